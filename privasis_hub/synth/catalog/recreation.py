"""Recreation records: travel, amateur sports, fitness, gaming, hobbies and live events."""

from __future__ import annotations

import datetime as dt

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Category,
    FieldSpec,
    ValueContext,
    choice,
    money,
    person_name,
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

_DESTINATIONS = (
    "Lisbon, Portugal",
    "Oaxaca, Mexico",
    "Kyoto, Japan",
    "Reykjavik, Iceland",
    "Banff, Alberta",
    "Maui, Hawaii",
    "Cartagena, Colombia",
    "Edinburgh, Scotland",
    "Tulum, Mexico",
    "Savannah, Georgia",
    "Moab, Utah",
    "Dubrovnik, Croatia",
    "Marrakesh, Morocco",
    "Hanoi, Vietnam",
    "Asheville, North Carolina",
    "Santorini, Greece",
    "Costa Rica's Nicoya Peninsula",
    "the Amalfi Coast, Italy",
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

_INJURIES = (
    "a sprained left ankle (grade II)",
    "a torn right ACL",
    "a concussion from a head-to-head collision",
    "a dislocated right shoulder",
    "a fractured left wrist",
    "a pulled hamstring",
    "a broken nose from a stray elbow",
    "a partially torn Achilles tendon",
    "turf burn and a deep laceration to the knee",
    "a stress fracture in the right foot",
    "a rotator cuff strain",
    "heat exhaustion during an afternoon game",
    "two cracked ribs",
    "a meniscus tear in the left knee",
)

_POSITIONS = (
    "goalkeeper",
    "point guard",
    "shortstop",
    "setter",
    "center back",
    "left wing",
    "catcher",
    "starting pitcher",
    "outside hitter",
    "first baseman",
    "midfielder",
    "flanker",
    "libero",
    "power forward",
)
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

_HOBBIES = (
    "vintage mechanical watch restoration",
    "competitive birdwatching",
    "wheel-thrown stoneware pottery",
    "amateur astrophotography",
    "sourdough baking",
    "fly fishing for trout",
    "model railroad building",
    "salsa dancing",
    "community theater",
    "urban sketching",
    "quilting with reclaimed fabric",
    "geocaching",
    "beekeeping",
    "restoring old motorcycles",
    "competitive Scrabble",
    "bonsai cultivation",
    "rock climbing at indoor gyms",
    "ham radio",
)

_ACCESS = (
    "wheelchair-accessible seating with a companion seat",
    "an ASL interpreter for the main stage",
    "a quiet room for a child with autism",
    "early boarding because of a prosthetic leg",
    "refrigerated storage for insulin",
    "a relief area for a service dog",
    "captioning on the venue screens",
    "an accessible shuttle from the parking area",
    "a step-free route to the viewing platform",
    "seating near an exit because of a heart condition",
    "a sensory-friendly kit with ear defenders",
    "cooling tent access because of multiple sclerosis",
    "a seat with extra legroom after hip surgery",
)

_CONDUCT = (
    "using slurs in voice chat",
    "running aim-assist cheat software",
    "deliberately throwing ranked matches",
    "sharing an account with a paid booster",
    "threatening an opponent in direct messages",
    "pushing a referee after a red card",
    "fielding an unregistered player",
    "repeated unsportsmanlike conduct penalties",
    "exploiting a duplication bug to sell items",
    "harassing a streamer's chat with alternate accounts",
    "arriving at a match intoxicated",
    "spitting at an opposing player",
)


# --- generators --------------------------------------------------------------------------


def _long(day: dt.date) -> str:
    return f"{day.strftime('%B')} {day.day}, {day.year}"


def _booking_ref(ctx: ValueContext) -> str:
    letters, digits = "ABCDEFGHJKLMNPQRSTUVWXYZ", "23456789"
    chars = [ctx.rng.choice(letters + digits) for _ in range(6)]
    chars[ctx.rng.randrange(6)] = ctx.rng.choice(digits)
    chars[ctx.rng.randrange(6)] = ctx.rng.choice(letters)
    return "".join(chars)


def _flight(ctx: ValueContext) -> str:
    name, iata = ctx.rng.choice(_AIRLINES)
    origin, dest = ctx.rng.sample(_AIRPORTS, 2)
    return f"{name} flight {iata} {ctx.rng.randint(12, 2899)} from {origin} to {dest}"


def _trip_dates(ctx: ValueContext) -> str:
    start = ctx.record_date + dt.timedelta(days=ctx.rng.randint(5, 200))
    end = start + dt.timedelta(days=ctx.rng.randint(2, 16))
    return f"{_long(start)} to {_long(end)}"


def _lodging(ctx: ValueContext) -> str:
    room = ctx.rng.randint(1, 14) * 100 + ctx.rng.randint(1, 40)
    return f"Room {room}, {ctx.rng.choice(_HOTEL_A)} {ctx.rng.choice(_HOTEL_B)}"


def _companion(ctx: ValueContext) -> str:
    return f"{person_name(ctx)} ({ctx.rng.choice(_RELATIONS)})"


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

    kind = rng.randrange(7)
    if kind == 0:
        return f"a 5K in {clock(rng.randint(16 * 60, 40 * 60))}"
    if kind == 1:
        return f"a 10K in {clock(rng.randint(34 * 60, 80 * 60))}"
    if kind == 2:
        return f"a half marathon in {clock(rng.randint(78 * 60, 170 * 60))}"
    if kind == 3:
        return f"a marathon in {clock(rng.randint(160 * 60, 330 * 60))}"
    if kind == 4:
        return f"a {rng.randrange(135, 500, 5)} lb deadlift"
    if kind == 5:
        return f"a 100-yard freestyle swim in {clock(rng.randint(50, 110))}"
    return f"a mile run in {clock(rng.randint(290, 660))}"


def _team_position(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(_POSITIONS)} for the {ctx.rng.choice(_TEAM_A)} {ctx.rng.choice(_TEAM_B)}"


def _gamer_tag(ctx: ValueContext) -> str:
    return safe_ids.user_handle(ctx.rng, ctx.rng.choice(_GAMER_A), ctx.rng.choice(_GAMER_B)).lstrip("@")


def _card(ctx: ValueContext) -> str:
    brand = ctx.rng.choice(("Visa", "Mastercard", "Discover", "American Express"))
    last4 = safe_ids.payment_card(ctx.rng, brand).replace(" ", "")[-4:]
    return f"{brand} card ending in {last4}"


def _seat(ctx: ValueContext) -> str:
    rng = ctx.rng
    return (
        f"Section {rng.randint(101, 340)}, Row {rng.choice('ABCDEFGHJKLMNPQRST')}, Seat {rng.randint(1, 28)}"
    )


# --- the category ------------------------------------------------------------------------

_B = "bookings and travel"
_A = "activities and health"
_P = "accounts and payments"

FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "booking_reference",
        "Booking Reference",
        _B,
        0.6,
        _booking_ref,
        (
            "The reservation is confirmed under booking reference {booking_reference}.",
            "{first_name} can manage the trip online using confirmation code {booking_reference}.",
        ),
    ),
    FieldSpec(
        "flight_itinerary",
        "Flight",
        _B,
        0.55,
        _flight,
        (
            "{first_name} is booked on {flight_itinerary}.",
            "The ticketed itinerary for {full_name} is {flight_itinerary}.",
        ),
    ),
    FieldSpec(
        "trip_destination",
        "Destination",
        _B,
        0.4,
        choice(_DESTINATIONS),
        (
            "The trip's destination is {trip_destination}.",
            "{first_name} will be traveling to {trip_destination}.",
        ),
    ),
    FieldSpec(
        "trip_dates",
        "Travel Dates",
        _B,
        0.5,
        _trip_dates,
        (
            "Travel is scheduled from {trip_dates}.",
            "The reservation for {first_name} covers the stay from {trip_dates}.",
        ),
    ),
    FieldSpec(
        "lodging_details",
        "Lodging",
        _B,
        0.5,
        _lodging,
        (
            "{first_name} is staying in {lodging_details}.",
            "Hotel records place the guest in {lodging_details} for the length of the stay.",
        ),
    ),
    FieldSpec(
        "travel_loyalty_number",
        "Loyalty Number",
        _B,
        0.7,
        lambda ctx: safe_ids.member_id(ctx.rng, ctx.rng.choice(("FF", "MLG", "HH", "LOY"))),
        (
            "Points for this trip were credited to loyalty number {travel_loyalty_number}.",
            "The frequent traveler number on the profile of {first_name} is {travel_loyalty_number}.",
        ),
    ),
    FieldSpec(
        "travel_companion",
        "Travel Companion",
        _B,
        0.5,
        _companion,
        (
            "{first_name} is traveling with {travel_companion}.",
            "A second traveler, {travel_companion}, is listed on the same booking.",
        ),
    ),
    FieldSpec(
        "event_seat_assignment",
        "Seat Assignment",
        _B,
        0.3,
        _seat,
        (
            "The transferred ticket is for {event_seat_assignment}.",
            "The seat reserved for {first_name} is {event_seat_assignment}.",
        ),
    ),
    FieldSpec(
        "travel_insurance_claim",
        "Claim Amount",
        _B,
        0.75,
        lambda ctx: money(ctx, 180, 18500),
        (
            "{first_name} filed a travel insurance claim for {travel_insurance_claim} after the trip was cut short.",
            "The insurer is reviewing a claimed loss of {travel_insurance_claim}.",
        ),
    ),
    FieldSpec(
        "fitness_assessment",
        "Fitness Assessment",
        _A,
        0.65,
        _fitness,
        (
            "The intake assessment recorded {fitness_assessment}.",
            "The trainer recorded these baseline numbers for {first_name}: {fitness_assessment}.",
        ),
    ),
    FieldSpec(
        "sports_injury",
        "Injury",
        _A,
        0.85,
        choice(_INJURIES),
        (
            "{first_name} reported {sports_injury} sustained during play.",
            "The incident form documents {sports_injury}.",
            "The league's medical volunteer treated {full_name} for {sports_injury}.",
        ),
    ),
    FieldSpec(
        "personal_best",
        "Personal Best",
        _A,
        0.2,
        _personal_best,
        (
            "The personal best on record for {first_name} is {personal_best}.",
            "Race results show that {first_name} set a personal best with {personal_best}.",
        ),
    ),
    FieldSpec(
        "league_team_position",
        "Team and Position",
        _A,
        0.2,
        _team_position,
        (
            "{first_name} plays {league_team_position}.",
            "The roster lists {full_name} as {league_team_position}.",
        ),
    ),
    FieldSpec(
        "hobby_pursuit",
        "Hobby",
        _A,
        0.15,
        choice(_HOBBIES),
        (
            "Outside of work, {first_name} is devoted to {hobby_pursuit}.",
            "Most weekends, {first_name} spends hours on {hobby_pursuit}.",
        ),
    ),
    FieldSpec(
        "accessibility_request",
        "Accessibility Request",
        _A,
        0.65,
        choice(_ACCESS),
        (
            "{first_name} requested {accessibility_request} for the event.",
            "Guest services confirmed the following for {full_name}: {accessibility_request}.",
        ),
    ),
    FieldSpec(
        "player_conduct_violation",
        "Conduct Violation",
        _A,
        0.6,
        choice(_CONDUCT),
        (
            "The report accuses the player of {player_conduct_violation}.",
            "{first_name} received a two-week suspension for {player_conduct_violation}.",
        ),
    ),
    FieldSpec(
        "gym_membership_plan",
        "Membership Plan",
        _P,
        0.35,
        _gym_plan,
        (
            "The membership on file is the {gym_membership_plan}.",
            "{first_name} signed up for the {gym_membership_plan}.",
        ),
    ),
    FieldSpec(
        "gamer_tag",
        "Gamer Tag",
        _P,
        0.6,
        _gamer_tag,
        (
            "{first_name} plays online as {gamer_tag}.",
            "The tournament bracket lists the entrant as {gamer_tag}.",
        ),
    ),
    FieldSpec(
        "in_game_spending",
        "In-Game Purchases",
        _P,
        0.6,
        lambda ctx: money(ctx, 20, 4800),
        (
            "The account shows {in_game_spending} in in-game purchases over the past three months.",
            "The refund request from {first_name} covers {in_game_spending} in disputed purchases.",
        ),
    ),
    FieldSpec(
        "card_on_file",
        "Card on File",
        _P,
        0.85,
        _card,
        (
            "Charges were made to the {card_on_file}.",
            "The {card_on_file} on the account of {full_name} will be charged for the balance.",
        ),
    ),
)

