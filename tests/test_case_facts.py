"""Facts that fit the case and the person: choices with fits, pay in the occupation's band, the department and
schedule of the person's work, bail by charge, and the benchmark counts that find each."""

import datetime as dt
import random
import re
import shutil
from collections import defaultdict
from importlib import resources
from pathlib import Path

import pytest
from faker import Faker

from privasis_hub.synth.catalog import (
    CatalogError,
    ValueContext,
    categories,
    legal,
    load_category,
    professional_services,
    yearly_pay,
)
from privasis_hub.synth.profile import profile_rules
from tests.benchmark_modules import load_benchmark
from tests.test_record_fit import _person

ROOT = Path(__file__).resolve().parents[1]


def _probe():
    return load_benchmark("quality_privasis")


def _ctx(person, seed: int = 0, record_type: str = "") -> ValueContext:
    return ValueContext(Faker("en_US"), random.Random(seed), person, dt.date(2025, 3, 10), record_type)


def _field(category: str, key: str):
    return next(f for f in categories()[category].fields if f.key == key)


def test_a_choice_with_fits_goes_only_to_people_it_fits():
    size, goal = _field("recreation", "apparel_size"), _field("recreation", "fitness_goal")
    man, young = _person(sex="male", age=40), _person(age=36)
    assert {size.generate(_ctx(man, s)) for s in range(60)}.isdisjoint({"women's small", "women's medium",
                                                                          "women's large"})
    assert "keeping up with the grandchildren" not in {goal.generate(_ctx(young, s)) for s in range(80)}
    retired = _person(age=80, occupation="retired cashier")
    gripes = {_field("personal", "work_frustration").generate(_ctx(retired, s)) for s in range(40)}
    assert gripes and all("pension" in g or "old colleague" in g for g in gripes)
    # a record type's matter is narrowed to fitting choices too
    assert size.fitting(("women's large", "men's large"), man) == ("men's large",)
    assert size.fitting(("women's large",), man) == ("women's large",)  # nothing fits: the matter still draws


def test_pay_stays_in_the_occupation_band_and_agrees_across_fields():
    plumber = _person(occupation="plumber", age=29)
    low, high = profile_rules().pay_band("plumber")
    ctx = _ctx(plumber, 4, "job offer letter")
    assert low <= yearly_pay(ctx) <= high and yearly_pay(ctx) == yearly_pay(_ctx(plumber, 9, "job offer letter"))
    for seed in range(30):
        salary = professional_services._salary(_ctx(plumber, seed))
        value = float(salary.split()[0].strip("$").replace(",", ""))
        assert low * 0.99 <= (value * 2080 if "hour" in salary else value) <= high * 1.01, salary


def test_department_and_schedule_follow_the_work():
    teller = _person(occupation="bank teller", age=30)
    assert professional_services._department(_ctx(teller)) == "Branch Banking"
    schedules = {professional_services._work_schedule(_ctx(teller, s)) for s in range(30)}
    assert not any("remote" in s or "hybrid" in s for s in schedules)


def test_bail_follows_the_charge():
    person = _person(age=30)
    for seed in range(40):
        ctx = _ctx(person, seed, "bail hearing transcript")
        charge, bail = legal._charge(ctx), float(legal._bail(ctx).strip("$").replace(",", ""))
        assert (5000 <= bail <= 50000) if legal.CHARGES[charge] else (250 <= bail <= 5000), (charge, bail)


def test_a_fits_entry_naming_no_choice_is_refused(tmp_path):
    folder = tmp_path / "cat"
    shutil.copytree(resources.files("privasis_hub") / "data" / "privasis", folder)
    path = folder / "recreation.yaml"
    text = path.read_text().replace('      "women\'s large": {"sex": ["female"]}', '      "women\'s huge": {"sex": ["female"]}')
    path.write_text(text)
    with pytest.raises(CatalogError, match="women's huge"):
        load_category("recreation", str(folder))


def test_the_benchmark_counts_unfit_values_pay_and_job_facts():
    probe, catalogue = _probe(), ROOT / "privasis_hub" / "data" / "privasis"
    man = {"age": 36, "sex": "male", "marital_status": "married", "occupation": "bank teller",
           "citizenship": "United States"}

    def row(*attrs, **extra):
        return {"id": "r", "record_type": "t", "profile": man, **extra,
                "attributes": [{"key": k, "value": v} for k, v in attrs]}
    bad = [row(("apparel_size", "women's large")), row(("fitness_goal", "keeping up with the grandchildren")),
           row(("offered_base_salary", "$174,000 per year")), row(("hourly_wage", "$95.00 an hour")),
           row(("department", "Engineering")), row(("work_schedule", "fully remote on Eastern time")),
           row(("criminal_charge", "third-degree retail theft"), ("bail_amount", "$41,019"))]
    good = [row(("apparel_size", "men's large"), ("offered_base_salary", "$36,500 per year"),
                ("department", "Branch Banking"), ("work_schedule", "the second shift, 3 to 11 PM"),
                ("criminal_charge", "third-degree retail theft"), ("bail_amount", "$1,500"))]
    examples: defaultdict = defaultdict(list)
    assert probe.unfit_value_records(bad, examples, catalogue) == 2
    assert probe.pay_band_records(bad, examples, catalogue) == 2
    assert probe.job_fact_records(bad, examples, catalogue) == 3
    assert (probe.unfit_value_records(good, examples, catalogue), probe.pay_band_records(good, examples, catalogue),
            probe.job_fact_records(good, examples, catalogue)) == (0, 0, 0)


