"""Community records: neighbourhood associations, congregations, volunteer groups, clubs, mutual aid."""

from __future__ import annotations

import datetime as dt
import re

from privasis_hub import safe_ids
from privasis_hub.synth import places
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    date_within,
    drawn_choices,
    filed_by_person,
    fmt_date,
    issuer_name,
    money,
    person_name,
    person_rng,
    record_rng,
    record_type_of,
    related_person,
    request_day,
    styled_span,
    time_of_day,
    yearly_pay,
)

# --- value pools -------------------------------------------------------------------------

_SAINTS = (
    "St. Brigid",
    "St. Anthony of Padua",
    "Holy Trinity",
    "St. Casimir",
    "Our Lady of Guadalupe",
    "St. Columba",
    "Sacred Heart",
    "St. Nicholas",
    "St. Monica",
    "Christ the King",
    "St. Vincent de Paul",
    "St. Matthias",
)
#: Faith traditions: (affiliations as a person states them, their communities, their services).
#: One tradition per person, so a record's affiliation, congregation and service agree.
_SAINT_PARISHES = tuple(f"{saint} Catholic Parish" for saint in _SAINTS)
_FAITHS: tuple[tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]], ...] = (
    (("Roman Catholic",), _SAINT_PARISHES + ("Iglesia Católica San José",),
     ("the 8 AM Sunday Mass", "the Saturday evening Mass", "the Spanish-language Mass")),
    (("Southern Baptist",), ("New Hope Missionary Baptist Church", "Grace Fellowship Church"),
     ("the 11 AM contemporary service", "the Wednesday Bible study")),
    (("United Methodist",), ("Korean United Methodist Church", "First United Methodist Church"),
     ("the 11 AM Sunday service", "the Wednesday Bible study")),
    (("African Methodist Episcopal",), ("Mount Zion AME Church",), ("the 11 AM Sunday service",)),
    (("Episcopalian",), tuple(f"{saint} Episcopal Church" for saint in _SAINTS[:6]),
     ("the 10 AM Holy Eucharist", "the Wednesday Bible study")),
    (("Evangelical Lutheran",), tuple(f"{saint} Lutheran Church" for saint in _SAINTS[6:]),
     ("the 9 AM Sunday service",)),
    (("Pentecostal",), ("Iglesia Cristiana Vida Nueva", "Grace Fellowship Church"),
     ("the Sunday evening worship service", "the Friday night prayer meeting")),
    (("Greek Orthodox", "Coptic Orthodox"), ("St. Nicholas Orthodox Church", "St. Mark Orthodox Church"),
     ("the Sunday Divine Liturgy",)),
    (("Reform Jewish", "Conservative Jewish", "Orthodox Jewish"), ("Temple Beth Shalom", "Congregation Beth Israel"),
     ("the Friday night Shabbat service", "the Saturday morning Torah study")),
    (("Sunni Muslim", "Shia Muslim"), ("Masjid Al-Noor", "Islamic Center of the Valley"),
     ("Friday midday prayers", "the Ramadan night prayers")),
    (("Theravada Buddhist", "Mahayana Buddhist"), ("Dharma Light Buddhist Sangha",),
     ("the Sunday morning meditation", "the full-moon observance")),
    (("Vaishnava Hindu",), ("Sri Venkateswara Temple",), ("the Saturday evening aarti",)),
    (("Sikh",), ("Guru Nanak Sikh Gurdwara",), ("the Sunday morning kirtan",)),
    (("Quaker",), ("Friends Meeting House",), ("the Sunday meeting for worship",)),
    (("Unitarian Universalist",), ("First Unitarian Society",), ("the 10:30 AM Sunday service",)),
)
_CIVIC_KINDS = (
    "Mutual Aid Network",
    "Tenants Union",
    "Community Food Collective",
    "Civic Club",
    "Garden Club",
    "Volunteer Fire Auxiliary",
    "Senior Center",
    "Neighborhood Food Pantry",
    "Community Land Trust",
    "Amateur Chess Society",
    "Newcomers Club",
    "Habitat Build Volunteers",
)




