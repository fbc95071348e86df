"""privasis eval robustness: every corruption carries gold spans exactly; regex and a tiny model are scored."""

from __future__ import annotations

import json

import pytest

from privasis_hub.cli import main
from privasis_hub.kavach.corrupt import CORRUPTIONS
from privasis_hub.kavach.pipeline import build_kavach
from privasis_hub.robustness import corrupted_splits, eval_robustness, robustness_table


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    out = tmp_path_factory.mktemp("robust") / "kavach"
    build_kavach(200, seed=11, out=out)
    return out


def test_every_corruption_keeps_gold_spans_exact(corpus):
    from datasets import load_dataset

    ds = load_dataset(str(corpus), split="test")
    gold_texts = {(e["label"], e["text"]) for ents in ds["entities"] for e in ents}
    splits = corrupted_splits(ds["text"], ds["entities"], seed=0)
    assert set(splits) == {"clean", *CORRUPTIONS}
    for name, (texts, spans) in splits.items():
        assert len(texts) == len(spans) == ds.num_rows, name
        for text, doc_spans in zip(texts, spans, strict=True):
            for s in doc_spans:
                assert 0 <= s["start"] < s["end"] <= len(text), name
        assert sum(map(len, spans)) > 0, name
    # the clean split is the gold itself
    assert [[(s["label"], t[s["start"]:s["end"]]) for s in sp] for t, sp in zip(*splits["clean"], strict=True)] == \
        [[(e["label"], e["text"]) for e in ents] for ents in ds["entities"]]
    assert gold_texts


def test_regex_is_scored_under_every_corruption_with_the_drop_from_clean(corpus, tmp_path, capsys):
    out = tmp_path / "robust.json"
    assert main(["eval", "robustness", "--dataset", str(corpus), "--system", "regex", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    result = json.loads(out.read_text())
    rows = {r["corruption"]: r for r in result["rows"]}
    assert list(rows)[0] == "clean" and set(rows) == {"clean", *CORRUPTIONS}
    for r in rows.values():
        assert r["delta_f1"] == pytest.approx(r["f1"] - rows["clean"]["f1"])
        assert r["f1_ci"][0] <= r["f1"] <= r["f1_ci"][1]
    assert rows["digits_spelled_out"]["redaction_recall"] < rows["clean"]["redaction_recall"]  # regex needs digits
    assert "| case_chaos |" in printed and robustness_table(result) in printed


def test_a_tiny_model_is_scored_on_a_subset_of_corruptions(corpus, tmp_path):
    pytest.importorskip("torch")
    from privasis_hub.train import build_tiny_model

    model = build_tiny_model(str(corpus), "qwen3", tmp_path / "tiny", vocab_size=300, hidden_size=32)
    result = eval_robustness(corpus, "test", str(model), limit=3, corruptions=["upper_case", "html_wrap"],
                             n_bootstrap=50)
    assert [r["corruption"] for r in result["rows"]] == ["clean", "upper_case", "html_wrap"]
    assert result["num_documents"] == 3


def test_unknown_corruption_is_a_clear_error(corpus, capsys):
    code = main(["eval", "robustness", "--dataset", str(corpus), "--system", "regex", "--corruptions", "shouting"])
    assert code == 2
    assert "unknown corruption 'shouting'" in capsys.readouterr().err


def test_the_card_renders_the_robustness_table(corpus, tmp_path):
    from privasis_hub.model_card import render_model_card

    result = eval_robustness(corpus, "test", "regex", corruptions=["lower_case"], n_bootstrap=20)
    card = render_model_card("kavach", model_id="org/m", base_model="org/base", dataset="org/kavach",
                             training_args={}, robustness=result)
    assert "## Robustness" in str(card) and "| lower_case |" in str(card)
