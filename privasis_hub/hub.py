"""Export a corpus as a Hub-ready folder: ``data/<split>-NNNNN-of-NNNNN.parquet``, a card, a build report.

The card's YAML ``configs:`` block tells ``datasets.load_dataset(folder)`` where every
split lives, so the folder loads offline exactly as it will from the Hub.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import Counter, deque
from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
import yaml
from datasets import Dataset, DatasetDict, Features

from privasis_hub import national_ids, safe_ids
from privasis_hub.errors import UserError
from privasis_hub.guard import reads as _reads
from privasis_hub.paths import shown_path
from privasis_hub.shards import read_table

ROWS_PER_FILE = 100_000
_TEMPLATES = jinja2.Environment(
    loader=jinja2.PackageLoader("privasis_hub", "cards"),
    keep_trailing_newline=True,
    trim_blocks=True,
    lstrip_blocks=True,
    undefined=jinja2.StrictUndefined,
)


def _fmt_number(value: Any) -> str:
    """A number for a card table: integers as they are, floats to 4 significant digits."""
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def _fmt_counts(value: Any) -> str:
    """A mapping for a card sentence or table cell: ``a: 3, b: 0.25``; ``none`` when empty."""
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_fmt_number(v)}" for k, v in value.items()) or "none"
    return _fmt_number(value)


_TEMPLATES.filters["num"] = _fmt_number
_TEMPLATES.filters["counts"] = _fmt_counts

#: The statement every card carries: the corpus holds no real person's data.
NO_REAL_PERSON = ("Every record is synthetic: names, identifiers and life details are generated (identifiers from "
                  "reserved or invalid ranges), and no real person's data was an input.")


def size_category(n: int) -> str:
    """The Hub's ``size_categories`` bucket for ``n`` rows."""
    for limit, label in ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M")):
        if n < limit:
            return label
    return "1M<n<10M"


class SplitWriter:
    """Streams tables into ``data/<split>-NNNNN-of-NNNNN.parquet`` files of at most ``rows_per_file`` rows."""

    def __init__(self, out_dir: str | Path, split: str, num_rows: int, features: Features,
                 rows_per_file: int = ROWS_PER_FILE, keep: bool = False):
        data = Path(out_dir) / "data"
        data.mkdir(parents=True, exist_ok=True)
        for old in data.glob(f"{split}-*.parquet"):
            old.unlink()
        total = max(1, math.ceil(num_rows / rows_per_file))
        self.schema = features.arrow_schema
        self.paths = [data / f"{split}-{i:05d}-of-{total:05d}.parquet" for i in range(total)]
        self._next = iter(self.paths)
        self._writer: pq.ParquetWriter | None = None
        self._room = 0
        self.rows_per_file = rows_per_file
        #: With ``keep``, the tables written (cast to the schema), so the caller need not read the files back.
        self.kept: list[pa.Table] | None = [] if keep else None

    def write(self, table: pa.Table) -> None:
        table = table.cast(self.schema)
        while table.num_rows:
            if self._room == 0:
                if self._writer:
                    self._writer.close()
                self._writer, self._room = pq.ParquetWriter(next(self._next), self.schema), self.rows_per_file
            part, table = table.slice(0, self._room), table.slice(self._room)
            self._writer.write_table(part)
            self._room -= part.num_rows
            if self.kept is not None and part.num_rows:
                self.kept.append(part)

    def close(self) -> list[Path]:
        if self._writer is None:  # an empty split still gets its (row-group-free) file, so the card's config resolves
            self._writer = pq.ParquetWriter(self.paths[0], self.schema)
        self._writer.close()
        return self.paths


def write_split(
    out_dir: str | Path,
    split: str,
    tables: Iterable[pa.Table],
    num_rows: int,
    features: Features,
    rows_per_file: int = ROWS_PER_FILE,
) -> list[Path]:
    """Stream ``tables`` into ``data/<split>-NNNNN-of-NNNNN.parquet`` files of at most ``rows_per_file`` rows."""
    writer = SplitWriter(out_dir, split, num_rows, features, rows_per_file)
    for table in tables:
        writer.write(table)
    return writer.close()


