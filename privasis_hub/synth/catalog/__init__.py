"""The offline backend's catalogue: categories, subcategories, record types, fields.

The catalogue is data: one YAML file per category under ``privasis_hub/data/privasis/``
(``medical.yaml``, ``legal.yaml``, ...) plus ``profile.yaml`` for the fields about the record's
person. A category file names its record types, each with the formats it can take, the
category fields it holds (``fields``) and the profile fields it may tell (``profile_fields``):
a record holds only these, so every value comes from that kind of document's world. It also
names its fields (label, group, sensitivity, sentence templates and either a list of
``choices`` or the name of a value ``generator``), its backgrounds and its filler. A subcategory or
a record type whose documents the category-wide backgrounds do not fit (a will is not the outcome
of a dispute) declares its own ``backgrounds``, which replace the category's for its record types. Value
generators with logic (dates, amounts, identifiers that must agree) live in the category's
Python module (``medical.py``) as ``GENERATORS``. Files are validated on load
(:func:`load_category`); an error names the file, the record type or field, and what to fix.

Templates use ``{key}`` placeholders. A placeholder may name the field itself or a
profile field (:data:`PROFILE_FIELDS`), nothing else; a record type holding the field must
then hold that profile field too (checked on load).
"""

from __future__ import annotations

import contextvars
import datetime as dt
import random
import re
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from dataclasses import fields as dataclass_fields
from functools import lru_cache
from importlib import import_module, resources
from operator import attrgetter

import yaml
from faker import Faker

from privasis_hub.errors import UserError
from privasis_hub.schema import Profile
from privasis_hub.synth import places
from privasis_hub.synth.catalog.timeline import ROLES, Timeline

#: Every date in a record is drawn relative to this day, so builds never depend on "today".
REFERENCE_DATE = dt.date(2026, 1, 1)
#: libyaml's safe loader when PyYAML was built with it (the same nodes and error marks, ~10x faster).
YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

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
    "agreement",
)


@dataclass(frozen=True)
class ValueContext:
    """What a value generator may use: seeded Faker and RNG, the person, the record's date and type."""

    fake: Faker
    rng: random.Random
    profile: Profile
    record_date: dt.date
    record_type: str = ""


Generator = Callable[[ValueContext], str]


#: What a profile's work is, for a record type's ``fits: work``: "retired" when the occupation says so.
WORK_STATES: tuple[str, ...] = ("employed", "retired", "desk", "customers")  # desk: employed in a desk job
# (profile.yaml desk_jobs); customers: employed in a job that serves customers (:data:`CUSTOMER_JOBS`)
#: Jobs that serve customers at a counter, a chair or a door (s21-world, reader12: no teacher's aide praised for
#: "staying calm with difficult customers").
CUSTOMER_JOBS = frozenset({
    "bank teller", "barber", "cashier", "customer service representative", "delivery driver", "flight attendant",
    "hair stylist", "loan officer", "pharmacist", "pharmacy technician", "real estate agent", "receptionist",
    "restaurant manager", "retail supervisor", "sales representative", "store manager", "financial advisor",
    "insurance agent", "mechanic", "property manager", "tax preparer", "postal clerk", "bus driver",
})
#: Citizenship as a record type's ``fits: citizen`` reads it: a U.S. citizen or not.
_HOME_CITIZENSHIP = "United States"


#: A person's housing tenure as their case settles it: their recent life event (a home bought, a home lost).
_TENURE_AFTER = {"a home purchase": "owner", "a foreclosure": "renter", "an eviction": "renter"}
HOUSING_TENURES: tuple[str, ...] = ("owner", "renter")


def housing_tenure(profile: object) -> str:
    """"owner" or "renter" where the person's case settles it (one fact every housing sentence reads), else ""."""
    return _TENURE_AFTER.get(getattr(profile, "life_event", "") or "", "")


@dataclass(frozen=True)
class Fit:
    """Whom a kind of document can be about: no parenting plan for an 87-year-old, no divorce settlement for a
    single person, no naturalization notice for a citizen. Empty tuples and ``None`` admit everyone."""

    min_age: int = 0
    max_age: int = 200
    sexes: tuple[str, ...] = ()
    marital: tuple[str, ...] = ()
    work: tuple[str, ...] = ()
    citizen: bool | None = None
    #: The most a year's pay at the bottom of the person's occupation's pay band may be: a means-tested benefit
    #: (SNAP, Medicaid, a rent fund) is not about a pharmacist (``fits: {pay: 45000}``).
    max_pay: int | None = None
    #: The person's housing tenure a choice needs (``fits: {housing: [renter]}``): no landlord's lease worry beside
    #: "I closed on a home purchase" (reader10 260); a person whose tenure the case does not settle fits either.
    housing: tuple[str, ...] = ()

    def admits(self, profile: Profile) -> bool:
        """True when a record of this kind can be about ``profile`` (its age on the record's date)."""
        work = "retired" if profile.occupation.startswith("retired ") else "employed"
        return (self.min_age <= profile.age <= self.max_age
                and (not self.sexes or profile.sex in self.sexes)
                and (not self.marital or profile.marital_status in self.marital)
                and (not self.work or work in self.work or ("desk" in self.work and work == "employed"
                                                            and self._at_desk(profile.occupation))
                     or ("customers" in self.work and profile.occupation in CUSTOMER_JOBS))
                and (self.citizen is None or (profile.citizenship == _HOME_CITIZENSHIP) == self.citizen)
                and (self.max_pay is None or self._paid_at_most(profile.occupation))
                and (not self.housing or housing_tenure(profile) in self.housing + ("",)))

    @staticmethod
    def _at_desk(occupation: str) -> bool:
        from privasis_hub.synth.profile import profile_rules  # profile reads this module's data at import

        return profile_rules().at_desk(occupation)

    def _paid_at_most(self, occupation: str) -> bool:
        from privasis_hub.synth.profile import profile_rules  # profile reads this module's data at import

        low = profile_rules().pay_band(occupation)[0]
        return low * (0.5 if occupation.startswith("retired ") else 1) <= self.max_pay  # a pension: about half


@dataclass(frozen=True)
class FieldSpec:
    """One kind of private attribute: how to make its value and how text mentions it."""

    key: str
    label: str
    group: str
    sensitivity: float
    generate: Generator
    sentences: tuple[str, ...]
    #: Values come from a small pool (a list of choices, a sex, a marital status): told in sentences
    #: that also name the person, never as a bare "Label: value" line that recurs across records.
    pooled: bool = False
    #: The field's ``choices`` from the data (empty for a generated value): what a record type's matter narrows.
    choices: tuple[str, ...] = ()
    #: Choices only some people can have (the field's ``fits``): choice -> whom it fits ("keeping up with the
    #: grandchildren" from 50, "women's large" for a woman); a choice not listed fits everyone.
    choice_fits: tuple[tuple[str, Fit], ...] = ()
    #: Dated fields whose event this fact belongs to (``tense_of``): told in the past once that event is over by
    #: the record's date ("was traveling with" after the trip), as still ahead before it (the first one held).
    tense_of: tuple[str, ...] = ()
    #: The field's ``goes_with``: (other field, ((choice, the other's values it goes with), ...)): documents asked
    #: for a claim go with its reason (a death certificate for a death, not for a hurricane).
    goes_with: tuple[str, tuple[tuple[str, tuple[str, ...]], ...]] | None = None
    #: An office's own bookkeeping (who referred the person): told only where the office writes for itself or the
    #: person fills it in (a form, notes, a table), never in a letter, e-mail, chat or agreement to the person
    #: (issue 19: "It was Sara Gibson who first brought you along" in a reply to a member).
    office_only: bool = False

    def __eq__(self, other: object) -> bool:
        """(speed only) The dataclass's equality (every field equal), with the two answers most comparisons get
        (``f in fields``, ``f not in held`` over a record's fields) found first: the same object, another key."""
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.key == other.key and _FIELDSPEC_PARTS(self) == _FIELDSPEC_PARTS(other)

    def fitting(self, options: Sequence[str], profile: Profile) -> tuple[str, ...]:
        """The ``options`` that fit ``profile`` (all of them when none does, so a value is always drawn)."""
        fits = dict(self.choice_fits)
        kept = tuple(o for o in options if o not in fits or fits[o].admits(profile))
        return kept or tuple(options)


#: (speed only) A FieldSpec's fields in order, as the dataclass's own ``__eq__`` compares them.
_FIELDSPEC_PARTS = attrgetter(*(f.name for f in dataclass_fields(FieldSpec)))


@dataclass(frozen=True)
class RecordType:
    """One kind of document: the formats it can take, the fields it holds and its sections.

    ``fields`` come from the category's own fields and ``profile_fields`` from ``profile.yaml``;
    a record of this type holds nothing else (besides the person's first and last name).
    """

    name: str
    category: str
    subcategory: str
    formats: tuple[str, ...]
    fields: tuple[str, ...]
    #: The groups its fields fall in, in order: each is one section of the document.
    sections: tuple[str, ...] = ()
    #: The profile fields (from ``profile.yaml``) a document of this kind may tell about its person.
    profile_fields: tuple[str, ...] = ("full_name",)
    #: The background templates a record of this type may be drawn with: the record type's own
    #: ``backgrounds``, else its subcategory's, else the category's.
    backgrounds: tuple[str, ...] = ()
    #: The record type's matter: field key -> the only choices that field may take in this kind of document
    #: (a wrongful-termination complaint's claim is an employment claim, not a boundary dispute).
    matter: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: The kinds of body that issue this kind of document ("Senior Center", "University of {place}"): the
    #: issuer's name is one of them after a place or surname (``{place}``/``{surname}``/``{county}`` put it inside; a kind
    #: starting with "=" is a whole name, e.g. a platform's).
    issuer_kinds: tuple[str, ...] = ()
    #: The matter of generated fields: field key -> the only values of its generator's pool it may draw (a
    #: cardiac rehabilitation plan's diagnosis is a cardiac one); the category's generators read it.
    drawn_matter: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: Whom this kind of document can be about (age, sex, marital status, work, citizenship): see :class:`Fit`.
    fit: Fit = field(default_factory=lambda: Fit())
    #: The record type's own roles for some dated fields (``start_date`` -> "past" in a performance plan).
    timeline_roles: tuple[tuple[str, str], ...] = ()
    #: Amounts plausible for the matter: field key -> (low, high) dollars (a license renewal's fee, not $574).
    amounts: tuple[tuple[str, tuple[float, float]], ...] = ()
    #: The record type's own chains of dated fields (each before the next), beside or instead of the category's.
    timeline_orders: tuple[tuple[str, ...], ...] = ()
    #: The roles that sign this kind of document where its subcategory's differ (an editor signs a developmental
    #: edit letter, not a royalties manager; a charter's booking office, not a membership coordinator).
    signers: tuple[str, ...] = ()

    def matter_choices(self, key: str) -> tuple[str, ...]:
        """The choices ``key`` is narrowed to in this record type's matter (empty: the field's own choices)."""
        return next((c for k, c in self.matter + self.drawn_matter if k == key), ())


@dataclass(frozen=True)
class Issuer:
    """The body that issues a category's records: one per record, in its letterhead, body and sign-off.

    ``name_fields``: record fields naming the issuing body (the first the record holds is the issuer, so the
    letterhead and the body name the same body); else the body is "<Surname> <one of suffixes>".
    ``signers``: the roles of the person who signs for it.
    """

    name_fields: tuple[str, ...]
    suffixes: tuple[str, ...]
    signers: tuple[str, ...]


#: (speed only) Category.timeline_for's answers: (id(category), record type) -> (category, record type, timeline).
_TIMELINES: dict[tuple[int, str], tuple] = {}
#: (speed only) Category.fields_for's answers: (id(category), record type) -> (category, record type, fields).
_FIELDS_FOR: dict[tuple[int, str], tuple] = {}


