"""An e-mail thread reads like real correspondence (issue 19, reader16 R8, T1 and classes 6-7, s26-thread): the person
asks who handles their matter the way they want to be reached (a call back where they take calls, whom to write to
where they asked for e-mail, texts, letters or the portal), never "Is there one person I can reach if I call?"
answered "please ask for them by name if you phone"; the office's answer says who will call or whom to write to, and
the person's last word waits for that call or writes to them; no retired "formerly with <employer>", no "in case that
matters for the premium"; a debt matter carries no card-fraud line; the statutory notices a real issuer sends on
paper are letters, not e-mail threads; an employer's bank teller works at a bank."""

import re

from privasis_hub.synth.catalog import categories, employer_kinds
from privasis_hub.synth.render import _handoff_way, _kind_of_issuer
from tests.test_thread_mechanics import _KINDS, _threads, _unquoted

# reader16 class 6's regexes (fmt=email thread), and its class 7's wrong-kind lines
_WHOM = re.compile(r"Is there one person|Who should I ask for|one person I can")
_HANDOFF = re.compile(r"ask for (?:them|him|her|that person) by name|Ask for my colleague|just ask for them")
_VOLUNTEERED = re.compile(r"formerly with|in case that matters")
_CALL_ASK = re.compile(r"call me\?|ring me\?|give me a call\?")
_WRITE_ASK = re.compile(r"write to you about my|best person to write to|go to you, or to someone else")
_CALLED = re.compile(r"to call you|expect a call|will (?:call you|give you a call)")
_STIFF = re.compile(r"opened [^.]{0,40} as of |(?:The last day|deadline|last date)[^.\n]* at the latest")

#: Notices a real issuer sends as a letter (a statutory or court notice), never as an e-mail exchange.
_PAPER_NOTICES = ("debt collection validation notice", "jury duty summons", "license suspension hearing notice",
                  "notice of proposed tax adjustment", "Medicaid eligibility notice",
                  "unemployment insurance claim determination", "employment authorization approval notice",
                  "truancy warning letter", "expungement petition")


def test_no_scripted_whom_to_call_nor_hand_off_by_name():
    for rt, seed, text, _ in _threads():
        mine = _unquoted(text)
        assert not _WHOM.search(mine), (rt, seed)
        assert not _HANDOFF.search(mine), (rt, seed)
        assert not _VOLUNTEERED.search(mine), (rt, seed)
        assert not _STIFF.search(mine), (rt, seed)


def test_who_handles_it_is_asked_the_way_the_person_wants_to_be_reached():
    asked = {"phone": 0, "write": 0}
    for rt, seed, text, plan in _threads(range(8)):
        mine = _unquoted(text)
        way = _handoff_way(plan)
        if _CALL_ASK.search(mine):
            assert way == "phone", (rt, seed)  # no "could someone call me?" from one who asked for texts
            assert _CALLED.search(mine), (rt, seed)  # ... and the answer says who will call, and when
            asked["phone"] += 1
        if _WRITE_ASK.search(mine):
            assert way == "write", (rt, seed)
            assert not _CALLED.search(mine), (rt, seed)
            asked["write"] += 1
    assert all(asked.values()), asked  # (both ways are still asked somewhere)


def test_the_last_word_after_a_call_back_waits_for_the_call():
    waited = 0
    for rt, seed, text, _ in _threads(range(8)):
        messages = text.split("\n-----\n")
        last = _unquoted(messages[-1])
        before = _unquoted(messages[-2]) if len(messages) > 2 else ""
        asked = _unquoted(messages[-3]) if len(messages) > 2 else ""
        if _CALL_ASK.search(asked) and _CALLED.search(before) and last.startswith("From: ") \
                and "wrote:" in messages[-1]:
            waited += 1
            assert re.search(r"the call|my phone", last), (rt, seed, last)
            assert "I know where I am now" not in last, (rt, seed)
    assert waited


def test_paper_notices_are_not_e_mail_threads():
    kinds = {rt.name: rt for cat in categories().values() for rt in cat.record_types.values()}
    for name in _PAPER_NOTICES:
        assert name in kinds, name
        assert "email thread" not in kinds[name].formats, name
        assert "letter" in kinds[name].formats, name


def test_a_debt_matter_carries_no_card_fraud_line():
    from tests.test_thread_shape import draft_of

    for rt in ("debt settlement offer letter", "debt collection validation notice"):
        for seed in range(12):
            for fmt in ("letter", "email thread"):
                text = draft_of(rt, seed, fmt).text
                assert "do not recognize" not in text and "block the card" not in text, (rt, seed, fmt)


def test_an_hr_team_bank_teller_works_at_a_bank():
    hr = ["Logistics", "Health System", "Manufacturing", "Software", "Foods", "Hospitality Group", "Engineering",
          "Academy"]
    payroll = hr[:-1] + ["Unified School District"]
    for kinds in (hr, payroll):
        assert employer_kinds(kinds, "bank teller") == ["Bancorp"]
        assert employer_kinds(kinds, "retired loan officer") == ["Bancorp"]
        assert employer_kinds(kinds, "registered nurse") == ["Health System"]
    # ... an employer, never read as a bank writing to its customer
    assert _kind_of_issuer("financial", "Hayward Bancorp") == "employer"
    assert _kind_of_issuer("financial", "Hayward Savings Bank") == "bank"
    # a list of another kind of issuer (not employers) is left as it is
    assert employer_kinds(["Credit Union", "Savings Bank"], "bank teller") == ["Credit Union", "Savings Bank"]


def test_the_thread_kinds_are_still_threads():
    assert len(_KINDS) > 30
