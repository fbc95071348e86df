"""Legal records: court filings, attorney correspondence, agreements, orders and case files."""

from __future__ import annotations

import datetime as dt
import random
import re
import zlib

from privasis_hub.synth import places
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    drawn_choices,
    fmt_date,
    intake_day,
    money,
    person_name,
    record_rng,
    record_type_of,
    related_person,
    time_of_day,
)

# --- value pools ----------------------------------------------------------------------

_CASE_TYPES = ("CV", "CR", "DR", "FL", "SC", "PR", "LT", "MI", "CF", "JV")

_COURTS = (
    "Superior Court",
    "Circuit Court",
    "District Court",
    "Family Court",
    "Probate Court",
    "Court of Common Pleas",
    "Justice Court",
    "Housing Court",
    "Municipal Court",
    "Chancery Court",
)
#: The federal judicial districts of each state (a state not listed has one: "the District of Arizona"), so a
#: federal case sits in a district that exists, in the parties' state (issue 19: no "Southern District of Arkansas"
#: for Arizona parties).
FEDERAL_DISTRICTS: dict[str, tuple[str, ...]] = {
    "AL": ("Northern", "Middle", "Southern"), "AR": ("Eastern", "Western"), "CA": ("Northern", "Eastern", "Central",
    "Southern"), "FL": ("Northern", "Middle", "Southern"), "GA": ("Northern", "Middle", "Southern"),
    "IA": ("Northern", "Southern"), "IL": ("Northern", "Central", "Southern"), "IN": ("Northern", "Southern"),
    "KY": ("Eastern", "Western"), "LA": ("Eastern", "Middle", "Western"), "MI": ("Eastern", "Western"),
    "MS": ("Northern", "Southern"), "MO": ("Eastern", "Western"), "NY": ("Northern", "Southern", "Eastern", "Western"),
    "NC": ("Eastern", "Middle", "Western"), "OH": ("Northern", "Southern"), "OK": ("Northern", "Eastern", "Western"),
    "PA": ("Eastern", "Middle", "Western"), "TN": ("Eastern", "Middle", "Western"),
    "TX": ("Northern", "Southern", "Eastern", "Western"), "VA": ("Eastern", "Western"), "WA": ("Eastern", "Western"),
    "WV": ("Northern", "Southern"), "WI": ("Eastern", "Western"),
}


def _federal_court(ctx: ValueContext) -> str:
    """The federal district court of the person's state, under a district name that exists."""
    from privasis_hub.sanitize.address import US_STATES

    state = ctx.profile.region
    sides = FEDERAL_DISTRICTS.get(state)
    district = f"{ctx.rng.choice(sides)} District" if sides else "District"
    return f"United States District Court for the {district} of {US_STATES.get(state, state)}"





_DISPOSITIONS = (
    "dismissal without prejudice",
    "a deferred adjudication with {months} months of probation",
    "a negotiated settlement of {amount}",
    "a conviction with {days} days of suspended jail time",
    "a default judgment of {amount}",
    "an acquittal on all counts",
    "a stipulated dismissal after mediation",
    "a diversion program with {hours} hours of community service",
    "a consent judgment with a payment plan of {monthly} per month",
    "a directed verdict for the defense",
    "a plea to a reduced charge with a fine of {fine}",
    "a mistrial and a new trial date",
)

_PROBATION_CONDITIONS = (
    "random drug testing",
    "completion of an anger management course",
    "an ignition interlock device",
    "no contact with the complaining witness",
    "restitution payments",
    "a nightly curfew",
    "attendance at a victim impact panel",
    "outpatient substance use treatment",
    "surrender of firearms",
    "a travel restriction to the home county",
    "weekly check-ins with a probation officer",
    "completion of a parenting class",
)

_FIRM_SUFFIXES = ("LLP", "Law Group", "Legal PLLC", "& Associates", "Trial Lawyers", "Family Law Center")

_WITNESS_ROLES = (
    "neighbor",
    "coworker",
    "store clerk",
    "bystander",
    "former roommate",
    "building manager",
    "responding officer",
    "treating nurse",
    "shift supervisor",
    "rideshare driver",
    "family friend",
    "security guard",
)

_BENEFICIARY_RELATIONS_F = ("daughter", "niece", "sister", "granddaughter")
_BENEFICIARY_RELATIONS_M = ("son", "nephew", "brother", "grandson")
_BENEFICIARY_RELATIONS_N = ("longtime friend", "godchild", "stepchild", "cousin")

_OPPOSING_ROLES = (
    "landlord",
    "former employer",
    "insurer",
    "contractor",
    "property manager",
    "seller",
    "lender",
    "former business partner",
    "driver of the other vehicle",
    "homeowners association",
    "ex-spouse",
    "collection agency",
)


# --- compositional generators -----------------------------------------------------------



