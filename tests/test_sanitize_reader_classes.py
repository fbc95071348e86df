"""The classes an independent reader of the triplets found awkward, each fixed in the sanitizer's grammar."""

from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.tidy import tidy

CTX = {"role": "the client", "pronoun": "her", "addressee": "you"}


def test_a_greeting_without_the_name_is_the_documents_relation_or_hello():
    letter = "Dear Ms. Davis,\n\nWe write about your case, Ms. Davis.\n"
    for op in ("abstract", "drop"):
        out = rewrite(letter, [("full_name", "Karen Davis"), ("last_name", "Davis")], op, context=CTX)
        assert out.startswith("Dear Client,\n") and "Sir or Madam" not in out
        out = rewrite("Dear Hector,\n\nYour loan.", [("first_name", "Hector")], op,
                      context={**CTX, "role": "the account holder"})
        assert out.startswith("Dear Customer,\n")
        out = rewrite("Dear Amber Burgess,\n\nThanks.", [("full_name", "Amber Burgess")], op,
                      context={**CTX, "role": "the contributor"})
        assert out.startswith("Hello,\n") and "whom it may concern" not in out and "Sir or Madam" not in out
    # a customer writing to an office's official may still open "Dear Sir or Madam,"
    out = rewrite("Dear Carlos Shelton,\n\nThanks.", [("signer_name", "Carlos Shelton")], "drop", context=CTX)
    assert out.startswith("Dear Sir or Madam,\n")


def test_an_email_header_stays_a_header_when_its_person_is_dropped():
    text = ("From: Ann Smith <ann@mail.example>\nTo: n.wolfe@office.example.org\nDate: May 1\n\nHello,\n\nHelp?\n"
            "-----\nFrom: Nicholas Wolfe <n.wolfe@office.example.org>\nDate: May 2\n\nHello Ann,\n\nDone.\n\n"
            "Kind regards,\nNicholas Wolfe, Records Clerk\nNorth Jennifer Passport Office\n")
    ctx = {**CTX, "signer_title": "Records Clerk"}
    out = rewrite(text, [("signer_name", "Nicholas Wolfe"), ("signer_email", "n.wolfe@office.example.org")], "drop",
                  context=ctx)
    assert "To: North Jennifer Passport Office\nDate: May 1" in out
    assert "From: North Jennifer Passport Office\nDate: May 2" in out
    assert "Wolfe" not in out and "n.wolfe" not in out
    # the office is never named when it holds a value being removed
    out = rewrite(text, [("signer_name", "Nicholas Wolfe"), ("signer_email", "n.wolfe@office.example.org"),
                         ("city", "North Jennifer")], "drop", context=ctx)
    assert "North Jennifer" not in out and out.count("From:") == 2 and out.count("To:") == 1
    # with no office to name, the person's role: "FROM: The physical therapist"
    memo = "MEMORANDUM\nTO: Rehab team\nFROM: Jennifer Moore, PT\nDATE: 2024-11-24\n"
    out = rewrite(memo, [("treating_clinician", "Jennifer Moore, PT")], "drop", context=CTX)
    assert "FROM: The physical therapist\n" in out


def test_a_subject_header_line_keeps_its_line_as_the_role():
    text = "PAYOUT SUMMARY\nRegarding: William Castillo\nDate: 2024\n\nBelow are the payments of Mr. Castillo.\n"
    out = rewrite(text, [("full_name", "William Castillo"), ("last_name", "Castillo")], "abstract",
                  context={"role": "the contributor"})
    assert "\nRegarding: The contributor\n" in out and "Castillo" not in out
    # a label that already says the role still goes ("Patient: The patient" says nothing)
    out = rewrite("Patient: Jo Li\nAge: 40\n", [("full_name", "Jo Li")], "abstract", context={"role": "the patient"})
    assert out == "Age: 40\n"


def test_a_label_that_says_the_role_is_not_said_again():
    out = rewrite("Referred by: Laurie Hoffman\nVisit: office", [("referring_provider", "Laurie Hoffman")], "abstract")
    assert out == "Referred by: Provider\nVisit: office"  # a form writes its value without the article (s19t)
    assert abstract_value("treating_clinician", "Scott Delacruz, PhD") == "a clinician"
    assert abstract_value("treating_clinician", "Jennifer Moore, PT") == "a physical therapist"
    assert abstract_value("treating_clinician", "Ann Lee, LCSW") == "a social worker"


