"""``privasis eval robustness``: a span system scored on a Kavach split under each of the 18 corruptions.

Every corruption of :mod:`privasis_hub.kavach.corrupt` carries the gold spans through, so each
corrupted split is scored exactly like the clean one (:func:`privasis_hub.metrics.spans.span_scores`):
exact F1, label-agnostic redaction recall and the false-positive rate on documents without PII, each
with a bootstrap CI, and the drop from the clean score.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError

#: The figures reported per corruption (all from span_scores; each has a ``<name>_ci``).
FIGURES = ("f1", "redaction_recall", "fp_rate_clean")


def corrupted_splits(texts: list[str], entities: list[list[dict]], seed: int = 0,
                     names: list[str] | None = None) -> dict[str, tuple[list[str], list[list[dict]]]]:
    """``{corruption: (texts, gold spans)}`` for every corruption in ``names`` (default: all 18), plus ``clean``."""
    from privasis_hub.kavach.corrupt import CORRUPTIONS, apply_suite
    from privasis_hub.kavach.spans import Doc, Entity

    unknown = [n for n in names or () if n not in CORRUPTIONS]
    if unknown:
        raise UserError(f"--corruptions: unknown corruption {unknown[0]!r}", hint=f"known: {', '.join(CORRUPTIONS)}")
    docs = [Doc(t, [Entity(label=e["label"], text=t[e["start"]:e["end"]], start=e["start"], end=e["end"])
                    for e in ents]) for t, ents in zip(texts, entities, strict=True)]
    out = {"clean": (list(texts), [[_span(e) for e in d.entities] for d in docs])}
    for name, rows in apply_suite(docs, seed).items():
        if names and name not in names:
            continue
        out[name] = ([d.text for d in rows], [[_span(e) for e in d.entities] for d in rows])
    return out


def _span(e) -> dict:
    return {"label": e.label, "start": e.start, "end": e.end}


def eval_robustness(dataset: str | Path, split: str, system: str, *, base_url: str | None = None,
                    limit: int | None = None, seed: int = 0, corruptions: list[str] | None = None,
                    n_bootstrap: int = 1000) -> dict[str, Any]:
    """Score ``system`` on the clean split and on each corruption; returns ``{"system", "rows", "num_documents"}``.

    ``rows`` holds one dict per condition (``clean`` first): ``corruption``, each of :data:`FIGURES` with
    its ``_ci``, ``delta_<figure>`` (corrupted minus clean) and ``num_errors``.
    """
    from tqdm.auto import tqdm

    from privasis_hub.corpus_io import read_split
    from privasis_hub.metrics.spans import span_scores
    from privasis_hub.run.systems import check_span_spec, load_span_system

    check_span_spec(system, base_url)
    ds = read_split(dataset, split, "eval robustness", limit)
    conditions = corrupted_splits(ds["text"], ds["entities"], seed=seed, names=corruptions)
    languages = ds["language"] if "language" in ds.column_names else None
    recognizer = load_span_system(system, base_url=base_url)  # loaded once for all conditions
    info = {"name": system, "mode": recognizer.mode}
    rows = []
    for name, (texts, gold) in tqdm(conditions.items(), desc="corruptions", unit="corruption"):
        preds = recognizer.predict_many(list(texts), progress=False)
        num_errors = getattr(recognizer, "num_errors", 0)
        scores = span_scores(preds, gold, texts=texts, languages=languages, n_bootstrap=n_bootstrap, seed=seed)
        row = {"corruption": name, "num_errors": num_errors}
        for fig in FIGURES:
            row[fig] = scores[fig]
            row[f"{fig}_ci"] = scores.get(f"{fig}_ci")
        rows.append(row)
    clean = rows[0]
    for row in rows:
        for fig in FIGURES:
            row[f"delta_{fig}"] = row[fig] - clean[fig]
    return {"system": info, "dataset": Path(dataset).name, "split": split, "seed": seed,
            "num_documents": ds.num_rows, "rows": rows}


def _ci(ci) -> str:
    return f"[{ci[0]:.3f}, {ci[1]:.3f}]" if ci else ""


def robustness_table(result: dict[str, Any]) -> str:
    """The per-corruption results as a Markdown table (also used by the model card)."""
    lines = ["| corruption | F1 | 95% CI | Δ F1 | redaction recall | Δ recall | FP rate (clean docs) |",
             "|---|---|---|---|---|---|---|"]
    for r in result["rows"]:
        lines.append(f"| {r['corruption']} | {r['f1']:.3f} | {_ci(r['f1_ci'])} | {r['delta_f1']:+.3f} | "
                     f"{r['redaction_recall']:.3f} | {r['delta_redaction_recall']:+.3f} | {r['fp_rate_clean']:.3f} |")
    return "\n".join(lines)


def write_result(result: dict[str, Any], out: str | Path) -> Path:
    """Write ``result`` as JSON to ``out`` (atomically) and return the path."""
    out = Path(out)
    tmp = out.with_name(f".{out.name}.tmp")
    tmp.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(out)
    return out
