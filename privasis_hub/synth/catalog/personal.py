"""Personal records: diaries, personal letters, relationship and family matters, household records."""

from __future__ import annotations

import re
from datetime import date, timedelta
from functools import lru_cache

from privasis_hub.synth import places
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    date_within,
    fmt_date,
    money,
    named_relative,
    person_name,
    related_person,
    time_of_day,
    yearly_pay,
)

# --- value pools ----------------------------------------------------------------------

_FEMALE_RELATIONS = (
    "sister",
    "older sister",
    "daughter",
    "mother",
    "aunt",
    "niece",
    "grandmother",
    "stepmother",
)
_MALE_RELATIONS = (
    "brother",
    "younger brother",
    "son",
    "father",
    "uncle",
    "nephew",
    "grandfather",
    "stepfather",
)
#: (s20-world, reader11: personal writing names its people: "my sister-in-law Ruth", never "my sibling-in-law Ruth")
_NEUTRAL_RELATIONS = ("cousin", "sister-in-law", "brother-in-law", "stepdaughter", "stepson")

_CONFIDANT_ROLES = (
    "best friend",
    "childhood friend",
    "former coworker",
    "college roommate",
    "support group friend",
    "neighbor across the hall",
    "running partner",
    "oldest friend",
    "book club friend",
    "sponsor",
)



_ANNIVERSARY_KINDS_MARRIED = ("wedding anniversary",)
_ANNIVERSARY_KINDS_OTHER = (
    "anniversary of moving in together",
    "anniversary of the first date",
    "anniversary of the engagement",
    "year of living in the current apartment",
    "year of sobriety",
    "year in this town",
)
_ORDINALS = (
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "twelfth",
    "fifteenth",
    "twentieth",
    "twenty-fifth",
    "thirtieth",
    "fortieth",
)
_ORDINAL_YEARS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30, 40)


_TRADES = (
    "Plumbing & Heating",
    "Roofing",
    "Handyman Services",
    "Electric",
    "Home Repair",
    "Painting Co",
    "Appliance Repair",
    "Pest Control",
    "HVAC",
    "Restoration",
    "Gutter & Siding",
    "Carpentry",
)

_PET_NAMES = (
    "Biscuit",
    "Mango",
    "Pepper",
    "Juniper",
    "Otis",
    "Luna",
    "Waffles",
    "Clementine",
    "Bear",
    "Ziggy",
    "Noodle",
    "Hazel",
    "Tofu",
    "Maple",
    "Rocket",
    "Pickles",
)
_PET_KINDS = (
    "beagle mix",
    "tabby cat",
    "rescue greyhound",
    "Labrador retriever",
    "orange tabby",
    "corgi",
    "border collie mix",
    "Siamese cat",
    "pit bull mix",
    "cockatiel",
    "dwarf rabbit",
    "black cat",
    "golden retriever",
    "chihuahua mix",
)
_NUMBER_WORDS = (
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
)

_PASSWORD_WORDS = (
    "BlueHeron",
    "MapleLeaf",
    "CopperKettle",
    "SunnyPorch",
    "GreenDoor",
    "QuietHarbor",
    "RedFox",
    "LemonTree",
    "NorthStar",
    "PaperMoon",
    "OakBarrel",
    "SilverFern",
    "BrickLane",
    "WildPlum",
)
_PASSWORD_SYMBOLS = ("!", "#", "$", "*", "?", "&")








# --- compositional generators -----------------------------------------------------------


#: Record types whose relative is one kind of relation (the sibling an estranged sibling's letter goes to, the birth
#: relative an adoption reunion letter finds).
_RELATIVE_FOR = {"letter to an estranged sibling": ("sister", "brother", "older sister", "younger brother"),
                 "caregiving plan letter to siblings": ("sister", "brother", "older sister", "younger brother"),
                 "adoption reunion letter": ("birth mother", "birth father", "half-sister", "half-brother")}


def _relative(ctx: ValueContext) -> str:
    if (only := _RELATIVE_FOR.get(ctx.record_type)) is not None:
        relation = ctx.rng.choice(only)
        if relation.startswith(("birth", "half")):  # a birth relative's own name: no surname of the adoptive family
            first = (ctx.fake.first_name_female() if relation.endswith(("mother", "sister"))
                     else ctx.fake.first_name_male())
            return f"{first} {ctx.fake.last_name()} ({relation})"
        return named_relative(ctx, relation, _FEMALE_RELATIONS, _MALE_RELATIONS)
    options = list(_FEMALE_RELATIONS + _MALE_RELATIONS + _NEUTRAL_RELATIONS)
    if ctx.profile.age < 36:
        options = [r for r in options if r not in ("daughter", "son", "niece", "nephew", "stepdaughter", "stepson")]
    if ctx.profile.age > 72:
        options = [
            r
            for r in options
            if r
            not in (
                "mother",
                "father",
                "aunt",
                "uncle",
                "grandmother",
                "grandfather",
                "stepmother",
                "stepfather",
            )
        ]
    relation = ctx.rng.choice(options)
    return named_relative(ctx, relation, _FEMALE_RELATIONS, _MALE_RELATIONS)


