"""s25-san: sanitization triplets that read as careful human edits (reader15's triplet classes).

Each test states the behaviour over many towns, names, labels and seeds: a postal route to "an address in <place>",
a stand-in as a witness's answer, a caption party as a role, orphan stand-in lines, unanswered questions, tautologies,
"(age in his fifties)", "file her case number", "a GPA of a C to B average", a doubled appositive, e-mail headers
"The student" (not "Student, X"), incident and place stand-ins of the right kind, and terms said as a year with "in".
"""

from __future__ import annotations

import random
import re

import pytest

from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.drop import header_subject
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.tidy import quotes_follow, reader14_leftovers, reader15_leftovers

_PLACES = [("Tucson", "AZ", "85706"), ("Fair Grove", "MO", "65648"), ("West Dover", "VT", "05356"),
           ("Honolulu", "HI", "96826"), ("Columbus", "MS", "39705")]
_STATES = {"AZ": "Arizona", "MO": "Missouri", "VT": "Vermont", "HI": "Hawaii", "MS": "Mississippi"}


@pytest.mark.parametrize(("town", "state", "zip_code"), _PLACES)
@pytest.mark.parametrize(("verb", "said"), [("write to us at", "write to us by post"), ("mail a note to", "mail us a note"),
                                            ("send a letter to", "send us a letter"), ("write to", "write to us by post"),
                                            ("send it to", "send it to us by post")])
def test_a_return_route_to_an_address_in_a_town_asks_for_a_letter(town, state, zip_code, verb, said):
    """reader15: "write to us at an address in Tucson, AZ 85706." / "send a letter to an address in MT." once the
    office's street went: the route says to write to us by post, never to "an address in" a place."""
    for place in (f"{town}, {state} {zip_code}", state, town):
        original = f"If any detail is wrong, {verb} 12 Oak St, {town}, {state} {zip_code}.\n"
        edited = f"If any detail is wrong, {verb} an address in {place}.\n"
        out = reader15_leftovers(original, edited)
        assert out == f"If any detail is wrong, {said}.\n", out
        assert reader15_leftovers(edited, edited) == edited  # the original's own wording stays


@pytest.mark.parametrize(("town", "state", "zip_code"), _PLACES)
@pytest.mark.parametrize("sentence", ["A paper copy also goes by mail", "We have also mailed a paper copy",
                                      "A paper copy will follow by mail", "A copy is being sent"])
def test_a_copy_mailed_to_an_address_in_a_town_is_just_mailed(town, state, zip_code, sentence):
    original = f"{sentence} to 12 Oak St, {town}, {state} {zip_code}. Thank you.\n"
    edited = f"{sentence} to an address in {town}, {state} {zip_code}. Thank you.\n"
    assert reader15_leftovers(original, edited) == f"{sentence}. Thank you.\n"


@pytest.mark.parametrize(("town", "state", "zip_code"), _PLACES)
@pytest.mark.parametrize("who", ["Post reaches me", "Letters reach me"])
def test_a_writers_own_postal_route_says_home_in_the_town(town, state, zip_code, who):
    original = f"{who} at 5 Fox Run Ave, {town}, {state} {zip_code}.\n"
    edited = f"{who} at an address in {town}, {state} {zip_code}.\n"
    out = reader15_leftovers(original, edited)
    assert out == f"{who} at my home in {town}, {state}.\n"
    assert zip_code not in out


def test_an_address_in_a_town_outside_a_postal_route_stays():
    original = "She lives at 12 Oak St, Tucson, AZ.\n"
    edited = "She lives at an address in Tucson, AZ.\n"
    assert reader15_leftovers(original, edited) == edited


