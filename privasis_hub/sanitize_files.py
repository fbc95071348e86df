"""Sanitize a user's documents with an instruction: ``privasis sanitize`` as a library call.

Each document is sanitized by :func:`privasis_hub.run.sanitize.sanitize_many` (chunked by default) with
one instruction for all (``instruction=``) or each table row's own ``instruction`` column, and gets the
risk flag of :mod:`privasis_hub.run.risk` (from the row's ``targets`` when it has them, else from the
instruction and a PII extractor).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError
from privasis_hub.user_files import Document

__all__ = ["REPORT", "sanitize_documents", "write_report"]

#: the per-document risk report written beside the sanitized copies
REPORT = "sanitize_report.jsonl"
_BATCH = 16


def _instructions(docs: list[Document], instruction: str | None) -> list[str]:
    if instruction is not None:
        if not instruction.strip():
            raise UserError("--instruction is empty", hint='say what to remove, e.g. --instruction "Remove names"')
        return [instruction] * len(docs)
    out = []
    for doc in docs:
        value = (doc.fields or {}).get("instruction")
        if not isinstance(value, str) or not value.strip():
            where = f"{doc.source} row {doc.row}" if doc.row is not None else doc.source
            raise UserError(f"{where}: no instruction (no --instruction and no 'instruction' column value)",
                            hint="pass --instruction \"...\" or give each row an instruction")
        out.append(value)
    return out


def sanitize_documents(docs: list[Document], model: Any, *, instruction: str | None = None, chunked: bool = True,
                       max_chunk_chars: int = 512, max_new_tokens: int | None = None, progress: bool = True) -> list:
    """A :class:`~privasis_hub.run.sanitize.Sanitized` (text, risk flag) per document, in batches with a progress bar."""
    from tqdm.auto import tqdm

    from privasis_hub.run.sanitize import sanitize_many

    instructions = _instructions(docs, instruction)
    targets = [(d.fields or {}).get("targets") for d in docs]
    out = []
    with tqdm(total=len(docs), desc=f"sanitize {'chunked' if chunked else 'whole'}", unit="doc",
              disable=not progress) as bar:
        for start in range(0, len(docs), _BATCH):
            end = start + _BATCH
            items = [(d.text, i) for d, i in zip(docs[start:end], instructions[start:end], strict=True)]
            out += sanitize_many(items, model, chunked=chunked, max_chunk_chars=max_chunk_chars,
                                 max_new_tokens=max_new_tokens, targets=targets[start:end], progress=bar.update)
    return out


def write_report(docs: list[Document], results: list, out: str | os.PathLike) -> Path:
    """``<out>/sanitize_report.jsonl``: file, row, id, risk, risk_reasons, num_chunks per document."""
    path = Path(out) / REPORT
    if path.exists():
        raise UserError(f"{path} already exists; nothing more was written", hint="choose a new or empty --out folder")
    lines = [json.dumps({"file": d.source, "row": d.row, "id": d.id, **r.risk.to_dict(), "num_chunks": r.num_chunks},
                        ensure_ascii=False) for d, r in zip(docs, results, strict=True)]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path
