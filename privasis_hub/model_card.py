"""Model cards for the trained sanitizer ("cleaner"), the Kavach PII extractor and the PII tagger.

:func:`render_model_card` fills a Jinja template of ``model_cards/`` (shipped inside the
package as ``privasis_hub/cards``) and returns a :class:`huggingface_hub.ModelCard` whose YAML
metadata holds a ``model-index`` built from the JSON that ``privasis eval leak --out`` and
``privasis eval spans --out`` write, so the Hub shows the scores (CIs go in the card's table).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import jinja2
from huggingface_hub import EvalResult, ModelCard, ModelCardData

from privasis_hub.errors import UserError

__all__ = [
    "LEAK_METRICS",
    "SPAN_METRICS",
    "TEMPLATES",
    "eval_results_from_scores",
    "load_scores",
    "model_card_from_folder",
    "render_model_card",
    "score_kind",
]

#: template per task
TEMPLATES = {"cleaner": "cleaner.md.j2", "kavach": "kavach_extractor.md.j2", "tagger": "tagger.md.j2"}

#: (key in the privasis_leak result, readable name) shown in the card and the model-index
LEAK_METRICS = (
    ("full_successful_record", "Full Successful Record"),
    ("successful_record", "Successful Record"),
    ("successful_attribute", "Successful Attribute"),
    ("successful_attribute_per_record", "Successful Attribute / Record"),
    ("retention_success", "Retention Success"),
    ("degenerate_rate", "Degenerate Output Rate"),
    ("direct_normalised_successful_record", "Successful Record (normalised direct)"),
)
#: (key in the pii_span_f1 result, readable name)
SPAN_METRICS = (
    ("precision", "Span Precision"),
    ("recall", "Span Recall"),
    ("f1", "Span F1"),
    ("macro_f1", "Macro F1"),
    ("redaction_f1", "Redaction F1"),
    ("fp_rate_clean", "False-positive rate on clean documents"),
    ("hallucination_rate", "Hallucination rate"),
)
_KIND = {
    "leak": ("privasis_leak", "text-generation", "PII sanitization", LEAK_METRICS),
    "spans": ("pii_span_f1", "token-classification", "PII extraction", SPAN_METRICS),
}
_TASK_KIND = {"cleaner": "leak", "kavach": "spans", "tagger": "spans"}
# training arguments worth a row in the card, in this order (all of them go to training_args.json)
_SHOWN_ARGS = (
    "learning_rate", "lr_scheduler_type", "warmup_steps", "warmup_ratio", "weight_decay", "optim",
    "num_train_epochs", "max_steps", "per_device_train_batch_size", "gradient_accumulation_steps",
    "max_length", "completion_only_loss", "loss_type", "packing", "bf16", "gradient_checkpointing", "seed",
    "use_peft", "lora_r", "lora_alpha", "lora_target_modules", "load_in_4bit",
)  # fmt: skip

_ENV = jinja2.Environment(
    loader=jinja2.PackageLoader("privasis_hub", "cards"),
    keep_trailing_newline=True,
    trim_blocks=True,
    lstrip_blocks=True,
    undefined=jinja2.StrictUndefined,
)


def score_kind(scores: Mapping[str, Any]) -> str:
    """``"leak"`` for a privasis_leak result, ``"spans"`` for a pii_span_f1 result; ValueError otherwise."""
    if "successful_record" in scores and "num_records" in scores:
        return "leak"
    if "f1" in scores and "num_documents" in scores:
        return "spans"
    raise UserError(
        "not a privasis_leak or pii_span_f1 result (expected the JSON of `privasis eval leak --out` or "
        f"`privasis eval spans --out`); its keys are {sorted(scores)[:12]}"
    )


def load_scores(path: str | Path) -> dict[str, Any]:
    """Read a scores JSON file written by ``privasis eval leak|spans --out``; errors name the file."""
    path = Path(path)
    try:
        scores = json.loads(path.read_text())
    except FileNotFoundError:
        raise UserError(f"{path}: no such scores file; write one with `privasis eval ... --out`") from None
    except json.JSONDecodeError as err:
        raise UserError(f"{path}: not valid JSON ({err})") from None
    if not isinstance(scores, dict):
        raise UserError(f"{path}: expected a JSON object of scores, got {type(scores).__name__}")
    try:
        score_kind(scores)
    except ValueError as err:
        raise UserError(f"{path}: {err}") from None
    return scores


def _as_named(results: Mapping[str, Any] | None) -> dict[str, dict[str, Any]]:
    """``{name: scores}``; a bare scores dict becomes ``{"test": scores}``."""
    if not results:
        return {}
    if not isinstance(results, Mapping):
        raise TypeError(f"eval_results must be a dict, got {type(results).__name__}")
    try:
        score_kind(results)
    except ValueError:
        return {str(k): dict(v) for k, v in results.items()}
    return {"test": dict(results)}


def hub_dataset_name(dataset: str) -> str:
    """A Hub dataset id as it is; a local folder (``out/sanitization``) as its folder name, never a local path."""
    text = str(dataset)
    if text.count("/") == 1 and not Path(text).exists() and not text.startswith((".", "/")):
        return text
    return Path(text).resolve().name or text


def eval_results_from_scores(
    scores: Mapping[str, Any], *, dataset: str, split: str = "test", config: str | None = None,
    dataset_name: str | None = None,
) -> list[EvalResult]:
    """The ``model-index`` entries of one metric result (its point estimates; the CIs stay in the table)."""
    metric_id, task_type, task_name, metrics = _KIND[score_kind(scores)]
    dataset = hub_dataset_name(dataset)
    out = []
    for key, name in metrics:
        value = scores.get(key)
        if not isinstance(value, int | float):
            continue  # a rate with a zero denominator is None: nothing to report
        out.append(EvalResult(
            task_type=task_type, task_name=task_name, dataset_type=dataset, dataset_name=dataset_name or dataset,
            dataset_split=split, metric_type=f"{metric_id}/{key}", metric_name=name, metric_value=round(value, 4),
            metric_config=config,
        ))
    return out


def _rows(named: Mapping[str, Mapping[str, Any]], metrics) -> list[dict[str, Any]]:
    rows = []
    for key, name in metrics:
        cells = []
        for scores in named.values():
            value, ci = scores.get(key), scores.get(f"{key}_ci")
            if not isinstance(value, int | float):
                cells.append("n/a")
            elif isinstance(ci, list | tuple) and len(ci) == 2 and all(isinstance(x, int | float) for x in ci):
                cells.append(f"{value:.3f} [{ci[0]:.3f}, {ci[1]:.3f}]")
            else:
                cells.append(f"{value:.3f}")
        rows.append({"name": name, "key": key, "cells": cells})
    return rows


def render_model_card(
    task: str,
    *,
    model_id: str,
    base_model: str,
    dataset: str,
    training_args: dict,
    eval_results: dict | None = None,
    **extra: Any,
) -> ModelCard:
    """Render the model card of a trained ``"cleaner"``, ``"kavach"`` (extractor) or ``"tagger"`` model.

    ``eval_results`` maps a run name ("chunked", "whole", "test", ...) to the JSON result of
    ``privasis eval leak`` (cleaner) or ``privasis eval spans`` (kavach, tagger); a bare result counts as
    ``{"test": result}``. Every run goes into the ``model-index`` and the evaluation table.
    Optional ``extra``: ``eval_dataset`` (default ``dataset``), ``eval_split`` (default "test"),
    ``baselines`` ({name: result}, shown in the table only), ``tiny`` (True: a CPU smoke model),
    ``recipe`` (config path), ``launch`` (the command that trained it), ``license``, ``language``,
    ``train_loss`` (list of (step, loss)), ``num_parameters``, ``adapter`` (True for a LoRA adapter),
    ``robustness`` (a ``privasis eval robustness`` result), ``gguf_ladder`` (a ``gguf_ladder.json``).
    """
    if task not in TEMPLATES:
        raise UserError(f"task must be one of {sorted(TEMPLATES)}, got {task!r}")
    if not isinstance(training_args, Mapping):
        raise TypeError(f"training_args must be a dict, got {type(training_args).__name__}")
    kind = _TASK_KIND[task]
    named = _as_named(eval_results)
    baselines = _as_named(extra.pop("baselines", None))
    for name, scores in {**named, **baselines}.items():
        if score_kind(scores) != kind:
            what = "privasis eval leak" if kind == "leak" else "privasis eval spans"
            raise UserError(f"eval result {name!r} is a {score_kind(scores)} result; a {task} card needs `{what}`")
    eval_dataset = extra.pop("eval_dataset", None) or dataset
    eval_split = extra.pop("eval_split", "test")
    results = [r for name, scores in named.items() for r in eval_results_from_scores(
        scores, dataset=eval_dataset, split=eval_split, config=name if len(named) > 1 else None)]
    adapter = bool(extra.pop("adapter", False))
    tags = ["privasis-hub", "privacy"] + (["token-classification", "pii", "ner"] if task == "tagger" else
                                          ["trl", "sft"] + (["sanitization"] if task == "cleaner" else ["pii", "ner"]))
    if adapter:
        tags.append("lora")
    language = extra.pop("language", None)
    card_data = ModelCardData(
        model_name=model_id.rsplit("/", 1)[-1],
        base_model=base_model if "/" in base_model and not Path(base_model).exists() else None,
        datasets=[dataset] if "/" in dataset and not Path(dataset).exists() else None,
        eval_results=results or None,
        language=language,
        library_name="peft" if adapter else "transformers",
        license=extra.pop("license", "apache-2.0"),
        pipeline_tag="token-classification" if task == "tagger" else "text-generation",
        tags=tags,
    )
    _, _, _, metrics = _KIND[kind]
    columns = list(named) + [f"{name} (baseline)" for name in baselines]
    context = {
        "card_data": card_data.to_yaml(),
        "task": task,
        "task_kind": kind,
        "model_id": model_id,
        "base_model": base_model,
        "dataset": dataset,
        "eval_dataset": eval_dataset,
        "eval_split": eval_split,
        "columns": columns,
        "rows": _rows({**named, **{f"b:{k}": v for k, v in baselines.items()}}, metrics),
        "num_eval": {name: scores.get("num_records", scores.get("num_documents")) for name, scores in named.items()},
        "levels": {name: scores.get("levels_evaluated") for name, scores in named.items()},
        "errors": {name: scores.get("num_errors") or 0 for name, scores in named.items()},
        "per_label": next(iter(named.values())).get("per_label", {}) if kind == "spans" and named else {},
        "training_args": {k: training_args[k] for k in _SHOWN_ARGS if k in training_args
                          and (training_args.get("use_peft") or not k.startswith("lora_"))},
        "adapter": adapter,
        "tiny": bool(extra.pop("tiny", False)),
        "recipe": extra.pop("recipe", None),
        "launch": extra.pop("launch", None),
        "train_loss": list(extra.pop("train_loss", None) or []),
        "num_parameters": extra.pop("num_parameters", None),
        "robustness": extra.pop("robustness", None),
        "gguf_ladder": extra.pop("gguf_ladder", None),
        "extra": extra,
    }
    content = _ENV.get_template(TEMPLATES[task]).render(**context)
    return ModelCard(content)


_TRAINING_ARGS_FILES = ("training_config.json", "training_args.json", "training_config.yaml", "sft_config.json")
_TINY_MARKER = "privasis_tiny_model.json"  # privasis_hub.train writes it beside a tiny base model


def _named_files(specs: list[str]) -> dict[str, dict[str, Any]]:
    out = {}
    for spec in specs:
        name, sep, path = spec.partition("=")
        if not sep:
            name, path = Path(spec).stem, spec
        if name in out:
            raise UserError(f"two eval results named {name!r}; name them NAME=FILE")
        out[name] = load_scores(path)
    return out


def _read_args(path: Path) -> dict[str, Any]:
    import yaml

    try:
        data = json.loads(path.read_text()) if path.suffix == ".json" else yaml.safe_load(path.read_text())
    except (json.JSONDecodeError, yaml.YAMLError) as err:
        raise UserError(f"{path}: not valid {path.suffix[1:].upper()} ({err})") from None
    if not isinstance(data, dict):
        raise UserError(f"{path}: expected a mapping of training arguments, got {type(data).__name__}")
    if {"script_args", "model_args", "training_args"} <= data.keys():  # recipes/sft.py's training_config.json
        model_args = data["model_args"] or {}
        flat = dict(data["training_args"] or {})
        flat.update({k: v for k, v in model_args.items() if k in ("model_name_or_path", "use_peft", "lora_r",
                     "lora_alpha", "lora_target_modules", "load_in_4bit", "dtype")})
        flat.setdefault("dataset_name", (data["script_args"] or {}).get("dataset_name"))
        return flat
    return data


def _num_parameters(folder: Path) -> int | None:
    files = sorted(folder.glob("*.safetensors"))
    if not files:
        return None
    from safetensors import safe_open

    total = 0
    for f in files:
        with safe_open(str(f), framework="np") as st:
            for key in st.keys():  # noqa: SIM118 - safe_open has no __iter__
                n = 1
                for d in st.get_slice(key).get_shape():
                    n *= d
                total += n
    return total


def _loss_curve(folder: Path, points: int = 10) -> list[tuple[int, float]]:
    state = folder / "trainer_state.json"
    if not state.exists():
        return []
    logs = [(int(e["step"]), float(e["loss"])) for e in json.loads(state.read_text()).get("log_history", [])
            if "loss" in e and "step" in e]
    if len(logs) <= points:
        return logs
    stride = (len(logs) - 1) / (points - 1)
    return [logs[round(i * stride)] for i in range(points)]


def _gguf_ladder(folder: Path, path: str | Path | None) -> dict[str, Any] | None:
    """The GGUF ladder shown in the card: ``path``, else ``gguf_ladder.json`` in the model folder, else none."""
    path = Path(path) if path else folder / "gguf_ladder.json"
    if not path.is_file():
        if path.name != "gguf_ladder.json" or path.parent != folder:
            raise UserError(f"--gguf-ladder {path}: no such file", hint="pass the gguf_ladder.json of `privasis export gguf`")
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def model_card_from_folder(
    task: str,
    model_dir: str | Path,
    *,
    eval_files: list[str] = (),
    baseline_files: list[str] = (),
    out: str | Path | None = None,
    model_id: str | None = None,
    base_model: str | None = None,
    dataset: str | None = None,
    eval_dataset: str | None = None,
    eval_split: str = "test",
    training_args_file: str | Path | None = None,
    tiny: bool = False,
    robustness_file: str | Path | None = None,
    gguf_ladder_file: str | Path | None = None,
) -> tuple[ModelCard, Path]:
    """Render the card of a trained model folder from its saved configs and eval JSON files; write README.md.

    ``eval_files`` / ``baseline_files`` are ``NAME=FILE`` or ``FILE`` (named after the file's stem).
    Training arguments come from ``training_args_file`` or the first of ``training_args.json``,
    ``training_config.yaml``, ... in the folder; the loss curve from ``trainer_state.json``.
    ``robustness_file``: a ``privasis eval robustness`` JSON; ``gguf_ladder_file``: the ``gguf_ladder.json``
    of ``privasis export gguf`` (default: the folder's own, if it has one).
    """
    folder = Path(model_dir)
    if not folder.is_dir():
        raise UserError(f"{folder}: no such model folder")
    if out is not None:
        from privasis_hub.guard import check_card_out

        check_card_out(out)  # never a corpus folder's dataset card
    args_path = Path(training_args_file) if training_args_file else next(
        (folder / n for n in _TRAINING_ARGS_FILES if (folder / n).exists()), None)
    training_args = _read_args(args_path) if args_path else {}
    adapter_cfg = folder / "adapter_config.json"
    adapter = adapter_cfg.exists()
    if base_model is None:
        if adapter:
            base_model = json.loads(adapter_cfg.read_text()).get("base_model_name_or_path")
        base_model = base_model or training_args.get("model_name_or_path")
    if dataset is None:
        dataset = training_args.get("dataset_name") or training_args.get("dataset")
    if not base_model:
        raise UserError(f"{folder}: cannot tell the base model (no adapter config or model_name_or_path); "
                         "pass --base-model")
    if not dataset:
        raise UserError(f"{folder}: cannot tell the training data (no dataset_name in the training config); "
                         "pass --dataset")
    tiny = tiny or (folder / _TINY_MARKER).exists() or (Path(str(base_model)) / _TINY_MARKER).exists()
    card = render_model_card(
        task, model_id=model_id or folder.resolve().name, base_model=str(base_model), dataset=str(dataset),
        training_args=training_args, eval_results=_named_files(list(eval_files)),
        baselines=_named_files(list(baseline_files)), eval_dataset=eval_dataset, eval_split=eval_split,
        tiny=tiny, adapter=adapter, train_loss=_loss_curve(folder), num_parameters=_num_parameters(folder),
        recipe=training_args.get("config"),
        robustness=json.loads(Path(robustness_file).read_text()) if robustness_file else None,
        gguf_ladder=_gguf_ladder(folder, gguf_ladder_file),
        **({"full training configuration": f"`{args_path.name}` in the model folder"} if args_path else {}),
    )
    out_dir = Path(out) if out else folder
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "README.md"
    card.save(path)
    return card, path
