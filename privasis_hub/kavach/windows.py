"""Run a value-only extractor over a long document in overlapping word windows, and redact.

- :func:`windows` cuts a text into overlapping character ranges that never cut a word.
- :func:`extract` calls a user ``generate(window_text, **kwargs) -> str`` per window, parses
  the value-only JSON it returns (re-asking once on unparseable output), locates each window's
  values inside that window and merges the spans at document offsets.
- :func:`redact` replaces spans with ``[LABEL]``.

A *word* here is a maximal run of non-whitespace characters. Scripts written without spaces
(Chinese, Japanese, Thai, ...) therefore form long "words" (a whole clause or line); a window
never cuts one, so such a run longer than ``words`` simply becomes part of a larger window.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any

from privasis_hub.kavach.locate import Located, LocatedSpan, locate

__all__ = [
    "DEFAULT_RETRY_KWARGS",
    "ExtractError",
    "extract",
    "parse_values",
    "redact",
    "windows",
]

DEFAULT_RETRY_KWARGS: Mapping[str, Any] = MappingProxyType({"repetition_penalty": 1.1})

_WORD_RE = re.compile(r"\S+")


# ---------------------------------------------------------------------------------------------
# Windows
# ---------------------------------------------------------------------------------------------


def _nearest(cands: Iterable[int], target: int) -> int | None:
    best = None
    for j in cands:
        if (
            best is None
            or abs(j - target) < abs(best - target)
            or (abs(j - target) == abs(best - target) and j > best)
        ):
            best = j
    return best


def windows(
    text: str, words: int = 120, overlap: int = 25, *, snap: int | None = None
) -> list[tuple[int, int]]:
    """Character ranges ``(start, end)`` of overlapping windows of about ``words`` words.

    Guarantees: every word (maximal non-whitespace run) lies entirely inside at least one
    window; each window starts at the first character of a word and ends after the last
    character of a word; starts strictly increase, and consecutive windows overlap or hold
    adjacent words.

    Consecutive windows share ``overlap`` words, give or take the snapping: a window's end,
    and the next window's start, move to a line break when one lies within ``snap`` words of
    the nominal edge (default ``min(5, words // 10)``; 0 disables). The last window also
    absorbs a tail of at most ``snap`` words instead of leaving it to a tiny extra window.
    A text without words (empty or whitespace only) gives ``[]``.
    """
    if words < 1:
        raise ValueError(f"words must be >= 1, got {words}")
    if not 0 <= overlap < words:
        raise ValueError(f"overlap must be in [0, words), got overlap={overlap}, words={words}")
    if snap is None:
        snap = min(5, words // 10)
    if snap < 0:
        raise ValueError(f"snap must be >= 0, got {snap}")

    starts: list[int] = []
    ends: list[int] = []
    for m in _WORD_RE.finditer(text):
        starts.append(m.start())
        ends.append(m.end())
    n = len(starts)
    if n == 0:
        return []

    def line_break_before(j: int) -> bool:  # is there a "\n" between word j-1 and word j?
        return 0 < j < n and "\n" in text[ends[j - 1] : starts[j]]

    out: list[tuple[int, int]] = []
    a = 0
    while True:
        b0 = a + words
        if b0 + snap >= n:
            b = n
        else:
            lo, hi = max(a + 1, b0 - snap), b0 + snap
            snapped = _nearest((j for j in range(lo, hi + 1) if line_break_before(j)), b0)
            b = b0 if snapped is None else snapped
        out.append((starts[a], ends[b - 1]))
        if b >= n:
            return out
        a0 = b - overlap
        if snap:
            lo = max(a + 1, a0 - snap)
            hi = min(b - (1 if overlap else 0), a0 + snap)
            snapped = _nearest((j for j in range(lo, hi + 1) if line_break_before(j)), a0)
            if snapped is not None:
                a0 = snapped
        a = min(max(a + 1, a0), b)


# ---------------------------------------------------------------------------------------------
# Parsing model output
# ---------------------------------------------------------------------------------------------

_FENCE_RE = re.compile(r"```[ \t]*[A-Za-z0-9_-]*[ \t]*\n?(.*?)```", re.DOTALL)
_MAX_BRACKET_TRIES = 64


def _check_items(obj: Any) -> list[dict]:
    if not isinstance(obj, list):
        raise ValueError(f"expected a JSON list, got {type(obj).__name__}")
    for i, item in enumerate(obj):
        if not isinstance(item, dict):
            raise ValueError(f"item {i}: expected an object, got {type(item).__name__}")
        for key in ("label", "text"):
            if key not in item:
                raise ValueError(f"item {i}: missing {key!r}")
            if not isinstance(item[key], str) or not item[key].strip():
                raise ValueError(f"item {i}: {key!r} must be a non-empty string")
    return obj


def parse_values(raw: str) -> list[dict]:
    """Parse a model answer into ``[{"label": ..., "text": ...}, ...]``.

    Accepts bare JSON, JSON in a Markdown code fence, or a JSON list surrounded by prose.
    ``[]`` is a valid answer (no PII). Raises :class:`ValueError` saying why otherwise.
    """
    if not isinstance(raw, str):
        raise ValueError(f"generate() returned {type(raw).__name__}, expected str")
    candidates = [m.group(1) for m in _FENCE_RE.finditer(raw)] + [raw]
    decoder = json.JSONDecoder()
    first_error: str | None = None
    for cand in candidates:
        cand = cand.strip()
        try:
            return _check_items(json.loads(cand))
        except json.JSONDecodeError:
            pass
        except ValueError as exc:
            first_error = first_error or str(exc)
        pos = cand.find("[")
        tries = 0
        while pos != -1 and tries < _MAX_BRACKET_TRIES:
            tries += 1
            try:
                obj, _ = decoder.raw_decode(cand, pos)
            except json.JSONDecodeError:
                pass
            else:
                try:
                    return _check_items(obj)
                except ValueError as exc:
                    first_error = first_error or str(exc)
            pos = cand.find("[", pos + 1)
    raise ValueError(first_error or "no JSON list found")


# ---------------------------------------------------------------------------------------------
# Windowed extraction
# ---------------------------------------------------------------------------------------------


class ExtractError(ValueError):
    """A window whose model output stayed unparseable after the one retry."""

    def __init__(self, window: int, start: int, end: int, raw: Any, reason: str) -> None:
        self.window = window
        self.start = start
        self.end = end
        self.raw = raw
        self.reason = reason
        snippet = repr(raw)[:200]
        super().__init__(
            f"window {window} (chars {start}:{end}): unparseable model output after retry ({reason}): {snippet}"
        )


def _key(v: Mapping[str, str]) -> tuple[str, str]:
    return (v["label"], v["text"].strip())


def _norm(label: str, text: str) -> tuple[str, str]:
    return (label, " ".join(text.casefold().split()))


def extract(
    text: str,
    generate: Callable[..., str],
    *,
    words: int = 120,
    overlap: int = 25,
    retry_kwargs: Mapping[str, Any] = DEFAULT_RETRY_KWARGS,
) -> Located:
    """Run ``generate`` over :func:`windows` of ``text`` and merge the located values.

    ``generate(window_text)`` must return the model's raw answer. When it cannot be parsed
    (:func:`parse_values`), ``generate(window_text, **retry_kwargs)`` is called once more; a
    second failure raises :class:`ExtractError` naming the window.

    Each window's values are located inside that window (:func:`~.locate.locate`) and shifted
    to document offsets. Merging: identical spans found by overlapping windows appear once; a
    value with a whole-word span anywhere loses its inside-word flags; remaining overlaps are
    resolved like :func:`locate` does (whole-word before inside-word, then longest, then
    earliest). A value goes to ``missing`` (once) when no window that emitted it contains it,
    to ``shadowed`` when it was found but every occurrence lost to another span.
    """
    ranges = windows(text, words, overlap)
    first_value: dict[tuple[str, str], dict] = {}
    found_keys: set[tuple[str, str]] = set()
    candidates: list[LocatedSpan] = []
    for wi, (ws, we) in enumerate(ranges):
        chunk = text[ws:we]
        raw = generate(chunk)
        try:
            values = parse_values(raw)
        except ValueError:
            raw = generate(chunk, **dict(retry_kwargs))
            try:
                values = parse_values(raw)
            except ValueError as exc:
                raise ExtractError(wi, ws, we, raw, str(exc)) from exc
        located = locate(chunk, values)
        for v in values:
            first_value.setdefault(_key(v), v)
        missing_here = {_key(m) for m in located.missing}
        found_keys.update(_key(v) for v in values if _key(v) not in missing_here)
        for sp in located.spans:
            candidates.append(
                LocatedSpan(sp.label, sp.text, sp.start + ws, sp.end + ws, sp.inside_word, sp.exact)
            )

    # A value is identified by label + case/whitespace-folded text, so that fallback spans (whose
    # text is the document's) and the values that produced them compare equal.
    whole_keys = {_norm(c.label, c.text) for c in candidates if not c.inside_word}
    seen: set[tuple[str, int, int]] = set()
    unique: list[LocatedSpan] = []
    for c in candidates:
        ident = (c.label, c.start, c.end)
        if ident in seen or (c.inside_word and _norm(c.label, c.text) in whole_keys):
            continue
        seen.add(ident)
        unique.append(c)

    # Resolve overlaps between windows' spans: whole-word first, then longest, then earliest.
    order = sorted(
        range(len(unique)), key=lambda i: (unique[i].inside_word, -(unique[i].end - unique[i].start), i)
    )
    starts: list[int] = []
    ends: list[int] = []
    kept: list[LocatedSpan] = []
    for i in order:
        c = unique[i]
        j = bisect.bisect_right(starts, c.start)
        if (j and ends[j - 1] > c.start) or (j < len(starts) and starts[j] < c.end):
            continue
        starts.insert(j, c.start)
        ends.insert(j, c.end)
        kept.append(c)
    kept.sort(key=lambda sp: (sp.start, sp.end))

    kept_keys = {_norm(sp.label, sp.text) for sp in kept}
    missing = [v for k, v in first_value.items() if k not in found_keys]
    shadowed = [v for k, v in first_value.items() if k in found_keys and _norm(*k) not in kept_keys]
    return Located(spans=kept, missing=missing, shadowed=shadowed)


# ---------------------------------------------------------------------------------------------
# Redaction
# ---------------------------------------------------------------------------------------------


def _field(span: Any, name: str) -> Any:
    if isinstance(span, Mapping):
        if name not in span:
            raise ValueError(f"span {span!r}: missing field {name!r}")
        return span[name]
    try:
        return getattr(span, name)
    except AttributeError:
        raise ValueError(f"span {span!r}: missing field {name!r}") from None


def redact(text: str, spans: Iterable[Any]) -> str:
    """Replace each span (object or mapping with ``label``, ``start``, ``end``) by ``[LABEL]``.

    Spans may come in any order; they are applied right to left. Overlapping spans, empty or
    out-of-range spans raise :class:`ValueError`. Pass ``located.to_entities()`` to leave the
    inside-word flags of a :class:`Located` untouched.
    """
    items = []
    for sp in spans:
        label, start, end = _field(sp, "label"), _field(sp, "start"), _field(sp, "end")
        if not (isinstance(start, int) and isinstance(end, int) and 0 <= start < end <= len(text)):
            raise ValueError(
                f"span {label!r} {start}:{end} is empty or outside the text (length {len(text)})"
            )
        items.append((start, end, str(label)))
    items.sort()
    for (s1, e1, l1), (s2, e2, l2) in zip(items, items[1:], strict=False):
        if s2 < e1:
            raise ValueError(f"overlapping spans: {l1!r} {s1}:{e1} and {l2!r} {s2}:{e2}")
    pieces: list[str] = []
    tail = len(text)
    for start, end, label in reversed(items):  # right to left
        pieces.append(text[end:tail])
        pieces.append(f"[{label}]")
        tail = start
    pieces.append(text[:tail])
    return "".join(reversed(pieces))
