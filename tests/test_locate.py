"""Offset recovery for value-only PII predictions (privasis_hub.kavach.locate)."""

from __future__ import annotations

import pytest

from privasis_hub.kavach.locate import (
    Located,
    is_no_space_char,
    is_word_char,
    locate,
    offset_recovery,
)
from privasis_hub.kavach.spans import Doc, Entity


def v(label: str, text: str) -> dict:
    return {"label": label, "text": text}


def whole(located: Located) -> list[tuple[str, str]]:
    """(label, text) of the normal spans, in document order."""
    return [(s.label, s.text) for s in located.spans if not s.inside_word]


def assert_offsets_consistent(text: str, located: Located) -> None:
    for s in located.spans:
        assert text[s.start : s.end] == s.text


# --- scripts -------------------------------------------------------------------------------


def test_devanagari_sentence():
    text = "मरीज़ राजेश कुमार का फ़ोन नंबर 98765 43210 है और वह दिल्ली में रहते हैं।"
    got = locate(text, [v("PERSON", "राजेश कुमार"), v("PHONE", "98765 43210"), v("CITY", "दिल्ली")])
    assert whole(got) == [("PERSON", "राजेश कुमार"), ("PHONE", "98765 43210"), ("CITY", "दिल्ली")]
    assert_offsets_consistent(text, got)


def test_hindi_raj_inside_rajesh_is_flagged():
    got = locate("राजेश ने कल बैठक बुलाई।", [v("PERSON", "राज")])
    assert got.to_entities() == []
    assert [(s.text, s.start, s.end, s.inside_word) for s in got.spans] == [("राज", 0, 3, True)]


def test_hindi_raj_whole_word_wins_over_inside_occurrence():
    text = "राजेश और राज दोस्त हैं।"
    got = locate(text, [v("PERSON", "राज")])
    assert [(s.start, s.inside_word) for s in got.spans] == [(text.index("राज "), False)]


def test_tamil_name_with_pulli_only_matches_the_whole_word():
    text = "ராஜ்குமார் நேற்று வந்தார், ராஜ் அவரை சந்தித்தார்."
    got = locate(text, [v("PERSON", "ராஜ்")])
    assert [(s.start, s.inside_word) for s in got.spans] == [(text.index("ராஜ் "), False)]


def test_tamil_value_cut_before_a_combining_mark_is_inside_word():
    # "ராஜ" stops before the pulli (virama, a combining mark) of "ராஜ்".
    got = locate("ராஜ் வந்தார்.", [v("PERSON", "ராஜ")])
    assert [s.inside_word for s in got.spans] == [True]


def test_tamil_case_suffix_makes_value_inside_word():
    # Agglutinated case suffix (சென்னைக்கு = "to Chennai"): flagged, not dropped.
    got = locate("அவர் நேற்று சென்னைக்கு சென்றார்.", [v("CITY", "சென்னை")])
    assert [(s.text, s.inside_word) for s in got.spans] == [("சென்னை", True)]


def test_chinese_sentence():
    text = "患者王伟于2024年3月5日在北京协和医院就诊，联系电话13800138000。"
    values = [
        v("PERSON", "王伟"),
        v("DATE", "2024年3月5日"),
        v("ORG", "北京协和医院"),
        v("PHONE", "13800138000"),
    ]
    got = locate(text, values)
    assert whole(got) == [(x["label"], x["text"]) for x in values]
    assert_offsets_consistent(text, got)


def test_japanese_sentence():
    text = "田中太郎さんは東京都港区に住んでいて、電話番号は03-5555-0142です。"
    values = [v("PERSON", "田中太郎"), v("ADDRESS", "東京都港区"), v("PHONE", "03-5555-0142")]
    got = locate(text, values)
    assert whole(got) == [(x["label"], x["text"]) for x in values]


def test_korean_sentence_with_attached_particles():
    text = "김민수는 서울특별시 강남구에 살며 연락처는 010-5555-0142입니다."
    values = [v("PERSON", "김민수"), v("ADDRESS", "서울특별시 강남구"), v("PHONE", "010-5555-0142")]
    got = locate(text, values)
    assert whole(got) == [(x["label"], x["text"]) for x in values]


