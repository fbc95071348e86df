"""What an edit must not leave: placeholders, fragments, empty sentences, linked facts, lost kept values."""

import asyncio
import re

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.offline import OfflineSanitizer
from privasis_hub.sanitize.pipeline import _apply_target, _office, _signer_title, verify
from privasis_hub.sanitize.rules import rewrite
from privasis_hub.sanitize.targets import expand
from privasis_hub.sanitize.tidy import tidy
from tests.benchmark_modules import load_benchmark


def _attr(key, value, text):
    spans = [{"start": m.start(), "end": m.end()} for m in re.finditer(re.escape(value), text)]
    return {"key": key, "value": value, "group": "g", "sensitivity": 0.5, "spans": spans}


def _probe():
    return load_benchmark("quality_sanitization")


# --- (c) linked facts and retention ----------------------------------------------------------------------------


def test_a_kept_value_that_gives_a_target_back_stays_and_the_row_is_hard():
    text = "Patient: Jo Li\nLake Amy, SD\nContact: +1 212 555 0188\nHe lives in Lake Amy."
    attrs = [_attr("city", "Lake Amy", text), _attr("phone", "+1 212 555 0188", text)]
    target = SanitizationTarget("attribute", "city", (TargetAttribute("city", "Lake Amy"),), "abstract",
                                (("role", "the patient"), ("region", "SD")))
    full = expand(target, attrs)
    assert ("phone", "+1 212 555 0188") in {(a.key, a.value) for a in full.attributes}  # the area code is linked
    keep = ["+1 212 555 0188"]
    out, _, _ = asyncio.run(_apply_target(OfflineSanitizer(), text, target, full, keep, [a["value"] for a in attrs],
                                          512, 1, False, ("phone",)))
    assert "+1 212 555 0188" in out and "Lake Amy" not in out
    retained = [TargetAttribute("phone", "+1 212 555 0188")]
    assert verify(out, [full], retained, stored=[target]) == ["inferable '+1 212 555 0188'"]  # hard, not vanilla


def test_a_diagnosis_and_its_code_are_linked_both_ways():
    text = "Findings are consistent with generalized anxiety disorder, coded as ICD-10 F41.1."
    attrs = [_attr("diagnosis", "generalized anxiety disorder", text), _attr("diagnosis_code", "ICD-10 F41.1", text)]
    for own, other in (("diagnosis_code", "diagnosis"), ("diagnosis", "diagnosis_code")):
        value = next(a["value"] for a in attrs if a["key"] == own)
        full = expand(SanitizationTarget("attribute", own, (TargetAttribute(own, value),), "abstract"), attrs)
        assert other in dict(full.context)["linked"].split()


def test_the_letterhead_office_takes_its_address_phone_and_signer_email_with_it():
    text = ("Bray Adult Learning Center\n9283 Justin Vista, Floor 10\nTel. (619) 555-0151\n\nDear Ann,\nThanks.\n"
            "M. Watkins\nm.watkins@brayadult.example.org")
    attrs = [_attr("institution_name", "Bray Adult Learning Center", text),
             _attr("issuer_address", "9283 Justin Vista, Floor 10", text), _attr("issuer_phone", "(619) 555-0151", text),
             _attr("signer_email", "m.watkins@brayadult.example.org", text)]
    office = _office({"text": text, "attributes": attrs})
    assert office == "Bray Adult Learning Center"
    target = SanitizationTarget("attribute", "institution_name",
                                (TargetAttribute("institution_name", office),), "drop")
    linked = dict(expand(target, attrs, office=office).context)["linked"].split()
    assert linked == ["issuer_address", "issuer_phone", "signer_email"]


# --- (a) placeholders a writer would not use ------------------------------------------------------------------


def test_a_signer_abstracts_to_their_own_title():
    text = ("Author: Todd Browning, Program Coordinator\n05/11/2024 — Todd Browning, Program Coordinator (phone, 15 min):"
            "\nCalled back.\nPlan: remind Todd Browning about the deadline.")
    record = {"text": text, "attributes": [_attr("signer_name", "Todd Browning", text)]}
    title = _signer_title(record)
    assert title == "Program Coordinator"
    out = rewrite(text, [("signer_name", "Todd Browning")], "abstract", context={"signer_title": title})
    assert out == ("Author: Program Coordinator\n05/11/2024 — Program Coordinator (phone, 15 min):\nCalled back.\n"
                   "Plan: remind the Program Coordinator about the deadline.")


