"""An e-mail thread's turns answer each other (issue 19): the office opens its answer on what the person asked, the
person thanks for what was answered, and offers to sign only what was sent to sign."""

import re
from dataclasses import replace

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
            body = asked.split("\n\n", 2)[-1]
            if _about_group(body):
                continue  # a question on one part of the matter: see the next test
            kind = "need" if need.search(body) else "stand"
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


def _expand(template: str) -> list[str]:
    """Every wording a template with "[a|b]" choices can give."""
    m = re.search(r"\[([^]]*)\]", template)
    if not m:
        return [template]
    return [w for c in m.group(1).split("|") for w in _expand(template[:m.start()] + c + template[m.end():])]


def _about_group(body: str) -> str | None:
    """The field group whose question ("Could you go over the payments?") the message asks, if any."""
    about = skeletons()[""]["asks"]["about"]
    lines = {ln.strip() for ln in body.splitlines() if ln.strip().endswith("?")}
    for group, part in about.items():
        for template in part["ask"]:
            for wording in _expand(template):
                head, _, tail = wording.partition("{matter}")
                if any(ln.startswith(head) and ln.endswith(tail) for ln in lines):
                    return group
    return None


def test_a_question_on_one_part_of_the_matter_is_answered_on_that_part_first():
    """The person asks about one part of the matter ("Could you go over the payments?"); the office's answer opens
    on that part, named ("On the payments, here is what we hold:"), and tells that part's facts first."""
    from privasis_hub.synth.render import matter_name

    about = skeletons()[""]["asks"]["about"]
    seen = 0
    for record_type, category in (("club membership renewal form", "community"),
                                  ("residential lease dispute letter", "legal")):
        for seed in range(30):
            plan = _plan(category, "email thread", record_type, seed=seed)
            # the matter's facts in two parts of the matter, as a real record's fields are grouped
            groups = ("accounts and payments", "accounts and payments", "parties and counsel", "bookings and travel")
            plan.fields = [replace(f, group=groups[int(f.key[1:])]) if f.group == "matter" else f for f in plan.fields]
            text, _ = render(plan)
            messages = _messages(text)
            group = _about_group(messages[0].split("\n\n", 2)[-1])
            if group is None:
                continue
            seen += 1
            parts = messages[1].split("\n\n")  # the reply's first paragraph, after its head and greeting (and the
            at = next(i for i, p in enumerate(parts) if re.match(r"(?:Dear|Hello|Hi|Good morning)\b", p))
            answer = parts[at + 1]  # block of particulars over the greeting: s21-thread)
            named = [n.replace("{matter}", matter_name(record_type)) for n in _expand(about[group]["topic"])]
            assert any(n in answer for n in named), f"seed {seed}: asked about {group}, answer: {answer[:300]}"
    assert seen >= 10


def test_a_question_asks_one_fact_the_person_needs_and_the_reply_tells_it_first():
    # reader2: "What comes next on your side?", "Could you also go over the rest of my debt settlement offer?" are
    # no one's questions; (s20-thread, reader11 class 5) a sum or a date is the matter's news: the office's first
    # message tells it, and no question holds it back for a later answer ("What do I still owe?" / "$1,200.00")
    extra = {"outstanding_balance": ("Outstanding balance", "matter", "$1,200.00"),
             "late_fee": ("Late fee", "matter", "$35.00")}
    stock = re.compile(r"(?i)on your side|go over (?:the rest|the other details|what else)|what else (?:you have|is there)")
    told = 0
    for seed in range(16):
        text, _ = render(_plan("financial", "email thread", "debt settlement offer", extra, seed=seed))
        assert not stock.search(text), text
        messages = _messages(text)
        assert not re.search(r"(?i)still (?:owing|outstanding)|What do I still owe|late fee added", text), text
        office = [m for m in messages if m.startswith("From: Bo Lind")]
        if office:
            told += 1
            assert "$1,200.00" in office[0] and "$35.00" in office[0], text
            assert all("$1,200.00" not in m and "$35.00" not in m for m in office[1:]), text
    assert told
