"""privasis export gguf: llama.cpp conversion and quantization of tiny Qwen3 / Gemma-3 models, scored."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from privasis_hub.errors import UserError
from privasis_hub.ondevice.ladder import CRASHED

llama_cpp = pytest.importorskip("llama_cpp")
torch = pytest.importorskip("torch")

from privasis_hub.kavach.pipeline import build_kavach, kavach_prompt  # noqa: E402
from privasis_hub.ondevice.convert import convert, export_files, find_converter  # noqa: E402
from privasis_hub.train import build_tiny_model  # noqa: E402

N_PROMPTS = 20


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    out = tmp_path_factory.mktemp("gguf") / "kavach"
    build_kavach(120, seed=3, out=out)
    return out


@pytest.fixture(scope="module")
def converter():
    return find_converter()  # downloads the llama-cpp-python source package once, then the cache serves it


def _pairs(corpus: Path) -> list[tuple[str, str]]:
    from datasets import load_dataset

    ds = load_dataset(str(corpus), split="train")
    return [(kavach_prompt(r["text"][:160]), r["completion"][:60]) for r in ds.select(range(N_PROMPTS))]


def _trained(arch: str, corpus: Path, out: Path) -> Path:
    """A tiny model fitted on 20 prompt -> answer pairs (150 full-batch steps), so its greedy answers are peaked and meaningful."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    build_tiny_model(str(corpus), arch, out, vocab_size=512, hidden_size=64)
    tok = AutoTokenizer.from_pretrained(out)
    model = AutoModelForCausalLM.from_pretrained(out)
    torch.manual_seed(0)
    tok.padding_side = "right"
    enc = tok([p + c + tok.eos_token for p, c in _pairs(corpus)], add_special_tokens=False, padding=True,
              return_tensors="pt")
    labels = enc["input_ids"].masked_fill(enc["attention_mask"] == 0, -100)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-2)
    model.train()
    for _ in range(150):  # until greedy answers are peaked: f16 rounding must not flip a near-tie
        model(**enc, labels=labels).loss.backward()
        opt.step()
        opt.zero_grad()
    model.eval()
    model.save_pretrained(out)
    return out


@pytest.fixture(scope="module", params=["qwen3", "gemma3"])
def trained(request, corpus, tmp_path_factory):
    return request.param, _trained(request.param, corpus, tmp_path_factory.mktemp(request.param) / "model")


def test_f16_gguf_gives_the_transformers_models_greedy_output_on_20_prompts(trained, corpus, converter, tmp_path):
    from privasis_hub.llm.local import LocalChatModel
    from privasis_hub.run.gguf_model import LlamaCppModel
    from privasis_hub.run.models import text_prompt

    arch, folder = trained
    gguf = convert(folder, tmp_path / "m-f16.gguf", "f16", converter)
    prompts = [p for p, _ in _pairs(corpus)]
    hf = LocalChatModel(folder)
    ours = LlamaCppModel(gguf)
    for p in prompts:
        assert ours.tokenize(p) == hf.tokenizer(text_prompt(hf, p), add_special_tokens=False)["input_ids"]
    expected = hf.generate([text_prompt(hf, p) for p in prompts], max_new_tokens=40)
    got = ours.generate(prompts, max_new_tokens=40)
    assert len(set(expected)) > 5, f"{arch}: the fitted model should answer differently per prompt"
    assert got == expected
    ours.close()


