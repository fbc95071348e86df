"""The person's own voice (issue 19): "X and I", never "I and X"; no name said to oneself or to the reader at the
end of a sentence."""

import re

import pytest

from privasis_hub.synth.render import voice


def test_the_person_names_the_other_first_and_themselves_last():
    assert voice("{first_name} and {partner_name} finally talked.", "first") == "{partner_name} and I finally talked."
    said = voice("{first_name} and the child's other parent both received a copy.", "first")
    assert said == "The child's other parent and I both received a copy."
    assert voice("{first_name} and my sister agreed to it.", "first") == "My sister and I agreed to it."
    assert voice("{first_name} and the dog walk daily.", "first") == "I and the dog walk daily."  # no verb it knows


def test_the_subject_of_an_assumed_clause_is_a_subject():  # reader2: "planning assumes her stops working"
    assert voice("Planning assumes {first_name} stops working in {y}.", "she") == "Planning assumes she stops working in {y}."
    assert voice("Planning assumes {first_name} stops working in {y}.", "first") == "Planning assumes I stop working in {y}."


def test_an_indefinite_pronoun_is_not_the_persons_own_noun():  # "His anything will go by e-mail"
    assert voice("Anything for {first_name} will go by {pref}.", "he") == "Anything for him will go by {pref}."


def test_a_vocative_name_is_dropped_in_the_first_and_second_person():
    assert voice("Keep {civic_registration_number} as proof of registration, {first_name}.", "second") == \
        "Keep {civic_registration_number} as proof of registration."
    assert voice("Thank you, {first_name}!", "first") == "Thank you!"
    assert voice("Keep this, {first_name}.", "third") == "Keep this, {first_name}."


# issue 19, s19l: a pronoun never lands in a slot made for a name ("Fees for me were settled", "the item brought in
# by me", "we spoke with me"); the thing is the person's own, or the person is the participle's subject.
@pytest.mark.parametrize(("template", "person", "said"), [
    ("Fees for {first_name} were settled with {x}.", "first", "My fees were settled with {x}."),
    ("Standing height for {first_name} was {h}.", "she", "Her standing height was {h}."),
    ("Care for {full_name} was processed as {s}.", "second", "Your care was processed as {s}."),
    ("The submission by {full_name} was logged as {c}.", "second", "Your submission was logged as {c}."),
    ("Benefits for {first_name} begin on {d}.", "second", "Your benefits begin on {d}."),
    ("Invitations from {first_name} went to {n} guests.", "first", "My invitations went to {n} guests."),
    ("The meeting with {full_name} will be held in {r}.", "first", "My meeting will be held in {r}."),
    ("The cumulative grade point average for {first_name} stands at {g}.", "second",
     "Your cumulative grade point average stands at {g}."),
    ("We spoke with {full_name} for {t}; hours by {first_name} are billed to {p}.", "first",
     "We spoke for {t}; my hours are billed to {p}."),
    ("Here, the item brought in by {first_name} is {y}.", "first", "Here, the item I brought in is {y}."),
    ("The document held by {full_name} is valid until {d}.", "second", "The document you hold is valid until {d}."),
    ("{signer} appraised the property left by {full_name}.", "second", "{signer} appraised the property you left."),
    ("The reason given by {full_name} is that {r}.", "he", "The reason he gave is that {r}."),
    ("Dates are set. A response from {full_name} is expected by {d}.", "second",
     "Dates are set. Your response is expected by {d}."),
    ("A recent change for {first_name} was {l}.", "first", "A recent change for me was {l}."),
    # a passive after a verb, a verb's object and a noun with its own participle stay as they are
    ("The form was signed by {full_name}.", "first", "The form was signed by me."),
    ("Staff waited for {first_name} at the desk.", "she", "Staff waited for her at the desk."),
    ("The access specialist working with {first_name} is {q}.", "second", "Your access specialist is {q}."),
])
def test_a_pronoun_never_fills_a_slot_made_for_a_name(template, person, said):
    assert voice(template, person) == said


def test_no_noun_for_or_by_a_pronoun_in_any_catalogue_wording():
    """Every field wording in every voice: no "<Noun> for/by/with/from me|you|him|her" opening a sentence."""
    from privasis_hub.synth.catalog import categories, profile_fields

    # a noun group with its own participle ("the seat reserved for you", "the team working with you") reads well
    bad = re.compile(r"(?:^|[.;:] )(?!(?:One|Our|This|If|Travel|An?) )(?:The )?[A-Z]?[a-z]+(?: [a-z]+){0,2}(?<!ed)(?<!ing)"
                     r"(?<!spoke)(?<!work in progress) (?:for|by|with|from) (?:me|you|him|her) "
                     r"(?:is|was|were|are|am|begin|begins|will|go|goes|came|comes|has|have|covers|stands)\b", re.I)
    specs = list(profile_fields()) + [f for c in categories().values() for f in c.fields]
    found = [said for f in specs for t in f.sentences for p in ("first", "second", "she")
             if bad.search(said := voice(t, p)) and not said.startswith(("Thank", "Ask", "Please"))]
    assert not found, found[:10]


def test_the_person_s_own_officer_is_theirs():
    assert voice("The loan officer working with {first_name} is {officer}.", "second") == "Your loan officer is {officer}."
    assert voice("The editor handling this for {full_name} is {e}.", "she") == "Her editor is {e}."
    assert voice("Later, the team working with {first_name} is based at {o}.", "first") == "Later, my team is based at {o}."


def test_a_contact_preference_is_asked_for_or_preferred_never_used_or_received():
    """ "I asked the team to use a call to the mobile number", "Her team gets hold by ...", "You asked to receive a
    contact preference": a contact preference is the way the person asked to be reached, said after "by" ("prefers to
    be contacted by e-mail only, never by phone"; reader4 class 12: not "e-mail only, with no calls is the way to
    reach me"), in every voice."""
    from privasis_hub.synth.catalog import _CONTACT_WAYS, categories
    from privasis_hub.synth.render import vary_by

    bad = re.compile(r"\b(?:to use|gets? hold|set to|through|for|prefers?|prefer|chose|is|opted for) "
                     r"(?:text message|e-mail|phone|mobile phone|message in|letter)|\bby by\b")
    specs = [f for c in categories().values() for f in c.fields if f.key.endswith("contact_preference")]
    assert len(specs) >= 8
    found = []
    for f in specs:
        for t in f.sentences:
            for seed in range(6):  # the inline choices ("[prefers|asked for|chose]")
                for person in ("first", "second", "she", "third"):
                    for way in _CONTACT_WAYS:
                        said = voice(vary_by(t, seed), person).replace("{" + f.key + "}", way + " in the morning")
                        if (bad.search(said) or f" by {way} in the morning" not in said
                                or "{" in said.replace("{first_name}", "").replace("{full_name}", "")):
                            found.append(said)
    assert not found, sorted(set(found))[:10]
