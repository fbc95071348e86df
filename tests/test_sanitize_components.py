"""What gives a target away (values inside e-mails/URLs/handles, name parts, birth year, age) and fluent drops."""

import random
import re

import pytest

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize import instruct
from privasis_hub.sanitize.pipeline import _context
from privasis_hub.sanitize.rules import REMOVED, age_spans, find_spans, rewrite, target_leaks, token_spans
from privasis_hub.sanitize.targets import (
    TargetConfig,
    carriers,
    choose_retention,
    expand,
    name_parts,
    sample_targets,
)

CTX = {"role": "the client"}
PLACEHOLDER = re.compile(r"\[[^\]]*\]")


def _attr(key, value, text):
    spans = [{"start": m.start(), "end": m.end()} for m in re.finditer(re.escape(value), text)]
    return {"key": key, "value": value, "group": "g", "sensitivity": 0.5, "spans": spans}


# --- the span finder sees inside e-mails, URLs and handles -----------------------------------------


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("Correspondence goes to amy_patterson69@bank.example.org.", "amy_patterson69@bank.example.org"),
        ("More at https://amypatterson.example.com/projects.", "https://amypatterson.example.com/projects"),
        ("Online, Amy posts as @apatterson6.", "@apatterson6"),
        ("The reset was requested for the account joshpatterson98.", "joshpatterson98"),
    ],
)
def test_a_value_inside_an_email_url_or_handle_is_found_as_the_whole_token(text, token):
    assert [text[a:b] for a, b in find_spans(text, "Patterson", within_tokens=True)] == [token]
    assert find_spans(text, "Patterson") == []  # the plain finder is unchanged


def test_token_search_skips_short_values_and_ordinary_words():
    text = "Mail amy.lee@example.org about the fleet."
    assert token_spans(text, "Lee") == [(5, 24)]
    assert token_spans(text, "ee") == []


def test_an_email_holding_the_target_is_abstracted_as_an_email():
    out = rewrite("Write to hbates@example.org today.", [("last_name", "Bates")], "abstract", context=CTX)
    assert out == "Write to the client's e-mail address today."


def test_a_url_holding_the_target_is_dropped_with_its_sentence():
    text = "Hayden filed the claim. More about Hayden is listed at https://haydenbates.example.com/cv."
    out = rewrite(text, [("last_name", "Bates")], "drop", context=CTX)
    assert "bates" not in out.lower() and "Hayden filed the claim." in out


# --- name parts, birth year, age -------------------------------------------------------------------


def test_name_parts_leave_out_titles_and_descriptors():
    assert name_parts("Commissioner Ronald Mcdowell") == ["Ronald", "Mcdowell"]
    assert name_parts("Amy Cline (building manager)") == ["Amy", "Cline"]
    assert name_parts("Rivera-Smith") == ["Rivera", "Smith"]
    assert name_parts("Li Wu") == []


def test_expand_adds_name_parts_as_the_subject_and_a_third_party_by_its_key():
    subject = expand(SanitizationTarget("attribute", "full_name", (TargetAttribute("full_name", "Amy Patterson"),),
                                        "abstract"), [])
    assert [(a.key, a.value) for a in subject.attributes[1:]] == [("first_name", "Amy"), ("last_name", "Patterson")]
    other = expand(SanitizationTarget("attribute", "witness_name",
                                      (TargetAttribute("witness_name", "Amy Cline (building manager)"),), "drop"), [])
    assert [(a.key, a.value) for a in other.attributes[1:]] == [("witness_name", "Amy"), ("witness_name", "Cline")]


def test_a_dropped_date_of_birth_takes_its_year_and_age_an_abstracted_one_only_the_age():
    dob = (TargetAttribute("date_of_birth", "February 8, 1985"),)
    dropped = expand(SanitizationTarget("attribute", "date_of_birth", dob, "drop"), [], "2025-06-01")
    assert {(a.key, a.value) for a in dropped.attributes[1:]} == {("birth_year", "1985"), ("age", "40")}
    kept = expand(SanitizationTarget("attribute", "date_of_birth", dob, "abstract"), [])
    assert {(a.key, a.value) for a in kept.attributes[1:]} == {("age", "40")}


def test_ages_are_found_only_where_the_text_states_an_age():
    text = "Amy is 40 years old. Age: 40. | Age | 40 |. She paid $40 for 40 minutes. A 40-year-old client."
    assert [text[a:b] for a, b in age_spans(text, "40")] == ["40 years old", "40", "40", "40-year-old"]


