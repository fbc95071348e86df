"""Span-preserving text edits: change a document's text and carry its gold entities along.

An *edit* is ``(start, end, replacement)`` on the original text (``start == end`` is a pure
insertion). :func:`apply_edits` applies a batch of non-overlapping edits and remaps every
entity so that ``entity.text == doc.text[entity.start:entity.end]`` still holds:

- an entity no edit touches keeps its text and shifts by the length change before it;
- an edit that lies inside an entity (``entity.start <= start <= end <= entity.end``) stays
  inside it: the entity covers the edited region and its ``text`` becomes the new substring;
- a pure insertion exactly at an entity's boundary lands *outside* the entity (before its
  start, after its end), so insertions can go "around" a value as well as into it;
- an edit that straddles an entity boundary (part inside, part outside, or swallowing the
  whole entity and more) is a caller's bug: :class:`ValueError` names the entity and the edit;
- an entity whose text becomes empty (every character deleted) is dropped (``drop_empty``).

The helpers build edits for the common shapes — per character (:func:`map_chars`), per regex
match (:func:`sub`), per entity-boundary segment (:func:`map_segments`), pure insertions
(:func:`insert`) — and :func:`realign` projects gold spans onto a text produced by something
that knows nothing about spans (an OCR engine) through a character alignment. Everything is
deterministic given the ``random.Random`` passed in; nothing reads global randomness.
"""

from __future__ import annotations

import bisect
import dataclasses
import difflib
import random
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Literal

from privasis_hub.kavach.spans import Doc, Entity

Edit = tuple[int, int, str]
Where = Literal["all", "inside", "outside"]


def _with(doc: Doc, text: str, entities: list[Entity]) -> Doc:
    """A copy of ``doc`` with new text and entities (other fields, if any, carried over)."""
    return dataclasses.replace(doc, text=text, entities=entities)


def _check_where(where: str) -> None:
    if where not in ("all", "inside", "outside"):
        raise ValueError(f"where must be 'all', 'inside' or 'outside', not {where!r}")


def apply_edits(doc: Doc, edits: Iterable[Edit], *, drop_empty: bool = True) -> Doc:
    """Apply non-overlapping ``(start, end, replacement)`` edits and remap the entities.

    Edits are given in original-text offsets, in any order; pure insertions at the same
    position are applied in the order given. Edits that change nothing are ignored.
    Raises :class:`ValueError` for an out-of-range, overlapping or entity-straddling edit.
    """
    text = doc.text
    n = len(text)
    todo: list[Edit] = []
    for start, end, rep in edits:
        if not 0 <= start <= end <= n:
            raise ValueError(f"edit ({start}, {end}, {rep!r}) is out of range for a text of {n} chars")
        if text[start:end] != rep:
            todo.append((start, end, rep))
    if not todo:
        return _with(doc, text, [dataclasses.replace(e) for e in doc.entities])
    todo.sort(key=lambda ed: (ed[0], ed[1]))  # stable: same-position insertions keep their order
    for prev, nxt in zip(todo, todo[1:], strict=False):
        if nxt[0] < prev[1]:
            raise ValueError(f"edits {prev!r} and {nxt!r} overlap")

    starts = [ed[0] for ed in todo]
    ends = [ed[1] for ed in todo]
    shift = [0]  # shift[k]: total length change of the first k edits
    pieces: list[str] = []
    pos = 0
    for start, end, rep in todo:
        pieces.append(text[pos:start])
        pieces.append(rep)
        pos = end
        shift.append(shift[-1] + len(rep) - (end - start))
    pieces.append(text[pos:])
    new_text = "".join(pieces)

    entities: list[Entity] = []
    for ent in doc.entities:
        s, e = ent.start, ent.end
        if s < e:
            first = bisect.bisect_right(ends, s)  # first edit ending after s
            if first < len(todo) and starts[first] < s:
                raise ValueError(f"edit {todo[first]!r} straddles the start of entity {ent!r}")
            last = bisect.bisect_left(starts, e) - 1  # last edit starting before e
            if last >= 0 and ends[last] > e:
                raise ValueError(f"edit {todo[last]!r} straddles the end of entity {ent!r}")
        k_start = bisect.bisect_right(ends, s)  # edits wholly before s, incl. insertions at s
        k_end = bisect.bisect_right(ends, e)
        while k_end > k_start and starts[k_end - 1] == ends[k_end - 1] == e:
            k_end -= 1  # an insertion at the end boundary goes after the entity
        new_s, new_e = s + shift[k_start], e + shift[k_end]
        if new_e <= new_s and s < e and drop_empty:
            continue
        entities.append(Entity(ent.label, new_text[new_s:new_e], new_s, new_e))
    return _with(doc, new_text, entities)


