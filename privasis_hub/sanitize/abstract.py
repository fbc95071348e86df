"""The abstraction ladder: one step from a private value to the general kind it belongs to."""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from privasis_hub.sanitize.find import (
    MONTH_NUMBERS,
    MONTH_YEAR_PATTERN,
    MONTHS,
    TIME_PATTERN,
    YEAR_PATTERN,
    find_spans,
    normalise_digits,
    value_dates,
)
from privasis_hub.sanitize.find import (
    _find_dates as find_dates,
)
from privasis_hub.sanitize.keys import human
from privasis_hub.sanitize.kinds import (
    DURATION_PATTERN,
    MENTION_KINDS,
    MONEY_PATTERN,
    NAME_KINDS,
    PERSON_ROLE_KEY,
    SUBJECT_NAME_KEYS,
    value_kind,
)
from privasis_hub.synth.catalog import REFERENCE_DATE

_TODAY = REFERENCE_DATE  # relative phrases ("last year") are anchored where the corpus's dates are


Context = Mapping[str, str]


def with_article(phrase: str) -> str:
    """``phrase`` with "a" or "an" in front ("an HR manager", "a USCIS receipt number")."""
    first = phrase.split(" ", 1)[0]
    acronym = len(first) > 1 and first.isupper()
    vowel_sound = first[:1] in "AEFHILMNORSX" if acronym else phrase[:1].lower() in "aeiou"
    return ("an " if vowel_sound else "a ") + phrase


def lookup(table: Sequence[tuple[str, str]], text: str, default: str) -> str:
    """The phrase of the first pattern found in ``text`` (case-insensitive), else ``default``."""
    return next((phrase for pattern, phrase in table if re.search(pattern, text, re.I)), default)


_SEASONS = ("winter", "winter", "spring", "spring", "spring", "summer", "summer", "summer", "fall", "fall",
            "fall", "winter")  # fmt: skip


def _month_year(day: dt.date) -> str:
    return f"{MONTHS[day.month - 1]} {day.year}"


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


_BIRTH_KEY = re.compile(r"(^|_)(date_of_birth|dob|birth_?date|birthday)$")


def _birth_years(year: int) -> str:
    """A birth year as part of its decade ("the early 1990s"): a month and year would give the exact age back."""
    decade, digit = year - year % 10, year % 10
    part = "early " if digit <= 3 else "mid-" if digit <= 6 else "late "  # as people say it: 1963 early, 1956 mid
    return f"the {part}{decade}s"


def _abstract_date(key: str, value: str, ctx: Context) -> str:
    dates = value_dates(value)
    if dates and _BIRTH_KEY.search(key.lower()):
        return _birth_years(dates[0].year)
    if len(dates) >= 2:
        return _abstract_range(dates[0], dates[-1])
    lead = re.match(r"(.+?)\s+(?:from|starting|beginning)\s+", value.strip())
    start = [d for _, _, d in find_dates(value)] if lead and duration_phrase(lead.group(1)) else []
    if start:  # "{36 months from January 10, 2025}" -> "a year or two from January 2025", not "a date"
        return f"{duration_phrase(lead.group(1))} from {_month_year(start[0])}"
    if dates:
        return _month_year(dates[0])
    m = MONTH_YEAR_PATTERN.match(value.strip())
    if m:  # "March 2025" -> "the spring of last year"; "Winter 2028" -> "2028"
        year, word = int(m.group("y")), m.group("mn").lower()[:3]
        if word not in MONTH_NUMBERS:  # a term ("Fall 2025") reads as its year: "the 2025 term", "as of 2025"
            return str(year)
        rel = _relative_year(year, coarse=False)
        if word in MONTH_NUMBERS and rel in ("last year", "this year", "next year"):
            return f"the {_SEASONS[MONTH_NUMBERS[word] - 1]} of {rel}"
        part = ("early", "mid-", "late")[(MONTH_NUMBERS[word] - 1) // 4]  # "covers {February 2024}" -> "early 2024"
        return f"{part}{'' if part.endswith('-') else ' '}{year}"
    if YEAR_PATTERN.match(value.strip()):
        return _relative_year(int(value.strip()), coarse=True)
    return ""


def season_of(value: str) -> str | None:
    """A date-led value as its season and year ("the spring of 1989"; the grammar adds "in" where the sentence needs
    it): said when the month names a target ("April")."""
    dates = value_dates(value)
    return f"the {_SEASONS[dates[0].month - 1]} of {dates[0].year}" if dates else None


def _abstract_range(first: dt.date, last: dt.date) -> str:
    if (first.year, first.month) == (last.year, last.month):
        return _month_year(first)
    if first.year == last.year:
        return f"{MONTHS[first.month - 1]} to {_month_year(last)}"
    return f"{_month_year(first)} to {_month_year(last)}"


def _abstract_date_range(key: str, value: str, ctx: Context) -> str:
    dates = value_dates(value)
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
    m = TIME_PATTERN.search(value)
    if not m:
        return "at some point in the day"
    if m.group("h24"):
        return _part_of_day(int(m.group("h24")))
    hour = int(m.group("h")) % 12 + (12 if m.group("ap")[0].lower() == "p" else 0)
    return _part_of_day(hour)


def _tail_place(value: str) -> str | None:
    """The last comma-separated part of "street, City" / "Place, Region", if there is one."""
    if "," not in value:
        return None
    tail = value.rsplit(",", 1)[1].strip()
    if re.match(r"(?i)(?:suite|ste\.?|unit|apt\.?|apartment|floor|fl\.?|room|rm\.?|bldg\.?|building|#)\s*\w*$", tail):
        return None  # "5217 10th Cir, {Suite A}" is a unit, not a place: never "a suite in Suite A"
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
    (r"\b(?:apt|apartment|unit)\b\.?|\bflat\s+\d|#\s*\d", "an apartment"),  # "Wood Flat" is a street
    (r"\bsuite\b|\bste\.?\s", "a suite"),
)


def _abstract_address(key: str, value: str, ctx: Context) -> str:
    place = _place(value, ctx)
    if "property" in key or "listing" in key:
        noun = "a property"
    else:
        noun = lookup(_ADDRESS_UNITS, value, "an address" if place else "")
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


#: A trip phrase of its own kind: "a seven-night Alaska Inside Passage cruise from Seattle" (its region, the words
#: before "cruise"), "a week on the Amalfi coast" (no city: the record's state would be a wrong place, reader10 T278).
_CRUISE = re.compile(r"(?i)^(?:an?\s+)?(?:[\w-]+-(?:night|day)\s+)?(.*?)\s*\bcruise\b")


def _trip_phrase(key: str, value: str) -> str | None:
    """A destination's abstraction by its own kind: a cruise by its region ("an Alaska cruise"), a trip phrase that
    names no place first ("a slow train across Canada") as a trip, never "a city in <the record's state>"."""
    if "destination" not in key.lower():
        return None
    m = _CRUISE.match(value.strip())
    if m:
        region = re.sub(r"(?i)\s+inside passage$", "", m.group(1).strip())
        return with_article(f"{region} cruise") if region and region[:1].isupper() else "a cruise"
    if value.strip()[:1].islower():  # a phrase, not a place: "a week on the Amalfi coast", "hiking the Inca Trail"
        return "a long-planned trip" if "dream" in key.lower() else "a trip"
    return None


def _abstract_city(key: str, value: str, ctx: Context) -> str:
    trip = _trip_phrase(key, value)
    if trip:
        return trip
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


#: Where a bracket of an amount may start and end, per power of ten: a writer says "between $20,000 and $30,000"
#: or "between $50,000 and $100,000" (at most twice the lower end), never "between $10,000 and $50,000" (reader9).
_EDGES = (1.0, 2.0, 3.0, 5.0, 10.0)


