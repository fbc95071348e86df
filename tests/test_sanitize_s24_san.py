"""reader14's sanitization classes left after s23 (issue 19, s24-san): a greeting never moved to another person (B),
e-mail headers that name the subject by role and office (A), a staff contact line whose e-mail item goes while the
person becomes their role (G), a dropped fact a kept sentence tells again (H), and two stand-ins no redactor writes
("Date of birth: A date (in her forties)", "Re: ... — the holder")."""

from __future__ import annotations

import random
import re

import pytest

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.drop import header_subject
from privasis_hub.sanitize.pipeline import _surname_only
from privasis_hub.sanitize.rules import rewrite
from privasis_hub.sanitize.tidy import reader14_leftovers, restated_drops, restates

_FAMILIES = [("Allison", "Gary", "Villegas", "Ms."), ("Joel", "Mark", "Austin", "Mr."), ("Maria", "Leo", "Grant", "Mrs."),
             ("Keith", "Amy", "Hill", "Mr."), ("Rhonda", "Tyler", "Pittman", "Ms.")]
_OFFICES = ["Jones Rotary Club", "Blue Mesa Credit Union", "Wilkins Manufacturing", "Kemp State University",
            "Internal Revenue Service", "Harborview Account Management", "Acme Mutual Insurance"]
_ROLES = ["the member", "the account holder", "the employee", "the student", "the applicant", "the consumer",
          "the client", "the parent", "the participant", "the contributor", "the patient"]


def _last_name_target(subject: str, child: str, surname: str, child_first: bool) -> SanitizationTarget:
    people = [f"{child} {surname}", f"{subject} {surname}"]
    people = people if child_first else people[::-1]
    attrs = (TargetAttribute("last_name", surname),) + tuple(TargetAttribute("full_name", p) for p in people)
    return SanitizationTarget("attribute", "last_name", attrs, "abstract", ())


@pytest.mark.parametrize("child_first", [True, False])
@pytest.mark.parametrize(("subject", "child", "surname", "title"), _FAMILIES)
def test_a_surname_only_greeting_never_goes_to_another_person(subject, child, surname, title, child_first):
    """reader14 B: "Dear Ms. Villegas," -> "Dear Gary," (the child) when the child's full name came first."""
    target = _surname_only(_last_name_target(subject, child, surname, child_first), f"{subject} {surname}")
    ctx = dict(target.context)
    assert ctx.get("given_name") == subject
    unknown = _surname_only(_last_name_target(subject, child, surname, child_first), "")  # no subject known: no name
    assert not dict(unknown.context).get("given_name")
    text = (f"{subject} {surname}\n12 Oak Ct\n\nRe: Plan — {subject} {surname}\n\nDear {title} {surname},\n\n"
            f"You are the parent of {child} {surname}.\n")
    for pronoun in ("his", "her"):  # a title of the other sex is not the subject: no first name for it
        for told in (target, unknown):
            out = rewrite(text, [(a.key, a.value) for a in told.attributes], "abstract",
                          context={"role": "the parent", **dict(told.context), "pronoun": pronoun})
            greeting = re.search(r"(?m)^Dear ([^,\n]+),", out)
            assert greeting and child not in greeting.group(1) and surname not in out, out
            fits = (pronoun == "his") == (title == "Mr.")
            assert (greeting.group(1) == subject) == (fits and told is target), out


@pytest.mark.parametrize("role", _ROLES)
@pytest.mark.parametrize("office", _OFFICES)
def test_a_header_names_the_subject_by_role_and_office(role, office):
    """reader14 A: "To: A member of Wall Commons HOA" is stiff; reader15: "To: Member, Wall Commons HOA" reads as the
    office's own staff. s25: a header reads "To: The member", as the quote lines name them."""
    party = header_subject(role, office)
    assert not re.match(r"(?i)(?:a|an) \w+(?: \w+)? (?:of|at|to|with) ", party), party
    assert "," not in party and office not in party, party
    if party.lower() != role:
        assert re.fullmatch(r"The [a-z]+(?: [a-z]+)?", party), party


