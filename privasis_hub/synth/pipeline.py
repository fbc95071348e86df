"""The Privasis pipeline: profile → record type → background → format → draft → refine → annotate → group → filter.

:func:`grow_record` grows one record (a pure function of the backend, config, pool and
row index); :func:`build_privasis` runs it over sharded, resumable work and exports a
Hub-ready folder. Rows in one shard run concurrently; the diversity pool P for a shard
is a reservoir sample of the records accepted in earlier shards, so results do not
depend on concurrency and a resumed run reproduces an uninterrupted one.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import gc
import io
import os
import random
import time
import zipfile
from collections import Counter, deque
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
from datasets import DatasetDict
from threadpoolctl import threadpool_limits
from tqdm.auto import tqdm

from privasis_hub import aio
from privasis_hub.diversity import HashingEmbedder, PoolVendi, _cached_tokens, _SecularUpdate, get_embedder
from privasis_hub.errors import UserError
from privasis_hub.guard import build_folder
from privasis_hub.llm import Backend, BackendError, RecordSpec, get_backend
from privasis_hub.llm.base import Draft, RecordTypeChoice
from privasis_hub.schema import (
    PRIVASIS_FEATURES,
    Attribute,
    PrivasisRecord,
    Provenance,
    Refinement,
    RowError,
)
from privasis_hub.seeding import derive_seed, fingerprint
from privasis_hub.shards import ShardStore
from privasis_hub.synth.catalog import REFERENCE_DATE, categories
from privasis_hub.synth.catalog.timeline import issue_day
from privasis_hub.synth.filters import MIN_WORDS, rejection_reason
from privasis_hub.synth.offline import OFFLINE_TYPES, OfflineRecords
from privasis_hub.synth.profile import dated
from privasis_hub.synth.refine import AcceptanceRule, refine
from privasis_hub.synth.report import PrivasisStats

CATEGORY_NAMES: tuple[str, ...] = tuple(categories())
PRIVASIS_SCHEMA = PRIVASIS_FEATURES.arrow_schema
#: Embeddings for the refinement pool when no --embedder is given: 64 hashed dimensions keep the
#: exact d×d eigendecompositions of the acceptance rule cheap. Corpus diversity metrics in the build
#: report use 256 hashed dimensions (or the --embedder model).
POOL_EMBEDDER = "hashing-64"


@dataclass
class BuildConfig:
    """Everything that defines a Privasis build; (config, seed) determines every row."""

    n: int
    seed: int = 0
    backend: str = "offline"
    model: str | None = None
    base_url: str | None = None
    concurrency: int = 8
    refine_steps: int = 3
    alpha: float = 0.5
    beta: float = 0.5
    tau: float = 0.5
    pool_size: int = 300
    no_refine: bool = False
    no_diversity: bool = False
    no_aux: bool = False
    proposals: int = 5
    shard_size: int = 200
    embedder: str | None = None  # None: hashing-64 for the pool, hashing-256 for the report
    min_words: int = MIN_WORDS
    workers: int | None = None

    def rule(self) -> AcceptanceRule:
        return AcceptanceRule(self.alpha, 0.0 if self.no_diversity else self.beta, self.tau)

    def content_key(self) -> dict[str, Any]:
        """The settings that change row content (not n, concurrency, workers or the server URL)."""
        skip = {"n", "concurrency", "base_url", "workers"}
        return {k: v for k, v in asdict(self).items() if k not in skip}


@dataclass
class RowOutcome:
    """What became of one row index: a record, a filter rejection or a backend error."""

    index: int
    row: dict | None = None  # the accepted record, already in its stored (dict) form
    vector: np.ndarray | None = None
    rejected: str | None = None
    error: dict[str, Any] | None = None
    unlocated: int = 0
    steps_tried: int = 0
    steps_accepted: int = 0
    steps_skipped: int = 0  # steps not proposed: the rule could accept no revision (see refine())
    vendi_skipped: int = 0  # steps judged but not embedded: no Vendi gain could make them pass

    @property
    def accepted(self) -> bool:
        return self.rejected is None and self.error is None



def issue_dated(profile, record_type: str, issued: dt.date):
    """The profile and day of a record issued on ``issued`` (:func:`issue_day`): where the person is not yet 18 then
    and :func:`dated` moves the day past their 18th birthday, a giving statement goes out in the January or
    February after that year instead (s19z: not "issued in June for the year before")."""
    profile, day = dated(profile, issued)
    if day != issued and issue_day(record_type, day) != day:
        profile, day = dated(profile, dt.date(day.year + 1, 1 + day.day % 2, min(day.day, 28)))
    return profile, day

async def grow_record(
    backend: Backend, cfg: BuildConfig, index: int, pool: PoolVendi, embed, run_id: str
) -> RowOutcome:
    """Grow, refine, annotate, group and filter the record at row ``index``."""
    row_id = f"prv-{run_id}-{index:07d}"
    seed = derive_seed(cfg.seed, run_id, index)
    rng = random.Random(seed)
    task = "fill_profile"
    try:
        category = rng.choice(CATEGORY_NAMES)
        profile = await backend.fill_profile({}, seed=derive_seed(seed, task))
        # One timeline per record: the document's date, and the person's age on it.
        day = REFERENCE_DATE - dt.timedelta(days=random.Random(derive_seed(seed, "document_date")).randint(0, 730))
        profile, day = dated(profile, day)
        if cfg.no_aux:
            choice, fmt = RecordTypeChoice("", category, ""), ""
        else:
            task = "propose_record_types"
            types = await backend.propose_record_types(
                profile, category, n=cfg.proposals, seed=derive_seed(seed, task)
            )
            choice = rng.choice(types)
        task = "propose_backgrounds"
        background = rng.choice(
            await backend.propose_backgrounds(profile, choice, n=cfg.proposals, seed=derive_seed(seed, task))
        )
        if not cfg.no_aux:
            task = "propose_formats"
            formats = await backend.propose_formats(
                profile, choice, background, n=cfg.proposals, seed=derive_seed(seed, task)
            )
            fmt = rng.choice(formats)
        if (issued := issue_day(choice.record_type, day)) != day:  # (a giving statement after its tax year)
            profile, day = issue_dated(profile, choice.record_type, issued)
        spec = RecordSpec(profile, choice.category, choice.subcategory, choice.record_type, background, fmt,
                          day.isoformat())
        task = "draft"
        draft = await backend.draft(spec, seed=derive_seed(seed, task))
        task = "refine"
        steps = 0 if cfg.no_refine else cfg.refine_steps
        draft, vector, log = await refine(
            backend, spec, draft, steps=steps, rule=cfg.rule(), pool=pool, embed=embed, seed=seed
        )
        task = "annotate"
        attributes = await backend.annotate(spec, draft, seed=derive_seed(seed, task))
        located = [a for a in attributes if a.spans]
        task = "group"
        groups = await backend.group(located, seed=derive_seed(seed, task))
    except BackendError as err:
        return RowOutcome(index, error={"id": row_id, "index": index, "task": task, "error": str(err)})

    record = PrivasisRecord(
        id=row_id,
        identity_ids=[f"person-{run_id}-{index:07d}"],
        profile=profile,
        record_type=spec.record_type,
        category=spec.category,
        subcategory=spec.subcategory,
        background=background,
        format=spec.format,
        document_date=spec.document_date,
        text=draft.text,
        attributes=located,
        groups=groups,
        language="en",
        word_count=len(draft.text.split()),
        provenance=Provenance(backend=backend.name, model=backend.model, seed=cfg.seed),
        refinement=Refinement(len(log), sum(s.accepted for s in log), log),
    )
    check_spans(record)
    reason = rejection_reason(record, cfg.min_words)
    if reason:
        return RowOutcome(index, rejected=reason)
    return RowOutcome(index, row=record.to_dict(), vector=vector, unlocated=len(attributes) - len(located),
                      steps_tried=len(log), steps_accepted=record.refinement.steps_accepted,
                      steps_skipped=steps - len(log), vendi_skipped=sum(s.vendi_gain is None for s in log))


def check_spans(record: PrivasisRecord) -> None:
    """Raise :class:`RowError` if any attribute's span does not hold its value verbatim."""
    for a in record.attributes:
        for s in a.spans:
            if record.text[s.start : s.end] != a.value:
                raise RowError(record.id, f"attributes[{a.key}].spans", f"text at {s.start}:{s.end} is not {a.value!r}")


