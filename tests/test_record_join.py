"""How facts become sentences (issue 19, the s19l-a reader: "coordinator Jason Stone can answer any questions about
this; the role you would like to take on is delivery driver. Your shirt set aside is adult small; you are applying
to volunteer with our center."): unrelated facts stay separate sentences, never chained with semicolons."""

import random
import re

from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.render import _by_kind, _join_to, combine, render
from tests.test_record_writing import _exact, _plan

#: The hedges an office's letter told the person's own facts in (reader11 class 4).
_HEDGE = re.compile(r"\b(?:We understand that|It is our understanding|We note that|Our understanding is|We also "
                    r"(?:understand|note)|We understand too|It is also our understanding)\b")

_FACTS = ["{first_name} lives with a sister and two cats.", "The rent is {rent}.", "The lease ends on {end}.",
          "The landlord is {landlord}.", "Her shirt size is {size}.", "She wants to drive for the center."]


def test_joined_facts_never_take_a_semicolon():
    for seed in range(40):
        for sentence in combine(_FACTS * 2, random.Random(seed), share=1.0, third=1.0):
            assert ";" not in sentence, sentence


def test_facts_of_another_topic_are_not_joined():
    breaks = frozenset({1, 3})  # the second and the fourth fact start another topic
    for seed in range(40):
        said = combine(_FACTS[1:], random.Random(seed), share=1.0, third=1.0, breaks=breaks)
        assert any(s.startswith("The lease") for s in said), said  # each opens its own sentence
        assert any(s.startswith("Her shirt size") for s in said), said


def test_facts_are_ordered_by_topic_as_they_first_come():
    plan = _plan("legal", "letter", "small claims complaint")
    fields = [FieldSpec(k, k, g, 0.5, lambda ctx: "", (f"It is {{{k}}}.",))
              for k, g in (("a", "money"), ("b", "people"), ("c", "money"), ("d", "people"), ("e", "matter"))]
    plan.values |= {"a": "$5.00", "b": "Bo Lind", "c": "May 1, 2025", "d": "x", "e": "$7.00"}
    assert [f.group for f in _by_kind(plan, fields)] == ["money", "money", "people", "people", "matter"]


def test_rendered_prose_holds_no_semicolon_between_facts():
    extra = {f"x{i}": (f"Extra {i}", g, f"extra fact {i}") for i, g in enumerate(["matter", "money", "people"] * 4)}
    for fmt, kind in (("letter", "small claims complaint"), ("memo", "client intake memo"),
                      ("report", "case review report"), ("email thread", "small claims complaint")):
        for seed in range(12):
            plan = _plan("legal", fmt, kind, extra, seed=seed)
            text, spans = render(plan)
            # after a lead of the frame's own ("Thanks for getting in touch; this is what the file shows:")
            prose = "\n".join(line for line in text.splitlines()  # not a "Contact: phone; e-mail" line of a block
                               if not re.match(r"[A-Z][\w' ]{0,30}: \S", line))
            facts = [s.rsplit(": ", 1)[-1] for s in re.split(r"(?<=[.!?])\s+|\n", prose)
                     if re.search(r"fact|555-0199|March 3, 1984|ada@example", s)]
            assert all(";" not in s for s in facts), [s for s in facts if ";" in s]
            _exact(text, spans, plan.values)


def test_a_letter_tells_the_persons_own_facts_in_its_text_instead_of_reciting_them():
    """The person's own facts are not recited one to a sentence ("Your Extra 0 is ...") nor listed under a heading
    (reader7 class 1: "Other details: / Extra 0: extra fact 0"), nor hedged ("We understand that you have ...":
    reader11 class 4): the letter tells them as the premise of what it does ("As you have ..., we have ...")."""
    extra = {f"x{i}": (f"Extra {i}", "matter", f"extra fact {i}") for i in range(4)}
    for fmt in ("letter", "email thread"):
        for seed in range(6):
            plan = _plan("legal", fmt, "small claims complaint", extra, seed=seed)
            text, spans = render(plan)
            office = text.split("\n-----\n", 1)[-1]  # an e-mail thread: the office's replies
            # (s21-thread: a reply quotes the message it answers; the quote is not the office telling it again)
            office = "\n".join(x for x in office.splitlines() if not x.startswith(">"))
            told = [t for t in re.split(r"(?<=[.!?:])\s+", office) if re.search(r"extra fact|carpenter", t)]
            # (s21-thread, s22-letter: an office's e-mail and letter tell the person's standing facts it works from
            # as plain sentences among the facts of their topic, not premised; each is told in the text)
            assert told, office
            assert not re.search(r"(?m)^Extra \d: ", office), office
            # no hedge or note either (reader11 class 4: "We understand that ...", "We note that ..."): the fact is
            # the premise or the consequence of what the office does about the matter, in the sentence that uses it
            assert not _HEDGE.search(office), office
            assert fmt != "letter" or "The file notes matter fact 0" in text  # the matter's own facts stay in prose
            _exact(text, spans, plan.values)