def render_card(template: str, **context: Any) -> str:
    """Render a dataset card from a Jinja template in ``privasis_hub/cards``."""
    return _TEMPLATES.get_template(template).render(**context)


def configs_yaml(splits: list[str]) -> list[dict[str, Any]]:
    """The card's ``configs:`` entry pointing every split at its parquet files."""
    return [{"config_name": "default", "data_files": [{"split": s, "path": f"data/{s}-*"} for s in splits]}]


def export(dd: DatasetDict, out_dir: str | Path, card: str | None = None) -> Path:
    """Write ``dd`` as a Hub-ready folder (parquet per split + card) that ``load_dataset(out_dir)`` reads."""
    out = Path(out_dir)
    for split, ds in dd.items():
        tables = (pa.Table.from_batches([b]) for b in ds.data.table.to_batches(max_chunksize=10_000))
        write_split(out, split, tables, ds.num_rows, ds.features)
    if card is None:
        metadata = {"license": "cc-by-4.0", "configs": configs_yaml(list(dd)),
                    "size_categories": [size_category(sum(dd.num_rows.values()))], "tags": ["synthetic", "privacy"]}
        card = (f"---\n{yaml.safe_dump(metadata, sort_keys=False).strip()}\n---\n\n# Dataset\n\n"
                f"Exported by privasis-hub. Licence: CC BY 4.0.\n\n{NO_REAL_PERSON}\n")
    (out / "README.md").write_text(card)
    return out


# --- the Privasis build's report and card ---------------------------------------------------


def _shard_errors(store) -> list[dict]:
    return [e for k in store.done() for e in store.stats(k)["errors"]]


@dataclass
class SplitSpec:
    """How a build is split: fractions, seed, optional stratification, or a key -> split mapping."""

    fractions: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_FRACTIONS))
    seed: int = 0
    stratify_by: str | None = None
    min_per_stratum: int | None = None
    key_column: str | None = None  # e.g. "record_id": follow another corpus's split
    key_to_split: dict[str, str] | None = None


DEFAULT_FRACTIONS = {"train": 0.9, "validation": 0.05, "test": 0.05}
_GROUP_COLUMNS = ("id", "identity_ids", "source_ids")


def _split_labels(files: list[str], features: Features, spec: SplitSpec | None) -> tuple[list[str], dict]:
    """The split of every row (in file order) and a description of how it was made."""
    from privasis_hub.splits import assign_by_key, check_no_leak, split_dataset

    columns = [c for c in _GROUP_COLUMNS if c in features]
    for extra in (spec.stratify_by if spec else None, spec.key_column if spec else None):
        if extra and extra not in columns:
            columns.append(extra)
    tables = [read_table(p, columns) for p in files]
    table = pa.concat_tables(tables) if tables else pa.table({c: [] for c in columns})
    n = table.num_rows
    if spec is None:
        return ["train"] * n, {"method": "none (--no-split): one train split", "leak_check": "not applicable"}
    # the row numbers as an Arrow column (int64, as add_column would infer): datasets' add_column fingerprints a
    # Python list by pickling it, ~1 s per 10,000 rows of serial export (s22-speed)
    small = Dataset(table.append_column("__row", pa.array(range(n), type=pa.int64())))
    if spec.key_column:
        dd = assign_by_key(small, spec.key_column, spec.key_to_split or {})
        check_no_leak(dd)
        method = f"each row follows the split of its `{spec.key_column}` in the source corpus"
    else:
        dd = split_dataset(small, spec.fractions, seed=spec.seed, stratify_by=spec.stratify_by,
                           min_per_stratum=spec.min_per_stratum)
        method = ("identity-grouped: union-find over `identity_ids` and `source_ids`, every group in exactly "
                  f"one split, fractions {', '.join(f'{k} {v:g}' for k, v in spec.fractions.items())}, seed {spec.seed}")
        if spec.stratify_by:
            method += f", stratified by `{spec.stratify_by}`"
    minimum = _minimum_info(table, spec) if not spec.key_column else None
    labels = [""] * n
    for split, part in dd.items():
        for row in part["__row"][:]:  # the column as a list (iterating a datasets Column reads row by row)
            labels[row] = split
    info = {"method": method, "leak_check": "passed: no identity or source document is shared across splits "
            "(checked by privasis_hub.splits.check_no_leak before writing)"}
    if minimum:
        info["min_test_per_stratum"] = minimum
    return labels, info


