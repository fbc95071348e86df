"""Recreation records: travel, amateur sports, fitness, gaming, hobbies and live events."""

from __future__ import annotations

import datetime as dt
import random
import re

from privasis_hub import safe_ids
from privasis_hub.synth import places
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    fmt_date,
    issuer_name,
    money,
    record_rng,
    record_type_of,
    related_person,
    request_day,
    styled_day,
)

# --- value pools -------------------------------------------------------------------------

_AIRLINES = (
    ("Delta", "DL"),
    ("United", "UA"),
    ("American Airlines", "AA"),
    ("Alaska Airlines", "AS"),
    ("JetBlue", "B6"),
    ("Southwest", "WN"),
    ("Air Canada", "AC"),
    ("Lufthansa", "LH"),
    ("British Airways", "BA"),
    ("Aeromexico", "AM"),
    ("Hawaiian Airlines", "HA"),
    ("TAP Air Portugal", "TP"),
)
_AIRPORTS = (
    "ATL",
    "ORD",
    "DFW",
    "DEN",
    "SFO",
    "SEA",
    "BOS",
    "JFK",
    "MIA",
    "PHX",
    "MSP",
    "DTW",
    "LAX",
    "HNL",
    "YYZ",
    "LHR",
    "LIS",
    "CUN",
    "FRA",
    "SAN",
    "AUS",
    "PDX",
    "MCO",
    "SLC",
)


_HOTEL_A = (
    "Harborview",
    "Maple Ridge",
    "Seaside",
    "Grand Meridian",
    "Copper Canyon",
    "Lakeshore",
    "Old Town",
    "Riverside",
    "Pinecrest",
    "Sunset Palms",
    "Bayfront",
    "Mission Hills",
)
_HOTEL_B = ("Suites", "Inn", "Hotel", "Lodge", "Resort and Spa", "Boutique Hotel")

_RELATIONS = (
    "spouse",
    "partner",
    "sister",
    "brother",
    "college roommate",
    "coworker",
    "best friend",
    "fiance",
    "cousin",
    "adult child",
    "mother",
    "father",
)

_GYM_TIERS = (
    ("Basic Off-Peak", 19, 29),
    ("Premium All-Access", 49, 79),
    ("Family Plus", 89, 139),
    ("Climbing and Yoga Combo", 69, 99),
    ("Aquatics Only", 29, 45),
    ("Founding Member Unlimited", 39, 59),
    ("Corporate Wellness", 25, 40),
    ("Flex Pass", 35, 55),
    ("Boutique Cycling Unlimited", 119, 189),
    ("CrossTraining Unlimited", 139, 219),
    ("Silver Active Seniors", 0, 15),
    ("Student Semester", 15, 25),
)


#: The record's one sport (drawn once per case): its positions and its venues, so a pitcher's home games are on a
#: diamond and a setter's on a court.
_SPORTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "softball": (("shortstop", "catcher", "starting pitcher", "first baseman", "center fielder"),
                 ("the lower diamond at Riverside Park", "Diamond 2 at the county sports complex")),
    "soccer": (("goalkeeper", "center back", "left wing", "midfielder", "striker"),
               ("Field 3 at Memorial Park", "the turf field behind Lincoln High", "Pitch 2 at the county sports complex")),
    "basketball": (("point guard", "power forward", "center", "shooting guard"),
                   ("Court B at the community rec center", "the Westside indoor dome gym")),
    "volleyball": (("setter", "outside hitter", "libero", "middle blocker"),
                   ("Court B at the community rec center", "the sand courts at Bayside Park")),
    "rugby": (("flanker", "scrum-half", "fly-half", "prop"), ("the rugby pitch at Memorial Park",)),
}
_POSITIONS = tuple(p for positions, _ in _SPORTS.values() for p in positions)
_VENUES = tuple(dict.fromkeys(v for _, venues in _SPORTS.values() for v in venues))


def _sport(ctx: ValueContext) -> str:
    return record_rng(ctx, "sport").choice(tuple(_SPORTS))


_TEAM_A = (
    "Eastside",
    "Northgate",
    "Riverbend",
    "Old Mill",
    "Southport",
    "Lakeview",
    "Westfield",
    "Cedar Park",
)
_TEAM_B = (
    "Ravens",
    "Hammers",
    "Otters",
    "Bandits",
    "Comets",
    "Foxes",
    "Pickles",
    "Thunder",
    "Mavericks",
    "Yetis",
)

