"""Building past one process: datatrove tasks, many servers, local models, a response cache, accounting.

One machine, one process is the default (``privasis build ...``). This module adds:

- **Distributed builds on datatrove** (:func:`build_distributed`): the corpus is cut into
  ``tasks`` deterministic parts; task t of T builds only its part (Privasis and Kavach: row
  indices t, t + T, t + 2T, ... with the task's own diversity pool; sanitization: a contiguous
  slice of source records) into ``<out>/.work/tasks/task-NNNNN/`` with the usual resumable work
  shards. datatrove runs the tasks (``LocalPipelineExecutor``, ``SlurmPipelineExecutor`` or
  ``RayPipelineExecutor``) and records each finished one, so a rerun skips them and resumes the
  unfinished ones shard by shard; a final step merges the tasks' shards in task order, splits
  and exports exactly like a one-process build. The corpus depends on (config, seed, tasks),
  never on timing or worker count: **``--tasks`` is part of the corpus's identity** (it changes
  Privasis and Kavach row ids and which rows share a diversity pool); a one-task build equals the
  one-process build.
- **An inference server per task** (``server="vllm"|"sglang"``): each task starts its own server
  with datatrove's inference servers and talks to it, so a Slurm job array over GPU nodes is one
  command.
- **Backends from settings** (:class:`BackendSpec`): many ``base_url`` s per client, the on-disk
  response cache (on by default for LLM backends), a price table, local models.
- **Accounting** (:func:`llm_section`): calls, tokens, retries, re-asks, errors and cache hits
  per stage and per server, and a cost estimate, written to ``build_report.json`` and the card.

datatrove is the optional extra ``pip install privasis-hub[scale]``.
"""

from __future__ import annotations

import json
import shutil
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from privasis_hub.errors import UserError

if TYPE_CHECKING:  # shards imports datasets: loaded when a build runs, not when the CLI parses options
    from privasis_hub.shards import ShardStore

LLM_BACKENDS = ("openai", "transformers", "vllm")
EXECUTORS = ("local", "slurm", "ray")
SERVERS = ("vllm", "sglang")
TASKS_DIR = "tasks"
USAGE_FILE = "usage.json"


class Submitted(Exception):
    """The build was handed to a scheduler (Slurm); the merge job writes the corpus later."""


# --------------------------------------------------------------------------------------
# Backends from settings
# --------------------------------------------------------------------------------------
@dataclass
class BackendSpec:
    """Everything needed to make a generator backend in any process (picklable).

    ``price_per_mtok``: US dollars per million (input, output) tokens. ``cache``: a folder or
    ``.sqlite`` file for the response cache, ``None`` for the default
    (``$PRIVASIS_CACHE`` or ``~/.cache/privasis-hub``), ``False`` for no cache.
    """

    name: str = "offline"
    model: str | None = None
    base_urls: list[str] = field(default_factory=list)
    concurrency: int = 8
    cache: str | bool | None = None
    price_per_mtok: tuple[float, float] = (0.0, 0.0)
    timeout: float | None = None
    max_retries: int | None = None
    batch_size: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def make(self, base_urls: list[str] | None = None):
        """The backend (``base_urls`` replace the spec's, e.g. a server this task started)."""
        from privasis_hub.llm import get_backend

        if self.name == "offline":
            from privasis_hub.offline import OfflineBackend

            return OfflineBackend()
        if self.name not in LLM_BACKENDS:
            raise UserError(f"unknown backend {self.name!r}; choose offline, {', '.join(LLM_BACKENDS)}")
        if not self.model:
            raise UserError(f"--backend {self.name} needs --model (a server model name or a local model folder)")
        kwargs: dict[str, Any] = dict(self.extra)
        kwargs["cache"] = self._cache()
        kwargs["price_per_1k_input"] = self.price_per_mtok[0] / 1000
        kwargs["price_per_1k_output"] = self.price_per_mtok[1] / 1000
        if self.name == "openai":
            urls = base_urls or self.base_urls
            if not urls:
                raise UserError("--backend openai needs --base-url (repeat it, or give a file of URLs) or --server")
            kwargs.update(base_url=urls, model=self.model, concurrency=self.concurrency)
            if self.timeout is not None:
                kwargs["timeout"] = self.timeout
            if self.max_retries is not None:
                kwargs["max_retries"] = self.max_retries
        else:
            kwargs.update(model=self.model, concurrency=self.concurrency)
            if self.batch_size is not None:
                kwargs["batch_size"] = self.batch_size
        try:
            return get_backend(self.name, **kwargs)
        except (ImportError, FileNotFoundError) as err:
            raise UserError(f"--backend {self.name} --model {self.model}: {err}") from None

    def _cache(self):
        from privasis_hub.llm.cache import ResponseCache

        if self.cache is False:
            return None
        return ResponseCache(None if self.cache in (None, True) else self.cache)


