"""A person's own facts in their own words, and an office that keeps to how the person asked to be reached (issue 19,
the s19i-b reader: "The quickest way to reach I am ...", "we matched the file from my date of birth" in a diary,
"a eleven-year-old", "you asked for e-mail only, with no calls" next to "we will call")."""

import re

from privasis_hub.synth.render import TextBuilder, render, voice
from tests.test_record_writing import _exact, _plan


def test_an_article_before_a_value_agrees_with_the_value():
    for template, value, said in (("Bear is a {x}.", "eleven-year-old cat", "Bear is an eleven-year-old cat."),
                                  ("It is an {x}.", "United States passport", "It is a United States passport."),
                                  ("A {x} lives here.", "otter", "An otter lives here."),
                                  ("She is a {x}.", "nurse", "She is a nurse.")):
        b = TextBuilder({"x": value})
        b.tmpl(template)
        assert b.text() == said
        (start, end), = b.spans["x"]
        assert b.text()[start:end] == value


def test_the_object_of_a_verb_and_the_subject_of_a_modal_take_their_own_pronouns():
    assert voice("The quickest way to reach {first_name} is {phone}.", "first") == "The quickest way to reach me is {phone}."
    assert voice("The best way to help {first_name} was {x}.", "second") == "The best way to help you was {x}."
    assert voice("One thing {first_name} cannot live with is {x}.", "first") == "One thing I cannot live with is {x}."
    assert voice("Something {first_name} said was {x}.", "first") == "Something I said was {x}."
    assert voice("The meeting {first_name} attended was {x}.", "second") == "The meeting you attended was {x}."
    assert voice("After helping {first_name} move, {x}.", "first") == "After helping me move, {x}."


def test_a_person_writes_their_own_facts_in_their_own_words():
    office = re.compile(r"(?i)matched the file|identified the file|on file|work history|line of work|given as|reach I\b")
    for seed in range(6):
        plan = _plan("legal", "email thread", "small claims complaint", seed=seed)
        text, spans = render(plan)
        mine = text.split("\n-----", 1)[0]  # the person's own message
        assert not office.search(mine), mine
        _exact(text, spans, plan.values)
    retired = _plan("legal", "email thread", "small claims complaint")
    retired.values["occupation"] = "retired carpenter"
    text, _ = render(retired)
    assert not re.search(r"I work at Oak Ltd|I am employed by Oak Ltd|I have been with Oak Ltd|My employer is", text)


def _preferring(preference: str, seed: int):
    plan = _plan("legal", "letter", "small claims complaint",
                 {"legal_contact_preference": ("Contact preference", "matter", preference)}, seed=seed)
    return plan, render(plan)


def test_a_letter_does_not_promise_a_call_to_a_person_who_asked_not_to_be_called():
    for seed in range(8):
        for preference in ("e-mail only, with no calls", "e-mail rather than calls", "a letter by mail to the home address"):
            plan, (text, spans) = _preferring(preference, seed)
            assert not re.search(r"(?i)we will (?:call|ring)|may (?:call|phone|ring) you at|Our calls will go", text), text
            assert "555-0199" in text  # the number is still told, with the promise not to use it
            _exact(text, spans, plan.values)
        plan, (text, _) = _preferring("a letter by mail rather than e-mail", seed)
        assert not re.search(r"(?i)(?:updates|news|replies|answers)[^.]*(?:will go|will be sent|will come|are sent) to "
                             r"ada@example\.org", text), text


def test_the_reason_for_a_document_is_its_own_sentence_and_a_form_does_not_retell_it():
    from dataclasses import replace
    background = "{first_name} applied for a permit, and the office took the application."
    for seed in range(6):
        mail = replace(_plan("legal", "email thread", "permit application", seed=seed), background=background)
        text, _ = render(mail)
        assert "applied for a permit" not in text, text[:700]  # the background steers the e-mail (issue 19)
        form = replace(_plan("legal", "form", "permit application", seed=seed), background=background)
        text, spans = render(form)
        assert "applied for a permit" not in text
        _exact(text, spans, form.values)


