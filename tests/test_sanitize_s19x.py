"""s19x: the sanitization classes s19w-san left (reader9 T182, T260, T82; seed 11 rows 190, 387, 89, 849)."""

from __future__ import annotations

import asyncio
import random
import re

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize import pipeline
from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.offline import OfflineSanitizer
from privasis_hub.sanitize.rewrite import rewrite
from privasis_hub.sanitize.targets import TargetConfig, place_echo, sample_targets
from privasis_hub.sanitize.tidy import restating_sentences


def _attr(text: str, key: str, value: str, group: str = "g") -> dict:
    spans = [{"start": m.start(), "end": m.end()} for m in re.finditer(re.escape(value), text)]
    return {"key": key, "value": value, "group": group, "sensitivity": "high", "spans": spans}


GYM = ("Holderness Fitness\n12 Main St\nHolderness, NH 03245\n\nMEMBERSHIP AGREEMENT\n\nMember: Dana Reyes\n"
       "Home: 4 Elm Rd, Holderness, NH 03245\nThe Member joined Holderness Fitness on March 3, 2025.\n")


def test_an_organisation_named_after_a_town_the_record_keeps_is_no_target():
    attrs = [_attr(GYM, "provider_name", "Holderness Fitness"), _attr(GYM, "city", "Holderness"),
             _attr(GYM, "name", "Dana Reyes"), _attr(GYM, "start_date", "March 3, 2025")]
    assert place_echo(attrs[0], attrs, GYM)
    weights = {a["key"]: 1.0 for a in attrs}
    for seed in range(30):
        targets = sample_targets(attrs, [], weights, TargetConfig(), random.Random(seed), text=GYM)
        assert all(a.key != "provider_name" for t in targets for a in t.attributes)


def test_the_letterhead_office_whose_town_is_only_on_its_own_address_stays_a_target():
    text = "Pollock Real Estate Group\n2905 River St\nPollock, SD 57648\n\nAGREEMENT\nBuyer: Devin Smith, Aberdeen, SD\n"
    attrs = [_attr(text, "firm_name", "Pollock Real Estate Group"), _attr(text, "issuer_address", "2905 River St")]
    assert not place_echo(attrs[0], attrs, text)  # "Pollock, SD" is the office's own block, which goes with it
    client = text.replace("Aberdeen", "Pollock")
    assert place_echo(_attr(client, "firm_name", "Pollock Real Estate Group"),
                      [_attr(client, "firm_name", "Pollock Real Estate Group"),
                       _attr(client, "issuer_address", "2905 River St")], client)  # the client's town says it again


def test_a_dropped_date_of_birth_takes_its_label_and_the_age_after_it():
    text = "Buyer: Devin Smith\nD.O.B.: December 2, 1947 — 77 years\nPhone: on file\n"
    for pairs in ([("date_of_birth", "December 2, 1947")],
                  [("date_of_birth", "December 2, 1947"), ("age", "77"), ("birth_year", "1947")]):
        out = rewrite(text, pairs, "drop", [])
        assert "D.O.B." not in out and "a date" not in out and "77" not in out
        assert "Buyer: Devin Smith" in out and "Phone: on file" in out
    out = rewrite("D.O.B.: 04/05/1980 (age 44)\nSex: F\n", [("date_of_birth", "04/05/1980")], "drop", [])
    assert out.strip() == "Sex: F"


def test_a_form_value_never_ends_on_its_own_label():
    text = ("Patient: Jo\nFacility: Nash Hand and Upper Limb Therapy\nHome language: Vietnamese\n"
            "Position: Carpenter II\nInsurance plan: Aetna EPO Gold\n")
    pairs = [("care_facility", "Nash Hand and Upper Limb Therapy"), ("home_language", "Vietnamese"),
             ("position_title", "Carpenter II"), ("insurance_plan", "Aetna EPO Gold")]
    out = rewrite(text, pairs, "abstract", [])
    assert "Home language: Asian\n" in out and "Insurance plan: EPO\n" in out
    for line in out.splitlines():
        label, _, value = line.partition(": ")
        assert value.lower().split()[-1:] != label.lower().split()[-1:], line
    assert "Patient: Jo" in out


def test_a_small_count_is_a_few_or_several_not_the_one_to_five_bracket():
    assert abstract_value("overtime_hours", "3 overtime hours", {}) == "a few overtime hours"
    assert abstract_value("flagged_content", "7 messages and two voice notes", {}).startswith("several messages")
    assert "between 10 and 20" in abstract_value("visit_count", "12 visits", {})
    assert "between 1 and 5" not in abstract_value("overtime_hours", "4 hours of overtime", {})


def test_a_predicate_that_only_says_its_subject_again_goes():
    found = restating_sentences("", "Your attorney in this matter is an attorney at this office. What worries me most "
                                    "at the moment is a personal worry. The contributor is a guest on a show. "
                                    "Kramer is an attorney.")
    assert found == ["Your attorney in this matter is an attorney at this office.",
                     "What worries me most at the moment is a personal worry."]


def test_a_sex_target_edits_last_so_an_abstraction_still_finds_its_value(monkeypatch):
    text = ("TUMOR BOARD SUMMARY\nPatient: Ann Lee\nSex: Female\n\nShe reports a family history of a maternal aunt "
            "with breast cancer diagnosed at age 44. Her scan is clear.\n")
    attrs = [_attr(text, "sex", "Female"), _attr(text, "family_history",
                                                 "a maternal aunt with breast cancer diagnosed at age 44"),
             _attr(text, "name", "Ann Lee")]
    record = {"id": "r1", "text": text, "attributes": attrs, "groups": [], "identity_ids": ["i1"],
              "category": "medical", "profile": {"sex": "female"}}
    chosen = [SanitizationTarget("attribute", "sex", (TargetAttribute("sex", "Female"),), "drop", ()),
              SanitizationTarget("attribute", "family_history", (TargetAttribute(
                  "family_history", "a maternal aunt with breast cancer diagnosed at age 44"),), "abstract", ())]
    monkeypatch.setattr(pipeline, "sample_targets", lambda *a, **k: list(chosen))
    row, _ = asyncio.run(pipeline.sanitize_record(OfflineSanitizer(), record, pipeline.SanitizeConfig(), 7))
    out = row.sanitized
    assert "breast cancer diagnosed at age 44" not in out, out
    assert "aunt" not in out and "Female" not in out
    assert [t.name for t in row.targets] == ["sex", "family_history"]  # the request keeps its order