def test_money_follows_the_case():
    from privasis_hub.synth.catalog import government, media, personal

    person = _person(occupation="cashier", age=30)
    for seed in range(20):
        ctx = _ctx(person, seed, "SNAP benefits renewal form")
        low, high, _ = government._BENEFIT_PAY.get(government._program(ctx), (40, 900, "per month"))
        amount = float(government._benefit_amount(ctx).split()[0].strip("$").replace(",", ""))
        assert low <= amount <= high
        ctx = _ctx(person, seed, "author royalty statement")
        copies, royalty = media._copies(ctx), float(media._royalty(ctx).strip("$").replace(",", ""))
        assert copies * 1.1 <= royalty <= copies * 2.9 + 0.01
        assert media._payout_amount(ctx).startswith("$")  # an amount, not the payout bank account
        housing = personal._share_of_pay(0.016, 0.033)(ctx)
        assert float(housing.strip("$").replace(",", "")) <= profile_rules().pay_band("cashier")[1] / 12 * 0.5


def test_the_benchmark_counts_money_that_disagrees_with_its_case():
    probe, catalogue = _probe(), ROOT / "privasis_hub" / "data" / "privasis"
    p = {"age": 30, "sex": "female", "occupation": "cashier"}

    def row(**attrs):
        return {"id": "r", "record_type": "t", "profile": p,
                "attributes": [{"key": k, "value": v} for k, v in attrs.items()]}
    bad = [row(benefit_program="SNAP food assistance", benefit_payment_amount="$3,205.06 per month"),
           row(units_sold="2,156 copies", author_royalty_payment="$18,145.58"),
           row(follower_count="4,016 followers", payout_amount="$15,372.80"),
           row(monthly_housing_payment="$3,900.00")]
    good = [row(benefit_program="SNAP food assistance", benefit_payment_amount="$180.00 per month",
                units_sold="2,156 copies", author_royalty_payment="$4,312.00", follower_count="4,016 followers",
                payout_amount="$61.20", monthly_housing_payment="$820.00")]
    examples: defaultdict = defaultdict(list)
    assert probe.money_fit_records(bad, examples, catalogue) == 4
    assert probe.money_fit_records(good, examples, catalogue) == 0


# --- one situation per record (issue 19, s19h-fit): facts of one case that must agree ----------------------------


def _dollars(text: str) -> float:
    return float(text.split()[0].strip("$").replace(",", ""))


def test_the_gpa_lies_in_the_band_of_the_academic_standing():
    from privasis_hub.synth.catalog import education

    student = _person(age=20, occupation="cashier")
    for record_type in ("academic probation notice", "scholarship renewal notice", "grade appeal petition"):
        for seed in range(25):
            ctx = _ctx(student, seed, record_type)
            standing, gpa = education._standing(ctx), float(education._gpa(ctx).split()[0])
            low, high = education.standing_band(standing)
            assert low <= gpa <= high, (record_type, standing, gpa)
            assert standing == education._standing(_ctx(student, seed + 100, record_type))  # one per record
            if record_type == "academic probation notice":
                assert gpa < 2.5, (standing, gpa)


def test_the_clinician_has_the_credentials_of_the_kind_of_care():
    from privasis_hub.synth.catalog import medical

    person = _person(age=50)
    for seed in range(30):
        therapist = medical._clinician(_ctx(person, seed, "physical therapy initial evaluation"))
        assert "MD" not in therapist and not therapist.startswith("Dr. ") and "FACC" not in therapist, therapist
        assert "FACC" not in medical._clinician(_ctx(person, seed, "post-surgical discharge instructions"))
        assert "FACC" not in medical._clinician(_ctx(person, seed, "cancer survivorship care plan"))


def test_an_initial_evaluation_is_the_first_session_and_a_progress_note_is_not():
    medical = categories()["medical"]
    for record_type in ("physical therapy initial evaluation", "psychiatric intake assessment"):
        assert medical.record_types[record_type].matter_choices("session_number") == ("the first session",)
    for record_type in ("psychotherapy progress note", "occupational therapy progress report"):
        assert "the first session" not in medical.record_types[record_type].matter_choices("session_number")


