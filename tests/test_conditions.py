"""Kavach transform conditions (ASR, OCR, masking, adversarial) keep gold spans aligned."""

import random
import re
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privasis_hub.kavach import conditions
from privasis_hub.kavach.conditions import (
    ALL_CONDITIONS,
    LAYOUT_CONDITIONS,
    TRANSFORMS,
    adversarial,
    asr,
    derive,
    mask_value,
    masked,
    ocr,
    ocr_with_stats,
)
from privasis_hub.kavach.corrupt import HOMOGLYPHS, ZERO_WIDTH
from privasis_hub.kavach.spans import Doc
from tests.test_corrupt import (
    ARABIC,
    CHINESE,
    DEVANAGARI,
    LANGUAGE,
    LATIN,
    SAMPLES,
    assert_aligned,
    build,
    docs,
)


@pytest.fixture
def no_tesseract(monkeypatch):
    """Pin the OCR path to the noise model whatever is installed on this machine."""
    monkeypatch.setattr(conditions, "tesseract_available", lambda language="en": False)


def _doc(result) -> Doc:
    return result[0] if isinstance(result, tuple) else result


def test_condition_names():
    assert len(LAYOUT_CONDITIONS) == 9 and LAYOUT_CONDITIONS[0] == "clean"
    assert len(ALL_CONDITIONS) == len(set(ALL_CONDITIONS)) == 13
    assert set(TRANSFORMS) == set(ALL_CONDITIONS) - set(LAYOUT_CONDITIONS)


@pytest.mark.parametrize("name", sorted(TRANSFORMS))
@pytest.mark.parametrize("sample", sorted(SAMPLES))
def test_every_transform_keeps_spans_aligned_over_seeds(name, sample, no_tesseract):
    for seed in range(20):
        assert_aligned(_doc(TRANSFORMS[name](SAMPLES[sample], random.Random(seed), LANGUAGE[sample])))


@settings(max_examples=150, deadline=None)
@given(
    doc=docs(),
    seed=st.integers(0, 2**32 - 1),
    name=st.sampled_from(sorted(TRANSFORMS)),
    language=st.sampled_from(["en", "fr", "hi", "zh", "ar", "ru", "ko", "xx"]),
)
def test_every_transform_keeps_random_docs_aligned(doc, seed, name, language):
    # tesseract_available is not patched here (hypothesis and fixtures do not mix); without
    # Tesseract this is the noise model, with it the alignment path: both must stay aligned
    assert_aligned(_doc(TRANSFORMS[name](doc, random.Random(seed), language)))


@pytest.mark.parametrize("name", sorted(TRANSFORMS))
def test_transforms_are_deterministic(name, no_tesseract):
    assert TRANSFORMS[name](LATIN, random.Random(5), "en") == TRANSFORMS[name](LATIN, random.Random(5), "en")


def test_derive_is_uniform_and_rejects_layouts(no_tesseract):
    doc, engine = derive(LATIN, "asr", random.Random(0), "en")
    assert engine == "" and doc.check() == []
    assert derive(LATIN, "ocr", random.Random(0), "en")[1] == "noise-model"
    with pytest.raises(ValueError, match="layout"):
        derive(LATIN, "form", random.Random(0), "en")


# ---------------------------------------------------------------- ASR


def _plain_asr(doc: Doc, language: str) -> Doc:
    return asr(doc, random.Random(0), language, filler_rate=0, correction_rate=0)


@pytest.mark.parametrize("sample", sorted(SAMPLES))
def test_asr_has_no_punctuation(sample):
    for seed in range(10):
        out = asr(SAMPLES[sample], random.Random(seed), LANGUAGE[sample])
        assert not [ch for ch in out.text if unicodedata.category(ch)[0] in "PS"], out.text


def test_asr_is_lower_case_without_digits():
    for seed in range(10):
        out = asr(LATIN, random.Random(seed), "en")
        assert out.text == out.text.lower()
        assert not re.search(r"\d", out.text)


