"""Edits a writer would make: whole categories, facts said in other words, no tautologies or dangling clauses."""

import random
import re

from privasis_hub.sanitize.pipeline import _office
from privasis_hub.sanitize.rules import abstract_value, rewrite
from privasis_hub.sanitize.targets import TargetConfig, carriers, sample_targets
from tests.benchmark_modules import load_benchmark

CTX = {"role": "the applicant"}


def _attr(key, value, text, group="g"):
    spans = [{"start": m.start(), "end": m.end()} for m in re.finditer(re.escape(value), text)]
    return {"key": key, "value": value, "group": group, "sensitivity": 0.5, "spans": spans}


def _probe():
    return load_benchmark("quality_sanitization")


# --- (a) facts that give a removed target back ------------------------------------------------------------


def test_a_date_of_birth_abstracts_to_its_half_decade_not_a_month_that_gives_the_age():
    assert abstract_value("date_of_birth", "June 11, 1995") == "the mid-1990s"
    assert abstract_value("date_of_birth", "June 11, 1993") == "the early 1990s"  # as people say it (reader10)
    assert abstract_value("date_of_birth", "May 2, 1956") == "the mid-1950s"
    assert abstract_value("date_of_birth", "May 2, 1987") == "the late 1980s"
    text = "Date of birth: June 11, 1995\nYou were born on June 11, 1995."
    out = rewrite(text, [("date_of_birth", "June 11, 1995")], "abstract", context=CTX)
    assert out == "Date of birth: Mid-1990s\nYou were born in the mid-1990s."


def test_a_category_wide_group_covers_every_key_of_its_category():
    text = "Balance $884.85. Creditor Thomas Group. Late fee $219.62. Score 516 (VantageScore). Loan HEL-834397355."
    attrs = [_attr("outstanding_balance", "$884.85", text), _attr("creditor_name", "Thomas Group", text),
             _attr("late_fee_charged", "$219.62", text), _attr("credit_score", "516 (VantageScore)", text),
             _attr("loan_account_number", "HEL-834397355", text)]
    groups = [{"name": "income and debts", "keys": ["outstanding_balance", "creditor_name"]},
              {"name": "accounts", "keys": ["credit_score", "loan_account_number"]},
              {"name": "transactions", "keys": ["late_fee_charged"]}]
    cfg = TargetConfig(num_targets={1: 1.0}, group_prob=1.0)
    weights = {a["key"]: 1.0 for a in attrs}
    debts = [t for seed in range(12) for t in sample_targets(attrs, groups, weights, cfg, random.Random(seed), text=text)
             if t.name == "income and debts"]
    assert debts and all({a.key for a in t.attributes} == {"outstanding_balance", "creditor_name", "late_fee_charged",
                                                           "credit_score", "loan_account_number"} for t in debts)


def test_identity_covers_the_subjects_phone_and_street_address():
    text = "Randy Hamilton, 9721 Johnson Circles, +1 858 555 0169, born June 11, 1993."
    attrs = [_attr("full_name", "Randy Hamilton", text), _attr("date_of_birth", "June 11, 1993", text),
             _attr("street_address", "9721 Johnson Circles", text), _attr("phone", "+1 858 555 0169", text)]
    groups = [{"name": "identity", "keys": ["full_name", "date_of_birth"]},
              {"name": "contact and location", "keys": ["street_address", "phone"]}]
    cfg = TargetConfig(num_targets={1: 1.0}, group_prob=1.0)
    identity = [t for seed in range(12) for t in sample_targets(attrs, groups, {a["key"]: 1.0 for a in attrs}, cfg,
                                                                 random.Random(seed), text=text) if t.name == "identity"]
    assert identity and all({"phone", "street_address"} <= {a.key for a in t.attributes} for t in identity)


def test_an_occupation_whose_retirement_the_title_says_is_not_offered_and_its_group_neither():
    text = "Retirement party speech draft\n\nBy trade, I am a retired retail supervisor at Heath and Odonnell."
    occupation = _attr("occupation", "retired retail supervisor", text)
    assert carriers(occupation, [occupation], text) is None
    attrs = [occupation, _attr("employer", "Heath and Odonnell", text), _attr("city", "Moorebury", text + " Moorebury")]
    attrs[2]["spans"] = [{"start": 0, "end": 1}]
    groups = [{"name": "employment", "keys": ["occupation", "employer"]}]
    cfg = TargetConfig(num_targets={1: 1.0}, group_prob=1.0)
    for seed in range(5):
        targets = sample_targets(attrs, groups, {a["key"]: 1.0 for a in attrs}, cfg, random.Random(seed), text=text)
        assert all(t.kind != "group" and "occupation" not in {a.key for a in t.attributes} for t in targets)


