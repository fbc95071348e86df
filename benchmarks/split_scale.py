"""Leak-free split of a synthetic 1.4 M-row corpus: seconds and peak memory.

python benchmarks/split_scale.py [--rows 1400000] [--stratify-by language]
"""

from __future__ import annotations

import argparse
import resource
import sys
import time

import numpy as np
import pyarrow as pa
from datasets import Dataset
from datasets.table import InMemoryTable

from privasis_hub.splits import split_dataset

LANGUAGES = np.array(["en", "hi", "bn", "ta", "te", "mr", "gu", "kn", "ml", "pa", "ur", "or"])


def _peak_rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB on Linux


def _list_array(offsets: np.ndarray, values: list[str]) -> pa.Array:
    return pa.ListArray.from_arrays(pa.array(offsets, type=pa.int32()), pa.array(values, type=pa.string()))


def synthetic(rows: int, seed: int = 0) -> Dataset:
    """Rows with skewed identities (mostly 1-3 rows each, a few up to 50) and ~20 % derived rows."""
    rng = np.random.default_rng(seed)
    ids = [f"kv-{i:08d}" for i in range(rows)]
    derived = rng.random(rows) < 0.2
    derived[0] = False
    # identities of original rows: person sizes drawn from a clipped Zipf law
    n_orig = int((~derived).sum())
    sizes = np.minimum(rng.zipf(2.2, size=n_orig), 50)
    people = np.repeat(np.arange(len(sizes)), sizes)[:n_orig]
    rng.shuffle(people)
    person = np.empty(rows, dtype=np.int64)
    person[~derived] = people
    # derived rows point at a random earlier row and carry its person
    source = np.full(rows, -1, dtype=np.int64)
    idx = np.flatnonzero(derived)
    source[idx] = (rng.random(len(idx)) * idx).astype(np.int64)
    for i in idx:  # earlier rows are already resolved
        person[i] = person[source[i]]
    # 3 % of originals mention a second person; 1 % of derived rows embed a second document
    second = np.where((~derived) & (rng.random(rows) < 0.03), rng.integers(0, len(sizes), rows), -1)
    embed2 = np.where(
        derived & (rng.random(rows) < 0.01), (rng.random(rows) * np.arange(rows)).astype(np.int64), -1
    )
    id_len = 1 + (second >= 0)
    id_offsets = np.concatenate([[0], np.cumsum(id_len)])
    id_values: list[str] = []
    for p, q in zip(person.tolist(), second.tolist(), strict=True):
        id_values.append(f"kv-person-{p:08d}")
        if q >= 0:
            id_values.append(f"kv-person-{q:08d}")
    src_len = (source >= 0).astype(np.int64) + (embed2 >= 0)
    src_offsets = np.concatenate([[0], np.cumsum(src_len)])
    src_values = [
        ids[s]
        for s, e in zip(source.tolist(), embed2.tolist(), strict=True)
        if s >= 0
        for s in (s, e)
        if s >= 0
    ]
    table = pa.table(
        {
            "id": pa.array(ids, type=pa.string()),
            "identity_ids": _list_array(id_offsets, id_values),
            "source_ids": _list_array(src_offsets, src_values),
            "language": pa.array(LANGUAGES[rng.integers(0, len(LANGUAGES), rows)], type=pa.string()),
        }
    )
    return Dataset(InMemoryTable(table))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_400_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--stratify-by", default=None)
    args = parser.parse_args()
    t0 = time.perf_counter()
    ds = synthetic(args.rows, args.seed)
    build_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    dd = split_dataset(ds, seed=args.seed, stratify_by=args.stratify_by)
    split_s = time.perf_counter() - t0
    peak = _peak_rss_mb()
    print(f"{'rows':>10} {'build s':>8} {'split s':>8} {'rows/s':>10} {'peak MB':>8}")
    print(f"{len(ds):>10} {build_s:>8.1f} {split_s:>8.2f} {len(ds) / split_s:>10.0f} {peak:>8.0f}")
    for name, part in dd.items():
        print(f"  {name:<11} {len(part):>9} rows  {len(part) / len(ds):.4f}")
    print(f"RESULT rows={len(ds)} seconds={split_s:.2f} peak_rss_mb={peak:.0f}")


if __name__ == "__main__":
    main()
