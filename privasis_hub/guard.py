"""Never lose a user's data: guarded output folders, one build per folder, atomic swaps, input checks.

A command that writes a corpus folder goes through :func:`output_folder`:

* it writes only into an empty folder, a folder it creates, or a folder that holds a build of the
  same kind (recognised by the marker file ``.privasis-build.json`` it writes first);
* ``--out`` may never equal, contain or sit inside an input folder (``--from``, the folder being split);
* one build per folder at a time: ``.privasis.lock`` is held with ``flock`` (released by the kernel when
  its process dies, so a lock left by a killed run is stale and taken over) and names its owner
  (pid, host, since), which a second run prints;
* ``overwrite`` discards only what a build wrote (its ``.work`` shards); foreign files are never touched;
* the final files are written into ``<out>/.staging`` and then swapped in (:func:`commit`), so an
  interrupted rebuild or split leaves the previous corpus intact.

Everything here raises :class:`privasis_hub.errors.UserError` for mistakes the user can fix. This
module imports only the standard library, so the CLI can take the lock before loading anything heavy.
"""

from __future__ import annotations

import datetime as _dt
import errno
import fcntl
import json
import os
import shutil
import socket
import tempfile
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from privasis_hub import swap
from privasis_hub.errors import UserError

KINDS = ("privasis", "sanitization", "kavach")
KIND_NAMES = {"privasis": "Privasis build", "sanitization": "Privasis-Sanitization build",
              "kavach": "Kavach build"}
MARKER = ".privasis-build.json"
LOCK = ".privasis.lock"
WORK = ".work"
STAGING = swap.STAGING
PREVIOUS = swap.PREVIOUS
#: The final files of a corpus folder, swapped in together by :func:`commit`.
FINAL = ("data", "README.md", "build_report.json", "errors.jsonl")
_BOOKKEEPING = (MARKER, MARKER + ".tmp", LOCK, WORK, STAGING, PREVIOUS, swap.JOURNAL, swap.JOURNAL + ".tmp",
                swap.READ_LOCK)
_HELD: set[Path] = set()  # folders this process holds the lock of


_is_data_file = swap.is_data_file


def build_kind(folder: str | os.PathLike) -> str | None:
    """The corpus kind of a build folder (from its marker, or the build report of an older build), else None."""
    folder = Path(folder)
    for name, key in ((MARKER, "kind"), ("build_report.json", "corpus")):
        try:
            kind = json.loads((folder / name).read_text()).get(key)
        except (OSError, ValueError, AttributeError):
            continue
        if kind in KINDS:
            return kind
    return None


def foreign_entries(folder: Path) -> list[str]:
    """Entries of ``folder`` that no build wrote (relative names, sorted)."""
    out = []
    owned = set(swap.final_files(folder))  # the manifest's files, or those of a build's shape without one
    for entry in sorted(folder.iterdir()):
        if entry.name in _BOOKKEEPING or entry.name in owned:
            continue
        if entry.name == "data" and entry.is_dir():
            out += [f"data/{p.name}" for p in sorted(entry.iterdir()) if f"data/{p.name}" not in owned]
            continue
        out.append(entry.name + ("/" if entry.is_dir() else ""))
    return out


def check_paths(out: str | os.PathLike, sources: Iterable[str | os.PathLike] = (), option: str = "--out") -> Path:
    """Refuse an ``out`` that is an existing file or overlaps an input folder; returns ``out`` as a Path."""
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise UserError(f"{option} {out} is an existing file, not a folder", hint="choose a new or empty folder")
    resolved = out.resolve()
    for src in sources:
        s = Path(src).resolve()
        if resolved == s:
            raise UserError(f"{option} {out} is the input folder itself; the input would be destroyed",
                            hint="write to a new folder")
        if resolved in s.parents:
            raise UserError(f"{option} {out} contains the input folder {src}", hint="write to a folder beside it")
        if s in resolved.parents:
            raise UserError(f"{option} {out} is inside the input folder {src}", hint="write to a folder beside it")
    for parent in resolved.parents:
        if (parent / MARKER).is_file():
            raise UserError(f"{option} {out} is inside the corpus folder {parent}", hint="write to a folder beside it")
    return out


