"""Kavach input conditions: layout names, and transforms that derive a document from a clean one.

Layout conditions (:data:`LAYOUT_CONDITIONS`) are laid out by the generator when a document
is composed; this module only names them. Transform conditions take a composed document and
return a *derived* one whose gold spans are carried through every edit (see
:mod:`privasis_hub.kavach.align`), each registered in :data:`TRANSFORMS` as
``fn(doc, rng, language)``:

- :func:`asr` — a speech-recognition transcript: lower case, no punctuation, digits spoken
  (English words for Latin-script languages — digit by digit inside values, 0-99 as numbers
  elsewhere, "at 10" -> "at ten"; a small digit table for Hindi, Chinese, Japanese, Arabic
  and Russian; digits kept for other scripts), ``@``, ``.``, ``/`` and ``_`` in addresses spoken
  with the language's own words (:data:`SYMBOL_WORDS`: de "ät"/"punkt", fr "arobase"/"point", ru
  "собака"/"точка", zh "艾特"/"点", ...; English for a Latin-script language not listed), fillers ("uh", "um"; per language) now and
  then — inside spoken numbers too — and occasional self-corrections ("at nine no at ten").
  A value's text becomes its spoken form: ``555-0142`` -> ``five five five zero one four two``, in the
  document's language (:func:`digit_words`: ``num2words`` where it covers the language, else a built-in
  table, else English as a documented fallback; ``de``: ``fünf fünf fünf null eins vier zwei``).
- :func:`ocr` — returns ``(doc, engine)``. With ``pytesseract``, Pillow, the ``tesseract``
  binary, its language pack and a font for the script, the text is rendered to an image and
  read back (``engine="tesseract"``); spans are projected by character alignment and those
  that cannot be aligned are dropped (:func:`ocr_with_stats` reports how many). Otherwise a
  documented noise model (:class:`OcrNoise`, ``engine="noise-model"``).
- :func:`masked` — some values partially masked (``•••• •••• •••• 4242``, ``j***@example.com``,
  ``XXX-XX-6789``, ``J*** S****``). **A masked value keeps its label and its span**: what stays
  visible (last digits, an initial, a domain) is still personal data that a redactor must
  remove, and a value-only extractor should return the value as it appears.
- :func:`adversarial` — zero-width characters inside and around values, Latin <-> Cyrillic/
  Greek homoglyphs, full-width digits; entity texts include the inserted/changed characters.

All transforms are deterministic given the ``random.Random`` passed in.
"""

from __future__ import annotations

import functools
import importlib.util
import random
import re
import shutil
import textwrap
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from privasis_hub.kavach.align import (
    apply_edits,
    coverage,
    insert,
    map_chars,
    map_segments,
    realign,
    sub,
    trim_entities,
)
from privasis_hub.kavach.corrupt import DIGIT_WORDS, HOMOGLYPHS, ZERO_WIDTH, fullwidth, homoglyph
from privasis_hub.kavach.spans import Doc

LAYOUT_CONDITIONS = (
    "clean", "form", "dialogue", "code_logs", "email", "chat", "table_csv", "markdown", "code_switch",
)  # fmt: skip
ALL_CONDITIONS = LAYOUT_CONDITIONS + ("asr", "ocr", "masked", "adversarial")

# ---------------------------------------------------------------- languages

#: ISO 639-1 codes of languages written in Latin script (an unknown code falls back to the text's script).
LATIN_LANGUAGES = frozenset(
    "af az ca cs cy da de en es et eu fi fil fr ga gl ha hr hu id is it lt lv ms mt nb nl nn no pl "
    "pt ro sk sl so sq sv sw tl tr uz vi yo zu".split()
)
#: Languages written without spaces between words.
NO_SPACE_LANGUAGES = frozenset("zh ja th lo km my bo yue".split())