def test_a_volunteer_shift_falls_inside_the_volunteers_availability():
    from privasis_hub.synth.catalog import community

    person = _person(age=45)
    for record_type in ("food bank shift roster", "community fridge delivery roster"):
        for seed in range(40):
            ctx = _ctx(person, seed, record_type)
            availability, shift = community._availability(ctx), community._shift(ctx)
            assert community.shift_fits(availability, shift), (availability, shift)
    assert community.shift_fits("weekday evenings after 6", "Tuesday shift starting at 3:10 PM") is False


def test_a_roster_volunteer_is_not_a_recipient_and_a_retiree_lost_no_work_hours():
    from privasis_hub.synth.catalog import community, financial

    roster = categories()["community"].record_types["community fridge delivery roster"]
    assert not {"mutual_aid_request", "delivery_window", "household_composition"} & set(roster.fields)
    retiree = _person(age=79, occupation="retired real estate agent")
    for seed in range(40):
        request = community._aid_request(_ctx(retiree, seed, "mutual aid assistance request form"))
        origin = financial._debt_origin(_ctx(retiree, seed, "debt settlement offer letter"))
        assert not any(w in request for w in community.WORK_WORDS), request
        assert "hours at work" not in origin and "unemployment" not in origin, origin


def test_fees_loans_and_pay_of_one_record_agree():
    from privasis_hub.synth.catalog import financial, media

    person = _person(occupation="bank teller", age=43)
    for seed in range(30):
        ctx = _ctx(person, seed, "documentary participant release")
        assert _dollars(media._appearance_fee(ctx)) < _dollars(media._rights_fee(ctx))
        ctx = _ctx(person, seed, "mortgage loan modification request")
        pay = yearly_pay(ctx)
        assert _dollars(financial._loan_payment(ctx)) * 12 < pay
        assert _dollars(financial._outstanding(ctx)) < financial._loan(ctx)[1]
        assert _dollars(financial._housing_cost(ctx)) > _dollars(financial._loan_payment(ctx))
        assert "Auto" not in financial._credit_score(ctx)
        assert _dollars(financial._year_to_date(_ctx(person, seed, "biweekly pay stub"))) <= pay
    assert "Auto" in financial._credit_score(_ctx(person, 1, "retail installment contract for a used car"))


def test_a_problem_is_reported_before_its_ticket_and_a_transcript_holds_no_later_hearing():
    from privasis_hub.synth.catalog import professional_services
    from privasis_hub.synth.catalog.timeline import parse_day

    person = _person(age=30)
    for seed in range(20):
        ctx = _ctx(person, seed, "phishing incident ticket")
        reported = parse_day(professional_services._opened_at(ctx))[0]
        assert reported < parse_day(professional_services.GENERATORS["ps_request_date"](ctx))[0]
    assert "hearing_date" not in categories()["legal"].record_types["bail hearing transcript"].fields


def test_the_benchmark_counts_facts_of_one_case_that_contradict_each_other():
    probe = _probe()
    worker = {"age": 40, "sex": "female", "occupation": "bank teller"}
    retiree = {"age": 79, "sex": "female", "occupation": "retired real estate agent"}

    def row(record_type="t", profile=worker, subcategory="", document_date="2025-03-10", **attrs):
        return {"id": "r", "record_type": record_type, "subcategory": subcategory, "profile": profile,
                "document_date": document_date, "attributes": [{"key": k, "value": v} for k, v in attrs.items()]}
    bad = [row(cumulative_gpa="3.26 / 4.00", academic_standing="probation with a required academic success plan"),
           row("physical therapy initial evaluation", session_number="the fourth session"),
           row(volunteer_availability="weekday evenings after 6", volunteer_shift="Tuesday shift starting at 3:10 PM"),
           row(appearance_fee="$83.13", rights_fee="$40.00"),
           row(monthly_loan_payment="$3,145.35", annual_income="$33,800"),
           row("mortgage loan modification request", outstanding_balance="$350,000.00", loan_principal="$339,300"),
           row(year_to_date_gross="$119,055.00", annual_income="$92,300"),
           row("mortgage pre-approval letter", credit_score="521 (FICO Auto Score 8)"),
           row(profile=retiree, mutual_aid_request="emergency rent assistance after a cut in work hours"),
           row(subcategory="hospital care", treating_clinician="Juan Bartlett, MD, FACC"),
           row(subcategory="physical rehabilitation", treating_clinician="Anna Martin, MD"),
           row("bail hearing transcript", hearing_date="2025-05-15 at 3:45 PM"),
           row(ticket_opened_at="January 22, 2025 at 1:15 PM", ps_request_date="December 25, 2024"),
           row("poll worker appointment letter", notice_date="2024-01-10", application_date="2024-01-17"),
           row("cruise passenger manifest entry", lodging_details="Room 729, Pinecrest Inn"),
           row("cruise passenger manifest entry", trip_destination="Banff, Alberta")]
    good = [row(cumulative_gpa="1.62 / 4.00", academic_standing="probation with a required academic success plan",
                volunteer_availability="weekday evenings after 6", volunteer_shift="Tuesday shift starting at 6:15 PM",
                appearance_fee="$250", rights_fee="$1,750", monthly_loan_payment="$1,145.35",
                annual_income="$92,300", year_to_date_gross="$19,055.00", credit_score="702 (FICO Score 2)",
                treating_clinician="Anna Martin, PT, DPT", subcategory="physical rehabilitation",
                ticket_opened_at="December 23, 2024 at 1:15 PM", ps_request_date="December 25, 2024"),
            row("physical therapy initial evaluation", session_number="the first session"),
            row(profile=retiree, mutual_aid_request="weekly grocery delivery"),
            row("deposition transcript excerpt", hearing_date="2025-05-15 at 3:45 PM"),
            row("cruise passenger manifest entry", lodging_details="Cabin 7214 on Deck 7, a balcony stateroom",
                trip_destination="a seven-night Western Caribbean cruise from Miami",
                travel_room_preference="connecting cabins for the family"),
            row("residential building permit application", notice_date="2024-01-10", application_date="2024-01-17")]
    examples: defaultdict = defaultdict(list)
    assert probe.case_contradiction_records(bad, examples) == len(bad), examples
    assert probe.case_contradiction_records(good, defaultdict(list)) == 0


