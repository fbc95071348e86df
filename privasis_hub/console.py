"""What a user sees on stderr: one line per warning, and no third-party noise that says nothing to them.

:func:`configure` is called by the ``privasis`` CLI and the recipes before any work starts:

- log records print as ``warning: <message>`` (one line; ``--debug`` adds privasis-hub's INFO);
- any other Python warning that still reaches the user prints as ``warning: <message>`` too, without
  the source line ``warnings.warn`` would show;
- warnings from libraries that are about their internals, not the user's command (listed in
  :data:`NOISE`), are dropped.
"""

from __future__ import annotations

import logging
import sys
import warnings

#: (message regex, category, module regex) of third-party warnings that say nothing to a user of privasis
NOISE: tuple[tuple[str, type[Warning], str], ...] = (
    (r".*gradient_checkpointing.*", FutureWarning, r"transformers(\.|$)"),
    (r".*use_reentrant.*", UserWarning, r"torch(\.|$)"),
    (r".*torch_dtype.* is deprecated.*", UserWarning, ""),
    (r".*`resume_download` is deprecated.*", FutureWarning, r"huggingface_hub(\.|$)"),
)


class _OneLine(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return f"{record.levelname.lower()}: {record.getMessage()}"


class _Stderr(logging.StreamHandler):
    """A handler writing to whatever ``sys.stderr`` is at the time (pytest and notebooks swap it)."""

    @property
    def stream(self):  # noqa: D102
        return sys.stderr

    @stream.setter
    def stream(self, value) -> None:
        pass


def _show(message, category, filename, lineno, file=None, line=None) -> None:  # warnings.showwarning signature
    print(f"warning: {message}", file=file or sys.stderr)


def filter_noise(one_line: bool = True) -> None:
    """Drop the third-party warnings in :data:`NOISE`; with ``one_line``, print any other warning as ``warning: ...``."""
    for message, category, module in NOISE:
        warnings.filterwarnings("ignore", message=message, category=category, module=module)
    if one_line:
        warnings.showwarning = _show


def configure(debug: bool = False) -> None:
    """One-line ``warning: ...`` messages for privasis-hub's loggers and Python warnings; third-party noise filtered.

    The handler sits on the root logger (WARNING and up), so a library that would call
    ``logging.basicConfig()`` on its first message (absl, via rouge-score) finds it configured and
    nothing prints twice."""
    root = logging.getLogger()
    if not any(isinstance(h, _Stderr) for h in root.handlers):
        handler = _Stderr()
        handler.setFormatter(_OneLine())
        root.addHandler(handler)
    logging.getLogger("privasis_hub").setLevel(logging.INFO if debug else logging.WARNING)
    filter_noise(one_line=not debug)
