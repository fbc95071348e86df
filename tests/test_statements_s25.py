"""A statement's facts agree with the statement (s25-stmt, reader15 R1/R5/R6 and its "implausible numbers"): a royalty
statement is dated in a month it says royalties are paid, a payout statement is issued on the day it says payouts go
out, a learner enrolled weeks ago has missed no more classes than were held since, a progress report or a practice
test's report gives no "final grade", an adult learner's report no support "for the student", a household budget's
bills are a month's, and every weekday printed in a table is its date's."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from tests.test_forms_statements import _draft
from tests.test_statements_s24 import _TYPES

_DATES = ("2024-08-04", "2025-01-17", "2025-03-29", "2024-11-30")
_MONTHS = {dt.date(2000, m, 1).strftime("%B"): m for m in range(1, 13)}
_DAY = re.compile(r"(\d{4})-(\d\d)-(\d\d)|(\d\d)/(\d\d)/(\d{4})|([A-Z][a-z]+) (\d{1,2}), (\d{4})")
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _day(m: re.Match[str]) -> dt.date | None:
    if m[1]:
        return dt.date(int(m[1]), int(m[2]), int(m[3]))
    if m[4]:
        return dt.date(int(m[6]), int(m[4]), int(m[5]))
    return dt.date(int(m[9]), _MONTHS[m[7]], int(m[8])) if m[7] in _MONTHS else None


def test_a_royalty_statement_is_dated_in_a_month_it_says_royalties_are_paid():
    seen = 0
    for seed in range(10):
        for date in _DATES:
            text = _draft("media", "author royalty statement", "statement with table", seed, date).text
            for m in re.finditer(r"twice a year, in ([A-Z][a-z]+) and ([A-Z][a-z]+)", text):
                seen += 1
                assert dt.date.fromisoformat(date).strftime("%B") in m.groups(), (date, m[0])
    assert seen >= 5


@pytest.mark.parametrize("rt", ["creator fund payout statement", "paid newsletter payout summary"])
def test_a_payout_statement_goes_out_on_the_day_it_says_payouts_are_made(rt):
    for seed in range(8):
        for date in _DATES:
            text = _draft("media", rt, "statement with table", seed, date).text
            day = dt.date.fromisoformat(date).day
            for m in re.finditer(r"\bthe (\d+)(?:st|nd|rd|th) of each month", text):
                assert int(m[1]) == day, (date, m[0])
            if "the last day of each month" in text:
                assert day > 28


@pytest.mark.parametrize("rt", ["GED practice test score report", "ESL class progress report"])
def test_a_learner_enrolled_weeks_ago_has_missed_no_more_classes_than_were_held(rt):
    seen = 0
    for seed in range(10):
        for date in _DATES:
            text = _draft("education", rt, "statement with table", seed, date).text
            m = re.search(r"(\d+) unexcused absences?", text)
            e = re.search(r"(?m)^\| (?:Enrolled|Registered) +\| ([^|]+?) +\|", text)
            if not (m and e and (d := _DAY.match(e[1])) and (since := _day(d))):
                continue
            seen += 1
            weeks = max(1, (dt.date.fromisoformat(date) - since).days // 7)
            assert int(m[1]) <= weeks + 1, (date, e[1], m[0])
            assert not re.search(r"\bfinal grade\b", text), text
            assert not re.search(r"\bfor the student\b", text), text
    assert seen >= 5


def test_a_household_budget_lists_a_months_bills():
    ranges = {"Water": (20, 130), "Trash pickup": (15, 60), "Electric": (50, 270), "Groceries": (400, 1200)}
    seen = 0
    for seed in range(12):
        for date in _DATES[:2]:
            text = _draft("personal", "household budget worksheet", "statement with table", seed, date).text
            for label, (low, high) in ranges.items():
                for m in re.finditer(rf"(?m)^\| {label} +\| -?\$([\d,]+(?:\.\d\d)?) *\|", text):
                    seen += 1
                    assert low <= float(m[1].replace(",", "")) <= high, (label, m[0])
    assert seen >= 10


def test_every_weekday_printed_in_a_statements_table_is_its_dates():
    pairs = 0
    for category, rt, fmt in _TYPES:
        for seed in range(2):
            text = _draft(category, rt, fmt, seed).text
            for line in text.splitlines():
                if not line.startswith("|"):
                    continue
                days = [d for m in _DAY.finditer(line) if (d := _day(m))]
                named = [w for w in _WEEKDAYS if re.search(rf"\b{w}", line)]
                if len(days) == 1 and named:
                    pairs += 1
                    assert _WEEKDAYS[days[0].weekday()] in named, (rt, line)
    assert pairs >= 3


def test_a_statement_sets_its_time_to_question_an_entry_once():
    for category, rt, fmt in _TYPES:
        for seed in range(2):
            text = _draft(category, rt, fmt, seed).text
            said = [
                line
                for line in text.splitlines()
                if not line.startswith("|") and re.search(r"\b60 days\b", line)
            ]
            assert len(said) <= 1, (rt, said)


def test_an_issuers_statement_does_not_recite_the_holders_own_facts_to_them():
    you = 0
    facts = 0
    for category, rt, fmt in _TYPES:
        if category == "personal":
            continue
        for seed in range(2):
            text = _draft(category, rt, fmt, seed).text
            m = re.search(
                r"\n(?:Notes|Messages|About this statement|Regarding this invoice):\n(.*?)(?:\n\n\S|\Z)",
                text,
                re.S,
            )
            if m:
                facts += len(re.findall(r"[.!?](?:\s|$)", m[1]))
                you += len(re.findall(r"(?:^|(?<=[.!?] ))You [a-z]", m[1]))
    assert facts >= 50
    assert you <= facts * 0.1, (you, facts)


@pytest.mark.parametrize("rt", ["creator fund payout statement", "paid newsletter payout summary"])
def test_a_payout_statement_names_one_handle(rt):
    for seed in range(6):
        text = _draft("media", rt, "statement with table", seed).text
        handles = set(re.findall(r"(?m)^(?:Handle: |\| Account handle +\| )(@\S+)", text))
        assert len(handles) <= 1, handles


def test_a_statements_closing_lines_carry_no_letter_label():
    for category, rt, fmt in _TYPES:
        for seed in range(2):
            text = _draft(category, rt, fmt, seed).text
            assert not re.search(r"(?m)^(?:Going forward|From here|Next steps|Next): ", text), (
                rt,
                text[-600:],
            )
