"""Kavach documents read more like the ones people write: a named person names someone else too (a spouse, a
colleague copied in, an emergency contact), addresses are given in full, and pasted chats carry no timestamps."""

import random
from pathlib import Path

import pytest

from privasis_hub.kavach import generate, languages
from privasis_hub.kavach.generate import Blueprint, compose
from privasis_hub.kavach.labels import _faker_first_names, faker_for, name_gender
from privasis_hub.kavach.languages import LANGUAGES, LanguageDataError, load_language

DATA = Path(languages.__file__).resolve().parent.parent / "data" / "kavach"
OTHERS_LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "nl", "ru", "tr", "hi", "hi-Latn", "ar", "zh", "ja", "pl", "uk", "id", "vi",
                    "ko", "el", "sw")


def _docs(code: str, layout: str, negative: bool, n: int):
    return [compose(Blueprint(i, code, "banking", layout, negative, None, 1000 + i)) for i in range(n)]


@pytest.mark.parametrize("code", OTHERS_LANGUAGES)
def test_the_language_has_others_frames_each_naming_someone_else(code):
    frames = LANGUAGES[code].frames["others"]
    assert len(frames) >= 8
    for frame in frames:
        assert set(languages.placeholders(frame)) & set(languages.OTHER_SLOTS), frame


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


@pytest.mark.parametrize("code", OTHERS_LANGUAGES)
@pytest.mark.parametrize("with_faker", [True, False])
def test_someone_else_has_the_frames_gender_and_not_the_persons_name(code, with_faker):
    """Without Faker (or where it gives nothing that fits) the language's own lists are used: a given name known to
    be of the other gender is never drawn for "my wife"."""
    lang = LANGUAGES[code]
    fake = faker_for(lang.faker_locale) if with_faker and lang.faker_locale else None
    values = generate._Values(lang, random.Random(3), fake, "banking")
    given, family = generate.name_parts(values.ctx)
    for _ in range(40):
        for female in (True, False):
            name = values.other(female, True)
            if lang.name_order == "family_given":  # "Bùi Minh Châu": the given name after the family's
                other_given = name.split(" ", 1)[1] if " " in name else name[1:]
            else:
                other_given = name.split()[0]
            faker_female, faker_male = _faker_first_names(lang.faker_locale) if fake else ((), ())
            assert (other_given in (faker_female if female else faker_male)  # Faker's own list says so ("Robin")
                    or name_gender(lang, other_given) is not (not female)), (code, female, name)
            assert given not in name.split(), (code, name)


def test_two_others_in_a_document_are_neither_variants_of_one_frame_nor_two_relatives():
    for code in OTHERS_LANGUAGES:
        frames = LANGUAGES[code].frames["others"]
        for seed in range(300):
            picks = generate._others(frames, random.Random(seed))
            if len(picks) == 2:
                a, b = picks
                assert a.split()[:2] != b.split()[:2], (code, picks)
                assert not (any(k in a for k in generate.KIN_SLOTS) and any(k in b for k in generate.KIN_SLOTS))


@pytest.mark.parametrize("code", ["en", "de", "ja", "ru", "zh"])
def test_a_letter_written_for_a_client_names_no_relative_of_the_writer(code):
    lang = LANGUAGES[code]
    others = set(lang.frames["others"])
    seen = 0
    for seed in range(600):
        picks = generate._frames(lang, random.Random(seed), "banking", False, "clean")
        if any(w in picks[0] for w in lang.proxy_words):
            seen += 1
            assert not set(picks) & others, picks
    assert seen


@pytest.mark.parametrize("code", ["ja", "zh", "ko", "vi"])
def test_a_relative_in_a_family_name_first_language_shares_the_family_name(code):
    lang = LANGUAGES[code]
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
    for seed in range(100):
        picks = generate._frames(lang, random.Random(seed), "banking", False, "clean")
        assert picks and not any("{OTHER_" in t for t in picks)
        values = generate._Values(lang, random.Random(seed), None, "banking")
        names = {f[2] for t in picks for f in values.resolve(t).fills if f[1] == "PERSON"}
        assert len(names) <= 1, names


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

    rows = [row(["Ana", "Ana"]), row(["Ana", "Luis"]), row([]), row(["Mayor X", "Y"], negative=True),
            row(["Viola, Concetta", "Concetta Viola", "Concetta"]), row(["Andreas Schneider", "A****** S********"]),
            row(["Ana\u200b Ruiz", "Ana Ruiz", "Luis Ruiz"])]
    assert several_people(rows) == (2 / 5, 5)
