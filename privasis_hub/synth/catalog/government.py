"""Government records: taxes, benefits, immigration, motor vehicles, licensing and civic duties."""

from __future__ import annotations

import datetime as dt

from privasis_hub import safe_ids
from privasis_hub.sanitize.address import US_STATES
from privasis_hub.synth import places
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    code,
    drawn_choices,
    filed_by_person,
    fmt_date,
    issuer_name,
    money,
    person_name,
    person_rng,
    record_rng,
    record_type_of,
    request_day,
    time_of_day,
    yearly_pay,
)

# --- value pools ----------------------------------------------------------------------


_OFFICE_KINDS = (
    "DMV Service Center",
    "Social Security Field Office",
    "Workforce Development Center",
    "County Tax Assessor's Office",
    "County Department of Human Services",
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
    # (no parking offence: a citation here follows a stop of a moving car, s19p)
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
    # what a fingerprint search of the state and FBI criminal files returns: arrests, charges, convictions and
    # warrants (issue 19: no "civil judgment for unpaid rent", no sealed or expunged record, no traffic tickets)
    "a {year} misdemeanor conviction for criminal trespass",
    "a {year} arrest for simple assault, later dismissed",
    "a {year} felony conviction for possession of a controlled substance",
    "a protective order entered in {year}",
    "a pending misdemeanor charge filed in {year}",
    "a {year} conviction for disorderly conduct",
    "a {year} deferred adjudication for shoplifting",
)

#: A model -> its first model year on sale in the U.S.: a model exists only from then (reader18: "2007 Tesla Model 3").
_VEHICLES = {
    "Honda Civic": 1973,
    "Toyota Camry": 1983,
    "Ford F-150": 1975,
    "Chevrolet Equinox": 2005,
    "Nissan Altima": 1993,
    "Subaru Outback": 1995,
    "Hyundai Elantra": 1991,
    "Jeep Grand Cherokee": 1993,
    "Kia Sorento": 2003,
    "Toyota RAV4": 1996,
    "Ram 1500": 2011,
    "Tesla Model 3": 2017,
    "Mazda CX-5": 2013,
    "Volkswagen Jetta": 1980,
}

#: A property's kind -> the assessed values it has (lowest, highest).
_PROPERTY_KINDS = {"single-family home": (120000, 640000), "condominium unit": (85000, 420000),
                   "duplex": (150000, 680000), "mobile home and lot": (35000, 150000), "townhouse": (110000, 480000)}
#: The kinds of property whose owner alone builds on its lot (a deck, a second-floor bathroom, an accessory dwelling):
#: a building permit's property (reader9 150: "$882,081 for a condominium unit" with footing inspections).
_BUILDABLE_KINDS = ("single-family home", "duplex")


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
#: Countries said with "the".
_THE_COUNTRIES = frozenset({"Philippines", "Dominican Republic", "United Kingdom", "United States"})


def _born_abroad_in(ctx: ValueContext) -> str | None:
    """Where the person was born outside the U.S. ("Pune, India"), or None if U.S.-born.

    One answer per person (seeded by name and birth date, not by the record), so a record's place
    of birth and country of birth agree, and so do the person's records.
    """
    rng = person_rng(ctx, "birth")
    places = _BIRTHPLACES.get(ctx.profile.citizenship)
    if places is None:  # a U.S. citizen: born in the U.S. or naturalized
        if rng.random() < 0.6:
            return None
        places = _ALL_BIRTHPLACES
    return rng.choice(places)


def _birthplace(ctx: ValueContext) -> str:
    """Where the person was born; a U.S. birth certificate's subject was born in the U.S., in the state whose vital
    records office (the issuer, in the person's own state) holds the certificate (reader6 class 7: a Utah county
    office amending a Minnesota birth)."""
    abroad = None if "birth certificate" in ctx.record_type else _born_abroad_in(ctx)
    if abroad:
        return abroad
    if "birth certificate" in ctx.record_type and places.has_state(ctx.profile.region):
        return f"{places.town(ctx.rng, ctx.profile.region)[0]}, {US_STATES[ctx.profile.region]}"
    state = ctx.rng.choice(sorted(s for s in US_STATES if places.has_state(s)))  # a real town of the state
    return f"{places.town(ctx.rng, state)[0]}, {US_STATES[state]}"


