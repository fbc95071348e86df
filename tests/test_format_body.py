"""A report, memo and statement carry the matter's own detail: a chronology of its dated facts, a memo's action
items with owner and due date, a statement's dated entries with the amounts the case pairs with them."""

import datetime as dt
import random
import re

import pytest

from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.catalog.timeline import parse_day


def _f(key: str, label: str, group: str = "matter") -> FieldSpec:
    return FieldSpec(key, label, group, 0.5, lambda ctx: "", (f"The {label.lower()} is {{{key}}}.",))


def _plan(fmt: str) -> R.Plan:
    fields = [_f("full_name", "Name", "identity"),
              _f("received_date", "Date received"),
              _f("meeting_date", "Meeting date"),
              _f("review_date", "Review date"),
              _f("transaction_date", "Transaction date"),
              _f("transaction_amount", "Transaction amount"),
              _f("membership_number", "Membership number")]
    values = {"full_name": "Ada Quill", "first_name": "Ada", "last_name": "Quill", "signer_name": "Rosa Vega",
              "received_date": "March 3, 2025", "meeting_date": "June 9, 2025", "review_date": "July 1, 2025",
              "transaction_date": "April 14, 2025", "transaction_amount": "$212.40",
              "membership_number": "MBR-1234", "case_opened_date": "March 5, 2025"}
    return R.Plan(category="financial", subcategory="banking", record_type="account statement",
                  background="Background for {first_name}.", format=fmt, fields=fields, values=values,
                  sentence_choice={}, filler=[], target_words=250, layout_seed=7, organisation="Quill Credit Union",
                  record_date="May 2, 2025", signer_role="Account Manager", honorific="Ms.")


def test_event_labels_name_what_happened():
    assert R._event_label("Date received") == "Papers received"
    assert R._event_label("Meeting date") == "Meeting"
    assert R._lower_first("MAP test") == "MAP test"
    assert R._lower_first("Recording session") == "recording session"


def test_dated_facts_are_in_order_and_leave_out_the_person_and_periods():
    plan = _plan("report")
    plan.fields.append(_f("date_of_birth", "Date of birth", "identity"))
    plan.values["date_of_birth"] = "May 1, 1980"
    plan.fields.append(_f("statement_period", "Statement period"))
    plan.values["statement_period"] = "April 1 to April 30, 2025"
    facts = R._dated_facts(plan, plan.fields)
    days = [day for day, _ in facts]
    assert days == sorted(days)
    keys = [f.key for _, f in facts]
    assert "date_of_birth" not in keys and "statement_period" not in keys
    assert keys == ["received_date", "transaction_date", "meeting_date", "review_date"]


def test_a_chronology_lists_only_past_dates_each_annotated():
    plan = _plan("report")
    b = R.TextBuilder(plan.values)
    b.line("Opened: {case_opened_date}")
    n = R._chronology(b, plan, plan.fields, random.Random(1), "Key dates")
    text = b.text()
    assert n == 3  # received, file opened, transaction (the meeting and review are after the report)
    lines = [ln for ln in text.splitlines() if ln.startswith("- ")]
    days = [parse_day(ln[2:])[0] for ln in lines]
    # the report's own day is not a line of its list ("May 2, 2025: the current report written": reader12 class D)
    assert days == sorted(days) and not any(ln.startswith("- May 2, 2025: ") for ln in lines)
    assert "June 9, 2025" not in text
    for key in ("received_date", "transaction_date"):
        s, e = b.spans[key][0]
        assert text[s:e] == plan.values[key]


def test_a_memo_has_dated_action_items_with_an_owner():
    plan = _plan("memo")
    plan.record_type = "account review meeting notes"  # (a kind that carries an action list: s25-scaffold)
    text, spans = R.render(plan)
    items = re.findall(r"^\d+\. (.+) to .+, due (.+)$", text, re.M)
    assert [due for _, due in items] == ["June 9, 2025", "July 1, 2025"]
    assert all(owner == "Rosa Vega" for owner, _ in items)
    assert len(spans["meeting_date"]) >= 1 and len(spans["review_date"]) >= 1


def test_a_memo_of_a_kind_without_action_lists_dates_what_is_to_come_in_its_chronology():
    plan = _plan("memo")  # an account statement's memo: no "1. Rosa Vega to prepare for the meeting" (reader15 class 1)
    text, spans = R.render(plan)
    assert not re.findall(r"^\d+\. (.+) to .+, (?:due|by) (.+)$", text, re.M), text
    assert re.search(r"(?m)^- June 9, 2025: meeting", text) and re.search(r"(?m)^- July 1, 2025: review", text), text
    assert len(spans["meeting_date"]) >= 1 and len(spans["review_date"]) >= 1


