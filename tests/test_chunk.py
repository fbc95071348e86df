"""Specification of privasis_hub.sanitize.chunk: lossless chunking at natural boundaries."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from privasis_hub.sanitize.chunk import Chunk, chunk_text

PROPERTY = settings(
    max_examples=60,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)

# --- strategies --------------------------------------------------------------------------

_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéüßçñøæłšžΩλжщ中文名字"
_SPECIAL_TOKENS = [
    "Dr.", "Mr.", "Mrs.", "Ms.", "Prof.", "St.", "Ave.", "Inc.", "Ltd.", "Co.", "Corp.",
    "Jr.", "Sr.", "e.g.", "i.e.", "etc.", "vs.", "No.", "Apt.", "Dept.", "U.S.", "a.m.",
    "p.m.", "Jan.", "Dec.", "J.", "3.5", "$1,200.00", "2025-03-04", "555-0142",
    "jane.roe@example.org", "https://clinic.example.org/portal?id=42", "www.example.com",
    "example.org.", "[09:14]", "Name:", "|", "||", '"Stop."', "(see", "below)", "1.", "iv.",
    "—", "...", "?", "!",
]  # fmt: skip
_SEPARATORS = [" "] * 8 + [
    "\n", "\n\n", ". ", "! ", "? ", ', "', ".) ", ", ", "\t", "  ", "\r\n", "\n \n", ": ",
]  # fmt: skip
MAX_WORD = 28  # longest token + punctuation a separator attaches to it

words = st.one_of(
    st.text(alphabet=_LETTERS, min_size=1, max_size=12),
    st.sampled_from(_SPECIAL_TOKENS),
)
# Record-like texts: words and separators, so no run of non-whitespace exceeds MAX_WORD
# and no whitespace run is longer than 3 characters.
record_texts = st.lists(st.tuples(words, st.sampled_from(_SEPARATORS)), max_size=150).map(
    lambda pairs: "".join(word + sep for word, sep in pairs)
)
any_texts = st.one_of(record_texts, st.text(max_size=400))
max_sizes = st.sampled_from([40, 128, 512])
any_max_sizes = st.sampled_from([1, 2, 7, 40, 128, 512])


@st.composite
def texts_with_spans(draw):
    """A record-like text and arbitrary (possibly overlapping, out-of-range) spans."""
    text = draw(record_texts)
    n = len(text)
    spans = draw(
        st.lists(
            st.tuples(st.integers(0, n + 5), st.integers(0, 80)).map(lambda t: (t[0], t[0] + t[1])),
            max_size=8,
        )
    )
    return text, spans


@st.composite
def texts_with_word_aligned_spans(draw):
    """A record-like text, a max size, and disjoint word-aligned spans that fit in it."""
    text = draw(record_texts)
    max_chars = draw(max_sizes)
    tokens = [m.span() for m in re.finditer(r"\S+", text)]
    spans, i = [], 0
    while i < len(tokens):
        length = draw(st.integers(0, 6))
        if length and tokens[min(i + length, len(tokens)) - 1][1] - tokens[i][0] <= max_chars:
            spans.append((tokens[i][0], tokens[min(i + length, len(tokens)) - 1][1]))
            i += length
        else:
            i += 1
    return text, max_chars, spans


# --- helpers -----------------------------------------------------------------------------


def boundaries(chunks: list[Chunk]) -> list[int]:
    """Positions between consecutive chunks."""
    return [c.start for c in chunks[1:]]


def inside_word(text: str, p: int) -> bool:
    return not text[p - 1].isspace() and not text[p].isspace()


def run_length(text: str, p: int) -> int:
    """Length of the run of non-whitespace around position ``p``."""
    start, end = p, p
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return end - start


def strictly_inside(p: int, spans) -> bool:
    return any(start < p < end for start, end in spans)


def texts(text: str, max_chars: int, protect=()) -> list[str]:
    return [c.text for c in chunk_text(text, max_chars, protect)]


# --- invariants --------------------------------------------------------------------------


@PROPERTY
@given(any_texts, any_max_sizes)
def test_chunks_join_back_to_the_text(text, max_chars):
    assert "".join(texts(text, max_chars)) == text


@PROPERTY
@given(any_texts, any_max_sizes)
def test_chunks_are_contiguous_slices_of_the_text(text, max_chars):
    chunks = chunk_text(text, max_chars)
    position = 0
    for chunk in chunks:
        assert chunk.start == position < chunk.end
        assert text[chunk.start : chunk.end] == chunk.text
        position = chunk.end
    assert position == len(text)


@PROPERTY
@given(any_texts, any_max_sizes)
def test_chunks_never_exceed_max_chars_without_protected_spans(text, max_chars):
    assert all(len(c.text) <= max_chars for c in chunk_text(text, max_chars))


@PROPERTY
@given(record_texts, max_sizes)
def test_no_boundary_falls_inside_a_word_when_words_fit(text, max_chars):
    chunks = chunk_text(text, max_chars)
    assert not any(inside_word(text, p) for p in boundaries(chunks))


@PROPERTY
@given(st.text(alphabet="ab \n.", max_size=300), any_max_sizes)
def test_a_boundary_falls_inside_a_word_only_in_a_token_longer_than_max_chars(text, max_chars):
    for p in boundaries(chunk_text(text, max_chars)):
        if inside_word(text, p):
            assert run_length(text, p) > max_chars


@PROPERTY
@given(record_texts, max_sizes)
def test_no_chunk_but_the_first_starts_with_whitespace(text, max_chars):
    assert not any(c.text[0].isspace() for c in chunk_text(text, max_chars)[1:])


@PROPERTY
@given(any_texts, any_max_sizes)
def test_chunking_is_deterministic(text, max_chars):
    assert chunk_text(text, max_chars) == chunk_text(text, max_chars)


# --- protected spans ---------------------------------------------------------------------


@PROPERTY
@given(texts_with_spans(), any_max_sizes)
def test_protected_spans_are_never_cut(text_and_spans, max_chars):
    text, spans = text_and_spans
    chunks = chunk_text(text, max_chars, spans)
    assert "".join(c.text for c in chunks) == text
    assert not any(strictly_inside(p, spans) for p in boundaries(chunks))


@PROPERTY
@given(texts_with_spans(), any_max_sizes)
def test_a_chunk_exceeds_max_chars_only_when_no_allowed_boundary_fits(text_and_spans, max_chars):
    text, spans = text_and_spans

    def allowed(p: int) -> bool:
        if strictly_inside(p, spans):
            return False
        return not inside_word(text, p) or run_length(text, p) > max_chars

    for chunk in chunk_text(text, max_chars, spans):
        if len(chunk.text) > max_chars:
            assert not any(allowed(p) for p in range(chunk.start + 1, chunk.start + max_chars + 1))


@PROPERTY
@given(texts_with_word_aligned_spans())
def test_word_aligned_protected_spans_that_fit_keep_chunks_within_max_chars(case):
    text, max_chars, spans = case
    chunks = chunk_text(text, max_chars, spans)
    assert all(len(c.text) <= max_chars for c in chunks)
    assert not any(strictly_inside(p, spans) for p in boundaries(chunks))


def test_a_protected_span_across_the_limit_moves_the_boundary_before_it():
    text = "We met on March 4, 2025 at the clinic."
    span = (text.index("March"), text.index(" at"))
    max_chars = text.index("4,") + 2  # the limit falls inside the date
    assert texts(text, max_chars)[0] == "We met on March "
    assert texts(text, max_chars, [span])[0] == "We met on "


def test_a_protected_span_longer_than_max_chars_becomes_one_oversized_chunk():
    text = "Address: 12 Elm St. Apt. 4, Springfield\nNext line here."
    span = (text.index("12"), text.index("\n"))
    assert texts(text, 20, [span]) == ["Address: ", "12 Elm St. Apt. 4, Springfield\n", "Next line here."]


def test_protected_spans_outside_the_text_are_ignored():
    text = "One two three four five six."
    assert texts(text, 10, [(-5, 0), (100, 200), (3, 3)]) == texts(text, 10)


# --- boundary preference -----------------------------------------------------------------

PARAGRAPHS = [
    "Dear Dr. Smith, thank you for seeing my mother last week. She is doing much better.",
    "Her dose was changed to 3.5 mg twice daily. Please write to jane.roe@example.org.",
    "Name: Jane Roe\nDOB: 1961-03-04\nPhone: 555-0142\nAddress: 12 Elm St. Apt. 4",
]


def test_paragraphs_that_fit_split_at_blank_lines():
    text = "\n\n".join(PARAGRAPHS)
    first_two = len(PARAGRAPHS[0]) + len(PARAGRAPHS[1]) + 4
    assert texts(text, first_two + 10) == [
        PARAGRAPHS[0] + "\n\n" + PARAGRAPHS[1] + "\n\n",
        PARAGRAPHS[2],
    ]


def test_a_paragraph_break_is_preferred_to_a_later_line_break():
    text = "Short intro.\n\nName: Jane Roe\nDOB: 1961-03-04\nPhone: 555-0142"
    assert texts(text, 45)[0] == "Short intro.\n\n"


def test_a_long_paragraph_splits_at_line_breaks_before_sentence_ends():
    text = "[09:14] Jane: Hi. Are you there?\n[09:15] Bob: Yes. What is up? Tell me.\n[09:16] Jane: Later."
    assert texts(text, 60) == [
        "[09:14] Jane: Hi. Are you there?\n",
        "[09:15] Bob: Yes. What is up? Tell me.\n[09:16] Jane: Later.",
    ]


def test_a_line_splits_at_sentence_ends_before_other_whitespace():
    text = "The visit went well. Her blood pressure was normal and stable. She left at noon."
    assert texts(text, 50) == [
        "The visit went well. ",
        "Her blood pressure was normal and stable. ",
        "She left at noon.",
    ]


def test_a_sentence_longer_than_max_chars_splits_at_whitespace():
    text = "The tenant agrees to pay the monthly rent on the first day of each month without fail."
    chunks = texts(text, 30)
    assert all(len(c) <= 30 for c in chunks)
    assert all(c.endswith(" ") for c in chunks[:-1])
    assert "".join(chunks) == text


def test_a_token_longer_than_max_chars_is_cut_hard_at_max_chars():
    assert texts("a" * 100, 40) == ["a" * 40, "a" * 40, "a" * 20]


def test_a_huge_whitespace_run_is_cut_inside_the_whitespace():
    text = "word" + " " * 100 + "next"
    chunks = texts(text, 40)
    assert "".join(chunks) == text
    assert all(len(c) <= 40 for c in chunks)
    assert chunks[-1].endswith("next")


def test_closing_quotes_and_brackets_stay_with_their_sentence():
    text = 'She said "Stop." Then she left the room and closed the door.'
    assert texts(text, 30)[0] == 'She said "Stop." '


@pytest.mark.parametrize(
    "abbreviation",
    ["Dr.", "Mr.", "Mrs.", "Ms.", "Prof.", "St.", "Ave.", "Inc.", "Ltd.", "Co.", "Corp.", "Jr.",
     "Sr.", "e.g.", "i.e.", "etc.", "vs.", "No.", "Apt.", "Dept.", "U.S.", "a.m.", "p.m.",
     "Jan.", "Feb.", "Sept.", "Dec.", "J.", "DR.", "(Dr."],
)  # fmt: skip
def test_abbreviations_and_initials_are_not_sentence_ends(abbreviation):
    text = f"It rained. We met {abbreviation} Smith there and then we all went home together."
    # The limit reaches just past the abbreviation: a sentence end there would win.
    max_chars = text.index(abbreviation) + len(abbreviation) + 4
    assert texts(text, max_chars)[0] == "It rained. "


@pytest.mark.parametrize("ending", ["home.", "home!", "home?", "home...", "1990.", "x.org."])
def test_real_sentence_ends_are_split_points(ending):
    text = f"It rained. We went {ending} Then we all sat down by the fire together."
    max_chars = text.index(ending) + len(ending) + 4
    assert texts(text, max_chars)[0] == f"It rained. We went {ending} "


def test_an_email_domain_at_a_sentence_end_ends_the_sentence():
    text = "Write to jane@example.org. We reply within two days, usually sooner than that."
    assert texts(text, 40)[0] == "Write to jane@example.org. "


def test_enumerators_at_the_start_of_a_line_are_not_sentence_ends():
    text = "Steps:\n1. Take the tablet with a full glass of water and food."
    assert texts(text, 40) == ["Steps:\n", "1. Take the tablet with a full glass of ", "water and food."]


@pytest.mark.parametrize(
    "token",
    ["3.5", "$1,200.00", "jane.roe@example.org", "https://clinic.example.org/portal?id=42", "U.S."],
)
def test_decimals_urls_and_emails_are_never_split(token):
    text = f"The note says {token} and nothing more. It was filed on time."
    for max_chars in range(len(token), len(text)):
        assert any(token in c for c in texts(text, max_chars)), max_chars


# --- edge cases and errors ---------------------------------------------------------------


def test_empty_text_gives_no_chunks():
    assert chunk_text("") == []


def test_a_text_that_fits_is_one_chunk():
    assert chunk_text("Hello world.", 512) == [Chunk(0, 12, "Hello world.")]


def test_leading_whitespace_stays_in_the_first_chunk():
    text = "\n\nDear Jane,\n\nThank you for the letter you sent me last week."
    chunks = texts(text, 20)
    assert "".join(chunks) == text
    assert chunks[0].startswith("\n\n")


@pytest.mark.parametrize("max_chars", [0, -1])
def test_non_positive_max_chars_is_rejected(max_chars):
    with pytest.raises(ValueError, match="max_chars"):
        chunk_text("text", max_chars)


@pytest.mark.parametrize("text", ["short", "a longer text that needs more than one chunk"])
def test_a_protected_span_that_ends_before_it_starts_is_rejected(text):
    with pytest.raises(ValueError, match="ends before it starts"):
        chunk_text(text, 10, [(5, 2)])