def test_thai_sentence():
    text = "นายสมชาย ใจดี อาศัยอยู่ที่กรุงเทพมหานคร โทร 081-555-0142"
    values = [v("PERSON", "สมชาย ใจดี"), v("CITY", "กรุงเทพมหานคร"), v("PHONE", "081-555-0142")]
    got = locate(text, values)
    assert whole(got) == [(x["label"], x["text"]) for x in values]


def test_arabic_sentence():
    text = "زار أحمد الخطيب عيادة الرياض يوم 12/03/2024 ورقم هاتفه 0555014200."
    values = [
        v("PERSON", "أحمد الخطيب"),
        v("CITY", "الرياض"),
        v("DATE", "12/03/2024"),
        v("PHONE", "0555014200"),
    ]
    got = locate(text, values)
    assert whole(got) == [(x["label"], x["text"]) for x in values]
    assert_offsets_consistent(text, got)


def test_arabic_attached_clitic_is_flagged_inside_word():
    # لمحمد = "for Muhammad": the proclitic ل glues to the name (documented limitation).
    got = locate("أرسلت الرسالة لمحمد أمس.", [v("PERSON", "محمد")])
    assert [s.inside_word for s in got.spans] == [True]


def test_no_space_script_matches_inside_a_run():
    got = locate("我住在北京市朝阳区。", [v("CITY", "北京")])
    assert [(s.text, s.inside_word) for s in got.spans] == [("北京", False)]


def test_digits_next_to_han_are_whole():
    got = locate("生于2024年", [v("DATE", "2024")])
    assert [s.inside_word for s in got.spans] == [False]


def test_character_classes():
    assert is_word_char("ा") and is_word_char("्") and is_word_char("_") and is_word_char("\u200c")
    assert not is_word_char("-") and not is_word_char(" ") and not is_word_char("।")
    assert (
        is_no_space_char("中") and is_no_space_char("か") and is_no_space_char("한") and is_no_space_char("ก")
    )
    assert not is_no_space_char("a") and not is_no_space_char("र")


# --- inside-word values --------------------------------------------------------------------


def test_raj_inside_rajesh_is_flagged_not_a_span():
    got = locate("Rajesh signed the form.", [v("PERSON", "Raj")])
    assert got.to_entities() == []
    assert [(s.text, s.start, s.end, s.inside_word) for s in got.spans] == [("Raj", 0, 3, True)]
    assert got.missing == []


def test_year_inside_longer_number_is_flagged():
    got = locate("Ticket 20245 and ticket 120246.", [v("YEAR", "2024")])
    assert [(s.start, s.inside_word) for s in got.spans] == [(7, True), (25, True)]


def test_inside_word_occurrences_ignored_when_a_whole_word_exists():
    got = locate("Rajesh met Raj.", [v("PERSON", "Raj")])
    assert [(s.start, s.inside_word) for s in got.spans] == [(11, False)]


def test_inside_word_flag_never_blocks_a_whole_word_span():
    # "Raj Kumar" occurs only inside "Raj Kumarswamy"; "Raj" is still a normal span there.
    got = locate("Raj Kumarswamy", [v("PERSON", "Raj Kumar"), v("PERSON", "Raj")])
    assert whole(got) == [("PERSON", "Raj")]
    assert got.shadowed == [v("PERSON", "Raj Kumar")]


# --- ordering, occurrences, misses -----------------------------------------------------------


def test_longest_value_first():
    got = locate("Derek Okafor called; Derek hung up.", [v("PERSON", "Derek"), v("PERSON", "Derek Okafor")])
    assert [(s.text, s.start) for s in got.spans] == [("Derek Okafor", 0), ("Derek", 21)]


def test_every_occurrence_becomes_a_span():
    text = "Okafor wrote to Okafor about Okafor."
    got = locate(text, [v("PERSON", "Okafor")])
    assert [s.start for s in got.spans] == [0, 16, 29]


