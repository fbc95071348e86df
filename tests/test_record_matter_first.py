"""A report or memo about an event or a matter opens on the matter; the person's particulars follow it (issue 19)."""

from privasis_hub.synth.render import render
from tests.test_record_writing import _plan


def _head_and_body(text: str) -> tuple[str, str]:
    head, _, body = text.partition("\n\n")
    return head, body


def test_an_incident_logs_report_tells_the_person_after_the_matter():
    # (s22-report, reader13 class 1: the person's particulars sit in the file's head, on and under the name it is
    # filed under, as a real report's head gives them; its text opens on the matter and tells no particulars block)
    for seed in range(6):
        text, _ = render(_plan("community", "report", "neighborhood watch incident log", seed=seed))
        head, body = _head_and_body(text)
        assert "\nEmployment: carpenter" in head and "carpenter" not in body, text
        assert body.lstrip().startswith("1. ") or body.find("\n1. ") > -1, text
        memo, _ = render(_plan("community", "memo", "neighborhood watch incident log", seed=seed))
        head, body = _head_and_body(memo)
        assert "\nEmployment: carpenter" in head and "carpenter" not in body, memo
        assert "The file notes matter fact" in body, memo


def test_an_assessment_of_the_person_tells_them_in_sentences_after_its_account():
    # (s19u-dumps: no "Ms. Quill is 41 ... She lives at ..." dossier; s22-report: her particulars in the head)
    text, _ = render(_plan("legal", "report", "pre-sentence investigation report", seed=1))
    head, body = _head_and_body(text)
    assert "carpenter" in head and "carpenter" not in body, text
    assert "'s details:" not in text and "Particulars:" not in text, text


def test_a_form_says_how_long_it_takes_once():
    import re

    from privasis_hub.synth.render import skeletons

    took = re.compile(r"working days|within two weeks")
    assert not any(took.search(t) for t in skeletons()[""]["form_next"])  # the head's instructions say it
