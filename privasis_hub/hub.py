"""Export a corpus as a Hub-ready folder: ``data/<split>-NNNNN-of-NNNNN.parquet``, a card, a build report.

The card's YAML ``configs:`` block tells ``datasets.load_dataset(folder)`` where every
split lives, so the folder loads offline exactly as it will from the Hub.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import jinja2
import pyarrow as pa
import pyarrow.parquet as pq
import yaml
from datasets import Dataset, DatasetDict, Features, load_dataset

from privasis_hub import safe_ids
from privasis_hub.diversity import diversity_report, get_embedder

ROWS_PER_FILE = 100_000
_TEMPLATES = jinja2.Environment(
    loader=jinja2.PackageLoader("privasis_hub", "cards"),
    keep_trailing_newline=True,
    trim_blocks=True,
    lstrip_blocks=True,
    undefined=jinja2.StrictUndefined,
)


def size_category(n: int) -> str:
    """The Hub's ``size_categories`` bucket for ``n`` rows."""
    for limit, label in ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M")):
        if n < limit:
            return label
    return "1M<n<10M"


def write_split(
    out_dir: str | Path,
    split: str,
    tables: Iterable[pa.Table],
    num_rows: int,
    features: Features,
    rows_per_file: int = ROWS_PER_FILE,
) -> list[Path]:
    """Stream ``tables`` into ``data/<split>-NNNNN-of-NNNNN.parquet`` files of at most ``rows_per_file`` rows."""
    data = Path(out_dir) / "data"
    data.mkdir(parents=True, exist_ok=True)
    for old in data.glob(f"{split}-*.parquet"):
        old.unlink()
    total = max(1, math.ceil(num_rows / rows_per_file))
    schema = features.arrow_schema
    paths = [data / f"{split}-{i:05d}-of-{total:05d}.parquet" for i in range(total)]
    writers = iter(paths)
    writer, room = None, 0
    for table in tables:
        table = table.cast(schema)
        while table.num_rows:
            if room == 0:
                if writer:
                    writer.close()
                writer, room = pq.ParquetWriter(next(writers), schema), rows_per_file
            part, table = table.slice(0, room), table.slice(room)
            writer.write_table(part)
            room -= part.num_rows
    if writer is None:  # an empty split still gets its (row-group-free) file, so the card's config resolves
        writer = pq.ParquetWriter(paths[0], schema)
    writer.close()
    return paths


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
        metadata = {"configs": configs_yaml(list(dd)), "size_categories": [size_category(sum(dd.num_rows.values()))]}
        card = f"---\n{yaml.safe_dump(metadata, sort_keys=False).strip()}\n---\n\n# Dataset\n\nExported by privasis-hub.\n"
    (out / "README.md").write_text(card)
    return out


# --- the Privasis build's report and card ---------------------------------------------------


def privasis_report(rows: Iterator[dict], embedder_name: str | None = None) -> dict[str, Any]:
    """Corpus statistics, span verification and diversity metrics for the build report."""
    by_category: Counter[str] = Counter()
    formats: Counter[str] = Counter()
    subcategories, record_types = set(), set()
    words, attrs, groups, ages, texts = [], [], [], [], []
    spans_checked = span_mismatches = 0
    for row in rows:
        by_category[row["category"]] += 1
        formats[row["format"]] += 1
        subcategories.add((row["category"], row["subcategory"]))
        record_types.add(row["record_type"])
        words.append(row["word_count"])
        attrs.append(len(row["attributes"]))
        groups.append(len(row["groups"]))
        ages.append(row["profile"]["age"])
        texts.append(row["text"])
        for a in row["attributes"]:
            for s in a["spans"]:
                spans_checked += 1
                span_mismatches += row["text"][s["start"] : s["end"]] != a["value"]
    n = len(words)
    return {
        "rows": n,
        "by_category": dict(sorted(by_category.items())),
        "num_categories": len(by_category),
        "num_subcategories": len(subcategories),
        "num_record_types": len(record_types),
        "by_format": dict(sorted(formats.items())),
        "words": {"mean": sum(words) / n if n else 0, "min": min(words, default=0), "max": max(words, default=0)},
        "attributes": {"mean": sum(attrs) / n if n else 0, "min": min(attrs, default=0), "max": max(attrs, default=0)},
        "groups": {"min": min(groups, default=0), "max": max(groups, default=0)},
        "min_age": min(ages, default=0),
        "spans_checked": spans_checked,
        "span_mismatches": span_mismatches,
        "diversity": diversity_report(texts, get_embedder(embedder_name)) if texts else {},
    }


def _shard_errors(store) -> list[dict]:
    return [e for k in store.done() for e in store.stats(k)["errors"]]


def write_data(store, out_dir: Path, features: Features, rows: int) -> dict[str, Any]:
    """Write the store's rows as the ``train`` split; return the card's ``dataset_info`` block.

    The block (features, split sizes) also keys ``datasets``' cache, which otherwise ignores which
    files a folder holds: two folders of the same name would share a cache entry.
    """
    tables = (pq.read_table(p) for p in store.parquet_files())
    paths = write_split(out_dir, "train", tables, rows, features)
    size = sum(p.stat().st_size for p in paths)
    return {
        "features": features._to_yaml_list(),
        "splits": [{"name": "train", "num_bytes": size, "num_examples": rows}],
        "download_size": size,
        "dataset_size": size,
    }


