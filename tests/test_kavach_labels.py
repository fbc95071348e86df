"""Specification of privasis_hub.kavach.labels: labels and lookalikes generate safe, well-formed values."""

from __future__ import annotations

import datetime
import ipaddress
import random
import re
from urllib.parse import urlparse

import pytest

from privasis_hub import national_ids, safe_ids
from privasis_hub.kavach.labels import (
    LABELS,
    LOOKALIKES,
    SAME_SHAPE_LOOKALIKES,
    GenContext,
    format_amount,
    format_date,
    format_number,
    generate,
    make_context,
    name_parts,
)
from privasis_hub.kavach.languages import LANGUAGES, dominant_script, script_matches

CODES = sorted(LANGUAGES)
SEEDS = range(25)


def values(name: str, code: str = "en", seeds=range(200)) -> list[str]:
    """One value of ``name`` per seed, each from a fresh context."""
    return [generate(name, make_context(code, random.Random(seed))) for seed in seeds]


# --- the label table ----------------------------------------------------------------------


def test_there_are_at_least_55_labels():
    assert len(LABELS) >= 55


@pytest.mark.parametrize("name", sorted(LABELS))
def test_label_name_is_upper_snake_and_its_key(name):
    assert re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*", name)
    assert LABELS[name].name == name


@pytest.mark.parametrize("name", sorted(LABELS))
def test_label_has_a_one_sentence_definition(name):
    definition = LABELS[name].definition
    assert definition.endswith(".") and definition[0].isupper()
    assert not re.search(r"[a-z)][.!?] [A-Z]", definition), "more than one sentence"


@pytest.mark.parametrize("name", sorted(LABELS))
def test_label_has_two_or_three_single_line_examples(name):
    examples = LABELS[name].examples
    assert 2 <= len(examples) <= 3
    assert all(e and "\n" not in e for e in examples)


@pytest.mark.parametrize("name", sorted(LABELS))
def test_label_says_why_its_values_are_not_real(name):
    assert len(LABELS[name].safety) > 20


REQUIRED_LABELS = (
    "PERSON", "ORGANIZATION", "STREET_ADDRESS", "CITY", "POSTAL_CODE", "LOCATION", "PHONE", "EMAIL",
    "URL_PERSONAL", "USERNAME", "IP_ADDRESS", "MAC_ADDRESS", "DEVICE_ID", "DOB", "DATE", "AGE", "GENDER",
    "NATIONALITY", "ETHNICITY", "RELIGION", "POLITICAL_AFFILIATION", "SEXUAL_ORIENTATION",
    "MEDICAL_CONDITION", "MEDICATION", "HEALTH_INSURANCE_ID", "MEDICAL_RECORD_NUMBER", "NATIONAL_ID", "SSN",
    "PASSPORT_NUMBER", "DRIVERS_LICENSE", "TAX_ID", "VOTER_ID", "CREDIT_CARD", "CARD_EXPIRY", "CVV",
    "BANK_ACCOUNT", "IBAN", "ROUTING_NUMBER", "SWIFT_BIC", "CRYPTO_WALLET", "CUSTOMER_ID", "CASE_NUMBER",
    "EMPLOYEE_ID", "STUDENT_ID", "VEHICLE_PLATE", "VIN", "PASSWORD", "API_KEY", "PIN", "SECURITY_ANSWER",
    "SIGNATURE", "BIOMETRIC_ID", "GPS_COORDINATES", "SALARY",
)  # fmt: skip


def test_required_labels_are_defined():
    assert set(REQUIRED_LABELS) <= set(LABELS)


def test_location_definition_says_it_is_part_of_an_address():
    assert "address" in LABELS["LOCATION"].definition
    assert "PLACE" in LABELS["LOCATION"].definition


# --- generation ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(LABELS))
def test_label_generates_non_empty_single_line_values_in_every_language(name):
    for code in CODES:
        for seed in SEEDS:
            value = generate(name, make_context(code, random.Random(seed)))
            assert value and value == value.strip() and "\n" not in value, (code, seed, value)


@pytest.mark.parametrize("name", sorted(LABELS))
def test_label_generates_without_faker(name):
    for code in CODES:
        value = LABELS[name].generate(make_context(code, random.Random(1), use_faker=False))
        assert value and "\n" not in value


