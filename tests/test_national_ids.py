"""National identifiers and passports: each Kavach language's country shape, valid checksums, a documented rule."""

from __future__ import annotations

import importlib
import random
import re

import pytest

from privasis_hub import national_ids
from privasis_hub.kavach.labels import LABELS, GenContext, national_id_region, passport_region, phone_region
from privasis_hub.kavach.languages import LANGUAGES

stdnum = pytest.importorskip("stdnum")
from stdnum import luhn, verhoeff  # noqa: E402
from stdnum.cn import ric  # noqa: E402
from stdnum.exceptions import InvalidComponent, InvalidFormat  # noqa: E402
from stdnum.kr import rrn  # noqa: E402

#: Schemes whose never-issued component is one stdnum itself rejects: (exception, how the checksum is checked).
_REJECTED_COMPONENT = {
    "CN": (InvalidComponent, lambda v: ric.calc_check_digit(v) == v[-1]),
    "KR": (InvalidComponent, lambda v: rrn.calc_check_digit(rrn.compact(v)[:-1]) == v[-1]),
    "IN": (InvalidFormat, lambda v: verhoeff.is_valid(v.replace(" ", ""))),
    "ID": (InvalidComponent, None),  # no check digit; the province code is unassigned
}


def _values(region: str, n: int = 150) -> list[str]:
    rng = random.Random(f"ids-{region}")
    return [national_ids.national_id(rng, region) for _ in range(n)]


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_language_but_english_has_its_countrys_national_id_and_every_language_a_passport(code):
    language = LANGUAGES[code]
    assert passport_region(language) == phone_region(language)
    if code == "en":
        assert national_id_region(language) is None
    else:
        assert national_id_region(language) == phone_region(language)


@pytest.mark.parametrize("region", sorted(national_ids.NATIONAL_IDS))
def test_national_ids_match_the_country_shape_and_state_a_rule(region):
    scheme = national_ids.NATIONAL_IDS[region]
    assert len(scheme.rule) > 60
    for value in _values(region):
        assert re.fullmatch(scheme.pattern, value), (region, value)


@pytest.mark.parametrize("region", sorted(r for r, s in national_ids.NATIONAL_IDS.items() if s.stdnum))
def test_national_ids_validate_with_stdnum_or_fail_only_on_the_never_issued_component(region):
    module = importlib.import_module(f"stdnum.{national_ids.NATIONAL_IDS[region].stdnum}")
    for value in _values(region):
        if region not in _REJECTED_COMPONENT:
            module.validate(value)
            continue
        error, check = _REJECTED_COMPONENT[region]
        with pytest.raises(error):
            module.validate(value)
        if check is not None:
            assert check(module.compact(value)), value


def test_aadhaar_starts_with_a_digit_uidai_never_issues_and_korean_place_codes_exceed_96():
    assert all(v[0] in "01" for v in _values("IN"))
    assert all(int(rrn.compact(v)[7:9]) > 96 for v in _values("KR"))


def test_chinese_and_indonesian_numbers_name_no_province():
    from stdnum import numdb

    assert not any(numdb.get("cn/loc").info(v[:6])[0][1] for v in _values("CN"))
    assert not any(numdb.get("id/loc").info(v[:4])[0][1] for v in _values("ID"))
    ric.get_birth_date(_values("CN", 1)[0])  # the birth date itself is a real date


def test_french_nir_uses_order_number_000_and_pesel_a_future_century():
    assert all(re.sub(r"\D", "", v)[10:13] == "000" for v in _values("FR"))
    from stdnum.pl import pesel

    assert all(pesel.get_birth_date(v).year >= 2100 for v in _values("PL"))


def test_own_checksums_accept_published_examples_and_generated_values():
    assert national_ids._snils_checks("112233445") == "95"  # the example Russia's Pension Fund publishes
    assert verhoeff.is_valid("234123412346")
    for value in _values("RU"):
        digits = re.sub(r"\D", "", value)
        assert national_ids._snils_checks(digits[:9]) == digits[9:]
    for value in _values("UA"):
        digits = re.sub(r"\D", "", value)
        assert national_ids._mrz_digit(digits[:12]) == digits[12]
    for value in _values("GR"):
        assert luhn.is_valid(value)


@pytest.mark.parametrize("region", sorted(national_ids.PASSPORTS))
def test_passports_take_the_country_shape_with_a_documented_series(region):
    scheme = national_ids.PASSPORTS[region]
    rng = random.Random(region)
    assert len(scheme.rule) > 40
    for _ in range(50):
        value = national_ids.passport(rng, region)
        assert re.fullmatch(scheme.pattern, value) and not value.startswith("XQ"), (region, value)


def test_no_language_falls_back_to_the_xq_passport():
    for code, language in sorted(LANGUAGES.items()):
        for seed in range(10):
            value = LABELS["PASSPORT_NUMBER"].generate(GenContext(rng=random.Random(seed), fake=None, language=language))
            assert not value.startswith("XQ"), (code, value)
            assert re.fullmatch(national_ids.PASSPORTS[phone_region(language)].pattern, value), (code, value)


@pytest.mark.parametrize(("code", "name"), [
    ("de", "Steuer-ID"), ("fr", "NIR"), ("es", "DNI"), ("it", "Codice fiscale"), ("nl", "BSN"), ("pl", "PESEL"),
    ("tr", "T.C. Kimlik No"), ("pt", "CPF"), ("ja", "マイナンバー"), ("ko", "주민등록번호"), ("zh", "身份证号码"),
    ("id", "NIK"), ("el", "ΑΜΚΑ"), ("ru", "СНИЛС"),
])  # fmt: skip
def test_the_national_id_cue_is_the_local_name(code, name):
    assert LANGUAGES[code].field_names["NATIONAL_ID"] == name
    assert LANGUAGES[code].field_names["TAX_ID"] != name  # the tax label never shares the cue


def test_german_documents_carry_a_steuer_id_not_an_aadhaar():
    language = LANGUAGES["de"]
    for seed in range(30):
        value = LABELS["NATIONAL_ID"].generate(GenContext(rng=random.Random(seed), fake=None, language=language))
        importlib.import_module("stdnum.de.idnr").validate(value)