def _minimum_info(table: pa.Table, spec: SplitSpec) -> dict[str, Any] | None:
    """The per-stratum test minimum asked for and the one used (lowered when the test fraction is too small)."""
    from privasis_hub.splits import DEFAULT_MIN_PER_STRATUM, effective_minimum

    if not spec.stratify_by:
        return None
    asked = DEFAULT_MIN_PER_STRATUM if spec.min_per_stratum is None else spec.min_per_stratum
    strata = len(pc.unique(table.column(spec.stratify_by))) if table.num_rows else 0
    used = effective_minimum(table.num_rows, strata, spec.fractions.get("test", 0.0), asked)
    return {"stratify_by": spec.stratify_by, "asked": asked, "used": used, "strata": strata,
            "lowered": used < asked}


def write_data(store_files: list[str], out_dir: Path, features: Features, spec: SplitSpec | None,
               kept: dict[str, list[pa.Table]] | None = None) -> tuple[dict[str, Any], dict[str, int], dict[str, str]]:
    """Split the rows of ``store_files`` and write ``data/<split>-*.parquet``.

    Returns the card's ``dataset_info`` block (features and split sizes, which also key
    ``datasets``' cache: without them two folders of the same name would share a cache entry),
    the row count per split and a description of how the splits were made and checked.
    ``kept``: a dict that receives each split's tables as written (the rows of its files, in order).
    """
    labels, info = _split_labels(store_files, features, spec)
    counts = {s: labels.count(s) for s in dict.fromkeys(labels)}
    order = [s for s in ("train", "validation", "test") if s in counts] + [s for s in counts if s not in
                                                                          ("train", "validation", "test")]
    for old in (out_dir / "data").glob("*.parquet") if (out_dir / "data").exists() else ():
        old.unlink()
    writers = {split: SplitWriter(out_dir, split, counts.get(split, 0), features, keep=kept is not None)
               for split in order or ["train"]}
    pos = 0
    # each split's parquet encoding runs on a thread of its own (pyarrow lets go of the GIL while it encodes), in the
    # order its tables come, while this thread reads and deals out the next shard: the same files, ~1/3 less wall
    # time on 2 cores (s22-speed). At most a few shards wait in the queues, so memory stays as it was.
    threads = {split: ThreadPoolExecutor(1, thread_name_prefix=f"write-{split}") for split in writers}
    queued: deque[Future] = deque()
    try:
        for path in store_files:  # each work shard is read once and dealt out to the splits
            table = read_table(path)
            shard_labels = labels[pos : pos + table.num_rows]
            pos += table.num_rows
            for split, writer in writers.items():
                part = table.filter(pa.array([label == split for label in shard_labels], type=pa.bool_()))
                queued.append(threads[split].submit(writer.write, part))
            while len(queued) > 2 * len(writers):
                queued.popleft().result()
        while queued:
            queued.popleft().result()
    finally:
        for thread in threads.values():
            thread.shutdown(wait=True, cancel_futures=True)
        paths_by_split = {split: writer.close() for split, writer in writers.items()}
    if kept is not None:
        kept.update({split: writer.kept for split, writer in writers.items()})
    splits_info = [{"name": split, "num_bytes": sum(p.stat().st_size for p in paths),
                    "num_examples": counts.get(split, 0)} for split, paths in paths_by_split.items()]
    size = sum(x["num_bytes"] for x in splits_info)
    dataset_info = {"features": features._to_yaml_list(), "splits": splits_info, "download_size": size,
                    "dataset_size": size}
    return dataset_info, {x["name"]: x["num_examples"] for x in splits_info}, info