def test_a_cruise_books_a_cabin_on_a_cruise_route_and_a_rental_a_house():
    from privasis_hub.synth.catalog import recreation

    person = _person(age=40)
    for seed in range(20):
        ctx = _ctx(person, seed, "cruise passenger manifest entry")
        assert recreation._lodging(ctx).startswith("Cabin ") and recreation._destination(ctx) in recreation.CRUISE_ROUTES
        assert "Room" not in recreation._lodging(_ctx(person, seed, "vacation rental booking agreement"))
    cruise = categories()["recreation"].record_types["cruise passenger manifest entry"]
    assert all("cabin" in c for c in cruise.matter_choices("travel_room_preference"))


def test_a_volunteer_or_member_record_holds_no_recipients_needs():
    needs = {"transportation_need", "food_assistance_restrictions", "mutual_aid_request", "delivery_window"}
    rts = categories()["community"].record_types
    for name in ("volunteer application with screening consent", "community center membership enrollment form",
                 "after-school program emergency contact form", "community fridge delivery roster"):
        assert not needs & set(rts[name].fields), name
    assert "membership_start_date" not in rts["community center membership enrollment form"].fields
    # an applicant's screening is still under way, not "expired and awaiting renewal"
    applicant = rts["volunteer application with screening consent"].matter_choices("volunteer_background_check")
    assert applicant and not any("expired" in s or s.startswith("cleared for") for s in applicant)
    from privasis_hub.synth.catalog import community

    person = _person(age=30)
    for seed in range(10):
        status = community._background_check(_ctx(person, seed, "volunteer application with screening consent"))
        assert status.split(" as of ")[0] in applicant


def test_a_giving_statement_tells_one_years_giving():
    from privasis_hub.synth.catalog import community

    probe = _probe()
    person = _person(age=45, occupation="staff accountant")
    rt = "tithing contribution statement"
    for seed in range(30):
        ctx = _ctx(person, seed, rt)
        attrs = {k: community.GENERATORS[k](_ctx(person, seed + 100 * i, rt)) for i, k in enumerate(
            ("annual_contribution_total", "pledge_amount", "gift_count", "largest_gift", "contribution_payment_method"))}
        assert probe._gift_contradiction(attrs) is None, attrs
        total = float(attrs["annual_contribution_total"].strip("$").replace(",", ""))
        assert total == float(community.GENERATORS["annual_contribution_total"](ctx).strip("$").replace(",", ""))
        assert not re.search(r"yearly|one-time", attrs["contribution_payment_method"])
    bad = {"annual_contribution_total": "$875.31", "pledge_amount": "$414.71", "gift_count": "52 gifts",
           "largest_gift": "$548.49", "contribution_payment_method": "yearly auto-renewal to a Visa card ending in 1"}
    assert probe._gift_contradiction(bad)
    assert probe._gift_contradiction({**bad, "pledge_amount": "$880"}).startswith("52 gifts by yearly")
    assert "contribution_payment_method" not in categories()["community"].record_types[
        "HOA dues delinquency letter"].fields


def test_dated_facts_of_a_letter_a_passport_and_a_showing_keep_their_order():
    from privasis_hub.synth.catalog import personal
    from privasis_hub.synth.catalog.timeline import parse_day

    person = _person(age=35)
    ctx = _ctx(person, 1, "letter to a future self")
    assert parse_day(personal.GENERATORS["letter_sent_date"](ctx))[0] == ctx.record_date
    gov = categories()["government"]
    assert gov.timeline_for("passport application worksheet").roles["registration_expiration"] == "past"
    assert gov.timeline_for("driver's license renewal notice").roles["registration_expiration"] == "future"
    assert ("ps_request_date", "showing_date") in categories()["professional services"].timeline.pairs()


