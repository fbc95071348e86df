"""A gauge of this machine's speed right now: time a fixed pure-Python loop beside a benchmark.

This machine's speed drifts up to 2x over minutes, so benchmarks print the loop's time next to their own
figures and compare ratios measured in one run.
"""

from __future__ import annotations

import time


def calibrate(loops: int = 3_000_000) -> float:
    """CPU seconds for ``loops`` rounds of a fixed pure-Python loop."""
    t0 = time.process_time()
    s = 0
    for i in range(loops):
        s += i * i
    return time.process_time() - t0