def finish_export(
    store, out_dir: Path, kind: str, features: Features, report: dict[str, Any], split: SplitSpec | None,
    keep_work: bool = False,
) -> DatasetDict:
    """Write a finished shard store as the Hub folder (split data, card, report, errors) and return its rows.

    The final files are written into ``<out>/.staging`` and swapped in at the end (:func:`privasis_hub.guard.commit`),
    so an interrupted export leaves the previous corpus intact. The returned ``DatasetDict`` holds the rows written
    to the parquet files, in memory, so no Arrow copy is left in the ``datasets`` cache (for corpora larger than memory,
    use ``load_dataset(out, streaming=True)``).
    """
    from privasis_hub import guard

    stage = guard.staging(out_dir)
    written: dict[str, list[pa.Table]] = {}
    info, split_counts, split_info = write_data(store.files(), stage, features, split, kept=written)
    report.update(corpus=kind, splits=split_counts, split_method=split_info)
    card = _card(kind, report, info, split_counts)
    errors = _shard_errors(store)
    (stage / "build_report.json").write_text(json.dumps(report, indent=2, default=str) + "\n")
    with open(stage / "errors.jsonl", "w") as fh:
        for e in errors:
            fh.write(json.dumps(e) + "\n")
    (stage / "README.md").write_text(card)
    guard.commit(out_dir)
    if not keep_work:
        store.remove()
    # the rows just written are the files' contents: no need to read and decode them again (~0.4 s per 10,000)
    return DatasetDict({name: _split_dataset(out_dir, name, features, written.get(name, []))
                        for name in split_counts})


def _read_split(out_dir: Path, split: str, features: Features) -> Dataset:
    paths = sorted((out_dir / "data").glob(f"{split}-*.parquet"))
    return _split_dataset(out_dir, split, features, [read_table(p) for p in paths])


def _split_dataset(out_dir: Path, split: str, features: Features, tables: list[pa.Table]) -> Dataset:
    """The in-memory ``Dataset`` of a split from its rows' tables, fingerprinted by its files in ``out_dir``."""
    paths = sorted((out_dir / "data").glob(f"{split}-*.parquet"))
    rows = sum(t.num_rows for t in tables)
    if not rows:
        return Dataset.from_dict({k: [] for k in features}, features=features)
    return Dataset(pa.concat_tables(tables).cast(features.arrow_schema), fingerprint=_files_fingerprint(paths))


def _files_fingerprint(paths: list[Path]) -> str:
    """A ``datasets`` fingerprint of the rows in ``paths``: a digest of the files' bytes (a few ms for a build,
    where ``datasets`` would pickle the whole in-memory table to hash it, ~0.3 s per 10,000 records)."""
    digest = hashlib.blake2b(digest_size=16)
    for path in paths:
        with open(path, "rb") as fh:
            digest.update(hashlib.file_digest(fh, "blake2b").digest())
    return digest.hexdigest()


def source_splits(folder: str | Path) -> dict[str, str]:
    """Row id -> split of an exported corpus folder (read from its ``data/<split>-*.parquet`` files)."""
    mapping: dict[str, str] = {}
    for path in sorted(Path(folder).glob("data/*.parquet")):
        split = path.name.split("-")[0]
        for row_id in read_table(path, columns=["id"]).column("id").to_pylist():
            mapping[row_id] = split
    return mapping


def _metadata(pretty_name: str, rows: int, task_categories: list[str], tags: list[str],
              dataset_info: dict[str, Any], languages: list[str] | None = None) -> str:
    splits = [x["name"] for x in dataset_info["splits"]]
    metadata = {
        "license": "cc-by-4.0",
        "language": ["en"],
        "pretty_name": pretty_name,
        "task_categories": task_categories,
        "tags": tags,
        "size_categories": [size_category(rows)],
        "dataset_info": dataset_info,
        "configs": configs_yaml(splits),
    }
    if languages:
        metadata["language"] = languages
    return yaml.safe_dump(metadata, sort_keys=False, allow_unicode=True).strip()