# --- the diversity pool: a deterministic reservoir of accepted records' embeddings ---------


@dataclass
class Reservoir:
    """Algorithm R over accepted records' embeddings, seeded per shard."""

    size: int
    seen: int = 0
    rows: list[np.ndarray] = field(default_factory=list)

    def add(self, vectors: list[np.ndarray], rng: random.Random) -> None:
        for v in vectors:
            if len(self.rows) < self.size:
                self.rows.append(v)
            else:
                j = rng.randrange(self.seen + 1)
                if j < self.size:
                    self.rows[j] = v
            self.seen += 1

    def matrix(self, dim: int) -> np.ndarray:
        return np.vstack(self.rows) if self.rows else np.zeros((0, dim))

    def dumps(self) -> bytes:
        buf = io.BytesIO()
        np.savez(buf, seen=self.seen, rows=np.vstack(self.rows) if self.rows else np.zeros((0, 0)))
        return buf.getvalue()

    @classmethod
    def loads(cls, size: int, blob: bytes) -> Reservoir:
        data = np.load(io.BytesIO(blob))
        return cls(size=size, seen=int(data["seen"]), rows=list(data["rows"]))


# --- the run --------------------------------------------------------------------------


@dataclass
class ChunkResult:
    """The rows grown for a run of indices: outcomes (without row dicts), the accepted rows, their stats."""

    outcomes: list[RowOutcome]
    table: pa.Table
    stats: PrivasisStats