def _country_of_birth(ctx: ValueContext) -> str:
    abroad = _born_abroad_in(ctx)
    country = abroad.rsplit(", ", 1)[1] if abroad else "United States"
    return f"the {country}" if country in _THE_COUNTRIES else country


def _incident_day(ctx: ValueContext) -> str:
    """The day of the incident a police report tells: the report is written the same day or within a few days of it
    (s28-frames: its clock time is told with this day, never "The incident happened at about 9:10 AM." alone)."""
    return fmt_date(ctx.record_date - dt.timedelta(days=ctx.rng.choice((0, 0, 1, 1, 2, 3, 5))), ctx.rng)


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


#: Words in a record type's name -> the offices that issue it (the office belongs to the matter: a jury
#: summons comes from the court's jury office, never an elections division).
_MATTER_OFFICES = (
    (("property tax",), ("County Tax Assessor's Office",)),
    (("snap", "medicaid"), ("County Department of Human Services",)),
    (("unemployment",), ("Unemployment Claims Center", "Workforce Development Center")),
    (("disability benefits",), ("Social Security Field Office",)),
    (("naturalization", "resident card", "employment authorization"), ("USCIS Field Office",)),
    (("passport",), ("Passport Acceptance Facility",)),
    (("driver", "vehicle", "license suspension"), ("DMV Service Center",)),
    # a citation is written by the police agency that made the stop, not on the court's letterhead (reader15 class
    # 13: "Orange County Circuit Court, Traffic Division" on 4 of 4 citations); the court is where it is answered
    (("traffic",), ("Police Department",)),
    (("birth certificate", "marriage license"), ("Vital Records Office", "County Clerk-Recorder's Office")),
    (("professional license",), ("State Licensing Board Office",)),
    (("building permit",), ("Building and Permits Department",)),
    (("jury",), ("Jury Commissioner's Office", "Superior Court Jury Services")),
    (("voter",), ("Elections Division",)),
    (("police", "victim"), ("Police Department Records Unit",)),
    (("fingerprint", "firearm"), ("County Sheriff's Office Records Unit",)),
    (("public records",), ("County Clerk-Recorder's Office",)),
)


def _office(ctx: ValueContext) -> str:
    rt = record_type_of(ctx, "government")
    if rt is not None and rt.issuer_kinds:
        return issuer_name(ctx, "government", rt.issuer_kinds)
    city = ctx.profile.city  # the office of the town the letterhead and the person's address name (issue 19)
    name = ctx.record_type.lower()
    if "tax" in name and "property" not in name:  # income tax is the state's (no city "Department of Revenue")

        return f"{US_STATES.get(ctx.profile.region, ctx.profile.region)} Department of Revenue, {city} office"
    kinds = next((offices for words, offices in _MATTER_OFFICES if any(w in name for w in words)), _OFFICE_KINDS)
    kind = ctx.rng.choice(kinds)
    if (named := office_at_its_level(kind, ctx.profile.region, city)) is not None:
        return named
    # a county's office (its sheriff, assessor, clerk-recorder, social services) is named for the county the town
    # lies in, never for the town (issue 19: "Howe Sheriff's Office" for a hamlet of Butte County, "Dallas
    # Sheriff's Office"): "Butte County Sheriff's Office Records Unit", "Orleans Parish Department of Human Services"
    county = places.county(ctx.profile.region, city)
    if "Sheriff" in kind and ctx.profile.region == "DC":  # (no sheriff in the District: its police keep the records)
        return "Metropolitan Police Department Records Unit"
    if kind.startswith("County ") and county:
        return f"{county} {kind.removeprefix('County ')}"
    return f"{city} {kind}"


