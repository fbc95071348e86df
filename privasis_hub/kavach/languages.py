"""Kavach's languages: scripts, name and place lists, and sentence frames in each language.

A :class:`Language` carries everything the Kavach generator needs to write a document in
one language without a model:

- how the language is written (``script``, ``spaces``) and which Faker locale, if any,
  supplies extra person names and places (``faker_locale``, ``faker_names``,
  ``faker_places``);
- built-in lists of common first names, family names, cities, streets and regions, used
  when Faker lacks the locale, when its data for the locale is poor (e.g. ``ar_SA`` and
  ``tr_TR`` addresses fall back to ``en_US``), and for romanised text;
- the formats of addresses, postal codes, dates, amounts and percentages;
- ``frames``: short sentence templates written in the language, with ``{LABEL}``
  placeholders (label names from :mod:`privasis_hub.kavach.labels`), the generic slots
  ``{ID}``, ``{FIN}`` and ``{SECRET}`` (any identifier, financial or secret label), the
  form slots ``{FIELD}``/``{VALUE}``, and lookalike placeholders (``{ORDER_NUMBER}``,
  ``{AMOUNT}``, ... keys of ``LOOKALIKES``) in the ``negative`` frames; ``readback`` frames are
  what an agent says to read a value back (``{VALUE}``), ``closing`` the agent's last line;
  ``[[a|b]]`` in a frame writes several variants at once (:func:`expand_alternatives`);
- ``field_names``: the localized form label of every label in :data:`FIELD_LABELS`, and
  ``field_name_variants``: other names forms write for some labels ("Tel.", "Telefonnummer"), one of which a
  form or table picks per document;
- ``vocab``: localized values for the labels whose values are words (gender, religion,
  diagnoses, medications, ...) and for the ``JOB_TITLE`` lookalike.

:func:`script_of` and :func:`dominant_script` identify the writing system of a text; the
language-contamination gate compares the dominant script of a document with its
language's ``script``.

The language data lives in one YAML file per language under ``privasis_hub/data/kavach/``
(``<code>.yaml``, keys named after the fields of :class:`Language`), loaded and validated once at
import time by :func:`load_languages`; adding a language is adding a file (see that folder's
``README.md``).
"""

from __future__ import annotations

import bisect
import dataclasses
import os
import re
import string
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

import yaml

from privasis_hub.errors import UserError

__all__ = [
    "FIELD_LABELS",
    "FRAME_KINDS",
    "GENERIC_SLOTS",
    "OPTIONAL_FRAME_KINDS",
    "OTHER_SLOTS",
    "DEFAULT_HEADERS",
    "LETTER_KEYS",
    "EXTRA_DIRS_ENV",
    "LANGUAGES",
    "REQUIRED_FRAME_SLOTS",
    "VOCAB_KEYS",
    "Language",
    "LanguageDataError",
    "dominant_script",
    "expand_alternatives",
    "language_files",
    "load_language",
    "load_languages",
    "placeholders",
    "script_matches",
    "script_of",
]

#: Frame kinds every language defines (each a tuple of sentence templates).
FRAME_KINDS: tuple[str, ...] = (
    "intro", "contact", "address", "dob", "id", "finance", "health", "appointment", "org", "online",
    "secret", "field", "filler", "negative", "readback", "closing",
)  # fmt: skip
#: Frame kinds a language may define: ``others``, sentences naming someone else the person writes about (a
#: relative, a colleague, an emergency contact), with one of the ``OTHER_*`` placeholders.
OPTIONAL_FRAME_KINDS: tuple[str, ...] = ("others",)
#: The ``others`` frames' placeholders: someone else's full name, a given name where the frame's words give the
#: gender ("my wife {OTHER_F}"), or a full name of a given gender.
OTHER_SLOTS: tuple[str, ...] = ("OTHER_PERSON", "OTHER_F", "OTHER_M", "OTHER_F_FULL", "OTHER_M_FULL")

