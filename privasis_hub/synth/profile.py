"""Synthetic adult profiles: the person every Privasis record is grown from.

:func:`make_profile` fills every :class:`~privasis_hub.schema.Profile` field from a
caller-seeded ``Faker`` and ``random.Random``; the same seeded pair and the same
``partial`` always give the same profile.

Where the values come from:

- First names come from Faker's ``en_US`` lists (``first_name_female`` /
  ``first_name_male``), which are weighted by U.S. Social Security Administration
  baby-name frequencies (the 1960s decade table); last names from Faker's
  ``last_name`` list (the 1,000 most common U.S. Census surnames, weighted by
  frequency). No real person's record is an input.
- States and employers come from Faker (``state_abbr``, ``company``); the town and its ZIP code are a real
  U.S. town and one of its ZIP codes, and the street address is made up (:mod:`privasis_hub.synth.places`).
- Every identifier (ID number, passport, phone, email, handle, URL) comes from
  :mod:`privasis_hub.safe_ids`, so it is non-real by construction.
- Everything else is drawn from curated lists in this module with ``rng``.

Speed: Faker's weighted name lists re-add ~1,000 weights on every draw. Inside
:func:`make_profile` the name formatters of the given Faker are swapped, for the call
only, for samplers with precomputed cumulative weights that draw exactly the values
Faker would draw from the same random stream (``random.choices`` with ``cum_weights``
is the same computation), so a profile costs ~100 µs instead of ~400 µs and the Faker's
output sequence is unchanged.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import zlib
from bisect import bisect
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from itertools import accumulate

from faker import Faker
from faker.providers.person import Provider as PersonProvider

from privasis_hub import safe_ids
from privasis_hub.schema import Profile
from privasis_hub.synth import places
from privasis_hub.synth.catalog import REFERENCE_DATE, CatalogError, _read

__all__ = [
    "CITIZENSHIPS",
    "ETHNICITIES",
    "ID_TYPES",
    "LIFE_EVENTS",
    "MARITAL_STATUSES",
    "MAX_AGE",
    "MIN_AGE",
    "OCCUPATIONS",
    "fast_names",
    "format_dob",
    "make_profile",
]

MIN_AGE = 18
#: Upper bound for drawn ages; a preset age may go up to :data:`MAX_PRESET_AGE`.
MAX_AGE = 90
MAX_PRESET_AGE = 120

SEXES: tuple[str, ...] = ("female", "male")

#: Census-style categories with rough U.S. population shares as weights.
ETHNICITIES: tuple[str, ...] = (
    "White",
    "Black or African American",
    "Hispanic or Latino",
    "East Asian",
    "South Asian",
    "Southeast Asian",
    "American Indian or Alaska Native",
    "Native Hawaiian or Pacific Islander",
    "Middle Eastern or North African",
    "multiracial",
)
_ETHNICITY_CUM = tuple(accumulate((58, 12, 19, 2.5, 1.5, 2, 1, 0.3, 1.2, 2.5)))

#: Read as "holds {citizenship} citizenship".
CITIZENSHIPS: tuple[str, ...] = (
    "United States", "Canadian", "Mexican", "Indian", "Chinese", "Filipino", "Vietnamese", "Salvadoran", "Cuban",
    "Dominican", "Korean", "Guatemalan", "Brazilian", "Nigerian", "British", "Colombian",
)  # fmt: skip
_CITIZENSHIP_CUM = tuple(accumulate((80.0,) + (20.0 / (len(CITIZENSHIPS) - 1),) * (len(CITIZENSHIPS) - 1)))

#: id_type -> generator of its number ("state ID" numbers share the licence format).
ID_TYPES: dict[str, Callable[[random.Random], str]] = {
    "Social Security number": safe_ids.ssn,
    "driver's license": safe_ids.drivers_license,
    "state ID": safe_ids.drivers_license,
}
_ID_TYPE_NAMES = tuple(ID_TYPES)

#: Plain job titles that read well in "works as a {occupation}": lowercase, no article,
#: and every one starts with a consonant sound so the catalogue's "a" is always right.
OCCUPATIONS: tuple[str, ...] = (
    "bank teller", "barber", "bookkeeper", "bus driver", "carpenter", "cashier", "chef",
    "childcare worker", "civil engineer", "claims adjuster", "college professor", "construction worker",
    "construction manager", "cook", "customer service representative", "data analyst", "dental hygienist",
    "dentist", "delivery driver", "financial advisor", "firefighter", "flight attendant",
    "forklift operator", "graphic designer", "hair stylist", "high school teacher", "home health aide",
    "human resources manager", "janitor", "journalist", "lab technician", "landscaper", "lawyer",
    "librarian", "licensed electrician", "line cook", "loan officer", "machinist", "mail carrier",
    "marketing manager", "mechanic", "medical assistant", "middle school teacher", "nurse practitioner",
    "paralegal", "paramedic", "payroll clerk", "pharmacist", "pharmacy technician", "photographer",
    "physical therapist", "physician", "plumber", "police officer", "postal clerk", "preschool teacher",
    "project manager", "property manager", "real estate agent", "receptionist", "registered nurse",
    "research scientist", "restaurant manager", "retail supervisor", "sales representative",
    "school counselor", "security guard", "social worker", "software developer", "software engineer",
    "staff accountant", "store manager", "surgeon", "tax preparer", "teacher's aide", "translator",
    "truck driver", "tutor", "veterinarian", "warehouse worker", "web developer", "welder", "writer",
)  # fmt: skip

MARITAL_STATUSES: tuple[str, ...] = (
    "single", "married", "divorced", "separated", "widowed", "in a domestic partnership",
)  # fmt: skip
# Cumulative weights per age band: young adults are mostly single, widowhood rises with age.
_MARITAL_CUM_BY_BAND: tuple[tuple[int, tuple[float, ...]], ...] = (
    (21, tuple(accumulate((92, 5, 0, 0, 0, 3)))),  # no divorced, separated or widowed 18-year-old (issue 19)
    (29, tuple(accumulate((62, 28, 2, 1, 0.2, 7)))),
    (49, tuple(accumulate((26, 54, 11, 3, 1, 5)))),
    (69, tuple(accumulate((14, 55, 17, 3, 7, 4)))),
    (MAX_PRESET_AGE, tuple(accumulate((7, 48, 12, 2, 29, 2)))),
)

#: Noun phrases that read well after "went through" / "recently experienced".
LIFE_EVENTS: tuple[str, ...] = (
    "a divorce", "a separation", "the birth of a child", "the adoption of a child", "a job loss",
    "a layoff", "a promotion", "a career change", "a move to a new city", "a cross-country move",
    "a cancer diagnosis in the family", "a serious illness", "a major surgery", "a car accident",
    "a house fire", "a burglary", "a death in the family", "the death of a spouse",
    "the loss of a close friend", "a wedding", "an engagement", "a broken engagement", "a miscarriage",
    "a bankruptcy", "a foreclosure", "an eviction", "a home purchase", "retirement from a long career", "a return to school",
    "a graduation", "a custody dispute", "a lawsuit", "an arrest", "a period of unemployment",
    "a mental health crisis", "recovery from addiction", "a stay in rehab", "a sports injury",
    "a disability diagnosis", "caring for an aging mother", "a child leaving home", "an empty-nest transition",
    "a reconciliation with an estranged sibling", "a business closure", "the launch of a small business",
    "a natural disaster", "a flood that damaged the family home", "a military deployment",
    "a return from military service", "an immigration hearing",
)  # fmt: skip

_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip
_MONTH_NUM = {m: i for i, m in enumerate(_MONTHS, 1)}

_FIELD_NAMES = frozenset(f.name for f in fields(Profile))


def format_dob(day: dt.date) -> str:
    """A date of birth as the profile stores it, e.g. ``March 4, 1987`` (locale-independent)."""
    return f"{_MONTHS[day.month - 1]} {day.day}, {day.year}"


def _parse_dob(text: str) -> dt.date:
    """Read ``March 4, 1987`` or ``1987-03-04``."""
    text = text.strip()
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        pass
    month, _, rest = text.partition(" ")
    day, _, year = rest.partition(",")
    return dt.date(int(year), _MONTH_NUM[month], int(day))


def _age_on(birth: dt.date, on: dt.date) -> int:
    return on.year - birth.year - ((on.month, on.day) < (birth.month, birth.day))


def dated(profile: Profile, day: dt.date) -> tuple[Profile, dt.date]:
    """The profile as of ``day`` (its age in completed years then) and the day itself.

    A person who would be under 18 on ``day`` is dated some days to weeks after their 18th birthday instead, so
    records stay adult-only; and no record falls on the person's birthday (reader6 class 11: "Age: 18 / Date of
    birth: 2007-12-22" on a form dated 2025-12-22): a record dated on it is dated the day after. A birth date that
    cannot be read leaves the profile as it is.
    """
    try:
        born = _parse_dob(profile.date_of_birth)
    except (ValueError, KeyError):
        return profile, day
    leap_day = (born.month, born.day) == (2, 29)
    adult = dt.date(born.year + MIN_AGE, 3, 1) if leap_day else dt.date(born.year + MIN_AGE, born.month, born.day)
    if day < adult:  # a day 1-60 days after the 18th birthday (the same day for one birth date), not the birthday,
        # and no later than the reference date where the birthday leaves room before it
        day = min(adult + dt.timedelta(days=1 + born.toordinal() * 7919 % 60),
                  max(adult + dt.timedelta(days=1), REFERENCE_DATE))
    if (day.month, day.day) == (born.month, born.day):
        day += dt.timedelta(days=1)
    day = _off_holiday(day, born)
    return replace(profile, age=_age_on(born, day)), day


def _off_holiday(day: dt.date, born: dt.date) -> dt.date:
    """``day``, or where it is a public holiday the next day that is neither one nor the birthday: no office issues on New Year's Day or Christmas (s21-world, reader12
    class P)."""
    from privasis_hub.synth.catalog.timeline import is_public_holiday

    if not is_public_holiday(day):
        return day
    # later, never earlier (a day moved past an 18th birthday stays past it), except on the reference date itself,
    # which no record passes
    step = dt.timedelta(days=-1 if day == REFERENCE_DATE else 1)
    while is_public_holiday(day) or (day.month, day.day) == (born.month, born.day):
        day += step
    return day


def _years_before(day: dt.date, years: int) -> dt.date:
    try:
        return day.replace(year=day.year - years)
    except ValueError:  # 29 February in a non-leap year
        return day.replace(year=day.year - years, day=28)


def _draw_age(rng: random.Random) -> int:
    """Adults only, skewed toward working age: 12% 18-24, 73% 25-65, 15% 66-90."""
    roll = rng.random()
    if roll < 0.12:
        return rng.randint(MIN_AGE, 24)
    if roll < 0.85:
        return rng.randint(25, 65)
    return rng.randint(66, MAX_AGE)


def _draw_dob(rng: random.Random, age: int) -> dt.date:
    """A birth date on which the person is exactly ``age`` at :data:`REFERENCE_DATE`."""
    latest = _years_before(REFERENCE_DATE, age)
    earliest = _years_before(REFERENCE_DATE, age + 1) + dt.timedelta(days=1)
    return earliest + dt.timedelta(days=rng.randrange((latest - earliest).days + 1))


def _pick(rng: random.Random, options: tuple[str, ...], cum: tuple[float, ...]) -> str:
    return options[bisect(cum, rng.random() * cum[-1], 0, len(options) - 1)]


#: Jobs done in public service, and the body that employs them (s21-world, reader12 class F: no "police officer
#: at Herrera, Morse and McDonald", no "firefighter with Mendez Ltd"): a city's department where the town is a city
#: (three or more ZIP codes, as for its other offices), else the county's; the mail by the Postal Service.
PUBLIC_JOBS: dict[str, tuple[str, str]] = {
    "police officer": ("{city} Police Department", "{county} Sheriff's Office"),
    "firefighter": ("{city} Fire Department", "{county} Fire District"),
    "mail carrier": ("U.S. Postal Service", "U.S. Postal Service"),
    "postal clerk": ("U.S. Postal Service", "U.S. Postal Service"),
    "high school teacher": ("{city} Public Schools", "{county} School District"),
    "middle school teacher": ("{city} Public Schools", "{county} School District"),
    "school counselor": ("{city} Public Schools", "{county} School District"),
    "teacher's aide": ("{city} Public Schools", "{county} School District"),
}


def public_employer(occupation: str, city: str, region: str) -> str:
    """The public body a public-service job is done for in ``city``, ``region`` (:data:`PUBLIC_JOBS`), or "" for a
    job a private firm employs."""
    names = PUBLIC_JOBS.get(occupation)
    if names is None:
        return ""
    county = places.county(region, city) if places.has_state(region) else ""
    big = len(places.zip_codes(region, city)) >= 3 if places.has_state(region) else True
    name = names[0] if big or not county else names[1]
    return name.format(city=city, county=county)


def _without_name(draw, first: str, last: str, tries: int = 20) -> str:
    """A value of ``draw()`` that does not contain ``first`` or ``last`` as a word (redrawn up to ``tries`` times)."""
    pattern = rf"\b(?:{re.escape(first)}|{re.escape(last)})\b"
    names = {first.lower(), last.lower()}
    plain = all(n.isascii() and n.isalnum() for n in names)

    def holds(value: str) -> bool:
        if plain and value.isascii():  # a plain word matches exactly when it is one of the value's \w+ runs
            return not names.isdisjoint(re.findall(r"\w+", value.lower()))  # (no per-person regex to compile)
        return re.search(pattern, value, re.I) is not None

    value = draw()
    for _ in range(tries):
        if not holds(value):
            break
        value = draw()
    return value


def _local_part(rng: random.Random, first: str, last: str, birth_year: int) -> str:
    f, la = first.lower(), last.lower()
    style = rng.randrange(5)
    if style == 0:
        return f"{f}.{la}"
    if style == 1:
        return f"{f[0]}{la}"
    if style == 2:
        return f"{f}{la[0]}{birth_year % 100:02d}"
    if style == 3:
        return f"{f}_{la}{rng.randrange(1, 100)}"
    return f"{f[0]}.{la}"


def _slug(rng: random.Random, first: str, last: str) -> str:
    return f"{first}-{last}" if rng.random() < 0.6 else f"{first}{last}"


# --- surname capitals ----------------------------------------------------------------------

#: Faker's ``en_US`` surnames of Irish and Scottish form, flattened to one capital ("Obrien", "Oneill").
_O_SURNAMES = frozenset({"Obrien", "Oconnor", "Oconnell", "Odonnell", "Oneill", "Oneal", "Ohara", "Oleary", "Orourke",
                         "Osullivan", "Okeefe", "Omalley", "Oshea", "Otoole", "Oreilly", "Obryan"})
#: "Mac" names written with a capital after it (not "Mack", "Macias", "Machado").
_MAC_SURNAMES = frozenset({"Macdonald", "Macarthur", "Macgregor", "Macleod", "Mackinnon", "Macmillan", "Macpherson",
                           "Maclean", "Macintosh", "Mackay", "Mackenzie", "Maclaren", "Macneil"})


def surname_case(name: str) -> str:
    """A surname as it is written: "McKnight", "MacDonald", "O'Brien" for Faker's "Mcknight", "Macdonald",
    "Obrien"; each part of a double-barrelled name ("Obrien-Jones"); other names unchanged."""
    if "-" in name:
        return "-".join(surname_case(p) for p in name.split("-"))
    if name in _O_SURNAMES:
        return f"O'{name[1:].capitalize()}"
    if name in _MAC_SURNAMES:
        return f"Mac{name[3:].capitalize()}"
    if len(name) > 3 and name.startswith("Mc") and name[2].islower():
        return f"Mc{name[2:].capitalize()}"
    return name


def cased_surnames(fake: Faker) -> Faker:
    """``fake`` with its surname table written as :func:`surname_case` writes them (the same draws, the same
    weights): a staff member, a firm ("Obrien-Jones") or a county named from Faker's surnames is cased as well."""
    for provider in (p for gen in getattr(fake, "factories", ()) for p in gen.providers):
        names = getattr(provider, "last_names", None)
        if isinstance(names, OrderedDict) and "Obrien" in names:
            provider.last_names = OrderedDict((surname_case(n), w) for n, w in names.items())
            for attr in ("first_names", "first_names_female", "first_names_male"):  # "McKenzie" as a first name
                first = getattr(provider, attr, None)
                if isinstance(first, OrderedDict):
                    setattr(provider, attr, OrderedDict((surname_case(n) if n.startswith("Mc") else n, w)
                                                        for n, w in first.items()))
    return fake


