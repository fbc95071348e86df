"""Forms, agreements and statements hold only facts of their own document (issue 19, reader11 classes 7, 8 and 11,
s20-forms): what the office fills in sits in its office-use box at a form's foot, never among the person's own
sections; the papers sent with a form prove its own matter; an office that pays the person asks them to pay nothing;
a stay's accessibility need is a term of the booking; and one pay period's figures agree with each other."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.catalog import categories
from privasis_hub.synth.render import form_office_kind, pays_person
from tests.test_forms_statements import _draft, _row, q

#: Every (category, record type, format) the catalogue writes as a form or an application.
_FORMS = sorted((c.name, rt.name, fmt) for c in categories().values() for rt in c.record_types.values()
                for fmt in rt.formats if fmt in ("form", "application"))


def test_the_catalogue_has_forms_to_check():
    assert len(_FORMS) >= 40


@pytest.mark.parametrize("seed", range(3))
def test_no_form_prints_an_office_entry_among_the_persons_sections(seed: int) -> None:
    bad = []
    for n, (category, rt, fmt) in enumerate(_FORMS):
        d = _draft(category, rt, fmt, seed * 1000 + n)
        found: dict[str, list[str]] = {"office_field_section": []}
        if q.office_field_section_records([_row(d, rt, fmt)], found):
            bad += found["office_field_section"]
            continue
        # and no office entry the record holds is placed among the person's sections (from "Section A." to the
        # statement, the papers or the declaration)
        start = d.text.find("\nSection A.")
        end = q._SECTIONS_END.search(d.text, max(start, 0))
        for key, places in d.plan.spans.items():
            if form_office_kind(key) and start >= 0 and any(start <= a < (end.start() if end else len(d.text))
                                                            for a, _ in places):
                bad.append(f"{rt}: {key} among the person's sections")
    assert not bad, bad[:10]


def test_office_entries_by_kind():
    assert form_office_kind("fin_request_date") == "received"
    assert form_office_kind("service_representative") == "staff"
    assert form_office_kind("fraud_case_number") == "numbers"
    assert form_office_kind("full_name") == form_office_kind("transaction_amount") == ""


@pytest.mark.parametrize("seed", range(12))
def test_a_card_fraud_claim_sends_evidence_of_the_charge_not_proof_of_income(seed: int) -> None:
    rt = "unauthorized transaction claim form"
    d = _draft("financial", rt, "form", seed)
    ticked = re.findall(r"(?m)^\[x\] (.+)$", d.text)
    assert not any(re.search(r"pay stub|tax return", t, re.I) for t in ticked), ticked
    # the fraud case number the bank gives is in its office box, after the person's declaration
    assert "Fraud case:" not in d.text.split("Signed: ", 1)[0]


#: Record types (and a letter format) whose office pays, refunds or credits the person.
_PAYERS = sorted((c.name, rt.name, fmt) for c in categories().values() for rt in c.record_types.values()
                 for fmt in rt.formats if fmt in ("letter", "email thread") and pays_person(rt.name))


def test_the_paying_record_types_are_declared():
    names = {rt for _, rt, _ in _PAYERS}
    assert "unemployment insurance claim determination" in names
    assert "wage garnishment notice" in names
    assert not pays_person("HOA dues delinquency letter")


@pytest.mark.parametrize("seed", range(8))
def test_an_office_that_pays_the_person_asks_no_balance_paid(seed: int) -> None:
    bad = []
    for n, (category, rt, fmt) in enumerate(_PAYERS):
        d = _draft(category, rt, fmt, seed * 997 + n)
        if m := q._PAY_BALANCE.search(d.text):
            bad.append(f"{rt} ({fmt}): {m.group(0)!r}")
    assert not bad, bad


_PAY_TYPES = [("financial", "wage garnishment notice", "letter"), ("financial", "wage garnishment notice", "email thread"),
              ("financial", "employment and income verification letter", "letter")]


@pytest.mark.parametrize("seed", range(25))
@pytest.mark.parametrize("case", _PAY_TYPES)
def test_one_pay_period_agrees_with_itself(case: tuple[str, str, str], seed: int) -> None:
    category, rt, fmt = case
    d = _draft(category, rt, fmt, seed)
    values = d.plan.plan.values
    row = {"id": "t", "record_type": rt, "format": fmt, "text": d.text,
           "attributes": [{"key": k, "value": v} for k, v in values.items() if isinstance(v, str)]}
    found: dict[str, list[str]] = {"pay_inconsistent": []}
    assert q.pay_inconsistent_records([row], found) == 0, found
    hours = re.match(r"^(\d+(?:\.\d+)?) hours$", values.get("hours_worked", ""))
    if hours and "garnishment_rate" in values:
        assert "for wage garnishment" in values.get("payroll_deduction", "for wage garnishment")
        weeks = {"weekly": 1, "biweekly": 2, "semimonthly": 52 / 24, "monthly": 52 / 12}
        freq = re.search(r"\((\w+)\)$", values.get("net_pay", ""))
        if freq:
            assert 30 <= float(hours.group(1)) / weeks[freq.group(1)] <= 50


@pytest.mark.parametrize("seed", range(12))
def test_a_vacation_rental_tells_the_guests_needs_under_the_booking_and_cancels_before_arrival(seed: int) -> None:
    rt = "vacation rental booking agreement"
    d = _draft("recreation", rt, "agreement", seed)
    assert not re.search(r"(?m)^\d+\. (?:Participation and health|Activity and health|Activity and safety)$", d.text)
    assert not re.search(r"billing (?:cycle|date)", d.text), d.text