def test_a_form_prints_what_the_office_sets_in_its_office_box_and_a_fee_under_payment():
    extra = {"agency_case_number": ("Agency case number", "agency proceedings", "SNAP-39550882"),
             "agency_appointment": ("Appointment", "agency proceedings", "October 21, 2024 at 4:10 PM"),
             "fee_paid": ("Fee paid", "taxes and benefits", "$109.00")}
    for seed in range(6):
        plan = _plan("government", "form", "firearm permit application", extra, seed=seed)
        text, spans = render(plan)
        person, _, office = text.partition("ffice use")
        assert office and "Agency case number: SNAP-39550882" in office and "Appointment: October 21" in office
        assert "SNAP-39550882" not in person and "Appointment:" not in person
        assert re.search(r"Section [A-Z]\. (?:Fees|Payment|Fees and payment)\nFee paid: \$109\.00", person), person
        _exact(text, spans, plan.values)


def test_an_office_note_is_never_dated_before_its_file_was_opened_nor_tells_its_author_to_ask_themselves():
    import datetime as dt

    from privasis_hub.synth.catalog.timeline import parse_day
    for seed in range(6):
        plan = _plan("legal", "case notes", "client intake notes", seed=seed)
        plan.values["case_opened_date"] = "April 1, 2025"
        text, spans = render(plan)
        heads = re.findall(r"(?m)^(?:Entry \d+ \(|Note, )?([A-Z][a-z]+ \d{1,2}, \d{4})\b", text)
        entries = [parse_day(h)[0] for h in heads if h not in ("April 1, 2025",)]
        assert entries and min(entries) >= dt.date(2025, 4, 1), heads
        assert entries == sorted(entries)
        to_do = [line for line in text.splitlines() if re.match(r"(?:Next steps|To do|Action|Plan): ", line)]
        assert all("Bo Lind" not in line for line in to_do), to_do
        _exact(text, spans, plan.values)


def test_sentences_that_hold_an_and_are_not_joined_to_another_and():
    import random

    from privasis_hub.synth.render import combine
    said = ["{first_name} lives with a sister and two cats.", "The rent is {rent} and the deposit {deposit}.",
            "The lease ends on {end}.", "The landlord is {landlord}."] * 3
    for seed in range(20):
        for sentence in combine(said, random.Random(seed), share=1.0, third=1.0):
            assert sentence.count(" and ") <= 2, sentence


def test_a_capital_letter_that_is_not_an_article_is_left_alone():
    for template, value, said in (("{c}, PA {x}", "18718", "Town, PA 18718"), ("Vitamin A {x}", "otter", "Vitamin A otter"),
                                  ("Plan:\nAn {x}", "dog", "Plan:\nA dog")):
        b = TextBuilder({"x": value, "c": "Town"})
        b.tmpl(template)
        assert b.text() == said


def test_an_office_greets_the_person_the_same_way_in_each_reply():
    extra = {f"x{i}": (f"Extra {i}", "matter", f"extra fact {i}") for i in range(10)}
    # a follow-up asks one thing the person needs (a date, a sum): facts of the kind, so threads have two replies
    # (since s20-thread the sums are the office's news, told in its first message; a follow-up asks who handles the
    # case or when it is heard)
    extra = {"outstanding_balance": ("Outstanding balance", "matter", "$1,200.00")} | extra | {
        "late_fee": ("Late fee", "matter", "$35.00"), "order_total": ("Order total", "matter", "$410.00"),
        "case_handler": ("Handled by", "matter", "Cara Dunn"), "hearing_date": ("Hearing date", "matter", "June 30, 2025")}
    replies = 0
    for seed in range(10):
        plan = _plan("legal", "email thread", "small claims complaint", extra, seed=seed)
        text, _ = render(plan)
        # (s21-thread: an office's first e-mail may give the particulars it found the person by in a block of
        # labelled lines over its greeting)
        greetings = re.findall(r"From: Bo Lind <[^\n]*\n(?:To: [^\n]*\n)?Date: [^\n]*\nSubject: [^\n]*\n\n"
                               r"(?:[A-Z][\w ()'.-]*: [^\n]*\n)*\n?([^\n]*)", text)
        replies += len(greetings) > 1
        assert len(set(greetings)) == 1, greetings
    assert replies  # some threads have two replies


