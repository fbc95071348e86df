"""SFT recipes: TRL training on tiny models built offline, label masking, LoRA round trip, shipped configs."""

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("trl")
pytest.importorskip("peft")

import torch  # noqa: E402
import yaml  # noqa: E402
from datasets import load_dataset  # noqa: E402
from huggingface_hub import ModelCard  # noqa: E402
from peft import PeftModel  # noqa: E402
from transformers import AutoModelForCausalLM, AutoTokenizer  # noqa: E402
from trl import ModelConfig, SFTConfig, TrlParser  # noqa: E402

from privasis_hub.errors import UserError  # noqa: E402
from privasis_hub.train import (  # noqa: E402
    TINY_MARKER,
    TRAINING_CONFIG_FILE,
    ScriptArguments,
    build_tiny_model,
    build_trainer,
    load_sft_dataset,
)

ROOT = Path(__file__).resolve().parents[1]
RECIPES = ROOT / "recipes"
ALL_PROJECTIONS = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]


def _cli(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "privasis_hub.cli", *args, "--quiet"], check=True, cwd=ROOT,
                   capture_output=True)


@pytest.fixture(scope="module")
def corpora(tmp_path_factory):
    """Small Privasis, Sanitization (conversational rows) and Kavach (text rows) builds, one train split each."""
    root = tmp_path_factory.mktemp("corpora")
    _cli("build", "privasis", "--n", "12", "--seed", "0", "--out", str(root / "privasis"), "--no-split")
    _cli("build", "sanitization", "--from", str(root / "privasis"), "--out", str(root / "sanitization"), "--no-split")
    _cli("build", "kavach", "--n", "60", "--seed", "0", "--out", str(root / "kavach"), "--no-split")
    return {name: str(root / name) for name in ("privasis", "sanitization", "kavach")}


@pytest.fixture(scope="module")
def bases(corpora, tmp_path_factory):
    """Tiny base models saved to folders: a Qwen3-shaped cleaner and a Gemma-3-shaped Kavach extractor."""
    root = tmp_path_factory.mktemp("bases")
    return {
        "cleaner": str(build_tiny_model(corpora["sanitization"], "qwen3", root / "cleaner", vocab_size=1024,
                                        hidden_size=64, num_layers=1)),
        "kavach": str(build_tiny_model(corpora["kavach"], "gemma3", root / "kavach", vocab_size=1024,
                                       hidden_size=64, num_layers=1)),
    }


def _args(base: str, data: str, out: Path, model: dict | None = None, **training):
    settings = dict(
        output_dir=str(out), use_cpu=True, bf16=False, gradient_checkpointing=False, report_to="none",
        completion_only_loss=True, loss_type="nll", max_length=None, per_device_train_batch_size=2,
        learning_rate=1e-2, max_steps=6, logging_steps=1, save_strategy="no", seed=0, dataloader_num_workers=0,
        disable_tqdm=True,
    )
    settings.update(training)
    return (ScriptArguments(dataset_name=data), SFTConfig(**settings),
            ModelConfig(model_name_or_path=base, **(model or {})))


def _trainer(base, data, out, model=None, **training):
    script_args, training_args, model_args = _args(base, data, out, model, **training)
    return build_trainer(script_args, training_args, model_args, load_sft_dataset(data))


@pytest.mark.parametrize("task", ["cleaner", "kavach"])
def test_a_few_sft_steps_lower_the_loss(task, corpora, bases, tmp_path):
    data = corpora["sanitization" if task == "cleaner" else "kavach"]
    trainer = _trainer(bases[task], data, tmp_path / "run")
    probe = load_dataset(data)["train"].select(range(4))
    before = trainer.evaluate(eval_dataset=probe)["eval_loss"]
    trainer.train()
    after = trainer.evaluate(eval_dataset=probe)["eval_loss"]
    assert after < before - 0.3, (before, after)


def _prefix_len(a: list[int], b: list[int]) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


