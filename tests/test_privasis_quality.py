"""What a Privasis record must be to be worth training on, checked on a small offline build,
and the catalogue data files' validation errors."""

from __future__ import annotations

import datetime as dt
import re
import shutil
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest
import yaml
from dateutil import parser as dateparser

from privasis_hub.synth.catalog import CatalogError, case_fields, categories, load_category
from privasis_hub.synth.ledger import keys as ledger_keys

N = 120


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    return privasis_rows(N, 3, shard_size=60)


def _values(row: dict) -> dict[str, str]:
    return {a["key"]: a["value"] for a in row["attributes"]}


def test_document_date_is_iso_and_age_is_completed_years_on_it(rows):
    checked = 0
    for row in rows:
        day = dt.date.fromisoformat(row["document_date"])
        born = dateparser.parse(row["profile"]["date_of_birth"]).date()
        age = day.year - born.year - ((day.month, day.day) < (born.month, born.day))
        assert row["profile"]["age"] == age, row["id"]
        values = _values(row)
        if "age" in values:
            assert values["age"] == str(age), row["id"]
            checked += 1
    assert checked > N // 4  # a letter does not tell its reader their age: about a third of records do


def test_every_occurrence_of_the_full_name_is_annotated(rows):
    for row in rows:
        name = f"{row['profile']['first_name']} {row['profile']['last_name']}"
        spans = [(s["start"], s["end"]) for a in row["attributes"] for s in a["spans"]]
        for m in re.finditer(re.escape(name), row["text"]):
            assert any(s <= m.start() and m.end() <= e for s, e in spans), (row["id"], m.start())


def test_no_two_keys_hold_the_same_value(rows):
    for row in rows:
        counts = Counter(v.strip().lower() for v in _values(row).values())
        assert max(counts.values()) == 1, (row["id"], counts.most_common(1))


def test_each_record_uses_only_its_record_types_formats_and_fields(rows):
    cats = categories()
    for row in rows:
        rt = cats[row["category"]].record_types[row["record_type"]]
        assert rt.subcategory == row["subcategory"]
        assert row["format"] in rt.formats, (row["record_type"], row["format"])
        own = (set(rt.fields) | set(rt.profile_fields) | {"first_name", "last_name"} | {f.key for f in case_fields()}
               | ledger_keys())  # (a statement's own entries: privasis_hub/synth/ledger.py)
        keys = {a["key"] for a in row["attributes"]}
        assert keys <= own, (row["record_type"], sorted(keys - own))


#: Profile values distinctive enough that finding one in a text means the record tells it.
_DISTINCT = ("date_of_birth", "id_number", "passport_number", "phone", "email", "user_handle", "url",
             "street_address", "postal_code")


def test_a_record_never_mentions_profile_values_its_record_type_does_not_hold(rows):
    """A value of a profile field the type does not hold may appear only as one of its own fields' values
    (a government record's Social Security number is the person's own), never on its own."""
    cats = categories()
    checked = 0
    for row in rows:
        rt = cats[row["category"]].record_types[row["record_type"]]
        spans = [(s["start"], s["end"]) for a in row["attributes"] for s in a["spans"]]
        for key in _DISTINCT:
            if key in rt.profile_fields:
                continue
            checked += 1
            for m in re.finditer(re.escape(str(row["profile"][key])), row["text"]):
                assert any(s <= m.start() and m.end() <= e for s, e in spans), (row["record_type"], key)
    assert checked > N  # most record types leave several of the person's identifiers out


def test_identifiers_appear_only_in_record_types_that_carry_them():
    cats = categories().values()
    holders = {key: {rt.name for c in cats for rt in c.record_types.values() if key in rt.profile_fields}
               for key in ("passport_number", "id_number")}
    assert "flight itinerary confirmation" in holders["passport_number"]
    assert "gym membership agreement" not in holders["passport_number"]
    assert "private diary entry" not in holders["id_number"]
    last_will = categories()["legal"].record_types["last will and testament"]
    assert "estate_beneficiary" in last_will.fields
    assert not {"case_number", "hearing_date", "legal_retainer"} & set(last_will.fields)


