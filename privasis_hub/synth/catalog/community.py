"""Community records: neighbourhood associations, congregations, volunteer groups, clubs, mutual aid."""

from __future__ import annotations

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Category,
    FieldSpec,
    ValueContext,
    choice,
    date_within,
    money,
    person_name,
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
_PARISH_KINDS = ("Catholic Parish", "Episcopal Church", "Lutheran Church", "Orthodox Church")
_FAITH_COMMUNITIES = (
    "Temple Beth Shalom",
    "Congregation Beth Israel",
    "Masjid Al-Noor",
    "Islamic Center of the Valley",
    "Grace Fellowship Church",
    "New Hope Missionary Baptist Church",
    "Sri Venkateswara Temple",
    "Guru Nanak Sikh Gurdwara",
    "Dharma Light Buddhist Sangha",
    "First Unitarian Society",
    "Mount Zion AME Church",
    "Iglesia Cristiana Vida Nueva",
    "Friends Meeting House",
    "Korean United Methodist Church",
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

_RELIGIONS = (
    "Roman Catholic",
    "Reform Jewish",
    "Conservative Jewish",
    "Orthodox Jewish",
    "Sunni Muslim",
    "Shia Muslim",
    "Southern Baptist",
    "Theravada Buddhist",
    "Mahayana Buddhist",
    "Greek Orthodox",
    "Coptic Orthodox",
    "Vaishnava Hindu",
    "Sikh",
    "United Methodist",
    "Seventh-day Adventist",
    "Episcopalian",
    "Unitarian Universalist",
    "Jehovah's Witness",
    "Evangelical Lutheran",
    "Pentecostal",
    "Quaker",
    "Latter-day Saint",
    "African Methodist Episcopal",
)

_ROLES = (
    "block captain for the north end",
    "deacon on the finance ministry",
    "treasurer of the board of directors",
    "recording secretary",
    "food pantry shift lead",
    "youth group chaperone",
    "choir section leader",
    "usher and greeter coordinator",
    "garden steward for the east beds",
    "newsletter editor",
    "welcome committee chair",
    "events committee co-chair",
    "delivery driver coordinator",
    "Sunday school teacher",
    "architectural review committee member",
    "neighborhood watch patrol volunteer",
)

_HOA_VIOLATIONS = (
    "an unapproved fence exceeding six feet along the rear lot line",
    "trash bins left visible from the street on non-collection days",
    "an inoperable vehicle parked in the driveway for over thirty days",
    "exterior paint in a color not on the approved palette",
    "a boat trailer stored on the side yard",
    "overgrown lawn and weeds in the front setback",
    "a short-term rental listing in violation of the leasing rules",
    "an unpermitted backyard shed visible from the common area",
    "holiday lights left up well past the allowed display period",
    "a satellite dish mounted on the front elevation",
    "repeated late-night noise reported by adjacent owners",
    "a dog off leash in the common green space",
    "a basketball hoop placed in the cul-de-sac",
    "window coverings made of foil and bedsheets",
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

_AID_REQUESTS = (
    "help covering a past-due electric bill before a shutoff date",
    "weekly grocery delivery for a household of four",
    "rides to and from dialysis three times a week",
    "a used crib and infant formula",
    "emergency rent assistance after a cut in work hours",
    "childcare coverage during overnight shifts",
    "a laptop so a teenager can attend online classes",
    "winter coats and boots for two children",
    "help moving out of an unsafe apartment",
    "an interpreter at a housing court hearing",
    "hot meals during recovery from hip surgery",
    "a monthly bus pass to get to a new job",
    "diapers and wipes for a newborn",
    "repairs to a broken wheelchair ramp",
    "help paying for a car repair needed to keep a job",
    "a space heater after the furnace failed",
)

_PASTORAL_CONCERNS = (
    "grief after the recent loss of a parent",
    "strain in the marriage and talk of separation",
    "a relapse after two years of sobriety",
    "anxiety about an upcoming cancer biopsy",
    "isolation since moving into assisted living",
    "conflict with an adult child over caregiving",
    "a crisis of faith following a miscarriage",
    "financial stress after a layoff",
    "guilt over placing a spouse in memory care",
    "a teenager's recent self-harm",
    "recovery from a gambling problem",
    "caring for a spouse with advanced dementia",
    "fear about coming out to family members",
    "an estranged sibling who has stopped calling",
    "depression since a chronic pain diagnosis",
)

_DIETARY = (
    "halal only, no pork products",
    "vegetarian household, no meat or fish",
    "gluten-free due to celiac disease",
    "low-sodium for a household member with hypertension",
    "kosher, no shellfish",
    "peanut and tree nut allergy in the home",
    "diabetic-friendly, low sugar",
    "lactose intolerant, no dairy",
    "soft foods only for an elderly parent",
    "no stove access, ready-to-eat items only",
    "infant formula and pureed foods needed",
    "vegan, no animal products",
    "lacto-vegetarian, no eggs",
    "renal diet, low potassium and phosphorus",
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

_LANGUAGES = (
    "Spanish",
    "Vietnamese",
    "Haitian Creole",
    "Tagalog",
    "Mandarin Chinese",
    "Arabic",
    "Somali",
    "Korean",
    "Russian",
    "Amharic",
    "Portuguese",
    "Polish",
    "Ukrainian",
    "Nepali",
    "Cantonese",
    "Farsi",
    "Hmong",
    "Karen",
)


# --- generators --------------------------------------------------------------------------


def _organization(ctx: ValueContext) -> str:
    rng = ctx.rng
    kind = rng.randrange(5)
    if kind == 0:
        return f"{ctx.fake.street_name()} Neighborhood Association"
    if kind == 1:
        return f"{ctx.fake.last_name()} {rng.choice(('Heights', 'Commons', 'Ridge', 'Meadows'))} Homeowners Association"
    if kind == 2:
        return f"{rng.choice(_SAINTS)} {rng.choice(_PARISH_KINDS)}"
    if kind == 3:
        return rng.choice(_FAITH_COMMUNITIES)
    return f"{ctx.profile.city} {rng.choice(_CIVIC_KINDS)}"


def _member_number(ctx: ValueContext) -> str:
    return safe_ids.member_id(ctx.rng, ctx.rng.choice(("MBR", "HOA", "VOL", "CLB", "CNG")))


def _payment_method(ctx: ValueContext) -> str:
    rng = ctx.rng
    if rng.random() < 0.5:
        last4 = safe_ids.account_number(rng)[-4:]
        plan = rng.choice(
            ("monthly autopay", "quarterly autopay", "weekly ACH draft", "semiannual ACH draft")
        )
        return f"{plan} from {rng.choice(('checking', 'savings'))} account ending in {last4}"
    brand = rng.choice(("Visa", "Mastercard", "Discover", "American Express"))
    last4 = safe_ids.payment_card(rng, brand).replace(" ", "")[-4:]
    plan = rng.choice(("recurring monthly charge", "yearly auto-renewal", "one-time online payment"))
    article = "an" if brand[0] in "AEIOU" else "a"
    return f"{plan} to {article} {brand} card ending in {last4}"


def _volunteer_hours(ctx: ValueContext) -> str:
    shifts = ctx.rng.randint(3, 60)
    hours = shifts * ctx.rng.choice((1.5, 2, 2.5, 3, 4))
    text = f"{hours:g}"
    return f"{text} hours across {shifts} shifts"


def _background_check(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(_BACKGROUND_STATUSES)} as of {date_within(ctx, 400)}"


def _attendance(ctx: ValueContext) -> str:
    total = ctx.rng.choice((10, 11, 12, 24, 48, 52))
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


def _household(ctx: ValueContext) -> str:
    rng = ctx.rng
    adults = rng.randint(1, 4)
    children = rng.choice((0, 0, 1, 2, 2, 3, 4, 5))
    parts = [f"{adults} {'adult' if adults == 1 else 'adults'}"]
    if children:
        ages = sorted(rng.randint(1, 17) for _ in range(children))
        label = "child" if children == 1 else "children"
        age_text = ", ".join(str(a) for a in ages[:-1]) + (" and " if children > 1 else "") + str(ages[-1])
        parts.append(f"{children} {label} (age{'s' if children > 1 else ''} {age_text})")
    if rng.random() < 0.25:
        parts.append("1 grandparent")
    if len(parts) == 1:
        return parts[0] + " with no children"
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _emergency_contact(ctx: ValueContext) -> str:
    return f"{person_name(ctx)} ({ctx.rng.choice(_RELATIONS)}), {safe_ids.phone(ctx.rng)}"


def _garden_plot(ctx: ValueContext) -> str:
    rng = ctx.rng
    kind = rng.choice(("raised bed", "in-ground plot", "accessible raised bed", "shared herb bed"))
    size = rng.choice(("4 x 8 ft", "10 x 10 ft", "10 x 20 ft", "20 x 20 ft", "5 x 12 ft"))
    return f"{kind} {rng.choice('ABCDEFGH')}-{rng.randint(1, 40)} ({size})"


# --- the category ------------------------------------------------------------------------

_M = "membership and participation"
_D = "dues and contributions"
_H = "household and support needs"

FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "community_member_number",
        "Membership Number",
        _M,
        0.8,
        _member_number,
        (
            "{first_name}'s membership number is {community_member_number}.",
            "Please quote membership number {community_member_number} on all correspondence.",
            "Our records list {full_name} under membership number {community_member_number}.",
        ),
    ),
    FieldSpec(
        "community_organization",
        "Organization",
        _M,
        0.5,
        _organization,
        (
            "{first_name} is a registered member of {community_organization}.",
            "This record was prepared by the membership office of {community_organization}.",
            "{full_name} first became involved with {community_organization} through a friend.",
        ),
    ),
    FieldSpec(
        "membership_start_date",
        "Member Since",
        _M,
        0.35,
        lambda ctx: date_within(ctx, max(120, min(5400, (ctx.profile.age - 16) * 365)), -60),
        (
            "{first_name} has been a member since {membership_start_date}.",
            "Membership records show an original join date of {membership_start_date}.",
        ),
    ),
    FieldSpec(
        "religious_affiliation",
        "Religious Affiliation",
        _M,
        0.95,
        choice(_RELIGIONS),
        (
            "On the registration card, {first_name} gives the religious affiliation as {religious_affiliation}.",
            "The household's stated faith tradition is {religious_affiliation}.",
            "{full_name} has belonged to the {religious_affiliation} tradition since childhood.",
        ),
    ),
    FieldSpec(
        "community_role",
        "Role or Position",
        _M,
        0.25,
        choice(_ROLES),
        (
            "{first_name} currently serves as {community_role}.",
            "The committee thanked {first_name} for volunteering as {community_role}.",
        ),
    ),
    FieldSpec(
        "volunteer_hours_logged",
        "Volunteer Hours",
        _M,
        0.2,
        _volunteer_hours,
        (
            "This season, {first_name} logged {volunteer_hours_logged} as a volunteer.",
            "The volunteer coordinator verified {volunteer_hours_logged} on the timesheet.",
        ),
    ),
    FieldSpec(
        "volunteer_background_check",
        "Background Check Status",
        _M,
        0.7,
        _background_check,
        (
            "The background screening status for {first_name} is {volunteer_background_check}.",
            "Screening status recorded by the volunteer office: {volunteer_background_check}.",
        ),
    ),
    FieldSpec(
        "hoa_violation",
        "Violation Description",
        _M,
        0.5,
        choice(_HOA_VIOLATIONS),
        (
            "The compliance committee cited {full_name} for {hoa_violation}.",
            "The notice concerns {hoa_violation}, observed during the most recent walk-through.",
            "A neighbor complaint about {hoa_violation} was logged against the property of {full_name}.",
        ),
    ),
    FieldSpec(
        "meeting_attendance_record",
        "Meeting Attendance",
        _M,
        0.2,
        _attendance,
        (
            "Attendance records show that {first_name} {meeting_attendance_record} over the past year.",
            "According to the secretary's log, this member {meeting_attendance_record} this year.",
        ),
    ),
    FieldSpec(
        "annual_contribution_total",
        "Annual Contribution Total",
        _D,
        0.75,
        lambda ctx: money(ctx, 120, 18000),
        (
            "Contributions received from {full_name} during the year total {annual_contribution_total}.",
            "For tax purposes, the total of recorded gifts is {annual_contribution_total}.",
            "The giving statement shows {annual_contribution_total} in donations from {first_name}.",
        ),
    ),
    FieldSpec(
        "dues_balance_outstanding",
        "Outstanding Dues Balance",
        _D,
        0.75,
        lambda ctx: money(ctx, 45, 2600),
        (
            "An outstanding dues balance of {dues_balance_outstanding} remains on the account.",
            "{first_name} currently owes {dues_balance_outstanding} in unpaid assessments and dues.",
        ),
    ),
    FieldSpec(
        "contribution_payment_method",
        "Payment Method",
        _D,
        0.85,
        _payment_method,
        (
            "The payment method on file is a {contribution_payment_method}.",
            "{first_name} set up dues and pledges as a {contribution_payment_method}.",
        ),
    ),
    FieldSpec(
        "mutual_aid_request",
        "Assistance Requested",
        _H,
        0.8,
        choice(_AID_REQUESTS),
        (
            "{first_name} reached out to ask for {mutual_aid_request}.",
            "The intake volunteer recorded the need as {mutual_aid_request}.",
            "The network matched a volunteer to the request from {full_name} for {mutual_aid_request}.",
        ),
    ),
    FieldSpec(
        "household_composition",
        "Household Composition",
        _H,
        0.5,
        _household,
        (
            "The household consists of {household_composition}.",
            "{first_name} reported a household of {household_composition}.",
        ),
    ),
    FieldSpec(
        "pastoral_care_concern",
        "Pastoral Concern",
        _H,
        0.9,
        choice(_PASTORAL_CONCERNS),
        (
            "During the visit, {first_name} spoke about {pastoral_care_concern}.",
            "The pastoral team is following up with {full_name} about {pastoral_care_concern}.",
            "The main concern raised in confidence was {pastoral_care_concern}.",
        ),
    ),
    FieldSpec(
        "food_assistance_restrictions",
        "Dietary Needs",
        _H,
        0.6,
        choice(_DIETARY),
        (
            "Dietary needs noted for the household: {food_assistance_restrictions}.",
            "{first_name} asked that food boxes respect these restrictions: {food_assistance_restrictions}.",
        ),
    ),
    FieldSpec(
        "community_emergency_contact",
        "Emergency Contact",
        _H,
        0.75,
        _emergency_contact,
        (
            "In an emergency, staff should contact {community_emergency_contact}.",
            "The emergency contact listed by {first_name} is {community_emergency_contact}.",
        ),
    ),
    FieldSpec(
        "home_language",
        "Primary Language at Home",
        _H,
        0.45,
        choice(_LANGUAGES),
        (
            "The primary language spoken at home is {home_language}.",
            "{first_name} asked for printed materials in {home_language} whenever they are available.",
        ),
    ),
    FieldSpec(
        "garden_plot_assignment",
        "Garden Plot",
        _M,
        0.2,
        _garden_plot,
        (
            "{first_name} has been assigned {garden_plot_assignment} for the growing season.",
            "The garden committee confirmed {garden_plot_assignment} under the name of {full_name}.",
        ),
    ),
)

FILLER: tuple[str, ...] = (
    "Meeting notes are shared with members only and are not posted publicly.",
    "The board reminds everyone that personal information on this form is kept confidential.",
    "Questions about this notice may be directed to the office during regular hours.",
    "The committee will review the matter again at its next scheduled meeting.",
    "Volunteers are asked to sign in and out at the front desk for every shift.",
    "All assistance is provided free of charge and without regard to membership status.",
    "A copy of this record will be kept in the member file.",
    "The organization relies entirely on volunteers and member contributions.",
    "Requests are handled in the order they are received unless a situation is urgent.",
    "Anyone who disagrees with a decision may request a hearing before the board.",
    "Donations are tax deductible to the extent allowed by law.",
    "No goods or services were provided in exchange for these contributions.",
    "The bylaws require written notice before any fine is assessed.",
    "Please keep this letter for your records.",
    "Follow-up will be arranged by phone or in person, whichever is more comfortable.",
    "The pastoral team keeps conversations in confidence unless someone is at risk of harm.",
    "Snacks and childcare will be provided at the next general meeting.",
    "The group thanks everyone who helped set up and clean up after the event.",
    "The delivery team will call ahead before dropping off any items.",
    "Members are encouraged to update their contact information once a year.",
    "Minutes from the previous meeting were read and approved without changes.",
    "The treasurer presented a summary of income and expenses for the period.",
    "New volunteers complete an orientation before their first shift.",
    "The organization does not share member lists with outside groups.",
    "A reminder will be sent a week before the deadline.",
    "The request was discussed with the coordinator and approved for this month.",
    "Anyone needing a ride to the meeting should let the office know in advance.",
    "Late payments may be subject to a fee as described in the governing documents.",
    "The neighborhood watch does not replace calling emergency services.",
    "Prayer requests are shared with the prayer chain only with permission.",
    "The intake conversation took place over the phone and lasted about twenty minutes.",
    "Supplies are limited, so items are distributed on a first-come basis.",
    "The committee appreciates the patience of everyone affected by this matter.",
    "Records are retained according to the organization's document retention policy.",
)

BACKGROUNDS: tuple[str, ...] = (
    "{first_name} contacted the organization after {life_event}, which prompted this {record_type}.",
    "A volunteer in {city} opened the {record_type} after speaking with {first_name} at a weekly gathering.",
    "This {record_type} was prepared as part of the annual review of records kept by the {subcategory}.",
    "{first_name}, whose job title is {occupation}, recently became more involved with the {subcategory}, and the office issued this {record_type}.",
    "The board asked for this {record_type} after questions came up about {first_name}'s standing with the group.",
    "Following {life_event}, {first_name} asked the group for support, and the {record_type} was written afterward.",
    "A coordinator at the {subcategory} in {city} needed the {record_type} before {first_name} could take on a new role.",
    "{first_name} fell behind on commitments to the {subcategory}, and this {record_type} followed.",
    "During a membership drive in {city}, {first_name} filled out the {record_type}.",
    "Year-end paperwork at the {subcategory} included this {record_type} for {first_name}.",
    "{first_name} balances a full-time job ({occupation}) with community commitments, which the {record_type} reflects.",
    "A volunteer drafted the {record_type} after {first_name} described the household's situation.",
    "After {life_event}, {first_name} needed help from neighbors in {city}, and this {record_type} was started.",
    "The leadership of the {subcategory} keeps the {record_type} on file for every active participant, including {first_name}.",
)

CATEGORY = Category(
    name="community",
    subcategories={
        "neighborhood association": (
            "homeowners association violation notice",
            "neighborhood watch incident log",
            "block party street closure request",
            "HOA dues delinquency letter",
        ),
        "religious congregation": (
            "congregation membership registration card",
            "pastoral care visit note",
            "tithing contribution statement",
            "sacramental record request",
        ),
        "volunteer organization": (
            "volunteer application with screening consent",
            "volunteer hours verification letter",
            "food bank shift roster",
            "volunteer coordinator check-in notes",
        ),
        "social club": (
            "club membership renewal form",
            "club board disciplinary hearing minutes",
            "social club dues invoice",
            "club officer nomination form",
        ),
        "mutual aid network": (
            "mutual aid assistance request form",
            "community fridge delivery roster",
            "emergency rent fund disbursement record",
            "mutual aid intake chat",
        ),
        "community center": (
            "community garden plot agreement",
            "senior center enrollment form",
            "community hall rental agreement",
            "after-school program emergency contact form",
        ),
    },
    fields=FIELDS,
    filler=FILLER,
    backgrounds=BACKGROUNDS,
    formats=(
        "letter",
        "form",
        "email thread",
        "meeting minutes",
        "case notes",
        "chat log",
        "memo",
        "statement with table",
    ),
)
