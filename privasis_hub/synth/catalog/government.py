"""Government records: taxes, benefits, immigration, motor vehicles, licensing and civic duties."""

from __future__ import annotations

import datetime as dt

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Category,
    FieldSpec,
    ValueContext,
    choice,
    code,
    fmt_date,
    money,
    person_name,
    time_of_day,
)

# --- value pools ----------------------------------------------------------------------

_AGENCY_CASE_PREFIXES = ("UI", "SNAP", "DHS", "BEN", "MED", "DMV", "TAX", "HSG", "CSE", "VA")

_OFFICE_KINDS = (
    "DMV Service Center",
    "Social Security Field Office",
    "Workforce Development Center",
    "County Tax Assessor's Office",
    "Department of Human Services Office",
    "Passport Acceptance Facility",
    "County Clerk-Recorder's Office",
    "Municipal Court Clerk's Office",
    "Veterans Service Office",
    "Unemployment Claims Center",
    "Public Housing Authority",
    "Vital Records Office",
    "Elections Division",
    "Child Support Services Office",
)

_TRAFFIC_VIOLATIONS = (
    "speeding {mph} mph over the posted limit",
    "failure to stop at a red signal",
    "driving with an expired vehicle registration",
    "driving without proof of insurance",
    "an improper lane change on the interstate",
    "failure to yield to a pedestrian in a crosswalk",
    "using a handheld phone while driving",
    "rolling through a stop sign",
    "following another vehicle too closely",
    "parking in a fire lane",
    "unsafe passing on a two-lane road",
    "an unrestrained child passenger",
    "a school zone speed violation of {mph} mph over",
    "operating a vehicle with a suspended registration",
)

_FILING_STATUSES = (
    "single",
    "married filing jointly",
    "married filing separately",
    "head of household",
    "qualifying surviving spouse",
)
_COUNT_WORDS = ("no", "one", "two", "three", "four")

_PARTIES = (
    "Democratic Party",
    "Republican Party",
    "Libertarian Party",
    "Green Party",
    "no party preference",
    "unaffiliated",
    "Working Families Party",
    "Constitution Party",
    "Independent Party",
)

_BRANCHES = (
    "United States Army",
    "United States Navy",
    "United States Air Force",
    "United States Marine Corps",
    "United States Coast Guard",
    "Army National Guard",
    "United States Army Reserve",
)
_DISCHARGES = (
    "an honorable discharge",
    "a general discharge under honorable conditions",
    "a medical retirement",
    "an honorable discharge and a service-connected disability rating of {pct} percent",
)

_BENEFIT_PROGRAMS = (
    "SNAP food assistance",
    "unemployment insurance",
    "Social Security Disability Insurance",
    "Supplemental Security Income",
    "Medicaid",
    "the Housing Choice Voucher program",
    "WIC nutrition assistance",
    "the Low Income Home Energy Assistance Program",
    "child care subsidy",
    "VA disability compensation",
    "Temporary Assistance for Needy Families",
    "a state earned income credit",
    "the Lifeline phone discount",
    "a utility shutoff protection program",
    "Social Security retirement benefits",
    "workers' compensation wage replacement",
)

_DENIAL_REASONS = (
    "household income above the program limit",
    "missing proof of residency",
    "an incomplete work search log",
    "failure to attend the scheduled interview",
    "assets above the resource limit",
    "earnings reported from a second job",
    "a separation from work classified as voluntary quit",
    "missing pay stubs for the prior month",
    "an unverified household member",
    "a medical review that found the condition not disabling",
    "an overpayment from a prior claim",
    "a missing signature on the renewal form",
    "a mismatch between reported and employer-reported wages",
    "a lapse in required job training hours",
    "a name that did not match Social Security records",
    "an address outside the service area",
)

_BACKGROUND_FINDINGS = (
    "no reportable criminal history",
    "a {year} misdemeanor conviction for petty theft",
    "an open bench warrant from {year}",
    "a {year} arrest for driving under the influence with no conviction",
    "a sealed juvenile record",
    "a {year} civil judgment for unpaid rent",
    "two traffic infractions since {year}",
    "a {year} felony conviction for possession, later expunged",
    "a protective order entered in {year}",
    "a pending misdemeanor charge filed in {year}",
    "a {year} conviction for disorderly conduct",
    "a {year} deferred adjudication for shoplifting",
)

