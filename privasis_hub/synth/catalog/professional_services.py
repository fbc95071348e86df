"""Professional-services records: accounting, HR, consulting, real-estate agency, recruiting, IT support."""

from __future__ import annotations

import datetime as dt

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Category,
    FieldSpec,
    ValueContext,
    choice,
    code,
    money,
    person_name,
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

_ALLEGATIONS = (
    "repeated unwelcome comments about a coworker's appearance",
    "retaliation after a subordinate reported a safety concern",
    "falsified timesheets over several pay periods",
    "yelling at and belittling direct reports in team meetings",
    "sharing confidential salary data in a group chat",
    "unwanted physical contact at an off-site team event",
    "mocking a colleague's accent in front of customers",
    "misuse of a corporate card for personal travel",
    "repeated no-call, no-show absences from scheduled shifts",
    "leaving a pregnant employee off a promotion slate",
    "intoxication during a client dinner",
    "bypassing lockout procedures on the warehouse floor",
    "posting disparaging remarks about a manager on social media",
    "accessing a coworker's personnel file without authorization",
    "pressuring a temp worker to skip unpaid breaks",
)

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

_LEAVING_REASONS = (
    "a lack of advancement after two passed-over promotions",
    "relocation to follow a spouse's new job",
    "burnout from sustained mandatory overtime",
    "a higher salary offer from a competitor",
    "conflict with a direct supervisor",
    "the need for a remote role to care for a family member",
    "a return to school for a graduate degree",
    "the elimination of the position in a restructuring",
    "a long commute after the office moved",
    "concerns about the company's financial stability",
    "a health condition that made the current role unsustainable",
    "a desire to start a consulting business",
    "dissatisfaction with the new return-to-office policy",
    "a planned early retirement",
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

_INCIDENTS = (
    "entering credentials on a fake payroll portal linked from a phishing email",
    "a laptop left behind in a rideshare vehicle",
    "reading a multi-factor code aloud to a caller posing as the help desk",
    "an unapproved browser extension that harvested session cookies",
    "client files forwarded to a personal email account",
    "a ransomware warning that appeared on a shared drive",
    "a breached personal password reused on the VPN",
    "a badge-access door propped open overnight",
    "a USB drive from the parking lot plugged into a workstation",
    "an unexpected multi-factor push prompt approved at midnight",
    "a customer spreadsheet uploaded to a public file-sharing site",
    "a stolen phone that was still signed in to company email",
    "a gift card scam message impersonating the chief executive",
    "remote desktop software installed at the request of a fake vendor",
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
    return f"{day.strftime('%B')} {day.day}, {day.year}"


def _client_account(ctx: ValueContext) -> str:
    return safe_ids.member_id(ctx.rng, ctx.rng.choice(("CL", "CLT", "ACCT", "ENG")))


def _billable_time(ctx: ValueContext) -> str:
    hours = ctx.rng.randint(6, 320) / 2
    rate = ctx.rng.choice((95, 125, 150, 175, 185, 210, 245, 275, 325, 395, 450))
    return f"{hours:g} hours at ${rate}.00 per hour"


def _filing_status(ctx: ValueContext) -> str:
    status = ctx.rng.choice(_FILING_STATUSES)
    deps = ctx.rng.choice((0, 0, 1, 2, 2, 3, 4))
    if status == "Single" and ctx.rng.random() < 0.7:
        deps = 0
    if deps == 0:
        return f"{status} with no dependents"
    return f"{status} with {deps} {'dependent' if deps == 1 else 'dependents'}"


def _refund_or_due(ctx: ValueContext) -> str:
    amount = money(ctx, 85, 14500)
    kind = ctx.rng.choice(("federal refund", "federal balance due", "state refund", "state balance due"))
    return f"{kind} of {amount}"


def _salary(ctx: ValueContext) -> str:
    if ctx.rng.random() < 0.3:
        return f"${ctx.rng.randint(1650, 6200) / 100:.2f} per hour"
    return f"${ctx.rng.randrange(38000, 265000, 500):,} per year"


def _rating(ctx: ValueContext) -> str:
    year = ctx.record_date.year
    return f"{ctx.rng.choice(_RATINGS)}, FY{year} {ctx.rng.choice(_REVIEW_CYCLES)}"


def _leave(ctx: ValueContext) -> str:
    start = ctx.record_date + dt.timedelta(days=ctx.rng.randint(-40, 30))
    end = start + dt.timedelta(days=ctx.rng.choice((5, 14, 21, 30, 42, 56, 84, 90)))
    return f"{ctx.rng.choice(_LEAVE_KINDS)} from {_long(start)} through {_long(end)}"


def _reference(ctx: ValueContext) -> str:
    return f"{person_name(ctx)}, {ctx.rng.choice(_REF_TITLES)} at {ctx.fake.company()}"


def _property_address(ctx: ValueContext) -> str:
    street = f"{ctx.fake.building_number()} {ctx.fake.street_name()}"
    if ctx.rng.random() < 0.3:
        street += f" Unit {ctx.rng.randint(1, 30)}{ctx.rng.choice('ABCD')}"
    return f"{street}, {ctx.profile.city}"


def _credit_score(ctx: ValueContext) -> str:
    score = max(480, min(850, round(ctx.rng.gauss(690, 70))))
    return f"{score} ({ctx.rng.choice(_CREDIT_MODELS)})"


def _ticket(ctx: ValueContext) -> str:
    return code(ctx, ctx.rng.choice(("INC", "REQ", "RITM", "HD", "SR")), 7)


def _asset(ctx: ValueContext) -> str:
    device = ctx.rng.choice(_DEVICES)
    article = "an" if device[0] in "AEIOU" else "a"
    return f"asset tag {code(ctx, ctx.rng.choice(('AT', 'IT', 'HW')), 6)}, {article} {device}"


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
    if style == 1:
        return safe_ids.email(ctx.rng, f"{p.first_name}.{p.last_name}")
    return handle


def _engagement_fee(ctx: ValueContext) -> str:
    return f"{money(ctx, 1200, 48000, cents=False)} for {ctx.rng.choice(_ENGAGEMENT_WORK)}"


# --- the category ------------------------------------------------------------------------

_C = "client and engagement"
_E = "employment and HR"
_I = "IT and access"

FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "client_account_number",
        "Client Account Number",
        _C,
        0.8,
        _client_account,
        (
            "The client account number for {full_name} is {client_account_number}.",
            "Please reference client account {client_account_number} when uploading documents to the portal.",
            "All billing for this engagement posts to account {client_account_number}.",
        ),
    ),
    FieldSpec(
        "engagement_fee",
        "Engagement Fee",
        _C,
        0.65,
        _engagement_fee,
        (
            "The agreed engagement fee is {engagement_fee}.",
            "{first_name} signed off on a fixed fee of {engagement_fee}.",
        ),
    ),
    FieldSpec(
        "billable_time",
        "Billable Time",
        _C,
        0.45,
        _billable_time,
        (
            "This period reflects {billable_time} for work performed on the file.",
            "Time entries for the engagement with {first_name} add up to {billable_time}.",
        ),
    ),
    FieldSpec(
        "client_tax_filing_status",
        "Filing Status",
        _C,
        0.7,
        _filing_status,
        (
            "The return will be prepared as {client_tax_filing_status}.",
            "{first_name} confirmed a filing status of {client_tax_filing_status}.",
        ),
    ),
    FieldSpec(
        "client_prior_year_agi",
        "Adjusted Gross Income",
        _C,
        0.9,
        lambda ctx: money(ctx, 24000, 420000),
        (
            "Adjusted gross income for the prior tax year came to {client_prior_year_agi}.",
            "The organizer reports {client_prior_year_agi} in adjusted gross income for {full_name}.",
        ),
    ),
    FieldSpec(
        "tax_refund_or_balance_due",
        "Refund or Balance Due",
        _C,
        0.85,
        _refund_or_due,
        (
            "The draft return shows a {tax_refund_or_balance_due}.",
            "Current projections for {first_name} indicate a {tax_refund_or_balance_due}.",
        ),
    ),
    FieldSpec(
        "listing_property_address",
        "Property Address",
        _C,
        0.7,
        _property_address,
        (
            "The property at {listing_property_address} is the subject of this agreement.",
            "{first_name} toured {listing_property_address} and asked for the seller's disclosures.",
        ),
    ),
    FieldSpec(
        "mortgage_preapproval_amount",
        "Pre-Approval Amount",
        _C,
        0.85,
        lambda ctx: money(ctx, 180000, 1250000, cents=False),
        (
            "{first_name} holds a lender pre-approval for up to {mortgage_preapproval_amount}.",
            "The buyer's pre-approval letter supports a purchase price of {mortgage_preapproval_amount}.",
        ),
    ),
    FieldSpec(
        "applicant_credit_score",
        "Credit Score",
        _C,
        0.85,
        _credit_score,
        (
            "The tenant screening report returned a credit score of {applicant_credit_score}.",
            "A credit score of {applicant_credit_score} was reported for {full_name}.",
        ),
    ),
    FieldSpec(
        "offered_base_salary",
        "Base Salary",
        _E,
        0.85,
        _salary,
        (
            "The offer includes a base salary of {offered_base_salary}.",
            "Compensation for {first_name} is set at {offered_base_salary}.",
            "{full_name} asked whether {offered_base_salary} was negotiable.",
        ),
    ),
    FieldSpec(
        "performance_rating",
        "Performance Rating",
        _E,
        0.7,
        _rating,
        (
            "{first_name} received an overall rating of {performance_rating}.",
            "The manager's summary rating is {performance_rating}.",
        ),
    ),
    FieldSpec(
        "hr_complaint_allegation",
        "Allegation Summary",
        _E,
        0.9,
        choice(_ALLEGATIONS),
        (
            "The complaint involving {full_name} alleges {hr_complaint_allegation}.",
            "Human resources opened an inquiry into {hr_complaint_allegation}.",
            "Witness statements were gathered about {hr_complaint_allegation}.",
        ),
    ),
    FieldSpec(
        "leave_of_absence",
        "Leave of Absence",
        _E,
        0.85,
        _leave,
        (
            "{first_name} requested {leave_of_absence}.",
            "The approved leave is recorded as {leave_of_absence}.",
        ),
    ),
    FieldSpec(
        "reason_for_leaving",
        "Reason for Leaving",
        _E,
        0.55,
        choice(_LEAVING_REASONS),
        (
            "Asked about the decision to resign, {first_name} pointed to {reason_for_leaving}.",
            "The exit interview lists {reason_for_leaving} as the main reason for departure.",
        ),
    ),
    FieldSpec(
        "professional_reference",
        "Professional Reference",
        _E,
        0.55,
        _reference,
        (
            "{first_name} provided the following professional reference: {professional_reference}.",
            "A reference call was completed with {professional_reference}.",
        ),
    ),
    FieldSpec(
        "it_ticket_number",
        "Ticket Number",
        _I,
        0.45,
        _ticket,
        (
            "This issue is tracked as ticket {it_ticket_number}.",
            "{first_name} called the service desk and was given reference {it_ticket_number}.",
        ),
    ),
    FieldSpec(
        "it_asset_tag",
        "Assigned Device",
        _I,
        0.45,
        _asset,
        (
            "The device assigned to {first_name} is {it_asset_tag}.",
            "{full_name} signed for {it_asset_tag} at the start of the assignment.",
        ),
    ),
    FieldSpec(
        "workstation_ip_address",
        "Workstation IP Address",
        _I,
        0.7,
        _ip,
        (
            "The login attempts originated from {workstation_ip_address}.",
            "Network logs associate the workstation used by {first_name} with {workstation_ip_address}.",
        ),
    ),
    FieldSpec(
        "network_login_id",
        "Network Login",
        _I,
        0.7,
        _login,
        (
            "{first_name} signs in to the corporate network as {network_login_id}.",
            "The password reset was requested for the account {network_login_id}.",
        ),
    ),
    FieldSpec(
        "security_incident_summary",
        "Incident Summary",
        _I,
        0.75,
        choice(_INCIDENTS),
        (
            "The incident under review involves {security_incident_summary}.",
            "{first_name} reported {security_incident_summary} to the security team.",
            "The root cause was traced to {security_incident_summary}.",
        ),
    ),
)