@pytest.mark.parametrize(("town", "state", "zip_code"), _PLACES)
def test_a_witness_answers_in_words_not_with_a_stand_in(town, state, zip_code):
    """reader15 T7: "A: An address in Fair Grove, MO 65648." no transcript records; bracket-free, the answer's form."""
    original = f"Q: Where do you live?\nA: 64 Juniper Ct, {town}, {state} {zip_code}.\n"
    for stand_in, said in ((f"{town}, {state} {zip_code}", f"{town}, {_STATES[state]}"), (state, _STATES[state])):
        out = reader15_leftovers(original, f"Q: Where do you live?\nA: An address in {stand_in}.\n")
        assert out == f"Q: Where do you live?\nA: In {said}.\n", out
        assert "[" not in out and "address" not in out


@pytest.mark.parametrize("party", ["Plaintiff", "Petitioner", "Defendant", "Respondent"])
@pytest.mark.parametrize("role", ["client", "plaintiff", "parent", "member"])
def test_a_caption_party_gone_reads_as_its_side(party, role):
    original = f"Greene County Circuit Court\nRyan Rivera, {party}, v. Tran-Roth Inc, Defendant.\nDeposition of Ryan Rivera\n"
    edited = f"Greene County Circuit Court\nThe {role}, {party}, v. Tran-Roth Inc, Defendant.\nDeposition of the {role}\n"
    out = reader15_leftovers(original, edited)
    assert f"\n{party} v. Tran-Roth Inc, Defendant.\n" in out
    assert not re.search(r"(?m)^The [a-z]+, ", out)


@pytest.mark.parametrize("label", ["A case number", "Your case number", "An educational institution", "A care facility"])
@pytest.mark.parametrize("seed", range(4))
def test_a_stand_in_alone_on_a_caption_or_signature_line_goes(label, seed):
    rng = random.Random(seed)
    name = rng.choice(["Cody Alvarez", "Angela Daniels", "Mark Warner"])
    original = f"Office of Records\nIn the Matter of Casey Mason\nCase No. 2025-CV-16263\n\nBody.\n\n{name}, Principal\nRamirez Academy\n"
    for edited in (f"Office of Records\nIn the Matter of Casey Mason\n{label}\n\nBody.\n\n{name}, Principal\nRamirez Academy\n",
                   f"Office of Records\nIn the Matter of Casey Mason\n\nBody.\n\n{name}, Principal\n{label}\n"):
        out = reader15_leftovers(original, edited)
        assert label not in out, out
        assert f"{name}, Principal" in out


@pytest.mark.parametrize("role", ["witness", "notary"])
def test_a_signatory_said_as_a_role_under_a_signature_rule_reads_as_a_caption(role):
    original = f"Signed.\n\n______________________\nCrystal Green, {role}\n"
    edited = f"Signed.\n\n______________________\nA {role}\n"
    assert reader15_leftovers(original, edited) == f"Signed.\n\n______________________\n{role.capitalize()}\n"


def test_a_question_whose_answer_went_goes_with_it():
    original = ("Q: State your name.\nA: Phillip Ferguson.\nQ: Are you working?\nA: Yes, as a teacher.\n"
                "Q: Are you married?\nA: I am single.\nQ: And your e-mail?\nA: p.f@example.com.\n")
    edited = "Q: State your name.\nQ: Are you working?\nQ: Are you married?\nA: I am single.\nQ: And your e-mail?\n"
    assert reader15_leftovers(original, edited) == "Q: Are you married?\nA: I am single.\n"
    assert reader15_leftovers(original, original) == original


@pytest.mark.parametrize(("edited", "said"), [
    ("An academic advisor is listed as your advisor.", "You have an academic advisor."),
    ("A faculty advisor is named as your advisor.", "You have a faculty advisor."),
    ("A team captain is captain of the side that you play for.", "The side that you play for has a team captain."),
    ("Academic advising for you is done by an advisor.", "An advisor handles your academic advising."),
])
def test_a_stand_in_that_names_its_own_role_again_says_it_once(edited, said):
    original = "Our letter. Dr. Kelly Solomon is the one. Roberta Miller is here."
    out = reader15_leftovers(original, f"Our letter. {edited} More.")
    assert out == f"Our letter. {said} More."


