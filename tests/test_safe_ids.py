"""Specification of privasis_hub.safe_ids: identifiers are well-formed and non-real by construction."""

from __future__ import annotations

import inspect
import ipaddress
import random
import re
from urllib.parse import urlparse

import pytest
from hypothesis import given
from hypothesis import strategies as st

from privasis_hub import safe_ids

SEEDS = range(400)


def draws(fn, *args, **kwargs):
    """One value per seed, each from a fresh seeded Random."""
    return [fn(random.Random(seed), *args, **kwargs) for seed in SEEDS]


def digits_of(text: str) -> str:
    return re.sub(r"\D", "", text)


GENERATORS = {
    "email": lambda rng: safe_ids.email(rng),
    "phone": safe_ids.phone,
    "ssn": safe_ids.ssn,
    "payment_card": lambda rng: safe_ids.payment_card(rng),
    "iban": safe_ids.iban,
    "routing_number": safe_ids.routing_number,
    "account_number": lambda rng: safe_ids.account_number(rng),
    "passport_number": safe_ids.passport_number,
    "drivers_license": safe_ids.drivers_license,
    "ein": safe_ids.ein,
    "url": lambda rng: safe_ids.url(rng, "maria-rivera"),
    "user_handle": lambda rng: safe_ids.user_handle(rng, "Maria", "Rivera"),
    "ipv4": safe_ids.ipv4,
    "ipv6": safe_ids.ipv6,
    "license_plate": safe_ids.license_plate,
    "vin": safe_ids.vin,
    "medical_record_number": safe_ids.medical_record_number,
    "member_id": lambda rng: safe_ids.member_id(rng, "BCX"),
}


# --- safety rules -------------------------------------------------------------------------


def test_every_generator_has_a_safety_rule():
    public_generators = {
        name
        for name, obj in vars(safe_ids).items()
        if inspect.isfunction(obj)
        and not name.startswith("_")
        and obj.__module__ == safe_ids.__name__
        and next(iter(inspect.signature(obj).parameters), None) == "rng"
    }
    assert public_generators == set(safe_ids.SAFETY_RULES)


def test_every_safety_rule_is_one_nonempty_sentence():
    for kind, rule in safe_ids.SAFETY_RULES.items():
        assert rule.strip() and rule.endswith("."), kind
        assert "\n" not in rule, kind


def test_module_docstring_states_every_safety_rule_verbatim():
    doc = " ".join(safe_ids.__doc__.split())
    for kind, rule in safe_ids.SAFETY_RULES.items():
        assert f"``{kind}``: {rule}" in doc, kind


# --- determinism and types ----------------------------------------------------------------


@pytest.mark.parametrize("kind", sorted(GENERATORS))
def test_same_seed_gives_same_value(kind):
    gen = GENERATORS[kind]
    assert [gen(random.Random(s)) for s in range(20)] == [gen(random.Random(s)) for s in range(20)]


@pytest.mark.parametrize("kind", sorted(GENERATORS))
def test_generators_return_single_line_strings(kind):
    for value in draws(GENERATORS[kind]):
        assert isinstance(value, str) and value and "\n" not in value


@pytest.mark.parametrize("kind", sorted(GENERATORS))
def test_generators_do_not_touch_the_global_random_state(kind):
    random.seed(12345)
    expected = random.random()
    random.seed(12345)
    GENERATORS[kind](random.Random(0))
    assert random.random() == expected


@pytest.mark.parametrize("kind", sorted(GENERATORS))
def test_different_seeds_give_varied_values(kind):
    assert len(set(draws(GENERATORS[kind]))) >= 25


# --- email and url ------------------------------------------------------------------------


def test_email_domains_are_reserved():
    for address in draws(safe_ids.email):
        local, _, domain = address.partition("@")
        assert local and safe_ids.is_reserved_domain(domain), address


def test_email_local_part_is_sanitised_lowercase():
    address = safe_ids.email(random.Random(0), "José  O'Neil..Jr!")
    assert address.split("@")[0] == "jose.oneil.jr"


def test_email_with_unusable_local_part_falls_back_to_random():
    local = safe_ids.email(random.Random(0), "!!!").split("@")[0]
    assert re.fullmatch(r"[a-z]+\d+", local)