@pytest.mark.parametrize("task", ["cleaner", "kavach"])
def test_prompt_tokens_carry_label_minus_100_in_a_collated_batch(task, corpora, bases, tmp_path):
    data = corpora["sanitization" if task == "cleaner" else "kavach"]
    trainer = _trainer(bases[task], data, tmp_path / "run")
    raw = load_dataset(data)["train"]
    assert len(trainer.train_dataset) == len(raw)  # nothing dropped, so row i is raw row i
    rows = [1, 2, 3]
    batch = trainer.data_collator([trainer.train_dataset[i] for i in rows])
    tok = AutoTokenizer.from_pretrained(bases[task])
    for b, i in enumerate(rows):
        prompt, completion = raw[i]["prompt"], raw[i]["completion"]
        if task == "cleaner":  # conversational: the chat template, the generation prompt closes the prompt
            prompt_text = tok.apply_chat_template(prompt, add_generation_prompt=True, tokenize=False)
            full_text = tok.apply_chat_template(prompt + completion, tokenize=False)
        else:  # text: the completion is followed by the EOS token
            prompt_text, full_text = prompt, prompt + completion + tok.eos_token
        prompt_ids = tok(prompt_text, add_special_tokens=False)["input_ids"]
        full_ids = tok(full_text, add_special_tokens=False)["input_ids"]
        n_prompt = _prefix_len(prompt_ids, full_ids)
        labels, ids = batch["labels"][b].tolist(), batch["input_ids"][b].tolist()
        assert ids[: len(full_ids)] == full_ids
        assert n_prompt > 50 and len(full_ids) > n_prompt
        assert labels[:n_prompt] == [-100] * n_prompt  # the prompt: no loss
        assert labels[n_prompt: len(full_ids)] == full_ids[n_prompt:]  # the completion (and its end marker): loss
        assert all(label == -100 for label in labels[len(full_ids):])  # padding: no loss
        assert batch["attention_mask"][b, len(full_ids):].sum() == 0


def test_lora_adapter_saves_and_reloads_offline(corpora, bases, tmp_path):
    lora = {"use_peft": True, "lora_r": 8, "lora_alpha": 16, "lora_dropout": 0.0,
            "lora_target_modules": ALL_PROJECTIONS}
    trainer = _trainer(bases["kavach"], corpora["kavach"], tmp_path / "run", lora, max_steps=3, learning_rate=1e-2)
    trainer.train()
    trainer.save_model(str(tmp_path / "adapter"))
    saved = tmp_path / "adapter"
    assert (saved / "adapter_model.safetensors").is_file() and not (saved / "model.safetensors").exists()
    config = json.loads((saved / "adapter_config.json").read_text())
    assert config["r"] == 8 and sorted(config["target_modules"]) == sorted(ALL_PROJECTIONS)
    trained = {n for n, p in trainer.model.named_parameters() if p.requires_grad}
    assert trained and all("lora_" in n for n in trained)  # the base, embeddings and LM head stay frozen

    tok = AutoTokenizer.from_pretrained(saved)
    inputs = tok(["Call Derek Okafor at 555-0134."], return_tensors="pt")
    base = AutoModelForCausalLM.from_pretrained(bases["kavach"]).eval()
    with torch.no_grad():
        base_logits = base(**inputs).logits
        reloaded = PeftModel.from_pretrained(base, str(saved)).eval()
        reloaded_logits = reloaded(**inputs).logits
        trained_logits = trainer.model.eval()(**inputs).logits
    torch.testing.assert_close(reloaded_logits, trained_logits, rtol=1e-4, atol=1e-4)
    assert not torch.allclose(reloaded_logits, base_logits, atol=1e-3)  # the adapter changed the model


