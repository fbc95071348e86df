"""Session 29 lead fixes (issue 19, reader20): label echoes, programs of their era, names that sound alike."""

from __future__ import annotations

import random
import re

import pytest

from privasis_hub.synth import render as R
from privasis_hub.synth.catalog.personal import distinct_first_names, soundex


def test_label_echo_cut_only_where_every_place_is_its_own_label():
    text = "Locker: locker 203\n| Episode | episode 169 |\n"
    assert R._label_echo_end("locker 203", text, [(8, 18)]) == len("locker ")
    at = text.index("episode 169")
    assert R._label_echo_end("episode 169", text, [(at, at + 11)]) == len("episode ")
    sentence = "Locker: locker 203\nI was given locker 203 today.\n"
    at = sentence.index("locker 203", 10)
    assert R._label_echo_end("locker 203", sentence, [(8, 18), (at, at + 10)]) == 0  # (a sentence keeps its word)
    assert R._label_echo_end("locker 203", "Assigned: locker 203\n", [(10, 20)]) == 0  # (another label)
    assert R._label_echo_end("Jessica Tran", "Jessica: Jessica Tran\n", [(9, 21)]) == 0  # (a name, not a kind word)


@pytest.mark.parametrize(("a", "b"), [("Stephanie", "Stefanie"), ("Jon", "John"), ("Robert", "Rupert")])
def test_soundex_hears_alike_names(a, b):
    assert soundex(a) == soundex(b)
    assert soundex("Ashcraft") == "A261" and soundex("Tymczak") == "T522" and soundex("Pfister") == "P236"
    assert soundex("Stephanie") != soundex("Donna")


def test_no_other_person_sounds_like_the_writer():
    for seed in range(40):
        values = {"confidant_name": "Stefanie Cruz (childhood friend)", "relative_name": "Jon Gomez (brother)"}
        distinct_first_names(values, "Stephanie", random.Random(seed))
        firsts = [re.match(r"[A-Z][a-z]+", v).group(0) for v in values.values()]
        assert soundex(firsts[0]) != soundex("Stephanie")
        assert firsts[1] == "Jon"  # (a name that sounds like no one's stays)


def test_finished_programs_existed_when_their_students_started(tmp_path):
    from datasets import load_dataset

    from privasis_hub.synth.catalog.education import _PROGRAM_SINCE
    from privasis_hub.synth.pipeline import build_privasis

    build_privasis(300, seed=29, out=tmp_path / "p")
    rows = [r for r in load_dataset(str(tmp_path / "p"))["train"]
            if r["record_type"] == "official transcript request"]
    for r in rows:
        values = {a["key"]: a["value"] for a in r["attributes"]}
        if (m := re.match(r"\d{4}", values.get("attendance_years", ""))) and "program_of_study" in values:
            assert _PROGRAM_SINCE.get(values["program_of_study"], 0) <= int(m.group(0)), r["text"][:300]
