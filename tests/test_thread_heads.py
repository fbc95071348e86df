"""An office's e-mail in a thread reads as real mail (issue 19, reader14 class 3, s24-thread): no block of labelled
particulars between "Subject:" and the greeting ("Date of birth: October 21, 1999 / Dear Mr. Hill,"), no date of birth
or masked Social Security, licence or passport number e-mailed at all, the number a file is under told once in a
sentence; a paper copy "by mail" only from an office that posts one (an agency, a court, a lender, a school), not a
travel agent's, a league's or a literary agency's; the person asks for papers by letter, never "From now on, please
write to me by letter" in an e-mail; nobody asks whether the office has everything of a notice they sent nothing for."""

import re

from privasis_hub.synth.render import _SENT_IN_KIND, _confirms_details
from tests.test_thread_family import _EXTRA
from tests.test_thread_shape import _THREADS, draft_of

_MORE = ("literary agent query letter", "help desk support ticket", "marathon race registration",
         "research assistantship appointment letter", "truancy warning letter", "unemployment insurance claim determination",
         "license suspension hearing notice", "rental application screening summary", "sacramental record request",
         "school enrollment packet", "international wire transfer confirmation")
_HEAD_BLOCK = re.compile(r"(?m)^Subject: [^\n]*\n\n(?:[A-Z][^\n:]{0,40}: [^\n]+\n)+\n")
_NEVER = re.compile(r"(?m)^(?:Date of birth|Social Security number|SSN|Passport number|Driver's license(?: no\.)?"
                    r"|State ID no\.): ")
_BY_MAIL = re.compile(r"(?i)(?:paper|printed) copy[^.\n]* by mail|mail(?:ing)? a paper copy")
_FROM_NOW = re.compile(r"(?i)from now on, please write to me by")
_HAVE_ALL = re.compile(r"(?m)^(?!> )[^\n]*(?:confirm that you have everything|anything else you need from me|anything "
                       r"more from me|anything still missing from my side|Should I send anything else)")


def _threads(kinds=_THREADS + _EXTRA + _MORE, seeds=range(6)):
    for rt in kinds:
        for seed in seeds:
            draft = draft_of(rt, seed, "email thread")
            yield rt, seed, draft.text, draft.plan.plan


def test_no_label_block_over_the_greeting_and_no_birth_date_or_personal_id_e_mailed():
    told = 0
    for rt, seed, text, plan in _threads():
        m = _HEAD_BLOCK.search(text)
        assert m is None, (rt, seed, m and m.group(0))
        m = _NEVER.search(text)
        assert m is None, (rt, seed, m and m.group(0))
        born = plan.values.get("date_of_birth")  # (a booking's confirmation asks its traveller to check them)
        assert not born or born not in text or _confirms_details(plan), (rt, seed, born)
        told += bool(re.search(r"please (?:quote|give|mention) your|filed under|We have this under", text))
    assert told  # (the number a file is under is still told, in a sentence of the office's e-mail)


def test_a_paper_copy_goes_by_mail_only_from_an_office_that_posts_one():
    posted = 0
    for rt, seed, text, plan in _threads():
        if _BY_MAIL.search(text):
            posted += 1
            assert plan.category in ("government", "legal", "financial", "medical", "education", "community"), (rt, seed)
            assert not (plan.category == "education" and plan.subcategory == "graduate research"), (rt, seed)
            assert not (plan.category == "community" and plan.subcategory != "neighborhood association"), (rt, seed)
    assert posted > 5  # (an agency's, a collector's, a school's e-mail still says it)


def test_the_person_asks_for_papers_by_letter_not_to_be_written_to_by_letter_in_an_e_mail():
    for rt, seed, text, _ in _threads():
        m = _FROM_NOW.search(text)
        assert m is None, (rt, seed, m and m.group(0))


def test_nobody_asks_if_the_office_has_everything_of_a_notice_they_sent_nothing_for():
    for rt, seed, text, plan in _threads():  # (rare now: most first questions ask one fact of the matter)
        if _HAVE_ALL.search(text):
            assert _SENT_IN_KIND.search(plan.record_type), (rt, seed, _HAVE_ALL.search(text).group(0))


def test_a_family_chat_answers_its_first_question():
    for seed in range(8):
        text = draft_of("family group chat about holiday plans", seed, "chat log").text
        assert "Starting a thread" not in text, text[:300]
