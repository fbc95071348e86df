"""s21-world: one world per record (reader12 classes F, I, N, P and the reference check's praise): a public-service
job is done for a public body; no document is dated, and no appointment set, on a public holiday; a reply is due
before the appointment it concerns; a listed case's figures are drawn per case, so two people's records do not share
a sentence with one specific sum; praise fits the job; a home's price fits its size and state."""

import asyncio
import datetime as dt
import random
import re

from faker import Faker

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.timeline import is_public_holiday, public_holidays, working_day
from privasis_hub.synth.offline import OfflineRecords, own_figures
from privasis_hub.synth.profile import PUBLIC_JOBS, dated, make_profile
from privasis_hub.synth.render import amount
from tests.benchmark_modules import load_benchmark

_PUBLIC = re.compile(r"Police Department|Sheriff's Office|Fire Department|Fire District|U\.S\. Postal Service"
                     r"|Public Schools|School District")


def _person(seed: int, **preset):
    fake = Faker("en_US")
    fake.seed_instance(seed)
    return make_profile(fake, random.Random(seed), preset or None)


def _draft(category: str, record_type: str, fmt: str, seed: int, person, day: dt.date = dt.date(2025, 6, 2)):
    spec = RecordSpec(profile=person, category=category,
                      subcategory=categories()[category].record_types[record_type].subcategory,
                      record_type=record_type, format=fmt, background="", document_date=day.isoformat())
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def test_a_public_service_job_is_done_for_a_public_body_of_the_persons_town_or_county():
    for job in PUBLIC_JOBS:
        for seed in range(12):
            p = _person(seed, occupation=job)
            assert _PUBLIC.search(p.employer), (job, p.employer)
            assert p.city in p.employer or "County" in p.employer or "Parish" in p.employer or "U.S." in p.employer \
                or " " in p.employer, p.employer
    private = [_person(seed, occupation="barber").employer for seed in range(12)]
    assert not any(_PUBLIC.search(e) for e in private)


def test_prose_puts_the_before_a_public_body_and_the_benchmark_finds_no_public_job_at_a_firm():
    q = load_benchmark("quality_privasis")
    rows, said = [], 0
    for seed in range(10):
        p = _person(seed, occupation=("police officer", "firefighter", "mail carrier")[seed % 3])
        draft = _draft("financial", "personal loan application", "application", seed, p)
        said += bool(re.search(rf"\b(?:at|with|for|by) the {re.escape(p.employer)}", draft.text))
        assert not re.search(rf"\b(?:at|with|for|by) {re.escape(p.employer)}", draft.text), draft.text
        rows.append({"id": f"r{seed}", "record_type": "x", "text": draft.text, "profile": p.__dict__})
    assert q.public_job_employer_records(rows, __import__("collections").defaultdict(list)) == 0
    firm = {"id": "x", "record_type": "x", "profile": {"occupation": "police officer", "employer": "Ward, Anderson and "
            "Stephens"}, "text": "Occupation: police officer\nEmployer: Ward, Anderson and Stephens\n"}
    assert q.public_job_employer_records([firm], __import__("collections").defaultdict(list)) == 1


def test_no_record_is_dated_on_a_public_holiday():
    assert {dt.date(2025, 1, 1), dt.date(2025, 12, 25), dt.date(2025, 11, 27), dt.date(2025, 7, 4)} <= \
        public_holidays(2025)
    for seed in range(40):
        p = _person(seed, age=40)  # (an adult on every day: no move past an 18th birthday)
        for day in sorted(public_holidays(2024) | public_holidays(2025)):
            _, on = dated(p, day)
            assert not is_public_holiday(on) and abs((on - day).days) <= 3, (day, on)
    assert working_day(dt.date(2024, 12, 25)) == dt.date(2024, 12, 26)
    assert working_day(dt.date(2025, 1, 1), forward=False) == dt.date(2024, 12, 31)


def test_a_reply_is_due_before_the_appointment_it_concerns():
    seen = 0
    for record_type, fmt in (("victim services referral form", "form"), ("professional license renewal", "form"),
                             ("poll worker appointment letter", "letter")):
        for seed in range(12):
            values = _draft("government", record_type, fmt, seed, _person(seed, age=45)).plan.plan.values
            if "response_deadline" in values and "agency_appointment" in values:
                seen += 1
                due = dt.datetime.strptime(re.sub(r" at .*", "", values["response_deadline"]), "%B %d, %Y") \
                    if "," in values["response_deadline"] else None
                visit = re.sub(r" at .*", "", values["agency_appointment"])
                if due is not None and "," in visit:
                    assert due < dt.datetime.strptime(visit, "%B %d, %Y"), values
    assert seen


def test_a_listed_case_figure_is_drawn_per_case():
    cat = categories()["financial"]
    fields = {f.key: f for f in cat.fields if any("$" in c for c in f.choices)}
    assert fields
    for key, f in fields.items():
        value = next(c for c in f.choices if "$" in c)
        drawn = set()
        for seed in range(8):
            values = {key: value}
            own_figures(values, {key: f}, random.Random(seed))
            drawn.add(values[key])
            assert re.sub(r"[\d,.]+", "#", values[key]) == re.sub(r"[\d,.]+", "#", value)  # the wording kept
        if not re.search(r"percent|%|\brate\b|first \$|up to|exclusion|threshold|limit", value, re.I) and any(
                len(re.sub(r"\D", "", m).rstrip("0")) >= 2 for m in re.findall(r"\$[\d,]+", value)):
            assert len(drawn) >= 4, (key, drawn)


def test_praise_for_dealing_with_customers_is_given_only_to_a_job_with_customers():
    for seed in range(30):
        values = _draft("professional services", "employment reference check report", "report", seed,
                        _person(seed, age=35, occupation="teacher's aide")).plan.plan.values
        assert "customers" not in values.get("candidate_strength", "")


def test_a_home_is_priced_for_its_size_and_state():
    for seed in range(16):
        p = _person(seed, age=50)
        values = _draft("professional services", "seller listing agreement", "agreement", seed, p).plan.plan.values
        size = re.search(r"([\d,]+) sq ft", values.get("home_layout", ""))
        if size and "property_list_price" in values:
            per = amount(values["property_list_price"]) / int(size.group(1).replace(",", ""))
            assert 100 <= per <= 900, (values["property_list_price"], values["home_layout"], p.region)


def test_a_monitor_summary_is_signed_after_the_recording_ends():
    day = dt.date(2025, 6, 2)
    for seed in range(16):
        values = _draft("medical", "Holter monitor summary", ("report", "statement with table")[seed % 2], seed,
                        _person(seed, age=60), day).plan.plan.values
        fitted = dt.datetime.strptime(values["visit_date"].split(" at ")[0], "%B %d, %Y").date() \
            if "," in values["visit_date"] else dt.date.fromisoformat(values["visit_date"][:10]) \
            if values["visit_date"][:4].isdigit() else dt.datetime.strptime(values["visit_date"][:10], "%m/%d/%Y").date()
        worn = values.get("holter_duration", "")
        m = re.match(r"(\d+) (hour|day)", worn)
        if m:
            days = -(-int(m.group(1)) // 24) if m.group(2) == "hour" else int(m.group(1))
            assert (day - fitted).days > days and fitted.weekday() < 5, (values["visit_date"], worn)
