"""Time and agreement inside one case (issue 19): a dated fact is told in the tense its date has against the
record's date, and the facts of a trip are told in the past once the trip is over."""

import asyncio
import dataclasses
import re

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth import render
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.offline import OfflineRecords
from tests.test_record_fit import _person

#: Dated fields drawn on either side of the record's date (a job's start, a membership, a credential's expiry): each
#: needs a wording for a date already past and one for a date still ahead.
EITHER_SIDE = ("start_date", "kickoff_date", "membership_start_date", "recording_session", "registration_expiration")
OPPOSITE = {"past": "future", "future": "past"}


def _draft(category: str, rt: str, fmt: str, seed: int, document_date: str = "2025-06-02"):
    cats = categories()
    spec = RecordSpec(profile=_person(7, age=41, occupation="accountant"), category=category,
                      subcategory=cats[category].record_types[rt].subcategory, record_type=rt, format=fmt,
                      background="", document_date=document_date)
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def test_the_tense_of_a_wording_is_read_from_its_verbs():
    assert render.tense_of("Work for {full_name} begins on {start_date}.") == "future"
    assert render.tense_of("Work for {full_name} began on {start_date}.") == "past"
    assert render.tense_of("{first_name}'s filing is dated {application_date}.") is None


def test_every_dated_fact_has_a_wording_for_its_role_and_either_side_facts_for_both():
    for name, cat in categories().items():
        roles: dict[str, set[str]] = {}
        for key, role in cat.timeline.roles.items():
            roles.setdefault(key, set()).add(role)
        for rt in cat.record_types.values():
            for key, role in rt.timeline_roles:
                roles.setdefault(key, set()).add(role)
        for f in cat.fields:
            needed = set(roles.get(f.key, ())) | ({"past", "future"} if f.key in EITHER_SIDE or f.tense_of else set())
            tenses = [render.tense_of(s) for s in f.sentences]
            for tense in needed:
                assert any(t != OPPOSITE[tense] for t in tenses), (name, f.key, tense, f.sentences)


def test_a_dated_fact_is_worded_in_the_tense_of_its_date():
    cases = [("professional services", "performance improvement plan", "start_date"),
             ("professional services", "statement of work", "kickoff_date"),
             ("media", "podcast episode production notes", "recording_session")]
    cats = categories()
    for category, rt, key in cases:
        if rt not in cats[category].record_types:  # the record type holding it under another name
            rt = next(r for r, t in cats[category].record_types.items() if key in t.fields)
        plan = _draft(category, rt, "letter", 1).plan.plan
        spec = next(f for f in cats[category].fields if f.key == key)
        for day, wrong in (("March 3, 2022", "future"), ("October 9, 2025", "past")):
            for choice in range(len(spec.sentences)):
                probe = dataclasses.replace(plan, values={**plan.values, key: day},
                                            sentence_choice={**plan.sentence_choice, key: choice})
                assert render.tense_of(render._template(probe, spec)) != wrong, (key, day, choice)


def test_a_trip_claims_facts_are_told_in_the_past_once_the_trip_is_over():
    present = re.compile(r"\b(?:are|is) (?:traveling|booked on|staying)\b|\bis on the same booking\b|"
                         r"\bwill be traveling\b|\bcan manage the reservation\b")
    told = 0
    for seed in range(12):
        for fmt in ("letter", "form", "email thread"):
            draft = _draft("recreation", "trip interruption insurance claim form", fmt, seed)
            assert not present.search(draft.text), (seed, fmt, present.search(draft.text).group(0))
            told += bool(re.search(r"\btraveled with|\bwas on the same booking|\bflew out on|\bwas to\b", draft.text))
    assert told >= 6


def test_a_shot_still_due_is_never_one_the_registry_already_shows():
    cats = categories()
    assert ("apart", "vaccine_due", "vaccines_on_record") in cats["medical"].rules
    rt = next(r for r, t in cats["medical"].record_types.items() if "vaccine_due" in t.fields)
    for seed in range(40):
        values = _draft("medical", rt, "report", seed).plan.plan.values
        assert values["vaccine_due"].lower() not in values["vaccines_on_record"].lower(), seed
