"""Metric speed: direct-level privasis_leak and pii_span_f1 on 100,000 synthetic rows each.

    python benchmarks/metrics_speed.py [--rows 100000]
"""

from __future__ import annotations

import argparse
import random
import time

from privasis_hub.metrics.leak import leak_scores
from privasis_hub.metrics.spans import span_scores

WORDS = "the patient was seen for follow up and the record was updated after review by the clinic".split()


def _leak_rows(n: int, rng: random.Random):
    predictions, references = [], []
    for i in range(n):
        name, phone = f"Dana Whit{i % 997}", f"(312) 555-01{i % 100:02d}"
        original = f"{name} called from {phone}. " + " ".join(rng.choice(WORDS) for _ in range(60))
        leaked = rng.random() < 0.3
        prediction = original.replace(name, "the patient") if not leaked else original
        predictions.append(prediction.replace(phone, "a phone number on file"))
        references.append({"original": original, "targets": [{"attribute": "full_name", "value": name},
                                                              {"attribute": "phone", "value": phone}],
                           "retain": [{"attribute": "note", "value": "follow up"}]})
    return predictions, references


def _span_rows(n: int, rng: random.Random):
    predictions, references = [], []
    for _ in range(n):
        gold = [{"label": "PERSON", "start": 0, "end": 12}] if rng.random() < 0.8 else []
        pred = [dict(g) for g in gold if rng.random() < 0.9]
        if rng.random() < 0.1:
            pred.append({"label": "PHONE", "start": 20, "end": 34})
        predictions.append(pred)
        references.append(gold)
    return predictions, references


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    args = parser.parse_args()
    rng = random.Random(0)
    preds, refs = _leak_rows(args.rows, rng)
    t0 = time.perf_counter()
    leak = leak_scores(preds, refs)
    leak_s = time.perf_counter() - t0
    preds, refs = _span_rows(args.rows, rng)
    t0 = time.perf_counter()
    spans = span_scores(preds, refs)
    span_s = time.perf_counter() - t0
    print(f"{'metric':<16} {'rows':>8} {'seconds':>8} {'rows/s':>10}")
    print(f"{'privasis_leak':<16} {args.rows:>8} {leak_s:>8.2f} {args.rows / leak_s:>10.0f}  "
          f"successful_attribute={leak['successful_attribute']:.3f}")
    print(f"{'pii_span_f1':<16} {args.rows:>8} {span_s:>8.2f} {args.rows / span_s:>10.0f}  f1={spans['f1']:.3f}")
    print(f"RESULT leak_records_per_s={args.rows / leak_s:.0f} span_records_per_s={args.rows / span_s:.0f}")


if __name__ == "__main__":
    main()
