"""Batch evaluation behind ``privasis eval``: run a system over a split and score it with the metric code."""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError

_LINE_FORMAT = {"prediction": '{"id": "<row id>", "prediction": "<text>"}',
                "entities": '{"id": "<row id>", "entities": [...]} (what `privasis run kavach` writes)'}


def _first(items: list[str], k: int = 3) -> str:
    return ", ".join(repr(x) for x in items[:k]) + (f" and {len(items) - k} more" if len(items) > k else "")


def read_predictions(path: str | Path, field: str = "prediction") -> dict[str, dict[str, Any]]:
    """Rows of a predictions JSONL (``privasis run`` output) by ``id``; a malformed line or a repeated id
    is a :class:`UserError` naming the file and line."""
    path = Path(path)
    hint = f"each line must be {_LINE_FORMAT[field]}"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"--predictions {path}: no such file", hint="write one with `privasis run`") from None
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"--predictions {path}: cannot read it as UTF-8 text ({err})") from None
    by_id: dict[str, dict[str, Any]] = {}
    first_line: dict[str, int] = {}
    duplicates: list[str] = []
    kind = str if field == "prediction" else list
    for n, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except ValueError as err:
            raise UserError(f"{path}, line {n}: not valid JSON ({err})", hint=hint) from None
        if not isinstance(item, dict):
            raise UserError(f"{path}, line {n}: expected a JSON object, got {type(item).__name__}", hint=hint)
        if not isinstance(item.get("id"), str):
            raise UserError(f"{path}, line {n}: field 'id' is missing or not a string", hint=hint)
        if not isinstance(item.get(field), kind):
            raise UserError(f"{path}, line {n}: field {field!r} is missing or not a {kind.__name__}", hint=hint)
        if item["id"] in by_id:
            duplicates.append(f"{item['id']} (lines {first_line[item['id']]} and {n})")
            continue
        by_id[item["id"]] = item
        first_line[item["id"]] = n
    if duplicates:
        raise UserError(f"{path}: {len(duplicates)} ids appear more than once: {', '.join(duplicates[:3])}",
                        hint="keep exactly one prediction per row id")
    return by_id


def _matched(by_id: dict[str, dict], ids: list[str], path: str | Path, split: str) -> list[dict]:
    """The predictions in the split's row order; missing and extra ids are errors listing the first few."""
    missing = [row_id for row_id in ids if row_id not in by_id]
    if missing:
        raise UserError(f"{path} has no prediction for {len(missing)} of {len(ids)} rows of {split}: "
                        f"{_first(missing)}", hint="predict every row of the split")
    known = set(ids)
    extra = [row_id for row_id in by_id if row_id not in known]
    if extra:
        raise UserError(f"{path} has {len(extra)} ids that are not rows of {split}: {_first(extra)}",
                        hint=f"predict exactly the rows of --split {split} (and the same --limit)")
    return [by_id[row_id] for row_id in ids]


def eval_spans(dataset: str | Path, split: str, system: str | None = None, limit: int | None = None, *,
               predictions: str | Path | None = None, base_url: str | None = None,
               progress: bool = True) -> dict[str, Any]:
    """Score PII spans on a Kavach split: run ``system`` or read a ``privasis run kavach`` predictions file.

    ``system``: anything ``privasis_hub.run.systems.load_span_system`` takes: ``regex`` | ``presidio`` |
    ``gliner:<model id>`` | a token-classification tagger folder or Hub id | a generative model (a local
    folder, a GGUF file, a Hub id, or a model name on the OpenAI-compatible server ``base_url``).
    ``progress``: a bar over the documents while a system runs.
    """
    from privasis_hub.corpus_io import read_split, row_id
    from privasis_hub.metrics.spans import span_scores
    from privasis_hub.run.systems import check_span_spec

    if (system is None) == (predictions is None):
        raise UserError("give exactly one of --system (a system to run) or --predictions (a file to score)")
    if system is not None:
        check_span_spec(system, base_url)
    ds = read_split(dataset, split, "eval spans", limit)
    texts = ds["text"]
    references = [[{"label": e["label"], "start": e["start"], "end": e["end"]} for e in ents]
                  for ents in ds["entities"]]
    num_errors = 0
    if predictions is not None:
        ids = [row_id({"id": value}, i, split) for i, value in enumerate(ds["id"])]
        rows = _matched(read_predictions(predictions, "entities"), ids, predictions, split)
        preds = [list(r["entities"]) + list(r.get("missing") or []) for r in rows]
        num_errors = sum(1 for r in rows if r.get("error"))
        info = {"name": str(predictions), "mode": "predictions file from `privasis run kavach`"}
    else:
        preds, num_errors, info = predict_spans(texts, system, base_url=base_url, progress=progress)
    languages = ds["language"] if "language" in ds.column_names else None
    try:
        scores = span_scores(preds, references, texts=texts, languages=languages)
    except ValueError as err:  # a malformed entity (a string, no label, negative or string offsets)
        if predictions is None or isinstance(err, UserError):
            raise
        found = re.match(r"predictions\[(\d+)\]\[(\d+)\](.*)", str(err))
        where = f"row id {ids[int(found[1])]!r}, entity {int(found[2]) + 1}{found[3]}" if found else str(err)
        raise UserError(f"{predictions}: {where}", hint="each entity is {\"label\": ..., \"start\": int, \"end\": int} "
                        "with 0 <= start < end") from None
    scores["system"] = info
    scores["num_errors"] = num_errors
    return scores


