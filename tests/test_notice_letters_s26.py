"""Letters of office-started notices carry the part a real notice of their kind prints (issue 19, s26-words): a debt
validation notice's dispute steps, a jury summons's reporting instructions, a tax adjustment's "if you agree / if you
do not agree", a benefit determination's reasons and appeal rights, a license hearing's what to bring and right to be
represented, an EAD approval's card validity and renewal, a truancy warning's conference and what the law requires;
written from the case's own values (its deadline, amount, hearing or conference time), each value told once."""

from __future__ import annotations

import random
import re

import pytest

from privasis_hub.synth import render
from privasis_hub.synth.pipeline import build_privasis

#: record type -> (a heading of its part, the keys one of which its part quotes or refers back to)
KINDS = {
    "debt collection validation notice": ("How can you dispute|How to dispute|If you think you do not owe",
                                          ("dispute_deadline",)),
    "jury duty summons": ("Reporting instructions|When you report|On your day of service",
                          ("court_report_date", "response_deadline")),
    "notice of proposed tax adjustment": ("If you agree|What to do if you agree", ("tax_balance_due",
                                                                                  "response_deadline")),
    "unemployment insurance claim determination": ("Reasons for this decision|Why we made this decision|The reason "
                                                   "for this decision", ("response_deadline", "eligibility_issue")),
    "Medicaid eligibility notice": ("Your right to a fair hearing|How to ask for a fair hearing|If you disagree "
                                    "with this notice", ("response_deadline",)),
    "license suspension hearing notice": ("At the hearing|Preparing for your hearing|What to bring to the hearing",
                                          ("agency_appointment",)),
    "employment authorization approval notice": ("About your card|Your Employment Authorization Document|Using "
                                                 "your card", ("registration_expiration",)),
    "truancy warning letter": ("Attendance conference|Your attendance conference|Meeting with the school",
                               ("meeting_date",)),
}
BACK = re.compile(r"(?:date|time|amount|hearing|question) (?:given |shown |named |set out )?above|"
                  r"named in this summons|expiration date printed|reply date above")


@pytest.fixture(scope="module")
def notices(tmp_path_factory) -> list[tuple]:
    """(plan, text) of every office-started letter over several seeds."""
    caught: list[tuple] = []
    orig = render.RENDERERS["letter"]

    def spy(b, plan, rng):
        orig(b, plan, rng)
        if render._skel(plan)["issuer"] and render._OFFICE_STARTED.search(plan.record_type.lower()):
            caught.append((plan, b.text(), dict(b.spans)))

    render.RENDERERS["letter"] = spy
    try:
        for seed in (11, 6868, 4242):
            build_privasis(300, seed=seed, out=tmp_path_factory.mktemp(f"notice-s26-{seed}"), split=None,
                           shard_size=300, workers=1)
    finally:
        render.RENDERERS["letter"] = orig
    assert len(caught) >= 30
    return caught


def _kind(plan) -> str:
    return next((k for k in KINDS if k.lower() == plan.record_type.lower()), "")


def test_each_kinds_letter_carries_its_part_from_its_own_values(notices):
    seen, bad = set(), []
    for plan, text, _spans in notices:
        kind = _kind(plan)
        if not kind or not any(k in plan.values for k in KINDS[kind][1]):
            continue
        if kind.startswith(("unemployment", "Medicaid")) and "eligibility_issue" not in plan.values:
            continue
        seen.add(kind)
        head, keys = KINDS[kind]
        found = re.search(r"(?m)^(?:" + head + r")[^.\n]*$", text)
        if not found:
            bad.append((kind, "no heading"))
            continue
        part = text[found.start():]
        # the part quotes the case's own value, or (told above already) refers back to it
        held = [plan.values[k] for k in keys if k in plan.values]
        if not any(v in part for v in held) and not BACK.search(part):
            bad.append((kind, "no value of the case"))
    assert not bad, bad[:5]
    assert len(seen) >= 4, seen


def test_a_value_the_part_quotes_is_not_told_before_it(notices):
    bad = []
    for plan, text, _spans in notices:
        kind = _kind(plan)
        if not kind:
            continue
        head = KINDS[kind][0]
        found = list(re.finditer(r"(?m)^(?:" + head + r")[^.\n]*$", text))
        if not found:
            continue
        cut = found[0].start()
        for k in KINDS[kind][1]:
            v = plan.values.get(k, "")
            if v and v in text[cut:] and v in text[:cut]:
                bad.append((kind, k, v))
    assert not bad, bad[:5]


@pytest.mark.parametrize("kind", ["debt collection validation notice", "jury duty summons",
                                  "notice of proposed tax adjustment", "license suspension hearing notice",
                                  "truancy warning letter"])
def test_several_wordings_per_kind(kind, notices):
    plan = next((p for p, _, _ in notices if p.record_type.lower() == kind.lower()), None)
    if plan is None:
        pytest.skip(f"no {kind} in these seeds")
    part = next(p for rx, p in render._notice_parts() if rx.search(kind.lower()))  # (s28-frames: skeletons.yaml)
    texts = {" ".join(render._notice_lines(render.TextBuilder(plan.values), plan, part, random.Random(seed)))
             for seed in range(40)}
    assert len(texts) >= 5
