"""Facts inside one record agree with each other (issue 19, s24-facts): an event named for a season is held in it;
an admissions record is about a term to come and a graduation that the program's length reaches; an assistantship
runs over the term its letter covers; a qualifying exam is not followed by a graduation within months; a household
that has a child to sign out has a child; a pre-interview questionnaire tells no runtime; a card answer says what it
answers; an insurance payout is more than the deductible taken from it; a single person's notice names no spouse;
a men's or women's division's roster is of men or women."""

from __future__ import annotations

import asyncio
import re

import pytest

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.timeline import SEASON_MONTHS, parse_day
from privasis_hub.synth.offline import OfflineRecords
from tests.test_record_fit import _person

_FEMALE = {"Jenna", "Tasha", "Priya", "Lena", "Kayla", "Erin", "Nadia", "Rosa", "Maya", "Tiffany", "Brooke", "Dana"}


def _draft(category: str, rt: str, fmt: str, seed: int, date: str = "2025-06-02", age: int = 41, **preset):
    cats = categories()
    preset.setdefault("occupation", "staff accountant")
    spec = RecordSpec(profile=_person(seed % 7, age=age, **preset), category=category,
                      subcategory=cats[category].record_types[rt].subcategory, record_type=rt, format=fmt,
                      background="", document_date=date)
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def _money(s: str) -> float:
    return float(re.search(r"\$([\d,]+(?:\.\d+)?)", s).group(1).replace(",", ""))


@pytest.mark.parametrize("rt", ["concert ticket transfer confirmation", "event accessibility accommodation request"])
def test_an_event_named_for_a_season_is_held_in_that_season(rt: str) -> None:
    cat = categories()["recreation"]
    seen = 0
    for seed in range(24):
        fmt = cat.record_types[rt].formats[seed % len(cat.record_types[rt].formats)]
        d = _draft("recreation", rt, fmt, seed, date=f"2025-{seed % 12 + 1:02d}-10")
        v = d.plan.plan.values
        m = re.search(r"\b(Spring|Summer|Fall|Autumn|Winter)\b", v.get("event_name", ""))
        if m and "rec_event_date" in v:
            seen += 1
            assert parse_day(v["rec_event_date"])[0].month in SEASON_MONTHS[m.group(1)], (v["event_name"],
                                                                                         v["rec_event_date"])
    assert seen


@pytest.mark.parametrize("rt", ["college admission decision letter", "admissions interview notes"])
def test_an_admissions_record_is_about_a_term_to_come_and_a_graduation_its_program_reaches(rt: str) -> None:
    cat = categories()["education"]
    for seed in range(16):
        fmt = cat.record_types[rt].formats[seed % 2]
        date = f"2024-{seed % 12 + 1:02d}-12"
        d = _draft("education", rt, fmt, seed, date=date, age=19)
        v = d.plan.plan.values
        season, year = v["academic_term"].split()
        start = int(year) * 2 + (season == "Fall")
        assert season in ("Spring", "Fall") and start >= 2024 * 2 + (seed % 12 >= 6), (date, v["academic_term"])
        m = re.match(r"admitted for the (\w+) term", v.get("admission_decision", ""))
        assert not m or m.group(1) == season.lower(), (v["admission_decision"], v["academic_term"])
        g_season, g_year = v["expected_graduation_term"].split()
        terms = int(g_year) * 2 + (g_season == "Fall") - start + 1
        program = v["program_of_study"]
        want = (2, 3) if "certificate" in program else (4, 5) if "(A.A" in program else (8, 8)
        assert want[0] <= terms <= want[1], (program, v["academic_term"], v["expected_graduation_term"])


def test_an_assistantship_runs_over_the_term_its_letter_covers() -> None:
    for seed in range(12):
        d = _draft("education", "research assistantship appointment letter", ("letter", "email thread")[seed % 2],
                   seed, date=f"2025-{seed % 12 + 1:02d}-05", age=27)
        v = d.plan.plan.values
        season, year = v["academic_term"].split()
        period = v["appointment_period"]
        assert f"{season} {year}" in period or season == "Fall" and f"academic year {year}-" in period, (
            v["academic_term"], period)