@pytest.mark.parametrize("pronoun", ["his", "her", "their"])
@pytest.mark.parametrize("decade", ["twenties", "fifties", "eighties"])
def test_an_age_said_in_words_drops_the_word_age(pronoun, decade):
    original = "Guest: Jason Cooper, born 07/27/1971 (age 53)\n"
    edited = f"Guest: Jason Cooper, born in the early 1970s (age in {pronoun} {decade})\n"
    assert reader15_leftovers(original, edited).endswith(f"(in {pronoun} {decade})\n")


@pytest.mark.parametrize("owner", ["her", "his", "your", "a"])
def test_a_file_named_by_its_number_is_a_file(owner):
    original = "HR opened file RJS-62127982 for her.\nCopy for Hood Legal Aid, file PD-915069\n"
    edited = f"HR opened file {owner} case number for her.\nCopy for Hood Legal Aid, file {owner} case number\n"
    assert reader15_leftovers(original, edited) == "HR opened a file for her.\nCopy for Hood Legal Aid\n"


@pytest.mark.parametrize(("gpa", "said"), [("2.43 / 4.00", "in the C to B range"), ("3.2 / 4.0", "in the B range"),
                                           ("3.8", "in the A range"), ("1.7", "below a C average")])
def test_a_gpa_band_reads_as_a_band(gpa, said):
    original = f"You carry a cumulative GPA of {gpa}.\n"
    edited = f"You carry a cumulative GPA of {abstract_value('cumulative_gpa', gpa)}.\n"
    assert reader15_leftovers(original, edited) == f"You carry a cumulative GPA {said}.\n"


@pytest.mark.parametrize("role", ["social worker", "family doctor", "advisor"])
def test_an_appositive_stand_in_that_says_its_head_again_goes(role):
    original = f"The hospital {role}, Tyler Sanders, joined for an hour.\n"
    edited = f"The hospital {role}, a {role}, joined for an hour.\n"
    assert reader15_leftovers(original, edited) == f"The hospital {role} joined for an hour.\n"


@pytest.mark.parametrize("role", ["the student", "the customer", "the member", "the employee", "the client",
                                  "the participant", "the patient", "the account holder"])
@pytest.mark.parametrize("office", ["Murphy State University", "Montgomery Live", "Knoxville Software",
                                    "Jones Rotary Club", "Blue Mesa Credit Union"])
def test_a_subjects_header_is_their_role_never_role_comma_office(role, office):
    """reader15: "To: Student, Murphy State University", "To: Customer, Montgomery Live" read as the office's staff."""
    party = header_subject(role, office)
    assert "," not in party and office not in party
    assert re.fullmatch(r"[Tt]he [a-z]+(?: [a-z]+)?", party), party


@pytest.mark.parametrize("seed", range(10))
def test_a_thread_header_names_the_subject_as_the_quote_lines_do(seed):
    rng = random.Random(seed)
    first, last = rng.choice(["Joel", "Dana", "Ian", "Rosa"]), rng.choice(["Stone", "Ortiz", "Black", "Nguyen"])
    office = rng.choice(["Murphy State University", "Montgomery Live", "Dickerson Air"])
    mail = f"{first.lower()}_{last.lower()}{seed}@example.com"
    text = f"From: {first} {last} <{mail}>\nTo: desk@office.example.org\nSubject: My file\n\nHi,\n\nA question.\n"
    for op in ("abstract", "drop"):
        out = rewrite(text, [("full_name", f"{first} {last}"), ("email", mail)], op,
                      context={"role": rng.choice(["the student", "the customer", "the member"]),
                               "signed_office": office})
        head = out.split("\n", 1)[0]
        assert first not in head and last not in head and "@example.com" not in head
        assert not re.match(r"From: [A-Z][a-z]+, ", head) and not re.match(r"From: (?:A|An) ", head), head