#: For each frame kind, the placeholders of which every frame of that kind has at least one.
REQUIRED_FRAME_SLOTS: dict[str, frozenset[str]] = {
    "intro": frozenset({"PERSON"}),
    "contact": frozenset({"PHONE", "EMAIL"}),
    "address": frozenset({"STREET_ADDRESS"}),
    "dob": frozenset({"DOB"}),
    "id": frozenset({"ID"}),
    "finance": frozenset({"FIN"}),
    "health": frozenset({"MEDICAL_CONDITION", "MEDICATION"}),
    "appointment": frozenset({"DATE"}),
    "org": frozenset({"ORGANIZATION"}),
    "online": frozenset({"USERNAME", "IP_ADDRESS", "URL_PERSONAL"}),
    "secret": frozenset({"SECRET"}),
    "field": frozenset({"FIELD"}),
    "readback": frozenset({"VALUE"}),
    "others": frozenset(OTHER_SLOTS),
}

#: Placeholders that are not label names: the generic slots and the form-line slots.
GENERIC_SLOTS: frozenset[str] = frozenset({"ID", "FIN", "SECRET", "FIELD", "VALUE", *OTHER_SLOTS})

#: Labels every language names in ``field_names`` (form lines and table headers use them).
FIELD_LABELS: tuple[str, ...] = (
    "PERSON", "DOB", "GENDER", "NATIONALITY", "PHONE", "EMAIL", "STREET_ADDRESS", "CITY", "POSTAL_CODE",
    "LOCATION", "ORGANIZATION", "DATE", "USERNAME", "IP_ADDRESS", "URL_PERSONAL", "MEDICAL_CONDITION",
    "MEDICATION", "NATIONAL_ID", "PASSPORT_NUMBER", "DRIVERS_LICENSE", "SSN", "TAX_ID", "VOTER_ID",
    "CUSTOMER_ID", "CASE_NUMBER", "EMPLOYEE_ID", "STUDENT_ID", "MEDICAL_RECORD_NUMBER",
    "HEALTH_INSURANCE_ID", "VIN", "VEHICLE_PLATE", "DEVICE_ID", "MAC_ADDRESS", "BIOMETRIC_ID",
    "BANK_ACCOUNT", "IBAN", "ROUTING_NUMBER", "SWIFT_BIC", "CREDIT_CARD", "CARD_EXPIRY", "CVV",
    "CRYPTO_WALLET", "PASSWORD", "API_KEY", "PIN", "SECURITY_ANSWER", "AGE", "ETHNICITY", "RELIGION",
    "POLITICAL_AFFILIATION", "SEXUAL_ORIENTATION", "BLOOD_TYPE", "SALARY", "GPS_COORDINATES", "SIGNATURE",
    "INSURANCE_POLICY_NUMBER",
)  # fmt: skip

#: Keys of ``Language.vocab``: labels (and the JOB_TITLE lookalike) whose values are words.
VOCAB_KEYS: tuple[str, ...] = (
    "GENDER", "NATIONALITY", "ETHNICITY", "RELIGION", "POLITICAL_AFFILIATION", "SEXUAL_ORIENTATION",
    "MEDICAL_CONDITION", "MEDICATION", "JOB_TITLE",
)  # fmt: skip


#: Keys of ``Language.letter``: how e-mails and letters are headed, opened and signed in the language.
#: ``headers`` holds three names (from, to, subject); ``named_salutations`` hold ``{PERSON}`` once; the
#: others are plain lines.
LETTER_KEYS: tuple[str, ...] = (
    "headers", "subjects", "salutations", "named_salutations", "closings", "business_signatures",
)  # fmt: skip
#: The e-mail header names of a language whose file has no ``letter.headers``.
DEFAULT_HEADERS: tuple[str, str, str] = ("From", "To", "Subject")


