"""Filters applied to a finished record; each rejection has a named reason for the build report."""

from __future__ import annotations

from collections import Counter

from privasis_hub.diversity import _cached_tokens, mattr
from privasis_hub.schema import PrivasisRecord

MIN_WORDS = 64
MIN_AGE = 18


def rejection_reason(record: PrivasisRecord, min_words: int = MIN_WORDS) -> str | None:
    """Why ``record`` must be rejected (``too_short``, ``underage``, ``degenerate``), or None."""
    if record.word_count < min_words:
        return "too_short"
    if record.profile.age < MIN_AGE:
        return "underage"
    if is_degenerate(record.text):
        return "degenerate"
    return None


def is_degenerate(text: str) -> bool:
    """True for text that loops or barely varies: low MATTR or one line repeated over a third of lines."""
    tokens = _cached_tokens(text)  # the tuple the judge and the embedder used; mattr() remembers its value
    if len(set(tokens)) < 20 or mattr(tokens) < 0.35:
        return True
    lines = [line for ln in text.splitlines() if len(line := ln.strip()) > 20]
    if len(lines) >= 6:
        _, top = Counter(lines).most_common(1)[0]
        if top > len(lines) / 3:
            return True
    return False
