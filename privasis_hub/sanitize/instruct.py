"""Instruction text for sanitization targets: the fixed drop template and the offline phrasings.

Drop instructions are a fixed template naming the target. Abstract instructions come from the
backend (an LLM grounds them in the chunks); the offline backend phrases them from the
abstraction ladder of the value's kind. The final request merges the parts and names the
attributes to keep.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute

#: What the offline abstraction ladder turns each kind of value into (see ``sanitize/rules.py``).
LADDER_PHRASES: dict[str, str] = {
    "date": "only the month and year",
    "date_range": "only the months involved",
    "time": "the part of the day",
    "address": "just the city or region",
    "city": "just the state or region",
    "postal_code": "just the general area",
    "age": "an age range such as the decade",
    "amount": "an approximate range",
    "name": "a role description",
    "first_name": "a role description",
    "last_name": "a role description",
    "identifier": "a generic mention that an ID is on file",
    "email": "a generic mention of a contact e-mail",
    "phone": "a generic mention of a phone number",
    "url": "a generic mention of a website",
    "handle": "a generic mention of an online account",
    "employer": "the employer's sector",
    "organization": "the kind of organisation",
    "occupation": "a broad field of work",
    "health": "a broader class of condition or treatment",
    "measurement": "a qualitative description",
    "number": "a rough bracket",
    "demographic": "a broader group",
    "other": "a general description",
}


def words(key: str) -> str:
    """An attribute key in words: ``date_of_birth`` -> ``date of birth``."""
    return key.replace("_", " ")


def drop_instruction(target: SanitizationTarget) -> str:
    """The fixed drop template naming the target."""
    if target.kind == "group":
        return f"Remove all {target.label} details ({', '.join(words(a.key) for a in target.attributes)}) from the record."
    return f"Remove every mention of the {target.label} from the record."


def offline_abstract_instruction(target: SanitizationTarget, kinds: Sequence[str], mentions: int) -> str:
    """Phrase an abstract instruction from the ladder of each value's kind, noting how often it appears."""
    where = "the one place it appears" if mentions <= 1 else f"all {mentions} places it appears"
    if target.kind == "group":
        parts = [f"the {words(a.key)} to {LADDER_PHRASES.get(k, 'a less specific description')}"
                 for a, k in zip(target.attributes, kinds, strict=True)]
        return f"Generalize the {target.label} details: reduce " + "; ".join(parts) + f", in {where}."
    phrase = LADDER_PHRASES.get(kinds[0], "a less specific description")
    return f"Generalize the {target.label} to {phrase} in {where}, keeping the sentence readable."


_OPENERS = (
    "Please make a privacy-safe version of this record.",
    "I need to share this document, but some details must be protected.",
    "Sanitize the record below before it goes out.",
    "Can you clean up this record for sharing?",
)


def offline_aggregate(parts: Sequence[str], retention: Sequence[TargetAttribute], rng: random.Random) -> str:
    """One natural request from the per-target instructions and the attributes to keep."""
    text = rng.choice(_OPENERS) + " " + " ".join(parts)
    if retention:
        kept = " and ".join(f"the {words(r.key)}" for r in retention)
        text += f" Keep {kept} exactly as written."
    return text


def label_only(target: SanitizationTarget) -> str:
    """A group target named only by its label ("abstract all location details")."""
    verb = "Generalize" if target.operation == "abstract" else "Remove"
    return f"{verb} all {target.label} details."
