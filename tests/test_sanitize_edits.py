"""Sanitized records read as a careful human edit (reader7's sanitization classes, s19u-san)."""

from privasis_hub.sanitize.drop import drop_value
from privasis_hub.sanitize.tidy import tidy


def test_role_beside_its_role_is_one_mention():
    original = "I have been seeing Dr. Ann Lee, a therapist, every week, and it helps."
    edited = "I have been seeing a therapist, a therapist, every week, and it helps."
    assert tidy(original, edited) == "I have been seeing a therapist every week, and it helps."


def test_standin_as_its_own_kind_word_is_one_mention():
    out = tidy("Your household includes 3 as dependents.", "Your household includes several dependents as dependents.")
    assert out == "Your household includes several dependents."
    assert tidy("lists the merchant as Acme.", "lists the merchant as a merchant.") == "lists the merchant."


def test_closing_without_its_signature_goes():
    original = "Hi,\n\nSee you soon.\n\nAlways,\nJune Cole\n"
    assert tidy(original, "Hi,\n\nSee you soon.\n\nAlways,\n").rstrip() == "Hi,\n\nSee you soon."
    thread = "Hi,\n\nSee you.\n\nBest,\nJune\n\n-----\nFrom: X\n\nOk.\n"
    out = tidy(thread, "Hi,\n\nSee you.\n\nBest,\n\n-----\nFrom: X\n\nOk.\n")
    assert "Best," not in out and "-----\nFrom: X" in out


def test_closing_bare_in_the_original_stays():
    original = "Hi,\n\nSee you soon.\n\nAlways,\n"
    assert tidy(original, original) == original


def test_a_held_identifier_is_dropped_not_replaced_by_a_standin():
    text = "Her résumé came in through a job board. She holds DL-553322. She picks up new tools quickly."
    s = text.index("DL-")
    out = drop_value(text, s, s + len("DL-553322"), kind="identifier", fallback="an ID number")[0]
    assert "ID number" not in out and "DL-553322" not in out and "holds" not in out
    assert "picks up new tools quickly" in out


def test_a_name_after_the_noun_that_says_who_goes_with_no_stand_in():
    # reader8 T1/T4: "your cousin a travel companion", "my colleague a staff member"
    from privasis_hub.sanitize.rewrite import rewrite
    ctx = {"role": "the customer"}
    assert rewrite("A second guest, your cousin Theresa Pearson, is on the same booking.",
                   [("travel_companion", "Theresa Pearson")], "abstract", context=ctx) == \
        "A second guest, your cousin, is on the same booking."
    assert rewrite("Your sister Angela Kennedy is the person to notify.", [("emergency_contact_name", "Angela Kennedy")],
                   "drop", context=ctx) == "Your sister is the person to notify."
    # a name not after such a noun is still abstracted as before
    assert "Angela Kennedy" not in rewrite("Angela Kennedy called.", [("emergency_contact_name", "Angela Kennedy")],
                                           "abstract", context=ctx)