_GAMER_A = (
    "shadow",
    "pixel",
    "frost",
    "void",
    "turbo",
    "lunar",
    "ember",
    "glitch",
    "neon",
    "rogue",
    "atomic",
)
_GAMER_B = ("wolf", "fox", "raven", "knight", "ninja", "viper", "golem", "byte", "drift", "pilot", "ghost")





# --- generators --------------------------------------------------------------------------


def _long(day: dt.date) -> str:
    return styled_day(day)  # the record's own date style (one per record), spelled out outside a record


def _booking_ref(ctx: ValueContext) -> str:
    letters, digits = "ABCDEFGHJKLMNPQRSTUVWXYZ", "23456789"
    chars = [ctx.rng.choice(letters + digits) for _ in range(6)]
    chars[ctx.rng.randrange(6)] = ctx.rng.choice(digits)
    chars[ctx.rng.randrange(6)] = ctx.rng.choice(letters)
    return "".join(chars)


#: (destination, the airport a traveller flies into): a record's flight lands where its trip goes.
_DESTINATIONS = (
    ("Lisbon, Portugal", "LIS"), ("Oaxaca, Mexico", "OAX"), ("Kyoto, Japan", "KIX"),
    ("Reykjavik, Iceland", "KEF"), ("Banff, Alberta", "YYC"), ("Maui, Hawaii", "OGG"),
    ("Cartagena, Colombia", "CTG"), ("Edinburgh, Scotland", "EDI"), ("Tulum, Mexico", "CUN"),
    ("Savannah, Georgia", "SAV"), ("Moab, Utah", "CNY"), ("Dubrovnik, Croatia", "DBV"),
    ("Marrakesh, Morocco", "RAK"), ("Hanoi, Vietnam", "HAN"), ("Asheville, North Carolina", "AVL"),
    ("Santorini, Greece", "JTR"), ("Costa Rica's Nicoya Peninsula", "LIR"), ("the Amalfi Coast, Italy", "NAP"),
)


#: Where a holiday rental is booked (s20-world, reader11 class 9: no "West Palm Beach Getaways" renting a cottage in
#: Hanoi): U.S. holiday towns, (destination as a booking names it, state, town as the towns table has it), so the
#: rental's own agency has its office, its ZIP code and its phone in the town the house stands in.
RENTAL_TOWNS = (
    ("Savannah, Georgia", "GA", "Savannah"), ("Moab, Utah", "UT", "Moab"), ("Asheville, North Carolina", "NC", "Asheville"),
    ("Kihei, Maui", "HI", "Kihei"), ("Key West, Florida", "FL", "Key West"), ("Gatlinburg, Tennessee", "TN", "Gatlinburg"),
    ("Myrtle Beach, South Carolina", "SC", "Myrtle Beach"), ("Bar Harbor, Maine", "ME", "Bar Harbor"),
    ("Sedona, Arizona", "AZ", "Sedona"), ("Breckenridge, Colorado", "CO", "Breckenridge"),
    ("Provincetown, Massachusetts", "MA", "Provincetown"), ("Nags Head, North Carolina", "NC", "Nags Head"),
    ("Traverse City, Michigan", "MI", "Traverse City"), ("South Lake Tahoe, California", "CA", "South Lake Tahoe"),
    ("Destin, Florida", "FL", "Destin"), ("Stowe, Vermont", "VT", "Stowe"), ("Taos, New Mexico", "NM", "Taos"),
)


def _rental(record_type: str) -> bool:
    """Whether the record books a holiday rental (its property, its agency and its trip are in one town)."""
    return "rental" in record_type.lower() and "vacation" in record_type.lower()


def rental_town(ctx: ValueContext) -> tuple[str, str, str]:
    """The holiday rental's town (destination, state, town), the same for every field of one record and never the
    person's own town (no one rents a holiday cottage in the town they live in)."""
    p = ctx.profile
    rng = random.Random(f"rental|{p.first_name}|{p.last_name}|{p.date_of_birth}|{ctx.record_date.isoformat()}")
    return rng.choice([t for t in RENTAL_TOWNS if (t[1], t[2]) != (p.region, p.city)])