_ASSETS = (
    "the marital home on a quiet cul-de-sac",
    "a lake cabin held jointly with a sibling",
    "a brokerage account worth about {amount}",
    "a paid-off pickup truck",
    "a small bakery business and its equipment",
    "a rental duplex across town",
    "a life insurance policy with a {amount} death benefit",
    "a coin collection inherited from a grandparent",
    "a pension earned over two decades",
    "a timeshare that neither party wants",
    "a family farm parcel",
    "a cryptocurrency wallet of disputed value",
    "a vintage motorcycle stored in the garage",
    "a certificate of deposit worth {amount}",
)


def _asset(ctx: ValueContext) -> str:
    return ctx.rng.choice(_ASSETS).format(amount=money(ctx, 20000, 600000, cents=False))


#: subcategory -> (case-type codes, courts) a matter of that kind is filed in: a parenting plan goes to a family
#: court with a DR/FL number, not to a federal district court with a felony number
_SUB_COURTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "family law": (("DR", "FL"), ("Superior Court, Family Division", "Family Court", "Circuit Court, Domestic Relations")),
    "criminal defense": (("CR", "CF", "MI"), ("Superior Court, Criminal Division", "District Court", "Circuit Court")),
    "estate planning": (("PR",), ("Probate Court", "Superior Court, Probate Division")),
    "housing and tenancy": (("LT",), ("Housing Court", "Justice Court", "District Court")),
    "civil litigation": (("CV", "SC"), ("Superior Court", "Circuit Court", "Court of Common Pleas", "Justice Court")),
    "employment law": (("CV",), ("Superior Court", "Circuit Court")),
}


#: Record types about a case closed years ago: its arrest and case number are that old case's, not this year's.
_OLD_CASES = frozenset({"expungement petition"})


def _old_case_day(ctx: ValueContext) -> dt.date:
    """The day of the arrest an old case began with (4-15 years before the record), the same for every field of
    the record that tells it."""
    rng = random.Random(f"{ctx.profile.full_name}|{ctx.profile.date_of_birth}|{ctx.record_date}|old case")
    years = rng.randint(4, max(4, min(15, ctx.profile.age - 19)))
    return ctx.record_date - dt.timedelta(days=365 * years + rng.randint(0, 300))


def _arrest_date(ctx: ValueContext) -> str:
    if ctx.record_type in _OLD_CASES:
        return fmt_date(_old_case_day(ctx), ctx.rng)
    return fmt_date(_filing_day(ctx) - dt.timedelta(days=ctx.rng.randint(2, 120)), ctx.rng)  # charged after it


#: Record types that are the paper filed with the court or agency (their filing date is their own date).
_SELF_FILED = re.compile(r"\b(?:complaint|petition|motion|cover letter)\b|^answer to", re.I)


def _filing_day(ctx: ValueContext) -> dt.date:
    """The day the case was filed with the court, 1-240 days before the record; the same for every field of the
    record, so the case number's year is the filing's (issue 19: no "2022-LT-..." on a case filed in 2024). A
    record that is itself the filing (a complaint, a petition, a motion, an answer, a petition's cover letter) is
    filed on its own date, not months before it."""
    if re.match(r"answer to", ctx.record_type, re.I):  # the complaint it answers was filed and served days before
        # (reader17 K: "Complaint filed: January 16, 2024" over an answer "Dated: January 16, 2024")
        return ctx.record_date - dt.timedelta(days=record_rng(ctx, "filing").randint(6, 24))
    if _SELF_FILED.search(ctx.record_type):
        return ctx.record_date
    return ctx.record_date - dt.timedelta(days=record_rng(ctx, "filing").randint(1, 240))


def _employment_end_day(ctx: ValueContext) -> str:
    """The last day of the job: 14-200 days before the claim about it was filed; a severance agreement's separation
    days or a few weeks before it is signed (reader16 R2: a severance "agrees to end" a job that ended 13 months
    before), the agreement being the record."""
    if re.search(r"severance", ctx.record_type):
        return fmt_date(ctx.record_date - dt.timedelta(days=record_rng(ctx, "separation").randint(1, 30)), ctx.rng)
    return fmt_date(_filing_day(ctx) - dt.timedelta(days=ctx.rng.randint(14, 200)), ctx.rng)


#: Papers signed before the case is filed (a declaration filed with the application, a retainer).
_SIGNED_FIRST = frozenset({"asylum declaration", "immigration attorney retainer letter"})


def _signed_day(ctx: ValueContext) -> str:
    """The day the paper was signed: in a case already filed (a stipulation, a plea, a settlement), between the
    filing and the record; before the filing for a paper filed with the case; else 1-240 days before the record.
    Drawn in order, so the timeline need not move the filing (and its case number's year) back."""
    rt = record_type_of(ctx, "legal")
    if rt is None or "filing_date" not in rt.fields:
        return fmt_date(ctx.record_date - dt.timedelta(days=ctx.rng.randint(1, 240)), ctx.rng)
    filed = _filing_day(ctx)
    if ctx.record_type in _SIGNED_FIRST:
        return fmt_date(filed - dt.timedelta(days=ctx.rng.randint(1, 60)), ctx.rng)
    gap = (ctx.record_date - filed).days
    return fmt_date(filed + dt.timedelta(days=ctx.rng.randint(min(1, gap), max(1, gap))), ctx.rng)


