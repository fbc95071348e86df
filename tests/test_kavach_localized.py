"""Kavach localisation: ASR symbol words in the document's language, public-role lookalikes in every language."""

from __future__ import annotations

import random
import re

import pytest

from privasis_hub.kavach.conditions import SYMBOL_WORDS, asr
from privasis_hub.kavach.languages import LANGUAGES
from privasis_hub.kavach.spans import Doc, Entity
from tests.test_corrupt import build

_ADDRESS = "anna.berg_77@mail.example.org"
_URL = "https://people.example.net/anna-berg"


def _spoken(code: str) -> Doc:
    language = LANGUAGES[code]
    filler = language.frames["filler"][0]
    doc = build(filler + " ", ("EMAIL", _ADDRESS), " ", ("URL_PERSONAL", _URL), " " + filler)
    return asr(doc, random.Random(0), code, filler_rate=0, correction_rate=0)


def test_every_kavach_language_has_its_own_symbol_words():
    for code in LANGUAGES:
        assert code.lower() in SYMBOL_WORDS, code


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_asr_says_at_and_dot_in_the_documents_language_and_keeps_spans_exact(code):
    at, dot, slash, underscore = SYMBOL_WORDS[code.lower()]
    out = _spoken(code)
    email, url = out.entities
    assert all(out.text[e.start : e.end] == e.text for e in out.entities)
    assert f" {at} " in f" {email.text} " and f" {dot} " in f" {email.text} ", (code, email.text)
    assert f" {underscore} " in f" {email.text} " and f" {slash} " in f" {url.text} ", (code, url.text)
    if code not in ("en", "fil", "hi-Latn", "ta-Latn"):  # these speakers say "at"/"dot" themselves
        assert not re.search(r"\b(at|dot)\b", email.text), (code, email.text)


def test_german_and_russian_addresses_are_dictated_locally():
    assert _spoken("de").entities[0].text.startswith("anna punkt berg unterstrich sieben sieben ät mail punkt")
    assert "собака" in _spoken("ru").entities[0].text and "точка" in _spoken("ru").entities[0].text


def test_decimal_numbers_and_dates_are_not_read_as_dots():
    doc = Doc("цена 1.5 и дата 13.01.2020", [Entity("DATE", "13.01.2020", 16, 26)])
    out = asr(doc, random.Random(0), "ru", filler_rate=0, correction_rate=0)
    assert "точка" not in out.text


# --- public-role names: hard negatives ---------------------------------------------------


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_language_has_public_role_negative_frames(code):
    frames = [f for f in LANGUAGES[code].frames["negative"] if "{PUBLIC_FIGURE}" in f]
    assert len(frames) >= 2, code
    assert not any("{PERSON}" in f for f in LANGUAGES[code].frames["negative"])


def _negatives_with_public_figures(code: str, n: int = 12) -> list[tuple[Doc, list[str]]]:
    from privasis_hub.kavach import generate

    out = []
    for seed in range(n):
        names: list[str] = []
        original = generate._Values.slot

        def slot(self, name, names=names, original=original):
            label, value = original(self, name)
            if name == "PUBLIC_FIGURE":
                names.append(value)
            return label, value

        generate._Values.slot = slot
        try:
            doc = generate.compose(generate.Blueprint(0, code, "e-commerce", "clean", True, None, seed))
        finally:
            generate._Values.slot = original
        if names:
            out.append((doc, names))
    return out


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_public_figure_negatives_hold_a_name_and_no_labelled_span(code):
    from privasis_hub.kavach.gates import gate

    found = _negatives_with_public_figures(code)
    assert found, code
    for doc, names in found:
        assert doc.entities == [] and gate(doc, code, "clean", True) is None
        assert all(name and name in doc.text for name in names)


def test_a_public_figure_is_never_the_documents_person():
    from privasis_hub.kavach.labels import LOOKALIKES, make_context

    ctx = make_context("de", random.Random(0))
    LOOKALIKES["PUBLIC_FIGURE"].generate(ctx)
    assert ctx.person is None


def test_the_person_label_defers_public_roles_to_the_lookalike():
    from privasis_hub.kavach.labels import LABELS, LOOKALIKES

    assert "PUBLIC_FIGURE" in LABELS["PERSON"].definition
    assert "public role" in LOOKALIKES["PUBLIC_FIGURE"].definition