def test_a_home_address_in_a_sentence_is_told_whole_never_the_zip_code_alone():
    for fmt in ("memo", "report", "email thread"):
        for seed in range(6):
            plan = _plan("legal", fmt, "small claims complaint", seed=seed)
            text, spans = render(plan)
            assert not re.search(r"(?i)\bZIP code (?:is|of)\b|carries ZIP code|in ZIP code", text), text
            if "12 Elm Road" in text and not re.search(r"(?m)^12 Elm Road$", text):  # told in a sentence
                assert re.search(r"12 Elm Road, Lakeview, OH 45503", text), text
            _exact(text, spans, plan.values)


def test_an_office_note_says_what_the_worker_did_and_no_report_is_countersigned_by_no_one():
    followed = 0
    for seed in range(8):
        plan = _plan("legal", "case notes", "client intake notes", seed=seed)
        text, spans = render(plan)
        followed += bool(re.search(r"(?m)(?:on the file|No further action|Nothing further|Nothing more|review|"
                                   r"Flagged|Passed|Referred|Reminder set|Diary note|Calendar flag|Follow-up booked|"
                                   r"Explained|Went over|Talked through|understood|agreed with|was content|"
                                   r"had no questions|case system|contact log|open (?:for now|until|pending)|"
                                   r"Asked|Reminded)[^\n]*\.$", text))
        _exact(text, spans, plan.values)
        report, _ = render(_plan("legal", "report", "case assessment report", seed=seed))
        assert not re.search(r"(?:Reviewed|Checked|Countersigned) by: (?:the|a) ", report)
    assert followed >= 4


def test_a_persons_last_reply_notes_the_date_the_office_gave_and_a_request_letter_says_where_it_stands():
    extra = {"hearing_date": ("Hearing", "matter", "June 12, 2025 at 10:00 AM")}
    noted = 0
    for seed in range(10):
        plan = _plan("legal", "email thread", "small claims complaint", extra, seed=seed)
        text, spans = render(plan)
        noted += "the date, June 12, 2025 at 10:00 AM," in text
        _exact(text, spans, plan.values)
        letter, _ = render(_plan("recreation", "letter", "gym membership freeze request", seed=seed))
        assert re.search(r"approved|agree to it|with the team that decides|our review team|colleague who decides|"
                         r"on hold|cannot go ahead|is paused", letter), letter[:900]
    assert noted


def test_a_persons_own_list_carries_their_address_inside_the_cover_not_in_its_notes():
    for seed in range(6):
        plan = _plan("personal", "statement with table", "household budget worksheet", seed=seed)
        text, spans = render(plan)
        head, _, notes = text.partition("|")
        assert re.search(r"(?:If found,? (?:please )?(?:return|send) to|Property of|(?:This b|It b|B)elongs to|Please return if found:"
                         r"|Name:|Owner:) Ada Quill", head)  # (s19s-skel: a few more ways of marking the owner)
        assert "555-0199" in head
        assert "555-0199" not in notes and "ada@example.org" not in notes
        _exact(text, spans, plan.values)
    from privasis_hub.synth.render import untold
    assert {"occupation", "employer", "marital_status"} <= untold("personal", "statement with table")
    assert {"occupation", "employer"} <= untold("personal", "chat log")


def test_a_report_says_what_it_is_for_not_a_list_of_its_own_headings_and_lists_its_sources():
    for seed in range(8):
        text, _ = render(_plan("legal", "report", "case assessment report", seed=seed))
        assert not re.search(r"What follows are|Below are|brings together|sets out the", text), text[:800]
        sources = re.search(r"(?m)^(?:Sources|Based on|Sources used): .*$", text)
        assert sources is None or " and " not in sources.group(0).split(":", 1)[1].replace("and signed", "")


def test_an_agreement_names_the_person_by_the_term_it_gives_them():
    for seed in range(4):
        plan = _plan("recreation", "agreement", "gym membership agreement",
                     {"fitness_goal": ("Goal", "fitness", "a goal of rebuilding strength")}, seed=seed)
        text, spans = render(plan)
        terms = text.split("\n1. ", 1)[1].split("Signed", 1)[0]
        assert "Ms. Quill" not in terms and re.search(r"\bthe Member\b|\bThe Member\b", terms), terms
        _exact(text, spans, plan.values)


