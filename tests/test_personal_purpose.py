"""Personal documents whose facts fit their purpose and reader (issue 19, reader10 classes 1, 10 and 11): each record
type declares the kinds of a person's facts it carries (a journal may confide, a gratitude page holds what went well
and who helped, a letter to a birth relative the writer's life in outline, a house's log its repairs and none of a
person's life); a journal's or log's entry is about one thing of its day, closed by no tag line; no meta line about
the clock or the notebook's first line; no stock sentence shared across personal records."""

import re
from collections import defaultdict
from importlib import resources

import pytest

from privasis_hub.synth.catalog import CatalogError, load_category
from privasis_hub.synth.catalog.personal import _possessive
from tests.benchmark_modules import load_benchmark
from tests.test_personal_genre import CATALOGUE, PERSONAL, _draft

KINDS = {"confided_secret", "private_worry", "health_concern", "therapist_name", "savings_goal", "partner_name",
         "pet_description", "neighbor_name"}


def _rows(rt: str, seeds: range, **preset) -> list[dict]:
    rows = []
    for seed in seeds:
        draft = _draft(rt, seed, **preset)
        plan = draft.plan.plan
        rows.append({"id": f"{rt}-{seed}", "category": "personal", "record_type": rt, "text": draft.text,
                     "attributes": [{"key": f.key, "value": plan.values[f.key]} for f in plan.fields]})
    return rows


def test_a_house_log_and_a_reunion_letter_carry_no_confidences():
    log = set(PERSONAL.record_types["home maintenance log"].fields)
    assert not log & KINDS, log & KINDS
    assert {"home_repair", "home_contractor", "repair_cost", "appliance_model", "home_warranty"} <= log
    reunion = set(PERSONAL.record_types["adoption reunion letter"].fields)
    assert not reunion & {"confided_secret", "private_worry", "health_concern", "therapist_name", "work_frustration"}
    assert {"birth_hospital", "search_method", "adoptive_family", "hope_for_contact"} <= reunion
    gratitude = set(PERSONAL.record_types["gratitude journal page"].fields)
    assert {"went_well", "person_thanked", "small_pleasure"} <= gratitude
    assert not gratitude & {"confided_secret", "therapist_name", "recent_purchase", "savings_goal"}


def test_the_loader_refuses_a_fact_of_a_kind_the_record_type_does_not_carry(tmp_path):
    data = resources.files("privasis_hub.data.privasis").joinpath("personal.yaml").read_text(encoding="utf-8")
    leaky = data.replace("        fields: [home_repair, home_contractor,", "        fields: [savings_goal, home_repair, "
                         "home_contractor,", 1)
    assert leaky != data
    (tmp_path / "personal.yaml").write_text(leaky)
    with pytest.raises(CatalogError, match="home maintenance log.*savings_goal.*money"):
        load_category("personal", str(tmp_path))


def test_the_possessive_of_a_plural_phrase_is_whole():
    assert _possessive("aunt and uncle") == "aunt and uncle's"
    assert _possessive("cousins") == "cousins'"


def test_the_quality_counts_find_undeclared_kinds_tag_closers_and_stock_sentences():
    probe = load_benchmark("quality_privasis")
    row = {"id": "r1", "category": "personal", "record_type": "adoption reunion letter", "text": "Dear Ann,",
           "attributes": [{"key": "confided_secret", "value": "an undisclosed credit card debt"}]}
    journal = "\n".join(f"2025-04-0{d} —\nThe car passed inspection on the first try. Grateful anyway.\n"
                        for d in range(1, 5))
    tagged = {"id": "r2", "category": "personal", "record_type": "gratitude journal page", "text": journal,
              "attributes": []}
    meta = {"id": "r3", "category": "personal", "record_type": "private diary entry", "attributes": [],
            "text": "May 2, 2025\nBy the clock it was 1:00 PM, and I had a few quiet minutes to write."}
    stock = [{"id": f"s{i}", "category": "personal", "record_type": "letter to a future self", "attributes": [],
              "text": f"Dear me,\n\nNote {i}. What keeps me up at night is the rent."} for i in range(4)]
    examples: dict = defaultdict(list)
    counts = probe.personal_document_records([row, tagged, meta, *stock], examples, CATALOGUE)
    assert counts == {"undeclared_fact_kind_records": 1, "entry_tag_records": 2,
                      "stock_personal_sentence_records": 4}, (counts, examples)


@pytest.mark.parametrize("rt", ["gratitude journal page", "home maintenance log", "private diary entry",
                                "adoption reunion letter"])
def test_personal_records_fit_their_purpose(rt):
    probe = load_benchmark("quality_privasis")
    rows = _rows(rt, range(4), age=44)
    examples: dict = defaultdict(list)
    counts = probe.personal_document_records(rows, examples, CATALOGUE)
    assert counts["undeclared_fact_kind_records"] == 0, examples
    assert counts["entry_tag_records"] == 0, examples
    for r in rows:
        assert not re.search(r"Grateful anyway|In the binder|Paperwork filed|Today's good thing|By the clock|first line",
                             r["text"]), r["text"]


def test_a_log_entry_tells_one_thing():
    for seed in range(4):
        text = _draft("home maintenance log", seed, age=50).text
        entries = [e.strip() for e in load_benchmark("quality_privasis")._DAY_HEAD.split(text)[1:]]
        assert len(entries) >= 8, text
        assert not re.search(r"(?m)^(?:Partner|Neighbor|Pet|Upcoming date): ", text), text
