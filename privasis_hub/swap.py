"""A journaled swap of a corpus folder's final files that survives a kill at any step, and the readers' lock.

:func:`commit` moves the previous corpus's files (``data/*-of-*.parquet``, ``README.md``,
``build_report.json``, ``errors.jsonl``) into ``<out>/.previous`` and the staged ones from ``<out>/.staging``
into place. Before the first rename it writes a journal, ``<out>/.privasis-swap.json``, naming every move in
order; :func:`recover` (run by the next command on the folder, reader or writer, before anything else) replays
it forward, so the folder ends holding the complete new corpus and never a mix or nothing. A rename that fails
(a read-only ``data/``) is undone at once, leaving the previous corpus as it was.

Readers hold ``<out>/.privasis.read.lock`` shared (:func:`reading`); the swap holds it exclusively, so a reader
never sees half a swap: it reads the old corpus or the new one, and a swap waits for the readers in progress.
Standard library only.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from privasis_hub.errors import UserError

JOURNAL = ".privasis-swap.json"
READ_LOCK = ".privasis.read.lock"
STAGING = ".staging"
MARKER = ".privasis-build.json"  # the build marker (written by privasis_hub.guard); its "files" is the manifest
PREVIOUS = ".previous"
FILES = ("README.md", "build_report.json", "errors.jsonl")  # the final files beside data/
#: descriptors of the lock files this process holds (closed in forked workers: privasis_hub.lifetime)
LOCK_FDS: set[int] = set()


def close_inherited_locks() -> None:
    """Close the lock descriptors a forked worker inherited (the parent keeps its locks)."""
    for fd in list(LOCK_FDS):
        try:
            os.close(fd)
        except OSError:
            pass
        LOCK_FDS.discard(fd)


def _rename(src: Path, dst: Path) -> None:
    """Every rename of the swap goes through here (a test helper kills the process at a chosen one)."""
    os.replace(src, dst)


def _remove_tree(path: Path) -> None:
    """Remove one of the swap's own folders (a test helper may kill the process here too)."""
    if path.is_symlink():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path)


def is_data_file(name: str) -> bool:
    """``<split>-NNNNN-of-NNNNN.parquet``: the only files a build writes under ``data/``."""
    stem = name.removesuffix(".parquet")
    parts = stem.rsplit("-", 3)
    return (name.endswith(".parquet") and len(parts) == 4 and parts[2] == "of"
            and parts[1].isdigit() and parts[3].isdigit())


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_journal(out: Path, journal: dict) -> None:
    tmp = out / (JOURNAL + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644)
    with os.fdopen(fd, "w") as fh:
        fh.write(json.dumps(journal, indent=1) + "\n")
        fh.flush()
        os.fsync(fh.fileno())
    _rename(tmp, out / JOURNAL)
    _fsync_dir(out)


def _read_journal(out: Path) -> dict | None:
    path = out / JOURNAL
    if path.is_symlink():
        raise UserError(f"{path} is a symbolic link; privasis never follows links for its own files",
                        hint="remove the link; nothing was changed")
    try:
        journal = json.loads(path.read_text())
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as err:
        raise UserError(f"{path}: the swap journal cannot be read ({err})",
                        hint="the folder holds a half-swapped corpus: compare .staging and .previous by hand") from None
    if not isinstance(journal, dict) or not {"out", "in"} <= set(journal):
        raise UserError(f"{path}: not a privasis swap journal", hint="remove it if you wrote it")
    return journal


def owned_files(out: Path) -> list[str] | None:
    """The final files privasis wrote in ``out`` (relative paths), from the marker's manifest; None without one."""
    try:
        files = json.loads((out / MARKER).read_text()).get("files")
    except (OSError, ValueError, AttributeError):
        return None
    return [str(f) for f in files] if isinstance(files, list) else None


def final_files(out: Path) -> list[str]:
    """The final files of the corpus in ``out`` that a swap replaces: the manifest's, else those of a build's shape."""
    owned = owned_files(out)
    if owned is not None:
        return sorted(f for f in owned if (out / f).is_file() and not (out / f).is_symlink())
    data = out / "data"
    found = [name for name in FILES if (out / name).is_file()]
    if data.is_dir():
        found += [f"data/{p.name}" for p in sorted(data.iterdir()) if p.is_file() and is_data_file(p.name)]
    return found


def staged_files(out: Path) -> list[str]:
    """The final files waiting in ``<out>/.staging`` (relative to where they go)."""
    stage = out / STAGING
    found = [name for name in FILES if (stage / name).is_file()]
    if (stage / "data").is_dir():
        found += [f"data/{p.name}" for p in sorted((stage / "data").iterdir()) if p.is_file()]
    return found