def test_subcategory_and_record_type_backgrounds_replace_the_categorys():
    legal = categories()["legal"]
    will = legal.record_types["last will and testament"]
    assert will.backgrounds and not set(will.backgrounds) & set(legal.backgrounds)
    assert not any(re.search(r"dispute|court date|mediation|papers served", b) for b in will.backgrounds)
    plea = legal.record_types["plea agreement"].backgrounds  # its own situation, not the category's
    assert plea and not set(plea) & set(legal.backgrounds) and any("prosecutor" in b for b in plea)
    edu = categories()["education"].record_types
    report_card = edu["report card with teacher comments"].backgrounds
    assert not set(report_card) & set(categories()["education"].backgrounds)
    assert sum("child" in b for b in report_card) > len(report_card) // 2
    assert edu["college disability services accommodation letter"].backgrounds != edu["Section 504 accommodation plan"].backgrounds


def test_offline_backgrounds_come_from_the_record_types_own_list():
    import asyncio

    from privasis_hub.llm.base import RecordTypeChoice
    from privasis_hub.offline import OfflineBackend

    backend = OfflineBackend()
    profile = asyncio.run(backend.fill_profile({}, seed=3))
    choice = RecordTypeChoice("last will and testament", "legal", "estate planning")
    told = asyncio.run(backend.propose_backgrounds(profile, choice, n=20, seed=3))
    assert told and not any(re.search(r"dispute|court date|mediation|papers served", b) for b in told)


def test_parent_addressed_school_records_speak_of_the_child_not_the_parent():
    edu = categories()["education"]
    adult_student = {"student_id_number", "institution_name", "course_grade", "academic_standing", "attendance_summary",
                     "student_conduct_incident", "learning_accommodation", "enrollment_status",
                     "standardized_test_score", "faculty_advisor"}
    parent_types = [*edu.subcategories["K-12 schooling"], "individualized education program summary",
                    "Section 504 accommodation plan", "psychoeducational evaluation summary"]
    for name in parent_types:
        rt = edu.record_types[name]
        assert "dependent_student" in rt.fields and not adult_student & set(rt.fields), name
    held = {k for name in parent_types for k in edu.record_types[name].fields}
    for f in edu.fields:
        if f.key in held:
            for sentence in f.sentences:
                assert not re.search(r"\{first_name\}(?:'s)? (?:earned|is enrolled|student ID)", sentence), sentence


def _profile_fields():
    from privasis_hub.synth.catalog import PROFILE_FIELDS

    return PROFILE_FIELDS


def test_every_record_type_declares_formats_fields_profile_fields_and_sections():
    from privasis_hub.synth.catalog import MIN_RECORD_DETAILS

    profile_keys = {f.key for f in _profile_fields()}
    for cat in categories().values():
        assert cat.record_types
        held = set()
        for rt in cat.record_types.values():
            assert rt.formats and set(rt.formats) <= set(cat.formats)
            assert rt.fields and rt.sections
            assert all(g in cat.sections for g in rt.sections)
            assert "full_name" in rt.profile_fields and set(rt.profile_fields) <= profile_keys
            assert len(rt.fields) + len(rt.profile_fields) >= MIN_RECORD_DETAILS, rt.name
            held |= set(rt.fields)
        assert held == {f.key for f in cat.fields}, cat.name


def test_background_is_told_not_pasted(rows):
    pasted = sum(row["background"] in row["text"] for row in rows)
    assert pasted <= N // 10


def test_few_sentences_recur_verbatim_across_records(rows):
    split = re.compile(r"(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<=[.!?])\s+(?=[A-Z])|\n+")
    per_row = [{" ".join(s.split()) for s in split.split(r["text"]) if len(s.split()) >= 4} for r in rows]
    seen = Counter(s for ss in per_row for s in ss)
    total = sum(len(ss) for ss in per_row)
    shared = sum(seen[s] > 1 for ss in per_row for s in ss)
    assert shared / total <= 0.10


def test_no_field_group_name_is_used_as_a_heading_or_in_prose(rows):
    for row in rows:
        names = {g["name"].lower() for g in row["groups"]}
        low = row["text"].lower()
        assert not any(f"the {n} details" in low for n in names), row["id"]
        lines = {re.sub(r"^(?:\d+\.|item \d+\.|section [a-z]\.)\s*", "", ln.strip().lower()).rstrip(":")
                 for ln in row["text"].splitlines()}
        assert not lines & names, (row["id"], lines & names)


