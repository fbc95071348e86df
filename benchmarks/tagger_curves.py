"""Compare Kavach corpora by the taggers they train: hand-written recall against clean documents flagged.

One tagger run differs from the next by as much as two corpora do (redaction recall sd ~0.03 on the dev set), so
a corpus is judged over several training seeds, at matched clean-document flag rates rather than at each tagger's
own threshold:

    # per corpus and seed (the CPU recipe; on a GPU add --use_cpu false: ~100 s a run on an H100, 10 at once)
    python recipes/token_classification.py --config recipes/tiny/tagger.yaml --dataset_name out/kv-A \\
        --output_dir out/taggers/A-0 --seed 0
    python benchmarks/tagger_curves.py score out/taggers/A-* out/taggers/B-* [--heldout] > curves.jsonl
    python benchmarks/tagger_curves.py summary curves.jsonl

``score`` writes one JSON line per tagger: for the hand-written dev set (and with ``--heldout`` the held-out set), the redaction
recall, precision, F1, exact F1 and clean-document flag rate at each token threshold (and at the tagger's own),
with per-label hits (a gold value counts as found when predictions cover >= 80 % of its characters) at its own.
``summary`` groups taggers by folder name up to the last ``-`` (``A-0``, ``A-1`` -> ``A``) and prints, per
corpus, the mean at the picked threshold, the recall reachable at or below each flag rate (0 where a tagger flags
more at every threshold), the mean recall over a flag-rate range, and the oracle redaction F1 (the curve's best
threshold, picked on the set itself: a bound, not a result).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: Token thresholds scored (P(not O) a token needs to be tagged).
CUTS = (0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.97, 0.99)
#: Flag-rate ranges the summary averages recall over: most of either set's clean documents hold lookalikes, so
#: every tagger flags many; the held-out set's more than the dev set's.
RANGES = {"dev": (0.40, 0.70), "heldout": (0.70, 0.95)}


def label_hits(preds, golds) -> dict[str, list[int]]:
    """``{label: [found, gold]}``: a gold value is found when predicted spans cover >= 80 % of its characters."""
    out: dict[str, list[int]] = {}
    for spans, gold in zip(preds, golds, strict=True):
        covered = {i for s in spans for i in range(s["start"], s["end"])}
        for e in gold:
            hit = sum(i in covered for i in range(e["start"], e["end"])) >= 0.8 * (e["end"] - e["start"])
            found = out.setdefault(e["label"], [0, 0])
            found[0] += hit
            found[1] += 1
    return out


def score(folders: list[str], heldout: bool = False) -> None:
    """Print one JSON line per tagger folder (see the module docstring); the held-out set only with ``heldout``
    (each look at it wears its held-out status down: score it once, for the corpora you will report)."""
    from benchmarks.handwritten import HELDOUT_PATH, load_dev
    from privasis_hub.metrics.spans import span_scores
    from privasis_hub.tagger import TaggerSystem

    sets = {"dev": load_dev(), **({"heldout": load_dev(HELDOUT_PATH)} if heldout else {})}
    keep = ("label", "start", "end")
    for folder in folders:
        tagger = TaggerSystem(folder)
        row = {"tagger": folder, "picked": tagger.threshold}
        for name, ds in sets.items():
            texts, golds = ds["text"], ds["entities"]
            tokens = tagger.token_scores(texts, progress=False)
            curve = {}
            for cut in (*CUTS, tagger.threshold):
                preds = tagger.decode(texts, tokens, cut)
                s = span_scores([[{k: p[k] for k in keep} for p in ps] for ps in preds],
                                [[{k: e[k] for k in keep} for e in es] for es in golds], texts=texts, n_bootstrap=0)
                point = {k: round(s[k], 4) for k in ("redaction_recall", "redaction_precision", "redaction_f1",
                                                     "fp_rate_clean", "f1")}
                if cut == tagger.threshold:
                    point["labels"] = label_hits(preds, golds)
                curve[str(cut)] = point
            row[name] = curve
        print(json.dumps(row), flush=True)


def reachable(curve: dict, flag_rate: float) -> float:
    """The best redaction recall of a tagger's curve at a clean-document flag rate no higher than ``flag_rate``; 0
    where every threshold flags more (the only way to flag fewer is to flag nothing)."""
    return max((p["redaction_recall"] for p in curve.values() if p["fp_rate_clean"] <= flag_rate + 1e-9), default=0.0)


def corpus_of(tagger: str) -> str:
    """``out/taggers/A-3`` -> ``A``."""
    return Path(tagger).name.rsplit("-", 1)[0]


def summarize(rows: list[dict]) -> dict[str, dict[str, dict]]:
    """Per split and corpus: runs, means at the picked threshold, recall reachable at 0.35-0.95 flagged, mean recall
    over the split's :data:`RANGES` and the best redaction F1 on the curve (means over the runs)."""
    from statistics import fmean, pstdev

    by = defaultdict(list)
    for r in rows:
        by[corpus_of(r["tagger"])].append(r)
    out: dict[str, dict[str, dict]] = {}
    for split, (lo, hi) in RANGES.items():
        if not all(split in r for r in rows):
            continue
        grid = [lo + (hi - lo) * i / 30 for i in range(31)]
        out[split] = {}
        for name, runs in sorted(by.items()):
            picked = [r[split][str(r["picked"])] for r in runs]
            over = [fmean(reachable(r[split], g) for g in grid) for r in runs]
            at = {rate: fmean(reachable(r[split], rate) for r in runs) for rate in (0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95)}
            out[split][name] = {
                "runs": len(runs),
                "picked": {k: fmean(p[k] for p in picked) for k in ("redaction_recall", "redaction_precision",
                                                                    "fp_rate_clean", "redaction_f1", "f1")},
                "recall_sd": pstdev(p["redaction_recall"] for p in picked),
                "reachable": at,
                "range_recall": fmean(over), "range_recall_sd": pstdev(over),
                "oracle_redaction_f1": fmean(max(p["redaction_f1"] for p in r[split].values()) for r in runs),
            }
    return out


