"""Robotic and stock sentences (issue 19, s19z-robotic): the person's own ID line in an e-mail thread is never the bare
"My member number is X." (a one-fact copula the office's reply quotes again), and a personal letter's fixed lines
(topic leads, a thank-you's and a caregiving letter's set lines, an adoption letter's tails) have many realisations
or carry the letter's own value, so no line recurs verbatim across personal records."""

import random
import re
import sys
from pathlib import Path
from types import SimpleNamespace

import yaml

from privasis_hub.synth.render import _my_numbers, vary

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import quality_privasis as q  # noqa: E402

SKELETONS = Path(__file__).resolve().parents[1] / "privasis_hub" / "data" / "privasis" / "skeletons.yaml"
IDS = [SimpleNamespace(key="member_number", label="Member number"),
       SimpleNamespace(key="claim_number", label="Claim number"),
       SimpleNamespace(key="application_id", label="Application ID")]


def test_the_persons_id_line_is_never_a_bare_copula():
    seen = set()
    for n in (1, 2, 3):
        for seed in range(60):
            line = _my_numbers(IDS[:n], random.Random(seed))
            assert all("{" + f.key + "}" in line for f in IDS[:n]), line
            told = line.replace("{member_number}", "LGE-62765706").replace("{claim_number}", "HH-95256511") \
                .replace("{application_id}", "XB-7046106")
            assert q.robotic_kind(told) is None, told
            assert not re.match(r"My [\w ]+ is ", line), line
            seen.add(line)
    assert len(seen) >= 12


def _strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from _strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)


def test_a_letters_set_lines_have_many_realisations():
    text = SKELETONS.read_text()
    strings = list(_strings(yaml.safe_load(text)))
    for start in ("[Here is|This is|So, here is] how things", "[First|To start with|Before anything else]",
                  "[To tell you the truth|If I am honest|Truth be told]", "[Funny|Strange|It is funny] what comes back",
                  "[Looking ahead|As for the future", "Thank you both for", "If I have anything wrong",
                  "[Please read it through", "I have [written and thrown away|started|torn up]"):
        [line] = [s for s in strings if s.startswith(start)]
        said = {vary(line, random.Random(seed)) for seed in range(300)}
        assert len(said) >= 9, (line, len(said))
    # a set sentence after a value is joined to it, not told on its own in every letter of the kind
    for gone in ("It meant more than I", ". It is the least I can do", ". Nothing more, unless",
                 ". I do not want to upset your life", ". I do not know why that detail", "Then each of us keeps",
                 ". I will keep the original"):
        assert gone not in text, gone
