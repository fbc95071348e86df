"""A sanitizer's edit keeps the sentence's grammar (issue 19): an abstraction of a verb phrase is a verb phrase, and a
city taken out of "based in Woodside, WY" leaves the state in full, as a writer says it."""

from privasis_hub.sanitize.abstract import _attendance
from privasis_hub.sanitize.drop import drop_repair


def test_an_attendance_told_with_its_verb_is_abstracted_with_its_verb():
    said = "the secretary's log shows that she {} this year."
    for value, kind in (("attended 3 of 12 monthly meetings", "few"), ("attended 40 of 48 weekly services", "most"),
                        ("attended 6 of 11 general meetings", "about half")):
        abstract = _attendance(value)
        assert abstract.startswith("attended " + kind), abstract
        assert "attendance" not in said.format(abstract)
    assert _attendance("5 of 10 sessions") == "partial attendance at sessions"  # a noun phrase stays one


def test_a_city_dropped_from_prose_leaves_its_state_in_full():
    text = "She is based in Woodside, WY. Written updates go to her."
    s = text.find("Woodside")
    a, b, new = drop_repair(text, s, s + len("Woodside"), kind="city")
    assert text[:a] + new + text[b:] == "She is based in Wyoming. Written updates go to her."
    line = "Mail to 12 Elm St, Woodside, WY 82001."  # an address line keeps its code before the ZIP
    s = line.find("Woodside")
    a, b, new = drop_repair(line, s, s + len("Woodside"), kind="city")
    assert line[:a] + new + line[b:] == "Mail to 12 Elm St, WY 82001."


def test_a_chunk_that_tells_the_dependents_again_is_rewritten_though_it_holds_no_value():
    from privasis_hub.sanitize.rewrite import says_again

    chunk = "The return was filed as married filing separately with three dependents claimed."
    assert says_again(chunk, [("dependents_claimed", "three children")])
    assert not says_again(chunk, [("city", "Aaronland")])
    assert not says_again("The return was filed as single.", [("dependents_claimed", "three children")])
