"""The s19k reader classes: each edit a reader of the triplets called awkward, leaking or broken, at its source."""

from __future__ import annotations

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.drop import drop_value
from privasis_hub.sanitize.grammar import fit_mention
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.tidy import tidy


def test_a_dropped_contact_whose_label_restates_it_goes_with_its_clause():
    text = ("Ms. Robinson drives. Her phone number is 305-555-0158 and her e-mail address is n.r@school.example.com. "
            "Our team writes.")
    s = text.index("305")
    out = drop_value(text, s, s + 12, ["n.r@school.example.com"], kind="phone")[0]
    assert out == "Ms. Robinson drives. Her e-mail address is n.r@school.example.com. Our team writes."
    assert "is a phone number" not in out


def test_a_bare_emailed_participle_keeps_its_channel():
    text = "We need your reply in 14 days, and scanned copies are fine, e-mailed to a.love@tv.example.org. Thanks."
    s = text.index("a.love")
    e = s + len("a.love@tv.example.org")
    a, b, repl = fit_mention(text, s, e, "a contact e-mail", "email", 0, len(text), "signer_email", "the client")
    assert text[:a] + repl + text[b:] == "We need your reply in 14 days, and scanned copies are fine, sent by e-mail. Thanks."


def test_one_contact_left_is_the_way_to_reach_someone():
    original = "She gave (954) 555-0143 and a@b.example.com as the ways to reach her. Next."
    assert tidy(original, "She gave (954) 555-0143 as the ways to reach her. Next.") == \
        "She gave (954) 555-0143 as the way to reach her. Next."
    assert tidy(original, original) == original  # the record's own wording is never touched


def test_a_dropped_town_before_its_state_leaves_the_state():
    text = "Bowman Advisory\nWest James, DE 19901\nPrepared by Ann Lee\n"
    s = text.index("West James")
    assert drop_value(text, s, s + len("West James"), kind="city")[0] == "Bowman Advisory\nDE 19901\nPrepared by Ann Lee\n"


def test_a_lost_and_found_line_is_returned_to_the_owner():
    text = "Personal bucket list\nIf found, please return to Jim Howell\n\nI want to run."
    for operation in ("drop", "abstract"):
        out = rewrite(text, [("full_name", "Jim Howell"), ("first_name", "Jim"), ("last_name", "Howell")], operation,
                      context={"role": "the writer", "pronoun": "his"})
        assert "If found, please return to the owner" in out and "the writer" not in out


def test_an_identifier_asked_to_be_mentioned_is_mentioned_not_deleted():
    text = "Ms. Rodriguez filed on 2024-02-12. The Social Security number on file is 991-07-2066. She owes $20."
    out = rewrite(text, [("social_security_number", "991-07-2066")], "abstract")
    assert out == "Ms. Rodriguez filed on 2024-02-12. The Social Security number is on file. She owes $20."


def test_a_favourite_place_and_a_shared_memory_are_generalised_not_deleted():
    out = rewrite("Jim still goes back to a diner off Route 9 that serves breakfast all day. He laughs.",
                  [("favorite_place", "a diner off Route 9 that serves breakfast all day")], "abstract")
    assert out == "Jim still goes back to a small place to eat. He laughs."
    out = rewrite("Jim still laughs about the Thanksgiving when the turkey caught fire. Next.",
                  [("shared_memory", "the Thanksgiving when the turkey caught fire")], "abstract")
    assert out == "Jim still laughs about a holiday gone wrong. Next."


def test_a_dropped_dependents_count_is_not_read_back_from_the_filing_status():
    pairs = [("dependents_claimed", "four children")]
    others = ["married filing jointly with four dependents claimed"]
    text = ("She claims four children. The return was filed as married filing jointly with four dependents claimed. "
            "She owes nothing.")
    assert rewrite(text, pairs, "drop", others=others) == \
        "The return was filed as married filing jointly. She owes nothing."
    out = rewrite(text, pairs, "abstract", others=others)
    assert "four" not in out and "married filing jointly with dependents claimed" in out
    form = "Filing status: married filing jointly with four dependents claimed\nShe owes nothing."
    assert rewrite(form, pairs, "drop", others=others) == "Filing status: married filing jointly\nShe owes nothing."


