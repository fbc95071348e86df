"""Financial records: bank and card statements, loans, credit, investments, insurance and payroll."""

from __future__ import annotations

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Category,
    FieldSpec,
    ValueContext,
    date_within,
    money,
    person_name,
)

# --- value pools ----------------------------------------------------------------------

_BANK_WORDS = (
    "Cedar Valley",
    "First Harbor",
    "Prairie State",
    "Riverstone",
    "Blue Mesa",
    "Granite Peak",
    "Lakeview",
    "Old Mill",
    "Sunbelt",
    "Tri-County",
    "Heartland",
    "Silver Birch",
    "Coastal Plains",
    "Iron Bridge",
)
_BANK_KINDS = (
    "Credit Union",
    "Community Bank",
    "Savings Bank",
    "Federal Credit Union",
    "Bank & Trust",
    "Employees Credit Union",
)

_CARD_BRANDS = (None, "visa", "mastercard", "amex", "discover")

_LOAN_PREFIXES = ("LN", "MTG", "AUTO", "HEL", "PL", "SL")

_RATE_KINDS = (
    ("fixed APR", 4.5, 9.5, 3),
    ("variable APR", 17.9, 29.99, 2),
    ("fixed rate on a 30-year mortgage", 5.625, 7.875, 3),
    ("fixed rate on a 15-year mortgage", 4.875, 6.875, 3),
    ("APR on a 60-month auto loan", 5.49, 14.9, 2),
    ("promotional APR for 12 billing cycles", 0.0, 3.99, 2),
)

_SCORE_MODELS = ("FICO Score 8", "FICO Score 2", "VantageScore 3.0", "VantageScore 4.0", "FICO Auto Score 8")

_CREDITOR_SUFFIXES = (
    "Recovery Services",
    "Portfolio Management",
    "Receivables Group",
    "Collection Bureau",
    "Credit Solutions",
    "Consumer Finance",
)

_MERCHANT_PREFIXES = (
    "SQ *",
    "TST* ",
    "PAYPAL *",
    "POS DEBIT ",
    "ACH DEBIT ",
    "RECURRING ",
    "ONLINE PMT ",
    "CHECKCARD ",
)
_MERCHANT_KINDS = (
    "Hardware",
    "Electronics",
    "Auto Repair",
    "Dental Care",
    "Pet Supply",
    "Grill",
    "Furniture Outlet",
    "Travel Services",
    "Fitness Club",
    "Streaming",
    "Home Goods",
    "Pharmacy",
    "Jewelers",
    "Tire Center",
)

_ADVISOR_CREDENTIALS = ("CFP", "CFA", "ChFC", "CPA/PFS", "CFP, CLU", "RICP")

_INSURANCE_KINDS = (
    ("HO", "homeowners"),
    ("AU", "auto"),
    ("RT", "renters"),
    ("TL", "term life"),
    ("UM", "umbrella"),
    ("DI", "disability income"),
)

_PAY_FREQUENCIES = ("biweekly", "semimonthly", "weekly", "monthly")

_INCOME_SOURCES = (
    "a second job delivering groceries",
    "weekend rideshare driving",
    "freelance bookkeeping",
    "rental income from a basement unit",
    "tutoring on weeknights",
    "selling handmade furniture online",
    "seasonal tax preparation work",
    "a part-time pharmacy technician shift",
    "consulting for a former employer",
    "dog walking and pet sitting",
    "weekend shifts at a hardware store",
    "reselling sneakers online",
    "a small vending machine route",
    "teaching a night class at a community college",
    "royalties from a self-published book",
    "a catering side business",
)

_DEBT_REASONS = (
    "medical bills after an emergency surgery",
    "a period of unemployment last year",
    "helping a parent with rent",
    "a failed small business",
    "a vehicle repair that could not wait",
    "funeral costs for a relative",
    "legal fees from a custody dispute",
    "a gambling problem now in treatment",
    "tuition for a certificate program",
    "a roof replacement after storm damage",
    "charges run up by a former partner",
    "a reduction in hours at work",
    "a car loan co-signed for a sibling who stopped paying",
    "vet bills for a pet's cancer treatment",
    "moving costs for a job that fell through",
    "a payday loan that kept rolling over",
)


