"""Skeleton parts as data, a person's own papers without an office's trappings, and a record type's matter."""

import re
import shutil
from dataclasses import replace
from importlib import resources
from pathlib import Path

import pytest
import yaml

from privasis_hub.synth.catalog import CatalogError, FieldSpec, categories, load_category
from privasis_hub.synth.render import Plan, fitting_formats, render, skeletons, untold
from tests.benchmark_modules import load_benchmark


def _plan(category: str, fmt: str, record_type: str = "letter to a future self") -> Plan:
    fields = [FieldSpec(f"k{i}", f"Label {i}", "health", 0.5, lambda ctx: "",
                        (f"{{first_name}} kept {{k{i}}}.",)) for i in range(9)]
    fields.append(FieldSpec("full_name", "Name", "identity", 0.9, lambda ctx: "", ("This is {full_name}.",)))
    values = {f.key: f"value {f.key}" for f in fields} | {
        "first_name": "Ada", "last_name": "Quill", "full_name": "Ada Quill", "issuer_address": "1 Main St",
        "issuer_phone": "555-0100", "case_reference": "REF-12345", "signer_name": "Bo Lind",
        "signer_email": "b.lind@quill.example.org", "case_opened_date": "May 1, 2024"}
    return Plan(category=category, subcategory="x", record_type=record_type, background="", format=fmt,
                fields=fields, values=values, sentence_choice={}, filler=[], target_words=250, layout_seed=3,
                organisation="Quill household files", record_date="May 2, 2025", signer_role="family member",
                entry_dates=("March 1, 2025", "March 9, 2025", "April 2, 2025", "May 2, 2025"))


def test_every_family_has_every_part_and_personal_papers_have_no_issuer():
    table = skeletons()
    assert table[""]["issuer"] is True and table[""]["next_steps"]["second"]
    assert table["personal"]["issuer"] is False
    assert table["personal"]["statement_heads"] == table[""]["statement_heads"]  # taken from institutional
    assert set(table["personal"]["openings"]["first"]).isdisjoint(table[""]["openings"]["first"])


def test_a_persons_own_letter_has_no_letterhead_reference_or_office_closing():
    text, _ = render(_plan("personal", "letter"))
    for office in ("Quill household files", "REF-12345", "555-0100", "b.lind@quill.example.org", "Re:"):
        assert office not in text
    assert text.rstrip().endswith("Ada")
    assert text.splitlines()[2] in skeletons()["personal"]["salutations_for"]["letter to a future self"]


def test_an_institutional_letter_keeps_its_letterhead_and_sign_off():
    text, _ = render(_plan("medical", "letter", "referral letter"))
    assert text.startswith("Quill household files\n1 Main St")
    assert "b.lind@quill.example.org" in text


def test_note_entries_are_dated_along_the_plans_timeline():
    plan = _plan("legal", "case notes", "case progress note")
    text, _ = render(plan)
    places = [text.find(d) for d in plan.entry_dates if d in text]
    assert len(places) >= 2 and places == sorted(places)
    assert text.count("May 2, 2025") == 1  # not every entry on the record's own date
    diary, _ = render(replace(plan, category="personal"))
    assert "Regarding:" not in diary and "REF-12345" not in diary and "Follow-up" not in diary


def test_matter_narrows_choice_fields_in_the_catalogue():
    rt = categories()["legal"].record_types["security deposit demand letter"]
    assert rt.matter_choices("legal_claim") == ("failure to return a security deposit",)
    assert rt.matter_choices("attorney_name") == ()


@pytest.fixture()
def catalog_copy(tmp_path) -> Path:
    src = resources.files("privasis_hub.data.privasis")
    for name in ("legal", "profile"):
        shutil.copy(str(src.joinpath(f"{name}.yaml")), tmp_path / f"{name}.yaml")
    return tmp_path


def _set_matter(folder: Path, matter: dict) -> None:
    path = folder / "legal.yaml"
    data = yaml.safe_load(path.read_text())
    for sub in data["subcategories"].values():
        if "security deposit demand letter" in sub["record_types"]:
            sub["record_types"]["security deposit demand letter"]["matter"] = matter
    path.write_text(yaml.safe_dump(data, sort_keys=False))