def test_asr_spells_a_phone_number():
    out = _plain_asr(LATIN, "en")
    assert out.entities[1].text == "five five five zero one four two"
    assert out.entities[2].text == "jane dot doe at example dot com"
    assert "at ten tomorrow" in out.text  # small numbers outside values read as numbers


def test_asr_keeps_adjacent_values_apart():
    out = _plain_asr(LATIN, "en")
    ssn, card = out.entities[3], out.entities[4]
    assert ssn.text == "nine zero zero one two six seven eight nine"
    assert card.start == ssn.end + 1 and card.text.startswith("four two four two")


def test_asr_uses_a_language_digit_table():
    hi = _plain_asr(DEVANAGARI, "hi")
    assert hi.entities[-1].text.startswith("नौ शून्य एक दो")
    zh = _plain_asr(CHINESE, "zh")
    assert zh.entities[1].text == "一三八零零一三八零零零"
    ar = _plain_asr(ARABIC, "ar")
    assert not re.search(r"\d", ar.text)


def test_asr_spells_digits_in_the_document_language():
    doc = build("전화 ", ("PHONE", "555-0142"))
    assert _plain_asr(doc, "ko").entities[0].text == "오 오 오 영 일 사 이"  # num2words' Korean
    de = build("Telefon ", ("PHONE", "555-0142"))
    assert _plain_asr(de, "de").entities[0].text == "fünf fünf fünf null eins vier zwei"
    sw = build("Simu ", ("PHONE", "12"))
    assert _plain_asr(sw, "sw").entities[0].text == "moja mbili"  # built-in table: num2words has no Swahili


def test_asr_puts_fillers_inside_spelled_numbers():
    number = r"(zero|one|two|three|four|five|six|seven|eight|nine)"
    hits = [
        e.text
        for seed in range(40)
        for e in asr(LATIN, random.Random(seed), "en").entities
        if re.search(rf"{number} (uh|um) {number}", e.text)
    ]
    assert hits


def test_asr_self_corrects():
    doc = build("the meeting is at 10 and the call is at 3 with ", ("PERSON", "Ann Lee"))
    texts = [asr(doc, random.Random(s), "en", filler_rate=0, correction_rate=0.2).text for s in range(20)]
    assert any(re.search(r"\bat \w+ no at (ten|three)\b", t) for t in texts), texts
    assert all(t.endswith("ann lee") for t in texts)


# ---------------------------------------------------------------- OCR


def test_ocr_noise_model_reports_its_engine(no_tesseract):
    doc, engine = ocr(LATIN, random.Random(0), "en")
    assert engine == "noise-model"
    assert doc.check() == []


def test_ocr_noise_model_changes_the_text(no_tesseract):
    outs = [ocr(LATIN, random.Random(s), "en")[0].text for s in range(10)]
    assert any(t != LATIN.text for t in outs)


def test_ocr_noise_model_drops_diacritics(no_tesseract):
    doc = build("Café résumé naïve ", ("PERSON", "José Müller"))
    noise = conditions.OcrNoise(diacritic=1.0, confusion=0, drop=0, wrap=0, hyphen=0, rn_m=0, m_rn=0)
    out = ocr_with_stats(doc, random.Random(0), "es", noise=noise)
    assert out.doc.text == "Cafe resume naive Jose Muller" and out.dropped == 0


def test_ocr_with_tesseract_unavailable_raises_when_required(no_tesseract):
    with pytest.raises(RuntimeError, match="tesseract"):
        ocr_with_stats(LATIN, random.Random(0), "en", engine="tesseract")


def test_ocr_tesseract_path_aligns_and_counts_dropped(monkeypatch):
    doc = build("Call ", ("PHONE", "555-0142"), " now, ", ("PERSON", "Al"), ".")
    monkeypatch.setattr(conditions, "tesseract_available", lambda language="en": True)
    monkeypatch.setattr(conditions, "_render_and_read", lambda text, language: "Ca1l 5S5-0142\nnow, .")
    res = ocr_with_stats(doc, random.Random(0), "en")
    assert res.engine == "tesseract" and res.dropped == 1
    assert [e.text for e in res.doc.entities] == ["5S5-0142"]


