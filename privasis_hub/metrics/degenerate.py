"""Degenerate sanitizer outputs: empty, or most of the record removed.

A sanitizer that deletes everything leaks nothing, so leak rates alone would call it perfect.
:func:`degenerate_stats` counts such outputs; ``privasis run cleaner``, ``privasis eval leak``, the
``privasis_leak`` metric and the model card report the share as ``degenerate_rate`` beside the
leak scores, and the CLI warns in one line when any row is degenerate.
"""

from __future__ import annotations

from collections.abc import Sequence

#: an output keeping fewer than this share of the original's letters and digits is degenerate
MIN_KEPT = 0.5


def _alnum(text: str) -> int:
    return sum(ch.isalnum() for ch in text or "")


def is_degenerate(original: str, prediction: str, min_kept: float = MIN_KEPT) -> bool:
    """Whether ``prediction`` is empty (no letter or digit) or keeps under ``min_kept`` of ``original``'s letters and digits."""
    kept = _alnum(prediction)
    return kept == 0 or kept < min_kept * _alnum(original)


def degenerate_stats(originals: Sequence[str], predictions: Sequence[str]) -> dict[str, float | int]:
    """``{"num_degenerate": n, "degenerate_rate": n / rows}`` over paired originals and predictions."""
    n = sum(is_degenerate(o, p) for o, p in zip(originals, predictions, strict=True))
    return {"num_degenerate": n, "degenerate_rate": n / len(predictions) if predictions else 0.0}


def degenerate_warning(num_degenerate: int, rows: int) -> str | None:
    """The one-line warning for ``num_degenerate`` degenerate outputs of ``rows`` (None when there are none)."""
    if not num_degenerate:
        return None
    return (f"{num_degenerate} of {rows} outputs are empty or removed over {1 - MIN_KEPT:.0%} of the record "
            f"(degenerate_rate {num_degenerate / rows:.3f}): low leak rates on them say nothing about privacy; "
            "read retention_success beside them")