def predict_spans(texts: list[str], system: str, *, base_url: str | None = None,
                  progress: bool = True) -> tuple[list[list[dict]], int, dict[str, str]]:
    """Run a span ``system`` over ``texts``: (spans per text, documents it failed on, a description of it).

    ``system``: anything :func:`privasis_hub.run.systems.load_span_system` takes.
    """
    from privasis_hub.run.systems import load_span_system

    recognizer = load_span_system(system, base_url=base_url)
    preds = [[{"label": p["label"], "start": p["start"], "end": p["end"]} for p in found]
             for found in recognizer.predict_many(list(texts), progress=progress)]
    info = {"name": system, "mode": recognizer.mode}
    return preds, getattr(recognizer, "num_errors", 0), info


def _attributes(items: Any, field: str) -> list[dict[str, Any]]:
    """Targets or retained values as privasis_leak attributes, from any of the accepted row formats."""
    out = []
    for item in items or []:
        if isinstance(item, str):  # a bare value
            out.append({"attribute": field, "value": item})
        elif "values" in item:  # a Privasis-Sanitization target group: keys and values
            out += [{"attribute": k, "value": v} for k, v in zip(item["keys"], item["values"], strict=True)]
        elif "value" in item:  # {"attribute", "value"} (privasis_leak) or {"key", "value"} (retention)
            out.append({"attribute": item.get("attribute", item.get("key", field)), "value": item["value"]})
        else:
            raise KeyError(f"expected 'value' or 'keys'/'values', got {sorted(item)}")
    return out


def leak_references(row: dict) -> dict[str, Any]:
    """A row as a privasis_leak reference: ``original``, ``targets`` and ``retain`` (or a corpus's ``retention``).

    Targets may be Privasis-Sanitization groups (``keys``/``values``), ``{"attribute", "value"}`` objects or
    bare strings; ``retain``/``retention`` likewise (``{"key", "value"}``); no retained values is an empty list.
    """
    try:
        targets = _attributes(row["targets"], "target")
        retain = _attributes(row.get("retain") if row.get("retain") is not None else row.get("retention"), "retain")
    except (KeyError, TypeError, ValueError, AttributeError) as err:
        raise UserError(f"row {row.get('id')!r}: targets/retain are malformed ({type(err).__name__}: {err})",
                        hint='each target is {"attribute": ..., "value": ...}, a value string, or a corpus '
                        "target group") from None
    return {"original": row["original"], "targets": targets, "retain": retain}


def eval_leak(dataset: str | Path, split: str, predictions_file: str | Path, evaluator=None,
              reference_mode: bool = False, limit: int | None = None) -> dict[str, Any]:
    """Score sanitized outputs (JSONL of {"id", "prediction"}) against a Privasis-Sanitization or Privasis-Zero split.

    The prediction ids must equal the split's ids (its first ``limit`` rows with ``limit``) exactly: a
    repeated, missing or extra id is an error listing the first few.
    """
    from privasis_hub.corpus_io import is_zero, read_split, row_id
    from privasis_hub.metrics.degenerate import degenerate_warning
    from privasis_hub.metrics.evaluator import EvaluatorError, get_evaluator
    from privasis_hub.metrics.leak import leak_scores
    from privasis_hub.metrics.zero import from_zero_row

    ds = read_split(dataset, split, "eval leak", limit)  # the first rows, as `privasis run --limit` writes them
    rows = list(ds)
    ids = [row_id(r, i, split) for i, r in enumerate(rows)]
    preds = [r["prediction"] for r in _matched(read_predictions(predictions_file, "prediction"), ids,
                                               predictions_file, split)]
    refs = [from_zero_row(r) for r in rows] if is_zero(ds.column_names) else [leak_references(r) for r in rows]
    try:
        scores = leak_scores(preds, refs, evaluator=get_evaluator(evaluator), reference_mode=reference_mode,
                             progress=True)
    except EvaluatorError as err:  # a server that is down or answers nothing usable: no score is made up
        raise UserError(f"the evaluator failed, so no leak score was computed: {str(err).splitlines()[0]}",
                        hint="check that the server at --evaluator-base-url is up and serves --evaluator-model"
                        ) from None
    warning = degenerate_warning(scores["num_degenerate"], scores["num_records"])
    if warning:
        logging.getLogger(__name__).warning(warning)
    return scores