def rental_office(record_type: str, values: dict[str, str]) -> tuple[str, str] | None:
    """(state, town) of a holiday rental's agency, from the record's destination; None for any other record (its
    office is in the person's own town)."""
    if not _rental(record_type):
        return None
    dest = values.get("trip_destination", "")
    return next(((st, town) for d, st, town in RENTAL_TOWNS if d == dest), None)


def _provider(ctx: ValueContext) -> str:
    """The business the record is with; a holiday rental's is the agency of the rental's own town ("Savannah
    Vacation Rentals", "Keller Getaways" with its office there), not one named for the person's home town."""
    if not _rental(ctx.record_type):
        return issuer_name(ctx, "recreation", _ISSUER_FALLBACK)
    rt = record_type_of(ctx, "recreation")
    kind = ctx.rng.choice(rt.issuer_kinds if rt is not None and rt.issuer_kinds else ("Vacation Rentals",))
    place = rental_town(ctx)[2] if ctx.rng.random() < 0.5 else ctx.fake.last_name()
    return f"{place} {kind}"


def _trip(ctx: ValueContext) -> tuple[str, str]:
    """The record's (destination, arrival airport), the same for every field of one record.

    Drawn from a generator seeded by the person and the record date (not ``ctx.rng``), so the
    destination and the flight agree whichever field is generated first.
    """
    p = ctx.profile
    seed = f"trip|{p.first_name}|{p.last_name}|{p.date_of_birth}|{ctx.record_date.isoformat()}"
    return random.Random(seed).choice(_DESTINATIONS)


#: The airport a resident of each state flies out of (issue 19: no Wisconsin resident flying out of Portland, OR).
_HOME_AIRPORTS = {
    "AL": "BHM", "AK": "ANC", "AZ": "PHX", "AR": "LIT", "CA": "LAX", "CO": "DEN", "CT": "BDL", "DE": "PHL",
    "DC": "DCA", "FL": "MCO", "GA": "ATL", "HI": "HNL", "ID": "BOI", "IL": "ORD", "IN": "IND", "IA": "DSM",
    "KS": "MCI", "KY": "SDF", "LA": "MSY", "ME": "PWM", "MD": "BWI", "MA": "BOS", "MI": "DTW", "MN": "MSP",
    "MS": "JAN", "MO": "STL", "MT": "BZN", "NE": "OMA", "NV": "LAS", "NH": "MHT", "NJ": "EWR", "NM": "ABQ",
    "NY": "JFK", "NC": "CLT", "ND": "FAR", "OH": "CMH", "OK": "OKC", "OR": "PDX", "PA": "PHL", "RI": "PVD",
    "SC": "CHS", "SD": "FSD", "TN": "BNA", "TX": "DFW", "UT": "SLC", "VT": "BTV", "VA": "RIC", "WA": "SEA",
    "WV": "CRW", "WI": "MKE", "WY": "JAC",
}
#: Destinations inside the United States: flown by a U.S. carrier.
_DOMESTIC = frozenset({"SAV", "CNY", "AVL", "OGG"})


def _flight(ctx: ValueContext) -> str:
    """A flight from the airport of the person's state to the trip's destination (a U.S. carrier at home)."""
    dest = _trip(ctx)[1]
    # a U.S. carrier flies anywhere from a U.S. airport; a foreign one only to its own country (s20-world: no TAP Air
    # Portugal flight from Little Rock to Costa Rica)
    own = {"LIS": "TP", "YYC": "AC", "OAX": "AM", "CUN": "AM", "EDI": "BA", "OGG": "HA"}.get(dest)
    airlines = (_AIRLINES[:6] if dest in _DOMESTIC else _AIRLINES[:3]) + tuple(a for a in _AIRLINES if a[1] == own)
    name, iata = ctx.rng.choice(airlines)
    home = _HOME_AIRPORTS.get(getattr(ctx.profile, "region", "") or "")
    origin = home if home and home != dest else ctx.rng.choice([a for a in _AIRPORTS if a != dest])
    return f"{name} flight {iata} {ctx.rng.randint(12, 2899)} from {origin} to {dest}"