def _narrow_brackets(x: float) -> list[tuple[float, float]]:
    """Brackets of ``x`` whose upper end is at most about twice the lower: the one it falls in, then (for ``x`` on
    an edge, or where the first prints the value's digits) the two around it."""
    if x < 1:
        return []
    base = 10.0 ** math.floor(math.log10(x))
    edges = [e * base for e in (0.5, *_EDGES, 20.0, 30.0)]  # one step past either end of the decade
    cells = [(a, b) for a, b in zip(edges, edges[1:], strict=False) if a <= x <= b]
    spans = [(edges[i - 1], edges[i + 1]) for i in range(1, len(edges) - 1) if edges[i] == x]
    # where the cell prints the value's digits ("$300.26" -> not "between $300 and $500"), it joins a neighbour
    spans += [(edges[i - 1], edges[i + 1]) for i in range(1, len(edges) - 1) if edges[i - 1] < x < edges[i]]
    spans += [(edges[i - 1], edges[i + 1]) for i in range(1, len(edges) - 1) if edges[i] < x < edges[i + 1]]
    return [c for c in cells if c[0] < x < c[1]] + spans


def _range_phrase(x: float, original: str, currency: str = "") -> str | None:
    """A bracket of ``x`` ("between $20,000 and $30,000") that does not print ``original``'s digits."""
    lo, hi = _ladder(x)
    brackets = [(lo, hi), (_step_down(lo), hi), (lo, _step_up(hi)), (_step_down(lo), _step_up(hi))]
    if currency or x >= 100:  # an amount or a large count: a bracket a writer would use, not the 1-5-10 ladder
        brackets[:0] = _narrow_brackets(x)
    if not currency and 10 <= x < 100:  # a count of hours or days said within ten ("between 15 and 25 hours a week"),
        ten = math.floor(x / 10) * 10  # never the 1-5-10 bracket "between 10 and 50 hours a week" (reader2 T7)
        brackets[:0] = [(ten, ten + 10), (ten - 5, ten + 5), (ten + 5, ten + 15)]
    for a, b in brackets:
        low, high = _fmt_number(a, currency), _fmt_number(b, currency)
        phrase = f"less than {high}" if a == 0 else f"between {low} and {high}"
        if a < x < b and not _prints_digits(phrase, original):
            return phrase
    return None