def finish_export(
    store, out_dir: Path, features: Features, report: dict[str, Any], card: str, keep_work: bool = False
) -> DatasetDict:
    """Finish a Hub folder whose data is written: card, report, errors; then load it back."""
    errors = _shard_errors(store)
    (out_dir / "build_report.json").write_text(json.dumps(report, indent=2, default=str) + "\n")
    with open(out_dir / "errors.jsonl", "w") as fh:
        for e in errors:
            fh.write(json.dumps(e) + "\n")
    (out_dir / "README.md").write_text(card)
    if not keep_work:
        store.remove()
    if report["rows"] == 0:  # load_dataset refuses an empty split; the folder still documents the failure
        return DatasetDict({"train": Dataset.from_dict({k: [] for k in features}, features=features)})
    # regenerate the cache entry: a rebuilt folder must never be served stale rows
    return load_dataset(str(out_dir), features=features, download_mode="force_redownload",
                        verification_mode="no_checks")


def _metadata(pretty_name: str, rows: int, task_categories: list[str], tags: list[str],
              dataset_info: dict[str, Any], languages: list[str] | None = None) -> str:
    metadata = {
        "license": "cc-by-4.0",
        "language": ["en"],
        "pretty_name": pretty_name,
        "task_categories": task_categories,
        "tags": tags,
        "size_categories": [size_category(rows)],
        "dataset_info": dataset_info,
        "configs": configs_yaml(["train"]),
    }
    if languages:
        metadata["language"] = languages
    return yaml.safe_dump(metadata, sort_keys=False, allow_unicode=True).strip()


def export_build(store, out_dir: Path, cfg, backend, seconds: float, keep_work: bool = False) -> DatasetDict:
    """Turn a finished Privasis shard store into the Hub folder and load it back."""
    from privasis_hub.schema import PRIVASIS_FEATURES

    shard_stats = [store.stats(k) for k in store.done()]
    rejections: Counter[str] = Counter()
    for st in shard_stats:
        rejections.update(st["rejections"])
    report = privasis_report(store.iter_rows(), cfg.embedder)
    tried = sum(st["refine_steps_tried"] for st in shard_stats)
    accepted = sum(st["refine_steps_accepted"] for st in shard_stats)
    report.update(
        attempted=sum(st["attempted"] for st in shard_stats),
        filter_rejections=dict(sorted(rejections.items())),
        errors=len(_shard_errors(store)),
        unlocated_values_dropped=sum(st["unlocated_values_dropped"] for st in shard_stats),
        refinement={"steps_tried": tried, "steps_accepted": accepted,
                    "acceptance_rate": accepted / tried if tried else 0.0},
        timings={"seconds": seconds, "records_per_s": report["rows"] / seconds if seconds else 0.0},
        provenance={"backend": backend.name, "model": backend.model, "seed": cfg.seed},
        config=cfg.content_key() | {"n": cfg.n},
        usage=getattr(backend, "usage", None),
    )
    info = write_data(store, out_dir, PRIVASIS_FEATURES, report["rows"])
    card = render_card(
        "privasis.md.j2",
        front_matter=_metadata("Privasis (synthetic private records)", report["rows"],
                               ["text-generation", "token-classification"],
                               ["privacy", "synthetic", "pii", "sanitization"], info),
        report=report,
        splits={"train": report["rows"]},
        safety_rules=safe_ids.SAFETY_RULES,
    )
    return finish_export(store, out_dir, PRIVASIS_FEATURES, report, card, keep_work)


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
                        keep_work: bool = False) -> DatasetDict:
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
        provenance={"backend": backend.name, "model": backend.model, "seed": cfg.seed, "source": source},
        config=cfg.content_key(),
    )
    info = write_data(store, out_dir, SANITIZATION_FEATURES, report["rows"])
    card = render_card(
        "sanitization.md.j2",
        front_matter=_metadata("Privasis-Sanitization", report["rows"], ["text-generation"],
                               ["privacy", "synthetic", "sanitization", "instruction-following"], info),
        report=report,
        splits={"train": report["rows"]},
        safety_rules=safe_ids.SAFETY_RULES,
    )
    return finish_export(store, out_dir, SANITIZATION_FEATURES, report, card, keep_work)


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


def export_kavach(store, out_dir: Path, cfg, seconds: float, keep_work: bool = False) -> DatasetDict:
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
    info = write_data(store, out_dir, KAVACH_FEATURES, report["rows"])
    card = render_card(
        "kavach.md.j2",
        front_matter=_metadata("Kavach (multilingual PII spans)", report["rows"], ["token-classification"],
                               ["privacy", "pii", "ner", "synthetic", "multilingual"], info,
                               sorted({code.split("-")[0] for code in report["languages"]})),
        report=report,
        splits={"train": report["rows"]},
        safety_rules=safe_ids.SAFETY_RULES,
    )
    return finish_export(store, out_dir, KAVACH_FEATURES, report, card, keep_work)