_VEHICLES = (
    "Honda Civic",
    "Toyota Camry",
    "Ford F-150",
    "Chevrolet Equinox",
    "Nissan Altima",
    "Subaru Outback",
    "Hyundai Elantra",
    "Jeep Grand Cherokee",
    "Kia Sorento",
    "Toyota RAV4",
    "Ram 1500",
    "Tesla Model 3",
    "Mazda CX-5",
    "Volkswagen Jetta",
)

_PROPERTY_KINDS = ("single-family home", "condominium unit", "duplex", "mobile home and lot", "townhouse")


# --- compositional generators -----------------------------------------------------------


#: citizenship (as the profile states it) -> birthplaces abroad
_BIRTHPLACES = {
    "Canadian": ("Toronto, Canada", "Winnipeg, Canada", "Halifax, Canada"),
    "Mexican": ("Guadalajara, Mexico", "Puebla, Mexico", "Monterrey, Mexico"),
    "Indian": ("Hyderabad, India", "Pune, India", "Kochi, India"),
    "Chinese": ("Chengdu, China", "Wuhan, China", "Guangzhou, China"),
    "Filipino": ("Cebu City, Philippines", "Quezon City, Philippines", "Davao City, Philippines"),
    "Vietnamese": ("Da Nang, Vietnam", "Hue, Vietnam", "Can Tho, Vietnam"),
    "Salvadoran": ("San Miguel, El Salvador", "Santa Ana, El Salvador"),
    "Cuban": ("Camaguey, Cuba", "Holguin, Cuba", "Santiago de Cuba, Cuba"),
    "Dominican": ("Santiago de los Caballeros, Dominican Republic", "La Romana, Dominican Republic"),
    "Korean": ("Busan, South Korea", "Daegu, South Korea", "Incheon, South Korea"),
    "Guatemalan": ("Quetzaltenango, Guatemala", "Antigua, Guatemala"),
    "Brazilian": ("Belo Horizonte, Brazil", "Recife, Brazil", "Curitiba, Brazil"),
    "Nigerian": ("Ibadan, Nigeria", "Enugu, Nigeria", "Kano, Nigeria"),
    "British": ("Leeds, United Kingdom", "Bristol, United Kingdom", "Cardiff, United Kingdom"),
    "Colombian": ("Medellin, Colombia", "Cali, Colombia", "Barranquilla, Colombia"),
}
_ALL_BIRTHPLACES = tuple(place for places in _BIRTHPLACES.values() for place in places)

_CERTIFICATE_CORRECTIONS = (
    "correcting the spelling of a parent's surname",
    "adding a father's name after an acknowledgment of paternity",
    "updating the sex marker",
    "fixing a transposed day and month of birth",
    "correcting the recorded place of birth",
    "changing the child's surname after a legitimation order",
    "removing a duplicate middle name",
    "correcting a parent's recorded birthplace",
    "adding a missing hyphen to the surname",
    "amending the time of birth",
    "correcting a misspelled first name",
    "replacing a placeholder name entered at the hospital",
)

_PERMIT_PROJECTS = (
    "replacing a detached garage roof",
    "adding a second-floor bathroom",
    "converting a basement into a rental unit",
    "installing rooftop solar panels",
    "building a backyard deck",
    "replacing an electrical service panel",
    "adding a wheelchair ramp at the front entrance",
    "building a six-foot privacy fence",
    "removing a load-bearing kitchen wall",
    "installing a backyard swimming pool",
    "replacing the home's water heater",
    "building an accessory dwelling unit",
)


def _birthplace(ctx: ValueContext) -> str:
    places = _BIRTHPLACES.get(ctx.profile.citizenship)
    if places is None:  # a U.S. citizen: born in the U.S. or naturalized
        if ctx.rng.random() < 0.6:
            return f"{ctx.fake.city()}, {ctx.fake.state()}"
        places = _ALL_BIRTHPLACES
    return ctx.rng.choice(places)


