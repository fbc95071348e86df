"""Facts that fit the record's situation (issue 19, reader9 class 1, reader8 class 1: facts plausible alone but wrong
for the record or borrowed from another kind of document): the rules are declared in the data (which record types a
value, a sentence or a part belongs to; sex- and age-conditioned values; courses by program; statement legal text by
product; drugs by condition and operation)."""

import datetime as dt
import random
import re

import pytest
from faker import Faker

from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import (
    categories,
    education,
    financial,
    government,
    media,
    medical,
)
from privasis_hub.synth.offline import _keep_rules
from privasis_hub.synth.profile import make_profile
from tests.benchmark_modules import load_benchmark
from tests.test_case_rules import _ctx, _field
from tests.test_thread_shape import _record


def test_a_scholarship_notice_tells_a_scholarship_and_a_parent_loan_is_a_dependent_students():
    award = _field("education", "financial_aid_award")
    for seed in range(40):
        value = award.generate(_ctx("scholarship renewal notice", seed))
        assert value.startswith("university merit scholarship"), value  # reader9 253: "a Parent PLUS Loan" on a renewal
        ctx = _ctx("financial aid award letter", seed, age=37)
        assert "Parent PLUS" not in award.generate(ctx)  # the parents' loan for a dependent undergraduate only


def test_a_course_grade_is_of_the_students_program():
    grade = _field("education", "course_grade")
    for seed in range(60):
        ctx = _ctx("satisfactory academic progress appeal", seed)
        program = education._program(ctx)
        course = grade.generate(ctx).split(" in ", 1)[1]
        own = next((c for words, c in education._COURSES_FOR if words in program), None)
        if own is not None:  # reader9 33: "EDUC 310 Classroom Management" for a Nursing student
            assert course in own or (course in education._GENERAL_COURSES and "certificate" not in program), \
                (program, course)


def test_a_relatives_cancer_is_of_the_relatives_sex():
    for seed in range(300):
        ctx = _ctx("radiation oncology consultation note", seed)
        history = medical._family_history(ctx)
        if re.search(r"prostate", history):  # reader9 82: "a maternal aunt with prostate cancer"
            assert not re.search(r"mother|sister|aunt", history), history
        if re.search(r"breast|ovarian", history):
            assert not re.search(r"father|brother|uncle", history), history


def test_a_brokerage_account_holds_no_workplace_plan_fund():
    for seed in range(200):
        holding = financial._holding(_ctx("brokerage account quarterly statement", seed))
        assert "company stock" not in holding and "stable value" not in holding, holding  # reader9 110


def test_a_permit_is_for_a_property_its_owner_builds_on_and_its_inspections_fit_the_work():
    for seed in range(60):
        value = government._assessed_value(_ctx("residential building permit application", seed))
        assert re.search(r"single-family home|duplex", value), value  # reader9 150: "$882,081 for a condominium unit"
    fields = {f.key: f for f in categories()["government"].fields}
    for project in fields["permit_project"].choices:
        values = {"permit_project": project, "permit_inspections": "footing, framing and final inspections"}
        _keep_rules((), values, random.Random(1), fields)
        if re.search(r"bathroom|basement|kitchen wall|water heater|solar|panel", project):
            assert not values["permit_inspections"].startswith("footing"), values


def test_an_operations_activity_restriction_and_drugs_fit_it():
    fields = {f.key: f for f in categories()["medical"].fields}
    values = {"surgical_procedure": "anterior cruciate ligament reconstruction",
              "activity_restriction": "no lifting over 10 pounds for six weeks"}
    for seed in range(10):
        v = dict(values)
        _keep_rules((), v, random.Random(seed), fields)
        assert "10 pounds" not in v["activity_restriction"], v  # reader8 R8: an abdominal restriction after ACL
    drugs = medical._TREATS["tear of the anterior cruciate ligament of the left knee"]
    assert "atorvastatin" not in drugs and "acetaminophen" in drugs  # reader9 248: a statin as the only drug
    assert all(d in medical._TREATS for d in medical._CASES), "every case has drugs of its own"


def test_a_psychiatric_visits_lab_is_not_a_blood_count_and_comorbidities_fit_sex_and_age():
    for seed in range(40):
        ctx = _ctx("psychiatric medication management note", seed)
        if any(w in medical._diagnosis(ctx)[0] for w in medical._PSYCHIATRIC):
            assert not medical._lab(ctx).startswith("hemoglobin")  # reader9 14
    fit = dict(_field("medical", "comorbidity").choice_fits)["osteopenia of the lumbar spine"]
    man = make_profile(Faker("en_US"), random.Random(3), {"sex": "male", "age": 38})
    assert not fit.admits(man)  # reader9 14: osteopenia of the lumbar spine in a 38-year-old man