def _plan(out: Path) -> dict:
    """The moves of a swap of ``<out>/.staging`` in for the corpus in ``out`` (paths relative to ``out``)."""
    stage = out / STAGING
    moves_out = [[name, f"{PREVIOUS}/{name}"] for name in final_files(out)]
    moves_in = [[f"{STAGING}/data/{p.name}", f"data/{p.name}"] for p in sorted((stage / "data").iterdir())
                if p.is_file()] if (stage / "data").is_dir() else []
    moves_in += [[f"{STAGING}/{name}", name] for name in FILES if (stage / name).is_file()]
    return {"out": moves_out, "in": moves_in, "state": "moving"}


def _finish(out: Path, journal: dict) -> None:
    """Replay the journal's moves forward (each at most once), then drop ``.previous``, ``.staging``, the journal."""
    if journal.get("state") != "moved":
        started_in = any(not (out / src).exists() for src, _ in journal["in"])
        if not started_in:  # still moving the old corpus aside: a move is done once its target exists
            for src, dst in journal["out"]:
                if (out / src).exists() and not (out / dst).exists():
                    _rename(out / src, out / dst)
        for src, dst in journal["in"]:
            if (out / src).exists():
                _rename(out / src, out / dst)
        journal["state"] = "moved"
        _write_journal(out, journal)
    _remove_tree(out / PREVIOUS)
    _remove_tree(out / STAGING)
    (out / JOURNAL).unlink()
    _fsync_dir(out)


def _undo(out: Path, done: list[list[str]]) -> None:
    for src, dst in reversed(done):
        os.replace(out / dst, out / src)
    _remove_tree(out / PREVIOUS)
    (out / JOURNAL).unlink(missing_ok=True)


def _swap(out: Path) -> None:
    stage, prev = out / STAGING, out / PREVIOUS
    _remove_tree(prev)  # a leftover without a journal holds nothing of the corpus (see recover)
    (prev / "data").mkdir(parents=True)
    (out / "data").mkdir(exist_ok=True)
    journal = _plan(out)
    _write_journal(out, journal)
    done: list[list[str]] = []
    try:
        for src, dst in journal["out"] + journal["in"]:
            _rename(out / src, out / dst)
            done.append([src, dst])
    except OSError as err:
        try:
            _undo(out, done)
        except OSError:  # cannot undo either: the journal stays, the next command finishes the swap
            raise UserError(f"cannot swap the new corpus into {out}: {err.strerror or err}",
                            hint="fix the permissions, then run any privasis command on the folder to finish "
                            "the swap") from None
        _remove_tree(stage)
        raise UserError(f"cannot swap the new corpus into {out}: {err.strerror or err}; the previous corpus "
                        "was left as it was", hint="fix the permissions (is data/ read-only?) and rerun") from None
    journal["state"] = "moved"
    _write_journal(out, journal)
    _remove_tree(prev)
    _remove_tree(stage)
    (out / JOURNAL).unlink()
    _fsync_dir(out)


def _open_read_lock(folder: Path) -> int | None:
    try:
        fd = os.open(folder / READ_LOCK, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
        LOCK_FDS.add(fd)
        return fd
    except OSError as err:
        if err.errno == errno.ELOOP:
            raise UserError(f"{folder / READ_LOCK} is a symbolic link; privasis never follows links for its "
                            "own files", hint="remove the link; nothing was changed") from None
        if err.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return None  # a read-only corpus cannot be swapped under a reader either
        raise


@contextmanager
def _exclusive(folder: Path) -> Iterator[None]:
    fd = _open_read_lock(folder)
    if fd is None:
        yield
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print(f"waiting for the commands reading {folder} to finish before swapping the new corpus in",
                  file=sys.stderr, flush=True)
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        LOCK_FDS.discard(fd)
        os.close(fd)


def commit(out: str | os.PathLike) -> None:
    """Swap the files staged in ``<out>/.staging`` in for the previous corpus, journaled and under the read lock."""
    out = Path(out)
    with _exclusive(out):
        recover(out)
        _swap(out)


def recover(out: str | os.PathLike) -> bool:
    """Finish a swap a killed command left half done (from its journal); True when there was one."""
    out = Path(out)
    journal = _read_journal(out)
    if journal is None:
        return False
    _finish(out, journal)
    return True


@contextmanager
def reading(folder: str | os.PathLike) -> Iterator[Path]:
    """Hold ``folder``'s read lock shared while the block reads it; finish a half-done swap first.

    A folder that is not a build, or that this user cannot write (no lock file can be made), is read as is.
    """
    folder = Path(folder)
    if not (folder / ".privasis-build.json").is_file():
        yield folder
        return
    fd = _open_read_lock(folder)
    if fd is None:
        yield folder
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_SH)
        if (folder / JOURNAL).exists():  # a swap was killed half way: finish it before reading
            fcntl.flock(fd, fcntl.LOCK_EX)
            recover(folder)
            fcntl.flock(fd, fcntl.LOCK_SH)
        yield folder
    finally:
        LOCK_FDS.discard(fd)
        os.close(fd)


__all__ = ["JOURNAL", "READ_LOCK", "commit", "is_data_file", "reading", "recover"]
