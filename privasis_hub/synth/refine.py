"""Refinement: accept a revision only if it is judged better *and* keeps the corpus diverse.

A candidate x' replaces the current draft x iff

    S = alpha * judge(x, x') + beta * (Vendi(P ∪ {x'}) − Vendi(P ∪ {x})) > tau

where P is a sample of records accepted earlier in the run. The Vendi term is computed
incrementally from P's d×d Gram matrix (:class:`privasis_hub.diversity.PoolVendi`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from privasis_hub.diversity import PoolVendi
from privasis_hub.llm.base import Backend, Draft, RecordSpec
from privasis_hub.schema import RefinementStep
from privasis_hub.seeding import derive_seed


@dataclass(frozen=True)
class AcceptanceRule:
    """S = alpha·judge + beta·vendi_gain > tau (defaults from the Privasis paper)."""

    alpha: float = 0.5
    beta: float = 0.5
    tau: float = 0.5

    def score(self, judge: float, vendi_gain: float) -> float:
        return self.alpha * judge + self.beta * vendi_gain

    def accepts(self, judge: float, vendi_gain: float) -> bool:
        return self.score(judge, vendi_gain) > self.tau


async def refine(
    backend: Backend,
    spec: RecordSpec,
    draft: Draft,
    *,
    steps: int,
    rule: AcceptanceRule,
    pool: PoolVendi,
    embed,
    seed: int,
) -> tuple[Draft, np.ndarray, list[RefinementStep]]:
    """Try up to ``steps`` revisions; return the final draft, its embedding and the step log.

    Work that cannot change the outcome is not done (the judge is a probability, at most 1):

    - no revision is proposed while even a judge of 1 with the largest Vendi gain the pool allows
      (:meth:`PoolVendi.max_score_with`) would not pass the rule: with P empty every gain is 0 (for unit rows, up to
      round-off), so at α = τ nothing can pass; nor with β = 0 and α <= τ. Such steps are not in the log
      (``steps_tried`` counts the steps proposed);
    - a judged revision whose judge would fail the rule even with that largest gain is rejected without embedding
      it: its log entry holds ``vendi_gain`` and ``score`` None (null: not computed);
    - with β = 0 a candidate is embedded only when accepted (its gain term is 0).
    """
    current, current_vec = draft, embed(draft.text)
    diverse = rule.beta != 0
    current_score = pool.score_with(current_vec) if diverse else 0.0  # reused until a candidate wins
    best = pool.max_score_with() if diverse and len(pool) else None  # no candidate's Vendi(P ∪ {x'}) exceeds it
    log: list[RefinementStep] = []
    for step in range(steps):
        gain_max = 0.0 if best is None else best - current_score
        if not rule.accepts(1.0, gain_max):  # no revision can pass: propose none
            break
        candidate = await backend.revise(spec, current, seed=derive_seed(seed, "revise", step))
        judge = float(await backend.judge(spec, current, candidate, seed=derive_seed(seed, "judge", step)))
        if not diverse:
            accepted = rule.accepts(judge, 0.0)
            log.append(RefinementStep(step, judge, 0.0, rule.score(judge, 0.0), accepted))
            if accepted:
                current, current_vec = candidate, embed(candidate.text)
            continue
        if not rule.accepts(judge, gain_max):  # fails whatever its gain: not embedded
            log.append(RefinementStep(step, judge, None, None, False))
            continue
        cand_vec = embed(candidate.text)
        cand_score = pool.score_with(cand_vec)
        gain = cand_score - current_score  # = pool.gain(cand_vec, current_vec)
        accepted = rule.accepts(judge, gain)
        log.append(RefinementStep(step, judge, gain, rule.score(judge, gain), accepted))
        if accepted:
            current, current_vec, current_score = candidate, cand_vec, cand_score
    return current, current_vec, log
