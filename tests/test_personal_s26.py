"""Personal writing that reads as one person's (issue 19, reader16 R6, R9, T2 and class 4; s26-personal): a thank-you
note thanks for one thing and tells what that thing made possible and a moment of it, not stock modules of other
favours; a child is "my son David", not "my six-year-old David"; one first name, one person; a shower's guest list
lists its guests with their replies; a bucket list tells each wish once, its deadline in its head."""

import random
import re

import pytest

from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.personal import _PEOPLE_KEYS, _WISH_KEYS, _WISH_THEMES, distinct_first_names
from tests.test_personal_s25 import _draft

PERSONAL = categories()["personal"]
SEEDS = range(2600, 2624)


def _value(d, key: str) -> str:
    return d.plan.plan.values[key]


def _keys(d) -> set[str]:
    return {f.key for f in d.plan.plan.fields}


@pytest.fixture(scope="module")
def notes():
    return [_draft("handwritten thank-you note", s) for s in SEEDS]


def test_a_thank_you_note_thanks_for_one_thing_and_what_it_made_possible(notes):
    fields = {f.key: f for f in PERSONAL.fields}
    for d in notes:
        text, keys = d.text, _keys(d)
        gift = _value(d, "gift_received")
        for key in ("thanks_difference", "favor_detail", "gift_enclosed"):  # each goes with the thing thanked
            if key in keys:
                allowed = dict(fields[key].goes_with[1]).get(_value(d, key))
                assert allowed is None or gift.removeprefix("the ") in [re.sub(r"^the ", "", a) for a in allowed], (
                    key, _value(d, key), gift)
        # the difference and the moment are told with the thanks, in the note's first paragraph
        first = text.split("\n\n")[2]
        assert gift in first and _value(d, "thanks_difference") in first, text
        assert not re.search(r"framed photo from that day|What you did meant|Worth remembering|touch wood|"
                             r"a few months ago|last year, I have", text), text
        assert "life_event" not in keys and "went_well" not in keys, text


def test_no_child_is_named_by_age_in_a_persons_own_prose():
    label = re.compile(r"\b(?:my|our) (?:adult|grown|\w+-year-old) (?:grandchild )?[A-Z][a-z]+")
    for rt in ("handwritten thank-you note", "apology letter to a friend", "private diary entry",
               "gratitude journal page", "anniversary letter to a partner", "letter to an estranged sibling"):
        for s in range(2600, 2606):
            text = _draft(rt, s).text
            assert not label.search(text), (rt, label.search(text).group(0), text)


def test_a_child_is_a_son_or_a_daughter():
    for s in SEEDS:
        d = _draft("moving day checklist", s)
        if "household_child" in _keys(d):
            # (a young adult's child at home is a younger brother or sister: s28-contra)
            assert re.search(r"\((?:(?:grand)?(?:son|daughter)|brother|sister), age \d+\)", d.text) or re.search(
                r"\bmy (?:(?:grand)?(?:son|daughter)|brother|sister) ", d.text), d.text


def test_one_first_name_one_person():
    values = {"partner_name": "Erin Cole", "household_child": "Erin (daughter, age 4)",
              "relative_name": "Erin Johnson (stepmother)", "neighbor_name": "Michael Reed",
              "confidant_name": "Michael Ortiz (former coworker)"}
    distinct_first_names(values, "Michael", random.Random(3))
    firsts = [re.match(r"[A-Z][a-z]+", v).group(0) for v in values.values()]
    assert len(set(firsts)) == len(firsts) and "Michael" not in firsts, values
    assert values["household_child"].endswith("(daughter, age 4)") and values["relative_name"].endswith(
        "Johnson (stepmother)"), values
    for rt in ("private diary entry", "letter to an estranged sibling", "baby shower guest list",
               "gratitude journal page"):
        for s in range(2600, 2610):
            d = _draft(rt, s)
            firsts = []
            values = d.plan.plan.values
            for key in _PEOPLE_KEYS:
                if key in _keys(d) and key in values:
                    m = re.search(r"[A-Z][a-z]+", values.get("~" + key, values[key]))
                    firsts.append(m.group(0) if m else values[key])
            assert len(firsts) == len(set(firsts)), (rt, firsts)


def test_a_shower_guest_list_lists_its_guests_with_their_replies():
    for s in SEEDS:
        text = _draft("baby shower guest list", s).text
        assert re.search(r"^\| Guest +\| Reply +\| Notes \|$", text, re.M), text
        assert not re.search(r"^\| (?:What|Item) ", text, re.M), text  # no catch-all table of the party's facts
        assert not re.search(r"^\| (?:Due date|Budget|Guests|Gift list|Mom-to-be) ", text, re.M), text
        rows = re.findall(r"^\| (?!Guest|-)[^|]+\| (coming|co-hosting|can't make it|no reply yet) ", text, re.M)
        assert len(rows) >= 5, text
        assert not re.search(r"about 40|85 guests|120 guests|25 close friends", text), text


def test_a_bucket_list_tells_each_wish_once_in_order():
    for s in SEEDS:
        d = _draft("personal bucket list", s)
        wishes = {k: _value(d, k) for k in _keys(d) if k in _WISH_KEYS}
        seen = set()
        for key in _WISH_KEYS:
            if key in wishes:
                themes = {t for t in _WISH_THEMES if t in wishes[key].lower()}
                assert not themes & seen, wishes
                seen |= themes
        text = d.text
        assert not re.search(r"^\| (?:Deadline|People|This year +\| (?:cutting|paying|reading|getting to bed)) ",
                             text, re.M), text
        assert "cook a whole Thanksgiving dinner alone" not in text, text
        rows = re.findall(r"^\| ([A-Z][A-Za-z ]+?) +\|", text, re.M)
        if "Crossed off" in rows and "Next on the list" in rows:
            assert rows.index("Next on the list") < rows.index("Crossed off"), text


def test_no_weekday_told_as_since_in_dated_entries():
    from pathlib import Path

    data = Path(__file__).resolve().parents[1] / "privasis_hub" / "data" / "privasis"
    for name in ("personal.yaml", "skeletons.yaml"):
        text = (data / name).read_text()
        assert not re.search(r"since (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day", text), name


def test_an_anniversary_letter_marks_its_own_day_and_confides_no_dump():
    from privasis_hub.synth.catalog.personal import keep_anniversary
    from privasis_hub.synth.catalog.timeline import parse_day

    for s in range(2600, 2612):
        d = _draft("anniversary letter to a partner", s)
        values, keys = d.plan.plan.values, _keys(d)
        day = parse_day(values["anniversary_date"])[0]
        assert (day.month, day.day) == (6, 2), values["anniversary_date"]  # the letter's own day, years back
        m = re.search(r"^(?:the )?(\w+) (?:wedding anniversary|anniversary of)", values["relationship_milestone"])
        assert m, values["relationship_milestone"]
        assert not keys & {"confided_secret", "private_worry", "health_concern", "life_event"}, keys
    values = {"anniversary_date": "July 2, 2022", "relationship_milestone": "the ninth year of sobriety"}
    import datetime as dt

    keep_anniversary(values, dt.date(2025, 9, 19), "married")
    assert values == {"anniversary_date": "September 19, 2022", "relationship_milestone": "the third wedding anniversary"}
