"""Finding values: where an attribute value (or an age, a birth year, a value inside an e-mail) occurs in a text."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from num2words import num2words

from privasis_hub.sanitize.gender import GENDER_WORD_KEY, gender_spans

#: The placeholder older builds left for a dropped value; no rule writes it any more.
REMOVED = "[removed]"


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
    if not _number_like(value) or value_dates(value) or MONTH_YEAR_PATTERN.match(value.strip()):
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


MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip


MONTH_NUMBERS = {m[:3].lower(): i for i, m in enumerate(MONTHS, 1)}


MONTH_PATTERN = r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"


_DATE = re.compile(
    rf"(?P<mn1>{MONTH_PATTERN})\.?\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y1>\d{{4}})"  # March 4, 2025
    rf"|(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<mn2>{MONTH_PATTERN})\.?,?\s+(?P<y2>\d{{4}})"  # 4 March 2025
    r"|(?P<y3>\d{4})[-/.](?P<m3>\d{1,2})[-/.](?P<d3>\d{1,2})"  # 2025-03-04
    r"|(?P<m4>\d{1,2})[-/.](?P<d4>\d{1,2})[-/.](?P<y4>\d{4})",  # 03/04/2025 (US order)
    re.IGNORECASE,
)


MONTH_YEAR_PATTERN = re.compile(rf"^(?P<mn>{MONTH_PATTERN}|spring|summer|fall|autumn|winter)\.?,?\s+(?P<y>\d{{4}})$", re.I)


YEAR_PATTERN = re.compile(r"^(?:19|20)\d\d$")


TIME_PATTERN = re.compile(
    r"\b(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?P<ap>[AaPp]\.?[Mm]\.?)(?![A-Za-z])|\b(?P<h24>[01]?\d|2[0-3]):(?P<m24>[0-5]\d)\b"
)


def _date_of(m: re.Match[str]) -> dt.date | None:
    g = m.groupdict()
    try:
        if g["y1"]:
            return dt.date(int(g["y1"]), MONTH_NUMBERS[g["mn1"][:3].lower()], int(g["d1"]))
        if g["y2"]:
            return dt.date(int(g["y2"]), MONTH_NUMBERS[g["mn2"][:3].lower()], int(g["d2"]))
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
def value_dates(value: str) -> tuple[dt.date, ...]:
    """The dates a date-led value stands for ("2025-03-04 at 2:15 PM", "A to B"); () otherwise."""
    found = _find_dates(value)
    lead = re.match(r"\s*(?:from\s+)?", value, re.I).end()
    if not found or found[0][0] != lead:
        return ()
    return tuple(d for _, _, d in found)


def _date_spans(text: str, value: str) -> list[tuple[int, int]]:
    wanted = set(value_dates(value))
    if not wanted:
        return []
    return [(s, e) for s, e, d in _find_dates(text) if d in wanted]


_DURATION = re.compile(r"(?i)(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|sixty|ninety)[ -](day|week|month|year)s?")


def _duration_spans(text: str, value: str) -> list[tuple[int, int]]:
    """A length of time ("15 years") where the text says it as a compound ("a 15-year mortgage", "a 120-day
    pre-approval"): the same fact, which an edit of the value must reach too."""
    m = _DURATION.fullmatch(value.strip())
    if not m:
        return []
    pattern = re.compile(rf"(?i)(?<![\w.-]){m.group(1)}[- ]{m.group(2)}s?(?![\w-])")
    return [x.span() for x in pattern.finditer(text)]


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
    spans += _duration_spans(text, value)
    if within_tokens:
        spans += token_spans(text, value)
    return _non_overlapping(spans)


#: Top-level domains that make a bare "name.tld" a web address.
_TLDS = "com|org|net|edu|gov|io|co|me|info|biz|us|uk|ca|au|de|fr|in|dev|app|blog|site|online"


#: An e-mail address, a URL or a handle (what :func:`token_spans` looks inside), once stripped of
#: the punctuation around it; a login is lowercase letters with digits or underscores ("jsmith84").
TOKEN_PATTERN = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"  # e-mail
    r"|(?:https?://|www\.)\S+"  # URL
    rf"|(?:[\w-]+\.)+(?i:{_TLDS})(?:/\S*)?"  # a bare domain, with or without a path ("mariagarcia.com/cv")
    r"|@\w[\w.]*"  # @handle
    r"|(?=[a-z0-9._]*[a-z]{3})(?=[a-z0-9._]*[\d_])[a-z][a-z0-9]*(?:[._][a-z0-9]+)*"  # login
)