def test_ages_written_in_words_are_ages_too():
    text = "She is sixty-three years old. Aged sixty three. A sixty-three-year-old client ate sixty-three grapes."
    assert [text[a:b] for a, b in age_spans(text, "63")] == [
        "sixty-three years old", "sixty three", "sixty-three-year-old"]


@pytest.mark.parametrize("text", ["See linkedin.com/in/mariagarcia for more.", "Visit mariagarcia.com today.",
                                  "Go to Example.COM/maria-garcia."])
def test_name_parts_are_found_in_bare_web_addresses(text):
    assert target_leaks(text, [("full_name", "Garcia")]) == ["Garcia"]
    assert token_spans("Sent from Acme Inc. at 5 p.m. with report.pdf", "Acme") == []


def test_a_date_of_birth_drop_removes_the_age_and_the_birth_year_everywhere():
    text = ("Amy is 40 years old. Amy was born on February 8, 1985. Her login is amy1985x.\n"
            "| Age | 40 |\nAmy paid $40.")
    pairs = [("date_of_birth", "February 8, 1985"), ("age", "40"), ("birth_year", "1985")]
    out = rewrite(text, pairs, "drop", context=CTX)
    assert target_leaks(out, pairs) == [] and "1985" not in out and "Amy paid $40." in out


def test_an_abstracted_date_of_birth_abstracts_the_age_too():
    text = "Amy is 40 years old. Amy was born on February 8, 1985."
    out = rewrite(text, [("date_of_birth", "February 8, 1985"), ("age", "40")], "abstract", context=CTX)
    assert out == "Amy is in their forties. Amy was born in the mid-1980s."  # a month and year would give the age


def test_ages_are_targetable(tmp_path):
    text = "Amy is 40 years old. Amy lives in Austin and works as a welder."
    attrs = [_attr("age", "40", text), _attr("occupation", "welder", text)]
    cfg = TargetConfig(num_targets={1: 1.0}, group_prob=0.0)
    targets = sample_targets(attrs, [], {"age": 1.0, "occupation": 0.0}, cfg, random.Random(0), text=text)
    assert [t.name for t in targets] == ["age"]


# --- carriers and retention ---------------------------------------------------------------------------


def test_attributes_holding_a_name_part_join_the_name_target():
    text = "This concerns Amy Patterson. Write to apatterson@example.org. Amy signed."
    attrs = [_attr("full_name", "Amy Patterson", text), _attr("email", "apatterson@example.org", text),
             _attr("first_name", "Amy", text)]
    attrs[2]["spans"] = [s for s in attrs[2]["spans"] if s["start"] != 14]
    assert carriers(attrs[0], attrs, text) == ["email", "first_name"]


def test_a_name_part_that_is_an_ordinary_word_keeps_the_name_off_the_targets():
    text = "This concerns Will Carter. The court will decide."
    attrs = [_attr("full_name", "Will Carter", text)]
    assert carriers(attrs[0], attrs, text) is None


def test_retention_never_keeps_a_name_part_or_a_birth_year_of_a_target():
    text = "Amy Patterson, born March 3, 1985, pen name Amy Rose, team 1985 Club, phone (312) 555-0188."
    target = SanitizationTarget("attribute", "full_name", (TargetAttribute("full_name", "Amy Patterson"),), "drop")
    dob = SanitizationTarget("attribute", "date_of_birth", (TargetAttribute("date_of_birth", "March 3, 1985"),),
                             "drop")
    attrs = [_attr("pen_name", "Amy Rose", text), _attr("team", "1985 Club", text),
             _attr("phone", "(312) 555-0188", text)]
    kept = choose_retention(attrs, [target, dob], TargetConfig(retention=(3, 3)), random.Random(0))
    assert [k.key for k in kept] == ["phone"]


def test_keep_never_shields_a_target_holding_it():
    text = "Amy can be reached at amy.patterson@example.org."
    out = rewrite(text, [("email", "amy.patterson@example.org")], "abstract", keep=["Amy"])
    assert out == "Amy can be reached by e-mail."