def _entry_date(ctx: ValueContext) -> str:
    years_back = ctx.rng.randint(1, max(1, min(30, ctx.profile.age - 1)))
    day = ctx.record_date - dt.timedelta(days=365 * years_back + ctx.rng.randint(0, 364))
    return fmt_date(day, ctx.rng)


def _ssn(ctx: ValueContext) -> str:
    if ctx.profile.id_type == "Social Security number":
        return ctx.profile.id_number  # one person, one number
    return safe_ids.ssn(ctx.rng)


def _drivers_license(ctx: ValueContext) -> str:
    if ctx.profile.id_type == "driver's license":
        return ctx.profile.id_number
    return safe_ids.drivers_license(ctx.rng)


def _future_date(ctx: ValueContext, low: int, high: int) -> str:
    return fmt_date(ctx.record_date + dt.timedelta(days=ctx.rng.randint(low, high)), ctx.rng)


def _appointment(ctx: ValueContext) -> str:
    return f"{_future_date(ctx, 3, 60)} at {time_of_day(ctx)}"


def _office(ctx: ValueContext) -> str:
    city = ctx.profile.city if ctx.rng.random() < 0.7 else ctx.fake.city()
    return f"{city} {ctx.rng.choice(_OFFICE_KINDS)}"


def _filing_status(ctx: ValueContext) -> str:
    marital = ctx.profile.marital_status
    if marital == "married":
        status = ctx.rng.choice(
            ("married filing jointly", "married filing jointly", "married filing separately")
        )
    elif marital == "widowed":
        status = ctx.rng.choice(("qualifying surviving spouse", "single", "head of household"))
    elif marital == "separated":
        status = ctx.rng.choice(("married filing separately", "head of household"))
    else:
        status = ctx.rng.choice(("single", "single", "head of household"))
    if status == "single":
        dependents = ctx.rng.choice((0, 0, 1))
    elif status == "head of household":
        dependents = ctx.rng.randint(1, 4)
    else:
        dependents = ctx.rng.randint(0, 4)
    count = _COUNT_WORDS[dependents]
    noun = "dependent" if dependents == 1 else "dependents"
    return f"{status} with {count} {noun} claimed"


def _tax_year(ctx: ValueContext) -> int:
    return ctx.record_date.year - (1 if ctx.record_date.month <= 10 else 0)


def _party(ctx: ValueContext) -> str:
    earliest = ctx.record_date.year - (ctx.profile.age - 18)
    year = ctx.rng.randint(earliest, ctx.record_date.year)
    return f"{ctx.rng.choice(_PARTIES)} (registered {year})"


def _precinct(ctx: ValueContext) -> str:
    if ctx.rng.random() < 0.5:
        return f"Precinct {ctx.rng.randint(1, 240)}{ctx.rng.choice(('', 'A', 'B', 'C'))}"
    return f"Ward {ctx.rng.randint(1, 50)}, Precinct {ctx.rng.randint(1, 40)}"


def _military_service(ctx: ValueContext) -> str:
    birth_year = ctx.record_date.year - ctx.profile.age
    start = birth_year + ctx.rng.randint(18, max(18, min(30, ctx.profile.age - 1)))
    end = min(start + ctx.rng.randint(2, 12), ctx.record_date.year)
    discharge = ctx.rng.choice(_DISCHARGES).format(pct=ctx.rng.choice((10, 20, 30, 50, 70, 100)))
    if end <= start:
        return f"{ctx.rng.choice(_BRANCHES)} service beginning in {start}, still on active duty"
    return f"{ctx.rng.choice(_BRANCHES)} service from {start} to {end} with {discharge}"


def _violation(ctx: ValueContext) -> str:
    return ctx.rng.choice(_TRAFFIC_VIOLATIONS).format(mph=ctx.rng.randint(11, 34))


def _background_finding(ctx: ValueContext) -> str:
    adult_since = ctx.record_date.year - (ctx.profile.age - 18)
    year = ctx.rng.randint(max(adult_since, ctx.record_date.year - 20), ctx.record_date.year)
    return ctx.rng.choice(_BACKGROUND_FINDINGS).format(year=year)


