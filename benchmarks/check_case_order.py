"""Three classes an independent reader found in fresh Privasis records (issue 19, s29-dates), counted per build.

1. ``dates``: a record whose dated events stand in an impossible order. Every date the text states is given the
   role its line or sentence tells (signed, filed, received, decided, notified, death, due, follow-up, visit, ...)
   and the order a case's events keep is checked: signed <= filed <= received <= decided <= notified; a death
   before what the dead person is said to have done; the record's own date after what it reports as done and
   before what it asks for or books; a visit before its follow-up; "last week" or "yesterday" near the record date.
2. ``sums``: money facts of one record that stand in a fixed relation and break it (annual vs monthly vs hourly
   pay, a refund above the tax withheld, a payment above the balance, a balance above its limit, a total that is
   not the sum of its lines, a running balance that does not follow from the line before it).
3. ``repeats``: attribute values (by key) that recur across records far more often than chance.

Usage: python benchmarks/check_case_order.py BUILD_DIR [--show dates|sums] [--top N]
"""
from __future__ import annotations

import argparse
import datetime as dt
import glob
import re
from collections import Counter, defaultdict

import pyarrow.parquet as pq

MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_M = {m: i + 1 for i, m in enumerate(MONTHS.split("|"))}
DATE = re.compile(rf"\b(\d{{4}}-\d{{2}}-\d{{2}}|\d{{2}}/\d{{2}}/\d{{4}}|(?:{MONTHS}) \d{{1,2}}, \d{{4}})")

#: Roles by the words before a date in its sentence or line (the nearest cue wins), in the order a case runs.
ROLES = (
    ("death", r"\b(?:died|passed away|date of death|death)\b"),
    ("signed", r"\b(?:signed(?! (?:on for|up))|signature|executed|sign(?:ing)? date)\b"),
    ("filed", r"\b(?:filed|filing(?: date)?|lodged)\b"),
    ("received", r"\b(?:received|receipt|arrived|came in|reached us|date of submission|submitted)\b"),
    ("decided", r"\b(?:decided|decision|approved|denied|granted|ruled|determination)\b"),
    ("notified", r"\b(?:notified|notice (?:went|was sent|sent|mailed))\b"),
    ("due", r"\b(?:due|deadline|no later than|respond by|reply by|return (?:it|this|the \w+) by|must reach|"
            r"expires?|until|by)\b"),
    ("follow", r"\b(?:follow-up|follow up|next (?:visit|appointment|review)|recheck|return visit)\b"),
    ("visit", r"\b(?:visit(?:ed)?|seen|date of service|examined|consultation)\b"),
    ("hearing", r"\b(?:hearing|court date|appear in court|trial)\b"),
)
_ROLE_RX = re.compile("|".join(f"(?P<{name}>{rx})" for name, rx in ROLES), re.I)
#: Pairs a case's events keep (earlier role, later role): a paper is signed before it is filed, and decided on after
#: it came in (an agreement's "Request approved" before its signing is no break: the request, not the paper).
ORDER = (("signed", "filed"), ("received", "decided"), ("filed", "decided"), ("decided", "notified"),
         ("visit", "follow"))
PAST = {"signed", "filed", "received", "decided", "notified", "death", "visit"}
FUTURE = {"due", "follow", "hearing"}
RELATIVE = {"yesterday": (1, 1), "last week": (4, 14), "earlier this week": (1, 6), "last month": (20, 62),
            "a few days ago": (2, 7), "two weeks ago": (10, 18)}
_RELATIVE_RX = re.compile(r"\b(" + "|".join(RELATIVE) + r")\b", re.I)
_CASE_FILED = re.compile(r"\b(?:case|matter|petition|complaint|docket|application)\b|^(?:Date filed|Petition filed|Filed):", re.I)
_FORM_DATE = re.compile(rf"(?:^|\n)(?:Date|Form completed|Date of submission|Date submitted): ({DATE.pattern[2:]})")
_DELIVERY = re.compile(r"within (\d+) (days|months) of (the editor's letter|signing)")
_PUBLICATION = re.compile(rf"(?:scheduled publication on|publication is (?:expected|planned|set) for|release date is set "
                          rf"for|expected to come out on|Publication is (?:expected|planned) for) {DATE.pattern[2:]}", re.I)
