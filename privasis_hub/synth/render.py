"""Lay out a record's fields in a document format and record every value's exact spans.

The offline backend never searches for values after the fact: a :class:`TextBuilder`
appends literal text and values, and notes the offsets of each value as it places
it. A :class:`Plan` is everything needed to render a record; a revision edits the
plan (more fields, other wording, another layout) and renders it again, so values
stay identical and annotations stay exact.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache

from privasis_hub.synth.catalog import FieldSpec

_PLACEHOLDER = re.compile(r"\{(\w+)\}")

#: Name parts are attributes too whenever a template places them on their own.
NAME_FIELDS: dict[str, tuple[str, float]] = {"first_name": ("identity", 0.7), "last_name": ("identity", 0.7)}


@lru_cache(maxsize=4096)
def parse_template(template: str) -> tuple[tuple[str, bool], ...]:
    """Split a template into (text, is_placeholder) pieces."""
    pieces: list[tuple[str, bool]] = []
    pos = 0
    for m in _PLACEHOLDER.finditer(template):
        if m.start() > pos:
            pieces.append((template[pos : m.start()], False))
        pieces.append((m.group(1), True))
        pos = m.end()
    if pos < len(template):
        pieces.append((template[pos:], False))
    return tuple(pieces)


class TextBuilder:
    """Append text and values; remember where each value was placed."""

    def __init__(self, values: dict[str, str]):
        self.values = values
        self.parts: list[str] = []
        self.pos = 0
        self.spans: dict[str, list[tuple[int, int]]] = {}
        self.filler_used = 0  # filler sentences are consumed in order, never repeated before exhausted

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
        if "{" not in template:
            self.lit(template)
            return
        for piece, is_key in parse_template(template):
            if is_key:
                self.val(piece)
            else:
                self.lit(piece)

    def joined(self, templates: list[str], sep: str = " ") -> None:
        """Append templates joined by ``sep`` (each template parsed on its own, so parses stay cached)."""
        for i, template in enumerate(templates):
            if i:
                self.lit(sep)
            self.tmpl(template)

    def line(self, template: str = "") -> None:
        """Append a template followed by a newline."""
        self.tmpl(template)
        self.lit("\n")

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

    def revised(self, rng: random.Random) -> Plan:
        """A candidate revision: a few more details, other wording, another layout."""
        extra = list(self.unused_fields)
        rng.shuffle(extra)
        add = extra[: rng.randint(0, 2)]
        fields_ = self.fields + add
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


# --- building blocks shared by the formats ------------------------------------------------


def _sentence(plan: Plan, f: FieldSpec) -> str:
    return f.sentences[plan.sentence_choice.get(f.key, 0) % len(f.sentences)]


def _prose(b: TextBuilder, plan: Plan, fields_: list[FieldSpec], per_paragraph: int = 4) -> None:
    """Paragraphs of field sentences, one filler sentence mixed into each paragraph."""
    for i in range(0, len(fields_), per_paragraph):
        chunk = fields_[i : i + per_paragraph]
        sentences = [_sentence(plan, f) for f in chunk]
        extra = _next_filler(b, plan)
        if extra:
            sentences.insert(len(sentences) // 2, extra)
        b.joined(sentences)
        b.lit("\n")
        b.lit("\n")


def _next_filler(b: TextBuilder, plan: Plan) -> str | None:
    if not plan.filler:
        return None
    sentence = plan.filler[b.filler_used % len(plan.filler)]
    b.filler_used += 1
    return sentence


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


def _pad(b: TextBuilder, plan: Plan, heading: str = "Additional notes") -> None:
    """Top the document up with unused filler until it reaches the plan's target length."""
    words = b.words
    if words >= plan.target_words or not plan.filler:
        return
    b.lit(f"{heading}:\n")
    words += len(heading.split())
    sentences: list[str] = []
    while words < plan.target_words and len(sentences) < len(plan.filler):
        sentences.append(_next_filler(b, plan))
        words += len(sentences[-1].split())
    b.lit(" ".join(sentences) + "\n")


def _title(plan: Plan) -> str:
    return plan.record_type[:1].upper() + plan.record_type[1:]


# --- the formats ------------------------------------------------------------------------