def test_a_stand_in_takes_its_bare_label_and_no_tautology_is_left():
    text = "You can manage the reservation online using confirmation 3HJK22. See you soon."
    out = rewrite(text, [("booking_reference", "3HJK22")], "abstract", context=CTX)
    assert out == "You can manage the reservation online using your booking reference. See you soon."
    text = "For the weekend, I have planned a hike at Mount Baker with Tom."
    out = rewrite(text, [("weekend_plans", "a hike at Mount Baker with Tom")], "abstract")
    assert out == "For the weekend, I have made plans."
    out = rewrite("Mark Lee is the coach assigned to you.", [("personal_trainer", "Mark Lee")], "abstract")
    assert out == "A coach is assigned to you."


def test_a_birth_year_reads_born_in_and_complaints_and_goals_say_their_kind():
    text = "Mr. Castillo's birth date is April 29, 1964. He is a citizen."
    out = rewrite(text, [("date_of_birth", "April 29, 1964"), ("full_name", "William Castillo"),
                         ("last_name", "Castillo")], "abstract", context={"role": "the contributor", "pronoun": "his"})
    assert out == "The contributor was born in the mid-1960s. He is a citizen."
    out = rewrite("Her date of birth is April 29, 1964, and she lives here.", [("date_of_birth", "April 29, 1964")],
                  "abstract")
    assert out == "She was born in the mid-1960s, and she lives here."
    text = "According to her, the problem is swollen finger joints. The goal agreed with her is returning to full duty."
    out = rewrite(text, [("chief_complaint", "swollen finger joints"), ("treatment_goal", "returning to full duty")],
                  "abstract")
    assert out == ("According to her, the problem is joint or muscle symptoms. The goal agreed with her is a return "
                   "to work.")


def test_a_dropped_emergency_contact_goes_with_its_sentence_and_a_chat_exchange_goes_whole():
    text = ("[10:07] Charles: Let me confirm: In an emergency, staff should call Jennifer Butler (sister) for you.\n"
            "[10:08] Sarah: Yes.")
    out = rewrite(text, [("community_emergency_contact", "Jennifer Butler (sister)")], "drop", context=CTX)
    assert "sister" not in out and "Butler" not in out
    original = ("[09:45] Sarah: Hi.\n[09:46] Charles: Can you give me your email?\n[09:47] Sarah: It is s@example.com.\n"
                "[09:48] Charles: Thanks, noted.\n[09:49] Sarah: My dog is ill.")
    edited = "[09:45] Sarah: Hi.\n[09:46] Charles: Can you give me your email?\n[09:48] Charles: Thanks, noted.\n" \
             "[09:49] Sarah: My dog is ill."
    assert tidy(original, edited) == "[09:45] Sarah: Hi.\n[09:49] Sarah: My dog is ill."
    # a question that holds a kept value stays
    assert "[09:46]" in tidy(original.replace("your email", "your email, Sarah"), edited.replace(
        "your email", "your email, Sarah"), keep=["Sarah"])


def test_a_forms_questions_line_keeps_where_questions_go():
    text = "North Club\nTel. 555\nQuestions: m.thomas@north.example.org\n\nBody text.\n\nBy: Meghan Thomas, Club Secretary\n"
    out = rewrite(text, [("signer_email", "m.thomas@north.example.org"), ("signer_name", "Meghan Thomas")], "abstract",
                  context={"signer_title": "Club Secretary"})
    assert "\nQuestions: by e-mail to the Club Secretary\n" in out and "thomas" not in out.lower()
    # with no title or office to name, the line goes as before (never "Questions: on file")
    out = rewrite(text, [("signer_email", "m.thomas@north.example.org")], "abstract")
    assert "Questions:" not in out and "on file" not in out