@pytest.mark.parametrize("seed", range(12))
def test_a_thread_header_reads_role_comma_office(seed):
    rng = random.Random(seed)
    first, last = rng.choice(["Paul", "Dana", "Ian", "Rosa"]), rng.choice(["Collins", "Ortiz", "Black", "Nguyen"])
    office = rng.choice(_OFFICES)
    mail = f"{first.lower()}.{last.lower()}{seed}@example.com"
    text = f"From: {first} {last} <{mail}>\nTo: desk@office.example.org\nSubject: My file\n\nHi,\n\nA question.\n"
    for op in ("abstract", "drop"):
        out = rewrite(text, [("full_name", f"{first} {last}"), ("email", mail)], op,
                      context={"role": rng.choice(_ROLES), "signed_office": office})
        head = out.split("\n", 1)[0]
        assert first not in head and last not in head and "@example.com" not in head
        assert not re.match(r"From: (?:A|An) ", head), head


_LABELS = ["Handled by", "Your contact", "Direct contact", "Staff contact", "Contact for this file"]


@pytest.mark.parametrize("label", _LABELS)
@pytest.mark.parametrize("seed", range(6))
def test_a_contact_lines_email_item_goes_and_the_person_keeps_a_role(label, seed):
    """s22/reader14 G: "Handled by: John Wood, j.wood@..., ext. 503" -> "Handled by: The office, ext. 503" (the name to
    become a role was lost with its e-mail); an e-mail holding a town target took its owner's name with it."""
    rng = random.Random(seed)
    first, last = rng.choice(["John", "Vickie", "Adam", "Nicole"]), rng.choice(["Wood", "Smith", "Valdez", "Lee"])
    town = rng.choice(["Tarentum", "Tarkio", "Phoenix"])
    ext = rng.randint(100, 999)
    mail = f"{first[0].lower()}.{last.lower()}@{town.lower()}press.example.org"
    text = f"Program notes\n{label}: {first} {last}, {mail}, ext. {ext}\nOther line.\n"
    for op in ("abstract", "drop"):
        out = rewrite(text, [("case_handler", f"{first} {last}"), ("case_handler_email", mail)], op,
                      context={"role": "the member"})
        line = out.splitlines()[1]
        assert line == f"{label}: A case handler, ext. {ext}", line
    out = rewrite(text, [("city", town)], "abstract", context={"role": "the member"})
    assert out.splitlines()[1] == f"{label}: {first} {last}, ext. {ext}"
    kept = rewrite(text, [("city", town)], "abstract", keep=[mail], context={"role": "the member"})
    assert mail in kept


_RESTATED = [
    ("anterior cruciate ligament reconstruction", "Reason: tear of the anterior cruciate ligament of the left knee"),
    ("multi-factor code was read out before the call felt wrong",
     "He reported reading a multi-factor code aloud to a caller posing as the help desk."),
    ("herniated disc in the lower back", "The scan showed a herniated disc pressing on a nerve in the lower back."),
    ("hate speech in a livestream chat", "You reported hate speech posted during a livestream."),
]
_UNRELATED = ["The plan sets up a nesting arrangement.", "Your next visit is on a Monday.",
              "Reason: annual review of the account", "He reported the incident to the front desk."]


