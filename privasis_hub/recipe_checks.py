"""The recipes' arguments checked before torch, transformers or TRL is imported, so a refusal takes a second.

``recipes/sft.py`` and ``recipes/token_classification.py`` read their YAML (``--config``) and flags here
first: the config must be a readable YAML mapping, a local ``dataset_name`` must exist and hold the kind of
corpus the recipe trains on (and the task it was asked for), a local base model must exist, and
``output_dir`` goes through :func:`privasis_hub.guard.check_model_out` (never into the dataset, the base
model or a corpus folder; never over a folder of someone else's files). Anything this light reading cannot
decide (a Hub id, an abbreviated flag) is left to the full parser and the library, which check it again.
Standard library, PyYAML and :mod:`privasis_hub.guard` only.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError
from privasis_hub.paths import shown_path

TASKS = ("cleaner", "kavach")
#: the corpus kind (privasis_hub.guard.KINDS) each SFT task trains on
TASK_CORPUS = {"cleaner": "sanitization", "kavach": "kavach"}
_CORPUS_NAMES = {"privasis": "Privasis record", "sanitization": "Privasis-Sanitization", "kavach": "Kavach"}
_HUB_ID = re.compile(r"[A-Za-z0-9][\w.-]*(/[\w.-]+)?")


def task_mismatch(task: str, found: str, dataset: str) -> UserError:
    """The refusal of ``--task task`` on a corpus whose rows are for ``found``."""
    return UserError(f"--task {task}, but {dataset} holds {found} rows "
                     f"({'chat-message' if found == 'cleaner' else 'text'} prompts)",
                     hint=f"pass --task {found}, or train on a "
                     f"{'Kavach' if task == 'kavach' else 'Privasis-Sanitization'} corpus")


def read_recipe_args(argv: list[str], keys: Iterable[str]) -> dict[str, Any] | None:
    """``keys`` as the recipe's parser will see them (``--config`` YAML, then flags over it); None if unsure.

    Unsure means ``--help`` or a flag that abbreviates one of ``keys`` (argparse would expand it):
    the full parser decides those.
    """
    import yaml

    keys = set(keys)
    args = list(argv)
    if any(a in ("-h", "--help") for a in args):
        return None
    values: dict[str, Any] = {}
    if "--config" in args:  # exactly what TrlParser does: the token after --config is the file
        i = args.index("--config")
        if i + 1 >= len(args):
            raise UserError("--config needs a YAML file", hint="pass one of the YAML files under recipes/")
        path = args[i + 1]
        del args[i:i + 2]
        try:
            with open(path, encoding="utf-8") as fh:
                config = yaml.safe_load(fh)
        except FileNotFoundError:
            raise UserError(f"--config {path}: no such file", hint="pass one of the YAML files under recipes/") from None
        except (OSError, UnicodeDecodeError) as err:
            raise UserError(f"--config {path}: cannot read it ({getattr(err, 'strerror', None) or err})",
                            hint="pass one of the YAML files under recipes/") from None
        except yaml.YAMLError as err:
            where = getattr(err, "problem_mark", None)
            raise UserError(f"--config {path}: not valid YAML" + (f" (line {where.line + 1})" if where else "")
                            + f": {getattr(err, 'problem', None) or err}",
                            hint="fix the file; compare it with the YAML files under recipes/") from None
        if not isinstance(config, dict):
            raise UserError(f"--config {path}: must be a YAML mapping of `key: value` lines, "
                            f"not {type(config).__name__}", hint="compare it with the YAML files under recipes/")
        values.update({k: v for k, v in config.items() if k in keys})
    i = 0
    while i < len(args):
        token = args[i]
        i += 1
        if not token.startswith("--"):
            continue
        name, eq, value = token[2:].partition("=")
        name = name.replace("-", "_")
        if name not in keys:
            if name and any(k.startswith(name) for k in keys):
                return None  # an abbreviation argparse may expand: leave it to the full parser
            continue
        if not eq:
            if i >= len(args) or args[i].startswith("--"):
                continue  # the full parser names the missing value
            value = args[i]
            i += 1
        values[name] = value
    return {k: (None if values.get(k) is None else str(values[k])) for k in keys}


def _looks_local(name: str) -> bool:
    """Whether ``name`` can only be a local path (not a Hub id ``org/name`` or ``name``)."""
    return os.path.isabs(name) or name.startswith((".", "~")) or not _HUB_ID.fullmatch(name)


def check_corpus_input(name: str | None, option: str, wanted: str, split: str | None = None) -> str | None:
    """Refuse a missing local dataset or a missing split; the corpus kind of a privasis folder, else None."""
    from privasis_hub.guard import build_kind

    if not name:
        return None  # perhaps a misspelled key: the full parser names it, or the library says none was given
    path = Path(name).expanduser()
    if not path.exists():
        if _looks_local(name):
            raise UserError(f"{option} {name}: no such folder",
                            hint=f"build one with `privasis build {wanted}` or pass a Hub dataset id")
        return None  # perhaps a Hub id: load_dataset decides
    if not path.is_dir():
        raise UserError(f"{option} {name} is a file, not a corpus folder",
                        hint=f"pass a folder written by `privasis build {wanted}`")
    kind = build_kind(path)
    if kind is None:
        return None  # a folder of data files privasis did not build: load_dataset decides
    if split is not None and (path / "data").is_dir():
        splits = sorted({p.name.rsplit("-", 3)[0] for p in (path / "data").glob("*-of-*.parquet")})
        if splits and split not in splits:
            raise UserError(f"dataset {name!r} has no {split!r} split (it has {', '.join(splits)})",
                            hint="set dataset_train_split, or rebuild with that split")
    return kind


def _split(args: dict[str, Any]) -> str:
    return "train" if args["dataset_train_split"] is None else args["dataset_train_split"]


def _wrong_corpus(name: str, kind: str, wanted: Iterable[str], columns: str) -> UserError:
    names = " or ".join(_CORPUS_NAMES[w] for w in wanted)
    return UserError(f"dataset_name {name} is a {_CORPUS_NAMES[kind]} corpus; this recipe trains on {columns} "
                     f"rows of a {names} corpus", hint=f"pass a `privasis build {next(iter(wanted))}` folder")


def _check_out_and_model(out: str | None, dataset: str | None, model: str | None) -> None:
    """``output_dir`` apart from the local dataset and base model (privasis_hub.guard); a local base model exists."""
    from privasis_hub.guard import check_model_out

    inputs = [p for p in (dataset, model) if p and Path(p).expanduser().is_dir()]
    if out:
        check_model_out(out, [Path(p).expanduser() for p in inputs], option="output_dir")
    if model and model not in inputs and (Path(model).expanduser().exists() or _looks_local(model)):
        raise UserError(f"model_name_or_path {model}: no such model folder",
                        hint="pass a model folder (recipes/make_tiny_model.py builds a tiny one) or a Hub model id")


def check_sft_args(argv: list[str]) -> None:
    """``recipes/sft.py``: the config, the dataset and its task, the base model and ``output_dir``."""
    args = read_recipe_args(argv, ("dataset_name", "dataset_train_split", "task", "model_name_or_path",
                                   "output_dir"))
    if args is None:
        return
    name = args["dataset_name"]
    kind = check_corpus_input(name, "dataset_name", "kavach", _split(args))
    if kind == "privasis":
        raise _wrong_corpus(name, kind, ("sanitization", "kavach"), "prompt/completion")
    task = args["task"]
    if kind is not None and task in TASKS and TASK_CORPUS[task] != kind:
        raise task_mismatch(task, "cleaner" if kind == "sanitization" else "kavach", shown_path(name))
    _check_out_and_model(args["output_dir"], name, args["model_name_or_path"])


def check_tagger_args(argv: list[str]) -> None:
    """``recipes/token_classification.py``: the config, a Kavach dataset, the encoder and ``output_dir``."""
    args = read_recipe_args(argv, ("dataset_name", "dataset_train_split", "model_name_or_path", "output_dir"))
    if args is None:
        return
    name = args["dataset_name"]
    kind = check_corpus_input(name, "dataset_name", "kavach", _split(args))
    if kind not in (None, "kavach"):
        raise _wrong_corpus(name, kind, ("kavach",), "text + entities")
    _check_out_and_model(args["output_dir"], name, args["model_name_or_path"])


def parse_recipe(parser: Any, script: str) -> tuple:
    """``parser.parse_args_and_config()`` (a TrlParser), a missing config or an unknown or mistyped key as a UserError."""
    try:
        return parser.parse_args_and_config()
    except FileNotFoundError as err:
        raise UserError(f"--config {err.filename or err}: no such file",
                        hint="pass one of the YAML files under recipes/") from None
    except (ValueError, TypeError) as err:  # unknown keys, values of the wrong type
        raise UserError(f"the config or flags: {str(err).splitlines()[0]}",
                        hint=f"check the key names against `python {script} --help`") from None


def run_recipe(run: Callable[[], None]) -> int:
    """Run a recipe; a :class:`UserError` becomes ``error: ...`` (one or two lines) on stderr and exit code 2."""
    try:
        run()
    except UserError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    return 0
