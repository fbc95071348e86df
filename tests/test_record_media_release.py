"""Media releases and consent forms that do not contradict themselves (reader5 class 10), and a newsroom's words only
in a newsroom's papers (reader5 class 11)."""

import asyncio
import datetime as dt

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.timeline import parse_day
from privasis_hub.synth.offline import OfflineRecords
from tests.benchmark_modules import load_benchmark
from tests.test_record_fit import _person

RELEASES = ("podcast guest release form", "on-camera interview consent form", "documentary participant release")
#: media record types outside a newsroom (no "our desk contact" in them)
NOT_NEWSROOM = ("account suspension appeal", "influencer brand partnership contract", "literary agent query letter",
                "book publishing contract summary", "podcast episode production notes")


def _fields(rt: str) -> set[str]:
    return {f.key for f in categories()["media"].fields_for(rt)}


def test_a_release_holds_the_rights_granted_and_no_separate_term_or_total_fee():
    for rt in RELEASES:
        keys = _fields(rt)
        assert "release_rights_scope" in keys and "contract_term" not in keys, rt
        assert not {"rights_fee", "appearance_fee"} <= keys, rt  # no "Total fee" beside an "Appearance fee"
        assert "follower_count" not in keys, rt


def test_a_news_stations_consent_form_pays_nothing():
    keys = _fields("on-camera interview consent form")
    assert not keys & {"rights_fee", "appearance_fee"} and "interview_payment_policy" in keys


def _draft(rt: str, seed: int, fmt: str = "form"):
    media = categories()["media"]
    spec = RecordSpec(profile=_person(seed, age=40, occupation="line cook"), category="media",
                      subcategory=media.record_types[rt].subcategory, record_type=rt, format=fmt, background="",
                      document_date="2025-06-02")
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def test_a_release_is_signed_before_the_interview_after_the_first_contact_and_tells_it_as_ahead():
    probe = load_benchmark("quality_privasis")
    for rt in RELEASES:
        for seed in range(8):
            draft = _draft(rt, seed)
            values = draft.plan.plan.values
            event = values.get("recording_session") or values.get("filming_date")
            day, first = parse_day(event)[0], parse_day(values["request_received_date"])[0]
            assert first <= dt.date(2025, 6, 2) < day, (rt, seed, values["request_received_date"], event)
            assert not probe._INTERVIEW_PAST.search(draft.text), (rt, seed, draft.text)
            assert not probe._DECISION_BOILERPLATE.search(draft.text), (rt, seed)


def test_a_newsrooms_desk_stays_in_newsroom_papers():
    probe = load_benchmark("quality_privasis")
    media = categories()["media"]
    for rt in NOT_NEWSROOM:
        if rt not in media.record_types:
            continue
        fmt = media.record_types[rt].formats[0]
        for seed in range(6):
            text = _draft(rt, seed, fmt).text
            assert not probe._NEWSROOM_WORDS.search(text), (rt, seed, probe._NEWSROOM_WORDS.search(text))


def test_the_release_count_flags_a_term_beside_rights_and_a_paid_news_interview():
    probe = load_benchmark("quality_privasis")
    base = {"id": "r", "category": "media", "subcategory": "broadcast and documentary", "format": "form",
            "document_date": "2025-06-02", "text": "Filming: June 20, 2025"}
    term = dict(base, record_type="documentary participant release", attributes=[
        {"key": "contract_term", "value": "18 months from June 1, 2025"},
        {"key": "release_rights_scope", "value": "broadcast and streaming rights for five years"}])
    paid = dict(base, record_type="on-camera interview consent form", attributes=[
        {"key": "appearance_fee", "value": "$325"}])
    past = dict(base, record_type="on-camera interview consent form", text="I talked about the landfill.", attributes=[
        {"key": "filming_date", "value": "June 20, 2025"}])
    late = dict(base, record_type="podcast guest release form", attributes=[
        {"key": "recording_session", "value": "05/20/2025 at 2:00 PM"},
        {"key": "request_received_date", "value": "05/29/2025"}])
    fine = dict(base, record_type="documentary participant release", attributes=[
        {"key": "filming_date", "value": "June 20, 2025"}, {"key": "appearance_fee", "value": "$200"}])
    assert probe.release_contradiction_records([term, paid, past, late, fine], {"release_contradiction": []}) == 4
    desk = {"id": "d", "category": "media", "subcategory": "social media", "record_type": "account suspension appeal",
            "format": "letter", "text": "Our desk contact, Ann Lee, handles this.", "attributes": []}
    news = dict(desk, subcategory="journalism", record_type="reporter source notes")
    assert probe.newsroom_word_records([desk, news], {"newsroom_word": []}) == 1