# --- fast, output-identical Faker name sampling -------------------------------------------

_NAME_ATTRS = {
    "first_name": "first_names",
    "first_name_female": "first_names_female",
    "first_name_male": "first_names_male",
    "last_name": "last_names",
}
_TABLES: dict[tuple[type, str, int], tuple[tuple[str, ...], tuple[float, ...], float, object]] = {}


def _weighted_sampler(provider: object, attr: str, rnd: random.Random) -> Callable[[], str] | None:
    """A sampler equal to Faker's ``random_element(provider.<attr>)``, or None if not applicable."""
    elements = getattr(provider, attr, None)
    if not isinstance(elements, OrderedDict) or not getattr(provider, "__use_weighting__", False):
        return None
    key = (type(provider), attr, id(elements))  # (a table of its own: cased_surnames)
    table = _TABLES.get(key)
    if table is None:
        cum = list(accumulate(elements.values()))
        table = (tuple(elements.keys()), tuple(cum), cum[-1] + 0.0, elements)  # (kept: its id stays its own)
        _TABLES[key] = table
    names, cum, total = table[:3]
    hi = len(names) - 1
    rand = rnd.random
    # Same arithmetic as random.choices(names, weights=...)[0], so the draw is identical.
    return lambda: names[bisect(cum, rand() * total, 0, hi)]


