"""Sentences no writer would write (issue 19, reader18; s28-frames): a bracketed subject agrees with every verb it
may take ("Our registration file show", "The refund policy give"); a value fits its frame ("I bring 1 year as a
landscaper", "My watch says I got four hours and a dream", "immunizations are records requested"); no padded or
empty frame ("The course in question in this record is", "His still ahead is", "and this is the outcome."); a
traffic citation is laid out as a ticket, not a contract; a clock time is told with its day; a notice's own part
is worded in skeletons.yaml (``notice_parts``), filled by one function."""

from __future__ import annotations

import itertools
import random
import re

import pytest
import yaml

from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import categories, profile_fields
from tests.test_facts_s24 import _draft

_THIRD = {"shows", "lists", "gives", "holds", "covers", "includes", "means", "needs", "remains", "stays", "requires",
          "contains", "says", "goes", "comes", "takes", "makes", "runs", "has", "is", "was", "does", "allows", "reads",
          "carries", "counts"}
_BASE = {"show", "list", "give", "hold", "cover", "include", "mean", "need", "remain", "stay", "require", "contain",
         "say", "go", "come", "take", "make", "run", "have", "are", "were", "do", "allow", "carry"}


def _number(noun_group: str) -> str | None:
    """"plural" or "singular" by the head noun of ``noun_group`` (the word before "for", "of", "in" ...), None where
    it ends on no noun ("here", "below")."""
    head = re.split(r" (?:for|of|in|on|at|from|with|to|by|under)\b", noun_group.strip())[0]
    last = head.split()[-1].lower() if head.split() else ""
    if last in ("here", "below", "above", "now", "today", "so", "far", "alone", "only"):
        return None
    if not re.fullmatch(r"[a-z]+", last):
        return None
    if last.endswith("s") and not last.endswith(("ss", "us", "is", "ics", "news")):
        return "plural"
    return "singular"


def _wordings() -> list[str]:
    texts = [t for f in list(profile_fields()) + [f for c in categories().values() for f in c.fields]
             for t in f.sentences]
    for path in sorted((R.resources.files("privasis_hub") / "data" / "privasis").iterdir()):
        if path.name.endswith(".yaml"):
            texts += [s for s in _strings(yaml.safe_load(path.read_text(encoding="utf-8"))) if "[" in s]
    return texts


def _strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from _strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from _strings(v)


def test_a_bracketed_subject_agrees_with_each_verb_it_may_take() -> None:
    """"Our registration [file|records] [show|list]" gave "Our registration file list a ..." (reader18)."""
    bad = []
    for t in _wordings():
        # a subject in brackets after its determiner ("Our registration [file|records]") or opening with one
        # ("[The refund policy|The cancellation terms]"), then its verb, bracketed or not
        for m in re.finditer(r"(?:^|(?<=[.!?] ))(?:(?:[Tt]he|[Yy]our|[Oo]ur|[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Tt]his) "
                             r"(?:[a-z-]+ )?\[([^\[\]]+)\]|\[((?:(?:The|Your|Our|My|His|Her|Their) [^\[\]|]+\|?)+)\]) "
                             r"(?:\[([^\[\]]+)\]|([a-z]+))\b", t):
            subjects = (m.group(1) or m.group(2)).split("|")
            verbs = m.group(3).split("|") if m.group(3) else [m.group(4)]
            for subject, verb in itertools.product(subjects, verbs):
                n = _number(subject)
                if (n == "plural" and verb in _THIRD) or (n == "singular" and verb in _BASE):
                    bad.append(f"{subject} {verb}: {t[:100]}")
    assert not bad, bad[:10]