#: Offices a state runs, named as the state names them, never for the person's town (s20-world, reader11 class 12:
#: no "Saulsville Unemployment Claims Center"; unemployment insurance is the state's): "{state}" is the state's name.
_STATE_OFFICES = {
    "Unemployment Claims Center": "{state} Division of Unemployment Insurance",
    "Workforce Development Center": "{state} Department of Workforce Development",
    "DMV Service Center": "{state} Department of Motor Vehicles",
    "Vital Records Office": "{state} Office of Vital Records",
    "State Licensing Board Office": "{state} Division of Professional Licensing",
    "Child Support Services Office": "{state} Child Support Services",
    # federal offices, known by the agency's own name
    "Social Security Field Office": "Social Security Administration",
    "USCIS Field Office": "U.S. Citizenship and Immigration Services",
    "Passport Acceptance Facility": "U.S. Department of State",
}
#: Offices a county runs ("{county}": "Raleigh County", "Orleans Parish").
_COUNTY_OFFICES = {
    "Elections Division": "{county} Elections Division",
    "Veterans Service Office": "{county} Veterans Service Office",
    "Jury Commissioner's Office": "{county} Jury Commissioner's Office",
    "Superior Court Jury Services": "{county} {court} Jury Services",
    "Municipal Court Clerk's Office": "{county} {court}, Traffic Division",
}
#: Offices a city runs, where the town is a city (several ZIP codes); a village's are the county's.
_CITY_OFFICES = {
    "Public Housing Authority": ("{city} Housing Authority", "{county} Housing Authority"),
    "Building and Permits Department": ("{city} Building and Permits Department",
                                        "{county} Building and Permits Department"),
    "Police Department Records Unit": ("{city} Police Department Records Unit", "{county} Sheriff's Office Records Unit"),
    "Police Department": ("{city} Police Department", "{county} Sheriff's Office"),
}


#: The body that licenses drivers in each state, by the name it goes by, where that is not "<State> Department of
#: Motor Vehicles" (reader15: a "Colorado Department of Motor Vehicles"; Colorado's is a Division; s25-contra).
_MOTOR_VEHICLE_AGENCIES = {
    "AK": "Alaska Division of Motor Vehicles", "AZ": "Arizona Motor Vehicle Division",
    "AR": "Arkansas Office of Motor Vehicle", "CO": "Colorado Division of Motor Vehicles",
    "DE": "Delaware Division of Motor Vehicles", "FL": "Florida Department of Highway Safety and Motor Vehicles",
    "GA": "Georgia Department of Driver Services", "ID": "Idaho Division of Motor Vehicles",
    "IL": "Illinois Secretary of State", "IN": "Indiana Bureau of Motor Vehicles", "IA": "Iowa Motor Vehicle Division",
    "KS": "Kansas Division of Vehicles", "LA": "Louisiana Office of Motor Vehicles",
    "ME": "Maine Bureau of Motor Vehicles", "MD": "Maryland Motor Vehicle Administration",
    "MA": "Massachusetts Registry of Motor Vehicles", "MI": "Michigan Secretary of State",
    "MN": "Minnesota Driver and Vehicle Services", "MT": "Montana Motor Vehicle Division",
    "NH": "New Hampshire Division of Motor Vehicles", "NJ": "New Jersey Motor Vehicle Commission",
    "NM": "New Mexico Motor Vehicle Division",
    "NC": "North Carolina Division of Motor Vehicles", "OH": "Ohio Bureau of Motor Vehicles",
    "PA": "Pennsylvania Department of Transportation", "RI": "Rhode Island Division of Motor Vehicles",
    "TN": "Tennessee Department of Safety and Homeland Security", "WA": "Washington State Department of Licensing",
    "WV": "West Virginia Division of Motor Vehicles", "WI": "Wisconsin Division of Motor Vehicles",
    "WY": "Wyoming Department of Transportation", "ND": "North Dakota Department of Transportation",
    "MS": "Mississippi Department of Public Safety", "SD": "South Dakota Department of Public Safety",
}


