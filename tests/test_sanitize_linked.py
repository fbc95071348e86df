"""Facts linked to a removed target go with it (sex, organisation, home city); address blocks are edited whole."""

import re

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize import instruct
from privasis_hub.sanitize.gender import GENDER_WORD_KEY, gendered_words, neutralise
from privasis_hub.sanitize.pipeline import verify
from privasis_hub.sanitize.rules import abstract_value, rewrite, target_spans
from privasis_hub.sanitize.targets import expand
from tests.benchmark_modules import load_benchmark

FEMALE = gendered_words("female")
MALE = gendered_words("male")


def _target(key, value, operation="drop", kind="attribute", context=()):
    return SanitizationTarget(kind, key, (TargetAttribute(key, value),), operation, context)


def _attr(key, value, text=""):
    spans = [{"start": m.start(), "end": m.end()} for m in re.finditer(re.escape(value), text)] or [{"start": 0, "end": 1}]
    return {"key": key, "value": value, "group": "g", "sensitivity": 0.5, "spans": spans}


def _probe():
    return load_benchmark("quality_sanitization")


# --- sex: pronouns, titles, relation words ------------------------------------------------------------


def test_a_removed_sex_turns_pronouns_neutral_and_verbs_agree():
    text = "She prefers e-mail and she is booked on Friday. He currently serves as deacon; he's been told."
    assert neutralise(text, FEMALE) == ("They prefer e-mail and they are booked on Friday. "
                                        "He currently serves as deacon; he's been told.")
    assert neutralise(text, MALE) == ("She prefers e-mail and she is booked on Friday. "
                                      "They currently serve as deacon; they've been told.")


def test_her_becomes_their_before_what_she_owns_and_them_as_an_object():
    text = "Her last sign-in came from Ohio. Staff should reach her through the portal; her charges and her 2 children; " \
           "the booking for her is with us; I told her last week; we let her know."
    assert neutralise(text, FEMALE) == (
        "Their last sign-in came from Ohio. Staff should reach them through the portal; their charges and their 2 "
        "children; the booking for them is with us; I told them last week; we let them know.")


def test_a_title_gives_way_to_a_neutral_one_or_the_role_never_a_first_name_and_relation_words_to_neutral_ones():
    text = "Dear Ms. Anderson, a second traveler, Eric Conley (fiance), and her mother. Staff member Karen Pope met Ms. Pope."
    out = neutralise(text, FEMALE, {"subject": "Tina Anderson"})
    assert out == ("Dear Mx. Anderson, a second traveler, Eric Conley (partner), and their parent. "
                   "Staff member Karen Pope met Mx. Pope.")
    text = "Patient: Ms. Martinez\nMs. Martinez came in. We saw Ms. Martinez and Ms. Ray's notes. Dear Ms. Martinez,"
    out = neutralise(text, FEMALE, {"subject": "Laurie Martinez", "role": "the patient"})  # reader4 T9
    assert out == ("Patient: Mx. Martinez\nThe patient came in. We saw the patient and Mx. Ray's notes. "
                   "Dear Mx. Martinez,")
    assert neutralise("I will miss the bus.", FEMALE) == "I will miss the bus."  # not a title


def test_expand_adds_the_gendered_words_of_a_sex_target_and_the_rewrite_neutralises_them():
    full = expand(_target("sex", "female"), [])
    words = [a.value for a in full.attributes if a.key == GENDER_WORD_KEY]
    assert "she" in words and "Ms" in words and "husband" in words and "he" not in words
    text = "Sex: female\nMs. Lee said she and her husband moved."
    out = rewrite(text, [(a.key, a.value) for a in full.attributes], "drop", context={"subject": "Ann Lee"})
    assert out == "Mx. Lee said they and their spouse moved."
    assert verify(out, [full], []) == []
    assert verify("Ms. Lee said she moved.", [full], [], stored=[_target("sex", "female")]) == [
        "inferable 'she'", "inferable 'Ms'"]


def test_the_instruction_says_pronouns_and_titles_go_with_the_sex():
    assert "Pronouns" in instruct.drop_instruction(_target("sex", "male")) or "pronouns" in instruct.drop_instruction(
        _target("sex", "male"))


# --- an organisation's domain; a home city's postal code and phone ------------------------------------