@given(st.text(max_size=40))
def test_email_local_part_only_uses_allowed_characters(text):
    local = safe_ids.email(random.Random(0), text).split("@")[0]
    assert re.fullmatch(r"[a-z0-9._-]+", local)
    assert not local.startswith(".") and not local.endswith(".") and ".." not in local


def test_url_hosts_are_reserved_and_https():
    for link in draws(safe_ids.url, "Maria Rivera"):
        parsed = urlparse(link)
        assert parsed.scheme == "https" and safe_ids.is_reserved_domain(parsed.hostname), link


def test_url_contains_the_sanitised_slug():
    for link in draws(safe_ids.url, "María Rivera!"):
        assert "maria-rivera" in link, link


def test_is_reserved_domain_rejects_real_looking_domains():
    for host in ("gmail.com", "example.co", "notexample.com", "example.com.evil.net", "test.com"):
        assert not safe_ids.is_reserved_domain(host), host


def test_is_reserved_domain_accepts_rfc2606_names():
    for host in (
        "example.com",
        "mail.example.org",
        "a.b.example.net",
        "clinic.test",
        "x.invalid",
        "y.example",
    ):
        assert safe_ids.is_reserved_domain(host), host


def test_user_handle_starts_with_at_and_uses_the_first_name():
    for handle in draws(safe_ids.user_handle, "Maria", "Kowalski"):
        assert re.fullmatch(r"@[a-z0-9._]+", handle), handle
        assert "maria" in handle or handle.startswith("@mkowalski"), handle


# --- phone and government ids -------------------------------------------------------------


PHONE = re.compile(r"^(?:\((\d{3})\) 555-|(\d{3})-555-|\+1 (\d{3}) 555 )(01\d\d)$")


def test_phone_uses_exchange_555_and_line_0100_to_0199():
    for number in draws(safe_ids.phone):
        match = PHONE.match(number)
        assert match, number
        assert 100 <= int(match.group(4)) <= 199


def test_phone_area_codes_are_not_555_or_service_codes():
    for number in draws(safe_ids.phone):
        area = next(g for g in PHONE.match(number).groups() if g)
        assert area != "555" and area[1:] != "11" and area[0] not in "01", number


def test_ssn_area_is_900_or_above_with_nonzero_group_and_serial():
    for value in draws(safe_ids.ssn):
        area, group, serial = value.split("-")
        assert len(area) == 3 and int(area) >= 900, value
        assert len(group) == 2 and group != "00", value
        assert len(serial) == 4 and serial != "0000", value


def test_ssn_group_is_outside_itin_and_atin_ranges():
    for value in draws(safe_ids.ssn):
        assert 1 <= int(value.split("-")[1]) <= 49, value


def test_ein_prefix_was_never_assigned_by_the_irs():
    unassigned = {
        "07",
        "08",
        "09",
        "17",
        "18",
        "19",
        "28",
        "29",
        "49",
        "69",
        "70",
        "78",
        "79",
        "89",
        "96",
        "97",
    }
    for value in draws(safe_ids.ein):
        assert re.fullmatch(r"\d{2}-\d{7}", value), value
        assert value[:2] in unassigned, value


def test_passport_number_is_xq_and_seven_digits():
    for value in draws(safe_ids.passport_number):
        assert re.fullmatch(r"XQ\d{7}", value), value


def test_drivers_license_is_three_letters_and_seven_digits():
    for value in draws(safe_ids.drivers_license):
        assert re.fullmatch(r"[A-Z]{3}\d{7}", value), value


def test_license_plate_is_zero_three_letters_three_digits():
    for value in draws(safe_ids.license_plate):
        assert re.fullmatch(r"0[A-Z]{3}\d{3}", value), value


def test_medical_record_number_has_mrn_prefix():
    for value in draws(safe_ids.medical_record_number):
        assert re.fullmatch(r"MRN-\d{8}", value), value


def test_member_id_carries_prefix_and_zz_marker():
    for value in draws(safe_ids.member_id, "bc-x"):
        assert re.fullmatch(r"BCX-ZZ\d{8}", value), value


