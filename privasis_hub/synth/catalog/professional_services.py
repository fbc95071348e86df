"""Professional-services records: accounting, HR, consulting, real-estate agency, recruiting, IT support."""

from __future__ import annotations

import datetime as dt
import re

from privasis_hub import safe_ids
from privasis_hub.synth import places
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    code,
    drawn_choices,
    event_day,
    issuer_name,
    money,
    person_name,
    record_rng,
    record_type_of,
    request_day,
    styled_day,
    yearly_pay,
)

# --- value pools -------------------------------------------------------------------------

_FILING_STATUSES = (
    "Single",
    "Married Filing Jointly",
    "Married Filing Separately",
    "Head of Household",
    "Qualifying Surviving Spouse",
)

_RATINGS = (
    "Does Not Meet Expectations (1 of 5)",
    "Partially Meets Expectations (2 of 5)",
    "Meets Expectations (3 of 5)",
    "Exceeds Expectations (4 of 5)",
    "Outstanding (5 of 5)",
)
_REVIEW_CYCLES = ("mid-year review", "annual review", "probationary review", "90-day check-in")


_LEAVE_KINDS = (
    "continuous medical leave",
    "intermittent leave for a chronic condition",
    "intermittent family caregiver leave",
    "parental bonding leave",
    "unpaid personal leave",
    "military reserve leave",
    "extended bereavement leave",
    "reduced-schedule leave after surgery",
    "leave to care for a parent in hospice",
    "jury duty leave",
    "leave for substance use treatment",
    "domestic violence safety leave",
)


_REF_TITLES = (
    "former engineering manager",
    "regional sales director",
    "clinic operations supervisor",
    "former team lead",
    "head of finance",
    "project sponsor",
    "store general manager",
    "senior partner",
    "client success director",
    "former department chair",
    "shift supervisor",
    "VP of operations",
)

_CREDIT_MODELS = ("FICO Score 8", "FICO Score 9", "VantageScore 3.0", "VantageScore 4.0", "FICO Score 10 T")

_DEVICES = (
    "Dell Latitude 7440 laptop",
    "Lenovo ThinkPad T14 laptop",
    "Apple MacBook Pro 14-inch laptop",
    "HP EliteBook 840 laptop",
    "Microsoft Surface Pro 9 tablet",
    "corporate iPhone 15",
    "Samsung Galaxy S23 work phone",
    "Dell OptiPlex 7010 desktop",
    "Lenovo ThinkCentre M70q desktop",
    "Apple iPad Air with keyboard case",
    "YubiKey 5 NFC security key",
    "Dell UltraSharp 27-inch monitor",
    "Cisco IP desk phone",
    "Zebra TC52 handheld scanner",
)


_ENGAGEMENT_WORK = (
    "individual and business tax preparation",
    "a supply chain cost review",
    "monthly bookkeeping and payroll",
    "an operating model redesign",
    "executive search for a controller",
    "a buyer search for a two-bedroom condo",
    "managed IT support for a small office",
    "a compensation benchmarking study",
    "an HR policy handbook rewrite",
    "an audit readiness assessment",
)


# --- generators --------------------------------------------------------------------------


def _long(day: dt.date) -> str:
    return styled_day(day)  # the record's own date style (one per record), spelled out outside a record


def _client_account(ctx: ValueContext) -> str:
    return safe_ids.internal_id(ctx.rng, ctx.rng.choice(("CL", "CLT", "ACCT", "ENG")))


_RATES = (95, 125, 150, 175, 185, 210, 245, 275, 325, 395, 450)


def _hours_and_rate(ctx: ValueContext) -> tuple[float, int]:
    """The engagement's hours (in half hours) and hourly rate, the same for every field of the record: their product
    is the fee, inside the record type's ``amounts`` range when it declares one."""
    rt = record_type_of(ctx, "professional services")
    low, high = dict(rt.amounts).get("engagement_fee", (1200, 48000)) if rt is not None else (1200, 48000)
    rng = record_rng(ctx, "fee")
    target = rng.uniform(low, high)
    rate = rng.choice([r for r in _RATES if low <= r * round(target / r * 2) / 2 <= high] or [_RATES[0]])
    return max(1.0, round(target / rate * 2) / 2), rate


