"""An office's letter or e-mail tells the person's own facts as part of its business (reader11 class 4): as the
premise or the consequence of what it does about the matter ("As you are down for the shift on May 30, we can go
over your hours with you on that day"), never hedged ("We understand that ...", "It is our understanding that ...",
"We note that ...") and never recited one to a sentence ("Your landlord is ...")."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from privasis_hub.synth import render
from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.render import _PREMISED, _premise_kind, _premised
from tests.benchmark_modules import load_benchmark
from tests.test_record_writing import _plan


def _pattern(template: str) -> re.Pattern:
    """A wording of :data:`_PREMISED` as a pattern over a rendered sentence: its choices as alternatives, its slots as
    wildcards."""
    out = ""
    for part in re.split(r"(\[[^]]*\]|\{\w+\})", template):
        if part.startswith("["):
            out += "(?:" + "|".join(re.escape(a) for a in part[1:-1].split("|")) + ")"
        elif part.startswith("{"):
            out += ".+?"
        else:
            out += re.escape(part)
    return re.compile(out + "$")


#: The wordings of :data:`_PREMISED`, each with its pattern.
_WORDINGS = {t: _pattern(t) for ts in _PREMISED.values() for t in ts}


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    return privasis_rows(300, 2020, shard_size=150)


def _wording(sentence: str) -> str | None:
    return next((t for t, rx in _WORDINGS.items() if rx.match(sentence)), None)


def test_no_office_hedges_the_persons_facts(rows):
    hedge = load_benchmark("quality_privasis").HEDGE
    hedged = [r["id"] for r in rows if hedge.search(r["text"])]
    assert len(hedged) <= 0.01 * len(rows), hedged
    # nor its "also" forms
    assert not [r["id"] for r in rows if re.search(r"\bWe also (?:understand|note) that|It is also our understanding",
                                                    r["text"])]


def test_the_premised_facts_are_told_in_varied_wordings(rows):
    """No one wording carries the facts of most records (frame reuse, issue 19), none twice in one record."""
    per_record = []
    for r in rows:
        said = [w for s in re.split(r"(?<=[.!?])\s+", r["text"]) if (w := _wording(s))]
        assert len(said) == len(set(said)) or len(said) > len(_PREMISED["status"]), (r["id"], said)
        per_record.append(set(said))
    told = [s for s in per_record if s]
    # (s22-letter: a letter now tells the person's standing facts as facts, among those of their topic (reader13);
    # the premise stays where it has a use, a contact called only if the person cannot be reached, a day to go over
    # the matter, a deadline, hours, and in e-mails: the class is rarer, its wordings still not one stock line;
    # s29: records holding one, over 300 records of seeds 2020 / 11 / 0: 3 / 1 / 1 before the s29 merge, 2 / 1 / 1
    # after it, a draw's noise around a rare class)
    assert len(told) >= 2
    counts = Counter(w for s in told for w in s)
    assert len(counts) >= 2, counts
    if len(told) >= 20:
        assert max(counts.values()) <= 0.4 * len(told), counts.most_common(3)


def _field(key: str, label: str) -> FieldSpec:
    return FieldSpec(key, label, "matter", 0.5, lambda ctx: "", (f"You have {{{key}}}.",))


@pytest.mark.parametrize(("key", "label", "value", "clause", "kind"), [
    ("next_shift", "Next shift", "June 3, 2031", "you are down for the shift on {next_shift}", "dated"),
    ("reply_by", "Reply by", "June 3, 2031", "your response is needed by {reply_by}", "deadline"),
    ("member_since", "Member since", "June 3, 2011", "you have been a member since {member_since}", "history"),
    ("emergency_contact", "Emergency contact", "Bo Lind", "you named {emergency_contact} as a contact", "contact"),
    ("work_schedule", "Work schedule", "weekdays 8 to 4", "you work {work_schedule}", "hours"),
    ("work_location", "Work location", "the depot on Route 9", "you work out of {work_location}", "place"),
    ("guardian_role", "Role", "parent of Julia", "you are the parent of {guardian_role}", "role"),
    ("website", "Website", "https://x.example.org", "your website is {website}", "online"),
    ("credits", "Credits earned", "56 of 120", "you have earned {credits} so far", "status"),
])
def test_a_fact_is_used_for_what_it_is(key, label, value, clause, kind):
    plan = _plan("legal", "letter", "small claims complaint")
    plan.values[key] = value
    assert _premise_kind(plan, _field(key, label), clause) == kind


def test_each_kind_is_told_as_a_premise_of_the_matter(monkeypatch):
    """Every wording names the matter (or the message itself) and tells the fact whole; a clause that does not open on "you" (a fronted
    phrase: "after review, you are admitted") only after "that"."""
    plan = _plan("legal", "email thread", "small claims complaint")
    for kind in _PREMISED:
        monkeypatch.setattr(render, "_premise_kind", lambda *_, kind=kind: kind)
        for seed in range(12):
            for clause in ("you have {x}", "after review, you are {x}"):
                f = _field("x", "X")
                said = _premised(plan, [(f, clause)], random.Random(seed))
                assert len(said) == 1 and clause in said[0], said
                assert said[0][0].isupper() and said[0].endswith("."), said
                assert "small claims" in said[0] or "this message" in said[0], said
                assert "{" not in said[0].replace("{x}", ""), said
                if not clause.startswith("you "):
                    assert " that " + clause in said[0], said