def test_value_covered_by_a_longer_value_is_shadowed_not_missing():
    got = locate("Derek Okafor called.", [v("PERSON", "Derek Okafor"), v("PERSON", "Okafor")])
    assert whole(got) == [("PERSON", "Derek Okafor")]
    assert got.shadowed == [v("PERSON", "Okafor")] and got.missing == []


def test_missing_values_are_reported():
    got = locate("Derek Okafor called.", [v("PERSON", "Derek Okafor"), v("PHONE", "555-0199")])
    assert got.missing == [v("PHONE", "555-0199")]
    assert whole(got) == [("PERSON", "Derek Okafor")]


def test_duplicate_values_are_located_once():
    got = locate("Ana called.", [v("PERSON", "Ana"), v("PERSON", "Ana")])
    assert len(got.spans) == 1


def test_extra_keys_are_tolerated():
    got = locate("Ana called.", [{"label": "PERSON", "text": "Ana", "score": 0.9}])
    assert whole(got) == [("PERSON", "Ana")]


def test_fallback_is_case_and_whitespace_insensitive_and_keeps_document_text():
    text = "Patient DEREK\n  okafor arrived."
    got = locate(text, [v("PERSON", "Derek Okafor")])
    assert [(s.text, s.start, s.exact) for s in got.spans] == [("DEREK\n  okafor", 8, False)]


def test_fallback_not_used_when_an_exact_match_exists():
    got = locate("ana met Ana.", [v("PERSON", "Ana")])
    assert [(s.start, s.exact) for s in got.spans] == [(8, True)]


def test_to_entities_returns_entities_sorted_by_start():
    got = locate("Okafor met Derek.", [v("PERSON", "Derek"), v("PERSON", "Okafor")])
    assert got.to_entities() == [Entity("PERSON", "Okafor", 0, 6), Entity("PERSON", "Derek", 11, 16)]


# --- bad input ------------------------------------------------------------------------------


def test_missing_text_field_names_index_and_field():
    with pytest.raises(ValueError, match=r"values\[1\].*'text'"):
        locate("x", [v("PERSON", "x"), {"label": "PHONE"}])


def test_missing_label_field_names_index_and_field():
    with pytest.raises(ValueError, match=r"values\[0\].*'label'"):
        locate("x", [{"text": "x"}])


def test_whitespace_text_is_rejected():
    with pytest.raises(ValueError, match=r"values\[0\]\.text"):
        locate("x", [v("PERSON", "  \n")])


def test_non_string_text_is_rejected():
    with pytest.raises(ValueError, match=r"values\[0\]\.text"):
        locate("x", [{"label": "PHONE", "text": 5550142}])


def test_non_mapping_value_is_rejected():
    with pytest.raises(ValueError, match=r"values\[0\]"):
        locate("x", ["x"])


# --- offset recovery ------------------------------------------------------------------------


def test_offset_recovery_reports_the_planted_residual():
    docs = [
        Doc(
            "Derek Okafor, 555-0142.",
            [Entity("PERSON", "Derek Okafor", 0, 12), Entity("PHONE", "555-0142", 14, 22)],
        ),
        Doc("No PII here.", []),
        # Planted: the gold annotation marks "Raj" inside "Rajesh", which the locator only flags.
        Doc("Call Rajesh today.", [Entity("PERSON", "Raj", 5, 8)]),
        Doc("小林さん", [Entity("PERSON", "小林", 0, 2)]),
    ]
    assert all(d.check() == [] for d in docs)
    frac, residuals = offset_recovery(docs)
    assert frac == pytest.approx(3 / 4)
    assert [(r.doc_index, r.entity.text, r.reason) for r in residuals] == [(2, "Raj", "inside_word")]
    assert [s.start for s in residuals[0].found] == [5]


def test_offset_recovery_without_gold_entities_is_one():
    assert offset_recovery([Doc("nothing", [])]) == (1.0, [])


# --- speed ----------------------------------------------------------------------------------
