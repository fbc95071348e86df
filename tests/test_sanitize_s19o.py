"""Reader classes of session s19o (issue 19, sanitization): e-mail headers that name the subject by a bare role
("From: The participant"), "To: The office" where the record names the signer's title, doubled words an edit left
("came in in", "a department department"), "and asked." once the object went, a place said twice ("A suite in NH, NH"),
and a role phrase that restates its verb ("querying a queried agent"). Inputs are cut from seed 11 / 8501 records."""

from __future__ import annotations

from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.drop import subject_party
from privasis_hub.sanitize.rules import rewrite
from privasis_hub.sanitize.tidy import tidy

THREAD = ("From: Paul Collins <paul_collins33@example.com>\nTo: c.castillo@dickersonair.example.org\n"
          "Date: April 8, 2025\nSubject: My flight itinerary\n\nHi,\n\nThis is regarding my flight itinerary.\n")


def test_a_subjects_header_names_their_tie_to_the_office_the_record_names():
    pairs = [("full_name", "Paul Collins"), ("email", "paul_collins33@example.com")]
    ctx = {"role": "the participant", "signed_office": "Dickerson Air"}
    out = rewrite(THREAD, pairs, "abstract", context=ctx)
    assert out.startswith("From: The customer\nTo: c.castillo@dickersonair.example.org\n")  # s25: not "Customer, X"
    out = rewrite(THREAD, pairs, "drop", context=ctx)
    assert out.startswith("From: The customer\n")


def test_a_subjects_header_with_the_office_gone_names_the_offices_kind():
    text = ("From: Edward Mathis <e.mathis@example.com>\nTo: Board\nDate: December 7, 2024\n\nHi,\n\nSome details on my "
            "HOA dues delinquency need updating.\n")
    out = rewrite(text, [("full_name", "Edward Mathis"), ("email", "e.mathis@example.com")], "abstract",
                  context={"role": "the member", "office_kind": "the neighborhood association"})
    assert out.startswith("From: A member of the neighborhood association\n")


def test_subject_party_by_role_and_office():
    assert subject_party("the member", "Jones Rotary Club") == "a member of Jones Rotary Club"
    assert subject_party("the account holder", "Blue Mesa Credit Union") == "an account holder at Blue Mesa Credit Union"
    assert subject_party("the applicant", "Internal Revenue Service") == "an applicant to the Internal Revenue Service"
    assert subject_party("the student", "University of Hill") == "a student at the University of Hill"
    assert subject_party("the parent", "Taylor High School") == "a parent at Taylor High School"
    assert subject_party("the participant", "Silva Camera Club") == "a member of Silva Camera Club"
    assert subject_party("the participant", "Rios Fishing Charters") == "a customer of Rios Fishing Charters"
    assert subject_party("the account holder", "Farrell Mutual Insurance") == "a policyholder with Farrell Mutual Insurance"
    assert subject_party("the client", "") == "the client"  # no office named: the role, as before
    assert subject_party("the writer", "Wood Press") == "the writer"  # a private letter has no tie to name


def test_an_office_side_address_with_no_office_names_the_signers_title_not_the_office():
    text = "From: Eric Ibarra\nTo: c.gray@grayplc.example.org\nDate: May 2\n\nHi.\n"
    out = rewrite(text, [("firm_name", "Gray PLC IT Services"), ("employer", "Gray PLC")], "abstract",
                  context={"signer_title": "Service Desk Lead"})
    assert out == "From: Eric Ibarra\nTo: The Service Desk Lead\nDate: May 2\n\nHi.\n"


def test_came_in_in_and_a_doubled_word_read_once():
    original = ("Fieldwork under this statement of work begins in February 2026, and his request came in on "
                "October 14, 2025.\n\nHe works in the finance department.")
    edited = ("Fieldwork under this statement of work begins in February 2026, and his request came in in "
              "October 2025.\n\nHe works in a department department.")
    assert tidy(original, edited) == ("Fieldwork under this statement of work begins in February 2026, and his request "
                                      "arrived in October 2025.\n\nHe works in a department.")
    # a word the record itself doubles, and "in IN" (Indiana), stay
    assert tidy("We had had enough. Home is Gary, IN.", "We had had enough. Home is a city in IN.") == (
        "We had had enough. Home is a city in IN.")


