"""How records are written (issue 19, round f): no contact cards outside forms, one reference per letter, US town
lines, a public body's lines only in its letters, no pointer at a date the record does not give, minutes that vote."""

import re
from collections import defaultdict
from dataclasses import replace

from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.render import Plan, render
from tests.benchmark_modules import load_benchmark

_PROFILE = {"age": ("Age", "identity", "41"), "date_of_birth": ("Date of birth", "identity", "March 3, 1984"),
            "phone": ("Phone", "contact and location", "555-0199"),
            "email": ("Email", "contact and location", "ada@example.org"),
            "street_address": ("Street address", "contact and location", "12 Elm Road"),
            "city": ("City", "contact and location", "Lakeview"),
            "postal_code": ("Postal code", "contact and location", "45503"),
            "occupation": ("Occupation", "employment", "carpenter"), "employer": ("Employer", "employment", "Oak Ltd")}


def _plan(category: str, fmt: str, record_type: str, extra: dict[str, tuple[str, str, str]] | None = None,
          seed: int = 3) -> Plan:
    table = {**_PROFILE, **(extra or {})}
    fields = [FieldSpec(k, label, group, 0.5, lambda ctx: "", (f"{{first_name}} has {{{k}}}.",))
              for k, (label, group, _) in table.items()]
    fields += [FieldSpec(f"m{i}", f"Matter {i}", "matter", 0.5, lambda ctx: "", (f"The file notes {{m{i}}}.",))
               for i in range(4)]
    fields.append(FieldSpec("full_name", "Name", "identity", 0.9, lambda ctx: "", ("This is {full_name}.",)))
    values = {k: v for k, (_, _, v) in table.items()} | {f"m{i}": f"matter fact {i}" for i in range(4)} | {
        "first_name": "Ada", "last_name": "Quill", "full_name": "Ada Quill", "issuer_address": "1 Main St",
        "issuer_phone": "555-0100", "case_reference": "REF-12345", "signer_name": "Bo Lind",
        "signer_email": "b.lind@quill.example.org", "case_opened_date": "May 1, 2024"}
    return Plan(category=category, subcategory="family law", record_type=record_type, background="", format=fmt,
                fields=fields, values=values, sentence_choice={}, filler=[], target_words=250, layout_seed=seed,
                organisation="Quill & Partners", record_date="May 2, 2025", signer_role="Attorney at Law",
                join_seed=seed, honorific="Ms.", region="OH",
                entry_dates=("March 1, 2025", "March 9, 2025", "April 2, 2025", "May 2, 2025"))


def _card_lines(text: str) -> list[str]:
    return re.findall(r"(?m)^(?:Age|Date of birth|Phone|Email|Street address|City|Postal code|Occupation|Employer): ",
                      text)


def _exact(text: str, spans: dict, values: dict) -> None:
    for key, places in spans.items():
        for s, e in places:
            assert text[s:e] == values[key], key


def test_memos_reports_and_minutes_tell_the_person_in_sentences_not_a_contact_card():
    for fmt, record_type in (("memo", "parenting plan"), ("report", "performance improvement plan"),
                             ("meeting minutes", "club board disciplinary hearing minutes")):
        for seed in range(4):
            plan = _plan("legal", fmt, record_type, seed=seed)
            text, spans = render(plan)
            assert _card_lines(text) == [], (fmt, text[:400])
            # in minutes, sentences; in a memo or report, the office's labelled particulars block (issue 19: no
            # dossier paragraph "She is employed as ... She resides at ...")
            assert re.search(r"Ms\. Quill(?:'s date of birth is| was born on) March 3, 1984|^(?:Personal|Personal details|About|Particulars): born March 3, "
                             r"1984|^[A-Z][\w ]*: [^\n]*, born March 3, 1984", text, re.M), (fmt, text[:600])
            assert re.search(r"(?:lives|has a home|resides|has an address) at 12 Elm Road|^Home(?: address)?: 12 Elm Road", text,
                             re.M)
            _exact(text, spans, plan.values)
    minutes, _ = render(_plan("community", "meeting minutes", "club board disciplinary hearing minutes"))
    assert "\nMotion: " in minutes and re.search(r"carried|agreed", minutes)


