"""Facts inside one record agree with each other (issue 19, reader14 classes 1, 2, 3, 6 and 10; s23-facts): a leave
asked for is still ahead and the employee asking already works there; replies are due before the shower; a payout
under a per-episode or per-post rate is worth at least one of them; a pay stub pays the overtime it tells and lists
the deduction it names; a royalty reserve is the share of print royalties it states; an office's e-mail heads the
particulars it finds the person by with whom they are about; a pay stub or a hospital bill prints no driver's license
or state ID number; the person's own words never tell what they told the staff at intake."""

from __future__ import annotations

import asyncio
import re

import pytest

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.timeline import parse_day
from privasis_hub.synth.offline import OfflineRecords
from privasis_hub.synth.render import _OFFICE_TELLS
from tests.test_record_fit import _person


def _draft(category: str, rt: str, fmt: str, seed: int, date: str = "2025-06-02", **preset):
    cats = categories()
    spec = RecordSpec(profile=_person(seed % 7, age=41, occupation="staff accountant", **preset), category=category,
                      subcategory=cats[category].record_types[rt].subcategory, record_type=rt, format=fmt,
                      background="", document_date=date)
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def _money(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.parametrize("fmt", ["form", "letter", "email thread", "application"])
def test_a_leave_request_asks_for_leave_ahead_from_an_employee_who_already_works_there(fmt: str) -> None:
    for seed in range(8):
        d = _draft("professional services", "HR leave of absence request", fmt, seed)
        assert not re.search(r"\b(?:due|scheduled|set) to start on\b|\bfirst day (?:of work )?(?:for \w+ )?will be\b|"
                             r"\bYour first day will be\b", d.text), d.text
        leave = d.plan.plan.values["leave_of_absence"]
        start = parse_day(re.search(r"from (.+?) through", leave).group(1))[0]
        assert start > parse_day(d.plan.plan.record_date)[0], (leave, d.plan.plan.record_date)


def test_replies_to_a_shower_invitation_are_due_before_the_shower() -> None:
    seen = 0
    for seed in range(16):
        d = _draft("personal", "baby shower guest list", "statement with table", seed)
        v = d.plan.plan.values
        if "rsvp_deadline" in v and "shower_date" in v:
            seen += 1
            assert parse_day(v["rsvp_deadline"])[0] < parse_day(v["shower_date"])[0], (v["rsvp_deadline"],
                                                                                      v["shower_date"])
    assert seen


@pytest.mark.parametrize("rt", ["podcast sponsorship insertion order", "sponsored post disclosure review"])
def test_a_payout_under_a_per_piece_rate_is_worth_at_least_one_piece(rt: str) -> None:
    cat = categories()["media"]
    if rt not in cat.record_types:
        pytest.skip(f"no {rt} in the catalogue")
    fmt = cat.record_types[rt].formats[0]
    for seed in range(30):
        d = _draft("media", rt, fmt, seed)
        v = d.plan.plan.values
        m = re.match(r"^\$([\d,]+) per (?:episode|sponsored post)", v.get("sponsorship_rate", ""))
        paid = re.search(r"\$([\d,]+(?:\.\d\d)?)", v.get("payout_amount", ""))
        if m and paid:
            assert _money(paid.group(1)) >= 0.85 * _money(m.group(1)) - 0.01 or _money(m.group(1)) == 25, (v["sponsorship_rate"],
                                                                              v["payout_amount"])


def test_a_pay_stub_pays_its_overtime_and_lists_its_deduction() -> None:
    told = listed = 0
    for seed in range(40):
        d = _draft("financial", "biweekly pay stub", "statement with table", seed)
        rows = "\n".join(line for line in d.text.splitlines() if line.startswith("|"))
        if not rows:
            continue
        v = d.plan.plan.values
        if "pay_overtime" in v and v["pay_overtime"] in d.text:
            told += 1
            assert re.search(r"(?m)^\|.*Overtime", rows), d.text
        own = re.match(r"^\$[\d,]+\.\d\d for (.+)$", v.get("payroll_deduction", ""))
        if own and v["payroll_deduction"] in d.text and "income tax" not in own.group(1) and "401(k)" in own.group(1):
            listed += 1
            assert "401(k)" in rows, d.text
    assert told


def test_a_royalty_reserve_is_the_share_of_print_royalties_it_states() -> None:
    seen = 0
    for seed in range(30):
        d = _draft("media", "author royalty statement", "statement with table", seed)
        held = re.match(r"^(\d+)% of print sales held", d.plan.plan.values.get("returns_reserve", ""))
        reserve = re.search(r"(?m)^\|[^|\n]*\|?\s*Less reserve against returns\s*\|\s*-?\$([\d,]+\.\d\d)", d.text)
        prints = re.search(r"(?m)^\|[^|\n]*\|?\s*Print editions, royalties earned\s*\|\s*\$([\d,]+\.\d\d)", d.text)
        if held and reserve and prints and held.group(0) in d.text:
            seen += 1
            assert abs(_money(reserve.group(1)) / _money(prints.group(1)) - int(held.group(1)) / 100) < 0.01, d.text
    assert seen


@pytest.mark.parametrize("rt,category", [("biweekly pay stub", "financial"), ("itemized hospital bill", "medical")])
@pytest.mark.parametrize("id_type", ["driver's license", "state ID"])
def test_a_pay_stub_or_hospital_bill_prints_no_id_document_number(rt: str, category: str, id_type: str) -> None:
    for seed in range(8):
        d = _draft(category, rt, "statement with table", seed, id_type=id_type)
        assert not re.search(r"Driver's license no\.|State ID no\.", d.text), d.text


def test_the_person_never_tells_in_staff_voice_what_they_told_the_staff() -> None:
    for said in ("I told the coordinator about back pain that calls for a seat every twenty minutes early on.",
                 "I described a household of 1 adult with no children at intake.", "I told the team about a cane."):
        assert _OFFICE_TELLS.search(said), said
    for said in ("I asked that the team know about a walker.", "The household is made up of 2 adults."):
        assert not _OFFICE_TELLS.search(said), said
    for seed in range(12):
        for rt, fmt in (("mutual aid intake chat", "chat log"), ("congregation membership registration card", "form"),
                        ("community center membership enrollment form", "form")):
            if rt not in categories()["community"].record_types:
                continue
            d = _draft("community", rt, fmt, seed)
            assert not re.search(r"\bI (?:described [^.]* at intake|told the (?:team|coordinator|office|staff) about)",
                                 d.text), d.text
