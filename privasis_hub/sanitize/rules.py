"""The offline (rule-based) sanitizer: abstract or drop exact attribute values in a chunk of text.

The offline backend of Privasis-Sanitization rewrites each relevant chunk of a record with
rules that start from the exact values it must protect. Four public steps:

- :func:`value_kind` sorts a ``(key, value)`` pair into a kind (table below) from the key's
  name first, then from the value's shape.
- :func:`abstract_value` climbs one step of that kind's *abstraction ladder*. It is a pure
  function of ``(key, value, context)``, so the same value gets the same replacement
  everywhere, and it never prints the value, its digits in sequence, or the same date in
  another format (each output is checked; a failing one falls back to a generic phrase).
- :func:`drop_value` removes one span and repairs its surroundings (form line, table cell,
  e-mail header, whole prose sentence, list item, preposition, parentheses).
- :func:`rewrite` applies either operation to every occurrence of a target's values while
  leaving every ``keep`` string verbatim; :func:`leaks` says which values survive, in any
  case, digit grouping or date format.

Kinds (:data:`KINDS`): the sanitization pipeline and the offline instructions share them.

=============  =======================================================  ================================
kind           what                                                     one ladder step (abstract)
=============  =======================================================  ================================
date           a calendar date, optionally "at 2:15 PM ..."; a          "March 2025"; month-year ->
               month/season and year ("Winter 2028"); a bare year       "the spring of last year";
                                                                        year -> "some years ago"
date_range     "July 15, 2024 to July 27, 2024"                         "July 2024"
time           "2:45 PM"                                                "in the afternoon"
address        a street address                                         "an apartment in <city>", "an
                                                                        address in <region/country>"
city           a city, or "Place, Region"                               "a city in <region>", "Region"
postal_code    a ZIP / postcode                                         "a postal code in <city>", "...
                                                                        beginning with 465" (ZIP3)
age            an age in years                                          "in their forties"
amount         money, alone or inside a phrase ("$470 per hour")        "between $100 and $500 per hour"
number         counts, percentages, indices ("464,285 followers")       "between 100,000 and 500,000 ..."
name           a person (the subject or a third party)                  the subject's role ("the
                                                                        patient") or "a sister", "an
                                                                        attorney", ...
first_name     the subject's first name                                 the subject's role
last_name      the subject's last name                                  the subject's role
identifier     IDs, account/card/passport/SSN/MRN/case numbers, IBAN,   "a passport number on file", ...
               VIN, plates, IPs, passwords, codes
email          an e-mail address                                        "a contact e-mail on file"
phone          a phone number                                           "a phone number on file"
url            a web address                                            "a personal website"
handle         a user name, gamer tag, pen name                         "an online handle", ...
employer       the subject's employer                                   its sector, else its legal form
                                                                        ("a limited liability company")
organization   any other organisation (bank, court, clinic, ...)        "a financial institution", ...
occupation     a job title                                              a broad field ("healthcare
                                                                        professional")
health         diagnoses, medications, allergies, procedures, ...       "a chronic respiratory condition"
measurement    vitals, lab values, scores, grades, times                "above the normal range", ...
demographic    sex, ethnicity, citizenship, marital status, religion,   "Latin American", "partnered", ...
               language, party
other          any other private detail (a free-text phrase)            a coarser reading of the value
                                                                        ("an above-expectations rating"),
                                                                        else a key-specific noun phrase
=============  =======================================================  ================================
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache

from num2words import num2words

from privasis_hub.sanitize.keys import human
from privasis_hub.synth.catalog import REFERENCE_DATE

__all__ = [
    "KINDS",
    "REMOVED",
    "abstract_value",
    "drop_value",
    "age_spans",
    "direct_spans",
    "find_spans",
    "leaks",
    "target_leaks",
    "target_spans",
    "token_spans",
    "year_spans",
    "normalise_digits",
    "parse_date",
    "rewrite",
    "value_kind",
    "verbatim_spans",
]

#: Every kind :func:`value_kind` returns, with what it covers.
KINDS: dict[str, str] = {
    "date": "a calendar date (with an optional time), a month or season and year, or a year",
    "date_range": "two dates joined by 'to' / 'through'",
    "time": "a clock time",
    "address": "a street address",
    "city": "a city or 'place, region'",
    "postal_code": "a postal or ZIP code",
    "age": "an age in years",
    "amount": "a sum of money, alone or inside a phrase",
    "number": "a count, percentage or index",
    "name": "a person's name (the subject or someone else)",
    "first_name": "the subject's first name",
    "last_name": "the subject's last name",
    "identifier": "an ID, account, card, passport, SSN, MRN or case number, IBAN, VIN, plate, IP, password",
    "email": "an e-mail address",
    "phone": "a phone number",
    "url": "a web address",
    "handle": "an online handle, gamer tag, login or pen name",
    "employer": "the subject's employer",
    "organization": "another organisation: bank, court, clinic, school, merchant, ...",
    "occupation": "a job title",
    "health": "a diagnosis, medication, allergy, procedure, injury or substance use",
    "measurement": "a vital sign, lab value, score, grade or personal record",
    "demographic": "sex, ethnicity, citizenship, marital status, religion, language, party",
    "other": "any other private detail",
}

#: The placeholder older builds left for a dropped value; no rule writes it any more.
REMOVED = "[removed]"

_TODAY = REFERENCE_DATE  # relative phrases ("last year") are anchored where the corpus's dates are


# =========================================================================================
# Matching: exact (boundary-aware), digits-only and cross-format dates
# =========================================================================================

#: Characters that glue two alphanumerics into one token ("hayden.bates", "555-0142", "a/b").
_JOINERS = frozenset(".@-_/\\:+")
_CURRENCY = frozenset("$€£#")


def normalise_digits(s: str) -> str:
    """The digits of ``s`` in order: ``"(212) 555-0142"`` -> ``"2125550142"``."""
    return "".join(ch for ch in s if ch.isdigit())


def _left_ok(text: str, i: int) -> bool:
    """Whether a match may start at ``i``: not inside a word, number, e-mail, URL or ID."""
    if i <= 0:
        return True
    c, first = text[i - 1], text[i]
    if c.isalnum() or c in "_@#":
        return False
    glued = i >= 2 and text[i - 2].isalnum() and first.isalnum()
    if c in _JOINERS and glued:
        return False
    if first.isdigit() and (c in _CURRENCY or (c == "," and i >= 2 and text[i - 2].isdigit())):
        return False
    return True


def _right_ok(text: str, j: int) -> bool:
    """Whether a match may end at ``j`` (exclusive)."""
    if j >= len(text):
        return True
    c, last = text[j], text[j - 1]
    if c.isalnum() or c == "_":
        return False
    glued = j + 1 < len(text) and text[j + 1].isalnum() and last.isalnum()
    if c in _JOINERS and glued:
        return False
    if last.isdigit() and (c == "%" or (c == "," and j + 1 < len(text) and text[j + 1].isdigit())):
        return False
    return True


@lru_cache(maxsize=4096)
def _exact_pattern(value: str) -> re.Pattern[str]:
    """The value, case-insensitive, any run of whitespace where the value has one."""
    return re.compile(r"\s+".join(re.escape(w) for w in value.split()), re.IGNORECASE)


def _exact_spans(text: str, value: str) -> list[tuple[int, int]]:
    if not value.strip():
        return []
    return [
        (m.start(), m.end())
        for m in _exact_pattern(value.strip()).finditer(text)
        if _left_ok(text, m.start()) and _right_ok(text, m.end())
    ]


# --- digits -------------------------------------------------------------------------------

#: A number as written: digit groups joined by short separators ("(212) 555-0142", "2,418.75").
_DIGIT_RUN = re.compile(r"\d+(?:(?:[ \-./()]{1,2}|,)\d+)*")
_DIGIT_GROUP = re.compile(r"\d+")
_ALPHA_WORD = re.compile(r"[A-Za-z]{3,}")


@lru_cache(maxsize=4096)
def _number_like(value: str) -> bool:
    """A value worth a digits-only check: >= 4 digits, no more letters than digits, <= 1 word."""
    digits = sum(ch.isdigit() for ch in value)
    letters = sum(ch.isalpha() for ch in value)
    return digits >= 4 and letters <= digits and len(_ALPHA_WORD.findall(value)) <= 1


def _digit_spans(text: str, value: str) -> list[tuple[int, int]]:
    """Where the value's digits appear as whole consecutive digit groups of a number in ``text``."""
    if not _number_like(value) or _value_dates(value) or _MONTH_YEAR.match(value.strip()):
        return []  # "Fall 2025" is a term, not the number 2025 (which "October 14, 2025" also holds)
    want = normalise_digits(value)
    spans = []
    for run in _DIGIT_RUN.finditer(text):
        groups = [
            (g.start() + run.start(), g.end() + run.start()) for g in _DIGIT_GROUP.finditer(run.group())
        ]
        for i in range(len(groups)):
            got = ""
            for k in range(i, len(groups)):
                got += text[groups[k][0] : groups[k][1]]
                if len(got) >= len(want):
                    break
            if got == want:
                s, e = groups[i][0], groups[k][1]
                if _left_ok(text, s) and _right_ok(text, e):
                    spans.append((s, e))
    return spans


# --- dates --------------------------------------------------------------------------------

_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip
_MONTH_NUM = {m[:3].lower(): i for i, m in enumerate(_MONTHS, 1)}
_MON = r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
_DATE = re.compile(
    rf"(?P<mn1>{_MON})\.?\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y1>\d{{4}})"  # March 4, 2025
    rf"|(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<mn2>{_MON})\.?,?\s+(?P<y2>\d{{4}})"  # 4 March 2025
    r"|(?P<y3>\d{4})[-/.](?P<m3>\d{1,2})[-/.](?P<d3>\d{1,2})"  # 2025-03-04
    r"|(?P<m4>\d{1,2})[-/.](?P<d4>\d{1,2})[-/.](?P<y4>\d{4})",  # 03/04/2025 (US order)
    re.IGNORECASE,
)
_MONTH_YEAR = re.compile(rf"^(?P<mn>{_MON}|spring|summer|fall|autumn|winter)\.?,?\s+(?P<y>\d{{4}})$", re.I)
_YEAR = re.compile(r"^(?:19|20)\d\d$")
_TIME = re.compile(
    r"\b(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?P<ap>[AaPp]\.?[Mm]\.?)(?![A-Za-z])|\b(?P<h24>[01]?\d|2[0-3]):(?P<m24>[0-5]\d)\b"
)


def _date_of(m: re.Match[str]) -> dt.date | None:
    g = m.groupdict()
    try:
        if g["y1"]:
            return dt.date(int(g["y1"]), _MONTH_NUM[g["mn1"][:3].lower()], int(g["d1"]))
        if g["y2"]:
            return dt.date(int(g["y2"]), _MONTH_NUM[g["mn2"][:3].lower()], int(g["d2"]))
        if g["y3"]:
            return dt.date(int(g["y3"]), int(g["m3"]), int(g["d3"]))
        month, day = int(g["m4"]), int(g["d4"])
        if month > 12:  # day-first when it cannot be month-first
            month, day = day, month
        return dt.date(int(g["y4"]), month, day)
    except ValueError:
        return None


def _find_dates(text: str) -> list[tuple[int, int, dt.date]]:
    """Every full calendar date written in ``text`` (any of the supported formats)."""
    found = []
    for m in _DATE.finditer(text):
        day = _date_of(m)
        if day is not None and _left_ok(text, m.start()) and _right_ok(text, m.end()):
            found.append((m.start(), m.end(), day))
    return found


def parse_date(s: str) -> dt.date | None:
    """The calendar date ``s`` spells, in any supported format, or None.

    Supported: "March 4, 2025", "Mar 4 2025", "4 March 2025", "2025-03-04", "2025/03/04",
    "03/04/2025" (month first, as the corpus writes it; day first only when the first
    number cannot be a month). The whole string must be the date.
    """
    m = _DATE.fullmatch(s.strip())
    return _date_of(m) if m else None


@lru_cache(maxsize=4096)
def _value_dates(value: str) -> tuple[dt.date, ...]:
    """The dates a date-led value stands for ("2025-03-04 at 2:15 PM", "A to B"); () otherwise."""
    found = _find_dates(value)
    lead = re.match(r"\s*(?:from\s+)?", value, re.I).end()
    if not found or found[0][0] != lead:
        return ()
    return tuple(d for _, _, d in found)


def _date_spans(text: str, value: str) -> list[tuple[int, int]]:
    wanted = set(_value_dates(value))
    if not wanted:
        return []
    return [(s, e) for s, e, d in _find_dates(text) if d in wanted]


def find_spans(text: str, value: str, *, within_tokens: bool = False) -> list[tuple[int, int]]:
    """Every place ``value`` occurs in ``text``: sorted, non-overlapping ``(start, end)`` spans.

    A place is an exact, case-insensitive match that is not part of a longer word, number,
    e-mail, URL or ID; for number-like values (>= 4 digits) also the same digits grouped
    differently ("555 0142" for "555-0142", a card number without spaces); for date-led
    values also the same date in another format ("2025-03-04" for "March 4, 2025").
    With ``within_tokens``, a value (>= 3 letters or digits) inside an e-mail address, URL or
    handle also counts: the span is then the whole e-mail, URL or handle ("patterson" in
    "amy.patterson@example.com").
    """
    spans = _exact_spans(text, value) + _digit_spans(text, value) + _date_spans(text, value)
    if within_tokens:
        spans += token_spans(text, value)
    return _non_overlapping(spans)