@pytest.mark.parametrize(("key", "value", "said"), [
    ("incident_location", "the westbound shoulder of Route 30", "a roadside"),
    ("incident_location", "the parking lot of a grocery store on Elm Avenue", "a parking lot"),
    ("incident_location", "a bus shelter near the library", "a bus shelter"),
    ("incident_location", "the corner of Elm Court and Ridge Road", "a street corner"),
    ("incident_type", "a theft of a wallet and phone", "a theft"),
    ("incident_type", "vandalism of a parked car", "property damage"),
    ("reported_incident", "water left running in the shared laundry room", "a maintenance problem"),
    ("reported_incident", "a loose dog that bit a neighbor's cat", "a problem with an animal"),
    ("incident_disposition", "open and assigned to a detective for follow-up", "open"),
    ("hr_complaint_allegation", "falsified timesheets over several pay periods", "misuse of company resources"),
    ("player_conduct_violation", "running aim-assist cheat software", "a breach of the fair-play rules"),
    ("security_incident_summary", "entering credentials on a fake payroll portal linked from a phishing email",
     "a phishing attempt"),
    ("conduct_evidence", "a clip of the voice chat from the match", "supporting evidence"),
    ("asset_return_terms", "returned to IT on the last day of employment", "returned at the end of the assignment"),
])
def test_an_incident_or_a_place_is_said_by_its_own_kind(key, value, said):
    """reader15 T10: "happened at {the westbound shoulder of Route 30}" became "happened at a reported conduct issue";
    s25 (seed 4444): "The equipment must be a disputed asset"."""
    out = abstract_value(key, value)
    assert out == said
    assert "conduct issue" not in out and "disputed asset" not in out


@pytest.mark.parametrize("term", ["Fall 1985", "Spring 2001", "Summer 2019", "Winter 2024"])
@pytest.mark.parametrize("sentence", ["You last enrolled in {}.", "Joel has not enrolled since {}.",
                                      "The last term attended was {}."])
def test_a_term_said_as_its_year_keeps_its_preposition(term, sentence):
    """reader15 T2: "You last enrolled in {Fall 1985}." became "You last enrolled 1985."."""
    out = rewrite(sentence.format(term), [("last_term_attended", term)], "abstract")
    year = term.split()[1]
    assert year in out and term not in out
    assert not re.search(rf"enrolled {year}", out), out


@pytest.mark.parametrize("verb", ["write to us", "send it to us", "mail a note to us"])
@pytest.mark.parametrize("tail", ["Erwin, TN 37650", "MO 64147", "TN"])
def test_one_mail_town_pattern_covers_routes_and_bare_state_zips(verb, tail):
    """The review's merge: one pattern takes "write to us, Erwin, TN 37650." and "mail a note, MO 64147."."""
    original = f"If any detail is wrong, {verb} at 2662 Church St, Erwin, TN 37650.\n"
    assert reader14_leftovers(original, f"If any detail is wrong, {verb}, {tail}.\n") == f"If any detail is wrong, {verb}.\n"
    bare = "For questions, mail a note, MO 64147.\n"
    assert reader14_leftovers("For questions, mail a note to 1 Elm St, Kansas City, MO 64147.\n", bare) == (
        "For questions, mail a note.\n")
    assert reader14_leftovers(bare, bare) == bare


def test_a_quote_fragment_rule_scans_each_line_once():
    original = ("Hello,\n\nThe debit appears under card 1234.\n\nBest,\nAl\n\n-----\nOn May 1, Al wrote:\n"
                "> The debit appears under card 1234.\n> The debit appears under card 1234.\n")
    edited = ("Hello,\n\nBest,\nAl\n\n-----\nOn May 1, Al wrote:\n> The debit appears.\n> The debit appears.\n")
    out = quotes_follow(original, edited)
    assert "> The debit appears." not in out


