"""``privasis export gguf``: GGUF files, each scored, a ``gguf_ladder.json`` and a model card with the ladder.

The output folder is new, empty, or one this command wrote before (its ``.privasis-gguf.json`` lists the
files it owns); only those files are replaced, nothing else in the folder is touched, and nothing is
written next to or inside the model folder.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError

MARKER = ".privasis-gguf.json"


def _check_out(out: Path, model_dir: Path, dataset: str | Path | None = None) -> list[str]:
    """Refuse an ``out`` that overlaps the model or a local dataset, or holds foreign files; the files a previous
    export owned."""
    from privasis_hub.guard import check_paths

    check_paths(out, [model_dir] + ([Path(dataset)] if dataset is not None and Path(dataset).is_dir() else []))
    if not out.exists():
        return []
    if out.is_symlink():
        raise UserError(f"--out {out} is a symbolic link", hint="pass a real folder")
    owned: list[str] = []
    marker = out / MARKER
    if marker.is_file() and not marker.is_symlink():
        try:
            owned = list(json.loads(marker.read_text(encoding="utf-8"))["files"])
        except (ValueError, KeyError, TypeError):
            raise UserError(f"{marker}: damaged export marker", hint="write to a new folder") from None
    foreign = sorted(p.name for p in out.iterdir() if p.name not in owned and p.name != MARKER)
    if foreign:
        shown = ", ".join(foreign[:3]) + (f" and {len(foreign) - 3} more" if len(foreign) > 3 else "")
        raise UserError(f"--out {out} holds files this command did not write ({shown}); nothing was changed",
                        hint="write to a new or empty folder")
    return owned


def _card(task: str, model_dir: Path, out: Path, ladder_path: Path, dataset: str | None) -> Path:
    from privasis_hub.model_card import model_card_from_folder

    card_task = "kavach" if task == "kavach" else "cleaner"
    try:
        _, path = model_card_from_folder(card_task, model_dir, out=out, gguf_ladder_file=ladder_path)
    except UserError:  # a model folder without its training config (e.g. a tiny base model)
        _, path = model_card_from_folder(card_task, model_dir, out=out, gguf_ladder_file=ladder_path,
                                         base_model=model_dir.name, dataset=dataset or "unknown")
    return path


def export_gguf(model: str | Path, out: str | Path, quants: list[str], *, task: str | None = None,
                dataset: str | Path | None = None, split: str = "test", limit: int | None = None,
                threshold: float = 0.05, converter: str | Path | None = None, card: bool = True,
                progress: bool = True) -> dict[str, Any]:
    """Convert ``model`` to each of ``quants`` in ``out``; with ``dataset``, score each file and write the ladder.

    Returns ``{"files": {quant: path}, "ladder": dict | None, "card": path | None}``.
    """
    from privasis_hub.ondevice.convert import check_architecture, check_quants, export_files, find_converter
    from privasis_hub.ondevice.ladder import build_ladder, write_ladder

    model_dir = Path(model)
    if not model_dir.is_dir():
        raise UserError(f"MODEL {model}: no such model folder", hint="pass a folder written by save_pretrained")
    check_architecture(model_dir)
    quants = check_quants(quants)
    if dataset is not None and task not in ("kavach", "cleaner"):
        raise UserError("--task must be kavach or cleaner to score the files on --dataset")
    out = Path(out)
    owned = _check_out(out, model_dir, dataset)
    find_converter(converter)  # fail before any work
    out.mkdir(parents=True, exist_ok=True)
    work = out / ".gguf-work"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    try:
        files = export_files(model_dir, work, quants, converter=converter)
        ladder = None
        if dataset is not None:
            ladder = build_ladder(model_dir, files, task, dataset, split, limit=limit, threshold=threshold,
                                  progress=progress)
            write_ladder(ladder, work)
        written = [p.name for p in files.values()] + (["gguf_ladder.json"] if ladder else [])
        card_path = None
        if card and ladder:
            _card(task, model_dir, work, work / "gguf_ladder.json", str(dataset))
            written.append("README.md")
        # swap in: the marker lists every file first, so a kill midway leaves only owned files
        all_owned = sorted(set(owned) | set(written))
        tmp_marker = out / (MARKER + ".tmp")
        tmp_marker.write_text(json.dumps({"written_by": "privasis export gguf", "files": all_owned}, indent=1) + "\n")
        os.replace(tmp_marker, out / MARKER)
        for name in written:
            os.replace(work / name, out / name)
        for name in sorted(set(owned) - set(written)):  # a previous export's files this one did not rewrite
            (out / name).unlink(missing_ok=True)
        if set(owned) - set(written):
            tmp_marker.write_text(json.dumps({"written_by": "privasis export gguf", "files": sorted(written)},
                                             indent=1) + "\n")
            os.replace(tmp_marker, out / MARKER)
        final = {q: out / p.name for q, p in files.items()}
        card_path = out / "README.md" if "README.md" in written else None
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return {"files": final, "ladder": ladder, "card": card_path}