def coverage(doc: Doc) -> list[bool]:
    """For every character of ``doc.text``: is it inside at least one entity?"""
    n = len(doc.text)
    diff = [0] * (n + 1)
    for e in doc.entities:
        if e.start < e.end:
            diff[max(e.start, 0)] += 1
            diff[min(e.end, n)] -= 1
    out: list[bool] = []
    depth = 0
    for i in range(n):
        depth += diff[i]
        out.append(depth > 0)
    return out


def boundaries(doc: Doc) -> list[int]:
    """Sorted positions where an entity starts or ends, plus 0 and ``len(doc.text)``."""
    pts = {0, len(doc.text)}
    for e in doc.entities:
        pts.update((e.start, e.end))
    return sorted(pts)


def segments(doc: Doc) -> list[tuple[int, int, bool]]:
    """The text cut at every entity boundary: ``(start, end, inside_an_entity)`` pieces.

    No entity boundary falls strictly inside a segment, so replacing a whole segment never
    straddles an entity.
    """
    cov = coverage(doc)
    pts = boundaries(doc)
    return [(a, b, cov[a]) for a, b in zip(pts, pts[1:], strict=False) if a < b]


def _selected(inside: bool, where: Where) -> bool:
    return where == "all" or (where == "inside") == inside


def map_chars(
    doc: Doc,
    fn: Callable[[str, random.Random], str],
    rng: random.Random,
    where: Where = "all",
) -> Doc:
    """Replace every character ``ch`` (in order) by ``fn(ch, rng)``: any string, ``""`` deletes it.

    ``where`` limits the characters offered to ``fn``: ``"inside"`` an entity, ``"outside"``
    every entity, or ``"all"``. A replacement stays with its character: inside an entity it
    becomes part of the entity's text. Characters not selected do not consume randomness.
    """
    _check_where(where)
    cov = coverage(doc)
    edits: list[Edit] = []
    for i, ch in enumerate(doc.text):
        if _selected(cov[i], where):
            rep = fn(ch, rng)
            if rep != ch:
                edits.append((i, i + 1, rep))
    return apply_edits(doc, edits)


def map_segments(doc: Doc, fn: Callable[[str, bool], str], where: Where = "all") -> Doc:
    """Replace each entity-boundary segment (see :func:`segments`) by ``fn(text, inside)``."""
    _check_where(where)
    edits = [(a, b, fn(doc.text[a:b], inside)) for a, b, inside in segments(doc) if _selected(inside, where)]
    return apply_edits(doc, edits)