def _claimed_trip_dates(ctx: ValueContext) -> str:
    """The first and last days of a trip that is over: an interruption claim is filed 3-45 days after the trip
    was cut short (issue 19: no interruption claim for a trip still ahead)."""
    end = ctx.record_date - dt.timedelta(days=ctx.rng.randint(3, 45))
    return f"{_long(end - dt.timedelta(days=ctx.rng.randint(2, 16)))} to {_long(end)}"


def _trip_dates(ctx: ValueContext) -> str:
    """The first and last days of a trip still ahead of the record; a cruise's span is its route's nights (reader10:
    no "May 3, 2025 to May 7, 2025" beside "a ten-night Mediterranean cruise")."""
    start = ctx.record_date + dt.timedelta(days=ctx.rng.randint(5, 200))
    end = start + dt.timedelta(days=ctx.rng.randint(2, 16))
    if "cruise" in ctx.record_type.lower():
        route = record_rng(ctx, "cruise").choice(CRUISE_ROUTES)  # the same draw as :func:`_destination`
        end = start + dt.timedelta(days=_NIGHTS[route.split("-night")[0].split()[-1]])
    return f"{_long(start)} to {_long(end)}"


_NIGHTS = {"five": 5, "seven": 7, "nine": 9, "ten": 10, "twelve": 12}


#: Where a cruise sails (its own destinations: no cruise to Banff) and the kinds of rental home a booking names.
CRUISE_ROUTES = ("a seven-night Western Caribbean cruise from Miami", "a ten-night Mediterranean cruise from Barcelona",
                 "a seven-night Alaska Inside Passage cruise from Seattle", "a five-night Bahamas cruise from Port "
                 "Canaveral", "a twelve-night Norwegian fjords cruise from Southampton", "a seven-night Mexican "
                 "Riviera cruise from Los Angeles", "a nine-night Greek Isles cruise from Athens")
#: The terminal each route sails from (issue 19: no "Greek Isles cruise from Athens" embarking at Port Canaveral).
_CRUISE_PORTS = {"Miami": "the Port of Miami, Terminal B", "Barcelona": "the Port of Barcelona, Terminal D",
                 "Seattle": "the Port of Seattle, Pier 91", "Canaveral": "Port Canaveral, Terminal 10",
                 "Southampton": "Southampton, Ocean Terminal", "Los Angeles": "the Port of Los Angeles, World Cruise Center",
                 "Athens": "Piraeus cruise port, Terminal A"}
_CABINS = ("inside stateroom", "ocean-view stateroom", "balcony stateroom", "mini-suite")
_RENTALS = ("cottage", "cabin", "townhouse", "condo", "apartment")
#: Where a rental stands, in words that fit any destination (no "147 Oconnor Way" in Kyoto, no beach house in Moab).
_RENTAL_SETTINGS = ("a short walk from the town center", "on a quiet street outside town",
                    "ten minutes' drive from the center", "close to the main square")


def _lodging(ctx: ValueContext) -> str:
    """Where the person stays, as the record's kind of booking has it: a cruise's cabin, a rental's house, else a
    hotel room (no "Room 729, Pinecrest Inn" on a cruise manifest)."""
    name = ctx.record_type.lower()
    if "cruise" in name:
        deck = ctx.rng.randint(4, 12)
        cabin = ctx.rng.choice(_CABINS)
        return f"Cabin {deck}{ctx.rng.randint(1, 80):03d} on Deck {deck}, {'an' if cabin[0] in 'aeiou' else 'a'} {cabin}"
    if "rental" in name:
        house = f"a {ctx.rng.choice(('two', 'three', 'four'))}-bedroom {ctx.rng.choice(_RENTALS)}"
        if _rental(ctx.record_type) and ctx.rng.random() < 0.6:  # the house's own street, in the rental's town
            return f"{house} at {places.street_address(ctx.rng, unit=False)}, {rental_town(ctx)[2]}"
        return f"{house} {ctx.rng.choice(_RENTAL_SETTINGS)}"
    room = ctx.rng.randint(1, 14) * 100 + ctx.rng.randint(1, 40)
    if "folio" in name:  # the hotel's own folio: its room, not another hotel's name (issue 19)
        return f"Room {room}"
    return f"Room {room}, {ctx.rng.choice(_HOTEL_A)} {ctx.rng.choice(_HOTEL_B)}"