# --- fluent drops and abstractions ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "pairs", "expected"),
    [
        ("Jason, whose job title is senior analyst, needed a laptop.", [("job_title", "senior analyst")],
         "Jason needed a laptop."),
        ("A tuition balance of $11,770.75 must be paid before registration.", [("tuition_balance", "$11,770.75")],
         "A tuition balance must be paid before registration."),
        ("Lance moved after a cross-country move, and the team wrote the log.", [("life_event", "a cross-country move")],
         "Lance moved, and the team wrote the log."),
        ("Later, Jesse vented to Maria Lopez over the phone.", [("confidant_name", "Maria Lopez")],
         "Later, Jesse vented to a confidant over the phone."),
        ("Name: Maria Lopez\nPhone: 555-0100\n", [("full_name", "Maria Lopez")], "Phone: 555-0100\n"),
    ],
)
def test_drops_leave_no_placeholder(text, pairs, expected):
    out = rewrite(text, pairs, "drop", context=CTX)
    assert out == expected and REMOVED not in out and not PLACEHOLDER.search(out)


def test_a_dropped_possessor_leaves_the_possessed_noun():
    out = rewrite("The order shipped for Corvane's warehouse on time.", [("merchant", "Corvane")], "drop")
    assert out == "The order shipped for the warehouse on time."


def test_an_abstracted_possessor_keeps_its_possessive():
    out = rewrite("Christy's student ID is on file.", [("first_name", "Christy")], "abstract", context=CTX)
    assert out == "The client's student ID is on file."


def test_an_abstraction_absorbs_the_label_it_repeats():
    text = "The refund was deposited to account number 123456789 on Friday."
    out = rewrite(text, [("bank_account_number", "123456789")], "abstract")
    assert out == "The refund was deposited to the individual's bank account on Friday."


def test_an_abstraction_standing_for_two_values_is_said_once():
    text = "Calls go to 312-555-0142 and 312-555-0199."
    out = rewrite(text, [("phone", "312-555-0142"), ("phone", "312-555-0199")], "abstract")
    assert out == "Calls go to the individual's phone number."


def test_an_abstraction_that_would_say_nothing_drops_its_sentence_instead():
    text = "The accident happened at 12 Oak Lane. The driver was cited."
    out = rewrite(text, [("accident_location", "12 Oak Lane")], "abstract")
    assert out == "The driver was cited."


def test_a_title_goes_with_the_name_it_precedes():
    out = rewrite("Ms. Patterson signed the form.", [("last_name", "Patterson")], "abstract", context=CTX)
    assert out == "The client signed the form."


def test_context_names_only_places_the_record_names():
    record = {"category": "legal", "text": "The client lives in Shelbyfurt.",
              "profile": {"city": "Shelbyfurt", "region": "NC"}}
    assert _context(record) == (("role", "the client"), ("city", "Shelbyfurt"), ("pronoun", "their"))
    out = rewrite("Born in Millbrook.", [("place_of_birth", "Millbrook")], "abstract", context=dict(_context(record)))
    assert "NC" not in out


# --- instructions ---------------------------------------------------------------------------------------


def test_human_names_spell_acronyms_and_never_show_underscores():
    assert instruct.human("client_prior_year_agi") == "client prior year AGI"
    assert instruct.human("hoa_violation") == "HOA violation"
    assert instruct.human("dob") == "date of birth"
    assert instruct.human("user_handle") == "online handle"
    assert instruct.human("fin_customer_number") == "customer number"  # the catalogue's category prefix
    assert instruct.human("patientSSN") == "patient Social Security number"
    assert instruct.human("medication_2") == "medication"


def test_openers_are_many_and_distinct():
    openers = {" ".join(re.findall(r"[a-z']+", o.lower())[:4]) for o in instruct.OPENERS}
    assert len(openers) == len(instruct.OPENERS) >= 20


def test_instructions_never_count_occurrences_and_vary_by_seed():
    target = SanitizationTarget("attribute", "hoa_violation", (TargetAttribute("hoa_violation", "a fence"),), "drop")
    texts = {instruct.drop_instruction(target, random.Random(s)) for s in range(40)}
    assert len(texts) >= 5
    assert all("HOA violation" in t and "_" not in t for t in texts)
    abstract = instruct.offline_abstract_instruction(target, ["other"], 23)
    assert "23" not in abstract and "places" not in abstract


def test_name_and_birth_date_instructions_say_what_they_cover():
    name = SanitizationTarget("attribute", "full_name", (TargetAttribute("full_name", "Amy Patterson"),), "drop")
    assert re.search(r"e-mail", instruct.drop_instruction(name, random.Random(0)))
    dob = SanitizationTarget("attribute", "date_of_birth", (TargetAttribute("date_of_birth", "May 1, 1990"),), "drop")
    assert re.search(r"\bage\b", instruct.drop_instruction(dob, random.Random(0)))
    bank = SanitizationTarget("attribute", "bank_name", (TargetAttribute("bank_name", "Iron Bridge Bank"),), "drop")
    assert "e-mail" not in instruct.drop_instruction(bank, random.Random(0))


