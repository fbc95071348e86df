"""Lay out a record's fields in a document format and record every value's exact spans.

The offline backend never searches for values after the fact: a :class:`TextBuilder`
appends literal text and values, and notes the offsets of each value as it places
it. A :class:`Plan` is everything needed to render a record; a revision edits the
plan (more fields, other wording, another layout) and renders it again, so values
stay identical and annotations stay exact.
"""

from __future__ import annotations

import bisect
import datetime as dt
import itertools
import random
import re
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources

import yaml

from privasis_hub.synth import places
from privasis_hub.synth.catalog import (
    FEMALE_RELATIONS,
    MALE_RELATIONS,
    YAML_LOADER,
    FieldSpec,
    filed_by_person,
    preferred_channel,
)
from privasis_hub.synth.catalog.timeline import parse_day, redated
from privasis_hub.synth.ledger import Ledger
from privasis_hub.synth.quickre import CaseBlind, Prefiltered, lowered

_PLACEHOLDER = re.compile(r"\{(\w+)\}")

#: Name parts are attributes too whenever a template places them on their own.
NAME_FIELDS: dict[str, tuple[str, float]] = {"first_name": ("identity", 0.7), "last_name": ("identity", 0.7)}


@lru_cache(maxsize=32768)  # joined sentences are many; a revision re-renders most of its draft's
def parse_template(template: str) -> tuple[tuple[str, bool], ...]:
    """Split a template into (text, is_placeholder) pieces."""
    parts = _PLACEHOLDER.split(template)  # text, key, text, key, ..., text (one C call; texts may be empty)
    pieces = [(part, True) if i % 2 else (part, False) for i, part in enumerate(parts) if i % 2 or part]
    return tuple(pieces)


#: An inline choice in a skeleton wording: "[we will|we shall] write" (one alternative, chosen by seed; may be empty).
_CHOICE = re.compile(r"\[([^\[\]]*\|[^\[\]]*)\]")


@lru_cache(maxsize=4096)
def _choices(template: str) -> tuple[tuple[tuple[str, ...], ...], bool] | None:
    """``template`` split at its inline choices (literal, alternatives, literal, ...) and whether a choice may leave
    a doubled space or a space before punctuation to close; None when it has no choice."""
    if "|" not in template:
        return None
    parts: list[tuple[str, ...]] = []
    pos = 0
    for m in _CHOICE.finditer(template):
        parts.append((template[pos : m.start()],))
        parts.append(tuple(m.group(1).split("|")))
        pos = m.end()
    parts.append((template[pos:],))
    if len(parts) == 1:
        return None
    tidy = any(a == "" or a[:1] == " " or a[-1:] == " " for p in parts if len(p) > 1 for a in p)
    return tuple(parts), tidy


def _tidy(text: str) -> str:
    return re.sub(r" {2,}", " ", text).replace(" ,", ",").replace(" .", ".").replace(" ?", "?")


def vary(template: str, rng: random.Random) -> str:
    """``template`` with each inline choice ``[a|b|c]`` replaced by one of its alternatives (``rng``'s pick), so that
    a skeleton's wording differs from record to record; doubled spaces left by an empty alternative are closed."""
    split = _choice_plan(template)
    if split is None:
        return template
    parts, tidy = split
    draw = rng.random
    text = "".join([p if n == 1 else p[int(draw() * n)] for p, n in parts])
    return _tidy(text) if tidy else text


@lru_cache(maxsize=4096)
def _choice_plan(template: str) -> tuple[tuple[tuple[str | tuple[str, ...], int], ...], bool] | None:
    """(speed only) :func:`_choices` as :func:`vary` walks it: each literal as (text, 1), each inline choice as
    (its alternatives, how many: always 2 or more)."""
    split = _choices(template)
    if split is None:
        return None
    parts, tidy = split
    return tuple((p[0], 1) if len(p) == 1 else (p, len(p)) for p in parts), tidy


@lru_cache(maxsize=65536)
def vary_by(template: str, seed: int) -> str:
    """:func:`vary` with its choices made from an integer ``seed`` (the same seed, the same wording), cheaply."""
    split = _choices(template)
    if split is None:
        return template
    parts, tidy = split
    out, x = [], seed & 0xFFFFFFFF
    for p in parts:
        if len(p) == 1:
            out.append(p[0])
        else:
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            out.append(p[(x >> 8) % len(p)])
    return _tidy("".join(out)) if tidy else "".join(out)


def pick(options, rng: random.Random) -> str:
    """One of ``options`` (a skeleton part's wordings), its inline choices made (see :func:`vary`)."""
    return vary(rng.choice(options), rng)


_ARTICLE_ENDS = ("a ", "an ", "A ", "An ")
#: An article ending a piece of text as a word of its own (not "PA " in "Springfield, PA ").
_ARTICLE_AT_END = re.compile(r"(?:(?:^|(?<=[\s(\"']))(an?)|(?:^|(?<=\n)|(?<=[.!?:] ))(An?)) $")


def _agree_article(parts: list[str], value: str) -> int:
    """Make the article that ends ``parts[-1]`` fit ``value``'s sound ("a {pet}" with "eleven-year-old cat" reads
    "an eleven-year-old cat"); returns the change in length."""
    last = parts[-1]
    m = _ARTICLE_AT_END.search(last)
    if not m:
        return 0
    group = 1 if m.group(1) else 2
    article = m.group(group)
    want = _a(value)
    if article.lower() == want:
        return 0
    want = want.capitalize() if article[:1].isupper() else want
    parts[-1] = last[: m.start(group)] + want + " "
    return len(parts[-1]) - len(last)


#: A public body's name that takes "the" after a preposition in prose ("at the U.S. Postal Service").
_PUBLIC_BODY = re.compile(r"(?:Department|Sheriff's Office|District|Postal Service)$")
_PREP_ENDS = (" at ", " with ", " for ", " by ", " from ", " of ")


class TextBuilder:
    """Append text and values; remember where each value was placed."""

    def __init__(self, values: dict[str, str]):
        self.values = values
        self.parts: list[str] = []
        self.pos = 0
        self.spans: dict[str, list[tuple[int, int]]] = {}
        self.filler_used = 0  # filler sentences are consumed in order, never repeated before exhausted
        #: The key that stands for ``{case_reference}`` (a letter quoting the matter's own number as its reference).
        self.reference = ""
        #: Whether the text being written is the issuer's own and signed with its name below (an office's e-mail).
        self.signs_for_issuer = False
        self.details_given = False  # a letter or e-mail thread lists the person's own facts once (_details_block)
        self.asked_to_check = False  # ... under a line asking them to check them
        self.premise_wordings: set[str] = set()  # the wordings the person's facts were told in (_premised)
        #: The particulars an office knows the person by, kept for the foot of its text (see :func:`_found_out`).
        self.found_later: tuple = ()
        self.refs_later: list = []  # the numbers an office's e-mail tells in its body, not over its greeting (_tell_refs)
        #: (s26-speed) where :func:`_prose` wrote its paragraphs, recorded when not None (see :mod:`.splice`)
        self.pieces: list | None = None
        self.quoted: list[tuple[int, int]] = []  # the ranges :meth:`quote` repeated (their text is told twice)

    def lit(self, text: str) -> None:
        """Append literal text."""
        if text:
            self.parts.append(text)
            self.pos += len(text)

    def val(self, key: str) -> None:
        """Append the value of ``key`` and record its span."""
        value = self.values[key]
        self.spans.setdefault(key, []).append((self.pos, self.pos + len(value)))
        self.parts.append(value)
        self.pos += len(value)

    def tmpl(self, template: str) -> None:
        """Append a template, placing each ``{key}`` as a value."""
        parts = self.parts
        if self.reference and "{case_reference}" in template:
            template = template.replace("{case_reference}", "{" + self.reference + "}")
        if "{" not in template:
            if template:
                parts.append(template)
                self.pos += len(template)
            return
        pos, values, spans = self.pos, self.values, self.spans
        apposed = False
        for piece, is_key in parse_template(template):  # what lit() and val() do, inlined: the hottest loop
            if is_key:
                value = values[piece]
                apposed = ", " in value and _APPOSED.match(value) is not None
                if parts and parts[-1].endswith(_ARTICLE_ENDS) and value:  # "a {pet}" -> "an eleven-year-old cat"
                    pos += _agree_article(parts, value)
                elif piece == "employer" and parts and parts[-1].endswith(_PREP_ENDS) and _PUBLIC_BODY.search(value):
                    parts.append("the ")  # "works as a police officer at the Dayton Police Department" (s21-world)
                    pos += 4
                end = pos + len(value)
                spans.setdefault(piece, []).append((pos, end))
                parts.append(value)
                pos = end
            elif piece:
                if apposed and piece[:1] == " " and piece[1:2].isalpha():  # "reach Ann Lee, claims examiner, about"
                    piece = "," + piece
                apposed = False
                parts.append(piece)
                pos += len(piece)
        self.pos = pos

    def joined(self, templates: list[str], sep: str = " ") -> None:
        """Append templates joined by ``sep`` (each template parsed on its own, so parses stay cached)."""
        for i, template in enumerate(templates):
            if i:
                self.lit(sep)
            self.tmpl(template)

    def line(self, template: str = "") -> None:
        """Append a template followed by a newline."""
        self.tmpl(template)
        self.parts.append("\n")
        self.pos += 1

    def quote(self, start: int, end: int, prefix: str = "> ") -> None:
        """Append the text between ``start`` and ``end`` again, each line behind ``prefix`` (an e-mail's quote),
        recording the spans of the values it repeats."""
        self.quoted.append((start, end))
        source = self.text()[start:end].rstrip()
        inside = [(k, s, e) for k, places in self.spans.items() for s, e in places if start <= s and e <= end]
        at = start
        for line in source.split("\n"):
            head = prefix if line.strip() else prefix.rstrip()
            shift = self.pos + len(head) - at
            for k, s, e in inside:
                if at <= s and e <= at + len(line):
                    self.spans[k].append((s + shift, e + shift))
            self.lit(head + line.rstrip() + "\n")
            at += len(line) + 1

    def drop_last(self, text: str) -> None:
        """Take back the literal ``text`` when it is the last thing appended (a separator that turned out last)."""
        if self.parts and self.parts[-1] == text:
            self.parts.pop()
            self.pos -= len(text)

    def spans_keys(self) -> set[str]:
        """The ``{key}`` placeholders of the values placed so far."""
        return {"{" + k + "}" for k in self.spans}

    def placed(self, slot: str) -> bool:
        """Whether ``slot`` is in :meth:`spans_keys` (without building the set)."""
        return slot[:1] == "{" and slot[-1:] == "}" and slot[1:-1] in self.spans

    def text(self) -> str:
        return "".join(self.parts)

    @property
    def words(self) -> int:
        """Whitespace-separated words so far."""
        return len(self.text().split())


@dataclass
class Plan:
    """What the offline backend renders: fields, values, wording choices and layout."""

    category: str
    subcategory: str
    record_type: str
    background: str
    format: str
    fields: list[FieldSpec]
    values: dict[str, str]
    sentence_choice: dict[str, int]
    filler: list[str]
    target_words: int
    layout_seed: int
    organisation: str
    record_date: str
    unused_fields: list[FieldSpec] = field(default_factory=list)
    #: field group -> the heading its section carries in this record (from the catalogue's sections).
    headings: dict[str, str] = field(default_factory=dict)
    #: "Ms." / "Mr.": how third-person retellings address the person.
    honorific: str = ""
    #: Filler sentences a record may use at most (the rest of its length is real content).
    max_filler: int = 1
    #: The role of the person who signs for the issuer ("Branch Manager").
    signer_role: str = ""
    #: Seeds which neighbouring facts are joined; kept by revisions, so a revision rewords only what it changes.
    join_seed: int = 0
    #: Earlier dates of the matter, oldest first, ending on the record's date (a note's dated entries).
    entry_dates: tuple[str, ...] = ()
    #: The person's state ("OH"), written between the city and the ZIP code of an address, as US mail writes it.
    region: str = ""
    #: A statement's own dated entries that add up to its closing balance (:mod:`privasis_hub.synth.ledger`).
    ledger: Ledger | None = None
    #: The key of the one named colleague whose direct e-mail and extension the record gives (offline.py
    #: ``_one_colleague``): told on a contact line of its own (:func:`colleague_line`), "" where none.
    colleague: str = ""
    #: (state, town) of the issuer's office where it is not in the person's town (a holiday rental's agency, in the
    #: town the house stands in); empty: the office is in the person's own town.
    office_place: tuple[str, str] = ()
    #: The person's own town (``City``) where the record tells neither it nor its ZIP code in full: the office near
    #: them still prints its whole town line ("Moorefield, WV 26836"), as every letterhead does (s25-letter: reader15
    #: class 3, "write to us at 327 Church St." under a letterhead with no town).
    home_town: str = ""
    #: The person's own ZIP code, which such an office's town line never prints as its own: a record that does not
    #: hold the person's ZIP code does not show it (a one-ZIP town's office line has no ZIP code).
    home_zip: str = ""

    def revised(self, rng: random.Random) -> Plan:
        """A candidate revision: a few more specific details, a reordered section, other wording."""
        extra = list(self.unused_fields)
        rng.shuffle(extra)
        add = extra[: rng.randint(1, 3)] if rng.random() < 0.6 else []  # some revisions only reword or reorder
        fields_ = self.fields + add
        by_group: dict[str, list[FieldSpec]] = {}
        for f in fields_:
            by_group.setdefault(f.group, []).append(f)
        groups = list(by_group)
        if len(groups) > 1 and rng.random() < 0.5:  # move one section to another place
            moved = groups.pop(rng.randrange(len(groups)))
            groups.insert(rng.randrange(len(groups) + 1), moved)
            fields_ = [f for group in groups for f in by_group[group]]  # (sorted by section: a stable sort)
        choice = dict(self.sentence_choice)
        for f in rng.sample(fields_, k=min(len(fields_), rng.randint(2, 6))):
            choice[f.key] = rng.randrange(len(f.sentences))
        for f in add:
            choice[f.key] = rng.randrange(len(f.sentences))
        filler = list(self.filler)
        rng.shuffle(filler)
        return replace(
            self,
            fields=fields_,
            unused_fields=[f for f in self.unused_fields if all(f is not a for a in add)],
            sentence_choice=choice,
            filler=filler,
            target_words=self.target_words + rng.randint(-20, 60),
            layout_seed=rng.randrange(2**31),
        )


class _RecordMemo:
    """What a record's renders share: a draft and its revisions (:meth:`Plan.revised`) differ only in their fields,
    wording choices, filler, length and layout seed, so work that depends on none of these but the choices of the
    fields it tells (a paragraph's joined sentences, :func:`_prose`) is done once per record.

    A memo belongs to one plan's values and the rest of its fixed parts; it is used only while :func:`render`
    renders that very plan, and it is dropped when the values or a fixed part differ (a plan edited in place)."""

    #: The parts of a plan that a revision changes (the others are the memo's key).
    REVISED = frozenset({"fields", "unused_fields", "sentence_choice", "filler", "target_words", "layout_seed"})
    _recent: list[_RecordMemo] = []  # the last few records' memos (a worker may interleave records)
    _current: list[tuple[Plan, _RecordMemo]] = []  # the plan being rendered, innermost last

    def __init__(self, plan: Plan):
        self.values = plan.values  # held, so its id is not reused while the memo lives
        self.snapshot = dict(plan.values)
        self.fixed = self._fixed(plan)
        self.prose: dict[tuple, tuple[list[FieldSpec], list[str], int]] = {}
        self.made: dict[tuple, tuple[object, list]] = {}  # (what, arguments ...) -> (held, what it made)
        self.calls: dict[tuple, tuple] = {}  # (function, id(field), choice, arguments ...) -> (field, answer)

    @classmethod
    def _fixed(cls, plan: Plan) -> list:
        return [getattr(plan, name) for name in plan.__dataclass_fields__ if name not in cls.REVISED and name != "values"]

    @classmethod
    def for_plan(cls, plan: Plan) -> _RecordMemo:
        for memo in cls._recent:
            if memo.values is plan.values and memo.snapshot == plan.values and memo.fixed == cls._fixed(plan):
                return memo
        memo = cls(plan)
        cls._recent = [memo, *cls._recent[:3]]
        return memo

    @classmethod
    def remember(cls, plan: Plan, key: tuple, make: Callable[[], list], hold: object = None) -> list:
        """``make()``, a pure function of ``plan``'s fixed parts and ``key``, worked out once per record while
        :func:`render` renders it (a copy: the caller may change it). ``hold``: an object whose ``id`` is in
        ``key``, kept with the answer so that the id stays its own."""
        memo = cls.active(plan)
        if memo is None:
            return make()
        hit = memo.made.get(key)
        if hit is None or hit[0] is not hold:
            hit = memo.made[key] = (hold, make())
        return list(hit[1])

    @classmethod
    def active(cls, plan: Plan) -> _RecordMemo | None:
        """The memo of ``plan`` while :func:`render` renders it (None outside a render or for another plan)."""
        current = cls._current
        return current[-1][1] if current and current[-1][0] is plan else None


def _per_record(fn: Callable) -> Callable:
    """``fn(plan, f, ...)``, a pure function of the plan's fixed parts, the field ``f``, the wording choice
    the plan made for it and the other arguments, remembered for the record while :func:`render` runs (a revision
    asks again for most of its draft's sentences)."""

    def remembered(plan: Plan, f: FieldSpec, *rest):
        memo = _RecordMemo.active(plan)
        if memo is None:
            return fn(plan, f, *rest)
        key = (fn, id(f), plan.sentence_choice.get(f.key, 0), *rest)
        hit = memo.calls.get(key)
        if hit is not None and hit[0] is f:  # (the memo holds ``f``: its id is not another field's)
            return hit[1]
        said = fn(plan, f, *rest)
        memo.calls[key] = (f, said)
        return said

    remembered.__wrapped__ = fn
    remembered.__doc__ = fn.__doc__
    remembered.__name__ = fn.__name__
    return remembered


# --- voices: the person in the first, second or third person ---------------------------------

_NAME = re.compile(r"\{(?:first_name\} \{last_name|full_name|first_name)\}('s)?")
_SUBJECT_BEFORE = re.compile(
    r"(?:, |; |[,.!?][\"\u201d] |\b(?:that|and|when|after|before|because|so|while|until|if|since|as|but|where|once"
    r"|assumes|assumed) "  # "Planning assumes she stops working", not "her stops"
    r"|\b(?:each|every|last|next|this|that) (?:month|week|year|day|morning|evening|night|time|quarter|term|season) "
    r"|\b(?:today|yesterday|now|lately|recently|usually|often) )$", re.I
)
_ADVERBS = frozenset({"also", "always", "still", "never", "often", "now", "already", "first", "later",
                      "usually", "rarely", "once", "just", "then"})
_IRREGULAR = {"is": ("am", "are"), "was": ("was", "were"), "has": ("have", "have"), "does": ("do", "do"),
              "goes": ("go", "go")}
_WORD = re.compile(r"(\s+)([A-Za-z-]+)")
#: Words before the person's name that make it an object ("for {first_name} was ...").
_PREPOSITIONS = frozenset({"for", "to", "from", "with", "by", "about", "of", "at", "on", "in", "into", "as", "than",
                           "under", "between", "against", "toward", "towards", "without", "behind", "near", "like"})
#: A finite verb right after the name: past tense, or a few present forms ("the concern {first_name} raised").
_FINITE = re.compile(r"\s+(?:[a-z]+ed|gave|made|wrote|said|took|sent|paid|told|got|came|went|left|brought|bought"
                     r"|kept|felt|saw|became|chose|began|put|ran|drove|met|found|lost|held|loves|wants|needs|likes"
                     r"|prefers|uses|is|has|was|does|had|did|cannot|can|can't|will|would|could|should|must|might"
                     r"|may)\b")
#: "after helping {first_name}": a verb in -ing before the name, not a noun ("one thing", "the meeting", "something").
_GERUND = re.compile(r"(?<!\bthe )(?<!\bone )(?<!\bthat )(?<!\bthis )(?<!\bany )(?<!\bevery )(?<!\beach )"
                     r"(?<!\bmy )(?<!\byour )(?<!\bher )(?<!\bhis )(?<!\bour )(?<!\ba )(?<!\bno )"
                     r"\b(?!(?:some|no|any|every)thing\b)[a-z]+ing\s+$", re.I)
#: "the quickest way to reach {first_name} is": the name is the object of a verb after "to".
_INFINITIVE = re.compile(r"\bto [a-z]+\s+$")


#: A present-tense verb right after the name in a relative clause ("the podcast {first_name} appears on").
_PRESENT = re.compile(r"\s+[a-z]{3,}(?<!s)s\s+(?:on|in|at|for|with|to|from|about|under|as|came|comes|was|is|were"
                      r"|has|had|went|goes|shows|remains|stays|most|regularly|usually)\b")  # "the service I attend most"


#: "looked after " / "who looked after ": "after" a preposition, its name an object ("who looked after her", never
#: "who looked after she": s27-grammar), not the conjunction of "updated after she swapped a shift".
_LOOKED_AFTER = re.compile(r"\b(?:(?:looks?|looked|looking|asks?|asked) after|(?:who|which) [a-z]+ after) $")
#: "who treated ", "that helped " just before the name: a relative clause's verb whose object the name is.
_WHO_VERB = re.compile(r"\b(?:who|which)\s+(?:[a-z]+ly\s+)?[a-z]+\s+$")


def _relative_subject(prefix: str, rest: str) -> bool:
    """Whether the name is the subject of a clause after a noun: "the dispute {first_name} raised"."""
    before = re.search(r"(^|[.!?:]\s+)?([A-Za-z]+)\s+$", prefix)
    if _WHO_VERB.search(prefix):  # "the provider who treated {first_name} is": the name is the verb's object
        return False  # (never "The provider who treated you are out of network": s27-grammar)
    if (not before or before.group(2).lower() in _PREPOSITIONS or _GERUND.search(prefix)
            or _INFINITIVE.search(prefix) or not (_FINITE.match(rest) or _PRESENT.match(rest))):
        return False
    # a lowercase word ("the dispute {first_name} raised"), or a sentence's first word ("Lately {first_name} has")
    return before.group(2)[0].islower() or before.group(1) is not None


#: "... the <one to four words> of " just before the person's name: the thing is theirs.
_ONE_OF = re.compile(r"\b[Aa]n? [\w-]+ of $")
_OWNED_BY = re.compile(r"(?s)^(.*\b)(the|The) ((?:[\w-]+ ){0,3}?[\w-]+) of $")
#: "the booking for {first_name}", "the request from {first_name}": the thing is theirs ("your booking").
_FOR_FROM = re.compile(r"(?s)^(.*\b)(the|The) ((?:[\w-]+ ){0,2}?[\w-]+) (?:for|from) $")
_NOT_A_NOUN = frozenset({"we", "you", "i", "our", "they", "he", "she", "it", "this", "that", "who", "which",
                         # "Anything for him will go by e-mail", not "His anything will go"
                         "anything", "something", "everything", "nothing", "anyone", "someone", "everyone"})


def _owned_noun(words: str) -> bool:
    """Whether ``words`` (before "for"/"from" and the name) are a plain noun group ("booking", "best number")."""
    return all(w.lower() not in _PREPOSITIONS and w.lower() not in _NOT_A_NOUN and not w.endswith(("ed", "en"))
               for w in words.split())


def _conjugate(rest: str, first: bool) -> str:
    """Make the verb at the start of ``rest`` agree with "I" (``first``) or "you"."""
    m = _WORD.match(rest)
    if not m:
        return rest
    word = m.group(2)
    if word in _ADVERBS or word.endswith("ly"):
        return m.group(0) + _conjugate(rest[m.end():], first)
    if word in _IRREGULAR:
        new = _IRREGULAR[word][0 if first else 1]
    elif word.endswith("ies") and len(word) > 4:
        new = word[:-3] + "y"
    elif word.endswith(("ches", "shes", "sses", "xes", "zes", "oes")):
        new = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        new = word[:-1]
    else:
        new = word
    after = rest[m.end():]
    if new != word and (both := _AND_VERB.match(after)):  # "owns and runs" -> "own and run", never "I own and runs"
        after = both.group(1) + _conjugate(after[both.end(1):], first)  # (reader17 class H)
    return m.group(1) + new + after


#: A second verb joined to the first by "and" ("owns and runs"): it agrees with the same subject.
_AND_VERB = re.compile(r"(\s+and)\s+[a-z]{2,}(?<![su]s)s\b")


#: A participle that is its own past tense ("the item brought in by") and those that are not ("given" -> "gave").
_SAME_PAST = frozenset({"sent", "brought", "bought", "left", "made", "paid", "kept", "sold", "told", "found", "lost",
                        "spent", "built", "won", "read", "set", "put", "heard", "met", "taught", "caught", "lent",
                        "led", "fed", "cut", "dealt", "meant", "felt", "held"})
_PAST = {"given": "gave", "shown": "showed", "written": "wrote", "taken": "took", "drawn": "drew", "seen": "saw",
         "done": "did", "chosen": "chose", "driven": "drove", "known": "knew", "worn": "wore", "grown": "grew",
         "begun": "began", "broken": "broke", "spoken": "spoke", "stolen": "stole", "ridden": "rode", "run": "ran"}
#: Words that end a noun group's run of words: a verb, a determiner or a pronoun, never the thing owned.
_NOT_OWNED = frozenset({"was", "were", "is", "are", "be", "been", "being", "has", "have", "had", "not", "also",
                        "already", "and", "or", "then", "it", "they", "any", "a", "an", "each", "every", "one",
                        "no", "all", "some", "more", "less", "ask", "call", "look", "wait", "check", "speak", "talk",
                        "write", "send", "apply", "vote", "sign", "thanks", "thank", "only", "just"})
#: "the item brought in by " / "The document held by " / "Pain reported by ": a noun group (at a sentence's start or
#: after a determiner), a participle, perhaps a particle, then "by" and the person.
_DONE_BY = re.compile(r"(?s)^(.*?(?:^|[.!?:;]\s+|, |\b(?:the|The|[Tt]his|[Tt]hat|[Aa]ny|[Aa]n?|[Ee]ach) )"
                      r"(?:[\w'-]+ ){0,2}?[\w'-]+) ([a-z]+)((?: (?:in|out|up|off|back|down|over|on))?) by $")
#: "Fees for " / "the meeting with " / "hours by " at a sentence's start or after "the": the person's own thing.
_NOUN_FOR = re.compile(r"(?s)^(.*)(\b(?:the|The|an?|An?) |^|[.!?:;]\s+)((?:[\w-]+ ){0,3}?[\w-]+) (?:for|from|by|with) $")
#: "the loan officer working with ", "the editor handling this for ", "the response from ": the person's own.
_SERVING = re.compile(r"(?s)^(.*\b)(the|The) ((?:[\w-]+ ){0,2}?(?:officer|specialist|editor|team|recruiter|agent|"
                      r"advisor|adviser|manager|coordinator|counselor|planner|contact|nurse|worker|producer|host)) "
                      r"(?:working with|handling this for|assigned to|who spoke with) $")
#: "we spoke with " told by the person: "we" already holds them.
_WE_WITH = re.compile(r"\b[Ww]e (?:[a-z]+ ){1,3}with $")


def _participle_past(word: str) -> str | None:
    """The past tense of participle ``word`` ("brought", "given" -> "gave"), or None when it is not one."""
    if word in _PAST:
        return _PAST[word]
    if word in _SAME_PAST or (word.endswith("ed") and len(word) > 3 and word not in ("need", "feed", "seed", "speed")):
        return word
    return None


def _done_by(prefix: str, person: str) -> str | None:
    """``prefix`` ("the item brought in by ") with the person made the participle's subject ("the item I brought
    in"), or None when the words before "by" are not a noun group and a participle ("was signed by" stays)."""
    m = _DONE_BY.match(prefix)
    if not m or m.group(1).rsplit(" ", 1)[-1].lower() in _NOT_OWNED:
        return None
    past = _participle_past(m.group(2))
    if past is None:
        return None
    subj = _PRONOUNS[person][0]
    if past == "held":  # "the document held by you is valid" -> "the document you hold"
        past = "holds" if person in ("she", "he") else "hold"
    return f"{m.group(1)} {subj} {past}{m.group(3)}"


def _noun_for(prefix: str, poss: str) -> str | None:
    """``prefix`` ("Fees for ", "the meeting with ") with the noun group made the person's ("My fees", "your
    meeting"), or None when the words before the preposition are not a plain noun group."""
    m = _NOUN_FOR.match(prefix)
    if not m:
        return None
    head, start, words = m.group(1), m.group(2), m.group(3).split()
    the = start.strip() in ("the", "The", "a", "A", "an", "An")
    if start.strip().lower() in ("a", "an") and len(words) > 1:  # "A response from you" -> "Your response"; not "a
        return None  # recent change for me" -> "my recent change"
    inner = words[1:-1] if the else []  # "the plan of care for you" -> "your plan of care"
    if any(w.lower() in _NOT_OWNED or w.lower() in _NOT_A_NOUN or (w.lower() in _PREPOSITIONS and w not in inner)
           for w in words):
        return None
    if _participle_past(words[-1].lower()) or (len(words) > 1 and words[-1].endswith("ing")):
        return None  # "the access specialist working with you" is said as it stands
    if not the and len(words[0]) > 1 and words[0][1:].islower():  # "Fees" -> "My fees"
        words[0] = words[0].lower()
    own = _cap(poss) if start.strip() in ("The", "A", "An", "", ".", "!", "?") else poss
    return head + ("" if the else start) + own + " " + " ".join(words)


#: The person's pronouns by voice: subject, possessive determiner, object, possessive pronoun.
_PRONOUNS = {"first": ("I", "my", "me", "mine"), "second": ("you", "your", "you", "yours"),
             "she": ("she", "her", "her", "hers"), "he": ("he", "his", "him", "his")}


def _cap(word: str) -> str:
    return word[0].upper() + word[1:]


@lru_cache(maxsize=8192)
def voice(template: str, person: str) -> str:
    """Rewrite a template about the record's person for a ``"first"`` ("I"), ``"second"`` ("you"), ``"she"`` or
    ``"he"`` voice.

    ``"third"`` returns the template unchanged. Subjects become I/you/she/he (the verb made to agree with I and
    you), possessives my/your/her/his, objects me/you/her/him; values other than the person's name keep their
    placeholders.
    """
    if person not in _PRONOUNS or "{f" not in template:
        return template
    if person in ("first", "second"):  # a vocative ("..., {first_name}.") is not said to or by oneself
        if ", {first_name}" in template:  # (speed only: the literal every match holds)
            template = _VOCATIVE_MID.sub(" ", _VOCATIVE.sub(r"\1", template))  # "My concern, you, is" (reader7)
        if template.startswith(("According to {first_name}, ", "Per {first_name}, ")):  # not "According to you,"
            template = ("You tell us that " if person == "second" else "As I see it, ") + template.split(", ", 1)[1]
    first = person == "first"
    subj, poss, obj, own = _PRONOUNS[person]
    conjugates = person in ("first", "second")
    text, pos = template, 0
    while m := _NAME.search(text, pos):
        prefix = text[: m.start()]
        at_start = not prefix.strip() or prefix.rstrip().endswith((".", ":", "?", "!"))
        conj = False
        if m.group(1):
            word = poss
        elif not _LOOKED_AFTER.search(prefix) and (at_start or _SUBJECT_BEFORE.search(prefix)
                                                     or _relative_subject(prefix, text[m.end():])):
            word, conj = subj, conjugates
        else:
            if done := _done_by(prefix, person):  # "the item brought in by {first_name}" -> "the item I brought in"
                text, pos = done + text[m.end():], len(done)
                continue
            if serving := _SERVING.match(prefix):  # "The loan officer working with {first_name}" -> "Your loan officer"
                head = serving.group(1) + (_cap(poss) if serving.group(2) == "The" else poss) + " " + serving.group(3)
                text, pos = head + text[m.end():], len(head)
                continue
            if own_group := _noun_for(prefix, poss):  # "Fees for {first_name} were" -> "My fees were"
                text, pos = own_group + text[m.end():], len(own_group)
                continue
            if person == "first" and _WE_WITH.search(prefix):  # "we spoke with {first_name} for" -> "we spoke for"
                text = prefix[: -len(" with ")] + text[m.end():]
                pos = len(prefix) - len(" with ")
                continue
            owned = _OWNED_BY.match(prefix)
            if not owned and (near := _FOR_FROM.match(prefix)) and _owned_noun(near.group(3)):
                owned = near  # "the booking for you is with ..." -> "your booking is with ..."
            if owned:  # "the account of {full_name}" -> "your account", not "the account of you"
                word = _cap(poss) if owned.group(2) == "The" else poss
                rest = text[m.end():]
                text = owned.group(1) + word + " " + owned.group(3) + rest
                pos = len(owned.group(1)) + len(word)
                continue
            if prefix.endswith("on behalf of "):  # "on behalf of you" -> "on your behalf"
                head = prefix[: -len("behalf of ")] + poss + " behalf"
                text, pos = head + text[m.end():], len(head)
                continue
            if person in ("she", "he") and _SLOT_BEFORE_VERB.search(prefix) and _VERB_AFTER_SLOT.match(text[m.end():]):
                # "The injury recorded for {first_name} is ..." keeps the name: "for her is", "with him was" read as
                # a pronoun dropped into a name's slot (reader17 class H, quality_privasis pronoun_slot); the full
                # name, never the first name alone in a file that calls her "Ms. Wolf"
                text = prefix + "{full_name}" + text[m.end():]
                pos = len(prefix) + len("{full_name}")
                continue
            if (conjugates and (lead := _DROPPED_BEFORE_VERB.search(prefix)) and _SLOT_BEFORE_VERB.search(prefix)
                    and _VERB_AFTER_SLOT.match(text[m.end():])):
                # said to or by the person, "Our reference number for you is", "Any meeting with you will be" drop
                # the pronoun: "Our reference number is ...", "Any meeting will be held at ..." (reader17 class H)
                text = prefix[: lead.start(1)] + text[m.end():]
                pos = lead.start(1)
                continue
            # "a parent of {full_name}" -> "a parent of yours"
            word = own if _ONE_OF.search(prefix) else obj
        if at_start:
            word = _cap(word)
        rest = text[m.end():]
        text = prefix + word + (_conjugate(rest, first) if conj else rest)
        pos = len(prefix) + len(word)
    if not first:
        return text
    said = _I_AND.sub(_and_i, text) if _I_AND_QUICK.may_match(text) else text  # (speed only: exact prefilters)
    return _I_ASKED_US.sub(r"\1 you", said) if _I_ASKED_US_QUICK.may_match(said) else said


#: The preposition before a name that a verb follows ("The sanction proposed for {first_name} is ...") ...
_SLOT_BEFORE_VERB = re.compile(r"\b(?!(?:anything|something|everything|nothing|anyone|someone|everyone) )[A-Za-z'-]+ "
                               r"(?:for|by|from|with) $", re.I)  # ("Anything for him will go by e-mail" stays)
#: ... of which these go without the person when said to or by them ("Our reference number for you is").
_DROPPED_BEFORE_VERB = re.compile(r"(?:^|[.!?:;]\s+|, )(?i:Our|Any|All our|All|The|Each|Every)\b[^.,;:]*?(?<=[a-z])"
                                  r"( (?:for|with|from) )$")  # (not "A recent change for me was ...")
#: ... and that verb (the shapes quality_privasis counts as a pronoun in a name's slot).
_VERB_AFTER_SLOT = re.compile(r"\s+(?:is|are|was|were|will|begins?|began|comes?|came|goes|went|stays?|remains?|has|had|stands|runs)"
                              r"\b")


#: A name said to its reader at the end of a sentence ("Keep this as proof, {first_name}.").
_VOCATIVE = re.compile(r", \{first_name\}([.!?])$")
#: ... or between commas inside it ("My main concern, {first_name}, is"): said to oneself it is "..., you, is".
_VOCATIVE_MID = re.compile(r"(?<=\w), \{first_name\}, ")
#: "I asked us to use text messages": told by the person to the office, the office is "you".
_I_ASKED_US = re.compile(r"\b(I (?:have |had )?(?:asked|told|gave|sent|showed|e-mailed|called|phoned|reminded)) us\b")


#: "I and {partner_name} talked" is written "{partner_name} and I talked"; "I and the child's other parent both
#: received" likewise, "The child's other parent and I" at the start of a sentence.
_I_AND = re.compile(r"\bI and (\{\w+\}|(?:the|my|our) (?:[\w'-]+ ){0,3}?[\w'-]+?"
                    r"(?= both\b| [a-z]+ed\b| (?:have|had|are|were|got|went|met|spoke|live|agreed|will|keep|share|plan"
                    r"|work|talk|meet|need|want|hope|take|make|go)\b))")
#: (speed only) _I_AND and _I_ASKED_US behind their literal prefilters (see quickre.py).
_I_AND_QUICK, _I_ASKED_US_QUICK = Prefiltered(_I_AND), Prefiltered(_I_ASKED_US)


def _and_i(m: re.Match) -> str:
    """ "I and X" as "X and I", capitalised where the sentence starts."""
    other = m.group(1)
    start = m.start() == 0 or m.string[max(0, m.start() - 2) : m.start()] in (". ", "! ", "? ")
    return (other[:1].upper() + other[1:] if start and not other.startswith("{") else other) + " and I"


#: Last words of plural record types ("production notes", "meeting minutes"); "summons" and "status" are singular.
_PLURALS = frozenset({"notes", "minutes", "records", "results", "instructions", "terms", "papers", "details",
                      "files", "proceedings", "accounts", "measurements", "statements", "letters", "logs", "orders",
                      "documents", "forms", "guidelines", "materials", "credentials", "findings", "answers"})


def this(record_type: str, capital: bool = False) -> str:
    """"this <record type>", or "these <record type>" when the record type is plural ("these production notes")."""
    word = "these" if record_type.rsplit(" ", 1)[-1].lower() in _PLURALS else "this"
    return (word.capitalize() if capital else word) + " " + record_type


#: Last words of record types that a document calls itself by ("this report", "these notes", "this notice").
_KINDS = frozenset({"report", "notes", "statement", "form", "notice", "letter", "summons", "plan", "agreement",
                    "application", "summary", "assessment", "evaluation", "log", "minutes", "transcript", "invoice",
                    "bill", "receipt", "certificate", "policy", "contract", "lease", "request", "claim", "review", "memo",
                    "checklist", "confirmation", "estimate", "order", "questionnaire", "worksheet", "waiver"})
_PLURAL_VERBS = {" was": " were", " is": " are", " has": " have", " records": " record", " covers": " cover",
                 " shows": " show", " lists": " list", " tells": " tell", " sets": " set", " describes": " describe",
                 " explains": " explain", " contains": " contain", " includes": " include", " confirms": " confirm",
                 " summarises": " summarise", " summarizes": " summarize", " documents": " document",
                 " follows": " follow", " notes": " note"}


def _this_agreeing(m: re.Match) -> str:
    """ "the <record type> was" as "this <record type> was" or, when it is plural, "these <record type> were"."""
    record_type = m.group(0)[len(m.group(0).split(" ", 1)[0]) + 1 :]
    verb = m.group(2) or ""
    record_type = record_type[: len(record_type) - len(verb)] if verb else record_type
    last = record_type.rsplit(" ", 1)[-1]
    text = this(last if last.lower() in _KINDS else record_type, m.group(1) == "T")  # "this report", not its full name
    return text + (_PLURAL_VERBS[verb] if verb and text.lower().startswith("these") else verb)


@lru_cache(maxsize=8192)  # a plan's revisions retell the same background
def retell(background: str, record_type: str, person: str, honorific: str) -> str:
    """The background told inside the document: in the document's voice, never pasted word for word.

    Third person: the person by honorific and surname ("Ms. {last_name}"); first or second person:
    :func:`voice`. "the <record type>" becomes "this <record type>".
    """
    if person == "third":
        text = _NAME.sub(lambda m: f"{honorific} {{last_name}}" + (m.group(1) or ""), background)
    else:
        text = voice(background, person)
    if record_type and record_type in text:  # (every match holds the record type as it is: no compile without one)
        text = _the_record_type(record_type).sub(_this_agreeing, text)
    return text


@lru_cache(maxsize=4096)
def _the_record_type(record_type: str) -> re.Pattern:
    """(speed only) :func:`retell`'s "the <record type> was" pattern, compiled once per record type (re's own cache
    of 512 patterns is outrun by a build's record types)."""
    return re.compile(r"\b([Tt])(?:he|his) " + re.escape(record_type) + r"\b( (?:was|is|has|records|covers|shows"
                      r"|lists|tells|sets|describes|explains|contains|includes|confirms|summarises|summarizes"
                      r"|documents|follows|notes)\b)?")


# --- building blocks shared by the formats ------------------------------------------------


#: How the person gives or is told their own name (a voiced "This record concerns me." says nothing).
_OWN_NAME = {
    "first": ("My name is {full_name}.", "I am {full_name}.", "I go by {full_name}.",
              "For the record, I am {full_name}."),
    "second": ("We have your name as {full_name}.", "Your file is under {full_name}.",
               "The name on your file is {full_name}."),
}


@lru_cache(maxsize=8192)
def _leading_key(template: str) -> str | None:
    m = _PLACEHOLDER.match(template)
    return m.group(1) if m else None


def _opens_lower(template: str, values: dict[str, str]) -> bool:
    """Whether ``template`` starts with a value that starts in lower case ("{committee} reviewed ...")."""
    key = _leading_key(template)
    return key is not None and values.get(key, "A")[:1].islower()


def _life_event_told(event: str) -> tuple[str, ...]:
    """How a writer tells ``event`` (``life_event_told`` in profile.yaml): what happened and about when, with what
    it changed (issue 19, reader6 class 5: not "Over the past year I went through a promotion.")."""
    from privasis_hub.synth.profile import profile_rules

    return profile_rules().life_event_told.get(event, ())


#: An office's instruction to the person ("Please send W-2 forms", "{full_name} is asked to ..."): in the person's own
#: statement it reads "In your own words: Please send W-2 forms" (reader7 class 5).
_INSTRUCTS = re.compile(r"(?:^|, )(?:[Pp]lease|Kindly)\b|\bis asked to\b|\bshould (?:come|report)\b|\bis to [a-z]+\b")


#: A letter's request in a wording an agreement would state as a fact instead (s21-notes).
_PARTY_ASKS = re.compile(r"(?:^|, )(?:[Pp]lease|Kindly)\b|^(?:Quote|Cite)\b|\bshould quote\b|\bwhen (?:you )?writ")


#: A wording in which an office, its staff or its records act on or tell of the person ("The intake volunteer noted
#: that ...", "The network took up the request ...", "The ledger shows ..."): an office's account, never the
#: person's own statement on a form they fill in (reader12 R4/R10: "Before a decision, the agency looked into a
#: missing signature", "The secretary's log shows that I attended 4 of 11 general meetings").
_OFFICE_TELLS = re.compile(
    r"(?:^|[,;] |\] )(?:[Tt]he|[Oo]ur|[Ii]ts) (?:[\w'-]+ ){0,2}(?:volunteers?|staff|office|agency|network|team|crew|"
    r"coordinator|secretary|registrar|desk|caseworker|worker|officer|clerk|notes|log|ledger|records?|file|account|"
    r"system|intake|board|committee|club|bank|lender|insurer|school|department|organizers?|screening|register|"
    r"minutes|registry|matter|complaint|sign-in record)\b(?:'s [\w-]+)?"
    r"(?: \w+ly)? (?:noted|notes|took up|takes up|looked into|looks into|logged|logs|recorded|records|shows?|lists?|"
    r"describes?|keeps|kept|flagged|flags|marked|marks|agreed|credits|has (?:noted|recorded|logged|flagged)|put|puts|"
    r"(?:was|were) (?:put to|taken up)|went before)\b"
    r"|\baccording to (?:our|the) (?:logs?|records?|file)\b|\brecords show\b|^Staff (?:consider|regard|describe|see)\b"
    r"|\b(?:case|matter|question) (?:now sits with|under review is)\b"
    # ... and the staff's note of what the person said ("I told the coordinator about back pain ... early on", "I
    # described a household of 1 adult at intake": reader14 class 10): the person says the fact itself
    r"|\btold the (?:coordinator|team|staff|organizers) about\b|\bdescribed a household\b|\bdescribed [^.]* at intake\b")
#: A wording that has the person met at the office (s20-world: not for a holiday rental's agency in another town).
_AT_THE_DESK = re.compile(r"\b[Aa]t the (?:front )?(?:desk|counter)\b|\bin person\b")


@_per_record
def _template(plan: Plan, f: FieldSpec, person: str = "third") -> str:
    """The realisation of ``f`` the plan chose, skipping wordings the family or the voice never uses."""
    choice = plan.sentence_choice.get(f.key, 0)
    if f is _FULL_ADDRESS or f is _JOB:  # a whole address's or job's wording (it names the person)
        return _whole_template(plan, f, person)[0]
    if f.key == "full_name" and person in _OWN_NAME:
        return _OWN_NAME[person][choice % len(_OWN_NAME[person])]
    n = len(f.sentences)
    seed = (plan.join_seed ^ zlib.crc32(f.key.encode())) & 0xFFFF  # the same choices each time the plan asks
    if f.key == "life_event" and (told := _life_event_told(plan.values.get("life_event", ""))):
        return vary_by(told[choice % len(told)], seed)  # the event as a writer tells it, never its bare phrase
    if person == "first" and (own := _own_words(plan, f.key)):  # the person's own wording, never an office's turned
        keys = _field_keys(plan.fields)
        own = [t for t in own if _field_wording_fits(vary_by(t, seed), keys, plan.record_type, plan.subcategory)] or own
        said = vary_by(own[choice % len(own)], seed)
        if calls_off(plan) and _calls_in(said):  # no "Call me on ..." from one who
            said = next((t for o in own if not _calls_in(t := vary_by(o, seed))),
                        said)  # asked for texts
        return said
    template = vary_by(f.sentences[choice % n], seed)  # its inline choices made
    if _avoided(template, plan.category, person):  # the family's own wording: the next one it does use
        template = next((t for t in _others(f, choice, seed) if not _avoided(t, plan.category, person)), template)
    if person == "first" and _INSTRUCTS.search(template):  # the person's own statement gives no office's orders
        template = next((t for t in _others(f, choice, seed) if not _INSTRUCTS.search(t)), template)  # (reader7)
    if person == "first" and _OFFICE_TELLS.search(template):  # ... nor tells what the office or its records did
        template = next((t for t in _others(f, choice, seed) if not _OFFICE_TELLS.search(t)
                         and not _INSTRUCTS.search(t)), template)
    if not _field_wording_fits(template, keys := _field_keys(plan.fields), plan.record_type, plan.subcategory):
        # wording of another kind of document ("for the meetings" on an after-school form): the next that fits
        template = next((t for t in _others(f, choice, seed) if not _avoided(t, plan.category, person)
                         and _field_wording_fits(t, keys, plan.record_type, plan.subcategory)), template)
    if (wrong := _wrong_tense(plan, f)) and tense_of(template) == wrong:  # a dated fact told in its own tense
        template = next((t for t in _others(f, choice, seed) if tense_of(t) != wrong  # of the record's kind first
                         and _field_wording_fits(t, keys, plan.record_type, plan.subcategory)),
                        None) or next((t for t in _others(f, choice, seed) if tense_of(t) != wrong), template)
    if person == "second" and _NAMED_OPENING.match(template) and (
            plan.format in _STATEMENT_FORMATS or _recital_said(template)):
        # an issuer's statement remarks on the account, it does not recite the holder's own facts back to them
        # ("You insure a two-story frame house built in 1994.", "You give time to the weekend food pantry.": reader15
        # class 8): the field's next wording that opens with the thing itself, if it has one; nor does any paper
        # addressed to the person, a letter, an office's e-mail or chat, discharge instructions ("You are allergic to
        # codeine.", "You work as Associate Flight Attendant.": s29-self class 1, 11 of 50 records)
        template = next((t for t in _others(f, choice, seed) if not _NAMED_OPENING.match(t)
                         and not _ONE_FACT_SHAPE.search(t) and not _NAME_SLOT.search(t)
                         and not _avoided(t, plan.category, person)
                         and _field_wording_fits(t, keys, plan.record_type, plan.subcategory)
                         and (not wrong or tense_of(t) != wrong)), template)
    if calls_off(plan) and _calls_in(template):  # "you may call ..." to one who
        template = next((t for t in _others(f, choice, seed)  # asked not to be called: another wording, if any
                         if not _calls_in(t)), template)
    if plan.office_place and _AT_THE_DESK.search(template):  # an office in another town met nobody at its desk
        template = next((t for t in _others(f, choice, seed) if not _AT_THE_DESK.search(t)), template)  # (s20-world)
    if _opens_lower(template, plan.values):  # the next realisation that does not open with a lower-case value
        template = next((t for t in _others(f, choice, seed) if not _opens_lower(t, plan.values)
                         and (not wrong or tense_of(t) != wrong)), None)
    if template is None:  # every realisation opens with the value: the value follows a lead-in
        template = "Recorded: " + vary_by(f.sentences[choice % n], seed)
    if person.startswith("party:") and (own := party_words(plan.record_type, f.key)):
        # a term as the agreement itself states it, never a letter's request ("A reply from the Gardener is needed by
        # ..." in an agreement being signed; s21-notes): skeletons.yaml agreements.party_words
        return self_named(vary_by(own[choice % len(own)], seed), plan.record_type)
    if person.startswith("party:") and _PARTY_ASKS.search(template):  # a contract states a number, it does not ask
        # for it to be quoted ("Please write student ID ... on every form returned to the office"; s21-notes)
        template = next((t for t in _others(f, choice, seed) if not _PARTY_ASKS.search(t)
                         and _field_wording_fits(t, keys, plan.record_type, plan.subcategory)), None) or next(
            (t for t in _others(f, choice, seed) if not _PARTY_ASKS.search(t)), template)
    if person == "first" and template and _OFFICE_TELLS.search(template):  # (a later choice above went back to
        # an office's account: the first that is none and fits the record, in the record's tense)
        template = next((t for t in _others(f, choice, seed) if not _OFFICE_TELLS.search(t)
                         and not _INSTRUCTS.search(t) and not _opens_lower(t, plan.values)
                         and _field_wording_fits(t, keys, plan.record_type, plan.subcategory)
                         and (not wrong or tense_of(t) != wrong)), template)
    if person.startswith("party:"):  # a contract's own sentence, naming the party once by its term
        template = next((t for t in (template, *_others(f, choice, seed)) if _party_ok(t, plan, f, person[6:])
                         and not _PARTY_ASKS.search(t)), template)  # (never back to "Please include student ID
        # ... on every form returned to the office" in an enrollment agreement: s22-notes)
    if f.key in _CHILDS_OWN and _about_child(plan) and _PARENT_OWNS.search(template):  # the child's term is not
        # the parent's ("Ms. Jackson's Spring 2024 term" of a grade-7 pupil's mother; reader17 R10, class J)
        template = next((t for t in _others(f, choice, seed) if not _PARENT_OWNS.search(t)), template)
    if person not in ("first", "second") and plan.format in _STUDENT_FILES and _about_child(plan):
        template = the_student(template)
    return self_named(template, plan.record_type)


#: Facts of a school's file on a child that are the child's own, never its parent's (s27-fit) ...
_CHILDS_OWN = frozenset({"academic_term"})
#: ... and a wording that gives one to the parent the record is addressed to or filed with.
_PARENT_OWNS = re.compile(r"\{(?:first_name|full_name)\}'s (?!child)|For \{first_name\}|\{(?:first_name|full_name)\}"
                          r"(?:'s)? details\b|record for \{first_name\}|\{full_name\}'s file")


#: The formats in which a school's office writes about a student under its own head line ("Student: Amy Hoover"):
#: they call the child the student, never "Mr. Hoover's child ... his child" (reader12: parent/child blur).
_STUDENT_FILES = frozenset({"report", "memo"})
_CHILD_NAMED = re.compile(r"(?:\{first_name\}|\{full_name\})'s child, \{dependent_student\}|the child of \{full_name\}, "
                          r"\{dependent_student\}")
_PARENTS_CHILD = re.compile(r"(?:\{first_name\}|\{full_name\})'s child\b|\bthe child of \{full_name\}")


def the_student(template: str) -> str:
    """``template`` as a school's file on a student says it: the parent's child named as the student
    ("{first_name}'s child is registered under ..." -> "The student is registered under ...")."""
    template = _CHILD_NAMED.sub("{dependent_student}", template)

    def sub(m: re.Match) -> str:
        start = m.start() == 0 or template[:m.start()].rstrip().endswith((".", "!", "?", ":"))
        return "The student" if start else "the student"

    template = _PARENTS_CHILD.sub(sub, template)
    # "The student ID of the student is ..." / "The teacher of the student writes ...": the student's own
    # ("The teacher writes that the student ..." where the sentence names the student again: never "The student's
    # teacher writes that the student", the role named twice)
    return _OF_THE_STUDENT.sub(lambda m: f"{m.group(1)} {m.group(2)}" if "the student" in template[m.end():] else
                               f"{m.group(1)} student's {_STUDENTS_NOUN.get(m.group(2), m.group(2))}", template)


_OF_THE_STUDENT = re.compile(r"\b([Tt]he) ((?:student |homeroom |classroom )?(?:ID|ID number|teacher|number)) of the student\b")
_STUDENTS_NOUN = {"student ID": "ID number"}


#: Wordings from the other party's side of an agreement ("The home the Seller is dealing with" in a seller's
#: listing agreement, "the Client logs time against" in the client's statement of work: reader4 class 8).
_OTHER_SIDE = re.compile(r"\{(?:first|full)_name\} (?:is|was) (?:dealing with|looking at|working with)\b"
                         r"|\{(?:first|full)_name\} (?:logs|does)\b|\bHours by \{")


def _party_ok(template: str, plan: Plan, f: FieldSpec, role: str) -> bool:
    """Whether ``template`` can be said in an agreement naming the person ``role`` ("the Client"): not from the
    other party's side, and not naming that role a second time ("The Client is client number ...", "The Client is the
    client's project sponsor": reader4 class 8)."""
    noun = role.split()[-1].lower()
    if _OTHER_SIDE.search(template):
        return False
    text = re.sub(r"\{\w+\}", "", template).lower()
    if not _NAME.search(template):  # ... nor as a common noun beside its term ("the buyer's financing")
        return re.search(rf"\bthe {noun}\b", text) is None
    return re.search(rf"\b{noun}", text + " " + plan.values.get(f.key, "").lower()) is None


#: Wording that tells a fact as still ahead ("begins on", "will", "is booked on") or as over ("began on", "was"):
#: a dated fact's sentence is chosen in the tense its date has against the record's date (issue 19).
_FUTURE_WORDING = re.compile(
    r"\b(?:will|shall|begins?|starts?|kicks? off|is due|are due|due (?:to|on)|is scheduled|are scheduled|is set"
    r"|are set|is booked|are booked|is staying|are staying|is traveling|are traveling|takes place|hopes? to|must"
    r"|expires?|is valid|remains? valid|runs from|is to|are to|is planned|are planned|is expected|upcoming"
    r"|looking ahead|is confirmed|is on the same booking|can manage|is coming|scheduled for|wants?)\b", re.I)
_PAST_WORDING = re.compile(
    r"\b(?:was|were|had|did|took|began|started|ended|ran|joined|signed|filed|lodged|received|sent|recorded|sat"
    r"|dates from|expired|kicked off|finished|meant|traveled|travelled|stayed|flew|came|went|has been|have been"
    r"|since|opened|closed|happened|completed)\b", re.I)


@lru_cache(maxsize=16384)
def tense_of(template: str) -> str | None:
    """"future" when ``template`` tells its fact as still ahead, "past" when as over, None when it tells neither
    (or both: "signed on for 12 months from ...")."""
    future, past = _FUTURE_WORDING.search(template), _PAST_WORDING.search(template)
    return "future" if future and not past else "past" if past and not future else None


@lru_cache(maxsize=65536)
def _day_span(value: str) -> tuple[dt.date, dt.date] | None:
    """The first and last day a dated value tells ("May 2, 2025 to May 9, 2025" -> both ends), or None."""
    first = parse_day(value)
    if first is None:
        return None
    _, sep, rest = value.partition(" to ")
    last = parse_day(rest) if sep else None
    return first[0], (last[0] if last else first[0])


def _wrong_tense(plan: Plan, f: FieldSpec) -> str | None:
    """The tense ``f``'s sentence must not take in ``plan``: "future" when its date (or the date of the event it
    belongs to, its ``tense_of``) is over by the record's date, "past" when it is still ahead (or undated: a
    booking's trip); else None."""
    if _day_span(plan.record_date) is not None:
        for key in (f.key, *f.tense_of):
            value = plan.values.get(key, "")
            if value and _day_span(value) is not None:
                wrong = _tense_against(plan.record_date, value)
                if wrong is None and key in _DONE_ON_ITS_DAY and value == plan.record_date:
                    return "future"  # (an instrument signed on its own date is signed: nothing it ends is ahead)
                return wrong
    return "past" if f.tense_of else None  # an event the record does not date is still ahead (a booking)


#: Dated events the record itself completes on its own date (a settlement signed the day it is dated): a fact tied
#: to one is over, never still ahead ("Proceedings will take place in the ... Court" in a signed settlement).
_DONE_ON_ITS_DAY = frozenset({"signing_date"})


@lru_cache(maxsize=65536)  # worked out once per (record date, value)
def _tense_against(record_date: str, value: str) -> str | None:
    """"future" when the day(s) ``value`` tells are over by ``record_date``, "past" when still ahead, else None."""
    record, span = _day_span(record_date), _day_span(value)
    if span is None or record is None:
        return None
    return "future" if span[1] < record[0] else "past" if span[0] > record[0] else None


def _own_words(plan: Plan, key: str) -> list[str]:
    """How the person writes ``key`` about themselves (``own_words``), a retired person's work in the past."""
    words = _skel(plan)["own_words"]
    if key in ("occupation", "employer") and plan.values.get("occupation", "").startswith("retired "):
        return words.get(key + "_retired") or words.get(key) or []
    return words.get(key) or []


#: What a catalogue wording may call the document it stands in ("This statement for {first_name} covers ..."): words
#: of one kind of document, wrong in another ("record" and "document" fit any).
_OTHER_KIND = re.compile(r"\b([Tt])his (statement|notice|letter|form|report|summary|bill|invoice|agreement)\b")
_AGREE = {"covers": "cover", "comes": "come", "was": "were", "is": "are", "has": "have", "shows": "show",
          "goes": "go", "lists": "list"}


@lru_cache(maxsize=8192)
def self_named(text: str, record_type: str) -> str:
    """``text`` with "this statement" (or notice, letter, form, ...) naming the record type's own kind of document
    when the record is another kind ("This statement for Ms. Foster covers ..." in a pay stub reads "This biweekly
    pay stub for Ms. Foster covers ..."); a plural record type takes a plural verb ("These notes ... cover")."""
    last = record_type.rsplit(" ", 1)[-1].lower()
    if not _OTHER_KIND.search(text):
        return text
    own = last if last in _KINDS or last in _KIND_WORDS else record_type

    def swap(m: re.Match) -> str:
        word = m.group(2)
        if word == own or (word in record_type.lower().split()):  # "this summary" in an evaluation summary
            return m.group(0)
        return this(own, m.group(1) == "T")

    out = _OTHER_KIND.sub(swap, text)
    if out != text and this(own).startswith("these"):
        head, sep, rest = out.partition(this(own, out.startswith("These")))
        verb = re.search(r"\b(" + "|".join(_AGREE) + r")\b", rest)
        if sep and verb:
            rest = rest[: verb.start()] + _AGREE[verb.group(1)] + rest[verb.end():]
        out = head + sep + rest
    return out


#: A field's wording that opens with the person ("{first_name} volunteered ...": "You volunteered ..." to them).
_NAMED_OPENING = re.compile(r"^\{(?:first_name|full_name)\}(?!'s)")
#: ... and the wordings no better than it: one fact in a bare "The X is Y." or "For the X, ..." frame (quality_privasis
#: counts them robotic), or the person in a name's slot before its verb ("The guest registered under you was ...").
_ONE_FACT_SHAPE = re.compile(r"^(?:The|Your|This|\{first_name\}'s|\{full_name\}'s) [^,;:]*?\b(?:is|are|was|were) "
                             r"(?!(?:not|no|now|still|due|being|expected|required|asked|scheduled|set|open|closed|"
                             r"pending|on hold|under|available|welcome|glad|happy|sorry|to)\b)(?![a-z]+ed\b)[^,;:]*$"
                             r"|^For (?:the|your|this|\{first_name\}'s) [^,]*, ")
_NAME_SLOT = re.compile(r"\b(?:for|by|from|with|under|to) \{(?:first_name|full_name)\} (?:is|are|was|were|will|begins?|"
                        r"comes?|goes|stays?|remains?|has|had)\b")


@lru_cache(maxsize=16384)
def _recital_said(template: str) -> bool:
    """Whether ``template`` said to the person reads their own standing fact back to them ("You are allergic to ...",
    "You work as ..."), not what the office asks or sets (see :data:`_RECITAL`, :data:`_ASKED`)."""
    said = voice(template, "second")
    return bool(_RECITAL.match(said) or _RECITAL_TOO.match(said)) and not _ASKED.search(said)


#: ... and the verbs of a standing fact :data:`_RECITAL` leaves to a letter's own use ("You fill medications at Oak
#: Hill Pharmacy.", "You report into Human Resources.").
_RECITAL_TOO = re.compile(r"^You (?:fill|report into|sit in|fall under|pick up|take)\b")


def _others(f: FieldSpec, choice: int, seed: int):
    """The field's other realisations after the chosen one, in order, their inline choices made."""
    n = len(f.sentences)
    return (vary_by(f.sentences[(choice + i) % n], seed) for i in range(1, n))


@lru_cache(maxsize=65536)
def _avoided(template: str, category: str, person: str) -> bool:
    """Whether the family of ``category`` never words a fact this way in ``person`` (``avoid``, ``avoid_addressed``
    for "you", ``avoid_own`` for "I")."""
    sk = _family(category)
    avoid = sk["avoid"] + (sk["avoid_addressed"] if person == "second" else sk["avoid_own"] if person == "first"
                           else [])
    return any(a in template for a in avoid)


def _pronoun(plan: Plan) -> str:
    return "she" if plan.honorific == "Ms." else "he"


#: The field that stands for a whole home address in a sentence (street, town, state and ZIP told together).
_FULL_ADDRESS = FieldSpec("street_address", "Street address", "contact and location", 0.85, lambda ctx: "", ())


#: The field that stands for a whole job in a sentence (the occupation with its employer).
_JOB = FieldSpec("occupation", "Occupation", "employment", 0.4, lambda ctx: "", ())


def _whole_address(plan: Plan, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """``fields_`` with a street, city and ZIP code told as one address (the street's field becomes the whole
    address's; no "Her ZIP code is 45503." after the street), and an occupation told with its employer."""
    keys = {f.key for f in fields_}
    if {"street_address", "city", "postal_code"} <= keys and _skel(plan)["full_address"]:
        fields_ = [_FULL_ADDRESS if f.key == "street_address" else f for f in fields_
                   if f.key not in ("city", "postal_code")]
    if {"occupation", "employer"} <= keys and _skel(plan)["job"]:
        fields_ = [_JOB if f.key == "occupation" else f for f in fields_ if f.key != "employer"]
    return fields_


def _whole_template(plan: Plan, f: FieldSpec, person: str) -> tuple[str, bool]:
    """The wording of a whole address or job (see :func:`_whole_address`) and whether it is already in ``person``
    (the person's own wordings)."""
    if f is _FULL_ADDRESS:
        words, key, fill = _skel(plan)["full_address"], "street_address", {"{town}": _town(plan)}
        options = (words.get("first") if person == "first" else None) or words["third"]
        own = person == "first" and bool(words.get("first"))
    else:
        words, key = _skel(plan)["job"], "occupation"
        retired = plan.values.get("occupation", "").startswith("retired ")
        fill = {"{a}": _a(plan.values.get("occupation", ""))}
        mine = words.get("first_retired" if retired else "first") if person == "first" else None
        options = mine or words["third_retired" if retired else "third"]
        own = bool(mine)
    seed = (plan.join_seed ^ zlib.crc32(key.encode() + b"-whole")) & 0xFFFF
    template = vary_by(options[plan.sentence_choice.get(key, 0) % len(options)], seed)
    for slot, text in fill.items():
        template = template.replace(slot, text)
    return template, own


@lru_cache(maxsize=512)
def _job_entry(record_type: str) -> dict | None:
    """The ``job_in_matter`` entry of ``skeletons.yaml`` whose kinds the record type is of (None: its matter has no
    use for the person's job)."""
    return next((e for e in _skeleton_yaml().get("job_in_matter") or ()
                 if re.search(e["kinds"], record_type, re.I)), None)


def _matter_job(plan: Plan, with_employer: bool) -> str | None:
    """The person's job told in their own e-mail in words tied to the matter ("I work as a plumber at X during the
    week, so I will ask for election day off": ``job_in_matter``), the employer with it where ``with_employer``; None
    where the matter has no use for it (reader6 class 6: "I am a journalist." to a renters insurer)."""
    entry = _job_entry(plan.record_type)
    occupation = plan.values.get("occupation", "")
    options = entry and entry.get("retired" if occupation.startswith("retired ") else "first")
    if not options:
        return None
    seed = (plan.join_seed ^ zlib.crc32(b"job-in-matter")) & 0xFFFF
    said = vary_by(options[seed % len(options)], seed).replace("{a}", _a(occupation))
    return (said.replace("{at}", " at {employer}" if with_employer else "")
            .replace("{from}", ""))  # (a retired person names no old employer: s26-thread, reader16 class 6)


@_per_record
def _sentence(plan: Plan, f: FieldSpec, person: str = "third", template: str | None = None) -> str:
    """``f``'s sentence in ``person``: first, second, third (the name), formal ("Ms. {last_name}") or pronoun
    (``template``: ``_template(plan, f, person)``, where the caller has it already)."""
    if person == "first" and plan.format in ("email thread", "chat log") and (f is _JOB or f.key == "occupation") and (
            said := _matter_job(plan, f is _JOB)):  # the job as it bears on the matter (see _matter_job)
        return said
    if f is _FULL_ADDRESS or f is _JOB:
        template, own = _whole_template(plan, f, person)
        if own:
            return template
    elif template is None:
        template = _template(plan, f, person)
    if f.key == "full_name" and person in _OWN_NAME:  # "My name is {full_name}." keeps the name
        return template
    if person == "formal":
        return _NAME.sub(lambda m: f"{plan.honorific} {{last_name}}" + (m.group(1) or ""), template)
    if person.startswith("party:"):  # an agreement names the person by the term it gives them: "the Buyer"
        role = person[len("party:"):]
        said = _NAME.sub(lambda m: role + (m.group(1) or ""), template)
        # as a contract says it: "the Seller's home", not "the home of the Seller"
        said = re.sub(rf"\b([Tt])he (\w+) of {role}\b(?!')", lambda m: m.group(1) + f"{role[1:]}'s {m.group(2)}", said)
        return said[:1].upper() + said[1:] if said.startswith(role) else said
    return voice(template, _pronoun(plan) if person == "pronoun" else person)


@lru_cache(maxsize=1)
def _lowerable() -> frozenset[str]:
    """Words the catalogue's templates use in lower case: safe to lower-case when a sentence is joined to another."""
    from privasis_hub.synth.catalog import categories, profile_fields

    specs = list(profile_fields()) + [f for c in categories().values() for f in c.fields]
    words = {w for f in specs for t in f.sentences for w in re.findall(r"(?<![{\w'])[a-z]+(?![\w}])", t)}
    return frozenset((words - {"i"}) | {"my", "your", "you", "we", "our", "she", "he", "her", "his"})


#: How writers join two facts into one sentence (the second loses its capital and the first its full stop); never
#: a semicolon: facts that do not belong together stay apart.
_JOINS = (", and ", ", and ", " and ")


_ENDING_VALUE = re.compile(r"\{(\w+)\}\.$")


@lru_cache(maxsize=16384)
def _as_first(first: str) -> tuple[str | None, str | None]:
    """(``first`` without its full stop, the key of the value that ends it) or (None, None) when it cannot lead."""
    if (not first.endswith(".") or first[-2:-1] in ".!?" or first.endswith((" Dr.", " Mr.", " Ms.", " Jr.", " Inc."))
            or len(first) > 150):
        return None, None
    m = _ENDING_VALUE.search(first)
    return first[:-1], (m.group(1) if m else None)


@lru_cache(maxsize=16384)
def _as_second(second: str) -> str | None:
    """``second`` as the continuation of a joined sentence (first word lower-cased where the catalogue allows)."""
    head = second.split(" ", 1)[0]
    if head.startswith("{"):
        # a value may start in lower case; it keeps its sentence
        return second if head.startswith(("{first_name}", "{full_name}")) else None
    if head == "I":
        return second
    if head.isalpha() and head[:1].isupper() and head.lower() in _lowerable():
        return head.lower() + second[len(head):]
    return None


def _join_to(first: str, second: str, rng: random.Random, values: dict[str, str] | None = None,
             apart: bool = False) -> str | None:
    """``first`` and ``second`` as one sentence, or None when they cannot be joined cleanly or do not belong together
    (``apart``: facts of different kinds, a person and a time; either already holds an "and"; not :func:`_related`)."""
    lead, ending = _as_first(first)
    if lead is None or (values and ending and values.get(ending, "")[-1:] in (".", "!", "?")):
        return None  # a value that ends the sentence itself ("... RedFox-48!") keeps it
    if apart or " and " in lead or " and " in second:  # no "A and B, and C and D", no "A; B": two sentences
        return None
    if ": " in second or ": " in lead:  # a labelled line is no clause ("..., and how tuition is paid: six monthly
        # installments")
        return None
    rest = _as_second(second)
    if rest is None:
        return None
    if "," not in lead and ":" not in lead and (m := _SUBJECT.match(lead)):
        subject = m.group(1) if m.group(1) == "I" else m.group(1)[:1].lower() + m.group(1)[1:]
        after = rest[len(subject) + 1:]
        if rest.startswith(subject + " ") and after[:1].islower() and (" " not in subject or (
                _VERB.match(after) and _VERB.match(lead[len(subject) + 1:]))) and (
                _related(lead, rest, values) and (_tense(lead[len(subject) + 1:]), _tense(after)) in _TENSE_PAIRS):
            # one subject, said once: "The Gardener has been assigned bed C-36 and holds membership number ..."
            # (a noun subject only before a verb on both sides: "Your immigration files carry ..." and "Your
            # immigration status is ..." are two subjects, not "..., and status is ...")
            return lead + " and " + after
    if not _related(lead, rest, values):
        return None  # "Coordinator Rodney Jones can answer any questions, and your request went before the committee"
    join = rng.choice(_JOINS)
    if join == " and " and not _CLAUSE_START.match(rest):
        # without its comma, "and" after a name reads as joining two nouns ("staff should call Sara Willis for
        # Mr. Wallace and the intake assessment recorded ..."): only before a pronoun that starts a clause
        join = ", and "
    return lead + join + rest


#: Words two facts may share without being about one thing (reader4 class 1): function words, time words, the
#: office's stock verbs; a shared word outside these ("card", "rent", "committee", a name) makes them one topic.
_GENERIC = frozenset("""the a an and of to in on at for with by from is was are were be been has have had her his their its
your you she he they it this that as our we i my me not no or any about also which what when where there these those
them then than into over under after before only each other more most some such very just made make take given last next
year years month months date dated time days week weeks here while upon within would could should must shall said says
name named please will being does done full same both
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday""".split())


_SLOT = re.compile(r"\{(\w+)\}")
#: A name with its title in apposition ("Michelle Hines, claims examiner"): mid-sentence it is closed by a comma.
_APPOSED = re.compile(r"(?:Dr\. |Mr\. |Ms\. |Mrs\. )?[A-Z][\w'-]+(?: [A-Z][\w.'-]*)+, [A-Za-z][A-Za-z -]{1,40}$")
_ROLE_TERM = re.compile(r"\b[Tt]he ([A-Z][a-z]+)\b")
_WORD4 = re.compile(r"[A-Za-z]{4,}")


def _facts_words(text: str, values: dict[str, str] | None) -> set[str]:
    """The words of substance of a fact's sentence, its slots filled from ``values`` (see :func:`_related`)."""
    if values and "{" in text:  # (speed only) _SLOT.sub(values.get(key, "")), from the text's slots split once
        pieces = _slot_pieces(text)
        text = pieces[0]
        for i in range(1, len(pieces), 2):
            text += values.get(pieces[i], "") + pieces[i + 1]
    return _words_of(text)


@lru_cache(maxsize=16384)
def _slot_pieces(text: str) -> tuple[str, ...]:
    """(speed only) ``text`` split at its ``{key}`` slots (:data:`_SLOT`): its literals at even places, the keys
    between them at odd ones."""
    return tuple(_SLOT.split(text))


@lru_cache(maxsize=32768)
def _words_of(text: str) -> frozenset[str]:
    """(speed only) :func:`_facts_words` of a filled sentence, remembered."""
    # an agreement's term for a party ("the Source", "the Buyer") is in every sentence of it: no shared thing
    roles = {w.lower() for w in _ROLE_TERM.findall(text)}
    return frozenset({w.lower() for w in _WORD4.findall(_SLOT.sub(" ", text))} - _GENERIC - roles)


def _holds_money(text: str, values: dict[str, str] | None) -> bool:
    return "$" in text or bool(values) and any(
        amount(values.get(k, "")) is not None for k in re.findall(r"\{(\w+)\}", text))


def _related(first: str, second: str, values: dict[str, str] | None) -> bool:
    """Whether a writer would put two facts in one sentence: they share a word of substance (one thing's facts: "the
    card's limit", "the card's balance"; one person named in both), or both are sums of money (an income and what was
    withheld from it). Otherwise they stay two sentences."""
    return bool(_facts_words(first, values) & _facts_words(second, values)) or (
        _holds_money(first, values) and _holds_money(second, values))


#: A fact that ends on its date ("Papers were lodged with the clerk on {filing_date}.").
_ENDS_ON_DATE = re.compile(r"^([A-Z][^{},;:]*?) (on|since) (\{\w+\})\.$")
#: Openings a date does not go in front of: a request or an instruction, a clause that is about to be told.
_NOT_FRONTED = re.compile(r"^(?:Please|Call|Send|Keep|Bring|Quote|Write|Contact|Let|Note|Make|Return|Tell|Ask|If|When"
                          r"|Before|After|Until|Since|On|By|As|There|It|This|That)\b|.* (?:says|said|thinks|believes"
                          r"|recalls|reports) ")


#: A clause that only says something began or took place: its date is its news, said after it.
_EVENT_ONLY = re.compile(r" (?:began|started|took place|was held|were held|happened|ended|was completed|was done"
                         r"|took effect|opened|closed|falls|fell|is due|was due|was sent|was mailed)\.$")


def _fronted(sentence: str, values: dict[str, str] | None, rng: random.Random) -> str:
    """A sentence that ends on a date, now and then said date first, as writers vary it ("On June 3, 2025, papers
    were lodged with the clerk."): the same fact in another realisation, so separate sentences are not all cut to
    one frame."""
    m = _ENDS_ON_DATE.match(sentence)
    if (m is None or rng.random() < 0.5 or _NOT_FRONTED.match(sentence) or not values
            or not _DATE_LIKE.search(values.get(m.group(3)[1:-1], ""))):
        return sentence
    rest = _as_second(m.group(1) + ".")
    if rest is None or _EVENT_ONLY.search(rest) or len(rest.split()) < 7:  # not "On January 1, 2012, your
        return sentence  # membership began." (reader6 class 12: a short clause whose news is its date reads robotic
    return f"{m.group(2).capitalize()} {m.group(3)}, {rest[:-1]}."


#: A verb a clause's subject is followed by.
_VERB = re.compile(r"(?:is|are|was|were|has|have|had|will|can|must|should|may|holds|carries|covers|shows|lists|runs"
                   r"|includes|began|begins|starts|ends|requires|remains|stays|came|comes|went|goes|took|takes|gives"
                   r"|needs|keeps|sits|reads|pays|owes|expects|handles|meets|lives|works|uses) ")


_MODALS = frozenset({"can", "will", "may", "must", "should", "could", "would", "might"})
_PASTS = frozenset({"was", "were", "had", "did", "went", "took", "came", "gave", "made", "paid", "chose", "bought",
                    "got", "sent", "left", "told", "said", "began", "wrote", "saw", "met", "kept", "brought", "ran",
                    "spent", "lost", "found", "held", "sat", "led", "won", "fell", "broke", "hit", "put", "set"})


#: (first predicate, second) told alike enough to share a subject: "I work in sales and started in May" too.
_TENSE_PAIRS = frozenset({("modal", "modal"), ("past", "past"), ("present", "present"), ("present", "past")})


def _tense(predicate: str) -> str:
    """How a predicate after its subject is told: "modal" (can meet), "past" (agreed, was) or "present" (runs, is):
    one subject is said once only over two predicates told alike ("You run a family restaurant ... and can meet the
    team", "You were busy with packing meals and are usually available": reader8 class 11)."""
    word = predicate.split(" ", 1)[0]
    while word in _ADVERBS and " " in predicate:  # "also holds", "still was"
        predicate = predicate.split(" ", 1)[1]
        word = predicate.split(" ", 1)[0]
    if word in _MODALS:
        return "modal"
    return "past" if word in _PASTS or (word.endswith("ed") and word not in ("need", "feed", "bleed")) else "present"


#: A continuation that plainly starts a clause of its own (a pronoun as its subject).
_CLAUSE_START = re.compile(r"(?:I|you|he|she|we|they|it|my|your|his|her|our|their) ")


#: The subject a sentence opens with, when it is no value: a pronoun, "The Gardener", "Your request".
_SUBJECT = re.compile(r"^(I|You|She|He|They|We|The [A-Z][a-z]+|Your [a-z]+|Our [a-z]+) (?=[a-z])")


def combine(sentences: list[str], rng: random.Random, share: float = 0.9, third: float = 0.25,
            values: dict[str, str] | None = None, breaks: frozenset[int] = frozenset()) -> list[str]:
    """Join neighbouring sentences the way writers combine facts: most in pairs, some in threes; across a break (the
    index of a sentence that starts another kind of fact) with a semicolon, never "and" (a person is not "and"-ed to
    a time)."""
    out: list[str] = []
    i = 0
    while i < len(sentences):
        cur, taken = sentences[i], 1
        while (i + taken < len(sentences) and taken < 3 and rng.random() < (share if taken == 1 else third)
               and (joined := _join_to(cur, sentences[i + taken], rng, values, (i + taken) in breaks))):
            cur, taken = joined, taken + 1
        out.append(cur)
        i += taken
    return out


#: Keys of the people around the matter ("attorney_name", "rec_staff_contact", "witness_name").
_PERSON_KEY = re.compile(r"(?:_name|_contact|contact_person|witness|physician|clinician|counselor|coordinator|officer"
                         r"|manager|agent|companion|relative|partner|confidant|neighbor|host|producer|therapist)$")


def _value_kind(plan: Plan, f: FieldSpec) -> int:
    """What a fact is about, by its value and key: 0 a person around the matter, 1 money, 2 a date or time, 3 the
    rest (what happened, what was asked, an identifier)."""
    return _kind_of(f.key, f.group, plan.values.get(f.key, ""))


@lru_cache(maxsize=16384)  # a record and its revisions sort the same facts again and again
def _kind_of(key: str, group: str, value: str) -> int:
    if _PERSON_KEY.search(key) and group not in _PERSON_GROUPS:
        return 0
    if amount(value) is not None:
        return 1
    if _DATE_LIKE.search(value) or re.fullmatch(r"\d{1,2}:\d\d(?: [AP]M)?", value):
        return 2
    return 3


def _by_kind(plan: Plan, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """``fields_`` with facts of one kind next to each other (people, money, dates, the rest), each kind in its own
    order: neighbouring facts are what a paragraph joins ("She was charged $2,282.24 in all, and the deposit received
    so far is $2,474.85"), so a date is not glued to a book's genre."""
    order: dict[str, int] = {}  # topics as they first come
    for f in fields_:
        order.setdefault(f.group, len(order))
    return sorted(fields_, key=lambda f: (order[f.group], _value_kind(plan, f)))


#: A sentence whose only news is that the issuer holds the person's account, file or papers, or handles the matter.
_SELF_HOLDING = re.compile(r"(?i)^(?:[^.;]*\b(?:is|are) (?:held|kept|written|issued|underwritten) (?:at|by|with)|[^.;]*\b(?:holds|keeps) (?:the|your|his|her|my)"
                           r" (?:account|file|records|papers)|the firm handling the matter is|this document was issued"
                           r"|[^.;]*\b(?:papers|records|file) (?:sit|sits|is|are) with|[^.;]*\blooks after"
                           r"|(?:you|she|he|they|I) (?:have|has|are|is|am) (?:an account with|(?:been )?(?:in touch|dealing) with"
                           r"|banked with)\b"
                           # ... or that the holder prepared the papers or has the person on its books (issue 19: "Our
                           # office prepared this for you.", "He joined our office as a member.")
                           r"|[^.;]*\bprepared this for|[^.;]*\bhas been (?:dealing|working) with|[^.;]*\bjoined [^.;]* as a"
                           r" member|the paperwork here is between|[^.;]*\bshould be directed to"
                           # ... or that the person signed up with it or takes part in what it does (reader2: "You
                           # signed up with our airline", "you take part in the meetings of our association")
                           r"|[^.;]*\bsigned up with|[^.;]*\b(?:takes?|take) part in|[^.;]*\b(?:helps?|help) out with"
                           r"|[^.;]*\b(?:turns?|turn) up for|[^.;]*\b(?:has|have) been (?:part of|coming to|a regular at))")


def _prose(b: TextBuilder, plan: Plan, fields_: list[FieldSpec], per_paragraph: int = 4,
           person: str = "third", lead: str = "", tail: str = "", one_topic: bool = False, ours: str = "") -> None:
    """Paragraphs of field sentences, neighbouring facts joined; a filler sentence up to the plan's limit.

    ``person="formal"`` names the person ("Ms. {last_name}") in the paragraph's first sentence that mentions them
    and uses the pronoun after that, as an office's note does.
    """
    # the sentences depend on the builder only through these two; a revision re-renders most of its draft's
    # paragraphs, so they are worked out once per record (:class:`_RecordMemo`)
    state = (b.placed(plan.organisation), b.signs_for_issuer)
    after_blank = b.pieces is not None and "".join(b.parts[-2:]).endswith("\n\n")  # (asked by _prose_joined)
    memo = _RecordMemo.active(plan)
    if memo is None:
        joined, told = _prose_joined(b, plan, fields_, person, lead, tail, one_topic, ours)
    else:
        key = (tuple(map(id, fields_)), tuple(map(plan.sentence_choice.get, [f.key for f in fields_])),
               person, lead, tail, one_topic, ours, state)
        hit = memo.prose.get(key)
        if hit is None or any(a is not c for a, c in zip(hit[0], fields_, strict=True)):
            joined, told = _prose_joined(b, plan, fields_, person, lead, tail, one_topic, ours)
            memo.prose[key] = hit = (list(fields_), joined, told)
        _, joined, told = hit
    per = max(1, round(per_paragraph * len(joined) / max(told, 1)))  # about as many paragraphs as before
    start, used, first = b.pos, b.filler_used, len(b.parts)
    for sentences in _even_chunks(joined, per):
        extra = _next_filler(b, plan)
        if extra:
            sentences.insert(len(sentences) // 2, extra)
        b.joined(sentences)
        b.lit("\n")
        b.lit("\n")
    if b.pieces is not None:  # (s26-speed: a revision may re-word these paragraphs alone, :mod:`.splice`)
        b.pieces.append((start, b.pos, list(fields_), per_paragraph, person, lead, tail, one_topic, ours, state,
                         b.reference, used, b.filler_used, "".join(b.parts[first:]), after_blank))


def _even_chunks(said: list[str], per: int) -> list[list[str]]:
    """``said`` in paragraphs of about ``per`` sentences, as many as ``per`` makes, their sizes evened out so that
    no fact is left alone in a last paragraph of one line ("You have put up 412 posts." after a paragraph of four:
    reader17 class L); ``per`` 1 keeps one sentence a paragraph."""
    n = -(-len(said) // per) if said else 0
    if per < 2 or n < 2 or len(said) % per != 1:
        return [said[i : i + per] for i in range(0, len(said), per)]
    if len(said) < 2 * n:  # too few to give each paragraph two: the last joins the one before it
        n -= 1
    size, extra = divmod(len(said), n)
    out, at = [], 0
    for k in range(n):
        step = size + (k < extra)
        out.append(said[at : at + step])
        at += step
    return out


def _prose_joined(b: TextBuilder, plan: Plan, fields_: list[FieldSpec], person: str, lead: str, tail: str,
                  one_topic: bool, ours: str) -> tuple[list[str], int]:
    """:func:`_prose`'s sentences, neighbouring facts joined, and the number of facts they tell (the builder is
    only asked whether the issuer's name is placed and whether it signs for it)."""
    rng = random.Random(plan.join_seed * 7919 + len(fields_))
    fields_ = _by_kind(plan, _whole_address(plan, fields_))  # facts of one kind side by side, so the ones joined
    fields_ = _chained(plan, fields_)  # ... and of one thing next to each other, so that they can be
    # how the person wants to be reached comes last, on its own, said as the use it is put to (_wish_said)
    wish = [f for f in fields_ if _is_wish(f)]
    if wish:
        fields_ = [f for f in fields_ if not _is_wish(f)] + wish
    if person in ("formal", "third"):  # the name once, then the pronoun, as a writer refers to someone
        said, named = [], "{last_name}" in lead or "{first_name}" in lead
        for f in fields_:
            template = _template(plan, f, person)
            mentions = "{f" in template
            own_name = f.key in ("full_name", "first_name", "last_name")  # "This is about her." says nothing
            said.append(_wish_said(plan, f, "pronoun" if named and not own_name else person) if _is_wish(f)
                        else _sentence(plan, f, "pronoun", None) if named and mentions and not own_name
                        else _sentence(plan, f, person, template))
            named = named or mentions
    else:
        said = [_wish_said(plan, f, person) if _is_wish(f) else _sentence(plan, f, person) for f in fields_]
    fields_, said = _timed(plan, fields_, said)  # a clock time told with the day of its event
    # the issuer's own name, once the letterhead or the greeting has given it, is not told as if of someone else
    # ("Salasview Travel Insurance holds your account" in Salasview's own letter): "our office", "this office"
    if b.placed(plan.organisation) or (b.signs_for_issuer and person != "first"):
        # ... and a sentence that only says where the person's papers are held says nothing in the holder's own
        # document ("The firm handling the matter is our firm"): left out (the name stands in the letterhead)
        # a fact whose only value is the issuer itself says nothing once it reads "our office" ("Visits about this
        # file go to our office.", "Mr. Strickland has been dealing with our office."): the letterhead names it
        told = [not _issuer_only(plan, t) for t in said]  # (speed only: asked once a sentence)
        fields_, said = ([f for f, keep in zip(fields_, told, strict=True) if keep],
                         [t for t, keep in zip(said, told, strict=True) if keep])
        keep = [i for i, t in enumerate(said) if not ((plan.organisation in t or any(  # named, or its value a slot
            plan.values.get(k) == plan.organisation for k in _part_keys(t))) and _SELF_HOLDING.search(
            t.replace(plan.honorific + " ", "") if plan.honorific else t))]  # "Mr. Benson has been dealing with
        # a letter has no heading to fill, nor a paragraph that follows another ("Mr. Benson has been dealing with
        # our company." alone in an HR memo: reader2)
        if len(keep) < len(said) and (keep or lead or person == "second" or "".join(b.parts[-2:]).endswith("\n\n")):
            fields_, said = [fields_[i] for i in keep], [said[i] for i in keep]
        here = ("the " if person == "first" else "our ") + _org_noun(plan)
        said = [(_cap(here) + t[len(plan.organisation):] if t.startswith(plan.organisation) else t).replace(
            "the " + plan.organisation, here).replace(plan.organisation, here) for t in said]
    if ours:  # an agreement calls the office by its term ("the Agency"), never "our company"
        said = [_OUR_BODY.sub(ours, t) for t in said]
    # the document's reason or a reply's thanks keeps its own sentence, never glued to a fact; a lead ending in ":"
    # (a note's "Called Ms. Lee back:") heads the first fact
    alone = bool(lead) and not (lead.endswith(":") and said)
    if lead.endswith(":") and said:
        said[0] = lead + " " + (_as_second(said[0]) or said[0])
    # facts of another topic are not joined ("and" between a shirt size and a volunteer role)
    # (``one_topic``: the facts are all one thing, the particulars a person gives to be found, "I was born on ...,
    # and I work as ...")
    breaks = frozenset() if one_topic else frozenset(
        i for i in range(1, len(fields_)) if fields_[i].group != fields_[i - 1].group)
    breaks |= {i for i in range(len(fields_)) if _is_wish(fields_[i])}  # ... never joined to another fact
    # an appointment (a date with its hour) has a sentence of its own: "You are expected on September 6 at 4:10 PM,
    # and you take part in our activities" joins two things nobody says together
    timed = [":" in (v := plan.values.get(f.key, "")) and _AT_HOUR.search(v) is not None for f in fields_]
    breaks |= {i for i in range(1, len(fields_)) if timed[i] or timed[i - 1]}
    # facts join only where they belong together (_related); a fact left on its own may lead with its date
    joined = ([lead] if lead and alone else []) + [_fronted(t, plan.values, rng) for t in combine(
        said, rng, values=plan.values, breaks=breaks)]
    if tail:  # a sentence of the document's own after the facts (what a case worker did next)
        joined.append(tail[:1].upper() + tail[1:])
    return joined, len(fields_)


#: Slots that name the person a sentence is about, not a fact of its own.
_NAME_SLOTS = frozenset({"first_name", "last_name", "full_name"})


def _issuer_only(plan: Plan, sentence: str) -> bool:
    """Whether every value ``sentence`` tells (the person's name aside) is the issuer's own name: in the issuer's
    own document it reads "our office" and says nothing the letterhead does not (issue 19, s19s)."""
    keys = [k for k in _part_keys(sentence) if k not in _NAME_SLOTS]
    org = plan.organisation  # a slot ("{agency_office}") where the record's own field names the issuer
    return bool(keys) and bool(org) and all("{" + k + "}" == org or plan.values.get(k) == org for k in keys)


@lru_cache(maxsize=64)
def _time_dates(category: str) -> dict[str, str]:
    """The category's ``timed_by`` rules: a clock-time field -> the date field of its event."""
    from privasis_hub.synth.catalog import categories

    cat = categories().get(category)
    return {a: b for kind, a, b in (cat.rules if cat is not None else ()) if kind == "timed_by"}


#: What follows a clock time where its day is not told ("came in at 10:40 AM that morning"): the date replaces it.
_THAT_DAY = r"(?: that (?:morning|day|afternoon|evening))?"


def _timed(plan: Plan, fields_: list[FieldSpec], said: list[str]) -> tuple[list[FieldSpec], list[str]]:
    """``fields_`` and their sentences with a clock time told with the day of its event, as writers tell it ("He
    first got in touch on June 2, 2024 at 10:40 AM"): a ``timed_by`` rule's date, where the record holds it, joins
    the time's sentence ("... on June 2, 2024 at 10:40 AM", "... at 10:40 AM on June 2, 2024"), and the date's own sentence beside it is left out (one
    event, one sentence)."""
    pairs = _time_dates(plan.category)
    if not pairs:
        return fields_, said
    keys = [f.key for f in fields_]
    held = {f.key for f in plan.fields} | set(keys)  # a date the record tells (a value drawn for a field it leaves out is no fact
    drop: set[int] = set()  # of it: it has no annotation)
    said = list(said)
    for i, f in enumerate(fields_):
        date = pairs.get(f.key)
        slot = "{" + f.key + "}"
        if date is None or date not in held or slot not in said[i] or "{" + date + "}" in said[i]:
            continue
        if plan.values.get(date) and _day_span(plan.values[date]) is not None:
            told = slot + " on {" + date + "}"
            if " at " + slot in said[i] and (plan.join_seed ^ zlib.crc32(f.key.encode())) & 1:  # as often the day
                slot, told = "at " + slot, "on {" + date + "} at " + slot  # first: "on June 2, 2024 at 10:40 AM"
            said[i] = re.sub(re.escape(slot) + _THAT_DAY, lambda m, told=told: told, said[i], count=1)
            if date in keys and "{" + date + "}" in said[keys.index(date)] and len(
                    _part_keys(said[keys.index(date)])) <= 2:
                drop.add(keys.index(date))
    if not drop:
        return fields_, said
    return ([f for i, f in enumerate(fields_) if i not in drop], [t for i, t in enumerate(said) if i not in drop])


def _chained(plan: Plan, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """``fields_`` with, inside each topic, a fact that shares a word of substance with the one before it moved up
    next to it ("The transaction was made at ...", "The transaction is dated ..."): what :func:`_related` joins."""
    seen: dict[str, frozenset[str]] = {}

    def words(f: FieldSpec) -> frozenset[str]:
        if f.key not in seen:
            said = f.sentences[plan.sentence_choice.get(f.key, 0) % len(f.sentences)] if f.sentences else f.label
            seen[f.key] = _facts_words(said, plan.values)
        return seen[f.key]

    out: list[FieldSpec] = []
    rest = list(fields_)
    while rest:
        last = out[-1] if out else None
        at = 0
        if last is not None:
            have = words(last)
            at = next((i for i, f in enumerate(rest) if f.group == last.group and have & words(f)), 0)
        out.append(rest.pop(at))
    return out


_AT_HOUR = re.compile(r"\b\d{1,2}:\d{2}\s?[AP]M\b")


#: How an office's own wording names it ("our company", "this office"): an agreement uses its term instead.
_OUR_BODY = re.compile(r"\b(?:our|this) (?:company|office|firm|agency|team|club|center|centre|organization|church"
                       r"|practice|clinic|school|department|association)\b")


#: The key ending of a person's contact preference field (one per category: "fin_contact_preference").
_WISH_KEY = "contact_preference"


def _is_wish(f: FieldSpec) -> bool:
    """Whether ``f`` is the person's contact preference ("e-mail only, with no calls")."""
    return f.key.endswith(_WISH_KEY)


def _wish_said(plan: Plan, f: FieldSpec, person: str) -> str:
    """The person's contact preference ``f`` as the use it is put to, in ``person``: "As you asked, we will keep you
    updated through e-mail only, with no calls." to them, "The best way to reach me is text messages." from them,
    "Ms. Lee asked to be contacted through a letter by mail." of them (``contact_preference`` in skeletons.yaml)."""
    words = _skel(plan)["contact_preference"]
    kind = person if person in ("first", "second") else "third"
    if kind == "second" and plan.format == "letter" and words.get("second_letter"):
        kind = "second_letter"  # (a posted letter says it keeps to the channel the person asked for: reader13 class 2)
    seed = (plan.join_seed ^ zlib.crc32(f.key.encode())) & 0xFFFF
    said = words[kind]
    if kind == "first":  # the person asks for it as people do on that channel ("send me a text message in the
        said = (words.get("first_by") or {}).get(preferred_channel(plan.values.get(f.key) or "")) or said  # morning")
    template = vary_by(said[seed % len(said)], seed).replace("{pref}", "{" + f.key + "}")
    if kind != "third":
        return template
    return _sentence(plan, replace(f, sentences=(template,)), person)


def _topics(plan: Plan, fields_: list[FieldSpec]) -> dict[str, list[FieldSpec]]:
    """Fields by topic: a clinic's in the order of its notes (history, findings, diagnosis, plan), then the rest by
    field group; anyone else's by field group."""
    cl = _skel(plan)["clinical"]
    if plan.category not in cl["categories"]:
        return _by_group(fields_)
    topics: dict[str, list[FieldSpec]] = {}
    for n, keys in enumerate(cl["sections"]):
        if picked := [f for f in fields_ if f.key in keys]:
            topics[f"clinical {n}"] = picked
    taken = {f.key for fs in topics.values() for f in fs}
    return topics | _by_group([f for f in fields_ if f.key not in taken])


def _grouped_prose(b: TextBuilder, plan: Plan, fields_: list[FieldSpec], person: str = "third",
                   per_paragraph: int = 4, heads: str = "", leads: tuple[str, ...] = ()) -> None:
    """One or more paragraphs per topic (facts of one kind together, see :func:`_topics`), headed when ``heads`` is
    ``"plain"`` ("Heading") or ``"numbered"`` ("1. Heading"); ``leads[i]`` opens the i-th topic's paragraph."""
    if heads and (b.placed(plan.organisation) or b.signs_for_issuer):  # no heading over nothing but "our office"
        fields_ = [f for f in fields_ if not _issuer_only(plan, _template(plan, f, person if person in (
            "first", "second") else "third"))]
    if heads == "numbered":  # (a report's sections: none holding one stray fact)
        fields_ = _no_stray_sections(fields_)
    topics = _topics(plan, fields_) if not heads else _by_group(fields_)
    if not heads and not leads:
        topics = _no_lone_topics(topics)
    said: set[str] = set()
    for i, (group, fs) in enumerate(topics.items(), start=1):
        # (a heading that names what the section tells: no "2. Publication" over how a source first got in touch)
        heading = fitted_heading(plan, _heading(plan, group), fs, fallback="Further details") if heads else ""
        heading = _heading(plan, group) if heading in said else heading
        said.add(heading)
        if heads == "plain":
            b.line(heading)
        elif heads == "numbered":
            b.line(f"{i}. {heading}")
        _prose(b, plan, fs, per_paragraph, person, lead=leads[i - 1] if i <= len(leads) else "")


def _no_lone_topics(topics: dict) -> dict:
    """Unheaded topics with a topic of one fact put with the topic before it (the first with the one after): no fact
    alone in a paragraph of one line between paragraphs of others ("You have put up 412 posts.", "Your landlord is
    Leroy King." as paragraphs of their own: reader17 class L). Its sentence stays a sentence of its own."""
    groups = [(g, list(fs)) for g, fs in topics.items()]
    if len(groups) < 2:
        return topics
    out: list[tuple[str, list]] = []
    for g, fs in groups:
        if out and (len(fs) == 1 or len(out[-1][1]) == 1):
            out[-1][1].extend(fs)
        else:
            out.append((g, fs))
    return dict(out)


def _next_filler(b: TextBuilder, plan: Plan) -> str | None:
    if not plan.filler or b.filler_used >= min(plan.max_filler, len(plan.filler)):
        return None
    sentence = plan.filler[b.filler_used]
    b.filler_used += 1
    return self_named(sentence, plan.record_type)


#: A sentence that tells the reader a standing fact of their own ("You hold a Class C license", "Your direct supervisor
#: is John White", "You are traveling with John Montes (spouse)"): news to nobody, so a letter lists it to be checked.
_RECITAL = re.compile(r"^(?:(?:[A-Z][\w' ]{1,30}, )?you (?:\w+ly |also |still )?(?:are|have|hold|work|live|speak|spend|prefer|named"
                      r"|own|use|were|play|serve|belong|study|coach|drive|volunteer|give|gave|described|listed"
                      # (reader11 class 4: "You bring tutoring in math. You act as food pantry shift lead." as
                      # sentences of their own; now told as the premise of what the office does)
                      r"|earn|bring|act|compete|carry|keep|write)\b"
                      r"|Your (?:\w+ ){1,3}(?:is|are)\b)", re.IGNORECASE)
#: ... but not what the letter asks or sets: a date to keep, a meeting, something to do.
_ASKED = re.compile(r"(?i)\b(?:asked|expected|invited|required|due|until|must|should|need|deadline|respond|reply|"
                    r"booked|scheduled|set for|attend|will|our|us|\d+ (?:working |calendar )?days?|result|outcome|decision|status|owe|balance)\b|\{(?:full_name|first_name|last_name)\}")
_VERB_LABEL = re.compile(r"(?i)\b(?:by|to|for|with|at|on|of|in)$")
#: Keys of what is not the person's own standing detail to check: the office's staff ("Representative: Gene Clark"),
#: its desks and windows, and the dates of the matter's events (a notice sent, a request received).
_NOT_THEIRS = re.compile(r"attorney|representative|office_contact|editor|supervisor|agent|officer|manager|counselor"
                         r"|caseworker|teacher|advis|coordinator|clerk|adjuster|reviewer|physician|clinician|therapist"
                         r"|staff|window|queue|notice|filed|request|received|application_date|visit|previous|submitted")


@lru_cache(maxsize=16384)
def _not_theirs(key: str) -> bool:
    """(speed only) Whether :data:`_NOT_THEIRS` finds anything in the field key ``key``, remembered per key."""
    return _NOT_THEIRS.search(key) is not None


#: How a letter or an office's e-mail asks its reader to check who they are to the office (a date of birth, an ID
#: number), in a sentence of its text: never a heading over labelled lines (reader7 class 1: "Details to check: /
#: Date of birth: August 8, 1985" in a letter reads as a generator's leftovers).
_CHECK_SAID = ("We have {items}. [Please tell us|Let us know|Do tell us] if [any of this|anything there|something here] "
               "is [wrong|out of date|not right].",
               "[Please check|Do check|Please make sure] that we have {items}.",  # (no "..., X right.")
               "Our records show {items}. [If any of that is wrong|Should any of it be wrong|If something has changed], "
               "[please tell us|let us know|do tell us].",
               "[So that our records are right|Before we go further], please check that we have {items}.")
_CLOCK_ONLY = re.compile(r"(?i)^\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?$")
#: Labels that do not name a thing ("Member since", "School day begins", "If absences continue"): no "your ... as".
_NOT_NOUN = re.compile(r"(?i)^(?:if|before|after|when|until|while)\b|\b(?:since|opened|begins?|continues?|due|use)$")
#: Labels and keys of who the person is to the office: the particulars an office checks them by.
_IDENTITY = re.compile(r"(?i)social security|passport|national|taxpayer|\bssn\b|\bitin\b|driver|birth|\bid\b|"
                       r"number|\bno\.|customer|member since|license|licence|registration|account type|citizenship")


def _own_details(plan: Plan, fields_: list[FieldSpec]) -> tuple[list[FieldSpec], list[FieldSpec]]:
    """(the facts a letter to the person would only recite back to them, the rest): the first go in a block of
    ``label: value`` lines to be checked (see :func:`_details_block`), the rest are told in prose."""
    own, rest = [], []
    org = _org_plain(plan)
    for f in fields_:
        (own if _recited(plan, f, org) else rest).append(f)
    return own, rest


@_per_record
def _recited(plan: Plan, f: FieldSpec, org: str) -> bool:
    """Whether ``f`` is a fact a letter would only recite back to the person (see :func:`_own_details`)."""
    value = plan.values.get(f.key, "")
    # the cheap tests first: the sentence is worded only for a fact that may go in the block
    fit = (value and len(value) <= 80 and org not in value  # the issuer is no detail of theirs
           and not _VERB_LABEL.search(f.label)  # "Reach member by: ..." is no label of a details block
           and f is not _FULL_ADDRESS and f is not _JOB
           and not _is_wish(f)  # how they want to be reached goes with how to reach the office, not in the file's
           and not _not_theirs(f.key) and _value_kind(plan, f) != 1)  # no sums, no staff, no events
    if fit:
        said = _recital(plan, f)
        fit = bool(said and _RECITAL.match(said) and not _ASKED.search(said + " " + value)
                   and _part_keys(said) == (f.key,))
    return fit


def _details_block(b: TextBuilder, plan: Plan, fields_: list[FieldSpec]) -> None:
    """The person's own facts in a letter to them, told in its text: the numbers and dates they are known by (a date of
    birth, an ID number) in a sentence asking them to check them, the rest in the letter's prose (never a heading over
    ``label: value`` lines: reader7 class 1)."""
    rng = random.Random(plan.join_seed * 31 + len(fields_))  # its own: the rest of the letter draws as before
    # the address it holds is one thing to check, written as an address ("your address as 672 Hickory Rd, Salt Lake
    # City, UT 84123"), not its street, town and ZIP code each read back ("Post to you goes under ZIP code 05760")
    parts = [f for f in fields_ if f.key in ("street_address", "city", "postal_code")]
    address = ""
    if any(f.key == "street_address" for f in parts):
        address = "{street_address}, " + _town(plan, tuple(f.key for f in parts))
        fields_ = [f for f in fields_ if f not in parts or f.key == "street_address"]
    clauses = {f.key: c for f in fields_ if not _checkable(plan, f) and (c := _that_clause(plan, f))
               and not (address and f.key == "street_address")}
    check = [f for f in fields_ if f.key not in clauses and (_checkable(plan, f) or (address and f.key == "street_address"))]
    rest = [f for f in fields_ if f.key in clauses]
    if other := [f for f in fields_ if f not in check and f not in rest]:  # (a time of day: its own sentence)
        _prose(b, plan, other, person="second")
    # any other office than one confirming details says what it found the person's record under, not asking them
    # to check it (reader10 class 2: "For you to check, we hold your address as ..." in a help desk's reply); a sex,
    # which no record is found under, is only ever checked (letters and e-mails do not tell it: ``untold``)
    found = [] if _confirms_details(plan) else [f for f in check if f.key != "sex"]
    check = [f for f in check if f not in found]
    if check:
        b.asked_to_check = True
        b.tmpl(_held_sentences(check, _CHECK_SAID, rng, address) + "\n\n")
    if found:  # as an issuer prints them, labelled ("Account number: XXXXXX7343"), not a sentence on how it matched
        b.found_later = (found, address)  # the person to its record (reader11 class 6); above the sign-off
    if rest:  # as what the office understands from the person, not read back from "the file" (reader9 class 4 /
        # reader8 class 4: "For completeness, our file records that ...", "The same file notes that ...", "Our
        # records show that you have vertigo")
        # a fact of the office's own (a ticket's priority, a reference it gave) is told as the office's, in its own
        # sentence ("Your ticket is logged at P3."), never as what the person told it or what their papers show
        # (reader10 class 2: "You let us know that your ticket is logged at P3")
        own = [f for f in rest if _OFFICE_FACT.match(clauses[f.key])]
        said = []
        for i in range(0, len(own), 2):
            told = " and ".join(clauses[f.key] for f in own[i:i + 2])
            said.append(told[:1].upper() + told[1:] + ".")
        theirs = [f for f in rest if f not in own]
        if plan.format == "letter":  # a letter tells a standing fact in the field's own sentence, as a fact
            # (reader13: not "Our handling of X takes account of the fact that ..."; see :data:`_SAID_PLAINLY`)
            plain = [f for f in theirs if _premise_kind(plan, f, clauses[f.key]) in _SAID_PLAINLY]
            if plain:
                _prose(b, plan, plain, person="second")
            theirs = [f for f in theirs if f not in plain]
        said += _premised(plan, [(f, clauses[f.key]) for f in theirs], rng, b.premise_wordings)
        if said:  # (none left where a letter told them all in their own sentences)
            b.tmpl(" ".join(said) + "\n\n")


#: A fact the office itself set or keeps for the person (a ticket's priority, a portal login, a booking, the attorney
#: at this office), told as the office's in its own sentence (reader10 class 2), not as what "we understand".
_OFFICE_FACT = re.compile(r"your (?:[\w'-]+ ){0,2}(?:ticket|portal|login|account|order|booking|request|reference|case|"
                          r"claim|file|entry|return|attorney|lawyer|grade|itinerary|policy|application|appointment|"
                          r"membership|enrollment|enrolment|registration|lot|number|code|ID|reservation|seat|tier|"
                          r"plan|priority|status|conference|meeting|hearing|interview)\b(?! of)"
                          r"|your (?:[\w'-]+ ){1,3}(?:is|was|has been) (?:now )?(?:arranged|logged|set|scheduled|booked|"
                          r"assigned|approved|resolved|closed)\b")


#: How a letter tells the rest of the person's own facts that bear on the matter: as the premise or the consequence
#: of what the office does about the matter, inside the sentence that uses it ("As you play most games at Court B,
#: the hearing will be held there."), never as a hedge ("We understand that ...", "We note that ...": reader11
#: class 4), read back from "the file" (reader9 class 4) or recited one to a sentence ("Your X is Y.": reader7).
#: Per kind of fact (see :func:`_premise_kind`): wordings with one fact as a premise ("{items}" after "As") and
#: wordings with one or two after "that" (the only ones for two facts or a clause that does not open on "you"/"your").
_PREMISED = {
    "contact": (
        "[As|Since] {items}, we would [call|contact] them only in an emergency, and nothing about {m} goes to them "
        "otherwise.",
        "[Given|Seeing] that {that}, we would [turn to|call on] that person only in an emergency, never about {m} "
        "itself.",
    ),
    "person": (
        "[As|Since] {items}, we have [taken that into account|kept that in view] in dealing with {m}.",
        "We have [dealt with|handled] {m} [on the basis|knowing] that {that}.",
        "[Our handling of|Our work on] {m} [takes account of|allows for] the fact that {that}.",
    ),
    "dated": (
        "[As|Since] {items}, we can go over {m} with you [then|on that day] if you wish.",
        "[As|Since] {items}, please bring [any documents|anything you have] about {m} with you [then|on that day].",
        "[Given|Seeing] that {that}, we can go over {m} with you on that day if you wish.",
    ),
    "deadline": (
        "[As|Since] {items}, please [send|let us have] anything [further|else] about {m} before then.",
        "[Given|Seeing] that {that}, anything [further|else] about {m} should reach us before then.",
    ),
    "hours": (
        "[As|Since] {items}, we will [keep|arrange] any call about {m} [around|outside] those hours.",
        "We will [fit|arrange] any appointment about {m} around the fact that {that}.",
    ),
    "place": (
        "[As|Since] {items}, any meeting about {m} [can be held|will be arranged] there[| if one is needed].",
        "[We will arrange|We can hold] any meeting about {m} [there|close by], [given|seeing] that {that}.",
    ),
    "history": (
        "[Because|Since] {items}, [that history was weighed in|we took that into account in] our review of {m}.",
        "In [reviewing|looking at] {m}, we [took account of the fact|bore in mind] that {that}.",
        "[Our review of|Our decision on] {m} [takes account of|reflects] the fact that {that}.",
    ),
    "online": (
        "[As|Since] {items}, we [have looked at|have checked] [that|it] in [dealing with|reviewing] {m}.",
        "In reviewing {m}, we [also looked at|took note of] the fact that {that}.",
    ),
    "wish": (
        "[As|Since] {items}, we have [arranged|set up] {m} [to suit you|with that in mind].",
        "We have [arranged|set up] {m} [to suit you|with that in mind], [given|seeing] that {that}.",
    ),
    "role": (
        "[As|Since] {items}, {doc} [comes to you|is addressed to you] about {m}.",
        "[Because|As|Since] {items}, we have [dealt with|handled|assessed] {m} on that basis.",
        "We have [dealt with|handled|assessed] {m} on the basis that {that}.",
    ),
    "status": (
        "[Because|As|Since] {items}, we have [dealt with|handled|assessed] {m} on that basis.",
        "We have [dealt with|handled|assessed] {m} on the basis that {that}.",
        "[Our handling of|Our work on] {m} [takes account of|allows for] the fact that {that}.",
    ),
}
#: The kinds of a person's fact a letter tells as a plain sentence of its own ("You are a member of the Urban Policy
#: Research Center."), not as the premise of what the office did (reader13, s22-letter): those whose premise has a
#: use ("we would call them only if ...", "we can go over it with you on that day") keep it.
#: (s25-letter: every kind now: "Given that you are to give fingerprints on March 4, we can go over your citizenship
#: interview with you on that day if you wish", "We will fit any appointment about the job offer around the fact
#: that ...": 11 of 122 letters; an emergency contact keeps its premise, "only in an emergency", not "only if we
#: could not reach you about your marathon entry")
_SAID_PLAINLY = frozenset({"person", "history", "online", "role", "status", "wish", "place", "dated", "hours",
                           "deadline"})
_PREMISE_KEYS = (
    ("contact", re.compile(r"(?i)emergency")),
    ("person", re.compile(r"(?i)spouse|partner|landlord|lease|parent|guardian|child|relative|sister|brother|son\b|"
                          r"daughter|mother|father|wife|husband|manager|supervisor|physician|doctor|co.?signer|"
                          r"joint|holder")),
    ("online", re.compile(r"(?i)website|handle|online|social|username|\burl\b|profile link|web page")),
    ("hours", re.compile(r"(?i)schedule|shift|weekday|weekend|evening|morning|availab|days? of|rota|work_days")),
    ("place", re.compile(r"(?i)location|branch|\bsite|based|office|court|precinct|venue|room|campus|depot|station|"
                         r"place|\bward\b|district|facility|where|park|center|centre")),  # (no "ward" in "award")
    ("wish", re.compile(r"(?i)prefer|wish|choice|interest|language|request(?:ed)? ")),
)
#: A clause that tells what the person is to the office (a parent, a captain, a holder): the letter comes to them.
_ROLE_CLAUSE = re.compile(r"^you (?:are|serve as|hold the post of|act as) (?:the |a |an )?(?:[\w'-]+ ){0,3}"
                          r"(?:parent|guardian|owner|holder|member|captain|chair|tenant|officer|coordinator|lead|head|"
                          r"president|treasurer|secretary|representative|resident|volunteer|manager)\b")
_DEADLINE_CLAUSE = re.compile(r"\b(?:due|needed|deadline|no later than|expected|must|by \{)")
_PAST_CLAUSE = re.compile(r"^you (?:were|had|described|named|listed|gave|\w+ed)\b|\bsince \{")


def _premise_kind(plan: Plan, f: FieldSpec, clause: str) -> str:
    """What the person's fact is to a letter that uses it (a key of :data:`_PREMISED`)."""
    words = f"{f.key.replace('_', ' ')} {f.label} "
    if _PREMISE_KEYS[0][1].search(words + clause):
        return "contact"
    if "birth" in words:  # where they were born is who they are, no place to meet
        return "status"
    if _value_kind(plan, f) == 2 and not _PAST_CLAUSE.search(clause):
        if not _DATE_LIKE.search(value := plan.values.get(f.key, "")):
            return "hours"
        day, today = parse_day(value), parse_day(plan.record_date or "")
        if day is None or today is None or day[0] > today[0]:  # a day still to come; one gone by is history
            if _DEADLINE_CLAUSE.search(clause):
                return "deadline"
            if re.search(r"\b(?:on|at) \{" + f.key + r"\}", clause):  # a day something happens (not "from ... to")
                return "dated"
            return "status"
    if _PAST_CLAUSE.search(clause) or _value_kind(plan, f) == 2:
        return "history"
    if _ROLE_CLAUSE.match(clause):
        return "role"
    for kind, rx in _PREMISE_KEYS:
        if rx.search(words) or (kind == "contact" and rx.search(clause)):
            return kind
    return "status"


def _premised(plan: Plan, facts: list[tuple[FieldSpec, str]], rng: random.Random,
              used: set[str] | None = None) -> list[str]:
    """The person's own facts ``facts`` (each with its clause, "you play most games at Court B") told as the premise
    of what the office does about the matter, one or two of a kind to a sentence (see :data:`_PREMISED`), in no
    wording of ``used`` (those of the record's earlier replies) while another is left."""
    matter = name_matter("the {matter}", plan) or "the " + matter_name(plan.record_type)
    doc = "this message" if plan.format == "email thread" else "this letter"
    said, used = [], set() if used is None else used
    groups: list[tuple[str, list[str]]] = []
    for f, clause in facts:
        kind = _premise_kind(plan, f, clause)
        last = groups[-1] if groups else None
        plain = clause.startswith(("you ", "your "))
        if (last and last[0] == kind and len(last[1]) == 1 and plain and last[1][0].startswith(("you ", "your "))
                and kind not in ("dated", "deadline", "contact") and rng.random() < (0.4 if len(facts) <= 3 else 0.8)):  # (few told one by one)
            last[1].append(clause)
        else:
            groups.append((kind, [clause]))
    for kind, clauses in groups:
        # two facts only after "that" ("on the basis that A and that B"): a sanitizer's drop of B from "As A and B,
        # we have ..." took the main clause with it ("As you work out of the depot.")
        plain = len(clauses) == 1 and clauses[0].startswith(("you ", "your "))
        options = [t for t in _PREMISED[kind] if plain or "{items}" not in t]
        fresh = [t for t in options if t not in used] or options  # no wording twice in one letter
        template = rng.choice(fresh)
        used.add(template)
        text = vary(template, rng)
        text = text.replace("{items}", " and ".join(clauses)).replace("{that}", " and that ".join(clauses))
        text = text.replace("{doc}", doc).replace("{m}", matter)
        if plan.format == "letter" and kind in _SAID_PLAINLY:  # a letter tells the person's fact as a fact, not
            # as what the office "took account of" (reader13: "Our handling of your research assistantship takes
            # account of the fact that your research is based in ..."; 75 such sentences in 136 letters); (the
            # wording above is drawn all the same: the letter's other choices stay those it made)
            text = ", and ".join(clauses) if all(c.startswith(("you ", "your ")) for c in clauses) else \
                ". ".join(c[:1].upper() + c[1:] for c in clauses)
            text += "."
        said.append(text[:1].upper() + text[1:])
    return said


@lru_cache(maxsize=1)
def _confirmation_kinds() -> re.Pattern:
    """The record types whose purpose is to have the person confirm what an office holds (skeletons.yaml
    ``confirmations``)."""
    kinds = ((_skeleton_yaml() or {}).get("confirmations") or {}).get("kinds") or ""
    return re.compile(kinds, re.I) if kinds else re.compile(r"(?!)")


def _confirms_details(plan: Plan) -> bool:
    """Whether the record is a paper whose purpose is confirming the person's details (a renewal notice, a
    registration confirmation, a record's correction): the only kind that asks them to check their particulars."""
    return bool(_confirmation_kinds().search(plan.record_type))


#: How an office that is not confirming the person's details tells the particulars it found their record by, as
#: what it did with them (no "please check", no "unless you reply ... accepted": reader10 class 2).
_FOUND_SAID = ("[We found|We located] your [record|account] under {items}.",
               "[We matched|We have matched] this to your [record|account] using {items}.",
               "[Our records list you|You are listed in our records|Our system lists you] under {items}.")


def _found_out(b: TextBuilder, before: str = "", after: str = "") -> None:
    """Writes the particulars :func:`_details_block` kept for the foot of the office's text (just above its sign-off,
    as a reference block: "Member ID: PSI-81262919"), once."""
    if b.found_later:
        found, address = b.found_later
        b.found_later = ()
        b.tmpl(before + _found_lines(found, address) + after)


def _found_lines(fields_: list[FieldSpec], address: str = "") -> str:
    """The particulars an office knows the person by, as its papers print them beside its reference: one labelled
    line each ("Driver's license number: XXXXXX5880"), never "We have matched this to your record using ..."."""
    return "".join(f"Address: {address}\n" if address and f.key == "street_address" else f"{f.label}: {{{f.key}}}\n"
                   for f in fields_)


#: A head line a reader counts as a reference (the benchmark's letter_reference check: at most two of them).
_HEAD_REF = re.compile(r"(?:number|No\.|ID|reference|Reference)$")


#: Identity papers whose number no office's letter prints in its reference block, masked or not ("Passport number:
#: XXXXX2438" under a bank's or a law firm's letterhead; reader18, s28-head): an office knows its reader by its own
#: numbers (a case, an account, a Social Security number at a benefits office), not by their passport.
_NOT_A_HEAD_ID = re.compile(r"(?i)\bpassport\b")


def _head_ids(plan: Plan, fields_: list[FieldSpec], room: int) -> list[FieldSpec]:
    """The person's identifiers a letter prints in its reference block rather than telling how it found them
    (:func:`_details_block`'s ``found``): a labelled number (at most ``room`` of them) and, where the office knows its
    reader by one, the date of birth."""
    if _confirms_details(plan):  # (a paper confirming details asks its reader to check them)
        return []
    own, _ = _own_details(plan, fields_)
    out = []
    for f in own:
        if (f.key == "sex" or not _checkable(plan, f) or f.key in ("street_address", "city", "postal_code")
                or _NOT_A_HEAD_ID.search(f.label)):
            continue
        if f.key == "date_of_birth":
            if plan.category in _DOB_IN_HEAD and (plan.format != "letter" or dob_in_letter(plan.category,
                                                                                            plan.record_type)):
                out.append(f)
        elif _HEAD_REF.search(f.label.strip()) and len(plan.values[f.key].split()) == 1 and room > 0:
            out.append(f)
            room -= 1
    return out


#: Kinds of the person's facts (:func:`_premise_kind`) a letter has no step for: who they are to the matter (their
#: plan, program, role, the other party). A real letter heads them as labelled lines of its reference block; the
#: others (a date, a deadline, hours, a place, a wish, a history, a contact) are used by what the office does.
_HEAD_FACT_KINDS = frozenset({"status", "person", "role"})


def _head_facts(plan: Plan, fields_: list[FieldSpec], most: int = 4,
                kinds: frozenset[str] = _HEAD_FACT_KINDS) -> list[FieldSpec]:
    """The person's own facts of :data:`_HEAD_FACT_KINDS` a letter heads as ``label: value`` lines under its
    references (at most ``most``; none that reads as a reference number: the head holds two of those)."""
    if _confirms_details(plan):  # (a paper confirming details asks its reader to check them, in its text)
        return []
    own, _ = _own_details(plan, fields_)
    out = []
    for f in own:
        value = plan.values.get(f.key, "")
        if (len(out) >= most or not value or len(value) > 60 or "\n" in value or _HEAD_REF.search(f.label.strip())
                or re.match(r"(?:an?|the) ", value)  # a phrase for a sentence ("an intermediate hobbyist"), no entry
                or f.key in ("street_address", "city", "postal_code", "sex", "date_of_birth", "email", "phone")
                or f.key == plan.colleague or _not_theirs(f.key)  # (their contact details and staff stand elsewhere)
                or re.search(r"religio|ethnic|orientation|handle|user", f.key)  # (no "Religious affiliation:" head)
                or value.lower().endswith(f.label.lower().rsplit(" ", 1)[-1])  # "Posts: 412 posts"
                or _checkable(plan, f)):
            continue
        clause = _that_clause(plan, f)
        if not clause or _OFFICE_FACT.match(clause):
            continue
        kind = _premise_kind(plan, f, clause)
        # (and how long they have been with the office: "Customer since: ...", not "In looking at your dispute, we
        # bore in mind that you have been a customer since ...")
        if kind in kinds or (kind == "history" and "history" in kinds and re.search(r"\bsince \{" + f.key + r"\}$",
                                                                                     clause)):
            out.append(f)
    return out


def _found_sentences(fields_: list[FieldSpec], rng: random.Random, address: str = "") -> str:
    """The particulars ``fields_`` as the office found the person by them: "We found your record by your date of birth
    (October 22, 2006) and your Social Security number (XXX-XX-9488).", two to a sentence (see :data:`_FOUND_SAID`)."""
    said = []
    for i in range(0, len(fields_), 2):
        part = fields_[i:i + 2]
        items = [f"your address ({address})" if address and f.key == "street_address"
                 else f"your {_label_words(f.label)} ({{{f.key}}})" for f in part]
        listed = " and ".join(items)
        lead = pick(_FOUND_SAID, rng) if i == 0 else "[The same record gives|It also gives|It also has] {items}."
        said.append(vary(lead, rng).replace("{items}", listed))
    return " ".join(said)


def _checkable(plan: Plan, f: FieldSpec) -> bool:
    """Whether ``f`` is a number or date the person is known by, to be checked as "your {label} as {value}"."""
    return f.key == "sex" or (_identity(f) and any(c.isdigit() for c in plan.values.get(f.key, ""))
                              and not _NOT_NOUN.search(f.label.strip()))


def _recital(plan: Plan, f: FieldSpec) -> str:
    """``f``'s chosen wording said to the person as their own fact ("You are down for the shift on May 30."), before
    :func:`_template` turns a recital in a paper to them into one that opens with the thing itself: the letter's
    details block and its premises ("As you are down for the shift on May 30, we can ...") build on this form."""
    return _sentence(plan, f, "second", _template(plan, f, "third"))


def _that_clause(plan: Plan, f: FieldSpec) -> str:
    """``f``'s sentence to the person ("Your course grade is {course_grade}.") as a clause after "shows that" (empty
    where it is no plain statement of theirs)."""
    said = _recital(plan, f)
    if (not said or not _RECITAL.match(said) or _part_keys(said) != (f.key,) or re.search(r"[.!?]\s+\S", said.strip())
            or _CLOCK_ONLY.match(plan.values.get(f.key, ""))):  # "logged at 4:00 PM" on no day is no fact of a file
        return ""
    said = said.strip().rstrip(".")
    return said if said.startswith("I ") or said[1:2].isupper() else said[:1].lower() + said[1:]


def _held_sentences(fields_: list[FieldSpec], leads: tuple[str, ...], rng: random.Random, address: str = "") -> str:
    """The facts ``fields_`` as a letter asks its reader to check them: "your birth date as {date_of_birth} and your
    passport number as {passport_number}", three to a sentence, in one of ``leads`` (the later ones: "It also has
    {items}.")."""
    said = []
    for i in range(0, len(fields_), 3):
        part = fields_[i:i + 3]
        items = [f"your address as {address}" if address and f.key == "street_address" else _held_item(f, rng)
                 for f in part]
        listed = items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
        lead = vary(pick(leads, rng), rng) if i == 0 else "[It also has|We also have|The file also gives] {items}."
        said.append(vary(lead, rng).replace("{items}", listed))
    return " ".join(said)


def _held_item(f: FieldSpec, rng: random.Random) -> str:
    """One fact of :func:`_held_sentences`: "your birth date as {date_of_birth}", now and then the other way round
    ("{passport_number} as your passport number"), so that no one phrase recurs in every letter."""
    label = _label_words(f.label)
    if label == "date of birth":
        label = rng.choice(("date of birth", "birth date"))
    return f"{{{f.key}}} as your {label}" if rng.random() < 0.3 else f"your {label} as {{{f.key}}}"


def _label_words(label: str) -> str:
    """A field's label as words inside a sentence: "Date of birth" -> "date of birth", "SSN" and "ID number" kept,
    "no." written out (a full stop in mid-sentence ends it for a reader), no "your" of its own."""
    words = re.sub(r"(?i)^your ", "", label.strip().rstrip(":"))
    words = re.sub(r"(?i)\bno\.(?=\s|$)", "number", words)
    if words[1:2].isupper() or words[1:2] == "-" or any(w[:1].isupper() for w in words.split()[1:]):  # "SSN", "A-number"
        return words
    return words[:1].lower() + words[1:]


def _identity(f: FieldSpec) -> bool:
    """Whether ``f`` is a particular the office knows the person by (see :data:`_IDENTITY`)."""
    return bool(_IDENTITY.search(f.label) or _IDENTITY.search(f.key.replace("_", " ")))


def _kv(b: TextBuilder, fields_: list[FieldSpec]) -> None:
    for f in fields_:
        b.lit(f"{f.label}: ")
        b.val(f.key)
        b.lit("\n")


def _by_group(fields_: list[FieldSpec]) -> dict[str, list[FieldSpec]]:
    groups: dict[str, list[FieldSpec]] = {}
    for f in fields_:
        groups.setdefault(f.group, []).append(f)
    return groups


def _heading(plan: Plan, group: str) -> str:
    """The heading of the section about ``group`` (a catalogue heading, never the group's own name; an issuer's own
    heading for it where its kind has one: an employer's "Employment", not a firm's "Client matter")."""
    own = _office_file(plan).get("headings") or {}
    if group in own:
        return own[group][plan.join_seed % len(own[group])]
    return plan.headings.get(group) or "Further details"


def _background(plan: Plan, person: str = "third") -> str:
    """The reason for the document, told in its voice (empty when retelling would paste it word for word)."""
    told = retell(plan.background, plan.record_type, person, plan.honorific)
    # pasted word for word, or an apposition that reads wrong in the person's voice ("I, whose job title is ...")
    return "" if told == plan.background or re.search(r"\b(?:I|you|You), whose\b", told) else told


#: The parts every family must give (itself or through ``institutional``), in ``skeletons.yaml``.
_SKELETON_PARTS = ("issuer", "openings", "salutations", "sign_offs", "closing", "next_steps", "entry_heads",
                   "notes_person", "avoid", "avoid_addressed", "statement_heads", "invoice_heads", "untold", "reach",
                   "declaration", "clinical", "asks", "replies", "avoid_own", "purpose",
                   "note_actions", "footers", "attachments", "hours", "thanks", "rights", "help", "guidance", "sources",
                   "never_as", "minutes", "own_words", "office_fields", "form_next", "form_kinds",
                   "full_address", "note_followups", "job", "statement_next", "contact_preference")


class SkeletonError(ValueError):
    """``skeletons.yaml`` lacks a part or holds one of the wrong shape."""


@lru_cache(maxsize=1)
def _skeleton_yaml() -> dict:
    """``skeletons.yaml`` parsed once per process (each part's reader takes its own part of it; none changes it)."""
    return yaml.load(resources.files("privasis_hub.data.privasis").joinpath("skeletons.yaml")
                     .read_text(encoding="utf-8"), Loader=YAML_LOADER)


@lru_cache(maxsize=1)
def skeletons() -> dict[str, dict]:
    """Skeleton parts by category, from ``privasis_hub/data/privasis/skeletons.yaml`` (a family's missing
    parts come from ``institutional``); key ``""`` holds the institutional family itself."""
    where = "privasis_hub/data/privasis/skeletons.yaml"
    data = _skeleton_yaml()
    families = (data or {}).get("families") or {}
    base = families.get("institutional")
    if not isinstance(base, dict):
        raise SkeletonError(f"{where}: no 'institutional' family under 'families'")
    missing = [p for p in _SKELETON_PARTS if p not in base]
    if missing:
        raise SkeletonError(f"{where}: family 'institutional' lacks {', '.join(missing)}")
    for person in ("first", "second"):
        if not base["openings"].get(person):
            raise SkeletonError(f"{where}: family 'institutional' has no '{person}' openings")
    by_category: dict[str, dict] = {"": base}
    for name, family in families.items():
        if name == "institutional":
            continue
        unknown = sorted(set(family) - set(_SKELETON_PARTS) - {"categories", "salutations_for", "entry_facts",
                                                               "entry_backdrop"})
        if unknown:
            raise SkeletonError(f"{where}: family '{name}' has unknown part(s) {', '.join(unknown)}")
        if not family.get("categories"):
            raise SkeletonError(f"{where}: family '{name}' names no 'categories'")
        merged = {**base, **family}
        for category in family["categories"]:
            by_category[category] = merged
    return by_category


def _skel(plan: Plan) -> dict:
    """The skeleton parts of the plan's record-type family."""
    return _family(plan.category)


@lru_cache(maxsize=64)
def _family(category: str) -> dict:
    table = skeletons()
    return table.get(category, table[""])


_SELF_CHAT = re.compile(r" (?:chat|chat log|conversation|transcript)$")


def _topic(plan: Plan) -> str:
    """What an office's letter is about: its record type, less "letter" when the record type is the letter itself
    ("your financial aid award", not "your financial aid award letter", in a financial aid award letter); a chat's
    likewise ("my mutual aid intake", not "my mutual aid intake chat")."""
    if plan.format == "chat log":
        return _SELF_CHAT.sub("", plan.record_type)
    if plan.format in ("letter", "email thread"):  # an exchange of letters names the matter, not the paper
        return matter_name(plan.record_type)
    return plan.record_type


@lru_cache(maxsize=1)
def _matters() -> dict[str, str]:
    """The ``matters`` part of ``skeletons.yaml``: record type -> what its letters call their matter, {your} the
    possessive ("the charge on {your} card")."""
    data = _skeleton_yaml()
    return dict((data or {}).get("matters") or {})


#: A slot for the matter with the word before it: "your {rt}", "The {matter}", "this {rt}".
_MATTER_SLOT = re.compile(r"\b(your|my|the|this) \{(?:rt|matter)\}", re.I)


def name_matter(text: str, plan: Plan, mine: bool = False) -> str | None:
    """``text`` with each "your {rt}", "my {matter}", "The {rt}" ... naming the matter as its writer would
    (``matters`` in ``skeletons.yaml``: "your injury claim", "the charge on my card"), in the person's own words
    when ``mine`` or the slot says "my"; None when the record type has no such phrase."""
    phrase = _matters().get(plan.record_type)
    if phrase is None:
        return None

    def said(m: re.Match) -> str:
        word = m.group(1)
        own = "my" if word.lower() == "my" or (mine and word.lower() != "your") else "your"
        out = phrase.replace("{your}", own)
        return out[:1].upper() + out[1:] if word[:1].isupper() else out
    return _MATTER_SLOT.sub(said, text)


def _my_matter(text: str, plan: Plan) -> str:
    """A person's question with its matter named in their words ("my injury claim"), else by the record type's."""
    return (name_matter(text, plan, mine=True) or text).replace("{matter}", matter_name(plan.record_type))


#: Keys of a date on which the person asked, applied or sent something in (a request "sent in on June 7").
_ASKED_ON = re.compile(r"request|submi|receiv|intake|appli|filed|filing|opened|sent|reported|contact_date")
#: An opening that thanks the reader for waiting, which a letter dated the day they asked cannot say.
_WAITED = re.compile(r"patience|bearing with", re.I)


def _asked_lately(plan: Plan, days: int = 3) -> bool:
    """Whether the person asked, applied or sent something in (a request "sent in on June 7") within ``days`` days
    before the record's date: too lately for a letter to thank them for their patience."""
    today = parse_day(plan.record_date)
    if today is None:
        return False
    for key, value in plan.values.items():
        if _ASKED_ON.search(key) and (day := parse_day(value)) is not None and 0 <= (today[0] - day[0]).days < days:
            return True
    return False


#: An opening that says the matter is done (reader: a letter opening "Your child's enrollment is now complete" whose
#: own head reads "Enrollment: enrolled with a pending residency check").
_DONE_OPENING = re.compile(r"\b(?:now complete|completed|confirmed|in place|gone through|processed)\b")
#: A status value that says the matter is still open.
_OPEN_STATUS = re.compile(r"\b(?:pending|awaiting|on hold|not yet|under review|in progress)\b")


def _matter_open(plan: Plan) -> bool:
    """Whether one of the record's ``*_status`` values says its matter is still open."""
    return any(key.endswith("_status") and isinstance(value, str) and _OPEN_STATUS.search(value)
               for key, value in plan.values.items())


def _opening(plan: Plan, person: str, rng: random.Random) -> str:
    """One sentence naming what the document is about, in its voice: its matter as the writer calls it (``matters``),
    or, for a record type with no such phrase, a sentence that names no type (``openings.<person>_plain``)."""
    topic = _topic(plan) if person == "second" or plan.format in ("chat log", "email thread") else plan.record_type
    openings = _skel(plan)["openings"]
    options = openings[person]
    named = _matters().get(plan.record_type) is not None
    if not named and any("{rt}" in o for o in options) and openings.get(person + "_plain"):
        options = openings[person + "_plain"]  # "your after-school program emergency contact" is no one's matter
    if person == "first" and not filed_by_person(plan.record_type):  # no "not heard back" about what they were sent
        options = [o for o in options if "heard back" not in o] or options
    if person == "second" and _asked_lately(plan):
        options = [o for o in options if not _WAITED.search(o)] or options  # asked today: nothing to be patient for
    if _matter_open(plan):  # "Your enrollment is now complete" over "Enrollment: enrolled with a pending residency check"
        options = [o for o in options if not _DONE_OPENING.search(o)] or options
    # "before the deadline" only when the record holds one
    said = _pick_for(options, rng, plan) or pick([o for o in options if not _POINTS_AT_DATE.search(o)], rng)
    if named:
        said = name_matter(said, plan, mine=person == "first")
    return said.replace("{rt}", topic.replace("{", "(").replace("}", ")"))


def _pad(b: TextBuilder, plan: Plan, heading: str = "Additional notes") -> None:
    """Close with the plan's remaining filler allowance when the document is still short of its target."""
    if b.words >= plan.target_words:
        return
    extra = []
    while (sentence := _next_filler(b, plan)) is not None:
        extra.append(sentence)
    if extra:
        b.lit(f"{heading}:\n")
        b.joined(extra)
        b.lit("\n")


#: The common noun for an issuer by the last word of its name ("Harbor Community Center" -> "center").
_ORG_NOUNS = {
    "center": "center", "centre": "centre", "office": "office", "bank": "bank", "club": "club", "school": "school",
    "union": "credit union", "network": "network", "college": "college", "unit": "unit", "trust": "trust",
    "association": "association", "hospital": "hospital", "university": "university", "church": "church",
    "clinic": "clinic", "league": "league", "company": "company", "department": "department", "arena": "arena",
    "fund": "fund", "facility": "facility", "bureau": "bureau", "festival": "festival", "society": "society",
    "events": "company", "productions": "company",
    "pantry": "pantry", "academy": "academy", "institute": "institute", "group": "group", "system": "health system",
    "associates": "firm", "pc": "firm", "llp": "firm", "pllc": "firm", "partners": "firm", "lawyers": "firm",
    "services": "office", "realty": "agency", "collections": "agency", "news": "newsroom", "gazette": "paper",
    "press": "paper", "weekly": "paper", "review": "paper", "courier": "paper", "tribune": "paper",
    "television": "station", "air": "airline", "airways": "airline", "line": "cruise line", "cruises": "cruise line",
    "publishing": "publisher", "medicine": "practice", "insurance": "company", "protection": "company",
    "fitness": "gym", "suites": "hotel", "hotel": "hotel", "inn": "inn", "rentals": "company", "finance": "company",
    "management": "company", "properties": "company", "engineering": "company", "manufacturing": "company",
    "logistics": "company", "foods": "company", "laboratories": "company", "live": "venue", "agency": "agency",
}


_ORG_NOUNS_TWO = frozenset({"food bank", "food pantry", "credit union", "cruise line", "police department",
                            "health system", "sports club", "fire department", "travel company"})


def _org_noun(plan: Plan) -> str:
    """The issuer by a common noun ("center", "firm", "bank"), for a document in which it speaks of itself."""
    words = [w.lower().strip(".,") for w in _org_plain(plan).split()]
    if " ".join(words[-2:]) in _ORG_NOUNS_TWO:
        return " ".join(words[-2:])
    return _ORG_NOUNS.get(words[-1] if words else "", "office")


def _org_plain(plan: Plan) -> str:
    """The issuer's name as text (its placeholder, when a record field names it, filled in)."""
    values = plan.values  # (the name's parse is cached: no regular expression per call)
    return "".join([values.get(piece, "") if is_key else piece for piece, is_key in parse_template(plan.organisation)])


#: An issuer known by a department's or an agency's name, which prose gives its article ("the records the Ohio
#: Department of Motor Vehicles holds", not "the records Ohio Department of Motor Vehicles holds"; s20-world).
_AGENCY_NAME = re.compile(r"^(?:U\.S\. |(?:[A-Z][\w.'-]* ){1,4}(?:Department|Division|Administration|Office of|Child Support|"
                          r"Bureau|Registry|Commission|Secretary of State)\b|Social Security)")
_ORG_SLOT = re.compile(r"(^|[.!?:]\s+)?\{org\}")


def _org_in(text: str, plan: Plan) -> str:
    """``text`` with its ``{org}`` slots filled by the issuer's name, with "the"/"The" before an agency's name."""
    if "{org}" not in text:
        return text
    if not _AGENCY_NAME.match(_org_plain(plan)):
        return text.replace("{org}", plan.organisation)
    return _ORG_SLOT.sub(lambda m: (m.group(1) or "") + ("The " if m.group(1) is not None else "the ")
                         + plan.organisation, text)


def _office_line(b: TextBuilder, plan: Plan) -> None:
    """The issuer's address and phone on one line under its name, as a report's or a clinic note's head prints them."""
    if not _skel(plan)["issuer"]:
        return
    _branch(b, plan)
    if "issuer_address" in plan.values and (town := _office_town(plan)):  # street and town lines, an address block
        b.line("{issuer_address}")
        b.line(town)
        if "issuer_phone" in plan.values:
            b.line("Tel. {issuer_phone}" + _fax(plan))
        _website(b, plan)
        return
    parts = [p for k, p in (("issuer_address", "{issuer_address}"), ("issuer_phone", "Tel. {issuer_phone}"),
                            ("issuer_fax", "Fax {issuer_fax}"), ("issuer_website", "{issuer_website}"))
             if k in plan.values and (k != "issuer_fax" or "issuer_phone" in plan.values)]
    if parts:
        b.line(" · ".join(parts))


#: Fields naming the branch of the issuer that serves the person ("Northside Branch", "Riverside Club"): a branch's
#: name, which a letterhead prints as it is and prose gives its article ("our team at the Riverfront Office").
BRANCH_KEYS = ("office_location", "home_club", "branch_location")


def _branch(b: TextBuilder, plan: Plan) -> None:
    """The branch the record names (``BRANCH_KEYS``), by its name on a line of its own under the issuer's name and
    above its address, as a letterhead prints it ("Riverfront Office"; never "Office: the riverfront office",
    reader18: no letterhead labels its branch or describes it), its value as it is (so a sanitized copy drops it where
    it drops the field); a form that lists it in a section of its own has it there."""
    branch = next((f for f in plan.fields if f.key in BRANCH_KEYS and f.key in plan.values), None)
    if branch is not None and (plan.format not in ("form", "application") or _descriptive(plan, branch)):
        b.line(f"{{{branch.key}}}")


def _office_lines(b: TextBuilder, plan: Plan) -> None:
    """The issuer's street address, town line and phone, as its letterhead and its e-mail signature print them; the
    branch that serves the person first, where the record names one (one office per case: reader9, "usually trains at
    the Riverside location" under a letterhead that gives another office)."""
    _branch(b, plan)
    if "issuer_address" in plan.values:
        b.line("{issuer_address}")
        if town := _office_town(plan):
            b.line(town)
    if "issuer_phone" in plan.values:
        b.line("Tel. {issuer_phone}" + _fax(plan))
    _website(b, plan)


def _fax(plan: Plan) -> str:
    """The office's fax after its phone on the letterhead's phone line ("  ·  Fax (602) 555-0184"), where it has one."""
    return " · Fax {issuer_fax}" if "issuer_fax" in plan.values else ""


def _website(b: TextBuilder, plan: Plan) -> None:
    """The office's website under its address and phone, as a letterhead or a signature prints it (s28-dense)."""
    if "issuer_website" in plan.values and "issuer_address" in plan.values:
        b.line("{issuer_website}")


def _letterhead(b: TextBuilder, plan: Plan, upper: bool = False) -> None:
    """The issuer's name, address and phone, as a letterhead prints them (none on a person's own papers)."""
    if not _skel(plan)["issuer"]:
        return
    b.line(plan.organisation.upper() if upper and "{" not in plan.organisation else plan.organisation)
    _office_lines(b, plan)
    # (no opening hours under it: a letterhead, a contract's, a court paper's or a form's head, prints none; an
    # office whose callers need them says them where the reader is told to call: :func:`_hours_said`; reader16
    # class 1, 137 of 300 heads, "closed 12-1 for lunch" on 30)


#: An opening-hours line's visits by appointment, which an employer's own desk (the IT service desk, HR) does not
#: offer its staff (reader10 class 3: "Office hours: 9-5 Monday-Friday, evenings by appointment" at an IT desk).
_BY_APPOINTMENT = re.compile(r"\|, (?:Sat|evenings) by appointment")


def _office_hours(plan: Plan) -> tuple[str, ...]:
    """The opening-hours lines the issuer may print (no visits by appointment at an employer's own desk)."""
    hours = tuple(_skel(plan)["hours"])
    if issuer_kind(plan) in ("employer", "school"):  # a school, a university or an HR office keeps weekday hours
        hours = tuple(h for h in hours if not _SATURDAY_HOURS.search(h)) or hours  # (reader14 class 9: no "Mon to
        hours = tuple(_SATURDAY_TAIL.sub("|, closed weekends and holidays", h) for h in hours)  # Sat 9-1" at a
        # school, "Saturday 10-2" at HR; their weekday close said instead, so the other tails are not drawn more)
    return tuple(_BY_APPOINTMENT.sub("", h) for h in hours) if issuer_kind(plan) == "employer" else hours


#: An hours line open on Saturdays throughout ("Mon-Sat 9-1", "Weekdays 8-5, Sat 9-12").
_SATURDAY_HOURS = re.compile(r"\bMon(?:day)?(?:-| to )Sat|\], \[Sat\b")
#: A Saturday tail among an hours line's alternatives ("|, Sat 9 am-12 pm", "|, Sat by appointment").
_SATURDAY_TAIL = re.compile(r"\|, (?:Sat|Saturday)\b[^|\]]*")


#: Businesses that serve their users online only (a game studio, a social platform, a creator platform, a fitness
#: app): no opening hours for visitors on their letterhead (reader6 class 7, R5: a game studio open "Mon-Fri
#: 7:30-5:30" in the user's own small town).
_ONLINE_ONLY = re.compile(r"^(?:gaming|social media|creator economy)$|^fitness tracker")


def _online_only(plan: Plan) -> bool:
    return _ONLINE_ONLY.search(plan.subcategory) is not None or _ONLINE_ONLY.search(plan.record_type) is not None


@lru_cache(maxsize=4096)
def _hours(hours: tuple[str, ...], seed: int) -> str:
    """(speed only) The office's opening hours line, drawn by a fresh rng of ``seed`` (the same each time the record
    prints it: remembered, not seeded again)."""
    return pick(hours, random.Random(seed))


#: The issuers whose letters and statements tell a member of the public when their phone lines or counter are open
#: (a county office, a clinic, a food bank, a school office, a bank's service line), where the reader is told to
#: call; no firm, broker, insurer's claim desk, platform, studio or club prints its hours (reader16 class 1).
_HOURS_KINDS = frozenset({"public agency", "clinic", "community group", "school", "bank"})
#: Formats whose closing tells how to reach the office (an agreement, a court paper or a form tells no hours).
_HOURS_FORMATS = frozenset({"letter", "email thread", "statement with table", "statement", "bill", "invoice"})
#: A lunch closure among an hours line's alternatives: an office that prints its hours does not print its lunch.
_LUNCH_TAIL = re.compile(r"\|, closed (?:12-1 for lunch|for lunch 12-1|12-1)(?=[|\]])")


def _tells_hours(plan: Plan) -> bool:
    """Whether the record's issuer tells the reader its opening hours (:data:`_HOURS_KINDS`, in a letter, an
    e-mail, a statement or a bill), and the record is not from a service that is online only."""
    return (plan.format in _HOURS_FORMATS and issuer_kind(plan) in _HOURS_KINDS and not _online_only(plan)
            and plan.subcategory not in _NO_HOURS_SUBCATEGORIES and bool(_skel(plan)["hours"]))


#: Issuers of those kinds run by volunteers or by a lab, with no staffed line to give hours for (a neighborhood
#: association, a social club, a volunteer group, a graduate program's lab).
_NO_HOURS_SUBCATEGORIES = frozenset({"neighborhood association", "social club", "volunteer organization",
                                     "graduate research", "investments and retirement"})


def _hours_footer(plan: Plan) -> str:
    """The office's hours as its e-mail signature's footer line prints them ("Office hours: 8-4:30 weekdays"),
    never with its lunch closure."""
    return _hours(tuple(_LUNCH_TAIL.sub("", h) for h in _office_hours(plan)), plan.join_seed)


#: When the office's phones are answered, said in the sentence that asks the reader to call (": call us at ...,
#: Monday to Friday from 8 to 5"): a day phrase and an opening time to a closing time, drawn once a record.
_HOURS_SPANS = (("8", "5"), ("8:30", "4:30"), ("8", "4:30"), ("9", "5"), ("7:30", "4"), ("8", "6"), ("9", "4:30"))
_HOURS_SAID = (", Monday to Friday from {a} to {z}", ", Monday through Friday, {a} to {z}", " between {a} and {z} on weekdays",
               ", weekdays {a} am to {z} pm", " any weekday from {a} to {z}", ", Monday to Friday between {a} am and {z} pm")


_HOURS_ENDS = ("5", "4:30", "4", "6", "pm")


def _hours_said(plan: Plan) -> str:
    """The office's phone hours as a clause after its number (", Monday to Friday from 8 to 5"), for the issuers
    that tell them (:func:`_tells_hours`), on two records of three; "" otherwise."""
    if not _tells_hours(plan) or plan.join_seed % 3 == 2:
        return ""
    a, z = _HOURS_SPANS[(plan.join_seed // 3) % len(_HOURS_SPANS)]
    return _HOURS_SAID[(plan.join_seed // 21) % len(_HOURS_SAID)].format(a=a, z=z)


def _signer(plan: Plan) -> str:
    """"<signer>, <role>" or just the role, as a sign-off or byline names who wrote for the issuer."""
    if "signer_name" not in plan.values:
        return plan.signer_role or "Office staff"
    return "{signer_name}" + (f", {plan.signer_role}" if plan.signer_role else "")


#: Colleague field labels that name no role ("Handled by", "Staff contact"): the contact line gives no role for them.
_NOT_A_ROLE = frozenset({"Handled by", "Office contact", "Staff contact", "Hours approved by", "Clergy", "Manager",
                         "Representative", "Agent"})


def colleague_line(b: TextBuilder, plan: Plan) -> None:
    """The named colleague's direct contact on a line of its own, as a real letter's header or a report's file head
    prints the handler's ("Your contact: Cindy Thomas, loan officer, c.thomas@lakeview.example.org, ext. 717"),
    once per record; never "Cindy Thomas (c.thomas@..., ext. 717)" inside a sentence (reader11 class 3)."""
    if line := _colleague_template(b, plan):
        b.line(line)


def _colleague_template(b: TextBuilder, plan: Plan) -> str:
    key = plan.colleague
    if plan.format in _NO_CONTACT_LINE or plan.format in _HANDLER_IN_TEXT:  # (a letter, an e-mail, a bill introduces
        return ""  # its handler in a sentence: :func:`_handler_said`; reader17 classes F and R1)
    held = [k for k in ("colleague_email", "colleague_extension") if k in plan.values and k not in b.spans]
    if not key or key not in plan.values or not held:
        return ""
    label = next((f.label for f in plan.fields if f.key == key), "")
    role = "" if not label or label in _NOT_A_ROLE else (label if label[1:2].isupper() else label[:1].lower()
                                                                                       + label[1:])
    seed = (plan.join_seed >> 3) % 3
    head = (("Your contact: ", "Your contact for this: ", "Direct contact: ") if plan.format in _TO_READER
            else ("Handled by: ", "Staff contact: ", "Contact for this file: "))[seed]
    return head + "{" + key + "}" + (f", {role}" if role else "") + "".join(", {" + k + "}" for k in held)


def _colleague_role(plan: Plan) -> str:
    """The colleague's role as their field's label says it in a sentence ("coordinator", "HR partner"), or ""."""
    label = next((f.label for f in plan.fields if f.key == plan.colleague), "")
    if not label or label in _NOT_A_ROLE:
        return ""
    return label if label[1:2].isupper() else label[:1].lower() + label[1:]


#: How a letter, an e-mail or a bill from an office sends the reader to the colleague who handles the matter, in a
#: sentence of its own ({w}: who, {how}: their address and extension), never a "Your contact: X, ext. N" line in the
#: head or under another person's signature (reader17 classes F and R1: "Your contact: James Frye", signed by
#: Laurie Chapman, "Copy to: James Frye").
_HANDLER_PLAIN = (
    "{w} [is dealing with this|has the details of this|has your file|is looking after this] and [can be reached|is "
    "available] {how}",
    "[You can also reach|You can reach] {w} {how}",
    "[Anything further can go to|Anything more on this can go to] {w} {how}",
)
_HANDLER_SAID = _HANDLER_PLAIN + (
    "[If you have questions|Should you have any questions|With any questions about this|For anything about this], "
    "{w} [can help|will be glad to help|is the person to ask|is happy to help] {how}",
    "[Questions on this are best sent to|Please direct any questions to] {w} {how}",
)
#: A file memo's: it speaks to no reader ("has your file" in a memo to the student's file), nor for "our side".
_HANDLER_MEMO = "{w} [is dealing with this|has the file|is handling the file] and [can be reached|is available] {how}"
#: A report's or case notes' (over its signature, under the notes), in the ways a file says who holds it.
_HANDLER_FILE = (
    "{w} [is dealing with this|has the file|is handling the file] and [takes questions|answers questions] {how}",
    "[Questions on this file|Questions about this file|Follow-up on this file] [go to|should go to|are for] {w} {how}",
    "{w} [looks after the file|holds the file|has day-to-day charge of the file] and [answers|takes] questions {how}",
    "[For anything on this file|For follow-up on the file|On anything in this file], {w} [is the one to ask|is the "
    "person to ask|answers] {how}",
)
#: The same where the colleague is not named yet in the text: who they are, first.
_HANDLER_NEW = (
    "{w} [handles this on our side|looks after this here|is handling this for us] and [can be reached|is "
    "available] {how}",
)


def _handler_said(b: TextBuilder, plan: Plan, skip: tuple[str, ...] = (), near: str = "") -> str:
    """The sentence that sends the reader to the colleague the record names as its handler, with the address and
    extension they are reached on ("If you have questions, Ronald Johnson, our HR partner, can help at
    r.johnson@... or on ext. 520."), for the formats that write to the person (:data:`_TO_READER`); "" where no
    colleague is named or their address and extension are told already (``skip``: keys the caller tells)."""
    key = plan.colleague
    if plan.format not in _HANDLER_IN_TEXT or not key or key not in plan.values:
        return ""
    held = [k for k in ("colleague_email", "colleague_extension")
            if k in plan.values and k not in b.spans and k not in skip]
    if not held:
        return ""
    rng = random.Random(plan.join_seed * 31 + 7)  # (its own draws: the rest of the record is not moved)
    named = key in b.spans or "{" + key + "}" in "".join(skip)
    role = _colleague_role(plan)
    own = "" if plan.format in _HANDLER_INTERNAL | {"agreement"} else "our "  # (a memo: by their role alone)
    who = "{" + key + "}" + ("," if "," in plan.values[key] else f", {own}{role}," if role and (
        not named or plan.format == "agreement") else "")
    how = " or ".join(("at {colleague_email}" if k == "colleague_email" else
                       vary("[on|at] {colleague_extension}", rng)) for k in held)
    if plan.format == "agreement":  # (a contract's general terms say who answers for its running, and how)
        said = vary("[Questions about this Agreement|Day-to-day questions under this Agreement|Questions on the "
                    "running of this Agreement] [go to|may be put to|are handled by] {w} {how}", rng)
        return said.replace("{w}", who).replace("{how}", how) + "."
    # (``near``: the sentences it follows; after "Should you have questions, ..." no second lead on questions)
    said = vary(rng.choice((_HANDLER_PLAIN[:2] if re.search(r"\b(?:write|sent|go) to\b", near) else _HANDLER_PLAIN
                            if "question" in near.lower() else _HANDLER_SAID) if named
                           else _HANDLER_NEW + _HANDLER_PLAIN[:1]) if plan.format not in _HANDLER_INTERNAL
                else _HANDLER_MEMO if plan.format == "memo" else rng.choice(_HANDLER_FILE), rng)
    said = said.replace("{w}", who).replace("{how}", how)
    return said[:1].upper() + said[1:] + "."


def _handler_para(b: TextBuilder, plan: Plan, handler: str, near: str) -> None:
    """The colleague who handles the matter, with their address and extension (:func:`_handler_said`), in a short
    paragraph of its own before the closing one (``near``: that closing, whose lead it does not repeat); the closing
    says how to reach the office, not every way to reach everyone (reader11 class 2)."""
    if handler and (said := _handler_said(b, plan, near=b.text()[-2000:] + " " + near)):  # (not "questions" twice)
        b.tmpl(said + "\n\n")


#: Formats with no place for a handler's contact line: a form names its staff on its own labelled line, a chat or
#: minutes record what was said.
_NO_CONTACT_LINE = frozenset({"form", "application", "chat log", "meeting minutes"})
#: Formats whose last line is never a handler's contact: an instrument (a trust, a will, a complaint, an answer) or a
#: transcript or interview notes ends on its signatures or certificate, not "Handled by: ..., ext. 610" (reader14
#: class 7: that line belongs in an office's form box or a letter's head).
_NO_FOOT_CONTACT = frozenset({"agreement", "interview transcript"})
#: Formats an issuer writes to the person (their contact line says "Your contact").
_TO_READER = frozenset({"letter", "email thread", "statement with table", "invoice"})
#: Formats that name the colleague who handles the matter in a sentence with their address and extension
#: (:func:`_handler_said`), never on a "Staff contact:" line of the head: those written to the person, and an
#: office's memo (TO/FROM/CC/RE heads its file memo; a second staff member with their e-mail and extension under it
#: reads as a form's box: s25-scaffold's "author + second staff contact in the head").
#: An office's report or case notes too: a file's head names who wrote it, never a "Handled by: X, x@..., ext. 364"
#: or "Staff contact:" line (reader18, heads; s28-head): the handler is named, reached how, in a sentence over the
#: signature (or under the notes), as a memo's.
_HANDLER_IN_TEXT = _TO_READER | {"memo", "agreement", "report", "case notes"}  # (an agreement: in its general terms)
#: The formats that speak to no reader: their handler's sentence is a file's ("is dealing with this"), not "our".
_HANDLER_INTERNAL = frozenset({"memo", "report", "case notes"})


def _contact_closing(b: TextBuilder, plan: Plan, rng: random.Random, before: str = "") -> None:
    """How to reach the office, composed from the family's parts; ``before`` (sentences on how the office will
    reach the person) is joined to it the way a writer would."""
    closing = _skel(plan)["closing"]
    handler = _handler_said(b, plan)  # (the colleague who handles it, with their address and extension)
    if "issuer_phone" not in plan.values or not closing["leads"] or not closing["acts"]:
        _handler_para(b, plan, handler, before)
        if before:
            b.line(before)
        return
    tails = [t for t in for_issuer(closing["tails"], plan)
             if "{issuer_address}" not in t or "issuer_address" in plan.values] or [""]
    if preferred_channels(plan) and "phone" not in preferred_channels(plan):  # no call back to one who asked none
        tails = [t for t in tails if "call you back" not in t and "return your call" not in t] or [""]
    said = [before] if before else []
    leads = _letter_leads(plan, closing["leads"], written=calls_off(plan))
    if plan.format in _STATEMENT_FORMATS:  # a statement or a bill is not answered like a letter (s24-stmt)
        leads = [_on_statement(t) for t in leads if not _NOT_ON_STATEMENT.search(t)] or leads
    lead = _pick_for(leads, rng, plan) or pick(leads[:1], rng)  # "if you need more time" only
    if calls_off(plan):  # one who asked not to be called is asked to write, not to ring (reader3, class 3)
        written = [t for t in _one_contact(plan, list(closing.get("written") or ()))
                   if all(k == "doc" or k in plan.values for k in _part_keys(t))
                   and not (plan.format in _STATEMENT_FORMATS and _ANSWERS_DOC.search(t))]
        # (not the address the header's contact line gives already: colleague_line)
        written = [t for t in written if not any(k.endswith("_email") and k in b.spans for k in _part_keys(t))] \
            or written
        if handler:  # (the handler's own sentence gives their address: no second line to write to it)
            written = [t for t in written if "{colleague_email}" not in t]
        if written:
            said.append(f"{lead}, {pick(written, rng)}.".replace("{doc}", doc_noun(plan)))
            said = _with_office_town(plan, combine(said, rng, share=1.0, values=plan.values))
            _handler_para(b, plan, handler, " ".join(said))
            b.joined(said)
            b.lit("\n")
        else:
            _handler_para(b, plan, handler, before)
            if before:
                b.line(before)
        return
    act, tail = pick(closing["acts"], rng), _pick_for(tails, rng, plan) or ""
    if not re.search(r"office hours|call you back|return your call|^leave", act + tail):  # phone hours where they
        act += _hours_said(plan)  # are told: with the number to call (reader16 class 1: not in the letterhead)
        tail = "," + tail if act.endswith(_HOURS_ENDS) and tail.startswith(" and ") else tail
    said.append(f"{lead}, {act}{tail}.".replace("{doc}", doc_noun(plan)))  # with a date to meet
    # (a letter that says how it will reach them and how to ring the office leaves its e-mail to the signature: a
    # closing with every way to reach either side is a list, not a letter's last paragraph; reader11 class 2)
    signed_mail = bool(before) and plan.format == "letter" and "signer_email" in plan.values
    if not handler and not signed_mail and (write := _write_to(b, plan, rng)):
        said.append(write)
    said = _with_office_town(plan, combine(said, rng, share=1.0, values=plan.values))
    _handler_para(b, plan, handler, " ".join(said))
    b.joined(said)
    b.lit("\n")


#: The formats of the statement family: a statement is checked and queried, never answered or replied to.
_STATEMENT_FORMATS = frozenset({"statement with table", "invoice"})

#: Closing leads a statement or a bill never opens its contact line with: what changed since a letter, more time to
#: answer, disagreeing with a decision, talking it through, "anything not covered here" (reader14 class 5: "answer this
#: statement by the same route", "If your circumstances have changed since our last contact, reply to this invoice").
_NOT_ON_STATEMENT = re.compile(r"\bsince\b|more time|disagree|talk it through|not covered here")
#: A way to write back that answers the document itself ("reply to this statement by mail").
_ANSWERS_DOC = re.compile(r"(?:reply to|answer) this \{doc\}")


def _on_statement(lead: str) -> str:
    """A closing lead as a statement says it: a detail "on this statement", not "in this letter"."""
    return lead.replace("in this letter", "on this {doc}")


#: Closing leads no office's letter ends on: the stock "since we last spoke / since your last letter to us" (reader14
#: class 5: "If your circumstances have changed since you last wrote"), and, where the reader is asked to write, a
#: lead that speaks of talking ("To discuss it in person, send a letter to ..."; "To talk about it with someone, a
#: note to x@... is all it takes": s24-letter, 13 of 153 letters).
_STOCK_LEAD = re.compile(r"\bsince \[?(?:we last|our last|your last|you last)")
_TALK_LEAD = re.compile(r"\b(?:talk|discuss|go over|ask about)\b|in person|with someone|member of staff")


def _letter_leads(plan: Plan, leads: list[str], written: bool) -> list[str]:
    """The closing leads a letter draws from (see :data:`_STOCK_LEAD`); other formats keep them all."""
    if plan.format != "letter":
        return leads
    kept = [t for t in leads if not _STOCK_LEAD.search(t) and not (written and _TALK_LEAD.search(t))]
    return kept or leads


def _with_office_town(plan: Plan, said: list[str]) -> list[str]:
    """A letter's closing sentences with the office's town line after its street where they send the reader there
    ("write to us at 4776 Water St, Floor 3, Cedar Rapids, IA 52405"), as a real letter gives an address to write
    to; other formats as they are."""
    town = _office_town(plan) if plan.format == "letter" and "issuer_address" in plan.values else ""
    if not town:
        return said
    return [t.replace("{issuer_address}", "{issuer_address}, " + town, 1) for t in said]


def _write_to(b: TextBuilder, plan: Plan, rng: random.Random) -> str:
    """The writer's (or the colleague's who handles it) e-mail for replies, as the closing paragraph says it once
    (``closing.write_to``); empty where the record shows that address already or an e-mail thread is its own
    reply address."""
    if plan.format == "email thread":
        return ""
    lines = [t for t in _one_contact(plan, list(_skel(plan)["closing"].get("write_to") or ()))
             if all(k in plan.values for k in _part_keys(t))]
    if not lines:
        return ""
    said = pick(lines, rng)
    if any(plan.values[k] in b.text() for k in _part_keys(said)):
        # the colleague named with their address in the body already: named here, the address not said twice
        who = (plan.colleague or None) if "colleague_email" in _part_keys(said) else None
        return vary(f"[Questions on this are best sent to|You can write to|Anything further can go to] {{{who}}} at "
                    "the [e-mail address|address] [given above|above]", rng) + "." if who else ""
    return said[:1].upper() + said[1:] + "."


@lru_cache(maxsize=8192)  # (a next step's part, and every sentence of a paragraph whose issuer may be named)
def _part_keys(part: str) -> tuple[str, ...]:
    return tuple(k for k in _PLACEHOLDER.findall(part) if k != "days")


def _in_sentence(label: str) -> str:
    """A field's label inside a sentence: its capitalised words lower-cased, acronyms kept ("the booking reference",
    "the card on file", "the ZIP code")."""
    return " ".join(w if (w[1:2].isupper() or w[1:2].isdigit()) else w[:1].lower() + w[1:] for w in label.split())


def _kind_parts(plan: Plan, part: str, which: str) -> list[str]:
    """A skeleton part's lines for every issuer (``<part>.<which>``) and those only the plan's kind of issuer writes
    (``<part>.by_kind.<category>.<which>``: a bank's statement line, a school's note on the student file)."""
    def make() -> list[str]:
        table = _skel(plan)[part]
        own = ((table.get("by_kind") or {}).get(plan.category) or {}).get(which) or []
        return _one_contact(plan, for_issuer(list(table[which]) + list(own), plan))  # only what this issuer writes

    return _RecordMemo.remember(plan, ("kind parts", part, which), make)


def _one_contact(plan: Plan, parts: list[str]) -> list[str]:
    """``parts`` with one contact for the file: where the record names a colleague with their own address (offline.py
    ``_one_colleague``; the signer's is then not told), replies go to that address, and no part makes the signer the
    file's handler too (reader9 class 3: "Billy Clarke handles your aid file", signed Diana Henson, "E-mail for this
    file: d.henson@")."""
    if "colleague_email" not in plan.values or "signer_email" in plan.values:
        return parts
    out = []
    for p in parts:
        if "{signer_name}" in p:
            continue
        out.append(p.replace("me directly at {signer_email}", "{colleague_email}")
                   .replace("{signer_email}", "{colleague_email}"))
    return out


#: The channels a contact preference names, and the words of a line that says the issuer never uses one.
_PREFERRED = {"text": re.compile(r"\btext"), "e-mail": re.compile(r"e-mail|\bemail"),
              "phone": re.compile(r"\bcall|phone|voicemail"), "post": re.compile(r"\bletter|\bpost\b|\bmail\b"),
              "portal": re.compile(r"\bportal\b")}
_NEVER_BY = {"text": re.compile(r"\bnever\b.*\bby (?:\[?text)"), "e-mail": re.compile(r"\bnever\b.*\bby .*e-mail"),
             "phone": re.compile(r"\bnever\b.*\bby (?:phone|a call)"), "post": re.compile(r"\bnever\b.*\bby (?:post|letter)"),
             "portal": re.compile(r"\bnever\b.*\b(?:through|in|by) (?:the|our) (?:online )?portal")}


def _pref_note(plan: Plan, pref: FieldSpec, held: set[str]) -> str:
    """The person's contact preference on a labelled line of its own under the phone and e-mail ("Preferred contact:
    e-mail instead of phone calls"), as an office's file prints it: never in brackets after a phone number it tells
    against (reader7 class 9: "Contact: 218-555-0197 (e-mail to the personal address instead of phone calls)")."""
    label = ("Preferred contact: ", "Contact preference: ", "Prefers: ", "Reach by: ")[plan.join_seed % 4]
    return "\n" + label + "{" + pref.key + "}"


#: A wording that asks for or offers a phone call ("call us on", "before you call", "for any call or meeting"), or
#: gives the office's number to ring in its text ("talk to the team on {issuer_phone}").
_CALL_WORD = re.compile(r"(?i)\b(?:call|calls|calling|ring|rings|phone|phones|phoning|voicemail)\b|\{issuer_phone\}")
_OTHER_SLOT = re.compile(r"\{(?!issuer_phone\})[^{}]*\}")



@lru_cache(maxsize=32768)
def _calls_in(text: str) -> bool:
    """(speed only) Whether ``text`` speaks of a call outside its slots (:data:`_CALL_WORD`), remembered per text."""
    return _CALL_WORD.search(_OTHER_SLOT.sub("", text)) is not None

def calls_off(plan: Plan) -> bool:
    """Whether the person asked to be reached another way than by phone (text messages rather than calls, e-mail
    only, a letter by mail): then no sentence of the record speaks of calls (reader3, class 3: "no one will ring you"
    beside "ring us on ...", "have the number ready before you call")."""
    channels = preferred_channels(plan)
    return bool(channels) and "phone" not in channels


@lru_cache(maxsize=8192)
def uncalled(template: str) -> str | None:
    """``template`` without the alternatives of its inline choices that speak of a call; None where its fixed words
    do, or every alternative of one choice does (see :func:`calls_off`)."""
    if not _CALL_WORD.search(_OTHER_SLOT.sub("", template)):
        return template
    out, pos = [], 0
    for m in _CHOICE.finditer(template):
        if _CALL_WORD.search(_OTHER_SLOT.sub("", template[pos : m.start()])):
            return None
        keep = [a for a in m.group(1).split("|") if not _CALL_WORD.search(_OTHER_SLOT.sub("", a))]
        if not keep:
            return None
        out.append(template[pos : m.start()])
        out.append(f"[{'|'.join(keep)}]" if len(keep) > 1 else keep[0])
        pos = m.end()
    if _CALL_WORD.search(_OTHER_SLOT.sub("", template[pos:])):
        return None
    return _tidy("".join(out) + template[pos:])


def _for_channel(options, plan: Plan):
    """``options`` as the person's choice of channel allows them (see :func:`calls_off`)."""
    if not calls_off(plan):
        return options
    return [u for o in options if (u := uncalled(o)) is not None]


def preferred_channels(plan: Plan) -> frozenset[str]:
    """The channels the person asked to be reached by (their contact preference's words: "text messages in the
    morning" is text; "e-mail to the personal address only, with no calls" is e-mail)."""
    values = plan.values  # shared by a plan and its revisions: asked of dozens of wordings, worked out once
    hit = _CHANNELS.get(id(values))
    if hit is not None and hit[0] is values and hit[1] == len(values):
        return hit[2]
    said = " ".join(v.split(", with no", 1)[0].split(", never", 1)[0].split(" rather than", 1)[0]
                    .split(" instead of", 1)[0] for k, v in values.items() if k.endswith(_WISH_KEY))
    channels = frozenset(ch for ch, rx in _PREFERRED.items() if rx.search(said))
    if len(_CHANNELS) > 64:
        _CHANNELS.clear()
    _CHANNELS[id(values)] = (values, len(values), channels)
    return channels


#: preferred_channels' last answers, by the identity of the values they were worked out from.
_CHANNELS: dict[int, tuple[dict, int, frozenset[str]]] = {}


def denies_preferred(text: str, plan: Plan) -> bool:
    """Whether ``text`` says the issuer never uses a channel the person asked to be reached by (a warning that "we
    will never ask you for these details by text" beside a preference for text messages)."""
    if "never" not in text:  # (every _NEVER_BY pattern needs the word)
        return False
    return any(_NEVER_BY[ch].search(text) for ch in preferred_channels(plan))


#: Formats whose text the signer writes in their own voice and signs: their next steps do not name the signer.
_SIGNED_BY_SIGNER = frozenset({"letter", "email thread", "memo", "case notes", "report"})


#: Record types that are themselves the decision, and next-step wordings that still wait for one ("we will write
#: again once a decision is made" in a decision letter).
_DECIDED = re.compile(r"\b(?:decision|determination|ruling|denial|outcome|results?|findings?|award|approval|"
                      r"acceptance|verdict|judgment|order|confirmation|receipt|itinerary|folio)\b", re.I)
_AWAITS_DECISION = re.compile(r"decision is made|have an answer|review is done|checks are complete|"
                              r"\[the outcome\|our answer\|the result\b|we will \[treat\|take\|regard\]|"
                              r"\[this has been an open matter")
#: A body that tells the matter decided already ("Your approved accommodation covers ...", "Your application was
#: approved", "You are approved for ..."): its next steps await no outcome either (reader6 class 8: "The outcome will
#: be mailed to you" under an approved accommodation; benchmarks/quality_privasis.py decided_and_pending_records).
_STATES_DECISION = re.compile(
    r"\b(?:was|were|is|are|has been|have been) (?:now )?(?:approved|granted|denied|turned down|refused)\b(?! by)"
    r"|\b[Yy]our approved\b|\bapproved accommodations?\b|^Status: (?:approved|denied|granted)\b", re.M)
_STATES_DECISION_QUICK = Prefiltered(_STATES_DECISION)  # (speed only: see quickre.py)


#: A next step asking the person to give the matter's number when they reply or phone.
_QUOTE_PART = re.compile(r"\[quote\|give\|use\|include\] \{case_reference\}|\{case_reference\} to hand\||"
                         r"\[please quote\|quote\|please give\|always give\|please put\|put\] \{case_reference\}")
_TAKEN_AS = re.compile(r"\] as \[correct\|agreed")
#: A next step that tells the person nothing more is needed (one that asks for a reply: ``_ASKS_REPLY``, below): one
#: record says one or the other, and a record with its own dated deadline says neither (one deadline).
_NOTHING_NEEDED = re.compile(r"nothing (?:further|more|else) is needed|nothing more we need|have what we need", re.I)
_NOTHING_NEEDED_QUICK = Prefiltered(_NOTHING_NEEDED)  # (speed only: see quickre.py)
#: A field that dates what the person is to do by (a response deadline, a payment due date).
_DUE_KEY = re.compile(r"deadline$|_due_date$|^dues_deadline$")


def _has_due(plan: Plan) -> bool:
    """Whether the record tells a dated deadline of its own (then no "please reply within 7 days" beside it)."""
    return any(map(_due_key, [f.key for f in plan.fields]))


@lru_cache(maxsize=4096)  # (the catalogue's field keys)
def _due_key(key: str) -> bool:
    """Whether the field ``key`` dates what the person is to do by (see ``_DUE_KEY``)."""
    return _DUE_KEY.search(key) is not None


def _says_nothing_needed(text: str) -> bool:
    """Whether ``text`` says nothing more is needed (``_NOTHING_NEEDED``): a case-blind search of a whole document is
    slow, and an ASCII text without "nothing" or "have what we need" in it, lower-cased, holds no match."""
    if text.isascii():
        low = text.lower()
        if "nothing" not in low and "have what we need" not in low:
            return False
    return _NOTHING_NEEDED_QUICK.search(text) is not None


@lru_cache(maxsize=4096)
def _step_asks(part: str) -> tuple[bool, bool]:
    """(whether the next step ``part`` asks for a reply, whether it says nothing more is needed)."""
    return _ASKS_REPLY.search(part) is not None, _NOTHING_NEEDED.search(part) is not None


#: A note's to-do item that keeps the file open or closes it (a line does one or the other), and one said alone.
_OPEN_CLOSE = re.compile(r"(keep) the file open|\[?(close|archive)\b")
_ALONE_STEP = re.compile(r"take no further action\b")
#: A told status of a closed matter, and the wordings that keep its file open or meet its person at the office.
_CLOSED_STATUS = re.compile(r"^closed\b|\bclosed$")
_KEEPS_OPEN = re.compile(r"(?i)\bfile open\b|\bmatter\] open\b|\] open \[|\bstays? open\b")
#: Next steps of a matter still under way (papers still to come), which a closed one has none of.
_PENDING = re.compile(r"still need|still missing|outstanding items|missing (?:papers|document|signature)|"
                      r"an unsigned page|an incomplete set|until it closes|for as long as it is open")
_REMOTE = re.compile(r"\bfully remote\b")
_MET_IN_PERSON = re.compile(r"^\[Met\|Saw\]|\bat the front desk\b|\bin person\b")


def _closed(plan: Plan) -> bool:
    """Whether the record tells its matter closed (a ticket's status "closed"): one status per case, so none of its
    lines keeps the file open (reader9 183: "current status is closed" then "keep the file open")."""
    return any(_CLOSED_STATUS.search(plan.values.get(key, "")) for key in _status_keys(_field_keys(plan.fields)))


@lru_cache(maxsize=4096)
def _status_keys(keys: tuple[str, ...]) -> tuple[str, ...]:
    """(speed only) The keys among ``keys`` that hold a matter's status (:func:`_closed` asks of them)."""
    return tuple(k for k in keys if k in MATTER_STATUS_KEYS or _OWN_STATUS.match(k))


def _remote(plan: Plan) -> bool:
    """Whether the person works fully remote (a user's site "a home office, fully remote"): nobody met them at the
    front desk (reader9 183: "Met Mr. Alexander at the front desk (in person)")."""
    # ... nor anyone who dealt with an office in another town (a holiday rental's agency, s20-world)
    return bool(plan.office_place) or any(_REMOTE.search(plan.values.get(f.key, "")) for f in plan.fields)


#: A next step asking the person to tell the office of a new address (one such line per record).
_ON_MOVE = re.compile(r"\bif you move\b|\bchange of address\b|\bchanges at home\b|\bnew contact details\b|"
                      r"\bif your address changes\b")


#: A next step that is about paper: the pages or letters the office sends, a reply by post.
_ON_PAPER = re.compile(r"every letter we send|each page we send|on every letter to us|reach you by letter|be mailed to"
                       r" you|send you a letter")


#: A record that tells its fee paid already, and a next step that asks for a payment.
_PAID_ALREADY = re.compile(r"(?i)\b(?:you|she|he|they|we) (?:paid|settled)\b|\b(?:has|have|was|were) (?:been )?(?:paid|settled)\b|\bpaid in full\b|"
                           r"\btook (?:the )?payment\b|\bpayment (?:was|has been) (?:taken|received|made)\b")
_PAY_STEP = re.compile(r"\bpayable\b|\bbe paid\b|\bany payment\b")


#: A sum the record bills or the person owes (a fee, a balance, a fine, a premium): where none is held, no next step
#: asks for payment (reader6 class 2: "Anything owed should be paid by check" in a jury summons and a report card).
_OWED_KEY = re.compile(r"fee|due|balance|owed|premium|fine\b|fines|payment|charge|deposit|total|cost|price|rent|"
                       r"tuition|dues|copay|deductible|invoice|amount")
#: Papers the record asks the person for, and the next step that says how copies of them may be sent.
_ASKS_PAPERS = re.compile(r"(?i)\b(?:send|submit|provide|bring|return|enclose|upload|attach|sign)\b[^.\n]{0,80}\b"
                          r"(?:papers?|documents?|proof|cop(?:y|ies)|forms?|statements?|records?|letters?|evidence|"
                          r"receipts?|pay stubs?|photos?|IDs?|certificates?|signatures?)\b|\bstill (?:need|missing|"
                          r"to come)\b|\b(?:documents|papers) (?:needed|missing|still)\b")
_SCANS = re.compile(r"(?i)\bscan|\bphotos? of (?:each|the) page|\bPDF copies\b|\bclear copies\b"
                    r"|\bmissing papers\b|\bincomplete set of papers\b|\bunsigned page\b")  # (papers still missing)
#: (speed only) the two asked of a record's whole text so far, lower-cased (see quickre.CaseBlind)
_PAID_ALREADY_LOW, _ASKS_PAPERS_LOW = CaseBlind(_PAID_ALREADY), CaseBlind(_ASKS_PAPERS)


@lru_cache(maxsize=1)
def _pays_rx() -> re.Pattern[str]:
    """``money_direction: pays`` of ``skeletons.yaml``: record types whose office pays the person, never bills them."""
    return re.compile(((_skeleton_yaml() or {}).get("money_direction") or {}).get("pays") or r"(?!)", re.I)


@lru_cache(maxsize=4096)
def pays_person(record_type: str) -> bool:
    """Whether the record type's office pays, refunds or credits the person (``money_direction``), so that no next
    step asks them to pay a balance (reader11 class 8: a letter to an unemployment claimant)."""
    return _pays_rx().search(record_type) is not None


def _bills(plan: Plan) -> bool:
    """Whether the record holds a sum it bills or the person owes (see :data:`_OWED_KEY`), and its office is not
    one that pays them (:func:`pays_person`)."""
    return not pays_person(plan.record_type) and any(_owed_key(f.key) and amount(plan.values.get(f.key, "")) is not None for f in plan.fields)


@lru_cache(maxsize=4096)  # (the catalogue's field keys)
def _owed_key(key: str) -> bool:
    """(speed only) Whether the field ``key`` is a sum billed or owed (:data:`_OWED_KEY`'s search, per key)."""
    return _OWED_KEY.search(key) is not None


@lru_cache(maxsize=8192)  # (the skeleton's next-step parts)
def _step_marks(part: str) -> tuple[bool, bool, bool]:
    """(speed only) Whether the next-step ``part`` is about paper, asks for a payment, speaks of scans
    (:data:`_ON_PAPER`, :data:`_PAY_STEP`, :data:`_SCANS`: their searches, per part)."""
    return _ON_PAPER.search(part) is not None, _PAY_STEP.search(part) is not None, _SCANS.search(part) is not None


#: A next step that only says by which channel the office's answer comes ("The outcome will come by post.").
_CHANNEL_STEP = re.compile(r"\[the outcome\|our answer\|")


#: Formats whose closing line is the writer's own plan for the matter (case notes, minutes): no clerk's routing of
#: the file in it (reader13 class 4: "To do: Keep the file open under EN-293319 to month end and copy
#: w.burton@... on all mail", "Next steps: Pass on late papers to p.flores@... and note all contacts under ND-...").
_OWN_PLAN_FORMATS = frozenset({"case notes", "meeting minutes"})
_CLERK_STEP = re.compile(r"\{\w*reference\}|\{\w*email\}|@|reminder|check in again|review this again|look at this "
                         r"again|send a copy out|\[add\|file\]|archive\] the file")


def _next_steps(b: TextBuilder, plan: Plan, rng: random.Random, person: str = "second") -> None:
    """A short paragraph on what happens next, composed from the case's own facts (who, reference, where);
    ``person="third"``: a note's closing line of next steps."""
    signed = plan.format in _SIGNED_BY_SIGNER  # its signer does not name themselves ("When Krystal Burgess is away")
    text = b.text()  # (a body that tells the matter decided awaits no outcome either: _STATES_DECISION)
    decided = _DECIDED.search(plan.record_type) is not None or _STATES_DECISION_QUICK.search(text) is not None
    parts = _RecordMemo.remember(plan, ("next steps", person, b.asked_to_check, decided), lambda: [
        p for p in _kind_parts(plan, "next_steps", "second" if person == "second" else "third")
        if all(k in plan.values for k in _part_keys(p)) and not (signed and "{signer_name}" in p)
        and not (decided and _AWAITS_DECISION.search(p))
        # "if we hear nothing in 7 days, we will take the details above as agreed" only where details were
        # given to check (not after a decision, not in a trust deed)
        and (b.asked_to_check or not _TAKEN_AS.search(p)) and not (_closed(plan) and (_KEEPS_OPEN.search(p) or _PENDING.search(p)))
        # the channel the office writes by is said once, where the person's wish is (reader10 class 3: "The outcome
        # will come by post." beside "The office will be in touch by message in the online portal")
        and not (_CHANNEL_STEP.match(p) and any(_is_wish(f) for f in plan.fields))
        and not (plan.format in _OWN_PLAN_FORMATS and _CLERK_STEP.search(p))
        and not (plan.format in _STATEMENT_FORMATS and _NOT_STATEMENT_STEP.search(p))])
    due = _has_due(plan)
    own = None if b.reference else _own_reference(plan, plan.fields)
    low = lowered(text)
    # (a booking that holds its payment's confirmation number is paid: no "The amount due can be paid ... when you
    # reply" under "Payment confirmation: PAY-..." or "Staff have recorded your payment as RCPT-...", s27-chrono)
    flags = (_PAID_ALREADY_LOW.found(text, low) or "payment_confirmation" in plan.values or not _bills(plan),
             not _ASKS_PAPERS_LOW.found(text, low),
             bool(due) or _says_nothing_needed(text), own is not None and "in any reply" in text and own.key in b.spans)
    parts = _RecordMemo.remember(plan, ("next steps kept", person, b.asked_to_check, decided, own is not None, flags),
                                 lambda: _steps_kept(plan, parts, due, own, *flags))
    if person == "second" and plan.format == "letter" and not b.asked_to_check:
        # a letter asks for a reply within so many days only where it asks something (details to check): not
        # "Please answer in the next 7 days" under a prior authorization that asks nothing (reader13 R2)
        parts = [p for p in parts if not ("{days}" in p and _step_asks(p)[0])]
    if person == "second" and plan.format == "email thread":  # (s25-thread) an office's e-mail asks for a reply
        # within so many days only where it asks something ("Please reply in the next 30 days." under an e-mail that
        # asks nothing: reader15 R9), and says nothing of a move ("After a move, inform the office promptly."), nor of
        # a statement it is not ("Payments that reach us after the statement date ...")
        parts = [p for p in parts if not ("{days}" in p and _step_asks(p)[0] and not b.asked_to_check)
                 and not _MAIL_ONLY_STEP.search(p)]
    if len(parts) < 2:
        return
    # a note's to-do line has one or two plain actions (a list of fragments reads as a checklist from another case)
    # ... and a letter's at most two, each about this matter (what the person is to do, by when, where papers go),
    # not a run of stock lines ("An incomplete set of papers will hold things up. If you change address, update us
    # straight away."): one step at most says nothing of the case's own facts
    # (an office's letter: a third step where it tells a fact of the case, who handles it or where papers go)
    want = 3 if person == "second" and plan.format == "letter" else 2
    chosen: list[str] = []  # then shuffled, so a letter's next steps do not always open with the same kind of part
    used: set[str] = set()
    # (a letter that has told its deadline twice already, in its text and its list of dates, does not say it a third
    # time: reader13 class 10, s22-letter)
    if person == "second" and (due := next((f.key for f in plan.fields if _due_key(f.key) and f.key in b.spans
                                            and f.key in plan.values), None)) and (
            plan.format != "letter" or text.count(plan.values[due]) < 2):
        if due in _DUE_STEPS:  # the case's own date, said again with what it is for (no "mark it in your diary")
            said = vary(rng.choice(_DUE_STEPS[due]), rng).replace("{due}", "{" + due + "}")
            # (an e-mail told it with its news: not "The deadline here is April 23, 2024." a few lines on, reader13
            # class 10; nor a letter, nor any paper that has told the date once: "A written response must be received
            # by 09/02/2024. ... We need your response by 09/02/2024.", reader15 class 14, s25-contra and s25-letter)
            if plan.format not in ("email thread", "letter") and plan.values[due] not in text:
                chosen.append(said)
            used |= {"reply"}
    keyed = rng.sample(parts, k=len(parts))
    keyed.sort(key=lambda p: not _part_keys(p))  # the parts that tell a case fact (who, the reference) come first
    facts = rng.randint(2, 3)  # ... two or three of them, then what the reader is to do
    for part in keyed:  # each case fact (the reference, the e-mail) in one part only
        if _part_keys(part) and len(chosen) >= facts:
            continue
        if "{days}" in part and "{days}" in used:  # one time limit, said once ("reply within 20 days")
            continue
        if _ON_MOVE.search(part) and "move" in used:  # one change-of-address line (reader6 class 2: "If you change
            continue  # address, write to us" and "Changes at home should be given to the front office")
        asks_reply, nothing_needed = _step_asks(part)
        if (asks_reply and "nothing" in used) or (nothing_needed and "reply" in used):
            continue  # "nothing further is needed from you" and "please reply within 7 days" do not go together
        if person != "second" and (chosen and _ALONE_STEP.match(part) or "alone" in used
                                   or {"open", "close"} & used and _OPEN_CLOSE.match(part)):
            continue  # a note's to-do line never closes the file and keeps it open, nor acts after "no further action"
        if person == "second" and not _part_keys(part) and "{days}" not in part and "stock" in used:
            continue
        if len(chosen) < want and not used & set(_part_keys(part)) and (said := _pick_for([part], rng, plan)):
            chosen.append(said.replace("{doc}", doc_noun(plan)))
            used |= set(_part_keys(part)) | ({"{days}"} if "{days}" in said else set())
            used |= ({"nothing"} if nothing_needed else set()) | ({"reply"} if asks_reply else set())
            used |= {"move"} if _ON_MOVE.search(part) else set()
            used |= {"stock"} if not _part_keys(part) and "{days}" not in part else set()
            if person != "second" and (m := _OPEN_CLOSE.match(part)):
                used |= {"open" if m.group(1) == "keep" else "close"}
            used |= {"alone"} if person != "second" and _ALONE_STEP.match(part) else set()
    rng.shuffle(chosen)
    days = str(rng.choice((5, 7, 10, 14, 15, 20, 30)))
    if person != "second":  # a note's follow-up: two or three terse items in one line
        # (not "Plan: Calendar flag for 5 days; secretary to read this ...; route late papers to ...": reader2)
        text = (" and ".join(chosen)).replace("{days}", days)
        b.line(rng.choice(("Plan: ", "Plan: ", "Next: ") if plan.format in _OWN_PLAN_FORMATS else (
            "Next steps: ", "To do: ", "Follow-up: ")) + text[:1].upper() + text[1:] + ".")
        return
    sentences = []
    while chosen:  # a part alone, or two joined the way a writer runs on
        group = chosen[:2] if len(chosen) > 1 and rng.random() < 0.5 and _related(*chosen[:2], plan.values) \
            else chosen[:1]  # two steps run on only where they are about one thing ("Papers ..., and papers ...")
        chosen = chosen[len(group):]
        text = ", and ".join(group).replace("{days}", days)
        sentences.append(text[:1].upper() + text[1:] + ".")
    head = rng.choice(("Next steps: ", "From here: ", "Next: ", "Going forward: ", "", "", "", "", "", ""))
    if plan.format == "letter":  # a letter's paragraph on what comes next carries no label ("From here: The front
        head = ""  # office can go over these points before 4 PM."; s24-letter, 55 of 153 letters)
    if plan.format == "email thread":  # an e-mail runs its next steps on as prose (no "Going forward: Reception is
        head = ""  # glad to help ..." over the sign-off: s21-thread, 52 of 141 threads)
    if plan.format in _STATEMENT_FORMATS:  # nor a statement's or a bill's line under its notes ("Going forward: We
        head = ""  # shall tell you when anything changes."; s25-stmt, 17 of 149)
    b.line(head + " ".join(sentences))


#: Next-step parts no office's e-mail carries: a change of address, a statement's own lines, a club's notice-board
#: lines ("The board meets monthly.", "Volunteers are welcome to drop by the center on Saturday mornings.": s25-thread).
_MAIL_ONLY_STEP = re.compile(r"\bif you move\b|address changes|change address|changes at home|new contact details"
                             r"|next statement|committee meets|board meets|coordinators meet|are welcome to \[drop")


#: A letter's step on the case's own deadline ({due}: the dated field), told again where the reader acts on it, in
#: the case's words for what the date is for; a date with no such words (a story's deadline) is told once only
#: (reader10, class 6: not "Mark March 5, 2025 in your diary, as the office works to that date")
_DUE_STEPS = {
    "payment_due_date": ("[the payment due date is|the due date for payment is] {due}",),
    "dispute_deadline": ("[a dispute|any dispute] [must reach us|has to reach us|needs to be with us] by {due}",),
    "response_deadline": ("[your response is due|we need your response|your reply is due] by {due}",),
    "response_due_date": ("[your response is due|the response is due|your answer is due] by {due}",),
    "rsvp_deadline": ("[RSVPs are due|please RSVP] by {due}",),
    "deposit_due_date": ("[the next deposit is due|your next deposit falls due] on {due}",),
    "dues_deadline": ("[the dues deadline is|the deadline for dues is] {due}",),
    "community_deadline": ("[the deadline here is|the deadline for this is|the closing date is] {due}",),
    "story_deadline": ("[the deadline here is|the deadline stays] {due}",),
    "bucket_deadline": ("[the deadline here is|the date to aim for is] {due}",),
}


def _steps_kept(plan: Plan, parts: list[str], due: object, own: FieldSpec | None, unpaid: bool, no_papers: bool,
                one_ask: bool, asked: bool) -> list[str]:
    """The next-step parts a record keeps (see :func:`_next_steps`), from what its text says so far."""
    parts = _for_channel(parts, plan)  # no "have the number ready before you call" where calls are off
    if plan.format == "email thread":  # an e-mail has no pages or letters to mark (reader5: "Every letter we send you
        parts = [p for p in parts if not _step_marks(p)[0]]  # carries BV-140623 at the top" in 14 of 44 threads)
    if unpaid:  # no "the amount due can be paid online" after "You paid the fee with cash", nor where nothing is billed
        parts = [p for p in parts if not _step_marks(p)[1]]
    if no_papers:  # "scans are fine, sent to ..." only where papers are asked for (reader6)
        parts = [p for p in parts if not _step_marks(p)[2]]
    # one thing asked of the reader: no "reply within 7 days" after "nothing more is needed" or beside a dated deadline
    # of the record's own, and no "nothing further is needed" beside that deadline
    if one_ask:
        parts = [p for p in parts if not _step_asks(p)[0] and not (due and _step_asks(p)[1])]
    if own is not None:
        # where the matter has its own number (a law firm's matter number, an agency's case number), that is the
        # number the person is asked to quote, once: not the office's file reference beside it
        parts = [p.replace("{case_reference}", "{" + own.key + "}") if _QUOTE_PART.search(p) else p
                 for p in parts if not (asked and _QUOTE_PART.search(p))]
    return parts


#: Formats written for the office itself (a case file's notes, a file memo, a form's office box): the only papers
#: that print the day a file was opened (reader11 classes 1 and 6: "File opened: ..." under the reference of a
#: letter, an agreement or an insertion order reads as a case system's scaffolding).
_FILE_FORMATS = frozenset({"case notes", "memo", "form"})
#: What a matter's file was opened on, by the words of its record type: the claim, the application, the complaint
#: (the first match wins; anything else was opened on the person's request).
_OPENED_ON = (
    (re.compile(r"\bclaims?\b|\bEOB\b|explanation of benefits"), "claim"),
    (re.compile(r"\b(?:complaint|grievance|dispute|appeal|objection)"), ""),
    (re.compile(r"\bchargeback"), "dispute"),
    (re.compile(r"\breferral"), "referral"),
    # (a job offer answers an application, an editor's letter a manuscript: not "Your request came in on ..." nor
    # "Your contact is dated ..., we started work on your request": reader13 class 5, s22-letter)
    (re.compile(r"\b(?:job|employment) offer"), "application"),
    (re.compile(r"\bedit(?:orial)? letter|\bmanuscript|\bquery letter"), "manuscript"),
    (re.compile(r"\b(?:harassment|abuse|incident) report\b"), "report"),
    (re.compile(r"\baward letter|\bbenefits? award"), "application"),
    (re.compile(r"\bbooking\b|\bitinerary\b|\breservation\b"), "booking"),
    (re.compile(r"\b(?:application|enrol+ment|admission|registration|permit|licen[cs]e|petition|renewal)"), "application"),
)


#: Record types an office issues of its own accord (a notice, a warning, a bill), not in answer to the person's request.
_OFFICE_STARTED = re.compile(r"notice|warning|summons|citation|violation|determination|assessment|adjustment|"
                             r"delinquen|garnish|reminder|appointment letter|improvement plan|probation|"
                             r"settlement offer")  # (a PIP answers no request of the employee's: reader13 class 5)


#: An office's report or memo on a matter it took up itself, or on someone else's complaint, not on the person's
#: request (reader13 class 5: "We took up his request" in a broadcast rundown, "Our system logged her request" in a
#: conduct memo where she is the accused, "We started work on his request" in a neighbourhood watch log).
_FILE_STARTED = re.compile(r"conduct|misconduct|investigation|incident|rundown|production|performance improvement"
                           r"|evaluation|escalation|moderation|fact-check|placement|screening|pastoral|check-in"
                           r"|status report|payroll|progress|disciplinary|grievance|review|exit interview|background"
                           r"|payout|source notes|submittal|declarations|feedback log|reconciliation"
                           r"|individualized education|conference notes|504")


#: Keys of a day something of the person's came in (papers, a request, a first contact) before the file opened on it.
_ARRIVED_KEY = re.compile(r"request|received|submi|contact|filed|filing|application_date|intake|referral|papers|sent"
                          r"|mailed|opened")


#: Keys of the event a claim is for (the care, the loss): a claim comes in after it.
_CLAIMED_EVENT = re.compile(r"visit|service|incident|loss|accident|admission|procedure|treatment|surgery|damage|event")


def _files_opening(plan: Plan) -> bool:
    """Whether the record is a paper an office writes for itself, that prints the day its file was opened."""
    return plan.format in _FILE_FORMATS


def _opened_noun(plan: Plan) -> str:
    """What the matter's file was opened on, as the record's story tells it: "claim", "appeal", "request"."""
    rt = plan.record_type.lower()
    for pattern, noun in _OPENED_ON:
        if m := pattern.search(rt):
            noun = noun or m.group(0)
            break
    else:
        return "request"
    opened = parse_day(plan.values.get("case_opened_date", ""))
    if noun == "claim" and opened and any(  # no claim for care that came in before the care ("Your claim reached
            (d := parse_day(v)) is not None and d[0] > opened[0]  # us on June 28" for a visit of October 6)
            for k, v in plan.values.items() if _CLAIMED_EVENT.search(k)):
        return "request"
    return noun


def _opened_field(plan: Plan) -> FieldSpec | None:
    """The day the matter's file was opened as a fact of the story, for a record that is not the office's own paper:
    the day the person's claim, application or request came in ("Your claim reached us on March 3, 2025."), told in
    its text and dated in its lists under that name (never "File opened: ..." under a letter's reference)."""
    if "case_opened_date" not in plan.values or _files_opening(plan) or not _skel(plan)["issuer"]:
        return None  # (a person's own letter or list has no office's file)
    if (plan.format == "statement with table" and _STATEMENT_KIND.search(plan.record_type) and "signer_name" in plan.values
            and _skel(plan)["statement_next"] and not _NO_ACCOUNT.search(plan.record_type)):
        return None  # a periodic statement prints it as the account's opening ("Account opened: ...")
    from privasis_hub.synth.catalog import case_fields

    spec = next((f for f in case_fields() if f.key == "case_opened_date"), None)
    if spec is None:
        return None
    noun = _opened_noun(plan)
    if plan.category == "medical" or (noun in ("request", "application")  # (a renewal or hearing notice answers
                                      and (_OFFICE_STARTED.search(plan.record_type.lower())  # no application)
                                           or plan.format in ("report", "memo")  # ... nor an office's own report
                                           and _FILE_STARTED.search(plan.record_type.lower()))):
        # a clinic's patient was registered with it (a day that may come long before the complaint: reader12, a
        # "Request received" dated before the symptoms began); a notice, a warning or a bill is the office's own
        # doing, not an answer to the person's request (reader12: "Your request was taken up" in an IRS notice)
        medical = plan.category == "medical"
        if plan.format == "letter":  # a notice's letter does not date its own file ("We opened this case on ...":
            return None  # s22-letter), nor a clinic's letter the day its patient registered (s25-letter)
        said = (("{full_name} [has been registered with us since|first registered with us on|has been a patient here "
                 "since] {case_opened_date}.",) if medical else
                ("[We opened this case|We opened this review|Our review began|This case was opened] on "
                 "{case_opened_date}.",))
        if not medical and plan.format in ("report", "memo") and not _OFFICE_STARTED.search(plan.record_type.lower()):
            # (an office's own report on a rundown, a placement or a patrol log: no "case" or "review" of it, and no
            # "file opened" outside a memo: quality_privasis file_opened)
            # ... nor "Work on this began on ..." (reader15 class 18: a rundown, a placement test, a watch log
            # has no request it answers, and its own date and sources say when the work was done): not told
            return None
        group = next((f.group for f in plan.fields if f.group in _PERSON_GROUPS), spec.group) if medical else (
            next((f.group for f in plan.fields if f.group not in _PERSON_GROUPS and f.group != spec.group), spec.group))
        return replace(spec, label="Registered" if medical else "Work began" if "Work on" in said[0] else "Case opened",
                       group=group, sentences=said)
    matter = next((f.group for f in plan.fields if f.group not in _PERSON_GROUPS and f.group != spec.group
                   and _date_like(plan.values.get(f.key, ""))), "")
    matter = matter or next((f.group for f in plan.fields if f.group not in _PERSON_GROUPS and f.group != spec.group),
                            spec.group)
    if any(_ARRIVED_KEY.search(f.key) and f.key != "case_opened_date" for f in plan.fields):
        if plan.format == "letter":  # the letter tells the day the request came in: not also the day work on it
            return None  # began ("Your letter was logged on May 23 ... On May 26 we started work on your request")
        # papers or a first contact that came in days before: the day the office took the matter up, not a second
        # day it "came in" ("Her papers arrived on April 25. Her request came in on April 28.")
        said = ("[We took up|We started work on] {full_name}'s " + noun + " on {case_opened_date}.",  # (not "We
                # began on your request": reader12 letters)
                "[Work on|Our work on] {full_name}'s " + noun + " [began|started] on {case_opened_date}.")
        if plan.format == "agreement":
            # (the day the other side accepted it, not "This agreement follows the Gardener's request, taken up
            # on ..." after "The Gardener's request is dated ...": s21-notes)
            said = ("{full_name}'s " + noun + " was accepted on {case_opened_date}.",  # (and in other words: not one
                    # stock line in 42 of 102 agreements; s22-notes)
                    "{full_name}'s " + noun + " was approved on {case_opened_date}[|, and this Agreement follows "
                    "from it].",
                    "This Agreement [follows|rests on] the approval on {case_opened_date} of {full_name}'s " + noun
                    + ".")
    else:
        said = ("{full_name}'s " + noun + " [came in|reached us|reached this office] on {case_opened_date}.",
                "[We received|We had] {full_name}'s " + noun + " on {case_opened_date}.")
        if plan.format == "agreement":  # a contract names no "us": the request it follows
            said = ("This [agreement|arrangement] follows {full_name}'s " + noun + " of {case_opened_date}.",)
    done = " taken up" if "took up" in said[0] or "taken up" in said[0] else " accepted" if " accepted " in said[0] \
        else " received"
    if plan.format == "agreement" and len(said) > 1:  # (one wording per record, drawn by its seed)
        said = said[plan.join_seed % len(said):] + said[:plan.join_seed % len(said)]
    return replace(spec, label=noun[:1].upper() + noun[1:] + done, group=matter, sentences=said)


def _with_opened_field(plan: Plan) -> None:
    """Adds :func:`_opened_field` to the plan's fields (once), so the day is told where the record tells its story."""
    if any(f.key == "case_opened_date" for f in plan.fields):
        return
    if (f := _opened_field(plan)) is not None:
        plan.fields.append(f)


#: The formats a clinic writes as its own chart (a note, a summary, a plan), whose matter number is its visit's.
_CHART_FORMATS = frozenset({"report", "case notes", "memo"})
#: How a clinical chart labels the number of the visit it records (never "Our reference:" / "Ref.:").
_ENCOUNTER_LABELS = ("Encounter number: ", "Encounter no.: ", "Visit number: ", "Account number: ")


def _reference_line(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """The issuer's reference for the matter, labelled (the matter's own number when a letter quotes one)."""
    if b.reference:
        label = next(f.label for f in plan.fields if f.key == b.reference)
        b.line(f"{label}: {{{b.reference}}}")
    elif "case_reference" in plan.values and _skel(plan)["issuer"]:
        labels = ("Our reference: ", "Reference: ", "Ref.: ", "File reference: ")
        if plan.category in _skel(plan)["clinical"]["categories"] and plan.format in _CHART_FORMATS:
            labels = _ENCOUNTER_LABELS  # a clinic's chart numbers the visit, not a business's "Our reference:"
        b.line(rng.choice(labels) + "{case_reference}")  # (reader15 class 5: 19 clinical notes)
    else:
        colleague_line(b, plan)  # (the handler's direct line stands in the head even where no reference does)
        return
    if ("case_opened_date" in plan.values and "case_opened_date" not in b.spans and _files_opening(plan)
            and "case_opened_date" not in _field_keys(plan.fields)):  # (a field of the matter is told in its text)
        # the file's opening date stands under its reference, not in a "held in the file opened on" sentence
        b.line(rng.choice(("File opened: ", "Opened: ", "Date opened: ")) + "{case_opened_date}")
    colleague_line(b, plan)  # the handler's direct line under the reference, as a letter's header gives it


def _title(plan: Plan) -> str:
    return plan.record_type[:1].upper() + plan.record_type[1:]


@lru_cache(maxsize=1)
def subject_parts() -> dict:
    """The ``subjects`` part of ``skeletons.yaml``: the words that name a paper rather than its matter, and the
    subject-line wordings by who writes; a missing part raises :class:`SkeletonError` naming it."""
    where = "privasis_hub/data/privasis/skeletons.yaml"
    data = _skeleton_yaml()
    parts = (data or {}).get("subjects")
    if not isinstance(parts, dict):
        raise SkeletonError(f"{where}: no 'subjects' mapping")
    for name in ("doc_words", "office", "office_plain", "person", "person_plain", "internal", "internal_plain", "personal"):
        if not parts.get(name):
            raise SkeletonError(f"{where}: 'subjects' lacks '{name}'")
    return parts


@lru_cache(maxsize=512)
def matter_name(record_type: str) -> str:
    """The matter a record type's document is about, without the words naming the paper: "chargeback dispute" for a
    chargeback dispute letter, "license suspension hearing" for its notice; the record type itself when no such word
    ends it ("parenting plan")."""
    words = record_type.split()
    doc = set(subject_parts()["doc_words"])
    if len(words) > 2 and words[0].lower() in doc and words[1] == "of":  # a notice of proposed tax adjustment
        words = words[2:]
    while len(words) > 1 and words[-1].lower() in doc and words[-2].lower() not in ("cover", "report"):
        words.pop()  # a cover letter and a report card are the matter themselves
    return " ".join(words)


#: Numbers no sender prints whole in a subject line: an account's, a card's, a patient's (reader5 class 9: "Subject:
#: Your international wire (account number 8281690436)").
_UNQUOTED = re.compile(r"(?i)account|\bcard\b|iban|routing|travel|loyalty|medical record|patient|\bmrn\b")


def _anchor(plan: Plan, shown: frozenset[str] = frozenset()) -> str:
    """What a subject line quotes to say which matter it is: the date ahead (a hearing's) or the matter's own number,
    labelled ("hearing on {hearing_date}", "claim number {claim_number}"), none of ``shown`` (printed just above it);
    empty when the record holds neither."""
    ahead = next((f for f in plan.fields if f.key not in shown and _key_traits(f.key)[2] and _date_like(plan.values[f.key])
                  and len(plan.values[f.key].split()) <= 4), None)
    if ahead is not None:
        noun = _in_sentence(ahead.label).replace(" date", "").replace("date of ", "").strip() or "date"
        return f"{noun} on {{{ahead.key}}}"
    ids = [f for f in _quoted_ids(plan, plan.fields, limit=4)  # the matter's number, never the person's own ID
           if f.key not in shown and f.group not in _PERSON_GROUPS and not _personal_id(f.label + " " + f.key)
           and not _UNQUOTED.search(f.label + " " + f.key)]
    if ids:
        return f"{_in_sentence(ids[0].label)} {{{ids[0].key}}}"
    if "case_reference" in plan.values and "case_reference" not in shown and _skel(plan)["issuer"]:
        return "ref. {case_reference}"
    return ""


def _subject(plan: Plan, rng: random.Random, who: str, shown: frozenset[str] = frozenset()) -> str:
    """A subject line naming the matter (``subjects`` in ``skeletons.yaml``), as ``who`` writes it: ``office`` (a
    letter's Re: line), ``person`` (their e-mail's Subject:), ``internal`` (a memo's RE:). A record type that names
    no paper ("parenting plan") is quoted by its number where it has one, not by its catalogue name."""
    parts = subject_parts()
    matter = matter_name(plan.record_type)
    anchor = _anchor(plan, shown)
    options = parts[who] if anchor else parts[who + "_plain"]
    if matter == plan.record_type:  # the catalogue's name is the matter's: its head noun and number say which
        held = re.search(r"(\w+ of [\w ]+)$|(\w+) to [\w ]+$", matter)  # "power of attorney", an "answer" to a claim
        matter = (held.group(1) or held.group(2)) if held else matter.rsplit(" ", 1)[-1]  # "Re: Your complaint, ..."
    text = rng.choice(options)
    text = name_matter(text, plan, mine=who == "person") or text  # "Update on your injury claim"
    return (text.replace("{Matter}", _cap(matter)).replace("{matter}", matter).replace("{Anchor}", anchor[:1].upper() + anchor[1:])
            .replace("{anchor}", anchor).replace("{who}", "{dependent_student}" if who == "internal" and _about_child(
                plan) else f"{plan.honorific} {{last_name}}"))  # (a school's memo is on the student, not the parent)


# --- the formats ------------------------------------------------------------------------

#: Keys placed in a document's address block rather than in its prose.
_HEADER_KEYS = ("full_name", "street_address")
#: Groups of the person's own particulars (a statement or invoice lists them in its header, not its table).
_PERSON_GROUPS = ("identity", "identifiers", "contact and location", "employment", "personal circumstances")
_LEADING_MONEY = re.compile(r"^\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)\b")
_HOURS_AT_RATE = re.compile(r"^(\d+(?:\.\d+)?) hours at \$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?) per hour$")


@lru_cache(maxsize=16384)  # (speed only) a record's values are asked of in each of its renders
def amount(value: str) -> float | None:
    """What a value bills, in dollars: "$1,284.50", "$16,558 for monthly bookkeeping", "41.5 hours at $95.00 per hour"."""
    if m := _HOURS_AT_RATE.match(value):
        return round(float(m.group(1)) * float(m.group(2).replace(",", "")), 2)
    if m := _LEADING_MONEY.match(value):
        return float(m.group(1).replace(",", ""))
    return None


#: Kinds of issuer whose letters address the person by title and surname.
_FORMAL_ISSUERS = frozenset({"public agency", "law firm", "legal aid", "bank", "insurer", "clinic", "employer", "firm"})


def _salutation(plan: Plan, rng: random.Random) -> str:
    """A salutation of the family's (the record type's own, when it has some) whose names the record holds."""
    sk = _skel(plan)
    options = (sk.get("salutations_for") or {}).get(plan.record_type) or sk["salutations"]
    if issuer_kind(plan) in _FORMAL_ISSUERS:  # an agency's, a bank's or a clinic's letter: "Dear Ms. Lee", not "Dear Ann"
        options = [o for o in options if "{first_name}" not in o] or options
    usable = [o for o in options if all(k == "honorific" or k in plan.values for k in _PLACEHOLDER.findall(o))]
    return rng.choice(usable or ["Hello,"]).replace("{honorific}", plan.honorific or "Mx.")


def _letter_body(b: TextBuilder, plan: Plan, rng: random.Random, person: str, pad: str) -> None:
    """A letter's salutation, opening and account of the record's fields in ``person``, padded after ``pad``."""
    b.line(_salutation(plan, rng))
    b.lit("\n")
    b.line(_opening(plan, person, rng))
    b.lit("\n")
    # the writer does not tell the reader the story of the letter ("I ... wrote this letter to an estranged sibling")
    _grouped_prose(b, plan, [f for f in plan.fields if f.key not in _HEADER_KEYS], person)
    _pad(b, plan, pad)


def _personal_letter(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """A letter the person writes themselves: a date, a salutation, their own account, their own sign-off."""
    if (spec := _letters()["letters"].get(plan.record_type)) is not None:
        _private_letter(b, plan, rng, spec)
        return
    b.line(plan.record_date)
    b.lit("\n")
    _letter_body(b, plan, rng, "first", "P.S.")
    b.lit(rng.choice(_skel(plan)["sign_offs"]) + "\n")
    b.line("{first_name}")


def _personal_email(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """A person's own e-mail (a letter sent by e-mail): one message in their voice, no office on the other side."""
    if (spec := _letters()["letters"].get(plan.record_type)) is not None:
        _private_letter(b, plan, rng, spec, email=True)
        return
    b.tmpl("From: {full_name}")
    if "email" in plan.values:
        b.tmpl(" <{email}>")
    matter = matter_name(plan.record_type)  # what they write about; their own letter by any other name is a greeting
    subject = _cap(matter) if matter != plan.record_type else rng.choice(subject_parts()["personal"])
    b.lit(f"\nDate: {plan.record_date} {_SentAt(plan).at(plan.record_date, False)}\nSubject: {subject}\n\n")
    b.line(_salutation(plan, rng))
    b.lit("\n")
    b.line(_opening(plan, "first", rng))
    b.lit("\n")
    _prose(b, plan, [f for f in plan.fields if f.key not in ("email", "full_name")], person="first")
    b.lit(rng.choice(_skel(plan)["sign_offs"]) + "\n")
    b.line("{first_name}")


@lru_cache(maxsize=1)
def _letters() -> dict:
    """How a person writes a letter to someone close, by record type (``skeletons.yaml``: personal_letters)."""
    return _skeleton_yaml()["personal_letters"]


#: A value that names someone with their relation in brackets: "Dana Ruiz (sister)", "Leo (age 6)".
_BRACKETED = re.compile(r"^(.+?) \(([^()]+)\)$")
#: The people a letter to someone close names as the writer does: by first name, after their relation.
_CLOSE_PEOPLE = ("relative_name", "confidant_name", "household_child", "partner_name", "neighbor_name",
                 "mutual_friend", "person_thanked")  # (a friend both know, one the diary thanks, by first name:
# "Karen says hello", not "Karen Abbott says hello"; "Robin remembered the hard week": s26-personal)
#: A child's relation words a writer puts before the name (the age is the lists' business, not the prose's).
_CHILD_KIN = frozenset({"son", "daughter", "grandson", "granddaughter", "brother", "sister"})
_AGE_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
              "thirteen", "fourteen", "fifteen", "sixteen", "seventeen")


#: A person's own prose papers (not their tables and lists, whose "Name (relation)" lines are a form's).
_CLOSE_FORMATS = frozenset({"letter", "email thread", "case notes", "memo", "chat log"})


def _close_names(plan: Plan) -> dict[str, str]:
    """The people around the writer as a letter to someone close names them: each value becomes the first name
    ("William", not "William Hart (uncle)") and its relation what the writer says before it ("my uncle"); the
    value the plan drew is kept under "~key", so a revision's render names them the same way."""
    said = _letters()["relations"]
    relations: dict[str, str] = {}
    drawn_names = {key: _BRACKETED.sub(r"\1", plan.values.setdefault("~" + key, plan.values[key]))
                   for key in _CLOSE_PEOPLE if key in plan.values}
    firsts = [name.split()[0] for name in drawn_names.values()] + [plan.values.get("first_name", "")]
    for key in _CLOSE_PEOPLE:
        if key not in plan.values:
            continue
        drawn = plan.values["~" + key]
        m = _BRACKETED.match(drawn)
        name, relation = (m.group(1), m.group(2)) if m else (drawn, "")
        # the first name alone, unless another person of the record (or the writer) has it too, or another value of
        # the record is that word (a neighbor Spencer in Spencer, ID: one value, one key)
        first = name.split()[0]
        taken = any(v.strip().lower() == first.lower() for k, v in plan.values.items()
                    if k != key and not k.startswith("~") and k not in _CLOSE_PEOPLE)
        plan.values[key] = first if firsts.count(first) == 1 and not taken else name
        age = re.search(r"\bage (\d+)", relation)
        years = f"{_AGE_WORDS[int(age.group(1)) - 1]}-year-old" if age and 0 < int(age.group(1)) < 18 else ""
        kin = relation.split(",")[0].strip()
        if kin in _CHILD_KIN:  # "my son David", not "my six-year-old David" (s26-personal, reader16 class 4)
            relations[key] = f"my {kin}"
        elif relation.startswith("grandchild"):
            relations[key] = f"my {years} grandchild".replace("  ", " ")
        elif age:
            relations[key] = f"my {years}" if years else "my child"
        elif relation:
            relations[key] = said.get(relation) or f"my {relation}"
    to = next((k for k in (_letters()["letters"].get(plan.record_type) or {}).get("to") or [] if k in plan.values), None)
    if to == "partner_name" and relations.get("household_child", "").startswith(("my son", "my daughter", "my grand")):
        # a child the two of them share (a younger brother is the writer's own)
        relations["household_child"] = "our " + relations["household_child"][len("my "):]
    for key, relation in relations.items():  # the relation is part of what names them ("my niece Kristen"), so a
        if key != to:  # sanitizer's "a relative" stands for all of it; the addressee is named alone ("Dear Kristen,")
            plan.values[key] = relation + " " + plan.values[key]
    return relations


def _letter_line(template: str, relations: dict[str, str]) -> str:
    """``template`` with each "{rel:key}" the value that names the person with their relation ("my uncle William",
    see :func:`_close_names`), its first letter a capital."""
    template = re.sub(r"\{rel:(\w+)\}", r"{\1}", template)
    return template[:1].upper() + template[1:]


def _two_at_times(said: list[str], rng: random.Random, share: float = 0.75) -> list[str]:
    """Neighbouring sentences of one topic joined in pairs with ", and" now and then (never three, never a sentence
    that already holds an "and" or two sentences of its own)."""
    out: list[str] = []
    i = 0
    while i < len(said):
        lead, rest = (_as_first(said[i])[0], _as_second(said[i + 1])) if i + 1 < len(said) else (None, None)
        if (lead and rest and " and " not in lead + " " + rest and ". " not in lead + rest and "?" not in lead
                and " but " not in rest and _related(lead, rest, None)
                and rng.random() < share):
            out.append(lead + ", and " + rest)
            i += 2
        else:
            out.append(said[i])
            i += 1
    return out


def _private_letter(b: TextBuilder, plan: Plan, rng: random.Random, spec: dict, email: bool = False) -> None:
    """A letter (or e-mail) to someone close (issue 19, reader 2 class 1): to one person by name, for one reason
    told first, then the writer's news a topic to a paragraph, each fact once, told as to someone who knows them
    (no recital of the writer's own number or town, except where the letter goes to someone who lacks them)."""
    book = _letters()
    relations = _close_names(plan)
    held = {f.key: f for f in plan.fields}
    seed = plan.join_seed ^ zlib.crc32(plan.record_type.encode())
    pick_ = random.Random(seed)

    def choose(options: list[str]) -> str:
        return vary_by(pick_.choice(options), pick_.randrange(1 << 16))

    to = next((k for k in spec.get("to") or [] if k in held), None)
    done = {"full_name", "first_name", "last_name", "age", "sex", "postal_code"} | ({to} if to else set())
    # the letter's date is the day it is sent (the value, when the record holds it: one date, not two)
    sent_on, dated = parse_day(plan.values.get("letter_sent_date", "")), parse_day(plan.record_date)
    sent = "letter_sent_date" if "letter_sent_date" in held and sent_on and dated and sent_on[0] == dated[0] else ""
    day = "{letter_sent_date}" if sent else plan.record_date
    done |= {sent} if sent else set()
    if email:
        b.tmpl("From: {full_name}" + (" <{email}>" if "email" in plan.values else ""))
        if to:  # (an e-mail has its addressee, as the mail client shows them)
            b.tmpl("\nTo: {" + to + "}")
        b.lit("\nDate: ")
        b.tmpl(day)
        b.lit(" " + _SentAt(plan).at(plan.record_date, False))  # (s25-thread) the time beside the date, as a mail
        b.lit(f"\nSubject: {rng.choice(subject_parts()['personal'])}\n\n")  # client prints it (as in threads)
        done |= {"email"}
    else:
        b.line(day)
        b.lit("\n")
    greetings = [g for g in spec["greetings"] if ("{to}" in g) == bool(to)] or ["Dear {to}," if to else "Hello,"]
    b.line(choose(greetings).replace("{to}", "{" + to + "}" if to else ""))
    b.lit("\n")
    # why the letter is written: the first of its wordings whose facts the record holds
    said: list[str] = [choose(spec["opening"])]
    reasons = [t for t in spec.get("reason") or [] if set(_PLACEHOLDER.findall(t)) <= set(held) - done
               # "for us" only of a couple's anniversary (not of "the ninth year of sobriety")
               and ("{relationship_milestone}" not in t or "anniversary" in plan.values["relationship_milestone"])]
    if reasons:
        most = max(len(_PLACEHOLDER.findall(t)) for t in reasons)  # the reason that tells the most of it
        reason = pick_.choice([t for t in reasons if len(_PLACEHOLDER.findall(t)) == most])
        said.append(_letter_line(vary_by(reason, pick_.randrange(1 << 16)), relations))
        done |= set(_PLACEHOLDER.findall(reason))
    own_words = {**book["words"], **(spec.get("words") or {})}
    for k in spec.get("after_reason") or []:  # what the reason made possible, told with it (a thank-you note's
        if k in held and k not in done:  # difference and the moment recalled: s26-personal)
            said.append(_letter_line(choose(own_words[k]), relations) if k in own_words
                        else _sentence(plan, held[k], "first"))
            done.add(k)
    b.joined(said)
    b.lit("\n\n")
    contacts = book["contacts"] if spec.get("contacts") else {}
    last = [k for k in ("upcoming_date", "letter_written_place", "note_time") if k in held]
    at_end = [k for k in spec.get("before_ending") or [] if k in held and k not in done]
    skip = (done | set(contacts) | {"phone", "email", "street_address", "city", "user_handle", "letter_sent_date"}
            | set(last) | set(at_end))
    words = {**book["words"], **(spec.get("words") or {})}
    topics = [[k for k in keys if k in held and k not in skip] for keys in book["topics"]]
    placed = {k for keys in topics for k in keys}
    rest = [f.key for f in plan.fields if f.key not in skip and f.key not in placed and f.key not in done]
    topics += [rest[i:i + 4] for i in range(0, len(rest), 4)]
    if plan.record_type in _stories():  # a family paper tells its one situation in order (not topics of news)
        _story(b, plan, [f.key for f in plan.fields if f.key not in skip], done, seed)
        topics = []
    told_news = False
    for n, keys in enumerate(topics):
        if not keys:
            continue
        lines = []
        # ("news from home" is for someone away from it: not a partner's letter or one to oneself)
        if n < len(book["topic_leads"]) and len(keys) > 1 and to not in (None, "partner_name") and pick_.random() < .5:
            lines.append(choose(book["topic_leads"][n]))
        said = []  # (two facts that belong together told in one sentence: "Very few people know about X — only my
        # friend Sam, and now you", not a secret, a worry and a diagnosis one a sentence: reader15 [7], s25-personal)
        pairs, used = [*(spec.get("pairs") or []), *(book.get("pairs") or [])], set()
        for k in keys:
            if k in used:
                continue
            pair = next((p for p in pairs if k in p["keys"] and all(x in keys and x not in used for x in p["keys"])),
                        None)
            used |= set(pair["keys"]) if pair else {k}
            said.append(_letter_line(choose(pair["words"]), relations) if pair else _letter_line(
                choose(words[k]), relations) if k in words else _sentence(plan, held[k], "first"))
        lines += _two_at_times(said, pick_)  # two news of one topic in one sentence, at times
        if spec.get("after_reason") and len(lines) == 1 and told_news:  # a note's news of one line goes with the
            b.drop_last("\n\n")  # paragraph before it, not a paragraph a line (s26-personal)
            b.lit(" ")
        told_news = True
        for i in range(0, len(lines), 4 if len(lines) < 8 else 3):  # a paragraph of a few sentences, not eight
            part = lines[i:i + (4 if len(lines) < 8 else 3)]
            if len(part) == 1 and i:  # no paragraph of one sentence left over
                b.drop_last("\n\n")
                b.lit(" ")
            b.joined(part)
            b.lit("\n\n")
    # the writer's address and number, where the letter goes to someone who does not have them
    reach = [_letter_line(choose(contacts[k]), relations) for k in ("street_address", "phone", "email")
             if k in contacts and k in held and k not in done and ("city" in held or "{city}" not in contacts[k][0])]
    if "user_handle" in held and "user_handle" in words and not reach:
        reach.append(_letter_line(choose(words["user_handle"]), relations))
    for i, line in enumerate(reach):  # "Or call me on ..." only after another way of reaching the writer
        if line.startswith("Or ") and (i == 0 or reach[i - 1].startswith("Or ")):
            reach[i] = _cap(line[len("Or "):])
    if reach:
        b.joined(reach)
        b.lit("\n\n")
    ending = []
    if "letter_sent_date" in held and not sent:  # an e-mail sent some days after the letter was begun
        ending.append(choose(["I started writing this on {letter_sent_date} and have only now [found the nerve|worked up "
                              "the courage|got round] to send it.", "This has sat in my drafts since {letter_sent_date}"
                              "[, so here it finally is.| — I am sending it before I change my mind.|, which tells you how "
                              "hard it was to write.]"]))
    ending += [_letter_line(choose(words[k]), relations) if k in words else _sentence(plan, held[k], "first")
               for k in at_end]  # (a thank-you note's enclosure and favour returned: s26-personal)
    if "upcoming_date" in held:
        ending.append(choose(spec.get("upcoming") or words["upcoming_date"]))
    ending += [_letter_line(choose(words[k]), relations) for k in ("letter_written_place", "note_time") if k in held]
    ending.append(choose(spec["closing"]))
    b.joined(ending)
    b.lit("\n\n")
    b.lit(choose(spec.get("sign_offs") or _skel(plan)["sign_offs"]) + "\n")
    b.line("{full_name}" if spec.get("signs_full_name") and not email else "{first_name}")


@lru_cache(maxsize=1)
def _stories() -> dict:
    """How a family paper tells its one situation, by record type (``skeletons.yaml``: personal_letters.stories)."""
    return _letters().get("stories") or {}


def _story(b: TextBuilder, plan: Plan, keys: list[str], done: set[str], seed: int) -> set[str]:
    """A family paper's facts told as one situation in connected paragraphs (s25-personal, reader15 R4: not one fact a
    sentence in no order, the parent "at the care home" and at home at once): each paragraph of the record type's
    story (``skeletons.yaml``: personal_letters.stories) a few sentences in its order, a sentence telling the facts
    of one item together ("I called X about an aide: they charge $25 an hour"), the facts no item holds after them
    in the catalogue's wordings; returns the keys told."""
    story = _stories().get(plan.record_type)
    if not story:
        return set()
    pick_ = random.Random(seed)
    held = {f.key: f for f in plan.fields}
    parent = plan.values.get("parent_in_care", "")
    who = "Dad" if parent.startswith("our father") else "Mom"
    told: set[str] = set()
    for paragraph in story["paragraphs"]:
        lines = []
        for item in paragraph:
            need = item["keys"]
            if not all(k in held and k in keys and k not in done | told for k in need):
                continue
            line = vary_by(pick_.choice(item["words"]), pick_.randrange(1 << 16)).replace("{parent}", who)
            if "{town}" in line:  # an address told whole, with the town the record holds
                town_keys = tuple(k for k in ("city", "postal_code") if k in held and k in keys and k not in done | told)
                town = _town(plan, town_keys)
                line = line.replace(", {town}", ", " + town if town else "").replace("{town}", town)
                told |= set(town_keys)
            lines.append(line[:1].upper() + line[1:])
            told |= set(need)
        if lines:
            b.joined(lines)
            b.lit("\n\n")
    rest = [k for k in keys if k in held and k not in done | told]
    if rest:
        b.joined([_sentence(plan, held[k], "first") for k in rest])
        b.lit("\n\n")
    return told | set(rest)


def _table(b: TextBuilder, fields_: list[FieldSpec], head: tuple[str, str] = ("Item", "Detail"),
           less: frozenset[str] = frozenset()) -> None:
    """A two-column table of ``fields_``; the amounts of the keys in ``less`` (paid already) printed as minus."""
    width = max([len(f.label) for f in fields_] + [len(head[0])])
    b.lit(f"| {head[0].ljust(width)} | {head[1]} |\n|{'-' * (width + 2)}|{'-' * (len(head[1]) + 2)}|\n")
    for f in fields_:
        b.lit(f"| {f.label.ljust(width)} | " + ("-" if f.key in less else ""))
        b.val(f.key)
        b.lit(" |\n")


def _entry_dates(plan: Plan, n: int, since: str = "") -> list[str]:
    """``n`` entry dates in order, the last on the record's date (the plan's own timeline when it has one); with
    ``since`` (a file's opening date), none before it (no note dated before the file was opened)."""
    if n <= 0:
        return []
    dates = list(plan.entry_dates)
    if since and (opened := parse_day(since)) and (last := parse_day(plan.record_date)):
        dates = [d for d in dates if (day := parse_day(d)) is None or day[0] >= opened[0]]
        span = (last[0] - opened[0]).days
        if len(dates) < n and span >= 1:  # too few after the opening: n days spread from the opening to the record
            # (a few entries share a day where the file is younger than the log is long, never all on one day)
            pick = random.Random(plan.layout_seed)
            offsets = pick.sample(range(span), min(n - 1, span))
            offsets = sorted(offsets + [pick.choice(offsets) for _ in range(n - 1 - len(offsets))]) + [span]
            days = [opened[0] + dt.timedelta(days=o) for o in offsets]
            dates = [redated(plan.record_date, day) for day in days]
    if len(dates) >= n:
        return dates[-n:]
    if dates:  # more entries than dates: the earliest date heads the first few
        return [dates[0]] * (n - len(dates)) + dates
    return [plan.record_date] * n


#: How a chat agent asks for one of the person's particulars ({l}: its label, in a sentence).
_AGENT_ASKS = ("Can I take your {l}?", "What is your {l}, please?", "Could you confirm your {l}?", "And your {l}?",
               "Can you give me your {l}?", "I'll also need your {l}.")
#: The particulars an agent checks a caller by, and its lines before and after the check.
_CHECKED_KEYS = ("date_of_birth", "postal_code", "phone", "email", "street_address")
_AGENT_VERIFY = ("I can help with that. First I need to check a couple of details.",
                 "Happy to look into it. Can I confirm who I am speaking with first?",
                 "Sure. Before I open the file, a quick security check.")
_AGENT_MORE = ("Thanks, that matches. Could you confirm the rest of your details for me?",
               "Thank you, you're verified. Are your other details still the same?",
               "And anything else we should have on file?", "Thanks. Anything else on your side that has changed?")
#: How a chat agent takes down what the person tells (a turn of its own, not before its own news).
_AGENT_TAKES = ("Got it.", "Thanks, I've added that.", "Okay, noted.", "Thanks for letting me know.", "Understood.",
                "I've put that on the file.", "Okay, go on.", "Thank you.")
_AGENT_ACKS = ("Thanks for reaching out.", "Let me pull that up.", "Got it, one moment.", "Understood.",
               "Thanks, noted.", "Okay, I see that here.", "Let me confirm.", "Checking now.")


#: A personal chat's other side: a friend or relative who only reacts (the person tells their own story).
_CONFIDANTS = ("Sam", "Alex", "Jordan", "Priya", "Mateo", "Grace", "Noor", "Ben", "Lena", "Chris")
_FAMILY_CONFIDANTS = ("Mom", "Dad", "Auntie", "Grandma", "Uncle Joe")
_CONFIDANT_ACKS = ("Okay.", "Oh no.", "I hear you.", "Wow.", "Makes sense.", "Go on.", "Ugh, sorry.", "Got it.",
                   "Really?", "Noted.")
#: A family's group chat plans something together (issue 19, reader6 class 1): a question to start it, the person's
#: plans, and agreement, not a confidant's "Ugh, sorry." to a confession.
_GROUP_STARTS = ("Okay, what's the plan this year?", "Are we doing the same as last year?", "Who's sorting out the plans?")
_GROUP_OPENINGS = ("Here is what I have so far.", "Okay, here is what I have so far.",  # (an answer to the
                   # start's question, not "Starting a thread ..." under someone else's first message: s24-thread)
                   "Let me put everything in one place.")
_GROUP_ACKS = ("Sounds good.", "Works for me.", "I can do that.", "Perfect.", "Good idea.", "Noted.", "Love it.",
               "Yes please.", "Fine by me.", "On it.")
#: ... and how one of them takes on what a question to the group asks of it.
_GROUP_TAKES = ("I can do that.", "I'll take care of it.", "Leave that one with me.", "I've got it.",
                "Put me down for that.", "I can, if nobody else has.", "I'll sort it out tomorrow.")


def _private_chat(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """A personal chat: the person writes everything about themselves; the other side only reacts."""
    b.line(f"Messages — {_title(plan)} — {plan.record_date}")
    b.lit("\n")
    minute = rng.randint(0, 40)
    family = re.search(r"family|relative|parent|sibling", plan.record_type)
    other = rng.choice(_FAMILY_CONFIDANTS if family else _CONFIDANTS)
    group = "group chat" in plan.record_type
    b.line(f"[20:{minute:02d}] {other}: " + rng.choice(_GROUP_STARTS if group else (
        "Hey, how are you holding up?", "Hi! What's going on?", "You said you wanted to talk?")))
    b.line(f"[20:{minute + 1:02d}] " + "{first_name}: " + (rng.choice(_GROUP_OPENINGS) if group
                                                            else _opening(plan, "first", rng)))
    def at(m: int) -> str:
        return f"[{20 + m // 60:02d}:{m % 60:02d}]"

    said = combine([_sentence(plan, f, "first") for f in plan.fields if f.key != "full_name"], rng,
                   values=plan.values)
    # a family's group chat has several people in it, and a question put to it gets someone taking it on, not
    # "Love it." (reader11 class 5: "Who can get the cousins at the bus station at noon?" / "Mom: Love it.")
    others = [other] + [n for n in _FAMILY_CONFIDANTS if n != other][:2] if group else [other]
    others = others[:1] + rng.sample(others[1:], k=len(others) - 1)
    if group:
        _family_turns(b, plan, said, others, minute + 2, rng)
        return
    for i, message in enumerate(said):
        b.tmpl(at(minute + 2 + 2 * i) + " {first_name}: ")
        b.line(message)
        asked = message.rstrip().endswith("?")
        if i % 2 or (group and asked):
            who = others[(i // 2) % len(others)] if group else other
            ack = rng.choice(_GROUP_TAKES if group and asked else _GROUP_ACKS if group else _CONFIDANT_ACKS)
            b.line(f"{at(minute + 3 + 2 * i)} {who}: {ack}")


#: A line of a family chat that only the person can say (of themselves, their household, their plans).
_MY_LINE = re.compile(r"(?i)\b(?:I|I'm|I've|I'll|me|my|mine|we|we're|our|us)\b")
#: ... a line with bad news in it, which the others answer with sympathy, not "Sounds good."
_SAD_LINE = re.compile(r"(?i)\b(?:sadly|has to work|can't make it|cannot make it|is not coming|isn't coming|sick|passed)\b")
_FAMILY_SORRY = ("Aw, too bad.", "Oh no, we'll miss them.", "Shame.", "Next time then.", "Boo. Tell them hi.")
#: How the others react to a plan told in the chat (not "I can do that." to a statement).
_FAMILY_REACTS = ("Sounds good.", "Perfect.", "Love it.", "Good to know.", "Noted.", "Okay!", "Yay.", "Works for me.",
                  "Great.", "Fine by me.", "Got it.", "Ha, yes.")


#: A family chat line about the writer's own life (their pet, their evenings), not a plan for the day, and what the
#: others say to it (s25-thread).
_ASIDE = re.compile(r"(?i)\b(?:I|I'm|I've|my|me)\b")
_PLANNED = re.compile(r"(?i)\b(?:I'll|I will|I can|put me down|bring|make|drive|host|cook|pick up|book|plan)\b|\?$")
_FAMILY_WARM = ("Aww.", "Ha, of course.", "Cute.", "Ha, same here.", "Aw.")


def _family_turns(b: TextBuilder, plan: Plan, said: list[str], others: list[str], minute: int,
                  rng: random.Random) -> None:
    """A family's group chat as families write one: several people telling the plans in short turns (a line only the
    person can say is theirs; the others tell the rest as often), a question taken on by someone else, a reaction now
    and then rather than after every line, minutes that do not tick one by one (s21-thread: one person wrote two
    thirds of every family chat, each line answered "I can do that.")."""
    def at(m: int) -> str:
        return f"[{20 + m // 60:02d}:{m % 60:02d}]"

    me = "{first_name}"
    turn = 0
    for message in said:
        speaker = me
        if not _MY_LINE.search(message) and rng.random() < 0.55:
            speaker = others[turn % len(others)]
            turn += 1
        b.tmpl(f"{at(minute)} {speaker}: ")
        b.line(message)
        minute += rng.choice((0, 1, 1, 2, 3))
        asked = message.rstrip().endswith("?")
        who = [n for n in [me] + others if n != speaker]
        if asked:
            b.tmpl(f"{at(minute)} {rng.choice([n for n in who if n != me] or who)}: ")
            b.line(rng.choice(_GROUP_TAKES))
        elif _SAD_LINE.search(message):
            b.tmpl(f"{at(minute)} {rng.choice(who)}: ")
            b.line(rng.choice(_FAMILY_SORRY))
        elif rng.random() < 0.4:
            b.tmpl(f"{at(minute)} {rng.choice(who)}: ")
            # (s25-thread) an aside about the writer's own life is smiled at, not agreed to ("On cold nights, I end
            # up sharing the bed with Luna." / "Fine by me.": s24-thread, s25-thread)
            aside = _ASIDE.search(message) is not None and _PLANNED.search(message) is None
            b.line(rng.choice(_FAMILY_WARM if aside else _FAMILY_REACTS))
        else:
            continue
        minute += rng.choice((0, 1, 1, 2))


#: A fact an office's chat agent tells from its own side (a reference, a code it issued, who handles the file, a
#: date it set); the rest of the matter is the person's to tell, not recited back to them (s21-thread: "Staff have
#: been told about a blood thinner", "At home, your family speaks Ukrainian" from the agent).
_AGENT_KEY = re.compile(r"code|number|reference|_id$|^id_|status|decision|approv|scheduled|appointment|slot|pickup_time"
                        r"|handler|coordinator|caseworker|officer|agent|technician|counselor|manager|assigned|ticket")


def _chat_log(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    if plan.category == "personal":
        _private_chat(b, plan, rng)
        return
    b.line(f"Chat transcript — {_title(plan)} — {plan.record_date}")
    b.lit("\n")
    minute = rng.randint(0, 40)
    agent = "{signer_name}" if "signer_name" in plan.values else "Agent"
    b.line(f"[09:{minute:02d}] {agent}: " + rng.choice(("Hello, you are chatting with ", "Hi, thanks for contacting ",
                                                          "Good morning, this is ")) + plan.organisation
           + rng.choice((". How can I help?", ". What can I do for you today?", ". How may I help you?")))
    b.line(f"[09:{minute + 1:02d}] " + "{first_name}: " + _opening(plan, "first", rng))
    turn = minute + 2

    def say(speaker: str, text: str) -> None:
        nonlocal turn
        b.tmpl(f"[{9 + turn // 60:02d}:{turn % 60:02d}] {speaker}: ")
        b.line(text)
        turn += rng.choice((0, 1, 1, 1, 2))  # (not one message a minute, every minute)

    # as an office's chat runs: the person says what it is about, the agent checks who they are (two questions,
    # not an interview), the person gives the rest of their details in a turn or two, then the matter by turns
    person = [f for f in plan.fields if f.group in _PERSON_GROUPS and f.key != "full_name"]
    matter = [f for f in plan.fields if f not in person and f.key != "full_name"]
    if matter:
        say("{first_name}", _sentence(plan, matter[0], "first"))
        matter = matter[1:]
    named = [f for f in plan.fields if f.key == "full_name"]  # the agent checks the name first
    checked = named + ([f for f in person if f.key in _CHECKED_KEYS][:2 - len(named)] or person[:1])
    if checked:
        say(agent, rng.choice(_AGENT_VERIFY))
    for i, f in enumerate(checked):
        label = _in_sentence(f.label) + (" number" if f.label.lower() in ("phone", "mobile") else "")
        say(agent, rng.choice(_AGENT_ASKS[:3] if i == 0 else _AGENT_ASKS).replace("{l}", label))
        say("{first_name}", _sentence(plan, f, "first"))
    rest = [f for f in person if f not in checked]
    # the home address in one line, as one types it ("My address is 4754 Aspen Dr, Southwest Harbor, ME 04679."),
    # not "Home is 4754 Aspen Dr. I have lived in Southwest Harbor most of my life. The ZIP code at home is 04679."
    home = tuple(f.key for f in rest if f.key in ("street_address", "city", "postal_code"))
    address = ("My address is {street_address}" + (f", {town}" if (town := _town(plan, home)) else "") + "."
               if "street_address" in home else "")
    if address:
        rest = [f for f in rest if f.key not in home]
    more = rng.sample(_AGENT_MORE[2:], k=len(_AGENT_MORE) - 2)
    for i in range(0, max(len(rest), 1 if address else 0), 3):  # "And the best way to reach you?": a few details
        say(agent, rng.choice(_AGENT_MORE[:2]) if i == 0 and checked else more[(i // 3) % len(more)])  # a turn
        said = combine([_sentence(plan, f, "first") for f in rest[i:i + 3]], random.Random(plan.join_seed + i))
        say("{first_name}", " ".join(said + ([address] if address and i + 3 >= len(rest) else [])))
    # the office named in the greeting does not hear that it holds the person's account ("Mitchell Pottery Studio
    # holds my account")
    matter = [f for f in matter if not (plan.organisation in (t := _template(plan, f, "first")) and _SELF_HOLDING.search(
        t) and b.placed(plan.organisation))]
    # the person tells what they need and their own situation, a fact or two a turn, the agent taking it down now
    # and then; the agent then tells what the office itself holds or set (its reference, who handles it, a date)
    office_side = [f for f in matter if (_AGENT_KEY.search(f.key) or _HANDLER_KEY.match(f.key)) and not _is_wish(f)]
    theirs = [f for f in matter if f not in office_side]
    acks = rng.sample(_AGENT_TAKES, k=len(_AGENT_TAKES))
    i = 0
    while i < len(theirs):
        k = rng.choice((1, 2, 2))
        said = combine([_sentence(plan, f, "first") for f in theirs[i:i + k]], random.Random(plan.join_seed + 7 * i))
        say("{first_name}", " ".join(said))
        i += k
        if i < len(theirs) and rng.random() < 0.6:
            say(agent, acks[i % len(acks)])
    if office_side:
        say(agent, rng.choice(_AGENT_ACKS[1:3] + ("Thanks. Here is what I have on our side.",
                                                  "Okay, I have your file open now.")))
    for n, f in enumerate(office_side):
        say(agent, _sentence(plan, f, "second"))
        if n % 2 and n < len(office_side) - 1:
            say("{first_name}", rng.choice(("Okay.", "Great, thanks.", "Good to know.", "Got it.")))
    say(agent, rng.choice(("Is there anything else I can help with today?", "Anything else I can do for you?",
                           "Is there anything more you need from us today?")))
    say("{first_name}", rng.choice(("No, that's everything. Thanks for your help.", "That's all for now, thank you.",
                                    "No, that covers it. Thanks.")))
    say(agent, rng.choice(("You're welcome. Have a good day.", "Glad I could help. Take care.",
                           "Thanks for contacting us. Goodbye.")))


#: Invoice amounts already paid (taken off the total due) and amounts that are no charge of their own: the gross
#: charge before insurance, a copay inside the patient's share, a year's contributions (issue 19: a hospital bill's
#: "Total due" adding the billed amount, the copay and the patient's responsibility).
_PAID = re.compile(r"deposit_paid$|_paid$")
_NOT_OWED = re.compile(r"^billed_amount$|copay|contribution_total$")


def _invoice(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line("INVOICE")
    _letterhead(b, plan)
    b.line(f"Invoice date: {plan.record_date}")
    _reference_line(b, plan, rng)
    b.lit("\nBill to:\n")
    placed = _address_block(b, plan)
    if _colleague_key_held(plan) and _handler_said(b, plan):  # (s27-contact) its own paragraph names the colleague
        placed.add(plan.colleague)  # with role and extension: no "Ashley Hughes looks after this on our side." too
    # the payer's phone and e-mail in the bill-to block, as a bill prints them, not "Your mobile number is ..." in
    # its notes; how they like to be reached in the closing (reader11 class 2)
    for key, line in (("phone", "Tel. {phone}"), ("email", "{email}")):
        if any(f.key == key for f in plan.fields):
            b.line(line)
            placed.add(key)
    wish = [f for f in plan.fields if _is_wish(f)] if _skel(plan)["issuer"] else []
    placed.update(f.key for f in wish)
    # the day the office opened the payer's account is a line of the bill-to block ("Member since"), not "We took up
    # your request on ..." in its notes (s21-stmt); none where the record tells when the tie began already
    if "case_opened_date" in {f.key for f in plan.fields} and _skel(plan)["issuer"]:
        if _BOOKING_BILL.search(plan.record_type):  # a hotel's folio bills a stay, not a membership (s24-stmt:
            pass  # "Member since: October 12, 2025" two days after the booking)
        elif not any(re.search(r"\b(?:since|start|join|opened|member)", f.label, re.I) for f in plan.fields
                   if f.key != "case_opened_date"):
            b.line(_intake_label(plan, "case_opened_date") + ": {case_opened_date}")
        placed.add("case_opened_date")
    b.lit("\n")
    rest = [f for f in plan.fields if f.key not in placed]
    lines = [f for f in rest if amount(plan.values[f.key]) is not None]
    # the table holds what the total adds, so its lines sum to it (issue 19: "$1,211.82 vs Total due: $302.13"): the
    # charges, then what was paid (minus); a gross charge, a copay, a year's contributions or a fixed fee billed as
    # hours are told in the notes, not added
    hours = any(f.key == "billable_time" for f in lines)
    lines = [f for f in lines if not (_NOT_OWED.search(f.key) or hours and f.key == "engagement_fee")] or lines
    charges = [f for f in lines if not _PAID.search(f.key)] or lines
    paid = [f for f in lines if f not in charges]
    total = sum(amount(plan.values[f.key]) for f in charges) - sum(amount(plan.values[f.key]) for f in paid)
    if total < 0:  # (a payment over the charges is no line of this bill)
        paid, total = [], sum(amount(plan.values[f.key]) for f in charges)
    billed = {f.key for f in charges + paid}
    other = [f for f in rest if f.key not in billed]
    if billed:
        _table(b, charges + paid, tuple(rng.choice(_skel(plan)["invoice_heads"])), frozenset(f.key for f in paid))
        b.lit(f"Total due: ${total:,.2f}\n")
    b.lit("\n" + rng.choice(("Notes:", "Details:", "Regarding this invoice:")) + "\n")
    _prose(b, plan, other, person="second" if _skel(plan)["issuer"] else "third")  # an invoice writes to its payer
    _pad(b, plan, "Terms")
    if _skel(plan)["issuer"]:
        _how_to_pay(b, plan, rng)
    _next_steps(b, plan, rng)
    _contact_closing(b, plan, rng, " ".join(_wish_said(plan, f, "second") for f in wish))
    _footer(b, plan, rng)


def _minutes(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    if _skel(plan)["issuer"]:
        b.line(f"Minutes — {_title(plan)}, {plan.organisation}")
        b.line(f"Date: {plan.record_date}")
        # a hearing's own chair and attendance where the record names them (issue 19: "Present: Yvonne Carter (chair),
        # secretary, two members" beside "Austin Callahan chaired the hearing" and "six of the seven directors")
        chair = "{board_chair}" if "board_chair" in plan.values else _signer(plan)
        if "board_members_present" in plan.values:
            b.line(f"Present: {chair} (chair) and " + "{board_members_present}; minutes taken by " + _signer(plan)
                   + "; {full_name} attended in person.")
        else:
            b.line(f"Present: {chair} (chair), secretary, two members; " + "{full_name} attended in person.")
    else:  # a family's own minutes: who sat at the table, no office
        b.line(f"{_title(plan)} — {plan.record_date}")
        b.line("Present: {full_name} (taking notes), " + _signer(plan) + rng.choice(
            (", and two others on the phone.", ".", ", and the kids for the first half hour.")))
    b.lit("\n")
    rest = [f for f in plan.fields if f.key != "full_name"]
    issuer = _skel(plan)["issuer"]
    about = ""
    if issuer:  # the person's particulars, confirmed for the record: what a board's minutes hold of them
        about, rest = _about(plan, rest, rng)
        if about:
            b.tmpl(pick(_skel(plan)["minutes"]["confirmed"], rng).replace("{who}", f"{plan.honorific} {{last_name}}")
                   + " " + about + "\n\n")
    for i, (group, fields_) in enumerate(_by_group(rest).items(), start=1):
        b.line(f"Item {i}. {_heading(plan, group)}")
        _prose(b, plan, fields_, per_paragraph=5, person="formal" if issuer else "third")
    _pad(b, plan, "Any other business")
    if issuer:  # what the meeting decided, and how it voted
        said = [pick(_skel(plan)["minutes"][part], rng).replace("{who}", f"{plan.honorific} {{last_name}}")
                for part in ("motions", "votes")]
        b.tmpl("Motion: " + " ".join(said) + "\n")
    _next_steps(b, plan, rng, "third")
    if issuer:
        b.line(rng.choice(("Meeting closed at ", "The meeting closed at ", "Closed: "))
               + f"{rng.randint(7, 9)}:{rng.choice(('05', '15', '20', '35', '40', '50'))} PM.")


#: What an interviewer asks about each kind of fact (by field group), as a person asks it: never a section's heading
#: read aloud ("What happened as regards who is involved?", "Tell me about the work history, in your own words.").
_GROUP_QUESTIONS = {
    "client and engagement": ("How has the work with the client gone from where you sit?",
                              "What did you want the review team to hear?", "What is your part in the project?"),
    "agency proceedings": ("Where does your case with the agency stand?", "What has the agency done so far?",
                           "Have you had any decision or hearing date yet?"),
    "membership and participation": ("How long have you been a member, and what do you take part in?",
                                      "How involved are you with the group?", "What do you sign up for there?"),
    "employment and HR": ("What is your job there, and who do you report to?", "How did things go at work?",
                          "Can you tell me about your role and what happened at work?"),
    "income and debts": ("What do you earn, and what do you owe?", "How are you managing money at the moment?",
                         "Can you give me a picture of your income and any debts?"),
    "academic performance": ("How are your studies going?", "What were your results this term?",
                             "How have your grades been?"),
    "activities and health": ("What do you do to stay active?", "How has your training been going?",
                              "How are you keeping, health-wise?"),
    "transactions and claims": ("What happened with the payment?", "Which charge or claim is this about?",
                                "Can you take me through the transaction?"),
    "sources and stories": ("How did you come to be involved in the story?", "What did you tell the reporter?",
                            "How did the interview with the reporter go?"),
    "financial aid and support": ("What help are you getting with costs?", "What aid have you been offered?",
                                  "How is the support being paid?"),
    "health condition": ("What has the doctor told you about your condition?", "How is your health at the moment?",
                         "When did the symptoms start, and what treatment are you having?"),
    "case details": ("What happened, as you remember it?", "Can you take me through what happened?",
                     "When and where did this happen?"),
    "accounts and identifiers": ("Which account is this, and what numbers go with it?",
                                 "Do you have the account details to hand?", "How is the account set up?"),
    "bookings and travel": ("Where are you traveling, and when?", "What did you book?",
                            "Can you go over the trip for me?"),
    "taxes and benefits": ("What did you file, and what benefits do you get?", "Where do things stand on your taxes?",
                           "Are you receiving any benefits at the moment?"),
    "accounts and payments": ("How do you pay, and is the account up to date?", "What payments have gone out?",
                              "How is the account paid?"),
    "IT and access": ("What access do you have, and what went wrong?", "Which systems do you log in to?",
                      "What happened when you tried to sign in?"),
    "contracts and payments": ("What did the contract say about payment?", "What were you paid, and when?",
                               "What are the terms you agreed to?"),
    "care team": ("Who looks after your care?", "Which doctors are you seeing?", "Who is on your care team?"),
    "obligations and outcomes": ("How did it end, and what do you have to do now?", "What was the outcome?",
                                 "What do you still owe or have to do?"),
    "enrollment and records": ("Where are you enrolled, and since when?", "What does your school record show?",
                               "Which program are you in?"),
    "official identifiers": ("Do you have your ID numbers with you?", "Which ID numbers do you hold?",
                             "Could you read me your ID numbers?"),
    "household": ("Who lives with you?", "Tell me about your household.", "Who is at home with you?"),
    "parties and counsel": ("Who else is involved, and who represents you?", "Who is on the other side?",
                            "Who are your lawyers, and who else was there?"),
    "accounts and audience": ("Which accounts do you post from, and who follows them?",
                              "How many people follow your accounts?", "Where do you post?"),
    "relationships and family": ("Tell me about your family.", "Who are the people closest to you?",
                                 "How are things with your family?"),
    "dues and contributions": ("What do you pay in dues, and is it up to date?", "How much have you contributed?",
                               "Are your dues paid up?"),
    "household and support needs": ("What help does your household need?", "What support are you asking for?",
                                    "How is the household getting by?"),
    "child in the program": ("Tell me about your child.", "What should staff know about your child?",
                             "Does your child have any allergies or health needs?"),
    "inner life": ("How have you been feeling?", "What has been on your mind lately?",
                   "How are you doing, in yourself?"),
    "insurance and billing": ("How is this being billed, and who insures you?", "What has your insurance paid?",
                              "Who is your insurer, and what have you been charged?"),
}
#: A question about a kind of fact the table above does not name: about the matter, never a heading read out.
_QUESTIONS = ("Is there anything else I should know?", "What else happened?", "Could you tell me a little more?",
              "Anything else you want on the record?")
#: What an interviewer asks about the person's own particulars (by field group).
_OWN_QUESTIONS = {"identity": "[For the record, could you state|Could you give me|Can you state|Would you give me] your "
                              "[name|full name] and [a few basic details|a little about yourself]?",  # (the answer
                  # gives what the record holds, an age or a birth date: reader9 class 13)
                  "contact and location": "[How can we reach you, and where do you live|Where do you live, and how can "
                                          "we reach you|Where are you living now, and how do we contact you|What is the "
                                          "best way to reach you, and where do you live]?",
                  "identifiers": "[Do you have your ID or case numbers with you|Have you got your ID or case numbers to "
                                 "hand|Could you read out your ID or case numbers]?",
                  "employment": "[What do you do for work|What is your job|Where do you work, and what do you do|What "
                                "is your work these days]?",
                  "personal circumstances": "[Has anything changed at home recently|Has anything changed for you at "
                                            "home lately|Is there anything new at home]?"}


def _group_question(group: str, rng: random.Random) -> str:
    """What an interviewer or counsel asks before the answers about ``group``'s facts."""
    return rng.choice(_GROUP_QUESTIONS.get(group) or _QUESTIONS)


#: Record types that are the record of a court hearing or a deposition: sworn questions and answers under a caption.
_PROCEEDING = re.compile(r"\b(?:hearing|deposition)\b")
#: The person's particulars asked first, on the record: the question, and the answer as a witness gives it (the
#: value itself, without the office's phrasing); ``None``: built by :func:`_sworn_answer`.
_SWORN_QUESTIONS = (("date_of_birth", "[Please state your date of birth for the record.|What is your date of birth?|"
                                      "Can you give us your date of birth?|Your date of birth, please?]", "{date_of_birth}."),
                    ("age", "[How old are you|And how old are you|What is your age][| today| now]?", "I am {age}."),
                    ("street_address", "[And your current address|Where do you live now|What is your current address|"
                                       "And where are you living]?", None),
                    ("occupation", "[Are you working at the moment|Are you currently employed|Do you have a job right "
                                   "now|Are you working these days]?", None),
                    ("phone", "[Is there a number where you can be reached|Do you have a phone number|Is there a phone "
                              "number we can reach you on|Is there a number the court can reach you on]?", "Yes, {phone}."),
                    ("email", "[And an e-mail address|Do you have an e-mail address|And your e-mail]?", "{email}."),
                    ("marital_status", "[What is your marital status|And your marital status|Are you married]?",
                     "I am {marital_status}."),
                    ("citizenship", "[What is your citizenship|What country are you a citizen of|And your citizenship]?",
                     None))


#: Facts a transcript gives in its head (the court, who presides, who appears, who reports, where it was taken).
_IN_THE_HEAD = frozenset({"case_number", "court_name", "presiding_judge", "prosecutor_name", "attorney_name",
                          "defense_counsel", "law_firm", "court_reporter", "deposition_location"})
#: What counsel says to hear more of an answer.
_GO_ON = ("Go on.", "And then?", "What else?", "Anything further on that?", "Please continue.", "What happened next?",
          "Anything else on that point?", "Is there more to it?", "Can you say more about that?", "Take your time.",
          "What did you do then?", "Anything you want to add?", "Tell me more about that.", "Carry on.")


def _sworn_answer(plan: Plan, key: str, held: set[str]) -> tuple[str, set[str]]:
    """A witness's answer giving their citizenship, address or work, and the keys it places."""
    if key == "citizenship":
        return f"I am {_a(plan.values['citizenship'])} {{citizenship}} citizen.", {"citizenship"}
    if key == "street_address":
        town = _town(plan, tuple(k for k in ("city", "postal_code") if k in held))
        return "{street_address}" + (f", {town}" if town else "") + ".", {"street_address", "city", "postal_code"} & held
    job = f"Yes, I work as {_a(plan.values['occupation'])} {{occupation}}"
    if plan.values["occupation"].startswith("retired "):
        job = f"No, I am {_a(plan.values['occupation'])} {{occupation}}"
    if "employer" in held:
        job += (", formerly with {employer}" if job.startswith("No") else " at {employer}")
    return job + ".", {"occupation", "employer"} & held


#: A deposition's questions on the facts of the claim, each with the witness's answer (reader: "Q: Tell me more
#: about that." before an unrelated fact, "Q: What was the outcome? A: My medical expenses total ...").
_DEPOSITION_QA = {
    "legal_claim": ("[What is your claim in this case|What are you suing for]?",
                    "[It is a claim for|I am suing for|My claim is for] {legal_claim}."),
    "opposing_party": ("[Who is the defendant in this case|Who are you suing]?", "{opposing_party}."),
    "incident_date": ("[When did this happen|What was the date of the incident|On what date did this happen]?",
                      "[It was|That was] {incident_date}."),
    "witness_name": ("[Did anyone see what happened|Was anyone else there]?", "[Yes,|Yes, there was] {witness_name}."),
    "~later_witness": ("[Has anyone else given a statement about this|Is there anyone else who can speak to this]?",
                       "[Yes,|Yes, there is] {witness_name}."),
    "injury_description": ("[What injuries did you suffer|Were you hurt|Tell us about your injuries]?",
                           "[I had|I suffered|I was left with] {injury_description}."),
    "medical_expenses_claimed": ("[What have your medical bills come to|How much are your medical expenses so far]?",
                                 "[They come to|So far,|The total is] {medical_expenses_claimed}."),
    "filing_date": ("[When did you file this lawsuit|When was your complaint filed]?", "[On|It was filed on] {filing_date}."),
    "exhibits_marked": ("[Have you been shown any exhibits today|Were you shown any exhibits today|Have you looked at "
                        "any of the exhibits today]?", "[Yes,|Yes, I have seen] {exhibits_marked}."),
    "hearing_date": ("[Do you know when the case is next in court|Are you aware of the next court date]?",
                     "[I was told|My lawyer told me] {hearing_date}."),
}
#: Witnesses who came to the matter after the event (reader: "Did anyone see what happened? Yes, Samantha Thomas,
#: the treating nurse" about a fall in a grocery store): asked whether anyone else can speak to it instead.
_AFTER_THE_EVENT = frozenset({"treating nurse", "responding officer", "building inspector", "mechanic", "bank officer",
                              "land surveyor", "payroll clerk"})
#: A bail hearing as it is argued: who says each fact (the State, pretrial services, the defense, the court), in the
#: words they say it in.
_BAIL_SAYS = (
    ("THE PROSECUTOR", (("criminal_charge", "[The defendant is charged with|The charge is] {criminal_charge}"),
                        ("incident_date", "[arising from events on|over an incident on] {incident_date}"),
                        ("arrest_date", "[The defendant was arrested on|The arrest was made on] {arrest_date}"),
                        ("filing_date", "[and the complaint was filed on|with the complaint filed] {filing_date}"),
                        ("prior_record", "[The defendant's record shows|Criminal history shows] {prior_record}"),
                        ("witness_name", "[The State has a sworn statement from|We have a statement from] {witness_name}"))),
    ("{pretrial_officer} (Pretrial Services)", ()),
    ("DEFENSE COUNSEL", (("defense_argument", "[Your Honor, my client has|Your Honor, the defendant has] "
                                              "{defense_argument}"),
                         ("bail_posted_by", "[If bail is set, it will be posted by|Any bond would be posted by] "
                                            "{bail_posted_by}"))),
    ("THE COURT", (("public_defender_office", "[I note the defendant is represented by|The defendant appears with] "
                                              "{public_defender_office}"),
                   ("bail_amount", "[Having heard the parties, bail is set at|Bail is set at|The Court sets bond at] "
                                   "{bail_amount}"),
                   ("release_condition", "[As a condition of release, I order|Release is conditioned on] "
                                         "{release_condition}"),
                   ("next_court_date", "[The defendant is to return on|The next court date is] {next_court_date}"))),
)


def _bail_argument(b: TextBuilder, plan: Plan, rng: random.Random, rest: list[FieldSpec]) -> list[FieldSpec]:
    """The State's, pretrial services', the defense's and the court's say at a bail hearing, each telling the facts
    that are theirs to tell; returns the fields none of them told."""
    held = {f.key for f in rest}
    told: set[str] = set()
    for speaker, says in _BAIL_SAYS:
        if speaker.startswith("{pretrial_officer}"):
            if "pretrial_officer" in held:
                b.line("THE COURT: " + vary("[Pretrial services?|What does pretrial services recommend?]", rng))
                b.tmpl(speaker + ": " + vary("[We interviewed the defendant and verified the address|The defendant was "
                                             "interviewed and the address checked out][, Your Honor|]. [Our report is "
                                             "with the Court|The risk assessment is in our report].", rng) + "\n")
                told.add("pretrial_officer")
            continue
        parts = [(k, vary(t, rng)) for k, t in says if k in held]
        if not parts:
            continue
        if role := plan.values.get("~witness_role"):  # (a witness named as counsel says it: "from Randy Sullivan,
            parts = [(k, t.replace("{witness_name}", "{witness_name}, the " + role) if k == "witness_name" else t)
                     for k, t in parts]  # the store clerk", not "from Randy Sullivan (store clerk)")
        if speaker == "THE PROSECUTOR":
            b.line("THE COURT: " + vary("[What is the State's position on bail?|I'll hear from the State.]", rng))
        elif speaker == "DEFENSE COUNSEL":
            b.line("THE COURT: " + vary("[Defense?|Counsel for the defendant?|I'll hear from the defense.]", rng))
        sentences, i = [], 0
        while i < len(parts):  # a second clause that continues the first ("..., arising from events on ...")
            k, t = parts[i]
            if i + 1 < len(parts) and parts[i + 1][1][:1].islower():
                tail = parts[i + 1][1]
                sentences.append(f"{t}{',' if tail.startswith('and ') else ''} {tail}.")
                told |= {k, parts[i + 1][0]}
                i += 2
                continue
            sentences.append((t[:1].upper() + t[1:]) + ".")
            told.add(k)
            i += 1
        b.tmpl(speaker + ": " + " ".join(sentences) + "\n")
    if "bail_amount" in told:
        b.line("THE DEFENDANT: " + vary("[Yes, Your Honor.|I understand, Your Honor.]", rng))
    return [f for f in rest if f.key not in told]


def _proceedings(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """A transcript of a hearing or a deposition: the court's caption, case number, who presides and who appears,
    then sworn questions and answers (the person's particulars first, then the matter by topic) as a court reporter
    takes them down, certified at the end."""
    held = {f.key for f in plan.fields}
    deposition = "deposition" in plan.record_type
    if "court_name" in held:  # (the court's name as its caption prints it: no "IN THE Honolulu County Circuit Court")
        b.line("{court_name}" if plan.values["court_name"][:1].isupper() else "In the {court_name}")
    if deposition:
        b.line("{full_name}, Plaintiff, v. " + ("{opposing_party}" if "opposing_party" in held else "Defendant")
               + ", Defendant.")
    else:
        b.line("State v. {full_name}, Defendant.")
    if "case_number" in held:
        b.line("Case No. {case_number}")
    b.lit("\n")
    b.line("Deposition of {full_name} (excerpt)" if deposition else
           f"TRANSCRIPT OF PROCEEDINGS: {_title(plan).upper().replace(' TRANSCRIPT', '')}")
    b.line(f"Taken on {plan.record_date}" + (" at {deposition_location}" if "deposition_location" in held else ""))
    if "presiding_judge" in held:
        b.line("Before: {presiding_judge}")
    own_side = "the plaintiff" if deposition else "the defendant"
    firm = " ({law_firm})" if "law_firm" in held and "attorney_name" in held else ""
    appearing = [p for k, p in (("prosecutor_name", "{prosecutor_name}, for the State"),
                                ("attorney_name", "{attorney_name}" + firm + ", for " + own_side),
                                ("defense_counsel", "{defense_counsel}, for the defendant"))
                 if k in held]
    if "law_firm" in held and not firm:
        appearing.append("{law_firm}, for " + own_side)
    if appearing:  # who is in the room is the transcript's head, not the witness's testimony
        b.line("Appearances: " + "; ".join(appearing))
    if "court_reporter" in held:
        b.line("Reported by: {court_reporter}, certified court reporter")
    b.line(f"Copy for {plan.organisation}" + (", file {case_reference}" if "case_reference" in plan.values else ""))
    b.lit("\n")
    asker = "Q" if deposition else "THE COURT"
    answerer = "A" if deposition else "THE DEFENDANT"
    b.line(f"{asker}: " + vary("[Please state|State|Kindly state] your [full name|name] [for the record|for the court "
                               "reporter].", rng))
    b.line(f"{answerer}: " + "{full_name}.")
    asked = {"full_name", "first_name", "last_name"}
    for key, question, answer in _SWORN_QUESTIONS:
        if key not in held:
            continue
        placed = {key}
        if answer is None:
            answer, placed = _sworn_answer(plan, key, held)
        b.line(f"{asker}: " + vary(question, rng))
        b.tmpl(f"{answerer}: {answer}\n")
        asked |= placed
    rest = [f for f in plan.fields if f.key not in asked and f.key not in _IN_THE_HEAD]
    if "bail" in plan.record_type:  # the parties argue bail and the court rules; the defendant is not examined
        rest = _bail_argument(b, plan, rng, rest)
    elif deposition:  # counsel ask about each fact of the claim in turn, the witness answering it
        for f in sorted((f for f in rest if f.key in _DEPOSITION_QA), key=lambda f: list(_DEPOSITION_QA).index(f.key)):
            question, answer = _DEPOSITION_QA[f.key]
            if f.key == "witness_name" and (role := plan.values.get("~witness_role")):  # "Lisa Townsend, the
                if role in _AFTER_THE_EVENT:  # a nurse or an officer saw the aftermath, not "what happened"
                    question, answer = _DEPOSITION_QA["~later_witness"]
                answer = answer.replace("{witness_name}", "{witness_name}, the " + role)  # treating nurse"
            b.line(f"{asker}: " + vary(question, rng))
            b.tmpl(f"{answerer}: " + vary(answer, rng) + "\n")
        rest = [f for f in rest if f.key not in _DEPOSITION_QA]
    if not deposition and rest:  # counsel take over the questioning at a hearing
        asker, answerer = "Q", "A"
        b.line(vary("THE COURT: [Counsel, you may proceed|Counsel, go ahead|You may proceed, counsel|"
                    "Go ahead, counsel].", rng))
        b.line(vary("([The defendant was examined as follows|The defendant was questioned as follows|Examination of the "
                    "defendant followed|The defendant, having been sworn, was examined as follows].)", rng))
    for group, fields_ in _by_group(rest).items():
        b.line(f"{asker}: " + _group_question(group, rng))
        said = combine([_sentence(plan, f, "first") for f in fields_], rng, values=plan.values)
        for i in range(0, len(said), 2):  # a witness answers a sentence or two, then counsel asks on
            if i:
                b.line(f"{asker}: " + rng.choice(_GO_ON))
            b.lit(f"{answerer}: ")
            b.joined(said[i:i + 2])
            b.lit("\n")
    b.lit("\n")
    b.line("(Excerpt ends.)" if deposition else "(Proceedings concluded.)")
    b.line(vary("I [certify|hereby certify|certify under penalty of perjury] that the foregoing is a [true|true and "
                "accurate|true and correct|complete and accurate] [record|transcript] of the [testimony given|proceedings"
                "|testimony taken|testimony][| on the date above| to the best of my ability].", rng))
    if "court_reporter" not in held:  # (an unnamed reporter signs on the line: no bare "Court reporter, <date>")
        b.line("______________________")
    b.line(("{court_reporter}, certified court reporter" if "court_reporter" in held else "Official Court Reporter")
           + f", {plan.record_date}")


#: What a caller does not say about themselves in a voicemail ("I am 59 years old."); the team's notes may hold it.
#: (nor what the team notes of the call: who typed it up, what the caller answered on airing it)
_NOT_SAID_ON_A_CALL = frozenset({"age", "sex", "ethnicity", "marital_status", "citizenship", "life_event",
                                 "voicemail_transcriber", "voicemail_air_consent"})


#: What a caller says in the present of their call (reader4 R2: "I asked for a call back ... and I called the listener
#: feedback line" narrated in the past inside the transcript), by field; the line called and the call back the caller
#: asked for are the team's to note.
_ON_THE_CALL = {
    "caller_reason": ("I'm calling {caller_reason}.", "The reason I'm calling is {caller_reason}."),
    "story_subject": ("This is about your reporting on {story_subject}.", "It's about the story on {story_subject}."),
    "episode_segment": ("I mean {episode_segment}, specifically.", "I'm talking about {episode_segment}."),
    "document_provided": ("I have {document_provided}, if that helps.", "I can send you {document_provided}."),
    "listener_since": ("I've listened to the show since {listener_since}.",),
}
_NOTED_ON_A_CALL = frozenset({"voicemail_callback", "voicemail_line"})


def _voicemail(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """A voicemail as an office logs it: the log's short entries (when it came in, for whom, who listened), then the
    caller's own words transcribed, then who logged it."""
    b.line(_title(plan))
    b.line(f"{plan.organisation} · received {plan.record_date}")
    spoken = [f for f in plan.fields if f.key not in ("full_name", "first_name", "last_name")
              and (f.group in _PERSON_GROUPS or _descriptive(plan, f)) and f.key != "phone"
              and f.key not in _NOT_SAID_ON_A_CALL and f.key not in _NOTED_ON_A_CALL]
    logged = [f for f in plan.fields if f not in spoken and f.key not in ("full_name", "first_name", "last_name")]
    # the log's short entries (a number, a date, a time) as lines; what the team knows around the call in its notes
    short = [f for f in logged if len(plan.values[f.key].split()) <= 3 and any(c.isdigit() for c in plan.values[f.key])]
    noted = [f for f in logged if f not in short]
    _kv(b, short)
    # how the caller likes to be reached on the log's own line, not a sentence of the team's notes (reader11 class 2)
    if wish := next((f for f in noted if _is_wish(f)), None):
        b.line(_pref_note(plan, wish, set()).lstrip("\n"))
        noted = [f for f in noted if f is not wish]
    b.line(rng.choice(("Length: ", "Duration: ")) + f"{rng.randint(0, 3)}:{rng.randint(5, 59):02d}")
    b.lit("\n")
    b.line(rng.choice(("Transcript:", "Message, as transcribed:", "Caller's words:")))
    b.tmpl('"' + rng.choice(("Hi, this is {full_name}.", "Hello, my name is {full_name}.",
                             "Hi there, it's {full_name} calling.")) + " ")
    # why they call and what about first, then what they have to add, then who they are and how to reach them
    order = tuple(_ON_THE_CALL)
    spoken.sort(key=lambda f: (order.index(f.key) if f.key in order else len(order) + (f.group in _PERSON_GROUPS)))
    said = [_sentence(plan, replace(f, sentences=(rng.choice(_ON_THE_CALL[f.key]),)), "first") if f.key in _ON_THE_CALL
            else _sentence(plan, f, "first") for f in spoken]
    b.joined(combine(said, rng, values=plan.values))
    callback = plan.values.get("voicemail_callback", "")
    wants_call = "call back" in callback and " not " not in callback and not calls_off(plan)
    b.lit(" " + rng.choice(("Anyway, call me back. Thanks.",) if wants_call else ("Thanks, bye.", "Okay, thank you. Bye."))
          + '"\n\n')
    if noted:
        b.line(rng.choice(("Notes from the team:", "Producer's notes:", "Follow-up notes:")))
        _prose(b, plan, noted, 4, "formal")
    b.line(f"Logged by {_signer(plan)}")


#: A fact in words only the office uses, never the interviewee's own answer ("This document was issued by ...",
#: "Impression of me: ...", "records ... were sent for me"): the interviewer notes it instead.
_OFFICE_SAID = re.compile(r"\b(?:[Tt]his (?:document|record|file|form|transcript)\b|[Ii]ssued by\b|[Ii]mpression of me"
                          r"|(?:for|of|on|about|with|by) me\b(?! and)|[Oo]n file\b|[Ww]e (?:hold|have|noted|recorded)"
                          r"|\b[Mm]y (?:details|file|record)s? (?:were|was|are|is|changed)\b|\breviewed my file"
                          r"|\b(?:HR|[Tt]he office|[Ss]taff|[Tt]he team|[Tt]he interviewer) (?:noted|recorded|logged)\b"
                          r"|^I give \w+ \w+)")  # ("A: HR noted that I would consider coming back": s21-notes)


#: The interviewee's first answer: why they are there, never the name of the notes being taken about them ("I am
#: getting in touch regarding my stakeholder interview notes").
_INTERVIEW_ANSWERS = ("[Your office|Your team|Someone from your office] asked me to [come in|sit down with you] and "
                      "[go over|talk through] [what happened|where things stand|my side of it].",
                      "I [wanted|want] [my side of things|my account] on the record[|, that is all].",
                      "[I was told|They told me] you [needed|wanted] to hear from me [before anything is decided|"
                      "while it is still fresh|first-hand].",
                      "[Honestly|Well], [to get a few things straight|to make sure you have the full picture].")


#: An office interview's own facts (an HR exit interview, a consultant's stakeholder interview, an admissions
#: interview): what the interviewer asks to hear each one, one question an answer (reader: one answer telling sixteen
#: facts after "How did things go at work?", "Q: What is your part in the project? A: Murphys Foods keeps my records.")
_INTERVIEW_ASKS = {
    "reason_for_leaving": "[What made you decide to leave|Why are you leaving us|What is behind your decision to leave]?",
    "exit_feedback": "[Is there anything we could do better|What would you change if you could|Any suggestions for us]?",
    "exit_would_return": "[Would you consider coming back one day|Would you ever work here again]?",
    "position_title": "[What is your role|What is your position|What do you do here]?",
    "department": "[Which department are you in|Which team are you on]?",
    "supervisor_name": "[Who do you report to|Who is your manager]?",
    "work_location": "[Where are you based|Which site do you work from]?",
    "work_schedule": "[What hours do you work|What is your schedule like]?",
    "start_date": "[When did you start|How long have you been with the company]?",
    "years_experience": "[How much experience do you have|How long have you done this kind of work]?",
    "interview_view": "[What is the main issue, as you see it|What would you most like us to hear]?",
    "open_risk": "[What worries you most about the project|Where do you see the biggest risk]?",
    "decision_needed": "[What needs deciding|Which decision is holding things up]?",
    "program_of_study": "[Which program are you applying to|What would you like to study here]?",
    "cumulative_gpa": "[How are your grades|What is your grade point average so far]?",
    "standardized_test_score": "[Have you taken a language or admissions test|Which test scores do you have]?",
    "expected_graduation_term": "[When do you expect to finish|When would you graduate]?",
    "previous_school": "[Where did you study before|Which school did you attend before]?",
    "extracurricular_activity": "[What do you do outside class|How do you spend your time outside your studies]?",
    "career_goal": "[What do you hope to do afterwards|Where do you see this program taking you]?",
}
#: What the office files an interview under, or notes of it itself (who sat in, the ID and case numbers, what was
#: returned or is owed on leaving): the record's head or the interviewer's notes, never the interviewee's answer.
_INTERVIEWER_KEEPS = frozenset({
    "employee_id", "hr_case_number", "hr_business_partner", "last_review_date", "rehire_eligible", "pto_balance",
    "exit_equipment_return", "exit_benefits_note", "final_pay_note", "firm_name", "engagement_partner", "project_code",
    "client_company", "interview_setting", "interview_duration", "interview_confidentiality", "interview_theme",
    "interview_followup", "engagement_deliverable", "next_milestone", "application_id", "admissions_counselor",
    "edu_request_date", "education_office_contact", "interview_impression", "meeting_date", "institution_name",
    "academic_term"})


def _interview(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    if _PROCEEDING.search(plan.record_type):  # a court's or a deposition's record, not an office's interview
        _proceedings(b, plan, rng)
        return
    if "voicemail" in plan.record_type:  # one caller's message, not questions and answers
        _voicemail(b, plan, rng)
        return
    b.line(f"Interview transcript — {_title(plan)}")
    b.line(f"Recorded {plan.record_date} by {plan.organisation}; interviewer: {_signer(plan)}")
    # what the office files the interview under (an ID, a case number, a date of its own) heads the record; the
    # interviewee is not asked to read it out ("My HR records are filed under employee ID EMP-64854485.")
    kept = [f for f in plan.fields if f.key in _INTERVIEWER_KEEPS]
    head = [f for f in kept if len(plan.values[f.key].split()) <= 4]
    _kv(b, head)
    # who was interviewed, with their particulars, as the transcript's cover sheet gives them: not read out as
    # answers ("Q: Would you give me your name and a few basic details? A: ... I turned 25 this year." in a
    # consultant's stakeholder interview; s22-notes)
    asked_of = [f for f in plan.fields if f.key not in _INTERVIEWER_KEEPS]
    if "full_name" in plan.values:
        b.line(rng.choice(("Interviewee: ", "Interviewee: ", "Interview with: ")) + "{full_name}")
        asked_of = _particulars(b, plan, [f for f in asked_of if f.key != "full_name"], ())
    b.lit("\n")
    b.line(rng.choice(("Q: Could you describe why we are meeting today?", "Q: What brings you in today?",
                       "Q: Can you start with why you contacted us?")))
    b.line("A: " + vary(rng.choice(_INTERVIEW_ANSWERS), rng))
    remarks: list[str] = [_sentence(plan, f, "formal") for f in kept if f not in head]
    for group, fields_ in _by_group(asked_of).items():
        said = [(f, _sentence(plan, f, "first")) for f in fields_]
        own = [(f, t) for f, t in said if not _OFFICE_SAID.search(t)]
        remarks += [_sentence(plan, f, "formal") for f, t in said if _OFFICE_SAID.search(t)]
        asked = [(f, t) for f, t in own if f.key in _INTERVIEW_ASKS]  # a question of its own for each
        rest = [t for f, t in own if f.key not in _INTERVIEW_ASKS]
        for f, t in asked:
            b.line("Q: " + vary(_INTERVIEW_ASKS[f.key], rng))
            b.lit("A: ")
            b.joined([t])
            b.lit("\n")
        if not rest:
            continue
        b.line("Q: " + (vary(_OWN_QUESTIONS[group], rng) if group in _OWN_QUESTIONS else _group_question(group, rng)))
        b.lit("A: ")
        b.joined(combine(rest, rng, values=plan.values))
        b.lit("\n")
    if remarks:  # what the office holds or thinks, written by the interviewer, not said by the interviewee
        b.lit("\nInterviewer's notes: ")
        b.joined(combine(remarks, rng, values=plan.values))
        b.lit("\n")
    _pad(b, plan, "Further remarks" if remarks else "Interviewer's remarks")


# --- what a document places itself, and what it never tells ------------------------------


@lru_cache(maxsize=4096)
def fitting_formats(category: str, record_type: str, formats: tuple[str, ...]) -> tuple[str, ...]:
    """The formats of ``formats`` a record type's kind of document is written in (``skeletons.yaml: never_as``):
    a lab result is never a form to fill in. All of them when the table would leave none."""
    table = skeletons()
    words = set(re.findall(r"[a-z]+", record_type.lower()))
    banned = {f for rule in table.get(category, table[""])["never_as"]
              if words & set(rule["words"]) and not words & set(rule.get("unless", ())) for f in rule["formats"]}
    return tuple(f for f in formats if f not in banned) or formats


def untold(category: str, fmt: str, record_type: str = "") -> frozenset[str]:
    """Profile keys a document of format ``fmt`` in ``category``'s family never tells (``skeletons.yaml: untold``):
    a letter does not tell its reader their own age, sex or marital status (nor, unless ``record_type`` is a kind that
    identifies its reader by it, their date of birth: :func:`dob_in_letter`)."""
    table = skeletons()
    told = frozenset((table.get(category, table[""])["untold"] or {}).get(fmt, ()))
    # a club's, a newsroom's or a firm's letter has no use for its reader's date of birth (it does not identify
    # them by it, and reading it back to them is no news): see _DOB_IN_HEAD
    if category != "personal":  # an office's papers have no use for a turn in the person's life ("one big change
        told |= {"life_event"}  # for her lately was a child leaving home" in a property-tax appeal's notes)
    if fmt == "letter" and record_type and not dob_in_letter(category, record_type):
        return told | {"date_of_birth"}
    return told | {"date_of_birth"} if fmt == "letter" and category not in _DOB_IN_HEAD else told


#: Record types of an office whose letter identifies its reader by date of birth under the reference: a benefits
#: office's, a licensing or vital-records office's, a court's, an insurer's on a claim, a clinic's (all medical).
#: A school's, a bank's, an employer's, a publisher's or a records clerk's letter does not (reader15 class 4: "Date of
#: birth:" in a college admission letter, a chargeback letter, a retainer letter; 64 of 148 letters at seed 4444).
_DOB_KINDS = re.compile(r"medicaid|medicare|snap|benefit|social security|disability|unemployment|pension|"
                        r"retirement|driver|license suspension|vehicle|birth certificate|death certificate|vital|"
                        r"court|jury|hearing notice|summons", re.I)


def dob_in_letter(category: str, record_type: str) -> bool:
    """Whether an office's letter of ``record_type`` prints its reader's date of birth in its reference block (see
    :data:`_DOB_KINDS`); every letter of a clinic does."""
    return category == "medical" or (category in _DOB_IN_HEAD and category != "education"
                                     and _DOB_KINDS.search(record_type) is not None)


_ID_LABEL = re.compile(r"\b(?:number|ID|No\.|reference|MRN|policy|claim|case|docket)\b")
_DATE_LIKE = re.compile(r"\d{4}-\d\d-\d\d|\d\d/\d\d/\d{4}|\b(?:January|February|March|April|May|June|July|August|"
                        r"September|October|November|December) \d")
#: Profile facts an office's note tells in its prose, not in the particulars block.
_TOLD_ABOUT = ("life_event",)


def _quoted_ids(plan: Plan, fields_: list[FieldSpec], limit: int = 3) -> list[FieldSpec]:
    """The matter's own identifiers a letter quotes under its reference, or a person quotes in their e-mail."""
    out: list[FieldSpec] = []
    for f in fields_:
        value = plan.values[f.key]
        if len(out) >= limit:
            break
        if (f.key != "date_of_birth" and not f.pooled and _id_label(f.label) and len(value.split()) <= 3
                and any(c.isdigit() for c in value) and amount(value) is None and not _date_like(value)
                and not _NOT_A_HEAD_ID.search(f.label)):  # (no "Passport number: XXXXX2438" under a reference)
            out.append(f)
    return out


#: Labels of a matter's number that is the issuer's own file reference for it (a law firm's matter number, an
#: insurer's claim number): a letter quotes it as its reference instead of printing a second, unrelated one. The
#: person's own numbers (a customer number, a booking reference) stand beside "Our reference", labelled.
_OWN_REFERENCE = re.compile(r"^(?:matter|reference|agency case|claim|ticket|file|our reference)(?: number| no\.)?$", re.I)


def _own_reference(plan: Plan, fields_: list[FieldSpec]) -> FieldSpec | None:
    """The record's field that is the issuer's own reference for the matter, if it holds one."""
    return next((f for f in fields_ if _own_reference_label(f.label) and len(plan.values[f.key].split()) <= 2
                 and any(c.isdigit() for c in plan.values[f.key]) and not _date_like(plan.values[f.key])),
                None)


@lru_cache(maxsize=8192)
def _id_label(label: str) -> bool:
    """(speed only) Whether a field's label names an identifier (:data:`_ID_LABEL`'s search, remembered)."""
    return _ID_LABEL.search(label) is not None


@lru_cache(maxsize=8192)
def _own_reference_label(label: str) -> bool:
    """(speed only) :data:`_OWN_REFERENCE`'s match of a field's label, remembered."""
    return _OWN_REFERENCE.match(label) is not None


@lru_cache(maxsize=16384)
def _date_like(value: str) -> bool:
    """(speed only) Whether a value reads as a date (:data:`_DATE_LIKE`'s search, remembered)."""
    return _DATE_LIKE.search(value) is not None


def _town(plan: Plan, keys: tuple[str, ...] = ("city", "postal_code")) -> str:
    """An address's town line as US mail writes it: "{city}, OH {postal_code}" (the state when the plan knows it)."""
    city = "{city}" if "city" in keys and "city" in plan.values else ""
    zip_code = "{postal_code}" if "postal_code" in keys and "postal_code" in plan.values else ""
    tail = " ".join(filter(None, (plan.region, zip_code)))
    return ", ".join(filter(None, (city, tail))) if (city or zip_code) else ""


def _office_town(plan: Plan) -> str:
    """The office's town line: the person's own town (an office near them), at another of the town's ZIP codes
    when it has more than one (an office across town, not at the person's own ZIP code)."""
    if plan.office_place:  # an office in another town (a holiday rental's agency): that town's own line
        state, town = plan.office_place
        return f"{town}, {state} {_other_zip(plan.join_seed, state, town, '')}"
    zip_code, city = plan.values.get("postal_code", ""), plan.values.get("city", "")
    if zip_code and city and (other := _other_zip(plan.join_seed, plan.region, city, zip_code)) != zip_code:
        return f"{_town(plan, ('city',))} {other}"
    if not (zip_code and city) and plan.home_town and plan.region:  # (no letterhead without its ZIP code)
        town = city or plan.home_town
        if (other := _other_zip(plan.join_seed, plan.region, town, plan.home_zip)):
            return ("{city}" if city else town) + f", {plan.region}" + (f" {other}" if other != plan.home_zip else "")
    return _town(plan)


@lru_cache(maxsize=4096)  # (speed only) a record's renders ask again; the rng is its own and thrown away
def _other_zip(seed: int, region: str, city: str, zip_code: str) -> str:
    return places.other_zip(random.Random(seed), region, city, zip_code)


def _address_block(b: TextBuilder, plan: Plan) -> set[str]:
    """The addressee's name, street and town line, as an envelope window shows them; returns the keys placed."""
    b.line("{full_name}")
    placed = {"full_name"}
    if "street_address" in plan.values:
        b.line("{street_address}")
        placed.add("street_address")
    if town := _town(plan):
        b.line(town)
        placed.update(k for k in ("city", "postal_code") if k in plan.values)
    return placed


def _descriptive(plan: Plan, f: FieldSpec) -> bool:
    """Whether a matter's value is told in words (a complaint, a reason) rather than filled in as a short entry."""
    value = plan.values[f.key]
    return (f.group not in _PERSON_GROUPS and len(value.split()) >= 4 and amount(value) is None and not _is_wish(f)
            and sum(map(str.isdigit, value)) < 4)


#: How a chart's or file's head prints a date of birth and the age with it (label, age after the date).
_BORN_LINES = (("Date of birth: ", " (age {age})"), ("DOB: ", " ({age} yrs)"), ("Date of birth: ", ", age {age}"),
               ("Born: ", " (age {age})"), ("D.O.B.: ", " — {age} years"), ("Date of birth: ", " ({age} years)"))


def _particulars(b: TextBuilder, plan: Plan, fields_: list[FieldSpec], told: tuple[str, ...] = _TOLD_ABOUT
                 ) -> list[FieldSpec]:
    """A chart's or case file's short head of the person's particulars: date of birth, age and sex as labelled
    lines, their phone, e-mail and address on one "Contact" line, never a contact card; returns the fields left
    for the prose (work and life events are told, not filled in)."""
    held = {f.key: f for f in fields_ if f.group in _PERSON_GROUPS and f.key not in ("full_name", *told)}
    if "date_of_birth" in held:  # "Date of birth: March 3, 1984 (age 41)", one line as a chart prints it
        label, aged = _BORN_LINES[plan.join_seed % len(_BORN_LINES)]  # as this office's chart prints it
        b.tmpl(label + "{date_of_birth}" + (aged if "age" in held else "") + "\n")
    elif "age" in held:
        _kv(b, [held["age"]])
    _kv(b, [held[k] for k in ("sex",) if k in held])
    contact = [p for k, p in (("phone", "{phone}"), ("email", "{email}")) if k in held]
    if "street_address" in held:  # the home address as a block (street line, town line), as a chart prints it
        b.line("{street_address}")
    if town := _town(plan, tuple(k for k in ("city", "postal_code") if k in held)):
        b.line(town)
    wish = next((f for f in fields_ if _is_wish(f)), None) if contact else None
    if contact:
        b.line("Contact: " + "; ".join(contact))
        if wish is not None:  # how they like to be reached, on its own line under the ways to reach them, as a
            # file head or a party block prints it; not a sentence in a clause on fees or dates (reader11 class 2)
            b.line(_pref_note(plan, wish, set(held)).lstrip("\n"))
    taken = {"date_of_birth", "age", "sex", "phone", "email", "street_address", "city", "postal_code"}
    work = {"occupation", "employer"}  # told in the notes, not filled in
    _kv(b, [replace(f, label=_file_handle_label(plan)) if k == "user_handle" else f for k, f in held.items()
            if k not in taken | work])  # the person's other particulars (an ID, status)
    return [f for f in fields_ if (f.key not in held or f.key in work) and f is not wish]


def _file_handle_label(plan: Plan) -> str:
    """The label an office's file head gives the person's handle: the account a platform's, a game's or a
    creator desk's file is about, a "Social media" line on another office's; not the profile's "Handle:"
    (reader16 class 3)."""
    rt = plan.record_type.lower()
    if _ONLINE_BY_KIND[0][0].search(rt) or plan.subcategory in ("gaming", "social media"):
        return "Username"
    if re.search(r"sponsor|influencer|brand|creator|post\b", rt) or plan.subcategory == "creator economy":
        return "Account"
    return "Social media"


#: The person's particulars an office's memo, report or minutes tell in one or two sentences of their own, as a
#: writer introduces someone ("Ms. Cole, 34, works as a carpenter at Miller-Oliver and lives at ..."), never as a
#: block of labelled lines.
_ABOUT_KEYS = ("age", "date_of_birth", "marital_status", "citizenship", "ethnicity", "occupation", "employer", "street_address", "city",
               "postal_code", "life_event", "phone", "email", "user_handle", "url")


def _wish_line(b: TextBuilder, plan: Plan, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """A report's or memo's head line for how the person likes to be reached ("Preferred contact: letter to the home
    address") where its text gives no phone or e-mail for the wish to go with; not a paragraph of its own between
    the matter's sections (reader11 class 2). Returns the fields left for the text."""
    wish = next((f for f in fields_ if _is_wish(f)), None)
    if wish is None or any(f.key in ("phone", "email") for f in fields_):
        return fields_
    b.line(_pref_note(plan, wish, set()).lstrip("\n"))
    return [f for f in fields_ if f is not wish]


def _sex_line(b: TextBuilder, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """A file head's "Sex:" line (a case report's or memo's head prints it; its text does not say "she is female")."""
    _kv(b, [f for f in fields_ if f.key == "sex"])
    return [f for f in fields_ if f.key != "sex"]


#: Words whose first letter's sound is not what the letter says: "a United States citizen", "an hourly rate".
_YOU_SOUND = re.compile(r"(?i)(?:unite|units?\b|univers|uniform|unique|union|us[eua]|ur[aeiou]|eu|one\b|once\b)")
_SILENT_H = re.compile(r"(?i)(?:hour|honou?r|honest|heir)")


def _a(word: str) -> str:
    """The indefinite article for ``word`` by its sound: "an engineer", "a United States citizen", "an hour"."""
    if _SILENT_H.match(word):
        return "an"
    return "an" if word[:1].lower() in "aeiou" and not _YOU_SOUND.match(word) else "a"


def _about(plan: Plan, fields_: list[FieldSpec], rng: random.Random) -> tuple[str, list[FieldSpec]]:
    """Sentences introducing the person (age, work, home, how to reach them) as a report or memo writes them, and
    the fields left for the rest of the document."""
    held = {f.key for f in fields_ if f.key in _ABOUT_KEYS}
    if not held:
        return "", fields_
    v = plan.values
    who = f"{plan.honorific} {{last_name}}"
    he = _pronoun(plan)
    his = "her" if he == "she" else "his"
    him = "her" if he == "she" else "him"
    said: list[str] = []
    if "age" in held and "date_of_birth" in held:  # one fact a clause, as the wordings a sanitizer edits are
        said.append(vary(f"{who} was born on {{date_of_birth}}[ and is {{age}}| and is now {{age}}| and is {{age}} now].",
                         rng) if rng.random() < 0.5 else
                    vary(f"{who}'s date of birth is {{date_of_birth}}[, and {he} is {{age}}|, which makes {him} {{age}}]"
                         ".", rng))
    elif "age" in held:
        said.append(vary(f"{who} is {{age}}[ years old| years of age|]", rng))  # her status may follow: ", and married"
    elif "date_of_birth" in held:
        said.append(vary(f"[{who} was born on|{who}'s date of birth is|{who}'s birth date is] {{date_of_birth}}.",
                         rng))
    # marital status, citizenship and ethnicity in one sentence, a clause each, as a writer introduces someone
    status = [c for k, c in (("marital_status", vary("is [|currently ]{marital_status}", rng)),
                             ("citizenship", f"is {_a(v.get('citizenship', ''))} {{citizenship}} citizen"),
                             ("ethnicity", "identifies as {ethnicity}")) if k in held]
    aged = bool(said) and not said[-1].endswith(".")  # "Ms. Ramos is 38", told on with her status
    if aged and status and status[0].startswith("is "):  # "Ms. Ramos is 38 and married", one sentence
        status[0] = status[0][3:]
        status = [said.pop()] + status
        said.append((" and ".join(status) if len(status) == 2 else ", ".join(status[:-1]) + ", and " + status[-1])
                    + ".")
    elif status:
        if aged:
            said[-1] += "."
        if len(status) == 3:
            status = [status[0] + ",", status[1] + ",", "and " + status[2]]
        elif len(status) == 2:
            status = [status[0], "and " + status[1]]
        said.append(f"{_cap(he) if said else who} " + " ".join(status) + ".")
    elif aged:
        said[-1] += "."
    job = ""
    if "occupation" in held:
        a = _a(v["occupation"])
        retired = v["occupation"].startswith("retired ")
        job = f"is {a} {{occupation}}" if retired else vary(
            f"[works as {a}|is {a}|has a job as {a}|earns a living as {a}] {{occupation}}", rng)
        if "employer" in held:
            job += vary("[, formerly with {employer}| who worked for {employer}| who spent years at {employer}]",
                        rng) if retired else vary("[ at {employer}| with {employer}| for {employer}]", rng)
    elif "employer" in held:
        job = vary("[works for|is employed by|is on the staff of|has a job with] {employer}", rng)
    if job:
        said.append(f"{_cap(he) if said else who} {job}.")
    # an address is told whole, as it is written ("lives at 12 Elm St, Springfield, OH 45503"), not the ZIP code in a
    # sentence of its own
    town = _town(plan, tuple(k for k in ("city", "postal_code") if k in held)) if "city" in held else ""
    if "street_address" in held:
        said.append(vary(f"{_cap(he) if said else who} [lives at|currently lives at] "
                         "{street_address}" + (", " + town if town else "") + ".", rng))
    elif town:
        said.append(vary(f"{_cap(he) if said else who} [lives in|is based in|has a home in] {town}.", rng))
    if "postal_code" in held and not town:
        said.append(vary(f"[{_cap(his)} ZIP code is|{_cap(his)} mail carries ZIP code|The ZIP code of {his} address is|"
                         f"{_cap(his)} home is in ZIP code] {{postal_code}}.", rng))
    if "life_event" in held:
        said.append(vary(f"[Recent months brought {him if said else who}|The past year brought {him if said else who}|"
                         f"The last few months brought {him if said else who}] {{life_event}}.", rng))
    lead = _cap(he) if said else who
    owner = _cap(his) if said else who + "'s"
    if "phone" in held and "email" in held:
        said.append(vary(rng.choice((
            f"{lead} [can be reached|is reachable|takes calls] on {{phone}}[ or at| or by e-mail at| and by e-mail at]"
            " {email}.",
            f"{owner} [phone number|number] is {{phone}}[ and| while] {his} [e-mail address|e-mail] is {{email}}.",
            f"[Calls to {him} go to|{owner} number is|{lead} answers calls on] {{phone}}, and [e-mail goes to|"
            f"{his} e-mail is|written messages go to] {{email}}.",
            f"{lead} [gave|left|confirmed] {{phone}} and {{email}} [as contact details|for contact|as the ways to reach "
            f"{him}].",
            f"[To reach {him}, use|{lead} can be contacted on] {{phone}} or {{email}}.",
            f"[{owner} e-mail goes to|E-mail to {him} should go to"
            + (f"|Written updates to {him} go to" if _mail_ok(plan) else "") + "] {email}, and"
            " [calls|phone calls] go to {phone}.")), rng))
    elif "phone" in held:
        said.append(vary(f"[{lead} can be reached on|Calls to {him} go to|{owner} number is] {{phone}}.", rng))
    elif "email" in held:
        said.append(vary(f"[{lead} can be reached at|E-mail to {him} goes to|{owner} e-mail address is] {{email}}.",
                         rng))
    # how they want to be reached belongs with how to reach them, not in a section on fees or a contract
    pref = next((f for f in fields_ if _is_wish(f)), None) if ("phone" in held
                                                                                        or "email" in held) else None
    if pref is not None:  # (not "prefers to be contacted by" in every file: the most recurrent phrase of all)
        # with the ways to reach them ("... or s.ali@example.org, preferably by mobile phone in the morning"), not
        # a request told back ("He would rather be reached by ...": reader9 class 5)
        # (a sentence of its own: hung on the clause before it, it read "written messages go to X, preferably by
        # mobile phone" or "her e-mail is X, ideally by e-mail to the personal address": reader12 class A)
        said.append(vary(f"[The best way to reach {him} is by|{_cap(he)} is best reached by|{_cap(he)} prefers "
                         f"contact by] {{{pref.key}}}.", rng))
    online = [p for k, p in (("user_handle", "{user_handle}"), ("url", "{url}")) if k in held]
    if len(online) == 2:
        said.append(vary(f"[Online, {he} posts as|{_cap(he)} is active online as|On social media {he} is] {{user_handle}}"
                         f"[ and keeps a page at| with a personal page at|, and {his} own page is] {{url}}.", rng))
    elif online == ["{user_handle}"]:
        said.append(vary(f"[Online, {he} posts as|{_cap(he)} is active online as|On social media {he} is] "
                         "{user_handle}.", rng))
    elif online:
        said.append(vary(f"[{_cap(he)} keeps a personal page at|{owner} own page is at|{_cap(his)} website is] {{url}}.",
                         rng))
    return " ".join(s for s in said if s), [f for f in fields_ if f.key not in held and f is not pref]


#: Record types an office writes about an event the person reported (an incident, an accident, a complaint): its file
#: head names them as the one who reported it, not as its subject ("Regarding: Justin Smith" on a watch log).
#: (a log is not: "Reporter:" heads a password reset log or a membership log, reader9 183)
_REPORTED = re.compile(r"\b(?:incident|accident|complaint|sighting|report form)\b")


#: How a report names the person it is filed under: who reported an incident; who brought a complaint.
_REPORTER_HEADS = {False: ("Reported by", "Reporter", "Reported by"), True: ("Complainant", "Complaint by")}


def _complaint(plan: Plan) -> bool:
    """Whether the record is a complaint the person brought (its person is the complainant, not a reporter)."""
    return "complaint" in plan.record_type


def _about_child(plan: Plan) -> bool:
    """Whether the record is about the person's child at school (it names the student)."""
    return any(f.key == "dependent_student" for f in plan.fields)


def _file_head(plan: Plan, rng: random.Random) -> str:
    """The label and name an office's report, memo or notes is filed under: the child its matter is about, with the
    parent, when the record names the student; the person who reported an incident; else the file's person."""
    if _about_child(plan):
        return "Student: {dependent_student}\nParent or guardian: {full_name}"
    if _REPORTED.search(plan.record_type):
        return rng.choice(_REPORTER_HEADS[_complaint(plan)]) + ": {full_name}"
    office = _office_file(plan)
    heads = next((k["heads"] for k in office.get("heads_by_kind") or () if re.search(k["kinds"], plan.record_type, re.I)),
                 office["heads"])
    return rng.choice(heads) + ": {full_name}"


_AS_ASKED = re.compile(r"(?i)\bas you asked\b|\bat your request\b")


def _reach(plan: Plan, rng: random.Random, asked: bool = False, shown: frozenset[str] = frozenset()) -> str:
    """How an office's letter uses its reader's phone and e-mail: in the sentences that need them (``asked``: the
    letter has said it keeps to their wish already, so no second "as you asked"; ``shown``: those the letter prints
    on a line of its own, in the address block or a copy line, and does not tell again)."""
    held = {f.key for f in plan.fields} - shown
    reach, wish = _skel(plan)["reach"], _contact_wish(plan)
    if {"email", "phone"} <= held and wish.get("email") == "email_not" and wish.get("phone") == "phone_not":
        return _pick_for(reach["both_not"], rng, plan, channel=False) or ""  # both kept on file: one sentence
    said = [_pick_for([t for t in reach[wish.get(k, k)] if not (asked and _AS_ASKED.search(t))]
                      or reach[wish.get(k, k)], rng, plan, channel=False) for k in ("email", "phone") if k in held]
    return " ".join(combine([t for t in said if t], rng, share=1.0, values=plan.values))


#: A letter's note under the signature that a copy went to the reader by e-mail.
_COPY_LINES = ("E-mail copy: {email}", "Copy sent to: {email}", "Copy e-mailed: {email}")  # (a notation line)


def _shown_contacts(plan: Plan) -> frozenset[str]:
    """The reader's own phone and e-mail a letter prints on lines of their own (the phone under their address, the
    e-mail on a copy line under the signature, or under the address where they asked not to be e-mailed) rather
    than in its closing."""
    return frozenset(k for k in ("phone", "email") if any(f.key == k for f in plan.fields))


def _copy_by_mail(plan: Plan) -> bool:
    """Whether a letter notes a copy sent to the reader's e-mail (not to one who asked not to be written to there:
    their address stands under their postal address instead)."""
    # (a public agency's letter goes by post only: no "Also sent by e-mail to ..." under an IRS notice, reader12 R6)
    return (any(f.key == "email" for f in plan.fields) and _contact_wish(plan).get("email") != "email_not"
            and plan.category != "government")


def _mail_ok(plan: Plan) -> bool:
    """Whether updates may go to the person's e-mail: they asked for no other channel (one reply channel per case)."""
    channels = preferred_channels(plan)
    return not channels or "e-mail" in channels


def _contact_wish(plan: Plan) -> dict[str, str]:
    """Which ``reach`` wordings keep to the person's contact preference: a phone they asked not to be called on
    (``phone_not``), a phone for texts only (``phone_text``), an e-mail address they asked not to be written to
    (``email_not``)."""
    said = " ".join(v for k, v in plan.values.items() if k.endswith(_WISH_KEY))
    channels = preferred_channels(plan)
    wish = {}
    if re.search(r"no calls|(?:rather than|instead of) (?:a )?(?:phone )?calls?|never by phone", said) or (channels and not channels & {"phone", "text"}):
        wish["phone"] = "phone_not"
    elif "text" in channels:
        wish["phone"] = "phone_text"
    if "rather than e-mail" in said or (channels & {"post", "portal"} and "e-mail" not in channels):  # not e-mail
        wish["email"] = "email_not"
    elif channels and "e-mail" not in channels:  # replies go by the channel asked for: e-mail carries a copy only
        wish["email"] = "email_copy"  # (reader9 93: "we will get back to you by mobile phone" / "Replies ... to x@")
    return wish


#: Last words of record types an office writes up itself (a summary, a log): their other words ("claim", "request")
#: do not make the letter an answer to the person's request.
_ISSUED_NOUNS = frozenset({"summary", "report", "record", "records", "log", "notes", "profile", "ledger", "sheet",
                           "history", "inventory", "list", "file", "worksheet", "tracker", "breakdown"})


#: The papers a letter sends for signing or review (skeletons.yaml letter_kinds): named whole, not by their matter.
_SIGNED_NOUNS = frozenset({"agreement", "contract", "lease", "policy", "plan", "terms", "renewal"})


def _letter_kind(plan: Plan) -> list[str] | None:
    """The purpose sentences of the kind of letter the record type names (``purpose.letter_kinds``), or None."""
    words = set(re.findall(r"[a-z]+", plan.record_type.lower()))
    kinds = _skel(plan)["purpose"].get("letter_kinds", ())
    head = plan.record_type.lower().rsplit(" ", 1)[-1]
    if own := next((k["say"] for k in kinds if head in k["words"]), None):  # the document's own noun decides first
        return own
    if head in _ISSUED_NOUNS:  # an insurer's claim summary is its own account of the claim, not the person's request
        return None
    return next((k["say"] for k in kinds if words & set(k["words"])  # a plan's claim is no plan drawn up to sign
                 and not set(k["words"]) & _SIGNED_NOUNS), None)


def _purpose(plan: Plan, kind: str, rng: random.Random, heads: list[str] | None = None, name: str = "") -> str:
    """A sentence of the document's own on what it is for, naming the record type (``skeletons.yaml: purpose``) or
    ``name`` ("memo") when another sentence names it already; ``{who}`` is the person by honorific and surname,
    ``{heads}`` the document's section headings."""
    rt = name or (_topic(plan) if kind == "letter" else plan.record_type)
    if kind == "letter" and not name and plan.record_type.lower().rsplit(" ", 1)[-1] in _SIGNED_NOUNS:
        rt = plan.record_type  # the paper to sign is the plan itself: "your cardiac rehab plan", not "your cardiac rehab"
    options = _skel(plan)["purpose"][kind]
    if kind == "letter" and _confirms_details(plan):  # (asking the reader to check what is held only where the
        options = _skel(plan)["purpose"].get("letter_check") or options  # letter confirms details: reader10 class 2)
    if kind == "letter":  # the one thing the letter is for: a decision, a request, a confirmation
        options = _letter_kind(plan) or options
        if _matter_open(plan):  # not "now complete" over a pending check of its own
            options = ([o for o in options if not _DONE_OPENING.search(o)] or _skel(plan)["purpose"].get("letter_open")
                       or _family("")["purpose"]["letter_open"])
    if _about_child(plan):  # a child's paper is not "Mr. Griffith's individualized education program" (the parent's)
        options = [o for o in options if "{who}'s" not in o] or options
    text = _pick_for(options, rng, plan) or pick([o for o in options if not _POINTS_AT_DATE.search(o)] or options, rng)
    if kind == "letter" and not name and rt != plan.record_type:  # the matter as the office calls it ("your injury
        text = name_matter(text, plan) or text  # claim"), where it has a name: not a plan sent to sign (reader7)
    text = text.replace("this {rt}", this(rt)).replace("{rt}", rt).replace("{doc}", name or doc_noun(plan))
    if "{matter}" in text or "{Matter}" in text:  # the matter itself ("the neighborhood watch incident"), not the
        matter = _PAPER_NOUN.sub("", matter_name(plan.record_type)) or plan.record_type  # paper's name again
        text = text.replace("{matter}", matter).replace("{Matter}", _cap(matter))
    if heads:
        low = [(h[:1].lower() + h[1:] if h[1:2].islower() else h) for h in heads]
        low = [_listed_heading(h) for h in low]
        text = text.replace("{heads}", ", ".join(low[:-1]) + (", and " if len(low) > 2 else " and ") + low[-1]
                            if len(low) > 1 else low[0])
    return text.replace("{who}", f"{plan.honorific} {{last_name}}")


#: Last words of a record type that name the paper a report or memo is ("progress report", "incident log").
_PAPER_NOUN = re.compile(r" (?:report|summary|log|notes|memo|record|records|file|review)$")


def _listed_heading(heading: str) -> str:
    """A section heading as a noun phrase in a sentence listing the sections: "the balances", "the facts about the
    person" (not "the about the person"), "who this concerns" (not "the who this concerns")."""
    first = heading.split(" ", 1)[0].lower()
    if first in ("the", "who", "what", "how", "where", "when", "why", "which"):
        return heading
    if first in ("about", "on", "regarding", "concerning"):
        return "the facts " + heading
    return "the " + heading


#: What a document of each format calls itself ("this letter"), rather than its record type's whole name.
_DOC_NOUNS = {"letter": "letter", "email thread": "message", "statement with table": "statement", "report": "report",
              "memo": "memo", "case notes": "file note", "form": "form", "application": "form", "invoice": "invoice",
              "meeting minutes": "record of the meeting", "interview transcript": "transcript", "chat log": "chat",
              "agreement": "agreement"}
#: Last words of record types that name a document kind a writer calls it by ("this notice", "this summons").
_KIND_WORDS = frozenset({"notice", "summons", "agreement", "contract", "lease", "statement", "invoice", "bill",
                         "receipt", "plan", "policy", "certificate", "notification", "reminder", "order", "will"})


def doc_noun(plan: Plan) -> str:
    """What the document calls itself: the kind its record type names ("notice") or its format's noun ("letter")."""
    last = plan.record_type.rsplit(" ", 1)[-1].lower()
    return last if last in _KIND_WORDS else _DOC_NOUNS.get(plan.format, "document")


#: Words of a sentence that point at a deadline the document gives, or at any date ahead it gives.
_POINTS_AT_DEADLINE = re.compile(r"\b(?:deadline|time limits|by the due date|date that matters)\b", re.I)
_POINTS_AT_DATE = re.compile(r"\b(?:deadline|time limits|date (?:above|below|given|set out|shown)|that date|before then"
                             r"|any date above|the next date|date that matters|by the due date|each date"
                             r"|any appointment|when you come in|at your visit|the appointment)\b", re.I)
#: A wording that sets a time limit of its own ("an answer is needed within {days} days").
_OWN_LIMIT = re.compile(r"\{days\}|\b(?:within|in the next|next) (?:\[[^]]*\]|\d+|[a-z]+) (?:working )?(?:days|weeks)\b")
_ASKS_REPLY = re.compile(r"\b(?:reply|answer|hear (?:from you|nothing)|no answer|unless you|respond)", re.I)
#: Keys of the facts that are a date the reader must act by, and of those they must attend (a hearing, a visit).
_DEADLINE = re.compile(r"deadline|due_date|due_day|response_|expir|renewal_due|reply_by")
_DATE_AHEAD = re.compile(r"hearing|appointment|court_date|scheduled|interview_date|exam_date|session_date")


#: Words of a sentence about paying, and keys of the facts of a sum the person owes.
_POINTS_AT_PAYMENT = re.compile(r"\b(?:any payment|money owed|a fee, if one applies|how to pay|payable|payment clears)\b",
                                re.I)
_OWED = re.compile(r"balance|amount_due|owed|outstanding|dues|premium|invoice|fee_due|payment_due|bill")
#: Money the person holds or is paid, not owes ("retirement_balance", "savings", "payout", "royalty", "refund").
#: (an average balance kept, invoices the person's own clients still owe them: issue 19's "How to pay" on a checking
#: statement)
_HELD = re.compile(r"retirement|savings|account_balance|average_monthly_balance|unpaid_invoices|portfolio|payout|royalt"
                   r"|refund|earning|deposit_balance|fund")


#: Wordings of one situation (a family's next steps and help lines are shared by every record of an issuer's kind):
#: said only when the record's keys or its record type and subcategory show that situation. No "Hearing dates cannot
#: be moved" in a will letter, no "Teachers can be reached" at a university, no "posts remain hidden" in a book deal.
_NEVER = re.compile(r"(?!)")
_SITUATION_WORDS: tuple[tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern], ...] = tuple(
    (re.compile(words, re.I), re.compile(keys), re.compile(kinds, re.I), _NEVER) for words, keys, kinds in (
        (r"\bhearings?\b", r"hearing|court_date|next_court", r"hearing|court|summons|eviction|custody"),
        (r"\bteachers?\b|\bclassroom\b", r"teacher|classroom|grade|dependent_student|child_school", r"K-12|school|pupil"),
        (r"\bposts?\b|\bcontent\b|\btaken down\b", r"moderation|content_|platform|pseudonymous",
         r"moderation|account|platform|appeal|harassment|trust"),
    )) + tuple(  # and the kinds of matter skeletons.yaml names (a decision, a case, a reply awaited)
    (re.compile(s["words"], re.I), re.compile(s["keys"]), re.compile(s["kinds"], re.I),
     re.compile(s["unless"], re.I) if s.get("unless") else _NEVER) for s in _skeleton_yaml().get("situations") or ())


#: The situations (indices into :data:`_SITUATION_WORDS`) whose words a field's own sentence may hold too
#: (``fields: true``): a field's wording of one kind of document or organisation ("should come to the clubhouse for
#: the meetings", "told the organizers", "is expected at the event") is chosen only in a record of that kind.
_FIELD_SITUATIONS: frozenset[int] = frozenset(
    len(_SITUATION_WORDS) - len(_yaml) + i for _yaml in [_skeleton_yaml().get("situations") or ()] for i, s in enumerate(_yaml) if s.get("fields"))
_FIELD_SITUATION_WORDS = re.compile("|".join(f"(?:{_SITUATION_WORDS[i][0].pattern})" for i in _FIELD_SITUATIONS)
                                    or "(?!)", re.I)


@lru_cache(maxsize=32768)
def _field_wording_fits(text: str, keys: tuple[str, ...], record_type: str, subcategory: str) -> bool:
    """Whether a field's sentence ``text`` speaks only of the kind of document or organisation the record is (the
    ``fields: true`` situations of ``skeletons.yaml``)."""
    return all(_situation_held(i, keys, record_type, subcategory) for i in _field_situations_in(text))


@lru_cache(maxsize=32768)
def _field_situations_in(text: str) -> tuple[int, ...]:
    """(speed only) The ``fields: true`` situations whose words ``text`` holds (none without a search each when their
    joined pattern finds nothing), remembered per text: :func:`_field_wording_fits` asks it again with each record's
    keys."""
    if not _FIELD_SITUATION_WORDS.search(text):
        return ()
    return tuple(i for i in _FIELD_SITUATIONS if _SITUATION_WORDS[i][0].search(text))


def _issuer_data() -> tuple[tuple, tuple, dict[str, str]]:
    """``skeletons.yaml: issuers``: the kinds of issuer (kind, name pattern, categories) and the boilerplate lines only
    some kinds print (words pattern, kinds allowed, kinds barred)."""
    data = (_skeleton_yaml() or {}).get("issuers") or {}
    kinds = tuple((k["kind"], re.compile(k["org"]) if k.get("org") else None, frozenset(k.get("categories") or ()))
                  for k in data.get("kinds") or ())
    lines = tuple((re.compile(x["words"]), frozenset(x.get("only") or ()), frozenset(x.get("never") or ()))
                  for x in data.get("lines") or ())
    # a kind every issuer of some subcategories is, whatever its name (an HR team is its company's, the employer)
    by_sub = {sub: k["kind"] for k in data.get("kinds") or () for sub in k.get("subcategories") or ()}
    return kinds, lines, by_sub


#: The kinds of issuer, the lines only some of them print, the kind by subcategory (see :func:`_issuer_data`).
_ISSUER_KINDS, _ISSUER_LINES, _ISSUER_BY_SUBCATEGORY = _issuer_data()
#: The lines' words patterns, each behind its literal prefilter (speed only: the same answers, see quickre.py).
_ISSUER_QUICK = tuple(Prefiltered(words) for words, _, _ in _ISSUER_LINES)


@lru_cache(maxsize=4096)
def _kind_of_issuer(category: str, organisation: str) -> str:
    for kind, org, categories in _ISSUER_KINDS:
        if org is not None:
            if org.search(organisation) and (not categories or category in categories):
                return kind
        elif category in categories:
            return kind
    return "business"


def issuer_kind(plan: Plan) -> str:
    """The kind of body that issues the record ("insurer", "employer", "law firm", "community group", ...: the
    ``issuers.kinds`` of ``skeletons.yaml``), by its name and the record's category."""
    return _ISSUER_BY_SUBCATEGORY.get(plan.subcategory) or _kind_of_issuer(
        plan.category, plan.organisation + " " + _org_plain(plan))


@lru_cache(maxsize=32768)
def _issuer_says(text: str, kind: str) -> bool:
    """Whether an issuer of ``kind`` prints the boilerplate line ``text`` (no booking terms from an insurer, no fees
    from an employer's own IT desk, no "customer relations team" at a law firm)."""
    return all((not only or kind in only) and kind not in never
               for (_, only, never), words in zip(_ISSUER_LINES, _ISSUER_QUICK, strict=True) if words.search(text))


def for_issuer(options, plan: Plan) -> list[str]:
    """The lines of ``options`` that the record's kind of issuer prints (see :func:`_issuer_says`)."""
    def make() -> list[str]:
        kind = issuer_kind(plan)
        return [o for o in options if _issuer_says(o, kind)]

    return _RecordMemo.remember(plan, ("for issuer", id(options)), make, hold=options)


#: A document "ready for your signature" is not one the record says was signed already.
_TO_SIGN = re.compile(r"\bfor (?:your )?signature\b|\bfor signing\b|\bbefore you sign\b|\bsign where shown\b"
                      r"|\ba signed copy\b|\bsign and return\b")
_SIGNED = re.compile(r"sign(?:ing|ed)_date|execution|date_signed|submitted_date")


def _situation_ok(text: str, plan: Plan) -> bool:
    """Whether ``text`` speaks only of situations the record is in (see :data:`_SITUATION_WORDS`), and asks for a
    signature only on what is not signed yet."""
    return _situation_fits(text, _field_keys(plan.fields), plan.record_type, plan.subcategory)


def _situation_fits(text: str, keys: tuple[str, ...], record_type: str, subcategory: str) -> bool:
    """:func:`_situation_ok` for a record of field keys ``keys``, ``record_type`` and ``subcategory``."""
    to_sign, situations = _situations_in(text)
    if to_sign and _holds_signed(keys):
        return False
    return all(_situation_held(i, keys, record_type, subcategory) for i in situations)


@lru_cache(maxsize=4096)
def _holds_signed(keys: tuple[str, ...]) -> bool:
    """Whether the fields ``keys`` hold the date the record was signed (see :func:`_situation_fits`)."""
    return any(_key_traits(k)[3] for k in keys)


@lru_cache(maxsize=8192)  # one record's keys, asked of each situation its wordings speak of
def _situation_held(i: int, keys: tuple[str, ...], record_type: str, subcategory: str) -> bool:
    """Whether the record of ``keys``, ``record_type`` and ``subcategory`` is in situation ``i``."""
    _, key_words, kinds, unless = _SITUATION_WORDS[i]
    if unless.search(record_type):  # a kind of paper that is never in it (an agreement awaits no late reply)
        return False
    return any(_key_in_situation(i, k) for k in keys) or bool(kinds.search(record_type) or kinds.search(subcategory))


@lru_cache(maxsize=16384)
def _key_in_situation(i: int, key: str) -> bool:
    """(speed only) Whether the field key ``key`` shows situation ``i`` (its key words' search, remembered per key)."""
    return _SITUATION_WORDS[i][1].search(key) is not None


#: Any situation's words at all: one search tells most wordings apart from those that speak of one.
_ANY_SITUATION = re.compile("|".join(f"(?:{words.pattern})" for words, *_ in _SITUATION_WORDS), re.I)
#: (speed only) _ANY_SITUATION, each situation's words and _TO_SIGN behind their literal prefilters (see quickre.py).
_ANY_SITUATION_QUICK = Prefiltered(_ANY_SITUATION)
_SITUATION_QUICK = tuple(Prefiltered(words) for words, *_ in _SITUATION_WORDS)
_TO_SIGN_QUICK = Prefiltered(_TO_SIGN)


def _literal_index(quick: tuple[Prefiltered, ...]) -> tuple[tuple[str, tuple[int, ...]], ...] | None:
    """(speed only) Each literal of the case-blind prefilters ``quick`` with the indices of those that hold it; None
    where one of them has no literals or is not case-blind."""
    if any(q.literals is None or not q.fold for q in quick):
        return None
    index: dict[str, list[int]] = {}
    for i, q in enumerate(quick):
        for lit in q.literals:
            index.setdefault(lit, []).append(i)
    return tuple((lit, tuple(held)) for lit, held in index.items())


_SITUATION_INDEX = _literal_index(_SITUATION_QUICK)


@lru_cache(maxsize=16384)  # a record asks of dozens of wordings, its revisions of the same ones again
def _situations_in(text: str) -> tuple[bool, tuple[int, ...]]:
    """Whether ``text`` asks for a signature, and which of :data:`_SITUATION_WORDS` it speaks of."""
    low = lowered(text)  # (speed only) lower-cased once for the prefilters of all the patterns
    if low is not None and _SITUATION_INDEX is not None:
        # (speed only) the situations whose literals the text holds, each literal looked for once: those that pass
        # their prefilter, and the ones _ANY_SITUATION's would pass (where none does, none matches)
        held: set[int] = set()
        for lit, situations in _SITUATION_INDEX:
            if lit in low:
                held.update(situations)
        return (_TO_SIGN_QUICK.search_lowered(text, low) is not None,
                tuple(i for i in sorted(held) if _SITUATION_QUICK[i].pattern.search(text)))
    if not _ANY_SITUATION_QUICK.may_match_lowered(text, low):  # none of the words' literals: no situation's words
        return _TO_SIGN_QUICK.search_lowered(text, low) is not None, ()
    # (speed only) each situation's own search, without _ANY_SITUATION's first: that joined pattern finds a match
    # exactly where one of them does, and the tuple is then empty just where it would have found none
    return (_TO_SIGN_QUICK.search_lowered(text, low) is not None,
            tuple(i for i, words in enumerate(_SITUATION_QUICK) if words.search_lowered(text, low)))


def _dated_ok(text: str, plan: Plan) -> bool:
    """Whether ``text`` may be said: it points at a deadline, or at "the date above", only when the record gives one;
    it speaks of paying only when the record holds a sum owed; it speaks of a situation only the record's (a hearing,
    teachers, posts taken down: :data:`_SITUATION_WORDS`)."""
    return _said_ok(text, _field_keys(plan.fields), plan.record_type, plan.subcategory)


def _field_keys(fields_: list[FieldSpec]) -> tuple[str, ...]:
    """The keys of ``fields_`` (a plan's list, asked of by every wording its render weighs: worked out once)."""
    hit = _FIELD_KEYS.get(id(fields_))
    if hit is not None and hit[0] is fields_ and hit[1] == len(fields_):
        return hit[2]
    keys = tuple(f.key for f in fields_)
    if len(_FIELD_KEYS) > 64:
        _FIELD_KEYS.clear()
    _FIELD_KEYS[id(fields_)] = (fields_, len(fields_), keys)
    return keys


#: _field_keys' last answers, by the identity of the field lists they were worked out from.
_FIELD_KEYS: dict[int, tuple[list, int, tuple[str, ...]]] = {}


@lru_cache(maxsize=32768)  # a record weighs dozens of wordings, its revisions the same ones again
def _said_ok(text: str, keys: tuple[str, ...], record_type: str, subcategory: str) -> bool:
    # (a record's revisions ask again with other keys: what the wording itself says is looked up once)
    to_sign, situations, own_limit, (pays, deadline, dated) = _said_traits(text)
    if to_sign and _holds_signed(keys):  # _situation_fits, its text's part looked up already
        return False
    if not all(_situation_held(i, keys, record_type, subcategory) for i in situations):
        return False
    if own_limit and _holds_dates(keys)[1]:
        return False  # a record that gives its deadline does not set a second one ("reply within 15 days")
    if not (pays or deadline or dated):
        return True
    owed, has_deadline, has_date = _holds_dates(keys)
    if pays and not owed:
        return False
    if deadline:
        return has_deadline
    return not dated or has_deadline or has_date


@lru_cache(maxsize=16384)
def _said_traits(text: str) -> tuple[bool, tuple[int, ...], bool, tuple[bool, bool, bool]]:
    """What :func:`_said_ok` asks of the wording itself: :func:`_situations_in`, :func:`_sets_own_limit` and
    :func:`_points_at`, in one look-up."""
    return (*_situations_in(text), _sets_own_limit(text), _points_at(text))


@lru_cache(maxsize=16384)  # the same wordings are asked of in record after record (with other field keys)
def _sets_own_limit(text: str) -> bool:
    """Whether ``text`` sets a reply deadline of its own ("reply within 15 days")."""
    return bool(_OWN_LIMIT.search(text) and _ASKS_REPLY.search(text))


@lru_cache(maxsize=16384)  # a record asks of dozens of wordings, its revisions of the same ones again
def _points_at(text: str) -> tuple[bool, bool, bool]:
    """Whether ``text`` speaks of paying, points at a deadline, points at a date."""
    return (_POINTS_QUICK[0].search(text) is not None, _POINTS_QUICK[1].search(text) is not None,
            _POINTS_QUICK[2].search(text) is not None)


#: (speed only) _points_at's patterns behind their literal prefilters (see quickre.py).
_POINTS_QUICK = (Prefiltered(_POINTS_AT_PAYMENT), Prefiltered(_POINTS_AT_DEADLINE), Prefiltered(_POINTS_AT_DATE))


@lru_cache(maxsize=4096)
def _holds_dates(keys: tuple[str, ...]) -> tuple[bool, bool, bool]:
    """Whether the fields ``keys`` hold a sum owed, a deadline, a date ahead."""
    traits = [_key_traits(k) for k in keys]
    return any(t[0] for t in traits), any(t[1] for t in traits), any(t[2] for t in traits)


@lru_cache(maxsize=16384)
def _key_traits(key: str) -> tuple[bool, bool, bool, bool]:
    """(speed only) Whether the field key ``key`` is a sum owed, a deadline, a date ahead, the date signed
    (:data:`_OWED`, :data:`_DEADLINE`, :data:`_DATE_AHEAD`, :data:`_SIGNED`: their searches, remembered per key)."""
    return (_OWED.search(key) is not None, _DEADLINE.search(key) is not None, _DATE_AHEAD.search(key) is not None,
            _SIGNED.search(key) is not None)


def _pick_for(options, rng: random.Random, plan: Plan, channel: bool = True) -> str | None:
    """:func:`pick`, drawn again while the wording points at a date the record does not give; None if none fits
    (``channel``: none that speaks of a call to one who asked not to be called, see :func:`calls_off`)."""
    keys = _field_keys(plan.fields)
    if channel:  # (not for the lines on the person's own phone, which keep to their wish already: ``reach``)
        options = _for_channel(options, plan)
        if not options:
            return None
    for _ in range(8):
        text = pick(options, rng)
        if _said_ok(text, keys, plan.record_type, plan.subcategory):  # _dated_ok, the plan's keys taken once
            return text
    return None


#: A rights line that points the reader at a complaints procedure ("If you are not satisfied with how we dealt with
#: this, the complaints process is available ...").
_COMPLAINT_LINE = re.compile(r"[Cc]omplaint|get (?:this|things) right|Getting this right")
#: A provider's decision on the person's request or its bill (the papers that may tell how to complain, now and then).
_DECISION_OR_BILL = re.compile(r"\b(?:bill|billing|statement|folio|invoice|explanation of benefits|claim|refund|"
                               r"chargeback|determination|award letter|eligibility notice|closure)\b")


#: The default rights lines on questioning an entry of a bill, and on a review of a provider's decision, and the
#: record types that carry each.
_ENTRY_LINE = re.compile(r"an entry on this|errors or questions about this")
_REVIEW_LINE = re.compile(r"\[this decision\|our decision\|the outcome\]|\[A review of this decision\|")
_BILL = re.compile(r"\b(?:bill|billing|statement(?! of work)|folio|invoice)\b")
_DECISION = re.compile(r"\b(?:claim|determination|award letter|eligibility notice|refund|chargeback|closure|denial|"
                       r"decision)\b")


def _rights_lines(plan: Plan, lines: list[str], rng: random.Random) -> list[str]:
    """The rights lines a record may print: a complaints paragraph only on a provider's decision or bill, and on few
    of those (reader7: "If you are not satisfied with how we dealt with this, the complaints process is available"
    on most letters of the kinds that may carry it, in the same few wordings); a right of review or access on a
    public body's letters; an office's other lines (time limits) now and then."""
    if not lines:
        return lines
    rt = plan.record_type
    own = [line for line in lines if _ENTRY_LINE.search(line) and _BILL.search(rt)
           or _REVIEW_LINE.search(line) and _DECISION.search(rt)]  # a bill's "question an entry", a decision's review
    lines = [line for line in lines if not (_ENTRY_LINE.search(line) or _REVIEW_LINE.search(line))]
    if _DECISION_OR_BILL.search(rt) and rng.random() < 0.25:
        return [line for line in lines if _COMPLAINT_LINE.search(line)] or own or lines
    if own:
        return own
    lines = [line for line in lines if not _COMPLAINT_LINE.search(line)]
    if plan.format in _STATEMENT_FORMATS:  # a statement sets no time to answer it (s24-stmt: on a dues tracker)
        lines = [line for line in lines if not _TIME_LIMIT_LINE.search(line)]
    return lines if plan.category == "government" or rng.random() < 0.35 else []


#: A statement's line that sets a time to question its entries ("report any error within 60 days").
_QUERY_LIMIT = re.compile(r"\b60 days\b")


#: A rights line on the time to answer a decision ("Time limits matter here: a late reply could mean ...").
_TIME_LIMIT_LINE = re.compile(r"Time limits|the time limits")
#: Next steps of a letter that a statement never writes: the next letter, who deals with "your file", a review of a
#: decision, a reply it waits for, an outcome to come (s24-stmt; reader14 class 5).
_NOT_STATEMENT_STEP = re.compile(r"next letter|dealing with your file|handles your file|looks after your file|named "
                                 r"contact|point of contact|second look|review by another|fresh review|new decision"
                                 r"|please reply|please answer|we need your reply|an answer is needed|unless you reply"
                                 r"|hear nothing|no answer in|outcome|our answer|the result|decision is made"
                                 r"|review is done|checks are complete|we have an answer")


def _rights(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """What an office tells its reader about their rights (review, complaint, access) and the help on offer, as its
    kind of office does (``rights`` and ``help``: a public body's review and interpreting, a business's complaints
    procedure): one of each, in a paragraph of its own (none on a person's own papers)."""
    sk = _skel(plan)
    said = [_pick_for(lines, rng, plan) for part in ("rights", "help")
            if (lines := for_issuer(sk[part], plan)) and (part != "rights" or (lines := _rights_lines(plan, lines, rng)))
            and rng.random() < 0.9]
    said = [t for t in said if t]
    if said:
        b.tmpl(_org_in(" ".join(said), plan).replace("{doc}", doc_noun(plan)) + "\n\n")


#: A source that is the person's papers, and the fields that date their coming in (see :func:`_sources`).
_SENT_IN_PART = re.compile(r"sent in|handed in|posted\]")
_SENT_IN_KEY = re.compile(r"request_date$|submitted_date$|^request_received_date$|^application_date$")


#: Fields that tell where the matter itself stands (a ticket "resolved and waiting for the user to confirm", a police
#: case "open and assigned to a detective"): a record telling one prints no second, generic status of the file.
MATTER_STATUS_KEYS = frozenset({"ticket_status", "incident_disposition"})


def _tells_status(plan: Plan) -> bool:
    """Whether the record tells its matter's status in a field of its own (see :data:`MATTER_STATUS_KEYS`)."""
    return any(f.key in MATTER_STATUS_KEYS for f in plan.fields)


def _after_death(part: str, later: str, plan: Plan) -> bool:
    """Whether a source ``part`` has the person do something (send papers, talk) on a day after their death (s29-dates:
    a probate inventory "from the papers Mr. Hicks supplied on September 17, 2024", seven months after he died)."""
    died, on = parse_day(plan.values.get("date_of_death") or ""), parse_day(later or "")
    return "{who}" in part and "{later}" in part and died is not None and on is not None and on[0] >= died[0]


def _sources(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """The line of an office's report or memo on what it was written from, dated from the matter's timeline."""
    parts = _skel(plan)["sources"]
    if not parts or not set(plan.record_type.lower().split()) & set(_office_file(plan)["sourced"]):
        return  # a ticket, a plan or a log is not written "from" sources; an investigation or a review is
    # (the intake the record dates, where it has one: no "the intake sheet of January 8, 2024" beside "His intake
    # was done on May 12, 2023", reader15; s25-contra)
    opened = plan.values.get("case_opened_date", "") or plan.values.get("intake_date", "")
    dates = _entry_dates(plan, 3, opened)  # none before the file was opened, and the first contact opened it
    dates[0] = opened or dates[0]
    # the papers the person sent in came on the day the record tells they came in (reader7: "the forms Mr. Waters
    # handed in on September 26" beside "On August 30, the office logged what he sent in")
    asked = next((plan.values[f.key] for f in plan.fields if _SENT_IN_KEY.search(f.key) and plan.values.get(f.key)), "")
    said = [vary(p, rng).replace("{who}", f"{plan.honorific} {{last_name}}").replace("{first}", dates[0])
            .replace("{later}", asked if asked and _SENT_IN_PART.search(p) else dates[1])
            for p in rng.sample(parts, k=min(len(parts), rng.randint(2, 4)))
            if not _after_death(p, asked if asked and _SENT_IN_PART.search(p) else dates[1], plan)]
    # a home visit only where the matter has a home to visit, a site visit where it has a site (``situations``)
    said = [s for s in said if _dated_ok(s, plan)] or said[:1]
    if not said:
        return
    head = rng.choice(("Based on: ", "Written from: ") if plan.category == "media" and plan.subcategory != "journalism"
                      else ("Sources: ", "Based on: ", "Sources used: "))  # a labelled list, not a sentence
    # (a newsroom's "Sources" only in its own papers, not a platform's or a publisher's: reader5 class 11)
    b.tmpl(head + "; ".join(said) + ".\n\n")


@lru_cache(maxsize=4096)
def _keep_this_doc(footer: str) -> bool:
    """(speed only) Whether a footer tells the reader to keep the document (its search, remembered)."""
    return re.search(r"(?:[Kk]eep|Store)\]? this \{doc\}", footer) is not None


#: Record types that collect personal details from the person or hold their money or cover (an application, an
#: intake or enrolment form, a bank's or an insurer's papers): the only ones whose foot may carry a privacy notice.
_COLLECTS_DATA = re.compile(r"\b(?:application|applying|intake|enrol(?:l)?ment|registration|sign-up|claim|policy|"
                            r"insurance|insurer|coverage|account|loan|mortgage|credit|bank|banking|benefits?|tax|"
                            r"onboarding|consent|authorization|request form)\b", re.I)
#: Records whose papers never carry a privacy or filing notice at their foot (a clinic's notes and summaries, minutes,
#: school reports, anything a person writes): reader7 class 4, "Access is limited to the staff handling this
#: matter" under an ED discharge summary.
_NO_FOOTER_FORMATS = frozenset(("case notes", "chat log", "meeting minutes", "minutes", "interview transcript",
                                 "diary", "journal entry"))


def _prints_footer(plan: Plan, internal: bool, rng: random.Random) -> bool:
    """Whether the record's foot carries a notice at all: an office's own memo or report now and then ("Internal use
    only"), and a paper to the person only where it collects their details or holds their money or cover (an
    application form, a bank's or an insurer's letter), and not on most of those (reader7 class 4: a privacy footer
    on 54 of 300 records of every kind, in three wordings)."""
    if plan.format in _NO_FOOTER_FORMATS or plan.category in ("medical", "education", "personal"):
        return False
    if internal:
        return plan.format in ("memo", "report") and rng.random() < 0.12
    collects = plan.format in ("form", "application") or plan.category == "financial" \
        or _COLLECTS_DATA.search(plan.record_type) is not None
    if plan.category == "legal" and plan.format in ("letter", "email thread"):  # a firm's letter to its client is
        return rng.random() < 0.35  # marked privileged now and then (its own line only: _footer)
    return collects and rng.random() < 0.45


def _footer(b: TextBuilder, plan: Plan, rng: random.Random, internal: bool = False) -> None:
    """The confidentiality or privacy notice an office prints at the foot of its papers (none on a person's own):
    to the person on what is sent to them, about the person on its own ``internal`` memos, reports and notes."""
    def make() -> list[str]:  # (speed: worked out once per record and set of fields, see _RecordMemo.remember)
        footers = _kind_parts(plan, "footers", "internal" if internal else "addressed")
        footers = [f for f in footers if not denies_preferred(f, plan)  # no "never by text" to one who asked for texts
                   and _dated_ok(f, plan)]  # and no case or decision the matter does not have
        footers = _for_channel(footers, plan)  # no "we may record calls" where the person asked not to be called
        if plan.format in ("form", "application") or filed_by_person(plan.record_type):  # a paper they hand in is
            footers = [f for f in footers if not _keep_this_doc(f)  # not theirs to keep
                       and "by mistake" not in f]  # ... nor a message that can reach the wrong person
        elif plan.format == "email thread":  # an e-mail is not a paper to store "in a safe place" (reader6 class 2:
            footers = [f for f in footers if not _keep_this_doc(f)]  # under a reply of one line)
        return footers

    footers = _RecordMemo.remember(plan, ("footers", internal, frozenset(_field_keys(plan.fields))), make)
    if not _skel(plan)["issuer"] or not footers or not _prints_footer(plan, internal, rng):
        return
    said = b.text()
    if plan.category == "legal" and not internal:  # (no "About your data" from the firm that acts for you, and
        if "privilege" in said:  # no privilege mark under a letter that has said its letters are privileged)
            return
        footers = [f for f in footers if f.startswith("[Privileged")] or footers
    text = pick(footers, rng)
    if re.search(r"\bact(?:ing)? (?:for you|on your behalf|in your name)|[Hh]elping you", text) and re.search(
            r"\b(?:act|deal with us|speak to us) (?:for you|on your behalf)", said):  # the help paragraph said it
        text = pick([f for f in footers if "acting" not in f and "helping" not in f] or [""], rng)
    if not text:  # not every office prints a notice at the foot of its papers
        return
    text = _org_in(text.replace("{who}", f"{plan.honorific} {{last_name}}").replace("{doc}", doc_noun(plan)), plan)
    b.lit("\n")
    b.tmpl(text + "\n")


def _declaration(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """A signed declaration, composed from the family's parts, and the signature line."""
    parts = _skel(plan)["declaration"]
    tail = pick(parts["tails"], rng).replace("{org}", plan.organisation if _skel(plan)["issuer"] else "everyone")
    b.line(rng.choice(("Declaration", "Declaration and signature")  # no applicant on a release (reader5 class 10)
                      + (() if re.search(r"release|waiver|consent", plan.record_type) else ("Applicant's declaration",))))
    lead = rng.choice(parts["leads"])
    body = vary(said := rng.choice(parts["bodies"]), rng)  # (drawn as ``pick`` draws it)
    # a form's declaration says two things, as a printed one does (that the answers are true, and that nothing
    # was left out or that the person has read the questions), each under its own lead
    second = random.Random(plan.layout_seed * 31 + 7)
    # (one of what the answers are, one of what the person did: read every question, left nothing out)
    more = [t for t in parts["bodies"] if t.startswith("I have") != said.startswith("I have")]
    again = [t for t in parts["leads"] if t.split()[:2] != lead.split()[:2] and not t.startswith("By signing")]
    extra = f" {second.choice(again)} {pick(more, second)}." if more and again else ""
    b.tmpl(f"{lead} {body}{tail}.{extra}\n")
    dated = _form_dated_by(plan)  # signed the day the form is dated (its date line's own field, where it has one)
    b.line("Signed: {full_name}    Date: " + ("{" + dated.key + "}" if dated is not None else plan.record_date))
    if re.search(r"\bjoint\b", plan.record_type) and plan.values.get("joint_account_holder"):
        # (a joint account is closed or changed on both owners' signatures, not one: reader16 T8)
        # (a plain labelled line, so that a sanitized copy drops it whole with the joint owner's name)
        b.line("Joint owner's signature: {joint_account_holder}")


#: Offices whose letters identify their reader by date of birth under the reference (a clinic, a benefits office, an
#: insurer, a court, a school); other letters tell it, if at all, in their text.
_DOB_IN_HEAD = frozenset({"medical", "government", "financial", "legal", "education"})


def _letter(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """An office's letter: letterhead, date, addressee, the numbers it quotes, what it is about, the account by
    topic, what happens next, how to reach the office, the signer."""
    if not _skel(plan)["issuer"]:
        _personal_letter(b, plan, rng)
        return
    _letterhead(b, plan)
    b.lit("\n")
    b.line(plan.record_date)
    b.lit("\n")
    placed = _address_block(b, plan)
    # the reader's own phone under their address, and a copy by e-mail noted under the signature, as a real letter
    # prints them; not told again in a closing that piles up every way to reach them (reader11 class 2)
    shown = _shown_contacts(plan)
    if "phone" in shown:
        b.line(("Tel. ", "", "Tel. ")[plan.join_seed % 3] + "{phone}")  # (an address block, not a contact card)
    if "email" in shown and not _copy_by_mail(plan):
        b.line("{email}")
    b.lit("\n")
    own = _own_reference(plan, [f for f in plan.fields if f.key not in placed])
    if own is not None:  # the matter's own number is the letter's reference: one number, not two unrelated ones
        b.reference = own.key
        placed.add(own.key)
    _reference_line(b, plan, rng)
    if plan.colleague and plan.colleague in b.spans:  # the head's "Your contact: X, ..." names the handler once: the
        placed.add(plan.colleague)  # body does not say again "Your contact on staff is X" (s25-letter: 72 of 91)
    elif _colleague_key_held(plan) and _handler_said(b, plan):  # (s27-contact) the closing's own paragraph names
        placed.add(plan.colleague)  # them with their role and how to reach them: no "Your agent is X." before it
    # at most one more number, labelled, when the matter carries one (a court's case number, an account number)
    ids = _quoted_ids(plan, [f for f in plan.fields if f.key not in placed], limit=1)
    # the person's date of birth identifies them under the reference, as an office's letter prints it; told in the
    # body it reads the reader their own birthday ("Records show you were born on ...")
    if dob_in_letter(plan.category, plan.record_type):
        ids += [f for f in plan.fields if f.key == "date_of_birth" and f.key not in placed]
    else:  # (nor told in the body: a letter of another kind does not tell it at all; see :func:`untold`)
        placed.add("date_of_birth")
    # the numbers the office knows the person by stand in the same block, labelled (not "We have matched this to
    # your record using your driver's license number (...)": reader11 class 6), as many as a letter's head holds
    room = 2 - bool(b.reference or "case_reference" in b.spans) - len([f for f in ids if f.key != "date_of_birth"])
    ids += _head_ids(plan, [f for f in plan.fields if f.key not in placed and all(f is not g for g in ids)], room)
    # the person's standing facts that bear on no step of the letter (their plan, program, role, the other party)
    # stand labelled in the same block, as an office's letter heads them ("Plan: ...", "Program: ..."), not as
    # "The steps in this letter are set out with the fact in mind that ..." (reader12 class: premised facts)
    # (only the other party to the matter now, "Landlord: ...", "Attorney of record: ...": the person's own standing
    # facts are told in the letter's sentences, not as a block of their particulars under the references: reader13
    # class 1, "Work authorization: ...", "Other income: ...", "Hobby: ...", "Allergy: ...")
    ids += _head_facts(plan, [f for f in plan.fields if f.key not in placed and all(f is not g for g in ids)], most=2,
                       kinds=frozenset({"person"}))
    ids += _account_line(plan, [f for f in plan.fields if f.key not in placed and all(f is not g for g in ids)])
    ids += _school_head(plan, [f for f in plan.fields if f.key not in placed and all(f is not g for g in ids)])
    _kv(b, ids)
    # the matter, and whose it is when no number of its (other than those printed just above) says so
    subject = _subject(plan, rng, "office", frozenset(placed | {f.key for f in ids} | {"case_reference"}))
    b.line(f"Re: {subject}" + ("" if "{" in subject else " — {full_name}"))
    b.lit("\n")
    b.line(_salutation(plan, rng))
    b.lit("\n")
    placed |= {f.key for f in ids} | {"phone", "email"}
    # a number the Re: line quotes is not told again in the body nor at its foot (reader13 class 7: "Re: Authorization
    # number RJX-038557" then "Prior authorization number RJX-038557 is assigned to your treatment.")
    placed |= {k for k in re.findall(r"\{(\w+)\}", subject) if k in plan.values and k != "full_name"}
    thanks = _thanks_for(plan, placed)  # the day the person's request came in, as a reply's first words
    if thanks:
        b.tmpl(thanks + " ")
        placed |= set(re.findall(r"\{(\w+)\}", thanks))
    placed |= _unanswered_arrival(plan)
    if _letter_kind(plan) is not None:  # the decision, request or confirmation the letter is for comes first
        b.lit(_purpose(plan, "letter", rng) + "\n\n")
    else:
        opening = _opening(plan, "second", rng)
        for _ in range(4 if thanks else 0):  # (thanked for the request: no "Following your call, ..." after it)
            if not _ASKED_OPENING.match(opening):
                break
            opening = _opening(plan, "second", rng)
        # the opening names the matter; the purpose after it says "it", not the record type's whole name again
        purpose = next((p for p in (_purpose(plan, "letter", rng, name="\0") for _ in range(4))
                        if p.split()[0] != opening.split()[0]), "")  # two sentences that start alike read as a template
        purpose = re.sub(r"\b(?:your|this|the) \0", "it", purpose).replace("\0", "it")
        b.lit(f"{opening} {purpose}".rstrip() + "\n\n")
    # an office's letter does not tell its reader the story of why it was written (issue 19: the background steers)
    own, told = _own_details(plan, [f for f in plan.fields if f.key not in placed])
    # the person's standing facts (their landlord, their program, how long they have been a customer) are told with
    # the facts of their topic, joined to them, not one to a sentence nor as what the office "took account of"
    # (reader13; see :data:`_SAID_PLAINLY`)
    plain = [f for f in own if _said_plainly(plan, f)]
    own, told = [f for f in own if f not in plain], told + plain
    wish = [f for f in told if _is_wish(f)]  # how the office will reach them: with how to reach the office
    _grouped_prose(b, plan, [f for f in told if not _is_wish(f)], "second")
    _details_block(b, plan, own)
    # the matter's dates in order, this letter's among them, and those still to come (as a firm's or an office's
    # letter sums up a file it has handled for months)
    # (drawn with its own generator: the letter's other choices stay those it made without the list)
    # (only where a date is still to come, and without the file's own scaffolding: no "file opened" or "this letter
    # sent" line, no "your file in dates" heading; reader11 read those as a case file's, not a letter's)
    own_rng = random.Random(plan.layout_seed * 7 + 3)
    _chronology(b, plan, plan.fields, own_rng, own_rng.choice((
        "Key dates", "Important dates", "Dates to remember", "Coming up", "Dates to note")), ahead=True,
        later=True, letter=True, coming_only=True)
    _next_steps(b, plan, rng)
    _found_quoted(b)  # (with what the reader is to do: the closing stays the last paragraph before the sign-off)
    _notice_part(b, plan)  # (a notice's own part: dispute steps, reporting instructions, appeal rights)
    b.lit("\n")
    _rights(b, plan, rng)
    _contact_closing(b, plan, rng, " ".join([_wish_said(plan, f, "second") for f in wish]
                                            + [_reach(plan, rng, asked=bool(wish), shown=shown)]).strip())
    _found_out(b, before="\n")  # (an address found under, as before)
    b.lit("\n" + rng.choice(_skel(plan)["sign_offs"]) + "\n\n")
    b.line(_signer(plan))
    b.line(plan.organisation)
    if "signer_email" in plan.values:
        b.line("{signer_email}")
    if line := _direct_line(plan):
        b.line(line)
    cc = _cc_handler(plan) if plan.colleague in b.spans else ""  # the named handler the head sends the reader to gets a copy (reader12: a contact in the
    if rng.random() < 0.5:  # head and a different signer, with nothing tying the two together)
        note = rng.choice(("Enclosure: 1 page", "cc: file", "Enclosures: 2"))  # no "Enc.: file copy"
        b.lit("\n")
        b.line(cc if cc and note == "cc: file" else note)  # (one "cc:" line; a template: it names the handler)
        if cc and note != "cc: file":
            b.line(cc)
        if _copy_by_mail(plan):
            b.line(_COPY_LINES[plan.join_seed % len(_COPY_LINES)])
    elif _copy_by_mail(plan) or cc:
        b.lit("\n")
        if cc:
            b.line(cc)
        if _copy_by_mail(plan):
            b.line(_COPY_LINES[plan.join_seed % len(_COPY_LINES)])
    _footer(b, plan, rng)


def _said(b: TextBuilder, plan: Plan, key: str, back: str) -> str:
    """``{key}`` where the letter has not told the value yet, else ``back`` ("by the date above"): a notice's part
    quotes the case's own figure once, not twice."""
    if key in plan.values and key not in b.spans and any(f.key == key for f in plan.fields):
        return "{" + key + "}"
    return back


def _notice_lines(b: TextBuilder, plan: Plan, part: dict, rng: random.Random) -> list[str]:
    """One ``notice_parts`` entry of skeletons.yaml filled for ``plan``: each line one of its wordings, its slots the
    case's own values where the letter has not told them yet, else the words that refer back to them."""
    slots = {}
    for name, slot in (part.get("slots") or {}).items():
        if "choose" in slot:
            slots[name] = rng.choice(slot["choose"])
            continue
        said = _said(b, plan, slot["key"], slot["back"])
        slots[name] = slot.get("lead", "") + said if said.startswith("{") else said

    def holds(name: str) -> bool:
        return bool(slots[name]) if name in slots else any(f.key == name for f in plan.fields)

    lines = []
    for entry in part["lines"]:
        if isinstance(entry, dict):
            wanted = holds(entry["if"]) if "if" in entry else not holds(entry["unless"])
            entry = entry.get("then") if wanted else entry.get("else")
            if not entry:
                continue
        lines.append(_SLOT.sub(lambda m: slots.get(m.group(1), m.group(0)), rng.choice(entry)))
    return lines


@lru_cache(maxsize=1)
def _notice_parts() -> tuple[tuple[re.Pattern, dict], ...]:
    return tuple((re.compile(p["kind"]), p) for p in _skeleton_yaml().get("notice_parts") or ())


def _notice_part(b: TextBuilder, plan: Plan) -> None:
    """The part a real notice of its kind prints beside its facts (issue 19, s26-words): a debt validation notice's
    dispute steps, a jury summons's reporting instructions, a tax adjustment's "if you agree / if you do not", a
    benefit determination's reasons and appeal rights, a license hearing's what to bring, an EAD approval's card and
    renewal, a truancy warning's conference and what the law requires (skeletons.yaml ``notice_parts``); each from
    the case's own values, and a value told already is referred to, not told again."""
    if plan.format != "letter" or not _OFFICE_STARTED.search(plan.record_type.lower()):
        return
    rng = random.Random(plan.layout_seed * 11 + 5)
    kind = plan.record_type.lower()
    held = {f.key for f in plan.fields}
    part = next((p for rx, p in _notice_parts() if rx.search(kind) and all(k in held for k in p.get("needs") or ())
                 and all(k in plan.values for k in p.get("needs_value") or ())), None)
    if part is None:
        return
    lines = _notice_lines(b, plan, part, rng)
    if not lines:
        return
    heads = {i for i, t in enumerate(lines) if not t.endswith(".")}
    b.lit("\n" if b.text().endswith("\n") else "\n\n")  # (a paragraph of its own after what happens next)
    for i, t in enumerate(lines):
        if i in heads:
            b.line(t)
        else:
            b.tmpl(t)
            b.lit("\n" if i + 1 == len(lines) else "\n\n" if i + 1 in heads else " ")


#: Openings that speak of the person's request or call, said already by :func:`_thanks_for`.
_ASKED_OPENING = re.compile(r"(?:You (?:recently )?asked us|You contacted us|Following|After) ")


#: Keys of the day the person's own request, application, booking or first message reached the office.
_ARRIVAL_KEY = re.compile(r"^(?:request_received_date|\w*request_date|application_date|travel_booked_date|"
                          r"date_submitted|\w*submitted_date|submission_date|intake_date|case_opened_date)$")


def _arrival(plan: Plan, placed: set[str]) -> FieldSpec | None:
    """The field dating the person's request (or application, booking, first message) that the letter answers."""
    today = parse_day(plan.record_date)
    for f in plan.fields:
        if f.key in placed or not _ARRIVAL_KEY.match(f.key) or f.key not in plan.values:
            continue
        day = parse_day(plan.values[f.key])
        if day is not None and today is not None and day[0] <= today[0]:
            return f
    return None


def _unanswered_arrival(plan: Plan) -> set[str]:
    """A notice, warning or bill answers no request of the person's: the day one "reached the office" is not told
    in it (s24/s25-letter: "Your application reached the office on ..." in a truancy warning); the keys to leave out."""
    if plan.format != "letter" or not _OFFICE_STARTED.search(plan.record_type.lower()):
        return set()
    return {f.key for f in plan.fields if _ARRIVAL_KEY.match(f.key)}


def _thanks_for(plan: Plan, placed: set[str]) -> str:
    """A reply's first words on what it answers and when that came in ("Thank you for your application of June 15,
    2024."), as a real office's reply opens: not a body sentence reciting it back ("Your application reached this
    office on June 15, 2024.", "Your contact is dated ...": reader15 class 2, 38 of 103 office letters at seed 4444)."""
    if plan.format != "letter":
        return ""
    if _OFFICE_STARTED.search(plan.record_type.lower()):  # a notice follows the office's own earlier letter
        earlier = next((f for f in plan.fields if f.key == "previous_notice_date" and f.key not in placed
                        and f.key in plan.values), None)  # ("On July 30, 2024, you were first written to about this.")
        return "This follows our letter of {previous_notice_date}." if earlier is not None else ""
    f = _arrival(plan, placed)
    if f is None:
        return ""
    date = "{" + f.key + "}"
    if f.key == "travel_booked_date":
        return f"Thank you for booking with us on {date}."
    if f.key == "request_received_date":  # (a newsroom's, a platform's or a publisher's correspondent)
        return f"Thank you for your message of {date}."
    if f.key == "intake_date":  # (a firm's first meeting with its client)
        return f"Thank you for meeting with us on {date}."
    noun = _opened_noun(plan)
    if noun == "manuscript":
        return f"Thank you for sending us your manuscript on {date}."
    if noun == "booking":
        return f"Thank you for booking with us on {date}."
    return (f"Thank you for your {noun} of {date}.",
            f"Thank you for your {noun}, which reached us on {date}.")[(plan.join_seed >> 5) % 2]


#: Labels of the particulars a letter asks its reader to quote: their numbers, and the lot or unit of a property.
#: (not a passport number: no office asks for one in every letter; it says which ID it holds, s28 merge)
_QUOTABLE = re.compile(r"^(?!Jersey|Bib|Seat|Table|Locker|Room|Bed|Shirt|Passport)[\w' ]*(?:number|ID|No\.)$|^Lot or unit$")


def _found_quoted(b: TextBuilder) -> None:
    """A letter's particulars the office knows its reader by (:func:`_found_out`), asked to be quoted in a reply
    ("Please include your customer number, VUE-13917097, in anything you send us."), not a bare "Lot or unit: Lot 23" line
    between the closing and the sign-off (s22-letter)."""
    found, address = b.found_later or ((), "")
    if not found or address or not all(_QUOTABLE.search(f.label) for f in found):
        return  # (an address, or a fact that is no number: left for :func:`_found_out` above the sign-off)
    b.found_later = ()
    said = []
    for f in found:
        label = f.label if f.label[1:2].isupper() or f.label.startswith(("Social Security", "Medica")) \
            else f.label[:1].lower() + f.label[1:]
        said.append("{" + f.key + "}" if "lot or unit" in label.lower() else f"your {label}, {{{f.key}}},")
    b.tmpl(("" if b.text().endswith("\n\n") else "\n") + "Please include " + " and ".join(said)
           + " in anything you send us.\n")


#: Record types about the person's account on a platform or a ticket site, whose letters head it with the handle.
_ACCOUNT_MATTER = re.compile(r"account|harassment|platform|moderation|suspension|ticket|data export|content|creator|"
                             r"subscriber|channel", re.I)


def _account_line(plan: Plan, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """The reader's handle as a letter about their account heads it ("Account: @thetinan"), not told back to them in
    its body ("On social media the account is @thetinan.": reader14 class 6)."""
    if not _ACCOUNT_MATTER.search(plan.record_type):  # (an agency's letter has no use for its reader's handle)
        return []
    return [replace(f, label="Account") for f in fields_ if f.key == "user_handle"][:1]


#: The student and the term a school's letter to a parent or student heads itself with (s25-letter: not "We write
#: about Allison Martinez, kindergarten, and the plan for the year." nor "This record for you relates to the Spring
#: 2024 term." in its body).
_SCHOOL_HEAD = {"dependent_student": "Student", "academic_term": "Term"}


def _school_head(plan: Plan, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """A school's letter heads the student and the term it is about ("Student: Allison Martinez, kindergarten")."""
    if plan.category != "education":
        return []
    return [replace(f, label=_SCHOOL_HEAD[f.key]) for f in fields_ if f.key in _SCHOOL_HEAD]


def _said_plainly(plan: Plan, f: FieldSpec) -> bool:
    """Whether a letter tells the person's own fact ``f`` among the facts of its topic (a standing fact of a kind of
    :data:`_SAID_PLAINLY`), not in the block of facts to check or premised (:func:`_details_block`)."""
    if _checkable(plan, f) or f.key in ("street_address", "city", "postal_code"):
        return False
    clause = _that_clause(plan, f)
    return bool(clause) and not _OFFICE_FACT.match(clause) and _premise_kind(plan, f, clause) in _SAID_PLAINLY


def _direct_line(plan: Plan) -> str:
    """The signer's own line under their name, as an office's letter prints it ("Direct line: 616-555-0168, ext.
    214"): the office's number with the signer's extension (none where the office prints no phone, and never the
    extension of the colleague the head names)."""
    if "issuer_phone" not in plan.values:
        return ""
    if "signer_extension" in plan.values:  # (the extension the case drew for the signer, annotated: s28-dense)
        return ("Tel. ", "Phone: ", "Tel. ")[plan.join_seed % 3] + "{issuer_phone}, {signer_extension}"
    ext = str(201 + (plan.join_seed >> 7) % 780)
    if ext == plan.values.get("colleague_extension", "").removeprefix("ext. "):
        ext = str(int(ext) + 1)
    # (the office's own number with the signer's extension is "Tel. ..., ext. N", never a "Direct line:" that repeats
    # the letterhead's switchboard: reader17 class I, 39 of 300)
    return ("Tel. ", "Phone: ", "Tel. ")[plan.join_seed % 3] + "{issuer_phone}, ext. " + ext


def _colleague_key_held(plan: Plan) -> bool:
    """Whether the record names a colleague who handles the matter, with an address or extension of theirs."""
    return bool(plan.colleague and plan.colleague in plan.values
                and any(k in plan.values for k in ("colleague_email", "colleague_extension")))


def _cc_handler(plan: Plan) -> str:
    """A letter's copy line to the colleague its head names as the reader's contact, when someone else signs it
    ("cc: Elizabeth Murray, revenue agent"), or "" (always, where the letter introduces them in a sentence: a copy
    line to the one its text sends the reader to reads as scaffolding, reader17 R1)."""
    key = plan.colleague
    if plan.format in _TO_READER:
        return ""
    if (not key or key not in plan.values or plan.values.get(key) == plan.values.get("signer_name")
            or not any(f.key == key for f in plan.fields)):  # (only a colleague the letter names: no "cc: {key}")
        return ""
    if not any(k in plan.values for k in ("colleague_email", "colleague_extension")):
        return ""  # (no contact line in the head: nothing to tie together)
    label = next((f.label for f in plan.fields if f.key == key), "")
    role = "" if not label or label in _NOT_A_ROLE else (label if label[1:2].isupper() else label[:1].lower() + label[1:])
    return "Copy to: {" + key + "}" + (f", {role}" if role else "")  # (not "cc: ...": a lower-case line)


#: A label that names what is paid (a form's "Fees" or "Payment" section holds only these).
_FEE_LABEL = re.compile(r"\b(?:fees?|deposit|payment|paid|charges?|costs?|premium|price|dues|deductible)\b", re.I)


#: A form's guidance line on how to return it (post it, or hand it in at the front desk).
_RETURN_FORM = re.compile(r"\[(?:Return\|Send\|Post|Hand in\|Leave)")


#: Keys of the day a person hands in or files what they fill in (a form's own date, see :func:`_submission_field`).
#: (not a court's filing date: a firm's intake form is filled in at its own time)
_SUBMISSION_KEY = re.compile(r"^(?:date_submitted|\w*_?submitted_date|submission_date|application_date)$")


def _submission_field(plan: Plan, f: FieldSpec) -> bool:
    """Whether ``f`` is the day the person hands in the form (a "Date submitted" or "Date filed" field): on a form
    it is the form's own date line, never a second date field beside it."""
    return _SUBMISSION_KEY.search(f.key) is not None and f.key in plan.values \
        and parse_day(plan.values[f.key]) is not None


def _form_dated_by(plan: Plan) -> FieldSpec | None:
    """The field whose day a form carries as its own date: the day the person handed it in where the record gives
    one, or the day the office received it where that is before the record's date (no "Form completed: July 10"
    above "Received: June 30"); None where the form carries the record's date."""
    sent = next((f for f in plan.fields if _submission_field(plan, f)), None)
    if sent is not None:
        return sent
    today = parse_day(plan.record_date)
    for f in plan.fields:
        if form_office_kind(f.key) == "received" and "time" not in f.key and _skel(plan)["issuer"]:
            day = parse_day(plan.values.get(f.key, ""))
            return f if day and today and day[0] < today[0] else None
    return None


#: A form field on how notices are sent, and a wish to be reached by phone or text (see :func:`_form`).
_NOTICES_LABEL = re.compile(r"(?i)\bnotices\b")
_BY_PHONE = re.compile(r"(?i)\b(?:phone|text|call)")
#: Papers that prove a payment (sent only with a form that charges a fee).
_PAID_PAPER = re.compile(r"(?i)fee receipt|proof of payment|receipt copy")
#: Section headings that speak of the person in the third person, and a form's own (the person fills it in).
_FORM_HEADINGS = {"Where they work": "Occupation and employer",
                  # (words for an office file, not a form: s24-forms "Section A. Person on file")
                  "Person on file": "Personal details", "Who this concerns": "Personal details",
                  "The individual": "Particulars", "Documents on file": "Identification",
                  "Numbers on file": "Identification", "Records on file": "Birth and identity"}


def _form_heading(plan: Plan, group: str) -> str:
    """The heading of a form's section on ``group``: :func:`_heading`, in the words of a form the person fills in
    ("Occupation and employer", not "Where they work": reader12 R4; never the
    schema's own group name)."""
    heading = _heading(plan, group)
    return _FORM_HEADINGS.get(heading, heading)


def _form_charges(plan: Plan) -> bool:
    """Whether the form has a fee or a payment of the person's in its fields (a receipt may go with it)."""
    return any(_FEE_LABEL.search(f.label) and amount(plan.values.get(f.key, "")) is not None for f in plan.fields)


def _names_issuer(plan: Plan, f: FieldSpec) -> bool:
    """Whether the field ``f`` holds the name of the office whose form it is (its letterhead names it already)."""
    if not _skel(plan)["issuer"]:
        return False
    value = plan.values.get(f.key, "")
    org = plan.organisation
    return bool(value) and ("{" + f.key + "}" in org or value.lower() == org.lower()
                            or ("{" in org and value.lower() == org.format_map(_Blank(plan.values)).lower()))


class _Blank(dict):
    """A mapping for ``str.format_map`` that leaves unknown keys as they are."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


#: Amounts a person puts on a form from their own reckoning (their household's income, what they ask for, their
#: housing cost, their estimated payments): whole dollars, as a person writes them (reader13, s21-forms class G: not
#: "Household income: $1,910.12", "Amount asked for: $360.46").
_OWN_ESTIMATE = re.compile(r"household_(?:monthly_)?income|monthly_household_income|amount_requested|amount_asked|"
                           r"monthly_housing_cost|housing_payment|estimated_tax_payment|annual_contribution_total")


def _whole_dollars(plan: Plan) -> None:
    """The form's own estimates (:data:`_OWN_ESTIMATE`) in whole dollars, in place ("$1,910.12" -> "$1,910")."""
    for f in plan.fields:
        value = plan.values.get(f.key, "")
        if _OWN_ESTIMATE.search(f.key) and (m := re.fullmatch(r"\$([\d,]+)\.(\d\d)", value)):
            plan.values[f.key] = f"${int(m.group(1).replace(',', '')) + (m.group(2) >= '50'):,}"




def _form(b: TextBuilder, plan: Plan, rng: random.Random, title: str = "") -> None:
    """A form: every short entry in a labelled field under its section, what needs words in the person's own
    statement, a signed declaration, and the office's receipt."""
    _whole_dollars(plan)
    _letterhead(b, plan, upper=True)
    b.line(_form_title(plan, title or _title(plan).upper(), rng))
    labels = {f.label.lower() for f in plan.fields}  # the form's own date line never repeats a field's label
    # (the person dates what they fill in: "Date received" is the office's, in its box at the foot: reader11 class 7)
    head = rng.choice([h for h in ("Date: ", "Form completed: ", "Date of submission: ")
                       if h[:-2].lower() not in labels] or ["Dated: "])
    sent = _form_dated_by(plan)
    if sent is not None:  # the record's own submission date is the form's date (one date, not two that differ)
        b.line(head + "{" + sent.key + "}")
    else:
        b.line(head + plan.record_date)
    b.line(_purpose(plan, "form", rng))
    if guidance := _skel(plan)["guidance"]:  # the notes on filling it in that a form prints before its first section
        # (and "Print your name as it is on your photo ID" only where the office checks it: ``form_kinds``)
        guidance = guidance + (_skel(plan)["form_kinds"]["identity"]["guidance"] if _checks_identity(plan) else [])
        picked = rng.sample(guidance, k=min(len(guidance), rng.randint(3, 4)))
        # one way of returning the form (reader9 150: "Drop off the completed form at the front desk" beside "Post
        # this form to the office above in the envelope provided")
        returns = [g for g in picked if _RETURN_FORM.match(g)]
        if _remote(plan):  # (a fully remote person posts it: no front desk)
            returns = [None] + [g for g in returns if "front desk" in g]
        said = [vary(g, rng) for g in picked]  # (each drawn as before, so the rest of the form reads the same)
        if not _form_papers(plan):  # nothing to enclose: no line on copies of the papers asked for
            said = [_NO_PAPERS_TAIL.sub("", t) for t in said]
            picked, said = ([g for g in picked if not _ENCLOSE_LINE.match(g)],
                            [t for g, t in zip(picked, said, strict=True) if not _ENCLOSE_LINE.match(g)])
        b.line(" ".join(t for g, t in zip(picked, said, strict=True) if g not in returns[1:]))
    if "signer_email" in plan.values and _skel(plan)["issuer"]:
        b.line(rng.choice(("Questions: ", "Inquiries: ", "Help with this form: ", "Questions about this form: ",
                           "Need help? Write to ", "For help filling this in: ", "Stuck on a question? E-mail ",
                           "Form questions: ", "Help is available from ", "If anything is unclear, write to ",
                           "Questions about any section: ", "Not sure what to put? E-mail ", "Help: ",
                           "For questions about this form, e-mail ", "Unsure about a question? Write to "))
               + "{signer_email}" + rng.choice(_HELP_TAILS))
    b.lit("\n")
    office_keys = set(_skel(plan)["office_fields"]) if _skel(plan)["issuer"] else set()
    if _skel(plan)["issuer"]:  # and what the office fills in by its kind (``form_office``): its staff, its numbers
        office_keys |= {f.key for f in plan.fields if form_office_kind(f.key)}
    # what the office fills in is never in the person's own statement ("The file is handled by ..., permit technician")
    # how the person pays is a box they fill in ("Payment method: cash at the window"), not a sentence of their
    # statement in the office's words (s24-forms: "My payment came by cash at the window.")
    told = [f for f in plan.fields if _descriptive(plan, f) and f.key not in office_keys
            and _PAYS_BY.search(f.key) is None and not _FORM_BOX_ANSWER.search(f.key)]
    # a fact whose first-person wording is still the office's ("We still need the hospital bill", "Our reporting
    # looks at ...", "a teammate drove the player") is a box the person fills in, not a line of their statement
    told = [f for f in told if not _FORM_OFFICE_VOICE.search(_template(plan, f, "first"))
            and not _FORM_OFFICE_VOICE.search(plan.values.get(f.key, ""))
            and not _FORM_OFFICE_VOICE.search(_sentence(plan, f, "first"))]
    told_keys = {f.key for f in told}
    listed = [f for f in plan.fields if f.key not in told_keys]
    office = [f for f in listed if f.key in office_keys]
    listed = [f for f in listed if f not in office]
    # the office's own name is its letterhead, not a field the person fills in on its own form ("Organization: Cox
    # Recreation Center" on Cox Recreation Center's form; s21-forms: 88 of 139 forms at seed 4242)
    listed = [f for f in listed if not _names_issuer(plan, f)]
    office = [f for f in office if not _names_issuer(plan, f)]  # (nor "Agency office: ..." in its own office box)
    # the day the form is handed in is its own date line, not a second "Date submitted" field under "Details"
    # (s21-forms: 46 of 139, some a fortnight off the form's own date)
    listed = [f for f in listed if not _submission_field(plan, f)]
    if any(f.group == "contact and location" for f in listed):  # how to reach them is asked with the contact details,
        # not under "Payment" beside a card number
        listed = [replace(f, group="contact and location") if _is_wish(f) else f for f in listed]
    # notices go by post or e-mail: a wish to be phoned is how to reach the person, not how notices are sent
    # (reader12 class A': "Send notices by: mobile phone during the lunch hour")
    listed = [replace(f, label="Preferred contact") if _NOTICES_LABEL.search(f.label)
              and _BY_PHONE.search(plan.values.get(f.key, "")) else f for f in listed]
    listed = _form_own_answers(plan, listed)
    listed = [replace(f, label=_online_label(plan, f)) if f.key in _ONLINE_LABELS else f for f in listed]
    listed = _form_regrouped(plan, listed)
    # the papers the office asks for are what the person sends with the form: one "Documents enclosed" box, not a
    # "Documents needed" box the person fills in above a ticked list of other papers (reader16 R4)
    enclosed = [f for f in listed if re.search(r"documents_needed$", f.key)]
    listed = [replace(f, label="Documents enclosed") if f in enclosed else f for f in listed]
    sections = _form_fitted(plan, _form_merged(plan, _form_sections(plan, listed, rng)))
    for i, (heading, fields_) in enumerate(sections):
        b.line(f"Section {chr(65 + i)}. " + heading)
        _kv(b, fields_)
        b.lit("\n")
    if told:  # the form is the request: its statement does not tell how the form came to be filled in
        # an applicant's statement heads an application, a request's details a request: not a release's or waiver's
        kind = plan.record_type.lower()
        kind += "" if re.search(r"release|waiver|consent", kind) else " " + plan.format  # a release laid out as one
        b.line(rng.choice(("In your own words:", "Explanation:", "Additional information:", "Statement:")
                          # (a release grants, it describes no circumstances for a decision: reader5 class 10)
                          # (and only where the office decides on them: aid, a waiver, a leave, reader7 class 3)
                          + (("Describe your circumstances:",)
                             if re.search(_skel(plan)["form_kinds"]["circumstances"]["kinds"], plan.record_type) else ())
                          + (("Applicant's statement:",) if "applica" in kind else ())
                          + (("Details of your request:",) if re.search(r"request|applica|appeal|claim", kind) else ())))
        _prose(b, plan, told, per_paragraph=4, person="first")
    attached = _form_papers(plan)
    pool = _form_papers(plan, fit_reason=False)  # (drawn from as before: the rest of the form reads the same)
    ticked: list[str] = []
    if pool:  # the documents sent with the form, ticked
        head = rng.choice(("Documents attached:", "Attached:", "Enclosed with this form:"))
        ticked = [t for t in rng.sample(pool, k=min(len(pool), rng.randint(2, 4))) if t in attached] or attached[:1]
        if ticked:
            b.line(head)
            for item in ticked:
                b.line(f"[x] {item}")
            b.lit("\n")
    _declaration(b, plan, rng)
    if _skel(plan)["issuer"] and _skel(plan)["form_next"]:  # what happens once it is handed in
        b.lit("\n")
        b.line(rng.choice(("What happens next", "After you send it", "What happens now", "Next steps")))
        days = str(rng.choice((10, 15, 20, 30)))
        steps = _for_channel(_skel(plan)["form_next"], plan)  # no "a member of staff will call you" to one who
        if not attached:  # (no "Papers not enclosed will hold up processing" on a form that asks for none)
            steps = [t for t in steps if not _PAPERS_STEP.match(t)] or steps
        said = [t for t in (vary(t, rng) for t in rng.sample(steps, k=len(steps)))  # asked not to be called
                if _dated_ok(t, plan)]  # ("once a decision is made" only where one is awaited: ``situations``)
        b.line(" ".join(t.replace("{days}", days) for t in said[:rng.randint(2, 3)]))
    _footer(b, plan, rng)
    if _skel(plan)["issuer"]:
        b.lit("\n")
        b.line(rng.choice(("For office use only", "Office use only", "Office use")))
        # the day the office received it: the record's own field where it has one (one "Received" date, not two)
        got = next((f for f in office if form_office_kind(f.key) == "received" and "time" not in f.key), None)
        # (and where the form carries the day it was handed in, that day: no form received before it was filled in)
        got = got or (sent if sent is not None and sent.key not in office_keys else None)
        b.line(f"Received: {{{got.key}}}" if got is not None else f"Received: {plan.record_date}")
        office = [f for f in office if f is not got]
        b.line(rng.choice(("By: ", "Received by: ", "Checked by: ", "Entered by: ", "Processed by: ", "Staff: ",
                           "Logged by: ", "Taken in by: ", "Staff member: ", "Officer: ", "Received and checked by: "))
               + _signer(plan))
        # the member of staff the matter goes to, as an office box assigns it (not "Staff: Mark Hill" above
        # "Coordinator: Wendy Quinn", two staff lines that do not say who does what)
        for staff in [f for f in office if form_office_kind(f.key) == "staff"][:1]:
            b.line(rng.choice(("Assigned to: ", "Passed to: ", "Handled by: ", "Allocated to: ")) + f"{{{staff.key}}}")
            office = [f for f in office if f is not staff]
        pending = False
        if seen := _ids_seen(plan):  # which ID the office saw, only where the form asks for one (no camera club's)
            if any(_ID_PAPER.search(t) for t in ticked):  # (an ID ticked as enclosed is seen, not "awaited")
                seen = tuple(t for t in seen if not t.startswith("none")) or seen
            said = rng.choice(seen)
            # what the office saw agrees with the rest of the form (reader18: "photo ID and proof of address (original
            # seen)" under an "Attached:" list with no proof of address, on a form that asks for copies because
            # "original papers cannot be returned"): a proof of address only where one is enclosed, no original
            # where the form asks for copies
            if _WITH_ADDRESS.search(said) and not any(_ADDRESS_PAPER.search(t) for t in ticked):
                said = _WITH_ADDRESS.sub("", said)
            copies = _COPIES_ONLY.search("".join(b.parts)) is not None
            if copies and said.endswith("copied and returned"):
                said = said.replace("copied and returned", "copy on file")
            if pending := said.startswith("none") or said == "pending":  # (how an office marks what has not come in)
                said = rng.choice(("none yet, to follow", "not yet seen", "to be brought in", "pending", "awaited",
                                   "none so far, to follow", "not provided yet", "to follow by mail"))
            elif "," not in said:  # ("passport, copied and returned" says it already)
                said += rng.choice(("", "", ", copy kept", ", copy on file") if copies else
                                   ("", "", ", original returned", ", copy kept", ", copy on file", " (original seen)"))
            b.line(rng.choice(("Documents seen: ", "ID checked: ", "Proof seen: ", "ID seen: ", "ID verified: ",
                               "Identity checked: ", "Documents checked: ")) + said)
        # the matter's own number where the office box has one ("Agency case number: REC-09322120", "Matter number:
        # ..."): that is the form's reference, not a "Ref.: YDC-892367" above it (two numbers for one matter; s28-head)
        own = None if b.reference or "case_reference" in b.spans else _own_reference(plan, office)
        if own is not None:
            b.reference = own.key
            office = [f for f in office if f is not own]
            rng.choice(_ENCOUNTER_LABELS)  # (the draw its "Ref.:" label took: the rest of the form reads as before)
        _reference_line(b, plan, rng)
        _kv(b, _office_box(office))  # what the office set or found: its case number, the appointment, a check
        # (a release or consent the person signs is no application "under review": reader5 class 10)
        granted = re.search(r"release|consent form", plan.record_type) is not None
        if not _tells_status(plan):  # one status per matter: the record's own where it tells one
            # (nothing "complete" while the ID is still to follow: reader12 class H)
            # (nor while the form tells a step still to come: reader18, "Status: complete" under "Provisional credit:
            # due to post within 10 business days")
            done = () if _STEP_TO_COME.search("".join(b.parts)) else ("complete",)
            b.line("Status: " + rng.choice((("awaiting ID",) if pending else ("logged", "entered") + done)
                                           + (() if granted or pending else ("under review",))
                                           + (() if attached else ("awaiting documents",))))


#: A form section's heading that promises money (its fields are fees, dues, a payment and how it is paid).
_MONEY_HEADING = re.compile(r"(?i)^(?:fees?|payments?|fees and payment|amounts and fees|dues|finances|balances|"
                            r"income and obligations|account|accounts|account information|holdings)$")
#: A field of how or from what a person pays (it goes with the amounts, not with their membership's facts).
_PAYS_BY = re.compile(r"payment_method|paid_method|pay_method|card_on_file|autopay|billing_card")


def _member_kind(plan: Plan) -> bool:
    """Whether the form is about a membership (a club's, a congregation's, a league's): only such a form has a
    "Membership" section."""
    return re.search(r"(?i)member|club|congregation|league|dues|gym|tithing|union|society|roster|registration|enrol",
                     plan.record_type) is not None


def _form_money(plan: Plan, f: FieldSpec) -> bool:
    """Whether the form field ``f`` is an amount or the way it is paid."""
    return amount(plan.values.get(f.key, "")) is not None or _PAYS_BY.search(f.key) is not None


#: The person's handle and web page as a form of each kind asks for them (reader16 class 3: the profile's "Handle:
#: @x / Website: ..." on a swap-meet listing, a nomination, a correction request): (record-type pattern, handle
#: label, page label), the first that matches; else a club's or an office's optional social-media and web lines.
_ONLINE_LABELS = {"user_handle": 1, "url": 2}
_ONLINE_BY_KIND = (
    (re.compile(r"suspension|account|refund ticket|in-game|creator|platform|stream"), "Username",
     "Website linked to the account"),
    (re.compile(r"podcast|broadcast|guest|interview|documentary|release"), "Social media handle (for the show notes)",
     "Website (for the show notes)"),
    (re.compile(r"photo|contest|exhibit|art\b|film|gallery|craft|show entry"), "Instagram (optional)",
     "Portfolio website (optional)"),
    (re.compile(r"correction|retraction|newsroom|tip\b|source"), "Social media account", "Personal website"),
)


def _online_label(plan: Plan, f: FieldSpec) -> str:
    """The label a form of the record's kind gives the person's handle or web page (:data:`_ONLINE_BY_KIND`)."""
    rt = plan.record_type.lower()
    for kind, handle, page in _ONLINE_BY_KIND:
        if kind.search(rt):
            return (handle, page)[_ONLINE_LABELS[f.key] - 1]
    return ("Social media (optional)", "Personal website (optional)")[_ONLINE_LABELS[f.key] - 1]


def _form_sections(plan: Plan, listed: list[FieldSpec], rng: random.Random) -> list[tuple[str, list[FieldSpec]]]:
    """A form's sections as (heading, fields): a group's fields under its heading, with a heading over only the
    fields it names (reader13 R3, s21-forms class B: no "Payment" over "Member number" and "Membership start", no
    "Household" over "Amount asked for"): a group's amounts and how they are paid under a money heading of their own,
    and its other fields under the group's heading where that promises no money, else "Membership" or "Details"."""
    out: list[tuple[str, list[FieldSpec]]] = []
    money_out: list[FieldSpec] = []
    for group, fields_ in _by_group(listed).items():
        heading = _form_heading(plan, group)
        if group.startswith("§"):  # (a subject's own section keeps its amounts: a policy's cover and premium)
            out.append((heading, fields_))
            continue
        # a fee is a payment, not "tax figures"; an income, a balance or a value is no fee ("Fees / Gross income")
        paid = all(amount(plan.values[f.key]) is not None and _FEE_LABEL.search(f.label) for f in fields_)
        if paid:
            out.append((rng.choice(("Fees", "Payment", "Fees and payment")), fields_))
            continue
        money = [f for f in fields_ if _form_money(plan, f)]
        rest = [f for f in fields_ if f not in money]
        if not money and _MONEY_HEADING.match(heading) and not re.search(r"(?i)account|holding", heading):
            member = any(re.search(r"member|club|league|congregat", f.key) for f in rest) and _member_kind(plan)
            out.append(("Membership" if member else "Other details", rest))
            continue
        if not money or not rest or group in ("contact and location", "employment", "transactions and claims"):
            if rest or not _MONEY_HEADING.match(heading) or all(_FEE_LABEL.search(f.label) for f in money) \
                    or re.fullmatch(r"(?i)dues|contributions", heading):  # (a dues group's own amounts)
                out.append((heading, fields_))
            else:
                money_out += money
            continue
        if _MONEY_HEADING.match(heading):  # "Payment" keeps the money; the membership's facts go under their own
            member = any(re.search(r"member|club|league|congregat", f.key) for f in rest) and _member_kind(plan)
            account = re.search(r"(?i)account|holding", heading) is not None  # ("Accounts" fits the account numbers)
            out.append((heading if account else "Membership" if member else "Other details", rest))
            if account:
                money_out += money
            else:
                out.append((heading, money))
        else:  # "Household" keeps the family; the amounts go to the form's money section
            out.append((heading, rest))
            money_out += money
    if money_out:
        fees = all(_FEE_LABEL.search(f.label) or _PAYS_BY.search(f.key) for f in money_out)
        out.append((rng.choice(("Fees and payment", "Payment")) if fees else "Amounts", money_out))
    return out


@lru_cache(maxsize=1)
def _form_office() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The ``form_office`` part of ``skeletons.yaml``: (kind, key regex) of what an office fills in on a form."""
    data = (_skeleton_yaml() or {}).get("form_office") or {}
    return tuple((kind, re.compile(rx)) for kind, rx in data.items())


@lru_cache(maxsize=4096)
def form_office_kind(key: str) -> str:
    """Which kind of office entry (``form_office``: received, staff, numbers, dates) the field ``key`` is on a form
    the person hands in, or "" where it is the person's own answer (reader11 classes 7 and 11: "Date received" and
    "Representative" inside the applicant's sections)."""
    return next((kind for kind, rx in _form_office() if rx.search(key)), "")


#: What may follow the e-mail address a form gives for help with it.
_HELP_TAILS = ("", "", " (replies within two working days)", " or call the number above", ", or ask at the front desk",
               " (please give the form's title)", " or phone the office", " (we reply within a working day)",
               " or drop in during opening hours", " (include your name and a daytime number)", ", or ask at reception",
               " (we answer within two business days)", " or call us during office hours", " (quote the form number)",
               " (mention the form's title in the subject line)", " or visit the front counter")


#: Federal agencies by name, and their real form numbers by words of the record type (s25-contra).
_FEDERAL_BODY = re.compile(r"(?:Internal Revenue Service|Social Security Administration|U\.S\. )")
_FEDERAL_FORMS = ((r"passport", "DS-11"), (r"resident card", "I-90"), (r"employment authorization", "I-765"),
                  (r"naturalization", "N-400"), (r"income tax return", "1040"))


def _form_title(plan: Plan, title: str, rng: random.Random) -> str:
    """A form's title line as offices print it: often with the form's own number and revision date
    ("Form VS-214 (rev. 03/2023)"), made from the initials of the form's name (never the issuer's, which a
    sanitized copy drops)."""
    if rng.random() < 0.2 or not _skel(plan)["issuer"]:
        return title
    if _FEDERAL_BODY.match(_org_plain(plan)):  # a federal agency's form is its own ("DS-11"), never one made up from
        # initials (reader15: "Form PRC-434" from USCIS, s25-contra); one not known here carries its title only
        known = next((c for words, c in _FEDERAL_FORMS if re.search(words, plan.record_type, re.I)), "")
        return rng.choice((f"{title} (Form {known})", f"Form {known}: {title}")) if known else title
    initials = "".join(w[0] for w in re.findall(r"[A-Za-z]+", plan.record_type)
                       if w.lower() not in _SMALL_WORDS)[:3].upper() or "F"
    code = f"{initials}-{rng.randint(10, 989)}" + rng.choice(("", "", "A", "B"))
    year = int(m.group(0)) if (m := re.search(r"\b(?:19|20)\d\d\b", plan.record_date)) else 2024
    rev = f"rev. {rng.randint(1, 12):02d}/{year - rng.randint(1, 6)}"
    return rng.choice((f"{title} (Form {code})", f"Form {code} · {title}", f"{title} · Form {code}, {rev}",
                       f"{title} ({rev})", f"Form {code}: {title}"))


def _checks_identity(plan: Plan) -> bool:
    """Whether the office of ``plan``'s record type checks who the person is (``form_kinds: identity``): a benefit,
    a licence, a passport, a bank or a court does, a club, a newsroom or an IT desk does not (reader7 class 3)."""
    return re.search(_skel(plan)["form_kinds"]["identity"]["kinds"], plan.record_type, re.I) is not None


#: A step a form tells as still to come (its office marks nothing "complete" beside it).
_STEP_TO_COME = re.compile(r"(?i)\b(?:due to (?:post|arrive|be)|pending|to follow|awaiting|awaited|not yet|still to "
                           r"come|still (?:needs?|has) to|will be (?:posted|credited|reviewed|decided|scheduled))\b")
#: An office's note of a paper beside the ID that proves an address, the papers that do, and a form's request for
#: copies because originals are not returned (its office sees no original).
_WITH_ADDRESS = re.compile(r" and (?:proof of address|a utility bill)$")
_ADDRESS_PAPER = re.compile(r"(?i)address|utility bill|lease")
_COPIES_ONLY = re.compile(r"(?i)\boriginals?\b[^.\n]{0,40}\b(?:not (?:be )?returned|cannot be returned|may not come back|"
                          r"not come back|will not be sent back)|copies, not originals|rather than originals|copies only of|"
                          r"\bcop(?:y|ies)\b[^.\n]{0,80}\boriginal")


def _ids_seen(plan: Plan) -> tuple[str, ...]:
    """What an office may note it saw of the person's identity papers: the papers the form asks a number of (a
    passport for a passport number, a license for a driver's license number), none where it asks for none."""
    labels = " ".join(f.label for f in plan.fields if f.key == "id_number" or _personal_id(f.label))
    if not labels or not _checks_identity(plan):  # (no "ID checked:" on a form whose office checks no one's)
        return ()
    if re.search(r"(?i)passport", labels):
        return ("passport", "passport, copied and returned", "none yet, to follow")
    if re.search(r"(?i)driver", labels):
        return ("driver's license", "driver's license and a utility bill", "none yet, to follow")
    return ("photo ID and proof of address", "photo ID only", "none yet, to follow")


def _application(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """An application: the form of the record type, addressed to the office that receives it."""
    named = plan.record_type.rsplit(" ", 1)[-1] in ("form", "application", "worksheet", "questionnaire", "request")
    _form(b, plan, rng, title="" if named else f"Application: {_title(plan)}")  # no "Application: ... form"


def _form_papers(plan: Plan, fit_reason: bool = True) -> list[str]:
    """The documents a form's sender may tick as enclosed (``attachments``): its kind's own or its category's, none
    the record type names, identity papers only where its office checks them, a fee receipt only with a fee."""
    papers = _skel(plan)["attachments"] or {}
    named = set(re.findall(r"[a-z]{4,}", plan.record_type.lower()))  # no "Official transcript" sent with its request
    # identity papers only where the office checks who the person is (no "[x] Photo ID" on a club nomination)
    foreign = () if _checks_identity(plan) else _skel(plan)["form_kinds"]["identity"]["papers"]
    own = next((k["papers"] for k in papers.get("by_kind") or () if re.search(k["kinds"], plan.record_type, re.I)), None)
    attached = [a for a in own or papers.get(plan.subcategory, papers.get(plan.category, []))  # no pay stubs from a retiree
                if not ("pay stub" in a.lower() and plan.values.get("occupation", "").startswith("retired "))
                and not named & set(re.findall(r"[a-z]{4,}", a.lower())) and a not in foreign]
    # a doctor's note only where the reason given is an illness or an injury (reader16 R4: "[x] Doctor's note" on a
    # claim for a trip cut short by a hurricane warning)
    reasons = [v for k, v in plan.values.items()
               if fit_reason and re.search(r"(?:^|_)(?:reason|cause)(?:_|$)", k)]
    if reasons and not any(_MEDICAL_REASON.search(v) for v in reasons):
        attached = [a for a in attached if not _MEDICAL_PAPER.search(a)]
    if reasons and not any(_DEATH_REASON.search(v) for v in reasons):
        attached = [a for a in attached if not _DEATH_PAPER.search(a)]
    # a receipt for a fee only where the form has a fee to pay (reader12 class L: "[x] Fee receipt" on a SNAP renewal)
    if not _form_charges(plan):
        attached = [a for a in attached if not _PAID_PAPER.search(a)]
    return attached


#: Papers from a doctor, and a reason that is an illness or an injury (the only reason such a paper is sent for).
_MEDICAL_PAPER = re.compile(r"(?i)doctor|physician|medical (?:certificate|note|letter|records?)\b(?! release)")
#: A paper proving a death, sent only where the reason given is a death (reader16-style: a "Death notice copy" with an
#: appeal that rests on a divorce).
_DEATH_PAPER = re.compile(r"(?i)death (?:notice|certificate)|obituary|funeral")
_DEATH_REASON = re.compile(r"(?i)death|died|passed away|funeral|bereave")
_MEDICAL_REASON = re.compile(r"(?i)hospital|ill(?:ness)?\b|sick|injur|fall\b|medical|surg|diagnos|health|"
                             r"pregnan|doctor|accident|broken|fracture|treatment|birth")


#: A form's guidance line on enclosing copies of papers, and the tails of a return line that speak of papers
#: (neither on a form with nothing to enclose: s24-forms, a photo contest entry "Enclose clear copies of the documents
#: named on this form").
_ENCLOSE_LINE = re.compile(r"\[(?:Attach\|Enclose\|Send\|Include)")
_NO_PAPERS_TAIL = re.compile(r" (?:with the papers asked for|together with any documents listed)(?=[.;,])")
#: A form's next step about papers not enclosed.
_PAPERS_STEP = re.compile(r"\[Missing documents\|Papers not enclosed")
#: An identity paper among those ticked as enclosed.
_ID_PAPER = re.compile(r"(?i)photo ID|proof of identity|passport")
#: Facts a form does not know when the person signs it: a finished piece's runtime, a filing date still to come.
_NOT_YET = re.compile(r"runtime|^filing_date$|^publication_date$|^air_date$|^broadcast_date$")
#: Labels of the person's contact wish that are an office's wording, not a form's question.
_WISH_LABEL = re.compile(r"(?i)instructions|notices")
#: A value that repeats its label's noun before its number ("Jersey number: number 22", "Episode: episode 327").
_ECHO_VALUE = re.compile(r"(?i)^(number|episode|table|no\.|season|room|lot|booth|unit|stall) (\d[\w-]*)$")
#: Office entries a form's box never holds: the window the person goes to (told when they are called in) and the
#: minute it was logged (the day received says it).
_NOT_IN_BOX = re.compile(r"office_window|logged_time|_window$")

#: A first-person wording on a form that is still the office's voice (s24-forms, reader14: "Our reporting looks at
#: misconduct complaints" in a pre-interview questionnaire's "In your own words", "To finish the review we need
#: receipts" on a claim form, "Staff have been told about", "The roster lists me as", "drove the player").
_FORM_OFFICE_VOICE = re.compile(
    r"(?:^|[.;] |\] )(?:Our|We) (?!agreed\b)|\bwe (?:still )?need\b|\b[Tt]o finish the (?:review|verification)\b|"
    r"\bcannot be (?:settled|paid|decided)\b|\b[Pp]rovisional credit\b|\bStaff (?:have|has) been told\b|"
    r"\b(?:rests|lies|sits) with (?:the\b|\{)|\b[Tt]he (?:team working|ticket was routed)\b|\bIT loaded\b|"
    r"\b[Rr]ecords confirm\b|\bminutes\b[^.]* show\b|\b[Tt]he registrar has (?:me\b|\{full_name\}|\{first_name\})|\bthe (?:participant|player|"
    r"applicant|client|member|guest)\b|^Plan on\b|\bplaced (?:me\b|\{full_name\}|\{first_name\})|"
    r"\b(?:team sheet|roster) lists (?:me\b|\{full_name\}|\{first_name\})|"
    r"\bnoted (?:at intake|for (?:me\b|\{full_name\}|\{first_name\}))|\boff the record\b|\b[Rr]untime\b|\bin the edit\b|"
    # (nor the person telling what they told the office: "I mentioned asthma ... when signing up")
    r"(?:\bI|\{full_name\}|\{first_name\}) (?:mentioned|let the \w+ know|told the)\b|\bwhen signing up\b|"
    r"\bat sign-up\b|\bas the place of birth\b|"
    # (nor a shop's words for an entry: "My order is for the Spring Members' Photo Salon")
    r"\b(?:[Mm]y|[Tt]he) (?:order|booking)(?: from \{full_name\})? is for\b|"
    # (nor a clerk's "I give New York as the birthplace", "my file notes", "Military service on record:")
    r"\b(?:I give|\{full_name\} gives|\{first_name\} gives) [^.]* as\b|\bmy file notes\b|\bon record:|"
    r"\b[Tt]he team knows?\b")


def _asks_work(plan: Plan) -> bool:
    """Whether the form's kind asks the person's occupation and employer (``form_kinds: work``)."""
    kinds = (_skel(plan)["form_kinds"].get("work") or {}).get("kinds")
    return kinds is None or re.search(kinds, plan.record_type, re.I) is not None


def _form_own_answers(plan: Plan, listed: list[FieldSpec]) -> list[FieldSpec]:
    """The form's boxes as the person fills them in (s24-forms): their work only where the form asks it, their
    contact wish under "Preferred contact" in their own words ("e-mail", not "e-mail at the address on file"), a card
    to charge, not a "Card on file", a number without its label's noun again ("Jersey number: 22")."""
    if not _asks_work(plan):
        listed = [f for f in listed if f.key not in ("occupation", "employer")]
    # nor what the form cannot know yet when it is signed: a finished piece's runtime, a filing still to come
    today = parse_day(plan.record_date)
    listed = [f for f in listed if not _NOT_YET.search(f.key) or ("runtime" not in f.key and today
              and (day := parse_day(plan.values.get(f.key, ""))) and day[0] <= today[0])]
    out = []
    for f in listed:
        value = plan.values.get(f.key, "")
        if _is_wish(f):
            plan.values[f.key] = re.sub(r" (?:at|to) the (?:address|number) on file$", "", value)
            if _WISH_LABEL.search(f.label):
                f = replace(f, label="Preferred contact")
        elif f.key == "registration_expiration" and f.label == "Expiration date":
            # (not an orphan "Expiration date": of what?), in the tense its day has (s29-dates: "Current ID expires:
            # November 2, 2024" on a renewal form of December 1)
            over = today and (day := parse_day(value)) and day[0] < today[0]
            f = replace(f, label="Current ID expired" if over else "Current ID expires")
        elif re.fullmatch(r"(?i)card on file", f.label):
            f = replace(f, label="Card to charge")
        elif (m := _ECHO_VALUE.match(value)) and m.group(1).lower().rstrip(".") in f.label.lower():
            plan.values[f.key] = m.group(2)
        out.append(f)
    return out


def _form_merged(plan: Plan, sections: list[tuple[str, list[FieldSpec]]]) -> list[tuple[str, list[FieldSpec]]]:
    """A form's sections with no section of one field (s24-forms: "Section B. ID documents / SSN", "Section F.
    Counsel and witnesses / Attorney"): the person's ID numbers and a lone line of their work go under their
    particulars, other lone boxes together under "Other details" (or with the form's other details)."""
    out = [(h, list(fs)) for h, fs in sections]
    first = next((i for i, (_, fs) in enumerate(out) if all(f.group == "identity" for f in fs)), None)
    if first is not None:
        for i, (_, fs) in enumerate(out):
            if i != first and (all(f.group == "identifiers" for f in fs)
                               or (len(fs) == 1 and fs[0].group in ("employment", "official identifiers"))):
                out[first][1].extend(fs)
                fs.clear()
    out = [(h, fs) for h, fs in out if fs]
    first = next((i for i, (_, fs) in enumerate(out) if all(f.group in ("identity", "identifiers", "employment")
                                                            for f in fs)), None)
    # (a fee alone under "Payment" is a form's own section: "Section F. Payment / Transcript fee: $10.00 a copy")
    lone = [(i, fs[0]) for i, (_, fs) in enumerate(out) if len(fs) == 1 and i != first
            and fs[0].group != "contact and location" and not _form_money(plan, fs[0])]
    if len(lone) >= 2:
        at = lone[0][0]
        out[at] = ("Other details", [f for _, f in lone])
        gone = {i for i, _ in lone[1:]}
        out = [sec for i, sec in enumerate(out) if i not in gone]
    elif lone:
        at, f = lone[0]
        hosts = [i for i, (_, fs) in enumerate(out) if i not in (at, first) and len(fs) > 1
                 and not any(g.group == "contact and location" for g in fs)]
        if hosts:
            host = max([i for i in hosts if i < at] or [min(hosts)])
            h, fs = out[host]
            money = all(_form_money(plan, g) for g in fs) and _form_money(plan, f)
            out[host] = (h if money or h in ("Other details", "Further details") else "Other details", fs + [f])
            out = [sec for i, sec in enumerate(out) if i != at]
    # a name alone heads the contact details ("Section A. Your details / Name / Phone ..."), not a section of its own
    name = next((i for i, (_, fs) in enumerate(out) if [f.key for f in fs] == ["full_name"]), None)
    contact = next((i for i, (_, fs) in enumerate(out) if any(f.group == "contact and location" for f in fs)), None)
    if name is not None and contact is not None:
        out[contact] = ("Your details", out[name][1] + out[contact][1])
        out = [sec for i, sec in enumerate(out) if i != name]
    # the contact details come right after the particulars, as a form asks them (not after "Participation")
    contact = next((i for i, (_, fs) in enumerate(out) if any(f.group == "contact and location" for f in fs)), None)
    at = next((i + 1 for i, (_, fs) in enumerate(out) if fs and all(f.group in ("identity", "identifiers")
                                                                      for f in fs)), 0)
    if contact is not None and contact > at:
        out.insert(at, out.pop(contact))
    return out


#: What a section may be about, by its fields (reader16 class 2, s26-heads): (subject, regex over a field's key and
#: label, the heading of a section that holds it).
_SUBJECTS = (
    ("incident", r"incident|injur|witness|game_date|first_aid|first aid|accident", "The incident"),
    ("health", r"health|medical|tobacco|smok|allerg|injur|diagnos|medicat|disabilit|mobility|dietary|blood_type|"
               r"pregnan|condition(?!_)|clinical|symptom|treatment", "Health"),
    ("emergency", r"emergency", "Emergency contact"),
    ("beneficiary", r"beneficiar", "Beneficiary"),
    ("coverage", r"coverage|polic(?:y|ies)|premium|deductible|insured", "Coverage"),
    ("publication", r"publication|publish|filming|recording|episode|\bshow\b|expected_length|expected length|story|"
                    r"article|broadcast|air_date|runtime|headline|byline|producer|segment", "Publication"),
    ("counsel", r"attorney|counsel|lawyer|solicitor", "Counsel"),
    ("witness", r"witness", "Witnesses"),
    ("account", r"account|card|routing|iban|customer|holding|login|handle|username|follower|posts|member_id|member id",
                "Account"),
    ("membership", r"member|committee|\breferred|guest|chair|attendance|locker|dues|\brole|skills", "Membership"),
    ("event", r"event|session|setup|table|booth|corral|ticket|seat|heat|bib|category|hobby|experience|entry|"
              r"personal_best|personal best|shirt", "Participation"),
    ("trip", r"trip|travel|booking|booked|flight|destination|itinerar|cruise|cabin|departure", "Trip details"),
    ("work", r"occupation|employer|(?<!team_)(?<!team and )position|department|supervisor|employee|salary|pto|shift|leave|job|last_day|"
             r"last day", "Employment details"),
    ("study", r"student|program|school|term|advisor|teacher|gpa|credit|grade|degree|course|enrol|years_attended|"
              r"years attended", "Studies"),
)
#: Words of a heading that promise a subject, and the subjects that keep the promise ("Participation and health"
#: over "Setup / Hobby / Table" promises health it does not hold: reader16 #57, #84).
_HEAD_PROMISES = (
    (re.compile(r"(?i)\bhealth\b"), ("health",)),
    (re.compile(r"(?i)\bsafety\b"), ("health", "emergency")),
    (re.compile(r"(?i)\b(?:publication|production)\b"), ("publication",)),
    (re.compile(r"(?i)^story$"), ("publication", "story")),
    (re.compile(r"(?i)\bcounsel\b"), ("counsel",)),
    (re.compile(r"(?i)\bwitness(?:es)?\b"), ("witness",)),
    (re.compile(r"(?i)^(?:accounts?|account information|holdings)$"), ("account",)),
    (re.compile(r"(?i)\b(?:payments?|fees?|amounts|dues|contributions|figures|balances|charges|billing|costs|"
                r"finances)\b"), ("money",)),
    (re.compile(r"(?i)^(?:dates|schedule)$"), ("dated",)),
)
#: Headings that promise nothing in particular (a catch-all the fields may name better).
_LOOSE_HEADS = re.compile(r"(?i)^(?:(?:other|further|more)? ?details|(?:dates|schedule) and details|the matter|matter|"
                         r"other information)$")


def _subjects(plan: Plan, f: FieldSpec) -> set[str]:
    """The subjects (:data:`_SUBJECTS`, and "money", "dated") the field ``f`` is about."""
    text = f"{f.key} {f.label}".lower()
    out = {name for name, rx, _ in _SUBJECTS if re.search(rx, text)}
    if "witness" in out or "first aid" in text or "first_aid" in text:  # (a witness to an injury is the incident's)
        out.discard("health")
    value = plan.values.get(f.key, "")
    if amount(value) is not None or _PAYS_BY.search(f.key):
        out.add("money")
    if parse_day(value) is not None or re.search(r"date|_time|time$|day$|_on$", f.key):
        out.add("dated")
    if re.search(r"contact|story|source|pitch|interview|tip", text):
        out.add("story")
    return out


def fitted_heading(plan: Plan, heading: str, fields_: list[FieldSpec], fallback: str = "Other details") -> str:
    """A section's heading that names what its fields hold (reader16 class 2, s26-heads): a part of the heading that
    promises a subject none of them is about is dropped ("Participation and health" over a hobby, a table and its
    setup time reads "Participation"); a heading none of whose promises is kept, or that names only a few of many
    fields ("Accounts" over a beneficiary, a policy start and a tobacco answer), or a catch-all over fields of one
    subject, is the heading of the subject most of them are about, or ``fallback``."""
    if not fields_:
        return heading
    subjects = [_subjects(plan, f) for f in fields_]
    held = set().union(*subjects)
    parts = [p for p in re.split(r",\s*|\s+and\s+", heading) if p]
    kept = []
    for part in parts:
        promise = next((subs for rx, subs in _HEAD_PROMISES if rx.search(part)), None)
        if promise is None or held & set(promise):
            kept.append((part, promise))
    # the subject most of the fields are about, and how many it covers
    counts = {name: sum(name in s for s in subjects) for name, _, _ in _SUBJECTS}
    best = max(counts, key=lambda n: counts[n]) if counts else ""
    best_head = next((h for n, _, h in _SUBJECTS if n == best), "")
    if best == "publication" and any(re.search(r"episode|show|recording", f.key) for f in fields_):
        best_head = "Episode details"  # (a podcast guest's release is about the episode)
    if best_head == "Membership" and not _member_kind(plan) and plan.format in ("form", "application"):
        # (no "Membership" on a form that is no member's)
        best_head = "Registration"
    whole = bool(best) and counts[best] == len(fields_)
    if kept and len(kept) == len(parts):
        promised = [set(p) for _, p in kept if p is not None]
        narrow = len(promised) == len(kept) and all(p <= {"account", "publication", "counsel", "witness", "health",
                                                              "story"} for p in promised)
        if narrow:  # a narrow heading names most of what is under it, not two of five fields
            covered = sum(any(s & p for p in promised) for s in subjects)
            if 2 * covered < len(fields_):
                return best_head if 2 * counts.get(best, 0) >= len(fields_) and len(fields_) > 1 else fallback
        if _LOOSE_HEADS.match(heading) and len(fields_) > 1 and (whole or 3 * counts[best] >= 2 * len(fields_) >= 6
                                                                 or (best == "account" and 3 * counts[best] >= 2 * len(fields_))):
            return best_head
        return heading
    if not kept and "story" in held and re.search(r"(?i)publication|production", heading):
        return "Story"  # (how the source came to the desk is the story's, not its publication's)
    if kept:
        words = [p for p, _ in kept]
        out = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1].lower()
        return out[:1].upper() + out[1:]
    return best_head if best and 2 * counts[best] >= len(fields_) else fallback


#: Subjects a form asks in a section of their own wherever it has two or more such boxes (a life application's
#: coverage and beneficiary, a sign-up's health questions), whichever group the catalogue filed them under.
_FORM_OWN_SECTIONS = (("health", ("health",), "Health"),
                      ("cover", ("coverage", "beneficiary"), "Coverage and beneficiary"))


#: A form's yes-or-no answers about the person that are boxes, never a line of their statement ("Tobacco or
#: nicotine use is given as none" in a life applicant's own words: s26-heads).
_FORM_BOX_ANSWER = re.compile(r"tobacco|smok")
#: The person's own earnings: a form asks them with their occupation and employer (a life or loan application).
_OWN_EARNINGS = re.compile(r"^(?:annual_income|annual_salary|gross_annual_income|final_salary|hourly_wage)$")


def _form_regrouped(plan: Plan, listed: list[FieldSpec]) -> list[FieldSpec]:
    """A form's boxes moved to the section where that kind of form asks them (reader16 R10: "Section D. Accounts /
    Designated beneficiary / Policy start / Tobacco or nicotine use"; #267: an emergency contact under "... and
    health"): an emergency contact with the contact details, two or more boxes of one subject of
    :data:`_FORM_OWN_SECTIONS` under a section of their own."""
    out = []
    contact = any(f.group == "contact and location" for f in listed)
    work = [f for f in listed if f.key in ("occupation", "employer")]
    for f in listed:
        if contact and "emergency" in f.key and f.group not in ("identity", "identifiers"):
            f = replace(f, group="contact and location")
        elif work and _OWN_EARNINGS.search(f.key):
            f = replace(f, group=work[0].group)
        elif _FORM_BOX_ANSWER.search(f.key) and f.group not in ("identity",):
            f = replace(f, group="identity")  # (a life application asks it with the applicant's particulars)
        out.append(f)
    # a box alone of its group goes to the one other section on its subject ("Membership category" with the
    # membership's other boxes, not alone, nor with the dues under "Other details")
    person = ("identity", "identifiers", "contact and location")
    # (alone but for amounts, which go to the form's money section: a dues group's one "Membership category")
    count = {g: sum(f.group == g and not _form_money(plan, f) for f in out) for g in {f.group for f in out}}
    for i, f in enumerate(out):
        if count[f.group] != 1 or f.group in person or _form_money(plan, f):
            continue
        subject = _subjects(plan, f) - {"money", "dated", "story"}
        hosts = {g.group for g in out if g.group not in (f.group, *person) and _subjects(plan, g) & subject
                 and not (g.key in ("occupation", "employer") and not _asks_work(plan))}
        if len(hosts) == 1:
            out[i] = replace(f, group=hosts.pop())
    for own, names, _ in _FORM_OWN_SECTIONS:
        which = [f for f in out if f.group not in ("identity", "identifiers", "contact and location", "employment")
                 and _subjects(plan, f) & set(names) and not ("money" in _subjects(plan, f) and own == "health")]
        if len(which) >= 2:
            keys = {f.key for f in which}
            out = [replace(f, group="§" + own) if f.key in keys else f for f in out]
    return out


#: Form headings of one subject (a race entry's "Participation" and its "Activity" are one section).
_SAME_SUBJECT = {"Activity": "Participation", "Involvement": "Membership"}


def _form_fitted(plan: Plan, sections: list[tuple[str, list[FieldSpec]]]) -> list[tuple[str, list[FieldSpec]]]:
    """A form's sections under headings that name what they hold (:func:`fitted_heading`), its amounts in one
    section (reader16 R4, R10: no "Section D. Payment / Unused prepaid costs" and then "Section E. Amounts / Claim
    amount"), and no two sections headed alike (their fields together under one)."""
    own = {"§" + o: h for o, _, h in _FORM_OWN_SECTIONS}
    out = [(h, list(fs)) for h, fs in sections]
    money = [i for i, (h, fs) in enumerate(out) if _MONEY_HEADING.match(h) or re.fullmatch(
        r"(?i)fees|payment|fees and payment|amounts|amounts and fees|figures|dues|contributions", h)
             if all(_form_money(plan, f) for f in fs)]
    if len(money) >= 2:
        fields_ = [f for i in money for f in out[i][1]]
        fees = all(_FEE_LABEL.search(f.label) or _PAYS_BY.search(f.key) for f in fields_)
        dues = any(re.search(r"dues|contribution", f.key) for f in fields_)
        heading = ("Dues and payment" if dues else "Fees and payment") if fees else "Amounts"
        out[money[0]] = (heading, fields_)
        out = [sec for i, sec in enumerate(out) if i not in money[1:]]
    # the person's name and particulars come first, their contact details after them (reader: "Section A. Address
    # and contact / Phone ..." above "Section B. Personal details / Name ...")
    named = next((i for i, (_, fs) in enumerate(out) if any(f.key == "full_name" for f in fs)), None)
    contact = next((i for i, (_, fs) in enumerate(out) if any(f.group == "contact and location" for f in fs)), None)
    if named is not None and contact is not None and contact < named:
        out.insert(contact, out.pop(named))
    fitted: list[tuple[str, list[FieldSpec]]] = []
    for heading, fields_ in out:
        groups = [f.group for f in fields_]
        g = max(set(groups), key=groups.count)
        if g in own and 2 * groups.count(g) >= len(groups):  # (a subject's own section, and a lone box put with it)
            heading = own[g]
            if g == "§cover" and not any("beneficiar" in f.key for f in fields_):
                heading = "Coverage"
            elif g == "§cover" and not any(_subjects(plan, f) & {"coverage"} for f in fields_):
                heading = "Beneficiaries"
        elif fields_ and all("money" in _subjects(plan, f) and re.search(r"income", f.key) for f in fields_):
            heading = "Income"  # ("Section F. Income / Household income", not "Amounts" over one income)
        elif fields_ and all(re.search(r"(?i)^(?:current |account |outstanding )?balance$", f.label) for f in fields_):
            heading = "Balance"
        elif any(f.label == "Former employer" for f in fields_) and re.fullmatch(
                r"(?i)current position|job|work|where they work", heading):
            heading = "Occupation and former employer"  # (a retired person holds no "Current position")
        elif any(_OWN_EARNINGS.search(f.key) for f in fields_) and any(f.key == "occupation" for f in fields_):
            heading = "Employment and income"
        elif not any(f.group in ("identity", "identifiers", "contact and location") for f in fields_):
            heading = fitted_heading(plan, heading, fields_)
        heading = _SAME_SUBJECT.get(heading, heading) if _member_kind(plan) or heading != "Involvement" else heading
        if any(h == heading for h, _ in fitted):  # (two sections headed alike are one)
            at = next(i for i, (h, _) in enumerate(fitted) if h == heading)
            fitted[at][1].extend(fields_)
            continue
        fitted.append((heading, list(fields_)))
    return fitted


def _office_box(office: list[FieldSpec]) -> list[FieldSpec]:
    """What an office box holds under its reference: at most two entries, one of them a number (s24-forms: no
    "Appointment", "Confirmation number", "Agency case number" and "Service window" all at once), never the window
    or the minute it was logged."""
    out: list[FieldSpec] = []
    numbers = 0
    for f in office:
        if _NOT_IN_BOX.search(f.key) or "reference" in f.label.lower():  # (one reference: the box's own)
            continue
        number = form_office_kind(f.key) == "numbers" or re.search(r"number|_id$|confirmation|reference", f.key)
        if number and numbers:
            continue
        numbers += bool(number)
        out.append(f)
    return out[:2]
_COMING = re.compile(r"appointment|hearing|meeting|interview|session|deadline|due_date|due_day|reply_by|response_")
#: ... not a date of someone else's to keep (a newsroom's own deadline for its story, a baby's due date).
_NOT_THEIR_DATE = re.compile(r"story_|baby_")


def _keeps_date(plan: Plan, rng: random.Random) -> str:
    """The person's last reply noting the date the office gave them, after the record's date (" I have put
    {hearing_date} in my diary."), or ""."""
    today = parse_day(plan.record_date)
    coming = [f.key for f in plan.fields if _COMING.search(f.key) and not _NOT_THEIR_DATE.search(f.key) and today
              and (day := parse_day(plan.values[f.key])) and day[0] > today[0]]
    if not coming:
        return ""
    key = coming[0]
    if re.search(r"payment|deposit|retainer|balance", key):  # a sum to pay by the date: paid, not "sent in"
        return vary(" I will [make the payment|pay it|have it paid] [before|by] {" + key + "}.", rng)
    if re.search(r"deadline|due|reply_by|response_", key):
        return vary(" I will [have everything in|send what is needed|get the papers to you|reply in full] [before|by] "
                    "{" + key + "}.", rng)
    return vary(" I have [noted|put|written] the date, {" + key + "}, [in my diary|on the calendar|in my phone] and "
                "will be there[| on time| in good time].", rng)


#: Labels of a person's own national numbers (not a file's reference): told in a sentence, never signed under a name.
_PERSONAL_ID = re.compile(r"(?i)social security|passport|national|taxpayer|\bssn\b|\bitin\b|driver")


@lru_cache(maxsize=8192)
def _personal_id(label: str) -> bool:
    """(speed only) :data:`_PERSONAL_ID`'s search of a label, remembered."""
    return _PERSONAL_ID.search(label) is not None


def _of_itself(plan: Plan, told: str, determiners: str, anywhere: bool = False) -> bool:
    """Whether a retold background is a story about the document itself: the record type named in full, or the
    document (``determiners`` + its head noun) as the sentence's subject, or anywhere in it when ``anywhere``."""
    named, doc = _itself_patterns(plan.record_type, determiners)
    return bool(named.search(told) or (doc.search(told) if anywhere else doc.match(told)))


@lru_cache(maxsize=4096)
def _itself_patterns(record_type: str, determiners: str) -> tuple[re.Pattern, re.Pattern]:
    """(speed only) :func:`_of_itself`'s two patterns, compiled once per record type and determiners."""
    head = re.escape(record_type.rsplit(" ", 1)[-1])
    return (re.compile(r"(?i)\b" + re.escape(record_type) + r"\b"),
            re.compile(r"(?i)\b" + determiners + r" (?:\w+ ){0,3}" + head + r"s?\b"))


#: id(asks.specific's entries) -> (those entries, held; {(field key, label): what :func:`_specific_entry` says}).
_SPECIFIC_FITS: dict[int, tuple[object, dict[tuple[str, str], int | None]]] = {}


def _specific_entry(entries: list[dict], key: str, label: str) -> int | None:
    """The index of the first of ``entries`` whose ``keys`` fits the field ``key``, where its ``label`` (if it has
    one) fits ``label`` too; None where no entry's ``keys`` fits or the first that fits has a label that does not.
    Worked out once per key and label (a thread asks this of every fact it answers, in each of a record's renders)."""
    held = _SPECIFIC_FITS.get(id(entries))
    if held is None or held[0] is not entries:
        held = _SPECIFIC_FITS[id(entries)] = (entries, {})
    fits = held[1]
    if (key, label) not in fits:
        n = next((n for n, entry in enumerate(entries) if _found(entry["keys"], key)), None)
        if n is not None and "label" in entries[n] and not _found(entries[n]["label"], label.lower()):
            n = None
        fits[(key, label)] = n
    return fits[(key, label)]


@lru_cache(maxsize=65536)
def _found(pattern: str, text: str) -> bool:
    """(speed only) Whether ``re.search(pattern, text)`` finds anything, remembered per pattern and text."""
    return re.search(pattern, text) is not None


#: The keys of a reply's deadline (skeletons.yaml's ``asks.specific`` entry for "By when do you need my reply?").
_DEADLINE_KEYS = re.compile(r"deadline|reply_by|response_window|response_due|cure_period|rsvp")


def _specific_ask(plan: Plan, sk: dict, answer: list[FieldSpec], rng: random.Random,
                  ) -> tuple[FieldSpec, str, list[str]] | None:
    """A question the person asks about one fact of ``answer`` they need (``asks.specific`` in skeletons.yaml), as
    (that fact, the question, the office's own sentences for it: the entry's ``answer``, often none), or None where
    the answer holds no such fact."""
    found = []
    entries = sk["asks"].get("specific") or ()
    # no "How long do I have?" where the office's e-mail told one deadline and its answer would tell another ("by
    # November 14" and "7 days from the date of this notice", reader4 R5): a record with two is not asked about them
    two_due = sum(bool(_DEADLINE_KEYS.search(f.key)) for f in plan.fields) > 1
    for f in _own_details(plan, answer)[1]:  # a fact the answer tells (not one in its block of details to check)
        if two_due and _DEADLINE_KEYS.search(f.key):
            continue
        if _core_fact(plan, f):  # the news itself is told up front, never held back for a scripted question
            continue
        if (n := _specific_entry(entries, f.key, f.label)) is not None and _first_held(plan, entries[n], f.key) \
                and not (entries[n].get("unless") and _found(entries[n]["unless"], plan.record_type)):
            # (s25-thread: ``unless``, the record types nobody asks it of: "What is my GPA now?" in a transcript
            # request of one who graduated in 2000, reader15 R9)
            if _HOW_MUCH.search(" ".join(entries[n]["ask"])) and not re.search(r"\d", plan.values.get(f.key) or ""):
                continue  # no "How much is the filing fee?" of a fee that was waived (nothing to tell in a sum)
            found.append((n, f, entries[n]))
    if not found:
        return None
    found.sort(key=lambda t: t[0])
    _, f, entry = found[0] if len(found) == 1 or rng.random() < 0.6 else rng.choice(found[1:])
    if entry.get("by_channel"):  # (s26-thread) who handles it, asked the way the person wants to be reached
        entry = entry["by_channel"][_handoff_way(plan)]
    asked = pick(entry["ask"], rng).replace("{label}", f.label.lower())
    return f, _my_matter(asked, plan), entry.get("answer") or []


def _handoff_way(plan: Plan) -> str:
    """How a person asks who handles their matter (``asks.specific``'s ``by_channel``): "phone", asking to be called
    back, where they take calls or said nothing of it; "write", asking whom to write to, where they asked for e-mail,
    texts, letters or the portal (s26-thread: no "Is there one person I can reach if I call?" beside "please send me
    a text message", reader16 class 6)."""
    channels = preferred_channels(plan)
    return "phone" if not channels or "phone" in channels else "write"


#: Keys of a matter's outcome (a decision, a status, a resolution): what an office's e-mail on it says first.
_CORE_KEY = re.compile(r"decision|determination|outcome|status|resolution|standing|award|result|approv|denial|verdict")
#: A value that is a sum of money or a calendar date ("$296.41 per week", "May 25, 2024", "05/25/2024").
_CORE_VALUE = re.compile(r"\$\d|\b(?:January|February|March|April|May|June|July|August|September|October|November"
                         r"|December) \d{1,2}, \d{4}\b|\b\d{1,2}/\d{1,2}/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b")


def _core_fact(plan: Plan, f: FieldSpec) -> bool:
    """Whether ``f`` is part of the matter's news (a decision or status, a sum, a date): an office's e-mail tells it
    in its first message, and a thread never holds it back to answer a question nobody would ask that way (reader11
    class 5: a determination's weekly amount told only as the answer to "How much will each payment be?")."""
    return bool(_CORE_KEY.search(f.key) or _CORE_VALUE.search(plan.values.get(f.key) or ""))


#: A question asking for a sum ("How much is the filing fee?"), which only a value with a figure answers.
_HOW_MUCH = re.compile(r"(?i)\bhow much\b")


def _first_held(plan: Plan, entry: dict, key: str) -> bool:
    """Whether ``key`` is the first of the entry's ``first_of`` keys the record holds (True where it has none): "who
    handles my case?" is asked of the one who handles it, its attorney, not the paralegal (reader6 R1)."""
    order = entry.get("first_of")
    held = {f.key for f in plan.fields}
    return not order or key not in order or next((k for k in order if k in held), key) == key


#: The first words of an answer that reads on after "I checked the file, and" or "I can confirm that" ("you owe",
#: "your next payment", "the person handling ..."); an order ("Ask for ...") or "It is ..." stands alone.
_JOINS_ON = re.compile(r"(?:You|Your|The|A|An|Each|We|Our|There|Records|Official)\b")


def _found_first(b: TextBuilder, plan: Plan, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """The particulars an office's e-mail finds the person by (a date of birth, a masked SSN, an address: what
    :func:`_details_block` keeps for the foot of a letter), as a short labelled block between the headers and the
    greeting, as an office's e-mail heads its reply to a case; never just above "Kind regards" (s21-thread: 104 of 141 threads ended an office's message on
    "Date of birth: ..." over the sign-off). Returns the facts left for :func:`_details_block`."""
    if _confirms_details(plan):  # (a paper confirming details asks its reader to check them, in a sentence)
        return fields_
    home = [f for f in fields_ if f.key in ("street_address", "city", "postal_code")]
    address = ""
    if any(f.key == "street_address" for f in home):
        address = "{street_address}, " + _town(plan, tuple(f.key for f in home))
    found = [f for f in fields_ if f.key != "sex" and (_checkable(plan, f) or (address and f.key == "street_address"))
             and not (address and f.key in ("city", "postal_code"))]
    if not found:
        return fields_
    if plan.format == "email thread":  # (s24-thread) an e-mail heads its text with no block of labelled particulars
        # between "Subject:" and the greeting ("Date of birth: October 21, 1999 / Dear Mr. Hill,": reader14 class
        # 3): the numbers the person is known by are told in a sentence of the message (:func:`_tell_refs`); a date
        # of birth or a masked licence, passport or Social Security number no office e-mails is not told at all
        refs = [f for f in found if not _never_mailed(f) and f.key != "street_address"]
        b.refs_later = b.refs_later + refs
        return [f for f in fields_ if f not in found and not (address and f in home)]
    b.tmpl(_found_lines(found, address) + "\n")
    return [f for f in fields_ if f not in found and not (address and f in home)]


def _never_mailed(f: FieldSpec) -> bool:
    """Whether ``f`` is a particular no office writes into an e-mail (a date of birth, a Social Security, licence,
    State ID or passport number, even masked): a stray "Date of birth: ..." line over the greeting (reader14 class 3)."""
    return f.key in ("date_of_birth", "id_number", "passport_number") or _personal_id(f.label) \
        or bool(re.search(r"(?i)\bstate id\b", f.label))


#: How an office's e-mail tells the number the person's file is under, once, in its body (a number to have to hand
#: when they call or write; {refs}: "your member number, MBR-84530580").
_REFS_SAID = ("[Please mention|Please give] {refs} [when you reply|in any reply].",  # (not "to hand if you call":
              "[When you reply or call|If you call or write], please [quote|give] {refs}.",  # reader7 class 2)
              "[We have this under|This is filed under] {refs}.")


def _tell_refs(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """The numbers :func:`_found_first` kept from the head of an office's e-mail, told in one sentence of its body."""
    refs = b.refs_later
    if not refs:
        return
    b.refs_later = []
    named = [f"your {_lower_head(_label_words(f.label))} {{{f.key}}}" if _HEAD_REF.search(f.label.strip())
             else "{" + f.key + "}" for f in refs]
    said = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
    # a masked number or a lot is what the file is under, not one to quote ("Please have Lot 200 to hand")
    plain = all(_HEAD_REF.search(f.label.strip()) and "XX" not in (plan.values.get(f.key) or "") for f in refs)
    line = vary(rng.choice(_REFS_SAID if plain else _REFS_SAID[-1:]), rng).replace("{refs}", said)
    b.tmpl(line[:1].upper() + line[1:] + "\n\n")


def _held_list(b: TextBuilder, plan: Plan, fields_: list[FieldSpec], rng: random.Random) -> list[FieldSpec]:
    """The person's own particulars an office's e-mail works from (their kit size, their landlord, their pay grade),
    told plainly in the e-mail's own words ("Your shirt size is adult small."), not each woven into "We have dealt with
    your request on the basis that ..." / "The steps in this message are set out with the fact in mind that ..."
    (s21-thread: 65 of 141 threads), nor as a block of "Label: value" lines under a heading (reader7 class 1); the
    office's own facts, the ones to check and a date to answer by are left to :func:`_details_block` (returned)."""
    told = [f for f in fields_ if not _checkable(plan, f) and f.key not in ("street_address", "city", "postal_code")
            and (c := _that_clause(plan, f)) and not _OFFICE_FACT.match(c) and not _is_wish(f)
            and not _due_key(f.key)]  # (a date to answer by is told where the reader acts on it)
    if told:
        _prose(b, plan, told, person="second")
    return [f for f in fields_ if f not in told]


class _SentAt:
    """The clock times of a thread's e-mails, as a mail client prints each beside its date ("Date: 09/17/2025 10:42
    AM"; "On 09/17/2025 at 10:42 AM, Megan Garcia wrote:"): an office's within its working hours, each later than the
    message before it on the same day. Drawn from the record's own values, so a revision keeps them."""

    def __init__(self, plan: Plan):
        self.rng = random.Random(f"sent|{plan.record_type}|{plan.values.get('full_name', '')}|{plan.record_date}")
        self.times: dict[tuple[str, bool], str] = {}
        self.last: tuple[str, int] | None = None

    def at(self, date: str, office: bool) -> str:
        """The time of the message sent on ``date`` by the office (or the person); the same one when asked again."""
        if (date, office) in self.times:
            return self.times[(date, office)]
        lo, hi = (8 * 60 + 10, 17 * 60 + 20) if office else (7 * 60 + 5, 21 * 60 + 50)
        if self.last is not None and self.last[0] == date:  # a reply the same day comes after what it answers
            lo = min(max(lo, self.last[1] + 6), 23 * 60 + 40)
            hi = min(max(hi, lo + 40), 23 * 60 + 55)
        minutes = self.rng.randint(lo, hi)
        self.last = (date, minutes)
        hour, minute = divmod(minutes, 60)
        said = self.times[(date, office)] = f"{hour % 12 or 12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
        return said


def _office_to(plan: Plan, office: str) -> str:
    """The office's address on the person's e-mail as a mail client prints it: with the name of the one who writes
    from it ("Megan Garcia <m.garcia@...>") where the address is theirs, the bare address of a desk otherwise."""
    return "{signer_name} <" + office + ">" if office == "{signer_email}" and "signer_name" in plan.values else office


def _quote_answer(b: TextBuilder, plan: Plan, answer: tuple, sent: _SentAt | None = None) -> None:
    """The office's answer ``(date, start, end)`` quoted under the person's next message, as a mail client quotes the
    message replied to (the person's follow-ups and last word quoted nothing: s21-thread)."""
    date, start, end = answer
    when = f"{date} at {sent.at(date, True)}" if sent is not None else date
    b.tmpl(f"\nOn {when}, " + ("{signer_name}" if "signer_name" in plan.values else _signer(plan)) + " wrote:\n")
    b.quote(start, end)


def _thread_answer(plan: Plan, f: FieldSpec, own: list[str], shapes: list[str], rng: random.Random) -> tuple[str, str]:
    """The office's answer to a question on ``f``, as staff write it ("Your next payment is due on May 3.", "I checked
    the file, and you owe $691.44."), in one of ``shapes`` ({Answer}: the sentence, {answer}: it joined after a
    clause); the sentence is the entry's ``own`` where it has one, else the fact's own, told to the person. Returns
    (the answer, the shape it took)."""
    if own:
        said = vary(pick(own, rng), rng)
        said = (name_matter(said, plan) or said).replace("{matter}", "file").replace("{fact}", "{" + f.key + "}")
    else:
        said = _sentence(plan, f, "second")
        said = said[:1].upper() + said[1:]
    said = _timed(plan, [f], [said])[1][0]  # a clock time with its day (s28-frames: "booked for the session at 4:15 PM")
    joined = (_as_second(said) or "") if _JOINS_ON.match(said) else ""
    fits = [t for t in shapes if "{answer}" not in t or joined] or [t for t in shapes if "{answer}" not in t]
    shape = rng.choice(fits)
    return vary(shape, rng).replace("{Answer}", said).replace("{answer}", joined), shape


#: Keys of the staff member who handles a person's matter at the office (not one they met once at a desk).
_HANDLER_KEY = re.compile(r"^(?:attorney_name|case_handler|caseworker_name|loan_officer|insurance_agent|engagement_partner"
                          r"|admissions_counselor|financial_advisor|hr_business_partner|recruiter_name|property_manager"
                          r"|coordinator_name|it_technician|editor_name|education_office_contact|paralegal_name)$")
#: How the writer of an office's e-mail tells who handles the matter when it is a colleague, not the writer
#: ({h}: the one who handles it, {h2}: one who works with them).
_COLLEAGUE = ("[My colleague|Our colleague] {h} [has been handling|looks after|has been dealing with] your {matter}[| day to day"
              "| from here].",  # (no "ask for them by name": reader16 class 6, s26-thread)
              "Your {matter} is being handled by my colleague {h}[, who knows the file|].",  # (not "Your dispute is
              # with my colleague": the dispute is with the other side, s28-frames)
              "[I am writing for the team, but|I write for the office, but] my colleague {h} [looks after|handles] your "
              "{matter} [day to day|from here|on our side].")
_COLLEAGUE_TOO = (" {h2} [works on it with them|helps them with it|also works on the file].",
                  " [They work with|With them on it is] {h2}.")
#: ... and a colleague who works on the matter with the one who handles it, told in another message of the thread.
_COLLEAGUE_HELPS = ("[My colleague|Our colleague] {h} also [works on|helps with] your {matter}.",
                    "[My colleague|Our colleague] {h} [is also on|also works on] your {matter} [with the team|on our side].")


def _colleague_handles(b: TextBuilder, plan: Plan, told: list[FieldSpec], rng: random.Random,
                       main: str = "") -> list[FieldSpec]:
    """Tell who handles the matter in an office's e-mail signed by someone else, as the writer's colleague (one
    handler a thread, the others working with them: reader7 class 8, "Our point of contact, Robin Taylor, handles
    this" + "Editor Claudia Mason is overseeing" in a letter from Christina Wong); returns the facts left to tell."""
    handlers = [f for f in told if _HANDLER_KEY.match(f.key)
                and plan.values[f.key] != plan.values.get("signer_name")]
    if not handlers:
        return told
    # (``main``: the key of the one who handles it, where the thread tells them elsewhere, as the answer to a question)
    said = vary(rng.choice(_COLLEAGUE_HELPS if main else _COLLEAGUE), rng).replace("{h}", "{" + handlers[0].key + "}")
    for f in handlers[1:]:
        said += vary(rng.choice(_COLLEAGUE_TOO), rng).replace("{h2}", "{" + f.key + "}")
    for f in handlers:  # "My colleague Christina Flores, tax examiner, is handling ..."
        if "," in plan.values[f.key]:
            said = re.sub(r"\{" + f.key + r"\} (?=[a-z])", "{" + f.key + "}, ", said)
    said = (name_matter(said, plan) or said).replace("{matter}", "file")
    b.tmpl(said + "\n\n")
    return [f for f in told if f not in handlers]


def _my_numbers(ids: list[FieldSpec], rng: random.Random) -> str:
    """The numbers a person quotes to be found, in a sentence of theirs: "My member number is {member_number} and my
    confirmation number is {confirmation_number}." (not the office's "Please reference ... in all correspondence")."""
    said = [f"my {_lower_head(_label_words(f.label))} is {{{f.key}}}" for f in ids]
    listed = said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
    named = [f"{_lower_head(_label_words(f.label))} {{{f.key}}}" for f in ids]
    under = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
    # never the bare "My member number is X." (a robotic one-fact line, quoted again in the office's reply)
    first = said[0].split(" is ", 1)
    line = rng.choice((
        "For reference, " + listed, "In case it helps, " + listed, "So you can find the file, " + listed,
        "You should have me under " + under, "If you need to look me up, I am under " + under,
        first[0][:1].upper() + first[0][1:] + ", if you need it, is " + first[1]
        + ("" if len(said) == 1 else ", and " + " and ".join(said[1:]))))
    return line[:1].upper() + line[1:] + "."


def _my_address(plan: Plan, home: list[FieldSpec], rng: random.Random) -> str:
    """The person's home address in a sentence of theirs: "I live at {street_address}, {city}, OK {postal_code}."."""
    town = _town(plan, tuple(f.key for f in home))
    where = "{street_address}" + (f", {town}" if town else "")
    # said for a reason (where to post what they need), not recited ("Home is 9421 Meadowbrook Rd": reader11 class 5)
    return vary(rng.choice(("[Anything on paper|Anything you post|Any letter] [should go|can go] to ",
                            "[If you mail anything|If anything needs to go by mail|For anything sent by mail], "
                            "[my address is|I am at|please use] ",
                            "[Post reaches me at|Letters reach me at|Mail reaches me at] ")), rng) + where + "."


def _lower_head(words: str) -> str:
    """A label's first word in lower case unless it is an acronym: "application ID", "SSN", "member number"."""
    head = words.split(" ", 1)[0]
    return words if head.isupper() else words[:1].lower() + words[1:]


#: Record types of a matter the person sent something in for (a request, an application, a claim, a registration),
#: who may ask whether the office has everything it needs from them.
_SENT_IN_KIND = re.compile(r"(?i)request|application|claim\b|registration|enrol|intake|packet|order\b|appeal|submission"
                      r"|filing|form\b|report\b|referral|sign-up|booking|reservation|query|dispute|complaint")


#: Facts of a file no office e-mails its customer (a bank's routing number, the IP address a ticket's or a ticket
#: shop's logs hold: "The workstation you used was seen on the network at 198.51.100.172."), save in a thread about
#: the account's security itself (a phishing report, a suspended account): not told (s24-thread).
_UNMAILED = re.compile(r"^(?:bank_routing_number|workstation_ip_address|last_login_ip)$")
_SECURITY_MATTER = re.compile(r"(?i)phishing|suspension|security|breach|compromis|hack")


#: A person's question asking who deals with their matter ("Who should I ask for if I ring?", "Which attorney ...?").
_WHO_ASK = re.compile(r"\bWho (?:has|should|is the person|handles|is handling|is dealing)\b|\bWhich (?:attorney|lawyer)\b"
                      r"|\bIs there (?:someone|one person)\b|\bwhom\b"
                      # (s26-thread: a call back asked of the one handling it, or whom to write to)
                      r"|\b(?:whoever is handling|the person handling|someone who (?:knows|deals with)) my\b"
                      r"|\bwrite to you about my\b|\bbest person to write to\b|\bgo to you, or to someone else\b")  # (not "Who do you have down as my ...?")


def _email_thread(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """A back-and-forth: the person asks, the office answers with the matter's facts, the person follows up."""
    if not _skel(plan)["issuer"]:
        _personal_email(b, plan, rng)
        return
    sk = _skel(plan)
    domain = re.sub(r"[^a-z]", "", _org_plain(plan).split()[0].lower()) or "office"
    office = "{signer_email}" if "signer_email" in plan.values else \
        f"{plan.subcategory.replace(' ', '-').lower()}@{domain}.example.org"
    held = {f.key for f in plan.fields}
    # the sender's name, number and address under the message; a date of birth or an SSN is told in the message,
    # where a writer gives it to help find the file, not printed under their name
    signature = [k for k in ("phone", "url", "user_handle") if k in held]  # (their own web page and handle too, as
    # people sign with them: not "Your website is ..." told back to them by the office: s22-thread)
    # ... and only their name and number: an address, a case number and a date of birth printed under a customer's
    # name read as an ID block (reader8 class 5: 26 of 37 threads); the office holds the address and checks it
    # how the person wants to be reached is theirs to say in their message, not the office's to tell them back
    own = [f for f in plan.fields if (f.group in _PERSON_GROUPS or _is_wish(f))
           and f.key not in ("full_name", "email", *signature)]
    matter = [f for f in plan.fields if f.group not in _PERSON_GROUPS and not _is_wish(f) and f.key not in signature
              and not (_UNMAILED.match(f.key) and not _SECURITY_MATTER.search(plan.record_type))]  # (s24-thread)
    # the person quotes the numbers they hold (their member ID, their case number); the office tells the rest
    quoted = _quoted_ids(plan, matter, limit=2)
    matter = [f for f in matter if all(f is not q for q in quoted)]
    # most often the person asks about one part of the matter at a time (their payments, then their booking), and
    # each of the office's answers is about what was just asked; else where things stand, or whether anything more
    # is needed, answered with the matter's facts
    about = sk["asks"].get("about") or {}
    by_group = _by_group(matter)
    askable = sorted((g for g in by_group if g in about and g != "more"), key=lambda g: -len(by_group[g]))
    if askable and rng.random() < 0.8:
        groups = askable[:3 if len(matter) >= 14 else 2 if len(matter) >= 8 else 1]
        answers = [by_group[g] for g in groups]
        # the office's own facts and the parts nobody asks about go with its first answer, after what was asked
        answers[0] = answers[0] + [f for f in matter if f.group not in groups]
        # the first question names its part of the matter; a follow-up asks what else there is (a group's own
        # question may not fit every record type of it: "the benefit details" of a licence suspension)
        topics = groups[:1] + ["more"] * (len(groups) - 1)
    else:
        rounds = 2 if len(matter) >= 10 and rng.random() < 0.6 else 1
        per = -(-len(matter) // rounds)
        topics, answers = [""] * rounds, [matter[r * per : (r + 1) * per] for r in range(rounds)]
    # each question asks one thing the person needs of their matter (a date to keep, a sum to pay, who to ask for)
    # where the answer holds such a fact: a follow-up that has none is no question, its facts go with the answer
    # before ("Could you also go over the rest of my debt settlement offer?", "What comes next on your side?": reader2)
    asks = [_specific_ask(plan, sk, answers[r], rng) for r in range(len(topics))]
    for r in range(len(topics) - 1, 0, -1):
        if asks[r] is None:
            answers[r - 1] = answers[r - 1] + answers[r]
            del topics[r], answers[r], asks[r]
    # where the office writes first, what nobody asks about is its own e-mail's news (told up front), not the answer
    # to a question on "the rest" of the matter (reader11 class 5: a determination's weekly amount held back)
    if len(topics) > 1 and asks[0] is None and any(a is not None for a in asks[1:]):
        answers[1] = answers[0] + answers[1]
        del topics[0], answers[0], asks[0]
    rounds = len(topics)
    # an answer to one question tells that fact, not the rest of the file behind "While I had the file open, the
    # rest of the file shows this:" (reader3, class 1): the rest is what the office's own e-mail on the matter (a
    # notice, a confirmation, a decision) told, and the thread opens on it, the person's questions replying to it
    notice = [f for r in range(rounds) if asks[r] is not None for f in answers[r] if f is not asks[r][0]]
    for r in range(rounds):
        if asks[r] is not None:
            answers[r] = [asks[r][0]]
    if notice and rounds > 2:  # two questions on the office's e-mail, not three: a thread of a handful of messages
        notice += [f for r in range(2, rounds) for f in answers[r]]
        del topics[2:], answers[2:], asks[2:]
        rounds = 2
    # a date of birth or a passport number is what the office checks the person by: its own message holds it (a
    # block of details to check), the person does not volunteer it ("To save you looking it up, I was born on":
    # reader3, class 5); they give the account or case number the office finds them by
    verify = [f for f in own + quoted if f.key in ("date_of_birth", "id_number") or _PERSONAL_ID.search(f.label)]
    quoted = [f for f in quoted if f not in verify]  # (a Social Security number is no number to be found by)
    # ... but the date of birth is how a person names their file beside its number, under their name ("Date of
    # birth: ..."), as people writing to an agency or a clinic do; an office asking for it by e-mail, or printing it
    # back, reads wrong (reader5 class 3, reader6 class 3); the ID numbers the office prints are masked (offline)
    born = [f for f in verify if f.key == "date_of_birth"]
    verify = [f for f in verify if f not in born]
    # ... which is the office's to ask them to check, with the address it holds (reader8 class 5: a customer's
    # message ending in "Date of birth: ..." reads as an ID block, not a signature)
    # ... only where the paper's purpose is confirming their details (skeletons.yaml ``confirmations``): elsewhere the
    # person gives their address in their own message, as one writing to an office does (reader10 class 2)
    home = [f for f in own if f.key in ("street_address", "city", "postal_code")]
    # (s24-thread) ... and not printed over the office's greeting either ("Date of birth: October 21, 1999 / Dear Mr.
    # Hill,": reader14 class 3): :func:`_found_first` leaves it untold, as e-mails do
    verify += born + (home if _confirms_details(plan) else [])
    born = []
    if notice:  # ... and where the office wrote first, the particulars it holds on them (their job, their website)
        verify += [f for f in own if not _is_wish(f) and f not in verify  # are in its block of details to check
                   and f.key not in ("occupation", "employer")  # (not a contact card): the person tells their work
                   and (f not in home or _confirms_details(plan))]
    own = [f for f in own if f not in verify and f not in born]  # and how they want to be reached
    if _matter_job(plan, True) is None:  # ... and their job only where it bears on the matter (reader6 class 6)
        own = [f for f in own if f.key not in ("occupation", "employer")]
    # per round: what the person tells, what the office answers
    parts = [((own + quoted) if r == 0 else [], answers[r]) for r in range(rounds)]
    # a town and ZIP code without a street are the place line under their name, as people sign an e-mail (not "I
    # live in Tornado. Post to me goes under ZIP code 25202.": s22-thread)
    town_keys: tuple[str, ...] = ()
    if parts and not any(f.key == "street_address" for f in parts[0][0]):
        town_keys = tuple(f.key for f in parts[0][0] if f.key in ("city", "postal_code"))
        parts[0] = ([f for f in parts[0][0] if f.key not in town_keys], parts[0][1])
    sign_town = _town(plan, town_keys) if town_keys else ""
    dates = _entry_dates(plan, 2 * rounds + bool(notice))
    sent = _SentAt(plan)
    # the matter the person writes about, not the paper's catalogue name (the office's subject where it wrote first)
    # ... and never the fact a question of the thread asks about: the subject line quoting the publication date the
    # person then asks for ("When is the piece due to come out?": reader7 class 12)
    subject = _subject(plan, rng, "notice" if notice else "person",
                       frozenset(a[0].key for a in asks if a is not None))
    greeting = rng.choice(("Dear {first_name},", "Hello {first_name},", "Dear {honorific} {last_name},")).replace(
        "{honorific}", plan.honorific)
    post: list[FieldSpec] = []
    if notice:  # the person answers the office's news: no number its subject line shows, no address it wrote to
        post, notice = _replied_particulars(parts, notice, subject, quoted)
        if post and any(_is_wish(f) and "rather than post" in plan.values[f.key] for f in plan.fields):
            verify, post = verify + post, []  # no paper copy posted to one who asked for no post (reader13 class 2):
            # the address it holds heads its e-mail with their other particulars
        if post and not _posts_copy(plan):  # (s24-thread) no paper copy of a booking's, a league's or a help desk's
            post = []  # e-mail, and no address recited back in the reply to it (reader11 class 5): not told
    # the one who handles the matter, where a question asks who (the others who work on it are told as helping)
    main = next((a[0].key for a in asks if a is not None and _HANDLER_KEY.match(a[0].key)), "")
    # ... or the one the office's contact line names (its direct line goes under the answer that names them)
    whom = main or next((a[0].key for a in asks if a is not None and (a[0].key == plan.colleague
                                                                      or _WHO_ASK.search(a[1]))), "")
    asked = "stand"  # what the person's message asks (see above)
    last_answer: tuple = ()  # (date, start, end) of the office's last answer
    last_lead, framed = "", False
    office_said, answered_asks = (0, 0), set()  # the office's last e-mail; what the person has answered of it
    if notice:
        notice_date = dates.pop(0)
        office_said = (b.pos, 0)
        wrote = _thread_notice(b, plan, rng, office, notice_date, subject, greeting, notice, verify, main, post,
                               whom, sent)
        office_said = (office_said[0], b.pos)
    for r, (told, answered) in enumerate(parts):
        topic = topics[r]
        b.tmpl("From: {full_name}" + (" <{email}>" if "email" in held else "") + "\nTo: " + _office_to(plan, office)
               + "\n")
        b.lit(f"Date: {dates[2 * r]} {sent.at(dates[2 * r], False)}\nSubject: {'Re: ' if r or notice else ''}")
        b.tmpl(subject + "\n\n")
        said_from = b.pos
        b.line(_greets_at(_to_signer(plan, rng, again=r > 0), sent.at(dates[2 * r], False)))
        b.lit("\n")
        if r == 0 and notice:  # their answer to the office's e-mail: thanks for it, then what they need of it
            b.lit(_my_matter(pick(sk["asks"]["after_notice"], rng).replace("{when}", _came_when(notice_date, dates[0])),
                             plan) + " ")
            thanks = ""
        elif r == 0:
            b.lit(_opening(plan, "first", rng) + " ")
            # in an e-mail about it, the document is "the letter", not "this letter" (the e-mail is not the letter)
            # the story of how the matter came about steers what they ask; it is not told back to the office that
            # knows it ("I booked a flight, and the airline sent the confirmation.": issue 19)
            thanks = ""
        else:
            # thanks for the answer just given (it told where things stand or what is held), not for answers to
            # questions never asked ("Thanks, that clears up most of my questions.": issue 19)
            thanks = vary(rng.choice(("[That helps a lot|That helps|That is really helpful|That is useful], [thank you|thanks].",
                                      "Thanks for the [quick|prompt|fast|clear|helpful] [answer|reply|response]"
                                      "[| on this| this morning| today].",
                                      "Thank you for the [details|update|information|explanation][| on this| so quickly"
                                      "| and for your time| this morning].",
                                      "Thanks for [going through it|looking into it|checking|taking the time][| for me"
                                      "| so quickly].")), rng)
        ids = [f for f in _quoted_ids(plan, told, limit=3)  # their member ID, case number: the numbers they hold
               if not _personal_id(f.label)]
        # ... but not the one the subject line shows, in every message already (reader11 class 5)
        shown = [f for f in ids if "{" + f.key + "}" in subject]
        ids = [f for f in ids if f not in shown]
        told = [f for f in told if f not in shown]
        if thanks:  # "this morning" only of a reply sent the same day, "yesterday" of one the day before
            thanks = _speed_said(_when_said(thanks, dates[2 * r - 1], dates[2 * r]), dates[2 * r - 2],
                                 dates[2 * r - 1])
        # their home address, where the office does not hold it to be checked, in one sentence of theirs (not "I live
        # at 9536 6th St and live in Oklahoma City.")
        home = [f for f in told if f.key in ("street_address", "city", "postal_code")] \
            if any(f.key == "street_address" for f in told) else []
        _prose(b, plan, [f for f in told if f not in ids and f not in home], per_paragraph=4, person="first",
               lead=thanks, one_topic=True)  # the particulars they give to be found are one thing to them
        if home:  # (its own draw: the rest of the thread draws as before)
            b.tmpl(_my_address(plan, home, random.Random(plan.join_seed * 37 + r)) + (" " if ids and r == 0 else "\n\n"))
        if ids and r == 0:  # ... said in their message, in their own words, not an ID block under their name
            b.tmpl(_my_numbers(ids, rng) + "\n\n")  # (reader8 class 5)
        if office_said[1] and (reply := _answer_to_office(b, plan, *office_said, rng, answered_asks)):
            b.tmpl(reply + "\n\n")  # (what the office's e-mail asked of them, answered before their own question)
        if answered:  # where things stand and what comes next, never a field's label (once told, not asked again)
            # a follow-up asks what the first did not; the office's answer opens on what was asked
            # (two rounds: first whether they have everything, then what comes next, answered with the next steps)
            asked = "about" if topic else ("stand" if asked == "need" else "need") if r else \
                "need" if rounds == 2 else rng.choice(("stand", "need"))
            if asked == "need" and (_has_due(plan) or not _SENT_IN_KIND.search(plan.record_type)):
                asked = "stand"  # "we have what we need" is not said where a reply is due, nor asked of a notice
                # the person sent nothing for ("Could you confirm that you have everything now?" of a truancy
                # warning: s24-thread)
            if asks[r] is not None:
                b.line(asks[r][1])
            else:
                b.line(_my_matter(pick(about[topic]["ask"], rng), plan)
                       if asked == "about" else pick(sk["asks"][asked], rng))
            b.lit("\n")
        said_to = b.pos
        b.line(rng.choice(("Thanks,", "Many thanks,", "Best regards,", "Kind regards,")))
        b.line("{full_name}")
        if "phone" in signature:
            b.line("{phone}")
        if sign_town and r == 0:  # (the whole signature in their first message, their name and number after:
            b.tmpl(sign_town + "\n")  # reader7 class 8)
        if "url" in signature and r == 0:
            b.line("{url}")
        if "user_handle" in signature and r == 0:
            b.line("{user_handle}")
        if r == 0 and notice and wrote[1]:  # the reply quotes the news of the office's e-mail it answers
            b.tmpl(f"\nOn {notice_date} at {sent.at(notice_date, True)}, " + ("{signer_name}" if "signer_name" in plan.values else _signer(plan))
                   + " wrote:\n")
            b.quote(*wrote)
        elif r > 0 and last_answer:  # ... and a follow-up the answer it follows up (s21-thread)
            _quote_answer(b, plan, last_answer, sent)
        b.lit("\n-----\n")
        if not answered:
            continue
        b.tmpl(("From: {signer_name} <" if "signer_name" in plan.values else f"From: {_signer(plan)} <") + office + ">")
        b.tmpl(_to_person(plan, held))  # a reply is addressed like any e-mail (reader5: no "To:" on the office's)
        b.lit(f"\nDate: {dates[2 * r + 1]} {sent.at(dates[2 * r + 1], True)}\nSubject: Re: ")
        b.tmpl(subject + "\n\n")
        own, told = _own_details(plan, answered) if not b.details_given and not notice else ([], answered)
        if r == 0 and not notice:  # the particulars it finds them by, in a block over the greeting (_found_first)
            own, verify = _found_first(b, plan, verify + own), []
        answer_from = b.pos  # (the person's next message quotes this answer, as mail clients do)
        b.line(greeting)  # the same writer greets the same person the same way in each reply
        b.lit("\n")
        office_said = (b.pos, 0)
        b.signs_for_issuer = True  # the reply is signed with the office's name below: it speaks of itself as "we"
        replies = [t for t in sk["replies"][asked] if not (r == 0 and "again" in t)]  # no "Hello again" at first
        lead = _when_said(pick(replies or sk["replies"][asked], rng), dates[2 * r], dates[2 * r + 1])
        if asked == "about":  # the answer opens on the part asked about, named as the office names it
            named = pick((about[topic]["topic"],), rng)
            lead = lead.replace("{topic}", (name_matter(named, plan) or named).replace(
                "{matter}", matter_name(plan.record_type)))
            told = sorted(told, key=lambda f: f.group != topic) if r == 0 else told
        if asks[r] is not None and any(f is asks[r][0] for f in told):  # the fact asked about answers first
            # ... as staff write it, each answer of the thread in another shape than the one before, and "To answer
            # your question" at most once a thread (reader6 class 4)
            shapes = [t for t in sk["replies"]["specific"] if t != last_lead
                      and not (framed and "question" in t)] or sk["replies"]["specific"]
            said, last_lead = _thread_answer(plan, asks[r][0], asks[r][2], shapes, rng)
            framed = framed or "question" in last_lead
            b.tmpl(said + "\n\n")
            told = [f for f in told if f is not asks[r][0]]
            lead = pick(sk["replies"]["rest"], rng) if told else ""
        # who handles the matter, where a colleague of the writer's does, in a sentence of its own after the rest
        handled = [f for f in told if _HANDLER_KEY.match(f.key) and plan.values[f.key] != plan.values.get("signer_name")]
        if handled and len(handled) == len(told) and lead:  # (a lead opens on what follows it)
            handled = []
        _grouped_prose(b, plan, [f for f in told if all(f is not g for g in handled)], "second",
                       leads=(lead,) if lead else ())
        _colleague_handles(b, plan, handled, rng, main)
        _tell_refs(b, plan, rng)  # (s24-thread: the numbers once over the greeting, in a sentence of the answer)
        own = verify + own if r == 0 and not notice else own  # (where no notice came first, see above)
        _details_block(b, plan, _held_list(b, plan, own, rng))
        b.details_given = b.details_given or bool(own)
        b.signs_for_issuer = False
        last_answer = (dates[2 * r + 1], answer_from, b.pos)  # (quoted without its next steps: one
        if r == rounds - 1 and not notice:  # change-of-address line a thread) (the office's first e-mail told what
            _thread_next(b, plan, rng)  # comes next)
        whose = asks[r] is not None and asks[r][0].key == whom  # (this answer names who handles the matter)
        _office_signature(b, plan, full=r == 0 and not notice,  # the whole block once a thread (reader7 class 8)
                          contact=(r == 0 and not notice and not whom) or (bool(whom) and whose))
        if r == rounds - 1:
            _footer(b, plan, rng)
        office_said = (office_said[0], b.pos)
        b.lit(f"\nOn {dates[2 * r]} at {sent.at(dates[2 * r], False)}, ")  # the reply quotes the message it answers, as mail clients do
        b.tmpl("{full_name} wrote:\n")
        b.quote(said_from, said_to)
        b.lit("\n-----\n")
    if rng.random() < 0.7 or last_answer:  # the person closes the thread: always with thanks for an answer to a question
        b.tmpl("From: {full_name}" + (" <{email}>" if "email" in held else "") + "\nTo: " + _office_to(plan, office)
               + "\n")
        b.lit(f"Date: {plan.record_date} {sent.at(plan.record_date, False)}\nSubject: Re: ")
        b.tmpl(subject + "\n\n")
        b.line(_greets_at(_to_signer(plan, rng, again=True), sent.at(plan.record_date, False)))
        b.lit("\n")
        thanks = [t for t in sk["thanks"] if _situation_ok(t, plan) and _thanks_fits(t, b.text(), bool(post))]  # "sign and return" only what was sent to sign
        if last_answer and rounds and asks[-1] is not None and _HANDOFF_ASK.search(asks[-1][1]):  # (s26-thread) the
            # last word on a hand-off waits for the colleague's call or writes to them, not "I know where I am now"
            thanks = _handoff_thanks(plan, sk) or thanks
        said = pick(thanks, rng)
        if office_said[1] and (reply := _answer_to_office(b, plan, *office_said, rng, answered_asks)):
            said = reply + " " + pick([t for t in thanks if "I will" not in t] or thanks, rng)  # (one promise)
        keep = _keeps_date(plan, rng) if "I will send" not in said else ""
        if keep.startswith(" I will") and not _ASKS_PAPERS.search(b.text()):  # (s25-thread) no "I will send what
            keep = ""  # is needed by May 19" where the office asked for nothing (a demand's reply date is the insurer's)
        if keep.startswith(" I will") and "I will" in said:  # one promise, not "I will send anything still needed
            said = pick([t for t in thanks if "I will" not in t] or thanks, rng)  # shortly. I will send what ..."
        b.line(said.replace("{rt}", plan.record_type) + keep)
        b.lit("\n")
        b.line(rng.choice(("Thanks again,", "Best,", "Many thanks,")))
        b.line("{first_name}")
        if last_answer:  # (the answer it thanks for, quoted below as mail clients do)
            _quote_answer(b, plan, last_answer, sent)
    b.drop_last("\n-----\n")  # a separator stands between messages, not after the last one


#: What an office's e-mail asks of the person, by kind: papers to send, its details to check, a reply by a date.
_OFFICE_ASKS = (
    ("papers", _ASKS_PAPERS),
    ("check", re.compile(r"(?i)\b(?:tell us|let us know)\b[^.]*\b(?:wrong|out of date|not right)\b|\b(?:wrong|out of "
                         r"date|not right|something has changed)\b[^.]*\b(?:tell us|let us know)\b|\bplease (?:check|make "
                         r"sure) that we have\b")),
    ("reply", re.compile(r"(?i)\bplease (?:reply|respond|let us know)\b|\bwe (?:will |would )?need (?:an answer|a reply|"
                         r"a response|your reply|your answer)\b|\b(?:answer|reply|response) is needed by\b|\breply by\b")),
)
#: The thing asked for in a sentence asking for papers ("send a corrected 1099-B from the brokerage").
_ASKED_OBJECT = re.compile(r"(?i)\b(?:send|submit|provide|bring|return|upload)\s+(?:us\s+|in\s+)?"
                           r"((?:the|a|an|your|any|two|three|copies|proof|signed)\b[^,.;{}]{2,60}?)"
                           r"(?=\s+(?:by|before|within|so|to|or|and|no later|as soon|when)\b|[,.;]|$)")
#: Sums of the matter a person's reply agrees to (a demand, a balance, an offer), never a rent or a fee in passing.
_AGREED_SUM = re.compile(r"demand|settle|balance|owed|offer|dues|total|amount_due|past_due|payoff")
#: How the person answers each kind of ask ({obj}: the papers asked for, {by}: " by <date>" or " this week";
#: {sum}: the sum asked about; {date}: the day the answer is wanted).
_ANSWERS = {
    "papers": ("I will send {obj}{by}.", "You will have {obj} from me{by}.", "I am getting {obj} together to send{by}."),
    "check": ("I have gone through the details in your e-mail and they are all correct.",
              "I have checked what you hold on me, and it is all correct.",
              "Everything you list is right; nothing has changed on my side."),
    "reply": ("I [accept|agree to] the {sum} [you set out|in your e-mail], and [you can go ahead on that basis|I am happy "
              "for you to proceed on that basis].",
              "[Please go ahead as you propose|I am happy for you to go ahead as you set out]; [that is my answer|you "
              "have my answer] [ahead of|before] {date}.",
              "[Please go ahead as you propose|I am happy for you to go ahead as you set out]; that is my answer."),
}


def _answer_to_office(b: TextBuilder, plan: Plan, start: int, end: int, rng: random.Random, done: set[str]) -> str:
    """The person's answer to what the office's e-mail between ``start`` and ``end`` asked of them (s29-self class 3:
    "Thanks, noted" after "We still need you to send a corrected 1099-B"): when they will send the papers asked for,
    that the details it holds are right, their answer to a reply wanted by a date; "" where it asked nothing not
    answered already (``done``: the kinds answered earlier in the thread, updated)."""
    text = b.text()
    inside = sorted((s, e, k) for k, places in b.spans.items() for s, e in places if start <= s and e <= end)
    for kind, rx in _OFFICE_ASKS:
        if kind in done:
            continue
        for m in re.finditer(r"[^.!?\n]+[.!?]?", text[start:end]):
            ask = m.group(0)
            if not rx.search(ask) or re.search(r"(?i)\bif (?:you|anything|there)\b[^.]*\b(?:question|help|call)|"
                                                r"\bon anything you send\b", ask):
                continue
            at, to = start + m.start(), start + m.end()
            dated = [k for s, e, k in inside if at <= s and e <= to and parse_day(plan.values.get(k, "")) is not None]
            said = pick(_ANSWERS[kind], rng)
            if kind == "papers":
                obj = _ASKED_OBJECT.search(ask)
                if obj is None or any(at + m.start() <= s < at + m.end() for s, _, _ in inside):
                    thing = "the papers you asked for"
                else:
                    thing = re.sub(r"(?i)^(?:a|an|any) ", "the ", obj.group(1).strip())
                    thing = re.sub(r"(?i)\byour\b", "my", thing)
                    thing = thing if thing.lower().startswith(("the ", "my ", "two ", "three ")) else "the " + thing
                said = said.replace("{obj}", thing)
                said = said.replace("{by}", " by {" + dated[0] + "}" if dated else vary(" [this week|within the next "
                                                                                       "few days|by Friday]", rng))
            elif kind == "reply":
                sums = [k for _, _, k in inside if _AGREED_SUM.search(k) and plan.values.get(k, "").startswith("$")]
                options = [t for t in _ANSWERS["reply"] if ("{sum}" in t) == bool(sums)
                           and ("{date}" in t) == bool(dated and not sums)]
                said = vary(rng.choice(options or _ANSWERS["reply"][2:]), rng)
                said = said.replace("{sum}", "{" + sums[0] + "}" if sums else "").replace(
                    "{date}", "{" + dated[0] + "}" if dated else "")
            done.add(kind)
            return vary(said, rng)
    return ""


#: The person's question of ``by_channel`` (a call back, whom to write to), whose answer their last word follows.
_HANDOFF_ASK = re.compile(r"\bcall me\?|\bring me\?|\bgive me a call\b|\bwrite to you about my\b"
                          r"|\bbest person to write to\b|\bgo to you, or to someone else\b")


def _handoff_thanks(plan: Plan, sk: dict) -> list[str]:
    """The person's last words after the office named the colleague who handles their matter (``by_channel``'s
    ``thanks`` for the way they asked: see :func:`_handoff_way`); none where the entry has none."""
    entry = next((e for e in sk["asks"].get("specific") or () if e.get("by_channel")), None)
    return list((entry or {}).get("by_channel", {}).get(_handoff_way(plan), {}).get("thanks") or ())


#: How an office's e-mail opens on its news: why it writes, the decision or the sums after it in one paragraph.
_NOTICE_OPENS = ("I am writing [with an update on|about|with news on] your {matter}.",
                 "[We have now reviewed|We have finished reviewing|We have gone through] your {matter}, and [here is "
                 "where it stands|these are the details].",  # (no "this is the outcome." before no decision)
                 "[This e-mail is|I am writing] to let you know where your {matter} [stands|has got to][| now].",
                 "[Thank you for your patience|Thanks for bearing with us] while we [looked into|worked on] your "
                 "{matter}; [here is|this is] where it stands.")
#: ... and the sentence telling the person that a paper copy goes to their home ({doc}: the document's noun).
_BY_POST = ("A paper copy [is also going|also goes|is being sent] by mail to ",
            "[We are also mailing|We will also mail|We have also mailed] a paper copy to ",
            "[A printed copy|A paper copy] [follows|will follow] by mail to ")


def _posts_copy(plan: Plan) -> bool:
    """Whether the office of ``plan`` mails a paper copy of the e-mail it sends (an agency, a court, a lender, an
    insurer, a clinic, a school's registrar, an HOA's board), not a travel agent, a league, a literary agency, a help
    desk or HR (s24-thread: "A paper copy will follow by mail" from a volunteer centre)."""
    if any(_CHOSEN_DELIVERY.search(f.key) for f in plan.fields):  # (s25-thread) a request whose copy goes the way
        return False  # the person chose (pickup at the window, a PDF to a board): no "A paper copy also goes by mail
    # to ..." beside "You asked for pickup in person at the registrar's window" (reader15 class 17)
    return plan.category in ("government", "legal", "financial", "medical") or plan.subcategory == \
        "neighborhood association" or (plan.category == "education" and plan.subcategory != "graduate research")


#: Keys of the way the person chose to get what they asked for (a transcript picked up or sent as a PDF): told once,
#: as the answer to "How will it be sent?", never beside a paper copy the office posts to their home (s25-thread).
_CHOSEN_DELIVERY = re.compile(r"delivery|pickup|pick_up")


#: Keys of a sum that is the matter's news (owed, paid out, awarded, offered), not one told on the way ("withheld").
_NEWS_SUM = re.compile(r"due|balance|owe|award|benefit|payment|fine|refund|settle|offer|total|amount|fee|salary|price")
#: ... a sum told on the way (what was withheld, what was earned), and the keys of a decision itself.
_TOLD_SUM = re.compile(r"withh|income|wage|earn|gross|limit")
_PERSON_STATUS = re.compile(r"filing|marital|employ|citizen|immigra|residen|housing|veteran|smok|student_status")
_DECIDED_KEY = re.compile(r"decision|determination|outcome|resolution|verdict|approv|denial|award")


def _news_first(plan: Plan, told: list[FieldSpec], most: int = 3) -> list[FieldSpec]:
    """The facts an office's e-mail opens on, at most ``most``: a decision or status first, then the sums owed, paid
    or awarded, then the dates still to come (a start, a hearing, a deadline); not a date already past ("You first
    wrote to us on ...", "Your membership began on ..."), which is told with the rest."""
    today = parse_day(plan.record_date)

    def rank(f: FieldSpec) -> int:
        value = plan.values.get(f.key) or ""
        if _DECIDED_KEY.search(f.key):
            return 0
        if "$" in value:
            return 1 if _NEWS_SUM.search(f.key) and not _TOLD_SUM.search(f.key) else 3
        if _CORE_KEY.search(f.key):  # a status ("closed", "on hold"): after the sums, before the dates (not the
            return 9 if _PERSON_STATUS.search(f.key) else 1  # person's own, their filing or marital status)
        day = parse_day(value)
        return 2 if day is not None and today is not None and day[0] > today[0] else 9

    ranked = sorted((f for f in told if _core_fact(plan, f)), key=rank)
    return [f for f in ranked if rank(f) < 9][:most]


def _notice_opening(plan: Plan, rng: random.Random) -> str:
    """The first sentence of an office's e-mail that opens a thread: why it writes, before its news."""
    said = vary(rng.choice(_NOTICE_OPENS), rng)
    return (name_matter(said, plan) or said).replace("{matter}", matter_name(plan.record_type))


def _replied_particulars(parts: list, notice: list[FieldSpec], subject: str, quoted: list[FieldSpec],
                         ) -> tuple[list[FieldSpec], list]:
    """Where the office wrote first, what the person's reply no longer recites: their home address (the office
    posts its copy there, returned as the first item) and the numbers they hold that the subject line does not show
    (the office's e-mail tells them); the subject's own number is in every message already (reader11 class 5:
    "Home is 9421 Meadowbrook Rd ... For reference, my confirmation number is ..."). Returns (the address fields,
    the notice's facts); ``parts[0]`` loses them."""
    told, answered = parts[0]
    home = [f for f in told if f.key in ("street_address", "city", "postal_code")]
    if not any(f.key == "street_address" for f in home):
        home = []
    ids = [f for f in told if any(f is q for q in quoted)]
    shown = [f for f in ids if "{" + f.key + "}" in subject]
    moved = [f for f in ids if f not in shown]
    parts[0] = ([f for f in told if f not in home and f not in ids], answered)
    return home, notice + moved


def _greets_at(greeting: str, time: str) -> str:
    """A person's greeting as one writing at ``time`` ("8:07 PM") says it: no "Good morning Alexandra," on an e-mail
    sent in the afternoon or evening (reader15 R9); "Hello" then."""
    if time.endswith("PM") and greeting.startswith("Good morning"):
        return "Hello" + greeting[len("Good morning"):]
    return greeting


#: A last word that speaks of papers the office is to post ("when the letter comes"), or of papers the person still
#: owes it ("I will send anything still needed"): said only where the thread posts a copy or asks for papers.
_AWAITS_POST = re.compile(r"when \[the paperwork arrives")
_OWES_PAPERS = re.compile(r"send anything still needed|get the rest to you")


def _thanks_fits(thanks: str, text: str, posted: bool) -> bool:
    """Whether the person's last word ``thanks`` fits the thread ``text`` so far: "I will check again when the letter
    comes" only where the office said a paper copy goes by mail, "I will get the rest to you" only where it asked for
    papers (s25-thread: 18 and 37 of 138 threads of seed 4444 promised either after an e-mail that did neither)."""
    if _AWAITS_POST.search(thanks) and not posted:
        return False
    return not (_OWES_PAPERS.search(thanks) and not _ASKS_PAPERS.search(text))


def _speed_said(text: str, asked: str, answered: str) -> str:
    """A thanks for a "quick" answer only where the answer came the day it was asked or the next: "Thanks for the
    clear answer." of one that took four days (s25-thread; "Thanks for looking into it so quickly" after 4 days)."""
    a, z = parse_day(asked), parse_day(answered)
    if a is None or z is None or (z[0] - a[0]).days <= 1:
        return text
    return re.sub(r"\b(?:quick|prompt|fast) ", "clear ", text).replace(" so quickly", "")


def _to_signer(plan: Plan, rng: random.Random, again: bool = False) -> str:
    """How the person greets the office's writer: by first name where the thread names them ("Hi Connie,"), as
    people answering a named person do, not "Dear team," or "Hi," (reader11 class 5)."""
    name = (plan.values.get("signer_name") or "").split(",")[0].split()
    if len(name) >= 2 and name[0][:1].isupper() and name[0].isalpha():
        return rng.choice(("Hi", "Hello", "Dear", "Good morning")) + f" {name[0]},"
    return rng.choice(("Hello again,", "Hello,", "Hi again,")) if again else \
        rng.choice(("Hello,", "Good morning,", "Dear team,", "Hi,"))


def _thread_next(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """What comes next in an office's e-mail, and the help it offers."""
    sk = _skel(plan)
    before = b.pos
    _next_steps(b, plan, rng)
    if b.pos != before:  # (no empty paragraph where no next step was said: s25-thread)
        b.lit("\n")
    if sk["help"] and rng.random() < 0.7 and (helped := _pick_for(sk["help"], rng, plan)):
        b.tmpl(_org_in(helped, plan).replace("{doc}", doc_noun(plan)) + "\n\n")


def _office_signature(b: TextBuilder, plan: Plan, full: bool = True, contact: bool | None = None) -> None:
    """An office's e-mail signature: the writer, the office, its address, phone and hours; a later reply of the same
    thread is signed with the writer's name and role alone (reader7 class 8: the block and the opening hours three
    times in one thread). ``contact``: whether the handler's direct line goes under it (by default, with the whole
    block); a thread whose person asks who handles their matter has it under the answer that names them, never
    before the question (reader13 class 9: "Who has been dealing with ...?" under "Your contact: Brad Carter")."""
    sk = _skel(plan)
    if (full if contact is None else contact) and (said := _handler_said(b, plan, near=b.text()[-400:])):
        b.tmpl(said + "\n\n")  # the handler's extension in a sentence over the sign-off, never a "Your contact:"
        # line under the writer's own name (reader17 class F: "Kelly Barrett | Your contact: Ronald Johnson")
    _found_out(b, after="\n")
    b.line("Kind regards,")
    b.line(_signer(plan))
    if full:
        b.line(plan.organisation)
        _office_lines(b, plan)
        if sk["hours"] and _tells_hours(plan):  # a clinic's or a public office's signature gives its phone hours,
            b.line(_hours_footer(plan))  # as a footer line; no one else's does (reader16 class 1)
    if full if contact is None else contact:
        colleague_line(b, plan)  # the handler's direct line under the office's signature


def _came_when(said: str, now: str) -> str:
    """When a message of ``said`` came, as one writing on ``now`` says it: " yesterday", " on Tuesday" within the
    week, nothing later or on the same day; never the date read back ("Thanks for writing on March 1, 2024.":
    reader13 class 8)."""
    a, z = parse_day(said), parse_day(now)
    if a is None or z is None:
        return ""
    days = (z[0] - a[0]).days
    return " yesterday" if days == 1 else f" on {a[0].strftime('%A')}" if 1 < days < 6 else ""


#: A thanks that tells when the message it thanks for came ("Thanks for your e-mail this morning").
_THANKS_WHEN = re.compile(r"\b((?:Thanks|Thank you)\b[^.:]*?) (this morning|today)\b")


def _when_said(text: str, said: str, now: str) -> str:
    """``text`` written on ``now`` about a message of ``said``, its thanks "this morning" or "today" only where both
    fall on one day: "yesterday" the day after, no time word later (reader7 class 12: an e-mail of Oct 19 thanking for
    "the details this morning" of Oct 18)."""
    a, z = parse_day(said), parse_day(now)
    if a is None or z is None or a[0] == z[0]:
        return text
    word = " yesterday" if (z[0] - a[0]).days == 1 else ""
    return _THANKS_WHEN.sub(lambda m: m.group(1) + word, text)


def _to_person(plan: Plan, held: set[str]) -> str:
    """The "To:" line of the office's e-mail to the person: name and address, the name alone where the record holds
    no address of theirs (nothing where it holds no name either)."""
    if "email" in held:
        return "\nTo: {full_name} <{email}>"
    return "\nTo: {full_name}" if "full_name" in plan.values else ""


def _thread_notice(b: TextBuilder, plan: Plan, rng: random.Random, office: str, date: str, subject: str,
                   greeting: str, told: list[FieldSpec], verify: list[FieldSpec], main: str = "",
                   post: list[FieldSpec] | None = None, whom: str = "", sent: _SentAt | None = None) -> tuple[int, int]:
    """The office's own e-mail that opens a thread (a notice, a confirmation, a decision): why it is written and its
    news first (the decision, the sums, the dates: :func:`_core_fact`), the rest of the matter's facts as that e-mail
    states them, the person's particulars to check, the paper copy posted to their address, what comes next."""
    held = {f.key for f in plan.fields}
    b.tmpl(("From: {signer_name} <" if "signer_name" in plan.values else f"From: {_signer(plan)} <") + office + ">")
    b.tmpl(_to_person(plan, held))
    b.lit(f"\nDate: {date}" + (f" {sent.at(date, True)}" if sent is not None else "") + "\nSubject: ")
    b.tmpl(subject + "\n\n")
    own, told = _own_details(plan, told)
    # the particulars it finds the person by, in a short block over the greeting (not above "Kind regards")
    verify, own = _found_first(b, plan, verify + own), []
    said_from = b.pos
    b.line(greeting)
    b.lit("\n")
    b.signs_for_issuer = True
    handled = [f for f in told if _HANDLER_KEY.match(f.key) and plan.values[f.key] != plan.values.get("signer_name")]
    told = [f for f in told if all(f is not g for g in handled)]
    news = _news_first(plan, told)
    acked = _acked_request(plan, told)  # (s25-thread) the day the person wrote, in the office's first words
    if acked is not None:
        told = [f for f in told if f is not acked]
    if news:  # why it writes, then its news in the same paragraph (not "We have news on your claim." alone)
        opening = _notice_opening(plan, rng)
        if acked is not None:
            b.tmpl(_ack_line(plan, acked, opening.startswith("Thank")) + " ")
        b.lit(opening + " ")
        _prose(b, plan, news, person="second", one_topic=True)
        told = [f for f in told if f not in news]
        news_to = b.pos
    else:
        opening = _opening(plan, "second", rng)
        if acked is not None:
            b.tmpl(_ack_line(plan, acked, opening.startswith("Thank")) + " ")
        b.line(opening)
        news_to = b.pos  # (the reply quotes its opening, as mail clients quote what is replied to: s21-thread)
        b.lit("\n")
    _grouped_prose(b, plan, told, "second")
    if (told and len(b.text()[said_from:news_to].split()) < 45  # ... and, after a short news paragraph, the one
            and (after := b.text().find("\n\n", news_to + 2)) > 0):  # after it, as people trim a quoted e-mail to
        news_to = after  # its first lines (s22-thread)
    _colleague_handles(b, plan, handled, rng, main)  # (who handles it, the writer's colleague, after the rest)
    _tell_refs(b, plan, rng)  # (the number the file is under, in a sentence: not a block over the greeting)
    if post:  # the letter's paper copy goes to the address the office holds (the person does not recite it back)
        b.tmpl(vary(rng.choice(_BY_POST), rng) + "{street_address}" + (f", {town}" if (town := _town(plan, tuple(f.key for f in post))) else "")
               + ".\n\n")
    _details_block(b, plan, _held_list(b, plan, verify + own, rng))
    b.details_given = True
    _thread_next(b, plan, rng)
    b.signs_for_issuer = False
    _office_signature(b, plan, contact=not whom)  # (a handler asked about is named under the answer: reader13 class 9)
    b.lit("\n-----\n")
    return said_from, news_to  # (the news the reply quotes, trimmed as people trim a long e-mail; none without news)


#: Keys of the day the person wrote in (their request, application, first message), and what an office calls it.
_REQUEST_DAY = {"rec_submitted_date": "request", "fin_request_date": "request", "request_received_date": "message",
                "ps_request_date": "inquiry", "edu_request_date": "letter", "community_request_date": "request",
                "application_date": "application"}


def _acked_request(plan: Plan, told: list[FieldSpec]) -> FieldSpec | None:
    """The field of the day the person wrote in, where an office's e-mail thanks them for it in its first words
    ("Thank you for your request of April 19, 2025."), as offices do, rather than telling it back in a sentence of
    its own ("Your written request carries the date December 4, 2024.", "You first reached out on ...": s25-thread);
    else the day of the office's own notice before it ("This follows our letter of ...", not "You were written to
    on ..."); None where the record has neither, or tells it with a clock time of another field ("time-stamped 4:00
    PM on ...")."""
    if any(f.key.endswith("_time") for f in told):
        return None
    return next((f for f in told if f.key in _REQUEST_DAY and parse_day(plan.values.get(f.key) or "") is not None
                 and ":" not in plan.values[f.key]), None) or next(
        (f for f in told if f.key == "notice_date" and parse_day(plan.values.get(f.key) or "") is not None), None)


def _ack_line(plan: Plan, f: FieldSpec, thanked: bool) -> str:
    """The office's first sentence on the day the person wrote ("Thank you for your letter of 07/01/2025."); never a
    second thanks before an opening that thanks already (``thanked``)."""
    rng = random.Random(plan.join_seed * 41 + 7)  # (its own draw: the rest of the e-mail draws as before)
    if f.key == "notice_date":  # the office's own letter before this e-mail ("You were written to on ...")
        said = rng.choice(("This follows our letter of {d}.", "This follows up our notice of {d}."))
        return said.replace("{d}", "{" + f.key + "}")
    noun = _REQUEST_DAY[f.key]
    if noun == "request" and not _SENT_IN_KIND.search(plan.record_type):  # (s26-thread) no "Thank you for your
        noun = "letter"  # request of January 11" in a dues delinquency notice nobody asked for: the day they wrote
    said = rng.choice(("We received your {n} on {d}.", "We have your {n} of {d}.") if thanked else
                      ("Thank you for your {n} of {d}.", "Thanks for your {n} of {d}.", "We received your {n} on {d}."))
    return said.replace("{n}", noun).replace("{d}", "{" + f.key + "}")


#: Categories whose issuers keep accounts for their customers and name an account manager on a statement.
_ACCOUNT_KINDS = frozenset({"financial", "professional services"})
_STATEMENT_KIND = re.compile(r"statement|bill|invoice|benefits|charges|estimate|receipt|ledger|folio|stub|payout")


def _how_to_pay(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """The ways to pay a statement or invoice prints, each naming what the payer needs (issuer, phone, reference)."""
    ways = [vary(rng.choice(("[online|through the online portal|in the app]", "by [bank transfer|direct debit]")), rng)]
    if "issuer_phone" in plan.values:
        ways.append(vary("[by card over the phone on|by phoning|by calling the payments line on|with a debit card by "
                         "phone on|through the automated line on] {issuer_phone}", rng))
    if "issuer_address" in plan.values:
        ways.append(vary("by [check|money order] [payable to|made out to] ", rng) + plan.organisation
                    + vary(" [mailed to|sent to|posted to] {issuer_address}", rng))
    rng.shuffle(ways)
    quote = " quoting {case_reference}" if "case_reference" in plan.values else ""
    b.tmpl(rng.choice(("How to pay: ", "Ways to pay: ", "Paying: ")) + ("; ".join(ways[:-1]) + "; or " + ways[-1]
           if len(ways) > 1 else ways[0]) + quote + ".\n\n")


#: A person's own papers carried about or kept in a notebook, whose owner writes "If found, please return to" inside
#: the cover; a sheet on the fridge, a guest list or a draft (reader15 class 9) names its owner plainly.
_CARRIED = re.compile(r"diary|journal|\blog\b|tracker|worksheet|bucket|notebook")
#: How a sheet names its owner, by kind (a guest list its host, the rest a plain name).
_SHEET_HEADS = {"guest list": ("Hosted by ", "Host: "), "shower": ("Hosted by ", "Host: "),
                "": ("Name: ",)}
_SHEET_REACH = {"guest list": ("RSVP to ", "RSVPs to ", "Replies to "), "shower": ("RSVP to ", "Replies to ")}


def _if_found(b: TextBuilder, plan: Plan, rng: random.Random) -> set[str]:
    """The lines a notebook's or list's owner writes inside the cover (an address, a number, not a form): their
    contact facts, which the rest of their own papers do not tell; returns the keys placed."""
    found = [f for f in plan.fields if f.group == "contact and location" and not f.pooled]
    if not found:
        return set()
    carried = _CARRIED.search(plan.record_type) is not None
    heads = (("If found, please return to ", "If found, please return to ", "Property of ",
              "This belongs to ", "If found, please send to ", "Please return if found: ",
              "Found this? It belongs to ", "Belongs to ", "Name: ", "Owner: ", "If found, return to ",
              "If found please return to ") if carried else _SHEET_HEADS.get(
        next((k for k in _SHEET_HEADS if k in plan.record_type), ""), ("Name: ", "From: ")))
    b.line(rng.choice(heads) + "{full_name}")
    keys = {f.key for f in found}
    if "street_address" in keys:
        b.line("{street_address}")
    if town := _town(plan, tuple(k for k in ("city", "postal_code") if k in keys)):
        b.line(town)
    reach = " or ".join(p for k, p in (("phone", "{phone}"), ("email", "{email}")) if k in keys)
    if reach:  # (a lost notebook's finder is asked to call; a sheet on the fridge or a draft asks nobody to return it:
        # reader15 class 9, "Reward if returned" on a shower guest list and a dating profile draft)
        b.line(rng.choice(("Call or write: ", "Reach me on ", "", "If found, call or write: ", "Phone or e-mail: ",
                           "Reward if returned: ") if carried else _SHEET_REACH.get(
            next((k for k in _SHEET_REACH if k in plan.record_type), ""), ("",) if " or " in reach else (
                "Phone: ",) if "phone" in keys else ("E-mail: ",))) + reach)
    # (a handle or a web page as the owner writes it under their name, with no profile label: reader16 class 3,
    # "Handle: @thealiciaj" inside a travel diary's cover)
    for f in found:
        if f.key in ("user_handle", "url"):
            b.line(f"{{{f.key}}}")
    _kv(b, [f for f in found if f.key not in ("street_address", "city", "postal_code", "phone", "email",
                                               "user_handle", "url")])
    return keys | {"full_name"}


#: A person's own fields that a diary tells as a day's event or feeling: in a list, budget or checklist, entries of
#: its table.
_DIARY_GROUPS = ("inner life", "relationships and family")
_DIARY_KEYS = frozenset({"pet_description", "life_event"})


#: A person's own list whose head names who it is for (a household's budget or bill tracker, a move, a wedding, a
#: bucket list): its people and pet on one line under the owner, never rows of its table ("| Child | Connie (grandchild,
#: age 13) |" between the water bill and the savings goal: reader12, s21-stmt), with the line's label by the list.
_HOUSEHOLD_LISTS = ((re.compile(r"\bmov(?:e|ing)\b"), ("Who's moving: ", "Moving with me: ")),
                    (re.compile(r"bucket"), ("Doing these with: ", "Who's coming along: ")),
                    (re.compile(r"wedding"), ("Family to seat: ", "Our people: ")),
                    (re.compile(r"budget|tracker|worksheet|bills?\b|household|checklist"),
                     ("Household: ", "Who's in the house: ", "Household members: ")))
#: The people and the pet a household list names in its head, with how the line tells each one's tie.
_HOUSEHOLD_KEYS = (("partner_name", " (partner)"), ("household_child", ""), ("relative_name", ""),
                   ("pet_description", ""))
#: A personal list's own wording of a fact its table holds ("Savings" was an emergency fund beside a smaller goal).
_LIST_LABELS = {"emergency_fund_balance": "Emergency fund so far", "savings_goal": "Savings goal this year"}
#: (a bucket list's money is what its trips are saved from, not a household's emergency fund)
_BUCKET_LABELS = {"emergency_fund_balance": "Put aside for these so far", "savings_goal": "To put aside this year",
                  # (each line a thing to do, not a profile's "Personal goal", "Favorite place", "Hobby": reader15 R10)
                  "personal_goal": "This year", "hobby_activity": "Get good at",
                  # (the favourite place as what it is, not a wish nor a day's outing in the notes: s26-personal)
                  "favorite_place": "Favorite place so far"}
#: A bucket list's rows in order: the next wishes, the others, the favourite place, what is done (s26-personal).
_BUCKET_ORDER = ("bucket_list_item", "personal_goal", "dream_destination", "bucket_adventure", "bucket_concert",
                 "bucket_food", "bucket_learning", "hobby_activity", "bucket_brave", "bucket_people", "bucket_giving",
                 "bucket_someday", "favorite_place", "bucket_item_done", "bucket_done_2")
#: A list's facts that are no item of it, told in its notes (a bucket list's "Go back to | laundromat on Market
#: Street" is the writer's favourite place, not a wish: s25-stmt).
_LIST_NOTES: dict[str, tuple[str, ...]] = {}
#: (a budget's entries as its own lines say what the money is for, not a catch-all "Contractor", "Dream trip",
#: "Hobby", "Upcoming date", "Budget" box beside its bills: s25-stmt)
_BUDGET_LABELS = {**_LIST_LABELS, "dream_destination": "Saving up for", "hobby_activity": "Fun money goes to",
                  "home_contractor": "Repair quote from", "upcoming_date": "Big day coming up",
                  "event_budget": "Set aside for a celebration", "utility_provider": "Electric company",
                  "home_repair": "Repair to budget for"}


def _household_line(b: TextBuilder, plan: Plan, rng: random.Random) -> set[str]:
    """A household's or a move's own list: its people and pet named once in its head ("Household: me, Sara Henry
    (partner), Connie (grandchild, age 13) and Otis, a fourteen-year-old pit bull mix"); returns the keys told."""
    heads = next((h for pattern, h in _HOUSEHOLD_LISTS if pattern.search(plan.record_type)), None)
    if heads is None:
        return set()
    keys = {f.key for f in plan.fields}
    # (a relative told with another's pronoun, "her sister-in-law Elizabeth Morgan", is no entry of the writer's line)
    told = [(k, tie) for k, tie in _HOUSEHOLD_KEYS if k in keys and plan.values.get(k)
            and not re.match(r"(?:her|his|their) ", plan.values[k])]
    if not told:
        return set()
    if "wedding" in plan.record_type and told[0][0] == "partner_name":  # the one the writer marries heads the list
        b.tmpl(rng.choice(("Couple: me and ", "Getting married: me and ")) + "{partner_name}\n")
        told = told[1:]
        if not told:
            return {"partner_name"}
        return {"partner_name"} | _household_rest(b, told, rng.choice(heads))
    parts = ["{" + k + "}" + tie for k, tie in told]
    said = ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]
    head = rng.choice(heads)
    b.tmpl(head + ("me, " if head in ("Who's moving: ", "Household: ", "Who's in the house: ", "Household members: ")
                   else "") + said + "\n")
    return {k for k, _ in told}


def _household_rest(b: TextBuilder, told: list[tuple[str, str]], head: str) -> set[str]:
    """The rest of a wedding list's people on the line under the couple ("Family to seat: ...")."""
    parts = ["{" + k + "}" + tie for k, tie in told]
    b.tmpl(head + ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1] + "\n")
    return {k for k, _ in told}


#: A shower guest list's guests, as its table lists them: the key, the reply and the note beside the name.
_SHOWER_GUESTS = (("relative_name", "coming", ""), ("cohost_name", "co-hosting", ""),
                  ("guest_confirmed", "coming", ""), ("guest_second", "coming", ""),
                  ("guest_plus_one", "coming", "bringing a guest"), ("shower_helper", "coming", "early, to set up"),
                  ("gift_list_keeper", "coming", "writing down the gifts"), ("neighbor_name", "coming", "neighbor"),
                  ("guest_declined", "can't make it", "mailing a gift"), ("guest_no_reply", "no reply yet", ""))
#: ... and the shower's own facts in the head above the guests, by label.
_SHOWER_HEAD = (("baby_due_date", "Baby due: "), ("event_venue", "Where: "), ("rsvp_deadline", "RSVP by: "),
                ("shower_theme", "Theme: "), ("shower_game", "Game: "), ("gift_registry", "Registry: "))


def _shower_list(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """A baby shower's guest list as a host keeps it (s26-personal, reader16 R9: not one "| What | Details |" table
    mixing the due date, "| Coming | Stacey Brown |", "| Budget |" and "| Guests | a dozen guests |"): the shower
    and its date as the title, the party's facts in a head, each guest a row with the reply, the count and budget
    under the table and the host's own to-dos as notes."""
    keys = {f.key for f in plan.fields}
    has = lambda k: k in keys and bool(plan.values.get(k))  # noqa: E731
    b.tmpl("Baby shower for {honoree_name}" if has("honoree_name") else "Baby shower")
    b.tmpl(" — {shower_date}\n" if has("shower_date") else "\n")
    b.line(rng.choice(("Guest list, updated ", "Guest list as of ")) + plan.record_date)
    b.lit("\n")
    hosts = "Hosts: {full_name} and {cohost_name}" if has("cohost_name") else "Host: {full_name}"
    b.line(hosts)
    for k, label in _SHOWER_HEAD:
        if has(k):
            b.tmpl(label + "{" + k + "}\n")
    reach = [k for k in ("phone", "email") if has(k)]
    if reach:
        b.tmpl("Replies to " + " or ".join("{" + k + "}" for k in reach) + "\n")
    if has("street_address"):
        town = _town(plan, tuple(k for k in ("city", "postal_code") if has(k)))
        b.tmpl("Gifts sent ahead: {street_address}" + (", " + town if town else "") + "\n")
    b.lit("\n")
    rows = [(k, reply, note) for k, reply, note in _SHOWER_GUESTS if has(k) and not (k == "cohost_name")]
    if rows:
        width = max(len(plan.values.get("~" + k, plan.values[k])) for k, _, _ in rows)  # (a relation shown beside)
        b.lit(f"| {'Guest'.ljust(width)} | Reply         | Notes |\n|{'-' * (width + 2)}|---------------|-------|\n")
        for k, reply, note in rows:
            b.lit("| ")
            b.val(k)
            shown = plan.values.get("~" + k, plan.values[k])
            b.lit(" " * max(1, width - len(shown) + 1) + f"| {reply.ljust(13)} | {note} |\n")
        b.lit("\n")
    if has("guest_count") or has("event_budget"):
        b.tmpl("Planning for {guest_count} on a budget of {event_budget}.\n" if has("guest_count") and has("event_budget")
               else "Planning for {guest_count}.\n" if has("guest_count") else "Budget: {event_budget}\n")
    notes = [f for f in plan.fields if f.key in ("guest_dietary_note", "food_signup", "seating_task")]
    if notes:
        b.lit("\n")
        b.line(rng.choice(("To do:", "Notes:", "Still to sort out:")))
        _prose(b, plan, notes, person="first")


def _personal_list(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """A person's own list laid out as a table (a guest list, a budget): their name and date at the top, the sums and
    entries in a table, their own notes under it; nothing of an office (no account manager, no statement date)."""
    if plan.record_type == "baby shower guest list":
        _shower_list(b, plan, rng)
        return
    b.line(f"{_title(plan)} — " + "{first_name}")
    b.line(rng.choice(("Updated ", "Last updated ", "Written ")) + plan.record_date)
    shown = _if_found(b, plan, rng)
    shown = shown | _household_line(b, plan, rng)
    if "bucket" in plan.record_type and "bucket_deadline" in {f.key for f in plan.fields}:  # the list's aim as its
        b.tmpl(rng.choice(("The plan: all of it done {bucket_deadline}.\n", "Aim: everything here {bucket_deadline}.\n")))
        shown = shown | {"bucket_deadline"}  # head, not a "| Deadline |" row among the wishes (s26-personal)
    b.lit("\n")
    person = [f for f in plan.fields if f.group in _PERSON_GROUPS and f.key != "full_name" and f.key not in shown]
    matter = [f for f in plan.fields if f.group not in _PERSON_GROUPS and f.key not in shown]
    labels = _BUCKET_LABELS if "bucket" in plan.record_type else _BUDGET_LABELS if "budget" in plan.record_type \
        else _LIST_LABELS
    matter = [replace(f, label=labels[f.key]) if f.key in labels else f for f in matter]
    if plan.ledger is not None:  # a budget's own month: its bills in a table that adds up (``ledger``)
        matter = [f for f in matter if f.key not in plan.ledger.uses]
        _ledger(b, plan, plan.ledger, rng)
    money = [f for f in matter if amount(plan.values[f.key]) is not None]
    # the people, the pet, the mood and the turn in the writer's life are entries of the list, never a diary's lines
    # under it ("I spent a lazy hour on the couch with Otis" in a budget, "Alec and I argued again" in a moving
    # checklist: reader3 class 9)
    told = [f for f in matter if f not in money and (_descriptive(plan, f) and f.key not in _DIARY_KEYS
            and f.group not in _DIARY_GROUPS or f.key in _LIST_NOTES.get(plan.record_type, ()))]
    listed = [f for f in matter if f not in money and f not in told] + [f for f in person if f.key in _DIARY_KEYS]
    # the list's own items first (a bucket list's are the writer's wishes), its people and the pet after them
    listed.sort(key=lambda f: f.group == "relationships and family" or f.key in _DIARY_KEYS)
    if "bucket" in plan.record_type:  # the wishes first, the favourite place and what is crossed off last
        listed.sort(key=lambda f: _BUCKET_ORDER.index(f.key) if f.key in _BUCKET_ORDER else 0)
    person = [f for f in person if f.key not in _DIARY_KEYS]
    if listed or money:  # (no catch-all "| Who / what | Details |" head over a person's own list: reader13 class 6)
        _table(b, listed + money, tuple(rng.choice((("What", "Notes"), ("Item", "Detail"), ("What", "Details")))))
        b.lit("\n")
    if person + told:
        b.line(rng.choice(("Notes to self:", "Notes:", "Other things to remember:")))
        _prose(b, plan, person + told, person="first")  # the list's reason is not written on it


#: Statements of no account the person opened (a pay stub, a receipt, an estimate): no "Account opened" line.
_NO_ACCOUNT = re.compile(r"\b(?:stub|payout|receipt|estimate|invoice|charges|folio)\b")


#: A value that tells a period of days ("March 1 to March 31, 2024", "09/01/2025 through 08/31/2026").
_PERIOD_SPAN = re.compile(r"^(?:[A-Z][a-z]+ \d{1,2}|\d{2}/\d{2}/\d{4}|\d{4}-\d{2}-\d{2})(?:, \d{4})? (?:to|through) ")


def _statement(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """A statement: issuer, date and reference, the account holder, a summary box of the amounts, a table of the
    other entries, and notes on what needs words (a clinic's result or plan is its clinical report instead)."""
    if plan.category in _skel(plan)["clinical"]["categories"] and not _STATEMENT_KIND.search(plan.record_type):
        _clinical(b, plan, rng, report=True)
        return
    if not _skel(plan)["issuer"]:
        _personal_list(b, plan, rng)
        return
    _letterhead(b, plan)
    b.line(f"{_title(plan)}")
    # a period ends only on a periodic statement (a bill, a payout; an insertion order or a summary is dated), and
    # one that prints its period ("March 1 to March 31") is dated by its issue, which follows that period's end
    spans = any(_PERIOD_SPAN.match(v) for v in plan.values.values())
    periodic = _STATEMENT_KIND.search(plan.record_type) and not spans
    paid_on = "pay_date" in plan.values and re.search(r"pay stub|earnings statement", plan.record_type)
    if paid_on:  # a pay stub is dated by its pay date (not "Statement date: November 21" over "Pay date |
        b.line("Pay date: {pay_date}")  # November 18": s24-stmt, reader14 R1)
    else:
        b.line(rng.choice(("Statement date: ", "Issued: ") + (("Period ending: ",) if periodic else ()) if
                          _STATEMENT_KIND.search(plan.record_type) else ("Date: ", "Issued: ")) + plan.record_date)
    _reference_line(b, plan, rng)
    b.lit("\n")
    placed = _address_block(b, plan)
    if paid_on:
        placed.add("pay_date")
    if _colleague_key_held(plan) and _handler_said(b, plan):  # (s27-contact, as on a bill)
        placed.add(plan.colleague)
    if _about_child(plan):  # a school's report card or plan heads with its student, mailed to the parent above it
        b.line("Student: {dependent_student}")  # (not "We write about Paula Parker, grade 5" in its notes: s21-stmt)
        placed.add("dependent_student")
    if "signer_name" in plan.values:
        # "Account manager" is a bank's or a firm's word; a school's or a clinic's statement names a contact
        heads = ("Your contact: ", "Account manager: ", "Questions to: ") if plan.category in _ACCOUNT_KINDS else (
            "Your contact: ", "Questions to: ", "Contact for this statement: " if _STATEMENT_KIND.search(
                plan.record_type) else "Contact: ")
        if ("colleague_email" in b.spans or "colleague_extension" in b.spans  # the head named its handler already
                or _colleague_key_held(plan)):  # (or its notes will: _handler_said)
            heads = ("Prepared by: ", "Issued by: ")  # (not a second "Your contact:": reader12, s21-stmt)
        periodic = _STATEMENT_KIND.search(plan.record_type) and _skel(plan)["statement_next"]
        # a periodic statement prints its contact's address and the account's opening in its head, where a
        # letter tells them in its next steps
        b.line(rng.choice(heads) + _signer(plan) + (" ({signer_email})" if periodic and "signer_email" in plan.values
                                                     else ""))
        if periodic and "case_opened_date" in plan.values and not _NO_ACCOUNT.search(plan.record_type):
            b.line(rng.choice(("Account opened: ", "Customer since: ") if plan.category in _ACCOUNT_KINDS
                              else ("Member since: ",) if plan.category == "medical" and _INSURER_PAPER.search(
                                  plan.record_type)  # (a hospital's bill opens no "account": s24-stmt)
                              else ("Patient since: ",) if plan.category == "medical"
                              else ("Account opened: ",)) + "{case_opened_date}")
    person = [f for f in plan.fields if f.group in _PERSON_GROUPS and f.key not in placed]
    if _skel(plan)["issuer"]:  # an issuer's statement heads with no birth date, website or ID document (s24-stmt)
        person = [f for f in person if not _off_statement_head(plan, f)]
    if not _skel(plan)["issuer"]:  # a person's own list: their particulars are told in its notes, not filled in
        told_person, person = person, []
    else:
        told_person = []
    reach = [p for k, p in (("phone", "{phone}"), ("email", "{email}")) if k in {f.key for f in person}]
    # how the holder wants to be reached goes with their phone and e-mail, not into the table of the account
    pref = next((f for f in plan.fields if _is_wish(f)), None) if reach else None
    _kv(b, [f for f in person if f.key not in ("phone", "email") and f is not pref])
    if reach:  # the holder's phone and e-mail on one line under the address, as a statement prints them, and how
        sep = rng.choice((" · ", " | ", "; "))  # they like to be reached, labelled beside them
        # (labelled as the holder's: "Contact on file:" under "Issued by: Tiffany Arias, Program Coordinator" read
        # as the coordinator's own line, a Texas number under a Denver office, s29-med)
        b.line(rng.choice(("Your contact details: ", "We have you at: ", "How we reach you: ", "Your phone and e-mail: ",
                           "Your contact details on file: ")) + sep.join(reach)
               + (sep + rng.choice(("preferred: ", "preference: ", "prefers: ")) + "{" + pref.key + "}"
                  if pref is not None else ""))
    b.lit("\n")
    # the issuer's own name is its letterhead, not an entry of its own statement ("Organization | Miller Lions Club")
    matter = [f for f in plan.fields if f.group not in _PERSON_GROUPS and f is not pref
              and "{" + f.key + "}" != plan.organisation and f.key not in placed]
    if _skel(plan)["issuer"]:  # no row from another kind of paper (a dues tracker's "Shirt size", a church's
        matter = [f for f in matter if f.key not in _OFF_STATEMENT  # "Religious affiliation": s24-stmt)
                  and not (f.key in _OFF_BY_KIND and _OFF_BY_KIND[f.key].search(plan.record_type))]
        intake = [f.key for f in matter if f.key in _STATEMENT_INTAKE]
        if len(intake) > 1:  # one day the tie began ("Enrolled"), not "Registered" beside it a day earlier
            keep = "case_opened_date" if "case_opened_date" in intake else intake[0]
            matter = [f for f in matter if f.key not in _STATEMENT_INTAKE or f.key == keep]
        # what the statement's own table never lists but its notes may tell (the team's sponsor, a next meeting)
        to_notes = {f.key for f in matter if f.key in _STATEMENT_NOTES}
        # a value drawn as a phrase ("an advanced hobbyist", "a single-day ticket") is told in the notes, never a
        # table cell with its article (reader14 leftover; the record type's `matter` reads it word for word)
        to_notes |= {f.key for f in matter if _LEAD_ARTICLE.match(plan.values.get(f.key, ""))
                     and amount(plan.values.get(f.key, "")) is None}
    else:
        to_notes = set()
    ledger = plan.ledger if plan.ledger is not None and _skel(plan)["issuer"] else None
    if ledger is not None:  # what the ledger prints (its balance, the payment, the fee) is its, not the tables'
        matter = [f for f in matter if f.key not in ledger.uses]
    money = [f for f in matter if amount(plan.values[f.key]) is not None]
    billed = {f.key for f in money}
    told = told_person + [f for f in matter if f.key not in billed and (_descriptive(plan, f) or f.key in to_notes)]
    told_keys = {f.key for f in told}
    other = [f for f in matter if f.key not in billed and f.key not in told_keys]
    if ledger is not None:
        _ledger(b, plan, ledger, rng)
    if money:  # (after a ledger's own summary box, not a second "Summary": s24-stmt)
        b.line(rng.choice(("Other figures", "Account figures") if ledger is not None else (
            "Summary", "At a glance", "Summary of this statement" if _STATEMENT_KIND.search(
                plan.record_type) else "Amounts")))
        width = max(len(f.label) for f in money) + 3
        for f in money:
            b.lit(f"  {f.label} ".ljust(width + 2, "."))
            b.lit(" ")
            b.val(f.key)
            b.lit("\n")
        b.lit("\n")
    # the day the office took the person's papers or opened its file is no entry of a statement's activity ("| October
    # 25, 2024 | Request taken up |" on an ESL progress report or a shift roster: reader12, s21-stmt): a line of its
    # item table under the label that office prints ("On file since")
    since = any(re.search(r"\b(?:since|start|opened|booked|joined)\b", f.label, re.I) for f in other
                if f.key not in _STATEMENT_INTAKE)  # ("Employed since" tells the tie; no "On file since" beside it)
    other = [replace(f, label="Period ending") if f.key == "pay_period" and not _PERIOD_SPAN.match(
        plan.values[f.key]) else replace(f, label="Pay period") if f.key == "statement_period" and paid_on
        else f for f in other]  # ("Pay period | November 15, 2024": one day is its end; a stub's own period)
    other = [replace(f, label=_intake_label(plan, f.key)) if f.key in _STATEMENT_INTAKE else f for f in other
             if f.key not in b.spans and not (since and f.key == "case_opened_date")]
    dated = [f for _, f in _dated_facts(plan, other + money) if f.key not in _STATEMENT_INTAKE] if ledger is None else []
    if len(dated) >= 2 or (dated and _closing(plan, dated, money)):  # the account's dated entries in order, each
        # with its amount where the case pairs one, and the balance it closes on
        _entry_table(b, plan, dated, money, rng)
        other = [f for f in other if f not in dated]
        b.lit("\n")
    if other:
        if _skel(plan)["issuer"]:  # the box's own title, as the issuer of its kind prints it (s24-stmt)
            b.line(_details_title(plan, rng))
        _table(b, other, tuple(rng.choice(_skel(plan)["statement_heads"])))
        b.lit("\n")
    if told:
        b.line(rng.choice(("Notes:", "About this statement:", "Messages:")))
        _prose(b, plan, told, person="second")
    # an office's statement says how to pay what the person owes; a person's own list, an account or brokerage
    # statement, a payout or a royalty statement (money held or paid to them) does not
    if _skel(plan)["issuer"] and any(_OWED.search(f.key) and not _HELD.search(f.key) for f in money):
        _how_to_pay(b, plan, rng)
    if _GIVING.search(plan.record_type) and _skel(plan)["issuer"]:  # the acknowledgement the IRS asks of a
        # charity's receipt for a year's gifts (reader10 class 9: a tithing statement without it)
        b.line(rng.choice(("No goods or services were provided in exchange for these contributions",
                           "You received no goods or services in return for these gifts",
                           f"{plan.organisation} provided no goods or services in exchange for your gifts",
                           "No goods or services were given to you in return for the gifts listed",
                           "In return for these contributions you received no goods or services"))
               + (rng.choice((", other than", ", apart from", " beyond")) + " intangible religious benefits."
                  if plan.values.get("religious_affiliation")
                  or re.search(r"tithing|parish|church|congregation", plan.record_type) else "."))
        b.lit("\n")
    if _STATEMENT_KIND.search(plan.record_type) and (lines := _skel(plan)["statement_next"]):
        # a periodic statement or bill: check it, the next one, how to query an entry (not a letter's next steps)
        lines = _for_channel(lines, plan) or lines  # no "ask us by phone" to one who asked not to be called
        picked = rng.sample(lines, k=min(len(lines), 3))
        said = [vary(t, rng).replace("{doc}", doc_noun(plan)) for t in picked]
        # the time to question an entry said once (reader15 R1: "speak to Russell Peterson within 60 days", "tell us
        # about any error within 60 days", "contact us no later than 60 days" on one royalty statement): not here
        # where a bill's rights paragraph says it, else in the first line that does; the others' places taken by
        # lines of the rest
        limit = _BILL.search(plan.record_type) is not None or _QUERY_LIMIT.search(b.text()) is not None
        kept = []
        for t in said + [vary(t, rng).replace("{doc}", doc_noun(plan)) for t in lines if t not in picked]:
            if len(kept) == len(said):
                break
            if _QUERY_LIMIT.search(t):
                if limit:
                    continue
                limit = True
            kept.append(t)
        said = kept
        b.tmpl(" ".join(t for t in said if all(k in plan.values for k in _part_keys(t))) + "\n")
    else:
        _next_steps(b, plan, rng)
    b.lit("\n")
    _rights(b, plan, rng)
    _contact_closing(b, plan, rng)
    _footer(b, plan, rng)


#: The title over an issuer's statement's table of account details, by what its record type names (first match),
#: else by its category: one kind of row under a title that says which (not a bare "| Detail | On record |" box).
_DETAILS_TITLES = ((re.compile(r"pay stub|payroll|earnings"), ("Employee and pay details", "Employment details")),
                   (re.compile(r"tax return"), ("Return details", "About this return")),
                   (re.compile(r"policy|declarations"), ("Policy information", "Policy details")),
                   (re.compile(r"royalty"), ("Title and contract", "Contract details")),
                   (re.compile(r"payout|insertion order|sponsorship"), ("Payee and channel details", "Payee details")),
                   (re.compile(r"dues|membership|club|studio|league|team"), ("Membership", "Membership details")),
                   (re.compile(r"roster|volunteer|shift"), ("Volunteer record", "Your volunteer record")),
                   (re.compile(r"tithing|contribution|donation|giving"), ("Giving record", "Giver details")),
                   (re.compile(r"credit card|checking|savings"), ("Account information", "Account details")),
                   (re.compile(r"hospital|benefits|claim|\bbill\b"), ("Account and claim", "Billing details")),
                   (re.compile(r"folio|reservation|manifest|booking|wristband"), ("Booking details", "Reservation")),
                   (re.compile(r"brokerage|investment"), ("Account profile", "Account information")),
                   (re.compile(r"ledger|\baccount\b"), ("Account information", "Account details")))
_DETAILS_BY_KIND = {"education": ("Student record", "Enrollment"), "medical": ("Account and visit", "Visit details"),
                    "financial": ("Account information", "Account details"),
                    "professional services": ("Client account", "Engagement details"),
                    "recreation": ("Membership", "Member details"), "community": ("Member record", "Your record"),
                    "media": ("Account details", "Payee details")}


def _details_title(plan: Plan, rng: random.Random) -> str:
    """The title over an issuer's statement's table of account details (:data:`_DETAILS_TITLES`)."""
    for pattern, titles in _DETAILS_TITLES:
        if pattern.search(plan.record_type):
            return rng.choice(titles)
    return rng.choice(_DETAILS_BY_KIND.get(plan.category, ("Account details", "Details on file")))


#: A bill for one booking (a hotel's folio, a reservation), which opens no member's account.
_BOOKING_BILL = re.compile(r"folio|reservation|booking")


#: A medical paper an insurer sends its member (an explanation of benefits), not a provider's bill.
_INSURER_PAPER = re.compile(r"benefits|health plan|coverage")


#: Facts an issuer's statement never prints (s24-stmt; reader14 R1/R9, s22-docs): a member's emergency contact,
#: shirt size or home language on a dues tracker or a roster, the church's own faith on its giving statement, a GED
#: learner's or a graduate's old high school, an application ID once enrolled, a wire's reference with no wire in
#: the ledger, an event or a log time of another paper, the volunteer's lifetime hours beside this period's shifts.
_OFF_STATEMENT = frozenset({"rec_emergency_contact", "community_emergency_contact", "tshirt_size", "apparel_size",
                            "religious_affiliation", "previous_school", "home_language", "rec_logged_time",
                            "application_id", "wire_reference", "community_event_date", "hobby_activity",
                            "hobby_pursuit", "volunteer_hours_logged", "media_logged_time"})
#: Facts a statement of some kinds never tells: a club officer's role on a food bank's shift roster ("The board
#: thanked you for volunteering as recording secretary"), one course and its teacher on a degree audit.
_OFF_BY_KIND = {"community_role": re.compile(r"roster|shift"), "course_title": re.compile(r"audit"),
                "course_instructor": re.compile(r"audit")}
#: Facts a statement's notes tell, never a row of its account table (the team's sponsor, a role, a next meeting).
_STATEMENT_NOTES = frozenset({"team_sponsor", "community_role", "meeting_date", "course_title", "course_instructor",
                              "club_guest_name", "volunteer_skill", "volunteer_availability"})
#: ID documents a statement's head may print, by its kind (a return summary's SSN; a manifest's passport).
_HEAD_ID_KINDS = re.compile(r"\btax\b|manifest|passenger|\bW-2\b|1099")


def _off_statement_head(plan: Plan, f: FieldSpec) -> bool:
    """Whether an issuer's statement leaves the person's particular ``f`` out of its head: a birth date (but a
    clinic's or an insurer's bill of a patient), a website, an ID document's number (but a tax summary's)."""
    if f.key in ("date_of_birth", "age"):
        return plan.category != "medical"
    if f.key == "url":
        return True
    if f.key == "user_handle":  # a payout statement names the channel it pays, not a second, personal handle
        return "pseudonymous_account_handle" in plan.values  # (reader15: "Handle: @ashley_brown" over "@thenorths")
    if f.key in ("id_number", "passport_number", "drivers_license_number", "state_id_number"):
        return bool(re.search(r"license|State ID", f.label, re.I)) or not _HEAD_ID_KINDS.search(plan.record_type)
    return False


#: The days a statement's office took up the person's request or papers, and the label its item table gives each (not
#: a row of its activity: "Request taken up", "Papers received").
_STATEMENT_INTAKE = {"case_opened_date": "On file since", "edu_request_date": "Registered",
                     "community_request_date": "Signed up", "request_received_date": "Inquiry received",
                     "rec_submitted_date": "Form submitted"}


#: The day a file was opened as a statement's office prints it, by its kind ("Enrolled" at a school, "Volunteer since"
#: on a roster).
_OPENED_LABELS = {"education": "Enrolled", "community": "Volunteer since", "financial": "Customer since",
                  "professional services": "Client since", "recreation": "Member since", "media": "Account opened"}


def _intake_label(plan: Plan, key: str) -> str:
    """The item-table label of a statement's intake day ``key``."""
    if key == "case_opened_date":
        if plan.category == "community" and not re.search(r"roster|volunteer|shift", plan.record_type):
            return "Member since"
        if re.search(r"pay stub|payroll|earnings|wage", plan.record_type):  # an employer's, not a customer's
            return "Employed since"
        return _OPENED_LABELS.get(plan.category, _STATEMENT_INTAKE[key])
    return _STATEMENT_INTAKE[key]


#: A statement of a year's gifts to a charity or a congregation (it carries the IRS acknowledgement).
_GIVING = re.compile(r"contribution statement|giving statement|donation receipt|donor statement")


def _case_file_head(b: TextBuilder, plan: Plan, rng: random.Random, fields_: list[FieldSpec],
                    particulars: bool | str = True) -> list[FieldSpec]:
    """An office's file head: who it is about, their particulars (a case file's; a report tells them in its
    text), when the file was opened, who writes."""
    lines = particulars == "lines"  # a report's: the person's particulars on and under the name it is filed under
    b.tmpl(_memo_file_head(plan, rng) if lines else _file_head(plan, rng) + "\n")
    if _about_child(plan):  # the child's name heads the file; not told again in its text
        fields_ = [f for f in fields_ if f.key != "dependent_student"]
    if lines:
        rest = _file_lines(b, plan, fields_, head=False)
    else:
        rest = _particulars(b, plan, fields_) if particulars else fields_
    if ("case_opened_date" in plan.values and "case_opened_date" not in b.spans  # (not twice under the reference)
            and _files_opening(plan)):  # (a report tells it in its text: _opened_field)
        b.line(rng.choice(("File opened: ", "Opened: ", "Date opened: ")) + "{case_opened_date}")
    colleague_line(b, plan)  # who handles the file, with their direct line, in the file head
    return rest


#: The kind of contact a note's lead tells of ("Called Ms. Lee back:" is a phone call).
_CONTACT_KINDS = tuple((re.compile(p), k) for p, k in (
    (r"^(?:Spoke|Phoned|Talked|Called|Returned the call|Rang|Follow-up|Second call|Short call)", "phone"),
    (r"^(?:Met|Saw)", "in person"), (r"^(?:E-mail|Message|Note) from", "e-mail"),
    (r"^(?:Reviewed|Went through|Read|Checked|Pulled|Looked up)", "file review"),
    (r"^(?:Voicemail|Voice message|Left a voicemail|Text from)", "message")))


#: Keys of what the person tells an office (their wishes, worries, account of events).
_TOLD_KEY = re.compile(r"preference|request|concern|complaint|symptom|reason|goal|worry|story|statement|account_of"
                       r"|reported|feedback|question|wish|need|issue|problem|argument")



@lru_cache(maxsize=16384)
def _told_key(key: str) -> bool:
    """(speed only) Whether :data:`_TOLD_KEY` finds anything in the field key ``key``, remembered per key."""
    return _TOLD_KEY.search(key) is not None


def _told_after(plan: Plan, chunks: list[list[FieldSpec]], dates: list[str]) -> tuple[list[list[FieldSpec]], list[str]]:
    """Notes' entries in which no entry tells of a day after its own ("Aug 3: the agency received his paperwork on
    August 30"): the entries ordered by the latest past day their facts give, each entry dated no earlier than it."""
    record = parse_day(plan.record_date)
    if record is None or not dates:
        return chunks, dates
    def latest(chunk: list[FieldSpec]) -> dt.date | None:
        days = [d[0] for f in chunk if (d := parse_day(plan.values[f.key])) is not None and d[0] <= record[0]]
        return max(days) if days else None
    order = sorted(range(len(chunks)), key=lambda i: (latest(chunks[i]) or dt.date.min, i))
    chunks = [chunks[i] for i in order]
    out, floor = [], dt.date.min
    for chunk, date in zip(chunks, dates, strict=True):
        day = parse_day(date)
        want = max(floor, latest(chunk) or dt.date.min)
        if day is not None and day[0] < want:
            date = redated(date, want)
        floor = max(floor, want, day[0] if day else floor)
        out.append(date)
    return chunks, out


#: A note's head that tells of post or papers come in, and the keys of facts about what a person sent in.
#: The words of a sentence about something sent in (quality_privasis's log_heading_mismatch reads the same).
_SENT_SAID = re.compile(r"(?i)\b(?:sent|send|received|mailed|posted|letters?|forms?|papers|documents?|cop(?:y|ies)|"
                        r"submitted|filed|filing|application|enclosed|paperwork|statement|proof|receipt|arrived|came in|"
                        r"submission|reached us)\b")
_MAIL_HEAD = re.compile(r"Mail in|Post received|Letter received|\bsent in\b|\bmailed\]")
_SENT_IN = re.compile(r"(?:^|_)(?:submitted|submission|sent|mailed|filed|filing|documents|papers|paperwork|enclosed"
                      r"|enclosures?|letters?|forms?)(?:_|$)")
#: A note's follow-up that chases papers, and the keys of a matter's own status (a ticket's, a claim's).
_PAPERS_ASKED = re.compile(r"papers|paperwork|proof of address|signed page|copies of the letters")
_OWN_STATUS = re.compile(r"^(?:ticket|case|claim|request|application|appeal|refund|order|complaint)_status$")
#: Keys of the day a matter's file, ticket or request was opened, after which its notes are dated.
_OPENED_KEY = re.compile(r"case_opened|opened_(?:at|date|on)|logged_(?:at|date|on)|request_received|received_date"
                         r"|intake_date|referral_date"
                         # (an appeal's notes begin once its application came in: no "Note, 2025-02-18" above "the
                         # department received the application on 2025-03-12"; s24-notes)
                         r"|^application_date$"
                         # (nor above the person's first request: a seller's log began once the seller got in touch,
                         # not "Entry 1 (March 2)" over "the first request came in on March 6"; s27-chrono)
                         r"|^ps_request_date$")


def _opened_on(plan: Plan) -> str:
    """The latest day the record says its matter was opened, logged or received (its file's opening, a ticket's
    logging): no note is dated before it (reader7 class 12: "the case was logged on September 22" after the first
    entry of August 5)."""
    days = [(d[0], v) for k, v in plan.values.items() if _OPENED_KEY.search(k) and (d := parse_day(v)) is not None]
    record = parse_day(plan.record_date)
    days = [t for t in days if record is None or t[0] <= record[0]]
    return max(days)[1] if days else ""


def _case_notes(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """An office's dated notes on one matter, facts of one kind per entry; a person's own diary when the family
    has no issuer; a clinical note (headed sections) for the families that write them."""
    sk = _skel(plan)
    if plan.category in sk["clinical"]["categories"]:
        _clinical(b, plan, rng)
        return
    rest = [f for f in plan.fields if f.key != "full_name"]
    if sk["issuer"]:
        b.line(f"{_title(plan)} — {plan.organisation}")
        rest = _case_file_head(b, plan, rng, rest)
        # the person's work as the file head holds it, not told under a contact ("Rang Ms. Dorsey: at Bailey-Clark,
        # she works as a firefighter"; "Short call with Ms. Reyes: she is a librarian at present": s22-notes)
        work = [f for f in rest if f.key in ("occupation", "employer")]
        if work and plan.category in _NOTES_WITHOUT_WORK:  # no "Work: carpenter at Floyd, Mora and Harvey" over a
            rest, work = [f for f in rest if f not in work], []  # tax appeal's or an admissions file's notes
        if work:  # (one line, as a file head describes its person: not a contact card of labelled particulars)
            held = {f.key for f in work}
            retired = plan.values.get("occupation", "").startswith("retired")
            if "occupation" in held:
                b.line(_work_line(plan, "employer" in held, retired))
            else:
                b.line("Employer: {employer}")
        rest = [f for f in rest if f not in work]
        b.line(f"Author: {_signer(plan)}")
        _reference_line(b, plan, rng)
        if (reason := _background(plan)) and not _of_itself(plan, reason, r"(?:this|these)", anywhere=True):
            b.tmpl("Background: " + reason + "\n")  # the matter's story, not the notes' own ("This report was ...")
    else:  # a diary or a family's own notes: the person's name heads it, nothing of an office
        b.line(f"{_title(plan)} — " + "{first_name}")
        shown = _if_found(b, plan, rng)
        rest = [f for f in plan.fields if f.key not in shown and (f.key != "full_name" or not shown)]
        if re.search(r"\blog\b", plan.record_type):  # a house's log: who lives there on its first page, its entries
            front = [f for f in rest if f.group in _DIARY_GROUPS or f.key in _DIARY_KEYS]  # the work done
            _kv(b, front)  # (no "James and I argued again" between a repair and a meter reading)
            rest = [f for f in rest if f not in front]
    b.lit("\n")
    ordered = [f for fields_ in _by_group(rest).values() for f in fields_]  # facts of one kind stay together
    # a few facts an entry, as a case worker logs each contact; a diary's entry is about one or two things of its
    # day (reader3 class 8: not a list of unrelated facts)
    per = rng.randint(2, 4) if sk["issuer"] else rng.choice((2, 2, 3))
    chunks = _office_entries(ordered, per) if sk["issuer"] else _diary_entries(
        sk, ordered, plan.record_type) if re.search(r"diary|journal", plan.record_type) else _day_entries(
        sk, ordered)  # (a log keeps a line an entry; a diary's day tells a few things of one part of the writer's life)
    # (a diary's days spread from the day its notebook was begun, or of more entries than the timeline's dates from
    # the first of them: none shared, none before the first page)
    since = "" if sk["issuer"] else plan.values.get("diary_entry_date", "") if any(
        f.key == "diary_entry_date" for f in plan.fields) else "" if len(chunks) <= len(plan.entry_dates) or not \
        plan.entry_dates else plan.entry_dates[0]
    dates = _entry_dates(plan, len(chunks), _opened_on(plan) if sk["issuer"] else since)
    chunks, dates = _told_after(plan, chunks, dates)
    at = next((i for i, c in enumerate(chunks) if any(f.key == "diary_entry_date" for f in c)), 0)
    if not sk["issuer"] and at:  # the notebook's first day heads it (not "I began this notebook on ..." last)
        chunks.insert(0, chunks.pop(at))  # (the dates stay in order: each chunk a later one than before, or the same)
    chunks, dates = _weather_last(chunks, dates)
    begun = parse_day(plan.values.get("diary_entry_date", "")) if not sk["issuer"] else None
    if begun is not None:  # no entry before the day the notebook was begun
        dates = [redated(d, begun[0]) if (day := parse_day(d)) is not None and day[0] < begun[0] else d
                 for d in dates]
    head = rng.choice(sk["entry_heads"])
    signer = _signer(plan) if sk["issuer"] else ""
    person = "formal" if sk["notes_person"] == "third" else sk["notes_person"]
    actions = list(_for_channel(sk["note_actions"], plan) or sk["note_actions"])  # no calls to one who asked none
    if _remote(plan):  # one place per case: a fully remote person is not met at the front desk
        actions = [a for a in actions if not _MET_IN_PERSON.search(a)]
    rng.shuffle(actions)
    # a contact with the person heads facts they told; the office's own work heads its facts (no "Voicemail from
    # Mr. Brown: proceedings will take place in the County Court")
    contacts = [a for a in actions if "{who}" in a and not a.startswith("[Checked")]
    office = [a for a in actions if a not in contacts]
    followups = for_issuer(sk["note_followups"], plan)  # no "team lead" in a volunteer group's notes
    if _closed(plan):  # one status per matter: a closed ticket's notes do not keep its file open
        followups = [t for t in followups if not _KEEPS_OPEN.search(t)]
    if sk["issuer"] and _checks_identity(plan):  # papers chased only by an office that asks for them (form_kinds)
        followups = [*followups, *for_issuer(sk["form_kinds"]["identity"]["followups"], plan)]
    if not any(_SENT_IN.search(f.key) for f in plan.fields):  # no papers chased on a matter of none (reader7: "Reminded
        followups = [t for t in followups if not _PAPERS_ASKED.search(t)]  # Mr. Coleman to send the missing papers"
    rng.shuffle(followups)
    for n, (chunk, date) in enumerate(zip(chunks, dates, strict=True), start=1):
        told = any(_person_told(f) for f in chunk)
        pool = (contacts if told else office) or actions
        # "Mail in:" heads an entry on what came by post, not "Mail in: housing costs Mr. Long $1,505.08 a month."
        # (reader7 class 12): the other heads where the entry's facts are of nothing sent in
        # (... and of a fact whose own wording tells of something sent: "She got in touch online" is no post)
        if not any(_SENT_IN.search(f.key) and _SENT_SAID.search(_template(plan, f, person)) for f in chunk):
            pool = [a for a in pool if not _MAIL_HEAD.search(a)] or [a for a in actions if not _MAIL_HEAD.search(a)]
        lead = vary(pool[(n - 1) % len(pool)], rng).replace("{who}", f"{plan.honorific} {{last_name}}") \
            if pool else ""
        if not sk["issuer"] and n == len(chunks) > 1 and "grief" in plan.record_type:
            lead = _grief_day(plan)  # (the journal's last day is about the one it mourns)
        kind = ""
        if sk["issuer"] and (contact := next((k for pattern, k in _CONTACT_KINDS if pattern.search(lead)), None)):
            # an office's note logs each contact's kind and length, as case systems do
            kind = f" ({contact}, {rng.choice((5, 10, 15, 20, 25, 30, 45))} min)"
        # "Later, ..." follows an earlier entry: a diary's first entry is headed by its date alone
        line = (head if n > 1 or not head.startswith("Later, ") else "{date}").replace("{date}", _diary_day(
            date) if not sk["issuer"] and re.search(r"diary|journal", plan.record_type) else date).replace(
            "{n}", str(n)).replace("{signer}", signer).rstrip(":")
        if kind and line.endswith(")"):  # "Entry 2 (May 3, 2025; phone, 10 min):", not two brackets in a row
            line, kind = line[:-1] + "; " + kind.strip()[1:], ""
        mark = (len(b.parts), b.pos)  # (an entry whose facts all went unsaid is taken back, head and all: no bare
        b.line(line + kind + (":" if head.endswith(":") else ""))  # "Note to file:" with nothing under it)
        body = len(b.parts)
        follow = ""  # what the worker did about it, in most entries
        # (a note of the office's own work closes on no call: no "File review: ... Explained the timeline with
        # Mr. Powers at the end of the call"; s22-notes)
        own_follow = followups if told else [t for t in followups if not _CALL_FOLLOW.search(t)]
        if own_follow and rng.random() < 0.85 and n <= 2:  # (in the first entries: not a closer under every note)
            follow = (_pick_for([own_follow[(n - 1) % len(own_follow)]], rng, plan) or "").replace(
                "{who}", f"{plan.honorific} {{last_name}}")  # no "the deadline" where the record gives none
        if not sk["issuer"] and (words := _told_together(sk, chunk)):  # one thing told in one wording
            b.line(voice(vary(rng.choice(words), rng), "first"))
            b.lit("\n")
            continue
        _prose(b, plan, chunk, per_paragraph=5 if sk["issuer"] or not re.search(r"diary|journal", plan.record_type)
               else 9, person=person, lead=lead, tail=follow)  # (a diary's day in one paragraph)
        if not (said := "".join(b.parts[body:]).strip()) or said.endswith(":"):
            del b.parts[mark[0]:]
            b.pos = mark[1]
            for key in list(b.spans):
                b.spans[key] = [sp for sp in b.spans[key] if sp[0] < mark[1]]
                if not b.spans[key]:
                    del b.spans[key]
    if sk["issuer"] and (said := _handler_said(b, plan, near="questions")):  # the colleague on the file, reached
        if not b.text().endswith("\n\n"):  # how, under the notes (not a "Staff contact:" head line; s28-head)
            b.lit("\n" if b.text().endswith("\n") else "\n\n")
        b.tmpl(said + "\n\n")
    # (no "Contacts logged: 10 from ..." count under the notes: a case system's screen, not a worker's notes;
    # reader11 class 1)
    if sk["issuer"] and len(dates) > 1 and not _tells_status(plan) and not any(
            _OWN_STATUS.match(f.key) for f in plan.fields):  # one status per matter: the record's own where it tells one
        # (papers awaited only where the office asks for them and the matter has papers sent in)
        papers = "the papers asked for|the signed papers|" if _checks_identity(plan) and any(
            _SENT_IN.search(f.key) for f in plan.fields) else ""
        b.line(vary("[File status|Status|Case status]: [open|active|open, in progress], [waiting for|pending] [" + papers
                    + "a reply|the next contact].", rng))
    _pad(b, plan, "Plan" if sk["issuer"] else "Later")
    _next_steps(b, plan, rng, "third")


#: Families whose office notes have no use for the person's job (a tax appeal, an admissions interview, a watch log:
#: reader14 class 6, "Work: retired flight attendant" in a neighborhood watch log): their file head prints none.
_NOTES_WITHOUT_WORK = frozenset({"government", "education", "community"})
#: A note's follow-up line that tells of a talk with the person (only under an entry headed by a contact with them).
_CALL_FOLLOW = re.compile(r"\{who\}|\bcall|\bphone|\bspoke|\btold\b|\bexplained\b|\bagreed with\b", re.I)


def _person_told(f: FieldSpec) -> bool:
    """Whether an office's note tells ``f`` as what the person said or gave (their particulars, their wishes), not
    as the office's own work (a fee charged, a meeting it set)."""
    return f.group in _PERSON_GROUPS or _told_key(f.key)


def _office_entries(facts: list[FieldSpec], per: int) -> list[list[FieldSpec]]:
    """An office's note entries, ``per`` facts each: what the person told in entries of their own (headed by a
    contact with them) and the office's own facts in others (headed by its own work), never one under the other's
    lead ("Called Ms. Ortiz back: on May 3 the office logged ..."; s21-notes), the two kinds taken in turn."""
    told = [f for f in facts if _person_told(f)]
    own = [f for f in facts if not _person_told(f)]
    runs = [[part[i : i + per] for i in range(0, len(part), per)] for part in (told, own)]
    out = []
    for i in range(max(len(runs[0]), len(runs[1]))):
        out += [run[i] for run in runs if i < len(run)]
    return out


def _day_entries(sk: dict, facts: list[FieldSpec], fuller: bool = False) -> list[list[FieldSpec]]:
    """A diary's or a log's entries, each about one thing of its day (``skeletons.yaml``: entry_facts,
    entry_backdrop; reader10 class 11: not three unrelated facts and a tag line): the facts that make one thing
    together (a repair: what broke, who came, what it cost) in one entry, every other fact in an entry of its own,
    the notebook's first day first, and the day's backdrop (a mood, the weather, a dinner) beside an event."""
    held = {f.key: f for f in facts}
    chunks: list[list[FieldSpec]] = []
    for group in sk.get("entry_facts") or ():
        if all(k in held for k in group["keys"]):
            chunks.append([held.pop(k) for k in group["keys"]])
    backdrop = [f for f in held.values() if f.key in (sk.get("entry_backdrop") or ())]
    chunks += [[f] for f in held.values() if f not in backdrop]
    chunks.sort(key=lambda c: c[0].key != "diary_entry_date")  # (stable: the rest keep their order)
    if len(chunks) > 1 and chunks[0][0].key == "diary_entry_date":  # the first page tells its day's event too
        chunks[:2] = [chunks[0] + chunks[1]]
    if fuller:  # (a diary's or journal's day tells a few things; a log's entry is one job)
        chunks = _fuller_days(chunks)
    single = [c for c in chunks if len(c) == 1] or chunks
    if not chunks:
        return [[f] for f in backdrop]
    for i, f in enumerate(backdrop):  # spread over the entries, one beside each event at most
        single[(i * len(single)) // len(backdrop)].append(f)
    return chunks


#: The parts of a writer's life a diary's entry is about (s25-personal, reader15 R7: not one or two unrelated lines
#: under each of eleven dates): an entry tells a few facts of one part, in this order of entries.
_DIARY_PARTS = (
    ("travel_stop_today", "travel_mishap", "travel_lodging", "local_dish", "small_pleasure"),
    ("partner_name", "household_child", "pet_description", "relationship_milestone", "first_date_place"),
    ("relative_name", "family_conflict", "neighbor_name", "person_thanked", "mutual_friend"),
    ("confided_secret", "private_worry", "health_concern", "therapist_name", "confidant_name", "phone_call_with"),
    ("work_frustration", "went_well", "three_good_things", "recent_purchase", "hobby_activity", "favorite_place"),
    ("personal_goal", "dream_destination", "weekend_plan", "upcoming_date", "savings_goal"),
    ("person_lost", "shared_memory", "old_nickname", "letter_written_place"),
)
#: The day's own backdrop, told on the record's day (the last entry): the mood, the night, the weather.
_DIARY_TODAY = ("daily_mood", "sleep_last_night", "weather_note")


#: Whom a grief journal mourns, as its writer calls them in passing (no name: the name is the value's, told once).
_MOURNED = {"father": "Dad", "mother": "Mom", "grandmother": "Grandma", "grandfather": "Grandpa"}


def _grief_day(plan: Plan) -> str:
    """The lead of a grief journal's last entry, the day it is written for (s25-personal, reader15 R7: "the birthday
    of the background never appears"): the one it mourns, by relation, on their birthday where that is the day."""
    m = re.search(r"\(([a-z][a-z -]*)\)$", plan.values.get("~person_lost") or plan.values.get("person_lost", ""))
    if m is None:
        return ""
    who = _MOURNED.get(m.group(1)) or f"my {m.group(1)}"
    pick_ = random.Random(plan.join_seed)
    if "birthday" in plan.background:
        return pick_.choice((f"It would have been {who}'s birthday today.",
                             f"Today would have been {who}'s birthday, and I did not know what to do with it."))
    return _cap(pick_.choice((f"{who} has been on my mind all day.", f"some days missing {who} is quieter than others; "
                              "today was not one of them.", f"I talked to {who} out loud again today.")))


def _diary_entries(sk: dict, facts: list[FieldSpec], record_type: str) -> list[list[FieldSpec]]:
    """A diary's or journal's entries (s25-personal): the notebook's first page (the day it was begun, with what
    made the writer begin it where that is the record's matter: a grief journal's loss), then an entry for each part
    of the writer's life it tells (``_DIARY_PARTS``: the people at home, the family, what weighs on them, the good
    things, the plans), three or four facts each, a dinner or a song beside them, and the record's own day last with
    its mood, night and weather."""
    held = {f.key: f for f in facts}
    chunks: list[list[FieldSpec]] = []
    for group in sk.get("entry_facts") or ():
        if all(k in held for k in group["keys"]):
            chunks.append([held.pop(k) for k in group["keys"]])
    first = [held.pop("diary_entry_date")] if "diary_entry_date" in held else []
    if first and "grief" in record_type and "person_lost" in held:
        first.append(held.pop("person_lost"))  # (a grief journal is begun for its loss)
    elif first and "life_event" in held:  # (a diary of a hard year: the turn it was begun in, on its first page)
        first.append(held.pop("life_event"))
    today = [held.pop(k) for k in _DIARY_TODAY if k in held]
    side = [f for f in held.values() if f.key in (sk.get("entry_backdrop") or ())]
    travel = "travel" in record_type  # (a trip's days: each entry opens on that day's stop, bed or meal)
    trip = [held.pop(k) for k in _DIARY_PARTS[0][:4] if travel and k in held]
    parts = [[held[k] for k in keys if k in held] for keys in _DIARY_PARTS]
    placed = {f.key for part in parts for f in part} | {f.key for f in side}
    parts.append([f for f in held.values() if f.key not in placed])
    for part in parts:  # three or four facts an entry, the part shared out evenly (not 4 and a lone 1)
        n = -(-len(part) // 4)
        chunks += [part[i * len(part) // n:(i + 1) * len(part) // n] for i in range(n)]
    while len(chunks) > 1 and (c := next((c for c in chunks if len(c) == 1), None)) is not None:
        at = chunks.index(c)  # no entry of one line: it joins the shorter of its neighbours
        chunks.pop(at)
        near = [i for i in (at - 1, at) if 0 <= i < len(chunks)]
        chunks[min(near, key=lambda i: len(chunks[i]))].extend(c)
    for i, f in enumerate(trip):  # one stop of the trip a day, at the head of its entry
        if chunks:
            chunks[i % len(chunks)].insert(0, f)
        else:
            chunks.append([f])
    for i, f in enumerate(side):  # a dinner or a song beside an entry's events, one to an entry
        if chunks:
            chunks[i % len(chunks)].append(f)
    if today:
        if chunks and len(chunks[-1]) + len(today) <= 5:
            chunks[-1].extend(today)
        else:
            chunks.append(today)
    if first and len(first) == 1 and chunks:  # (no first page of one line: it tells its day's events too)
        chunks[0] = first + chunks[0]
    elif first:
        chunks.insert(0, first)
    return chunks


def _diary_day(date: str) -> str:
    """A diary entry's date as its writer heads the day: with its weekday where the date is written out ("Tuesday,
    April 14, 2024"), as it stands otherwise (a numeric date takes no weekday)."""
    day = parse_day(date)
    if day is None or not re.match(r"[A-Z][a-z]+ \d{1,2}, \d{4}$", date):
        return date
    return f"{day[0].strftime('%A')}, {date}"


def _fuller_days(chunks: list[list[FieldSpec]]) -> list[list[FieldSpec]]:
    """A diary's entries of one fact each taken together, two facts (the facts arrive in their groups' order) to a
    day: a diary entry tells a few things of its day, not one line under each of twenty dates
    (s22-notes, reader3 class 8); the first page and the entries whose facts make one thing together stay as they
    are."""
    out: list[list[FieldSpec]] = []
    loose = False  # (whether the last entry was made of loose facts and may take one more)
    for i, chunk in enumerate(chunks):
        if len(chunk) == 1 and loose and len(out[-1]) < 2:
            out[-1] = out[-1] + chunk
            continue
        out.append(list(chunk))
        loose = len(chunk) == 1 and not (i == 0 and chunk[0].key == "diary_entry_date")
    return out


def _told_together(sk: dict, chunk: list[FieldSpec]) -> list[str]:
    """The wordings of an entry whose facts make one thing together (``skeletons.yaml``: entry_facts)."""
    keys = [f.key for f in chunk]
    return next((g["words"] for g in sk.get("entry_facts") or () if g["keys"] == keys), [])


def _weather_last(chunks: list[list[FieldSpec]], dates: list[str]) -> tuple[list[list[FieldSpec]], list[str]]:
    """The day's weather told in the last entry, the one on the record's date: the weather was drawn for that
    month ("freezing rain that iced the sidewalks" in a grief journal's September entry, a December record)."""
    at = next((i for i, chunk in enumerate(chunks) if any(f.key == "weather_note" for f in chunk)), None)
    if at is None or at == len(chunks) - 1:
        return chunks, dates
    weather = [f for f in chunks[at] if f.key == "weather_note"]
    chunks = [[f for f in chunk if f.key != "weather_note"] for chunk in chunks]
    chunks[-1] = chunks[-1] + weather
    keep = [i for i, chunk in enumerate(chunks) if chunk]
    return [chunks[i] for i in keep], [dates[i] for i in keep]


#: Keys of findings that need the patient in the room (no "Visit: video" beside a pulse and a weight).
_IN_PERSON = re.compile(r"vital|blood_pressure|pulse|weight|height|bmi|exam|lab|imaging|biopsy|scan|specimen|procedure")


@lru_cache(maxsize=16384)
def _in_person(key: str) -> bool:
    """(speed only) Whether :data:`_IN_PERSON` finds anything in the field key ``key``, remembered per key."""
    return _IN_PERSON.search(key) is not None


def _visit_kinds(plan: Plan) -> tuple[str, ...]:
    """The kinds of visit a clinical note of this record type can head ("new patient" on an initial evaluation,
    "follow-up" on a progress note), video only when nothing in it needs the patient in the room."""
    rt = plan.record_type.lower()
    if re.search(r"emergency|discharge|admission|operative|surgical|inpatient", rt):
        return ("hospital",) if "emergency" not in rt else ("emergency department",)
    if re.search(r"initial|intake|consultation|new patient", rt):
        kinds: tuple[str, ...] = ("new patient",)
    elif re.search(r"progress|follow|management|reconciliation|rehabilitation|survivorship", rt):
        kinds = ("follow-up", "office")
    else:
        kinds = ("office", "follow-up", "same-day")
    # one visit kind per case: the session's number says it (reader9 14: "Visit: follow-up" above "Today was the
    # first session after a break"; no "new patient" at the ninth session)
    session = plan.values.get("session_number", "") if any(f.key == "session_number" for f in plan.fields) else ""
    if session == "the first session":
        kinds = ("new patient",)
    elif session.startswith("the first session"):
        kinds = ("office",)
    elif session:
        kinds = tuple(k for k in kinds if k != "new patient") or ("office",)
    if not any(_in_person(f.key) for f in plan.fields):
        kinds += ("video",)
    return kinds


#: The medical field group whose short facts are findings (told in the examination section of a clinical note).
_FINDINGS_GROUP = "health condition"


def _clinical(b: TextBuilder, plan: Plan, rng: random.Random, report: bool = False) -> None:
    """A clinical note or report: the patient's header, then the facts under the heading they belong to
    (Subjective/Objective/Assessment/Plan or History/Examination/Impression/Plan), billing entries, a signature."""
    cl = _skel(plan)["clinical"]
    style = rng.choice(cl["styles"])
    # the clinician who saw the patient writes and signs the note, when the record names them
    author = "{treating_clinician}" if "treating_clinician" in plan.values else _signer(plan)
    # (never under a MEMORANDUM head, "TO: Oncology team / FROM: ..., DO": a note is laid out as a note, reader7 class 10)
    b.line(_title(plan).upper() if report else _title(plan))
    b.line(plan.organisation)
    _office_line(b, plan)
    b.line("Patient: {full_name}")
    rest = [f for f in plan.fields if f.key != "full_name"]
    header = [f for f in rest if f.key in cl["header"]]
    # the emergency contact closes the header, after the visit's own lines (never told in the plan)
    header.sort(key=lambda f: f.key == "emergency_contact")
    headed = {f.key for f in header}
    rest = _particulars(b, plan, [f for f in rest if f.key not in headed], ("occupation", "employer", "life_event"))
    doc = _clinical_document(plan)
    if doc is not None and not doc.get("encounter") and "styles" not in doc:
        _clinical_doc(b, plan, rng, doc, header, rest, author, headed=False)
        return
    if doc is not None and "styles" in doc:  # a plan: the note's sections under a plan's headings, no visit head
        style = rng.choice(doc["styles"])
    study = _STUDY_REPORT.search(plan.record_type) is not None
    if doc is not None and not doc.get("encounter"):  # a plan is dated, not a visit with a kind and a source
        _kv(b, [f for f in header if f.key not in ("visit_date", "visit_time")])
        held = _field_keys(plan.fields)
        when = " at ".join(f"{{{k}}}" for k in ("visit_date", "visit_time") if k in held)
        if when:
            b.line(("Reviewed with the patient: " if "visit_date" in held else "Time of review: ") + when)
        b.line(f"Date of plan: {plan.record_date}")
    elif study:  # a result, a scan, an operation: no visit kind, no history source (reader4 class 2: "Visit: office"
        # and "Source: patient and chart" on a metabolic panel); the time is the study's
        _kv(b, [f for f in header if f.key != "visit_time"])
        if any(f.key == "visit_time" for f in header):
            b.line(("Time of procedure: " if "operative" in plan.record_type else "Time performed: ") + "{visit_time}")
        b.line(f"Date of report: {plan.record_date}")
    else:
        _kv(b, header)
        b.line("Visit: " + rng.choice(_visit_kinds(plan)))
        language = next((v for k, v in plan.values.items() if k.endswith("_language")), "English")
        # (never "chart review" on a visit the clinician saw the patient at: reader12 R3, a hands-on evaluation)
        b.line("Source: " + rng.choice(("patient", "patient and chart", "patient and referral notes")
                                       + (("patient and spouse",) if plan.values.get("marital_status") == "married"
                                          else ())
                                       + (() if language.startswith("English") else ("patient, interpreter",))))
        b.line(f"Date of note: {plan.record_date}")
    if doc is not None and doc.get("encounter"):  # a consultation: the visit's head, then its specialty's sections
        _clinical_doc(b, plan, rng, doc, header, rest, author, headed=True)
        return
    _reference_line(b, plan, rng)
    b.lit("\n")
    placed: set[str] = set()
    reason = _background(plan)
    if _of_itself(plan, reason, r"(?:this|these)", anywhere=True):  # "This report reviews how ...": the note's own
        reason = ""
    sections = [(h, [f for f in rest if f.key in keys]) for h, keys in zip(style, cl["sections"], strict=True)]
    # the history opens on why the patient came, in the order the skeleton gives (the complaint, then its onset and
    # the rest), and an allergy goes under its own heading, not as the reason for the visit ("Reason for visit — The
    # medication record flags an allergy to aspirin": reader8 class 9); with no complaint to open on, the heading
    # is the history, not "Reason for visit"
    first = cl["sections"][0]
    allergy = [f for f in sections[0][1] if f.key == "known_allergy"]
    sections[0] = (sections[0][0] if any(f.key == "chief_complaint" for f in sections[0][1]) or reason
                   or sections[0][0] in ("History", "Subjective") else "History",
                   sorted((f for f in sections[0][1] if f.key != "known_allergy"), key=lambda f: first.index(f.key)))
    if allergy:
        sections.insert(1, ("Allergies", allergy))
    # a finding no section names (a pain score, a range of motion) is told with the examination, not under
    # "Coverage and charges" beside the member ID
    sectioned = {k for keys in cl["sections"] for k in keys} | set(cl.get("billing") or ())  # (a code is billed)
    sections[1 + bool(allergy)][1].extend(f for f in rest if f.key not in sectioned and f.group == _FINDINGS_GROUP
                          and not _descriptive(plan, f))
    # the work and life events under their own heading after the history, never in it (reader7 class 10)
    sections.insert(1 + bool(allergy), ("Social history", [f for f in rest if f.key in cl["social"]]))
    sections = [(h, fields_) for h, fields_ in sections if fields_]
    for n, (heading, fields_) in enumerate(sections):
        b.line(heading)
        if n == len(sections) - 1:  # the plan ends with what the clinician went over with the patient
            # two or three of the things a clinician notes going over with the patient, the patient named once
            # (none in a study's report: a radiologist's MRI report has no "30 minutes counseling on the plan")
            pool = _visit_closings(cl["closings"], plan.record_type)
            said = [vary(c, rng) for c in rng.sample(cl["study_closings"], k=rng.randint(1, 2))] if _STUDY_REPORT.search(
                plan.record_type) else [vary(c, rng) for c in rng.sample(pool, k=min(len(pool), rng.randint(2, 3)))]
            closing = " ".join(c.replace("{who}", f"{plan.honorific} {{last_name}}") if i == 0
                               else voice(c.replace("{who}", "{first_name}"), _pronoun(plan))
                               for i, c in enumerate(said))
            # end-of-life wishes are a paragraph of their own, never joined to a discharge or a booking (reader4
            # class 11: "he has a signed living will ..., and he is being discharged to home")
            wishes = [f for f in fields_ if f.key == "advance_directive"]
            _prose(b, plan, [f for f in fields_ if f.key != "advance_directive"], per_paragraph=5, person="formal")
            if wishes:
                _prose(b, plan, wishes, person="formal")
            if closing:
                b.tmpl(closing + "\n\n")
        else:
            _prose(b, plan, fields_, per_paragraph=5, person="formal", lead=reason if n == 0 else "")
        placed.update(f.key for f in fields_)
    left = [f for f in rest if f.key not in placed]
    short = [f for f in left if not _descriptive(plan, f)]
    if short:
        b.line(rng.choice(("Billing and coverage", "Administrative", "Coverage and charges")))
        _kv(b, short)
        b.lit("\n")
    if told := [f for f in left if all(f is not g for g in short)]:
        _prose(b, plan, told, person="formal")
    b.line(rng.choice(("Electronically signed by ", "Signed: ", "Reviewed and signed by ")) + author
           + f", {plan.record_date}")
    _footer(b, plan, rng, internal=True)


def _office_file(plan: Plan) -> dict:
    """:func:`office_file` of the plan's issuer: an employer's own (its personnel file, its line manager), else its
    category's."""
    office = office_file("employer" if issuer_kind(plan) == "employer" else plan.category)
    # (a court's own report on a party, written by its evaluator or probation office: its desks are the court's,
    # not the law firm's "Client file" and "billing": reader15)
    kind = next((k for k in office.get("desks_by_kind") or () if re.search(k["kinds"], plan.record_type, re.I)), None)
    return {**office, "to": kind["to"], "copies": kind["copies"]} if kind else office


@lru_cache(maxsize=64)
def office_file(category: str) -> dict:
    """How an office of ``category``'s kind heads its own file on a person and whom it copies
    (``skeletons.yaml: office_files``; ``default`` for a category not listed)."""
    data = _skeleton_yaml()
    files = (data or {}).get("office_files") or {}
    if not isinstance(files.get("default"), dict):
        raise SkeletonError("privasis_hub/data/privasis/skeletons.yaml: no 'office_files.default'")
    return {**files["default"], **(files.get(category) or {})}



#: Record types about an event or a matter rather than the person (an incident log, a rundown, a fact-check): their
#: report or memo keeps the person's particulars for a block near its end (issue 19: "Mr. Smith is 20. He is employed
#: as a hair stylist. He resides at ..." opening a neighbourhood watch incident log). An assessment of the person (a
#: pre-sentence investigation, an evaluation) gives them first.
_MATTER_FIRST = re.compile(r"incident|\blog\b|rundown|roster|tracker|production|fact-check|escalation|moderation"
                           r"|disbursement|misconduct investigation|takeover|harassment|conduct|ticket|minutes"
                           r"|inventory|reconciliation|status report|insertion order|disclosure review|payout|royalty"
                           r"|exploitation|dues|audit")


def _person_first(plan: Plan) -> bool:
    """Whether ``plan``'s report or memo gives the person's particulars before the matter: never, now that they are
    told in sentences rather than a labelled block (a file that opens "Mr. Ali is 67 ... He lives at ..." reads as a
    dossier: tests/test_record_boilerplate.py); :data:`_MATTER_FIRST` kept for the lead to decide on."""
    return False and not _MATTER_FIRST.search(plan.record_type)


def _held_particulars(fields_: list[FieldSpec]) -> list[FieldSpec]:
    """The person's particulars a report's or memo's block holds, and what is told with them (a life event)."""
    return [f for f in fields_ if f.key in _ABOUT_KEYS or f.key == "sex" or _is_wish(f)]


def _person_block(b: TextBuilder, plan: Plan, held: list[FieldSpec]) -> None:
    """The person's particulars block of a report or memo, and in a sentence or two after it what a block does not
    hold (a recent life event)."""
    if held:  # the office's file lines on the person, never a profile paragraph ("Ms. Parrish is 52 years of age and
        # a United States citizen. She is a retail supervisor ...", "On social media he is @thejamesp": reader12
        # class E); nor a "Mr. Ali's details:" card of one label a value (reader7 class 1)
        left = _file_lines(b, plan, [f for f in held if f.key != "life_event"])  # (told when it happened, below)
        left += [f for f in held if f.key == "life_event"]
        if left:
            _prose(b, plan, left, person="formal")


#: The heading over a report's or memo's lines on the person, by the role the file gives them.
_FILE_LINES_HEADS = ("{who}, on file", "Details on file", "Details held", "Personal details")
_PARENT_LINES_HEADS = ("Parent contact on file", "{who} (parent)", "Parent or guardian details", "Parent: {who}")


def _file_lines(b: TextBuilder, plan: Plan, fields_: list[FieldSpec], head: bool = True) -> list[FieldSpec]:
    """The person's particulars as an office's report or memo records them, a few labelled lines under one head
    (``Particulars: female, born March 3, 1984 (age 41); married`` / ``Home: ...`` / ``Contact: ...; ...`` /
    ``Work: ...`` / ``Online: ...``), a fact a clause, in the order a file prints them; returns the fields it does
    not hold. ``head=False``: the lines of a file's header, under the name it is filed under (``Date of birth:
    March 3, 1984 (age 41) · Sex: female`` / ``Marital status: married`` / ``Address: ...``), with no head of their
    own and no card label ("Details held for Mr. Holder / Particulars: age 29" after the matter: reader13 class 1)."""
    v = plan.values
    held = {f.key: f for f in fields_ if (f.key in _ABOUT_KEYS and f.key != "life_event") or f.key == "sex"}
    if not head:  # (the name line written before it ends here)
        return _header_lines(b, plan, fields_, held)
    if not held:
        return fields_
    lines: list[str] = []
    who_is: list[str] = []  # sex, birth and age, status: one "Particulars:" line
    if "sex" in held:
        who_is.append("{sex}")
    if "date_of_birth" in held:
        who_is.append("born {date_of_birth}" + (" (age {age})" if "age" in held else ""))
    elif "age" in held:
        who_is.append("age {age}")
    if "marital_status" in held:
        who_is.append("{marital_status}")
    if "citizenship" in held:
        who_is.append("{citizenship} citizen")
    if "ethnicity" in held:
        who_is.append("ethnicity {ethnicity}")
    if who_is:
        lines.append("Particulars: " + "; ".join(who_is))
    wish = _where_lines(plan, fields_, held, lines, "Employer on file: ")
    who = f"{plan.honorific} {{last_name}}" if "last_name" in v else "{full_name}"
    heads = _PARENT_LINES_HEADS if _about_child(plan) else _FILE_LINES_HEADS  # (the parent's, in a file on the child)
    head = heads[plan.join_seed % len(heads)].replace("{who}", who)
    b.line(_cap(head) if head[0].islower() else head)
    for line in lines:
        b.line(line)
    b.lit("\n")
    return [f for f in fields_ if f.key not in held and f is not wish]



def _where_lines(plan: Plan, fields_: list[FieldSpec], held: dict[str, FieldSpec], lines: list[str],
                 employer_label: str) -> FieldSpec | None:
    """The particulars' lines after who the person is (:func:`_file_lines`, :func:`_header_lines`), appended to
    ``lines``: home, the ways to reach them (with how they like to be reached under them), work, online. Returns the
    wish field told."""
    town = _town(plan, tuple(k for k in ("city", "postal_code") if k in held))
    if "street_address" in held:
        lines.append("Home address: {street_address}" + (", " + town if town else ""))
    elif town:
        lines.append(("Home: " if "city" in held else "Home ZIP code: ") + town)
    contact = [p for k, p in (("phone", "{phone}"), ("email", "{email}")) if k in held]
    wish = next((f for f in fields_ if _is_wish(f)), None) if contact else None
    if contact:
        lines.append("Contact: " + "; ".join(contact))  # (a notation line: "Contact: 555-0101; a@b.example")
        if wish is not None:  # how they like to be reached, on its own line under the ways to reach them
            lines.append(_pref_note(plan, wish, set(held)).lstrip("\n"))
    if "occupation" in held:
        retired = plan.values["occupation"].startswith("retired ")
        lines.append(_work_line(plan, "employer" in held, retired))
    elif "employer" in held:
        lines.append(employer_label + "{employer}")
    online = [p for k, p in (("user_handle", "{user_handle}"), ("url", "{url}")) if k in held]
    if online:
        lines.append("Online: " + "; ".join(online))
    return wish

def _work_line(plan: Plan, employer: bool, retired: bool) -> str:
    """The person's work on a file's head, as the kind of file labels it: the employer's own file (HR, its IT desk)
    gives the employee's post ("Position: postal clerk"); another office's file its "Employment:" line ("Employment:
    cashier at Oliver Group", "Employment: retired nurse, formerly with ..."); never the profile's "Work: dentist"
    (reader16 class 3: 23 of 300 records; "Occupation:"/"Employer:" lines would make a contact card of the head)."""
    if issuer_kind(plan) == "employer" or plan.subcategory == "human resources":
        return "Position: {occupation}" + ((", formerly with {employer}" if retired else ", {employer}")
                                           if employer else "")
    return "Employment: {occupation}" + ((", formerly with {employer}" if retired else " at {employer}")
                                         if employer else "")


def _header_lines(b: TextBuilder, plan: Plan, fields_: list[FieldSpec], held: dict[str, FieldSpec]) -> list[FieldSpec]:
    """:func:`_file_lines` as a file's header prints them, on and under the name line it is filed under (written
    just before, with no line end): who the person is on that line, as a case caption gives it ("Member: Traci
    Reid, female, born March 19, 1970 (age 54), married"), then where they live, how to reach them and their work
    on a line each; never a card of "Age:", "Date of birth:", "Phone:" lines (quality_privasis's profile_block).
    Returns the fields it does not hold."""
    ident: list[str] = []
    if "sex" in held:
        ident.append("{sex}")
    if "date_of_birth" in held:
        ident.append("born {date_of_birth}" + (" (age {age})" if "age" in held else ""))
    elif "age" in held:
        ident.append("age {age}")
    for key, said in (("marital_status", "{marital_status}"), ("citizenship", "{citizenship} citizen"),
                      ("ethnicity", "{ethnicity}")):
        if key in held:
            ident.append(said)
    b.tmpl("".join(", " + p for p in ident) + "\n")
    lines: list[str] = []
    wish = _where_lines(plan, fields_, held, lines, "Works at: ")
    for line in lines:
        b.line(line)
    return [f for f in fields_ if f.key not in held and f is not wish]


def _clinical_document(plan: Plan) -> dict | None:
    """The skeleton of the medical document ``plan``'s record type is when it is not a visit's note (``clinical:
    documents`` in skeletons.yaml: a lab report, a scan, an operation, an immunization record, a plan)."""
    for doc in _skel(plan)["clinical"].get("documents") or ():
        if re.search(doc["kinds"], plan.record_type, re.I):
            return doc
    return None


_DOC_KEY = re.compile(r"\{(@?\w+)\}")


def _doc_words(plan: Plan, rng: random.Random, extra: dict[str, str]) -> dict[str, str]:
    """The case's own wording for a document's {@name} slots: the diagnosis's (``clinical: cases``), then the
    documents' shared wording, then what the record itself works out (``extra``); {side} is the complaint's side,
    {who} the patient by honorific and surname."""
    cl = _skel(plan)["clinical"]
    words = {**{k: v for k, v in (cl.get("document_words") or {}).items()},
             **((cl.get("cases") or {}).get(plan.values.get("diagnosis", ""), {})), **extra}
    complaint = plan.values.get("chief_complaint", "")
    side = "right" if "right" in complaint else "left"
    who = f"{plan.honorific} {plan.values.get('last_name', '')}".strip()
    out = {}
    for k, v in words.items():
        text = vary(rng.choice(v) if isinstance(v, list) else str(v), rng)
        out[k] = text.replace("{side}", side).replace("{who}", who)
    return out


def _doc_line(plan: Plan, template: str, words: dict[str, str]) -> tuple[str, set[str]] | None:
    """A document's line with its {@name} slots filled and the fields it names, or None when the record lacks one."""
    keys: set[str] = set()
    for name in _DOC_KEY.findall(template):
        if name.startswith("@"):
            if name[1:] not in words:
                return None
            said = words[name[1:]].replace("{", "(").replace("}", ")")
            if template.startswith("{" + name + "}"):  # a line opens with it: a sentence's capital
                said = said[:1].upper() + said[1:]
            template = template.replace("{" + name + "}", said)
        elif name == "record_date":
            template = template.replace("{record_date}", plan.record_date)
        elif name in _field_keys(plan.fields):  # a field of the record (plan.values holds more than its fields)
            keys.add(name)
        else:
            return None
    return template, keys


#: The rows of a comprehensive metabolic panel: (analyte as the case names it, unit, low, high, decimals).
_CMP_ROWS = (("glucose", "mg/dL", 70, 99, 0), ("BUN", "mg/dL", 7, 20, 0), ("serum creatinine", "mg/dL", 0.6, 1.3, 1),
             ("eGFR", "mL/min/1.73 m2", 60, 120, 0), ("sodium", "mmol/L", 135, 145, 0), ("potassium", "mmol/L", 3.5, 5.1, 1),
             ("chloride", "mmol/L", 98, 107, 0), ("carbon dioxide", "mmol/L", 22, 29, 0), ("calcium", "mg/dL", 8.6, 10.3, 1),
             ("total protein", "g/dL", 6.0, 8.3, 1), ("albumin", "g/dL", 3.5, 5.0, 1), ("total bilirubin", "mg/dL", 0.2, 1.2, 1),
             ("alkaline phosphatase", "U/L", 44, 147, 0), ("AST", "U/L", 10, 40, 0), ("ALT", "U/L", 7, 56, 0))
#: The case's analytes reported outside the panel (their reference range and unit).
_LAB_RANGES = {"HbA1c": ("below 5.7", "%"), "fasting glucose": ("70-99", "mg/dL"), "triglycerides": ("below 150", "mg/dL"),
               "LDL cholesterol": ("below 100", "mg/dL")}


def _lab_table(b: TextBuilder, plan: Plan, rng: random.Random) -> dict[str, str]:
    """A metabolic panel's result table (result, reference range, flag), the case's own result in its row; returns
    the interpretive comment's wording."""
    result = plan.values.get("lab_result", "")
    m = re.match(r"(.+?) (\d[\d.]*)", result)
    name, number = (m.group(1), float(m.group(2))) if m else ("", 0.0)
    rows = []
    flagged = ""
    high_creatinine = 1.3
    for analyte, unit, low, high, dec in _CMP_ROWS:
        ref = f"{low}-{high} {unit}" if analyte != "eGFR" else f"above {low} {unit}"
        if analyte == name or (analyte == "glucose" and name == "fasting glucose"):
            flag = "L" if number < low else "H"
            rows.append(("{lab_result}", ref, flag))
            flagged = "low" if flag == "L" else "high"
            continue
        span = (high - low) * 0.15
        value = rng.uniform(low + span, high - span) if analyte != "eGFR" else rng.uniform(64, 104)
        flag = ""
        # a kidney result moves its partner: a high creatinine lowers the eGFR, a low eGFR raises the creatinine
        if analyte == "eGFR" and name == "serum creatinine" and number > high_creatinine:
            value, flag = rng.uniform(28, 56), "L"
        elif analyte == "serum creatinine" and name == "eGFR" and number < 60:
            value, flag = rng.uniform(1.4, 2.4), "H"
        rows.append((f"{analyte} {value:.{dec}f} {unit}" if dec else f"{analyte} {round(value)} {unit}", ref, flag))
    if name and not flagged:  # the case's analyte is not on the panel: reported below it, as an added test
        ref, _unit = _LAB_RANGES.get(name, ("see comment", ""))
        rows.append(("{lab_result}", ref + (f" {_unit}" if _unit and not ref.endswith(_unit) else ""), "H"))
        flagged = "high"
    width = max(max(len(r[0]) for r in rows if r[0] != "{lab_result}"), len(result), len("Test and result"))
    b.line("| " + "Test and result".ljust(width) + " | " + "Reference range".ljust(23) + " | Flag |")
    b.line("|" + "-" * (width + 2) + "|" + "-" * 25 + "|------|")
    for shown, ref, flag in rows:
        size = len(result) if shown == "{lab_result}" else len(shown)
        b.line("| " + shown + " " * (width - size) + " | " + ref.ljust(23) + " | " + flag.ljust(4) + " |")
    if not flagged:
        return {"lab_comment": "All results are within the reference ranges."}
    partner = any(r[2] and r[0] != "{lab_result}" for r in rows)  # the kidney partner flagged with it
    return {"lab_comment": vary(f"[The {name} result is {flagged}|{name[:1].upper() + name[1:]} is {flagged}] and "
                                "[is flagged above|has been flagged]"
                                + ((", with the eGFR low in step with it" if name == "serum creatinine"
                                    else ", with the creatinine high in step with it") if partner else "")
                                + "; the other results [are|fall] within the reference ranges. [Results were "
                                "released to the ordering clinician|The ordering clinician has the results].", rng)}


#: Vaccines an immunization record shows given at its visit: (name, dose, route, words of the same vaccine, youngest
#: age given it).
_VACCINES_GIVEN = (("Influenza, inactivated (this season)", "0.5 mL", "IM", ("flu",), 18),
                   ("COVID-19 (updated formula)", "0.3 mL", "IM", ("covid",), 18),
                   ("Tdap (tetanus, diphtheria, pertussis)", "0.5 mL", "IM", ("tdap", "tetanus"), 18),
                   ("Recombinant zoster, dose 1 of 2", "0.5 mL", "IM", ("shingles",), 50),
                   ("Pneumococcal conjugate (PCV20)", "0.5 mL", "IM", ("pneumococcal",), 65),
                   ("Hepatitis B, dose 1 of 3", "1 mL", "IM", ("hepatitis",), 18))


def _vaccine_table(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """An immunization record's table of the dose given at the visit: vaccine, dose, date, lot, site, given by."""
    said = (plan.values.get("vaccines_on_record", "") + " " + plan.values.get("vaccine_due", "")).lower()
    age = int(plan.values.get("age") or 40) if str(plan.values.get("age", "")).isdigit() else 40
    fits = [v for v in _VACCINES_GIVEN if not any(w in said for w in v[3]) and age >= v[4]] or [_VACCINES_GIVEN[0]]
    name, dose, route, _words, _age = rng.choice(fits)
    b.line("| Vaccine | Dose | Route | Date given | Lot | Site | Given by |")
    b.line("|---|---|---|---|---|---|---|")
    held = _field_keys(plan.fields)
    cells = [name, dose, route]
    cells += ["{visit_date}" if "visit_date" in held else plan.record_date]
    cells += ["{vaccine_lot_number}" if "vaccine_lot_number" in held else "on file"]
    cells += ["{vaccine_site}" if "vaccine_site" in held else "deltoid"]
    cells += ["{treating_clinician}" if "treating_clinician" in held else "clinic nurse"]
    b.line("| " + " | ".join(cells) + " |")


def _clinical_doc(b: TextBuilder, plan: Plan, rng: random.Random, doc: dict, header: list[FieldSpec],
                  rest: list[FieldSpec], author: str, headed: bool) -> None:
    """A medical document that is not a visit's note, in its own skeleton (``clinical: documents``): labelled head
    lines, then its sections; the fields it does not name are told after them (reader4 class 2)."""
    person = doc.get("person", "formal")  # (a sheet handed to the patient: "second")
    words = _doc_words(plan, rng, {})
    placed: set[str] = {f.key for f in header} if headed else set()
    by_key = {f.key: f for f in [*header, *rest]}
    for template in () if headed else doc.get("head") or ():
        got = _doc_line(plan, template, words)
        if got is not None and not (got[1] & placed):
            b.line(got[0])
            placed |= got[1]
    if not headed:  # the head's other fields, less those the document's sections name (no "Visit date" above
        # "Seen in clinic"), and never a visit's "Time seen"
        named = {k for section in doc["sections"] for t in section.get("lines") or () for k in _DOC_KEY.findall(t)}
        named |= {"visit_date", "vaccine_lot_number", "vaccine_site", "treating_clinician"} if any(
            section.get("table") == "vaccines" for section in doc["sections"]) else set()
        _kv(b, [f for f in header if f.key not in placed | named and f.key != "visit_time"])
        placed |= {f.key for f in header if f.key not in named and f.key != "visit_time"}
    _reference_line(b, plan, rng)
    b.lit("\n")
    for section in doc["sections"]:
        lines = []
        for template in section.get("lines") or ():
            got = _doc_line(plan, template, words)
            if got is not None:
                lines.append(got)
        told = [by_key[k] for k in section.get("prose") or () if k in by_key and k not in placed]
        table = section.get("table")
        if not lines and not told and not table:
            continue
        if section.get("heading"):
            b.line(section["heading"])
        if table == "lab":
            words.update(_lab_table(b, plan, rng))
            placed.add("lab_result")
        elif table == "vaccines":
            _vaccine_table(b, plan, rng)
            placed |= {"visit_date", "vaccine_lot_number", "vaccine_site", "treating_clinician"}
        lines_first = section.get("first") == "lines"
        if told and not lines_first:
            _prose(b, plan, told, per_paragraph=5, person=person)
        for text, keys in lines:
            b.line(text)
            placed |= keys
        if (lines and not (told and lines_first)) or (table and not told):
            b.lit("\n")
        if told and lines_first:
            b.lit("\n")
            _prose(b, plan, told, per_paragraph=5, person=person)
        placed |= {f.key for f in told}
    left = [f for f in [*header, *rest] if f.key not in placed]
    short = [f for f in left if not _descriptive(plan, f) and f.key not in ("occupation", "employer", "life_event")]
    if short:
        b.line(rng.choice(("Administrative", "Coverage and charges")))
        _kv(b, short)
        b.lit("\n")
    told = [f for f in left if all(f is not g for g in short)]
    if social := [f for f in told if f.key in _skel(plan)["clinical"]["social"]]:  # (never in the last section)
        b.line("Social history")
        _prose(b, plan, social, person=person)
    if told := [f for f in told if f not in social]:
        _prose(b, plan, told, person=person)
    closings = doc.get("closings", "none")
    cl = _skel(plan)["clinical"]
    pool = {"study": cl["study_closings"], "visit": cl["closings"]}.get(closings, [])
    if pool:
        said = [vary(c, rng) for c in rng.sample(pool, k=min(len(pool), rng.randint(1, 2)))]
        b.tmpl(" ".join(c.replace("{who}", f"{plan.honorific} {{last_name}}") if i == 0
                        else voice(c.replace("{who}", "{first_name}"), _pronoun(plan))
                        for i, c in enumerate(said)) + "\n\n")
    b.line(rng.choice(("Electronically signed by ", "Signed: ", "Reviewed and signed by ")) + author
           + f", {plan.record_date}")
    _footer(b, plan, rng, internal=True)


#: Reports of a study or a procedure read by a specialist (imaging, a lab panel, pathology, an operation): no visit
#: with the patient to talk the plan through (reader3 class 2: wording of another kind of document).
#: What an admitted patient is not told: to call or come back, the after-hours number, how long the visit took
#: (s29-med: "She knows to call the clinic earlier if symptoms worsen" closing an admission to the ward).
_OUTPATIENT_CLOSING = re.compile(r"\bcall\b|\bphone\b|precautions|come back|after-hours|after-visit|left with|Total time|"
                                 r"Time spent|Warning signs")


def _visit_closings(closings: list[str], record_type: str) -> list[str]:
    """The closings a note of ``record_type`` may end with: an admission's keep the patient on the ward."""
    if "admission" not in record_type:
        return list(closings)
    return [c for c in closings if not _OUTPATIENT_CLOSING.search(c)] or list(closings)


_STUDY_REPORT = re.compile(r"\bMRI\b|\bscan\b|\bpanel\b|echocardiogram|Holter|pathology|tumor board|operative report"
                           r"|\bresult\b", re.I)


#: Words a dated fact's label drops when it heads an entry of a chronology ("Date received" -> "Received").
_DATE_WORDS = frozenset({"date", "day", "on"})
#: Dated facts no chronology of the matter lists: the person's own dates, and a statement's period.
_UNDATED_KEY = re.compile(r"birth|dob|born|expir|valid|since|age_")


#: A dated fact's one-word label whose event is no paper's ("Date booked": the booking was made).
_EVENT_OF = {"booked": "Booking made", "suspended": "Suspension", "shown": "Showing", "ordered": "Order placed",
             "reserved": "Reservation made"}


def _event_label(label: str) -> str:
    """A dated fact's label as an entry of a chronology: "Date received" -> "Received", "Meeting date" ->
    "Meeting"."""
    words = [w for w in label.split() if w.lower() not in _DATE_WORDS]
    while len(words) > 1 and words[0].lower() in ("of", "the", "for", "on"):  # "Date of incident" -> "Incident",
        words = words[1:]  # not "of incident" (reader9 class 13)
    if not words or words[0].lower() in ("of", "the", "for", "on"):
        return label
    if len(words) > 1 and words[-1].lower() == "by":  # "Dispute by": the last day to do it, not a "dispute by"
        return "Last day to " + _lower_first(" ".join(words[:-1]))
    if len(words) == 1 and words[0].lower() in _EVENT_OF:  # "Date booked": the booking, not "papers booked"
        return _EVENT_OF[words[0].lower()]
    if len(words) == 1 and words[0].lower().endswith("ed"):  # "Date received": what was, the papers
        return "Papers " + words[0].lower()
    return words[0][:1].upper() + words[0][1:] + ("" if len(words) == 1 else " " + " ".join(words[1:]))


def _lower_first(label: str) -> str:
    """A label inside a line: its first word in lower case unless it is an acronym ("MAP test" stays)."""
    return label if label[1:2].isupper() else label[:1].lower() + label[1:]


def _dated_facts(plan: Plan, fields_: list[FieldSpec]) -> list[tuple[dt.date, FieldSpec]]:
    """The matter's dated facts among ``fields_``, oldest first: each a field whose value starts with a date (not
    a period "March 1 to March 31", not the person's birth date or an expiry), one entry a day and a label."""
    out: list[tuple[dt.date, FieldSpec]] = []
    seen: set[tuple[dt.date, str]] = set()
    for f in fields_:
        value = plan.values.get(f.key, "")
        if f.group in _PERSON_GROUPS or _UNDATED_KEY.search(f.key) or _PERIOD_SPAN.match(value):
            continue
        if (day := parse_day(value)) is None or (day[0], f.label) in seen:
            continue
        seen.add((day[0], f.label))
        out.append((day[0], f))
    out.sort(key=lambda x: x[0])
    return out


def _paired_amount(plan: Plan, f: FieldSpec, money: list[FieldSpec]) -> FieldSpec | None:
    """The amount a dated entry of a statement carries: the money field of the same stem ("transaction_date",
    "transaction_amount"), and a due date the amount due by it ("payment_due_date", "minimum_payment")."""
    stem = re.sub(r"_?(?:date|day|on)$", "", f.key)
    if not stem:
        return None
    if stem.endswith("due"):  # a bill's due date carries what is due by it: the amount due or the minimum payment
        return next((m for m in money if re.search(r"amount_due|balance_due|minimum_payment|total_due", m.key)),
                    None)
    return next((m for m in money if m.key.startswith(stem) or re.sub(r"_?(?:amount|total|fee|paid)$", "", m.key)
                 == stem), None)


def _chronology(b: TextBuilder, plan: Plan, fields_: list[FieldSpec], rng: random.Random, heading: str,
               ahead: bool = False, made: tuple[str, ...] = (), later: bool = False, letter: bool = False,
               coming_only: bool = False) -> int:
    """A report's or memo's chronology of the matter: its dated facts in order (the file's opening among them where
    its head told it), one line each ("- June 23, 2024: monitor fitted"), the record's own date last; nothing
    where the matter has fewer than two dates (with ``later``, two dates counting those to come); with ``ahead``,
    the dates still to come after it, marked so. ``made``: how the record's own line says it was made ("sent").
    With ``letter``, a letter's list of the dates that matter: only where one is still to come, without the file's
    opening or a line for the letter itself. Returns the number of entries."""
    rec = parse_day(plan.record_date)
    past = [(day, f.key, _lower_first(_event_label(f.label))) for day, f in _dated_facts(plan, fields_)
            if rec is None or day <= rec[0]]
    if plan.format in ("report", "memo") and any(w.startswith("papers ") for _, _, w in past):
        # what came in, by its name ("application received"; "documents received" on a matter the office took up),
        # not "papers submitted" in a game studio's case (reader13 R8)
        noun = "documents" if _FILE_STARTED.search(plan.record_type.lower()) else _opened_noun(plan)
        past = [(d, k, noun + w[6:] if w.startswith("papers ") else w) for d, k, w in past]
    opened = parse_day(plan.values.get("case_opened_date", ""))
    if opened and not letter and "case_opened_date" in b.spans and all(k != "case_opened_date" for _, k, _ in past):
        past = sorted(past + [(opened[0], "case_opened_date", "assigned" if plan.format == "report" else "file opened")],
                      key=lambda x: x[0])
    coming = [f for day, f in _dated_facts(plan, fields_) if rec is not None and day > rec[0]] if ahead else []
    if coming_only:  # a letter's or a contract's dates to keep: those still to come, not the story so far ("first
        past = []  # contact", "request taken up": reader11 class 1 read those as a case file's chronology)
    if len(past) + (len(coming) if later else 0) < 2 or letter and not coming:
        return 0
    b.line(heading)
    for _, key, what in past:
        b.lit("- ")
        b.val(key)
        b.lit(": " + what + "\n")
    if not letter and made:  # (a report's list of the matter's dates does not list itself: "January 1, 2025: the
        # current memo issued", reader12 class D; minutes and notes that say when they were made keep it)
        b.line("- " + plan.record_date + ": this " + doc_noun(plan) + rng.choice(made))
    if ahead:  # a report's dates still to come, after its own (a memo makes them its action items)
        mark = rng.choice((" (scheduled)", " (booked)", " (set)"))
        for f in coming:
            what = _lower_first(_event_label(f.label))
            b.lit("- ")
            b.val(f.key)
            b.lit(": " + what + ("" if re.search(r"schedul|booked|planned|next|due|deadline|last day|expected|set", what)
                                 else mark) + "\n")
    b.lit("\n")
    return len(past)


def _entry_table(b: TextBuilder, plan: Plan, dated: list[FieldSpec], money: list[FieldSpec],
                 rng: random.Random) -> None:
    """A statement's table of its dated entries, oldest first: the date, what happened, and the amount the case
    pairs with that date ("Transaction date" with "Transaction amount"), or a dash."""
    pairs = [(f, _paired_amount(plan, f, money)) for f in dated]
    labels = [_event_label(f.label) for f in dated]
    head = rng.choice((("Date", "Entry", "Amount"), ("Date", "Activity", "Amount"), ("Date", "Description", "Amount")))
    amounts = any(m is not None for _, m in pairs)
    b.line(rng.choice(("Activity on this account", "Dated entries", "Account activity")) if _STATEMENT_KIND.search(
        plan.record_type) else rng.choice(("Dated entries", "Record of dates")))
    closing = _closing(plan, dated, money)  # the statement closes on its own date with its balance (or what is due)
    last = rng.choice(("Balance at statement date", "Closing balance", "Balance on this statement"))
    if closing is not None:
        amounts = True
        labels = labels + [last]
    dw = max([len(plan.values[f.key]) for f in dated] + ([len(plan.record_date)] if closing is not None else []))
    lw = max(len(lab) for lab in labels + [head[1]])
    b.lit(f"| {head[0].ljust(dw)} | {head[1].ljust(lw)} |" + (f" {head[2]} |" if amounts else "") + "\n")
    b.lit(f"|{'-' * (dw + 2)}|{'-' * (lw + 2)}|" + (f"{'-' * (len(head[2]) + 2)}|" if amounts else "") + "\n")
    for (f, m), lab in zip(pairs, labels[:len(pairs)], strict=True):
        b.lit("| ")
        b.val(f.key)
        b.lit(" " * (dw - len(plan.values[f.key])) + f" | {lab.ljust(lw)} |")
        if amounts:
            b.lit(" ")
            if m is not None:
                b.val(m.key)
            else:
                b.lit("-")
            b.lit(" |")
        b.lit("\n")
    if closing is not None:
        b.lit(f"| {plan.record_date.ljust(dw)} | {last.ljust(lw)} | ")
        b.val(closing.key)
        b.lit(" |\n")


#: A ledger's summary box heading, by its kind.
_LEDGER_BOX = {"card": ("Account summary", "Summary of account activity", "Balance summary"),
               "bank": ("Account summary", "Balance summary", "Summary for this period"),
               "brokerage": ("Cash summary", "Summary of cash activity", "Cash balance summary"),
               "stub": ("Pay summary", "This period", "Summary of this pay"),
               "payout": ("Payout summary", "Summary", "At a glance"),
               "bill": ("Account summary", "Summary of charges", "Billing summary"),
               "dues": ("Account summary", "Summary", "Balance summary"),
               "income": ("Summary for the period", "Totals for the period"),
               "payroll": ("Quarter at a glance", "Payroll summary", "Summary for the quarter"),
               "reconciliation": ("Reconciliation summary", "Balances", "Balances at month end")}  # (others: "Summary")


def _ledger(b: TextBuilder, plan: Plan, ledger: Ledger, rng: random.Random) -> None:
    """A statement's own entries (:mod:`privasis_hub.synth.ledger`): the summary box of its totals, then the table
    of its entries in date order, debits printed with a minus, closing on the balance the box states."""
    if len(ledger.summary) > 1:  # (a box of the closing line alone repeats the table's last row)
        b.line(rng.choice(_LEDGER_BOX.get(ledger.kind, ("Summary",))))
        width = max(len(label) for label, _ in ledger.summary) + 3
        for label, key in ledger.summary:
            b.lit(f"  {label} ".ljust(width + 2, "."))
            b.lit(" ")
            b.val(key)
            b.lit("\n")
        b.lit("\n")
    dated = ledger.columns[0] != ""
    if ledger.heading:
        b.line(ledger.heading)
    rows = ledger.rows
    shown = [(plan.values[r.date] if r.date else "", plan.values[r.item] if r.item_key else r.item,
              ("-" if r.sign < 0 else "") + (plan.values[r.amount] if r.amount_key else r.amount)) for r in rows]
    close_label = ledger.closing[0]
    close_value = plan.values.get(ledger.closing[1], ledger.closing[1])
    dw = max([len(x[0]) for x in shown] + [len(ledger.columns[0])])
    iw = max([len(x[1]) for x in shown] + [len(ledger.columns[1]), len(close_label)])
    aw = max([len(x[2]) for x in shown] + [len(ledger.columns[2]), len(close_value)])
    lead = f"| {ledger.columns[0].ljust(dw)} " if dated else ""
    b.lit(lead + f"| {ledger.columns[1].ljust(iw)} | {ledger.columns[2].ljust(aw)} |\n")
    b.lit((f"|{'-' * (dw + 2)}" if dated else "") + f"|{'-' * (iw + 2)}|{'-' * (aw + 2)}|\n")
    for r, (day, item, amt) in zip(rows, shown, strict=True):
        if dated:
            b.lit("| ")
            if r.date:
                b.val(r.date)
            b.lit(" " * (dw - len(day)) + " ")
        b.lit("| ")
        if r.item_key:
            b.val(r.item)
        else:
            b.lit(item)
        b.lit(" " * (iw - len(item)) + " | " + ("-" if r.sign < 0 else ""))
        if r.amount_key:
            b.val(r.amount)
        else:
            b.lit(r.amount)
        b.lit(" " * (aw - len(amt)) + " |\n")
    b.lit((f"| {''.ljust(dw)} " if dated else "") + f"| {close_label.ljust(iw)} | ")
    if ledger.closing[1] in plan.values:
        b.val(ledger.closing[1])
    else:
        b.lit(close_value)
    b.lit(" " * (aw - len(close_value)) + " |\n\n")


#: The amounts a statement closes on (an account's or a bill's own balance, not a fund's or a loan's told beside it).
_CLOSING_KEY = re.compile(r"(?:account_balance|bank_ending_balance|outstanding_balance|amount_due|total_due|balance_due"
                          r"|tuition_balance_due|tax_balance_due)$")


def _closing(plan: Plan, dated: list[FieldSpec], money: list[FieldSpec]) -> FieldSpec | None:
    """The balance a statement's entries close on: its balance or amount due (not one a dated row carries already,
    not an average), where the statement's date comes after every dated entry."""
    rec = parse_day(plan.record_date)
    if rec is None or any((d := parse_day(plan.values[f.key])) is None or d[0] > rec[0] for f in dated):
        return None
    if any(_PERIOD_SPAN.match(v) for v in plan.values.values()):  # it closes on its period's end, not its issue
        return None
    paired = {m.key for f in dated if (m := _paired_amount(plan, f, money)) is not None}
    return next((m for m in money if _CLOSING_KEY.match(m.key) and m.key not in paired), None)


#: Keys of the issuer's own staff on a matter, who can own one of its action items ("producer_name",
#: "sped_case_manager", "supervisor_name"); not the person's family, witnesses or counsel, nor a clinic's care team.
_STAFF_KEY = re.compile(r"^(?:producer_name|recruiter_name|supervisor_name|education_office_contact|rec_staff_contact"
                        r"|engagement_partner|sped_case_manager|coordinator_name|social_worker_name|hr_business_partner"
                        r"|paralegal_name|child_counselor|office_contact|staff_contact|caseworker_name)$")
#: A person's name as a staff field holds it ("Jacob Lopez", "Dr. Jordan Smith").
_STAFF_NAME = re.compile(r"^(?:(?:Dr|Mr|Ms|Mrs)\. )?[A-Z][a-z'-]+(?: [A-Z][a-z'-]+){1,2}$")


#: A handler's name as the file head prints it ("Erin C. Marshall", "Rachel McLaughlin", "Dr. Jordan Smith").
_HANDLER_NAME = re.compile(r"^(?:(?:Dr|Mr|Ms|Mrs)\. )?[A-Z][A-Za-z'-]+(?: [A-Z]\.)?(?: [A-Z][A-Za-z'-]+){1,2}$")


def _owners(plan: Plan, fields_: list[FieldSpec]) -> list[str]:
    """Who can own a report's or memo's action items: who signs it, then the issuer's staff the case names."""
    owners = ["{signer_name}"] if "signer_name" in plan.values else ([plan.signer_role] if plan.signer_role else [])
    staff = ["{" + f.key + "}" for f in fields_ if _STAFF_KEY.match(f.key)
             and _STAFF_NAME.match(plan.values.get(f.key, "")) and plan.values[f.key] != plan.values.get("signer_name")]
    return owners + staff


def _ahead(plan: Plan, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """The matter's scheduled facts: its dates after the record's own, in date order."""
    rec = parse_day(plan.record_date)
    return [f for day, f in _dated_facts(plan, fields_) if rec is not None and day > rec[0]]


def _action_items(b: TextBuilder, plan: Plan, fields_: list[FieldSpec], rng: random.Random,
                  heads: tuple[str, ...] = ("Action items:", "Actions:", "To do, with owners:"),
                  follow_up: bool = False) -> int:
    """A memo's or report's action items: one for each scheduled fact of the matter (a date after its own), in date
    order, with its owner (who signs it, or the issuer's staff the case names, in turn) and its due date.
    Returns the number of items."""
    ahead = _ahead(plan, fields_)
    owners = _owners(plan, fields_)
    if not owners:
        return 0
    handler = plan.colleague if plan.colleague and _HANDLER_NAME.match(plan.values.get(plan.colleague, "")) else ""
    if handler and handler in b.spans:  # the file head names who handles it: they own what is still to do, not
        owners = ["{" + handler + "}"]  # "Handled by: Dr. Miller" above "Richard Wright to follow up" (reader12 R1)
    # ... and the office's own follow-up on the matter, each with its owner and its date (not a note to self left
    # in an issued document: "To do: Keep the file open under EN-293319 to month end", "Follow-up: Set a reminder
    # for 20 days from today": reader13 class 4)
    follow = _follow_ups(plan, rng, owners, ahead) if follow_up else []
    if not ahead and not follow:
        return 0
    b.line(rng.choice(heads))
    verbs = ("confirm arrangements for", "prepare for", "check the file is ready for", "follow up on",
             "put in the diary and confirm")
    start = rng.randrange(len(owners))
    items = sorted([(d[0], 0, i, f) for i, f in enumerate(ahead) if (d := parse_day(plan.values[f.key])) is not None]
                   + [(day, 1, i, text) for i, (day, text) in enumerate(follow)], key=lambda t: t[:3])
    for n, (_day, kind, i, what) in enumerate(items, 1):
        if kind:  # an office follow-up: its owner and date are in its text
            b.tmpl(f"{n}. {what}\n")
            continue
        f = what
        owner = owners[(start + i) % len(owners)]
        what = re.sub(r" due$", "", _lower_first(_event_label(f.label)))  # (not "the response due, due May 2")
        b.tmpl(f"{n}. {owner} to {rng.choice(verbs)} the {what}, due ")
        b.val(f.key)
        b.lit("\n")
    b.lit("\n")
    return len(items)


#: The kinds of office paper that carry an action list of owned, dated next steps (minutes, plans, conference and
#: meeting notes, a status report, a planning review, production notes): the rest (a police report, a background
#: check result, a manifest entry, an evaluation, a review) state findings and dates, not who does what by when.
_ACTION_KINDS = re.compile(r"meeting|minutes|conference|\bplan\b|committee|status report|planning review"
                           r"|production notes|call notes|support ticket|check-in notes", re.I)


def _carries_actions(plan: Plan) -> bool:
    """Whether the record's kind of paper carries an action list (:data:`_ACTION_KINDS`)."""
    return _ACTION_KINDS.search(plan.record_type) is not None


#: An office's own follow-up on a matter still open, as an action item ({who}: the person by honorific and surname).
_FOLLOW_UPS = (
    ("[update {who} on where things stand|write to {who} with an update|call {who} with an update]", (5, 7, 10)),
    ("[review the file|look at the file again|bring the file back for review][| with the team| at the next team meeting]",
     (14, 21, 28, 30)),
    ("[check that the file is complete|check nothing is missing from the file]", (3, 5, 7)),
)
_FOLLOW_UPS_CLOSED = (
    ("[confirm the outcome to {who} in writing|send {who} a closing letter|write to {who} to confirm the file is closed]",
     (3, 5, 7)),
    ("[archive the file|send the file to records for archiving]", (14, 30)),
)


def _follow_ups(plan: Plan, rng: random.Random, owners: list[str], ahead: list[FieldSpec]) -> list[tuple[dt.date, str]]:
    """One or two dated follow-up items of an office's report or memo ("Erica Colon to update Mr. Hammond on where
    things stand, by January 24, 2025"), each owned by someone the file names, dated after the record on a weekday;
    none dated on or after the matter's own next date when that comes within the week."""
    rec = parse_day(plan.record_date)
    if rec is None:
        return []
    who = f"{plan.honorific} {plan.values['last_name']}" if plan.values.get("last_name") and plan.honorific \
        else plan.values.get("full_name", "")
    table = _FOLLOW_UPS_CLOSED if _closed(plan) else _FOLLOW_UPS
    picks = rng.sample(range(len(table)), k=rng.choice((1, 2, 2)))
    out, taken = [], set()
    for n, i in enumerate(sorted(picks)):
        text, days = table[i]
        day = rec[0] + dt.timedelta(days=rng.choice(days))
        while day.weekday() >= 5 or day in taken:  # (a working day, one item a day)
            day += dt.timedelta(days=1)
        taken.add(day)
        owner = owners[n % len(owners)]
        said = vary(text, rng).replace("{who}", who)
        out.append((day, f"{owner} to {said}, by {redated(plan.record_date, day).replace('{', '(').replace('}', ')')}"))
    return out


#: The subcategories whose offices a principal heads (schools): only their papers copy one (quality_privasis's
#: wrong_signer_records reads the same set).
PRINCIPAL_SUBCATEGORIES = frozenset({"K-12 schooling", "special education"})


#: The desks of an office whose kind its category's list does not fit (a game studio has no coaching staff, club
#: manager, front desk or club secretary: reader13 R8): subcategory -> (who a memo goes to, who gets copies).
_DESKS_BY_SUBCATEGORY = {
    "gaming": (("Player support lead", "Trust and safety team", "Account file"),
               ("player support lead", "trust and safety team", "account file", "community manager")),
}


def _copies(plan: Plan) -> list[str]:
    """Who inside the office gets a copy of its report or memo: its kind's circulation list, less the desks the
    matter has no business with (no collections team on a fraud memo: ``situations``)."""
    if plan.subcategory in _DESKS_BY_SUBCATEGORY:
        return list(_DESKS_BY_SUBCATEGORY[plan.subcategory][1])
    copies = _office_file(plan)["copies"]
    # a principal heads a school: no university, college or adult learning centre copies one (reader10 class 5)
    school = plan.subcategory in PRINCIPAL_SUBCATEGORIES
    return [c for c in for_issuer(copies, plan) if _dated_ok(c, plan) and (school or c != "principal")] or list(copies[:1])


def _no_stray_sections(fields_: list[FieldSpec]) -> list[FieldSpec]:
    """A report's facts with no numbered section holding one stray line ("1. Proof of identity / Passport number
    XQ7498542 was produced for verification.", "2. Payments / A flat fee of $1,014.00 is paid for the rights."): a
    topic of one fact is told in the section before it (the one after, for the first), under that one's heading."""
    groups = _by_group(fields_)
    if len(groups) < 2:
        return fields_
    names = list(groups)
    kept = [g for g in names if len(groups[g]) > 1] or [max(names, key=lambda g: len(groups[g]))]
    into: dict[str, str] = {}
    for i, g in enumerate(names):
        if g not in kept:
            into[g] = next((h for h in reversed(names[:i]) if h in kept), None) or next(h for h in names if h in kept)
    if not into:
        return fields_
    return [replace(f, group=into[f.group]) if f.group in into else f for f in fields_]


def _not_handled_again(b: TextBuilder, plan: Plan, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """An office's report or memo whose head names who handles the file ("Handled by: Cindy Swanson, c.swanson@...,
    ext. 646") does not name them again in its text, least of all in words to the person it is about ("She may
    contact Cindy Swanson about next steps", "He is welcome to contact Michelle Whitaker" in an internal memo): the
    handler's field is told by the head line."""
    key = plan.colleague
    if not key or (key not in b.spans and not (plan.format in _HANDLER_INTERNAL and _colleague_key_held(plan))):
        return fields_  # (a memo's, a report's or case notes' handler is named with their line over the signature)
    out = []
    for f in fields_:
        if f.key == key:  # what they did on the matter stays told ("Jennifer Cabrera from HR met with him"); who
            # the contact is, or words to the person, do not (the head line says it)
            said = tuple(t for t in f.sentences if not _CONTACT_SAID.search(t))
            if not said:
                continue
            f = replace(f, sentences=said)
        out.append(f)
    return out


#: A sentence that speaks to its reader ("Quote the application number ... when you write", "Quote TS-783 if you call").
_TO_READER_SAID = re.compile(r"\b[Yy]ou(?:rs?|rself)?\b")


def _to_no_reader(fields_: list[FieldSpec]) -> list[FieldSpec]:
    """An office's own report or memo, read inside the office, tells its facts in sentences that speak to no one:
    a field's wordings to the person ("Quote the application number MF-70520500 when you write") are not drawn
    where it has others ("Her application number is MF-70520500")."""
    out = []
    for f in fields_:
        if any(_TO_READER_SAID.search(t) for t in f.sentences):
            said = tuple(t for t in f.sentences if not _TO_READER_SAID.search(t))
            f = replace(f, sentences=said) if said else f
        out.append(f)
    return out


#: A staff field's sentence that only says who the person's contact is or speaks to the person ("{first_name} can
#: bring questions to ...", "Our desk contact, ...", "You spoke with ...").
_CONTACT_SAID = re.compile(r"\b(?:can|may) (?:reach|write|take|bring|turn|go|be sent|contact|ask)|welcome to|[Qq]uestions"
                           r"|\bcontact\b|\b(?:You|Your|you|your)\b|should go|\bgo to\b")


#: Reports on a case assigned to the one who writes them (an investigation, an evaluation, a check, a review): their
#: head dates the assignment; a progress report, a rundown, a payroll summary or a manifest entry has none.
_ASSIGNED = re.compile(r"(?i)investigat|evaluation|assessment|escalation|conduct|incident|screening|fact-check|review"
                       r"|background|grievance|disciplinary|reference check|appeal|takeover")


def _report(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """An office's report on the person: title, issuer, author, file head, numbered sections by topic."""
    if plan.category in _skel(plan)["clinical"]["categories"]:
        _clinical(b, plan, rng, report=True)
        return
    b.line(f"{_title(plan).upper()}")
    b.line(f"{plan.organisation} · {plan.record_date}")
    _office_line(b, plan)
    b.line(rng.choice(("Prepared by ", "Prepared by ", "Report prepared by ", "Compiled by ", "Author: ", "Written by "))
           + _signer(plan))
    _reference_line(b, plan, rng)
    if ("case_opened_date" in plan.values and "case_opened_date" not in b.spans and _ASSIGNED.search(plan.record_type)
            and all(f.key != "case_opened_date" for f in plan.fields)):  # the day a case came to its investigator,
        b.line("Date assigned: {case_opened_date}")  # as their report's head dates it (not "Work on this began": reader15)
    rest = _case_file_head(b, plan, rng, [f for f in plan.fields if f.key != "full_name"], particulars="lines")
    rest = _wish_line(b, plan, rest)  # (the sex is told on the particulars line, not a "Sex:" head line)
    rest = _to_no_reader(_not_handled_again(b, plan, rest))
    # the person's particulars (a labelled block) and what is told with them (a recent life event)
    held = _held_particulars(rest)
    rest = [f for f in rest if f not in held]
    b.lit("\n")
    if _skel(plan)["purpose"]["report"]:  # (none: the header block names the matter, reader5 class 4)
        b.tmpl(_purpose(plan, "report", rng, [_heading(plan, g) for g in _by_group(rest)]) + "\n\n")
    first = _person_first(plan)
    if first:  # an assessment of the person: who they are before the sections
        _person_block(b, plan, held)
    _sources(b, plan, rng)
    if plan.ledger is not None:  # a payout's or a payroll's figures: its own entries in a table that adds up
        rest = [f for f in rest if f.key not in plan.ledger.uses]
    _grouped_prose(b, plan, rest, "formal", heads="numbered")
    if not first:  # a matter: the person's particulars after it
        _person_block(b, plan, held)
    if plan.ledger is not None:
        _ledger(b, plan, plan.ledger, rng)
    # the matter's dates so far, then who does what by when (its scheduled dates, as a memo's action items), where
    # its kind of paper carries action items at all (no "1. Tyler Miller to update Mr. Bryant on where things stand"
    # on a fingerprint result or a police report: reader15 class 1); elsewhere its dates still to come close the
    # chronology
    owned = _carries_actions(plan) and bool(_owners(plan, plan.fields))
    _chronology(b, plan, plan.fields, rng, rng.choice(("Chronology", "Key dates", "Dates in this matter")), not owned,
                later=True)  # (with one date before the report, those still to come make it a chronology)
    if owned:  # (its office's follow-up among them, owned and dated: no "Follow-up: Set a reminder" line)
        _action_items(b, plan, plan.fields, rng, ("Actions arising", "Action items", "Follow-up actions"))
    _pad(b, plan, "Recommendations")
    if not b.text().endswith("\n\n"):  # (one blank line over the signature, after the action items' own)
        b.lit("\n")
    if said := _handler_said(b, plan, near="questions"):  # the colleague on the file, reached how (not a head line)
        b.tmpl(said + "\n\n")
    b.line(f"Signed: {_signer(plan)}")
    b.line(plan.organisation)  # (its author's name, title and office, as a report's signature block prints them)
    if "signer_email" in plan.values and "signer_email" not in b.spans:  # (its author's own address, as a report's
        b.line("E-mail: {signer_email}")  # signature block gives it; the handler's stands in the head)
    b.line(f"Date: {plan.record_date}")
    b.line(rng.choice(("Distribution: ", "Copies to: ", "Circulation: ")) + ", ".join(
        rng.sample(copies := _copies(plan), k=min(len(copies), rng.randint(2, 3)))))
    _footer(b, plan, rng, internal=True)


#: A person's own papers that are written to their family ("TO: All of us"): the rest are drafts and lists to no one.
_FAMILY_PAPER = re.compile(r"family|household|wedding|moving|caregiving|parent|holiday|baby|reunion")


def _memo_file_head(plan: Plan, rng: random.Random) -> str:
    """The name line a memo's head files it under, below its RE: line: by the person's role ("Member:", "Client:"),
    never a second "Re:" or "Regarding:" under "RE:"."""
    head = _file_head(plan, rng)
    if head.startswith("Claimant: ") and not re.search(r"claim|benefit|unemployment|disability|compensation",
                                                         plan.record_type):  # (a fingerprint check's applicant)
        head = "Applicant" + head[len("Claimant"):]
    if re.match(r"(?:Re|Regarding|Subject|Person concerned): ", head):
        office = _office_file(plan)
        # (the kind's own heads first: a cruise's passenger, not a club's "Participant:" or "Member:")
        kind = next((k["heads"] for k in office.get("heads_by_kind") or () if re.search(k["kinds"], plan.record_type,
                                                                                         re.I)), ())
        roles = [h for h in kind if h not in ("Re", "Regarding", "Subject", "Person concerned", "Name")] or [
            h for h in office["heads"] if h not in ("Re", "Regarding", "Subject", "Person concerned", "Name")]
        head = (roles[plan.join_seed % len(roles)] if roles else "Name") + head[head.index(":"):]
    return head


def _memo(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """An internal memo (an office's) or a family note (a person's own): to, from, date, subject, body by topic."""
    issuer = _skel(plan)["issuer"]
    if plan.category in _skel(plan)["clinical"]["categories"]:  # (a clinical record asked for as a memo: its note)
        _clinical(b, plan, rng)
        return
    if not issuer and not _FAMILY_PAPER.search(plan.record_type):  # a person's own draft or list, to no one
        b.line(_title(plan))
        b.line(rng.choice(("Last edited ", "Written ", "Started ")) + plan.record_date)
        shown = _if_found(b, plan, rng)
        b.lit("\n")
        _grouped_prose(b, plan, [f for f in plan.fields if f.key != "full_name" and f.key not in shown], "first")
        b.line("- {first_name}")
        return
    b.line("MEMORANDUM")
    if issuer:
        to = _office_file(plan)["to"]  # the desks its kind of issuer has (no newsroom desk at a platform)
        if plan.subcategory in _DESKS_BY_SUBCATEGORY:  # (a game studio's desks, not a club's coaching staff)
            to = list(_DESKS_BY_SUBCATEGORY[plan.subcategory][0])
        addressee = rng.choice([t for t in for_issuer(to, plan) if _dated_ok(t, plan)]  # no eligibility unit
                               or office_file("default")["to"])  # on a police report (``situations``)
        b.line("TO: " + addressee)
        b.line(f"FROM: {_signer(plan)}, {plan.organisation}")
        # (never a copy to the desk it is addressed to: "TO: Student file" / "CC: registrar, student file", reader12)
        copies = [c for c in _copies(plan) if c.lower() != addressee.lower()] or _copies(plan)
        b.line("CC: " + ", ".join(rng.sample(copies, k=min(len(copies), rng.randint(1, 2)))))
    else:  # a family's own note: from the person to the others, with how to reach them
        b.line(rng.choice(("TO: Everyone in the family", "TO: All of us", "TO: The family")))
        held = {f.key for f in plan.fields}
        reach = [p for k, p in (("phone", "{phone}"), ("email", "{email}")) if k in held]
        b.line("FROM: {full_name}" + (" (" + ", ".join(reach) + ")" if reach else ""))
    b.line(f"DATE: {plan.record_date}")
    _reference_line(b, plan, rng)
    b.line("RE: " + (_subject(plan, rng, "internal") if issuer else _cap(matter_name(plan.record_type))))
    rest = [f for f in plan.fields if f.key != "full_name" and (issuer or f.key not in ("phone", "email"))]
    held: list[FieldSpec] = []
    if issuer:  # the person's particulars in its head, under the name it is filed under (not a block after it)
        b.tmpl(_memo_file_head(plan, rng))  # (its line ends after the person's particulars: _header_lines)
        if _about_child(plan):
            rest = [f for f in rest if f.key != "dependent_student"]
        rest = _file_lines(b, plan, rest, head=False)
        rest = _wish_line(b, plan, rest)  # (the sex on the particulars line: no "Sex: male" under the RE: line)
        rest = _to_no_reader(_not_handled_again(b, plan, rest))
        held = _held_particulars(rest)
        rest = [f for f in rest if f not in held]
    b.lit("\n")
    first = issuer and _person_first(plan)
    if issuer:
        if _skel(plan)["purpose"]["memo"]:  # (none: the RE: line names the matter, reader5 class 4)
            b.tmpl(_purpose(plan, "memo", rng) + "\n\n")
        if first:
            _person_block(b, plan, held)
        _sources(b, plan, rng)
    ledger = plan.ledger if issuer else None
    if ledger is not None:  # a payout's or a payroll's figures: its own entries in a table that adds up
        rest = [f for f in rest if f.key not in ledger.uses]
    if not issuer and plan.record_type in _stories():  # a family's notes of one meeting, told in its order
        _story(b, plan, [f.key for f in rest], set(), plan.join_seed ^ zlib.crc32(plan.record_type.encode()))
    else:
        _grouped_prose(b, plan, rest, "formal" if issuer else "first")  # the family knows why it was written
    if held and not first:
        _person_block(b, plan, held)
    if ledger is not None:
        _ledger(b, plan, ledger, rng)
    if issuer:  # an office's memo: the matter's dates so far, then who does what by when
        acts = _carries_actions(plan)  # (a police report's or a review's memo tells what is still to come among
        _chronology(b, plan, plan.fields, rng, rng.choice(("Background dates:", "Timeline so far:", "Key dates:")),
                    ahead=not acts, later=not acts)  # its dates, not in a stock action list: reader15 class 1)
        if acts:  # the matter's own next steps, each owned and dated (no stock "to update Mr. X on where things
            _action_items(b, plan, plan.fields, rng)  # stand" nor "to check nothing is missing from the file")
    _pad(b, plan, "Action items")  # dated: no "To do: Keep the file open under EN-293319 to month end" line)
    if not issuer:
        _next_steps(b, plan, rng, "third")
    if issuer and (said := _handler_said(b, plan, near="questions")):  # the colleague on the matter, reached how
        b.tmpl(said + "\n\n")
    if issuer and "signer_name" in plan.values:  # who answers for the memo, as its last line says
        b.line(vary("[Questions on this memo|Any questions about this|Questions on this file|Questions or corrections|Comments "
                    "on any of this] [go to|should go to|to] {signer_name}[| before the next review"
                    "| by the end of the week| in the first instance|| by Friday| before the file is next reviewed].", rng))
    _footer(b, plan, rng, internal=True)



#: Words a title leaves in lower case ("Retail Installment Contract for a Used Car").
_SMALL_WORDS = frozenset({"a", "an", "and", "for", "of", "on", "or", "the", "to", "with"})
_AGREEMENT_PARTS = ("parties", "openings", "agree", "general_heads", "general")


@lru_cache(maxsize=1)
def agreement_parts() -> dict:
    """The ``agreements`` part of ``skeletons.yaml``: which record types are written as agreements, and the
    sentences around their terms; a missing or misshapen part raises :class:`SkeletonError` naming it."""
    where = "privasis_hub/data/privasis/skeletons.yaml"
    data = _skeleton_yaml()
    parts = (data or {}).get("agreements")
    if not isinstance(parts, dict):
        raise SkeletonError(f"{where}: no 'agreements' mapping")
    for name in _AGREEMENT_PARTS:
        if not parts.get(name):
            raise SkeletonError(f"{where}: 'agreements' lacks '{name}'")
    for record_type, terms in parts["parties"].items():
        if not (isinstance(terms, list) and len(terms) == 2 and all(isinstance(t, str) and t for t in terms)):
            raise SkeletonError(f"{where}: agreements.parties.{record_type}: expected [office's term, person's term]")
    return parts


@lru_cache(maxsize=4096)
def party_words(record_type: str, key: str) -> tuple[str, ...]:
    """The wordings an agreement of ``record_type`` states the fact ``key`` in (``skeletons.yaml: agreements.
    party_words``: a deadline as a term of the agreement, not a letter's "Please reply by ..."); () where none."""
    for rule in agreement_parts().get("party_words") or ():
        if key in rule["keys"] and re.search(rule["kinds"], record_type, re.I):
            return tuple(rule["words"])
    return ()


def _agreement(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    """An agreement between the office and the person: the office's heading, title, the parties with the terms the
    agreement calls them by, the person's details as a party block (name, address lines, labelled particulars),
    numbered terms by topic, general terms, and both signatures."""
    parts = agreement_parts()
    if plan.record_type in (parts.get("instruments") or {}):  # a will, a trust, a pleading: the instrument itself
        _instrument(b, plan, rng, parts)
        return
    # a record type the catalogue writes as an agreement without naming its parties' terms: "the Provider", "the Client"
    ours, theirs = (f"the {t}" for t in parts["parties"].get(plan.record_type, ("Provider", "Client")))
    title = " ".join(w if w in _SMALL_WORDS else w[:1].upper() + w[1:] for w in plan.record_type.split())
    _letterhead(b, plan)
    b.lit("\n")
    b.line(title.upper())
    # the matter's own number where the agreement holds one ("Agency case number: TAX-63655977"): that is its
    # reference, not a "Reference: XXD-44679783" above it (two numbers for one matter; s28-head)
    if not b.reference and (own := _own_reference(plan, [f for f in plan.fields if f.group not in _PERSON_GROUPS])):
        b.reference = own.key
        rng.choice(_ENCOUNTER_LABELS)  # (the draw its "Reference:" label took: the rest reads as before)
    _reference_line(b, plan, rng)
    opened = _agreement_opened_line(plan)
    if opened:  # the day the request behind it was approved, in the agreement's head box (not "The Guest's request
        b.line(opened)  # was accepted on ..." among its terms: an agreement states terms, not a request's history)
    numbers = _numbers_in_head(b, plan, {"full_name", "client_company"})
    if b.reference in b.spans:  # the matter's own number, told in the head as its reference, is not told again among
        numbers = {*numbers, b.reference}  # the terms ("The file was registered as TAX-75369924.")
    b.lit("\n")
    opening = pick(parts["openings"], rng).replace("{doc}", title).replace("{date}", plan.record_date)
    # a business engagement's client is the company, the person its representative (no flight attendant who is
    # "the Client" and "represents Pinecrest Credit Union": reader4 R10)
    company = theirs == "the Client" and any(f.key == "client_company" for f in plan.fields)
    who = ('{client_company} (the "Client"), represented by {full_name}' if company
           else f'{{full_name}} (the "{theirs[4:]}")')
    b.tmpl(opening.replace("{org}", f'{plan.organisation} (the "{ours[4:]}")').replace("{who}", who) + " ")
    # who the person is (age, work) said once in words, not "Occupation:" or "(age 56)" in the party block
    intro_keys = frozenset() if company else _intro_keys(plan, "contract", {"age"} if _bare_age_key(plan) else set())
    intro = _party_intro(plan, {"kind": "contract", "person": theirs[4:]}, intro_keys)
    b.tmpl(_cap(pick(parts["agree"], rng).replace("{ours}", ours).replace("{theirs}", theirs))
           + (" " + intro if intro else "") + "\n\n")
    # the person's details as a contract's party block prints them: address lines, then labelled particulars
    b.line(rng.choice(("The Client's representative:", "Representative of the Client:")) if company else
           rng.choice((f"Details of {theirs}:", f"{_cap(theirs)}'s details:", f"{_cap(theirs)}:")))
    b.line("{full_name}")
    rest = _particulars(b, plan, [f for f in plan.fields if f.key not in ("full_name", "client_company" if company
                                                                           else "full_name")
                                  and not _bare_age(plan, f) and f.key not in numbers and f.key not in intro_keys], ())
    # (the representative's own role on the engagement is theirs, not the Client's: "the client's project sponsor")
    work = [f for f in rest if f.key in ("occupation", "employer") + (("client_liaison_role",) if company else ())]
    _kv(b, work)
    b.lit("\n")
    held = plan.colleague if _colleague_key_held(plan) and _handler_said(b, plan) else ""  # (named, with role and
    terms = _regrouped(plan, [f for f in rest if f not in work and f.key not in NAME_FIELDS and f.key != held  # how
                              and not (opened and f.key == "case_opened_date")], parts)  # to reach them, in its terms)
    groups = _no_lone_clauses(_by_group(terms))
    i = 0
    for group, fields_ in groups.items():
        i += 1
        mark = (len(b.parts), b.pos)
        b.line(f"{i}. {_heading(plan, group)}")
        body = len(b.parts)
        _prose(b, plan, fields_, 4, "party:" + theirs, ours=ours)  # "The Buyer hopes to move by ...", as a contract says
        if _took_back_empty(b, mark, body):  # (no orphan heading over nothing: the next clause takes its number)
            i -= 1
    general = [vary(t, rng) for t in rng.sample(parts["general"], k=min(len(parts["general"]), rng.randint(4, 5)))]
    if plan.category == "government":  # a tax agency's agreement sends no dispute to mediation (s26-agree)
        general = [t.replace(" and any dispute goes first to mediation", "") for t in general]
    b.line(f"{i + 1}. {rng.choice(parts['general_heads'])}")
    handler = _handler_said(b, plan)  # (the colleague who runs it for the office, in its general terms)
    b.tmpl(" ".join(_cap(t.replace("{ours}", ours).replace("{theirs}", theirs)) for t in general)
           + (" " + handler if handler else "") + "\n")
    b.lit("\n")
    b.line(rng.choice(("Signed by the parties on ", "Signed on ", "Executed on ")) + plan.record_date + ".")
    b.lit("\n")
    b.line(f"Signed for {ours}:")
    b.line("______________________")
    b.line(_signer(plan))
    b.line(plan.organisation)  # (name, title and the business signed for, as a contract's signature block prints)
    b.line("Date: " + plan.record_date)  # (each signature block dated, as a signed contract's are)
    b.lit("\n")
    b.line(f"Signed for {theirs}:" if company else f"Signed by {theirs}:")
    b.line("______________________")
    b.line("{full_name}")
    b.line("Date: " + plan.record_date)
    # the dates the agreement refers to, in order, as a schedule after the signatures (those still to come marked)
    own_rng = random.Random(plan.layout_seed * 7 + 3)  # (its own generator: the footer stays the one drawn before)
    _chronology(b, plan, plan.fields, own_rng, "\n" + own_rng.choice((
        "Schedule A. Dates referred to in this agreement", "Schedule 1: key dates", "Schedule of dates",
        "Annex: dates in this agreement", "Schedule A (key dates)")), ahead=True,
        made=(" signed", " signed", " executed", " made"), later=True, letter=True, coming_only=True)
    _footer(b, plan, rng)

#: Keys of a matter's numbers (an account, a member or case number, a confirmation, an SSN or EIN) that an agreement
#: prints in its head box ("Member number: MBR-76784676"), never as a clause's sentence ("The member list shows the
#: Gardener under number MBR-76784676", "The case was logged as TAX-56736443": an office's records in a contract).
_HEAD_NUMBER_KEY = re.compile(r"(?:_number|_id|_code|confirmation|_ein|account)$|^social_security")
_HEAD_NUMBER_VALUE = re.compile(r"[A-Z0-9][A-Z0-9-]{5,}")


def _numbers_in_head(b: TextBuilder, plan: Plan, used: set[str]) -> set[str]:
    """Prints the agreement's numbers (:data:`_HEAD_NUMBER_KEY`) as labelled lines of its head box, four at most, and
    returns their keys (the person's own particulars, the reference and what ``used`` holds stay where they go)."""
    held = [f for f in plan.fields if f.key not in used and f.key not in b.spans and f.group not in _PERSON_GROUPS
            and f.key != "case_reference" and _HEAD_NUMBER_KEY.search(f.key)
            and _HEAD_NUMBER_VALUE.fullmatch(v := plan.values.get(f.key, "")) and re.search(r"\d", v)
            and parse_day(v) is None][:4]
    _kv(b, held)
    return {f.key for f in held}


def _bare_age(plan: Plan, f: FieldSpec) -> bool:
    """Whether ``f`` is an age with no date of birth beside it: a contract's party block names a party by name,
    address and, where it needs one, date of birth, never "Age: 86" alone (a listing agreement, a source agreement)."""
    return f.key == "age" and "date_of_birth" not in plan.values


def _bare_age_key(plan: Plan) -> bool:
    """Whether the record's age goes unsaid in an agreement (no date of birth beside it: :func:`_bare_age`)."""
    return "date_of_birth" not in plan.values


def _agreement_opened_line(plan: Plan) -> str:
    """The agreement's head-box line for the day the person's request, booking or application behind it was
    approved ("Booking approved: 06/18/2025"), or received where no earlier arrival is told; "" where the record
    holds no such day (s22-notes: "X's request was accepted on ..." in most agreements is a letter's history)."""
    if plan.format != "agreement" or not any(f.key == "case_opened_date" for f in plan.fields):
        return ""
    noun = _opened_noun(plan)
    arrived = any(_ARRIVED_KEY.search(f.key) and f.key != "case_opened_date" for f in plan.fields)
    return f"{noun[:1].upper()}{noun[1:]} {'approved' if arrived else 'received'}: {{case_opened_date}}"


def _no_lone_clauses(groups: dict[str, list[FieldSpec]]) -> dict[str, list[FieldSpec]]:
    """An agreement's clauses with no clause of one fact under a heading of its own ("2. Transactions / The Buyer's
    request arrived on March 30." between two full clauses; s22-notes "3. Activity"): a lone fact joins the clause
    before it (the first clause's, the one after)."""
    out: dict[str, list[FieldSpec]] = {}
    for group, fields_ in groups.items():
        if len(fields_) == 1 and out:
            out[next(reversed(out))] += fields_
        else:
            out[group] = list(fields_)
    if len(out) > 1 and len(first := next(iter(out.values()))) == 1:
        head, *rest = list(out)
        out[rest[0]] = first + out[rest[0]]
        del out[head]
    return out


def _took_back_empty(b: TextBuilder, mark: tuple[int, int], body: int) -> bool:
    """Takes back what was written since ``mark`` (a clause's heading) when nothing but blank space followed the
    heading (its facts were all told before or went unsaid): no numbered heading stands over nothing."""
    if "".join(b.parts[body:]).strip():
        return False
    del b.parts[mark[0]:]
    b.pos = mark[1]
    for key in list(b.spans):
        b.spans[key] = [sp for sp in b.spans[key] if sp[0] < mark[1]]
        if not b.spans[key]:
            del b.spans[key]
    return True


def _regrouped(plan: Plan, terms: list[FieldSpec], parts: dict) -> list[FieldSpec]:
    """``terms`` with each fact that an agreement of this kind tells under another clause (``agreements: regroup``:
    a stay's accessibility need under the booking's clause, not "Participation and health") in that clause's group."""
    for rule in parts.get("regroup") or ():
        if not re.search(rule["kinds"], plan.record_type, re.I):
            continue
        into = next((f.group for k in rule["with"] for f in terms if f.key == k), None)
        if into is not None:
            terms = [replace(f, group=into) if re.search(rule["keys"], f.key) else f for f in terms]
    return terms


#: Where a legal instrument's court and case number come from: the first of these keys the record holds.
_COURT_KEYS = ("court_name", "small_claims_court")
#: Kinds of instrument that carry a court caption (a case already in court).
_CAPTIONED = frozenset({"plea", "pleading", "answer", "motion"})


def instrument_types() -> dict[str, dict]:
    """Record types written as a legal instrument (``skeletons.yaml: agreements.instruments``): record type ->
    its kind and the terms it gives the parties; shared by the renderer and quality_privasis."""
    return dict(agreement_parts().get("instruments") or {})


@lru_cache(maxsize=1)
def wrong_signer_rules() -> tuple[tuple[re.Pattern, re.Pattern], ...]:
    """(record type pattern, role pattern) pairs of roles that never sign those record types
    (``skeletons.yaml: wrong_signers``): the generator leaves the roles out, quality_privasis counts them."""
    return tuple((re.compile(r["types"]), re.compile(r["roles"])) for r in _skeleton_yaml().get("wrong_signers") or ())


def fits_signer(record_type: str, role: str) -> bool:
    """Whether ``role`` may sign a record of ``record_type`` (:func:`wrong_signer_rules`)."""
    kind = record_type.lower()
    return not any(types.search(kind) and roles.search(role) for types, roles in wrong_signer_rules())


def _instrument(b: TextBuilder, plan: Plan, rng: random.Random, parts: dict) -> None:
    """A legal instrument as itself (reader10 class 4): the firm that drew it up, a court caption for a case in court,
    the title, the kind's own opening, the person's details, numbered articles or paragraphs by topic, the kind's
    attestation or prayer, and its signature, witness and notary blocks."""
    spec = parts["instruments"][plan.record_type]
    kind = (parts.get("instrument_kinds") or {})[spec["kind"]]
    term = spec["person"]
    values = plan.values
    court = next((k for k in _COURT_KEYS if k in values), "")
    other_term = spec.get("other", "")
    other = (f'{{opposing_party}} (the "{other_term}")' if "opposing_party" in values and other_term
             and spec["kind"] != "plea" else f"the {other_term}" if other_term else "")
    title = " ".join(w if w in _SMALL_WORDS else w[:1].upper() + w[1:] for w in plan.record_type.split())
    # the day it was signed is the instrument's own date (no "Signing took place on February 12" under a will
    # made on February 23); the firm's own file facts go under its file block, not into the articles
    signed = "signing_date" in values and "person" in kind["signatures"]  # (a pleading is dated, not signed by them)
    if signed:  # signed on the document's own date: its age is told as of that day (reader12: "executed 10/04/2024"
        _signed_on_its_date(plan)  # beside the age at a document date of 2025-05-24)
    date = "{signing_date}" if signed else plan.record_date
    used = {"full_name"} | ({"signing_date"} if signed else set()) | {k for k in _FIRM_FILE if k in values}
    if "witness_two_name" in values and "witnesses" in kind["signatures"]:
        used.add("witness_two_name")
    counsel = "{attorney_name}, Attorney at Law" if "attorney_name" in values else _signer(plan)
    if "attorney_name" in values and "attorney_bar_number" in values:  # the bar number beside the attorney's name in
        counsel += " (State Bar No. {attorney_bar_number})"  # the firm's block, never a lone head line (s28-dense)
        used.add("attorney_bar_number")
    if "attorney_name" in values and "signer_name" in values:  # the firm's signature block names both lawyers
        counsel += "\n" + _signer(plan)
    if "attorney_name" in values:
        used.add("attorney_name")
    if "citing_officer" in values and "officer" in kind["signatures"]:
        used.add("citing_officer")
    if "date_of_birth" not in values:  # (a party block gives a date of birth or no age at all: no "Age: 86")
        used.add("age")
    if spec["kind"] == "motion":  # a motion to reopen rests on new evidence and the record, not on an eyewitness
        used.add("witness_name")  # ("1. Parties: Counsel interviewed Lisa Sandoval (rideshare driver)"; s24-notes)
    if spec["kind"] == "citation":  # a ticket is written at the stop: no case "opened" months before the stop it
        used.add("case_opened_date")  # records ("This case was opened on September 4, 2024" on a January ticket)
    if "notary_name" in values and "notary" in kind["signatures"]:  # (the notary signs the notary block: no
        used.add("notary_name")  # "The Grantor signed in front of X, a notary public" among the trust's articles)
    used.add("notary_commission_expires")  # (told under the notary's signature only, never as an article)
    own_witness = "witness_two_name" in values and "person" in kind["signatures"] and "witnesses" not in \
        kind["signatures"]  # (a trust or a power of attorney: its witness signs under the maker, not in an article)
    if own_witness:
        used.add("witness_two_name")

    def fill(t: str, again: bool = False) -> str:  # (``again``: the other side is named by its term alone)
        t = vary(t, rng).replace("{doc}", title).replace("{date}", date).replace("{term}", term)
        t = t.replace("{org}", plan.organisation).replace("{other}", f"the {other_term}" if again and other_term
                                                           else other)
        if "{city}" in t and "city" not in values:
            t = t.replace(", of {city},", ",").replace(", resident in {city},", ",").replace(", of {city}", "")
        return t.replace("{who}", "{full_name}")

    _letterhead(b, plan)
    b.lit("\n")
    # a stipulation or a divorce settlement made in a case already in court carries that case's caption too
    in_court = spec["kind"] in _CAPTIONED or (spec["kind"] == "settlement" and court and "opposing_party" in values
                                               and {term, other_term} == {"Petitioner", "Respondent"})
    if in_court:
        if court:
            b.line(f"{{{court}}}" if values[court][:1].isupper() else f"In the {{{court}}}")  # (a lower-case name)
            used.add(court)
        if spec["kind"] == "plea":
            b.line("STATE v. {full_name}")
        elif spec["kind"] == "motion":
            b.line("In the Matter of {full_name}, Respondent")
        elif spec["kind"] == "settlement":  # the petitioner first: "In re the Marriage of", a landlord's petition
            first, second = (("{full_name}", "{opposing_party}") if term == "Petitioner"
                             else ("{opposing_party}", "{full_name}"))
            if re.search(r"divorce|marriage", plan.record_type):
                b.line("In re the Marriage of")
            b.line(f"{first}, Petitioner,")
            b.line("and" if re.search(r"divorce|marriage", plan.record_type) else "v.")
            b.line(f"{second}, Respondent.")
            used.add("opposing_party")
        elif "opposing_party" in values:
            first, second = ("{full_name}", "{opposing_party}") if spec["kind"] == "pleading" else \
                ("{opposing_party}", "{full_name}")
            b.line(f"{first}, Plaintiff,")
            b.line("v.")
            b.line(f"{second}, Defendant.")
            used.add("opposing_party")
        if "case_number" in values:
            b.line(("Index No. " if spec["kind"] == "settlement" and not re.search(r"divorce", plan.record_type)
                    else "Case No. ") + "{case_number}")
            used.add("case_number")
        used |= _docket_lines(b, plan, spec["kind"], rng)
        b.lit("\n")
    b.line(title.upper())
    used |= _numbers_in_head(b, plan, used)
    if spec["kind"] == "citation" and "violation_time" in values and "violation_time" not in used:
        _kv(b, [f for f in plan.fields if f.key == "violation_time"])  # a ticket's time box, not "The stop was made
        used.add("violation_time")  # at 3:30 PM." on no day in its body (s28-frames, reader5 class 12)
    b.lit("\n")
    # who the person is (age, work) in the instrument's own words, never "Occupation: dentist" or "(age 36)" in its
    # party block (reader16 class 3): a will's "I am 36 years of age", a complaint's "is a 25-year-old paramedic"
    if values.get("employer") and values.get("opposing_party") == values["employer"]:
        used.add("employer")  # (the employer sued is the Defendant: named as such, not again as the person's employer)
    intro_keys = _intro_keys(plan, spec["kind"], used)
    intro = _party_intro(plan, spec, intro_keys)
    in_parties = spec["kind"] in ("pleading", "answer") and "opposing_party" in values
    recital = (parts.get("recitals") or {}).get(plan.record_type)
    opening = pick(kind["open"], rng)
    if spec["kind"] in _AGE_BY_NAME and "age" in intro_keys and "{who}," in opening:
        opening = opening.replace("{who},", "{full_name}, age {age},", 1)
    opening = _cap(fill(opening))
    b.tmpl(opening + (" " + intro if intro and not recital and not in_parties else "") + "\n\n")
    if recital:  # why it is made, as its recitals say
        said = recital[plan.join_seed % len(recital)]
        said = said.replace("{term}", term).replace("{other}", other_term or "Court")
        b.tmpl((intro + " " + said if intro and not in_parties else said) + "\n\n")
    if "{other}" in " ".join(kind["open"]) and "opposing_party" in values and other.startswith("{opposing_party}"):
        used.add("opposing_party")
    b.line(rng.choice((f"Details of the {term}:", f"The {term}'s details:", f"The {term}:")))
    b.line("{full_name}")
    if values.get("employer") and values.get("opposing_party") == values["employer"]:
        used.add("employer")  # (the employer sued is named as the Defendant, not again among the person's details)
    rest = _particulars(b, plan, [f for f in plan.fields if f.key not in used and f.key not in intro_keys], ())
    work = [f for f in rest if f.key in ("occupation", "employer")]
    _kv(b, work)
    b.lit("\n")
    terms = [f for f in rest if f not in work and f.key not in NAME_FIELDS and f.key not in used]
    groups = _by_group(terms)
    if spec["kind"] in ("pleading", "answer") and "opposing_party" in values:
        # a pleading's parties paragraph says who the parties are ("The Defendant, X, owns and runs the store
        # where ..."), not only a witness (reader13 R7: "1. Parties" held one witness statement)
        groups.setdefault("parties and counsel", [])
    claim = [f for f in terms if f.key == "legal_claim"]
    if spec["kind"] == "pleading" and claim:  # the claim under its own heading, after the facts it rests on
        groups = {g: [f for f in fs if f.key != "legal_claim"] for g, fs in groups.items()}
        groups = {g: fs for g, fs in groups.items() if fs or g == "parties and counsel"}
        groups["claim"] = claim
    article = spec["kind"] in ("will", "trust", "poa")
    own = kind.get("headings") or {}  # the instrument's own article headings ("Trust Property", "Relief Sought"),
    order = list(own)  # in its own order (a complaint's parties first, a trust's property before its trustees)
    groups = dict(sorted(groups.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order)))
    i = 0
    for group, fields_ in groups.items():
        i += 1
        mark = (len(b.parts), b.pos)
        heading = own[group][plan.join_seed % len(own[group])] if own.get(group) else _heading(plan, group)
        b.line(f"Article {_ROMAN[i - 1]}. {heading}" if article and i <= len(_ROMAN) else f"{i}. {heading}")
        body = len(b.parts)
        fields_ = _in_instrument_order(plan, fields_)
        if group == "parties and counsel" and spec["kind"] in ("pleading", "answer"):
            _who_the_parties_are(b, plan, spec, rng, bool(fields_), intro_keys)
        if group == "claim":
            _claim_paragraph(b, plan, spec, rng)
            continue
        if group == "case details" and spec["kind"] == "pleading":  # what happened, before the dates of it
            _what_happened(b, plan, spec, parts)
        elif group == "case details" and spec["kind"] == "answer" and parts.get("answer_facts"):
            said = parts["answer_facts"][plan.join_seed % len(parts["answer_facts"])]
            b.tmpl(said.replace("{term}", term).replace("{other}", other_term or "Plaintiff") + " ")
        if fields_:
            _prose(b, plan, fields_, 4, f"party:the {term}",
                   ours=f"the {other_term or ('Court' if spec['kind'] == 'citation' else 'Firm')}")
        if _took_back_empty(b, mark, body):  # a heading whose facts all went unsaid is no clause ("3. Parties"
            i -= 1  # straight above "4. Further provisions"; s22-notes): taken back, the next clause renumbered
    standard = list(kind.get("terms") or ())
    if re.search(r"stipulation", plan.record_type):  # a stipulation the Court so-orders is on the public docket: no
        standard = [t for t in standard if "confidential" not in t]  # confidentiality term (s26-agree)
    if standard:  # the kind's own standard clauses (debts and survival in a will, rights waived in a plea)
        n = i + 1
        # a pleading's standard paragraphs under a pleading's heading ("Affirmative Defenses" in an answer), never an
        # agreement's "Other terms" (reader17 R9; skeletons.yaml ``terms_heads``)
        head = rng.choice(tuple(kind.get("terms_heads") or ("General provisions", "Further provisions", "Other terms")))
        b.line(f"Article {_ROMAN[n - 1]}. {head}" if article and n <= len(_ROMAN) else f"{n}. {head}")
        picked = rng.sample(standard, k=min(len(standard), rng.randint(2, 3)))
        b.tmpl(" ".join(_cap(fill(t, again=True)) for t in picked) + "\n\n")
    b.tmpl(_cap(fill(pick(kind["close"], rng), again=True)) + "\n")
    b.lit("\n")
    blank = "______________________"
    for part in kind["signatures"]:
        if part == "notary" and "notary_name" not in values:  # (no blank gap where no notary signs)
            continue
        if part == "person":
            b.line(blank)
            b.line(f"{{full_name}}, {term}" + (" and Trustee" if spec["kind"] == "trust" else ""))
            b.line("Date: " + date)
            if own_witness:
                b.lit("\n")
                b.line(blank)
                b.line("{witness_two_name}, witness")
        elif part == "other" and other_term:
            b.line(blank)
            if values.get("~opposing_role", "") and values["~opposing_role"] not in _PARTY_TRADES:
                b.line(f"{{opposing_party}}, {other_term}")  # (a person signs as themselves: an ex-spouse)
            else:
                b.line(f"For {'{opposing_party}' if 'opposing_party' in values else 'the ' + other_term}, "
                       "authorized signatory")
        elif part == "officer":
            b.line(blank)
            b.line("{citing_officer}, citing officer" if "citing_officer" in values else "Citing officer")
        elif part == "prosecutor":
            b.line(blank)
            b.line(rng.choice(("Deputy District Attorney, for the State", "Assistant District Attorney, for the State",
                               "Prosecuting Attorney, for the State")))
        elif part == "counsel":
            if spec["kind"] in _CAPTIONED and spec["kind"] != "plea":
                b.line(rng.choice(("Respectfully submitted,", "Dated: " + date)))
            b.line(blank)
            b.line(counsel)
            b.line(plan.organisation)
            b.line(rng.choice((f"Counsel for the {term}", f"Attorneys for the {term}", f"For the {term}")))
            _preparer_file_line(b, plan)  # (counsel's file number in its block, not a "File note:" at the foot)
        elif part == "witnesses":
            for n in (1, 2):
                b.line(blank)
                b.line("{witness_two_name}, witness" if n == 2 and "witness_two_name" in values
                       else rng.choice((f"Witness {n}", f"Witness {n} (signature, address)", "Witness")))
        elif part == "notary" and "notary_name" in values:
            b.line(rng.choice((f"Acknowledged before me on {date} by the {term}.",  # (acknowledged: a deed is
                               # not sworn to, as an affidavit is)
                               f"Acknowledged before me on {date} by {{full_name}}, the {term}.",
                               f"On {date}, {{full_name}} appeared before me and acknowledged signing this instrument.",
                               f"Signed and acknowledged before me on {date} by {{full_name}}, who proved their identity "
                               "to me.",
                               f"State of ________, County of ________. Acknowledged before me on {date} by "
                               "{full_name}.")))
            b.line(blank)
            b.line("{notary_name}, Notary Public")
            if "notary_commission_expires" in values:
                b.line("My commission expires: {notary_commission_expires}")
        elif part == "preparer":
            b.line(rng.choice(("Prepared by:", "Drafted by:", "This instrument was prepared by:")))
            b.line(counsel)
            b.line(plan.organisation)
            _preparer_file_line(b, plan)
        elif part == "verification":
            b.lit("\n")
            b.line(rng.choice(("VERIFICATION", "Verification")))
            b.tmpl(_cap(fill(pick(_VERIFICATIONS, rng))) + "\n")
            b.line(blank)
            b.line(f"{{full_name}}, {term}")
        b.lit("\n")
    # (not the client's contact preference: "Client contact instructions: message in the online portal" is the
    # firm's case system, not a line of a signed will or a filed complaint; reader13 class 2)
    held = [k for k in ("bank_accounts_listed", "vehicle_listed", "specific_bequest") if k in values]
    if spec["kind"] == "trust" and held:  # the property the deed transfers, listed as its Schedule A
        b.line(rng.choice(("SCHEDULE A", "Schedule A", "Schedule A: Trust Property")))
        b.line(rng.choice(("Property transferred to the Trustee:", "Property held in this trust:",
                           "The Grantor transfers the following to the Trustee:")))
        for k in held:
            b.line("- {" + k + "}")
        if "estate_total_value" in values:
            b.line("Estimated total value: {estate_total_value}")
        b.lit("\n")
    # no law firm's file note at the foot of an executed or filed paper ("File note: / Retainer: $20,749 / Intake
    # date: ... / Matter number: ...", "Office use: / Ref.: ..." under a will, a plea or an answer: reader15 class 6);
    # a drafted instrument gives the drafting firm's file number in its preparer's block, as a deed's does
    # (:func:`_preparer_file_line`)
    _footer(b, plan, rng)


#: A filing's docket facts, printed beside its caption as a court's caption box prints them (case number, judge,
#: dates filed and heard, answer due, fee), never told as the pleading's facts (reader13 R7: "2. Facts" opening with
#: "the court will hear the Plaintiff's case", "The clerk's fee is marked $300.00 paid at filing"): key -> labels by
#: kind of instrument ("*": any other kind).
_DOCKET = (
    ("presiding_judge", {"*": ("Before: ", "Assigned to: ", "Judicial officer: ")}),
    ("filing_date", {"pleading": ("Date filed: ", "Filed: ", "Complaint filed: "), "answer": ("Complaint filed: ",),
                     "settlement": ("Petition filed: ", "Date filed: "), "*": ("Date filed: ", "Filed: ")}),
    ("hearing_date", {"settlement": ("Next court date: ", "Adjourned to: "), "*": ("Hearing: ", "Hearing date: ")}),
    ("response_due_date", {"pleading": ("Answer due: ", "Response due: "), "answer": ("Answer due: ",),
                           "motion": ("DHS response due: ", "Response due: ")}),
    ("filing_fee", {"*": ("Filing fee: ",)}),
)


def _docket_lines(b: TextBuilder, plan: Plan, kind: str, rng: random.Random) -> set[str]:
    """The docket facts of a filing (:data:`_DOCKET`) under its caption, one labelled line each; the keys told."""
    told, fields = set(), {f.key for f in plan.fields}
    for key, labels in _DOCKET:
        words = labels.get(kind, labels.get("*"))
        if key in plan.values and key in fields and words:  # (a field: a value the case drew for itself is no attribute)
            b.line(rng.choice(words) + "{" + key + "}")
            told.add(key)
    return told


def _who_the_parties_are(b: TextBuilder, plan: Plan, spec: dict, rng: random.Random, more: bool,
                         intro_keys: frozenset[str] = frozenset()) -> None:
    """A pleading's own parties paragraph: who the person and the other side are (the other side's role from its
    catalogue value: "The Defendant, Adams-Jimenez Markets, Inc., owns and runs the store where ...")."""
    term, other = spec["person"], spec.get("other", "")
    role = plan.values.get("~opposing_role", "")
    what = _PARTY_ROLES.get(role, "")
    if spec["kind"] == "answer":  # (the building's owner, where the record names one, in its own sentence)
        what = ("brought this eviction case as the manager of the building where the {term} rents a home"
                if "landlord_name" in plan.values else "is the {term}'s landlord and brought this eviction case")
    lines = [f"The {term}, {{full_name}}, is {_described(plan, intro_keys)}."]
    if what:
        lines.append(f"The {other}, {{opposing_party}}, {what.replace('{term}', term)}.")
    b.tmpl(" ".join(lines) + ("\n\n" if more else "\n"))


#: s26-agree: the instrument kinds that say who their person is in words (age, work), and where: a will's or a power
#: of attorney's maker in the first person, a trust's grantor, a settlement's party, a pleading's parties paragraph.
_INTRO_KINDS = frozenset({"will", "trust", "poa", "plea", "settlement", "pleading", "answer", "motion", "contract"})


#: Kinds that give the person's age beside their name where it first appears ("the Respondent, Ana Ruiz, age 41,").
_AGE_BY_NAME = frozenset({"motion", "plea"})


def _intro_keys(plan: Plan, kind: str, used: set[str]) -> frozenset[str]:
    """The person's age, work and employer an instrument of ``kind`` tells in a sentence of its own (not labelled in
    its party block: reader16 class 3, "Occupation: research scientist", "DOB: September 4, 1936 (89 yrs)")."""
    if kind not in _INTRO_KINDS:
        return frozenset()
    keys = {f.key for f in plan.fields if f.key in ("age", "occupation", "employer") and f.key not in used}
    if kind in _AGE_BY_NAME:  # (a motion's or a plea's person: age by the name; no work told)
        return frozenset(keys & {"age"})
    if "employer" in keys and "occupation" not in keys:
        keys.discard("employer")  # (an employer alone stays a party-block line)
    return frozenset(keys)


def _work_words(plan: Plan, keys: frozenset[str], first: bool) -> str:
    """ "works as a dentist for Smith Inc" / "work as a dentist" / "is a retired bookkeeper" (``first``: I-form)."""
    if "occupation" not in keys:
        return ""
    job = plan.values.get("occupation", "")
    at = " for {employer}" if "employer" in keys else ""
    if job.lower().startswith("retired"):
        return ("am " if first else "is ") + _a(job) + " {occupation}" + (" formerly with {employer}" if at else "")
    return ("work as " if first else "works as ") + _a(job) + " {occupation}" + at


def _described(plan: Plan, keys: frozenset[str]) -> str:
    """A pleading's words for its person: "a 25-year-old paramedic", "a warehouse worker employed by Ryan-Perez",
    "an individual" where the record holds neither."""
    job = plan.values.get("occupation", "")
    noun = "{occupation}" if "occupation" in keys else "individual"
    said = ("a {age}-year-old " + noun) if "age" in keys else (_a(job) if "occupation" in keys else "an") + " " + noun
    return said + (" residing in {city}" if "city" in plan.values else "") + (
        "" if "employer" not in keys else " and formerly with {employer}" if job.lower().startswith("retired")
        else " and employed by {employer}")


def _party_intro(plan: Plan, spec: dict, keys: frozenset[str]) -> str:
    """The sentence an instrument says who its person is in (:func:`_intro_keys`), "" where it tells none or says it
    in its parties paragraph (a pleading: :func:`_described`)."""
    kind, term, other = spec["kind"], spec["person"], spec.get("other", "")
    if not keys or (kind in ("pleading", "answer") and "opposing_party" in plan.values) or kind in _AGE_BY_NAME:
        return ""
    age = "age" in keys
    if kind in ("will", "poa"):  # the maker speaks: "I am 36 years of age and work as a journalist."
        work = _work_words(plan, keys, True)
        if age:
            return "I am {age} years of age" + (" and " + work[3:] if work.startswith("am ") else
                                               (", and I " + work if work else "")) + "."
        return "I " + work + "."
    if kind == "settlement" and re.search(r"severance", plan.record_type) and "occupation" in keys:
        at = "{employer}" if "employer" in keys else f"the {other}"
        return (f"The {term}{', aged {age},' if age else ''} was employed by {at} as " + _a(plan.values["occupation"])
                + " {occupation}.")
    work = _work_words(plan, keys, False)
    if kind == "contract":  # a contract's own representation of age, and the party's work where it holds it
        return " ".join(([f"The {term}, who is {{age}}, confirms being of legal age to enter into this Agreement."]
                         if age else []) + ([f"The {term} {work}."] if work else []))
    if age and work:  # (a comma'd clause, not "The Grantor is 42 years of age and ...": a bare copula reads robotic)
        return f"The {term}, aged {{age}}, {work}."
    if age:
        return f"The {term}, now {{age}} years of age, signs this instrument in person."
    return f"The {term} {work}."


def _what_happened(b: TextBuilder, plan: Plan, spec: dict, parts: dict) -> None:
    """A complaint's account of the events its claim rests on (``agreements.claim_facts`` by words of the claim)."""
    claim = plan.values.get("legal_claim", "")
    told = next((words for key, words in (parts.get("claim_facts") or {}).items() if key in claim), None)
    if told:
        said = told[plan.join_seed % len(told)]
        b.tmpl(said.replace("{term}", spec["person"]).replace("{other}", spec.get("other", "Defendant")) + " ")


def _claim_paragraph(b: TextBuilder, plan: Plan, spec: dict, rng: random.Random) -> None:
    """A complaint's claim under its own heading, resting on the facts above it."""
    term, other = spec["person"], spec.get("other", "Defendant")
    b.tmpl(rng.choice((
        f"On the facts set out above, the {term} brings a claim against the {other} for {{legal_claim}}.",
        f"The {term} repeats the facts above. They give the {term} a claim against the {other} for {{legal_claim}}.",
        f"The facts above support a claim for {{legal_claim}}. The {term} asks the Court to find the {other} "
        "liable on it.")) + "\n\n")


#: The order an instrument tells its facts in: the estate before the gifts out of it, the executor or agent before
#: the alternate who serves if they cannot (no "Should my Executor be unable to act, I name X" before the Executor).
_INSTRUMENT_ORDER = ("estate_total_value", "bank_accounts_listed", "vehicle_listed", "specific_bequest", "agent_powers",
                     "poa_effective", "fiduciary_appointee", "successor_fiduciary", "estate_beneficiary",
                     "guardian_for_minors")


def _in_instrument_order(plan: Plan, fields_: list[FieldSpec]) -> list[FieldSpec]:
    """``fields_`` in the order an instrument tells them (:data:`_INSTRUMENT_ORDER`), then the dated facts of the
    matter in the order they happened (a complaint's facts: no "She left the job on September 20. The events at
    issue took place on September 10."), the rest after them as they were."""
    def rank(f: FieldSpec) -> tuple:
        if f.key in _INSTRUMENT_ORDER:
            return (0, _INSTRUMENT_ORDER.index(f.key), 0)
        day = parse_day(plan.values.get(f.key, ""))
        return (1, day[0].toordinal(), 0) if day is not None else (2, 0, 0)
    return sorted(fields_, key=rank)


def _signed_on_its_date(plan: Plan) -> None:
    """An instrument's signing day made its document's own date (the person's age and every "as of" in it are that
    day's; reader12: a trust "executed 10/04/2024" giving the age at a document date of 2025-05-24), unless a fact it
    holds falls between the two days (a payment made after the signing stays after it)."""
    values = plan.values
    signing, record = parse_day(values.get("signing_date", "")), parse_day(plan.record_date)
    if signing is None or record is None or signing[0] == record[0]:
        return
    low, high = sorted((signing[0], record[0]))
    if any(k != "signing_date" and not k.startswith("~") and (d := parse_day(v)) is not None and low < d[0] <= high
           for k, v in values.items()):
        return
    values["signing_date"] = redated(values["signing_date"], record[0])


#: A pleading's verification under the party's signature ({who}, {term}, {doc} as in ``instrument_kinds``).
_VERIFICATIONS = (
    "I, {who}, [the {term}|the {term} in this action|the {term} named above], declare under penalty of perjury "
    "[that I have read this {doc}|that I have read the foregoing {doc}|that I have read the {doc} above] and that "
    "[the facts stated in it|its factual statements|the facts it sets out] [are true to the best of my knowledge"
    "|are true and correct|are true of my own knowledge, except where stated on information and belief].",
    "[I am the {term}|I, {who}, am the {term}] [in this case|in this matter|named in this {doc}]. [I have read|I "
    "have gone over] the {doc}, and [I declare under penalty of perjury|I state under penalty of perjury|I verify] "
    "that [its contents are true|the facts in it are true and correct|what it says is true, to the best of my "
    "knowledge and belief].",
)
#: The drafting firm's own facts about the matter, printed in its file block at an instrument's foot.
def _preparer_file_line(b: TextBuilder, plan: Plan) -> None:
    """The drafting firm's file number under its name in an instrument's preparer block ("File no.: RLU-94053850"),
    as a deed's or a will's preparer block prints it: its only office line (no retainer, intake date or paralegal)."""
    number = next((k for k in ("client_matter_number", "case_reference") if k in plan.values), "")
    if number:
        b.line(("File no.: ", "Our file no.: ", "File number: ")[plan.join_seed % 3] + "{" + number + "}")


_FIRM_FILE = ("client_matter_number", "intake_date", "legal_retainer", "paralegal_name", "legal_contact_preference")
_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")


RENDERERS: dict[str, Callable[[TextBuilder, Plan, random.Random], None]] = {
    "letter": _letter,
    "form": _form,
    "email thread": _email_thread,
    "statement with table": _statement,
    "case notes": _case_notes,
    "chat log": _chat_log,
    "report": _report,
    "invoice": _invoice,
    "memo": _memo,
    "meeting minutes": _minutes,
    "interview transcript": _interview,
    "application": _application,
    "agreement": _agreement,
}


#: Formats whose head printed the file's opening (under its reference) and now tell it in their text instead.
_OPENED_TOLD = frozenset({"letter", "invoice", "statement with table", "report", "agreement", "application"})


def render(plan: Plan, raw: list | None = None) -> tuple[str, dict[str, list[tuple[int, int]]]]:
    """Render a plan to text and the spans of every placed value, keyed by field (with ``raw``, a list: the text,
    spans, :func:`_prose` paragraphs and quoted ranges before the values' last wording are appended to it, for
    :mod:`privasis_hub.synth.splice`)."""
    close = plan.category == "personal" and plan.format in _CLOSE_FORMATS
    for key, value in list(plan.values.items()):  # "Anna Barnes (aunt)" is placed as "Anna Barnes": the relation
        if value.endswith(")") and not key.startswith("~") and not (close and key in _CLOSE_PEOPLE):  # is the text's
            m = _BRACKETED.match(value)
            if m and m.group(2).split()[-1] in _RELATION_NOUNS and len(m.group(2).split()) <= 3:
                plan.values["~" + key], plan.values[key] = value, m.group(1)
    if plan.format == "interview transcript" and (m := _BRACKETED.match(plan.values.get("witness_name", ""))):
        # a witness spoken of at a hearing or a deposition by name and role in words ("Randy Sullivan, the store
        # clerk"), never "Randy Sullivan (store clerk)" in counsel's mouth (s24-notes); a relative's relation is
        # put in words by _relations_in_words
        plan.values["~witness_role"], plan.values["witness_name"] = m.group(2), m.group(1)
    if plan.format in ("agreement", "interview transcript") and (
            m := _BRACKETED.match(plan.values.get("opposing_party", ""))):  # (and a deposition's caption)
        # a party is named as a caption and a contract name it ("Fletcher LLC, Plaintiff"), its role told by the
        # term the instrument gives it: no "Garza, Cain and Lowe (former employer), Defendant." (s21-notes)
        plan.values["~opposing_role"] = m.group(2)  # (its role, for a pleading's parties paragraph)
        plan.values["opposing_party"] = _party_name(plan, m.group(1), m.group(2))
    for key in [k for k in plan.values if k.startswith(_DRAWN_WITH_ARTICLE)]:  # a revision renders the drawn value
        plan.values[key.removeprefix(_DRAWN_WITH_ARTICLE)] = plan.values.pop(key)
    b = TextBuilder(plan.values)
    if raw is not None:
        b.pieces = []
    if plan.format in _OPENED_TOLD:  # the file's opening as the story's request, not a case system's head line
        _with_opened_field(plan)
    if close:  # "my uncle William", not "William Hart (uncle)"
        _close_names(plan)
    renderer = RENDERERS.get(plan.format, _report)
    _RecordMemo._current.append((plan, _RecordMemo.for_plan(plan)))
    try:
        renderer(b, plan, random.Random(plan.layout_seed))
        if (plan.colleague in b.spans and plan.format not in _NO_FOOT_CONTACT
                and (line := _colleague_template(b, plan))):
            # a layout with no header or signature line for it: at the foot, under the signature
            text = b.text()
            if not text.endswith("\n\n"):
                b.lit("\n" if text.endswith("\n") else "\n\n")
            b.line(line)
    finally:
        _RecordMemo._current.pop()
    if raw is not None:
        raw.append((b.text(), {k: list(v) for k, v in b.spans.items()}, b.pieces, b.quoted))
    return _bare_field_values(plan, *_relations_in_words(plan, b.text(), b.spans))


#: Where render() keeps a value's drawn wording while the record shows it without its leading article.
_DRAWN_WITH_ARTICLE = "~art~"


def drawn_values(values: dict[str, str]) -> dict[str, str]:
    """A rendered plan's values as its case drew them: a value a field printed without its leading article ("events
    committee") is given back with it ("the events committee"), as the catalogue's rules state it."""
    return {k: values.get(_DRAWN_WITH_ARTICLE + k, v) for k, v in values.items() if not k.startswith(_DRAWN_WITH_ARTICLE)}
#: A value that opens with an article a field's value does not carry ("an advanced hobbyist", "the events committee"),
#: not one whose article is part of an amount or a span of time ("a week", "a few days", "the same day").
_LEAD_ARTICLE = re.compile(r"(a|an|the) (?!(?:few|couple|lot|little|half|dozen|quarter|third|number|total|pair|hour|"
                           r"day|week|month|year|minute|second|night|time|same|other|one|single|while|bit|minimum|"
                           r"maximum|hundred|thousand|million|fortnight|most|least|first|last|next)(?![\w-]))(?=[\w$#])")


#: Fields whose drawn wording the case's own rules read as drawn (a clinical case's complaint and lab, a claim).
_CASE_WORDED = frozenset({"chief_complaint", "lab_result", "diagnosis", "legal_claim"})


def _drawn_as_is(plan: Plan) -> frozenset[str]:
    """The fields whose value keeps its drawn wording, article and all: those the record type's matter narrows to
    its own choices (a checked choice, word for word) and a case's worded facts (:data:`_CASE_WORDED`)."""
    from privasis_hub.synth.catalog import categories

    cat = categories().get(plan.category)
    rt = cat.record_types.get(plan.record_type) if cat is not None else None
    return _CASE_WORDED | frozenset(k for k, _ in (rt.matter + rt.drawn_matter if rt is not None else ()))


def _field_place(text: str, start: int, end: int) -> bool:
    """Whether the value placed at ``start:end`` stands as a field's value: alone in a table's cell or after a
    "Label: " that heads its line ("Experience level: advanced hobbyist"), not inside a sentence ("Good news today:
    the kids got through a whole dinner without a fight.")."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = len(text) if (n := text.find("\n", end)) < 0 else n
    if text.startswith("|", line_start):
        return re.match(r" *\|", text[end:line_end]) is not None and text[line_start:start].endswith("| ")
    return not text[end:line_end].strip() and _LABEL_HEAD.match(text[line_start:start]) is not None


def _bare_field_values(plan: Plan, text: str, spans: dict[str, list[tuple[int, int]]]
                       ) -> tuple[str, dict[str, list[tuple[int, int]]]]:
    """The text with each value a field shows printed without the article its wording opens with: a form, a statement
    or a letterhead prints "Membership category: senior membership", "| Covered item | two-story frame house |",
    "Office: west-side service center" (reader13 class 3: "Committee: the events committee", "Platform: a gaming
    laptop"); a sentence keeps the article as its own word before the value ("I brought in a brass caboose"). Every
    such value is the bare wording at every span, whatever the layout (a revision shares the values; the drawn one is
    kept under ``_DRAWN_WITH_ARTICLE``)."""
    cuts: list[tuple[int, int, int]] = []  # (where, characters cut, spaces put after the value at ``pad``)
    moves: dict[str, list[tuple[int, int, bool]]] = {}
    kept = held = None  # (speed only) worked out at the first value with an article, before any value changes
    for key, where in spans.items():
        value = plan.values.get(key, "")
        if key.startswith("~") or not (k := _article_end(value) or _label_echo_end(value, text, where)):
            continue
        if kept is None:
            kept, held = _drawn_as_is(plan), {plan.values.get(other, "").lower() for other in spans}
        if key in kept or value[k:].lower() in held:  # (no two fields of one value)
            continue
        if any(text[s:s + k].lower() != value[:k] for s, _ in where):
            continue
        new = []
        for s, e in where:
            if _field_place(text, s, e):
                line_end = len(text) if (n := text.find("\n", e)) < 0 else n
                padded = text.startswith("|", text.rfind("\n", 0, s) + 1) and re.match(r"  +\|", text[e:line_end])
                cuts.append((s, k, e if padded else -1))
                new.append((s, e, True))
            else:
                new.append((s, e, False))
        moves[key] = new
        plan.values[_DRAWN_WITH_ARTICLE + key] = value
        plan.values[key] = value[k:]
    if not moves:
        return text, spans
    if not cuts:  # (speed only) no article cut from the text: only the values told without theirs start later
        return text, _bare_spans(plan, spans, moves)
    cuts.sort()
    pieces, last = [], 0
    for s, k, pad in cuts:
        if pad >= 0:
            pieces += [text[last:s], text[s + k:pad], " " * k]
            last = pad
        else:
            pieces += [text[last:s]]
            last = s + k
    pieces.append(text[last:])

    moved = _cuts_mover(cuts)  # where ``pos`` is once the articles before it are cut (a padded cell's spaces come
    # after its value)
    out = {}
    for key, where in spans.items():
        if key in moves:
            k = len(plan.values[_DRAWN_WITH_ARTICLE + key]) - len(plan.values[key])
            out[key] = [(moved(s) if cut else moved(s + k), moved(e)) for s, e, cut in moves[key]]
        else:
            out[key] = [(moved(s), moved(e)) for s, e in where]
    return "".join(pieces), out


#: A value that opens with a word of its own kind before its number or code ("locker 203", "episode 169", "ISBN 978-...").
_KIND_WORD = re.compile(r"([a-z]+|[A-Z]{2,}) (?=[0-9A-Z])")


def _label_echo_end(value: str, text: str, where: list[tuple[int, int]]) -> int:
    """Where the kind word :func:`_bare_field_values` may cut from ``value`` ends, where every place the value stands
    is a field whose label ends in that very word: a form prints "Locker: 203", "| Episode | 169 |", "| ISBN |
    978-1-64375-218-4 |", never "Locker: locker 203" (the label said it); 0 where the value stands anywhere else (a
    sentence's "I was given locker 203" keeps its word)."""
    m = _KIND_WORD.match(value)
    if m is None or not where:
        return 0
    word = m.group(1).lower()
    for s, e in where:
        if not _field_place(text, s, e):
            return 0
        line_start = text.rfind("\n", 0, s) + 1
        head = text[line_start:s]
        label = head.split("|")[-2] if head.startswith("|") and head.count("|") >= 2 else head
        if not re.search(rf"\b{word}\W*$", label, re.I):
            return 0
    return m.end()


@lru_cache(maxsize=16384)  # (a record's renders ask of the same values)
def _article_end(value: str) -> int:
    """(speed only) Where the leading article :func:`_bare_field_values` may cut from ``value`` ends ("the " of "the
    events committee"); 0 where the value opens with none (or with a capital)."""
    m = _LEAD_ARTICLE.match(value) if value[:1].islower() else None
    return m.end() if m is not None else 0


def _bare_spans(plan: Plan, spans: dict[str, list[tuple[int, int]]], moves: dict[str, list[tuple[int, int, bool]]]
                ) -> dict[str, list[tuple[int, int]]]:
    """(speed only) :func:`_bare_field_values`' spans where it cuts nothing from the text: every position stays, and
    a value that lost its article starts past it at each of its (uncut) spans."""
    out = {}
    for key, where in spans.items():
        if key in moves:
            k = len(plan.values[_DRAWN_WITH_ARTICLE + key]) - len(plan.values[key])
            out[key] = [(s + k, e) for s, e, _ in moves[key]]
        else:
            out[key] = list(where)
    return out


def _cuts_mover(cuts: list[tuple[int, int, int]]) -> Callable[[int], int]:
    """(speed only) ``moved(pos)`` of :func:`_bare_field_values`: ``pos`` less the ``k`` of every cut (``s``, ``k``,
    ``pad``) with ``s + k <= pos``, plus the ``k`` of every cut whose ``pad`` is in ``0 <= pad < pos``, by bisection
    over sorted running sums instead of a walk over every cut for every span."""
    ends = sorted((s + k, k) for s, k, _ in cuts)
    pads = sorted((pad, k) for _, k, pad in cuts if pad >= 0)
    end_at, end_sum = [e for e, _ in ends], list(itertools.accumulate(k for _, k in ends))
    pad_at, pad_sum = [p for p, _ in pads], list(itertools.accumulate(k for _, k in pads))

    def moved(pos: int) -> int:
        i = bisect.bisect_right(end_at, pos)
        j = bisect.bisect_left(pad_at, pos)
        return pos - (end_sum[i - 1] if i else 0) + (pad_sum[j - 1] if j else 0)

    return moved


#: A business the other side of a claim is, by its role: the trade its name carries where the name is a bare
#: surname firm ("Adams-Jimenez" as the grocery store's owner: reader13 R7) (s22-notes).
_PARTY_TRADES = {  # (no trailing period: "... Insurance Co.." at a sentence's end)
    "store owner": ("Markets Inc", "Grocery LLC", "Food Stores Inc"),
    "landlord": ("Properties LLC", "Realty LLC", "Property Holdings LLC"),
    "property manager": ("Property Management Inc", "Management Group LLC"),
    "insurer": ("Insurance Company", "Mutual Insurance Company"),
    "contractor": ("Construction LLC", "Home Improvement Inc", "Builders LLC"),
    "lender": ("Lending Inc", "Financial Services LLC"),
    "collection agency": ("Recovery Services Inc", "Collections LLC"),
    "homeowners association": ("Homeowners Association",),
    "former employer": ("Inc", "LLC", "Services Inc"),
}
#: A company name that already says what it is ("Burns LLC", "Newton Inc").
_HAS_FORM = re.compile(r"\b(?:Inc|LLC|Ltd|PLC|Group|Co|Company|Corp|and Sons|Association)\b\.?$")
#: What the other side of a claim is to the person, said in a pleading's Parties paragraph ({term}: the person's
#: term in the pleading): its role -> a clause after "The Defendant, X, ...".
_PARTY_ROLES = {
    "store owner": "owns and runs the store where the events below took place",
    "property manager": "manages the property where the events below took place",
    "driver of the other vehicle": "was the driver of the other vehicle in the collision described below",
    "insurer": "insures the other driver in the collision described below",
    "contractor": "is the contractor the {term} hired for the work described below",
    "seller": "sold the vehicle described below to the {term}",
    "landlord": "was the {term}'s landlord",
    "dog owner": "owns the dog described below",
    "treating physician": "was the {term}'s treating physician",
    "neighbor": "lives next door to the {term}",
    "co-trustee": "serves as co-trustee with the {term}",
    "former employer": "employed the {term} until the termination described below",
    "lender": "made the loan described below",
    "homeowners association": "governs the community where the {term} lives",
    "collection agency": "is collecting the debt described below",
}


def _party_name(plan: Plan, name: str, role: str) -> str:
    """The other side's name as a caption prints it: a business with its trade and form ("Adams-Jimenez Markets,
    Inc.", not a bare "Adams-Jimenez" for a grocery store); a wrongful termination claim against the employer the
    person's own details name (no "Torres-Quinn" beside "Employer: Copper River School District")."""
    if role == "former employer" and plan.values.get("employer") and re.search(
            r"termination|wrongful|discrimination|severance", plan.record_type):  # (a severance is the employer's)
        return plan.values["employer"]
    trades = _PARTY_TRADES.get(role)
    if not trades or _HAS_FORM.search(name):
        return name
    base = name.split(",")[0] if ", " in name else name  # "Haynes, Holmes and Rasmussen" -> "Haynes"
    return f"{base} {trades[plan.join_seed % len(trades)]}"


#: The last word of a relation a value names someone by ("Anna Barnes (maternal aunt)").
_RELATION_NOUNS = FEMALE_RELATIONS | MALE_RELATIONS | frozenset({
    "spouse", "partner", "friend", "neighbor", "neighbour", "cousin", "roommate", "colleague", "coworker", "fiance",
    "fiancee", "fiancé", "fiancée", "sibling", "stepchild", "godparent", "godmother", "godfather", "grandchild",
    "sibling-in-law", "child", "parent", "grandparent", "godchild", "goddaughter", "godson"})
#: The start of a line whose value follows a label, as a form's ("Emergency contact: ", "- Beneficiary: ").
_LABEL_HEAD = re.compile(r"^\s*(?:[-*\u2022]\s*)?[A-Z][\w /'()-]{0,40}:\s*$")
_FIRST_PERSON = re.compile(r"\b(?:I|my|me|I'm|I've|I'd)\b")
_SECOND_PERSON = re.compile(r"\b(?:[Yy]ou|[Yy]our)\b")
_THIRD_PERSON = re.compile(r"\b(?:[Hh]e|[Hh]is|[Hh]im|[Ss]he|[Hh]er|Mr\.|Ms\.)\b")


def _owner(text: str, start: int, end: int, plan: Plan) -> str:
    """Whose relative the person named at ``start:end`` is as the sentence around it says: "my", "your", "his",
    "her" (the sentence's own person first, then the paragraph's)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = len(text) if (n := text.find("\n", end)) < 0 else n
    cut = max(text.rfind(". ", line_start, start), text.rfind("? ", line_start, start), line_start - 1)
    stop = min([i for i in (text.find(". ", end, line_end), text.find("? ", end, line_end)) if i >= 0] or [line_end])
    if text[line_start:start].startswith(("THE PROSECUTOR:", "THE COURT:", "DEFENSE COUNSEL:")):
        return "the defendant's"  # (counsel or the court speak of the defendant's people: no "a sworn statement from
        # my family friend Caitlin Cole" in the prosecutor's mouth; reader14 R8)
    for sentence in (text[cut + 1:start] + text[end:stop], text[max(0, start - 400):end + 400]):
        counts = {"my": len(_FIRST_PERSON.findall(sentence)), "your": len(_SECOND_PERSON.findall(sentence)),
                  "their": len(_THIRD_PERSON.findall(sentence))}
        if any(counts.values()):
            owner = max(("their", "your", "my"), key=lambda k: counts[k])
            return ("her" if _pronoun(plan) == "she" else "his") if owner == "their" else owner
    return "her" if _pronoun(plan) == "she" else "his"


def _relations_in_words(plan: Plan, text: str, spans: dict[str, list[tuple[int, int]]]
                        ) -> tuple[str, dict[str, list[tuple[int, int]]]]:
    """The text with each "Name (relation)" value a sentence tells written as a writer does ("staff should call his
    aunt Anna Barnes", not "Anna Barnes (aunt)"); a table cell or a "Label: " line keeps "Anna Barnes (aunt)". Such a
    value becomes the name, placed at every span, and the relation words around it are the text's (the drawn value
    is kept under "~key")."""
    close = plan.category == "personal" and plan.format in _CLOSE_FORMATS
    inserts: list[tuple[int, str]] = []  # (where, the words put there)
    for key, where in spans.items():
        drawn = plan.values.get("~" + key)  # (speed only: most values have no drawn form, and "" never matches)
        m = _BRACKETED.match(drawn) if drawn else None
        if not m or m.group(1) != plan.values[key] or (close and key in _CLOSE_PEOPLE):
            continue
        relation = m.group(2)
        for start, end in where:
            line_start = text.rfind("\n", 0, start) + 1
            line = text[line_start:len(text) if (n := text.find("\n", end)) < 0 else n].strip()
            if line.startswith("|") or len(line.split()) < 6 or _LABEL_HEAD.match(text[line_start:start]):
                inserts.append((end, f" ({relation})"))  # a form's "Name (relation)"
                continue
            words = f"{_owner(text, start, end, plan)} {relation.removeprefix('adult ')} "  # "my daughter Karen"
            before = text[:start].rstrip(" ")
            if not before or before.endswith((".", "!", "?", "\n", ":", '"', "\n>")):  # (">": a quoted line's start)
                words = words[0].upper() + words[1:]
            inserts.append((start, words))
    if not inserts:
        return text, spans
    inserts.sort()
    at = [pos for pos, _ in inserts]
    grown = list(itertools.accumulate(len(words) for _, words in inserts))

    def moved(pos: int, start: bool) -> int:
        """Where ``pos`` is after the words put before it (a value's start moves past words put at it, its end
        does not)."""
        i = bisect.bisect_right(at, pos) if start else bisect.bisect_left(at, pos)
        return pos + (grown[i - 1] if i else 0)

    pieces, last = [], 0
    for pos, words in inserts:
        pieces += [text[last:pos], words]
        last = pos
    pieces.append(text[last:])
    return "".join(pieces), {key: [(moved(s, True), moved(e, False)) for s, e in where]
                             for key, where in spans.items()}