def test_one_subject_is_said_once_when_two_of_its_facts_share_a_sentence():
    rng = random.Random(0)
    # (two facts of one thing: s19w-voice; unrelated ones are two sentences, below)
    assert _join_to("The Gardener has been assigned plot {bed}.", "The Gardener holds the plot key {m}.", rng) \
        == "The Gardener has been assigned plot {bed} and holds the plot key {m}."
    assert _join_to("I work in the {dept} department.", "I started in the department on {start}.", rng) \
        == "I work in the {dept} department and started in the department on {start}."
    # a clause with a tail of its own keeps the second subject ("..., if that helps you find my file, and I work")
    joined = _join_to("I was born on {dob}, if that helps.", "I work as a {job}.", rng)
    assert joined is None or "and I work" in joined
    assert _join_to("You rent Unit {unit}.", "Your unit is on the {floor} floor.", rng).endswith(
        "your unit is on the {floor} floor.")


def test_one_subject_is_not_said_once_over_unrelated_facts_or_told_unalike():
    """reader8 class 11: "You run a family restaurant with a catering side and can meet the team at the Westside
    office", "You can meet the team ... and agreed to a $150 deposit"."""
    for seed in range(20):
        rng = random.Random(seed)
        joined = _join_to("You run a family restaurant with a catering side.", "You can meet the team at the office.",
                          rng, {})
        assert joined is None or "and can meet" not in joined
        joined = _join_to("You can meet the team at the office.", "You agreed to a deposit for the team.", rng, {})
        assert joined is None or "and agreed" not in joined


def test_unrelated_facts_stay_two_sentences():
    """reader4 class 1: "You filled in the forms on June 11, 2024, and the Campos household owns Unit 51E in the
    community." Two facts join only when they share a word of substance or are both sums of money."""
    values = {"d": "June 11, 2024", "u": "51E", "c": "Rodney Jones", "a": "$48,238", "w": "$2,958.26"}
    for seed in range(40):
        rng = random.Random(seed)
        assert _join_to("You filled in the forms on {d}.", "The Campos household owns Unit {u} in the community.",
                        rng, values) is None
        assert _join_to("Coordinator {c} can answer any questions about this.",
                        "Your request went before the covenants committee.", rng, values) is None
        assert _join_to("You serve as {role}.", "Your dog is {dog}.", rng) is None
        assert _join_to("Reported income was {a}.", "Withholding credited to you totals {w}.", rng, values)
        assert _join_to("Your card has a limit of {a}.", "The card was issued on {d}.", rng, values)