def test_member_id_without_prefix_is_just_the_marked_number():
    assert re.fullmatch(r"ZZ\d{8}", safe_ids.member_id(random.Random(0), "--"))


# --- payment cards ------------------------------------------------------------------------


def test_payment_cards_are_luhn_valid():
    for number in draws(safe_ids.payment_card):
        assert safe_ids.luhn_valid(number), number


@pytest.mark.parametrize("brand", sorted(safe_ids.CARD_BRANDS))
def test_payment_cards_use_the_brand_test_prefixes(brand):
    prefixes, length, _ = safe_ids.CARD_BRANDS[brand]
    for number in draws(safe_ids.payment_card, brand):
        digits = digits_of(number)
        assert len(digits) == length and digits[:6] in prefixes, number


def test_amex_groups_are_4_6_5_and_others_4_4_4_4():
    assert [len(g) for g in safe_ids.payment_card(random.Random(0), "amex").split(" ")] == [4, 6, 5]
    for brand in ("visa", "mastercard", "discover"):
        assert [len(g) for g in safe_ids.payment_card(random.Random(0), brand).split(" ")] == [4, 4, 4, 4]


def test_payment_card_brand_is_case_insensitive_with_aliases():
    assert digits_of(safe_ids.payment_card(random.Random(0), "American Express"))[:2] == "37"
    assert digits_of(safe_ids.payment_card(random.Random(0), "VISA"))[0] == "4"


def test_payment_card_unknown_brand_raises():
    with pytest.raises(ValueError, match="unknown card brand"):
        safe_ids.payment_card(random.Random(0), "dinersclub")


def test_luhn_valid_accepts_published_test_numbers():
    for number in ("4242 4242 4242 4242", "5555555555554444", "3782-822463-10005", "6011111111111117"):
        assert safe_ids.luhn_valid(number), number


def test_luhn_valid_rejects_altered_and_malformed_numbers():
    for number in ("4242 4242 4242 4241", "", "7", "4242a42424242424", "٤٢٤٢"):
        assert not safe_ids.luhn_valid(number), number


# --- bank identifiers ---------------------------------------------------------------------


def test_ibans_have_valid_check_digits():
    for value in draws(safe_ids.iban):
        assert safe_ids.iban_valid(value), value


def test_ibans_are_gb_with_fictional_bank_code_in_groups_of_four():
    for value in draws(safe_ids.iban):
        compact = value.replace(" ", "")
        assert re.fullmatch(r"GB\d{2}(ZZZZ|XXXX)\d{14}", compact), value
        assert value == " ".join(compact[i : i + 4] for i in range(0, 22, 4)), value


def test_iban_valid_accepts_a_published_example_and_rejects_a_typo():
    assert safe_ids.iban_valid("GB82 WEST 1234 5698 7654 32")
    assert not safe_ids.iban_valid("GB82 WEST 1234 5698 7654 33")
    assert not safe_ids.iban_valid("not an iban")


def test_routing_numbers_pass_the_aba_checksum():
    for value in draws(safe_ids.routing_number):
        assert safe_ids.aba_valid(value), value


def test_routing_numbers_use_an_unassigned_prefix():
    for value in draws(safe_ids.routing_number):
        assert len(value) == 9 and 50 <= int(value[:2]) <= 59, value


def test_aba_valid_accepts_a_real_format_example_and_rejects_a_typo():
    assert safe_ids.aba_valid("011000015")  # Federal Reserve Bank of Boston, a published example
    assert not safe_ids.aba_valid("011000016")
    assert not safe_ids.aba_valid("01100001")


def test_account_number_has_requested_length_without_leading_zero():
    for value in draws(safe_ids.account_number, 12):
        assert re.fullmatch(r"[1-9]\d{11}", value), value


def test_account_number_rejects_implausible_lengths():
    with pytest.raises(ValueError, match="between 4 and 17"):
        safe_ids.account_number(random.Random(0), 2)


# --- network and vehicles -----------------------------------------------------------------


def test_ipv4_addresses_are_in_rfc5737_documentation_blocks():
    nets = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
    for value in draws(safe_ids.ipv4):
        addr = ipaddress.IPv4Address(value)
        assert any(addr in net for net in nets), value


