"""s19t-san: sanitized records that read as a careful human edit (reader6 classes 9 and 10): a removed program's
token goes from titles and codes, a form field's stand-in is said as a form says a value, a reply whose answer went
leaves the thread, a last-name request keeps the first name."""

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.pipeline import _surname_only
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.targets import expand, program_token
from privasis_hub.sanitize.tidy import _empty_reply
from tests.benchmark_modules import load_benchmark

FORM = """SNAP BENEFITS RENEWAL FORM (rev. 12/2021)
Agency case number: SNAP-63513549
Benefit program: SNAP food assistance
Your SNAP benefits continue.
"""


def _expanded(key, value, operation, text, attributes=()):
    target = SanitizationTarget("attribute", key, (TargetAttribute(key, value),), operation)
    return expand(target, list(attributes), None, None, text)


def test_program_token_of_a_named_program_only():
    assert program_token("benefit_program", "SNAP food assistance") == "SNAP"
    assert program_token("standardized_test_score", "TOEFL iBT 61") is None  # a score's test is no secret
    assert program_token("health_insurance_plan", "Harborline Health Plans PPO Gold 1500") is None
    assert program_token("city", "NY") is None


def test_program_token_goes_from_title_and_code():
    full = _expanded("benefit_program", "SNAP food assistance", "abstract", FORM)
    assert ("program_token", "SNAP") in [(a.key, a.value) for a in full.attributes]
    out = rewrite(FORM, [(a.key, a.value) for a in full.attributes], "abstract")
    assert "SNAP" not in out
    assert "BENEFITS RENEWAL FORM (rev. 12/2021)" in out and "Agency case number: 63513549" in out
    assert "Benefit program: Public assistance\n" in out and "Your benefits continue." in out  # (no "program" said twice: s19x-san)


def test_program_token_in_a_kept_code_stays():
    full = _expanded("benefit_program", "SNAP food assistance", "drop", FORM)
    out = rewrite(FORM, [(a.key, a.value) for a in full.attributes], "drop", keep=["SNAP-63513549"])
    assert "SNAP-63513549" in out and not out.startswith("SNAP")


def test_form_value_without_article_and_label_not_repeated():
    text = ("Emergency contact: Katherine Olson (mother)\nCommittee: Finance Committee\n"
            "Benefit program: SNAP food assistance\n| Travel companion | James Olson (brother) |\n"
            "| Department | Food Service |\n")
    pairs = [("emergency_contact", "Katherine Olson"), ("committee", "Finance Committee"),
             ("benefit_program", "SNAP food assistance"), ("travel_companion", "James Olson"),
             ("department", "Food Service")]
    out = rewrite(text, pairs, "abstract")
    assert "Emergency contact: Mother" in out
    assert "Benefit program: Public assistance\n" in out  # (no "program" said twice: s19x-san)
    assert "| Travel companion | Brother |" in out
    assert "Committee:" not in out  # "Committee: A committee" says nothing: the field goes
    assert "Department" not in out  # so does a table row "| Department | a department |"
    assert "An emergency contact" not in out and "A public" not in out



def test_empty_reply_leaves_the_thread():
    original = ("From: A <a@x.org>\nSubject: Fee\n\nHello,\n\nHas a late fee been charged?\n\nBest regards,\nA\n"
                "\n-----\nFrom: B <b@y.org>\nTo: A <a@x.org>\nSubject: Re: Fee\n\nDear Ms. A,\n\nAs to your question: "
                "a late fee of $25 was charged.\n\nKind regards,\nB\n")
    text = original.replace("As to your question: a late fee of $25 was charged.\n\n", "")
    out = _empty_reply(original, text)
    assert "separately" not in out and "From: B" not in out and out.endswith("Best regards,\nA\n")
    assert "Has a late fee been charged?" in out


