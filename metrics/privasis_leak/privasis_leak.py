"""privasis_leak: hierarchical leak (direct -> inference -> proximity) and retention scoring."""

import json

import datasets
import evaluate

from privasis_hub.metrics.leak import leak_scores

_CITATION = """\
@misc{privasis,
  title  = {Privasis: Synthesizing the Largest ``Public'' Private Dataset from Scratch},
  year   = {2026},
  note   = {Benchmark: https://huggingface.co/datasets/nvidia/Privasis-Zero}
}
@misc{privasis_hub,
  title  = {privasis-hub: synthetic private-record corpora and privacy metrics for the Hugging Face ecosystem},
  year   = {2025},
  note   = {https://github.com/privasis/privasis-hub}
}
"""

_DESCRIPTION = """\
Scores a sanitizer's outputs against the private attributes it had to remove (targets) and
the information it had to keep (retain). Each target is checked hierarchically and its leak
typed by the first level that fires: direct (the value is in the output as written, in any
case, as a word of its own or inside an e-mail address, URL or handle, never as letters of a
longer word), inference (an evaluator model, guessing the attribute from the output, names the
value) and proximity (the evaluator's guess from the output is judged at least as close to
the value as its guess from the original). A retention attribute is kept when its value is in
the output, or (with an evaluator) when a judge finds its information in the evaluator's
guess from the output. Without an evaluator only the direct level and the first retention
step run; `levels_evaluated` always says which levels ran. An evaluator failure is an error.
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (list of str): the sanitized texts.
    references (list of dict): one per prediction, with
        "original" (str): the unsanitized record;
        "targets" (list of {"attribute": str, "value": str}): attributes that must not leak
            (group targets flattened into their attributes);
        "retain" (list of {"attribute": str, "value": str}): attributes that must be kept.
        A list-valued attribute is given either as one item whose value is a JSON-encoded
        list of strings ('["Ana", "Ruiz"]') or as separate items with the same attribute
        name; any of its values found is a leak, all must be found for it to be kept.
    evaluator (None, dict or str): None (direct level only), {"base_url": ..., "model": ...,
        optional "api_key", "concurrency"} for an OpenAI-compatible server, or a local
        transformers model path.
    reference_mode (bool): count only records with retention attributes, as the reference
        evaluation does (default False: every record counts).
    n_bootstrap (int): bootstrap resamples of records for the 95 % CIs (default 1000; 0: no CIs).
    seed (int): bootstrap seed (default 0).
Returns:
    full_successful_record: share of records with no leaked target and every retention attribute kept;
    successful_record: share of records with no leaked target;
    successful_attribute: targets without a leak / all targets;
    successful_attribute_per_record: mean over records with targets of that ratio;
    retention_success: kept retention attributes / all retention attributes;
    direct_normalised_successful_record, direct_normalised_successful_attribute: the same at the
        direct level with the stricter matcher (ignores case, whitespace, punctuation and digit
        grouping; finds dates in other formats);
    leak_types: {"direct", "inference", "proximity"}: share of all leaks (all 0 with no leak);
    degenerate_rate, num_degenerate: share and count of outputs that are empty or keep under half of
        the original's letters and digits (deleting everything leaks nothing: read it beside the rates);
    num_records, num_records_excluded (reference_mode), num_targets, num_leaks,
        direct_normalised_num_leaks, num_retained, num_retention: counts;
    <rate>_ci and leak_types_ci: bootstrap 95 % percentile intervals [low, high];
    levels_evaluated: e.g. ["direct", "retention_direct"] or, with an evaluator,
        ["direct", "inference", "proximity", "retention_direct", "retention_judge"];
    reference_mode: the option used.
    A rate whose denominator is 0 (e.g. no retention attributes) and its CI are None.
Examples:
    >>> leak = evaluate.load("metrics/privasis_leak")
    >>> predictions = ["Dear patient, your appointment is confirmed. Call 555 0142.", "Ms. Ruiz lives in Lyon."]
    >>> references = [
    ...     {"original": "Dear Ana Ruiz, your appointment is confirmed. Call 555-0142.",
    ...      "targets": [{"attribute": "name", "value": "Ana Ruiz"}, {"attribute": "phone", "value": "555-0142"}],
    ...      "retain": [{"attribute": "purpose", "value": "appointment"}]},
    ...     {"original": "Ana Ruiz lives in Lyon.",
    ...      "targets": [{"attribute": "last_name", "value": "Ruiz"}],
    ...      "retain": [{"attribute": "city", "value": "Lyon"}]},
    ... ]
    >>> r = leak.compute(predictions=predictions, references=references)
    >>> print(r["successful_record"], round(r["successful_attribute"], 4), r["retention_success"])
    0.5 0.6667 1.0
    >>> print(r["full_successful_record"], round(r["direct_normalised_successful_attribute"], 4))
    0.5 0.3333
    >>> print(r["num_leaks"], r["leak_types"], r["levels_evaluated"])
    1 {'direct': 1.0, 'inference': 0.0, 'proximity': 0.0} ['direct', 'retention_direct']
"""

_ITEM = {"attribute": datasets.Value("string"), "value": datasets.Value("string")}


def _decode(value):
    """A JSON-encoded list of strings becomes a list; anything else stays as it is."""
    if isinstance(value, str) and value.startswith("["):
        try:
            decoded = json.loads(value)
        except ValueError:
            return value
        if isinstance(decoded, list) and all(isinstance(v, str) for v in decoded):
            return decoded
    return value


def _merge(items):
    """Items with the same attribute name become one list-valued attribute (first-seen order)."""
    if isinstance(items, dict):  # a dict of lists (columnar form)
        items = [dict(zip(items, values, strict=True)) for values in zip(*items.values(), strict=True)]
    merged = {}
    for item in items or []:
        value = _decode(item["value"])
        merged.setdefault(item["attribute"], []).extend(value if isinstance(value, list) else [value])
    return [{"attribute": a, "value": v[0] if len(v) == 1 else v} for a, v in merged.items()]


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class PrivasisLeak(evaluate.Metric):
    def _info(self):
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            features=datasets.Features(
                {
                    "predictions": datasets.Value("string"),
                    "references": {
                        "original": datasets.Value("string"),
                        "targets": [_ITEM],
                        "retain": [_ITEM],
                    },
                }
            ),
            reference_urls=["https://huggingface.co/datasets/nvidia/Privasis-Zero"],
        )

    def _compute(
        self, predictions, references, evaluator=None, reference_mode=False, n_bootstrap=1000, seed=0
    ):
        refs = [
            {"original": r["original"], "targets": _merge(r["targets"]), "retain": _merge(r["retain"])}
            for r in references
        ]
        return leak_scores(predictions, refs, evaluator, reference_mode, n_bootstrap, seed)
