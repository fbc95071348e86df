"""BIO tags for a token-classification tagger: labels from character spans, long texts in overlapping windows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["bio_labels", "encode_windows"]

IGNORE = -100  # the label id the loss skips (special tokens, padding)


def bio_labels(entity_labels: Sequence[str]) -> list[str]:
    """``["O", "B-EMAIL", "I-EMAIL", ...]`` for the given entity labels, in a fixed (sorted) order."""
    return ["O"] + [f"{p}-{label}" for label in sorted(set(entity_labels)) for p in ("B", "I")]


def encode_windows(tokenizer: Any, text: str, entities: Sequence[dict], label2id: dict[str, int], *,
                   max_length: int, stride: int) -> list[dict[str, list[int]]]:
    """Tokenize ``text`` into overlapping windows (never truncated) with one BIO label id per token.

    A token is ``B-X`` when it starts inside span X at the span's first token, ``I-X`` inside X after
    that, ``O`` outside every span (a document with no entities gives all-``O`` windows); special
    tokens get -100. Offsets come from the tokenizer's offset mapping, so sub-words align exactly.
    """
    enc = tokenizer(text, max_length=max_length, stride=stride, truncation=True, return_overflowing_tokens=True,
                    return_offsets_mapping=True, return_special_tokens_mask=True)
    spans = sorted((int(e["start"]), int(e["end"]), e["label"]) for e in entities)
    for start, end, label in spans:
        if not 0 <= start < end <= len(text):
            raise ValueError(f"entity {label} [{start}, {end}) is outside the text (length {len(text)})")
    windows = []
    for ids, offsets, special in zip(enc["input_ids"], enc["offset_mapping"], enc["special_tokens_mask"],
                                     strict=True):
        labels, previous = [], None
        for (a, b), is_special in zip(offsets, special, strict=True):
            if is_special or a == b:
                labels.append(IGNORE)
                continue
            hit = next((s for s in spans if s[0] < b and a < s[1] and text[max(a, s[0]):min(b, s[1])].strip()), None)
            if hit is None:
                labels.append(label2id["O"])
            else:
                inside = previous == hit  # the previous token was in the same span
                labels.append(label2id[("I-" if inside else "B-") + hit[2]])
            previous = hit
        windows.append({"input_ids": list(ids), "attention_mask": [1] * len(ids), "labels": labels})
    return windows
