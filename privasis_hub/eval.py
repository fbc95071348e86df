"""Batch evaluation behind ``privasis eval``: run a system over a split and score it with the metric code."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError

#: Columns each evaluation reads, checked before any work starts.
_NEEDS = {"kavach": ("id", "text", "entities", "language"),
          "sanitization": ("id", "original", "targets", "retention")}


def _split(dataset: str | Path, split: str, kind: str):
    """One split of a corpus folder of ``kind``, read from its parquet files (no ``datasets`` cache copy)."""
    import pyarrow.parquet as pq
    from datasets import Features

    from privasis_hub.guard import check_corpus
    from privasis_hub.hub import _read_split

    check_corpus(dataset, (kind,), option="--dataset")
    files = sorted(Path(dataset).glob(f"data/{split}-*.parquet"))
    if not files:
        have = sorted({p.name.split("-")[0] for p in Path(dataset).glob("data/*.parquet")})
        raise UserError(f"--split {split!r}: {dataset} has no such split", hint=f"it has: {', '.join(have)}")
    features = Features.from_arrow_schema(pq.read_schema(files[0]))
    missing = [c for c in _NEEDS[kind] if c not in features]
    if missing:
        raise UserError(f"{files[0]}: no column {missing[0]!r}, which the evaluation needs",
                        hint="pass an unmodified corpus folder")
    return _read_split(Path(dataset), split, features)


def eval_spans(dataset: str | Path, split: str, system: str, limit: int | None = None) -> dict[str, Any]:
    """Run ``system`` (regex, presidio or a local model folder) on a Kavach split and score it."""
    from privasis_hub.metrics.spans import span_scores

    if system not in ("regex", "presidio") and not Path(system).is_dir():
        raise UserError(f"--system {system!r}: not 'regex', 'presidio' or an existing model folder",
                        hint="pass regex, presidio, or the path of a local model folder")
    if limit is not None and limit < 1:
        raise UserError(f"--limit must be at least 1, got {limit}")
    ds = _split(dataset, split, "kavach")
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
        raise UserError(f"--system {path}: a model folder needs transformers",
                        hint="pip install 'privasis-hub[train]'") from err
    try:
        tokenizer = AutoTokenizer.from_pretrained(path)
        model = AutoModelForCausalLM.from_pretrained(path)
    except (OSError, ValueError) as err:  # not a model folder, or an incomplete one
        raise UserError(f"--system {path}: cannot load a model from this folder ({str(err).splitlines()[0]})",
                        hint="pass a folder written by save_pretrained (config.json, weights, tokenizer)") from None

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
    try:
        targets = [{"attribute": k, "value": v} for t in row["targets"] for k, v in zip(t["keys"], t["values"],
                                                                                          strict=True)]
        retain = [{"attribute": r["key"], "value": r["value"]} for r in row["retention"]]
    except (KeyError, TypeError, ValueError) as err:
        raise UserError(f"row {row.get('id')!r}: targets/retention are malformed ({type(err).__name__}: {err})",
                        hint="pass an unmodified Privasis-Sanitization folder") from None
    return {"original": row["original"], "targets": targets, "retain": retain}


def _first(items: list[str], k: int = 3) -> str:
    return ", ".join(repr(x) for x in items[:k]) + (f" and {len(items) - k} more" if len(items) > k else "")


def read_predictions(path: str | Path) -> dict[str, str]:
    """``{"id", "prediction"}`` JSONL -> id -> prediction; a malformed line or a repeated id names file and line."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"--predictions {path}: no such file") from None
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"--predictions {path}: cannot read it as UTF-8 text ({err})") from None
    by_id: dict[str, str] = {}
    first_line: dict[str, int] = {}
    duplicates: list[str] = []
    for n, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except ValueError as err:
            raise UserError(f"{path}, line {n}: not valid JSON ({err})",
                            hint='each line must be {"id": "<row id>", "prediction": "<text>"}') from None
        if not isinstance(item, dict):
            raise UserError(f"{path}, line {n}: expected a JSON object, got {type(item).__name__}",
                            hint='each line must be {"id": "<row id>", "prediction": "<text>"}')
        for field in ("id", "prediction"):
            if not isinstance(item.get(field), str):
                raise UserError(f"{path}, line {n}: field {field!r} is missing or not a string",
                                hint='each line must be {"id": "<row id>", "prediction": "<text>"}')
        if item["id"] in by_id:
            duplicates.append(f"{item['id']} (lines {first_line[item['id']]} and {n})")
        by_id[item["id"]] = item["prediction"]
        first_line.setdefault(item["id"], n)
    if duplicates:
        raise UserError(f"{path}: {len(duplicates)} ids appear more than once: {', '.join(duplicates[:3])}",
                        hint="keep exactly one prediction per row id")
    return by_id


def eval_leak(dataset: str | Path, split: str, predictions_file: str | Path, evaluator=None,
              reference_mode: bool = False) -> dict[str, Any]:
    """Score sanitized outputs (JSONL of {"id", "prediction"}) against a Privasis-Sanitization split.

    The prediction ids must equal the split's ids exactly: a repeated, missing or extra id is an error
    listing the first few.
    """
    from privasis_hub.metrics.evaluator import get_evaluator
    from privasis_hub.metrics.leak import leak_scores

    ds = _split(dataset, split, "sanitization")
    by_id = read_predictions(predictions_file)
    ids = ds["id"]
    missing = [row_id for row_id in ids if row_id not in by_id]
    if missing:
        raise UserError(f"{predictions_file} has no prediction for {len(missing)} of {len(ids)} rows of {split}: "
                        f"{_first(missing)}", hint="predict every row of the split")
    known = set(ids)
    extra = [row_id for row_id in by_id if row_id not in known]
    if extra:
        raise UserError(f"{predictions_file} has {len(extra)} ids that are not rows of {split}: {_first(extra)}",
                        hint=f"predict exactly the rows of --split {split}")
    rows = list(ds)
    return leak_scores([by_id[r["id"]] for r in rows], [leak_references(r) for r in rows],
                       evaluator=get_evaluator(evaluator), reference_mode=reference_mode)