def test_chat_speakers_speak_of_themselves_in_the_first_person(rows):
    chats = [r for r in rows if r["format"] == "chat log"]
    for row in chats:
        first, last = row["profile"]["first_name"], row["profile"]["last_name"]
        for line in row["text"].splitlines():
            m = re.match(r"\[\d\d:\d\d\] ([^:]+): (.*)", line)
            if m and m.group(1) == first:
                said = m.group(2).replace(f"{first} {last}", "")  # "My name is <full name>." is first person
                assert not re.search(rf"\b{re.escape(first)}(?:'s| \w+s\b| (?:is|was|has)\b)", said), line


def test_refinement_both_accepts_and_rejects_revisions(rows):
    steps = [s for r in rows for s in r["refinement"]["steps"]]
    accepted = sum(s["accepted"] for s in steps)
    assert 0 < accepted < len(steps)


def test_postal_code_is_a_real_zip_code_of_the_profiles_town_and_state(rows):
    import zipcodes

    for row in rows:
        p = row["profile"]
        known = zipcodes.matching(p["postal_code"])
        assert known and known[0]["state"] == p["region"], row["id"]
        assert p["city"] == known[0]["city"], (row["id"], p["city"], known[0]["city"])


# --- catalogue validation ---------------------------------------------------------------------


@pytest.fixture()
def catalog_copy(tmp_path) -> Path:
    src = resources.files("privasis_hub.data.privasis")
    for name in ("medical", "profile"):
        shutil.copy(str(src.joinpath(f"{name}.yaml")), tmp_path / f"{name}.yaml")
    return tmp_path


def _edit(folder: Path, change) -> None:
    path = folder / "medical.yaml"
    data = yaml.safe_load(path.read_text())
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False))


def test_the_packaged_catalogue_loads_from_a_copy(catalog_copy):
    assert load_category("medical", catalog_copy).record_types


def test_unknown_field_in_a_record_type_names_file_record_type_and_field(catalog_copy):
    def change(d):
        d["subcategories"]["cardiology"]["record_types"]["echocardiogram report"]["fields"] = ["tax_refund"]

    _edit(catalog_copy, change)
    with pytest.raises(CatalogError, match=r"medical\.yaml: record type 'echocardiogram report': field 'tax_refund'"):
        load_category("medical", catalog_copy)


def _echo(d: dict) -> dict:
    return d["subcategories"]["cardiology"]["record_types"]["echocardiogram report"]


def test_unknown_profile_field_in_a_record_type_names_file_record_type_and_field(catalog_copy):
    _edit(catalog_copy, lambda d: _echo(d)["profile_fields"].append("shoe_size"))
    with pytest.raises(CatalogError, match=r"medical\.yaml: record type 'echocardiogram report': profile field "
                                           r"'shoe_size' is not a field of profile\.yaml"):
        load_category("medical", catalog_copy)


def test_record_type_without_its_own_fields_is_refused(catalog_copy):
    _edit(catalog_copy, lambda d: _echo(d).pop("fields"))
    with pytest.raises(CatalogError, match=r"record type 'echocardiogram report': missing 'fields'"):
        load_category("medical", catalog_copy)
    _edit(catalog_copy, lambda d: _echo(d).update(fields=["diagnosis"]))
    _edit(catalog_copy, lambda d: _echo(d).pop("profile_fields"))
    with pytest.raises(CatalogError, match=r"record type 'echocardiogram report': missing 'profile_fields'"):
        load_category("medical", catalog_copy)


def test_subcategory_wide_fields_are_refused(catalog_copy):
    _edit(catalog_copy, lambda d: d["subcategories"]["cardiology"].update(fields=["diagnosis"]))
    with pytest.raises(CatalogError, match=r"subcategory 'cardiology': 'fields' belong to each record type"):
        load_category("medical", catalog_copy)


def test_field_whose_sentences_tell_a_profile_value_the_record_type_lacks_is_refused(catalog_copy):
    def change(d):
        d["fields"]["diagnosis"]["sentences"].append("Diagnosed with {diagnosis} while living at {street_address}.")
        _echo(d)["profile_fields"] = [k for k in _echo(d)["profile_fields"] if k != "street_address"]

    _edit(catalog_copy, change)
    with pytest.raises(CatalogError, match=r"record type 'echocardiogram report': field 'diagnosis' mentions "
                                           r"profile field 'street_address'"):
        load_category("medical", catalog_copy)


