"""The Privasis build report's corpus statistics, accumulated row by row and mergeable.

Build workers fill a :class:`PrivasisStats` with the rows they grow (while the texts'
tokens are still cached) and the main process merges the partial results, so the
export never reads the rows back to describe them. :func:`privasis_report` computes
the same numbers from any iterable of stored rows.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

import numpy as np

from privasis_hub.diversity import CorpusStats, Embedder, get_embedder


class PrivasisStats:
    """Counts, ranges, span verification and diversity metrics over Privasis rows (stored dict form)."""

    def __init__(self, embedder: Embedder | None = None):
        self.by_category: Counter[str] = Counter()
        self.formats: Counter[str] = Counter()
        self.subcategories: set[tuple[str, str]] = set()
        self.record_types: set[str] = set()
        self.rows = 0
        self.words = [0, None, None]  # sum, min, max
        self.attributes = [0, None, None]
        self.groups = [0, None, None]
        self.min_age: int | None = None
        self.spans_checked = 0
        self.span_mismatches = 0
        self.corpus = CorpusStats(embedder)

    def add_rows(self, rows: Iterable[dict], batch_size: int = 256, tokens: Iterable | None = None,
                 vectors: Iterable | None = None) -> PrivasisStats:
        """Add stored rows; texts go to the diversity accumulator in batches of ``batch_size``.

        ``tokens``: each row's text already split by :func:`privasis_hub.diversity.tokenize`, when at hand;
        ``vectors``: each row's embedding by this accumulator's embedder, when at hand.
        """
        texts: list[str] = []
        token_lists: list | None = None if tokens is None else []
        tokens = iter(tokens) if tokens is not None else None
        rows_vectors: list | None = None if vectors is None else []
        vectors = iter(vectors) if vectors is not None else None
        for row in rows:
            self.by_category[row["category"]] += 1
            self.formats[row["format"]] += 1
            self.subcategories.add((row["category"], row["subcategory"]))
            self.record_types.add(row["record_type"])
            self.rows += 1
            _extend(self.words, row["word_count"])
            _extend(self.attributes, len(row["attributes"]))
            _extend(self.groups, len(row["groups"]))
            age = row["profile"]["age"]
            self.min_age = age if self.min_age is None else min(self.min_age, age)
            text = row["text"]
            for a in row["attributes"]:
                for s in a["spans"]:
                    self.spans_checked += 1
                    self.span_mismatches += text[s["start"] : s["end"]] != a["value"]
            texts.append(text)
            if token_lists is not None:
                token_lists.append(next(tokens))
            if rows_vectors is not None:
                rows_vectors.append(next(vectors))
            if len(texts) >= batch_size:
                self._add_texts(texts, token_lists, rows_vectors)
                texts, token_lists = [], None if token_lists is None else []
                rows_vectors = None if rows_vectors is None else []
        if texts:
            self._add_texts(texts, token_lists, rows_vectors)
        return self

    def _add_texts(self, texts: list[str], token_lists: list | None, vectors: list | None) -> None:
        self.corpus.add(texts, token_lists, None if vectors is None else np.vstack(vectors))

    def merge(self, other: PrivasisStats) -> PrivasisStats:
        """Add everything ``other`` accumulated."""
        self.by_category.update(other.by_category)
        self.formats.update(other.formats)
        self.subcategories |= other.subcategories
        self.record_types |= other.record_types
        self.rows += other.rows
        for mine, theirs in ((self.words, other.words), (self.attributes, other.attributes),
                             (self.groups, other.groups)):
            if theirs[1] is not None:
                _extend(mine, theirs[1], theirs[2], theirs[0])
        if other.min_age is not None:
            self.min_age = other.min_age if self.min_age is None else min(self.min_age, other.min_age)
        self.spans_checked += other.spans_checked
        self.span_mismatches += other.span_mismatches
        self.corpus.merge(other.corpus)
        return self

    def report(self) -> dict[str, Any]:
        """The corpus part of ``build_report.json``."""
        n = self.rows
        return {
            "rows": n,
            "by_category": dict(sorted(self.by_category.items())),
            "num_categories": len(self.by_category),
            "num_subcategories": len(self.subcategories),
            "num_record_types": len(self.record_types),
            "by_format": dict(sorted(self.formats.items())),
            "words": _summary(self.words, n),
            "attributes": _summary(self.attributes, n),
            "groups": {k: v for k, v in _summary(self.groups, n).items() if k != "mean"},
            "min_age": self.min_age or 0,
            "spans_checked": self.spans_checked,
            "span_mismatches": self.span_mismatches,
            "diversity": self.corpus.report() if n else {},
        }


def _extend(acc: list, low: int, high: int | None = None, total: int | None = None) -> None:
    """Fold one value (or a merged range with its total) into a [sum, min, max] accumulator."""
    high = low if high is None else high
    acc[0] += low if total is None else total
    acc[1] = low if acc[1] is None else min(acc[1], low)
    acc[2] = high if acc[2] is None else max(acc[2], high)


def _summary(acc: list, n: int) -> dict[str, float]:
    return {"mean": acc[0] / n if n else 0, "min": acc[1] or 0, "max": acc[2] or 0}


def privasis_report(rows: Iterable[dict], embedder_name: str | None = None) -> dict[str, Any]:
    """Corpus statistics, span verification and diversity metrics of stored Privasis rows."""
    return PrivasisStats(get_embedder(embedder_name)).add_rows(rows).report()
