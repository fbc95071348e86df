"""A record type fits its person (age, sex, marital status, work, citizenship) and its dates keep their order."""

import asyncio
import random
import shutil
from dataclasses import replace
from importlib import resources
from pathlib import Path

import pytest
from faker import Faker

from privasis_hub.synth.catalog import CatalogError, Fit, categories, event_day, load_category
from privasis_hub.synth.offline import OfflineRecords, _keep_rules
from privasis_hub.synth.profile import make_profile


def _person(seed: int = 3, **preset):
    fake = Faker("en_US")
    fake.seed_instance(seed)
    return make_profile(fake, random.Random(seed), preset or None)


def _proposed(person, category: str) -> set[str]:
    backend = OfflineRecords()
    choices = asyncio.run(backend.propose_record_types(person, category, n=100, seed=1))
    return {c.record_type for c in choices}


def test_an_old_single_person_is_never_offered_a_parenting_plan_or_a_divorce_settlement():
    person = _person(age=87, marital_status="single", occupation="retired librarian")
    legal = _proposed(person, "legal")
    assert "parenting plan" not in legal and "divorce settlement agreement" not in legal
    assert "last will and testament" in legal


def test_a_sixty_year_old_is_not_sent_a_school_report_and_a_citizen_no_naturalization_notice():
    assert "report card with teacher comments" not in _proposed(_person(age=64), "education")
    citizen = _person(citizenship="United States")
    assert "naturalization interview notice" not in _proposed(citizen, "government")
    assert "passport application worksheet" in _proposed(citizen, "government")
    assert "passport application worksheet" not in _proposed(_person(citizenship="Canadian"), "government")


def test_a_retired_person_gets_no_record_of_a_current_job():
    hr = _proposed(_person(age=78, occupation="retired bus driver"), "professional services")
    assert hr and not hr & {"performance improvement plan", "job offer letter", "HR leave of absence request"}


def test_fit_admits_by_every_declared_setting():
    person = _person(age=40, sex="female", marital_status="married", citizenship="United States",
                     occupation="pharmacist")
    assert Fit().admits(person)
    assert not Fit(min_age=41).admits(person) and not Fit(max_age=39).admits(person)
    assert not Fit(sexes=("male",)).admits(person)
    assert not Fit(marital=("single",)).admits(person)
    assert not Fit(work=("retired",)).admits(person)
    assert not Fit(citizen=False).admits(person)
    assert not Fit(work=("employed",)).admits(replace(person, occupation="retired pharmacist"))
    assert not Fit(max_pay=40000).admits(person)  # a pharmacist earns $115,000 or more: no SNAP renewal
    assert Fit(max_pay=40000).admits(replace(person, occupation="cashier"))
    assert Fit(max_pay=40000).admits(replace(person, occupation="retired bank teller"))  # about half as a pension


def test_a_means_tested_benefit_goes_only_to_people_whose_pay_could_qualify():
    government = _proposed(_person(age=40, occupation="pharmacist"), "government")
    assert "SNAP benefits renewal form" not in government and "Medicaid eligibility notice" not in government
    assert "SNAP benefits renewal form" in _proposed(_person(age=40, occupation="cashier"), "government")


def test_fits_pay_must_be_a_yearly_amount(tmp_path):
    with pytest.raises(CatalogError, match="pay must be a yearly amount"):
        from privasis_hub.synth.catalog import _fits

        _fits({"pay": "low"}, "test.yaml: SNAP benefits renewal form")


def test_a_record_type_inherits_its_subcategorys_fit_and_overrides_it_key_by_key():
    education = categories()["education"].record_types
    assert education["academic probation notice"].fit.max_age == 50  # the subcategory's
    assert education["official transcript request"].fit.max_age == 200  # its own


def _copy(tmp_path: Path) -> Path:
    src = resources.files("privasis_hub.data.privasis")
    for name in ("education", "profile", "case"):
        shutil.copy(src.joinpath(f"{name}.yaml"), tmp_path / f"{name}.yaml")
    return tmp_path


def test_a_catalogue_that_leaves_someone_without_a_fitting_record_type_is_refused(tmp_path: Path):
    folder = _copy(tmp_path)
    path = folder / "education.yaml"
    text = path.read_text().replace("fits: {age: [18, 85]}", "fits: {age: [18, 60]}")
    path.write_text(text.replace("fits: {age: [18, 200]}", "fits: {age: [18, 60]}"))
    with pytest.raises(CatalogError, match="no record type fits a 6[0-9]-year-old"):
        load_category("education", str(folder))


def test_an_unknown_fit_setting_or_value_is_refused(tmp_path: Path):
    folder = _copy(tmp_path)
    path = folder / "education.yaml"
    original = path.read_text()
    path.write_text(original.replace("fits: {age: [24, 62]}", "fits: {age: [24, 62], income: [low]}", 1))
    with pytest.raises(CatalogError, match="fits: unknown setting 'income'"):
        load_category("education", str(folder))
    path.write_text(original.replace("fits: {age: [24, 62]}", "fits: {marital: [engaged]}", 1))
    with pytest.raises(CatalogError, match="marital: 'engaged' is not one of"):
        load_category("education", str(folder))