def _notary_commission_day(ctx: ValueContext) -> str:
    """The day the notary's commission ends: some months to four years past the record (drawn from its own stream, so
    adding it moves no other value of the record)."""
    rng = record_rng(ctx, "notary")
    return fmt_date(ctx.record_date + dt.timedelta(days=rng.randint(90, 1400)), rng)


def _case_number(ctx: ValueContext) -> str:
    year = _old_case_day(ctx).year if ctx.record_type in _OLD_CASES else _filing_day(ctx).year
    digits = "".join(str(ctx.rng.randrange(10)) for _ in range(6))
    rt = record_type_of(ctx, "legal")
    if rt is not None and rt.subcategory == "immigration":
        return f"A{ctx.rng.randint(200, 299)}-{ctx.rng.randint(100, 999)}-{ctx.rng.randint(100, 999)}"
    codes = _SUB_COURTS.get(rt.subcategory if rt is not None else "", (_CASE_TYPES, ()))[0]
    if rt is not None and "criminal_charge" in rt.fields:  # the number's case type agrees with the charge
        codes = ("CF", "CR") if CHARGES[_charge(ctx)] else ("MI", "CR")
    return f"{year}-{ctx.rng.choice(codes)}-{digits}"


#: A state's general trial court, by the name it goes by.
_TRIAL_COURTS = (
    ("Superior Court", {"AK", "AZ", "CA", "CT", "DC", "DE", "GA", "ME", "MA", "NH", "NJ", "NC", "RI", "VT", "WA"}),
    ("Circuit Court", {"AL", "AR", "FL", "HI", "IL", "IN", "KY", "MD", "MI", "MS", "MO", "OR", "SC", "SD", "TN", "VA",
                       "WV", "WI"}),
    ("District Court", {"CO", "IA", "ID", "KS", "LA", "MN", "MT", "NE", "NV", "NM", "ND", "OK", "TX", "UT", "WY"}),
    ("Court of Common Pleas", {"OH", "PA"}),
    ("Supreme Court", {"NY"}),
)
#: The general trial court's name in a court's name ("Superior Court, Family Division"): the state's own replaces it.
_GENERAL_COURT = re.compile(r"^(?:Superior Court|Circuit Court|District Court|Court of Common Pleas|Justice Court)")


#: Cities that hold an immigration court.
_IMMIGRATION_COURTS = ("Atlanta", "Baltimore", "Boston", "Charlotte", "Chicago", "Cleveland", "Dallas", "Denver",
                       "Detroit", "El Paso", "Honolulu", "Houston", "Kansas City", "Las Vegas", "Los Angeles",
                       "Memphis", "Miami", "New Orleans", "New York", "Newark", "Omaha", "Orlando", "Philadelphia",
                       "Phoenix", "Portland", "Salt Lake City", "San Antonio", "San Diego", "San Francisco", "Seattle")

_IMMIGRATION_COURT_STATES = {
    "Atlanta": "GA", "Baltimore": "MD", "Boston": "MA", "Charlotte": "NC", "Chicago": "IL", "Cleveland": "OH",
    "Dallas": "TX", "Denver": "CO", "Detroit": "MI", "El Paso": "TX", "Honolulu": "HI", "Houston": "TX",
    "Kansas City": "MO", "Las Vegas": "NV", "Los Angeles": "CA", "Memphis": "TN", "Miami": "FL", "New Orleans": "LA",
    "New York": "NY", "Newark": "NJ", "Omaha": "NE", "Orlando": "FL", "Philadelphia": "PA", "Phoenix": "AZ",
    "Portland": "OR", "Salt Lake City": "UT", "San Antonio": "TX", "San Diego": "CA", "San Francisco": "CA",
    "Seattle": "WA"}


def _court(ctx: ValueContext) -> str:
    rt = record_type_of(ctx, "legal")
    sub = rt.subcategory if rt is not None else ""
    if sub == "immigration":  # the court that sits in the person's state, where there is one (s26-agree: a Memphis
        # respondent's motion was filed in Baltimore by a Memphis firm)
        own = [c for c in _IMMIGRATION_COURTS if _IMMIGRATION_COURT_STATES.get(c) == (ctx.profile.region or "")]
        return f"{ctx.rng.choice(own or _IMMIGRATION_COURTS)} Immigration Court"
    if sub in ("employment law", "civil litigation") and ctx.rng.random() < 0.15:
        return _federal_court(ctx)
    courts = _SUB_COURTS.get(sub, ((), _COURTS))[1]
    # the court of the county the person lives in (issue 19: a "Rodriguez County Circuit Court" for New York), under
    # the name its state gives its trial courts (no "East Baton Rouge Parish Superior Court": Louisiana's are
    # district courts)
    county = places.county(ctx.profile.region, ctx.profile.city) or f"{ctx.fake.last_name()} County"
    court = ctx.rng.choice(courts)
    trial = next((name for name, states in _TRIAL_COURTS if ctx.profile.region in states), None)
    if trial is not None:
        court = _GENERAL_COURT.sub(trial, court, count=1)
    return f"{county} {court}"


