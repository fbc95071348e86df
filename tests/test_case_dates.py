"""Dates that fit the document (issue 19, reader9 classes 7, 8 and reader8 class 12): one date style per record, a
statement issued the days after its period, a file opened weeks (not a year) before and never after its first
meeting, a wound check 10-14 days after the operation, a course of therapy reviewed at its end, log entries spread
over the file's days."""

from __future__ import annotations

import asyncio
import datetime as dt
import random
import re
from collections import Counter

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import DATE_STYLE, categories, styled_day, styled_span
from privasis_hub.synth.catalog.timeline import follow_up_span, keep_follow_up, parse_day
from privasis_hub.synth.offline import OfflineRecords
from tests.test_case_story import DAY, _day, _person, _values

_ANY_DATE = re.compile(r"\b(?:\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/\d{4}|(?:January|February|March|April|May|June|July|"
                       r"August|September|October|November|December) \d{1,2}, \d{4})\b")


def _text(category: str, record_type: str, fmt: str, seed: int) -> str:
    cats = categories()
    spec = RecordSpec(profile=_person(seed, age=44, occupation="bookkeeper"), category=category,
                      subcategory=cats[category].record_types[record_type].subcategory, record_type=record_type,
                      format=fmt, background="", document_date=DAY.isoformat())
    return asyncio.run(OfflineRecords().draft(spec, seed=seed)).text


def _styles(text: str) -> set[str]:
    return {"iso" if "-" in d else "us" if "/" in d else "long" for d in _ANY_DATE.findall(text)}


def test_a_drawn_day_and_span_take_the_records_date_style():
    day, end = dt.date(2025, 4, 1), dt.date(2025, 6, 30)
    for style, want in ((0, "April 1, 2025"), (1, "2025-04-01"), (2, "04/01/2025")):
        token = DATE_STYLE.set(style)
        try:
            assert styled_day(day) == want
            assert styled_span(day, end).startswith(want + " to ") or style == 0
        finally:
            DATE_STYLE.reset(token)
    assert styled_span(day, end) == "April 1 to June 30, 2025"  # outside a record: spelled out, the year once


def test_a_record_writes_its_dates_one_way():
    # "01/13/2024: membership start" above "February 8, 2024: papers submitted" (reader9 record 164)
    cases = [("recreation", "personal training intake assessment", "report"),
             ("recreation", "marathon race registration", "form"),
             ("financial", "credit card billing statement", "statement with table"),
             ("professional services", "performance improvement plan", "report"),
             ("professional services", "small business payroll tax summary", "memo"),
             ("media", "author royalty statement", "statement with table")]
    for category, record_type, fmt in cases:
        for seed in range(6):
            text = _text(category, record_type, fmt, seed)
            assert len(_styles(text)) <= 1, (record_type, seed, sorted(set(_ANY_DATE.findall(text))))


def test_a_statement_is_issued_the_days_after_its_period():
    # "issued 2025-09-20" for "April 1 to June 30, 2025" (reader9 record 110)
    for record_type in ("brokerage account quarterly statement", "credit card billing statement",
                        "checking account statement"):
        for seed in range(10):
            v = _values("financial", record_type, "statement with table", seed)
            if "statement_period" not in v:
                continue
            end = _day(v["statement_period"].split(" to ")[-1])
            assert 0 < (DAY - end).days <= 10, (record_type, v["statement_period"], DAY)


def test_a_file_is_opened_weeks_before_and_not_after_the_first_meeting():
    # "Date opened: July 9, 2023" on a document of May 6, 2024; a first meeting on Dec 10 in a file opened Dec 11
    for category, record_type, fmt in (("medical", "psychotherapy progress note", "report"),
                                       ("medical", "operative report", "report"),
                                       ("education", "individualized education program summary", "report"),
                                       ("professional services", "CPA engagement letter", "letter")):
        for seed in range(10):
            v = _values(category, record_type, fmt, seed)
            if "case_opened_date" not in v:
                continue
            opened = _day(v["case_opened_date"])
            assert 0 <= (DAY - opened).days <= 180, (record_type, v["case_opened_date"])
            if (meeting := parse_day(v.get("ps_meeting_time", ""))) is not None:
                assert opened <= meeting[0], (v["case_opened_date"], v["ps_meeting_time"])
            if "intake_date" in v:
                assert opened <= _day(v["intake_date"]), (v["case_opened_date"], v["intake_date"])


def test_a_wound_check_follows_the_operation_by_days():
    # "Wound check and review: September 12, 2025" after a June 27 ACL reconstruction (reader9 record 248)
    assert follow_up_span("post-surgical discharge instructions", {}) == (10, 14)
    assert follow_up_span("annual physical examination note", {}) is None
    for record_type in ("post-surgical discharge instructions", "operative report",
                        "emergency department discharge summary"):
        for seed in range(8):
            v = _values("medical", record_type, "report", seed)
            if "follow_up_appointment" not in v:
                continue
            visit = min(_day(v["visit_date"]), DAY) if "visit_date" in v else DAY
            follow = _day(v["follow_up_appointment"])
            assert DAY < follow and (follow - visit).days <= 42, (record_type, v.get("visit_date"), follow)
            assert follow.weekday() < 5


def test_a_course_of_therapy_is_reviewed_when_it_ends():
    # therapy three times a week for four weeks from October, review on January 13 (reader9 triplet 158)
    values = {"therapy_frequency": "three times a week for four weeks", "visit_date": "October 6, 2025",
              "follow_up_appointment": "January 13, 2026 at 10:15 AM"}
    keep_follow_up(values, "physical therapy evaluation", dt.date(2025, 10, 6), random.Random(1))
    follow = _day(values["follow_up_appointment"])
    assert 26 <= (follow - dt.date(2025, 10, 6)).days <= 34, values["follow_up_appointment"]
    assert values["follow_up_appointment"].endswith(" at 10:15 AM")


def test_log_entries_spread_over_the_days_the_file_was_open():
    # all 10 case-note entries dated 2025-09-09 (reader9 record 183)
    head = re.compile(r"(?m)^(?:Note, |Entry \d+ \()?(" + _ANY_DATE.pattern + r")[^\n]{0,60}$")
    for category, record_type in (("media", "sponsored post disclosure review"),
                                  ("recreation", "pottery studio membership log"),
                                  ("professional services", "password reset identity verification log")):
        for seed in range(6):
            text = _text(category, record_type, "case notes", seed)
            days = [_day(d) for d in head.findall(text)]
            if len(days) >= 4:
                assert Counter(days).most_common(1)[0][1] * 2 <= len(days), (record_type, seed, days)