def test_a_letter_carries_one_reference_the_matters_own_number_and_the_date_of_birth_only_in_its_head():
    extra = {"matter_number": ("Matter number", "matter", "LNZ-395520"),
             "court_case": ("Case number", "matter", "2025-SC-133392")}
    for seed in range(4):
        plan = _plan("legal", "letter", "small claims complaint", extra, seed=seed)
        text, spans = render(plan)
        head = text.split("\nDear ", 1)[0]
        assert "Matter number: LNZ-395520" in head and "REF-12345" not in text
        body = text.split("\nDear ", 1)[1]
        # the date of birth identifies the addressee under the reference, never read back to them in the body
        assert head.count("Date of birth: ") <= 1 and "born" not in body and "date of birth" not in body.lower()
        assert "Lakeview, OH 45503" in head  # the addressee's town line: city, state, ZIP
        assert text.count("LNZ-395520") >= 1
        _exact(text, spans, plan.values)


def test_a_public_bodys_review_and_interpreting_lines_stay_in_government_letters():
    gov = re.compile(r"review within|in your own language|[Ii]nterpret|20 working days|independent advice", re.I)
    seen_gov = False
    for seed in range(12):
        text, _ = render(_plan("legal", "letter", "engagement letter", seed=seed))
        assert not gov.search(text), text
        seen_gov = seen_gov or bool(gov.search(render(_plan("government", "letter", "benefit decision", seed=seed))[0]))
    assert seen_gov


def test_no_wording_points_at_a_deadline_the_record_does_not_give():
    pointer = re.compile(r"time limits|the deadline|date (?:given|set out) (?:above|below)|before the date", re.I)
    for seed in range(12):
        text, _ = render(_plan("government", "letter", "benefit renewal notice", seed=seed))
        assert not pointer.search(text), text
    # (s25-letter: no stock "Time limits matter here" line at all; a deadline the record holds is told as its date)
    dated = {"response_deadline": ("Response deadline", "matter", "June 30, 2025")}
    assert all("June 30, 2025" in render(_plan("government", "letter", "benefit renewal notice", dated, seed=s))[0]
               for s in range(12))


def _probe():
    return load_benchmark("quality_privasis")


def test_the_benchmark_counts_the_writing_faults():
    probe = _probe()
    card = {"id": "a", "format": "memo", "category": "legal", "record_type": "parenting plan",
            "document_date": "2025-05-02",
            "text": "MEMO\nAge: 41\nPhone: 555\nEmail: a@b.org\n\nDear Ada,\nWe are entitled to a review within six "
                    "weeks. Help in your own language is available. Please note the time limits.\nLakeview, 45503\n"}
    form = dict(card, id="b", format="form", category="government", text="Age: 41\nPhone: 555\nEmail: a@b.org\n")
    email = dict(card, id="c", format="email thread", record_type="claim", text="This letter is on file.\n")
    ex = defaultdict(list)
    assert probe.profile_block_records([card, form], ex) == 1
    assert probe.government_boilerplate_records([card, form], ex) == 1
    assert probe.town_without_state_records([card, dict(card, text="Lakeview, OH 45503\n")], ex) == 1
    assert probe.misnamed_document_records([email, card], ex) == 1
    assert probe.unheld_date_pointer_records([card, dict(card, text=card["text"] + "Due June 1, 2025.")], ex) == 1
    letter = dict(card, format="letter", text="Ref.: A-1\nCase number: B-2\nMatter number: C-3\n\nDear Ada,\n")
    assert probe.letter_reference_records([letter, dict(letter, text="Ref.: A-1\n\nDear Ada,\n")], ex) == 1


def test_a_persons_own_statement_tells_their_particulars_and_names_no_office_contact():
    plan = replace(_plan("personal", "statement with table", "baby shower guest list"), organisation="Ada's list")
    text, _ = render(plan)
    assert _card_lines(text) == [] and "We have you at" not in text


def test_a_letter_speaks_of_paying_only_when_the_record_holds_a_sum_owed():
    pay = re.compile(r"any payment|money owed|a fee, if one applies", re.I)
    for seed in range(12):
        assert not pay.search(render(_plan("media", "letter", "interview consent form", seed=seed))[0])
    owed = {"balance_due": ("Balance due", "matter", "$120.00")}
    assert any(pay.search(render(_plan("media", "letter", "interview consent form", owed, seed=s))[0])
               for s in range(24))