def summary(paths: list[str]) -> None:
    """Print the tables of :func:`summarize` for curves files written by ``score``."""
    rows = [json.loads(line) for p in paths for line in Path(p).read_text(encoding="utf-8").splitlines() if line]
    for split, corpora in summarize(rows).items():
        lo, hi = RANGES[split]
        print(f"\n{split}: recall / clean flagged at the picked threshold; recall reachable at <= x flagged; "
              f"mean recall over {lo:.2f}-{hi:.2f} flagged; oracle redaction F1")
        for name, s in corpora.items():
            p = s["picked"]
            reach = " ".join(f"{rate:.2f}:{v:.3f}" for rate, v in s["reachable"].items())
            print(f"  {name:<10} runs {s['runs']:>2}  picked {p['redaction_recall']:.3f}±{s['recall_sd']:.3f} / "
                  f"{p['fp_rate_clean']:.3f} (precision {p['redaction_precision']:.3f}, redaction F1 "
                  f"{p['redaction_f1']:.3f}, exact F1 {p['f1']:.3f})\n             reachable {reach}\n"
                  f"             range recall {s['range_recall']:.3f}±{s['range_recall_sd']:.3f}  oracle redaction F1 "
                  f"{s['oracle_redaction_f1']:.3f} (the best threshold of the curve, picked on this set)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    scoring = sub.add_parser("score", help="score tagger folders; one JSON line each on stdout")
    scoring.add_argument("taggers", nargs="+")
    scoring.add_argument("--heldout", action="store_true", help="also score the hand-written held-out set")
    sub.add_parser("summary", help="tables from curves files").add_argument("curves", nargs="+")
    args = parser.parse_args(argv)
    if args.command == "score":
        score(args.taggers, args.heldout)
    else:
        summary(args.curves)


if __name__ == "__main__":
    main()