@contextmanager
def fast_names(fake: Faker) -> Iterator[None]:
    """Swap the Faker's weighted name formatters for cached-weight ones during the block.

    The draws are exactly Faker's (same random stream, same arithmetic), only faster.
    """
    factories = getattr(fake, "factories", None)
    if not factories or len(factories) != 1:
        yield
        return
    gen = factories[0]
    saved: dict[str, object] = {}
    for method, attr in _NAME_ATTRS.items():
        bound = getattr(gen, method, None)
        provider = getattr(bound, "__self__", None)
        # Only the stock implementation is `return self.random_element(self.<attr>)`.
        if provider is None or getattr(type(provider), method, None) is not getattr(PersonProvider, method):
            continue
        sampler = _weighted_sampler(provider, attr, gen.random)
        if sampler is not None:
            saved[method] = gen.__dict__.get(method, bound)
            setattr(gen, method, sampler)
    try:
        yield
    finally:
        for method, original in saved.items():
            setattr(gen, method, original)


# --- presets ------------------------------------------------------------------------------


def _check_partial(partial: dict) -> dict:
    unknown = sorted(set(partial) - _FIELD_NAMES)
    if unknown:
        raise ValueError(
            f"unknown Profile field {unknown[0]!r} in partial; expected one of {sorted(_FIELD_NAMES)}"
        )
    for name, value in partial.items():
        if name == "age":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"field 'age': must be an int, got {value!r}")
            if value < MIN_AGE:
                raise ValueError(f"field 'age': profiles are adults only (>= {MIN_AGE}), got {value}")
            if value > MAX_PRESET_AGE:
                raise ValueError(f"field 'age': must be <= {MAX_PRESET_AGE}, got {value}")
        elif not isinstance(value, str) or not value.strip():
            raise ValueError(f"field {name!r}: must be a non-empty string, got {value!r}")
        elif "\n" in value or "\r" in value:
            raise ValueError(f"field {name!r}: must not contain a line break, got {value!r}")
    if "sex" in partial and partial["sex"] not in SEXES:
        raise ValueError(f"field 'sex': must be one of {SEXES}, got {partial['sex']!r}")
    if "id_type" in partial and "id_number" not in partial and partial["id_type"] not in ID_TYPES:
        raise ValueError(
            f"field 'id_type': {partial['id_type']!r} has no generator; use one of {_ID_TYPE_NAMES} "
            "or preset 'id_number' too"
        )
    return partial