# --- compositional generators -----------------------------------------------------------


def _bank_name(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(_BANK_WORDS)} {ctx.rng.choice(_BANK_KINDS)}"


def _loan_account(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(_LOAN_PREFIXES)}-{safe_ids.account_number(ctx.rng, digits=9)}"


def _credit_score(ctx: ValueContext) -> str:
    return f"{ctx.rng.randint(508, 832)} ({ctx.rng.choice(_SCORE_MODELS)})"


def _interest_rate(ctx: ValueContext) -> str:
    kind, low, high, decimals = ctx.rng.choice(_RATE_KINDS)
    value = ctx.rng.uniform(low, high)
    if decimals == 3:
        value = round(value * 8) / 8  # mortgage-style eighths
    return f"{value:.{decimals}f}% {kind}"


def _annual_income(ctx: ValueContext) -> str:
    low = 24000 if ctx.profile.age < 25 else 31000
    return money(ctx, low, 235000, cents=False)


def _retirement_balance(ctx: ValueContext) -> str:
    working_years = max(1, ctx.profile.age - 22)
    return money(ctx, 1200, 4000 + working_years * 21000)


def _creditor(ctx: ValueContext) -> str:
    return f"{ctx.fake.last_name()} {ctx.rng.choice(_CREDITOR_SUFFIXES)}"


def _merchant(ctx: ValueContext) -> str:
    name = f"{ctx.fake.last_name()} {ctx.rng.choice(_MERCHANT_KINDS)}"
    if ctx.rng.random() < 0.5:
        return f"{ctx.rng.choice(_MERCHANT_PREFIXES)}{name.upper()}"
    return name


def _advisor(ctx: ValueContext) -> str:
    return f"{person_name(ctx)}, {ctx.rng.choice(_ADVISOR_CREDENTIALS)}"


def _policy_number(ctx: ValueContext) -> str:
    prefix, _ = ctx.rng.choice(_INSURANCE_KINDS)
    return safe_ids.member_id(ctx.rng, prefix)


def _net_pay(ctx: ValueContext) -> str:
    frequency = ctx.rng.choice(_PAY_FREQUENCIES)
    low, high = {
        "weekly": (420, 2400),
        "biweekly": (850, 4800),
        "semimonthly": (900, 5200),
        "monthly": (1800, 10400),
    }[frequency]
    return f"{money(ctx, low, high)} ({frequency})"


_FUNDS = (
    "a total stock market index fund",
    "a large-cap growth fund",
    "an international developed markets index fund",
    "a short-term Treasury bond fund",
    "a dividend appreciation ETF",
    "a real estate investment trust fund",
    "an intermediate-term bond index fund",
    "a small-cap value fund",
    "a stable value fund",
    "an emerging markets equity fund",
    "the employer's company stock",
    "a socially responsible equity fund",
)

_DEDUCTIONS = (
    "medical premium",
    "traditional 401(k) contribution",
    "wage garnishment",
    "child support withholding",
    "union dues",
    "dental premium",
    "HSA contribution",
    "federal income tax withholding",
    "state income tax withholding",
    "Roth 401(k) contribution",
    "dependent care FSA",
    "supplemental life premium",
)

_LOSSES = (
    "a kitchen fire that damaged the cabinets",
    "hail damage to the roof and gutters",
    "a rear-end collision at a stoplight",
    "a burst pipe that flooded the basement",
    "theft of a laptop from a parked car",
    "a tree that fell on the garage during a storm",
    "water damage from the unit upstairs",
    "a windshield cracked by road debris",
    "a stolen catalytic converter",
    "smoke damage from a neighbor's fire",
    "a hit-and-run in a grocery store parking lot",
    "a visitor's fall on an icy front step",
    "a deer strike on a rural highway",
    "a break-in through the back door",
)

