"""Offline Privasis build speed and memory: records/s and peak memory as the build grows.

Each build runs in a fresh subprocess (so its memory is its own) and is repeated
``--repeat`` times; the table shows every run, the summary gives the median records/s
and the highest memory peak of the runs. Memory is the peak, over the build, of the
summed proportional set size (PSS) of the build process and its worker processes,
sampled every 0.25 s from ``/proc`` (so a spike shorter than that can be missed; forked
workers share pages with the parent, so PSS counts each page once; where PSS is not
readable, RSS is summed instead). Memory is flat when the peak barely grows from the
small build to the large one.

A pure-Python calibration loop is timed before every run: this machine's speed drifts
by up to ~1.9x over minutes, and the loop time lets runs taken at different moments
be compared (~0.14 s is the machine at full speed).

    python benchmarks/build_privasis.py [--sizes 2000 10000] [--repeat 3] [--baseline ../main]

``--baseline DIR`` (a checkout of this project, e.g. a worktree of main) builds every size with that
checkout's code too, alternating build by build with this one under the same calibration, and prints
the ratio of the two normalised medians (``speedup`` in RESULT).

The loop gauges CPU time only, and other processes sharing the cores slow the build's wall
clock without showing in it; so the same loop is also run on every core at once, timed by the
wall clock, just before and just after each build ("wall calib"). Its mean over the two, divided
by FULL_SPEED_S (the loop on an idle machine), is how much slower the machine was for this build;
the normalised rate is the measured one times that factor (never below the measured one).

Target (issues 2 and 19): >= 400 normalised records/s on a 2-core machine for 10,000 records. The
last line is ``RESULT records_per_s=<x> normalised_records_per_s=<z> peak_rss_mb=<y>`` for the
largest size.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

_CHILD = r"""
import json, os, resource, sys, threading, time
from privasis_hub.synth.pipeline import build_privasis

def tree_memory_kb(root):
    pids, frontier = [root], [root]
    while frontier:  # the build process and every descendant
        pid = frontier.pop()
        try:
            with open(f"/proc/{pid}/task/{pid}/children") as fh:
                kids = [int(k) for k in fh.read().split()]
        except OSError:
            kids = []
        pids += kids
        frontier += kids
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/smaps_rollup") as fh:
                total += next(int(line.split()[1]) for line in fh if line.startswith("Pss:"))
        except (OSError, StopIteration):
            try:
                with open(f"/proc/{pid}/statm") as fh:
                    total += int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024
            except OSError:
                pass
    return total

peak, done = [0], threading.Event()
def sample():
    while not done.wait(0.25):
        peak[0] = max(peak[0], tree_memory_kb(os.getpid()))
threading.Thread(target=sample, daemon=True).start()