def _benefit_amount(ctx: ValueContext) -> str:
    period = ctx.rng.choice(("per month", "per month", "per week", "every two weeks"))
    low, high = {"per month": (180, 3400), "per week": (140, 820), "every two weeks": (280, 1650)}[period]
    return f"{money(ctx, low, high)} {period}"


def _vehicle(ctx: ValueContext) -> str:
    year = ctx.record_date.year - ctx.rng.randint(0, 18)
    color = ctx.rng.choice(("silver", "black", "white", "gray", "dark blue", "red", "green", "tan"))
    return f"{color} {year} {ctx.rng.choice(_VEHICLES)}"


def _assessed_value(ctx: ValueContext) -> str:
    return f"{money(ctx, 85000, 940000, cents=False)} for a {ctx.rng.choice(_PROPERTY_KINDS)}"


# --- the category -------------------------------------------------------------------------

_IDS = "official identifiers"
_BENEFITS = "taxes and benefits"
_PROCEEDINGS = "agency proceedings"

CATEGORY = Category(
    name="government",
    subcategories={
        "taxation": (
            "federal income tax return summary",
            "notice of proposed tax adjustment",
            "state tax installment agreement",
            "property tax assessment appeal",
        ),
        "social benefits": (
            "SNAP benefits renewal form",
            "unemployment insurance claim determination",
            "disability benefits award letter",
            "Medicaid eligibility notice",
        ),
        "immigration and citizenship": (
            "naturalization interview notice",
            "permanent resident card renewal application",
            "passport application worksheet",
            "employment authorization approval notice",
        ),
        "motor vehicles": (
            "driver's license renewal notice",
            "vehicle registration certificate",
            "traffic citation",
            "license suspension hearing notice",
        ),
        "vital records and licensing": (
            "birth certificate amendment request",
            "marriage license application",
            "professional license renewal",
            "residential building permit application",
        ),
        "civic duties": (
            "jury duty summons",
            "voter registration confirmation",
            "Selective Service registration acknowledgment",
            "public records request response",
        ),
        "public safety": (
            "police incident report",
            "fingerprint background check result",
            "victim services referral form",
            "firearm permit application",
        ),
    },
    fields=(
        # official identifiers
        FieldSpec(
            "social_security_number",
            "Social Security number",
            _IDS,
            0.98,
            _ssn,
            (
                "The Social Security number on file is {social_security_number}.",
                "{first_name} provided Social Security number {social_security_number} for verification.",
            ),
        ),
        FieldSpec(
            "drivers_license_number",
            "Driver's license number",
            _IDS,
            0.9,
            _drivers_license,
            (
                "Driver's license number {drivers_license_number} was scanned at the counter.",
                "The license on record for {first_name} is {drivers_license_number}.",
            ),
        ),
        FieldSpec(
            "license_plate_number",
            "License plate",
            _IDS,
            0.7,
            lambda ctx: safe_ids.license_plate(ctx.rng),
            (
                "The vehicle bears license plate {license_plate_number}.",
                "The officer recorded plate {license_plate_number}.",
            ),
        ),
        FieldSpec(
            "vehicle_vin",
            "Vehicle identification number",
            _IDS,
            0.7,
            lambda ctx: safe_ids.vin(ctx.rng),
            (
                "The vehicle identification number is {vehicle_vin}.",
                "Registration records list VIN {vehicle_vin}.",
            ),
        ),
        FieldSpec(
            "business_ein",
            "Employer identification number",
            _IDS,
            0.8,
            lambda ctx: safe_ids.ein(ctx.rng),
            (
                "{first_name}'s sole proprietorship files under EIN {business_ein}.",
                "The household employer account uses EIN {business_ein}.",
            ),
        ),
        FieldSpec(
            "agency_case_number",
            "Agency case number",
            _IDS,
            0.85,
            lambda ctx: code(ctx, ctx.rng.choice(_AGENCY_CASE_PREFIXES), 8),
            (
                "Please refer to case {agency_case_number} in any reply.",
                "The application was logged as {agency_case_number}.",
            ),
        ),
        FieldSpec(
            "juror_number",
            "Juror number",
            _IDS,
            0.6,
            lambda ctx: code(ctx, "JUR", 7),
            (
                "{first_name} is assigned juror number {juror_number}.",
                "Report to the jury assembly room with badge {juror_number}.",
            ),
        ),
        # taxes and benefits
        FieldSpec(
            "adjusted_gross_income",
            "Adjusted gross income",
            _BENEFITS,
            0.85,
            lambda ctx: money(ctx, 16000, 265000, cents=False),
            (
                "Reported adjusted gross income was {adjusted_gross_income}.",
                "The return shows adjusted gross income of {adjusted_gross_income}.",
            ),
        ),
        FieldSpec(
            "tax_filing_status",
            "Filing status",
            _BENEFITS,
            0.6,
            _filing_status,
            (
                "The return was filed as {tax_filing_status}.",
                "{first_name} selected the filing status {tax_filing_status}.",
            ),
        ),
        FieldSpec(
            "tax_balance_due",
            "Balance due",
            _BENEFITS,
            0.8,
            lambda ctx: money(ctx, 140, 18500),
            (
                "The notice states a balance due of {tax_balance_due}.",
                "{first_name} owes {tax_balance_due} including penalties and interest.",
            ),
        ),
        FieldSpec(
            "tax_refund_amount",
            "Refund",
            _BENEFITS,
            0.7,
            lambda ctx: money(ctx, 85, 9400),
            (
                "A refund of {tax_refund_amount} was issued by direct deposit.",
                "{first_name} expects a federal refund of {tax_refund_amount} this year.",
            ),
        ),
        FieldSpec(
            "benefit_program",
            "Benefit program",
            _BENEFITS,
            0.8,
            lambda ctx: ctx.rng.choice(_BENEFIT_PROGRAMS),
            (
                "{first_name} applied for {benefit_program}.",
                "The household currently receives {benefit_program}.",
            ),
        ),
        FieldSpec(
            "benefit_payment_amount",
            "Benefit amount",
            _BENEFITS,
            0.85,
            _benefit_amount,
            (
                "The approved benefit is {benefit_payment_amount}.",
                "{first_name} will receive {benefit_payment_amount} beginning with the next cycle.",
            ),
        ),
        FieldSpec(
            "eligibility_issue",
            "Eligibility issue",
            _BENEFITS,
            0.8,
            lambda ctx: ctx.rng.choice(_DENIAL_REASONS),
            (
                "The caseworker flagged {eligibility_issue}.",
                "Benefits were put on hold because of {eligibility_issue}.",
            ),
        ),
        FieldSpec(
            "property_assessed_value",
            "Assessed value",
            _BENEFITS,
            0.6,
            _assessed_value,
            (
                "The assessor set the value at {property_assessed_value}.",
                "{first_name} disputes an assessed value of {property_assessed_value}.",
            ),
        ),
        # agency proceedings
        FieldSpec(
            "agency_office",
            "Agency office",
            _PROCEEDINGS,
            0.5,
            _office,
            (
                "The appointment will take place at the {agency_office}.",
                "Documents may be dropped off at the {agency_office}.",
            ),
        ),
        FieldSpec(
            "agency_appointment",
            "Appointment",
            _PROCEEDINGS,
            0.5,
            _appointment,
            (
                "{first_name} must report on {agency_appointment}.",
                "An interview has been scheduled for {agency_appointment}.",
            ),
        ),
        FieldSpec(
            "caseworker_name",
            "Caseworker",
            _PROCEEDINGS,
            0.5,
            lambda ctx: (
                f"{person_name(ctx)}, {ctx.rng.choice(('caseworker', 'eligibility specialist', 'claims examiner', 'hearing officer', 'adjudicator'))}"
            ),
            (
                "The file is handled by {caseworker_name}.",
                "{first_name} spoke by phone with {caseworker_name}.",
            ),
        ),
        FieldSpec(
            "response_deadline",
            "Response deadline",
            _PROCEEDINGS,
            0.5,
            lambda ctx: _future_date(ctx, 10, 45),
            (
                "A response must be received by {response_deadline}.",
                "Failure to respond by {response_deadline} may result in loss of eligibility.",
            ),
        ),
        FieldSpec(
            "traffic_violation",
            "Violation",
            _PROCEEDINGS,
            0.7,
            _violation,
            (
                "{first_name} was cited for {traffic_violation}.",
                "The citation alleges {traffic_violation}.",
            ),
        ),
        FieldSpec(
            "fine_amount",
            "Fine",
            _PROCEEDINGS,
            0.6,
            lambda ctx: money(ctx, 35, 950),
            (
                "The fine assessed is {fine_amount}.",
                "A fine of {fine_amount} is payable by the date shown.",
            ),
        ),
        FieldSpec(
            "registered_vehicle",
            "Vehicle",
            _PROCEEDINGS,
            0.5,
            _vehicle,
            (
                "The registered vehicle is a {registered_vehicle}.",
                "{first_name} was driving a {registered_vehicle} at the time.",
            ),
        ),
        FieldSpec(
            "background_check_finding",
            "Background check result",
            _PROCEEDINGS,
            0.95,
            _background_finding,
            (
                "The background check returned {background_check_finding}.",
                "A records search for {first_name} revealed {background_check_finding}.",
            ),
        ),
        FieldSpec(
            "party_affiliation",
            "Party affiliation",
            _PROCEEDINGS,
            0.85,
            _party,
            (
                "The voter file lists {first_name}'s party as {party_affiliation}.",
                "Party affiliation on record: {party_affiliation}.",
            ),
        ),
        FieldSpec(
            "voting_precinct",
            "Voting precinct",
            _PROCEEDINGS,
            0.45,
            _precinct,
            (
                "{first_name} is assigned to {voting_precinct}.",
                "Ballots for {voting_precinct} are cast at the neighborhood polling place.",
            ),
        ),
        FieldSpec(
            "military_service",
            "Military service",
            _PROCEEDINGS,
            0.75,
            _military_service,
            (
                "The discharge papers on file document {military_service}.",
                "Military service on record: {military_service}.",
            ),
        ),
        FieldSpec(
            "place_of_birth",
            "Place of birth",
            _IDS,
            0.7,
            _birthplace,
            (
                "{first_name} was born in {place_of_birth}.",
                "The application lists the place of birth as {place_of_birth}.",
            ),
        ),
        FieldSpec(
            "us_entry_date",
            "Date of entry",
            _PROCEEDINGS,
            0.75,
            _entry_date,
            (
                "Records show an arrival in the United States on {us_entry_date}.",
                "{first_name} reported first entering the country on {us_entry_date}.",
            ),
        ),
        FieldSpec(
            "record_correction",
            "Requested correction",
            _PROCEEDINGS,
            0.6,
            choice(_CERTIFICATE_CORRECTIONS),
            (
                "The request involves {record_correction}.",
                "{first_name} asked the registrar to approve {record_correction}.",
            ),
        ),
        FieldSpec(
            "permit_project",
            "Permitted work",
            _PROCEEDINGS,
            0.4,
            choice(_PERMIT_PROJECTS),
            (
                "The permit covers {permit_project}.",
                "{first_name} applied for approval before {permit_project}.",
            ),
        ),
        FieldSpec(
            "processing_fee",
            "Fee paid",
            _BENEFITS,
            0.35,
            lambda ctx: money(ctx, 25, 760),
            (
                "A processing fee of {processing_fee} was paid at the window.",
                "{first_name} paid {processing_fee} in filing fees.",
            ),
        ),
    ),
    filler=(
        "This notice was generated from information on file with the agency.",
        "Please keep this letter for your records.",
        "You have the right to request a fair hearing if you disagree with this decision.",
        "Bring a valid photo identification and this notice to the appointment.",
        "Providing false information may result in penalties under state and federal law.",
        "Processing times vary, and applicants are encouraged to apply early.",
        "Language assistance is available at no cost upon request.",
        "Reasonable accommodations are available for applicants with disabilities.",
        "Payments can be made online, by mail or in person at any service window.",
        "Interest continues to accrue on unpaid balances until they are paid in full.",
        "The agency may verify the information provided with other government records.",
        "Incomplete applications will be returned without processing.",
        "Original documents will be returned after review.",
        "Copies of supporting documents must be legible and complete.",
        "This determination becomes final unless an appeal is filed in time.",
        "Office hours may change on public holidays.",
        "Walk-in service is limited, and appointments are strongly recommended.",
        "Changes in household size or income must be reported promptly.",
        "The information collected is used only to administer this program.",
        "An officer reviewed the file and found no additional issues.",
        "Records requests are processed in the order in which they are received.",
        "Portions of the record were withheld to protect the privacy of third parties.",
        "Juror service is a civic duty, and employers may not penalize employees for serving.",
        "Renewal reminders are sent by mail before the expiration date.",
        "Fees paid are non-refundable once processing has begun.",
        "An interpreter will be provided at the interview if requested in advance.",
        "The applicant signed the declaration under penalty of perjury.",
        "Fingerprints were captured electronically at the time of the visit.",
        "Questions about this notice may be directed to the office listed above.",
        "The reviewing officer's notes are attached to the official file.",
        "Benefits may be reduced if reported income changes.",
        "Proof of residency must be dated within the last few months.",
    ),
    backgrounds=(
        "{first_name} received the {record_type} in the mail shortly after moving to {city}.",
        "Following {life_event}, {first_name} had to update several official records, starting with the "
        "{record_type}.",
        "The {record_type} was issued after {first_name} contacted a local office in {city}.",
        "A change in work as a {occupation} affected {first_name}'s eligibility, which prompted the "
        "{record_type}.",
        "{first_name} had been waiting several weeks for the {record_type} to arrive.",
        "The agency generated the {record_type} during a routine review of {first_name}'s file.",
        "After {life_event}, {first_name} applied for assistance and received the {record_type}.",
        "A neighbor in {city} helped {first_name} fill out the paperwork that led to the {record_type}.",
        "The {record_type} followed a missed deadline that {first_name} was trying to correct.",
        "{first_name}, who works as a {occupation}, needed the {record_type} before starting a new position.",
        "An office handling {subcategory} matters sent the {record_type} after reviewing new documents.",
        "{first_name} requested the {record_type} to resolve a discrepancy between two government records.",
        "The {record_type} was prepared after {first_name} appeared in person with supporting documents.",
        "Because of {life_event}, {first_name} needed the {record_type} sooner than usual.",
    ),
    formats=(
        "letter",
        "form",
        "application",
        "report",
        "memo",
        "case notes",
        "statement with table",
        "interview transcript",
    ),
)