def _confidant(ctx: ValueContext) -> str:
    return f"{person_name(ctx)} ({ctx.rng.choice(_CONFIDANT_ROLES)})"


#: Anniversaries of an unmarried couple: only a person in a domestic partnership has one with a partner at their side.
_COUPLE_KINDS = ("anniversary of moving in together", "anniversary of the first date", "anniversary of the engagement")
#: Life events after which the person does not live where they lived a year ago.
_MOVED = ("a move to a new city", "a cross-country move")


def _milestone(ctx: ValueContext) -> str:
    max_years = max(1, ctx.profile.age - 18)
    pairs = [(o, y) for o, y in zip(_ORDINALS, _ORDINAL_YEARS, strict=True) if y <= max_years]
    ordinal, _ = ctx.rng.choice(pairs)
    marital = ctx.profile.marital_status
    kinds = _ANNIVERSARY_KINDS_OTHER
    if marital != "in a domestic partnership":  # a couple's anniversary implies the partner (reader10 260, 44:
        # "the third anniversary of moving in together", "the eighth anniversary of the first date" with nobody
        # beside them); a married person's is the wedding anniversary
        kinds = tuple(k for k in kinds if k not in _COUPLE_KINDS)
    if ctx.profile.life_event in _MOVED + ("a home purchase",):  # no "fourth year in the current apartment" after
        # a move this year (s19q) or after buying a house
        kinds = tuple(k for k in kinds if "current apartment" not in k
                      and (k != "year in this town" or ctx.profile.life_event not in _MOVED))
    if marital == "married":
        kind = ctx.rng.choice(_ANNIVERSARY_KINDS_MARRIED + kinds)
    else:
        kind = ctx.rng.choice(kinds)
    if marital == "widowed" and ctx.rng.random() < 0.5:
        return f"what would have been the {ordinal} wedding anniversary"
    return f"the {ordinal} {kind}"


#: Life events after which no child of the person lives at home (reader6 class 8: "the household went through an
#: empty-nest transition" and "my ten-year-old Robin").
_EMPTY_NEST = ("an empty-nest transition", "a child leaving home")


#: The age from which a person's child at home is their own son or daughter.
_PARENT_FROM = 22


def _child(ctx: ValueContext) -> str:
    """A child at home whose age fits a parent of the person's age; past 58 it is a grandchild."""
    parent = ctx.profile.age
    # a son or a daughter, a grandson or a granddaughter, with a name that fits (s26-personal, reader16 class 4: a
    # writer says "my son David", not "my six-year-old David"; the age stays on the record's lists)
    girl = ctx.rng.random() < 0.5
    name = ctx.fake.first_name_female() if girl else ctx.fake.first_name_male()
    if ctx.profile.life_event in _EMPTY_NEST:  # the children have left home: the child about is a grandchild
        return f"{name} ({'granddaughter' if girl else 'grandson'}, age {ctx.rng.randint(1, max(1, min(12, parent - 40)))})"
    if parent > 58:
        return f"{name} ({'granddaughter' if girl else 'grandson'}, age {ctx.rng.randint(1, 17)})"
    if parent < _PARENT_FROM:  # a young adult's child at home is a younger brother or sister (reader18: "my son
        # Hector" from an 18-year-old)
        return f"{name} ({'sister' if girl else 'brother'}, age {ctx.rng.randint(4, min(17, parent - 5))})"
    age = ctx.rng.randint(max(1, min(17, parent - 45)), max(1, min(17, parent - _PARENT_FROM + 1)))
    return f"{name} ({'daughter' if girl else 'son'}, age {age})"


#: The trades a tenant moving out calls (for the deposit), not a roofer or an exterminator (issue 19, s19q).
_MOVE_OUT_TRADES = ("Handyman Services", "Home Repair", "Appliance Repair", "Plumbing & Heating", "Painting Co")


def _contractor(ctx: ValueContext) -> str:
    trades = _MOVE_OUT_TRADES if "moving" in ctx.record_type else _TRADES
    if "maintenance" in ctx.record_type:  # a log's contractor fixes its repair, whatever broke (reader10 class 1:
        trades = ("Home Repair", "Handyman Services", "Property Services", "Home Services")  # no pest firm on a smoke alarm)
    return f"{ctx.fake.last_name()} {ctx.rng.choice(trades)}"


def _pet(ctx: ValueContext) -> str:
    age = ctx.rng.choice(_NUMBER_WORDS)
    article = "an" if age in ("eight", "eleven") else "a"  # "an eleven-year-old", "an eight-year-old", "a one-year-old"
    return f"{ctx.rng.choice(_PET_NAMES)}, {article} {age}-year-old {ctx.rng.choice(_PET_KINDS)}"


def _wifi_password(ctx: ValueContext) -> str:
    return (
        f"{ctx.rng.choice(_PASSWORD_WORDS)}-{ctx.rng.randint(100, 9999)}{ctx.rng.choice(_PASSWORD_SYMBOLS)}"
    )


# --- the category -------------------------------------------------------------------------

_RELATIONSHIPS = "relationships and family"
_HOUSEHOLD = "household"
_INNER = "inner life"