@pytest.mark.parametrize("seed", range(4))
def test_a_statement_lists_its_dated_entries_with_their_amounts(seed):
    plan = _plan("statement with table")
    plan.layout_seed = seed
    text, spans = R.render(plan)
    rows = [ln for ln in text.splitlines() if ln.startswith("| ") and re.match(r"\| \w+ \d+, \d{4}", ln)]
    days = [parse_day(r[2:])[0] for r in rows]
    assert len(rows) >= 3 and days == sorted(days)
    paid = next(r for r in rows if "April 14, 2025" in r)
    assert "$212.40" in paid  # the transaction's amount on the transaction's row
    assert all("$212.40" not in r for r in rows if r is not paid)
    # the summary box prints the same amount
    assert text.count("$212.40") >= 2
    s, e = spans["transaction_date"][0]
    assert text[s:e] == "April 14, 2025"


def test_a_statement_closes_on_its_balance_on_its_own_date():
    plan = _plan("statement with table")
    plan.fields.append(_f("outstanding_balance", "Outstanding balance"))
    plan.values["outstanding_balance"] = "$1,020.00"
    plan.values["meeting_date"] = plan.values["review_date"] = "April 20, 2025"  # every entry before the statement
    text, spans = R.render(plan)
    rows = [ln for ln in text.splitlines() if ln.startswith("| ") and re.match(r"\| \w+ \d+, \d{4}", ln)]
    assert rows[-1].startswith("| May 2, 2025 ") and rows[-1].rstrip(" |").endswith("$1,020.00")
    assert any(text[s:e] == "$1,020.00" for s, e in spans["outstanding_balance"])


# --- a statement's own entries (privasis_hub/synth/ledger.py) ----------------------------------------------------

_LEDGER_TYPES = ("credit card billing statement", "checking account statement", "brokerage account quarterly statement",
                 "biweekly pay stub", "creator fund payout statement", "paid newsletter payout summary",
                 "author royalty statement", "itemized hospital bill", "health plan explanation of benefits",
                 "social club dues invoice", "tithing contribution statement", "self-employment income ledger",
                 "music festival wristband order")
_CELL_MONEY = re.compile(r"^(-?)\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)\b")


def _ledger_draft(record_type: str, seed: int):
    from tests.test_thread_shape import draft_of

    return draft_of(record_type, seed, "statement with table")


def _cents_of(cell: str) -> int | None:
    m = _CELL_MONEY.match(cell.strip())
    return None if m is None else (-1 if m.group(1) else 1) * round(float(m.group(2).replace(",", "")) * 100)


def _assert_ledger_adds_up(draft, where: tuple) -> None:
    """``draft``'s ledger adds up: its opening and signed rows make its closing, in the plan and in the table as
    printed (the amount column's rows add up to its last), and each new value is annotated wherever it is printed."""
    plan, text = draft.plan.plan, draft.text
    ledger = plan.ledger
    opening = _cents_of(plan.values[ledger.opening[1]]) if ledger.opening else 0
    rows = sum((-1 if r.sign < 0 else 1) * _cents_of(plan.values[r.amount]) for r in ledger.rows)
    assert opening + rows == _cents_of(plan.values[ledger.closing[1]]), where
    table = text[text.index("| " + (ledger.columns[1] if ledger.columns[0] == "" else ledger.columns[0])):]
    cells = [line.split("|")[-2] for line in table.split("\n\n")[0].splitlines()[2:]]
    printed = [_cents_of(c) for c in cells]
    assert None not in printed and sum(printed[:-1]) + opening == printed[-1], (*where, cells)
    spans = draft.plan.spans
    for f in ledger.specs:
        assert spans.get(f.key) and all(text[s:e] == plan.values[f.key] for s, e in spans[f.key]), (*where, f.key)


