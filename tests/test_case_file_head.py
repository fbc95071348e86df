"""A document carries only the head a real one of its kind has (issue 19, reader11 classes 1 and 6): the day a file
was opened only on the office's own papers (case notes, a file memo, a form's office box), told elsewhere as the day
the person's request, claim or application came in; the numbers an office knows the person by printed labelled, not
in a sentence on how it matched them to its record; no case system's stock lines."""

from __future__ import annotations

import asyncio
import importlib.util
import re
from collections import defaultdict
from pathlib import Path

import pytest

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.offline import OfflineRecords
from tests.test_case_story import DAY, _person

_BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "quality_privasis.py"


def _quality():
    spec = importlib.util.spec_from_file_location("quality_privasis_s20", _BENCH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _draft(category: str, record_type: str, fmt: str, seed: int):
    cats = categories()
    spec = RecordSpec(profile=_person(seed, age=44, occupation="bookkeeper"), category=category,
                      subcategory=cats[category].record_types[record_type].subcategory, record_type=record_type,
                      format=fmt, background="", document_date=DAY.isoformat())
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


#: Kinds whose head printed "File opened: ..." under the reference before (seed 11 n=1000 of the base build).
_OUTSIDE_FILES = (
    ("media", "influencer brand partnership contract", "agreement"),
    ("recreation", "vacation rental booking agreement", "agreement"),
    ("recreation", "hotel reservation folio", "invoice"),
    ("community", "social club dues invoice", "invoice"),
    ("government", "driver's license renewal notice", "letter"),
    ("financial", "overdraft fee dispute letter", "letter"),
    ("media", "podcast episode production notes", "report"),
    ("education", "Section 504 accommodation plan", "report"),
    ("media", "podcast sponsorship insertion order", "statement with table"),
)


@pytest.mark.parametrize("category,record_type,fmt", _OUTSIDE_FILES)
def test_only_the_offices_own_papers_print_when_a_file_was_opened(category, record_type, fmt):
    quality = _quality()
    told = held = 0
    for seed in range(6):
        draft = _draft(category, record_type, fmt, seed)
        text = draft.text
        assert not quality._FILE_OPENED.search(text), (record_type, seed, text[:600])
        value = draft.plan.plan.values.get("case_opened_date")
        if value:
            held += 1
            told += value in text
    # the day is not dropped: most records holding it tell it in their text (as the request's day); an invoice
    # answers no request and may leave it out (s21-stmt: no "We took up your request" on a dues invoice); a letter
    # neither dates its own file nor the day work on a request began (s24-letter: "We opened this case on ...",
    # "On May 26 we started work on your request" after "Your letter was logged on May 23"); nor does a report that
    # answers no request and was assigned to no one (s25-scaffold: no "Work on this began" on production notes or a
    # 504 plan, reader15 class 18: their own dates say when the work was done)
    assert fmt in ("invoice", "letter", "report") or told >= held * 0.6, (record_type, told, held)


def test_the_opening_day_is_the_day_the_matter_came_in():
    plan_words = {"chargeback dispute letter": "dispute", "disability claim decision letter": "claim",
                  "university admission application": "application", "podcast sponsorship insertion order": "request"}
    for record_type, noun in plan_words.items():
        plan = R.Plan(category="x", subcategory="x", record_type=record_type, background="", format="letter",
                      fields=[], values={}, sentence_choice={}, filler=[], target_words=300, layout_seed=1,
                      organisation="Org", record_date="June 2, 2025")
        assert R._opened_noun(plan) == noun


def test_case_notes_and_memos_keep_their_file_head():
    said = 0
    for category, record_type, fmt in (("community", "volunteer coordinator check-in notes", "case notes"),
                                       ("government", "police incident report", "memo")):
        for seed in range(6):
            text = _draft(category, record_type, fmt, seed).text
            said += bool(re.search(r"(?m)^(?:File opened|Opened|Date opened): ", text))
            # (no count of its entries under the notes, as a case system's screen shows it)
            assert "Contacts logged" not in text and "Entries on file" not in text and "Notes so far" not in text
    assert said  # an office's own notes and memos still say when its file was opened


#: Kinds whose letters or e-mails told "We have matched this to your record using ..." before.
_FOUND_BY = (
    ("financial", "chargeback dispute letter", "email thread"),
    ("education", "official transcript request", "email thread"),
    ("community", "block party street closure request", "letter"),
    ("financial", "joint account closure request", "letter"),
    ("legal", "expungement petition", "letter"),
    ("government", "driver's license renewal notice", "letter"),
)


@pytest.mark.parametrize("category,record_type,fmt", _FOUND_BY)
def test_no_sentence_says_how_the_record_was_matched(category, record_type, fmt):
    quality = _quality()
    for seed in range(8):
        text = _draft(category, record_type, fmt, seed).text
        assert not quality._MATCHED_ID.search(text), (record_type, seed)
        # the letter's head keeps to a reference and at most one more number (the reader's count)
        if fmt == "letter":
            head = text.split("\nDear ", 1)[0]
            assert len(quality._REF_LINE.findall(head)) <= 2, head


def test_found_particulars_are_labelled_lines():
    f = R.FieldSpec(key="account_number", label="Account number", group="identifiers", sensitivity=0.5,
                    generate=lambda ctx: "", sentences=("x",))
    g = R.FieldSpec(key="street_address", label="Street address", group="contact and location", sensitivity=0.5,
                    generate=lambda ctx: "", sentences=("x",))
    assert R._found_lines([f]) == "Account number: {account_number}\n"
    assert R._found_lines([f, g], "{street_address}, Springfield, OH 45503") == (
        "Account number: {account_number}\nAddress: {street_address}, Springfield, OH 45503\n")


def test_no_case_system_stock_lines_in_the_skeletons():
    text = (Path(R.__file__).resolve().parent.parent / "data" / "privasis" / "skeletons.yaml").read_text()
    for stock in ("the matter set out here", "from start to finish", "the same [team|person]"):
        assert stock not in text, stock


def test_the_benchmark_counts_file_heads_and_matching_sentences():
    quality = _quality()
    rows = [
        {"id": "a", "format": "letter", "record_type": "x", "text": "Ref.: AB-1\nFile opened: May 1, 2025\n"},
        {"id": "b", "format": "agreement", "record_type": "x", "text": "Schedule\n- May 1, 2025: file opened\n"},
        {"id": "c", "format": "case notes", "record_type": "x", "text": "Date opened: May 1, 2025\n"},
        {"id": "d", "format": "statement with table", "record_type": "x", "text": "Account opened: May 1, 2025\n"},
        {"id": "e", "format": "report", "record_type": "x", "text": "Her request came in on May 1, 2025.\n"},
    ]
    examples: dict[str, list[str]] = defaultdict(list)
    assert quality.file_opened_records(rows, examples) == 2
    said = ["We have matched this to your record using your driver's license number (XXXXXX5880).",
            "You are listed in our records under your date of birth (12/15/2001).",
            "Our system lists you under your Social Security number (XXX-XX-2841).",
            "We found your record under your date of birth (10/22/2006)."]
    for s in said:
        assert quality._MATCHED_ID.search(s), s
    for s in ("Account number: XXXX7343", "We found the charge on your statement.", "You are listed as the owner."):
        assert not quality._MATCHED_ID.search(s), s