def test_the_probe_counts_category_retirement_and_birth_year_leaks():
    probe = _probe()
    record = {"attributes": [{"key": "late_fee_charged", "value": "$219.62", "spans": [{"start": 0, "end": 1}]}]}
    row = {"targets": [{"kind": "group", "name": "income and debts", "keys": ["outstanding_balance"],
                        "values": ["$884.85"], "operation": "drop"},
                       {"kind": "attribute", "name": "occupation", "keys": ["occupation"],
                        "values": ["retired cook"], "operation": "drop"},
                       {"kind": "attribute", "name": "date_of_birth", "keys": ["date_of_birth"],
                        "values": ["June 11, 1993"], "operation": "abstract"}],
           "retention": [], "sanitized": "A late fee of $219.62 applies. Retirement party! Born June 1993."}
    found = probe.category_leaks(row, record)
    assert len(found) == 3 and found[0] == "income and debts <- $219.62"
    row["sanitized"] = "A fee applies. A party! Born in the mid-1990s."
    assert probe.category_leaks(row, record) == []


# --- (b) fluency ----------------------------------------------------------------------------------------------


def test_a_stand_in_that_only_restates_its_subject_takes_its_clause_out():
    text = ("The parties married in 1996, and our file for her is matter DU-3248244. Papers were lodged.\n"
            "His student ID number is STU-ZZ82915292 and this document was issued by the records office.")
    out = rewrite(text, [("client_matter_number", "DU-3248244"), ("student_id_number", "STU-ZZ82915292")],
                  "abstract", context=CTX)
    assert out == "The parties married in 1996. Papers were lodged.\nThis document was issued by the records office."


def test_a_drop_leaves_no_noun_or_verb_without_its_object():
    text = ("Surgery included a lobectomy and he has a documented history of chronic insomnia. He walks daily. "
            "Replies to your questions are sent to bev@staff.example.com. Someone may ring you.")
    out = rewrite(text, [("comorbidity", "chronic insomnia"), ("email", "bev@staff.example.com")], "drop",
                  others=["a lobectomy"])
    assert out == "Surgery included a lobectomy. He walks daily. Someone may ring you."


def test_a_clause_pointing_back_at_a_dropped_one_goes_with_it():
    text = "You may see what Thomas Group keeps on you; such a request is free. Interpreting can be arranged."
    out = rewrite(text, [("creditor_name", "Thomas Group")], "drop")
    assert out == "Interpreting can be arranged."


def test_an_abstracted_signer_keeps_the_headers_with_the_office_and_a_grammatical_salutation():
    text = ("From: Brendan Gonzalez <b.gonzalez@dmv.example.org>\nDate: Oct 15\n\nDear Mr. Ali,\n\nDone.\n\n"
            "Brendan Gonzalez, Program Specialist\nBrownburgh DMV Service Center\n-----\n"
            "From: Robert Ali <robert@citynet.test>\nTo: b.gonzalez@dmv.example.org\n\nDear Brendan Gonzalez,\n\nThanks.")
    ctx = {**CTX, "office": "Brownburgh DMV Service Center"}
    out = rewrite(text, [("signer_name", "Brendan Gonzalez"), ("signer_email", "b.gonzalez@dmv.example.org")],
                  "abstract", context=ctx)
    assert out.startswith("From: Brownburgh DMV Service Center\nDate: Oct 15")
    assert "To: Brownburgh DMV Service Center\n\nHello,\n" in out  # an e-mail thread: never "Dear Sir or Madam,"
    assert "\nProgram Specialist\nBrownburgh DMV Service Center\n" in out and "an official" not in out.lower()


def test_the_office_is_the_organisation_on_the_letterhead_or_sign_off():
    text = "Brownburgh DMV Service Center\n1190 Brewer Gateway\n\nDear Mr. Ali,\n\nDone.\n\nKind regards,\nAmy"
    record = {"text": text, "attributes": [{"key": "agency_office", "value": "Brownburgh DMV Service Center"}]}
    assert _office(record) == "Brownburgh DMV Service Center"
    assert _office({"text": "Dear Amy,\nYou visited Brownburgh DMV Service Center.", "attributes": record["attributes"]}) is None


def test_a_license_class_and_an_insurer_get_stand_ins_of_their_own():
    text = "You hold a Class C with a motorcycle endorsement license; liability coverage comes from Summit Assurance."
    out = rewrite(text, [("license_class", "Class C with a motorcycle endorsement"),
                         ("insurance_carrier", "Summit Assurance")], "abstract", context=CTX)
    assert out == "You hold a standard license; liability coverage comes from an insurance company."


def test_the_probe_counts_tautologies_dangling_clauses_salutations_and_lost_headers():
    probe = _probe()
    row = {"targets": [{"kind": "attribute", "name": "phone", "keys": ["phone"], "values": ["555-0113"],
                        "operation": "abstract"}],
           "original": "From: Amy <a@b.org>\nTo: c@d.org\nDear Brendan,\nThe number we have is 555-0113. Fine.",
           "sanitized": "From: Amy\nDear an official,\nThe number we have is your phone number. He has a documented "
                        "history. Replies are sent. Such a request is free."}
    found = probe.writer_edit_problems(row)
    assert found["tautology"] and found["salutation"] and len(found["dangling"]) == 3 and found["header_lost"]
    row["sanitized"] = "From: Amy\nTo: The office\nDear Sir or Madam,\nFine."
    assert not any(probe.writer_edit_problems(row).values())