@dataclass(frozen=True, eq=False)
class Language:
    """One language group: how it is written and what to write in it.

    Formats use ``str.format`` fields:

    - ``address_formats``: ``{street}``, ``{number}`` (1-199), ``{n2}`` (1-9), ``{n3}`` (1-30);
    - ``postal_format``: ``#`` is a digit, ``?`` an uppercase letter;
    - ``date_formats``: ``{d}``/``{dd}`` day, ``{m}``/``{mm}`` month, ``{yyyy}`` year,
      ``{month}`` the month's name from ``months``, ``{be}`` the Thai Buddhist-era year;
    - ``currency_format``: ``{amount}``, a number written in ``number_style`` (``comma``:
      1,234.50; ``dot``: 1.234,50; ``space``: 1 234,50; ``indian``: 12,34,567.50);
    - ``percent_format``: ``{n}``;
    - ``org_patterns``: ``{last}`` (a family name) and ``{city}``.
    """

    code: str
    name: str
    script: str
    spaces: bool
    faker_locale: str | None
    first_names: tuple[str, ...]
    last_names: tuple[str, ...]
    cities: tuple[str, ...]
    streets: tuple[str, ...]
    regions: tuple[str, ...]
    frames: dict[str, tuple[str, ...]]
    field_names: dict[str, str]
    vocab: dict[str, tuple[str, ...]]
    birth_cues: tuple[str, ...]
    speaker_words: tuple[str, str]  # (agent, customer)
    greeting: str
    months: tuple[str, ...]
    date_formats: tuple[str, ...]
    org_patterns: tuple[str, ...]
    address_formats: tuple[str, ...] = ("{number} {street}",)
    postal_format: str = "#####"
    currency_format: str = "{amount}"
    number_style: str = "comma"
    percent_format: str = "{n}%"
    name_order: str = "given_family"  # or "family_given"
    name_sep: str = " "
    faker_names: bool = False  # Faker's first/last names for faker_locale are good for this language
    faker_places: bool = False  # Faker's city/street names for faker_locale are good for this language
    gendered_surnames: str | None = None  # "slavic", "polish" or "greek": feminine family-name forms
    romanized_of: str | None = None  # for a romanised variant, the code of the native-script language
    notes: str = ""  # caveats about the Faker locale or the data
    joiners: tuple[str, ...] = ()  # how two statements become one sentence (", and "); none: never joined
    keep_case_words: tuple[str, ...] = ()  # first words a joined statement keeps capitalised ("I")
    proxy_words: tuple[str, ...] = ()  # words of an intro written for someone else ("on behalf of my client")
    field_name_variants: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)  # "Tel.", ...
    letter: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)  # LETTER_KEYS: "Betreff", ...

    def field_name(self, label: str) -> str | None:
        """The localized form label of ``label``; English for Latin-script languages as a fallback."""
        name = self.field_names.get(label)
        if name is None and self.script == "Latin" and self.code != "en":
            name = LANGUAGES["en"].field_names.get(label)
        return name

    def field_name_options(self, label: str) -> tuple[str, ...]:
        """Every form label of ``label``: :meth:`field_name` first, then its ``field_name_variants``."""
        name = self.field_name(label)
        return ((name,) if name else ()) + self.field_name_variants.get(label, ())


# --- scripts ------------------------------------------------------------------------------

