"""An e-mail thread holds together as one exchange (issue 19, reader15 class 17 and R9, s25-thread): a delivery the
person chose is told once, never beside a paper copy posted home; nobody says "Good morning" in an afternoon e-mail;
the office's e-mail carries no change-of-address, statement or notice-board lines and asks for a reply within so
many days only where it asks something; the person's last word waits for a letter only where one was posted and
promises papers only where some were asked for; the office thanks for the request of its day in its first words,
not "Your written request carries the date ..."; a transcript request never asks "What is my GPA now?"."""

import re

from tests.test_thread_family import _EXTRA
from tests.test_thread_heads import _MORE
from tests.test_thread_shape import _THREADS, draft_of

_KINDS = _THREADS + _EXTRA + _MORE + ("official transcript request", "poll worker appointment letter",
                                       "volunteer hours verification letter", "event accessibility accommodation request",
                                       "debt settlement offer letter", "personal injury demand letter")
_BY_MAIL = re.compile(r"(?i)(?:paper|printed) copy[^.\n]* by mail|mail(?:ing|ed)? a paper copy")
_MORNING = re.compile(r"(?m)^Date: [^\n]* (\d{1,2}):\d\d (AM|PM)\nSubject: [^\n]*\n\nGood morning\b")
_STOCK = re.compile(r"(?i)\b(?:if|should|when) you move\b|\bafter a move\b|new contact details|changes at home"
                    r"|next statement|\b(?:board|committee) (?:next )?meets\b")
_REPLY_IN = re.compile(r"(?i)(?:reply|answer|respond)[^.\n]{0,40}(?:within|no later than|in the next) \d+ days"
                       r"|An answer is needed no later than \d+ days|We need your reply within \d+ days")
_AWAITS = re.compile(r"when (?:the paperwork arrives|the letter comes|the documents arrive)")
_OWES = re.compile(r"I will (?:send anything still needed|get the rest to you)")
_PAPERS = re.compile(r"(?i)\b(?:send|submit|provide|bring|return|enclose|upload|attach|sign)\b[^.\n]{0,80}\b"
                     r"(?:papers?|documents?|proof|cop(?:y|ies)|forms?|statements?|records?|letters?|evidence|"
                     r"receipts?|pay stubs?|photos?|IDs?|certificates?|signatures?)\b|\bstill (?:need|missing|"
                     r"to come)\b|\b(?:documents|papers) (?:needed|missing|still)\b")
_TOLD_BACK = re.compile(r"(?m)^(?!> )[^\n]*\b(?:Your (?:written )?request (?:carries the date|is dated)|You first reached "
                        r"out on|You put in the request on)")


def _threads(seeds=range(6)):
    for rt in _KINDS:
        for seed in seeds:
            draft = draft_of(rt, seed, "email thread")
            yield rt, seed, draft.text, draft.plan.plan


def _unquoted(text: str) -> str:
    return "\n".join(line for line in text.split("\n") if not line.startswith(">"))


def test_a_chosen_delivery_is_never_beside_a_paper_copy_posted_home():
    chosen = 0
    for rt, seed, text, plan in _threads():
        if any("delivery" in f.key or "pickup" in f.key for f in plan.fields):
            chosen += 1
            assert not _BY_MAIL.search(text), (rt, seed)
    assert chosen  # (transcript requests still tell the delivery)


def test_no_good_morning_in_an_afternoon_e_mail():
    greeted = 0
    for rt, seed, text, _ in _threads():
        for m in _MORNING.finditer(text):
            greeted += 1
            assert m.group(2) == "AM" or m.group(1) == "12", (rt, seed, m.group(0))
    assert greeted  # ("Good morning" is still said in the morning)


def test_no_stock_notice_lines_and_no_reply_deadline_in_an_e_mail_that_asks_nothing():
    for rt, seed, text, _ in _threads():
        body = _unquoted(text)
        m = _STOCK.search(body)
        assert m is None, (rt, seed, m and m.group(0))
        if (m := _REPLY_IN.search(body)) is not None:  # a reply within so many days only beside details to check
            assert re.search(r"(?i)check|confirm|correct|wrong|changed", body), (rt, seed, m.group(0))


def test_the_last_word_waits_only_for_what_is_coming_and_promises_only_what_was_asked():
    for rt, seed, text, _ in _threads():
        last = _unquoted(text.rsplit("\n-----\n", 1)[-1])
        before = _unquoted(text.rsplit("\n-----\n", 1)[0])
        if _AWAITS.search(last):
            assert _BY_MAIL.search(before), (rt, seed, last)
        if _OWES.search(last):
            assert _PAPERS.search(before), (rt, seed, last)


def test_the_office_thanks_for_the_request_instead_of_telling_its_date_back():
    thanked = 0
    for rt, seed, text, _ in _threads():
        m = _TOLD_BACK.search(text)
        assert m is None, (rt, seed, m and m.group(0))
        thanked += bool(re.search(r"(?:Thank you|Thanks) for your \w+ of |We (?:received|have) your \w+ (?:on|of) ",
                                  text))
    assert thanked


def test_a_transcript_request_never_asks_about_grades_now():
    for seed in range(12):
        text = draft_of("official transcript request", seed, "email thread").text
        assert not re.search(r"What is my GPA|How many credits have I completed so far", text), seed
