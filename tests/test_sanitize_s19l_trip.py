"""The s19l reader classes of the sanitization edits: each fails before its fix (issue 19 item 4)."""

from __future__ import annotations

import random

from privasis_hub.sanitize.instruct import LADDER_PHRASES, conflict_note, same_town_note
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.tidy import tidy


def test_an_abstracted_reference_on_a_form_line_or_table_row_goes_without_on_file():
    text = "Name: Jo\nReference: AB-1234567\n| Item | Value |\n| Wire reference | WR-99887766 |\nEnd."
    out = rewrite(text, [("case_reference", "AB-1234567"), ("wire_reference", "WR-99887766")], "abstract")
    assert out == "Name: Jo\n| Item | Value |\nEnd."
    assert "on file" not in out


def test_a_reference_cell_of_a_wider_row_is_a_dash():
    text = "| Date | Ref | Amount |\n| 2024-01-02 | WR-99887766 | $40 |\nEnd."
    out = rewrite(text, [("wire_reference", "WR-99887766")], "abstract")
    assert out == "| Date | Ref | Amount |\n| 2024-01-02 | - | $40 |\nEnd."


def test_tidy_takes_out_a_medical_record_number_said_on_file():
    original = "Visit: May\nMedical record number: MRN-123456\nEnd."
    assert tidy(original, "Visit: May\nMedical record number: on file\nEnd.") == "Visit: May\nEnd."


def test_the_identifier_instruction_does_not_promise_a_kept_label():
    assert "plain mention of the ID" not in LADDER_PHRASES["identifier"]


def test_a_kept_fact_that_gives_a_target_back_is_explained():
    note = conflict_note("postal_code", "city", random.Random(0))
    assert "postal code" in note and "city" in note and note.startswith(" ")


def test_a_section_left_empty_goes_and_the_sections_after_it_are_lettered_on():
    original = "Form\n\nSection A. Who\nName: Bo\n\nSection B. Numbers\nID: 12\n\nSection C. Terms\nPay: $4\n"
    edited = "Form\n\nSection A. Who\n\nSection B. Numbers\nID: 12\n\nSection C. Terms\nPay: $4\n"
    assert tidy(original, edited) == "Form\n\nSection A. Numbers\nID: 12\n\nSection B. Terms\nPay: $4\n"


def test_a_numbered_list_is_not_a_run_of_empty_sections():
    original = "Steps\n1. Call us\n2. Send the form to Bo\n3. Wait\n"
    edited = "Steps\n1. Call us\n2. Send the form\n3. Wait\n"
    assert tidy(original, edited) == edited


def test_a_kept_fact_that_gives_a_group_back_is_those_details():
    note = conflict_note("issuer_address", "contact and location", random.Random(1), group=True)
    assert "those details" in note and "contact and location" not in note


def test_a_town_the_office_shares_is_said_to_change_on_the_letterhead_too():
    from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
    from privasis_hub.sanitize.pipeline import _shares_town

    record = {"text": "Lake Clinic\n862 Gray Cape\nLake Larry, NH 03530\n\nDear Bo, you live in Lake Larry.\n",
              "attributes": [{"key": "issuer_address", "value": "862 Gray Cape"}]}
    city = SanitizationTarget("attribute", "city", (TargetAttribute("city", "Lake Larry"),), "abstract")
    other = SanitizationTarget("attribute", "city", (TargetAttribute("city", "Salem"),), "abstract")
    assert _shares_town(record, city) and not _shares_town(record, other)
    assert "street line stays" in same_town_note(random.Random(0), street_kept=True)


def test_a_group_of_contacts_covers_a_recovery_email_and_handle_another_group_holds():
    from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
    from privasis_hub.sanitize.targets import expand

    attributes = [{"key": "email", "value": "bo@example.org", "group": "contact and location"},
                  {"key": "account_recovery_email", "value": "alt4070@example.net", "group": "accounts and audience"},
                  {"key": "pseudonymous_account_handle", "value": "@mosskettle", "group": "accounts and audience"},
                  {"key": "signer_email", "value": "a.lee@office.example.org", "group": "issuing organisation"}]
    target = SanitizationTarget("group", "contact and location",
                                (TargetAttribute("email", "bo@example.org"),), "drop")
    values = expand(target, attributes).values
    assert "alt4070@example.net" in values and "a.lee@office.example.org" not in values
    handles = SanitizationTarget("group", "accounts", (TargetAttribute("user_handle", "@bo_runs"),), "drop")
    assert "@mosskettle" in expand(handles, attributes).values