#: Top-level domains that make a bare "name.tld" a web address.
_TLDS = "com|org|net|edu|gov|io|co|me|info|biz|us|uk|ca|au|de|fr|in|dev|app|blog|site|online"
#: An e-mail address, a URL or a handle (what :func:`token_spans` looks inside), once stripped of
#: the punctuation around it; a login is lowercase letters with digits or underscores ("jsmith84").
_TOKEN = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"  # e-mail
    r"|(?:https?://|www\.)\S+"  # URL
    rf"|(?:[\w-]+\.)+(?i:{_TLDS})(?:/\S*)?"  # a bare domain, with or without a path ("mariagarcia.com/cv")
    r"|@\w[\w.]*"  # @handle
    r"|(?=[a-z0-9._]*[a-z]{3})(?=[a-z0-9._]*[\d_])[a-z][a-z0-9]*(?:[._][a-z0-9]+)*"  # login
)
_TOKEN_EDGES = "\"'()[]<>{},;:!?."
_TOKEN_CANDIDATE = re.compile(rf"[^\s\d@_/]*[\d@_/]\S*|\b(?:[\w-]+\.)+(?:{_TLDS})\b\S*", re.I)

def token_kind(token: str) -> str:
    """``email``, ``url`` or ``handle``: what kind of token :func:`token_spans` returned."""
    if "@" in token and not token.startswith("@"):
        return "email"
    if re.match(rf"(?i)https?://|www\.|(?:[\w-]+\.)+(?:{_TLDS})(?:/|$)", token):
        return "url"
    return "handle"


def token_spans(text: str, value: str) -> list[tuple[int, int]]:
    """The e-mail addresses, URLs and handles in ``text`` that contain ``value`` (any case).

    Only values of at least three letters or four digits are looked for (shorter ones recur
    by chance); a token that *is* the value is left to the exact match.
    """
    v = value.strip().lower()
    letters, digits = sum(c.isalpha() for c in v), sum(c.isdigit() for c in v)
    if (letters < 3 and digits < 4) or " " in v:
        return []
    bare = v.lstrip("@")  # a handle's name inside a URL or e-mail ("@jhuber" in "jhuber.example.com")
    compact = re.sub(r"[\s.'-]", "", bare)
    out = []
    for start, end, tok, squeezed in _tokens(text):
        if tok == v or tok.lstrip("@") == bare:
            continue
        if v in tok or bare in tok or (len(compact) >= 3 and compact in squeezed):
            out.append((start, end))
    return out


@lru_cache(maxsize=512)
def _tokens(text: str) -> tuple[tuple[int, int, str, str], ...]:
    """The e-mails, URLs and handles of ``text``: (start, end, lowercased, lowercased without . _ -)."""
    out = []
    for m in _TOKEN_CANDIDATE.finditer(text):
        word, start = m.group(), m.start()
        core = word.strip(_TOKEN_EDGES)
        if len(core) < 3 or not _TOKEN.fullmatch(core):
            continue
        start += word.index(core)
        low = core.lower()
        out.append((start, start + len(core), low, re.sub(r"[._-]", "", low)))
    return tuple(out)


#: Words that say a number next to them is an age.
_AGE_BEFORE = r"\b(?:age[ds]?|aged)\b[^\n\d]{0,40}?"
_AGE_AFTER = r"\s*(?:-|\s)?(?:years?|yrs?|yo|y/o|y\.o\.)(?:[\s-]+old|\s+of\s+age)?\b"


@lru_cache(maxsize=256)
def _age_patterns(n: str) -> tuple[re.Pattern[str], ...]:
    return (
        re.compile(rf"{_AGE_BEFORE}(?<!\d)({n})(?!\d|\s*%)", re.I),
        re.compile(rf"(?<![\d$.,])\b{n}(?!\d){_AGE_AFTER}", re.I),
        re.compile(rf"\bturn(?:ed|s|ing)?\s+({n})\b(?!\s*%)", re.I),
        re.compile(rf"\b{n}(?:st|nd|rd|th)\s+birthday", re.I),
        re.compile(rf"\b(?:is|am|are|was)\s+({n}),?\s+(?:according\s+to|per|as\s+of)\b", re.I),  # "I am 47, according to"
    )


def age_spans(text: str, age: str) -> list[tuple[int, int]]:
    """Where ``text`` states the age ``age`` (digits): "Age: 61", "| Age | 61 |", "61 years old", "61-year-old".

    Only the number is returned for a label before it; the number with its "years old" after it.
    A bare number elsewhere is not an age and is not returned.
    """
    n = re.escape(age.strip())
    if not n:
        return []
    label, after, turned, birthday, stated = _age_patterns(n)
    spans = [(m.start(1), m.end(1)) for m in label.finditer(text)]
    spans += [(m.start(1), m.end(1)) for m in stated.finditer(text)]
    spans += [(m.start(), m.end()) for m in after.finditer(text)]
    spans += [(m.start(1), m.end(1)) for m in turned.finditer(text)]
    spans += [(m.start(), m.end()) for m in birthday.finditer(text)]
    for pattern in _age_word_patterns(age.strip()):  # "sixty-three years old", "aged sixty three"
        spans += [(m.start(1), m.end(1)) for m in pattern.finditer(text)]
    return _non_overlapping(spans)


@lru_cache(maxsize=256)
def _age_word_patterns(age: str) -> tuple[re.Pattern[str], ...]:
    """An age written in English words, after an age label or before "years old"."""
    if not age.isdigit() or not 0 < int(age) < 130:
        return ()
    words = re.escape(num2words(int(age))).replace(r"\-", r"[-\s]").replace(r"\ ", r"[-\s]")
    return (
        re.compile(rf"{_AGE_BEFORE}\b({words})\b", re.I),
        re.compile(rf"\b({words}{_AGE_AFTER})", re.I),
    )


def year_spans(text: str, year: str) -> list[tuple[int, int]]:
    """Every place the four-digit ``year`` occurs: as a number of its own, or inside an e-mail, URL or handle."""
    y = year.strip()
    spans = [(m.start(), m.end()) for m in re.finditer(rf"(?<![\d,.$]){re.escape(y)}(?![\d,]\d)", text)]
    tokens = [(a, b) for a, b, tok, _ in _tokens(text) if y in tok]
    return _non_overlapping([s for s in spans if not _overlaps(*s, tokens)] + tokens)


#: Keys whose values are found as ages or birth years rather than as plain strings.
AGE_KEY = re.compile(r"(^|_)age$")
BIRTH_YEAR_KEY = "birth_year"


def target_spans(text: str, key: str, value: str) -> list[tuple[int, int]]:
    """Where a target value of attribute ``key`` occurs, as the sanitizer and the verifier see it.

    An age (key ``age``, ``patient_age``, ... with a number as value) is found only where the
    text states it as an age; a ``birth_year`` anywhere as a number or inside an e-mail, URL or
    handle; any other value by :func:`find_spans` with ``within_tokens``.
    """
    if AGE_KEY.search(key.lower()) and value.strip().isdigit():
        return age_spans(text, value)
    if key == BIRTH_YEAR_KEY and _YEAR.match(value.strip()):
        return year_spans(text, value)
    return find_spans(text, value, within_tokens=True)