#: A hotel's rooms and their nightly rates.
_ROOMS = (("a king room", 189), ("a double queen room", 154), ("a studio suite", 212), ("a standard queen room", 139))


def _stay(ctx: ValueContext) -> tuple[int, str, int]:
    """The record's hotel stay: (nights, room, nightly rate), the same for every field that reads it."""
    rng = record_rng(ctx, "stay")
    room, rate = rng.choice(_ROOMS)
    return rng.randint(2, 5), room, rate


def _order_total(ctx: ValueContext) -> str:
    """What the booking costs; a hotel folio's is its room nights with 12% lodging tax and a few incidentals (issue
    19: no "3 nights at $189" on a folio totalling $878.55)."""
    if "folio" not in ctx.record_type:
        return money(ctx, 18, 2400)
    nights, _, rate = _stay(ctx)
    return f"${nights * rate * 1.12 + record_rng(ctx, 'incidentals').uniform(25, 140):,.2f}"


def _destination(ctx: ValueContext) -> str:
    """The trip's destination: a cruise's route on a cruise record, else the record's one destination."""
    if "cruise" in ctx.record_type.lower():
        return record_rng(ctx, "cruise").choice(CRUISE_ROUTES)
    if _rental(ctx.record_type):  # the rental's own town
        return rental_town(ctx)[0]
    return _trip(ctx)[0]


def _embarkation(ctx: ValueContext) -> str:
    """The terminal the record's cruise route sails from (the same draw as :func:`_destination`)."""
    route = record_rng(ctx, "cruise").choice(CRUISE_ROUTES)
    return next(port for city, port in _CRUISE_PORTS.items() if route.endswith(city))


def _companion(ctx: ValueContext) -> str:
    """Who travels with the person: a coworker only with someone of working age who works (issue 19: no
    74-year-old traveling with a coworker)."""
    working = ctx.profile.age < 67 and not ctx.profile.occupation.startswith("retired")
    return related_person(ctx, ctx.rng.choice([r for r in _RELATIONS if working or r != "coworker"]))


def _gym_plan(ctx: ValueContext) -> str:
    age = ctx.profile.age
    tiers = [t for t in _GYM_TIERS if not (t[0].startswith("Silver") and age < 65)]
    tiers = [t for t in tiers if not (t[0].startswith("Student") and age > 30)]
    name, low, high = ctx.rng.choice(tiers)
    if name.startswith("Silver") and ctx.rng.random() < 0.5:
        return f"{name} plan, covered by a Medicare Advantage fitness benefit"
    return f"{name} plan, ${ctx.rng.randint(low, high) + 0.99:.2f} per month"


def _fitness(ctx: ValueContext) -> str:
    rng = ctx.rng
    hr = rng.randint(48, 92)
    sys_bp = rng.randint(104, 148)
    dia_bp = rng.randint(64, min(96, sys_bp - 30))
    body_fat = rng.uniform(11, 41)
    return f"resting heart rate {hr} bpm, blood pressure {sys_bp}/{dia_bp} mmHg, body fat {body_fat:.1f}%"


def _personal_best(ctx: ValueContext) -> str:
    rng = ctx.rng

    def clock(seconds: int) -> str:
        h, rem = divmod(seconds, 3600)
        m, s = divmod(rem, 60)
        return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"

    kind = rng.randrange(7) if ctx.profile.age < 70 else rng.choice((0, 4, 5, 6))  # no marathon PB at 80
    if "marathon" in ctx.record_type or "race " in ctx.record_type:  # a race's entry asks for a running time (s26-contra: no
        kind = rng.choice((0, 1, 2, 3, 6) if ctx.profile.age < 70 else (0, 1, 6))  # "210 lb deadlift" on an entry)
    # the fastest times are a young man's: a woman's or an older runner's best is slower (s27-fit: a 3:02 marathon
    # for a 56-year-old woman on a gym's intake)
    age = ctx.profile.age
    slow = (1.0 + (0.1 if ctx.profile.sex == "female" else 0.0)
            + (0.0 if age < 40 else 0.08 if age < 50 else 0.18 if age < 60 else 0.3))

    def run(low: int, high: int) -> int:
        return rng.randint(min(int(low * slow), high - 60), high)

    if kind == 0:
        return f"a 5K in {clock(run(16 * 60, 40 * 60))}"
    if kind == 1:
        return f"a 10K in {clock(run(34 * 60, 80 * 60))}"
    if kind == 2:
        return f"a half marathon in {clock(run(78 * 60, 170 * 60))}"
    if kind == 3:
        return f"a marathon in {clock(run(160 * 60, 330 * 60))}"
    if kind == 4:
        top = 500 if ctx.profile.sex == "male" else 320
        top = top if ctx.profile.age < 50 else top * 2 // 3 if ctx.profile.age < 70 else top // 2
        return f"a {rng.randrange(95, max(100, top), 5)} lb deadlift"
    if kind == 5:
        return f"a 100-yard freestyle swim in {clock(rng.randint(50, 110))}"
    return f"a mile run in {clock(run(290, 660))}"