async def grow_rows(backend, cfg, indices, pool, embed, run_id, report_embedder, bar=None) -> ChunkResult:
    """Grow ``indices`` concurrently; keep accepted rows as an Arrow table and accumulate their report stats."""
    limit = asyncio.Semaphore(max(1, cfg.concurrency))
    tokens: dict[int, tuple[str, ...]] = {}
    vectors: dict[int, np.ndarray] | None = (
        {} if isinstance(report_embedder, HashingEmbedder) and not report_embedder.char_ngrams else None
    )

    async def one(i: int) -> RowOutcome:
        async with limit:
            outcome = await grow_record(backend, cfg, i, pool, embed, run_id)
        if outcome.row is not None:
            text = outcome.row["text"]
            tokens[i] = _cached_tokens(text)  # now, while the text's tokens are still cached
            if vectors is not None:  # and its hashed features, which the refinement's embedding just computed
                vectors[i] = report_embedder.embed([text])[0]
            if bar is not None and bar.n < bar.total:  # rows grown past n are not shown
                bar.update(1)
        return outcome

    outcomes = await asyncio.gather(*(one(i) for i in indices))
    rows = [o.row for o in outcomes if o.row is not None]
    kept = [o.index for o in outcomes if o.row]
    stats = PrivasisStats(report_embedder).add_rows(
        rows, tokens=[tokens[i] for i in kept], vectors=None if vectors is None else [vectors[i] for i in kept]
    )
    table = pa.Table.from_pylist(rows, schema=PRIVASIS_SCHEMA)
    for o in outcomes:
        o.row = None
    return ChunkResult(list(outcomes), table, stats)


_WORKER: dict[str, Any] = {}
#: The offline workers' young-generation collection threshold (Python's default is 700).
WORKER_GC_THRESHOLD = 50_000


def _make_backend(name: str, **kwargs: Any) -> Backend:
    """The stage's own offline generator for ``offline``, else a model backend from privasis_hub.llm."""
    return OfflineRecords() if name == "offline" else get_backend(name, **kwargs)