# ---------------------------------------------------------------- masking


def _visible(original: str, shown: str) -> tuple[int, int]:
    """(letters/digits still shown in place, letters/digits in the original), e-mail domains left out."""
    if "@" in original:
        original, shown = original.split("@")[0], shown.split("@")[0]
    shown_here = sum(
        a == b and a.isalnum() and b not in conditions.MASK_CHARS
        for a, b in zip(original, shown, strict=False)
    )
    return shown_here, sum(ch.isalnum() for ch in original)


def test_masking_examples():
    rng = random.Random(0)
    assert re.fullmatch(r"([•X*])\1{3} \1{4} \1{4} 4242", mask_value("4242 4242 4242 4242", rng))
    assert re.fullmatch(r"(.)\1\1-\1\1-6789", mask_value("900-12-6789", rng))
    assert mask_value("jane@example.com", rng) == "j***@example.com"
    assert mask_value("Jane Doe", rng) == "J*** D**"


@pytest.mark.parametrize("sample", ["en", "hi", "zh", "ar"])
def test_masking_hides_most_characters(sample):
    doc = SAMPLES[sample]
    for seed in range(20):
        out = masked(doc, random.Random(seed), LANGUAGE[sample])
        changed = [
            (a.text, b.text) for a, b in zip(doc.entities, out.entities, strict=True) if a.text != b.text
        ]
        assert changed
        for before, after in changed:
            shown, total = _visible(before, after)
            assert shown * 2 <= total, (before, after)


def test_masked_entities_keep_label_and_span():
    out = masked(LATIN, random.Random(1), "en")
    assert [e.label for e in out.entities] == [e.label for e in LATIN.entities]
    assert_aligned(out)


@settings(max_examples=100, deadline=None)
@given(value=st.text(min_size=1, max_size=30), seed=st.integers(0, 1000))
def test_mask_value_never_shows_more_than_half(value, seed):
    shown, total = _visible(value, mask_value(value, random.Random(seed)))
    assert shown * 2 <= total or total == 0 or "@" in value


# ---------------------------------------------------------------- adversarial


def _normalise(text: str) -> str:
    """Undo the adversarial formatting: drop zero-width chars, fold full-width digits and look-alikes."""
    out = []
    for ch in text:
        if ch in ZERO_WIDTH:
            continue
        if "\uff10" <= ch <= "\uff19":
            ch = chr(ord(ch) - 0xFF10 + 0x30)
        elif not ch.isascii() and ch in HOMOGLYPHS:
            ch = HOMOGLYPHS[ch]
        out.append(ch)
    return "".join(out)


def test_adversarial_inserts_zero_width_inside_every_value():
    out = adversarial(LATIN, random.Random(0), "en")
    assert all(any(z in e.text[1:-1] for z in ZERO_WIDTH) for e in out.entities)


def test_adversarial_uses_fullwidth_digits():
    out = adversarial(LATIN, random.Random(0), "en")
    assert any("\uff10" <= ch <= "\uff19" for e in out.entities for ch in e.text)


def test_adversarial_swaps_homoglyphs():
    out = adversarial(LATIN, random.Random(0), "en")
    assert any(unicodedata.name(ch).startswith(("CYRILLIC", "GREEK")) for ch in out.text if ch.isalpha())


@settings(max_examples=100, deadline=None)
@given(doc=docs(), seed=st.integers(0, 2**32 - 1))
def test_adversarial_values_normalise_back(doc, seed):
    out = adversarial(doc, random.Random(seed), "en")
    assert [_normalise(e.text) for e in out.entities] == [_normalise(e.text) for e in doc.entities]
    assert _normalise(out.text) == _normalise(doc.text)
