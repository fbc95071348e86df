"""Optional dependencies: import one, or say in one line which extra installs it.

The base install (``pip install -e .``) builds and scores corpora; training, local models, the
baselines, distributed builds and OCR need an extra (``pyproject.toml``'s
``[project.optional-dependencies]``). Every place that imports one of those packages goes through
:func:`require`, so a missing package is a :class:`MissingExtra` (a :class:`~privasis_hub.errors.UserError`:
one line, exit code 2 on the CLI), never a traceback from deep inside a library.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType

from privasis_hub.errors import UserError

#: top-level module -> the extra that installs it
EXTRAS: dict[str, str] = {
    "torch": "train", "transformers": "train", "trl": "train", "peft": "train", "accelerate": "train",
    "llguidance": "local",
    "presidio_analyzer": "baselines", "presidio_anonymizer": "presidio", "spacy": "baselines", "gliner": "baselines",
    "datatrove": "scale", "orjson": "scale",
    "pytesseract": "ocr", "PIL": "ocr",
    "llama_cpp": "gguf", "gguf": "gguf", "sentencepiece": "gguf",
}


class MissingExtra(UserError, ImportError):
    """An optional package is not installed; the message names the extra (or package) that installs it."""


def install_hint(module: str, extra: str | None = None) -> str:
    """``needs the [train] extra: pip install -e '.[train]'`` for ``module`` (or a plain ``pip install``)."""
    top = module.split(".")[0]
    extra = extra or EXTRAS.get(top)
    if extra is None:
        return f"needs {top}: pip install {top.replace('_', '-')}"
    return f"needs the [{extra}] extra: pip install -e '.[{extra}]'"


def require(module: str, *, what: str = "this", extra: str | None = None) -> ModuleType:
    """Import ``module``; if it (or its top-level package) is not installed, raise :class:`MissingExtra`.

    ``what`` names the command or feature in the message (``privasis run``); ``extra`` overrides
    the extra looked up in :data:`EXTRAS`. A package that is installed but fails to import for
    another reason keeps its own error.
    """
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as err:
        missing = (err.name or "").split(".")[0]
        if missing != module.split(".")[0]:
            raise
        raise MissingExtra(f"{what} {install_hint(module, extra)} ({missing} is not installed)") from None


@contextmanager
def exit_if_missing(what: str) -> Iterator[None]:
    """For scripts (recipes, benchmarks): wrap their imports; a missing optional package prints the
    one-line :func:`install_hint` on stderr and exits with code 2 instead of a traceback."""
    try:
        yield
    except ModuleNotFoundError as err:
        top = (err.name or "").split(".")[0]
        if top not in EXTRAS:
            raise
        print(f"error: {what} {install_hint(top)} ({top} is not installed)", file=sys.stderr)
        raise SystemExit(2) from None
    except MissingExtra as err:
        print(f"error: {err}", file=sys.stderr)
        raise SystemExit(2) from None