def test_a_label_line_or_row_left_saying_nothing_goes():
    text = "Name: Jo\nFile reference: NCH-16094621\n| A | B |\n| Member number | CLB-ZZ07780968 |\nPatient: Sam Lee\nEnd."
    out = rewrite(text, [("case_reference", "NCH-16094621"), ("member_number", "CLB-ZZ07780968")], "abstract")
    # s19l: "File reference: on file" and "| Member number | on file |" say nothing (45 of 300 rows): the line goes
    assert out == "Name: Jo\n| A | B |\nPatient: Sam Lee\nEnd."
    assert rewrite("Name: Jo\nPhone: 555-201-0199\nEnd.", [("phone", "555-201-0199")], "abstract") == "Name: Jo\nEnd."
    assert rewrite(text, [("full_name", "Sam Lee")], "abstract", context={"role": "the patient"}).endswith(
        "CLB-ZZ07780968 |\nEnd.")  # not "Patient: withheld" nor "Patient: The patient"


def test_an_office_channel_goes_with_its_preposition():
    out = rewrite("For questions, please call the office on 404-555-0179.", [("issuer_phone", "404-555-0179")],
                  "abstract")
    assert out == "For questions, please call the office."
    out = rewrite("Replies expected at t.b@b.example.org; no further action.", [("signer_email", "t.b@b.example.org")],
                  "abstract")
    assert out == "Replies expected by e-mail; no further action."


def test_a_drop_removes_the_clause_not_a_stand_in():
    text = ("Surgical history includes a right upper lobectomy and family history is significant for a sister "
            "with sudden cardiac death.")
    out = rewrite(text, [("surgical_procedure", "a right upper lobectomy")], "drop")
    assert out == "Family history is significant for a sister with sudden cardiac death."
    out = rewrite("This past year brought a lawsuit. Symptoms began on 01/11/2025 and social history is notable "
                  "for past drug use.", [("symptom_onset_date", "01/11/2025")], "drop")
    assert out == "This past year brought a lawsuit. Social history is notable for past drug use."


def test_an_abstraction_that_says_nothing_takes_its_clause_even_beside_another_edit():
    text = "Text from him: he is a cashier. His home club is the downtown club; for updates, he prefers e-mail only."
    out = rewrite(text, [("home_club", "the downtown club"), ("rec_contact_preference", "e-mail only")], "abstract")
    assert out == "Text from him: he is a cashier. For updates, he prefers written contact."  # a preference by channel


def test_a_handle_sentence_that_would_say_nothing_goes():
    out = rewrite("On social media she is @thecivicr. She likes it.", [("user_handle", "@thecivicr")], "abstract")
    assert out == "She likes it."


def test_the_letterhead_office_is_the_kind_with_the_definite_article_and_its_lone_line_goes():
    text = "Mason Law Group\n12 Road\nPay by check payable to Mason Law Group.\nPrivacy: Mason Law Group keeps it."
    out = rewrite(text, [("law_firm", "Mason Law Group")], "abstract", context={"office_target": "Mason Law Group"})
    # the letterhead keeps its sender's kind (s19n: not a bare address with the sender gone)
    assert out == "Law Group\n12 Road\nPay by check payable to the law firm.\nPrivacy: The law firm keeps it."


# --- (b) fragments after deletions -----------------------------------------------------------------------------


def test_contact_items_titles_and_participles_go_with_their_separators():
    assert rewrite("Contact: (415) 555-0159; a@b.example.net\nX", [("email", "a@b.example.net")], "drop") == \
        "Contact: (415) 555-0159\nX"
    assert rewrite("Reporter source notes — Harbor City Ledger\nText", [("outlet_name", "Harbor City Ledger")],
                   "drop") == "Reporter source notes\nText"
    assert rewrite("Ways to pay: by check payable to Fern Club posted to 77 James Drives; with a card.",
                   [("issuer_address", "77 James Drives")], "drop") == "Ways to pay: by check payable to Fern Club; with a card."


def test_a_city_before_its_state_is_not_a_city_in_that_state_twice():
    out = rewrite("Sex: male\nLake Amy, SD\nI live in Lake Amy, SD.", [("city", "Lake Amy")], "abstract",
                  context={"region": "SD"})
    assert out == "Sex: male\nSD\nI live in SD."


