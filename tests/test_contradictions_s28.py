"""Facts inside one record that contradict each other or the world (issue 19, reader18's 15 of 300; s28-contra): a
budget's "Left over" is the pay less every cost it lists; a utility line names an electric company; a tax file tells
one working life; a goal of lowering blood pressure has a raised reading; a model year is one the model was sold in;
no "the dog" beside another pet; an office box agrees with the enclosures and with a form asking for copies; no
"about $792.47"; a collection balance its debt runs to; a young adult's child at home is a sibling, and a client's
sign-off authority is no 20-year-old; no military base as a town; no "Status: complete" beside a step still to come."""

import asyncio
import datetime as dt
import random
import re

import pytest
from faker import Faker

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth import places
from privasis_hub.synth.catalog import ValueContext, categories, hedged_keys, round_hedged
from privasis_hub.synth.catalog import government as gov
from privasis_hub.synth.catalog.financial import balance_fits_debt
from privasis_hub.synth.catalog.personal import GENERATORS as PERSONAL_GENERATORS
from privasis_hub.synth.offline import OfflineRecords, _reading_fits_goal
from tests.test_record_fit import _person

SEEDS = range(2800, 2812)


def _draft(category: str, rt: str, seed: int, fmt: str | None = None, **preset):
    cat = categories()[category]
    spec = RecordSpec(profile=_person(seed, **preset) if preset else _person(seed), category=category,
                      subcategory=cat.record_types[rt].subcategory, record_type=rt,
                      format=fmt or cat.record_types[rt].formats[0], background="", document_date="2025-03-12")
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def _told(d) -> dict[str, str]:
    """The values a draft's text tells (those it placed)."""
    values = d.plan.values or d.plan.plan.values
    return {k: values[k] for k in d.plan.spans if k in values}


def _field(category: str, key: str):
    return next(f for f in categories()[category].fields if f.key == key)


def _cents(text: str) -> int:
    return round(float(text.replace("$", "").replace(",", "")) * 100)


@pytest.fixture(scope="module")
def budgets():
    return [_draft("personal", "household budget worksheet", s) for s in SEEDS]


def test_a_budgets_left_over_is_the_pay_less_every_cost_it_lists(budgets):
    checked = 0
    for d in budgets:
        text, values = d.text, _told(d)
        month = next((t for t in text.split("\n\n") if "| Left over " in t), "")
        rows = re.findall(r"(?m)^\| ([A-Z][^|]*?) +\| (-?\$[\d,]+(?:\.\d\d)?) +\|$", month)
        if not rows or rows[-1][0] != "Left over":
            continue
        checked += 1
        amounts = [(label, (-1 if a.startswith("-") else 1) * _cents(a.lstrip("-"))) for label, a in rows]
        assert sum(c for _, c in amounts[:-1]) == amounts[-1][1], text
        for key, label in (("childcare_cost", "Childcare"), ("subscription_costs", "Subscriptions")):
            m = re.match(r"^\$([\d,]+) a month", values.get(key, ""))
            if m:  # told: a line of the month too
                assert (label, -_cents(m.group(1))) in amounts, text
    assert checked >= 6


def test_a_utility_provider_is_an_electric_company():
    # its label is "Electric company" and its sentences say "power bill" (reader18: "Electric company | Consolidated Gas")
    assert not [c for c in _field("personal", "utility_provider").choices if re.search(r"Gas|Water", c)]


def test_a_vehicle_is_never_older_than_its_model():
    fake = Faker("en_US")
    fake.seed_instance(1)
    for seed in range(400):
        ctx = ValueContext(fake=fake, rng=random.Random(seed), profile=_person(3), record_date=dt.date(2024, 5, 1))
        value = gov._vehicle(ctx)
        m = re.match(r"^\S+(?: blue)? (\d{4}) (.+)$", value)
        assert m and int(m.group(1)) >= gov._VEHICLES[m.group(2)], value
    assert gov._VEHICLES["Tesla Model 3"] == 2017


def test_no_military_base_is_a_town():
    assert places.is_installation("HI", "Jbphh") and places.is_installation("TX", "Fort Hood")
    assert places.is_installation("NM", "White Sands Missile Range") and places.is_installation("TX", "Jbsa Lackland")
    assert not places.is_installation("CO", "Fort Collins") and not places.is_installation("NJ", "Fort Lee")
    assert not places.is_installation("CA", "Fort Bragg") and not places.is_installation("FL", "Fort Myers")
    assert not [k for k in places._rows() if places.is_installation(*k)]
    rng = random.Random(5)
    assert all(not places.is_installation("HI", places.town(rng, "HI")[0]) for _ in range(200))


