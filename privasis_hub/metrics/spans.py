"""PII span scores: exact span P/R/F1, character-level redaction P/R/F1, clean-document false
positives and hallucinated values, with bootstrap CIs over documents.

Inputs are one list of spans per document. Reference spans are ``{"label", "start", "end"}``
(``end`` exclusive). Predictions are spans too, or *value-only* ``{"label", "text"}`` when the
document ``texts`` are given: those are placed with :func:`privasis_hub.kavach.locate` (every
whole-word occurrence becomes a predicted span; values found only inside longer words give no
span; values not found at all are hallucinations). An item whose ``start``/``end`` are missing,
``None`` or ``-1`` is value-only. Duplicate spans in a document are counted once.

Conventions: when nothing was predicted and nothing is gold, precision, recall and F1 (exact,
macro and redaction) are 1.0: an empty prediction on a document without PII is correct. Any other
ratio whose denominator is 0 is 0.0 (e.g. precision with no predictions but gold spans);
``f1 = 2 tp / (predicted + gold)``. CIs are 95% percentile bootstrap intervals over documents.
"""

from __future__ import annotations

import numbers
from collections.abc import Mapping, Sequence

import numpy as np

from privasis_hub.kavach.locate import locate
from privasis_hub.metrics.bootstrap import bootstrap_ci, safe_div

__all__ = ["span_scores"]

RATES = (
    "precision",
    "recall",
    "f1",
    "macro_f1",
    "redaction_precision",
    "redaction_recall",
    "redaction_f1",
    "fp_rate_clean",
    "hallucination_rate",
)
# per-document count columns
_COLS = (
    "tp",
    "pred",
    "gold",
    "overlap",
    "pred_chars",
    "gold_chars",
    "clean",
    "clean_fp",
    "values",
    "missing",
)


def _is_int(x) -> bool:
    return isinstance(x, numbers.Integral) and not isinstance(x, bool)


def _value_only(item: Mapping) -> bool:
    return item.get("start", None) in (None, -1) and item.get("end", None) in (None, -1)


def _check_span(item, where: str, n_chars: int | None) -> tuple[str, int, int]:
    if not isinstance(item, Mapping):
        raise ValueError(
            f"{where}: expected a mapping with 'label', 'start', 'end', got {type(item).__name__}"
        )
    label = item.get("label")
    if not isinstance(label, str) or not label:
        raise ValueError(f"{where}.label: expected a non-empty string, got {label!r}")
    s, e = item.get("start"), item.get("end")
    for key, v in (("start", s), ("end", e)):
        if not _is_int(v):
            raise ValueError(f"{where}.{key}: expected an integer offset, got {v!r}")
    if not 0 <= s < e:
        raise ValueError(f"{where}.start/end: need 0 <= start < end, got start={s}, end={e}")
    if n_chars is not None and e > n_chars:
        raise ValueError(f"{where}.end: {e} is past the end of the text ({n_chars} characters)")
    return label, int(s), int(e)


