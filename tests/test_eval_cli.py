"""`privasis eval spans|leak`: run a system over a split, print a table, write the full result."""

import json

import pytest
from datasets import load_dataset

from privasis_hub.cli import main
from privasis_hub.kavach.pipeline import build_kavach
from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.synth.pipeline import build_privasis


def test_eval_spans_scores_the_regex_baseline(tmp_path, capsys):
    build_kavach(80, 0, tmp_path / "kv", shard_size=80, split=None)
    out = tmp_path / "spans.json"
    assert main(["eval", "spans", "--dataset", str(tmp_path / "kv"), "--split", "train", "--system", "regex",
                 "--out", str(out)]) == 0
    result = json.loads(out.read_text())
    assert 0.0 <= result["f1"] <= 1.0 and result["num_documents"] == 80
    assert "precision" in capsys.readouterr().out


@pytest.fixture()
def sanitization(tmp_path):
    build_privasis(12, 0, tmp_path / "p", shard_size=12, no_refine=True, split=None)
    build_sanitization(tmp_path / "p", tmp_path / "s", shard_size=12)
    return tmp_path / "s"


def test_eval_leak_scores_the_gold_sanitizations(sanitization, tmp_path):
    rows = load_dataset(str(sanitization))["train"]
    preds = tmp_path / "preds.jsonl"
    preds.write_text("".join(json.dumps({"id": r["id"], "prediction": r["sanitized"]}) + "\n" for r in rows))
    out = tmp_path / "leak.json"
    assert main(["eval", "leak", "--dataset", str(sanitization), "--split", "train", "--predictions", str(preds),
                 "--out", str(out)]) == 0
    result = json.loads(out.read_text())
    assert result["levels_evaluated"][0] == "direct"
    vanilla = sum(d == "vanilla" for d in rows["difficulty"])
    assert result["successful_record"] >= vanilla / rows.num_rows - 1e-9


def test_eval_leak_copying_the_original_leaks_everything(sanitization, tmp_path):
    rows = load_dataset(str(sanitization))["train"]
    preds = tmp_path / "copy.jsonl"
    preds.write_text("".join(json.dumps({"id": r["id"], "prediction": r["original"]}) + "\n" for r in rows))
    out = tmp_path / "leak.json"
    main(["eval", "leak", "--dataset", str(sanitization), "--split", "train", "--predictions", str(preds),
          "--out", str(out)])
    assert json.loads(out.read_text())["successful_record"] == 0.0


def test_eval_leak_names_a_missing_prediction(sanitization, tmp_path, capsys):
    preds = tmp_path / "none.jsonl"
    preds.write_text(json.dumps({"id": "nope", "prediction": "x"}) + "\n")
    assert main(["eval", "leak", "--dataset", str(sanitization), "--split", "train", "--predictions",
                 str(preds)]) == 2
    assert "no prediction for" in capsys.readouterr().err
