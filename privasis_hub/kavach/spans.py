"""The span type every Kavach module shares: a labelled value at exact character offsets."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Entity:
    """A gold PII span: ``text == document[start:end]``."""

    label: str
    text: str
    start: int
    end: int


@dataclass
class Doc:
    """A document and its gold entities (possibly none: a hard negative)."""

    text: str
    entities: list[Entity]

    def check(self) -> list[Entity]:
        """The entities whose text differs from the document at their offsets (should be none)."""
        return [e for e in self.entities if self.text[e.start : e.end] != e.text]