def _non_overlapping(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest spans first, then shorter ones that overlap none of them; sorted by start."""
    out: list[tuple[int, int]] = []
    for s, e in sorted(set(spans), key=lambda se: (se[0] - se[1], se[0])):
        if not _overlaps(s, e, out):
            out.append((s, e))
    return sorted(out)


def verbatim_spans(text: str, value: str) -> list[tuple[int, int]]:
    """Where ``value`` is written as it is (any case): as a word of its own, or inside an e-mail, URL or handle.

    The verifier's boundary rules without its other formats: "Miller" in "J. Miller" and in
    "j.miller@example.com", never in "Millerton" or "Smiller"; "555-0142" only as written.
    """
    return _non_overlapping(_exact_spans(text, value) + token_spans(text, value))


def direct_spans(text: str, key: str, value: str) -> list[tuple[int, int]]:
    """:func:`verbatim_spans`, except that an age (key ``age``, ``patient_age``, ...) counts only where
    the text states it as an age and a ``birth_year`` as in :func:`target_spans`: the verifier's reading
    of a value written as it is."""
    if AGE_KEY.search(key.lower()) and value.strip().isdigit():
        return age_spans(text, value)
    if key == BIRTH_YEAR_KEY and _YEAR.match(value.strip()):
        return year_spans(text, value)
    return verbatim_spans(text, value)


def leaks(text: str, values: Sequence[str], *, within_tokens: bool = False) -> list[str]:
    """The values still present in ``text`` (see :func:`find_spans`), in order, without repeats."""
    return [v for v in dict.fromkeys(values) if v and v.strip() and find_spans(text, v, within_tokens=within_tokens)]


def target_leaks(text: str, pairs: Sequence[tuple[str, str]]) -> list[str]:
    """The ``(key, value)`` target values still present in ``text`` as :func:`target_spans` sees them."""
    return [v for k, v in dict.fromkeys(pairs) if v and v.strip() and target_spans(text, k, v)]


# =========================================================================================
# Kinds
# =========================================================================================

_SUBJECT_NAME_KEYS = r"^(full_name|name|person_name|patient_name|client_name|subject_name)$"

#: Keys that decide the kind whatever the value looks like (checked first, in order).
_KEY_KINDS_STRICT: tuple[tuple[str, str], ...] = (
    (_SUBJECT_NAME_KEYS, "name"),
    (r"^(first_name|given_name|forename)$", "first_name"),
    (r"^(last_name|surname|family_name)$", "last_name"),
    (r"e_?mail", "email"),
    (r"phone|mobile|(^|_)fax|telephone", "phone"),
    (r"(^|_)(url|website|homepage|web_address)($|_)", "url"),
    (r"(^|_)ip($|_)|ip_address", "identifier"),
    (r"handle|gamer_tag|username|screen_name|pen_name|harasser_account|login_id", "handle"),
    (r"(^|_)age$", "age"),
    (r"postal|(^|_)zip|postcode", "postal_code"),
    (
        r"passport|social_security|(^|_)ssn|(^|_)ein$|iban|(^|_)vin$|routing|account_number|card_number"
        r"|member_id|member_number|(^|_)id_number|id_number|(^|_)id$|(^|_)mrn$|record_number|case_number"
        r"|claim_number|policy_number|license|licence|plate|credential|ticket|(booking|wire)_reference"
        r"|loyalty|juror|asset_tag|password|(^|_)pin$|(^|_)code$|bank_account|card_on_file|payment_method",
        "identifier",
    ),
    (r"address|street", "address"),
)

#: Date keys, unless the value holds money ("year_to_date_gross").
_KEY_KINDS_DATES: tuple[tuple[str, str], ...] = (
    (r"(^|_)(dates|date_range|period)$", "date_range"),
    (r"(^|_)date|date($|_)|deadline|appointment|recording_session|onset|(^|_)dob$|birthday|_term$", "date"),
)

#: Keys that decide the kind unless the value holds money (checked after the money test).
_KEY_KINDS_SOFT: tuple[tuple[str, str], ...] = (
    (
        r"(^|_)city($|_)|(^|_)town($|_)|place_of_birth|birthplace|destination|hometown|(^|_)region$|(^|_)state$|country",
        "city",
    ),
    (r"employer|company", "employer"),
    (
        r"bank_name|merchant|creditor|court|law_firm|(^|_)firm$|facility|pharmacy|institution|agency_office"
        r"|organi[sz]ation|contractor|school|(^|_)clinic($|_)|hospital|insurer|insurance_plan|opposing_party",
        "organization",
    ),
    (r"occupation|job_title|(^|_)profession($|_)|(^|_)job$", "occupation"),
    (
        r"blood_pressure|weight|bmi|height|lab_result|screening|fitness|credit_score|gpa|test_score"
        r"|personal_best|allocation|heart_rate",
        "measurement",
    ),
    (
        r"diagnos|condition|comorbid|medication|allerg|procedure|surgical|medical_history|substance"
        r"|symptom|injury|disease|illness",
        "health",
    ),
    (
        r"(^|_)name$|clinician|attorney|judge|witness|adjuster|advisor|caseworker|partner|relative|confidant"
        r"|household_child|beneficiary|companion|emergency_contact|source_identity|professional_reference"
        r"|dependent|spouse|guardian",
        "name",
    ),
    (r"count|(^|_)index|hours|shares|holding|interest_rate|contribution_rate", "number"),
    (
        r"(^|_)sex$|gender|ethnic|(^|_)race$|citizenship|nationality|marital|religio|language|party_affiliation",
        "demographic",
    ),
    (r"(^|_)time$|time_of_day", "time"),
)

_MONEY = re.compile(
    r"(?P<cur>[$€£])\s?(?P<num>\d{1,3}(?:,\d{3})+|\d+)(?P<dec>\.\d+)?(?:\s?(?P<mag>million|billion)\b)?", re.I
)
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
_PHONE = re.compile(r"^\+?[\d\s().-]{7,}$")
_URL = re.compile(r"^(https?://|www\.)\S+$", re.I)
_IP = re.compile(r"^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f]{1,4}(:[0-9a-f]{0,4}){2,7})$", re.I)
_ID_SHAPE = re.compile(r"^(?=.*\d)[A-Z0-9][A-Z0-9\-/ ]{4,}[A-Z0-9]$")

#: Value shapes, for keys the tables do not know.
_VALUE_SHAPES: tuple[tuple[re.Pattern[str], str], ...] = (
    (_EMAIL, "email"),
    (_URL, "url"),
    (re.compile(r"^@\w[\w.]*$"), "handle"),
    (_IP, "identifier"),
    (re.compile(r"^\d{1,2}:\d\d\s*[AaPp]\.?[Mm]\.?$"), "time"),
    (_PHONE, "phone"),
    (_ID_SHAPE, "identifier"),
)


def _first_match(table: Sequence[tuple[str, str]], key: str) -> str | None:
    return next((kind for pattern, kind in table if re.search(pattern, key)), None)


@lru_cache(maxsize=8192)
def value_kind(key: str, value: str) -> str:
    """The kind of a private value (one of :data:`KINDS`), from its key's name, then its shape."""
    k = key.lower()
    kind = _first_match(_KEY_KINDS_STRICT, k)
    if kind:
        return kind
    if _MONEY.search(value):
        return "amount"
    kind = _first_match(_KEY_KINDS_DATES, k) or _first_match(_KEY_KINDS_SOFT, k)
    if kind:
        return kind
    v = value.strip()
    if _value_dates(v) or _MONTH_YEAR.match(v) or _YEAR.match(v):
        return "date_range" if len(_value_dates(v)) > 1 else "date"
    return next((kind for pattern, kind in _VALUE_SHAPES if pattern.match(v)), "other")


# =========================================================================================
# The abstraction ladder
# =========================================================================================

Context = Mapping[str, str]


def _article(phrase: str) -> str:
    """``phrase`` with "a" or "an" in front ("an HR manager", "a USCIS receipt number")."""
    first = phrase.split(" ", 1)[0]
    acronym = len(first) > 1 and first.isupper()
    vowel_sound = first[:1] in "AEFHILMNORSX" if acronym else phrase[:1].lower() in "aeiou"
    return ("an " if vowel_sound else "a ") + phrase


def _lookup(table: Sequence[tuple[str, str]], text: str, default: str) -> str:
    """The phrase of the first pattern found in ``text`` (case-insensitive), else ``default``."""
    return next((phrase for pattern, phrase in table if re.search(pattern, text, re.I)), default)


# --- dates and times ------------------------------------------------------------------------

_SEASONS = ("winter", "winter", "spring", "spring", "spring", "summer", "summer", "summer", "fall", "fall",
            "fall", "winter")  # fmt: skip


def _month_year(day: dt.date) -> str:
    return f"{_MONTHS[day.month - 1]} {day.year}"


def _relative_year(year: int, coarse: bool) -> str:
    """A year as a phrase without digits, relative to the corpus's reference date."""
    diff = year - _TODAY.year
    if not coarse and diff in (-1, 0, 1):
        return ("last year", "this year", "next year")[diff + 1]
    if diff > 0:
        return "in a few years" if diff <= 5 else "in the coming years"
    if diff >= -3:
        return "recently"
    return "some years ago" if diff >= -15 else "many years ago"


def _abstract_date(key: str, value: str, ctx: Context) -> str:
    dates = _value_dates(value)
    if len(dates) >= 2:
        return _abstract_range(dates[0], dates[-1])
    if dates:
        return _month_year(dates[0])
    m = _MONTH_YEAR.match(value.strip())
    if m:  # "March 2025" -> "the spring of last year"; "Winter 2028" -> "2028"
        year, word = int(m.group("y")), m.group("mn").lower()[:3]
        if word not in _MONTH_NUM:  # a term ("Fall 2025") reads as its year: "the 2025 term", "as of 2025"
            return str(year)
        rel = _relative_year(year, coarse=False)
        if word in _MONTH_NUM and rel in ("last year", "this year", "next year"):
            return f"the {_SEASONS[_MONTH_NUM[word] - 1]} of {rel}"
        return rel
    if _YEAR.match(value.strip()):
        return _relative_year(int(value.strip()), coarse=True)
    return "a date on file"


def _season_of(value: str) -> str | None:
    """A date-led value as its season and year ("in the spring of 1989"): said when the month names a target ("April")."""
    dates = _value_dates(value)
    return f"in the {_SEASONS[dates[0].month - 1]} of {dates[0].year}" if dates else None


def _abstract_range(first: dt.date, last: dt.date) -> str:
    if (first.year, first.month) == (last.year, last.month):
        return _month_year(first)
    if first.year == last.year:
        return f"{_MONTHS[first.month - 1]} to {_month_year(last)}"
    return f"{_month_year(first)} to {_month_year(last)}"


def _abstract_date_range(key: str, value: str, ctx: Context) -> str:
    dates = _value_dates(value)
    if dates:
        return _abstract_range(dates[0], dates[-1])
    return _abstract_date(key, value, ctx)


def _part_of_day(hour: int) -> str:
    if 5 <= hour < 12:
        return "in the morning"
    if 12 <= hour < 14:
        return "around midday"
    if 14 <= hour < 18:
        return "in the afternoon"
    if 18 <= hour < 22:
        return "in the evening"
    return "at night"


def _abstract_time(key: str, value: str, ctx: Context) -> str:
    m = _TIME.search(value)
    if not m:
        return "at some point in the day"
    if m.group("h24"):
        return _part_of_day(int(m.group("h24")))
    hour = int(m.group("h")) % 12 + (12 if m.group("ap")[0].lower() == "p" else 0)
    return _part_of_day(hour)


# --- places ---------------------------------------------------------------------------------


def _tail_place(value: str) -> str | None:
    """The last comma-separated part of "street, City" / "Place, Region", if there is one."""
    if "," not in value:
        return None
    tail = value.rsplit(",", 1)[1].strip()
    return tail if tail and not any(ch.isdigit() for ch in tail) else None


def _country(ctx: Context) -> str | None:
    """The record's country as a place phrase ("the United States", "Canada"), if the record names it."""
    country = (ctx.get("country") or "").strip()
    if not country:
        return None
    plural = re.search(r"(?i)^(united|republic|kingdom)\b|s$", country) and not country.lower().startswith("the ")
    return f"the {country}" if plural else country


def _place(value: str, ctx: Context) -> str | None:
    """The most specific place the record itself says around a value: its own tail, city, region, country."""
    return _tail_place(value) or ctx.get("city") or ctx.get("region") or _country(ctx)


#: Unit words in a street address, to what kind of home or office it is.
_ADDRESS_UNITS: tuple[tuple[str, str], ...] = (
    (r"\b(?:p\.?\s?o\.?\s*box|post office box)\b", "a post office box"),
    (r"\b(?:apt|apartment|unit|flat)\b\.?|#\s*\d", "an apartment"),
    (r"\bsuite\b|\bste\.?\s", "a suite"),
)


def _abstract_address(key: str, value: str, ctx: Context) -> str:
    place = _place(value, ctx)
    if "property" in key or "listing" in key:
        noun = "a property"
    else:
        noun = _lookup(_ADDRESS_UNITS, value, "an address" if place else "")
    if not noun:  # no place and no unit: say what the record says of the home, if anything
        zip_code = ctx.get("postal_code")
        return f"a street address with postal code {zip_code}" if zip_code else "a street address"
    return f"{noun} in {place}" if place else f"{noun} address" if noun == "an apartment" else noun


#: Countries the records name (as birth countries, countries of origin, account regions), to the part
#: of the world they are in. A country not listed is "another country".
_WORLD_REGIONS: dict[str, str] = {
    **dict.fromkeys(["mexico", "el salvador", "guatemala", "honduras", "nicaragua", "costa rica", "panama"],
                    "Central America"),
    **dict.fromkeys(["colombia", "venezuela", "brazil", "peru", "ecuador", "argentina", "chile", "bolivia"],
                    "South America"),
    **dict.fromkeys(["haiti", "jamaica", "cuba", "dominican republic", "trinidad and tobago"], "the Caribbean"),
    **dict.fromkeys(["united states", "canada"], "North America"),
    **dict.fromkeys(["india", "pakistan", "bangladesh", "nepal", "sri lanka", "afghanistan"], "South Asia"),
    **dict.fromkeys(["philippines", "vietnam", "myanmar", "thailand", "indonesia", "malaysia", "cambodia"],
                    "Southeast Asia"),
    **dict.fromkeys(["china", "japan", "south korea", "korea", "taiwan"], "East Asia"),
    **dict.fromkeys(["iran", "iraq", "syria", "yemen", "lebanon", "jordan", "turkey"], "the Middle East"),
    **dict.fromkeys(["nigeria", "ghana", "senegal", "liberia", "sierra leone"], "West Africa"),
    **dict.fromkeys(["eritrea", "ethiopia", "somalia", "kenya", "sudan", "south sudan", "uganda"], "East Africa"),
    **dict.fromkeys(["cameroon", "democratic republic of the congo", "congo", "chad"], "Central Africa"),
    **dict.fromkeys(["poland", "ukraine", "russia", "romania", "belarus", "moldova"], "Eastern Europe"),
    **dict.fromkeys(["united kingdom", "ireland", "france", "germany", "netherlands", "spain", "italy", "portugal"],
                    "Western Europe"),
}


def _abstract_city(key: str, value: str, ctx: Context) -> str:
    country = re.sub(r"(?i)^the\s+", "", value.strip()).lower()
    if "country" in key or country in _WORLD_REGIONS:
        region = _WORLD_REGIONS.get(country)
        return f"a country in {region}" if region else "another country"
    tail = _tail_place(value)
    if tail:
        return tail
    region = ctx.get("region") or _country(ctx)
    return f"a city in {region}" if region else "a city"


#: A ZIP code (five digits, optionally +4): its first three digits name a mail-sorting area.
_ZIP = re.compile(r"^\s*(\d{3})\d{2}(?:-\d{4})?\s*$")
#: A postcode of two parts ("SW1A 1AA", "K1A 0B1"): the first names a district.
_OUTWARD = re.compile(r"^\s*([A-Za-z]{1,2}\d[A-Za-z\d]?)\s+\d[A-Za-z]{2}\s*$|^\s*([A-Za-z]\d[A-Za-z])\s+\d[A-Za-z]\d\s*$")


def _abstract_postal_code(key: str, value: str, ctx: Context) -> str:
    place = ctx.get("city") or ctx.get("region")
    zip_code, outward = _ZIP.match(value), _OUTWARD.match(value)
    if place:
        return f"a postal code in {place}"
    if zip_code:  # the three-digit area, as HIPAA's Safe Harbor rule keeps it
        return f"a postal code beginning with {zip_code.group(1)}"
    if outward:
        return f"a postcode in the {(outward.group(1) or outward.group(2)).upper()} district"
    country = _country(ctx)
    return f"a postal code in {country}" if country else "a postal code"


# --- numbers ----------------------------------------------------------------------------------

_DECADES = {1: "teens", 2: "twenties", 3: "thirties", 4: "forties", 5: "fifties", 6: "sixties",
            7: "seventies", 8: "eighties", 9: "nineties"}  # fmt: skip


def _abstract_age(key: str, value: str, ctx: Context) -> str:
    digits = re.search(r"\d+", value)
    if not digits:
        return "an adult"
    age = int(digits.group())
    if age >= 100:
        return "over a hundred years old"
    if age < 13:
        return "a young child"
    if age < 18:
        return "in their teens"
    if age < 20:
        return "in their late teens"
    return f"in their {_DECADES[age // 10]}"


def _ladder(x: float) -> tuple[float, float]:
    """The 1-5-10 bracket around ``x``: 2,418.75 -> (1,000, 5,000)."""
    if x < 1:
        return (0.0, 1.0)
    base = 10.0 ** math.floor(math.log10(x))
    return (base, 5 * base) if x < 5 * base else (5 * base, 10 * base)


def _step_down(b: float) -> float:
    if b <= 1:
        return 0.0
    base = 10.0 ** math.floor(math.log10(b))
    return base / 2 if b == base else base


def _step_up(b: float) -> float:
    base = 10.0 ** math.floor(math.log10(b))
    return 5 * base if b == base else 10 * base


def _fmt_number(x: float, currency: str = "") -> str:
    if x >= 1e9 and x % 1e9 == 0:
        return f"{currency}{x / 1e9:g} billion"
    if x >= 1e6 and x % 1e6 == 0:
        return f"{currency}{x / 1e6:g} million"
    if x == int(x):
        return f"{currency}{int(x):,}"
    return f"{currency}{x:,.2f}"


def _range_phrase(x: float, original: str, currency: str = "") -> str | None:
    """A bracket of ``x`` ("between $1,000 and $5,000") that does not print ``original``'s digits."""
    lo, hi = _ladder(x)
    for a, b in ((lo, hi), (_step_down(lo), hi), (lo, _step_up(hi)), (_step_down(lo), _step_up(hi))):
        low, high = _fmt_number(a, currency), _fmt_number(b, currency)
        phrase = f"less than {high}" if a == 0 else f"between {low} and {high}"
        if x not in (a, b) and not _prints_digits(phrase, original):
            return phrase
    return None


def _prints_digits(out: str, original: str) -> bool:
    """Whether ``out`` shows ``original``'s integer digits (3+) or all its digits (4+) in sequence."""
    numbers = [normalise_digits(n) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", out)]
    whole = normalise_digits(original)
    ints = [  # year-like numbers ("a target-date 2050 fund") are context, not the secret
        i
        for n in re.findall(r"\d[\d,]*(?:\.\d+)?", original)
        if not _YEAR.match(i := normalise_digits(n.split(".")[0]))
    ]
    for n in numbers:
        if len(whole) >= 4 and whole in n:
            return True
        if any(len(i) >= 3 and i in n for i in ints):
            return True
    return False


def _money_value(m: re.Match[str]) -> float:
    x = float(m.group("num").replace(",", "") + (m.group("dec") or ""))
    mag = (m.group("mag") or "").lower()
    return x * (1e6 if mag == "million" else 1e9 if mag == "billion" else 1)


def _abstract_amount(key: str, value: str, ctx: Context) -> str:
    """Every sum of money in the value becomes a bracket; the words around it stay."""

    brackets: list[str] = []

    def bracket(m: re.Match[str]) -> str:
        brackets.append(_range_phrase(_money_value(m), m.group(), m.group("cur")) or "an amount")
        return chr(0xE000 + len(brackets) - 1)  # a private-use placeholder: no digit, no word character

    held = _NUMBER.sub(
        _rough, _MONEY.sub(bracket, value)
    )  # "148 hours at $175" -> "hundreds of hours at ..."
    return "".join(brackets[ord(ch) - 0xE000] if 0xE000 <= ord(ch) < 0xF000 else ch for ch in held)


def _rough(m: re.Match[str]) -> str:
    """A number in words ("dozens of"); years and percentages stay as they are."""
    token = m.group()
    if _YEAR.match(token) or m.group(3):
        return token
    return _approx_words(float(m.group(1).replace(",", "") + (m.group(2) or "")))


#: A number that is not part of an ID, a compound adjective ("15-year") or a time ("5:08").
_NUMBER = re.compile(r"(?<![\w.:$€£-])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(%?)(?![\w:-]|\.\d)")


def _approx_words(x: float) -> str:
    if x < 10:
        return "a few"
    if x < 20:
        return "a dozen or so"
    if x < 100:
        return "dozens of"
    if x < 1000:
        return "hundreds of"
    return "thousands of"


def _percent_phrase(x: float, original: str) -> str:
    lo = 5 * math.floor(x / 5)
    for a, b in ((lo, lo + 5), (lo - 5, lo + 5), (lo - 5, lo + 10)):
        a = max(a, 0)
        phrase = f"less than {b}%" if a == 0 else f"between {a}% and {b}%"
        if x not in (a, b) and not _prints_digits(phrase, original):
            return phrase
    return "a set percentage"


def _abstract_number(key: str, value: str, ctx: Context) -> str:
    """The first number becomes a bracket, later ones rough words; year-like numbers stay."""
    seen = 0

    def approx(m: re.Match[str]) -> str:
        nonlocal seen
        token = m.group()
        if _YEAR.match(token):
            return token
        x = float(m.group(1).replace(",", "") + (m.group(2) or ""))
        seen += 1
        if m.group(3):
            return _percent_phrase(x, token)
        if seen == 1:
            return _range_phrase(x, token) or "some"
        return _approx_words(x)

    return _NUMBER.sub(approx, value).replace(" of of ", " of ")


# --- people -----------------------------------------------------------------------------------

#: Relation words in "(sister)" and title words, to a role noun.
_TITLE_ROLES: tuple[tuple[str, str], ...] = (
    (r"^(dr\.?|doctor)\s|,\s*(md|do|np|pa-c|facc|rn)\b", "a clinician"),
    (r"^(hon\.|judge|magistrate|commissioner|justice)(\s|$)", "a judicial officer"),
    (r"^(prof\.?|professor)\s", "a professor"),
    (r",\s*(cfp|chfc|clu|ricp|cfa|cpa)\b", "a financial advisor"),
    (r"^(rev\.?|pastor|father|rabbi|imam)\s", "a faith leader"),
)

#: Role of a third party by key, when the value says nothing about it.
_ROLE_BY_KEY: tuple[tuple[str, str], ...] = (
    (r"source", "a confidential source"),
    (r"dependent|student", "a student"),
    (r"faculty|academic", "an academic advisor"),
    (r"attorney|lawyer|counsel", "an attorney"),
    (r"clinician|doctor|physician|provider", "a clinician"),
    (r"judge", "a judge"),
    (r"witness", "a witness"),
    (r"adjuster", "a claims adjuster"),
    (r"advisor", "an advisor"),
    (r"caseworker", "a caseworker"),
    (r"partner|spouse", "a partner"),
    (r"relative|family", "a relative"),
    (r"confidant", "a confidant"),
    (r"beneficiary", "a beneficiary"),
    (r"companion", "a travel companion"),
    (r"emergency_contact", "an emergency contact"),
    (r"reference", "a former colleague"),
    (r"opposing", "the opposing party"),
)

#: Keys whose role comes from the key even when the value carries a description.
_KEY_ROLE_FIRST = re.compile(r"source|dependent|student|faculty|academic")


def _subject_role(ctx: Context) -> str:
    role = (ctx.get("role") or "").strip()
    if not role:
        return "the individual"
    return role if re.match(r"(?i)(the|a|an)\s", role) else f"the {role}"


def _descriptor(value: str) -> str | None:
    """What the value says about the person: "(sister)", ", hearing officer", ", an accountant at X"."""
    m = re.search(r"\(([^)]*[A-Za-z][^)]*)\)", value)
    if m and not re.match(r"(?i)age\s", m.group(1)):
        return m.group(1).strip()
    m = re.match(r"^[^,(]+,\s*([^,]+)", value)
    if m and not re.search(r"\d", m.group(1)):
        return m.group(1).strip()
    return None


def _role_phrase(descriptor: str) -> str:
    phrase = re.split(r"\s+(?:at|for|with|of)\s+(?=[A-Z])", descriptor, maxsplit=1)[0].strip()
    return phrase if re.match(r"(?i)(a|an|the)\s", phrase) else _article(phrase)


def _abstract_name(key: str, value: str, ctx: Context) -> str:
    if re.search(_SUBJECT_NAME_KEYS, key.lower()):
        return _subject_role(ctx)
    thing = _lookup(_KEY_THINGS, key, "")
    if thing:
        return thing
    child = re.search(r"\(age (\d+)\)", value)
    if child:
        return "a young child" if int(child.group(1)) < 13 else "a teenager"
    by_key = _lookup(_ROLE_BY_KEY, key, "")
    if by_key and _KEY_ROLE_FIRST.search(key):
        return by_key
    title = _lookup(_TITLE_ROLES, value, "")
    if title:
        return title
    desc = _descriptor(value)
    if desc and not re.fullmatch(r"[A-Z./ -]{2,12}", desc):
        return _role_phrase(desc)
    return by_key or _role_from_key(key) or "another person"


#: ``<role>_name`` keys whose role is said otherwise than the key's words.
_KEY_ROLE_WORDS: dict[str, str] = {
    "clergy": "a member of the clergy", "program_child": "a child in the program", "child": "a child",
    "witness_two": "another witness", "parent": "a parent", "neighbor": "a neighbor",
}  # fmt: skip
#: ``<thing>_name`` keys that name a thing, not a person: the thing's kind.
_KEY_THINGS: tuple[tuple[str, str], ...] = (
    (r"committee_name$", "a committee"),
    (r"brand_name$", "a brand"),
    (r"(^|_)event_name$", "an event"),
    (r"dating_app_name$", "a dating app"),
    (r"device_name$", "a device"),
    (r"(podcast|show)_name$", "a show"),
)


def _role_from_key(key: str) -> str | None:
    """The role a ``<role>_name`` key names ("paralegal_name" -> "a paralegal"), if it has one."""
    m = re.match(r"^([a-z_]+?)_(?:full_)?name$", key.lower())
    if not m:
        return None
    role = m.group(1)
    return _KEY_ROLE_WORDS.get(role) or _article(_plain_words(role))


def _abstract_subject_part(key: str, value: str, ctx: Context) -> str:
    return _subject_role(ctx)


# --- contact and identifiers -------------------------------------------------------------------

_ID_NOUNS: tuple[tuple[str, str], ...] = (
    (r"passport", "a passport number on file"),
    (r"social_security|ssn", "a Social Security number on file"),
    (r"driver|license_number|licence", "a driver's license on file"),
    (r"plate", "a license plate on file"),
    (r"(^|_)vin$", "a vehicle ID on file"),
    (r"iban|bank_account|payout", "a bank account on file"),
    (r"routing", "a routing number on file"),
    (r"card", "a payment card on file"),
    (r"payment_method", "a payment method on file"),
    (r"(^|_)ip($|_)", "an IP address on file"),
    (r"medical_record|mrn", "a medical record number on file"),
    (r"claim", "a claim number on file"),
    (r"case", "a case number on file"),
    (r"policy", "a policy number on file"),
    (r"member", "a member ID on file"),
    (r"student", "a student ID on file"),
    (r"ein$|tax_id", "a tax ID on file"),
    (r"ticket", "a ticket number on file"),
    (r"booking", "a booking reference on file"),
    (r"loyalty", "a loyalty number on file"),
    (r"wire", "a wire reference on file"),
    (r"credential", "a credential number on file"),
    (r"juror", "a juror number on file"),
    (r"asset_tag", "an assigned device"),
    (r"password", "a password on file"),
    (r"diagnosis_code", "a diagnosis code on file"),
    (r"code", "a billing code on file"),
    (r"account", "an account number on file"),
    (r"id_number|(^|_)id$", "an ID number on file"),
)


def _abstract_identifier(key: str, value: str, ctx: Context) -> str:
    if key == "id_number" and ctx.get("id_type"):
        return _article(f"{ctx['id_type']} on file")
    return _lookup(_ID_NOUNS, key, "") or _id_noun_from_key(key)


#: Last words of a key that name a kind of identifier ("client_matter_number", "appeal_reference").
_ID_KEY_TAIL = re.compile(r"(^|_)(number|no|reference|ref|confirmation|receipt|protocol|registration|locator|tracking)$")


def _id_noun_from_key(key: str) -> str:
    """The key in words plus "on file" for keys that say what they number, else "an ID on file"."""
    if not _ID_KEY_TAIL.search(key.lower()):
        return "an ID on file"
    return _article(f"{_plain_words(key)} on file")


def _plain_words(key: str) -> str:
    """The key in words without its acronyms ("hr_manager" -> "manager", "uscis_receipt_number" -> "receipt
    number"): an acronym the record may never have written would add a fact."""
    words = human(key).split()
    return " ".join(w for w in words if not (len(w) > 1 and w.isupper())) or human(key)


_HANDLE_NOUNS: tuple[tuple[str, str], ...] = (
    (r"pen_name", "a pseudonym"),
    (r"gamer_tag", "a gamer tag"),
    (r"login", "a network login"),
    (r"harasser|reported", "another account"),
)


def _abstract_handle(key: str, value: str, ctx: Context) -> str:
    return _lookup(_HANDLE_NOUNS, key, "an online handle")


def _fixed(phrase: str) -> Callable[[str, str, Context], str]:
    return lambda key, value, ctx: phrase


# --- organisations and work ---------------------------------------------------------------------

#: Words in an organisation's name, to its sector.
_SECTORS: tuple[tuple[str, str], ...] = (
    (r"collection|recovery|receivables|portfolio management|credit solutions", "a collection agency"),
    (
        r"credit union|\bbank\b|savings|lending|consumer finance|financial|\btrust\b|capital",
        "a financial institution",
    ),
    (
        r"insurance|assurance|health plans?\b|mutual health|care alliance|health cooperative",
        "an insurance company",
    ),
    (r"pharmacy|apothecary|drug store", "a local pharmacy"),
    (
        r"church|temple|mosque|masjid|synagogue|islamic|baptist|ministr|parish|congregation|chapel|sangha|dharma"
        r"|meeting house",
        "a faith community",
    ),
    (
        r"hospital|medical|clinic|health|cancer|orthop|cardio|vascular|kidney|imaging|rehabilitation|surgery",
        "a healthcare provider",
    ),
    (r"\blaw\b|legal|\bllp\b|\bpllc\b|attorneys|\bpc$", "a law firm"),
    (
        r"clerk|office|agency|department|division|acceptance facility|bureau|assessor|elections|claims center",
        "a government office",
    ),
    (r"\bcourt\b", "a court"),
    (r"university|college|school|institute|academy", "an educational institution"),
    (r"association|\bhoa\b|homeowners", "a neighborhood association"),
    (r"volunteer|habitat|mutual aid|food|collective|society|club|league|network", "a community group"),
    (
        r"plumbing|heating|painting|roofing|pest|gutter|siding|handyman|restoration|repair|appliance",
        "a home-services contractor",
    ),
    (
        r"hardware|home goods|electronics|tire|store|market|travel services|paypal|sq \*|pos debit|ach debit|online pmt",
        "a retailer",
    ),
    (r"logistics|freight|shipping|transport", "a logistics company"),
    (r"press|media|studio|podcast|news", "a media company"),
    (r"hotel|suites|resort|\binn\b", "a hotel"),
)

_ORG_BY_KEY: tuple[tuple[str, str], ...] = (
    (r"bank", "a financial institution"),
    (r"merchant", "a merchant"),
    (r"creditor", "a creditor"),
    (r"court", "a court"),
    (r"law_firm|firm", "a law firm"),
    (r"facility|clinic|hospital", "a care facility"),
    (r"pharmacy", "a pharmacy"),
    (r"institution|school", "a school"),
    (r"agency", "a government office"),
    (r"contractor", "a contractor"),
    (r"insurance|insurer", "an insurance company"),
    (r"opposing", "the opposing party"),
)


#: The legal form in a company's name, to what it says about the company.
_LEGAL_FORMS: tuple[tuple[str, str], ...] = (
    (r"\b(?:llc|l\.l\.c\.)$", "a limited liability company"),
    (r"\bplc$", "a public limited company"),
    (r"\b(?:inc|incorporated|corp|corporation)\.?$", "an incorporated company"),
    (r"\b(?:ltd|limited)\.?$", "a limited company"),
    (r"\bgroup$", "a corporate group"),
    (r"\band sons$|&\s*sons$", "a family business"),
    (r"^[A-Z][\w'’]+(?:,\s*[A-Z][\w'’]+)+,?\s+(?:and|&)\s+[A-Z][\w'’]+$", "a firm of several partners"),
    (r"^[A-Z][\w'’]+(?:-|\s+(?:and|&)\s+)[A-Z][\w'’]+$", "a two-partner firm"),
)


def _abstract_employer(key: str, value: str, ctx: Context) -> str:
    return _lookup(_SECTORS, value, _lookup(_LEGAL_FORMS, value.strip(), "a local employer"))


def _abstract_organization(key: str, value: str, ctx: Context) -> str:
    m = re.search(r"\(([^)]+)\)\s*$", value)
    if m:
        return _role_phrase(m.group(1))
    return _lookup(_SECTORS, value, _lookup(_ORG_BY_KEY, key, "an organization"))


#: Words in a job title, to a broad field (no article: templates say "works as a {occupation}").
_FIELDS_OF_WORK: tuple[tuple[str, str], ...] = (
    (
        r"nurse|physician|dentist|surgeon|pharmac|medical|therapist|paramedic|hygienist|health aide|veterinar",
        "healthcare professional",
    ),
    (r"teacher|professor|tutor|counselor|librarian|childcare|school", "education professional"),
    (r"lawyer|paralegal|attorney|legal", "legal professional"),
    (r"account|bookkeep|teller|loan|financial|tax|payroll|claims adjuster|bank", "finance professional"),
    (r"engineer|developer|scientist|analyst|technician|programmer", "technical professional"),
    (
        r"driver|carrier|forklift|warehouse|flight attendant|postal|mail",
        "transportation and logistics worker",
    ),
    (
        r"carpenter|electrician|plumber|welder|machinist|mechanic|construction|landscaper|janitor",
        "skilled trades worker",
    ),
    (r"police|firefighter|security", "public safety worker"),
    (r"social worker|caseworker", "social services professional"),
    (r"writer|journalist|photographer|designer|translator|artist", "creative professional"),
    (r"manager|supervisor|director", "management professional"),
    (
        r"cook|chef|restaurant|barber|stylist|cashier|retail|sales|customer service|receptionist|real estate",
        "service and sales worker",
    ),
)


def _abstract_occupation(key: str, value: str, ctx: Context) -> str:
    return _lookup(_FIELDS_OF_WORK, value, "working professional")


# --- health ---------------------------------------------------------------------------------------

#: Words in a condition, to its broader class.
_CONDITION_CLASSES: tuple[tuple[str, str], ...] = (
    (r"cancer|carcinoma|lymphoma|leukemia|tumou?r|melanoma|sarcoma", "a cancer diagnosis"),
    (r"\bhiv\b|hepatitis|infection", "a chronic infectious disease"),
    (
        r"alcohol|opioid|cannabis|methamphetamine|smok|substance|drink|cigarette|gambling",
        "a substance use history",
    ),
    (r"diabet|thyroid|hashimoto|obesity|metabolic|hyperglyc", "an endocrine or metabolic condition"),
    (
        r"hypertension|atrial|heart|cardiac|coronary|embolism|thrombosis|stroke|infarction|lipid|vascular",
        "a cardiovascular condition",
    ),
    (
        r"alzheimer|dementia|migraine|epilep|seizure|sclerosis|neuropathy|vertigo|restless legs|tinnitus|parkinson|brain",
        "a neurological condition",
    ),
    (
        r"depress|anxiety|bipolar|stress disorder|ptsd|obsessive|attention-deficit|adhd|affective|insomnia|schizo|self-harm",
        "a mental health condition",
    ),
    (
        r"asthma|pulmonary|copd|lung|sleep apnea|respiratory|rhinitis|bronch",
        "a chronic respiratory condition",
    ),
    (
        r"arthritis|radiculopathy|fasciitis|osteo|gout|spine|spinal|lumbar|fracture|tear|\bacl\b|meniscus|sprain|dislocat|hamstring|knee|shoulder|wrist|rib",
        "a musculoskeletal condition",
    ),
    (r"crohn|colitis|celiac|liver|reflux|bowel|gastro", "a digestive condition"),
    (r"kidney|renal", "a kidney condition"),
    (r"anemia|iron deficiency|b12|vitamin", "a nutritional deficiency"),
    (r"psoria|hidradenitis|eczema|dermat|\bskin\b", "a skin condition"),
)

#: Drug names, to their class.
_DRUG_CLASSES: tuple[tuple[str, str], ...] = (
    (
        r"sertraline|escitalopram|bupropion|quetiapine|lithium|fluoxetine|citalopram",
        "a psychiatric medication",
    ),
    (r"metformin|insulin|empagliflozin|semaglutide|glipizide", "a diabetes medication"),
    (
        r"lisinopril|losartan|amlodipine|metoprolol|furosemide|atorvastatin|apixaban|warfarin|statin",
        "a cardiovascular medication",
    ),
    (r"levothyroxine", "a thyroid medication"),
    (r"buprenorphine|naloxone|methadone|naltrexone", "a treatment for substance use"),
    (r"adalimumab|prednisone|methotrexate", "an anti-inflammatory medication"),
    (r"gabapentin|pregabalin", "a nerve pain medication"),
    (r"omeprazole|pantoprazole", "an acid-reducing medication"),
    (r"montelukast|albuterol|inhaler", "an asthma medication"),
)

_ALLERGEN_CLASSES: tuple[tuple[str, str], ...] = (
    (
        r"cillin|sulfa|codeine|morphine|ibuprofen|aspirin|cephalexin|lisinopril|floxacin|contrast",
        "a common medication",
    ),
    (r"shellfish|peanut|nut|milk|egg|wheat|soy|fish", "a common food"),
)

_PROCEDURE_CLASSES: tuple[tuple[str, str], ...] = (
    (r"knee|hip|rotator|ligament|carpal|spinal|discectomy|arthro", "an orthopedic procedure"),
    (r"coronary|pacemaker|ablation|bypass|cardiac", "a cardiac procedure"),
    (r"cholecyst|append|hernia|gastrectomy|colonoscopy|bowel", "an abdominal procedure"),
    (r"cataract|retina|eye", "an eye procedure"),
)


def _abstract_health(key: str, value: str, ctx: Context) -> str:
    k = key.lower()
    if "medication" in k or "drug" in k or "prescription" in k:
        return _lookup(_DRUG_CLASSES, value, "a prescribed medication")
    if "allerg" in k:
        return _lookup(_ALLERGEN_CLASSES, value, "an environmental allergen")
    if "procedure" in k or "surg" in k:
        return _lookup(_PROCEDURE_CLASSES, value, "a surgical procedure")
    if "family" in k or "history" in k:
        return "a family history of " + _lookup(_CONDITION_CLASSES, value, "a serious illness")
    if "substance" in k:
        return "a substance use history"
    if "injury" in k:
        return "a sports injury"
    return _lookup(_CONDITION_CLASSES, value, "a health condition")


# --- measurements ---------------------------------------------------------------------------------


def _blood_pressure(value: str) -> str:
    m = re.search(r"(\d{2,3})\s*/\s*(\d{2,3})", value)
    if not m:
        return "recorded"
    high = int(m.group(1)) >= 130 or int(m.group(2)) >= 80
    return "above the normal range" if high else "within the normal range"


def _body_weight(value: str) -> str:
    m = re.search(r"BMI\s*(\d+(?:\.\d+)?)", value, re.I)
    if not m:
        return "recorded"
    bmi = float(m.group(1))
    if bmi < 18.5:
        return "below the healthy range"
    return "within the healthy range" if bmi < 25 else "above the healthy range"


def _lab_result(value: str) -> str:
    analyte = re.split(r"\s\d", value, maxsplit=1)[0].strip()
    return f"{analyte} outside the normal range" if analyte and analyte != value else "an abnormal result"


def _screening_score(value: str) -> str:
    m = re.search(r"\(([^)]+)\)", value)
    if not m:
        return "a recorded score"
    finding = m.group(1).strip()
    if re.match(r"(?i)(below|above|within|consistent|positive|negative\s)", finding):
        return finding  # already a predicate: "below the screening threshold"
    return f"in the {finding} range"


def _credit_score(value: str) -> str:
    m = re.search(r"\d{3}", value)
    if not m:
        return "a recorded score"
    score = int(m.group())
    band = ("poor" if score < 580 else "fair" if score < 670 else "good" if score < 740
            else "very good" if score < 800 else "exceptional")  # fmt: skip
    return f"in the {band} range"


def _gpa(value: str) -> str:
    m = re.search(r"\d+(?:\.\d+)?", value)
    if not m:
        return "a recorded average"
    gpa = float(m.group())
    band = ("below a C average" if gpa < 2 else "a C to B average" if gpa < 3 else "a B average"
            if gpa < 3.5 else "an A-range average")  # fmt: skip
    return band


def _test_score(value: str) -> str:
    name = re.match(r"\s*([A-Za-z]+)", value)
    return _article(f"{name.group(1)} score on file") if name else "a score on file"


def _personal_best(value: str) -> str:
    m = re.match(r"(.+?)\s+in\s+\d", value)
    if m:
        return f"{m.group(1)} finish time"
    lift = re.search(r"(?i)\d\s*(?:lb|lbs|kg)\.?\s+(\w+)", value)
    return _article(f"{lift.group(1).lower()} personal best") if lift else "a recorded personal best"


def _allocation(value: str) -> str:
    m = re.search(r"(\d+)\s*/\s*(\d+)", value)
    if not m:
        return "a mix of investments"
    stocks = int(m.group(1))
    return "a stock-heavy mix" if stocks >= 70 else "a bond-heavy mix" if stocks <= 40 else "a balanced mix"


_MEASUREMENTS: tuple[tuple[str, Callable[[str], str]], ...] = (
    (r"blood_pressure", _blood_pressure),
    (r"weight|bmi", _body_weight),
    (r"lab_result", _lab_result),
    (r"screening", _screening_score),
    (r"credit_score", _credit_score),
    (r"gpa", _gpa),
    (r"test_score", _test_score),
    (r"personal_best", _personal_best),
    (r"allocation", _allocation),
    (r"fitness", lambda value: "baseline measurements"),
)


def _abstract_measurement(key: str, value: str, ctx: Context) -> str:
    fn = next((fn for pattern, fn in _MEASUREMENTS if re.search(pattern, key.lower())), None)
    return fn(value) if fn else "a recorded measurement"


# --- demographics ----------------------------------------------------------------------------------

_REGIONS_OF: tuple[tuple[str, str], ...] = (
    (r"united states|american|canad", "North American"),
    (
        r"mexic|salvador|cuba|dominican|guatemal|brazil|colombi|hondur|peru|venezuel|argentin|chile|puerto",
        "Latin American",
    ),
    (r"india|chin|filipino|philippin|vietnam|korea|japan|pakistan|bangladesh|thai", "Asian"),
    (r"nigeria|ghana|kenya|ethiopia|egypt|south africa|somali", "African"),
    (r"brit|english|irish|german|french|ital|spanish|polish|ukrain|russia", "European"),
)

_FAITHS: tuple[tuple[str, str], ...] = (
    (r"jewish|judaism", "Jewish"),
    (r"muslim|islam|sunni|shia", "Muslim"),
    (r"hindu|vaishnava|shaiva", "Hindu"),
    (r"buddhis|zen", "Buddhist"),
    (r"sikh", "Sikh"),
    (
        r"catholic|orthodox|lutheran|baptist|methodist|latter-day|evangelical|presbyterian|episcopal|pentecostal|quaker|christian|adventist|anglican",
        "Christian",
    ),
)

_LANGUAGE_FAMILIES: tuple[tuple[str, str], ...] = (
    (
        r"spanish|portuguese|french|italian|romanian|polish|russian|ukrainian|german|greek",
        "a European language",
    ),
    (
        r"mandarin|cantonese|chinese|tagalog|korean|vietnamese|japanese|hindi|urdu|bengali|punjabi|gujarati|thai",
        "an Asian language",
    ),
    (r"arabic|farsi|persian|hebrew|turkish|dari|pashto", "a Middle Eastern language"),
    (r"amharic|somali|swahili|yoruba|igbo|hausa|haitian", "an African language"),
)


def _abstract_demographic(key: str, value: str, ctx: Context) -> str:
    k = key.lower()
    if re.search(r"(^|_)sex$|gender", k):
        return "not specified"
    if "ethnic" in k or "race" in k:
        return "a member of an ethnic community"
    if "citizenship" in k or "nationality" in k:
        return _lookup(_REGIONS_OF, value, "non-disclosed")
    if "marital" in k:
        return (
            "partnered"
            if re.search(r"married|partnership|partnered", value, re.I)
            else "not currently partnered"
        )
    if "religio" in k:
        return _lookup(_FAITHS, value, "a faith tradition")
    if "language" in k:
        return _lookup(_LANGUAGE_FAMILIES, value, "a language other than English")
    if "party" in k:
        return "a registered political party"
    return "a personal characteristic"


# --- anything else --------------------------------------------------------------------------------

#: Key words, to a noun phrase for free-text private details.
_OTHER_NOUNS: tuple[tuple[str, str], ...] = (
    (r"secret|confided", "a private matter"),
    (r"worry|pastoral|concern", "a personal worry"),
    (r"conflict", "a family disagreement"),
    (r"hobby|pursuit", "a hobby"),
    (r"food_assistance|dietary|diet", "specific dietary needs"),
    (r"food|meal", "a favorite meal"),
    (r"mood", "a mixed mood"),
    (r"weather", "ordinary weather"),
    (r"goal", "a personal goal"),
    (r"(^|_)pet(_|$)", "a family pet"),
    (r"repair", "a household repair"),
    (r"milestone", "a personal milestone"),
    (r"seat", "a reserved seat"),
    (r"accommodation|accessibility", "an approved accommodation"),
    (r"life_event", "a major life event"),
    (r"violation|conduct|allegation|incident", "a reported conduct issue"),
    (r"charge", "a criminal charge"),
    (r"background_check_finding|finding", "a finding on record"),
    (r"background_check", "a status on file"),
    (r"disposition", "a case outcome"),
    (r"custody", "a custody arrangement"),
    (r"probation", "probation terms"),
    (r"immigration_status", "an immigration status"),
    (r"immigration_form|(^|_)form($|_)", "an immigration form"),
    (r"claim", "a civil claim"),
    (r"asset", "a disputed asset"),
    (r"debt", "a past expense"),
    (r"side_income|income_source", "a side job"),
    (r"benefit|program$", "a public benefit program"),
    (r"eligibility", "an eligibility question"),
    (r"vehicle", "a vehicle"),
    (r"precinct|ward", "a local precinct"),
    (r"military", "past military service"),
    (r"correction", "a records correction"),
    (r"permit", "a home improvement project"),
    (r"household", "a multi-person household"),
    (r"mutual_aid|request", "some practical help"),
    (r"garden|plot", "a garden plot"),
    (r"attendance", "an attendance record on file"),
    (r"team|position", "a position on a local team"),
    (r"role", "a volunteer role"),
    (r"filing_status", "a filing status on file"),
    (r"performance|rating", "a performance rating on file"),
    (r"reason", "personal reasons"),
    (r"leave", "a leave of absence"),
    (r"standing", "an academic standing on file"),
    (r"grade", "a final grade on file"),
    (r"program|study|major", "a degree program"),
    (r"enrollment", "an enrollment status on file"),
    (r"thesis|research", "a research topic"),
    (r"story|subject|topic", "a news investigation"),
    (r"consent|terms", "agreed conditions"),
    (r"remark|quote", "an off-the-record remark"),
    (r"manuscript|title", "an unpublished manuscript"),
    (r"flight|itinerary", "a scheduled flight"),
    (r"lodging|hotel|room", "a hotel room"),
    (r"plan", "a membership plan"),
    (r"loss", "an insured loss"),
    (r"event", "an event"),
    (r"schedule|session", "a scheduled session"),
)


def _performance_rating(value: str) -> str | None:
    v = value.lower()
    if re.search(r"does not meet|partially meets|below|unsatisfactory|needs improvement", v):
        return "a below-expectations rating"
    if re.search(r"exceeds|outstanding|exceptional|above", v):
        return "an above-expectations rating"
    return "a satisfactory rating" if "meets" in v else None


def _enrollment(value: str) -> str | None:
    if re.search(r"(?i)\bfull[- ]time", value):
        return "full-time"
    return "part-time" if re.search(r"(?i)half[- ]time|part[- ]time", value) else None


def _academic_standing(value: str) -> str | None:
    if re.search(r"(?i)probation|warning|conditional|review|suspen|dismiss", value):
        return "an academic standing under watch"
    return "an academic distinction" if re.search(r"(?i)\blist\b|honou?r|distinction", value) else None


def _course_grade(value: str) -> str | None:
    m = re.match(r"\s*([A-FW])([+-]?)(?=\s|$)", value)
    if not m:
        return None
    return {"A": "a high grade in a course", "B": "a passing grade in a course", "C": "a passing grade in a course",
            "D": "a low grade in a course", "F": "a failing grade in a course",
            "W": "a withdrawal from a course"}.get(m.group(1))  # fmt: skip


def _attendance(value: str) -> str | None:
    m = re.search(r"(\d+)\s+of\s+(\d+)\s+(.*)$", value)
    if m and int(m.group(2)):
        share, what = int(m.group(1)) / int(m.group(2)), re.sub(r"^\w+\s+(?=\w+$)", "", m.group(3).strip())
        how = "regular" if share >= 0.75 else "partial" if share >= 0.4 else "infrequent"
        return f"{how} attendance at {what}"
    m = re.search(r"(\d+)\s+unexcused absences", value)
    if m:
        return "frequent unexcused absences" if int(m.group(1)) >= 10 else "some unexcused absences"
    return None


def _background_check(value: str) -> str | None:
    if re.search(r"(?i)pending|hold|review|flagged|outstanding", value):
        return "a background check still in progress"
    return "a cleared background check" if re.search(r"(?i)\bcleared|passed|clear\b", value) else None


def _filing_status(value: str) -> str | None:
    m = re.search(r"(?i)with\s+(no|\d+)\s+dependents?", value)
    if not m:
        return None
    return "a filing status without dependents" if m.group(1).lower() in ("no", "0") else "a filing status with dependents"


#: Keys whose values say something safe to keep at a coarser grain (tried before the key nouns).
_OTHER_BY_VALUE: tuple[tuple[str, Callable[[str], str | None]], ...] = (
    (r"performance|rating", _performance_rating),
    (r"enrollment", _enrollment),
    (r"standing", _academic_standing),
    (r"grade", _course_grade),
    (r"attendance", _attendance),
    (r"background_check", _background_check),
    (r"filing_status", _filing_status),
)


def _abstract_other(key: str, value: str, ctx: Context) -> str:
    k = key.lower()
    for pattern, fn in _OTHER_BY_VALUE:
        phrase = fn(value) if re.search(pattern, k) else None
        if phrase:
            return phrase
    words = _plain_words(key).strip() or "detail"
    return _lookup(_OTHER_NOUNS, key, _article(f"{words} on file"))


_ABSTRACTORS: dict[str, Callable[[str, str, Context], str]] = {
    "date": _abstract_date,
    "date_range": _abstract_date_range,
    "time": _abstract_time,
    "address": _abstract_address,
    "city": _abstract_city,
    "postal_code": _abstract_postal_code,
    "age": _abstract_age,
    "amount": _abstract_amount,
    "number": _abstract_number,
    "name": _abstract_name,
    "first_name": _abstract_subject_part,
    "last_name": _abstract_subject_part,
    "identifier": _abstract_identifier,
    "email": _fixed("a contact e-mail on file"),
    "phone": _fixed("a phone number on file"),
    "url": _fixed("a personal website"),
    "handle": _abstract_handle,
    "employer": _abstract_employer,
    "organization": _abstract_organization,
    "occupation": _abstract_occupation,
    "health": _abstract_health,
    "measurement": _abstract_measurement,
    "demographic": _abstract_demographic,
    "other": _abstract_other,
}

#: The last step of each ladder: said when a specific step would still reveal the value.
_GENERIC: dict[str, str] = {
    "date": "a date on file", "date_range": "a period on file", "time": "at some point in the day",
    "address": "a street address", "city": "a city", "postal_code": "a postal code",
    "age": "an adult", "amount": "an amount on file", "number": "a figure on file",
    "name": "another person", "first_name": "the individual", "last_name": "the individual",
    "identifier": "an ID on file", "email": "a contact e-mail on file", "phone": "a phone number on file",
    "url": "a personal website", "handle": "an online handle", "employer": "a local employer",
    "organization": "an organization", "occupation": "working professional", "health": "a health condition",
    "measurement": "a recorded measurement", "demographic": "a personal characteristic",
    "other": "a private detail",
}  # fmt: skip

_DATE_KINDS = frozenset({"date", "date_range"})


def _reveals(out: str, value: str, kind: str) -> bool:
    """Whether ``out`` gives ``value`` away: verbatim, by digits, or as the same date."""
    if value.strip().lower() in out.lower() or find_spans(out, value):
        return True
    return kind not in _DATE_KINDS and _prints_digits(out, value)


def abstract_value(key: str, value: str, context: Mapping[str, str] | None = None) -> str:
    """One step up the abstraction ladder of the value's kind (see the module's table).

    Deterministic: the same ``(key, value, context)`` always gives the same phrase. ``context``
    may hold ``role`` (the subject's role noun, e.g. "the patient"), ``city`` and ``region``
    (from the profile) and ``id_type``. The phrase never contains the value (any case), its
    digits in sequence, or the same date in another format.
    """
    return _abstract_cached(key, value, tuple(sorted((context or {}).items())))


@lru_cache(maxsize=8192)
def _abstract_cached(key: str, value: str, context: tuple[tuple[str, str], ...]) -> str:
    kind = value_kind(key, value)
    for candidate in (_ABSTRACTORS[kind](key, value, dict(context)), _GENERIC[kind], "an undisclosed detail"):
        if candidate and not _reveals(candidate, value, kind):
            return candidate
    return "[redacted]"


# =========================================================================================
# Drop repairs
# =========================================================================================

_ABBREVIATIONS = frozenset(
    "dr mr mrs ms prof hon st jr sr no vs inc ltd co apt dept corp mt ft gov rev e.g i.e u.s etc a.m p.m".split()
)
_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*(?=\s|$)")
_LINE_PREFIX = re.compile(r"(?:\[[^\]\n]{1,16}\]\s*[^:\n]{1,40}:\s+|[QA]:\s+|[-*•]\s+)")
_LABEL_LINE = re.compile(r"[ \t]*[A-Za-z][\w '()/&.,-]{0,50}:[ \t]+")
_PREPOSITION = re.compile(
    r"\s+(?:on|at|in|from|since|by|until|through|during|via|for|of|to|with|under|as|about|after|before"
    r"|following|over|into|near|around|against|without|within|across|per)\s+(?:(?:a|an)\s+)?$",
    re.I,
)
#: Verbs whose preposition and object cannot go without leaving a broken sentence.
_NEEDS_OBJECT = re.compile(
    r"\b(?:went|go|goes|going|gone|been|dealt|dealing|deal|deals|recover(?:ing|ed|s)?|suffer(?:ing|ed|s)?|coping|copes"
    r"|struggl(?:ing|ed|es)|worried|worrying|involved|underwent|lives|lived|living|resides|based|born|married"
    r"|diagnosed|treated|works|worked|working|employed|enrolled|registered|referred|belongs)\s*$",
    re.I,
)
#: A main verb right after "<noun> of <value>": the prepositional phrase was only a modifier.
_MAIN_VERB = re.compile(
    r"\s+(?:is|are|was|were|must|will|has|have|had|should|can|may|might|would|could|does|did|remains?|needs?"
    r"|(?!(?:based|born|located|listed|named|called)\b)[a-z]+ed\s+(?:this|these|that|the|a|an|my|your|our|his|her|their)\b)\b"
)
_GREETING = re.compile(r"(?:^|\n)(Dear|Hello|Hi|Good morning|Good afternoon)\s+$")
_GREETING_REPAIR = {"dear": "To whom it may concern"}


def _is_sentence_end(text: str, pos: int) -> bool:
    """Whether the mark at ``pos`` ends a sentence (not "Dr.", an initial or a decimal point)."""
    if text[pos] != ".":
        return True
    i = pos
    while i > 0 and (text[i - 1].isalnum() or text[i - 1] in "._"):
        i -= 1
    w = text[i:pos].lower()
    return not w or not (w in _ABBREVIATIONS or (len(w) == 1 and w.isalpha()))


def _line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return line_start, len(text) if line_end == -1 else line_end


def _sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around ``[start, end)``: it never crosses a line or a chat / Q&A prefix."""
    line_start, line_end = _line_bounds(text, start, end)
    prefix = _LINE_PREFIX.match(text, line_start)
    s = prefix.end() if prefix and prefix.end() <= start else line_start
    for m in _SENTENCE_END.finditer(text, s, start):
        if _is_sentence_end(text, m.start()):
            s = m.end()
    while s < start and text[s] in " \t":
        s += 1
    e = line_end
    for m in _SENTENCE_END.finditer(text, end, line_end):
        if _is_sentence_end(text, m.start()):
            e = m.end()
            break
    return s, e


#: A value this many words or fewer from the end of its sentence can be the sentence's point.
_MAX_TAIL_WORDS = 4
#: Words after a value that only say where it was recorded or what it was ("as the date of birth
#: for the Newman file", "before the file was last updated"): a longer tail of these (and names)
#: does not make a sentence about something else.
_TAIL_FILLER = frozenset(
    "a an the of for as on in to per according before after was is were last updated "
    "file files paperwork record records notes sheet form intake date birth status marital citizenship citizen age "
    "sex gender ethnicity patient client account holder applicant writer member student contributor participant "
    "individual".split()
)
_SPECIFIC = re.compile(r"\d|@|https?:|\b[A-Z][\w'-]*")


#: Capitalised words that name nothing ("as the ZIP code", "I").
_PLAIN_CAPITALS = frozenset({"I", "A", "Q", "ZIP", "ID", "PIN", "OK"})


def _specific_rest(rest: str, elsewhere: str = "") -> bool:
    """Whether a sentence, the value taken out, still names something (digits, capitalised words).

    A capitalised word the text also says ``elsewhere`` ("the Powers file" in every sentence) is
    not lost with the sentence and does not count.
    """
    words = rest.split()
    for w in words[1:]:
        if w.strip(".,;:!?") in _PLAIN_CAPITALS or not _SPECIFIC.search(w):
            continue
        core = re.sub(r"(?:['’]s)?[^\w]*$", "", w.strip("\"'(“‘"))
        if re.fullmatch(r"[A-Z][\w'-]*", core) and re.search(rf"(?<![\w-]){re.escape(core)}(?![\w-])", elsewhere):
            continue
        return True
    return False


def _contains_any(text: str, a: int, b: int, strings: Sequence[str]) -> bool:
    window = text[a:b].lower()
    return any(k and k.strip() and k.lower() in window for k in strings)


Repair = tuple[int, int, str]


def _repair_table_cell(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """A key/value row ``| Label | value |`` goes whole; in a wider table the cell is left empty."""
    line_start, line_end = _line_bounds(text, start, end)
    before, after = text[line_start:start], text[end:line_end]
    if before.lstrip().startswith("|") and before.rstrip().endswith("|") and after.strip().startswith("|"):
        if not before.endswith(" ") or not after.startswith(" "):
            return None
        if text[line_start:line_end].count("|") == 3:
            return _delete_line(text, line_start, line_end)
        return start, end, "—"
    return None


def _delete_line(text: str, line_start: int, line_end: int) -> Repair:
    b = min(line_end + 1, len(text))
    if line_start >= 2 and text[line_start - 2 : line_start] == "\n\n" and text[b : b + 1] == "\n":
        b += 1
    return line_start, b, ""


def _repair_form_line(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """``Label: value`` (a form field or an e-mail header) goes, line and label."""
    line_start, line_end = _line_bounds(text, start, end)
    if not _LABEL_LINE.fullmatch(text, line_start, start):
        return None
    if text[end:line_end].strip(" \t.,;") != "":
        return None
    return _delete_line(text, line_start, line_end)


def _repair_whole_line(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    line_start, line_end = _line_bounds(text, start, end)
    if text[line_start:start].strip() or text[end:line_end].strip(" \t.,;"):
        return None
    return _delete_line(text, line_start, line_end)


def _repair_possessive(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "shipped for Corvane's order" -> "shipped for the order" (the possessor goes, the noun stays)."""
    m = re.match(r"['’]s?\s+(?=[a-z])", text[end : end + 4])
    if not m:
        return None
    article = _ARTICLE_BEFORE.search(text, max(0, start - 5), start)
    a = article.start() if article and article.end() == start else start
    word = "The" if _SENTENCE_START.search(text[:a]) else "the"
    return a, end + m.end(), word + " "


#: Words that open a clause about the value ("Jason, whose job title is X, ...").
_CLAUSE_OPENERS = re.compile(
    r"(?:who|whose|which|where|when|with|including|listed|born|aged|reachable|known|currently|previously|formerly"
    r"|now|also|for|at|on|in|from|via|through|under|as|e\.g\.|such as)\b",
    re.I,
)


def _repair_clause(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "Jason, whose job title is X, needed ..." -> "Jason needed ..." (a comma clause holding the value goes)."""
    s, e = _sentence_bounds(text, start, end)
    left = text.rfind(", ", s, start)
    if left == -1:
        return None
    if not _CLAUSE_OPENERS.match(text, left + 2) or text[left + 2 : start].count(",") or "\n" in text[left:end]:
        return None
    m = re.compile(r"[^,.;!?\n]*").match(text, end)
    close = m.end()
    if close < e and text[close] == ",":
        cut_end = close + 1  # ", whose ... X," -> "" (keep one space)
        if _contains_any(text, left, close, mentions):
            return None
        return left, cut_end, ""
    if close >= e - 1 and not _contains_any(text, left, close, mentions):
        return left, close, ""  # ", including X." -> "."
    return None


_LEAD_CLAUSE = re.compile(r"(?:(?:now|currently|when|while)\s+)?(?:born(?:\s+on|\s+in)?|aged|at\s+age|age)\s+", re.I)


def _repair_lead_clause(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "Born March 4, 1980, Lori signed ..." / "Now aged 39, I reviewed ..." -> "Lori signed ..." / "I reviewed ..."."""
    s, e = _sentence_bounds(text, start, end)
    if not _LEAD_CLAUSE.fullmatch(text, s, start) or not text.startswith(", ", end) or end + 2 >= e:
        return None
    nxt = text[end + 2]
    return s, end + 3, nxt.upper() if nxt.isalpha() and nxt.islower() else nxt


def _repair_greeting(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    m = _GREETING.search(text, 0, start)
    if not m or m.end() != start or not text.startswith((",", "!"), end):
        return None
    word = m.group(1)
    new = _GREETING_REPAIR.get(word.lower())
    if new:
        return m.start(1), end, new
    return m.end(1), end, ""


def _repair_sentence(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """Delete the whole sentence when the value is its point.

    That is: a prose sentence (it ends in . ! or ?); the value is not a chat or Q&A speaker,
    not the sentence's subject ("X ...", "Recently, X ...") and at most a few words from its
    end; and nothing else specific is left in it (no digits, no capitalised word after the
    first, no keep string or other annotated value).
    """
    line_start, _ = _line_bounds(text, start, end)
    prefix = _LINE_PREFIX.match(text, line_start)
    if prefix and start < prefix.end():
        return None  # a speaker label
    s, e = _sentence_bounds(text, start, end)
    if not re.search(r"[.!?][\"'”’)\]]*$", text[s:e]):
        return None  # a heading or header line
    lead = text[s:start].split()
    tail = re.findall(r"[\w']+", text[end:e])
    about_the_record = all(w.removesuffix("'s") in _TAIL_FILLER or w[:1].isupper() for w in tail)
    if not lead or (len(lead) == 1 and lead[0].endswith(",")) or (len(tail) > _MAX_TAIL_WORDS and not about_the_record):
        return None  # the sentence is about something else
    mentions = _only_here(text, s, e, mentions)
    if _contains_any(text, s, start, mentions) or _contains_any(text, end, e, mentions):
        return None
    if _specific_rest(text[s:start] + text[end:e], text[:s] + "\n" + text[e:]):
        return None
    return _delete_span(text, s, e)


def _only_here(text: str, s: int, e: int, strings: Sequence[str]) -> list[str]:
    """The strings that would be lost with ``text[s:e]`` (those said nowhere else in ``text``)."""
    rest = (text[:s] + "\n" + text[e:]).lower()
    return [k for k in strings if k and k.strip() and k.lower() not in rest]


def _blocked(text: str, a: int, b: int, keep: Sequence[str], start: int, end: int) -> bool:
    """Whether a repair of ``[a, b)`` would lose a keep string (one said only there, not the target's own)."""
    rest = (text[:a] + "\n" + text[b:]).lower()
    for ks, ke in _keep_spans(text, keep):
        if (start <= ks and ke <= end) or (ks <= start and end <= ke):
            continue  # a keep string never shields the target
        if ks < b and a < ke and text[ks:ke].lower() not in rest:
            return True
    return False


def _restated(text: str, start: int, end: int, phrase: str, mentions: Sequence[str]) -> Repair | None:
    """Delete a sentence that would only restate its own label ("The ID number on file is an ID number.")."""
    s, e = _sentence_bounds(text, start, end)
    if not re.search(r"[.!?][\"'”’)\]]*$", text[s:e]) or len(text[end:e].split()) > 1:
        return None
    if not re.search(r"\b(?:is|was|are|were|reads)\s+$", text[s:start]):
        return None  # only "<label> is <value>." says nothing once the value goes
    nouns = [w for w in re.findall(r"[a-z']+", phrase.lower()) if w not in ("a", "an", "the", "on", "file")]
    before = text[s:start].lower()
    if not nouns or not all(re.search(rf"\b{re.escape(w)}\b", before) for w in nouns):
        return None
    mentions = _only_here(text, s, e, mentions)
    if _contains_any(text, s, start, mentions) or _contains_any(text, end, e, mentions):
        return None
    return _delete_span(text, s, e)


def _delete_span(text: str, s: int, e: int) -> Repair:
    """Remove a sentence with one neighbouring space; a line left empty goes entirely."""
    line_start, line_end = _line_bounds(text, s, e)
    prefix = _LINE_PREFIX.match(text, line_start)
    head_end = prefix.end() if prefix and prefix.end() <= s else line_start
    if not text[head_end:s].strip() and not text[e:line_end].strip():
        a, b = line_start, min(line_end + 1, len(text))
        if a >= 2 and text[a - 2 : a] == "\n\n" and text[b : b + 1] == "\n":
            b += 1  # no pile-up of blank lines
        return a, b, ""
    if text[e : e + 1] == " ":
        return s, e + 1, ""
    if s > 0 and text[s - 1] == " ":
        return s - 1, e, ""
    return s, e, ""


def _repair_parentheses(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    if start == 0 or text[start - 1] != "(" or text[end : end + 1] != ")":
        return None
    a = start - 1
    if a > 0 and text[a - 1] == " ":
        a -= 1
    return a, end + 1, ""


_LIST_AFTER = re.compile(r",?\s+(?:and|or)\s+\S")


def _clause_start(text: str, pos: int) -> int:
    s, _ = _sentence_bounds(text, pos, pos)
    colon = max(text.rfind(":", s, pos), text.rfind(";", s, pos))
    return max(s, colon + 1)


def _repair_list_item(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "a, value, and b" -> "a and b"; "a, b, value, and c" -> "a, b, and c"; "a and value" -> "a"."""
    before_comma = text[start - 2 : start] == ", "
    after = text[end:]
    if before_comma and _LIST_AFTER.match(after):
        earlier = "," in text[_clause_start(text, start) : start - 2]
        if after.startswith(",") and not earlier:
            return start - 2, end + 1, ""  # "a, value, and b" -> "a and b"
        return start - 2, end, ""
    m = re.search(r"(,?)\s+(and|or)\s+$", text[max(0, start - 8) : start])
    if m and re.match(r"\s*[.;:!?)]|\s*$", after):
        a = start - len(m.group(0))
        commas = text[_clause_start(text, a) : a].count(",")
        if commas == 0:
            return a, end, ""  # "a and value" -> "a"
        comma = text.rfind(",", 0, a)  # "a, b, and value" -> "a and b"; "a, b, c, and value" -> "a, b, and c"
        joiner = f", {m.group(2)}" if m.group(1) and commas >= 2 else f" {m.group(2)}"
        return comma, end, joiner + text[comma + 1 : a]
    return None


def _repair_preposition(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "... took place on March 4." -> "... took place." (the preposition goes with the value).

    Also mid-sentence before the main verb: "A balance of $11,770 must be paid" -> "A balance must be paid".
    """
    if (not re.match(r"\s*[.,;:!?)\"']|\s*$", text[end : end + 2]) and not _MAIN_VERB.match(text, end)
            and not re.match(r"\s+(?:and|but)\s", text[end : end + 6])):
        return None
    m = _PREPOSITION.search(text, max(0, start - 12), start)
    if not m or m.end() != start:
        return None
    if _NEEDS_OBJECT.search(text, max(0, m.start() - 14), m.start()):
        return None  # "went through {a separation}": the verb cannot stand alone
    return m.start(), end, ""


_REPAIRS: tuple[Callable[[str, int, int, Sequence[str]], Repair | None], ...] = (
    _repair_table_cell,
    _repair_form_line,
    _repair_whole_line,
    _repair_greeting,
    _repair_possessive,
    _repair_parentheses,
    _repair_list_item,
    _repair_lead_clause,
    _repair_clause,
    _repair_sentence,
    _repair_preposition,
)


def drop_value(
    text: str,
    start: int,
    end: int,
    keep: Sequence[str] = (),
    *,
    others: Sequence[str] = (),
    kind: str = "other",
    fallback: str | None = None,
    key: str = "",
) -> tuple[str, int, int]:
    """Remove ``text[start:end]`` and repair its surroundings; no placeholder is left behind.

    Returns ``(new_text, new_start, new_end)``: ``new_text[new_start:new_end]`` replaced the old
    region ``[new_start, new_end + len(text) - len(new_text))``, which contains
    ``[start, end)``; everything before ``new_start`` is unchanged and everything after the old
    region is shifted by ``len(new_text) - len(text)``. Repairs, first that fits:

    - a key/value table row ``| Label | value |`` is deleted; a cell of a wider table is left "—"
    - a form field or e-mail header ``Label: value``, or a line that is only the value, is deleted
    - greeting "Hello value," -> "Hello,"; "Dear value," -> "To whom it may concern,"
    - "(value)" -> removed with the parentheses; list items "a, value, and b" -> "a and b"
    - a prose sentence whose point is the value (nothing else specific in it, no ``keep``
      string, the value not its subject; never for a person's name) -> the sentence is deleted
      with one space, or its whole line when nothing else is left on it
    - a possessor "value's order" -> "the order"
    - a comma clause about the value ("X, whose title is value, said") -> removed
    - "on value" at the end of a clause -> removed with its preposition
    - otherwise a neutral mention that says nothing of the value (``fallback``, else one for
      the value's ``kind``: "a date", "a reference", ...), fitted to its sentence.

    No repair loses a ``keep`` string (one that the text says only where the repair reaches;
    one inside or around the value itself never shields it). ``others`` (optional) are the
    other annotated values of the record: a sentence that is the only place one is said is
    not deleted either.
    """
    if not 0 <= start <= end <= len(text):
        raise ValueError(f"span ({start}, {end}) is outside a text of length {len(text)}")
    mentions = tuple(keep) + tuple(o for o in others if o.strip().lower() != text[start:end].strip().lower())
    guarded = [(a, b) for a, b in _keep_spans(text, keep) if not (start <= a and b <= end) and not (a <= start and end <= b)]
    for repair in _REPAIRS:
        if repair is _repair_sentence and kind in ("name", "first_name", "last_name"):
            continue  # a sentence about a person says more than the name: the name gives way to a role
        found = repair(text, start, end, mentions)
        if found and not _blocked(text, found[0], found[1], keep, start, end):
            a, b, new = found
            return text[:a] + new + text[b:], a, a + len(new)
    phrase = fallback or _DROP_PHRASES.get(kind, "a detail")
    said = _restated(text, start, end, phrase, mentions)
    if said and not _blocked(text, said[0], said[1], keep, start, end):
        a, b, new = said
        return text[:a] + new + text[b:], a, a + len(new)
    lo = max([0] + [b for a, b in guarded if b <= start])
    hi = min([len(text)] + [a for a, b in guarded if a >= end])
    a, b, new = _fit(text, start, end, phrase, kind, lo, hi, key)
    return text[:a] + new + text[b:], a, a + len(new)


# =========================================================================================
# Rewrite
# =========================================================================================

_ARTICLE_BEFORE = re.compile(r"\b(a|an|the)\s+$", re.I)
_ARTICLE_START = re.compile(r"(a|an|the)\s", re.I)
_PREP_BEFORE = re.compile(r"\b(on|at|in|of|during)\s+$", re.I)
_TIME_PREPOSITIONS = frozenset({"on", "at", "in", "during"})
_PREP_START = re.compile(
    r"(in|on|at|within|above|below|outside|around|consistent|positive|negative|between|less than)\s", re.I
)
_DATE_START = re.compile(rf"({_MON}|the (spring|summer|fall|winter))\b", re.I)
_SENTENCE_START = re.compile(
    r"(?:\A|[.!?][\"'”’)\]]*\s+|\n[ \t]*|\n(?:\[[^\]\n]*\]\s*[^:\n]{1,40}|[QA]):\s+)\Z"
)
_VOCATIVE = re.compile(r"\b(Dear|Hello|Hi)\s+\Z")
_AGE_SUFFIX = re.compile(r"\s*(?:years?[ -]old|years? of age)", re.I)


def _keep_spans(text: str, keep: Sequence[str]) -> list[tuple[int, int]]:
    """Every occurrence of every keep string (plain, case-insensitive: the strictest reading)."""
    lower, spans = text.lower(), []
    for k in {k.lower() for k in keep if k and k.strip()}:
        i = lower.find(k)
        while i != -1:
            spans.append((i, i + len(k)))
            i = lower.find(k, i + 1)
    return spans


def _overlaps(s: int, e: int, spans: Iterable[tuple[int, int]]) -> bool:
    return any(s < b and a < e for a, b in spans)


#: Words a label before a value may hold ("account number", "Ms.", "your"), absorbed by a phrase
#: that names the thing itself ("deposited to {account number X}" -> "deposited to a bank account on file").
_LABEL_WORDS = frozenset(
    "number no no. # id code account card e-mail email address handle website url phone name login zip postcode "
    "the its their his her your my our this that mr mr. ms ms. mrs mrs. mx mx. miss dr dr. prof prof.".split()
)
_DETERMINERS = frozenset("the its their his her your my our this that".split())


def _absorb_label(text: str, s: int, repl: str, key: str, lo: int) -> int:
    """Where a phrase starting with an article should begin: before a label that it already says."""
    if not re.match(r"(?i)(a|an|the)\s", repl):
        return s
    of = re.search(r"(?i)\b(?:(?:a|an|the|your|his|her|their|my|our)\s+)?(?:[a-z]+\s+){0,2}?([a-z]+)\s+of\s+$", text[lo:s])
    if of and re.search(rf"(?i)\b{of.group(1)}\b", repl):
        return lo + of.start()  # "a final grade of {a passing grade in a course}" -> "a passing grade in a course"
    allowed = _LABEL_WORDS | {v for w in key.lower().split("_") if len(w) > 1 for v in (w, w.removesuffix("s"))}
    a, pos, absorbed = s, s, 0
    for m in reversed(list(re.finditer(r"[A-Za-z][\w'’.#-]*", text[lo:s]))):
        start, end = lo + m.start(), lo + m.end()
        if text[end:pos].strip() or "\n" in text[end:pos]:
            break
        word = re.sub(r"['’]s$", "", m.group().lower()).rstrip(".") or m.group().lower()
        if word not in allowed and m.group().lower() not in allowed:
            break
        if m.group().endswith(".") and m.group().lower() not in _LABEL_WORDS:
            break  # "as the ZIP code. {Natalie Allen}": a sentence ended there
        a, pos, absorbed = start, start, absorbed + 1
        if word in _DETERMINERS or absorbed >= 4:
            break
    if absorbed and text[a:s].strip().lower().rstrip(".") in _DETERMINERS:
        return s  # only "the" / "your" before it: the article step handles that
    return a


_NAME_KINDS = frozenset({"name", "first_name", "last_name"})
#: What a surname used as an adjective names: "the Hernandez home", "the Carey file".
_OWNED_NOUN = re.compile(
    r"\s+(?:home|family|household|file|paperwork|records?|application|account|case|matter|residence|estate"
    r"|intake sheet|registration|folder)\b", re.I)


def _fit(text: str, s: int, e: int, repl: str, kind: str, lo: int, hi: int, key: str = "") -> Repair:
    """Fit a replacement into its sentence: labels, articles, prepositions, "years old", capitals.

    May widen ``[s, e)`` to ``[lo, hi)`` at most (never into another edit or a keep string).
    """
    s = _absorb_label(text, s, repl, key, lo)
    twice = re.match(r"(?i)(?:a|an|the)\s+([a-z]+)\s+(\S.*)", repl)
    prev = re.search(r"([A-Za-z]+)\s+$", text[lo:s])
    if twice and prev and prev.group(1).lower() == twice.group(1).lower():
        repl = _article(twice.group(2))  # "approved {an approved accommodation}" -> "approved an accommodation"
    before = text[lo:s]
    a, b = s, e
    article = _ARTICLE_BEFORE.search(before)
    if article and _ARTICLE_START.match(repl):  # "is a {a vehicle}" -> "is a vehicle"
        a = lo + article.start()
        if article.group(1)[0].isupper():
            repl = repl[0].upper() + repl[1:]
    elif article and article.group(1).lower() in ("a", "an") and repl[:1].isalpha():
        word = "an" if repl[:1].lower() in "aeiou" else "a"  # "a {education professional}"
        repl = f"{word.capitalize() if article.group(1)[0].isupper() else word} {repl}"
        a = lo + article.start()
    if article and kind in _NAME_KINDS and _OWNED_NOUN.match(text, e):
        repl += "'s"  # "the {Hernandez} home" -> "the student's home", not "the student home"
    prep = _PREP_BEFORE.search(text[lo:a])
    if prep and kind in _DATE_KINDS and prep.group(1).lower() in _TIME_PREPOSITIONS:
        a = lo + prep.start()  # "on {March 2025}" -> "in March 2025"; "on {last year}" -> "last year"
        repl = "in " + repl if _DATE_START.match(repl) else repl
    elif prep and _PREP_START.match(repl):  # "stands at {in the B range}" -> "stands in the B range"
        a = lo + prep.start()
    if kind == "age":
        suffix = _AGE_SUFFIX.match(text, e, hi)  # "{in their forties} years old"
        b = suffix.end() if suffix else b
        a, repl = _fit_age(text, a, b, repl, lo)
    head = text[:a]
    if _VOCATIVE.search(head) and repl.lower().startswith("the "):
        repl = repl[4:5].upper() + repl[5:]  # "Dear {the patient}," -> "Dear Patient,"
    elif _SENTENCE_START.search(head):
        repl = repl[:1].upper() + repl[1:]
    return a, b, repl


_POSSESSIVES = {"i": "my", "you": "your", "he": "his", "she": "her", "we": "our", "they": "their"}
_PAST_BE = {"i": "was", "he": "was", "she": "was", "you": "were", "we": "were", "they": "were"}
_PRESENT_BE = {"i": "am", "he": "is", "she": "is", "you": "are", "we": "are", "they": "are"}
_PRONOUN = r"(I|[Yy]ou|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)"
_AGE_VERB = re.compile(r"\b(turned|turns|aged)\s+$", re.I)
_AGE_SUBJECT = re.compile(rf"\b{_PRONOUN}(?:\s+\w+)?\s+(?:am|is|are|was|were|'m|'re)\s+$")
_AGE_OWNER = re.compile(r"\b([Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur)\s+age\b")


def _fit_age(text: str, a: int, b: int, repl: str, lo: int) -> tuple[int, str]:
    """An age band after its verb and subject: "I turned {35}" -> "I was in my thirties";
    "Now aged {39}, I ..." -> "Now in my thirties, I ..."; "You are {40}" -> "You are in your forties"."""
    if not repl.startswith("in their "):
        return a, repl
    s, _ = _sentence_bounds(text, a, b)
    verb = _AGE_VERB.search(text, max(lo, s), a)
    if verb:
        subject = re.search(rf"\b{_PRONOUN}\s+$", text[max(s, verb.start() - 8) : verb.start()])
    else:
        subject = _AGE_SUBJECT.search(text, max(lo, s, a - 40), a)
    after = re.match(rf",\s+{_PRONOUN}\b", text[b : b + 8])
    owner = _AGE_OWNER.search(text, max(lo, s), a)
    found = subject or after
    who = found.group(1).lower() if found else None
    possessive = _POSSESSIVES[who] if who else owner.group(1).lower() if owner else "their"
    repl = repl.replace("their", possessive, 1)
    if verb:
        word = verb.group(1).lower()
        be = "" if word == "aged" else (_PAST_BE if word == "turned" else _PRESENT_BE).get(who or "", "was" if word == "turned" else "is")
        repl = f"{be} {repl}".strip()
        a = verb.start()
    return a, repl


def _token_edit(span: str, value: str, key: str, kind: str) -> tuple[str, str] | None:
    """For a value found inside an e-mail, URL or handle: the key and kind to abstract the whole token as."""
    if span.strip().lower() == value.strip().lower() or not _TOKEN.fullmatch(span.strip(_TOKEN_EDGES)):
        return None
    if kind in ("email", "url", "handle") and span.lower().lstrip("@") == value.lower().lstrip("@"):
        return None
    tkind = token_kind(span)
    return {"email": "email", "url": "url", "handle": "user_handle"}[tkind], tkind


def _edits(
    text: str, pairs: Sequence[tuple[str, str]], repl_of: Callable[[str, str], str]
) -> list[tuple[int, int, str, str, str]]:
    """``(start, end, replacement, kind, key)`` for every target occurrence, longest values first, no overlaps."""
    taken: list[tuple[int, int]] = []
    edits = []
    for key, value in pairs:
        kind = value_kind(key, value)
        for s, e in target_spans(text, key, value):
            if _overlaps(s, e, taken):
                continue
            token = _token_edit(text[s:e], value, key, kind)
            k_key, k_kind = token or (key, kind)
            taken.append((s, e))
            edits.append((s, e, repl_of(k_key, text[s:e] if token else value), k_kind, k_key))
    return sorted(edits)


def _rewrite_abstract(text: str, pairs: Sequence[tuple[str, str]], keep: Sequence[str], ctx: Context) -> str:
    secrets = [v.lower() for _, v in pairs if len(v.strip()) >= 3]

    def phrase(key: str, value: str) -> str:  # never name another value of the same target
        for out in (abstract_value(key, value, ctx), _season_of(value), _GENERIC[value_kind(key, value)]):
            if out and not any(s in out.lower() for s in secrets):
                return out
        return _GENERIC[value_kind(key, value)]

    edits = _edits(text, pairs, phrase)
    # keep strings never shield a target: only those clear of every edit are protected
    protected = [(a, b) for a, b in _keep_spans(text, keep) if not _overlaps(a, b, [(s, e) for s, e, *_ in edits])]
    out, right = text, len(text)
    for i in range(len(edits) - 1, -1, -1):
        s, e, repl, kind, key = edits[i]
        lo = max([edits[i - 1][1] if i else 0] + [b for a, b in protected if b <= s])
        hi = min([right] + [a for a, b in protected if a >= e])
        a, b, new = _fit(text, s, e, repl, kind, lo, hi, key)
        said = _restated(text, s, e, repl.removesuffix(" on file"), keep) if repl.endswith(" on file") else None
        if said and lo <= said[0] and said[1] <= hi:  # "The ID number on file is {an ID number on file}."
            a, b, new = said
        out = out[:a] + new + out[b:]
        right = a
    return _collapse_repeats(out, {r for _, _, r, _, _ in edits})


def _collapse_repeats(text: str, phrases: Iterable[str]) -> str:
    """ "X on file and X on file" -> "X on file": one phrase standing for two values is said once."""
    for phrase in sorted(set(phrases), key=len, reverse=True):
        if text.lower().count(phrase.lower()) > 1:
            text = _repeat_pattern(phrase).sub(r"\1", text)
    return text


@lru_cache(maxsize=1024)
def _repeat_pattern(phrase: str) -> re.Pattern[str]:
    p = re.escape(phrase)
    return re.compile(rf"(?i)\b({p})(?:(?:,\s+{p}\b)*,?\s+(?:and|or)\s+{p}\b)")


def _rewrite_drop(
    text: str, pairs: Sequence[tuple[str, str]], keep: Sequence[str], others: Sequence[str], ctx: Context
) -> str:
    targets = {v.strip().lower() for _, v in pairs}
    others = [o for o in others if o and o.strip().lower() not in targets]
    for key, value in pairs:
        kind = value_kind(key, value)
        for _ in range(4 * len(text) + 1):  # each pass removes one occurrence
            spans = target_spans(text, key, value)
            if not spans:
                break
            s, e = spans[-1]
            token = _token_edit(text[s:e], value, key, kind)
            k_key, k_kind = token or (key, kind)
            before = text
            text, _, _ = drop_value(text, s, e, keep, others=others, kind=k_kind, key=k_key,
                                    fallback=_drop_fallback(k_key, text[s:e] if token else value, k_kind, ctx))
            if text == before:
                break
    return text


def _drop_fallback(key: str, value: str, kind: str, ctx: Context) -> str:
    """What a dropped value becomes where no repair can take it out: a neutral mention saying nothing of it."""
    if kind in ("name", "first_name", "last_name"):
        if re.search(_SUBJECT_NAME_KEYS, key.lower()) or kind != "name":
            return _subject_role(ctx)
        return _lookup(_ROLE_BY_KEY, key, "another person")  # the role the key gives, never the name
    if kind == "identifier":  # "deposited to account number X" -> "deposited to a bank account"
        return abstract_value(key, value, ctx).removesuffix(" on file")
    if kind == "handle":  # "a pseudonym", "a gamer tag", "an online handle"
        return abstract_value(key, value, ctx)
    noun = key.lower().split("_")[-1]  # "hoa_violation" -> "a violation"
    if kind == "other" and noun.isalpha() and len(noun) > 3 and not noun.endswith("s") and noun not in ("name", "info"):
        return _article(noun)
    return _DROP_PHRASES.get(kind, "a detail")


#: Neutral mentions for a dropped value that the sentence cannot do without.
_DROP_PHRASES: dict[str, str] = {
    "date": "a date", "date_range": "a period", "time": "at one point", "address": "an address",
    "city": "a location", "postal_code": "a postal code", "age": "an adult", "amount": "an amount",
    "number": "a figure", "identifier": "a reference", "email": "an e-mail address", "phone": "a phone number",
    "url": "a website", "handle": "an online account", "employer": "an employer", "organization": "an organization",
    "occupation": "a job", "health": "a health matter", "measurement": "a measurement",
    "demographic": "a personal characteristic", "other": "a detail",
}  # fmt: skip


def rewrite(
    text: str,
    occurrences: Sequence[tuple[str, str]],
    operation: str,
    keep: Sequence[str] = (),
    context: Mapping[str, str] | None = None,
    *,
    others: Sequence[str] = (),
) -> str:
    """Abstract or drop every occurrence of a target's values in ``text``.

    ``occurrences`` are the target's ``(key, value)`` pairs. Each value is found wherever
    :func:`find_spans` finds it (any case, not inside a longer word or number, other digit
    groupings, other date formats), longest value first. ``"abstract"`` puts
    :func:`abstract_value` in every place (the same phrase for the same value), fitting
    articles, prepositions and capitals around it; ``"drop"`` removes each place with
    :func:`drop_value`'s repairs. Values are also found inside e-mails, URLs and handles (the
    whole token is then abstracted or dropped as an e-mail, URL or handle), ages only where the
    text states an age (key ``age``), a ``birth_year`` anywhere. Strings in ``keep`` never shield
    a target: a keep string that overlaps a target occurrence goes with it; otherwise no repair
    reaches into one and no sentence holding one is deleted. ``others`` (optional): the record's
    other annotated values; a drop never deletes a sentence that mentions one of them either.
    """
    if operation not in ("abstract", "drop"):
        raise ValueError(f"operation must be 'abstract' or 'drop', got {operation!r}")
    pairs = sorted({(k, v) for k, v in occurrences if v and v.strip()}, key=lambda kv: (-len(kv[1]), kv))
    if not pairs:
        return text
    if operation == "drop":
        return _rewrite_drop(text, pairs, keep, others, context or {})
    return _rewrite_abstract(text, pairs, keep, context or {})