def test_ipv6_addresses_are_in_the_rfc3849_documentation_block():
    net = ipaddress.ip_network("2001:db8::/32")
    for value in draws(safe_ids.ipv6):
        assert ipaddress.IPv6Address(value) in net, value


def test_vins_are_17_legal_characters_with_valid_check_digit():
    for value in draws(safe_ids.vin):
        assert re.fullmatch(r"[A-HJ-NPR-Z0-9]{17}", value), value
        assert safe_ids.vin_valid(value), value


def test_vins_have_us_region_and_impossible_model_year():
    for value in draws(safe_ids.vin):
        assert value[0] in "145" and value[9] in "UZ0", value


def test_vin_valid_accepts_a_published_example_and_rejects_a_typo():
    assert safe_ids.vin_valid("1M8GDM9AXKP042788")
    assert not safe_ids.vin_valid("1M8GDM9A1KP042788")
    assert not safe_ids.vin_valid("1M8GDM9AXKP04278O")


def test_precomputed_phone_prefixes_are_still_unassigned():
    import phonenumbers as pn

    rng = random.Random(0)
    for region, (length, prefixes) in safe_ids.UNASSIGNED_PHONE_PREFIXES.items():
        assert prefixes, region
        assert not any(p.startswith(safe_ids.SERVICE_LOOKING_PREFIXES) for p in prefixes), (region, prefixes)
        cc = pn.country_code_for_region(region)
        for prefix in prefixes:
            for _ in range(10):
                num = pn.parse(f"+{cc}{prefix}{rng.randrange(10 ** (length - len(prefix))):0{length - len(prefix)}d}")
                assert pn.is_possible_number(num), (region, prefix)


@pytest.mark.parametrize("region", ["US", "GB", "DE", "IN", "JP", "KE", "BR"])
def test_local_phone_is_national_and_never_a_valid_number_outside_fiction_blocks(region):
    import phonenumbers as pn

    rng = random.Random(1)
    for _ in range(50):
        value = safe_ids.local_phone(rng, region)
        num = pn.parse(value, region)
        assert num.country_code == pn.country_code_for_region(region)
        nsn = pn.national_significant_number(num)
        written = {pn.format_number(num, pn.PhoneNumberFormat.NATIONAL),
                   pn.format_number(num, pn.PhoneNumberFormat.INTERNATIONAL)}
        if region == "US":  # "212-555-0147" and "212.555.0147" too, as Americans write them
            written |= {sep.join((nsn[:3], nsn[3:6], nsn[6:])) for sep in "-."}
        assert value in written, value
        digits = pn.national_significant_number(num)
        if region in ("US", "GB"):
            assert re.search(r"55501\d\d$", digits) or digits.startswith(("7700900", "2079460")), value
        else:
            assert not pn.is_valid_number(num), value


def test_role_email_is_a_role_at_a_reserved_domain():
    rng = random.Random(2)
    for _ in range(50):
        local, domain = safe_ids.role_email(rng, "Kulkarni Labs").split("@")
        assert local in safe_ids.ROLE_LOCAL_PARTS and safe_ids.is_reserved_domain(domain)


@pytest.mark.parametrize("region", safe_ids.NATIONAL_ID_REGIONS)
def test_national_ids_delegate_to_the_country_scheme(region):
    from privasis_hub import national_ids

    a, b = random.Random(3), random.Random(3)
    assert safe_ids.national_id(a, region) == national_ids.national_id(b, region)


def test_passport_without_a_country_keeps_the_xq_shape_and_a_country_gets_its_own():
    rng = random.Random(4)
    assert re.fullmatch(r"XQ\d{7}", safe_ids.passport_number(rng))
    assert safe_ids.passport_number(rng, "DE").startswith("C01X")


def test_personal_fallback_addresses_never_look_like_role_mailboxes():
    import random

    from privasis_hub.safe_ids import ROLE_LOCAL_PARTS, email

    rng = random.Random(0)
    for _ in range(300):
        local = email(rng, "李明").split("@")[0]  # no ASCII form: a random personal local part
        assert not any(local.startswith(role) for role in ROLE_LOCAL_PARTS), local
