"""The Kavach robustness suite: 18 named corruptions that carry gold spans through.

Each corruption is ``fn(doc, rng) -> Doc`` (``concatenation`` also takes an optional second
document) and is built on :mod:`privasis_hub.kavach.align`, so every returned document keeps
``doc.check() == []``: a corrupted character inside a value becomes part of the value's text.

========================  ====================================================================
name                      what it does
========================  ====================================================================
upper_case                every character upper-cased (``ß`` -> ``SS``: lengths may change)
lower_case                every character lower-cased
case_chaos                every cased character randomly upper or lower
keyboard_typos            ASCII letters/digits replaced by, or doubled with, a QWERTY neighbour
char_drop                 characters deleted at a low rate (an entity deleted whole is dropped)
char_duplication          characters doubled at a low rate
whitespace_collapse       whitespace runs and newlines/tabs become one space
punctuation_strip         Unicode punctuation (category P*) deleted (a value of only
                          punctuation is dropped)
zero_width_insertion      U+200B/200C/200D/2060 inserted between characters
homoglyphs                Latin <-> Cyrillic/Greek look-alike swaps
fullwidth_digits          ASCII digits -> full-width (U+FF10-FF19), most of them
digits_spelled_out        every digit -> an English word ("555" -> "five five five")
line_rewrap               the text re-wrapped at a random width (spaces <-> newlines)
html_wrap                 HTML-escaped, paragraphs as ``<p>``, some values in inline tags
markdown_wrap             a heading, quote or bullet layout, some values in ``**``/backticks
truncation                the text cut at a random point; entities past the cut are dropped,
                          and so is one the cut falls inside (about half the cuts aim inside
                          a value)
concatenation             the document joined with a second one (``other``); without one, with
                          a copy of itself whose lines (or sentences) are shuffled — the
                          copy's entities are gold too
random_noise              random printable characters substituted or inserted at a low rate
========================  ====================================================================

:func:`apply_suite` runs all of them over a list of documents with per-(seed, name, index)
random generators, so each result is reproducible on its own and independent of order; its
``concatenation`` pairs each document with the next one in the list.

The character tables (:data:`ZERO_WIDTH`, :data:`HOMOGLYPHS`, :data:`DIGIT_WORDS`,
:func:`fullwidth`) are shared with :mod:`privasis_hub.kavach.conditions`.
"""

from __future__ import annotations

import html
import random
import re
import string
import unicodedata
from collections.abc import Callable, Iterable

from privasis_hub.kavach.align import (
    apply_edits,
    concat,
    coverage,
    insert,
    map_chars,
    segments,
    sub,
    sub_doc,
    trim_entities,
)
from privasis_hub.kavach.spans import Doc, Entity

#: Zero-width characters: ZERO WIDTH SPACE, NON-JOINER, JOINER, WORD JOINER.
ZERO_WIDTH = ("\u200b", "\u200c", "\u200d", "\u2060")

_LATIN_TO_LOOKALIKE = {
    "a": "\u0430",  # Cyrillic a
    "c": "\u0441",
    "e": "\u0435",
    "i": "\u0456",
    "j": "\u0458",
    "o": "\u043e\u03bf",  # Cyrillic o, Greek omicron
    "p": "\u0440",
    "s": "\u0455",
    "x": "\u0445",
    "y": "\u0443",
    "v": "\u03bd",
    "A": "\u0410\u0391",
    "B": "\u0412\u0392",
    "C": "\u0421",
    "E": "\u0415\u0395",
    "H": "\u041d\u0397",
    "I": "\u0406\u0399",
    "J": "\u0408",
    "K": "\u041a\u039a",
    "M": "\u041c\u039c",
    "N": "\u039d",
    "O": "\u041e\u039f",
    "P": "\u0420\u03a1",
    "S": "\u0405",
    "T": "\u0422\u03a4",
    "X": "\u0425\u03a7",
    "Y": "\u04ae\u03a5",
    "Z": "\u0396",
}

