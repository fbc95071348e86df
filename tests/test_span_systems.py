"""load_span_system: one resolver for regex, taggers and generative models; taggers read long texts in windows."""

from __future__ import annotations

from pathlib import Path

import pytest

from privasis_hub.errors import UserError

LABELS = ["O", "B-EMAIL", "I-EMAIL"]


def build_tiny_tagger(folder: Path) -> Path:
    """A 2-layer BERT token classifier with a byte-level BPE tokenizer trained on the fly."""
    import torch
    from tokenizers import Tokenizer, models, pre_tokenizers, processors, trainers
    from transformers import BertConfig, BertForTokenClassification, PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE(unk_token=None))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.post_processor = processors.ByteLevel(trim_offsets=True)
    trainer = trainers.BpeTrainer(vocab_size=300, special_tokens=["[PAD]", "[CLS]", "[SEP]", "[UNK]"],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator(["write to ana@example.com today"] * 10, trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", cls_token="[CLS]",
                                   sep_token="[SEP]", unk_token="[UNK]", model_max_length=32)
    fast.save_pretrained(folder)
    torch.manual_seed(0)
    config = BertConfig(vocab_size=len(fast), hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                        num_attention_heads=2, max_position_embeddings=64, pad_token_id=fast.pad_token_id,
                        id2label=dict(enumerate(LABELS)), label2id={v: k for k, v in enumerate(LABELS)})
    BertForTokenClassification(config).save_pretrained(folder)
    return folder


def test_tagger_folder_is_detected_and_reads_long_texts_with_exact_offsets(tmp_path):
    from privasis_hub.run.systems import TaggerSystem, is_tagger, load_span_system

    folder = build_tiny_tagger(tmp_path / "tagger")
    assert is_tagger(str(folder))
    system = load_span_system(str(folder))
    assert isinstance(system, TaggerSystem)
    text = " ".join(["write to ana@example.com today"] * 40)  # far past the 32-token window
    batched = system.predict_many([text, "", text], progress=False)
    assert batched[0] == system.predict(text) == batched[2] and batched[1] == []
    for span in batched[0]:
        assert span["label"] == "EMAIL" and text[span["start"]:span["end"]] == span["text"]
        assert 0 <= span["start"] < span["end"] <= len(text)


def test_regex_and_generative_specs(tmp_path):
    from privasis_hub.run.systems import is_tagger, load_span_system

    regex = load_span_system("regex")
    text = "mail ana@example.com"
    assert regex.predict_many([text], progress=False) == [regex.predict(text)]
    assert any(text[p["start"]:p["end"]] == "ana@example.com" for p in regex.predict(text))
    assert not is_tagger(str(tmp_path))
    with pytest.raises(UserError, match="no such model folder"):
        load_span_system(str(tmp_path / "missing-model"))


def test_run_kavach_and_eval_spans_auto_detect_a_tagger_folder(tmp_path):
    import json

    from privasis_hub.cli import main
    from privasis_hub.kavach.pipeline import build_kavach

    folder = build_tiny_tagger(tmp_path / "tagger")
    build_kavach(12, 0, tmp_path / "kv", shard_size=12, split=None)
    preds, scores = tmp_path / "preds.jsonl", tmp_path / "scores.json"
    assert main(["run", "kavach", "--model", str(folder), "--dataset", str(tmp_path / "kv"), "--split", "train",
                 "--out", str(preds), "--quiet"]) == 0
    rows = [json.loads(line) for line in preds.read_text().splitlines()]
    assert len(rows) == 12 and all(r["missing"] == [] and "error" not in r for r in rows)
    assert main(["eval", "spans", "--dataset", str(tmp_path / "kv"), "--split", "train", "--system", str(folder),
                 "--out", str(scores)]) == 0
    result = json.loads(scores.read_text())
    assert result["num_documents"] == 12 and result["system"]["mode"].startswith("token-classification tagger")
