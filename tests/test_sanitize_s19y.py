"""s19y: the reader10 sanitization classes: sex given back by sex-specific conditions, empty dated entries and
count footers after drops, abstractions that change a value's kind, stand-in roles that are not the subject's, and
sentences that only pointed at a dropped fact."""

from __future__ import annotations

from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.gender import SEX_TERMS, gender_spans, gendered_words, neutralise
from privasis_hub.sanitize.pipeline import _context
from privasis_hub.sanitize.rewrite import _role_line
from privasis_hub.sanitize.tidy import _empty_entries, restating_sentences, tidy
from tests.benchmark_modules import load_benchmark


def _bench():
    return load_benchmark("quality_sanitization")


# (a) sex-specific conditions, procedures and drugs


def test_a_sex_target_takes_the_sex_specific_terms_with_it():
    assert "anastrozole" in gendered_words("female") and "PSA" in gendered_words("Male")
    text = ("She had a left breast lumpectomy with sentinel node biopsy for invasive ductal carcinoma of the left "
            "breast, then anastrozole 1 mg once daily. Her last mammogram was clear.")
    out = neutralise(text, gendered_words("female"), {"role": "the patient"})
    assert out == ("They had a tumor excision with sentinel node biopsy for invasive carcinoma, then endocrine therapy "
                   "1 mg once daily. Their last screening scan was clear.")
    male = neutralise("Adenocarcinoma of the prostate, after a robotic radical prostatectomy. PSA 6.2 ng/mL.",
                      gendered_words("male"))
    assert male == "Adenocarcinoma, after a robotic cancer operation. Tumor marker 6.2 ng/mL."


def test_a_relatives_condition_says_nothing_of_the_subjects_sex_and_stays():
    text = "History in the family is notable for a paternal uncle with prostate cancer diagnosed at age 66."
    assert gender_spans(text, "prostate cancer") == []
    out = neutralise(text, gendered_words("male"))
    assert out == "History in the family is notable for a paternal relative with prostate cancer diagnosed at age 66."


def test_the_sex_terms_table_never_gives_a_sex_term_back():
    bench = _bench()
    for term, neutral in SEX_TERMS.items():
        assert not bench.SEX_SPECIFIC.search(neutral), (term, neutral)


# (b) empty dated entries and count footers


_LOG = """Pottery studio membership log

Entry 1 (June 1, 2024):
Opened the file.

Entry 2 (June 10, 2024; phone, 30 min):
Follow-up with Mr. Allen: he pays $125 a month for studio time.

Entry 3 (June 17, 2024):
Checked the class time.

Entries on file: 3 from June 1, 2024.
Status: open."""


def test_an_entry_the_drop_emptied_goes_and_the_footer_counts_the_rest():
    text = _LOG.replace("Follow-up with Mr. Allen: he pays $125 a month for studio time.\n", "")
    out = _empty_entries(_LOG, text)
    assert "June 10" not in out
    assert "Entry 2 (June 17, 2024):\nChecked the class time." in out  # a run 1, 2, 3 stays a run
    assert "Entries on file: 2 from June 1, 2024." in out
    assert "\n\n\n" not in out
    assert tidy(_LOG, text) == out


def test_dated_notes_with_nothing_under_them_go():
    original = "Notes\n\nNote, November 23, 2025:\nCalled the parent.\n\nNote, November 26, 2025:\nSent the form.\n"
    text = "Notes\n\nNote, November 23, 2025:\n\nNote, November 26, 2025:\nSent the form.\n"
    assert _empty_entries(original, text) == "Notes\n\nNote, November 26, 2025:\nSent the form.\n"
    assert _empty_entries(original, original) == original  # nothing emptied: nothing changes


def test_the_benchmark_counts_empty_entries_and_stale_footers():
    bench = _bench()
    text = _LOG.replace("Follow-up with Mr. Allen: he pays $125 a month for studio time.\n", "")
    assert bench.empty_entries(text) == ["Entry 2 (June 10, 2024; phone, 30 min):"]
    assert bench.count_footers(_LOG, text.replace("Entry 2 (June 10, 2024; phone, 30 min):\n\n", ""))
    assert not bench.count_footers(_LOG, _empty_entries(_LOG, text))


# (c) abstraction by the value's own kind


def test_travel_values_abstract_by_their_own_kind():
    ctx = {"region": "OR", "role": "the participant"}
    assert abstract_value("trip_destination", "a seven-night Alaska Inside Passage cruise from Seattle", ctx) == (
        "an Alaska cruise")  # never "a city in OR" (reader10 T278)
    assert abstract_value("trip_destination", "a ten-night Mediterranean cruise from Barcelona", ctx) == (
        "a Mediterranean cruise")
    assert abstract_value("trip_destination", "Kyoto, Japan", ctx) == "Japan"
    assert "city" not in abstract_value("dream_destination", "a week on the Amalfi coast", ctx)
    assert abstract_value("lodging_details", "Cabin 4074 on Deck 4, a mini-suite", ctx) == "a cabin"
    assert abstract_value("lodging_details", "Room 536", ctx) == "a hotel room"
    assert "hotel" not in abstract_value("travel_room_preference", "a cabin with a refrigerator for medication", ctx)
    assert abstract_value("travel_meal_request", "a vegan meal", ctx) == "a special meal"
    assert abstract_value("dining_assignment", "the 6 PM seating, table 112", ctx) == "a dining arrangement"


