"""The offline renderer places values itself, so every recorded span is exact."""

import random

import pytest

from privasis_hub.synth.catalog import FORMATS, FieldSpec
from privasis_hub.synth.render import RENDERERS, Plan, TextBuilder, parse_template, render


def test_parse_template_splits_text_and_placeholders():
    assert parse_template("Hi {first_name}, see {url}.") == (
        ("Hi ", False), ("first_name", True), (", see ", False), ("url", True), (".", False),
    )


def test_builder_records_spans_of_every_placement():
    b = TextBuilder({"first_name": "Ada", "phone": "(212) 555-0142"})
    b.line("Call {first_name} at {phone}; {first_name} answers.")
    text = b.text()
    assert [text[s:e] for s, e in b.spans["first_name"]] == ["Ada", "Ada"]
    assert [text[s:e] for s, e in b.spans["phone"]] == ["(212) 555-0142"]


def test_every_format_has_a_renderer():
    assert set(FORMATS) == set(RENDERERS)


def _plan(fmt: str) -> Plan:
    fields = [
        FieldSpec(f"k{i}", f"Label {i}", ("identity", "health", "contact and location")[i % 3], 0.5,
                  lambda ctx: "", (f"Detail {i} is {{k{i}}}.", f"{{first_name}} noted {{k{i}}}."))
        for i in range(12)
    ] + [FieldSpec("full_name", "Name", "identity", 0.9, lambda ctx: "", ("This is {full_name}.",)),
         FieldSpec("street_address", "Address", "contact and location", 0.9, lambda ctx: "", ("Lives at {street_address}.",)),
         FieldSpec("email", "Email", "contact and location", 0.9, lambda ctx: "", ("Mail {email}.",))]
    values = {f.key: f"value-{f.key}" for f in fields} | {"first_name": "Ada", "last_name": "Quill",
                                                          "full_name": "Ada Quill"}
    return Plan(category="medical", subcategory="primary care", record_type="referral letter",
                background="Background for {first_name}.", format=fmt, fields=fields, values=values,
                sentence_choice={f.key: 1 for f in fields}, filler=[f"Filler sentence number {w} adds some ordinary words." for w in "abcdefghijklmnopqrstuvwxyz"],
                target_words=250, layout_seed=7, organisation="Quill Clinic", record_date="May 2, 2025")


@pytest.mark.parametrize("fmt", FORMATS)
def test_each_format_places_every_field_with_exact_spans(fmt):
    text, spans = render(_plan(fmt))
    plan = _plan(fmt)
    assert {f.key for f in plan.fields} <= set(spans)
    for key, places in spans.items():
        assert all(text[s:e] == plan.values[key] for s, e in places)


@pytest.mark.parametrize("fmt", FORMATS)
def test_each_format_reaches_the_target_length(fmt):
    text, _ = render(_plan(fmt))
    assert len(text.split()) >= 200


def test_revision_keeps_values_and_changes_layout():
    plan = _plan("report")
    revised = plan.revised(random.Random(3))
    assert revised.values == plan.values
    assert revised.layout_seed != plan.layout_seed