def test_a_status_label_takes_the_status_alone():
    text = "Checked: the background screening status for Ms. Sampson is cleared after an appeal as of 2023-08-08; ok."
    out = rewrite(text, [("volunteer_background_check", "cleared after an appeal as of 2023-08-08")], "abstract")
    assert out == "Checked: the background screening status for Ms. Sampson is cleared; ok."


def test_a_dropped_subject_possessive_after_a_preposition_is_their_pronoun():
    out = rewrite("Employers withheld $671.52 from Maria's wages. Maria Lopez filed.",
                  [("full_name", "Maria Lopez"), ("first_name", "Maria")], "drop",
                  context={"pronoun": "her", "role": "the taxpayer"})
    assert out == "Employers withheld $671.52 from her wages. The taxpayer filed."


def test_a_dropped_goal_does_not_leave_the_idea_dangling():
    text = ("It rained. I keep coming back to the idea of running a first half marathon, and the evening ended with "
            "a sandwich. Then bed.")
    out = rewrite(text, [("personal_goal", "running a first half marathon")], "drop", others=["a sandwich"])
    assert out == "It rained. The evening ended with a sandwich. Then bed."


def test_expand_is_unchanged_for_a_dependents_target():
    # the filing status is edited by the rewrite, not added as a target value (whose fuzzy spans broke the line)
    from privasis_hub.sanitize.targets import expand

    target = SanitizationTarget("attribute", "dependents_claimed", (TargetAttribute("dependents_claimed", "two children"),),
                                "drop")
    assert expand(target, [{"key": "tax_filing_status", "value": "single with two dependents claimed"}]) == target


def test_a_dropped_contact_leaves_no_stand_in_that_restates_its_clause():
    cases = [
        ("He is a plumber. Contact details on file: 312-555-0120 or r@example.net. He prefers calls.",
         [("phone", "312-555-0120")], ["r@example.net"],
         "He is a plumber. Contact details on file: r@example.net. He prefers calls."),
        ("All news will go to v@family.example.org and the number we hold, 801-555-0111, stays on file, though nobody "
         "here will ring you. Next.", [("phone", "801-555-0111")], ["v@family.example.org"],
         "All news will go to v@family.example.org. Next."),
        ("An electronic copy was also sent to v@example.net, and we have 801-555-0111 as your number, but as you asked, "
         "we will not call. Next.", [("phone", "801-555-0111")], ["v@example.net"],
         "An electronic copy was also sent to v@example.net. Next."),
        ("Online I post as @lawyer77, and I have worked as a lawyer since 2001. Next.", [("online_handle", "@lawyer77")],
         ["2001"], "I have worked as a lawyer since 2001. Next."),
    ]
    for text, pairs, others, expected in cases:
        assert rewrite(text, pairs, "drop", others=others) == expected


def test_a_removed_body_named_after_its_town_takes_the_town_off_the_letterhead():
    text = ("New Tinahaven Counseling and Wellness Center\n12 Main St\nNew Tinahaven, MA 01234\n\n"
            "She was seen at New Tinahaven Counseling and Wellness Center.")
    for operation in ("drop", "abstract"):
        out = rewrite(text, [("clinic_name", "New Tinahaven Counseling and Wellness Center")], operation)
        assert "Tinahaven" not in out and "Massachusetts" in out and "01234" not in out  # s19n: no "MA 01234" fragment


def test_a_dropped_attendance_figure_leaves_the_referrals_reason():
    text = ("Over the term, the student had 25 unexcused absences and 14 late arrivals this semester and the referral "
            "describes a fight in the cafeteria by his child. Follow-up booked.")
    out = rewrite(text, [("student_attendance", "25 unexcused absences and 14 late arrivals this semester")], "drop",
                  others=["a fight in the cafeteria by his child"])
    assert out == "The referral describes a fight in the cafeteria by his child. Follow-up booked."