@pytest.mark.parametrize(("value", "line", "echoed"), [
    ("failure to return a security deposit", "Re: Security deposit demand — Eric Walker", True),
    ("failure to return a security deposit", "Subject: Your security deposit (matter number XLT-3122774)", True),
    ("injuries from a dog bite", "Re: Dog bite claim", True),
    ("injuries from a dog bite", "Re: Your matter with this office", False),
    ("premises liability for a slip and fall at a grocery store", "Subject: Your deposition date", False),
])
def test_a_claim_its_topic_line_names_again_is_not_offered_as_a_target(value, line, echoed):
    """reader15 T5: the claim was dropped, and "Re: Security deposit demand" still told it."""
    from privasis_hub.sanitize.targets import claim_echo
    text = f"Shelton Law Group\n{line}\n\nDear Mr. Walker,\n\nThe claim is for {value}.\n"
    assert claim_echo({"key": "legal_claim", "value": value}, text) is echoed
    assert claim_echo({"key": "incident_type", "value": value}, text) is False  # only a claim


@pytest.mark.parametrize(("key", "value", "said"), [
    ("degree_conferred", "degree conferred in December 1985", "degree conferred in the mid-1980s"),
    ("degree_conferred", "a degree conferred in May 2001", "a degree conferred in the early 2000s"),
    ("degree_conferred", "no degree conferred; credits only", "no degree"),
    ("credits_completed", "60 of 60 credits", "all the credits of the program"),
    ("credits_completed", "100 of 124 credits", "most of the credits of the program"),
    ("credits_completed", "12 of 120 credits", "some of the credits of the program"),
    ("transcript_copies", "three official copies", "several official copies"),
    ("transcript_copies", "one official copy", "an official copy"),
])
def test_a_transcripts_facts_are_generalised_not_deleted(key, value, said):
    """reader15 T2: the degree, the copies and the credits were to be described in general words but went whole."""
    assert abstract_value(key, value) == said
    sentence = f"The record shows {value}. Next line."
    out = rewrite(sentence, [(key, value)], "abstract")
    assert said in out and value not in out, out


@pytest.mark.parametrize("answer", ["Yes", "No", "I do", "Yes, on my cell"])
def test_an_answer_the_edit_cut_keeps_its_full_stop(answer):
    original = f"Q: Is there a number?\nA: {answer}, (769) 555-0128.\nA: Fine\n"
    assert reader15_leftovers(original, f"Q: Is there a number?\nA: {answer}\nA: Fine\n") == (
        f"Q: Is there a number?\nA: {answer}.\nA: Fine\n")  # the original's own unpunctuated line stays


@pytest.mark.parametrize("party", ["Plaintiff", "Petitioner", "Respondent"])
@pytest.mark.parametrize("role", ["parent", "plaintiff", "client"])
def test_a_caption_party_alone_on_its_line_reads_as_its_side(party, role):
    original = f"In re the Marriage of\nShelly Brown, {party},\nand\nMark Brown, Respondent.\n"
    edited = f"In re the Marriage of\nThe {role}, {party},\nand\nMark Brown, Respondent.\n"
    assert reader15_leftovers(original, edited) == f"In re the Marriage of\n{party},\nand\nMark Brown, Respondent.\n"


def test_the_benchmark_counts_reader15_classes_only_where_the_edit_made_them():
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    import quality_sanitization as q
    original = ("To: Joel Stone <j@x.org>\n\nWrite to us at 12 Oak St, Tucson, AZ 85706.\nQ: Where?\nA: 64 Juniper Ct, "
                "Fair Grove, MO 65648.\nDr. Kelly Solomon is listed as your advisor.\nYou last enrolled in Fall 1985.\n"
                "Case No. 2025-CV-162637\nIt happened at the westbound shoulder of Route 30.\n")
    edited = ("To: Student, Murphy State University\n\nWrite to us at an address in Tucson, AZ 85706.\nQ: Where?\nA: An "
              "address in Fair Grove, MO 65648.\nAn academic advisor is listed as your advisor.\nYou last enrolled 1985.\n"
              "A case number\nIt happened at a reported conduct issue.\n")
    found = q.reader15_classes({"original": original, "sanitized": edited})
    assert all(found[k] for k in "ABCDEFG"), found
    assert not any(q.reader15_classes({"original": original, "sanitized": original}).values())
    fixed = q.reader15_classes({"original": original, "sanitized": reader15_leftovers(original, edited)})
    assert not any(fixed[k] for k in "BCDE"), fixed