def llm_section(backends: list[Any], usage_files: list[Path] = (), price_per_mtok=(0.0, 0.0)) -> dict[str, Any]:
    """The report's ``llm`` block: usage per stage and per server, cache, cost estimate.

    Sums the live ``backends`` and the ``usage.json`` files distributed tasks left behind.
    """
    parts = [backend_usage(b) for b in backends if hasattr(b, "usage")]
    parts += [json.loads(p.read_text()) for p in usage_files if p.exists()]
    total: dict[str, float] = {}
    by_stage: dict[str, dict[str, float]] = {}
    endpoints: dict[str, dict[str, Any]] = {}
    cache: dict[str, Any] = {}
    for part in parts:
        for k, v in part["usage"].items():
            total[k] = total.get(k, 0) + v
        for stage, counts in part["usage_by_stage"].items():
            acc = by_stage.setdefault(stage, {})
            for k, v in counts.items():
                acc[k] = acc.get(k, 0) + v
        for e in part.get("endpoints", []):
            acc = endpoints.setdefault(e["url"], {"url": e["url"], "calls": 0, "errors": 0, "prompt_tokens": 0,
                                                  "completion_tokens": 0, "latency_s_total": 0.0,
                                                  "max_latency_s": 0.0, "times_taken_out": 0, "seconds_out": 0.0,
                                                  "errors_by_kind": {}})
            for k in ("calls", "errors", "prompt_tokens", "completion_tokens"):
                acc[k] += e.get(k, 0)
            acc["latency_s_total"] += (e["mean_latency_s"] or 0.0) * e["calls"]
            acc["max_latency_s"] = max(acc["max_latency_s"], e["max_latency_s"] or 0.0)
            acc["times_taken_out"] += e["times_taken_out"]
            acc["seconds_out"] += e["seconds_out"]
            for kind, count in e["errors_by_kind"].items():
                acc["errors_by_kind"][kind] = acc["errors_by_kind"].get(kind, 0) + count
        if part.get("cache"):
            c = part["cache"]
            for k in ("hits", "misses", "writes"):
                cache[k] = cache.get(k, 0) + c[k]
            cache.update(path=c["path"], entries=c["entries"], bytes=c["bytes"])
    for e in endpoints.values():
        e["mean_latency_s"] = e.pop("latency_s_total") / e["calls"] if e["calls"] else None
    if cache.get("path"):  # the size now, after every task wrote to it
        from privasis_hub.llm.cache import ResponseCache

        live = ResponseCache(cache["path"])
        cache.update(entries=len(live), bytes=live.size_bytes())
        live.close()
    section: dict[str, Any] = {
        "usage": total,
        "usage_by_stage": by_stage,
        "endpoints": list(endpoints.values()),
        "cache": cache or None,
    }
    p_in, p_out = price_per_mtok
    if p_in or p_out:
        section["cost_estimate"] = {
            "price_per_mtok_usd": {"input": p_in, "output": p_out},
            "usd": total.get("prompt_tokens", 0) / 1e6 * p_in + total.get("completion_tokens", 0) / 1e6 * p_out,
            "note": "tokens answered by the server in this build (cache hits cost nothing and are not counted)",
        }
    return section


def backend_usage(backend: Any) -> dict[str, Any]:
    """A backend's counters in the form :func:`llm_section` sums."""
    cache = getattr(backend, "cache", None)
    report = getattr(backend, "endpoint_report", None)
    return {
        "backend": backend.name,
        "model": backend.model,
        "usage": dict(backend.usage),
        "usage_by_stage": {k: dict(v) for k, v in getattr(backend, "usage_by_task", {}).items()},
        "endpoints": report() if report else [],
        "cache": cache.report() if cache is not None else None,
    }


