"""``privasis run cleaner|kavach``: run a model over a corpus split and write predictions as JSONL.

The files are what ``privasis eval leak --predictions`` and ``privasis eval spans --predictions``
read: one JSON object per row with the row's ``id`` and ``prediction`` (cleaner) or ``entities``
(kavach), plus how it was made and, for the cleaner, the risk flag.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tqdm.auto import tqdm

from privasis_hub.corpus_io import ZERO_COLUMNS, is_zero, read_split, row_id
from privasis_hub.errors import UserError
from privasis_hub.guard import check_file_out

__all__ = ["ZERO_COLUMNS", "corpus_split", "is_zero", "row_id", "run_cleaner", "run_kavach"]

logger = logging.getLogger(__name__)

_BATCH_ROWS = 16


def corpus_split(dataset: str | Path, split: str, limit: int | None = None, kind: str = "sanitization"):
    """The rows ``privasis run cleaner`` (``kind="sanitization"``) or ``run kavach`` (``"kavach"``) reads."""
    return read_split(dataset, split, "run kavach" if kind == "kavach" else "run cleaner", limit)


def _batches(ds, size: int) -> Iterator[tuple[int, list[dict]]]:
    for start in range(0, ds.num_rows, size):
        yield start, list(ds.select(range(start, min(start + size, ds.num_rows))))


class _Writer:
    """JSONL written to a temporary ``.<out>.*.tmp`` beside it and renamed into place only when every row is written."""

    def __init__(self, out: str | Path) -> None:
        self.path = Path(out)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.path.name}.", suffix=".tmp")
        self.tmp = Path(tmp)  # one per run: two runs with one --out never write into each other's file
        self.fh = os.fdopen(fd, "w", encoding="utf-8")

    def write(self, row: dict[str, Any]) -> None:
        self.fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    def close(self, ok: bool) -> None:
        self.fh.close()
        if ok:
            os.replace(self.tmp, self.path)
        else:
            self.tmp.unlink(missing_ok=True)


def run_cleaner(dataset: str | Path, split: str, model: Any, out: str | Path, *, chunked: bool = True,
                limit: int | None = None, risk_from: str | None = None, extractor=None,
                max_chunk_chars: int = 512, max_new_tokens: int | None = None,
                batch_rows: int = _BATCH_ROWS, progress: bool = True) -> dict[str, Any]:
    """Sanitize every row of a Privasis-Sanitization (or Privasis-Zero) split; returns a summary.

    Privasis-Sanitization rows are prompted like the corpus's ``prompt`` column; Privasis-Zero rows
    with the reference evaluation's prompt (:func:`privasis_hub.metrics.zero.sanitizer_prompt`,
    temperature 0). ``dataset`` may also be a user's JSONL/parquet file or folder of ``original`` and
    ``instruction`` rows (``id`` and ``targets`` optional). ``risk_from``: ``"targets"`` (the rows' targets:
    the exact direct-leak check), ``"instruction"`` (the instruction and a PII extractor only, as for new
    data), or None: targets when the rows have them.
    """
    from privasis_hub.metrics.degenerate import degenerate_warning, is_degenerate
    from privasis_hub.run.sanitize import sanitize_many

    if risk_from not in (None, "targets", "instruction"):
        raise UserError(f"risk_from must be 'targets' or 'instruction', got {risk_from!r}")
    check_file_out(out, [dataset])
    ds = corpus_split(dataset, split, limit)
    zero = is_zero(ds.column_names)
    if risk_from is None:
        risk_from = "targets" if zero or "targets" in ds.column_names else "instruction"
    if risk_from == "targets" and not zero and "targets" not in ds.column_names:
        raise UserError(f"{dataset}: --risk-from targets needs a 'targets' column",
                        hint="add targets, or use --risk-from instruction")
    writer = _Writer(out)
    flagged = harmonized = degenerate = 0
    ok = False
    try:
        with tqdm(total=ds.num_rows, desc=f"cleaner {'chunked' if chunked else 'whole'}", unit="record",
                  disable=not progress) as bar:
            for start, rows in _batches(ds, batch_rows):
                if zero:
                    from privasis_hub.metrics.zero import from_zero_row

                    items = [(r["original_record"], r["smoothed_instruction"]) for r in rows]
                    targets = [from_zero_row(r)["targets"] for r in rows]
                else:
                    items = [(r["original"], r["instruction"]) for r in rows]
                    targets = [r.get("targets") for r in rows]
                results = sanitize_many(items, model, chunked=chunked, max_chunk_chars=max_chunk_chars,
                                        max_new_tokens=max_new_tokens, prompt_format="zero" if zero else "privasis",
                                        targets=targets if risk_from == "targets" else None, extractor=extractor,
                                        progress=bar.update)
                for k, (row, result, (original, _)) in enumerate(zip(rows, results, items, strict=True)):
                    bad = is_degenerate(original, result.text)
                    writer.write({"id": row_id(row, start + k, split), **result.to_dict(), "degenerate": bad})
                    flagged += bool(result.risk and result.risk.flagged)
                    harmonized += result.harmonized
                    degenerate += bad
        ok = True
    finally:
        writer.close(ok)
    warning = degenerate_warning(degenerate, ds.num_rows)
    if warning:
        logger.warning(warning)
    return {"rows": ds.num_rows, "flagged": flagged, "harmonized": harmonized, "out": str(out),
            "prompt_format": "zero" if zero else "privasis", "chunked": chunked, "num_degenerate": degenerate,
            "degenerate_rate": degenerate / ds.num_rows if ds.num_rows else 0.0}


def run_kavach(dataset: str | Path, split: str, model: Any, out: str | Path, *, limit: int | None = None,
               max_new_tokens: int = 512, batch_rows: int = _BATCH_ROWS, progress: bool = True) -> dict[str, Any]:
    """Extract PII from every row of a Kavach split (column ``text``) with a generative model or a span system
    (an object with ``predict_many``, e.g. a token-classification tagger); returns a summary.

    A document whose window stays unparseable after the retry is written with ``"entities": []`` and
    an ``"error"``; ``privasis eval spans`` counts those rows in ``num_errors``.
    """
    from privasis_hub.run.extract import extract_many

    check_file_out(out, [dataset])
    ds = corpus_split(dataset, split, limit, kind="kavach")
    if "text" not in ds.column_names:
        raise UserError(f"{dataset} [{split}]: expected a Kavach split with a 'text' column; got {ds.column_names}")
    writer = _Writer(out)
    errors = retries = 0
    ok = False
    try:
        with tqdm(total=ds.num_rows, desc="kavach", unit="doc", disable=not progress) as bar:
            for start, rows in _batches(ds, batch_rows):
                texts = [r["text"] for r in rows]
                if hasattr(model, "predict_many"):  # a span system (a tagger): spans, nothing to retry
                    results = [{"entities": found, "missing": [], "retries": 0}
                               for found in model.predict_many(texts, progress=False)]
                    bar.update(len(rows))
                else:
                    results = [r.to_dict() for r in extract_many(texts, model, progress=bar.update,
                                                                 max_new_tokens=max_new_tokens, raise_errors=False)]
                errors += sum(1 for r in results if "error" in r)
                for k, (row, result) in enumerate(zip(rows, results, strict=True)):
                    writer.write({"id": row_id(row, start + k, split), **result})
                    retries += result["retries"]
        ok = True
    finally:
        writer.close(ok)
    return {"rows": ds.num_rows, "errors": errors, "retries": retries, "out": str(out)}