# (first code point, last code point, script) for the letters and marks of each script.
_RANGES: tuple[tuple[int, int, str], ...] = (
    (0x0041, 0x005A, "Latin"), (0x0061, 0x007A, "Latin"), (0x00AA, 0x00AA, "Latin"),
    (0x00BA, 0x00BA, "Latin"), (0x00C0, 0x00D6, "Latin"), (0x00D8, 0x00F6, "Latin"),
    (0x00F8, 0x02AF, "Latin"), (0x0370, 0x03FF, "Greek"), (0x0400, 0x052F, "Cyrillic"),
    (0x0530, 0x058F, "Armenian"), (0x0590, 0x05FF, "Hebrew"), (0x0600, 0x06FF, "Arabic"),
    (0x0700, 0x074F, "Syriac"), (0x0750, 0x077F, "Arabic"), (0x0780, 0x07BF, "Thaana"),
    (0x08A0, 0x08FF, "Arabic"), (0x0900, 0x097F, "Devanagari"), (0x0980, 0x09FF, "Bengali"),
    (0x0A00, 0x0A7F, "Gurmukhi"), (0x0A80, 0x0AFF, "Gujarati"), (0x0B00, 0x0B7F, "Oriya"),
    (0x0B80, 0x0BFF, "Tamil"), (0x0C00, 0x0C7F, "Telugu"), (0x0C80, 0x0CFF, "Kannada"),
    (0x0D00, 0x0D7F, "Malayalam"), (0x0D80, 0x0DFF, "Sinhala"), (0x0E00, 0x0E7F, "Thai"),
    (0x0E80, 0x0EFF, "Lao"), (0x0F00, 0x0FFF, "Tibetan"), (0x1000, 0x109F, "Myanmar"),
    (0x10A0, 0x10FF, "Georgian"), (0x1100, 0x11FF, "Hangul"), (0x1200, 0x139F, "Ethiopic"),
    (0x1780, 0x17FF, "Khmer"), (0x1C80, 0x1C8F, "Cyrillic"), (0x1D00, 0x1D7F, "Latin"),
    (0x1E00, 0x1EFF, "Latin"), (0x1F00, 0x1FFF, "Greek"), (0x2C60, 0x2C7F, "Latin"),
    (0x2DE0, 0x2DFF, "Cyrillic"), (0x2E80, 0x2FDF, "Han"), (0x3005, 0x3005, "Han"),
    (0x3007, 0x3007, "Han"), (0x3021, 0x3029, "Han"), (0x3038, 0x303B, "Han"),
    (0x3040, 0x309F, "Hiragana"), (0x30A0, 0x30FF, "Katakana"), (0x3130, 0x318F, "Hangul"),
    (0x31F0, 0x31FF, "Katakana"), (0x3400, 0x4DBF, "Han"), (0x4E00, 0x9FFF, "Han"),
    (0xA640, 0xA69F, "Cyrillic"), (0xA720, 0xA7FF, "Latin"), (0xA8E0, 0xA8FF, "Devanagari"),
    (0xA960, 0xA97F, "Hangul"), (0xAC00, 0xD7FF, "Hangul"), (0xF900, 0xFAFF, "Han"),
    (0xFB1D, 0xFB4F, "Hebrew"), (0xFB50, 0xFDFF, "Arabic"), (0xFE70, 0xFEFF, "Arabic"),
    (0xFF21, 0xFF3A, "Latin"), (0xFF41, 0xFF5A, "Latin"), (0xFF66, 0xFF9F, "Katakana"),
    (0xFFA0, 0xFFDC, "Hangul"), (0x20000, 0x323AF, "Han"),
)  # fmt: skip
_STARTS = [r[0] for r in _RANGES]

# Printable-ASCII runs that look like machine identifiers rather than words: e-mail addresses,
# URLs, anything with a digit, "_" or "@", dotted names (example.com), ALL-CAPS codes (IBAN, PIN).
_ASCII_RUN = re.compile(r"[!-~]+")
_ID_LIKE = re.compile(r"@|://|www\.|\d|_|[A-Za-z]\.[A-Za-z]|^[^a-z]*[A-Z][^a-z]*[A-Z][^a-z]*$")
_KANA = ("Hiragana", "Katakana")


def _script_of_char(ch: str) -> str | None:
    cp = ord(ch)
    i = bisect.bisect_right(_STARTS, cp) - 1
    if i >= 0 and cp <= _RANGES[i][1]:
        return _RANGES[i][2]
    return None


def script_of(text: str) -> Counter[str]:
    """How many letters (and combining marks) of ``text`` belong to each Unicode script.

    Digits, punctuation, symbols, whitespace, format characters (ZWJ/ZWNJ) and inherited
    combining diacritics are not counted. Japanese kana count as ``Hiragana``/``Katakana``
    and ideographs as ``Han``; letters of scripts not in the table count as ``Other``.
    """
    counts: Counter[str] = Counter()
    for ch in text:
        cat = unicodedata.category(ch)
        if cat[0] not in "LM":
            continue
        script = _script_of_char(ch)
        if script is None:
            if 0x0300 <= ord(ch) <= 0x036F:  # combining diacritics take the base letter's script
                continue
            script = "Other"
        counts[script] += 1
    return counts