def test_a_drop_never_leaves_a_sentence_that_restates_its_label():
    out = rewrite("The ID number on file is RSD6966018. Interest is charged daily.", [("id_number", "RSD6966018")],
                  "drop")
    assert out == "Interest is charged daily."


def test_a_drop_never_leaves_a_phrasal_verb_without_its_object():
    out = rewrite("Recently, Miranda went through a separation.", [("life_event", "a separation")], "drop")
    assert out == ""  # the clause goes whole: not "went through" alone, nor "went through an event"


def test_an_abstraction_does_not_repeat_the_word_before_it():
    out = rewrite("Disability services approved extended test time.",
                  [("learning_accommodation", "extended test time")], "abstract")
    assert out == "Disability services approved an accommodation."


def test_an_abstraction_never_leaves_a_sentence_that_restates_its_label():
    # an ID asked to be mentioned is mentioned in the sentence's own grammar (was deleted: the s19j readers' "abstraction
    # done as a drop"), never "The ID number on file is an ID number."
    text = "Hi. The ID number on file is YIC1028828. Coverage is provided under policy number AU-1234567."
    out = rewrite(text, [("id_number", "YIC1028828"), ("insurance_policy_number", "AU-1234567")], "abstract")
    assert out == "Hi. The ID number is on file. Coverage is provided under the individual's policy number."


@pytest.mark.parametrize(
    ("text", "pairs", "operation", "expected"),
    [  # edits a reader noticed in fresh triplets
        ("The Phillips paperwork puts me at 63 years old.", [("age", "63")], "abstract",
         "The Phillips paperwork puts me in my sixties."),
        ("It was on Ms. Potter's laptop.", [("full_name", "Susan Potter"), ("last_name", "Potter")], "drop",
         "It was on the laptop."),
        ("You have been in touch with Nathaniel Eaton, our pastor. You offered help.",
         [("clergy_name", "Nathaniel Eaton")], "drop", "You have been in touch with our pastor. You offered help."),
        ("Our records list me under membership number CNG-ZZ33702229.",
         [("community_member_number", "CNG-ZZ33702229")], "abstract", "Our records list me under my member ID."),
        ("The primary care physician of Kim is Dr. Paula Moore. Kim returns soon.",
         [("primary_care_physician", "Paula Moore")], "abstract", "Kim returns soon."),
        ("You can be reached at (513) 555-0104. Thanks.", [("phone", "(513) 555-0104")], "abstract",
         "You can be reached by phone. Thanks."),
        ("Your budget assumes family housing on campus.", [("housing_plan", "family housing on campus")], "abstract",
         "Your budget assumes campus housing."),
        ("The organizer reports $364,757.64 in adjusted gross income for you. We met.",
         [("client_prior_year_agi", "$364,757.64")], "drop", "We met."),
        ("The White paperwork puts you at 55 years old.", [("last_name", "White")], "drop",
         "Your paperwork puts you at 55 years old."),
        ("You work as a plumber; the property manager handling your file is Ricky Hull. Next.",
         [("property_manager", "Ricky Hull")], "abstract", "You work as a plumber. Next."),
        ("The office closed early; it began at a bookstore cafe; the rest followed. Next.",
         [("first_date_place", "a bookstore cafe")], "drop", "The office closed early; the rest followed. Next."),
        ("Hi.\nTel. +1 303 555 0120\nJeffrey Richardson, Dean of Students",
         [("issuer_phone", "+1 303 555 0120"), ("signer_name", "Jeffrey Richardson")], "drop", "Hi.\nDean of Students"),
        ("Your contact is coordinator Willie Ruiz; you joined in May.", [("coordinator_name", "Willie Ruiz")],
         "abstract", "Your contact is a coordinator; you joined in May."),
        ("Hello. My name is Kurt Oconnor. I am 60.", [("full_name", "Kurt Oconnor")], "abstract", "Hello. I am 60."),
        ("By the club's reckoning, I am a complete beginner.", [("hobby_skill_level", "a complete beginner")],
         "abstract", "By the club's reckoning, I am still learning."),
        ("From: m.lee@example.org\nSubject: Closure\n\nHello Mia,\nThanks.",
         [("first_name", "Mia"), ("email", "m.lee@example.org")], "abstract",
         "From: The client\nSubject: Closure\n\nHello,\nThanks."),  # a header keeps a general party
    ],
)
def test_edits_read_as_a_writer_would_make_them(text, pairs, operation, expected):
    assert rewrite(text, pairs, operation, context=CTX) == expected


