"""encode_windows: BIO labels from character spans, long documents in overlapping windows, negatives all O."""

from __future__ import annotations

from privasis_hub.tagger import IGNORE, bio_labels, encode_windows
from tests.test_span_systems import build_tiny_tagger


def test_long_document_windows_cover_every_entity_with_exact_offsets(tmp_path):
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(build_tiny_tagger(tmp_path / "t"))
    unit = "write to ana@example.com today "
    text = unit * 30
    entities = [{"label": "EMAIL", "start": i * len(unit) + 9, "end": i * len(unit) + 24} for i in range(30)]
    assert all(text[e["start"]:e["end"]] == "ana@example.com" for e in entities)
    names = bio_labels(["EMAIL"])
    label2id = {n: i for i, n in enumerate(names)}
    windows = encode_windows(tok, text, entities, label2id, max_length=32, stride=8)
    assert len(windows) > 5 and all(len(w["input_ids"]) <= 32 for w in windows)
    full = tok(text, return_offsets_mapping=True)
    # every token of the document is in some window: nothing truncated
    assert sum(len(w["input_ids"]) for w in windows) >= len(full["input_ids"])
    tagged = [n for w in windows for n in w["labels"] if n != IGNORE]
    assert label2id["B-EMAIL"] in tagged and label2id["I-EMAIL"] in tagged
    for w in windows:  # an I- tag always follows a B- or I- of the same entity
        for prev, cur in zip(w["labels"], w["labels"][1:], strict=False):
            if cur == label2id["I-EMAIL"]:
                assert prev in (label2id["B-EMAIL"], label2id["I-EMAIL"])


def test_negative_document_is_all_o(tmp_path):
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(build_tiny_tagger(tmp_path / "t"))
    label2id = {n: i for i, n in enumerate(bio_labels(["EMAIL"]))}
    windows = encode_windows(tok, "write today " * 20, [], label2id, max_length=16, stride=4)
    assert len(windows) > 1 and {n for w in windows for n in w["labels"]} <= {label2id["O"], IGNORE}