def _future_datetime(ctx: ValueContext, low: int, high: int) -> str:
    day = ctx.record_date + dt.timedelta(days=ctx.rng.randint(low, high))
    return f"{fmt_date(day, ctx.rng)} at {time_of_day(ctx)}"


def _future_date(ctx: ValueContext, low: int, high: int) -> str:
    return fmt_date(ctx.record_date + dt.timedelta(days=ctx.rng.randint(low, high)), ctx.rng)


#: Every claim a record may be about (what a record type's ``matter`` narrows ``legal_claim`` to).
LEGAL_CLAIMS: tuple[str, ...] = (
    "breach of a residential lease", "negligence arising from a rear-end collision",
    "wrongful termination in retaliation for a safety complaint", "unpaid overtime wages",
    "breach of a home renovation contract", "defamation in online reviews",
    "premises liability for a slip and fall at a grocery store", "medical malpractice involving a delayed diagnosis",
    "failure to return a security deposit", "age discrimination in promotion decisions", "injuries from a dog bite",
    "breach of fiduciary duty by a co-trustee", "pregnancy discrimination in scheduling",
    "a defective used vehicle sold without disclosure", "unpaid invoices for freelance design work",
    "a contested boundary line with a neighbor", "disability discrimination after a request for accommodation",
    "race discrimination in shift assignments",
)  # fmt: skip
#: claim -> who can bring it: (sex or "", youngest age)
_CLAIM_NEEDS: dict[str, tuple[str, int]] = {
    "pregnancy discrimination in scheduling": ("female", 18),
    "age discrimination in promotion decisions": ("", 40),
}


def _claim(ctx: ValueContext) -> str:
    """The record's claim, from its record type's matter, one the person can bring."""
    p = ctx.profile
    fits = [c for c in drawn_choices(ctx, "legal", "legal_claim", LEGAL_CLAIMS)
            if _CLAIM_NEEDS.get(c, ("", 0))[0] in ("", p.sex) and p.age >= _CLAIM_NEEDS.get(c, ("", 0))[1]]
    p_rng = random.Random(f"claim|{p.first_name}|{p.last_name}|{ctx.record_type}|{ctx.record_date.isoformat()}")
    return p_rng.choice(fits or ["wrongful termination in retaliation for a safety complaint"])


#: claim -> the injuries it can cause (a claim without its own list draws from every injury).
INJURIES_BY_CLAIM: dict[str, tuple[str, ...]] = {
    "injuries from a dog bite": ("puncture wounds to the left forearm", "a deep bite to the right calf that needed stitches",
                                 "scarring on the right forearm", "nerve damage in two fingers of the left hand"),
    "premises liability for a slip and fall at a grocery store": (
        "a fractured left wrist", "a broken ankle that needed surgery", "a torn rotator cuff",
        "a herniated disc in the lower back"),
    "negligence arising from a rear-end collision": (
        "whiplash and recurring headaches", "a herniated disc in the lower back", "a concussion and a neck strain",
        "a fractured collarbone"),
    "medical malpractice involving a delayed diagnosis": (
        "a colon cancer found at stage III after a year of missed signs", "a ruptured appendix after being sent home",
        "permanent kidney damage from an untreated infection"),
}
INJURIES: tuple[str, ...] = tuple(dict.fromkeys(i for v in INJURIES_BY_CLAIM.values() for i in v))


def _injury(ctx: ValueContext) -> str:
    """An injury the record's claim can cause."""
    return ctx.rng.choice(INJURIES_BY_CLAIM.get(_claim(ctx), INJURIES))


#: The dispositions a criminal case ends in; every other matter ends in a civil one.
_CRIMINAL = frozenset(d for d in _DISPOSITIONS if re.search(r"conviction|acquittal|adjudication|diversion|plea|mistrial",
                                                            d))


_IMMIGRATION_DISPOSITIONS = ("an in absentia order of removal", "a denial of asylum by the immigration judge",
                              "administrative closure of the case", "a grant of withholding of removal")


def _disposition(ctx: ValueContext) -> str:
    rt = record_type_of(ctx, "legal")
    criminal = rt is not None and rt.subcategory == "criminal defense"
    options = [d for d in _DISPOSITIONS if (d in _CRIMINAL) == criminal]
    if rt is not None and rt.subcategory == "immigration":
        options = list(_IMMIGRATION_DISPOSITIONS)
    return ctx.rng.choice(options).format(
        months=ctx.rng.choice((6, 9, 12, 18, 24)),
        amount=money(ctx, 2500, 185000, cents=False),
        days=ctx.rng.choice((10, 30, 45, 60, 90)),
        hours=ctx.rng.choice((20, 40, 60, 100)),
        monthly=money(ctx, 75, 900, cents=False),
        fine=money(ctx, 150, 2500, cents=False),
    )


