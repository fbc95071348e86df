"""Facts of one case that agree with each other and with the kind of document (issue 19, reader16 class 8 and its new
classes, s26-contra): a hurricane only on a hurricane coast in the season; an insurer's claim form logged by claims
staff; no stock sentence shared across kinds of record ("For safety, she declared", "Few followers know", a health
claim in a disclosure review); an insertion order with no payout; a rental's booking approved on the day it was made;
races, tournaments, swap meets, weddings and showers on a weekend; no off-the-record remark in a guest's own form; a
rate per post the audience earns, over the posts the campaign delivers; one handle for one account; a leaver's
reason that fits the job; retirement only for the retired."""

from __future__ import annotations

import datetime as dt
import random
import re

import pytest
from faker import Faker

from privasis_hub.synth.catalog import categories, event_day
from privasis_hub.synth.catalog.timeline import parse_day
from privasis_hub.synth.offline import _audience_for_rate, _on_a_weekend, _posts_as_delivered, _storm_season
from privasis_hub.synth.profile import make_profile
from tests.test_facts_s24 import _draft

_HURRICANE_COASTS = {"Savannah, Georgia", "Tulum, Mexico", "Key West, Florida", "Myrtle Beach, South Carolina",
                     "Nags Head, North Carolina", "Destin, Florida"}


def _formats(category: str, rt: str) -> tuple[str, ...]:
    return categories()[category].record_types[rt].formats


def test_a_hurricane_closes_a_resort_only_on_a_hurricane_coast_in_the_season() -> None:
    seen = 0
    for seed in range(60):
        fmts = _formats("recreation", "trip interruption insurance claim form")
        d = _draft("recreation", "trip interruption insurance claim form", fmts[seed % len(fmts)], seed,
                   date=f"2025-{seed % 12 + 1:02d}-20")
        v = d.plan.plan.values
        assert "Reservations Agent" not in d.text  # an insurer's own claims staff log the form
        if "hurricane" in v.get("interruption_reason", ""):
            seen += 1
            assert v.get("trip_destination") in _HURRICANE_COASTS, v.get("trip_destination")
            end = event_day(v["claimed_trip_dates"].rsplit(" to ", 1)[-1])
            assert end is None or 6 <= end.month <= 11, v["claimed_trip_dates"]
            assert "death certificate" not in v.get("claim_documents_needed", "")
    # out of season the reason is an illness, with an illness's papers
    values = {"interruption_reason": "a hurricane warning that closed the resort",
              "claimed_trip_dates": "February 2, 2025 to February 9, 2025",
              "claim_documents_needed": "receipts for the return flight and the unused prepaid nights"}
    _storm_season(values)
    assert "hurricane" not in values["interruption_reason"] and "physician" in values["claim_documents_needed"]
    assert seen >= 0


@pytest.mark.parametrize(("category", "rt"), [("recreation", "cruise passenger manifest entry"),
                                              ("recreation", "personal training intake assessment"),
                                              ("media", "account suspension appeal"),
                                              ("media", "influencer brand partnership contract"),
                                              ("media", "content moderation escalation report")])
def test_no_stock_sentence_shared_across_kinds_of_record(category: str, rt: str) -> None:
    fmts = _formats(category, rt)
    for seed in range(16):
        text = _draft(category, rt, fmts[seed % len(fmts)], seed).text
        assert not re.search(r"For safety, \w+ (?:declared|disclosed)", text)
        assert not re.search(r"Few (?:followers|people) know", text)
        assert not re.search(r"^\d\. (?:Publication|Story|Production)$", text, re.M)
        assert not re.search(r"paid \w+ for the post", text)  # a contract comes before the posts


def test_a_disclosure_review_and_an_insertion_order_tell_their_own_matter() -> None:
    seen = 0
    for seed in range(16):
        fmts = _formats("media", "sponsored post disclosure review")
        d = _draft("media", "sponsored post disclosure review", fmts[seed % len(fmts)], seed)
        assert "weight-loss tea" not in d.text and "payout_amount" not in d.plan.plan.values
        v = _draft("media", "podcast sponsorship insertion order", "statement with table", seed).plan.plan.values
        m = re.match(r"^\$([\d,]+) per episode for (\d+) episodes", v.get("sponsorship_rate", ""))
        if m and "payout_amount" in v:  # the order pays its rate for each of its episodes
            seen += 1
            total = int(m.group(1).replace(",", "")) * int(m.group(2))
            assert float(re.search(r"[\d,.]+", v["payout_amount"]).group(0).replace(",", "")) == total, v
    assert seen