def _prints_digits(out: str, original: str) -> bool:
    """Whether ``out`` shows ``original``'s integer digits (3+) or all its digits (4+) in sequence."""
    numbers = [normalise_digits(n) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", out)]
    whole = normalise_digits(original)
    ints = [  # year-like numbers ("a target-date 2050 fund") are context, not the secret
        i
        for n in re.findall(r"\d[\d,]*(?:\.\d+)?", original)
        if not YEAR_PATTERN.match(i := normalise_digits(n.split(".")[0]))
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
        _rough, MONEY_PATTERN.sub(bracket, value)
    )  # "148 hours at $175" -> "hundreds of hours at ..."
    return "".join(brackets[ord(ch) - 0xE000] if 0xE000 <= ord(ch) < 0xF000 else ch for ch in held)


def _rough(m: re.Match[str]) -> str:
    """A number in words ("dozens of"); years and percentages stay as they are."""
    token = m.group()
    if YEAR_PATTERN.match(token) or m.group(3):
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
        if a < x < b and not _prints_digits(phrase, original):
            return phrase
    return "a set percentage"


_NUMBER_WORDS = {w: i for i, w in enumerate("one two three four five six seven eight nine ten eleven twelve".split(), 1)} | {
    "fifteen": 15, "eighteen": 18, "twenty": 20, "thirty": 30, "forty": 40, "sixty": 60, "ninety": 90}


def duration_phrase(value: str, adjective: bool = False) -> str | None:
    """A length of time in words that give no number back ("15 years" -> "more than a decade", "120 days" ->
    "several months"); ``adjective`` for its compound form ("a {15-year} mortgage" -> "a long-term mortgage"). A
    number bracket ("between 10 and 50 years", "100 to 500 days") is no way to say how long something lasts."""
    m = DURATION_PATTERN.match(value.strip())
    tail = value.strip()[m.end():] if m else ""  # "30 days {from the date of this notice}"
    if not m or re.search(r"\d|^\w|\bold\b", tail) or adjective and tail:
        return None
    n, unit = _NUMBER_WORDS.get(m.group(1).lower()) or int(m.group(1)), m.group(2).lower()
    days = n * {"day": 1, "week": 7, "month": 30, "year": 365}[unit]
    if adjective:
        return "short-term" if days < 2 * 365 else "multi-year" if days < 10 * 365 else "long-term"
    for limit, phrase in ((7, "a few days"), (28, "a few weeks"), (60, "a month or two"), (365, "several months"),
                          (3 * 365, "a year or two"), (10 * 365, "several years"), (20 * 365, "a decade or more"),
                          (math.inf, "several decades")):
        if days < limit:
            return phrase + tail


#: A rate said with its kind and what it is on: "5.625% fixed rate on a 15-year mortgage".
_RATE_WITH_WORDS = re.compile(r"(?i)^\s*(\d+(?:\.\d+)?)\s*%\s+(?:(fixed|variable|adjustable|introductory|promotional)\s+)?"
                              r"(?:rate|APR|interest(?: rate)?)\b[ \t]*(.*)$")


def _rate_with_words(value: str) -> str | None:
    """ "5.625% fixed rate on a 15-year mortgage" -> "a fixed rate between 5% and 10% on a long-term mortgage": the
    bracket said as the rate's, not "between 5% and 10% fixed rate on ..." (reader3 T94)."""
    m = _RATE_WITH_WORDS.match(value)
    if not m:
        return None
    bracket = _percent_phrase(float(m.group(1)), value)
    if not bracket.startswith(("between", "less")):
        return None
    tail = re.sub(r"(?i)\b(a|an)\s+(\d{1,3}-(?:day|week|month|year))\b",
                  lambda t: with_article(duration_phrase(t.group(2), adjective=True) or ""), m.group(3).strip())
    if re.search(r"\d", tail):
        tail = ""
    kind = f"{m.group(2).lower()} " if m.group(2) else ""
    bracket = bracket.replace("less than", "of less than")
    return f"a {kind}rate {bracket}" + (f" {tail}" if tail else "")


def _abstract_number(key: str, value: str, ctx: Context) -> str:
    """The first number becomes a bracket, later ones rough words; year-like numbers stay."""
    special = duration_phrase(value) or _rate_with_words(value)
    if special:
        return special
    seen = 0

    def approx(m: re.Match[str]) -> str:
        nonlocal seen
        token = m.group()
        if YEAR_PATTERN.match(token):
            return token
        x = float(m.group(1).replace(",", "") + (m.group(2) or ""))
        seen += 1
        if m.group(3):
            return _percent_phrase(x, token)
        if seen == 1 and 2 <= x < 10 and not re.match(r"\s*(?:/|stars?\b|out\b|points?\b)", value[m.end():]):  # a small count is "a few" or "several", never the 1-5-10
            return "a few" if x < 5 else "several"  # bracket "between 1 and 5 overtime hours" (s19x)
        if seen == 1:
            return _range_phrase(x, token) or "some"
        return _approx_words(x)

    return _NUMBER.sub(approx, value).replace(" of of ", " of ")


#: Relation words in "(sister)" and title words, to a role noun.
_TITLE_ROLES: tuple[tuple[str, str], ...] = (
    (r"^(dr\.?|doctor)\s|,\s*(md|do|np|pa-c|facc|rn)\b", "a clinician"),
    (r"^(hon\.|judge|magistrate|commissioner|justice)(\s|$)", "a judicial officer"),
    (r"^(prof\.?|professor)\s", "a professor"),
    (r",\s*(cfp|chfc|clu|ricp|cfa|cpa)\b", "a financial advisor"),
    (r",\s*d?pt\b", "a physical therapist"),  # "Jennifer Moore, PT": a credential says the role, never "a PT"
    (r",\s*(ot|otr(/l)?)\b", "an occupational therapist"),
    (r",\s*(lcsw|msw)\b", "a social worker"),
    (r",\s*(lpc|lmft)\b", "a counselor"),
    (r",\s*psyd\b", "a psychologist"),
    (r",\s*(dds|dmd)\b", "a dentist"),
    (r",\s*(ccc-)?slp\b", "a speech-language pathologist"),
    (r",\s*esq\b", "an attorney"),
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


def subject_role(ctx: Context) -> str:
    role = (ctx.get("role") or "").strip()
    if not role:
        return "the individual"
    return role if re.match(r"(?i)(the|a|an)\s", role) else f"the {role}"


def _descriptor(value: str) -> str | None:
    """What the value says about the person: "(sister)", ", hearing officer", ", an accountant at X"."""
    m = re.search(r"\(([^)]*[A-Za-z][^)]*)\)", value)
    if m and not re.match(r"(?i)age\s", m.group(1)):  # "(grandchild, age 5)": the relation, not the age
        return re.sub(r"(?i),?\s*(?:aged?|age:)\s*\d+\b", "", m.group(1)).strip(" ,")
    m = re.match(r"^[^,(]+,\s*([^,]+)", value)
    if m and not re.search(r"\d", m.group(1)):
        return m.group(1).strip()
    return None


def _role_phrase(descriptor: str) -> str:
    phrase = re.split(r"\s+(?:at|for|with|of)\s+(?=[A-Z])", descriptor, maxsplit=1)[0].strip()
    return phrase if re.match(r"(?i)(a|an|the)\s", phrase) else with_article(phrase)


def _abstract_name(key: str, value: str, ctx: Context) -> str:
    if re.search(SUBJECT_NAME_KEYS, key.lower()):
        return subject_role(ctx)
    title = ctx.get("signer_title", "") if re.search(r"(^|_)signer", key.lower()) else ""
    if title:  # "remind {Justin Reed} about the deadline" -> "remind the Program Coordinator ..."
        return "the " + title
    child = re.search(r"\(age (\d+)\)", value)
    if child:
        return "a young child" if int(child.group(1)) < 13 else "a teenager"
    grade = re.search(r"\bgrade (\d+)\b", value)
    if grade:  # "Randall Allen, grade 10" -> "a high school student"
        level = int(grade.group(1))
        return ("an elementary school student", "a middle school student", "a high school student")[
            (level >= 6) + (level >= 9)]
    by_key = lookup(_ROLE_BY_KEY, key, "")
    if by_key and _KEY_ROLE_FIRST.search(key):
        return by_key
    desc = _descriptor(value)
    if desc and not re.fullmatch(r"[A-Z./ -]{2,12}", desc) and not _TITLE_DESCRIPTOR.match(desc):
        return _role_phrase(desc)  # "Gwendolyn Guerrero (cousin)" -> "a cousin"
    person = _role_from_person_key(key)  # "course_instructor" -> "a course instructor"
    if person:
        return person
    title = lookup(_TITLE_ROLES, value, "")
    if title:
        return title
    return by_key or _role_from_key(key) or "someone"  # "a long call with someone left me thinking"


#: A descriptor that is a credential, not a role ("MD", "CFP"): the title table reads those.
_TITLE_DESCRIPTOR = re.compile(r"(?i)^(md|do|np|pa-c|facc|rn|cfp|chfc|clu|ricp|cfa|cpa|phd|psyd|edd|lcsw|msw|lpc|lmft|pt"
                               r"|dpt|ot|otr(?:/l)?|slp|ccc-slp|dds|dmd|esq\.?|ma|ms|ba|bsn|msn)$")


#: ``<role>_name`` keys whose role is said otherwise than the key's words.
_KEY_ROLE_WORDS: dict[str, str] = {
    "clergy": "a member of the clergy", "program_child": "a child in the program", "child": "a child",
    "witness_two": "another witness", "parent": "a parent", "neighbor": "a neighbor", "signer": "a member of staff",
}  # fmt: skip


#: ``<thing>_name`` keys that name a thing, not a person: the thing's kind.
_KEY_THINGS: tuple[tuple[str, str], ...] = (
    (r"committee_name$", "a committee"),
    (r"song|album|playlist|(^|_)music", "some music"),
    (r"bus_route|(^|_)bus$", "a school bus"),
    (r"brand_name$", "a brand"),
    (r"(^|_)event_name$", "an event"),
    (r"dating_app_name$", "a dating app"),
    (r"device_name$", "a device"),
    (r"(podcast|show)_name$", "a show"),
    (r"polling_place$", "the assigned polling place"),
)


def _role_from_key(key: str) -> str | None:
    """The role a ``<role>_name`` key names ("paralegal_name" -> "a paralegal"), if it has one."""
    m = re.match(r"^([a-z_]+?)_(?:full_)?name$", key.lower())
    if not m:
        return None
    role = m.group(1)
    return _KEY_ROLE_WORDS.get(role) or with_article(_plain_words(role))


def _role_from_person_key(key: str) -> str | None:
    """The role a person key names ("course_instructor" -> "a course instructor"), if it names one."""
    if not re.search(PERSON_ROLE_KEY, key.lower()):
        return None
    words = re.sub(r"^(?:rec|education|community|med|fin|legal|child) ", "", _plain_words(key).lower())
    words = re.sub(r" (?:full )?name$", "", words)  # "coordinator_name" -> "a coordinator", not "a coordinator name"
    words = {"referred by member": "a fellow member", "staff contact": "a staff member",
             "landlord contact": "the landlord"}.get(words, words)
    words = re.sub(r"^(?:queried|assigned|appointed) (?=\w)", "", words)  # "You are querying {X}" -> "an agent", not
    # "a queried agent": the sentence already says how the person stands to the subject
    if words.startswith("the "):
        return words
    return words if words.startswith(("a ", "an ")) else with_article(words)


def _abstract_subject_part(key: str, value: str, ctx: Context) -> str:
    return subject_role(ctx)


_ID_NOUNS: tuple[tuple[str, str], ...] = (
    (r"passport", "a passport number"),
    (r"social_security|ssn", "a Social Security number"),
    (r"driver|license_number|licence", "a driver's license"),
    (r"plate", "a license plate"),
    (r"(^|_)vin$", "a vehicle ID"),
    (r"iban|bank_account|payout", "a bank account"),
    (r"routing", "a routing number"),
    (r"card", "a payment card"),
    (r"payment_method", "a payment method"),
    (r"(^|_)ip($|_)", "an IP address"),
    (r"medical_record|mrn", "a medical record number"),
    (r"claim", "a claim number"),
    (r"case", "a case number"),
    (r"policy", "a policy number"),
    (r"member", "a member ID"),
    (r"student", "a student ID"),
    (r"ein$|tax_id", "a tax ID"),
    (r"ticket", "a ticket number"),
    (r"booking", "a booking reference"),
    (r"loyalty", "a loyalty number"),
    (r"wire", "a wire reference"),
    (r"credential", "a credential number"),
    (r"juror", "a juror number"),
    (r"asset_tag", "an assigned device"),
    (r"password", "a password"),
    (r"diagnosis_code", "a diagnosis code"),
    (r"gate|door|entry_code|access_code|alarm|lockbox", "an access code"),
    (r"code", "a billing code"),
    (r"account", "an account number"),
    (r"id_number|(^|_)id$", "an ID number"),
)


def _abstract_identifier(key: str, value: str, ctx: Context) -> str:
    if re.search(r"(^|_)(license|licence)_class$", key.lower()):  # "you hold a {Class C ...} license"
        return "a commercial" if re.search(r"(?i)\bclass [AB]\b|commercial|\bCDL\b", value) else "a standard"
    if re.search(r"payment_method", key.lower()):  # "monthly autopay from {savings account ending in 8044}"
        general = re.sub(r"(?i)\b(?:a\s+)?(?:savings|checking|bank)?\s*account\s+ending\s+in\s+\d+", "a bank account", value)
        general = re.sub(r"(?i)\b(?:an?\s+)?(?:[A-Z][\w]*\s+)?(?:debit\s+|credit\s+)?(?:master)?card\s+ending\s+in\s+\d+", "a payment card",
                         general)
        if general != value and not re.search(r"\d", general):
            return general.strip()
    if key == "id_number" and ctx.get("id_type"):
        return with_article(ctx["id_type"])
    return lookup(_ID_NOUNS, key, "") or _id_noun_from_key(key)


#: Last words of a key that name a kind of identifier ("client_matter_number", "appeal_reference").
_ID_KEY_TAIL = re.compile(r"(^|_)(number|no|reference|ref|confirmation|receipt|protocol|registration|locator|tracking)$")


def _id_noun_from_key(key: str) -> str:
    """The key in words for keys that say what they number ("a receipt number"), else "an ID number"."""
    if not _ID_KEY_TAIL.search(key.lower()):
        return "an ID number"
    return with_article(_plain_words(key))


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
    return lookup(_HANDLE_NOUNS, key, "an online handle")


def _fixed(phrase: str) -> Callable[[str, str, Context], str]:
    return lambda key, value, ctx: phrase


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
    (r"fitness|\bgym\b|health club|athletic club|yoga|climbing|crossfit", "a fitness club"),
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
    (r"\bmedia\b|\bpress\b|podcast|\bnews\b|broadcast|publishing|publishers?\b|\breview\b|herald|gazette|tribune"
     r"|magazine|\bjournal\b", "a media company"),  # "Lee Media Collective" is no community group
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
    (r"\bgames\b|gaming|interactive|esports", "a gaming company"),
    (r"fitness|\bgym\b", "a fitness club"),
    (r"\btech\b|technology|it support|computer|software|digital", "an IT services company"),
    (r"clay|pottery|ceramic|\bart\b|arts|dance|yoga|music school|craft", "an arts studio"),
    (r"amphithea|theat(?:er|re)|arena|stadium|concert hall", "a performance venue"),
    (r"press|media|studio|podcast|news", "a media company"),
    (r"hotel|suites|resort|\binn\b", "a hotel"),
    # "Durham Marathon", "Cordova Live", "Kline Getaways": never "a clinician" (s19s-san3, seed 11)
    (r"marathon|triathlon|\brace\b|festival|\blive\b|\bevents\b", "an event organizer"),
    (r"getaways|cruises?|airways|airlines|\btravel\b|\btours?\b|vacations?|expeditions", "a travel company"),
)


_ORG_BY_KEY: tuple[tuple[str, str], ...] = (
    (r"bank", "a financial institution"),
    (r"merchant", "a merchant"),
    (r"creditor", "a creditor"),
    (r"court", "a court"),
    (r"law_firm", "a law firm"),
    (r"firm", "a firm"),
    (r"facility|clinic|hospital", "a care facility"),
    (r"pharmacy", "a pharmacy"),
    (r"institution|school", "a school"),
    (r"agency", "a government office"),
    (r"contractor", "a contractor"),
    (r"insurance|insurer", "an insurance company"),
    (r"opposing", "the opposing party"),
    (r"outlet|publisher|publication|newspaper|magazine", "a media outlet"),
)


#: The legal form in a company's name, to what it says about the company.
_LEGAL_FORMS: tuple[tuple[str, str], ...] = (
    (r"\b(?:llc|l\.l\.c\.)$", "a limited liability company"),
    (r"\bplc$", "a public limited company"),
    (r"\b(?:inc|incorporated|corp|corporation)\.?$", "a private company"),  # "Work: clerk, an incorporated company"
    # reads as a legal form, not an employer (s19p)
    (r"\b(?:ltd|limited)\.?$", "a limited company"),
    (r"\bgroup$", "a corporate group"),
    (r"\band sons$|&\s*sons$", "a family business"),
    (r"^[A-Z][\w'’]+(?:,\s*[A-Z][\w'’]+)+,?\s+(?:and|&)\s+[A-Z][\w'’]+$", "a firm of several partners"),
    (r"^[A-Z][\w'’]+(?:-|\s+(?:and|&)\s+)[A-Z][\w'’]+$", "a two-partner firm"),
)


def _abstract_employer(key: str, value: str, ctx: Context) -> str:
    return lookup(_SECTORS, value, lookup(_LEGAL_FORMS, value.strip(), "a local employer"))


def _abstract_organization(key: str, value: str, ctx: Context) -> str:
    if "plan" in key:  # "enrolled in {Keystone Wellness PPO Gold 1500}" -> "enrolled in a PPO health plan"
        kind = re.search(r"\b(PPO|HMO|EPO|POS|HDHP)\b", value)
        return f"a{'n' if kind and kind.group(1)[0] in 'AEHIO' else ''} {kind.group(1)} health plan" if kind else \
            "a health insurance plan"
    m = re.search(r"\(([^)]+)\)\s*$", value)
    if m:
        return _role_phrase(m.group(1))
    return lookup(_SECTORS, value, lookup(_ORG_BY_KEY, key, "an organization"))


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
    return lookup(_FIELDS_OF_WORK, value, "working professional")


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


_INJURY_CLASSES: tuple[tuple[str, str], ...] = (
    (r"sport|game|match|tackle|practice|training|marathon|race\b", "a sports injury"),
    (r"concussion|head|skull|brain", "a head injury"),
    (r"neck|whiplash|cervical", "a neck injury"),
    (r"back|disc|spine|spinal|lumbar|vertebra", "a back injury"),
    (r"knee|ankle|shoulder|wrist|elbow|hip|fracture|broken|sprain|ligament|tendon", "a bone or joint injury"),
    (r"burn", "a burn injury"),
)


#: A clinician's own findings and orders (medical.yaml exam_finding ...; s29-med), said as what they are about; an
#: imaging study's article stays in the text before it ("underwent a {CT of ...}"), so its stand-in takes "a".
_CLINICAL_NOUNS: tuple[tuple[str, str], ...] = (
    (r"exam_finding", "an abnormality typical of the condition"),  # (no "finding": "the findings were a finding")
    (r"mental_status", "a patient with some changes in mood"),
    (r"imaging_result", "study consistent with the diagnosis"),
    (r"admission_plan", "admission for treatment of the condition"),
    (r"ed_treatment", "standard treatment for the condition"),
)


def _abstract_health(key: str, value: str, ctx: Context) -> str:
    k = key.lower()
    if clinical := lookup(_CLINICAL_NOUNS, k, ""):
        return clinical
    if "medication" in k or "drug" in k or "prescription" in k:
        return lookup(_DRUG_CLASSES, value, "a prescribed medication")
    if "allerg" in k:
        return lookup(_ALLERGEN_CLASSES, value, "an environmental allergen")
    if "procedure" in k or "surg" in k:
        return lookup(_PROCEDURE_CLASSES, value, "a surgical procedure")
    if "family" in k or "history" in k:
        return "a family history of " + lookup(_CONDITION_CLASSES, value, "a serious illness")
    if "substance" in k:
        return "a substance use history"
    if "injury" in k:  # said by the body part it hurt, never a cause the record did not give ("a sports injury"
        return lookup(_INJURY_CLASSES, value, "an injury")  # for a rear-end collision's herniated disc: s24)
    return lookup(_CONDITION_CLASSES, value, "a health condition")


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
    """ "SAT 1340" -> "an SAT score"; "Level 2 of 4 on the state math test" -> "a score on the state math test"."""
    test = re.search(r"\bon the ([a-z][\w -]*test)\b", value)
    if test:
        return f"a score on the {test.group(1)}"
    name = re.match(r"\s*([A-Z]{2,5})\b", value)
    return with_article(f"{name.group(1)} score") if name else ""


def _personal_best(value: str) -> str:
    m = re.match(r"(.+?)\s+in\s+\d", value)
    if m:
        return f"{m.group(1)} finish time"
    lift = re.search(r"(?i)\d\s*(?:lb|lbs|kg)\.?\s+(\w+)", value)
    return with_article(f"{lift.group(1).lower()} personal best") if lift else "a recorded personal best"


def _allocation(value: str) -> str:
    m = re.search(r"(\d+)\s*/\s*(\d+)", value)
    if not m:
        return "a mix of investments"
    stocks = int(m.group(1))
    return "a stock-heavy mix" if stocks >= 70 else "a bond-heavy mix" if stocks <= 40 else "a balanced mix"


def _pain_level(value: str) -> str:
    """A 0-10 pain rating by its worst score: "7 out of 10 at worst" -> "a severe level"."""
    scores = [int(n) for n in re.findall(r"\d+", re.sub(r"out of 10", "", value))]
    worst = max(scores, default=5)
    return f"a {'mild' if worst <= 3 else 'moderate' if worst <= 6 else 'severe'} level"


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
    # a therapist's measures (s29-med): whether they fall short, not the degrees, grades or the limb
    (r"range_of_motion", lambda value: "a full arc of movement" if value.startswith(("full", "a full"))
     else "a reduced arc of movement"),
    (r"strength_grade", lambda value: "normal strength" if "throughout" in value
     else "reduced strength in the affected limb"),
    (r"gait", lambda value: "a typical walking pattern" if "normal" in value else "an altered walking pattern"),
    (r"pain_rating", lambda value: _pain_level(value)),
)


