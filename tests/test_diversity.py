"""Specification of privasis_hub.diversity: embeddings, Vendi scores and corpus metrics."""

from __future__ import annotations

import math
import os
import pickle
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from vendi_score import vendi as vs

from privasis_hub.diversity import (
    HashingEmbedder,
    PoolVendi,
    SentenceTransformerEmbedder,
    _vendi_from_psd,  # the reference: one full d x d eigensolve
    bigram_diversity,
    diversity_report,
    get_embedder,
    mattr,
    mean_pairwise_cosine,
    shannon_entropy,
    tokenize,
    vendi,
)

REPO_ROOT = Path(__file__).resolve().parents[1]

# vendi_score 0.0.3 touches a deprecated scipy.sparse namespace; not ours to fix.
pytestmark = pytest.mark.filterwarnings("ignore:Please import `csr_matrix`:DeprecationWarning")

TEXTS = [
    "Patient Jane Roe, 54, was admitted on 2021-03-04 with chest pain.",
    "The tenant agrees to pay rent of $1,200 on the first day of each month.",
    "Account 4111-1111-1111-1111 was charged twice for the same invoice.",
    "Jane Roe was discharged with a prescription for aspirin and a follow-up visit.",
    "",
]


def unit_rows(rng: np.random.Generator, n: int, d: int) -> np.ndarray:
    X = rng.standard_normal((n, d))
    return X / np.linalg.norm(X, axis=1, keepdims=True)


# ------------------------------------------------------------------------------ Vendi


@pytest.mark.parametrize(("n", "d"), [(1, 8), (5, 8), (8, 8), (40, 8), (3, 64)])
def test_vendi_equals_vendi_score_score_K_and_score_dual(n: int, d: int) -> None:
    X = unit_rows(np.random.default_rng(n * 100 + d), n, d)
    assert vendi(X) == pytest.approx(vs.score_K(X @ X.T), abs=1e-9)
    assert vendi(X) == pytest.approx(vs.score_dual(X), abs=1e-9)


@pytest.mark.parametrize(("n_pool", "d"), [(0, 8), (1, 8), (3, 8), (7, 8), (8, 8), (30, 8), (5, 32)])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_pool_vendi_score_with_equals_score_K_over_pool_plus_candidate(
    n_pool: int, d: int, seed: int
) -> None:
    rng = np.random.default_rng(seed)
    X_pool = unit_rows(rng, n_pool, d)
    x = unit_rows(rng, 1, d)[0]
    everything = np.vstack([X_pool, x])
    assert PoolVendi(X_pool).score_with(x) == pytest.approx(vs.score_K(everything @ everything.T), abs=1e-9)


@pytest.mark.parametrize(("n_pool", "d"), [(64, 64), (300, 64), (40, 16)])
def test_pool_vendi_score_with_solves_the_rank_one_update_as_the_full_eigensolve_does(n_pool: int, d: int) -> None:
    rng = np.random.default_rng(n_pool + d)
    pool = PoolVendi(unit_rows(rng, n_pool, d))
    for x in unit_rows(rng, 20, d):
        exact = _vendi_from_psd((pool.G + np.outer(x, x)) / (n_pool + 1))
        assert pool.score_with(x) == pytest.approx(exact, rel=1e-12)
    assert pool._secular, "a full-rank pool with distinct eigenvalues takes the secular-equation path"


def test_pool_vendi_pickles_after_scoring() -> None:
    rng = np.random.default_rng(3)
    pool, x = PoolVendi(unit_rows(rng, 40, 16)), unit_rows(rng, 1, 16)[0]
    score = pool.score_with(x)
    assert pickle.loads(pickle.dumps(pool)).score_with(x) == pytest.approx(score, rel=1e-12)