#: Look-alike swaps both ways: Latin -> Cyrillic/Greek candidates, and each of those -> its Latin twin.
HOMOGLYPHS: dict[str, str] = dict(_LATIN_TO_LOOKALIKE)
for _latin, _alts in _LATIN_TO_LOOKALIKE.items():
    for _alt in _alts:
        HOMOGLYPHS[_alt] = _latin

#: English digit words, the ASR and ``digits_spelled_out`` vocabulary for Latin-script text.
DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")

_ROWS = ("1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm")
_NEIGHBOURS: dict[str, str] = {}
for _r, _row in enumerate(_ROWS):
    for _c, _ch in enumerate(_row):
        near = []
        for _dr in (-1, 0, 1):
            rr = _r + _dr
            if 0 <= rr < len(_ROWS):
                for _dc in (-1, 0, 1):
                    cc = _c + _dc
                    if (_dr, _dc) != (0, 0) and 0 <= cc < len(_ROWS[rr]):
                        near.append(_ROWS[rr][cc])
        _NEIGHBOURS[_ch] = "".join(near)

_NOISE_POOL = string.ascii_letters + string.digits + string.punctuation + "¤§¶°±~^¦"

# Rates (per selected character unless said otherwise).
TYPO_RATE = 0.04
DROP_RATE = 0.03
DUPLICATION_RATE = 0.03
ZERO_WIDTH_RATE = 0.06
HOMOGLYPH_RATE = 0.3
NOISE_RATE = 0.02
TAG_RATE = 0.5  # share of (non-overlapping) entities wrapped in an inline tag


def fullwidth(ch: str) -> str:
    """The full-width form of an ASCII digit (``"4"`` -> ``"４"``); anything else unchanged."""
    return chr(0xFF10 + ord(ch) - 0x30) if "0" <= ch <= "9" else ch


def homoglyph(ch: str, rng: random.Random) -> str:
    """A look-alike of ``ch`` from another script, or ``ch`` when it has none."""
    alts = HOMOGLYPHS.get(ch)
    return rng.choice(alts) if alts else ch


def digit_value(ch: str) -> int | None:
    """The value of any Unicode decimal digit (ASCII, full-width, Devanagari, Arabic-Indic, ...)."""
    return unicodedata.decimal(ch, None)


def _coin(rate: float) -> Callable[[str, random.Random], bool]:
    return lambda _ch, rng: rng.random() < rate


# ---------------------------------------------------------------- case


def upper_case(doc: Doc, rng: random.Random) -> Doc:
    """Everything upper-cased."""
    return map_chars(doc, lambda ch, _r: ch.upper(), rng)


def lower_case(doc: Doc, rng: random.Random) -> Doc:
    """Everything lower-cased."""
    return map_chars(doc, lambda ch, _r: ch.lower(), rng)


def case_chaos(doc: Doc, rng: random.Random) -> Doc:
    """Each cased character flips a coin between upper and lower case."""

    def fn(ch: str, r: random.Random) -> str:
        if ch.upper() == ch.lower():
            return ch
        return ch.upper() if r.random() < 0.5 else ch.lower()

    return map_chars(doc, fn, rng)


# ---------------------------------------------------------------- characters


def keyboard_typos(doc: Doc, rng: random.Random) -> Doc:
    """QWERTY slips: an ASCII letter or digit replaced by a neighbour (3/4) or doubled with one (1/4)."""

    def fn(ch: str, r: random.Random) -> str:
        near = _NEIGHBOURS.get(ch.lower())
        if not near or r.random() >= TYPO_RATE:
            return ch
        slip = r.choice(near)
        slip = slip.upper() if ch.isupper() else slip
        return slip if r.random() < 0.75 else ch + slip

    return map_chars(doc, fn, rng)


def char_drop(doc: Doc, rng: random.Random) -> Doc:
    """Characters deleted at :data:`DROP_RATE` (an entity that loses every character is dropped)."""
    return map_chars(doc, lambda ch, r: "" if r.random() < DROP_RATE else ch, rng)


def char_duplication(doc: Doc, rng: random.Random) -> Doc:
    """Characters doubled at :data:`DUPLICATION_RATE`."""
    return map_chars(doc, lambda ch, r: ch * 2 if r.random() < DUPLICATION_RATE else ch, rng)


