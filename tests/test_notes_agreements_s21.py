"""Agreements, instruments, depositions and case notes read as the documents they are (s21-notes; reader12 R5 and
its new classes): a date an agreement sets is one of its terms, never a letter's "A reply from the Gardener is needed
by ..."; an instrument is signed on its document's own date (its age told as of that day); a party is named in a
caption by its name and its term, not "Garza, Cain and Lowe (former employer)"; an office's note entry tells what the
person said under a contact with them and the office's own facts under its own work."""

from __future__ import annotations

import re

import pytest
from dateutil import parser as dateparser

from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.render import _office_entries, _person_told, agreement_parts, party_words

#: A request for an answer, as a letter makes it: never in an agreement being signed.
_REPLY = re.compile(r"(?i)\b(?:a|any|the|written|your) (?:reply|response|answer)\b[^.\n]{0,40}\b(?:by|no later than)\b"
                    r"|\buntil [^.\n]{0,30} to (?:reply|respond|answer)\b|\bplease (?:respond|reply|answer)\b"
                    r"|\blet us know by\b|\b(?:reply|respond|answer) (?:to us|in writing)\b")
#: A party named with a bracketed role beside its name in a caption, a party line or a signature.
_BRACKET_ROLE = re.compile(r"\([a-z][^()\n]*\),? (?:Plaintiff|Defendant)\b|\([a-z][^()\n]*\) \(the \""
                           r"|For [^\n]*\([a-z][^()\n]*\), authorized|v\. [^\n]*\([a-z][^()\n]*\), Defendant")
_SIGNED = re.compile(r"\n[^\n]*, (?:Grantor|Principal|Testator|Defendant|Claimant|Employee|Petitioner|Respondent)"
                     r"(?: and Trustee)?\nDate: ([^\n]+)")


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    return privasis_rows(400, 2121, shard_size=200)


def _agreements(rows: list[dict]) -> list[dict]:
    return [r for r in rows if r["format"] == "agreement" and r["record_type"] != "traffic citation"]


def test_no_agreement_asks_for_a_reply(rows):
    found = _agreements(rows)
    assert len(found) > 20
    bad = [(r["record_type"], m.group(0)) for r in found if (m := _REPLY.search(r["text"]))]
    assert not bad, bad[:5]
    # (nor the scaffolding of a request "taken up", a "Household" clause or a club's "Dues and pledges")
    bad = [r["record_type"] for r in found if re.search(r"(?m)taken up on|^\d+\. Household|Dues and pledges|"
                                                         r"complaint was put to|case now rests with", r["text"])]
    assert not bad, bad[:5]


def test_an_instrument_is_signed_on_its_own_date(rows):
    signed = 0
    for r in rows:
        if r["format"] != "agreement" or not (m := _SIGNED.search(r["text"])):
            continue
        signed += 1
        assert str(dateparser.parse(m.group(1)).date()) == r["document_date"], (r["record_type"], m.group(0))
    assert signed >= 5


def test_no_party_carries_a_bracketed_role_in_a_caption_or_party_line(rows):
    found = [r for r in rows if r["format"] in ("agreement", "interview transcript")]
    bad = [(r["record_type"], m.group(0)) for r in found if (m := _BRACKET_ROLE.search(r["text"]))]
    assert not bad, bad[:5]


def test_every_party_wording_names_its_fact_and_fits_a_kind_written_as_an_agreement():
    parts = agreement_parts()
    kinds = set(parts["parties"]) | set(parts["instruments"])
    for rule in parts["party_words"]:
        assert any(re.search(rule["kinds"], k, re.I) for k in kinds), rule["kinds"]
        for key in rule["keys"]:
            assert party_words(next(k for k in kinds if re.search(rule["kinds"], k, re.I)), key)
            for words in rule["words"]:
                assert "{" + key + "}" in words, (key, words)
                assert not _REPLY.search(words.replace("{" + key + "}", "May 1, 2025")), words


def _spec(key: str, group: str) -> FieldSpec:
    return FieldSpec(key, key, group, 0.5, lambda ctx: "", (f"{{{key}}}.",))


def test_a_note_entry_holds_facts_the_person_told_or_the_office_s_own_never_both():
    groups = ("identity", "employment", "case details", "contact and location", "obligations and outcomes",
              "accounts and payments", "personal circumstances", "agency proceedings")
    for n in range(2, 12):
        facts = [_spec(f"k{i}", groups[(i * 7 + n) % len(groups)]) for i in range(n)]
        for per in (2, 3, 4):
            chunks = _office_entries(facts, per)
            assert sorted(f.key for c in chunks for f in c) == sorted(f.key for f in facts)
            for chunk in chunks:
                assert 0 < len(chunk) <= per
                assert len({_person_told(f) for f in chunk}) == 1, [(f.key, f.group) for f in chunk]


def test_no_instrument_heading_is_a_group_name():
    """quality_privasis schema_heading_records: an article heading is the instrument's, never a group's name."""
    for kind in agreement_parts()["instrument_kinds"].values():
        for group, headings in (kind.get("headings") or {}).items():
            assert all(h.lower() != group.lower() for h in headings), (group, headings)
