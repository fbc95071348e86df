"""s29-self (issue 19, an independent reader's three classes): a paper addressed to the person refers to their own
facts, it does not tell them back as news ("You are allergic to codeine.", "You work as ..."); each person in a case
has one role and one organisation (a probation department's contact is never the defendant's own attorney, a plea is
one plea); the person's reply in an e-mail thread answers what the office's e-mail asked of them."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth import render as R
from tests.test_thread_shape import draft_of

#: Recitals of a standing fact whose field has another wording (one that opens with the thing itself).
_RECITED = re.compile(r"(?m)(?:^|[.!?] )(?:You are allergic to|You work as|You are registered in|You hold a cumulative "
                      r"GPA|You report into|You fill medications)\b")
_OFFICE_ASKED = re.compile(r"(?i)\b(?:tell us|let us know)\b[^.]*\b(?:wrong|out of date|not right)\b|\bwe still need you "
                           r"to send\b|\bplease (?:send|provide) (?:the|a|an|your|copies)\b")
_ANSWERED = re.compile(r"(?i)\b(?:I will send|You will have|I am getting|all correct|it is all correct|list is right|"
                       r"I accept|I agree to|go ahead|attach|enclos)")


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    return privasis_rows(300, 7272)


def test_addressed_papers_do_not_recite_the_persons_facts(rows):
    bad = [(r["id"], m.group(0)) for r in rows if r["format"] in ("letter", "email thread", "chat log",
                                                                  "statement with table", "invoice")
           for m in _RECITED.finditer(r["text"])]
    assert not bad, bad[:5]


def test_recital_wording_is_detected():
    assert R._recital_said("{first_name} is allergic to {known_allergy}.")
    assert R._recital_said("{first_name} works as {position_title}.")
    assert R._recital_said("{first_name} fills medications at {preferred_pharmacy}.")
    assert not R._recital_said("{first_name} is expected at the hearing on {hearing_date}.")


def _messages(text: str) -> list[tuple[str, str]]:
    """(sender line, own words without the quoted part) of each message of a thread."""
    out = []
    for part in text.split("\n-----\n"):
        sender = part.split("\n", 1)[0]
        body = "\n".join(line for line in part.split("\n") if not line.startswith(">"))
        out.append((sender, re.split(r"\nOn [^\n]* wrote:\n", body)[0]))
    return out


def test_person_answers_what_the_office_asked(rows):
    unanswered = []
    for r in rows:
        if r["format"] != "email thread":
            continue
        name = f"{r['profile']['first_name']} {r['profile']['last_name']}"
        msgs = _messages(r["text"])
        for (who, body), (nxt, reply) in zip(msgs, msgs[1:], strict=False):
            asked = [s for s in re.split(r"(?<=[.?!])\s+", body) if _OFFICE_ASKED.search(s)
                     and not re.search(r"(?i)on anything you send", s)]
            if asked and name not in who and name in nxt and not _ANSWERED.search(reply):
                unanswered.append((r["id"], asked[0], reply[-200:]))
    assert not unanswered, unanswered[:3]


@pytest.mark.parametrize("fmt", ["memo", "report"])
def test_probation_office_contact_is_not_the_defense_attorney(fmt):
    for seed in range(8):
        draft = draft_of("pre-sentence investigation report", seed, fmt)
        values = draft.plan.plan.values
        lawyer = values.get("attorney_name")
        if not lawyer:
            continue
        surname = lawyer.split(",")[0].split()[-1].lower()
        assert draft.plan.plan.colleague != "attorney_name", seed
        assert not re.search(r"\b\w\." + re.escape(surname) + r"@", draft.text.lower()), (seed, lawyer)


def test_plea_agreement_tells_one_plea():
    for seed in range(10):
        draft = draft_of("plea agreement", seed, "agreement")
        plea = draft.plan.plan.values.get("plea_entered")
        if plea == "no contest":
            assert not re.search(r"(?i)\bplead guilty\b|\bplea of guilty\b", draft.text), seed
