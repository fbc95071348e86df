"""No sentence of another kind of document or organisation (reader3 class 2), and a note's follow-up line is one or
two plain actions in one grammar (reader3 class 7): "should come to the main hall for the meetings" on an
after-school pickup form, "is expected at the event" for a fishing charter, "told the organizers" at a gym, a
"Royalties Manager" signing an edit letter, "Follow-up: ..., closure when the last papers arrive and FK-... to stay
open pending sign-off"."""

import re

import pytest

from privasis_hub.synth.catalog import categories
from privasis_hub.synth.render import _field_wording_fits, render
from tests.test_case_s19n import _draft
from tests.test_record_writing import _plan

FOREIGN = [  # (wording, record type, subcategory, may it be said)
    ("{first_name} should come to the main hall, side entrance for the meetings.",
     "after-school program emergency contact form", "community center", False),
    ("{first_name} should come to the clubhouse meeting room for the meetings.", "club officer nomination form",
     "social club", True),
    ("{first_name} is expected at the event on {community_event_date}.", "after-school program emergency contact form",
     "community center", False),
    ("{full_name} is expected at the venue on {rec_event_date}.", "fishing charter booking", "hobbies and crafts",
     False),
    ("{first_name} is booked on the charter for {rec_event_date}.", "fishing charter booking", "hobbies and crafts",
     True),
    ("{full_name} told the organizers about {disclosed_condition}.", "gym membership freeze request", "fitness", False),
    ("{full_name} told the organizers about {disclosed_condition}.", "marathon race registration", "live events", True),
    ("Few followers know that {full_name} runs the account {pseudonymous_account_handle}.",
     "podcast guest release form", "podcasting", False),
    ("Editors want the story on {full_name} filed by {story_deadline}.", "broadcast pre-interview questionnaire",
     "broadcast and documentary", False),
]


@pytest.mark.parametrize(("text", "record_type", "subcategory", "fits"), FOREIGN)
def test_a_fields_wording_is_said_only_in_its_kind_of_document(text, record_type, subcategory, fits):
    assert _field_wording_fits(text, (), record_type, subcategory) is fits


@pytest.mark.parametrize(("category", "rt", "fmt", "foreign"), [
    ("community", "after-school program emergency contact form", "letter",
     r"for (?:the )?meetings|\bthe event\b|at the (?:gathering|function)"),
    ("recreation", "fishing charter booking", "letter", r"\bthe event\b|organi[sz]ers"),
    ("recreation", "gym membership freeze request", "email thread", r"organi[sz]ers"),
    ("media", "developmental edit letter", "letter", r"Royalties Manager|Contracts Manager"),
])
def test_generated_records_hold_no_wording_of_another_kind(category, rt, fmt, foreign):
    for seed in range(6):
        text = _draft(category, rt, fmt, seed).text
        assert not re.search(foreign, text), text


def test_record_types_name_their_own_signers():
    media = categories()["media"]
    assert "Royalties Manager" not in media.signers_for("book publishing", "developmental edit letter")
    assert "Royalties Manager" in media.signers_for("book publishing")  # the subcategory's own list otherwise


def test_a_notes_follow_up_line_is_one_or_two_plain_actions_never_closing_and_keeping_open():
    for fmt, record_type in (("memo", "performance improvement plan"), ("report", "case assessment report"),
                             ("case notes", "small claims complaint")):
        for seed in range(12):
            text, _ = render(_plan("legal", fmt, record_type, seed=seed))
            for line in re.findall(r"(?m)^(?:Next steps|To do|Follow-up): ([^\n]*)", text):
                if ". " in line.rstrip("."):  # a letter's paragraph of next steps, not a note's line
                    continue
                items = re.split(r", | and ", line.rstrip("."))
                assert len(items) <= 2, line
                assert not (re.search(r"\b(?:close|archive) the file\b", line, re.I)
                            and re.search(r"\bopen\b|\bactive\b", line)), line
                assert not re.search(r"to stay open|closure when|pending sign-off|once sign-off", line), line
