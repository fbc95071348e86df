"""Each slot gets a value of the kind its frame needs, and no frame is one a writer never writes (issue 19, reader7
classes 5 and 7): the ``garbled_sentence_records`` probe of ``benchmarks/quality_privasis.py``, and the catalogue's
field wordings run through it with every value they can take."""

from __future__ import annotations

import re

from privasis_hub.synth.catalog import categories
from privasis_hub.synth.render import TextBuilder, vary_by, voice
from tests.benchmark_modules import load_benchmark


def _probe():
    return load_benchmark("quality_privasis")


def _rows(*texts: str) -> list[dict]:
    return [{"id": f"r{i}", "format": "letter", "text": t, "attributes": []} for i, t in enumerate(texts)]


def test_the_probe_finds_each_kind_of_mismatch():
    probe = _probe()
    garbled = ["My main concern, you, is that the narrator's motive is never made clear.",
               "You can reach Michelle Hines, claims examiner about the case.",
               "Travel and time for Mr. Brooks are covered by $200.",
               "The agreed release records the terms as identified only as a former employee.",
               "The consent form signed by the Source permits identified only as a former employee.",
               "Your cardiac rehab has been drawn up for your signature; please read the key terms below.",
               "The sender's record has one earlier warning to the sender.",
               "Enrollment for the current term is recorded as a noncredit student, 6 class hours a week.",
               "Describe your circumstances:\nI should come to the clubhouse meeting room for meetings.",
               "In your own words:\nPlease send W-2 forms from every employer in the household.",
               "The prescriber kept cephalexin 500 mg.",
               "On a start date, he mentioned immediate availability.",
               "The service me attends most is the Wednesday Bible study.",
               "The service you attends most is the Saturday evening mass."]
    for text in garbled:
        examples: dict[str, list[str]] = {"garbled_sentence": []}
        assert probe.garbled_sentence_records(_rows(text), examples) == 1, text
    fine = ["You can reach Michelle Hines, claims examiner, about the case.",
            "Mr. Brooks will receive $200, which covers travel and time.",
            "Your cardiac rehab plan has been drawn up for your signature.",
            "The prescriber continued cephalexin 500 mg at the same dose.",
            "I told him, and he agreed.", "Could you confirm the total I was charged?", "I make soup the way I always have.",
            "The service I attend most is the Wednesday Bible study.", "The release I signed sets one condition: identified only as a former employee."]
    assert probe.garbled_sentence_records(_rows(*fine), {"garbled_sentence": []}) == 0


def test_a_vocative_is_dropped_when_the_name_becomes_you_or_i():
    template = "My main concern, {first_name}, is that {edit_main_concern}."
    assert voice(template, "second") == "My main concern is that {edit_main_concern}."
    assert voice(template, "third") == template
    assert voice("The service {first_name} attends most is {w}.", "first") == "The service I attend most is {w}."
    assert voice("According to {first_name}, {ticket_issue}.", "second") == "You tell us that {ticket_issue}."


def test_a_name_with_its_title_is_closed_by_a_comma_mid_sentence():
    b = TextBuilder({"caseworker_name": "Michelle Hines, claims examiner", "first_name": "Ann"})
    b.tmpl("{first_name} can reach {caseworker_name} about the case. Ask {caseworker_name}.")
    assert b.text() == "Ann can reach Michelle Hines, claims examiner, about the case. Ask Michelle Hines, claims examiner."
    start, end = b.spans["caseworker_name"][0]
    assert b.text()[start:end] == "Michelle Hines, claims examiner"


def test_no_field_wording_garbles_any_of_its_values():
    """Every catalogue wording, with each value it can take, in the third, second and first person."""
    patterns = _probe()._GARBLED
    bad = []
    for c in categories().values():
        for f in c.fields:
            choices = list(getattr(f, "choices", None) or ())
            if not choices:
                continue
            for template in f.sentences:
                for seed in range(4):
                    t = vary_by(template, seed)
                    for person in ("third", "second", "first"):
                        said = voice(t, person)
                        for value in choices:
                            text = re.sub(r"\{(\w+)\}", lambda m, v=value, k=f.key: v if m.group(1) == k
                                          else {"first_name": "Ann", "full_name": "Ann Lee"}.get(m.group(1), "X"),
                                          said)
                            if any(p.search(text) for p in patterns.values()):
                                bad.append(text)
    assert not bad, sorted(set(bad))[:60]