FILLER: tuple[str, ...] = (
    "Please arrive at least two hours before an international departure.",
    "Changes to the reservation may be subject to a fare difference.",
    "Check-in opens online the day before departure.",
    "Valid photo identification is required at check-in.",
    "Cancellations made after the deadline are not eligible for a refund.",
    "Travel insurance claims must include receipts and proof of the covered reason.",
    "Participants assume the ordinary risks of recreational play.",
    "All players must sign the waiver before taking the field.",
    "The league follows a strict concussion protocol.",
    "Referees have the final say on the field.",
    "Members may freeze the membership for medical reasons with a doctor's note.",
    "Towels and lockers are available at the front desk.",
    "Personal training sessions must be cancelled at least a day in advance.",
    "The trainer will adjust the program after the first month.",
    "Fitness data is shared with coaches only with the member's permission.",
    "In-game purchases are final except where the law requires otherwise.",
    "The support team will never ask for a password over chat.",
    "Account recovery may take several days while ownership is verified.",
    "Tournament rules are published on the event page before registration closes.",
    "Players found cheating will be removed from the bracket.",
    "Tickets transferred through the official app remain valid.",
    "Bags larger than a small clutch are not allowed in the venue.",
    "The event takes place rain or shine.",
    "Gates open an hour before the first performance.",
    "Guests with accessibility needs can visit the information tent for help.",
    "Race packets can be picked up at the expo the day before the event.",
    "Hydration stations are available along the course.",
    "The club meets on the first weekend of each month.",
    "Beginners are always welcome and equipment can be borrowed.",
    "Workshop fees cover materials and studio time.",
    "Please keep this confirmation for your records.",
    "Questions can be sent to the guest services team.",
)

