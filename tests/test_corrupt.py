"""The span-preserving edit engine (align) and the 18-corruption robustness suite.

The sample documents (Latin, Devanagari, Chinese, Arabic, a hard negative) and the
``docs()`` strategy are shared with ``tests/test_conditions.py``.
"""

import random
import re
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privasis_hub.kavach.align import (
    apply_edits,
    concat,
    insert,
    map_chars,
    map_segments,
    realign,
    segments,
    sub,
    sub_doc,
    trim_entities,
)
from privasis_hub.kavach.corrupt import (
    CORRUPTIONS,
    ZERO_WIDTH,
    apply_suite,
    concatenation,
    corrupt,
    digits_spelled_out,
    line_rewrap,
    truncation,
)
from privasis_hub.kavach.spans import Doc, Entity


def build(*parts) -> Doc:
    """A document from plain strings and ``(label, value)`` pairs, entities at their exact offsets."""
    text, entities = "", []
    for p in parts:
        if isinstance(p, tuple):
            entities.append(Entity(p[0], p[1], len(text), len(text) + len(p[1])))
            text += p[1]
        else:
            text += p
    return Doc(text, entities)


LATIN = build(
    ("PERSON", "Jane Doe"),  # at the very start
    ", call me at ",
    ("PHONE", "555-0142"),
    " or mail ",
    ("EMAIL", "jane.doe@example.com"),
    ". SSN ",
    ("SSN", "900-12-6789"),
    ("CREDIT_CARD", "4242 4242 4242 4242"),  # adjacent to the SSN
    "\nI'm 42, living at ",
    ("STREET_ADDRESS", "12 Baker Street"),
    ". Meeting at 10 tomorrow.\nPassport: ",
    ("PASSPORT_NUMBER", "X1234567"),  # at the very end
)
DEVANAGARI = build(
    ("PERSON", "राहुल शर्मा"),
    " का फ़ोन नंबर ",
    ("PHONE", "555-0199"),
    " है। ईमेल: ",
    ("EMAIL", "rahul@example.in"),
    "। पता: ",
    ("STREET_ADDRESS", "१२ गांधी मार्ग"),
    ("CITY", "पुणे"),
    "।\nआधार संख्या ",
    ("NATIONAL_ID", "९०१२ ३४५६ ७८९०"),
)
CHINESE = build(
    ("PERSON", "王小明"),
    "的电话是",
    ("PHONE", "13800138000"),
    "，邮箱",
    ("EMAIL", "wang@example.cn"),
    "。身份证号",
    ("NATIONAL_ID", "110101199003071234"),
    ("DOB", "1990年3月7日"),
)
ARABIC = build(
    ("PERSON", "أحمد علي"),
    " رقم الهاتف ",
    ("PHONE", "555-0177"),
    "، البريد ",
    ("EMAIL", "ahmed@example.org"),
    "\nرقم الحساب ",
    ("BANK_ACCOUNT", "٤٥٦٧٨٩١٢"),
    ("DATE", "٢٠٢٤/٠٣/٠٥"),
)
NEGATIVE = build("Our office opens at 9 and closes at 17. Order #A-1200 shipped on time; thanks!")
SAMPLES = {"en": LATIN, "hi": DEVANAGARI, "zh": CHINESE, "ar": ARABIC, "en-neg": NEGATIVE}
LANGUAGE = {"en": "en", "hi": "hi", "zh": "zh", "ar": "ar", "en-neg": "en"}

_ALPHABET = list("abcdeXYZ rnmlIO0S5 129-.,@/\n\té'") + list("हिंदी१२ ") + list("中文电话。") + list("عربي٣ ")
_LABELS = st.sampled_from(["PERSON", "PHONE", "EMAIL", "ID"])
_VALUE = st.text(alphabet=_ALPHABET, min_size=1, max_size=12).filter(lambda v: v.strip() == v and v)


@st.composite
def docs(draw) -> Doc:
    """Random documents in mixed scripts, with adjacent entities and entities at either end."""
    parts = draw(
        st.lists(
            st.one_of(st.text(alphabet=_ALPHABET, max_size=12), st.tuples(_LABELS, _VALUE)),
            max_size=8,
        )
    )
    return build(*parts)


def assert_aligned(doc: Doc) -> None:
    assert doc.check() == []
    for e in doc.entities:
        assert 0 <= e.start < e.end <= len(doc.text), e


# ---------------------------------------------------------------- align


def test_edit_before_an_entity_shifts_it():
    doc = build("ab ", ("X", "val"), " cd")
    out = apply_edits(doc, [(0, 2, "abcd")])
    assert out.text == "abcd val cd" and out.entities == [Entity("X", "val", 5, 8)]


def test_edit_inside_an_entity_changes_its_text():
    doc = build("ab ", ("X", "555-0142"), " cd")
    out = apply_edits(doc, [(6, 7, " dash ")])
    assert out.entities == [Entity("X", "555 dash 0142", 3, 16)]
    assert_aligned(out)


