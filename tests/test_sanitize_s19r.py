"""Sanitization classes of reader4's triplets (issue 19): a removed town's clues, a removed sex's title, stand-ins that
are not what their slot holds, and a clause left pointing at a contact that went."""

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.gender import gendered_words, neutralise
from privasis_hub.sanitize.kinds import TOWN_COUNTY_KEY
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.targets import expand
from privasis_hub.sanitize.tidy import tidy
from privasis_hub.synth.places import town_clues

LETTER = ("Jefferson County Department of Human Services\n4939 S 6th Dr, Suite D\nLouisville, KY 40202\n"
          "Tel. +1 502 555 0120\n\nI agree that Jefferson County Department of Human Services may verify my answers.\n")


def test_a_towns_clues_are_its_county_its_own_area_codes_and_its_zip_codes():
    zips, codes, county = town_clues("KY", "Louisville")
    assert county == "Jefferson County" and "502" in codes and "40202" in zips
    assert town_clues("MT", "Billings")[1] == ()  # a state-wide area code says only the state
    assert town_clues("CA", "Fresno")[2] == ""  # "Fresno County" says the town's name already


def test_expand_links_the_towns_phone_and_names_its_county():
    attributes = [{"key": "city", "value": "Louisville"}, {"key": "issuer_phone", "value": "+1 502 555 0120"},
                  {"key": "agency_office", "value": "Jefferson County Department of Human Services"},
                  {"key": "relative_phone", "value": "+1 212 555 0100"}]
    full = expand(SanitizationTarget("attribute", "city", (TargetAttribute("city", "Louisville"),), "abstract"),
                  attributes, text=LETTER)
    pairs = {(a.key, a.value) for a in full.attributes}
    assert (TOWN_COUNTY_KEY, "Jefferson County") in pairs and ("issuer_phone", "+1 502 555 0120") in pairs
    assert "issuer_phone" in dict(full.context)["linked"].split()
    assert ("relative_phone", "+1 212 555 0100") not in pairs  # another town's number says nothing of this one


def test_the_county_is_said_without_its_name():
    out = rewrite(LETTER + "You live in Jefferson County. The hearing is in the Jefferson County District Court.",
                  [("city", "Louisville"), (TOWN_COUNTY_KEY, "Jefferson County"), ("issuer_phone", "+1 502 555 0120")],
                  "abstract", context={"city": "Louisville", "region": "KY", "linked": "issuer_phone"})
    assert "Jefferson" not in out and "502" not in out
    assert out.startswith("County Department of Human Services\n")
    assert "I agree that the County Department of Human Services may verify" in out
    assert "You live in the county. The hearing is in the County District Court." in out


def test_a_title_never_gives_way_to_the_first_name():
    text = "Ms. Martinez came in. Ms. Martinez's chart is attached, and we saw Ms. Martinez today."
    out = neutralise(text, gendered_words("female"), {"subject": "Laurie Martinez", "role": "the patient"})
    assert out == "The patient came in. The patient's chart is attached, and we saw the patient today."
    assert "Laurie" not in neutralise(text, gendered_words("female"), {"subject": "Laurie Martinez"})


def test_a_stand_in_is_what_its_slot_holds():
    assert abstract_value("benefit_deposit_method", "a Direct Express debit card") == "a prepaid debit card"
    assert abstract_value("benefit_deposit_method", "direct deposit to a checking account ending in 3391") == \
        "direct deposit"
    assert abstract_value("benefit_program", "Social Security Disability Insurance") == "a federal disability benefit"
    assert abstract_value("volunteer_program", "the weekend food pantry") == "a community volunteer program"
    out = rewrite("Your dispute concerns an item returned without a refund, and you got a claim that it had shipped.",
                  [("dispute_reason", "an item returned without a refund"),
                   ("merchant_response", "a claim that it had shipped")], "abstract")
    assert out == "Your dispute concerns a problem with a purchase, and you got a reply from the merchant."
    out = rewrite("A friend from way back, Thomas Henderson, called. I spoke with an old friend, Thomas Henderson.",
                  [("phone_call_with", "Thomas Henderson")], "abstract")
    assert out == "A friend from way back called. I spoke with an old friend."
    out = rewrite("My therapist, Scott Osborne, is the one who suggested it.", [("therapist_name", "Scott Osborne")],
                  "drop")
    assert out == "My therapist is the one who suggested it."


def test_an_availability_clause_goes_with_its_contact():
    original = "My number is 907-555-0162, and I am usually free on weekends. My e-mail is t@example.com."
    assert tidy(original, "I am usually free on weekends. My e-mail is t@example.com.") == "My e-mail is t@example.com."
    kept = "I am usually free on weekends. Call me."
    assert tidy(kept, kept) == kept  # said alone in the original: it stays


def test_an_availability_clause_inside_a_kept_sentence_stays():
    original = "My number is (212) 555-0116, and I am usually free after six."
    assert tidy(original, original) == original
    assert town_clues("DC", "Washington")[2] == ""  # "District of Columbia" has no county word


def test_a_courts_caption_keeps_its_own_article():
    out = rewrite("IN THE Carver County District Court\nThe notice went to Ms. Carroll.",
                  [("city", "Chaska"), (TOWN_COUNTY_KEY, "Carver County")], "abstract", context={"region": "MN"})
    assert out.startswith("IN THE County District Court\n")
    out = neutralise("The notice to Ms. Carroll was mailed.", gendered_words("female"),
                     {"subject": "Dana Carroll", "role": "the applicant"})
    assert out == "The notice to the applicant was mailed."