FILLER: tuple[str, ...] = (
    "This document is confidential and intended only for the named client.",
    "Please review the information above and let us know of any corrections.",
    "Supporting documents can be uploaded through the secure client portal.",
    "We do not send sensitive files as ordinary email attachments.",
    "Any changes to the scope of work will be confirmed in writing before work begins.",
    "Invoices are due within thirty days of the invoice date.",
    "The firm retains engagement records for the period required by professional standards.",
    "Human resources will keep this matter as confidential as the investigation allows.",
    "Retaliation against anyone who raises a concern in good faith is prohibited.",
    "The employee was reminded of the available employee assistance program.",
    "The next check-in has been scheduled with the manager and human resources.",
    "Agents owe a duty of confidentiality to their clients during and after the transaction.",
    "Showing feedback is shared with the seller only in summary form.",
    "All offers are subject to the seller's acceptance and the terms of the purchase agreement.",
    "The candidate was informed that the process may take several weeks.",
    "References were contacted only after the candidate gave written permission.",
    "Offers of employment remain contingent on a successful background screening.",
    "The service desk is staffed around the clock for urgent outages.",
    "Please do not share passwords or verification codes with anyone, including support staff.",
    "The ticket will close automatically if there is no response within five business days.",
    "Identity was verified using the security questions on file before any change was made.",
    "The affected account was locked as a precaution while the review continues.",
    "A replacement device will be imaged and shipped once the request is approved.",
    "Our recommendations are based on the information available at the time of the review.",
    "The project team will meet weekly until the deliverables are accepted.",
    "Travel expenses are billed at cost and only with prior approval.",
    "This summary does not constitute legal or tax advice.",
    "Estimates may change once final figures are received.",
    "The interviewer took notes during the conversation and summarized them afterward.",
    "Both parties signed the agreement electronically.",
    "Questions about this letter may be directed to the account manager.",
    "Nothing in this document changes the at-will nature of employment.",
    "The checklist will be completed before the end of the first week.",
)