def _fee_amount(ctx: ValueContext) -> int:
    """The engagement's fee in whole dollars: the hours the record bills times their rate (issue 19: "75.5 hours at
    $450.00 per hour" beside "the agreed engagement fee is $45,064" told two amounts that do not agree)."""
    hours, rate = _hours_and_rate(ctx)
    return round(hours * rate)


#: How much of the fee an engagement has used so far, and that share of its hours (reader6 class 8: "490 hours at
#: $95.00 per hour", the whole $46,550 fee, beside "the engagement has used about 40 percent of the fee").
_BUDGET_USED = (("about 40 percent of the fee", 0.4), ("just over half of the fee", 0.52),
                ("70 percent of the fee", 0.7), ("85 percent of the fee", 0.85))


def _budget_share(ctx: ValueContext) -> tuple[str, float]:
    """The engagement's budget used so far, the same for every field of the record."""
    return record_rng(ctx, "budget").choice(_BUDGET_USED)


def _billable_time(ctx: ValueContext) -> str:
    """The hours the engagement's fee is billed for, at one hourly rate: hours times rate is the fee; where the
    record tells the budget used so far (a status report), the hours logged so far are that share of them."""
    hours, rate = _hours_and_rate(ctx)
    rt = record_type_of(ctx, "professional services")
    if rt is not None and "budget_used" in rt.fields:
        hours = max(0.5, round(hours * _budget_share(ctx)[1] * 2) / 2)
    return f"{hours:g} hours at ${rate}.00 per hour"


#: marital status -> the filing statuses a person of that status can file under
_FILING_BY_MARITAL = {
    "married": ("Married Filing Jointly", "Married Filing Jointly", "Married Filing Separately"),
    "widowed": ("Qualifying Surviving Spouse", "Single", "Head of Household"),
    "separated": ("Married Filing Separately", "Head of Household"),
}


def _filing_status(ctx: ValueContext) -> str:
    """A filing status the person's marital status allows (the dependents are the record's own field)."""
    return ctx.rng.choice(_FILING_BY_MARITAL.get(ctx.profile.marital_status, ("Single", "Single", "Head of Household")))


def _refund_or_due(ctx: ValueContext) -> str:
    amount = money(ctx, 85, 14500)
    kind = ctx.rng.choice(("federal refund", "federal balance due", "state refund", "state balance due"))
    return f"{kind} of {amount}"


def _preapproval(ctx: ValueContext) -> str:
    """What a lender pre-approves: three to five years' pay (issue 19: $829,120 for a restaurant manager)."""
    try:
        pay = yearly_pay(ctx)
    except KeyError:  # an occupation without a pay band
        pay = ctx.rng.randint(40000, 120000)
    return f"${round(pay * ctx.rng.uniform(3.0, 5.0), -3):,.0f}"


def _salary(ctx: ValueContext) -> str:
    """Pay in the person's occupation's band (profile.yaml's occupation_pay): hourly for an hourly trade."""
    from privasis_hub.synth.profile import profile_rules

    low, high = profile_rules().pay_band(ctx.profile.occupation)
    if high <= 72000 and ctx.rng.random() < 0.6:  # 2,080 hours in a full-time year
        return f"${ctx.rng.randint(low * 100 // 2080, high * 100 // 2080) / 100:.2f} per hour"
    return f"${ctx.rng.randrange(low, high, 500):,} per year"


