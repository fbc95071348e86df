"""An e-mail thread's turns answer each other (issue 19): the office opens its answer on what the person asked, the
person thanks for what was answered, and offers to sign only what was sent to sign."""

import re

from privasis_hub.synth.render import render, skeletons
from tests.test_record_writing import _plan


def _messages(text: str) -> list[str]:
    """The thread's messages, each without the quoted message it answers."""
    return [re.sub(r"(?ms)^On [^\n]* wrote:\n.*", "", m) for m in text.split("\n-----\n") if m.strip()]


def _lead_kind(body: str) -> str | None:
    """Which kind of question an office reply's first words answer: "need" (nothing more is needed) or "stand"."""
    if re.search(r"(?i)nothing (?:more|else) is needed from you|we have what we need|nothing more we need", body):
        return "need"
    if re.search(r"(?i)where (?:things stand|it stands|we are)|the position|what the file shows|what I found", body):
        return "stand"
    return None


def test_the_office_answers_what_the_person_asked():
    asks = skeletons()[""]["asks"]
    need = re.compile(r"(?i)anything (?:else|more)|missing|outstanding|need more|have everything")
    assert all(need.search(a) for a in asks["need"]) and not any(need.search(a) for a in asks["stand"])
    seen = set()
    for seed in range(24):
        text, _ = render(_plan("community", "email thread", "club membership renewal form", seed=seed))
        messages = _messages(text)
        for asked, answer in zip(messages, messages[1:], strict=False):
            if not asked.startswith("From: Ada") or not answer.startswith("From: Bo Lind"):
                continue
            kind = "need" if need.search(asked.split("\n\n", 2)[-1]) else "stand"
            assert _lead_kind(answer) == kind, f"seed {seed}: asked {kind}:\n{asked}\n---\n{answer[:600]}"
            seen.add(kind)
    assert seen == {"need", "stand"}


def test_no_thanks_for_questions_never_asked_and_signing_only_what_was_sent():
    for seed in range(24):
        text, _ = render(_plan("legal", "email thread", "residential lease dispute letter", seed=seed))
        assert "clears up most of my questions" not in text
        assert "sign and return" not in text, text[-700:]
    signed = set()
    for seed in range(60):
        text, _ = render(_plan("community", "email thread", "club membership renewal form", seed=seed))
        signed.add("sign and return" in text)
    assert True in signed  # a form sent to be signed may be signed and returned


def test_no_signed_copy_is_awaited_from_a_record_that_was_signed_or_sent_in():
    from privasis_hub.synth.render import _situation_fits

    awaiting = "Your claim cannot go ahead yet until we have a signed copy of the last page."
    assert not _situation_fits(awaiting, ("rec_submitted_date",), "trip interruption insurance claim form", "travel")
    assert not _situation_fits(awaiting, ("signing_date",), "severance agreement", "employment law")
    assert _situation_fits(awaiting, ("travel_claim_number",), "trip interruption insurance claim form", "travel")