_I589 = "Form I-589 (Application for Asylum and for Withholding of Removal)"
_I290B = "Form I-290B (Notice of Appeal or Motion)"
_EOIR28 = "Form EOIR-28 (Notice of Entry of Appearance as Attorney or Representative Before the Immigration Court)"
_I485 = "Form I-485 (Application to Adjust Status)"
_I765 = "Form I-765 (Application for Employment Authorization)"
_I129 = "Form I-129 (Petition for a Nonimmigrant Worker)"
_I140 = "Form I-140 (Immigrant Petition for Alien Workers)"
#: record type -> (status, the forms a case of that status turns on): one immigration case per record, so an
#: asylum declaration is never about a U visa and an I-751 at once (issue 19).
_IMMIGRATION_CASES: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "asylum declaration": (
        ("asylum applicant with a pending Form I-589", (_I589,)),
        ("B-2 visitor who remained past the authorized stay", (_I589,)),
        ("Temporary Protected Status beneficiary", (_I589,)),
    ),
    "motion to reopen removal proceedings": (
        # (s26-agree) a motion to the immigration court is filed with counsel's EOIR-28, not USCIS's I-290B; the
        # status as the motion says it ("is in the United States as a Temporary Protected Status beneficiary")
        ("an asylum applicant with a pending Form I-589", (_EOIR28,)),
        ("a B-2 visitor who remained past the authorized stay", (_EOIR28,)),
        ("a Temporary Protected Status beneficiary", (_EOIR28,)),
        ("a Deferred Action for Childhood Arrivals recipient", (_EOIR28,)),
    ),
    "employment visa petition cover letter": (
        ("H-1B specialty occupation status", (_I129, _I140)),
        ("L-1A intracompany transferee status", (_I129, _I140)),
        ("O-1 extraordinary ability status", (_I129,)),
        ("TN professional status", (_I129,)),
        ("F-1 student status with optional practical training", (_I129,)),
    ),
    "immigration attorney retainer letter": (
        ("conditional permanent resident", ("Form I-751 (Petition to Remove Conditions on Residence)",)),
        ("U visa petitioner awaiting a decision", (_I765,)),
        ("Deferred Action for Childhood Arrivals recipient", (_I765, "Form I-131 (Application for Travel Document)")),
        ("K-1 fiance visa holder", (_I485,)),
        ("H-1B specialty occupation status", (_I485,)),
        ("lawful permanent resident since {since}", ("Form N-400 (Application for Naturalization)",
                                                     "Form I-90 (Application to Replace Permanent Resident Card)",
                                                     "Form I-130 (Petition for Alien Relative)")),
    ),
}


def _immigration_case(ctx: ValueContext) -> tuple[str, str]:
    """The record's one immigration case: (status, form), the same for every field of the record that tells it."""
    rng = random.Random(f"{ctx.profile.full_name}|{ctx.profile.date_of_birth}|{ctx.record_date}|{ctx.record_type}")
    cases = _IMMIGRATION_CASES.get(ctx.record_type) or _IMMIGRATION_CASES["immigration attorney retainer letter"]
    status, forms = rng.choice(cases)
    since = ctx.record_date.year - rng.randint(1, max(1, min(20, ctx.profile.age - 16)))
    return status.format(since=since), rng.choice(forms)


def _immigration_status(ctx: ValueContext) -> str:
    return _immigration_case(ctx)[0]


def _immigration_form(ctx: ValueContext) -> str:
    return _immigration_case(ctx)[1]


def _attorney(ctx: ValueContext) -> str:
    if ctx.rng.random() < 0.35:
        return f"{ctx.fake.first_name()} {ctx.fake.random_uppercase_letter()}. {ctx.fake.last_name()}"
    return person_name(ctx)


def _law_firm(ctx: ValueContext) -> str:
    style = ctx.rng.randrange(4)
    if style == 0:
        return f"{ctx.fake.last_name()} & {ctx.fake.last_name()} LLP"
    if style == 1:
        return f"Law Offices of {person_name(ctx)}"
    if style == 2:
        return f"{ctx.fake.last_name()}, {ctx.fake.last_name()} & {ctx.fake.last_name()} PC"
    rt = record_type_of(ctx, "legal")
    family = rt is not None and rt.subcategory == "family law"
    suffixes = [x for x in _FIRM_SUFFIXES if ("Family" in x) == family or x in ("LLP", "& Associates")]
    return f"{ctx.fake.last_name()} {ctx.rng.choice(suffixes)}"


#: subcategory -> who the other side can be (an employment case is against a former employer, not an ex-spouse).
_SUB_ROLES: dict[str, tuple[str, ...]] = {
    "employment law": ("former employer",),
    "housing and tenancy": ("property manager",),
    "family law": ("ex-spouse",),
    "civil litigation": ("driver of the other vehicle", "insurer", "property manager", "contractor", "seller"),
    "estate planning": ("former business partner",),
}