def test_and_asked_loses_the_verb_with_its_object():
    original = ("I have been a regular at the Wednesday Bible study and asked for a copy of the marriage record.")
    edited = "I have been a regular at the Wednesday Bible study and asked."
    assert tidy(original, edited) == "I have been a regular at the Wednesday Bible study."


def test_a_suite_and_its_town_and_zip_read_as_one_place():
    text = "Mr. Dixon's details:\nHome: 40909 Jones Stravenue Suite 090, Port Markside, NH 03860\nWork: social worker\n"
    pairs = [("street_address", "40909 Jones Stravenue Suite 090"), ("city", "Port Markside"), ("postal_code", "03860")]
    assert rewrite(text, pairs, "abstract", context={"region": "NH"}) == (
        "Mr. Dixon's details:\nHome: NH\nWork: social worker\n")  # was "A suite in NH, NH a postal code in NH"
    assert rewrite(text, pairs, "abstract") == "Mr. Dixon's details:\nHome: NH\nWork: social worker\n"  # a form's
    # field says the place as its value, never "Home: A suite in NH" (s19t)
    # the ZIP code after a state goes: the state is the general area ("NH a postal code beginning with 038" was left)
    assert rewrite(text, [("postal_code", "03860")], "abstract") == (
        "Mr. Dixon's details:\nHome: 40909 Jones Stravenue Suite 090, Port Markside, NH\nWork: social worker\n")
    assert rewrite(text, pairs[::2], "abstract", context={"region": "NH"}) == (
        "Mr. Dixon's details:\nHome: Port Markside, NH\nWork: social worker\n")


def test_a_queried_agent_is_an_agent():
    assert abstract_value("queried_agent", "Adam Brown") == "an agent"
    out = rewrite("You are querying Adam Brown, who represents similar books.", [("queried_agent", "Adam Brown")],
                  "abstract")
    assert out == "You are querying an agent, who represents similar books."


def test_a_dropped_zip_code_after_a_state_goes_with_its_space():
    text = "Charleschester, TN 37789\nHome: 313 Ellis Shore, Charleschester, TN 37789\nNext line.\n"
    assert rewrite(text, [("postal_code", "37789")], "drop") == (
        "Charleschester, TN\nHome: 313 Ellis Shore, Charleschester, TN\nNext line.\n")  # was "TN a postal code"


def test_a_stand_ins_of_the_before_the_texts_own_and_a_bare_state_after_an_address():
    original = ("Tammy Hernandez of the clergy staff visited Ms. Harvey.\n"
                "Home: 221 Chase Mills, East Brucechester, AK 99786\n")
    edited = "A member of the clergy of the clergy staff visited Ms. Harvey.\nHome: An address, AK\n"
    assert tidy(original, edited) == "A member of the clergy staff visited Ms. Harvey.\nHome: An address in AK\n"


def test_a_number_in_a_subject_lines_parenthesis_goes_with_it_not_the_name_before_it():
    text = "RE: Individualized education program: Mr. Griffith (student ID LRN-95835681)\n\nHello.\n"
    assert rewrite(text, [("child_student_id", "LRN-95835681")], "abstract", context={"role": "the parent"}) == (
        "RE: Individualized education program: Mr. Griffith\n\nHello.\n")  # was "RE: Individualized education program)"


def test_a_sign_off_line_keeps_the_kind_of_body_without_its_company_form():
    text = "Thanks,\nColleen Gray, Service Desk Lead\nGray PLC IT Services\nEast Anneville, CA\n"
    out = rewrite(text, [("firm_name", "Gray PLC IT Services")], "abstract")
    assert "\nIT Services\n" in out and "PLC" not in out  # was "PLC IT Services"
