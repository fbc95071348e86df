"""s28-san: sanitized records read as a real edit (reader18's triplet classes).

- a signer's title left where a label wants a person ("Taken in by: Office Administrator", "Contact for this file:
  Recruiter") is said as a role ("the office administrator");
- a street line whose "Town, ST 12345" line went takes the state in full, or goes with its town;
- an organisation named after a removed town is said by its kind ("the game studio"), never gutted to "Games";
- a firm whose name ends in System / Desk / League is an organisation: "health" in "home health aide" is no part of
  a person's name;
- "official identifiers" covers the passport and ID numbers;
- an e-mail whose name ends in a targeted birth year goes with the date of birth;
- a date in the sentence that defines a document's terms goes with its preposition, the sentence stays;
- tidy's reader16/17/18 leftovers share one "only lines the edit made" helper (edited_lines).
"""

from __future__ import annotations

import re

import pytest

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.drop import drop_value, place_in_name
from privasis_hub.sanitize.kinds import value_kind
from privasis_hub.sanitize.targets import category_keys, expand
from privasis_hub.sanitize.tidy import edited_lines, reader18_leftovers, tidy


def test_edited_lines_touches_only_the_edits_own_lines():
    original = "Keep me\nName: Ann Lee\n"
    text = "Keep me\nName: the client\nnew line\n"
    out = edited_lines(original, text, lambda ln: ln.upper() if ln else ln)
    assert out == "Keep me\nNAME: THE CLIENT\nNEW LINE\n"
    assert edited_lines(original, text, lambda ln: None if "new" in ln else ln) == "Keep me\nName: the client\n"
    assert edited_lines(text, text, lambda ln: None) == text


@pytest.mark.parametrize("label", ["Taken in by", "Logged by", "Checked by", "Passed to", "Handled by", "Prepared by",
                                   "Contact for this file", "Questions to", "Staff member", "Received and checked by"])
@pytest.mark.parametrize("left,want", [("Office Administrator", "the office administrator"),
                                       ("Recruiter", "the recruiter"),
                                       ("Staff member", "a member of staff"),
                                       ("Director of Special Education", "the director of special education"),
                                       ("IT Support Lead", "the IT support lead"),
                                       ("An admissions counselor, a private detail", "the admissions counselor")])
def test_a_title_left_in_a_persons_place_reads_as_a_role(label, left, want):
    original = f"Form\n{label}: Brian Randolph, Office Administrator\n"
    assert reader18_leftovers(original, f"Form\n{label}: {left}\n") == f"Form\n{label}: {want}\n"


def test_a_name_or_the_writers_own_line_stays():
    assert reader18_leftovers("Form\nHandled by: Brian Rand\n", "Form\nHandled by: Audrey Mays\n") == (
        "Form\nHandled by: Audrey Mays\n")  # a surname is no role
    own = "Form\nTaken in by: Office Administrator\n"  # the writer's own line
    assert reader18_leftovers(own, own) == own


_HEAD = "Sandoval Food Bank\n3448 Main St, Suite 1788\nKansas City, MO 64147\nTel. (816) 555-0139\n\nDear Tim,\n\n"


def test_a_street_line_whose_town_went_takes_the_state():
    edited = "Sandoval Food Bank\n3448 Main St, Suite 1788\nTel. (816) 555-0139\n\nDear Tim,\n\nThanks.\n"
    out = tidy(_HEAD + "Thanks.\n", edited, gone=["Kansas City", "64147"])
    assert "3448 Main St, Suite 1788\nMissouri\nTel. (816) 555-0139" in out


def test_a_street_line_whose_town_and_state_went_goes_with_them():
    edited = "Sandoval Food Bank\n3448 Main St, Suite 1788\nTel. (816) 555-0139\n\nDear Tim,\n\nThanks.\n"
    out = tidy(_HEAD + "Thanks.\n", edited, gone=["Kansas City", "MO"])
    assert "3448 Main St" not in out and "Missouri" not in out and out.startswith("Sandoval Food Bank\nTel. (816)")
    kept = tidy(_HEAD + "Thanks.\n", edited, keep=["3448 Main St, Suite 1788"], gone=["Missouri"])  # a street the
    assert "3448 Main St, Suite 1788\nTel." in kept  # request keeps stays