def test_tidy_removes_empty_sentences_spaces_before_stops_and_dangling_pointers():
    original = ("She is a plumber. She has a home at 12 Elm Road , a flat. The talk with her took place on May 3. "
                "Scans may be sent or posted to 1 Main St. He is reachable on 555-0128 or jo@x.example.com.")
    edited = ("She is a plumber. She has a home , a flat. The talk with her took place. Scans may be sent or posted "
              "to the address above. He is reachable on 555-0128 or.")
    out = tidy(original, edited, people=["Jo Smith"], address_gone=True)
    # "Scans may be sent." says nothing once where they go is gone (the benchmark's "dangling"): it goes too
    assert out == "She is a plumber. She has a home, a flat. He is reachable on 555-0128."


def test_the_benchmark_counts_placeholders_fragments_empty_sentences_and_lost_kept_values():
    probe = _probe()
    row = {"original": "Author: Jo Li, Coordinator\nShe has a home at 1 Elm St. The talk took place on May 3. Tel 5.",
           "sanitized": "Author: an official, Coordinator\nShe has a home . The talk took place.",
           "targets": [{"operation": "drop", "keys": ["street_address"], "values": ["1 Elm St"]}],
           "retention": [{"key": "phone", "value": "Tel 5"}]}
    found = probe.writer_edit_problems(row)
    assert found["placeholder_noun"] == ["an official"]
    assert found["fragment"] == ["e ."]
    assert found["empty_sentence"] == ["She has a home .", "The talk took place."]
    assert found["lost_retention"] == ["Tel 5"]
    clean = dict(row, sanitized="Author: Coordinator\nTel 5.")
    assert not any(probe.writer_edit_problems(clean).values())


def test_a_form_lines_plain_contact_mentions_go_and_a_line_of_only_mentions_goes_whole():
    original = "Age: 33\nContact: 813-555-0122; a@b.example.com\nContact: 8; c@d.example.com\nEnd."
    edited = ("Age: 33\nContact: 813-555-0122; the parent's e-mail address\n"
              "Contact: The member's phone number; the member's e-mail address\nEnd.")
    assert tidy(original, edited) == "Age: 33\nContact: 813-555-0122\nEnd."


def test_a_handle_or_service_place_clause_goes_whole_and_on_phone_goes_after_its_verb():
    assert rewrite("Online, I post under @jo99 and my entry is number 5.", [("user_handle", "@jo99")],
                   "abstract") == "My entry is number 5."
    assert rewrite("You are handled out of the west-side center, and your request came in on May 3.",
                   [("office_location", "the west-side center")], "drop") == "Your request came in on May 3."
    assert rewrite("If needed, phone the office on 212-555-0101 before the date.", [("issuer_phone", "212-555-0101")],
                   "abstract") == "If needed, phone the office before the date."


def test_a_called_phone_is_the_person_and_a_label_abbreviation_is_absorbed():
    assert rewrite("If needed, we will call 832-555-0109; news goes to you.", [("phone", "832-555-0109")], "abstract",
                   context={"role": "the client"}) == "If needed, we will call you; news goes to you."
    assert rewrite("Please reference MRN MRN-123456 in all correspondence.", [("medical_record_number", "MRN-123456")],
                   "abstract", context={"role": "the patient"}) == \
        "Please reference the patient's medical record number in all correspondence."
    assert tidy("Scans are accepted, by e-mail to a@b.example.org.", "Scans are accepted,.") == "Scans are accepted."


def test_a_kept_address_line_or_e_mail_is_never_deleted_with_a_target():
    text = "Sex: m\n799 Cruz Cliffs\nMonicahaven, KS 67017\nWrite to e.sanchez@firstunited.example.org today."
    assert rewrite(text, [("city", "Monicahaven")], "abstract", context={"region": "KS"}, keep=["67017"]) == \
        "Sex: m\n799 Cruz Cliffs\nKS 67017\nWrite to e.sanchez@firstunited.example.org today."
    out = rewrite(text, [("institution_name", "First United")], "drop", keep=["e.sanchez@firstunited.example.org"])
    assert "e.sanchez@firstunited.example.org" in out


def test_tidy_never_takes_a_title_for_the_end_of_a_sentence():
    original = "Please quote HOA-1 on all mail; the form from Mr. Velez was received on April 11, 2025."
    edited = "The form from Mr. Velez was received."
    assert tidy(original, edited) == edited
    assert _probe().empty_sentences(original, edited) == []
