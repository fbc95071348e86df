"""The task-level interface every backend implements.

Each LLM call of the pipeline is one typed *task* (fill a profile, propose record
types, draft, judge, ...). A backend implements all tasks as ``async`` methods so
the pipeline can run many rows concurrently against a server; the offline backend
simply computes and returns. Every task takes a ``seed`` so a (config, seed) run is
reproducible wherever the backend allows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from privasis_hub.schema import Attribute, Group, Profile


class BackendError(RuntimeError):
    """A backend could not complete a task (server error, unparseable output, ...).

    The pipeline records it against the row and never replaces it by an empty value.
    """

    def __init__(self, task: str, message: str):
        self.task = task
        super().__init__(f"{task}: {message}")


@dataclass(frozen=True)
class RecordTypeChoice:
    """A proposed record type and where it sits in the category tree."""

    record_type: str
    category: str
    subcategory: str


@dataclass(frozen=True)
class RecordSpec:
    """The auxiliary control variables a draft is grown from."""

    profile: Profile
    category: str
    subcategory: str
    record_type: str
    background: str
    format: str
    #: ISO date the document is dated; empty lets the backend choose.
    document_date: str = ""


@dataclass
class Draft:
    """A record's text.

    ``plan`` is backend-private state (the offline backend keeps its layout and the offsets
    where it placed each value there, so a revision re-renders the same values and
    ``annotate`` is exact); other code must not read it.
    """

    text: str
    plan: Any = field(default=None, repr=False)


class Backend(Protocol):
    """What a backend must implement: one coroutine per pipeline task."""

    name: str
    model: str

    async def fill_profile(self, partial: dict[str, Any], *, seed: int) -> Profile:
        """Complete a partial profile (sex, age, ethnicity, ... may be preset)."""

    async def propose_record_types(
        self, profile: Profile, category: str, *, n: int, seed: int
    ) -> list[RecordTypeChoice]:
        """Propose ``n`` record types in ``category`` that this person could plausibly have."""

    async def propose_backgrounds(
        self, profile: Profile, choice: RecordTypeChoice, *, n: int, seed: int
    ) -> list[str]:
        """Propose ``n`` one-sentence backgrounds (the situation behind the record)."""

    async def propose_formats(
        self, profile: Profile, choice: RecordTypeChoice, background: str, *, n: int, seed: int
    ) -> list[str]:
        """Propose ``n`` document formats (letter, form, email thread, ...)."""

    async def draft(self, spec: RecordSpec, *, seed: int) -> Draft:
        """Write the first draft of the record."""

    async def revise(self, spec: RecordSpec, current: Draft, *, seed: int) -> Draft:
        """Write a candidate revision of ``current`` (more specific, more realistic)."""

    async def judge(self, spec: RecordSpec, current: Draft, candidate: Draft, *, seed: int) -> float:
        """Return the probability in [0, 1] that ``candidate`` is the better record."""

    async def annotate(self, spec: RecordSpec, draft: Draft, *, seed: int) -> list[Attribute]:
        """List the private attributes in the text, values verbatim, with exact spans."""

    async def group(self, attributes: list[Attribute], *, seed: int) -> list[Group]:
        """Cluster attributes into 3-8 named groups."""


# --- Privasis-Sanitization tasks --------------------------------------------------------


@dataclass(frozen=True)
class TargetAttribute:
    """One attribute a sanitization target covers: its key and its value in the record."""

    key: str
    value: str


@dataclass(frozen=True)
class SanitizationTarget:
    """What to sanitize: one attribute or a whole group, and how (``abstract`` or ``drop``)."""

    kind: str  # "attribute" | "group"
    name: str  # the attribute key, or the group name
    attributes: tuple[TargetAttribute, ...]
    operation: str  # "abstract" | "drop"
    #: record context a rule-based rewriter may use (e.g. ("role", "the patient"), ("city", "Evanston"))
    context: tuple[tuple[str, str], ...] = ()

    @property
    def values(self) -> list[str]:
        return [a.value for a in self.attributes]

    @property
    def label(self) -> str:
        """The target's name in words ("date of birth", "contact and location")."""
        return self.name.replace("_", " ")


class SanitizeBackend(Protocol):
    """The tasks of the sanitization builder (one coroutine per LLM call)."""

    name: str
    model: str

    async def weigh_sensitivity(self, attributes: list[Attribute], *, seed: int) -> dict[str, float]:
        """Return a sensitivity weight in [0, 1] per attribute key."""

    async def abstract_instruction(
        self, target: SanitizationTarget, chunks: list[str], *, seed: int
    ) -> str:
        """Write one instruction to abstract ``target``, grounded in all ``chunks`` that mention it."""

    async def rewrite_chunk(
        self, chunk: str, instruction: str, target: SanitizationTarget, keep: list[str], *, seed: int
    ) -> str:
        """Rewrite ``chunk`` following ``instruction``; every string in ``keep`` must stay verbatim."""

    async def aggregate_instruction(
        self, parts: list[str], retention: list[TargetAttribute], *, seed: int
    ) -> str:
        """Merge per-target instructions and the things to keep into one natural user request."""