def test_empty_reply_holding_a_kept_value_is_answered():
    original = ("From: A <a@x.org>\nSubject: Fee\n\nHello,\n\nHas a late fee been charged?\n\nBest regards,\nA\n"
                "\n-----\nFrom: B <b@y.org>\nTo: A <a@x.org>\nSubject: Re: Fee\n\nDear Ms. A,\n\nAs to your question: "
                "a late fee of $25 was charged.\n\nKind regards,\nB\nRef. KX-1234567\n")
    text = original.replace("As to your question: a late fee of $25 was charged.\n\n", "")
    out = _empty_reply(original, text, keep=["KX-1234567"])
    assert "KX-1234567" in out and "From: B" in out


def test_last_name_only_keeps_the_first_name():
    text = ("Michele Grant\n664 1st St\nHanover, NH 03755\n\nDear Ms. Grant,\n\nYour emergency contact is "
            "Katherine Grant (mother). Ms. Grant must meet with the dean.\n")
    attributes = [{"key": "last_name", "value": "Grant", "spans": []}, {"key": "full_name", "value": "Michele Grant",
                  "spans": []}, {"key": "emergency_contact", "value": "Katherine Grant", "spans": []}]
    target = SanitizationTarget("attribute", "last_name", (TargetAttribute("last_name", "Grant"), TargetAttribute(
        "full_name", "Michele Grant"), TargetAttribute("emergency_contact", "Katherine Grant")), "drop",
        (("role", "the student"), ("pronoun", "her")))
    target = _surname_only(target, "Michele Grant")  # s24: the subject is named (no first name is guessed)
    assert dict(target.context)["given_name"] == "Michele"
    full = expand(target, attributes, None, None, text)
    assert ("first_name", "Michele") not in [(a.key, a.value) for a in full.attributes]
    out = rewrite(text, [(a.key, a.value) for a in full.attributes], "drop", context=dict(full.context))
    assert "Grant" not in out
    assert out.startswith("Michele\n664 1st St") and "Dear Michele," in out and "Katherine (mother)" in out


def test_last_name_greeting_stays_neutral_when_the_sex_goes():
    text = "Michele Grant\n\nDear Ms. Grant,\n\nThanks.\n"
    target = _surname_only(SanitizationTarget("attribute", "last_name", (TargetAttribute("last_name", "Grant"),
                           TargetAttribute("full_name", "Michele Grant")), "drop",
                           (("role", "the student"), ("pronoun", "their"))))
    full = expand(target, [], None, None, text)
    out = rewrite(text, [(a.key, a.value) for a in full.attributes], "drop", context=dict(full.context))
    assert "Dear Michele" not in out and "Grant" not in out and out.startswith("Michele\n")


def test_quality_counts_the_new_classes():
    q = load_benchmark("quality_sanitization")
    row = {"original": "Benefit program: SNAP food assistance\nEmergency contact: Ann Lee (mother)\n",
           "sanitized": "Benefit program: A public assistance program\nEmergency contact: An emergency contact (mother)\n",
           "targets": [], "retention": []}
    capital, repeat = q.label_standins(row)
    assert len(capital) == 2 and repeat == ["Emergency contact: An emergency contact (mother)"]
    row = {"original": FORM, "sanitized": FORM.replace("Benefit program: SNAP food assistance", "Benefit program: "
                                                       "Public assistance program"),
           "targets": [{"keys": ["benefit_program"], "values": ["SNAP food assistance"], "operation": "abstract"}],
           "retention": []}
    assert q.title_token_leaks(row)
    row = {"original": "Michele Grant\nDear Ms. Grant,", "sanitized": "Dear Student,",
           "targets": [{"kind": "attribute", "keys": ["last_name", "full_name"], "values": ["Grant", "Michele Grant"]}]}
    assert q.first_name_lost(row, None) == ["Michele"]


def test_a_bare_kind_keeps_its_article():
    out = rewrite("Received: March 3, 2024\nDone.\n", [("received_date", "March 3, 2024")], "abstract")
    assert "Received: Date" not in out
    from privasis_hub.sanitize.rewrite import _form_values
    assert _form_values("Received: 03/03/2024\n", "Received: A date\n") == "Received: A date\n"
    assert _form_values("Plan: Gold PPO\n", "Plan: A PPO health plan\n") == "Plan: PPO health plan\n"
