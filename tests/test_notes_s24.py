"""Agreements, case notes, diaries and transcripts carry nothing a real one of their kind would not (s24-notes): an
agreement states its terms and prints its numbers and the approval of the request behind it in its head box, never
"X's request was accepted on ..." or "The case was logged as TAX-..." among its clauses; no clause heading stands over
nothing or over one lone fact; a party block gives no bare "Age:"; a traffic citation opens no case before its stop;
an office's note entries carry no "System check:/Team update:" leads; a diary's entries tell a few things of a day;
a transcript's caption prints the court's name in its own case, names a witness's role in words and is signed by its
reporter; counsel speak of the defendant's people, not their own."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.pipeline import build_privasis
from privasis_hub.synth.render import _fuller_days, _no_lone_clauses, instrument_types

_REQUEST_HISTORY = re.compile(r"'s \w+(?: \w+)? was (?:accepted|approved) on|follows the approval on|rests on the "
                              r"approval|This (?:agreement|arrangement) follows \S+ \S+ of ")
_ORPHAN_HEADING = re.compile(r"(?m)^(?:\d+\.|Article [IVX]+\.) [^\n]+\n(?=(?:\d+\.|Article [IVX]+\.) |\n)")
_CASE_SYSTEM_LEAD = re.compile(r"(?m)^(?:System check|Team update|Update from the team|Records check|For the record|"
                               r"Internal note):")
_NUMBER_KEY = re.compile(r"(?:_number|_id|_code|confirmation|_ein|account)$|^social_security")


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> list[dict]:
    out = tmp_path_factory.mktemp("s24notes")
    dd = build_privasis(600, seed=2424, out=out, split=None, shard_size=300, workers=1)
    return list(dd["train"])


def _attr(r: dict, key: str) -> str:
    return next((a["value"] for a in r["attributes"] if a["key"] == key), "")


def _agreements(rows: list[dict]) -> list[dict]:
    return [r for r in rows if r["format"] == "agreement"]


def test_an_agreement_states_terms_not_a_request_history(rows):
    found = _agreements(rows)
    assert len(found) >= 30
    bad = [(r["record_type"], m.group(0)) for r in found if (m := _REQUEST_HISTORY.search(r["text"]))]
    assert not bad, bad[:5]


def test_no_clause_heading_stands_over_nothing(rows):
    bad = [(r["record_type"], m.group(0)) for r in _agreements(rows) if (m := _ORPHAN_HEADING.search(r["text"]))]
    assert not bad, bad[:5]


def test_an_agreements_numbers_stand_in_its_head_box(rows):
    seen = 0
    for r in _agreements(rows):
        body = r["text"].find("\n1. ")
        if body < 0:
            continue
        end = r["text"].find("______", body)
        for a in r["attributes"]:
            if _NUMBER_KEY.search(a["key"]) and re.fullmatch(r"[A-Z][A-Z0-9]{0,5}-[A-Z0-9-]{4,}", a["value"]):
                seen += 1
                at = [m.start() for m in re.finditer(re.escape(a["value"]), r["text"])]
                assert not any(body < p < end for p in at), (r["record_type"], a["key"], a["value"])
    assert seen >= 5


def test_a_party_block_gives_no_bare_age(rows):
    bad = [r["record_type"] for r in _agreements(rows) if re.search(r"(?m)^Age: \d+$", r["text"])]
    assert not bad, bad[:5]


def test_a_citation_opens_no_case_before_its_stop(rows):
    kinds = instrument_types()
    found = [r for r in _agreements(rows) if kinds.get(r["record_type"], {}).get("kind") == "citation"]
    bad = [r["text"][:200] for r in found if re.search(r"(?i)case was opened|we opened this case", r["text"])]
    assert not bad, bad[:2]


def test_office_notes_carry_no_case_system_leads(rows):
    found = [r for r in rows if r["format"] == "case notes"]
    assert len(found) >= 20
    bad = [(r["record_type"], m.group(0)) for r in found if (m := _CASE_SYSTEM_LEAD.search(r["text"]))]
    assert not bad, bad[:5]


def test_a_diary_is_a_few_fuller_days_not_a_line_a_date(rows):
    diaries = [r for r in rows if r["format"] == "case notes" and re.search(r"diary|journal", r["record_type"])]
    assert len(diaries) >= 5
    for r in diaries:
        entries = re.split(r"(?m)^\S.* —\s*$", r["text"])[1:]
        single = [e for e in entries if len(re.findall(r"[.!?](?:\s|$)", e.strip())) <= 1]
        assert len(single) <= max(1, len(entries) // 3), (r["record_type"], r["text"][:600])


def test_a_transcript_reads_as_taken_down(rows):
    found = [r for r in rows if r["format"] == "interview transcript" and re.search(r"bail|deposition",
                                                                                      r["record_type"])]
    assert found
    for r in found:
        text = r["text"]
        assert not text.startswith("IN THE "), text[:80]
        assert not re.search(r"(?m)^(?:Q|A|THE [A-Z]+|DEFENSE COUNSEL): .*\b[A-Z][a-z]+ \([a-z ]+\)", text), text
        assert not re.search(r"(?m)^THE PROSECUTOR: .*\bmy (?!client)", text), text
        assert not re.search(r"(?m)^Court reporter, ", text), text[-300:]


def _f(key: str, group: str) -> FieldSpec:
    return FieldSpec(key=key, label=key, group=group, sensitivity=0.1, generate=lambda *a: "", sentences=("{" + key + "}.",))


def test_lone_facts_join_a_neighbouring_clause():
    groups = {"a": [_f("x", "a")], "b": [_f("y", "b"), _f("z", "b")], "c": [_f("w", "c")]}
    out = _no_lone_clauses(groups)
    assert list(out) == ["b"] and [f.key for f in out["b"]] == ["x", "y", "z", "w"]
    both = {"a": [_f("x", "a"), _f("v", "a")], "b": [_f("y", "b")]}
    assert [f.key for f in _no_lone_clauses(both)["a"]] == ["x", "v", "y"]


def test_a_diarys_loose_facts_make_days_of_two():
    chunks = [[_f("diary_entry_date", "d")], [_f("a", "g")], [_f("b", "g")], [_f("c", "g")], [_f("d", "h")],
              [_f("e", "i")], [_f("f", "i")]]
    out = _fuller_days(chunks)
    assert [len(c) for c in out][0] == 1  # (the first page as it was)
    assert all(len(c) == 2 for c in out[1:]), [[f.key for f in c] for c in out]