#: words of a civil claim -> who it is brought against
_CLAIM_ROLES: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("collision",), ("driver of the other vehicle", "insurer")),
    (("slip and fall",), ("store owner", "property manager")),
    (("dog bite",), ("dog owner",)),
    (("malpractice",), ("treating physician",)),
    (("renovation",), ("contractor",)),
    (("used vehicle",), ("seller",)),
    (("lease", "security deposit"), ("landlord",)),
    (("boundary",), ("neighbor",)),
    (("fiduciary",), ("co-trustee",)),
)


def _opposing_party(ctx: ValueContext) -> str:
    rt = record_type_of(ctx, "legal")
    sub = rt.subcategory if rt is not None else ""
    roles = _SUB_ROLES.get(sub, _OPPOSING_ROLES)
    if sub == "civil litigation":  # the other side of the claim itself: a dog bite is against the dog's owner
        roles = next((r for words, r in _CLAIM_ROLES if any(w in _claim(ctx) for w in words)), roles)
    role = ctx.rng.choice(roles)
    if role == "ex-spouse" and ctx.profile.marital_status in ("single", "in a domestic partnership"):
        role = "the child's other parent"  # never married to them
    if role in (
        "landlord",
        "former employer",
        "insurer",
        "contractor",
        "property manager",
        "lender",
        "homeowners association",
        "collection agency",
        "store owner",
    ):
        return f"{ctx.fake.company()} ({role})"
    return f"{person_name(ctx)} ({role})"


def _judge(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(('Judge', 'Hon.', 'Commissioner', 'Magistrate'))} {person_name(ctx)}"


#: Witnesses only a working person has (a retiree's deposit dispute has no coworker to testify).
#: Witnesses a workplace matter has (issue 19: an employment case's witness is a coworker, not a neighbour).
_EMPLOYMENT_WITNESSES = ("coworker", "former coworker", "shift supervisor", "team lead", "payroll clerk")
_WORK_WITNESSES = frozenset({"coworker", "shift supervisor", *_EMPLOYMENT_WITNESSES})
#: Witnesses a tenancy matter has: people who saw the home, not a store clerk or a treating nurse.
_HOUSING_WITNESSES = ("neighbor", "former roommate", "building manager", "family friend")
#: subcategory -> the witnesses its matters have (others draw from all of ``_WITNESS_ROLES``).
_SUB_WITNESSES = {"housing and tenancy": _HOUSING_WITNESSES, "employment law": _EMPLOYMENT_WITNESSES}


_BITE_WITNESSES = ("neighbor", "bystander", "treating nurse", "family friend")
#: claim -> the witnesses it has (issue 19, s19n: no "rideshare driver" to testify about a dog bite): people who saw
#: what the claim is about.
WITNESSES_BY_CLAIM: dict[str, tuple[str, ...]] = {
    "breach of a residential lease": _HOUSING_WITNESSES,
    "failure to return a security deposit": _HOUSING_WITNESSES,
    "negligence arising from a rear-end collision": ("bystander", "responding officer", "rideshare driver",
                                                     "treating nurse"),
    "breach of a home renovation contract": ("neighbor", "family friend", "building inspector"),
    "defamation in online reviews": ("family friend", "coworker", "former client"),
    "premises liability for a slip and fall at a grocery store": ("store clerk", "bystander", "security guard",
                                                                  "treating nurse"),
    "medical malpractice involving a delayed diagnosis": ("treating nurse", "family friend"),
    "injuries from a dog bite": _BITE_WITNESSES,
    "breach of fiduciary duty by a co-trustee": ("family friend", "bank officer"),
    "a defective used vehicle sold without disclosure": ("mechanic", "family friend"),
    "unpaid invoices for freelance design work": ("former client", "coworker"),
    "a contested boundary line with a neighbor": ("neighbor", "land surveyor", "family friend"),
    **{c: _EMPLOYMENT_WITNESSES for c in ("wrongful termination in retaliation for a safety complaint",
                                           "unpaid overtime wages", "age discrimination in promotion decisions",
                                           "pregnancy discrimination in scheduling",
                                           "disability discrimination after a request for accommodation",
                                           "race discrimination in shift assignments")},
}


def _witness(ctx: ValueContext) -> str:
    """A witness of the matter's kind: someone who saw what the record's claim is about (a bystander of a dog bite,
    not a rideshare driver), else someone who saw the home in a tenancy matter; no coworker of a retiree."""
    rt = record_type_of(ctx, "legal")
    roles = _SUB_WITNESSES.get(rt.subcategory, _WITNESS_ROLES) if rt is not None else _WITNESS_ROLES
    if rt is not None and "legal_claim" in rt.fields:
        roles = WITNESSES_BY_CLAIM.get(_claim(ctx), roles)
    if ctx.profile.occupation.startswith("retired "):
        roles = tuple(r for r in roles if r not in _WORK_WITNESSES) or roles
    return f"{person_name(ctx)} ({ctx.rng.choice(roles)})"


