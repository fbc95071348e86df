"""The ``privasis`` command line: every stage as a sub-command, with progress bars.

Each command is a thin wrapper over a library function a notebook can call too.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def _add_backend_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("generator backend")
    g.add_argument("--backend", choices=("offline", "openai"), default="offline",
                   help="offline: procedural, no model needed (default); openai: any OpenAI-compatible server")
    g.add_argument("--base-url", help="server URL for --backend openai, e.g. http://localhost:8000/v1")
    g.add_argument("--model", help="model name on the server for --backend openai")
    g.add_argument("--concurrency", type=int, default=8, help="rows / requests in flight (default 8)")


def _build_privasis(args: argparse.Namespace) -> int:
    from privasis_hub.synth.pipeline import build_privasis

    if args.backend == "openai" and not (args.base_url and args.model):
        print("error: --backend openai needs --base-url and --model", file=sys.stderr)
        return 2
    out = Path(args.out)
    if args.overwrite and out.exists():
        import shutil

        shutil.rmtree(out)
    dd = build_privasis(
        args.n,
        args.seed,
        out,
        backend=args.backend,
        progress=not args.quiet,
        keep_work=args.keep_work,
        model=args.model,
        base_url=args.base_url,
        concurrency=args.concurrency,
        refine_steps=args.refine_steps,
        alpha=args.alpha,
        beta=args.beta,
        tau=args.tau,
        pool_size=args.pool_size,
        no_refine=args.no_refine,
        no_diversity=args.no_diversity,
        no_aux=args.no_aux,
        shard_size=args.shard_size,
        embedder=args.embedder,
        workers=args.workers,
    )
    rows = sum(ds.num_rows for ds in dd.values())
    print(f"Wrote {rows} Privasis records to {out.resolve()}")
    print(f"  build report: {out / 'build_report.json'}")
    print(f'  load it with: from datasets import load_dataset; ds = load_dataset("{out}")')
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The full ``privasis`` argument parser."""
    parser = argparse.ArgumentParser(
        prog="privasis",
        description="Build synthetic private-data corpora, publish them, and score privacy systems.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="build a corpus").add_subparsers(dest="corpus", required=True)

    p = build.add_parser(
        "privasis",
        help="synthetic private records",
        description="Grow synthetic private records: profile -> record type -> background -> format -> "
        "draft -> refine -> annotate -> group -> filter. Deterministic in (arguments, seed) and resumable: "
        "rerun the same command after an interruption to continue.",
    )
    p.add_argument("--n", type=int, required=True, help="number of records")
    p.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    p.add_argument("--out", required=True, help="output folder (Hub-ready: data/*.parquet + README.md card)")
    _add_backend_args(p)
    r = p.add_argument_group("refinement and ablations")
    r.add_argument("--refine-steps", type=int, default=3, help="candidate revisions per record (default 3)")
    r.add_argument("--alpha", type=float, default=0.5, help="weight of the judge term (default 0.5)")
    r.add_argument("--beta", type=float, default=0.5, help="weight of the Vendi-gain term (default 0.5)")
    r.add_argument("--tau", type=float, default=0.5, help="acceptance threshold (default 0.5)")
    r.add_argument("--pool-size", type=int, default=300, help="records in the diversity pool P (default 300)")
    r.add_argument("--no-refine", action="store_true", help="ablation: keep first drafts")
    r.add_argument("--no-diversity", action="store_true", help="ablation: beta = 0")
    r.add_argument("--no-aux", action="store_true", help="ablation: no record-type/format control variables")
    r.add_argument("--embedder", default=None,
                   help="'hashing' (default, no weights) or a sentence-transformers model name")
    o = p.add_argument_group("output")
    o.add_argument("--shard-size", type=int, default=200, help="rows per resumable work shard (default 200)")
    o.add_argument("--workers", type=int, default=None,
                   help="processes for the offline backend (default: all cores; output does not depend on it)")
    o.add_argument("--keep-work", action="store_true", help="keep the .work/ shards after finishing")
    o.add_argument("--overwrite", action="store_true", help="delete --out first")
    o.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=_build_privasis)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``privasis`` console script."""
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except KeyboardInterrupt:
        print("\ninterrupted: rerun the same command to resume from the shards already written", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