def test_an_outlets_name_is_an_organisation_and_a_sentence_left_with_no_fact_goes():
    from privasis_hub.sanitize.kinds import value_kind
    assert value_kind("outlet_name", "West Thomas Publishing") == "organization"
    assert value_kind("outlet_name", "The Cascade Review") == "organization"
    assert abstract_value("outlet_name", "West Thomas Publishing") == "a media company"
    out = rewrite("BOOK PUBLISHING CONTRACT SUMMARY\nHe works with West Thomas Publishing.",
                  [("outlet_name", "West Thomas Publishing")], "abstract")
    assert out.startswith("BOOK PUBLISHING CONTRACT SUMMARY\n")  # no name part of an outlet is cut from a title
    original = "Her record changed last on February 11, 2025. Her file is kept."
    assert tidy(original, "Her record changed last. Her file is kept.") == "Her file is kept."


def test_a_preference_place_or_payment_is_generalised_not_deleted():
    assert abstract_value("media_contact_preference", "a letter by mail") == "written contact"
    assert abstract_value("rec_contact_preference", "a call to the mobile number in the morning") == "a phone call"
    assert abstract_value("gov_fee_paid_method", "a debit card at the counter") == "a card payment"
    assert abstract_value("volunteer_availability", "Saturday mornings") == "weekends"
    assert abstract_value("smoking_status", "a former smoker who quit eight years ago") == "a former smoker"
    assert abstract_value("office_location", "the riverfront office") == "a local office"
    text = "You prefer to hear from the school by a call to the mobile number. By request, you receive a letter by mail."
    out = rewrite(text, [("edu_contact_preference", "a call to the mobile number"),
                         ("fin_contact_preference", "a letter by mail")], "abstract")
    assert out == "You prefer to hear from the school by phone. By request, you receive written updates."


def test_a_time_after_for_a_range_after_up_to_and_a_dotted_row_read_as_a_writer_would_leave_them():
    out = rewrite("The consultation with her was booked for 8:10 AM.", [("ps_meeting_time", "8:10 AM")], "abstract")
    assert out == "The consultation with her was booked for the morning."
    out = rewrite("She holds a pre-approval for up to $761,583. Good.", [("mortgage_preapproval_amount", "$761,583")],
                  "abstract")
    assert out == "She holds a pre-approval for $500,000 to $1 million. Good."
    text = "Statement\n  Credit limit ......... $12,741\n  Balance ......... $7,628.69\n"
    assert rewrite(text, [("credit_limit", "$12,741")], "drop") == "Statement\n  Balance ......... $7,628.69\n"


def test_a_header_with_no_office_to_name_names_the_signers_title():
    text = "From: Ann <ann@mail.example>\nTo: m.rodgers@school.example.org\nDate: May 1\n\nHi.\n"
    for op in ("drop", "abstract"):
        out = rewrite(text, [("signer_email", "m.rodgers@school.example.org")], op,
                      context={"signer_title": "School Counselor"})
        assert "\nTo: The School Counselor\n" in out


def test_a_games_company_is_no_clinician_a_sign_off_goes_and_place_fields_read_as_a_form():
    from privasis_hub.sanitize.kinds import value_kind
    assert value_kind("provider_name", "Stevensview Games") == "organization"
    assert abstract_value("provider_name", "Williamsfurt Interactive") == "a gaming company"
    for op in ("drop", "abstract"):
        out = rewrite("Thanks again.\n\n- Peter\n", [("first_name", "Peter")], op, context={"role": "the writer"})
        assert "Peter" not in out and "writer" not in out and out.startswith("Thanks again.")
    out = rewrite("To match the file, the office uses April 17, 1962, the date of birth on your file.",
                  [("date_of_birth", "April 17, 1962")], "abstract")
    assert out == "To match the file, the office uses the date of birth on your file."
    form = "Section B\nStreet address: 8068 Wade Way\nCity: Williamsfurt\nPostal code: 24639\n"
    out = rewrite(form, [("street_address", "8068 Wade Way"), ("city", "Williamsfurt")], "abstract",
                  context={"region": "VA"})
    assert out == "Section B\nState: VA\nPostal code: 24639\n"


