"""What ``recipes/sft.py`` wires together: data, tokenizer, model kwargs, trainer, saving, model card.

The training itself is TRL's :class:`~trl.SFTTrainer`, unchanged: prompt-completion rows are
tokenized by TRL, the prompt tokens get label ``-100`` (``completion_only_loss``), and the loss is
computed by TRL's fused LM head, which projects the hidden states through the LM head in tiles and
never materialises the ``(batch, seq, vocab)`` logits (``benchmarks/loss_memory.py`` measures what
that saves). This module only loads and checks the data, builds the keyword arguments TRL needs,
saves what a user needs next to the weights (tokenizer, the training config, a model card), and
builds tiny models for CPU runs (:func:`build_tiny_model`).
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from datasets import DatasetDict, IterableDatasetDict, load_dataset
from trl import ModelConfig, SFTConfig, SFTTrainer, get_peft_config, get_quantization_config
from trl import ScriptArguments as TrlScriptArguments

from privasis_hub.errors import UserError
from privasis_hub.paths import shown_path
from privasis_hub.recipe_checks import TASKS, task_mismatch

logger = logging.getLogger(__name__)

SFT_COLUMNS = ["prompt", "completion"]
TRAINING_CONFIG_FILE = "training_config.json"

# Special tokens of the tiny models' tokenizer (the ChatML markers Qwen3 uses).
PAD_TOKEN, BOS_TOKEN, EOS_TOKEN = "<|endoftext|>", "<|im_start|>", "<|im_end|>"
CHATML_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)


@dataclass
class ScriptArguments(TrlScriptArguments):
    """TRL's script arguments (``dataset_name`` is a corpus folder or a Hub dataset id) plus the task."""

    task: str | None = field(
        default=None,
        metadata={
            "help": "What the model is for, used by its model card: 'cleaner' (Privasis-Sanitization) or "
            "'kavach' (PII extraction). Default: read from the data (conversational rows: cleaner; text rows: kavach).",
            "choices": list(TASKS),
        },
    )


# --- data --------------------------------------------------------------------------------


def load_sft_dataset(name: str | None, config: str | None = None, *, streaming: bool = False
                     ) -> DatasetDict | IterableDatasetDict:
    """Load a corpus folder or Hub id with ``load_dataset`` and keep its ``prompt``/``completion`` columns."""
    if not name:
        raise UserError("no dataset given", hint="set `dataset_name:` in the config or pass --dataset_name DIR_OR_HUB_ID")
    try:
        dd = load_dataset(name, name=config, streaming=streaming)
    except FileNotFoundError as err:
        raise UserError(f"cannot load dataset {name!r}: {err}",
                        hint="pass a folder written by `privasis build sanitization|kavach` or a Hub dataset id") from err
    for split, ds in dd.items():
        columns = ds.column_names
        if columns is None:  # a streamed dataset whose features are unknown until read
            columns = list(next(iter(ds)).keys())
        missing = [c for c in SFT_COLUMNS if c not in columns]
        if missing:
            raise UserError(
                f"dataset {name!r}, split {split!r}: no {', '.join(missing)} column (it has {', '.join(columns)})",
                hint="train on a Privasis-Sanitization or Kavach build; Privasis records have no prompt/completion",
            )
    return dd.select_columns(SFT_COLUMNS)


def get_train_split(dataset: DatasetDict | IterableDatasetDict, split: str, where: str):
    """The named split, or an error that lists the splits there are."""
    if split not in dataset:
        raise UserError(f"dataset {where!r} has no {split!r} split (it has {', '.join(dataset)})",
                        hint="set dataset_train_split / dataset_test_split, or rebuild with a train split")
    return dataset[split]


def is_conversational_row(row: dict) -> bool:
    """True for rows whose prompt is a list of chat messages (Sanitization), False for text rows (Kavach)."""
    prompt = row["prompt"]
    if isinstance(prompt, list):
        return True
    if isinstance(prompt, str):
        return False
    raise UserError(f"row {row.get('id', '?')!r}, field 'prompt': expected text or a list of messages, "
                    f"got {type(prompt).__name__}")


