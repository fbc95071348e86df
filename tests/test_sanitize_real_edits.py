"""Sanitization edits a writer would make (issue 19 item 4): no circular stand-ins, no fragments, no doubled places."""

from __future__ import annotations

from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.rules import rewrite
from privasis_hub.sanitize.tidy import tidy

HOME = {"city": "North Scottbury", "role": "the client", "pronoun": "her"}


def test_an_abstracted_street_before_its_city_leaves_the_city_said_once():
    text = "She lives at 2523 Mark Extension in North Scottbury. Her ZIP code is 57216."
    assert rewrite(text, [("street_address", "2523 Mark Extension")], "abstract", context=HOME) == \
        "She lives in North Scottbury. Her ZIP code is 57216."
    text = "She has an address at 2523 Mark Extension , a home in North Scottbury. Next."
    assert rewrite(text, [("street_address", "2523 Mark Extension")], "abstract", context=HOME) == \
        "She has an address in North Scottbury. Next."


def test_a_dropped_street_before_its_city_leaves_no_comma_behind():
    text = "He has a home at 2169 Thompson Branch , in North Scottbury. His ZIP code is 85467."
    assert rewrite(text, [("street_address", "2169 Thompson Branch")], "drop", context=HOME) == \
        "He has a home in North Scottbury. His ZIP code is 85467."


def test_an_abstracted_street_said_alone_becomes_its_place_not_an_address_is_an_address():
    assert rewrite("You have a home at 2523 Mark Extension.", [("street_address", "2523 Mark Extension")],
                   "abstract", context=HOME) == "You have a home in North Scottbury."
    out = rewrite("Notices go by mail; the residential address is 2523 Mark Extension. I call it home.",
                  [("street_address", "2523 Mark Extension")], "abstract", context=HOME)
    assert out == "Notices go by mail; the residential address is in North Scottbury. I call it home."


def test_a_city_line_goes_whole_when_its_city_goes():
    text = "Butler Health Club\n0333 Wilson Greens\nElizabethport, RI 02821\nTel. 602-555-0129\n\nDear member,"
    out = rewrite(text, [("city", "Elizabethport")], "abstract", context={"region": "RI"})
    assert "RI 02821" not in out and "\nRI\n" not in out and "02821" not in out
    assert out.startswith("Butler Health Club\n0333 Wilson Greens\nTel. 602-555-0129")


def test_a_restated_label_goes_with_its_clause():
    text = "Ms. Lam's customer number is PL-0784217 and the loan is serviced under account MTG-158452441. Next."
    assert rewrite(text, [("fin_customer_number", "PL-0784217")], "drop", others=["Lam", "MTG-158452441"]) == \
        "The loan is serviced under account MTG-158452441. Next."
    text = "The submission was logged as REC-58415546 and the Social Security number on file is 986-23-8121. Next."
    assert rewrite(text, [("social_security_number", "986-23-8121")], "abstract",
                   context={"pronoun": "her", "role": "the applicant"}, others=["REC-58415546"]) == \
        "The submission was logged as REC-58415546 and the Social Security number is on file. Next."  # mentioned, as
    # asked ("a plain mention of the ID"), not deleted: the s19j readers' abstraction done as a drop
    text = "His ZIP code is 84542. His phone number is 813-555-0148 while his e-mail address is j@post.example.com."
    out = rewrite(text, [("phone", "813-555-0148")], "abstract", context={"pronoun": "his"},
                  others=["84542", "j@post.example.com"])
    assert "phone number is" not in out and "j@post.example.com" in out
    text = "Her phone number is +1 617 555 0124 and her e-mail address is lisa@office.example.net."
    assert rewrite(text, [("phone", "+1 617 555 0124")], "drop", others=["lisa@office.example.net"]) == \
        "Her e-mail address is lisa@office.example.net."


def test_a_postal_code_said_as_a_postal_code_in_a_place_goes_with_its_sentence():
    text = "She lives in Saraview, IA. Her ZIP code is 52515. She works as a welder."
    out = rewrite(text, [("postal_code", "52515")], "abstract", context={"city": "Saraview", "region": "IA"})
    assert out == "She lives in Saraview, IA. She works as a welder."


