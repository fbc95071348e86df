"""On-device cost of the small models on this CPU: sanitize a 527-word record, extract PII from 600 characters.

For each model the script measures, in a fresh child process per configuration (so peak memory is that
configuration's own): load time, time to first token (a one-token generation of the first prompt), total
time of the whole job, generated tokens per second and peak resident memory; sanitization both chunked
(<= 512-character chunks, one prompt each) and whole (one prompt); each with the transformers model and
with every GGUF level (converted and quantized here with llama.cpp's own tools).

Without model paths it builds tiny random models here (a Qwen3 cleaner and a Gemma-3 extractor of under a
million parameters, tokenizers trained on fresh offline builds): their answers are noise, but the cost
figures are real for their size. Pass real models to fill the same table for them:

    python benchmarks/on_device.py                                           # tiny models, built here
    python benchmarks/on_device.py --cleaner Qwen/Qwen3-0.6B --extractor path/to/kavach-gemma3-270m \\
        --quant f16 q8_0 q4_k_m

The record is the paper's mean length (527 words). A pure-Python calibration loop is timed before every
configuration (this machine's speed drifts up to 2x); compare ratios within one run. ``load MB`` is
what loading the model added to the resident memory (weights, context/KV cache, and the libraries the
backend imports: torch for transformers, llama.cpp for GGUF); ``peak MB`` the child's peak resident memory
(interpreter and libraries included); ``job MB`` that peak minus the memory before the model loaded. Each configuration
ends in one line ``RESULT task=... mode=... backend=... load_s=... ttft_s=... total_s=... tokens=...
tokens_per_s=... peak_mb=... calib_s=...``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import re
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.calibration import calibrate  # noqa: E402

RECORD_WORDS = 527
DOCUMENT_CHARS = 600
INSTRUCTION = ("Remove the person's full name, phone number and street address; replace the date of birth "
               "with the birth year. Keep the dates of the visits.")


def _texts(seed: int = 0) -> tuple[str, str]:
    """A record of ~527 words (offline Privasis records joined, cut at a sentence end) and a 600-character document."""
    import privasis_hub
    from privasis_hub.kavach.pipeline import build_kavach

    records = privasis_hub.build_privasis(n=12, seed=seed, split=None)["train"]["text"]
    joined = "\n\n".join(records)
    ends = [m.end() for m in re.finditer(r"\S+", joined)]
    record = joined[: ends[RECORD_WORDS - 1]]
    docs = build_kavach(40, seed=seed, split=None)["train"]["text"]
    joined = "\n\n".join(docs)
    document = joined[: joined.rfind(" ", 0, DOCUMENT_CHARS)]
    return record, document


class Counting:
    """A model wrapper that counts the tokens each ``generate`` produced."""

    def __init__(self, model) -> None:
        self.model, self.tokens = model, 0
        self.name = getattr(model, "name", "model")
        self.tokenizer = getattr(model, "tokenizer", None)

    def generate(self, prompts, *, max_new_tokens=512, temperature=0.0, seed=None, repetition_penalty=None):
        kwargs = {"max_new_tokens": max_new_tokens, "temperature": temperature, "seed": seed,
                  "repetition_penalty": repetition_penalty}
        if hasattr(self.model, "generate_tokens"):  # llama.cpp
            out = self.model.generate_tokens(prompts, **kwargs)
            self.tokens += sum(len(ids) for _, ids in out)
            return [text for text, _ in out]
        out = self.model.generate_detailed(prompts, **kwargs)
        self.tokens += sum(n for _, _, n in out)
        return [text for text, _, _ in out]


def measure(spec: str, task: str, mode: str, record: str, document: str, max_new_tokens: int) -> dict:
    """One configuration, in a child process: load, time to first token, the whole job, tokens/s, peak memory."""
    from privasis_hub.run.extract import extract_many, kavach_prompt
    from privasis_hub.run.models import load_model
    from privasis_hub.run.sanitize import prompt_for, sanitize_many

    base_mb = _rss_mb()  # the interpreter and the libraries, before the model
    t0 = time.perf_counter()
    model = Counting(load_model(spec))
    load_s = time.perf_counter() - t0
    load_mb = _rss_mb() - base_mb
    first = prompt_for(INSTRUCTION, record[:512]) if task == "sanitize" else kavach_prompt(document)
    t0 = time.perf_counter()
    model.generate([first], max_new_tokens=1)
    ttft_s = time.perf_counter() - t0
    model.tokens = 0
    t0 = time.perf_counter()
    if task == "sanitize":
        sanitize_many([(record, INSTRUCTION)], model, chunked=mode == "chunked", max_new_tokens=max_new_tokens)
    else:
        extract_many([document], model, max_new_tokens=max_new_tokens, raise_errors=False)
    total_s = time.perf_counter() - t0
    return {"load_s": load_s, "ttft_s": ttft_s, "total_s": total_s, "tokens": model.tokens,
            "tokens_per_s": model.tokens / total_s, "load_mb": load_mb, "peak_mb": _peak_mb(), "job_peak_mb": _peak_mb() - base_mb}


def _status_mb(key: str) -> float:
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith(key + ":")) / 1024


def _rss_mb() -> float:
    return _status_mb("VmRSS")


def _peak_mb() -> float:
    """Peak resident memory of this process since it started (VmHWM: unlike ru_maxrss, not inherited over exec)."""
    return _status_mb("VmHWM")


def parameters(folder: Path) -> int:
    """Parameters stored in a model folder's safetensors files (read from their headers; no weights loaded)."""
    from safetensors import safe_open

    total = 0
    for f in sorted(folder.glob("*.safetensors")):
        with safe_open(f, framework="np") as st:
            for key in st.keys():
                shape = st.get_slice(key).get_shape()
                total += math.prod(shape)
    return total