_BACKGROUND_STATUSES = (
    "cleared",
    "cleared with one reference outstanding",
    "flagged for manual review",
    "pending fingerprint results",
    "expired and awaiting renewal",
    "cleared after an appeal",
    "on hold pending identity verification",
    "cleared for work with minors",
)




_RELATIONS = (
    "sister",
    "brother",
    "spouse",
    "partner",
    "adult son",
    "adult daughter",
    "neighbor",
    "cousin",
    "close friend",
    "mother",
    "father",
    "niece",
)



# --- generators --------------------------------------------------------------------------


#: The first eight traditions are Christian; record types that only a church keeps take one of them.
_CHRISTIAN_FAITHS = _FAITHS[:8]
_CHRISTIAN_RECORD = re.compile(r"(?i)sacrament|tithing|pastoral|parish|baptism|church|confirmation class|bible")


def _faith(ctx: ValueContext) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The person's faith tradition: one draw per person (seeded by name and birth date, not the record)."""
    faiths = _CHRISTIAN_FAITHS if _CHRISTIAN_RECORD.search(ctx.record_type) else _FAITHS
    return person_rng(ctx, "faith").choice(faiths)


def _organization(ctx: ValueContext) -> str:
    """The body that keeps the record: the person's own congregation for a congregation's records, else a body of
    the kind its record type names (a community center enrolls its members, not a homeowners association)."""
    rng = ctx.rng
    rt = record_type_of(ctx, "community")
    if rt is not None and rt.subcategory == "religious congregation":
        return rng.choice(_faith(ctx)[1])
    if rt is not None and rt.issuer_kinds:
        return issuer_name(ctx, "community", _CIVIC_KINDS)
    kind = rng.randrange(5)
    if kind == 0:
        return f"{places.street_name(ctx.rng)} Neighborhood Association"
    if kind == 1:
        return f"{ctx.fake.last_name()} {rng.choice(('Heights', 'Commons', 'Ridge', 'Meadows'))} Homeowners Association"
    if kind in (2, 3):  # the person's own congregation
        return rng.choice(_faith(ctx)[1])
    return f"{ctx.profile.city} {rng.choice(_CIVIC_KINDS)}"


#: Traditions whose clergy are men (issue 19, s19n: no "Clergy: Kristen Adams" at a Greek Orthodox church): a
#: Catholic or Orthodox priest, a Southern Baptist pastor, an imam, a rabbi where the tradition may be Orthodox, a
#: Hindu temple priest.
_MALE_CLERGY = frozenset({"Roman Catholic", "Southern Baptist", "Greek Orthodox", "Reform Jewish", "Sunni Muslim",
                          "Vaishnava Hindu"})


def _clergy_name(ctx: ValueContext) -> str:
    """The congregation's clergy member: a man's name where the person's tradition ordains only men, never with the
    person's own surname."""
    if _faith(ctx)[0][0] not in _MALE_CLERGY:
        return person_name(ctx)
    last = ctx.fake.last_name()
    for _ in range(5):
        if last != ctx.profile.last_name:
            break
        last = ctx.fake.last_name()
    return f"{ctx.fake.first_name_male()} {last}"


def _religious_affiliation(ctx: ValueContext) -> str:
    return ctx.rng.choice(_faith(ctx)[0])


def _worship_service(ctx: ValueContext) -> str:
    return ctx.rng.choice(_faith(ctx)[2])


#: subcategory -> the prefixes its member numbers carry (no "HOA-" number at a recreation centre).
_MEMBER_PREFIXES = {"neighborhood association": ("HOA", "MBR"), "religious congregation": ("CNG", "MBR"),
                    "volunteer organization": ("VOL", "MBR"), "social club": ("CLB", "MBR"),
                    "mutual aid network": ("MBR", "VOL"), "community center": ("MBR",)}


def _member_number(ctx: ValueContext) -> str:
    """A member number with its body's prefix (an association's HOA-, a club's CLB-, a congregation's CNG-)."""
    rt = record_type_of(ctx, "community")
    prefixes = _MEMBER_PREFIXES.get(rt.subcategory if rt is not None else "", ("MBR", "HOA", "VOL", "CLB", "CNG"))
    return safe_ids.internal_id(ctx.rng, ctx.rng.choice(prefixes))