_MARATHON_BEST = re.compile(r"\ba marathon in (\d):(\d\d):\d\d\b")
#: A marathon's start corrals by the finish they expect, fastest first: (the slowest best time in minutes, the corral).
_CORRALS = ((215, "corral A, for an expected finish under 3:30"), (270, "corral C, for an expected finish of 4:00 to 4:15"),
            (10_000, "corral E, for an expected finish over 4:30"))


def keep_corral(values: dict[str, str]) -> None:
    """In place: a runner whose record gives a marathon best starts in the corral of that pace (s28-lead: "corral C,
    for an expected finish of 4:00 to 4:15" beside a best of 4:39:50; a runner with a best is no first-timer)."""
    m = _MARATHON_BEST.search(values.get("personal_best", ""))
    if m is None or "race_corral" not in values:
        return
    minutes = int(m.group(1)) * 60 + int(m.group(2))
    values["race_corral"] = next(corral for slowest, corral in _CORRALS if minutes < slowest)


def _team_position(ctx: ValueContext) -> str:
    position = ctx.rng.choice(_SPORTS[_sport(ctx)][0])
    return f"{position} for the {ctx.rng.choice(_TEAM_A)} {ctx.rng.choice(_TEAM_B)}"


def _home_field(ctx: ValueContext) -> str:
    """A venue of the record's sport."""
    return ctx.rng.choice(_SPORTS[_sport(ctx)][1])


#: Divisions with who may play in them: (sex or "", youngest age).
_DIVISIONS: dict[str, tuple[str, int]] = {
    "the coed recreational division": ("", 18), "the men's over-35 division": ("male", 35),
    "the women's competitive division": ("female", 18), "the Tuesday night B league": ("", 18),
    "the Sunday morning open division": ("", 18), "the intermediate coed flight": ("", 18),
    "the masters division": ("", 40),
}


def _division(ctx: ValueContext) -> str:
    """A division the person can play in (no men's division for a woman, no masters for a 25-year-old)."""
    p = ctx.profile
    fits = [d for d, (sex, age) in _DIVISIONS.items() if sex in ("", p.sex) and p.age >= age]
    return ctx.rng.choice(fits)


def _league_hearing(ctx: ValueContext) -> str:
    """The evening the league's discipline committee hears a case: 5-21 days after the notice, 6 or 7 PM."""
    day = ctx.record_date + dt.timedelta(days=ctx.rng.randint(5, 21))
    return f"{fmt_date(day, ctx.rng)} at {ctx.rng.choice(('6:00 PM', '6:30 PM', '7:00 PM'))}"


def _gamer_tag(ctx: ValueContext) -> str:
    return safe_ids.user_handle(ctx.rng, ctx.rng.choice(_GAMER_A), ctx.rng.choice(_GAMER_B)).lstrip("@")


def _card(ctx: ValueContext) -> str:
    brand = ctx.rng.choice(("Visa", "Mastercard", "Discover", "American Express"))
    last4 = safe_ids.payment_card(ctx.rng, brand).replace(" ", "")[-4:]
    return f"{brand}{'' if brand.endswith('card') else ' card'} ending in {last4}"


def _seat(ctx: ValueContext) -> str:
    rng = ctx.rng
    return (
        f"Section {rng.randint(101, 340)}, Row {rng.choice('ABCDEFGHJKLMNPQRST')}, Seat {rng.randint(1, 28)}"
    )