def test_case_numbers_follow_the_charge_and_a_demand_before_filing_has_none():
    from privasis_hub.synth.catalog.legal import CHARGES, GENERATORS, _charge

    person = _person(age=35, occupation="cashier")
    for seed in range(40):
        ctx = _ctx(person, seed, "bail hearing transcript")
        kind = GENERATORS["case_number"](ctx).split("-")[1]
        assert kind in (("CF", "CR") if CHARGES[_charge(ctx)] else ("MI", "CR")), (kind, _charge(ctx))
    rts = categories()["legal"].record_types
    for name in ("security deposit demand letter", "personal injury demand letter"):
        assert "case_number" not in rts[name].fields, name
    retiree = _person(age=80, occupation="retired teacher")
    for seed in range(40):
        assert "(coworker)" not in GENERATORS["witness_name"](_ctx(retiree, seed, "small claims complaint"))
        housing = GENERATORS["witness_name"](_ctx(person, seed, "security deposit demand letter"))
        assert re.search(r"\((?:neighbor|former roommate|building manager|family friend)\)$", housing), housing


def test_sentences_and_fields_hold_no_other_situation():
    def sentences(category, key):
        return " ".join(next(f for f in categories()[category].fields if f.key == key).sentences)

    assert "hearing" not in sentences("legal", "attorney_name")  # a severance or a power of attorney has none
    assert "seller's disclosures" not in sentences("professional services", "listing_property_address")
    assert "on hold" not in sentences("government", "eligibility_issue")  # beside a benefit that is paid
    transfer = categories()["recreation"].record_types["concert ticket transfer confirmation"]
    assert not {"travel_companion", "accessibility_request"} & set(transfer.fields)
    from privasis_hub.synth.catalog import education

    parent = _person(age=40)
    for seed in range(20):
        assert not education._advisor(_ctx(parent, seed, "report card with teacher comments")).startswith(
            ("Professor", "Dr."))


def test_the_benchmark_counts_facts_of_another_situation():
    probe = _probe()
    worker = {"age": 40, "sex": "female", "occupation": "bank teller"}
    retiree = {"age": 90, "sex": "male", "occupation": "retired middle school teacher"}

    def row(record_type="t", profile=worker, subcategory="", document_date="2025-12-02", fmt="letter", **attrs):
        return {"id": "r", "record_type": record_type, "subcategory": subcategory, "profile": profile,
                "format": fmt, "document_date": document_date,
                "attributes": [{"key": k, "value": v} for k, v in attrs.items()]}
    bad = [row("volunteer application with screening consent",
               transportation_need="a ride to the grocery store once a week"),
           row("community center membership enrollment form", membership_start_date="04/13/2018"),
           row("tithing contribution statement", annual_contribution_total="$875.31", pledge_amount="$414.71"),
           row("HOA dues delinquency letter",
               contribution_payment_method="yearly auto-renewal to a Visa card ending in 2236"),
           row("letter to a future self", letter_sent_date="2025-10-01"),
           row("passport application worksheet", document_date="2025-10-18", registration_expiration="2025-12-22"),
           row("property showing feedback log", showing_date="2024-06-14", ps_request_date="June 29, 2024"),
           row("concert ticket transfer confirmation", travel_companion="Brian Stone (father)"),
           row("bail hearing transcript", criminal_charge="felony check fraud", case_number="2024-MI-055230"),
           row("security deposit demand letter", case_number="2025-LT-926962"),
           row("small claims complaint", profile=retiree, witness_name="Melissa Trujillo (coworker)"),
           row("report card with teacher comments", subcategory="K-12 schooling",
               education_office_contact="Professor Keith Hall")]
    good = [row("volunteer application with screening consent", vehicle_description="a silver Honda Civic"),
            row("tithing contribution statement", annual_contribution_total="$875.31", pledge_amount="$880",
                gift_count="52 gifts", largest_gift="$40.10",
                contribution_payment_method="weekly ACH draft from checking account ending in 1234"),
            row("letter to a future self", letter_sent_date="2025-12-02"),
            row("letter to a future self", fmt="email thread", letter_sent_date="2025-10-01"),
            row("passport application worksheet", document_date="2025-10-18", registration_expiration="2025-09-22"),
            row("property showing feedback log", showing_date="2024-07-14", ps_request_date="June 29, 2024"),
            row("bail hearing transcript", criminal_charge="felony check fraud", case_number="2024-CF-055230"),
            row("small claims complaint", profile=retiree, witness_name="Ann Lee (neighbor)"),
            row("college disability services accommodation letter", subcategory="special education",
                faculty_advisor="Professor Keith Hall")]
    examples: defaultdict = defaultdict(list)
    assert probe.case_contradiction_records(bad, examples) == len(bad), examples
    assert probe.case_contradiction_records(good, defaultdict(list)) == 0, [probe._case_contradiction(r) for r in good]