@pytest.mark.parametrize(("value", "sentence"), _RESTATED)
def test_a_kept_sentence_that_restates_a_dropped_fact_goes(value, sentence):
    """reader14 H: the dropped "anterior cruciate ligament reconstruction" could be read from "Reason: tear of the
    anterior cruciate ligament of the left knee", which stayed."""
    assert restates(sentence, value)
    assert not any(restates(u, value) for u in _UNRELATED)
    for seed in range(8):
        rng = random.Random(seed)
        before = rng.choice(["Ms. Lee came in on May 2.", "The file was opened last week.", "Notes follow."])
        after = rng.choice(["Her next visit is booked.", "Call us with any questions.", "The team will follow up."])
        gap = "\n" if ":" in sentence else " "  # a form field stands on its own line
        original = f"REPORT\n\n{before}{gap}{sentence}{gap}{after}\nProcedure: {value}\n\nSigned: Dana Cole\n"
        edited = f"REPORT\n\n{before}{gap}{sentence}{gap}{after}\n\nSigned: Dana Cole\n"
        out = restated_drops(original, edited, [value], [])
        assert sentence not in out and before in out and after in out and "Signed: Dana Cole" in out
        alone = f"REPORT\n\n{sentence}\n\nSigned: Dana Cole\n"
        out = restated_drops(alone + f"Procedure: {value}\n", alone, [value], [])
        assert sentence not in out and "\n\n\n" not in out
        held = restated_drops(original, edited, [value], [sentence.split()[-1].rstrip(".")])  # a kept value: stays
        assert sentence in held
        assert restated_drops(original, original, [value], []) == original  # the value itself is for the finder


@pytest.mark.parametrize("seed", range(10))
def test_a_dropped_birth_date_beside_a_general_age_reads_as_an_age(seed):
    rng = random.Random(seed)
    decade, n = rng.choice([("forties", "40s"), ("sixties", "60s"), ("twenties", "20s"), ("thirties", "30s")])
    who = rng.choice(["her", "his", "their"])
    label = rng.choice(["Date of birth", "DOB", "Born"])
    original = f"Patient: Dana Cole\n{label}: June {seed + 1}, 1982 (43 years)\nSex: female\n"
    edited = f"Patient: Dana Cole\n{label}: A date (in {who} {decade})\nSex: female\n"
    assert reader14_leftovers(original, edited) == f"Patient: Dana Cole\nAge: {n}\nSex: female\n"
    assert reader14_leftovers(edited, edited) == edited  # what the original said stays


@pytest.mark.parametrize("role", ["holder", "applicant", "contributor", "participant", "account holder"])
def test_a_subject_lines_name_is_not_said_as_a_bare_role(role):
    original = "Re: Your request to close the account: next steps — Candace Smith\nSubject: Plan — the end\n"
    edited = f"Re: Your request to close the account: next steps — the {role}\nSubject: Plan — the end\n"
    assert reader14_leftovers(original, edited) == ("Re: Your request to close the account: next steps\n"
                                                    "Subject: Plan — the end\n")


_STATES = [("NH", "New Hampshire"), ("VA", "Virginia"), ("KS", "Kansas"), ("IA", "Iowa"), ("RI", "Rhode Island")]


@pytest.mark.parametrize(("code", "state"), _STATES)
@pytest.mark.parametrize("label", ["Home", "Home address", "Street address", "Address"])
def test_an_address_field_cut_to_its_state_code_says_the_state(code, state, label):
    """s24 (seed 4444): "Home: NH" once street and town went; "Street address: VA" above a "State: VA" field."""
    original = f"Name: Dana Cole\n{label}: 12 Oak Ct, Rye, {code} 03870\nPhone: 555-0100\n"
    edited = f"Name: Dana Cole\n{label}: {code}\nPhone: 555-0100\n"
    assert reader14_leftovers(original, edited) == f"Name: Dana Cole\n{label}: {state}\nPhone: 555-0100\n"
    beside = f"Name: Dana Cole\n{label}: {code}\nState: {code}\n"
    assert reader14_leftovers(original, beside) == f"Name: Dana Cole\nState: {code}\n"
    assert reader14_leftovers(beside, beside) == beside  # the original's own line stays


