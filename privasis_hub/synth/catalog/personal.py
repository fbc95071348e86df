"""Personal records: diaries, personal letters, relationship and family matters, household records."""

from __future__ import annotations

from privasis_hub.synth.catalog import (
    Category,
    FieldSpec,
    ValueContext,
    choice,
    date_within,
    money,
    named_relative,
    person_name,
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
_NEUTRAL_RELATIONS = ("cousin", "sibling-in-law", "stepchild", "godparent")

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

_FAMILY_CONFLICTS = (
    "a dispute over who will care for an aging parent",
    "disagreements about selling the family home",
    "an unpaid loan between siblings",
    "a falling-out over wedding plans",
    "resentment about an unequal inheritance",
    "tension over a relative's drinking",
    "an argument about who hosts the holidays",
    "a parent's refusal to stop driving",
    "a cousin's unpaid share of a group vacation",
    "a sibling who stopped returning calls",
    "different views on how strictly to raise the kids",
    "a grandparent's new partner moving in",
    "a disagreement over a parent's assisted living costs",
    "old hurt about a missed graduation",
    "a sister-in-law's comments about money",
    "a teenager who wants to move in with the other parent",
    "who should keep the family dog after the separation",
)

_SECRETS = (
    "a plan to leave the marriage after the holidays",
    "an undisclosed credit card debt",
    "a pregnancy not yet shared with the family",
    "an affair that ended two years ago",
    "applying for jobs in another state",
    "a DNA test result revealing a half-sibling",
    "quietly paying a brother's rent each month",
    "serious doubts about the upcoming wedding",
    "a relapse into online gambling",
    "being in recovery from alcohol use",
    "losing faith in the family religion",
    "sending money to an estranged parent",
    "a recent diagnosis not yet shared with anyone",
    "coming out as bisexual to a close friend",
    "failing a licensing exam for the second time",
    "a past arrest that never came up at work",
)

_ANNIVERSARY_KINDS_MARRIED = ("wedding anniversary",)
_ANNIVERSARY_KINDS_OTHER = (
    "anniversary of moving in together",
    "anniversary of the first date",
    "anniversary of the engagement",
    "year of living in the current apartment",
    "year of sobriety",
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

_HOME_REPAIRS = (
    "a leaking water heater in the basement",
    "a cracked bathroom tile",
    "gutters clogged with leaves",
    "a garage door opener that stopped working",
    "a furnace that keeps short-cycling",
    "a dripping kitchen faucet",
    "a broken dishwasher latch",
    "peeling paint on the back porch",
    "a clogged dryer vent",
    "a loose stair railing",
    "a roof leak over the spare bedroom",
    "a chirping smoke detector in the hallway",
    "termite damage near the deck",
    "a window that will not lock",
    "mold behind the washing machine",
    "a cracked driveway that floods when it rains",
)

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

_MOODS = (
    "restless but hopeful",
    "drained after a long week",
    "quietly content",
    "anxious about the week ahead",
    "unusually calm",
    "irritable and short on sleep",
    "homesick and a little lonely",
    "proud but exhausted",
    "giddy with relief",
    "flat and unmotivated",
    "grateful for small things",
    "tense after the argument",
    "lighter than in weeks",
    "nervous about the appointment",
    "scattered and forgetful",
    "peaceful after a long walk",
    "frustrated with the slow progress",
    "cautiously optimistic",
)

_WEATHER = (
    "a gray drizzle all afternoon",
    "a bright, windy morning",
    "heavy snow overnight",
    "sticky heat by midday",
    "thick fog until noon",
    "a thunderstorm after dinner",
    "the first warm day in weeks",
    "steady rain against the windows",
    "a crisp, clear evening",
    "a short burst of hail",
    "low clouds and a cold breeze",
    "an unexpectedly mild afternoon",
    "smoky haze from distant wildfires",
    "freezing rain that iced the sidewalks",
    "a humid, buggy evening",
    "clear skies and a full moon",
)

_HOBBIES = (
    "sourdough baking",
    "restoring an old road bike",
    "learning the cello",
    "birdwatching at the reservoir",
    "knitting a blanket for a newborn niece",
    "building a backyard raised garden bed",
    "practicing calligraphy",
    "a community pottery class",
    "training for a charity five-kilometer run",
    "refinishing a thrift-store dresser",
    "learning conversational Portuguese",
    "film photography with a secondhand camera",
    "a weekly pickup basketball game",
    "writing short stories late at night",
    "growing tomatoes on the balcony",
    "assembling a thousand-piece puzzle",
)

_COMFORT_FOODS = (
    "lemon chicken with rice",
    "spicy ramen from the corner shop",
    "grilled cheese and tomato soup",
    "a big bowl of pho",
    "homemade banana bread",
    "black bean tacos",
    "buttered noodles with pepper",
    "leftover lasagna",
    "a peanut butter and banana sandwich",
    "chicken and dumplings",
    "mint chocolate chip ice cream",
    "cinnamon oatmeal with raisins",
    "takeout pad thai",
    "a warm plate of arroz con pollo",
    "reheated chili with cornbread",
    "a stack of blueberry pancakes",
    "garlic fried rice with a fried egg",
)

_GOALS = (
    "saving enough for a used car by summer",
    "running a first half marathon",
    "calling Grandma every Sunday",
    "paying off the credit card before the holidays",
    "reading one book a month",
    "getting to bed before midnight",
    "finishing the associate degree",
    "cooking at home five nights a week",
    "visiting the cousins overseas",
    "learning to swim properly",
    "cutting back on takeout spending",
    "decluttering the garage",
    "making one new friend in the city",
    "starting a retirement account",
    "taking the driving test again",
    "volunteering at the food bank once a month",
    "finally planning a trip to the coast",
)

_WORRIES = (
    "a lump found during a self-exam",
    "falling behind on car payments",
    "a manager hinting at layoffs",
    "a parent's memory lapses",
    "a teenager skipping school",
    "the landlord threatening not to renew the lease",
    "a biopsy result that has not come back yet",
    "a friend who has gone silent after a breakup",
    "the cost of a sibling's legal trouble",
    "panic attacks before work",
    "a partner's drinking getting worse",
    "a letter from the tax office that has not been opened",
    "a child being bullied online",
    "a growing pile of medical bills",
    "a car that might not pass inspection",
    "rumors that the building is being sold",
    "an aging dog that has stopped eating",
)


# --- compositional generators -----------------------------------------------------------


def _relative(ctx: ValueContext) -> str:
    options = list(_FEMALE_RELATIONS + _MALE_RELATIONS + _NEUTRAL_RELATIONS)
    if ctx.profile.age < 36:
        options = [r for r in options if r not in ("daughter", "son", "niece", "nephew", "stepchild")]
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


def _milestone(ctx: ValueContext) -> str:
    max_years = max(1, ctx.profile.age - 18)
    pairs = [(o, y) for o, y in zip(_ORDINALS, _ORDINAL_YEARS, strict=True) if y <= max_years]
    ordinal, _ = ctx.rng.choice(pairs)
    marital = ctx.profile.marital_status
    if marital == "married":
        kind = ctx.rng.choice(_ANNIVERSARY_KINDS_MARRIED + _ANNIVERSARY_KINDS_OTHER)
    else:
        kind = ctx.rng.choice(_ANNIVERSARY_KINDS_OTHER)
    if marital == "widowed" and ctx.rng.random() < 0.5:
        return f"what would have been the {ordinal} wedding anniversary"
    return f"the {ordinal} {kind}"


def _child(ctx: ValueContext) -> str:
    age = ctx.rng.randint(1, max(1, min(17, ctx.profile.age - 18)))
    return f"{ctx.fake.first_name()} (age {age})"


def _contractor(ctx: ValueContext) -> str:
    return f"{ctx.fake.last_name()} {ctx.rng.choice(_TRADES)}"


def _pet(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(_PET_NAMES)}, a {ctx.rng.choice(_NUMBER_WORDS)}-year-old {ctx.rng.choice(_PET_KINDS)}"


def _wifi_password(ctx: ValueContext) -> str:
    return (
        f"{ctx.rng.choice(_PASSWORD_WORDS)}-{ctx.rng.randint(100, 9999)}{ctx.rng.choice(_PASSWORD_SYMBOLS)}"
    )


# --- the category -------------------------------------------------------------------------

_RELATIONSHIPS = "relationships and family"
_HOUSEHOLD = "household"
_INNER = "inner life"

CATEGORY = Category(
    name="personal",
    subcategories={
        "diaries and journals": (
            "private diary entry",
            "gratitude journal page",
            "travel diary entry",
            "grief journal entry",
        ),
        "personal correspondence": (
            "letter to an estranged sibling",
            "apology letter to a friend",
            "letter to a future self",
            "handwritten thank-you note",
        ),
        "romantic relationships": (
            "breakup message draft",
            "anniversary letter to a partner",
            "couples counseling homework sheet",
            "online dating profile draft",
        ),
        "family matters": (
            "family meeting notes about a parent's care",
            "family group chat about holiday plans",
            "sibling caregiving agreement",
            "adoption reunion letter",
        ),
        "household records": (
            "household budget worksheet",
            "home maintenance log",
            "monthly utility bill tracker",
            "moving day checklist",
        ),
        "milestones and celebrations": (
            "wedding planning checklist",
            "baby shower guest list",
            "retirement party speech draft",
            "personal bucket list",
        ),
    },
    fields=(
        # relationships and family
        FieldSpec(
            "partner_name",
            "Partner",
            _RELATIONSHIPS,
            0.6,
            person_name,
            (
                "Things with {partner_name} have been complicated lately.",
                "{first_name} and {partner_name} finally talked it through over dinner.",
            ),
        ),
        FieldSpec(
            "relative_name",
            "Family member",
            _RELATIONSHIPS,
            0.6,
            _relative,
            (
                "{first_name} finally called {relative_name} after weeks of silence.",
                "A long message arrived from {relative_name}.",
            ),
        ),
        FieldSpec(
            "confidant_name",
            "Confidant",
            _RELATIONSHIPS,
            0.5,
            _confidant,
            (
                "{confidant_name} is the only one who knows the whole story.",
                "Later, {first_name} vented to {confidant_name} over the phone.",
            ),
        ),
        FieldSpec(
            "household_child",
            "Child",
            _RELATIONSHIPS,
            0.7,
            _child,
            (
                "{first_name} spent the evening looking after {household_child}.",
                "Bedtime for {household_child} keeps getting pushed later.",
            ),
        ),
        FieldSpec(
            "family_conflict",
            "Family conflict",
            _RELATIONSHIPS,
            0.7,
            choice(_FAMILY_CONFLICTS),
            (
                "The family has been strained by {family_conflict}.",
                "Much of the past month revolved around {family_conflict}.",
            ),
        ),
        FieldSpec(
            "relationship_milestone",
            "Milestone",
            _RELATIONSHIPS,
            0.45,
            _milestone,
            (
                "Plans are underway to mark {relationship_milestone}.",
                "{first_name} has been thinking about {relationship_milestone}.",
            ),
        ),
        FieldSpec(
            "confided_secret",
            "Private confidence",
            _RELATIONSHIPS,
            0.9,
            choice(_SECRETS),
            (
                "{first_name} has told almost no one about {confided_secret}.",
                "The hardest thing to put into words is {confided_secret}.",
            ),
        ),
        # household
        FieldSpec(
            "monthly_housing_payment",
            "Rent or mortgage",
            _HOUSEHOLD,
            0.7,
            lambda ctx: money(ctx, 650, 4200),
            (
                "The monthly housing payment comes to {monthly_housing_payment}.",
                "After paying {monthly_housing_payment} for housing, little is left for savings.",
            ),
        ),
        FieldSpec(
            "utility_bill_amount",
            "Utility bill",
            _HOUSEHOLD,
            0.4,
            lambda ctx: money(ctx, 48, 460),
            (
                "The electric bill this month came to {utility_bill_amount}.",
                "Utilities ran {utility_bill_amount} for the billing period.",
            ),
        ),
        FieldSpec(
            "grocery_spending",
            "Groceries",
            _HOUSEHOLD,
            0.3,
            lambda ctx: money(ctx, 62, 340),
            (
                "Groceries this week came to {grocery_spending}.",
                "{first_name} spent {grocery_spending} at the supermarket, well over budget.",
            ),
        ),
        FieldSpec(
            "emergency_fund_balance",
            "Savings",
            _HOUSEHOLD,
            0.7,
            lambda ctx: money(ctx, 90, 24000),
            (
                "The emergency fund is down to {emergency_fund_balance}.",
                "Household savings now stand at {emergency_fund_balance}.",
            ),
        ),
        FieldSpec(
            "home_repair",
            "Repair needed",
            _HOUSEHOLD,
            0.3,
            choice(_HOME_REPAIRS),
            (
                "The weekend went to dealing with {home_repair}.",
                "Next on the list is {home_repair}.",
            ),
        ),
        FieldSpec(
            "home_contractor",
            "Contractor",
            _HOUSEHOLD,
            0.35,
            _contractor,
            (
                "A quote came in from {home_contractor}.",
                "{home_contractor} is booked to come out and take a look.",
            ),
        ),
        FieldSpec(
            "wifi_password",
            "Wi-Fi password",
            _HOUSEHOLD,
            0.85,
            _wifi_password,
            (
                "The Wi-Fi password was changed to {wifi_password}.",
                "Guests can use the network password {wifi_password}.",
            ),
        ),
        FieldSpec(
            "pet_description",
            "Pet",
            _HOUSEHOLD,
            0.2,
            _pet,
            (
                "The house would be too quiet without {pet_description}.",
                "A vet checkup is overdue for {pet_description}.",
            ),
        ),
        # inner life
        FieldSpec(
            "diary_entry_date",
            "Entry date",
            _INNER,
            0.3,
            lambda ctx: date_within(ctx, 10, -1),
            (
                "This entry was written on {diary_entry_date}.",
                "The notes from {diary_entry_date} pick up where the last page left off.",
            ),
        ),
        FieldSpec(
            "daily_mood",
            "Mood",
            _INNER,
            0.2,
            choice(_MOODS),
            (
                "Mood check-in: {daily_mood}.",
                "For most of the day, {first_name} felt {daily_mood}.",
            ),
        ),
        FieldSpec(
            "weather_note",
            "Weather",
            _INNER,
            0.1,
            choice(_WEATHER),
            (
                "The day brought {weather_note}.",
                "There was {weather_note}, which set the tone for everything else.",
            ),
        ),
        FieldSpec(
            "hobby_activity",
            "Hobby",
            _INNER,
            0.2,
            choice(_HOBBIES),
            (
                "Lately {first_name} has been spending free time on {hobby_activity}.",
                "{first_name} wants to get back to {hobby_activity} soon.",
            ),
        ),
        FieldSpec(
            "comfort_food",
            "Comfort food",
            _INNER,
            0.1,
            choice(_COMFORT_FOODS),
            (
                "Dinner was {comfort_food}, the usual choice after a hard day.",
                "The evening ended with {comfort_food}.",
            ),
        ),
        FieldSpec(
            "personal_goal",
            "Personal goal",
            _INNER,
            0.35,
            choice(_GOALS),
            (
                "This year's main goal is {personal_goal}.",
                "{first_name} keeps coming back to the idea of {personal_goal}.",
            ),
        ),
        FieldSpec(
            "private_worry",
            "Private worry",
            _INNER,
            0.75,
            choice(_WORRIES),
            (
                "What keeps {first_name} up at night is {private_worry}.",
                "The biggest worry right now is {private_worry}.",
            ),
        ),
    ),
    filler=(
        "It has been a while since the last entry.",
        "Writing things down always helps to slow the racing thoughts.",
        "The house was quiet after everyone went to bed.",
        "Some days are simply harder than others.",
        "The list of things to do keeps growing.",
        "There is no rush to decide anything tonight.",
        "A long walk around the block helped clear the air.",
        "The kettle has become the unofficial meeting point of the kitchen.",
        "Nobody said much at breakfast.",
        "It feels strange to put this on paper.",
        "The receipts are in the blue folder on the shelf.",
        "Bills are paid on the first and the fifteenth of each month.",
        "Next month should be a little easier on the budget.",
        "There were a few good moments worth remembering.",
        "The neighbors stopped by with leftovers again.",
        "A few old photos turned up while cleaning out the closet.",
        "Plans for the weekend are still up in the air.",
        "Everyone agreed to talk again after the holidays.",
        "It would help to have a clearer plan before the next conversation.",
        "Tomorrow is another chance to start fresh.",
        "The spare key is back in its usual hiding place.",
        "The fridge is nearly empty, so a grocery run is overdue.",
        "Laundry piled up again this week.",
        "Honesty seems like the only way forward.",
        "Forgiveness takes longer than expected.",
        "The garden needs attention before the season turns.",
        "It is easier to write this than to say it out loud.",
        "A nap in the afternoon made a surprising difference.",
        "There is more to say, but it can wait for another day.",
        "The phone stayed face down for most of the evening.",
        "The family calendar on the fridge is full again.",
        "Small routines are what hold the week together.",
    ),
    backgrounds=(
        "{first_name} started keeping the {record_type} after {life_event}.",
        "The {record_type} was written late at night, after a long shift as a {occupation}.",
        "After moving to {city}, {first_name} began the {record_type} to keep track of a new life.",
        'The {record_type} turned up in a folder labeled "{subcategory}" on {first_name}\'s laptop.',
        "{first_name} wrote the {record_type} while trying to make sense of {life_event}.",
        "A therapist suggested that {first_name} write the {record_type} as an exercise.",
        "The {record_type} was shared with a close friend, with a request to keep it private.",
        "Money had been tight in {city}, so {first_name} kept the {record_type} to stay on top of things.",
        "{first_name} drafted the {record_type} several times before deciding whether to share it.",
        "The {record_type} captures a stretch when work as a {occupation} left little time for family.",
        "{first_name} kept the {record_type} in a drawer, meant for no one else to read.",
        "Relatives asked {first_name} to write down the details, and the {record_type} was the result.",
        "The {record_type} was written on the train home to {city} after a difficult visit.",
        "In the months after {life_event}, the {record_type} became {first_name}'s way of coping.",
    ),
    formats=(
        "letter",
        "email thread",
        "chat log",
        "memo",
        "statement with table",
        "meeting minutes",
        "case notes",
    ),
)
