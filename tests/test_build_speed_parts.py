"""The refinement's shortcuts (issue 19's speed): they skip only work that cannot change what the rule decides."""

import asyncio
import zlib

import numpy as np
import pytest

from privasis_hub.diversity import PoolVendi
from privasis_hub.llm.base import Draft
from privasis_hub.synth.refine import AcceptanceRule, refine


def _unit_rows(rng, n, d, power=1):
    X = rng.normal(size=(n, d)) ** power
    return X / np.linalg.norm(X, axis=1, keepdims=True)


@pytest.mark.parametrize("n,d,power", [(1, 4, 1), (3, 8, 1), (7, 8, 3), (40, 8, 3), (120, 16, 1), (300, 64, 3)])
def test_max_score_with_bounds_every_candidate(n, d, power):
    rng = np.random.default_rng(n * d + power)
    pool = PoolVendi(_unit_rows(rng, n, d, power))
    bound = pool.max_score_with()
    _, vectors = np.linalg.eigh(pool.G)
    candidates = [vectors[:, i] for i in range(d)]  # the pool's own directions, strongest to weakest
    candidates += list(_unit_rows(rng, 200, d))
    mix = vectors[:, : max(1, d // 2)] @ rng.normal(size=(200, max(1, d // 2))).T  # weak directions mixed
    candidates += list((mix / np.linalg.norm(mix, axis=0)).T)
    candidates += [np.zeros(d), 0.5 * vectors[:, 0]]  # an empty text's zero row, a shorter vector
    scores = [pool.score_with(x) for x in candidates]
    assert max(scores) <= bound
    assert bound - max(scores) < 1.0  # a bound, not a blank cheque


def test_max_score_with_is_reached_by_an_orthogonal_row():
    pool = PoolVendi(np.eye(8)[:3])  # three orthogonal rows: a fourth one is the most diverse candidate
    assert pool.score_with(np.eye(8)[5]) == pytest.approx(pool.max_score_with(), abs=1e-6)


def test_max_score_with_follows_the_pool():
    pool = PoolVendi(np.eye(8)[:3])
    before = pool.max_score_with()
    pool.add(np.eye(8)[3])
    assert pool.max_score_with() != before
    assert pool.score_with(np.eye(8)[6]) <= pool.max_score_with()


class _Scripted:
    """Revisions append a word; the judge returns scripted scores; every call is counted."""

    name, model = "scripted", "none"

    def __init__(self, judges):
        self.judges = list(judges)
        self.revised = 0

    async def revise(self, spec, current, *, seed):
        self.revised += 1
        return Draft(text=current.text + f" r{len(self.judges)}{seed % 97}")

    async def judge(self, spec, current, candidate, *, seed):
        return self.judges.pop(0)


def _embedder(d=8):
    calls = []

    def embed(text):
        calls.append(text)
        v = np.random.default_rng(zlib.crc32(text.encode())).normal(size=d)
        return v / np.linalg.norm(v)

    return embed, calls


def _full_refine(judges, pool, rule, steps, embed):
    """The rule applied to every step, all computed (the loop before the shortcuts)."""
    backend = _Scripted(judges)

    async def run():
        current, vec = Draft("start"), embed("start")
        score, decisions = pool.score_with(vec), []
        from privasis_hub.seeding import derive_seed
        for step in range(steps):
            cand = await backend.revise(None, current, seed=derive_seed(1, "revise", step))
            j = await backend.judge(None, current, cand, seed=0)
            cvec = embed(cand.text)
            cs = pool.score_with(cvec)
            ok = rule.accepts(j, cs - score)
            decisions.append((j, cs - score, ok))
            if ok:
                current, vec, score = cand, cvec, cs
        return current, decisions

    return asyncio.run(run())


@pytest.mark.parametrize("seed", range(200))
def test_refine_decides_as_the_full_rule(seed):
    rng = np.random.default_rng(seed)
    pool = PoolVendi(_unit_rows(rng, 30, 8))
    judges = list(rng.choice([0.02, 0.3, 0.6, 0.85, 0.95, 0.99, 1.0], size=4))
    rule = AcceptanceRule(0.5, 0.5, float(rng.choice([0.45, 0.5, 0.55])))
    embed, calls = _embedder()
    final_full, decisions = _full_refine(judges, pool, rule, 4, embed)
    backend = _Scripted(judges)
    embed2, calls2 = _embedder()
    final, vec, log = asyncio.run(refine(backend, None, Draft("start"), steps=4, rule=rule, pool=pool, embed=embed2,
                                         seed=1))
    assert final.text == final_full.text
    assert [s.accepted for s in log] == [ok for _, _, ok in decisions[: len(log)]]
    assert not any(ok for _, _, ok in decisions[len(log):])  # steps not proposed: the full rule rejected them all
    assert np.array_equal(vec, embed(final.text))
    for s, (j, gain, _) in zip(log, decisions[: len(log)], strict=True):
        assert s.judge == j
        if s.vendi_gain is None:  # not computed: no gain the pool allows could have passed it
            assert not rule.accepts(j, gain)  # ... and the gain it had would not have passed it either
        else:
            assert s.vendi_gain == pytest.approx(gain)
    assert len(calls2) <= len(calls)


def test_refine_proposes_nothing_where_the_rule_can_pass_nothing():
    rule = AcceptanceRule(0.5, 0.5, 0.5)
    backend = _Scripted([1.0, 1.0, 1.0])
    embed, calls = _embedder()
    final, vec, log = asyncio.run(refine(backend, None, Draft("start"), steps=3, rule=rule,
                                         pool=PoolVendi(dim=8), embed=embed, seed=1))
    assert (final.text, log, backend.revised, calls) == ("start", [], 0, ["start"])  # empty pool: every gain is 0
    backend = _Scripted([1.0] * 3)
    _, _, log = asyncio.run(refine(backend, None, Draft("start"), steps=3, rule=AcceptanceRule(0.5, 0.0, 0.5),
                                   pool=PoolVendi(np.eye(8)[:3]), embed=embed, seed=1))
    assert log == [] and backend.revised == 0  # beta = 0 and alpha <= tau: a judge of 1 scores 0.5, not > 0.5


def test_refine_skips_vendi_for_a_judge_no_gain_can_rescue():
    pool = PoolVendi(np.eye(8)[:3])
    rule = AcceptanceRule(0.5, 0.5, 0.5)
    backend = _Scripted([0.01, 0.999])
    embed, calls = _embedder()
    _, _, log = asyncio.run(refine(backend, None, Draft("start"), steps=2, rule=rule, pool=pool, embed=embed, seed=1))
    assert log[0].vendi_gain is None and log[0].score is None and not log[0].accepted
    assert log[1].vendi_gain is not None  # a judge near 1 can pass with a gain the pool allows: computed
    assert len(calls) == 2  # the draft and the second candidate only