@pytest.mark.parametrize("verb", ["write to us", "send it to us", "mail a note to us", "return the form to us"])
@pytest.mark.parametrize("town", ["Erwin, TN 37650", "Emmet, NE", "New Orleans, LA 70112"])
def test_a_return_address_cut_to_its_town_goes_with_its_comma(verb, town):
    """s24 (seed 4444): "If any detail above is wrong, write to us, Erwin, TN 37650." once the street went."""
    original = f"If any detail above is wrong, {verb} at 2662 Church St, {town}.\n"
    edited = f"If any detail above is wrong, {verb}, {town}.\n"
    assert reader14_leftovers(original, edited) == f"If any detail above is wrong, {verb}.\n"
    assert reader14_leftovers(edited, edited) == edited


@pytest.mark.parametrize(("value", "kind"), [
    ("herniated disc in the lower back", "a back injury"), ("whiplash from a rear-end collision", "a neck injury"),
    ("a broken wrist", "a bone or joint injury"), ("a concussion", "a head injury"),
    ("a torn hamstring during a soccer match", "a sports injury"), ("cuts and bruises", "an injury")])
def test_an_injury_is_said_by_what_it_hurt_never_by_an_invented_cause(value, kind):
    """s24 (seed 4444): a rear-end collision's "herniated disc in the lower back" became "a sports injury"."""
    from privasis_hub.sanitize.abstract import abstract_value
    for key in ("injury_description", "injury", "workplace_injury"):
        out = abstract_value(key, value, {})
        assert out == kind
        assert out != "a sports injury" or re.search(r"soccer|sport|game|match", value)


@pytest.mark.parametrize("seed", range(8))
def test_a_direct_line_losing_its_number_leaves_no_bare_extension(seed):
    """s24 (seed 4444): "Direct line: (423) 555-0167, ext. 951" -> "951" ("ext." was read as a sentence's end)."""
    rng = random.Random(seed)
    ext, phone = rng.randint(100, 999), f"({rng.randint(201, 989)}) 555-01{rng.randint(10, 99)}"
    label = rng.choice(["Direct line", "Tel.", "Phone", "Office"])
    text = f"Steven Cole, Managing Partner\nBurgess & Walker LLP\n{label}: {phone}, ext. {ext}\n\nEnclosure: 1 page\n"
    out = rewrite(text, [("issuer_phone", phone)], "drop", context={"role": "the client"})
    assert not re.search(rf"(?m)^{ext}$", out) and phone not in out
    assert f"ext. {ext}" in out  # the extension stays on its label line (tidy drops the orphan)


@pytest.mark.parametrize("bound", ["at least", "at most", "no more than", "up to", "more than", "less than"])
@pytest.mark.parametrize("amount", ["$50", "$200", "$1,250"])
def test_a_bounded_amount_said_as_a_range_loses_its_bound(bound, amount):
    """s24 (seed 5353): "monthly payments of at least $50" -> "monthly payments of at least between $30 and $100"."""
    from privasis_hub.sanitize.abstract import abstract_value
    out = abstract_value("hospital_payment_plan", f"monthly payments of {bound} {amount}", {})
    assert not re.search(rf"{bound} between", out) and amount not in out, out


@pytest.mark.parametrize("kind", ["Gaming Arena", "Ice Rink", "Sports Stadium"])
@pytest.mark.parametrize("town", ["Plainfield", "Lake Amy", "Norris"])
def test_a_town_opening_a_venues_name_leaves_the_venues_kind(kind, town):
    """s24 (seed 5353): "Plainfield Gaming Arena" -> "A location Gaming Arena" once the town went."""
    text = f"{town} {kind}\n846 Front St, Suite 206\n{town}, CT 06374\n\nWe are glad.\n\nFelicia Wilkins\n{town} {kind}\n"
    for op in ("drop", "abstract"):
        out = rewrite(text, [("city", town)], op, context={"role": "the participant"})
        assert town not in out and "location " + kind not in out and "A location" not in out
        assert kind.lower() in out.lower()