_BENEFICIARY_RELATIONS = (
    "spouse",
    "daughter",
    "son",
    "sister",
    "brother",
    "niece",
    "nephew",
    "partner",
    "friend",
    "mother",
    "father",
    "godchild",
)


def _target_date_year(ctx: ValueContext) -> int:
    retire = ctx.record_date.year + max(0, 65 - ctx.profile.age)
    return 5 * round(retire / 5)


def _holding(ctx: ValueContext) -> str:
    if ctx.rng.random() < 0.3:
        fund = f"a target-date {_target_date_year(ctx)} fund"
    else:
        fund = ctx.rng.choice(_FUNDS)
    return f"{ctx.rng.randint(12, 2400):,} shares of {fund}"


def _allocation(ctx: ValueContext) -> str:
    stocks = max(20, min(95, 110 - ctx.profile.age + ctx.rng.randint(-15, 15)))
    stocks = 5 * round(stocks / 5)
    return f"{stocks}/{100 - stocks} stocks to bonds"


def _contribution(ctx: ValueContext) -> str:
    own = ctx.rng.choice((2, 3, 4, 5, 6, 8, 10, 12, 15))
    match = ctx.rng.choice((0, 3, 4, 5, 6))
    if match == 0:
        return f"{own}% of pay with no employer match"
    return f"{own}% of pay with a {match}% employer match"


def _deduction(ctx: ValueContext) -> str:
    return f"{money(ctx, 18, 720)} for {ctx.rng.choice(_DEDUCTIONS)}"


def _deductible(ctx: ValueContext) -> str:
    amount = ctx.rng.choice((250, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 5000))
    kind = ctx.rng.choice(
        ("per claim", "all-peril", "for wind and hail", "for collision", "for comprehensive")
    )
    return f"${amount:,} {kind}"


def _designated_beneficiary(ctx: ValueContext) -> str:
    relations = [
        r for r in _BENEFICIARY_RELATIONS if r != "spouse" or ctx.profile.marital_status == "married"
    ]
    return f"{person_name(ctx)} ({ctx.rng.choice(relations)})"


def _wire_reference(ctx: ValueContext) -> str:
    letters = "".join(ctx.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3))
    digits = "".join(str(ctx.rng.randrange(10)) for _ in range(9))
    return f"FT{ctx.record_date:%y%m%d}{letters}{digits}"


# --- the category -------------------------------------------------------------------------

_ACCOUNTS = "accounts and identifiers"
_INCOME = "income and debts"
_ACTIVITY = "transactions and claims"