_CORPORA = {
    "privasis": ("privasis.md.j2", "Privasis (synthetic private records)", ["text-generation", "token-classification"],
                 ["privacy", "synthetic", "pii", "sanitization"]),
    "sanitization": ("sanitization.md.j2", "Privasis-Sanitization", ["text-generation"],
                     ["privacy", "synthetic", "sanitization", "instruction-following"]),
    "kavach": ("kavach.md.j2", "Kavach (multilingual PII spans)", ["token-classification"],
               ["privacy", "pii", "ner", "synthetic", "multilingual"]),
}


def _card(kind: str, report: dict[str, Any], info: dict[str, Any], split_counts: dict[str, int]) -> str:
    """Render the dataset card of a corpus kind from its build report and split statistics."""
    template, pretty, tasks, tags = _CORPORA[kind]
    languages = sorted({c.split("-")[0] for c in report["languages"]}) if kind == "kavach" else None
    return render_card(
        template,
        front_matter=_metadata(pretty, report["rows"], tasks, tags, info, languages),
        report=report,
        splits=split_counts,
        safety_rules=safe_ids.SAFETY_RULES,
        national_ids=national_ids.NATIONAL_IDS,
        passports=national_ids.PASSPORTS,
        lookalikes=_kavach_lookalikes() if kind == "kavach" else {},
    )


def _kavach_lookalikes() -> dict[str, Any]:
    """The Kavach lookalikes (values that look like PII but are not) for the card's label guide."""
    from privasis_hub.kavach.labels import LOOKALIKES

    return LOOKALIKES


def export_build(store, out_dir: Path, cfg, backend, seconds: float, keep_work: bool = False,
                 split: SplitSpec | None = None, stats=None) -> DatasetDict:
    """Turn a finished Privasis shard store into the Hub folder and load it back.

    ``stats``: the build's :class:`privasis_hub.synth.report.PrivasisStats` when the builder
    accumulated them while growing rows; otherwise they are computed from the stored rows.
    """
    from privasis_hub.schema import PRIVASIS_FEATURES
    from privasis_hub.synth.report import privasis_report

    shard_stats = [store.stats(k) for k in store.done()]
    rejections: Counter[str] = Counter()
    for st in shard_stats:
        rejections.update(st["rejections"])
    report = stats.report() if stats is not None else privasis_report(store.iter_rows(), cfg.embedder)
    tried = sum(st["refine_steps_tried"] for st in shard_stats)
    accepted = sum(st["refine_steps_accepted"] for st in shard_stats)
    report.update(
        attempted=sum(st["attempted"] for st in shard_stats),
        filter_rejections=dict(sorted(rejections.items())),
        errors=len(_shard_errors(store)),
        unlocated_values_dropped=sum(st["unlocated_values_dropped"] for st in shard_stats),
        refinement={"steps_tried": tried, "steps_accepted": accepted,
                    "acceptance_rate": accepted / tried if tried else 0.0,
                    # not proposed (the rule could pass no revision) / judged but not embedded (no gain could pass)
                    "steps_skipped": sum(st.get("refine_steps_skipped", 0) for st in shard_stats),
                    "vendi_skipped": sum(st.get("refine_vendi_skipped", 0) for st in shard_stats)},
        timings={"seconds": seconds, "records_per_s": report["rows"] / seconds if seconds else 0.0},
        provenance={"backend": backend.name, "model": backend.model, "seed": cfg.seed},
        config=cfg.content_key() | {"n": cfg.n},
        usage=getattr(backend, "usage", None),
    )
    return finish_export(store, out_dir, "privasis", PRIVASIS_FEATURES, report, split, keep_work)


def sanitization_report(rows) -> dict[str, Any]:
    """Counts for the Privasis-Sanitization card: difficulty, targets, operations, chunks."""
    difficulty: Counter[str] = Counter()
    operations: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    n_targets: Counter[int] = Counter()
    chunks = []
    for row in rows:
        difficulty[row["difficulty"]] += 1
        n_targets[len(row["targets"])] += 1
        chunks.append(row["num_chunks"])
        for t in row["targets"]:
            operations[t["operation"]] += 1
            kinds[t["kind"]] += 1
    n = len(chunks)
    return {
        "rows": n,
        "difficulty": dict(sorted(difficulty.items())),
        "targets_per_row": {str(k): v for k, v in sorted(n_targets.items())},
        "operations": dict(sorted(operations.items())),
        "target_kinds": dict(sorted(kinds.items())),
        "chunks": {"mean": sum(chunks) / n if n else 0, "max": max(chunks, default=0)},
    }


