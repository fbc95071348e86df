"""Financial records: bank and card statements, loans, credit, investments, insurance and payroll."""

from __future__ import annotations

import datetime as dt
import random
import re

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    date_within,
    drawn_choices,
    fmt_date,
    issuer_name,
    money,
    person_name,
    record_rng,
    record_type_of,
    related_person,
    request_day,
    styled_day,
    styled_span,
    yearly_pay,
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

DEBT_REASONS = (
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
#: Words of a debt's origin only a working person has (a retiree's debt does not come from "a reduction in hours").
_WORK_REASONS = ("unemployment", "hours at work", "a job that fell through")


# --- compositional generators -----------------------------------------------------------


def _bank_name(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(_BANK_WORDS)} {ctx.rng.choice(_BANK_KINDS)}"


def _card_account(ctx: ValueContext) -> bool:
    """Whether the record's account is a card (it tells the card's number or credit limit; issue 19: no "MTG-"
    loan beside a card's $2,923 credit limit)."""
    rt = record_type_of(ctx, "financial")
    return rt is not None and bool({"payment_card_number", "credit_limit"} & set(rt.fields))


def _days_past_due(ctx: ValueContext) -> str:
    """How long the account has gone unpaid: an account a collector holds (the record names a creditor it was
    referred to, or a collection agency) is 120 days or more past due, not 14."""
    rt = record_type_of(ctx, "financial")
    if rt is not None and {"creditor_name", "collection_agency"} & set(rt.fields):
        return f"{ctx.rng.choice((120, 150, 180, 210, 240, 270, 365))} days"
    return f"{ctx.rng.choice((15, 21, 30, 45, 60, 90))} days"


def _loan_account(ctx: ValueContext) -> str:
    """A loan account whose prefix is its product's (a mortgage's MTG-, a car loan's AUTO-)."""
    name = ctx.record_type.lower()
    if re.search(r"loan|mortgage|installment", name):
        prefix = _LOANS[_loan_product(name)][0]
    elif "card" in name or _card_account(ctx):  # a record about a card account names no mortgage beside it
        prefix = "CC"
    elif "homeowners" in name:  # the mortgagee's loan on the insured home
        prefix = "MTG"
    else:
        prefix = ctx.rng.choice(_LOAN_PREFIXES)
    return f"{prefix}-{safe_ids.account_number(ctx.rng, digits=9)}"


#: The score models a lender pulls for a product: a mortgage lender the FICO 2/4/5 versions, a car dealer FICO Auto,
#: a card issuer FICO Bankcard (no "FICO Auto Score 8" on a mortgage).
_PRODUCT_SCORES = {
    "mortgage": ("FICO Score 2", "FICO Score 4", "FICO Score 5"),
    "auto": ("FICO Auto Score 8", "FICO Auto Score 9"),
    "card": ("FICO Bankcard Score 8", "FICO Score 8", "VantageScore 3.0"),
}


def score_models(record_type: str) -> tuple[str, ...]:
    """The credit score models a record of ``record_type`` may report (its product's, else the general ones)."""
    name = record_type.lower()
    if re.search(r"loan|mortgage|installment", name):
        product = _loan_product(name)
        if product in _PRODUCT_SCORES:
            return _PRODUCT_SCORES[product]
    if "card" in name:
        return _PRODUCT_SCORES["card"]
    return tuple(m for m in _SCORE_MODELS if "Auto" not in m)


def _credit_score(ctx: ValueContext) -> str:
    return f"{ctx.rng.randint(508, 832)} ({ctx.rng.choice(score_models(ctx.record_type))})"


#: Words in a record type's name -> the rate kinds (indexes into _RATE_KINDS) its product carries:
#: a card has a card's APR, a mortgage a mortgage's rate; a record naming no product takes a plain APR.
_PRODUCT_RATES = (
    (("card",), (1, 5)),
    (("mortgage", "home loan", "refinanc", "escrow", "closing"), (2, 3)),
    (("auto", "vehicle", "car"), (4,)),
)


def _rate_kinds(record_type: str) -> tuple[int, ...]:
    name = record_type.lower()
    for words, kinds in _PRODUCT_RATES:
        if any(w in name for w in words):
            return kinds
    return (0, 1)


#: loan product -> (account prefix, principal range, terms in months, rate range, rate wording with {months})
_LOANS = {
    "mortgage": ("MTG", (140000, 620000), (180, 360), (5.625, 7.875), "fixed rate on a {years}-year mortgage"),
    "auto": ("AUTO", (8000, 38000), (36, 48, 60, 72), (5.49, 14.9), "APR on a {months}-month auto loan"),
    "personal": ("PL", (3000, 35000), (24, 36, 48, 60), (7.5, 19.9), "fixed APR over {months} months"),
}


#: loan product -> (lowest and highest multiple of the borrower's yearly pay lent, the smallest loan made)
_PAY_MULTIPLES = {"mortgage": (2.0, 4.5, 60000), "auto": (0.15, 0.55, 6000), "personal": (0.05, 0.3, 2000)}


def _loan_product(record_type: str) -> str:
    name = record_type.lower()
    if any(w in name for w in ("mortgage", "home loan", "refinanc")):
        return "mortgage"
    return "auto" if re.search(r"\b(?:auto|vehicle|car)\b", name) else "personal"


def _loan(ctx: ValueContext) -> tuple[str, int, int, float, str]:
    """The record's loan: (product, principal, months, rate in percent, rate wording), the same for every field of
    one record, so the amount, term, rate and monthly payment agree (a mortgage runs 15 or 30 years, a car loan
    36 to 72 months)."""
    p = ctx.profile
    rng = random.Random(f"loan|{p.first_name}|{p.last_name}|{ctx.record_type}|{ctx.record_date.isoformat()}")
    product = _loan_product(ctx.record_type)
    _, (low, high), terms, (r_low, r_high), wording = _LOANS[product]
    # what a lender would lend on the person's pay: a mortgage 2-4.5 times it, a car loan a fifth to a half
    f_low, f_high, floor = _PAY_MULTIPLES[product]
    pay = yearly_pay(ctx)
    principal = min(high, max(floor, rng.uniform(f_low, f_high) * pay))
    principal = round(principal, -2 if product == "mortgage" else -1)
    months = rng.choice(terms)
    rate = round(rng.uniform(r_low, r_high) * 8) / 8 if product == "mortgage" else round(rng.uniform(r_low, r_high), 2)
    return product, int(principal), months, rate, wording.format(months=months, years=months // 12)


def _loan_payment(ctx: ValueContext) -> str:
    _, principal, months, rate, _ = _loan(ctx)
    r = rate / 1200
    return f"${principal * r / (1 - (1 + r) ** -months):,.2f}"


def loan_balance(ctx: ValueContext) -> float:
    """The loan's unpaid principal after the payments made so far (from a year in to two years before the end),
    so the balance, the amount lent and the monthly payment of one loan agree."""
    _, principal, months, rate, _ = _loan(ctx)
    paid = record_rng(ctx, "paid").randint(12, max(13, months - 24))
    r = rate / 1200
    return principal * ((1 + r) ** months - (1 + r) ** paid) / ((1 + r) ** months - 1)


def _outstanding(ctx: ValueContext) -> str:
    """What the person owes: on a loan being modified, what is left of that loan; else a debt in proportion to
    their pay (a card's balance is kept under its limit by the category's rules)."""
    rt = record_type_of(ctx, "financial")
    if rt is not None and "loan_principal" in rt.fields and "modification" in ctx.record_type:
        return f"${loan_balance(ctx):,.2f}"
    return money(ctx, 240, max(2000.0, yearly_pay(ctx) * 0.45))


def _housing_cost(ctx: ValueContext) -> str:
    """The monthly housing payment: the mortgage's payment plus escrow on a mortgage being modified, else rent or a
    mortgage at 18-35% of the person's monthly pay."""
    if "mortgage" in ctx.record_type and "modification" in ctx.record_type:
        _, principal, months, rate, _ = _loan(ctx)
        r = rate / 1200
        payment = principal * r / (1 - (1 + r) ** -months)
        return f"${payment + record_rng(ctx, 'escrow').uniform(220, 720):,.2f}"
    return f"${yearly_pay(ctx) / 12 * ctx.rng.uniform(0.18, 0.35):,.2f}"


def _year_to_date(ctx: ValueContext) -> str:
    """Gross pay so far this year: the person's yearly pay times the part of the year gone by the record's date
    (never above the yearly figure the same record tells)."""
    day = ctx.record_date.timetuple().tm_yday
    share = max(14, day - ctx.rng.randint(0, 13)) / 365  # through the last pay date
    return f"${yearly_pay(ctx) * min(1.0, share):,.2f}"


#: Words of a debt's origin -> the balance such a debt runs to, lowest and highest: a phone contract left unpaid is
#: not $37,000 (reader18), a store card's balance is not a car loan's.
DEBT_BALANCES = (("phone contract", 180, 2400), ("credit card", 600, 24000), ("hospital bill", 400, 38000),
                 ("personal loan", 900, 30000), ("car loan", 2500, 42000))


def balance_fits_debt(values: dict[str, str], rng: random.Random) -> None:
    """The balance of a debt in collection is one its origin runs to (:data:`DEBT_BALANCES`): a balance above the
    highest is redrawn inside the range, with cents, in place."""
    origin, value = values.get("original_debt", ""), values.get("outstanding_balance", "")
    m = re.match(r"\$([\d,]+)\.(\d\d)\b", value)
    for words, low, high in DEBT_BALANCES if m else ():
        if words in origin and not low <= float(m.group(1).replace(",", "")) <= high:
            values["outstanding_balance"] = f"${rng.uniform(low, high):,.2f}" + value[m.end():]
        if words in origin:
            return


def _debt_origin(ctx: ValueContext) -> str:
    """Where the debt came from: one of its record type's matter, and no lost work hours for a retiree."""
    working = not ctx.profile.occupation.startswith("retired ")
    allowed = drawn_choices(ctx, "financial", "debt_origin", DEBT_REASONS)
    fitting = [r for r in allowed if working or not any(w in r for w in _WORK_REASONS)]
    return ctx.rng.choice(fitting or [r for r in DEBT_REASONS if not any(w in r for w in _WORK_REASONS)])


def _loan_term(ctx: ValueContext) -> str:
    months = _loan(ctx)[2]
    return f"{months // 12} years" if months % 12 == 0 and months >= 120 else f"{months} months"


def _loan_rate(ctx: ValueContext) -> str:
    _, _, _, rate, wording = _loan(ctx)
    return f"{rate:.3f}% {wording}" if _loan(ctx)[0] == "mortgage" else f"{rate:.2f}% {wording}"


def _interest_rate(ctx: ValueContext) -> str:
    if re.search(r"loan|mortgage|installment", ctx.record_type.lower()):  # a loan's own rate, term and payment
        return _loan_rate(ctx)
    kind, low, high, decimals = _RATE_KINDS[ctx.rng.choice(_rate_kinds(ctx.record_type))]
    value = ctx.rng.uniform(low, high)
    if decimals == 3:
        value = round(value * 8) / 8  # mortgage-style eighths
    return f"{value:.{decimals}f}% {kind}"


def _annual_income(ctx: ValueContext) -> str:
    """The person's yearly income: their occupation's pay (a retiree's pension and benefits)."""
    return f"${yearly_pay(ctx):,}"


#: age under which -> the retirement savings a saver holds, as (low, high) times a year's pay (issue 19: $298,860
#: for a 39-year-old medical assistant on $45,200)
_SAVINGS_BY_AGE = ((25, 0.05, 0.5), (30, 0.2, 1.2), (35, 0.5, 1.8), (40, 0.8, 2.8), (45, 1.2, 3.5), (50, 1.8, 4.5),
                   (55, 2.5, 6.0), (60, 3.0, 7.0), (200, 3.5, 8.0))


def _retirement_balance(ctx: ValueContext) -> str:
    """Retirement savings that go with the person's age and pay (a retiree's pay is the working pay the income is a
    part of)."""
    try:
        pay = yearly_pay(ctx) / (0.5 if ctx.profile.occupation.startswith("retired ") else 1.0)
    except KeyError:  # an occupation without a pay band
        pay = 50000.0
    low, high = next((lo, hi) for age, lo, hi in _SAVINGS_BY_AGE if ctx.profile.age < age)
    return money(ctx, max(1200, pay * low), max(2400, pay * high))


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
    return safe_ids.internal_id(ctx.rng, prefix)


def _pay_frequency(ctx: ValueContext) -> str:
    """How often the person is paid: the one the record type names ("biweekly pay stub": reader9 121, "Net pay
    (semimonthly)" on a biweekly stub), else one drawn for the record (the same in every field that tells it)."""
    named = next((f for f in _PAY_FREQUENCIES if re.search(rf"\b{f}\b", ctx.record_type, re.I)), None)
    return named or record_rng(ctx, "pay frequency").choice(_PAY_FREQUENCIES)


#: Weeks in one pay period of each frequency.
_PERIOD_WEEKS = {"weekly": 1.0, "biweekly": 2.0, "semimonthly": 52 / 24, "monthly": 52 / 12}
#: Hours a week of a full-time or near full-time job (reader11 class 11: "91 hours" in a weekly pay period).
_WEEKLY_HOURS = (32, 35, 36, 37.5, 38, 40, 40, 40, 40, 42, 44, 45)
#: A garnishment order's withholding, as a share of disposable earnings (at most the legal 25 %) or of gross wages,
#: or a flat sum per pay period.
_GARNISHMENTS = (("25% of disposable earnings", 0.25, "disposable"), ("15% of disposable earnings", 0.15, "disposable"),
                 ("20% of disposable earnings", 0.20, "disposable"), ("10% of gross wages", 0.10, "gross"),
                 ("a flat $180.00 per pay period", 180.0, "flat"))


def pay_case(ctx: ValueContext) -> dict[str, float | str]:
    """One pay period of the person's job, the same for every field of the record that tells part of it (reader11
    class 11: a garnishment notice's 91 hours a week, its withheld tax larger than its net pay): the frequency, the
    hours (30-50 a week), the hourly rate of their yearly pay, the gross of those, the taxes (less than the gross),
    the pre-tax deductions, and the net = gross - all of them."""
    rng = record_rng(ctx, "pay case")
    frequency = _pay_frequency(ctx)
    hours = round(rng.choice(_WEEKLY_HOURS) * _PERIOD_WEEKS[frequency] * 2) / 2
    rate = round(yearly_pay(ctx) / 2080, 2)
    gross = round(hours * rate, 2)
    federal = round(gross * rng.uniform(0.06, 0.11), 2)
    state = round(gross * rng.uniform(0.02, 0.045), 2)
    fica = round(gross * 0.0765, 2)
    pretax = round(gross * rng.uniform(0.03, 0.08), 2)
    disposable = gross - federal - state - fica  # what the law lets a garnishment take a share of
    label, share, basis = rng.choice(_GARNISHMENTS)
    garnished = share * (disposable if basis == "disposable" else gross) if basis != "flat" else share
    if garnished > 0.25 * disposable:  # never above the legal 25 % of disposable earnings
        label, garnished = _GARNISHMENTS[0][0], 0.25 * disposable
    rt = record_type_of(ctx, "financial")
    garnish = rt is not None and "garnishment_rate" in rt.fields  # the order's sum comes out of the net too
    net = gross - federal - state - fica - pretax - (garnished if garnish else 0.0)
    return {"frequency": frequency, "hours": hours, "rate": rate, "gross": gross, "federal": federal, "state": state,
            "pretax": pretax, "garnishment": label, "garnished": round(garnished, 2), "net": round(net, 2)}


def _hours_worked(ctx: ValueContext) -> str:
    return f"{pay_case(ctx)['hours']:g} hours"


def _net_pay(ctx: ValueContext) -> str:
    """One paycheck after tax and deductions (the gross of the period's hours less them: :func:`pay_case`)."""
    case = pay_case(ctx)
    return f"${case['net']:,.2f} ({case['frequency']})"


_FUNDS = (
    "a total stock market index fund",
    "a large-cap growth fund",
    "an international developed markets index fund",
    "a short-term Treasury bond fund",
    "a dividend appreciation ETF",
    "a real estate investment trust fund",
    "an intermediate-term bond index fund",
    "a small-cap value fund",
    "an emerging markets equity fund",
    "a socially responsible equity fund",
)
#: Funds only a workplace retirement plan holds (a stable value fund, the company's own stock): a holding of a
#: record type whose name says such a plan (``_PLAN_RECORD``), never of a brokerage or an IRA account (reader9 110:
#: "Largest holding: 1,181 shares of the employer's company stock" in a brokerage statement).
_PLAN_FUNDS = ("a stable value fund", "the former employer's company stock")
_PLAN_RECORD = re.compile(r"401\(k\)|403\(b\)|rollover|pension|workplace")

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

#: Each loss with the payout it can bring (low, high) and the deductibles that apply to it: a stolen catalytic
#: converter is paid in the low thousands under comprehensive cover, never more than the car is worth.
_LOSS_CASES: dict[str, tuple[int, int, tuple[str, ...]]] = {
    "a kitchen fire that damaged the cabinets": (4000, 38000, ("per claim", "all-peril")),
    "hail damage to the roof and gutters": (6000, 24000, ("for wind and hail", "per claim")),
    "a rear-end collision at a stoplight": (1800, 14000, ("for collision",)),
    "a burst pipe that flooded the basement": (3500, 26000, ("per claim", "all-peril")),
    "theft of a laptop from a parked car": (600, 2400, ("per claim",)),
    "a tree that fell on the garage during a storm": (3000, 18000, ("for wind and hail", "per claim")),
    "water damage from the unit upstairs": (1500, 12000, ("per claim", "all-peril")),
    "a windshield cracked by road debris": (250, 1200, ("for comprehensive",)),
    "a stolen catalytic converter": (1000, 3500, ("for comprehensive",)),
    "smoke damage from a neighbor's fire": (2000, 15000, ("per claim", "all-peril")),
    "a hit-and-run in a grocery store parking lot": (900, 6500, ("for collision",)),
    "a visitor's fall on an icy front step": (2500, 30000, ("per claim",)),
    "a deer strike on a rural highway": (2500, 12000, ("for comprehensive",)),
    "a break-in through the back door": (1200, 9000, ("per claim", "all-peril")),
}
_LOSSES = tuple(_LOSS_CASES)


def _loss(ctx: ValueContext) -> str:
    """The record's one insured loss (the payout and the deductible read the same); no fall on an icy step where ice
    is news, not weather (s26-contra: the weather of a draw fits the person's state)."""
    from privasis_hub.synth.catalog.personal import _NO_SNOW

    losses = drawn_choices(ctx, "financial", "insured_loss", _LOSSES)
    if ctx.profile.region in _NO_SNOW:
        losses = [x for x in losses if "icy" not in x] or losses
    return record_rng(ctx, "loss").choice(losses)


def _payout(ctx: ValueContext) -> str:
    """A payout the record's loss can bring."""
    low, high, _ = _LOSS_CASES[_loss(ctx)]
    return money(ctx, low, high)


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
        fund = ctx.rng.choice(_FUNDS + (_PLAN_FUNDS if _PLAN_RECORD.search(ctx.record_type) else ()))
    return f"{ctx.rng.randint(12, 2400):,} shares of {fund}"


def _stocks_share(ctx: ValueContext) -> int:
    """The share of stocks in the person's mix, in percent: the same for every field of the record that tells it."""
    stocks = max(20, min(95, 110 - ctx.profile.age + record_rng(ctx, "allocation").randint(-15, 15)))
    return 5 * round(stocks / 5)


def _allocation(ctx: ValueContext) -> str:
    stocks = _stocks_share(ctx)
    return f"{stocks}/{100 - stocks} stocks to bonds"


#: the most stocks (percent) each approach to risk holds (issue 19: "a moderately conservative approach" beside an
#: 85/15 mix); the rating alone, as a label prints it ("Risk tolerance: growth-oriented", not "...: a growth-oriented approach")
_RISK_BANDS = ((35, "conservative"), (50, "moderately conservative"), (65, "balanced"), (80, "growth-oriented"),
               (100, "aggressive"))


def _risk_tolerance(ctx: ValueContext) -> str:
    """The approach to risk the person's mix of stocks and bonds shows."""
    stocks = _stocks_share(ctx)
    return next(name for most, name in _RISK_BANDS if stocks <= most)


def _target_retirement_year(ctx: ValueContext) -> str:
    """The year the person means to stop working: at 62-70, and after the record's year."""
    born = ctx.record_date.year - ctx.profile.age
    return str(max(ctx.record_date.year + 1, born + record_rng(ctx, "retire").randint(62, 70)))


def _contribution(ctx: ValueContext) -> str:
    own = ctx.rng.choice((2, 3, 4, 5, 6, 8, 10, 12, 15))
    match = ctx.rng.choice((0, 3, 4, 5, 6))
    if match == 0:
        return f"{own}% of pay with no employer match"
    return f"{own}% of pay with a {match}% employer match"


#: Deductions a pay stub lists on their own line elsewhere (its tax withheld) or only under a court order.
_NOT_PRETAX = ("wage garnishment", "federal income tax withholding", "state income tax withholding",
               "child support withholding")


def _deduction(ctx: ValueContext) -> str:
    """One deduction from the period's pay: under a garnishment order the sum it withholds, else a part of the
    pre-tax deductions of :func:`pay_case` (never a second tax line or a garnishment without an order)."""
    case = pay_case(ctx)
    rt = record_type_of(ctx, "financial")
    if rt is not None and "garnishment_rate" in rt.fields:
        return f"${case['garnished']:,.2f} for wage garnishment"
    part = max(18.0, float(case["pretax"]) * ctx.rng.uniform(0.4, 1.0))
    return f"${part:,.2f} for {ctx.rng.choice([d for d in _DEDUCTIONS if d not in _NOT_PRETAX])}"


def _deductible(ctx: ValueContext) -> str:
    amount = ctx.rng.choice((250, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 5000))
    name = ctx.record_type.lower()
    rt = record_type_of(ctx, "financial")
    if rt is not None and "insured_loss" in rt.fields:  # the deductible that applies to the record's own loss
        low, _, kinds = _LOSS_CASES[_loss(ctx)]
        # ... and is well under what the loss pays (s24-facts: no $913.40 settlement on a $1,250 deductible)
        amount = record_rng(ctx, "deductible").choice([a for a in (100, 250, 500, 750, 1000, 1250, 1500, 2000, 2500) if a <= low // 2]
                                or [100])
    elif any(w in name for w in ("auto", "vehicle", "car ")):
        kinds = ("per claim", "for collision", "for comprehensive")
    elif any(w in name for w in ("home", "renter", "property", "condo", "flood", "dwelling")):
        kinds = ("per claim", "all-peril", "for wind and hail")
    else:  # a policy whose record names no property or vehicle: the plain kind only
        kinds = ("per claim",)
    kind = ctx.rng.choice(kinds)
    return f"${amount:,} {kind}"


def _designated_beneficiary(ctx: ValueContext) -> str:
    relations = [
        r for r in _BENEFICIARY_RELATIONS if r != "spouse" or ctx.profile.marital_status == "married"
    ]
    return related_person(ctx, ctx.rng.choice(relations))


def _wire_reference(ctx: ValueContext) -> str:
    letters = "".join(ctx.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3))
    digits = "".join(str(ctx.rng.randrange(10)) for _ in range(9))
    return f"FT{ctx.record_date:%y%m%d}{letters}{digits}"


# --- the category -------------------------------------------------------------------------

_ACCOUNTS = "accounts and identifiers"
_INCOME = "income and debts"
_ACTIVITY = "transactions and claims"


def _transaction_day(ctx: ValueContext) -> str:
    """The day the transaction posted: on a record telling a statement period, inside it; on a wire the person asked for,
    1-3 days after the request (issue 19: not "your request came in on 06/24, and the transaction posted on June
    23"); else 1-75 days before the record."""
    rt = record_type_of(ctx, "financial")
    if rt is not None and "statement_period" in rt.fields:
        start, end = _period_span(ctx)  # a statement's transactions fall inside the period it covers
        return fmt_date(start + dt.timedelta(days=ctx.rng.randint(0, (end - start).days)), ctx.rng)
    if "wire" in ctx.record_type.lower():
        day = min(request_day(ctx) + dt.timedelta(days=record_rng(ctx, "posted").randint(1, 3)),
                  ctx.record_date - dt.timedelta(days=1))
        return fmt_date(day, ctx.rng)
    return date_within(ctx, 75, -1)


def _long(day: dt.date) -> str:
    return styled_day(day)  # the record's own date style (one per record), spelled out outside a record


def _pay_end(ctx: ValueContext) -> dt.date:
    """The last day of the pay period a pay stub covers: 4-8 days before the stub (the same for every field)."""
    return ctx.record_date - dt.timedelta(days=record_rng(ctx, "pay-end").randint(4, 8))


def _is_pay_stub(ctx: ValueContext) -> bool:
    return "pay stub" in ctx.record_type.lower()


def _pay_period_end(ctx: ValueContext) -> str:
    """The day the pay period ended: on a pay stub, the end of the two weeks it pays (issue 19: one pay period per
    stub, not a month-long statement period beside a pay period ending weeks earlier); else a recent day."""
    if _is_pay_stub(ctx):
        return fmt_date(_pay_end(ctx), ctx.rng)
    return date_within(ctx, 120, -1)


def _pay_day(ctx: ValueContext) -> str:
    """The pay date: on a pay stub, three days after its pay period ended; else a recent day."""
    if _is_pay_stub(ctx):
        return fmt_date(_pay_end(ctx) + dt.timedelta(days=3), ctx.rng)
    return date_within(ctx, 120, -1)


def _period_span(ctx: ValueContext) -> tuple[dt.date, dt.date]:
    """The first and last day of the span the record covers, as its kind of document has one (issue 19): a pay
    stub's two weeks, a quarterly statement's last quarter, an insurance policy's year-long term (the one running,
    or on a renewal notice the next), else the calendar month before the record date (before the person's request
    on a record that tells one: an overdraft dispute is about last month's statement)."""
    name = ctx.record_type.lower()
    day = ctx.record_date
    if _is_pay_stub(ctx):
        end = _pay_end(ctx)
        return end - dt.timedelta(days=13), end
    if "quarterly" in name:  # issued 1-10 days after the quarter it covers (reader9: no statement of September 20
        # for "April 1 to June 30"): the calendar quarter when it ended that recently, else a three-month cycle
        end = dt.date(day.year, 3 * ((day.month - 1) // 3) + 1, 1) - dt.timedelta(days=1)
        if (day - end).days <= 10:
            return dt.date(end.year, end.month - 2, 1), end
        return _cycle(day - dt.timedelta(days=record_rng(ctx, "cycle").randint(1, 10)), 3)
    if "policy" in name or "insurance" in name:
        start = day.replace(day=1)
        if "renewal" in name:  # the next term, starting on the first of next month
            start = (start + dt.timedelta(days=32)).replace(day=1)
        return start, start.replace(year=start.year + 1) - dt.timedelta(days=1)
    rt = record_type_of(ctx, "financial")
    if rt is not None and "fin_request_date" in rt.fields:  # a dispute is about the month before it was raised
        end = request_day(ctx).replace(day=1) - dt.timedelta(days=1)
        return end.replace(day=1), end
    # a statement closes its monthly cycle 1-10 days before it is issued (the calendar month when it ended then)
    end = day.replace(day=1) - dt.timedelta(days=1)
    if (day - end).days <= 10:
        return end.replace(day=1), end
    return _cycle(day - dt.timedelta(days=record_rng(ctx, "cycle").randint(1, 10)), 1)


def _cycle(end: dt.date, months: int) -> tuple[dt.date, dt.date]:
    """A statement cycle of ``months`` months ending on ``end`` (January 12 to February 11)."""
    month = end.month - months
    year, month = end.year + (month - 1) // 12, (month - 1) % 12 + 1
    start = dt.date(year, month, min(end.day, 28)) + dt.timedelta(days=1)
    return start, end


def _period(ctx: ValueContext) -> str:
    """The span the record covers ("March 1 to March 31, 2025"): see :func:`_period_span`."""
    return styled_span(*_period_span(ctx))


def _policy_start(ctx: ValueContext) -> str:
    """The day the policy first took effect: on a record telling the policy's term (a declarations page, a renewal
    notice) an anniversary of that term's first day, 1-4 years back, since an annual policy renews on the day it began
    (reader17 K: "Your coverage began on August 25, 2024" over a renewal "April 1, 2025 to March 31, 2026"); else
    30-365 days before the record (a claim's policy, a policy applied for: the timeline moves that one on)."""
    rt = record_type_of(ctx, "financial")
    if rt is not None and "statement_period" in rt.fields and re.search(r"policy|insurance", ctx.record_type, re.I):
        start, _ = _period_span(ctx)
        years = record_rng(ctx, "policy start").randint(1, 4)
        while start.replace(year=start.year - years) >= ctx.record_date:
            years += 1
        return fmt_date(start.replace(year=start.year - years), ctx.rng)
    return fmt_date(ctx.record_date + dt.timedelta(days=ctx.rng.randint(-365, -30)), ctx.rng)


#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/financial.yaml.
_HANDLE_WORDS = ("bluefinch", "oakridge", "maplewood", "silverfox", "northstar", "riverstone", "quietpine",
                 "copperleaf", "harborlight", "sunvalley")


def _username(ctx: ValueContext) -> str:
    """An online-banking login made of a word and digits (never the person's name)."""
    return f"{ctx.rng.choice(_HANDLE_WORDS)}{ctx.rng.randint(10, 9999)}"


GENERATORS: dict[str, Generator] = {
    "insurer_name": lambda ctx: issuer_name(ctx, "financial", ("Mutual Insurance", "Insurance Company")),
    "paying_employer": lambda ctx: issuer_name(ctx, "financial", ("Logistics", "Manufacturing", "Health System")),
    "fin_username": _username,
    "bank_account_number": lambda ctx: safe_ids.account_number(ctx.rng),
    "bank_routing_number": lambda ctx: safe_ids.routing_number(ctx.rng),
    "payment_card_number": lambda ctx: safe_ids.payment_card(ctx.rng, ctx.rng.choice(_CARD_BRANDS)),
    "beneficiary_iban": lambda ctx: safe_ids.iban(ctx.rng),
    "loan_account_number": _loan_account,
    "days_past_due": _days_past_due,
    "insurance_policy_number": _policy_number,
    "policy_start": _policy_start,
    "bank_name": _bank_name,
    "credit_score": _credit_score,
    "annual_income": _annual_income,
    "net_pay": _net_pay,
    "side_income_source": lambda ctx: ctx.rng.choice(_INCOME_SOURCES),
    "loan_principal": lambda ctx: f"${_loan(ctx)[1]:,}",
    "loan_term": _loan_term,
    "loan_interest_rate": _interest_rate,
    "monthly_loan_payment": _loan_payment,
    "outstanding_balance": _outstanding,
    "debt_origin": _debt_origin,
    "housing_cost": _housing_cost,
    "creditor_name": _creditor,
    "retirement_balance": _retirement_balance,
    "transaction_amount": lambda ctx: money(ctx, 12, 4800),
    "merchant_name": _merchant,
    "transaction_date": _transaction_day,
    "wire_reference": _wire_reference,
    "insurance_payout": _payout,
    "financial_advisor": _advisor,
    "investment_holding": _holding,
    "portfolio_allocation": _allocation,
    "risk_tolerance": _risk_tolerance,
    "target_retirement_year": _target_retirement_year,
    "account_beneficiary": _designated_beneficiary,
    "retirement_contribution_rate": _contribution,
    "payroll_deduction": _deduction,
    "hours_worked": _hours_worked,
    "federal_withholding": lambda ctx: f"${pay_case(ctx)['federal']:,.2f}",
    "state_withholding": lambda ctx: f"${pay_case(ctx)['state']:,.2f}",
    "garnishment_rate": lambda ctx: str(pay_case(ctx)["garnishment"]),
    "year_to_date_gross": _year_to_date,
    "insurance_deductible": _deductible,
    "annual_premium": lambda ctx: money(ctx, 180, 6400),
    "insured_loss": _loss,
    "claims_adjuster": lambda ctx: person_name(ctx),
    "statement_period": _period,
    "pay_period_end": _pay_period_end,
    "pay_day": _pay_day,
    "credit_limit": lambda ctx: money(ctx, 500, 32000, cents=False),
    "payment_due_date": lambda ctx: date_within(ctx, -7, 40),
    "minimum_payment": lambda ctx: money(ctx, 25, 900),
    # opened as an adult: never before the person turned 18
    "account_opened_date": lambda ctx: date_within(ctx, max(90, min(5000, (ctx.profile.age - 18) * 365)), -60),
    "service_representative": lambda ctx: person_name(ctx),
    "fin_request_date": lambda ctx: fmt_date(request_day(ctx), ctx.rng),
}

#: Generated fields whose values a record type's ``matter`` may narrow.
POOLS: dict[str, tuple[str, ...]] = {"insured_loss": _LOSSES, "debt_origin": DEBT_REASONS}
