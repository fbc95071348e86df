"""Specific-but-safe abstractions for the kinds that used to fall back to a generic phrase."""

from __future__ import annotations

import pytest

from privasis_hub.sanitize.pipeline import _context
from privasis_hub.sanitize.rules import abstract_value, rewrite, target_leaks

US = {"country": "United States"}

CASES = [
    # (key, value, context, abstraction)
    ("postal_code", "46558", {"city": "Leeberg"}, "a postal code in Leeberg"),
    ("postal_code", "46558", {}, "a postal code beginning with 465"),
    ("postal_code", "08046-1234", US, "a postal code beginning with 080"),
    ("postal_code", "SW1A 1AA", {}, "a postcode in the SW1A district"),
    ("city", "Brownberg", US, "a city in the United States"),
    ("street_address", "119 Branch View Apt. 123", US, "an apartment in the United States"),
    ("street_address", "67145 Bobby Island Suite 602", {"city": "Leeberg"}, "a suite in Leeberg"),
    ("street_address", "786 Kelly Port", {"postal_code": "46558"}, "a street address with postal code 46558"),
    ("street_address", "786 Kelly Port", US, "an address in the United States"),
    ("employer", "Cole Inc", {}, "a private company"),
    ("employer", "Boyer PLC", {}, "a public limited company"),
    ("employer", "Smith LLC", {}, "a limited liability company"),
    ("employer", "Hill and Sons", {}, "a family business"),
    ("employer", "Patterson-Gomez", {}, "a two-partner firm"),
    ("employer", "Jackson, Garcia and Gilmore", {}, "a firm of several partners"),
    ("performance_rating", "Exceeds Expectations (4 of 5), FY2025 annual review", {}, "an above-expectations rating"),
    ("performance_rating", "Does Not Meet Expectations (1 of 5), FY2025 probationary review", {},
     "a below-expectations rating"),
    ("enrollment_status", "half-time, 6 credit hours, fully online", {}, "part-time"),
    ("academic_standing", "dean's list for two consecutive terms", {}, "an academic distinction"),
    ("academic_standing", "academic probation for a second consecutive term", {}, "an academic standing under watch"),
    ("course_grade", "D+ in PHYS 150 Mechanics and Waves", {}, "a low grade in a course"),
    ("attendance_summary", "13 unexcused absences and 2 late arrivals this semester", {},
     "frequent unexcused absences"),
    ("meeting_attendance_record", "attended 10 of 11 general meetings", {}, "attended most of the meetings"),  # a verb phrase stays one
    ("volunteer_background_check", "cleared as of 2024-09-09", {}, "a cleared background check"),
    ("client_tax_filing_status", "Married Filing Jointly with 4 dependents", {}, "a filing status with dependents"),
    ("community_organization", "Masjid Al-Noor", {}, "a faith community"),
    ("personal_best", "a 205 lb deadlift", {}, "a deadlift personal best"),
    # third parties named after the role their key gives, things after their kind
    ("paralegal_name", "Mario Gardner", {}, "a paralegal"),
    ("hr_manager_name", "Mitchell Davis", {}, "a manager"),
    ("clergy_name", "Ruben Nguyen", {}, "a member of the clergy"),
    ("committee_name", "the membership committee", {}, "a committee"),
    ("brand_name", "Verdant Skincare", {}, "a brand"),
    # identifiers after what their key says they number (category prefix and acronyms left out)
    ("client_matter_number", "ER-6805075", {}, "a client matter number"),
    ("fin_customer_number", "TA-8184347", {}, "a customer number"),
    ("uscis_receipt_number", "BAC-49192495", {}, "a receipt number"),
    ("prior_auth_number", "VNP-543356", {}, "a prior authorization number"),
    # countries are not cities: the part of the world, or another country
    ("country_of_birth", "El Salvador", US, "a country in Central America"),
    ("country_of_persecution", "Myanmar", {}, "a country in Southeast Asia"),
    ("platform_region", "United Kingdom", {}, "a country in Western Europe"),
    ("country_of_birth", "Atlantis", {}, "another country"),
]


