import os
from pathlib import Path

import numpy as np
import pytest

from privasis_hub.metrics import bootstrap_ci, span_scores

ROOT = Path(__file__).resolve().parents[1]


def S(label, start, end):
    return {"label": label, "start": start, "end": end}


# doc0: exact match + wrong label; doc1: partial overlap; doc2: clean with a false positive; doc3: clean, empty
REFS = [[S("PERSON", 0, 5), S("EMAIL", 10, 20)], [S("PHONE", 0, 10)], [], []]
PREDS = [[S("PERSON", 0, 5), S("PHONE", 10, 20)], [S("PHONE", 2, 10)], [S("DATE", 0, 4)], []]
LANGS = ["en", "en", "de", "de"]


def test_hand_computed_rates():
    r = span_scores(PREDS, REFS, languages=LANGS, n_bootstrap=200)
    assert r["precision"] == pytest.approx(1 / 4)
    assert r["recall"] == pytest.approx(1 / 3)
    assert r["f1"] == pytest.approx(2 / 7)
    assert r["macro_f1"] == pytest.approx(1 / 4)  # PERSON 1, EMAIL 0, PHONE 0, DATE 0
    assert r["per_label"]["PERSON"] == {"precision": 1.0, "recall": 1.0, "f1": 1.0, "support": 1}
    assert r["per_label"]["PHONE"] == {"precision": 0.0, "recall": 0.0, "f1": 0.0, "support": 1}
    assert r["per_label"]["DATE"]["support"] == 0
    # chars: gold 15 + 10 = 25, predicted 15 + 8 + 4 = 27, overlap 15 + 8 = 23
    assert r["redaction_precision"] == pytest.approx(23 / 27)
    assert r["redaction_recall"] == pytest.approx(23 / 25)
    assert r["redaction_f1"] == pytest.approx(46 / 52)
    assert r["fp_rate_clean"] == pytest.approx(1 / 2)
    assert r["hallucination_rate"] == 0.0
    assert (r["num_documents"], r["num_gold"], r["num_predicted"], r["num_value_only"]) == (4, 3, 4, 0)
    en, de = r["per_language"]["en"], r["per_language"]["de"]
    assert (en["precision"], en["recall"], en["f1"], en["fp_rate_clean"]) == pytest.approx(
        (1 / 3,) * 3 + (0.0,)
    )
    assert (de["precision"], de["recall"], de["f1"], de["fp_rate_clean"]) == (0.0, 0.0, 0.0, 0.5)
    assert en["num_documents"] == de["num_documents"] == 2
    for name in (
        "precision",
        "recall",
        "f1",
        "macro_f1",
        "redaction_f1",
        "fp_rate_clean",
        "hallucination_rate",
    ):
        lo, hi = r[f"{name}_ci"]
        assert 0.0 <= lo <= hi <= 1.0
    assert r["fp_rate_clean_ci"][0] <= 0.5 <= r["fp_rate_clean_ci"][1]
    assert span_scores(PREDS, REFS, n_bootstrap=0)["f1_ci"] is None


def test_value_only_predictions_and_hallucinations():
    text = "Ana met Ana. Mail ana@example.org"
    refs = [[S("PERSON", 0, 3), S("PERSON", 8, 11), S("EMAIL", 18, 33)]]
    preds = [
        [
            {"label": "PERSON", "text": "Ana"},  # both whole-word occurrences
            {"label": "PERSON", "text": "Bob"},  # hallucinated
            {"label": "EMAIL", "text": "ana@example.org"},
            {"label": "PERSON", "text": "Anastasia"},  # hallucinated
        ]
    ]
    r = span_scores(preds, refs, texts=[text], n_bootstrap=50)
    assert (r["precision"], r["recall"], r["hallucination_rate"]) == (1.0, 1.0, 0.5)
    assert r["num_value_only"] == 4 and r["num_predicted"] == 3
    assert r["hallucination_rate_ci"] == [0.5, 0.5]
    # inside-word values are neither spans nor hallucinations
    r = span_scores([[{"label": "PERSON", "text": "Raj"}]], [[]], texts=["Rajesh left."], n_bootstrap=0)
    assert (r["num_predicted"], r["hallucination_rate"], r["fp_rate_clean"]) == (0, 0.0, 0.0)


def test_errors():
    with pytest.raises(ValueError, match="2 predictions but 1 references"):
        span_scores([[], []], [[]])
    with pytest.raises(ValueError, match="2 predictions but 1 languages"):
        span_scores([[], []], [[], []], languages=["en"])
    with pytest.raises(ValueError, match=r"predictions\[1\]\[0\]\.end"):
        span_scores([[], [{"label": "X", "start": 0, "end": "3"}]], [[], []])
    with pytest.raises(ValueError, match=r"references\[0\]\[0\]\.label"):
        span_scores([[]], [[{"start": 0, "end": 3}]])
    with pytest.raises(ValueError, match=r"predictions\[0\]\[0\].*no texts"):
        span_scores([[{"label": "PERSON", "text": "Ana"}]], [[]])


def test_bootstrap_ci_mapping_and_array():
    num, den = np.array([1, 0, 1, 1]), np.array([1, 1, 1, 1])
    lo, hi = bootstrap_ci({"num": num, "den": den}, lambda t: t["num"] / t["den"], n=500)
    assert 0.0 <= lo <= 0.75 <= hi <= 1.0
    assert bootstrap_ci(np.stack([num, den], 1), lambda t: t[:, 0] / t[:, 1], n=500) == [lo, hi]


def test_evaluate_module_offline(monkeypatch):
    evaluate = pytest.importorskip("evaluate")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.chdir(ROOT)
    metric = evaluate.load("metrics/pii_span_f1")
    texts = ["Call Ana at 555-0142.", "Nothing here."]
    refs = [[S("PERSON", 5, 8), S("PHONE", 12, 20)], []]
    preds = [
        [S("PERSON", 5, 8), {"label": "PHONE", "start": -1, "end": -1, "text": "555-0199"}],
        [S("PERSON", 0, 7)],
    ]
    got = metric.compute(predictions=preds, references=refs, texts=texts, languages=["en", "en"])
    lib_preds = [preds[0][:1] + [{"label": "PHONE", "text": "555-0199"}], preds[1]]
    assert got == span_scores(lib_preds, refs, texts=texts, languages=["en", "en"])
    assert (got["precision"], got["recall"], got["fp_rate_clean"], got["hallucination_rate"]) == (
        0.5,
        0.5,
        1.0,
        1.0,
    )
    assert round(got["redaction_recall"], 3) == 0.273
    assert os.path.exists(ROOT / "metrics" / "pii_span_f1" / "README.md")