#: Purchases and what each costs, in dollars (issue 19: no "car seat for $939.72", no "new mattress for $250.09").
_PURCHASE_PRICES = {"a used treadmill": (150, 600), "new glasses": (120, 450), "a secondhand couch": (80, 400),
                    "a car seat": (90, 320), "winter tires": (450, 1100), "a new mattress": (450, 1500),
                    "a laptop for school": (350, 1200), "a plane ticket home": (180, 750), "a dishwasher": (450, 1100),
                    "concert tickets": (90, 420), "a bike for the commute": (250, 900), "a new suitcase": (70, 260),
                    "a rain jacket": (60, 220)}
_PURCHASES = tuple(_PURCHASE_PRICES)
#: What a traveller buys on the road (no dishwasher or couch in a travel diary).
_ON_THE_ROAD = ("a plane ticket home", "concert tickets", "a new suitcase", "a rain jacket")


#: Purchases only a person of some ages makes: (youngest, oldest) (no "laptop for school" at 86, no car seat
#: for a baby at 70, no commute bike for a retiree).
_PURCHASE_AGES = {"a laptop for school": (16, 45), "a car seat": (20, 50), "a bike for the commute": (16, 66)}


def _purchase(ctx: ValueContext) -> str:
    """A recent purchase that fits the person's age and work, with its price."""
    age, retired = ctx.profile.age, ctx.profile.occupation.startswith("retired ")
    fitting = [p for p in _PURCHASES if _PURCHASE_AGES.get(p, (0, 200))[0] <= age <= _PURCHASE_AGES.get(p, (0, 200))[1]
               and not (retired and "commute" in p)
               and ("travel" not in ctx.record_type or p in _ON_THE_ROAD)]
    item = ctx.rng.choice(fitting)
    return f"{item} for {money(ctx, *_PURCHASE_PRICES[item])}"


def _event_budget(ctx: ValueContext) -> str:
    """A budget one sets, in round figures: a wedding's thousands, a party's hundreds (issue 19: no "$4,217.91 to
    spend" on a wedding)."""
    if "wedding" in ctx.record_type:
        return f"${ctx.rng.randrange(8000, 32001, 500):,}"
    return f"${ctx.rng.randrange(300, 2501, 50):,}"


#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/personal.yaml.
def _person_lost(ctx: ValueContext) -> str:
    """Whom a grief journal mourns: a relation the person's age and marital status allow."""
    age, marital = ctx.profile.age, ctx.profile.marital_status
    options = ["brother", "sister", "best friend", "cousin"]
    options += ["father", "mother"] if age < 85 else []
    options += ["grandmother", "grandfather"] if age < 50 else []
    options += ["husband" if ctx.profile.sex == "female" else "wife"] if marital == "widowed" else []
    return related_person(ctx, ctx.rng.choice(options))



def _share_of_pay(low: float, high: float, cents: bool = True) -> Generator:
    """An amount that is ``low``-``high`` of the person's yearly pay (a household's money follows its income)."""
    def generate(ctx: ValueContext) -> str:
        value = max(20.0, yearly_pay(ctx) * ctx.rng.uniform(low, high))
        return f"${value:,.2f}" if cents else f"${round(value, -2):,.0f}"
    return generate

#: Weather by the months it can happen in across the lower 48 (issue 19, s19q: "heavy snow overnight" on July 9 in
#: Tennessee); the rest any month. The states where snow and ice are news, not weather, get none.
_WEATHERS = (
    "a gray drizzle all afternoon", "a bright, windy morning", "heavy snow overnight", "sticky heat by midday",
    "thick fog until noon", "a thunderstorm after dinner", "the first warm day in weeks", "steady rain against the windows",
    "a crisp, clear evening", "a short burst of hail", "low clouds and a cold breeze", "an unexpectedly mild afternoon",
    "smoky haze from distant wildfires", "freezing rain that iced the sidewalks", "a humid, buggy evening",
    "clear skies and a full moon",
)
_WEATHER_MONTHS = {
    "heavy snow overnight": (12, 1, 2),
    "freezing rain that iced the sidewalks": (12, 1, 2),
    "low clouds and a cold breeze": (10, 11, 12, 1, 2, 3, 4),
    "a crisp, clear evening": (9, 10, 11, 12, 1, 2, 3),
    "sticky heat by midday": (6, 7, 8),
    "a humid, buggy evening": (6, 7, 8, 9),
    "the first warm day in weeks": (3, 4, 5),
    "a thunderstorm after dinner": (4, 5, 6, 7, 8, 9),
    "smoky haze from distant wildfires": (6, 7, 8, 9, 10),
    "a short burst of hail": (3, 4, 5, 6),
}
_NO_SNOW = frozenset({"FL", "HI", "AZ", "LA", "TX", "GA", "AL", "MS", "SC", "CA", "NV", "NM"})


def _weather(ctx: ValueContext) -> str:
    """A weather note the record's month (and the person's state) allows."""
    month, region = ctx.record_date.month, ctx.profile.region
    options = [c for c in _WEATHERS if month in _WEATHER_MONTHS.get(c, (month,))
               and not (region in _NO_SNOW and c in ("heavy snow overnight", "freezing rain that iced the sidewalks"))]
    return ctx.rng.choice(options)