def test_pool_vendi_with_repeated_eigenvalues_falls_back_to_the_full_eigensolve() -> None:
    pool = PoolVendi(np.vstack([np.eye(8)] * 3))  # G = 3·I: every eigenvalue the same
    x = unit_rows(np.random.default_rng(0), 1, 8)[0]
    assert pool.score_with(x) == pytest.approx(_vendi_from_psd((pool.G + np.outer(x, x)) / 25), abs=1e-12)
    assert pool._secular is False


def test_pool_vendi_add_refreshes_the_eigenbasis_behind_score_with() -> None:
    rng = np.random.default_rng(5)
    rows, x = unit_rows(rng, 80, 16), unit_rows(rng, 1, 16)[0]
    pool = PoolVendi(rows[:40])
    pool.score_with(x)
    pool.add(rows[40:])
    assert pool.score_with(x) == pytest.approx(PoolVendi(rows).score_with(x), rel=1e-12)


def test_pool_vendi_score_with_never_reads_the_pool_rows_again() -> None:
    rng = np.random.default_rng(3)
    X_pool = unit_rows(rng, 20, 8)
    x = unit_rows(rng, 1, 8)[0]
    expected = vendi(np.vstack([X_pool, x]))
    pool = PoolVendi(X_pool)
    X_pool[:] = np.nan  # the pool keeps only its d x d Gram matrix
    assert pool.score_with(x) == pytest.approx(expected, abs=1e-9)


def test_pool_vendi_score_with_leaves_the_pool_unchanged() -> None:
    rng = np.random.default_rng(4)
    pool = PoolVendi(unit_rows(rng, 10, 8))
    before = pool.score()
    pool.score_with(unit_rows(rng, 1, 8)[0])
    assert len(pool) == 10
    assert pool.score() == before


def test_pool_vendi_gain_is_score_with_candidate_minus_score_with_current() -> None:
    rng = np.random.default_rng(5)
    pool = PoolVendi(unit_rows(rng, 10, 8))
    candidate, current = unit_rows(rng, 2, 8)
    assert pool.gain(candidate, current) == pytest.approx(
        pool.score_with(candidate) - pool.score_with(current), abs=1e-12
    )


def test_pool_vendi_gain_rewards_a_candidate_unlike_the_pool() -> None:
    pool = PoolVendi(np.tile(np.eye(4)[0], (5, 1)))
    assert pool.gain(np.eye(4)[1], np.eye(4)[0]) > 0


def test_pool_vendi_add_matches_a_pool_built_with_those_rows() -> None:
    rng = np.random.default_rng(6)
    rows = unit_rows(rng, 12, 8)
    x = unit_rows(rng, 1, 8)[0]
    pool = PoolVendi(dim=8)
    pool.add(rows[0])
    pool.add(rows[1:])
    assert len(pool) == 12
    assert pool.score() == pytest.approx(vendi(rows), abs=1e-9)
    assert pool.score_with(x) == pytest.approx(PoolVendi(rows).score_with(x), abs=1e-9)


def test_pool_vendi_rejects_a_vector_of_the_wrong_width() -> None:
    with pytest.raises(ValueError, match=r"shape \(8,\)"):
        PoolVendi(dim=8).score_with(np.ones(7))


def test_identical_texts_give_vendi_one() -> None:
    X = HashingEmbedder().embed(["the same record text"] * 6)
    assert vendi(X) == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("n", [1, 2, 5, 16])
def test_n_orthogonal_vectors_give_vendi_n(n: int) -> None:
    X = np.eye(n, 16)
    assert vendi(X) == pytest.approx(n, abs=1e-9)
    assert PoolVendi(X[:-1]).score_with(X[-1]) == pytest.approx(n, abs=1e-9)


def test_vendi_of_no_rows_is_zero() -> None:
    assert vendi(np.zeros((0, 8))) == 0.0
    assert PoolVendi(dim=8).score() == 0.0


def test_a_single_vector_added_to_an_empty_pool_has_vendi_one() -> None:
    assert PoolVendi(dim=8).score_with(np.eye(8)[2]) == pytest.approx(1.0, abs=1e-12)


