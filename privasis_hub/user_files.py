"""Read a user's own files for ``privasis detect | redact | sanitize``: text files, ``-`` (stdin), or tables.

A text file (any name not ending in ``.jsonl``, ``.json``, ``.csv`` or ``.parquet``) is one document.
A table is one document per row, its text in ``text_field``; an ``id`` column, when present, names the row.
Every problem (missing file, a folder, binary or non-UTF-8 bytes, an empty file, a missing column, a row
whose text is not a string) raises :class:`~privasis_hub.errors.UserError` naming the file and row; nothing
is skipped silently. Files are only read, never written.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError

__all__ = ["TABLE_SUFFIXES", "Document", "is_table", "read_documents", "read_rows"]

TABLE_SUFFIXES = (".jsonl", ".json", ".csv", ".parquet")


@dataclass
class Document:
    """One document: its file (``-`` for stdin), its row number in a table (None for a text file), id and text.

    Table documents also keep their text column's name and the whole row.
    """

    source: str
    row: int | None
    id: str
    text: str
    field: str | None = None
    fields: dict[str, Any] | None = None


def is_table(path: str) -> bool:
    """Whether ``path`` is read as a table (JSONL, JSON list, CSV, parquet) rather than one text document."""
    return path != "-" and Path(path).suffix.lower() in TABLE_SUFFIXES


def _read_bytes(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    p = Path(path)
    if not p.exists():
        raise UserError(f"{path}: no such file", hint="check the path")
    if p.is_dir():
        raise UserError(f"{path} is a folder, not a file", hint=f"give its files, e.g. {path.rstrip('/')}/*.txt")
    try:
        return p.read_bytes()
    except OSError as err:
        raise UserError(f"{path}: cannot read ({err.strerror or err})") from None


def _decode(path: str, data: bytes) -> str:
    name = "stdin" if path == "-" else path
    if b"\x00" in data[:8192]:
        raise UserError(f"{name} is a binary file, not text", hint="give UTF-8 text, JSONL, CSV or parquet files")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise UserError(f"{name} is not UTF-8 text (byte 0x{data[err.start]:02x} at offset {err.start})",
                        hint="convert it first, e.g. iconv -f latin1 -t utf-8") from None
    if not text.strip():
        raise UserError(f"{name} is empty", hint="give a file with text in it")
    return text.removeprefix("\ufeff")


def read_rows(path: str) -> list[dict[str, Any]]:
    """The rows of a JSONL, JSON (a list of objects), CSV or parquet file; errors name the file and line."""
    if Path(path).suffix.lower() == ".parquet":
        _read_bytes(path)  # the same missing / folder errors as text files
        from privasis_hub.shards import read_table

        rows = read_table(path).to_pylist()
    else:
        text = _decode(path, _read_bytes(path))
        suffix = Path(path).suffix.lower()
        if suffix == ".csv":
            rows = list(csv.DictReader(io.StringIO(text, newline="")))
        elif suffix == ".json":
            try:
                rows = json.loads(text)
            except json.JSONDecodeError as err:
                raise UserError(f"{path}: not valid JSON (line {err.lineno}: {err.msg})") from None
            if not isinstance(rows, list):
                raise UserError(f"{path}: expected a JSON list of objects", hint="or write one object per line (.jsonl)")
        else:
            rows = []
            for number, line in enumerate(text.splitlines(), 1):
                if not line.strip():
                    continue
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError as err:
                    raise UserError(f"{path} line {number}: not valid JSON ({err.msg})") from None
        for number, row in enumerate(rows, 1):
            if not isinstance(row, dict):
                raise UserError(f"{path} row {number}: expected an object, got {type(row).__name__}")
    if not rows:
        raise UserError(f"{path} holds no rows", hint="give a file with at least one row")
    return rows


def _table_documents(path: str, text_fields: tuple[str, ...]) -> list[Document]:
    rows = read_rows(path)
    text_field = next((f for f in text_fields if f in rows[0]), text_fields[0])
    missing = [n for n, row in enumerate(rows, 1) if text_field not in row]
    if missing:
        columns = ", ".join(sorted({k for row in rows for k in row})) or "none"
        where = "" if len(missing) == len(rows) else f" (row {missing[0]} and {len(missing) - 1} more)"
        named = " or ".join(repr(f) for f in text_fields)
        raise UserError(f"{path}: no column {named}{where}; columns: {columns}",
                        hint="name the text column with --text-field")
    docs = []
    for number, row in enumerate(rows, 1):
        text = row[text_field]
        if not isinstance(text, str):
            raise UserError(f"{path} row {number}: {text_field!r} is {type(text).__name__}, not text")
        row_id = row.get("id")
        docs.append(Document(path, number, str(row_id) if row_id is not None else f"{path}:{number}", text,
                             text_field, row))
    return docs


def read_documents(paths: list[str], text_field: str | tuple[str, ...] = "text") -> list[Document]:
    """Every document of ``paths`` in order: one per text file (``-`` is stdin), one per table row.

    ``text_field``: the text column of tables, or several names (each table uses the first it has).
    """
    fields = (text_field,) if isinstance(text_field, str) else tuple(text_field)
    if not paths:
        raise UserError("no input files", hint="give one or more files, or - for stdin")
    if paths.count("-") > 1:
        raise UserError("stdin (-) given more than once")
    docs: list[Document] = []
    for path in paths:
        if is_table(path):
            docs.extend(_table_documents(path, fields))
        else:
            docs.append(Document(path, None, "stdin" if path == "-" else path, _decode(path, _read_bytes(path))))
    return docs