def test_an_office_inbox_said_only_as_a_mention_goes_with_its_clause():
    text = "The outcome will reach you by letter, and this file's inbox is j.kerr@x.example.org, read every weekday. Bye."
    assert rewrite(text, [("signer_email", "j.kerr@x.example.org")], "abstract") == \
        "The outcome will reach you by letter. Bye."
    text = "Next. E-mail for this file: j.kerr@x.example.org, read every weekday, and note down LP-29 if you phone."
    assert rewrite(text, [("signer_email", "j.kerr@x.example.org")], "abstract", others=["LP-29"]) == \
        "Next. Note down LP-29 if you phone."


def test_tidy_removes_sentences_of_nothing_but_contact_mentions():
    original = "She was born in 1990. Contact details: +1 317 555 0131, r@example.org.\nShe gave 555 and r@x.org. End."
    edited = ("She was born in 1990. Contact details: the member's phone number, the member's e-mail address.\n"
              "She gave her phone number and her e-mail address. End.")
    assert tidy(original, edited) == "She was born in 1990.\nEnd."
    kept = "She was born in 1990. Contact details: +1 317 555 0131, the member's e-mail address.\nShe gave 555. End."
    assert tidy(original, kept) == "She was born in 1990. Contact details: +1 317 555 0131.\nShe gave 555. End."


def test_tidy_takes_out_a_clause_left_saying_only_that_copies_may_be_sent():
    original = "We accept, and copies may be sent to k@x.org or posted to the address above."
    assert tidy(original, "We accept, and copies may be sent or posted to the address above.", address_gone=True) == \
        "We accept."


def test_a_payment_method_keeps_its_kind_without_the_account():
    assert abstract_value("contribution_payment_method", "monthly autopay from savings account ending in 8044") == \
        "monthly autopay from a bank account"
    assert abstract_value("payment_method", "Visa card ending in 7210") == "a payment card"


def test_goals_and_injuries_say_their_kind_not_a_placeholder():
    assert abstract_value("career_goal", "an entry-level software developer role") == "a new career"
    assert abstract_value("treatment_goal", "lifting a grandchild without shoulder pain") == \
        "a return to everyday activities"
    assert abstract_value("treatment_goal", "returning to full duty at work") == "a return to work"
    assert abstract_value("chief_complaint", "swollen finger joints") == "joint or muscle symptoms"
    text = "A hearing is set, and records confirm that he sustained a herniated disc, and the matter is pending at X Court."
    out = rewrite(text, [("injury_description", "a herniated disc")], "drop", keep=["X Court"])
    assert "a health matter" not in out and "herniated" not in out


def test_job_titles_work_authorisation_and_improvement_goals_keep_their_meaning():
    assert abstract_value("position_title", "Associate Writer") == "a staff position"
    assert abstract_value("work_authorization", "a U.S. citizen") == "eligible to work"
    assert abstract_value("pip_goal", "complete the expense policy training") == "a work improvement target"


def test_a_file_number_restated_as_its_kind_goes_and_an_office_phone_is_the_office():
    text = "The petition was filed, and our file for her is matter XK-4545523. Please cite it."
    out = rewrite(text, [("client_matter_number", "XK-4545523")], "abstract", context={"pronoun": "her"})
    assert out == "The petition was filed. Please cite it."
    text = "How to pay: by check; in the app; or by phoning 713-555-0136 quoting a case number."
    assert rewrite(text, [("issuer_phone", "713-555-0136")], "abstract") == \
        "How to pay: by check; in the app; or by phoning the office quoting a case number."


def test_a_dropped_opening_date_takes_its_on_with_it():
    text = "Next. From 2025-11-13 on we have held your papers."
    assert rewrite(text, [("case_opened_date", "2025-11-13")], "drop") == "Next. We have held your papers."


def test_a_venue_is_an_organisation_and_a_circular_ethnicity_line_goes():
    from privasis_hub.sanitize.rules import value_kind

    assert value_kind("provider_name", "Sanchez Amphitheater") == "organization"
    assert abstract_value("provider_name", "Sanchez Amphitheater") == "a performance venue"
    assert rewrite("Name: Al\nEthnicity: White\nSex: m", [("ethnicity", "White")], "abstract") == "Name: Al\nSex: m"
