"""Write changed copies of a user's files into an output folder (``privasis redact`` / ``sanitize``).

Each input gets one copy under ``out`` with its own file name and format: a text file its new text; a table
(JSONL, JSON, CSV, parquet) its rows with the text column replaced, or with new columns added. ``--out`` may
not be or contain an input (``guard.check_paths``), a copy never replaces a file already there, and every copy
is written to a temporary file and renamed into place.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError
from privasis_hub.user_files import Document

__all__ = ["check_out", "write_copies"]


def check_out(docs: list[Document], out: str | os.PathLike) -> dict[str, Path]:
    """Input file -> the path of its copy in ``out``; errors before any work if a copy cannot be written."""
    from privasis_hub import guard

    out = guard.check_paths(out, [d.source for d in docs if d.source != "-"])
    targets: dict[str, Path] = {}
    for doc in docs:
        if doc.source in targets:
            continue
        name = "stdin.txt" if doc.source == "-" else Path(doc.source).name
        target = out / name
        if target in targets.values():
            raise UserError(f"two inputs are named {name}; their copies would collide in {out}",
                            hint="write them into separate folders")
        if target.exists():
            raise UserError(f"{target} already exists; nothing was written", hint="choose a new or empty --out folder")
        targets[doc.source] = target
    return targets


def _atomic_write(path: Path, write) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(fd)
    try:
        write(tmp)
        os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)


def _write_table(target: Path, rows: list[dict[str, Any]]) -> None:
    suffix = target.suffix.lower()
    if suffix == ".parquet":
        import pyarrow as pa
        import pyarrow.parquet as pq

        _atomic_write(target, lambda tmp: pq.write_table(pa.Table.from_pylist(rows), tmp))
    elif suffix == ".csv":
        import csv

        def write_csv(tmp: str) -> None:
            with open(tmp, "w", encoding="utf-8", newline="") as f:
                writer = csv.DictWriter(f, fieldnames=list(rows[0]))
                writer.writeheader()
                writer.writerows({k: json.dumps(v) if isinstance(v, list | dict) else v for k, v in r.items()}
                                 for r in rows)

        _atomic_write(target, write_csv)
    elif suffix == ".json":
        _atomic_write(target, lambda tmp: Path(tmp).write_text(json.dumps(rows, ensure_ascii=False, indent=1) + "\n",
                                                               encoding="utf-8"))
    else:
        _atomic_write(target, lambda tmp: Path(tmp).write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"))


def write_copies(docs: list[Document], texts: list[str], out: str | os.PathLike, *, column: str | None = None,
                 extra: list[dict[str, Any]] | None = None) -> list[Path]:
    """Write each input's copy into ``out``; returns the written paths.

    Table rows get ``texts`` in their text column (or in a new ``column``) and the ``extra`` columns of
    their document; a text file's copy is its text.
    """
    targets = check_out(docs, out)
    try:
        Path(out).mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise UserError(f"cannot write to {out}: {err.strerror or err}") from None
    tables: dict[str, list[dict[str, Any]]] = {}
    for k, (doc, text) in enumerate(zip(docs, texts, strict=True)):
        if doc.row is None:
            _atomic_write(targets[doc.source], lambda tmp, t=text: Path(tmp).write_text(t, encoding="utf-8"))
            continue
        row = {**(doc.fields or {}), (column or doc.field): text, **(extra[k] if extra else {})}
        tables.setdefault(doc.source, []).append(row)
    for source, rows in tables.items():
        _write_table(targets[source], rows)
    return list(targets.values())
