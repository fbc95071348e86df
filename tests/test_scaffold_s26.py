"""Issue 19, s26-scaffold (reader16 classes 1 and 3): no letterhead, contract, court paper, form or platform prints
walk-in opening hours (reader16: 137 of 300 heads, "closed 12-1 for lunch" on 30); a clinic, a public office, a
school, a bank or a community group tells its phone hours where it asks the reader to call (a sentence with the
number, an e-mail signature's footer line), never its lunch closure; a file's head gives the person's work as
"Employment:" (another office's file) or "Position:" (the employer's own), never the profile's "Work: dentist"; a
form asks for a handle or web page under the label its kind uses, never "Handle:" / "Website:"."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from privasis_hub.synth import render as R
from privasis_hub.synth.pipeline import build_privasis
from tests.test_thread_shape import draft_of

#: A line that is an office's opening hours ("Office hours: 8-4:30 weekdays", "Mon-Fri 9-5, closed holidays").
_HOURS_LINE = re.compile(
    r"(?m)^(?:(?:Office hours|Hours|Open|Hours at the counter|Open to callers|Open to visitors|Open to the public)(?::| weekdays| Mon| Monday)"
    r"[^\n]*\d|(?:Mon-Fri|Weekdays|Monday to Friday|Mon-Thu|Mon-Sat|Mon to Sat|Monday-Saturday|Monday-Friday)\b"
    r"[^\n]*\d)[^\n]*$")
#: reader16's lunch-closure regex.
_LUNCH = re.compile(r"closed (for lunch )?12-1|12-1 for lunch|closed for lunch")
#: The phone hours told with the number to call (R._HOURS_SAID).
_HOURS_SAID = re.compile(r"\b(?:Monday (?:to|through) Friday|weekdays|any weekday)\b[^.\n]*\b\d{1,2}(?::\d\d)? "
                         r"(?:to|and) \d|between \d[\d:]*(?: am)? and \d[\d:]*(?: pm)? on weekdays")
_HOURS_CATEGORIES = frozenset({"government", "medical", "community", "education", "financial"})


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> list[dict]:
    out = tmp_path_factory.mktemp("s26scaffold")
    dd = build_privasis(400, seed=2626, out=out, split=None, shard_size=200, workers=1)
    return list(dd["train"])


def test_no_record_prints_a_lunch_closure(rows):
    bad = [(r["record_type"], m.group(0)) for r in rows if (m := _LUNCH.search(r["text"]))]
    assert not bad, bad[:10]


def test_opening_hours_only_in_the_signatures_of_issuers_that_tell_them(rows):
    found = [r for r in rows if _HOURS_LINE.search(r["text"])]
    bad = [(r["format"], r["record_type"], _HOURS_LINE.search(r["text"]).group(0)) for r in found
           if r["format"] != "email thread" or r["category"] not in _HOURS_CATEGORIES]
    assert not bad, bad[:10]
    heads = [(r["record_type"], line) for r in rows for line in r["text"].splitlines()[:8] if _HOURS_LINE.match(line)]
    assert not heads, heads[:10]  # (never in a letterhead, a form's or a contract's head)
    assert found  # (a public office's or a clinic's e-mail signature still gives them)


def test_agreements_forms_and_files_tell_no_hours(rows):
    kinds = [r for r in rows if r["format"] in ("agreement", "form", "application", "report", "memo", "case notes")]
    assert len(kinds) >= 100
    bad = [(r["record_type"], m.group(0)) for r in kinds if (m := _HOURS_LINE.search(r["text"]))]
    assert not bad, bad[:10]


def test_phone_hours_are_told_with_the_number_by_the_issuers_that_tell_them(rows):
    said = [r for r in rows if r["format"] in ("letter", "statement with table", "invoice")
            and re.search(r"(?:call|phone|reach|speak to|talk to)[^.\n]*\d{4}" + r"[^.\n]*?" + _HOURS_SAID.pattern,
                          r["text"])]
    assert said
    assert all(r["category"] in _HOURS_CATEGORIES for r in said), [(r["category"], r["record_type"]) for r in said]


def test_hours_said_by_kind_of_issuer():
    for record_type, fmt, tells in (("Medicaid eligibility notice", "letter", True),
                                    ("residential lease dispute letter", "letter", False),
                                    ("homeowners policy declarations page", "statement with table", False)):
        for seed in range(8):
            plan = draft_of(record_type, seed, fmt).plan.plan
            if tells:
                assert R._tells_hours(plan), (record_type, plan.organisation)
            else:
                assert R._hours_said(plan) == "", (record_type, plan.organisation)
    assert not R._LUNCH_TAIL.sub("", "x[|, closed 12-1 for lunch|, closed holidays]").count("lunch")


def test_no_profile_work_line(rows):
    bad = [(r["format"], r["record_type"]) for r in rows if re.search(r"(?m)^Work: ", r["text"])]
    assert not bad, bad[:10]
    told = [r for r in rows if re.search(r"(?m)^(?:Employment|Position): ", r["text"])]
    assert len(told) >= 10


@pytest.mark.parametrize("record_type,fmt", (("police incident report", "report"),
                                             ("personal training intake assessment", "case notes"),
                                             ("exit interview notes", "case notes"),
                                             ("help desk support ticket", "report")))
def test_a_file_head_labels_the_persons_work_as_its_kind_does(record_type, fmt):
    for seed in range(8):
        text = draft_of(record_type, seed, fmt).text
        assert not re.search(r"(?m)^Work: ", text), (record_type, seed, text)


def test_forms_never_print_the_profile_handle_and_website_labels(rows):
    forms = [r for r in rows if r["format"] in ("form", "application", "case notes")]
    bad = [(r["format"], r["record_type"], m.group(0)) for r in forms
           if (m := re.search(r"(?m)^Handle: .*$|^Website: .*$" if r["format"] != "case notes" else r"(?m)^Handle: .*$",
                              r["text"]))]
    assert not bad, bad[:10]


@pytest.mark.parametrize("record_type,want", (("photography contest entry form", "Instagram (optional)"),
                                              ("account suspension appeal", "Username"),
                                              ("podcast guest release form", "Social media handle (for the show notes)"),
                                              ("club officer nomination form", "Social media (optional)")))
def test_online_labels_by_form_kind(record_type, want):
    plan = SimpleNamespace(record_type=record_type)
    assert R._online_label(plan, SimpleNamespace(key="user_handle")) == want
    assert "Website" in R._online_label(plan, SimpleNamespace(key="url")) or "website" in R._online_label(
        plan, SimpleNamespace(key="url"))