BACKGROUNDS: tuple[str, ...] = (
    "{first_name} wanted a break after {life_event}, and the sign-up process generated this {record_type}.",
    "Between shifts at work ({occupation}), {first_name} makes time for recreation in {city}, which led to the {record_type}.",
    "The {record_type} was issued when {first_name} signed up for something new in {city}.",
    "{first_name} disputed a charge, and customer support produced the {record_type}.",
    "A problem during a weekend outing in {city} led the organizers to file this {record_type}.",
    "{first_name} made plans with friends in {city} and later received the {record_type}.",
    "After {life_event}, {first_name} took up a new pastime, and the organizers kept the {record_type}.",
    "Organizers in {city} prepared the {record_type} once {first_name} completed registration.",
    "{first_name} asked for an accommodation, which is recorded in the {record_type}.",
    "Long-awaited plans made by {first_name} were disrupted, and the {record_type} documents what happened.",
    "The {record_type} sums up a busy season for {first_name}, who spends most free time on recreation.",
    "{first_name} keeps a full schedule at work ({occupation}), and the {record_type} comes from the most recent booking.",
    "Unusual activity on an account led staff to open the {record_type} for {first_name}.",
    "A staff member in {city} requested the {record_type} after {first_name} returned from a break.",
)

CATEGORY = Category(
    name="recreation",
    subcategories={
        "travel": (
            "flight itinerary confirmation",
            "hotel reservation folio",
            "trip interruption insurance claim form",
            "vacation rental booking agreement",
            "cruise passenger manifest entry",
        ),
        "amateur sports leagues": (
            "adult league player registration",
            "league injury waiver and incident form",
            "league disciplinary hearing notice",
            "team roster and dues tracker",
        ),
        "fitness": (
            "gym membership agreement",
            "personal training intake assessment",
            "fitness tracker weekly summary",
            "gym membership freeze request",
        ),
        "gaming": (
            "gaming account recovery request",
            "esports tournament registration",
            "in-game purchase refund ticket",
            "multiplayer conduct report",
        ),
        "hobbies and crafts": (
            "photography contest entry form",
            "pottery studio membership log",
            "fishing charter booking",
            "model railroad club swap-meet listing",
        ),
        "live events": (
            "concert ticket transfer confirmation",
            "marathon race registration",
            "music festival wristband order",
            "event accessibility accommodation request",
        ),
    },
    fields=FIELDS,
    filler=FILLER,
    backgrounds=BACKGROUNDS,
    formats=(
        "form",
        "email thread",
        "chat log",
        "invoice",
        "statement with table",
        "letter",
        "report",
        "application",
    ),
)