@dataclass(frozen=True)
class Category:
    """A main category of records with its subcategories, record types and fields."""

    name: str
    subcategories: dict[str, tuple[str, ...]]
    fields: tuple[FieldSpec, ...]
    filler: tuple[str, ...]
    backgrounds: tuple[str, ...]
    formats: tuple[str, ...]
    #: record type name -> what it may hold and look like.
    record_types: dict[str, RecordType] = field(default_factory=dict)
    #: field group -> headings a section about it may carry (never the group's own name).
    sections: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: Cross-field rules a record keeps: ("at_most", a, b) means a's amount never exceeds b's; ("before", a, b)
    #: means a's date is not after b's; ("apart", a, b) means a's value is not named in b's; ("named_for", a, b):
    #: a body named for a person ("Law Offices of Brian Arroyo") has that person as b (the attorney);
    #: ("dated_by", a, b): a's embedded date (a wire reference's YYMMDD) is b's date; ("one_told", a, b): a and b
    #: answer one question of the case (the role held, the role sought), so a record telling b leaves a out.
    rules: tuple[tuple[str, str, str], ...] = ()
    #: Figures that go together: (a, b, low, high) keeps a's figure between low and high times b's.
    ratios: tuple[tuple[str, str, float, float], ...] = ()
    #: Dates that must agree (see :func:`_day_rules`): (kind, a, b, formats), kind "same_day" (b dates a's event: b
    #: takes a's day) or "opens_before" (a, an opening, falls on or before the first day of the span b tells);
    #: ``formats``: the only formats the rule holds in (empty: every format).
    day_rules: tuple[tuple[str, str, str, tuple[str, ...]], ...] = ()
    #: Who issues this category's records (see :class:`Issuer`).
    issuer: Issuer | None = None
    #: The dated facts' roles and order (see :mod:`privasis_hub.synth.catalog.timeline`).
    timeline: Timeline = field(default_factory=Timeline)
    #: subcategory -> the roles that sign its records where the issuer's own differ (a platform's trust and
    #: safety team, not a "Producer", answers an account appeal).
    sub_signers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: The fields of a person's private life (a pet, a comfort food, a private worry: ``private_life`` in the data):
    #: a diary, a journal or a letter to someone close (``open_to``) may hold many; any other record type at most
    #: ``private_life_most`` (issue 19, reader6 class 1: no "Private worry" row in a baby-shower guest list).
    private_life: tuple[str, ...] = ()
    private_life_open: tuple[str, ...] = ()
    private_life_most: int = 0

    def signers_for(self, subcategory: str, record_type: str = "") -> tuple[str, ...]:
        """The roles that may sign a record of ``subcategory`` (and ``record_type``): the record type's own where
        declared, else the subcategory's, else the issuer's."""
        rt = self.record_types.get(record_type) if record_type else None
        return ((rt.signers if rt is not None else ()) or self.sub_signers.get(subcategory)
                or (self.issuer.signers if self.issuer else ()))

    def timeline_for(self, record_type: str) -> Timeline:
        """The category's timeline with the record type's own roles and chains (worked out once per record type: a
        record's drawing and render ask for it several times; nothing changes a Timeline once made)."""
        rt = self.record_types.get(record_type)
        if rt is None:
            return self.timeline
        made = _TIMELINES.get((id(self), record_type))
        if made is None or made[0] is not self or made[1] is not rt:
            made = _TIMELINES[(id(self), record_type)] = (
                self, rt, self.timeline.with_roles(dict(rt.timeline_roles), rt.timeline_orders))
        return made[2]

    def fields_for(self, record_type: str) -> list[FieldSpec]:
        """The category fields a record of ``record_type`` may hold (a new list; worked out once per record type)."""
        rt = self.record_types[record_type]
        made = _FIELDS_FOR.get((id(self), record_type))
        if made is None or made[0] is not self or made[1] is not rt:
            keys = set(rt.fields)
            made = _FIELDS_FOR[(id(self), record_type)] = (self, rt, tuple(f for f in self.fields if f.key in keys))
        return list(made[2])


# --- small value helpers shared by every category module -------------------------------


#: The date style of the record being drawn (0 "March 4, 2025", 1 "2025-03-04", 2 "03/04/2025"): one per record, as
#: a writer keeps to one; None (outside a record's drawing) draws a style per date.
DATE_STYLE: contextvars.ContextVar[int | None] = contextvars.ContextVar("DATE_STYLE", default=None)


def counted(n: int, noun: str) -> str:
    """``n`` of ``noun`` in agreement: "1 late arrival", "3 late arrivals", "no late arrivals"."""
    return f"1 {noun}" if n == 1 else f"no {noun}s" if n == 0 else f"{n} {noun}s"


def fmt_date(day: dt.date, rng: random.Random) -> str:
    """Format a date in one of a few common styles ("March 4, 2025", "2025-03-04", "03/04/2025"): the record's own
    (:data:`DATE_STYLE`) while a record is drawn, else one drawn from ``rng`` (which is drawn from either way)."""
    style = rng.randrange(3)
    if (fixed := DATE_STYLE.get()) is not None:
        style = fixed
    if style == 0:
        return f"{day.strftime('%B')} {day.day}, {day.year}"
    if style == 1:
        return day.isoformat()
    return day.strftime("%m/%d/%Y")


def styled_day(day: dt.date) -> str:
    """``day`` in the record's own date style (:data:`DATE_STYLE`) while a record is drawn, spelled out
    ("March 4, 2025") otherwise; draws nothing (one date style per record: no "February 8, 2024" in a list of
    "01/13/2024" dates, reader9 class 7)."""
    style = DATE_STYLE.get()
    if style == 1:
        return day.isoformat()
    if style == 2:
        return day.strftime("%m/%d/%Y")
    return f"{day.strftime('%B')} {day.day}, {day.year}"


def styled_span(start: dt.date, end: dt.date, word: str = "to") -> str:
    """A span of days in the record's date style: "March 1 to March 31, 2025" spelled out (the year once when both
    days share it), "03/01/2025 to 03/31/2025" numeric."""
    if DATE_STYLE.get() in (1, 2) or start.year != end.year:
        return f"{styled_day(start)} {word} {styled_day(end)}"
    return f"{start.strftime('%B')} {start.day} {word} {end.strftime('%B')} {end.day}, {end.year}"


_EVENT_DAY = re.compile(r"^(?:(\d{4})-(\d{2})-(\d{2})|(\d{2})/(\d{2})/(\d{4})|([A-Z][a-z]+) (\d{1,2}), (\d{4}))\b")
_MONTH_NUMBERS = {dt.date(2000, m, 1).strftime("%B"): m for m in range(1, 13)}


@lru_cache(maxsize=16384)  # (speed only) a pure function of one string, asked again of the same values
def event_day(value: str) -> dt.date | None:
    """The date a value starts with, in any :func:`fmt_date` style ("2025-08-18 at 1:10 PM" -> 2025-08-18)."""
    m = _EVENT_DAY.match(value)
    if not m:
        return None
    g = m.groups()
    try:
        if g[0]:
            return dt.date(int(g[0]), int(g[1]), int(g[2]))
        if g[3]:
            return dt.date(int(g[5]), int(g[3]), int(g[4]))
        month = _MONTH_NUMBERS.get(g[6])
        return dt.date(int(g[8]), month, int(g[7])) if month else None
    except ValueError:
        return None


#: Record types the person fills in and hands over: the record's date is the day it was received, so the day it
#: was sent is a few days before, not weeks (one submission date per form).
_FILED_KIND = re.compile(r"\b(?:form|application|request|registration|petition|claim|worksheet|questionnaire|renewal"
                         r"|enrollment|appeal|sheet|organizer)\b", re.I)
#: ... unless the name says the issuer wrote it back ("voter registration confirmation", "claim determination").
_ISSUED_KIND = re.compile(r"\b(?:certificate|confirmation|notice|letter|determination|result|results|summary|"
                          r"statement|response)$", re.I)


def filed_by_person(record_type: str) -> bool:
    """Whether the person fills in and hands over this kind of record ("SNAP benefits renewal form"), rather than
    receiving it ("voter registration confirmation")."""
    return bool(_FILED_KIND.search(record_type)) and not _ISSUED_KIND.search(record_type)


def request_day(ctx: ValueContext, least: int = 1, most: int = 45) -> dt.date:
    """The day the person asked, applied or submitted: on a form they filed, the form's own date (its "Date of
    submission" and its "Date filed" are one day, issue 19), else ``least``-``most`` days before the record (a
    letter answering a request)."""
    rng = _record_rng(ctx, "request")  # the same day for every field of the record (the file opens on it)
    if filed_by_person(ctx.record_type):
        return ctx.record_date
    return ctx.record_date - dt.timedelta(days=rng.randint(least, most))


def intake_day(ctx: ValueContext) -> dt.date:
    """The day of the person's first (intake) meeting with the issuer, 8-14 months before the record; the same
    day for every field of the record that tells it."""
    return ctx.record_date - dt.timedelta(days=_record_rng(ctx, "intake").randint(245, 420))


def _record_rng(ctx: ValueContext, salt: str) -> random.Random:
    """An RNG seeded by the record (person, date, record type) and ``salt``: facts of one case drawn from it by
    different fields agree."""
    p = ctx.profile
    return random.Random(f"{p.first_name}|{p.last_name}|{p.date_of_birth}|{ctx.record_date}|{ctx.record_type}|{salt}")


def yearly_pay(ctx: ValueContext) -> int:
    """The person's yearly pay, in their occupation's band (``profile.yaml``: occupation_pay); a retiree's income
    is 35-65% of it (pension and Social Security). The same figure for every field of the record that tells it."""
    from privasis_hub.synth.profile import profile_rules

    low, high = profile_rules().pay_band(ctx.profile.occupation)
    rng = _record_rng(ctx, "pay")
    # a beginner earns the band's bottom (issue 19: no 18-year-old dismissed from a $91,300 job): the lowest
    # fifth of it under 23, its lower half under 28
    age = ctx.profile.age
    top = low + (high - low) * (0.2 if age < 23 else 0.5 if age < 28 else 1.0)
    pay = rng.uniform(low, top)
    if ctx.profile.occupation.startswith("retired "):
        pay *= rng.uniform(0.35, 0.65)
    return int(round(pay, -2))


def record_rng(ctx: ValueContext, salt: str) -> random.Random:
    """An RNG for one fact of the record's case that several fields tell (a loss and its payout): see
    :func:`_record_rng`."""
    return _record_rng(ctx, salt)


#: Fields that date the person's request or submission (see :func:`request_day`).
_REQUEST_KEYS = re.compile(r"request_date$|submitted_date$|^request_received_date$|^application_date$")


def _case_opened(ctx: ValueContext) -> str:
    """The day the issuer opened the person's file: at the intake meeting when the record tells one, 1-3 days after
    the person's request came in when it tells that (so "you first got in touch on" never follows "your file has
    been open since"), else 1-5 months before."""
    rt = _record_types_by_name().get(ctx.record_type)
    if rt is not None and "intake_date" in rt.fields:  # a law firm opens the matter at the intake interview
        return fmt_date(intake_day(ctx) + dt.timedelta(days=ctx.rng.randint(0, 3)), ctx.rng)
    key = next((k for k in rt.fields if _REQUEST_KEYS.search(k)), None) if rt is not None else None
    if key is not None:  # the day that field tells (its own range: an application 21-90 days back), not another
        spec = next((f for _, c in _categories() if c.name == rt.category for f in c.fields if f.key == key), None)
        asked = event_day(spec.generate(ctx)) if spec is not None else None
        # the next working days; on the day itself where the first meeting is held on the request's day (reader9:
        # no first meeting on December 10 in a file "opened December 11")
        late = ctx.rng.randint(1, 3)
        opened = (asked or request_day(ctx)) + dt.timedelta(days=0 if "ps_meeting_time" in rt.fields else late)
        return fmt_date(min(opened, ctx.record_date), ctx.rng)
    if filed_by_person(ctx.record_type):  # the form the person hands in is the request: the office takes it up
        return fmt_date(ctx.record_date, ctx.rng)  # the day it comes in (not "Request taken up: January 31" on a
        # leave request dated June 24, s28-lead)
    # 1-5 months before (reader9 class 8: no file "opened" a year before the document with nothing since)
    return fmt_date(ctx.record_date - dt.timedelta(days=ctx.rng.randint(21, 150)), ctx.rng)