def write_llm_report(out_dir: Path, section: dict[str, Any]) -> None:
    """Add the ``llm`` block to ``build_report.json`` and a "Generation cost" section to the card."""
    report_path = out_dir / "build_report.json"
    report = json.loads(report_path.read_text()) if report_path.exists() else {}
    report["llm"] = section
    report_path.write_text(json.dumps(report, indent=2, default=str) + "\n")
    card = out_dir / "README.md"
    if not card.exists():
        return
    u = section["usage"]
    lines = ["", "## Generation cost", "",
             f"- LLM calls answered by a model: {int(u.get('calls', 0)):,}; "
             f"retries {int(u.get('retries', 0)):,}; re-asks {int(u.get('reasks', 0)):,}; "
             f"failed calls {int(u.get('errors', 0)):,}; answered from the cache {int(u.get('cache_hits', 0)):,}",
             f"- Tokens: {int(u.get('prompt_tokens', 0)):,} prompt, {int(u.get('completion_tokens', 0)):,} completion"]
    if "cost_estimate" in section:
        c = section["cost_estimate"]
        lines.append(f"- Estimated cost: ${c['usd']:,.2f} at ${c['price_per_mtok_usd']['input']:g} / "
                     f"${c['price_per_mtok_usd']['output']:g} per million input / output tokens")
    if section["endpoints"]:
        lines.append(f"- Servers: {len(section['endpoints'])} (per-server calls, latency and errors in "
                     "`build_report.json`)")
    text = card.read_text()
    marker = "\n## Generation cost\n"
    if marker in text:
        text = text[: text.index(marker)].rstrip("\n") + "\n"
    card.write_text(text + "\n".join(lines) + "\n")


# --------------------------------------------------------------------------------------
# An inference server per task (datatrove's servers)
# --------------------------------------------------------------------------------------
class ServerThread:
    """A datatrove vLLM / SGLang server run for the lifetime of one task, in its own event loop.

    The pipelines open a fresh event loop per shard; the server's process is owned by this
    thread's loop, so it outlives them. :meth:`start` blocks until ``/v1/models`` answers.
    """

    def __init__(self, server: str, model: str, rank: int, *, tp: int = 1, max_context: int = 8192,
                 start_timeout: float = 1800.0, model_kwargs: dict | None = None):
        if server not in SERVERS:
            raise ValueError(f"--server must be one of {', '.join(SERVERS)}, got {server!r}")
        self.server_type, self.model, self.rank, self.tp = server, model, rank, tp
        self.max_context, self.start_timeout, self.model_kwargs = max_context, start_timeout, model_kwargs
        self.base_url: str | None = None
        self._ready = threading.Event()
        self._stop: Any = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._main, name=f"{server}-server-{rank}", daemon=True)

    def config(self):
        """datatrove's ``InferenceConfig`` for this server."""
        from datatrove.pipeline.inference.run_inference import InferenceConfig

        return InferenceConfig(server_type=self.server_type, model_name_or_path=self.model, tp=self.tp,
                               model_max_context=self.max_context, model_kwargs=self.model_kwargs)

    def _server(self):
        if self.server_type == "vllm":
            from datatrove.pipeline.inference.servers.vllm_server import VLLMServer as cls
        else:
            from datatrove.pipeline.inference.servers.sglang_server import SGLangServer as cls
        return cls(self.config(), self.rank)

    def _main(self) -> None:
        import asyncio

        async def serve() -> None:
            self._stop = asyncio.Event()
            server = self._server()
            async with server:
                deadline = time.monotonic() + self.start_timeout
                while not await server.is_ready():
                    task = server._bg_start_server_task
                    if task is not None and task.done() and task.exception() is not None:
                        raise task.exception()
                    if time.monotonic() > deadline:
                        raise TimeoutError(f"the {self.server_type} server did not answer within {self.start_timeout:g}s")
                    await asyncio.sleep(2.0)
                self.base_url = server.get_base_url().rstrip("/") + "/v1"
                self._ready.set()
                await self._stop.wait()

        try:
            asyncio.run(serve())
        except BaseException as err:  # surfaced by start()
            self._error = err
        finally:
            self._ready.set()

    def start(self) -> str:
        """Start the server; its ``/v1`` URL once it answers."""
        self._thread.start()
        self._ready.wait()
        if self._error is not None or self.base_url is None:
            raise RuntimeError(f"could not start the {self.server_type} server for {self.model!r}: {self._error}")
        return self.base_url

    def stop(self) -> None:
        if self._stop is not None and self._thread.is_alive():
            loop = getattr(self._stop, "_loop", None)
            if loop is not None:
                loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout=120)


