"""Hierarchical leak scoring of sanitized texts (the library behind ``metrics/privasis_leak``).

Per target attribute, in order, the first level that fires is the leak's type:

1. **direct**: a value occurs in the prediction as written, in any case, with the
   sanitization verifier's boundary rules (:func:`~privasis_hub.sanitize.rules.verbatim_spans`):
   as a word of its own or inside an e-mail address, URL or handle ("Miller" in
   "j.miller@example.com" leaks), never as letters of a longer word ("Ann" in "Annual" does
   not); an ``age`` attribute only where the prediction states it as an age ("61 years
   old", "Age: 61"), as the verifier reads ages. A stricter variant, reported separately
   as ``direct_normalised_*``, also ignores whitespace, punctuation and digit grouping
   ("555 0142" for "555-0142") and finds a date written in another format.
2. **inference** (evaluator): the evaluator's guess of the attribute from the prediction
   contains a value (any case, as a word of its own or inside an e-mail, URL or handle).
3. **proximity** (evaluator): the evaluator guesses the attribute from the original and from
   the prediction; a judge shown both guesses and the true value says which is closer. The
   prediction's guess judged closer or equally close is a leak.

Per retention attribute: every value found case-insensitively in the prediction -> kept;
otherwise (evaluator) the evaluator guesses it from the prediction and a judge answers
whether each missing value's information is present in that guess.

A value may be a list (a list-valued attribute): any item found is a leak; all items must be
found (or judged present) for the attribute to be kept. Evaluator failures raise
:class:`~privasis_hub.metrics.evaluator.EvaluatorError`; they are never scored as passes.
"""

from __future__ import annotations

import asyncio
import re
import threading
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from privasis_hub.metrics.bootstrap import bootstrap_ci
from privasis_hub.metrics.degenerate import degenerate_stats
from privasis_hub.metrics.evaluator import EvaluatorError, get_evaluator
from privasis_hub.sanitize.rules import direct_spans, parse_date, verbatim_spans
from privasis_hub.sanitize.rules import leaks as rule_leaks

LEAK_TYPES = ("direct", "inference", "proximity")
_NON_ALNUM = re.compile(r"[\W_]+")
RATES = (
    "full_successful_record",
    "successful_record",
    "successful_attribute",
    "successful_attribute_per_record",
    "retention_success",
    "direct_normalised_successful_record",
    "direct_normalised_successful_attribute",
)


def _squash(s: str) -> str:
    """Lower case, letters and digits only: whitespace, punctuation and digit grouping gone."""
    return _NON_ALNUM.sub("", s.casefold())


def _items(value: Any, i: int, field: str) -> tuple[str, ...]:
    values = value if isinstance(value, list | tuple) else [value]
    if not values or not all(isinstance(v, str) and v.strip() for v in values):
        raise ValueError(
            f"references[{i}].{field}: 'value' must be a non-empty string or a list of them, got {value!r}"
        )
    return tuple(values)


def _attributes(ref: Any, i: int, field: str) -> list[tuple[str, tuple[str, ...]]]:
    items = ref.get(field, [] if field == "retain" else None)
    if not isinstance(items, list | tuple):
        raise ValueError(f"references[{i}].{field} must be a list of {{'attribute', 'value'}}, got {items!r}")
    out = []
    for j, item in enumerate(items):
        if not isinstance(item, dict) or not isinstance(item.get("attribute"), str) or "value" not in item:
            raise ValueError(f"references[{i}].{field}[{j}] must be {{'attribute': str, 'value': ...}}")
        out.append((item["attribute"], _items(item["value"], i, f"{field}[{j}]")))
    return out


def _check(predictions: Sequence[str], references: Sequence[dict]) -> list[tuple]:
    if len(predictions) != len(references):
        raise ValueError(
            f"got {len(predictions)} predictions but {len(references)} references; they must pair up"
        )
    records = []
    for i, (pred, ref) in enumerate(zip(predictions, references, strict=True)):
        if not isinstance(pred, str):
            raise ValueError(f"predictions[{i}] must be a string, got {type(pred).__name__}")
        if not isinstance(ref, dict) or not isinstance(ref.get("original"), str):
            raise ValueError(f"references[{i}].original must be a string (the unsanitized record)")
        records.append((pred, ref["original"], _attributes(ref, i, "targets"), _attributes(ref, i, "retain")))
    return records