def date_within(ctx: ValueContext, days_before: int, days_after: int = 0) -> str:
    """A formatted date between ``days_before`` days before and ``days_after`` after the record date."""
    offset = ctx.rng.randint(-days_before, days_after)
    return fmt_date(ctx.record_date + dt.timedelta(days=offset), ctx.rng)


def keep_amounts(values: dict[str, str], rt: RecordType | None, rng: random.Random) -> None:
    """Redraw each amount outside its record type's declared range (``amounts``) inside it, in the same style."""
    for key, (low, high) in rt.amounts if rt is not None else ():
        value = values.get(key, "")
        m = re.match(r"\$([\d,]+(?:\.\d\d)?)", value)
        if m and not low <= float(m.group(1).replace(",", "")) <= high:
            new = rng.uniform(low, high)
            if _set_price_key(key):  # a fee, a deposit, a fine comes from a schedule: whole dollars
                new = float(min(max(round(new), int(low) + 1), int(high)))
            text = f"${new:,.2f}" if "." in m.group(1) else f"${round(new):,}"
            values[key] = text + value[m.end():]


#: Keys of a set price (a fee, dues, rent, tuition, a premium, a deposit, a fine, a copay): priced in whole dollars.
_SET_PRICE = re.compile(r"(?:^|_)(?:fee|fees|dues|rent|tuition|premium|deposit|price|fine|copay|copayment)(?:_|$)")
#: ... unless the key is a sum run up or paid against it (a balance of dues, the late fees charged so far).
_SUM_HELD = re.compile(r"balance|outstanding|total|(?<!_fee_)charged|collected|owed")  # (one late fee charged is set)


def round_set_prices(values: dict[str, str]) -> None:
    """A set price is whole dollars: "$65.00", not "$64.66" (a sum owed or paid keeps its cents)."""
    for key, value in values.items():
        if _set_price_key(key) and (m := re.match(r"\$([\d,]+)\.(\d\d)\b", value)) and m.group(2) != "00":
            dollars = max(1, round(float(m.group(1).replace(",", "") + "." + m.group(2))))
            values[key] = f"${dollars:,}.00" + value[m.end():]


#: A sentence of the data that hedges a value ("about {household_monthly_income} a month").
_HEDGE = re.compile(r"\b(?:about|around|roughly|approximately|nearly|almost|close to) \{(\w+)\}")


@lru_cache(maxsize=1)
def hedged_keys() -> frozenset[str]:
    """The keys some sentence of the data tells as an estimate ("about {average_monthly_balance}"), from the data's
    own wording (the category files and the skeletons)."""
    data = resources.files("privasis_hub.data.privasis")
    return frozenset(m.group(1) for f in data.iterdir() if f.name.endswith(".yaml")
                     for m in _HEDGE.finditer(f.read_text(encoding="utf-8")))


def round_hedged(values: dict[str, str]) -> None:
    """An amount a sentence may tell as "about" is whole dollars (reader18: "about $792.47" reads as no one's
    estimate): "$4,147.99" -> "$4,148", in place."""
    for key in hedged_keys() & values.keys():
        if m := re.match(r"\$([\d,]+)\.(\d\d)\b", values[key]):
            dollars = max(1, round(float(m.group(1).replace(",", "") + "." + m.group(2))))
            values[key] = f"${dollars:,}" + values[key][m.end():]


@lru_cache(maxsize=8192)
def _set_price_key(key: str) -> bool:
    """(speed only) Whether ``key`` is a set price's (:data:`_SET_PRICE`, not :data:`_SUM_HELD`), remembered per key."""
    return bool(_SET_PRICE.search(key) and not _SUM_HELD.search(key))


#: A number as :func:`privasis_hub.safe_ids.phone` writes it, in any of its three styles.
_PHONE = re.compile(r"^(?:\((\d{3})\) 555-(01\d\d)|(\d{3})-555-(01\d\d)|\+1 (\d{3}) 555 (01\d\d))$")
_PHONE_STYLES = ("({a}) 555-{n}", "{a}-555-{n}", "+1 {a} 555 {n}")


def same_phone_style(values: dict[str, str]) -> None:
    """Every phone number of a record written the way the person's own is ("(435) 555-0128" beside "(435) 555-0166",
    not "+1 435 555 0128"): one document, one way of writing numbers."""
    own = _PHONE.match(values.get("phone", ""))
    if own is None:
        return
    style = _PHONE_STYLES[next(i for i in range(3) if own.group(2 * i + 1))]
    for key, value in values.items():
        if key != "phone" and "555" in value and (m := _PHONE.match(value)):  # (every style holds "555")
            i = next(j for j in range(3) if m.group(2 * j + 1))
            values[key] = style.format(a=m.group(2 * i + 1), n=m.group(2 * i + 2))


def money(ctx: ValueContext, low: float, high: float, cents: bool = True) -> str:
    """A dollar amount such as ``$1,284.50``."""
    value = ctx.rng.uniform(low, high)
    return f"${value:,.2f}" if cents else f"${round(value):,}"


def code(ctx: ValueContext, prefix: str, digits: int, sep: str = "-") -> str:
    """A case, claim or reference number such as ``CLM-4829103``."""
    number = "".join(str(ctx.rng.randrange(10)) for _ in range(digits))
    return f"{prefix}{sep}{number}"


def choice(options: Sequence[str], fits: dict[str, Fit] | None = None) -> Generator:
    """A generator that picks one of ``options`` (with ``fits``: one that fits the record's person)."""
    opts = tuple(options)
    if not fits:
        return lambda ctx: ctx.rng.choice(opts)
    return lambda ctx: ctx.rng.choice(
        tuple(o for o in opts if o not in fits or fits[o].admits(ctx.profile)) or opts)


def person_rng(ctx: ValueContext, salt: str) -> random.Random:
    """An RNG seeded by the person (name and birth date) and ``salt``, not by the record: a fact about
    the person drawn from it (where they were born, their faith) is the same in all their records."""
    p = ctx.profile
    return random.Random(zlib.crc32(f"{salt}|{p.first_name}|{p.last_name}|{p.date_of_birth}".encode()))


def person_name(ctx: ValueContext) -> str:
    """Another (synthetic) person's full name, e.g. a doctor, lawyer or colleague: never with the person's own
    surname (a recruiter "Kimberly Martinez" screening Laura Martinez reads as a relative; relatives who share it are
    drawn by :func:`related_person`)."""
    own = getattr(ctx.profile, "last_name", None)
    first, last = ctx.fake.first_name(), ctx.fake.last_name()
    for _ in range(5):
        if last != own:
            break
        last = ctx.fake.last_name()
    return f"{first} {last}"


#: Relation words that say the other person's sex; a related person's first name must agree.
FEMALE_RELATIONS = frozenset({"mother", "sister", "daughter", "aunt", "niece", "wife", "grandmother",
                              "granddaughter", "stepmother", "stepdaughter", "stepsister", "girlfriend",
                              "mother-in-law", "sister-in-law", "daughter-in-law", "half-sister"})
MALE_RELATIONS = frozenset({"father", "brother", "son", "uncle", "nephew", "husband", "grandfather", "grandson",
                            "stepfather", "stepson", "stepbrother", "boyfriend", "father-in-law",
                            "brother-in-law", "son-in-law", "half-brother"})
#: Relations who usually share the person's surname.
_SAME_SURNAME = frozenset({"mother", "father", "sister", "brother", "daughter", "son", "wife", "husband",
                           "spouse", "grandmother", "grandfather", "granddaughter", "grandson"})


_SPOUSES = frozenset({"spouse", "wife", "husband"})
_ENGAGED = frozenset({"fiance", "fiancee", "boyfriend", "girlfriend"})
#: a parent over this age is rarely alive to be a contact; a child under this age is rarely an adult
_OLDEST_WITH_PARENTS, _YOUNGEST_WITH_ADULT_CHILD = 68, 38
#: A living grandparent writes to a grandchild of at most this age (at 59, a grandfather would be near 100).
_OLDEST_WITH_GRANDPARENTS = 50


def fitting_relation(profile: Profile, relation: str) -> str:
    """``relation`` as it can stand beside this person (roles stay put): no spouse for a single, divorced or widowed person,
    no fiance for a married one, no adult child of a 25-year-old, no living mother of a 90-year-old."""
    word = relation.split()[-1].lower() if relation else ""
    marital = profile.marital_status
    if word in _SPOUSES and marital in ("single", "divorced", "in a domestic partnership"):
        return "partner"
    if word in _SPOUSES and marital == "widowed":  # a widow's spouse is no contact
        return "adult daughter" if profile.age >= _YOUNGEST_WITH_ADULT_CHILD else "sister"
    if word in _ENGAGED and marital in ("married", "separated", "in a domestic partnership"):
        return "spouse" if marital == "married" else "partner"
    if relation.startswith("adult ") and profile.age < _YOUNGEST_WITH_ADULT_CHILD:
        return "cousin"
    if word in ("mother", "father") and relation == word and profile.age > _OLDEST_WITH_PARENTS:
        return "adult daughter" if word == "mother" else "adult son"
    if word in ("grandmother", "grandfather") and profile.age > _OLDEST_WITH_GRANDPARENTS:  # s19q: at 59
        return "aunt" if word == "grandmother" else "uncle"
    return relation


def related_person(ctx: ValueContext, relation: str) -> str:
    """Another synthetic person in ``relation`` to the profile, e.g. ``Dana Whitfield (sister)``.

    The first name agrees with a relation that says a sex (the last word of "maternal aunt");
    close family usually shares the person's surname.
    """
    relation = fitting_relation(ctx.profile, relation)
    word = relation.split()[-1].lower() if relation else ""
    draw = (ctx.fake.first_name_female if word in FEMALE_RELATIONS else ctx.fake.first_name_male
            if word in MALE_RELATIONS else ctx.fake.first_name)
    first = draw()
    for _ in range(5):  # never the person's own first name (s29-med: "Emergency contact: Amanda Rivera" for Amanda Rivera)
        if first != getattr(ctx.profile, "first_name", None):
            break
        first = draw()
    last = ctx.profile.last_name if ctx.rng.random() < _same_surname_odds(ctx.profile, word) else ctx.fake.last_name()
    return f"{first} {last} ({relation})"


#: Relations born with the person's own birth surname (a married woman's is no longer her surname).
_BIRTH_FAMILY = frozenset({"mother", "father", "sister", "brother", "grandmother", "grandfather"})
#: Relations who keep the surname they were born with, whatever their age (a daughter or a sister may have married).
_MALE_LINE = frozenset({"father", "brother", "son", "grandfather", "grandson"})
_EVER_MARRIED = frozenset({"married", "widowed", "divorced", "separated"})


def _same_surname_odds(profile: Profile, word: str) -> float:
    """How likely a relative in ``word`` relation carries the person's own surname (s28-lead: no "my brother James
    Diaz" in Timothy McClure's power of attorney): nearly always a man's father, brother or son; a married woman's
    birth family usually not (her surname is her married one)."""
    if word not in _SAME_SURNAME:
        return 0.0
    if profile.sex == "female" and profile.marital_status in _EVER_MARRIED and word in _BIRTH_FAMILY:
        return 0.3
    return 0.95 if word in _MALE_LINE else 0.8 if word in _SPOUSES else 0.75


