"""The THREAD family reads as real exchanges (issue 19, s21-thread): an office's e-mail gives the particulars it finds
the person by in a block over its greeting, never just above "Kind regards"; no "the steps in this message are set
out with the fact in mind that ..." and no "Going forward:" label; no question that supposes another writer answered;
one promise in the person's last word; a family chat told by several people in short turns, planning the next
holiday; an office's intake chat in which the person tells their own facts."""

import datetime as dt
import re

from privasis_hub.synth.catalog.personal import next_holiday
from tests.test_thread_shape import _THREADS, draft_of

_ID_OVER_SIGNOFF = re.compile(r"^(?!I )[A-Z][\w'()-]*(?: [\w'()#.-]+){0,3}: [^\n]{1,60}(?<!\.)\n\nKind regards,", re.M)
_SCAFFOLD = re.compile(r"with the fact in mind|on the basis that|allows for the fact|takes account of the fact")
_LABEL_LEAD = re.compile(r"^(?:Going forward|From here|Next|Next steps): ", re.M)
_FALSE_PREMISE = re.compile(r"(?:Someone new|Someone else|A colleague of yours) answered")
_TWO_PROMISES = re.compile(r"I will (?:send|get|be in|sign)[^\n]*\. I will ")
_EXTRA = ("CPA engagement letter", "flight itinerary confirmation", "disability benefits award letter",
          "music festival wristband order", "jury duty summons", "account suspension appeal",
          "notice of proposed tax adjustment", "qualifying exam results letter")


def test_office_emails_head_their_particulars_and_tell_no_scaffolding():
    for rt in _THREADS + _EXTRA:
        for seed in range(6):
            text = draft_of(rt, seed, "email thread").text
            for pattern in (_ID_OVER_SIGNOFF, _SCAFFOLD, _LABEL_LEAD, _FALSE_PREMISE, _TWO_PROMISES):
                m = pattern.search(text)
                assert m is None, (rt, seed, m and m.group(0), text)
            # a "Date of birth:" line, where one is printed, stands before the greeting of the message it is in
            for message in text.split("\n-----\n"):
                if "Date of birth: " in message.split("\nOn ", 1)[0]:
                    body = message.split("\nKind regards,", 1)[0]
                    at = body.find("Date of birth: ")
                    greet = re.search(r"^(?:Dear|Hello|Hi|Good morning) [^\n]*,$", body, re.M)
                    if at >= 0 and greet and "wrote:" not in body[:at]:
                        assert at < greet.start(), (rt, seed, message)


def test_a_family_chat_is_told_by_several_people_in_short_turns():
    for seed in range(12):
        text = draft_of("family group chat about holiday plans", seed, "chat log").text
        lines = [ln for ln in text.split("\n") if re.match(r"\[\d\d:\d\d\] ", ln)]
        speakers = [ln.split("] ", 1)[1].split(":", 1)[0] for ln in lines]
        top = max(speakers.count(s) for s in set(speakers))
        assert top / len(speakers) < 0.6, text  # (was two thirds and more: one person told everything)
        stamps = [ln[1:6] for ln in lines]
        steps = {(int(b[:2]) * 60 + int(b[3:])) - (int(a[:2]) * 60 + int(a[3:])) for a, b in zip(stamps, stamps[1:], strict=False)}
        assert len(steps) > 1 and min(steps) >= 0, text  # time moves on, and not by one minute a message
        for line, after in zip(lines, lines[1:], strict=False):  # a plan told is met by a reaction
            if not line.rstrip().endswith("?"):  # (not "I can do that.")
                assert after.split(": ", 1)[1] not in ("I can do that.", "Leave that one with me."), (line, after)


def test_a_family_chat_plans_the_next_holiday_not_one_gone_by():
    assert next_holiday(dt.date(2024, 7, 24)) == "Labor Day weekend"
    assert next_holiday(dt.date(2025, 8, 3)) == "Labor Day weekend"
    assert next_holiday(dt.date(2024, 10, 2)) == "Thanksgiving"
    assert next_holiday(dt.date(2025, 11, 28)) == "Christmas"
    assert next_holiday(dt.date(2025, 12, 26)) == "Easter"
    assert next_holiday(dt.date(2024, 3, 30)) == "Easter"  # (Easter 2024: March 31)
    assert next_holiday(dt.date(2024, 4, 1)) == "the Fourth of July"


def test_an_office_intake_chat_lets_the_person_tell_their_own_facts():
    for rt in ("mutual aid intake chat",):
        for seed in range(10):
            text = draft_of(rt, seed, "chat log").text
            lines = [ln for ln in text.split("\n") if re.match(r"\[\d\d:\d\d\] ", ln)]
            agent = lines[0].split("] ", 1)[1].split(":", 1)[0]
            for ln in lines:
                if ln.split("] ", 1)[1].startswith(agent + ":"):
                    said = ln.split(": ", 1)[1]
                    assert not re.search(r"\bmy (?:cousin|mother|father|sister|brother|wife|husband|son|daughter)\b"
                                         r"|your family speaks|You would rather", said), (seed, ln, text)


def test_every_reply_in_a_thread_quotes_the_message_it_answers():
    for rt in _THREADS[:5] + _EXTRA[:3]:
        for seed in range(4):
            messages = draft_of(rt, seed, "email thread").text.split("\n-----\n")
            for n, message in enumerate(messages[1:], 1):
                quoted = re.search(r"\nOn [^\n]+ wrote:\n> ", message)
                prev = messages[n - 1].split("\nOn ", 1)[0]
                # the quote holds the previous message's opening words
                greet = re.search(r"^(?:Dear|Hello|Hi|Good morning)[^\n]*,$", prev, re.M)
                if quoted and greet:
                    assert "> " + greet.group(0) in message, (rt, seed, n, message)
                assert quoted, (rt, seed, n, message)
