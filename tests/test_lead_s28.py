"""s28-lead: a deposition's yes-answers follow yes/no questions, a witness who came after the event is not asked
whether they saw it, and a letter whose matter is still open does not open by calling it complete."""

from types import SimpleNamespace

from privasis_hub.synth import render
from privasis_hub.synth.render import _AFTER_THE_EVENT, _DEPOSITION_QA, _DONE_OPENING, _matter_open
from tests.test_grammar_s27 import _variants as vary_all

_AUXILIARIES = ("Have", "Has", "Were", "Was", "Did", "Do", "Does", "Is", "Are")


def test_yes_answers_follow_yes_no_questions():
    for key, (question, answer) in _DEPOSITION_QA.items():
        if any(a.startswith("Yes") for a in vary_all(answer)):
            for q in vary_all(question):
                assert q.startswith(_AUXILIARIES), (key, q)


def test_witness_after_the_event_is_not_asked_what_they_saw():
    question, _ = _DEPOSITION_QA["~later_witness"]
    assert all("see" not in q for q in vary_all(question))
    assert {"treating nurse", "responding officer"} <= _AFTER_THE_EVENT


def test_open_matter_openings():
    pending = SimpleNamespace(values={"child_enrollment_status": "enrolled with a pending residency check"})
    settled = SimpleNamespace(values={"child_enrollment_status": "enrolled full-time for the school year",
                                      "marital_status": "married"})
    assert _matter_open(pending) and not _matter_open(settled)
    lines = render._family("")["purpose"]["letter_open"]
    assert lines and not any(_DONE_OPENING.search(v) for line in lines for v in vary_all(line))
