"""Facts of one record that can all be true, and facts the world has (issue 19, reader15, s25-contra): a federal
agency writes from its own office and prints its own form numbers; a state's driver licensing body goes by its own
name; a traffic citation comes from the police; no invented school takes a real one's name; "full duty" is a work
injury's goal only; fingerprints come before the interview; a part-time job is worked and paid as one; an employer
needs the person's trade; the honor roll is of a quarter that has ended; a report's intake sheet is dated on the
intake; a follower count is a working creator's."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.catalog import real_school_clash
from privasis_hub.synth.catalog.government import office_at_its_level
from privasis_hub.synth.catalog.timeline import parse_day
from tests.test_facts_s24 import _draft

_FEDERAL_TOWNS = {"Internal Revenue Service": "Ogden, UT", "U.S. Citizenship and Immigration Services": "Lincoln, NE",
                  "Social Security Administration": "Baltimore, MD"}


@pytest.mark.parametrize("rt", ["notice of proposed tax adjustment", "naturalization interview notice",
                                "disability benefits award letter"])
def test_a_federal_agency_writes_from_its_own_office_not_the_persons_town(rt: str) -> None:
    for seed in range(10):
        d = _draft("government", rt, "letter", seed)
        head = d.text.split("\n")
        assert head[0] in _FEDERAL_TOWNS, head[:3]
        assert head[2].startswith(_FEDERAL_TOWNS[head[0]]), head[:3]


def test_a_federal_form_carries_its_real_number_or_none() -> None:
    seen = 0
    for rt, number in (("passport application worksheet", "DS-11"),
                       ("permanent resident card renewal application", "I-90")):
        for seed in range(10):
            text = _draft("government", rt, "form", seed).text
            forms = set(re.findall(r"\bForm ([A-Z0-9]+-\d+[A-Z]?)\b", text))
            assert forms <= {number}, (rt, forms)
            seen += bool(forms)
    assert seen


def test_a_traffic_citation_comes_from_the_police_not_a_court() -> None:
    for seed in range(12):
        head = _draft("government", "traffic citation", "agreement", seed).text.split("\n")[0]
        assert "Court" not in head and re.search(r"Police Department|Sheriff's Office", head), head


def test_a_states_driver_licensing_body_goes_by_its_own_name() -> None:
    assert office_at_its_level("DMV Service Center", "CO", "Strasburg") == "Colorado Division of Motor Vehicles"
    assert office_at_its_level("DMV Service Center", "CA", "Fresno") == "California Department of Motor Vehicles"
    for seed in range(8):
        text = _draft("government", "driver's license renewal notice", "letter", seed).text
        assert not re.search(r"(?:Colorado|Montana|Arkansas|West Virginia|Ohio) Department of Motor Vehicles", text)


def test_no_invented_school_takes_a_real_universitys_name() -> None:
    assert real_school_clash("Morgan State University", "MN")
    assert real_school_clash("University of Washington", "DC")
    assert not real_school_clash("University of Washington", "WA")
    assert not real_school_clash("Barron State University", "MI")
    for rt, fmt in (("official transcript request", "email thread"), ("FAFSA verification worksheet", "form"),
                    ("research assistantship appointment letter", "letter")):
        for seed in range(16):
            d = _draft("education", rt, fmt, seed, age=22)
            for name in re.findall(r"\b(?:[A-Z][a-z]+ State University|University of [A-Z][a-z]+)", d.text):
                assert not real_school_clash(name, d.plan.plan.region), (rt, name)
                assert not re.fullmatch(r"University of (?:Smith|Johnson|Williams|Brown|Jones|Miller|Davis)", name)


@pytest.mark.parametrize("rt", ["psychiatric intake assessment", "psychotherapy progress note",
                                "psychiatric medication management note", "home exercise program sheet",
                                "cancer survivorship care plan"])
def test_full_duty_is_a_work_injurys_goal_only(rt: str) -> None:
    from privasis_hub.synth.catalog import categories

    fmts = categories()["medical"].record_types[rt].formats
    for seed in range(16):
        d = _draft("medical", rt, fmts[seed % len(fmts)], seed)
        assert "full duty" not in d.text, rt


def test_fingerprints_are_taken_before_the_interview() -> None:
    seen = 0
    for rt, fmt in (("naturalization interview notice", "letter"), ("permanent resident card renewal application", "form")):
        for seed in range(20):
            v = _draft("government", rt, fmt, seed, date=f"2025-{seed % 12 + 1:02d}-05").plan.plan.values
            if "biometrics_date" in v and "agency_appointment" in v:
                seen += 1
                assert parse_day(v["biometrics_date"])[0] <= parse_day(v["agency_appointment"])[0]
    assert seen >= 10


_FULL_WEEK = re.compile(r"weekdays|Monday to (?:Friday|Thursday)|day shift|second shift|night shift|9/80|"
                        r"four ten-hour|three twelve-hour|four days on|three days on site|hybrid")


def test_a_part_time_job_is_worked_and_paid_as_one() -> None:
    jobs = ("cook", "bookkeeper", "registered nurse", "teacher's aide", "janitor", "software engineer")
    for rt, fmt in (("job offer letter", "letter"), ("job offer letter", "email thread")):
        for seed in range(36):
            v = _draft("professional services", rt, fmt, seed, occupation=jobs[seed % len(jobs)]).plan.plan.values
            kind = v.get("employment_type", "")
            if "year" in v.get("offered_base_salary", ""):
                assert "hourly" not in kind and not kind.startswith("part-time"), (kind, v["offered_base_salary"])
            if kind.startswith("part-time"):
                assert not _FULL_WEEK.search(v.get("work_schedule", "")), v.get("work_schedule")


@pytest.mark.parametrize(("job", "kinds"), [("nurse practitioner", {"Health System"}),
                                            ("registered nurse", {"Health System"}),
                                            ("high school teacher", {"Academy"}),
                                            ("cook", {"Foods", "Hospitality Group"})])
def test_an_employer_needs_the_persons_trade(job: str, kinds: set[str]) -> None:
    for seed in range(8):
        firm = _draft("professional services", "job offer letter", "letter", seed, occupation=job).plan.plan.values[
            "firm_name"]
        assert any(firm.endswith(k) for k in kinds), (job, firm)


def test_the_honor_roll_is_of_a_quarter_that_has_ended_and_no_autumn_newcomer_mid_year() -> None:
    quarters = {"first": (11, 12, 1), "second": (2, 3), "third": (4, 5), "fourth": (6, 7)}
    seen = 0
    for seed in range(48):
        month = seed % 12 + 1
        v = _draft("education", "parent-teacher conference notes", "case notes", seed,
                   date=f"2024-{month:02d}-02").plan.plan.values
        standing, status = v.get("child_standing", ""), v.get("child_enrollment_status", "")
        if m := re.search(r"for the (\w+) quarter", standing):
            seen += 1
            assert month in quarters[m.group(1)], (month, standing)
        if status == "newly enrolled in the middle of the year":
            assert month in (1, 2, 3, 4, 5) and "honor roll" not in standing, (month, standing)
    assert seen


@pytest.mark.parametrize(("rt", "fmt"), [("pre-sentence investigation report", "report"),
                                         ("child custody evaluation", "memo")])
def test_a_reports_intake_sheet_is_dated_on_the_intake(rt: str, fmt: str) -> None:
    seen = 0
    for seed in range(16):
        d = _draft("legal", rt, fmt, seed)
        intake = d.plan.plan.values.get("intake_date")
        for m in re.finditer(r"the (?:intake sheet|first contact note|referral note) of ([A-Z][a-z]+ \d+, \d{4})", d.text):
            if intake:
                seen += 1
                assert m.group(1) == intake, (m.group(0), intake)
    # (a probation department's pre-sentence report cites no defence intake sheet at all since s25-scaffold)
    assert seen or rt == "pre-sentence investigation report"


def test_a_follower_count_is_a_working_creators() -> None:
    for seed in range(40):
        for rt, fmt in (("sponsored post disclosure review", "report"), ("account suspension appeal", "letter")):
            text = _draft("media", rt, fmt, seed).text
            for n in re.findall(r"([\d,]+) followers", text):
                assert 1000 <= int(n.replace(",", "")) <= 600_000, n


def test_an_appeal_still_to_be_decided_tells_no_successful_appeal() -> None:
    for seed in range(16):
        fmt = ("form", "application", "letter", "email thread")[seed % 4]
        d = _draft("education", "satisfactory academic progress appeal", fmt, seed, age=21)
        assert "successful appeal" not in d.text


@pytest.mark.parametrize(("category", "rt"), [("government", "notice of proposed tax adjustment"),
                                              ("financial", "chargeback dispute letter"),
                                              ("legal", "non-compete dispute letter")])
def test_a_letter_states_its_deadline_once(category: str, rt: str) -> None:
    seen = 0
    for seed in range(10):
        d = _draft(category, rt, "letter", seed)
        v = d.plan.plan.values
        for key in ("response_deadline", "dispute_deadline", "response_due_date"):
            if key in v and v[key] in d.text:
                seen += 1
                assert d.text.count(v[key]) == 1, (rt, v[key])
    assert seen


def test_a_sanction_answers_the_violation_and_a_festival_order_names_no_second_festival() -> None:
    from privasis_hub.synth.catalog import categories

    fmts = categories()["recreation"].record_types["multiplayer conduct report"].formats
    for seed in range(24):
        v = _draft("recreation", "multiplayer conduct report", fmts[seed % len(fmts)], seed).plan.plan.values
        if re.search(r"cheat|booster|duplication|throwing", v.get("player_conduct_violation", "")):
            assert "chat restriction" not in v.get("league_sanction", ""), v["player_conduct_violation"]
    for seed in range(8):
        head = _draft("recreation", "music festival wristband order", "statement with table", seed).text.split("\n")[0]
        assert "Festival" not in head.replace("Festival Productions", ""), head


def test_a_candidate_in_the_job_and_a_certificates_transcript() -> None:
    for seed in range(24):
        fmt = ("memo", "report", "case notes")[seed % 3]
        v = _draft("professional services", "candidate screening call notes", fmt, seed).plan.plan.values
        reason = v.get("reason_for_leaving", "")
        assert not re.search(r"retire|return to school|^the elimination", reason), reason
    for seed in range(40):
        fmt = ("form", "application", "email thread")[seed % 3]
        v = _draft("education", "official transcript request", fmt, seed, age=24).plan.plan.values
        if re.search(r"\((?:certificate|A\.A\.S\.|A\.A\.|A\.S\.)\)", v.get("program_of_study", "")):
            assert "graduate school" not in v.get("transcript_delivery", ""), v["program_of_study"]