#: Spoken digits per language (Latin-script languages use :data:`DIGIT_WORDS`, in English).
SPOKEN_DIGITS: dict[str, tuple[str, ...]] = {
    "hi": ("शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ"),
    "zh": ("零", "一", "二", "三", "四", "五", "六", "七", "八", "九"),
    "ja": ("ゼロ", "一", "二", "三", "四", "五", "六", "七", "八", "九"),
    "ar": ("صفر", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة"),
    "ru": ("ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"),
}
_FILLERS: dict[str, tuple[str, ...]] = {
    "latin": ("uh", "um"),
    "hi": ("उम्म", "अं"),
    "zh": ("嗯", "呃"),
    "ja": ("えーと", "あの"),
    "ar": ("اممم", "يعني"),
    "ru": ("э", "ну"),
}
#: The "no" of a self-correction ("at nine no at ten").
_CORRECTION_WORD = {
    "latin": "no",
    "fr": "non",
    "de": "nein",
    "nl": "nee",
    "pt": "não",
    "hi": "नहीं",
    "ar": "لا",
    "ru": "нет",
}

_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_TEENS = (
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_SPOKEN_SYMBOLS = {"+": "plus", "%": "percent", "&": "and", "#": "number"}

#: How speakers of each language say ``@``, ``.``, ``/`` and ``_`` when they dictate an e-mail address, a URL
#: or a handle (lower case, no punctuation: an ASR transcript). Romanised Hindi and Tamil speakers use the
#: Indian-English "at the rate" and "dot".
SYMBOL_WORDS: dict[str, tuple[str, str, str, str]] = {
    # language: (at, dot, slash, underscore)
    "en": ("at", "dot", "slash", "underscore"),
    "de": ("ät", "punkt", "schrägstrich", "unterstrich"),
    "fr": ("arobase", "point", "slash", "tiret bas"),
    "es": ("arroba", "punto", "barra", "guion bajo"),
    "it": ("chiocciola", "punto", "slash", "trattino basso"),
    "pt": ("arroba", "ponto", "barra", "sublinhado"),
    "nl": ("apenstaartje", "punt", "slash", "liggend streepje"),
    "pl": ("małpa", "kropka", "ukośnik", "podkreślnik"),
    "tr": ("et", "nokta", "eğik çizgi", "alt çizgi"),
    "id": ("et", "titik", "garis miring", "garis bawah"),
    "vi": ("a còng", "chấm", "gạch chéo", "gạch dưới"),
    "sw": ("et", "nukta", "mkwaju", "mstari wa chini"),
    "fil": ("at", "tuldok", "slash", "underscore"),
    "hi-latn": ("at the rate", "dot", "slash", "underscore"),
    "ta-latn": ("at the rate", "dot", "slash", "underscore"),
    "ru": ("собака", "точка", "слэш", "нижнее подчёркивание"),
    "uk": ("равлик", "крапка", "скісна риска", "нижнє підкреслення"),
    "el": ("παπάκι", "τελεία", "κάθετος", "κάτω παύλα"),
    "ar": ("آت", "نقطة", "شرطة مائلة", "شرطة سفلية"),
    "he": ("שטרודל", "נקודה", "לוכסן", "קו תחתון"),
    "fa": ("اَت", "نقطه", "اسلش", "آندرلاین"),
    "ur": ("ایٹ", "ڈاٹ", "سلیش", "انڈرسکور"),
    "hi": ("एट", "डॉट", "स्लैश", "अंडरस्कोर"),
    "mr": ("ॲट", "डॉट", "स्लॅश", "अंडरस्कोर"),
    "bn": ("অ্যাট", "ডট", "স্ল্যাশ", "আন্ডারস্কোর"),
    "ta": ("அட்", "டாட்", "ஸ்லாஷ்", "அண்டர்ஸ்கோர்"),
    "te": ("ఎట్", "డాట్", "స్లాష్", "అండర్స్కోర్"),
    "kn": ("ಅಟ್", "ಡಾಟ್", "ಸ್ಲ್ಯಾಶ್", "ಅಂಡರ್ಸ್ಕೋರ್"),
    "ml": ("അറ്റ്", "ഡോട്ട്", "സ്ലാഷ്", "അണ്ടർസ്കോർ"),
    "zh": ("艾特", "点", "斜杠", "下划线"),
    "ja": ("アットマーク", "ドット", "スラッシュ", "アンダーバー"),
    "ko": ("골뱅이", "점", "슬래시", "언더바"),
    "th": ("แอท", "จุด", "ทับ", "ขีดล่าง"),
}


def symbol_words(language: str, latin: bool = True) -> tuple[str, str, str, str] | None:
    """(at, dot, slash, underscore) as ``language`` says them; English for an unlisted Latin-script language,
    None for an unlisted other script (its punctuation is not heard)."""
    code = language.strip().lower()
    words = SYMBOL_WORDS.get(code) or SYMBOL_WORDS.get(base_language(code))
    if words is None and latin:
        return SYMBOL_WORDS["en"]
    return words


def base_language(language: str) -> str:
    """``"pt-BR"`` -> ``"pt"``, ``"zh_Hans"`` -> ``"zh"``."""
    return re.split(r"[-_]", language.strip().lower())[0]


def dominant_script(text: str) -> str | None:
    """The Unicode script name (first word of the character names: LATIN, CJK, ...) most letters use."""
    counts: dict[str, int] = {}
    for ch in text:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            if name:
                script = name.split()[0]
                counts[script] = counts.get(script, 0) + 1
    return max(counts, key=lambda k: counts[k]) if counts else None


def is_latin(language: str, text: str = "") -> bool:
    """Whether ``language`` is written in Latin script (unknown codes: the text's dominant script)."""
    from privasis_hub.kavach.languages import LANGUAGES

    if language in LANGUAGES:  # a Kavach language knows its script: a log full of Latin keys stays Korean
        return LANGUAGES[language].script == "Latin"
    lang = base_language(language)
    if lang in LATIN_LANGUAGES:
        return True
    if lang in SPOKEN_DIGITS or lang in NO_SPACE_LANGUAGES:
        return False
    return dominant_script(text) in ("LATIN", None)


#: Digit words for languages (and romanised variants) that ``num2words`` does not cover.
EXTRA_DIGITS: dict[str, tuple[str, ...]] = {
    "el": ("μηδέν", "ένα", "δύο", "τρία", "τέσσερα", "πέντε", "έξι", "επτά", "οκτώ", "εννέα"),
    "sw": ("sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"),
    "fil": ("sero", "isa", "dalawa", "tatlo", "apat", "lima", "anim", "pito", "walo", "siyam"),
    "ur": ("صفر", "ایک", "دو", "تین", "چار", "پانچ", "چھ", "سات", "آٹھ", "نو"),
    "mr": ("शून्य", "एक", "दोन", "तीन", "चार", "पाच", "सहा", "सात", "आठ", "नऊ"),
    "ta": ("பூஜ்ஜியம்", "ஒன்று", "இரண்டு", "மூன்று", "நான்கு", "ஐந்து", "ஆறு", "ஏழு", "எட்டு", "ஒன்பது"),
    "ml": ("പൂജ്യം", "ഒന്ന്", "രണ്ട്", "മൂന്ന്", "നാല്", "അഞ്ച്", "ആറ്", "ഏഴ്", "എട്ട്", "ഒമ്പത്"),
    "hi-latn": ("shunya", "ek", "do", "teen", "chaar", "paanch", "chhah", "saat", "aath", "nau"),
    "ta-latn": ("poojyam", "onru", "irandu", "moonru", "naangu", "ainthu", "aaru", "ezhu", "ettu", "onpathu"),
}
_NUM2WORDS_CODES = {"pt": "pt_BR", "fil": "tl"}


def _num2words(n: int, language: str) -> str | None:
    """``num2words`` in ``language``, or None where it does not cover the language."""
    try:
        from num2words import num2words
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    lang = base_language(language)
    try:
        return num2words(n, lang=_NUM2WORDS_CODES.get(lang, lang))
    except (NotImplementedError, KeyError, ValueError, OverflowError, IndexError):
        return None


@functools.cache
def digit_words(language: str) -> tuple[tuple[str, ...], str]:
    """(how 0-9 are said in ``language``, where the words come from: num2words, table or english-fallback)."""
    code = language.strip().lower()
    if code in EXTRA_DIGITS:  # romanised variants first: hi-Latn is not Devanagari
        return EXTRA_DIGITS[code], "table"
    if "-" not in code or code.split("-")[0] in LATIN_LANGUAGES:
        words = [_num2words(d, code) for d in range(10)]
        if all(words):
            return tuple(w for w in words if w), "num2words"
    lang = base_language(code)
    if lang in EXTRA_DIGITS:
        return EXTRA_DIGITS[lang], "table"
    if lang in SPOKEN_DIGITS:
        return SPOKEN_DIGITS[lang], "table"
    return DIGIT_WORDS, "english-fallback"


@dataclass(frozen=True)
class _Speech:
    latin: bool
    spaced: bool
    digits: tuple[str, ...] | None
    fillers: tuple[str, ...]
    no: str | None
    language: str = "en"
    source: str = "english-fallback"
    symbols: tuple[str, str, str, str] | None = SYMBOL_WORDS["en"]  # at, dot, slash, underscore


def _speech(language: str, text: str) -> _Speech:
    lang = base_language(language)
    latin = is_latin(language, text)
    key = "latin" if latin else lang
    digits, source = digit_words(language)
    return _Speech(
        latin=latin,
        spaced=lang not in NO_SPACE_LANGUAGES,
        digits=digits,
        fillers=_FILLERS.get(key, ()),
        no=_CORRECTION_WORD.get(lang, _CORRECTION_WORD["latin"] if latin else _CORRECTION_WORD.get(key)),
        language=language,
        source=source,
        symbols=symbol_words(language, latin),
    )


def spoken_number(digits: str, sp: _Speech) -> str:
    """A digit string outside a value as a speaker of the document's language says it (0-99 as a number)."""
    if sp.source == "english-fallback" or base_language(sp.language) == "en":
        return english_number(digits)
    if sp.source == "num2words" and len(digits) <= 2 and not (len(digits) == 2 and digits[0] == "0"):
        said = _num2words(int("".join(str(unicodedata.decimal(d)) for d in digits)), sp.language)
        if said:
            return said
    return " ".join(sp.digits[unicodedata.decimal(d)] for d in digits)


# ---------------------------------------------------------------- ASR

FILLER_RATE = 0.06  # per word gap (per character gap / 2 in unspaced languages)
CORRECTION_RATE = 0.02  # per eligible word; numbers outside values are corrected five times as often


def english_number(digits: str) -> str:
    """How an English speaker reads a digit string: 0-99 as a number, anything else digit by digit."""
    if len(digits) <= 2 and not (len(digits) == 2 and digits[0] == "0"):
        n = int("".join(str(unicodedata.decimal(d)) for d in digits))
        if n < 10:
            return DIGIT_WORDS[n]
        if n < 20:
            return _TEENS[n - 10]
        return _TENS[n // 10] + ("" if n % 10 == 0 else " " + DIGIT_WORDS[n % 10])
    return " ".join(DIGIT_WORDS[unicodedata.decimal(d)] for d in digits)


def _asr_segment(seg: str, inside: bool, sp: _Speech) -> str:
    """One entity-boundary segment spoken; inside a value every digit is read on its own."""
    gap = " " if sp.spaced else ""
    s = seg.lower()
    if sp.latin:
        s = re.sub(r"(?<=\w)['’](?=\w)", "", s)  # don't -> dont
        s = re.sub(r"(?<=\d),(?=\d{3})", "", s)  # thousands separator
        s = re.sub(r"(?<=\d)\.(?=\d)", " point ", s)
    if sp.symbols is not None:  # an address or handle said aloud, in the document's language
        at, dot, slash, underscore = sp.symbols
        s = re.sub(r"(?<=[^\W_])\.(?=[^\W\d_])|(?<=[^\W\d_])\.(?=[^\W_])", f" {dot} ", s)  # not 1.5
        s = re.sub(r"(?<=[^\W\d_])/(?=[^\W_])|(?<=[^\W_])/(?=[^\W\d_])", f" {slash} ", s)
        s = re.sub(r"(?<=[^\W_])_(?=[^\W_])", f" {underscore} ", s)
        s = s.replace("@", f" {at} ")
    if sp.latin:
        s = "".join(f" {_SPOKEN_SYMBOLS[ch]} " if ch in _SPOKEN_SYMBOLS else ch for ch in s)
    if sp.latin:
        s = re.sub(
            r"\d+",
            lambda m: (
                " "
                + (
                    " ".join(sp.digits[unicodedata.decimal(d)] for d in m.group(0))
                    if inside
                    else spoken_number(m.group(0), sp)
                )
                + " "
            ),
            s,
        )
    elif sp.digits:
        words = sp.digits
        s = re.sub(
            r"\d+", lambda m: gap + gap.join(words[unicodedata.decimal(d)] for d in m.group(0)) + gap, s
        )
    if not sp.spaced:  # Latin words inside unspaced text stay apart: wang@example.cn -> wang example cn
        s = re.sub(r"(?<=[A-Za-z0-9])[^\w\s]+(?=[A-Za-z0-9])", " ", s)
    out = []
    for ch in s:
        cat = unicodedata.category(ch)
        if cat[0] in "PS":
            out.append(gap)
        elif cat == "Cf" or (cat == "Cc" and not ch.isspace()):
            continue  # zero-width, format and control characters: not heard
        else:
            out.append(ch)
    return re.sub(r"\s+", " ", "".join(out))


def _words(doc: Doc) -> list[tuple[int, int, str, bool]]:
    """``(start, end, word, touches_an_entity)`` for every whitespace-separated word."""
    cov = coverage(doc)
    return [
        (m.start(), m.end(), m.group(0), any(cov[m.start() : m.end()])) for m in re.finditer(r"\S+", doc.text)
    ]


def _self_corrections(doc: Doc, rng: random.Random, sp: _Speech, rate: float) -> Doc:
    """Insert false starts: "... at ten" -> "... at nine no at ten" (only between words outside values)."""
    if not sp.spaced or sp.no is None or rate <= 0:
        return doc
    words = _words(doc)
    free = [w for _s, _e, w, touches in words if not touches]
    numbers = set(sp.digits or ()) | set(_TEENS) | set(_TENS[2:])
    edits = []
    last = -3  # corrections at least three words apart, so they never interleave
    for k in range(1, len(words)):
        (ps, _pe, prev, prev_in), (_s, _e, word, in_entity) = words[k - 1], words[k]
        if prev_in or in_entity or prev in numbers or k - last < 3:
            continue
        is_number = word in numbers
        if rng.random() >= (rate * 5 if is_number else rate):
            continue
        pool = sorted(numbers - {word}) if is_number else [w for w in free if w != word]
        if pool:
            edits.append((ps, ps, f"{prev} {rng.choice(pool)} {sp.no} "))
            last = k
    return apply_edits(doc, edits)


def _unspaced_gap(ch: str) -> bool:
    """A filler may sit next to ``ch`` in unspaced text (not a space, not inside a Latin word or number)."""
    return not ch.isspace() and not (ch.isascii() and ch.isalnum())


def _fillers(doc: Doc, rng: random.Random, sp: _Speech, rate: float) -> Doc:
    """Hesitations between words; inside a value they join it ("five five uh five")."""
    if not sp.fillers or rate <= 0:
        return doc
    text = doc.text
    if sp.spaced:
        spots = [
            (i + 1, f"{rng.choice(sp.fillers)} ")
            for i, ch in enumerate(text)
            if ch == " " and rng.random() < rate
        ]
    else:
        spots = [
            (i, rng.choice(sp.fillers))
            for i in range(1, len(text))
            if _unspaced_gap(text[i - 1]) and _unspaced_gap(text[i]) and rng.random() < rate / 2
        ]
    return insert(doc, spots)


def asr(
    doc: Doc,
    rng: random.Random,
    language: str,
    *,
    filler_rate: float = FILLER_RATE,
    correction_rate: float = CORRECTION_RATE,
) -> Doc:
    """An ASR-style transcript of ``doc`` (see the module docstring); gold spans follow their spoken form.

    A value with nothing speakable (only punctuation) is dropped. ``filler_rate=0`` and
    ``correction_rate=0`` give the plain normalised transcript.
    """
    sp = _speech(language, doc.text)
    out = map_segments(doc, lambda seg, inside: _asr_segment(seg, inside, sp))
    out = trim_entities(out)
    out = sub(out, r"\s+", " ")
    out = sub(out, r"^\s+|\s+$", "")
    out = _self_corrections(out, rng, sp, correction_rate)
    return _fillers(out, rng, sp, filler_rate)


# ---------------------------------------------------------------- OCR


@dataclass(frozen=True)
class OcrNoise:
    """The OCR noise model's rates, each per candidate occurrence.

    - ``rn_m``: ``rn`` read as ``m``; ``m_rn``: ``m`` read as ``rn``;
    - ``confusion``: a glyph confusion from :data:`OCR_CONFUSIONS` (``l``<->``1``, ``O``<->``0``,
      ``S``<->``5``, ``e``<->``c``, ``I`` -> ``l``, ``B``<->``8``);
    - ``diacritic``: a precomposed Latin letter loses its accents (``é`` -> ``e``);
    - ``drop``: any visible character vanishes;
    - ``wrap``: a space becomes a line break (a re-flowed line);
    - ``hyphen``: a word is broken mid-way by ``-`` + line break (per inner letter).
    """

    rn_m: float = 0.3
    m_rn: float = 0.03
    confusion: float = 0.04
    diacritic: float = 0.3
    drop: float = 0.005
    wrap: float = 0.03
    hyphen: float = 0.004


OCR_CONFUSIONS = {
    "l": "1I",
    "1": "l",
    "I": "l1",
    "O": "0",
    "0": "O",
    "S": "5",
    "5": "S",
    "e": "c",
    "c": "e",
    "B": "8",
    "8": "B",
}


class OcrResult(NamedTuple):
    doc: Doc
    engine: str  # "tesseract" or "noise-model"
    dropped: int  # gold entities lost (unalignable, or every character gone)


def _strip_accent(ch: str) -> str:
    nfd = unicodedata.normalize("NFD", ch)
    if (
        len(nfd) > 1
        and nfd[0].isascii()
        and nfd[0].isalpha()
        and all(unicodedata.category(c) == "Mn" for c in nfd[1:])
    ):
        return nfd[0]
    return ch


def ocr_noise(doc: Doc, rng: random.Random, noise: OcrNoise | None = None) -> Doc:
    """The noise model: glyph confusions, lost diacritics, dropped characters and broken line wraps."""
    nz = noise or OcrNoise()
    out = sub(
        doc,
        r"rn|m",
        lambda m: "m" if m.group(0) == "rn" else "rn",
        keep=lambda m: rng.random() < (nz.rn_m if m.group(0) == "rn" else nz.m_rn),
    )
    text = out.text

    def fn(ch: str, r: random.Random) -> str:
        if ch in OCR_CONFUSIONS and r.random() < nz.confusion:
            return r.choice(OCR_CONFUSIONS[ch])
        bare = _strip_accent(ch)
        if bare != ch and r.random() < nz.diacritic:
            return bare
        if ch == " ":
            return "\n" if r.random() < nz.wrap else ch
        if not ch.isspace() and r.random() < nz.drop:
            return ""
        return ch

    out = map_chars(out, fn, rng)
    text = out.text
    inner = [
        (i + 1, "-\n")
        for i in range(1, len(text) - 2)
        if text[i - 1].isalpha()
        and text[i].isalpha()
        and text[i + 1].isalpha()
        and text[i + 2].isalpha()
        and rng.random() < nz.hyphen
    ]
    return insert(out, inner)


_TESSERACT_CODES = {
    "en": "eng",
    "es": "spa",
    "fr": "fra",
    "de": "deu",
    "it": "ita",
    "pt": "por",
    "nl": "nld",
    "pl": "pol",
    "tr": "tur",
    "vi": "vie",
    "id": "ind",
    "sw": "swa",
    "sv": "swe",
    "ro": "ron",
    "cs": "ces",
    "hu": "hun",
    "hi": "hin",
    "mr": "mar",
    "bn": "ben",
    "ta": "tam",
    "te": "tel",
    "ur": "urd",
    "fa": "fas",
    "ar": "ara",
    "he": "heb",
    "ru": "rus",
    "uk": "ukr",
    "el": "ell",
    "zh": "chi_sim",
    "ja": "jpn",
    "ko": "kor",
    "th": "tha",
}
_FONT_CANDIDATES = {
    "LATIN": ("DejaVuSans.ttf", "NotoSans-Regular.ttf", "LiberationSans-Regular.ttf"),
    "CYRILLIC": ("DejaVuSans.ttf", "NotoSans-Regular.ttf"),
    "GREEK": ("DejaVuSans.ttf", "NotoSans-Regular.ttf"),
    "DEVANAGARI": ("NotoSansDevanagari-Regular.ttf", "Lohit-Devanagari.ttf"),
    "ARABIC": ("NotoNaskhArabic-Regular.ttf", "NotoSansArabic-Regular.ttf", "DejaVuSans.ttf"),
    "CJK": ("NotoSansCJK-Regular.ttc", "NotoSansSC-Regular.otf", "wqy-microhei.ttc", "wqy-zenhei.ttc"),
}
_FONT_DIRS = ("/usr/share/fonts", "/usr/local/share/fonts", "/System/Library/Fonts", "/Library/Fonts")


@functools.cache
def _find_font(script: str | None) -> str | None:
    """A font file that covers ``script`` from the usual system folders (looked up once per script)."""
    names = _FONT_CANDIDATES.get(script or "LATIN", ())
    for d in _FONT_DIRS:
        root = Path(d)
        if not root.is_dir():
            continue
        for name in names:
            hit = next(iter(sorted(root.rglob(name))), None)
            if hit is not None:
                return str(hit)
    return None


@functools.cache
def _tesseract_languages() -> frozenset[str]:
    """The language packs of the installed tesseract binary (asked once per process)."""
    if importlib.util.find_spec("pytesseract") is None or importlib.util.find_spec("PIL") is None:
        return frozenset()
    if shutil.which("tesseract") is None:
        return frozenset()
    try:
        import pytesseract

        return frozenset(pytesseract.get_languages(config=""))
    except Exception:  # a broken install is the same as none: use the noise model
        return frozenset()


def tesseract_available(language: str = "en") -> bool:
    """True when pytesseract, Pillow, the tesseract binary and its pack for ``language`` are all present."""
    code = _TESSERACT_CODES.get(base_language(language))
    return code is not None and code in _tesseract_languages()


def _render_and_read(text: str, language: str) -> str | None:
    """Render ``text`` to a white page and OCR it; None when no font covers the script."""
    import pytesseract
    from PIL import Image, ImageDraw, ImageFont

    script = dominant_script(text)
    path = _find_font(script)
    if path is not None:
        font = ImageFont.truetype(path, 28)
    elif script in ("LATIN", None):
        font = ImageFont.load_default(size=28)
    else:
        return None
    lines = [w for line in text.split("\n") for w in (textwrap.wrap(line, 70) or [""])]
    page = "\n".join(lines)
    probe = ImageDraw.Draw(Image.new("L", (1, 1), 255))
    left, top, right, bottom = probe.multiline_textbbox((0, 0), page, font=font, spacing=10)
    img = Image.new("L", (right - left + 80, bottom - top + 80), 255)
    ImageDraw.Draw(img).multiline_text((40 - left, 40 - top), page, font=font, fill=0, spacing=10)
    return pytesseract.image_to_string(img, lang=_TESSERACT_CODES[base_language(language)]).rstrip("\f\n ")


def ocr_with_stats(
    doc: Doc, rng: random.Random, language: str, *, engine: str = "auto", noise: OcrNoise | None = None
) -> OcrResult:
    """:func:`ocr` plus the number of gold entities it lost.

    ``engine``: ``"auto"`` (Tesseract when :func:`tesseract_available`, else the noise model),
    ``"tesseract"`` (raises :class:`RuntimeError` when unavailable) or ``"noise-model"``.
    """
    if engine not in ("auto", "tesseract", "noise-model"):
        raise ValueError(f"engine must be 'auto', 'tesseract' or 'noise-model', not {engine!r}")
    if engine != "noise-model" and tesseract_available(language):
        try:
            read = _render_and_read(doc.text, language)
        except Exception as exc:  # any Tesseract/Pillow failure falls back
            if engine == "tesseract":
                raise RuntimeError(f"tesseract failed: {exc}") from exc
            read = None
        if read is not None:
            out, lost = realign(doc, read)
            return OcrResult(out, "tesseract", len(lost))
    if engine == "tesseract":
        raise RuntimeError(
            f"tesseract OCR is not available for language {language!r} (pip install "
            "privasis-hub[ocr], install the tesseract binary, its language pack and a font)"
        )
    out = ocr_noise(doc, rng, noise)
    return OcrResult(out, "noise-model", len(doc.entities) - len(out.entities))


def ocr(doc: Doc, rng: random.Random, language: str) -> tuple[Doc, str]:
    """An OCR round trip of ``doc``: ``(derived doc, engine)`` with engine ``"tesseract"`` or ``"noise-model"``."""
    res = ocr_with_stats(doc, rng, language)
    return res.doc, res.engine


# ---------------------------------------------------------------- masking

MASK_SHARE = 0.6  # share of entities masked (at least one per document that has any)
MASK_CHARS = ("•", "X", "*")
_EMAIL = re.compile(r"^([^@\s]+)@(\S+)$")


def mask_value(value: str, rng: random.Random) -> str:
    """A partially masked ``value``; at most half its letters and digits stay visible.

    - e-mail: first letter of the local part and the domain (``j***@example.com``);
    - identifiers (4+ digits, or mostly digits): the last 4 characters when there are 8+
      letters/digits, the last third otherwise; separators kept (``XXX-XX-6789``);
    - anything else: each word's first character (words of 2+ letters/digits), ``J*** S****``.
    """
    m = _EMAIL.match(value)
    if m:
        local, domain = m.groups()
        return (local[0] if len(local) >= 2 else "*") + "***@" + domain
    alnum = [i for i, ch in enumerate(value) if ch.isalnum()]
    digits = sum(1 for i in alnum if value[i].isdigit())
    if digits >= 4 or (alnum and digits * 2 >= len(alnum)):
        keep = 4 if len(alnum) >= 8 else len(alnum) // 3
        hidden = set(alnum[: len(alnum) - keep])
        char = rng.choice(MASK_CHARS)
        return "".join(char if i in hidden else ch for i, ch in enumerate(value))
    out = []
    for word in re.split(r"(\s+)", value):
        if not word or word.isspace():
            out.append(word)
        else:
            first = word[0] if word[0].isalnum() and sum(ch.isalnum() for ch in word) >= 2 else "*"
            out.append(
                first
                + "".join(
                    "*" if ch.isalnum() or unicodedata.category(ch)[0] == "M" else ch for ch in word[1:]
                )
            )
    return "".join(out)


def masked(doc: Doc, rng: random.Random, language: str, *, share: float = MASK_SHARE) -> Doc:
    """Some values partially masked in place; each keeps its label and now covers the masked form.

    Entities that overlap another entity are left as they are (masking one would cut the other).
    """
    ents = [e for e in doc.entities if e.start < e.end]
    free = [e for e in ents if not any(o is not e and o.start < e.end and e.start < o.end for o in ents)]
    chosen = [e for e in free if rng.random() < share]
    if free and not chosen:
        chosen = [rng.choice(free)]
    return apply_edits(doc, [(e.start, e.end, mask_value(e.text, rng)) for e in chosen])


# ---------------------------------------------------------------- adversarial

ADV_HOMOGLYPH_INSIDE, ADV_HOMOGLYPH_OUTSIDE = 0.3, 0.01
ADV_FULLWIDTH_INSIDE, ADV_FULLWIDTH_OUTSIDE = 0.6, 0.1
ADV_ZERO_WIDTH_OUTSIDE = 0.01  # per character outside values, so zero-width alone does not mark a value


def adversarial(doc: Doc, rng: random.Random, language: str) -> Doc:
    """Adversarial formatting: homoglyphs and full-width digits (mostly in values), zero-width characters.

    Every value of 2+ characters gets one to three zero-width characters strictly inside it
    (never at its edges, where a joiner would glue the value to its neighbour and make it
    unfindable as a whole word); the rest of the text gets a few at a low rate so that their
    presence alone does not give a value away.
    """

    def swap(inside_rate: float, fw_rate: float) -> Callable[[str, random.Random], str]:
        def fn(ch: str, r: random.Random) -> str:
            if ch in HOMOGLYPHS and r.random() < inside_rate:
                return homoglyph(ch, r)
            if "0" <= ch <= "9" and r.random() < fw_rate:
                return fullwidth(ch)
            return ch

        return fn

    out = map_chars(doc, swap(ADV_HOMOGLYPH_INSIDE, ADV_FULLWIDTH_INSIDE), rng, where="inside")
    out = map_chars(out, swap(ADV_HOMOGLYPH_OUTSIDE, ADV_FULLWIDTH_OUTSIDE), rng, where="outside")
    spots: dict[int, str] = {}
    for e in out.entities:
        if e.end - e.start >= 2:
            spots[rng.randint(e.start + 1, e.end - 1)] = rng.choice(ZERO_WIDTH)
            for _ in range(rng.randint(0, 2)):
                pos = rng.randint(e.start + 1, e.end - 1)
                spots[pos] = spots.get(pos, "") + rng.choice(ZERO_WIDTH)
    cov = coverage(out)
    for i in range(1, len(out.text)):
        if not cov[i] and not cov[i - 1] and rng.random() < ADV_ZERO_WIDTH_OUTSIDE:
            spots[i] = spots.get(i, "") + rng.choice(ZERO_WIDTH)
    return insert(out, sorted(spots.items()))


TRANSFORMS: dict[str, Callable[..., Doc | tuple[Doc, str]]] = {
    "asr": asr,
    "ocr": ocr,
    "masked": masked,
    "adversarial": adversarial,
}


def derive(doc: Doc, condition: str, rng: random.Random, language: str) -> tuple[Doc, str]:
    """Apply a transform condition uniformly: ``(derived doc, engine)`` (engine ``""`` except for OCR)."""
    if condition not in TRANSFORMS:
        hint = " (a layout condition: laid out by the generator)" if condition in LAYOUT_CONDITIONS else ""
        raise ValueError(
            f"{condition!r} is not a transform condition{hint}; transforms: {', '.join(TRANSFORMS)}"
        )
    result = TRANSFORMS[condition](doc, rng, language)
    return result if isinstance(result, tuple) else (result, "")
