"""Score each GGUF file of a quantization ladder beside the full-precision model, before publishing.

Every model (the transformers folder first, then each GGUF file) is run in its own child process, so
its peak memory is its own: load time, generation speed (tokens/s on one fixed prompt, greedy) and the
task's score through the same path as ``privasis run`` + ``privasis eval`` (``run_kavach`` ->
``eval_spans``: F1; ``run_cleaner`` -> ``eval_leak``: successful record). A level whose score is lower
than the full-precision model's by more than ``threshold`` is marked not recommended.
"""

from __future__ import annotations

import json
import multiprocessing
import resource
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError

#: task -> (the score reported, what is counted)
METRICS = {"kavach": ("f1", "documents"), "cleaner": ("successful_record", "records")}
SPEED_PROMPT = "Write the name, phone number and e-mail address of a person, one per line:\n"


def _load(spec: str):
    if spec.endswith(".gguf"):
        from privasis_hub.run.gguf_model import LlamaCppModel

        return LlamaCppModel(spec)
    from privasis_hub.run.models import load_model

    return load_model(spec)


def _new_tokens(model, prompt: str, max_new_tokens: int) -> int:
    if hasattr(model, "generate_tokens"):
        return len(model.generate_tokens([prompt], max_new_tokens=max_new_tokens)[0][1])
    return model.generate_detailed([prompt], max_new_tokens=max_new_tokens)[0][2]


def score_model(spec: str, task: str, dataset: str, split: str, limit: int | None, speed_tokens: int = 64
                ) -> dict[str, Any]:
    """Load ``spec`` (a model folder or a GGUF file), time it and score it on ``task``; runs in a child process."""
    from privasis_hub.eval import eval_leak, eval_spans
    from privasis_hub.run.batch import run_cleaner, run_kavach

    t0 = time.perf_counter()
    model = _load(spec)
    load_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    n = _new_tokens(model, SPEED_PROMPT, speed_tokens)
    tokens_per_s = n / max(time.perf_counter() - t0, 1e-9)
    metric, _ = METRICS[task]
    with tempfile.TemporaryDirectory(prefix="privasis-ladder-") as tmp:
        preds = Path(tmp) / "preds.jsonl"
        if task == "kavach":
            run_kavach(dataset, split, model, preds, limit=limit, progress=False)
            scores = eval_spans(dataset, split, limit=limit, predictions=preds)
        else:
            run_cleaner(dataset, split, model, preds, limit=limit, progress=False)
            scores = eval_leak(dataset, split, preds, limit=limit)
    peak_mb = peak_memory_mb()
    return {"load_s": load_s, "tokens_per_s": tokens_per_s, "peak_memory_mb": peak_mb, "score": scores[metric],
            "score_ci": scores.get(f"{metric}_ci"),
            "num_documents": scores.get("num_documents", scores.get("num_records")),
            "num_errors": scores.get("num_errors", 0)}


def peak_memory_mb() -> float:
    """This process's peak resident memory (Linux VmHWM, which, unlike ``ru_maxrss``, does not carry over
    the parent's peak through the fork + exec that starts a child); ``ru_maxrss`` elsewhere."""
    try:
        with open("/proc/self/status") as f:
            return next(int(line.split()[1]) for line in f if line.startswith("VmHWM:")) / 1024
    except (OSError, StopIteration):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


#: The start of the error :func:`_in_child` raises when the scoring process dies (a native crash).
CRASHED = "the scoring process crashed"


def _in_child(*args) -> dict[str, Any]:
    """:func:`score_model` in a fresh process (its memory is its own); a native crash there (llama.cpp's decode
    segfaulting on a machine or build it does not support) is a clear error naming the model, not a broken pool."""
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=1, mp_context=ctx) as pool:
        try:
            return pool.submit(score_model, *args).result()
        except BrokenProcessPool:
            raise UserError(f"{CRASHED} while scoring {args[0]} (a native crash, e.g. in llama.cpp)",
                            hint="run it again with PYTHONFAULTHANDLER=1 to see where; try another llama-cpp-python "
                                 "build (pip install --force-reinstall --no-cache-dir llama-cpp-python)") from None


def build_ladder(model_dir: str | Path, files: dict[str, Path], task: str, dataset: str | Path, split: str = "test",
                 *, limit: int | None = None, threshold: float = 0.05, progress: bool = True) -> dict[str, Any]:
    """The ladder: the full-precision reference and one row per GGUF file (size, speed, memory, score, delta)."""
    from tqdm.auto import tqdm

    metric, unit = METRICS[task]
    specs = [("transformers", str(model_dir))] + [(q, str(p)) for q, p in files.items()]
    results = {}
    for quant, spec in tqdm(specs, desc="scoring", unit="model", disable=not progress):
        results[quant] = _in_child(spec, task, str(dataset), split, limit)
    reference = results["transformers"]
    rows = []
    for quant, path in files.items():
        r = results[quant]
        delta = r["score"] - reference["score"]
        rows.append({"file": path.name, "quant": quant, "size_mb": path.stat().st_size / 2**20, **r,
                     "delta": delta, "recommended": delta >= -threshold})
    return {"task": task, "metric": metric, "unit": unit, "threshold": threshold, "dataset": Path(dataset).name,
            "split": split, "num_documents": reference["num_documents"], "reference": reference,
            "example_file": rows[-1]["file"] if rows else None, "files": rows}


def ladder_table(ladder: dict[str, Any]) -> str:
    """The ladder as a plain-text table for the terminal."""
    ref = ladder["reference"]
    lines = [f"{'file':<34} {'size MB':>8} {'load s':>7} {'tok/s':>8} {'peak MB':>8} {ladder['metric']:>18} "
             f"{'delta':>7}  verdict",
             f"{'transformers (full precision)':<34} {'':>8} {ref['load_s']:>7.2f} {ref['tokens_per_s']:>8.1f} "
             f"{ref['peak_memory_mb']:>8.0f} {ref['score']:>18.3f} {'':>7}"]
    for r in ladder["files"]:
        lines.append(f"{r['file']:<34} {r['size_mb']:>8.2f} {r['load_s']:>7.2f} {r['tokens_per_s']:>8.1f} "
                     f"{r['peak_memory_mb']:>8.0f} {r['score']:>18.3f} {r['delta']:>+7.3f}  "
                     f"{'recommended' if r['recommended'] else 'NOT recommended'}")
    return "\n".join(lines)


def write_ladder(ladder: dict[str, Any], out: Path) -> Path:
    """``gguf_ladder.json`` in ``out`` (atomic)."""
    path = out / "gguf_ladder.json"
    tmp = out / ".gguf_ladder.json.tmp"
    tmp.write_text(json.dumps(ladder, indent=2) + "\n", encoding="utf-8")
    tmp.replace(path)
    return path