def check_file_out(out: str | os.PathLike, inputs: Iterable[str | os.PathLike] = (), option: str = "--out") -> Path:
    """Refuse an output file that is a folder, sits under a file or in a corpus folder, or is (inside) an input."""
    path = Path(out)
    if path.is_dir():
        raise UserError(f"{option} {out} is a folder, not a file", hint=f"pass a file path, e.g. {path / 'out.jsonl'}")
    resolved = path.resolve()
    for src in inputs:
        s = Path(src).resolve()
        if resolved == s or s in resolved.parents:
            raise UserError(f"{option} {out} would overwrite the input {src}; nothing was changed",
                            hint="write the output elsewhere")
    for parent in resolved.parents:
        if (parent / MARKER).is_file():
            raise UserError(f"{option} {out} is inside the corpus folder {parent}; nothing was changed",
                            hint="write the output beside the corpus, not into it")
    existing = next(p for p in (resolved, *resolved.parents) if p.exists() or p.is_symlink())
    if existing != resolved and not existing.is_dir():
        raise UserError(f"{option} {out}: {existing} is a file, not a folder", hint="choose another path")
    folder = existing if existing != resolved else resolved.parent
    if not os.access(folder, os.W_OK) or not _can_create_in(folder):  # (root passes os.access on a read-only mount)
        raise UserError(f"{option} {out}: cannot write there (permission denied)",
                        hint="choose a folder you can write to")
    return path


def _can_create_in(folder: Path) -> bool:
    """Whether a file can be created in ``folder`` (tried with an empty probe file, removed at once)."""
    probe = folder / f".privasis-probe-{os.getpid()}"
    try:
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600))
    except OSError:
        return False
    probe.unlink(missing_ok=True)
    return True


def check_card_out(out: str | os.PathLike, option: str = "--out") -> Path:
    """Refuse a model card folder that is (inside) a corpus folder or holds a dataset card."""
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise UserError(f"{option} {out} is a file, not a folder", hint="pass the folder the README.md goes into")
    resolved = folder.resolve()
    for parent in (resolved, *resolved.parents):
        if (parent / MARKER).is_file() or (parent == resolved and build_kind(parent)):
            raise UserError(f"{option} {out} is {'' if parent == resolved else 'inside '}the corpus folder {parent}; "
                            "its dataset card would be replaced; nothing was changed",
                            hint="write the model card into the model folder or a new folder")
    try:
        head = (folder / "README.md").read_text(errors="replace")[:20000]
    except OSError:
        head = ""
    if head.startswith("---") and any(f"\n{key}:" in head.split("\n---", 1)[0] for key in ("configs", "dataset_info")):
        raise UserError(f"{option} {out}/README.md is a dataset card; it would be replaced; nothing was changed",
                        hint="write the model card into the model folder or a new folder")
    return folder


#: what a training run leaves in its output_dir; a folder holding one of these is a run's (it resumes)
TRAINING_FILES = ("training_config.json", "trainer_state.json", "config.json", "adapter_config.json",
                  "train_results.json", "all_results.json", "runs")


def check_model_out(out: str | os.PathLike, inputs: Iterable[str | os.PathLike] = (),
                    option: str = "output_dir") -> Path:
    """Refuse a training output folder that overlaps an input, is (inside) a corpus folder, sits under a file,
    or holds files that are not a training run's (the model, tokenizer and card would be written over them)."""
    folder = check_paths(out, inputs, option)
    resolved = folder.resolve()
    if (resolved / MARKER).exists() or build_kind(resolved) is not None:
        raise UserError(f"{option} {out} is a corpus folder; the model would be written among its files; "
                        "nothing was changed", hint="write the model to a new folder")
    existing = next(p for p in (resolved, *resolved.parents) if p.exists())
    if not existing.is_dir():
        raise UserError(f"{option} {out}: {existing} is a file, not a folder", hint="choose another path")
    if resolved.is_dir():
        entries = sorted(os.listdir(resolved))
        if entries and not any(e in TRAINING_FILES or e.startswith("checkpoint-") for e in entries):
            shown = ", ".join(entries[:3]) + (f" and {len(entries) - 3} more" if len(entries) > 3 else "")
            raise UserError(f"{option} {out} holds files that are not a training run's ({shown}); the model would be "
                            "written among them; nothing was changed", hint="train into a new or empty folder (one holding a run's "
                            "checkpoint-* folders resumes that run)")
    return folder


