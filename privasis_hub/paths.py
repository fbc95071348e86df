"""No absolute path in anything a push uploads: local paths are kept as their last component."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def shown_path(path: str | os.PathLike) -> str:
    """``path`` as it may appear in a card, report or config: a relative path as given, an absolute one as its name."""
    text = str(path)
    return Path(text).name if os.path.isabs(text) else text


def without_absolute_paths(value: Any) -> Any:
    """``value`` (nested dicts, lists, strings) with every absolute-path string replaced by its last component."""
    if isinstance(value, dict):
        return {k: without_absolute_paths(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [without_absolute_paths(v) for v in value]
    if isinstance(value, str) and os.path.isabs(value) and "\n" not in value and len(value) < 4096:
        return shown_path(value)
    return value


__all__ = ["shown_path", "without_absolute_paths"]