def _strip_identifiers(text: str) -> str:
    return _ASCII_RUN.sub(lambda m: " " if _ID_LIKE.search(m.group(0)) else m.group(0), text)


def dominant_script(text: str) -> str:
    """The script most of ``text``'s letters are in, or ``""`` when it has none.

    Digits, punctuation and whitespace are ignored, and so are Latin runs that look like
    identifiers (e-mails, URLs, tokens with a digit, ``_`` or ``@``, dotted host names and
    ALL-CAPS codes such as ``IBAN``), so an ID or e-mail inside Hindi text does not count
    as English. Han mixed with kana is ``"Japanese"`` (Chinese text has no kana); Han alone
    is ``"Han"`` (see :func:`script_matches` for Japanese forms written only in kanji).
    """
    counts = script_of(_strip_identifiers(text))
    if not counts:
        return ""
    kana = sum(counts[k] for k in _KANA)
    if kana and kana >= 0.03 * (kana + counts["Han"]):
        counts["Japanese"] = kana + counts.pop("Han", 0)
        for k in _KANA:
            counts.pop(k, None)
    return counts.most_common(1)[0][0]


def script_matches(found: str, expected: str) -> bool:
    """True when a dominant script ``found`` is acceptable for a language written in ``expected``.

    Japanese text may be all kanji (``"Han"``) or all kana, e.g. a form line ``生年月日：...``.
    An empty ``found`` (no letters at all) matches any script.
    """
    if not found or found == expected:
        return True
    return expected == "Japanese" and found in ("Han", "Hiragana", "Katakana")


def placeholders(template: str) -> list[str]:
    """The ``{NAME}`` placeholders of a frame, in order."""
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


# --- language data --------------------------------------------------------------------------
#
# One YAML file per language under ``privasis_hub/data/kavach/`` (``<code>.yaml``), validated as it is
# composed, so an error names the file, the key and the line. ``index.yaml`` fixes the order the built-in
# languages are drawn in; files not listed there, and files in the folders named by the environment
# variable ``PRIVASIS_KAVACH_LANGUAGES`` (separated by ``os.pathsep``), come after them by file name.

#: Environment variable naming extra folders of language files.
EXTRA_DIRS_ENV = "PRIVASIS_KAVACH_LANGUAGES"

