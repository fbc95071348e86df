"""Offline Privasis build speed and memory: records/s and peak RSS as the build grows.

Runs each build size in a fresh subprocess (so peak RSS is that build's own) and prints
a table; memory is flat when the peak RSS barely grows from the small to the large build.

    python benchmarks/build_privasis.py [--sizes 2000 10000]

Target (issue 2): >= 400 records/s on a 2-core machine for 10,000 records.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile

_CHILD = r"""
import json, resource, sys, time
from privasis_hub.synth.pipeline import build_privasis
n, out = int(sys.argv[1]), sys.argv[2]
t0 = time.perf_counter()
dd = build_privasis(n, 0, out)
seconds = time.perf_counter() - t0
print(json.dumps({"n": sum(dd.num_rows.values()), "seconds": seconds,
                  "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def run(n: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run([sys.executable, "-c", _CHILD, str(n), f"{tmp}/out"], capture_output=True, text=True)
        if proc.returncode:
            sys.exit(proc.stderr)
        return json.loads(proc.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[2000, 10000])
    args = parser.parse_args()
    rows = [run(n) for n in args.sizes]
    print(f"{'records':>8} {'seconds':>8} {'records/s':>10} {'peak RSS MB':>12}")
    for r in rows:
        print(f"{r['n']:>8} {r['seconds']:>8.1f} {r['n'] / r['seconds']:>10.1f} {r['peak_rss_mb']:>12.1f}")
    last = rows[-1]
    growth = last["peak_rss_mb"] / rows[0]["peak_rss_mb"]
    print(f"peak RSS ratio {rows[-1]['n']}/{rows[0]['n']} records: {growth:.2f}x (1.0 = flat)")
    print(f"RESULT records_per_s={last['n'] / last['seconds']:.1f} peak_rss_mb={last['peak_rss_mb']:.1f} "
          f"rss_growth={growth:.2f}")


if __name__ == "__main__":
    main()