_MONEY = re.compile(r"\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)\b")


def parse(s: str) -> dt.date | None:
    """The date ``s`` writes (ISO, US or long style)."""
    try:
        if re.match(r"\d{4}-", s):
            return dt.date.fromisoformat(s)
        if "/" in s:
            m, d, y = s.split("/")
            return dt.date(int(y), int(m), int(d))
        m, d, y = re.match(r"(\w+) (\d+), (\d+)", s).groups()
        return dt.date(int(y), _M[m], int(d))
    except (ValueError, AttributeError, KeyError):
        return None


def units(text: str) -> list[str]:
    """The text's lines, each split into sentences (a table row is one unit)."""
    out = []
    for line in text.split("\n"):
        out += [u for u in re.split(r"(?<=[.!?])\s+(?=[A-Z])", line) if u.strip()]
    return out


def dated_events(text: str) -> list[tuple[str, dt.date, str]]:
    """(role, date, unit) for each date the text states whose unit tells its role (the cue nearest before it, else
    the first after it in the same clause)."""
    out = []
    for unit in units(text):
        if unit.lstrip().startswith("|") or "From:" in unit[:6] or unit.startswith(("Sent:", "Date:", "On ")):
            continue  # a table row's or an e-mail header's date is no case event
        for m in DATE.finditer(unit):
            day = parse(m.group(1))
            if day is None:
                continue
            before = unit[max(0, m.start() - 60):m.start()]
            cues = list(_ROLE_RX.finditer(before))
            if not cues:
                continue
            role = cues[-1].lastgroup
            out.append((role, day, unit.strip()))
    return out


