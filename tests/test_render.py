"""The offline renderer places values itself, so every recorded span is exact."""

import random

import pytest

from privasis_hub.synth.catalog import FORMATS, FieldSpec
from privasis_hub.synth.render import RENDERERS, Plan, TextBuilder, parse_template, render, retell, voice


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
def test_each_format_uses_at_most_the_plans_filler_allowance(fmt):
    plan = _plan(fmt)
    text, _ = render(plan)
    assert sum(f in text for f in plan.filler) <= plan.max_filler


@pytest.mark.parametrize("fmt", FORMATS)
def test_no_format_pastes_the_background_or_names_a_field_group(fmt):
    plan = _plan(fmt)
    plan.headings = {"identity": "Particulars", "health": "Assessment", "contact and location": "Contact"}
    text, _ = render(plan)
    assert "Background for Ada." not in text
    lines = {line.strip().lower().rstrip(":") for line in text.splitlines()}
    assert not any(line.endswith(("identity", "health", "contact and location")) for line in lines)


@pytest.mark.parametrize(("template", "first", "second"), [
    ("{first_name} works as a {occupation}.", "I work as a {occupation}.", "You work as a {occupation}."),
    ("{first_name} is {age}, according to the {last_name} file.", "I am {age}, according to the {last_name} file.",
     "You are {age}, according to the {last_name} file."),
    ("The assigned advisor for {first_name} is {advisor}.", "My assigned advisor is {advisor}.",
     "Your assigned advisor is {advisor}."),
    ("{first_name}'s balance is {x}.", "My balance is {x}.", "Your balance is {x}."),
    ("After {life_event}, {first_name} currently identifies as {e}.", "After {life_event}, I currently identify as {e}.",
     "After {life_event}, you currently identify as {e}."),
    ("Mail for {first_name} {last_name} goes to {a}.", "My mail goes to {a}.", "Your mail goes to {a}."),
    # a thing of the person is theirs, never "the account of you"
    ("The country of birth of {full_name} is {c}.", "My country of birth is {c}.", "Your country of birth is {c}."),
    ("A note on the booking of {full_name} asks for {m}.", "A note on my booking asks for {m}.",
     "A note on your booking asks for {m}."),
    ("The card on the account of {first_name} is {n}.", "The card on my account is {n}.",
     "The card on your account is {n}."),
    ("It was filed on behalf of {full_name}.", "It was filed on my behalf.", "It was filed on your behalf."),
    ("It names {p} as a parent of {full_name}.", "It names {p} as a parent of mine.", "It names {p} as a parent of yours."),
    # the subject of a clause after a noun, or after a capitalised conjunction
    ("It documents a dispute {first_name} raised.", "It documents a dispute I raised.",
     "It documents a dispute you raised."),
    ("The place {first_name} loves is {p}.", "The place I love is {p}.", "The place you love is {p}."),
    ("Once {first_name} completed it, staff called.", "Once I completed it, staff called.",
     "Once you completed it, staff called."),
    ("Staff thanked {first_name} for {x}.", "Staff thanked me for {x}.", "Staff thanked you for {x}."),
    ("Lately {first_name} has been busy.", "Lately I have been busy.", "Lately you have been busy."),
    ('"We are done," {first_name} said.', '"We are done," I said.', '"We are done," you said.'),
])
def test_voice_rewrites_the_person_in_first_and_second_person(template, first, second):
    assert voice(template, "first") == first
    assert voice(template, "second") == second
    assert voice(template, "third") == template


def test_retell_changes_a_background_into_the_documents_words():
    background = "The referral letter was prepared after {first_name} reported new symptoms."
    told = retell(background, "referral letter", "third", "Ms.")
    # a document calls itself by its kind ("this letter"), not by its record type's whole name
    assert told == "This letter was prepared after Ms. {last_name} reported new symptoms."
    assert retell(background, "referral letter", "first", "Ms.") == (
        "This letter was prepared after I reported new symptoms.")
    assert retell("The podcast production notes was drafted for {first_name}.", "podcast production notes", "she",
                  "Ms.") == "These notes were drafted for her."
    assert retell("The jury duty summons was sent.", "jury duty summons", "third", "Ms.") == "This summons was sent."


def test_invoice_lists_amounts_and_their_total():
    plan = _plan("invoice")
    plan.values |= {"k0": "$1,200.50", "k3": "$99.50", "k6": "2.5 hours at $40.00 per hour"}
    text, spans = render(plan)
    assert "Total due: $1,400.00" in text
    assert all(text[s:e] == plan.values[k] for k, places in spans.items() for s, e in places)


def test_revision_keeps_values_and_changes_layout():
    plan = _plan("report")
    revised = plan.revised(random.Random(3))
    assert revised.values == plan.values
    assert revised.layout_seed != plan.layout_seed


def test_dated_ok_cached_checks_decide_as_the_searches_do():
    """_dated_ok caches its searches per wording and per field set: it must decide exactly as searching every
    wording against every field key does (the rule before the cache)."""
    import itertools
    from types import SimpleNamespace

    from privasis_hub.synth import render as r

    def reference(text, keys):
        for words, key_words, kinds, unless in r._SITUATION_WORDS:  # a situation the record (a "notice") is not in
            if words.search(text) and (unless.search("notice") or not (any(key_words.search(k) for k in keys)
                                                                       or kinds.search("notice"))):
                return False
        if r._POINTS_AT_PAYMENT.search(text) and not any(r._OWED.search(k) for k in keys):
            return False
        if r._POINTS_AT_DEADLINE.search(text):
            return any(r._DEADLINE.search(k) for k in keys)
        return not r._POINTS_AT_DATE.search(text) or any(r._DEADLINE.search(k) or r._DATE_AHEAD.search(k)
                                                            for k in keys)

    texts = [
        "Please keep this letter for your records.",
        "Contact us about any payment before the deadline.",
        "Money owed must be paid by the date above.",
        "Reply before the deadline or the matter closes.",
        "Bring this notice to the hearing on the date shown.",
        "Call us if that date does not suit you.",
        "Tell us how to pay and we will send the form.",
        "Mind the time limits set out below.",
    ]
    key_sets = [(), ("full_name",), ("balance_due",), ("response_deadline",), ("hearing_date",),
                ("balance_due", "hearing_date"), ("amount_due", "reply_by_date", "full_name")]
    decided = set()
    for text, keys, _ in itertools.product(texts, key_sets, range(2)):  # twice: the second answer is the cache's
        plan = SimpleNamespace(fields=[SimpleNamespace(key=k) for k in keys], record_type="notice", subcategory="")
        got = r._dated_ok(text, plan)
        assert got == reference(text, keys), (text, keys)
        decided.add(got)
    assert decided == {True, False}