def test_an_admission_note_tells_an_earlier_operation_and_the_pharmacist_reconciles():
    from privasis_hub.synth.catalog import medical

    person = _person(age=50, occupation="cashier")
    seen = set()
    for seed in range(60):  # the diagnosis is the person's case: one person per seed
        ctx = _ctx(_person(seed, age=50, occupation="cashier"), seed, "inpatient admission history and physical")
        diagnosis, procedure = medical._diagnosis(ctx)[0], medical._procedure(ctx)
        seen.add(diagnosis)
        assert procedure not in medical._CASES[diagnosis][3], (diagnosis, procedure)
        assert not any(w in diagnosis.lower() for w in medical.REMOVED_ORGANS.get(procedure, ()))
    assert len(seen) > 1
    for seed in range(20):
        assert not medical._clinician(_ctx(person, seed, "pharmacy medication reconciliation")).startswith("Dr.")
    directive = next(f for f in categories()["medical"].fields if f.key == "advance_directive")
    assert "a POLST form limiting treatment to comfort measures" not in directive.fitting(directive.choices,
                                                                                         _person(age=40))
    # neither an operation's report nor a same-day discharge tells end-of-life wishes (reader4 R7: a 27-year-old's
    # "signed living will" beside "discharged to home" in an operative report)
    for kind in ("operative report", "emergency department discharge summary", "post-surgical discharge instructions"):
        assert "advance_directive" not in categories()["medical"].record_types[kind].fields, kind


def test_an_estate_document_names_relatives_who_fit_the_persons_age():
    from privasis_hub.synth.catalog import legal

    young = _person(age=41, occupation="research scientist")
    for seed in range(60):
        assert "(grand" not in legal.GENERATORS["estate_beneficiary"](_ctx(young, seed, "last will and testament"))
        guardian = legal.GENERATORS["guardian_for_minors"](_ctx(young, seed, "last will and testament"))
        assert not re.search(r"\((?:daughter|son|granddaughter|grandson|stepchild|godchild)\)$", guardian), guardian
    old = _person(age=80, occupation="retired teacher")
    assert any("(grand" in legal.GENERATORS["estate_beneficiary"](_ctx(old, seed, "last will and testament"))
               for seed in range(60))


def test_records_hold_the_fields_and_amounts_of_their_own_situation():
    fin = categories()["financial"].record_types
    assert not {"hourly_wage", "hours_worked", "pay_period"} & set(fin["self-employment income ledger"].fields)
    assert dict(fin["renters insurance renewal notice"].amounts)["annual_premium"][1] <= 500
    assert dict(categories()["community"].record_types["club membership renewal form"].amounts)[
        "dues_balance_outstanding"][1] <= 500
    assert "incident_location" not in categories()["government"].record_types["public records request response"].fields

    def sentences(category, key):
        return " ".join(next(f for f in categories()[category].fields if f.key == key).sentences)

    assert "disputes" not in sentences("financial", "transaction_amount")  # a statement line is not a dispute
    assert "client of" not in sentences("professional services", "firm_name")  # an HR record's firm employs
    assert "enrolled" not in sentences("education", "institution_name")  # a transcript request's alumna


def test_the_benchmark_counts_care_and_kin_that_do_not_fit_the_case():
    probe = _probe()

    def row(record_type, age=50, **attrs):
        return {"id": "r", "record_type": record_type, "subcategory": "", "format": "report",
                "profile": {"age": age, "occupation": "cashier"}, "document_date": "2025-03-10",
                "attributes": [{"key": k, "value": v} for k, v in attrs.items()]}
    bad = [row("inpatient admission history and physical", surgical_procedure="laparoscopic appendectomy",
               diagnosis="acute appendicitis"),
           row("pharmacy medication reconciliation", treating_clinician="Dr. Melissa Davis"),
           row("post-surgical discharge instructions", age=75,
               advance_directive="a POLST form limiting treatment to comfort measures"),
           row("radiation oncology consultation note", age=29, advance_directive="a health care proxy naming an adult child"),
           row("last will and testament", age=41, fiduciary_appointee="Linda Price (granddaughter)"),
           row("last will and testament", age=41, guardian_for_minors="Mark Jones (son)"),
           row("self-employment income ledger", hourly_wage="$19.18 an hour"),
           row("public records request response", incident_location="the corner of 5th and Main")]
    good = [row("post-surgical discharge instructions", surgical_procedure="laparoscopic appendectomy",
                diagnosis="acute appendicitis", advance_directive="a do-not-resuscitate order signed this year"),
            row("pharmacy medication reconciliation", treating_clinician="Melissa Davis, PharmD"),
            row("last will and testament", age=70, fiduciary_appointee="Linda Price (granddaughter)",
                guardian_for_minors="Ann Lee (sister)")]
    examples: defaultdict = defaultdict(list)
    assert probe.case_contradiction_records(bad, examples) == len(bad), examples
    assert probe.case_contradiction_records(good, defaultdict(list)) == 0, [probe._case_contradiction(r) for r in good]