def _abstract_measurement(key: str, value: str, ctx: Context) -> str:
    fn = next((fn for pattern, fn in _MEASUREMENTS if re.search(pattern, key.lower())), None)
    return fn(value) if fn else "a recorded measurement"


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
        return lookup(_REGIONS_OF, value, "non-disclosed")
    if "marital" in k:
        return (
            "partnered"
            if re.search(r"married|partnership|partnered", value, re.I)
            else "not currently partnered"
        )
    if "religio" in k:
        return lookup(_FAITHS, value, "a faith tradition")
    if "language" in k:
        return lookup(_LANGUAGE_FAMILIES, value, "a language other than English")
    if "party" in k:
        return "a registered political party"
    return "a personal characteristic"


#: Key words, to a noun phrase for free-text private details.
_OTHER_NOUNS: tuple[tuple[str, str], ...] = (
    (r"secret|confided", "a private matter"),
    (r"worry|pastoral|concern", "a personal worry"),
    (r"conflict", "a family disagreement"),
    (r"(?:adjusting|journal|ledger|closing|accrual)_entry", "a routine adjusting entry"),  # never "an original piece"
    (r"item_description|(^|_)entry", "an original piece"),
    (r"hobby|pursuit", "a hobby"),
    (r"food_assistance|dietary|diet", "specific dietary needs"),
    # a dish signed up for is food to share, not a meal ("the cake from the bakery" -> "A favorite meal": reader12 U5)
    (r"food_signup|signup|sign_up|potluck|(^|_)bring", "something to eat"),
    (r"food|meal", "a favorite meal"),
    (r"mood", "a mixed mood"),
    (r"weather", "ordinary weather"),
    (r"pip_goal|improvement_goal", "a work improvement target"),
    (r"career_goal", "a new career"),
    (r"goal", "a personal goal"),
    (r"office_location|branch_location", "a local office"),
    (r"meeting_location|meeting_place", "an agreed meeting place"),
    (r"office_window|service_window|(^|_)window$", "a service counter"),
    (r"parking", "an assigned parking space"),
    (r"lot_or_unit|unit_number", "an assigned unit"),
    (r"health_or_mobility|mobility_note|health_alert", "a health need"),
    (r"(^|_)department$", "a department"),
    (r"(^|_)pet(_|$)", "a family pet"),
    (r"repair", "a household repair"),
    (r"thesis_.*milestone|thesis_milestone", "the next thesis milestone"),
    (r"milestone", "a personal milestone"),
    (r"seat", "a reserved seat"),
    (r"accessibility_request|accommodation_request", "an accessibility accommodation"),  # "requested {X}"
    (r"accommodation|accessibility", "an approved accommodation"),
    (r"life_event", "a major life event"),
    (r"security_incident", "a security lapse"),
    (r"violation|conduct", "a rules violation"),
    (r"allegation", "workplace misconduct"),
    (r"incident", "an incident"),
    (r"charge", "a criminal offense"),  # "is charged with {X}" -> "a criminal offense", never "with a criminal charge"
    (r"background_check_finding|finding", "a finding on record"),
    (r"background_check", ""),
    (r"disposition", "a case outcome"),
    (r"custody", "a custody arrangement"),
    (r"probation", "probation terms"),
    (r"immigration_status", "an immigration status"),
    (r"tax_form", "a tax form"),
    (r"immigration_form|(^|_)form($|_)", "an immigration form"),
    (r"claim", "a civil claim"),
    (r"asset", "a disputed asset"),
    (r"debt", "a past expense"),
    (r"side_income|income_source", "a side job"),
    # a benefit said by what it IS in its slot, not as "a public benefit program" (reader4 T2: "each month's
    # benefit will arrive by a public benefit program", "you volunteer with a public benefit program")
    (r"volunteer_program", "a community volunteer program"),
    (r"merchant_response", "a reply from the merchant"),  # "you got {a claim that ...}", never "you got a merchant"
    (r"dispute_reason", "a problem with a purchase"),  # "Your dispute concerns {X}", never "personal reasons"
    (r"offer_benefits", "a standard benefits package"),
    (r"benefits_continuation", "continued health coverage for a limited time"),
    (r"exit_benefits_note", "the usual end-of-employment benefit changes"),
    (r"benefit_weeks", "a set number of weeks"),
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
    (r"attendance", ""),
    (r"position_title|job_title", "a staff position"),
    (r"work_authori[sz]ation", "eligible to work"),
    (r"teammate", "a teammate"),
    (r"team|position", "a position on a local team"),
    (r"role", "a volunteer role"),
    (r"filing_status", ""),
    (r"performance|rating", ""),
    (r"reason", "personal reasons"),
    (r"leave", "a leave of absence"),
    (r"standing", ""),
    (r"grade", ""),
    (r"program|study|major", "a degree program"),
    (r"enrollment", ""),
    # "He is taking {DS 610 Statistical Learning} this term" -> "a course", never "an unpublished manuscript"; "a
    # member of {the Computational Linguistics Group}" -> "a research group", never "a member of a research topic"
    (r"course_title|course_name|(^|_)course$", "a course"),
    (r"research_lab|research_group|(^|_)lab$", "a research group"),
    (r"thesis|research", "a research topic"),
    (r"story|subject|topic", "a news investigation"),
    (r"consent|terms", "agreed conditions"),
    (r"remark|quote", "an off-the-record remark"),
    (r"manuscript|title", "an unpublished manuscript"),
    (r"flight|itinerary", "a scheduled flight"),
    (r"lodging|hotel|room", "a hotel room"),
    (r"housing", "a housing arrangement"),
    (r"weekend", "some weekend plans"),
    (r"internet", "a home internet plan"),
    (r"membership", "a membership plan"),
    (r"loss", "an insured loss"),
    (r"event", "an event"),
    (r"work_schedule|shift", "a regular work schedule"),
    (r"schedule|session", "a scheduled session"),
)


