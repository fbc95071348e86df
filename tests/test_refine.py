"""The refinement acceptance rule S = alpha*judge + beta*vendi_gain > tau."""

import asyncio

import numpy as np
import pytest

from privasis_hub.diversity import PoolVendi
from privasis_hub.llm.base import Draft
from privasis_hub.synth.refine import AcceptanceRule, refine


def test_score_is_the_weighted_sum():
    rule = AcceptanceRule(alpha=0.5, beta=0.5, tau=0.5)
    assert rule.score(0.8, 0.4) == pytest.approx(0.6)


def test_accepts_strictly_above_tau():
    rule = AcceptanceRule(alpha=0.5, beta=0.5, tau=0.5)
    assert rule.accepts(0.8, 0.4)  # 0.6 > 0.5
    assert not rule.accepts(0.6, 0.4)  # 0.5 is not > 0.5
    assert not rule.accepts(0.9, -0.2)  # 0.35


def test_beta_zero_ignores_diversity():
    rule = AcceptanceRule(alpha=1.0, beta=0.0, tau=0.5)
    assert rule.accepts(0.6, -100.0)


class _ScriptedBackend:
    """Revisions append a word; the judge returns scripted scores."""

    name, model = "scripted", "none"

    def __init__(self, judges):
        self.judges = list(judges)

    async def revise(self, spec, current, *, seed):
        return Draft(text=current.text + f" rev{len(self.judges)}")

    async def judge(self, spec, current, candidate, *, seed):
        return self.judges.pop(0)


def _embed(text: str) -> np.ndarray:
    v = np.zeros(8)
    v[len(text) % 8] = 1.0
    return v


def test_refine_keeps_accepted_candidates_and_logs_each_step():
    backend = _ScriptedBackend([0.9, 0.1, 0.95])
    rule = AcceptanceRule(alpha=1.0, beta=0.0, tau=0.5)
    final, vec, log = asyncio.run(
        refine(backend, None, Draft("start"), steps=3, rule=rule, pool=PoolVendi(np.zeros((0, 8))), embed=_embed, seed=1)
    )
    assert [s.accepted for s in log] == [True, False, True]
    assert final.text == "start rev3 rev1"  # revisions 1 and 3 accepted
    assert np.array_equal(vec, _embed(final.text))


def test_refine_uses_the_vendi_gain_of_the_pool():
    pool_rows = np.eye(8)[:3]
    pool = PoolVendi(pool_rows)
    backend = _ScriptedBackend([0.5])
    rule = AcceptanceRule(alpha=0.5, beta=0.5, tau=0.0)
    _, _, log = asyncio.run(
        refine(backend, None, Draft("abc"), steps=1, rule=rule, pool=pool, embed=_embed, seed=0)
    )
    expected = pool.score_with(_embed("abc rev1")) - pool.score_with(_embed("abc"))
    assert log[0].vendi_gain == pytest.approx(expected)
    assert log[0].score == pytest.approx(0.25 + 0.5 * expected)
