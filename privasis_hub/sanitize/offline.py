"""The offline sanitization tasks: rule-based stand-ins for the LLM calls of the sanitization stage.

They need no model: sensitivity is a documented prior by kind of value, instructions are written by
:mod:`privasis_hub.sanitize.instruct`, and chunks are rewritten by :mod:`privasis_hub.sanitize.rules`.
"""

from __future__ import annotations

import random
from typing import Any

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.instruct import offline_abstract_instruction, offline_aggregate
from privasis_hub.sanitize.rules import rewrite, value_kind
from privasis_hub.schema import Attribute

#: Offline sensitivity prior by kind of value: identifiers, health, finance and legal matters high,
#: contact details and dates of life events mid, broad descriptors low. Unlisted kinds keep the
#: sensitivity annotated on the attribute (the catalogue's per-field prior).
SENSITIVITY_PRIOR: dict[str, float] = {
    "identifier": 0.95,
    "health": 0.9,
    "amount": 0.8,
    "address": 0.85,
    "name": 0.85,
    "first_name": 0.7,
    "last_name": 0.7,
    "email": 0.8,
    "phone": 0.8,
    "date": 0.6,
    "age": 0.5,
    "handle": 0.6,
    "url": 0.5,
    "postal_code": 0.5,
    "city": 0.4,
    "employer": 0.5,
    "occupation": 0.35,
    "time": 0.3,
}


class OfflineSanitizer:
    """The sanitization builder's tasks without a model (the default). Same seed, same output."""

    name = "offline"
    model = "offline-procedural"

    def __init__(self, **_: Any):
        pass

    async def weigh_sensitivity(self, attributes: list[Attribute], *, seed: int) -> dict[str, float]:
        """The documented prior by kind of value (:data:`SENSITIVITY_PRIOR`); other kinds keep their annotation."""
        return {a.key: SENSITIVITY_PRIOR.get(value_kind(a.key, a.value), a.sensitivity) for a in attributes}

    async def abstract_instruction(self, target: SanitizationTarget, chunks: list[str], *, seed: int) -> str:
        kinds = [value_kind(a.key, a.value) for a in target.attributes]
        mentions = sum(c.lower().count(v.lower()) for c in chunks for v in target.values)
        return offline_abstract_instruction(target, kinds, mentions)

    async def rewrite_chunk(
        self, chunk: str, instruction: str, target: SanitizationTarget, keep: list[str], *, seed: int
    ) -> str:
        pairs = [(a.key, a.value) for a in target.attributes]
        return rewrite(chunk, pairs, target.operation, keep=keep, context=dict(target.context))

    async def aggregate_instruction(self, parts: list[str], retention: list[TargetAttribute], *, seed: int) -> str:
        return offline_aggregate(parts, retention, random.Random(seed))
