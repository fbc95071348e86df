"""Identity-grouped, derivation-aware splits that refuse to write a leak.

Rows are linked when they share an identity id, when one row's ``source_ids`` names the other's
``id`` (an ASR/OCR rewrite of a clean document), or when two rows share a source id (a document
embedding several samples). Linked rows form a group; a group lives in exactly one split.

Everything runs on Arrow/NumPy arrays and one sparse connected-components call, so 1.4 M rows
split in seconds.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Mapping, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
from datasets import Dataset, DatasetDict

__all__ = [
    "SplitLeakError", "assign_by_key", "check_no_leak", "effective_minimum", "group_ids", "split_dataset",
]

DEFAULT_FRACTIONS: dict[str, float] = {"train": 0.9, "validation": 0.05, "test": 0.05}
DEFAULT_MIN_PER_STRATUM = 80
_PRIORITY = ("test", "validation")  # splits filled first within a stratum, in this order

logger = logging.getLogger(__name__)


class SplitLeakError(ValueError):
    """An identity or a derived document is present in more than one split."""


# --- Arrow helpers ----------------------------------------------------------------------


def _chunked(col: pa.Array | pa.ChunkedArray) -> pa.ChunkedArray:
    return col if isinstance(col, pa.ChunkedArray) else pa.chunked_array([col])


def _large_str(col: pa.ChunkedArray) -> pa.ChunkedArray:
    return col if pa.types.is_large_string(col.type) else col.cast(pa.large_string())


def _flatten(col: pa.Array | pa.ChunkedArray) -> tuple[np.ndarray, pa.ChunkedArray]:
    """(row index of each value, non-null values as large strings) of a list-of-strings column."""
    col = _chunked(col)
    n = len(col)
    if n == 0:
        return np.zeros(0, np.int64), pa.chunked_array([], type=pa.large_string())
    lengths = pc.fill_null(pc.list_value_length(col), 0).to_numpy().astype(np.int64, copy=False)
    values = _large_str(_chunked(pc.list_flatten(col)))
    rows = np.repeat(np.arange(n, dtype=np.int64), lengths)
    if values.null_count:
        valid = pc.is_valid(values)
        rows = rows[valid.to_numpy()]
        values = values.filter(valid)
    return rows, values


def _encode(values: pa.ChunkedArray) -> tuple[np.ndarray, pa.Array]:
    """Dense int codes of string values, plus the code -> string dictionary."""
    if len(values) == 0:
        return np.zeros(0, np.int64), pa.array([], type=pa.large_string())
    encoded = _chunked(pc.dictionary_encode(values)).chunks  # one dictionary shared by all chunks
    codes = np.concatenate([c.indices.to_numpy(zero_copy_only=False) for c in encoded]).astype(np.int64)
    return codes, encoded[-1].dictionary


def _table(ds: Dataset, columns: Sequence[str]) -> pa.Table:
    """The given columns of a dataset view (honouring any indices mapping) as an Arrow table."""
    base = ds.data.table.select(list(columns))
    indices = getattr(ds, "_indices", None)  # a select()/shuffle() view; datasets' own gather is slow here
    if indices is None:
        return base
    take = indices.column(0)
    return base.take(take) if len(take) else base.slice(0, 0)


def _as_list_array(values: Sequence[Sequence[str]]) -> pa.ChunkedArray:
    return _chunked(
        pa.array([list(v) if v is not None else None for v in values], type=pa.list_(pa.string()))
    )


# --- grouping ---------------------------------------------------------------------------


def _dense_by_first_row(labels: np.ndarray) -> np.ndarray:
    """Relabel so group 0 holds row 0 and groups are numbered by their first row."""
    labels = labels.astype(np.int64, copy=False)
    if len(labels) == 0:
        return labels
    prev_max = np.concatenate([[-1], np.maximum.accumulate(labels)[:-1]])
    if np.all(labels <= prev_max + 1):  # scipy already numbers components by their lowest node
        return labels
    _, first, inverse = np.unique(labels, return_index=True, return_inverse=True)
    rank = np.empty(len(first), dtype=np.int64)
    rank[np.argsort(first, kind="stable")] = np.arange(len(first), dtype=np.int64)
    return rank[inverse.ravel()]


def _components(size: int, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
    """The connected component of each of ``size`` nodes joined by the edges ``rows[i] -- cols[i]``: the smallest
    node of its component.

    Numpy only (scipy's ``connected_components`` costs an import of scipy.sparse and its array-API layer, ~0.3-0.9 s,
    serial in every build's export); :func:`_dense_by_first_row` then numbers the groups by their first row, so any
    labelling of the same components gives the same groups. Roots hook onto the smaller root across every edge that
    joins two trees, then every node jumps to its root, until no edge joins two trees (a handful of rounds: each
    round at least halves the trees an edge path crosses)."""
    parent = np.arange(size, dtype=np.int64)
    if not len(rows):
        return parent
    rows, cols = np.asarray(rows, dtype=np.int64), np.asarray(cols, dtype=np.int64)
    while True:
        a, b = parent[rows], parent[cols]
        apart = a != b
        if not apart.any():
            return parent
        a, b = a[apart], b[apart]
        np.minimum.at(parent, np.maximum(a, b), np.minimum(a, b))  # a root hooks onto the smallest root it meets
        while True:  # every node to its root
            up = parent[parent]
            if np.array_equal(up, parent):
                break
            parent = up


def _group_arrow(
    n: int,
    identities: pa.ChunkedArray,
    sources: pa.ChunkedArray | None,
    row_ids: pa.ChunkedArray | None,
) -> np.ndarray:
    id_rows, id_values = _flatten(identities)
    id_codes, id_dict = _encode(id_values)
    doc_rows_parts: list[np.ndarray] = []
    doc_value_parts: list[pa.Array] = []
    if row_ids is not None:
        row_ids = _large_str(_chunked(row_ids))
        valid = pc.is_valid(row_ids)
        doc_rows_parts.append(np.flatnonzero(valid.to_numpy()).astype(np.int64))
        doc_value_parts.extend(row_ids.filter(valid).chunks)
    if sources is not None:
        src_rows, src_values = _flatten(sources)
        doc_rows_parts.append(src_rows)
        doc_value_parts.extend(src_values.chunks)
    doc_rows = np.concatenate(doc_rows_parts) if doc_rows_parts else np.zeros(0, np.int64)
    doc_codes, doc_dict = _encode(pa.chunked_array(doc_value_parts, type=pa.large_string()))
    n_id, n_doc = len(id_dict), len(doc_dict)
    size = n + n_id + n_doc
    rows = np.concatenate([id_rows, doc_rows])
    cols = np.concatenate([n + id_codes, n + n_id + doc_codes])
    labels = _components(size, rows, cols)
    return _dense_by_first_row(labels[:n])


def group_ids(
    identity_ids: Sequence[Sequence[str]],
    source_ids: Sequence[Sequence[str]] | None = None,
    row_ids: Sequence[str] | None = None,
) -> np.ndarray:
    """Dense group label per row: rows sharing an identity, a source, or a derivation link share a group."""
    n = len(identity_ids)
    if source_ids is not None and len(source_ids) != n:
        raise ValueError(f"source_ids has {len(source_ids)} rows but identity_ids has {n}")
    if row_ids is not None and len(row_ids) != n:
        raise ValueError(f"row_ids has {len(row_ids)} rows but identity_ids has {n}")
    return _group_arrow(
        n,
        _as_list_array(identity_ids),
        None if source_ids is None else _as_list_array(source_ids),
        None if row_ids is None else _chunked(pa.array(list(row_ids), type=pa.string())),
    )


def _dataset_groups(ds: Dataset) -> np.ndarray:
    if "identity_ids" not in ds.column_names:
        raise ValueError(f"split needs an 'identity_ids' column; the dataset has {ds.column_names}")
    cols = [c for c in ("identity_ids", "source_ids", "id") if c in ds.column_names]
    table = _table(ds, cols)
    return _group_arrow(
        len(ds),
        table.column("identity_ids"),
        table.column("source_ids") if "source_ids" in cols else None,
        table.column("id") if "id" in cols else None,
    )


# --- assignment -------------------------------------------------------------------------


def _check_fractions(fractions: Mapping[str, float]) -> dict[str, float]:
    fr = {str(k): float(v) for k, v in fractions.items()}
    shown = ", ".join(f"{k}={v:g}" for k, v in fr.items())
    if not fr:
        raise ValueError("fractions is empty: name at least one split")
    if any(not math.isfinite(v) or v < 0 for v in fr.values()):
        raise ValueError(f"fractions must be finite and >= 0, got {shown}")
    if abs(sum(fr.values()) - 1.0) > 1e-6:
        raise ValueError(f"fractions must sum to 1, got {shown} (sum {sum(fr.values()):g})")
    return fr


def _fill_order(fr: Mapping[str, float]) -> list[str]:
    first = [s for s in _PRIORITY if s in fr]
    return first + [s for s in fr if s not in first]


def _fill(sizes: np.ndarray, want: Mapping[str, float], order: list[str], minimum: int = 0) -> np.ndarray:
    """Split index (into ``order``) for each group of one stratum, groups already shuffled.

    Splits are filled one after another with consecutive groups, each ending at the group boundary
    closest to its target row count ``want[name]``; with ``minimum`` the ``test`` split gets at least
    ``min(minimum, rows of the stratum)`` rows (when its target is positive), so per-stratum scores
    have usable confidence intervals. The last split of ``order`` takes the rest.
    """
    cum = np.concatenate([[0], np.cumsum(sizes, dtype=np.int64)])
    total = int(cum[-1])
    out = np.full(len(sizes), len(order) - 1, dtype=np.int64)
    done = 0
    for k, name in enumerate(order[:-1]):
        start = int(cum[done])
        target = float(want.get(name, 0.0))
        if minimum and target > 0 and name == "test":
            target = max(target, min(minimum, total - start))
        target = min(max(target, 0.0), total - start)
        hi = int(np.searchsorted(cum, start + target, side="left"))
        hi = min(max(hi, done), len(sizes))
        lo = max(hi - 1, done)
        end = lo if abs(cum[lo] - start - target) <= abs(cum[hi] - start - target) else hi
        if minimum and target > 0 and name == "test":
            need = min(minimum, total - start)
            end = max(end, min(int(np.searchsorted(cum, start + need, side="left")), len(sizes)))
        out[done:end] = k
        done = end
    return out


def effective_minimum(n_rows: int, n_strata: int, test_fraction: float, minimum: int | None) -> int:
    """The per-stratum test minimum actually used: never more than the test fraction allows.

    ``n_strata`` minima of ``m`` rows take ``n_strata * m`` test rows; that may not exceed
    ``test_fraction * n_rows``, so the minimum is lowered to ``floor(test_fraction * n_rows / n_strata)``
    when it would (``--n 600`` over 33 languages with a 5 % test split: 80 becomes 0).
    """
    if not minimum or n_strata <= 0 or test_fraction <= 0:
        return 0 if not minimum or test_fraction <= 0 else int(minimum)
    return int(min(int(minimum), math.floor(test_fraction * n_rows / n_strata + 1e-9)))


def _strata(ds: Dataset, column: str) -> np.ndarray:
    if column not in ds.column_names:
        raise ValueError(f"stratify_by={column!r} is not a column; the dataset has {ds.column_names}")
    col = _chunked(_table(ds, [column]).column(column))
    if pa.types.is_string(col.type) or pa.types.is_large_string(col.type):
        col = _large_str(col)
    uniq = pc.unique(col)
    codes = _chunked(pc.index_in(col, value_set=uniq))
    return pc.fill_null(codes, len(uniq)).to_numpy().astype(np.int64, copy=False)


def split_dataset(
    ds: Dataset,
    fractions: Mapping[str, float] | None = None,
    seed: int = 0,
    stratify_by: str | None = None,
    min_per_stratum: int | None = None,
) -> DatasetDict:
    """Split ``ds`` into whole identity/derivation groups near ``fractions``, deterministic in ``seed``."""
    fr = _check_fractions(DEFAULT_FRACTIONS if fractions is None else fractions)
    if min_per_stratum is None and stratify_by is not None:
        min_per_stratum = DEFAULT_MIN_PER_STRATUM
    if min_per_stratum is not None and min_per_stratum < 0:
        raise ValueError(f"min_per_stratum must be >= 0, got {min_per_stratum}")
    order = _fill_order(fr)
    n = len(ds)
    labels = _dataset_groups(ds)
    n_groups = int(labels.max()) + 1 if n else 0
    sizes = np.bincount(labels, minlength=n_groups).astype(np.int64)
    is_first = np.ones(n, dtype=bool)
    is_first[1:] = labels[1:] > np.maximum.accumulate(labels)[:-1]
    first_row = np.flatnonzero(is_first)  # groups are numbered by their first row
    if stratify_by is not None:
        group_stratum = _strata(ds, stratify_by)[first_row]
    else:
        group_stratum = np.zeros(n_groups, dtype=np.int64)
    perm = np.random.default_rng(seed).permutation(n_groups)
    perm = perm[np.argsort(group_stratum[perm], kind="stable")]
    bounds = np.flatnonzero(np.diff(group_stratum[perm])) + 1
    segments = np.split(perm, bounds) if n_groups else []
    minimum = effective_minimum(n, len(segments), fr.get("test", 0.0), min_per_stratum)
    if min_per_stratum and minimum < min_per_stratum:
        logger.warning(
            "the per-%s test minimum of %d rows would put %d of %d rows (%d strata) in test, more than the "
            "test fraction %g allows; lowered to %d (recorded in build_report.json)",
            stratify_by or "stratum", min_per_stratum, min_per_stratum * len(segments), n, len(segments),
            fr.get("test", 0.0), minimum,
        )
    group_split = np.empty(n_groups, dtype=np.int64)
    # Error diffusion across strata: each stratum's target is what brings the running total of every split
    # closest to its fraction of the rows seen so far, so small strata do not all round the same way.
    seen, assigned = 0, dict.fromkeys(order, 0)
    for seg in segments:
        size = int(sizes[seg].sum())
        want = {name: fr[name] * (seen + size) - assigned[name] for name in order}
        split_of = _fill(sizes[seg], want, order, minimum)
        group_split[seg] = split_of
        for k, name in enumerate(order):
            assigned[name] += int(sizes[seg][split_of == k].sum())
        seen += size
    row_split = group_split[labels]
    dd = DatasetDict(
        {name: ds.select(np.flatnonzero(row_split == order.index(name))) for name in fr}  # keeps row order
    )
    check_no_leak(dd)
    return dd


# --- leak check -------------------------------------------------------------------------


def _rows_word(count: int) -> str:
    return f"{count} row" if count == 1 else f"{count} rows"


def _str_at(values: pa.ChunkedArray, i: int) -> str:
    return values[int(i)].as_py()


def check_no_leak(dd: DatasetDict) -> None:
    """Raise SplitLeakError if an identity, a shared source or a derivation link spans two splits."""
    names = list(dd.keys())
    split_of_row: list[np.ndarray] = []
    ident_rows, ident_vals, src_rows, src_vals, id_vals = [], [], [], [], []
    have_ids = all("id" in dd[s].column_names for s in names)
    offset = 0
    for k, name in enumerate(names):
        ds = dd[name]
        cols = [c for c in ("identity_ids", "source_ids", "id") if c in ds.column_names]
        n = len(ds)
        split_of_row.append(np.full(n, k, dtype=np.int64))
        if n and cols:
            table = _table(ds, cols)
            for col, rows_acc, vals_acc in (
                ("identity_ids", ident_rows, ident_vals),
                ("source_ids", src_rows, src_vals),
            ):
                if col in cols:
                    rows, vals = _flatten(table.column(col))
                    rows_acc.append(rows + offset)
                    vals_acc.extend(vals.chunks)
            if have_ids:
                id_vals.extend(_large_str(_chunked(table.column("id"))).chunks)
        offset += n
    split = np.concatenate(split_of_row) if split_of_row else np.zeros(0, np.int64)
    row_ids = pa.chunked_array(id_vals, type=pa.large_string()) if have_ids else None

    def row_name(r: int) -> str:
        rid = _str_at(row_ids, r) if row_ids is not None else None
        return repr(rid) if rid is not None else f"#{r - int(np.searchsorted(split, split[r]))}"

    # identities
    if ident_rows:
        rows = np.concatenate(ident_rows)
        codes, dictionary = _encode(pa.chunked_array(ident_vals, type=pa.large_string()))
        bad = _spanning_codes(codes, split[rows], len(dictionary), len(names))
        if len(bad):
            code = bad[0]
            hit = np.unique(rows[codes == code])
            counts = np.bincount(split[hit], minlength=len(names))
            where = " and ".join(f"{names[k]} ({_rows_word(int(c))})" for k, c in enumerate(counts) if c)
            more = f" (and {len(bad) - 1} more leaking identities)" if len(bad) > 1 else ""
            raise SplitLeakError(f"identity {_str_at(dictionary, code)!r} appears in {where}{more}")

    # documents: row ids and source ids share one namespace
    parts: list[pa.Array] = []
    rows_parts: list[np.ndarray] = []
    if row_ids is not None:
        valid = pc.is_valid(row_ids)
        rows_parts.append(np.flatnonzero(valid.to_numpy()))
        parts.extend(row_ids.filter(valid).chunks)
    n_row_docs = len(rows_parts[0]) if rows_parts else 0
    rows_parts.extend(src_rows)
    parts.extend(src_vals)
    if not rows_parts:
        return
    docs = pa.chunked_array(parts, type=pa.large_string())
    doc_rows = np.concatenate(rows_parts)
    codes, dictionary = _encode(docs)
    bad = _spanning_codes(codes, split[doc_rows], len(dictionary), len(names))
    if not len(bad):
        return
    code = bad[0]
    doc = _str_at(dictionary, code)
    hit = np.flatnonzero(codes == code)
    as_row = doc_rows[hit[hit < n_row_docs]]
    as_src = doc_rows[hit[hit >= n_row_docs]]
    more = f" (and {len(bad) - 1} more leaking documents)" if len(bad) > 1 else ""
    owner_splits = {int(split[r]) for r in as_row}
    if len(owner_splits) > 1:
        where = " and ".join(names[k] for k in sorted(owner_splits))
        raise SplitLeakError(f"row id {doc!r} appears in {where}{more}")
    if owner_splits:
        home = owner_splits.pop()
        child = next(r for r in as_src if split[r] != home)
        raise SplitLeakError(
            f"row {row_name(child)} in {names[split[child]]} derives from {doc!r} in {names[home]}{more}"
        )
    a = as_src[0]
    b = next(r for r in as_src if split[r] != split[a])
    raise SplitLeakError(
        f"rows {row_name(a)} in {names[split[a]]} and {row_name(b)} in {names[split[b]]} "
        f"share source {doc!r}{more}"
    )


def _spanning_codes(codes: np.ndarray, splits: np.ndarray, n_codes: int, n_splits: int) -> np.ndarray:
    """Codes that occur in more than one split, in ascending order."""
    seen = np.zeros((n_codes, max(n_splits, 1)), dtype=bool)
    seen[codes, splits] = True
    return np.flatnonzero(seen.sum(axis=1) > 1)


# --- follow another corpus's split -----------------------------------------------------


def assign_by_key(ds: Dataset, key_column: str, key_to_split: Mapping[str, str]) -> DatasetDict:
    """Put each row in the split its ``key_column`` value maps to (e.g. a Sanitization row's record)."""
    if key_column not in ds.column_names:
        raise ValueError(f"key column {key_column!r} is not in the dataset; it has {ds.column_names}")
    names = list(dict.fromkeys(key_to_split.values()))
    index = {name: k for k, name in enumerate(names)}
    keys = _chunked(_table(ds, [key_column]).column(key_column))
    if len(keys) and keys.null_count:
        r = int(np.flatnonzero(pc.is_null(keys).to_numpy())[0])
        raise ValueError(f"row {_describe_row(ds, r)} has no {key_column!r} (null key)")
    codes, uniq = _encode(keys)
    uniq_keys = uniq.to_pylist()
    lookup = np.empty(len(uniq_keys), dtype=np.int64)
    for u, key in enumerate(uniq_keys):
        split = key_to_split.get(key)
        if split is None:
            r = int(np.flatnonzero(codes == u)[0])
            raise ValueError(
                f"row {_describe_row(ds, r)} has {key_column}={key!r}, which is not in the key-to-split mapping"
            )
        lookup[u] = index[split]
    row_split = lookup[codes]
    dd = DatasetDict({name: ds.select(np.flatnonzero(row_split == k)) for k, name in enumerate(names)})
    check_no_leak(dd)
    return dd


def _describe_row(ds: Dataset, r: int) -> str:
    if "id" in ds.column_names:
        return f"{r} (id {ds[r]['id']!r})"
    return str(r)