def _load_sft_script():
    spec = importlib.util.spec_from_file_location("privasis_sft_recipe", RECIPES / "sft.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_sft_script_saves_model_tokenizer_config_and_card_and_resumes(corpora, bases, tmp_path):
    sft = _load_sft_script()
    out = tmp_path / "run"
    sft.main(*_args(bases["kavach"], corpora["kavach"], out, max_steps=2, save_strategy="steps", save_steps=2))
    for name in ("model.safetensors", "tokenizer.json", TRAINING_CONFIG_FILE, "README.md"):
        assert (out / name).is_file(), name
    saved = json.loads((out / TRAINING_CONFIG_FILE).read_text())
    assert saved["training_args"]["completion_only_loss"] is True
    assert saved["model_args"]["model_name_or_path"] == Path(bases["kavach"]).name  # no absolute path is pushed
    card = ModelCard.load(out / "README.md")
    assert "privasis-hub" in card.data.tags and "smoke-test model" in card.text  # built from a tiny base
    assert (Path(bases["kavach"]) / TINY_MARKER).is_file()

    sft.main(*_args(bases["kavach"], corpora["kavach"], out, max_steps=3, save_strategy="steps", save_steps=2))
    state = json.loads((out / "trainer_state.json").read_text())
    assert state["global_step"] == 3
    steps = [e["step"] for e in state["log_history"] if "loss" in e]
    assert steps == [1, 2, 3]  # steps 1-2 from the first run's checkpoint, then step 3 only


def test_records_without_prompt_completion_are_refused_by_name(corpora):
    with pytest.raises(UserError, match=r"split 'train': no prompt, completion column"):
        load_sft_dataset(corpora["privasis"])


def test_rows_cut_or_dropped_at_max_length_are_counted_and_logged(corpora, bases, tmp_path, caplog):
    # pick a max_length from the tokenized rows so that some rows are cut and some are dropped
    whole = _trainer(bases["kavach"], corpora["kavach"], tmp_path / "whole", max_length=100_000)
    full = [len(ids) for ids in whole.train_dataset["input_ids"]]
    rows = load_dataset(corpora["kavach"])["train"]
    prompt = [len(whole.processing_class(text)["input_ids"]) for text in rows["prompt"]]
    limit = next(length for length in range(min(prompt) + 2, max(full))  # margins of a special token
                 if any(p > length + 1 for p in prompt)
                 and any(p + 1 < length < f - 1 for p, f in zip(prompt, full, strict=True)))
    trainer = _trainer(bases["kavach"], corpora["kavach"], tmp_path / "run", max_length=limit)
    report = trainer.truncation_report
    lengths = [len(ids) for ids in trainer.train_dataset["input_ids"]]
    assert report["rows"] == len(load_dataset(corpora["kavach"])["train"])
    assert report["dropped"] == report["rows"] - len(lengths) > 0
    assert report["truncated"] == sum(n == limit for n in lengths) > 0
    assert f"{report['truncated']} of {report['rows']} rows (" in caplog.text and "pass --max_length" in caplog.text


def test_a_missing_train_split_is_named(corpora, bases, tmp_path):
    script_args, training_args, model_args = _args(bases["kavach"], corpora["kavach"], tmp_path)
    script_args.dataset_train_split = "training"
    with pytest.raises(UserError, match=r"no 'training' split \(it has train\)"):
        build_trainer(script_args, training_args, model_args, load_sft_dataset(corpora["kavach"]))


# --- shipped configs ---------------------------------------------------------------------------

EXPECTED = {
    "privasis-cleaner-qwen3-0.6b/sft/config_full.yaml": dict(
        model_name_or_path="Qwen/Qwen3-0.6B", learning_rate=1e-5, weight_decay=0.1, warmup_steps=23, max_steps=750,
        per_device_train_batch_size=1, gradient_accumulation_steps=20, bf16=True, use_peft=False, optim="adamw_torch"),
    "privasis-cleaner-qwen3-1.7b/sft/config_full.yaml": dict(
        model_name_or_path="Qwen/Qwen3-1.7B", learning_rate=1e-5, weight_decay=0.05, warmup_steps=35, max_steps=875,
        per_device_train_batch_size=1, gradient_accumulation_steps=16, bf16=True, use_peft=False),
    "privasis-cleaner-qwen3-4b/sft/config_full.yaml": dict(
        model_name_or_path="Qwen/Qwen3-4B", learning_rate=1e-5, weight_decay=0.01, warmup_steps=50, max_steps=1000,
        per_device_train_batch_size=2, gradient_accumulation_steps=16, bf16=True, use_peft=False),
    "kavach-gemma3-270m/sft/config_lora.yaml": dict(
        model_name_or_path="google/gemma-3-270m", use_peft=True, lora_r=64, lora_target_modules=ALL_PROJECTIONS,
        lora_modules_to_save=None, num_train_epochs=3, max_steps=-1, load_in_4bit=False, bf16=True),
    "kavach-gemma3-270m/sft/config_qlora.yaml": dict(
        model_name_or_path="google/gemma-3-270m", use_peft=True, lora_r=64, lora_target_modules=ALL_PROJECTIONS,
        lora_modules_to_save=None, num_train_epochs=3, max_steps=-1, load_in_4bit=True, bnb_4bit_quant_type="nf4"),
    "tiny/cleaner.yaml": dict(
        bf16=False, gradient_checkpointing=False, packing=False, padding_free=False, use_cpu=True, max_steps=150,
        dataset_name="out/sanitization", model_name_or_path="out/tiny-cleaner-base"),
    "tiny/kavach.yaml": dict(
        bf16=False, gradient_checkpointing=False, packing=False, padding_free=False, use_cpu=True, max_steps=200,
        dataset_name="out/kavach", model_name_or_path="out/tiny-kavach-base"),
}


def test_every_shipped_recipe_is_checked():
    shipped = {str(p.relative_to(RECIPES)) for p in RECIPES.rglob("*.yaml") if "accelerate_configs" not in p.parts}
    assert shipped == set(EXPECTED) | set(TAGGER_RECIPES)


#: token-classification recipes (recipes/token_classification.py), not SFT
TAGGER_RECIPES = ("tiny/tagger.yaml", "kavach-tagger-mmbert-small/config.yaml",
                  "kavach-tagger-mdeberta-v3-base/config.yaml", "kavach-tagger-modernbert-base-en/config.yaml")


@pytest.mark.parametrize("name", TAGGER_RECIPES)
def test_tagger_recipe_parses_with_its_own_arguments(name):
    from transformers import TrainingArguments

    from privasis_hub.tagger_train import TaggerModelArguments, TaggerScriptArguments

    script, training, model = TrlParser((TaggerScriptArguments, TrainingArguments, TaggerModelArguments)) \
        .parse_args_and_config(args=["--config", str(RECIPES / name), "--use_cpu", "true"])
    assert script.stride < script.max_length and training.num_train_epochs > 0
    assert (model.model_name_or_path is None) == (name == "tiny/tagger.yaml")


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_recipe_parses_with_trlparser_into_the_intended_values(name):
    path = RECIPES / name
    raw = yaml.safe_load(path.read_text())
    assert raw["completion_only_loss"] is True and raw["loss_type"] == "nll"  # named explicitly in every config
    # bf16 configs only validate on a machine with bf16 support unless told to use the CPU
    parsed = TrlParser((ScriptArguments, SFTConfig, ModelConfig)).parse_args_and_config(
        args=["--config", str(path), "--use_cpu", "true"])
    values = {k: v for obj in parsed for k, v in vars(obj).items()}
    assert values["completion_only_loss"] is True and values["loss_type"] == "nll"
    assert values["label_smoothing_factor"] == 0.0 and not values["use_liger_kernel"]  # stays on the fused LM head
    for key, expected in EXPECTED[name].items():
        got = values[key]
        got = getattr(got, "value", got)  # enums such as optim
        assert got == expected, (key, got, expected)


@pytest.mark.parametrize("name", ["ddp", "zero2", "zero3", "fsdp"])
def test_accelerate_configs_are_valid_yaml(name):
    config = yaml.safe_load((RECIPES / "accelerate_configs" / f"{name}.yaml").read_text())
    assert config["mixed_precision"] == "bf16"
    assert config["distributed_type"] == {"ddp": "MULTI_GPU", "zero2": "DEEPSPEED", "zero3": "DEEPSPEED",
                                          "fsdp": "FSDP"}[name]