# --- the category ------------------------------------------------------------------------

_B = "bookings and travel"
_A = "activities and health"
_P = "accounts and payments"


#: Kinds of issuer for a record type whose data names none.
_ISSUER_FALLBACK = ("Services",)

#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/recreation.yaml.

def _swap_table_fee(ctx: ValueContext) -> str:
    """A club swap meet's seller table: $10-35, in whole dollars."""
    return f"${ctx.rng.choice((10, 12, 15, 20, 25, 30, 35))}"


def _swap_asking_price(ctx: ValueContext) -> str:
    return f"${ctx.rng.randrange(60, 900, 5):,}"


def _team_dues_paid(ctx: ValueContext) -> str:
    roster = ctx.rng.randint(10, 14)  # (a roster the dues table lists whole: at most ledger.MAX_ROWS players)
    return f"{ctx.rng.randint(roster // 2, roster - 1)} of {roster} players"


#: A member number's prefix is the issuer's kind: a league's player, a gym's member, a club's, a game account.
_MEMBER_PREFIX = {"amateur sports leagues": "LGE", "fitness": "GYM", "hobbies and crafts": "CLB", "gaming": "ACCT"}


def _member_number(ctx: ValueContext) -> str:
    rt = record_type_of(ctx, "recreation")
    return safe_ids.internal_id(ctx.rng, _MEMBER_PREFIX.get(rt.subcategory if rt else "", "MBR"))

GENERATORS: dict[str, Generator] = {
    "swap_table_fee": _swap_table_fee,
    "swap_asking_price": _swap_asking_price,
    "swap_table_number": lambda ctx: f"table {ctx.rng.randint(3, 48)}",
    "team_dues_paid": _team_dues_paid,
    "provider_name": _provider,
    "booking_reference": _booking_ref,
    "flight_itinerary": _flight,
    "trip_destination": _destination,
    "embarkation_port": _embarkation,
    "trip_dates": _trip_dates,
    "lodging_details": _lodging,
    "travel_loyalty_number": lambda ctx: safe_ids.internal_id(ctx.rng, ctx.rng.choice(("FF", "MLG", "HH", "LOY"))),
    "travel_companion": _companion,
    "claimed_trip_dates": _claimed_trip_dates,
    "unused_trip_cost": lambda ctx: money(ctx, 150, 4200),
    "event_seat_assignment": _seat,
    "travel_insurance_claim": lambda ctx: money(ctx, 180, 18500),
    "fitness_assessment": _fitness,
    "personal_best": _personal_best,
    "league_team_position": _team_position,
    "home_field": _home_field,
    "league_division": _division,
    "league_hearing_date": _league_hearing,
    "gym_membership_plan": _gym_plan,
    "gamer_tag": _gamer_tag,
    "in_game_spending": lambda ctx: money(ctx, 20, 4800),
    "card_on_file": _card,
    "rec_emergency_contact": lambda ctx: related_person(ctx, ctx.rng.choice(_RELATIONS)),
    "rec_member_number": _member_number,
    "order_total": _order_total,
    "room_nights": lambda ctx: "{} nights in {} at ${} a night".format(*_stay(ctx)),
    "rec_event_date": lambda ctx: _long(ctx.record_date + dt.timedelta(days=ctx.rng.randint(4, 160))),
    "last_login_ip": lambda ctx: safe_ids.ipv4(ctx.rng),
    "rec_staff_contact": lambda ctx: f"{ctx.fake.first_name()} {ctx.fake.last_name()}",
    "rec_submitted_date": lambda ctx: _long(request_day(ctx)),
    "payment_confirmation": lambda ctx: safe_ids.internal_id(ctx.rng, ctx.rng.choice(('PAY', 'TXN', 'RCPT'))),
}

#: generated field -> every value it can draw, that another field's ``goes_with`` may name (an interruption's
#: hurricane only at a destination on a hurricane coast: reader16 class 8, a hurricane in Moab, Utah).
GOES_WITH_VALUES: dict[str, tuple[str, ...]] = {
    "trip_destination": tuple(dict.fromkeys([d for d, _ in _DESTINATIONS] + [t[0] for t in RENTAL_TOWNS]
                                            + list(CRUISE_ROUTES)))}
