"""Same-process CPU A/B of whole-render revisions against spliced ones (privasis_hub/synth/splice.py).

Grows the same records with ``OfflineRecords.splice_share`` 0 (every revision a whole new render, the output of
before) and ``--share`` (that share of revisions spliced), alternating which goes first round by round, as
benchmarks/render_ab.py does (process_time drifts between processes here: wall time is useless when shared). Prints
CPU per record, the refinement's acceptance and the rows' mean words and attributes for each.

    PYTHONPATH=$PWD python benchmarks/splice_ab.py [--seed 6] [--chunk 50] [--rounds 6] [--share 1.0]

The last line is ``RESULT full_cpu_s=<a> splice_cpu_s=<b> ratio=<a/b> full_acceptance=<x> splice_acceptance=<y>``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.grow_ab import Grower  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--chunk", type=int, default=50, help="records a round grows with each")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--share", type=float, default=1.0, help="the share of revisions spliced")
    args = parser.parse_args()
    grower = Grower(args.seed)

    def grow(share, indices, pool):
        grower.backend.splice_share = share
        return grower.grow(indices, pool)

    shares = {"full": 0.0, "splice": args.share}
    pool = grower.warm_pool([lambda s=s: setattr(grower.backend, "splice_share", s) for s in shares.values()])
    cpu = dict.fromkeys(shares, 0.0)
    stats = {name: np.zeros(5) for name in shares}  # rows, steps tried, accepted, words, attributes
    for r in range(args.rounds):
        indices = range(1000 + r * args.chunk, 1000 + (r + 1) * args.chunk)
        names = list(shares) if r % 2 == 0 else list(shares)[::-1]
        for name in names:
            spent, outcomes = grow(shares[name], indices, pool)
            cpu[name] += spent
            for o in outcomes:
                if o.row:
                    stats[name] += (
                        1,
                        o.steps_tried,
                        o.steps_accepted,
                        o.row["word_count"],
                        len(o.row["attributes"]),
                    )
        print(f"round {r}: full {cpu['full']:.2f} s  splice {cpu['splice']:.2f} s", flush=True)
    acceptance = {}
    for name in shares:
        rows, tried, accepted, words, attributes = stats[name]
        acceptance[name] = accepted / max(tried, 1)
        print(
            f"{name}: {1000 * cpu[name] / max(rows, 1):.2f} ms/record, {int(rows)} rows, acceptance "
            f"{int(accepted)}/{int(tried)} = {acceptance[name]:.2%}, mean words {words / max(rows, 1):.1f}, "
            f"mean attributes {attributes / max(rows, 1):.2f}"
        )
    print(
        f"RESULT full_cpu_s={cpu['full']:.2f} splice_cpu_s={cpu['splice']:.2f} ratio={cpu['full'] / cpu['splice']:.3f} "
        f"full_acceptance={acceptance['full']:.4f} splice_acceptance={acceptance['splice']:.4f}"
    )


if __name__ == "__main__":
    main()
