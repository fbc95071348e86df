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
