"""Reader10 classes 2 and 3 (s19y-voice): only a paper whose purpose is confirming the person's details (a renewal
notice, a registration confirmation; skeletons.yaml ``confirmations``) asks them to check what is held and takes
silence as agreement; any other office's letter or e-mail says where its matter stands, tells the ID it found the
record under, and gives its inbox once, in the closing paragraph, never as "the e-mail address for your file"."""

import re
import sys
from pathlib import Path

from privasis_hub.synth.render import _confirms_details, render
from tests.test_record_writing import _exact, _plan

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import quality_privasis as q  # noqa: E402

_PASSPORT = {"passport": ("Passport number", "identity", "XXXXX2559")}
_CHECK = re.compile(r"check that we have|make sure that we have|Our records show your|tell us if anything is missing|"
                    r"confirm what we hold|we will (?:treat|take|regard) [\w ]+ as (?:correct|agreed|accepted|final)")


def test_only_a_paper_that_confirms_details_asks_to_check_them():
    assert _confirms_details(_plan("government", "letter", "driver's license renewal notice"))
    assert _confirms_details(_plan("government", "letter", "voter registration confirmation"))
    assert not _confirms_details(_plan("professional services", "email thread", "help desk support ticket"))
    assert not _confirms_details(_plan("legal", "letter", "small claims complaint"))
    for seed in range(8):
        for fmt in ("letter", "email thread"):
            plan = _plan("legal", fmt, "small claims complaint", _PASSPORT, seed=seed)
            text, spans = render(plan)
            assert not _CHECK.search(text), text
            assert not q._CHECK_ASKED.search(text), text
            _exact(text, spans, plan.values)
            if fmt == "email thread" and "12 Elm Road" in text:  # the person gives their own address
                mine = [m for m in text.split("\n-----\n") if m.startswith("From: Ada Quill")]
                assert any("12 Elm Road, Lakeview, OH 45503" in m for m in mine), text


def test_no_file_narration_and_the_inbox_said_once():
    for seed in range(8):
        for fmt in ("letter", "email thread"):
            text, _ = render(_plan("legal", fmt, "small claims complaint", seed=seed))
            assert not q._FILE_NARRATION.search(text), text
            assert not q._CONTACT_BOILERPLATE.search(text), text
            body = text.split("\n-----\n")[0].split("Kind regards,")[0].split("Best regards,")[0]
            assert body.count("b.lind@quill.example.org") <= 2, body  # (a thread's From: line, once in the text)


def test_the_benchmark_counts_the_old_lines():
    assert q._CONTACT_BOILERPLATE.search("Anything further from us will come by e-mail to the personal address rather "
                                         "than the work address.")
    assert q._CONTACT_BOILERPLATE.search("Expect a copy in your inbox at ada@example.org.")
    assert not q._CONTACT_BOILERPLATE.search("Who handled the phishing e-mail sent to my inbox at your end?")
    assert q._FILE_NARRATION.search("You can e-mail the file at j.meyer@example.org, for anything about this file.")
    assert q._FILE_NARRATION.search("Your papers also show that you work in the Clinical Operations department.")
    assert q._CHECK_ASKED.search("For you to check, we hold your address as 9536 6th St, Oklahoma City, OK.")
    assert q._CHECK_ASKED.search("Unless you reply within 5 days, we will take the details above as accepted.")
    assert not q._CHECK_ASKED.search("We found your record under your date of birth (March 3, 1984).")
