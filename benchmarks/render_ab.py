"""Same-process CPU A/B of another checkout's render.py against this one's, over the same records.

Wall time is useless on a shared machine and process_time drifts by up to 2x between processes, so this loads the
baseline's ``privasis_hub/synth/render.py`` as a second module next to this checkout's and grows the same records
with each in turn (the offline backend's ``render`` swapped), alternating which goes first, round by round. Only
render.py differs between the two: the rest of the pipeline is this checkout's. It also checks that both give the
same rows (text and attributes).

    PYTHONPATH=$PWD python benchmarks/render_ab.py --baseline /work/main [--chunk 50] [--rounds 24] [--seed 6]

The last line is ``RESULT baseline_cpu_s=<a> this_cpu_s=<b> ratio=<a/b> identical=<bool>``.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.grow_ab import Grower  # noqa: E402
from privasis_hub.synth import offline  # noqa: E402
from privasis_hub.synth import render as this_render  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--baseline", required=True, help="a checkout of this project (e.g. a worktree of main)"
    )
    parser.add_argument("--chunk", type=int, default=50, help="records a round grows with each render.py")
    parser.add_argument("--rounds", type=int, default=24)
    parser.add_argument("--seed", type=int, default=6)
    args = parser.parse_args()
    path = os.path.join(args.baseline, "privasis_hub", "synth", "render.py")
    spec = importlib.util.spec_from_file_location("privasis_hub.synth._baseline_render", path)
    base_render = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = base_render
    spec.loader.exec_module(base_render)
    grower = Grower(args.seed)

    def grow(module, indices, pool):
        offline.render = module.render
        spent, outcomes = grower.grow(indices, pool)
        digest = hashlib.sha256()
        for o in outcomes:
            if o.row:
                digest.update(o.row["text"].encode())
                digest.update(repr(o.row["attributes"]).encode())
        return spent, digest.hexdigest(), outcomes

    original = offline.render
    try:
        pool = grower.warm_pool(
            [lambda m=m: setattr(offline, "render", m.render) for m in (base_render, this_render)]
        )
        total = {"baseline": 0.0, "this": 0.0}
        identical = True
        for r in range(args.rounds):
            indices = range(1000 + r * args.chunk, 1000 + (r + 1) * args.chunk)
            order = [("baseline", base_render), ("this", this_render)]
            got = {
                name: grow(module, indices, pool)[:2]
                for name, module in (order if r % 2 == 0 else order[::-1])
            }
            identical &= got["baseline"][1] == got["this"][1]
            for name in total:
                total[name] += got[name][0]
            print(
                f"round {r}: baseline {got['baseline'][0]:.3f} s  this {got['this'][0]:.3f} s  "
                f"same rows: {got['baseline'][1] == got['this'][1]}",
                flush=True,
            )
    finally:
        offline.render = original
    print(
        f"RESULT baseline_cpu_s={total['baseline']:.2f} this_cpu_s={total['this']:.2f} "
        f"ratio={total['baseline'] / total['this']:.3f} identical={identical}"
    )


if __name__ == "__main__":
    main()
