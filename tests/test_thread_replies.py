"""An e-mail thread reads as real mail (issue 19, reader13 classes 8-12, s22-thread): a reply says when the office's
e-mail came as people do ("yesterday", "on Tuesday"), never its date read back; nobody asks who handles their matter
under a signature that already named their contact; the office's e-mail tells its deadline once; the person asks to
be reached in the words of the channel ("send me a text message in the morning"); a quoted line is the line it quotes;
a note written by hand is never an e-mail."""

import re

from privasis_hub.synth.catalog import categories
from privasis_hub.synth.render import _came_when
from tests.test_thread_family import _EXTRA
from tests.test_thread_shape import _THREADS, draft_of

_DATE = r"(?:[A-Z][a-z]+ \d{1,2}, \d{4}|\d{2}/\d{2}/\d{4}|\d{4}-\d{2}-\d{2})"
_DATE_ECHO = re.compile(r"(?m)^[^>\n]*(?:(?:Thanks|Thank you) for (?:writing|getting in touch|your e-mail|your message|your"
                        r" note)[^.\n]*(?: on| of) " + _DATE + r"|Your (?:message|e-mail) of " + _DATE
                        + r"|(?:replying to|reply to|about|got) your (?:e-mail|message) of)")
_CONTACT_LINE = re.compile(r"(?m)^(?:Your contact(?: for this)?|Direct contact): ")
_WHO = re.compile(r"(?m)^(?!> )[^\n]*(?:Who (?:should|has|is the person)|Is there (?:someone|one person)|Which attorney"
                  # (s26-thread: asked as a call back or whom to write to, and whether a lawyer has the case)
                  r"|Has an attorney been|Will an attorney be|Who is the best person|Should I (?:keep )?writ"
                  r"|Should any further questions|call me|give me a call)[^?\n]*\?")
_PASTED_WISH = re.compile(r"(?m)^(?!> )[^\n]*\bby (?:message in the online portal|text message|mobile phone|phone (?:in|from|"
                          r"on|during|before))")
_DUE_WORDS = re.compile(r"(?i)reply|respon|deadline|due|answer|reach us|dispute|cut-off")
_ALL = _THREADS + _EXTRA + ("college admission decision letter", "league disciplinary hearing notice",
                            "residential lease dispute letter", "Medicaid eligibility notice")


def _threads():
    for rt in _ALL:
        for seed in range(6):
            yield rt, seed, draft_of(rt, seed, "email thread").text


def test_a_reply_says_when_the_mail_came_not_its_date():
    assert _came_when("March 1, 2024", "March 2, 2024") == " yesterday"
    assert _came_when("March 1, 2024", "March 4, 2024") == " on Friday"
    assert _came_when("March 1, 2024", "March 1, 2024") == ""
    assert _came_when("March 1, 2024", "March 20, 2024") == ""
    for rt, seed, text in _threads():
        m = _DATE_ECHO.search(text)
        assert m is None, (rt, seed, m and m.group(0))


def test_nobody_asks_who_handles_their_matter_under_a_named_contact():
    asked = 0
    for rt, seed, text in _threads():
        who = _WHO.search(text)
        line = _CONTACT_LINE.search(text)
        if who:
            asked += 1
            assert line is None or line.start() > who.start(), (rt, seed, line and line.group(0), who.group(0))
    assert asked > 10  # (the question is still asked, where nothing above it named the contact)


def test_an_office_e_mail_tells_its_deadline_once():
    for rt, seed, text in _threads():
        for message in text.split("\n-----\n"):
            body = message.split("\nOn ", 1)[0]
            told: dict[str, int] = {}
            for sentence in re.split(r"(?<=[.!?])\s+", body):
                if _DUE_WORDS.search(sentence):
                    for day in set(re.findall(_DATE, sentence)):
                        told[day] = told.get(day, 0) + 1
            assert all(n == 1 for n in told.values()), (rt, seed, told, body)


def test_the_person_asks_to_be_reached_in_the_channel_s_own_words():
    for rt, seed, text in _threads():
        m = _PASTED_WISH.search(text)
        assert m is None, (rt, seed, m and m.group(0))


def test_a_quoted_line_is_the_line_it_quotes():
    for rt, seed, text in _threads():
        lines = text.split("\n")
        plain = {ln for ln in lines if not ln.startswith(">")}
        for ln in lines:
            if ln.startswith("> "):
                assert ln[2:] in plain, (rt, seed, ln)


def test_a_note_written_by_hand_is_no_e_mail():
    for cat in categories().values():
        for name, rt in cat.record_types.items():
            if "handwritten" in name:
                assert "email thread" not in rt.formats, name