@pytest.mark.parametrize(
    ("text", "pairs", "operation", "expected"),
    [  # grammar-aware edits: ages in the sentence's own grammar, clauses whose verb needs the value
        ("I was 41 at the time of the appointment.", [("age", "41")], "abstract",
         "I was in my forties at the time of the appointment."),
        ("Sarah is 41 this year.", [("age", "41")], "abstract", "Sarah is in her forties this year."),
        ("Now 41, I moved to Ohio.", [("age", "41")], "abstract", "Now in my forties, I moved to Ohio."),
        ("Sarah's current age is 41.", [("age", "41")], "abstract", "Sarah is in her forties."),
        ("My current age is 41, and I am female.", [("age", "41")], "abstract", "I am in my forties, and I am female."),
        ("I reported being 41.", [("age", "41")], "abstract", "I reported being in my forties."),
        ("Now 41, I moved to Ohio.", [("age", "41")], "drop", "I moved to Ohio."),
        ("Sarah, 41, lives here.", [("age", "41")], "drop", "Sarah lives here."),
        ("Nicole Hill signed. Sales for Nicole Hill stand at 28,400 copies. Next.", [("units_sold", "28,400 copies")], "drop",
         "Nicole Hill signed. Next."),
        ("Office use only: received 08/10/2025 by Kristen Mckee, Eligibility Worker\nNext.",
         [("signer_name", "Kristen Mckee")], "abstract", "Office use only: received 08/10/2025 by the Eligibility Worker\nNext."),
        ("Hawkins Bank\nTel. (971) 555-0185\nDear Sir,", [("issuer_phone", "(971) 555-0185")], "abstract",
         "Hawkins Bank\nDear Sir,"),
        ("I named John Rios (father) as beneficiary.", [("account_beneficiary", "John Rios (father)")], "abstract",
         "I named my father as beneficiary."),
        ("Notes\nPrepared by Jack Williams, Club Manager\nX", [("signer_name", "Jack Williams")], "drop",
         "Notes\nPrepared by the Club Manager\nX"),
        ("Notes\nAuthor: Glenda Sparks, Engagement Manager\nX", [("signer_name", "Glenda Sparks")], "drop",
         "Notes\nAuthor: Engagement Manager\nX"),
        ("Notes\nAuthor: Earl Ortega, family member\nX", [("signer_name", "Earl Ortega")], "abstract",
         "Notes\nAuthor: Family member\nX"),
        ("Follow-up: correspondence about this goes to e.ortega@example.org; the review is due.",
         [("signer_email", "e.ortega@example.org")], "abstract",
         "Follow-up: correspondence about this goes by e-mail; the review is due."),
        ("Ann hosts the talk with Virginia and Virginia's piece runs.", [("first_name", "Virginia")], "abstract",
         "Ann hosts the talk with the client and the client's piece runs."),
        ("We saw Mitchell. Mitchell gave July 1993 as the date of birth; at intake, Mitchell gave male as sex.",
         [("sex", "male")], "abstract", "We saw Mitchell. Mitchell gave July 1993 as the date of birth."),
    ],
)
def test_edits_follow_the_sentence_grammar(text, pairs, operation, expected):
    assert rewrite(text, pairs, operation, context={**CTX, "pronoun": "her"}) == expected


@pytest.mark.parametrize("text", ["I was 41 at the time.", "Sarah is 41 this year.", "Now 41, I moved.",
                                  "I reported being 41.", "The file puts me at 41.", "Sarah, 41, lives here.",
                                  "His date of birth is May 2, 1983, which makes him 41."])
def test_ages_are_found_where_a_person_is_the_number(text):
    assert [text[a:b] for a, b in age_spans(text, "41")] == ["41"]


@pytest.mark.parametrize("text", ["The total is 41 items.", "Room 12 is 41 feet.", "Invoice 41, item 3",
                                  "That makes them 41 dollars short."])
def test_a_number_that_is_not_a_person_is_no_age(text):
    assert age_spans(text, "41") == []


def test_a_dropped_answer_takes_its_comma_clause_when_the_sentence_holds_another_fact():
    text = "I am a physician and asked about it, I answered married, and I filed in 2021."
    out = rewrite(text, [("marital_status", "married")], "drop", context=CTX, others=["physician"])
    assert out == "I am a physician and asked about it, and I filed in 2021."
