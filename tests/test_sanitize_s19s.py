"""Sanitization classes of reader5's triplets (issue 19): a block's heading left with nothing under it, and the
instruction an identifier's abstraction is given."""

from privasis_hub.sanitize.instruct import LADDER_PHRASES
from privasis_hub.sanitize.tidy import _empty_blocks

ORIGINAL = ("Dear Ms. Hill,\n\nYour plan starts on May 1.\n\nPlease check:\nDate of birth: 05/21/1974\n"
            "Passport number: XQ5492559\n\nCoverage and charges\nBilling code: CPT 88305\n\n"
            "Kind regards,\nJared Perez\nDate of birth: April 4, 1987\n")


def test_a_heading_whose_lines_all_went_goes_with_them():
    edited = ("Dear Ms. Hill,\n\nYour plan starts on May 1.\n\nPlease check:\n\nCoverage and charges\n\n"
              "Kind regards,\nJared Perez\n")
    assert _empty_blocks(ORIGINAL, edited) == "Dear Ms. Hill,\n\nYour plan starts on May 1.\n\nKind regards,\nJared Perez\n"


def test_a_heading_that_keeps_a_line_stays_and_so_does_a_name():
    edited = ("Dear Ms. Hill,\n\nYour plan starts on May 1.\n\nPlease check:\nPassport number: a passport\n\n"
              "Coverage and charges\n\nKind regards,\nJared Perez\n")
    out = _empty_blocks(ORIGINAL, edited)
    assert "Please check:\nPassport number" in out and "Coverage and charges" not in out
    assert out.endswith("Kind regards,\nJared Perez\n")  # a signature's name is no heading, though its line went
    # a heading that stood alone in the original too is the writer's own: it stays
    alone = "Notes:\n\nThe file is closed.\n"
    assert _empty_blocks(alone, alone) == alone


def test_an_identifiers_instruction_allows_the_number_to_go_whole():
    # reader5: "no more than a mention that there is one" was obeyed by deleting the line, read as not followed
    assert LADDER_PHRASES["identifier"].startswith("at most")


def test_a_sentence_left_pointing_at_what_went_goes():
    from privasis_hub.sanitize.tidy import tidy

    original = ("We note that you asked to be reached by text message, and we will keep to it. Your number is saved.\n"
                "From here: We have handled this since June 3, 2024. The clerk keeps your file.\n")
    edited = "We will keep to it. Your number is saved.\nFrom here: We have handled this. The clerk keeps your file.\n"
    assert tidy(original, edited) == "Your number is saved.\nFrom here: The clerk keeps your file.\n"
    kept = "We will keep to it.\n"  # the writer's own sentence stays
    assert tidy(kept, kept) == kept


def test_a_line_that_offers_a_contact_it_no_longer_gives_goes():
    from privasis_hub.sanitize.tidy import tidy

    original = "Clay Center Office\n\nNeed help? Write to p.lopez@clay.example.org\nDear Ana,\n"
    assert tidy(original, "Clay Center Office\n\nNeed help? Write\nDear Ana,\n") == "Clay Center Office\n\nDear Ana,\n"


def test_a_zip_code_goes_with_its_town():
    # reader5: "NC 28371" left under a letterhead once "Parkton" went: the ZIP code names the town again
    from privasis_hub.sanitize.tidy import tidy

    original = "Smith Foods\n12 Main St\nParkton, NC 28371\nTel. 910-555-0100\n\nDear Ann,\n"
    assert tidy(original, "Smith Foods\n12 Main St\nNC 28371\nTel. 910-555-0100\n\nDear Ann,\n") == \
        "Smith Foods\n12 Main St\nNorth Carolina\nTel. 910-555-0100\n\nDear Ann,\n"  # s19s-san3: the state in full
    # a letterhead left with its state alone on top goes
    assert tidy(original, "NC 28371\nHours: 9-4 Mon-Fri\nLEAVE REQUEST\n") == "LEAVE REQUEST\n"
    own = "Send it to:\nNC 28371\n"  # the writer's own line stays
    assert tidy(own, own) == own
