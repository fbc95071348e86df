"""Whether a predicted span's text can be a value of its label at all (the label guide's shapes).

A tagger reads a window and may put a label on any word ("its" as a PASSWORD, "2" as a MEDICAL_CONDITION,
"https" as a URL). :func:`implausible` names why a span cannot be such a value, from the shape every value of
the label has in the Kavach label guide, whatever its language or input condition (a spelled-out ASR number,
an OCR-damaged or masked value, a lower-cased transcript):

- a value written in figures only (digits, masks such as ``•••`` or ``XXXX``, separators) has at least as
  many figures as the shortest value of its label (a phone number has at least six, a card twelve);
- identifiers (IDs, plates, licences, numbers) written as one token in a cased script hold a figure or a mask
  character;
- an e-mail address written as one token holds ``@``, and a role mailbox (``support@``, ``info@``: the
  company e-mail lookalike) is not a person's address; a URL written as one token holds a dot;
- a name (person, signature, organisation, city) in a cased script has a capital letter on at least one of its
  words unless the document around it is written without capitals (an ASR transcript); names, places,
  conditions and beliefs are words, never figures alone;
- a toll-free or shared-cost number (1-800, 0800, 0120, ...) is a business's line, not a person's phone;
- a person's name holds at least one given name or surname known to Faker's locales or to Kavach's language
  files (:func:`name_words`; names in scripts written without spaces, and homoglyph-spoofed words, are not
  checked);
- a blood type starts with A, B, AB or O; a password has at least six characters; a VIN written as one token
  has 17 characters; GPS coordinates hold two numbers; an IPv4 address four groups.

:func:`about_someone` is the one check across spans: attributes (an age, a city, a condition, an employer:
:data:`ATTRIBUTES`) are personal data only of someone the document identifies, so a document where nothing
else is found keeps none of them (in Kavach no document labels attributes alone).

These are checks of shape, not of context: a company's switchboard number has a phone's shape and passes.
On a 2,000-document Kavach build they reject 7 of 66,490 gold values (OCR-damaged names, a freephone number).
"""

from __future__ import annotations

import importlib
import re
from functools import lru_cache

from privasis_hub.safe_ids import ROLE_LOCAL_PARTS

_INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")
_MASK = set("•*●xX#")
#: The fewest figures a value written in figures only can have, per label.
MIN_FIGURES = {
    "PHONE": 6, "CREDIT_CARD": 12, "BANK_ACCOUNT": 6, "IBAN": 12, "NATIONAL_ID": 6, "SSN": 9, "TAX_ID": 6,
    "PASSPORT_NUMBER": 6, "DRIVERS_LICENSE": 5, "DATE": 4, "DOB": 4, "CARD_EXPIRY": 3, "POSTAL_CODE": 3,
    "SALARY": 3, "DEVICE_ID": 8, "CUSTOMER_ID": 4, "EMPLOYEE_ID": 4, "STUDENT_ID": 4, "VOTER_ID": 5,
    "MEDICAL_RECORD_NUMBER": 5, "HEALTH_INSURANCE_ID": 5, "INSURANCE_POLICY_NUMBER": 5, "CASE_NUMBER": 4,
    "ROUTING_NUMBER": 3, "VEHICLE_PLATE": 3, "BIOMETRIC_ID": 5, "PIN": 3, "CVV": 3, "AGE": 1,
    "GPS_COORDINATES": 4, "IP_ADDRESS": 4, "MAC_ADDRESS": 6,
}
#: Labels whose one-token values always hold a figure or a mask character.
IDENTIFIERS = frozenset({
    "PHONE", "CREDIT_CARD", "BANK_ACCOUNT", "IBAN", "NATIONAL_ID", "SSN", "TAX_ID", "PASSPORT_NUMBER",
    "DRIVERS_LICENSE", "DEVICE_ID", "CUSTOMER_ID", "EMPLOYEE_ID", "STUDENT_ID", "VOTER_ID",
    "MEDICAL_RECORD_NUMBER", "HEALTH_INSURANCE_ID", "INSURANCE_POLICY_NUMBER", "CASE_NUMBER", "VEHICLE_PLATE",
    "BIOMETRIC_ID", "VIN", "MAC_ADDRESS", "IP_ADDRESS", "CARD_EXPIRY", "PIN", "CVV", "ROUTING_NUMBER",
    "POSTAL_CODE", "GPS_COORDINATES", "SALARY", "AGE",
})  # fmt: skip
#: Labels whose values are names, capitalised in a cased script.
NAMES = frozenset({"PERSON", "SIGNATURE", "ORGANIZATION", "CITY"})
#: Labels whose values are words (names, places, conditions, beliefs): never figures alone.
WORDS = NAMES | {"LOCATION", "STREET_ADDRESS", "MEDICAL_CONDITION", "MEDICATION", "GENDER", "RELIGION",
                 "NATIONALITY", "ETHNICITY", "POLITICAL_AFFILIATION", "SEXUAL_ORIENTATION", "SECURITY_ANSWER"}