def office_at_its_level(kind: str, region: str, city: str) -> str | None:
    """The office of ``kind`` for a person of ``city``, ``region``, named at the level that runs it (the state's
    department, the county's office, a city's own department only for a city); None for a kind not listed here."""
    from privasis_hub.synth.catalog.legal import _TRIAL_COURTS

    county = places.county(region, city)
    if kind == "DMV Service Center" and region in _MOTOR_VEHICLE_AGENCIES:
        return _MOTOR_VEHICLE_AGENCIES[region]
    if kind in _STATE_OFFICES:
        return _STATE_OFFICES[kind].format(state=US_STATES.get(region, region))
    if not county:
        return None
    court = next((name for name, states in _TRIAL_COURTS if region in states), "District Court")
    court = "Court" if court == "Supreme Court" else court  # (New York's county courts: "Albany County Court")
    if kind in _COUNTY_OFFICES:
        return _COUNTY_OFFICES[kind].format(county=county, court=court)
    if kind == "Police Department" and region == "DC":  # (the District's police, not a "Washington Police")
        return "Metropolitan Police Department"
    if kind in _CITY_OFFICES:
        big = len(places.zip_codes(region, city)) >= 3
        return _CITY_OFFICES[kind][0 if big else 1].format(city=city, county=county)
    return None


#: words of a record type -> the title of the agency staff member who handles it
_STAFF_TITLES = (
    (("snap", "medicaid", "benefit", "unemployment"), ("caseworker", "eligibility specialist", "claims examiner")),
    (("tax",), ("revenue agent", "tax examiner")),
    (("naturalization", "resident card", "authorization", "passport"), ("adjudications officer", "immigration officer")),
    (("license", "vehicle", "citation"), ("hearing officer", "licensing clerk")),
    (("permit",), ("plans examiner", "permit technician")),
)


def _caseworker(ctx: ValueContext) -> str:
    name = ctx.record_type.lower()
    titles = next((t for words, t in _STAFF_TITLES if any(w in name for w in words)), ("case manager", "records clerk"))
    return f"{person_name(ctx)}, {ctx.rng.choice(titles)}"


#: words of a record type -> its agency's case-number prefix (a building permit's is not a DMV number)
_CASE_PREFIX_FOR = (
    (("unemployment",), "UI"), (("snap",), "SNAP"), (("medicaid",), "MED"), (("disability",), "BEN"),
    (("citation",), "TC"),  # a citation's own number, not a DMV file's (s25-contra)
    (("tax",), "TAX"), (("driver", "vehicle", "license suspension"), "DMV"), (("permit",), "BLD"),
    (("victim", "police"), "RPT"), (("naturalization", "resident card", "authorization", "passport"), "IOE"),
)


def _agency_case(ctx: ValueContext) -> str:
    name = ctx.record_type.lower()
    prefix = next((p for words, p in _CASE_PREFIX_FOR if any(w in name for w in words)), None)
    return code(ctx, prefix or ctx.rng.choice(("DHS", "HSG", "CSE", "REC")), 8)


def _tax_household(ctx: ValueContext) -> tuple[str, int]:
    """The person's filing status (from the marital status) and number of dependents, the same for every field of
    one record, so the filing status, the dependents and the household size agree."""
    rng = person_rng(ctx, f"tax-household|{ctx.record_type}|{ctx.record_date}")
    marital = ctx.profile.marital_status
    if marital == "married":
        status = rng.choice(("married filing jointly", "married filing jointly", "married filing separately"))
    elif marital == "widowed":
        status = rng.choice(("qualifying surviving spouse", "single", "head of household"))
    elif marital == "separated":
        status = rng.choice(("married filing separately", "head of household"))
    else:
        status = rng.choice(("single", "single", "head of household"))
    if status == "single":  # a single filer with a qualifying dependent files as head of household (issue 19, s19q)
        dependents = 0
    elif status in ("head of household", "qualifying surviving spouse"):  # both need a qualifying dependent
        dependents = rng.randint(1, 4)
    else:
        dependents = rng.randint(0, 4)
    if ctx.profile.age >= _GRANDPARENT_AGE or ctx.profile.age < 24:  # no four children at 71 or at 20 (s19q)
        dependents = min(dependents, 2 if ctx.profile.age >= _GRANDPARENT_AGE else 1)
    return status, dependents


def _filing_status(ctx: ValueContext) -> str:
    """The filing status and the dependents claimed; a joint return names the spouse who files it with the person
    (reader10: "married filing jointly" with no spouse anywhere in the record)."""
    status, dependents = _tax_household(ctx)
    noun = "dependent" if dependents == 1 else "dependents"
    if status == "married filing jointly":
        first = ctx.fake.first_name_female() if ctx.profile.sex == "male" else ctx.fake.first_name_male()
        return f"{status} with {first} {ctx.profile.last_name}, {_COUNT_WORDS[dependents]} {noun} claimed"
    return f"{status} with {_COUNT_WORDS[dependents]} {noun} claimed"