#: How a year's gifts are given: (plan, account kind, gifts a year). A giving statement's count of gifts, payment
#: plan and largest gift come from one of these (52 gifts are not a "yearly auto-renewal").
GIVING_PLANS: tuple[tuple[str, str, int], ...] = (
    ("weekly ACH draft", "account", 52), ("monthly autopay", "account", 12), ("recurring monthly charge", "card", 12),
    ("quarterly autopay", "account", 4), ("twice-monthly ACH draft", "account", 24),
    ("every-other-week ACH draft", "account", 26),
)


def _giving_plan(ctx: ValueContext) -> tuple[str, str, int]:
    """The record's one giving plan (the same for the count of gifts, the payment method and the largest gift)."""
    return record_rng(ctx, "giving plan").choice(GIVING_PLANS)


def _gives_by_plan(ctx: ValueContext) -> bool:
    rt = record_type_of(ctx, "community")
    return rt is not None and "gift_count" in rt.fields


def _giving_total(ctx: ValueContext) -> float:
    """A year's giving: 0.5-8% of the person's pay (a landscaper does not give $11,000 a year), one figure per
    record (the total, the pledge and the largest gift agree)."""
    return round(max(60.0, yearly_pay(ctx) * record_rng(ctx, "giving").uniform(0.005, 0.08)), 2)


def _pledge(ctx: ValueContext) -> str:
    """A pledge in round tens of dollars, within a tenth of the year's giving (a pledge of $414.71 against $875.31
    given is no pledge)."""
    pledge = _giving_total(ctx) * record_rng(ctx, "pledge").uniform(0.9, 1.1)
    return f"${max(50, round(pledge, -1)):,.0f}"


def _gift_count(ctx: ValueContext) -> str:
    return f"{_giving_plan(ctx)[2]} gifts"


#: How often a giving plan's gifts come, by the plan (a "$50 on the 1st" gift beside a weekly draft is two plans).
_PLAN_EVERY = {"weekly ACH draft": "each week", "monthly autopay": "each month", "recurring monthly charge": "each month",
               "quarterly autopay": "each quarter", "twice-monthly ACH draft": "twice a month",
               "every-other-week ACH draft": "every other week"}


def _recurring_gift(ctx: ValueContext) -> str:
    """The regular gift of the record's one giving plan: its share of the year's total, as often as the plan draws
    it ("$42 each month" beside a recurring monthly charge, never a transfer of another amount or channel)."""
    plan, _, count = _giving_plan(ctx)
    return f"${max(1, int(_giving_total(ctx) / count * 0.9)):,} {_PLAN_EVERY[plan]}"


def _largest_gift(ctx: ValueContext) -> str:
    """The largest single gift: more than the average gift of the year's plan, far less than the year's total."""
    total, count = _giving_total(ctx), _giving_plan(ctx)[2]
    largest = total / count * ctx.rng.uniform(1.2, min(3.0, count / 2))
    return f"${min(largest, total * 0.6):,.2f}"


