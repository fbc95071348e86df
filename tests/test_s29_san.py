"""s29-san: the s29 reader's sanitization classes: no pointer to a dropped e-mail address ("can be reached by e-mail"),
no bare state line where an address block lost its street and town, no role said twice where once does, no list item
left as a stand-in for a dropped value ("- a listed"), no sentence cut after its preposition ("is valued at."), no
abstraction of another kind ("He is taking an unpublished manuscript this term")."""

from __future__ import annotations

import re
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.address import US_STATES
from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.sanitize.polish import polish
from privasis_hub.synth.pipeline import build_privasis

MAIL = "a.b@example.org"


@pytest.mark.parametrize(("before", "after", "want"), [
    (f"A case handler has the file and can be reached at {MAIL} or at ext. 318.",
     "A case handler has the file and can be reached by e-mail or at ext. 318.",
     "A case handler has the file and can be reached at ext. 318."),
    (f"Ann Lee handles this on our side and can be reached at {MAIL}.",
     "A staff member handles this on our side and can be reached by e-mail.",
     "A staff member handles this on our side."),
    (f"Check where your form is by e-mail to {MAIL}, giving your reference.",
     "Check where your form is by e-mail, giving your reference.",
     "Check where your form is by writing to us, giving your reference."),
    (f"A technician holds the file and answers questions at {MAIL}.",
     "A technician holds the file and answers questions by e-mail.",
     "A technician holds the file and answers questions."),
])
def test_a_pointer_to_a_dropped_address_says_the_channel_left(before, after, want):
    assert polish(f"Head\n{before}\nEnd.\n", f"Head\n{after}\nEnd.\n", [MAIL]) == f"Head\n{want}\nEnd.\n"


def test_a_generalised_address_keeps_its_mention():
    """An e-mail address the request only generalises ("a generic mention of a contact e-mail") keeps "by e-mail"."""
    after = "Written updates to her go by e-mail.\n"
    assert polish(f"Written updates to her go to {MAIL}.\n", after, []) == after


def test_a_bare_state_line_goes_or_says_what_it_is():
    original = "Clinic\n12 Main St\nSpringfield, IL 62701\nSex: male\n9 Elm St\nSpringfield, IL 62702\nMarital: single\n"
    edited = "Clinic\n12 Main St\nIllinois\nSex: male\nIllinois\nMarital: single\n"
    assert polish(original, edited) == "Clinic\n12 Main St\nIllinois\nSex: male\nState: Illinois\nMarital: single\n"
    letter = "Church\nFort Peck, MT 59223\n\nDear Ann,\n"
    assert polish(letter, "Church\nMontana\n\nDear Ann,\n", ["Fort Peck"]) == "Church\n\nDear Ann,\n"
    # a town the request generalises to its state keeps the state: the abstraction is not deleted
    assert polish(letter, "Church\nMontana\n\nDear Ann,\n") == "Church\nMontana\n\nDear Ann,\n"


def test_an_age_range_alone_names_the_person():
    assert polish("Client: Dylan Roberts, age 43\n", "Client: In his forties\n") == "Client: A man in his forties\n"


def test_a_role_is_said_once():
    original = "Phone or e-mail: (802) 555-0190 or w.reese@example.net\nMs. Lee is in Mr. Cole's class, and Ms. Lee is listed."
    edited = ("Phone or e-mail: the writer's number or the writer's address\n"
              "The student is in a teacher's class, and the student is listed.")
    assert polish(original, edited) == ("Phone or e-mail: the writer's number or address\n"
                                        "The student is in a teacher's class, and is listed.")


def test_a_dropped_list_item_and_a_cut_sentence_go():
    original = ("The estate is valued at about $72,254. The trust holds an account.\nSchedule A\n"
                "- two checking accounts\n- a 2019 Honda Civic\n- a quilt\n")
    edited = "The estate is valued at. The trust holds an account.\nSchedule A\n- a bank account\n- a listed\n- a quilt\n"
    out = polish(original, edited, ["two checking accounts", "2019 Honda Civic", "$72,254"])
    assert out == "The trust holds an account.\nSchedule A\n- a quilt\n"
    whole = "A case manager coordinates the services the parent agreed to.\n"  # a preposition that ends its sentence
    assert polish("Dan Fowler coordinates the services the parent agreed to.\n", whole, ["Dan Fowler"]) == whole


