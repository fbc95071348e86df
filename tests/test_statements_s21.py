"""A statement reads like one its issuer prints (s21-stmt, reader12): no intake chronology ("Papers received",
"Request taken up") as rows of its activity, one contact in its head, a household list's people named in its head
rather than as rows of its table, a school's statement headed by its student, an account's entries all dated on or
before the statement, in date order, and the case's own card or debit transaction under its merchant."""

from __future__ import annotations

import datetime as dt
import random
import re

import pytest

from privasis_hub.synth import ledger as L
from privasis_hub.synth.catalog.timeline import parse_day
from tests.test_forms_statements import _draft

_INTAKE_ROW = re.compile(r"\| (?:Papers \w+|Request taken up|Request received|First contact) +\|")
_CONTACT = re.compile(r"(?m)^(?:Your contact|Your contact for this|Direct contact|Account manager|Questions to|"
                      r"Contact for this statement|Contact): ")

_ISSUED = (("education", "ESL class progress report"), ("education", "GED practice test score report"),
           ("community", "food bank shift roster"), ("community", "community fridge delivery roster"),
           ("media", "podcast sponsorship insertion order"), ("education", "report card with teacher comments"),
           ("professional services", "consultant timesheet invoice"), ("financial", "checking account statement"))


@pytest.mark.parametrize(("category", "rt"), _ISSUED)
def test_a_statement_has_no_intake_rows_and_one_contact_in_its_head(category, rt):
    for seed in range(5):
        text = _draft(category, rt, "statement with table", seed).text
        assert not _INTAKE_ROW.search(text), text
        head = text.split("\n\n")[0] + "\n" + text.split("\n\n")[1]
        assert len(_CONTACT.findall(head)) <= 1, head


def test_a_school_statement_heads_with_its_student():
    for rt in ("report card with teacher comments", "individualized education program summary"):
        for seed in range(5):
            d = _draft("education", rt, "statement with table", seed)
            if "dependent_student" not in d.plan.plan.values:
                continue
            assert re.search(r"(?m)^Student: ", d.text), d.text
            assert not re.search(r"(?:We write|This is) about [A-Z]", d.text), d.text


_PEOPLE_ROW = re.compile(r"\| (?:Child|Partner|Pet|Family member) +\|")


@pytest.mark.parametrize("rt", ("household budget worksheet", "monthly utility bill tracker", "moving day checklist",
                                "personal bucket list", "wedding planning checklist"))
def test_a_household_list_names_its_people_in_its_head_not_its_table(rt):
    told = 0
    for seed in range(8):
        d = _draft("personal", rt, "statement with table", seed)
        assert not _PEOPLE_ROW.search(d.text), d.text
        v = d.plan.plan.values
        for key in ("partner_name", "household_child", "pet_description"):
            if key in v and v[key] in d.text:
                told += 1
                line = next(ln for ln in d.text.splitlines() if v[key] in ln)
                assert not line.startswith("|"), line
    assert told, rt


_ACCOUNTS = (("financial", "checking account statement"), ("financial", "credit card billing statement"),
             ("community", "social club dues invoice"), ("financial", "brokerage account quarterly statement"))


@pytest.mark.parametrize(("category", "rt"), _ACCOUNTS)
def test_an_accounts_entries_fall_on_or_before_its_date_in_order(category, rt):
    drawn = 0
    for seed in range(8):
        d = _draft(category, rt, "statement with table", seed)
        ledger = d.plan.plan.ledger
        if ledger is None:
            continue
        drawn += 1
        v = d.plan.plan.values
        record = parse_day(d.plan.plan.record_date)[0]
        days = [parse_day(v[r.date])[0] for r in ledger.rows if r.date]
        assert all(day <= record for day in days), (days, record)
        assert days == sorted(days), days
    assert drawn >= 6, rt  # (an account statement is drawn again where a first draw left no room: not left bare)


def test_a_checking_ledger_is_drawn_for_most_cases_and_names_the_cases_merchant():
    values = {"account_balance": "$2,565.89", "deposit_amount": "$1,014.00", "overdraft_fee": "$34.00",
              "monthly_service_fee": "$15.00", "transaction_amount": "$1,519.55", "transaction_date": "February 4, 2025",
              "statement_period": "January 14 to February 13, 2025", "merchant_name": "Logan Travel Services",
              "average_monthly_balance": "$1,266.32"}
    made = 0
    for seed in range(20):
        v = dict(values)
        led = L.draw("checking account statement", v, set(v), dt.date(2025, 2, 17), "February 17, 2025",
                     random.Random(seed))
        if led is None:
            continue
        made += 1
        assert any(r.item == "merchant_name" and r.item_key for r in led.rows)
    assert made >= 18
