"""A statement's own entries, drawn with its case: the dated rows of an account's period that add up.

A real statement carries the account's detail: a summary box (opening balance, credits, debits, closing balance)
and a table of dated entries that sum, with the opening balance, to the closing balance it states. :func:`draw`
makes that ledger for the record types that keep one (a card's purchases and payment, a checking account's deposits
and debits, a brokerage's trades and dividends, a pay stub's earnings and deductions, a payout's earnings, a
hospital bill's charges, a club's dues, a congregation's gifts, a roster's shifts), fitted to the case: a figure
the case states already (the card's outstanding balance, the payment last made, the net pay, the payout) is the
ledger's own row or total, so the rows add up to it. Every new value (a date, an amount, a payee) is a case value
under its own key (``entry_NN_date``, ``entry_NN_item``, ``entry_NN_amount``, ``ledger_*``), annotated where the
statement prints it, as the other facts are.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from dataclasses import dataclass

from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.catalog.timeline import parse_day

#: The most rows a ledger holds (keys entry_01_* .. entry_14_*; the quality benchmark's declared keys).
MAX_ROWS = 14
#: The ledger's totals, one key each.
TOTAL_KEYS = ("ledger_opening", "ledger_credits", "ledger_debits", "ledger_closing")


def keys() -> frozenset[str]:
    """Every key a ledger may annotate."""
    return frozenset({f"entry_{i:02d}_{p}" for i in range(1, MAX_ROWS + 1) for p in ("date", "item", "amount")}
                     | set(TOTAL_KEYS))


@dataclass(frozen=True)
class Row:
    """One entry: its date (a key, or None), what it is (``item``: a key where ``item_key``, else the words), its
    amount (a key, or the words of a quantity such as "3.5 hours") and its sign (+1 adds to the balance)."""

    date: str | None
    item: str
    item_key: bool
    amount: str
    sign: int
    amount_key: bool = True


@dataclass(frozen=True)
class Ledger:
    """A statement's entries: heading, column heads, the opening line, the rows, the summary box and the closing."""

    kind: str
    heading: str
    columns: tuple[str, str, str]
    opening: tuple[str, str] | None  # (label, key)
    rows: tuple[Row, ...]
    summary: tuple[tuple[str, str], ...]  # (label, key), the box above the table
    closing: tuple[str, str]  # (label, key)
    specs: tuple[FieldSpec, ...]
    #: keys of the case's own fields the ledger prints (the statement's other tables leave them out)
    uses: frozenset[str] = frozenset()
    #: a quantity ledger (hours, steps): the amounts are words, the closing their sum in the same unit
    unit: str = ""


_MONEY = re.compile(r"^\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)$")
_SPAN = re.compile(r"^(.+?) (?:to|through) (.+)$")


def _cents(value: str | None, whole: bool = False) -> int | None:
    """A value that is an amount and nothing else ("$1,284.50"), in cents; with ``whole``, its leading amount."""
    if not value:
        return None
    m = _MONEY.match(value) if not whole else re.match(r"^\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)\b", value)
    return round(float(m.group(1).replace(",", "")) * 100) if m else None


def _fmt(cents: int) -> str:
    return f"${cents / 100:,.2f}"


def _styled(day: dt.date, style: str) -> str:
    if style == "iso":
        return day.isoformat()
    if style == "us":
        return day.strftime("%m/%d/%Y")
    return f"{day.strftime('%B')} {day.day}, {day.year}"


class _Draw:
    """The ledger being drawn: new values (kept distinct from each other and from the case's), their specs."""

    def __init__(self, values: dict[str, str], record_day: dt.date, style: str, group: str, rng: random.Random):
        self.values, self.record_day, self.style, self.group, self.rng = values, record_day, style, group, rng
        self.new: dict[str, str] = {}
        self.specs: list[FieldSpec] = []
        self.rows: list[tuple[dt.date | None, Row]] = []
        self.taken = {v.lower() for v in values.values()}
        self.days = {d[0] for v in values.values() if (d := parse_day(v)) is not None}
        self.uses: set[str] = set()
        self.group_hint = ""  # the record type
        self.told: dict[str, str] = {}  # the values of the record's own fields (what the ledger may tie itself to)
        self.bad = False  # a balancing amount another value of the case reads already: no ledger

    def _spec(self, key: str, label: str, sensitivity: float) -> None:
        self.specs.append(FieldSpec(key, label, self.group, sensitivity, lambda ctx: "", ()))

    def _unique(self, value: str) -> bool:
        """No other value of the case reads ``value``, holds it, or is held in it (one value, one key)."""
        low = value.lower()
        for other in (*self.taken, *(v.lower() for v in self.new.values())):
            if low in other or (len(other) >= 6 and other in low and any(c.isdigit() for c in other)):
                return False
        return True

    def put(self, key: str, value: str, label: str, sensitivity: float) -> str:
        self.new[key] = value
        self._spec(key, label, sensitivity)
        return key

    def money(self, cents: int) -> int:
        """``cents`` moved by a cent or two until no other value of the case reads the same."""
        while not self._unique(_fmt(cents)):
            cents += 1
        return cents

    def day(self, day: dt.date) -> dt.date:
        """``day``, or the nearest free day before it (one value, one key: no date the case holds already)."""
        while day in self.days or day in {d for d, _ in self.rows if d is not None} or not self._unique(
                _styled(day, self.style)):
            day -= dt.timedelta(days=1)
        return day

    def row(self, day: dt.date | None, item: str, cents: int | None, sign: int, payee: bool = False,
            date_key: str | None = None, amount_key: str | None = None, quantity: str = "", exact: bool = False) -> int:
        """A new row; returns its (possibly moved) cents."""
        n = len(self.rows) + 1
        if date_key is None and day is not None:
            day = self.day(day)
            date_key = self.put(f"entry_{n:02d}_date", _styled(day, self.style), "Entry date", 0.4)
        elif date_key is not None:
            self.uses.add(date_key)
            day = parse_day(self.values[date_key])[0] if parse_day(self.values[date_key]) else day
        item_key = payee and self._unique(item)
        if item_key:
            self.put(f"entry_{n:02d}_item", item, "Payee", 0.5)
        if quantity:
            self.rows.append((day, Row(date_key, item, False, quantity, sign, amount_key=False)))
            return 0
        if amount_key is None:
            if exact and not self._unique(_fmt(cents or 0)):
                self.bad = True
            cents = self.money(cents or 0)
            amount_key = self.put(f"entry_{n:02d}_amount", _fmt(cents), "Entry amount", 0.5)
        else:
            self.uses.add(amount_key)
        self.rows.append((day, Row(date_key, f"entry_{n:02d}_item" if item_key else item, item_key, amount_key,
                                   sign)))
        return cents or 0

    def total(self, key: str, cents: int, label: str, existing: str | None = None) -> str:
        if existing is not None:
            self.uses.add(existing)
            return existing
        same = next((k for k, v in {**self.new, **self.values}.items() if v == _fmt(cents)), None)
        if same is not None:  # a total that one row (or a figure of the case) reads already: that value, once
            return same
        if not self._unique(_fmt(cents)):
            self.bad = True
        return self.put(key, _fmt(cents), label, 0.5)


def _period(values: dict[str, str], record_day: dt.date, days: int = 30) -> tuple[dt.date, dt.date]:
    """The statement's period: the one it states ("March 1 to March 31, 2024"), else the ``days`` before its date."""
    for key in ("statement_period", "pay_period", "payout_period"):
        m = _SPAN.match(values.get(key, ""))
        if m and (a := parse_day(m.group(1) + ("" if re.search(r"\d{4}", m.group(1)) else ", " + m.group(2)[-4:])))\
                and (b := parse_day(m.group(2))):
            if a[0] < b[0]:
                return a[0], b[0]
    end = record_day - dt.timedelta(days=1)
    return end - dt.timedelta(days=days - 1), end


def _in(period: tuple[dt.date, dt.date], rng: random.Random, n: int) -> list[dt.date]:
    span = (period[1] - period[0]).days + 1
    return sorted(period[0] + dt.timedelta(days=o) for o in rng.sample(range(span), min(n, span)))


#: Grocers with stores in every state (reader21: "Publix" on a card statement in eastern Washington; a regional chain
#: such as Publix, H-E-B, Wegmans, Meijer or Hy-Vee names a region the person may not live in).
_GROCERS = ("Trader Joe's", "Aldi", "Whole Foods Market", "Walmart Neighborhood Market")
_SHOPS = ("Amazon.com", "Target", "Walmart Supercenter", "Costco Wholesale", "The Home Depot", "Lowe's", "Best Buy",
          "CVS Pharmacy", "Walgreens", "Etsy", "Ace Hardware", "Old Navy", "TJ Maxx", "Barnes & Noble", "Petco")
_FUEL = ("Shell", "Chevron", "ExxonMobil", "Speedway", "Sunoco", "BP", "Circle K", "Marathon")
_DINING = ("Chipotle", "Panera Bread", "Starbucks", "Olive Garden", "Chick-fil-A", "Domino's", "Buffalo Wild Wings",
           "Texas Roadhouse", "Subway", "Dunkin'")
_BILLS = ("Verizon Wireless", "AT&T", "T-Mobile", "Comcast Xfinity", "Spectrum", "State Farm", "GEICO", "Progressive",
          "Netflix", "Spotify", "Planet Fitness")
_FUNDS = ("Total Stock Market Index Fund", "S&P 500 Index Fund", "Total International Stock Index Fund",
          "Total Bond Market Index Fund", "Dividend Appreciation ETF", "Short-Term Treasury Fund", "Mid-Cap Index Fund",
          "Real Estate Index Fund", "Small-Cap Value Index Fund", "Intermediate-Term Bond Fund")


