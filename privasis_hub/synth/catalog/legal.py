"""Legal records: court filings, attorney correspondence, agreements, orders and case files."""

from __future__ import annotations

import datetime as dt

from privasis_hub.synth.catalog import (
    Category,
    FieldSpec,
    ValueContext,
    choice,
    date_within,
    fmt_date,
    money,
    person_name,
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
_FEDERAL_DISTRICTS = ("Northern", "Southern", "Eastern", "Western", "Central", "Middle")

_CHARGES = (
    "misdemeanor driving under the influence, first offense",
    "third-degree retail theft",
    "possession of a Schedule IV controlled substance",
    "driving with a suspended license",
    "simple assault",
    "criminal trespass in the second degree",
    "disorderly conduct",
    "felony check fraud",
    "harassment by electronic communication",
    "reckless driving",
    "petty larceny",
    "violation of a protective order",
    "resisting arrest without violence",
    "unlawful possession of a firearm",
    "identity theft in the fourth degree",
    "criminal mischief causing property damage",
)

_CLAIMS = (
    "breach of a residential lease",
    "negligence arising from a rear-end collision",
    "wrongful termination in retaliation for a safety complaint",
    "unpaid overtime wages",
    "breach of a home renovation contract",
    "defamation in online reviews",
    "premises liability for a slip and fall at a grocery store",
    "medical malpractice involving a delayed diagnosis",
    "failure to return a security deposit",
    "age discrimination in promotion decisions",
    "injuries from a dog bite",
    "breach of fiduciary duty by a co-trustee",
    "pregnancy discrimination in scheduling",
    "a defective used vehicle sold without disclosure",
    "unpaid invoices for freelance design work",
    "a contested boundary line with a neighbor",
)

_IMMIGRATION_NONCITIZEN = (
    "H-1B specialty occupation status",
    "F-1 student status with optional practical training",
    "asylum applicant with a pending Form I-589",
    "Deferred Action for Childhood Arrivals recipient",
    "Temporary Protected Status beneficiary",
    "conditional permanent resident",
    "U visa petitioner awaiting a decision",
    "L-1A intracompany transferee status",
    "B-2 visitor who remained past the authorized stay",
    "K-1 fiance visa holder",
    "O-1 extraordinary ability status",
    "TN professional status",
)

_CUSTODY = (
    "joint legal custody with alternating weeks of parenting time",
    "sole legal custody with supervised visitation on Saturdays",
    "a 2-2-3 rotating parenting schedule",
    "primary physical custody with every other weekend to the other parent",
    "a 60/40 time-sharing arrangement during the school year",
    "joint custody with a summer schedule split evenly",
    "temporary sole custody pending a home study",
    "shared custody with holidays alternating each year",
    "a long-distance plan with summers and spring break with the other parent",
    "joint legal custody with a parenting coordinator for disputes",
    "supervised exchanges at a neutral community center",
    "a step-up plan expanding overnight visits over six months",
    "a nesting arrangement in which the children stay in the family home",
    "sole legal and physical custody with virtual visits twice a week",
    "joint custody with exchanges at the school on Mondays",
    "a parenting plan requiring both parents to complete a co-parenting course",
)

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


_IMMIGRATION_FORMS = (
    "Form I-130 (Petition for Alien Relative)",
    "Form I-485 (Application to Adjust Status)",
    "Form N-400 (Application for Naturalization)",
    "Form I-765 (Application for Employment Authorization)",
    "Form I-751 (Petition to Remove Conditions on Residence)",
    "Form I-589 (Application for Asylum and for Withholding of Removal)",
    "Form I-131 (Application for Travel Document)",
    "Form I-90 (Application to Replace Permanent Resident Card)",
    "Form I-864 (Affidavit of Support)",
    "Form I-601A (Provisional Unlawful Presence Waiver)",
    "Form I-129F (Petition for Alien Fiance)",
    "Form I-290B (Notice of Appeal or Motion)",
)

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


def _case_number(ctx: ValueContext) -> str:
    year = ctx.record_date.year - ctx.rng.randint(0, 2)
    digits = "".join(str(ctx.rng.randrange(10)) for _ in range(6))
    return f"{year}-{ctx.rng.choice(_CASE_TYPES)}-{digits}"


def _court(ctx: ValueContext) -> str:
    if ctx.rng.random() < 0.15:
        return f"United States District Court for the {ctx.rng.choice(_FEDERAL_DISTRICTS)} District of {ctx.fake.state()}"
    return f"{ctx.fake.last_name()} County {ctx.rng.choice(_COURTS)}"


def _future_datetime(ctx: ValueContext, low: int, high: int) -> str:
    day = ctx.record_date + dt.timedelta(days=ctx.rng.randint(low, high))
    return f"{fmt_date(day, ctx.rng)} at {time_of_day(ctx)}"


def _future_date(ctx: ValueContext, low: int, high: int) -> str:
    return fmt_date(ctx.record_date + dt.timedelta(days=ctx.rng.randint(low, high)), ctx.rng)


def _disposition(ctx: ValueContext) -> str:
    return ctx.rng.choice(_DISPOSITIONS).format(
        months=ctx.rng.choice((6, 9, 12, 18, 24)),
        amount=money(ctx, 2500, 185000, cents=False),
        days=ctx.rng.choice((10, 30, 45, 60, 90)),
        hours=ctx.rng.choice((20, 40, 60, 100)),
        monthly=money(ctx, 75, 900, cents=False),
        fine=money(ctx, 150, 2500, cents=False),
    )


def _immigration_status(ctx: ValueContext) -> str:
    since = ctx.record_date.year - ctx.rng.randint(1, max(1, min(20, ctx.profile.age - 16)))
    citizenship = ctx.profile.citizenship.lower()
    if "united states" in citizenship or "u.s." in citizenship or "american" in citizenship:
        options = [
            f"naturalized United States citizen since {since}",
            "United States citizen sponsoring a parent for a green card",
            "United States citizen petitioning for a sibling",
            "United States citizen petitioning for a stepchild",
        ]
        if ctx.profile.marital_status == "married":
            options.append("United States citizen petitioning for a spouse abroad")
        else:
            options.append("United States citizen petitioning for a fiance abroad")
        return ctx.rng.choice(options)
    if ctx.rng.random() < 0.3:
        return f"lawful permanent resident since {since}"
    return ctx.rng.choice(_IMMIGRATION_NONCITIZEN)


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
    return f"{ctx.fake.last_name()} {ctx.rng.choice(_FIRM_SUFFIXES)}"


def _opposing_party(ctx: ValueContext) -> str:
    role = ctx.rng.choice(_OPPOSING_ROLES)
    if role in (
        "landlord",
        "former employer",
        "insurer",
        "contractor",
        "property manager",
        "lender",
        "homeowners association",
        "collection agency",
    ):
        return f"{ctx.fake.company()} ({role})"
    return f"{person_name(ctx)} ({role})"


def _judge(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(('Judge', 'Hon.', 'Commissioner', 'Magistrate Judge'))} {person_name(ctx)}"


def _witness(ctx: ValueContext) -> str:
    return f"{person_name(ctx)} ({ctx.rng.choice(_WITNESS_ROLES)})"


def _probation(ctx: ValueContext) -> str:
    months = ctx.rng.choice((6, 12, 18, 24, 36))
    kind = ctx.rng.choice(("supervised", "unsupervised", "intensive supervised"))
    return f"{months} months of {kind} probation with {ctx.rng.choice(_PROBATION_CONDITIONS)}"


def _support(ctx: ValueContext) -> str:
    kind = ctx.rng.choice(
        ("child support", "spousal maintenance", "temporary spousal support", "child support")
    )
    period = ctx.rng.choice(("per month", "every two weeks", "per month", "per week"))
    low, high = {"per month": (320, 3200), "every two weeks": (160, 1500), "per week": (80, 750)}[period]
    return f"{money(ctx, low, high)} {period} in {kind}"


def _beneficiary(ctx: ValueContext) -> str:
    group = ctx.rng.randrange(3)
    if group == 0:
        return f"{ctx.fake.first_name_female()} {ctx.fake.last_name()} ({ctx.rng.choice(_BENEFICIARY_RELATIONS_F)})"
    if group == 1:
        return f"{ctx.fake.first_name_male()} {ctx.fake.last_name()} ({ctx.rng.choice(_BENEFICIARY_RELATIONS_M)})"
    return f"{person_name(ctx)} ({ctx.rng.choice(_BENEFICIARY_RELATIONS_N)})"


def _hourly_rate(ctx: ValueContext) -> str:
    return f"${ctx.rng.randrange(175, 650, 5)} per hour"


# --- the category -------------------------------------------------------------------------

_CASE = "case details"
_PARTIES = "parties and counsel"
_TERMS = "obligations and outcomes"

CATEGORY = Category(
    name="legal",
    subcategories={
        "family law": (
            "divorce settlement agreement",
            "child custody evaluation",
            "parenting plan",
            "spousal support order",
        ),
        "criminal defense": (
            "plea agreement",
            "bail hearing transcript",
            "pre-sentence investigation report",
            "expungement petition",
        ),
        "immigration": (
            "asylum declaration",
            "employment visa petition cover letter",
            "motion to reopen removal proceedings",
            "immigration attorney retainer letter",
        ),
        "estate planning": (
            "last will and testament",
            "revocable living trust",
            "durable financial power of attorney",
            "probate inventory and appraisal",
        ),
        "civil litigation": (
            "personal injury demand letter",
            "small claims complaint",
            "deposition transcript excerpt",
            "settlement and release agreement",
        ),
        "employment law": (
            "wrongful termination complaint",
            "severance agreement",
            "workplace discrimination charge",
            "non-compete dispute letter",
        ),
        "housing and tenancy": (
            "answer to an eviction complaint",
            "residential lease dispute letter",
            "security deposit demand letter",
            "housing court stipulation",
        ),
    },
    fields=(
        # case details
        FieldSpec(
            "case_number",
            "Case number",
            _CASE,
            0.9,
            _case_number,
            (
                "The matter is docketed as case number {case_number}.",
                "Please cite {case_number} on all filings.",
                "This correspondence concerns case {case_number}.",
            ),
        ),
        FieldSpec(
            "court_name",
            "Court",
            _CASE,
            0.6,
            _court,
            (
                "The matter is pending before the {court_name}.",
                "Proceedings will take place in the {court_name}.",
            ),
        ),
        FieldSpec(
            "filing_date",
            "Filing date",
            _CASE,
            0.5,
            lambda ctx: date_within(ctx, 240, -1),
            (
                "The petition was filed on {filing_date}.",
                "Papers were lodged with the clerk on {filing_date}.",
            ),
        ),
        FieldSpec(
            "hearing_date",
            "Hearing date",
            _CASE,
            0.6,
            lambda ctx: _future_datetime(ctx, 5, 120),
            (
                "A hearing is set for {hearing_date}.",
                "{first_name} must appear in court on {hearing_date}.",
            ),
        ),
        FieldSpec(
            "criminal_charge",
            "Charge",
            _CASE,
            0.95,
            choice(_CHARGES),
            (
                "{first_name} is charged with {criminal_charge}.",
                "The criminal complaint alleges {criminal_charge}.",
                "The prosecution offered to resolve the count of {criminal_charge}.",
            ),
        ),
        FieldSpec(
            "legal_claim",
            "Claim",
            _CASE,
            0.85,
            choice(_CLAIMS),
            (
                "The claim is for {legal_claim}.",
                "{first_name} seeks relief for {legal_claim}.",
                "The complaint centers on {legal_claim}.",
            ),
        ),
        FieldSpec(
            "immigration_status",
            "Immigration status",
            _CASE,
            0.95,
            _immigration_status,
            (
                "Current immigration status: {immigration_status}.",
                "The intake form lists {first_name}'s status as {immigration_status}.",
            ),
        ),
        FieldSpec(
            "custody_arrangement",
            "Custody arrangement",
            _CASE,
            0.85,
            choice(_CUSTODY),
            (
                "The parents agreed to {custody_arrangement}.",
                "The proposed order provides for {custody_arrangement}.",
            ),
        ),
        # parties and counsel
        FieldSpec(
            "attorney_name",
            "Attorney",
            _PARTIES,
            0.6,
            _attorney,
            (
                "{first_name} is represented by attorney {attorney_name}.",
                "Counsel of record is {attorney_name}.",
                "Attorney {attorney_name} will appear at the next hearing.",
            ),
        ),
        FieldSpec(
            "law_firm",
            "Law firm",
            _PARTIES,
            0.5,
            _law_firm,
            (
                "The firm handling the matter is {law_firm}.",
                "Correspondence should be directed to {law_firm}.",
            ),
        ),
        FieldSpec(
            "opposing_party",
            "Opposing party",
            _PARTIES,
            0.7,
            _opposing_party,
            (
                "The opposing party is {opposing_party}.",
                "Claims were asserted against {opposing_party}.",
            ),
        ),
        FieldSpec(
            "presiding_judge",
            "Presiding judge",
            _PARTIES,
            0.5,
            _judge,
            (
                "The matter is assigned to {presiding_judge}.",
                "The hearing was held before {presiding_judge}.",
            ),
        ),
        FieldSpec(
            "witness_name",
            "Witness",
            _PARTIES,
            0.65,
            _witness,
            (
                "A statement was taken from {witness_name}.",
                "{witness_name} is expected to testify.",
            ),
        ),
        FieldSpec(
            "estate_beneficiary",
            "Beneficiary",
            _PARTIES,
            0.75,
            _beneficiary,
            (
                "The primary beneficiary is {estate_beneficiary}.",
                "{first_name} wishes the residuary estate to pass to {estate_beneficiary}.",
            ),
        ),
        # obligations and outcomes
        FieldSpec(
            "case_disposition",
            "Disposition",
            _TERMS,
            0.85,
            _disposition,
            (
                "The matter ended in {case_disposition}.",
                "The docket reflects {case_disposition}.",
            ),
        ),
        FieldSpec(
            "settlement_amount",
            "Settlement amount",
            _TERMS,
            0.85,
            lambda ctx: money(ctx, 2500, 240000, cents=False),
            (
                "The parties agreed to settle for {settlement_amount}.",
                "A lump-sum payment of {settlement_amount} will be made within thirty days of signing.",
            ),
        ),
        FieldSpec(
            "support_obligation",
            "Support obligation",
            _TERMS,
            0.9,
            _support,
            (
                "The order sets {support_obligation}.",
                "{first_name} is obligated to pay {support_obligation}.",
            ),
        ),
        FieldSpec(
            "bail_amount",
            "Bail amount",
            _TERMS,
            0.85,
            lambda ctx: money(ctx, 500, 150000, cents=False),
            (
                "Bail was set at {bail_amount}.",
                "The court fixed bond at {bail_amount}.",
            ),
        ),
        FieldSpec(
            "probation_terms",
            "Probation terms",
            _TERMS,
            0.9,
            _probation,
            (
                "The sentence includes {probation_terms}.",
                "{first_name} was placed on {probation_terms}.",
            ),
        ),
        FieldSpec(
            "legal_retainer",
            "Retainer",
            _TERMS,
            0.7,
            lambda ctx: money(ctx, 1500, 25000, cents=False),
            (
                "A retainer of {legal_retainer} was deposited into the firm's trust account.",
                "{first_name} paid an initial retainer of {legal_retainer}.",
            ),
        ),
        FieldSpec(
            "attorney_hourly_rate",
            "Hourly rate",
            _TERMS,
            0.4,
            _hourly_rate,
            (
                "Time is billed at {attorney_hourly_rate} in six-minute increments.",
                "The engagement letter sets the attorney rate at {attorney_hourly_rate}.",
            ),
        ),
        FieldSpec(
            "response_due_date",
            "Response due",
            _TERMS,
            0.5,
            lambda ctx: _future_date(ctx, 7, 45),
            (
                "A written response is due by {response_due_date}.",
                "{first_name} has until {response_due_date} to respond.",
            ),
        ),
        FieldSpec(
            "immigration_form",
            "Form filed",
            _CASE,
            0.8,
            choice(_IMMIGRATION_FORMS),
            (
                "Counsel prepared {immigration_form} on behalf of {first_name}.",
                "The filing package includes {immigration_form}.",
            ),
        ),
        FieldSpec(
            "asset_at_issue",
            "Asset",
            _TERMS,
            0.75,
            _asset,
            (
                "The agreement addresses {asset_at_issue}.",
                "Much of the negotiation concerned {asset_at_issue}.",
            ),
        ),
    ),
    filler=(
        "This communication is confidential and protected by attorney-client privilege.",
        "Nothing in this document constitutes an admission of liability by any party.",
        "All deadlines are subject to change by order of the court.",
        "Please retain a copy of this document for your records.",
        "The parties acknowledge that they entered into this agreement voluntarily.",
        "Failure to appear may result in a warrant or a default judgment.",
        "Counsel reviewed the discovery materials and identified several open questions.",
        "Any modification of these terms must be made in writing and signed by both parties.",
        "The client was advised of the right to remain silent and to consult counsel before answering questions.",
        "This summary is not a substitute for the official court record.",
        "The court will consider the best interests of the children in any ruling.",
        "Settlement discussions are ongoing and remain confidential.",
        "Exhibits referenced in this document are available upon request.",
        "The client was informed of the likely timeline and the costs of proceeding to trial.",
        "Mediation was recommended as a first step toward resolution.",
        "Statutes of limitation may bar claims that are not filed promptly.",
        "Billing statements will be issued monthly and are due upon receipt.",
        "Both parties waived formal service of process.",
        "The defense reserves all rights and objections.",
        "Opposing counsel has not yet responded to the latest proposal.",
        "The client signed an acknowledgment of the fee arrangement.",
        "The record will remain open until all conditions have been satisfied.",
        "This agreement shall be governed by the laws of the state in which it was executed.",
        "Supporting declarations will be filed together with the motion.",
        "A certified copy of the order will be mailed to each party.",
        "Any questions about this notice should be raised with counsel rather than the court clerk.",
        "The client understands that no particular outcome can be guaranteed.",
        "Documents produced in discovery are subject to a protective order.",
        "The matter was continued at the request of both sides.",
        "Translation services were arranged for the hearing.",
        "Original signatures are required on the final version.",
        "The hearing is open to the public unless the court orders otherwise.",
    ),
    backgrounds=(
        "{first_name} contacted a lawyer in {city} shortly after {life_event}, which led to this {record_type}.",
        "The {record_type} was drafted after negotiations between the parties broke down.",
        "{first_name} asked for the {record_type} to understand the options available in {subcategory}.",
        "Following {life_event}, {first_name} needed the {record_type} to protect personal and financial "
        "interests.",
        "A dispute connected to {first_name}'s work ({occupation}) escalated and resulted in the {record_type}.",
        "The {record_type} was prepared ahead of a court date in {city}.",
        "{first_name} received a notice in the mail and sought help from a practice focused on {subcategory}, "
        "which produced this {record_type}.",
        "The {record_type} records the outcome of several weeks of mediation involving {first_name}.",
        "A legal aid clinic in {city} prepared the {record_type} at no cost to {first_name}.",
        "{first_name}, whose job title is {occupation}, needed the {record_type} before signing anything "
        "further.",
        "The {record_type} was filed after {first_name} gathered documents and witness statements over "
        "several months.",
        "A referral from a friend brought {first_name} to an attorney who handles {subcategory} cases, and "
        "the attorney prepared the {record_type}.",
        "Changes in {first_name}'s circumstances after {life_event} made the {record_type} necessary.",
        "The {record_type} responds to papers served on {first_name} at home in {city}.",
    ),
    formats=(
        "letter",
        "case notes",
        "memo",
        "form",
        "email thread",
        "interview transcript",
        "meeting minutes",
        "report",
    ),
)


#: Proposal, not yet read by the offline backend: fields that only make sense for some
#: subcategories (a bail amount in a will reads wrong). Keys not listed fit every subcategory.
FIELD_SUBCATEGORIES: dict[str, tuple[str, ...]] = {
    "immigration_form": ("immigration",),
    "asset_at_issue": ("estate planning", "family law"),
    "criminal_charge": ("criminal defense",),
    "bail_amount": ("criminal defense",),
    "probation_terms": ("criminal defense",),
    "custody_arrangement": ("family law",),
    "support_obligation": ("family law",),
    "immigration_status": ("immigration",),
    "estate_beneficiary": ("estate planning",),
    "legal_claim": ("civil litigation", "employment law", "housing and tenancy"),
    "settlement_amount": ("civil litigation", "employment law", "housing and tenancy", "family law"),
    "case_disposition": ("criminal defense", "civil litigation", "employment law", "housing and tenancy"),
    "witness_name": (
        "criminal defense",
        "civil litigation",
        "employment law",
        "housing and tenancy",
        "family law",
    ),
    "opposing_party": ("civil litigation", "employment law", "housing and tenancy", "family law"),
}