def test_a_street_line_with_its_town_or_state_stays():
    for edited in (_HEAD, _HEAD.replace("Kansas City, MO 64147", "Missouri")):
        assert "3448 Main St, Suite 1788\n" in tidy(_HEAD, edited)


@pytest.mark.parametrize("text,town,want", [
    ("Las Vegas Games\n", "Las Vegas", "The game studio"),
    ("Center Harbor Properties\n", "Center Harbor", "The property management company"),
    ("Milwaukee Audio · received May 2\n", "Milwaukee", "The audio production company"),
    ("He works at Dayton Game Studios.", "Dayton", "the game studio"),
    ("Orlando Casualty and Surety\n", "Orlando", "The casualty and surety"),
    ("Northampton County Sheriff's Office\n", "Northampton", "The county sheriff's office"),
    ("FROM: Senior Associate, New York Tax and Bookkeeping Services\n", "New York", "the tax and bookkeeping services"),
])
def test_an_organisation_named_after_a_removed_town_is_said_by_its_kind(text, town, want):
    s = text.index(town)
    found = place_in_name(text, s, s + len(town))
    assert found and found[2] == want
    assert not any(w in text[found[1]:] for w in ("Games", "Properties", "Audio", "Studios", "Services", "Surety",
                                                  "Office"))


@pytest.mark.parametrize("value", ["Parkton Health System", "Owen-Rivera IT Service Desk",
                                   "Sparks, Reyes and Summers IT Services", "Newton Recreational Sports League"])
def test_a_firm_is_no_persons_name(value):
    assert value_kind("firm_name", value) == "organization"


@pytest.mark.parametrize("value", ["Jesse Hall", "Kenneth Burton, MS, OTR/L", "Tammy McCullough (building manager)",
                                   "Kim Lewis, store general manager at Jackson, Baird and Mathews"])
def test_a_person_stays_a_name(value):
    assert value_kind("contact_name", value) == "name"


def test_official_identifiers_cover_the_passport_number():
    pool = {k: {} for k in ("passport_number", "id_number", "social_security_number", "email", "phone")}
    assert set(category_keys("official identifiers", pool)) == {"passport_number", "id_number",
                                                                 "social_security_number"}


@pytest.mark.parametrize("operation", ["drop", "abstract"])
@pytest.mark.parametrize("mail,gone", [("trevorw97@example.net", True), ("trevor.w1997@example.net", True),
                                       ("trevor.w@example.net", False), ("trevorw12@example.net", False)])
def test_an_email_ending_in_the_birth_year_goes_with_the_date_of_birth(operation, mail, gone):
    attributes = [{"key": "date_of_birth", "value": "November 8, 1997", "spans": [{"start": 0, "end": 1}]},
                  {"key": "email", "value": mail, "spans": [{"start": 2, "end": 3}]}]
    target = SanitizationTarget("attribute", "date_of_birth", (TargetAttribute("date_of_birth", "November 8, 1997"),),
                                operation)
    got = expand(target, attributes, "2025-01-02")
    assert (mail in {a.value for a in got.attributes}) is gone
    assert ("email" in dict(got.context).get("linked", "").split()) is gone


@pytest.mark.parametrize("sentence,want", [
    ('This Agreement is signed on 03/29/2024 by and between Kelly Lopez (the "Petitioner") and Kim Navarro (the '
     '"Respondent"), to settle all claims.', 'This Agreement is signed by and between Kelly Lopez (the "Petitioner")'),
    ('This Stipulation is dated and made on December 17, 2024 between Nathan Brown (the "Respondent") and M LLC (the '
     '"Petitioner").', 'This Stipulation is made between Nathan Brown (the "Respondent")'),
])
def test_a_date_in_the_defining_sentence_goes_alone(sentence, want):
    text = f"Intro.\n\n{sentence}\n\nThe Petitioner agrees.\n"
    m = re.search(r"\d\d/\d\d/\d{4}|[A-Z][a-z]+ \d+, \d{4}", text)
    out = drop_value(text, m.start(), m.end(), kind="date")[0]
    assert want in out and m.group() not in out