def test_an_amount_range_after_an_article_reads_as_a_range():
    out = rewrite("The plan includes a $25 annual maintenance fee. Next.", [("maintenance_fee", "$25")], "abstract")
    assert "a between" not in out and "annual maintenance fee" in out


def test_a_contact_after_the_noun_that_names_it_goes_with_its_as_or_commas():
    out = rewrite("We also hold your e-mail address as bo@x.example.org. Next.", [("email", "bo@x.example.org")],
                  "abstract")
    assert out == "We also hold your e-mail address. Next."
    out = rewrite("Your number, 555-201-0199, stays on file. Next.", [("phone", "555-201-0199")], "abstract")
    assert out == "Your number stays on file. Next."


def test_a_group_does_not_cover_another_partys_account_or_a_sentence_long_value():
    from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
    from privasis_hub.sanitize.targets import covered_contacts

    attributes = [{"key": "reported_harasser_account", "value": "@christine.ramos89"},
                  {"key": "voicemail_callback", "value": "asked for a call back on the same number before Friday"},
                  {"key": "gamer_tag", "value": "@atomic.r75"}]
    target = SanitizationTarget("group", "accounts", (TargetAttribute("user_handle", "@bo_runs"),), "drop")
    assert covered_contacts(target, attributes) == [("gamer_tag", "@atomic.r75")]


def test_a_contact_given_as_your_number_is_said_once():
    text = ("All news will go to j@x.example.org, and our file also gives +1 614 555 0108 as your number, but as agreed, "
            "we will keep to writing. Next.")
    out = rewrite(text, [("email", "j@x.example.org"), ("phone", "+1 614 555 0108")], "abstract")
    assert "as your number" not in out and "gives your phone number, but as agreed" in out


def test_a_sportfishing_firm_is_an_organisation_not_a_clinician():
    from privasis_hub.sanitize.abstract import abstract_value

    assert "clinician" not in abstract_value("provider_name", "Lake Robinfort Sportfishing", {})


def test_a_staff_name_on_a_form_line_abstracted_to_a_role_keeps_the_line():
    ctx = {"office": "Hill & Co Legal"}
    text = "Hill & Co Legal\nParalegal: Nicholas Turner\nDate: May 2\n"
    out = rewrite(text, [("paralegal_name", "Nicholas Turner")], "abstract", context=ctx)
    assert out == "Hill & Co Legal\nParalegal: a paralegal at Hill & Co Legal\nDate: May 2\n"
    row = "Hill & Co Legal\n| Item | Value |\n| Treating clinician | Rebecca Harris, MD |\nEnd.\n"
    out = rewrite(row, [("treating_clinician", "Rebecca Harris, MD")], "abstract", context=ctx)
    assert "| Treating clinician | a clinician at Hill & Co Legal |" in out and "Harris" not in out


def test_a_relative_or_the_subject_on_a_form_line_is_not_placed_at_the_office():
    ctx = {"office": "Hill & Co Legal"}
    for key, value in (("parent_name", "Larry Rodriguez"), ("full_name", "Jo Bell")):
        out = rewrite(f"Hill & Co Legal\nName: {value}\nEnd.\n", [(key, value)], "abstract", context=ctx)
        assert " at Hill & Co Legal" not in out and value not in out


def test_a_dropped_office_number_inside_a_clause_that_goes_on_takes_only_its_preposition():
    from privasis_hub.sanitize.drop import drop_value

    text = ("We will not call; if anything here is unclear, leave a voicemail on 802-555-0134 and we will call you back "
            "within a day.")
    s = text.index("802")
    assert drop_value(text, s, s + 12, kind="phone")[0] == ("We will not call; if anything here is unclear, leave a "
                                                            "voicemail and we will call you back within a day.")