def _performance_rating(value: str) -> str | None:
    v = value.lower()
    if re.search(r"does not meet|partially meets|below|unsatisfactory|needs improvement", v):
        return "a below-expectations rating"
    if re.search(r"exceeds|outstanding|exceptional|above", v):
        return "an above-expectations rating"
    return "a satisfactory rating" if "meets" in v else None


def _skill_level(value: str) -> str | None:
    if re.search(r"(?i)beginner|novice|new to|first[- ]time", value):
        return "still learning"
    return "an experienced hobbyist" if re.search(r"(?i)advanced|expert|seasoned|competitive|veteran", value) else None


def _housing(value: str) -> str | None:
    if re.search(r"(?i)campus|residence hall|dorm", value):
        return "campus housing"
    return "housing off campus" if re.search(r"(?i)\bhome\b|apartment|off[- ]campus", value) else None


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
        verb = re.match(r"\s*(attended|went to|came to|joined)\s", value)
        if verb:  # a verb phrase stays one ("she attended 3 of 12 meetings", not "she infrequent attendance")
            how = "most of the" if share >= 0.75 else "about half of the" if share >= 0.4 else "few of the"
            return f"{verb.group(1)} {how} {what}"
        how = "regular" if share >= 0.75 else "partial" if share >= 0.4 else "infrequent"
        return f"{how} attendance at {what}"
    m = re.search(r"(\d+)\s+unexcused absences(?:\s+and\s+(\d+)\s+late)?", value)
    if m:
        n, late = int(m.group(1)), int(m.group(2) or 0)
        if n == 0:  # "0 unexcused absences" is not "some": the kind of record, not a count that changes the fact
            return "a good attendance record" if late <= 2 else "no unexcused absences but some late arrivals"
        return "frequent unexcused absences" if n >= 10 else "some unexcused absences"
    return None


