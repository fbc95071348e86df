"""One situation per record: the issuer's kind, a clinical case, a loan, a claim and a person that fit together."""

import datetime as dt
import importlib.util
import random
import re
import shutil
from importlib import resources
from pathlib import Path

import pytest
import yaml
from faker import Faker

from privasis_hub.synth.catalog import CatalogError, ValueContext, categories, legal, load_category, medical
from privasis_hub.synth.profile import make_profile, profile_rules


def _ctx(record_type: str, seed: int, **profile) -> ValueContext:
    fake = Faker("en_US")
    fake.seed_instance(seed)
    person = make_profile(fake, random.Random(seed), profile or None)
    return ValueContext(fake=fake, rng=random.Random(seed), profile=person, record_date=dt.date(2025, 5, 2),
                        record_type=record_type)


def _field(category: str, key: str):
    return next(f for f in categories()[category].fields if f.key == key)


def test_the_issuer_is_a_body_of_the_kind_its_record_type_names():
    community = categories()["community"]
    kinds = community.record_types["community center membership enrollment form"].issuer_kinds
    assert kinds and all("Homeowners" not in k for k in kinds)
    for seed in range(20):
        name = _field("community", "community_organization").generate(_ctx("community center membership enrollment form", seed))
        assert name.endswith(kinds), name
    rehab = categories()["medical"].record_types["cardiac rehabilitation plan"].issuer_kinds
    facility = _field("medical", "care_facility")
    for seed in range(20):
        assert "Behavioral" not in facility.generate(_ctx("cardiac rehabilitation plan", seed))
        assert facility.generate(_ctx("cardiac rehabilitation plan", seed)).endswith(rehab)
    outlet = _field("media", "outlet_name").generate(_ctx("account suspension appeal", 1))
    assert outlet in ("Chirply", "Loopstream", "Pinvale", "Snapverse")  # "=Name" kinds are whole names


def test_a_clinical_record_is_one_case_from_its_record_types_matter():
    med = categories()["medical"]
    keys = ("diagnosis", "diagnosis_code", "chief_complaint", "lab_result", "current_medication", "known_allergy")
    for name, rt in med.record_types.items():
        allowed = rt.matter_choices("diagnosis")
        for seed in range(6):
            ctx = _ctx(name, seed)
            v = {k: _field("medical", k).generate(ctx) for k in keys}
            code, complaints, labs, _ = medical._CASES[v["diagnosis"]]
            assert not allowed or v["diagnosis"] in allowed, (name, v["diagnosis"])
            assert v["diagnosis_code"] == f"ICD-10 {code}"
            assert v["chief_complaint"] in complaints
            assert not labs or any(v["lab_result"].startswith(lab + " ") for lab in labs), v
            drug = v["current_medication"]
            assert any(drug.startswith(d + " ") for d in medical._TREATS.get(v["diagnosis"], medical._COMMON_DRUGS))
            allergen = v["known_allergy"].split(" (")[0]
            assert not any(drug.startswith(d + " ") for d in medical._CROSS_ALLERGY.get(allergen, ())), v
    assert "chronic heart failure with reduced ejection fraction" in \
        med.record_types["cardiac rehabilitation plan"].matter_choices("diagnosis")


def test_a_loans_amount_term_rate_and_payment_agree_with_its_product():
    fin = categories()["financial"]
    keys = ("loan_principal", "loan_term", "loan_interest_rate", "monthly_loan_payment")
    for name, years in (("mortgage loan modification request", True), ("retail installment contract for a used car",
                                                                        False)):
        for seed in range(5):
            ctx = _ctx(name, seed)
            v = {k: next(f for f in fin.fields if f.key == k).generate(ctx) for k in keys}
            assert v["loan_term"].endswith("years") == years, v
            principal = float(v["loan_principal"].strip("$").replace(",", ""))
            rate = float(v["loan_interest_rate"].split("%")[0]) / 1200
            months = int(v["loan_term"].split()[0]) * (12 if years else 1)
            payment = principal * rate / (1 - (1 + rate) ** -months)
            assert v["monthly_loan_payment"] == f"${payment:,.2f}"
            assert ("mortgage" in v["loan_interest_rate"]) == years


