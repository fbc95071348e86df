"""The offline backend's catalogue: categories, subcategories, record types, fields.

Each category lives in its own module (``medical.py``, ``legal.py``, ...) and defines
``CATEGORY = Category(...)``. A :class:`FieldSpec` says how to make one private
attribute's value and how prose mentions it; the renderer (``synth/render.py``) lays
fields out in a format (letter, form, email thread, ...) and records exact spans.

Templates use ``{key}`` placeholders. A placeholder may name the field itself or a
profile field (:data:`PROFILE_FIELDS`, always present in a record), nothing else.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from faker import Faker

from privasis_hub.schema import Profile

#: Every date in a record is drawn relative to this day, so builds never depend on "today".
REFERENCE_DATE = dt.date(2026, 1, 1)

FORMATS: tuple[str, ...] = (
    "letter",
    "form",
    "email thread",
    "statement with table",
    "case notes",
    "chat log",
    "report",
    "invoice",
    "memo",
    "meeting minutes",
    "interview transcript",
    "application",
)


@dataclass(frozen=True)
class ValueContext:
    """What a value generator may use: seeded Faker and RNG, the person, the record's date."""

    fake: Faker
    rng: random.Random
    profile: Profile
    record_date: dt.date


Generator = Callable[[ValueContext], str]


@dataclass(frozen=True)
class FieldSpec:
    """One kind of private attribute: how to make its value and how text mentions it."""

    key: str
    label: str
    group: str
    sensitivity: float
    generate: Generator
    sentences: tuple[str, ...]


@dataclass(frozen=True)
class Category:
    """A main category of records with its subcategories, record types and fields."""

    name: str
    subcategories: dict[str, tuple[str, ...]]
    fields: tuple[FieldSpec, ...]
    filler: tuple[str, ...]
    backgrounds: tuple[str, ...]
    formats: tuple[str, ...]
    #: field key -> the subcategories it fits; fields not listed fit every subcategory.
    field_subcategories: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def fields_for(self, subcategory: str) -> list[FieldSpec]:
        """The fields that make sense in a record of ``subcategory``."""
        return [
            f for f in self.fields
            if f.key not in self.field_subcategories or subcategory in self.field_subcategories[f.key]
        ]


# --- small value helpers shared by every category module -------------------------------


def fmt_date(day: dt.date, rng: random.Random) -> str:
    """Format a date in one of a few common styles ("March 4, 2025", "2025-03-04", "04/03/2025")."""
    style = rng.randrange(3)
    if style == 0:
        return f"{day.strftime('%B')} {day.day}, {day.year}"
    if style == 1:
        return day.isoformat()
    return day.strftime("%m/%d/%Y")


def date_within(ctx: ValueContext, days_before: int, days_after: int = 0) -> str:
    """A formatted date between ``days_before`` days before and ``days_after`` after the record date."""
    offset = ctx.rng.randint(-days_before, days_after)
    return fmt_date(ctx.record_date + dt.timedelta(days=offset), ctx.rng)


def money(ctx: ValueContext, low: float, high: float, cents: bool = True) -> str:
    """A dollar amount such as ``$1,284.50``."""
    value = ctx.rng.uniform(low, high)
    return f"${value:,.2f}" if cents else f"${round(value):,}"


def code(ctx: ValueContext, prefix: str, digits: int, sep: str = "-") -> str:
    """A case, claim or reference number such as ``CLM-4829103``."""
    number = "".join(str(ctx.rng.randrange(10)) for _ in range(digits))
    return f"{prefix}{sep}{number}"


def choice(options: Sequence[str]) -> Generator:
    """A generator that picks one of ``options``."""
    opts = tuple(options)
    return lambda ctx: ctx.rng.choice(opts)


def person_name(ctx: ValueContext) -> str:
    """Another (synthetic) person's full name, e.g. a doctor, lawyer or relative."""
    return f"{ctx.fake.first_name()} {ctx.fake.last_name()}"


def named_relative(ctx: ValueContext, relation: str, female: Sequence[str], male: Sequence[str]) -> str:
    """Another synthetic person whose first name fits the relation, e.g. ``Dana Whitfield (sister)``."""
    if relation in female:
        first = ctx.fake.first_name_female()
    elif relation in male:
        first = ctx.fake.first_name_male()
    else:
        first = ctx.fake.first_name()
    return f"{first} {ctx.fake.last_name()} ({relation})"