def test_a_street_town_and_zip_abstracted_together_say_the_region_once():
    text = "He is 65. He resides at 62822 Amanda Highway, Port Cheryl, MT 59086. He is single."
    from privasis_hub.sanitize.rewrite import _one_place

    assert _one_place(text, "He resides at an address in MT, MT a postal code in MT.") == "He resides at an address in MT."
    assert _one_place(text, "He has an address at an address in MT, MT.") == "He has an address in MT."


def test_a_restating_contact_clause_keeps_the_clause_after_a_semicolon():
    text = ("All news will go to v@family.example.org and the number we hold, +1 408 555 0122, stays on file, though "
            "nobody here will phone you; on anything else, talk to our staff on +1 303 555 0184.")
    out = rewrite(text, [("phone", "+1 408 555 0122")], "drop", others=["v@family.example.org", "+1 303 555 0184"])
    assert out == "All news will go to v@family.example.org; on anything else, talk to our staff on +1 303 555 0184."


def test_an_identifier_on_a_form_line_goes_with_its_line():
    text = "Name: Bob\nSocial Security number: 979-27-7873\nDone."  # s19l: "Reference: on file" is no form value
    assert rewrite(text, [("social_security_number", "979-27-7873")], "abstract") == "Name: Bob\nDone."


def test_a_reach_me_line_with_no_contact_left_goes():
    original = "Notebook\nAR\nReach me on (646) 555-0178 or m@me.example.com\n\nSunday."
    assert tidy(original, "Notebook\nAR\nReach me\n\nSunday.") == "Notebook\nAR\n\nSunday."


def test_sentences_left_with_no_fact_go():
    original = "[09:39] Daniel: Thanks. We have your name as Ann Lee. Anything else?\nMr. Vasquez is working toward a PhD."
    edited = "[09:39] Daniel: Thanks. We have your name as the member. Anything else?\nMr. Vasquez is working toward a goal."
    assert tidy(original, edited, people=["Vasquez"]) == "[09:39] Daniel: Thanks. Anything else?\n"


def test_an_accessibility_request_is_an_accessibility_accommodation():
    out = rewrite("She requested captioning on the venue screens. Next.",
                  [("accessibility_request", "captioning on the venue screens")], "abstract")
    assert out == "She requested an accessibility accommodation. Next."


def test_tidy_takes_out_an_id_line_said_on_file():
    original = "Name: Bob\nCustomer number: LJP-10793835\nContact: 555-201-0199\nDone."
    edited = "Name: Bob\nCustomer number: on file\nContact: the member's phone number\nDone."
    assert tidy(original, edited) == "Name: Bob\nDone."


def test_a_voicemail_on_the_offices_number_is_a_voicemail():
    text = "Expect a copy in your inbox; on anything not covered here, leave a voicemail on 646-555-0117."
    s = text.index("646")
    a, b, repl = fit_mention(text, s, s + 12, "a phone number", "phone", 0, len(text), "issuer_phone", "the client")
    assert text[:a] + repl + text[b:] == "Expect a copy in your inbox; on anything not covered here, leave a voicemail."


def test_only_an_identifier_label_is_said_on_file():
    out = rewrite("Hi. The device assigned to you is DEV-88123456. Bye.", [("device_id", "DEV-88123456")], "abstract")
    assert "is on file" not in out


def test_a_state_code_ends_a_sentence():
    text = ("She has a home in Jasonmouth, MT. Her phone number is 305-555-0158 and her e-mail address is "
            "n.r@school.example.com. Our team writes.")
    s = text.index("305")
    out = drop_value(text, s, s + 12, ["n.r@school.example.com"], others=["Jasonmouth"], kind="phone")[0]
    assert out == "She has a home in Jasonmouth, MT. Her e-mail address is n.r@school.example.com. Our team writes."
