"""A section heading names what its block holds (issue 19, reader16 class 2, s26-heads): no "... and health" over a
block with no health fact, no emergency contact under a health heading, no "Accounts" over a beneficiary, a
policy start or a tobacco answer, one money section on a form (no "Payment" and then "Amounts"), no
"Publication" over how a source first got in touch, a doctor's note ticked only for an illness or an injury, and
a joint account closed on both owners' signatures."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.render import Plan, fitted_heading
from tests.test_forms_office_s20 import _FORMS
from tests.test_forms_statements import _draft

_SECTION = re.compile(r"(?m)^(?:Section [A-Z]\. |\d\. )(.+)\n((?:[^\n]+\n)*?)(?:\n|\Z)")
_HEALTH = re.compile(
    r"(?i)health|medical|allerg|injur|condition|diagnos|medicat|disabil|mobility|diet|amputation|"
    r"diabet|asthma|pregnan|tobacco|fracture|pain|surgery"
)
_MONEY_HEAD = re.compile(
    r"(?i)^(?:fees?|payments?|fees and payment|dues and payment|amounts|amounts and fees|"
    r"figures|dues|contributions|finances|balances|income)$"
)

_DRAFTS: dict[int, list] = {}


def _drafts(seed: int) -> list:
    if seed not in _DRAFTS:
        _DRAFTS[seed] = [
            (rt, _draft(category, rt, fmt, seed * 613 + 17 * n))
            for n, (category, rt, fmt) in enumerate(_FORMS)
        ]
    return _DRAFTS[seed]


@pytest.mark.parametrize("seed", range(2))
def test_a_health_heading_holds_a_health_fact_and_no_emergency_contact(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        for heading, body in _SECTION.findall(d.text):
            if re.search(r"(?i)\bhealth\b", heading) and (
                not _HEALTH.search(body) or "Emergency contact" in body
            ):
                bad.append(f"{rt}: {heading} / {body.strip()!r}")
    assert not bad, bad[:10]


@pytest.mark.parametrize("seed", range(2))
def test_an_accounts_heading_holds_no_beneficiary_policy_or_tobacco_answer(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        for heading, body in _SECTION.findall(d.text):
            if re.fullmatch(r"(?i)accounts?|account information|holdings", heading) and re.search(
                r"(?m)^(?:Designated beneficiary|Contingent beneficiary|Tobacco|Policy start|Coverage)", body
            ):
                bad.append(f"{rt}: {heading} / {body.strip()!r}")
    assert not bad, bad[:10]


@pytest.mark.parametrize("seed", range(2))
def test_a_form_has_one_section_of_amounts(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        money = [
            h
            for h, body in _SECTION.findall(d.text)
            if _MONEY_HEAD.match(h)
            and all(re.search(r"\$|^(?:Payment|Card)", line) for line in body.strip().split("\n"))
        ]
        if len(money) >= 2:
            bad.append(f"{rt}: {money}")
    assert not bad, bad[:10]


@pytest.mark.parametrize("seed", range(2))
def test_no_two_form_sections_are_headed_alike(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        heads = [h for h, _ in _SECTION.findall(d.text)]
        if len(heads) != len(set(heads)):
            bad.append(f"{rt}: {heads}")
    assert not bad, bad[:10]


def test_a_doctors_note_goes_only_with_an_illness_or_an_injury() -> None:
    bad = []
    for seed in range(40):
        d = _draft("recreation", "trip interruption insurance claim form", "form", seed)
        if "[x] Doctor's note" in d.text and not re.search(r"hospital|illness|fall\b", d.text):
            bad.append(d.text[d.text.find("Section C") :][:600])
    assert not bad, bad[:3]


def test_a_joint_account_is_closed_on_both_owners_signatures() -> None:
    for seed in range(6):
        d = _draft("financial", "joint account closure request", "form", seed)
        owner = d.plan.plan.values.get("joint_account_holder")
        if owner:
            assert re.search(rf"(?m)^Joint owner's signature: {re.escape(owner)}$", d.text), d.text[-900:]


def _plan(values: dict[str, str], record_type: str = "claim form") -> Plan:
    return Plan(
        category="recreation",
        subcategory="x",
        record_type=record_type,
        background="",
        format="form",
        fields=[],
        values=values,
        sentence_choice={},
        filler=[],
        target_words=300,
        layout_seed=1,
        organisation="Office",
        record_date="2025-06-02",
    )


def _field(key: str, label: str, group: str) -> FieldSpec:
    return FieldSpec(key, label, group, 0.5, lambda ctx: "", ())


def test_fitted_heading_drops_a_promise_no_field_keeps() -> None:
    plan = _plan({"setup_time": "7:30 AM", "hobby": "model railroads", "table_number": "15"})
    fields_ = [
        _field("setup_time", "Setup", "activities and health"),
        _field("hobby", "Hobby", "activities and health"),
        _field("table_number", "Table", "activities and health"),
    ]
    assert fitted_heading(plan, "Participation and health", fields_) == "Participation"
    assert fitted_heading(plan, "Activity and health", fields_) == "Activity"
    fields_.append(_field("health_disclosure", "Health disclosure", "activities and health"))
    plan.values["health_disclosure"] = "asthma"
    assert fitted_heading(plan, "Participation and health", fields_) == "Participation and health"


def test_fitted_heading_moves_a_publication_heading_off_a_first_contact() -> None:
    plan = _plan({"source_first_contact": "June 5, 2024", "source_pitch": "a tip about a landlord"}, "report")
    fields_ = [
        _field("source_first_contact", "First contact", "sources and stories"),
        _field("source_pitch", "Pitch", "sources and stories"),
    ]
    assert fitted_heading(plan, "Publication", fields_) == "Story"


@pytest.mark.parametrize("seed", range(2))
def test_the_persons_name_comes_before_their_contact_details(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        name, phone = d.text.find("\nName: "), d.text.find("\nPhone: ")
        if name > 0 and phone > 0 and phone < name:
            bad.append(rt)
    assert not bad, bad[:10]


def test_papers_follow_the_reason_an_appeal_gives() -> None:
    bad = []
    for seed in range(30):
        d = _draft("education", "satisfactory academic progress appeal", "application", seed)
        reason = d.plan.plan.values.get("appeal_reason", "")
        if not reason:
            continue
        if "[x] Death notice copy" in d.text and "death" not in reason:
            bad.append(reason)
        if "[x] Medical letter" in d.text and not re.search(r"illness|accident", reason):
            bad.append(reason)
    assert not bad, bad[:5]
