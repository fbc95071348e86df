"""Vectorised percentile bootstrap over documents.

Metrics here are ratios of sums of per-document counts (true positives, gold spans, ...), so
a bootstrap replicate only needs the column sums of the per-document count matrix over a
resample of documents. :func:`bootstrap_ci` draws the resamples as multiplicity weights
(``np.bincount`` of resampled indices) in chunks and gets every replicate's sums with one
matrix product per chunk: 1,000 replicates over 100,000 documents take about a second.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np

__all__ = ["bootstrap_ci", "resample_sums", "safe_div"]

_CHUNK_CELLS = 4_000_000  # weights per chunk (replicates x documents)


def safe_div(num, den):
    """``num / den`` elementwise, 0.0 where ``den`` is 0 (works on scalars and arrays)."""
    num = np.asarray(num, dtype=np.float64)
    den = np.asarray(den, dtype=np.float64)
    out = np.divide(num, den, out=np.zeros(np.broadcast(num, den).shape), where=den != 0)
    return float(out) if out.ndim == 0 else out


def resample_sums(matrix: np.ndarray, n: int = 1000, seed: int = 0) -> np.ndarray:
    """Column sums of ``matrix`` (documents x k) over ``n`` bootstrap resamples: shape (n, k)."""
    matrix = np.asarray(matrix, dtype=np.float64)
    if matrix.ndim == 1:
        matrix = matrix[:, None]
    n_docs, k = matrix.shape
    out = np.zeros((n, k))
    if n_docs == 0 or n == 0:
        return out
    rng = np.random.default_rng(seed)
    chunk = max(1, min(n, _CHUNK_CELLS // n_docs))
    for s in range(0, n, chunk):
        b = min(chunk, n - s)
        idx = rng.integers(0, n_docs, size=(b, n_docs))
        idx += np.arange(b)[:, None] * n_docs
        weights = np.bincount(idx.ravel(), minlength=b * n_docs).reshape(b, n_docs)
        out[s : s + b] = weights.astype(np.float64) @ matrix
    return out


def bootstrap_ci(
    per_doc_stats: Mapping[str, np.ndarray] | np.ndarray,
    statistic_fn: Callable,
    n: int = 1000,
    seed: int = 0,
    alpha: float = 0.05,
):
    """Percentile bootstrap CIs of statistics computed from summed per-document counts.

    ``per_doc_stats`` is either a 2-D array (documents x k) or a mapping of names to arrays
    whose first axis is the document (1-D, or 2-D for e.g. per-label counts). Documents are
    resampled with replacement ``n`` times; ``statistic_fn`` receives the resampled *sums* in
    the same form, with a leading replicate axis (an ``(n, k)`` array, or a dict of ``(n,)`` /
    ``(n, m)`` arrays), and returns an ``(n,)`` array or a dict of them. Returns
    ``[low, high]`` (floats), or a dict of them when ``statistic_fn`` returns a dict.
    """
    if isinstance(per_doc_stats, Mapping):
        names = list(per_doc_stats)
        cols = [np.asarray(per_doc_stats[k], dtype=np.float64) for k in names]
        cols2 = [c[:, None] if c.ndim == 1 else c for c in cols]
        lengths = {c.shape[0] for c in cols2}
        if len(lengths) > 1:
            raise ValueError(f"per_doc_stats arrays have different numbers of documents: {sorted(lengths)}")
        widths = [c.shape[1] for c in cols2]
        matrix = np.hstack(cols2) if cols2 else np.zeros((0, 0))
        sums = resample_sums(matrix, n, seed)
        split = np.split(sums, np.cumsum(widths)[:-1], axis=1)
        arg = {k: (s[:, 0] if c.ndim == 1 else s) for k, s, c in zip(names, split, cols, strict=True)}
    else:
        arg = resample_sums(per_doc_stats, n, seed)
    values = statistic_fn(arg)
    q = [100 * alpha / 2, 100 * (1 - alpha / 2)]

    def interval(v) -> list[float]:
        v = np.asarray(v, dtype=np.float64)
        v = v[~np.isnan(v)]
        if v.size == 0:
            return [float("nan"), float("nan")]
        lo, hi = np.percentile(v, q)
        return [float(lo), float(hi)]

    if isinstance(values, Mapping):
        return {k: interval(v) for k, v in values.items()}
    return interval(values)
