"""Every model card's "How to use" code runs: rendered for a tiny model, the model id replaced by its folder."""

from __future__ import annotations

import json
import re
import runpy

import pytest

from privasis_hub.model_card import render_model_card

MODEL_ID = "your-org/privasis-tiny"


def _python_blocks(card_text: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", card_text, flags=re.S)


def _execute(blocks: list[str], folder, tmp_path) -> None:
    assert blocks, "the card shows no python code"
    for k, code in enumerate(blocks):
        assert "privasis_hub.inference" not in code
        script = tmp_path / f"block{k}.py"
        script.write_text(code.replace(MODEL_ID, str(folder)))
        runpy.run_path(str(script), run_name="__main__")  # raises if the card's code is broken


@pytest.fixture(scope="module")
def tiny_lm(tmp_path_factory):
    from tests.tiny_model import build_tiny_model

    return build_tiny_model(tmp_path_factory.mktemp("lm") / "model")


@pytest.mark.parametrize("task", ["cleaner", "kavach"])
def test_generative_cards_code_runs(task, tiny_lm, tmp_path):
    card = render_model_card(task, model_id=MODEL_ID, base_model="tiny", dataset="your-org/corpus", training_args={},
                             tiny=True)
    _execute(_python_blocks(str(card)), tiny_lm, tmp_path)


def test_tagger_card_code_runs_and_its_model_index_comes_from_eval_spans(tmp_path):
    from huggingface_hub import ModelCard

    from privasis_hub.eval import eval_spans
    from tests.test_span_systems import build_tiny_tagger

    folder = build_tiny_tagger(tmp_path / "tagger")
    docs = tmp_path / "dev.jsonl"
    docs.write_text("".join(json.dumps(r) + "\n" for r in [
        {"text": "write to ana@example.com today", "entities": [{"label": "EMAIL", "start": 9, "end": 24}]},
        {"text": "nothing private today", "entities": []}]))
    scores = json.loads(json.dumps(eval_spans(docs, "test", str(folder)), default=str))  # as `eval spans --out`
    card = render_model_card("tagger", model_id=MODEL_ID, base_model="tiny-bert", dataset="your-org/kavach",
                             training_args={}, eval_results=scores, tiny=True)
    data = ModelCard(str(card)).data
    assert data.pipeline_tag == "token-classification"
    got = {r.metric_type: r.metric_value for r in data.eval_results}
    assert got["pii_span_f1/f1"] == round(scores["f1"], 4) and got["pii_span_f1/recall"] == round(scores["recall"], 4)
    assert got["pii_span_f1/fp_rate_clean"] == round(scores["fp_rate_clean"], 4)
    blocks = _python_blocks(str(card))
    assert len(blocks) == 3 and any("presidio" in b for b in blocks) and any("pipeline(" in b for b in blocks)
    _execute(blocks, folder, tmp_path)
