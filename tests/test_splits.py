from __future__ import annotations

import warnings

import numpy as np
import pytest
from datasets import Dataset, DatasetDict
from hypothesis import given, settings
from hypothesis import strategies as st

from privasis_hub.splits import (
    SplitLeakError,
    assign_by_key,
    check_no_leak,
    effective_minimum,
    group_ids,
    split_dataset,
)


def _tricky() -> Dataset:
    """Derivation chain a->b->c, an embedding doc e=[x, y], one identity across many docs, loners."""
    rows = [
        ("a", ["p-chain"], []),
        ("b", [], ["a"]),
        ("c", [], ["b"]),
        ("x", ["p-x"], []),
        ("y", ["p-y"], []),
        ("e", [], ["x", "y"]),
        ("m1", ["p-many"], []),
        ("m2", ["p-many", "p-other"], []),
        ("m3", ["p-many"], []),
        ("o", ["p-other"], []),
    ]
    rows += [(f"solo-{i}", [f"p-solo-{i}"], []) for i in range(30)]
    rows += [(f"anon-{i}", [], []) for i in range(10)]
    rows += [(f"s{i}", [f"p-s{i}"], ["ext-doc"]) for i in range(3)]  # an outside doc embedding three
    return Dataset.from_dict(
        {"id": [r[0] for r in rows], "identity_ids": [r[1] for r in rows], "source_ids": [r[2] for r in rows]}
    )


EXPECTED_GROUPS = [{"a", "b", "c"}, {"x", "y", "e"}, {"m1", "m2", "m3", "o"}, {"s0", "s1", "s2"}]


def _split_of(dd: DatasetDict) -> dict[str, str]:
    return {row_id: name for name, part in dd.items() for row_id in part["id"]}


def _small_groups(n_groups: int, seed: int = 0, languages: tuple[str, ...] = ("en",)) -> Dataset:
    rng = np.random.default_rng(seed)
    ids, identities, sources, langs = [], [], [], []
    for g in range(n_groups):
        lang = languages[g % len(languages)]
        for k in range(int(rng.integers(1, 4))):
            ids.append(f"d-{g}-{k}")
            identities.append([f"p-{g}"] if k == 0 else [])
            sources.append([] if k == 0 else [f"d-{g}-0"])
            langs.append(lang)
    return Dataset.from_dict(
        {"id": ids, "identity_ids": identities, "source_ids": sources, "language": langs}
    )


def test_group_ids_link_identities_derivations_and_shared_sources():
    ds = _tricky()
    labels = group_ids(ds["identity_ids"], ds["source_ids"], ds["id"])
    by_id = dict(zip(ds["id"], labels.tolist(), strict=True))
    for group in EXPECTED_GROUPS:
        assert len({by_id[r] for r in group}) == 1, group
    assert len({by_id[next(iter(g))] for g in EXPECTED_GROUPS}) == len(EXPECTED_GROUPS)
    assert labels.max() + 1 == len(set(labels.tolist()))  # dense
    assert labels[0] == 0


def test_group_ids_without_sources_groups_by_identity_only():
    labels = group_ids([["p1"], [], ["p1", "p2"], ["p2"], ["p3"]])
    assert labels.tolist() == [0, 1, 0, 0, 2]


def test_tricky_dataset_splits_without_leak_and_keeps_groups_whole():
    ds = _tricky()
    for seed in range(5):
        dd = split_dataset(ds, {"train": 0.5, "validation": 0.25, "test": 0.25}, seed=seed)
        where = _split_of(dd)
        assert sorted(where) == sorted(ds["id"])  # every row in exactly one split
        for group in EXPECTED_GROUPS:
            assert len({where[r] for r in group}) == 1, (seed, group)


def test_dataset_without_source_ids_column_splits_by_identity():
    ds = _tricky().remove_columns("source_ids")
    dd = split_dataset(ds, {"train": 0.5, "test": 0.5}, seed=3)
    where = _split_of(dd)
    assert where["m1"] == where["m2"] == where["m3"] == where["o"]
    assert sum(len(p) for p in dd.values()) == len(ds)


def test_splits_keep_original_row_order():
    ds = _tricky()
    dd = split_dataset(ds, {"train": 0.5, "test": 0.5}, seed=1)
    position = {r: i for i, r in enumerate(ds["id"])}
    for part in dd.values():
        assert [position[r] for r in part["id"]] == sorted(position[r] for r in part["id"])


def test_check_no_leak_names_identity_and_splits():
    ds = _tricky()
    dd = DatasetDict({"train": ds.select([6, 7]), "test": ds.select([8])})
    with pytest.raises(
        SplitLeakError, match=r"identity 'p-many' appears in train \(2 rows\) and test \(1 row\)"
    ):
        check_no_leak(dd)


def test_check_no_leak_names_derived_row_and_source():
    ds = _tricky()
    dd = DatasetDict({"train": ds.select([0, 1]), "test": ds.select([2])})
    with pytest.raises(SplitLeakError, match=r"row 'c' in test derives from 'b' in train"):
        check_no_leak(dd)


def test_check_no_leak_names_shared_source():
    ds = _tricky()
    dd = DatasetDict({"train": ds.select([50]), "test": ds.select([51, 52])})
    with pytest.raises(SplitLeakError, match=r"rows 's0' in train and 's1' in test share source 'ext-doc'"):
        check_no_leak(dd)


def test_check_no_leak_accepts_clean_split():
    ds = _tricky()
    check_no_leak(DatasetDict({"train": ds.select([0, 1, 2]), "test": ds.select([3, 4, 5])}))