def test_an_issuer_does_not_tell_its_own_name_as_if_of_someone_else():
    for seed in range(4):
        plan = _plan("legal", "letter", "small claims complaint", seed=seed)
        plan.fields.append(plan.fields[0].__class__("law_firm", "Law firm", "matter", 0.3, lambda ctx: "",
                                                    ("Correspondence should be directed to {law_firm}.",)))
        plan.values["law_firm"] = "Rowe & Barton LLP"
        plan.organisation = "{law_firm}"
        text, spans = render(plan)
        body = text.split("\nDear ", 1)[1]
        assert text.startswith("Rowe & Barton LLP")  # the letterhead names it ...
        # ... and the letter neither tells it as someone else's nor says "write to our firm" in the firm's own letter
        assert "directed to" not in body
        _exact(text, spans, plan.values)


def test_notes_and_mails_do_not_tell_the_story_of_their_own_document():
    from dataclasses import replace
    for seed in range(4):
        for fmt in ("case notes", "email thread"):
            plan = replace(_plan("legal", fmt, "permit application", seed=seed),
                           background="The permit application was prepared after {first_name} moved house.")
            text, spans = render(plan)
            assert "prepared after" not in text, text[:600]  # "Background: This application was prepared ..."
            _exact(text, spans, plan.values)
        kept = replace(_plan("legal", "case notes", "permit application", seed=seed),
                       background="{first_name} moved house and needed a new parking permit.")
        assert "moved house" in render(kept)[0]  # the matter's own story stays


def test_a_clinical_note_names_an_interpreter_only_for_a_patient_who_needs_one():
    for seed in range(12):
        plan = _plan("medical", "case notes", "primary care visit note", seed=seed)
        plan.values["med_preferred_language"] = "English"
        assert "interpreter" not in render(plan)[0]


def test_a_record_writes_its_dates_in_one_style():
    from privasis_hub.synth.catalog import DATE_STYLE, fmt_date
    from tests.test_case_story import _values

    styles = {"iso": re.compile(r"^\d{4}-\d\d-\d\d$"), "us": re.compile(r"^\d\d/\d\d/\d{4}$"),
              "long": re.compile(r"^[A-Z][a-z]+ \d{1,2}, \d{4}$")}
    seen = set()
    for seed in range(12):
        values = _values("medical", "annual physical examination note", "case notes", seed)
        dated = [v for k, v in values.items() if any(p.match(v) for p in styles.values())]
        kinds = {name for name, p in styles.items() for v in dated if p.match(v)}
        assert len(dated) >= 3 and len(kinds) == 1, dated  # the birth date too, in the record's one style
        seen |= kinds
    assert len(seen) >= 2  # records differ in style, each keeps to its own
    import datetime as dt
    import random
    token = DATE_STYLE.set(2)
    try:
        assert fmt_date(dt.date(2025, 3, 4), random.Random(0)) == "03/04/2025"
    finally:
        DATE_STYLE.reset(token)
    assert DATE_STYLE.get() is None  # outside a record's drawing, a style per date


def test_no_two_sections_of_a_record_are_headed_alike():
    import asyncio

    from privasis_hub.llm.base import RecordSpec
    from privasis_hub.synth.catalog import categories
    from privasis_hub.synth.offline import OfflineRecords
    from tests.test_record_fit import _person

    cats = categories()
    for record_type in list(cats["professional services"].record_types)[:6]:
        rt = cats["professional services"].record_types[record_type]
        for seed in range(3):
            spec = RecordSpec(profile=_person(seed, age=40, occupation="bookkeeper"), category="professional services",
                              subcategory=rt.subcategory, record_type=record_type, format="form", background="",
                              document_date="2025-06-02")
            plan = asyncio.run(OfflineRecords().draft(spec, seed=seed)).plan.plan
            groups = list(dict.fromkeys(f.group for f in plan.fields if f.group in plan.headings))
            heads = [plan.headings[g] for g in groups]
            assert len(heads) == len(set(heads)), (record_type, heads)


