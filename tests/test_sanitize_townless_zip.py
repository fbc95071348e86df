"""An address whose town an edit took out does not keep the ZIP code that names the town again (s24 lead)."""

import pytest

from privasis_hub.sanitize.tidy import reader14_leftovers

ORIGINAL = ("If you need a little longer, send a letter to 1037 Main St, Suite 1274, Grand Rapids, MI 49505.\n"
            "Our office: 88 Commerce Blvd, Lansing, MI 48933")


@pytest.mark.parametrize(("edited", "expected"), [
    ("If you need a little longer, send a letter to 1037 Main St, Suite 1274, MI 49505.",
     "If you need a little longer, send a letter to 1037 Main St, Suite 1274, Michigan."),
    ("Our office: 88 Commerce Blvd, MI 48933", "Our office: 88 Commerce Blvd, Michigan"),
])
def test_zip_goes_with_its_town(edited, expected):
    assert reader14_leftovers(ORIGINAL, edited) == expected


def test_zip_that_stays_by_request_is_kept():
    edited = "Our office: 88 Commerce Blvd, MI 48933"
    assert reader14_leftovers(ORIGINAL, edited, keep=["48933"]) == edited


def test_address_written_without_a_town_is_left_alone():
    original = "Mail it to PO Box 12, 4410 Route 9, NY 12401 before Friday."
    assert reader14_leftovers(original, original) == original
    assert "NY 12401" in reader14_leftovers(original, "Mail it to 4410 Route 9, NY 12401 before Friday.")


def test_a_quote_keeps_no_fragment_of_a_line_its_message_lost():
    """A quoted line whose message line went whole goes too, even where the edit left a fragment of it in the quote."""
    from privasis_hub.sanitize.tidy import quotes_follow

    original = ("Dear Joel,\n\nThe balance is $10.\n\nThe debit appears under CASEY PHARMACY. It was disputed.\n\n"
                "Kind regards,\nRichard\n\n-----\nThanks.\n\nOn June 14, 2025 at 9:23 AM, Richard wrote:\n"
                "> Dear Joel,\n>\n> The balance is $10.\n>\n> The debit appears under CASEY PHARMACY. It was disputed.\n")
    edited = ("Dear Joel,\n\nThe balance is $10.\n\nKind regards,\nRichard\n\n-----\nThanks.\n\n"
              "On June 14, 2025 at 9:23 AM, Richard wrote:\n> Dear Joel,\n>\n> The balance is $10.\n>\n"
              "> The debit appears.\n")
    out = quotes_follow(original, edited)
    assert "The debit appears" not in out
    assert "> The balance is $10." in out


def test_a_state_and_zip_left_after_a_verb_go():
    original = "If any detail above is not right, mail a note to 3448 Main St, Suite 1788, Kansas City, MO 64147."
    edited = "If any detail above is not right, mail a note, MO 64147."
    assert reader14_leftovers(original, edited) == "If any detail above is not right, mail a note."
    assert reader14_leftovers(original, edited, keep=["64147"]) == edited