_FIELDS = {f.name: f for f in dataclasses.fields(Language)}
_REQUIRED_KEYS = tuple(name for name, f in _FIELDS.items()
                       if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
_STR_LIST_KEYS = frozenset({
    "first_names", "last_names", "cities", "streets", "regions", "months", "date_formats", "org_patterns",
    "address_formats", "birth_cues", "speaker_words", "joiners", "keep_case_words", "proxy_words",
})  # fmt: skip
_BOOL_KEYS = frozenset({"spaces", "faker_names", "faker_places"})
_OPTIONAL_STR_KEYS = frozenset({"faker_locale", "gendered_surnames", "romanized_of"})
_CHOICES: dict[str, tuple[str, ...]] = {
    "number_style": ("comma", "dot", "space", "indian"),
    "name_order": ("given_family", "family_given"),
    "gendered_surnames": ("slavic", "polish", "greek"),
    "script": tuple(sorted({r[2] for r in _RANGES} | {"Japanese"})),
}
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when installed: same nodes, faster
_STR_TAG = "tag:yaml.org,2002:str"
_NULL_TAG = "tag:yaml.org,2002:null"


class LanguageDataError(UserError):
    """A Kavach language file that does not load: the message names the file, the key and the line."""


def _fail(path: Path, node: yaml.Node | None, key: str, problem: str, hint: str | None = None) -> NoReturn:
    line = f", line {node.start_mark.line + 1}" if node is not None else ""
    raise LanguageDataError(f"{path}{line}: {key}: {problem}", hint=hint)


def _text(path: Path, node: yaml.Node, key: str) -> str:
    if not isinstance(node, yaml.ScalarNode) or node.tag != _STR_TAG:
        what = "a list" if isinstance(node, yaml.SequenceNode) else (
            "a mapping" if isinstance(node, yaml.MappingNode) else f"the non-text value {node.value!r}")
        _fail(path, node, key, f"expected text, got {what}",
              hint="quote values YAML reads as something else (yes, no, on, off, null, numbers)")
    return node.value


def _texts(path: Path, node: yaml.Node, key: str, empty: bool = False) -> tuple[str, ...]:
    if not isinstance(node, yaml.SequenceNode) or not (node.value or empty):
        _fail(path, node, key, "expected a non-empty list of texts")
    return tuple(_text(path, item, f"{key}[{i}]") for i, item in enumerate(node.value))


def _mapping(path: Path, node: yaml.Node, key: str) -> list[tuple[str, yaml.Node, yaml.Node]]:
    if not isinstance(node, yaml.MappingNode):
        _fail(path, node, key, "expected a mapping")
    seen: set[str] = set()
    items = []
    for k, v in node.value:
        name = _text(path, k, f"{key} key")
        if name in seen:
            _fail(path, k, f"{key}.{name}" if key else name, "appears twice")
        seen.add(name)
        items.append((name, k, v))
    return items


#: ``[[a|b|c]]`` inside a frame: one of the alternatives (``[[|please ]]``: optional words).
_ALTERNATIVES = re.compile(r"\[\[(.*?)\]\]")
#: The most variants one written frame may expand to.
MAX_VARIANTS = 256


def expand_alternatives(frame: str) -> tuple[str, ...]:
    """Every variant of a frame written with ``[[a|b]]`` alternatives, in order (the frame itself if none)."""
    variants = [""]
    pos = 0
    for m in _ALTERNATIVES.finditer(frame):
        head = frame[pos : m.start()]
        variants = [v + head + option for v in variants for option in m.group(1).split("|")]
        pos = m.end()
    return tuple(v + frame[pos:] for v in variants)


def _frames(path: Path, node: yaml.Node) -> dict[str, tuple[str, ...]]:
    frames: dict[str, tuple[str, ...]] = {}
    for kind, knode, value in _mapping(path, node, "frames"):
        if kind not in FRAME_KINDS + OPTIONAL_FRAME_KINDS:
            _fail(path, knode, f"frames.{kind}", "unknown frame kind",
                  hint=f"one of: {', '.join(FRAME_KINDS + OPTIONAL_FRAME_KINDS)}")
        written = _texts(path, value, f"frames.{kind}")
        need = REQUIRED_FRAME_SLOTS.get(kind)
        expanded: list[str] = []
        for i, (frame, fnode) in enumerate(zip(written, value.value, strict=True)):
            where = f"frames.{kind}[{i}]"
            if "\n" in frame:
                _fail(path, fnode, where, "a frame is one line")
            variants = expand_alternatives(frame)
            if "[[" in _ALTERNATIVES.sub("", frame) or "]]" in _ALTERNATIVES.sub("", frame):
                _fail(path, fnode, where, "unbalanced [[ ]]", hint="write alternatives as [[one|other]]")
            if len(variants) > MAX_VARIANTS:
                _fail(path, fnode, where, f"{len(variants)} variants (at most {MAX_VARIANTS})",
                      hint="split the frame into several frames")
            for variant in variants:
                try:
                    slots = placeholders(variant)
                except ValueError as exc:
                    _fail(path, fnode, where, f"bad placeholder ({exc})", hint="write placeholders as {LABEL}")
                if need and not need & set(slots):
                    _fail(path, fnode, where, f"a '{kind}' frame needs one of {{{'}, {'.join(sorted(need))}}}")
                if kind in ("filler", "closing") and slots:
                    _fail(path, fnode, where, f"{kind} sentences have no placeholders")
                if kind == "readback" and slots != ["VALUE"]:
                    _fail(path, fnode, where, "a readback frame holds {VALUE} once and nothing else")
                if variant in expanded:
                    _fail(path, fnode, where, f"the frame {variant!r} is written twice in frames.{kind}")
                expanded.append(variant)
        frames[kind] = tuple(expanded)
    missing = [k for k in FRAME_KINDS if k not in frames]
    if missing:
        _fail(path, node, "frames", f"missing frame kind(s) {', '.join(missing)}")
    return frames


def _value(path: Path, key: str, node: yaml.Node) -> object:
    if key in _STR_LIST_KEYS:
        value: object = _texts(path, node, key, empty=key == "months")
        if key == "speaker_words" and len(node.value) != 2:
            _fail(path, node, key, "expected two words: the agent's and the customer's")
        return value
    if key in _BOOL_KEYS:
        if not isinstance(node, yaml.ScalarNode) or node.tag != "tag:yaml.org,2002:bool":
            _fail(path, node, key, "expected true or false")
        return yaml.constructor.SafeConstructor.bool_values[node.value.lower()]
    if key == "frames":
        return _frames(path, node)
    if key in ("field_names", "field_name_variants"):  # a label's field name, or its other field names
        read = _text if key == "field_names" else _texts
        names = {}
        for label, knode, v in _mapping(path, node, key):
            if label not in FIELD_LABELS:
                _fail(path, knode, f"{key}.{label}", "not a label with a field name",
                      hint=f"one of: {', '.join(FIELD_LABELS)}")
            names[label] = read(path, v, f"{key}.{label}")
        return names
    if key == "letter":
        return _letter(path, node)
    if key == "vocab":
        vocab = {}
        for label, knode, v in _mapping(path, node, key):
            if label not in VOCAB_KEYS:
                _fail(path, knode, f"vocab.{label}", "not a vocabulary key", hint=f"one of: {', '.join(VOCAB_KEYS)}")
            vocab[label] = _texts(path, v, f"vocab.{label}")
        return vocab
    if key in _OPTIONAL_STR_KEYS and isinstance(node, yaml.ScalarNode) and node.tag == _NULL_TAG:
        return None
    value = _text(path, node, key)
    if key in _CHOICES and value not in _CHOICES[key]:
        _fail(path, node, key, f"{value!r} is not one of {', '.join(_CHOICES[key])}")
    return value


def _letter(path: Path, node: yaml.Node) -> dict[str, tuple[str, ...]]:
    """The ``letter`` mapping: each key of :data:`LETTER_KEYS` a list of lines, placeholders only where allowed."""
    letter: dict[str, tuple[str, ...]] = {}
    for sub, knode, v in _mapping(path, node, "letter"):
        where = f"letter.{sub}"
        if sub not in LETTER_KEYS:
            _fail(path, knode, where, "not a letter key", hint=f"one of: {', '.join(LETTER_KEYS)}")
        lines = _texts(path, v, where)
        if sub == "headers" and len(lines) != 3:
            _fail(path, v, where, "expected three names: from, to, subject")
        for i, line in enumerate(lines):
            item = v.value[i]
            if "\n" in line:
                _fail(path, item, f"{where}[{i}]", "a line has no line break")
            try:
                slots = placeholders(line)
            except ValueError as exc:
                _fail(path, item, f"{where}[{i}]", f"bad placeholder ({exc})")
            want = ["PERSON"] if sub == "named_salutations" else []
            if slots != want:
                _fail(path, item, f"{where}[{i}]",
                      "holds {PERSON} once and no other placeholder" if want else "holds no placeholder")
        if len(set(lines)) != len(lines):
            _fail(path, v, where, "a line is written twice")
        letter[sub] = lines
    return letter


def _check_field_names(path: Path, root: yaml.MappingNode, values: dict) -> None:
    """A form label names one label only: a variant repeats neither its own label's names nor another label's."""
    names = values.get("field_names", {})
    variants = values.get("field_name_variants", {})
    node = next((v for k, v in root.value if k.value == "field_name_variants"), None)
    owner = {name.casefold(): label for label, name in names.items()}
    for label, options in variants.items():
        if label not in names:
            _fail(path, node, f"field_name_variants.{label}", "a label needs its field_names entry before variants")
        for name in options:
            if not name.strip():
                _fail(path, node, f"field_name_variants.{label}", "an empty field name")
            if name.casefold() in owner:
                _fail(path, node, f"field_name_variants.{label}",
                      f"{name!r} is already a name of {owner[name.casefold()]}", hint="a form label names one label")
            owner[name.casefold()] = label


def load_language(path: str | Path) -> Language:
    """Load and validate one language file; a :class:`LanguageDataError` names the file, key and line."""
    path = Path(path)
    try:
        root = yaml.compose(path.read_text(encoding="utf-8"), Loader=_LOADER)
    except OSError as exc:
        raise LanguageDataError(f"{path}: cannot read the language file ({exc.strerror})") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f", line {mark.line + 1}" if mark is not None else ""
        raise LanguageDataError(f"{path}{line}: not valid YAML ({getattr(exc, 'problem', exc)})") from None
    if root is None:
        _fail(path, None, "(file)", "the file is empty")
    values: dict[str, object] = {}
    for key, knode, vnode in _mapping(path, root, ""):
        if key not in _FIELDS:
            _fail(path, knode, key, "unknown key", hint=f"known keys: {', '.join(_FIELDS)}")
        values[key] = _value(path, key, vnode)
    missing = [k for k in _REQUIRED_KEYS if k not in values]
    if missing:
        _fail(path, root, missing[0], "missing", hint=f"a language file sets {', '.join(_REQUIRED_KEYS)}")
    if values["code"] != path.stem:
        _fail(path, root.value[0][1], "code", f"{values['code']!r} differs from the file name {path.stem!r}")
    _check_field_names(path, root, values)
    intros = values["frames"]["intro"]  # type: ignore[index]
    for word in values.get("proxy_words", ()):  # type: ignore[union-attr]
        if not any(word in t for t in intros):
            node = next((v for k, v in root.value if k.value == "proxy_words"), None)
            _fail(path, node, "proxy_words", f"{word!r} is in no intro frame",
                  hint="proxy_words mark the intro frames written for someone else (\"on behalf of my client\")")
    speaker = values["speaker_words"]
    assert isinstance(speaker, tuple)
    values["speaker_words"] = (speaker[0], speaker[1])
    return Language(**values)  # type: ignore[arg-type]


def language_files() -> list[Path]:
    """The language files to load, in drawing order: the package's (``index.yaml`` first), then extra folders."""
    index_path = _DATA / "index.yaml"
    order = yaml.safe_load(index_path.read_text(encoding="utf-8"))["order"]
    package = {p.stem: p for p in _DATA.glob("*.yaml") if p.name != "index.yaml"}
    missing = [code for code in order if code not in package]
    if missing:
        raise LanguageDataError(f"{index_path}: order: no file {missing[0]}.yaml beside it")
    files = [package.pop(code) for code in order] + [package[c] for c in sorted(package)]
    for folder in filter(None, os.environ.get(EXTRA_DIRS_ENV, "").split(os.pathsep)):
        if not Path(folder).is_dir():
            raise LanguageDataError(f"{EXTRA_DIRS_ENV}: {folder} is not a folder of language files")
        files += sorted(Path(folder).glob("*.yaml"))
    return files


def load_languages(files: Iterable[str | Path] | None = None) -> dict[str, Language]:
    """Load every language file (default: :func:`language_files`) into a code -> :class:`Language` mapping."""
    languages: dict[str, Language] = {}
    for path in language_files() if files is None else map(Path, files):
        lang = load_language(path)
        if lang.code in languages:
            raise LanguageDataError(f"{path}: code: language {lang.code!r} is defined twice")
        languages[lang.code] = lang
    for lang in languages.values():
        if lang.romanized_of is not None and lang.romanized_of not in languages:
            raise LanguageDataError(f"{lang.code}.yaml: romanized_of: no language {lang.romanized_of!r}")
    return languages


_DATA = Path(__file__).resolve().parent.parent / "data" / "kavach"

#: Every Kavach language, by code, in drawing order.
LANGUAGES: dict[str, Language] = load_languages()
