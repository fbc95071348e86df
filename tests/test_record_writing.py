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
            assert re.search(r"Ms\. Quill(?:'s date of birth is| was born on) March 3, 1984", text), (fmt, text[:600])
            assert re.search(r"(?:lives|has a home|resides|has an address) at 12 Elm Road", text)
            _exact(text, spans, plan.values)
    minutes, _ = render(_plan("community", "meeting minutes", "club board disciplinary hearing minutes"))
    assert "\nMotion: " in minutes and re.search(r"carried|agreed", minutes)


def test_a_letter_carries_one_reference_the_matters_own_number_and_no_date_of_birth_in_its_head():
    extra = {"matter_number": ("Matter number", "matter", "LNZ-395520"),
             "court_case": ("Case number", "matter", "2025-SC-133392")}
    for seed in range(4):
        plan = _plan("legal", "letter", "small claims complaint", extra, seed=seed)
        text, spans = render(plan)
        head = text.split("\nDear ", 1)[0]
        assert "Matter number: LNZ-395520" in head and "REF-12345" not in text
        assert "Date of birth" not in head
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
    dated = {"response_deadline": ("Response deadline", "matter", "June 30, 2025")}
    assert any(pointer.search(render(_plan("government", "letter", "benefit renewal notice", dated, seed=s))[0])
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