def _direct(pred: str, values: tuple[str, ...], attribute: str = "") -> bool:
    """Whether ``pred`` says one of ``values`` as written (any case; inside e-mails, URLs, handles too;
    an ``age`` attribute only where it is stated as an age)."""
    return any(direct_spans(pred, attribute, v) for v in values)


@lru_cache(maxsize=65536)
def _year_of_date(value: str) -> str | None:
    day = parse_date(value)
    return str(day.year) if day else None


def _direct_normalised(pred: str, pred_squashed: str, values: tuple[str, ...]) -> bool:
    for v in values:
        sv = _squash(v)
        if (sv and sv in pred_squashed) or verbatim_spans(pred, v):
            return True
        year = _year_of_date(v)  # the same date in another format (every format spells the year)
        if year and year in pred and rule_leaks(pred, [v]):
            return True
    return False


async def _target_level(ev, pred: str, original: str, attribute: str, values: tuple[str, ...]) -> str | None:
    """The evaluator levels for one target not leaked directly: "inference", "proximity" or None."""
    guess = await ev.guess_attribute(pred, attribute)
    if any(verbatim_spans(guess, v) for v in values):  # a guess is an answer: a bare "61" names the age
        return "inference"
    guess_original = await ev.guess_attribute(original, attribute)
    verdict = await ev.judge_closer(", ".join(values), guess_original, guess, attribute=attribute)
    if verdict not in ("prediction", "original", "equal"):
        raise EvaluatorError(f"judge_closer returned {verdict!r}")
    return "proximity" if verdict in ("prediction", "equal") else None


async def _retained(ev, pred: str, attribute: str, missing: tuple[str, ...]) -> bool:
    guess = await ev.guess_attribute(pred, attribute)
    for v in missing:
        if not await ev.judge_present(guess, attribute, v):
            return False
    return True


async def _located(i: int, field: str, attribute: str, coro):
    try:
        return await coro
    except EvaluatorError as err:
        raise EvaluatorError(f"references[{i}].{field} {attribute!r}: {err}") from err
    except Exception as err:
        raise EvaluatorError(f"references[{i}].{field} {attribute!r}: evaluator failed: {err!r}") from err


async def _counted(coro, bar):
    result = await coro
    bar.update(1)
    return result


async def _evaluate(ev, records, types, kept, progress: bool = False) -> None:
    """Fill ``types`` / ``kept`` for the evaluator levels, all calls concurrently."""
    from tqdm.auto import tqdm

    jobs, slots = [], []
    for i, (pred, original, targets, retain) in enumerate(records):
        for j, (attr, values) in enumerate(targets):
            if types[i][j] is None:
                jobs.append(_located(i, "targets", attr, _target_level(ev, pred, original, attr, values)))
                slots.append((types, i, j))
        low = pred.lower()
        for j, (attr, values) in enumerate(retain):
            missing = tuple(v for v in values if v.lower() not in low)
            if missing:
                jobs.append(_located(i, "retain", attr, _retained(ev, pred, attr, missing)))
                slots.append((kept, i, j))
    bar = tqdm(total=len(jobs), desc="evaluator checks", unit="check", disable=not progress)
    try:
        results = await asyncio.gather(*[_counted(job, bar) for job in jobs])
    finally:
        bar.close()
        if hasattr(ev, "aclose"):
            await ev.aclose()
    for (target, i, j), result in zip(slots, results, strict=True):
        target[i][j] = result