def date_breaks(r: dict) -> list[str]:
    """What is impossible in the order of the record's dated events (empty when none)."""
    on = parse(r.get("document_date") or "")
    text = r["text"]
    events = dated_events(text)
    out = []
    by: dict[str, list[tuple[dt.date, str]]] = defaultdict(list)
    for role, day, unit in events:
        by[role].append((day, unit))
    # (a case's opening filing precedes the settlement, plan or plea signed in it: only "the papers" or "the filing"
    # before their own signature is a break)
    by["filed"] = [(d, u) for d, u in by["filed"] if not _CASE_FILED.search(u)]
    for a, b in ORDER:
        if by[a] and by[b] and max(d for d, _ in by[b]) < min(d for d, _ in by[a]):
            da, ua = min(by[a])
            db, ub = max(by[b])
            out.append(f"{b} {db} before {a} {da}: {ub[:90]!r} / {ua[:90]!r}")
    if by["death"]:
        died = min(d for d, _ in by["death"])
        last = (r.get("profile") or {}).get("last_name") or "-"
        acted = re.compile(rf"(?:with|by) (?:Mr\.|Ms\.|Mrs\.) {re.escape(last)} on {DATE.pattern[2:]}|"
                           rf"(?:Mr\.|Ms\.|Mrs\.) {re.escape(last)} (?:sent in|supplied|handed in|posted|signed) on "
                           rf"{DATE.pattern[2:]}")
        for m in acted.finditer(text):
            day = parse(m.group(1) or m.group(2))
            if day is not None and day > died:
                out.append(f"the dead person acts on {day}, after the death {died}: {m.group(0)[:90]!r}")
        for role, d, u in events:  # what the dead person did or supplied after the death
            if d > died and re.search(r"\b(?:supplied|provided|given|sent|signed) by (?:the )?(?:late|decedent|deceased|"
                                      r"Mr\.|Mrs\.|Ms\.)|\b(?:he|she) (?:signed|sent|supplied|wrote|called)\b", u):
                out.append(f"{role} {d} after death {died}: {u[:90]!r}")
    opened = re.search(rf"Account opened\W+{DATE.pattern[2:]}", text)
    period = re.search(r"Period\W+([^|\n]{6,60})", text)
    if opened and period and (o := parse(opened.group(1))) is not None:
        span = period.group(1)
        full = DATE.search(span)
        bare = re.match(rf"({MONTHS}) (\d{{1,2}}) to", span)
        start = parse(f"{bare.group(1)} {bare.group(2)}, {full.group(1)[-4:]}") if bare and full else \
            (parse(full.group(1)) if full and full.start() == 0 else None)
        if start is not None and start < o:
            out.append(f"the account opened {o} after the period it reports began {start}")
    due = _DELIVERY.search(text)
    out_on = [parse(m.group(1)) for m in _PUBLICATION.finditer(text)]
    if due and out_on and on is not None and None not in out_on:
        start = re.search(rf"months from {DATE.pattern[2:]}", text)
        anchor = parse(start.group(1)) if due.group(3) == "signing" and start else on
        days = int(due.group(1)) * (1 if due.group(2) == "days" else 30)
        if anchor is not None and min(out_on) < anchor + dt.timedelta(days=days):
            out.append(f"published {min(out_on)} before the manuscript is due ({due.group(0)}, from {anchor})")
    every = re.search(r"\((weekly|biweekly|semimonthly|monthly)\)", " ".join(a["value"] for a in r["attributes"]))
    last = re.search(rf"(?:paid for work through|[Pp]ay period (?:ended|closed) on|Work up to) {DATE.pattern[2:]}", text)
    if every and last and on is not None and (day := parse(last.group(1))) is not None:
        gap = {"weekly": 7, "biweekly": 14, "semimonthly": 16, "monthly": 31}[every.group(1)]
        gap += 10 if r.get("format") == "email thread" else 0  # (a thread's facts precede its run of messages)
        if not 0 <= (on - day).days <= gap + 5:
            out.append(f"last pay period ended {day}, {(on - day).days} days before the record (paid {every.group(1)})")
    shown = _FORM_DATE.search(text[:600]) if r.get("format") in ("form", "application") else None
    if shown is not None and (day := parse(shown.group(1))) is not None:  # a form carries the day it came in
        on = min(on, day) if on is not None else day
    if on is not None:
        for role, day, unit in events:
            if role in ("death", "signed", "filed", "received", "decided") and (day - on).days > 0 \
                    and not re.search(r"\b(?:will|must|shall|to be|by|until|expected|scheduled|need)\b", unit, re.I):
                out.append(f"{role} {day} after the record's date {on}: {unit[:100]!r}")
            if role == "due" and re.search(r"\bexpires\b", unit) and day < on:  # a present "expires" on a past day
                out.append(f"expires {day} before the record's date {on}: {unit[:100]!r}")
            if role in ("follow", "hearing") and day < on and not re.search(
                    r"\b(?:was|were|held|took place|last|previous|attended|missed|had)\b", unit, re.I):
                out.append(f"{role} {day} before the record's date {on}: {unit[:100]!r}")
        for unit in units(text):
            rel = _RELATIVE_RX.search(unit)
            if rel is None:
                continue
            least, most = RELATIVE[rel.group(1).lower()]
            for m in DATE.finditer(unit):
                day = parse(m.group(1))
                if day is not None and abs(m.start() - rel.start()) < 80 and not least - 3 <= (on - day).days <= most + 3:
                    out.append(f"'{rel.group(1)}' {day} on a record of {on}: {unit[:100]!r}")
    return out


def money(value: str) -> float | None:
    """The first dollar amount in ``value``."""
    m = _MONEY.search(value or "")
    return float(m.group(1).replace(",", "")) if m else None