# --- round h: wording of the record's own kind, channels that agree, the name once ------------------------------


_NEVER_TEXT = re.compile(r"never\b[^.]*\bby text", re.I)


def test_a_footer_never_denies_the_channel_the_person_asked_for():
    """A bank's "we will never ask for these details by text" does not stand beside a preference for texts."""
    pref = {"contact_preference": ("Contact preference", "matter", "text messages in the morning")}
    printed = False
    for seed in range(40):
        text, _ = render(_plan("financial", "letter", "loan modification letter", pref, seed=seed))
        assert not _NEVER_TEXT.search(text), text[-600:]
        printed = printed or bool(_NEVER_TEXT.search(render(_plan("financial", "letter", "loan modification letter",
                                                                  seed=seed))[0]))
    assert printed  # the warning itself is a bank's: it is printed when nothing contradicts it
    probe = _probe()
    row = {"id": "x", "record_type": "r", "attributes": [{"key": "contact_preference", "value": "text messages"}],
           "text": "We will never ask you to confirm these details by text."}
    assert probe.channel_conflict_records([row], defaultdict(list)) == 1


def test_footers_and_next_steps_are_written_by_the_issuers_kind():
    """A bank's phishing warning and statement lines are a bank's; a school's student-file line is a school's."""
    bank = re.compile(r"never[^.]*by text|next statement|online banking|Calls[^.]*recorded")
    school = re.compile(r"student (?:file|record|portal)|school office|registrar")
    seen = {"bank": False, "school": False}
    for seed in range(30):
        edu, _ = render(_plan("education", "letter", "tuition payment plan agreement", seed=seed))
        fin, _ = render(_plan("financial", "letter", "loan modification letter", seed=seed))
        assert not bank.search(edu), edu[-700:]
        assert not school.search(fin), fin[-700:]
        seen["bank"] = seen["bank"] or bool(bank.search(fin))
        seen["school"] = seen["school"] or bool(school.search(edu))
    assert all(seen.values())
    for seed in range(20):
        text, _ = render(_plan("media", "letter", "account suspension appeal", seed=seed))
        assert not re.search(r"[Dd]rop-in|no appointment|photo ID and this", text), text  # an online platform's
        assert "Account manager" not in render(_plan("education", "statement with table",
                                                     "psychoeducational evaluation summary", seed=seed))[0]


def test_a_wording_of_another_kind_of_document_names_the_record_types_own_kind():
    from privasis_hub.synth.render import self_named

    assert self_named("This statement for {first_name} covers {p}.", "biweekly pay stub") == \
        "This biweekly pay stub for {first_name} covers {p}."
    assert self_named("This notice comes from the main office.", "parent-teacher conference notes") == \
        "These notes come from the main office."
    kept = "This statement for {first_name} covers {p}."
    assert self_named(kept, "credit card billing statement") == kept
    assert self_named("This summary is for information.", "evaluation summary") == "This summary is for information."


def test_a_report_lists_its_sections_as_noun_phrases():
    from privasis_hub.synth.render import _listed_heading

    assert _listed_heading("about the person") == "the facts about the person"
    assert _listed_heading("who this concerns") == "who this concerns"
    assert _listed_heading("balances") == "the balances"
    for seed in range(8):
        text, _ = render(replace(_plan("financial", "report", "biweekly pay stub", seed=seed),
                                 headings={"identity": "About the person", "matter": "Balances"}))
        assert "the about" not in text.lower() and " , " not in text, text[:900]


def test_the_person_is_named_once_then_referred_to_by_pronoun():
    """A third-person paragraph names the person and then says "she", not "Ada ... Ada ... Ada's"."""
    plan = _plan("personal", "meeting minutes", "family meeting minutes")
    text, _ = render(plan)
    body = text.split("\n", 3)[-1]
    assert all(p.count("Ada has") <= 1 for p in body.split("\n\n")), body  # each section names her once
    assert re.search(r"\b(?:she|She) has\b", body), body
    invoice, _ = render(_plan("community", "invoice", "social club dues invoice"))
    notes = invoice.split("Total due", 1)[-1]
    assert "Ada has" not in notes and re.search(r"\b[Yy]ou have\b", notes), notes