def _resolve_age_dob(rng: random.Random, partial: dict) -> tuple[int, str, int]:
    """(age, date_of_birth text, birth year), drawing what is not preset and checking what is."""
    age = partial.get("age")
    dob_text = partial.get("date_of_birth")
    if dob_text is None:
        if age is None:
            age = _draw_age(rng)
        born = _draw_dob(rng, age)
        return age, format_dob(born), born.year
    try:
        born = _parse_dob(dob_text)
    except (ValueError, KeyError) as err:
        raise ValueError(
            f"field 'date_of_birth': expected e.g. 'March 4, 1987' or '1987-03-04', got {dob_text!r}"
        ) from err
    derived = _age_on(born, REFERENCE_DATE)
    if age is None:
        if derived < MIN_AGE:
            raise ValueError(
                f"field 'date_of_birth': {dob_text!r} makes the person {derived}, under {MIN_AGE}"
            )
        age = derived
    elif age != derived:
        raise ValueError(
            f"field 'date_of_birth': {dob_text!r} gives age {derived} on {REFERENCE_DATE}, but age is {age}"
        )
    return age, dob_text, born.year


# --- rules a profile keeps (profile.yaml) ----------------------------------------------------


@dataclass(frozen=True)
class ProfileRules:
    """Which occupations and life events fit a person: declared in ``profile.yaml``."""

    #: occupation -> the youngest age that holds it (the schooling it needs); others from 18
    occupation_min_age: dict[str, int]
    #: (from age, share retired), ascending: the last band the person's age reaches applies
    retired_share: tuple[tuple[int, float], ...]
    #: life event -> the youngest age that goes through it
    life_event_min_age: dict[str, int]
    #: life event -> the oldest age that goes through it
    life_event_max_age: dict[str, int]
    #: life event -> the marital statuses of a person who has just been through it
    life_event_marital: dict[str, tuple[str, ...]]
    #: occupation -> (low, high) yearly pay of a full-time worker in it
    occupation_pay: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: occupations done at a desk (the only ones offered a remote or hybrid schedule)
    desk_jobs: frozenset[str] = frozenset()
    #: where people work (a workplace -> the occupations done there): a preschool teacher is at a school, not at
    #: "the north plant"; an occupation no workplace lists works at the ones listed for ``office``
    workplaces: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: life event -> how a writer tells it ("{first_name} got a promotion at work earlier this year, ..."): the
    #: event in context, never the bare phrase (issue 19, reader6 class 5: "I went through a promotion")
    life_event_told: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def workplaces_for(self, occupation: str) -> tuple[str, ...]:
        """The workplaces ``occupation`` is done at (a desk job's offices when no other lists it)."""
        job = occupation.removeprefix("retired ")
        return (tuple(w for w, jobs in self.workplaces.items() if job in jobs)
                or tuple(w for w, jobs in self.workplaces.items() if "office" in jobs))

    def occupations_for(self, age: int) -> tuple[str, ...]:
        """The occupations a person of ``age`` can hold."""
        memo = self._memo()  # (speed only: asked once a profile, of a few dozen ages)
        key = ("occupations", age, id(OCCUPATIONS))
        if key not in memo:
            memo[key] = tuple(o for o in OCCUPATIONS if self.occupation_min_age.get(o, 18) <= age)
        return memo[key]

    def _memo(self) -> dict:
        """(speed only) This rule set's answers to its questions of an age: the rules are read once and not changed
        (a frozen dataclass), so each answer is a pure function of its arguments."""
        memo = self.__dict__.get("_answers")
        if memo is None:
            memo = {}
            object.__setattr__(self, "_answers", memo)
        return memo

    def retired_chance(self, age: int) -> float:
        """The share of people of ``age`` who are retired."""
        return next((share for start, share in reversed(self.retired_share) if age >= start), 0.0)

    def pay_band(self, occupation: str) -> tuple[int, int]:
        """The (low, high) yearly pay of ``occupation`` ("retired ..." reads as the job it was)."""
        return self.occupation_pay[occupation.removeprefix("retired ")]

    def at_desk(self, occupation: str) -> bool:
        """True when ``occupation`` is done at a desk (an office schedule, a department, remote work fit it)."""
        return occupation.removeprefix("retired ") in self.desk_jobs

    def life_events_for(self, age: int, marital_status: str) -> tuple[str, ...]:
        """The life events that fit a person of ``age`` and ``marital_status``."""
        memo = self._memo()
        key = ("life events", age, marital_status, id(LIFE_EVENTS))
        if key not in memo:
            memo[key] = tuple(e for e in LIFE_EVENTS if self.life_event_min_age.get(e, 18) <= age
                              <= self.life_event_max_age.get(e, 200)
                              and marital_status in self.life_event_marital.get(e, (marital_status,)))
        return memo[key]