# --------------------------------------------------------------------------------------
# Distributed builds
# --------------------------------------------------------------------------------------
@dataclass
class ScaleOptions:
    """How a build is spread: executor, tasks, workers, Slurm settings, a server per task."""

    executor: str = "local"
    tasks: int = 1
    workers: int | None = None  # tasks at once (local: processes; ray: concurrent tasks)
    cpus_per_task: int = 1
    slurm_partition: str | None = None
    slurm_time: str | None = None
    slurm_gpus_per_task: int = 0
    slurm_env_command: str | None = None
    slurm_job_name: str = "privasis-build"
    slurm_sbatch_args: dict[str, Any] = field(default_factory=dict)
    server: str | None = None
    server_tp: int = 1
    server_max_context: int = 8192
    logging_dir: str | None = None

    def check(self) -> None:
        if self.executor not in EXECUTORS:
            raise UserError(f"--executor must be one of {', '.join(EXECUTORS)}, got {self.executor!r}")
        if self.tasks < 1:
            raise UserError(f"--tasks must be at least 1, got {self.tasks}")
        if self.workers is not None and self.workers < 1:
            raise UserError(f"--workers must be at least 1, got {self.workers}")
        if self.executor == "slurm" and not (self.slurm_partition and self.slurm_time):
            raise UserError("--executor slurm needs --slurm-partition and --time (e.g. --time 24:00:00)")
        if self.server is not None and self.server not in SERVERS:
            raise UserError(f"--server must be one of {', '.join(SERVERS)}, got {self.server!r}")