def _payment_method(ctx: ValueContext) -> str:
    rng = ctx.rng
    if _gives_by_plan(ctx):  # a giving statement's gifts come by the record's one plan
        plan, kind, _ = _giving_plan(ctx)
        if kind == "account":
            return f"{plan} from {rng.choice(('checking', 'savings'))} account ending in " \
                   f"{safe_ids.account_number(rng)[-4:]}"
        brand = rng.choice(("Visa", "Mastercard", "Discover"))
        return f"{plan} to a {brand}{'' if brand.endswith('card') else ' card'} ending in " \
               f"{safe_ids.payment_card(rng, brand).replace(' ', '')[-4:]}"
    rt = record_type_of(ctx, "community")
    if rt is not None and ({"late_fee", "dues_balance_outstanding"} & set(rt.fields)):
        # a bill with a balance past due and a late fee is paid by hand: dues drawn automatically do not fall behind
        # (reader17/s27-chrono: "dues paid by recurring monthly charge" over "Late fee $35.00", "Outstanding dues")
        brand = rng.choice(("Visa", "Mastercard", "Discover", "American Express"))
        office = "the club office" if "club" in ctx.record_type else "the office"
        return rng.choice((f"one-time online payment by {'an' if brand[0] in 'AEIOU' else 'a'} {brand} card ending in "
                           f"{safe_ids.payment_card(rng, brand).replace(' ', '')[-4:]}",
                           f"check mailed to {office}", f"{brand} card at {office}"))
    if rng.random() < 0.5:
        last4 = safe_ids.account_number(rng)[-4:]
        plan = rng.choice(
            ("monthly autopay", "quarterly autopay", "weekly ACH draft", "semiannual ACH draft")
        )
        return f"{plan} from {rng.choice(('checking', 'savings'))} account ending in {last4}"
    brand = rng.choice(("Visa", "Mastercard", "Discover", "American Express"))
    last4 = safe_ids.payment_card(rng, brand).replace(" ", "")[-4:]
    # a charge goes *to* a card, a payment is made *by* one (reader13 class 14: not "one-time online payment to an
    # American Express card")
    plan = rng.choice(("recurring monthly charge to", "yearly auto-renewal charged to", "one-time online payment by"))
    article = "an" if brand[0] in "AEIOU" else "a"
    return f"{plan} {article} {brand}{'' if brand.endswith('card') else ' card'} ending in {last4}"


def _volunteer_hours(ctx: ValueContext) -> str:
    shifts = ctx.rng.randint(3, 60)
    hours = shifts * ctx.rng.choice((1.5, 2, 2.5, 3, 4))
    text = f"{hours:g}"
    return f"{text} hours across {shifts} shifts"


def _background_check(ctx: ValueContext) -> str:
    """A screening status (narrowed by the record type's matter: an applicant's is still under way) and its date."""
    status = ctx.rng.choice(drawn_choices(ctx, "community", "volunteer_background_check", _BACKGROUND_STATUSES))
    if filed_by_person(ctx.record_type):  # an application's screening starts with it, not months before it
        return f"{status} as of {fmt_date(ctx.record_date, ctx.rng)}"
    return f"{status} as of {date_within(ctx, 400)}"


#: Record types that enroll the person as a member: the membership starts with them.
_JOINING = re.compile(r"(?i)\b(?:membership registration|membership enrollment)\b")


def _member_since(ctx: ValueContext) -> str:
    """The day the person joined: up to 15 years back (not before 16), and at least 13 months back when the record
    counts a year of meetings (issue 19: no "attended 10 of 12 monthly meetings" from a member of two months)."""
    rt = record_type_of(ctx, "community")
    if _JOINING.search(ctx.record_type):  # the record enrolls the person: they join with it (issue 19, s19n: no
        return fmt_date(request_day(ctx), ctx.rng)  # "Member since 2018" on a new membership registration card)
    latest = 395 if rt is not None and "meeting_attendance_record" in rt.fields else 60
    earliest = max(latest + 60, min(5400, (ctx.profile.age - 16) * 365))
    return date_within(ctx, earliest, -latest)