def _init_worker(backend_name: str, embedder_name: str | None) -> None:
    from privasis_hub.lifetime import die_with_parent

    die_with_parent()  # a kill -9 of the build takes its workers and the lock with it
    threadpool_limits(1)  # small eigen-decompositions run fastest single-threaded, one per core
    _WORKER["backend"] = _make_backend(backend_name)
    _WORKER["embedder"] = get_embedder(embedder_name or POOL_EMBEDDER)
    _WORKER["report_embedder"] = _WORKER["embedder"] if embedder_name else get_embedder(None)
    gc.freeze()  # what the worker inherited lives as long as it does: its collections need not walk it
    # A record's work allocates container objects by the ten thousand, and the template, token and hash caches keep
    # many of them: at the default threshold (700) the young collections walk those again and again (~4 % of a
    # worker's time, measured with gc.callbacks). Cyclic garbage is rare here, so a young collection every
    # WORKER_GC_THRESHOLD net allocations frees it just as well, and memory stays flat.
    gc.set_threshold(WORKER_GC_THRESHOLD, *gc.get_threshold()[1:])


def _grow_chunk(cfg: BuildConfig, indices: list[int], pool_rows: np.ndarray, run_id: str) -> ChunkResult:
    embedder = _WORKER["embedder"]
    result = aio.run(grow_rows(_WORKER["backend"], cfg, indices, PoolVendi(pool_rows),
                               lambda t: embedder.embed([t])[0], run_id, _WORKER["report_embedder"]))
    if not _WORKER.get("warm"):  # the first chunk loaded the catalogue's lazy parts and caches: keep them out of
        _WORKER["warm"] = True   # the collector's full passes too (~3 % of a worker's time without this)
        gc.collect()
        gc.freeze()
    return result


def _default_workers(cfg: BuildConfig) -> int:
    return max(1, cfg.workers) if cfg.workers is not None else (os.cpu_count() or 1)