@dataclass
class ScaleBuild:
    """One distributed build: which corpus, its library arguments, its backend and how it is spread."""

    corpus: str  # "privasis" | "sanitization" | "kavach"
    out: str
    build_kwargs: dict[str, Any]
    backend: BackendSpec
    scale: ScaleOptions

    # -- layout ---------------------------------------------------------------------------
    @property
    def work(self) -> Path:
        return Path(self.out) / ".work"

    def task_dir(self, rank: int) -> Path:
        return self.work / TASKS_DIR / f"task-{rank:05d}"

    def logging_dir(self) -> str:
        return self.scale.logging_dir or str(self.work / "datatrove")

    def identity(self) -> dict[str, Any]:
        """What a rerun into the same folder must match (timing and worker settings excluded)."""
        kwargs = {k: v for k, v in self.build_kwargs.items() if k not in ("progress", "concurrency", "base_url", "workers")}
        return {"corpus": self.corpus, "tasks": self.scale.tasks, "backend": self.backend.name,
                "model": self.backend.model, "build": json.loads(json.dumps(kwargs, default=repr, sort_keys=True))}

    def claim(self) -> None:
        """Refuse a folder holding another build; record this one's identity."""
        from privasis_hub.shards import ConfigMismatchError

        self.work.mkdir(parents=True, exist_ok=True)
        path = self.work / "scale.json"
        blob = json.dumps(self.identity(), sort_keys=True, indent=1)
        if path.exists() and path.read_text() != blob:
            raise ConfigMismatchError(
                f"{self.out} holds an unfinished distributed build with other settings (see {path}); "
                "use a new --out folder or pass --overwrite"
            )
        if not path.exists() and any(p.name != "scale.json" for p in self.work.iterdir()):
            raise ConfigMismatchError(
                f"{self.out} holds an unfinished one-process build; finish it without --executor, "
                "use a new --out folder or pass --overwrite"
            )
        path.write_text(blob)

    # -- one task -------------------------------------------------------------------------
    def task_size(self, rank: int) -> int:
        n, tasks = self.build_kwargs["n"], self.scale.tasks
        return n // tasks + (rank < n % tasks)

    def run_task(self, rank: int) -> None:
        """Build task ``rank``'s part into its own work folder (resumable), then record its usage."""
        server = None
        try:
            urls = None
            if self.scale.server:
                server = ServerThread(self.scale.server, self.backend.model, rank, tp=self.scale.server_tp,
                                      max_context=self.scale.server_max_context)
                urls = [server.start()]
            backend = self.backend.make(urls) if self.corpus != "kavach" else None
            self._build_part(rank, backend)
            if backend is not None and hasattr(backend, "usage"):
                (self.task_dir(rank) / USAGE_FILE).write_text(json.dumps(backend_usage(backend), default=str))
        finally:
            if server is not None:
                server.stop()

    def _build_part(self, rank: int, backend) -> None:
        part = (rank, self.scale.tasks)
        out = self.task_dir(rank)
        out.mkdir(parents=True, exist_ok=True)
        kw = dict(self.build_kwargs)
        for k in ("out", "progress", "keep_work", "split", "backend", "overwrite"):
            kw.pop(k, None)
        if self.corpus == "privasis":
            from privasis_hub.synth.pipeline import BuildConfig, run_shards

            kw.pop("backend_kwargs", None)
            n, seed = kw.pop("n"), kw.pop("seed", 0)
            kw["workers"] = self.scale.cpus_per_task  # parallelism comes from the tasks
            cfg = BuildConfig(n=self.task_size(rank), seed=seed, backend=backend.name, **kw)
            cfg.model = cfg.model or backend.model
            del n
            run_shards(cfg, out, backend, progress=False, part=part)
        elif self.corpus == "kavach":
            from privasis_hub.kavach.pipeline import build_kavach

            n, seed = kw.pop("n"), kw.pop("seed", 0)
            del n
            build_kavach(self.task_size(rank), seed, out, progress=False, split=None, part=part, export=False, **kw)
        elif self.corpus == "sanitization":
            from privasis_hub.sanitize.pipeline import build_sanitization

            source = kw.pop("source")
            kw.pop("n", None)
            build_sanitization(source, out, backend=backend, progress=False, split=None, part=part, export=False,
                               **kw)
        else:
            raise ValueError(f"unknown corpus {self.corpus!r}")

    # -- the final step -------------------------------------------------------------------
    def merge(self, seconds: float = 0.0):
        """Merge the tasks' shards (task order), split and export as a one-process build does."""
        from privasis_hub import hub

        store = MergedStore.open(self)
        kw = dict(self.build_kwargs)
        split = kw.get("split", "default")
        keep_work = kw.get("keep_work", False)
        out = Path(self.out)
        usage_files = [self.task_dir(r) / USAGE_FILE for r in range(self.scale.tasks)]
        info = _BackendInfo(self.backend.name, self.backend.model or _default_model(self.corpus, self.backend))
        if self.corpus == "privasis":
            from privasis_hub.synth.pipeline import BuildConfig

            options = {k: v for k, v in kw.items() if k not in ("n", "seed", "out", "progress", "keep_work", "split",
                                                               "backend", "backend_kwargs", "overwrite")}
            cfg = BuildConfig(n=kw["n"], seed=kw.get("seed", 0), backend=info.name, **options)
            cfg.model = cfg.model or info.model
            if split == "default":
                split = hub.SplitSpec(seed=cfg.seed)
            info.usage = llm_section([], usage_files)["usage"] if self.backend.name != "offline" else None
            dd = hub.export_build(store, out, cfg, info, seconds=seconds, keep_work=True, split=split)
        elif self.corpus == "kavach":
            from privasis_hub.kavach.pipeline import KavachConfig

            options = {k: v for k, v in kw.items() if k not in ("n", "seed", "out", "progress", "keep_work", "split",
                                                               "languages", "conditions", "overwrite")}
            cfg = KavachConfig(n=kw["n"], seed=kw.get("seed", 0), languages=tuple(kw.get("languages") or ()),
                               conditions=tuple(kw.get("conditions") or ()), **options)
            if split == "default":
                split = hub.SplitSpec(seed=cfg.seed, stratify_by="language")
            dd = hub.export_kavach(store, out, cfg, seconds=seconds, keep_work=True, split=split)
        else:
            from privasis_hub.sanitize.pipeline import SanitizeConfig
            from privasis_hub.sanitize.targets import TargetConfig

            source = kw["source"]
            options = {k: v for k, v in kw.items()
                       if k in SanitizeConfig.__dataclass_fields__ and k not in ("targets", "backend")}
            cfg = SanitizeConfig(backend=info.name, targets=kw.get("targets") or TargetConfig(), **options)
            cfg.model = cfg.model or info.model
            if split == "default":
                split = hub.SplitSpec(key_column="record_id", key_to_split=hub.source_splits(source))
            dd = hub.export_sanitization(store, out, cfg, info, source=str(source), seconds=seconds, keep_work=True,
                                         split=split)
        report_path = out / "build_report.json"
        report = json.loads(report_path.read_text())
        report["distributed"] = {"executor": self.scale.executor, "tasks": self.scale.tasks,
                                 "workers": self.scale.workers, "server": self.scale.server,
                                 "rows_per_task": store.rows_per_task(),
                                 "note": "--tasks is part of the corpus's identity: the same command with "
                                         "another --tasks builds another corpus"}
        report_path.write_text(json.dumps(report, indent=2, default=str) + "\n")
        if self.backend.name != "offline":
            write_llm_report(out, llm_section([], usage_files, self.backend.price_per_mtok))
        if not keep_work:
            shutil.rmtree(self.work, ignore_errors=True)
        return dd