def test_a_note_never_tells_of_a_day_after_its_own():
    import datetime as dt

    from privasis_hub.synth.catalog.timeline import parse_day
    extra = {"filed_on": ("Date filed", "matter", "April 30, 2025"), "seen_on": ("Date seen", "matter", "March 2, 2025")}
    for seed in range(8):
        plan = _plan("legal", "case notes", "small claims complaint", extra, seed=seed)
        text, spans = render(plan)
        entries = re.split(r"\n(?=Entry \d+ \(|Note, |[A-Z][a-z]+ \d{1,2}, \d{4})", text)
        for entry in entries[1:]:
            head = re.search(r"[A-Z][a-z]+ \d{1,2}, \d{4}", entry)
            said = [parse_day(d)[0] for d in re.findall(r"[A-Z][a-z]+ \d{1,2}, \d{4}", entry[head.end():])]
            assert all(d <= parse_day(head.group(0))[0] or d > dt.date(2025, 5, 2) for d in said), entry
        assert "April 30, 2025" in text
        _exact(text, spans, plan.values)


def test_an_office_phone_carries_an_area_code_of_its_town():
    from privasis_hub.safe_ids import phone
    from privasis_hub.synth import places
    from tests.test_case_story import _values
    from tests.test_record_fit import _person

    for seed in range(6):
        person = _person(seed, age=44, occupation="bookkeeper")
        values = _values("legal", "small claims complaint", "letter", seed, person=person)
        area = re.search(r"\d{3}", values["issuer_phone"]).group(0)
        assert area in places.area_codes(person.region, person.city), (person.region, values["issuer_phone"])
    import random
    assert re.search(r"\b(?:907)\b", phone(random.Random(1), "AK")) and "555" in phone(random.Random(1), "AK")


def test_the_office_checks_the_birth_date_and_id_number_and_the_person_signs_with_their_name():
    # not volunteered in a sentence ("To save you looking it up, I was born on ...": reader3, class 5); not under
    # the person's name either, where address, case numbers and date of birth made an ID block of the signature
    # (reader8 class 5, s19w-voice): the office's e-mail asks them to check the date of birth and the ID number
    # it holds (masked where the build prints it: offline._mask_ids), in a sentence
    extra = {"social_security_number": ("Social Security number", "identifiers", "XXX-XX-5678")}
    for seed in range(6):
        plan = _plan("government", "email thread", "benefit overpayment notice", extra, seed=seed)
        text, spans = render(plan)
        messages = [m.split("\nOn ", 1)[0] for m in text.split("\n-----\n")]  # (each less its quote)
        theirs = [m for m in messages if m.startswith("From: {}".format(plan.values["full_name"]))]
        assert not any("March 3, 1984" in m for m in theirs), text[:1500]
        # (s19y-voice, reader10 class 2: an overpayment notice confirms no details, so the office tells the ones it
        # found the record under, asking nothing to be checked)
        # (s20-head, reader11 class 6: not "We matched this to your record using your date of birth (...)": the
        # identifiers stand as labelled lines of the office's message, as a reference block does)
        # (s24-thread, reader14 class 3: nor as labelled lines between "Subject:" and the greeting, "Date of birth:
        # October 21, 1999 / Dear Mr. Hill,": no office e-mails a date of birth or a Social Security number at all)
        assert "March 3, 1984" not in text and "XXX-XX-5678" not in text, text[:1500]
        assert not re.search(r"(?i)born on March 3, 1984|matched this to your record|listed in our records under", text)
        assert not re.search(r"check that we have|Our records show your", text), text[:1500]
        _exact(text, spans, plan.values)


def test_a_note_says_what_it_is_for_and_what_follows_in_sentences_not_robotic_lines():
    # reader2: "Plan: Calendar flag for 5 days; secretary to read this ...; route late papers to ...",
    # "For the file: the facts held on the annual financial planning.", "Purpose: to record what we know of ..."
    for fmt, record_type in (("memo", "performance improvement plan"), ("report", "case assessment report"),
                             ("case notes", "small claims complaint")):
        for seed in range(8):
            text, _ = render(_plan("legal", fmt, record_type, seed=seed))
            assert not re.search(r"(?m)^(?:Plan|Action|To do|Next steps|Follow-up):[^\n]*;", text), text
            assert not re.search(r"(?m)^(?:For the file|Purpose|Scope):", text), text