CATEGORY = Category(
    name="financial",
    subcategories={
        "banking": (
            "checking account statement",
            "overdraft fee dispute letter",
            "international wire transfer confirmation",
            "joint account closure request",
        ),
        "lending": (
            "mortgage pre-approval letter",
            "retail installment contract for a used car",
            "personal loan application",
            "mortgage loan modification request",
        ),
        "credit and debt": (
            "credit card billing statement",
            "debt collection validation notice",
            "credit bureau dispute letter",
            "debt settlement offer letter",
        ),
        "investments and retirement": (
            "brokerage account quarterly statement",
            "401(k) rollover request form",
            "IRA beneficiary designation form",
            "annual financial planning review",
        ),
        "personal insurance": (
            "auto insurance claim summary",
            "homeowners policy declarations page",
            "term life insurance application",
            "renters insurance renewal notice",
        ),
        "payroll and income": (
            "biweekly pay stub",
            "employment and income verification letter",
            "wage garnishment notice",
            "self-employment income ledger",
        ),
        "fraud and disputes": (
            "unauthorized transaction claim form",
            "chargeback dispute letter",
            "account takeover incident report",
            "elder financial exploitation referral",
        ),
    },
    fields=(
        # accounts and identifiers
        FieldSpec(
            "bank_account_number",
            "Account number",
            _ACCOUNTS,
            0.95,
            lambda ctx: safe_ids.account_number(ctx.rng),
            (
                "Funds were deposited to account number {bank_account_number}.",
                "This statement covers account {bank_account_number}.",
                "{first_name} asked that the refund go to account {bank_account_number}.",
            ),
        ),
        FieldSpec(
            "bank_routing_number",
            "Routing number",
            _ACCOUNTS,
            0.75,
            lambda ctx: safe_ids.routing_number(ctx.rng),
            (
                "The routing number on file is {bank_routing_number}.",
                "Direct deposits use routing number {bank_routing_number}.",
            ),
        ),
        FieldSpec(
            "payment_card_number",
            "Card number",
            _ACCOUNTS,
            0.95,
            lambda ctx: safe_ids.payment_card(ctx.rng, ctx.rng.choice(_CARD_BRANDS)),
            (
                "The charges posted to card number {payment_card_number}.",
                "{first_name} reported card {payment_card_number} as compromised.",
            ),
        ),
        FieldSpec(
            "beneficiary_iban",
            "Beneficiary IBAN",
            _ACCOUNTS,
            0.9,
            lambda ctx: safe_ids.iban(ctx.rng),
            (
                "The international transfer was sent to IBAN {beneficiary_iban}.",
                "{first_name} confirmed the receiving account as IBAN {beneficiary_iban}.",
            ),
        ),
        FieldSpec(
            "loan_account_number",
            "Loan account number",
            _ACCOUNTS,
            0.9,
            _loan_account,
            (
                "The loan is serviced under account {loan_account_number}.",
                "Payments should reference loan number {loan_account_number}.",
            ),
        ),
        FieldSpec(
            "insurance_policy_number",
            "Policy number",
            _ACCOUNTS,
            0.85,
            _policy_number,
            (
                "Coverage is provided under policy number {insurance_policy_number}.",
                "Please quote policy {insurance_policy_number} when calling the claims line.",
            ),
        ),
        FieldSpec(
            "bank_name",
            "Financial institution",
            _ACCOUNTS,
            0.5,
            _bank_name,
            (
                "{first_name} has banked with {bank_name} for several years.",
                "The account is held at {bank_name}.",
            ),
        ),
        FieldSpec(
            "credit_score",
            "Credit score",
            _ACCOUNTS,
            0.85,
            _credit_score,
            (
                "The lender pulled a credit score of {credit_score}.",
                "{first_name}'s credit score was reported as {credit_score}.",
            ),
        ),
        # income and debts
        FieldSpec(
            "annual_income",
            "Gross annual income",
            _INCOME,
            0.85,
            _annual_income,
            (
                "{first_name} reports gross annual income of {annual_income}.",
                "Verified annual income is {annual_income}.",
            ),
        ),
        FieldSpec(
            "net_pay",
            "Net pay",
            _INCOME,
            0.8,
            _net_pay,
            (
                "Net pay for the period was {net_pay}.",
                "{first_name} takes home {net_pay} after deductions.",
            ),
        ),
        FieldSpec(
            "side_income_source",
            "Other income",
            _INCOME,
            0.6,
            lambda ctx: ctx.rng.choice(_INCOME_SOURCES),
            (
                "Additional income comes from {side_income_source}.",
                "{first_name} also earns money from {side_income_source}.",
            ),
        ),
        FieldSpec(
            "loan_principal",
            "Loan amount",
            _INCOME,
            0.85,
            lambda ctx: money(ctx, 4000, 640000, cents=False),
            (
                "The approved loan amount is {loan_principal}.",
                "{first_name} applied to borrow {loan_principal}.",
            ),
        ),
        FieldSpec(
            "loan_interest_rate",
            "Interest rate",
            _INCOME,
            0.6,
            _interest_rate,
            (
                "Pricing was set at {loan_interest_rate}.",
                "The account carries a rate of {loan_interest_rate}.",
            ),
        ),
        FieldSpec(
            "monthly_loan_payment",
            "Monthly payment",
            _INCOME,
            0.8,
            lambda ctx: money(ctx, 140, 4200),
            (
                "The required monthly payment is {monthly_loan_payment}.",
                "{first_name} pays {monthly_loan_payment} toward the loan each month.",
            ),
        ),
        FieldSpec(
            "outstanding_balance",
            "Outstanding balance",
            _INCOME,
            0.85,
            lambda ctx: money(ctx, 240, 52000),
            (
                "The outstanding balance stands at {outstanding_balance}.",
                "{first_name} currently owes {outstanding_balance}.",
            ),
        ),
        FieldSpec(
            "debt_origin",
            "Reason for debt",
            _INCOME,
            0.8,
            lambda ctx: ctx.rng.choice(_DEBT_REASONS),
            (
                "Most of the balance traces back to {debt_origin}.",
                "{first_name} explained that the debt grew out of {debt_origin}.",
            ),
        ),
        FieldSpec(
            "creditor_name",
            "Creditor",
            _INCOME,
            0.6,
            _creditor,
            (
                "The account was referred to {creditor_name}.",
                "{creditor_name} is now collecting on the account.",
            ),
        ),
        FieldSpec(
            "retirement_balance",
            "Retirement account balance",
            _INCOME,
            0.85,
            _retirement_balance,
            (
                "The retirement account balance is {retirement_balance}.",
                "As of the statement date, {first_name}'s retirement savings total {retirement_balance}.",
            ),
        ),
        # transactions and claims
        FieldSpec(
            "transaction_amount",
            "Transaction amount",
            _ACTIVITY,
            0.7,
            lambda ctx: money(ctx, 12, 4800),
            (
                "A charge of {transaction_amount} appears on the statement.",
                "{first_name} disputes a debit of {transaction_amount}.",
            ),
        ),
        FieldSpec(
            "merchant_name",
            "Merchant",
            _ACTIVITY,
            0.55,
            _merchant,
            (
                "The transaction was made at {merchant_name}.",
                "The statement descriptor reads {merchant_name}.",
            ),
        ),
        FieldSpec(
            "transaction_date",
            "Transaction date",
            _ACTIVITY,
            0.5,
            lambda ctx: date_within(ctx, 75, -1),
            (
                "The transaction posted on {transaction_date}.",
                "Activity on {transaction_date} is under review.",
            ),
        ),
        FieldSpec(
            "wire_reference",
            "Wire reference",
            _ACTIVITY,
            0.7,
            _wire_reference,
            (
                "The wire was sent with reference {wire_reference}.",
                "Bank staff traced the transfer using reference {wire_reference}.",
            ),
        ),
        FieldSpec(
            "insurance_payout",
            "Claim payout",
            _ACTIVITY,
            0.75,
            lambda ctx: money(ctx, 350, 68000),
            (
                "The adjuster approved a payout of {insurance_payout}.",
                "{first_name} received a settlement check for {insurance_payout}.",
            ),
        ),
        FieldSpec(
            "financial_advisor",
            "Financial advisor",
            _ACTIVITY,
            0.5,
            _advisor,
            (
                "{first_name} reviews the portfolio with {financial_advisor}.",
                "Questions may be directed to {financial_advisor}.",
            ),
        ),
        FieldSpec(
            "investment_holding",
            "Largest holding",
            _ACCOUNTS,
            0.6,
            _holding,
            (
                "The largest position in the account is {investment_holding}.",
                "{first_name} holds {investment_holding}.",
            ),
        ),
        FieldSpec(
            "portfolio_allocation",
            "Asset allocation",
            _ACCOUNTS,
            0.45,
            _allocation,
            (
                "The portfolio is currently allocated {portfolio_allocation}.",
                "{first_name} chose a target mix of {portfolio_allocation}.",
            ),
        ),
        FieldSpec(
            "account_beneficiary",
            "Designated beneficiary",
            _ACCOUNTS,
            0.7,
            _designated_beneficiary,
            (
                "The primary beneficiary on the account is {account_beneficiary}.",
                "{first_name} named {account_beneficiary} as beneficiary.",
            ),
        ),
        FieldSpec(
            "retirement_contribution_rate",
            "Contribution rate",
            _INCOME,
            0.5,
            _contribution,
            (
                "{first_name} contributes {retirement_contribution_rate}.",
                "Payroll records show a retirement contribution of {retirement_contribution_rate}.",
            ),
        ),
        FieldSpec(
            "payroll_deduction",
            "Payroll deduction",
            _INCOME,
            0.7,
            _deduction,
            (
                "This period's pay stub shows {payroll_deduction}.",
                "Deductions include {payroll_deduction}.",
            ),
        ),
        FieldSpec(
            "year_to_date_gross",
            "Year-to-date gross pay",
            _INCOME,
            0.8,
            lambda ctx: money(ctx, 2400, 180000),
            (
                "Gross earnings for the year to date total {year_to_date_gross}.",
                "{first_name} has earned {year_to_date_gross} so far this year.",
            ),
        ),
        FieldSpec(
            "insurance_deductible",
            "Deductible",
            _ACTIVITY,
            0.45,
            _deductible,
            (
                "The policy carries a deductible of {insurance_deductible}.",
                "A deductible of {insurance_deductible} applies to this loss.",
            ),
        ),
        FieldSpec(
            "annual_premium",
            "Annual premium",
            _ACTIVITY,
            0.6,
            lambda ctx: money(ctx, 180, 6400),
            (
                "The annual premium is {annual_premium}.",
                "{first_name} pays {annual_premium} a year for this coverage.",
            ),
        ),
        FieldSpec(
            "insured_loss",
            "Loss description",
            _ACTIVITY,
            0.65,
            lambda ctx: ctx.rng.choice(_LOSSES),
            (
                "The claim arises from {insured_loss}.",
                "{first_name} reported {insured_loss}.",
            ),
        ),
        FieldSpec(
            "claims_adjuster",
            "Claims adjuster",
            _ACTIVITY,
            0.45,
            lambda ctx: person_name(ctx),
            (
                "The claim has been assigned to adjuster {claims_adjuster}.",
                "Adjuster {claims_adjuster} inspected the damage.",
            ),
        ),
    ),
    filler=(
        "Please review this statement carefully and report any discrepancies promptly.",
        "Interest is calculated on the average daily balance.",
        "Paying only the minimum will increase the time it takes to repay the balance.",
        "This notice is an attempt to collect a debt, and any information obtained will be used for that purpose.",
        "Deposits made after the cutoff time are credited on the next business day.",
        "Investment products are not insured and may lose value.",
        "Past performance does not guarantee future results.",
        "Keep this document with your tax records.",
        "The institution will never ask for a password or a one-time code by phone.",
        "A provisional credit may be issued while the dispute is investigated.",
        "Fees are listed in the account agreement, which is available on request.",
        "The applicant authorized a review of credit history as part of this request.",
        "Final approval is subject to verification of income and appraisal of the property.",
        "Late payments may be reported to the consumer credit bureaus.",
        "A hardship program may be available for customers facing temporary difficulty.",
        "Autopay can be enrolled or cancelled at any time through online banking.",
        "The claim remains open while supporting documents are collected.",
        "Deductibles apply before coverage begins.",
        "Beneficiary designations override instructions in a will for this account.",
        "Rollover funds must be deposited within the time allowed to avoid taxes and penalties.",
        "Account holders may request a printed copy of any statement.",
        "The customer was advised to monitor the account for further unusual activity.",
        "A replacement card has been issued and will arrive by mail.",
        "Escrow amounts may change after the annual analysis.",
        "Overdraft protection transfers are subject to a separate fee.",
        "Disputed amounts are not subject to collection while under review.",
        "The rate quoted is an estimate and may change before closing.",
        "Statements are available electronically for up to seven years.",
        "The customer declined the optional payment protection product.",
        "This summary is provided for information only and is not tax advice.",
        "A fraud alert was placed on the customer's credit file.",
        "Payroll deductions are shown for the current period and year to date.",
    ),
    backgrounds=(
        "{first_name} requested the {record_type} after noticing unfamiliar charges.",
        "Following {life_event}, {first_name} reviewed household finances and asked for the {record_type}.",
        "The {record_type} was needed to apply for a home in {city}.",
        "{first_name}'s income from work ({occupation}) had to be documented, so the {record_type} was prepared.",
        "A lender asked for the {record_type} before making a final decision for {first_name}.",
        "The {record_type} was issued after {first_name} fell behind on payments during a difficult stretch.",
        "{first_name} moved to {city} and needed the {record_type} to open new accounts.",
        "After {life_event}, {first_name} needed to update beneficiaries and balances, which produced the "
        "{record_type}.",
        "A tax preparer asked {first_name} to gather the {record_type} before the filing deadline.",
        "The {record_type} documents a dispute {first_name} raised with a branch in {city}.",
        "{first_name}, whose job title is {occupation}, asked for the {record_type} while planning for "
        "retirement.",
        "The {record_type} was generated automatically at the end of the billing cycle and saved by "
        "{first_name}.",
        "Concerned about identity theft, {first_name} gathered the {record_type} for a fraud investigator.",
        "A specialist in {subcategory} prepared the {record_type} after a phone call with {first_name}.",
    ),
    formats=(
        "statement with table",
        "letter",
        "form",
        "email thread",
        "chat log",
        "invoice",
        "application",
        "memo",
    ),
)


