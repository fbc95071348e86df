"""Letterheads, file heads, reference and contact lines read as a real document's (issue 19, reader18 on heads;
s28-head): a branch by its name under the letterhead ("Riverfront Office"), never "Office: the riverfront office"; no
"Handled by:" / "Staff contact:" line with an address in a report's or case notes' head; one number for one matter in
a form's office box and an agreement's head; no passport number in a letter's reference block; no masked card number
in a renters renewal notice; an office box that records no original seen on a form that asks for copies."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import categories
from tests.test_thread_shape import draft_of

SEEDS = range(6)
_BRANCH_KEYS = ("office_location", "home_club", "branch_location")


def _values(record_type: str, seed: int, fmt: str) -> tuple[str, dict[str, str]]:
    draft = draft_of(record_type, seed, fmt)
    return draft.text, dict(draft.plan.plan.values)


def test_every_branch_value_is_a_name_not_a_description():
    for cat in categories().values():
        for f in cat.fields:
            if f.key in _BRANCH_KEYS:
                for choice in f.choices:
                    # a name: capitalised words ("Riverfront Office", "Northgate 24-Hour Club"), no article
                    assert re.fullmatch(r"(?:[A-Z0-9][\w-]*)(?:,? [A-Z0-9][\w-]*)*", choice), (f.key, choice)
                # its sentences give the name its article ("at the Riverfront Office")
                for t in f.sentences:
                    assert re.search(r"\bthe \{" + f.key + r"\}", t), (f.key, t)
    for cat in categories().values():  # (and the record types' own choices for it)
        for name, rt in cat.record_types.items():
            for key, allowed in rt.matter:
                if key in _BRANCH_KEYS:
                    assert all(not v.startswith("the ") for v in allowed), (name, allowed)


@pytest.mark.parametrize("record_type,fmt", [
    ("bookkeeping reconciliation summary", "report"), ("bookkeeping reconciliation summary", "statement with table"),
    ("seller listing agreement", "agreement"), ("checking account statement", "statement with table"),
    ("personal training intake assessment", "report")])
def test_a_letterhead_names_its_branch_on_a_line_of_its_own(record_type, fmt):
    named = 0
    for seed in SEEDS:
        text, values = _values(record_type, seed, fmt)
        lines = text.splitlines()
        assert not re.search(r"(?m)^(?:Office|Branch|Home club): the ", text), text
        for key in _BRANCH_KEYS:
            if key in values and values[key] in text:
                # the head names the branch (by its name alone, or on a section's labelled line) and the body agrees
                assert any(line == values[key] or line.endswith(": " + values[key]) for line in lines), text
                assert not re.search(r"(?m)^(?:Office|Branch|Home club): " + re.escape(values[key]) + "$",
                                     "\n".join(lines[:8])), text  # (no label on a letterhead's branch line)
                named += 1
    assert named, record_type


@pytest.mark.parametrize("record_type,fmt", [
    ("cruise passenger manifest entry", "report"), ("adult education placement test results", "report"),
    ("personal training intake assessment", "report"), ("neighborhood watch incident log", "case notes"),
    ("exit interview notes", "case notes"), ("broadcast segment rundown", "report")])
def test_no_handler_contact_line_in_a_file_head(record_type, fmt):
    reached = 0
    for seed in SEEDS:
        text, values = _values(record_type, seed, fmt)
        assert not re.search(r"(?m)^(?:Handled by|Staff contact|Contact for this file): ", text), text
        # the handler's address and extension, where the record holds them, are told in a sentence
        for key in ("colleague_email", "colleague_extension"):
            if key in values and values[key] in text:
                line = next(x for x in text.splitlines() if values[key] in x)
                assert re.search(r"[a-z]\S* [a-z]", line) and line.endswith("."), line  # (a sentence, not a label)
                assert not re.match(r"^[A-Z][\w ]+: ", line), line
                reached += 1
    assert reached, record_type


def test_a_file_handler_sentence_is_worded_several_ways():
    assert len(R._HANDLER_FILE) >= 3
    assert not any("can be reached" in t for t in R._HANDLER_FILE)  # (a report's own wording, not the letters')
    assert {"report", "case notes", "memo"} <= R._HANDLER_IN_TEXT


_NUMBER = re.compile(r"(?m)^(Reference|Our reference|Ref\.|File reference|Agency case number|Matter number): (\S+)$")


@pytest.mark.parametrize("record_type,fmt", [
    ("birth certificate amendment request", "form"), ("birth certificate amendment request", "application"),
    ("state tax installment agreement", "agreement"), ("expungement petition", "application")])
def test_one_matter_one_reference(record_type, fmt):
    for seed in SEEDS:
        text, _ = _values(record_type, seed, fmt)
        numbers = {m.group(2) for m in _NUMBER.finditer(text)}
        assert len(numbers) <= 1, (numbers, text)


@pytest.mark.parametrize("record_type", ["international wire transfer confirmation",
                                         "immigration attorney retainer letter", "flight itinerary confirmation"])
def test_no_passport_number_in_a_letters_reference_block(record_type):
    for seed in SEEDS:
        text, _ = _values(record_type, seed, "letter")
        head = text.split("Dear ", 1)[0]
        assert "Passport" not in head, head


def test_a_renters_renewal_quotes_no_card_number():
    rt = categories()["financial"].record_types["renters insurance renewal notice"]
    assert "payment_card_number" not in rt.fields
    for seed in SEEDS:
        text, _ = _values("renters insurance renewal notice", seed, "letter")
        assert not re.search(r"XXXX|[Cc]ard number", text), text


def test_an_office_box_records_no_original_on_a_form_that_asks_for_copies():
    assert R._COPIES_ONLY.search("Send copies, not originals, of any documents we ask for; original papers are not "
                                 "returned.")
    assert R._COPIES_ONLY.search("Enclose clear copies of the documents named on this form; original papers cannot "
                                 "be returned.")
    for record_type in ("unauthorized transaction claim form", "birth certificate amendment request"):
        for seed in range(12):
            text, _ = _values(record_type, seed, "form")
            box = re.split(r"(?m)^(?:For office use only|Office use only|Office use)$", text)
            if len(box) == 2 and R._COPIES_ONLY.search(box[0]):
                assert not re.search(r"original (?:seen|returned)", box[1]), text
