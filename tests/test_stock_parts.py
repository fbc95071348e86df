"""Stock parts only where real documents have them (reader7 classes 2, 4 and 9, s19u-stock): no filing lines in the
body ("All correspondence on this is held in the file started on ...", "Keep TN-2766866 handy if you contact the
office"), a privacy or confidentiality footer only on a paper that collects the person's details (an application, a
bank's or an insurer's letter) and not on most of those, never on clinical notes, minutes, report cards or a person's
own writing, a complaints paragraph rarely and only on a provider's decision or bill, and the person's contact
preference on a line of its own that agrees with what the record does with their phone and e-mail."""

from __future__ import annotations

import random
import re
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from privasis_hub.synth.render import _COLLECTS_DATA, _DECISION_OR_BILL, _prints_footer, _rights_lines
from tests.benchmark_modules import load_benchmark


@pytest.fixture(scope="module")
def q():
    return load_benchmark("quality_privasis")


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    return privasis_rows(400, 1923, shard_size=200)


def test_no_filing_lines_and_few_footers_in_a_build(q, rows):
    examples: dict[str, list[str]] = defaultdict(list)
    assert q.filing_line_records(rows, examples) == 0, examples["filing_line"][:3]
    # (was 0.68-0.73 of records; 1,000-record builds now 0.13-0.15, a 400-record sample a little more or less)
    assert q.stock_footer_records(rows, examples) / len(rows) <= 0.2, examples["stock_footer"][:5]
    assert q.contact_preference_conflict_records(rows, examples) == 0, examples["contact_preference_conflict"][:3]


def test_no_footer_on_clinical_notes_minutes_school_or_personal_papers(q, rows):
    for r in rows:
        if r["category"] in ("medical", "education", "personal") or r["format"] in ("case notes", "chat log"):
            assert not q._STOCK_FOOTER.search(r["text"]), (r["id"], r["record_type"], r["format"])


def test_complaints_paragraphs_are_rare_and_on_decisions_or_bills(q, rows):
    said = [r for r in rows if q._COMPLAINTS.search(r["text"])]
    assert len(said) <= 0.05 * len(rows)
    for r in said:
        assert _DECISION_OR_BILL.search(r["record_type"]), (r["id"], r["record_type"])


def test_at_most_one_stock_part_in_most_records(q, rows):
    def parts(text: str) -> int:
        return sum(rx.search(text) is not None for rx in (q._FILING_LINE, q._STOCK_FOOTER, q._COMPLAINTS))
    counts = Counter(parts(r["text"]) for r in rows)
    assert counts[2] + counts[3] <= 0.02 * len(rows), counts


def test_the_opening_date_stays_told_under_the_reference(rows):
    told = [r for r in rows if any(a["key"] == "case_opened_date" for a in r["attributes"])]
    assert len(told) >= 0.15 * len(rows)
    for r in told:
        value = next(a["value"] for a in r["attributes"] if a["key"] == "case_opened_date")
        assert not re.search(r"(?:held|kept|filed) in the file (?:we opened|opened|started) on " + re.escape(value),
                             r["text"]), r["id"]


def test_the_contact_preference_is_a_line_of_its_own(rows):
    for r in rows:
        for a in r["attributes"]:
            if a["key"].endswith("contact_preference"):
                assert f"({a['value']})" not in r["text"], (r["id"], a["value"])
                assert f"(prefers contact by {a['value']})" not in r["text"], (r["id"], a["value"])


class _Plan:
    def __init__(self, category: str, fmt: str, record_type: str):
        self.category, self.format, self.record_type = category, fmt, record_type


@pytest.mark.parametrize(("category", "fmt", "record_type", "may"), [
    ("financial", "letter", "checking account overdraft notice", True),
    ("government", "application", "SNAP benefits application", True),
    ("community", "form", "food pantry intake form", True),
    ("financial", "statement with table", "credit card billing statement", True),
    ("medical", "letter", "emergency department discharge summary", False),  # reader7: under an ED discharge summary
    ("medical", "case notes", "psychotherapy progress note", False),
    ("education", "statement with table", "report card with teacher comments", False),
    ("personal", "letter", "letter to a grandchild", False),
    ("community", "meeting minutes", "HOA board hearing minutes", False),
    ("media", "letter", "podcast guest thank-you letter", False),  # collects nothing from the person
])
def test_which_papers_may_carry_a_privacy_footer(category, fmt, record_type, may):
    plan = _Plan(category, fmt, record_type)
    printed = sum(_prints_footer(plan, False, random.Random(i)) for i in range(400))
    if may:
        assert 60 <= printed <= 240  # some of them, not most
    else:
        assert printed == 0


def test_an_internal_memo_rarely_carries_a_notice_and_a_clinic_never():
    assert sum(_prints_footer(_Plan("legal", "memo", "case strategy memo"), True, random.Random(i))
               for i in range(400)) <= 80
    assert not any(_prints_footer(_Plan("medical", "report", "Holter monitor summary"), True, random.Random(i))
                   for i in range(100))


def test_collecting_papers_are_named_by_their_type():
    assert _COLLECTS_DATA.search("auto insurance claim summary")
    assert _COLLECTS_DATA.search("library card application")
    assert not _COLLECTS_DATA.search("volunteer hours verification letter")