def test_an_organisations_e_mail_domain_is_found_with_it_and_goes_after_its_channel_verb():
    text = "Documents can be e-mailed to j.reyes@matthewsfoods.example.org or left at the desk."
    start = text.index("j.reyes")
    assert target_spans(text, "employer", "Matthews Foods") == [(start, start + len("j.reyes@matthewsfoods.example.org"))]
    assert target_spans(text, "employer", "Matthew Holdings") == []
    out = rewrite(text, [("employer", "Matthews Foods")], "abstract")
    assert out == "Documents can be e-mailed or left at the desk."
    assert abstract_value("office_website", "www.matthewsfoods.com") == "a website"


def test_a_home_city_takes_its_postal_code_and_the_subjects_phone_with_it():
    attributes = [_attr("postal_code", "98959"), _attr("phone", "214-555-0195"), _attr("issuer_phone", "555-0100")]
    full = expand(_target("city", "Lake Miguel", "abstract"), attributes)
    assert {(a.key, a.value) for a in full.attributes} >= {("postal_code", "98959"), ("phone", "214-555-0195")}
    assert dict(full.context)["linked"].split() == ["postal_code", "phone"]
    assert "its area code" in instruct.drop_instruction(full)


def test_an_age_takes_the_subjects_date_of_birth_with_it_not_a_childs():
    attributes = [_attr("date_of_birth", "February 9, 1971"), _attr("program_child_birth_date", "August 29, 2015")]
    target = SanitizationTarget("group", "child", (TargetAttribute("program_child_birth_date", "August 29, 2015"),
                                                   TargetAttribute("age", "54")), "drop", ())
    full = expand(target, attributes, document_date="2025-11-19")
    assert ("date_of_birth", "February 9, 1971") in {(a.key, a.value) for a in full.attributes}
    assert "10" not in {a.value for a in full.attributes}  # (the child's age is no age of the subject's)


# --- address blocks --------------------------------------------------------------------------------


BLOCK = "Anna Lopez\n6504 William Common Apt. 282\nLake Miguel, 98959\n\nDear Anna,"


def test_an_address_block_loses_whole_lines_not_words():
    street = ("street_address", "6504 William Common Apt. 282")
    city, zip_code = ("city", "Lake Miguel"), ("postal_code", "98959")
    assert rewrite(BLOCK, [street], "abstract") == "Anna Lopez\nLake Miguel, 98959\n\nDear Anna,"
    assert rewrite(BLOCK, [zip_code], "drop") == "Anna Lopez\n6504 William Common Apt. 282\nLake Miguel\n\nDear Anna,"
    assert rewrite(BLOCK, [city, zip_code], "abstract") == "Anna Lopez\n6504 William Common Apt. 282\n\nDear Anna,"
    assert rewrite(BLOCK, [street, city, zip_code], "drop") == "Anna Lopez\n\nDear Anna,"
    assert rewrite(BLOCK, [street, city, zip_code], "abstract", context={"region": "Ohio"}) == (
        "Anna Lopez\nOhio\n\nDear Anna,")  # the block says its state as an address would


def test_a_street_named_flat_is_not_an_apartment():
    assert abstract_value("street_address", "39284 Wood Flat", {"city": "Bow"}) == "an address in Bow"
    assert abstract_value("street_address", "Flat 3, 12 High St", {"city": "Bow"}) == "an apartment in Bow"


def test_a_signature_contact_line_and_a_bracketed_address_go_when_abstracted():
    text = "From: Anna Lopez <a.lopez@example.net>\n\nThanks,\nAnna Lopez\n+1 214 555 0195\nSee you."
    out = rewrite(text, [("email", "a.lopez@example.net"), ("phone", "+1 214 555 0195")], "abstract")
    assert out == "From: Anna Lopez\n\nThanks,\nAnna Lopez\nSee you."


def test_a_letterhead_part_goes_with_its_separator():
    text = "Lewis Recreation Center · 2024-08-09\n0987 Woods Circle · Tel. (813) 555-0124\nBody."
    assert rewrite(text, [("community_organization", "Lewis Recreation Center")], "drop").startswith("2024-08-09\n")
    assert rewrite(text, [("issuer_phone", "(813) 555-0124")], "abstract") == (
        "Lewis Recreation Center · 2024-08-09\n0987 Woods Circle\nBody.")


# --- fluency ---------------------------------------------------------------------------------------


def test_a_channel_needs_no_stand_in_for_its_number():
    text = "Our staff may call you at (503) 555-0168 and, if you disagree, call us at (503) 555-0168 before Friday."
    for operation in ("abstract", "drop"):
        assert rewrite(text, [("phone", "(503) 555-0168")], operation) == (
            "Our staff may call you and, if you disagree, call us before Friday.")


