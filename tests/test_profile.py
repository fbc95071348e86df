"""Specification of privasis_hub.synth.profile.make_profile."""

from __future__ import annotations

import datetime as dt
import random
import re
from dataclasses import asdict
from urllib.parse import urlparse

import pytest
from faker import Faker

from privasis_hub import safe_ids
from privasis_hub.schema import Profile
from privasis_hub.synth.catalog import REFERENCE_DATE
from privasis_hub.synth.profile import (
    LIFE_EVENTS,
    OCCUPATIONS,
    fast_names,
    make_profile,
)

_MONTHS = {
    m: i
    for i, m in enumerate(
        ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"),
        1,
    )
}  # fmt: skip


def seeded(seed: int) -> tuple[Faker, random.Random]:
    fake = Faker("en_US")
    fake.seed_instance(seed)
    return fake, random.Random(seed)


def profile(seed: int = 0, partial: dict | None = None) -> Profile:
    return make_profile(*seeded(seed), partial)


@pytest.fixture(scope="module")
def many() -> list[Profile]:
    fake, rng = seeded(2024)
    return [make_profile(fake, rng) for _ in range(400)]


def parse_dob(text: str) -> dt.date:
    match = re.fullmatch(r"([A-Z][a-z]+) (\d{1,2}), (\d{4})", text)
    assert match, text
    return dt.date(int(match.group(3)), _MONTHS[match.group(1)], int(match.group(2)))


def age_on_reference_date(born: dt.date) -> int:
    ref = REFERENCE_DATE
    return ref.year - born.year - ((ref.month, ref.day) < (born.month, born.day))


# --- shape --------------------------------------------------------------------------------


def test_every_field_is_a_nonempty_single_line_string_except_int_age(many):
    for p in many:
        for name, value in asdict(p).items():
            if name == "age":
                assert type(value) is int
            else:
                assert isinstance(value, str) and value.strip(), (name, value)
                assert "\n" not in value and "\r" not in value, (name, value)


def test_sex_is_female_or_male_and_both_occur(many):
    assert {p.sex for p in many} == {"female", "male"}


def test_country_is_united_states(many):
    assert {p.country for p in many} == {"United States"}


def test_region_is_a_two_letter_state_code(many):
    for p in many:
        assert re.fullmatch(r"[A-Z]{2}", p.region), p.region


def test_most_people_are_us_citizens_but_not_all(many):
    us = sum(p.citizenship == "United States" for p in many)
    assert 0.6 * len(many) < us < len(many)


# --- determinism --------------------------------------------------------------------------


def test_same_seeds_give_identical_profiles():
    assert profile(7) == profile(7)


def test_same_seeds_and_partial_give_identical_profiles():
    assert profile(7, {"sex": "male", "age": 40}) == profile(7, {"sex": "male", "age": 40})


def test_different_seeds_give_different_profiles():
    assert profile(1) != profile(2)


def test_fast_name_sampling_draws_exactly_what_faker_draws():
    plain, _ = seeded(11)
    fast, _ = seeded(11)

    def draw(fake):
        return [
            (fake.first_name_female(), fake.first_name_male(), fake.last_name(), fake.city())
            for _ in range(300)
        ]

    expected = draw(plain)
    with fast_names(fast):
        assert draw(fast) == expected


def test_faker_is_left_unpatched_after_make_profile():
    fake, rng = seeded(3)
    before = fake.factories[0].last_name
    make_profile(fake, rng)
    assert fake.factories[0].last_name == before


# --- age and date of birth ----------------------------------------------------------------


def test_drawn_ages_are_adults_between_18_and_90(many):
    assert all(18 <= p.age <= 90 for p in many)


def test_drawn_ages_are_mostly_working_age(many):
    assert sum(25 <= p.age <= 65 for p in many) > 0.6 * len(many)


def test_date_of_birth_is_formatted_like_march_4_1987(many):
    for p in many:
        assert re.fullmatch(r"[A-Z][a-z]+ [1-9]\d?, \d{4}", p.date_of_birth), p.date_of_birth


def test_date_of_birth_matches_age_on_reference_date(many):
    for p in many:
        assert age_on_reference_date(parse_dob(p.date_of_birth)) == p.age, p


def test_preset_age_gets_a_consistent_date_of_birth():
    for seed in range(50):
        p = profile(seed, {"age": 18})
        assert p.age == 18 and age_on_reference_date(parse_dob(p.date_of_birth)) == 18


def test_age_under_18_raises():
    with pytest.raises(ValueError, match="age"):
        profile(0, {"age": 17})