@pytest.mark.parametrize("record_type", _LEDGER_TYPES)
def test_a_statements_entries_add_up_to_its_stated_closing_balance(record_type):
    """The summary box's opening balance and the table's signed entries add up to the closing balance the table and
    the box state; every new date, amount and payee is annotated where it is printed."""
    drawn = 0
    for seed in range(12):
        draft = _ledger_draft(record_type, seed)
        plan = draft.plan.plan
        ledger = plan.ledger
        if ledger is None:
            continue
        drawn += 1
        _assert_ledger_adds_up(draft, (record_type, seed))
        attributes = {a.key for a in draft.plan.attributes()}
        assert {f.key for f in ledger.specs} <= attributes
    assert drawn >= 6, f"{record_type}: {drawn} of 12 drafts carry a ledger"


def test_the_entries_fit_the_record_type():
    """A card lists purchases, a payment and interest; a pay stub earnings, taxes and net pay; a checking account
    deposits and debits; a hospital bill the visit's charges and the insurer's share; a roster shifts on its day."""
    def items(record_type: str) -> set[str]:
        out: set[str] = set()
        for seed in range(6):
            plan = _ledger_draft(record_type, seed).plan.plan
            if plan.ledger is not None:
                out |= {plan.values[r.item] if r.item_key else r.item for r in plan.ledger.rows}
        return out

    card = items("credit card billing statement")
    assert "Payment received, thank you" in card and "Interest charged on purchases" in card
    stub = items("biweekly pay stub")
    assert {"Federal income tax", "Social Security (6.2%)", "Medicare (1.45%)"} <= stub
    assert any(i.startswith("Regular earnings") for i in stub)
    bank = items("checking account statement")
    assert any(i.startswith("Direct deposit") for i in bank) and any(i.startswith("Debit card") for i in bank)
    bill = items("itemized hospital bill")
    assert any("insurance payment" in i.lower() for i in bill) and "Laboratory tests" in bill | {"Laboratory tests"}
    for seed in range(6):
        plan = _ledger_draft("food bank shift roster", seed).plan.plan
        if plan.ledger is None:
            continue
        weekday = plan.values["volunteer_shift"].split()[0]
        for r in plan.ledger.rows:
            assert parse_day(plan.values[r.date])[0].strftime("%A") == weekday
        assert all(r.amount.endswith(" hours") for r in plan.ledger.rows)


def test_no_ledger_value_is_another_values_twin():
    """One value, one key: no new date or amount reads, holds or sits inside another value of the case."""
    for record_type in _LEDGER_TYPES:
        for seed in range(4):
            plan = _ledger_draft(record_type, seed).plan.plan
            if plan.ledger is None:
                continue
            new = {f.key for f in plan.ledger.specs}
            for key in new:
                value = plan.values[key].lower()
                for other, v in plan.values.items():
                    if other != key and len(value) >= 6 and any(c.isdigit() for c in value):
                        assert value not in v.lower(), (record_type, seed, key, other)


def test_the_ledger_keys_are_declared_in_case_yaml():
    from importlib import resources

    import yaml

    from privasis_hub.synth import ledger

    data = yaml.safe_load(resources.files("privasis_hub.data.privasis").joinpath("case.yaml").read_text())
    assert data["ledger"]["rows"] == ledger.MAX_ROWS
    assert tuple(data["ledger"]["totals"]) == ledger.TOTAL_KEYS
    assert ledger.keys() == {f"entry_{i:02d}_{p}" for i in range(1, ledger.MAX_ROWS + 1)
                             for p in data["ledger"]["parts"]} | set(ledger.TOTAL_KEYS)


def _drawn_ledgers(record_type: str, n: int = 10):
    out = []
    for seed in range(n):
        draft = _ledger_draft(record_type, seed)
        if draft.plan.plan.ledger is not None:
            out.append(draft)
    assert len(out) >= n // 2, f"{record_type}: {len(out)} of {n} drafts carry a table"
    return out


def _annotated(draft) -> None:
    plan, text, spans = draft.plan.plan, draft.text, draft.plan.spans
    for spec in plan.ledger.specs:
        assert spans[spec.key] and all(text[s:e] == plan.values[spec.key] for s, e in spans[spec.key])


def test_a_declarations_page_lists_coverages_a_to_f_on_the_cases_limits():
    """Coverage A is the case's dwelling limit, B a tenth and D a fifth of it, C and E the case's own limits, the
    deductible the case's (printed once: no second deductible), closing on its premium."""
    for draft in _drawn_ledgers("homeowners policy declarations page"):
        plan, text = draft.plan.plan, draft.text
        rows = {r.item[:1]: plan.values[r.amount] for r in plan.ledger.rows if r.item[1:2] == "."}
        assert rows["A"] == plan.values["dwelling_coverage"]
        a = _cents_of(rows["A"])
        assert _cents_of(rows["B"]) == pytest.approx(a / 10, rel=0.02)
        assert _cents_of(rows["D"]) == pytest.approx(a / 5, rel=0.02)
        for letter, key in (("C", "personal_property_coverage"), ("E", "home_liability")):
            if key in plan.values:
                assert rows[letter] == plan.values[key]
        if "insurance_deductible" in plan.values:
            assert text.count(plan.values["insurance_deductible"]) == 1
        _annotated(draft)