def test_an_introduction_gives_every_clause_its_verb():
    """"Her number is 555-0199 while her e-mail ada@example.org" lacks a verb; "12 Elm Road , in" a tidy comma."""
    for seed in range(40):
        text, _ = render(_plan("legal", "memo", "parenting plan", seed=seed))
        assert not re.search(r"e-mail(?: address)? ada@", text), text[:700]
        assert " ," not in text


def test_the_person_speaking_calls_the_office_you_and_a_relative_clause_keeps_its_subject():
    from privasis_hub.synth.render import voice

    assert voice("{first_name} asked us to use {x}.", "first") == "I asked you to use {x}."
    assert voice("The activity {first_name} disputes came from {x}.", "she") == "The activity she disputes came from {x}."


def test_a_reports_particulars_hold_marital_status_and_its_text_the_life_event_instead_of_one_line_sections():
    extra = {"marital_status": ("Marital status", "identity", "widowed"),
             "life_event": ("Recent life event", "personal circumstances", "a car accident")}
    for seed in range(6):
        plan = replace(_plan("legal", "report", "durable financial power of attorney", extra, seed=seed),
                       headings={"identity": "The individual", "personal circumstances": "Recent events"})
        text, spans = render(plan)
        # on the file's particulars line (s21-report: no profile paragraph, reader12 class E)
        assert re.search(r"(?m)^[A-Z][\w ]*: [^\n]*\bwidowed\b", text), text  # (s22-report: on the name line)
        # a life event is told, in a sentence that says when (profile.yaml life_event_told, issue 19 reader6 class 5)
        assert re.search(r"[^\n:]+ a car accident\b[^\n:]*\.", text), text
        assert "The individual" not in text and "Recent events" not in text
        _exact(text, spans, plan.values)


def test_an_email_asks_for_facts_by_labels_that_are_nouns():
    extra = {"contact_pref": ("Reach member by", "matter", "text messages in the morning")}
    for seed in range(10):
        text, _ = render(_plan("community", "email thread", "club membership renewal form", extra, seed=seed))
        assert "reach member by" not in text.lower(), text[:900]


def test_a_persons_own_words_do_not_read_as_an_office_form():
    """In a diary or the person's own statement, no "the postal code recorded for me", "X is listed as my employer"."""
    from privasis_hub.synth.catalog import profile_fields
    from privasis_hub.synth.render import _avoided

    said = {f.key: f.sentences for f in profile_fields()}
    for key in ("employer", "occupation", "postal_code", "marital_status", "life_event"):
        for template in said[key]:
            assert "is listed as" not in template and "gave {marital_status}" not in template, template
    assert _avoided("The postal code recorded for {first_name} is {postal_code}.", "personal", "first")
    assert _avoided("{employer} is listed as the employer of {full_name}.", "financial", "first")


def test_a_chat_agent_asks_for_the_persons_particulars_and_the_person_gives_them():
    for seed in range(4):
        plan = _plan("community", "chat log", "mutual aid intake chat", seed=seed)
        text, spans = render(plan)
        lines = text.splitlines()
        for i, line in enumerate(lines):
            said = line.split("] ", 1)[-1]  # not the time stamp ("[09:41]")
            if re.search(r"\b41\b", said) or "12 Elm Road" in said:  # her age and street: said by Ada, when asked
                assert "] Ada: " in line and lines[i - 1].rstrip().endswith(("?", "."))
                assert "Bo Lind: " in lines[i - 1], lines[i - 1]
        assert "my mutual aid intake chat" not in text  # the chat is not what the person came about
        _exact(text, spans, plan.values)


def test_a_label_inside_a_sentence_is_lower_case_but_keeps_its_acronyms():
    from privasis_hub.synth.render import _in_sentence

    assert _in_sentence("Booking Reference") == "booking reference"
    assert _in_sentence("Card on File") == "card on file"
    assert _in_sentence("ZIP code") == "ZIP code"
    assert _in_sentence("ID number") == "ID number"