def _rule_map(data: dict, key: str, known: tuple[str, ...], label: str) -> dict:
    raw = data.get(key) or {}
    if not isinstance(raw, dict):
        raise CatalogError(f"{label}: '{key}' must be a mapping")
    for name in raw:
        if name not in known:
            raise CatalogError(f"{label}: {key}: '{name}' is not one of the profile's values",
                               hint="name an occupation from OCCUPATIONS or a life event from LIFE_EVENTS")
    return raw


@lru_cache(maxsize=1)
def profile_rules() -> ProfileRules:
    """The rules of ``profile.yaml`` (occupation_min_age, retired_share, life_event_min_age/max_age, life_event_marital)."""
    data, label = _read("profile")
    ages = _rule_map(data, "occupation_min_age", OCCUPATIONS, label)
    events = _rule_map(data, "life_event_min_age", LIFE_EVENTS, label)
    oldest = _rule_map(data, "life_event_max_age", LIFE_EVENTS, label)
    marital = _rule_map(data, "life_event_marital", LIFE_EVENTS, label)
    for event, statuses in marital.items():
        if not isinstance(statuses, list) or any(s not in MARITAL_STATUSES for s in statuses):
            raise CatalogError(f"{label}: life_event_marital: '{event}' must list marital statuses",
                               hint=f"one or more of: {', '.join(MARITAL_STATUSES)}")
    bands = data.get("retired_share") or []
    if not all(isinstance(b, list) and len(b) == 2 and 0 <= b[1] <= 1 for b in bands):
        raise CatalogError(f"{label}: retired_share must be a list of [from age, share between 0 and 1]")
    pay = _rule_map(data, "occupation_pay", OCCUPATIONS, label)
    missing = [o for o in OCCUPATIONS if o not in pay]
    if missing or not all(isinstance(b, list) and len(b) == 2 and 0 < b[0] < b[1] for b in pay.values()):
        raise CatalogError(f"{label}: occupation_pay must give every occupation [low, high] dollars"
                           + (f"; missing '{missing[0]}'" if missing else ""))
    desk = data.get("desk_jobs") or []
    if not isinstance(desk, list) or any(o not in OCCUPATIONS for o in desk):
        raise CatalogError(f"{label}: desk_jobs must list occupations from OCCUPATIONS")
    told = _rule_map(data, "life_event_told", LIFE_EVENTS, label)
    if missing := [e for e in LIFE_EVENTS if e not in told]:
        raise CatalogError(f"{label}: life_event_told: '{missing[0]}' has no wording",
                           hint="tell every life event as a writer does, with its phrase whole")
    for event, said in told.items():
        if (not isinstance(said, list) or not said
                or any(not isinstance(t, str) or "{life_event}" not in t or t.startswith("{life_event}")
                       or set(re.findall(r"\{(\w+)\}", t)) - {"first_name", "life_event"} for t in said)):
            raise CatalogError(f"{label}: life_event_told: '{event}' must list sentences that hold {{life_event}} "
                               "(not first: it is lower case) and no placeholder but {first_name}")
    places = data.get("workplaces") or {}
    if not isinstance(places, dict) or any(not isinstance(v, list) or any(o not in OCCUPATIONS and o != "office"
                                                                          for o in v) for v in places.values()):
        raise CatalogError(f"{label}: workplaces must map each workplace to occupations from OCCUPATIONS (or "
                           "'office': where desk jobs work)")
    return ProfileRules({str(k): int(v) for k, v in ages.items()}, tuple(sorted((int(a), float(b)) for a, b in bands)),
                        {str(k): int(v) for k, v in events.items()}, {str(k): int(v) for k, v in oldest.items()},
                        {str(k): tuple(v) for k, v in marital.items()},
                        {str(k): (int(v[0]), int(v[1])) for k, v in pay.items()}, frozenset(desk),
                        {str(k): tuple(v) for k, v in places.items()},
                        {str(k): tuple(str(t) for t in v) for k, v in told.items()})


