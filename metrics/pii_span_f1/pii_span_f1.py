"""pii_span_f1: exact and label-agnostic (redaction) PII span scores with bootstrap CIs."""

import datasets
import evaluate

from privasis_hub.metrics.spans import span_scores

_CITATION = """\
@misc{privasis_hub,
  title  = {privasis-hub: synthetic private-record corpora and privacy metrics for the Hugging Face ecosystem},
  year   = {2025},
  note   = {https://github.com/privasis/privasis-hub}
}
"""

_DESCRIPTION = """\
Scores PII span predictions against gold spans, one list of spans per document: micro and macro
span precision/recall/F1 (a span counts when label, start and end all match), per-label scores,
label-agnostic character-level redaction precision/recall/F1, the false-positive rate on
documents without PII, the hallucination rate of value-only predictions (values not found in
the text) and per-language scores, each rate with a 95% bootstrap interval over documents.
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions: one list per document of predicted spans {"label", "start", "end", "text"}.
        A span is placed by its character offsets ("end" exclusive; "text" is ignored). A
        *value-only* prediction has start = end = -1 (or omits them) and gives the value in
        "text": it is located in the document (every whole-word occurrence becomes a span;
        needs `texts`).
    references: one list per document of gold spans {"label", "start", "end"} ("text" optional).
    texts (list of str, optional): the documents; required for value-only predictions and used
        to check that offsets lie inside the text.
    languages (list of str, optional): one language code per document; adds `per_language`.
    n_bootstrap (int, default 1000): bootstrap replicates; 0 skips the intervals (the *_ci
        keys are then None).
    seed (int, default 0): seed of the bootstrap.
Returns:
    precision, recall, f1: micro scores over exact (label, start, end) matches.
    macro_f1: mean per-label F1 over labels present in references or predictions.
    per_label: {label: {precision, recall, f1, support}}.
    redaction_precision: predicted characters inside gold spans / predicted characters.
    redaction_recall: gold characters covered by predicted spans / gold characters.
    redaction_f1: harmonic mean of the two (labels ignored).
    fp_rate_clean: share of documents without gold spans on which anything was predicted.
    hallucination_rate: distinct value-only predictions not found in the text / distinct
        value-only predictions (0.0 when there are none).
    per_language: {language: {precision, recall, f1, fp_rate_clean, num_documents, *_ci}}
        (only with `languages`).
    num_documents, num_gold, num_predicted, num_value_only: counts.
    {rate}_ci: [low, high] 95% percentile bootstrap interval for each rate above.
    An empty prediction on a document without gold spans is correct: when nothing is predicted
    and nothing is gold, precision, recall and F1 (exact, macro, redaction) are 1.0. Any other
    ratio with a zero denominator is 0.0.
Examples:
    >>> import evaluate
    >>> metric = evaluate.load("metrics/pii_span_f1")
    >>> texts = ["Call Ana at 555-0142.", "Nothing here."]
    >>> references = [[{"label": "PERSON", "start": 5, "end": 8}, {"label": "PHONE", "start": 12, "end": 20}], []]
    >>> predictions = [[{"label": "PERSON", "start": 5, "end": 8},
    ...                 {"label": "PHONE", "start": -1, "end": -1, "text": "555-0199"}],
    ...                [{"label": "PERSON", "start": 0, "end": 7}]]
    >>> results = metric.compute(predictions=predictions, references=references, texts=texts)
    >>> print(round(results["precision"], 3), round(results["recall"], 3), round(results["f1"], 3))
    0.5 0.5 0.5
    >>> print(round(results["redaction_recall"], 3), results["fp_rate_clean"], results["hallucination_rate"])
    0.273 1.0 1.0
    >>> clean = metric.compute(predictions=[[]], references=[[]], texts=["Nothing here."], n_bootstrap=0)
    >>> print(clean["precision"], clean["recall"], clean["f1"], clean["fp_rate_clean"])
    1.0 1.0 1.0 0.0
"""

_SPAN = {
    "label": datasets.Value("string"),
    "start": datasets.Value("int32"),
    "end": datasets.Value("int32"),
    "text": datasets.Value("string"),
}


def _as_rows(spans):
    """datasets may hand a list of structs back as a dict of lists: turn it into a list of dicts."""
    if isinstance(spans, dict):
        keys = list(spans)
        return [dict(zip(keys, vals, strict=True)) for vals in zip(*(spans[k] for k in keys), strict=True)]
    return spans


def _clean(span):
    return {k: v for k, v in span.items() if v is not None}


def _fill(docs):
    """Give every span all four fields (evaluate checks them): start/end -1 and text "" by default."""
    if docs is None:
        return None
    out = []
    for doc in docs:
        if isinstance(doc, (list, tuple)):
            doc = [{**_DEFAULTS, **s} if isinstance(s, dict) else s for s in doc]
        out.append(doc)
    return out


_DEFAULTS = {"label": "", "start": -1, "end": -1, "text": ""}


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class PiiSpanF1(evaluate.Metric):
    def _info(self):
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            features=datasets.Features({"predictions": [_SPAN], "references": [_SPAN]}),
            reference_urls=["https://github.com/huggingface/evaluate/tree/main/metrics/seqeval"],
        )

    def add_batch(self, *, predictions=None, references=None, **kwargs):
        """Add a batch of documents (spans get default start/end -1 and text "")."""
        return super().add_batch(predictions=_fill(predictions), references=_fill(references), **kwargs)

    def add(self, *, prediction=None, reference=None, **kwargs):
        """Add one document (spans get default start/end -1 and text "")."""
        [prediction], [reference] = _fill([prediction]), _fill([reference])
        return super().add(prediction=prediction, reference=reference, **kwargs)

    def _compute(self, predictions, references, texts=None, languages=None, n_bootstrap=1000, seed=0):
        predictions = [[_clean(s) for s in _as_rows(doc)] for doc in predictions]
        references = [[_clean(s) for s in _as_rows(doc)] for doc in references]
        return span_scores(
            predictions, references, texts=texts, languages=languages, n_bootstrap=n_bootstrap, seed=seed
        )