def test_ladder_writes_scored_files_json_and_card(trained, corpus, tmp_path):
    from privasis_hub.ondevice.export import export_gguf

    arch, folder = trained
    if arch != "qwen3":
        pytest.skip("one architecture is enough for the ladder plumbing")
    out = tmp_path / "gguf"
    try:
        result = export_gguf(folder, out, ["q8_0", "q4_k_m"], task="kavach", dataset=corpus, limit=4,
                             progress=False)
    except UserError as err:  # (session 56: llama-cpp-python 0.3.35 and 0.3.36 segfault in decode on this machine,
        if CRASHED in str(err):  # on main as well: the crash is the machine's or the build's, reported clearly)
            pytest.xfail(str(err))
        raise
    assert sorted(result["files"]) == ["q4_k_m", "q8_0"]
    ladder = json.loads((out / "gguf_ladder.json").read_text())
    assert [r["quant"] for r in ladder["files"]] == ["q8_0", "q4_k_m"]
    for row in ladder["files"]:
        assert (out / row["file"]).stat().st_size == pytest.approx(row["size_mb"] * 2**20)
        assert row["load_s"] > 0 and row["tokens_per_s"] > 0 and row["peak_memory_mb"] > 0
        assert row["delta"] == pytest.approx(row["score"] - ladder["reference"]["score"])
        assert row["recommended"] == (row["delta"] >= -ladder["threshold"])
    card = (out / "README.md").read_text()
    assert "## GGUF files" in card and "q4_k_m" in card
    assert sorted(p.name for p in out.iterdir()) == sorted(
        [".privasis-gguf.json", "README.md", "gguf_ladder.json"] + [r["file"] for r in ladder["files"]])


def test_a_merged_lora_adapter_converts(corpus, converter, tmp_path):
    peft = pytest.importorskip("peft")
    from transformers import AutoModelForCausalLM

    base = build_tiny_model(str(corpus), "qwen3", tmp_path / "base", vocab_size=400, hidden_size=64)
    model = peft.get_peft_model(AutoModelForCausalLM.from_pretrained(base),
                                peft.LoraConfig(r=4, target_modules=["q_proj", "v_proj"], init_lora_weights=False))
    model.save_pretrained(tmp_path / "adapter")
    (tmp_path / "out").mkdir()
    files = export_files(tmp_path / "adapter", tmp_path / "out", ["q8_0"], converter=converter)
    assert files["q8_0"].read_bytes()[:4] == b"GGUF"
    merged_hf = model.merge_and_unload()
    from privasis_hub.run.gguf_model import LlamaCppModel

    gguf = LlamaCppModel(files["q8_0"])
    assert gguf.llm.n_vocab() == merged_hf.config.vocab_size
    gguf.close()


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "privasis_hub.cli", *args], capture_output=True, text=True,
                          timeout=300)


def test_bad_inputs_are_one_or_two_lines_with_exit_code_2(corpus, tmp_path):
    llama = tmp_path / "llama"
    from tests.tiny_model import build_tiny_model as build_llama

    build_llama(llama)  # a Llama: not an architecture this command exports
    qwen = build_tiny_model(str(corpus), "qwen3", tmp_path / "qwen", vocab_size=300, hidden_size=32)
    bad_gguf = tmp_path / "broken.gguf"
    bad_gguf.write_bytes(b"GGUF" + b"\0" * 64)
    cases = [
        (["export", "gguf", str(llama), "--out", str(tmp_path / "o1")], "not one this command exports"),
        (["export", "gguf", str(qwen), "--out", str(tmp_path / "o2"), "--converter", str(tmp_path / "none.py")],
         "no llama.cpp converter"),
        (["export", "gguf", str(qwen), "--out", str(tmp_path / "o3"), "--quant", "q9_k"], "unknown quantization"),
        (["eval", "spans", "--dataset", str(corpus), "--system", str(bad_gguf), "--limit", "1"],
         "cannot load this GGUF file"),
    ]
    for args, message in cases:
        proc = _cli(*args)
        assert proc.returncode == 2, (args, proc.stderr)
        assert message in proc.stderr and len(proc.stderr.strip().splitlines()) <= 2, proc.stderr
    assert not (tmp_path / "o1").exists() and not (tmp_path / "o2").exists() and not (tmp_path / "o3").exists()


def test_out_with_foreign_files_is_refused_and_untouched(trained, tmp_path):
    arch, folder = trained
    if arch != "qwen3":
        pytest.skip("architecture-independent")
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("keep me")
    with pytest.raises(UserError, match="did not write"):
        from privasis_hub.ondevice.export import export_gguf

        export_gguf(folder, out, ["q8_0"])
    assert [p.name for p in out.iterdir()] == ["notes.txt"]
