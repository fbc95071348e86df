"""A record's format is the document its type names, and it carries no block of another kind of document (reader4
classes 3 and 4)."""

import re

from privasis_hub.synth.catalog import categories
from privasis_hub.synth.render import fitting_formats
from tests.test_case_time import _draft


def test_a_form_a_log_or_an_agreement_is_never_a_letter_or_an_e_mail_about_it():
    for category, cat in categories().items():
        for name, rt in cat.record_types.items():
            fits = set(fitting_formats(category, name, tuple(rt.formats)))
            words = set(re.findall(r"[a-z]+", name.lower()))
            if words & {"letter", "notice", "summary", "request", "dispute"}:
                continue  # a letter, a notice or a summary about one, or a request about a fee
            if words & {"settlement", "plea", "severance"}:
                continue  # (left: a law firm's letter to its client about the agreement, see skeletons.yaml)
            if words & {"form", "application", "worksheet", "questionnaire", "log", "card", "release", "waiver"}:
                assert not fits & {"letter", "email thread"}, (name, fits)


def test_a_consulting_statement_of_work_is_the_agreement_not_a_bank_statement():
    assert categories()["professional services"].record_types["consulting statement of work"].formats == ("agreement",)


def test_no_casework_framing_on_a_thesis_report_or_a_credit_evaluation():
    for seed in range(8):
        for rt in ("thesis committee progress report", "transfer credit evaluation"):  # (an admissions counselor
            for fmt in ("memo", "report"):  # is no school counselor)
                text = _draft("education", rt, fmt, seed).text
                assert not re.search(r"[Cc]ase coordinator|school counselor|referral note|intake sheet", text), text


def test_a_voicemail_gives_no_age_or_publication_date_and_a_release_no_runtime():
    for seed in range(6):
        text = _draft("media", "listener voicemail transcript", "interview transcript", seed).text
        assert not re.search(r"(?m)^(?:Age|Scheduled publication date):", text), text
        caller = text.split('"')[1]  # the caller's own words: the team's notes are not in them
        assert "transcribed" not in caller and "airing" not in caller, caller
        text = _draft("media", "documentary participant release", "form", seed).text
        assert not re.search(r"(?m)^Runtime:", text), text
