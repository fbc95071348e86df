"""Whether two Privasis builds hold the same rows: a check that a speed-only change left the output byte-identical.

    python benchmarks/compare_builds.py BUILD_A BUILD_B [--columns text attributes]

Both folders are ``privasis_hub.cli build privasis --out`` folders (their ``data/*.parquet``). Rows are matched by
``id`` across all splits; every column (or only ``--columns``) is compared exactly. The last line is
``RESULT rows=<n> differing=<d> missing=<m>`` and the exit status is 1 when anything differs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pyarrow.parquet as pq


def load(folder: str) -> dict[str, dict]:
    """The rows of a build folder, by id (all splits)."""
    rows: dict[str, dict] = {}
    files = sorted(Path(folder, "data").glob("*.parquet"))
    if not files:
        sys.exit(f"{folder}: no data/*.parquet")
    for path in files:
        for row in pq.read_table(path).to_pylist():
            rows[row["id"]] = row
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--columns", nargs="+", help="compare only these columns (default: all)")
    parser.add_argument("--show", type=int, default=3, help="differing rows to describe")
    args = parser.parse_args()
    a, b = load(args.a), load(args.b)
    missing = sorted(set(a) ^ set(b))
    differing = []
    for rid in sorted(set(a) & set(b)):
        cols = args.columns or sorted(set(a[rid]) | set(b[rid]))
        bad = [c for c in cols if a[rid].get(c) != b[rid].get(c)]
        if bad:
            differing.append((rid, bad))
    for rid, bad in differing[: args.show]:
        print(f"{rid}: differs in {', '.join(bad)}")
        if "text" in bad:
            ta, tb = a[rid]["text"], b[rid]["text"]
            at = next(
                (i for i, (x, y) in enumerate(zip(ta, tb, strict=False)) if x != y), min(len(ta), len(tb))
            )
            print(f"  A: ...{ta[max(0, at - 80) : at + 80]!r}\n  B: ...{tb[max(0, at - 80) : at + 80]!r}")
    print(f"RESULT rows={len(set(a) & set(b))} differing={len(differing)} missing={len(missing)}")
    sys.exit(1 if differing or missing else 0)


if __name__ == "__main__":
    main()