n, out = int(sys.argv[1]), sys.argv[2]
t0 = time.perf_counter()
dd = build_privasis(n, 0, out)
seconds = time.perf_counter() - t0
done.set()
peak[0] = max(peak[0], tree_memory_kb(os.getpid()))
print(json.dumps({"n": sum(dd.num_rows.values()), "seconds": seconds, "peak_mb": peak[0] / 1024,
                  "main_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def calibrate() -> float:
    """Seconds for a fixed pure-Python loop: a gauge of this machine's current speed."""
    t0 = time.process_time()
    s = 0
    for i in range(3_000_000):
        s += i * i
    return time.process_time() - t0


#: Wall seconds of the calibration loop on every core of this machine when it is idle.
FULL_SPEED_S = 0.14


def _timed_loop(_: int) -> float:
    t0 = time.perf_counter()
    calibrate()
    return time.perf_counter() - t0


def wall_calibrate(pool: ProcessPoolExecutor, cores: int) -> float:
    """Wall seconds of the calibration loop run on every core at once (the slowest): contention shows here."""
    return max(pool.map(_timed_loop, range(cores)))


def run(n: int, pool: ProcessPoolExecutor, cores: int, code: str | None = None) -> dict:
    """One build of ``n`` records in a fresh process, with this checkout's code or that of the checkout ``code``."""
    # The child imports the package from ``code`` (or this checkout) first; it runs in an empty folder, since
    # ``python -c`` puts the working directory first on sys.path and a checkout there would shadow PYTHONPATH.
    code = code or str(Path(__file__).resolve().parent.parent)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([code, *filter(None, [os.environ.get("PYTHONPATH")])])}
    with tempfile.TemporaryDirectory() as tmp:
        calib = calibrate()
        before = wall_calibrate(pool, cores)
        proc = subprocess.run([sys.executable, "-c", _CHILD, str(n), f"{tmp}/out"], capture_output=True, text=True,
                              env=env, cwd=tmp)
        after = wall_calibrate(pool, cores)
        if proc.returncode:
            sys.exit(proc.stderr)
        return {**json.loads(proc.stdout.strip().splitlines()[-1]), "calib": calib, "wall_calib": (before + after) / 2}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[2000, 10000])
    parser.add_argument("--repeat", type=int, default=3, help="builds per size; the summary uses the median")
    parser.add_argument("--baseline", metavar="DIR",
                        help="a checkout of this project to build alternately with this one, for a before/after ratio")
    args = parser.parse_args()
    if args.repeat < 1 or min(args.sizes) < 1:
        parser.error("--repeat and every --sizes value must be at least 1")
    if args.baseline and not os.path.isfile(os.path.join(args.baseline, "privasis_hub", "__init__.py")):
        parser.error(f"--baseline {args.baseline}: not a checkout of this project (no privasis_hub/__init__.py)")
    trees = {"this": os.path.dirname(os.path.dirname(os.path.abspath(__file__)))}
    if args.baseline:
        trees = {"baseline": os.path.abspath(args.baseline), **trees}
    print(f"{'code':>8} {'records':>8} {'seconds':>8} {'records/s':>10} {'normalised':>10} {'peak MB (all)':>14} "
          f"{'main RSS MB':>12} {'calib s':>8} {'wall calib':>10}")
    medians: dict[str, list[dict]] = {name: [] for name in trees}
    cores = os.cpu_count() or 1
    with ProcessPoolExecutor(cores) as pool:
        wall_calibrate(pool, cores)  # start the pool's processes before anything is timed
        for n in args.sizes:
            runs: dict[str, list[dict]] = {name: [] for name in trees}
            for _ in range(args.repeat):
                for name, code in trees.items():  # alternate, so both see the same drift
                    r = run(n, pool, cores, code)
                    r["rate"] = r["n"] / r["seconds"]
                    r["normalised"] = r["rate"] * max(1.0, r["wall_calib"] / FULL_SPEED_S)
                    runs[name].append(r)
                    print(f"{name:>8} {r['n']:>8} {r['seconds']:>8.1f} {r['rate']:>10.1f} {r['normalised']:>10.1f} "
                          f"{r['peak_mb']:>14.1f} {r['main_rss_mb']:>12.1f} {r['calib']:>8.3f} "
                          f"{r['wall_calib']:>10.3f}", flush=True)
            for name, rs in runs.items():
                rate = statistics.median(r["rate"] for r in rs)
                norm = statistics.median(r["normalised"] for r in rs)
                medians[name].append({"n": n, "rate": rate, "normalised": norm,
                                      "peak_mb": max(r["peak_mb"] for r in rs)})
                print(f"{name:>8} median {rate:.1f} records/s ({norm:.1f} normalised) over {len(rs)} builds of {n}")
    first, last = medians["this"][0], medians["this"][-1]
    if len(medians["this"]) > 1:
        print(f"peak memory ratio {last['n']}/{first['n']} records: {last['peak_mb'] / first['peak_mb']:.2f}x "
              "(1.0 = flat)")
    extra = ""
    if args.baseline:
        base = medians["baseline"][-1]
        extra = (f" baseline_records_per_s={base['rate']:.1f} baseline_normalised_records_per_s="
                 f"{base['normalised']:.1f} speedup={last['normalised'] / base['normalised']:.3f}")
        print(f"this checkout / baseline, {last['n']} records: {last['rate'] / base['rate']:.3f}x raw, "
              f"{last['normalised'] / base['normalised']:.3f}x normalised")
    print(f"RESULT records_per_s={last['rate']:.1f} normalised_records_per_s={last['normalised']:.1f} "
          f"peak_rss_mb={last['peak_mb']:.1f}{extra}")


if __name__ == "__main__":
    main()