def _rating(ctx: ValueContext) -> str:
    """A rating from a review cycle the person's tenure allows: no probationary or 90-day review where the record
    tells a start years back (issue 19: no "FY2025 probationary review" for someone who started in 2022)."""
    year = ctx.record_date.year
    ratings = drawn_choices(ctx, "professional services", "performance_rating", _RATINGS)
    rt = record_type_of(ctx, "professional services")
    cycles = _REVIEW_CYCLES
    if rt is not None and dict(rt.timeline_roles).get("start_date") == "past":
        cycles = tuple(c for c in cycles if "probation" not in c and "90-day" not in c)
    return f"{ctx.rng.choice(ratings)}, FY{year} {ctx.rng.choice(cycles)}"


def _leave(ctx: ValueContext) -> str:
    # a request asks for leave still ahead: one begun before the request was written cannot say "before the leave
    # starts" (reader14 class 1: a leave from February 11 in a thread dated February 25)
    start = ctx.record_date + dt.timedelta(days=ctx.rng.randint(5, 45))
    end = start + dt.timedelta(days=ctx.rng.choice((5, 14, 21, 30, 42, 56, 84, 90)))
    return f"{ctx.rng.choice(_LEAVE_KINDS)} from {_long(start)} through {_long(end)}"


_LEAVE_FROM = re.compile(r" from (.+?) through ")
#: The notice a leave request can say it gave, by the fewest days it needs between the request and the leave's first day.
_NOTICE_DAYS = (("thirty days' notice", 30), ("two weeks' notice", 14))


def keep_leave_notice(values: dict[str, str], record_day: dt.date) -> None:
    """In place: the notice a leave request says it gave fits the days between the request and the leave (s28-lead:
    "the request came with thirty days' notice" on June 24 for a leave from July 6); too few days for the notice it
    names, it was given "as soon as the dates were known"."""
    notice, leave = values.get("leave_certification", ""), values.get("leave_of_absence", "")
    if not notice or (m := _LEAVE_FROM.search(leave)) is None:
        return
    if (start := event_day(m.group(1))) is None:
        return
    gap = (start - record_day).days
    if any(notice.startswith(said) and gap < days for said, days in _NOTICE_DAYS):
        values["leave_certification"] = "notice given as soon as the dates were known"


#: The referees a candidate of each department names: someone who managed work of their trade (s27-fit: a property
#: manager's reference a "regional sales director"); a department not listed names any of :data:`_REF_TITLES`.
_DEPARTMENT_REFS: dict[str, tuple[str, ...]] = {
    "Engineering": ("former engineering manager", "former team lead", "project sponsor"),
    "Data and Analytics": ("former engineering manager", "former team lead", "project sponsor"),
    "Sales": ("regional sales director", "client success director", "former team lead"),
    "Marketing": ("client success director", "former team lead", "project sponsor"),
    "Clinical Operations": ("clinic operations supervisor", "shift supervisor", "former charge nurse"),
    "Store Operations": ("store general manager", "shift supervisor"),
    "Food Service": ("store general manager", "shift supervisor", "former kitchen manager"),
    "Finance": ("head of finance", "senior partner", "former team lead"),
    "Legal and Compliance": ("senior partner", "head of finance"),
    "Education Services": ("former department chair", "former principal"),
    "Facilities": ("shift supervisor", "VP of operations", "former site foreman"),
    "Logistics": ("shift supervisor", "VP of operations", "former site foreman"),
    "Customer Support": ("former team lead", "client success director", "shift supervisor"),
}


def _reference(ctx: ValueContext) -> str:
    titles = _DEPARTMENT_REFS.get(_DEPARTMENT_OF.get(ctx.profile.occupation.removeprefix("retired "), ""), _REF_TITLES)
    return f"{person_name(ctx)}, {ctx.rng.choice(titles)} at {ctx.fake.company()}"


def _property_address(ctx: ValueContext) -> str:
    return f"{places.street_address(ctx.rng)}, {ctx.profile.city}"


def _credit_score(ctx: ValueContext) -> str:
    score = max(480, min(850, round(ctx.rng.gauss(690, 70))))
    return f"{score} ({ctx.rng.choice(_CREDIT_MODELS)})"


def _ticket(ctx: ValueContext) -> str:
    return code(ctx, ctx.rng.choice(("INC", "REQ", "RITM", "HD", "SR")), 7)