@pytest.mark.parametrize("code", CODES)
def test_generation_depends_only_on_the_seed(code):
    def run() -> list[str]:
        ctx = make_context(code, random.Random(7))
        return [spec.generate(ctx) for spec in [*LABELS.values(), *LOOKALIKES.values()]]

    assert run() == run()


def test_generators_accept_a_plain_gencontext():
    ctx = GenContext(rng=random.Random(0), fake=None, language=LANGUAGES["ja"])
    assert LABELS["PERSON"].generate(ctx)


LOCALIZED = (
    "PERSON", "CITY", "STREET_ADDRESS", "ORGANIZATION", "LOCATION", "SIGNATURE", "GENDER", "NATIONALITY",
    "RELIGION", "POLITICAL_AFFILIATION", "SEXUAL_ORIENTATION", "MEDICAL_CONDITION", "MEDICATION",
)  # fmt: skip


@pytest.mark.parametrize("code", CODES)
def test_localized_values_are_in_the_language_script(code):
    lang = LANGUAGES[code]
    for name in LOCALIZED:
        for value in values(name, code, SEEDS):
            found = dominant_script(value)
            if re.fullmatch(r"[A-Z0-9]{2,6}", value):  # a clinic's abbreviation ("GERD", "PTSD") has no script of its own
                continue
            assert found and script_matches(found, lang.script), (name, value, found)


@pytest.mark.parametrize("name", [n for n, spec in LABELS.items() if spec.localized])
def test_localized_labels_draw_from_the_language_vocab(name):
    for code in CODES:
        assert set(values(name, code, SEEDS)) <= set(LANGUAGES[code].vocab[name])


def test_person_email_and_handle_agree_in_one_context():
    for seed in range(50):
        ctx = make_context("en", random.Random(seed))
        given, family = name_parts(ctx)
        full = LABELS["PERSON"].generate(ctx)  # an English name may carry a middle initial ("Marcus J. Bell")
        assert re.fullmatch(re.escape(given) + r"(?: [A-Z]\.)? " + re.escape(family), full), full
        assert name_parts(ctx) == (given, family)


def test_east_asian_names_put_the_family_name_first():
    ctx = make_context("zh", random.Random(3))
    given, family = name_parts(ctx)
    assert LABELS["PERSON"].generate(ctx) == family + given


def test_feminine_slavic_given_names_get_feminine_surnames():
    for seed in range(300):
        ctx = make_context("ru", random.Random(seed), use_faker=False)
        given, family = name_parts(ctx)
        if given.endswith(("а", "я")):
            assert family.endswith(("ова", "ева", "ёва", "ина", "ына")), (given, family)


def test_polish_feminine_surnames_end_in_a():
    for seed in range(300):
        ctx = make_context("pl", random.Random(seed), use_faker=False)
        given, family = name_parts(ctx)
        if given.endswith("a") and family.endswith(("ska", "cka", "ski", "cki")):
            assert family.endswith(("ska", "cka")), (given, family)


def test_faker_names_with_stray_punctuation_are_rejected():
    for value in values("PERSON", "ta", range(400)):
        assert not re.search(r"[,;.]", value), value


# --- safety rules, one label each ---------------------------------------------------------

_TEST_PREFIXES = tuple(p for prefixes, _, _ in safe_ids.CARD_BRANDS.values() for p in prefixes)
_OCEANS = (
    (25, 35, -150, -135),
    (-40, -25, -30, -16),
    (-35, -25, 70, 90),
    (30, 40, -55, -42),
    (-45, -35, -130, -100),
)


def _in_ocean(value: str) -> bool:
    nums = [float(x) for x in re.findall(r"-?\d+\.\d+", value)]
    lat, lon = nums
    if "S" in value:
        lat = -lat
    if "W" in value:
        lon = -lon
    return any(a <= lat <= b and c <= lon <= d for a, b, c, d in _OCEANS)


def _ip_is_documentation(value: str) -> bool:
    """A documentation (RFC 5737/3849) or private-network (RFC 1918) address: routed nowhere on the internet."""
    ip = ipaddress.ip_address(value)
    nets = ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32", "10.0.0.0/8", "172.16.0.0/12",
            "192.168.0.0/16")
    return any(ip.version == ipaddress.ip_network(n).version and ip in ipaddress.ip_network(n) for n in nets)


