"""Reader3's sanitization classes (s19q): garbled abstractions, drops that break a sentence, leaks."""

from __future__ import annotations

import privasis_hub.sanitize.pipeline  # noqa: F401  (loads the modules in their import order)
from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.instruct import offline_abstract_instruction
from privasis_hub.sanitize.kinds import token_edit, value_kind
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.tidy import tidy

LOAN = ("Interest rate: 5.625% fixed rate on a 15-year mortgage\nTerm: 15 years\n\n"
        "The account carries a 5.625% fixed rate on a 15-year mortgage. Your pre-approval holds for 120 days subject to"
        " an appraisal. Your loan runs 15 years, and other income comes from a side job.\n")


def test_a_length_of_time_is_said_in_words_not_a_number_bracket() -> None:
    assert value_kind("loan_term", "15 years") == "number"
    assert abstract_value("loan_term", "15 years") == "a decade or more"
    assert abstract_value("preapproval_valid", "120 days") == "several months"
    assert abstract_value("agreement_term", "six months") == "several months"
    assert abstract_value("cure_period", "30 days from the date of this notice") == (
        "a month or two from the date of this notice")
    assert abstract_value("contract_term", "18 months from October 24, 2025") == "a year or two from October 2025"


def test_a_rate_with_words_is_a_rate_in_a_bracket() -> None:
    out = abstract_value("loan_interest_rate", "5.625% fixed rate on a 15-year mortgage")
    assert out == "a fixed rate between 5% and 10% on a long-term mortgage"


def test_a_term_is_reached_in_its_compound_form_too() -> None:
    pairs = [("loan_term", "15 years"), ("preapproval_valid", "120 days"),
             ("loan_interest_rate", "5.625% fixed rate on a 15-year mortgage")]
    out = rewrite(LOAN, pairs, "abstract")
    assert "15" not in out and "120" not in out and "500" not in out
    assert "carries a fixed rate between 5% and 10% on a long-term mortgage." in out
    assert "holds for several months subject" in out
    dropped = rewrite(LOAN, [("loan_term", "15 years")], "drop")
    assert "15" not in dropped and "on a mortgage" in dropped and "runs," not in dropped


def test_the_instruction_offers_what_fits_a_term() -> None:
    target = SanitizationTarget(kind="attribute", name="loan_term", operation="abstract",
                                attributes=[TargetAttribute(key="loan_term", value="15 years")])
    text = offline_abstract_instruction(target, [value_kind("loan_term", "15 years")])
    assert "month and year" not in text and "length of time" in text


def test_a_role_is_not_said_of_itself() -> None:
    text = "You can reach the teacher, Mrs. Martin, by e-mail.\n"
    for op in ("drop", "abstract"):
        assert rewrite(text, [("child_teacher", "Mrs. Martin")], op) == "You can reach the teacher by e-mail.\n"
    text = ("A statement was taken from Erik Kelly (coworker), and counsel of record is Chloe Shea. Counsel of record is "
            "Rachel Kidd, and the last hearing was held in open court.")
    out = rewrite(text, [("attorney_name", "Chloe Shea"), ("attorney_name", "Rachel Kidd")], "abstract")
    assert out == "A statement was taken from Erik Kelly (coworker). The last hearing was held in open court."


def test_a_signers_name_in_an_office_address_is_the_offices() -> None:
    assert token_edit("d.wagner@warrenllc.example.org", "Danielle Wagner", "signer_name", "name") == (
        "signer_email", "email")


def test_a_letterhead_is_not_left_as_its_town_line() -> None:
    original = "Nguyen Properties\n596 Fox Run Ln\nGadsden, AL 35901\nWeekdays 9-5:30\n\nSELLER LISTING AGREEMENT\n"
    assert tidy(original, "Gadsden, AL 35901\nWeekdays 9-5:30\n\nSELLER LISTING AGREEMENT\n") == (
        "SELLER LISTING AGREEMENT\n")
    kept = "Northbound Public Radio\n4464 Aspen St\nSC 29488\nTel. +1 843 555 0188\n\nFORM\n"
    assert tidy("Northbound Public Radio\n4464 Aspen St\nWalterboro, SC 29488\n", kept, ["29488"]) == kept


def test_a_clause_cut_to_its_verb_goes() -> None:
    original = "A few lines: the warranty runs until 09/25/2025, and the work was on the central air unit.\n"
    assert tidy(original, "A few lines: the warranty runs, and the work was on the central air unit.\n") == (
        "A few lines: the work was on the central air unit.\n")


def test_filler_and_bare_headings() -> None:
    original = "Findings are consistent with X, and the encounter was coded under ICD-10 M54.17.\n"
    assert tidy(original, "Findings are consistent with a musculoskeletal condition, and the encounter was coded under "
                          "a diagnosis code.\n") == "Findings are consistent with a musculoskeletal condition.\n"
    text = "Intro.\n\nMr. Williamson's details:\nWork: paralegal\n"
    out = rewrite(text, [("full_name", "James Williamson"), ("last_name", "Williamson")], "drop",
                  context={"role": "contributor"})
    assert "The contributor's details:" in out


def test_an_instruction_names_a_prepositional_field_by_its_label():
    """ "Drop any reference to the phone call with" is no English (reader4): such a field is named by its label."""
    from privasis_hub.sanitize.instruct import _field_noun

    assert _field_noun("phone_call_with") == '"Phone call with" detail'
    assert _field_noun("referred_by") == '"Referred by" detail'
    assert _field_noun("phone") == "phone number"
    assert _field_noun("diagnosis") == "diagnosis"