def export_sanitization(store, out_dir: Path, cfg, backend, source: str, seconds: float,
                        keep_work: bool = False, split: SplitSpec | None = None) -> DatasetDict:
    """Turn a finished sanitization shard store into the Hub folder and load it back."""
    from privasis_hub.schema import SANITIZATION_FEATURES

    shard_stats = [store.stats(k) for k in store.done()]
    report = sanitization_report(store.iter_rows(["difficulty", "targets", "num_chunks"]))
    failures: Counter[str] = Counter()
    for st in shard_stats:
        failures.update(st["verify_failures"])
    report.update(
        attempted=sum(st["attempted"] for st in shard_stats),
        retried_with_llm=sum(st["retried"] for st in shard_stats),
        errors=len(_shard_errors(store)),
        verify_failures=dict(failures),
        timings={"seconds": seconds, "triplets_per_s": report["rows"] / seconds if seconds else 0.0},
        provenance={"backend": backend.name, "model": backend.model, "seed": cfg.seed, "source": shown_path(source)},
        config=cfg.content_key(),
    )
    return finish_export(store, out_dir, "sanitization", SANITIZATION_FEATURES, report, split, keep_work)


def kavach_report(rows) -> dict[str, Any]:
    """Counts for the Kavach card: languages, conditions (with OCR engines), domains, labels, negatives."""
    languages: Counter[str] = Counter()
    conditions: Counter[str] = Counter()
    engines: Counter[str] = Counter()
    domains: Counter[str] = Counter()
    labels: Counter[str] = Counter()
    negatives = n = mismatches = 0
    for row in rows:
        n += 1
        languages[row["language"]] += 1
        conditions[row["condition"]] += 1
        if row["condition_engine"]:
            engines[row["condition_engine"]] += 1
        domains[row["domain"]] += 1
        negatives += row["is_negative"]
        for e in row["entities"]:
            labels[e["label"]] += 1
            mismatches += row["text"][e["start"] : e["end"]] != e["text"]
    share = {k: v / n for k, v in sorted(conditions.items())} if n else {}
    return {
        "rows": n,
        "languages": dict(sorted(languages.items())),
        "num_languages": len(languages),
        "conditions": dict(sorted(conditions.items())),
        "condition_shares": share,
        "ocr_engines": dict(engines),
        "domains": dict(sorted(domains.items())),
        "num_domains": len(domains),
        "labels": dict(labels.most_common()),
        "num_labels": len(labels),
        "negative_share": negatives / n if n else 0.0,
        "span_mismatches": mismatches,
    }


def export_kavach(store, out_dir: Path, cfg, seconds: float, keep_work: bool = False,
                  split: SplitSpec | None = None) -> DatasetDict:
    """Turn a finished Kavach shard store into the Hub folder and load it back."""
    from privasis_hub.schema import KAVACH_FEATURES

    shard_stats = [store.stats(k) for k in store.done()]
    rejections: Counter[str] = Counter()
    for st in shard_stats:
        rejections.update(st["rejections"])
    report = kavach_report(store.iter_rows(["language", "condition", "condition_engine", "domain", "is_negative",
                                            "entities", "text"]))
    from privasis_hub.kavach.locate import offset_recovery
    from privasis_hub.kavach.spans import Doc, Entity

    docs = [Doc(r["text"], [Entity(**e) for e in r["entities"]]) for r in store.iter_rows(["text", "entities"])]
    recovery, residual = offset_recovery(docs)
    from privasis_hub.kavach.audit import audit, propose_repairs

    audited_rows = list(store.iter_rows(["id", "text", "entities", "language"]))
    label_audit = audit(audited_rows)
    report.update(
        label_audit={
            "by_label": label_audit.by_label(),
            "inconsistent_strings": label_audit.inconsistent()[:50],
            "proposed_repairs": [vars(r) for r in propose_repairs(audited_rows)][:200],
        },
        offset_recovery=recovery,
        offset_recovery_residual=[
            {"doc_index": c.doc_index, "label": c.entity.label, "text": c.entity.text, "start": c.entity.start,
             "reason": c.reason}
            for c in residual
        ],
        blueprints=sum(st["attempted"] for st in shard_stats),
        gate_rejections=dict(sorted(rejections.items())),
        errors=0,
        timings={"seconds": seconds, "docs_per_s": report["rows"] / seconds if seconds else 0.0},
        config=cfg.content_key() | {"n": cfg.n},
    )
    return finish_export(store, out_dir, "kavach", KAVACH_FEATURES, report, split, keep_work)


