"""Reader10 classes 3 and 6: a letter says at most how it will reach its reader, never the channels it will NOT use
("We will not write to x@. The number we hold stays with us, but calls are off"), and its deadline line says what the
date is for ("Your reply is due by ...") rather than "Mark DATE in your diary, as the office works to that date"."""

import re

from benchmarks.quality_privasis import _DIARY_DEADLINE, _NEGATIVE_CONTACT
from privasis_hub.synth.render import render
from tests.test_record_writing import _plan

_BY_POST = {"community_contact_preference": ("Contact preference", "contact", "letter by post, no calls")}
_DUE = {"response_deadline": ("Response deadline", "case details", "June 3, 2025")}


def test_a_letter_names_no_channel_it_will_not_use_and_keeps_the_number_and_address_on_file():
    asked = 0
    for seed in range(24):
        plan = _plan("community", "letter", "community garden plot application", extra=_BY_POST, seed=seed)
        text, spans = render(plan)
        assert not _NEGATIVE_CONTACT.search(text), text[-700:]
        assert not re.search(r"(?i)\b(?:will not|won't) (?:write|send|e-mail|call|ring|phone)\b", text), text[-700:]
        for key in ("phone", "email"):  # still told, once, where the person is asked to tell us of a change
            if key in plan.values:
                assert plan.values[key] in text and spans.get(key), (key, text[-700:])
        asked += "ada@example.org) changes." in text or "(ada@example.org) or your" in text or "ada@example.org) changes," in text
    assert asked  # both kept on file in one sentence


def test_a_deadline_is_told_with_what_it_is_for_not_as_a_date_to_mark_in_a_diary():
    for seed in range(24):
        text, _ = render(_plan("government", "letter", "benefit review notice", extra=_DUE, seed=seed))
        assert not _DIARY_DEADLINE.search(text), text[-900:]
        assert "June 3, 2025" in text


def test_the_benchmark_counts_the_old_lines():
    assert _NEGATIVE_CONTACT.search("The number we hold, 845-555-0165, stays with us, but nobody here will phone you.")
    assert _NEGATIVE_CONTACT.search("We will not write to c.brown@example.net.")
    assert _DIARY_DEADLINE.search("Mark March 5, 2025 in your diary, as the office works to that date.")
    assert not _NEGATIVE_CONTACT.search("Please tell us if your phone number, 845-555-0165, changes.")