def named_relative(ctx: ValueContext, relation: str, female: Sequence[str] = (), male: Sequence[str] = ()) -> str:
    """Another synthetic person whose first name fits the relation (see :func:`related_person`)."""
    return related_person(ctx, relation)


def time_of_day(ctx: ValueContext, first: int = 8, last: int = 16) -> str:
    """A clock time such as ``2:45 PM``, in an office's working day unless ``first``/``last`` hours say otherwise (a
    clinic visit, a call or a meeting with an office is not at 7:10 PM)."""
    hour = ctx.rng.randint(first, last)
    minute = ctx.rng.choice((0, 10, 15, 20, 30, 40, 45, 50))
    suffix = "AM" if hour < 12 else "PM"
    return f"{(hour - 1) % 12 + 1}:{minute:02d} {suffix}"


def record_type_of(ctx: ValueContext, category: str) -> RecordType | None:
    """The catalogue entry of the record being drafted (None for a record type the catalogue lacks)."""
    return _record_types().get((category, ctx.record_type))


@lru_cache(maxsize=1)
def _record_types() -> dict[tuple[str, str], RecordType]:
    return {(c.name, name): rt for _, c in _categories() for name, rt in c.record_types.items()}


@lru_cache(maxsize=1)
def _record_types_by_name() -> dict[str, RecordType]:
    """:func:`_record_types` by record type name alone (the first category's, where two share a name)."""
    by_name: dict[str, RecordType] = {}
    for (_, name), rt in _record_types().items():
        by_name.setdefault(name, rt)
    return by_name


def drawn_choices(ctx: ValueContext, category: str, key: str, pool: Sequence[str]) -> tuple[str, ...]:
    """The values of ``pool`` a generated field may take in this record: its record type's matter, else all."""
    rt = record_type_of(ctx, category)
    return (rt.matter_choices(key) if rt is not None else ()) or tuple(pool)


#: Surnames that make a real school's name with "State University" ("Morgan State University" is in Baltimore,
#: reader15: one in Minneapolis): an invented school is never named for one of them (s25-contra).
REAL_STATE_UNIVERSITY_NAMES = frozenset({
    "Morgan", "Wright", "Ball", "Kent", "Jackson", "Wayne", "Weber", "Murray", "Houston", "Bowie", "Ferris", "Lamar",
    "Truman", "Lincoln", "Austin", "Cleveland", "Clayton", "Dalton", "Harris", "Salem", "Dickinson", "Henderson",
    "Keene", "Johnson", "Lyndon", "Worcester", "Alcorn", "Nicholls", "Coppin", "Boise", "Penn", "Norfolk", "Delta",
    "Portland", "Chicago", "Georgia", "Washington", "Morehead", "Plymouth", "Bridgewater", "Westfield", "Grambling",
    "McNeese", "Winston", "Wichita", "Emporia", "Pittsburg", "Columbus", "Albany", "Savannah", "Tarleton", "Sonoma",
    "Mesa", "Montclair", "Kennesaw", "Shawnee", "Young", "Minot", "Mayville", "Chadron", "Peru", "Bemidji",
    "Humboldt", "Fresno", "Frostburg", "Fitchburg", "Framingham", "Castleton", "Kean", "Stephen", "Sul", "Sam",
})
#: "University of X" names of real universities -> the state each is in: one is named only there (s25-contra).
REAL_PLACE_UNIVERSITIES = {
    "Washington": "WA", "Portland": "OR", "Richmond": "VA", "Rochester": "NY", "Dayton": "OH", "Hartford": "CT",
    "Evansville": "IN", "Toledo": "OH", "Akron": "OH", "Tulsa": "OK", "Denver": "CO", "Houston": "TX",
    "Memphis": "TN", "Miami": "FL", "Chicago": "IL", "Louisville": "KY", "Pittsburgh": "PA", "Cincinnati": "OH",
    "Scranton": "PA", "Indianapolis": "IN", "Mobile": "AL", "Dallas": "TX", "San Diego": "CA", "San Francisco": "CA",
    "Bridgeport": "CT", "New Haven": "CT", "Jamestown": "ND", "Providence": "RI", "Utica": "NY", "Charleston": "WV",
    "Minnesota": "", "Michigan": "", "Georgia": "", "Florida": "", "Texas": "", "Alabama": "", "Arizona": "",
}


def real_school_clash(name: str, region: str) -> bool:
    """Whether an invented school's ``name`` is a real university's, or a real one's away from where it is."""
    m = re.fullmatch(r"(.+) State University", name)
    if m and m.group(1) in REAL_STATE_UNIVERSITY_NAMES:
        return True
    m = re.fullmatch(r"University of (.+)", name)
    return bool(m and m.group(1) in REAL_PLACE_UNIVERSITIES and REAL_PLACE_UNIVERSITIES[m.group(1)] != region)


#: A department of work -> the kinds of employer (issuer suffixes) that hire for it; kinds not listed hire anyone.
_EMPLOYER_FIT = {
    "Clinical Operations": {"Health System"}, "Logistics": {"Logistics", "Manufacturing", "Foods"},
    "Food Service": {"Foods", "Hospitality Group"}, "Store Operations": {"Foods", "Hospitality Group"},
    "Engineering": {"Software", "Engineering", "Manufacturing"},
    "Data and Analytics": {"Software", "Engineering", "Health System"},
    "Facilities": {"Manufacturing", "Engineering", "Logistics", "Hospitality Group", "Health System", "Foods"},
    "Legal and Compliance": {"Health System", "Manufacturing", "Logistics", "Software", "Engineering"},
    "Education Services": {"Academy", "Unified School District"},
    "Social Services": {"Health System", "Unified School District", "Academy"},
}
_EMPLOYERS = frozenset().union(*_EMPLOYER_FIT.values())
#: ... and the kind of employer a department's trade needs where an employer list has none (reader16: an HR leave
#: thread at a hospitality firm from a bank teller, "You hold the post of Associate Bank Teller"): a branch's teller
#: works for a bank's holding company ("Hayward Bancorp": an employer's name, never read as a bank writing to its
#: customer, see skeletons.yaml issuers), a barber or stylist at a hotel's salon (s26-thread)
_EMPLOYER_OWN = {"Branch Banking": "Bancorp", "Salon Services": "Hospitality Group"}
#: Trades whose department's rule is too broad or names no employer of theirs, and the kinds of employer (issuer
#: suffixes) each works for, the first its own where an employer list has none of them (reader17 R7: a "Senior Real
#: Estate Agent" in Sales at "Duncan Engineering"; R4: a landscaper at "Gallagher Health System"; a veterinarian at
#: a hospital system, a photographer's income letter from a manufacturer, a flight attendant's pay stub from a
#: grocer). Public-service jobs (police, fire, mail) are employed by their public body (offline.py, profile.py
#: PUBLIC_JOBS), not by a kind here.
TRADE_EMPLOYERS: dict[str, tuple[str, ...]] = {
    "veterinarian": ("Animal Hospital",), "dentist": ("Dental Group",), "dental hygienist": ("Dental Group",),
    "landscaper": ("Landscaping", "Hospitality Group"), "real estate agent": ("Realty",),
    "property manager": ("Realty", "Hospitality Group"), "flight attendant": ("Aviation",),
    "journalist": ("Media Group",), "photographer": ("Media Group",), "writer": ("Media Group", "Software"),
    "translator": ("Health System", "Media Group"), "civil engineer": ("Engineering",),
    "construction worker": ("Engineering",), "construction manager": ("Engineering",),
    "welder": ("Manufacturing", "Engineering"), "machinist": ("Manufacturing",),
    "mechanic": ("Logistics", "Manufacturing"), "bus driver": ("Unified School District", "Logistics"),
    "licensed electrician": ("Manufacturing", "Engineering", "Health System", "Logistics"),
    "plumber": ("Engineering", "Health System", "Hospitality Group", "Manufacturing"),
    "carpenter": ("Engineering", "Hospitality Group"),
    "sales representative": ("Manufacturing", "Software", "Foods", "Logistics", "Engineering"),
    "research scientist": ("Health System", "Software", "Engineering", "Manufacturing"),
    "claims adjuster": ("Health System", "Logistics"),
}


def employer_list(kinds: Sequence[str]) -> bool:
    """Whether a record type's issuer ``kinds`` are an employer list (an employer's own papers: pay stubs, HR files,
    job offers), the lists :func:`employer_kinds` fits to the person's trade."""
    return len(_EMPLOYERS.intersection(kinds)) >= 3


#: Public-service jobs whose employer's papers (a pay stub, an HR file) come from the public body itself.
PUBLIC_SERVICE = frozenset({"police officer", "firefighter", "mail carrier", "postal clerk"})


def public_body(kinds: Sequence[str], occupation: str, city: str, region: str) -> str:
    """The public body that employs the person, where ``kinds`` are an employer list (:func:`employer_list`) and
    the person's job is a public service (:data:`PUBLIC_SERVICE`: no police officer's misconduct file at "Iola
    Logistics", no mail carrier's pay stub from a grocer; reader17), else ""."""
    job = occupation.removeprefix("retired ")
    if job not in PUBLIC_SERVICE or not employer_list(kinds):
        return ""
    from privasis_hub.synth.profile import public_employer

    return public_employer(job, city, region)


def employer_kinds(kinds: Sequence[str], occupation: str) -> list[str]:
    """Of an employer list's ``kinds`` (a job offer's: "Logistics", "Health System", "Software"...), those whose work
    needs the person's trade (reader15: a "Gilford Software" offer for a nurse practitioner at "the outpatient
    clinic"; s25-contra); any other list, or a trade no kind fits, as it is."""
    from privasis_hub.synth.catalog.professional_services import _DEPARTMENT_OF

    kinds = list(kinds)
    if not occupation or not employer_list(kinds):
        return kinds
    job = occupation.removeprefix("retired ")
    if job in TRADE_EMPLOYERS:  # a trade that works for its own kinds of employer (s27-fit, see TRADE_EMPLOYERS)
        own = TRADE_EMPLOYERS[job]
        return [k for k in kinds if k in own] or [own[0]]
    department = _DEPARTMENT_OF.get(job, "")
    if department in _EMPLOYER_OWN:  # (see _EMPLOYER_OWN)
        return [_EMPLOYER_OWN[department]]
    fit = _EMPLOYER_FIT.get(department, ())
    return [k for k in kinds if k in fit] or kinds


def issuer_name(ctx: ValueContext, category: str, fallback: Sequence[str], rng: random.Random | None = None) -> str:
    """The issuing body's name for this record: a place (the person's city or a surname) and one of the record
    type's ``issuer`` kinds ("Northgate Senior Center", "University of Northgate"), else one of ``fallback``."""
    rng = rng or ctx.rng
    rt = record_type_of(ctx, category)
    if rt is not None and (body := public_body(rt.issuer_kinds, ctx.profile.occupation or "", ctx.profile.city or "",
                                               ctx.profile.region or "")):
        return body  # (a firefighter's pay stub from the fire department, not a school district; s27-fit)
    kind = rng.choice(employer_kinds(rt.issuer_kinds, ctx.profile.occupation or "") if rt is not None and
                      rt.issuer_kinds else tuple(fallback))
    if kind.startswith("="):  # a whole name ("=Chirply"): a platform or network known by its own name
        return kind[1:]
    if "{surname}" in kind:
        name = kind.replace("{surname}", ctx.fake.last_name())
        for _ in range(8):  # no "Morgan State University" in Minneapolis (reader15)
            if not real_school_clash(name, ctx.profile.region):
                break
            name = kind.replace("{surname}", ctx.fake.last_name())
        return name
    if kind.startswith("University of {place}"):  # a university is named for a place, never a surname ("University
        # of Smith"), and not for one whose real university is elsewhere (s25-contra)
        name = kind.replace("{place}", ctx.profile.city)
        return name if not real_school_clash(name, ctx.profile.region) else f"{ctx.profile.city} University"
    if "{county}" in kind:  # a county's office, named for the person's county: "Butte County Board of Elections"
        return kind.replace("{county}", places.county(ctx.profile.region, ctx.profile.city)
                            or f"{ctx.fake.last_name()} County")
    place = ctx.profile.city if rng.random() < 0.5 else ctx.fake.last_name()
    return kind.replace("{place}", place) if "{place}" in kind else f"{place} {kind}"