#: The laptops an office issues (a record's ``device_model`` and the laptop its asset tag marks are one machine).
LAPTOPS = ("a Dell Latitude 7440", "a MacBook Pro 14-inch", "a Lenovo ThinkPad T14", "an HP EliteBook 840",
           "a Surface Laptop 5")


def _device_model(ctx: ValueContext) -> str:
    """The person's work laptop, the same machine in every field of the record."""
    return record_rng(ctx, "device").choice(LAPTOPS)


def _asset(ctx: ValueContext) -> str:
    """The asset tag of the device the person holds: on a record that names the laptop's model (``device_model``) or
    assigns a laptop, that laptop (issue 19: no "Apple iPad Air" beside "the machine issued to me is a Surface
    Laptop 5", no iPad on a laptop form); else any office device."""
    tag = f"asset tag {code(ctx, ctx.rng.choice(('AT', 'IT', 'HW')), 6)}"
    rt = record_type_of(ctx, "professional services")
    if rt is not None and "device_model" in rt.fields:  # the model is told on its own: the tag names the kind
        return f"{tag}, a company laptop"
    if "laptop" in ctx.record_type.lower():
        return f"{tag}, {_device_model(ctx)} laptop"
    device = ctx.rng.choice(_DEVICES)
    article = "an" if device[0] in "AEIOU" else "a"
    return f"{tag}, {article} {device}"


def _ip(ctx: ValueContext) -> str:
    return safe_ids.ipv6(ctx.rng) if ctx.rng.random() < 0.2 else safe_ids.ipv4(ctx.rng)


def _login(ctx: ValueContext) -> str:
    p = ctx.profile
    handle = (
        safe_ids.user_handle(ctx.rng, p.first_name, p.last_name).lstrip("@").replace(".", "").replace("_", "")
    )
    style = ctx.rng.randrange(3)
    if style == 0:
        return f"CORP\\{handle}"
    if style == 1:  # an address on the employer's own domain (issue 19: not another organisation's)
        local = safe_ids.email(ctx.rng, f"{p.first_name}.{p.last_name}").split("@")[0]
        org = re.sub(r"[^a-z0-9]+", "-", (p.employer or p.last_name).lower()).strip("-") or "corp"
        return f"{local}@{org}.example.com"
    return handle


_NON_CITIZEN_WORK = ("a green card holder", "on an H-1B visa needing transfer", "on OPT with a STEM extension",
                     "a TN visa holder")


def _work_authorization(ctx: ValueContext) -> str:
    """How the person may work: a U.S. citizen says so; anyone else holds a visa or a green card."""
    return "a U.S. citizen" if ctx.profile.citizenship == "United States" else ctx.rng.choice(_NON_CITIZEN_WORK)


def _work_location(ctx: ValueContext) -> str:
    """Where the person works: a workplace of their occupation (``profile.yaml``: workplaces)."""
    from privasis_hub.synth.profile import profile_rules

    return ctx.rng.choice(profile_rules().workplaces_for(ctx.profile.occupation))


def _engagement_fee(ctx: ValueContext) -> str:
    """A fee for work of the record type's own kind (its ``matter``: a CPA's engagement is never an IT contract)."""
    work = drawn_choices(ctx, "professional services", "engagement_fee", _ENGAGEMENT_WORK)
    return f"${_fee_amount(ctx):,} for {ctx.rng.choice(work)}"


# --- the category ------------------------------------------------------------------------

_C = "client and engagement"
_E = "employment and HR"
_I = "IT and access"


def _opened_at(ctx: ValueContext) -> str:
    """When the person reported the problem: a day or two before the office logged their request (the record's
    request day), so "reported on" never follows "first request logged" or the ticket's opening."""
    day = request_day(ctx) - dt.timedelta(days=ctx.rng.randint(1, 2))
    hour = ctx.rng.randint(1, 12)
    minute = ctx.rng.choice(("05", "15", "20", "35", "48"))
    return f"{_long(day)} at {hour}:{minute} {ctx.rng.choice(('AM', 'PM'))}"