def test_fractions_hold_on_2000_small_groups():
    ds = _small_groups(2000)
    dd = split_dataset(ds, seed=0)
    for name, want in {"train": 0.9, "validation": 0.05, "test": 0.05}.items():
        assert abs(len(dd[name]) / len(ds) - want) < 0.003, name


def test_fractions_not_summing_to_one_are_rejected_by_name():
    with pytest.raises(ValueError, match=r"train=0.9.*test=0.2"):
        split_dataset(_small_groups(10), {"train": 0.9, "test": 0.2})


def test_zero_fraction_gives_empty_split():
    dd = split_dataset(_small_groups(50), {"train": 0.8, "validation": 0.0, "test": 0.2})
    assert len(dd["validation"]) == 0 and len(dd["train"]) > 0 and len(dd["test"]) > 0


def test_same_seed_gives_same_split():
    ds = _small_groups(300)
    assert _split_of(split_dataset(ds, seed=7)) == _split_of(split_dataset(ds, seed=7))


def test_other_seed_gives_other_split():
    ds = _small_groups(300)
    assert _split_of(split_dataset(ds, seed=7)) != _split_of(split_dataset(ds, seed=8))


def test_stratification_guarantees_minimum_test_rows_per_language():
    ds = _small_groups(1500, languages=("en", "hi", "ta"))  # ~1000 rows per language
    dd = split_dataset(ds, {"train": 0.8, "validation": 0.05, "test": 0.15}, seed=0, stratify_by="language",
                       min_per_stratum=80)
    for lang in ("en", "hi", "ta"):
        n_test = sum(1 for v in dd["test"]["language"] if v == lang)
        n_val = sum(1 for v in dd["validation"]["language"] if v == lang)
        assert n_test >= 80, lang
        assert n_val >= 40, lang


def test_minimum_binds_for_a_small_stratum_when_the_fraction_allows_it():
    langs = ("en",) * 18 + ("hi", "ta")  # hi and ta hold 5 % of the groups each
    ds = _small_groups(2000, languages=langs)
    dd = split_dataset(ds, {"train": 0.7, "validation": 0.1, "test": 0.2}, seed=0, stratify_by="language",
                       min_per_stratum=60)
    hi_rows = sum(1 for v in ds["language"] if v == "hi")
    n_test = sum(1 for v in dd["test"]["language"] if v == "hi")
    assert n_test >= 60 > 0.2 * hi_rows + 20  # the fraction alone would give ~40


def test_minimum_is_lowered_to_what_the_test_fraction_allows_and_says_so(caplog):
    ds = _small_groups(10)  # ~20 rows, fewer than the default minimum of 80
    with caplog.at_level("WARNING", logger="privasis_hub"):
        dd = split_dataset(ds, seed=0, stratify_by="language")
    assert "lowered to 0" in caplog.text
    assert len(dd["test"]) <= max(1, round(0.05 * len(ds)) + 2)
    assert len(dd["train"]) >= 0.8 * len(ds)


@pytest.mark.parametrize("n_groups", [7, 40, 150, 333, 1000])
def test_every_split_is_near_its_fraction_at_any_size_over_many_small_strata(n_groups):
    languages = tuple(f"l{i}" for i in range(33))
    ds = _small_groups(n_groups, languages=languages)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        dd = split_dataset(ds, seed=0, stratify_by="language")
    n = len(ds)
    for name, frac in {"train": 0.9, "validation": 0.05, "test": 0.05}.items():
        assert abs(len(dd[name]) - frac * n) <= max(3, 0.02 * n), (name, len(dd[name]), n)


def test_effective_minimum_never_exceeds_the_test_budget():
    assert effective_minimum(600, 33, 0.05, 80) == 0
    assert effective_minimum(100_000, 33, 0.05, 80) == 80
    assert effective_minimum(2000, 10, 0.05, 80) == 10
    assert effective_minimum(2000, 10, 0.05, None) == 0


def test_assign_by_key_follows_mapping():
    ds = Dataset.from_dict(
        {
            "id": ["s1", "s2", "s3"],
            "record_id": ["r1", "r2", "r1"],
            "identity_ids": [["p1"], ["p2"], ["p1"]],
        }
    )
    dd = assign_by_key(ds, "record_id", {"r1": "test", "r2": "train", "r3": "validation"})
    assert dd["test"]["id"] == ["s1", "s3"]
    assert dd["train"]["id"] == ["s2"]
    assert len(dd["validation"]) == 0


def test_assign_by_key_names_row_and_missing_key():
    ds = Dataset.from_dict({"id": ["s1", "s2"], "record_id": ["r1", "r9"], "identity_ids": [[], []]})
    with pytest.raises(ValueError, match=r"'s2'.*'r9'"):
        assign_by_key(ds, "record_id", {"r1": "train"})


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(st.lists(st.integers(0, 15), max_size=2), st.lists(st.integers(0, 40), max_size=2)),
        min_size=1,
        max_size=40,
    ),
    st.integers(0, 3),
)
def test_random_graphs_never_leak(rows, seed):
    ds = Dataset.from_dict(
        {
            "id": [f"r{i}" for i in range(len(rows))],
            "identity_ids": [[f"p{p}" for p in ids] for ids, _ in rows],
            "source_ids": [[f"r{s}" for s in srcs] for _, srcs in rows],
        }
    )
    dd = split_dataset(ds, {"train": 0.6, "validation": 0.2, "test": 0.2}, seed=seed)  # checks inside
    assert sum(len(p) for p in dd.values()) == len(rows)