def whitespace_collapse(doc: Doc, rng: random.Random) -> Doc:
    """Runs of whitespace, newlines and tabs become a single space (a run across a span edge stays)."""
    return sub(doc, r"\s{2,}|[^\S ]", " ")


def punctuation_strip(doc: Doc, rng: random.Random) -> Doc:
    """All Unicode punctuation (category P*) deleted."""
    return map_chars(doc, lambda ch, _r: "" if unicodedata.category(ch).startswith("P") else ch, rng)


def zero_width_insertion(doc: Doc, rng: random.Random) -> Doc:
    """Zero-width characters inserted after characters at :data:`ZERO_WIDTH_RATE`."""

    def fn(ch: str, r: random.Random) -> str:
        return ch + r.choice(ZERO_WIDTH) if r.random() < ZERO_WIDTH_RATE else ch

    return map_chars(doc, fn, rng)


def homoglyphs(doc: Doc, rng: random.Random) -> Doc:
    """Latin <-> Cyrillic/Greek look-alikes swapped at :data:`HOMOGLYPH_RATE` of the swappable characters."""

    def fn(ch: str, r: random.Random) -> str:
        return homoglyph(ch, r) if ch in HOMOGLYPHS and r.random() < HOMOGLYPH_RATE else ch

    return map_chars(doc, fn, rng)


def fullwidth_digits(doc: Doc, rng: random.Random) -> Doc:
    """Most ASCII digits (a per-document share between 1/2 and all) become full-width."""
    share = rng.uniform(0.5, 1.0)

    def fn(ch: str, r: random.Random) -> str:
        return fullwidth(ch) if "0" <= ch <= "9" and r.random() < share else ch

    return map_chars(doc, fn, rng)


def spell_digits(doc: Doc, words: tuple[str, ...] = DIGIT_WORDS, sep: str = " ") -> Doc:
    """Every digit run spelled digit by digit with ``words``; runs never straddle spans.

    A run is padded with ``sep`` where it touches a letter or digit, so ``"ID42"`` reads
    ``"ID four two"``; padding that lands at an entity's edge is moved out by trimming.
    """
    text = doc.text
    edits = []
    for a, b, _inside in segments(doc):
        for m in re.finditer(r"\d+", text[a:b]):
            s, e = a + m.start(), a + m.end()
            spoken = sep.join(words[unicodedata.decimal(d)] for d in m.group(0))
            left = sep if sep and s > 0 and text[s - 1].isalnum() else ""
            # a digit to the right is the rest of this run across a span edge: it pads on its left
            right = sep if sep and e < len(text) and text[e].isalnum() and not text[e].isdigit() else ""
            edits.append((s, e, left + spoken + right))
    return trim_entities(apply_edits(doc, edits))


def digits_spelled_out(doc: Doc, rng: random.Random) -> Doc:
    """Every digit becomes an English word: ``"555-0142"`` -> ``"five five five-zero one four two"``."""
    return spell_digits(doc)


def random_noise(doc: Doc, rng: random.Random) -> Doc:
    """Random printable characters substituted for (1/2) or inserted after (1/2) characters at :data:`NOISE_RATE`."""

    def fn(ch: str, r: random.Random) -> str:
        if r.random() >= NOISE_RATE:
            return ch
        junk = r.choice(_NOISE_POOL)
        return junk if r.random() < 0.5 else ch + junk

    return map_chars(doc, fn, rng)


# ---------------------------------------------------------------- layout


def line_rewrap(doc: Doc, rng: random.Random) -> Doc:
    """Greedy re-wrap at a random width (20-60): each space or newline becomes a space or a newline.

    Blank lines (paragraph breaks) are kept. Only single whitespace characters change, so
    every span survives (a long value may now hold a line break).
    """
    width = rng.randint(20, 60)
    text = doc.text
    edits = []
    col = 0
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in " \n":
            if ch == "\n" and ((i + 1 < n and text[i + 1] == "\n") or (i > 0 and text[i - 1] == "\n")):
                col = 0  # part of a paragraph break: keep
                i += 1
                continue
            j = i + 1
            while j < n and not text[j].isspace():
                j += 1
            word = j - i - 1
            want = "\n" if col > 0 and col + 1 + word > width else " "
            if want != ch:
                edits.append((i, i + 1, want))
            col = 0 if want == "\n" else col + 1
        else:
            col += 1
        i += 1
    return apply_edits(doc, edits)