#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/professional_services.yaml.
_GRADES = ("Senior {o}", "{o} II", "Lead {o}", "{o}", "{o} III", "Associate {o}", "Principal {o}")


def _position_title(ctx: ValueContext) -> str:
    """The person's job title: their occupation, title-cased, with a grade (never another job) their years allow
    (issue 19: no 19-year-old "Senior Postal Clerk"): an entry grade under 25, no senior grade under 30."""
    occupation = " ".join(w[:1].upper() + w[1:] for w in ctx.profile.occupation.split())
    age = ctx.profile.age
    grades = (_GRADES[3], _GRADES[5]) if age < 25 else (_GRADES[1], _GRADES[3], _GRADES[5]) if age < 30 else _GRADES
    return ctx.rng.choice(grades).format(o=occupation)


def _prior_year_agi(ctx: ValueContext) -> str:
    """Last year's adjusted gross income: the person's pay, with a spouse's on a joint return (issue 19: no staff
    accountant with a $288,324 AGI)."""
    pay = yearly_pay(ctx) * ctx.rng.uniform(0.85, 1.1)
    if ctx.profile.marital_status == "married":
        pay *= ctx.rng.uniform(1.5, 2.1)
    return f"${pay:,.2f}"


#: Kinds of issuer for a record type whose data names none.
_ISSUER_FALLBACK = ("Services",)


def _start_date(ctx: ValueContext) -> str:
    """A job's or engagement's start: 7-60 days after an offer or agreement, or 1-8 years before the record when
    the record type's timeline makes it past (a performance plan, an exit interview, a reference check)."""
    rt = record_type_of(ctx, "professional services")
    if rt is not None and dict(rt.timeline_roles).get("start_date") == "past":
        return _long(ctx.record_date - dt.timedelta(days=ctx.rng.randint(365, 8 * 365)))
    return _long(ctx.record_date + dt.timedelta(days=ctx.rng.randint(7, 60)))

#: The department each occupation works in (a bank teller is in branch banking, not Engineering).
_DEPARTMENTS: dict[str, tuple[str, ...]] = {
    "Branch Banking": ("bank teller", "loan officer", "financial advisor"),
    "Finance": ("bookkeeper", "staff accountant", "payroll clerk", "tax preparer"),
    "Engineering": ("civil engineer", "software engineer", "software developer", "web developer"),
    "Data and Analytics": ("data analyst", "research scientist"),
    "Customer Support": ("customer service representative", "receptionist"),
    "Marketing": ("marketing manager", "graphic designer", "writer", "photographer", "journalist", "translator"),
    "Sales": ("sales representative", "real estate agent"),
    "Human Resources": ("human resources manager",),
    "Legal and Compliance": ("lawyer", "paralegal", "claims adjuster"),
    "Clinical Operations": ("registered nurse", "nurse practitioner", "physician", "surgeon", "medical assistant",
                            "pharmacist", "pharmacy technician", "lab technician", "dental hygienist", "dentist",
                            "physical therapist", "home health aide", "paramedic", "veterinarian"),
    "Facilities": ("janitor", "security guard", "landscaper", "licensed electrician", "plumber", "carpenter",
                   "property manager", "welder", "machinist", "construction worker", "construction manager",
                   "mechanic"),
    "Logistics": ("warehouse worker", "forklift operator", "truck driver", "delivery driver", "bus driver",
                  "mail carrier", "postal clerk"),
    "Store Operations": ("cashier", "retail supervisor", "store manager"),
    "Food Service": ("chef", "cook", "line cook", "restaurant manager"),
    "Education Services": ("high school teacher", "middle school teacher", "preschool teacher", "teacher's aide",
                           "tutor", "school counselor", "college professor", "librarian", "childcare worker"),
    "Project Management Office": ("project manager",),
    "Salon Services": ("barber", "hair stylist"),
    "Public Safety": ("firefighter", "police officer"),
    "In-flight Services": ("flight attendant",),
    "Social Services": ("social worker",),
}
_DEPARTMENT_OF = {job: dept for dept, jobs in _DEPARTMENTS.items() for job in jobs}
#: Schedules of desk work (offered only to occupations profile.yaml lists as desk_jobs) and of on-site work.
_DESK_SCHEDULES = ("a hybrid schedule with Tuesdays and Thursdays in the office", "three days on site and two from home",
                   "a 9/80 compressed schedule", "four ten-hour days, Monday to Thursday")