def test_a_rental_booking_is_approved_on_the_day_it_was_made_and_its_deposit_is_not_a_damage_deposit() -> None:
    seen = 0
    for seed in range(16):
        d = _draft("recreation", "vacation rental booking agreement", "agreement", seed)
        v = d.plan.plan.values
        assert "held until departure" not in d.text and "payment for the trip went through" not in d.text
        if "travel_booked_date" not in v:
            continue
        seen += 1  # the day told once: a "Booking approved" line, if any, is the booking's own day
        for m in re.finditer(r"Booking approved: ([^\n]+)", d.text):
            assert event_day(m.group(1)) == event_day(v["travel_booked_date"]), (m.group(1), v["travel_booked_date"])
        assert v.get("case_opened_date") in (None, v["travel_booked_date"])
    assert seen


@pytest.mark.parametrize(("category", "rt", "key"), [("recreation", "marathon race registration", "rec_event_date"),
                                                     ("recreation", "esports tournament registration",
                                                      "rec_event_date"),
                                                     ("recreation", "model railroad club swap-meet listing",
                                                      "rec_event_date"),
                                                     ("personal", "wedding planning checklist", "wedding_date"),
                                                     ("personal", "baby shower guest list", "shower_date")])
def test_races_tournaments_swap_meets_weddings_and_showers_fall_on_a_weekend(category: str, rt: str, key: str) -> None:
    fmts = _formats(category, rt)
    seen = 0
    for seed in range(20):
        d = _draft(category, rt, fmts[seed % len(fmts)], seed, date=f"2025-{seed % 12 + 1:02d}-{seed % 27 + 1:02d}")
        v = d.plan.plan.values
        if key in v and (parsed := parse_day(v[key])) is not None:
            seen += 1
            assert parsed[0].weekday() >= 5, (rt, v[key])
    assert seen


def test_a_weekday_event_moves_to_the_weekend_on_its_side_of_the_record() -> None:
    record = dt.date(2025, 6, 4)  # a Wednesday
    for offset in range(-40, 40):
        day = record + dt.timedelta(days=offset)
        if offset == 0:
            continue
        values = {"wedding_date": f"{day:%B} {day.day}, {day.year}"}
        _on_a_weekend(values, "wedding planning checklist", record)
        new = event_day(values["wedding_date"])
        assert (new > record) == (day > record)
        assert new.weekday() >= 5 or abs((new - record).days) < 7


def test_a_guest_questionnaire_holds_no_off_the_record_remark() -> None:
    fmts = _formats("media", "broadcast pre-interview questionnaire")
    for seed in range(12):
        d = _draft("media", "broadcast pre-interview questionnaire", fmts[seed % len(fmts)], seed)
        assert "off_record_remark" not in d.plan.plan.values
        assert "the source said" not in d.text


def test_a_creators_rate_per_post_is_one_its_audience_earns_over_the_posts_it_delivers() -> None:
    for seed in range(24):
        d = _draft("media", "influencer brand partnership contract", "agreement", seed)
        v = d.plan.plan.values
        rate = re.match(r"\$([\d,]+) per sponsored post", v.get("sponsorship_rate", ""))
        followers = re.match(r"([\d,]+) followers", v.get("follower_count", ""))
        if rate and followers:
            r, f = (int(x.group(1).replace(",", "")) for x in (rate, followers))
            assert 0.009 * f <= r <= 0.031 * f or f in (1000, 560_000), (v["sponsorship_rate"], v["follower_count"])
        assert len(set(re.findall(r"(?<![\w.])@[a-z][\w.]*[a-z0-9]", d.text))) <= 1, d.text
    values = {"sponsorship_rate": "$7,400 per sponsored post, up to 2 posts", "follower_count": "1,070 followers",
              "brand_deliverables": "one dedicated YouTube video and two community posts"}
    _posts_as_delivered(values)
    _audience_for_rate(values, random.Random(1))
    assert values["sponsorship_rate"].endswith("up to 3 posts")
    assert 240_000 < int(values["follower_count"].split()[0].replace(",", "")) < 620_000


@pytest.mark.parametrize("rt", ["account suspension appeal", "creator fund payout statement",
                                "paid newsletter payout summary", "sponsored post disclosure review"])
def test_one_account_one_handle(rt: str) -> None:
    fmts = _formats("media", rt)
    for seed in range(10):
        d = _draft("media", rt, fmts[seed % len(fmts)], seed)
        handles = set(re.findall(r"(?<![\w.])@[a-z][\w.]*[a-z0-9]", d.text))
        assert len(handles) <= 1 or "reported" in rt, handles