def _run(coro) -> None:
    """Run ``coro`` to completion, also from inside a running event loop (notebooks)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    errors: list[BaseException] = []
    thread = threading.Thread(target=lambda: _catch(errors, asyncio.run, coro))
    thread.start()
    thread.join()
    if errors:
        raise errors[0]


def _catch(errors: list, fn, *args) -> None:
    try:
        fn(*args)
    except BaseException as err:  # re-raised in the caller's thread
        errors.append(err)


def _bootstrap(num: np.ndarray, den: np.ndarray, n_bootstrap: int, seed: int) -> np.ndarray:
    """Percentile 95 % CIs of ``sum(num) / sum(den)`` over records resampled with replacement: (k, 2)."""
    n, k = num.shape
    if n == 0 or n_bootstrap <= 0:
        return np.full((k, 2), np.nan)

    def ratios(sums: np.ndarray) -> dict[int, np.ndarray]:
        with np.errstate(invalid="ignore", divide="ignore"):
            r = sums[:, :k] / sums[:, k:]
        return {col: np.where(np.isfinite(r[:, col]), r[:, col], np.nan) for col in range(k)}

    cis = bootstrap_ci(np.hstack([num, den]), ratios, n=n_bootstrap, seed=seed)
    return np.array([cis[col] for col in range(k)])


def _ratio(num: float, den: float) -> float | None:
    return float(num / den) if den else None


def leak_scores(
    predictions: Sequence[str],
    references: Sequence[dict],
    evaluator: Any = None,
    reference_mode: bool = False,
    n_bootstrap: int = 1000,
    seed: int = 0,
    progress: bool = False,
) -> dict[str, Any]:
    """Hierarchical leak and retention rates of sanitized ``predictions`` against ``references``.

    ``progress``: a bar over the evaluator's checks (one per target not leaked directly and per retention
    attribute not found verbatim)."""
    records = _check(predictions, references)
    excluded = 0
    if reference_mode:  # the reference evaluation only counts records with retention attributes
        kept_records = [r for r in records if r[3]]
        excluded, records = len(records) - len(kept_records), kept_records
    ev = get_evaluator(evaluator)

    types: list[list[str | None]] = []
    normalised: list[list[bool]] = []
    kept: list[list[bool | None]] = []
    for pred, _, targets, retain in records:
        low, squashed = pred.lower(), _squash(pred)
        types.append(["direct" if _direct(pred, values, attr) else None for attr, values in targets])
        normalised.append([_direct_normalised(pred, squashed, values) for _, values in targets])
        kept.append(
            [all(v.lower() in low for v in values) or (None if ev else False) for _, values in retain]
        )
    if ev is not None:
        _run(_evaluate(ev, records, types, kept, progress))

    # Per-record (numerator, denominator) columns: every rate is a ratio of sums over records.
    rows = []
    for t, nm, kp in zip(types, normalised, kept, strict=True):
        n_t, n_leak, n_norm = len(t), sum(x is not None for x in t), sum(nm)
        no_leak = n_leak == 0
        rows.append(
            [
                (no_leak and all(kp), 1),
                (no_leak, 1),
                (n_t - n_leak, n_t),
                ((n_t - n_leak) / n_t if n_t else 0.0, 1 if n_t else 0),
                (sum(kp), len(kp)),
                (n_norm == 0, 1),
                (n_t - n_norm, n_t),
                *[(t.count(kind), n_leak) for kind in LEAK_TYPES],
            ]
        )
    arr = np.asarray(rows, dtype=float).reshape(len(records), len(RATES) + len(LEAK_TYPES), 2)
    num, den = arr[..., 0], arr[..., 1]
    sums_num, sums_den = num.sum(axis=0), den.sum(axis=0)
    cis = _bootstrap(num, den, n_bootstrap, seed)

    def ci(col: int) -> list[float] | None:
        lo, hi = cis[col]
        return None if np.isnan(lo) else [float(lo), float(hi)]

    result: dict[str, Any] = {}
    for col, name in enumerate(RATES):
        result[name] = _ratio(sums_num[col], sums_den[col])
    num_leaks = int(sum(sum(x is not None for x in t) for t in types))
    offset = len(RATES)
    result["leak_types"] = {
        kind: (_ratio(sums_num[offset + k], num_leaks) or 0.0) for k, kind in enumerate(LEAK_TYPES)
    }
    result.update(
        num_records=len(records),
        num_records_excluded=excluded,
        num_targets=int(sum(len(t) for t in types)),
        num_leaks=num_leaks,
        direct_normalised_num_leaks=int(sum(sum(nm) for nm in normalised)),
        num_retained=int(sum(sum(kp) for kp in kept)),
        num_retention=int(sum(len(kp) for kp in kept)),
        **degenerate_stats([r[1] for r in records], [r[0] for r in records]),
    )
    for col, name in enumerate(RATES):
        result[f"{name}_ci"] = ci(col)
    result["leak_types_ci"] = {kind: ci(offset + k) for k, kind in enumerate(LEAK_TYPES)}
    result["levels_evaluated"] = (
        ["direct", "inference", "proximity", "retention_direct", "retention_judge"]
        if ev is not None
        else ["direct", "retention_direct"]
    )
    result["reference_mode"] = reference_mode
    return result