_SITE_SCHEDULES = ("four ten-hour days, Monday to Thursday", "the day shift, 7 AM to 3:30 PM",
                   "weekdays from 8 to 4:30 on site")
#: Schedules of shift work, only for occupations that run shifts (issue 19: no preschool teacher on "the second
#: shift, 3 to 11 PM", no barber on a rotating schedule).
_SHIFT_SCHEDULES = ("the second shift, 3 to 11 PM", "a rotating schedule of four days on and three off",
                    "the night shift, 11 PM to 7:30 AM", "three twelve-hour shifts a week")
SHIFT_JOBS = frozenset({"registered nurse", "nurse practitioner", "medical assistant", "pharmacy technician",
                        "lab technician", "home health aide", "paramedic", "firefighter", "police officer",
                        "security guard", "janitor", "warehouse worker", "forklift operator", "machinist", "welder",
                        "truck driver", "bus driver", "cook", "line cook", "chef", "cashier", "retail supervisor",
                        "customer service representative", "flight attendant", "physician", "surgeon"})
#: Schedules of school work (a teacher or aide keeps the school day and year).
_SCHOOL_SCHEDULES = ("the school day, 7:30 AM to 3:30 PM, through the school year",
                     "weekdays from 8 to 4 during the school year", "the school calendar, with summers off")
SCHOOL_JOBS = frozenset(_DEPARTMENTS["Education Services"]) - {"college professor", "tutor", "librarian"}


#: The license or certificate a candidate of each trade is submitted with (s27-fit): a trade's own credential, an
#: occupation not listed one of its department's, else a desk job's.
CREDENTIALS: dict[str, tuple[str, ...]] = {
    "registered nurse": ("an active RN license and current BLS certification",),
    "nurse practitioner": ("an active nurse practitioner license with prescriptive authority",),
    "physician": ("an unrestricted state medical license and board certification",),
    "surgeon": ("an unrestricted state medical license and board certification in general surgery",),
    "medical assistant": ("a Certified Medical Assistant (CMA) credential",),
    "pharmacist": ("an active state pharmacist license and an immunization certificate",),
    "pharmacy technician": ("a national pharmacy technician certification (CPhT)",),
    "lab technician": ("an ASCP medical laboratory technician certification",),
    "dental hygienist": ("an active dental hygiene license",), "dentist": ("an active state dental license",),
    "physical therapist": ("an active physical therapy license",),
    "home health aide": ("a home health aide certificate and current CPR certification",),
    "paramedic": ("a state paramedic license and current ACLS certification",),
    "veterinarian": ("an active state veterinary license",),
    "licensed electrician": ("a journeyman electrician license",), "plumber": ("a journeyman plumber license",),
    "welder": ("an AWS certified welder card",), "forklift operator": ("a current forklift operator certification",),
    "truck driver": ("a Class A commercial driver's license with a clean record",),
    "bus driver": ("a commercial driver's license with a passenger endorsement",),
    "delivery driver": ("a valid driver's license and a clean driving record",),
    "security guard": ("a state security guard license",), "lawyer": ("admission to the state bar",),
    "paralegal": ("a paralegal certificate",), "claims adjuster": ("a state adjuster license",),
    "staff accountant": ("an active CPA license",), "tax preparer": ("an IRS enrolled agent credential",),
    "real estate agent": ("an active real estate salesperson license",),
    "financial advisor": ("Series 7 and Series 66 licenses",),
    "loan officer": ("an NMLS mortgage loan originator license",),
    "hair stylist": ("a state cosmetology license",), "barber": ("a state barber license",),
    "chef": ("a ServSafe manager certification",), "cook": ("a ServSafe food handler card",),
    "line cook": ("a ServSafe food handler card",), "restaurant manager": ("a ServSafe manager certification",),
    "preschool teacher": ("current pediatric CPR and first aid certification",),
    "childcare worker": ("current pediatric CPR and first aid certification",),
    "high school teacher": ("a state teaching certificate",), "middle school teacher": ("a state teaching certificate",),
    "school counselor": ("a state school counselor certification",),
    "social worker": ("an active LCSW license",), "project manager": ("a PMP certification",),
    "construction manager": ("an OSHA 30-hour safety card",),
}
_DEPARTMENT_CREDENTIALS: dict[str, tuple[str, ...]] = {
    "Facilities": ("an OSHA 10-hour safety card",), "Logistics": ("an OSHA 10-hour safety card",),
    "Clinical Operations": ("current BLS certification",),
    "Education Services": ("current CPR and first aid certification",),
}
_DESK_CREDENTIALS = ("a clean background check from last year",)