# --- value generators every category file may name -------------------------------------


def _reference(ctx: ValueContext) -> str:
    letters = "".join(ctx.rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(ctx.rng.randint(2, 3)))
    return code(ctx, letters, ctx.rng.randint(6, 8))


#: How the person asked to be reached, each with the times that fit it: an office calls in its opening hours, a letter
#: or a portal message has no hour (issue 19: one set of channels per record). Each value is what follows "by" in a
#: sentence ("please reach me by e-mail instead of phone calls", "Mr. Lee asked to be contacted by letter to the home
#: address"), so a sentence says the wish in its own grammar (reader4, class 12: "e-mail only, with no calls is the way
#: to reach me"); a "Label:" line shows it as it is. No value holds a comma or "and": a sanitizer that drops the phone
#: and e-mail before "(...)" would read it as a list ("(phone between 10 AM; 2 PM)").
_CONTACT_WAYS: dict[str, tuple[str, ...]] = {
    # short enough to stand as a form's field value ("Preferred contact: text message after 5 PM") and to follow "by"
    # in a sentence; no "rather than post" or "to the personal address instead of phone calls" (reader13 class 2:
    # such a phrase pasted into a declarations page or a reply reads as a template's, not the person's)
    "text message": ("during the working day", "after 5 PM", "on weekdays"),
    "e-mail": ("", "at the address on file", "at the address on file"),
    "phone": ("before noon", "after 5 PM", "from 10 AM to 2 PM", "during the lunch hour", "on any weekday but Monday"),
    # (a US person's "cell phone", not the British "mobile phone": reader14 class 4)
    "cell phone": ("after 5 PM", "from 10 AM to 2 PM", "during the lunch hour", "on any weekday but Monday"),
    "message through the online portal": ("",),
    "letter": ("", " to the home address", " to the home address"),
}
#: The channel word of a contact preference ("mobile phone after 5 PM" -> "phone").
CHANNEL_WORDS: dict[str, str] = {
    "text message": "text", "e-mail": "e-mail", "phone": "phone", "cell phone": "phone", "mobile phone": "phone",
    "message through the online portal": "portal", "letter": "letter",
    # (wordings of earlier builds, still read by checks of stored records)
    "message in the online portal": "portal", "e-mail to the personal address": "e-mail",
}


def preferred_channel(value: str) -> str:
    """The channel a contact preference names ("text", "e-mail", "phone", "portal" or "letter"), or ""."""
    return next((word for way, word in sorted(CHANNEL_WORDS.items(), key=lambda kv: -len(kv[0]))
                 if value.startswith(way)), "")


def _contact_preference(ctx: ValueContext) -> str:
    """How the person asked to be reached, the same for every contact field of the record (drawn once per case)."""
    rng = _record_rng(ctx, "channel")
    way = rng.choice(tuple(_CONTACT_WAYS))
    when = rng.choice(_CONTACT_WAYS[way])
    return f"{way}{when}" if not when or when.startswith(" ") else f"{way} {when}"


def _date_after(ctx: ValueContext, low: int, high: int) -> str:
    return fmt_date(ctx.record_date + dt.timedelta(days=ctx.rng.randint(low, high)), ctx.rng)


#: Generators for values any kind of document may hold (a data file names them like its own ones);
#: a category module's ``GENERATORS`` override a name given here.
COMMON_GENERATORS: dict[str, Generator] = {
    "recent_date": lambda ctx: _date_after(ctx, -120, -1),
    "past_year_date": lambda ctx: _date_after(ctx, -365, -30),
    "earlier_date": lambda ctx: _date_after(ctx, -1500, -180),
    "upcoming_date": lambda ctx: _date_after(ctx, 7, 120),
    "clock_time": time_of_day,
    "contact_preference": _contact_preference,
    "other_person": person_name,
    "child_name": lambda ctx: f"{ctx.fake.first_name()} {ctx.profile.last_name}",
    "reference_number": _reference,
    "small_amount": lambda ctx: money(ctx, 15, 400),
    "medium_amount": lambda ctx: money(ctx, 400, 6000),
    "large_amount": lambda ctx: money(ctx, 6000, 90000, cents=False),
    "annual_amount": lambda ctx: money(ctx, 18000, 160000, cents=False),
    "yearly_pay": lambda ctx: f"${yearly_pay(ctx):,}",
    "hourly_pay": lambda ctx: f"${yearly_pay(ctx) / 2080:,.2f} an hour",
    # a fitness tracker's week: numbers of the person's own, not one of a few shared by everyone (reader11 class 11)
    "week_steps": lambda ctx: f"{ctx.rng.randint(21000, 92000):,} steps",
    "week_calories": lambda ctx: f"{ctx.rng.randint(1500, 4200):,} active calories",
    "week_minutes": lambda ctx: f"{ctx.rng.randint(85, 330)} active minutes",
    "day_count": lambda ctx: f"{ctx.rng.choice((5, 7, 10, 14, 15, 21, 30, 45, 60, 90))} days",
    "month_day": lambda ctx: f"the {ctx.rng.choice(('1st', '5th', '10th', '12th', '15th', '20th', '25th', '28th'))}"
                             " of each month",
}


# --- loading the data files -------------------------------------------------------------

#: Category files in the order the build draws from (the order changes which rows a seed gives).
CATEGORY_FILES: tuple[str, ...] = (
    "medical", "legal", "financial", "government", "personal", "community", "professional_services",
    "education", "media", "recreation",
)  # fmt: skip
DATA_PACKAGE = "privasis_hub.data.privasis"


class CatalogError(UserError):
    """A catalogue data file is malformed; the message names the file, the entry and what to fix."""


def _profile(attr: str) -> Generator:
    if attr == "date_of_birth":  # the person's birth date in the record's own date style
        return lambda ctx: _restyled(str(ctx.profile.date_of_birth))
    return lambda ctx: str(getattr(ctx.profile, attr))


def _restyled(value: str) -> str:
    """A date value in the record's :data:`DATE_STYLE` (unchanged outside a record's drawing or if not a date)."""
    day, style = event_day(value), DATE_STYLE.get()
    if day is None or style is None or event_day(value) is None:
        return value
    return (f"{day.strftime('%B')} {day.day}, {day.year}", day.isoformat(), day.strftime("%m/%d/%Y"))[style]


def _read(name: str, where: str | None = None) -> tuple[dict, str]:
    """The parsed YAML mapping of data file ``name`` (from ``where`` or the package) and its path."""
    if where is not None:
        from pathlib import Path

        path = Path(where) / f"{name}.yaml"
        if not path.exists():
            raise CatalogError(f"{path}: catalogue file not found")
        text, label = path.read_text(encoding="utf-8"), str(path)
    else:
        res = resources.files(DATA_PACKAGE).joinpath(f"{name}.yaml")
        text, label = res.read_text(encoding="utf-8"), f"privasis_hub/data/privasis/{name}.yaml"
    try:
        data = yaml.load(text, Loader=YAML_LOADER)
    except yaml.YAMLError as err:
        raise CatalogError(f"{label}: not valid YAML: {err}") from err
    if not isinstance(data, dict):
        raise CatalogError(f"{label}: expected a mapping at the top level, got {type(data).__name__}")
    return data, label


def _need(obj: dict, key: str, kind: type | tuple[type, ...], where: str) -> object:
    if key not in obj:
        raise CatalogError(f"{where}: missing '{key}'")
    value = obj[key]
    if not isinstance(value, kind) or (isinstance(value, (str, list, dict)) and not value):
        want = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise CatalogError(f"{where}: '{key}' must be a non-empty {want}, got {value!r}")
    return value


def _strings(obj: dict, key: str, where: str) -> tuple[str, ...]:
    items = _need(obj, key, list, where)
    for i, item in enumerate(items):
        if not isinstance(item, str) or not item.strip():
            raise CatalogError(f"{where}: {key}[{i}] must be a non-empty string, got {item!r}")
    return tuple(items)


def _field_spec(key: str, entry: object, where: str, generators: dict[str, Generator] | None) -> FieldSpec:
    if not isinstance(entry, dict):
        raise CatalogError(f"{where}: expected a mapping with label, group, sensitivity, sentences")
    unknown = sorted(set(entry) - {"label", "group", "sensitivity", "sentences", "choices", "generator", "pooled",
                                   "fits", "tense_of", "goes_with", "office_only"})
    if unknown:
        raise CatalogError(f"{where}: unknown setting '{unknown[0]}'")
    label = _need(entry, "label", str, where)
    group = _need(entry, "group", str, where)
    sensitivity = _need(entry, "sensitivity", (int, float), where)
    if not 0.0 <= float(sensitivity) <= 1.0:
        raise CatalogError(f"{where}: 'sensitivity' must be between 0 and 1, got {sensitivity}")
    sentences = _strings(entry, "sentences", where)
    choices: tuple[str, ...] = ()
    choice_fits: tuple[tuple[str, Fit], ...] = ()
    if "fits" in entry and "choices" not in entry:
        raise CatalogError(f"{where}: 'fits' names some of the field's choices; this field has no 'choices'")
    if generators is None:  # a profile field: the value is the profile's attribute
        generate = (lambda ctx: ctx.profile.full_name) if key == "full_name" else _profile(key)
    elif "choices" in entry and "generator" in entry:
        raise CatalogError(f"{where}: give either 'choices' or 'generator', not both")
    elif "choices" in entry:
        choices = _strings(entry, "choices", where)
        choice_fits = _choice_fits(entry.get("fits"), choices, where)
        generate = choice(choices, dict(choice_fits))
    else:
        name = _need(entry, "generator", str, where)
        if name not in generators:
            raise CatalogError(f"{where}: generator '{name}' is not defined in the category's GENERATORS",
                               hint=f"one of: {', '.join(sorted(generators))}")
        generate = generators[name]
    pooled = entry.get("pooled", "choices" in entry)
    if not isinstance(pooled, bool):
        raise CatalogError(f"{where}: 'pooled' must be true or false, got {pooled!r}")
    tense_of = _strings(entry, "tense_of", where) if "tense_of" in entry else ()
    goes_with = None
    if "goes_with" in entry:
        spec = entry["goes_with"]
        if (not isinstance(spec, dict) or len(spec) != 1 or not isinstance(next(iter(spec.values())), dict)
                or any(c not in choices or not isinstance(v, list) for c, v in next(iter(spec.values())).items())):
            raise CatalogError(f"{where}: goes_with: expected {{other_field: {{one of this field's choices: [the other's "
                               "values it goes with]}}}}")
        other, pairs = next(iter(spec.items()))
        goes_with = (str(other), tuple((str(c), tuple(str(x) for x in v)) for c, v in pairs.items()))
    office_only = entry.get("office_only", False)
    if not isinstance(office_only, bool):
        raise CatalogError(f"{where}: 'office_only' must be true or false, got {office_only!r}")
    return FieldSpec(str(key), label, group, float(sensitivity), generate, sentences, pooled, choices, choice_fits,
                     tense_of, goes_with, office_only)