def _default_model(corpus: str, spec: BackendSpec) -> str:
    if spec.name != "offline":
        return spec.model or ""
    return "kavach-procedural" if corpus == "kavach" else "procedural"


@dataclass
class _BackendInfo:
    """What the exporters read of a backend (its name, model and usage) after the tasks are done."""

    name: str
    model: str
    usage: dict[str, Any] | None = None


class MergedStore:
    """The done shards of every task, in task order, behind the :class:`ShardStore` read interface."""

    def __init__(self, stores: list[ShardStore], build: ScaleBuild):
        self.stores = stores
        self.build = build
        self._index = [(t, k) for t, s in enumerate(stores) for k in s.done()]

    @classmethod
    def open(cls, build: ScaleBuild) -> MergedStore:
        from privasis_hub.shards import ShardStore

        stores = []
        for rank in range(build.scale.tasks):
            work = build.task_dir(rank) / ".work"
            if not (work / "config.json").exists():
                raise RuntimeError(f"task {rank} left no work shards in {work}; rerun the same command to finish it")
            store = ShardStore.__new__(ShardStore)
            store.work = work
            store.features = None
            stores.append(store)
        return cls(stores, build)

    def done(self) -> list[int]:
        return list(range(len(self._index)))

    def stats(self, index: int) -> dict[str, Any]:
        t, k = self._index[index]
        return self.stores[t].stats(k)

    def state(self, index: int) -> bytes | None:
        t, k = self._index[index]
        return self.stores[t].state(k)

    def files(self) -> list[str]:
        return [str(self.stores[t]._path(k, "arrow")) for t, k in self._index]

    def iter_rows(self, columns: list[str] | None = None) -> Iterator[dict]:
        from privasis_hub.shards import read_table

        for path in self.files():
            for batch in read_table(path, columns).to_batches(max_chunksize=1000):
                yield from batch.to_pylist()

    def rows_per_task(self) -> list[int]:
        return [sum(s.stats(k)["rows"] for k in s.done()) for s in self.stores]

    def remove(self) -> None:
        shutil.rmtree(self.build.work, ignore_errors=True)


def _datatrove_steps():
    """The two datatrove pipeline steps (defined lazily: datatrove is an optional extra)."""
    from privasis_hub.extras import require

    PipelineStep = require("datatrove.pipeline.base", what="a distributed build (--executor)").PipelineStep  # noqa: N806

    class BuildTask(PipelineStep):
        """Task ``rank`` of a :class:`ScaleBuild`: build its part of the corpus."""

        name = "privasis-hub build part"
        type = "🏗 BUILD"

        def __init__(self, build: ScaleBuild):
            super().__init__()
            self.build = build

        def run(self, data, rank: int = 0, world_size: int = 1):
            if world_size != self.build.scale.tasks:
                raise RuntimeError(f"the executor runs {world_size} tasks but the build has {self.build.scale.tasks}")
            from privasis_hub.lifetime import die_with_parent

            die_with_parent()  # a local executor's worker dies with the build (a no-op in the main process)
            self.build.run_task(rank)
            self.stat_update("tasks_built")
            return data

    class MergeTask(PipelineStep):
        """The final step: merge the tasks' shards, split, export (one task)."""

        name = "privasis-hub merge and export"
        type = "📦 EXPORT"

        def __init__(self, build: ScaleBuild):
            super().__init__()
            self.build = build

        def run(self, data, rank: int = 0, world_size: int = 1):
            self.build.merge()
            return data

    return BuildTask, MergeTask