def test_insertion_at_a_boundary_stays_outside():
    doc = build(("A", "ab"), ("B", "cd"))
    out = insert(doc, {0: "<", 2: "|", 4: ">"})
    assert out.text == "<ab|cd>"
    assert [e.text for e in out.entities] == ["ab", "cd"]


def test_insertion_strictly_inside_joins_the_entity():
    out = insert(build("x ", ("A", "abcd")), {4: "\u200b"})
    assert out.entities[0].text == "ab\u200bcd"


@pytest.mark.parametrize("edit", [(1, 4, "Z"), (4, 7, "Z"), (1, 8, "Z")])
def test_straddling_edit_raises(edit):
    doc = build("ab ", ("X", "val"), " cd")
    with pytest.raises(ValueError, match="straddles"):
        apply_edits(doc, [edit])


def test_overlapping_edits_raise():
    with pytest.raises(ValueError, match="overlap"):
        apply_edits(build("abcdef"), [(0, 3, "x"), (2, 4, "y")])


def test_emptied_entity_is_dropped():
    doc = build(("A", "ab"), " ", ("B", "c"))
    out = apply_edits(doc, [(3, 4, "")])
    assert [e.label for e in out.entities] == ["A"]


def test_map_chars_outside_leaves_entities_untouched():
    doc = build("ab ", ("X", "ab"), " ab")
    out = map_chars(doc, lambda ch, _r: ch.upper(), random.Random(0), where="outside")
    assert out.text == "AB ab AB" and out.entities[0].text == "ab"


def test_sub_skips_matches_across_a_boundary():
    doc = build("u", ("X", "ar"), "n rn")
    out = sub(doc, "rn", "m")
    assert out.text == "uarn m" and out.entities[0].text == "ar"


def test_segments_never_cross_a_boundary():
    doc = build("a", ("X", "bc"), ("Y", "d"), "e")
    assert segments(doc) == [(0, 1, False), (1, 3, True), (3, 4, True), (4, 5, False)]
    out = map_segments(doc, lambda s, inside: s.upper() * 2 if inside else s)
    assert [e.text for e in out.entities] == ["BCBC", "DD"]


def test_trim_sub_doc_and_concat():
    doc = Doc("a  bc  d", [Entity("X", "  bc ", 1, 6)])
    assert trim_entities(doc).entities == [Entity("X", "bc", 3, 5)]
    cut = sub_doc(LATIN, 0, LATIN.entities[1].start + 3)
    assert [e.label for e in cut.entities] == ["PERSON"]
    both = concat([LATIN, CHINESE], "\n\n")
    assert len(both.entities) == len(LATIN.entities) + len(CHINESE.entities)
    assert_aligned(both)


def test_realign_follows_confusions_and_drops_lost_values():
    doc = build("Call ", ("PHONE", "555-0142"), " now, ", ("PERSON", "Al"), ".")
    out, lost = realign(doc, "Ca1l 5S5-0142 now, .")
    assert out.entities == [Entity("PHONE", "5S5-0142", 5, 13)]
    assert [e.label for e in lost] == ["PERSON"]


@settings(max_examples=150, deadline=None)
@given(doc=docs(), data=st.data())
def test_random_segment_edits_keep_spans_aligned(doc, data):
    edits = []
    for a, b, _inside in segments(doc):
        if data.draw(st.booleans()):
            lo = data.draw(st.integers(a, b))
            hi = data.draw(st.integers(lo, b))
            edits.append((lo, hi, data.draw(st.text(alphabet="xy\u200b ", max_size=3))))
    out = apply_edits(doc, edits)
    assert_aligned(out)
    assert len(out.entities) <= len(doc.entities)


# ---------------------------------------------------------------- the suite

NAMES = sorted(CORRUPTIONS)
#: Corruptions that may lose entities (emptied or cut) or add them (a second document).
CHANGES_COUNT = {"char_drop", "punctuation_strip", "truncation", "concatenation"}


def test_there_are_18_corruptions():
    assert len(CORRUPTIONS) == 18


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("sample", sorted(SAMPLES))
def test_every_corruption_keeps_spans_aligned_over_seeds(name, sample):
    for seed in range(15):
        assert_aligned(corrupt(SAMPLES[sample], name, random.Random(seed)))


@settings(max_examples=200, deadline=None)
@given(doc=docs(), seed=st.integers(0, 2**32 - 1), name=st.sampled_from(NAMES))
def test_every_corruption_keeps_random_docs_aligned(doc, seed, name):
    assert_aligned(corrupt(doc, name, random.Random(seed)))


@settings(max_examples=150, deadline=None)
@given(doc=docs(), seed=st.integers(0, 2**32 - 1), name=st.sampled_from(sorted(set(NAMES) - CHANGES_COUNT)))
def test_corruptions_keep_every_entity_and_label(doc, seed, name):
    out = corrupt(doc, name, random.Random(seed))
    assert [e.label for e in out.entities] == [e.label for e in doc.entities]


