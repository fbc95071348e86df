"""quality_kavach's vocabulary probe: how often a rare word is a value, in the corpus and in reference text."""

import importlib.util
from pathlib import Path

_PATH = Path(__file__).resolve().parent.parent / "benchmarks" / "quality_kavach.py"
_SPEC = importlib.util.spec_from_file_location("quality_kavach", _PATH)
quality_kavach = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(quality_kavach)


def _row(text: str, *values: str) -> dict:
    return {"text": text, "entities": [{"start": text.index(v), "end": text.index(v) + len(v)} for v in values]}


def test_rare_words_counts_once_written_words_inside_values_and_unseen_reference_words():
    rows = [_row("My name is Zelda Quist", "Zelda Quist"), _row("My name is Arno", "Arno"), _row("Thanks a lot")]
    out = quality_kavach.rare_words(rows, [_row("Dear team, my name is Nadia", "Nadia")])
    # written once: zelda, quist, arno (values), thanks, a, lot (not): 3 of 6
    assert out["rare_in_values"] == 0.5
    assert out["words_in_values"] == 3 / 12
    # reference words the corpus never writes: dear, team, nadia; one of them a value
    assert out["unseen_share"] == 3 / 6 and out["unseen_in_values"] == 1 / 3


def test_rare_words_without_reference_reports_the_corpus_only():
    out = quality_kavach.rare_words([_row("Call Ana", "Ana")])
    assert set(out) == {"rare_in_values", "words_in_values"} and out["rare_in_values"] == 0.5