GENERATORS: dict[str, Generator] = {
    "weather_note": _weather,
    # a letter is finished and sent on the day it is dated (not "finished writing on October 1" under December 2)
    "letter_sent_date": lambda ctx: fmt_date(ctx.record_date, ctx.rng),
    "clock_time": lambda ctx: time_of_day(ctx, 6, 23),  # a diary is written at any hour
    "person_lost": _person_lost,
    "alarm_code": lambda ctx: "".join(str(ctx.rng.randrange(10)) for _ in range(6)),
    "partner_name": person_name,
    "relative_name": _relative,
    "confidant_name": _confidant,
    "household_child": _child,
    "relationship_milestone": _milestone,
    "monthly_housing_payment": _share_of_pay(0.016, 0.033),  # 20-40% of a month's pay
    # a household's month of electricity (s25-stmt: no "$420.75" electric line on a family's budget)
    "utility_bill_amount": lambda ctx: money(ctx, 55, 260),
    # a week's shopping, but a month's on a budget that lists it beside the month's bills (not "Groceries $197.67"
    # for a family of three: s25-stmt)
    "grocery_spending": lambda ctx: money(ctx, 420, 1150) if "budget" in (ctx.record_type or "") else money(
        ctx, 62, 340),
    "emergency_fund_balance": _share_of_pay(0.005, 0.25),
    "home_contractor": _contractor,
    "wifi_password": _wifi_password,
    "pet_description": _pet,
    # the notebook began 3-8 months back, before the first of a record's dated entries (they span some weeks)
    "diary_entry_date": lambda ctx: date_within(ctx, 240, -90),
    "savings_goal": _share_of_pay(0.02, 0.12, cents=False),
    "upcoming_date": lambda ctx: date_within(ctx, -2, 120),
    "neighbor_name": lambda ctx: person_name(ctx),
    "recent_purchase": _purchase,
    # a checklist's own tasks and dates (issue 19: a moving or wedding checklist holds the move or the wedding)
    "move_date": lambda ctx: date_within(ctx, -3, 35),
    "new_home_address": lambda ctx: places.street_address(ctx.rng),
    "moving_quote": lambda ctx: money(ctx, 650, 3900, cents=False),
    "truck_arrival_time": lambda ctx: time_of_day(ctx, 7, 10),
    "deposit_refund_expected": lambda ctx: money(ctx, 500, 2400, cents=False),
    "wedding_date": lambda ctx: date_within(ctx, -60, 240),
    "rsvp_deadline": lambda ctx: date_within(ctx, -7, 50),
    "dress_fitting_date": lambda ctx: date_within(ctx, -5, 55),
    "wedding_officiant": person_name,
    "caterer_deposit": lambda ctx: money(ctx, 400, 3500, cents=False),
    "event_budget": _event_budget,
    "gas_bill_amount": lambda ctx: money(ctx, 18, 190),
    "internet_bill_amount": lambda ctx: money(ctx, 35, 110),
    "repair_cost": lambda ctx: money(ctx, 85, 2600),
    "last_service_date": lambda ctx: date_within(ctx, 200, -10),
    "warranty_end_date": lambda ctx: date_within(ctx, -60, 900),
    "wedding_photographer": person_name,
    "shower_date": lambda ctx: date_within(ctx, -4, 40),
    "baby_due_date": lambda ctx: date_within(ctx, -45, 120),
}


# --- places and anecdotes of one person's life (reader4, class 6: "the bench by the river behind the library",
# "everyone called me Pickle", "the first apartment with the broken radiator" in unrelated people's letters): each is
# put together from parts for the record, with the streets of an ordinary town, so two people's pasts rarely share
# one; no part names the person's own town (a value is not a second way to give back where they live).

#: Names an ordinary town gives its streets, parks and theaters (not "Water", "Lake" or "Deer Run": no "Lake Lake";
#: no person's name: no "Madison Park" beside a Madison in the record).
_TOWN_NAMES = ("Oak", "Maple", "Pine", "Cedar", "Elm", "Birch", "Walnut", "Chestnut", "Willow", "Hickory", "Magnolia",
               "Sycamore", "Linden", "Mill", "Church", "Spring", "Fairview", "Riverside", "Highland", "Prospect",
               "Market", "Grove", "Orchard", "Summit")
#: Names of ridges, lakes and beaches.
_NATURE_NAMES = ("Bear", "Eagle", "Pine", "Cedar", "Crystal", "Silver", "Mirror", "Round", "Clear", "Willow",
                 "Sunset", "Blue Heron", "Otter")


def _street(ctx: ValueContext) -> str:
    return ctx.rng.choice(_TOWN_NAMES)


def _nature(ctx: ValueContext) -> str:
    return ctx.rng.choice(_NATURE_NAMES)


def _other_town(ctx: ValueContext) -> str:
    """A town in another state than the person's (a road trip's, a vacation's), as "Town, ST"."""
    states = [s for s in ("AZ", "NM", "CO", "UT", "TX", "OK", "KS", "NE", "MO", "TN", "KY", "GA", "NC", "VA", "PA",
                          "OH", "MI", "WI", "MN", "IA", "OR", "WA", "ID", "MT", "ME", "VT", "SC", "AL", "AR", "LA")
              if s != ctx.profile.region and places.has_state(s)]
    state = ctx.rng.choice(states)
    avoid = (ctx.profile.first_name, ctx.profile.last_name)
    return f"{places.town(ctx.rng, state, avoid)[0]}, {state}"