# --- re-splitting and publishing ------------------------------------------------------


def _corpus_kind(report: dict[str, Any], features: Features) -> str:
    if report.get("corpus") in _CORPORA:
        return report["corpus"]
    if "sanitized" in features:
        return "sanitization"
    return "kavach" if "entities" in features else "privasis"


def check_features(files: list[str], kind: str) -> None:
    """Refuse data files whose columns or types differ from the ``kind`` corpus Features (names file and column)."""
    from privasis_hub import guard, schema

    expected = {"privasis": schema.PRIVASIS_FEATURES, "sanitization": schema.SANITIZATION_FEATURES,
                "kavach": schema.KAVACH_FEATURES}[kind].arrow_schema
    for path in files:
        got = pq.read_schema(path)
        for column in expected:
            if column.name not in got.names:
                raise UserError(f"{path}: no column {column.name!r}, which a {guard.KIND_NAMES[kind]} has",
                                hint="only files of this corpus belong in its data/ folder")
            have = got.field(column.name).type
            if not have.equals(column.type):
                raise UserError(f"{path}: column {column.name!r} has type {str(have)[:120]}, not the corpus's "
                                f"{str(column.type)[:120]}", hint="rebuild the corpus, or fix the column's type "
                                "(e.g. offsets as integers, not strings)")


@_reads("folder")
def resplit(folder: str | Path, out: str | Path, spec: SplitSpec | None, overwrite: bool = False) -> dict[str, int]:
    """Re-split an exported corpus folder into ``out`` (data, card, report); returns rows per split.

    ``folder`` must be a readable corpus build; ``out`` is guarded (:func:`privasis_hub.guard.output_folder`):
    it may not equal, contain or sit inside ``folder``, and the new files are swapped in only once complete.
    """
    from privasis_hub import guard

    kind = guard.check_corpus(folder)
    folder = Path(folder)
    files = [str(p) for p in sorted(folder.glob("data/*.parquet"))]
    check_features(files, kind)  # rows of another type are never copied into every split
    features = Features.from_arrow_schema(pq.read_schema(files[0]))
    try:
        report = json.loads((folder / "build_report.json").read_text()) if (folder / "build_report.json").exists() \
            else {}
    except ValueError as err:
        raise UserError(f"{folder}/build_report.json: not valid JSON ({err})",
                        hint="restore the file or rebuild the corpus") from None
    if spec is not None and spec.stratify_by and spec.stratify_by not in features:
        raise UserError(f"--stratify-by {spec.stratify_by!r}: {folder} has no such column",
                        hint=f"columns: {', '.join(features)}")
    if spec is not None and spec.stratify_by:
        column_type = pq.read_schema(files[0]).field(spec.stratify_by).type
        if pa.types.is_nested(column_type):
            raise UserError(f"--stratify-by {spec.stratify_by!r}: a column of lists or records ({str(column_type)[:80]}) "
                            "has no single value per row to stratify by", hint="pick a column of plain values, e.g. "
                            "language")
    if not report:
        raise UserError(f"{folder}/build_report.json: missing; split makes the new card from the corpus's build "
                        "report", hint="restore the file, or rebuild the corpus")
    guard.refuse_a_corpus(out, overwrite)
    with guard.output_folder(out, kind, sources=[folder], overwrite=overwrite) as out:
        stage = guard.staging(out)
        info, counts, how = write_data(files, stage, features, spec)
        report.update(splits=counts, split_method=how, resplit_from=shown_path(folder))
        report.setdefault("rows", sum(counts.values()))
        kind = _corpus_kind(report, features)
        (stage / "build_report.json").write_text(json.dumps(report, indent=2, default=str) + "\n")
        if (folder / "errors.jsonl").exists():
            (stage / "errors.jsonl").write_text((folder / "errors.jsonl").read_text())
        try:
            card = _card(kind, report, info, counts)
        except KeyError as err:
            raise UserError(f"{folder}/build_report.json has no {err.args[0]!r}, which the card needs",
                            hint="restore the corpus's own build report, or rebuild the corpus") from None
        (stage / "README.md").write_text(card)
        guard.commit(out)
    return counts