def test_complaints_lines_only_on_decisions_or_bills_and_rarely():
    lines = ["If you are not satisfied with how we dealt with this, the complaints process is available on request.",
             "Time limits matter here: a late reply may mean the decision stands, so act promptly if in doubt."]
    letter = _Plan("professional services", "letter", "website redesign proposal")
    for i in range(200):
        kept = _rights_lines(letter, lines, random.Random(i))
        assert not any("complaints" in k for k in kept)
    bill = _Plan("financial", "statement with table", "credit card billing statement")
    with_complaints = sum(any("complaints" in k for k in _rights_lines(bill, lines, random.Random(i)))
                          for i in range(400))
    assert 40 <= with_complaints <= 160


def test_the_counts_find_what_reader7_found(q):
    def row(text, attrs=(), record_type="author royalty statement", fmt="statement with table"):
        return {"id": "x", "text": text, "record_type": record_type, "format": fmt, "category": "media",
                "attributes": [{"key": k, "value": v} for k, v in attrs]}

    examples: dict[str, list[str]] = defaultdict(list)
    for text in ("Everything you have sent is held in the file opened on May 17, 2025.",
                 "All correspondence on this is held in the file started on September 22, 2025.",
                 "Keep TN-2766866 handy if you contact the office as it speeds things up.",
                 "Note down SBP-313804 before you call.",
                 "We have been looking after the matter since April 12, 2024."):
        assert q.filing_line_records([row(text)], examples) == 1, text
    for text in ("The account has been open since April 29, 2019.", "Our reference: TN-2766866\nOpened: May 17, 2025",
                 "Please quote TAX-57274400 on anything you send us."):
        assert q.filing_line_records([row(text)], examples) == 0, text
    for text in ("Privacy notice: Loopstream uses these details for this purpose and no other.",
                 "Access is limited to the staff handling this matter; other requests are handled by the privacy "
                 "officer.", "Held according to the records policy of Weaver Heart Center.",
                 "Sensitive: file securely, and shred printed copies after use."):
        assert q.stock_footer_records([row("Body.\n\n" + text)], examples) == 1, text
    wish = ("fin_contact_preference", "e-mail to the personal address instead of phone calls")
    assert q.contact_preference_conflict_records(
        [row("Contact: 218-555-0197 (e-mail to the personal address instead of phone calls)", [wish])], examples) == 1
    assert q.contact_preference_conflict_records(
        [row("Preferred contact: e-mail to the personal address instead of phone calls\n"
             "If we have questions, we will call 218-555-0197.", [wish])], examples) == 1
    assert q.contact_preference_conflict_records(
        [row("Contact: 218-555-0197\nPreferred contact: e-mail to the personal address instead of phone calls",
             [wish])], examples) == 0
    lunch = ("pro_contact_preference", "calls during the lunch hour")
    assert q.contact_preference_conflict_records([row("Body.", [wish, lunch])], examples) == 1


def test_no_stock_lines_in_a_build(q, rows):
    """reader9 classes 4, 5, 12, 13 and reader8 classes 4, 6: no file read back, no contact wish told back, no office
    hours "by appointment after 3", no "- 01/15/2025: of incident", no case-note stock closers (s19w-stock)."""
    examples: dict[str, list[str]] = defaultdict(list)
    catalogue = Path(__file__).resolve().parent.parent / "privasis_hub" / "data" / "privasis"
    assert q.stock_tail_records(rows, examples, catalogue) == 0, examples["stock_tail"]


def test_the_stock_line_count_finds_what_reader9_found(q):
    catalogue = Path(__file__).resolve().parent.parent / "privasis_hub" / "data" / "privasis"

    def row(text, fmt="letter"):
        return {"id": "x", "text": text, "record_type": "scholarship renewal notice", "format": fmt,
                "attributes": []}

    examples: dict[str, list[str]] = defaultdict(list)
    for text in ("For completeness, our file records that you are on the dean's list.",
                 "The same file notes that you are enrolled half-time.", "Our records show that you have vertigo.",
                 "We have it on file that you are in dispute with Dominguez-Wood.",
                 "Treat this letter as notice about your traffic citation.",
                 "He would rather be reached by message in the online portal with an e-mail alert.",
                 "As you wished, staff will contact you by e-mail to the personal address.",
                 "Following his request, reminders go by mobile phone.",
                 "Tel. 555-0101\nOpen 9 to 5, by appointment after 3",
                 "Key dates\n- 01/15/2025: of incident\n- 02/01/2025: intake",
                 "Check progress at the counter, giving your name and date of birth."):
        assert q.stock_tail_records([row(text)], examples, catalogue) == 1, text
    assert q.stock_tail_records([row("Spoke with Mr. Lee by phone:\nHe asked about fees. Corrected the record the "
                                     "same day.", "case notes")], examples, catalogue) == 1
    for text in ("Key dates\n- 01/15/2025: incident\n- 02/01/2025: intake",
                 "Date of birth: 01/02/1980\nCheck progress at the counter, giving your name and date of birth.",
                 "We will be in touch by e-mail to the personal address.", "For the record, it rained all day."):
        assert q.stock_tail_records([row(text)], examples, catalogue) == 0, text