def detect_task(dataset) -> str:
    """'cleaner' for conversational prompt-completion rows (Sanitization), 'kavach' for text rows."""
    return "cleaner" if is_conversational_row(next(iter(dataset))) else "kavach"


# --- tokenizer and model -----------------------------------------------------------------


def get_tokenizer(model_args: ModelConfig, training_args: SFTConfig, *, conversational: bool):
    """The base model's tokenizer, with a pad token; conversational data needs a chat template."""
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(
        model_args.model_name_or_path, revision=model_args.model_revision,
        trust_remote_code=training_args.trust_remote_code,
    )
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    if conversational and tokenizer.chat_template is None and training_args.chat_template_path is None:
        raise UserError(
            f"the tokenizer of {model_args.model_name_or_path!r} has no chat template, and the data is conversational",
            hint="set `chat_template_path:` (a tokenizer or a .jinja file) or use an instruct model",
        )
    return tokenizer


def get_model_init_kwargs(model_args: ModelConfig, training_args: SFTConfig) -> dict[str, Any]:
    """``from_pretrained`` keyword arguments: revision, dtype, attention kernel; one device per process when k-bit."""
    kwargs: dict[str, Any] = {
        "revision": model_args.model_revision,
        "trust_remote_code": training_args.trust_remote_code,
        "attn_implementation": model_args.attn_implementation,
        "dtype": model_args.dtype,
    }
    if model_args.load_in_4bit or model_args.load_in_8bit:
        # A quantized model cannot be moved after loading: put each process's copy on its own device
        # (what TRL's former `get_kbit_device_map` did).
        import torch
        from accelerate import PartialState

        if torch.cuda.is_available():
            kwargs["device_map"] = {"": PartialState().local_process_index}
    kwargs.update(training_args.model_init_kwargs or {})
    return kwargs


def check_loss_settings(training_args: SFTConfig) -> None:
    """Refuse settings that would train on prompt tokens or leave TRL's fused (no full logits) loss path."""
    if training_args.completion_only_loss is False:
        raise UserError("completion_only_loss is false: the loss would also cover the prompt (the whole record)",
                        hint="set `completion_only_loss: true` (the recipes do)")
    if training_args.assistant_only_loss:
        raise UserError("assistant_only_loss needs a chat template with {% generation %} markers; the corpora are "
                        "prompt-completion rows, whose completion is the assistant turn",
                        hint="set `assistant_only_loss: false` and `completion_only_loss: true`")
    if training_args.label_smoothing_factor > 0:
        logger.warning("label_smoothing_factor > 0 makes TRL compute the loss from full (batch, seq, vocab) logits, "
                       "an extra forward pass and far more memory than its fused LM head")


# --- trainer -------------------------------------------------------------------------------


class PrivasisSFTTrainer(SFTTrainer):
    """TRL's SFTTrainer, whose model card (written at every checkpoint, save and push) is the project's card."""

    def __init__(self, *args, card_context: dict[str, Any], **kwargs):
        self.card_context = card_context
        super().__init__(*args, **kwargs)

    def create_model_card(self, model_name: str | None = None, dataset_name: str | None = None,
                          tags: str | list[str] | None = None) -> None:
        """Write the project's model card to ``output_dir/README.md`` (the main process only)."""
        if not self.is_world_process_zero():
            return
        from peft import PeftModel

        ctx = dict(self.card_context)
        model_id = self.args.hub_model_id or model_name or Path(self.args.output_dir).name
        train_loss = [(e["step"], e["loss"]) for e in self.state.log_history if "loss" in e and "step" in e]
        dataset = ctx.pop("dataset")
        card = render_card(
            ctx.pop("task"), model_id=model_id, base_model=ctx.pop("base_model"),
            dataset=dataset_name or dataset, training_args=ctx.pop("training_args"),
            train_loss=train_loss, adapter=isinstance(self.model, PeftModel),
            num_parameters=sum(p.numel() for p in self.model.parameters()), **ctx,
        )
        os.makedirs(self.args.output_dir, exist_ok=True)
        card.save(os.path.join(self.args.output_dir, "README.md"))