TOKEN_EDGES = "\"'()[]<>{},;:!?."


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
        core = word.strip(TOKEN_EDGES)
        if len(core) < 3 or not TOKEN_PATTERN.fullmatch(core):
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
        # a person is the number: "I was 41 at the time", "Sarah is 41 this year", "You're 41."
        # (also "The contributor is 41", "... and is 41", "who is 41": the subject may already be a role)
        re.compile(rf"(?:\b(?:I|[Yy]ou|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)|\b[A-Z][a-z]+|\b[Tt]he\s+[a-z]+|\b(?:and|who))"
                   rf"(?:\s+(?:am|is|are|was|were)|'m|'re|'s)(?:\s+(?:now|currently))?"
                   rf"\s+({n})(?!\d)(?=\s*(?:[.,;:!?)]|$|\s+(?:this|that|next|last|now|today|at|when|by|on|in|and|but)\b))",
                   re.M),
        re.compile(rf"\b(?:[Nn]ow|[Bb]eing|[Aa]t)\s+({n}),", re.I),  # "Now 41, I ..."; "At 41, Sarah ..."
        re.compile(rf"\bbeing\s+({n})\b(?!\s*(?:%|[\w$]))", re.I),  # "I reported being 41."
        # "puts me at 41"; "which makes him 45" (a report's date of birth with the age it gives)
        re.compile(rf"\b(?:puts?\s+(?:me|you|him|her|them|us)\s+at|makes?\s+(?:me|you|him|her|them))\s+({n})\b"
                   rf"(?!\s*(?:%|[\w$]))", re.I),
        re.compile(rf"\b[A-Z][a-z]+,\s+({n}),\s+(?=[a-z])"),  # "Sarah, 41, lives in ..."
    )


def age_spans(text: str, age: str) -> list[tuple[int, int]]:
    """Where ``text`` states the age ``age`` (digits): "Age: 61", "| Age | 61 |", "61 years old", "61-year-old".

    Only the number is returned for a label before it; the number with its "years old" after it.
    A bare number elsewhere is not an age and is not returned.
    """
    n = re.escape(age.strip())
    if not n:
        return []
    label, after, turned, birthday, *stated = _age_patterns(n)
    spans = [(m.start(1), m.end(1)) for m in label.finditer(text)]
    spans += [(m.start(1), m.end(1)) for pattern in stated for m in pattern.finditer(text)]
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
    spans = [(m.start(), m.end()) for m in re.finditer(rf"(?<![\d,.$]){re.escape(y)}(?!\d|,\d)", text)]
    tokens = [(a, b) for a, b, tok, _ in _tokens(text) if y in tok]
    return _non_overlapping([s for s in spans if not overlaps(*s, tokens)] + tokens)


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
    if key == BIRTH_YEAR_KEY and YEAR_PATTERN.match(value.strip()):
        return year_spans(text, value)
    if key == GENDER_WORD_KEY:
        return gender_spans(text, value)
    spans = find_spans(text, value, within_tokens=True)
    if re.fullmatch(r"\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}", value.strip()):  # "+1 {617 555 0165}": the country code
        spans = [(s - len(m.group()), e) if (m := re.search(r"\+1[ \t.-]?$", text[max(0, s - 3) : s])) else (s, e)
                 for s, e in spans]  # goes with the number, never "+1 the office's phone number"
    if re.match(r"[A-Z]\S*\s+\S", value.strip()):  # a proper name of two or more words: its web domain names it too
        spans = _non_overlapping(spans + domain_spans(text, value))
    return spans


_STOP_WORDS = frozenset({"the", "of", "and", "for", "at"})


def domain_spans(text: str, organisation: str) -> list[tuple[int, int]]:
    """The e-mail addresses and web addresses whose domain names the organisation ("@matthewsfoods.example.org",
    "www.matthewsfoods.com" for "Matthews Foods"): the domain's first label starts with the name's first word
    (>= 4 letters) and is the start of the name written without spaces."""
    words = [w for w in re.sub(r"[^a-z ]", "", organisation.lower()).split() if w not in _STOP_WORDS]
    if not words or len(words[0]) < 4:
        return []
    squeezed = "".join(words)
    out = []
    for start, end, tok, _ in _tokens(text):
        host = tok.split("@", 1)[1] if "@" in tok else re.sub(r"^(?:https?://)?(?:www\.)?", "", tok)
        label = re.sub(r"[^a-z]", "", host.split(".", 1)[0])
        if label.startswith(words[0]) and squeezed.startswith(label):
            out.append((start, end))
    return out


def _non_overlapping(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest spans first, then shorter ones that overlap none of them; sorted by start."""
    out: list[tuple[int, int]] = []
    for s, e in sorted(set(spans), key=lambda se: (se[0] - se[1], se[0])):
        if not overlaps(s, e, out):
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
    if key == BIRTH_YEAR_KEY and YEAR_PATTERN.match(value.strip()):
        return year_spans(text, value)
    if key == GENDER_WORD_KEY:
        return gender_spans(text, value)
    return verbatim_spans(text, value)


def leaks(text: str, values: Sequence[str], *, within_tokens: bool = False) -> list[str]:
    """The values still present in ``text`` (see :func:`find_spans`), in order, without repeats."""
    return [v for v in dict.fromkeys(values) if v and v.strip() and find_spans(text, v, within_tokens=within_tokens)]


def target_leaks(text: str, pairs: Sequence[tuple[str, str]]) -> list[str]:
    """The ``(key, value)`` target values still present in ``text`` as :func:`target_spans` sees them."""
    return [v for k, v in dict.fromkeys(pairs) if v and v.strip() and target_spans(text, k, v)]


def overlaps(s: int, e: int, spans: Iterable[tuple[int, int]]) -> bool:
    return any(s < b and a < e for a, b in spans)