def _pick(ctx: ValueContext, *options: str) -> str:
    return ctx.rng.choice(options)


def _possessive(phrase: str) -> str:
    """The possessive of a phrase as a whole: "my cousins' place", "my aunt and uncle's place" (not "uncle' place")."""
    return phrase + ("'" if phrase.endswith("s") else "'s")


def _favorite_place(ctx: ValueContext) -> str:
    s, r = _street(ctx), ctx.rng
    water = _pick(ctx, "river", "creek", "pond", "old canal", "duck pond", "reservoir")
    options = (
        f"the bench by the {water} behind the {s} Street library",
        f"a diner on {s} Avenue that serves breakfast all day",
        f"the {_pick(ctx, 'used', 'little', 'corner', 'secondhand')} bookstore on {s} Street",
        f"the top of the {_nature(ctx)} Ridge trail",
        f"{_pick(ctx, 'Grandma', 'Grandpa', 'my aunt', 'my uncle', 'Mom')}'s {_pick(ctx, 'kitchen table', 'front porch', 'back garden', 'porch swing')}"
        # the possessive of the whole phrase: "my cousins' place", "my aunt and uncle's place" (reader10 class 10)
        if r.random() < 0.5 else f"the {_pick(ctx, 'back porch', 'kitchen table', 'garden bench')} at my "
        f"{_possessive(_pick(ctx, 'grandparents', 'cousins', 'aunt and uncle', 'godparents'))} place",
        f"a {_pick(ctx, 'taco stand', 'noodle shop', 'bakery', 'coffee cart', 'pizza window')} near the {s} Street bus stop",
        f"the rose garden in {s} Park",
        f"the {_pick(ctx, 'bleachers', 'dugout', 'picnic shelter', 'swings', 'footbridge')} at {s} Park",
        f"the {_pick(ctx, 'end of the pier', 'fishing dock', 'boat launch', 'sandbar')} at {_nature(ctx)} {_pick(ctx, 'Lake', 'Landing', 'Beach')}",
        f"the {_pick(ctx, 'balcony', 'upper deck', 'front row')} of the {s} {_pick(ctx, 'Theater', 'Cinema', 'Playhouse')}",
        f"the {_pick(ctx, 'laundromat', 'hardware store', 'record shop', 'library reading room')} on {s} {_pick(ctx, 'Street', 'Avenue', 'Road')}",
    )
    return r.choice(options)


def _shared_memory(ctx: ValueContext) -> str:
    r, age = ctx.rng, ctx.profile.age
    season = _pick(ctx, "summer", "winter", "spring", "fall", "week")
    holiday = _pick(ctx, "Thanksgiving", "Christmas Eve", "the Fourth of July", "Easter", "New Year's Eve",
                    "Labor Day weekend", "Grandma's eightieth birthday")
    mishap = _pick(ctx, "the turkey caught fire", "the power went out and we played cards by candlelight",
                   "the dog ate half the pie", "the basement flooded", "Dad locked the keys in the car",
                   "the oven quit an hour before dinner", "the tent blew away", "we all got lost on the way there",
                   "the cake slid off the plate", "the smoke alarm went off twice")
    options = [
        f"{holiday} when {mishap}",
        f"the {_pick(ctx, 'road trip', 'drive to the coast', 'move across the state', 'trip to see Grandma')} when the "
        f"{_pick(ctx, 'car broke down', 'radiator blew', 'tire went flat', 'engine overheated')} outside {_other_town(ctx)}",
        f"the {season} we {_pick(ctx, 'painted', 'rebuilt', 'tried to fix')} the {_pick(ctx, 'porch', 'fence', 'treehouse', 'old boat', 'garage roof')} on {_street(ctx)} Street",
        f"the {season} at {_pick(ctx, 'the lake', 'the cabin', 'the shore', 'the campground', 'the farm')} when {_pick(ctx, 'the canoe tipped over', 'it rained every single day', 'the raccoons got into the cooler', 'we stayed up to watch the meteor shower', 'we caught nothing but one tiny fish')}",
        f"the camping trip near {_other_town(ctx)} when {_pick(ctx, 'it poured all night', 'the stove ran out of gas', 'we forgot the tent poles', 'a skunk moved into the campsite')}",
    ]
    if age >= 22:
        options += [f"the first apartment on {_street(ctx)} {_pick(ctx, 'Street', 'Avenue', 'Court')}, with "
                    f"{_pick(ctx, 'the broken radiator', 'the landlord who never answered', 'the mice in the pantry', 'no working oven', 'the leaking skylight', 'the upstairs neighbor who played drums')}"]
    return r.choice(options)


