"""Transcripts that read as real ones (issue 19): at a bail hearing the State, pretrial services, the defense and the
court each say their part and the defendant is not examined on the court's own ruling; a deposition asks a question
for each fact of the claim ("Q: Tell me more about that." before an unrelated answer, "Q: What was the outcome? A: My
medical expenses total ..."); an office interview asks one question an answer and keeps its ID and case numbers in its
head, not in the interviewee's mouth."""

from __future__ import annotations

import re

from tests.test_case_dates import _text

_GO_ON = re.compile(r"^Q: (?:Go on|And then|What else|Please continue|Tell me more about that|Carry on)\b", re.M)


def test_a_bail_hearing_is_argued_by_the_parties_and_ruled_on_by_the_court():
    for seed in range(12):
        text = _text("legal", "bail hearing transcript", "interview transcript", seed)
        defendant = "\n".join(line for line in text.splitlines() if line.startswith("THE DEFENDANT: "))
        # the defendant gives their particulars; the charge, the bond and its conditions are said by others
        assert not re.search(r"\b(?:bail|bond|charged|arrest|pretrial)\b", defendant, re.I), defendant
        assert not re.search(r"(?m)^[QA]: ", text), text  # no examination of the defendant on the facts of the case
        assert re.search(r"(?m)^THE COURT: .*(?:[Bb]ail is set at|sets bond at) \$[\d,]+", text) or "Bail amount" not in text
        assert "THE PROSECUTOR: " in text and "DEFENSE COUNSEL: " in text, text


def test_a_deposition_asks_about_each_fact_it_records():
    for seed in range(12):
        text = _text("legal", "deposition transcript excerpt", "interview transcript", seed)
        assert not _GO_ON.search(text), text
        lines = text.splitlines()
        for i, line in enumerate(lines):  # every answer follows its question
            if line.startswith("A: "):
                assert lines[i - 1].startswith("Q: "), lines[i - 1: i + 1]


def test_an_office_interview_asks_one_question_an_answer_and_files_its_numbers_in_its_head():
    for record_type, category in (("exit interview notes", "professional services"),
                                  ("admissions interview notes", "education"),
                                  ("stakeholder interview notes for a consulting engagement", "professional services")):
        for seed in range(8):
            text = _text(category, record_type, "interview transcript", seed)
            answers = [line for line in text.splitlines() if line.startswith("A: ")]
            assert len(answers) >= 5, text
            for a in answers:  # an answer of a few sentences, not the whole file read out
                assert len(re.findall(r"[.!?](?:\s|$)", a)) <= 4, a
            said = "\n".join(answers)
            assert not re.search(r"\b(?:employee ID|case (?:number|no\.)|application ID|EMP-\d)", said, re.I), said
