"""An interview transcript (issue 19): the interviewer asks what a person asks, never a section's heading read aloud
("What happened as regards who is involved?"), and the interviewee does not name the notes taken about them."""

import re
from dataclasses import replace

from privasis_hub.synth.catalog import categories, profile_fields
from privasis_hub.synth.render import _GROUP_QUESTIONS, render
from tests.test_record_writing import _exact, _plan

_HEADING_READ_ALOUD = re.compile(r"as regards|in your own words|anything I should know about the|Turning to the|"
                                 r"Let's go over the|walk me through (?:the|who|what)", re.I)


def test_an_interviewer_asks_about_the_facts_not_the_sections_heading():
    extra = {"case_fact": ("Case fact", "case details", "a fall on the stairs"),
             "job_fact": ("Job fact", "employment and HR", "night shifts"),
             "kin": ("Relative", "relationships and family", "a sister nearby")}
    for seed in range(12):
        plan = _plan("legal", "interview transcript", "stakeholder interview notes", extra, seed=seed)
        plan.headings.update({"case details": "Who is involved", "employment and HR": "Work history",
                              "relationships and family": "Outcome and obligations", "matter": "The client matter"})
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        questions = [line for line in text.splitlines() if line.startswith("Q: ")]
        answers = [line for line in text.splitlines() if line.startswith("A: ")]
        assert len(questions) >= 4, text
        for q in questions:
            assert not _HEADING_READ_ALOUD.search(q), q
            assert not re.search(r"who is involved|work history|outcome and obligations|client matter", q, re.I), q
        assert "interview notes" not in answers[0], answers[0]  # not "regarding my stakeholder interview notes"


def test_every_group_of_facts_in_the_catalogue_has_its_own_questions():
    groups = {f.group for c in categories().values() for f in c.fields}
    groups |= {f.group for f in profile_fields()}
    own = {"identity", "contact and location", "identifiers", "employment", "personal circumstances"}
    assert groups - own <= set(_GROUP_QUESTIONS), sorted(groups - own - set(_GROUP_QUESTIONS))
    for group, asked in _GROUP_QUESTIONS.items():
        assert len(asked) >= 2 and all(q.endswith("?") or q.endswith(".") for q in asked), group


def test_the_interviewee_never_says_what_only_the_office_writes():
    extra = {"issuer_note": ("Issued by", "enrollment and records", "the records office"),
             "impression": ("Impression", "enrollment and records", "knows the program well"),
             "program": ("Program", "enrollment and records", "History (B.A.)")}
    wordings = {"issuer_note": "This document was issued by {issuer_note}.",
                "impression": "Impression of {first_name}: {impression}.",
                "program": "{first_name} is enrolled in {program}."}
    for seed in range(6):
        plan = _plan("education", "interview transcript", "admissions interview notes", extra, seed=seed)
        plan.fields = [replace(f, sentences=(wordings[f.key],)) if f.key in wordings else f for f in plan.fields]
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        answers = "\n".join(line for line in text.splitlines() if line.startswith("A: "))
        assert "issued by" not in answers and "Impression of" not in answers, answers
        assert "I am enrolled in History (B.A.)" in answers
        notes = text.split("Interviewer's notes: ", 1)[1]
        assert "issued by the records office" in notes and "Impression of Ms. Quill: knows the program well" in notes


def test_a_depositions_head_says_who_is_in_the_room_and_the_witness_answers_a_little_at_a_time():
    extra = {"court_reporter": ("Court reporter", "parties and counsel", "Shawn Smith"),
             "defense_counsel": ("Defense counsel", "parties and counsel", "Linda Griffith"),
             "law_firm": ("Law firm", "parties and counsel", "Mcbride LLP"),
             "attorney_name": ("Attorney", "parties and counsel", "Jean Doyle"),
             "deposition_location": ("Location", "case details", "a video conference"),
             "email": ("Email", "contact and location", "ada@example.org")}
    extra |= {f"fact{i}": (f"Fact {i}", "case details", f"case fact {i}") for i in range(6)}
    for seed in range(6):
        plan = _plan("legal", "interview transcript", "deposition transcript excerpt", extra, seed=seed)
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        head, _, testimony = text.partition("Q: ")
        assert "Appearances: Jean Doyle (Mcbride LLP), for the plaintiff; Linda Griffith, for the defendant" in head
        assert "Reported by: Shawn Smith" in head and "at a video conference" in head
        assert not re.search(r"Shawn Smith|Linda Griffith|Mcbride", testimony.split("(Excerpt ends.)")[0]), text
        assert re.search(r"Q: (?:And an e-mail address|Do you have an e-mail address|And your e-mail)\?\nA: ada@example\.org\.",
                         text)  # (s19s-skel: the sworn questions come in a few wordings)
        answers = [line for line in text.splitlines() if line.startswith("A: ")]
        assert all(len(re.findall(r"[.!?](?:\s|$)", a)) <= 2 for a in answers), answers