def test_no_padded_or_garbled_frame_in_the_catalogue() -> None:
    words = re.compile(r"(?<!amount )\bin question\b|\bI would ask you to\b|\bthis is the outcome\b|\bStill ahead for\b|"
                       r"\bMy watch says\b|\bput a signature to\b|\bturn on \{|\bcounts \{|\bis with my colleague\b|"
                       r"\bby signing it\b|\brisk rating of\b|\bthe relevant term is\b|\bwestbound shoulder\b")
    texts = _wordings() + [t for _, p in R._notice_parts() for t in _strings(p["lines"])]
    assert not [t for t in texts if words.search(t) and "(?:" not in t]  # (a pattern of what not to say is no wording)


def test_experience_is_said_as_a_year_and_with_the_right_article() -> None:
    seen = []
    for seed in range(40):
        occupation = random.Random(seed).choice(["bank teller", "licensed electrician", "landscaper", "plumber"])
        d = _draft("professional services", "candidate screening call notes", "case notes", seed, age=19 + seed % 3,
                   occupation=occupation)
        v = d.plan.values.get("years_experience")
        if v:
            seen.append(v)
            assert not re.match(r"1 years?\b", v) and not re.search(r"\ba [aeiou]", v), v
    assert any(v.startswith("a year as") for v in seen), seen[:5]


def test_a_notice_part_refers_back_to_a_value_told_already_and_fills_every_slot() -> None:
    kinds = {"debt collection validation notice", "jury duty summons", "notice of proposed tax adjustment",
             "unemployment insurance claim determination", "license suspension hearing notice",
             "truancy warning letter", "wage garnishment notice"}
    for kind in kinds:
        part = next((p for rx, p in R._notice_parts() if rx.search(kind)), None)
        assert part is not None, kind
        for text in _strings(part["lines"]):
            names = set(re.findall(r"\{(\w+)\}", text))
            assert names <= set(part.get("slots") or ()), (kind, text)


class _Plan:
    def __init__(self, values: dict[str, str], keys: list[str]) -> None:
        self.values = values
        self.fields = [type("F", (), {"key": k})() for k in keys]


def test_a_jury_summons_reports_on_its_day() -> None:
    """The old code wrote "Report to the jury office June 3, 2025." (no "on")."""
    part = next(p for rx, p in R._notice_parts() if rx.search("jury duty summons"))
    plan = _Plan({"court_report_date": "June 3, 2025", "response_deadline": "May 20, 2025"},
                 ["court_report_date", "response_deadline"])
    for seed in range(12):
        lines = R._notice_lines(R.TextBuilder(plan.values), plan, part, random.Random(seed))
        said = " ".join(lines)
        assert "on {court_report_date}" in said and "by {response_deadline}" in said, said
        assert not re.search(r"(?:room|office|entrance) \{court_report_date\}", said)


@pytest.mark.parametrize("seed", range(6))
def test_a_traffic_citation_reads_as_a_ticket(seed: int) -> None:
    d = _draft("government", "traffic citation", "agreement", seed)
    text = d.text
    assert not re.search(r"(?m)^\d+\. (?:General provisions|Further provisions|Other terms)$", text), text
    assert re.search(r"(?m)^Time of violation: \d{1,2}:\d\d [AP]M$", text), text
    for m in re.finditer(r"[^.\n]*\bat \d{1,2}:\d\d [AP]M\.", text):  # (no "The stop was made at 3:30 PM.")
        assert re.search(r"\d{4}", m.group(0)), m.group(0)


@pytest.mark.parametrize("rt, fmt, cat", [("police incident report", "memo", "government"),
                                          ("school disciplinary referral", "report", "education"),
                                          ("chronic care management plan", "letter", "medical")])
def test_a_clock_time_in_prose_is_told_with_its_day(rt: str, fmt: str, cat: str) -> None:
    for seed in range(8):
        d = _draft(cat, rt, fmt, seed)
        text = d.text
        for m in re.finditer(r"[^.\n]*\bat (?:about )?\d{1,2}:\d\d [AP]M\.", text):
            assert re.search(r"\d{4}|\d/\d", m.group(0)), m.group(0)