def test_unrelated_join_detector():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "quality_privasis.py"
    spec = importlib.util.spec_from_file_location("quality_privasis", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    text = ("Platform logs show the account's last sign-in from 192.0.2.12, and you also post online as @northcomet.\n"
            "Your card has a limit of $5,000, and the card carries a balance of $1,200.\n"
            "Reported adjusted gross income was $48,238, and withholding credited to you totals $2,958.26.\n"
            "Name: A. Person, and nothing else\n")
    assert module.unrelated_joins(text) == [text.split("\n")[0]]


def test_a_letters_details_to_check_are_the_persons_own_not_the_offices_staff_or_sums():
    from privasis_hub.synth.catalog import FieldSpec as Spec
    from privasis_hub.synth.render import _own_details

    plan = _plan("financial", "letter", "debt collection validation notice")
    extra = {"service_representative": ("Representative", "account", "Your representative is {service_representative}."),
             "late_fee_charged": ("Late fee", "account", "Your late fee is {late_fee_charged}."),
             "member_number": ("Member number", "account", "Your member number is {member_number}.")}
    fields = [Spec(k, label, group, 0.5, lambda ctx: "", (t,)) for k, (label, group, t) in extra.items()]
    plan.values |= {"service_representative": "Gene Clark", "late_fee_charged": "$136.62",
                    "member_number": "MBR-1234"}
    own, told = _own_details(plan, fields)
    assert [f.key for f in own] == ["member_number"]
    assert {f.key for f in told} == {"service_representative", "late_fee_charged"}


def test_an_appointment_with_its_hour_has_a_sentence_of_its_own():
    extra = {"appt": ("Appointment", "matter", "September 6, 2024 at 4:10 PM"),
             "role": ("Role", "matter", "a helper at the food bank")}
    fields = [FieldSpec("appt", "Appointment", "matter", 0.5, lambda ctx: "", ("You are expected on {appt}.",)),
              FieldSpec("role", "Role", "matter", 0.5, lambda ctx: "", ("You serve as {role}.",))]
    for seed in range(12):
        plan = _plan("community", "letter", "volunteer shift confirmation", extra, seed=seed)
        plan.fields = [f for f in plan.fields if f.key not in extra] + fields
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        said = next(s for s in re.split(r"(?<=[.!?])\s+|\n", text) if "4:10 PM" in s)
        assert "serve as" not in said and " and " not in said, said


def test_every_printed_form_of_a_date_of_birth_line_states_the_age_as_an_age():
    from privasis_hub.sanitize.rules import age_spans
    from privasis_hub.synth.render import _BORN_LINES

    for label, aged in _BORN_LINES:  # so a sanitizer asked to remove the age finds it there
        line = label + "March 3, 1984" + aged.replace("{age}", "41")
        assert age_spans(line, "41"), line


def test_an_office_e_mail_checks_id_numbers_and_the_person_names_their_date_of_birth():
    # reader5 class 3: a bank e-mailed "Please check: Date of birth ... Passport number ..." back to its customer;
    # reader6 class 3: an office asking for them by e-mail, and the person sending them, read wrong too. The person
    # names their date of birth under their name, beside their file's number; the office's block holds the ID
    # numbers (which a letter or e-mail prints masked: offline._mask_ids)
    extra = {"passport": ("Passport number", "identity", "XXXXX2559")}
    for seed in range(8):
        plan = _plan("legal", "email thread", "small claims complaint", extra, seed=seed)
        text, spans = render(plan)
        messages = [m.split("\nOn ", 1)[0] for m in text.split("\n-----\n") if m.strip()]  # (each less its quote)
        office = [m for m in messages if m.startswith("From: Bo Lind")]
        person = [m for m in messages if m.startswith("From: Ada Quill")]
        assert not re.search(r"confirm (?:it is you|your identity)", text)
        if "March 3, 1984" in text:  # (s19w-voice, reader8 class 5: "Date of birth: ..." under a customer's name
            # reads as an ID block; the office asks them to check the one it holds, in a sentence)
            assert not any("March 3, 1984" in m for m in person), person
            # (s19y-voice, reader10 class 2: a complaint is no paper that confirms details, so the office says it
            # found their record under it, and asks nothing to be checked)
            # (s20-head, reader11 class 6: no "We matched this to your record using your date of birth (...)": the
            # identifiers stand as labelled lines of the office's message, as a reference block does)
            # (s24-thread, reader14 class 3: and never as a "Date of birth:" line over the office's greeting either)
            assert not any(re.search(r"(?m)^Date of birth: ", m) for m in office), office
            assert not re.search(r"matched this to your record|listed in our records under", text)
            assert not re.search(r"check that we have|Our records show your|[Tt]o be sure this is your file", text)
        if "XXXXX2559" in text:
            # ... a labelled line, never under a "Please check:" heading (reader7 class 1)
            assert any(re.search(r"(?m)^Passport number: XXXXX2559$", m) for m in office), office
            assert not re.search(r"(?im)^please check:", text), office
        _exact(text, spans, plan.values)


def test_a_letter_or_e_mail_prints_an_id_number_masked():
    from privasis_hub.synth.offline import _mask_ids, masked

    assert masked("907-39-9488") == "XXX-XX-9488" and masked("XQ5492559") == "XXXXX2559"
    fields = [FieldSpec("id_number", "SSN", "identity", 0.9, lambda ctx: "", ("x",)),
              FieldSpec("passport_number", "Passport number", "identity", 0.9, lambda ctx: "", ("x",)),
              FieldSpec("license_class", "Driver's license class", "identity", 0.3, lambda ctx: "", ("x",)),
              FieldSpec("case_number", "Case number", "matter", 0.5, lambda ctx: "", ("x",))]
    values = {"id_number": "907-39-9488", "passport_number": "XQ5492559", "license_class": "Class C",
              "case_number": "2024-SC-1234"}
    _mask_ids(values, fields)
    assert values == {"id_number": "XXX-XX-9488", "passport_number": "XXXXX2559", "license_class": "Class C",
                      "case_number": "2024-SC-1234"}  # a class is no number; a case's number is the matter's


def test_a_next_step_asks_for_payment_only_where_something_is_billed():
    # reader6 class 2: "Anything owed should be paid by check or money order within 21 days" in a report card
    from privasis_hub.synth.render import _bills

    plan = _plan("education", "letter", "report card", {"grade": ("Grade", "matter", "B+ in Algebra I")})
    assert not _bills(plan)
    billed = _plan("education", "letter", "tuition statement", {"tuition_due": ("Tuition due", "money", "$4,250.00")})
    assert _bills(billed)
    for seed in range(10):
        plan = _plan("education", "letter", "report card", {"grade": ("Grade", "matter", "B+ in Algebra I")}, seed=seed)
        text, _ = render(plan)
        assert not re.search(r"(?i)\b(?:payable|be paid|any payment)\b", text), text