def test_a_report_cards_marks_agree_with_the_cases_mark_and_level():
    from privasis_hub.synth.catalog.education import _K12_MARKS

    for draft in _drawn_ledgers("report card with teacher comments"):
        plan = draft.plan.plan
        own = plan.values["child_course_grade"]
        rows = plan.ledger.rows
        mark, subject = own.split(" in ", 1)
        # the case's subject is one row holding the mark alone ("| Math | A |", not "| Math | A in math |"), and the
        # case's "A in math" is told once, in the record's own words
        assert [r.amount for r in rows if r.item.lower() == subject.lower()] == [mark[2:] if mark.startswith("a ") else mark]
        assert draft.text.count(own) == 1
        marks = [r.amount for r in rows if not r.amount_key]
        if own.split()[0] in _K12_MARKS:
            good = own.split()[0] in _K12_MARKS[:5]
            assert all((m in _K12_MARKS[:5]) if good else (m in _K12_MARKS[4:]) for m in marks), (own, marks)


def test_a_pottery_studios_month_adds_up():
    for draft in _drawn_ledgers("pottery studio membership log", 14):
        plan = draft.plan.plan
        rows = sum(_cents_of(plan.values[r.amount]) for r in plan.ledger.rows)
        assert rows == _cents_of(plan.values[plan.ledger.closing[1]])
        rate = _cents_of(plan.values["firing_fee"])
        for r in plan.ledger.rows[1:]:
            pounds = float(re.search(r"([\d.]+) lb$", r.item).group(1))
            assert _cents_of(plan.values[r.amount]) == round(pounds * rate)
        _annotated(draft)


def test_a_team_dues_tracker_counts_the_players_the_case_counts():
    for draft in _drawn_ledgers("team roster and dues tracker"):
        plan = draft.plan.plan
        paid, size = map(int, re.match(r"(\d+) of (\d+)", plan.values["team_dues_paid"]).groups())
        rows = plan.ledger.rows
        assert len(rows) == size and sum(r.amount_key for r in rows) == paid
        by = {r.item: r for r in rows}
        assert by["full_name"].amount == "league_season_dues"
        if "teammate_owing" in plan.values:
            assert not by["teammate_owing"].amount_key
        _annotated(draft)


def test_an_ieps_goals_and_services_are_the_cases_with_the_services_provider():
    for draft in _drawn_ledgers("individualized education program summary"):
        plan, text = draft.plan.plan, draft.text
        rows = {r.item: r for r in plan.ledger.rows}
        assert rows["Annual goal"].amount == "iep_goal" and rows["Service and minutes"].amount == "service_minutes"
        provider = rows["Provider"].amount.lower()
        service = plan.values["service_minutes"]
        from privasis_hub.synth.ledger import _PROVIDERS

        assert provider == next(p for w, p in _PROVIDERS if w in service).lower()
        assert text.count(plan.values["iep_goal"]) == 1 and text.count(service) == 1


# --- a report's or memo's own figures and action items (s19x-words) ---------------------------------------------

_REPORT_LEDGERS = (("small business payroll tax summary", "report"), ("small business payroll tax summary", "memo"),
                   ("probate inventory and appraisal", "report"), ("bookkeeping reconciliation summary", "memo"),
                   ("bookkeeping reconciliation summary", "report"), ("paid newsletter payout summary", "report"),
                   ("podcast sponsorship insertion order", "report"),
                   ("podcast sponsorship insertion order", "statement with table"))


