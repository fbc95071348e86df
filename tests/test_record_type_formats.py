"""A record type is written in formats that are that kind of document (issue 19).

A "payroll tax summary" written as a file of case notes, or an "operative report" as a clinician's running notes, is
titled one kind of document and reads as another; the case-notes format belongs to record types that are notes (a
visit note, a log, a journal, an intake, a ticket, a referral).
"""

import re

from privasis_hub.synth.catalog import categories

#: Record types whose name says they are notes of some kind: the only ones the case-notes format fits.
_NOTES_LIKE = re.compile(r"note|log|journal|diary|intake|assessment|evaluation|check-in|homework|draft|ticket"
                         r"|referral|review|record$")


def test_case_notes_only_for_record_types_that_are_notes():
    wrong = sorted(rt.name for cat in categories().values() for rt in cat.record_types.values()
                   if "case notes" in rt.formats and not _NOTES_LIKE.search(rt.name))
    assert wrong == [], f"titled as another document but written as case notes: {wrong}"


def test_every_record_type_keeps_a_format():
    assert all(rt.formats for cat in categories().values() for rt in cat.record_types.values())


def test_no_letter_or_message_is_addressed_to_a_dead_subject():
    addressed = {"letter", "email thread", "chat log", "form", "application", "agreement"}
    wrong = sorted(rt.name for cat in categories().values() for rt in cat.record_types.values()
                   if "date_of_death" in rt.fields and addressed & set(rt.formats))
    assert wrong == [], f"addressed to the deceased: {wrong}"
