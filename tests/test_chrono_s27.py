"""A case's events in an order that can happen, and in one state (issue 19, reader17 classes C, D, E, K; s27-chrono):
a matter is settled (the agreement that records it) or open (a letter about it, where a sum is only offered), never
both; a candidate put forward has no start date; a seller's showings come after the file is opened; a story's
deadline is no second run date; an answer is dated days after the complaint it answers; an insurance policy began on
an anniversary of its term; no report card in the summer break; a booking paid (its confirmation number held) is not
asked to pay; a bill with a late fee was not drawn automatically."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.timeline import issue_day, parse_day
from tests.test_facts_s24 import _draft

_SETTLED = re.compile(r"\bagreed to settle for\b|\bthirty days of signing\b|\bsettlement figure\b|\bagreed sum\b|"
                      r"\bSettlement was (?:reached|agreed)\b|\b(?:settles|is settled) for \$")
_OFFERED = re.compile(r"\boffered \$[\d,]+ to settle\b|\bto settle for \$[\d,]+ is\b")


def _formats(category: str, rt: str) -> tuple[str, ...]:
    return categories()[category].record_types[rt].formats


def _day(value: str) -> dt.date:
    day = parse_day(value)[0]
    assert day is not None, value
    return day


@pytest.mark.parametrize("rt", ["non-compete dispute letter", "residential lease dispute letter"])
def test_an_open_dispute_offers_a_settlement_and_never_calls_it_settled(rt: str) -> None:
    told = 0
    for seed in range(16):
        fmts = _formats("legal", rt)
        d = _draft("legal", rt, fmts[seed % len(fmts)], seed, date=f"2025-{seed % 12 + 1:02d}-14")
        assert not _SETTLED.search(d.text), (seed, _SETTLED.search(d.text).group(0))
        told += bool(_OFFERED.search(d.text))
    assert told >= 8  # the sum is still told, as an offer


@pytest.mark.parametrize("rt", ["settlement and release agreement", "housing court stipulation", "severance agreement"])
def test_a_settlement_instrument_never_speaks_of_an_offer_on_the_table(rt: str) -> None:
    for seed in range(12):
        d = _draft("legal", rt, "agreement", seed, date=f"2025-{seed % 12 + 1:02d}-14")
        assert not _OFFERED.search(d.text) and "on the table" not in d.text and "under discussion" not in d.text


def test_a_candidate_submittal_has_no_start_date_before_any_offer() -> None:
    rt = "candidate submittal profile"
    for seed in range(16):
        fmts = _formats("professional services", rt)
        d = _draft("professional services", rt, fmts[seed % len(fmts)], seed, date=f"2025-{seed % 12 + 1:02d}-14")
        assert "start_date" not in d.plan.plan.values
        assert not re.search(r"first day will be|: start \((?:scheduled|booked|set)\)|(?:due|set|scheduled) to start on",
                             d.text), seed


def test_showings_follow_the_opening_of_the_file_and_no_one_first_heard() -> None:
    rt = "property showing feedback log"
    seen = 0
    for seed in range(20):
        fmts = _formats("professional services", rt)
        d = _draft("professional services", rt, fmts[seed % len(fmts)], seed, date=f"2025-{seed % 12 + 1:02d}-14")
        v = d.plan.plan.values
        assert "first heard" not in d.text
        if "showing_date" in v and "case_opened_date" in v:
            seen += 1
            assert _day(v["case_opened_date"]) <= _day(v["showing_date"]), (seed, v["case_opened_date"],
                                                                            v["showing_date"])
        if "showing_date" in v and "ps_request_date" in v:
            assert _day(v["ps_request_date"]) <= _day(v["showing_date"])
        if d.plan.plan.format == "case notes" and "ps_request_date" in v:  # no note before the first request
            first = re.search(r"^(?:Entry 1 \(|Note, )?([A-Z][a-z]+ \d{1,2}, \d{4}|\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/\d{4})",
                              d.text.split("\n\n", 1)[1], re.M)
            if first:
                seen += 1
                assert _day(first.group(1)) >= _day(v["ps_request_date"]), (seed, first.group(1), v["ps_request_date"])
    assert seen >= 3


@pytest.mark.parametrize("rt", ["reporter source notes", "pre-publication fact-check memo",
                                "source confidentiality agreement"])
def test_a_story_deadline_is_never_told_as_a_second_run_date(rt: str) -> None:
    for seed in range(12):
        fmts = _formats("media", rt)
        d = _draft("media", rt, fmts[seed % len(fmts)], seed, date=f"2025-{seed % 12 + 1:02d}-14")
        v = d.plan.plan.values
        if "story_deadline" in v:
            said = re.escape(v["story_deadline"])
            assert not re.search(rf"\bis (?:due|expected) on {said}", d.text), seed


def test_an_answer_is_dated_days_after_the_complaint() -> None:
    rt = "answer to an eviction complaint"
    for seed in range(16):
        date = f"2025-{seed % 12 + 1:02d}-14"
        d = _draft("legal", rt, "agreement", seed, date=date)
        v = d.plan.plan.values
        filed = _day(v["filing_date"])
        assert 6 <= (dt.date.fromisoformat(date) - filed).days <= 60, (seed, v["filing_date"])


@pytest.mark.parametrize("rt", ["renters insurance renewal notice", "homeowners policy declarations page"])
def test_an_annual_policy_began_on_an_anniversary_of_its_term(rt: str) -> None:
    for seed in range(16):
        date = f"2025-{seed % 12 + 1:02d}-14"
        fmts = _formats("financial", rt)
        d = _draft("financial", rt, fmts[seed % len(fmts)], seed, date=date)
        v = d.plan.plan.values
        if "policy_effective_date" not in v or "statement_period" not in v:
            continue
        began = _day(v["policy_effective_date"])
        term = re.match(r"(.+?) (?:to|through) ", v["statement_period"]).group(1)
        first = (parse_day(term) or [None])[0] or dt.datetime.strptime(f"{term}, {v['statement_period'][-4:]}", "%B %d, %Y").date()
        assert (began.month, began.day) == (first.month, first.day), (seed, v["policy_effective_date"],
                                                                      v["statement_period"])
        assert began < dt.date.fromisoformat(date)


def test_no_report_card_goes_home_in_the_summer_break() -> None:
    day = dt.date(2024, 1, 1)
    while day.year < 2026:
        issued = issue_day("report card with teacher comments", day)
        assert issued.month not in (7, 8) and issued <= day
        assert issue_day("ESL class progress report", day) == day  # an adult program runs a summer term
        day += dt.timedelta(days=1)


_PAY_STEP = re.compile(r"\b(?:is payable|can be paid|is to be paid|may be paid|should be paid)\b[^.\n]*"
                       r"(?:reply|date above|deadline|due date)")


@pytest.mark.parametrize("rt", ["flight itinerary confirmation", "concert ticket transfer confirmation",
                                "music festival wristband order", "pottery studio membership log",
                                "esports tournament registration", "fishing charter booking"])
def test_a_booking_with_its_payment_confirmed_is_not_asked_to_pay(rt: str) -> None:
    for seed in range(14):
        fmts = _formats("recreation", rt)
        d = _draft("recreation", rt, fmts[seed % len(fmts)], seed, date=f"2025-{seed % 12 + 1:02d}-14")
        if "payment_confirmation" in d.plan.plan.values:
            assert not _PAY_STEP.search(d.text), (seed, _PAY_STEP.search(d.text).group(0))


@pytest.mark.parametrize("rt", ["social club dues invoice", "club membership renewal form"])
def test_a_bill_with_a_late_fee_was_not_drawn_automatically(rt: str) -> None:
    for seed in range(14):
        fmts = _formats("community", rt)
        d = _draft("community", rt, fmts[seed % len(fmts)], seed, date=f"2025-{seed % 12 + 1:02d}-14")
        method = d.plan.plan.values.get("contribution_payment_method", "")
        assert not re.search(r"autopay|ACH draft|recurring|auto-renewal", method), (seed, method)