@pytest.mark.parametrize(("record_type", "fmt"), _REPORT_LEDGERS)
def test_a_reports_or_memos_ledger_adds_up_and_is_annotated(record_type, fmt):
    """A payroll tax summary, a probate inventory, a reconciliation, a payout or an insertion order written as a
    report or memo prints its own table, whose signed rows add up to the total it states (the case's figure where
    the case holds one), each new value annotated where it is printed."""
    from tests.test_thread_shape import draft_of

    drawn = 0
    for seed in range(10):
        draft = draft_of(record_type, seed, fmt)
        plan = draft.plan.plan
        ledger = plan.ledger
        if ledger is None:
            continue
        drawn += 1
        _assert_ledger_adds_up(draft, (record_type, fmt, seed))
        spans = draft.plan.spans
        for key in ledger.uses:  # the case's own figures the table prints are its, not the prose's again
            assert key in spans
    assert drawn >= 3, f"{record_type} as {fmt}: {drawn} of 10 drafts carry a ledger"


def test_a_payroll_summarys_taxes_follow_from_its_wages():
    from privasis_hub.synth.ledger import _cents
    from tests.test_thread_shape import draft_of

    for seed in range(6):
        plan = draft_of("small business payroll tax summary", seed, "report").plan.plan
        if plan.ledger is None:
            continue
        wages = _cents(plan.values["quarter_wages"], whole=True)
        items = {r.item: _cents(plan.values[r.amount]) for r in plan.ledger.rows}
        assert abs(items["Social Security, employee and employer shares (12.4%)"] - wages * 0.124) <= 3
        assert abs(items["Medicare, employee and employer shares (2.9%)"] - wages * 0.029) <= 3
        assert items["Federal income tax withheld"] == _cents(plan.values["quarter_withholding"])


def test_an_adult_class_attendance_table_holds_the_cases_absences():
    """Week by week, before the record's date and within the term: the hours the schedule holds, less a session for
    each absence; where the whole term is shown, as many absences and late arrivals as the case counts."""
    from privasis_hub.synth import ledger as L

    drawn = 0
    for seed in range(24):
        pick = random.Random(seed)
        weekly = pick.choice((4, 6, 8, 9))
        v = {"enrollment_status": f"a noncredit student, {weekly} class hours a week",
             "academic_term": pick.choice(("Spring 2025", "Fall 2024")),
             "attendance_summary": f"{pick.randint(0, 6)} unexcused absences and {pick.randint(0, 9)} late arrivals "
                                   "this semester",
             "class_schedule": pick.choice(("Monday and Wednesday evenings", "Saturday mornings", "weekday afternoons",
                                            "Tuesday and Thursday nights online")),
             "case_opened_date": "March 3, 2025"}
        day = pick.choice((dt.date(2025, 3, 20), dt.date(2025, 5, 2), dt.date(2024, 10, 9), dt.date(2024, 12, 10)))
        ledger = L.draw("ESL class progress report", v, set(v), day, f"{day:%B} {day.day}, {day.year}",
                        random.Random(seed))
        if ledger is None:
            continue
        drawn += 1
        rows = ledger.rows
        days = [parse_day(v[r.date])[0] for r in rows]
        assert days == sorted(days) and days[-1] < day
        absent = [r for r in rows if r.item.startswith("Absent")]
        assert all(r.amount != f"{weekly} of {weekly} hours" for r in absent)
        assert all(r.amount == f"{weekly} of {weekly} hours" for r in rows if r not in absent)
        if ledger.closing[0].endswith("this term"):
            assert len(absent) == L._count(r"unexcused absences?", v["attendance_summary"])
            late = sum(int(m.group(1)) for r in rows if (m := re.search(r"(\d+) late arrival", r.item)))
            assert late == L._count(r"late arrivals?", v["attendance_summary"])
        total = sum(float(r.amount.split()[0]) for r in rows)
        assert ledger.closing[1] == f"{total:g} hours"
    assert drawn >= 8


def test_a_reports_scheduled_dates_are_action_items_with_owners():
    """A report's chronology stops at its own date; what is still to come is an action item, owned in turn by who
    signs it and the issuer's staff the case names, with its due date annotated."""
    plan = _plan("report")
    plan.record_type = "podcast episode production notes"
    plan.category, plan.subcategory = "media", "podcasts"
    plan.fields.append(_f("producer_name", "Producer"))
    plan.values["producer_name"] = "Jacob Lopez"
    b = R.TextBuilder(plan.values)
    R._chronology(b, plan, plan.fields, random.Random(1), "Key dates", False)
    assert "June 9, 2025" not in b.text() and "July 1, 2025" not in b.text()
    b = R.TextBuilder(plan.values)
    n = R._action_items(b, plan, plan.fields, random.Random(3), ("Follow-up actions",))
    text = b.text()
    items = re.findall(r"^\d+\. (.+?) to .+, due (.+)$", text, re.M)
    assert n == 2 and [due for _, due in items] == ["June 9, 2025", "July 1, 2025"]
    assert {owner for owner, _ in items} == {"Rosa Vega", "Jacob Lopez"}
    assert b.spans["producer_name"] and b.spans["meeting_date"] and b.spans["review_date"]
    # a staff key whose value is no person's name owns nothing
    plan.values["producer_name"] = "the standards desk"
    assert R._owners(plan, plan.fields) == ["{signer_name}"]