def time_of_day(ctx: ValueContext) -> str:
    """A clock time such as ``2:45 PM``."""
    hour = ctx.rng.randint(7, 19)
    minute = ctx.rng.choice((0, 10, 15, 20, 30, 40, 45, 50))
    suffix = "AM" if hour < 12 else "PM"
    return f"{(hour - 1) % 12 + 1}:{minute:02d} {suffix}"


# --- attributes every record carries: they come from the profile -------------------------


def _profile(attr: str) -> Generator:
    return lambda ctx: str(getattr(ctx.profile, attr))


PROFILE_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("full_name", "Name", "identity", 0.9, lambda ctx: ctx.profile.full_name,
              ("This record concerns {full_name}.",)),
    FieldSpec("age", "Age", "identity", 0.5, _profile("age"),
              ("{first_name} is {age} years old.",)),
    FieldSpec("date_of_birth", "Date of birth", "identity", 0.8, _profile("date_of_birth"),
              ("{first_name} was born on {date_of_birth}.",)),
    FieldSpec("sex", "Sex", "identity", 0.4, _profile("sex"),
              ("Sex on file: {sex}.",)),
    FieldSpec("ethnicity", "Ethnicity", "identity", 0.7, _profile("ethnicity"),
              ("{first_name} identifies as {ethnicity}.",)),
    FieldSpec("citizenship", "Citizenship", "identity", 0.6, _profile("citizenship"),
              ("{first_name} holds {citizenship} citizenship.",)),
    FieldSpec("id_number", "ID number", "identifiers", 0.95, _profile("id_number"),
              ("The ID number on file is {id_number}.",)),
    FieldSpec("passport_number", "Passport number", "identifiers", 0.95, _profile("passport_number"),
              ("Passport number {passport_number} was provided for verification.",)),
    FieldSpec("phone", "Phone", "contact and location", 0.8, _profile("phone"),
              ("{first_name} can be reached at {phone}.",)),
    FieldSpec("email", "Email", "contact and location", 0.8, _profile("email"),
              ("Correspondence goes to {email}.",)),
    FieldSpec("user_handle", "Handle", "contact and location", 0.6, _profile("user_handle"),
              ("Online, {first_name} posts as {user_handle}.",)),
    FieldSpec("url", "Website", "contact and location", 0.5, _profile("url"),
              ("More about {first_name} is listed at {url}.",)),
    FieldSpec("street_address", "Street address", "contact and location", 0.85, _profile("street_address"),
              ("{first_name} lives at {street_address}.",)),
    FieldSpec("city", "City", "contact and location", 0.4, _profile("city"),
              ("The household is based in {city}.",)),
    FieldSpec("postal_code", "Postal code", "contact and location", 0.5, _profile("postal_code"),
              ("The postal code on file is {postal_code}.",)),
    FieldSpec("occupation", "Occupation", "employment", 0.4, _profile("occupation"),
              ("{first_name} works as a {occupation}.",)),
    FieldSpec("employer", "Employer", "employment", 0.6, _profile("employer"),
              ("{first_name} is employed by {employer}.",)),
    FieldSpec("marital_status", "Marital status", "identity", 0.5, _profile("marital_status"),
              ("Marital status: {marital_status}.",)),
    FieldSpec("life_event", "Recent life event", "personal circumstances", 0.6, _profile("life_event"),
              ("Recently, {first_name} went through {life_event}.",)),
)

#: Profile keys a template may reference in addition to its own field.
PROFILE_KEYS: frozenset[str] = frozenset({f.key for f in PROFILE_FIELDS} | {"first_name", "last_name"})


def categories() -> dict[str, Category]:
    """All categories by name (imported lazily so each module stays independent)."""
    from privasis_hub.synth.catalog import (
        community,
        education,
        financial,
        government,
        legal,
        media,
        medical,
        personal,
        professional_services,
        recreation,
    )

    mods = (medical, legal, financial, government, personal, community, professional_services, education,
            media, recreation)
    return {
        m.CATEGORY.name: replace(m.CATEGORY, field_subcategories=getattr(m, "FIELD_SUBCATEGORIES", {}))
        for m in mods
    }