def _merchant(rng: random.Random) -> tuple[str, int, int]:
    """A card or debit purchase: where, and a plausible range in cents."""
    kind = rng.randrange(4)
    if kind == 0:
        return rng.choice(_GROCERS), 2500, 21000
    if kind == 1:
        return rng.choice(_SHOPS), 1200, 26000
    if kind == 2:
        return rng.choice(_FUEL), 2800, 7500
    return rng.choice(_DINING), 900, 8500


def _card_interest(rate: str, balance: int, rng: random.Random) -> int:
    """A month's interest in cents on ``balance`` at the card's own APR where the record states one (a 0.69 %
    promotional APR does not charge $65 a month: a twelfth of the rate on the balance), else at a usual card rate."""
    m = re.match(r"\s*(\d+(?:\.\d+)?)\s*%.*\bAPR\b", rate)
    apr = float(m.group(1)) if m else rng.uniform(14.4, 24.0)
    return round(balance * apr / 100 / 12)


def _card(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    period = _period(v, d.record_day)
    closing = _cents(v.get("outstanding_balance"))
    if closing is None:
        closing = rng.randint(40000, 600000)
    pay = _cents(v.get("last_payment_amount"))
    purchases = []
    for day in _in(period, rng, rng.randint(5, 8)):
        name, lo, hi = _merchant(rng)
        if all(name != p[1] for p in purchases):
            purchases.append((day, name, rng.randint(lo, hi)))
    fee = _cents(v.get("late_fee_charged"))
    interest = _card_interest(v.get("loan_interest_rate", ""), closing, rng)
    if pay is None:
        pay = rng.randint(5000, 60000)
    while purchases and closing - sum(p[2] for p in purchases) - (fee or 0) - interest + pay < 0:
        purchases.pop(rng.randrange(len(purchases)))
    paid_on = d.day(period[0] + dt.timedelta(days=rng.randint(3, 12)))
    d.row(paid_on, "Payment received, thank you", pay, -1,
          amount_key="last_payment_amount" if "last_payment_amount" in v else None)
    spent = 0
    for day, name, cents in purchases:
        spent += d.row(day, name, cents, +1, payee=True)
    if fee is not None:
        d.row(paid_on + dt.timedelta(days=1), "Late fee", fee, +1, amount_key="late_fee_charged")
    if (t := _cents(v.get("transaction_amount"))) is not None and (td := parse_day(v.get("transaction_date", ""))) \
            and period[0] <= td[0] <= period[1] and closing - spent - (fee or 0) - interest - t + pay >= 0:
        d.row(td[0], "Card purchase", t, +1, date_key="transaction_date", amount_key="transaction_amount")
        _at_merchant(d, v)
        spent += t
    if interest:  # (none on a 0% promotional rate)
        interest = d.row(period[1], "Interest charged on purchases", interest, +1)
    d.rows.sort(key=lambda r: r[0] or dt.date.min)
    opening = closing - spent - (fee or 0) - interest + pay
    if opening < 0:
        return None
    charges = spent + (fee or 0) + interest
    return _made(d, "card", ("Transactions", "Account activity", "Activity this period"),
                 ("Previous balance", opening), ("New balance", closing, "outstanding_balance"),
                 (("Payments and credits", pay, "last_payment_amount"), ("Purchases, fees and interest", charges, None)))


def _at_merchant(d: _Draw, v: dict[str, str]) -> None:
    """The case's own transaction (the row just drawn) under the merchant the case names, as a statement prints it,
    not "Card purchase" with "| Merchant | Henderson Travel Services |" in a table of its own (s21-stmt)."""
    if v.get("merchant_name") and d.rows:
        day, row = d.rows[-1]
        d.rows[-1] = (day, Row(row.date, "merchant_name", True, row.amount, row.sign, row.amount_key))
        d.uses.add("merchant_name")


def _bank(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    period = _period(v, d.record_day)
    closing = _cents(v.get("account_balance")) or rng.randint(80000, 900000)
    employer = v.get("employer") or "payroll"
    days = _in(period, rng, 11)
    credits = debits = 0
    rows: list[tuple[dt.date, str, int, int, bool, str | None]] = []
    pay = _cents(v.get("deposit_amount")) or rng.randint(120000, 380000)
    rows.append((days[1], f"Direct deposit, {employer}", pay, +1, False,
                 "deposit_amount" if "deposit_amount" in v else None))
    rows.append((days[7], f"Direct deposit, {employer}", d.money(pay + rng.randint(-4000, 4000)), +1, False, None))
    rows.append((days[0], rng.choice(("Rent payment, online transfer", "Mortgage payment, autopay")),
                 rng.randint(90000, 210000), -1, False, None))
    for i in (2, 4, 8):
        name, lo, hi = _merchant(rng)
        rows.append((days[i], f"Debit card purchase, {name}", rng.randint(lo, hi), -1, True, None))
    rows.append((days[3], f"Autopay, {rng.choice(_BILLS)}", rng.randint(4500, 19000), -1, True, None))
    rows.append((days[5], "ATM withdrawal", rng.choice((4000, 6000, 8000, 10000, 20000)), -1, False, None))
    if (t := _cents(v.get("transaction_amount"))) is not None and (td := parse_day(v.get("transaction_date", ""))) \
            and period[0] <= td[0] <= period[1]:
        rows.append((td[0], f"Check #{rng.randint(1001, 1399)}", t, -1, False, "transaction_amount"))
    for key, what in (("overdraft_fee", "Overdraft fee"), ("monthly_service_fee", "Monthly service fee")):
        if (c := _cents(v.get(key))) is not None:
            rows.append((period[1] if key == "monthly_service_fee" else days[6], what, c, -1, False, key))
    short = sum(r[2] * r[3] for r in rows) - closing  # credits beyond the closing balance and the debits
    if short > 0:  # ... leave it with a transfer out, as a saver's account does, so the month opened above zero
        rows.append((days[9], "Transfer to savings", short + rng.randint(5000, 60000), -1, False, None))
    rows.sort(key=lambda r: r[0])
    if (fee := next((r for r in rows if r[5] == "overdraft_fee"), None)) is not None:
        rows = _overdrawn(d, rows, fee, closing, period)
        if rows is None:
            return None
    for day, what, cents, sign, payee, key in rows:
        date_key = "transaction_date" if key == "transaction_amount" else None
        got = d.row(day, what, cents, sign, payee=payee, amount_key=key, date_key=date_key)
        if key == "transaction_amount":
            _at_merchant(d, v)
        if key is not None:
            got = cents
        if sign > 0:
            credits += got
        else:
            debits += got
    opening = closing - credits + debits
    if opening < 0:
        return None
    if "average_monthly_balance" in d.values:  # the period's average lies among its own balances
        d.new["average_monthly_balance"] = _fmt(d.money(_average(opening, rows, period)))
    return _made(d, "bank", ("Transactions", "Account activity", "Deposits and withdrawals"),
                 ("Beginning balance", opening), ("Ending balance", closing, "account_balance"),
                 (("Deposits and credits", credits, None), ("Withdrawals and debits", debits, None)))


def _free(d: _Draw, day: dt.date, rows: list) -> bool:
    return day not in d.days and all(r[0] != day for r in rows) and d._unique(_styled(day, d.style))


def _overdrawn(d: _Draw, rows: list, fee: tuple, closing: int, period: tuple[dt.date, dt.date]) -> list | None:
    """The bank rows with the overdraft fee charged the day after a debit took the balance below zero (and, where
    the month never went below zero, a transfer from savings that covered the overdraft the next day), or None
    where the period has no room for it: no fee charged while the account stood above zero."""
    rest = [r for r in rows if r is not fee]
    opening = closing - sum(r[2] * r[3] for r in rows)
    bal, low = opening, opening
    for k, r in enumerate(rest):
        bal += r[2] * r[3]
        if r[3] > 0:
            continue
        # below zero by a small amount, a round transfer from savings covering it
        lift = 0 if bal < 0 else -(-(bal + d.rng.randint(1500, 9000)) // 10000) * 10000
        if bal >= low or (lift > low if lift else low < 0):  # never below zero before it, with no fee
            low = min(low, bal)
            continue
        low = bal
        nxt = rest[k + 1][0] if k + 1 < len(rest) else period[1] + dt.timedelta(days=1)
        free = [day for i in range(1, 4) if (day := r[0] + dt.timedelta(days=i)) < nxt and _free(d, day, rest)]
        if len(free) < (2 if lift else 1):
            continue
        when, back = free[0], free[-1]
        out = rest[:k + 1] + [(when, *fee[1:])]
        if lift:
            what = "Transfer from savings" if "checking" in d.group_hint else "Online transfer in"
            out = [*out, (back, what, lift, +1, False, None)]
        return out + rest[k + 1:]
    return None


def _average(opening: int, rows: list, period: tuple[dt.date, dt.date]) -> int:
    """The day-weighted average balance over the period, from its opening balance and its dated (day, _, cents,
    sign, ...) rows."""
    bal, total, day = opening, 0, period[0]
    for r in rows:
        total += bal * max(0, (r[0] - day).days)
        day, bal = max(day, r[0]), bal + r[2] * r[3]
    total += bal * ((period[1] - day).days + 1)
    return max(0, round(total / ((period[1] - period[0]).days + 1)))

def _brokerage(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    period = _period(v, d.record_day, 90)
    tickers = rng.sample(_FUNDS, 5)
    days = _in(period, rng, 7)
    credits = debits = 0
    div = _cents(v.get("dividends_paid"))
    parts = []
    if div is not None and div >= 300:
        cut = rng.randint(div // 3, 2 * div // 3)
        parts = [cut, div - cut]
    elif div is None:
        parts = [rng.randint(2000, 15000), rng.randint(2000, 15000)]
    if (t := _cents(v.get("transaction_amount"))) is not None and (td := parse_day(v.get("transaction_date", ""))) \
            and period[0] <= td[0] <= period[1]:
        credits += d.row(td[0], "Electronic funds transfer received", t, +1, date_key="transaction_date",
                         amount_key="transaction_amount") or t
    opening = rng.randint(50000, 400000)
    shares, price = rng.randint(4, 30), rng.randint(4000, 48000)
    buy = shares * price
    d.row(days[1], f"Bought {shares} shares, {tickers[0]}, at {_fmt(price)}", buy, -1)
    debits += buy
    shares, price = rng.randint(3, 25), rng.randint(4000, 48000)
    sale = shares * price
    d.row(days[3], f"Sold {shares} shares, {tickers[1]}, at {_fmt(price)}", sale, +1)
    credits += sale
    for i, cents in enumerate(parts):
        credits += d.row(days[4 + i], f"Dividend, {tickers[2 + i]}", cents, +1)
    fee = d.row(period[1], "Advisory fee for the quarter", rng.randint(2500, 30000), -1)
    debits += fee
    if opening - debits + credits < 0:
        opening += debits
    closing = opening + credits - debits
    d.rows.sort(key=lambda r: r[0] or dt.date.min)
    return _made(d, "brokerage", ("Cash activity", "Activity in your account", "Trades and income"),
                 ("Beginning cash balance", opening), ("Ending cash balance", closing, None),
                 (("Credits, income and sales", credits, None), ("Purchases and fees", debits, None)))


def _stub(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    fed, state = _cents(v.get("federal_withholding")), _cents(v.get("state_withholding"))
    net = _cents(v.get("net_pay"), whole=True)
    fed_c = fed if fed is not None else rng.randint(8000, 40000)
    state_c = state if state is not None else rng.randint(2000, 12000)
    if net is None:
        net = rng.randint(90000, 400000)
    benefits = rng.randint(4000, 30000)
    gross = round((net + fed_c + state_c + benefits) / (1 - 0.0765))
    hours, rate = re.match(r"^(\d+(?:\.\d+)?) hours$", v.get("hours_worked", "")), _cents(v.get("hourly_wage"), whole=True)
    basis = ""
    if hours and rate:  # the hours and the rate the case states make the gross, and the net must follow from it
        gross = round(float(hours.group(1)) * rate)
        basis = f", {hours.group(1)} hours at {_fmt(rate)}"
        if not 0.02 * gross < gross * (1 - 0.0765) - fed_c - state_c - net < 0.25 * gross:
            gross, basis = round((net + fed_c + state_c + benefits) / (1 - 0.0765)), ""
    # the overtime the stub tells is paid on it, at time and a half (reader14 class 2: "8 overtime hours at time and
    # a half" on a stub whose only earnings line is "Regular earnings")
    ot, ot_c = re.match(r"^(\d+(?:\.\d+)?) overtime hours", v.get("pay_overtime", "")), 0
    if ot:
        ot_c = round(float(ot.group(1)) * (rate or gross / 80) * 1.5)
        ot_c = ot_c if ot_c < gross / 3 else 0
        gross += ot_c if basis else 0  # (the hours at the rate stay the regular pay)
    ss, med = round(gross * 0.062), round(gross * 0.0145)
    benefits = gross - ss - med - fed_c - state_c - net  # what is left after the taxes: the benefits line
    if benefits < 0:
        return None
    d.row(None, "Regular earnings" + basis, gross - ot_c, +1, exact=bool(basis))
    if ot_c:
        d.row(None, f"Overtime, {ot.group(1)} hours at time and a half", ot_c, +1)
    d.row(None, "Federal income tax", fed_c, -1, amount_key="federal_withholding" if fed is not None else None)
    d.row(None, "State income tax", state_c, -1, amount_key="state_withholding" if state is not None else None)
    ss = d.row(None, "Social Security (6.2%)", ss, -1)
    med = d.row(None, "Medicare (1.45%)", med, -1)
    benefits = gross - ss - med - fed_c - state_c - net
    if benefits <= 0:
        return None
    label = rng.choice(("Medical and dental premiums, pre-tax", "401(k) and medical premium, pre-tax",
                        "Health insurance and retirement, pre-tax"))
    # the deduction the stub names is a line of its table, not only a sentence beside it (reader14 class 2: "$206.19
    # for traditional 401(k) contribution" with no 401(k) in the deductions)
    own = re.match(r"^\$[\d,]+\.\d\d for (.+)$", v.get("payroll_deduction", ""))
    if own and "income tax" not in own.group(1) and (_cents(v["payroll_deduction"], whole=True) or 0) <= benefits:
        label = f"{own.group(1)[0].upper()}{own.group(1)[1:]} and other deductions"
    d.row(None, label, benefits, -1, exact=True)
    return _made(d, "stub", ("Earnings and deductions", "This pay period", "Pay detail"), None,
                 ("Net pay", net, "net_pay" if "net_pay" in v else None),
                 (("Gross pay", gross, None), ("Total deductions", gross - net, None)), columns=("", "Item", "Amount"))


def _payout(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    key = "author_royalty_payment" if "author_royalty_payment" in v else "payout_amount"
    total = _cents(v.get(key))
    if total is None or total < 2000:
        return None
    newsletter = "newsletter" in d.group_hint
    royalty = key == "author_royalty_payment"
    if royalty:
        # the reserve is the share of print royalties the record states ("15% of print sales held against
        # returns" beside a reserve of a third of them: reader14 class 2), else 5-12% of the payment
        held = re.match(r"^(\d+)% of print sales held", v.get("returns_reserve", ""))
        share = rng.uniform(0.45, 0.75)  # print's part of the royalties earned
        fee = round(total * int(held.group(1)) / 100 * share / (1 - int(held.group(1)) / 100 * share)) if held \
            else round(total * rng.uniform(0.05, 0.12))
        fee = d.row(None, "Less reserve against returns", fee, -1)
        gross = total + fee
        cuts = sorted(rng.sample(range(1, gross), 2))
        if held:  # print earns the royalties the reserve is that share of
            first = round(fee * 100 / int(held.group(1)))
            cuts = [first, first + rng.randint(1, max(1, (gross - first) * 2 // 3))] if 0 < first < gross - 2 else cuts
        lines = (("Print editions, royalties earned", cuts[0]), ("E-book sales, royalties earned", cuts[1] - cuts[0]),
                 ("Audiobook sales, royalties earned", gross - cuts[1]))
        earned = 0
        for i, (what, cents) in enumerate(lines):
            earned += d.row(None, what, cents if i < 2 else gross - earned, +1, exact=i == 2)
        d.rows.append(d.rows.pop(0))  # the reserve after the earnings it is held from
        return _made(d, "payout", ("Royalty detail", "Earnings this period", "How this payment was reached"), None,
                     ("Royalty payment", total, key), (("Royalties earned", earned, None), ("Reserve held", fee, None)),
                     columns=("", "Item", "Amount"), check=earned - fee == total)
    period = _period(v, d.record_day)
    if m := re.match(r"^([A-Z][a-z]+) (\d{4})$", v.get("payout_period", "")):
        start = dt.datetime.strptime(f"{m.group(1)} 1 {m.group(2)}", "%B %d %Y").date()
        end = (start.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)
        period = (start, end)
    fee = round(total * (rng.uniform(0.11, 0.14) if newsletter else 0))
    if fee:
        fee = d.row(period[1], "Platform and card processing fees", fee, -1)
    gross = total + fee
    weeks = [period[0] + dt.timedelta(days=6 + 7 * i) for i in range(4)]
    cuts = sorted(rng.sample(range(1, gross), 3))
    parts = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], gross - cuts[2]]
    what = "Paid subscriptions, weekly total" if newsletter else "Qualified views, weekly earnings"
    earned = 0
    for i, (day, cents) in enumerate(zip(weeks, parts, strict=True)):
        earned += d.row(day, what, cents if i < 3 else gross - earned, +1, exact=i == 3)
    if fee:
        d.rows.append(d.rows.pop(0))  # the fees on the period's last day, after the weeks
    gross = earned
    made = _made(d, "payout", ("Earnings this period", "Payout detail", "Earnings by week"), None,
                 ("Payout", total, key), (("Earned", gross, None),) + ((("Fees", fee, None),) if fee else ()),
                 check=gross - fee == total)
    rate = re.match(r"\$(\d+\.\d+) per 1,000 qualified views$", v.get("payout_rate_per_thousand", ""))
    if made is not None and rate and "qualified_views" in v and not newsletter:  # the period's views at its rate
        # make its earnings (reader13: "1.2 million qualified views" at $0.05 per 1,000 is $60, not $1,180.45)
        d.values["qualified_views"] = v["qualified_views"] = f"{round(gross * 10 / float(rate.group(1))):,} qualified views"
    return made


def _bill(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    owed = _cents(v.get("patient_responsibility"))
    billed = _cents(v.get("billed_amount"))
    visit = parse_day(v.get("visit_date", ""))
    if owed is None or billed is None or visit is None or billed <= owed + 1000:
        return None
    eob = d.group_hint.startswith("health plan")
    services = ["Office or emergency visit", "Laboratory tests", "Imaging", "Pharmacy and supplies",
                "Treatment room and nursing"]
    rng.shuffle(services)
    if eob:  # an insurer's claim for an operation: the parts of the operation's bill (reader10 class 9)
        services = ["Surgeon's fee", "Operating room", "Anesthesia", "Recovery room", "Surgical supplies"]
    n = 3 if billed < 50000 else 4
    cuts = sorted(rng.sample(range(1, billed), n - 1))
    parts = [b - a for a, b in zip([0] + cuts, cuts + [billed], strict=True)]
    if eob:  # the surgeon and the operating room the largest parts, the supplies the least
        n = 4
        weights = [w * rng.uniform(0.8, 1.25) for w in (0.32, 0.38, 0.16, 0.14)]
        parts = [round(billed * w / sum(weights)) for w in weights[:-1]]
        parts.append(billed - sum(parts))
    for what, cents in zip(services[:n], parts, strict=True):
        d.row(None, what, cents, +1, date_key="visit_date")
    paid = billed - owed
    adjust = round(paid * rng.uniform(0.3, 0.6))
    plan_paid = paid - adjust
    later = visit[0] + dt.timedelta(days=rng.randint(18, 40))
    later = min(later, d.record_day - dt.timedelta(days=1))
    # billed before the insurer paid: its share is an estimate, undated (an EOB is the plan's own word, never one)
    early = (later - visit[0]).days < 8
    what = "contractual adjustment" if not eob else "plan discount"
    adjust = d.row(None if early else later, "Estimated " + what if early and not eob else what.capitalize(), adjust,
                   -1)
    plan_paid = d.row(None if early else later - dt.timedelta(days=1), ("Estimated insurance payment" if early else
                      "Insurance payment") if not eob else "Paid by your plan", billed - owed - adjust, -1, exact=True)
    share: tuple[tuple[str, int, str | None], ...] = ()
    if eob:  # the member's share as the plan splits it: copay, deductible and coinsurance adding up to what they owe
        copay = _cents(v.get("med_copay_amount")) or 0
        copay = copay if copay < owed else 0
        met = _cents(re.sub(r"^the full ", "", v.get("eob_deductible_met", "")), whole=True) or 0
        deductible = min(met, round((owed - copay) * rng.uniform(0.3, 0.7)))
        while deductible and not (d._unique(_fmt(deductible)) and d._unique(_fmt(owed - copay - deductible))):
            deductible -= 1  # (one value, one key: no figure the case reads already)
        share = ((("Copay", copay, "med_copay_amount"),) if copay else ())
        # what the member has paid toward the year's out-of-pocket maximum covers this claim's share and the
        # deductible met (no "$420 of the $4,500" beside $3,559.64 owed on this claim)
        if (m := re.match(r"^\$([\d,]+) of the \$([\d,]+) out-of-pocket maximum$", v.get("eob_out_of_pocket_met", ""))):
            most = int(m.group(2).replace(",", ""))
            floor = max(owed, met) // 100 + 1
            if int(m.group(1).replace(",", "")) < floor and floor <= most:
                d.new["eob_out_of_pocket_met"] = f"${min(most, floor + rng.randint(0, 600)):,} of the ${most:,} " \
                                                 "out-of-pocket maximum"
        for j, (label, cents) in enumerate((("Applied to deductible", deductible),
                                             ("Coinsurance", owed - copay - deductible))):
            if cents > 0:  # (new values, told in the summary box beside the plan's totals)
                key = d.put(f"entry_{14 - j:02d}_amount", _fmt(cents), label, 0.5)
                v[key] = d.new[key]
                share += ((label, cents, key),)
    return _made(d, "bill", ("Itemized charges", "Charges and payments", "Services and payments"), None,
                 ("You owe" if eob else "Balance due", owed, "patient_responsibility"),
                 (("Total charges", billed, "billed_amount"), ("Payments and adjustments", adjust + plan_paid, None))
                 + share, check=billed - adjust - plan_paid == owed)


def _dues(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    owed = _cents(v.get("dues_balance_outstanding"))
    if owed is None:
        return None
    period = _period(v, d.record_day, 365)
    charges = 0
    start = period[0] if period[0] < d.record_day - dt.timedelta(days=60) else d.record_day - dt.timedelta(days=300)
    # every charge and payment falls before the invoice's own date (s21-stmt: a "Late fee" of June 14 and a payment
    # of May 21 on an invoice dated May 10)
    last = max(1, (d.record_day - start).days - 1)
    def on(lo: int, hi: int) -> dt.date:
        return start + dt.timedelta(days=min(rng.randint(lo, hi), last))
    charges += d.row(start, "Annual membership dues", rng.randint(60000, 240000), +1)
    for key, what in (("club_capital_assessment", "Capital assessment"), ("locker_fee", "Locker rental"),
                      ("house_account_charges", "House account charges"), ("late_fee", "Late fee")):
        if (c := _cents(v.get(key))) is not None:
            d.row(on(20, 200), what, c, +1, amount_key=key)
            charges += c
    paid = charges - owed
    if paid <= 0:
        return None
    cut = rng.randint(paid // 3, 2 * paid // 3)
    got = d.row(on(5, 60), "Payment received", cut, -1)
    got += d.row(on(90, 250), "Payment received", paid - got, -1, exact=True)
    d.rows.sort(key=lambda r: r[0] or dt.date.min)
    return _made(d, "dues", ("Account activity", "Charges and payments", "Dues account"), None,
                 ("Balance outstanding", owed, "dues_balance_outstanding"),
                 (("Charges this year", charges, None), ("Payments received", got, None)), check=charges - got == owed)


def _gifts(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    total = _cents(v.get("annual_contribution_total"))
    largest = _cents(v.get("largest_gift"))
    if total is None or largest is None or largest >= total:
        return None
    period = _period(v, d.record_day, 365)
    if re.match(r"^\$[\d,.]+ (?:each|twice|a |per )", v.get("recurring_gift", "")):  # a standing gift: by month
        return _monthly(d, total, period, v.get("recurring_gift", ""))
    rest = total - largest
    n = max(2, -(-rest // round(largest * 0.7)))
    if n > MAX_ROWS - 3:  # a year of weekly gifts: the table gives each month's total
        return _monthly(d, total, period, v.get("recurring_gift", ""))
    days = _in(period, rng, n + 1)
    if len(days) < n + 1:
        return None
    big = rng.randrange(n + 1)
    parts = [round(rest / n * rng.uniform(0.75, 1.25)) for _ in range(n - 1)]
    if any(p >= largest or p < 100 for p in parts) or not 100 <= rest - sum(parts) < largest:
        return None
    given = j = 0
    for i, day in enumerate(days):
        if i == big:
            d.row(day, "Gift", largest, +1, amount_key="largest_gift")
            given += largest
            continue
        last = j == n - 1
        so_far = given - (largest if i > big else 0)
        given += d.row(day, rng.choice(("Offering", "Gift", "Online gift")),
                       parts[j] if not last else rest - so_far, +1, exact=last)
        j += 1
    return _made(d, "gifts", ("Contributions received", "Your gifts this year", "Gifts by date"), None,
                 ("Total contributions", total, "annual_contribution_total"), (), check=given == total)


def _monthly(d: _Draw, total: int, period: tuple[dt.date, dt.date], standing: str = "") -> Ledger | None:
    """A year's gifts month by month: each month's standing gifts (four or five a month for a weekly one), the same
    every month the plan draws them, and a few one-off gifts in some months, the months adding up to the year's
    total; the largest single gift and the count of gifts the statement states are those of its rows (reader10
    class 9: "Largest single gift $403.19" above every month's row, "$155 each month" beside amounts with cents)."""
    months = []
    day = period[0].replace(day=1)
    while day <= min(period[1], d.record_day) and len(months) < 12:
        nxt = (day.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
        months.append(nxt - dt.timedelta(days=1))
        day = nxt
    if len(months) < 3:
        return None
    rng = d.rng
    each = _cents(standing, whole=True) or 0
    base, counts = [], []
    for end in months:
        sundays = [end - dt.timedelta(days=x) for x in range(end.day) if (end - dt.timedelta(days=x)).weekday() == 6]
        if "other week" in standing:
            n = sum(s.isocalendar()[1] % 2 == 0 for s in sundays)
        elif "week" in standing:
            n = len(sundays)
        elif "twice" in standing:
            n = 2
        elif "quarter" in standing:
            n = 1 if end.month % 3 == 0 else 0
        else:
            n = 1
        base.append(each * n if each else 0)
        counts.append(n if each else 0)
    extra = total - sum(base)
    if extra < 0:
        return None
    if each:  # the rest of the year's giving in one to three one-off gifts (a Christmas or an Easter offering)
        k = min(len(months), 1 if extra < 20000 else rng.randint(2, 3), max(1, extra // (each * 13 // 10 or 1)))
        cuts = sorted(rng.sample(range(1, extra), k - 1)) if extra > k else []
        one_offs = [b - a for a, b in zip([0] + cuts, cuts + [extra], strict=True)] if extra else []
        at = rng.sample(range(len(months)), len(one_offs))
        parts = list(base)
        for i, gift in zip(at, one_offs, strict=True):
            parts[i] += gift
        largest = max(one_offs + [each])
        gifts = sum(counts) + len(one_offs)
        regular = True
    else:
        parts = [round(extra / len(months) * rng.uniform(0.4, 1.6)) for _ in months[:-1]]
        parts.append(total - sum(parts))
        if parts[-1] < 100:
            return None
        largest, gifts, regular = None, None, None
    given = 0
    shared: dict[int, str] = {}  # a month of standing gifts only: one amount, one value, read by each such month
    spare = [f"entry_{i:02d}_amount" for i in range(MAX_ROWS, len(months), -1)]
    for i, end in enumerate(months):
        what = f"Gifts received in {end.strftime('%B')}"
        if not parts[i]:  # (no gift that month: a quarterly plan's first two months)
            continue
        if regular and parts[i] == base[i]:
            if parts[i] not in shared and spare and d._unique(_fmt(parts[i])):
                shared[parts[i]] = d.put(spare.pop(0), _fmt(parts[i]), "Entry amount", 0.5)
            if parts[i] in shared:
                d.row(end, what, None, +1, amount_key=shared[parts[i]])
                given += parts[i]
                continue
        given += d.row(end, what, parts[i], +1, exact=True)
    if given != total:
        return None
    if "largest_gift" in d.told:  # the statement's largest gift is one of its gifts, no larger than a month's
        cap = max(parts)
        if largest is None:
            largest = min(_cents(d.told["largest_gift"]) or cap, round(cap * rng.uniform(0.45, 0.7)))
        if d._unique(_fmt(largest)):
            d.new["largest_gift"] = _fmt(largest)
        else:  # the largest gift is the standing one, which the rows read already: the summary does not repeat it
            d.uses.add("largest_gift")  # (one value, one key)
    if gifts and "gift_count" in d.told:
        d.new["gift_count"] = f"{gifts} gifts"
    return _made(d, "gifts", ("Gifts by month", "Contributions by month", "Your giving, month by month"), None,
                 ("Total contributions", total, "annual_contribution_total"), (), check=given == total)


def _self_employed(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    period = _period(v, d.record_day)
    days = _in(period, rng, 9)
    income = costs = 0
    if (t := _cents(v.get("transaction_amount"))) is not None and (td := parse_day(v.get("transaction_date", ""))) \
            and period[0] <= td[0] <= period[1]:
        d.row(td[0], "Client payment received", t, +1, date_key="transaction_date", amount_key="transaction_amount")
        income += t
    for i in (0, 3, 6):
        income += d.row(days[i], f"Client payment, invoice {rng.randint(1040, 1399)}", rng.randint(60000, 420000), +1)
    for i, (what, lo, hi) in zip((1, 2, 4, 5), rng.sample((
            ("Software subscriptions", 2000, 9000), ("Mileage, client visits", 3000, 18000),
            ("Office supplies", 1500, 12000), ("Phone and internet, business share", 4000, 11000),
            ("Coworking desk rental", 15000, 45000), ("Professional liability insurance", 6000, 20000)), 4),
            strict=True):
        costs += d.row(days[i], what, rng.randint(lo, hi), -1)
    if (tax := _cents(v.get("estimated_tax_paid"))) is not None and tax < income - costs:
        d.row(days[8], "Estimated tax payment", tax, -1, amount_key="estimated_tax_paid")
        costs += tax
    d.rows.sort(key=lambda r: r[0] or dt.date.min)
    return _made(d, "income", ("Income and expenses", "Ledger entries", "Entries this month"), None,
                 ("Net for the period", income - costs, None),
                 (("Income received", income, None), ("Expenses and tax paid", costs, None)))


def _payroll(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A small business's quarter of payroll taxes (as its Form 941 sums them): the income tax it withheld (the
    case's), Social Security and Medicare on the quarter's wages (the case's), both shares; the total it owes."""
    wages, withheld = _cents(v.get("quarter_wages"), whole=True), _cents(v.get("quarter_withholding"))
    if wages is None or withheld is None:
        return None
    ss = d.row(None, "Social Security, employee and employer shares (12.4%)", round(wages * 0.124), +1)
    med = d.row(None, "Medicare, employee and employer shares (2.9%)", round(wages * 0.029), +1)
    d.row(None, "Federal income tax withheld", withheld, +1, amount_key="quarter_withholding")
    d.rows.insert(0, d.rows.pop())
    return _made(d, "payroll", ("Payroll taxes for the quarter", "Federal payroll taxes", "Federal taxes on this quarter's wages"), None,
                 (d.rng.choice(("Total federal tax for the quarter", "Total tax liability for the quarter")),
                  withheld + ss + med, None),
                 (("Gross wages for the quarter", wages, "quarter_wages"),), columns=("", "Item", "Amount"))


_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def _accounts(listed: str) -> list[str]:
    """The accounts a probate inventory lists ("two checking accounts and a savings account"), one a row."""
    out: list[str] = []
    for part in re.split(r",? and |, ", listed):
        m = re.match(r"^(a|an|one|two|three) (.+?)s?$", part.strip())
        if not m:
            return []
        what = m.group(2)
        n = _COUNTS[m.group(1)]
        out += [_cap(what) + (f" {i}" if n > 1 else "") for i in range(1, n + 1)]
    return out


def _probate(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A probate inventory's schedule of the estate's assets at their appraised values, adding up to the estate's
    total (the case's): the household goods, the vehicle and the bequeathed item it lists, then the accounts."""
    total = _cents(v.get("estate_total_value"), whole=True)
    accounts = _accounts(v.get("bank_accounts_listed", ""))
    if total is None or not accounts:
        return None
    rng = d.rng
    left = total
    rows: list[tuple[str, int]] = [("Furniture and household goods", rng.randint(8, 30) * 10000)]
    if m := re.search(r"\b(19|20)(\d\d)\b", v.get("vehicle_listed", "")):
        age = max(0, d.record_day.year - int(m.group(1) + m.group(2)))
        rows.append(("Motor vehicle, at trade-in value", round(28000 * 0.86 ** age / 50) * 5000))
    if v.get("specific_bequest"):
        rows.append(("Item left by specific bequest", rng.randint(3, 40) * 10000))
    for _, cents in rows:
        left -= cents
    if left < 500_00 * len(accounts):
        return None
    cuts = sorted(rng.sample(range(100_00, left - 100_00, 100), len(accounts) - 1))
    shares = [b - a for a, b in zip([0, *cuts], [*cuts, left], strict=True)]
    if min(shares) < 100_00:
        return None
    summed = 0
    for i, (what, cents) in enumerate(rows + [(a, c + rng.randint(0, 99)) for a, c in zip(accounts, shares,
                                                                                           strict=True)]):
        last = i == len(rows) + len(accounts) - 1
        summed += d.row(None, what, total - summed if last else cents, +1, exact=last)
    return _made(d, "estate", ("Schedule of assets", "Inventory of the estate", "Assets at appraised value"), None,
                 (d.rng.choice(("Total value of the estate", "Total inventory value")), total, "estate_total_value"),
                 (), columns=("", "Asset", "Appraised value"), check=summed == total)


def _month_end(text: str) -> dt.date | None:
    m = re.match(r"^([A-Z][a-z]+) (\d{4})$", text or "")
    if not m:
        return None
    try:
        start = dt.datetime.strptime(f"{m.group(1)} 1 {m.group(2)}", "%B %d %Y").date()
    except ValueError:
        return None
    return (start.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)


def _reconciliation(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A bank reconciliation for the month closed: the bank's ending balance (the case's), deposits in transit,
    checks not yet cleared, the difference still unexplained (the case's): the balance per the books."""
    bank, gap = _cents(v.get("bank_ending_balance")), _cents(v.get("unreconciled_difference"))
    end = _month_end(v.get("period_closed", ""))
    if bank is None or gap is None or end is None or end >= d.record_day:
        return None
    rng = d.rng
    balance = bank
    for day in sorted(rng.sample(range(1, 4), rng.randint(1, 2))):
        balance += d.row(end - dt.timedelta(days=day - 1), "Deposit in transit", rng.randint(15000, 240000), +1)
    for day in sorted(rng.sample(range(2, 12), rng.randint(2, 3))):
        cents = min(rng.randint(4000, 90000), max(balance - gap - 10000, 0) // 3)
        if cents < 1000:
            return None
        balance -= d.row(end - dt.timedelta(days=day), f"Check {rng.randint(1020, 2480)}, not yet cleared", cents, -1)
    d.row(None, "Unreconciled difference, under review", gap, -1, amount_key="unreconciled_difference")
    balance -= gap
    d.rows.sort(key=lambda r: r[0] or dt.date.max)
    return _made(d, "reconciliation", ("Bank reconciliation", "Reconciliation of the account", "Reconciling items"),
                 (d.rng.choice(("Balance per bank statement", "Ending balance per bank")), bank),
                 ("Balance per books", balance, None), (), check=balance > 0)


def _steps(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    m = re.match(r"^([\d,]+) steps$", v.get("weekly_steps", ""))
    if not m:
        return None
    total = int(m.group(1).replace(",", ""))
    end = d.record_day - dt.timedelta(days=1)
    days = [end - dt.timedelta(days=6 - i) for i in range(7)]
    parts = [round(total / 7 * rng.uniform(0.6, 1.4)) for _ in range(6)]
    if total - sum(parts) < 500:
        return None
    parts.append(total - sum(parts))
    for day, n in zip(days, parts, strict=True):
        d.row(day, day.strftime("%A"), None, +1, quantity=f"{n:,} steps")
    d.values.update(d.new)
    return Ledger("steps", rng.choice(("Day by day", "Steps by day", "Your week")), ("Date", "Day", "Steps"), None,
                  tuple(r for _, r in d.rows), (), ("Week total", "weekly_steps"), tuple(d.specs), frozenset(d.uses)
                  | {"weekly_steps"}, unit="steps")


#: A household's monthly bills, in the order a budget lists them.
_BUDGET_LINES = (("monthly_housing_payment", "Rent or mortgage"), ("car_payment", "Car payment"),
                 ("insurance_premium", "Insurance"), ("utility_bill_amount", "Electric"), ("gas_bill_amount", "Gas"),
                 ("water_bill_amount", "Water"), ("trash_bill_amount", "Trash pickup"),
                 ("internet_bill_amount", "Internet"), ("phone_bill_amount", "Phone"),
                 ("grocery_spending", "Groceries"))


#: Monthly costs a budget tells in its own words ("$600 a month for a sitter three days a week"): lines of its month
#: too, so what is left over is the pay less every cost the worksheet lists (reader18: "Left over" ignored the
#: childcare listed under it, 4 of 4).
_BUDGET_MONTHLY = (("childcare_cost", "Childcare"), ("subscription_costs", "Subscriptions"))


def _budget(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A person's own month: take-home pay less each bill the case holds, and what is left over."""
    rng = d.rng
    tracker = "tracker" in d.group_hint
    lines = [(k, label) for k, label in _BUDGET_LINES if _cents(v.get(k), whole=True) is not None and (
        not tracker or k not in ("monthly_housing_payment", "car_payment", "insurance_premium", "grocery_spending"))]
    if len(lines) < 3:
        return None
    spent = 0
    for k, label in lines:
        c = _cents(v.get(k), whole=True)
        if _MONEY.match(v[k]) or re.match(r"^\$[\d,]+$", v[k]):
            d.row(None, label, c, +1 if tracker else -1, amount_key=k)
            spent += c
    if tracker:
        return _made(d, "budget", ("This month's bills", "Bills this month", "Utilities this month"), None,
                     ("Total this month", spent, None), (), columns=("", "Bill", "Amount"))
    for k, label in _BUDGET_MONTHLY:  # a monthly cost the worksheet tells elsewhere is one of its lines too
        m = re.match(r"^\$([\d,]+) a month\b", v.get(k, ""))
        if m:
            spent += d.row(None, label, int(m.group(1).replace(",", "")) * 100, -1, exact=True)
    pay = round(spent * rng.uniform(1.08, 1.35), -2)
    d.rows.insert(0, (None, Row(None, "Take-home pay", False, d.total("ledger_credits", pay, "Take-home pay"), +1)))
    return _made(d, "budget", ("Monthly budget", "This month", "Money in and out"), None,
                 ("Left over", pay - spent, None), (), columns=("", "Item", "Amount"))


def _timesheet(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A consultant's hours week by week at the case's rate, adding up to the billable time it states."""
    rng = d.rng
    m = re.match(r"^(\d+(?:\.\d)?) hours at \$([\d,]+\.\d{2}) per hour$", v.get("billable_time", ""))
    if not m:
        return None
    halves, rate = round(float(m.group(1)) * 2), round(float(m.group(2).replace(",", "")) * 100)
    weeks = max(2, -(-halves // 90))  # at most 45 hours a week
    if weeks > 10:
        return None
    parts = [round(halves / weeks * rng.uniform(0.8, 1.2)) for _ in range(weeks - 1)]
    parts.append(halves - sum(parts))
    if not all(8 <= p <= 110 for p in parts):
        return None
    friday = d.record_day - dt.timedelta(days=(d.record_day.weekday() - 4) % 7 or 7)
    kickoff = parse_day(v.get("kickoff_date", ""))
    if kickoff and kickoff[0] > friday - dt.timedelta(weeks=weeks - 1, days=4):  # no hours before the work began
        return None
    total = 0
    for i, p in enumerate(parts):
        day = friday - dt.timedelta(weeks=weeks - 1 - i)
        if day in d.days or not d._unique(_styled(day, d.style)):
            return None
        total += d.row(day, f"{p / 2:g} hours at {_fmt(rate)}", p * rate // 2, +1, exact=True)
    return _made(d, "fees", ("Time by week", "Hours billed", "Timesheet"), None,
                 ("Total fees for the period", total, None), (), columns=("Week ending", "Hours", "Amount"),
                 check=total == halves * rate // 2)


def _folio(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A hotel stay: the room nights at the case's rate, tax and incidentals up to the order total, less the
    deposit paid."""
    rng = d.rng
    m = re.match(r"^(\d+) nights? in (?:an? )?(.+?) at \$([\d,]+) a night$", v.get("room_nights", ""))
    total, deposit = _cents(v.get("order_total")), _cents(v.get("travel_deposit_paid"))
    if not m or total is None or deposit is None:
        return None
    nights, rate = int(m.group(1)), int(m.group(3).replace(",", "")) * 100
    room = nights * rate
    tax = round(room * rng.uniform(0.09, 0.14))
    extras = total - room - tax
    if extras < 500 or deposit >= total:
        return None
    out = d.record_day - dt.timedelta(days=rng.randint(0, 2))
    d.row(out - dt.timedelta(days=nights), f"Room, {nights} nights at {_fmt(rate)}", room, +1, exact=True)
    d.row(out - dt.timedelta(days=nights - 1), "Room and occupancy tax", tax, +1, exact=True)
    d.row(out - dt.timedelta(days=1), rng.choice(("Restaurant and minibar", "Incidentals charged to the room")),
          extras, +1, exact=True)
    d.row(None, "Less deposit paid", deposit, -1, amount_key="travel_deposit_paid")
    d.rows.sort(key=lambda r: r[0] or dt.date.max)
    return _made(d, "bill", ("Charges", "Folio detail", "Charges and payments"), None,
                 ("Balance due at check-out", total - deposit, None),
                 (("Total charges", total, "order_total"), ("Deposit paid", deposit, "travel_deposit_paid")))


_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _shifts(d: _Draw, v: dict[str, str]) -> Ledger | None:
    rng = d.rng
    shift = v.get("volunteer_shift", "")
    m = re.match(r"^(\w+day) shift", shift)
    if not m or m.group(1) not in _WEEKDAYS:
        return None
    weekday = _WEEKDAYS.index(m.group(1))
    last = d.record_day - dt.timedelta(days=1)
    while last.weekday() != weekday:
        last -= dt.timedelta(days=1)
    n = rng.randint(5, 8)
    # no shift before the person's sign-up came in or their file was opened
    since = max((p[0] for k in ("community_request_date", "case_opened_date", "request_received_date")
                 if (p := parse_day(d.values.get(k, ""))) is not None), default=dt.date.min)
    days = sorted({last - dt.timedelta(weeks=i) for i in range(n + 3)} - d.days)[-n:]
    days = [x for i, x in enumerate(days) if x > since and (i == len(days) - 1 or rng.random() < 0.85)]
    if len(days) < 3:
        return None
    station = v.get("shift_station", "")
    what = f"{m.group(1)} shift" + (f", {station}" if station else "")
    total = 0.0
    for day in days:
        hours = rng.choice((2.0, 2.5, 3.0, 3.5, 4.0))
        total += hours
        d.row(day, what, None, +1, quantity=f"{hours:g} hours")
    d.values.update(d.new)
    return Ledger("shifts", "", ("Date", "Shift", "Hours"), None,
                  tuple(r for _, r in d.rows), (), ("Hours this period", f"{total:g} hours"), tuple(d.specs),
                  frozenset(d.uses), unit="hours")


#: A term's first day (month, day) and its length in weeks.
_TERM_START = {"Spring": (1, 13, 17), "Summer": (6, 3, 11), "Fall": (8, 26, 16), "Winter": (1, 6, 5)}
_NUMBER_WORDS = {"no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _count(pattern: str, text: str) -> int | None:
    m = re.search(r"\b(\d+|" + "|".join(_NUMBER_WORDS) + r") " + pattern, text)
    return None if not m else int(m.group(1)) if m.group(1).isdigit() else _NUMBER_WORDS[m.group(1)]


def _attendance(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """An adult class's (English, GED) attendance this term, week by week since the term began: the hours its weekly
    schedule holds (the case's), less a session for each absence; the absences and late arrivals the case counts."""
    rng = d.rng
    hours = re.search(r"(\d+) class hours a week", v.get("enrollment_status", ""))
    term = re.match(r"^(Spring|Summer|Fall|Winter) (\d{4})$", v.get("academic_term", ""))
    summary = v.get("attendance_summary", "")
    absent, late = _count(r"unexcused absences?", summary), _count(r"late arrivals?", summary)
    schedule = v.get("class_schedule", "")
    sessions = 5 if "weekday" in schedule else len(re.findall(r"[A-Z][a-z]+day", schedule))
    if not (hours and term and sessions) or absent is None or late is None:
        return None
    weekly = int(hours.group(1))
    month, first, length = _TERM_START[term.group(1)]
    start = dt.date(int(term.group(2)), month, first)
    start -= dt.timedelta(days=start.weekday())
    # no week before the learner enrolled (s25-stmt: "Week of 10/06/2025" rows over "Enrolled | 11/23/2025"): the
    # first full week after the day the record prints as the enrolment
    enrolled = next((p[0] for k in ("case_opened_date", "edu_request_date")
                     if (p := parse_day(v.get(k, ""))) is not None), None)
    if enrolled is not None:
        start = max(start, enrolled + dt.timedelta(days=(7 - enrolled.weekday()) % 7))
    weeks = []
    day = start
    while day + dt.timedelta(days=6) < d.record_day and len(weeks) < length:  # (not past the term's end)
        weeks.append(day)
        day += dt.timedelta(weeks=1)
    if not 3 <= len(weeks) <= 20 or absent + late > len(weeks) * sessions or absent > len(weeks):
        return None
    missed = set(rng.sample(range(len(weeks)), absent))
    lates = [0] * len(weeks)
    for _ in range(late):
        lates[rng.choice([i for i in range(len(weeks)) if lates[i] + (i in missed) < sessions])] += 1
    per = weekly / sessions
    total = 0.0
    shown = len(weeks) - min(len(weeks), 8)  # (a long term: its last eight weeks)
    for i, week in enumerate(weeks[shown:], shown):
        got = weekly - (per if i in missed else 0)
        notes = ([("absent one session" if sessions > 1 else "absent") + ", unexcused"] if i in missed else []) + (
            [f"{lates[i]} late arrival" + ("s" if lates[i] > 1 else "")] if lates[i] else [])
        d.row(week, _cap(", ".join(notes)) if notes else "Present at every session", None, +1,
              quantity=f"{got:g} of {weekly} hours")
        total += got
    d.values.update(d.new)
    return Ledger("attendance", rng.choice(("Attendance this term", "Weekly attendance", "Attendance record")
                                           if not shown else ("Attendance, last eight weeks", "Recent attendance")),
                  ("Week of", "Attendance", "Hours"), None, tuple(r for _, r in d.rows), (),
                  ("Hours attended this term" if not shown else "Hours attended in these weeks", f"{total:g} hours"),
                  tuple(d.specs), frozenset(d.uses), unit="hours")


def _insertion(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A podcast insertion order's flight: the ad reads from the case's publication date, a week apart, each its
    estimated downloads at the case's CPM rate, adding up to what the order pays (the case's payout)."""
    rng = d.rng
    rate = re.match(r"^\$(\d+) CPM for (.+?) ads$", v.get("sponsorship_rate", ""))
    total, first = _cents(v.get("payout_amount")), parse_day(v.get("scheduled_publication_date", ""))
    if not rate or total is None or first is None:
        return None
    cpm = int(rate.group(1)) * 100  # cents a thousand downloads
    n = rng.randint(3, 5)
    if total * 1000 // cpm < 150 * n:
        return None
    weights = [rng.uniform(0.75, 1.3) for _ in range(n)]  # (downloads vary from week to week, not tenfold)
    parts = [round(total * w / sum(weights)) for w in weights]
    what = _cap(rate.group(2)) + (" ad" if "read" in rate.group(2) else " read")
    paid = 0
    for i, cents in enumerate(parts):
        item = f"{what}, est. {round(cents * 1000 / cpm):,} downloads"
        day = first[0] + dt.timedelta(weeks=i)
        last = i == n - 1
        paid += d.row(day, item, total - paid if last else cents, +1, exact=last,
                      date_key="scheduled_publication_date" if i == 0 else None)
    return _made(d, "order", ("Flight schedule", "Ad reads on this order", "Schedule of reads"), None,
                 (rng.choice(("Total for this order", "Order total")), total, "payout_amount"), (),
                 check=paid == total)


def _wristbands(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A festival wristband order's lines: the case's pass at a whole-dollar price, the ticketing service fee on it,
    a facility fee, the wristband's delivery where it is mailed, and the sales tax on the lot, adding up to the
    order total the case states."""
    rng = d.rng
    total, kind = _cents(v.get("order_total")), v.get("event_ticket_type", "")
    if total is None or not kind or total < 8000:
        return None
    fee_rate, tax_rate = rng.choice((0.1, 0.12, 0.15)), rng.choice((0.06, 0.0725, 0.08, 0.0875))
    facility = rng.choice((300, 400, 500, 650))
    mail = rng.choice((0, 0, 799, 995, 1495))  # (collected at the gate: no delivery line)
    price = (total - facility - mail) / ((1 + fee_rate) * (1 + tax_rate) + facility * tax_rate / total)
    price = int(price) // 100 * 100  # (a pass is priced in whole dollars; the tax takes up the cents)
    fee = round(price * fee_rate)
    taxed = price + fee + facility
    tax = total - taxed - mail
    if price <= 0 or not 0.04 * taxed <= tax <= 0.1 * taxed:
        return None
    pass_name = _cap(re.sub(r"^(?:a|an|one) ", "", kind))
    paid = d.row(None, f"{pass_name}, 1 wristband", price, +1)
    paid += d.row(None, rng.choice(("Ticketing service fee", "Service fee", "Order processing fee")), fee, +1)
    paid += d.row(None, rng.choice(("Facility fee", "Venue facility charge", "Facility and safety fee")), facility, +1)
    if mail:
        paid += d.row(None, rng.choice(("Wristband delivery, tracked mail", "Shipping (tracked, signature required)",
                                        "Mailed wristband, tracked")), mail, +1)
    paid += d.row(None, rng.choice(("Sales tax", "Tax", "State and local sales tax")), total - paid, +1, exact=True)
    return _made(d, "order", ("Order details", "Items on this order", "Your order"), None,
                 (rng.choice(("Order total", "Total charged", "Total paid")), total, "order_total"), (),
                 columns=("", "Item", "Amount"), check=paid == total)


def _limit(d: _Draw, dollars: int, step: int = 100) -> str:
    """A whole-dollar limit near ``dollars`` (rounded to ``step``) that no other value of the case reads."""
    dollars = max(step, round(dollars / step) * step)
    while not d._unique(f"${dollars:,}"):
        dollars += step
    return f"${dollars:,}"


def _declarations(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A homeowners declarations page's coverages A to F: the dwelling limit the case states (A), other structures
    at a tenth of it (B), the personal property (C) and liability (E) limits the case states (else the usual share of
    A and the usual $300,000), loss of use at a fifth of A (D), medical payments to others (F), the case's deductible
    under them, closing on the annual premium the case states."""
    rng = d.rng
    a = _cents(v.get("dwelling_coverage"))
    closing = next((k for k in ("annual_premium", "insurance_deductible") if k in v), None)
    if a is None or closing is None:
        return None
    a //= 100
    n = 0

    def line(label: str, key: str | None, value: str | None = None) -> None:
        nonlocal n
        n += 1
        if key is not None:
            d.uses.add(key)
        else:
            key = d.put(f"entry_{n:02d}_amount", value or "", label, 0.35)
        d.rows.append((None, Row(None, label, False, key, +1)))

    line("A. Dwelling", "dwelling_coverage")
    line("B. Other structures", None, _limit(d, a // 10))
    line("C. Personal property", "personal_property_coverage" if "personal_property_coverage" in v else None,
         _limit(d, a // 2, 1000))
    line("D. Loss of use", None, _limit(d, a // 5))
    line("E. Personal liability", "home_liability" if "home_liability" in v else None,
         _limit(d, rng.choice((300000, 500000)), 100000) + " per occurrence")
    line("F. Medical payments to others", None, _limit(d, rng.choice((1000, 2000, 5000)), 1000) + " per person")
    if closing == "annual_premium" and "insurance_deductible" in v:
        line("Deductible", "insurance_deductible")
    d.uses.add(closing)
    d.values.update(d.new)
    return Ledger("coverage", rng.choice(("Coverages and limits", "Section I and II coverages", "Limits of liability")),
                  ("", "Coverage", "Limit"), None, tuple(r for _, r in d.rows), (),
                  ("Total annual premium" if closing == "annual_premium" else "Deductible", closing), tuple(d.specs),
                  frozenset(d.uses))


def _report_card(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A report card's marks, subject by subject: the subjects of the child's school level (the case's grade), the
    case's own mark in its subject, the others as good or poor as that mark says the child is doing, closing on the
    standing the case states."""
    from privasis_hub.synth.catalog.education import (
        _EARLY_MARKS,
        _K12_MARKS,
        EARLY_MARKS_TO,
        subjects_for,
    )
    rng = d.rng
    m = re.match(r"^(a \d \([a-z ]+\)|[A-F][+-]?) in (.+)$", v.get("child_course_grade", ""))
    who = re.search(r", (?:grade (\d+)|(kindergarten))$", v.get("dependent_student", ""))
    closing = next((k for k in ("child_standing", "child_attendance") if k in v), None)
    if not m or not who or closing is None:
        return None
    grade = int(who.group(1)) if who.group(1) else 0
    early = grade <= EARLY_MARKS_TO
    if early != m.group(1).startswith("a "):
        return None
    well = m.group(1) in _EARLY_MARKS["well"] or m.group(1) in _K12_MARKS[:5]
    subjects = subjects_for(grade)
    if m.group(2) not in subjects:
        return None
    for subject in subjects:
        if subject == m.group(2):  # the case's own mark, as a mark: "| Math | A |", not "| Math | A in math |"
            # (reader10 class 8); the case's "A in math" is told in the record's own words
            d.rows.append((None, Row(None, _cap(subject), False, m.group(1)[2:] if early else m.group(1), +1,
                                           amount_key=False)))
            continue
        if early:
            mark = rng.choice(_EARLY_MARKS["well" if well or rng.random() < 0.3 else "struggling"])[2:]
        else:
            mark = rng.choice(_K12_MARKS[:5] if well else _K12_MARKS[4:])
        d.rows.append((None, Row(None, _cap(subject), False, mark, +1, amount_key=False)))
    d.uses.add(closing)
    return Ledger("grades", rng.choice(("Marks this term", "Grades by subject", "Subject grades")),
                  ("", "Subject", "Mark"), None, tuple(r for _, r in d.rows), (),
                  ("Standing" if closing == "child_standing" else "Attendance", closing), tuple(d.specs),
                  frozenset(d.uses))


def _studio(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A pottery studio's month for a member: the membership fee the case states on its billing day, then the kiln
    firings since, each its weight at the case's rate a pound, adding up to the month's charges."""
    rng = d.rng
    fee, rate = _cents(v.get("studio_monthly_fee"), whole=True), _cents(v.get("firing_fee"), whole=True)
    day_m = re.match(r"^the (\d+)(?:st|nd|rd|th) of each month$", v.get("billing_day", ""))
    if fee is None or rate is None or not day_m or "pound" not in v.get("firing_fee", ""):
        return None
    billed = d.record_day.replace(day=min(int(day_m.group(1)), 28))
    if billed >= d.record_day - dt.timedelta(days=6):
        billed = (billed.replace(day=1) - dt.timedelta(days=1)).replace(day=billed.day)
    start = parse_day(v.get("membership_start_date", ""))
    if start and start[0] >= billed:
        return None
    if billed in d.days or not d._unique(_styled(billed, d.style)):
        return None
    total = d.row(billed, "Monthly membership, studio time and clay storage", fee, +1, amount_key="studio_monthly_fee",
                  date_key=None)
    span = (d.record_day - billed).days - 1
    for off in sorted(rng.sample(range(2, span), min(rng.randint(2, 4), max(0, span - 2)))) if span > 3 else ():
        weights = [w for w in (2.5, 3, 3.5, 4, 4.5, 5, 6, 6.5, 7, 8) if d._unique(_fmt(round(w * rate)))]
        if not weights:
            continue
        pounds = rng.choice(weights)
        what = rng.choice(("Bisque firing", "Glaze firing", "Glaze firing, cone 6"))
        total += d.row(billed + dt.timedelta(days=off), f"{what}, {pounds:g} lb", round(pounds * rate), +1,
                       exact=True)
    if len(d.rows) < 3:
        return None
    return _made(d, "studio", ("Charges this month", "Studio charges", "This month's charges"), None,
                 ("Total this month", total, None), (), columns=("Date", "Charge", "Amount"))


_FIRST = ("Marcus", "Jenna", "Carlos", "Tasha", "Derek", "Priya", "Owen", "Lena", "Andre", "Kayla", "Miguel", "Erin",
          "Trevor", "Nadia", "Caleb", "Rosa", "Dylan", "Maya", "Grant", "Tiffany", "Hector", "Brooke", "Isaac", "Dana")
_FIRST_MEN = ("Marcus", "Carlos", "Derek", "Owen", "Andre", "Miguel", "Trevor", "Caleb", "Dylan", "Grant", "Hector",
              "Isaac")
_FIRST_WOMEN = tuple(n for n in _FIRST if n not in _FIRST_MEN)
_LAST = ("Alvarez", "Brennan", "Choi", "Delgado", "Easton", "Fischer", "Garrison", "Holloway", "Ibarra", "Jensen",
         "Kowalski", "Lindqvist", "Mendez", "Novak", "Okafor", "Pruitt", "Quinlan", "Reyes", "Sandoval", "Thornton",
         "Underwood", "Vasquez", "Whitaker", "Yamada")


def _team_dues(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """A team's dues by player: as many players as the case counts, as many paid as it says (the person among them,
    at the season's dues it states), the teammate it says still owes among the rest, closing on its count."""
    rng = d.rng
    m = re.match(r"^(\d+) of (\d+) players$", v.get("team_dues_paid", ""))
    dues = v.get("league_season_dues", "")
    if not m or not _MONEY.match(dues) or "full_name" not in d.values:
        return None
    paid, size = int(m.group(1)), int(m.group(2))
    if not 1 <= paid < size <= MAX_ROWS or ("teammate_owing" in v) != (paid < size):
        return None
    names: list[str] = []
    division = v.get("league_division", "")  # a men's or women's division's players (s24-facts)
    firsts = _FIRST_WOMEN if "women's" in division else _FIRST_MEN if "men's" in division else _FIRST
    while len(names) < size - 1 - ("teammate_owing" in v):
        name = f"{rng.choice(firsts)} {rng.choice(_LAST)}"
        if all(name.split()[1] not in x for x in (*names, d.values["full_name"], v.get("teammate_owing", ""))) \
                and d._unique(name):
            names.append(name)
    players = [("full_name", True)] + [(x, False) for x in names[:paid - 1]]
    owing = [(x, False) for x in names[paid - 1:]] + ([("teammate_owing", True)] if "teammate_owing" in v else [])
    d.uses.update({"league_season_dues", "team_dues_paid", "teammate_owing"} & set(v))
    since = parse_day(v.get("membership_start_date", ""))
    first = max(d.record_day - dt.timedelta(days=75), since[0] + dt.timedelta(days=1) if since else dt.date.min)
    if first > d.record_day - dt.timedelta(days=12):
        return None
    days = _in((first, d.record_day - dt.timedelta(days=2)), rng, paid + 10)
    rows = []
    for i, (who, key) in enumerate(players + owing, 1):
        if not key:
            who = d.put(f"entry_{i:02d}_item", who, "Teammate", 0.5)
        day_key = None
        if i <= paid:
            day = d.day(days[rng.randrange(len(days))])
            day_key = d.put(f"entry_{i:02d}_date", _styled(day, d.style), "Date dues paid", 0.3)
        rows.append((i, Row(day_key, who, True, "league_season_dues" if i <= paid else "not paid", +1,
                            amount_key=i <= paid)))
    order = sorted(rows, key=lambda r: (d.new.get(r[1].item) or d.values[r[1].item]).split()[-1])  # (by surname)
    d.values.update(d.new)
    return Ledger("dues", rng.choice(("Dues by player", "Season dues", "Who has paid")), ("Paid on", "Player", "Dues"),
                  None, tuple(r for _, r in order), (), ("Paid so far", "team_dues_paid"), tuple(d.specs),
                  frozenset(d.uses))


#: an IEP service -> who provides it
_PROVIDERS = (("speech-language", "Speech-language pathologist"), ("occupational", "Occupational therapist"),
              ("counseling", "School counselor"), ("resource room", "Special education teacher"),
              ("special education teacher", "Special education teacher"))


def _iep(d: _Draw, v: dict[str, str]) -> Ledger | None:
    """An IEP's goals and services: the case's annual goal, how its progress is reported, the service and its
    minutes the case states with the provider that service has, the accommodation and eligibility the case states,
    closing on the annual review it dates."""
    rng = d.rng
    service = v.get("service_minutes", "")
    provider = next((p for w, p in _PROVIDERS if w in service), None)
    closing = next((k for k in ("annual_review_date", "sped_case_manager") if k in v), None)
    if "iep_goal" not in v or provider is None or closing is None:
        return None
    rows = [("Annual goal", "iep_goal"),
            ("Progress reported", rng.choice(("each grading period, with work samples", "every nine weeks, in writing",
                                              "with each report card"))),
            ("Service and minutes", "service_minutes"), ("Provider", provider),
            ("Accommodation", "child_accommodation"), ("Eligibility category", "iep_eligibility")]
    for label, what in rows:
        if what in v:
            d.uses.add(what)
            d.rows.append((None, Row(None, label, False, what, +1)))
        elif not re.fullmatch(r"[a-z_]+", what):
            d.rows.append((None, Row(None, label, False, what, +1, amount_key=False)))
    d.uses.add(closing)
    return Ledger("iep", rng.choice(("Goals and services", "Annual goal and services", "Services in this plan")),
                  ("", "Plan item", "Detail"), None, tuple(r for _, r in d.rows), (),
                  ("Next annual review" if closing == "annual_review_date" else "Case manager", closing),
                  tuple(d.specs), frozenset(d.uses))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


#: Ledgers of what has happened on an account or a bill: none of their entries falls after the record's date.
_PAST_ONLY = frozenset({"card", "bank", "brokerage", "stub", "payout", "bill", "dues", "income", "reconciliation"})


def _made(d: _Draw, kind: str, headings: tuple[str, ...], opening: tuple[str, int] | None,
          closing: tuple[str, int, str | None], summary: tuple[tuple[str, int, str | None], ...],
          columns: tuple[str, str, str] = ("Date", "Description", "Amount"), check: bool = True) -> Ledger | None:
    if not check:
        return None
    if all(day is not None for day, _ in d.rows):  # the entries in date order, as drawn days may have moved
        d.rows.sort(key=lambda r: r[0])
    if kind in _PAST_ONLY and any(day is not None and day > d.record_day for day, _ in d.rows):
        # (an account's statement or a bill prints no entry after its own date; an order's schedule may)
        return None
    open_key = d.total("ledger_opening", opening[1], opening[0]) if opening else None
    box: list[tuple[str, str]] = []
    if opening:
        box.append((opening[0], open_key))
    for i, (label, cents, existing) in enumerate(summary):
        if existing is not None and existing in d.told:
            box.append((label, d.total("", cents, label, existing)))
        else:
            box.append((label, d.total(("ledger_credits", "ledger_debits")[min(i, 1)], cents, label)))
    close_key = d.total("ledger_closing", closing[1], closing[0],
                        closing[2] if closing[2] is not None and closing[2] in d.told else None)
    box.append((closing[0], close_key))
    if d.bad:
        return None
    d.values.update(d.new)
    return Ledger(kind, d.rng.choice(headings), columns, (opening[0], open_key) if opening else None,
                  tuple(r for _, r in d.rows), tuple(box), (closing[0], close_key), tuple(d.specs), frozenset(d.uses))


#: record type -> (drawer, group of its new values)
_KINDS = (
    (re.compile(r"credit card"), _card, "accounts and payments"),
    (re.compile(r"checking account|savings account"), _bank, "accounts and payments"),
    (re.compile(r"brokerage"), _brokerage, "accounts and payments"),
    (re.compile(r"pay stub"), _stub, "income and debts"),
    (re.compile(r"payout|royalty statement"), _payout, "income and debts"),
    (re.compile(r"hospital bill|explanation of benefits"), _bill, "insurance and billing"),
    (re.compile(r"dues invoice"), _dues, "dues and contributions"),
    (re.compile(r"contribution statement"), _gifts, "dues and contributions"),
    (re.compile(r"shift roster|delivery roster"), _shifts, "membership and participation"),
    (re.compile(r"self-employment income ledger"), _self_employed, "accounts and payments"),
    (re.compile(r"payroll tax summary"), _payroll, "client and engagement"),
    (re.compile(r"podcast sponsorship insertion order"), _insertion, "contracts and payments"),
    (re.compile(r"ESL class progress report|GED practice test"), _attendance, "academic performance"),
    (re.compile(r"probate inventory"), _probate, "obligations and outcomes"),
    (re.compile(r"bookkeeping reconciliation"), _reconciliation, "client and engagement"),
    (re.compile(r"fitness tracker weekly"), _steps, "activities and health"),
    (re.compile(r"household budget|utility bill tracker"), _budget, "household"),
    (re.compile(r"timesheet invoice"), _timesheet, "client and engagement"),
    (re.compile(r"reservation folio"), _folio, "accounts and payments"),
    (re.compile(r"homeowners policy declarations"), _declarations, "transactions and claims"),
    (re.compile(r"report card"), _report_card, "academic performance"),
    (re.compile(r"pottery studio membership log"), _studio, "accounts and payments"),
    (re.compile(r"team roster and dues tracker"), _team_dues, "accounts and payments"),
    (re.compile(r"individualized education program"), _iep, "financial aid and support"),
    (re.compile(r"festival wristband order"), _wristbands, "accounts and payments"),
)


def draw(record_type: str, values: dict[str, str], told: set[str], record_day: dt.date, record_date: str,
         rng: random.Random) -> Ledger | None:
    """The ledger of a statement of ``record_type`` (None where its kind keeps none, or the case's figures leave
    no room for one); its new values are added to ``values``. It ties itself only to the figures of ``told`` (the
    record's own fields), never to a value the record leaves out."""
    style = parse_day(record_date)[1] if parse_day(record_date) else "long"
    for pattern, drawer, group in _KINDS:
        if pattern.search(record_type):
            # a draw the case's figures leave no room for (the month never dipped below zero for its overdraft fee)
            # is drawn again, not left to a statement with no entries of its own ("| Account opened | - |" and one
            # "| Transaction |" on a checking statement: s21-stmt, about half of them)
            for _ in range(_TRIES):
                d = _Draw(values, record_day, style, group, rng)
                d.group_hint = record_type
                d.told = {k: x for k, x in values.items() if k in told}
                if (made := drawer(d, d.told)) is not None:
                    return made
            return None
    return None


#: How many times a ledger is drawn before its statement goes without one.
_TRIES = 6
