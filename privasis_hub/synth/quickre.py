"""Exact literal prefilters for hot regular expressions (speed only: every answer is the pattern's own).

Most texts a render asks of a big alternation ("does this wording speak of a hearing, a booking, a deadline?") hold
none of its words. :class:`Prefiltered` first tests whether the text holds at least one of the literal strings that
every match of the pattern must contain (worked out from the parsed pattern); if it holds none, there is no match and
the regular expression is not run. Otherwise (or where no such strings could be worked out) the pattern decides.

For a case-blind pattern the test is made on the lower-cased text, and only where that is exact: a text of ASCII, or
one without the four characters that match an ASCII letter case-blind (``İ ı ſ K``); any other text goes straight
to the pattern.
"""

from __future__ import annotations

import re
from re import _constants as C
from re import _parser

#: The characters other than ASCII that a case-blind pattern matches to an ASCII character (İ ı -> I, ſ -> S,
#: the Kelvin sign -> K); tests/test_quickre.py checks the list against every code point.
FOLD_ODD = frozenset("\u0130\u0131\u017f\u212a")

_MIN = 3  # shorter literals rule out too few texts to be worth testing


def _best(a: frozenset[str] | None, b: frozenset[str] | None) -> frozenset[str] | None:
    """Of two sets of required literals, the one that rules out more (its shortest literal longer, then fewer)."""
    if a is None:
        return b
    if b is None:
        return a
    return max(a, b, key=lambda s: (min(map(len, s)), -len(s)))


def _required(items, fold: bool) -> frozenset[str] | None:
    """Literals of which every match of the parsed sequence ``items`` holds at least one (lower-cased where
    ``fold``), or None where none can be told."""
    best: frozenset[str] | None = None
    run: list[str] = []

    def flush() -> None:
        nonlocal best
        if len(run) >= _MIN:
            best = _best(best, frozenset({"".join(run)}))
        run.clear()

    for op, av in items:
        if op is C.LITERAL:
            ch = chr(av)
            if fold and not ch.isascii():  # (not told: a case-blind character outside ASCII)
                flush()
                continue
            run.append(ch.lower() if fold else ch)
            continue
        if op is C.AT:  # zero-width (\b, ^, $): the letters on either side stay next to each other in a match
            continue
        flush()
        sub: frozenset[str] | None = None
        if op is C.BRANCH:
            alts = [_required(b, fold) for b in av[1]]
            if all(a is not None for a in alts):
                sub = frozenset().union(*alts)
        elif op is C.SUBPATTERN:
            _, add_flags, del_flags, p = av
            if not add_flags and not del_flags:
                sub = _required(p, fold)
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT) and av[0] >= 1:
            sub = _required(av[2], fold)
        if sub:
            best = _best(best, sub)
    flush()
    return best


def required_literals(pattern: re.Pattern) -> tuple[frozenset[str] | None, bool]:
    """(literals every match of ``pattern`` holds one of, or None; whether they are lower-cased: a case-blind
    pattern). Patterns of bytes, or with flags other than IGNORECASE/UNICODE/MULTILINE/DOTALL, get None (MULTILINE and
    DOTALL change only what ``^``, ``$`` and ``.`` match, none of which is a literal)."""
    if not isinstance(pattern.pattern, str) or pattern.flags & ~(re.I | re.U | re.M | re.S):
        return None, False
    fold = bool(pattern.flags & re.I)
    return _required(_parser.parse(pattern.pattern, pattern.flags), fold), fold


class Prefiltered:
    """``pattern.search``, answered None without running the pattern where a text holds none of the literals every
    match must hold (see the module's doc)."""

    __slots__ = ("pattern", "literals", "fold")

    def __init__(self, pattern: re.Pattern):
        self.pattern = pattern
        literals, self.fold = required_literals(pattern)
        self.literals = tuple(sorted(literals)) if literals else None

    def may_match(self, text: str) -> bool:
        """False only where ``pattern`` has no match in ``text`` (True: the pattern must be asked)."""
        literals = self.literals
        if literals is None:
            return True
        if self.fold:
            if not text.isascii() and not FOLD_ODD.isdisjoint(text):
                return True
            text = text.lower()
        for lit in literals:
            if lit in text:
                return True
        return False

    def search(self, text: str) -> re.Match | None:
        """``pattern.search(text)``."""
        return self.pattern.search(text) if self.may_match(text) else None

    def may_match_lowered(self, text: str, low: str | None) -> bool:
        """:meth:`may_match` of ``text``, given ``low``, :func:`lowered` of it (lower-cased once for many patterns)."""
        literals = self.literals
        if literals is None:
            return True
        if self.fold:
            if low is None:
                return True
            text = low
        for lit in literals:
            if lit in text:
                return True
        return False

    def search_lowered(self, text: str, low: str | None) -> re.Match | None:
        """``pattern.search(text)``, given ``low``, :func:`lowered` of it."""
        return self.pattern.search(text) if self.may_match_lowered(text, low) else None


def lowered(text: str) -> str | None:
    """``text`` lower-cased where that is exact for a case-blind pattern of ASCII (a text of ASCII, or one without the
    characters of :data:`FOLD_ODD`: every other character lowers to one character, matches an ASCII letter case-blind
    just where its lower case is that letter, and is a word character just where its lower case is one; the test of
    this module checks it over every code point); None otherwise."""
    return text.lower() if text.isascii() or FOLD_ODD.isdisjoint(text) else None


class CaseBlind:
    """``pattern.search(text) is not None`` for a case-blind pattern of ASCII, asked of a whole document: answered by
    the pattern's lower-cased form, case-sensitive, over the lower-cased text where that is exact (:func:`lowered`).
    sre tries a case-blind pattern that opens on ``\\b`` at every position of the text, each alternative folding
    every character; the lower-cased form (behind its literal prefilter) is some two times cheaper. The pattern may hold ASCII literals, groups,
    repeats, classes without letters, and the escapes ``\\b`` and ``\\n`` only (lower-casing keeps their sense)."""

    __slots__ = ("pattern", "lower")

    def __init__(self, pattern: re.Pattern):
        source = pattern.pattern
        body = source[4:] if isinstance(source, str) and source.startswith("(?i)") else source
        classes = re.findall(r"\[((?:\\.|[^\]\\])*)\]", body) if isinstance(body, str) else []
        if (not isinstance(body, str) or not body.isascii() or pattern.flags != re.I | re.U
                or re.search(r"\\[^bn(){}\[\].?*+|\\ -]|\(\?[^:<=!]", body)
                or any(re.search(r"[A-Za-z]", c.replace("\\n", "")) for c in classes)):
            raise ValueError(f"not a case-blind pattern of ASCII literals: {source!r}")
        self.pattern = pattern
        self.lower = Prefiltered(re.compile(body.lower()))  # and its literals tested first

    def found(self, text: str, low: str | None) -> bool:
        """Whether ``pattern`` matches in ``text``; ``low``: :func:`lowered` of ``text``."""
        return (self.pattern.search(text) if low is None else self.lower.search(low)) is not None