def _choice_fits(entry: object, choices: tuple[str, ...], where: str) -> tuple[tuple[str, Fit], ...]:
    """A field's ``fits``: some of its choices -> whom each fits (``age``, ``sex``, ``marital``, ``work``)."""
    if entry is None:
        return ()
    if not isinstance(entry, dict) or not entry:
        raise CatalogError(f"{where}: fits: expected a mapping of some of the field's choices -> whom each fits")
    out = []
    for value, fit in entry.items():
        if value not in choices:
            raise CatalogError(f"{where}: fits: {value!r} is not one of the field's choices")
        out.append((str(value), _fit(_fits(fit, f"{where}: fits: {value!r}"))))
    return tuple(out)


def _check_placeholders(templates: tuple[str, ...], allowed: frozenset[str], where: str) -> None:
    from string import Formatter

    for i, template in enumerate(templates):
        try:
            names = [name for _, name, _, _ in Formatter().parse(template) if name is not None]
        except ValueError as err:
            raise CatalogError(f"{where}[{i}]: malformed template {template!r}: {err}") from err
        if "{first_name} {last_name}" in template:
            raise CatalogError(f"{where}[{i}]: {template!r} spells the full name from its parts",
                               hint="write {full_name}, so the whole name is one annotated value")
        for name in names:
            if name not in allowed:
                raise CatalogError(f"{where}[{i}]: placeholder '{{{name}}}' in {template!r} is not a field of "
                                   "this record", hint=f"use one of: {', '.join(sorted(allowed))}")


@lru_cache(maxsize=1)
def profile_fields() -> tuple[FieldSpec, ...]:
    """The fields every record may hold, from ``profile.yaml`` (values come from the profile)."""
    data, label = _read("profile")
    fields = _need(data, "fields", dict, label)
    specs = tuple(_field_spec(k, v, f"{label}: field '{k}'", None) for k, v in fields.items())
    sections = profile_sections()
    for f in specs:
        if f.group not in sections:
            raise CatalogError(f"{label}: field '{f.key}': group '{f.group}' has no entry under 'sections'")
    return specs


@lru_cache(maxsize=1)
def profile_sections() -> dict[str, tuple[str, ...]]:
    """Section headings for the profile fields' groups, from ``profile.yaml``."""
    data, label = _read("profile")
    raw = _need(data, "sections", dict, label)
    sections = {str(g): _strings(raw, g, f"{label}: sections") for g in raw}
    _check_headings(sections, label)
    return sections


def _check_headings(sections: dict[str, tuple[str, ...]], label: str) -> None:
    """Headings are prose a reader sees: none may be a field group's (schema) name."""
    groups = {g.lower() for g in sections} | {"identity", "identifiers", "contact and location", "employment",
                                              "personal circumstances"}
    for group, headings in sections.items():
        for h in headings:
            if h.lower() in groups:
                raise CatalogError(f"{label}: sections: '{group}': heading '{h}' is a field group's name",
                                   hint="write the heading a real document would carry")


#: Fewest details (its own fields plus profile fields) a record type may declare.
MIN_RECORD_DETAILS = 24
#: Fewest background templates a record type must be able to use (see :func:`background_fits`).
MIN_BACKGROUNDS = 3
_BACKGROUND_PROFILE_KEYS = ("life_event", "occupation", "city")


def template_keys(template: str) -> frozenset[str]:
    """The placeholder names in a ``{key}`` template."""
    from string import Formatter

    return frozenset(name for _, name, _, _ in Formatter().parse(template) if name)


def background_fits(template: str, profile_fields: Sequence[str]) -> bool:
    """True when every profile value the background ``template`` mentions is one the record type holds."""
    return all(k in profile_fields for k in template_keys(template) if k in _BACKGROUND_PROFILE_KEYS)


def _unique_list(entry: dict, key: str, where: str) -> tuple[str, ...]:
    items = _strings(entry, key, where)
    seen: set[str] = set()
    for item in items:
        if item in seen:
            raise CatalogError(f"{where}: {key}: '{item}' is listed twice")
        seen.add(item)
    return items


_FIT_KEYS = ("age", "sex", "marital", "work", "citizen", "pay", "housing")


def _fits(entry: object, where: str) -> dict:
    """A ``fits`` mapping checked: ``age: [min, max]``, ``sex``/``marital``/``work``: lists of known values,
    ``citizen``: true or false, ``pay``: the most a year's pay at the bottom of the person's occupation's band may be
    (a means-tested benefit)."""
    from privasis_hub.synth.profile import MARITAL_STATUSES, SEXES

    if entry is None:
        return {}
    if not isinstance(entry, dict) or not entry:
        raise CatalogError(f"{where}: fits: expected a mapping of {', '.join(_FIT_KEYS)}")
    unknown = sorted(set(entry) - set(_FIT_KEYS))
    if unknown:
        raise CatalogError(f"{where}: fits: unknown setting '{unknown[0]}'", hint=f"one of: {', '.join(_FIT_KEYS)}")
    age = entry.get("age", [0, 200])
    if (not isinstance(age, list) or len(age) != 2 or not all(isinstance(a, int) for a in age)
            or not 0 <= age[0] <= age[1]):
        raise CatalogError(f"{where}: fits: age must be [youngest, oldest], got {age!r}")
    for key, known in (("sex", SEXES), ("marital", MARITAL_STATUSES), ("work", WORK_STATES),
                       ("housing", HOUSING_TENURES)):
        values = entry.get(key, [])
        if not isinstance(values, list):
            raise CatalogError(f"{where}: fits: {key} must be a list, got {values!r}")
        for value in values:
            if value not in known:
                raise CatalogError(f"{where}: fits: {key}: {value!r} is not one of: {', '.join(known)}")
    if "citizen" in entry and not isinstance(entry["citizen"], bool):
        raise CatalogError(f"{where}: fits: citizen must be true or false, got {entry['citizen']!r}")
    if "pay" in entry and (not isinstance(entry["pay"], int) or isinstance(entry["pay"], bool) or entry["pay"] <= 0):
        raise CatalogError(f"{where}: fits: pay must be a yearly amount in whole dollars, got {entry['pay']!r}")
    return dict(entry)


#: Ages a drawn profile can have (see privasis_hub.synth.profile), and the youngest a retired person is.
_PROFILE_AGES = (18, 100)
_RETIRED_FROM = 55


def _check_everyone_fits(record_types: dict[str, RecordType], label: str) -> None:
    """Every person a build can draw must fit some record type of the category (the build picks the category
    first): checked at each age where some record type's fit changes, for each sex, marital status, work and
    citizenship."""
    from types import SimpleNamespace

    from privasis_hub.synth.profile import MARITAL_STATUSES, SEXES, profile_rules

    pay = profile_rules().occupation_pay
    best_paid = max(pay, key=lambda o: pay[o][0])  # the person no means-tested record type fits
    fits = {rt.fit for rt in record_types.values()}
    ages = sorted({a for f in fits for a in (f.min_age, f.max_age + 1)} | set(_PROFILE_AGES))
    for age in (a for a in ages if _PROFILE_AGES[0] <= a <= _PROFILE_AGES[1]):
        for sex in SEXES:
            for marital in MARITAL_STATUSES:
                for work in WORK_STATES if age >= _RETIRED_FROM else ("employed",):
                    for citizenship in (_HOME_CITIZENSHIP, "Canadian"):
                        person = SimpleNamespace(age=age, sex=sex, marital_status=marital, citizenship=citizenship,
                                                 occupation=f"retired {best_paid}" if work == "retired" else best_paid)
                        if not any(f.admits(person) for f in fits):
                            raise CatalogError(f"{label}: no record type fits a {age}-year-old {sex}, {marital}, "
                                               f"{work}, {citizenship} citizen",
                                               hint="widen some record type's 'fits' or add one that fits")


def _fit(merged: dict) -> Fit:
    age = merged.get("age", [0, 200])
    return Fit(age[0], age[1], tuple(merged.get("sex", ())), tuple(merged.get("marital", ())),
               tuple(merged.get("work", ())), merged.get("citizen"), merged.get("pay"), tuple(merged.get("housing", ())))


def _record_type(rt: str, entry: object, where: str, category: str, sub: str, formats: tuple[str, ...],
                 by_key: dict[str, FieldSpec], backgrounds: tuple[str, ...], issuer_kinds: tuple[str, ...] = (),
                 pools: dict[str, tuple[str, ...]] | None = None, sub_fits: dict | None = None) -> RecordType:
    """Validate one record type's entry: its formats, its own fields and the profile fields it may hold."""
    if not isinstance(entry, dict):
        raise CatalogError(f"{where}: expected a mapping with formats, fields and profile_fields")
    unknown = sorted(set(entry) - {"formats", "fields", "profile_fields", "backgrounds", "matter", "issuer", "fits",
                                   "timeline", "amounts", "signers"})
    if unknown:
        raise CatalogError(f"{where}: unknown setting '{unknown[0]}'",
                           hint="a record type has formats, fields, profile_fields and optionally backgrounds, "
                                "matter, issuer, fits and timeline")
    fit = _fit({**(sub_fits or {}), **_fits(entry.get("fits"), where)})
    if "backgrounds" in entry:
        backgrounds = _background_list(entry, where)
    rt_formats = _unique_list(entry, "formats", where)
    for f in rt_formats:
        if f not in formats:
            raise CatalogError(f"{where}: format '{f}' is not one of the category's formats",
                               hint=f"add it to the top-level formats or use one of: {', '.join(formats)}")
    rt_fields = _unique_list(entry, "fields", where)
    for k in rt_fields:
        if k not in by_key:
            raise CatalogError(f"{where}: field '{k}' is not defined under this file's fields",
                               hint="define it under 'fields' or remove it from the record type")
    profile = {f.key: f for f in profile_fields()}
    rt_profile = _unique_list(entry, "profile_fields", where)
    for k in rt_profile:
        if k not in profile:
            raise CatalogError(f"{where}: profile field '{k}' is not a field of profile.yaml",
                               hint=f"use one of: {', '.join(profile)}")
    if "full_name" not in rt_profile:
        raise CatalogError(f"{where}: profile_fields must include 'full_name' (every record names its person)")
    own = set(rt_profile) | {"first_name", "last_name"}
    for k in rt_fields:
        for name in sorted(set().union(*(template_keys(t) for t in by_key[k].sentences)) - {k}):
            if name not in own:
                raise CatalogError(f"{where}: field '{k}' mentions profile field '{name}' in its sentences, which "
                                   "this record type does not hold",
                                   hint=f"add '{name}' to its profile_fields or reword the field's sentences")
    if len(rt_fields) + len(rt_profile) < MIN_RECORD_DETAILS:
        raise CatalogError(f"{where}: holds {len(rt_fields) + len(rt_profile)} details "
                           f"({len(rt_fields)} fields, {len(rt_profile)} profile fields); "
                           f"a record needs at least {MIN_RECORD_DETAILS}",
                           hint="add the fields or profile fields a document of this kind carries")
    usable = sum(background_fits(b, rt_profile) for b in backgrounds)
    if usable < MIN_BACKGROUNDS:
        raise CatalogError(f"{where}: only {usable} of its backgrounds fit its profile_fields "
                           f"(they mention {', '.join(_BACKGROUND_PROFILE_KEYS)}); at least {MIN_BACKGROUNDS} "
                           "are needed", hint="add backgrounds that mention only the record type's own values")
    groups = tuple(dict.fromkeys(by_key[k].group for k in rt_fields))
    matter, drawn = _matter(entry.get("matter"), f"{where}: matter", rt_fields, by_key, pools or {})
    if "issuer" in entry:
        issuer_kinds = _unique_list(entry, "issuer", where)
    roles = dict(entry.get("timeline") or {})
    chains = roles.pop("order", None) or []
    if not isinstance(roles, dict) or any(k not in rt_fields or v not in ROLES for k, v in roles.items()):
        raise CatalogError(f"{where}: timeline: expected a mapping of the record type's own dated fields to "
                           f"{' or '.join(ROLES)} (and an optional order), got {roles!r}")
    if not isinstance(chains, list) or any(not isinstance(c, list) or len(c) < 2 or any(k not in rt_fields and k not in _CASE_DATES for k in c)
                                           for c in chains):
        raise CatalogError(f"{where}: timeline: order: expected chains of two or more of the record type's own "
                           f"dated fields, got {chains!r}")
    amounts = entry.get("amounts") or {}
    if not isinstance(amounts, dict) or any(
            k not in rt_fields or not isinstance(r, list) or len(r) != 2
            or not all(isinstance(x, (int, float)) for x in r) or not 0 <= r[0] < r[1] for k, r in amounts.items()):
        raise CatalogError(f"{where}: amounts: expected a mapping of the record type's own amount fields to "
                           f"[low, high] dollars, got {amounts!r}")
    return RecordType(rt, category, sub, rt_formats, rt_fields, groups, rt_profile, backgrounds, matter,
                      issuer_kinds, drawn, fit, tuple((str(k), str(v)) for k, v in roles.items()),
                      tuple((str(k), (float(r[0]), float(r[1]))) for k, r in amounts.items()),
                      tuple(tuple(str(k) for k in c) for c in chains),
                      _unique_list(entry, "signers", where) if "signers" in entry else ())


