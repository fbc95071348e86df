"""How a record's stock wording varies: inline choices in skeleton and field wordings, and the recurring-phrase
probe of ``benchmarks/quality_privasis.py``."""

from __future__ import annotations

import random
import re

from privasis_hub.synth.catalog import PROFILE_FIELDS, categories
from privasis_hub.synth.render import skeletons, vary, vary_by
from tests.benchmark_modules import load_benchmark

#: Settings of the skeletons that are regular expressions matched against keys and labels, not wordings.
_PATTERNS = frozenset({"keys", "label", "words", "kinds", "org", "unless"})


def _strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for k, v in node.items():
            if k not in _PATTERNS:
                yield from _strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)


def test_vary_picks_one_alternative_per_choice_and_closes_empty_ones():
    seen = {vary("We [will|shall] write [| again] soon.", random.Random(s)) for s in range(40)}
    assert seen == {"We will write soon.", "We shall write soon.", "We will write again soon.",
                    "We shall write again soon."}
    assert vary("[x] Photo ID", random.Random(0)) == "[x] Photo ID"  # a ticked box is no choice
    assert vary_by("[a|b|c] d", 7) == vary_by("[a|b|c] d", 7)  # the same seed, the same wording


def test_every_wording_expands_to_plain_text():
    """No bracket or bar is left once the choices are made (a typo in the YAML would leave one)."""
    wordings = list(_strings(skeletons()[""]))
    wordings += [t for f in PROFILE_FIELDS for t in f.sentences]
    wordings += [t for c in categories().values() for f in c.fields for t in f.sentences]
    for template in wordings:
        for seed in range(6):
            text = vary_by(template, seed)
            assert "|" not in text and not re.search(r"\[(?!x\])", text), (template, text)
            assert "  " not in text, (template, text)


def _probe():
    return load_benchmark("quality_privasis")


def test_the_probe_finds_a_phrase_every_record_repeats_and_ignores_labels_and_values():
    probe = _probe()
    rows = []
    for i in range(20):
        name = f"Person{i} Name{i}"
        said = ("Your file has been open with us since the spring." if i < 10
                else f"Case {i} moved along {'quickly' if i % 2 else 'slowly'} this year.")
        born = f"May {i + 1}, 1980"
        rows.append({"text": f"Date of birth: {born}\nDear {name},\n{said} Thanks to {name} for writing today.\n",
                     "attributes": [{"key": "full_name", "value": name}, {"key": "date_of_birth", "value": born}]})
    examples: dict[str, list[str]] = {"recurring_phrase": []}
    assert probe.recurring_phrases(rows, examples) == 0.5  # "your file has been ..." in half the records
    assert any("your file has been" in e for e in examples["recurring_phrase"])
    assert not any("date of birth" in e for e in examples["recurring_phrase"])  # a labelled line is no prose