BACKGROUNDS: tuple[str, ...] = (
    "{first_name}, whose job title is {occupation}, engaged a firm in {city}, and the intake produced this {record_type}.",
    "After {life_event}, {first_name} needed professional help, and the {record_type} was prepared.",
    "This {record_type} was opened when {first_name} contacted a local {subcategory} provider in {city}.",
    "A question about the file for {first_name} was escalated to a senior staff member, which led to the {record_type}.",
    "{first_name} is making changes after {life_event}, and the {subcategory} team put together the {record_type}.",
    "The {subcategory} team in {city} created this {record_type} as part of routine client onboarding.",
    "{first_name} followed up by phone, and the staff member on duty documented the call in the {record_type}.",
    "A deadline was approaching, so {first_name} asked the {subcategory} team to finish the {record_type} quickly.",
    "{first_name} recently moved to {city}, and the local office drafted this {record_type}.",
    "The {record_type} reflects a follow-up with {first_name} a few weeks after the first meeting.",
    "As part of an annual review cycle, the firm updated the {record_type} for {first_name}, whose job title is {occupation}.",
    "The assigned {subcategory} specialist met with {first_name} to scope the work, and the {record_type} followed.",
    "{first_name} disputed an earlier decision, so the firm reopened the file and produced this {record_type}.",
    "Following {life_event}, {first_name} asked the firm's {subcategory} adviser to review the situation in the {record_type}.",
)

