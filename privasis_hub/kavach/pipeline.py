"""Build the Kavach corpus: blueprints → documents → derived conditions → gates → rows, resumable.

Each row index gets a :class:`~privasis_hub.kavach.generate.Blueprint` (language, domain,
layout, negative or not); some documents also get a derived version under a transform
condition (ASR, OCR, masking, adversarial formatting) that shares the identity and names the
original in ``source_ids``. Documents failing a quality gate are counted and left out.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from contextlib import nullcontext
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from datasets import DatasetDict
from tqdm.auto import tqdm

from privasis_hub.errors import UserError
from privasis_hub.guard import build_folder
from privasis_hub.kavach.conditions import LAYOUT_CONDITIONS, TRANSFORMS
from privasis_hub.kavach.gates import gate
from privasis_hub.kavach.generate import DOMAINS, NEGATIVE_SHARE, Blueprint, code_switch_language, compose
from privasis_hub.kavach.languages import LANGUAGES
from privasis_hub.kavach.spans import Doc
from privasis_hub.schema import KAVACH_FEATURES, PIPELINE_VERSION
from privasis_hub.seeding import derive_seed, fingerprint
from privasis_hub.shards import ShardStore

KAVACH_INSTRUCTION = (
    "Extract every piece of personally identifiable information from the text. Answer with a JSON list "
    'of objects {"label": <PII label>, "text": <the value exactly as written in the text>}, one per '
    "distinct value, and [] if there is none."
)
#: Written between the text and the answer, so the completion never runs on from the text's last line.
KAVACH_ANSWER_CUE = "\n\nAnswer:\n"
DERIVE_SHARE = 0.45


def kavach_prompt(text: str) -> str:
    """The corpus's ``prompt`` for ``text`` (a document, or one window of it at inference).

    The instruction, a blank line, the text, then an ``Answer:`` line: the completion (a JSON list)
    starts on a line of its own, so a document ending in ``[`` or ``]`` cannot blur where it begins.
    """
    return f"{KAVACH_INSTRUCTION}\n\n{text}{KAVACH_ANSWER_CUE}"


@dataclass
class KavachConfig:
    """Everything that defines a Kavach build; (config, seed) determines every row."""

    n: int
    seed: int = 0
    languages: tuple[str, ...] = ()
    conditions: tuple[str, ...] = ()
    negative_share: float = NEGATIVE_SHARE
    derive_share: float = DERIVE_SHARE
    shard_size: int = 500

    def content_key(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if k != "n"}


def completion(doc: Doc) -> str:
    """The value-only JSON target: each distinct (label, text) once, in order of first appearance."""
    seen, out = set(), []
    for e in sorted(doc.entities, key=lambda e: e.start):
        if (e.label, e.text) not in seen:
            seen.add((e.label, e.text))
            out.append({"label": e.label, "text": e.text})
    return json.dumps(out, ensure_ascii=False)


def _radical_inverse(i: int, base: int) -> float:
    """The van der Corput radical inverse of ``i`` in ``base`` (one coordinate of a Halton point)."""
    out, scale = 0.0, 1.0 / base
    while i:
        i, digit = divmod(i, base)
        out += digit * scale
        scale /= base
    return out


def _plan_point(cfg: KavachConfig, index: int, run_id: str, n_layouts: int) -> tuple[int, float, float]:
    """(layout slot, negative coordinate, derive coordinate) of document ``index``.

    Layouts take turns (``index`` modulo their number, rotated by the seed); the negative and derive
    coordinates are a 2-D Halton point of ``index`` in the two smallest prime bases that do not divide the
    number of layouts (so each layout's every-n-th subsequence stays evenly spread), shifted by seed-derived
    offsets (a Cranley-Patterson rotation). Every layout, every transform and each one's negative share stay
    within a few documents of their targets at any ``n``, where independent draws would scatter them by
    several points. The language comes from where the negative coordinate falls inside its class's interval,
    so every language gets its share of negatives and of positives (independent draws left ``el``, ``ta``
    and ``ta-Latn`` without a negative at ``--n 600``).
    """
    n = max(n_layouts, 1)
    offsets = random.Random(derive_seed(cfg.seed, run_id, "plan"))
    shift = offsets.randrange(n)
    b1, b2 = [p for p in (2, 3, 5, 7, 11, 13, 17, 19) if n % p][:2]
    u_negative = (_radical_inverse(index + 1, b1) + offsets.random()) % 1.0
    u_derive = (_radical_inverse(index + 1, b2) + offsets.random()) % 1.0
    return (index + shift) % n, u_negative, u_derive


def blueprint(cfg: KavachConfig, index: int, run_id: str) -> Blueprint:
    """The deterministic plan of document ``index``."""
    seed = derive_seed(cfg.seed, run_id, index)
    rng = random.Random(seed)
    languages = cfg.languages or tuple(LANGUAGES)
    conditions = cfg.conditions or (LAYOUT_CONDITIONS + tuple(TRANSFORMS))
    layouts = [c for c in conditions if c in LAYOUT_CONDITIONS] or ["clean"]
    transforms = [c for c in conditions if c in TRANSFORMS]
    slot, u_negative, u_derive = _plan_point(cfg, index, run_id, len(layouts))
    only_transforms = transforms and not [c for c in conditions if c in LAYOUT_CONDITIONS]
    derive = None
    if transforms and (only_transforms or u_derive < cfg.derive_share):
        share = 1.0 if only_transforms else cfg.derive_share
        derive = transforms[min(int(u_derive / share * len(transforms)), len(transforms) - 1)]
    negative = u_negative < cfg.negative_share
    u_language = u_negative / cfg.negative_share if negative else (u_negative - cfg.negative_share) / (1 - cfg.negative_share)
    language = languages[min(int(u_language * len(languages)), len(languages) - 1)]
    domain = rng.choice(sorted(DOMAINS))
    layout = layouts[slot]
    if layout == "code_switch" and code_switch_language(language) is None:
        # Code-switching pairs languages of one script. A language without a partner keeps its slot (so it
        # keeps its share of negatives at any --n) and takes another layout instead.
        others = [x for x in layouts if x != "code_switch"] or ["clean"]
        layout = others[rng.randrange(len(others))]
    return Blueprint(index, language, domain, layout, negative, derive, seed)


def _row(doc: Doc, bp: Blueprint, condition: str, row_id: str, source_ids: list[str], engine: str) -> dict:
    return {
        "id": row_id,
        "identity_ids": [f"kv-person-{row_id.split('-')[1]}-{bp.index:07d}"],
        "source_ids": source_ids,
        "language": bp.language,
        "script": LANGUAGES[bp.language].script,
        "domain": bp.domain,
        "condition": condition,
        "condition_engine": engine,
        "text": doc.text,
        "entities": [
            {"label": e.label, "text": e.text, "start": e.start, "end": e.end} for e in doc.entities
        ],
        "is_negative": bp.negative,
        "prompt": kavach_prompt(doc.text),
        "completion": completion(doc),
        "provenance": {
            "backend": "offline",
            "model": "kavach-procedural",
            "seed": bp.seed,
            "pipeline_version": PIPELINE_VERSION,
        },
    }


def grow(cfg: KavachConfig, index: int, run_id: str) -> tuple[list[dict], Counter]:
    """The rows of one blueprint (original, maybe a derived version) and the gate rejections."""
    bp = blueprint(cfg, index, run_id)
    rejected: Counter[str] = Counter()
    rows: list[dict] = []
    doc = compose(bp)
    primary_id = f"kv-{run_id}-{index:07d}"
    if (reason := gate(doc, bp.language, bp.layout, bp.negative)) is not None:
        rejected[reason] += 1
        return rows, rejected
    engine = f"{bp.language}+{code_switch_language(bp.language)}" if bp.layout == "code_switch" else ""
    rows.append(_row(doc, bp, bp.layout, primary_id, [], engine))
    if bp.derive:
        result = TRANSFORMS[bp.derive](doc, random.Random(derive_seed(bp.seed, bp.derive)), bp.language)
        derived, engine = result if isinstance(result, tuple) else (result, "")
        if (reason := gate(derived, bp.language, bp.derive, bp.negative)) is not None:
            rejected[reason] += 1
        else:
            rows.append(_row(derived, bp, bp.derive, f"{primary_id}-{bp.derive}", [primary_id], engine))
    return rows, rejected


def build_kavach(
    n: int,
    seed: int = 0,
    out: str | Path | None = None,
    *,
    languages: Sequence[str] = (),
    conditions: Sequence[str] = (),
    progress: bool = False,
    keep_work: bool = False,
    split: Any = "default",
    overwrite: bool = False,
    part: tuple[int, int] = (0, 1),
    export: bool = True,
    **options: Any,
) -> DatasetDict | None:
    """Build ``n`` Kavach documents; returns a ``DatasetDict`` and, with ``out``, writes a Hub-ready folder.

    ``split="default"``: identity- and source-grouped train/validation/test, stratified by language with a
    minimum number of test documents per language; ``None``: one train split.
    ``part=(t, T)`` and ``export=False``: task t of a T-task build (:mod:`privasis_hub.scale`) writes only
    its work shards (row indices t, t + T, ...; T is part of the run id) and returns None.
    """
    from privasis_hub.hub import SplitSpec, export_kavach

    if split == "default":
        split = SplitSpec(seed=seed, stratify_by="language")

    if n < 1:
        raise UserError(f"n must be at least 1, got {n}")
    unknown = [x for x in languages if x not in LANGUAGES]
    if unknown:
        raise UserError(f"unknown language code(s) {', '.join(map(str, unknown))} in --languages",
                        hint=f"valid codes: {', '.join(sorted(LANGUAGES))}")
    known_conditions = set(LAYOUT_CONDITIONS) | set(TRANSFORMS)
    unknown = [x for x in conditions if x not in known_conditions]
    if unknown:
        raise UserError(f"unknown condition(s) {', '.join(map(str, unknown))} in --conditions",
                        hint=f"valid conditions: {', '.join(sorted(known_conditions))}")
    cfg = KavachConfig(n=n, seed=seed, languages=tuple(languages), conditions=tuple(conditions), **options)
    task, tasks = part
    run_id = fingerprint(cfg.content_key() if tasks == 1 else {**cfg.content_key(), "tasks": tasks})
    # a task of a distributed build (export=False) writes into a folder privasis_hub.scale manages
    guard = build_folder(out, "kavach", overwrite=overwrite) if export else nullcontext(Path(out))
    with guard as out_dir:
        store = ShardStore(out_dir, {**cfg.content_key(), "n": n}, KAVACH_FEATURES)
        done = store.done()
        have = sum(store.stats(k)["rows"] for k in done)
        bar = tqdm(total=n, initial=have, desc="kavach documents", unit="doc", disable=not progress)
        k = len(done)
        while have < n:
            rows: list[dict] = []
            rejected: Counter[str] = Counter()
            for index in range(task + k * cfg.shard_size * tasks, task + (k + 1) * cfg.shard_size * tasks, tasks):
                got, why = grow(cfg, index, run_id)
                rows.extend(got)
                rejected.update(why)
            # with --conditions, originals of other layouts are sources only: derived rows still name them
            rows = [r for r in rows if not cfg.conditions or r["condition"] in cfg.conditions][: n - have]
            store.write(k, rows, {"attempted": cfg.shard_size, "rejections": dict(rejected), "errors": []})
            have += len(rows)
            bar.update(len(rows))
            k += 1
            if k * cfg.shard_size > 20 * n + 1000:
                raise RuntimeError(
                    f"only {have} of {n} Kavach documents passed the gates; see .work/shard-*.json"
                )
        bar.close()
        if not export:
            return None
        return export_kavach(store, out_dir, cfg, seconds=store.seconds(), keep_work=keep_work,
                             split=split)