def make_executor(build: ScaleBuild, pipeline: list, *, tasks: int, logging_dir: str, depends=None,
                  job_name: str | None = None):
    """The datatrove executor for ``build.scale.executor``."""
    s = build.scale
    if s.executor == "local":
        from datatrove.executor import LocalPipelineExecutor

        return LocalPipelineExecutor(pipeline=pipeline, tasks=tasks, workers=s.workers or 1, logging_dir=logging_dir,
                                     depends=depends)
    if s.executor == "slurm":
        from datatrove.executor import SlurmPipelineExecutor

        return SlurmPipelineExecutor(
            pipeline=pipeline, tasks=tasks, time=s.slurm_time, partition=s.slurm_partition,
            cpus_per_task=s.cpus_per_task, gpus_per_task=s.slurm_gpus_per_task, workers=s.workers or -1,
            job_name=job_name or s.slurm_job_name, env_command=s.slurm_env_command,
            sbatch_args=s.slurm_sbatch_args or None, logging_dir=logging_dir, depends=depends,
        )
    from datatrove.executor import RayPipelineExecutor

    return RayPipelineExecutor(pipeline=pipeline, tasks=tasks, workers=s.workers or -1, logging_dir=logging_dir,
                               cpus_per_task=s.cpus_per_task)


def build_distributed(corpus: str, build_kwargs: dict[str, Any], backend: BackendSpec, scale: ScaleOptions):
    """Build a corpus with datatrove; returns its ``DatasetDict`` (raises :class:`Submitted` on Slurm).

    ``build_kwargs`` are the arguments of :func:`~privasis_hub.build_privasis`,
    :func:`~privasis_hub.kavach.pipeline.build_kavach` or
    :func:`~privasis_hub.sanitize.pipeline.build_sanitization` (``out`` included; ``backend`` is
    ``backend``). Rerun the same call to resume: finished tasks are skipped.
    """
    scale.check()
    if scale.server and backend.name != "openai":
        raise UserError("--server starts an OpenAI-compatible server per task: use it with --backend openai")
    out = build_kwargs.get("out")
    if out is None:
        raise UserError("a distributed build needs an output folder (out=...)")
    if corpus == "sanitization":
        build_kwargs = {**build_kwargs, "n": None}
    from privasis_hub.guard import output_folder

    sources = [build_kwargs["source"]] if corpus == "sanitization" else []
    overwrite = bool(build_kwargs.get("overwrite"))
    build_kwargs = {k: v for k, v in build_kwargs.items() if k != "overwrite"}
    with output_folder(out, corpus, sources=sources, overwrite=overwrite):
        return _build_distributed(corpus, out, build_kwargs, backend, scale)


def _build_distributed(corpus: str, out, build_kwargs: dict[str, Any], backend: BackendSpec, scale: ScaleOptions):
    build = ScaleBuild(corpus, str(out), dict(build_kwargs), backend, scale)
    build.claim()
    BuildTask, MergeTask = _datatrove_steps()
    t0 = time.perf_counter()
    executor = make_executor(build, [BuildTask(build)], tasks=scale.tasks, logging_dir=build.logging_dir())
    if scale.executor == "slurm":
        merge = make_executor(build, [MergeTask(build)], tasks=1, logging_dir=build.logging_dir() + "-merge",
                              depends=executor, job_name=scale.slurm_job_name + "-merge")
        merge.run()
        raise Submitted(
            f"submitted {scale.tasks} build tasks and a dependent merge job to Slurm (partition "
            f"{scale.slurm_partition}); the corpus appears in {out} when the merge job ends. Logs: "
            f"{build.logging_dir()}. Rerun the same command to resubmit unfinished tasks."
        )
    executor.run()
    missing = [r for r in range(scale.tasks) if not executor.is_rank_completed(r)]
    if missing:
        raise RuntimeError(
            f"tasks {missing} of {scale.tasks} did not finish (logs in {build.logging_dir()}/logs); "
            "rerun the same command: finished tasks are skipped and the rest resume from their shards"
        )
    return build.merge(seconds=time.perf_counter() - t0)


