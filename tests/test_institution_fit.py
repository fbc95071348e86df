"""s19t-facts: the right institution and facts that hold together (reader6 classes 7, 8 and 11): a court's dates,
clerk and docket only in a matter before a court; a birth certificate's birth in the state of the office that holds
it; no outcome awaited in a paper that is decided or awaits none; no record dated on the person's birthday; an
invoice for consultants' hours billed to the client, never to the consultant; hours logged so far agree with the
share of the budget used."""

import asyncio
import datetime as dt
import re
from collections import defaultdict

from privasis_hub.llm.base import RecordSpec
from privasis_hub.sanitize.address import US_STATES
from privasis_hub.synth.catalog import REFERENCE_DATE, categories
from privasis_hub.synth.offline import OfflineRecords
from privasis_hub.synth.profile import _parse_dob, dated
from tests.benchmark_modules import load_benchmark
from tests.test_case_story import DAY, _dollars, _values
from tests.test_record_fit import _person


def _quality():
    return load_benchmark("quality_privasis")


def _text(category: str, record_type: str, fmt: str, seed: int, person=None, day: dt.date = DAY) -> str:
    """The text of one drafted record."""
    spec = RecordSpec(profile=person or _person(seed, age=44, occupation="bookkeeper"), category=category,
                      subcategory=categories()[category].record_types[record_type].subcategory,
                      record_type=record_type, format=fmt, background="", document_date=day.isoformat())
    return asyncio.run(OfflineRecords().draft(spec, seed=seed)).text


def _row(text: str, record_type: str, fmt: str = "letter", **extra) -> dict:
    return {"id": "prv-test", "text": text, "record_type": record_type, "format": fmt, "attributes": [], **extra}


def test_court_words_stay_in_court_matters():
    # "The clerk's office received the papers" and "Filing deadlines are set by the court" in a visa petition to the
    # immigration agency; "Court dates are set by the court" in a demand letter sent before any suit (reader6 R1)
    q = _quality()
    for category, record_type, fmt in (("legal", "employment visa petition cover letter", "letter"),
                                       ("legal", "immigration attorney retainer letter", "letter"),
                                       ("legal", "personal injury demand letter", "letter"),
                                       ("legal", "residential lease dispute letter", "letter"),
                                       ("legal", "non-compete dispute letter", "email thread")):
        for seed in range(8):
            text = _text(category, record_type, fmt, seed, person=_person(seed, age=40, citizenship="Mexico"))
            assert not q._COURT_WORDS.search(text), (record_type, seed, q._COURT_WORDS.search(text))
    # ... and a court's own papers still speak of its clerk and its dates
    said = " ".join(_text("legal", "small claims complaint", "letter", seed) for seed in range(8))
    assert q._COURT_WORDS.search(said)


def test_a_birth_certificate_is_amended_in_the_state_of_the_birth():
    # "Bonanza Vital Records Office ... Bonanza, UT" amending a birth in "Minneapolis, Minnesota" (reader6 R4)
    for seed in range(10):
        person = _person(seed, age=30)
        values = _values("government", "birth certificate amendment request", "form", seed, person=person)
        if "place_of_birth" in values:
            assert values["place_of_birth"].endswith(", " + US_STATES[person.region]), (values, person.region)


def test_no_record_is_dated_on_the_persons_birthday():
    # "Age: 18 / Date of birth: 2007-12-22" on a form dated 2025-12-22: a minor's record moved onto the 18th birthday
    for seed in range(40):
        person = _person(seed, age=18)
        born = _parse_dob(person.date_of_birth)
        for day in (born.replace(year=born.year + 17), born.replace(year=born.year + 25)):
            aged, on = dated(person, day)
            assert (on.month, on.day) != (born.month, born.day), (person.date_of_birth, on)
            assert aged.age >= 18
            assert on >= day
            if day < born.replace(year=born.year + 18):  # moved past the 18th birthday, not past the reference date
                assert on <= max(REFERENCE_DATE, born.replace(year=born.year + 18) + dt.timedelta(days=1))


