"""Windows, windowed extraction and redaction (privasis_hub.kavach.windows)."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privasis_hub.kavach.locate import LocatedSpan
from privasis_hub.kavach.spans import Entity
from privasis_hub.kavach.windows import ExtractError, extract, parse_values, redact, windows


def word_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(r"\S+", text)]


# --- windows --------------------------------------------------------------------------------

_word = st.text(alphabet="abcxyz0123-é中", min_size=1, max_size=6)
_sep = st.sampled_from([" ", " ", " ", "  ", "\n", "\n\n", "\t", " \n "])


@st.composite
def texts(draw):
    ws = draw(st.lists(_word, min_size=0, max_size=120))
    seps = draw(st.lists(_sep, min_size=len(ws) + 1, max_size=len(ws) + 1))
    return seps[0] + "".join(w + s for w, s in zip(ws, seps[1:], strict=True))


@st.composite
def params(draw):
    words = draw(st.integers(1, 30))
    overlap = draw(st.integers(0, words - 1))
    snap = draw(st.one_of(st.none(), st.integers(0, 8)))
    return words, overlap, snap


@settings(max_examples=300, deadline=None)
@given(texts(), params())
def test_windows_cover_every_word(text, p):
    words, overlap, snap = p
    wins = windows(text, words, overlap, snap=snap)
    for ws, we in word_spans(text):
        assert any(s <= ws and we <= e for s, e in wins), (ws, we, wins)


@settings(max_examples=300, deadline=None)
@given(texts(), params())
def test_windows_never_cut_a_word_and_advance(text, p):
    words, overlap, snap = p
    wins = windows(text, words, overlap, snap=snap)
    spans = word_spans(text)
    word_starts = {s for s, _ in spans}
    word_ends = {e for _, e in spans}
    for s, e in wins:
        assert s in word_starts and e in word_ends
    for (s1, e1), (s2, _) in zip(wins, wins[1:], strict=False):
        assert s1 < s2
        assert s2 <= e1 or text[e1:s2].strip() == ""  # overlapping, or adjacent words


def test_windows_overlap_by_the_requested_words_without_line_breaks():
    text = " ".join(f"w{i}" for i in range(100))
    wins = windows(text, 20, 5, snap=0)
    for (_, e1), (s2, _) in zip(wins, wins[1:], strict=False):
        assert len(text[s2:e1].split()) == 5


def test_window_end_snaps_to_a_nearby_line_break():
    lines = [" ".join(f"l{i}w{j}" for j in range(11)) for i in range(6)]
    text = "\n".join(lines)
    (s, e), *_ = windows(text, 24, 5, snap=3)  # nominal end after word 24, line break after word 22
    assert s == 0 and text[e] == "\n" and len(text[:e].split()) == 22


def test_window_start_snaps_to_a_nearby_line_break():
    text = "\n".join([" ".join(f"a{j}" for j in range(17)), " ".join(f"b{j}" for j in range(40))])
    wins = windows(text, 24, 5, snap=3)  # nominal next start is word 19; a line starts at word 17
    assert text[wins[1][0] - 1] == "\n" and text[wins[1][0] :].startswith("b0 ")


def test_windows_of_empty_or_blank_text():
    assert windows("") == []
    assert windows(" \n\t ") == []


def test_windows_single_short_text_is_one_window():
    assert windows("  hello world  ") == [(2, 13)]


def test_windows_reject_bad_parameters():
    with pytest.raises(ValueError, match="overlap"):
        windows("a b", words=5, overlap=5)
    with pytest.raises(ValueError, match="words"):
        windows("a b", words=0, overlap=0)


# --- parsing ---------------------------------------------------------------------------------


def test_parse_values_in_prose():
    raw = 'Sure! Here are the entities: [{"label": "PERSON", "text": "Ana"}] Hope this helps [sic].'
    assert parse_values(raw) == [{"label": "PERSON", "text": "Ana"}]


def test_parse_values_empty_list_is_valid():
    assert parse_values("No PII found: []") == []


def test_parse_values_rejects_items_without_text():
    with pytest.raises(ValueError, match="'text'"):
        parse_values('[{"label": "PERSON"}]')


# --- extract ---------------------------------------------------------------------------------


class Scripted:
    """A generate() that replays answers and records its calls."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.calls: list[tuple[str, dict]] = []

    def __call__(self, window_text: str, **kwargs) -> str:
        self.calls.append((window_text, kwargs))
        return self.answers.pop(0)


TEXT = "Derek Okafor called from 555-0142 on Monday."
GOOD = json.dumps([{"label": "PERSON", "text": "Derek Okafor"}, {"label": "PHONE", "text": "555-0142"}])


