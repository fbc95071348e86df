"""s26-speed: spliced revisions (privasis_hub/synth/splice.py) are exact where they promise to be."""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import numpy as np
import pytest

from privasis_hub.synth import render as R
from privasis_hub.synth import splice


def _drafts(start: int, n: int, seed: int):
    """The drafts of ``n`` records as a build grows them, each with its raw render."""
    from privasis_hub.diversity import PoolVendi
    from privasis_hub.synth.offline import OfflineRecords
    from privasis_hub.synth.pipeline import BuildConfig, grow_record

    backend, cfg = OfflineRecords(), BuildConfig(n=1, seed=seed, refine_steps=0)
    backend.splice_share = 1.0
    drafts = []
    original = backend._draft_from_plan

    def spy(plan):
        drafts.append(original(plan))
        return drafts[-1]

    backend._draft_from_plan = spy
    for i in range(start, start + n):
        asyncio.run(grow_record(backend, cfg, i, PoolVendi(np.zeros((0, 64))), lambda t: np.zeros(64), "s26"))
    return backend, drafts


def _exact(text, spans, values):
    return all(text[s:e] == values[key] for key, places in spans.items() for s, e in places)


@pytest.mark.parametrize("start,seed", [(0, 11), (60, 0), (120, 6868)])
def test_a_piece_rendered_again_unchanged_is_the_draft_text(start, seed):
    """A recorded section rendered again with the draft's own choices and paragraph length is the very text (and
    spans) the draft's render wrote there: the piece records all its paragraphs depend on."""
    _, drafts = _drafts(start, 60, seed)
    formats, checked = Counter(), 0
    for d in drafts:
        rendered = d.plan
        text, spans, pieces, _ = rendered.raw
        plan = rendered.plan
        for key in [k for k in plan.values if k.startswith(R._DRAWN_WITH_ARTICLE)]:
            plan.values[key.removeprefix(R._DRAWN_WITH_ARTICLE)] = plan.values.pop(key)
        for p in pieces:
            if p[0] == p[1] or text[p[0] : p[1]] != p[13]:  # (taken back: its place written over)
                continue
            got_text, got_spans = splice._paragraphs(plan, p, p[3])
            assert got_text == text[p[0] : p[1]]
            want = {
                k: sorted((s - p[0], e - p[0]) for s, e in v if p[0] <= s < p[1]) for k, v in spans.items()
            }
            assert got_spans == {k: v for k, v in want.items() if v}
            checked += 1
        formats[plan.format] += bool(pieces)
    assert checked > 100 and len(formats) >= 8, formats


@pytest.mark.parametrize("start,seed", [(0, 11), (60, 0), (120, 6868)])
def test_spliced_revisions_have_exact_spans_and_keep_the_rest(start, seed):
    """Chained spliced revisions (each of the last): every span holds its value, the text outside the re-worded
    sections is the draft's, and the raw render kept for the next revision is exact too."""
    backend, drafts = _drafts(start, 60, seed)
    made, formats = 0, Counter()
    for n, d in enumerate(drafts):
        current = d
        for step in range(3):
            rendered = current.plan
            raw = rendered.raw
            out = splice.spliced(rendered.plan, raw, random.Random(n * 31 + step))
            if out is None:
                assert not splice.eligible(raw)
                break
            plan, text, spans, new_raw = out
            assert _exact(text, spans, plan.values)
            # the raw text: the old one with the re-worded pieces in place
            changed = [
                i
                for i, (a, b) in enumerate(zip(raw[2], new_raw[2], strict=True))
                if a[3:] != b[3:]
                or (a[1] - a[0]) != (b[1] - b[0])
                or raw[0][a[0] : a[1]] != new_raw[0][b[0] : b[1]]
            ]
            rebuilt, last = [], 0
            for i in changed:
                a, b = raw[2][i], new_raw[2][i]
                rebuilt += [raw[0][last : a[0]], new_raw[0][b[0] : b[1]]]
                last = a[1]
            rebuilt.append(raw[0][last:])
            assert "".join(rebuilt) == new_raw[0]
            drawn = R.drawn_values(plan.values)
            assert _exact(new_raw[0], new_raw[1], drawn)
            current = type(current)(text=text, plan=type(rendered)(plan, spans, dict(plan.values), new_raw))
            made += 1
            formats[plan.format] += 1
    assert made > 120 and len(formats) >= 8, formats


def test_render_with_raw_is_the_same_render():
    """Keeping the raw render changes nothing of the render (the option is off by default: output unchanged)."""
    from privasis_hub.synth.offline import OfflineRecords

    assert OfflineRecords.splice_share == 0
    _, drafts = _drafts(200, 30, 11)
    for d in drafts:
        plan = d.plan.plan
        for key in [k for k in plan.values if k.startswith(R._DRAWN_WITH_ARTICLE)]:
            plan.values[key.removeprefix(R._DRAWN_WITH_ARTICLE)] = plan.values.pop(key)
        values = dict(plan.values)
        a = R.render(plan)
        plan.values.clear()
        plan.values.update(values)
        raw = []
        b = R.render(plan, raw)
        assert a == b and len(raw) == 1


@pytest.mark.parametrize("seed", [11, 6868])
def test_a_build_with_spliced_revisions_checks_its_spans(seed):
    """Records grown with every revision spliced where it can be (refined against a pool, as a build does): each row
    passes the build's span check (grow_record raises otherwise), and spliced candidates were judged and accepted."""
    from privasis_hub.diversity import PoolVendi, get_embedder
    from privasis_hub.synth.offline import OfflineRecords
    from privasis_hub.synth.pipeline import POOL_EMBEDDER, BuildConfig, grow_record

    backend, cfg = OfflineRecords(), BuildConfig(n=1, seed=seed)
    backend.splice_share = 1.0
    embedder = get_embedder(POOL_EMBEDDER)
    spliced_steps = Counter()
    original = splice.spliced

    def spy(plan, raw, rng):
        out = original(plan, raw, rng)
        spliced_steps[out is not None] += 1
        return out

    splice.spliced = spy
    import privasis_hub.synth.offline as offline

    offline.spliced = spy
    try:

        def grow(indices, pool):
            async def rows():
                return [
                    await grow_record(backend, cfg, i, pool, lambda t: embedder.embed([t])[0], "s26")
                    for i in indices
                ]

            return asyncio.run(rows())

        warm = grow(range(40), PoolVendi(dim=64))
        pool = PoolVendi(np.vstack([o.vector for o in warm if o.vector is not None]))
        out = grow(range(100, 180), pool)
    finally:
        splice.spliced = original
        offline.spliced = original
    assert all(o.row is not None or o.rejected for o in out)
    assert spliced_steps[True] > 100, spliced_steps
    assert sum(o.steps_tried for o in out if o.row) > 150