def _candidate_license(ctx: ValueContext) -> str:
    """The credential a candidate of the person's trade holds (see :data:`CREDENTIALS`)."""
    job = ctx.profile.occupation.removeprefix("retired ")
    options = (CREDENTIALS.get(job) or _DEPARTMENT_CREDENTIALS.get(_DEPARTMENT_OF.get(job, ""))
               or _DESK_CREDENTIALS)
    return ctx.rng.choice(options)


def _department(ctx: ValueContext) -> str:
    """The department the person's occupation works in."""
    return _DEPARTMENT_OF.get(ctx.profile.occupation.removeprefix("retired "), "Operations")


def _work_schedule(ctx: ValueContext) -> str:
    """A schedule the person's work allows: remote or hybrid only at a desk job."""
    from privasis_hub.synth.profile import profile_rules

    job = ctx.profile.occupation.removeprefix("retired ")
    if job in SCHOOL_JOBS:
        return ctx.rng.choice(_SCHOOL_SCHEDULES)
    if profile_rules().at_desk(job):
        return ctx.rng.choice(_DESK_SCHEDULES)
    return ctx.rng.choice(_SITE_SCHEDULES + (_SHIFT_SCHEDULES if job in SHIFT_JOBS else ()))


def _firm_name(ctx: ValueContext) -> str:
    """The firm that keeps the record. IT support for an employee is their employer's own IT department (issue 19:
    no outside "Finley Tech Support Services" issuing a laptop to a teacher employed by Bass-Delgado)."""
    rt = record_type_of(ctx, "professional services")
    if rt is not None and rt.subcategory == "IT support" and ctx.profile.employer:
        return f"{ctx.profile.employer} {record_rng(ctx, 'it-desk').choice(('IT Services', 'IT Service Desk'))}"
    return issuer_name(ctx, "professional services", _ISSUER_FALLBACK)


def _clock(ctx: ValueContext) -> str:
    """A time inside office hours (a technician's visit or a hand-over: 9 AM to 4:45 PM)."""
    hour = ctx.rng.randint(9, 16)
    return f"{(hour - 1) % 12 + 1}:{ctx.rng.choice(('00', '15', '30', '45'))} {'AM' if hour < 12 else 'PM'}"


def _years_experience(ctx: ValueContext) -> str:
    """Years in the person's trade: at most the years since 18 (or since the training its occupation needs)."""
    from privasis_hub.synth.profile import profile_rules

    job = ctx.profile.occupation.removeprefix("retired ")
    most = max(1, ctx.profile.age - profile_rules().occupation_min_age.get(job, 18))
    years = ctx.rng.randint(1, min(most, 30))
    # (s28-frames, reader18: no "I bring 1 year as a landscaper", "a accountant"): one year is written out
    span = "a year" if years == 1 else f"{years} years"
    return f"{span} as {'an' if job[:1] in 'aeiou' else 'a'} {job}"