def test_a_decided_or_unawaited_matter_is_not_told_its_outcome_will_follow():
    # "Your approved accommodation covers speech-to-text software" beside "The outcome will be mailed to you"
    # (reader6 R9); "The outcome will reach you by letter" on an invoice, a trust, a progress report
    q = _quality()
    for category, record_type, fmt in (("education", "college disability services accommodation letter", "letter"),
                                       ("professional services", "consultant timesheet invoice", "invoice"),
                                       ("legal", "revocable living trust", "letter"),
                                       ("education", "ESL class progress report", "letter"),
                                       ("professional services", "job offer letter", "letter")):
        for seed in range(8):
            text = _text(category, record_type, fmt, seed)
            assert not q._AWAITS_OUTCOME.search(text), (record_type, seed, q._AWAITS_OUTCOME.search(text))
    examples = defaultdict(list)
    bad = [_row("Your approved accommodation covers extra time. The outcome will be mailed to you.",
                "college disability services accommodation letter"),
           _row("Total due: $3,000. Our answer will come in writing.", "consultant timesheet invoice", "invoice")]
    good = [_row("We will write again once a decision is made.", "account suspension appeal"),
            _row("Your accommodation was approved. Keep this letter.", "college disability services accommodation letter")]
    assert q.decided_and_pending_records(bad, examples) == len(bad)
    assert q.decided_and_pending_records(good, examples) == 0


def test_a_timesheet_invoice_bills_the_client_not_the_consultant():
    # an invoice for Devin's own hours addressed to Devin, "Position: Associate Bookkeeper", "Ways to pay ... made out
    # to Daleville Advisory Partners"; a client who "books hours against AE-398991" (reader6 R6, T10)
    ps = categories()["professional services"]
    rt = ps.record_types["consultant timesheet invoice"]
    assert {"position_title", "department", "start_date"}.isdisjoint(rt.fields)
    project_code = next(f for f in ps.fields if f.key == "project_code")
    assert not any(re.search(r"\{first_name\} \[?(?:logs time|books hours)", s) for s in project_code.sentences)
    q = _quality()
    for seed in range(8):
        for fmt in ("invoice", "statement with table"):
            text = _text("professional services", "consultant timesheet invoice", fmt, seed)
            assert not q._OWN_HOURS.search(text), (seed, fmt, q._OWN_HOURS.search(text))


def test_hours_logged_so_far_are_the_share_of_the_fee_used():
    # "490 hours at $95.00 per hour" (the whole $46,550 fee) beside "the engagement has used about 40 percent"
    shares = {"about 40 percent of the fee": 0.4, "just over half of the fee": 0.52, "70 percent of the fee": 0.7,
              "85 percent of the fee": 0.85}
    for seed in range(12):
        values = _values("professional services", "client engagement status report", "report", seed)
        if {"budget_used", "billable_time", "engagement_fee"} <= set(values):
            hours, rate = re.fullmatch(r"([\d.]+) hours at \$([\d.]+) per hour", values["billable_time"]).groups()
            used = float(hours) * float(rate) / _dollars(values["engagement_fee"])
            assert abs(used - shares[values["budget_used"]]) < 0.05, values


def test_the_benchmark_counts_the_classes():
    q = _quality()
    examples = defaultdict(list)
    court = [_row("Filing deadlines are set by the court and rarely move.", "employment visa petition cover letter"),
             _row("The clerk's office received the papers on May 2, 2024.", "immigration attorney retainer letter")]
    assert q.court_words_outside_court_records(court, examples) == 2
    assert q.court_words_outside_court_records(
        [_row("Filing deadlines are set by the court.", "small claims complaint")], examples) == 0
    born = [_row("Age: 18", "gaming account recovery request", "form", document_date="2025-12-04",
                 attributes=[{"key": "date_of_birth", "value": "12/04/2007", "spans": []}])]
    assert q.birthday_on_record_date_records(born, examples) == 1
    vital = [_row("x", "birth certificate amendment request", "form", profile={"region": "UT"},
                  attributes=[{"key": "place_of_birth", "value": "Minneapolis, Minnesota", "spans": []}])]
    assert q.wrong_state_vital_records(vital, examples) == 1
    invoice = [_row("You book hours against XE-3491235.", "consultant timesheet invoice", "invoice")]
    assert q.invoice_to_biller_records(invoice, examples) == 1