def _national_id_ok(v: str) -> bool:
    return bool(
        re.fullmatch(r"[01]\d{3} \d{4} \d{4}", v)
        or re.fullmatch(r"QQ \d\d \d\d \d\d [A-D]", v)
        or re.fullmatch(r"ID-ZZ-\d{8}", v)
        or any(re.fullmatch(scheme.pattern, v) for scheme in national_ids.NATIONAL_IDS.values())
    )


def _phone_ok(v: str) -> bool:
    """A fictional North American / Ofcom number, or an Indian or Japanese number no operator holds."""
    import phonenumbers

    digits = re.sub(r"\D", "", v)
    if re.search(r"5550(1\d\d)$", digits) or "7700900" in digits or "2079460" in digits:
        return True
    for region in ("IN", "JP"):
        try:
            num = phonenumbers.parse(v, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_possible_number(num) and not phonenumbers.is_valid_number(num):
            return True
    return False


def _imei_or_uuid0(v: str) -> bool:
    digits = v.replace("-", "")
    if digits.isdigit():
        return len(digits) == 15 and digits.startswith("00") and safe_ids.luhn_valid(digits)
    return bool(re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-0[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}", v))


RULES = {
    "EMAIL": lambda v: safe_ids.is_reserved_domain(v.rsplit("@", 1)[1]),
    "URL_PERSONAL": lambda v: safe_ids.is_reserved_domain(urlparse(v).hostname or ""),
    "PHONE": _phone_ok,
    "SSN": lambda v: v.startswith("9") and 1 <= int(v[4:6]) <= 49,
    "CREDIT_CARD": lambda v: safe_ids.luhn_valid(v) and v.replace(" ", "").startswith(_TEST_PREFIXES),
    "IBAN": lambda v: safe_ids.iban_valid(v) and v.replace(" ", "")[4:8] in safe_ids.IBAN_BANK_CODES,
    # a U.S. ABA number in an unassigned range; elsewhere the country's bank code (a bank's, not a person's)
    "ROUTING_NUMBER": lambda v: (safe_ids.aba_valid(v) and 50 <= int(v[:2]) <= 59) or v.startswith("ZZZZ0")
    or re.fullmatch(r"\d{4}", v) is not None,
    "IP_ADDRESS": _ip_is_documentation,
    "MAC_ADDRESS": lambda v: v.upper().replace("-", ":").startswith("00:00:5E:10:"),
    "DEVICE_ID": _imei_or_uuid0,
    "VIN": lambda v: safe_ids.vin_valid(v) and v[9] in "UZ0",
    "VEHICLE_PLATE": lambda v: re.fullmatch(r"0[A-Z]{3}\d{3}", v) is not None,
    "PASSPORT_NUMBER": lambda v: any(re.fullmatch(p.pattern, v) for p in national_ids.PASSPORTS.values()),
    "NATIONAL_ID": _national_id_ok,
    "API_KEY": lambda v: v.startswith(("sk_test_", "pk_test_", "rk_test_")) or (v.startswith("AKIA") and v.endswith("EXAMPLE")),
    "CRYPTO_WALLET": lambda v: v.startswith(("tb1", "m", "n")),
    "SWIFT_BIC": lambda v: v[:4] in safe_ids.IBAN_BANK_CODES and v[7] == "0" and len(v) in (8, 11),
    "GPS_COORDINATES": _in_ocean,
    "HEALTH_INSURANCE_ID": lambda v: "ZZ" in v,
    "VOTER_ID": lambda v: v.startswith("VTR-ZZ"),
    "BIOMETRIC_ID": lambda v: "-ZZ" in v,
    # an unassigned EIN prefix (U.S.); a national number that is also the tax number (Japan's My Number);
    # India's PAN has no reserved range: random, of a person (fourth letter P), printed beside fictional names only
    "TAX_ID": lambda v: v.startswith("XX") or v[:2] in safe_ids.UNASSIGNED_EIN_PREFIXES or _national_id_ok(v)
    or re.fullmatch(r"[A-Z]{3}P[A-Z]\d{4}[A-Z]", v) is not None,
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(RULES))
def test_values_follow_their_safety_rule(name):
    for code in ("en", "hi", "ja"):
        for value in values(name, code):
            assert RULES[name](value), (code, value)


def test_dob_falls_between_1940_and_2006():
    for value in values("DOB", seeds=range(300)):
        year = int(re.search(r"\d{4}", value).group(0))
        assert 1940 <= year <= 2006, value


# --- helpers ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("style", "expected"),
    [
        ("comma", "1,234,567.50"),
        ("dot", "1.234.567,50"),
        ("space", "1 234 567,50"),
        ("indian", "12,34,567.50"),
    ],
)
def test_format_number_groups_digits_in_each_style(style, expected):
    assert format_number(1234567.5, style, 2) == expected


def test_format_amount_uses_the_language_currency():
    assert format_amount(LANGUAGES["hi"], 845000) == "₹8,45,000"
    assert format_amount(LANGUAGES["de"], 1299.9, 2) == "1.299,90 €"


def test_format_date_uses_the_language_month_names():
    lang = LANGUAGES["es"]
    outputs = {format_date(lang, datetime.date(1987, 3, 4), random.Random(s)) for s in range(20)}
    assert outputs == {"04/03/1987", "4 de marzo de 1987"}


def test_format_date_writes_thai_buddhist_era_years():
    outputs = {format_date(LANGUAGES["th"], datetime.date(2024, 1, 5), random.Random(s)) for s in range(30)}
    assert "5 มกราคม 2567" in outputs


def test_generate_rejects_unknown_labels():
    with pytest.raises(KeyError):
        generate("NOT_A_LABEL", make_context("en", random.Random(0)))


# --- lookalikes ---------------------------------------------------------------------------


def test_there_are_at_least_12_lookalikes():
    assert len(LOOKALIKES) >= 12


def test_lookalike_names_are_not_labels():
    assert not set(LOOKALIKES) & set(LABELS)


@pytest.mark.parametrize("name", sorted(LOOKALIKES))
def test_lookalike_has_definition_reason_and_examples(name):
    spec = LOOKALIKES[name]
    assert spec.name == name
    assert spec.definition.endswith(".") and spec.why_not_pii.endswith(".")
    assert 1 <= len(spec.examples) <= 3


@pytest.mark.parametrize("name", sorted(LOOKALIKES))
def test_lookalike_generates_non_empty_single_line_values_in_every_language(name):
    for code in CODES:
        for seed in SEEDS:
            value = generate(name, make_context(code, random.Random(seed)))
            assert value and value == value.strip() and "\n" not in value, (code, value)


_PII_SHAPES = (re.compile(r"@"), re.compile(r"555[-. ]?01\d\d"), re.compile(r"\b9\d\d-\d\d-\d{4}\b"))
_CARD = re.compile(r"(?:\d[ -]?){13,19}")


@pytest.mark.parametrize("name", sorted(set(LOOKALIKES) - set(SAME_SHAPE_LOOKALIKES)))
def test_lookalikes_never_take_a_pii_shape(name):
    for code in ("en", "de", "hi", "ja"):
        for value in values(name, code, range(300)):
            assert not any(p.search(value) for p in _PII_SHAPES), value
            for m in _CARD.finditer(value):
                assert not safe_ids.luhn_valid(re.sub(r"\D", "", m.group(0))), value


@pytest.mark.parametrize("name", ["PLACE", "JOB_TITLE", "AMOUNT"])
def test_word_lookalikes_are_in_the_language(name):
    for code in CODES:
        lang = LANGUAGES[code]
        for value in values(name, code, SEEDS):
            assert script_matches(dominant_script(value), lang.script), (code, value)


def test_loopback_lookalikes_are_loopback_or_private():
    for value in values("LOOPBACK_IP"):
        if value == "localhost":
            continue
        ip = ipaddress.ip_address(value)
        assert ip.is_loopback or ip.is_private, value


@pytest.mark.parametrize("name", SAME_SHAPE_LOOKALIKES)
def test_same_shape_lookalikes_are_reserved_values(name):
    for code in ("en", "de", "hi", "ja"):
        for value in values(name, code, range(100)):
            if "@" in value:
                local, domain = value.split("@")
                assert local in safe_ids.ROLE_LOCAL_PARTS and safe_ids.is_reserved_domain(domain), value
            else:
                assert _phone_ok(value) or code == "de", value


def test_some_english_names_carry_a_middle_initial_and_most_do_not():
    names = [LABELS["PERSON"].generate(make_context("en", random.Random(seed))) for seed in range(300)]
    initial = sum(bool(re.search(r" [A-Z]\. ", n)) for n in names)
    assert 0 < initial < len(names) // 3
