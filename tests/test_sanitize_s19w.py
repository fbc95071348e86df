"""s19w-san: the sanitization classes of reader9 (classes 6, 9, 10, 11): money brackets a writer would use,
sentences that only restate a stand-in, "That ..." fragments after a drop, roles written as names, and letterheads
left as a bare phone or hours line."""

from __future__ import annotations

import re

import pytest

from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.drop import drop_value
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.tidy import restating_sentences, tidy


@pytest.mark.parametrize(("key", "value", "expected"), [
    ("ytd_gross_pay", "$24,318.50", "between $20,000 and $30,000"),
    ("retirement_account_balance", "$237,114", "between $200,000 and $300,000"),
    ("outstanding_balance", "$300.26", "between $200 and $500"),
    ("monthly_payment", "$150", "between $100 and $200"),
    ("salary", "$72,000 per year", "between $50,000 and $100,000 per year"),
])
def test_money_bracket_is_at_most_about_twice(key, value, expected):
    out = abstract_value(key, value)
    assert out == expected
    low, high = (float(x.replace(",", "")) for x in re.findall(r"\$([\d,]+)", out))
    assert high <= 2.5 * low


def test_no_money_bracket_spans_five_times():
    for cents in range(100, 10_000_000, 7919):
        x = cents * 1.37
        value = f"${x:,.2f}"
        out = abstract_value("amount_owed", value)
        nums = [float(n.replace(",", "")) for n in re.findall(r"\$([\d,]+(?:\.\d+)?)", out)]
        if len(nums) == 2 and "million" not in out:
            assert nums[1] < 5 * nums[0], (value, out)
            assert nums[0] < x < nums[1]


def test_drop_keeps_the_lead_of_a_that_clause():
    text = ("Hello. To complete the picture, the file records that your account is an Everyday Checking account and "
            "that you have been a client since 10/23/2011. Bye.")
    value = "an Everyday Checking account"
    at = text.find(value)
    out = drop_value(text, at, at + len(value))[0]
    assert "the file records that you have been a client since 10/23/2011." in out
    assert "That you" not in out


@pytest.mark.parametrize("sentence", [
    "An account number is the number we keep for all work with the Client.",
    "Your payment confirmation is the reference for your payment.",
    "The Member paid using the payment card.",
    "A staff member dealt with the matter for the Member.",
    "Her member ID belongs to her.",
    "You opened your ticket number with support.",
    "The Client asked to be contacted.",
])
def test_restating_sentence_goes(sentence):
    original = "Intro line.\n\nThe file is open. Something else happened.\n"
    text = f"Intro line.\n\nThe file is open. {sentence} Something else happened.\n"
    assert restating_sentences(original, text) == [sentence]
    assert sentence not in tidy(original, text)


@pytest.mark.parametrize("sentence", [
    "Any balance will be charged to a payment card that you have on file.",
    "A coach is assigned to him.",
    "Credentials listed include the client's ID number.",
    "A service representative answered your questions that day.",
])
def test_sentence_with_a_fact_stays(sentence):
    assert restating_sentences("Intro.", f"Intro. {sentence}") == []


def test_role_left_as_a_name_is_said_as_a_role():
    original = "Prepared by Aaron Harris, Managing Partner\nRef.: PL-1\n\nSigned: Aaron Harris, Managing Partner\n"
    text = "Prepared by the Managing Partner\n\nSigned: Managing Partner\n"
    out = tidy(original, text)
    assert "Prepared by the managing partner" in out
    assert "Signed by the managing partner" in out


def test_signature_with_a_name_stays():
    original = "Signed: Timothy Smith    Date: 2024-04-04\n"
    assert "Signed: Timothy Smith" in tidy(original, "Signed: Timothy Smith\n")


def test_hours_line_left_on_top_goes_with_its_letterhead():
    original = ("Des Moines Literary Agency\n3778 Mulberry Ave, Floor 12\nDes Moines, IA 50313\nTel. +1 515 555 0156\n"
                "Mon-Fri 8 am-4:30 pm, closed 12-1\n\nFebruary 16, 2025\n\nNicole Vazquez\n")
    text = "Mon-Fri 8 am-4:30 pm, closed 12-1\n\nFebruary 16, 2025\n\nNicole Vazquez\n"
    assert tidy(original, text).lstrip().startswith("February 16, 2025")


def test_kept_phone_stays_on_top():
    original = "Hot Springs Vital Records Office\n578 Birch Rd\nTel. 826-555-0110\nMonday to Friday 9-4\nForm BCA-816A\n"
    text = "Tel. 826-555-0110\nMonday to Friday 9-4\nForm BCA-816A\n"
    out = tidy(original, text, keep=["826-555-0110"])
    assert out.startswith("Tel. 826-555-0110\nForm BCA-816A")


def test_same_line_twice_is_printed_once():
    original = "Letterhead\n\nJohn Phelps\n61 Water Ave\nYeso, NM 88136\n\nDear John,\n"
    text = "Letterhead\n\nJohn Phelps\nNew Mexico\nNew Mexico\n\nDear John,\n"
    assert "New Mexico\nNew Mexico" not in tidy(original, text)


def test_key_date_item_goes_whole_when_its_date_is_dropped():
    text = "Key dates:\n- May 9, 2023: first consultation\n- October 12, 2022: date of separation\n- June 17, 2024: hearing\n"
    value = "October 12, 2022"
    at = text.find(value)
    out = drop_value(text, at, at + len(value), kind="date")[0]
    assert out == "Key dates:\n- May 9, 2023: first consultation\n- June 17, 2024: hearing\n"


def test_less_than_after_an_article_reads_as_under():
    out = rewrite("You pay with a $0.50 fee each time. Fine.", [("fee", "$0.50")], "abstract")
    assert out == "You pay with an under-$1 fee each time. Fine."
