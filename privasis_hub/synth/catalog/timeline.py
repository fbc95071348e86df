"""One timeline per record: every dated fact has a role and an order (issue 19).

A category file declares its dated fields under ``timeline``::

    timeline:
      past: [incident_date, intake_date, filing_date]     # happened before the record's date
      future: [hearing_date, response_due_date]           # scheduled after it
      order: [[incident_date, intake_date, filing_date]]  # each before the next (a chain)
      office_hours: [hearing_date]                        # a weekday, between 9 AM and 4:30 PM

and a record type may give one of its fields another role (``timeline: {start_date: past}``: a performance plan's
start date is the job's, long before the plan) and its own chains (``timeline: {order: [[fin_request_date,
transaction_date]]}``: a wire is requested before it posts), which replace the category pairs they turn round. :func:`keep_timeline` makes a drafted record's values keep them:
a past fact dated on or after the record (or, in an e-mail thread, after the thread's first message) is moved
before it, a future one after it, an order is kept by moving the earlier fact of a past pair back and the later
fact of a future pair on, and an office-hours appointment falls on a weekday inside opening hours.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from dataclasses import dataclass, field
from functools import lru_cache

ROLES = ("past", "future")
#: Opening hours an appointment, hearing or meeting falls in (minutes after midnight, first and last slot).
OPEN_FROM, OPEN_LAST = 9 * 60, 16 * 60 + 30
#: Facts that follow the event they record: out of order, they move on to just after it (the file opened on a
#: league game is opened the days after it) rather than the event moving back before them.
OPENS_AFTER = frozenset({"case_opened_date"})
#: Facts that date the person's request (the file opens on it): see :func:`keep_timeline`.
#: The office's first letter to the person on the matter: it follows the file's opening by days (see
#: :func:`keep_timeline`).
NOTICES = ("previous_notice_date", "notice_date")
_REQUEST = re.compile(r"request_date$|submitted_date$|^request_received_date$|^application_date$")
_SLOTS = tuple(m for m in range(OPEN_FROM, OPEN_LAST + 1, 15))

_DATE = re.compile(r"^(?:(\d{4})-(\d{2})-(\d{2})|(\d{2})/(\d{2})/(\d{4})|([A-Z][a-z]+) (\d{1,2}), (\d{4}))")
_MONTHS = {dt.date(2000, m, 1).strftime("%B"): m for m in range(1, 13)}
_TIME = re.compile(r"\b(\d{1,2}):(\d{2}) ([AP]M)\b")


@dataclass(frozen=True)
class Timeline:
    """A category's declared dated facts: key -> role, orders (chains of keys) and office-hours keys."""

    roles: dict[str, str] = field(default_factory=dict)
    orders: tuple[tuple[str, ...], ...] = ()
    office_hours: frozenset[str] = frozenset()

    def with_roles(self, overrides: dict[str, str], orders: tuple[tuple[str, ...], ...] = ()) -> Timeline:
        """This timeline with a record type's own roles for some of its fields and its own orders: a record type's
        chain comes first, and a category pair it turns round is dropped (a wire is requested, then posted; a
        disputed charge posts, then the dispute is filed)."""
        if not overrides and not orders:
            return self
        own = {(c[i], c[j]) for c in orders for i in range(len(c)) for j in range(i + 1, len(c))}
        kept = tuple(c for c in self.orders if not any((c[i + 1], c[i]) in own for i in range(len(c) - 1)))
        split = []
        for chain in self.orders:  # a category chain with a turned pair keeps its other links, each as a pair
            if chain not in kept:
                split += [(chain[i], chain[i + 1]) for i in range(len(chain) - 1) if (chain[i + 1], chain[i]) not in own]
        return Timeline({**self.roles, **overrides}, tuple(orders) + kept + tuple(split), self.office_hours)

    def pairs(self) -> list[tuple[str, str]]:
        """Every (earlier, later) pair the orders declare, but one a record type's own roles turn round (a scheduled
        fact cannot precede a past one: that record type's roles win)."""
        pairs = [(chain[i], chain[i + 1]) for chain in self.orders for i in range(len(chain) - 1)]
        return [(a, b) for a, b in pairs if not (self.roles.get(a) == "future" and self.roles.get(b) == "past")]


