"""Presidio's AnalyzerEngine + AnonymizerEngine with the span-system recognizer over a tiny tagger."""

from __future__ import annotations

import pytest

pytest.importorskip("presidio_analyzer")
pytest.importorskip("presidio_anonymizer")


def test_every_kavach_label_has_a_presidio_name():
    from privasis_hub.kavach.labels import LABELS
    from privasis_hub.presidio import KAVACH_TO_PRESIDIO

    assert set(KAVACH_TO_PRESIDIO) == set(LABELS) and len(KAVACH_TO_PRESIDIO) == 56
    assert KAVACH_TO_PRESIDIO["EMAIL"] == "EMAIL_ADDRESS" and KAVACH_TO_PRESIDIO["SSN"] == "US_SSN"
    assert KAVACH_TO_PRESIDIO["MEDICAL_CONDITION"] == "MEDICAL_CONDITION"


def test_analyzer_and_anonymizer_give_the_tagger_spans(tmp_path):
    from presidio_anonymizer import AnonymizerEngine

    from privasis_hub.presidio import KAVACH_TO_PRESIDIO, analyzer_engine
    from privasis_hub.redact import redact_text
    from privasis_hub.run.systems import load_span_system
    from tests.test_span_systems import build_tiny_tagger

    folder = str(build_tiny_tagger(tmp_path / "tagger"))
    tagger = load_span_system(folder)
    text = "Please write to ana@example.com today, or to ana@example.com tomorrow."
    expected = tagger.predict(text)
    assert expected, "the tiny tagger should tag something in this text"

    analyzer = analyzer_engine(folder)  # a blank spaCy pipeline: no model download
    results = sorted(analyzer.analyze(text=text, language="en"), key=lambda r: r.start)
    assert [(r.entity_type, r.start, r.end) for r in results] == \
        [(KAVACH_TO_PRESIDIO.get(s["label"], s["label"]), s["start"], s["end"]) for s in expected]
    assert [round(r.score, 4) for r in results] == [round(s["score"], 4) for s in expected]

    anonymized = AnonymizerEngine().anonymize(text=text, analyzer_results=results).text
    merged = []  # the anonymizer joins spans of one type separated by whitespace only
    for s in expected:
        gap = text[merged[-1]["end"]:s["start"]] if merged else ""
        if merged and merged[-1]["label"] == s["label"] and gap and not gap.strip():
            merged[-1] = {**merged[-1], "end": s["end"]}
        else:
            merged.append(dict(s))
    assert anonymized == redact_text(text, merged, lambda label, value: f"<{KAVACH_TO_PRESIDIO.get(label, label)}>")


def test_recognizer_over_a_plain_span_system():
    from privasis_hub.baselines import get_system
    from privasis_hub.presidio import analyzer_engine

    regex = get_system("regex")
    text = "Call 415-555-0199 or mail ana@example.com."
    results = analyzer_engine(regex).analyze(text=text, language="en", entities=["EMAIL_ADDRESS"])
    assert [(r.start, r.end) for r in results] == [(s["start"], s["end"]) for s in regex.predict(text)
                                                  if s["label"] == "EMAIL"]
