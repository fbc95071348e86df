"""The label-shape checks a tagger's spans pass before they are returned (privasis_hub.span_shapes)."""

import pytest

from privasis_hub.span_shapes import implausible, lowercase_document, name_words
from privasis_hub.tagger import decode_spans


@pytest.mark.parametrize(("label", "value"), [
    ("PASSWORD", "its"), ("MEDICAL_CONDITION", "2"), ("URL_PERSONAL", "https"), ("PHONE", "284"),
    ("EMAIL", "kaffeehaus-mueller.example"), ("EMAIL", "support@shop.example"), ("IP_ADDRESS", "0"),
    ("BLOOD_TYPE", "Austin"), ("VIN", "BL"), ("DRIVERS_LICENSE", "TKT"), ("GPS_COORDINATES", "14m"),
    ("PHONE", "1-888-555-0110"), ("PHONE", "0800 555 0100"), ("PHONE", "0120-555-010"),
    ("ORGANIZATION", "against"), ("STREET_ADDRESS", "18"), ("PERSON", "Brightline"), ("PERSON", "reaching out"),
    ("CREDIT_CARD", "1800 180 5555"), ("IBAN", "920000000"),
])  # fmt: skip
def test_values_that_cannot_be_of_their_label_are_named(label, value):
    assert implausible(label, value)


@pytest.mark.parametrize(("label", "value"), [
    ("PHONE", "06 45 98 12 03"), ("PHONE", "+91 3091 058 701"), ("PHONE", "영 삼 사 영 일 칠 이 영 삼 삼 육"),
    ("PHONE", "zero six one two three four five six seven eight"), ("POSTAL_CODE", "••••9"),
    ("CREDIT_CARD", "XXXX XXXX XXXX 8756"), ("IP_ADDRESS", "•••.••.••0.148"), ("IP_ADDRESS", "2001:db8::1"),
    ("EMAIL", "ines.dubreuil@example.fr"), ("BLOOD_TYPE", "AB+"), ("BLOOD_TYPE", "ab plus"), ("BLOOD_TYPE", "O Rh-"),
    ("PERSON", "Valeria Montes"), ("PERSON", "Петров Игорь Сергеевич"), ("PERSON", "松本陽子"), ("PERSON", "장지영"),
    ("PERSON", "Аnna Kowalska"), ("SIGNATURE", "/s/ سارہ رضوی"), ("LOCATION", "woj. mazowieckie"),
    ("SALARY", "Rp31.600.000"), ("VIN", "5PMJ4DNH4ZE627111"), ("PASSWORD", "Sneg2024!"), ("CVV", "461"),
    ("GPS_COORDINATES", "-33.90591, -23.85277"), ("STUDENT_ID", "stu二五七八一零六"), ("AGE", "44"),
])  # fmt: skip
def test_values_of_every_shape_and_condition_pass(label, value):
    assert implausible(label, value) is None


def test_a_transcript_without_capitals_keeps_its_lower_case_names():
    text = "agent: can i have your name please\ncaller: kevin miller and i live in springfield"
    assert lowercase_document(text)
    assert implausible("PERSON", "kevin miller", lowercase_doc=True) is None
    assert implausible("PERSON", "kevin miller", lowercase_doc=False)
    assert not lowercase_document("Dear Kevin, your appointment is confirmed.")


def test_the_name_lists_hold_given_names_and_surnames_of_many_locales():
    words = name_words()
    assert {"valeria", "игорь", "aoife", "dubois"} <= words and "council" in words
    assert "brightline" not in words
    assert implausible("PERSON", "Brightline", known_names=False) is None  # the check can be switched off


def test_the_tagger_decoding_drops_implausible_spans_and_keeps_the_rest():
    text = "Call Karim on 06 45 98 12 03 or the shop on 0800 555 0100, its code 7."
    tokens = [(0, 4, "O"), (5, 10, "B-PERSON"), (14, 28, "B-PHONE"), (44, 57, "B-PHONE"), (59, 62, "B-PASSWORD"),
              (68, 69, "B-PIN")]
    spans = decode_spans(text, tokens)
    assert [(s["label"], s["text"]) for s in spans] == [("PERSON", "Karim"), ("PHONE", "06 45 98 12 03")]


def test_attributes_alone_identify_nobody_and_are_dropped():
    from privasis_hub.span_shapes import about_someone

    city = {"label": "CITY", "start": 0, "end": 5, "text": "Paris"}
    date = {"label": "DATE", "start": 9, "end": 19, "text": "2024-05-01"}
    person = {"label": "PERSON", "start": 24, "end": 29, "text": "Karim"}
    assert about_someone([city, date]) == []
    assert about_someone([city, date, person]) == [city, date, person]
    assert about_someone([]) == []


def test_a_bracket_closed_inside_the_value_stays_with_it():
    text = "Call me on (503) 555-0143 (mobile)."
    spans = decode_spans(text, [(12, 15, "B-PHONE"), (15, 16, "I-PHONE"), (17, 25, "I-PHONE"), (27, 33, "O")])
    assert [s["text"] for s in spans] == ["(503) 555-0143"]
