"""GLiNER as a zero-shot PII span system for ``privasis eval spans --system gliner:<model id>``.

GLiNER (``pip install 'privasis-hub[baselines]'``) labels spans for label names given in words; the
Kavach labels are given as lower-case words ("credit card", "email") and mapped back. Long texts
are read in the Kavach word windows (GLiNER truncates at its encoder's length); a span found by
two overlapping windows counts once, and overlapping spans keep the higher-scoring one.
"""

from __future__ import annotations

from typing import Any

from privasis_hub.kavach.windows import windows

__all__ = ["GlinerSystem", "kavach_label_words"]

_WINDOW_WORDS, _OVERLAP = 120, 25


def kavach_label_words() -> dict[str, str]:
    """``{"credit card": "CREDIT_CARD", ...}`` for every Kavach PII label."""
    from privasis_hub.kavach.labels import LABELS

    return {label.lower().replace("_", " "): label for label in LABELS}


class GlinerSystem:
    """A GLiNER model that predicts Kavach-labelled spans: ``predict(text) -> [{label, start, end, text}]``."""

    def __init__(self, model_id: str, *, threshold: float = 0.5, labels: dict[str, str] | None = None) -> None:
        from privasis_hub.extras import require

        GLiNER = require("gliner", what="the gliner:<model id> system").GLiNER  # noqa: N806 - the class
        self.model = GLiNER.from_pretrained(model_id)
        self.name = f"gliner:{model_id}"
        self.mode = "GLiNER zero-shot, Kavach labels in words, 120-word windows"
        self.threshold = threshold
        self.labels = labels or kavach_label_words()

    def predict(self, text: str) -> list[dict[str, Any]]:
        """Non-overlapping spans sorted by start."""
        found: dict[tuple[int, int, str], float] = {}
        words = list(self.labels)
        for ws, we in windows(text, _WINDOW_WORDS, _OVERLAP):
            for ent in self.model.predict_entities(text[ws:we], words, threshold=self.threshold):
                key = (ws + int(ent["start"]), ws + int(ent["end"]), self.labels.get(ent["label"], ent["label"]))
                found[key] = max(found.get(key, 0.0), float(ent.get("score", 0.0)))
        kept: list[tuple[int, int, str]] = []
        for start, end, label in sorted(found, key=lambda k: (-found[k], k[0])):
            if all(end <= s or start >= e for s, e, _ in kept):
                kept.append((start, end, label))
        return [{"label": label, "start": s, "end": e, "text": text[s:e]} for s, e, label in sorted(kept)]
