"""s25-speed: the exact speedups of the offline render give the very answers of the code they replace."""

from __future__ import annotations

import asyncio
import copy
import random
import re

import numpy as np
import pytest

from privasis_hub.synth import render as R


def _old_bare_field_values(plan, text, spans):
    """_bare_field_values as it was at 3111c24 (the reference the faster one must equal)."""
    cuts = []
    moves = {}
    kept = R._drawn_as_is(plan)
    held = {plan.values.get(k, "").lower() for k in spans}
    for key, where in spans.items():
        value = plan.values.get(key, "")
        if (
            key.startswith("~")
            or not value[:1].islower()
            or (m := R._LEAD_ARTICLE.match(value)) is None
            or key in kept
            or value[m.end() :].lower() in held
        ):
            continue
        k = m.end()
        if any(text[s : s + k].lower() != value[:k] for s, _ in where):
            continue
        new = []
        for s, e in where:
            if R._field_place(text, s, e):
                line_end = len(text) if (n := text.find("\n", e)) < 0 else n
                padded = text.startswith("|", text.rfind("\n", 0, s) + 1) and re.match(
                    r"  +\|", text[e:line_end]
                )
                cuts.append((s, k, e if padded else -1))
                new.append((s, e, True))
            else:
                new.append((s, e, False))
        moves[key] = new
        plan.values[R._DRAWN_WITH_ARTICLE + key] = value
        plan.values[key] = value[k:]
    if not moves:
        return text, spans
    cuts.sort()
    pieces, last = [], 0
    for s, k, pad in cuts:
        if pad >= 0:
            pieces += [text[last:s], text[s + k : pad], " " * k]
            last = pad
        else:
            pieces += [text[last:s]]
            last = s + k
    pieces.append(text[last:])

    def moved(pos):
        return (
            pos - sum(k for s, k, _ in cuts if s + k <= pos) + sum(k for _, k, pad in cuts if 0 <= pad < pos)
        )

    out = {}
    for key, where in spans.items():
        if key in moves:
            k = len(plan.values[R._DRAWN_WITH_ARTICLE + key]) - len(plan.values[key])
            out[key] = [(moved(s) if cut else moved(s + k), moved(e)) for s, e, cut in moves[key]]
        else:
            out[key] = [(moved(s), moved(e)) for s, e in where]
    return "".join(pieces), out


@pytest.mark.parametrize("seed", range(6))
def test_cuts_mover_is_the_sum_over_every_cut(seed):
    rng = random.Random(seed)
    for _ in range(300):
        cuts, at = [], 0
        for _ in range(rng.randint(1, 8)):
            at += rng.randint(0, 40)
            k = rng.randint(1, 5)
            pad = at + k + rng.randint(0, 30) if rng.random() < 0.4 else -1
            cuts.append((at, k, pad))
            at += k + rng.randint(0, 20)
        cuts.sort()
        moved = R._cuts_mover(cuts)
        for pos in range(0, at + 60):
            want = (
                pos
                - sum(k for s, k, _ in cuts if s + k <= pos)
                + sum(k for _, k, pad in cuts if 0 <= pad < pos)
            )
            assert moved(pos) == want, (cuts, pos)


def _grown_plans(start: int, n: int, seed: int):
    """The plans a draft and its revisions render for ``n`` records (rendered again below, so copied first)."""
    from privasis_hub.diversity import PoolVendi
    from privasis_hub.synth.offline import OfflineRecords
    from privasis_hub.synth.pipeline import BuildConfig, grow_record

    backend, cfg = OfflineRecords(), BuildConfig(n=1, seed=seed, refine_steps=0)
    calls = []
    original = R._bare_field_values

    def spy(plan, text, spans):
        calls.append((copy.copy(plan), dict(plan.values), text, copy.deepcopy(spans)))
        return original(plan, text, spans)

    R._bare_field_values = spy
    try:
        for i in range(start, start + n):
            asyncio.run(
                grow_record(backend, cfg, i, PoolVendi(np.zeros((0, 64))), lambda t: np.zeros(64), "s25")
            )
            plan = calls[-1][0]
            for j in range(3):  # and three revisions of it, as the refinement proposes them
                backend._draft_from_plan(plan.revised(random.Random(i * 7 + j)))
    finally:
        R._bare_field_values = original
    return calls


@pytest.mark.parametrize("start,seed", [(0, 11), (40, 0), (80, 6868)])
def test_bare_field_values_equals_the_old_code(start, seed):
    calls = _grown_plans(start, 40, seed)
    seen = {"cut": 0, "uncut": 0, "none": 0}
    for plan, values, text, spans in calls:
        a, b = copy.copy(plan), copy.copy(plan)
        a.values, b.values = dict(values), dict(values)
        want = _old_bare_field_values(a, text, copy.deepcopy(spans))
        got = R._bare_field_values(b, text, copy.deepcopy(spans))
        assert got == want
        assert a.values == b.values
        seen["none" if got[1] == spans and got[0] == text else "cut" if got[0] != text else "uncut"] += 1
    assert len(calls) == 160 and all(seen.values()), seen
