"""A birth year is found as a number of its own, never as the first digits of a longer number (reader5 T254: the year
2002 was replaced inside the ZIP code 20020, leaving "Washington, DC a date0")."""

from privasis_hub.sanitize.find import year_spans


def _found(text: str, year: str) -> list[str]:
    return [text[a:b] for a, b in year_spans(text, year)]


def test_year_is_not_found_inside_a_zip_code():
    assert _found("Washington, DC 20020\nClaim filed.", "2002") == []
    assert _found("Zip 20020.", "2002") == []


def test_year_of_its_own_is_found():
    assert _found("Born in 2002, she moved in 2002.", "2002") == ["2002", "2002"]
    assert _found("Profile: user_2002@example.org", "2002") == ["user_2002@example.org"]
