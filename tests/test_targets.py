"""Sanitization targets: sensitivity-weighted sampling without replacement, and ROUGE retention."""

import random
from collections import Counter

import pytest

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.targets import (
    TargetConfig,
    choose_retention,
    expand,
    rouge_overlap,
    sample_targets,
    weighted_sample,
)


def _attr(key, value, group="g"):
    return {"key": key, "value": value, "group": group, "sensitivity": 0.5, "spans": [{"start": 0, "end": 1}]}


def test_first_draw_follows_the_weights():
    rng = random.Random(1234)
    weights = {"a": 0.1, "b": 0.3, "c": 0.6}
    counts = Counter(weighted_sample(list(weights), list(weights.values()), 1, rng)[0] for _ in range(20000))
    for key, w in weights.items():
        assert counts[key] / 20000 == pytest.approx(w, abs=0.015)


def test_second_draw_is_proportional_among_the_rest():
    rng = random.Random(99)
    weights = {"a": 0.2, "b": 0.3, "c": 0.5}
    seconds = Counter()
    for _ in range(20000):
        first, second = weighted_sample(list(weights), list(weights.values()), 2, rng)
        if first == "c":
            seconds[second] += 1
    total = sum(seconds.values())
    assert seconds["a"] / total == pytest.approx(0.2 / 0.5, abs=0.02)


def test_sampling_is_without_replacement_and_skips_zero_weights():
    rng = random.Random(0)
    picked = weighted_sample(["a", "b", "c", "d"], [1, 1, 0, 1], 4, rng)
    assert sorted(picked) == ["a", "b", "d"]


def test_targets_never_overlap_and_follow_sensitivity():
    attrs = [_attr(k, f"value of {k}", "contact" if k in "xyz" else "health") for k in "abcxyz"]
    groups = [{"name": "contact", "keys": ["x", "y", "z"]}, {"name": "health", "keys": ["a", "b", "c"]}]
    weights = {"a": 0.9, "b": 0.05, "c": 0.05, "x": 0.05, "y": 0.05, "z": 0.05}
    cfg = TargetConfig(num_targets={1: 1.0}, group_prob=0.0)
    first = Counter(sample_targets(attrs, groups, weights, cfg, random.Random(s))[0].name for s in range(3000))
    assert first["a"] / 3000 == pytest.approx(0.9 / 1.15, abs=0.03)
    cfg = TargetConfig(num_targets={4: 1.0}, group_prob=0.5)
    for s in range(200):
        keys = [a.key for t in sample_targets(attrs, groups, weights, cfg, random.Random(s)) for a in t.attributes]
        assert len(keys) == len(set(keys))


def test_short_values_are_never_targets():
    attrs = [_attr("sex", "M"), _attr("diagnosis", "type 2 diabetes")]
    cfg = TargetConfig(num_targets={2: 1.0}, group_prob=0.0)
    targets = sample_targets(attrs, [], {"sex": 1.0, "diagnosis": 0.1}, cfg, random.Random(0))
    assert [t.name for t in targets] == ["diagnosis"]


def test_retention_prefers_the_least_rouge_overlap():
    target = SanitizationTarget("attribute", "clinic", (TargetAttribute("clinic", "Lakeside Family Clinic"),), "drop")
    attrs = [_attr("clinic", "Lakeside Family Clinic"), _attr("clinic_city", "Lakeside Heights"),
             _attr("referrer", "Family Medicine Associates"), _attr("medication", "metformin 500 mg")]
    kept = choose_retention(attrs, [target], TargetConfig(retention=(1, 1)), random.Random(0))
    assert [k.key for k in kept] == ["medication"]
    assert rouge_overlap("Lakeside Family Clinic", "metformin 500 mg") == 0.0


def test_retention_never_contains_a_target_value():
    target = SanitizationTarget("attribute", "city", (TargetAttribute("city", "Evanston"),), "abstract")
    attrs = [_attr("city", "Evanston"), _attr("clinic", "Evanston Clinic"), _attr("phone", "(312) 555-0188")]
    kept = choose_retention(attrs, [target], TargetConfig(retention=(2, 2)), random.Random(0))
    assert [k.key for k in kept] == ["phone"]


def test_retention_never_keeps_a_fact_that_gives_a_target_back():
    target = SanitizationTarget("attribute", "age", (TargetAttribute("age", "40"),), "abstract")
    attrs = [_attr("age", "40"), _attr("date_of_birth", "October 5, 1983"), _attr("booking_ref", "2C993P")]
    removed = [expand(target, attrs)]
    assert "October 5, 1983" in removed[0].values  # the date of birth goes with the age
    kept = choose_retention(attrs, [target], TargetConfig(retention=(2, 2)), random.Random(0), removed=removed)
    assert [k.key for k in kept] == ["booking_ref"]


def test_a_conflicting_retention_is_drawn_only_under_conflict_prob():
    target = SanitizationTarget("attribute", "age", (TargetAttribute("age", "40"),), "abstract")
    attrs = [_attr("age", "40"), _attr("date_of_birth", "October 5, 1983"), _attr("booking_ref", "2C993P")]
    removed = [expand(target, attrs)]
    always = TargetConfig(retention=(1, 1), conflict_prob=1.0)
    kept = choose_retention(attrs, [target], always, random.Random(0), removed=removed, conflict=random.Random(0))
    assert [k.key for k in kept] == ["date_of_birth"]  # "blur the age, keep the date of birth": no edit can do both
    never = TargetConfig(retention=(1, 1), conflict_prob=0.0)
    kept = choose_retention(attrs, [target], never, random.Random(0), removed=removed, conflict=random.Random(0))
    assert [k.key for k in kept] == ["booking_ref"]
