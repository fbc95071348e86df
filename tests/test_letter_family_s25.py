"""The letter family's content tells (issue 19, s25-letter; reader15 classes 2, 3, 4, 14): an office's letter names its
handler once, in its head, not again in its body ("Your contact on staff is X"); prints its reader's date of birth only
where its kind of office identifies people by it; is never the office's answer where the record type is the person's
own request, dispute or appeal; opens a reply on what it answers ("Thank you for your application of June 15, 2024.")
rather than reciting the day it came in; gives its town line and ZIP code wherever it asks to be written to; says no
stock "Time limits matter here"; tells a deadline once; and tells the reader's facts plainly, not as the premise of an
offer "to go over it with you on that day"."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth import render
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.pipeline import build_privasis

DATE = (r"(?:\d\d/\d\d/\d{4}|(?:January|February|March|April|May|June|July|August|September|October|November|"
        r"December) \d{1,2}, \d{4})")
INTAKE = re.compile(r"(?:^|(?<=[.!?] )|\n)[^.!?\n]*(?:first (?:wrote|contact|consulted|registered|got in touch|reached)|"
                    r"reached out|reached (?:this|the) office|came into the office|[Yy]our (?:letter|request|contact|"
                    r"application|inquiry|query) (?:reached|arrived|is dated|came)|first written to|consulted us)"
                    r"[^.!?\n]*" + DATE)
WRITE_TO = re.compile(r"(?:send a letter|mail a note|write to us|write) (?:to|at) \d+[^\n]*?\.")
PREMISED = re.compile(r"we can go over .* with you (?:then|on that day) if you wish|around the fact that|"
                      r"only if we could not reach you about")
CONTACT = re.compile(r"(?m)^(?:Your contact|Your contact for this|Direct contact): ([^,\n]+)")


@pytest.fixture(scope="module")
def letters(tmp_path_factory) -> list[dict]:
    out = []
    for seed in (52, 2525):
        path = tmp_path_factory.mktemp(f"letters-s25-{seed}")
        out += list(build_privasis(300, seed=seed, out=path, split=None, shard_size=300, workers=1)["train"])
    rows = [r for r in out if r["format"] == "letter"]
    assert len(rows) >= 50
    return rows


def _office(rows: list[dict]) -> list[dict]:
    return [r for r in rows if "\nRe: " in r["text"]]


def test_the_heads_contact_is_not_named_again_in_the_body(letters):
    hits = []
    for r in _office(letters):
        if not (m := CONTACT.search(r["text"])):
            continue
        body = r["text"][r["text"].find("\nDear"):]
        body = re.split(r"\n\n[A-Z][a-z]+(?: [a-z]+)*,\n\n", body)[0]  # (up to the sign-off)
        hits += [s for s in re.split(r"(?<=[.!?])\s+", body) if m.group(1) in s and not re.search(
            r"[Qq]uestions|go to|write to|best sent|can go|further can|reach|contact (?:him|her)|e-mail", s)]
    assert not hits, hits[:5]


def test_date_of_birth_only_in_letters_of_kinds_that_identify_by_it(letters):
    bad = [r["record_type"] for r in letters if re.search(r"(?m)^Date of birth: ", r["text"])
           and not render.dob_in_letter(r["category"], r["record_type"])]
    assert not bad, bad
    assert not render.dob_in_letter("education", "college admission decision letter")
    assert not render.dob_in_letter("financial", "chargeback dispute letter")
    assert render.dob_in_letter("government", "Medicaid eligibility notice")
    assert "date_of_birth" in render.untold("legal", "letter", "immigration attorney retainer letter")


def test_the_persons_own_request_dispute_or_appeal_is_never_the_offices_letter():
    wrong = []
    for cat in categories().values():
        for name, rt in cat.record_types.items():
            if re.search(r"\b(?:request|dispute|appeal|query|petition)\b", name) and not re.search(
                    r"response|summary|determination|decision|cover|confirmation", name):
                if "letter" in render.fitting_formats(cat.name, name, tuple(rt.formats)) and len(rt.formats) > 1:
                    wrong.append(name)
    assert not wrong, wrong


def test_a_reply_opens_on_what_it_answers_and_recites_no_arrival(letters):
    office = _office(letters)
    hits = [(r["record_type"], m.group(0)) for r in office if (m := INTAKE.search(r["text"]))]
    assert len(hits) <= len(office) // 25, hits[:5]
    assert any("Thank you for your " in r["text"] for r in office)


def test_written_to_addresses_and_letterheads_carry_a_zip_code(letters):
    # (a town, its state and a ZIP code; in a one-ZIP town whose ZIP code is the person's own, which the record does
    # not hold, the office's line stops at the state: "Dillon, MT", not the person's ZIP code unannotated)
    town = r", [A-Z]{2}(?: \d{5}|(?=[.\n]|$))"
    for r in _office(letters):
        for m in WRITE_TO.finditer(r["text"]):
            assert re.search(town, m.group(0)), (r["record_type"], m.group(0))
        head = r["text"].split("\n\n", 1)[0]
        if re.search(r"(?m)^\d+ [A-Z]", head):  # a street: its town line follows with the ZIP code
            assert re.search(r"(?m)^[^\n]+, [A-Z]{2}(?: \d{5})?$", head), head
    zips = [re.search(r", [A-Z]{2} \d{5}", m.group(0)) is not None for r in _office(letters)
            for m in WRITE_TO.finditer(r["text"])]
    assert sum(zips) >= 0.7 * len(zips), zips  # most towns have more than one ZIP code


def test_no_stock_time_limits_line_no_deadline_twice_no_premised_offer(letters):
    for r in _office(letters):
        text = r["text"]
        assert not re.search(r"(?i)time limits", text), r["record_type"]
        assert not PREMISED.search(text), PREMISED.search(text).group(0)
        body = text[text.find("\nDear"):]
        body = re.split(r"\n(?:Key dates|Important dates|Dates to remember|Coming up|Dates to note)\n", body)[0]
        dues = re.findall(r"(?:due (?:by|no later than)|reach us by|response by|until) (" + DATE + ")", body)
        assert len(dues) == len(set(dues)), (r["record_type"], dues)
