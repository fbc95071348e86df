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


def eval_spans(dataset: str | Path, split: str, system: str, limit: int | None = None) -> dict[str, Any]:
    """Run ``system`` (regex, presidio or a local model folder) on a Kavach split and score it."""
    from privasis_hub.metrics.spans import span_scores

    ds = _split(dataset, split)
    if limit is not None:
        ds = ds.select(range(min(limit, ds.num_rows)))
    texts = ds["text"]
    references = [[{"label": e["label"], "start": e["start"], "end": e["end"]} for e in ents]
                  for ents in ds["entities"]]
    if system in ("regex", "presidio"):
        from privasis_hub.baselines import get_system

        recognizer = get_system(system)
        predictions = [[{"label": p["label"], "start": p["start"], "end": p["end"]} for p in recognizer.predict(t)]
                       for t in texts]
        scores = span_scores(predictions, references, languages=ds["language"])
        scores["system"] = {"name": system, "mode": getattr(recognizer, "mode", system)}
        return scores
    generate = _local_generate(system)
    from privasis_hub.kavach.windows import extract

    predictions = []
    for text in texts:
        located = extract(text, generate)
        predictions.append([{"label": s.label, "text": s.text} for s in located.spans if not s.inside_word]
                           + [dict(v) for v in located.missing])
    scores = span_scores(predictions, references, texts=texts, languages=ds["language"])
    scores["system"] = {"name": system, "mode": "local model, value-only JSON, windowed"}
    return scores


def _local_generate(path: str):
    """A greedy generate function for a local transformers model that answers with value-only JSON."""
    from privasis_hub.kavach.pipeline import KAVACH_INSTRUCTION

    try:
        from transformers import AutoModelForCausalLM, AutoTokenizer
    except ImportError as err:  # pragma: no cover - depends on the train extra
        raise ImportError("a model path needs transformers: pip install 'privasis-hub[train]'") from err
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path)

    def generate(window: str, **kwargs) -> str:
        messages = [{"role": "user", "content": f"{KAVACH_INSTRUCTION}\n\n{window}"}]
        if tokenizer.chat_template:
            ids = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt")
        else:
            ids = tokenizer(messages[0]["content"], return_tensors="pt").input_ids
        out = model.generate(ids, max_new_tokens=512, do_sample=False, **kwargs)
        return tokenizer.decode(out[0, ids.shape[1]:], skip_special_tokens=True)

    return generate


def leak_references(row: dict) -> dict[str, Any]:
    """A Privasis-Sanitization row as a privasis_leak reference (group targets flattened to attributes)."""
    targets = [{"attribute": k, "value": v} for t in row["targets"] for k, v in zip(t["keys"], t["values"],
                                                                                      strict=True)]
    retain = [{"attribute": r["key"], "value": r["value"]} for r in row["retention"]]
    return {"original": row["original"], "targets": targets, "retain": retain}


def eval_leak(dataset: str | Path, split: str, predictions_file: str | Path, evaluator=None,
              reference_mode: bool = False) -> dict[str, Any]:
    """Score sanitized outputs (JSONL of {"id", "prediction"}) against a Privasis-Sanitization split."""
    from privasis_hub.metrics.evaluator import get_evaluator
    from privasis_hub.metrics.leak import leak_scores

    by_id: dict[str, str] = {}
    for n, line in enumerate(Path(predictions_file).read_text().splitlines(), start=1):
        if not line.strip():
            continue
        item = json.loads(line)
        for field in ("id", "prediction"):
            if not isinstance(item.get(field), str):
                raise ValueError(f"{predictions_file}, line {n}: field {field!r} is missing or not a string")
        by_id[item["id"]] = item["prediction"]
    ds = _split(dataset, split)
    missing = [row_id for row_id in ds["id"] if row_id not in by_id]
    if missing:
        raise ValueError(f"{predictions_file} has no prediction for {len(missing)} rows of {split}, "
                         f"e.g. id {missing[0]!r}")
    rows = list(ds)
    return leak_scores([by_id[r["id"]] for r in rows], [leak_references(r) for r in rows],
                       evaluator=get_evaluator(evaluator), reference_mode=reference_mode)