def _tiny(kind: str, folder: Path) -> Path:
    import privasis_hub
    from privasis_hub.kavach.pipeline import build_kavach
    from privasis_hub.sanitize.pipeline import build_sanitization
    from privasis_hub.train import build_tiny_model

    if kind == "cleaner":
        privasis_hub.build_privasis(n=40, seed=1, out=folder / "privasis", split=None)
        build_sanitization(folder / "privasis", out=folder / "sanitization", split=None)
        return build_tiny_model(str(folder / "sanitization"), "qwen3", folder / "tiny-cleaner")
    build_kavach(200, seed=1, out=folder / "kavach", split=None)
    return build_tiny_model(str(folder / "kavach"), "gemma3", folder / "tiny-extractor")


def main(argv: list[str] | None = None) -> None:
    """Parse the arguments, build or take the models, convert them, measure every configuration."""
    from privasis_hub.ondevice.convert import export_files

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cleaner", help="a Qwen3 cleaner folder (default: a tiny one built here)")
    parser.add_argument("--extractor", help="a Gemma-3 Kavach extractor folder (default: a tiny one built here)")
    parser.add_argument("--quant", nargs="+", default=["f16", "q8_0", "q4_k_m"], help="GGUF levels to measure")
    parser.add_argument("--max-new-tokens", type=int, default=256,
                        help="cap per prompt (default 256; random tiny models never stop on their own)")
    args = parser.parse_args(argv)
    record, document = _texts()
    print(f"record: {len(record.split())} words, {len(record)} characters; document: {len(document)} characters")
    ctx = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory(prefix="privasis-on-device-") as tmp:
        tmp = Path(tmp)
        models = {"sanitize": Path(args.cleaner) if args.cleaner else _tiny("cleaner", tmp),
                  "extract": Path(args.extractor) if args.extractor else _tiny("extractor", tmp)}
        for task, folder in models.items():
            print(f"model {task}: {parameters(folder):,} parameters ({folder.name})")
        rows = []
        for task, folder in models.items():
            (tmp / f"gguf-{task}").mkdir()
            files = export_files(folder, tmp / f"gguf-{task}", args.quant)
            backends = [("transformers", str(folder))] + [(f"gguf-{q}", str(p)) for q, p in files.items()]
            for mode in (("chunked", "whole") if task == "sanitize" else ("windows",)):
                for backend, spec in backends:
                    calib = calibrate()
                    with ProcessPoolExecutor(max_workers=1, mp_context=ctx) as pool:
                        r = pool.submit(measure, spec, task, mode, record, document, args.max_new_tokens).result()
                    rows.append({"task": task, "mode": mode, "backend": backend, **r, "calib_s": calib})
    print(f"\n{'task':<9} {'mode':<8} {'backend':<14} {'load s':>7} {'TTFT s':>7} {'total s':>8} {'tokens':>7} "
          f"{'tok/s':>8} {'load MB':>8} {'peak MB':>8} {'job MB':>7} {'calib s':>8}")
    for r in rows:
        print(f"{r['task']:<9} {r['mode']:<8} {r['backend']:<14} {r['load_s']:>7.2f} {r['ttft_s']:>7.3f} "
              f"{r['total_s']:>8.2f} {r['tokens']:>7} {r['tokens_per_s']:>8.1f} {r['load_mb']:>8.1f} "
              f"{r['peak_mb']:>8.0f} {r['job_peak_mb']:>7.0f} {r['calib_s']:>8.3f}")
    print()
    for r in rows:
        print("RESULT " + " ".join(f"{k}={v:.4g}" if isinstance(v, float) else f"{k}={v}" for k, v in r.items()))


if __name__ == "__main__":
    main()