#: dependents -> how a record names them
_DEPENDENTS = {0: ("no dependents",), 1: ("one child", "an elderly parent"), 2: ("two children",
               "one child and a disabled sibling"), 3: ("three children",), 4: ("four children",)}


#: From this age a person's dependents are grandchildren or a disabled adult child, not young children of their own.
_GRANDPARENT_AGE = 58
_OLDER_DEPENDENTS = {0: ("no dependents",), 1: ("a grandchild", "a disabled adult son", "a disabled adult daughter"),
                     2: ("two grandchildren", "a grandchild and a disabled adult son")}


def _dependents(ctx: ValueContext) -> str:
    count = _tax_household(ctx)[1]
    if ctx.profile.age >= _GRANDPARENT_AGE:
        return ctx.rng.choice(_OLDER_DEPENDENTS[count])
    options = _DEPENDENTS[count]
    if ctx.profile.age < 28:  # a young filer's parent is no "elderly parent"
        options = tuple(o for o in options if "elderly" not in o) or options
    return ctx.rng.choice(options)


def _household_size(ctx: ValueContext) -> str:
    """The person, a spouse or partner when there is one, and the dependents."""
    status, dependents = _tax_household(ctx)
    partnered = ctx.profile.marital_status in ("married", "in a domestic partnership")
    size = 1 + partnered + dependents
    return f"a household of {('one', 'two', 'three', 'four', 'five', 'six')[size - 1]}"


def _filed_day(ctx: ValueContext) -> dt.date:
    """The day an application was filed, 3 to 13 weeks before the record; a tax return's once its year is over, from
    late January (s24-facts: a return for tax year 2023 "filed 2023-12-23")."""
    day = request_day(ctx, 21, 90)
    if "return" in ctx.record_type and day < (opens := dt.date(ctx.record_date.year, 1, 22)):
        span = (ctx.record_date - opens).days
        day = opens + dt.timedelta(days=ctx.rng.randint(0, span - 1)) if span > 1 else ctx.record_date - \
            dt.timedelta(days=1)
    return day


def _tax_year(ctx: ValueContext) -> int:
    return ctx.record_date.year - (1 if ctx.record_date.month <= 10 else 0)


def _filed_tax_year(ctx: ValueContext) -> str:
    """A tax year whose return was filed before the record (filed from January after the year ends, so a record of
    the first months may only be about the year before last): the latest one in three, else one or two before it
    (an older return reopened). A property tax appeal's tax year is the current assessment's."""
    if "property tax" in ctx.record_type:
        return f"tax year {ctx.record_date.year - ctx.rng.choice((0, 0, 1))}"
    if "return" in ctx.record_type:  # the return itself: the year just ended, filed from January
        return f"tax year {ctx.record_date.year - 1}"
    latest = (ctx.record_date - dt.timedelta(days=100)).year - 1  # a notice comes months after the filing
    return f"tax year {latest - ctx.rng.choice((0, 0, 0, 1, 2))}"


def _party(ctx: ValueContext) -> str:
    """The party on the voter file and the year the person registered with it: on a record about a registration
    just filed (a voter registration confirmation), the year of that filing, so the file tells one history."""
    if "voter registration" in ctx.record_type.lower():
        year = request_day(ctx, 21, 90).year
    else:
        earliest = ctx.record_date.year - (ctx.profile.age - 18)
        year = ctx.rng.randint(earliest, ctx.record_date.year)
    return f"{ctx.rng.choice(_PARTIES)} (registered {year})"


def _precinct(ctx: ValueContext) -> str:
    if ctx.rng.random() < 0.5:
        return f"Precinct {ctx.rng.randint(1, 240)}{ctx.rng.choice(('', 'A', 'B', 'C'))}"
    return f"Ward {ctx.rng.randint(1, 50)}, Precinct {ctx.rng.randint(1, 40)}"