# --- the lock ---------------------------------------------------------------------------------


def _owner_text(owner: dict) -> str:
    return f"pid {owner.get('pid', '?')} on host {owner.get('host', '?')}, since {owner.get('since', '?')}"


class BuildLock:
    """One build per folder: an ``flock``-held lock file that names its owner (pid, host, since)."""

    def __init__(self, folder: str | os.PathLike):
        self.path = Path(folder) / LOCK
        self._fd: int | None = None
        self.stale_owner: dict | None = None  # the owner of a lock left behind by a process that is gone

    def _read(self, fd: int) -> dict:
        try:
            return json.loads(os.pread(fd, 4096, 0).decode() or "{}")
        except (ValueError, OSError):
            return {}

    def acquire(self) -> None:
        """Take the lock or raise UserError naming the process that holds it."""
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
        except OSError as err:
            if err.errno == errno.ELOOP:
                raise _a_link(self.path) from None
            raise
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            owner: dict = {}
            for _ in range(40):  # the owner writes its name right after taking the lock
                owner = self._read(fd)
                if owner:
                    break
                time.sleep(0.05)
            os.close(fd)
            raise UserError(
                f"{self.path.parent} is locked by another privasis run ({_owner_text(owner)})",
                hint="wait for it to finish, or write to another --out folder",
            ) from None
        except BaseException:
            os.close(fd)
            raise
        previous = self._read(fd)
        if previous:  # a lock file nobody holds: its process died (the kernel released the flock)
            self.stale_owner = previous
        owner = {"pid": os.getpid(), "host": socket.gethostname(),
                 "since": _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")}
        os.ftruncate(fd, 0)
        os.pwrite(fd, json.dumps(owner).encode(), 0)
        os.fsync(fd)
        self._fd = fd
        swap.LOCK_FDS.add(fd)  # closed in forked workers (privasis_hub.lifetime.die_with_parent)

    def release(self) -> None:
        """Release the lock (the file stays: removing it could let two runs lock different files)."""
        if self._fd is None:
            return
        try:
            os.ftruncate(self._fd, 0)
        finally:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            swap.LOCK_FDS.discard(self._fd)
            os.close(self._fd)
            self._fd = None


# --- staging and the atomic swap ----------------------------------------------------------------


def staging(out: str | os.PathLike) -> Path:
    """A fresh ``<out>/.staging`` folder for the final files of this run."""
    path = Path(out) / STAGING
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


def commit(out: str | os.PathLike) -> None:
    """Swap the files staged in ``<out>/.staging`` in for the previous corpus (journaled: :mod:`privasis_hub.swap`).

    The previous final files move to ``<out>/.previous``; a kill at any step is finished by the next command on
    the folder. Only the files in the marker's manifest (``files``) are replaced; foreign files (e.g. in ``data/``)
    stay, and a new file that would land on one is refused. The manifest lists the old and the new files while
    the swap runs, then the new ones.
    """
    out = Path(out)
    incoming = swap.staged_files(out)
    owned = set(swap.final_files(out))
    clash = [f for f in incoming if f not in owned and ((out / f).exists() or (out / f).is_symlink())]
    if clash:  # a file of the user's where the new corpus puts one of its own: never written over
        shown = ", ".join(clash[:3]) + (f" and {len(clash) - 3} more" if len(clash) > 3 else "")
        raise UserError(f"{out}: the new corpus would replace {shown}, which privasis did not write; "
                        "nothing was changed", hint="move those files out of the folder and rerun the same command, "
                        "or write the corpus to a new folder")
    _set_manifest(out, sorted(owned | set(incoming)))  # before the journal: a superset
    swap.commit(out)
    _set_manifest(out, sorted(incoming))


def _set_manifest(out: Path, files: list[str]) -> None:
    """Record in the marker exactly which final files privasis wrote in ``out``."""
    try:
        marker = json.loads((out / MARKER).read_text())
    except (OSError, ValueError):
        return  # no marker (a folder not guarded by output_folder): the build-shape fallback applies
    if isinstance(marker, dict):
        marker.pop("unfinished", None)
        _write_marker(out, {**marker, "files": files})


def recover(out: str | os.PathLike) -> None:
    """Finish a swap a killed command left half done, then drop an unfinished staging folder (writers only)."""
    out = Path(out)
    finish_swap(out)
    shutil.rmtree(out / STAGING, ignore_errors=True)
    prev = out / PREVIOUS
    if prev.is_dir():  # left by an older privasis without a journal: put back what the folder lacks
        for p in sorted(prev.rglob("*")):
            if p.is_file() and not (out / p.relative_to(prev)).exists():
                (out / p.relative_to(prev)).parent.mkdir(parents=True, exist_ok=True)
                os.replace(p, out / p.relative_to(prev))
        shutil.rmtree(prev, ignore_errors=True)


def finish_swap(out: str | os.PathLike) -> None:
    """Finish a swap a killed command left half done, under the folder's exclusive read lock (any command)."""
    out = Path(out)
    if (out / swap.JOURNAL).exists() or (out / swap.JOURNAL).is_symlink():
        with swap._exclusive(out):
            swap.recover(out)


# --- the guarded output folder ------------------------------------------------------------------


def _cannot_write(path: Path, err: OSError) -> UserError:
    return UserError(f"cannot write to {path}: {err.strerror or err}",
                     hint="choose a folder you can write to (is it read-only?)")


def _a_link(path: Path) -> UserError:
    return UserError(f"{path} is a symbolic link; privasis never follows links for its own files; nothing was "
                     "changed", hint="remove the link (or write to another folder)")


def refuse_links(out: Path) -> None:
    """Refuse ``out`` when one of the files or folders a build writes in it is a symbolic link."""
    for name in (LOCK, MARKER, MARKER + ".tmp", WORK, STAGING, PREVIOUS, swap.JOURNAL, swap.JOURNAL + ".tmp",
                 swap.READ_LOCK, *FINAL):
        if (out / name).is_symlink():
            raise _a_link(out / name)


def _check_contents(out: Path, kind: str, overwrite: bool) -> None:
    existing = build_kind(out)
    # Without a build of ours, a README.md, build_report.json or data/*.parquet is the user's, not ours.
    foreign = foreign_entries(out) if existing is not None else sorted(
        e.name + ("/" if e.is_dir() else "") for e in out.iterdir() if e.name not in (LOCK, MARKER))
    if existing is None and foreign:
        shown = ", ".join(foreign[:3]) + (f" and {len(foreign) - 3} more" if len(foreign) > 3 else "")
        raise UserError(
            f"{out} is not empty and holds no privasis build ({shown}); nothing was changed",
            hint="write to a new or empty folder (--overwrite removes only a build's own files, never these)",
        )
    if existing is not None and existing != kind and not overwrite:
        raise UserError(f"{out} holds a {KIND_NAMES[existing]}, not a {KIND_NAMES[kind]}",
                        hint="write to another folder, or pass --overwrite to replace that build")


def refuse_a_corpus(out: str | os.PathLike, overwrite: bool) -> None:
    """Refuse an ``out`` that already holds a corpus unless ``overwrite`` (unless this process guards it already)."""
    if not overwrite and Path(out).resolve() not in _HELD and build_kind(out) is not None:
        raise UserError(f"--out {out} already holds a corpus; nothing was changed",
                        hint="pass --overwrite to replace it (only files a build wrote), or choose a new folder")


def resumable(out: str | os.PathLike) -> bool:
    """Whether ``out/.work`` holds a finished work shard, which a rerun of the same command resumes from."""
    work = Path(out) / WORK
    return work.is_dir() and not work.is_symlink() and any(work.rglob("shard-*.json"))


def _after_failure(out: Path, annotate: bool) -> None:
    """After a failed command: drop a ``.work`` with nothing to resume, or say in a new marker how to resume it."""
    if not resumable(out):
        shutil.rmtree(out / WORK, ignore_errors=True)
        return
    if not annotate:  # the marker was there before this command: a failed command leaves it byte-identical
        return
    try:
        marker = json.loads((out / MARKER).read_text())
        marker["unfinished"] = (f"{WORK} holds the finished shards of a build that stopped; rerun the same command "
                                "to resume it, or pass --overwrite to discard them")
        _write_marker(out, marker)
    except (OSError, ValueError, AttributeError):
        pass  # the marker is advice only; the work shards are what resumes


def _write_marker(out: Path, marker: dict) -> None:
    tmp = out / (MARKER + ".tmp")
    with os.fdopen(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644), "w") as fh:
        fh.write(json.dumps(marker, indent=1) + "\n")
    os.replace(tmp, out / MARKER)


