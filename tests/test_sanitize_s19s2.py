"""s19s-san3: a sanitized record reads as a careful human edit (units are no places, no vacuous event sentences,
a letterhead abstracted to its kind says it, a state code alone says the state, an event or travel business is
no clinician)."""

from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.drop import drop_repair
from privasis_hub.sanitize.kinds import value_kind
from privasis_hub.sanitize.rewrite import _alone_on_line
from privasis_hub.sanitize.tidy import _bare_state_lines


def _apply(text, repair):
    a, b, r = repair
    return text[:a] + r + text[b:]


def test_suite_is_not_a_place():
    assert abstract_value("issuer_address", "5217 10th Cir, Suite A", {"city": "Finksburg"}) == "a suite in Finksburg"
    assert "Suite A" not in abstract_value("issuer_address", "5217 10th Cir, Suite A", {})
    assert abstract_value("street_address", "52 Oak St, Springfield", {}) == "an address in Springfield"


def test_vacuous_event_sentence_goes_whole():
    text = "You first met with the office on May 13, 2024. On March 21, 2024, the events at issue took place. Next."
    s = text.index("March 21, 2024")
    out = _apply(text, drop_repair(text, s, s + len("March 21, 2024"), kind="date"))
    assert "took place" not in out and "You first met with the office on May 13, 2024." in out and "Next." in out


def test_sentence_with_content_is_not_vacuous():
    from privasis_hub.sanitize.drop import _VACUOUS_EVENT
    assert _VACUOUS_EVENT.fullmatch("The events at issue took place.")
    assert _VACUOUS_EVENT.fullmatch("The transaction was made.")
    assert not _VACUOUS_EVENT.fullmatch("Papers were lodged with the clerk.")
    assert not _VACUOUS_EVENT.fullmatch("The events at issue took place at the Westside office.")


def test_letterhead_keeps_its_kind():
    text = "Neal Legal PLLC\nWalnut, KS 66780\nTel. 620-555-0116\n"
    assert _alone_on_line(text, 0, 15, "the law firm", "organization", "") == (0, 15, "A law firm")
    text = "Granite Peak Federal Credit Union\nCobalt, ID 83229\n"  # a kind line of several words stays
    assert _alone_on_line(text, 0, 33, "a financial institution", "organization", "")[2] == "Federal Credit Union"


def test_vague_body_letterhead_still_goes():
    text = "Simon Holdings\n12 Main St\n"
    found = _alone_on_line(text, 0, 14, "a firm", "organization", "")
    assert found is None or found[2] == ""


def test_bare_state_line_in_full():
    original = "Grafton Recreation Center\n1372 Cherry Ln\nGrafton, WV 26354\n"
    assert _bare_state_lines(original, "Recreation Center\n1372 Cherry Ln\nWV\n") == \
        "Recreation Center\n1372 Cherry Ln\nWest Virginia\n"
    assert _bare_state_lines("Form\nWV\n", "Form\nWV\n") == "Form\nWV\n"  # the writer's own line stays


def test_event_and_travel_businesses_are_no_clinicians():
    for value, kind in (("Durham Marathon", "an event organizer"), ("Kline Getaways", "a travel company"),
                        ("Las Vegas Cruises", "a travel company")):
        assert value_kind("provider_name", value) == "organization"
        assert abstract_value("provider_name", value, {}) == kind
    assert value_kind("provider_name", "Joel Davila") == "name"