def test_a_matter_choice_outside_the_fields_choices_is_named(catalog_copy):
    _set_matter(catalog_copy, {"legal_claim": ["a claim nobody listed"]})
    with pytest.raises(CatalogError, match=r"legal\.yaml: record type 'security deposit demand letter': matter: "
                                           r"legal_claim: 'a claim nobody listed' is not one of the field's choices"):
        load_category("legal", catalog_copy)


def test_a_matter_on_a_generated_field_is_refused(catalog_copy):
    _set_matter(catalog_copy, {"attorney_name": ["Jo Doe"]})
    with pytest.raises(CatalogError, match=r"field 'attorney_name' has no 'choices' to narrow"):
        load_category("legal", catalog_copy)


def _probe_module():
    return load_benchmark("quality_privasis")


def test_the_probe_counts_a_claim_outside_the_record_types_matter():
    from collections import defaultdict

    probe = _probe_module()
    row = {"id": "r1", "record_type": "security deposit demand letter", "category": "legal",
           "profile": {"age": 40, "last_name": "Quill"}, "background": "",
           "text": "Dear Ada,\nThe claim is for unpaid invoices for freelance design work.\n",
           "attributes": [{"key": "legal_claim", "value": "unpaid invoices for freelance design work"}]}
    ok = dict(row, id="r2", text="Dear Ada,\nThe claim is for failure to return a security deposit.\n",
              attributes=[{"key": "legal_claim", "value": "failure to return a security deposit"}])
    assert probe.reader_probes([row, ok], defaultdict(list))["outside_product_records"] == 1


def test_an_offices_note_heads_the_persons_contact_details_on_one_line():
    plan = _plan("medical", "case notes", "progress note")
    phone = FieldSpec("phone", "Phone", "contact and location", 0.6, lambda ctx: "", ("{first_name} answers {phone}.",))
    plan = replace(plan, fields=[*plan.fields, phone], values={**plan.values, "phone": "555-0199"})
    text, spans = render(plan)
    assert "\nContact: 555-0199\n" in text and "answers" not in text and "\nPhone:" not in text
    assert text[spans["phone"][0][0]:spans["phone"][0][1]] == "555-0199"


def test_a_persons_own_email_is_one_message_in_their_voice():
    plan = replace(_plan("personal", "email thread"), values={**_plan("personal", "email thread").values,
                                                             "email": "ada@home.example"})
    text, _ = render(plan)
    assert text.startswith("From: Ada Quill <ada@home.example>\n") and text.count("From:") == 1
    assert "b.lind@quill.example.org" not in text and "family member" not in text
    assert text.rstrip().endswith("Ada")


def test_a_childs_grade_and_school_level_agree():
    import datetime as dt
    import random

    from faker import Faker

    from privasis_hub.synth.catalog import ValueContext
    from privasis_hub.synth.catalog.education import GENERATORS
    from privasis_hub.synth.profile import make_profile

    probe = _probe_module()
    fake = Faker("en_US")
    for seed in range(60):
        fake.seed_instance(seed)
        rng = random.Random(seed)
        ctx = ValueContext(fake=fake, rng=rng, profile=make_profile(fake, rng), record_date=dt.date(2025, 5, 2),
                           record_type="report card with teacher comments")
        attrs = {"dependent_student": GENERATORS["dependent_student"](ctx), "child_school": GENERATORS["k12_school"](ctx)}
        assert probe._school_level_mismatch(attrs) is None, attrs
    assert probe._school_level_mismatch({"dependent_student": "Ann Lee, grade 11",
                                         "child_school": "Oak Elementary School"})


def test_a_letter_does_not_tell_its_reader_what_they_ticked_at_intake():
    plan = _plan("medical", "letter", "referral letter")
    sex = FieldSpec("sex", "Sex", "identity", 0.5, lambda ctx: "",
                    ("At intake, {first_name} gave {sex} as sex.", "{first_name} is {sex}."), pooled=True)
    plan = replace(plan, fields=[*plan.fields, sex], values={**plan.values, "sex": "female"},
                   sentence_choice={"sex": 0})
    letter, _ = render(plan)
    # asked to be checked in a sentence (s19u-dumps: no longer a labelled line under a heading), not recited
    assert "At intake" not in letter and re.search(r"\b(?:your sex as female|female as your sex)\b", letter), letter
    notes, _ = render(replace(plan, category="legal", format="case notes"))
    assert "\nSex: female\n" in notes  # an office's own file heads it in the person's particulars