@contextmanager
def output_folder(out: str | os.PathLike, kind: str, *, sources: Iterable[str | os.PathLike] = (),
                  overwrite: bool = False) -> Iterator[Path]:
    """Check, lock and mark ``out`` for a ``kind`` build for the duration of the block.

    ``overwrite`` discards an unfinished build's work shards (they may hold another configuration);
    the previous corpus is still replaced only by :func:`commit`, once the new one is complete.
    """
    if kind not in KINDS:
        raise ValueError(f"unknown corpus kind {kind!r}")
    out = check_paths(out, sources)
    key = out.resolve()
    if key in _HELD:  # this process already guards the folder (the CLI locks before loading the pipeline)
        yield out
        return
    created = not out.exists()
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise _cannot_write(out, err) from None
    refuse_links(out)
    lock = BuildLock(out)
    had_lock_file, had_marker = lock.path.exists(), (out / MARKER).exists()
    try:
        lock.acquire()
    except OSError as err:
        if created:
            shutil.rmtree(out, ignore_errors=True)
        raise _cannot_write(out, err) from None
    try:
        finish_swap(out)  # a swap a killed command left half done is finished first, whatever follows
        try:
            _check_contents(out, kind, overwrite)
        except UserError:
            if not had_lock_file:
                lock.path.unlink(missing_ok=True)  # leave a foreign folder exactly as it was
            raise
        recover(out)
        if overwrite:
            shutil.rmtree(out / WORK, ignore_errors=True)
        marker = {"kind": kind, "written_by": "privasis-hub",
                  "note": "privasis-hub writes only data/*-of-*.parquet, README.md, build_report.json, "
                  "errors.jsonl and dot-files here, and removes nothing else; 'files' lists the ones it wrote"}
        owned = swap.owned_files(out)
        if owned is not None:
            marker["files"] = owned
        try:
            unfinished = json.loads((out / MARKER).read_text()).get("unfinished")
        except (OSError, ValueError, AttributeError):
            unfinished = None
        if unfinished:  # until a run finishes the build (commit drops it)
            marker["unfinished"] = unfinished
        _write_marker(out, marker)
        _HELD.add(key)
        yield out
    except BaseException as err:
        if not (out / swap.JOURNAL).exists():  # a failed build's half-written final files are of no use
            shutil.rmtree(out / STAGING, ignore_errors=True)
        _after_failure(out, annotate=not had_marker)
        if isinstance(err, OSError) and err.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise _cannot_write(out, err) from None
        raise
    finally:
        _HELD.discard(key)
        lock.release()
        if set(os.listdir(out)) <= {LOCK, MARKER}:  # nothing was built: leave the folder as it was
            if not had_marker:
                (out / MARKER).unlink(missing_ok=True)
            if not had_lock_file:
                lock.path.unlink(missing_ok=True)
            if created and not os.listdir(out):
                out.rmdir()


