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