def _phishing_sender(ctx: ValueContext) -> str:
    """A look-alike sender address on a reserved domain (payroll@, it-support@ ...)."""
    box = ctx.rng.choice(("payroll", "it-support", "hr-benefits", "docs-share", "accounts", "helpdesk"))
    return f"{box}@{ctx.rng.choice(('secure-login', 'mail-verify', 'portal-update', 'office-docs'))}.example.net"


GENERATORS: dict[str, Generator] = {
    "candidate_license": _candidate_license,
    "phishing_sender": _phishing_sender,
    "years_experience": _years_experience,
    "department": _department,
    "work_schedule": _work_schedule,
    "work_authorization": _work_authorization,
    "hoa_fee": lambda ctx: f"{money(ctx, 85, 640)} a month",
    "employee_headcount": lambda ctx: f"{ctx.rng.randint(2, 38)} employees",
    "quarter_wages": lambda ctx: money(ctx, 24000, 640000, cents=False),
    "interview_duration": lambda ctx: f"{ctx.rng.choice((30, 40, 45, 50, 60, 75, 90))} minutes",
    "reconciled_account": lambda ctx: f"the business {ctx.rng.choice(('checking account', 'credit card', 'savings account'))}"
                                      f" ending in {ctx.rng.randint(1000, 9999)}",
    "period_closed": lambda ctx: (ctx.record_date.replace(day=1) - dt.timedelta(days=1)).strftime("%B %Y"),
    "uncategorized_transactions": lambda ctx: f"{ctx.rng.randint(3, 41)} uncategorized transactions",
    "firm_name": _firm_name,
    "payroll_business_ein": lambda ctx: safe_ids.ein(ctx.rng),
    "device_model": _device_model,
    "it_visit_time": lambda ctx: _clock(ctx),
    "position_title": _position_title,
    "portal_login": lambda ctx: f"client{ctx.rng.randint(10000, 99999)}",
    "client_account_number": _client_account,
    "engagement_fee": _engagement_fee,
    "billable_time": _billable_time,
    "budget_used": lambda ctx: _budget_share(ctx)[0],
    "client_tax_filing_status": _filing_status,
    "client_prior_year_agi": _prior_year_agi,
    "tax_refund_or_balance_due": _refund_or_due,
    "listing_property_address": _property_address,
    "mortgage_preapproval_amount": _preapproval,
    "applicant_credit_score": _credit_score,
    "offered_base_salary": _salary,
    "performance_rating": _rating,
    "leave_of_absence": _leave,
    "professional_reference": _reference,
    "it_ticket_number": _ticket,
    "it_asset_tag": _asset,
    "workstation_ip_address": _ip,
    "network_login_id": _login,
    "work_location": _work_location,
    "start_date": _start_date,
    "pip_review_date": lambda ctx: _long(ctx.record_date + dt.timedelta(days=ctx.rng.choice((30, 45, 60, 90)))),
    "employee_id": lambda ctx: safe_ids.internal_id(ctx.rng, ctx.rng.choice(('EMP', 'E', 'HR'))),
    "supervisor_name": lambda ctx: person_name(ctx),
    "pto_balance": lambda ctx: f"{ctx.rng.randint(4, 190)} hours",
    "invoice_number": lambda ctx: code(ctx, 'INV', 6),
    "engagement_partner": lambda ctx: person_name(ctx),
    "property_list_price": lambda ctx: money(ctx, 160000, 1400000, cents=False),
    "closing_date": lambda ctx: _long(ctx.record_date + dt.timedelta(days=ctx.rng.randint(21, 120))),
    "ticket_opened_at": _opened_at,
    "ps_request_date": lambda ctx: _long(request_day(ctx)),
}

#: Generated fields whose values a record type's ``matter`` may narrow.
POOLS: dict[str, tuple[str, ...]] = {"engagement_fee": _ENGAGEMENT_WORK, "performance_rating": _RATINGS}