#: Probation conditions that follow from some charges only (issue 19, s19q: "no contact with the complaining witness"
#: for drug possession, where no one complained); the others fit any charge.
_CONDITION_CHARGES = {
    "random drug testing": re.compile(r"controlled substance|under the influence"),
    "outpatient substance use treatment": re.compile(r"controlled substance|under the influence"),
    "an ignition interlock device": re.compile(r"under the influence"),
    "attendance at a victim impact panel": re.compile(r"under the influence|reckless driving"),
    "no contact with the complaining witness": re.compile(r"assault|harassment|protective order|trespass"),
    "completion of an anger management course": re.compile(
        r"assault|harassment|protective order|mischief|disorderly|resisting"),
    "surrender of firearms": re.compile(r"assault|protective order|firearm|harassment"),
    "restitution payments": re.compile(r"theft|larceny|fraud|identity|mischief"),
    "completion of a parenting class": re.compile(r"protective order"),
}


def _probation(ctx: ValueContext) -> str:
    """Probation whose condition follows from the record's charge, where it tells one; unsupervised probation has no
    officer to check in with."""
    months = ctx.rng.choice((6, 12, 18, 24, 36))
    kind = ctx.rng.choice(("supervised", "unsupervised", "intensive supervised"))
    conditions = list(_PROBATION_CONDITIONS)
    rt = record_type_of(ctx, "legal")
    if rt is not None and "criminal_charge" in rt.fields:
        charge = _charge(ctx)
        conditions = [c for c in conditions if c not in _CONDITION_CHARGES or _CONDITION_CHARGES[c].search(charge)]
    if kind == "unsupervised":
        conditions = [c for c in conditions if "probation officer" not in c]
    return f"{months} months of {kind} probation with {ctx.rng.choice(conditions)}"


def _support(ctx: ValueContext) -> str:
    """Support the record is about: a parenting plan's is child support, a spousal support order's spousal."""
    kinds = ("child support", "spousal maintenance", "temporary spousal support", "child support")
    if "parenting" in ctx.record_type or "custody" in ctx.record_type:
        kinds = ("child support",)
    elif "spousal" in ctx.record_type:
        kinds = ("spousal maintenance", "temporary spousal support")
    kind = ctx.rng.choice(kinds)
    period = ctx.rng.choice(("per month", "every two weeks", "per month", "per week"))
    low, high = {"per month": (320, 3200), "every two weeks": (160, 1500), "per week": (80, 750)}[period]
    return f"{money(ctx, low, high)} {period} in {kind}"


#: The youngest testator with a grown child to name, and with a grandchild (a 41-year-old's executor is not a
#: granddaughter).
_YOUNGEST_WITH_GROWN_CHILD, _YOUNGEST_WITH_GRANDCHILD = 40, 62
#: Relations that cannot be the guardian of the person's own minor children (the children themselves, theirs).
_DESCENDANTS = frozenset({"daughter", "son", "granddaughter", "grandson", "stepchild", "godchild"})


def _fitting_heirs(ctx: ValueContext, relations: tuple[str, ...], guardian: bool = False) -> tuple[str, ...]:
    """The relations that fit the person's age (no grandchild before 62, no grown child before 40) and, for a
    guardian of the person's minor children, no descendant."""
    age = ctx.profile.age
    fit = tuple(r for r in relations if not (r.startswith("grand") and age < _YOUNGEST_WITH_GRANDCHILD)
                and not (r in ("daughter", "son") and age < _YOUNGEST_WITH_GROWN_CHILD)
                and not (guardian and r in _DESCENDANTS))
    return fit or ("cousin",)


def _beneficiary(ctx: ValueContext, guardian: bool = False) -> str:
    """A relative or friend named in an estate document, whose relation fits the person's age."""
    group = ctx.rng.randrange(3)
    if group == 0:
        return related_person(ctx, ctx.rng.choice(_fitting_heirs(ctx, _BENEFICIARY_RELATIONS_F, guardian)))
    if group == 1:  # (a man's brother or son carries his surname: s28-lead, "my brother James Diaz")
        return related_person(ctx, ctx.rng.choice(_fitting_heirs(ctx, _BENEFICIARY_RELATIONS_M, guardian)))
    return related_person(ctx, ctx.rng.choice(_fitting_heirs(ctx, _BENEFICIARY_RELATIONS_N, guardian)))


def _hourly_rate(ctx: ValueContext) -> str:
    return f"${ctx.rng.randrange(175, 650, 5)} per hour"


# --- the category -------------------------------------------------------------------------

_CASE = "case details"
_PARTIES = "parties and counsel"
_TERMS = "obligations and outcomes"


#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/legal.yaml.
def _days_before(ctx: ValueContext, low: int, high: int) -> str:
    return fmt_date(ctx.record_date - dt.timedelta(days=ctx.rng.randint(low, high)), ctx.rng)


def _settlement(ctx: ValueContext) -> str:
    """A settlement of the matter's size: a tenancy case settles for rent and deposits, a lawsuit for more."""
    rt = record_type_of(ctx, "legal")
    if rt is not None and rt.subcategory == "housing and tenancy":
        return money(ctx, 500, 15000, cents=False)
    return money(ctx, 2500, 240000, cents=False)