#: Labels that describe a person without identifying anyone alone (Kavach labels them only beside an identifier).
ATTRIBUTES = frozenset({
    "AGE", "GENDER", "NATIONALITY", "ETHNICITY", "RELIGION", "POLITICAL_AFFILIATION", "SEXUAL_ORIENTATION", "DATE",
    "ORGANIZATION", "CITY", "POSTAL_CODE", "LOCATION", "MEDICAL_CONDITION", "MEDICATION", "BLOOD_TYPE", "SALARY",
    "CARD_EXPIRY", "CVV", "PIN", "SECURITY_ANSWER",
})  # fmt: skip
_WORD = re.compile(r"[^\W\d_]{2,}", re.UNICODE)
_GROUP = re.compile(r"[\d•*●xX]+(?:[.,][\d•*●xX]+)?")
#: The first group of a toll-free or shared-cost number as people write it (a business's line, never a
#: person's): North America's 8XX (after an optional 1), 0800/0808/0805 (Europe, Brazil), 0120 (Japan),
#: 1800/1300 (India, Australia), 400 (China), 800/900 (Italy, Spain, Portugal).
TOLL_FREE_GROUPS = frozenset({"800", "833", "844", "855", "866", "877", "888", "0800", "0808", "0805", "0120",
                              "1800", "1300", "400", "900"})
_BLOOD = re.compile(r"(ab|a|b|o|0)(\b|[\s+\-−]|rh|pos|neg)", re.IGNORECASE)


def _figures(text: str) -> int:
    return sum(ch.isnumeric() or ch in _MASK for ch in text)


def _cased(text: str) -> bool:
    """Whether every letter of ``text`` has a case (Latin, Cyrillic, Greek, ...): words are spaced, figures are digits."""
    return all(ch.lower() != ch.upper() for ch in text if ch.isalpha())


def _toll_free(text: str) -> bool:
    groups = re.findall(r"\d+", text)
    if len(groups) > 1 and groups[0] == "1":  # 1-800-...
        groups = groups[1:]
    return len(groups) > 1 and groups[0] in TOLL_FREE_GROUPS and 9 <= sum(map(len, groups)) <= 11


def _cased_words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text) if w[0].lower() != w[0].upper()]


@lru_cache(maxsize=1)
def name_words() -> frozenset[str]:
    """Every given name and surname (lower case) of Faker's locales and of Kavach's language files (~60k)."""
    from faker.config import AVAILABLE_LOCALES

    from privasis_hub.kavach.languages import LANGUAGES

    words: set[str] = set()
    for locale in AVAILABLE_LOCALES:
        try:
            provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        except (ImportError, AttributeError):
            continue
        for attr in ("first_names", "last_names", "first_names_male", "first_names_female",
                     "last_names_male", "last_names_female"):
            names = provider.__dict__.get(attr)
            if isinstance(names, (dict, list, tuple)):
                words.update(str(n).lower() for n in names)
    for lang in LANGUAGES.values():
        words.update(n.lower() for n in (*lang.first_names, *lang.last_names))
    return frozenset(w for name in words for w in _WORD.findall(name))