@contextmanager
def build_folder(out: str | os.PathLike | None, kind: str, *, sources: Iterable[str | os.PathLike] = (),
                 overwrite: bool = False) -> Iterator[Path]:
    """:func:`output_folder` for ``out``; with ``out=None``, a temporary folder removed when the block ends."""
    if out is None:
        tmp = Path(tempfile.mkdtemp(prefix=f"privasis-{kind}-"))
        try:
            yield tmp
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        return
    with output_folder(out, kind, sources=sources, overwrite=overwrite) as path:
        yield path


# --- inputs -------------------------------------------------------------------------------------


def _columns_kind(columns: set[str]) -> str | None:
    if "sanitized" in columns:
        return "sanitization"
    if "entities" in columns:
        return "kavach"
    if "attributes" in columns and "profile" in columns:
        return "privasis"
    return None


reading = swap.reading


def reads(param: str):
    """Decorate a library function so it holds the read lock of its corpus argument ``param`` while it runs.

    Python API callers get what the CLI gets: a rebuild of that folder waits to swap until the call is done.
    """
    import functools
    import inspect

    def decorate(func):
        signature = inspect.signature(func)

        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            folder = signature.bind(*args, **kwargs).arguments.get(param)
            if folder is None or not Path(folder).is_dir():
                return func(*args, **kwargs)  # the function names the missing folder itself
            with reading(folder):
                return func(*args, **kwargs)
        return wrapper
    return decorate