def test_a_plural_record_type_takes_a_plural_verb_when_the_background_is_retold():
    from privasis_hub.synth.render import retell

    told = retell("The exit interview notes records {first_name}'s last meeting with HR.", "exit interview notes",
                  "third", "Mr.")
    assert told == "These notes record Mr. {last_name}'s last meeting with HR."
    assert retell("The traffic citation records what happened.", "traffic citation", "third", "Mr.") == \
        "This traffic citation records what happened."


def test_the_indefinite_article_follows_the_sound_not_the_letter():
    from privasis_hub.synth.render import _a

    assert [_a(w) for w in ("United States", "university", "European", "one-time", "user")] == ["a"] * 5
    assert [_a(w) for w in ("engineer", "uninsured", "unemployed", "hour", "honest", "urgent")] == ["an"] * 6


def test_a_case_note_opens_an_entry_of_the_offices_own_facts_with_its_own_work_not_a_call_with_the_person():
    contact = re.compile(r"^(?:Spoke with|Phoned|Talked to|Met|Saw|(?:Reviewed|Went through|Read) the (?:papers|documents|forms)|E-mail from|Message "
                         r"from|Note from|Called|Returned the call|Rang|Voicemail|Left a voicemail|Text from|Follow-up"
                         r"|Second call|Short call)")
    checked = 0
    for seed in range(12):
        plan = _plan("legal", "case notes", "client intake notes", seed=seed)
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        for entry in re.findall(r"(?m)^.*(?:min\)|\d{4}):\n(.*)$", text):
            profile = any(v in entry for k, (_, _, v) in _PROFILE.items())
            if "matter fact" in entry and not profile:
                checked += 1
                assert not contact.match(entry), entry
    assert checked, "no entry held only the office's own facts"


def test_a_person_quotes_their_own_numbers_in_an_e_mail_and_never_asks_after_what_they_were_sent():
    extra = {"member_number": ("Member number", "identifiers", "MEM-55501"),
             "confirmation_number": ("Confirmation number", "identifiers", "CNF-77702")}
    for seed in range(8):
        plan = _plan("government", "email thread", "voter registration confirmation", extra, seed=seed)
        for i, f in enumerate(plan.fields):  # the office's wording of a number, as the catalogue has it
            if f.key in extra:
                plan.fields[i] = replace(f, sentences=(f"Please reference {{{f.key}}} in all correspondence.",))
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        first = text.split("-----", 1)[0]
        assert "Please reference" not in first, first
        # ... in a sentence of theirs, not under their name (reader8 class 5, s19w-voice)
        # "my member number is ...", "my member number, if you need it, is ...", "You should have me under member number ..."
        assert re.search(r"\b(?:my member number(?:, if you need it,)? is|under member number) MEM-55501\b"
                         r"|\b(?:my confirmation number(?:, if you need it,)? is|under confirmation number) CNF-77702\b",
                         first), first
        assert not re.search(r"(?m)^(?:Member number|Confirmation number): ", first), first
        assert "heard back" not in first


def test_a_statement_says_how_to_pay_only_what_the_person_owes():
    held = {"retirement_balance": ("Retirement account balance", "account", "$384,796.76")}
    owed = {"amount_due": ("Amount due", "account", "$1,284.50")}
    ways = re.compile(r"(?m)^(?:How to pay|Ways to pay|Paying): ")
    for seed in range(6):
        text, _ = render(_plan("financial", "statement with table", "brokerage account quarterly statement", held,
                               seed=seed))
        assert not ways.search(text), text
        text, _ = render(_plan("financial", "statement with table", "credit card billing statement", owed, seed=seed))
        assert ways.search(text), text


def test_how_the_person_wants_to_be_reached_is_told_with_how_to_reach_them():
    extra = {"legal_contact_preference": ("Contact preference", "matter", "a call to the mobile number")}
    for seed in range(4):
        plan = _plan("legal", "report", "client engagement status report", extra, seed=seed)
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        intro = next(p for p in text.split("\n\n") if "555-0199" in p)
        # (s22-docs: a value on a "Label: " line is printed without its article: "Preferred contact: call to ...")
        assert "call to the mobile number" in intro, text