# --- a letter's and an agreement's dates (s19y-words) -------------------------------------------------------------

_LETTER_DATES = ("Key dates", "Important dates", "Dates to remember", "Coming up", "Dates to note")
_AGREEMENT_DATES = ("Schedule A. Dates referred to in this agreement", "Schedule 1: key dates", "Schedule of dates",
                    "Annex: dates in this agreement", "Schedule A (key dates)")


def _dates_block(text: str, headings: tuple[str, ...]) -> list[str]:
    head = next(h for h in headings if "\n" + h + "\n" in text)
    block = text[text.index("\n" + head + "\n") + len(head) + 2:].split("\n\n")[0]
    return block.splitlines()


@pytest.mark.parametrize(("fmt", "headings"), [("letter", _LETTER_DATES), ("agreement", _AGREEMENT_DATES)])
@pytest.mark.parametrize("seed", range(3))
def test_a_letter_or_agreement_lists_the_matters_dates_in_order(fmt, headings, seed):
    """An office's letter and an agreement list the dates still to come, oldest first, each the case's value,
    annotated; not the story so far nor a line for the paper itself (s20-head, reader11 class 1: "file opened",
    "first contact", "this agreement signed" read as a case file's chronology). (Updated on purpose from s19y-words,
    which listed the dates before the paper too.)"""
    plan = _plan(fmt)
    plan.layout_seed = seed
    text, spans = R.render(plan)
    lines = _dates_block(text, headings)
    assert all(ln.startswith("- ") for ln in lines)
    days = [parse_day(ln[2:])[0] for ln in lines]
    assert days == sorted(days) and all(d > dt.date(2025, 5, 2) for d in days)
    assert [ln[2:ln.index(":")] for ln in lines] == ["June 9, 2025", "July 1, 2025"]
    assert not any("this " + R.doc_noun(plan) in ln or "opened" in ln for ln in lines)
    start = text.index("\n".join(lines))
    for key in ("meeting_date", "review_date"):  # (each at its line's start)
        assert any(text[s:e] == plan.values[key] and s >= start for s, e in spans[key]), key


def test_a_letter_with_one_date_to_come_lists_none():
    plan = _plan("letter")
    plan.values["transaction_date"] = "June 25, 2025"  # (three dates after the letter)
    text, _ = R.render(plan)
    lines = _dates_block(text, _LETTER_DATES)
    assert len(lines) == 3 and lines[0].startswith("- June 9, 2025: ")
    plan.values["review_date"] = plan.values["meeting_date"] = "April 1, 2025"  # (one still to come: no list)
    for key in ("received_date", "transaction_date"):
        plan.values[key] = "March 3, 2025"
    plan.values["transaction_date"] = "June 25, 2025"
    assert not any("\n" + h + "\n" in R.render(plan)[0] for h in _LETTER_DATES)


def test_a_wristband_orders_lines_are_its_pass_fees_and_tax():
    """A festival wristband order's lines: the case's pass in whole dollars, the fees, the tax at a usual rate on
    them (4-10 %), closing on the case's order total."""
    for seed in range(8):
        plan = _ledger_draft("music festival wristband order", seed).plan.plan
        ledger = plan.ledger
        assert ledger is not None and ledger.closing[1] == "order_total"
        items = [r.item for r in ledger.rows]
        kind = re.sub(r"^(?:a|an|one) ", "", plan.values["event_ticket_type"])
        assert items[0].lower() == kind.lower() + ", 1 wristband"
        amounts = [_cents_of(plan.values[r.amount]) for r in ledger.rows]
        assert amounts[0] % 100 == 0 and 0.04 * sum(amounts[:3]) <= amounts[-1] <= 0.1 * sum(amounts[:3])


def test_an_event_label_names_the_event_not_papers():
    assert R._event_label("Date booked") == "Booking made"
    assert R._event_label("Dispute by") == "Last day to dispute"
    assert R._event_label("Date suspended") == "Suspension"
    assert R._event_label("Date signed") == "Papers signed"
