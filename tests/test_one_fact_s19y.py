"""One fact per case (reader10 class 8, s19y-contra): a fact does not contradict another of the same record."""

from __future__ import annotations

import datetime as dt
import importlib.util
import re
from collections import defaultdict
from pathlib import Path

from privasis_hub.synth.catalog import Fit, housing_tenure
from privasis_hub.synth.catalog.education import subjects_for
from tests.test_case_rules import _ctx, _field
from tests.test_case_story import _values
from tests.test_record_fit import _person

_spec = importlib.util.spec_from_file_location(
    "quality_privasis_s19y", Path(__file__).resolve().parents[1] / "benchmarks" / "quality_privasis.py")
probe = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(probe)

_TERM = {"Winter": 1, "Spring": 5, "Summer": 8, "Fall": 12}


def test_a_graduate_students_milestone_finish_gpa_and_course_fit_their_degree():
    # reader10 79: an M.A. student's "dissertation proposal defense", "finish by Spring 2024" in an April 2024
    # report, a 2.12 GPA with "satisfactory progress", "Introduction to Statistics" as the course
    day = dt.date(2024, 4, 14)
    for seed in range(24):
        values = _values("education", "graduate advisor meeting notes", "report", seed, day=day)
        program, milestone = values["program_of_study"], values["thesis_next_milestone"]
        doctoral = "Ph.D." in program
        assert ("dissertation" in milestone or "chapter" in milestone or "paper" in milestone
                or milestone == "the final defense") if doctoral else "thesis" in milestone, (program, milestone)
        season, year = values["expected_graduation_term"].split()
        ends = dt.date(int(year), _TERM[season], 15)
        assert ends > day and ((ends - day).days >= 150 or "defense" in milestone), (milestone, ends)
        gpa = float(values["cumulative_gpa"].split()[0])
        assert gpa >= 2.7 and (gpa >= 3.3 or values["thesis_progress_rating"] in (
            "progress with concerns", "unsatisfactory progress")), (gpa, values["thesis_progress_rating"])
        if "course_title" in values:
            assert re.match(r"[A-Z]+ \d{3} ", values["course_title"]), values["course_title"]


def test_housing_tenure_is_one_fact_of_the_case():
    # reader10 260: "I closed on a home purchase" beside "the landlord threatening not to renew the lease"
    owner = _person(3, life_event="a home purchase")
    assert housing_tenure(owner) == "owner" and housing_tenure(_person(3, life_event="a foreclosure")) == "renter"
    assert not Fit(housing=("renter",)).admits(owner) and Fit(housing=("owner",)).admits(owner)
    worry = _field("personal", "private_worry")
    for seed in range(30):
        ctx = _ctx("gratitude journal page", seed, life_event="a home purchase")
        value = worry.generate(ctx)
        assert "landlord" not in value and "building is being sold" not in value, value


def test_a_couples_anniversary_only_beside_a_partner():
    # reader10 260, 44: "the third anniversary of moving in together", "the eighth anniversary of the first date"
    milestone = _field("personal", "relationship_milestone")
    for seed in range(40):
        for marital in ("single", "divorced", "married", "widowed"):
            value = milestone.generate(_ctx("gratitude journal page", seed, marital_status=marital))
            assert not re.search(r"moving in together|first date|engagement", value), (marital, value)


def test_a_joint_return_names_the_spouse():
    seen = 0
    for seed in range(40):
        person = _person(seed, age=44, marital_status="married")
        values = _values("professional services", "CPA engagement letter", "letter", seed, person)
        status = values.get("client_tax_filing_status", "")
        if status.lower().startswith("married filing jointly"):
            seen += 1
            assert re.fullmatch(r"Married Filing Jointly \(spouse: [A-Z][a-z'-]+ [A-Z][A-Za-z'-]+\)", status), status
    assert seen


