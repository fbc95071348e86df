"""Voice and layout slips a reader sees in the first lines (s19w-voice; reader8 classes 5, 7, 9, 10, 11)."""

import random
import re

import yaml
from faker import Faker

from privasis_hub.synth import places
from privasis_hub.synth.catalog.financial import _RISK_BANDS
from privasis_hub.synth.profile import cased_surnames, surname_case
from privasis_hub.synth.render import _join_to, _tense, render
from tests.test_record_writing import _plan


def test_surnames_are_cased_as_written():
    # reader8 class 7: "Mcknight", "Obrien-Jones", "Oneill", "Macdonald" in 24 of 300 records
    assert surname_case("Mcknight") == "McKnight" and surname_case("Obrien") == "O'Brien"
    assert surname_case("Oneill") == "O'Neill" and surname_case("Macdonald") == "MacDonald"
    assert surname_case("Obrien-Jones") == "O'Brien-Jones"
    assert [surname_case(n) for n in ("Mack", "Macias", "Owens", "Olson", "Smith")] == [
        "Mack", "Macias", "Owens", "Olson", "Smith"]


def test_a_cased_faker_draws_the_same_names_cased():
    plain, cased = Faker("en_US"), cased_surnames(Faker("en_US"))
    plain.seed_instance(5)
    cased.seed_instance(5)
    a = [plain.last_name() for _ in range(3000)]
    b = [cased.last_name() for _ in range(3000)]
    assert b == [surname_case(n) for n in a]
    assert not any(re.fullmatch(r"Mc[a-z]+|O(?:brien|neill|connor)", n) for n in b)
    assert any(n.startswith(("Mc", "O'")) for n in b)
    companies = [cased.company() for _ in range(3000)]
    assert not any(re.search(r"\bMc[a-z]{3}|\bObrien\b", c) for c in companies)


def test_towns_and_counties_keep_their_mc_capitals():
    rows = places._rows()
    assert not [t for (_, t) in rows if re.search(r"\bMc[a-z]{3}", t)]
    assert not [c for *_, c in rows.values() if re.search(r"\bMc[a-z]{3}", c)]


def test_a_customer_signs_an_e_mail_with_their_name_not_an_id_block():
    # reader8 class 5: "...101 Bridge Ln / Glendo, WY 82213 / Confirmation number: TRK-88382521 / Date of birth: ..."
    for seed in range(8):
        plan = _plan("legal", "email thread", "small claims complaint", {}, seed=seed)
        text, _ = render(plan)
        for msg in text.split("\n-----\n"):
            if msg.startswith("From: Ada Quill"):
                lines = [ln for ln in msg.split("\nOn ")[0].strip().split("\n") if ln.strip()]
                assert not any(re.match(r"(?:Date of birth|DOB|[A-Z][\w ]*(?:number|ID)): ", ln)
                               for ln in lines[-6:]), lines[-6:]


def test_one_subject_is_said_once_only_over_predicates_told_alike():
    # reader8 class 11: "You run a family restaurant with a catering side and can meet the team at the Westside office"
    assert _tense("run a family restaurant") == "present" and _tense("can meet the team") == "modal"
    assert _tense("were mainly busy") == "past" and _tense("also agreed to it") == "past"
    for seed in range(20):
        joined = _join_to("You were busy with the team meals.", "You are usually free for the team after 6.",
                          random.Random(seed), {})
        assert joined is None or "and are usually" not in joined


def test_labels_and_headings_fit_what_they_hold():
    # "Risk tolerance: a growth-oriented approach", "Section A. About the person", "2. Contract" (reader9 110, 150, 285)
    assert not any("approach" in name for _, name in _RISK_BANDS)
    from importlib import resources

    data = resources.files("privasis_hub.data.privasis")
    profile = yaml.safe_load(data.joinpath("profile.yaml").read_text())
    media = yaml.safe_load(data.joinpath("media.yaml").read_text())
    assert "About the person" not in profile["sections"]["identity"]
    assert "Contract" not in media["sections"]["contracts and payments"]
    medical = data.joinpath("medical.yaml").read_text()
    assert "typical of" not in medical
