"""Token-classification taggers: labels from offsets, windows that never truncate, spans back, CLI detection."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from privasis_hub.tagger import (  # noqa: E402
    IGNORE,
    TaggerSystem,
    align_labels,
    bio_labels,
    decode_spans,
    encode_windows,
    is_token_classifier,
    train_tokenizer,
)

ROOT = Path(__file__).resolve().parents[1]
TEXTS = ["Call Ana Pérez at 555-0142 about the invoice.", "Our office number is on the website."]


@pytest.fixture(scope="module")
def tokenizer():
    corpus = TEXTS * 20 + ["word " * 50, "Anna Pérez 555-0142 invoice office website number call about"]
    return train_tokenizer(corpus, vocab_size=300)


def test_bio_labels_are_sorted_with_o_first():
    assert bio_labels(["PHONE", "PERSON", "PHONE"]) == ["O", "B-PERSON", "I-PERSON", "B-PHONE", "I-PHONE"]


def test_labels_follow_character_spans_and_a_negative_is_all_o(tokenizer):
    label2id = {t: i for i, t in enumerate(bio_labels(["PERSON", "PHONE"]))}
    ents = [[{"label": "PERSON", "start": 5, "end": 14}, {"label": "PHONE", "start": 18, "end": 26}], []]
    enc = encode_windows(tokenizer, TEXTS, 64, 16)
    labels = align_labels(enc, ents, label2id)
    id2label = {i: t for t, i in label2id.items()}
    first = [(TEXTS[0][s:e], id2label.get(lab)) for (s, e), lab in zip(enc["offset_mapping"][0], labels[0], strict=True)
             if lab != IGNORE]
    tagged = [(tok, tag) for tok, tag in first if tag != "O"]
    assert tagged[0][1] == "B-PERSON" and all(tag == "I-PERSON" for _, tag in tagged[1:3] if _ in ("Pérez", "##rez"))
    assert any(tag == "B-PHONE" for _, tag in tagged)
    assert "".join(tok for tok, tag in tagged if tag.endswith("PHONE")).replace("##", "") == "555-0142"
    assert set(labels[1]) <= {IGNORE, label2id["O"]}


def test_a_long_document_is_read_in_overlapping_windows_never_truncated(tokenizer):
    text = " ".join(f"word{i}" for i in range(400)) + " Ana Pérez"
    enc = encode_windows(tokenizer, [text], 64, 16)
    assert len(enc["input_ids"]) > 5
    covered = {s for offsets in enc["offset_mapping"] for s, e in offsets if e > s}
    starts = {i for i in range(len(text)) if (i == 0 or text[i - 1] == " ") and text[i] != " "}
    assert starts <= covered  # every word starts a token in some window
    ents = [[{"label": "PERSON", "start": len(text) - 9, "end": len(text)}]]
    labels = align_labels(enc, ents, {t: i for i, t in enumerate(bio_labels(["PERSON"]))})
    assert any(1 in window for window in labels)  # the name at the very end is labeled in the last window


def test_decoding_widens_to_whole_words_and_merges_runs():
    text = "Write to Ana Pérez-Luna today"
    tokens = [(9, 12, "B-PERSON", 0.9), (13, 16, "I-PERSON", 0.7), (16, 18, "O", 0.8), (19, 23, "O", 1.0)]
    assert decode_spans(text, tokens) == [{"label": "PERSON", "start": 9, "end": 18, "text": "Ana Pérez",
                                           "score": 0.8}]
    assert decode_spans("a 555-0142 b", [(2, 5, "I-PHONE"), (5, 6, "I-PHONE"), (6, 10, "I-PHONE")]) == \
        [{"label": "PHONE", "start": 2, "end": 10, "text": "555-0142", "score": 1.0}]
    pieces = "Ольга Викторовна, Анна; tel 541 555-0177"
    assert [(s["label"], s["text"], s["score"]) for s in decode_spans(pieces, [
        (0, 5, "B-PERSON", 0.8), (6, 16, "B-PERSON", 0.6), (18, 22, "B-PERSON", 0.5), (28, 31, "B-PHONE", 1.0),
        (32, 35, "B-PHONE", 1.0), (35, 36, "O", 1.0), (36, 40, "B-PHONE", 0.7)])] == [
        ("PERSON", "Ольга Викторовна", 0.7), ("PERSON", "Анна", 0.5), ("PHONE", "541 555-0177", 0.9)]
    assert decode_spans("Thanks! Call - $5", [(6, 7, "B-PASSWORD"), (13, 14, "B-PHONE"), (15, 16, "B-PIN")]) == []


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """A tagger trained for a few steps through the real recipe on a tiny Kavach build."""
    from privasis_hub.kavach.pipeline import build_kavach

    tmp = tmp_path_factory.mktemp("tagger")
    build_kavach(60, seed=2, out=tmp / "kavach", split=None)
    out = tmp / "model"
    proc = subprocess.run([sys.executable, str(ROOT / "recipes/token_classification.py"), "--config",
                           str(ROOT / "recipes/tiny/tagger.yaml"), "--dataset_name", str(tmp / "kavach"),
                           "--output_dir", str(out), "--max_steps", "3", "--vocab_size", "500", "--hidden_size", "32",
                           "--num_hidden_layers", "1", "--intermediate_size", "64", "--dataset_test_split", "",
                           "--max_length", "64", "--stride", "16", "--disable_tqdm", "true"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return tmp / "kavach", out


def test_the_recipe_saves_a_folder_that_pipeline_and_the_toolkit_load(trained):
    from transformers import pipeline

    _, model = trained
    for name in ("config.json", "tokenizer.json", "README.md", "training_config.json"):
        assert (model / name).is_file(), name
    config = json.loads((model / "config.json").read_text())
    assert config["id2label"]["0"] == "O" and any(v.startswith("B-") for v in config["id2label"].values())
    assert config["privasis_window"] == {"max_length": 64, "stride": 16}
    assert is_token_classifier(model)
    found = pipeline("token-classification", model=str(model), aggregation_strategy="simple")("Call Ana at 555-0142.")
    assert isinstance(found, list)
    system = TaggerSystem(model)
    long_text = "Ana Pérez " * 300
    spans = system.predict(long_text)
    assert all(long_text[s["start"]:s["end"]] == s["text"] for s in spans)
    card = (model / "README.md").read_text()
    assert "pipeline_tag: token-classification" in card and 'pipeline("token-classification"' in card


def test_the_threshold_is_the_best_redaction_f1_on_held_out_texts_and_is_applied(trained, tmp_path):
    import shutil

    from datasets import load_dataset

    from privasis_hub.tagger_train import THRESHOLDS, pick_threshold

    corpus, model = trained
    copy = tmp_path / "model"
    shutil.copytree(model, copy)
    held = load_dataset(str(corpus), split="train").select(range(12))
    picked = pick_threshold(copy, held["text"], held["entities"])
    assert [row["threshold"] for row in picked["table"]] == list(THRESHOLDS)
    assert picked["threshold"] in THRESHOLDS
    best = max(row["redaction_f1"] for row in picked["table"])
    assert next(r for r in picked["table"] if r["threshold"] == picked["threshold"])["redaction_f1"] == best
    assert json.loads((copy / "config.json").read_text())["privasis_token_threshold"] == picked["threshold"]
    system = TaggerSystem(copy)
    assert system.threshold == picked["threshold"]
    assert all(s["score"] >= system.threshold for spans in system.predict_many(held["text"], progress=False)
               for s in spans)
    everything = TaggerSystem(copy, threshold=0.0).predict_many(held["text"], progress=False)
    assert TaggerSystem(copy, threshold=1.01).predict_many(held["text"], progress=False) == [[] for _ in everything]


def test_a_span_shorter_than_every_training_value_of_its_label_is_dropped(trained, tmp_path):
    import shutil

    from datasets import load_dataset

    from privasis_hub.tagger import min_value_chars

    assert min_value_chars([[{"label": "PHONE", "start": 0, "end": 12}, {"label": "CITY", "start": 20, "end": 24}],
                            [], [{"label": "PHONE", "start": 5, "end": 15}]]) == {"CITY": 4, "PHONE": 10}
    corpus, model = trained
    train = load_dataset(str(corpus), split="train")
    written = json.loads((model / "config.json").read_text())["privasis_min_chars"]
    assert written == min_value_chars(train["entities"]) and written  # the recipe wrote the train split's
    copy = tmp_path / "model"
    shutil.copytree(model, copy)
    texts = train["text"][:12]
    everything = TaggerSystem(copy, threshold=0.0, min_chars={}).predict_many(texts, progress=False)
    assert any(everything), "the tiny tagger found nothing to filter"
    longest = max(len(s["text"]) for spans in everything for s in spans)
    labels = {s["label"] for spans in everything for s in spans}
    kept = TaggerSystem(copy, threshold=0.0, min_chars={label: longest for label in labels}).predict_many(
        texts, progress=False)
    assert all(s in spans and len(s["text"]) >= longest for spans, few in zip(everything, kept, strict=True) for s in few)
    assert sum(map(len, kept)) < sum(map(len, everything))


def test_eval_spans_and_run_kavach_detect_a_tagger_folder(trained, tmp_path):
    corpus, model = trained
    out = tmp_path / "spans.json"
    proc = subprocess.run([sys.executable, "-m", "privasis_hub.cli", "eval", "spans", "--dataset", str(corpus),
                           "--split", "train", "--limit", "5", "--system", str(model), "--out", str(out)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(out.read_text())["system"]["mode"].startswith("token-classification tagger")
    preds = tmp_path / "preds.jsonl"
    proc = subprocess.run([sys.executable, "-m", "privasis_hub.cli", "run", "kavach", "--model", str(model),
                           "--dataset", str(corpus), "--split", "train", "--limit", "5", "--out", str(preds)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    rows = [json.loads(line) for line in preds.read_text().splitlines()]
    assert len(rows) == 5 and all("entities" in r for r in rows)


def test_a_folder_that_is_not_a_model_is_refused_in_one_line(tmp_path):
    (tmp_path / "notes.txt").write_text("hello")
    kav = tmp_path / "k"
    from privasis_hub.kavach.pipeline import build_kavach

    build_kavach(20, seed=1, out=kav, split=None)
    proc = subprocess.run([sys.executable, "-m", "privasis_hub.cli", "eval", "spans", "--dataset", str(kav),
                           "--split", "train", "--system", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert "not a model folder" in proc.stderr and len(proc.stderr.strip().splitlines()) <= 2


def test_a_lower_token_threshold_tags_a_superset_of_the_characters(trained):
    """The threshold is the probability of "not O" a token needs: lowering it only adds tagged text, and
    ``predict_many(threshold=t)`` is the model run once and decoded at ``t``."""
    from datasets import load_dataset

    corpus, model = trained
    texts = load_dataset(str(corpus), split="train").select(range(12))["text"]
    system = TaggerSystem(model)
    scores = system.token_scores(texts, progress=False)
    covered = []
    for t in (1.01, 0.9, 0.6, 0.3, 0.05):
        spans = system.decode(texts, scores, t)
        assert spans == system.predict_many(texts, progress=False, threshold=t)
        covered.append({(i, c) for i, doc in enumerate(spans) for s in doc for c in range(s["start"], s["end"])})
    assert all(a <= b for a, b in zip(covered, covered[1:]))
    assert not covered[0] and covered[-1]
