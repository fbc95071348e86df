"""Read the rows of a corpus split or of a user's own file: the one place below ``eval.py`` and ``run/``.

``read_split(dataset, split, command)`` accepts

* a corpus folder this project built (``data/<split>-*.parquet``; its kind is checked, so a Kavach build
  passed to the cleaner is named as such);
* a user's JSONL / JSON / CSV / parquet **file** (the file is the split; ``split`` is ignored);
* a user's **folder** holding ``<split>.jsonl``, ``<split>-*.jsonl``, ``<split>.parquet``,
  ``<split>-*.parquet`` or ``data/<split>-*.parquet`` files, with no build marker;
* a Hub dataset id (``org/name``).

Each command reads only the columns in :data:`COLUMNS`; a missing one is an error naming the column and
the file. Rows without an ``id`` are named ``<split>-<index>`` (:func:`row_id`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError

__all__ = ["COLUMNS", "ZERO_COLUMNS", "is_zero", "read_split", "row_id"]

#: command -> (columns it needs, columns it reads when present)
COLUMNS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "run cleaner": (("original", "instruction"), ("id", "targets")),
    "run kavach": (("text",), ("id",)),
    "eval spans": (("text", "entities"), ("id", "language")),
    "eval robustness": (("text", "entities"), ("id", "language")),
    "eval leak": (("original", "targets"), ("id", "retain", "retention")),
}
#: the corpus kind a command's build folder must be
_KIND = {"run cleaner": "sanitization", "eval leak": "sanitization", "run kavach": "kavach", "eval spans": "kavach",
         "eval robustness": "kavach"}
#: columns that mark a row converted from nvidia/Privasis-Zero
ZERO_COLUMNS = ("original_record", "smoothed_instruction")
_FILE_SUFFIXES = (".jsonl", ".json", ".csv", ".parquet")


def is_zero(columns) -> bool:
    """Whether rows with these columns come from nvidia/Privasis-Zero."""
    return all(c in columns for c in ZERO_COLUMNS)


def row_id(row: dict[str, Any], index: int, split: str) -> str:
    """A row's ``id`` column, or ``<split>-<index>`` for rows without one (Privasis-Zero, a user's file)."""
    value = row.get("id")
    return str(value) if value not in (None, "") else f"{split}-{index}"


def _table(path: Path):
    """One user file as a pyarrow table (parquet read as is; JSONL/JSON/CSV through their rows)."""
    import pyarrow as pa

    from privasis_hub.user_files import read_rows

    if path.suffix.lower() == ".parquet":
        from privasis_hub.shards import read_table

        return read_table(path)
    rows = read_rows(str(path))
    try:
        return pa.Table.from_pylist(rows)
    except (pa.ArrowInvalid, pa.ArrowTypeError) as err:
        raise UserError(f"{path}: the rows do not share one type per column ({err})",
                        hint="give every row the same fields with the same types") from None


def _user_files(folder: Path, split: str) -> list[Path]:
    patterns = (f"data/{split}-*.parquet", f"{split}.parquet", f"{split}-*.parquet", f"{split}.jsonl",
                f"{split}-*.jsonl", f"data/{split}.jsonl", f"data/{split}.parquet")
    return sorted({p for pattern in patterns for p in folder.glob(pattern)})


def _build_split(folder: Path, split: str, command: str):
    """A split of a folder this project built (checked to be the command's corpus kind), read under its read lock."""
    from privasis_hub.guard import reading

    with reading(folder):  # never half a swap of a rebuild
        return _read_build_split(folder, split, command)


def _read_build_split(folder: Path, split: str, command: str):
    import pyarrow.parquet as pq
    from datasets import Features

    from privasis_hub.guard import check_corpus
    from privasis_hub.hub import _read_split

    files = sorted(folder.glob(f"data/{split}-*.parquet"))
    zero = False
    if files and _KIND[command] == "sanitization":
        try:
            zero = is_zero(pq.read_schema(files[0]).names)
        except Exception:  # noqa: BLE001 - unreadable: check_corpus names the file below
            zero = False
    if not zero:
        check_corpus(folder, (_KIND[command],), option="--dataset")
    if not files:
        have = sorted({p.name.split("-")[0] for p in folder.glob("data/*.parquet")})
        raise UserError(f"--split {split!r}: {folder} has no such split", hint=f"it has: {', '.join(have)}")
    return _read_split(folder, split, Features.from_arrow_schema(pq.read_schema(files[0]))), str(files[0])


def _hub_split(dataset: str, split: str):
    from datasets import load_dataset

    try:
        dd = load_dataset(dataset)
    except Exception as err:  # noqa: BLE001 - not found, offline, not a dataset: datasets raises several types
        raise UserError(f"--dataset {dataset}: not a local file or folder and it could not be loaded from the Hub "
                        f"({type(err).__name__})", hint="pass a corpus folder, a JSONL/parquet file or a Hub "
                        "dataset id") from None
    if split not in dd:
        raise UserError(f"{dataset} has no split {split!r}; it has {sorted(dd)}")
    return dd[split], dataset


def _load(dataset: str | Path, split: str, command: str):
    from datasets import Dataset

    from privasis_hub.guard import build_kind

    path = Path(dataset)
    if path.is_file():
        if path.suffix.lower() not in _FILE_SUFFIXES:
            raise UserError(f"--dataset {dataset}: expected a .jsonl, .json, .csv or .parquet file or a folder",
                            hint="write one JSON object per line, with the columns `privasis "
                            f"{command} --help` lists")
        return Dataset(_table(path)), str(path)
    if path.is_dir():
        if build_kind(path) is not None or (path / "build_report.json").is_file():
            return _build_split(path, split, command)
        files = _user_files(path, split)
        if not files:
            raise UserError(f"--dataset {dataset}: no {split} rows (looked for {split}.jsonl, {split}-*.jsonl, "
                            f"{split}.parquet, {split}-*.parquet, data/{split}-*.parquet)",
                            hint="name the files after the split, or pass the file itself")
        import pyarrow as pa

        try:
            table = pa.concat_tables([_table(f) for f in files], promote_options="default")
        except (pa.ArrowInvalid, pa.ArrowTypeError) as err:
            raise UserError(f"--dataset {dataset}: its {split} files do not share one schema ({err})") from None
        return Dataset(table), ", ".join(map(str, files))
    if str(dataset).count("/") == 1:
        return _hub_split(str(dataset), split)
    raise UserError(f"--dataset {dataset}: no such file or folder",
                    hint="pass a corpus folder, a JSONL/parquet file, or a Hub dataset id")


def read_split(dataset: str | Path, split: str, command: str, limit: int | None = None):
    """The rows ``command`` (a key of :data:`COLUMNS`) reads from ``dataset`` as a ``datasets.Dataset``.

    A missing needed column is a :class:`UserError` naming the column and the file; ``limit`` keeps the
    first rows. Privasis-Zero rows (:data:`ZERO_COLUMNS`) are accepted where the cleaner or leak scores run.
    """
    if limit is not None and limit < 1:
        raise UserError(f"--limit must be at least 1, got {limit}")
    ds, source = _load(dataset, split, command)
    needs, optional = COLUMNS[command]
    if not (_KIND[command] == "sanitization" and is_zero(ds.column_names)):
        missing = [c for c in needs if c not in ds.column_names]
        if missing:
            raise UserError(f"{source}: no column {missing[0]!r}, which `privasis {command}` needs",
                            hint=f"it reads {', '.join(needs)} (and {', '.join(optional)} when present); "
                            f"the file has {', '.join(ds.column_names) or 'no columns'}")
    return ds.select(range(min(limit, ds.num_rows))) if limit is not None else ds
