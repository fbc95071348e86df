"""The speed caches of s19q-speed2 answer as the code they replace: skeletons.yaml parsed once, per-record-type patterns
compiled once, per-key and per-text searches remembered, and the literal tests in front of substitutions."""

import random
import re
from importlib import resources

import pytest
import yaml

from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import YAML_LOADER, categories, event_day, profile_fields


def _fresh_yaml() -> dict:
    return yaml.load(resources.files("privasis_hub.data.privasis").joinpath("skeletons.yaml").read_text(
        encoding="utf-8"), Loader=YAML_LOADER)


def _strings(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in _strings(v)]
    if isinstance(node, (list, tuple)):
        return [s for v in node for s in _strings(v)]
    return []


@pytest.fixture(scope="module")
def corpus() -> list[str]:
    """Every skeleton wording (as written and varied) and every catalogue sentence."""
    texts = _strings(R._skeleton_yaml())
    texts += [t for f in list(profile_fields()) + [f for c in categories().values() for f in c.fields]
              for t in f.sentences]
    rng = random.Random(5)
    return texts + [R.vary(t, rng) for t in texts] + ["", "x", ", {first_name}.", "Thank you, {first_name}!"]


def _keys() -> set[str]:
    specs = list(profile_fields()) + [f for c in categories().values() for f in c.fields]
    return {f.key for f in specs} | {"vital_signs", "reported_issue", "previous_address", "x"}


def test_skeleton_yaml_is_the_file_and_office_files_read_as_before():
    fresh = _fresh_yaml()
    assert R._skeleton_yaml() == fresh
    files = fresh["office_files"]
    for category in list(categories()) + ["employer", "default", "no such category"]:
        assert R.office_file(category) == {**files["default"], **(files.get(category) or {})}, category
    assert R._matters() == dict(fresh.get("matters") or {})
    assert R.subject_parts() == fresh["subjects"]
    assert R._letters() == fresh["personal_letters"]
    assert R.agreement_parts() == fresh["agreements"]
    assert R._skeleton_yaml() == fresh  # none of the readers changed it


def test_record_type_patterns_match_the_old_ones(corpus):
    record_types = sorted({rt for c in categories().values() for rt in c.record_types})
    record_types = record_types[::7] + ["statement", "claim letter", "report", "custody plan (draft)"]
    texts = [t for t in corpus if " the " in t.lower() or " this " in t.lower()][:400]
    for rt in record_types:
        old = re.compile(r"\b([Tt])(?:he|his) " + re.escape(rt) + r"\b( (?:was|is|has|records|covers|shows|lists"
                         r"|tells|sets|describes|explains|contains|includes|confirms|summarises|summarizes|documents"
                         r"|follows|notes)\b)?")
        assert R._the_record_type(rt).pattern == old.pattern and R._the_record_type(rt).flags == old.flags
        for text in texts[:20] + [f"The {rt} was sent.", f"this {rt} shows it", f"the {rt}s are"]:
            assert R._the_record_type(rt).sub(R._this_agreeing, text) == old.sub(R._this_agreeing, text)
        for det in ("(?:the|this|your)", "(?:my|our)"):
            head = re.escape(rt.rsplit(" ", 1)[-1])
            named, doc = R._itself_patterns(rt, det)
            assert named.pattern == r"(?i)\b" + re.escape(rt) + r"\b"
            assert doc.pattern == r"(?i)\b" + det + r" (?:\w+ ){0,3}" + head + r"s?\b"


def test_remembered_searches_agree_with_their_patterns(corpus):
    for key in _keys():
        assert R._not_theirs(key) == (R._NOT_THEIRS.search(key) is not None), key
        assert R._told_key(key) == (R._TOLD_KEY.search(key) is not None), key
        assert R._in_person(key) == (R._IN_PERSON.search(key) is not None), key
        for pattern in ("date|day", "^x$", "vital"):
            assert R._found(pattern, key) == (re.search(pattern, key) is not None)
    for text in corpus:
        assert R._calls_in(text) == (R._CALL_WORD.search(R._OTHER_SLOT.sub("", text)) is not None), text
        old = () if not R._FIELD_SITUATION_WORDS.search(text) else tuple(
            i for i in R._FIELD_SITUATIONS if R._SITUATION_WORDS[i][0].search(text))
        assert R._field_situations_in(text) == old, text
    for value in ("2024-03-01 at 9:00 AM", "03/04/2024", "March 4, 2024", "Marchy 4, 2024", "2024-02-30", "x", ""):
        assert event_day(value) == event_day.__wrapped__(value), value


def test_vocative_literal_is_in_every_match(corpus):
    # voice() substitutes _VOCATIVE only in texts holding ", {first_name}": every match holds it
    for text in corpus + [t + ", {first_name}." for t in corpus[:200]]:
        if R._VOCATIVE.search(text):
            assert ", {first_name}" in text, text


def test_situations_in_is_the_old_two_step_search(corpus):
    # _situations_in no longer runs _ANY_SITUATION before each situation's words: the same answers
    odd = [t.upper() for t in corpus[::5]] + [t.replace("i", "\u0131").replace("s", "\u017f") for t in corpus[::9]]
    for text in corpus + odd:
        to_sign = R._TO_SIGN.search(text) is not None
        old = (to_sign, ()) if not R._ANY_SITUATION.search(text) else (
            to_sign, tuple(i for i, (words, *_) in enumerate(R._SITUATION_WORDS) if words.search(text)))
        assert R._situations_in.__wrapped__(text) == old, text