def _unspaced(text: str) -> bool:
    """Whether ``text`` holds a script whose names are written without spaces (Chinese, Japanese, Thai, Korean)."""
    return any("\u0e00" <= ch <= "\u0eff" or "\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff"
               or "\u1000" <= ch <= "\u109f" or "\u1780" <= ch <= "\u17ff" or "\uac00" <= ch <= "\ud7af"
               for ch in text)


def _mixed_script(word: str) -> bool:
    """Whether a word mixes Latin with Cyrillic or Greek letters (a homoglyph spoof: "Аnna" with a Cyrillic А)."""
    scripts = {"latin" if ch < "\u0250" else "other" for ch in word if ch.isalpha()}
    return len(scripts) > 1


def lowercase_document(text: str) -> bool:
    """Whether a document is written without capitals (an ASR transcript): under 1 in 200 cased letters is upper."""
    cased = [ch for ch in text if ch.lower() != ch.upper()]
    return not cased or sum(ch.isupper() for ch in cased) < len(cased) / 200


def implausible(label: str, value: str, *, lowercase_doc: bool = False, known_names: bool = True) -> str | None:
    """Why ``value`` cannot be a ``label`` value (a short reason), or None when its shape fits the label.

    ``lowercase_doc``: the document is written without capitals (names need none); ``known_names``: a
    person's name must hold a word of :func:`name_words` (unless written in a script without spaces).
    """
    text = _INVISIBLE.sub("", value).strip()
    one_token = not any(ch.isspace() for ch in text)
    has_letter = any(ch.isalpha() and ch not in "xX" for ch in text)
    has_word = bool(_WORD.search(text))  # two letters in a row: "Rp", "EUR", a number in words
    figures = _figures(text)
    spelled = has_word or (has_letter and figures == 0)  # "zero six one ...", "영 삼 사 ..."
    if not spelled and figures < MIN_FIGURES.get(label, 0):
        return f"{figures} figures, fewer than any {label}"
    if label in IDENTIFIERS and one_token and figures == 0 and _cased(text):
        return "an identifier without a figure"
    if label in NAMES and not lowercase_doc:
        words = _cased_words(text)
        if words and not any(w[0].isupper() for w in words):
            return "a name without a capital"
    if label in ("PERSON", "SIGNATURE") and known_names and has_word and not _unspaced(text) \
            and not any(w.lower() in name_words() or _mixed_script(w) for w in _WORD.findall(text)):
        return "no known given name or surname"
    if label in WORDS and not has_letter and not any(ch in _MASK for ch in text):
        return "figures where words belong"
    if label == "PHONE" and not has_letter and _toll_free(text):
        return "a toll-free or shared-cost number: a business line"
    if label == "EMAIL" and one_token:
        if "@" not in text:
            return "an e-mail address without @"
        if text.split("@", 1)[0].lower() in ROLE_LOCAL_PARTS:
            return "a role mailbox, not a person's address"
    if label == "URL_PERSONAL" and one_token and "." not in text:
        return "a URL without a dot"
    if label == "BLOOD_TYPE" and has_letter and text.isascii() and not _BLOOD.match(text):
        return "not a blood group"
    if label == "PASSWORD" and len(text.replace(" ", "")) < 6:
        return "shorter than a password"
    if label == "VIN" and one_token and not 15 <= len(text) <= 18:
        return "not 17 characters"
    if label == "GPS_COORDINATES" and not has_letter and len(_GROUP.findall(text)) < 2:
        return "fewer than two coordinates"
    if label == "IP_ADDRESS" and not has_letter and ":" not in text and len(_GROUP.findall(text.replace(".", " "))) < 4:
        return "fewer than four groups"
    return None


def about_someone(spans: list[dict]) -> list[dict]:
    """``spans`` of one document, or none when every one is an attribute (:data:`ATTRIBUTES`): a city, a date
    or a condition in a document that identifies nobody is not personal data."""
    return spans if any(s["label"] not in ATTRIBUTES for s in spans) else []