#: Proposal, not yet read by the offline backend: fields that only make sense for some
#: subcategories (a bail amount in a will reads wrong). Keys not listed fit every subcategory.
FIELD_SUBCATEGORIES: dict[str, tuple[str, ...]] = {
    "place_of_birth": ("immigration and citizenship", "vital records and licensing", "public safety"),
    "us_entry_date": ("immigration and citizenship",),
    "record_correction": ("vital records and licensing",),
    "permit_project": ("vital records and licensing",),
    "traffic_violation": ("motor vehicles", "public safety"),
    "fine_amount": ("motor vehicles", "public safety", "civic duties"),
    "license_plate_number": ("motor vehicles", "public safety"),
    "vehicle_vin": ("motor vehicles",),
    "registered_vehicle": ("motor vehicles", "public safety"),
    "juror_number": ("civic duties",),
    "party_affiliation": ("civic duties",),
    "voting_precinct": ("civic duties",),
    "adjusted_gross_income": ("taxation", "social benefits"),
    "tax_filing_status": ("taxation",),
    "tax_balance_due": ("taxation",),
    "tax_refund_amount": ("taxation",),
    "property_assessed_value": ("taxation",),
    "business_ein": ("taxation", "vital records and licensing"),
    "benefit_program": ("social benefits",),
    "benefit_payment_amount": ("social benefits",),
    "eligibility_issue": ("social benefits",),
    "military_service": ("social benefits", "civic duties", "public safety", "immigration and citizenship"),
    "background_check_finding": (
        "public safety",
        "vital records and licensing",
        "immigration and citizenship",
    ),
    "caseworker_name": ("social benefits", "immigration and citizenship", "taxation"),
}