def test_a_tax_file_tells_one_working_life():
    rules = categories()["professional services"].rules
    assert ("one_told", "employer", "business_entity") in rules
    assert ("one_told", "occupation", "business_entity") in rules
    told = 0
    for s in SEEDS:
        d = _draft("professional services", "client tax organizer questionnaire", s, age=45)
        keys = set(_told(d))
        if "business_entity" in keys:
            told += 1
            assert not keys & {"employer", "occupation"}, d.text
            assert not re.search(r"(?m)^(?:Employer|Occupation):", d.text), d.text
        docs, deps = _told(d).get("tax_documents_expected", ""), _told(d).get("tax_dependents", "")
        if "childcare" in docs and deps:
            assert deps in ("one child in daycare", "two school-age children", "three children"), d.text
    assert told


def test_a_goal_of_lowering_blood_pressure_has_a_raised_reading():
    values = {"fitness_goal": "lowering blood pressure without more medication",
              "fitness_assessment": "resting heart rate 55 bpm, blood pressure 115/65 mmHg, body fat 38.0%"}
    _reading_fits_goal(values, random.Random(1))
    m = re.search(r"blood pressure (\d+)/(\d+) mmHg, body fat 38.0%$", values["fitness_assessment"])
    assert m and (int(m.group(1)) >= 130 or int(m.group(2)) >= 80), values
    kept = {"treatment_goal": "sleeping through the night", "blood_pressure": "112/70 mmHg"}
    _reading_fits_goal(kept, random.Random(1))
    assert kept["blood_pressure"] == "112/70 mmHg"


def test_no_dog_in_the_choices_beside_another_pet():
    for key in ("weekend_plan", "three_good_things"):
        assert not [c for c in _field("personal", key).choices if re.search(r"\bdogs?\b", c)], key


def test_an_amount_told_as_about_is_whole_dollars():
    assert {"household_monthly_income", "average_monthly_balance"} <= hedged_keys()
    values = {"household_monthly_income": "$4,147.99", "average_monthly_balance": "$626.48 on average",
              "outstanding_balance": "$1,204.17"}
    round_hedged(values)
    assert values == {"household_monthly_income": "$4,148", "average_monthly_balance": "$626 on average",
                      "outstanding_balance": "$1,204.17"}


def test_a_collection_balance_is_one_its_debt_runs_to():
    for seed in range(50):
        values = {"original_debt": "a Brightline Wireless phone contract", "outstanding_balance": "$37,216.51"}
        balance_fits_debt(values, random.Random(seed))
        assert 180 <= _cents(values["outstanding_balance"]) / 100 <= 2400, values
    card = {"original_debt": "a Redstone Bank credit card", "outstanding_balance": "$6,587.40"}
    balance_fits_debt(card, random.Random(1))
    assert card["outstanding_balance"] == "$6,587.40"


def test_a_young_adults_child_at_home_is_a_sibling_and_no_client_authority_is_twenty():
    fake = Faker("en_US")
    fake.seed_instance(2)
    for seed in range(60):
        young = ValueContext(fake=fake, rng=random.Random(seed), profile=_person(seed, age=18),
                             record_date=dt.date(2025, 1, 5))
        assert re.search(r"\((?:brother|sister), age (\d+)\)$", PERSONAL_GENERATORS["household_child"](young))
        older = ValueContext(fake=fake, rng=random.Random(seed), profile=_person(seed, age=36),
                             record_date=dt.date(2025, 1, 5))
        m = re.search(r"\((?:son|daughter), age (\d+)\)$", PERSONAL_GENERATORS["household_child"](older))
        assert m and 36 - int(m.group(1)) >= 21
    role = _field("professional services", "client_liaison_role")
    assert role.fitting(role.choices, _person(4, age=20)) == ("the day-to-day contact on the client side",)
    board = _field("community", "community_role")
    assert "treasurer of the board of directors" not in board.fitting(board.choices, _person(4, age=20))


@pytest.fixture(scope="module")
def claims():
    return [_draft("financial", "unauthorized transaction claim form", s, fmt="form") for s in range(2800, 2830)]


_STEP = re.compile(r"(?i)\b(?:due to (?:post|arrive|be)|pending|to follow|awaiting|awaited|not yet|still to come)\b")


def test_an_office_box_agrees_with_the_form(claims):
    for d in claims:
        text = d.text
        seen = re.search(r"(?m)^(?:Documents seen|ID checked|Proof seen|ID seen|ID verified|Identity checked|"
                         r"Documents checked): (.*)$", text)
        if seen:
            ticked = re.findall(r"(?m)^\[x\] (.*)$", text)
            if re.search(r"proof of address|utility bill", seen.group(1)):
                assert any(re.search(r"(?i)address|utility bill|lease", t) for t in ticked), text
            if re.search(r"(?i)originals?\b[^.\n]{0,40}\b(?:not returned|cannot be returned|may not come back|will "
                         r"not be sent back)|copies, not originals|rather than originals|copies only of", text):
                assert not re.search(r"original|copied and returned", seen.group(1)), text
        if re.search(r"(?m)^Status: complete$", text):
            assert not _STEP.search(text), text
