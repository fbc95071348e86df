"""A card statement charges the interest of its own rate (issue 19): a 0.69 % promotional APR does not charge $65.12
on a $4,142.71 balance; a 0 % one charges none."""

from __future__ import annotations

import re

from tests.test_case_dates import _text


def test_a_card_statement_charges_a_twelfth_of_its_own_apr_on_the_balance():
    checked = 0
    for seed in range(40):
        text = _text("financial", "credit card billing statement", "statement with table", seed)
        rate = re.search(r"\| Interest rate\s*\| (\d+(?:\.\d+)?)% [^|]*APR", text)
        balance = re.search(r"New balance \.*\s*\$([\d,]+\.\d\d)", text)
        if not rate or not balance:
            continue
        interest = re.search(r"Interest charged on purchases\s*\|\s*\$([\d,]+\.\d\d)", text)
        expected = float(balance.group(1).replace(",", "")) * float(rate.group(1)) / 1200
        if round(expected * 100) == 0:
            assert interest is None, text
        else:
            assert interest and abs(float(interest.group(1).replace(",", "")) - expected) <= 0.01, (expected, text)
        checked += 1
    assert checked >= 5


def test_an_offices_phone_is_under_an_area_code_of_its_own_state():
    """reader12 class M: 19 of 190 letterheads carried a neighbour's code (a Duluth, MN office under Wisconsin's 534;
    the towns table lists a border town's neighbours' codes too)."""
    import phonenumbers
    from phonenumbers import geocoder

    from privasis_hub.sanitize.address import US_STATES

    checked = 0
    for record_type, category in (("jury duty summons", "government"), ("truancy warning letter", "education"),
                                  ("debt collection validation notice", "financial")):
        for seed in range(15):
            text = _text(category, record_type, "letter", seed)
            head = text.split("\n\n", 1)[0]
            town = re.search(r"(?m)^[A-Z][^\n,]*, ([A-Z]{2}) \d{5}$", head)
            tel = re.search(r"(?m)^Tel\. \+?1? ?\(?(\d{3})", head)
            if not town or not tel:
                continue
            place = geocoder.description_for_number(phonenumbers.parse(f"+1{tel.group(1)}2010100"), "en")
            names = (US_STATES[town.group(1)], "") + (("Washington D.C.",) if town.group(1) == "DC" else ())
            assert place in names or place.endswith(", " + town.group(1)), (place, head)
            checked += 1
    assert checked >= 20