def test_subcategory_backgrounds_with_a_foreign_placeholder_are_refused(catalog_copy):
    _edit(catalog_copy, lambda d: d["subcategories"]["cardiology"].update(backgrounds=["{first_name} has {diagnosis}."]))
    with pytest.raises(CatalogError, match=r"subcategory 'cardiology': backgrounds\[0\]: placeholder '\{diagnosis\}'"):
        load_category("medical", catalog_copy)


def test_record_type_with_too_few_fitting_backgrounds_is_refused(catalog_copy):
    _edit(catalog_copy, lambda d: _echo(d).update(backgrounds=["{first_name} had chest pain.", "A {record_type}."]))
    with pytest.raises(CatalogError, match=r"record type 'echocardiogram report': only 2 of its backgrounds fit"):
        load_category("medical", catalog_copy)


def test_record_type_with_too_few_details_is_refused(catalog_copy):
    _edit(catalog_copy, lambda d: _echo(d).update(fields=["diagnosis"], profile_fields=["full_name", "age"]))
    with pytest.raises(CatalogError, match=r"record type 'echocardiogram report': holds 3 details"):
        load_category("medical", catalog_copy)


def test_record_type_without_the_persons_name_or_with_a_repeated_field_is_refused(catalog_copy):
    _edit(catalog_copy, lambda d: _echo(d)["profile_fields"].remove("full_name"))
    with pytest.raises(CatalogError, match=r"'echocardiogram report': profile_fields must include 'full_name'"):
        load_category("medical", catalog_copy)
    _edit(catalog_copy, lambda d: _echo(d)["profile_fields"].extend(["full_name", "full_name"]))
    with pytest.raises(CatalogError, match=r"'echocardiogram report': profile_fields: 'full_name' is listed twice"):
        load_category("medical", catalog_copy)


def test_field_held_by_no_record_type_is_refused(catalog_copy):
    shoe = {"label": "Shoe size", "group": "health condition", "sensitivity": 0.1, "choices": ["9", "10"],
            "sentences": ["{first_name} wears size {shoe_size}."]}
    _edit(catalog_copy, lambda d: d["fields"].update(shoe_size=shoe))
    with pytest.raises(CatalogError, match=r"medical\.yaml: field 'shoe_size' is held by no record type"):
        load_category("medical", catalog_copy)


def test_format_outside_the_category_is_refused(catalog_copy):
    def change(d):
        d["subcategories"]["cardiology"]["record_types"]["echocardiogram report"]["formats"] = ["chat log"]

    _edit(catalog_copy, change)
    with pytest.raises(CatalogError, match=r"record type 'echocardiogram report': format 'chat log'"):
        load_category("medical", catalog_copy)


def test_template_placeholder_must_be_a_field_of_the_record(catalog_copy):
    _edit(catalog_copy, lambda d: d["fields"]["diagnosis"]["sentences"].append("Billed {tax_refund}."))
    with pytest.raises(CatalogError, match=r"field 'diagnosis': sentences\[\d+\]: placeholder '\{tax_refund\}'"):
        load_category("medical", catalog_copy)


def test_missing_generator_and_missing_setting_are_named(catalog_copy):
    _edit(catalog_copy, lambda d: d["fields"]["diagnosis"].update(generator="no_such_generator"))
    with pytest.raises(CatalogError, match=r"field 'diagnosis': generator 'no_such_generator'"):
        load_category("medical", catalog_copy)
    _edit(catalog_copy, lambda d: d["fields"]["diagnosis"].pop("label"))
    with pytest.raises(CatalogError, match=r"field 'diagnosis': missing 'label'"):
        load_category("medical", catalog_copy)


def test_heading_may_not_be_a_field_group_name(catalog_copy):
    _edit(catalog_copy, lambda d: d["sections"]["care team"].append("Care team"))
    with pytest.raises(CatalogError, match=r"heading 'Care team' is a field group's name"):
        load_category("medical", catalog_copy)