class _ShardRunner:
    """Grows the rows of one shard, in this process (asyncio) or spread over worker processes."""

    def __init__(self, cfg: BuildConfig, backend: Backend, embedder, report_embedder, run_id: str, bar):
        self.cfg, self.backend, self.embedder, self.run_id, self.bar = cfg, backend, embedder, run_id, bar
        self.report_embedder = report_embedder
        # Offline rows are CPU-bound: spread them over processes. Server-backed rows overlap via asyncio.
        self.workers = _default_workers(cfg) if type(backend) in OFFLINE_TYPES else 1
        if self.workers > 1 and not cfg.no_diversity:
            _SecularUpdate.load()  # scipy's LAPACK binding, imported once here: the forked workers inherit it
        self.executor = (
            ProcessPoolExecutor(self.workers, initializer=_init_worker, initargs=(cfg.backend, cfg.embedder))
            if self.workers > 1
            else None
        )
        self._gc_threshold: tuple[int, ...] | None = None
        if self.executor is None and type(backend) in OFFLINE_TYPES:  # offline rows grown here: as in a worker
            self._gc_threshold = gc.get_threshold()
            gc.set_threshold(WORKER_GC_THRESHOLD, *self._gc_threshold[1:])

    def submit(self, indices: range, pool_rows: np.ndarray):
        """Start growing ``indices``; returns a handle for :meth:`collect`."""
        if self.executor is None:
            return indices, pool_rows
        step = -(-len(indices) // (2 * self.workers))
        return [
            self.executor.submit(_grow_chunk, self.cfg, list(indices[i : i + step]), pool_rows, self.run_id)
            for i in range(0, len(indices), step)
        ]

    def collect(self, handle) -> list[ChunkResult]:
        if self.executor is None:
            indices, pool_rows = handle
            embed = lambda t: self.embedder.embed([t])[0]  # noqa: E731
            return [aio.run(grow_rows(self.backend, self.cfg, indices, PoolVendi(pool_rows), embed, self.run_id,
                                          self.report_embedder, self.bar))]
        results = []
        for future in handle:
            results.append(future.result())
            self.bar.update(max(0, min(results[-1].table.num_rows, self.bar.total - self.bar.n)))
        return results

    def close(self) -> None:
        if self.executor is not None:
            self.executor.shutdown(cancel_futures=True)
        if self._gc_threshold is not None:
            gc.set_threshold(*self._gc_threshold)
            self._gc_threshold = None


#: Shards growing at once. Shard k's diversity pool is the reservoir after shard k - IN_FLIGHT (see
#: :func:`pool_source`), so the next shard can start while one is still growing and no worker waits
#: for a shard's slowest chunk.
IN_FLIGHT = 2


def pool_source(k: int) -> int:
    """The shard whose reservoir is shard ``k``'s pool: none (-1) for shard 0, then shard max(0, k - IN_FLIGHT).

    Shard 1 waits for shard 0 rather than starting from an empty pool: with P empty every
    Vendi gain is 0, so no revision could pass the rule at the default α = τ = 0.5.
    """
    return -1 if k == 0 else max(0, k - IN_FLIGHT)


def run_shards(cfg: BuildConfig, out_dir: Path, backend: Backend, progress: bool = True,
               part: tuple[int, int] = (0, 1)) -> tuple[ShardStore, PrivasisStats]:
    """Grow records shard by shard into ``out_dir/.work`` until ``cfg.n`` are accepted (resumable).

    Returns the store and the report statistics of every stored row. Shard k's pool is a
    reservoir sample of the records accepted in shards 0 .. :func:`pool_source` (k), a pure
    function of the config, so a resumed run reproduces an uninterrupted one.

    ``part=(t, T)``: this is task t of a T-task build (:mod:`privasis_hub.scale`): it tries only
    the row indices t, t + T, t + 2T, ... with its own pool, and T is part of the run id.
    """
    task, tasks = part
    run_id = fingerprint(cfg.content_key() if tasks == 1 else {**cfg.content_key(), "tasks": tasks})
    store = ShardStore(out_dir, {**cfg.content_key(), "n": cfg.n}, PRIVASIS_FEATURES)
    embedder = get_embedder(cfg.embedder or POOL_EMBEDDER)
    dim = embedder.embed(["dimension probe"]).shape[1]
    done = store.done()
    k = len(done)
    reservoir = Reservoir(cfg.pool_size)
    pools = {-1: reservoir.matrix(dim)}  # shard j -> the pool rows after it, while a later shard needs them
    for j in sorted({pool_source(k), pool_source(k + 1), k - 1}):
        if 0 <= j < k:  # done shards' reservoirs
            blob = store.state(j)
            if blob is None:
                raise UserError(f"{out_dir}/.work: shard {j} is marked done but its .state file is missing",
                                hint="rerun with --overwrite to discard the unfinished build's work shards")
            try:
                reservoir = Reservoir.loads(cfg.pool_size, blob)
            except (ValueError, OSError, KeyError, zipfile.BadZipFile) as err:  # a damaged or truncated file
                raise UserError(f"{out_dir}/.work: the .state file of shard {j} is damaged ({type(err).__name__})",
                                hint="rerun with --overwrite to discard the unfinished build's work shards") from None
            pools[j] = reservoir.matrix(dim)
    report_embedder = embedder if cfg.embedder else get_embedder(None)
    stats = PrivasisStats(report_embedder)
    if done:  # resuming: describe the stored rows once
        stats.add_rows(store.iter_rows())
    accepted = stats.rows
    bar = tqdm(total=cfg.n, initial=accepted, desc="privasis records", unit="rec", disable=not progress)
    runner = _ShardRunner(cfg, backend, embedder, report_embedder, run_id, bar)
    in_flight: deque[tuple[int, Any]] = deque()

    def fill() -> None:
        """Start shards while fewer than IN_FLIGHT grow and those growing may not be enough."""
        nonlocal next_k
        while (len(in_flight) < IN_FLIGHT and accepted + cfg.shard_size * len(in_flight) < cfg.n
               and pool_source(next_k) in pools):
            if next_k > 0 and next_k * cfg.shard_size > 20 * cfg.n + 1000:
                raise RuntimeError(
                    f"only {accepted} of {cfg.n} records accepted after {next_k * cfg.shard_size} attempts; "
                    "see .work/shard-*.json for rejection reasons and errors"
                )
            indices = range(task + next_k * cfg.shard_size * tasks, task + (next_k + 1) * cfg.shard_size * tasks, tasks)
            in_flight.append((next_k, runner.submit(indices, pools[pool_source(next_k)])))
            next_k += 1

    next_k = k
    try:
        fill()
        while in_flight:
            k, handle = in_flight.popleft()
            t0 = time.perf_counter()
            results = runner.collect(handle)
            outcomes = [o for r in results for o in r.outcomes]
            kept = [o for o in outcomes if o.accepted][: cfg.n - accepted]
            table = pa.concat_tables([r.table for r in results])
            if len(kept) < table.num_rows:  # the last shard: describe only the rows kept
                table = table.slice(0, len(kept))
                stats.add_rows(table.to_pylist())
            else:
                for r in results:
                    stats.merge(r.stats)
            reservoir.add([o.vector for o in kept], random.Random(derive_seed(cfg.seed, run_id, "pool", k)))
            pools[k] = reservoir.matrix(dim)
            accepted += len(kept)
            fill()  # keep the workers busy while this shard is written
            for j in [j for j in pools if j < pool_source(next_k)]:
                del pools[j]
            store.write(k, table, {
                "attempted": len(outcomes),
                "rejections": dict(Counter(o.rejected for o in outcomes if o.rejected)),
                "errors": [o.error for o in outcomes if o.error],
                "unlocated_values_dropped": sum(o.unlocated for o in kept),
                "refine_steps_tried": sum(o.steps_tried for o in kept),
                "refine_steps_accepted": sum(o.steps_accepted for o in kept),
                "refine_steps_skipped": sum(o.steps_skipped for o in kept),
                "refine_vendi_skipped": sum(o.vendi_skipped for o in kept),
                "seconds": time.perf_counter() - t0,
            }, reservoir.dumps())
            bar.n = accepted
            bar.refresh()
    finally:
        runner.close()
        bar.close()
    return store, stats


def build_privasis(
    n: int,
    seed: int = 0,
    out: str | Path | None = None,
    *,
    backend: str | Backend = "offline",
    progress: bool = False,
    keep_work: bool = False,
    split: Any = "default",
    overwrite: bool = False,
    **options: Any,
) -> DatasetDict:
    """Build ``n`` Privasis records and return them as a ``DatasetDict``; with ``out``, also a Hub-ready folder.

    ``split``: a :class:`privasis_hub.hub.SplitSpec`, ``"default"`` (train/validation/test 0.9/0.05/0.05,
    identity-grouped, seeded with ``seed``) or ``None`` (one train split).

    ``out`` is guarded (:mod:`privasis_hub.guard`): an empty, new or same-kind build folder, locked while
    building, final files swapped in at the end; ``overwrite`` discards an unfinished build's work shards.
    Without ``out`` the build runs in a temporary folder that is removed afterwards.

    ``options`` are :class:`BuildConfig` fields (``refine_steps``, ``no_refine``, ``model``, ...).
    Extra backend settings (``api_key``, ``temperature``) go in ``options["backend_kwargs"]``.
    """
    from privasis_hub.hub import SplitSpec, export_build

    if n < 1:
        raise UserError(f"n must be at least 1, got {n}")
    if split == "default":
        split = SplitSpec(seed=seed)

    backend_kwargs = options.pop("backend_kwargs", {})
    name = backend if isinstance(backend, str) else backend.name
    cfg = BuildConfig(n=n, seed=seed, backend=name, **options)
    if isinstance(backend, str):
        kwargs = dict(backend_kwargs)
        if name == "openai":
            kwargs.update(base_url=cfg.base_url, model=cfg.model, concurrency=cfg.concurrency)
        backend = _make_backend(name, **kwargs)
    if cfg.model is None:
        cfg.model = backend.model
    with build_folder(out, "privasis", overwrite=overwrite) as out_dir:
        store, stats = run_shards(cfg, out_dir, backend, progress=progress)
        # The report's one 256 x 256 eigensolve: multi-threaded BLAS spins for ~0.4 s on a busy machine, not 10 ms
        with threadpool_limits(1, user_api="blas"):
            return export_build(store, out_dir, cfg, backend, seconds=store.seconds(), keep_work=keep_work,
                                split=split, stats=stats)


def attribute_values_found(record: dict) -> bool:
    """True when every attribute value of a stored row occurs verbatim at all its spans."""
    text = record["text"]
    return all(text[s["start"] : s["end"]] == a["value"] for a in record["attributes"] for s in a["spans"])


__all__ = ["BuildConfig", "build_privasis", "grow_record", "Attribute", "Draft"]