def _marriage_date(ctx: ValueContext) -> str:
    """A wedding at least three years before the record and after the person turned 20."""
    years = ctx.rng.randint(3, max(3, min(30, ctx.profile.age - 20)))
    return _days_before(ctx, 365 * years, 365 * years + 300)


#: State criminal charges and whether each is a felony (bail follows: a few hundred dollars for a misdemeanor).
CHARGES: dict[str, bool] = {
    "misdemeanor driving under the influence, first offense": False,
    "third-degree retail theft": False,
    "possession of a Schedule IV controlled substance": False,
    "driving with a suspended license": False,
    "simple assault": False,
    "criminal trespass in the second degree": False,
    "disorderly conduct": False,
    "felony check fraud": True,
    "harassment by electronic communication": False,
    "reckless driving": False,
    "petty larceny": False,
    "violation of a protective order": False,
    "resisting arrest without violence": False,
    "unlawful possession of a firearm": True,
    "identity theft in the fourth degree": True,
    "criminal mischief causing property damage": False,
}


def _charge(ctx: ValueContext) -> str:
    """The record's one charge (drawn once per case, so the bail agrees with it)."""
    return record_rng(ctx, "charge").choice(drawn_choices(ctx, "legal", "criminal_charge", tuple(CHARGES)))


def _bail(ctx: ValueContext) -> str:
    """Bail in the range a court sets for the record's charge: $250-5,000 for a misdemeanor, $5,000-50,000 for a
    felony, in round hundreds."""
    low, high = (5000, 50000) if CHARGES[_charge(ctx)] else (250, 5000)
    return f"${ctx.rng.randrange(low, high + 1, 250 if high <= 5000 else 500):,}"



def _rent(ctx: ValueContext) -> float:
    """The record's one monthly rent (drawn once per case: a deposit is one to two months of it)."""
    return round(record_rng(ctx, "rent").uniform(850, 2600), -1)

def _bar_number(ctx: ValueContext) -> str:
    """The attorney's state bar number (41000-349999), drawn from its own seed (the person and the record's day and
    type) so that the record's other draws stay those it made without it (s28-dense)."""
    key = f"{ctx.profile.full_name}|{ctx.record_type}|{ctx.record_date.isoformat()}"
    return str(random.Random(zlib.crc32(key.encode())).randint(41000, 349999))


GENERATORS: dict[str, Generator] = {
    # a state bar's admission number: five or six digits, as the bar's register and a pleading's caption print it
    "bar_number": _bar_number,
    # a matter's dates run in order: marriage, separation, first meeting with the firm, filing, record
    "marriage_date": _marriage_date,
    "separation_date": lambda ctx: _days_before(ctx, 430, 900),
    "intake_date": lambda ctx: fmt_date(intake_day(ctx), ctx.rng),
    "arrest_date": _arrest_date,
    "legal_claim": _claim,
    "injury_description": _injury,
    "case_number": _case_number,
    "court_name": _court,
    "filing_date": lambda ctx: fmt_date(_filing_day(ctx), ctx.rng),
    # the events a case is about: 20-300 days before it was filed (never after, so no rule swaps them)
    "employment_end_day": lambda ctx: _employment_end_day(ctx),  # the job ended before the claim about it was filed
    "incident_day": lambda ctx: fmt_date(_filing_day(ctx) - dt.timedelta(days=ctx.rng.randint(20, 300)), ctx.rng),
    "signed_day": _signed_day,
    # a notary's commission runs some months to four years past the signing it acknowledges
    "notary_commission_day": _notary_commission_day,
    "hearing_date": lambda ctx: _future_datetime(ctx, 5, 120),
    "immigration_status": _immigration_status,
    "immigration_form": _immigration_form,
    "attorney_name": _attorney,
    "law_firm": _law_firm,
    "opposing_party": _opposing_party,
    "presiding_judge": _judge,
    "witness_name": _witness,
    "estate_beneficiary": _beneficiary,
    # the guardian of the person's minor children is a sibling, a niece or nephew or a friend, not a child of theirs
    "guardian_for_minors": lambda ctx: _beneficiary(ctx, guardian=True),
    "case_disposition": _disposition,
    "settlement_amount": _settlement,
    "support_obligation": _support,
    "bail_amount": _bail,
    "criminal_charge": _charge,
    "probation_terms": _probation,
    "legal_retainer": lambda ctx: money(ctx, 1500, 25000, cents=False),
    "attorney_hourly_rate": _hourly_rate,
    "response_due_date": lambda ctx: _future_date(ctx, 7, 45),
    "asset_at_issue": _asset,
    "security_deposit": lambda ctx: f"${round(_rent(ctx) * ctx.rng.choice((1, 1, 1.5, 2))):,}",
    "monthly_rent": lambda ctx: f"${_rent(ctx):,.2f}",
    "alien_number": lambda ctx: "A" + "".join(str(ctx.rng.randrange(10)) for _ in range(9)),
}

#: Generated fields whose values a record type's ``matter`` may narrow.
POOLS: dict[str, tuple[str, ...]] = {"legal_claim": LEGAL_CLAIMS, "criminal_charge": tuple(CHARGES)}
