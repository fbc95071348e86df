"""The letter family reads as real letters (issue 19, reader13 classes 5, 7, 10 and 13, records R2 and R10): an
office's address is on a commercial street of its town, with a high floor or a suite in the hundreds only in a city;
a letter tells the person's facts as facts, not as what the office "took account of"; it asks for an answer within
so many days only where it asks something, tells its deadline without a restating step, does not echo the number its
Re: line quotes, and does not say an editor's letter or a job offer answers the person's "request"."""

from __future__ import annotations

import random
import re

import pytest

from privasis_hub.synth import places
from privasis_hub.synth.pipeline import build_privasis

#: A residential street suffix, and a unit a small town's office does not have (reader13 class 13 and its regex).
RESIDENTIAL = re.compile(r"\b(?:Ln|Ct|Trl|Cir|Pl|Loop|Ter|Way)(?:,|$)")
HIGH_UNIT = re.compile(r", (?:Floor (?:[4-9]|\d\d)|Suite [3-9]\d\d|Suite \d{4})$")
READER13_ADDR = re.compile(r"\d+ (N |S |E |W )?[A-Z0-9][a-z0-9]* (Ln|Ct|Trl|Cir|Way|Pl|Loop), (Floor ([4-9]|\d\d)|"
                           r"Suite [2-9]\d\d)")
#: The premise wordings reader13 read as scaffolding in letters.
PREMISE = re.compile(r"(?:takes account of|allows for) the fact that|bore in mind that|took account of the fact|"
                     r"we have (?:dealt with|handled|assessed) [^.]* on (?:the basis that|that basis)|"
                     r"that history was weighed|kept that in view|we took note of the fact")
REPLY_DAYS = re.compile(r"(?i)\b(?:please reply|please answer|we need your reply|an answer is needed) "
                        r"(?:within|in the next|no later than) \d+ days")
RESTATED_DUE = re.compile(r"(?i)\b(?:your response is due|we need your response|your reply is due)")


def test_office_addresses_fit_their_town():
    rng = random.Random(22)
    towns = [("SD", "Wall"), ("KY", "Lily"), ("NJ", "Little Ferry"), ("VA", "Harrisonburg"), ("ME", "Guilford"),
             ("DE", "Wilmington"), ("NY", "Bronx"), ("AZ", "Phoenix"), ("IL", "Chicago")]
    for state, city in towns:
        size = places.town_size(state, city)
        for _ in range(300):
            street = places.office_address(rng, state, city)
            assert re.fullmatch(r"[1-9]\d* [\w ]+(?:, (?:Suite|Floor) \w+)?", street), street
            assert not RESIDENTIAL.search(street), street  # no office on a lane, court or circle
            if size < 10:  # a high floor or a suite in the hundreds only in a city
                assert not HIGH_UNIT.search(street), (city, street)
            if size < 3:
                assert ", Floor" not in street and not re.search(r"Pkwy|Corporate|Executive|Technology", street)
    assert places.town_size("SD", "Wall") == 1 and places.town_size("AZ", "Phoenix") >= 10


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> list[dict]:
    out = []
    for seed in (37, 5251):
        path = tmp_path_factory.mktemp(f"letters-s22-{seed}")
        out += list(build_privasis(250, seed=seed, out=path, split=None, shard_size=250, workers=1)["train"])
    return out


def _letters(rows: list[dict]) -> list[dict]:
    return [r for r in rows if r["format"] == "letter"]


def test_no_office_on_a_residential_lane_in_any_record(rows):
    assert not [(r["id"], m.group(0)) for r in rows if (m := READER13_ADDR.search(r["text"]))]
    offices = [a["value"] for r in rows for a in r["attributes"] if a["key"] == "issuer_address"]
    assert len(offices) >= 100
    assert not [v for v in offices if RESIDENTIAL.search(v)]


def test_letters_tell_facts_plainly_and_ask_only_what_they_ask(rows):
    letters = _letters(rows)
    assert len(letters) >= 30
    assert not [r["id"] for r in letters if PREMISE.search(r["text"])]
    # a deadline step only where the letter has told the date once: never a third time (body, Key dates, step)
    restated = [(r["id"], m.group(1)) for r in letters for m in re.finditer(RESTATED_DUE.pattern + r" by ([^.\n]+)",
                                                                          r["text"])]
    assert not [(i, d) for i, d in restated if next(x for x in letters if x["id"] == i)["text"].count(d) > 2]
    # "please reply within N days" only beside details the letter asks the reader to check
    asked = [r for r in letters if REPLY_DAYS.search(r["text"])]
    assert len(asked) <= len(letters) // 5


def test_letters_do_not_echo_the_number_of_their_re_line(rows):
    for r in _letters(rows):
        re_line = next((ln for ln in r["text"].splitlines() if ln.startswith("Re: ")), "")
        for number in re.findall(r"\b[A-Z]{2,4}-\d{5,}\b", re_line):
            body = r["text"].split(re_line, 1)[1]
            assert number not in body.split("\n\n", 1)[1], (r["id"], number)


def test_an_offer_or_an_edit_letter_answers_no_request(rows):
    said = re.compile(r"(?:request came in|request reached us|started work on your request|took up your request)")
    kinds = re.compile(r"job offer|edit letter|offer letter")
    assert not [r["id"] for r in _letters(rows) if kinds.search(r["record_type"]) and said.search(r["text"])]