def _letter(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line(plan.organisation)
    b.line(plan.record_date)
    b.lit("\n")
    b.line("{full_name}")
    if "street_address" in plan.values:
        b.line("{street_address}")
    b.lit("\n")
    b.line(f"Re: {_title(plan)}")
    b.lit("\n")
    b.line(rng.choice(("Dear {first_name},", "Dear {full_name},", "To whom it may concern,")))
    b.lit("\n")
    b.line(plan.background)
    b.lit("\n")
    body = [f for f in plan.fields if f.key not in ("full_name", "street_address")]
    _prose(b, plan, body)
    _pad(b, plan, "Please also note")
    b.lit("\nSincerely,\n")
    b.line(f"The {plan.subcategory} team, {plan.organisation}")


def _form(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line(f"{plan.organisation.upper()} — {_title(plan).upper()}")
    b.line(f"Form completed: {plan.record_date}")
    b.lit("\n")
    for i, (group, fields_) in enumerate(_by_group(plan.fields).items()):
        b.line(f"Section {chr(65 + i)}. {group.title()}")
        _kv(b, fields_)
        b.lit("\n")
    b.line("Statement of circumstances:")
    b.line(plan.background)
    narrative = rng.sample(plan.fields, k=min(6, len(plan.fields)))
    _prose(b, plan, narrative, per_paragraph=3)
    _pad(b, plan, "Reviewer comments")


def _email_thread(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    messages = rng.randint(2, 4)
    per = -(-len(plan.fields) // messages)
    office = f"{plan.subcategory.replace(' ', '-')}@office.example.org"
    for m in range(messages):
        chunk = plan.fields[m * per : (m + 1) * per]
        from_person = m % 2 == 0
        b.lit("From: ")
        if from_person and "email" in plan.values:
            b.val("email")
        else:
            b.lit(office)
        b.lit("\nSubject: " + ("Re: " * m) + _title(plan) + "\n\n")
        b.line(rng.choice(("Hello,", "Hi there,", "Good morning,", "Dear team,")) if from_person else "Hello {first_name},")
        if m == 0:
            b.line(plan.background)
        _prose(b, plan, chunk, per_paragraph=3)
        b.line("Best regards," if from_person else "Kind regards,")
        b.line("{first_name}" if from_person else f"{plan.organisation}")
        b.lit("\n-----\n")
    _pad(b, plan, "P.S.")


def _table(b: TextBuilder, fields_: list[FieldSpec]) -> None:
    width = max(len(f.label) for f in fields_)
    b.lit(f"| {'Item'.ljust(width)} | Detail |\n|{'-' * (width + 2)}|--------|\n")
    for f in fields_:
        b.lit(f"| {f.label.ljust(width)} | ")
        b.val(f.key)
        b.lit(" |\n")


def _statement(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line(f"{plan.organisation}")
    b.line(f"{_title(plan)} — issued {plan.record_date}")
    b.line("Prepared for: {full_name}")
    b.lit("\n")
    rest = [f for f in plan.fields if f.key != "full_name"]
    half = len(rest) // 2
    _table(b, rest[:half])
    b.lit("\nSummary:\n")
    b.line(plan.background)
    _prose(b, plan, rest[half:])
    _pad(b, plan, "Important information")


def _case_notes(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line(f"{_title(plan)} — case notes")
    b.line("Subject: {full_name}")
    b.lit("\n")
    rest = [f for f in plan.fields if f.key != "full_name"]
    per = rng.randint(3, 5)
    for i in range(0, len(rest), per):
        b.line(f"Entry {i // per + 1} ({plan.record_date}):")
        if i == 0:
            b.line(plan.background)
        _prose(b, plan, rest[i : i + per], per_paragraph=per)
    _pad(b, plan, "Plan")


_CHAT_OPENERS = ("Thanks for reaching out.", "Let me pull that up.", "Got it, one moment.", "Understood.")


def _chat_log(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line(f"Chat transcript — {_title(plan)} — {plan.record_date}")
    b.lit("\n")
    minute = rng.randint(0, 40)
    agent = "Agent"
    b.line(f"[09:{minute:02d}] {agent}: Hello, you are chatting with {plan.organisation}. How can I help?")
    b.line(f"[09:{minute + 1:02d}] " + "{first_name}: " + plan.background)
    for i, f in enumerate(plan.fields):
        minute_i = minute + 2 + i
        hh, mm = 9 + minute_i // 60, minute_i % 60
        speaker = agent if i % 2 else "{first_name}"
        opener = (rng.choice(_CHAT_OPENERS) + " ") if speaker == agent else ""
        b.tmpl(f"[{hh:02d}:{mm:02d}] {speaker}: {opener}")
        b.line(_sentence(plan, f))
    _pad(b, plan, f"[{agent} note]")


def _report(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line(f"{_title(plan).upper()}")
    b.line(f"{plan.organisation} · {plan.record_date}")
    b.lit("\n1. Background\n")
    b.line(plan.background)
    b.lit("\n")
    for i, (group, fields_) in enumerate(_by_group(plan.fields).items(), start=2):
        b.line(f"{i}. {group.title()}")
        _prose(b, plan, fields_)
    _pad(b, plan, "Recommendations")


def _invoice(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line(f"INVOICE — {plan.organisation}")
    b.line(f"Invoice date: {plan.record_date}")
    b.lit("\nBill to:\n")
    contact = [f for f in plan.fields if f.group in ("identity", "contact and location")][:6]
    _kv(b, contact)
    b.lit("\n")
    taken = {f.key for f in contact}
    rest = [f for f in plan.fields if f.key not in taken]
    _table(b, rest[: len(rest) // 2])
    b.lit("\nNotes:\n")
    b.line(plan.background)
    _prose(b, plan, rest[len(rest) // 2 :])
    _pad(b, plan, "Terms")


def _memo(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line("MEMORANDUM")
    b.line(f"TO: {plan.subcategory.title()} file")
    b.line(f"FROM: {plan.organisation}")
    b.line(f"DATE: {plan.record_date}")
    b.line(f"RE: {_title(plan)} for " + "{full_name}")
    b.lit("\n")
    b.line(plan.background)
    b.lit("\n")
    rest = [f for f in plan.fields if f.key != "full_name"]
    _prose(b, plan, rest)
    _pad(b, plan, "Action items")


def _minutes(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line(f"Minutes — {_title(plan)} review, {plan.organisation}")
    b.line(f"Date: {plan.record_date}")
    b.line("Present: chair, case officer, note taker; {full_name} attended in person.")
    b.lit("\n")
    rest = [f for f in plan.fields if f.key != "full_name"]
    b.line("Item 1. Context")
    b.line(plan.background)
    for i, (group, fields_) in enumerate(_by_group(rest).items(), start=2):
        b.line(f"Item {i}. {group.title()}")
        _prose(b, plan, fields_, per_paragraph=5)
    _pad(b, plan, "Any other business")


def _interview(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line(f"Interview transcript — {_title(plan)}")
    b.line(f"Recorded {plan.record_date} by {plan.organisation}")
    b.lit("\n")
    b.line("Q: Could you describe why we are meeting today?")
    b.line("A: " + plan.background)
    for group, fields_ in _by_group(plan.fields).items():
        b.line(f"Q: Can you walk me through the {group} details?")
        b.lit("A: ")
        b.joined([_sentence(plan, f) for f in fields_])
        b.lit("\n")
    _pad(b, plan, "Interviewer's remarks")


def _application(b: TextBuilder, plan: Plan, rng: random.Random) -> None:
    b.line(f"Application: {_title(plan)}")
    b.line(f"Submitted to {plan.organisation} on {plan.record_date}")
    b.lit("\nApplicant details\n")
    first = [f for f in plan.fields if f.group in ("identity", "identifiers", "contact and location")]
    _kv(b, first)
    b.lit("\nPersonal statement\n")
    b.line(plan.background)
    taken = {f.key for f in first}
    rest = [f for f in plan.fields if f.key not in taken]
    _prose(b, plan, rest)
    _pad(b, plan, "Declaration")


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
}


def render(plan: Plan) -> tuple[str, dict[str, list[tuple[int, int]]]]:
    """Render a plan to text and the spans of every placed value, keyed by field."""
    b = TextBuilder(plan.values)
    renderer = RENDERERS.get(plan.format, _report)
    renderer(b, plan, random.Random(plan.layout_seed))
    return b.text(), b.spans