#: A record may be dated up to two years before the reference date: the person is that much younger in it.
_RECORD_YEARS = 2


def _occupation(rng: random.Random, age: int) -> str:
    """An occupation a person of ``age`` can hold; an older person is often retired from it."""
    rules = profile_rules()
    occupation = rng.choice(rules.occupations_for(max(MIN_AGE, age - _RECORD_YEARS)))
    return f"retired {occupation}" if rng.random() < rules.retired_chance(age) else occupation


# --- the profile --------------------------------------------------------------------------


#: Mail subdomains that name an institution, and who has an address there (a student up to 26): anyone else's
#: personal address is at a personal mail host (issue 19: a retired forklift operator at school.example.com).
_INSTITUTION_MAIL = {
    "clinic": ("nurse", "physician", "surgeon", "medical assistant", "dental hygienist", "dentist", "pharmacist",
               "physical therapist", "paramedic", "home health aide", "lab technician", "pharmacy technician"),
    "law": ("lawyer", "paralegal"), "bank": ("bank teller", "loan officer", "financial advisor"),
    "school": ("teacher", "tutor", "school counselor", "librarian", "childcare worker", "college professor"),
}
_PERSONAL_MAIL = ("mail", "inbox", "post", "home", "me")


def _personal_mail(email: str, occupation: str, age: int) -> str:
    """``email`` at a personal mail host unless its subdomain is an institution the person belongs to."""
    local, _, host = email.partition("@")
    sub, dot, rest = host.partition(".")
    job = occupation.removeprefix("retired ")
    fits = (sub == "student" and age <= 26) or any(w in job for w in _INSTITUTION_MAIL.get(sub, ("",)) if w)
    if not dot or (sub not in _INSTITUTION_MAIL and sub != "student") or fits:
        return email
    return f"{local}@{_PERSONAL_MAIL[zlib.crc32(local.encode()) % len(_PERSONAL_MAIL)]}.{rest}"


