"""Masked copies of a user's documents: ``privasis redact`` as a library call.

``style="mask"`` replaces each span with ``[LABEL]``; ``style="surrogate"`` with a fake value of the same
label, one per original value across every document of the run (the same name always becomes the same
fake name). Fake identifiers come from the Kavach value generators, which draw phone numbers, e-mail
domains, SSNs, card numbers, IBANs, IP addresses ... from the reserved or invalid ranges of
:mod:`privasis_hub.safe_ids`; a label Kavach does not know is masked.
:func:`privasis_hub.copies.write_copies` writes the copies (never onto an input).
"""

from __future__ import annotations

import random
from typing import Any

__all__ = ["Surrogates", "redact_text"]


class Surrogates:
    """One consistent fake value per (label, original value), from the Kavach generators (seeded)."""

    def __init__(self, seed: int = 0, language: str = "en") -> None:
        from privasis_hub.kavach.labels import make_context

        self.ctx = make_context(language, random.Random(seed))
        self.values: dict[tuple[str, str], str] = {}

    def __call__(self, label: str, value: str) -> str:
        """The fake value standing for ``value``; ``[LABEL]`` for a label with no generator."""
        from privasis_hub.kavach.labels import LABELS, generate

        key = (label, value)
        if key not in self.values:
            taken = set(self.values.values())
            fake = f"[{label}]"
            if label in LABELS:
                for _ in range(20):  # a different original gets a different fake value
                    fake = generate(label, self.ctx)
                    if fake not in taken and fake != value:
                        break
            self.values[key] = fake
        return self.values[key]


def redact_text(text: str, spans: list[dict[str, Any]], replace=None) -> str:
    """``text`` with each span replaced by ``replace(label, value)`` (default ``[LABEL]``); overlaps merged."""
    replace = replace or (lambda label, value: f"[{label}]")
    out, pos = [], 0
    for s in sorted(spans, key=lambda s: (s["start"], -s["end"])):
        if s["start"] < pos:  # inside or overlapping a span already replaced
            continue
        out.append(text[pos:s["start"]])
        out.append(replace(s["label"], text[s["start"]:s["end"]]))
        pos = s["end"]
    out.append(text[pos:])
    return "".join(out)
