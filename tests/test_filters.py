"""Filters reject short, underage and degenerate records with a named reason."""

from dataclasses import replace

from privasis_hub.synth.filters import is_degenerate, rejection_reason
from tests.test_schema import _record

VARIED = " ".join(f"word{i} appears once in this varied sentence number {i}." for i in range(40))


def test_short_record_is_rejected_as_too_short():
    assert rejection_reason(replace(_record(), word_count=63)) == "too_short"


def test_minor_is_rejected_as_underage():
    record = _record()
    record = replace(record, word_count=300, text=VARIED, profile=replace(record.profile, age=17))
    assert rejection_reason(record) == "underage"


def test_looping_text_is_rejected_as_degenerate():
    looping = "\n".join(["The patient was seen again today for the same thing."] * 30)
    assert is_degenerate(looping)
    assert rejection_reason(replace(_record(), word_count=300, text=looping)) == "degenerate"


def test_varied_adult_record_passes():
    assert not is_degenerate(VARIED)
    assert rejection_reason(replace(_record(), word_count=300, text=VARIED)) is None