def _matter(entry: object, where: str, rt_fields: tuple[str, ...], by_key: dict[str, FieldSpec],
            pools: dict[str, tuple[str, ...]]) -> tuple[tuple[tuple[str, tuple[str, ...]], ...], ...]:
    """A record type's ``matter``: each of its own choice fields narrowed to some of that field's choices, and
    each of its generated fields whose generator has a pool (the category module's ``POOLS``) to some of the pool.

    Returns (choice-field matter, generated-field matter).
    """
    if entry is None:
        return (), ()
    if not isinstance(entry, dict) or not entry:
        raise CatalogError(f"{where}: expected a mapping of field -> list of that field's choices")
    out, drawn = [], []
    for key in entry:
        if key not in rt_fields:
            raise CatalogError(f"{where}: '{key}' is not one of the record type's fields")
        allowed = by_key[key].choices or pools.get(key, ())
        if not allowed:
            raise CatalogError(f"{where}: field '{key}' has no 'choices' to narrow (its value is generated)",
                               hint="give matter only for choice fields or fields whose generator has a pool")
        items = _unique_list(entry, key, f"{where}")
        outside = [i for i in items if i not in allowed]
        if outside:
            raise CatalogError(f"{where}: {key}: '{outside[0]}' is not one of the field's choices")
        (out if by_key[key].choices else drawn).append((str(key), items))
    return tuple(out), tuple(drawn)


def _background_list(entry: dict, where: str) -> tuple[str, ...]:
    """A subcategory's or record type's own ``backgrounds`` (templates with background placeholders only)."""
    items = _unique_list(entry, "backgrounds", where)
    _check_placeholders(items, BACKGROUND_KEYS, f"{where}: backgrounds")
    return items


def load_category(name: str, where: str | None = None) -> Category:
    """Load and validate one category file (``where``: a folder to read it from instead of the package)."""
    data, label = _read(name, where)
    cat_name = _need(data, "name", str, label)
    module = import_module(f"privasis_hub.synth.catalog.{name}")
    generators: dict[str, Generator] = {**COMMON_GENERATORS, **getattr(module, "GENERATORS", {})}
    #: field key -> every value its generator can draw (what a record type's ``matter`` may narrow it to)
    pools: dict[str, tuple[str, ...]] = dict(getattr(module, "POOLS", {}))
    formats = _strings(data, "formats", label)
    for f in formats:
        if f not in FORMATS:
            raise CatalogError(f"{label}: format '{f}' is not a known format", hint=f"one of: {', '.join(FORMATS)}")
    raw_fields = _need(data, "fields", dict, label)
    fields = tuple(_field_spec(k, v, f"{label}: field '{k}'", generators) for k, v in raw_fields.items())
    by_key = {f.key: f for f in fields}
    allowed_keys = PROFILE_KEYS
    for f in fields:
        _check_placeholders(f.sentences, allowed_keys | {f.key}, f"{label}: field '{f.key}': sentences")
        # (the other field's choices, or for a generated field the values its pool or the module's own list holds)
        if f.goes_with and (f.goes_with[0] not in by_key or any(
                x not in (by_key[f.goes_with[0]].choices or pools.get(f.goes_with[0])
                          or getattr(module, "GOES_WITH_VALUES", {}).get(f.goes_with[0], ()))
                for _, v in f.goes_with[1] for x in v)):
            raise CatalogError(f"{label}: field '{f.key}': goes_with names a field or values this category lacks")
        if unknown_event := [k for k in f.tense_of if k not in by_key]:
            raise CatalogError(f"{label}: field '{f.key}': tense_of: '{unknown_event[0]}' is not a field of this "
                               "category", hint="name the dated field whose event the fact belongs to")
    raw_sections = _need(data, "sections", dict, label)
    sections = {str(g): _strings(raw_sections, g, f"{label}: sections") for g in raw_sections}
    _check_headings(sections, label)
    for f in fields:
        if f.group not in sections:
            raise CatalogError(f"{label}: field '{f.key}': group '{f.group}' has no entry under 'sections'",
                               hint="add the group under 'sections' with one or more headings")
    backgrounds = _strings(data, "backgrounds", label)
    _check_placeholders(backgrounds, BACKGROUND_KEYS, f"{label}: backgrounds")
    filler = _strings(data, "filler", label)
    _check_placeholders(filler, PROFILE_KEYS, f"{label}: filler")
    subs = _need(data, "subcategories", dict, label)
    subcategories: dict[str, tuple[str, ...]] = {}
    sub_signers: dict[str, tuple[str, ...]] = {}
    record_types: dict[str, RecordType] = {}
    for sub, sub_entry in subs.items():
        where = f"{label}: subcategory '{sub}'"
        if not isinstance(sub_entry, dict):
            raise CatalogError(f"{where}: expected a mapping with record_types")
        if "fields" in sub_entry:
            raise CatalogError(f"{where}: 'fields' belong to each record type, not to the subcategory",
                               hint="move the list under each record type's 'fields', keeping only what that "
                                    "kind of document holds")
        unknown = sorted(set(sub_entry) - {"record_types", "backgrounds", "issuer", "fits", "signers"})
        if unknown:
            raise CatalogError(f"{where}: unknown setting '{unknown[0]}'",
                               hint="a subcategory holds record_types and optionally backgrounds, issuer, fits "
                                    "and signers")
        if "signers" in sub_entry:
            sub_signers[sub] = _unique_list(sub_entry, "signers", where)
        sub_fits = _fits(sub_entry.get("fits"), where)
        sub_backgrounds = _background_list(sub_entry, where) if "backgrounds" in sub_entry else backgrounds
        sub_issuer = _unique_list(sub_entry, "issuer", where) if "issuer" in sub_entry else ()
        types = _need(sub_entry, "record_types", dict, where)
        subcategories[sub] = tuple(types)
        for rt, rt_entry in types.items():
            rwhere = f"{label}: record type '{rt}'"
            if rt in record_types:
                raise CatalogError(f"{rwhere}: defined twice (record type names are unique per category)")
            record_types[rt] = _record_type(rt, rt_entry, rwhere, cat_name, sub, formats, by_key, sub_backgrounds,
                                            sub_issuer, pools, sub_fits)
    _check_everyone_fits(record_types, label)
    held = {k for rt in record_types.values() for k in rt.fields}
    for f in fields:
        if f.key not in held:
            raise CatalogError(f"{label}: field '{f.key}' is held by no record type",
                               hint="add it to the 'fields' of the record types whose documents carry it, "
                                    "or delete it")
    rules = _rules(data, label, by_key)
    ratios = _ratios(data, label, by_key)
    day_rules = _day_rules(data, label, by_key)
    issuer = _issuer(data, label, by_key)
    timeline = _timeline(data, label, by_key)
    for rt in record_types.values():
        if any(k not in timeline.roles for k, _ in rt.timeline_roles) or any(
                k not in timeline.roles for c in rt.timeline_orders for k in c):
            raise CatalogError(f"{label}: record type '{rt.name}': timeline names a field the category's timeline "
                               "gives no role", hint="list it under the top-level timeline's past or future")
    private, private_open, private_most = _private_life(data, label, by_key, record_types)
    return Category(
        private_life=private,
        private_life_open=private_open,
        private_life_most=private_most,
        timeline=timeline,
        rules=rules,
        day_rules=day_rules,
        ratios=ratios,
        issuer=issuer,
        name=cat_name,
        subcategories=subcategories,
        fields=fields,
        filler=filler,
        backgrounds=backgrounds,
        formats=formats,
        record_types=record_types,
        sections=sections,
        sub_signers=sub_signers,
    )


def _private_life(data: dict, label: str, by_key: dict[str, FieldSpec], record_types: dict[str, RecordType]
                  ) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """A category's ``private_life``: its fields of a person's private life, the record types open to them (a diary,
    a letter to someone close) and the most of them any other record type holds; a record type over it is an error
    (a guest list, a speech or meeting notes draw the fields of their own genre instead)."""
    entry = data.get("private_life")
    if entry is None:
        return (), (), 0
    where = f"{label}: private_life"
    if not isinstance(entry, dict) or set(entry) - {"fields", "open_to", "at_most", "kinds", "carries"}:
        raise CatalogError(f"{where}: expected a mapping with fields, open_to, at_most, kinds and carries")
    keys = _unique_list(entry, "fields", where)
    if unknown := [k for k in keys if k not in by_key]:
        raise CatalogError(f"{where}: '{unknown[0]}' is not a field of this category")
    open_to = _unique_list(entry, "open_to", where) if "open_to" in entry else ()
    if unknown := [t for t in open_to if t not in record_types]:
        raise CatalogError(f"{where}: open_to: '{unknown[0]}' is not a record type of this category")
    most = entry.get("at_most")
    if not isinstance(most, int) or isinstance(most, bool) or most < 0:
        raise CatalogError(f"{where}: at_most: expected a whole number of fields, got {most!r}")
    for rt in record_types.values():
        held = [k for k in rt.fields if k in keys]
        if rt.name not in open_to and len(held) > most:
            raise CatalogError(f"{label}: record type '{rt.name}' holds {len(held)} private-life fields "
                               f"({', '.join(held)}); at most {most} outside {', '.join(open_to) or 'none'}",
                               hint="give it the fields of its own genre (a guest list's guests, a speech's career, "
                                    "meeting notes' decisions) instead")
    _fact_kinds(entry, where, by_key, record_types)
    return keys, open_to, most


def _fact_kinds(entry: dict, where: str, by_key: dict[str, FieldSpec], record_types: dict[str, RecordType]) -> None:
    """``private_life``'s ``kinds`` (a kind of a person's own fact: its fields) and ``carries`` (record type -> the
    kinds its purpose calls for): a record type that holds a field of a kind it does not carry is an error (reader10
    class 1: a credit-card debt confided to a stranger in an adoption reunion letter, a partner and a pet heading a
    house's maintenance log)."""
    kinds, carries = entry.get("kinds") or {}, entry.get("carries") or {}
    if not isinstance(kinds, dict) or not isinstance(carries, dict):
        raise CatalogError(f"{where}: kinds and carries: expected mappings")
    kind_of: dict[str, str] = {}
    for kind, keys in kinds.items():
        for key in keys or ():
            if key not in by_key:
                raise CatalogError(f"{where}: kinds: {kind}: '{key}' is not a field of this category")
            kind_of[key] = kind
    for name, carried in carries.items():
        if name not in record_types:
            raise CatalogError(f"{where}: carries: '{name}' is not a record type of this category")
        if unknown := [k for k in carried or () if k not in kinds]:
            raise CatalogError(f"{where}: carries: {name}: '{unknown[0]}' is not one of the kinds")
        if stray := [k for k in record_types[name].fields if k in kind_of and kind_of[k] not in (carried or ())]:
            raise CatalogError(f"{where}: record type '{name}' holds '{stray[0]}', a fact of kind "
                               f"'{kind_of[stray[0]]}' that it does not carry",
                               hint="give it the facts of its own purpose instead, or add the kind to its carries")