def test_a_forms_postal_code_line_goes_when_its_state_line_says_the_area():
    text = "Section B. Contact information\nState: KY\nPostal code: 40202\nSend notices by: mail\n"
    out = rewrite(text, [("postal_code", "40202")], "abstract", context={"region": "KY"})
    assert out == "Section B. Contact information\nState: KY\nSend notices by: mail\n"  # not "Postal code: in Kentucky"


def test_a_household_of_one_is_never_a_multi_person_household():
    assert abstract_value("household_size", "a household of one") == "a small household"
    assert abstract_value("household_size", "five people, one in college") == "a larger household"


def test_a_household_keeps_its_verb_and_its_composition_is_said_as_one():
    out = rewrite("You report a household of five people, one in college, and you must send W-2 forms.",
                  [("household_size", "five people, one in college")], "abstract")
    assert out == "You report a larger household, and you must send W-2 forms."
    out = rewrite("The household is made up of 2 adults with no children at present.",
                  [("household_composition", "2 adults with no children")], "abstract")
    assert out == "The household is made up of adults only at present."


def test_a_dropped_name_leaves_no_someone_appositive():
    out = rewrite("A friend from way back, Jamie Cole, called out of the blue the other day, and we talked.",
                  [("phone_call_with", "Jamie Cole")], "drop")
    assert out == "A friend from way back called out of the blue the other day, and we talked."


def test_a_channels_hours_go_with_its_address():
    original = ("Going forward: E-mail for this file: a@b.org, read every weekday, and inquiries are easier early in "
                "the week.\nE-mail for this file: a@b.org, checked daily. A reminder will be sent.")
    out = ("Going forward: E-mail for this file: read every weekday, and inquiries are easier early in the week.\n"
           "E-mail for this file: checked daily. A reminder will be sent.")
    assert tidy(original, out) == ("Going forward: Inquiries are easier early in the week.\nA reminder will be sent.")


def test_a_role_said_of_itself_after_whom_it_serves_goes():
    out = rewrite("She applied in May. The recruiter working with Ms. Navarro is Dana Reyes. The next step is a call.",
                  [("recruiter_name", "Dana Reyes")], "abstract")
    assert "is a recruiter" not in out and "The next step is a call." in out


def test_a_label_that_echoes_the_role_keeps_its_head_noun():
    out = rewrite("Case number: AB-1234\nHandled by: Tiffany Kelly\nOpened: May 2024\n",
                  [("case_handler", "Tiffany Kelly")], "abstract")
    assert "Handled by: Case handler\n" in out  # a form's value without the article (s19t)


def test_an_organisations_line_keeps_its_kind_and_none_of_its_name():
    from privasis_hub.sanitize.rewrite import org_kind_line
    assert org_kind_line("Cedar Valley Federal Credit Union", "") == "Federal Credit Union"
    assert org_kind_line("Battle Mountain Neighborhood Association", "") == "Neighborhood Association"
    assert org_kind_line("Jillianton Recreation Center", "") == "Recreation Center"
    assert org_kind_line("Smith Family Health Center", "") == "Family Health Center"


def test_an_inbox_said_to_be_an_inbox_goes_with_its_hours():
    original = "From here: This file's inbox is p.c@d.org, checked daily, and keep a case number to hand. Results follow."
    out = "From here: This file's inbox is an e-mail address, checked daily, and keep a case number to hand. Results follow."
    assert tidy(original, out) == "From here: Keep a case number to hand. Results follow."
    text = "Going forward: Mail for this matter goes to r.p@c.org, checked daily, and we will be in touch soon."
    assert rewrite(text, [("signer_email", "r.p@c.org")], "drop") == "Going forward: We will be in touch soon."


def test_a_reply_whose_answer_went_keeps_a_body():
    original = ("From: Ian Wade\nDate: 10/29/2025\nSubject: Re: Your file\n\nDear James,\n\nThanks for asking: the file "
                "is handled by Tiffany Kelly, caseworker.\n\nKind regards,\nIan Wade\n")
    out = tidy(original, "From: Ian Wade\nDate: 10/29/2025\nSubject: Re: Your file\n\nDear James,\n\nKind regards,\nIan Wade\n")
    assert "Dear James,\n\nThank you for your question. We will answer it separately.\n\nKind regards," in out
    letter = "Dear James,\n\nKind regards,\nIan Wade\n"  # a letter, not a reply: left to the other repairs
    assert tidy("Dear James,\n\nYour file is with Tiffany Kelly.\n\nKind regards,\nIan Wade\n", letter) == letter


def test_a_removed_state_takes_the_phones_of_its_area_codes():
    attributes = [{"key": "state", "value": "Kentucky"}, {"key": "issuer_phone", "value": "(502) 555-0120"},
                  {"key": "relative_phone", "value": "212-555-0100"}]
    full = expand(SanitizationTarget("attribute", "state", (TargetAttribute("state", "Kentucky"),), "abstract"),
                  attributes, text="")
    pairs = {(a.key, a.value) for a in full.attributes}
    assert ("issuer_phone", "(502) 555-0120") in pairs and ("relative_phone", "212-555-0100") not in pairs
    assert "issuer_phone" in dict(full.context)["linked"].split()
