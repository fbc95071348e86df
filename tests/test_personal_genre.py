"""Personal records that fit their genre (issue 19, reader6 classes 1, 5 and 8): a guest list holds guests, a speech
a career, meeting notes who met and what they agreed, not a dump of private facts; the profile's life event is told
as a writer tells it, not as a bare phrase; an empty nest holds no young child at home."""

import asyncio
import re
from collections import defaultdict
from importlib import resources
from pathlib import Path

import pytest

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import CatalogError, categories, load_category
from privasis_hub.synth.offline import OfflineRecords
from privasis_hub.synth.profile import LIFE_EVENTS, profile_rules
from privasis_hub.synth.render import vary_by, voice
from tests.benchmark_modules import load_benchmark
from tests.test_record_fit import _person

PERSONAL = categories()["personal"]
CATALOGUE = Path(__file__).resolve().parents[1] / "privasis_hub" / "data" / "privasis"
#: genres with no place for a person's private life, each with fields of its own that must be there
OWN_FIELDS = {
    "baby shower guest list": {"honoree_name", "guest_confirmed", "food_signup", "guest_dietary_note"},
    "retirement party speech draft": {"years_of_service", "colleague_thanked", "career_story", "successor_name"},
    "parent care meeting notes": {"sister_present", "care_decision", "task_assignment", "next_meeting_date"},
    "caregiving plan letter to siblings": {"care_decision", "cost_split", "care_schedule", "review_trigger"},
    "family group chat about holiday plans": {"holiday_name", "dish_signup", "arrival_plan", "sleeping_plan"},
    "couples counseling homework sheet": {"recurring_argument", "communication_goal", "homework_exercise"},
}


def _draft(rt: str, seed: int, **preset):
    spec = RecordSpec(profile=_person(seed, **preset), category="personal",
                      subcategory=PERSONAL.record_types[rt].subcategory, record_type=rt,
                      format=PERSONAL.record_types[rt].formats[0], background="", document_date="2025-06-02")
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def test_the_catalogue_names_the_private_life_fields_and_the_genres_open_to_them():
    private = set(PERSONAL.private_life)
    assert {"pet_description", "comfort_food", "old_nickname", "song_on_repeat", "private_worry"} <= private
    assert "private diary entry" in PERSONAL.private_life_open and "baby shower guest list" not in PERSONAL.private_life_open
    for name, rt in PERSONAL.record_types.items():
        if name not in PERSONAL.private_life_open:
            assert len(set(rt.fields) & private) <= PERSONAL.private_life_most, name


def test_genres_without_a_place_for_private_life_hold_their_own_fields():
    for rt, own in OWN_FIELDS.items():
        fields = set(PERSONAL.record_types[rt].fields)
        assert own <= fields, (rt, own - fields)
        assert not fields & {"comfort_food", "old_nickname", "song_on_repeat", "sleep_last_night"}, rt


def test_the_loader_refuses_a_genre_over_its_private_life_limit(tmp_path):
    data = resources.files("privasis_hub.data.privasis").joinpath("personal.yaml").read_text(encoding="utf-8")
    crowded = data.replace("        fields: [relative_name, honoree_name,",
                           "        fields: [private_worry, comfort_food, old_nickname, song_on_repeat, daily_mood, "
                           "sleep_last_night, relative_name, honoree_name,", 1)
    assert crowded != data
    (tmp_path / "personal.yaml").write_text(crowded)
    with pytest.raises(CatalogError, match="baby shower guest list.*private-life fields"):
        load_category("personal", str(tmp_path))


def test_every_life_event_is_told_in_context_with_its_phrase_whole():
    told = profile_rules().life_event_told
    assert set(told) == set(LIFE_EVENTS)
    probe = load_benchmark("quality_privasis")
    for event, wordings in told.items():
        for wording in wordings:
            said = voice(vary_by(wording, 1), "first").replace("{life_event}", event)
            assert event in said and not said.startswith(event), said
            assert "went through" not in said and " is " not in said.split(event)[0][-5:], said
            frames = probe._BARE_EVENT_FRAMES + (probe._BARE_EVENT_END,)
            assert not any(re.search(f.format(e=re.escape(event)), said, re.I) for f in frames), said


def test_a_diary_tells_the_life_event_with_when_not_as_a_bare_phrase():
    for seed in range(6):
        draft = _draft("private diary entry", seed)
        event = draft.plan.plan.values.get("life_event", "")
        if event and event in draft.text:
            line = next(s for s in re.split(r"(?<=[.!?])\s+", draft.text) if event in s)
            assert not re.search(r"went through|brought me|change in my life was|since " + re.escape(event) + r"\.",
                                 line), line


@pytest.mark.parametrize("rt", sorted(OWN_FIELDS))
def test_records_of_these_genres_are_not_dumps_of_private_life(rt):
    probe = load_benchmark("quality_privasis")
    preset = {"age": 58, "occupation": "postal clerk"} if rt == "retirement party speech draft" else {"age": 52}
    if rt == "couples counseling homework sheet":
        preset["marital_status"] = "married"
    for seed in range(3):
        draft = _draft(rt, seed, **preset)
        row = {"id": f"t{seed}", "category": "personal", "record_type": rt, "text": draft.text,
               "profile": {"life_event": draft.plan.plan.values.get("life_event", "")},
               "attributes": [{"key": k, "value": v} for k, v in draft.plan.plan.values.items()
                              if k in {f.key for f in draft.plan.plan.fields}]}
        examples: dict = defaultdict(list)
        counts = probe.personal_genre_records([row], examples, CATALOGUE)
        assert counts["private_life_dump_records"] == 0, (rt, seed, examples)
        assert counts["bare_life_event_records"] == 0, (rt, seed, draft.text)


def test_an_empty_nest_holds_no_young_child_at_home():
    for seed in range(8):
        draft = _draft("gratitude journal page", seed, age=52, life_event="an empty-nest transition")
        child = draft.plan.plan.values.get("~household_child") or draft.plan.plan.values.get("household_child")
        if child:
            assert re.search(r"grand(?:child|son|daughter)", child), child  # (s26-personal: a grandson or a granddaughter)


def test_a_retirement_speech_is_given_by_someone_still_at_work():
    fit = PERSONAL.record_types["retirement party speech draft"].fit
    assert fit.work == ("employed",)
    assert not fit.admits(_person(3, age=70, occupation="retired postal clerk"))