def test_dates_a_before_rule_orders_are_swapped_into_order():
    values = {"incident_date": "2025-09-13", "filing_date": "May 4, 2025", "other": "x"}
    _keep_rules((("before", "incident_date", "filing_date"),), values, random.Random(0))
    assert event_day(values["incident_date"]) < event_day(values["filing_date"])
    assert event_day("2025-08-18 at 1:10 PM").isoformat() == "2025-08-18" and event_day("soon") is None


def test_the_probes_count_an_unfit_person_and_dates_out_of_order():
    import importlib.util
    from collections import defaultdict

    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location("quality_privasis_fit", root / "benchmarks" / "quality_privasis.py")
    probe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(probe)
    catalogue = root / "privasis_hub" / "data" / "privasis"
    old = {"age": 87, "sex": "female", "marital_status": "single", "occupation": "retired librarian",
           "citizenship": "United States"}
    rows = [
        {"id": "r1", "category": "legal", "record_type": "parenting plan", "profile": old, "attributes": []},
        {"id": "r2", "category": "legal", "record_type": "last will and testament", "profile": old,
         "attributes": [{"key": "incident_date", "value": "2025-09-13"}, {"key": "filing_date", "value": "May 4, 2025"}]},
        {"id": "r3", "category": "legal", "record_type": "small claims complaint", "profile": old,
         "attributes": [{"key": "incident_date", "value": "2025-01-13"}, {"key": "filing_date", "value": "May 4, 2025"}]},
    ]
    examples: dict[str, list[str]] = defaultdict(list)
    assert probe.unfit_record_type_records(rows, examples, catalogue) == 1
    assert "age 87" in examples["unfit"][0]
    assert probe.rule_break_records(rows, examples, catalogue, "before") == 1
    assert "r2" in examples["rule_before"][0]


def test_a_related_persons_role_fits_the_persons_marital_status_and_age():
    from privasis_hub.synth.catalog import fitting_relation

    assert fitting_relation(_person(marital_status="single"), "spouse") == "partner"
    assert fitting_relation(_person(marital_status="married"), "fiance") == "spouse"
    assert fitting_relation(_person(age=25), "adult daughter") == "cousin"
    assert fitting_relation(_person(age=90), "mother") == "adult daughter"
    assert fitting_relation(_person(age=50, marital_status="married"), "spouse") == "spouse"


def test_a_form_the_person_filed_was_sent_days_not_weeks_before_it_was_received():
    import datetime as dt

    from privasis_hub.synth.catalog import ValueContext, filed_by_person, request_day

    assert filed_by_person("SNAP benefits renewal form") and filed_by_person("birth certificate amendment request")
    assert not filed_by_person("voter registration confirmation")
    assert not filed_by_person("unemployment insurance claim determination")
    day = dt.date(2025, 5, 2)
    for seed in range(30):
        ctx = ValueContext(fake=Faker(), rng=random.Random(seed), profile=_person(), record_date=day,
                           record_type="SNAP benefits renewal form")
        assert 0 <= (day - request_day(ctx)).days <= 4


def test_the_probes_count_a_spouse_of_a_single_person_and_a_form_sent_weeks_before_receipt():
    import importlib.util
    from collections import defaultdict

    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location("quality_privasis_roles", root / "benchmarks" / "quality_privasis.py")
    probe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(probe)
    single = {"age": 30, "marital_status": "single"}
    rows = [
        {"id": "r1", "record_type": "gym membership agreement", "format": "form", "document_date": "2025-05-02",
         "profile": single, "attributes": [{"key": "rec_emergency_contact", "value": "Ann Lee (spouse)"}]},
        {"id": "r2", "record_type": "SNAP benefits renewal form", "format": "form", "document_date": "2025-05-02",
         "profile": single, "attributes": [{"key": "application_date", "value": "2025-03-20"}]},
        {"id": "r3", "record_type": "SNAP benefits renewal form", "format": "form", "document_date": "2025-05-02",
         "profile": single, "attributes": [{"key": "application_date", "value": "2025-04-30"},
                                           {"key": "rec_emergency_contact", "value": "Ann Lee (partner)"}]},
    ]
    examples: dict[str, list[str]] = defaultdict(list)
    assert probe.relation_role_records(rows, examples) == 1
    assert probe.filed_date_gap_records(rows, examples) == 1 and "r2" in examples["filed_gap"][0]


def test_every_record_type_has_backgrounds_of_its_own_that_assume_no_current_job():
    for cat in categories().values():
        for name, rt in cat.record_types.items():
            assert rt.backgrounds and rt.backgrounds != cat.backgrounds, name
            assert not any("job title is" in b or "works as a {occupation}" in b for b in rt.backgrounds), name