#: Proposal, not yet read by the offline backend: fields that only make sense for some
#: subcategories (a bail amount in a will reads wrong). Keys not listed fit every subcategory.
FIELD_SUBCATEGORIES: dict[str, tuple[str, ...]] = {
    "payment_card_number": ("banking", "credit and debt", "fraud and disputes"),
    "beneficiary_iban": ("banking", "fraud and disputes"),
    "wire_reference": ("banking", "fraud and disputes"),
    "loan_account_number": ("lending", "credit and debt"),
    "loan_principal": ("lending",),
    "loan_interest_rate": ("lending", "credit and debt"),
    "monthly_loan_payment": ("lending", "credit and debt"),
    "insurance_policy_number": ("personal insurance",),
    "insurance_payout": ("personal insurance",),
    "retirement_balance": ("investments and retirement",),
    "financial_advisor": ("investments and retirement",),
    "net_pay": ("payroll and income", "lending"),
    "creditor_name": ("credit and debt", "payroll and income"),
    "debt_origin": ("credit and debt", "lending"),
    "merchant_name": ("banking", "credit and debt", "fraud and disputes"),
    "transaction_amount": ("banking", "credit and debt", "fraud and disputes"),
    "transaction_date": ("banking", "credit and debt", "fraud and disputes"),
    "credit_score": ("lending", "credit and debt"),
    "side_income_source": ("lending", "payroll and income", "credit and debt"),
    "investment_holding": ("investments and retirement",),
    "portfolio_allocation": ("investments and retirement",),
    "account_beneficiary": ("investments and retirement", "personal insurance", "banking"),
    "retirement_contribution_rate": ("investments and retirement", "payroll and income"),
    "payroll_deduction": ("payroll and income",),
    "year_to_date_gross": ("payroll and income", "lending"),
    "insurance_deductible": ("personal insurance",),
    "annual_premium": ("personal insurance",),
    "insured_loss": ("personal insurance",),
    "claims_adjuster": ("personal insurance",),
}