# -------------------------------------------------------------------------- embedders


def test_hashing_embedder_returns_float64_unit_rows() -> None:
    X = HashingEmbedder(dim=64).embed(TEXTS[:4])
    assert X.shape == (4, 64)
    assert X.dtype == np.float64
    np.testing.assert_allclose(np.linalg.norm(X, axis=1), 1.0, atol=1e-12)


def test_hashing_embedder_maps_text_without_words_to_the_zero_row() -> None:
    X = HashingEmbedder().embed(["", " ... !!"])
    assert not X.any()


def test_hashing_embedder_is_deterministic_across_processes(tmp_path: Path) -> None:
    out = tmp_path / "X.npy"
    code = (
        "import sys, numpy as np; from privasis_hub.diversity import HashingEmbedder; "
        f"np.save(sys.argv[1], HashingEmbedder().embed({TEXTS!r}))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    subprocess.run([sys.executable, "-c", code, str(out)], check=True, env=env, cwd=tmp_path)
    np.testing.assert_array_equal(np.load(out), HashingEmbedder().embed(TEXTS))


def test_hashing_embedder_row_does_not_depend_on_the_rest_of_the_batch() -> None:
    emb = HashingEmbedder()
    np.testing.assert_allclose(emb.embed(TEXTS)[1], emb.embed([TEXTS[1]])[0], rtol=0, atol=1e-15)


def test_hashing_embedder_ignores_case_and_punctuation() -> None:
    a, b = HashingEmbedder().embed(["Jane Roe, admitted.", "jane roe admitted"])
    np.testing.assert_array_equal(a, b)


def test_hashing_embedder_distinguishes_word_order_through_bigrams() -> None:
    a, b = HashingEmbedder().embed(["dog bites man", "man bites dog"])
    assert 0.0 < a @ b < 1.0 - 1e-6


def test_hashing_embedder_gives_the_same_vectors_whatever_its_cache_size() -> None:
    small = HashingEmbedder(max_cache=1)
    np.testing.assert_array_equal(small.embed(TEXTS), HashingEmbedder().embed(TEXTS))
    np.testing.assert_array_equal(small.embed(TEXTS), HashingEmbedder().embed(TEXTS))


def test_hashing_embedder_with_char_ngrams_returns_unit_rows() -> None:
    X = HashingEmbedder(char_ngrams=True).embed(TEXTS[:4])
    np.testing.assert_allclose(np.linalg.norm(X, axis=1), 1.0, atol=1e-12)


def test_get_embedder_defaults_to_a_256_dim_hashing_embedder() -> None:
    for name in (None, "hashing"):
        emb = get_embedder(name)
        assert isinstance(emb, HashingEmbedder)
        assert emb.dim == 256


def test_get_embedder_round_trips_a_hashing_embedders_name() -> None:
    emb = HashingEmbedder(dim=64, char_ngrams=True)
    again = get_embedder(emb.name)
    assert (again.dim, again.char_ngrams) == (64, True)


def test_a_model_name_without_sentence_transformers_names_the_pip_fix(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)  # makes the import fail
    with pytest.raises(ImportError, match="pip install sentence-transformers"):
        get_embedder("sentence-transformers/all-MiniLM-L6-v2")
    with pytest.raises(ImportError, match="pip install sentence-transformers"):
        SentenceTransformerEmbedder("any-model")


# ---------------------------------------------------------------------- corpus metrics


def test_tokenize_lowercases_and_keeps_word_characters() -> None:
    assert tokenize("Hello, WORLD! it's 2024_Q1") == ["hello", "world", "it", "s", "2024_q1"]


def test_mattr_of_fewer_tokens_than_the_window_is_the_type_token_ratio() -> None:
    assert mattr(["a", "b", "a", "c"], window=50) == pytest.approx(3 / 4)


def test_mattr_averages_the_type_token_ratio_of_every_window() -> None:
    # windows of 3: (a b a) = 2/3, (b a b) = 2/3, (a b c) = 3/3
    assert mattr(["a", "b", "a", "b", "c"], window=3) == pytest.approx(7 / 9)


def test_mattr_of_no_tokens_is_zero() -> None:
    assert mattr([], window=5) == 0.0


def test_mattr_rejects_a_window_below_one() -> None:
    with pytest.raises(ValueError, match="window"):
        mattr(["a"], window=0)


def naive_mattr(tokens: list[str], window: int) -> float:
    if len(tokens) <= window:
        return len(set(tokens)) / len(tokens)
    ratios = [len(set(tokens[s : s + window])) / window for s in range(len(tokens) - window + 1)]
    return sum(ratios) / len(ratios)


@settings(max_examples=200, deadline=None)
@given(
    tokens=st.lists(st.sampled_from("abcdefg"), min_size=1, max_size=60),
    window=st.integers(min_value=1, max_value=20),
)
def test_mattr_equals_sliding_every_window(tokens: list[str], window: int) -> None:
    assert mattr(tokens, window) == pytest.approx(naive_mattr(tokens, window), abs=1e-12)


def test_bigram_diversity_is_distinct_over_total_bigrams() -> None:
    # bigrams: (a b) (b a) (a b) | (a b) -> 2 distinct of 4
    assert bigram_diversity(["a b a b", "A, b"]) == pytest.approx(2 / 4)


def test_bigram_diversity_never_pairs_words_across_texts() -> None:
    assert bigram_diversity(["a", "b"]) == 0.0
    assert bigram_diversity(["x a", "b y", "a b"]) == pytest.approx(3 / 3)


def test_shannon_entropy_is_unigram_entropy_in_bits() -> None:
    assert shannon_entropy(["a b", "c d"]) == pytest.approx(2.0)
    assert shannon_entropy(["a a", "b c"]) == pytest.approx(1.5)  # p = 1/2, 1/4, 1/4


def test_shannon_entropy_of_a_single_repeated_word_is_zero() -> None:
    assert shannon_entropy(["word word", "WORD"]) == 0.0


def test_mean_pairwise_cosine_averages_over_distinct_pairs() -> None:
    X = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])  # cosines 0, 1/sqrt2, 1/sqrt2
    assert mean_pairwise_cosine(X) == pytest.approx(math.sqrt(2) / 3)


