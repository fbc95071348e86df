"""A form reads as one the person fills in (issue 19, reader12 R4 and R10, classes A', H and L; s21-forms): the
office's own name is its letterhead, not a field; the form carries one date, the day it is handed in, signed and
received that day; notices go by post or e-mail, a wish to be phoned is how to reach the person; a fee receipt goes
only with a form that charges a fee; its headings speak to the person; and the person's statement never tells what
the office or its records did."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.catalog.timeline import parse_day
from privasis_hub.synth.render import _OFFICE_TELLS
from tests.test_forms_office_s20 import _FORMS
from tests.test_forms_statements import _draft

#: The form's own date line, the signature's date and the office's "Received" line.
_DATE_LINE = re.compile(r"(?m)^(?:Date|Form completed|Date of submission|Dated): (.+)$")
_SIGNED = re.compile(r"(?m)^Signed: .*Date: (.+)$")
_RECEIVED = re.compile(r"(?m)^Received: (.+)$")
#: Where the person's own statement sits (between the sections and the papers or the declaration).
_STATEMENT = re.compile(r"(?ms)^(?:In your own words|Explanation|Additional information|Statement|Describe your "
                        r"circumstances|Applicant's statement|Details of your request):\n(.+?)\n\n")


#: The drafts of every form of the catalogue, by seed (drawn once for all the tests below).
_DRAFTS: dict[int, list] = {}


def _drafts(seed: int) -> list:
    if seed not in _DRAFTS:
        _DRAFTS[seed] = [(rt, _draft(category, rt, fmt, seed * 1000 + n)) for n, (category, rt, fmt)
                         in enumerate(_FORMS)]
    return _DRAFTS[seed]


@pytest.mark.parametrize("seed", range(3))
def test_a_form_names_its_office_only_in_its_letterhead(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        head = d.text.split("\n", 1)[0]
        body = d.text.split("\n", 1)[1]
        if re.search(r"(?mi)^[A-Z][^:\n]{1,40}: " + re.escape(head) + "$", body):
            bad.append(f"{rt}: {head} as a field")
    assert not bad, bad[:10]


@pytest.mark.parametrize("seed", range(3))
def test_a_form_carries_one_date_signed_and_received_that_day_or_later(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        if re.search(r"(?m)^(?:Date submitted|Date filed): ", d.text):
            bad.append(f"{rt}: a second submission date")
        dated = (m := _DATE_LINE.search(d.text)) and parse_day(m.group(1))
        signed = (m := _SIGNED.search(d.text)) and parse_day(m.group(1))
        got = (m := _RECEIVED.search(d.text)) and parse_day(m.group(1))
        if dated and signed and dated[0] != signed[0]:
            bad.append(f"{rt}: dated {dated[0]}, signed {signed[0]}")
        if dated and got and got[0] < dated[0]:
            bad.append(f"{rt}: received {got[0]} before its date {dated[0]}")
    assert not bad, bad[:10]


@pytest.mark.parametrize("seed", range(3))
def test_notices_go_by_post_or_e_mail_and_a_fee_receipt_needs_a_fee(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        bad += [f"{rt}: {m.group(0)}" for m in re.finditer(r"(?mi)^[^:\n]*notices[^:\n]*: [^\n]*\b(?:phone|text|call)",
                                                            d.text)]
        if re.search(r"(?m)^\[x\] (?:Fee receipt|Proof of payment|Receipt copy)$", d.text) and not re.search(
                r"(?mi)^[^:\n]*\b(?:fees?|deposit|payment|paid|charges?|costs?|premium|price|dues)\b[^:\n]*: \$",
                d.text):
            bad.append(f"{rt}: a receipt with no fee")
        if "Where they work" in d.text:
            bad.append(f"{rt}: a third-person heading")
    assert not bad, bad[:10]


@pytest.mark.parametrize("seed", range(3))
def test_the_persons_statement_tells_nothing_the_office_did(seed: int) -> None:
    bad, told = [], 0
    for rt, d in _drafts(seed):
        for m in _STATEMENT.finditer(d.text):
            told += 1
            bad += [f"{rt}: {s}" for s in re.split(r"(?<=[.!?])\s+", m.group(1)) if _OFFICE_TELLS.search(s)]
    assert told >= 20
    assert not bad, bad[:10]


def test_the_office_tells_pattern():
    for said in ("The intake volunteer noted that I need bus fare.", "The secretary's log shows that I attended 4",
                 "Before a decision, the agency looked into a missing signature.", "The ledger shows 3 gifts.",
                 "The matter was put to the board of directors at its last meeting."):
        assert _OFFICE_TELLS.search(said), said
    for said in ("The team can count on me one Sunday a month.", "I have a record of volunteering.",
                 "My landlord is David Lowery."):
        assert not _OFFICE_TELLS.search(said), said