def test_the_draft_of_a_letter_never_tells_its_reader_their_own_age_sex_or_marital_status():
    assert {"age", "sex", "marital_status", "ethnicity"} <= untold("medical", "letter")
    assert "phone" not in untold("personal", "letter")  # a person's own letter may give their number
    assert "sex" not in untold("medical", "form")  # a form holds them in labelled fields


def test_a_clinical_note_puts_each_fact_under_its_heading():
    fields = [FieldSpec(k, k.replace("_", " ").capitalize(), "health condition", 0.8, lambda ctx: "",
                        (f"{{first_name}} has {{{k}}}.",)) for k in ("chief_complaint", "blood_pressure", "diagnosis",
                                                                   "follow_up_appointment")]
    plan = replace(_plan("medical", "case notes", "progress note"), fields=fields,
                   values={**_plan("medical", "case notes").values, "chief_complaint": "a cough",
                           "blood_pressure": "120/80", "diagnosis": "asthma", "follow_up_appointment": "June 1"},
                   honorific="Ms.")
    text, _ = render(plan)
    heads = next(s for s in skeletons()[""]["clinical"]["styles"] if s[0] in text)
    places = [text.index(h + "\n") for h in heads]
    assert places == sorted(places)
    for head, value in zip(heads, ("a cough", "120/80", "asthma", "June 1"), strict=True):
        assert places[heads.index(head)] < text.index(value)
    assert "Ms. Quill has a cough." in text and "Follow-up:" not in text and "Matter open" not in text


def test_a_form_has_labelled_fields_and_a_signed_declaration():
    text, _ = render(_plan("medical", "form", "patient intake form"))
    assert "Section A." in text and "Label 0: value k0" in text
    assert "Signed: Ada Quill    Date: May 2, 2025" in text


def test_an_email_thread_goes_back_and_forth():
    text, _ = render(replace(_plan("medical", "email thread", "referral letter"),
                             fields=[*_plan("medical", "email thread").fields,
                                     FieldSpec("email", "Email", "contact and location", 0.5, lambda ctx: "",
                                               ("Mail {email}.",))],
                             values={**_plan("medical", "email thread").values, "email": "ada@example.org"}))
    senders = [line for line in text.splitlines() if line.startswith("From: ")]
    assert len(senders) >= 2 and "Ada Quill <ada@example.org>" in senders[0] and "Bo Lind" in senders[1]


def test_a_result_or_a_plan_is_never_a_form_to_fill_in():
    formats = ("form", "application", "report", "letter")
    assert fitting_formats("medical", "comprehensive metabolic panel result", formats) == ("report", "letter")
    # a report card is the school's account, not a form the parent fills in (the s19i-b reader: "Details of your
    # request" in a report card), nor a letter home (reader4 class 3); a claim form is filled in, not written as a
    # letter about it
    assert fitting_formats("education", "report card with teacher comments", formats) == ("report",)
    assert fitting_formats("financial", "insurance claim form", formats) == ("form", "application")
    assert fitting_formats("recreation", "league injury waiver and incident form", ("form", "letter", "email thread")) \
        == ("form",)
    assert fitting_formats("government", "victim services referral form", ("form", "letter", "email thread")) \
        == ("form",)
    assert fitting_formats("recreation", "pottery studio membership log", ("case notes", "email thread")) \
        == ("case notes",)
    # a request for an application's fee to be waived is the person's own paper: its form, never the office's letter
    # to them (s25-letter: the person's requests, disputes and appeals are no office letter)
    assert fitting_formats("education", "application fee waiver request", ("form", "letter")) == ("form",)
    assert fitting_formats("medical", "lab result", ("form",)) == ("form",)  # never none at all


def test_a_background_retold_after_a_lead_sentence_counts_as_early_not_as_the_opening():
    from collections import defaultdict

    probe = _probe_module()
    background = "Ada asked the clinic to send her vaccination record to her new employer."
    row = {"id": "r1", "category": "medical", "record_type": "vaccination record", "format": "letter",
           "profile": {"age": 40, "last_name": "Quill"}, "background": background,
           "text": "Dear Ada,\nThis letter concerns your records. You asked the clinic to send your vaccination record "
                   "to your new employer.\n", "attributes": []}
    fresh = dict(row, id="r2", text="Dear Ada,\nThis letter concerns your records. Your next dose is due in May.\n")
    figures = probe.reader_probes([row, fresh], defaultdict(list))
    assert figures["background_opening_share"] == 0 and figures["background_early_share"] == 0.5