#: A person's own pay by key (gross unless net), and the household's income: each read as dollars a year.
OWN_PAY = re.compile(r"^(?:annual_income|current_pay|final_salary|hourly_wage|offered_base_salary|net_pay|gross_pay|"
                     r"monthly_income|salary|wages)$")
HOUSEHOLD = re.compile(r"^(?:household_monthly_income|monthly_household_income|household_income)$")


def per_year(key: str, value: str) -> float | None:
    """``value``'s dollars as a year's, by the period it or its key tells (an hour, a week, two weeks, a month)."""
    amount = money(value)
    if amount is None:
        return None
    if re.search(r"\ban hour|per hour|/hr|hourly", value) or key == "hourly_wage":
        return amount * 2080
    if re.search(r"semimonthly|twice a month", value):
        return amount * 24
    if re.search(r"biweekly|every two weeks|every other week", value):
        return amount * 26
    if re.search(r"\ba week|per week|weekly", value):
        return amount * 52
    if re.search(r"\ba month|per month|monthly|/mo", value) or "monthly" in key:
        return amount * 12
    return amount


def sum_breaks(r: dict) -> list[str]:
    """Money facts of one record that break the relation they stand in."""
    attrs = {a["key"]: a["value"] for a in r["attributes"]}
    out = []
    own = {k: y for k, v in attrs.items() if OWN_PAY.match(k) and (y := per_year(k, v))}
    home = {k: y for k, v in attrs.items() if HOUSEHOLD.match(k) and (y := per_year(k, v))}
    keys = sorted(own)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            lo, hi = sorted((own[a], own[b]))
            net = "net_pay" in (a, b)
            if lo > 0 and (hi / lo > (2.2 if net else 1.6)):
                out.append(f"pay {a}={attrs[a]!r} vs {b}={attrs[b]!r}")
    for h, y in home.items():
        for k, mine in own.items():
            if k != "net_pay" and y < 0.9 * mine:
                out.append(f"household {h}={attrs[h]!r} below own pay {k}={attrs[k]!r}")
    status = attrs.get("employment_status", "")
    if status and ("salaried" in status and "hourly_wage" in attrs or re.search(r"part time|seasonal", status)
                   and "hourly_wage" in attrs and "annual_income" in attrs):
        out.append(f"status {status!r} beside {attrs.get('hourly_wage')!r} and {attrs.get('annual_income')!r}")
    pairs = ((r"refund", r"withh"), (r"^minimum_payment$|^payment_plan_amount$",
                                     r"^(?:outstanding|statement|current|new)_balance$|^balance_due$"),
             (r"^(?:outstanding|statement|current|new)_balance$", r"credit_limit|card_limit"))
    for small_rx, big_rx in pairs:
        smalls = [k for k in attrs if re.search(small_rx, k) and money(attrs[k]) is not None]
        bigs = [k for k in attrs if re.search(big_rx, k) and money(attrs[k]) is not None
                and not re.search(small_rx, k)]
        for s in smalls:
            for b in bigs:
                if money(attrs[s]) > money(attrs[b]) + 0.5:
                    out.append(f"{s}={attrs[s]!r} above {b}={attrs[b]!r}")
    out += table_breaks(r["text"])
    return out