def _class_schedule(value: str) -> str | None:
    """Class times by the part of the day or load ("Monday and Wednesday evenings" -> "in the evenings"), in words
    that fit "attends class ...", "schedule is ..." and "sessions meet ..."."""
    v = value.lower()
    for pattern, phrase in ((r"evening|night", "in the evenings"), (r"morning", "in the mornings"),
                            (r"afternoon", "in the afternoons"), (r"full-time", "full-time"), (r"part-time", "part-time")):
        if re.search(pattern, v):
            return phrase
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


def _dependents(value: str) -> str | None:
    """ "a dependent parent" -> "one dependent"; "two children" -> "several dependents"; "no dependents" -> None."""
    v = value.lower()
    if re.search(r"\bno\b|\bnone\b", v):
        return None
    several = re.search(r"\b(?:two|three|four|five|six|\d+)\b|\band\b|children|parents|dependents", v)
    return "several dependents" if several else "one dependent"


#: A personal goal by its kind, a chief complaint by its kind, an interview's consent terms by what they do.
_GOALS = ((r"saving|paying off|spending|retirement|credit", "a money goal"),
          (r"running|marathon|swim|bed|cooking|exercise|gym", "a health habit"),
          (r"trip|visiting|travel", "a trip"),
          (r"degree|reading|learning|test|course|class", "a learning goal"),
          (r"calling|friend|family|cousins|volunteering", "a goal about the people around them"),
          (r"declutter|garage|home|house", "a project at home"))
_TREATMENT_GOALS = ((r"work|duty|job|shift", "a return to work"),
                    (r"walk|stairs|mobil|cane|balance|run|hik|driv", "better mobility"),
                    (r"sleep", "better sleep"))
_COMPLAINTS = ((r"mood|anxi|panic|worry|sad|depress|irritab", "mood symptoms"),
               (r"joint|stiff|knee|hip\b|shoulder|back|neck|wrist|finger|ankle|elbow", "joint or muscle symptoms"),
               (r"stomach|nause|vomit|bowel|diarrh|abdom|heartburn", "stomach symptoms"),
               (r"fever|chills|flu\b|sore throat", "flu-like symptoms"),
               (r"sleep|insomnia|tired|fatigue", "sleep problems"),
               (r"pain|ache|sore|cramp|burning", "pain"),
               (r"cough|breath|wheez|chest", "breathing or chest symptoms"),
               (r"heart|palpitation|racing", "heart symptoms"),
               (r"drink|alcohol|using|craving", "substance use concerns"),
               (r"rash|itch|skin|swelling", "skin symptoms"),
               (r"dizz|faint|numb|tingl|headache|memory|confus", "neurological symptoms"))
_CONSENT_TERMS = ((r"blur|voice|silhouette|pseudonym|first name only|never by name|identified only|no mention"
                   r"|tattoo|audio only|anonym", "identity protections"),
                  (r"review|approv", "a review of the material before release"),
                  (r"withdraw", "a right to withdraw"),
                  (r"child|family", "limits on filming family members"),
                  (r"full name|on-camera|on camera", "an on-the-record appearance"))


def _personal_goal(value: str) -> str | None:
    """A personal goal by its kind ("running a first half marathon" -> "a health habit"), not "a personal goal",
    which says nothing after "the idea of" or "main goal is"."""
    return lookup(_GOALS, value, "") or None


def _complaint(value: str) -> str | None:
    """A chief complaint by its kind ("weeks of low mood after little sleep" -> "mood symptoms"): the instruction
    asks for a general description, and "a private detail" would make the rewrite drop the sentence instead."""
    return lookup(_COMPLAINTS, value, "new symptoms")


def _contact_preference(value: str) -> str | None:
    """A contact preference by its channel ("a call to the mobile number in the morning" -> "a phone call"), not
    "a private detail", which makes the rewrite drop the sentence the instruction asked to keep in general terms."""
    v = re.sub(r"(?:,\s*)?\b(?:rather than|instead of|not|never|no|with no|without)\b[^,.;]*", "", value.lower())
    if re.search(r"\btext|sms", v):  # "e-mail only, with no calls" is written contact, not a phone call
        # "text messages rather than calls" said as "text messages" keeps the value (reader2 T2): the device then
        return "mobile contact" if re.fullmatch(r"\s*(?:by\s+)?(?:text(?:\s+messages?)?|texts|sms)(?:\s+only)?\s*", v) else (
            "text messages")
    if re.search(r"call|phone|voicemail|mobile", v):
        return "a phone call"
    if re.search(r"portal|e-?mail|message|letter|mail|post\b|writing", v):
        return "written contact"
    return None


def _paid_method(value: str) -> str | None:
    """How a fee was paid, by the means ("a debit card at the counter" -> "a card payment")."""
    v = value.lower()
    return ("a card payment" if re.search(r"card|visa|mastercard|amex|discover", v) else "a check" if re.search(
        r"check|cheque|money order", v) else "cash" if "cash" in v else "an online payment" if re.search(
        r"online|transfer|ach|paypal|portal", v) else None)


_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}


def _household_size(value: str) -> str | None:
    """A household by its size class ("a household of one" -> "a small household"), never "a multi-person household"
    for one person."""
    m = re.search(r"(?i)\b(\d+|one|two|three|four|five|six|seven|eight|nine)\b", value)
    if not m:
        return None
    n = int(m.group(1)) if m.group(1).isdigit() else _COUNT_WORDS[m.group(1).lower()]
    return "a small household" if n <= 3 else "a larger household"


def _deposit_method(value: str) -> str | None:
    """How a payment arrives, by its means ("direct deposit to a checking account ending in 3391" -> "direct
    deposit"): never the program that pays it (reader4 T2)."""
    v = value.lower()
    return ("direct deposit" if "deposit" in v else "a prepaid debit card" if re.search(r"card|direct express", v)
            else "a paper check" if re.search(r"check|cheque|mail", v) else None)


def _benefit_program(value: str) -> str | None:
    """A benefit program by its class: a disability benefit, a food or health assistance program, a state benefit."""
    v = value.lower()
    return ("a federal disability benefit" if re.search(r"disability|supplemental security|\bss[di]{1,2}\b", v)
            else "a state benefit program" if "unemployment" in v
            else "a public assistance program" if re.search(r"snap|food|medicaid|tanf|wic|chip|assistance", v)
            else None)


def _availability(value: str) -> str | None:
    """Times someone is free, by the part of the week ("Saturday mornings" -> "weekends")."""
    v = value.lower()
    weekend = re.search(r"saturday|sunday|weekend", v)
    weekday = re.search(r"monday|tuesday|wednesday|thursday|friday|weekday|evening|afternoon|morning", v)
    return "some weekdays and weekends" if weekend and weekday and re.search(r"monday|tuesday|wednesday|thursday|friday",
                                                                          v) else "weekends" if weekend else (
        "some weekdays" if weekday else None)


def _smoking(value: str) -> str | None:
    """A smoking status by its class ("a former smoker who quit eight years ago" -> "a former smoker")."""
    v = value.lower()
    return ("a non-smoker" if re.search(r"\bnever|non-?smoker", v) else "a former smoker" if re.search(
        r"former|quit|ex-", v) else "a current smoker" if re.search(r"smok|cigar|pack|vap", v) else None)


def _treatment_goal(value: str) -> str | None:
    """A treatment goal by its kind ("returning to full duty at work" -> "a return to work"), a noun phrase that
    reads after "The goal agreed with her is", not the bare "everyday activities"."""
    return lookup(_TREATMENT_GOALS, value, "a return to everyday activities")


def _consent_terms(value: str) -> str | None:
    """An interview's consent terms by what they do: "silhouette lighting and a pseudonym" -> "identity protections"
    (not "agreed conditions", which says nothing after "under these terms:")."""
    return lookup(_CONSENT_TERMS, value, "") or None


