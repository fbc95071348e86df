"""Sanitization edits read whole (issue 19 item 4, second pass): one test per class of edit a reader found broken."""

from __future__ import annotations

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.rules import rewrite
from privasis_hub.sanitize.targets import expand


def test_an_abstracted_address_block_says_its_state_in_full_not_an_address_in_a_code():
    text = "03/01/2025\n\nAnne Bonilla\n414 Regina Tunnel Suite 392\nEllisview, AR 72372\n\nReference: YL-146067"
    pairs = [("city", "Ellisview"), ("postal_code", "72372"), ("street_address", "414 Regina Tunnel Suite 392")]
    out = rewrite(text, pairs, "abstract", context={"region": "AR"})
    assert out == "03/01/2025\n\nAnne Bonilla\nArkansas\n\nReference: YL-146067"


def test_a_form_field_or_table_cell_takes_a_fields_value_not_a_clause():
    assert rewrite("Report\nAge: 31\nOpened: 2025\n", [("age", "31")], "abstract") == "Report\nAge: 30s\nOpened: 2025\n"
    table = "| Time written     | 5:20 PM |\n| Upcoming date    | 01/27/2026 |\n"
    assert rewrite(table, [("note_time", "5:20 PM")], "abstract").startswith("| Time written     | Afternoon |")
    form = "Name: Joe Ray\nPostal code: 85230\n"
    assert rewrite(form, [("postal_code", "85230")], "abstract", context={"city": "Lake Michael"}) == \
        "Name: Joe Ray\nPostal code: Lake Michael area\n"
    # in prose the same values keep their sentence grammar
    assert rewrite("He is 31.", [("age", "31")], "abstract", context={"pronoun": "his"}) == "He is in his thirties."


def test_a_persons_absence_phrase_goes_whole_with_the_person():
    text = "Please write back by Friday. In Laura Smith's absence, the duty officer will reply.\n\nLaura Smith, Manager"
    for op in ("drop", "abstract"):
        out = rewrite(text, [("signer_name", "Laura Smith")], op, context={"role": "the customer"})
        assert out == "Please write back by Friday. The duty officer will reply.\n\nManager"
    assert rewrite("The duty officer answers in Laura Smith's absence.", [("signer_name", "Laura Smith")], "drop") == \
        "The duty officer answers."


def test_a_contact_said_as_its_own_label_goes_and_a_so_clause_goes_with_what_it_points_to():
    text = ("We have abonilla@me.example.net as your address for e-mail, and if we need to speak to you, we will ring "
            "919-555-0196, and should you need a little longer, ring us on +1 312 555 0129.")
    out = rewrite(text, [("email", "abonilla@me.example.net"), ("phone", "919-555-0196")], "abstract",
                  keep=["+1 312 555 0129"])
    assert out == ("If we need to speak to you, we will ring you, and should you need a little longer, ring us on "
                   "+1 312 555 0129.")
    text = ("We will send any updates to b.m@office.example.com, and the number we have for you is (215) 555-0101, so "
            "please keep it on and if you need a little longer, talk to the team on (832) 555-0110 on any weekday.")
    out = rewrite(text, [("email", "b.m@office.example.com"), ("phone", "(215) 555-0101")], "drop",
                  keep=["(832) 555-0110"])
    assert out == ("We will send any updates, and if you need a little longer, talk to the team on (832) 555-0110 "
                   "on any weekday.")


def test_an_identifier_in_a_letter_to_you_is_your_own_and_a_gate_code_is_an_access_code():
    text = "Dear member, your file is ready for you. Your card too. Please quote membership number CNG-ZZ50953855 on all mail."
    out = rewrite(text, [("community_member_number", "CNG-ZZ50953855")], "abstract", context={"role": "the member"})
    assert out.endswith("Please quote your member ID on all mail.")
    assert abstract_value("gate_access_code", "#27876") == "an access code"


def test_consent_terms_say_what_they_do():
    assert abstract_value("interview_consent_terms", "silhouette lighting and a pseudonym") == "identity protections"
    assert abstract_value("interview_consent_terms", "right to withdraw until the edit is locked") == \
        "a right to withdraw"
    text = "You agreed to take part under these terms: face blurred and voice altered; the piece runs in May."
    out = rewrite(text, [("interview_consent_terms", "face blurred and voice altered")], "abstract")
    assert out == "You agreed to take part under these terms: identity protections; the piece runs in May."


def test_a_citizenship_target_takes_the_birthplace_that_gives_it_back():
    target = SanitizationTarget("attribute", "citizenship", (TargetAttribute("citizenship", "Canadian"),), "abstract")
    record = [{"key": "place_of_birth", "value": "Toronto, Canada"}, {"key": "country_of_birth", "value": "Canada"},
              {"key": "occupation", "value": "electrician"}]
    full = expand(target, record)
    assert {(a.key, a.value) for a in full.attributes[1:]} == {("place_of_birth", "Toronto, Canada"),
                                                              ("country_of_birth", "Canada")}
    assert set(dict(full.context)["linked"].split()) == {"place_of_birth", "country_of_birth"}
    text = "She is a Canadian citizen. The application lists the place of birth as Toronto, Canada. She sails."
    out = rewrite(text, [(a.key, a.value) for a in full.attributes], "abstract", context=dict(full.context))
    assert "Toronto" not in out and "Canada" not in out and "citizen" in out
