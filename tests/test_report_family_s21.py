"""Issue 19, the report and memo family (s21-report, reader12 R1, R3, R7, R8 and class E): an office's report or
memo records the person on a few labelled file lines, never a profile paragraph ("Ms. Parrish is 52 years of age and
a United States citizen. She is a retail supervisor ...", "On social media he is @thejamesp"); a school's file on a
student names the student, never "Mr. Hoover's child ... his child" nor the parent on its RE: line; a clinical visit
the clinician held is not sourced from "chart review"."""

from __future__ import annotations

import re

import pytest

N = 300


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    out: list[dict] = []
    for seed in (2121, 77):
        out += privasis_rows(N, seed, shard_size=100)
    return out


def _values(r: dict) -> dict[str, str]:
    return {a["key"]: a["value"] for a in r["attributes"]}


def _offices(rows: list[dict]) -> list[dict]:
    return [r for r in rows if r["format"] in ("report", "memo") and r["category"] != "medical"
            and r["text"].startswith(("MEMORANDUM", r["record_type"].upper()))]


#: A profile paragraph's sentences: the person's age, birth, home, work and handles told one after another.
_PROFILE = re.compile(r"\b(?:Mr|Ms)\. [A-Z][\w'-]+ (?:is \d+\b|was born on\b)|\b[A-Z][\w'-]+'s (?:date of birth|birth "
                      r"date) is\b|\b(?:He|She) (?:lives at|lives in|currently lives at|works as|has a job as|earns a "
                      r"living as|is active online as|identifies as)\b|\bOn social media (?:he|she) is\b"
                      r"|\bOnline, (?:he|she) posts as\b")


def test_an_office_report_or_memo_keeps_the_persons_particulars_on_file_lines(rows):
    offices = _offices(rows)
    assert len(offices) > 40
    assert not [(r["id"], m.group(0)) for r in offices if (m := _PROFILE.search(r["text"]))][:5]
    lined = 0
    for r in offices:
        v, text = _values(r), r["text"]
        # the birth date on the name line the file's head files it under (s22-report: not a "Particulars:" line
        # after the matter, reader13 class 1)
        if "date_of_birth" in v and v["full_name"] + ", " in text:
            line = next(x for x in text.splitlines() if v["full_name"] + ", " in x)
            assert "born " + v["date_of_birth"] in line, line
            lined += 1
        if "street_address" in v and "\nHome address: " in text:
            assert re.search(r"(?m)^Home address: " + re.escape(v["street_address"]), text)
        # no contact card of one label a value, and no "Sex:" line under the RE: line
        assert not re.search(r"(?m)^(?:Age|Date of birth|Phone|Email|Occupation|Employer|Sex): ", text), text[:800]
    assert lined > 10


def test_a_schools_file_on_a_student_names_the_student_not_the_parents_child(rows):
    files = [r for r in _offices(rows) if "dependent_student" in _values(r)]
    assert files
    for r in files:
        text, v = r["text"], _values(r)
        assert not re.search(r"\b(?:Mr|Ms)\. [A-Z][\w'-]+'s child\b|\b(?:his|her) child\b|\bthe child of\b", text), \
            text[:1500]
        assert not re.search(r"\bof the student is\b", text), text[:1500]
        # the role never named twice in a sentence: "The student's teacher writes that the student ..."
        assert not re.search(r"\bThe student's [^.\n]{0,80}\bthe student\b(?!')", text), text[:1500]
        if text.startswith("MEMORANDUM"):  # the RE: line names the student, not the parent
            re_line = next(x for x in text.splitlines() if x.startswith("RE: "))
            assert v["full_name"].split()[-1] not in re_line.replace(v["dependent_student"], ""), re_line


def test_a_visit_the_clinician_held_is_not_sourced_from_chart_review(rows):
    notes = [r for r in rows if r["category"] == "medical" and "\nSource: " in r["text"]]
    assert notes
    assert not [r["id"] for r in notes if "\nSource: chart review" in r["text"]]


def test_who_the_file_head_says_handles_it_owns_its_action_items(rows):
    owned = 0
    for r in _offices(rows):
        text = r["text"]
        # (who holds the file: named with their address or extension in a sentence over the signature or under the
        # notes since s28-head, no "Handled by:" line in the head)
        handler = re.search(r"(?m)^[^\n]*?((?:Dr\. )?[A-Z][a-z'-]+(?: [A-Z]\.)? [A-Z][\w'-]+)\b[^\n]*(?:@[\w.-]+\.\w+|"
                            r"ext\. \d+)[^\n]*\.\n\n(?:Signed:|Case status|File status|Status|Plan)", text)
        items = re.findall(r"(?m)^\d+\. (.+?) to [a-z][^\n]*, due ", text)
        if handler and items and re.match(r"(?:(?:Dr|Mr|Ms|Mrs)\. )?[A-Z][A-Za-z'-]+(?: [A-Z]\.)?(?: [A-Z][A-Za-z'-]+){1,2}$",
                                          handler.group(1)):
            assert set(items) == {handler.group(1)}, (handler.group(0), items)
            owned += 1
    assert owned >= 2  # (reports and notes; a memo's head names its author only since s27-contact)