@pytest.mark.parametrize(("key", "value", "ctx", "expected"), CASES, ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_kind_that_fell_back_gets_a_specific_abstraction_without_the_value(key, value, ctx, expected):
    out = abstract_value(key, value, ctx)
    assert out == expected
    assert target_leaks(out, [(key, value)]) == [] and value.lower() not in out.lower()


def test_city_without_a_place_the_record_names_adds_no_place():
    assert abstract_value("city", "Brownberg", {}) == "a city"  # never "a city in NC" from the profile


@pytest.mark.parametrize(
    ("text", "key", "value", "expected"),
    [
        ("Mail to you uses ZIP code 08046.", "postal_code", "08046",
         "Mail to you uses a postal code beginning with 080."),
        ("The employer is Cole Inc. You work nights.", "employer", "Cole Inc",
         "The employer is a private company. You work nights."),
        ("Pay stubs for you come from Jackson, Garcia and Gilmore.", "employer", "Jackson, Garcia and Gilmore",
         "Pay stubs for you come from a firm of several partners."),
        ("You earned a final grade of C in CHEM 1110 General Chemistry I.", "course_grade",
         "C in CHEM 1110 General Chemistry I", "You earned a passing grade in a course."),
        ("The registrar lists you as full-time, 12 credit hours, evening cohort.", "enrollment_status",
         "full-time, 12 credit hours, evening cohort", "The registrar lists you as full-time."),
        ("Her rating: Meets Expectations (3 of 5), FY2024 annual review.", "performance_rating",
         "Meets Expectations (3 of 5), FY2024 annual review", "Her rating: Satisfactory."),
    ],
)
def test_abstraction_reads_grammatically_after_its_label(text, key, value, expected):
    assert rewrite(text, [(key, value)], "abstract") == expected


def test_drop_deletes_a_sentence_whose_other_names_are_said_elsewhere():
    text = "I work as a payroll clerk, per the Taylor paperwork. The Taylor file lists me as single."
    out = rewrite(text, [("occupation", "payroll clerk")], "drop")
    assert out == "The Taylor file lists me as single."


def test_drop_keeps_a_sentence_whose_name_is_said_only_there():
    text = "I work as a payroll clerk, per the Taylor paperwork. The file lists me as single."
    out = rewrite(text, [("occupation", "payroll clerk")], "drop")
    assert "Taylor" in out and "payroll clerk" not in out


def test_context_holds_country_and_postal_code_only_where_the_record_says_them():
    profile = {"city": "Leeberg", "region": "TX", "country": "United States", "postal_code": "76869"}
    said = {"text": "You live in Leeberg, United States; mail uses 76869.", "profile": profile, "category": "medical"}
    unsaid = {"text": "You live in Leeberg.", "profile": profile, "category": "medical"}
    assert dict(_context(said)) == {"role": "the patient", "city": "Leeberg", "country": "United States",
                                    "postal_code": "76869", "pronoun": "their"}
    assert dict(_context(unsaid)) == {"role": "the patient", "city": "Leeberg", "pronoun": "their"}


def test_date_whose_month_names_another_target_becomes_its_season():
    text = "The hearing was set for April 22, 2025, and April Anderson attended."
    pairs = [("first_name", "April"), ("hearing_date", "April 22, 2025"), ("full_name", "April Anderson")]
    out = rewrite(text, pairs, "abstract", context={"role": "the client"})
    assert out == "The hearing was set for the spring of 2025, and the client attended."
    assert rewrite("We met on April 3, 2024 with April.", [("first_name", "April"), ("meeting_date", "April 3, 2024")],
                   "abstract", context={"role": "the client"}).startswith("We met in the spring of 2024 with")


def test_a_birth_date_whose_month_names_another_target_leaves_no_month():
    text = "Born April 22, 1989, April Anderson signed the declaration."
    pairs = [("first_name", "April"), ("date_of_birth", "April 22, 1989"), ("full_name", "April Anderson")]
    out = rewrite(text, pairs, "abstract", context={"role": "the client"})
    assert out == "Born in the late 1980s, the client signed the declaration."  # a birth date as its half-decade


def test_label_absorption_stops_at_the_end_of_a_sentence():
    text = "Natalie Allen lists 05238 as the ZIP code. Natalie Allen earns a living as a teller."
    out = rewrite(text, [("full_name", "Natalie Allen")], "abstract", context={"role": "the student"})
    assert out == "The student lists 05238 as the ZIP code. The student earns a living as a teller."


@pytest.mark.parametrize(
    ("text", "key", "value", "expected"),
    [
        ("Born September 9, 1981, Lori signed the declaration.", "date_of_birth", "September 9, 1981",
         "Lori signed the declaration."),
        ("My name is Stacy. Now aged 39, I reviewed the Meyer paperwork.", "age", "39",
         "My name is Stacy. I reviewed the Meyer paperwork."),
        ("I turned 63 before the Wells file was last updated. Wells signed.", "age", "63", "Wells signed."),
        ("You gave married as marital status on the patient form. Next.", "marital_status", "married", "Next."),
        ("The agency team in Alvaradoshire created this summary as part of onboarding.", "city", "Alvaradoshire",
         "The agency team created this summary as part of onboarding."),
        ("She moved on March 4, 2024 and then started treatment at the clinic.", "move_date", "March 4, 2024",
         "She moved and then started treatment at the clinic."),
        ("I have a job as a paralegal, as the file says, since Ford hired me.", "occupation", "paralegal",
         "I have a job, as the file says, since Ford hired me."),
    ],
)
def test_drop_removes_the_clause_instead_of_a_generic_mention(text, key, value, expected):
    assert rewrite(text, [(key, value)], "drop") == expected


def test_drop_keeps_a_sentence_about_something_else():
    text = "Driver's license number FDD1948459 was scanned at the counter."
    out = rewrite(text, [("drivers_license_number", "FDD1948459")], "drop")
    assert "scanned at the counter" in out and "FDD1948459" not in out


def test_a_country_said_only_as_a_citizenship_is_not_where_the_subject_lives():
    profile = {"city": "Leeberg", "country": "United States"}
    record = {"text": "You hold United States citizenship. You live in Leeberg.", "profile": profile,
              "category": "legal"}
    assert "country" not in dict(_context(record))


def test_a_handle_inside_a_url_is_found_and_the_url_abstracted_with_it():
    text = "On social media: @jonathanhuber. Website: https://jonathanhuber.example.com/profile"
    assert target_leaks(text, [("user_handle", "@jonathanhuber")]) == ["@jonathanhuber"]
    out = rewrite(text, [("user_handle", "@jonathanhuber")], "abstract")
    assert "jonathanhuber" not in out and "personal website" in out


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I turned 35 before the file was last updated.", "I was in my thirties before the file was last updated."),
        ("Now aged 39, I reviewed the paperwork.", "Now in my thirties, I reviewed the paperwork."),
        ("She turned 44 last May.", "She was in her forties last May."),
        ("I am 42, according to the file.", "I am in my forties, according to the file."),
        ("The patient is 61 years old.", "The patient is in their sixties."),
    ],
)
def test_age_band_agrees_with_its_verb_and_subject(text, expected):
    age = next(w for w in text.replace(",", " ").split() if w.isdigit())
    assert rewrite(text, [("age", age)], "abstract") == expected