def test_non_integer_age_raises():
    with pytest.raises(ValueError, match="age"):
        profile(0, {"age": "40"})


def test_preset_date_of_birth_sets_the_age():
    p = profile(0, {"date_of_birth": "March 4, 1987"})
    assert p.date_of_birth == "March 4, 1987"
    assert p.age == age_on_reference_date(dt.date(1987, 3, 4))


def test_preset_date_of_birth_of_a_minor_raises():
    with pytest.raises(ValueError, match="date_of_birth"):
        profile(0, {"date_of_birth": "June 1, 2015"})


def test_contradictory_age_and_date_of_birth_raise():
    with pytest.raises(ValueError, match="date_of_birth"):
        profile(0, {"age": 30, "date_of_birth": "March 4, 1987"})


# --- presets ------------------------------------------------------------------------------


def test_preset_fields_are_kept_verbatim():
    preset = {
        "sex": "female",
        "first_name": "Ana",
        "last_name": "Okafor",
        "age": 52,
        "occupation": "pharmacist",
        "city": "Springfield",
        "life_event": "a move to a new city",
    }
    p = profile(5, preset)
    assert {k: getattr(p, k) for k in preset} == preset


def test_every_field_can_be_preset():
    full = asdict(profile(9))
    assert asdict(profile(10, full)) == full


def test_preset_sex_picks_matching_first_names():
    fake, rng = seeded(4)
    female_names = {make_profile(fake, rng, {"sex": "female"}).first_name for _ in range(200)}
    fake, rng = seeded(4)
    male_names = {make_profile(fake, rng, {"sex": "male"}).first_name for _ in range(200)}
    assert len(female_names & male_names) < 0.1 * len(female_names)


def test_unknown_partial_field_raises_naming_it():
    with pytest.raises(ValueError, match="'nickname'"):
        profile(0, {"nickname": "Al"})


def test_invalid_sex_raises():
    with pytest.raises(ValueError, match="sex"):
        profile(0, {"sex": "unknown"})


def test_multiline_preset_value_raises():
    with pytest.raises(ValueError, match="street_address"):
        profile(0, {"street_address": "1 Main St\nApt 2"})


def test_empty_preset_value_raises():
    with pytest.raises(ValueError, match="city"):
        profile(0, {"city": "  "})


def test_id_type_without_generator_needs_a_preset_number():
    with pytest.raises(ValueError, match="id_type"):
        profile(0, {"id_type": "ITIN"})
    assert profile(0, {"id_type": "ITIN", "id_number": "900-70-0000"}).id_number == "900-70-0000"


def test_partial_dict_is_not_modified():
    preset = {"sex": "male"}
    profile(0, preset)
    assert preset == {"sex": "male"}


# --- identifiers come from safe_ids -------------------------------------------------------


def test_id_number_matches_id_type(many):
    assert {p.id_type for p in many} == {"Social Security number", "driver's license", "state ID"}
    for p in many:
        pattern = r"9\d\d-\d\d-\d{4}" if p.id_type == "Social Security number" else r"[A-Z]{3}\d{7}"
        assert re.fullmatch(pattern, p.id_number), p


def test_contact_identifiers_are_reserved(many):
    for p in many:
        assert re.search(r"555[- ]01\d\d$", p.phone), p.phone
        assert safe_ids.is_reserved_domain(p.email.split("@")[1]), p.email
        assert safe_ids.is_reserved_domain(urlparse(p.url).hostname), p.url
        assert re.fullmatch(r"XQ\d{7}", p.passport_number), p.passport_number


def test_email_and_handle_are_derived_from_the_name(many):
    for p in many:
        last = re.sub(r"[^a-z]", "", p.last_name.lower())
        first = re.sub(r"[^a-z]", "", p.first_name.lower())
        assert last in p.email or first in p.email, p.email
        assert p.user_handle.startswith("@"), p.user_handle


# --- curated lists ------------------------------------------------------------------------


def test_occupation_list_has_at_least_60_lowercase_titles():
    assert len(set(OCCUPATIONS)) == len(OCCUPATIONS) >= 60
    assert all(o == o.lower() and o.strip() == o for o in OCCUPATIONS)


def test_occupations_read_well_after_works_as_a():
    assert all(o[0] not in "aeiou" for o in OCCUPATIONS)


def test_life_event_list_has_at_least_40_distinct_phrases():
    assert len(set(LIFE_EVENTS)) == len(LIFE_EVENTS) >= 40
    assert all(e == e.strip() and e[0].islower() for e in LIFE_EVENTS)
