"""No key:value dumps inside prose documents (issue 19, reader7 class 1: a letter, memo, report or e-mail breaking into
"Further details: / Handle: @thefernandow / Website: ...", "Details to check: Date of birth: August 8, 1985",
"Mr. Hernandez's details: / About: born 12/02/1985; age 39 / Home: Crawfordsville, IA"): what the office holds on the
person is told in sentences of the document's own voice."""

import re
from collections import defaultdict

from privasis_hub.synth.render import render
from tests.benchmark_modules import load_benchmark
from tests.test_record_writing import _exact, _plan

_quality = load_benchmark("quality_privasis")

#: The heading lines the reader quoted and those of the same kind.
_HEADS = re.compile(r"(?m)^(?:Further details|Other details|Details to check|Details we hold|Details on record"
                    r"|For reference|For you to check|Please check(?: these details)?|Your details with us"
                    r"|Also on (?:record|your [\w ]+ record)|From (?:your|the) [\w ]+ record|(?:Other )?[Aa]ccount "
                    r"details|[\w .']+'s details):$")

_EXTRA = {"passport": ("Passport number", "identity", "XQ5492559"),
          "course_grade": ("Course grade", "matter", "A- in SOC 101"),
          "ticket_type": ("Ticket type", "matter", "a VIP pass with lounge access"),
          "user_handle": ("Handle", "contact and location", "@thefernandow")}


def _rendered(category: str, fmt: str, record_type: str, seeds=range(8)):
    for seed in seeds:
        plan = _plan(category, fmt, record_type, _EXTRA, seed=seed)
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        yield plan, text


def test_prose_documents_hold_no_block_of_labelled_details():
    for category, fmt, record_type in (("legal", "letter", "small claims complaint"),
                                       ("legal", "email thread", "small claims complaint"),
                                       ("education", "letter", "academic probation notice"),
                                       ("legal", "report", "case review report"),
                                       ("legal", "memo", "client intake memo"),
                                       ("community", "report", "neighborhood watch incident log")):
        for _, text in _rendered(category, fmt, record_type):
            assert not _HEADS.search(text), (fmt, _HEADS.search(text).group(0), text)
            rows = [{"id": "x", "format": fmt, "record_type": record_type, "text": text}]
            assert _quality.field_dump_records(rows, defaultdict(list)) == 0, text


def test_a_letter_asks_its_reader_to_check_an_id_number_in_a_sentence():
    for fmt in ("letter", "email thread"):
        for _, text in _rendered("legal", fmt, "small claims complaint"):
            # (a letter's head may print it under the reference, labelled, as an office's letter does)
            told = [x for x in text.splitlines() if "2559" in x and not x.startswith("Passport number: ")]
            for line in told:
                # (an office that does not ask for a check says which ID it found the record under, s19y-voice)
                assert re.search(r"\b(?:passport number as X\w+2559|X\w+2559 as your passport number"
                                 r"|your passport number \(X\w+2559\))", line), line


def test_a_letters_other_facts_are_what_its_file_shows():
    """ "As you have a VIP pass ..., we have ...", not "Ticket type: a VIP pass ..." on a line of its own in the body
    (s21-letter: a standing fact may head the letter among its references, above the salutation)."""
    for _, text in _rendered("legal", "letter", "small claims complaint"):
        body = text[text.index("\nDear "):]
        assert not re.search(r"(?m)^(?:Ticket type|Course grade|Handle): ", body), text
        if "VIP pass" in text:
            line = next(x for x in text.splitlines() if "VIP pass" in x)
            # told in a sentence of its own (s22-letter: standing facts said plainly, not premised), not as a hedge
            # (reader11 class 4)
            assert line.endswith("."), line
            assert not re.search(r"\b(?:We understand|We note|[Uu]nderstanding is)", line), line


def test_a_report_gives_the_persons_particulars_as_its_file_lines_not_a_profile_paragraph():
    # (s21-report, reader12 class E: "Ms. Parrish is 52 years of age and a United States citizen. She is a retail
    # supervisor ...", "On social media he is @thejamesp" in an office's report; the office's few labelled lines on
    # the person under one head instead, never a card of one label a value: "Phone:", "Occupation:")
    for fmt, record_type in (("report", "case review report"), ("memo", "client intake memo"),
                             ("report", "neighborhood watch incident log")):
        for _, text in _rendered("legal", fmt, record_type):
            # (s22-report: on the name line of the file's head, not a "Particulars:" card after the matter)
            assert re.search(r"(?m)^[A-Z][\w ]*: [^\n]*Quill, (?:(?:fe)?male, )?born March 3, 1984", text), text
            assert re.search(r"(?m)^Home address: 12 Elm Road\b", text), text
            assert not re.search(r"(?m)^(?:Age|Date of birth|Phone|Email|Occupation|Employer): ", text), text
            assert not re.search(r"Ms\. Quill (?:is \d+|was born on)|\b(?:She|He) (?:lives at|works as)\b", text), text


def test_the_detector_finds_the_readers_examples_and_spares_forms():
    found = defaultdict(list)
    rows = [{"id": "a", "format": "letter", "record_type": "x",
             "text": "Dear Ms. Lee,\n\nFurther details:\nHandle: @thefernandow\nWebsite: https://a.example\n"},
            {"id": "b", "format": "report", "record_type": "x",
             "text": "Mr. Hernandez's details:\nAbout: born 12/02/1985; age 39\nHome: Crawfordsville, IA\n"},
            {"id": "c", "format": "email thread", "record_type": "x",
             "text": "Hello,\n\nFor you to check:\nDate of birth: August 8, 1985\n\nThanks\n"},
            {"id": "d", "format": "memo", "record_type": "x",
             "text": "Summary:\nRequest type: refund\nAmount: $40.00\n"},
            {"id": "e", "format": "form", "record_type": "x",
             "text": "Applicant details:\nName: Ada Quill\nPhone: 555-0100\n"},
            {"id": "f", "format": "letter", "record_type": "x",
             "text": "Re: Account number 123\nDate of birth: May 1, 1980\n\nDear Ms. Quill,\n\nOur file shows that ...\n"}]
    assert _quality.field_dump_records(rows, found) == 4
    assert [e.split(" ")[0] for e in found["field_dump"]] == ["a", "b", "c", "d"]
