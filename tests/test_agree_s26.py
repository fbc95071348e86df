"""Agreements and court papers say who their person is as such papers do, and their facts agree (issue 19, reader16
class 3 and R2, s26-agree): no "Occupation:"/"Employer:" line or "(age 36)" after the date of birth in a party
block, the age and work told in the paper's own words instead; a severance is signed days or weeks after the
separation; an estate holding accounts and a car is worth more than the car; an immigration-court motion goes to the
court of the person's state with counsel's EOIR-28; a brand deal keeps the creator's second account outside it."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.timeline import parse_day
from tests.test_facts_s24 import _draft

_PARTY_TYPES = ("last will and testament", "revocable living trust", "durable financial power of attorney",
                "severance agreement", "wrongful termination complaint", "answer to an eviction complaint",
                "housing court stipulation", "divorce settlement agreement", "motion to reopen removal proceedings",
                "plea agreement", "state tax installment agreement", "source confidentiality agreement",
                "community hall rental agreement", "vacation rental booking agreement",
                "coding bootcamp enrollment agreement")
_AGE_AFTER_BIRTH = re.compile(r"^(?:Date of birth|DOB|Born|D\.O\.B\.): [^\n]*(?:\(|, |— )(?:age )?\d{2}(?: years| yrs)?\)?$",
                              re.M)


def _category(rt: str) -> str:
    return next(c for c, cat in categories().items() if rt in cat.record_types)


@pytest.mark.parametrize("rt", _PARTY_TYPES)
def test_a_party_block_has_no_work_lines_or_age_and_the_paper_still_tells_them(rt: str) -> None:
    told = born = 0
    for seed in range(6):
        d = _draft(_category(rt), rt, "agreement", seed, age=30 + 7 * seed)
        text, values = d.text, d.plan.plan.values
        assert not re.search(r"^(?:Occupation|Employer|Former employer): ", text, re.M), (rt, seed)
        assert not _AGE_AFTER_BIRTH.search(text), (rt, seed, _AGE_AFTER_BIRTH.search(text).group(0))
        if "age" in values and re.search(r"^(?:Date of birth|DOB|Born|D\.O\.B\.): ", text, re.M):
            born += 1
            assert re.search(rf"\b{values['age']}\b(?:-year-old| years| yrs|,)", text), (rt, seed)
            told += 1
    assert told == born, (rt, told, born)


def test_work_is_told_in_words_where_the_paper_carries_it() -> None:
    for rt, words in (("wrongful termination complaint", r"is a \d+-year-old staff accountant residing in"),
                      ("last will and testament", r"I am \d+ years of age, and I work as a staff accountant"),
                      ("severance agreement", r"was employed by the Company as a staff accountant"),
                      ("revocable living trust", r"The Grantor, aged \d+, works as a staff accountant")):
        seen = sum(bool(re.search(words, _draft(_category(rt), rt, "agreement", seed).text)) for seed in range(6))
        assert seen >= 3, (rt, seen)


def test_a_severance_is_signed_days_or_weeks_after_the_separation() -> None:
    seen = 0
    for seed in range(24):
        date = f"202{4 + seed % 2}-{seed % 12 + 1:02d}-1{seed % 9}"
        d = _draft("legal", "severance agreement", "agreement", seed, date=date)
        v = d.plan.plan.values
        end = parse_day(v.get("employment_end_date", ""))
        if end is None:
            continue
        seen += 1
        gap = (parse_day(date)[0] - end[0]).days
        assert 0 < gap <= 45, (seed, date, v["employment_end_date"])
        assert "has ended" in d.text or "ended on good terms" in d.text
        assert "is ending" not in d.text and "agreed to end" not in d.text
        signed = re.search(r", Employee\nDate: (.+)$", d.text, re.M)
        assert signed and parse_day(signed.group(1))[0] == parse_day(date)[0], (seed, signed)
    assert seen >= 12


def test_a_severance_states_its_terms_as_terms() -> None:
    for seed in range(10):
        text = _draft("legal", "severance agreement", "agreement", seed).text
        assert not re.search(r"in question|at issue is|against the other side|relies on|points to", text), seed


@pytest.mark.parametrize("rt", ["revocable living trust", "last will and testament"])
def test_an_estate_with_a_car_is_worth_more_than_the_car(rt: str) -> None:
    for seed in range(12):
        v = _draft("legal", rt, "agreement", seed).plan.plan.values
        if "estate_total_value" in v:
            assert float(re.sub(r"[^\d.]", "", v["estate_total_value"])) >= 40000, (seed, v["estate_total_value"])


def test_a_trust_gives_only_what_its_schedule_holds() -> None:
    for seed in range(12):
        text = _draft("legal", "revocable living trust", "agreement", seed).text
        gift = re.search(r"first distribute (.+?) as a specific gift|Grantor's death, ([^,.]+?) goes to the beneficiary", text)
        if gift and "SCHEDULE A" in text.upper():
            held = text.upper().split("SCHEDULE A")[-1]
            assert (gift.group(1) or gift.group(2)).upper() in held, seed


def test_a_motion_to_reopen_goes_to_the_persons_states_court_with_an_eoir_28() -> None:
    for seed in range(12):
        d = _draft("legal", "motion to reopen removal proceedings", "agreement", seed)
        assert "I-290B" not in d.text and "intake form" not in d.text
        court = re.search(r"^(.+) Immigration Court$", d.text, re.M)
        state = d.plan.plan.values.get("postal_code") and re.search(r", ([A-Z]{2}) \d{5}", d.text)
        if court and state and state.group(1) == "TX":
            assert court.group(1) in ("Dallas", "Houston", "El Paso", "San Antonio"), court.group(0)


def test_a_brand_deal_keeps_the_second_account_outside_it() -> None:
    for seed in range(10):
        text = _draft("media", "influencer brand partnership contract", "agreement", seed).text
        assert not re.search(r"Few (?:followers|people) know", text), seed
        for m in re.finditer(r"second account, (@[\w.]+)", text):
            assert re.search(r"main channel only|outside this Agreement", text), seed
            assert m.group(1)


def test_an_enrollment_agreement_enrols_for_a_term_not_yet_begun() -> None:
    starts = {"Spring": 1, "Summer": 5, "Fall": 9}
    for seed, date in enumerate(("2024-12-16", "2025-03-10", "2025-07-01", "2025-10-20", "2025-01-05", "2025-08-02")):
        v = _draft("education", "coding bootcamp enrollment agreement", "agreement", seed, date=date).plan.plan.values
        season, year = v["academic_term"].split()
        y, m = int(date[:4]), int(date[5:7])
        assert (int(year), starts[season]) >= (y, m) or (int(year) == y and season == "Spring" and m == 1), (date, v)


def test_a_membership_agreement_starts_the_membership_and_names_the_emergency_contact() -> None:
    for seed in range(8):
        text = _draft("recreation", "gym membership agreement", "agreement", seed).text
        assert not re.search(r"has been with us|we (?:will|would) (?:call|contact)", text), seed


def test_a_severance_and_its_revisions_annotate_every_value_they_print() -> None:
    import asyncio

    from privasis_hub.synth.offline import OfflineRecords
    backend = OfflineRecords()
    for seed in range(4, 12):
        d = _draft("legal", "severance agreement", "agreement", seed,
                   date=f"202{4 + seed % 2}-{seed % 12 + 1:02d}-{seed % 27 + 1:02d}", age=20 + seed * 3 % 60)
        for k in range(3):  # (an intake on the signing day was one value told by two keys: a revision dropped one)
            assert {a.key for a in d.plan.attributes()}
            d = asyncio.run(backend.revise(None, d, seed=seed * 10 + k))
