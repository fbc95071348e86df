"""One case, one story (issue 19, s19n): an office's bookkeeping is not told to the person, two fields that date one
event agree, an opening comes before the period it covers, and people and extras come from the matter."""

import asyncio
import re

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.offline import _TO_THE_PERSON, OfflineRecords
from tests.test_record_fit import _person


def _draft(category: str, rt: str, fmt: str, seed: int, document_date: str = "2025-06-02", **person):
    cats = categories()
    spec = RecordSpec(profile=_person(seed, **({"age": 41, "occupation": "staff accountant"} | person)),
                      category=category, subcategory=cats[category].record_types[rt].subcategory, record_type=rt,
                      format=fmt, background="", document_date=document_date)
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def _record_types_holding(key: str):
    return [(c.name, rt) for c in categories().values() for rt in c.record_types.values() if key in rt.fields]


#: What an office notes for itself and no writer tells the person in prose (issue 19, reader s19m-a).
_BOOKKEEPING = re.compile(r"\bfile is handled at\b|\bthrough a friend\b|\bfirst brought (?:you|him|her|me) along\b"
                          r"|\bcame to (?:us|our \w+) through\b")


def test_an_office_only_fact_is_not_told_in_what_is_written_to_the_person():
    held = _record_types_holding("referred_by_member")
    assert held
    assert all(f.office_only for c in categories().values() for f in c.fields if f.key == "referred_by_member")
    for category, rt in held:
        for fmt in rt.formats:
            for seed in (1, 2, 3):
                plan = _draft(category, rt.name, fmt, seed).plan.plan
                keys = {f.key for f in plan.fields}
                assert ("referred_by_member" in keys) == (fmt not in _TO_THE_PERSON), (rt.name, fmt)


def test_no_wording_tells_the_offices_bookkeeping_as_prose():
    for cat in categories().values():
        for f in cat.fields:
            if f.office_only:
                continue
            for sentence in f.sentences:
                assert not _BOOKKEEPING.search(sentence), (cat.name, f.key, sentence)


def test_a_government_form_keeps_its_office_in_the_office_box_not_the_persons_statement():
    for category, rt in _record_types_holding("agency_office"):
        if "form" not in rt.formats:
            continue
        for seed in (1, 2):
            text = _draft(category, rt.name, "form", seed).text
            statement = re.search(r"(?s)\n(?:In your own words|Applicant's statement|Explanation|Additional "
                                  r"information|Details of your request|Statement|Describe your circumstances):\n(.*?)"
                                  r"\n\n", text)
            assert not statement or not _BOOKKEEPING.search(statement.group(1)), (rt.name, statement.group(1))


def test_two_fields_that_date_one_event_tell_one_day():
    """The intake interview opens a law firm's matter: "Our engagement with you began on July 29" never stands beside
    "We have handled this since July 31" (the case's opening takes the intake's day and is then told once)."""
    from privasis_hub.synth.catalog import event_day

    checked = 0
    for category, rt in _record_types_holding("intake_date"):
        for fmt in rt.formats[:2]:
            for seed in (1, 2, 3, 4):
                values = _draft(category, rt.name, fmt, seed).plan.plan.values
                if "case_opened_date" in values:
                    assert event_day(values["case_opened_date"]) == event_day(values["intake_date"]), (rt.name, fmt)
                checked += 1
    assert checked


def test_an_opening_comes_before_the_period_its_statement_covers():
    """A statement's "Account opened" (the case's opening) is the account's or the membership's own day, and it falls
    before the period the statement covers (no account opened in December 2023 on twelve monthly gifts in 2023)."""
    from privasis_hub.synth.catalog import event_day
    from privasis_hub.synth.offline import span_start

    checked = 0
    for key in ("account_opened_date", "membership_start_date"):
        for category, rt in _record_types_holding(key):
            if "statement_period" not in rt.fields or "statement with table" not in rt.formats:
                continue
            for seed in range(1, 9):
                values = _draft(category, rt.name, "statement with table", seed).plan.plan.values
                start = span_start(values["statement_period"])
                assert start is not None, values["statement_period"]
                assert event_day(values[key]) <= start, (rt.name, values[key], values["statement_period"])
                if "case_opened_date" in values:
                    assert event_day(values["case_opened_date"]) == event_day(values[key]), rt.name
                checked += 1
    assert checked


def test_a_request_date_is_not_worded_as_the_signing_of_the_record_itself():
    """A request's or submission's day is when the forms went in, not when "the paperwork was signed": in an
    agreement signed on its own date, "signed the paperwork on 03/30" contradicts "Signed by the parties on 04/19"."""
    for cat in categories().values():
        for f in cat.fields:
            if re.search(r"request_date$|submitted_date$", f.key):
                for sentence in f.sentences:
                    assert not re.search(r"\bsigned\b(?! forms| request)", sentence), (cat.name, f.key, sentence)