def task_progress(out: str | Path) -> dict[str, Any]:
    """For a running or interrupted distributed build: per task, shards and rows written so far."""
    root = Path(out) / ".work" / TASKS_DIR
    progress = {}
    for task in sorted(root.glob("task-*")):
        markers = sorted((task / ".work").glob("shard-*.json"))
        progress[task.name] = {"shards": len(markers),
                               "rows": sum(json.loads(m.read_text())["rows"] for m in markers)}
    return progress


# --------------------------------------------------------------------------------------
# The command line's entry (privasis_hub.cli._add_scale_args)
# --------------------------------------------------------------------------------------
_BUILDERS = {
    "privasis": ("privasis_hub.synth.pipeline", "build_privasis"),
    "sanitization": ("privasis_hub.sanitize.pipeline", "build_sanitization"),
    "kavach": ("privasis_hub.kavach.pipeline", "build_kavach"),
}


def spec_from_args(args: Any, corpus: str) -> BackendSpec:
    """The backend settings of a ``privasis build`` command line."""
    if corpus == "kavach":
        return BackendSpec("offline")
    from privasis_hub.llm.endpoints import parse_base_urls

    try:
        urls = parse_base_urls(args.base_url) if args.base_url else []
    except (ValueError, FileNotFoundError) as err:
        raise UserError(f"--base-url: {err}") from None
    return BackendSpec(
        name=args.backend, model=args.model, base_urls=urls, concurrency=args.concurrency,
        cache=False if args.no_cache else args.cache_dir, price_per_mtok=tuple(args.price_per_mtok),
        timeout=args.request_timeout, max_retries=args.max_retries, batch_size=args.batch_size,
    )


def scale_from_args(args: Any) -> ScaleOptions:
    """The distribution settings of a ``privasis build`` command line."""
    return ScaleOptions(
        executor=args.executor, tasks=args.tasks or 1, workers=args.workers, cpus_per_task=args.cpus_per_task,
        slurm_partition=args.slurm_partition, slurm_time=args.slurm_time, slurm_gpus_per_task=args.gpus_per_task,
        slurm_env_command=args.slurm_env_command, server=getattr(args, "server", None),
        server_tp=getattr(args, "tp", 1), server_max_context=getattr(args, "server_max_context", 8192),
    )


def run_cli_build(args: Any, inner, corpus: str) -> int:
    """Run a ``privasis build`` command: unchanged for a one-process offline build; otherwise the
    command's own build call is routed here (same arguments) to make the backend from
    :class:`BackendSpec` or to run the build as datatrove tasks."""
    import importlib
    import inspect

    if args.tasks is not None and args.executor is None:
        raise UserError("--tasks needs --executor (local, slurm or ray)")
    spec = spec_from_args(args, corpus)
    if args.executor is None and spec.name == "offline":
        if getattr(args, "server", None):
            raise UserError("--server needs --executor and --backend openai")
        return inner(args)
    scale = scale_from_args(args) if args.executor else None
    if getattr(args, "server", None):
        if scale is None:
            raise UserError("--server starts a server per datatrove task: add --executor local|slurm|ray")
        if not args.model:
            raise UserError("--server needs --model (the model each task's server loads)")
        args.base_url = args.base_url or ["http://started-per-task/v1"]  # the command's own check needs one
    module = importlib.import_module(_BUILDERS[corpus][0])
    name = _BUILDERS[corpus][1]
    real = getattr(module, name)
    signature = inspect.signature(real)

    def routed(*a, **kw):
        setattr(module, name, real)  # one call is routed; the build's own calls reach the real function
        bound = signature.bind(*a, **kw)
        kwargs = dict(bound.arguments)
        kwargs.update(kwargs.pop("options", {}))
        if scale is not None:
            kwargs.pop("backend", None)
            return build_distributed(corpus, kwargs, spec, scale)
        backend = spec.make()
        kwargs["backend"] = backend
        dd = real(**kwargs)
        if kwargs.get("out") is not None:
            write_llm_report(Path(kwargs["out"]), llm_section([backend], price_per_mtok=spec.price_per_mtok))
        return dd

    setattr(module, name, routed)
    try:
        return inner(args)
    finally:
        setattr(module, name, real)


__all__ = ["BackendSpec", "ScaleBuild", "ScaleOptions", "Submitted", "build_distributed", "llm_section",
           "write_llm_report"]
