"""Specification of privasis_hub.kavach.languages: every language is complete, well-formed and in its script."""

from __future__ import annotations

import re

import pytest
from faker.config import AVAILABLE_LOCALES

from privasis_hub.kavach.labels import LABELS, LOOKALIKES
from privasis_hub.kavach.languages import (
    FIELD_LABELS,
    FRAME_KINDS,
    GENERIC_SLOTS,
    LANGUAGES,
    REQUIRED_FRAME_SLOTS,
    VOCAB_KEYS,
    dominant_script,
    placeholders,
    script_matches,
    script_of,
)

CODES = sorted(LANGUAGES)
REQUIRED = (
    "en", "es", "fr", "de", "it", "pt", "nl", "pl", "ru", "uk", "el", "tr", "ar", "he", "hi", "hi-Latn", "bn",
    "ta", "ta-Latn", "te", "kn", "ur", "zh", "ja", "ko", "th", "vi", "id",
)  # fmt: skip
EXPECTED_SCRIPTS = {
    "ru": "Cyrillic", "uk": "Cyrillic", "el": "Greek", "ar": "Arabic", "fa": "Arabic", "ur": "Arabic",
    "he": "Hebrew", "hi": "Devanagari", "mr": "Devanagari", "bn": "Bengali", "ta": "Tamil", "te": "Telugu",
    "kn": "Kannada", "ml": "Malayalam", "zh": "Han", "ja": "Japanese", "ko": "Hangul", "th": "Thai",
}  # fmt: skip
_SLOT = re.compile(r"\{[A-Z_]+\}")


def frames_of(code: str) -> list[tuple[str, str]]:
    return [(kind, frame) for kind, frames in LANGUAGES[code].frames.items() for frame in frames]


# --- the registry -------------------------------------------------------------------------


def test_there_are_at_least_30_language_groups():
    assert len(LANGUAGES) >= 30


@pytest.mark.parametrize("code", REQUIRED)
def test_required_language_is_present(code):
    assert code in LANGUAGES


@pytest.mark.parametrize("code", CODES)
def test_registry_key_is_the_language_code(code):
    assert LANGUAGES[code].code == code


@pytest.mark.parametrize("code", sorted(EXPECTED_SCRIPTS))
def test_language_declares_its_unicode_script(code):
    assert LANGUAGES[code].script == EXPECTED_SCRIPTS[code]


@pytest.mark.parametrize("code", [c for c in CODES if LANGUAGES[c].faker_locale])
def test_faker_locale_exists_in_the_installed_faker(code):
    assert LANGUAGES[code].faker_locale in AVAILABLE_LOCALES


@pytest.mark.parametrize("code", [c for c in CODES if c.endswith("-Latn")])
def test_romanised_variant_is_latin_and_points_to_a_native_script_language(code):
    lang = LANGUAGES[code]
    assert lang.script == "Latin"
    assert lang.romanized_of in LANGUAGES
    assert LANGUAGES[lang.romanized_of].script != "Latin"


@pytest.mark.parametrize("code", ["zh", "ja", "th"])
def test_languages_written_without_spaces_say_so(code):
    assert LANGUAGES[code].spaces is False


# --- built-in lists -----------------------------------------------------------------------

MINIMA = {"first_names": 15, "last_names": 10, "cities": 8, "streets": 6, "regions": 5}


@pytest.mark.parametrize("code", CODES)
def test_builtin_lists_are_long_enough_and_distinct(code):
    lang = LANGUAGES[code]
    for attr, minimum in MINIMA.items():
        values = getattr(lang, attr)
        assert len(set(values)) >= minimum, (attr, len(set(values)))
        assert len(set(values)) == len(values), attr


@pytest.mark.parametrize("code", CODES)
def test_builtin_names_and_places_are_in_the_language_script(code):
    lang = LANGUAGES[code]
    for attr in MINIMA:
        for value in getattr(lang, attr):
            assert script_matches(dominant_script(value), lang.script), (attr, value)


@pytest.mark.parametrize("code", CODES)
def test_month_names_are_twelve_or_absent(code):
    assert len(LANGUAGES[code].months) in (0, 12)


@pytest.mark.parametrize("code", CODES)
def test_date_formats_use_month_names_only_when_the_language_has_them(code):
    lang = LANGUAGES[code]
    assert lang.date_formats
    for fmt in lang.date_formats:
        if "{month}" in fmt:
            assert lang.months, fmt


@pytest.mark.parametrize("code", CODES)
def test_speaker_words_greeting_and_birth_cues_are_set(code):
    lang = LANGUAGES[code]
    agent, customer = lang.speaker_words
    assert agent and customer and agent != customer
    assert lang.greeting.strip()
    assert lang.birth_cues and all(cue.strip() for cue in lang.birth_cues)


# --- frames -------------------------------------------------------------------------------


@pytest.mark.parametrize("code", CODES)
def test_every_frame_kind_is_present(code):
    frames = LANGUAGES[code].frames
    assert set(FRAME_KINDS) <= set(frames)
    assert all(frames[kind] for kind in FRAME_KINDS)