def test_a_leavers_reason_fits_the_job_and_the_notes_keep_one_reference() -> None:
    for seed in range(24):
        fmts = _formats("professional services", "exit interview notes")
        d = _draft("professional services", "exit interview notes", fmts[seed % len(fmts)], seed, occupation="dentist")
        v = d.plan.plan.values
        assert not re.search(r"remote role|return-to-office|office moved", v.get("reason_for_leaving", ""))
        assert "work_schedule" not in v and "hr_case_number" not in v


def test_retirement_is_the_life_event_of_the_retired_only() -> None:
    seen = 0
    for seed in range(3000):
        fake = Faker("en_US")
        fake.seed_instance(seed)
        p = make_profile(fake, random.Random(seed))
        if p.life_event == "retirement from a long career":
            seen += 1
            assert p.occupation.startswith("retired "), (p.occupation, p.age)
    assert seen


def test_ice_and_snow_fit_the_state_and_an_incidents_month() -> None:
    from privasis_hub.synth.offline import _cold_weather_fits

    cat = categories()["community"]
    fields = {f.key: f for f in cat.fields if f.key == "reported_incident"}
    rt = cat.record_types["volunteer coordinator check-in notes"]
    icy = "a fall on the icy front steps of the hall"
    for region, day, kept in (("FL", dt.date(2025, 1, 10), False), ("KS", dt.date(2025, 9, 4), False),
                              ("KS", dt.date(2025, 1, 10), True), ("MN", dt.date(2024, 12, 2), True)):
        for seed in range(6):
            values = {"reported_incident": icy}
            _cold_weather_fits(values, fields, rt, region, day, random.Random(seed))
            assert (values["reported_incident"] == icy) is kept, (region, day, values)
            assert values["reported_incident"] in rt.matter_choices("reported_incident")


@pytest.mark.parametrize(("category", "rt", "fmt"), [("media", "listener voicemail transcript", "interview transcript"),
                                                     ("recreation", "model railroad club swap-meet listing", "form")])
def test_a_persons_own_words_stay_in_their_voice(category: str, rt: str, fmt: str) -> None:
    for seed in range(16):
        text = _draft(category, rt, fmt, seed).text
        box = re.search(r"(?:Caller's words|Transcript|Message, as transcribed|In your own words|Statement|Details)"
                        r"[^\n]*:\n([^\n]+)", text)
        if box:
            assert not re.search(r"\bthe (?:caller|seller|listing) (?:heard|says)\b", box.group(1), re.I), box.group(1)


def test_a_race_entry_asks_for_a_running_time() -> None:
    fmts = _formats("recreation", "marathon race registration")
    seen = 0
    for seed in range(24):
        v = _draft("recreation", "marathon race registration", fmts[seed % len(fmts)], seed).plan.plan.values
        if "personal_best" in v:
            seen += 1
            assert not re.search(r"deadlift|swim", v["personal_best"]), v["personal_best"]
    assert seen


def test_a_summer_school_enrollment_is_for_the_fall_term() -> None:
    fmts = _formats("education", "school enrollment packet")
    seen = 0
    for seed in range(12):
        d = _draft("education", "school enrollment packet", fmts[seed % len(fmts)], seed, date=f"2024-0{6 + seed % 3}-20")
        term = d.plan.plan.values.get("academic_term")
        if term:
            seen += 1
            assert term == "Fall 2024", term
    assert seen


def test_an_episode_is_recorded_before_it_airs_and_a_fronted_since_reads_whole() -> None:
    seen = 0
    for seed in range(16):
        d = _draft("media", "podcast guest release form", "form", seed, date=f"2025-{seed % 12 + 1:02d}-07")
        v = d.plan.plan.values
        if "recording_session" in v and "scheduled_publication_date" in v:
            seen += 1
            assert parse_day(v["recording_session"])[0] <= parse_day(v["scheduled_publication_date"])[0]
        assert not re.search(r"\b(?:member|show|podcast) ever\.", d.text)
    assert seen


def test_an_insertion_orders_total_is_one_its_audience_earns() -> None:
    from privasis_hub.synth.offline import _order_pays_its_rate

    for rate, followers in (("$5,000 per episode for 23 episodes", "246,074 followers"),
                            ("$125 per episode for 19 episodes", "1,000 followers"),
                            ("$125 per episode for 19 episodes", "500,000 followers")):
        values = {"sponsorship_rate": rate, "follower_count": followers, "payout_amount": "$143.64"}
        _order_pays_its_rate(values, "podcast sponsorship insertion order")
        m = re.match(r"\$([\d,]+) per episode for (\d+) episode", values["sponsorship_rate"])
        total = int(m.group(1).replace(",", "")) * int(m.group(2))
        assert values["payout_amount"] == f"${total:,}.00"
        assert total <= max(12, int(followers.split()[0].replace(",", "")) * 0.03)