@pytest.mark.parametrize(("key", "value", "want"), [
    ("course_title", "DS 610 Statistical Learning", "a course"),
    ("research_lab", "Computational Linguistics Group", "a research group"),
])
def test_an_abstraction_names_the_kind_it_is(key, value, want):
    assert abstract_value(key, value) == want


def _rows(folder: Path) -> list[dict]:
    return [r for f in sorted(folder.glob("data/*.parquet")) for r in pq.read_table(f).to_pylist()]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("s29san")
    build_privasis(200, 29, root / "p", split=None, progress=False)
    build_sanitization(root / "p", root / "s", split=None, progress=False, seed=29)
    return _rows(root / "s")


_STATES = set(US_STATES.values())


def test_the_s29_classes_over_a_build(built):
    """Over a whole build: no new "by e-mail or at ext.", no "reached by e-mail." clause once an address was dropped,
    no bare state line without a street above it, no "- a listed", no "Name: Adult"."""
    for row in built:
        original, out = row["original"], row["sanitized"]
        said = set(original.splitlines())
        lines = out.splitlines()
        for i, line in enumerate(lines):
            if line in said:
                continue
            dropped_town = any(re.search(rf"(?m)^.*{re.escape(v)}.*, [A-Z]{{2}} \d{{5}}", original) for t in row["targets"]
                               if t["operation"] == "drop" for v in t["values"] if len(v) >= 3)
            if line.strip() in _STATES and dropped_town:
                assert i and re.match(r"[ \t]*\d", lines[i - 1]), (row["id"], lines[max(0, i - 2) : i + 2])
            assert not re.fullmatch(r"[ \t]*- (?:a|an) listed", line), row["id"]
            assert not re.fullmatch(r"[ \t]*Name: Adult", line), row["id"]
        # an address the request drops where the original said whom to reach at it (one it only generalises keeps
        # "can be reached by e-mail")
        dropped_mail = any("@" in v and re.search(rf"(?:reached|available|questions) at {re.escape(v)}", original)
                           for t in row["targets"] if t["operation"] == "drop" for v in t["values"])
        if dropped_mail:
            for pattern in (r"by e-?mail or (?:at|on) ext\.", r"and (?:can be reached|is available) by e-?mail\."):
                assert len(re.findall(pattern, out)) <= len(re.findall(pattern, original)), (row["id"], pattern)


def test_the_town_line_goes_with_a_dropped_street():
    original = "Network\n426 Corporate Dr, Floor 12\nWashington, DC 20017\nTel. 1\n\nAnn\n37 Bridge Ln\nWashington, DC 20007\n"
    edited = "Network\nWashington, DC 20017\nTel. 1\n\nAnn\n37 Bridge Ln\nWashington, DC 20007\n"
    street = ["426 Corporate Dr, Floor 12"]
    assert polish(original, edited, street, [], ["Washington", "20007"]) == (
        "Network\nTel. 1\n\nAnn\n37 Bridge Ln\nWashington, DC 20007\n")
    assert polish(original, edited, street, ["20017"]) == edited  # a ZIP the request keeps stays
    assert polish(original, edited, street, [], ["20017"]) == edited  # the only mention of an annotated fact stays


def test_a_diagnosis_takes_its_medication_and_surgery_with_it():
    from privasis_hub.sanitize.targets import DIAGNOSIS_KEY, LINKED_FACTS
    linked = [fact for target, fact in LINKED_FACTS if target is DIAGNOSIS_KEY]
    assert any(f.search("current_medication") for f in linked) and any(f.search("surgical_procedure") for f in linked)


def test_a_letter_to_oneself_and_a_place_that_says_nothing():
    original = "From: Ann Lee\n\nDear me of 2035,\nTaken on May 26, 2024 at the offices of defense counsel\n"
    edited = "From: The writer\n\nDear me of 2035,\nTaken on May 26, 2024 at a location\n"
    assert polish(original, edited) == "From: Me\n\nDear me of 2035,\nTaken on May 26, 2024\n"


def test_fragments_a_cut_left():
    original = ("Attorney at Law (State Bar No. 83056)\nOr send a letter to 683 State St, Washington, DC 20010.\n"
                "Student: Amber Hughes, grade 2\n")
    edited = ("Attorney at Law (State the plaintiff's bar number)\nOr send a letter, Washington, DC 20010.\n"
              "Student: Amber grade 2\n")
    assert polish(original, edited) == "Attorney at Law\nOr send a letter.\nStudent: Amber, grade 2\n"