def test_mean_pairwise_cosine_equals_the_all_pairs_average() -> None:
    X = np.random.default_rng(7).standard_normal((25, 6))
    U = X / np.linalg.norm(X, axis=1, keepdims=True)
    C = U @ U.T
    expected = C[~np.eye(25, dtype=bool)].mean()
    assert mean_pairwise_cosine(X) == pytest.approx(expected, abs=1e-12)


def test_mean_pairwise_cosine_of_fewer_than_two_rows_is_nan() -> None:
    assert math.isnan(mean_pairwise_cosine(np.ones((1, 3))))


# ---------------------------------------------------------------------------- report


def test_diversity_report_agrees_with_the_standalone_metrics() -> None:
    report = diversity_report(TEXTS)
    X = HashingEmbedder().embed(TEXTS)
    nonempty = [tokenize(t) for t in TEXTS if tokenize(t)]
    assert report["n"] == 5
    assert report["n_empty"] == 1
    assert report["embedder"] == "hashing-256"
    assert report["vendi"] == pytest.approx(vs.score_K(X @ X.T), abs=1e-9)
    assert report["mean_pairwise_cosine"] == pytest.approx(mean_pairwise_cosine(X), abs=1e-12)
    assert report["mattr"] == pytest.approx(np.mean([mattr(t) for t in nonempty]))
    assert report["bigram_diversity"] == pytest.approx(bigram_diversity(TEXTS))
    assert report["shannon_entropy"] == pytest.approx(shannon_entropy(TEXTS))


