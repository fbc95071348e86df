"""Stand-ins reader18 read in triplets (issue 19, classes S-b and S-c): a signature's phone line left as "Tel. A phone
number, ext. 296" goes whole; "can be reached at an e-mail address" names the channel, "by e-mail". Only lines the
edit made change: a record's own wording stays as it was."""

import pytest

from privasis_hub.sanitize.tidy import reader18_leftovers

ORIGINAL = "Karen Diaz, Billing Specialist\nMiller Cancer Institute\nTel. (701) 555-0128, ext. 296\n\nThanks."


@pytest.mark.parametrize("line", ["Tel. A phone number, ext. 296", "Phone: a phone number", "Tel. An office phone number",
                                  "Fax: A fax number", "Tel. a contact number, ext. 12"])
def test_a_phone_line_left_as_its_stand_in_goes(line):
    text = ORIGINAL.replace("Tel. (701) 555-0128, ext. 296", line)
    assert reader18_leftovers(ORIGINAL, text) == "Karen Diaz, Billing Specialist\nMiller Cancer Institute\n\nThanks."


@pytest.mark.parametrize(("made", "want"), [
    ("Ana handles this and can be reached at an e-mail address or at ext. 480.",
     "Ana handles this and can be reached by e-mail or at ext. 480."),
    ("Ana is available at an e-mail address or on ext. 552.", "Ana is available by e-mail or on ext. 552."),
    ("Shelly Gomez can be reached at a contact e-mail address.", "Shelly Gomez can be reached by e-mail."),
])
def test_an_address_stand_in_names_the_channel(made, want):
    original = made.replace("an e-mail address", "ana@example.org").replace("a contact e-mail address", "s@x.org")
    assert reader18_leftovers(original, made) == want


def test_the_records_own_wording_stays():
    own = "Tel. A phone number is on the back of your card.\nWrite to us at an e-mail address we will send."
    assert reader18_leftovers(own, own) == own