@pytest.mark.parametrize("name", NAMES)
def test_corruptions_are_deterministic(name):
    a = corrupt(LATIN, name, random.Random(7))
    b = corrupt(LATIN, name, random.Random(7))
    assert a == b


def test_corruptions_do_not_mutate_their_input():
    before = Doc(LATIN.text, [Entity(e.label, e.text, e.start, e.end) for e in LATIN.entities])
    for name in NAMES:
        corrupt(LATIN, name, random.Random(1))
    assert LATIN == before


def test_unknown_corruption_names_the_known_ones():
    with pytest.raises(ValueError, match="upper_case"):
        corrupt(LATIN, "nope", random.Random(0))


def test_upper_case_changes_entity_text():
    out = corrupt(LATIN, "upper_case", random.Random(0))
    assert out.entities[0].text == "JANE DOE"


def test_zero_width_insertion_inserts_zero_width_chars():
    out = corrupt(LATIN, "zero_width_insertion", random.Random(0))
    assert any(z in out.text for z in ZERO_WIDTH)
    assert "".join(ch for ch in out.text if ch not in ZERO_WIDTH) == LATIN.text


def test_homoglyphs_swap_latin_for_other_scripts():
    out = corrupt(LATIN, "homoglyphs", random.Random(0))
    scripts = {unicodedata.name(ch).split()[0] for ch in out.text if ch.isalpha()}
    assert scripts & {"CYRILLIC", "GREEK"}


def test_fullwidth_digits_appear_in_values():
    out = corrupt(LATIN, "fullwidth_digits", random.Random(0))
    assert any("\uff10" <= ch <= "\uff19" for e in out.entities for ch in e.text)


def test_digits_spelled_out():
    out = digits_spelled_out(LATIN, random.Random(0))
    assert not re.search(r"[0-9]", out.text)
    assert out.entities[1].text == "five five five-zero one four two"
    assert out.entities[-1].text == "X one two three four five six seven"


def test_line_rewrap_only_moves_line_breaks():
    doc = build("word " * 30, ("PERSON", "Jane Ann Doe"), " and more words here.")
    out = line_rewrap(doc, random.Random(3))
    assert "\n" in out.text
    assert out.text.replace("\n", " ") == doc.text.replace("\n", " ")


def test_whitespace_collapse_leaves_single_spaces():
    out = corrupt(build("a \n\n b\t", ("X", "c  d"), "   e"), "whitespace_collapse", random.Random(0))
    assert out.text == "a b c d e" and out.entities[0].text == "c d"


def test_html_wrap_escapes_and_tags():
    doc = build("x < y & ", ("PERSON", "A&B"), "\n\nnext")
    out = corrupt(doc, "html_wrap", random.Random(0))
    assert out.text.startswith("<!DOCTYPE html>") and "</p>\n<p>" in out.text
    assert out.entities[0].text == "A&amp;B"


def test_markdown_wrap_keeps_values_outside_the_markup():
    for seed in range(10):
        out = corrupt(LATIN, "markdown_wrap", random.Random(seed))
        assert [e.text for e in out.entities] == [e.text for e in LATIN.entities]


@settings(max_examples=150, deadline=None)
@given(doc=docs(), seed=st.integers(0, 2**32 - 1))
def test_truncation_drops_cut_entities(doc, seed):
    out = truncation(doc, random.Random(seed))
    cut = len(out.text)
    assert doc.text.startswith(out.text)
    assert out.entities == [e for e in doc.entities if e.end <= cut]


def test_truncation_sometimes_cuts_inside_a_value():
    inside = 0
    for seed in range(20):
        cut = len(truncation(LATIN, random.Random(seed)).text)
        inside += any(e.start < cut < e.end for e in LATIN.entities)
    assert inside > 0


def test_concatenation_with_another_doc_keeps_both_gold_sets():
    out = concatenation(LATIN, random.Random(0), other=ARABIC)
    assert sorted(e.text for e in out.entities) == sorted(e.text for e in LATIN.entities + ARABIC.entities)


def test_concatenation_alone_joins_a_shuffled_copy():
    out = concatenation(LATIN, random.Random(0))
    assert sorted(e.text for e in out.entities) == sorted(2 * [e.text for e in LATIN.entities])
    assert LATIN.text in out.text and out.text != LATIN.text + "\n\n" + LATIN.text


def test_apply_suite_covers_every_corruption_reproducibly():
    docs_ = list(SAMPLES.values())
    a, b = apply_suite(docs_, seed=3), apply_suite(docs_, seed=3)
    assert set(a) == set(CORRUPTIONS)
    assert all(len(rows) == len(docs_) for rows in a.values())
    assert a == b
    assert all(d.check() == [] for rows in a.values() for d in rows)
    first = a["concatenation"][0]
    assert len(first.entities) == len(LATIN.entities) + len(DEVANAGARI.entities)