@pytest.mark.parametrize("code", CODES)
def test_frames_use_only_labels_lookalikes_and_generic_slots(code):
    known = set(LABELS) | set(LOOKALIKES) | GENERIC_SLOTS
    for kind, frame in frames_of(code):
        assert set(placeholders(frame)) <= known, (kind, frame)


@pytest.mark.parametrize("code", CODES)
def test_frames_of_each_kind_carry_that_kinds_slot(code):
    for kind, frame in frames_of(code):
        if kind in REQUIRED_FRAME_SLOTS:
            assert set(placeholders(frame)) & REQUIRED_FRAME_SLOTS[kind], (kind, frame)


@pytest.mark.parametrize("code", CODES)
def test_frames_format_with_their_placeholders(code):
    for _, frame in frames_of(code):
        values = {name: f"<{name}>" for name in placeholders(frame)}
        text = frame.format(**values)
        assert "{" not in text and "}" not in text, frame


@pytest.mark.parametrize("code", CODES)
def test_field_frames_have_a_field_and_a_value(code):
    for frame in LANGUAGES[code].frames["field"]:
        assert placeholders(frame) == ["FIELD", "VALUE"], frame


@pytest.mark.parametrize("code", CODES)
def test_filler_has_at_least_8_sentences_without_placeholders(code):
    filler = LANGUAGES[code].frames["filler"]
    assert len(filler) >= 8
    assert not any(placeholders(f) for f in filler)


@pytest.mark.parametrize("code", CODES)
def test_negative_frames_hold_only_lookalikes(code):
    negative = LANGUAGES[code].frames["negative"]
    assert len(negative) >= 8
    for frame in negative:
        names = set(placeholders(frame))
        assert names and names <= set(LOOKALIKES), frame


@pytest.mark.parametrize("code", CODES)
def test_frames_are_single_lines(code):
    assert not any("\n" in frame for _, frame in frames_of(code))


@pytest.mark.parametrize("code", CODES)
def test_frames_dominant_script_is_the_language_script(code):
    lang = LANGUAGES[code]
    for kind, frame in frames_of(code):
        found = dominant_script(_SLOT.sub(" ", frame))
        assert script_matches(found, lang.script), (kind, frame, found)


@pytest.mark.parametrize("code", CODES)
def test_all_frames_together_have_the_exact_declared_script(code):
    text = " ".join(_SLOT.sub(" ", frame) for _, frame in frames_of(code))
    assert dominant_script(text) == LANGUAGES[code].script


# --- field names and vocabulary -----------------------------------------------------------


@pytest.mark.parametrize("code", CODES)
def test_field_names_cover_exactly_the_field_labels(code):
    assert set(LANGUAGES[code].field_names) == set(FIELD_LABELS)


def test_field_labels_are_exactly_the_labels():
    assert set(FIELD_LABELS) == set(LABELS)


@pytest.mark.parametrize("code", CODES)
def test_field_names_are_in_the_language_script(code):
    lang = LANGUAGES[code]
    for label, name in lang.field_names.items():
        assert name.strip()
        assert script_matches(dominant_script(name), lang.script), (label, name)


def test_field_name_returns_the_localized_name():
    assert LANGUAGES["de"].field_name("PERSON") == "Vor- und Nachname"
    assert LANGUAGES["hi"].field_name("BLOOD_TYPE") == "रक्त समूह"


@pytest.mark.parametrize("code", CODES)
def test_vocab_has_every_key_with_at_least_two_values(code):
    vocab = LANGUAGES[code].vocab
    assert set(VOCAB_KEYS) <= set(vocab)
    assert all(len(set(vocab[key])) >= 2 for key in VOCAB_KEYS)


@pytest.mark.parametrize("code", CODES)
def test_vocab_values_are_in_the_language_script(code):
    lang = LANGUAGES[code]
    for key, values in lang.vocab.items():
        for value in values:
            assert script_matches(dominant_script(value), lang.script), (key, value)


# --- scripts ------------------------------------------------------------------------------


def test_script_of_counts_letters_and_ignores_digits_and_punctuation():
    assert script_of("Hi, 42! Привет") == {"Latin": 2, "Cyrillic": 6}


def test_script_of_counts_combining_marks_with_their_script():
    assert set(script_of("नमस्ते")) == {"Devanagari"}


def test_dominant_script_ignores_emails_urls_and_identifiers():
    text = "मेरा ईमेल maria.rivera@example.org है, IBAN GB29 ZZZZ, https://x.example.com/a-b"
    assert dominant_script(text) == "Devanagari"


def test_dominant_script_keeps_ordinary_latin_words():
    assert dominant_script("Bitte prüfen Sie das.") == "Latin"


def test_dominant_script_calls_han_with_kana_japanese():
    assert dominant_script("昨年、高血圧と診断されました。") == "Japanese"


def test_dominant_script_calls_han_alone_han():
    assert dominant_script("我去年被诊断出高血压。") == "Han"


def test_dominant_script_of_text_without_letters_is_empty():
    assert dominant_script("12/03/1987 — 42 %") == ""


def test_script_matches_accepts_kanji_only_text_for_japanese():
    assert script_matches("Han", "Japanese")
    assert not script_matches("Han", "Hangul")
