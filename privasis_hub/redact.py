"""Masked copies of a user's documents: ``privasis redact`` as a library call.

``style="mask"`` replaces each span with ``[LABEL]``; ``style="surrogate"`` with a fake value of the same
label, one per original value across every document of the run (the same name always becomes the same
fake name). Fake identifiers come from the Kavach value generators, which draw phone numbers, e-mail
domains, SSNs, card numbers, IBANs, IP addresses ... from the reserved or invalid ranges of
:mod:`privasis_hub.safe_ids`; a label Kavach does not know is masked.
Copies are written into an output folder (never onto an input); inputs are only read.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError
from privasis_hub.user_files import Document, is_table, read_rows

__all__ = ["Surrogates", "redact_text", "write_redacted"]


class Surrogates:
    """One consistent fake value per (label, original value), from the Kavach generators (seeded)."""

    def __init__(self, seed: int = 0, language: str = "en") -> None:
        from privasis_hub.kavach.labels import make_context

        self.ctx = make_context(language, random.Random(seed))
        self.values: dict[tuple[str, str], str] = {}

    def __call__(self, label: str, value: str) -> str:
        """The fake value standing for ``value``; ``[LABEL]`` for a label with no generator."""
        from privasis_hub.kavach.labels import LABELS, generate

        key = (label, value)
        if key not in self.values:
            taken = set(self.values.values())
            fake = f"[{label}]"
            if label in LABELS:
                for _ in range(20):  # a different original gets a different fake value
                    fake = generate(label, self.ctx)
                    if fake not in taken and fake != value:
                        break
            self.values[key] = fake
        return self.values[key]


def redact_text(text: str, spans: list[dict[str, Any]], replace=None) -> str:
    """``text`` with each span replaced by ``replace(label, value)`` (default ``[LABEL]``); overlaps merged."""
    replace = replace or (lambda label, value: f"[{label}]")
    out, pos = [], 0
    for s in sorted(spans, key=lambda s: (s["start"], -s["end"])):
        if s["start"] < pos:  # inside or overlapping a span already replaced
            continue
        out.append(text[pos:s["start"]])
        out.append(replace(s["label"], text[s["start"]:s["end"]]))
        pos = s["end"]
    out.append(text[pos:])
    return "".join(out)


def _targets(docs: list[Document], out: Path) -> dict[str, Path]:
    targets: dict[str, Path] = {}
    for doc in docs:
        if doc.source in targets:
            continue
        name = "stdin.txt" if doc.source == "-" else Path(doc.source).name
        target = out / name
        if target in targets.values():
            raise UserError(f"two inputs are named {name}; their copies would collide in {out}",
                            hint="redact them into separate folders")
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


def _write_table(source: str, target: Path, texts: list[str], text_field: str) -> None:
    rows = read_rows(source)
    for row, text in zip(rows, texts, strict=True):
        row[text_field] = text
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
                writer.writerows(rows)

        _atomic_write(target, write_csv)
    elif suffix == ".json":
        _atomic_write(target, lambda tmp: Path(tmp).write_text(json.dumps(rows, ensure_ascii=False, indent=1) + "\n",
                                                               encoding="utf-8"))
    else:
        _atomic_write(target, lambda tmp: Path(tmp).write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"))


def write_redacted(docs: list[Document], texts: list[str], out: str | os.PathLike, *,
                   text_field: str = "text") -> list[Path]:
    """Write each input's redacted copy into ``out`` under the input's file name; returns the written paths."""
    from privasis_hub import guard

    sources = [d.source for d in docs if d.source != "-"]
    out = guard.check_paths(out, sources)
    targets = _targets(docs, out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise UserError(f"cannot write to {out}: {err.strerror or err}") from None
    by_source: dict[str, list[str]] = {}
    for doc, text in zip(docs, texts, strict=True):
        by_source.setdefault(doc.source, []).append(text)
    for source, target in targets.items():
        if is_table(source):
            _write_table(source, target, by_source[source], text_field)
        else:
            _atomic_write(target, lambda tmp, t=by_source[source][0]: Path(tmp).write_text(t, encoding="utf-8"))
    return list(targets.values())