def table_breaks(text: str) -> list[str]:
    """A running balance column that does not follow from its lines, or a total row that is not their sum."""
    out = []
    for block in re.split(r"\n(?!\|)", "\n" + text):
        rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in block.split("\n")
                if line.startswith("|") and not re.match(r"\|\s*-", line)]
        if len(rows) < 3:
            continue
        head = [h.lower() for h in rows[0]]
        body = rows[1:]
        bal = next((i for i, h in enumerate(head) if "balance" in h), None)
        amt = next((i for i, h in enumerate(head) if re.search(r"amount|charge|debit|credit", h)), None)
        if bal is not None and amt is not None:
            prev = None
            for row in body:
                if len(row) <= max(bal, amt):
                    prev = None
                    continue
                b, a = money(row[bal]), money(row[amt])
                sign = -1 if re.search(r"-\$|\(\$|−\$", row[amt]) else 1
                if prev is not None and b is not None and a is not None and \
                        min(abs(prev + sign * a - b), abs(prev - sign * a - b)) > 0.51:
                    out.append(f"balance {row[bal]} after {prev:.2f} and {row[amt]}: {' | '.join(row)[:90]}")
                prev = b
        if amt is not None:
            lines, total = [], None
            for row in body:
                if len(row) <= amt:
                    continue
                value = money(row[amt])
                if value is None:
                    continue
                label = " ".join(row[:amt]).strip()
                if re.match(r"(?:total|amount due|balance due|total due)\b", label, re.I) and row is body[-1]:
                    total = value
                elif not re.search(r"total|payout|balance", label, re.I):
                    lines.append(-value if re.search(r"-\$|\(\$", row[amt]) else value)
            if total is not None and lines and abs(sum(lines) - total) > 0.51:
                out.append(f"total {total:.2f} vs lines {sum(lines):.2f}")
    return out


_SHAPES = re.compile(r"ending in \d{4}|\b\d{3}-\d{3}-\d{4}\b|\b[A-Z]{2,4}-\d{5,}\b|ISBN 97[89]-[\d-]+|table \d+\b")


def repeats(rows: list[dict], top: int = 15) -> list[tuple[int, str, str]]:
    """(records, key, value) for attribute values told in the most different records (one count per record),
    and the same for identifier shapes inside values (account endings, phone numbers, reference numbers)."""
    by_value: Counter = Counter()
    shapes: Counter = Counter()
    for r in rows:
        people = {a["value"] for a in r["attributes"] if a["key"] in ("full_name",)}
        seen, seen_shapes = set(), set()
        for a in r["attributes"]:
            v = a["value"].strip()
            if len(v) < 4 or not re.search(r"\d", v) and a["key"] not in ("street_address",) and \
                    not a["key"].endswith("_name"):
                continue
            seen.add((a["key"], v))
            for m in _SHAPES.finditer(v):
                seen_shapes.add(m.group(0))
        by_value.update(seen)
        shapes.update(seen_shapes)
        del people
    out = [(n, k, v) for (k, v), n in by_value.most_common(top)]
    out += [(n, "(inside a value)", s) for s, n in shapes.most_common(top)]
    return out


def load(folder: str) -> list[dict]:
    rows = []
    for path in sorted(glob.glob(f"{folder}/data/*.parquet")):
        rows += pq.read_table(path).to_pylist()
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder")
    ap.add_argument("--show", default="")
    ap.add_argument("--top", type=int, default=12)
    args = ap.parse_args()
    rows = load(args.folder)
    counts = {}
    for name, fn in (("dates", date_breaks), ("sums", sum_breaks)):
        hits = [(r, fn(r)) for r in rows]
        hits = [(r, h) for r, h in hits if h]
        counts[name] = len(hits)
        if args.show == name:
            for r, h in hits:
                print(f"- {r['id'][-7:]} {r['record_type']} [{r['format']}] {r['document_date']}")
                for line in h[:4]:
                    print(f"    {line}")
    rep = repeats(rows, args.top)
    print(f"{len(rows)} records from {args.folder}")
    print(f"  records with impossible date order: {counts['dates']}")
    print(f"  records with money that does not add up: {counts['sums']}")
    print("  top repeated values (records, key, value):")
    for n, k, v in rep:
        print(f"    {n:4d}  {k}  {v[:70]}")
    ids = [n for n, k, _ in rep if k == "(inside a value)"]
    print(f"RESULT dates={counts['dates']} sums={counts['sums']} top_value_repeat={rep[0][0] if rep else 0} "
          f"top_id_repeat={max(ids, default=0)}")


if __name__ == "__main__":
    main()
