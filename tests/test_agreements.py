"""Agreements written as agreements (issue 19: a document of its kind): the parties with the terms the agreement
calls them by, numbered terms, notices to the person's own contact details, both signatures; forms never written
up as an office's report or notes."""

import re

import yaml

from privasis_hub.synth.render import agreement_parts, fitting_formats, render
from tests.test_record_writing import _exact, _plan

_CATALOGUE = "privasis_hub/data/privasis"


def _catalogue_formats() -> dict[str, tuple[str, list[str]]]:
    """record type -> (category, its formats), read from the catalogue YAML files."""
    from pathlib import Path

    out = {}
    for path in sorted(Path(_CATALOGUE).glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for sub in (data.get("subcategories") or {}).values():
            for rt, entry in (sub.get("record_types") or {}).items():
                out[rt] = (data.get("name", path.stem), entry.get("formats") or [])
    return out


def test_the_record_types_written_as_agreements_are_the_ones_whose_parties_the_skeletons_name():
    formats = _catalogue_formats()
    as_agreement = {rt for rt, (_, fmts) in formats.items() if "agreement" in fmts}
    assert as_agreement, "no record type is written as an agreement"
    # (legal instruments are written as the instrument too: agreements.instruments, reader10 class 4)
    named = set(agreement_parts()["parties"]) | set(agreement_parts()["instruments"])
    assert as_agreement == named, as_agreement ^ named


_EXTRA = {"court_name": ("Court", "case details", "Lake County Circuit Court"),
          "case_number": ("Case number", "case details", "2025-CV-000123"),
          "opposing_party": ("Other party", "parties and counsel", "Birch Holdings LLC"),
          "signing_date": ("Date signed", "case details", "April 28, 2025"),
          "notary_name": ("Notary", "parties and counsel", "Cy Moss"),
          "attorney_name": ("Attorney", "parties and counsel", "Di Park"),
          "client_matter_number": ("Matter number", "case details", "MX-4411")}


def test_a_legal_instrument_is_the_instrument_not_a_cover_letter_about_it():
    """reader10 class 4: a will, a trust, a plea agreement or a complaint as the document itself: its title, its kind's
    opening, a caption for a case in court, the firm's file facts at its foot, and the right signatures."""
    for rt, spec in agreement_parts()["instruments"].items():
        for seed in range(3):
            plan = _plan("legal", "agreement", rt, extra=_EXTRA, seed=seed)
            text, spans = render(plan)
            _exact(text, spans, plan.values)
            assert rt.upper() in text, (rt, text[:300])
            assert not re.search(r"(?m)^(?:Dear|Re:|Regards|Yours)", text), (rt, text)
            assert "Signed for the Provider" not in text and "the Client" not in text, (rt, text)
            # the day signed is the instrument's date, and it is the document's own date (s21-notes: its age as of
            # that day; the drawn "April 28, 2025" moved to the record's May 2): no second "signing" date in it
            if "person" in agreement_parts()["instrument_kinds"][spec["kind"]]["signatures"]:
                assert plan.values["signing_date"] == "May 2, 2025" and "April 28, 2025" not in text, (rt, text)
            else:
                assert "April 28, 2025" in text, (rt, text)  # a pleading tells it in its articles
            # the firm's file number in its preparer's or counsel's block under the signatures, never in the
            # articles, and no "File note:" at the foot (s25-scaffold, reader15 class 6)
            blocks = agreement_parts()["instrument_kinds"][spec["kind"]]["signatures"]
            if "preparer" in blocks or "counsel" in blocks:
                assert text.index("MX-4411") > text.index("______"), (rt, text)
            else:
                assert "MX-4411" not in text, (rt, text)
            assert not re.search(r"(?m)^(?:File note|Office use|Firm file|Our file|For court use):$", text), (rt, text)
            if spec["kind"] in ("plea", "pleading", "answer", "motion"):
                assert "Lake County Circuit Court" in text.split(rt.upper())[0] and "Case No. 2025-CV-000123" in text
                assert "Di Park, Attorney at Law" in text  # counsel signs, by the attorney on the file
            if spec["kind"] == "will":
                assert text.count("Witness") >= 1 and "Cy Moss, Notary Public" in text
            if spec["kind"] in ("pleading", "answer"):
                assert "Birch Holdings LLC, Defendant." in text or "Birch Holdings LLC, Plaintiff," in text


def test_an_agreement_names_both_parties_signs_for_both_and_places_every_value_where_it_says():
    for seed in range(6):
        plan = _plan("recreation", "agreement", "gym membership agreement", seed=seed)
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        assert text.splitlines()[0] == "Quill & Partners"  # the office's own heading
        assert "GYM MEMBERSHIP AGREEMENT" in text
        assert 'Quill & Partners (the "Club")' in text and 'Ada Quill (the "Member")' in text
        # the person's details as a party block: name, address lines, labelled particulars
        block = text.split("\n\n")[3]
        assert block.splitlines()[:2] in (["Details of the Member:", "Ada Quill"], ["The Member's details:", "Ada Quill"],
                                          ["The Member:", "Ada Quill"]), block
        # (s26-agree) the date of birth without an age after it, no "Occupation:"/"Employer:" lines: the contract
        # says the party's age and work in words of its own (reader16 class 3)
        assert re.search(r"(?m)^(?:Date of birth|DOB|Born|D\.O\.B\.): March 3, 1984$", block), block
        for line in ("12 Elm Road", "Lakeview, OH 45503", "Contact: 555-0199; ada@example.org"):
            assert line in block.splitlines(), (line, block)
        assert not re.search(r"(?m)^(?:Occupation|Employer): ", block), block
        assert "The Member, who is 41, confirms being of legal age" in text
        assert "The Member works as a carpenter for Oak Ltd." in text
        assert re.search(r"(?m)^1\. ", text) and re.search(r"(?m)^2\. (?:General|General terms|Other terms|Misc)", text)
        assert "Signed for the Club:" in text and "Signed by the Member:" in text
        assert text.count("Ada Quill") == 3  # the parties sentence, the party block and the signature
        assert "Bo Lind, Attorney at Law" in text
        for fact in range(4):
            assert f"matter fact {fact}" in text


def test_an_agreement_says_its_general_terms_in_whole_sentences():
    for seed in range(12):
        text, _ = render(_plan("recreation", "agreement", "gym membership agreement", seed=seed))
        general = re.split(r"(?m)^\d\. (?:General|General terms|Other terms|Miscellaneous)\n", text)[1].split("\n", 1)[0]
        assert general and all(s[:1].isupper() for s in re.split(r"(?<=\.) ", general)), general
        assert not re.search(r"\buses .* and is kept\b|\{", general), general


def test_a_form_is_never_written_up_as_an_office_report_notes_or_transcript():
    for rt, (category, fmts) in _catalogue_formats().items():
        if rt.rsplit(" ", 1)[-1] in ("form", "worksheet", "questionnaire"):
            fitting = fitting_formats(category, rt, tuple(fmts))
            assert not set(fitting) & {"report", "memo", "case notes", "interview transcript", "chat log"}, (rt, fitting)


def test_an_application_whose_name_says_form_is_titled_by_its_name_alone():
    text, _ = render(_plan("government", "application", "SNAP benefits renewal form"))
    assert "Application: SNAP" not in text and "SNAP BENEFITS RENEWAL FORM" in text


def test_an_offices_report_memo_and_letter_and_a_persons_own_letter_do_not_retell_the_background():
    background = "{first_name} asked for the plot after moving to the neighborhood."
    for category, fmt in (("community", "report"), ("community", "memo"), ("community", "letter"),
                          ("personal", "letter")):
        for seed in range(4):
            plan = _plan(category, fmt, "community garden plot agreement", seed=seed)
            plan.background = background
            text, _ = render(plan)
            assert "moving to the neighborhood" not in text, (fmt, text[:800])


def test_a_hearing_is_transcribed_under_its_caption_with_sworn_answers_not_as_an_offices_interview():
    extra = {"court_name": ("Court", "case", "Polk County District Court"),
             "case_number": ("Case number", "case", "2024-CR-000123"),
             "presiding_judge": ("Judge", "case", "Hon. Rae Lin"),
             "prosecutor_name": ("Prosecutor", "case", "Dana Ortiz"),
             "attorney_name": ("Attorney", "case", "Sam Reyes")}
    for seed in range(4):
        plan = _plan("legal", "interview transcript", "bail hearing transcript", extra, seed=seed)
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        # (the court's name as its caption prints it, not "IN THE Polk County District Court": s24-notes)
        assert text.startswith("Polk County District Court\nState v. Ada Quill, Defendant.\nCase No. 2024-CR-000123")
        assert "Interview transcript" not in text and "interviewer" not in text
        assert "Before: Hon. Rae Lin" in text and "Dana Ortiz, for the State; Sam Reyes, for the defendant" in text
        assert "THE DEFENDANT: March 3, 1984." in text
        assert "THE DEFENDANT: 12 Elm Road, Lakeview, OH 45503." in text
        assert "THE DEFENDANT: Yes, I work as a carpenter at Oak Ltd." in text
        assert re.search(r"I (?:hereby )?certify(?: under penalty of perjury)? that the foregoing is a", text)


def test_a_transcript_is_never_written_as_an_offices_notes_report_or_letter():
    for rt, (category, fmts) in _catalogue_formats().items():
        if "transcript" in rt.split() and "request" not in rt:
            assert set(fitting_formats(category, rt, tuple(fmts))) == {"interview transcript"}, rt


def test_a_voicemail_is_the_callers_own_words_under_the_offices_log():
    plan = _plan("media", "interview transcript", "listener voicemail transcript")
    text, spans = render(plan)
    _exact(text, spans, plan.values)
    assert "Q:" not in text
    words = text.split('"', 1)[1]
    assert words.startswith(("Hi, this is Ada Quill.", "Hello, my name is Ada Quill.", "Hi there, it's Ada Quill"))
    assert "Phone: 555-0199" in text and "12 Elm Road" in words


def test_a_statement_is_laid_out_as_a_statement_not_written_up_as_a_report_or_letter():
    for rt, (category, fmts) in _catalogue_formats().items():
        if rt.endswith(" statement"):
            assert fitting_formats(category, rt, tuple(fmts)) == ("statement with table",), rt


def test_an_offices_account_of_an_incident_or_an_evaluation_is_never_laid_out_as_a_statement():
    for rt, (category, fmts) in _catalogue_formats().items():
        if any(w in rt.split() for w in ("incident", "investigation", "evaluation", "assessment", "operative")):
            assert "statement with table" not in fitting_formats(category, rt, tuple(fmts)), rt


def test_an_agreement_calls_the_office_by_its_term_not_our_company():
    from privasis_hub.synth.catalog import FieldSpec
    from privasis_hub.synth.render import render

    for seed in range(6):
        plan = _plan("recreation", "agreement", "gym membership agreement", seed=seed)
        plan.fields.append(FieldSpec("contact_note", "Contact", "matter", 0.3, lambda ctx: "",
                                     ("{first_name} is in touch with our company about the terms.",)))
        text, _ = render(plan)
        assert "in touch with the Club about the terms" in text and "our company" not in text, text