def test_a_second_fresh_reading_a_title_before_a_possessive_a_childs_age_channels_and_a_page():
    from privasis_hub.sanitize.gender import gendered_words, neutralise
    text = "It was written at Mr. Chavez's follow-up. Mr. Chavez scored 20. He is fine."
    assert neutralise(text, gendered_words("male"), {"subject": "Kevin Chavez", "role": "the patient"}) == \
        "It was written at the patient's follow-up. The patient scored 20. They are fine."
    assert neutralise(text, gendered_words("male"), {"subject": "Kevin Chavez"}) == \
        "It was written at Mx. Chavez's follow-up. Mx. Chavez scored 20. They are fine."  # no first name (reader4 T9)
    out = rewrite("Bedtime for Nathan (grandchild, age 5) keeps getting pushed later.",
                  [("household_child", "Nathan (grandchild, age 5)")], "drop")
    assert out == "Bedtime for a grandchild keeps getting pushed later."
    original = "He is 51. He takes calls on (312) 555-0144 or by e-mail at j@example.com. He likes post."
    assert tidy(original, "He is 51. He takes calls or by e-mail. He likes post.") == "He is 51. He likes post."
    out = rewrite("He keeps a personal page at https://koch.example/projects. Fine.",
                  [("url", "https://koch.example/projects")], "abstract")
    assert out == "He keeps a personal page. Fine."


def test_a_dropped_complement_takes_its_clause_not_leaving_a_dangling_verb():
    text = "The relationship with you dates from 2021-08-25 and your login is rs4066. Done."
    out = rewrite(text, [("account_opened_date", "2021-08-25")], "drop", others=["rs4066"])
    assert out == "The relationship with you goes back some time and your login is rs4066. Done."
    text = "You bank mainly at the Northgate Mall branch and this application covers account 7423424142. Done."
    out = rewrite(text, [("branch_location", "the Northgate Mall branch")], "drop", others=["7423424142"])
    assert out == "This application covers account 7423424142. Done."
    text = "His search centers on a quiet cul-de-sac near the lake, and commission on his deal is 2.75 percent."
    out = rewrite(text, [("desired_neighborhood", "a quiet cul-de-sac near the lake")], "drop", others=["2.75 percent"])
    assert out == "Commission on his deal is 2.75 percent."


def test_square_feet_end_a_sentence_so_a_clause_cut_keeps_the_sentence_before():
    text = ("His file lists 4 bedrooms, 2.5 baths, 2,310 sq ft. His search centers on a quiet cul-de-sac near the lake, "
            "and commission on his deal is 2.75 percent.")
    out = rewrite(text, [("desired_neighborhood", "a quiet cul-de-sac near the lake")], "drop",
                  others=["2.75 percent", "4 bedrooms, 2.5 baths, 2,310 sq ft"])
    assert out == "His file lists 4 bedrooms, 2.5 baths, 2,310 sq ft. Commission on his deal is 2.75 percent."


def test_a_preference_for_no_calls_is_not_said_as_a_phone_call():
    assert abstract_value("rec_contact_preference", "e-mail only, with no calls") == "written contact"
    assert abstract_value("rec_contact_preference", "text messages rather than calls") == "mobile contact"
    out = rewrite("She trains with Charles Walker. Fine.", [("personal_trainer", "Charles Walker")], "drop")
    assert out != "She trains. Fine." and "Walker" not in out


def test_an_outlet_key_is_an_organisation_and_its_domain_is_the_offices_not_the_subjects():
    from privasis_hub.sanitize.kinds import value_kind
    assert value_kind("publication_outlet", "The Riverside Ledger") == "organization"
    text = "Action: route late papers to n.pope@riversideledger.example.org; her piece is for The Riverside Ledger."
    out = rewrite(text, [("publication_outlet", "The Riverside Ledger")], "abstract", context={"role": "the contributor"})
    assert out == "Action: route late papers by e-mail; her piece is for a media outlet."


def test_a_dot_inside_an_email_is_no_sentence_end_for_the_last_look():
    original = "Lake Sandyberg, RI 02833\n415-555-0100 or ryan.chavez@post.example.com\n\nDone."
    edited = "Lake Sandyberg, RI\nThe writer's phone number or ryan.chavez@post.example.com\n\nDone."
    assert tidy(original, edited, people=["Ryan Chavez"]) == edited  # was "chavez@post.example.com" alone
