"""A statement or a bill reads like one its issuer prints (s24-stmt, reader14): no letter closers ("answer this
statement by mail", "since our last contact", "before the next letter goes out", "Time limits matter here"), no
birth date, website or ID document in an issuer's head (but a clinic's patient, a tax summary's SSN), no row from
another kind of paper in its details table (a dues tracker's shirt size, a church's own faith, a wire reference
with no wire), no drawn phrase with its article in a cell, one day the tie began, and a title over the table."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.catalog import categories
from tests.test_forms_statements import _draft


def _statement_types() -> list[tuple[str, str, str]]:
    """Every catalogue record type written as a statement or an invoice, with its category and that format."""
    out = []
    for name, cat in sorted(categories().items()):
        for rt, spec in sorted(cat.record_types.items()):
            for fmt in ("statement with table", "invoice"):
                if fmt in spec.formats:
                    out.append((name, rt, fmt))
    return out


_TYPES = _statement_types()
_SEEDS = range(3)

_LETTER_CLOSER = re.compile(r"(?:answer|reply to) this (?:statement|invoice|bill|order|report|summary|folio|stub)"
                            r"|by the same route|since (?:our|your) last|since we last|next letter|Time limits|"
                            r"the time limits|\bin this letter\b|dealing with your file")
_HEAD_OFF = re.compile(r"(?m)^(?:Date of birth|Age|Website|Driver's license no\.|State ID no\.): ")
_OFF_ROW = re.compile(r"(?m)^\| (?:Emergency contact|Shirt size|T-shirt size|Religious affiliation|Previous school|"
                      r"Home language|Wire reference|Application ID|Time logged) +\|")
_ARTICLE_CELL = re.compile(r"(?m)^\| [^|\n]+\| (?:an?|the) (?!(?:few|week|day|month|year|single|same|dozen)\b)[a-z]")
_INTAKE = re.compile(r"(?m)^\| (?:Registered|Signed up|Inquiry received|Form submitted|On file since|Enrolled|"
                     r"Volunteer since|Member since|Client since|Customer since) +\|")


def test_the_catalogue_has_statement_types():
    assert len(_TYPES) >= 30


def _issuer_texts():
    for category, rt, fmt in _TYPES:
        for seed in _SEEDS:
            d = _draft(category, rt, fmt, seed)
            if category == "personal" or re.search(r"(?m)^(?:Last updated|This belongs to|If found)", d.text):
                continue  # a person's own list, not an issuer's statement
            yield category, rt, fmt, d.text


@pytest.fixture(scope="module")
def issued():
    return list(_issuer_texts())


def test_no_statement_closes_like_a_letter(issued):
    bad = [(rt, m.group(0)) for _, rt, _, t in issued if (m := _LETTER_CLOSER.search(t))]
    assert not bad, bad[:5]


def test_an_issuer_head_has_no_birth_date_website_or_id_document(issued):
    bad = []
    for category, rt, _, t in issued:
        head = "\n\n".join(t.split("\n\n")[:2])
        m = _HEAD_OFF.search(head)
        if m and not (category == "medical" and m.group(0).startswith(("Date of birth", "Age"))):
            bad.append((rt, m.group(0)))
    assert not bad, bad[:5]


def test_no_row_from_another_kind_of_paper_and_no_article_in_a_cell(issued):
    rows = [(rt, m.group(0)) for _, rt, _, t in issued if (m := _OFF_ROW.search(t))]
    cells = [(rt, m.group(0)) for _, rt, _, t in issued if (m := _ARTICLE_CELL.search(t))]
    assert not rows, rows[:5]
    assert not cells, cells[:5]


def test_one_day_the_tie_began_and_a_title_over_the_details_table(issued):
    for _, rt, fmt, t in issued:
        assert len(_INTAKE.findall(t)) <= 1, (rt, t)
        if fmt != "statement with table":
            continue
        for m in re.finditer(r"(?m)^\| (?:Item|Detail) +\| (?:Details?|On record) \|$", t):
            before = t[: m.start()].rstrip("\n").rsplit("\n", 1)[-1]
            assert before.strip() and not before.startswith("|"), (rt, t)


def test_a_school_statement_table_is_titled_as_a_student_record(issued):
    for category, rt, fmt, t in issued:
        if category == "education" and fmt == "statement with table":
            assert not re.search(r"(?m)^(?:Account information|Account details|Billing details)$", t), (rt, t)