def test_a_homeowners_contents_limit_is_half_the_dwelling():
    for seed in range(8):
        values = _values("financial", "homeowners policy declarations page", "statement with table", seed)
        if "personal_property_coverage" in values and "dwelling_coverage" in values:
            dwelling = float(re.sub(r"[$,]", "", values["dwelling_coverage"]))
            assert float(re.sub(r"[$,]", "", values["personal_property_coverage"])) == dwelling / 2


def test_a_report_cards_subjects_are_the_grades_own():
    assert "English 10" in subjects_for(10) and "English 9" not in subjects_for(10)
    assert "Algebra I" in subjects_for(9) and "Algebra I" not in subjects_for(11)
    assert subjects_for(4) == subjects_for(5)


def _row(text: str, **kw) -> dict:
    attrs = kw.pop("attrs", {})
    row = {"id": "r", "record_type": "gratitude journal page", "format": "case notes", "category": "personal",
           "document_date": "2025-03-16", "profile": {"marital_status": "single"}, "text": text,
           "attributes": [{"key": k, "value": v} for k, v in attrs.items()]}
    row.update(kw)
    return row


def test_quality_counts_each_class_of_one_fact_against_another():
    bad = {
        "tenure_conflict": _row("I closed on a home purchase. The dread is the landlord threatening not to renew the lease."),
        "future_month": _row("The state registry matched us this June."),
        "degree_milestone": _row("His next milestone is the dissertation proposal defense.",
                                 attrs={"program_of_study": "Sociology (M.A.)"}),
        "graduate_finish": _row("x", document_date="2024-04-14", attrs={
            "expected_graduation_term": "Spring 2024", "thesis_next_milestone": "the dissertation proposal defense"}),
        "graduate_gpa": _row("x", attrs={"cumulative_gpa": "2.12 / 4.00", "thesis_progress_rating": "satisfactory progress"}),
        "graduate_intro_course": _row("x", attrs={"program_of_study": "Sociology (M.A.)",
                                                  "course_title": "Introduction to Statistics"}),
        "advising_conference": _row("His conference is arranged for May 15.", record_type="graduate advisor meeting notes"),
        "grade_course": _row("| English 9 | B |", record_type="report card with teacher comments",
                             attrs={"dependent_student": "John Henry, grade 10"}),
        "subject_mark_repeat": _row("| Math           | A in math |"),
        "homeowner_contents": _row("x", record_type="homeowners policy declarations page", attrs={
            "dwelling_coverage": "$342,000", "personal_property_coverage": "$15,000"}),
        "joint_filing_spouse": _row("Filed as married filing jointly.", attrs={"tax_filing_status": "married filing jointly"}),
        "buyer_listing": _row("The listing sheet shows 4 bedrooms.", record_type="buyer representation agreement"),
        "unpartnered_anniversary": _row("Soon it will be the third anniversary of moving in together."),
    }
    for kind, row in bad.items():
        examples = defaultdict(list)
        figures = probe.one_fact_records([row], examples)
        assert figures[f"{kind}_records"] == 1, (kind, figures)
        assert sum(figures.values()) == 1, (kind, figures)
    good = [
        _row("I closed on a home purchase, and the new roof is next."),
        _row("The state registry matched us this March."),
        _row("His next milestone is the thesis proposal meeting.", attrs={"program_of_study": "Sociology (M.A.)"}),
        _row("x", document_date="2024-04-14", attrs={"expected_graduation_term": "Fall 2025",
                                                      "thesis_next_milestone": "the dissertation proposal defense"}),
        _row("| Math | A |"),
        _row("Filed as married filing jointly with Laura Smith.", attrs={
            "tax_filing_status": "married filing jointly with Laura Smith, two dependents claimed"}),
        _row("Soon it will be the third anniversary of moving in together.",
             profile={"marital_status": "in a domestic partnership"}),
    ]
    assert sum(probe.one_fact_records(good, defaultdict(list)).values()) == 0