def build_trainer(script_args: ScriptArguments, training_args: SFTConfig, model_args: ModelConfig,
                  dataset: DatasetDict | IterableDatasetDict, *, card_extra: dict[str, Any] | None = None
                  ) -> PrivasisSFTTrainer:
    """An SFTTrainer over the prompt-completion rows: TRL loads the model (k-bit, LoRA) from ``model_args``.

    ``card_extra`` goes to the model card (e.g. ``recipe``, ``launch``, ``tiny``; see ``render_model_card``).
    """
    check_loss_settings(training_args)
    train_dataset = get_train_split(dataset, script_args.dataset_train_split, script_args.dataset_name)
    eval_dataset = None
    if training_args.eval_strategy != "no" or training_args.do_eval:
        eval_dataset = get_train_split(dataset, script_args.dataset_test_split, script_args.dataset_name)
    task = detect_task(train_dataset)
    if script_args.task and script_args.task != task:  # a cleaner card on a PII extractor misleads its users
        raise task_mismatch(script_args.task, task, shown_path(script_args.dataset_name))
    conversational = is_conversational_row(next(iter(train_dataset)))
    tokenizer = get_tokenizer(model_args, training_args, conversational=conversational)
    training_args.model_init_kwargs = get_model_init_kwargs(model_args, training_args)
    base = model_args.model_name_or_path
    card_extra = {"tiny": (Path(base) / TINY_MARKER).is_file(), **(card_extra or {})}
    trainer = PrivasisSFTTrainer(
        model=model_args.model_name_or_path,
        args=training_args,
        train_dataset=train_dataset,
        eval_dataset=eval_dataset,
        processing_class=tokenizer,
        quantization_config=get_quantization_config(model_args),
        peft_config=get_peft_config(model_args),
        card_context={"task": task, "base_model": base, "dataset": script_args.dataset_name,
                      "training_args": card_training_args(training_args, model_args), **card_extra},
    )
    trainer.truncation_report = report_truncation(train_dataset, trainer.train_dataset, training_args.max_length)
    return trainer


def report_truncation(raw, prepared, max_length: int | None) -> dict[str, int]:
    """Log (never hide) the rows TRL cut at ``max_length`` or dropped because their prompt filled it."""
    if max_length is None or not hasattr(prepared, "__len__") or not hasattr(raw, "__len__"):
        return {}
    import pyarrow.compute as pc

    dropped = len(raw) - len(prepared)
    lengths = pc.list_value_length(prepared.with_format("arrow")["input_ids"])  # respects TRL's filter
    cut = pc.sum(pc.greater_equal(lengths, max_length)).as_py() or 0
    if dropped or cut:
        logger.warning(
            "max_length=%d: %d of %d rows (%.1f %%) are longer and were cut, so the model never sees how their "
            "answers end, and %d were dropped by TRL because the prompt alone filled max_length; to train on "
            "them whole pass --max_length %d (or raise max_length: in the YAML); a few cut rows do no harm in a "
            "smoke run",
            max_length, cut, len(raw), 100 * cut / max(len(raw), 1), dropped, 2 * max_length,
        )
    return {"rows": len(raw), "truncated": cut, "dropped": dropped}


# --- saving --------------------------------------------------------------------------------


def card_training_args(training_args: SFTConfig, model_args: ModelConfig) -> dict[str, Any]:
    """The hyperparameters a model card lists: the SFTConfig (tokens hidden) plus the LoRA / k-bit flags."""
    values = training_args.to_dict()
    values["global_batch_size"] = (training_args.per_device_train_batch_size
                                   * training_args.gradient_accumulation_steps * max(1, training_args.world_size))
    values.update(use_peft=model_args.use_peft, load_in_4bit=model_args.load_in_4bit,
                  load_in_8bit=model_args.load_in_8bit, dtype=model_args.dtype)
    if model_args.use_peft:
        values.update(lora_r=model_args.lora_r, lora_alpha=model_args.lora_alpha,
                      lora_dropout=model_args.lora_dropout, lora_target_modules=model_args.lora_target_modules)
    return values


def save_training_config(output_dir: str | os.PathLike, script_args: ScriptArguments, training_args: SFTConfig,
                         model_args: ModelConfig) -> Path:
    """Write the three argument groups (tokens hidden) as ``training_config.json`` beside the weights."""
    path = Path(output_dir) / TRAINING_CONFIG_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    from privasis_hub.paths import without_absolute_paths

    config = without_absolute_paths({"script_args": asdict(script_args), "model_args": asdict(model_args),
                                     "training_args": training_args.to_dict()})  # it is pushed with the model
    path.write_text(json.dumps(config, indent=2, default=str) + "\n", encoding="utf-8")
    return path


