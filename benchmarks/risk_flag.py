"""How well the risk flag of ``privasis run cleaner`` predicts the metric's verdict.

A scripted sanitizer leaks a known share of target values (each value independently left in place
with probability ``share``, every other one replaced by ``[REDACTED]``) on a Privasis-Sanitization
split; ``privasis_leak`` (direct level) gives each record its real verdict (failed = some target
leaked), and the flag is scored against it in both modes:

- ``targets``: the exact direct-leak check (the targets are known, as in benchmark rows);
- ``instruction``: the instruction and the regex PII extractor only (as for new data).

Usage::

    python benchmarks/risk_flag.py                      # builds a 600-record corpus
    python benchmarks/risk_flag.py --dataset out/sanitization --split test

The last line is ``RESULT share=<s> records=<n> failed=<f> targets_precision=<p> targets_recall=<r>
instruction_precision=<p> instruction_recall=<r>`` for the last share.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from privasis_hub.eval import leak_references
from privasis_hub.metrics.leak import leak_scores
from privasis_hub.run import sanitize_many
from privasis_hub.run.batch import corpus_split


class LeakySanitizer:
    """Redacts every target value of the split except a known share, decided once per value."""

    name = "scripted-leaky"

    def __init__(self, rows: list[dict], share: float, seed: int = 0) -> None:
        rng = random.Random(seed)
        self.redact: dict[str, str] = {}
        self.leaked: set[str] = set()
        for row in rows:
            for target in row["targets"]:
                for value in target["values"]:
                    if value in self.redact or value in self.leaked:
                        continue
                    if rng.random() < share:
                        self.leaked.add(value)
                    else:
                        self.redact[value] = "[REDACTED]"
        self.order = sorted(self.redact, key=len, reverse=True)  # longer values first

    def generate(self, prompts, **kwargs) -> list[str]:
        out = []
        for prompt in prompts:
            chunk = prompt[-1]["content"].split("\n\n", 1)[1]
            for value in self.order:
                chunk = chunk.replace(value, self.redact[value])
            out.append(chunk)
        return out


def precision_recall(flags: list[bool], failed: list[bool]) -> tuple[float, float]:
    tp = sum(f and y for f, y in zip(flags, failed, strict=True))
    return (tp / sum(flags) if any(flags) else 0.0, tp / sum(failed) if any(failed) else 0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", help="a Privasis-Sanitization folder (default: build one of --n records)")
    parser.add_argument("--split", default="test")
    parser.add_argument("--n", type=int, default=600, help="records to build when no --dataset (default 600)")
    parser.add_argument("--shares", type=float, nargs="+", default=[0.1, 0.3], help="leak shares to measure")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        dataset = args.dataset
        if dataset is None:
            from privasis_hub.sanitize.pipeline import build_sanitization
            from privasis_hub.synth.pipeline import build_privasis

            build_privasis(args.n, args.seed, Path(tmp) / "p", no_refine=True, progress=False)
            build_sanitization(Path(tmp) / "p", Path(tmp) / "s", progress=False)
            dataset = Path(tmp) / "s"
        rows = list(corpus_split(dataset, args.split))
        items = [(r["original"], r["instruction"]) for r in rows]
        refs = [leak_references(r) for r in rows]
        print(f"{len(rows)} records of {dataset} [{args.split}]")
        print(f"{'share':>5}  {'failed':>6}  {'mode':<11}  {'flagged':>7}  {'precision':>9}  {'recall':>6}  seconds")
        result = {}
        for share in args.shares:
            model = LeakySanitizer(rows, share, args.seed)
            start = time.perf_counter()
            by_targets = sanitize_many(items, model, targets=[r["targets"] for r in rows])
            t_targets = time.perf_counter() - start
            start = time.perf_counter()
            by_instruction = sanitize_many(items, model)
            t_instruction = time.perf_counter() - start
            failed = [leak_scores([s.text], [ref], n_bootstrap=0)["successful_record"] == 0.0
                      for s, ref in zip(by_targets, refs, strict=True)]
            result = {"share": share, "records": len(rows), "failed": sum(failed)}
            for mode, results, seconds in (("targets", by_targets, t_targets),
                                           ("instruction", by_instruction, t_instruction)):
                flags = [s.risk.flagged for s in results]
                p, r = precision_recall(flags, failed)
                result[f"{mode}_precision"], result[f"{mode}_recall"] = round(p, 4), round(r, 4)
                print(f"{share:>5}  {sum(failed):>6}  {mode:<11}  {sum(flags):>7}  {p:>9.4f}  {r:>6.4f}  {seconds:.2f}")
    print("RESULT " + " ".join(f"{k}={v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