def _office_phone(ctx: ValueContext) -> str:
    """The office's number, under an area code of the person's town (the office's town: see render's office line)."""
    from privasis_hub import safe_ids

    region = getattr(ctx.profile, "region", "") or ""
    return safe_ids.phone(ctx.rng, region, places.area_codes(region, getattr(ctx.profile, "city", "") or ""))


def _office_address(ctx: ValueContext) -> str:
    """The office's street address on a commercial street of the person's town (the office's town: see render's
    office line), a high floor only in a city (reader13 class 13)."""
    drawn = places.street_address(ctx.rng, office=True)  # (the draws it always made: the record's other values
    # stay as they were) and the office's own address from a generator of its own, seeded by them
    return places.office_address(random.Random(zlib.crc32(drawn.encode())), getattr(ctx.profile, "region", "") or "",
                                 getattr(ctx.profile, "city", "") or "")


@lru_cache(maxsize=1)
def case_fields() -> tuple[FieldSpec, ...]:
    """The facts of a record's case every category shares (issuer's address and phone, who signs), from ``case.yaml``."""
    from privasis_hub import safe_ids

    data, label = _read("case")
    generators = {**COMMON_GENERATORS, "office_address": _office_address, "case_opened": _case_opened,
                  "office_phone": _office_phone, "staff_email": lambda ctx: safe_ids.email(ctx.rng)}
    fields = _need(data, "fields", dict, label)
    specs = tuple(_field_spec(k, v, f"{label}: field '{k}'", generators) for k, v in fields.items())
    for f in specs:
        _check_placeholders(f.sentences, PROFILE_KEYS | {f.key}, f"{label}: field '{f.key}': sentences")
    return specs


#: Cross-field rule kinds a category file may declare under ``rules``.
RULE_KINDS = ("at_most", "before", "apart", "ratio", "named_for", "dated_by", "same_day", "opens_before", "timed_by",
              "one_told", "covers")
#: What the two keys of a ``timed_by`` rule look like: a clock time's, then a date's.
_HOURS_OR_DAY = (re.compile(r"_time$"), re.compile(r"date"))
#: Rule kinds about two dates of one event or an opening and its period: read by :func:`_day_rules`.
_DAY_KINDS = ("same_day", "opens_before")


def _rules(data: dict, label: str, by_key: dict[str, FieldSpec]) -> tuple[tuple[str, str, str], ...]:
    """The category's ``rules``: a list of ``{at_most: [field, other_field]}`` (field's amount <= other's),
    ``{before: [field, other_field]}`` (field's date is not after other's: what happened first is dated first) and
    ``{apart: [field, other_field]}`` (field, a choice, never names what other's value names: a shot still due is
    not one on record), ``{named_for: [body, person]}`` (a body named for a person has that person as ``person``) and
    ``{dated_by: [reference, date]}`` (a reference's embedded YYMMDD is the date's: a wire sent on its transaction day),
    ``{timed_by: [time, date]}`` (a clock time and the date of its event: told together, "at 10:40 AM on June 2"),
    ``{one_told: [field, other_field]}`` (two fields answering one question of the case, the role a member holds and
    the role applied for, the notice a candidate needs and the day they start: a record telling other_field leaves
    field out, so the case has one answer; field may be a profile fact), ``{covers: [term, date]}`` (a term, "6 months from May 6, 2024",
    starts on or before the date it governs and lasts past it); ``ratio`` rules are read by :func:`_ratios`."""
    out = []
    for i, entry in enumerate(data.get("rules") or []):
        where = f"{label}: rules[{i}]"
        if not isinstance(entry, dict) or len(entry) != 1 or next(iter(entry)) not in RULE_KINDS:
            raise CatalogError(f"{where}: expected one of {', '.join(RULE_KINDS)} with a pair of fields, got {entry!r}")
        kind, pair = next(iter(entry.items()))
        if kind == "ratio" or kind in _DAY_KINDS:  # kept by :func:`_ratios`, :func:`_day_rules`
            continue
        if not isinstance(pair, list) or len(pair) != 2 or any(k not in by_key and not (
                kind == "one_told" and j == 0 and k in PROFILE_KEYS) for j, k in enumerate(pair)):
            # (a ``one_told`` may leave out a profile fact: no employer beside the business a tax file is about)
            raise CatalogError(f"{where}: '{kind}' needs two of this category's fields, got {pair!r}")
        if kind == "timed_by" and (pair[0] == pair[1] or not all(_HOURS_OR_DAY[j].search(k)
                                                                   for j, k in enumerate(pair))):
            raise CatalogError(f"{where}: 'timed_by' pairs a clock time field (a key ending in _time) with the date "
                               f"field of its event (a key with 'date' in it), got {pair!r}")
        if kind == "apart" and not by_key[pair[0]].choices:
            raise CatalogError(f"{where}: 'apart' redraws its first field from its choices; '{pair[0]}' has none")
        out.append((kind, pair[0], pair[1]))
    return tuple(out)


def _ratios(data: dict, label: str, by_key: dict[str, FieldSpec]) -> tuple[tuple[str, str, float, float], ...]:
    """The category's ``ratio`` rules: ``{ratio: [field, other_field, low, high]}``, field's figure between low and
    high times other's (tax withheld is 7-15% of the wages it is withheld from; a quarter's wages $6,000-$20,000 a
    head), kept in the order declared, so a chain of them derives one figure from the next."""
    out = []
    for i, entry in enumerate(data.get("rules") or []):
        if not isinstance(entry, dict) or "ratio" not in entry:
            continue
        spec = entry["ratio"]
        where = f"{label}: rules[{i}]"
        if (not isinstance(spec, list) or len(spec) != 4 or any(k not in by_key for k in spec[:2])
                or not all(isinstance(x, (int, float)) for x in spec[2:]) or not 0 < spec[2] <= spec[3]):
            raise CatalogError(f"{where}: 'ratio' needs two of this category's fields and 0 < low <= high, got "
                               f"{spec!r}")
        out.append((spec[0], spec[1], float(spec[2]), float(spec[3])))
    return tuple(out)


#: Case fields (``case.yaml``) a category's timeline may name beside its own fields.
_CASE_DATES = ("case_opened_date",)


def _day_rules(data: dict, label: str, by_key: dict[str, FieldSpec]
               ) -> tuple[tuple[str, str, str, tuple[str, ...]], ...]:
    """The category's date rules: ``{same_day: [a, b]}`` (two fields that date one event, "our engagement began on"
    and "we have handled this since": b takes a's day, so the record tells it once) and ``{opens_before: [a,
    period]}`` (an account's or a membership's opening is not after the first day of the period a statement covers);
    a third item names the only format the rule holds in ("statement with table", where the case's opening is
    printed as "Account opened"). ``b`` may be a case field (``case_opened_date``)."""
    out = []
    for i, entry in enumerate(data.get("rules") or []):
        if not isinstance(entry, dict) or next(iter(entry), None) not in _DAY_KINDS:
            continue
        kind, spec = next(iter(entry.items()))
        where = f"{label}: rules[{i}]"
        known = set(by_key) | set(_CASE_DATES)
        if (not isinstance(spec, list) or len(spec) not in (2, 3) or any(k not in known for k in spec[:2])
                or (len(spec) == 3 and spec[2] not in FORMATS)):
            raise CatalogError(f"{where}: '{kind}' needs two of this category's dated fields (or case_opened_date) "
                               f"and optionally a format, got {spec!r}")
        out.append((kind, str(spec[0]), str(spec[1]), tuple(spec[2:])))
    return tuple(out)


def _timeline(data: dict, label: str, by_key: dict[str, FieldSpec]) -> Timeline:
    """The category's ``timeline``: ``past`` and ``future`` lists of dated fields, ``order`` chains (each before
    the next; a scheduled fact never before a past one) and ``office_hours`` (weekday, 9 AM to 4:30 PM)."""
    entry = data.get("timeline") or {}
    where = f"{label}: timeline"
    if not isinstance(entry, dict):
        raise CatalogError(f"{where}: expected a mapping with past, future, order and office_hours")
    unknown = sorted(set(entry) - {"past", "future", "order", "office_hours"})
    if unknown:
        raise CatalogError(f"{where}: unknown setting '{unknown[0]}'", hint="past, future, order, office_hours")
    known = set(by_key) | set(_CASE_DATES)
    roles: dict[str, str] = {}
    for role in ROLES:
        for k in _unique_list(entry, role, where) if role in entry else ():
            if k not in known:
                raise CatalogError(f"{where}: {role}: '{k}' is not a field of this category")
            if k in roles:
                raise CatalogError(f"{where}: '{k}' is both past and future")
            roles[k] = role
    orders = []
    for i, chain in enumerate(entry.get("order") or []):
        if not isinstance(chain, list) or len(chain) < 2 or any(k not in roles for k in chain):
            raise CatalogError(f"{where}: order[{i}]: expected two or more fields listed under past or future, "
                               f"got {chain!r}")
        if any(roles[a] == "future" and roles[b] == "past" for a, b in zip(chain, chain[1:], strict=False)):
            raise CatalogError(f"{where}: order[{i}]: a scheduled fact cannot come before a past one: {chain!r}")
        orders.append(tuple(chain))
    office = _unique_list(entry, "office_hours", where) if "office_hours" in entry else ()
    for k in office:
        if k not in roles:
            raise CatalogError(f"{where}: office_hours: '{k}' is not listed under past or future")
    return Timeline(roles, tuple(orders), frozenset(office))


def _issuer(data: dict, label: str, by_key: dict[str, FieldSpec]) -> Issuer | None:
    """The category's ``issuer``: name_fields (optional), suffixes and signers."""
    if "issuer" not in data:
        return None
    where = f"{label}: issuer"
    entry = _need(data, "issuer", dict, label)
    unknown = sorted(set(entry) - {"name_fields", "suffixes", "signers"})
    if unknown:
        raise CatalogError(f"{where}: unknown setting '{unknown[0]}'", hint="name_fields, suffixes, signers")
    names = tuple(entry.get("name_fields") or ())
    for k in names:
        if k not in by_key:
            raise CatalogError(f"{where}: name_fields: '{k}' is not a field of this category")
    return Issuer(names, _strings(entry, "suffixes", where), _strings(entry, "signers", where))


def categories() -> dict[str, Category]:
    """All categories by name, loaded from the package's data files (cached)."""
    return dict(_categories())


@lru_cache(maxsize=1)
def _categories() -> tuple[tuple[str, Category], ...]:
    loaded = [load_category(name) for name in CATEGORY_FILES]
    return tuple((c.name, c) for c in loaded)


#: Placeholders a background template may use.
BACKGROUND_KEYS: frozenset[str] = frozenset(
    {"first_name", "record_type", "subcategory", "life_event", "occupation", "city"}
)
PROFILE_FIELDS: tuple[FieldSpec, ...] = profile_fields()
#: Profile keys a template may reference in addition to its own field.
PROFILE_KEYS: frozenset[str] = frozenset({f.key for f in PROFILE_FIELDS} | {"first_name", "last_name"})
for _f in PROFILE_FIELDS:
    _check_placeholders(_f.sentences, PROFILE_KEYS, f"privasis_hub/data/privasis/profile.yaml: field '{_f.key}'")