def issue_day(record_type: str, day: dt.date) -> dt.date:
    """The day a record of ``record_type`` is dated, given the day drawn for it: a year's giving statement goes out
    in the January or February after the tax year it covers (reader10 class 9: issued in November for the year
    before); every other record keeps ``day``."""
    if re.search(r"contribution statement|giving statement", record_type or "") and day.month > 2:
        return day.replace(month=1 + day.day % 2, day=min(day.day, 28))
    if re.search(r"\breport card\b", record_type or "") and day.month in (7, 8):
        # a school's report card closes a marking period: the last goes home in June, none in the summer break
        # (reader17 K: "on track for promotion this term", "2 unexcused absences this semester" on August 14)
        return day.replace(month=6, day=10 + day.day % 15)
    return day


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> dt.date:
    first = dt.date(year, month, 1)
    return first + dt.timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))


def _last_weekday(year: int, month: int, weekday: int) -> dt.date:
    last = dt.date(year + month // 12, month % 12 + 1, 1) - dt.timedelta(days=1)
    return last - dt.timedelta(days=(last.weekday() - weekday) % 7)


@lru_cache(maxsize=64)
def public_holidays(year: int) -> frozenset[dt.date]:
    """The U.S. federal holidays of ``year`` on which offices, clinics and schools are closed (s21-world, reader12
    class P: a memo issued on New Year's Day, a flu shot given on 01/01)."""
    return frozenset({
        dt.date(year, 1, 1), _nth_weekday(year, 1, 0, 3), _nth_weekday(year, 2, 0, 3), _last_weekday(year, 5, 0),
        dt.date(year, 6, 19), dt.date(year, 7, 4), _nth_weekday(year, 9, 0, 1), dt.date(year, 11, 11),
        _nth_weekday(year, 11, 3, 4), dt.date(year, 12, 25),
    })


def is_public_holiday(day: dt.date) -> bool:
    """Whether ``day`` is a U.S. federal holiday (:func:`public_holidays`)."""
    return day in public_holidays(day.year)


def working_day(day: dt.date, forward: bool = True) -> dt.date:
    """``day`` or the nearest weekday after it (before it where not ``forward``) that is no public holiday."""
    while day.weekday() >= 5 or is_public_holiday(day):
        day += dt.timedelta(days=1 if forward else -1)
    return day


@lru_cache(maxsize=16384)  # (speed only) a record's values are parsed again in each render
def parse_day(value: str) -> tuple[dt.date, str] | None:
    """The date a value starts with and its style ("iso", "us" or "long"), or None."""
    m = _DATE.match(value)
    if not m:
        return None
    g = m.groups()
    try:
        if g[0]:
            return dt.date(int(g[0]), int(g[1]), int(g[2])), "iso"
        if g[3]:
            return dt.date(int(g[5]), int(g[3]), int(g[4])), "us"
        month = _MONTHS.get(g[6])
        return (dt.date(int(g[8]), month, int(g[7])), "long") if month else None
    except ValueError:
        return None


def _styled(day: dt.date, style: str) -> str:
    if style == "iso":
        return day.isoformat()
    if style == "us":
        return day.strftime("%m/%d/%Y")
    return f"{day.strftime('%B')} {day.day}, {day.year}"


def redated(value: str, day: dt.date) -> str:
    """``value`` with the date it starts with replaced by ``day`` in the same style (the rest, e.g. a time, kept)."""
    m = _DATE.match(value)
    parsed = parse_day(value)
    if not m or parsed is None:
        return value
    rest = value[m.end():]
    if rest.startswith(" to ") and (end := parse_day(rest[4:])) is not None:  # a range moves whole ("May 2 to May 9")
        return f"{_styled(day, parsed[1])} to {redated(rest[4:], end[0] + (day - parsed[0]))}"
    return _styled(day, parsed[1]) + rest


def clock_minutes(value: str) -> int | None:
    """Minutes after midnight of the first clock time in ``value`` ("2:45 PM" -> 885), or None."""
    m = _TIME.search(value)
    if not m:
        return None
    hour = int(m.group(1)) % 12 + (12 if m.group(3) == "PM" else 0)
    return hour * 60 + int(m.group(2))


def _clock(minutes: int) -> str:
    hour, minute = divmod(minutes, 60)
    return f"{(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"


def in_office_hours(value: str) -> bool:
    """Whether a dated value falls on a weekday and, when it tells a time, inside opening hours."""
    parsed = parse_day(value)
    if parsed is not None and (parsed[0].weekday() >= 5 or is_public_holiday(parsed[0])):
        return False
    minutes = clock_minutes(value)
    return minutes is None or OPEN_FROM <= minutes <= OPEN_LAST


def _move(values: dict[str, str], key: str, day: dt.date) -> None:
    values[key] = redated(values[key], day)


def keep_timeline(values: dict[str, str], timeline: Timeline, record_day: dt.date, rng: random.Random,
                  horizon: dt.date | None = None) -> None:
    """Make ``values`` keep ``timeline`` around ``record_day`` (in place). ``horizon``: the day past facts must
    not follow (an e-mail thread's first message; the record's date when None)."""
    last_past = min(horizon or record_day, record_day)
    days = {k: p[0] for k in timeline.roles if k in values and (p := parse_day(values[k])) is not None}
    # the past facts dated between an e-mail thread's first message and the record move back together, keeping
    # their gaps (a request and the file opened on it stay days apart, in order); earlier facts stay unless an
    # order moves them; a past fact drawn after the record is moved on its own below
    recent = {k: d for k, d in days.items() if timeline.roles[k] == "past" and last_past < d <= record_day}
    overshoot = max(((d - last_past).days for d in recent.values()), default=0)
    if overshoot > 0:
        shift = dt.timedelta(days=overshoot + rng.randint(1, 10))
        for key, day in recent.items():
            days[key] = day - shift
    for key, day in days.items():
        role = timeline.roles[key]
        if role == "past" and day > last_past:
            days[key] = last_past - dt.timedelta(days=rng.randint(1, 30))
        elif role == "future" and day <= record_day:
            days[key] = record_day + dt.timedelta(days=rng.randint(7, 45))
    for _ in range(len(days) + 1):  # a chain settles within as many passes as it has links
        moved = False
        for early, late in timeline.pairs():
            if early not in days or late not in days or days[early] <= days[late]:
                continue
            if timeline.roles.get(late) == "future":  # a later appointment moves on
                days[late] = days[early] + dt.timedelta(days=rng.randint(1, 21))
            elif late in OPENS_AFTER and days[early] < last_past:  # the file opens on the event, not before it
                days[late] = min(days[early] + dt.timedelta(days=rng.randint(1, 3)), last_past)
            elif early in OPENS_AFTER and days[early] < last_past:  # what follows the opened file moves on too
                days[late] = min(days[early] + dt.timedelta(days=rng.randint(1, 14)), last_past)
            else:  # an earlier event moves back
                days[early] = days[late] - dt.timedelta(days=rng.randint(1, 30))
            moved = True
        if not moved:
            break
    asked = next((k for k in days if _REQUEST.search(k)), None)
    for late in OPENS_AFTER & set(days):  # a file opened on a request opens the next working days, not weeks on
        if asked is not None and not 0 <= (days[late] - days[asked]).days <= 3:
            days[late] = min(days[asked] + dt.timedelta(days=rng.randint(1, 3)), max(last_past, days[asked]))
    notice = next((k for k in NOTICES if k in days), None)
    for late in OPENS_AFTER & set(days) if notice is not None else ():
        if asked is None and not 0 < (days[notice] - days[late]).days <= 30:  # an office opens a file and writes
            days[late] = days[notice] - dt.timedelta(days=rng.randint(1, 14))  # within days, not a year before
        elif notice == "previous_notice_date" and days[late] >= days[notice]:
            # ... and its first letter on a request follows the request and the file opened on it (a renewal
            # notice, "you were notified on", may come before the application it asks for)
            days[notice] = min(days[late] + dt.timedelta(days=rng.randint(1, 14)), last_past)
    for early, late in timeline.pairs():  # what the file's opening follows (a membership begun) stays before it
        if (late in OPENS_AFTER and early in days and late in days and days[early] > days[late]
                and timeline.roles.get(early) == "past"):
            days[early] = days[late] - dt.timedelta(days=rng.randint(0, 7))
    for key in timeline.office_hours & set(days):
        day = days[key]
        # a hearing or appointment on a working day, and no public holiday (s21-world)
        days[key] = working_day(day, forward=timeline.roles.get(key) == "future")
    for key, day in days.items():
        if parse_day(values[key])[0] != day:
            _move(values, key, day)
    for key in timeline.office_hours & set(values):
        minutes = clock_minutes(values[key])
        if minutes is not None and not OPEN_FROM <= minutes <= OPEN_LAST:
            m = _TIME.search(values[key])
            values[key] = values[key][:m.start()] + _clock(rng.choice(_SLOTS)) + values[key][m.end():]


#: Dated facts of a person's own life that come with an age: no job started at 11, no lease signed at 14 (issue 19).
#: A job held now began at 18 at the earliest (s19q: a web developer with direct reports who "started" at 17).
FROM_AGE = {"start_date": 18, "employment_start_date": 18, "lease_start_date": 18, "account_opened_date": 18,
            "policy_effective_date": 18, "membership_start_date": 14, "gaming_account_created": 13,
            "account_creation_date": 13}


#: The youngest a person of under 18 on the record's day started the job the record tells.
_JOB_FLOOR = {"start_date": 16, "employment_start_date": 16}


def _birthday(born: dt.date, age: int) -> dt.date:
    try:
        return born.replace(year=born.year + age)
    except ValueError:  # born on February 29
        return born.replace(year=born.year + age, day=28)


def keep_from_age(values: dict[str, str], born: dt.date, record_day: dt.date, rng: random.Random) -> None:
    """Move each :data:`FROM_AGE` fact dated before the person reached its age to a day between that birthday and
    the record's date (in place, in the value's own style)."""
    for key, age in FROM_AGE.items():
        parsed = parse_day(values.get(key, ""))
        if parsed is None:
            continue
        earliest = _birthday(born, age)
        if earliest >= record_day and key in _JOB_FLOOR:  # not 18 yet on the record's day: a job from 16 at least
            earliest = _birthday(born, _JOB_FLOOR[key])
        if parsed[0] < earliest < record_day:
            span = (record_day - earliest).days
            _move(values, key, earliest + dt.timedelta(days=rng.randint(0, max(0, span // 3))))


def violations(values: dict[str, str], timeline: Timeline, record_day: dt.date,
               horizon: dt.date | None = None) -> list[str]:
    """What breaks ``timeline`` in ``values`` (empty when the record keeps it), one line each."""
    last_past = min(horizon or record_day, record_day)
    days = {k: p[0] for k in timeline.roles if k in values and (p := parse_day(values[k])) is not None}
    out = []
    for key, day in days.items():
        role = timeline.roles[key]
        if role == "past" and day > last_past:
            out.append(f"{key}={values[key]!r} is past but dated after {last_past}")
        elif role == "future" and day <= record_day:
            out.append(f"{key}={values[key]!r} is scheduled but dated on or before {record_day}")
    for early, late in timeline.pairs():
        if early in days and late in days and days[early] > days[late]:
            out.append(f"{early}={values[early]!r} after {late}={values[late]!r}")
    for key in sorted(timeline.office_hours & set(values)):
        if not in_office_hours(values[key]):
            out.append(f"{key}={values[key]!r} outside office hours")
    return out


#: Declared offsets of a follow-up from the visit it follows, by kind of record (reader9 classes 1 and 12: no
#: "Wound check and review" eleven weeks after an operation): an operation's or a discharge's check comes 10-14 days
#: on. A course of therapy ("three times a week for four weeks") is reviewed when it ends (see :func:`keep_follow_up`).
FOLLOW_UP_DAYS = ((re.compile(r"(?i)surg|operative|discharge|wound|post-op"), (10, 14)),)
_COURSE = re.compile(r"\bfor (one|two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) weeks?\b")
_NUMBERS = {w: i for i, w in enumerate(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                                        "ten", "eleven", "twelve"))}


def follow_up_span(record_type: str, values: dict[str, str]) -> tuple[int, int] | None:
    """The days after the visit a record of ``record_type`` books its follow-up (``follow_up_appointment``) in,
    or None where its kind declares none: a course of therapy's end (its weeks, give or take a few days), an
    operation's or a discharge's wound check 10-14 days on."""
    if (m := _COURSE.search(values.get("therapy_frequency", ""))) is not None:
        weeks = int(m.group(1)) if m.group(1).isdigit() else _NUMBERS[m.group(1)]
        return 7 * weeks - 2, 7 * weeks + 4
    return next((span for rx, span in FOLLOW_UP_DAYS if rx.search(record_type)), None)


#: Deadlines that fall the days before the event they govern, with the days between (reader9 record 285: fact
#: checks to end on 01/01/2026 for a piece published on 05/11/2026).
LEADS = {("story_deadline", "scheduled_publication_date"): (3, 21)}


def keep_follow_up(values: dict[str, str], record_type: str, record_day: dt.date, rng: random.Random) -> None:
    """Date ``follow_up_appointment`` at its declared distance from the visit (:func:`follow_up_span`; the record's
    day when it tells no visit), after the record and on a working day, and each :data:`LEADS` deadline the days
    before its event (while still after the record), in place (the time of day kept)."""
    for (first, event), (least, most) in LEADS.items():
        due, on = parse_day(values.get(first, "")), parse_day(values.get(event, ""))
        if due is not None and on is not None and (on[0] - due[0]).days > most:
            day = on[0] - dt.timedelta(days=rng.randint(least, most))
            if day > record_day:
                _move(values, first, day)
    key = "follow_up_appointment"
    if parse_day(values.get(key, "")) is None or (span := follow_up_span(record_type, values)) is None:
        return
    visit = parse_day(values.get("visit_date", ""))
    anchor = min(visit[0], record_day) if visit is not None else record_day
    day = anchor + dt.timedelta(days=rng.randint(*span))
    if day <= record_day:  # a letter written weeks after the visit books the check the days after it
        day = record_day + dt.timedelta(days=rng.randint(3, 7))
    day = working_day(day)  # (no public holiday either, s21-world)
    _move(values, key, day)


_DELIVERY = re.compile(r"within (\d+) (days|months) of (the editor's letter|signing)")
_TERM_FROM = re.compile(r"^(\d+) months from (.+)$")


def _add_months(day: dt.date, months: int) -> dt.date:
    month = day.month - 1 + months
    return day.replace(year=day.year + month // 12, month=month % 12 + 1, day=min(day.day, 28))


def keep_delivery(values: dict[str, str], record_day: dt.date, rng: random.Random) -> None:
    """A book comes out after the manuscript it waits for (s29-dates: a publication date two weeks after the letter
    that asks for the revised manuscript "within 90 days"): the manuscript is due the days or months its delivery
    terms tell after the editor's letter (the record) or the signing (the contract's start), a contract an editor's
    letter works under was signed before that letter, and publication falls four to ten months after the delivery."""
    m = _DELIVERY.search(values.get("manuscript_delivery_terms", ""))
    if m is None:
        return
    n, unit, after = int(m.group(1)), m.group(2), m.group(3)
    term = _TERM_FROM.match(values.get("contract_term", ""))
    start = parse_day(term.group(2)) if term else None
    if start is not None and after != "signing" and start[0] > record_day:  # the deal the editor works under
        signed = record_day - dt.timedelta(days=rng.randint(30, 240))
        values["contract_term"] = f"{term.group(1)} months from {redated(term.group(2), signed)}"
        start = (signed, start[1])
    anchor = start[0] if after == "signing" and start is not None else record_day
    due = anchor + dt.timedelta(days=n) if unit == "days" else _add_months(anchor, n)
    publication = parse_day(values.get("scheduled_publication_date", ""))
    if publication is not None and publication[0] < due + dt.timedelta(days=120):
        _move(values, "scheduled_publication_date", due + dt.timedelta(days=rng.randint(120, 300)))


#: Days between paydays by the frequency a pay figure tells.
PAY_EVERY = {"weekly": 7, "biweekly": 14, "semimonthly": 16, "monthly": 31}
_PAY_EVERY = re.compile(r"\((weekly|biweekly|semimonthly|monthly)\)")


def keep_last_pay(values: dict[str, str], record_day: dt.date, rng: random.Random) -> None:
    """The last pay period a record tells is the one before its date (s29-dates: an income verification of February
    10 "paid for work through 11/03/2023" beside this year's earnings to date): a ``pay_period`` more than one pay
    interval (told by ``net_pay``'s frequency) before the record moves into the last interval, and a ``pay_date``
    follows it by a few days, by the record's date at the latest. (``record_day``: the last day past facts may fall
    on, an e-mail thread's horizon.)"""
    every = _PAY_EVERY.search(values.get("net_pay", ""))
    ended = parse_day(values.get("pay_period", ""))
    if every is None or ended is None:
        return
    days = PAY_EVERY[every.group(1)]
    _, to, rest = values["pay_period"].partition(" to ")
    end = (parse_day(rest) if to else None) or ended  # (a period told as a span ends on its last day)
    if not 0 <= (record_day - end[0]).days <= days + 3:
        shift = record_day - dt.timedelta(days=rng.randint(1, max(2, days // 2))) - end[0]
        _move(values, "pay_period", ended[0] + shift)  # (a span moves whole)
        ended = (end[0] + shift, end[1])
    paid = parse_day(values.get("pay_date", ""))
    if paid is not None and not ended[0] <= paid[0] <= record_day:
        _move(values, "pay_date", min(ended[0] + dt.timedelta(days=rng.randint(2, 6)), record_day))


#: The months a season named in an event's name covers (s24-facts: "the Spring Members' Photo Salon" judged on
#: January 22, "the Summer Sounds concert series" on November 11).
SEASON_MONTHS = {"Spring": (3, 4, 5), "Summer": (6, 7, 8), "Fall": (9, 10, 11), "Autumn": (9, 10, 11),
                 "Winter": (12, 1, 2)}
_SEASON_NAME = re.compile(r"\b(Spring|Summer|Fall|Autumn|Winter)\b(?! \d{4})")


def keep_seasons(values: dict[str, str], record_day: dt.date, rng: random.Random) -> None:
    """An event whose name tells a season is held in it: its date (a ``*event_date`` value after the record) moves
    on to a day of the season's next stretch, at least four days after the record (what was booked before it stays
    before it)."""
    names = [values[k] for k in values if k.endswith("event_name")]
    seasons = [m.group(1) for v in names if (m := _SEASON_NAME.search(v))]
    if not seasons:
        return
    months = SEASON_MONTHS[seasons[0]]
    for key in [k for k in values if k.endswith("event_date")]:
        parsed = parse_day(values[key])
        if parsed is None or parsed[0].month in months:
            continue
        day = max(parsed[0], record_day + dt.timedelta(days=4))
        while day.month not in months:
            day += dt.timedelta(days=1)
        day += dt.timedelta(days=rng.randint(0, 45))
        while day.month not in months:  # stayed inside the season
            day -= dt.timedelta(days=1)
        _move(values, key, day)


def keep_separation(values: dict[str, str], record_type: str, record_day: dt.date, rng: random.Random) -> None:
    """A severance agreement is signed days or weeks after the job ended (reader16 R2: one "agrees to end" a job that
    ended 13 months before it was signed): it is signed on its own date, a separation more than 45 days before it
    moves to 1-30 days before it, and the lawyer's intake that followed the separation still follows it."""
    if "severance" not in record_type or (end := parse_day(values.get("employment_end_date", ""))) is None:
        return
    if "signing_date" in values and parse_day(values["signing_date"]) is not None:
        _move(values, "signing_date", record_day)  # signed on its own date, the separation days before it
    if (record_day - end[0]).days > 45 or end[0] > record_day:
        _move(values, "employment_end_date", record_day - dt.timedelta(days=rng.randint(1, 30)))
    end_day = parse_day(values["employment_end_date"])[0]
    intake = parse_day(values.get("intake_date", ""))
    if intake is not None and not end_day <= intake[0] < record_day:  # (before the signing: two facts, two days)
        _move(values, "intake_date", end_day + dt.timedelta(days=rng.randint(0, max(0, (record_day - end_day).days - 1))))
