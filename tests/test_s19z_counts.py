"""The last single records of quality_privasis' zero counts on main 805ea3d (s19z-counts): a check that split
"James E. Lopez" at its middle initial, a check that took a 600-level graduate course for an introductory one,
and two wordings (a buyer's "Moving day" before a home is found, a thread naming the "fee waiver request")."""

from collections import defaultdict
from importlib import resources

import yaml

from tests.benchmark_modules import load_benchmark


def _quality():
    return load_benchmark("quality_privasis")


def test_a_middle_initial_does_not_end_a_sentence_for_the_issuer_only_count():
    q = _quality()
    text = "Dear Ms. Watkins,\n\nYour attorney in this matter is James E. Lopez at this office.\n"
    start = text.index("James")
    rows = [{"id": "a", "record_type": "letter x", "format": "letter", "text": text,
             "attributes": [{"key": "attorney_name", "value": "James E. Lopez",
                             "spans": [{"start": start, "end": start + len("James E. Lopez")}]}]},
            {"id": "b", "record_type": "letter x", "format": "letter", "attributes": [],
             "text": "Dear Ms. Lee,\n\nPlan B. The counter for documents is at our office.\n"}]
    assert q.empty_self_reference_records(rows, defaultdict(list)) == 1  # only b: the name is told in a's sentence


def test_a_graduate_numbered_course_is_not_an_introductory_one():
    q = _quality()
    def row(course):
        return {"id": "x", "record_type": "graduate advisor meeting notes", "format": "case notes",
                "document_date": "2024-05-01", "profile": {}, "text": "x",
                "attributes": [{"key": "program_of_study", "value": "Public Health (M.P.H.)", "spans": []},
                               {"key": "course_title", "value": course, "spans": []}]}
    assert q.one_fact_records([row("PH 620 Principles of Epidemiology")], defaultdict(list))[
        "graduate_intro_course_records"] == 0
    assert q.one_fact_records([row("Principles of Epidemiology")], defaultdict(list))[
        "graduate_intro_course_records"] == 1
    assert q.one_fact_records([row("PH 120 Principles of Epidemiology")], defaultdict(list))[
        "graduate_intro_course_records"] == 1


def _sentences(category: str, key: str) -> list[str]:
    data = yaml.safe_load(resources.files("privasis_hub.data.privasis").joinpath(f"{category}.yaml").read_text())
    return data["fields"][key]["sentences"]


def test_a_buyers_move_is_a_hope_not_a_set_moving_day():
    assert not any("Moving day" in s or "pencilled" in s for s in _sentences("professional_services",
                                                                            "move_in_timeline"))


def test_a_fee_waiver_is_not_named_by_its_record_type_in_a_thread():
    assert not any("fee waiver request" in s for s in _sentences("education", "fee_waiver_basis"))


def test_a_guests_recording_place_is_not_told_as_an_instruction():
    """"In your own words: I am to be recorded at ..." reads as an instruction under the guest's statement."""
    assert not any("is to be recorded" in s for s in _sentences("media", "recording_location"))


def test_a_giving_statement_of_a_person_just_18_goes_out_after_the_year_they_came_of_age():
    import datetime as dt

    from privasis_hub.synth.catalog.timeline import issue_day
    from privasis_hub.synth.pipeline import issue_dated
    from privasis_hub.synth.profile import dated
    rt = "tithing contribution statement"
    issued = issue_day(rt, dt.date(2025, 6, 14))
    assert issued.month in (1, 2) and issued.year == 2025
    profiles = [p for p in (_profile(dob) for dob in ("May 9, 2007", "1990-03-02")) if p is not None]
    young, old = profiles
    _, moved = dated(young, issued)
    assert moved.month > 2  # the adult-age rule alone would issue it in June for the year before
    _, day = issue_dated(young, rt, issued)
    assert day.month in (1, 2) and day.year == 2026
    assert issue_dated(old, rt, issued)[1] == issued


def _profile(dob: str):
    import dataclasses

    from privasis_hub.synth.profile import Profile
    names = {f.name: f for f in dataclasses.fields(Profile)}
    kwargs = {n: (dob if n == "date_of_birth" else 0 if f.type in (int, "int") else "")
              for n, f in names.items() if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
    return Profile(**kwargs)


def test_a_persons_own_contact_wish_is_no_stock_line():
    q = _quality()
    assert q._STOCK_LINE.search("[09:35] Sherry: I would rather be reached by mobile phone from 10 AM to 2 PM.") is None
    assert q._STOCK_LINE.search("He would rather be reached by message in the online portal.") is not None