_NICKNAMES = (
    "Peanut", "Little Bear", "Sparrow", "Boo Bear", "Sunny Jim", "Moonbeam", "Bean", "Scooter", "Bug", "Chip", "Tater",
    "Squirt", "Button", "Ace", "Red", "Stretch", "Shorty", "Doodle", "Junebug", "Kiddo", "Tiger", "Beanpole", "Goose",
    "Pip", "Tink", "Cricket", "Bitsy", "Skeeter", "Dimples", "Freckles", "Slim", "Pumpkin", "Sweet Pea", "Nugget",
    "Mouse", "Ladybug", "Rascal", "Sprout", "Pickle", "Bunny", "Monkey", "Buster", "Chipmunk", "Lamb Chop", "Duckie",
    "Whiz", "Smiley", "Curly", "Tadpole", "Hoot", "Biscuit Head", "Mighty Mouse", "Professor", "Rooster", "Boots",
)


def _nickname(ctx: ValueContext) -> str:
    return ctx.rng.choice(_NICKNAMES)


def _first_date_place(ctx: ValueContext) -> str:
    s = _street(ctx)
    return _pick(ctx, f"a taco truck by the {s} Street ballpark", f"a tiny Italian place on {s} Street",
                 f"the Ferris wheel at the {_pick(ctx, 'county', 'state', 'harvest')} fair",
                 f"a bookstore cafe on {s} Avenue that has since closed", f"the {_nature(ctx)} Ridge trail",
                 f"a {_pick(ctx, 'bowling alley', 'roller rink', 'mini-golf course', 'drive-in')} out on {s} Road",
                 f"the {_pick(ctx, 'diner', 'pancake house', 'ice cream parlor', 'sushi bar')} on {s} {_pick(ctx, 'Street', 'Avenue')}")


def _event_venue(ctx: ValueContext) -> str:
    s = _street(ctx)
    return _pick(ctx, f"the {s} Barn", f"the back room at the {s} Street Tavern", f"the community hall on {s} Street",
                 f"the garden of the {s} botanical center", f"the rooftop of the {s} Hotel",
                 f"the {_pick(ctx, 'VFW hall', 'Elks lodge', 'church hall', 'firehouse hall')} on {s} {_pick(ctx, 'Street', 'Road', 'Avenue')}",
                 f"the pavilion at {s} Park")


GENERATORS.update({
    "favorite_place": _favorite_place,
    "shared_memory": _shared_memory,
    "old_nickname": _nickname,
    "first_date_place": _first_date_place,
    "event_venue": _event_venue,
})


# --- the genres that are not a diary or a letter to someone close (issue 19, reader6 class 1): a guest list's guests,
# a speech's career, meeting notes' family and costs, a chat's holiday, a dating profile's settings

_YEARS_WORDS = {10: "ten", 12: "twelve", 15: "fifteen", 18: "eighteen", 20: "twenty", 22: "twenty-two",
                25: "twenty-five", 27: "twenty-seven", 30: "thirty", 32: "thirty-two", 35: "thirty-five",
                38: "thirty-eight", 40: "forty"}