def sub(
    doc: Doc,
    pattern: str | re.Pattern[str],
    repl: str | Callable[[re.Match[str]], str],
    *,
    where: Where = "all",
    keep: Callable[[re.Match[str]], bool] | None = None,
) -> Doc:
    """Regex substitution over the whole text that never breaks a span.

    Matches are found on the full text (so anchors and look-arounds see real context). A
    match that would straddle an entity boundary is left alone; ``where="inside"`` keeps only
    matches lying inside one entity, ``where="outside"`` only matches touching none.
    ``keep(match)`` (e.g. a coin flip) can veto individual matches. ``repl`` as a string is a
    literal replacement (no group references); pass a function for anything more.
    """
    _check_where(where)
    rx = re.compile(pattern) if isinstance(pattern, str) else pattern
    cov = coverage(doc)
    pts = boundaries(doc)
    edits: list[Edit] = []
    for m in rx.finditer(doc.text):
        a, b = m.span()
        if a == b:
            continue
        cut = bisect.bisect_right(pts, a)
        if cut < len(pts) and pts[cut] < b:
            continue  # a boundary falls strictly inside the match
        if not _selected(cov[a], where):
            continue
        if keep is not None and not keep(m):
            continue
        edits.append((a, b, repl if isinstance(repl, str) else repl(m)))
    return apply_edits(doc, edits)


def insert(doc: Doc, insertions: Mapping[int, str] | Iterable[tuple[int, str]]) -> Doc:
    """Insert strings at positions: strictly inside an entity joins it, at a boundary stays outside."""
    items = insertions.items() if isinstance(insertions, Mapping) else insertions
    return apply_edits(doc, [(pos, pos, s) for pos, s in items])


def trim_entities(doc: Doc) -> Doc:
    """Shrink every entity to exclude leading/trailing whitespace; all-blank entities are dropped."""
    entities: list[Entity] = []
    for e in doc.entities:
        s, t = e.start, e.end
        while s < t and doc.text[s].isspace():
            s += 1
        while t > s and doc.text[t - 1].isspace():
            t -= 1
        if s < t or e.start == e.end:
            entities.append(Entity(e.label, doc.text[s:t], s, t))
    return _with(doc, doc.text, entities)


def sub_doc(doc: Doc, start: int, end: int) -> Doc:
    """The slice ``doc.text[start:end]`` with the entities wholly inside it (others are dropped)."""
    start, end = max(0, start), min(len(doc.text), end)
    entities = [
        Entity(e.label, e.text, e.start - start, e.end - start)
        for e in doc.entities
        if start <= e.start and e.end <= end and not (e.start == e.end and e.start in (start, end))
    ]
    return _with(doc, doc.text[start:end], entities)


def concat(docs: Sequence[Doc], sep: str = "\n\n") -> Doc:
    """Join documents with ``sep``; every entity shifts to its place in the joined text."""
    if not docs:
        return Doc("", [])
    pieces: list[str] = []
    entities: list[Entity] = []
    offset = 0
    for i, d in enumerate(docs):
        if i:
            pieces.append(sep)
            offset += len(sep)
        pieces.append(d.text)
        entities += [Entity(e.label, e.text, e.start + offset, e.end + offset) for e in d.entities]
        offset += len(d.text)
    return _with(docs[0], "".join(pieces), entities)


def realign(doc: Doc, new_text: str) -> tuple[Doc, list[Entity]]:
    """Project ``doc``'s entities onto ``new_text`` (e.g. an OCR reading) by character alignment.

    Uses :class:`difflib.SequenceMatcher` (no junk heuristic). A character maps when it lies in
    an equal block or in a same-length replaced block (a confusion like ``l`` -> ``1``). An
    entity survives when its first and last characters both map; its new span runs from the
    first's image to the last's, and its text is whatever the new text holds there (confusions
    included). Returns the new document and the entities that could not be aligned.
    """
    old = doc.text
    image: list[int | None] = [None] * len(old)
    sm = difflib.SequenceMatcher(None, old, new_text, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal" or (tag == "replace" and i2 - i1 == j2 - j1):
            for k in range(i2 - i1):
                image[i1 + k] = j1 + k
    kept: list[Entity] = []
    lost: list[Entity] = []
    for e in doc.entities:
        if e.start >= e.end:
            lost.append(e)
            continue
        a, b = image[e.start], image[e.end - 1]
        if a is None or b is None or b < a:
            lost.append(e)
            continue
        kept.append(Entity(e.label, new_text[a : b + 1], a, b + 1))
    return _with(doc, new_text, kept), lost