def test_clauses_go_without_leaving_double_commas_or_an_it_without_its_antecedent():
    text = ("Life for me has been different since a move abroad and I am writing this from the library, and I think of the trip to "
            "Big Sur often, and it hurts less each time. Kristina and I talked it over dinner, and I sign off with "
            "the old nickname, Sparrow.\nNext.")
    out = rewrite(text, [("life_event", "a move abroad"), ("shared_memory", "the trip to Big Sur"),
                         ("old_nickname", "Sparrow")], "drop")
    assert out == "I am writing this from the library. Kristina and I talked it over dinner.\nNext."


def test_a_header_lines_last_part_goes_with_its_comma_and_a_caller_is_a_person():
    out = rewrite("FROM: Dr. Willie Frazier, Andersonfort Heart Institute\nTO: File",
                  [("care_facility", "Andersonfort Heart Institute")], "drop")
    assert out == "FROM: Dr. Willie Frazier\nTO: File"
    assert abstract_value("phone_call_with", "Dylan Wilson") != "a phone number"


def test_a_child_named_with_a_grade_is_a_student_of_that_school_level():
    assert abstract_value("dependent_student", "Randall Allen, grade 10") == "a high school student"
    assert abstract_value("dependent_student", "Mia Cole, grade 3") == "an elementary school student"


def test_an_approximate_count_is_not_said_approximately_twice_and_a_verb_in_a_key_is_no_label():
    assert abstract_value("manuscript_word_count", "about 92,000 words") == "between 50,000 and 100,000 words"
    out = rewrite("On the waiver, Mr. Dalton disclosed type 1 diabetes, and staff should call Ann.",
                  [("disclosed_condition", "type 1 diabetes")], "drop")
    assert out == "Staff should call Ann."  # the clause goes, not "disclosed a health matter"


def test_a_place_inside_an_organisations_name_takes_the_name_to_its_kind():
    text = "Herreraport Adult Sports League\nThe booking for me is with Herreraport Adult Sports League."
    expected = "The adult sports league\nThe booking for me is with the adult sports league."
    assert rewrite(text, [("city", "Herreraport")], "abstract") == expected
    assert rewrite(text, [("city", "Herreraport")], "drop") == expected


def test_a_dropped_party_is_named_by_its_kind_and_a_lead_date_goes_with_its_preposition():
    out = rewrite("I have banked with Lakeview Credit Union for years and I prefer a moderate plan. As of 2024-09-17 "
                  "this has been an open matter.",
                  [("bank_name", "Lakeview Credit Union"), ("case_opened_date", "2024-09-17")], "drop")
    assert out == ("I have banked with the financial institution for years and I prefer a moderate plan. "
                   "This has been an open matter.")
    out = rewrite("Weight was 140 lb. The most recent bloodwork showed platelet count 107. Orders were entered.",
                  [("lab_result", "platelet count 107")], "drop")
    assert out == "Weight was 140 lb. Orders were entered."
    assert rewrite("A long call with Dylan Wilson left me thinking.", [("phone_call_with", "Dylan Wilson")],
                   "abstract") == "A long call with someone left me thinking."


def test_a_verb_after_a_modal_is_not_absorbed_as_a_label_and_a_clay_studio_is_an_arts_studio():
    out = rewrite("In an emergency, staff should contact Timothy Lawrence (brother).",
                  [("family_contact", "Timothy Lawrence (brother)")], "drop")
    assert out == "In an emergency, staff should contact a brother."
    # a dropped emergency contact is the sentence's point: it goes whole, relation and all
    assert rewrite("In an emergency, staff should contact Timothy Lawrence (brother). We open at 9.",
                   [("community_emergency_contact", "Timothy Lawrence (brother)")], "drop") == "We open at 9."
    assert abstract_value("provider_name", "South Amy Clay Studio") == "an arts studio"


def test_a_restated_id_clause_goes_before_any_and_clause_that_follows():
    out = rewrite("Her student ID number is STU-1234567 and the papers from her came in on 10/25/2025.",
                  [("student_id_number", "STU-1234567")], "abstract")
    assert out == "The papers from her came in on 10/25/2025."
    out = rewrite("The best number for the patient is 555-201-0199 and correspondence goes to the clinic.",
                  [("phone", "555-201-0199")], "abstract", context={"role": "the patient"})
    assert out == "Correspondence goes to the clinic."


def test_a_verb_that_needs_its_dropped_object_takes_its_clause():
    out = rewrite("He is retired. The social history describes him as a former smoker.",
                  [("smoking_status", "a former smoker")], "drop")
    assert out == "He is retired."
    out = rewrite("An electronic copy has also gone to k.n@family.example.com and the number we have is 555-0144.",
                  [("email", "k.n@family.example.com")], "drop")
    assert out == "The number we have is 555-0144."