def check_corpus(folder: str | os.PathLike, kinds: Iterable[str] = KINDS, option: str = "folder") -> str:
    """Check that ``folder`` is an exported build of one of ``kinds`` with readable parquet files; returns its kind.

    Every ``data/*.parquet`` footer is read (a truncated or corrupt file is named), and the row count of each
    split is compared with the build report's.
    """
    import pyarrow.parquet as pq

    kinds = tuple(kinds)
    wanted = " or ".join(KIND_NAMES[k] for k in kinds)
    folder = Path(folder)
    if not folder.is_dir():
        raise UserError(f"{option} {folder}: no such folder", hint=f"pass a {wanted} folder")
    if (folder / MARKER).is_file():
        finish_swap(folder)  # a swap a killed command left half done (never the case under reading())
    files = sorted((folder / "data").glob("*.parquet"))
    if not files:
        raise UserError(f"{option} {folder}: no data/*.parquet files, so it is not an exported corpus",
                        hint=f"pass a {wanted} folder")
    rows: dict[str, int] = {}
    columns: set[str] = set()
    layouts: dict[Path, list[tuple[str, str]]] = {}
    for path in files:
        try:
            meta = pq.ParquetFile(path).metadata
            schema = pq.read_schema(path)
        except Exception as err:  # pyarrow raises ArrowInvalid / OSError for corrupt footers
            raise UserError(f"{path}: not a readable parquet file ({str(err).splitlines()[0]})",
                            hint="the file is corrupt or truncated: rebuild or re-download the corpus") from None
        rows[path.name.split("-")[0]] = rows.get(path.name.split("-")[0], 0) + meta.num_rows
        columns |= set(schema.names)
        layouts[path] = [(f.name, str(f.type)) for f in schema]
    owned = set(swap.owned_files(folder) or ())
    _check_layouts(folder, files, layouts, owned)
    kind = build_kind(folder) or _columns_kind(columns)
    if kind not in kinds:
        what = KIND_NAMES.get(kind or "", "not a privasis corpus")
        raise UserError(f"{option} {folder} is {'a ' if kind else ''}{what}, not a {wanted}",
                        hint=f"pass a {wanted} folder")
    try:
        report = json.loads((folder / "build_report.json").read_text())
    except (OSError, ValueError):
        report = {}
    expected = report.get("splits") if isinstance(report, dict) else None
    if isinstance(expected, dict):
        for split, n in expected.items():
            if rows.get(split, 0) != n:
                foreign = [p.name for p in files if owned and f"data/{p.name}" not in owned]
                raise UserError(f"{folder}/data: split {split!r} has {rows.get(split, 0)} rows but "
                                f"build_report.json says {n}" + (f" ({', '.join(foreign[:3])}: not written by "
                                                                 "privasis)" if foreign else ""),
                                hint="move files privasis did not write out of data/" if foreign else
                                "the folder is incomplete: rebuild it")
    return kind


def _check_layouts(folder: Path, files: list[Path], layouts: dict[Path, list[tuple[str, str]]],
                   owned: set[str]) -> None:
    """Refuse a data file whose columns differ from the corpus's (e.g. a user's table dropped into ``data/``)."""
    reference = next((p for p in files if f"data/{p.name}" in owned), files[0])
    for path in files:
        if layouts[path] != layouts[reference]:
            theirs = ", ".join(name for name, _ in layouts[path][:4]) or "no columns"
            raise UserError(f"{path}: its columns ({theirs}) are not those of {reference.name}; "
                            "load_dataset cannot read the folder as one corpus",
                            hint="only files of this corpus belong in its data/ folder: move it out, or rebuild")


__all__ = ["BuildLock", "build_folder", "build_kind", "check_corpus", "check_paths", "commit", "output_folder", "reading",
           "reads", "recover", "staging"]