def test_a_qualifying_exam_comes_a_year_or_more_before_graduation() -> None:
    for seed in range(12):
        d = _draft("education", "qualifying exam results letter", "letter", seed, date=f"2024-{seed % 12 + 1:02d}-09",
                   age=28)
        v = d.plan.plan.values
        season, year = v["expected_graduation_term"].split()
        assert int(year) * 12 + {"Winter": 1, "Spring": 5, "Summer": 8, "Fall": 12}[season] - (2024 * 12 + seed % 12
                                                                                                + 1) >= 17, v
        assert "final defense" not in v.get("thesis_next_milestone", "")


@pytest.mark.parametrize("age", [34, 70])
def test_a_household_with_a_child_to_sign_out_has_a_child(age: int) -> None:
    seen = 0
    for seed in range(10):
        d = _draft("community", "mutual aid intake chat", "chat log", seed, age=age)
        v = d.plan.plan.values
        if "authorized_pickup" in v and "household_composition" in v:
            seen += 1
            assert "no children" not in v["household_composition"], v["household_composition"]
            assert re.search(r"\d (child|children) \(", v["household_composition"]), v["household_composition"]
    assert seen


def test_a_household_without_children_says_none_under_18() -> None:
    for seed in range(12):
        d = _draft("community", "emergency rent fund disbursement record", "memo", seed, age=66)
        assert "with no children" not in d.text


def test_a_pre_interview_questionnaire_tells_no_runtime() -> None:
    for seed in range(8):
        d = _draft("media", "broadcast pre-interview questionnaire", ("form", "email thread")[seed % 2], seed)
        assert not re.search(r"\bruntime\b|\brunning time\b|\bsegment comes to\b", d.text, re.I), d.text


def test_a_card_answer_says_whether_the_card_was_held() -> None:
    for seed in range(16):
        d = _draft("financial", "unauthorized transaction claim form", ("form", "letter")[seed % 2], seed)
        assert not re.search(r"(?:if|whether) the card was lost, \w+ (?:said|answered) (?:yes|no)", d.text, re.I)


def test_an_insurance_payout_is_more_than_its_deductible() -> None:
    seen = 0
    cat = categories()["financial"]
    for rt_name, rt in cat.record_types.items():
        if not {"insurance_payout", "insurance_deductible"} <= set(rt.fields):
            continue
        for seed in range(20):
            d = _draft("financial", rt_name, rt.formats[seed % len(rt.formats)], seed)
            v = d.plan.plan.values
            seen += 1
            assert _money(v["insurance_payout"]) > _money(v["insurance_deductible"]), (v["insurance_payout"],
                                                                                      v["insurance_deductible"])
    assert seen


def test_a_single_persons_notice_names_no_spouse() -> None:
    for seed in range(10):
        d = _draft("government", "Medicaid eligibility notice", ("letter", "email thread")[seed % 2], seed,
                   marital_status="single")
        spouse = d.plan.plan.values.get("spouse_name")
        assert not spouse or spouse not in d.text, spouse
        assert not re.search(r"\bas (?:your|\w+'s) spouse\b|'s spouse is (?:listed|named)|names (?:your|\w+ \w+'s) "
                             r"spouse\b", d.text), d.text


def test_a_mens_or_womens_division_roster_is_of_men_or_women() -> None:
    seen = 0
    for seed in range(30):
        sex = ("male", "female")[seed % 2]
        d = _draft("recreation", "team roster and dues tracker", "statement with table", seed, sex=sex, age=40)
        v = d.plan.plan.values
        division = v.get("league_division", "")
        if "men's" not in division:
            continue
        women = "women's" in division
        players = [v[k] for k in v if re.match(r"entry_\d+_item$", k)] + [v.get("teammate_owing", "")]
        for p in filter(None, players):
            seen += 1
            first = p.split()[0]
            if first in _FEMALE or first in {"Marcus", "Carlos", "Derek", "Owen", "Andre", "Miguel", "Trevor"}:
                assert (first in _FEMALE) == women, (division, p)
    assert seen