#: Youngest age at which a record tells military service: an enlistment of at least four years from 18.
MIN_SERVICE_AGE = 22
#: The service record of someone who has none (not a citizen, or too young to have served a term).
NO_SERVICE = "no U.S. military service"


def _military_service(ctx: ValueContext) -> str:
    """A U.S. citizen's past service: at least a four-year term starting at 18-30 and over by the record's year; a
    disability rating only after six or more years. A non-citizen or someone under 22 has none (issue 19: no
    Canadian with one year of Navy service and a 50 % rating at 23)."""
    p = ctx.profile
    if p.citizenship != "United States" or p.age < MIN_SERVICE_AGE:
        return NO_SERVICE
    birth_year = ctx.record_date.year - p.age
    start = birth_year + ctx.rng.randint(18, max(18, min(30, p.age - 4)))
    end = min(start + ctx.rng.randint(4, 12), ctx.record_date.year)
    discharges = _DISCHARGES if end - start >= 6 else tuple(d for d in _DISCHARGES if "{pct}" not in d)
    discharge = ctx.rng.choice(discharges).format(pct=ctx.rng.choice((10, 20, 30, 50, 70, 100)))
    return f"{ctx.rng.choice(_BRANCHES)} service from {start} to {end} with {discharge}"


def _violation(ctx: ValueContext) -> str:
    rt = record_type_of(ctx, "government")
    kinds = _TRAFFIC_VIOLATIONS
    if rt is not None and "registration_expiration" in rt.fields:  # a registration still valid: no "expired" one
        kinds = tuple(v for v in kinds if "registration" not in v)
    if rt is not None and "insurance_carrier" in rt.fields:  # an insurer on file: not "without proof of insurance"
        kinds = tuple(v for v in kinds if "insurance" not in v)
    return ctx.rng.choice(kinds).format(mph=ctx.rng.randint(11, 34))


def _background_finding(ctx: ValueContext) -> str:
    adult_since = ctx.record_date.year - (ctx.profile.age - 18)
    year = ctx.rng.randint(max(adult_since, ctx.record_date.year - 20), ctx.record_date.year)
    return ctx.rng.choice(_BACKGROUND_FINDINGS).format(year=year)


#: What each program pays: (low, high, period); a program not listed pays $40-900 a month.
_BENEFIT_PAY: dict[str, tuple[int, int, str]] = {
    "SNAP food assistance": (23, 292, "per month"), "unemployment insurance": (180, 720, "per week"),
    "Social Security Disability Insurance": (1100, 2400, "per month"),
    "Supplemental Security Income": (480, 943, "per month"), "WIC nutrition assistance": (45, 120, "per month"),
    "the Low Income Home Energy Assistance Program": (200, 900, "per season"),
    "child care subsidy": (300, 1100, "per month"), "VA disability compensation": (171, 3700, "per month"),
    "Temporary Assistance for Needy Families": (200, 650, "per month"),
    "the Lifeline phone discount": (9, 35, "per month"),
    "Social Security retirement benefits": (900, 3800, "per month"),
    "workers' compensation wage replacement": (300, 1100, "per week"),
}


def _program(ctx: ValueContext) -> str:
    """The record's one benefit program (drawn once per case, so the payment agrees with it)."""
    return record_rng(ctx, "program").choice(drawn_choices(ctx, "government", "benefit_program", _BENEFIT_PROGRAMS))


def _benefit_amount(ctx: ValueContext) -> str:
    """A payment in the range the record's program pays (SNAP for one: at most $292 a month)."""
    low, high, period = _BENEFIT_PAY.get(_program(ctx), (40, 900, "per month"))
    return f"{money(ctx, low, high)} {period}"


def _vehicle(ctx: ValueContext) -> str:
    year = ctx.record_date.year - ctx.rng.randint(0, 18)
    color = ctx.rng.choice(("silver", "black", "white", "gray", "dark blue", "red", "green", "tan"))
    model = ctx.rng.choice(tuple(_VEHICLES))
    return f"{color} {max(year, _VEHICLES[model])} {model}"