def verify_folder(folder: str | Path) -> list[str]:
    """Check a corpus folder before upload: readable parquet footers, row counts equal to the card's and report's.

    Returns one line per checked split; raises :class:`UserError` naming the first file or split that is wrong.
    """
    from privasis_hub import guard

    folder = Path(folder)
    guard.check_corpus(folder)  # footers + report row counts
    rows: Counter[str] = Counter()
    for path in sorted(folder.glob("data/*.parquet")):
        rows[path.name.split("-")[0]] += pq.ParquetFile(path).metadata.num_rows
    card = (folder / "README.md").read_text()
    try:
        meta = yaml.safe_load(card.split("---")[1]) if card.startswith("---") else {}
    except yaml.YAMLError as err:
        raise UserError(f"{folder}/README.md: the card's YAML front matter does not parse ({err})") from None
    for entry in ((meta or {}).get("dataset_info") or {}).get("splits", []):
        if rows.get(entry["name"], 0) != entry["num_examples"]:
            raise UserError(f"{folder}/data: split {entry['name']!r} has {rows.get(entry['name'], 0)} rows but the "
                            f"card says {entry['num_examples']}", hint="the folder is incomplete: rebuild it")
    return [f"verified {split}: {n} rows, every parquet footer readable" for split, n in sorted(rows.items())]


def push(folder: str | Path, repo_id: str, private: bool = False, dry_run: bool = False) -> list[str]:
    """Upload a corpus folder as a Hub dataset repo; with ``dry_run``, only list what would happen.

    The token comes from the standard Hugging Face login or ``HF_TOKEN``; it is never written to
    disk, logs or cards.
    """
    from huggingface_hub.utils import HFValidationError, validate_repo_id

    folder = Path(folder)
    try:
        validate_repo_id(repo_id)
    except HFValidationError as err:
        raise UserError(f"--repo-id {repo_id!r} is not a valid Hub repo id: {str(err).splitlines()[0]}",
                        hint="use ORG/NAME, e.g. my-org/privasis-1k") from None
    if not folder.is_dir():
        raise UserError(f"{folder}: no such folder", hint="pass a corpus folder written by `privasis build` or `split`")
    if not (folder / "README.md").exists():
        raise UserError(f"{folder}: no README.md card", hint="export or build the corpus first")
    from privasis_hub import guard

    with guard.reading(folder):  # a rebuild waits to swap until the upload is done
        return _push(folder, repo_id, private, dry_run)


def _push(folder: Path, repo_id: str, private: bool, dry_run: bool) -> list[str]:
    from privasis_hub.publish import send, upload_files

    checks = verify_folder(folder)
    files = upload_files(folder)  # what the dry run lists is what the upload sends
    lines = checks + [f"create dataset repo {repo_id} (private={private}, exist_ok=True)"]
    lines += [f"upload {p.relative_to(folder)} ({p.stat().st_size} bytes)" for p in files]
    if dry_run:
        return ["[dry run] " + line for line in lines]
    commit = send(folder, files, repo_id, "dataset", private, "Upload corpus with privasis-hub")
    return lines + [f"uploaded: {getattr(commit, 'commit_url', commit)}"]