def test_diversity_report_does_not_depend_on_the_batch_size() -> None:
    texts = [f"record {i} for patient {i % 7} in ward {i % 3}" for i in range(50)]
    one_batch = diversity_report(texts, batch_size=1024)
    small_batches = diversity_report(iter(texts), batch_size=3)
    assert small_batches == pytest.approx(one_batch, abs=1e-9)


def test_diversity_report_uses_the_embedder_it_is_given() -> None:
    report = diversity_report(TEXTS, embedder=HashingEmbedder(dim=32))
    assert report["embedder"] == "hashing-32"
    assert report["vendi"] == pytest.approx(vendi(HashingEmbedder(dim=32).embed(TEXTS)), abs=1e-9)


def test_diversity_report_names_a_text_that_is_not_a_string() -> None:
    with pytest.raises(TypeError, match="text 1"):
        diversity_report(["fine", None])  # type: ignore[list-item]


def test_ascii_fast_tokenizer_matches_the_regex():
    import random
    import re

    from privasis_hub.diversity import _word_tokens

    word = re.compile(r"\w+")
    rng = random.Random(0)
    for _ in range(3000):  # every ASCII character, control characters included
        text = "".join(chr(rng.randrange(128)) for _ in range(rng.randrange(40)))
        assert _word_tokens(text) == word.findall(text.lower()), repr(text)
    for text in ("Héllo wörld_1, ok", "ÉCOLE—x", "İstanbul", "ΟΔΟΣ x", "tab\there\x00nul", "a·b — c\u2028d\u00a0e"):
        assert _word_tokens(text) == word.findall(text.lower())
    pool = [chr(c) for c in range(128)] + list("—·’“”…°§é̀ßİ٣\u00a0\u2028\u3000")
    for _ in range(3000):  # ASCII text with non-word characters beyond ASCII ("—", "·") and a few word ones
        text = "".join(rng.choice(pool) for _ in range(rng.randrange(40)))
        assert _word_tokens(text) == word.findall(text.lower()), repr(text)


def test_corpus_stats_merge_equals_one_pass():
    from privasis_hub.diversity import CorpusStats

    emb = HashingEmbedder(dim=32)
    whole = CorpusStats(emb).consume(TEXTS).report()
    left = CorpusStats(emb).consume(TEXTS[: len(TEXTS) // 2])
    right = CorpusStats(emb).consume(TEXTS[len(TEXTS) // 2 :])
    merged = pickle.loads(pickle.dumps(left)).merge(pickle.loads(pickle.dumps(right)))
    merged.embedder = emb
    report = merged.report()
    for key in ("n", "n_empty", "bigram_diversity", "shannon_entropy", "mattr"):
        assert report[key] == pytest.approx(whole[key], abs=1e-12), key
    assert report["vendi"] == pytest.approx(whole["vendi"], abs=1e-9)
    assert report["mean_pairwise_cosine"] == pytest.approx(whole["mean_pairwise_cosine"], abs=1e-12)


def test_features_are_shared_across_dimensions_and_vectors_feed_corpus_stats():
    from privasis_hub.diversity import CorpusStats, _cached_tokens

    texts = [t for t in TEXTS if t] * 2
    token_lists = [_cached_tokens(t) for t in texts]
    small, report = HashingEmbedder(dim=16), HashingEmbedder(dim=64)
    for text in texts:  # fills the remembered features (of the same token tuples), as a build's refinement does
        small.embed([text])
    rows = np.vstack([report.embed([t])[0] for t in texts])  # 64-d rows from the features the 16-d pass made
    assert np.array_equal(rows, HashingEmbedder(dim=64).embed(texts))  # the batch path, bit for bit
    given = CorpusStats(report).add(texts, token_lists, vectors=rows)
    computed = CorpusStats(report).add(texts, token_lists)
    assert np.array_equal(given.G, computed.G) and given.report() == computed.report()
    with pytest.raises(ValueError, match="4 texts but vectors of shape"):
        CorpusStats(report).add(texts[:4], vectors=rows)