@pytest.mark.parametrize("value", ["returned to IT on the last day of employment",
                                   "returned within five days of a replacement arriving"])
def test_an_assets_return_terms_stay_a_sentence(value):
    """s25 (seed 4444): "The equipment must be a disputed asset."; then "returned when the assignment ends" was cut as
    a clause ending on a verb of lasting, leaving " The build ..." with a space first on its line."""
    from privasis_hub.sanitize.tidy import tidy
    original = f"Statement:\nThe equipment must be {value}. The build includes the standard image.\n"
    edited = rewrite(original, [("asset_return_terms", value)], "abstract")
    out = tidy(original, edited)
    assert "The equipment must be returned at the end of the assignment." in out, out
    assert "\n " not in out
    cut = "Statement:\nYour loan runs. The build includes the standard image.\n"
    assert tidy("Statement:\nYour loan runs until May 2030. The build includes the standard image.\n", cut) == (
        "Statement:\nThe build includes the standard image.\n")


@pytest.mark.parametrize("line", ["Your number is saved.", "A form is enclosed.", "Your file has moved."])
def test_a_short_sentence_first_on_a_letter_is_no_orphan(line):
    original = f"Office of Records\nSome notes here, and {line.lower()}\nBody.\n"
    edited = f"Office of Records\n{line}\nBody.\n"
    assert reader15_leftovers(original, edited) == edited


@pytest.mark.parametrize("speaker", ["THE COURT", "DEFENSE COUNSEL", "THE PROSECUTOR"])
@pytest.mark.parametrize("role", ["roommate", "neighbor", "coworker"])
def test_a_transcript_line_cut_at_its_first_sentence_keeps_its_speaker(speaker, role):
    """s25 (seed 5353, bail hearing): "THE COURT: I note the defendant is represented by X. Bail is set at $4,000."
    became "Bail is set at $4,000." with no one saying it; "the defendant's former roommate a witness"."""
    original = (f"THE COURT: Are you working?\nTHE DEFENDANT: Yes.\nTHE PROSECUTOR: A statement from the defendant's "
                f"former {role} John Liu.\n{speaker}: I note the public defender's office. Bail is set at $4,000.\n"
                "THE DEFENDANT: I understand.\n")
    edited = (f"THE COURT: Are you working?\nTHE DEFENDANT: Yes.\nTHE PROSECUTOR: A statement from the defendant's "
              f"former {role} a witness.\nBail is set at $4,000.\nTHE DEFENDANT: I understand.\n")
    out = reader15_leftovers(original, edited)
    assert f"\n{speaker}: Bail is set at $4,000.\n" in out
    assert f"former {role}.\n" in out
    assert reader15_leftovers(original, original) == original


@pytest.mark.parametrize(("town", "state", "zip_code"), _PLACES)
def test_a_postal_route_to_a_kept_town_names_the_town(town, state, zip_code):
    """s25 (seed 11): the town was to be kept, so the route kept "an address in Wakpala"; it names the town as a
    route does: "send a letter to our office in Wakpala.", "by mail to Saint Louis, MO 63108."."""
    original = f"If unclear, send a letter to 2006 Court St, {town}. A copy goes by mail to 2 Elm Ave, {town}, {state}.\\n"
    edited = f"If unclear, send a letter to an address in {town}. A copy goes by mail to an address in {town}, {state}.\\n"
    out = reader15_leftovers(original, edited, keep=[town])
    assert out == f"If unclear, send a letter to our office in {town}. A copy goes by mail to {town}, {state}.\\n", out


def test_a_mail_route_town_goes_even_where_its_zip_is_kept_elsewhere():
    """s25 (seed 11): "A paper copy will follow by mail, Clayville, RI 02815." stayed once the ZIP code was kept."""
    original = "A paper copy will follow by mail to 409 Front Rd, Clayville, RI 02815.\n"
    edited = "A paper copy will follow by mail, Clayville, RI 02815.\n"
    assert reader14_leftovers(original, edited, keep=["02815"]) == "A paper copy will follow by mail.\n"
