"""Kavach bank and tax numbers take the document's country's shape; GENDER agrees with the person's name."""

from __future__ import annotations

import random
import re

import pytest

from privasis_hub import safe_ids
from privasis_hub.kavach import country_formats
from privasis_hub.kavach.generate import Blueprint, compose
from privasis_hub.kavach.labels import LABELS, make_context, name_parts
from privasis_hub.kavach.languages import LANGUAGES


@pytest.mark.parametrize("region", sorted(country_formats.IBAN_BBAN))
def test_an_iban_has_its_countrys_code_valid_check_digits_and_a_bank_code_no_bank_holds(region):
    rng = random.Random(1)
    for _ in range(20):
        value = country_formats.iban(rng, region, grouped=False)
        assert value[:2] == region and safe_ids.iban_valid(value)
        shape = country_formats.IBAN_BBAN[region]
        bank = re.match(r"A?([0Z]+)", shape)
        assert value[4 + bank.start(1) : 4 + bank.end(1)] == bank.group(1)  # zeros (or ZZZZ): no bank's code


def test_languages_whose_country_has_no_iban_never_get_one_and_others_get_their_own():
    for code in ("en", "hi", "zh", "ja", "fr", "ur"):
        ctx = make_context(LANGUAGES[code], random.Random(0))
        region = {"en": "US", "hi": "IN", "zh": "CN", "ja": "JP", "fr": "FR", "ur": "PK"}[code]
        assert country_formats.available("IBAN", region) == (region in ("FR", "PK"))
        if region in ("FR", "PK"):
            assert LABELS["IBAN"].generate(ctx).startswith(region)


def test_bank_codes_and_tax_ids_take_the_countrys_layout_not_the_us_one():
    rng = random.Random(3)
    assert re.fullmatch(r"\d{5}", country_formats.bank_code(rng, "FR"))
    assert re.fullmatch(r"ZZZZ0\d{6}", country_formats.bank_code(rng, "IN"))
    assert re.fullmatch(r"[A-Z]{3}P[A-Z]\d{4}[A-Z]", country_formats.tax_id(rng, "IN", "Sharma"))
    assert country_formats.tax_id(rng, "IN", "Sharma")[4] == "S"
    assert re.fullmatch(r"\d\d/\d{3}/\d{5}", country_formats.tax_id(rng, "DE"))
    assert not country_formats.available("TAX_ID", "BR") and not country_formats.available("SSN", "FR")


def test_a_gender_field_agrees_with_the_name_it_sits_beside():
    for code in ("ru", "pl", "fr", "de", "en"):
        words = LANGUAGES[code].vocab["GENDER"]
        for seed in range(40):
            ctx = make_context(LANGUAGES[code], random.Random(seed))
            given, _family = name_parts(ctx)
            value = LABELS["GENDER"].generate(ctx)
            if ctx.female is not None and value in words[:2]:
                assert value == words[0 if ctx.female else 1], (code, given, value)


def test_no_generated_document_puts_a_us_routing_number_or_ein_in_a_non_us_document():
    for seed in range(60):
        doc = compose(Blueprint(seed, "fr", "banking", "form", False, None, seed))
        for e in doc.entities:
            assert not (e.label == "ROUTING_NUMBER" and re.fullmatch(r"5\d{8}", e.text))
            assert not (e.label == "TAX_ID" and re.fullmatch(r"\d\d-\d{7}", e.text))
            assert e.label != "IBAN" or e.text.startswith("FR")