def make_profile(fake: Faker, rng: random.Random, partial: dict | None = None) -> Profile:
    """A complete synthetic adult :class:`Profile`.

    ``fake`` must be an already seeded Faker (``fake.seed_instance(...)``, ``en_US`` for the
    intended name statistics) and ``rng`` a seeded ``random.Random``; both are advanced.
    First names come from Faker's ``en_US`` lists, weighted by U.S. Social Security
    Administration name frequencies; every identifier comes from :mod:`privasis_hub.safe_ids`.

    ``partial`` may preset any field; preset values are kept as given (they are checked,
    not rewritten) and only missing fields are drawn, so a preset changes which random
    values later fields receive. Raises ``ValueError`` naming the field for an unknown
    field, an age under 18, a non-string or multi-line value, a ``date_of_birth`` that
    contradicts ``age``, or an ``id_type`` without a generator and no ``id_number``.
    """
    p = _check_partial(partial) if partial else {}
    get = p.get
    with fast_names(fake):
        sex = get("sex") or rng.choice(SEXES)
        first = get("first_name") or (fake.first_name_female() if sex == "female" else fake.first_name_male())
        last = get("last_name") or fake.last_name()
        while last == first and not get("last_name"):  # "Thomas Thomas" would hold one value under two keys
            last = fake.last_name()
        age, dob, birth_year = _resolve_age_dob(rng, p)
        ethnicity = get("ethnicity") or _pick(rng, ETHNICITIES, _ETHNICITY_CUM)
        citizenship = get("citizenship") or _pick(rng, CITIZENSHIPS, _CITIZENSHIP_CUM)
        id_type = get("id_type") or rng.choice(_ID_TYPE_NAMES)
        id_number = get("id_number") or ID_TYPES[id_type](rng)
        passport = get("passport_number") or safe_ids.passport_number(rng)
        phone = get("phone") or safe_ids.phone(rng)
        email = get("email") or safe_ids.email(rng, _local_part(rng, first, last, birth_year))
        handle = get("user_handle") or safe_ids.user_handle(rng, first, last)
        url = get("url") or safe_ids.url(rng, _slug(rng, first, last))
        # a street, city or employer holding the person's own name ("Lance Fords", "Hopkins-Miller") would
        # leak a name part that no sanitization of the name can remove without removing the place too
        street = get("street_address") or _without_name(lambda: places.street_address(rng), first, last)
        region = get("region") or fake.state_abbr(
            include_territories=False, include_freely_associated_states=False
        )
        # a real town of the state with one of its real ZIP codes (places): "Springfield, IL 62704"
        town, town_zip = places.town(rng, region, (first, last)) if places.has_state(region) else (
            _without_name(fake.city, first, last), fake.postcode_in_state(region))
        city = get("city") or town
        postal_code = get("postal_code") or town_zip
        if not get("phone") and random.Random(f"{first}|{last}|{region}").random() < 0.97:
            # most people's number carries an area code of the state they live in (a kept mobile may not: one in
            # thirty here; at one in four a reader met an out-of-state number in one record of six, reader5 class 6,
            # and at one in ten still in 9 of 50 records, s29-med: a Minnesota patient's "Contact: (718) 555-0109")
            phone = safe_ids.phone(random.Random(f"{first}|{last}|{birth_year}"), region,
                                   places.area_codes(region, city))  # ... of their own town
        country = get("country") or "United States"
        occupation = get("occupation") or _occupation(rng, age)
        if not get("email"):  # a personal address at a clinic's, a law firm's, a bank's or a school's mail is theirs
            email = _personal_mail(email, occupation, age)
        employer = get("employer") or public_employer(occupation, city, region) or _without_name(fake.company, first,
                                                                                                  last)
        marital = get("marital_status") or _pick(
            rng, MARITAL_STATUSES, next(cum for top, cum in _MARITAL_CUM_BY_BAND if age <= top)
        )
        rules = profile_rules()  # young enough at the record's date, old enough two years before it
        life_event = get("life_event") or rng.choice([e for e in rules.life_events_for(max(MIN_AGE, age - _RECORD_YEARS),
                                                                                       marital)
                                                      if age <= rules.life_event_max_age.get(e, 200)
                                                      # retired from a long career only who is retired (reader16:
                                                      # "after retirement ... last year" beside "Work is a grind")
                                                      and (e != "retirement from a long career"
                                                           or occupation.startswith("retired "))])
    return Profile(
        first_name=first,
        last_name=last,
        sex=sex,
        age=age,
        date_of_birth=dob,
        ethnicity=ethnicity,
        citizenship=citizenship,
        id_type=id_type,
        id_number=id_number,
        passport_number=passport,
        phone=phone,
        email=email,
        user_handle=handle,
        url=url,
        street_address=street,
        city=city,
        region=region,
        postal_code=postal_code,
        country=country,
        occupation=occupation,
        employer=employer,
        marital_status=marital,
        life_event=life_event,
    )