def _free_entities(doc: Doc) -> list[Entity]:
    """Non-empty entities that overlap no other entity (safe to wrap in markup)."""
    ents = sorted((e for e in doc.entities if e.start < e.end), key=lambda e: (e.start, e.end))
    free = []
    for k, e in enumerate(ents):
        prev_end = max((p.end for p in ents[:k]), default=-1)
        next_start = ents[k + 1].start if k + 1 < len(ents) else len(doc.text) + 1
        if prev_end <= e.start and e.end <= next_start:
            free.append(e)
    return free


def _wrap_insertions(
    doc: Doc, rng: random.Random, tags: list[tuple[str, str]], prefix: str = "", suffix: str = ""
) -> Doc:
    """Insert ``prefix``/``suffix`` at the ends and put some free entities between a random tag pair."""
    items: list[tuple[int, int, str]] = [(0, 1, prefix), (len(doc.text), 0, suffix)]
    for e in _free_entities(doc):
        if rng.random() < TAG_RATE:
            open_, close = rng.choice(tags)
            items += [(e.start, 2, open_), (e.end, -1, close)]
    items.sort(key=lambda it: (it[0], it[1]))
    return insert(doc, [(pos, s) for pos, _order, s in items if s])


def html_wrap(doc: Doc, rng: random.Random) -> Doc:
    """The document as an HTML page: escaped, ``<p>`` paragraphs, ``<br>`` lines, some values tagged."""
    doc = map_chars(doc, lambda ch, _r: html.escape(ch, quote=False), rng)
    doc = sub(doc, r"\n\s*\n", "</p>\n<p>", where="outside")
    doc = sub(doc, r"(?<!>)\n(?!<)", "<br>\n", where="outside")
    tags = [
        ("<b>", "</b>"),
        ("<strong>", "</strong>"),
        ("<span>", "</span>"),
        ("<em>", "</em>"),
        ("<code>", "</code>"),
        ('<span class="value">', "</span>"),
    ]
    title = rng.choice(["Record", "Details", "Message", "Document"])
    prefix = f"<!DOCTYPE html>\n<html><head><title>{title}</title></head>\n<body>\n<p>"
    return _wrap_insertions(doc, rng, tags, prefix, "</p>\n</body></html>\n")


def markdown_wrap(doc: Doc, rng: random.Random) -> Doc:
    """A markdown rendering: a heading, a quote block or a bullet list; some values emphasised."""
    style = rng.choice(["heading", "quote", "bullets"])
    cov = coverage(doc)
    if style in ("quote", "bullets"):
        mark = "> " if style == "quote" else "- "
        starts = [0] + [i + 1 for i, ch in enumerate(doc.text) if ch == "\n" and not cov[i]]
        doc = insert(doc, [(p, mark) for p in starts if p < len(doc.text) and doc.text[p] != "\n"])
        prefix = ""
    else:
        prefix = rng.choice(["# Record\n\n", "## Details\n\n", "# Notes\n\n"])
    tags = [("**", "**"), ("`", "`"), ("_", "_"), ("*", "*"), ("__", "__")]
    return _wrap_insertions(doc, rng, tags, prefix, "\n")


# ---------------------------------------------------------------- length