def test_an_outside_doctor_is_not_placed_at_the_office():
    text = "Primary care physician: Daniel Livingston\n"
    s = text.index("Daniel")
    e = s + len("Daniel Livingston")
    args = (text, s, e, "a primary care physician", "name")
    assert _role_line(*args, "primary_care_physician", "Douglas Memorial Hospital") is None
    assert _role_line(*args, "treating_physician", "Douglas Memorial Hospital") == (
        s, e, "a primary care physician at Douglas Memorial Hospital")


def test_the_benchmark_counts_abstractions_of_another_kind():
    bench = _bench()
    row = {"original": "You asked for a vegan meal. Your cabin is Cabin 4074 on Deck 4.",
           "sanitized": "You asked for a favorite meal. Your cabin is a hotel room.",
           "targets": [{"operation": "abstract", "keys": ["travel_meal_request", "lodging_details"],
                        "values": ["a vegan meal", "Cabin 4074 on Deck 4"]}]}
    assert len(bench.wrong_kinds(row)) == 2
    row["sanitized"] = "You asked for a special meal. Your cabin is a cabin."
    assert bench.wrong_kinds(row) == []


# (d) stand-in roles from the record type


def _record(record_type: str, category: str) -> dict:
    return {"record_type": record_type, "category": category, "text": "Jane Roe", "attributes": [],
            "profile": {"first_name": "Jane", "last_name": "Roe"}}


def test_the_stand_in_role_is_the_subjects_role_in_the_record_type():
    def role(record_type: str, category: str) -> str:
        return dict(_context(_record(record_type, category)))["role"]

    assert role("employment reference check report", "professional services") == "the candidate"
    assert role("term life insurance application", "financial") == "the applicant"
    assert role("mortgage pre-approval letter", "financial") == "the applicant"
    assert role("mortgage loan modification request", "financial") == "the borrower"
    assert role("small claims complaint", "legal") == "the plaintiff"
    assert role("annual financial planning review", "financial") == "the account holder"  # no role of its own
    assert role("ED discharge summary", "medical") == "the patient"


def test_the_benchmark_counts_a_stand_in_that_is_not_the_subject():
    bench = _bench()
    row = {"original": "Jane Roe works as an aide.", "sanitized": "The client works as an aide.", "targets": []}
    assert bench.standin_not_subject(row, {"record_type": "employment reference check report"}) == ["the client"]
    assert bench.standin_not_subject(row, {"record_type": "client engagement status report"}) == []


# (e) a sentence that only pointed at a dropped fact


def test_a_sentence_left_restating_its_stand_in_goes():
    original = "PAY-68492756 is the confirmation number for his payment. He signed up."
    text = "A payment confirmation is the confirmation number for his payment. He signed up."
    assert restating_sentences(original, text) == ["A payment confirmation is the confirmation number for his payment."]
    assert restating_sentences(original, "A staff member is the best person to ask. He signed up.") == []


def test_the_benchmark_counts_sex_terms_of_the_subject_only():
    bench = _bench()
    row = {"targets": [{"keys": ["sex"], "values": ["female"], "operation": "abstract"}],
           "sanitized": "A maternal relative with breast cancer. The patient takes anastrozole.", "original": ""}
    assert bench.sex_linked(row) == ["anastrozole"]


def test_a_town_inside_an_organisations_name_goes_with_the_name():
    from privasis_hub.sanitize.drop import place_in_name

    def edit(text: str, town: str) -> str:
        s = text.index(town)
        a, b, repl = place_in_name(text, s, s + len(town))
        return text[:a] + repl + text[b:]

    # never "a city in ME DMV Service Center" nor "University of a city in NE" (s19y, seed 11)
    assert edit("the details Washington DMV Service Center has on file", "Washington") == (
        "the details the DMV service center has on file")
    assert edit("kept by Memphis Passport Acceptance Facility.", "Memphis") == "kept by the passport acceptance facility."
    assert edit("She studies at the University of Omaha now.", "Omaha") == "She studies at the university now."
    assert edit("FROM: Gary Jordan, Member Services Manager, Honolulu Athletic Club", "Honolulu") == (
        "FROM: Gary Jordan, Member Services Manager, the athletic club")  # after a title: the employer's name
    assert place_in_name("Portland, OR, Salem Clinic", 14, 19) is None  # after a state: a place list, left alone
    assert edit("I train at Springfield Fitness now.", "Springfield") == "I train at the gym now."