def test_full_name_spelled_from_its_parts_is_refused(catalog_copy):
    _edit(catalog_copy, lambda d: d["fields"]["diagnosis"]["sentences"].append("{first_name} {last_name} has it."))
    with pytest.raises(CatalogError, match=r"spells the full name from its parts"):
        load_category("medical", catalog_copy)


def test_malformed_yaml_is_reported_with_its_path(catalog_copy):
    (catalog_copy / "medical.yaml").write_text("name: [unclosed\n")
    with pytest.raises(CatalogError, match=r"medical\.yaml: not valid YAML"):
        load_category("medical", catalog_copy)


# --- cross-field consistency of the value generators ------------------------------------------


def _contexts(n: int, record_type=lambda seed: ""):
    """``n`` value contexts, each a fresh profile (``record_type(seed)`` names the record's type)."""
    import random

    from faker import Faker

    from privasis_hub.synth.catalog import ValueContext
    from privasis_hub.synth.profile import make_profile

    fake = Faker("en_US")
    for seed in range(n):
        fake.seed_instance(seed)
        rng = random.Random(seed)
        yield ValueContext(fake=fake, rng=rng, profile=make_profile(fake, rng), record_date=dt.date(2025, 5, 2),
                           record_type=record_type(seed))


def test_flight_lands_where_the_trip_goes():
    from privasis_hub.synth.catalog import recreation

    fields = {f.key: f for f in categories()["recreation"].fields}
    airports = dict(recreation._DESTINATIONS)
    for ctx in _contexts(40):
        destination = fields["trip_destination"].generate(ctx)
        flight = fields["flight_itinerary"].generate(ctx)
        assert flight.endswith(f" to {airports[destination]}"), (destination, flight)


def test_medication_treats_the_records_diagnosis():
    from privasis_hub.synth.catalog import medical

    fields = {f.key: f for f in categories()["medical"].fields}
    for ctx in _contexts(40):
        diagnosis = fields["diagnosis"].generate(ctx)
        drug = fields["current_medication"].generate(ctx)
        allowed = medical._TREATS.get(diagnosis, medical._COMMON_DRUGS)
        assert any(drug.startswith(d + " ") for d in allowed), (diagnosis, drug)


def test_related_people_have_names_that_fit_the_relation():
    from faker import Faker

    from privasis_hub.synth.catalog import related_person

    person = next(p for p in Faker("en_US").providers if hasattr(p, "first_names_female"))
    female_only = set(person.first_names_female) - set(person.first_names_male)
    for ctx in _contexts(30):
        name = related_person(ctx, "maternal uncle").split()[0]
        assert name not in female_only



def test_place_of_birth_and_country_of_birth_agree_for_every_person():
    import random
    from dataclasses import replace

    fields = {f.key: f for f in load_category("government").fields}
    for i, ctx in enumerate(_contexts(200)):
        place = fields["place_of_birth"].generate(ctx)
        country = fields["country_of_birth"].generate(replace(ctx, rng=random.Random(-i)))  # another record's draw
        if country.removeprefix("the ") == "United States":
            assert place.rsplit(", ", 1)[1] not in {"Canada", "Mexico", "India", "Philippines", "Colombia"}, (place, country)
        else:
            assert place.endswith(", " + country.removeprefix("the ")), (i, place, country)


def test_a_records_faith_affiliation_congregation_and_service_agree():
    from privasis_hub.synth.catalog.community import _FAITHS

    fields = {f.key: f for f in load_category("community").fields}
    congregations = {org for faith in _FAITHS for org in faith[1]}
    seen = set()
    church_only = "sacramental record request"
    for i, ctx in enumerate(_contexts(150, lambda i: church_only if i % 3 == 0 else "volunteer sign-up sheet")):
        affiliation = fields["religious_affiliation"].generate(ctx)
        service = fields["worship_service_time"].generate(ctx)
        faith = next(f for f in _FAITHS if affiliation in f[0])
        assert service in faith[2], (affiliation, service)
        org = fields["community_organization"].generate(ctx)
        assert org not in congregations or org in faith[1], (affiliation, org)
        if i % 3 == 0:  # a record only a church keeps belongs to a Christian tradition
            assert faith in _FAITHS[:8], (church_only, affiliation)
        seen.add(faith[0][0])
    assert len(seen) >= 10  # every tradition is drawn, not one