def truncation(doc: Doc, rng: random.Random) -> Doc:
    """The text cut at a random point in its second half, or (half the time) inside a random value.

    Entities ending after the cut are dropped, the one it falls inside included.
    """
    n = len(doc.text)
    inner = [e for e in doc.entities if e.end - e.start >= 2]
    if inner and rng.random() < 0.5:
        e = rng.choice(inner)
        cut = rng.randint(e.start + 1, e.end - 1)
    else:
        cut = rng.randint(n // 2, n) if n else 0
    return sub_doc(doc, 0, cut)


_SENTENCE_END = re.compile(r"(?<=[.!?。！？।؟])\s+")


def _chunks(doc: Doc) -> list[Doc]:
    """Lines (or, for a one-line text, sentences) not cut through any entity."""
    cov = coverage(doc)
    text = doc.text
    cuts = [(m.start(), m.end()) for m in re.finditer(r"\n+", text)]
    if not cuts:
        cuts = [m.span() for m in _SENTENCE_END.finditer(text)]
    cuts = [(a, b) for a, b in cuts if not any(cov[a:b])]
    pieces, pos = [], 0
    for a, b in cuts:
        pieces.append(sub_doc(doc, pos, a))
        pos = b
    pieces.append(sub_doc(doc, pos, len(text)))
    return [p for p in pieces if p.text.strip()]


def shuffled_copy(doc: Doc, rng: random.Random) -> Doc:
    """``doc`` with its lines (or sentences) shuffled; a plain copy when it has only one."""
    chunks = _chunks(doc)
    if len(chunks) < 2:
        return sub_doc(doc, 0, len(doc.text))
    rng.shuffle(chunks)
    sep = "\n" if "\n" in doc.text else " "
    return concat(chunks, sep)


def concatenation(doc: Doc, rng: random.Random, other: Doc | None = None) -> Doc:
    """``doc`` and ``other`` (default: :func:`shuffled_copy` of ``doc``) joined by a blank line, in random order.

    Both halves keep their gold entities: a concatenation is two documents' worth of PII.
    """
    second = other if other is not None else shuffled_copy(doc, rng)
    pair = [doc, second] if rng.random() < 0.5 else [second, doc]
    return concat(pair, rng.choice(["\n\n", "\n", "\n\n---\n\n"]))


CORRUPTIONS: dict[str, Callable[..., Doc]] = {
    "upper_case": upper_case,
    "lower_case": lower_case,
    "case_chaos": case_chaos,
    "keyboard_typos": keyboard_typos,
    "char_drop": char_drop,
    "char_duplication": char_duplication,
    "whitespace_collapse": whitespace_collapse,
    "punctuation_strip": punctuation_strip,
    "zero_width_insertion": zero_width_insertion,
    "homoglyphs": homoglyphs,
    "fullwidth_digits": fullwidth_digits,
    "digits_spelled_out": digits_spelled_out,
    "line_rewrap": line_rewrap,
    "html_wrap": html_wrap,
    "markdown_wrap": markdown_wrap,
    "truncation": truncation,
    "concatenation": concatenation,
    "random_noise": random_noise,
}


def corrupt(doc: Doc, name: str, rng: random.Random, **kwargs) -> Doc:
    """Apply the corruption called ``name`` (``kwargs`` go to it, e.g. ``other=`` for concatenation)."""
    try:
        fn = CORRUPTIONS[name]
    except KeyError:
        raise ValueError(f"unknown corruption {name!r}; known: {', '.join(CORRUPTIONS)}") from None
    return fn(doc, rng, **kwargs)


def suite_rng(seed: int, name: str, index: int) -> random.Random:
    """The generator :func:`apply_suite` uses for document ``index`` under corruption ``name``."""
    return random.Random(f"kavach-corrupt:{seed}:{name}:{index}")


def apply_suite(docs: Iterable[Doc], seed: int) -> dict[str, list[Doc]]:
    """Every corruption applied to every document: ``{name: [corrupted doc, ...]}`` in input order.

    ``concatenation`` joins document ``i`` with document ``i + 1`` (the last with the first);
    a single document is joined with a shuffled copy of itself.
    """
    docs = list(docs)
    out: dict[str, list[Doc]] = {}
    for name, fn in CORRUPTIONS.items():
        rows = []
        for i, d in enumerate(docs):
            rng = suite_rng(seed, name, i)
            if name == "concatenation":
                rows.append(fn(d, rng, docs[(i + 1) % len(docs)] if len(docs) > 1 else None))
            else:
                rows.append(fn(d, rng))
        out[name] = rows
    return out