def _lodging_noun(value: str) -> str:
    v = value.lower()
    if re.search(r"cabin|stateroom|on deck", v):
        return "cabin"
    if re.search(r"cottage|house|rental home|condo|apartment", v):
        return "rental home"
    if re.search(r"\bbedroom\b", v):
        return "room"
    return "hotel room" if re.search(r"\brooms?\b|suite", v) else ""


def _lodging(value: str) -> str | None:
    """Lodging by its own kind: a cruise cabin is "a cabin", never "a hotel room" (reader10 T278); a wish for a room
    ("a cabin with a refrigerator for medication", "connecting cabins for the family") keeps the kind and loses the
    detail."""
    noun = _lodging_noun(value)
    if not noun:
        return None
    if re.search(r"(?i)^(?:adjoining|connecting)\b|\b(?:rooms|cabins)\b", value.strip()):
        return f"{noun.split()[-1]}s next to each other" if noun != "rental home" else None
    if re.search(r"(?i)\b(?:with|near|for)\b|ground-floor|non-smoking|accessible", value):
        return with_article(f"{noun.split()[-1] if noun == 'hotel room' else noun} with a particular setup")
    return with_article(noun)


def _room_nights(value: str) -> str | None:
    """ "4 nights in a standard queen room at $139 a night" -> "a few nights in a hotel room"."""
    m = re.match(r"(\d+) nights? in", value.strip())
    if not m:
        return None
    return ("a few" if int(m.group(1)) <= 4 else "several") + " nights in a hotel room"


#: A place's head noun said in general words (reader15 T10: "happened at the westbound shoulder of Route 30" became
#: "happened at a reported conduct issue"): "the parking lot of a grocery store on Elm Avenue" -> "a parking lot".
_PLACE_HEADS = {"corner": "a street corner", "shoulder": "a roadside", "intersection": "a street corner",
                "cul-de-sac": "a residential street", "street": "a local street", "road": "a local road"}
_DIRECTIONS = re.compile(r"(?i)\b(?:north|south|east|west)(?:bound|ern)?\b[ \t]*")


def _place_kind(value: str) -> str | None:
    head = re.split(r"(?i)[ \t]+(?:of|on|in|near|behind|between|at|along|outside|by|from|off|across|next)[ \t]+|,",
                    value.strip(), maxsplit=1)[0]
    head = _DIRECTIONS.sub("", re.sub(r"(?i)^(?:the|a|an)[ \t]+", "", head)).strip()
    if not head or re.search(r"\d|[A-Z]", head):  # "5th and Main", "Building C": a name, not a kind
        return None
    last = head.split()[-1].lower()
    return _PLACE_HEADS.get(last) or with_article(head.lower())


#: A reported incident, an allegation or a violation said by its kind, never "a reported conduct issue" for a lost
#: wallet or a roadside (reader15 T10); first match wins, else the key's own default.
_INCIDENT_KINDS: tuple[tuple[str, str], ...] = (
    (r"phishing|posing as|fake [a-z ]*portal|multi-factor|\bpush prompt", "a phishing attempt"),
    (r"ransomware|malware|virus|extension that harvested", "a malware infection"),
    (r"laptop left|usb drive|propped open|forwarded to a personal|password reused|reused on", "a security lapse"),
    (r"cheat|aim-assist|exploit|duplication bug|booster|throwing|unregistered player", "a breach of the fair-play rules"),
    (r"slur|threaten|harass|stalk|unwanted messages|unwelcome|belittl|yelling|mocking|unsportsmanlike|pushing",
     "abusive conduct"),
    (r"assault|attack|punch|fight|physical contact", "a physical assault"),
    (r"theft|stolen|\btaken\b|stole|break-in|burglar|shoplift|pickpocket", "a theft"),
    (r"smashed|vandal|graffiti|damag", "property damage"),
    (r"timesheet|falsif|fraud|embezzl|misuse of a corporate", "misuse of company resources"),
    (r"retaliat", "retaliation"),
    (r"confidential|salary data", "a breach of confidentiality"),
    (r"no-show|absences", "an attendance problem"),
    (r"promotion|pregnan|discriminat", "unfair treatment"),
    (r"\bdog\b|\bcat\b|animal", "a problem with an animal"),
    (r"\bfall\b|slipped|\bslip\b|tripped|injur", "an accident"),
    (r"water|leak|\block\b|light|heat|broken|flood|mold", "a maintenance problem"),
    (r"noise|loud|party", "a noise complaint"),
    (r"stranger|suspicious|door handles|prowl", "suspicious activity"),
)


def _incident_kind(value: str) -> str | None:
    return next((kind for pattern, kind in _INCIDENT_KINDS if re.search(pattern, value, re.I)), None)


def _degree_conferred(value: str) -> str | None:
    """ "a degree conferred in December 1985" -> "a degree conferred in the mid-1980s" (reader15 T2: the degree went whole)."""
    m = re.match(r"(?i)(an?\s+)?(degree[\w ]*?\s+(?:conferred|awarded|granted))\s+in\s+(?:[A-Z][a-z]+\s+)?(\d{4})$",
                 value.strip())
    if m:
        return f"{m.group(1) or ''}{m.group(2)} in {_birth_years(int(m.group(3)))}"
    return "no degree" if re.match(r"(?i)no degree", value.strip()) else None


def _credits_share(value: str) -> str | None:
    """ "60 of 60 credits" -> "all the credits of the program"; "45 of 120 credits" -> "some of ..." (reader15 T2)."""
    m = re.match(r"(\d+)\s+of\s+(\d+)\s+credits?", value.strip())
    if not m or not int(m.group(2)):
        return None
    share = int(m.group(1)) / int(m.group(2))
    part = "all" if share >= 1 else "most of" if share >= 0.75 else "about half of" if share >= 0.4 else "some of"
    return f"{part} the credits of the program"


def _copies(value: str) -> str | None:
    """ "three official copies" -> "several official copies"; "one official copy" -> "an official copy"."""
    m = re.match(r"(?i)(one|a|an|two|three|four|five|\d+)\s+((?:official|certified|sealed|paper)\s+)?cop(?:y|ies)\b",
                 value.strip())
    if not m:
        return None
    kind = m.group(2) or ""
    return with_article(f"{kind}copy") if m.group(1).lower() in ("one", "a", "an", "1") else f"several {kind}copies"


def _disposition(value: str) -> str | None:
    v = value.lower()  # "The case is now {open and assigned to a detective}" -> "The case is now open"
    return ("closed" if v.startswith("closed") else "open" if v.startswith("open") else
            "referred for review" if v.startswith("referred") else None)


