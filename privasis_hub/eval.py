"""Batch evaluation behind ``privasis eval``: run a system over a split and score it with the metric code."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from datasets import load_dataset


def _split(dataset: str | Path, split: str):
    dd = load_dataset(str(dataset))
    if split not in dd:
        raise ValueError(f"{dataset} has no split {split!r}; it has {sorted(dd)}")
    return dd[split]


def read_predictions(path: str | Path, field: str) -> dict[str, dict[str, Any]]:
    """Rows of a predictions JSONL (``privasis run`` output) by ``id``; errors name the line and field."""
    by_id: dict[str, dict[str, Any]] = {}
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise FileNotFoundError(f"{path}: no such predictions file; write one with `privasis run`") from None
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as err:
            raise ValueError(f"{path}, line {n}: not valid JSON ({err})") from None
        if not isinstance(item, dict) or not isinstance(item.get("id"), str):
            raise ValueError(f"{path}, line {n}: field 'id' is missing or not a string")
        kind = str if field == "prediction" else list
        if not isinstance(item.get(field), kind):
            raise ValueError(f"{path}, line {n}: field {field!r} is missing or not a {kind.__name__}")
        if item["id"] in by_id:
            raise ValueError(f"{path}, line {n}: id {item['id']!r} appears twice")
        by_id[item["id"]] = item
    return by_id


def _matched(by_id: dict[str, dict], ids: list[str], path: str | Path, split: str) -> list[dict]:
    missing = [row_id for row_id in ids if row_id not in by_id]
    if missing:
        raise ValueError(f"{path} has no prediction for {len(missing)} rows of {split}, e.g. id {missing[0]!r}")
    return [by_id[row_id] for row_id in ids]


def eval_spans(dataset: str | Path, split: str, system: str | None = None, limit: int | None = None, *,
               predictions: str | Path | None = None, base_url: str | None = None) -> dict[str, Any]:
    """Score PII spans on a Kavach split: run ``system`` or read a ``privasis run kavach`` predictions file.

    ``system``: ``regex`` | ``presidio`` | ``gliner:<model id>`` | a model (a local folder, a Hub id, or a
    model name on the OpenAI-compatible server ``base_url``) that answers with value-only JSON.
    """
    from privasis_hub.metrics.spans import span_scores
    from privasis_hub.run.batch import row_id

    if (system is None) == (predictions is None):
        raise ValueError("give exactly one of a system to run or a predictions file")
    ds = _split(dataset, split)
    if limit is not None:
        ds = ds.select(range(min(limit, ds.num_rows)))
    texts = ds["text"]
    references = [[{"label": e["label"], "start": e["start"], "end": e["end"]} for e in ents]
                  for ents in ds["entities"]]
    num_errors = 0
    if predictions is not None:
        ids = [row_id({"id": value}, i, split) for i, value in enumerate(ds["id"] if "id" in ds.column_names
                                                                         else [None] * ds.num_rows)]
        rows = _matched(read_predictions(predictions, "entities"), ids, predictions, split)
        preds = [list(r["entities"]) + list(r.get("missing") or []) for r in rows]
        num_errors = sum(1 for r in rows if r.get("error"))
        info = {"name": str(predictions), "mode": "predictions file from `privasis run kavach`"}
    elif system in ("regex", "presidio") or system.startswith("gliner:"):
        if system.startswith("gliner:"):
            from privasis_hub.run.gliner import GlinerSystem

            recognizer = GlinerSystem(system.split(":", 1)[1])
        else:
            from privasis_hub.baselines import get_system

            recognizer = get_system(system)
        preds = [[{"label": p["label"], "start": p["start"], "end": p["end"]} for p in recognizer.predict(t)]
                 for t in texts]
        info = {"name": system, "mode": getattr(recognizer, "mode", system)}
    else:
        from privasis_hub.run import extract_many, load_model

        results = extract_many(texts, load_model(system, base_url=base_url), raise_errors=False)
        preds = [r.entities + r.missing for r in results]
        num_errors = sum(1 for r in results if r.error is not None)
        info = {"name": system, "mode": "model, value-only JSON, 120-word windows, greedy"}
    scores = span_scores(preds, references, texts=texts, languages=ds["language"])
    scores["system"] = info
    scores["num_errors"] = num_errors
    return scores


def leak_references(row: dict) -> dict[str, Any]:
    """A Privasis-Sanitization row as a privasis_leak reference (group targets flattened to attributes)."""
    targets = [{"attribute": k, "value": v} for t in row["targets"] for k, v in zip(t["keys"], t["values"],
                                                                                      strict=True)]
    retain = [{"attribute": r["key"], "value": r["value"]} for r in row["retention"]]
    return {"original": row["original"], "targets": targets, "retain": retain}


def eval_leak(dataset: str | Path, split: str, predictions_file: str | Path, evaluator=None,
              reference_mode: bool = False, limit: int | None = None) -> dict[str, Any]:
    """Score sanitized outputs (JSONL of {"id", "prediction"}) against a Privasis-Sanitization or Privasis-Zero split."""
    from privasis_hub.metrics.evaluator import get_evaluator
    from privasis_hub.metrics.leak import leak_scores
    from privasis_hub.metrics.zero import from_zero_row
    from privasis_hub.run.batch import is_zero, row_id

    ds = _split(dataset, split)
    if limit is not None:  # the first rows, as `privasis run --limit` writes them
        ds = ds.select(range(min(limit, ds.num_rows)))
    rows = list(ds)
    ids = [row_id(r, i, split) for i, r in enumerate(rows)]
    preds = [r["prediction"] for r in _matched(read_predictions(predictions_file, "prediction"), ids,
                                               predictions_file, split)]
    refs = [from_zero_row(r) for r in rows] if is_zero(ds.column_names) else [leak_references(r) for r in rows]
    return leak_scores(preds, refs, evaluator=get_evaluator(evaluator), reference_mode=reference_mode)