def test_a_claim_is_one_the_person_can_bring():
    for seed in range(30):
        young_man = _ctx("workplace discrimination charge", seed, sex="male", age=30)
        claim = legal._claim(young_man)
        assert "pregnancy" not in claim and "age discrimination" not in claim
        assert claim in categories()["legal"].record_types["workplace discrimination charge"].matter_choices(
            "legal_claim")


def test_profiles_keep_the_occupation_and_life_event_rules():
    rules = profile_rules()
    retired = old = 0
    for seed in range(400):
        fake = Faker("en_US")
        fake.seed_instance(seed)
        p = make_profile(fake, random.Random(seed))
        job = p.occupation.removeprefix("retired ")
        assert rules.occupation_min_age.get(job, 18) <= p.age, (p.age, p.occupation)
        assert rules.life_event_min_age.get(p.life_event, 18) <= p.age <= rules.life_event_max_age.get(p.life_event, 200), \
            (p.age, p.life_event)
        assert p.marital_status in rules.life_event_marital.get(p.life_event, (p.marital_status,))
        if p.age >= 75:
            old += 1
            retired += p.occupation.startswith("retired ")
        if p.age < 66:
            assert not p.occupation.startswith("retired ")
    assert old and retired / old > 0.7


def test_a_child_s_marks_standing_and_incident_fit_the_child():
    edu = categories()["education"]
    for seed in range(30):
        ctx = _ctx("truancy warning letter", seed)
        standing = next(f for f in edu.fields if f.key == "child_standing").generate(ctx)
        assert standing in ("below grade level in reading", "at risk of being held back",
                            "two grade levels behind in math")
        young_parent = _ctx("school disciplinary referral", seed, age=22)  # a pre-kindergarten child
        incident = next(f for f in edu.fields if f.key == "child_conduct_incident").generate(young_parent)
        assert not re.search(r"period|vaping|phone|chat", incident), incident


def test_matter_on_a_generated_field_is_checked_against_its_pool(tmp_path: Path):
    src = resources.files("privasis_hub.data.privasis")
    for name in ("medical", "profile", "case"):
        shutil.copy(str(src.joinpath(f"{name}.yaml")), tmp_path / f"{name}.yaml")
    data = yaml.safe_load((tmp_path / "medical.yaml").read_text())
    rt = data["subcategories"]["cardiology"]["record_types"]["Holter monitor summary"]
    rt["matter"] = {"diagnosis": ["a broken heart"]}
    (tmp_path / "medical.yaml").write_text(yaml.safe_dump(data))
    with pytest.raises(CatalogError, match="'a broken heart' is not one of the field's choices"):
        load_category("medical", str(tmp_path))
    rt["matter"] = {"visit_date": ["May 1"]}
    (tmp_path / "medical.yaml").write_text(yaml.safe_dump(data))
    with pytest.raises(CatalogError, match="no 'choices' to narrow"):
        load_category("medical", str(tmp_path))


def test_the_probe_counts_a_record_that_breaks_a_case_rule():
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "quality_privasis.py"
    spec = importlib.util.spec_from_file_location("quality_privasis_case_rules", path)
    probe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(probe)
    person = {"age": 24, "sex": "male", "occupation": "surgeon", "life_event": "a move to a new city",
              "marital_status": "single"}
    rows = [
        {"id": "r1", "record_type": "x", "profile": person, "attributes": []},
        {"id": "r2", "record_type": "x", "profile": dict(person, occupation="cook"),
         "attributes": [{"key": "diagnosis", "value": "essential hypertension"},
                        {"key": "chief_complaint", "value": "a lump noticed in the left breast"}]},
        {"id": "r3", "record_type": "x", "profile": dict(person, occupation="cook"),
         "attributes": [{"key": "legal_claim", "value": "pregnancy discrimination in scheduling"}]},
        {"id": "r4", "record_type": "x", "profile": dict(person, occupation="cook"), "attributes": []},
    ]
    examples: dict[str, list[str]] = {"case_rules": []}
    assert probe.case_rule_records(rows, examples) == 3
    assert "24-year-old surgeon" in examples["case_rules"][0]
