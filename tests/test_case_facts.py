"""Facts that fit the case and the person: choices with fits, pay in the occupation's band, the department and
schedule of the person's work, bail by charge, and the benchmark counts that find each."""

import datetime as dt
import random
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