CATEGORY = Category(
    name="professional services",
    subcategories={
        "accounting and tax preparation": (
            "client tax organizer questionnaire",
            "CPA engagement letter",
            "bookkeeping reconciliation summary",
            "small business payroll tax summary",
        ),
        "human resources": (
            "performance improvement plan",
            "workplace misconduct investigation summary",
            "HR leave of absence request",
            "exit interview notes",
            "salary adjustment letter",
        ),
        "management consulting": (
            "consulting statement of work",
            "stakeholder interview notes for a consulting engagement",
            "consultant timesheet invoice",
            "client engagement status report",
        ),
        "real estate agency": (
            "buyer representation agreement",
            "rental application screening summary",
            "property showing feedback log",
            "seller listing agreement",
        ),
        "recruiting": (
            "candidate screening call notes",
            "job offer letter",
            "employment reference check report",
            "candidate submittal profile",
        ),
        "IT support": (
            "help desk support ticket",
            "password reset identity verification log",
            "laptop asset assignment form",
            "phishing incident ticket",
        ),
    },
    fields=FIELDS,
    filler=FILLER,
    backgrounds=BACKGROUNDS,
    formats=(
        "letter",
        "form",
        "email thread",
        "memo",
        "invoice",
        "case notes",
        "report",
        "meeting minutes",
        "interview transcript",
    ),
)
