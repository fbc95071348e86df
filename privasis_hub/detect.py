"""Find PII in a user's documents: ``privasis detect`` as a library call.

:func:`detect` runs any span system (``privasis_hub.run.systems.load_span_system``: regex, presidio,
gliner:<id>, a tagger folder, a generative model) over :class:`~privasis_hub.user_files.Document` s and
returns one row per entity: the file, the row (tables), the document id, label, character offsets and text.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError
from privasis_hub.user_files import Document

__all__ = ["detect", "entity_rows", "format_table", "write_entities"]


def detect(docs: list[Document], system: Any, *, progress: bool = True) -> list[list[dict[str, Any]]]:
    """Spans of each document (``[{"label", "start", "end", "text", ...}]``), offsets into its text."""
    texts = [d.text for d in docs]
    if hasattr(system, "predict_many"):
        found = system.predict_many(texts, progress=progress)
    else:
        found = [system.predict(t) for t in texts]
    out = []
    for doc, spans in zip(docs, found, strict=True):
        placed = []
        for s in spans:
            start, end = s.get("start"), s.get("end")
            if start is None or end is None or start < 0 or end > len(doc.text) or start >= end:
                continue  # a value a generative model named but could not place in the text
            placed.append({**s, "text": doc.text[start:end]})
        out.append(sorted(placed, key=lambda s: (s["start"], s["end"])))
    return out


def entity_rows(docs: list[Document], spans: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """One flat JSON-ready row per entity: file, row, id, label, start, end, text (and score when given)."""
    rows = []
    for doc, found in zip(docs, spans, strict=True):
        for s in found:
            row = {"file": doc.source, "row": doc.row, "id": doc.id, "label": s["label"], "start": s["start"],
                   "end": s["end"], "text": s["text"]}
            if "score" in s:
                row["score"] = round(float(s["score"]), 4)
            rows.append(row)
    return rows


def format_table(rows: list[dict[str, Any]], num_documents: int) -> str:
    """A readable table of entity rows for a terminal, with a one-line summary."""
    head = ("document", "label", "start", "end", "text")
    body = [(r["id"], r["label"], str(r["start"]), str(r["end"]), r["text"].replace("\n", " ")) for r in rows]
    widths = [min(40, max(len(h), *(len(b[i]) for b in body))) if body else len(h) for i, h in enumerate(head)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)).rstrip()]
    for b in body:
        cells = [c if len(c) <= w else c[: w - 1] + "…" for c, w in zip(b, widths, strict=True)]
        lines.append("  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip())
    docs_with = len({(r["file"], r["row"]) for r in rows})
    lines.append(f"{len(rows)} entities in {docs_with} of {num_documents} documents")
    return "\n".join(lines)


def write_entities(path: str | os.PathLike, rows: list[dict[str, Any]], inputs: list[str]) -> None:
    """Write entity rows as JSONL to ``path`` (atomically); never onto an input file."""
    target = Path(path)
    if target.is_dir():
        raise UserError(f"--out {path} is a folder", hint="give a file name, e.g. entities.jsonl")
    if any(src != "-" and target.resolve() == Path(src).resolve() for src in inputs):
        raise UserError(f"--out {path} is one of the inputs; it would be overwritten", hint="write elsewhere")
    tmp = target.with_name(f".{target.name}.tmp")
    try:
        tmp.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
        os.replace(tmp, target)
    except OSError as err:
        tmp.unlink(missing_ok=True)
        raise UserError(f"--out {path}: cannot write ({err.strerror or err})") from None
