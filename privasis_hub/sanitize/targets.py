"""Choose what to sanitize (targets, weighted by sensitivity) and what must survive (retention).

Targets are sampled **weighted by sensitivity, without replacement** (Efraimidis–Spirakis
keys ``u ** (1 / w)``, which draw items one after another with probability proportional
to their weight among those left). A target is one attribute or one whole attribute
group; each gets an operation, ``abstract`` or ``drop``. Retention targets are the 1–2
remaining attributes whose values overlap least (ROUGE-L) with the target values.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from rouge_score import rouge_scorer

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute

T = TypeVar("T")

#: How many targets a triplet gets, and how likely each count is.
DEFAULT_NUM_TARGETS: dict[int, float] = {1: 0.35, 2: 0.35, 3: 0.2, 4: 0.1}
MIN_VALUE_CHARS = 3  # shorter values ("M", "42") recur by chance and cannot be verified


@dataclass(frozen=True)
class TargetConfig:
    """How targets and operations are drawn."""

    num_targets: Mapping[int, float] = field(default_factory=lambda: dict(DEFAULT_NUM_TARGETS))
    group_prob: float = 0.25  # chance that a target slot is a whole group
    abstract_prob: float = 0.5  # chance of "abstract" (else "drop")
    group_label_prob: float = 0.3  # chance that a group target is named only by its label
    retention: tuple[int, int] = (1, 2)


def weighted_sample(items: Sequence[T], weights: Sequence[float], k: int, rng: random.Random) -> list[T]:
    """``k`` distinct items, drawn in turn with probability proportional to their weight (zero weights never)."""
    if len(items) != len(weights):
        raise ValueError(f"weighted_sample: {len(items)} items but {len(weights)} weights")
    keyed = [(rng.random() ** (1.0 / w), i) for i, w in enumerate(weights) if w > 0]
    keyed.sort(reverse=True)
    return [items[i] for _, i in keyed[:k]]


def eligible(attributes: Sequence[dict]) -> list[dict]:
    """Attributes that can be targets or kept: long enough to verify, present in the text."""
    return [a for a in attributes if len(a["value"]) >= MIN_VALUE_CHARS and a["spans"]]


def carriers(attribute: dict, attributes: Sequence[dict], text: str) -> list[str] | None:
    """Other attributes whose values contain this one's (a first name inside an e-mail address).

    Removing a value means removing it there too, so carriers join the target. Returns None
    when the value also occurs where no annotation explains it (inside an ordinary word):
    such a value cannot be removed reliably and is not offered as a target.
    """
    value, lower = attribute["value"].lower(), text.lower()
    found: set[str] = set()
    pos = lower.find(value)
    while pos != -1:
        end = pos + len(value)
        if not any(s["start"] <= pos and end <= s["end"] for s in attribute["spans"]):
            hosts = [b["key"] for b in attributes if b is not attribute
                     and any(s["start"] <= pos and end <= s["end"] for s in b["spans"])]
            if not hosts:
                return None
            found.update(hosts)
        pos = lower.find(value, pos + 1)
    return sorted(found)


def sample_targets(
    attributes: Sequence[dict],
    groups: Sequence[dict],
    weights: Mapping[str, float],
    cfg: TargetConfig,
    rng: random.Random,
    context: tuple[tuple[str, str], ...] = (),
    text: str | None = None,
) -> list[SanitizationTarget]:
    """Draw targets (attributes or groups) weighted by sensitivity, without replacement and without overlap.

    With ``text``, each target also covers the attributes that carry its value (see :func:`carriers`).
    """
    pool = {a["key"]: a for a in eligible(attributes)}
    extra: dict[str, list[str]] = {}
    if text is not None:
        for key, a in list(pool.items()):
            hosts = carriers(a, attributes, text)
            if hosts is None:
                del pool[key]
            else:
                extra[key] = [h for h in hosts if h in pool]
    counts, probs = zip(*sorted(cfg.num_targets.items()), strict=True)
    wanted = rng.choices(counts, probs)[0]
    group_units = [g for g in groups if len([k for k in g["keys"] if k in pool]) >= 2]
    chosen: list[SanitizationTarget] = []
    used: set[str] = set()
    for _ in range(wanted):
        use_group = group_units and rng.random() < cfg.group_prob
        if use_group:
            options = [g for g in group_units if not used & _with_carriers(g["keys"], pool, extra)]
            w = [sum(weights[k] for k in g["keys"] if k in pool) / len(g["keys"]) for g in options]
            picked = weighted_sample(options, w, 1, rng)
            if picked:
                keys = _with_carriers([k for k in picked[0]["keys"] if k in pool], pool, extra)
                chosen.append(_target("group", picked[0]["name"], sorted(keys, key=list(pool).index), pool, cfg,
                                      rng, context))
                used |= keys
                continue
        options = [k for k in pool if not used & _with_carriers([k], pool, extra)]
        picked = weighted_sample(options, [weights[k] for k in options], 1, rng)
        if not picked:
            break
        keys = [picked[0]] + [h for h in extra.get(picked[0], []) if h != picked[0]]
        chosen.append(_target("attribute", picked[0], keys, pool, cfg, rng, context))
        used |= set(keys)
    return chosen


def _with_carriers(keys, pool, extra) -> set[str]:
    return {k for k in keys if k in pool} | {h for k in keys for h in extra.get(k, [])}


def _target(kind, name, keys, pool, cfg, rng, context) -> SanitizationTarget:
    operation = "abstract" if rng.random() < cfg.abstract_prob else "drop"
    attrs = tuple(TargetAttribute(k, pool[k]["value"]) for k in keys)
    return SanitizationTarget(kind, name, attrs, operation, context)


_ROUGE = rouge_scorer.RougeScorer(["rougeL"])


def rouge_overlap(a: str, b: str) -> float:
    """ROUGE-L F-measure between two strings (0 = no shared words in order)."""
    return _ROUGE.score(a, b)["rougeL"].fmeasure


def choose_retention(
    attributes: Sequence[dict], targets: Sequence[SanitizationTarget], cfg: TargetConfig, rng: random.Random
) -> list[TargetAttribute]:
    """1–2 non-target attributes with the lowest ROUGE-L overlap with the target values (ties at random)."""
    target_keys = {a.key for t in targets for a in t.attributes}
    target_values = [v for t in targets for v in t.values]
    joined = " ".join(target_values)
    candidates = [
        a
        for a in eligible(attributes)
        if a["key"] not in target_keys
        and not any(v.lower() in a["value"].lower() or a["value"].lower() in v.lower() for v in target_values)
    ]
    rng.shuffle(candidates)
    candidates.sort(key=lambda a: rouge_overlap(joined, a["value"]))
    low, high = cfg.retention
    return [TargetAttribute(a["key"], a["value"]) for a in candidates[: rng.randint(low, high)]]