_OTHER_BY_VALUE: tuple[tuple[str, Callable[[str], str | None]], ...] = (
    (r"(?:incident|accident|crash|collision|stop|scene|event)_(?:location|place)$|^location$", _place_kind),
    (r"disposition", _disposition),
    (r"degree_conferred", _degree_conferred),
    (r"credits_completed|credits_earned", _credits_share),
    (r"(^|_)copies$", _copies),
    (r"evidence", lambda v: "supporting evidence"),  # "The report comes with {clips from the match}", never a
    (r"incident|violation|allegation|conduct", _incident_kind),  # breach of the rules itself
    # an asset's terms, software and kit in the words IT uses for any of them (reader15 class: "The equipment must
    # be a disputed asset")
    (r"asset_return", lambda v: "returned at the end of the assignment" if re.match(r"(?i)returned", v) else None),
    (r"asset_software", lambda v: "the standard software"),
    (r"asset_accessor", lambda v: "the standard accessories"),
    (r"consent_terms|release_terms", _consent_terms),
    (r"(^|_)personal_goal$", _personal_goal),
    (r"class_schedule|class_times", _class_schedule),
    (r"(^|_)chief_complaint$|presenting_complaint", _complaint),
    (r"treatment_goal|therapy_goal|rehab_goal", _treatment_goal),
    (r"contact_preference|preferred_contact", _contact_preference),
    (r"household_size", _household_size),
    (r"household_composition", lambda v: "adults and children" if re.search(r"(?i)\b(?:child|children|kids?)\b", v)
     and not re.search(r"(?i)\bno (?:child|children|kids)\b", v) else "adults only"),
    (r"deposit_method", _deposit_method),
    (r"(^|_)benefit_program$", _benefit_program),
    (r"paid_method|payment_method", _paid_method),
    (r"payment_terms", lambda v: "the usual forms of payment" if re.search(  # "I will take {cash or a personal check}
        r"(?i)\b(?:cash|checks?|cheques?|cards?|venmo|paypal|zelle|transfer)\b", v) else None),  # from buyers", never
    # "I will take agreed conditions from buyers" (s22-san, seed 4343)
    (r"availability", _availability),
    (r"smoking", _smoking),
    (r"(^|_)sleep", lambda v: "a poor night's sleep" if re.search(r"(?i)restless|bad|little|poor|woke|barely|no sleep"
                                                                    r"|broken|toss", v) else "a night's sleep"),
    (r"dependent", _dependents),
    (r"performance|rating", _performance_rating),
    (r"enrollment", _enrollment),
    (r"housing", _housing),
    (r"skill_level|(^|_)level$", _skill_level),
    (r"standing", _academic_standing),
    (r"grade", _course_grade),
    (r"attendance", _attendance),
    (r"background_check", _background_check),
    (r"filing_status", _filing_status),
    (r"favou?rite_place|favou?rite_spot", lambda v: lookup(_PLACES, v, "a favorite spot")),
    (r"shared_memory|family_memory", lambda v: lookup(_MEMORIES, v, "a memory the family shares")),
    (r"meal_request|special_meal|meal_preference", lambda v: "a special meal"),
    (r"dining_assignment|dining_time|dining_seating", lambda v: "a dining arrangement"),
    (r"room_nights", _room_nights),
    (r"lodging|(^|_)room|accommodation_details|stateroom|cabin", _lodging),
)

#: A favourite place by its kind ("a diner off Route 9" -> "a diner"), a place a reader can picture but not find.
_PLACES: tuple[tuple[str, str], ...] = (
    (r"diner|cafe|café|taco|restaurant|bakery|coffee|pizz|food|stand\b", "a small place to eat"),
    (r"kitchen|grand(?:mother|father|ma|pa)|house|home|porch", "a family home"),
    (r"cabin|cottage|camp", "a family getaway"),
    (r"bookstore|library|book|museum|theat|cinema|movie", "a quiet spot in town"),
    (r"bench|garden|park|trail|river|reservoir|lake|beach|woods|forest|hill|mountain|shore|pier", "a spot outdoors"),
)

#: A shared memory by its kind ("the road trip when the car broke down" -> "a family trip").
_MEMORIES: tuple[tuple[str, str], ...] = (
    (r"trip|camping|cabin|canoe|vacation|holiday in|road", "a family trip"),
    (r"thanksgiving|christmas|easter|hanukkah|birthday|new year|holiday", "a holiday gone wrong"),
    (r"apartment|house|radiator|home|power went out|night", "a night at home years ago"),
)


def _schedule(value: str) -> str | None:
    """ "the 12th of each month" -> "monthly"; "every other Friday" -> "every two weeks"."""
    for pattern, phrase in ((r"each month|every month|monthly|per month|of the month", "monthly"),
                            (r"every (?:other|two) weeks?|biweekly|fortnight", "every two weeks"),
                            (r"each week|every week|weekly|mondays|tuesdays|wednesdays|thursdays|fridays", "weekly"),
                            (r"quarter", "quarterly"), (r"year|annual", "yearly")):
        if re.search(pattern, value, re.I):
            return phrase
    return None


def _abstract_other(key: str, value: str, ctx: Context) -> str:
    if re.search(r"schedule", key.lower()) and _schedule(value):  # "sent on {the 12th of each month}" -> "monthly"
        return _schedule(value) or ""
    k = key.lower()
    thing = lookup(_KEY_THINGS, key, "")
    if thing:
        return thing
    for pattern, fn in _OTHER_BY_VALUE:
        phrase = fn(value) if re.search(pattern, k) else None
        if phrase:
            return phrase
    noun = lookup(_OTHER_NOUNS, key, "")
    if not noun and re.fullmatch(r"\d[\d,.]*%?[ \t]+[a-z][a-z' -]*", value.strip()):  # "60 minutes", "87,350 miles",
        return _abstract_number(key, value, ctx)  # "25% of disposable earnings": the figure as a bracket, not deleted
    return noun  # nothing coarser to say: the rewrite drops the value instead


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
    "email": _fixed("an e-mail address"),
    "phone": _fixed("a phone number"),
    "url": lambda key, value, ctx: "a website" if key.startswith("office_") else "a personal website",
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
GENERIC: dict[str, str] = {
    "date": "a date", "date_range": "a period", "time": "at some point in the day",
    "address": "a street address", "city": "a city", "postal_code": "a postal code",
    "age": "an adult", "amount": "an amount", "number": "a figure",
    "name": "another person", "first_name": "the individual", "last_name": "the individual",
    "identifier": "an ID number", "email": "an e-mail address", "phone": "a phone number",
    "url": "a personal website", "handle": "an online handle", "employer": "a local employer",
    "organization": "an organization", "occupation": "working professional", "health": "a health condition",
    "measurement": "a recorded measurement", "demographic": "a personal characteristic",
    "other": "a private detail",
}  # fmt: skip


DATE_KINDS = frozenset({"date", "date_range"})


def says_nothing(phrase: str, kind: str) -> bool:
    """Whether an abstraction only names the kind of thing ("a city", "a date", "a private detail").

    People keep their role and contacts and identifiers their plain mention ("a phone number"):
    that is those kinds' one step. Any other value that only gets its kind's last-resort phrase
    is better dropped than replaced by it.
    """
    if phrase in ("not specified", "non-disclosed", "a member of an ethnic community"):  # "the patient gave {not
        return True  # specified} as sex", "Ethnicity: {a member of an ethnic community}" say nothing either
    return kind not in NAME_KINDS and kind not in MENTION_KINDS and phrase == GENERIC.get(kind)


def _reveals(out: str, value: str, kind: str) -> bool:
    """Whether ``out`` gives ``value`` away: verbatim, by digits, or as the same date."""
    if value.strip().lower() in out.lower() or find_spans(out, value):
        return True
    return kind not in DATE_KINDS and _prints_digits(out, value)


def abstract_value(key: str, value: str, context: Mapping[str, str] | None = None) -> str:
    """One step up the abstraction ladder of the value's kind (see the module's table).

    Deterministic: the same ``(key, value, context)`` always gives the same phrase. ``context``
    may hold ``role`` (the subject's role noun, e.g. "the patient"), ``city`` and ``region``
    (from the profile) and ``id_type``. The phrase never contains the value (any case), its
    digits in sequence, or the same date in another format.
    """
    out = _abstract_cached(key, value, tuple(sorted((context or {}).items())))
    if value.strip().lower() == (context or {}).get("office_target", "").lower():  # the record's own issuer is one
        return re.sub(r"^(?:a|an)\s+", "the ", out)  # body: "payable to the firm", not "payable to a firm"
    return out


_APPROX_BETWEEN = re.compile(r"(?i)\b(?:about|around|approximately|nearly|roughly|some|almost|at\s+least|at\s+most|no\s+more"
                             r"\s+than|no\s+less\s+than|up\s+to|more\s+than|less\s+than)\s+(?=between\b)")  # "at least
# {between $30 and $100}" (s24): the bound goes with the number it bounded


@lru_cache(maxsize=8192)
def _abstract_cached(key: str, value: str, context: tuple[tuple[str, str], ...]) -> str:
    kind = value_kind(key, value)
    for candidate in (_ABSTRACTORS[kind](key, value, dict(context)), GENERIC[kind], "an undisclosed detail"):
        candidate = _APPROX_BETWEEN.sub("", candidate)  # "about {between 50,000 and 100,000} words"
        if candidate and not _reveals(candidate, value, kind):
            return candidate
    return "[redacted]"
