"""Shared part of the same-process CPU A/B benchmarks (render_ab.py, splice_ab.py): grow the same records twice in
one process, the way a build's worker grows them, and time each side with ``process_time`` (wall time drifts here
while the machine is shared)."""

from __future__ import annotations

import asyncio
import gc
import time

import numpy as np

from privasis_hub.diversity import PoolVendi, get_embedder
from privasis_hub.synth import offline
from privasis_hub.synth.pipeline import POOL_EMBEDDER, WORKER_GC_THRESHOLD, BuildConfig, grow_record


class Grower:
    """Grows records ``indices`` of a build of ``seed`` with one offline backend; ``grow`` returns (CPU seconds,
    outcomes). ``warm_pool`` grows 120 warm-up records per setup and returns the Vendi pool of the last."""

    def __init__(self, seed: int) -> None:
        gc.set_threshold(WORKER_GC_THRESHOLD, *gc.get_threshold()[1:])  # as a build's worker does
        self.cfg, self.backend = BuildConfig(n=1, seed=seed, workers=1), offline.OfflineRecords()
        self.embedder = get_embedder(POOL_EMBEDDER)

    def grow(self, indices, pool) -> tuple[float, list]:
        async def rows():
            return [
                await grow_record(
                    self.backend, self.cfg, i, pool, lambda t: self.embedder.embed([t])[0], "ab"
                )
                for i in indices
            ]

        start = time.process_time()
        outcomes = asyncio.run(rows())
        return time.process_time() - start, outcomes

    def warm_pool(self, setups) -> PoolVendi:
        """Run each of ``setups`` (callables that switch the side under test) and grow 120 records with it (caches,
        lazy tables); the pool built from the last side's records, collected and frozen as a worker's is."""
        warm = []
        for setup in setups:
            setup()
            _, warm = self.grow(range(120), PoolVendi(dim=64))
        pool = PoolVendi(np.vstack([o.vector for o in warm if o.vector is not None]))
        gc.collect()
        gc.freeze()
        return pool