def test_a_diary_a_race_a_vehicle_and_a_work_injury_keep_to_their_own_kind():
    from privasis_hub.synth.catalog import personal
    from privasis_hub.synth.catalog.timeline import parse_day

    person = _person(age=35)
    for seed in range(20):
        ctx = _ctx(person, seed, "grief journal entry")
        assert (ctx.record_date - parse_day(personal.GENERATORS["diary_entry_date"](ctx))[0]).days >= 90
    rec, gov, med = (categories()[c].record_types for c in ("recreation", "government", "medical"))
    assert not any("10K" in e for e in rec["marathon race registration"].matter_choices("event_name"))
    for name in ("traffic citation", "vehicle registration certificate"):
        assert not {"vehicle_color_model", "registered_vehicle"} <= set(gov[name].fields), name
    assert not {"med_copay_amount", "health_insurance_plan"} & set(
        med["functional capacity evaluation for work injury"].fields)
    assert {"vaccines_on_record", "vaccine_due"} <= set(med["adult immunization record"].fields)
    shots = next(f for f in categories()["medical"].fields if f.key == "vaccines_on_record")
    assert not any("shingles" in c or "pneumococcal" in c for c in shots.fitting(shots.choices, _person(age=30)))

    def sentences(category, key):
        return " ".join(next(f for f in categories()[category].fields if f.key == key).sentences)

    assert "scanned at the counter" not in sentences("government", "drivers_license_number")  # a roadside stop
    assert "eligibility" not in sentences("government", "response_deadline")  # a citation has none


def test_the_benchmark_counts_records_holding_facts_of_another_kind():
    probe = _probe()

    def row(record_type, document_date="2025-12-22", **attrs):
        return {"id": "r", "record_type": record_type, "subcategory": "", "format": "case notes",
                "profile": {"age": 40, "occupation": "cashier"}, "document_date": document_date,
                "attributes": [{"key": k, "value": v} for k, v in attrs.items()]}
    bad = [row("marathon race registration", event_name="the Autumn Leaves 10K"),
           row("functional capacity evaluation for work injury", med_copay_amount="$291.23"),
           row("traffic citation", vehicle_color_model="a black pickup truck",
               registered_vehicle="gray 2013 Toyota Camry"),
           row("grief journal entry", diary_entry_date="12/13/2025"),
           row("adult immunization record", known_allergy="penicillin")]
    good = [row("marathon race registration", event_name="the City Lakes Marathon"),
            row("functional capacity evaluation for work injury", medical_claim_number="CLM-1117658347"),
            row("traffic citation", registered_vehicle="gray 2013 Toyota Camry"),
            row("grief journal entry", diary_entry_date="08/13/2025"),
            row("adult immunization record", vaccine_due="this season's flu shot")]
    examples: defaultdict = defaultdict(list)
    assert probe.case_contradiction_records(bad, examples) == len(bad), examples
    assert probe.case_contradiction_records(good, defaultdict(list)) == 0, [probe._case_contradiction(r) for r in good]


def test_a_subcategory_signs_with_its_own_roles(tmp_path):
    from datasets import load_dataset

    from privasis_hub.synth.pipeline import build_privasis

    cats = categories()
    assert cats["media"].signers_for("social media") and "Producer" not in cats["media"].signers_for("social media")
    assert "Client Services Manager" not in cats["professional services"].signers_for("human resources")
    assert cats["legal"].signers_for("family law") == cats["legal"].issuer.signers  # none declared: the issuer's
    build_privasis(120, 5, tmp_path / "p", shard_size=40, split=None)
    rows = list(load_dataset(str(tmp_path / "p"))["train"])
    signed = 0
    for row in rows:
        cat = cats[row["category"]]
        own = cat.signers_for(row["subcategory"])
        if own == (cat.issuer.signers if cat.issuer else ()):
            continue
        name = next((a["value"] for a in row["attributes"] if a["key"] == "signer_name"), None)
        if name is None:
            continue
        foreign = [r for r in cat.issuer.signers if r not in own and f"{name}, {r}" in row["text"]]
        assert not foreign, (row["record_type"], foreign)
        signed += any(f"{name}, {r}" in row["text"] for r in own)
    assert signed > 5