def _years_of_service(ctx: ValueContext) -> str:
    """Years at the employer a retirement speech marks: a long career that began after school (no 40 years at 55)."""
    most = ctx.profile.age - 20
    fitting = [y for y in _YEARS_WORDS if max(10, most // 2) <= y <= most] or [10]
    return f"{_YEARS_WORDS[ctx.rng.choice(fitting)]} years"


def _honoree(ctx: ValueContext) -> str:
    """The mother-to-be a shower is for."""
    return f"{ctx.fake.first_name_female()} {ctx.fake.last_name()}"


def _parent_in_care(ctx: ValueContext) -> str:
    """The parent a family meets about: "our mother, Linda Davenport, who is 84" (22-36 years older than the person,
    old enough to need care: 68 to 101)."""
    mother = ctx.rng.random() < 0.6
    first = ctx.fake.first_name_female() if mother else ctx.fake.first_name_male()
    age = min(101, max(68, ctx.profile.age + ctx.rng.randint(22, 36)))
    return f"our {'mother' if mother else 'father'}, {first} {ctx.profile.last_name}, who is {age}"


def _sibling(female: bool) -> Generator:
    def generate(ctx: ValueContext) -> str:
        first = ctx.fake.first_name_female() if female else ctx.fake.first_name_male()
        last = ctx.profile.last_name if not female or ctx.rng.random() < 0.5 else ctx.fake.last_name()
        return f"{first} {last}"
    return generate


def _holiday(ctx: ValueContext) -> str:
    """The holiday a family chat plans: the next one after the record's month."""
    return next_holiday(ctx.record_date)


def next_holiday(day: date) -> str:
    """The first family holiday after ``day`` (a chat of July 24 plans Labor Day, not "the Fourth of July"; one of
    August plans no Thanksgiving "only a few weeks" off: s21-thread)."""
    def easter(y: int) -> date:  # (the anonymous Gregorian computus)
        a, b, c = y % 19, y // 100, y % 100
        d, e = b // 4, b % 4
        g = (8 * b + 13) // 25
        h = (19 * a + b - d - g + 15) % 30
        i, k = c // 4, c % 4
        m = (32 + 2 * e + 2 * i - h - k) % 7
        n = (a + 11 * h + 22 * m) // 451
        return date(y, (h + m - 7 * n + 114) // 31, (h + m - 7 * n + 114) % 31 + 1)

    def nth(y: int, month: int, weekday: int, n: int) -> date:
        first = date(y, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))

    for y in (day.year, day.year + 1):
        for name, when in (("Easter", easter(y)), ("the Fourth of July", date(y, 7, 4)),
                           ("Labor Day weekend", nth(y, 9, 0, 1)), ("Thanksgiving", nth(y, 11, 3, 4)),
                           ("Christmas", date(y, 12, 25))):
            if when > day:
                return name
    return "Christmas"


def _age_range(ctx: ValueContext) -> str:
    age = ctx.profile.age
    low = max(18, age - ctx.rng.randint(3, 8))
    return f"{low} to {age + ctx.rng.randint(3, 9)}"


GENERATORS.update({
    "years_of_service": _years_of_service,
    "honoree_name": _honoree,
    "guest_name": person_name,
    "parent_in_care": _parent_in_care,
    "sister_present": _sibling(True),
    "brother_present": _sibling(False),
    "care_monthly_cost": lambda ctx: money(ctx, 3200, 9500, cents=False),
    "next_meeting_date": lambda ctx: date_within(ctx, -10, 45),
    "holiday_name": _holiday,
    "age_range_sought": _age_range,
})


def _bucket_deadline(ctx: ValueContext) -> str:
    """When a bucket list is to be done: before the next round birthday."""
    return f"before turning {(ctx.profile.age // 10 + 1) * 10}"


GENERATORS["bucket_deadline"] = _bucket_deadline


def _height(ctx: ValueContext) -> str:
    inches = ctx.rng.randint(64, 75) if ctx.profile.sex == "male" else ctx.rng.randint(59, 70)
    return f"{inches // 12} ft {inches % 12} in"


GENERATORS["height"] = _height


GENERATORS.update({
    "parent_home": lambda ctx: places.street_address(ctx.rng),
    "aide_rate": lambda ctx: f"${ctx.rng.randint(24, 38)} an hour",
    "parent_savings": lambda ctx: f"${ctx.rng.randrange(8000, 140001, 500):,}",
    "cost_share": lambda ctx: f"${ctx.rng.randrange(20, 61, 5)}",
})


GENERATORS.update({
    "utility_account_number": lambda ctx: "".join(str(ctx.rng.randrange(10)) for _ in range(10)),
    # a month's trash and recycling pickup (reader15: "Trash pickup $117.52" a month)
    "trash_bill_amount": lambda ctx: money(ctx, 18, 55),
    # a month's water and sewer (s25-stmt: "Water $320.99" on a monthly budget)
    "water_bill_amount": lambda ctx: money(ctx, 28, 115),
    "car_payment": lambda ctx: money(ctx, 220, 640, cents=False),
    "phone_bill_amount": lambda ctx: money(ctx, 45, 190),
})
GENERATORS["insurance_premium"] = lambda ctx: money(ctx, 90, 320, cents=False)


#: A person's own facts of one recovery (s25-personal, reader15 [7]: "a relapse into online gambling" beside "the
#: seventh year of sobriety"; "a stay in rehab a few months ago" beside "the third year of sobriety").
_RECENT_RECOVERY = ("recovery from addiction", "a stay in rehab")
_RELAPSE = "a relapse into online gambling"
_SOBER_YEARS = re.compile(r"^the (\w+(?:-\w+)?) year of sobriety$")


def keep_recovery(values: dict[str, str], life_event: str) -> None:
    """One story of recovery per person, in place: no years of sobriety beside a relapse the person confides (the
    milestone becomes another year of their life), and a recovery or a stay in rehab of the last months makes this
    the first year of it, not the seventh."""
    m = _SOBER_YEARS.match(values.get("relationship_milestone", ""))
    if m is None:
        return
    if values.get("confided_secret") == _RELAPSE:
        values["relationship_milestone"] = f"the {m.group(1)} year in this town"
    elif life_event in _RECENT_RECOVERY:
        values["relationship_milestone"] = "the first year of sobriety"


#: The people of a personal record, by the keys that name them (s26-personal, reader16: "my six-year-old David"
#: beside "David Jones checked in"; "my book club friend Patricia" beside "an old friend, Patricia Liu").
_PEOPLE_KEYS = ("partner_name", "household_child", "relative_name", "confidant_name", "neighbor_name",
                "therapist_name", "mutual_friend", "person_thanked", "phone_call_with", "person_lost", "work_friend",
                "family_doctor", "honoree_name", "cohost_name", "guest_confirmed", "guest_declined", "guest_no_reply",
                "guest_second", "guest_plus_one", "shower_helper", "gift_list_keeper", "cousin_coming",
                "cousin_not_coming", "mentor_name", "colleague_thanked", "successor_name", "boss_name", "handyman_name",
                "new_landlord", "old_landlord", "social_worker_name")
_FIRST = re.compile(r"^((?:Dr\. |my |our )?)([A-Z][a-z]+)\b")


def distinct_first_names(values: dict[str, str], own_first: str, rng) -> None:
    """One first name, one person, in place: a person of the record (its ``_PEOPLE_KEYS`` values) who shares a first
    name with the writer or with a person named before them gets another first name of the same sex (by the
    relation the value gives, else by the name lists), the surname and relation kept."""
    from faker.providers.person.en_US import Provider as _Names

    female, male = _Names.first_names_female, _Names.first_names_male
    taken = {soundex(own_first)}  # (reader20 R4: no "my childhood friend Stefanie" in Stephanie's letter)
    for key in [k for k in _PEOPLE_KEYS if k in values]:
        m = _FIRST.match(values[key])
        if m is None or m.group(2) not in female and m.group(2) not in male:
            continue
        name = m.group(2)
        if soundex(name) in taken:
            relation = re.search(r"\(([a-z -]+)", values[key])
            kin = relation.group(1).strip() if relation else ""
            pool = (female if kin in _FEMALE_RELATIONS or kin in ("granddaughter", "wife", "fiancee")
                    else male if kin in _MALE_RELATIONS or kin in ("grandson", "husband", "fiance")
                    else female if name in female and name not in male else male)
            fresh = [n for n in pool if soundex(n) not in taken and n not in values[key]]
            name = rng.choice(sorted(fresh))
            values[key] = m.group(1) + name + values[key][m.end():]
        taken.add(soundex(name))


_SOUNDEX = str.maketrans("bfpvcgjkqsxzdtlmnr", "111122222222334556")


@lru_cache(maxsize=8192)
def soundex(name: str) -> str:
    """The American Soundex code of a name ("Stephanie" and "Stefanie" are both S315): two people of one record
    whose first names sound alike read as one person."""
    word = "".join(c for c in name.lower() if c.isalpha())
    if not word:
        return ""
    code, last = [], word[0].translate(_SOUNDEX)
    for c in word[1:]:
        digit = c.translate(_SOUNDEX)
        if digit.isdigit() and digit != last:
            code.append(digit)
        if c not in "hw":  # (a vowel parts two like sounds; h and w do not)
            last = digit
    return (word[0].upper() + "".join(code) + "000")[:4]


#: The wishes of a bucket list told once (s26-personal: "Dream trip | northern lights in Norway" beside "Adventure |
#: see the northern lights"; "This year | running a first half marathon" beside "Next on the list | run a half
#: marathon"; "To see | a show on Broadway" beside "Crossed off | saw a show on Broadway").
_WISH_KEYS = ("personal_goal", "hobby_activity", "bucket_list_item", "dream_destination", "bucket_adventure",
              "bucket_concert", "bucket_food", "bucket_learning", "bucket_brave", "bucket_people", "bucket_giving",
              "bucket_someday", "bucket_home", "bucket_item_done", "bucket_done_2")
_WISH_THEMES = ("northern lights", "half marathon", "cooking class", "sea turtles", "broadway", "across canada",
                "cello", "grand canyon", "5k", "five-kilometer", "bread", "italy", "cousin")


def distinct_wishes(values: dict[str, str], fields: dict, rng) -> None:
    """In place: a wish of the list whose theme an earlier one has is redrawn from its field's other choices."""
    seen: set[str] = set()
    for key in _WISH_KEYS:
        if key not in values:
            continue
        themes = {t for t in _WISH_THEMES if t in values[key].lower()}
        # (the goal and the hobby keep the values the record type's matter narrowed them to: others give way)
        if themes & seen and key in fields and fields[key].choices and key not in ("personal_goal", "hobby_activity"):
            left = [c for c in fields[key].choices if not {t for t in _WISH_THEMES if t in c.lower()} & seen]
            if left:
                values[key] = rng.choice(left)
                themes = {t for t in _WISH_THEMES if t in values[key].lower()}
        seen |= themes


_ANNIVERSARY = re.compile(r"\bthe (\w+) (?:wedding anniversary|anniversary\b)")


def keep_anniversary(values: dict[str, str], record_day: date, marital: str = "married") -> None:
    """An anniversary letter is written on the day it marks (s26-personal, s25-personal's open point: "Happy
    anniversary. I still think about July 2, 2022" in a letter of September 19; "the third wedding anniversary"
    beside "I will never forget July 22, 2024"): the anniversary date, in place, falls on the letter's month and day,
    as many years back as the milestone's ordinal says (else as many as it was)."""
    from privasis_hub.synth.catalog.timeline import parse_day, redated

    drawn = values.get("anniversary_date", "")
    parsed = parse_day(drawn)
    if parsed is None:
        return
    m = _ANNIVERSARY.search(values.get("relationship_milestone", ""))
    if (m is None or m.group(1) not in _ORDINALS) and "relationship_milestone" in values:  # the letter's milestone
        # is the couple's (no "Happy anniversary" beside "the twelfth year of sobriety" as the year's milestone)
        gone = max(1, record_day.year - parsed[0].year)
        years = max(y for y in _ORDINAL_YEARS if y <= gone)
        kind = "wedding anniversary" if marital == "married" else "anniversary of moving in together"
        values["relationship_milestone"] = f"the {_ORDINALS[_ORDINAL_YEARS.index(years)]} {kind}"
        m = _ANNIVERSARY.search(values["relationship_milestone"])
    years = (_ORDINAL_YEARS[_ORDINALS.index(m.group(1))] if m and m.group(1) in _ORDINALS
             else max(1, record_day.year - parsed[0].year))
    try:
        day = record_day.replace(year=record_day.year - years)
    except ValueError:  # (February 29 in a year that has none)
        day = record_day.replace(year=record_day.year - years, day=28)
    values["anniversary_date"] = redated(drawn, day)