def _union(intervals: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[list[int]] = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return [(s, e) for s, e in out]


def _length(u: list[tuple[int, int]]) -> int:
    return sum(e - s for s, e in u)


def _overlap(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> int:
    i = j = total = 0
    while i < len(a) and j < len(b):
        lo, hi = max(a[i][0], b[j][0]), min(a[i][1], b[j][1])
        if hi > lo:
            total += hi - lo
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return total


def _check_lengths(n: int, **others) -> None:
    for name, seq in others.items():
        if seq is not None and len(seq) != n:
            raise ValueError(f"got {n} predictions but {len(seq)} {name}; pass one per document")


def _agree(num, den, predicted, gold):
    """``num / den``, but 1.0 where nothing was predicted and nothing is gold (an empty answer is right)."""
    out = np.where((np.asarray(predicted) == 0) & (np.asarray(gold) == 0), 1.0, safe_div(num, den))
    return float(out) if out.ndim == 0 else out


def _prf(tp, pred, gold) -> dict:
    return {"precision": _agree(tp, pred, pred, gold), "recall": _agree(tp, gold, pred, gold),
            "f1": _agree(2 * tp, pred + gold, pred, gold)}


def _rates(t: Mapping) -> dict:
    """Every top-level rate from summed counts (works on scalars and replicate arrays)."""
    lab_f1 = safe_div(2 * t["lab_tp"], t["lab_pred"] + t["lab_gold"])
    present = (t["lab_pred"] + t["lab_gold"]) > 0
    return {
        **_prf(t["tp"], t["pred"], t["gold"]),
        "macro_f1": _agree(np.sum(lab_f1 * present, axis=-1), np.sum(present, axis=-1), t["pred"], t["gold"]),
        "redaction_precision": _agree(t["overlap"], t["pred_chars"], t["pred_chars"], t["gold_chars"]),
        "redaction_recall": _agree(t["overlap"], t["gold_chars"], t["pred_chars"], t["gold_chars"]),
        "redaction_f1": _agree(2 * t["overlap"], t["pred_chars"] + t["gold_chars"], t["pred_chars"], t["gold_chars"]),
        "fp_rate_clean": safe_div(t["clean_fp"], t["clean"]),
        "hallucination_rate": safe_div(t["missing"], t["values"]),
    }


def _lang_rates(t: Mapping) -> dict:
    return {**_prf(t["tp"], t["pred"], t["gold"]), "fp_rate_clean": safe_div(t["clean_fp"], t["clean"])}


def span_scores(
    predictions: Sequence[Sequence[Mapping]],
    references: Sequence[Sequence[Mapping]],
    texts: Sequence[str] | None = None,
    languages: Sequence[str] | None = None,
    n_bootstrap: int = 1000,
    seed: int = 0,
) -> dict:
    """Score predicted PII spans against gold spans, one list of spans per document.

    Returns a flat dict: ``precision``, ``recall``, ``f1`` (micro, exact label+start+end),
    ``macro_f1`` (mean per-label F1 over labels in gold or predictions), ``per_label``
    (``{label: {precision, recall, f1, support}}``), ``redaction_precision/recall/f1``
    (label-agnostic, character level), ``fp_rate_clean`` (share of documents without gold
    spans that got any prediction), ``hallucination_rate`` (distinct value-only predictions not
    found in the text / distinct value-only predictions), ``per_language`` (with
    ``languages``: ``{lang: {precision, recall, f1, fp_rate_clean, num_documents, *_ci}}``),
    ``num_documents``, ``num_gold``, ``num_predicted``, ``num_value_only`` and
    ``{rate}_ci = [low, high]`` for every rate (``None`` when ``n_bootstrap`` is 0).
    """
    n = len(predictions)
    if len(references) != n:
        raise ValueError(f"got {n} predictions but {len(references)} references; pass one per document")
    _check_lengths(n, texts=texts, languages=languages)

    counts = np.zeros((n, len(_COLS)), dtype=np.int64)
    label_ids: dict[str, int] = {}
    lab_rows: list[tuple[int, int, int]] = []  # (doc, label id, 0=tp / 1=pred / 2=gold)

    for d in range(n):
        text = texts[d] if texts is not None else None
        if text is not None and not isinstance(text, str):
            raise ValueError(f"texts[{d}]: expected a string, got {type(text).__name__}")
        n_chars = len(text) if text is not None else None
        gold_items, pred_items = references[d], predictions[d]
        for name, items in (("references", gold_items), ("predictions", pred_items)):
            if isinstance(items, (str, bytes, Mapping)) or not isinstance(items, Sequence):
                raise ValueError(f"{name}[{d}]: expected a list of spans, got {type(items).__name__}")
        gold = {_check_span(it, f"references[{d}][{i}]", n_chars) for i, it in enumerate(gold_items)}
        pred: set[tuple[str, int, int]] = set()
        values = []
        for i, it in enumerate(pred_items):
            if isinstance(it, Mapping) and _value_only(it):
                if text is None:
                    raise ValueError(
                        f"predictions[{d}][{i}]: no 'start'/'end' (value-only prediction) but no texts were given"
                    )
                values.append(it)
            else:
                pred.add(_check_span(it, f"predictions[{d}][{i}]", n_chars))
        n_values = n_missing = 0
        if values:
            try:
                found = locate(text, values)
            except (TypeError, ValueError) as exc:
                raise ValueError(f"predictions[{d}]: {exc}") from None
            pred.update((s.label, s.start, s.end) for s in found.spans if not s.inside_word)
            n_values = len({(v["label"], v["text"].strip()) for v in values})
            n_missing = len(found.missing)
        tp = gold & pred
        g_union, p_union = _union([(s, e) for _, s, e in gold]), _union([(s, e) for _, s, e in pred])
        counts[d] = (
            len(tp),
            len(pred),
            len(gold),
            _overlap(g_union, p_union),
            _length(p_union),
            _length(g_union),
            not gold,
            not gold and bool(pred),
            n_values,
            n_missing,
        )
        for kind, spans in ((0, tp), (1, pred), (2, gold)):
            for lab, _, _ in spans:
                lab_rows.append((d, label_ids.setdefault(lab, len(label_ids)), kind))

    n_lab = len(label_ids)
    lab = np.zeros((3, n, n_lab), dtype=np.int64)
    if lab_rows:
        rows = np.asarray(lab_rows)
        np.add.at(lab, (rows[:, 2], rows[:, 0], rows[:, 1]), 1)
    stats = {c: counts[:, i] for i, c in enumerate(_COLS)}
    stats.update(lab_tp=lab[0], lab_pred=lab[1], lab_gold=lab[2])
    totals = {k: v.sum(axis=0) for k, v in stats.items()}

    out: dict = {k: float(v) for k, v in _rates(totals).items()}
    names = sorted(label_ids, key=lambda x: x)
    out["per_label"] = {
        name: {
            "precision": safe_div(totals["lab_tp"][j], totals["lab_pred"][j]),
            "recall": safe_div(totals["lab_tp"][j], totals["lab_gold"][j]),
            "f1": safe_div(2 * totals["lab_tp"][j], totals["lab_pred"][j] + totals["lab_gold"][j]),
            "support": int(totals["lab_gold"][j]),
        }
        for name in names
        for j in [label_ids[name]]
    }
    out.update(
        num_documents=n,
        num_gold=int(totals["gold"]),
        num_predicted=int(totals["pred"]),
        num_value_only=int(totals["values"]),
    )
    cis = bootstrap_ci(stats, _rates, n=n_bootstrap, seed=seed) if n_bootstrap > 0 and n else None
    for r in RATES:
        out[f"{r}_ci"] = cis[r] if cis else None

    if languages is not None:
        langs = np.asarray([str(x) for x in languages], dtype=object)
        out["per_language"] = {}
        lang_cols = ("tp", "pred", "gold", "clean", "clean_fp")
        for lang in sorted(set(langs.tolist())):
            mask = langs == lang
            sub = {c: stats[c][mask] for c in lang_cols}
            entry = {k: float(v) for k, v in _lang_rates({c: v.sum() for c, v in sub.items()}).items()}
            entry["num_documents"] = int(mask.sum())
            lcis = bootstrap_ci(sub, _lang_rates, n=n_bootstrap, seed=seed) if n_bootstrap > 0 else None
            for r in ("precision", "recall", "f1", "fp_rate_clean"):
                entry[f"{r}_ci"] = lcis[r] if lcis else None
            out["per_language"][lang] = entry
    return out
