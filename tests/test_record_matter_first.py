"""A report or memo about an event or a matter opens on the matter; the person's particulars follow it (issue 19)."""

from privasis_hub.synth.render import render
from tests.test_record_writing import _plan


def test_an_incident_logs_report_tells_the_person_after_the_matter():
    for seed in range(6):
        text, _ = render(_plan("community", "report", "neighborhood watch incident log", seed=seed))
        first_section, about = text.find("\n1. "), text.find("carpenter")
        assert -1 < first_section < about, text
        memo, _ = render(_plan("community", "memo", "neighborhood watch incident log", seed=seed))
        assert -1 < memo.find("The file notes matter fact") < memo.find("carpenter"), memo


def test_an_assessment_of_the_person_tells_them_in_sentences_after_its_account():
    # (s19u-dumps: the particulars are sentences now, not a labelled block; a report opening "Ms. Quill is 41 ... She
    # lives at ..." is the dossier tests/test_record_boilerplate.py forbids, so they follow the account here too)
    text, _ = render(_plan("legal", "report", "pre-sentence investigation report", seed=1))
    assert -1 < text.find("\n1. ") < text.find("carpenter"), text
    assert "'s details:" not in text, text


def test_a_form_says_how_long_it_takes_once():
    import re

    from privasis_hub.synth.render import skeletons

    took = re.compile(r"working days|within two weeks")
    assert not any(took.search(t) for t in skeletons()[""]["form_next"])  # the head's instructions say it