def test_extract_good_json():
    got = extract(TEXT, Scripted(GOOD))
    assert [(s.label, s.start, s.end) for s in got.spans] == [("PERSON", 0, 12), ("PHONE", 25, 33)]


def test_extract_fenced_json_with_prose():
    got = extract(TEXT, Scripted(f"Here you go:\n```json\n{GOOD}\n```\nDone."))
    assert [s.text for s in got.spans] == ["Derek Okafor", "555-0142"]


def test_extract_retries_once_with_retry_kwargs():
    gen = Scripted("I cannot comply", GOOD)
    got = extract(TEXT, gen)
    assert [kw for _, kw in gen.calls] == [{}, {"repetition_penalty": 1.1}]
    assert len(got.spans) == 2


def test_extract_passes_custom_retry_kwargs():
    gen = Scripted("[{oops", GOOD)
    extract(TEXT, gen, retry_kwargs={"temperature": 0.0})
    assert gen.calls[1][1] == {"temperature": 0.0}


def test_extract_two_bad_answers_raise():
    with pytest.raises(ExtractError, match=r"window 0 .*still broken") as info:
        extract(TEXT, Scripted("not json", "still broken"))
    assert info.value.window == 0


def test_extract_error_names_the_failing_window():
    text = " ".join(f"w{i}" for i in range(30))
    with pytest.raises(ExtractError) as info:
        extract(text, Scripted("[]", "nope", "nope"), words=20, overlap=5)
    assert info.value.window == 1


def test_extract_empty_answer_is_no_pii_not_an_error():
    got = extract(TEXT, Scripted("[]"))
    assert got.spans == [] and got.missing == []


def oracle(values: list[dict]):
    """A model that reports the given values when they occur in the window, plus a hallucination."""

    def generate(window_text: str, **kwargs) -> str:
        found = [x for x in values if x["text"] in window_text]
        return json.dumps(found + [{"label": "PHONE", "text": "555-0199"}])

    return generate


def test_extract_merges_a_span_seen_by_two_windows_once():
    words = [f"w{i}" for i in range(60)]
    words[18] = "Okafor"  # inside the overlap of windows 0 (0..19) and 1 (15..34)
    text = " ".join(words)
    assert len(windows(text, 20, 5, snap=0)) > 2
    got = extract(text, oracle([{"label": "PERSON", "text": "Okafor"}]), words=20, overlap=5)
    assert [(s.text, s.start) for s in got.spans] == [("Okafor", text.index("Okafor"))]


def test_extract_reports_a_hallucination_once():
    text = " ".join(f"w{i}" for i in range(60))
    got = extract(text, oracle([]), words=20, overlap=5)
    assert got.missing == [{"label": "PHONE", "text": "555-0199"}]


def test_extract_offsets_are_document_offsets():
    words = [f"w{i}" for i in range(60)]
    words[50] = "Okafor"
    text = " ".join(words)
    got = extract(text, oracle([{"label": "PERSON", "text": "Okafor"}]), words=20, overlap=5)
    assert [text[s.start : s.end] for s in got.spans] == ["Okafor"]


def test_extract_drops_inside_word_flag_when_value_is_whole_elsewhere():
    words = [f"w{i}" for i in range(60)]
    words[2], words[50] = "Rajesh", "Raj"
    text = " ".join(words)
    got = extract(text, oracle([{"label": "PERSON", "text": "Raj"}]), words=20, overlap=5)
    assert [(s.start, s.inside_word) for s in got.spans] == [(text.index(" Raj ") + 1, False)]


# --- redact ----------------------------------------------------------------------------------


def test_redact_replaces_spans_with_labels():
    spans = [Entity("PHONE", "555-0142", 25, 33), Entity("PERSON", "Derek Okafor", 0, 12)]
    assert redact(TEXT, spans) == "[PERSON] called from [PHONE] on Monday."


def test_redact_accepts_dicts_and_located_spans():
    spans = [{"label": "PERSON", "start": 0, "end": 12}, LocatedSpan("PHONE", "555-0142", 25, 33)]
    assert redact(TEXT, spans) == "[PERSON] called from [PHONE] on Monday."


def test_redact_adjacent_spans():
    assert (
        redact("AB", [{"label": "X", "start": 0, "end": 1}, {"label": "Y", "start": 1, "end": 2}]) == "[X][Y]"
    )


def test_redact_rejects_overlapping_spans():
    with pytest.raises(ValueError, match="overlapping"):
        redact(TEXT, [Entity("PERSON", "Derek Okafor", 0, 12), Entity("PERSON", "Okafor", 6, 12)])


def test_redact_rejects_out_of_range_spans():
    with pytest.raises(ValueError, match="outside"):
        redact("short", [{"label": "X", "start": 3, "end": 10}])