def test_a_joined_clause_that_needs_its_dropped_object_goes_with_it():
    text = "[20:56] Madison: Things with Ryan have been hard and what keeps me up at night is an aging dog."
    out = rewrite(text, [("private_worry", "an aging dog")], "drop", others=["Ryan"])
    assert out == "[20:56] Madison: Things with Ryan have been hard."


def test_a_stand_in_does_not_repeat_the_noun_its_sentence_already_says():
    text = "Family history is significant for an older brother with type 2 diabetes; nothing else."
    out = rewrite(text, [("family_medical_history", "an older brother with type 2 diabetes")], "abstract")
    assert not re.search(r"family history\b.*\bfamily history", out, re.I)


def test_a_group_instruction_says_each_ladder_phrase_once():
    attrs = tuple(TargetAttribute(k, v) for k, v in (("comorbidity", "asthma"), ("diagnosis", "gout"),
                                                      ("visit_date", "March 4, 2025")))
    target = SanitizationTarget("group", "health", attrs, "abstract")
    text = instruct.offline_abstract_instruction(target, ["health", "health", "date"])
    assert text.count("a broader class of condition or treatment") == 1
    assert "the comorbidity and the diagnosis to" in text


# --- the benchmark's independent probe ----------------------------------------------------------------


def test_the_probe_reads_a_removed_sex_or_employer_back_from_linked_facts():
    probe = _probe()
    row = {"targets": [{"keys": ["sex"], "values": ["female"], "operation": "drop"},
                       {"keys": ["employer"], "values": ["Matthews Foods"], "operation": "abstract"}],
           "sanitized": "She wrote to j.reyes@matthewsfoods.example.org about Eric (fiance)."}
    record = {"attributes": []}
    found = probe.linked_leaks(row, record)
    assert "sex <- She" in found and "sex <- fiance" in found
    assert any(f.startswith("organisation <- j.reyes@matthewsfoods") for f in found)
    row["sanitized"] = "They wrote to the office about Eric (partner)."
    assert probe.linked_leaks(row, record) == []


def test_the_probe_reads_a_removed_age_back_from_the_subjects_birth_date_not_a_childs():
    probe = _probe()
    row = {"targets": [{"keys": ["age"], "values": ["24"], "operation": "drop"}], "sanitized": ""}
    child = {"attributes": [{"key": "program_child_birth_date", "value": "04/18/2017"}], "text": ""}
    own = {"attributes": [{"key": "date_of_birth", "value": "06/24/2001"}], "text": ""}
    assert probe.linked_facts(row, child) == []
    assert probe.linked_facts(row, own) == [("age", "06/24/2001")]


def test_a_schedule_becomes_its_frequency_without_its_preposition():
    assert abstract_value("payout_schedule", "the 12th of each month") == "monthly"
    text = "Payouts to her are sent on the 12th of each month; she works."
    assert rewrite(text, [("payout_schedule", "the 12th of each month")], "abstract") == (
        "Payouts to her are sent monthly; she works.")


def test_a_far_month_and_year_keeps_its_part_of_the_year():
    assert abstract_value("payout_period", "February 2024") == "early 2024"
    assert abstract_value("payout_period", "October 2019") == "late 2019"


def test_kinds_follow_what_the_value_is():
    assert abstract_value("tax_form_status", "a W-9 on file") == "a tax form"
    assert abstract_value("provider_name", "Neal Health Club") == "a fitness club"
    assert abstract_value("health_insurance_plan", "Keystone Wellness Cooperative PPO Gold 1500") == "a PPO health plan"


def test_a_note_header_keeps_the_writers_title():
    text = "2025-10-26 — Isaiah Williamson, Program Specialist:\nChecked the file."
    assert rewrite(text, [("signer_name", "Isaiah Williamson")], "abstract") == (
        "2025-10-26 — Program Specialist:\nChecked the file.")


def test_a_dropped_address_or_origin_takes_its_verb_or_preposition():
    text = "Documents can be e-mailed to k.garcia@summit.example.org or left at the desk. The balance traces back " \
           "to a car loan. Pay by Friday."
    out = rewrite(text, [("signer_email", "k.garcia@summit.example.org"), ("debt_origin", "a car loan")], "drop")
    assert out == "Documents can be e-mailed or left at the desk. Pay by Friday."


def test_an_office_writing_to_you_calls_your_address_yours():
    text = "Dear reader, your file is open and you must report. We will send any further updates to krogers@metro.test."
    text = "We wrote to you. " + text
    assert rewrite(text, [("last_name", "Rogers")], "abstract", context={"role": "the applicant"}).endswith(
        "We will send any further updates by e-mail.")  # s19n: the channel, not "to your e-mail address"
