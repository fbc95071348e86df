"""A form holds the sections its record type declares (an after-school emergency contact form is about the child, not
a membership form's referrer, deadline or event), a giving statement's summary is its rows', an explanation of benefits
bills an operation under the operation's code at its price and the member's share adds up, and a member's statement
holds nobody else's data as a field (reader10 classes 7, 9 and 12)."""

from __future__ import annotations

import asyncio
import re
import sys
from pathlib import Path

import pytest

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.medical import _CPT_FIT, _PROCEDURE_CPT
from privasis_hub.synth.offline import OfflineRecords

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import quality_privasis as q  # noqa: E402

from tests.test_record_fit import _person  # noqa: E402


def _draft(category: str, rt: str, fmt: str, seed: int, date: str = "2025-06-02"):
    cats = categories()
    spec = RecordSpec(profile=_person(seed % 5, age=41, occupation="staff accountant"), category=category,
                      subcategory=cats[category].record_types[rt].subcategory, record_type=rt, format=fmt,
                      background="", document_date=date)
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def _row(d, rt: str, fmt: str) -> dict:
    return {"id": "t", "record_type": rt, "format": fmt, "text": d.text, "category": "x"}


def test_an_after_school_emergency_form_is_about_the_child_and_holds_no_membership_fields():
    rt = "after-school program emergency contact form"
    for seed in range(6):
        d = _draft("community", rt, "form", seed)
        assert re.search(r"(?m)^Child's birthdate: |^Allergies: ", d.text), d.text
        assert not re.search(r"(?m)^(?:Referred by|Event date|Deadline|Gate code|Membership number|Reach member by):|"
                             r"^Section [A-Z]\. Membership$", d.text), d.text
        assert q.undeclared_form_section_records([_row(d, rt, "form")], {"undeclared_form_section": []}) == 0


def test_an_eob_bills_the_operation_under_its_code_and_the_members_share_adds_up():
    rt = "health plan explanation of benefits"
    for seed in range(8):
        d = _draft("medical", rt, "statement with table", seed)
        v = d.plan.plan.values
        code = v["billing_code"].removeprefix("CPT ")
        assert code in {c for c, _ in _PROCEDURE_CPT.values()}, code
        low, high = _CPT_FIT[code][1]
        assert low <= float(re.sub(r"[$,]", "", v["billed_amount"])) <= high
        examples: dict[str, list[str]] = {"eob_mismatch": []}
        assert q.eob_mismatch_records([_row(d, rt, "statement with table")], examples) == 0, examples


def test_a_giving_statements_summary_is_its_rows():
    rt = "tithing contribution statement"
    for seed in range(8):
        d = _draft("community", rt, "statement with table", seed, "2025-02-03")  # (issued after the tax year)
        examples: dict[str, list[str]] = {"statement_summary_mismatch": []}
        assert q.statement_summary_mismatch_records([_row(d, rt, "statement with table")], examples) == 0, examples
        assert "no goods or services" in d.text.lower()


def test_the_checks_find_what_reader10_found():
    tithing = ("Issued: 2024-11-09\n| 2023-01-31 | Gifts received in January   | $167.30   |\n"
               "| 2023-02-28 | Gifts received in February  | $167.24   |\n|            | Total contributions | $334.54 |\n"
               "  Largest single gift .. $403.19\n  Regular gift ......... $155 each month\n"
               "| Period                | 2023-01-01 through 2023-12-31 |\n")
    eob = "You underwent endoscopic carpal tunnel release.\n| Billing code | CPT 85025 |\n  Total charges .. $27.48\n"
    dues = "| Still owes | Karen Wright |\n"
    form = "Section E. Membership\nDeadline: 01/21/2025\nReferred by: Dana Brock\n"
    rows = [{"id": i, "record_type": rt, "format": fmt, "text": t, "category": "x"} for i, (rt, fmt, t) in enumerate((
        ("tithing contribution statement", "statement with table", tithing),
        ("health plan explanation of benefits", "statement with table", eob),
        ("team roster and dues tracker", "statement with table", dues),
        ("after-school program emergency contact form", "form", form)))]
    ex: dict[str, list[str]] = {k: [] for k in ("statement_summary_mismatch", "eob_mismatch", "other_person_field",
                                                "undeclared_form_section")}
    assert q.statement_summary_mismatch_records(rows, ex) == 1
    assert q.eob_mismatch_records(rows, ex) == 1
    assert q.other_person_field_records(rows, ex) == 1
    assert q.undeclared_form_section_records(rows, ex) == 1


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    return privasis_rows(300, 7272, shard_size=100)


@pytest.mark.parametrize("check", ["undeclared_form_section", "statement_summary_mismatch", "eob_mismatch",
                                   "other_person_field"])
def test_seed_7272_has_none(rows, check):
    examples: dict[str, list[str]] = {check: []}
    assert getattr(q, f"{check}_records")(rows, examples) == 0, examples[check][:3]