def test_a_persons_e_mail_about_a_document_calls_it_the_document_not_this_one():
    for seed in range(6):
        plan = _plan("education", "email thread", "truancy warning letter", seed=seed)
        plan.background = "A teacher raised a concern about {first_name}'s child, which prompted the truancy warning letter."
        text, _ = render(plan)
        first = text.split("-----", 1)[0]
        assert "this letter" not in first and "this truancy" not in first, first
        assert "prompted" not in first, first  # the background steers the e-mail; it is not told (issue 19)


def test_a_clinical_note_heads_the_visit_its_record_type_is():
    from privasis_hub.synth.render import _visit_kinds

    intake = _plan("medical", "case notes", "psychiatric intake assessment")
    assert _visit_kinds(intake) == ("new patient", "video")
    vitals = {"blood_pressure": ("Blood pressure", "clinical", "128/82")}
    assert "video" not in _visit_kinds(_plan("medical", "case notes", "psychotherapy progress note", vitals))
    assert _visit_kinds(_plan("medical", "report", "emergency department discharge summary")) == (
        "emergency department",)


def test_an_offices_stock_wording_speaks_only_of_situations_the_record_is_in():
    from privasis_hub.synth.render import _situation_ok

    will = _plan("legal", "letter", "last will and testament")
    assert not _situation_ok("Hearing dates cannot be moved.", will)
    hearing = _plan("legal", "letter", "license suspension hearing notice")
    assert _situation_ok("Hearing dates cannot be moved.", hearing)
    university = _plan("education", "letter", "financial aid award letter")
    university.subcategory = "higher education"
    assert not _situation_ok("Teachers can be reached through the front desk.", university)
    assert _situation_ok("Teachers can be reached through the front desk.",
                         _plan("education", "letter", "truancy warning letter", {"child_school": ("School", "x", "Y")}))
    assert not _situation_ok("The posts in question remain hidden.", _plan("media", "letter", "book publishing contract"))


def test_a_document_the_record_says_was_signed_is_not_sent_for_signature():
    from privasis_hub.synth.render import _situation_ok

    signed = _plan("legal", "letter", "revocable living trust", {"signing_date": ("Signed", "matter", "May 1, 2025")})
    text = "The trust is ready for your signature; read the key terms below and sign where shown."
    assert not _situation_ok(text, signed)
    assert _situation_ok(text, _plan("legal", "letter", "revocable living trust"))


def test_another_person_never_carries_the_persons_own_surname():
    from types import SimpleNamespace

    from privasis_hub.synth.catalog import person_name

    surnames = iter(["Martinez", "Martinez", "Rose"])  # Faker draws the person's own surname twice, then another
    fake = SimpleNamespace(first_name=lambda: "Kimberly", last_name=lambda: next(surnames))
    ctx = SimpleNamespace(fake=fake, profile=SimpleNamespace(last_name="Martinez"))
    assert person_name(ctx) == "Kimberly Rose"


def test_a_letters_signer_does_not_name_themselves_in_its_next_steps():
    for seed in range(8):
        text, _ = render(_plan("legal", "letter", "immigration attorney retainer letter", seed=seed))
        body = text.split("Dear", 1)[1].rsplit("Bo Lind, Attorney at Law", 1)[0]
        assert "Bo Lind" not in body, body


def test_a_persons_own_draft_is_addressed_to_no_one_and_a_family_note_to_the_family():
    draft, _ = render(_plan("personal", "memo", "online dating profile draft"))
    assert draft.startswith("Online dating profile draft\n") and "MEMORANDUM" not in draft and "TO:" not in draft
    family, _ = render(_plan("personal", "memo", "parent care meeting notes"))
    assert family.startswith("MEMORANDUM\nTO: ")


def test_a_close_person_keeps_the_whole_name_where_the_first_name_is_another_value_of_the_record():
    """A neighbor Spencer in Spencer, ID would give two keys one value: the neighbor keeps the surname."""
    from dataclasses import replace

    from privasis_hub.synth.render import _close_names

    plan = _plan("personal", "letter", "apology letter to a friend",
                 extra={"neighbor_name": ("Neighbor", "people", "Spencer Hall (neighbor)"),
                        "city": ("City", "contact", "Spencer")})
    plan = replace(plan, values=dict(plan.values))
    _close_names(plan)
    assert plan.values["neighbor_name"].endswith("Spencer Hall"), plan.values["neighbor_name"]
    assert plan.values["city"] == "Spencer"