def _attendance(ctx: ValueContext) -> str:
    """Meetings of the body's kind: a congregation's services, a club's or association's meetings."""
    rt = record_type_of(ctx, "community")
    church = rt is not None and rt.subcategory == "religious congregation"
    total = ctx.rng.choice((24, 48, 52) if church else (10, 11, 12))
    attended = ctx.rng.randint(max(1, total // 5), total)
    kind = {
        10: "board meetings",
        11: "general meetings",
        12: "monthly meetings",
        24: "rehearsals",
        48: "weekly services",
        52: "weekly gatherings",
    }[total]
    return f"attended {attended} of {total} {kind}"


_VEHICLES = ("silver Honda Civic", "black Ford F-150", "white Toyota RAV4", "blue Subaru Outback", "gray Nissan Altima",
             "red Chevrolet Equinox", "green Kia Soul", "white Dodge Grand Caravan")


def _vehicle(ctx: ValueContext) -> str:
    plate = f"{ctx.rng.randint(1, 9)}{''.join(ctx.rng.choice('ABCDEFGHJKLMNPRSTVWXYZ') for _ in range(3))}" \
            f"{ctx.rng.randint(100, 999)}"
    return f"a {ctx.rng.choice(_VEHICLES)}, plate {plate}"


def _household_members(ctx: ValueContext) -> tuple[int, tuple[int, ...], bool]:
    """The household's adults, its children's ages and whether a grandparent lives there, the same in every field of
    a record: children's ages fit a parent of the person's age (none under 18 past 62), and a married or partnered
    person lives with at least one other adult (issue 19: no "1 adult" beside "married")."""
    rng = person_rng(ctx, f"household|{ctx.record_type}|{ctx.record_date}")
    age = ctx.profile.age
    adults = rng.randint(1, 4) if age < 62 else rng.randint(1, 2)
    if ctx.profile.marital_status in ("married", "in a domestic partnership"):
        adults = max(adults, 2)
    children = rng.choice((0, 0, 1, 2, 2, 3, 4, 5)) if 20 <= age < 62 else 0
    oldest = min(17, age - 18)
    rt = record_type_of(ctx, "community")
    if rt is not None and "authorized_pickup" in rt.fields and age >= 20:
        # a record that names who may sign "the child" out has a child at home (s24-facts: no "2 adults with no
        # children" beside "only Lauren Dorsey may sign the child out"); past 62, a grandchild in the person's care
        children = max(children, 1)
        oldest = min(oldest, 12)
    # children of different ages (issue 19, s19q: "2 children (ages 4 and 4)" read as an artifact, not twins)
    ages = tuple(sorted(rng.sample(range(1, oldest + 1), min(children, oldest)))) if oldest >= 1 else ()
    return adults, ages, age < 50 and rng.random() < 0.25


def _household(ctx: ValueContext) -> str:
    """Who lives with the person (see :func:`_household_members`)."""
    adults, ages, grandparent = _household_members(ctx)
    children = len(ages)
    parts = [f"{adults} {'adult' if adults == 1 else 'adults'}"]
    if children:
        label = "child" if children == 1 else "children"
        age_text = ", ".join(str(a) for a in ages[:-1]) + (" and " if children > 1 else "") + str(ages[-1])
        parts.append(f"{children} {label} (age{'s' if children > 1 else ''} {age_text})")
    if grandparent:
        parts.append("1 grandparent")
    if len(parts) == 1:
        return parts[0] + " and no children under 18"  # (s24-facts: a grown son is no contradiction of it)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


#: Every mutual-aid request (what a record type's ``matter`` narrows ``mutual_aid_request`` to); the second
#: part says whether only a household with children makes it.
_AID_REQUESTS: tuple[tuple[str, bool], ...] = (
    ("help covering a past-due electric bill before a shutoff date", False), ("weekly grocery delivery", False),
    ("rides to and from dialysis three times a week", False), ("a used crib and infant formula", True),
    ("emergency rent assistance after a cut in work hours", False), ("childcare coverage during overnight shifts", True),
    ("a laptop so a teenager can attend online classes", True), ("winter coats and boots for two children", True),
    ("help moving out of an unsafe apartment", False), ("an interpreter at a housing court hearing", False),
    ("back rent to stop an eviction filing", False), ("the rest of a month's rent after a large medical bill", False),
)
AID_REQUESTS: tuple[str, ...] = tuple(r for r, _ in _AID_REQUESTS)
#: A child-related request -> whether the household's children's ages allow it (a crib for a child under 3, a
#: laptop for a teenager, coats for two children, overnight childcare for a child under 13).
_CHILD_FITS = {
    "a used crib and infant formula": lambda ages: any(a <= 2 for a in ages),
    "a laptop so a teenager can attend online classes": lambda ages: any(a >= 13 for a in ages),
    "winter coats and boots for two children": lambda ages: len(ages) >= 2,
    "childcare coverage during overnight shifts": lambda ages: any(a <= 12 for a in ages),
}
#: Words of a request only a working person makes (a retiree's rent help is not "after a cut in work hours").
WORK_WORDS: tuple[str, ...] = ("work hours", "overnight shifts", "laid off", "paycheck")


def _aid_request(ctx: ValueContext) -> str:
    """A request the household can make: child-related ones only where children of fitting ages live (see
    :func:`_household_members`), and no rides where the record tells its transport need on its own (issue 19: no
    "rides to dialysis three times a week" beside "a ride to medical appointments on Tuesdays")."""
    ages = _household_members(ctx)[1]
    working = not ctx.profile.occupation.startswith("retired ")
    allowed = drawn_choices(ctx, "community", "mutual_aid_request", AID_REQUESTS)
    rt = record_type_of(ctx, "community")
    rides_told = rt is not None and "transportation_need" in rt.fields  # the record's rides are told there
    fitting = [r for r, child in _AID_REQUESTS
               if (not child or _CHILD_FITS[r](ages)) and (working or not any(w in r for w in WORK_WORDS))
               and not (rides_told and "rides" in r)]
    return ctx.rng.choice([r for r in fitting if r in allowed] or fitting)


def _emergency_contact(ctx: ValueContext) -> str:
    """A relative or friend whose relation fits the person's age (no adult child under 38, no parent past 75)."""
    age = ctx.profile.age
    options = [r for r in _RELATIONS if not (age < 38 and r.startswith("adult ")) and not (age > 75 and r in
                                                                                           ("mother", "father"))]
    return related_person(ctx, ctx.rng.choice(options))


def _garden_plot(ctx: ValueContext) -> str:
    rng = ctx.rng
    kind = rng.choice(("raised bed", "in-ground plot", "accessible raised bed", "shared herb bed"))
    size = rng.choice(("4 x 8 ft", "10 x 10 ft", "10 x 20 ft", "20 x 20 ft", "5 x 12 ft"))
    return f"{kind} {rng.choice('ABCDEFGH')}-{rng.randint(1, 40)} ({size})"


# --- the category ------------------------------------------------------------------------

_M = "membership and participation"
_D = "dues and contributions"
_H = "household and support needs"


def _lot_or_unit(ctx: ValueContext) -> str:
    """The person's own home in the community: the unit of their address ("... Apt 19B" owns Unit 19B), a lot for a
    house (no "owns Unit 60D" beside "Apt 19B", reader4 R5)."""
    m = re.search(r"\s(?:Apt|Unit|#)\s?(\w+)$", ctx.profile.street_address or "")
    if m:
        return f"Unit {m.group(1)}"
    return f"Lot {ctx.rng.randint(1, 420)}"


_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


#: When a volunteer can come, with the days and the hours (first and last starting hour) a shift of theirs falls
#: in: a volunteer free "weekday evenings after 6" is not on a Tuesday shift at 3:10 PM.
_AVAILABILITY: dict[str, tuple[tuple[str, ...], int, int]] = {
    "Saturday mornings": (("Saturday",), 8, 10),
    "weekday evenings after 6": (_WEEKDAYS[:5], 18, 19),
    "Tuesday and Thursday afternoons": (("Tuesday", "Thursday"), 12, 15),
    "one Sunday a month": (("Sunday",), 9, 14),
    "any day during school hours": (_WEEKDAYS[:5], 9, 13),
}


def shift_fits(availability: str, shift: str) -> bool | None:
    """Whether a ``volunteer_shift`` value ("Tuesday shift starting at 3:10 PM") falls inside a
    ``volunteer_availability`` value; None when either is not one this module draws."""
    slot = _AVAILABILITY.get(availability)
    m = re.match(r"(\w+) shift starting at (\d{1,2}):(\d\d) ([AP]M)$", shift)
    if slot is None or m is None:
        return None
    hour = int(m.group(2)) % 12 + (12 if m.group(4) == "PM" else 0)
    return m.group(1) in slot[0] and slot[1] <= hour <= slot[2]


def _availability(ctx: ValueContext) -> str:
    """When the volunteer can come: one value per record, which the record's shift keeps to."""
    return record_rng(ctx, "availability").choice(tuple(_AVAILABILITY))


def _shift(ctx: ValueContext) -> str:
    """A shift inside the volunteer's availability when the record tells it, else any day in working hours."""
    rt = record_type_of(ctx, "community")
    if rt is not None and "volunteer_availability" in rt.fields:
        days, first, last = _AVAILABILITY[_availability(ctx)]
        return f"{ctx.rng.choice(days)} shift starting at {time_of_day(ctx, first, last)}"
    return f"{ctx.rng.choice(_WEEKDAYS)} shift starting at {time_of_day(ctx)}"



def _statement_year(ctx: ValueContext) -> str:
    """The year a statement covers: a giving statement or a delinquency the year past; dues billed the season to
    come (issue 19: a dues invoice "for the coming season" dated February 2024 bills 2024, from October the next
    year), not last year's."""
    year = ctx.record_date.year - 1
    if "dues invoice" in ctx.record_type.lower():
        year = ctx.record_date.year + (1 if ctx.record_date.month >= 10 else 0)
    return styled_span(dt.date(year, 1, 1), dt.date(year, 12, 31), "through")

def _program_child_age(ctx: ValueContext) -> int:
    """The after-school child's age: five to eleven, one per record (the birth date and the grade agree)."""
    return record_rng(ctx, "program child").randint(5, 11)


def _program_child_birth_date(ctx: ValueContext) -> str:
    age = _program_child_age(ctx)
    born = ctx.record_date - dt.timedelta(days=365 * age + record_rng(ctx, "program child born").randint(20, 340))
    return fmt_date(born, ctx.rng)


def _program_child_grade(ctx: ValueContext) -> str:
    grade = _program_child_age(ctx) - 5
    return "kindergarten" if grade == 0 else f"{grade}{('st', 'nd', 'rd')[grade - 1] if grade <= 3 else 'th'} grade"


def _program_child_doctor(ctx: ValueContext) -> str:
    return f"Dr. {ctx.fake.first_name()} {ctx.fake.last_name()}"


#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/community.yaml.
GENERATORS: dict[str, Generator] = {
    "mutual_aid_request": _aid_request,
    "program_child_birth_date": _program_child_birth_date,
    "program_child_grade": _program_child_grade,
    "program_child_doctor": _program_child_doctor,
    "gate_code": lambda ctx: "#" + "".join(str(ctx.rng.randrange(10)) for _ in range(5)),
    "community_member_number": _member_number,
    "community_organization": _organization,
    "offered_restitution": lambda ctx: money(ctx, 80, 900, cents=False),
    "religious_affiliation": _religious_affiliation,
    "clergy_name": _clergy_name,
    "worship_service_time": _worship_service,
    "membership_start_date": _member_since,
    "volunteer_hours_logged": _volunteer_hours,
    "volunteer_background_check": _background_check,
    "meeting_attendance_record": _attendance,
    "annual_contribution_total": lambda ctx: f"${_giving_total(ctx):,.2f}",
    "pledge_amount": _pledge,
    "gift_count": _gift_count,
    "largest_gift": _largest_gift,
    "dues_balance_outstanding": lambda ctx: money(ctx, 45, 2600),
    "contribution_payment_method": _payment_method,
    "recurring_gift": _recurring_gift,
    "household_composition": _household,
    "community_emergency_contact": _emergency_contact,
    "garden_plot_assignment": _garden_plot,
    "lot_or_unit_number": _lot_or_unit,
    "community_deadline": lambda ctx: date_within(ctx, -3, 75),
    "community_event_date": lambda ctx: f"{date_within(ctx, -5, 90)} at {time_of_day(ctx)}",
    "coordinator_name": lambda ctx: person_name(ctx),
    "volunteer_shift": _shift,
    "volunteer_availability": _availability,
    "community_request_date": lambda ctx: fmt_date(request_day(ctx), ctx.rng),
    "late_fee": lambda ctx: f"${ctx.rng.choice((10, 15, 20, 25, 30, 35, 40, 50, 75))}.00",
    "hearing_date": lambda ctx: f"{date_within(ctx, -10, 45)} at {time_of_day(ctx)}",
    "vehicle_description": _vehicle,
    "statement_period": _statement_year,
    "envelope_number": lambda ctx: f"No. {ctx.rng.randint(12, 980)}",
}

#: Generated fields whose values a record type's ``matter`` may narrow.
POOLS: dict[str, tuple[str, ...]] = {"mutual_aid_request": AID_REQUESTS,
                                     "volunteer_background_check": _BACKGROUND_STATUSES}