def test_a_programme_goal_fits_the_programme_and_purchases_fit_the_age():
    from privasis_hub.synth.catalog import personal

    edu = categories()["education"].record_types
    assert edu["coding bootcamp enrollment agreement"].matter_choices("career_goal") == (
        "an entry-level software developer role",)
    placement = edu["adult education placement test results"]
    assert all("(A.A" in p for p in placement.matter_choices("program_of_study"))
    assert placement.matter_choices("career_goal") == ("starting an associate degree",)
    # every record type whose matter names one goal admits only people that goal fits (no fallback to an unfit one)
    goal_field = next(f for f in categories()["education"].fields if f.key == "career_goal")
    for rt in edu.values():
        goals = rt.matter_choices("career_goal")
        for age in (18, 30, 45, 60, 77):
            person = _person(age=age, occupation="cashier" if age < 66 else "retired cashier")
            if goals and rt.fit.admits(person):
                fits = dict(goal_field.choice_fits)
                assert any(g not in fits or fits[g].admits(person) for g in goals), (rt.name, age)
    goal = next(f for f in categories()["education"].fields if f.key == "career_goal")
    citizen = _person(age=40, citizenship="United States")
    assert "passing the citizenship test" not in goal.fitting(goal.choices, citizen)
    old = _person(age=86, occupation="retired librarian")
    for seed in range(40):
        bought = personal._purchase(_ctx(old, seed, "private diary entry"))
        assert not bought.startswith(("a laptop for school", "a car seat", "a bike for the commute")), bought


def test_the_benchmark_counts_a_goal_of_another_programme():
    probe = _probe()

    def row(record_type, citizenship="Mexico", **attrs):
        return {"id": "r", "record_type": record_type, "subcategory": "", "format": "report",
                "profile": {"age": 37, "occupation": "construction manager", "citizenship": citizenship},
                "document_date": "2025-01-17", "attributes": [{"key": k, "value": v} for k, v in attrs.items()]}
    bad = [row("adult education placement test results", career_goal="starting an associate degree",
               program_of_study="Welding Technology (certificate)"),
           row("coding bootcamp enrollment agreement", career_goal="a commercial driver's license"),
           row("ESL class progress report", citizenship="United States", career_goal="passing the citizenship test")]
    good = [row("adult education placement test results", career_goal="starting an associate degree",
                program_of_study="Dental Hygiene (A.A.S.)"),
            row("adult education placement test results", career_goal="starting an associate degree",
                program_of_study="Early Childhood Education (A.A.)"),
            row("coding bootcamp enrollment agreement", career_goal="an entry-level software developer role"),
            row("ESL class progress report", career_goal="passing the citizenship test")]
    examples: defaultdict = defaultdict(list)
    assert probe.case_contradiction_records(bad, examples) == len(bad), examples
    assert probe.case_contradiction_records(good, defaultdict(list)) == 0, [probe._case_contradiction(r) for r in good]


def test_a_transcript_a_contract_a_loan_application_and_a_tax_client_hold_their_own_facts():
    from privasis_hub.synth.catalog import community

    cats = categories()
    assert "tuition_balance_due" not in cats["education"].record_types["official transcript request"].fields
    assert "enrolled" not in " ".join(next(f for f in cats["education"].fields if f.key == "program_of_study").sentences)
    book = cats["media"].record_types["book publishing contract summary"]
    assert not {"author_royalty_payment", "units_sold"} & set(book.fields)  # drawn up before signing
    loan = cats["financial"].record_types["personal loan application"]
    assert not {"outstanding_balance", "debt_origin", "creditor_name"} & set(loan.fields)
    cpa = cats["professional services"].record_types["CPA engagement letter"]
    assert dict(cpa.amounts)["engagement_fee"][1] <= 6000
    dependents = next(f for f in cats["professional services"].fields if f.key == "tax_dependents")
    assert set(dependents.fitting(dependents.choices, _person(age=79, occupation="retired retail supervisor"))) <= {
        "no dependents"}
    person = _person(age=30)
    for seed in range(20):
        number = community._member_number(_ctx(person, seed, "after-school program emergency contact form"))
        assert number.startswith("MBR"), number


def test_the_benchmark_counts_facts_of_another_stage():
    probe = _probe()

    def row(record_type, age=40, subcategory="", **attrs):
        return {"id": "r", "record_type": record_type, "subcategory": subcategory, "format": "letter",
                "profile": {"age": age, "occupation": "cashier"}, "document_date": "2025-03-27",
                "attributes": [{"key": k, "value": v} for k, v in attrs.items()]}
    bad = [row("official transcript request", tuition_balance_due="$4,008.47"),
           row("book publishing contract summary", units_sold="29,135 copies"),
           row("personal loan application", creditor_name="Rogers Portfolio Management"),
           row("CPA engagement letter", age=79, tax_dependents="three children"),
           row("after-school program emergency contact form", subcategory="community center",
               community_member_number="HOA-ZZ33421591")]
    good = [row("official transcript request", credits_completed="124 credits"),
            row("book publishing contract summary", royalty_rate="10% of list price"),
            row("CPA engagement letter", age=40, tax_dependents="three children"),
            row("HOA dues delinquency letter", subcategory="neighborhood association",
                community_member_number="HOA-ZZ33421591")]
    examples: defaultdict = defaultdict(list)
    assert probe.case_contradiction_records(bad, examples) == len(bad), examples
    assert probe.case_contradiction_records(good, defaultdict(list)) == 0, [probe._case_contradiction(r) for r in good]
