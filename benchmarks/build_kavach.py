"""Kavach build speed, locator throughput and offset recovery from values alone.

    python benchmarks/build_kavach.py [--docs 5000]
"""

from __future__ import annotations

import argparse
import tempfile
import time

from datasets import concatenate_datasets

from privasis_hub.kavach.locate import offset_recovery
from privasis_hub.kavach.pipeline import build_kavach
from privasis_hub.kavach.spans import Doc, Entity


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=5000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        ds = concatenate_datasets(list(build_kavach(args.docs, 0, f"{tmp}/kavach").values()))
        build_s = time.perf_counter() - t0
    docs = [Doc(r["text"], [Entity(**e) for e in r["entities"]]) for r in ds]
    t0 = time.perf_counter()
    recovery, residual = offset_recovery(docs)
    locate_s = time.perf_counter() - t0
    megabytes = sum(len(d.text.encode()) for d in docs) / 1e6
    print(f"{'documents':>10} {'build s':>8} {'docs/s':>8} {'locate MB':>10} {'MB/s':>7} {'recovery':>9}")
    print(f"{len(docs):>10} {build_s:>8.1f} {len(docs) / build_s:>8.1f} {megabytes:>10.2f} "
          f"{megabytes / locate_s:>7.2f} {recovery:>9.5f}")
    for case in residual[:20]:
        print("  residual:", case)
    print(f"RESULT docs_per_s={len(docs) / build_s:.1f} locator_mb_per_s={megabytes / locate_s:.2f} "
          f"offset_recovery={recovery:.5f}")


if __name__ == "__main__":
    main()