def test_a_pay_stub_tells_the_frequency_its_name_says():
    for seed in range(30):
        assert financial._net_pay(_ctx("biweekly pay stub", seed)).endswith("(biweekly)")  # reader9 121


def test_a_newspapers_interview_is_not_in_a_stations_studio():
    for seed in range(60):
        value = media._session(_ctx("reporter source notes", seed))
        assert "Studio" not in value and "booth" not in value, value  # reader9 285: "the station's Studio 4"


def test_billing_rights_to_hold_back_a_disputed_amount_only_on_a_bill():
    hold = re.compile(r"may hold back|need not pay|do not have to pay|are not asked to pay")
    lines = R.skeletons()
    entry = [line for sk in lines.values() for line in sk.get("rights") or () if R._ENTRY_LINE.search(line)]
    assert any(not hold.search(line) for line in entry), "a statement's line without the hold-back clause"
    keys = ("statement_period",)
    for line in entry:
        for _ in range(8):
            text = R.vary(line, random.Random(_))
            if hold.search(text):  # reader9 110: in a brokerage statement; reader8: in royalty statements
                assert not R._situation_fits(text, keys, "brokerage account quarterly statement", "investments")
                assert not R._situation_fits(text, keys, "author royalty statement", "publishing")
                assert R._situation_fits(text, keys, "credit card billing statement", "banking")


@pytest.mark.parametrize("record_type,fmt", [("satisfactory academic progress appeal", "form"),
                                             ("official transcript request", "form")])
def test_an_academic_request_attaches_no_proof_of_income(record_type, fmt):
    for seed in range(6):
        assert "Proof of income" not in _record(record_type, seed, fmt)["text"]  # reader9 33


def test_a_gyms_intake_files_a_member_not_a_guest_and_tells_no_office_visit():
    for seed in range(8):
        text = _record("personal training intake assessment", seed, "report")["text"]
        assert not re.search(r"^Guest:", text, re.M), text[:400]  # reader9 164
        assert "office visit" not in text and "referral note" not in text


def test_a_fishing_charter_tells_no_class():
    for seed in range(12):
        assert not re.search(r"\bclass\b", _record("fishing charter booking", seed, "letter")["text"])  # reader9 294


def test_the_benchmark_counts_situation_facts():
    q = load_benchmark("quality_privasis")
    rows = [{"id": "a", "record_type": "brokerage account quarterly statement", "format": "statement with table",
             "text": "Until we reply, you may hold back the entry you question.", "attributes": [], "profile": {}},
            {"id": "b", "record_type": "credit card billing statement", "format": "statement with table",
             "text": "Until we reply, you may hold back the entry you question.", "attributes": [], "profile": {}},
            {"id": "c", "record_type": "satisfactory academic progress appeal", "format": "letter", "text": "x",
             "attributes": [{"key": "program_of_study", "value": "Nursing (B.S.N.)"},
                            {"key": "course_grade", "value": "A in EDUC 310 Classroom Management"}], "profile": {}}]
    examples: dict[str, list[str]] = {"situation_fact": []}
    assert q.situation_fact_records(rows, examples) == 2


def test_a_remote_home_office_is_a_desk_jobs():
    site = _field("professional services", "user_site")
    for seed in range(40):  # reader9 183: a forklift operator "fully remote" from a home office
        assert "remote" not in site.generate(_ctx("password reset identity verification log", seed,
                                                  occupation="forklift operator"))


def test_a_cruise_runs_as_many_nights_as_its_route_says():
    """reader10: "May 3, 2025 to May 7, 2025" beside "a ten-night Mediterranean cruise from Barcelona"."""
    from privasis_hub.synth.catalog import recreation

    words = {"five": 5, "seven": 7, "nine": 9, "ten": 10, "twelve": 12}
    for seed in range(40):
        ctx = _ctx("cruise passenger manifest entry", seed)
        route = recreation._destination(ctx)
        first, last = (dt.datetime.strptime(d, "%B %d, %Y").date() for d in recreation._trip_dates(ctx).split(" to "))
        assert (last - first).days == words[route.split("-night")[0].split()[-1]], (seed, route)
