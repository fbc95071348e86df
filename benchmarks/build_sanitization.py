"""Offline Privasis-Sanitization throughput: triplets per second from a fresh Privasis build.

    python benchmarks/build_sanitization.py [--records 2000]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time

from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.synth.pipeline import build_privasis


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=2000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        build_privasis(args.records, 0, f"{tmp}/privasis", no_refine=True)
        t0 = time.perf_counter()
        dd = build_sanitization(f"{tmp}/privasis", f"{tmp}/sanitization")
        seconds = time.perf_counter() - t0
        report = json.load(open(f"{tmp}/sanitization/build_report.json"))
    rows = sum(dd.num_rows.values())
    print(f"{'triplets':>9} {'seconds':>8} {'triplets/s':>11}  difficulty")
    print(f"{rows:>9} {seconds:>8.1f} {rows / seconds:>11.1f}  {report['difficulty']}")
    hard = report["difficulty"].get("hard", 0) / rows
    print(f"RESULT triplets_per_s={rows / seconds:.1f} hard_share={hard:.3f}")


if __name__ == "__main__":
    main()
