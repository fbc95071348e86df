"""What a user sees on stderr: one line per warning, and no third-party noise that says nothing to them.

:func:`configure` is called by the ``privasis`` CLI and the recipes before any work starts:

- privasis-hub's own loggers print ``warning: <message>`` (one line; ``--debug`` adds INFO);
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


def _show(message, category, filename, lineno, file=None, line=None) -> None:  # warnings.showwarning signature
    print(f"warning: {message}", file=file or sys.stderr)


def filter_noise(one_line: bool = True) -> None:
    """Drop the third-party warnings in :data:`NOISE`; with ``one_line``, print any other warning as ``warning: ...``."""
    for message, category, module in NOISE:
        warnings.filterwarnings("ignore", message=message, category=category, module=module)
    if one_line:
        warnings.showwarning = _show


def configure(debug: bool = False) -> None:
    """One-line ``warning: ...`` messages for privasis-hub's loggers and Python warnings; third-party noise filtered."""
    logger = logging.getLogger("privasis_hub")
    if not any(isinstance(h.formatter, _OneLine) for h in logger.handlers):
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(_OneLine())
        logger.addHandler(handler)
    logger.setLevel(logging.INFO if debug else logging.WARNING)
    filter_noise(one_line=not debug)
