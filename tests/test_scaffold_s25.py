"""Issue 19, s25-scaffold (reader15 classes 1, 5, 6, 11, 18): scaffolding no real issuer writes, and the wrong
author. An office's report or memo carries an action list only where its kind of paper has one (minutes, plans,
conference and call notes, a status report), and never the office's stock follow-up ("X to update Mr. Y on where
things stand", "to check nothing is missing from the file"); a clinical chart numbers its encounter, not "Our
reference:"; an executed or filed instrument ends with no law firm's file note (retainer, intake date, matter
number); a professional's report is not written by the office's clerical staff, a custody evaluation is the
evaluator's and a pre-sentence report the probation office's, to the court; no "Work on this began" on a report
that answers no request; no "The association has a <car> registered to you"."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import categories
from tests.test_thread_shape import draft_of

SEEDS = range(10)

_STOCK = re.compile(r"where things stand|with an update|nothing is missing from the file|the file is complete"
                    r"|(?:review|look at|bring back) the file|closing letter|for archiving|archive the file")
_ACTION_HEAD = re.compile(r"(?m)^(?:Action items:?|Actions:|To do, with owners:|Actions arising|Follow-up actions)$")

#: Office papers that never carry an action list (reader15: a manifest entry, a police report, a background check).
_NO_ACTIONS = (("cruise passenger manifest entry", "report"), ("police incident report", "memo"),
               ("police incident report", "report"), ("fingerprint background check result", "report"),
               ("child custody evaluation", "report"), ("sponsored post disclosure review", "memo"),
               ("emergency rent fund disbursement record", "report"), ("pastoral care visit note", "memo"),
               ("auto insurance claim summary", "report"))


@pytest.mark.parametrize("record_type,fmt", _NO_ACTIONS)
def test_papers_of_kinds_without_action_lists_carry_none(record_type, fmt):
    for seed in SEEDS:
        text = draft_of(record_type, seed, fmt).text
        assert not _ACTION_HEAD.search(text), (record_type, fmt, seed, text)
        assert not _STOCK.search(text), (record_type, fmt, seed, text)


@pytest.mark.parametrize("record_type,fmt", (("performance improvement plan", "report"),
                                             ("parent-teacher conference notes", "memo"),
                                             ("Section 504 accommodation plan", "report")))
def test_action_lists_hold_the_matters_own_dated_steps_not_stock_follow_ups(record_type, fmt):
    for seed in SEEDS:
        text = draft_of(record_type, seed, fmt).text
        assert not _STOCK.search(text), (record_type, seed, text)
        block = text.split("\n\n")
        for para in block:
            if _ACTION_HEAD.match(para):
                for line in para.splitlines()[1:]:
                    assert re.search(r", due ", line), (record_type, seed, line)


def test_carries_actions_by_kind():
    class P:
        def __init__(self, rt):
            self.record_type = rt
    for rt in ("board meeting minutes", "performance improvement plan", "parent-teacher conference notes",
               "client engagement status report", "candidate screening call notes"):
        assert R._carries_actions(P(rt)), rt
    for rt in ("police incident report", "cruise passenger manifest entry", "fingerprint background check result",
               "child custody evaluation", "pre-publication fact-check memo", "auto insurance claim summary"):
        assert not R._carries_actions(P(rt)), rt


_CLINICAL = (("emergency department discharge summary", "report"), ("crisis safety plan", "report"),
             ("psychotherapy progress note", "case notes"), ("Holter monitor summary", "report"),
             ("functional capacity evaluation for work injury", "report"))


@pytest.mark.parametrize("record_type,fmt", _CLINICAL)
def test_clinical_charts_number_the_encounter_not_a_business_reference(record_type, fmt):
    for seed in SEEDS:
        text = draft_of(record_type, seed, fmt).text
        assert not re.search(r"(?m)^(?:Our reference|Ref\.|Reference|File reference): ", text), (record_type, seed, text)


_INSTRUMENTS = ("last will and testament", "severance agreement", "settlement and release agreement",
                "durable financial power of attorney", "small claims complaint", "plea agreement",
                "answer to an eviction complaint", "revocable living trust", "traffic citation")


@pytest.mark.parametrize("record_type", _INSTRUMENTS)
def test_no_law_firm_file_note_under_an_instrument(record_type):
    for seed in SEEDS:
        text = draft_of(record_type, seed, "agreement").text
        assert not re.search(r"(?m)^(?:File note|Office use|Firm file|Our file|For court use):$", text), (record_type, seed)
        assert not re.search(r"(?m)^(?:Retainer|Intake date|Paralegal): ", text), (record_type, seed, text)


_PROFESSIONAL = (("police incident report", "report"), ("adult education placement test results", "report"),
                 ("psychoeducational evaluation summary", "report"), ("child custody evaluation", "report"),
                 ("individualized education program summary", "report"), ("pre-sentence investigation report", "report"),
                 ("personal training intake assessment", "case notes"), ("ESL class progress report", "report"))
_CLERICAL = re.compile(r"Office Manager|Records Clerk|Records Supervisor|Case Coordinator|School Secretary"
                       r"|Front Office Coordinator|Membership Coordinator|Student Records Assistant|Receptionist")


@pytest.mark.parametrize("record_type,fmt", _PROFESSIONAL)
def test_professional_reports_are_not_written_by_clerical_staff(record_type, fmt):
    for seed in SEEDS:
        draft = draft_of(record_type, seed, fmt)
        assert not _CLERICAL.search(draft.plan.plan.signer_role or ""), (record_type, seed, draft.plan.plan.signer_role)
        assert R.fits_signer(record_type, draft.plan.plan.signer_role or "x")


def test_court_reports_go_to_the_court_not_a_law_firms_client_file():
    for record_type, words in (("child custody evaluation", r"Psychologist"),
                               ("pre-sentence investigation report", r"Probation")):
        for seed in SEEDS:
            text = draft_of(record_type, seed, "memo").text
            assert not re.search(r"(?m)^TO: (?:Client file|Supervising attorney|Litigation team)", text), (seed, text)
            assert not re.search(r"(?m)^Client: |client file|billing|Counsel (?:met|spoke|interviewed)", text), (seed, text)
            assert re.search(words, text), (record_type, seed, text)
    cats = categories()
    psi = next(c for c in cats.values() if "pre-sentence investigation report" in c.record_types)
    fields = psi.record_types["pre-sentence investigation report"].fields
    assert "client_matter_number" not in fields and "intake_date" not in fields


_UNREQUESTED = (("broadcast segment rundown", "report"), ("adult education placement test results", "report"),
                ("neighborhood watch incident log", "report"), ("ESL class progress report", "report"),
                ("cruise passenger manifest entry", "report"))


@pytest.mark.parametrize("record_type,fmt", _UNREQUESTED)
def test_no_work_began_on_a_report_that_answers_no_request(record_type, fmt):
    for seed in SEEDS:
        text = draft_of(record_type, seed, fmt).text
        assert not re.search(r"Work on this began|We began work on this|Our work on this started", text), (seed, text)
        assert not re.search(r"(?i)\bfile (?:was )?opened\b|^(?:file |date )?opened:", text), (seed, text)


def test_no_vehicle_registered_to_the_reader_by_an_association():
    for seed in range(30):
        for fmt in ("statement with table", "letter"):
            try:
                text = draft_of("community fridge delivery roster", seed, fmt).text
            except (KeyError, ValueError):
                continue
            assert "registered to you" not in text and not re.search(r"has [^.\n]*registered to", text), (seed, text)