def test_a_bootcamp_agreement_finishes_months_on_and_names_no_final_grade() -> None:
    for seed in range(10):
        date = f"2024-{seed % 12 + 1:02d}-20"
        d = _draft("education", "coding bootcamp enrollment agreement", "agreement", seed, date=date, age=30)
        v = d.plan.plan.values
        season, year = v["expected_graduation_term"].split()
        months = int(year) * 12 + {"Winter": 1, "Spring": 5, "Summer": 8, "Fall": 12}[season] - (2024 * 12 + seed % 12
                                                                                                 + 1)
        assert 4 <= months <= 11, (date, v["expected_graduation_term"])
        assert "final grade" not in d.text


@pytest.mark.parametrize("rt", ["official transcript request", "degree audit report", "transfer credit evaluation"])
def test_credits_are_of_the_programs_own_total(rt: str) -> None:
    cat = categories()["education"]
    seen = 0
    for seed in range(14):
        d = _draft("education", rt, cat.record_types[rt].formats[seed % len(cat.record_types[rt].formats)], seed,
                   age=35)
        v = d.plan.plan.values
        if "credits_completed" not in v or "program_of_study" not in v:
            continue
        seen += 1
        total = int(re.search(r"of (\d+) credits", v["credits_completed"]).group(1))
        program = v["program_of_study"]
        if "(B." in program:
            assert total >= 120, (program, v["credits_completed"])
        if "(A.A" in program or "certificate" in program:
            assert total <= 64, (program, v["credits_completed"])
        if "degree_conferred" in v and v["degree_conferred"].startswith("a degree") and "cumulative_gpa" in v:
            assert float(v["cumulative_gpa"].split()[0]) >= 2.0, v["cumulative_gpa"]
    assert seen


def test_a_tax_return_is_filed_after_its_year_ends() -> None:
    for seed in range(12):
        date = f"2024-{seed % 4 + 1:02d}-{5 + seed:02d}"
        d = _draft("government", "federal income tax return summary", "statement with table", seed, date=date)
        v = d.plan.plan.values
        if "application_date" in v:
            assert parse_day(v["application_date"])[0].year == 2024, (date, v["application_date"])


def test_a_retirees_return_reports_no_wages_only_income() -> None:
    for seed in range(12):
        d = _draft("government", "federal income tax return summary", "statement with table", seed, age=74,
                   occupation="retired librarian")
        v = d.plan.plan.values
        if "tax_income_sources" in v:
            assert not v["tax_income_sources"].startswith("wages") or "retirement" in v["tax_income_sources"], v


def test_few_people_past_80_are_still_at_work() -> None:
    from privasis_hub.synth.profile import profile_rules

    assert profile_rules().retired_chance(83) >= 0.95


def test_volunteer_hours_logged_fit_the_weeks_since_sign_up() -> None:
    seen = 0
    for seed in range(16):
        d = _draft("community", "food bank shift roster", "statement with table", seed, date="2024-10-10")
        v = d.plan.plan.values
        m = re.match(r"^[\d.]+ hours across (\d+) shifts$", v.get("volunteer_hours_logged", ""))
        starts = [parse_day(v[k])[0] for k in ("community_request_date", "case_opened_date") if k in v]
        if m and starts:
            seen += 1
            weeks = (parse_day("2024-10-10")[0] - min(starts)).days / 7
            assert int(m.group(1)) <= max(2, weeks * 1.5), (v["volunteer_hours_logged"], starts)
    assert seen


@pytest.mark.parametrize("rt", ["adult education placement test results", "coding bootcamp enrollment agreement"])
def test_no_final_grade_before_any_course(rt: str) -> None:
    cat = categories()["education"]
    for seed in range(8):
        d = _draft("education", rt, cat.record_types[rt].formats[seed % len(cat.record_types[rt].formats)], seed,
                   age=30)
        assert not re.search(r"final grade|raised the concern with the instructor", d.text), d.text
