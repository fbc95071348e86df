"""Issue 19, the frame of each document: a record is the document its record type names (its own frame, a subject
line naming the matter, the background steering rather than told, process text only where the matter has it)."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.render import matter_name

N = 300


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    return privasis_rows(N, 7272, shard_size=100)


_SUBJECT_LINE = re.compile(r"(?im)^(?:Re|Subject|Regarding|RE)\s*:\s*(.+)$")


def test_matter_name_drops_the_words_naming_the_paper():
    assert matter_name("chargeback dispute letter") == "chargeback dispute"
    assert matter_name("license suspension hearing notice") == "license suspension hearing"
    assert matter_name("parenting plan") == "parenting plan"
    assert matter_name("employment visa petition cover letter") == "employment visa petition cover letter"


def test_subject_lines_name_the_matter_not_the_record_type(rows):
    named = [r["id"] for r in rows if any(r["record_type"].lower() in m.group(1).lower()
                                          for m in _SUBJECT_LINE.finditer(r["text"]))]
    assert len(named) <= len(rows) // 50, named[:5]  # was 122 of 300 (seed 7272)


def _content(text: str) -> set[str]:
    stop = {"the", "and", "for", "with", "this", "that", "was", "were", "her", "his", "their", "from", "after", "about",
            "into", "has", "had", "have", "she", "him", "they", "them", "our", "your", "you", "are", "not", "its"}
    return {w for w in re.findall(r"[a-z']+", text.lower()) if w not in stop and len(w) > 2}


def test_the_background_steers_the_record_and_is_not_told_in_it(rows):
    told = []
    for r in rows:
        bg = _content(r["background"])
        if bg and any(len(s.split()) >= 6 and len(bg & _content(s)) >= 0.6 * len(bg)
                      for s in re.split(r"(?<=[.!?])\s+|\n", r["text"])):
            told.append(r["id"])
    assert len(told) <= len(rows) // 30, told[:5]  # was 34 of 300 (seed 7272)


def test_process_text_comes_only_with_a_matter_that_has_it(rows):
    from dataclasses import replace

    from privasis_hub.synth.render import render
    from tests.test_record_skeletons import _plan

    challenge = re.compile(r"(?i)second look|fresh review|new decision|(?:stays|remains) with the same|"
                           r"handled by the same|reviewer on your case")
    for seed in range(12):  # an appointment to work the polls has no decision to challenge and no case officer
        for category in ("government", "financial", "education", "media"):
            plan = replace(_plan(category, "letter", "poll worker appointment letter"), layout_seed=seed)
            text, _ = render(plan)
            assert not challenge.search(text), text
    for seed in range(12):  # a form the person hands in is not theirs to keep safe
        text, _ = render(replace(_plan("government", "form", "passport renewal application"), layout_seed=seed))
        assert not re.search(r"(?i)(?:keep|store) this (?:form|application)", text), text
    assert not [r["id"] for r in rows if re.search(r"\bshould you do not\b", r["text"])]
    # a certificate, an agreement, a form or a confirmation awaits no reply that a deadline could make late
    late = [(r["id"], r["record_type"]) for r in rows if re.search(r"(?i)time limits", r["text"])
            and re.search(r"(?:certificate|agreement|form|confirmation)$|appointment", r["record_type"])]
    assert not late, late  # was 3 of 300 (seed 7272)
    # a form's processing note speaks of one form throughout ("a complete form ... of receiving it ... delays it")
    mixed = re.compile(r"(?i)\b(?:a complete form|a completed form)\b[^.;]*\bof receiving them\b|"
                       r"\b(?:forms|completed forms)\b[^.;]*; [^.]*\b(?:delays it|holds it up)\b")
    assert not [r["id"] for r in rows if mixed.search(r["text"])]  # was 14 of 300 (seed 7272)


def test_an_agreement_or_a_table_of_figures_is_not_written_as_a_report_on_the_person(rows):
    from privasis_hub.synth.render import fitting_formats

    assert fitting_formats("legal", "settlement and release agreement", ("form", "report", "letter")) == ("letter",)
    assert fitting_formats("media", "broadcast segment rundown", ("report", "statement with table")) == (
        "statement with table",)
    assert "report" in fitting_formats("medical", "echocardiogram report", ("report", "letter"))
    assert "case notes" in fitting_formats("legal", "plea agreement review notes", ("case notes", "letter"))
    kinds = re.compile(r"\b(?:agreement|contract|release|trust|parenting|ledger|tracker|roster|score)\b")
    person_file = [(r["record_type"], r["format"]) for r in rows
                   if r["format"] in ("report", "memo", "case notes") and kinds.search(r["record_type"])]
    assert not person_file, person_file  # was 11 of 300 (seed 7272)


def test_an_offices_own_file_is_headed_and_copied_as_its_kind_of_office_does(rows):
    from dataclasses import replace

    from privasis_hub.synth.render import office_file, render
    from tests.test_record_skeletons import _plan

    assert office_file("education")["copies"] != office_file("media")["copies"]
    for seed in range(8):
        text, _ = render(replace(_plan("education", "report", "psychoeducational evaluation summary"), layout_seed=seed))
        assert not re.search(r"line manager|duty officer|compliance desk|quality reviewer", text), text
        assert not re.search(r"(?m)^Regarding: ", text) or "Regarding" in office_file("education")["heads"]
        text, _ = render(replace(_plan("professional services", "report", "phishing incident ticket"), layout_seed=seed))
        assert not re.search(r"(?m)^(?:Sources|Based on|Sources used): ", text), text  # a ticket has no sources
    office = re.compile(r"(?m)^(?:Distribution|Copies to|Circulation|CC): .*(?:line manager|duty officer|compliance desk"
                        r"|department head|quality reviewer)")
    wrong = [r["record_type"] for r in rows if r["category"] not in ("financial",) and office.search(r["text"])
             and r["category"] in ("education", "media", "recreation", "community", "legal")]
    assert not wrong, wrong


def test_a_letters_subject_does_not_repeat_the_number_printed_above_it(rows):
    assert matter_name("notice of proposed tax adjustment") == "proposed tax adjustment"
    repeated = []
    for r in rows:
        m = re.search(r"(?m)^Re: (.*)$", r["text"]) if r["format"] == "letter" else None
        if m and any(v in r["text"][: m.start()] for v in re.findall(r"[A-Z]{2,}-?\d{4,}", m.group(1))):
            repeated.append(m.group(0))
    assert not repeated, repeated[:5]