def _assessed_value(ctx: ValueContext) -> str:
    rt = record_type_of(ctx, "government")
    kind = ctx.rng.choice(_BUILDABLE_KINDS if rt is not None and "permit_project" in rt.fields
                          else tuple(_PROPERTY_KINDS))
    low, high = _PROPERTY_KINDS[kind]
    return f"{money(ctx, low, high, cents=False)} for a {kind}"


# --- the category -------------------------------------------------------------------------

_IDS = "official identifiers"
_BENEFITS = "taxes and benefits"
_PROCEEDINGS = "agency proceedings"


def _expiration(ctx: ValueContext) -> str:
    return fmt_date(ctx.record_date + dt.timedelta(days=ctx.rng.randint(20, 720)), ctx.rng)


#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/government.yaml.
def _parcel(ctx: ValueContext) -> str:
    """An assessor's parcel number ("14-22-301-017")."""
    r = ctx.rng
    return f"{r.randint(10, 48)}-{r.randint(10, 36):02d}-{r.randint(100, 499)}-{r.randint(1, 60):03d}"


def _notice_date(ctx: ValueContext) -> str:
    """The notice's mailing day: after the application it answers (1-20 days before the record; the application
    is 21-90), or, on a form the person files, the earlier notice that prompted it (5-40 days before)."""
    low, high = (5, 40) if filed_by_person(ctx.record_type) else (1, 20)
    return fmt_date(ctx.record_date - dt.timedelta(days=ctx.rng.randint(low, high)), ctx.rng)


GENERATORS: dict[str, Generator] = {
    "incident_day": _incident_day,
    "tax_year": _filed_tax_year,
    "parcel_number": _parcel,
    "social_security_number": _ssn,
    "drivers_license_number": _drivers_license,
    "license_plate_number": lambda ctx: safe_ids.license_plate(ctx.rng),
    "vehicle_vin": lambda ctx: safe_ids.vin(ctx.rng),
    "business_ein": lambda ctx: safe_ids.ein(ctx.rng),
    "agency_case_number": _agency_case,
    "juror_number": lambda ctx: code(ctx, "JUR", 7),
    "adjusted_gross_income": lambda ctx: f"${round(yearly_pay(ctx) * ctx.rng.uniform(0.82, 1.02)):,}",
    "tax_filing_status": _filing_status,
    "dependents_claimed": _dependents,
    "household_size": _household_size,
    "tax_balance_due": lambda ctx: money(ctx, 140, 18500),
    "tax_refund_amount": lambda ctx: money(ctx, 85, 9400),
    "benefit_program": _program,
    "benefit_payment_amount": _benefit_amount,
    "eligibility_issue": lambda ctx: ctx.rng.choice(drawn_choices(ctx, "government", "eligibility_issue",
                                                                  _DENIAL_REASONS)),
    "property_assessed_value": _assessed_value,
    "agency_office": _office,
    "agency_appointment": _appointment,
    "caseworker_name": _caseworker,
    "response_deadline": lambda ctx: _future_date(ctx, 10, 45),
    "traffic_violation": _violation,
    "fine_amount": lambda ctx: money(ctx, 35, 950),
    "registered_vehicle": _vehicle,
    "background_check_finding": _background_finding,
    "party_affiliation": _party,
    "voting_precinct": _precinct,
    "military_service": _military_service,
    "place_of_birth": _birthplace,
    "country_of_birth": _country_of_birth,
    "us_entry_date": _entry_date,
    "processing_fee": lambda ctx: f"${ctx.rng.randrange(25, 760, 5):,}.00",  # a fee schedule's whole dollars
    "notice_date": _notice_date,
    "registration_expiration": _expiration,
    "spouse_name": lambda ctx: person_name(ctx),
    "parent_name": lambda ctx: person_name(ctx),
    "application_date": lambda ctx: fmt_date(_filed_day(ctx), ctx.rng),
    "confirmation_number": lambda ctx: code(ctx, ctx.rng.choice(('CNF', 'REC', 'TRK')), 8),
}

#: Generated fields whose values a record type's ``matter`` may narrow.
POOLS: dict[str, tuple[str, ...]] = {"benefit_program": _BENEFIT_PROGRAMS, "eligibility_issue": _DENIAL_REASONS}