def render_card(task: str, *, model_id: str, base_model: str, dataset: str, training_args: dict[str, Any],
                **extra: Any):
    """The model card (``huggingface_hub.ModelCard``) of a trained cleaner or Kavach extractor."""
    from privasis_hub.model_card import render_model_card

    return render_model_card(task, model_id=model_id, base_model=base_model, dataset=dataset,
                             training_args=training_args, **extra)


# --- tiny models for CPU runs -------------------------------------------------------------------

TINY_ARCHS = ("qwen3", "gemma3")
TINY_MARKER = "privasis_tiny_model.json"  # written beside a tiny model: how it was built; its card says "smoke test"


def corpus_texts(dataset) -> Iterator[str]:
    """Every prompt and completion text of prompt-completion rows (message contents for chat rows)."""
    for row in dataset:
        for column in SFT_COLUMNS:
            value = row[column]
            if isinstance(value, str):
                yield value
            else:
                for message in value:
                    yield message["content"]


def train_tokenizer(texts: Iterator[str], vocab_size: int = 2048):
    """A byte-level BPE tokenizer trained on ``texts``, with ChatML markers and a ChatML chat template."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size, special_tokens=[PAD_TOKEN, BOS_TOKEN, EOS_TOKEN],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False,
    )
    bpe.train_from_iterator(texts, trainer=trainer)
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, pad_token=PAD_TOKEN, eos_token=EOS_TOKEN,
                                        bos_token=None, unk_token=None)
    tokenizer.chat_template = CHATML_TEMPLATE
    return tokenizer


def tiny_model_config(arch: str, tokenizer, *, hidden_size: int = 128, num_layers: int = 2,
                      max_position_embeddings: int = 4096):
    """A Qwen3- or Gemma-3-shaped causal LM config, a few M parameters, sized to ``tokenizer``."""
    common = dict(
        vocab_size=len(tokenizer), hidden_size=hidden_size, intermediate_size=hidden_size * 3,
        num_hidden_layers=num_layers, num_attention_heads=4, num_key_value_heads=2, head_dim=hidden_size // 4,
        max_position_embeddings=max_position_embeddings, tie_word_embeddings=True,
        pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id, bos_token_id=None,
    )
    if arch == "qwen3":
        from transformers import Qwen3Config

        return Qwen3Config(**common)
    if arch == "gemma3":
        from transformers import Gemma3TextConfig

        return Gemma3TextConfig(**common, sliding_window=512, query_pre_attn_scalar=hidden_size // 4)
    raise UserError(f"unknown architecture {arch!r}", hint=f"choose one of {', '.join(TINY_ARCHS)}")


def build_tiny_model(dataset: str, arch: str, out: str | os.PathLike, *, split: str = "train",
                     vocab_size: int = 2048, hidden_size: int = 128, num_layers: int = 2, seed: int = 0) -> Path:
    """Train a tokenizer on a corpus split, build a tiny randomly initialised model and save both to ``out``."""
    import torch
    from transformers import AutoModelForCausalLM

    dd = load_sft_dataset(dataset)
    rows = get_train_split(dd, split, dataset)
    tokenizer = train_tokenizer(corpus_texts(rows), vocab_size=vocab_size)
    config = tiny_model_config(arch, tokenizer, hidden_size=hidden_size, num_layers=num_layers)
    torch.manual_seed(seed)
    model = AutoModelForCausalLM.from_config(config)
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    n_params = sum(p.numel() for p in model.parameters())
    build = {"arch": arch, "dataset": str(dataset), "split": split, "vocab_size": len(tokenizer),
             "hidden_size": hidden_size, "num_layers": num_layers, "seed": seed, "num_parameters": n_params}
    (out / TINY_MARKER).write_text(json.dumps(build, indent=2) + "\n", encoding="utf-8")
    logger.info("tiny %s model, %d parameters, vocabulary %d, saved to %s", arch, n_params, len(tokenizer), out)
    return out
