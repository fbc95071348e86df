"""Personal texts that tell one situation (issue 19, reader15 R4, R7, [7], classes 9 and 15; s25-personal): a parent's
care told in order with each fact once and the same everywhere (the parent at home, not at a care home and at each
child's home too); no years of sobriety beside a relapse; a diary of a few fuller days, not a line under each of
eleven dates; no "If found, please return" on a sheet nobody carries; a letter that ties a secret to the one who
knows it."""

import asyncio
import re

import pytest

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.personal import keep_recovery
from privasis_hub.synth.offline import OfflineRecords
from tests.test_record_fit import _person

PERSONAL = categories()["personal"]
SEEDS = range(2500, 2512)


def _draft(rt: str, seed: int, fmt: str | None = None):
    spec = RecordSpec(profile=_person(seed), category="personal", subcategory=PERSONAL.record_types[rt].subcategory,
                      record_type=rt, format=fmt or PERSONAL.record_types[rt].formats[0], background="",
                      document_date="2025-06-02")
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


@pytest.fixture(scope="module")
def care():
    return [_draft(rt, s) for rt in ("caregiving plan letter to siblings", "parent care meeting notes") for s in SEEDS]


def test_a_parents_care_is_one_situation_told_in_order(care):
    for d in care:
        text = d.text
        # the parent lives at home: the family meets there or nearby, never "at the care home", no weekends at each
        # child's home, no house sold to pay for care while it is kept
        assert not re.search(r"care home\b|each child's home|sale of the house|pill organizer", text), text
        assert not re.search(r"\bI live at\b", text), text  # (reader15 class 15)
        body = text[text.index("\n\n"):]
        # what brought the family together before what it decided, and the next meeting last
        cond = re.search(r"brought us together|got us (?:together|to the table)|because of", body)
        assert cond, text
        decided = re.search(r"So we agreed|we decided|What we settled on was|The decision was", body[cond.start():])
        nxt = re.search(r"We meet again on|The next meeting is on|Next time we meet is", body[cond.start():])
        assert decided and nxt and decided.start() < nxt.start(), text
        assert "The power of attorney is and" not in text, text
        # a facility's price is told with the facility, not as "the quote for care" beside an aide's hourly rate
        assert "The quote for care came to" not in text, text


def test_a_relapse_is_not_told_beside_years_of_sobriety():
    values = {"relationship_milestone": "the seventh year of sobriety", "confided_secret": "a relapse into online gambling"}
    keep_recovery(values, "")
    assert "sobriety" not in values["relationship_milestone"] and values["relationship_milestone"].startswith("the seventh")
    values = {"relationship_milestone": "the ninth year of sobriety"}
    keep_recovery(values, "a stay in rehab")
    assert values["relationship_milestone"] == "the first year of sobriety"
    values = {"relationship_milestone": "the ninth year of sobriety"}
    keep_recovery(values, "a promotion")
    assert values["relationship_milestone"] == "the ninth year of sobriety"
    values = {"relationship_milestone": "the ninth wedding anniversary", "confided_secret": "a relapse into online gambling"}
    keep_recovery(values, "")
    assert values["relationship_milestone"] == "the ninth wedding anniversary"


#: A diary entry's head: its date, with the weekday where the date is written out.
_DAY = re.compile(r"(?m)^(?:[A-Z][a-z]+day, )?(?:[A-Z][a-z]+ \d{1,2}, \d{4}|\d{2}/\d{2}/\d{4}|\d{4}-\d{2}-\d{2})(?: —)?$")


@pytest.fixture(scope="module")
def diaries():
    return [(rt, _draft(rt, s)) for rt in ("private diary entry", "grief journal entry", "gratitude journal page",
                                           "travel diary entry") for s in SEEDS]


def test_a_diary_is_a_few_full_days(diaries):
    for rt, d in diaries:
        entries = [e.strip() for e in _DAY.split(d.text)[1:]]
        assert 3 <= len(entries) <= 9, (rt, len(entries), d.text)
        sentences = [len(re.findall(r"[.!?](?:\s|$)", e)) for e in entries]
        assert sum(sentences) / len(sentences) >= 2.5, (rt, sentences, d.text)
        assert sum(n <= 1 for n in sentences) <= 1, (rt, sentences, d.text)
        # a notebook kept for months is not "begun" again in a later entry
        assert not re.search(r"\bI (?:began|started) this (?:at|sitting)\b|\bI began this notebook on\b", d.text), d.text
        assert not re.search(r"(?m)^(?:Counting down the days to|Only a little while now until) [\w/,\- ]+\d{4}\.$",
                             d.text), d.text


def test_a_grief_journal_is_about_its_loss(diaries):
    for rt, d in diaries:
        if rt != "grief journal entry":
            continue
        first, last = d.text.split("\n\n")[1], d.text.rstrip().split("\n\n")[-1]
        assert re.search(r"\bgone\b|losing", first), d.text  # (begun for the loss)
        assert re.search(r"\b(?:Dad|Mom|Grandma|Grandpa|my [a-z]+)\b", last.split(".")[0]), d.text


SHEETS = ("baby shower guest list", "online dating profile draft", "couples counseling homework sheet",
          "wedding planning checklist", "moving day checklist")


def test_a_sheet_nobody_carries_asks_nobody_to_return_it():
    for rt in SHEETS:
        for s in SEEDS:
            text = _draft(rt, s).text
            assert not re.search(r"(?i)if found|reward if returned|return if found|property of|belongs to", text), text


def test_a_letter_ties_a_secret_to_the_one_who_knows_it():
    seen = 0
    for rt in ("letter to an estranged sibling", "apology letter to a friend"):
        for s in range(2500, 2530):
            d = _draft(rt, s)
            keys = {a.key if hasattr(a, "key") else a for a in getattr(d, "keys", ())}
            text = d.text
            m = re.search(r"(?:Very few people know about|I have told almost no one about) ", text)
            if not m or not re.search(r"— (?:only|just) |Only .{3,60} knows", text[m.start():m.start() + 400]):
                continue
            seen += 1
            assert not re.search(r"The (?:only|one) (?:one|person) who knows the whole", text), text
            del keys
    assert seen >= 3
