"""Office boilerplate only where it fits (reader6 classes 2, 6 and 12, s19t-boiler): "its contents could be misused if
stolen" only on a paper that holds an ID or account number or a medical fact and never under an e-mail, a complaints
paragraph only in a service provider's paper to its customer, one change-of-address line per record, the person's
job in their e-mail only where it bears on the matter and in words tied to it, no date fronted onto a short clause."""

from __future__ import annotations

import random
import re
from collections import defaultdict
from dataclasses import replace

import pytest

from privasis_hub.synth.render import _fronted, _matter_job, _situation_fits
from tests.benchmark_modules import load_benchmark

KEEP_SAFE = "Keep this letter in a safe place; its contents could be misused if stolen."
COMPLAINTS = ("Not happy with the service you got? Ask us for our complaints leaflet; a complaint does not affect "
              "your file.")


@pytest.fixture(scope="module")
def q():
    return load_benchmark("quality_privasis")


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    return privasis_rows(400, 1919, shard_size=200)


@pytest.mark.parametrize(("keys", "fits"), [
    (("bank_account_number", "transaction_date"), True),
    (("medical_record_number",), True),
    (("diagnosis", "visit_date"), True),
    (("booking_reference", "flight_number"), False),  # a flight confirmation holds nothing worth stealing
    (("manuscript_title", "edit_fee"), False),
])
def test_the_keep_safe_footer_needs_something_worth_stealing(keys, fits):
    assert _situation_fits(KEEP_SAFE, keys, "developmental edit letter", "publishing") is fits


@pytest.mark.parametrize(("record_type", "fits"), [
    ("credit card billing statement", True),
    ("itemized hospital bill", True),
    ("auto insurance claim summary", True),
    ("flight itinerary confirmation", True),
    ("report card with teacher comments", False),  # reader6 R10
    ("consultant timesheet invoice", False),  # the person's own invoice (reader6 R6)
    ("college disability services accommodation letter", False),  # reader6 R9
    ("retirement party speech draft", False),
    ("biweekly pay stub", False),
    ("food bank shift roster", False),
    ("last will and testament", False),
])
def test_a_complaints_paragraph_only_where_the_person_is_a_customer(record_type, fits):
    assert _situation_fits(COMPLAINTS, (), record_type, "x") is fits


def _thread_plan(record_type: str, occupation: str = "plumber"):
    from tests.test_record_skeletons import _plan

    plan = _plan("government", "email thread", record_type)
    return replace(plan, values={**plan.values, "occupation": occupation, "employer": "Mendoza-Burton"})


def test_the_job_is_told_only_where_it_bears_on_the_matter():
    said = _matter_job(_thread_plan("poll worker appointment letter"), True)
    assert said and "a {occupation} at {employer}" in said and "election day" in said
    # (s26-thread) no "I work as a plumber, in case that matters for the premium" to a renters insurer, and no
    # retired "formerly with <employer>" (reader16 class 6); an auto insurer hears what the car is used for
    assert _matter_job(_thread_plan("renters insurance renewal notice"), False) is None
    assert "to and from work" in (_matter_job(_thread_plan("auto insurance claim summary"), False) or "")
    retired = _matter_job(_thread_plan("official transcript request", "retired paramedic"), True)
    assert retired and retired.startswith("I am a {occupation}, so") and "{employer}" not in retired
    for matter in ("truancy warning letter", "vehicle registration certificate", "account data export confirmation"):
        assert _matter_job(_thread_plan(matter), True) is None, matter
    # "jury" is a word of its own: a personal injury letter is no jury summons
    assert "serve" not in (_matter_job(_thread_plan("personal injury demand letter"), True) or "")


def test_no_date_is_fronted_onto_a_short_clause():
    values = {"membership_start_date": "January 1, 2012", "filing_date": "June 3, 2025"}
    for seed in range(40):
        rng = random.Random(seed)
        assert _fronted("Your membership began on {membership_start_date}.", values, rng) == \
            "Your membership began on {membership_start_date}."
    fronted = {_fronted("The papers were lodged with the clerk of the county court on {filing_date}.", values,
                        random.Random(seed)) for seed in range(40)}
    assert any(s.startswith("On {filing_date}, ") for s in fronted)  # a long clause may still open on its date


def test_built_records_keep_boilerplate_where_it_fits(rows, q):
    examples: dict[str, list[str]] = defaultdict(list)
    assert q.misplaced_footer_records(rows, examples) == 0, examples["misplaced_footer"][:3]
    assert q.misplaced_complaints_records(rows, examples) == 0, examples["misplaced_complaints"][:3]
    assert q.unprompted_occupation_records(rows, examples) == 0, examples["unprompted_occupation"][:3]
    for r in rows:
        if r["format"] == "email thread":
            assert not re.search(r"could be misused|could be used by someone else", r["text"]), r["id"]


def test_the_counts_find_what_reader6_found(q):
    def row(text, record_type="report card with teacher comments", fmt="statement with table", attrs=(),
            category="education"):
        return {"id": "x", "text": text, "record_type": record_type, "format": fmt, "category": category,
                "attributes": [{"key": k, "value": v} for k, v in attrs]}

    examples: dict[str, list[str]] = defaultdict(list)
    assert q.misplaced_complaints_records([row("Grades follow.\n\n" + COMPLAINTS)], examples) == 1
    assert q.misplaced_complaints_records([row(COMPLAINTS, "credit card billing statement")], examples) == 0
    two_moves = "If you change address, write to us without delay. Changes at home should be given to the front office."
    assert q.misplaced_complaints_records([row(two_moves, "academic probation notice", "letter")], examples) == 1
    assert q.misplaced_footer_records([row("Hello.\n\n" + KEEP_SAFE, "truancy warning letter", "email thread",
                                           [("medical_record_number", "MRN-1")])], examples) == 1
    assert q.misplaced_footer_records([row(KEEP_SAFE, "flight itinerary confirmation", "letter",
                                           [("booking_reference", "ABC123")])], examples) == 1
    assert q.misplaced_footer_records([row(KEEP_SAFE, "checking account statement", "letter",
                                           [("bank_account_number", "1234567890")])], examples) == 0
    job = [("occupation", "journalist")]
    assert q.unprompted_occupation_records([row("Thank you for the news. I am a journalist.",
                                                "renters insurance renewal notice", "email thread", job,
                                                "financial")], examples) == 1
    assert q.unprompted_occupation_records([row("I work as a journalist, in case that matters for the rate.",
                                                "renters insurance renewal notice", "email thread", job,
                                                "financial")], examples) == 0
