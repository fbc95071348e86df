"""The CPU tagger end to end: build Kavach, train recipes/tiny/tagger.yaml, score it beside the regex baseline.

    python benchmarks/tagger.py                       # builds 8,000 documents, trains (~14 min on 2 cores)
    python benchmarks/tagger.py --keep out/tagger-bench   # ... and keep the corpus and the tagger there
    python benchmarks/tagger.py --model out/tiny-tagger --dataset out/kavach     # score a trained tagger

Scores: exact span F1 on the Kavach test split, and on the hand-written dev set
(``benchmarks/data/handwritten_dev.jsonl``: documents written by hand, never by a generator here, never
trained on and never used to pick a threshold) the label-agnostic redaction recall, the share of clean
documents with any prediction, and exact F1; the same on the hand-written held-out set
(``benchmarks/data/handwritten_test.jsonl``, written after the decoding rules were settled); speed as documents per second on the dev set. A calibration
loop is timed beside the run (this machine's speed drifts). Ends with one line
``RESULT train_s=... kavach_test_f1=... dev_redaction_recall=... dev_fp_rate_clean=... dev_f1=... docs_per_s=...
regex_dev_redaction_recall=... regex_dev_fp_rate_clean=... ratio_speed_vs_regex=... heldout_redaction_recall=...
heldout_fp_rate_clean=... heldout_f1=... regex_heldout_redaction_recall=... regex_heldout_fp_rate_clean=...``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.calibration import calibrate  # noqa: E402
from benchmarks.handwritten import HELDOUT_PATH, load_dev  # noqa: E402


def score(system, texts, entities, languages) -> tuple[dict, float]:
    """span_scores of ``system`` and its documents per second."""
    from privasis_hub.metrics.spans import span_scores

    t0 = time.perf_counter()
    found = system.predict_many(texts, progress=False)
    seconds = time.perf_counter() - t0
    preds = [[{"label": p["label"], "start": p["start"], "end": p["end"]} for p in spans] for spans in found]
    gold = [[{"label": e["label"], "start": e["start"], "end": e["end"]} for e in ents] for ents in entities]
    return span_scores(preds, gold, texts=texts, languages=languages), len(texts) / seconds


def main(argv: list[str] | None = None) -> None:
    """Build, train, score, print the tables and the RESULT line."""
    from datasets import load_dataset

    from privasis_hub.run.systems import load_span_system

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", help="a Kavach folder (default: build --n documents here)")
    parser.add_argument("--n", type=int, default=8000, help="documents to build (default 8000)")
    parser.add_argument("--seed", type=int, default=0, help="build seed (default 0)")
    parser.add_argument("--model", help="a trained tagger folder (default: train recipes/tiny/tagger.yaml here)")
    parser.add_argument("--config", default=str(ROOT / "recipes/tiny/tagger.yaml"), help="the recipe config")
    parser.add_argument("--keep", help="write the built corpus and the trained tagger here (default: a temporary "
                        "folder, deleted at the end)")
    parser.add_argument("--heldout", default=str(HELDOUT_PATH),
                        help="the hand-written held-out set (default: benchmarks/data/handwritten_test.jsonl)")
    args = parser.parse_args(argv)
    calib = calibrate()
    with tempfile.TemporaryDirectory(prefix="privasis-tagger-") as tmp:
        if args.keep:
            tmp = args.keep
            Path(tmp).mkdir(parents=True, exist_ok=False)
        dataset = args.dataset
        if dataset is None:
            dataset = f"{tmp}/kavach"
            subprocess.run([sys.executable, "-m", "privasis_hub.cli", "build", "kavach", "--n", str(args.n), "--seed",
                            str(args.seed), "--out", dataset, "--min-test-per-language", "4"], check=True)
        model, train_s = args.model, float("nan")
        if model is None:
            model = f"{tmp}/tagger"
            t0 = time.perf_counter()
            subprocess.run([sys.executable, str(ROOT / "recipes/token_classification.py"), "--config", args.config,
                            "--dataset_name", dataset, "--output_dir", model, "--disable_tqdm", "true"], check=True)
            train_s = time.perf_counter() - t0
        tagger = load_span_system(model)
        print(f"token threshold P(not O) >= {tagger.threshold:g} (picked on the Kavach validation split after training)")
        regex = load_span_system("regex")
        test = load_dataset(dataset, split="test")
        kavach, _ = score(tagger, test["text"], test["entities"], test["language"])
        dev = load_dev()
        ours, ours_speed = score(tagger, dev["text"], dev["entities"], dev["language"])
        base, regex_speed = score(regex, dev["text"], dev["entities"], dev["language"])
        held = load_dev(args.heldout)
        held_ours, _ = score(tagger, held["text"], held["entities"], held["language"])
        held_base, _ = score(regex, held["text"], held["entities"], held["language"])
    print(f"\nKavach test split ({test.num_rows} documents): tagger exact F1 {kavach['f1']:.3f}, "
          f"redaction recall {kavach['redaction_recall']:.3f}")
    print(f"\nHand-written dev set ({dev.num_rows} documents, {sum(dev['is_negative'])} without PII):")
    print(f"{'system':<8} {'redaction recall':>17} {'95% CI':>16} {'FP rate clean':>14} {'exact F1':>9} {'docs/s':>8}")
    for name, s, speed in (("tagger", ours, ours_speed), ("regex", base, regex_speed)):
        ci = s["redaction_recall_ci"]
        print(f"{name:<8} {s['redaction_recall']:>17.3f} {f'[{ci[0]:.3f}, {ci[1]:.3f}]':>16} "
              f"{s['fp_rate_clean']:>14.3f} {s['f1']:>9.3f} {speed:>8.1f}")
    print(f"\nHand-written held-out set ({held.num_rows} documents, {sum(held['is_negative'])} without PII; "
          "written after the decoding was settled, by someone who had read neither the dev set nor the tagger):")
    for name, s in (("tagger", held_ours), ("regex", held_base)):
        ci = s["redaction_recall_ci"]
        print(f"{name:<8} {s['redaction_recall']:>17.3f} {f'[{ci[0]:.3f}, {ci[1]:.3f}]':>16} "
              f"{s['fp_rate_clean']:>14.3f} {s['f1']:>9.3f}")
    print("\nPer language (tagger vs regex: exact F1, FP rate on clean documents):")
    for lang, s in sorted(ours["per_language"].items()):
        b = base["per_language"].get(lang, {})
        print(f"  {lang:<8} docs {s['num_documents']:>3}  tagger F1 {s['f1']:.3f} fp {s['fp_rate_clean']:.3f}   "
              f"regex F1 {b.get('f1', 0):.3f} fp {b.get('fp_rate_clean', 0):.3f}")
    print("\nPer label (tagger; dev set, exact):")
    for label, s in sorted(ours["per_label"].items(), key=lambda kv: -kv[1]["support"]):
        if s["support"]:
            print(f"  {label:<24} support {s['support']:>3}  P {s['precision']:.2f}  R {s['recall']:.2f}  F1 {s['f1']:.2f}")
    print(f"\ncalibration loop: {calib:.3f} s")
    print(f"RESULT train_s={train_s:.0f} kavach_test_f1={kavach['f1']:.3f} dev_redaction_recall={ours['redaction_recall']:.3f} "
          f"dev_fp_rate_clean={ours['fp_rate_clean']:.3f} dev_f1={ours['f1']:.3f} docs_per_s={ours_speed:.1f} "
          f"regex_dev_redaction_recall={base['redaction_recall']:.3f} regex_dev_fp_rate_clean={base['fp_rate_clean']:.3f} "
          f"ratio_speed_vs_regex={ours_speed / regex_speed:.3f} heldout_redaction_recall={held_ours['redaction_recall']:.3f} "
          f"heldout_fp_rate_clean={held_ours['fp_rate_clean']:.3f} heldout_f1={held_ours['f1']:.3f} "
          f"regex_heldout_redaction_recall={held_base['redaction_recall']:.3f} "
          f"regex_heldout_fp_rate_clean={held_base['fp_rate_clean']:.3f} calib_s={calib:.3f}")


if __name__ == "__main__":
    main()
