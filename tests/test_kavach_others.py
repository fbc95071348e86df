"""Kavach documents read more like the ones people write: a named person names someone else too (a spouse, a
colleague copied in, an emergency contact), addresses are given in full, and pasted chats carry no timestamps."""

import random
from pathlib import Path

import pytest

from privasis_hub.kavach import generate, languages
from privasis_hub.kavach.generate import Blueprint, compose
from privasis_hub.kavach.labels import faker_for
from privasis_hub.kavach.languages import LANGUAGES, LanguageDataError, load_language

DATA = Path(languages.__file__).resolve().parent.parent / "data" / "kavach"
OTHERS_LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "nl", "ru", "tr", "hi", "hi-Latn", "ar", "zh", "ja")


def _docs(code: str, layout: str, negative: bool, n: int):
    return [compose(Blueprint(i, code, "banking", layout, negative, None, 1000 + i)) for i in range(n)]


@pytest.mark.parametrize("code", OTHERS_LANGUAGES)
def test_the_language_has_others_frames_each_naming_someone_else(code):
    frames = LANGUAGES[code].frames["others"]
    assert len(frames) >= 8
    for frame in frames:
        assert set(languages.placeholders(frame)) & set(generate.OTHER_SLOTS), frame


@pytest.mark.parametrize("code", ["en", "de", "ja", "ru"])
def test_a_named_positive_often_names_someone_else_labelled_as_a_person(code):
    docs = _docs(code, "clean", False, 150)
    named = [d for d in docs if any(e.label == "PERSON" for e in d.entities)]
    several = [d for d in named if len({e.text for e in d.entities if e.label == "PERSON"}) >= 2]
    assert len(several) >= 0.5 * len(named)
    for d in docs:
        for e in d.entities:  # every span still points at its value
            assert d.text[e.start:e.end] == e.text


def test_others_frames_only_follow_a_named_person():
    """A positive that does not name its person names nobody else either: the share of positives holding a
    PERSON (a shortcut probe) is what it was."""
    lang = LANGUAGES["en"]
    others = set(lang.frames["others"])
    seen = 0
    for seed in range(400):
        picks = generate._frames(lang, random.Random(seed), "banking", False, "clean")
        if set(picks) & others:
            seen += 1
            assert any("{PERSON}" in t for t in picks), picks  # the intro, maybe joined to the next statement
    assert seen > 100


def test_someone_else_has_the_frames_gender_and_not_the_persons_name():
    lang = LANGUAGES["en"]
    rng = random.Random(3)
    values = generate._Values(lang, rng, faker_for(lang.faker_locale), "banking")
    given, family = generate.name_parts(values.ctx)
    provider = next(p for p in values.ctx.fake.providers if type(p).__module__.endswith("person.en_US"))
    for _ in range(40):
        her = values.other(True, False)
        him = values.other(False, True)
        assert her in provider.first_names_female or her in lang.first_names
        assert him.split()[0] in provider.first_names_male or him.split()[0] in lang.first_names
        assert given not in (her, him.split()[0]) and family not in him.split()


def test_a_relative_in_a_family_name_first_language_shares_the_family_name():
    lang = LANGUAGES["ja"]
    values = generate._Values(lang, random.Random(5), faker_for(lang.faker_locale), "banking")
    _given, family = generate.name_parts(values.ctx)
    for _ in range(20):
        assert values.other(True, False).startswith(family)


def test_most_address_sentences_give_the_address_in_full():
    frames = LANGUAGES["en"].frames
    rng = random.Random(0)
    picks = [generate._pick(frames, "address", rng) for _ in range(1000)]
    full = sum("{POSTAL_CODE}" in t and "{CITY}" in t for t in picks) / len(picks)
    share = sum("{POSTAL_CODE}" in t and "{CITY}" in t for t in frames["address"]) / len(frames["address"])
    assert full > share + 0.2 and full > generate.FULL_ADDRESS


@pytest.mark.parametrize("negative", [False, True])
def test_about_half_of_chats_carry_timestamps_in_either_class(negative):
    docs = _docs("en", "chat", negative, 120)
    stamped = sum(d.text.startswith("[") for d in docs) / len(docs)
    assert 0.3 < stamped < 0.7
    for d in docs:
        lines = [line for line in d.text.split("\n") if line]
        assert all(line.startswith("[") for line in lines) or not any(line.startswith("[0") for line in lines)


def _en_with_others(tmp_path: Path, block: str) -> Path:
    text = (DATA / "en.yaml").read_text(encoding="utf-8")
    head, sep, tail = text.partition("\n  others:\n")
    rest = tail.split("\n  field:\n", 1)[1]
    path = tmp_path / "en.yaml"
    path.write_text(head + "\n" + block + "  field:\n" + rest, encoding="utf-8")
    return path


def test_a_language_without_others_frames_loads_and_names_nobody_else(tmp_path):
    lang = load_language(_en_with_others(tmp_path, ""))
    assert "others" not in lang.frames
    picks = generate._frames(lang, random.Random(1), "banking", False, "clean")
    assert picks


def test_an_others_frame_without_someone_else_names_the_file_key_and_line(tmp_path):
    path = _en_with_others(tmp_path, "  others:\n  - 'My wife sees to the post.'\n")
    with pytest.raises(LanguageDataError, match=r"line \d+: frames.others\[0\]: a 'others' frame needs one of") as err:
        load_language(path)
    assert str(path) in str(err.value)


def test_quality_kavach_counts_positives_naming_several_people():
    from tests.benchmark_modules import load_benchmark

    several_people = load_benchmark("quality_kavach").several_people

    def row(names, negative=False):
        return {"is_negative": negative, "entities": [{"label": "PERSON", "text": n} for n in names]}

    rows = [row(["Ana", "Ana"]), row(["Ana", "Luis"]), row([]), row(["Mayor X", "Y"], negative=True)]
    assert several_people(rows) == 0.5
