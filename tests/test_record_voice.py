"""The person's own voice (issue 19): "X and I", never "I and X"; no name said to oneself or to the reader at the
end of a sentence."""

from privasis_hub.synth.render import voice


def test_the_person_names_the_other_first_and_themselves_last():
    assert voice("{first_name} and {partner_name} finally talked.", "first") == "{partner_name} and I finally talked."
    said = voice("{first_name} and the child's other parent both received a copy.", "first")
    assert said == "The child's other parent and I both received a copy."
    assert voice("{first_name} and my sister agreed to it.", "first") == "My sister and I agreed to it."
    assert voice("{first_name} and the dog walk daily.", "first") == "I and the dog walk daily."  # no verb it knows


def test_a_vocative_name_is_dropped_in_the_first_and_second_person():
    assert voice("Keep {civic_registration_number} as proof of registration, {first_name}.", "second") == \
        "Keep {civic_registration_number} as proof of registration."
    assert voice("Thank you, {first_name}!", "first") == "Thank you!"
    assert voice("Keep this, {first_name}.", "third") == "Keep this, {first_name}."
