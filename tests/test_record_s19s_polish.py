"""Three render-level classes a reader notices (issue 19, s19s-polish): a clock time told with no day ("You phoned
us for the first time at 1:30 PM."), a sentence whose only value is the issuer itself ("Visits about this file go
to our office."), and a lead-in that does not fit its fact ("Asked about alcohol and drugs, he reported a 20
pack-year smoking history")."""

import re
import shutil
from collections import defaultdict
from importlib import resources
from pathlib import Path

import pytest
import yaml

from privasis_hub.synth.catalog import RULE_KINDS, CatalogError, FieldSpec, categories, load_category
from privasis_hub.synth.render import _issuer_only, _timed, render
from tests.benchmark_modules import load_benchmark
from tests.test_record_writing import _exact, _plan


def _spec(key: str, group: str, sentence: str) -> FieldSpec:
    return FieldSpec(key, key, group, 0.5, lambda ctx: "", (sentence,))


def _quality():
    return load_benchmark("quality_privasis")


def test_timed_by_rules_load_and_pair_a_clock_time_with_its_events_date():
    assert "timed_by" in RULE_KINDS
    pairs = {(a, b) for c in categories().values() for kind, a, b in c.rules if kind == "timed_by"}
    assert ("visit_time", "visit_date") in pairs and ("media_logged_time", "request_received_date") in pairs
    assert ("rec_logged_time", "rec_submitted_date") in pairs


@pytest.mark.parametrize("pair", [["visit_date", "visit_time"], ["visit_time", "visit_time"], ["visit_time", "nope"]])
def test_a_timed_by_rule_needs_a_time_field_then_a_date_field_of_the_category(tmp_path: Path, pair):
    src = resources.files("privasis_hub.data.privasis")
    for name in ("medical", "profile", "case"):
        shutil.copy(str(src.joinpath(f"{name}.yaml")), tmp_path / f"{name}.yaml")
    data = yaml.safe_load((tmp_path / "medical.yaml").read_text())
    data["rules"] = [r for r in data["rules"] if "timed_by" not in r] + [{"timed_by": pair}]
    (tmp_path / "medical.yaml").write_text(yaml.safe_dump(data))
    with pytest.raises(CatalogError, match="timed_by|two of this category's fields"):
        load_category("medical", str(tmp_path))


def test_a_clock_time_is_told_with_the_day_of_its_event_and_the_day_once():
    plan = _plan("medical", "letter", "annual physical examination note")
    plan.values |= {"visit_time": "10:40 AM", "visit_date": "June 2, 2024"}
    fields = [_spec("visit_time", "care team", "{first_name} was seen at {visit_time} that morning."),
              _spec("visit_date", "care team", "{first_name} came in on {visit_date}."),
              _spec("m9", "care team", "The file notes {m9}.")]
    kept, said = _timed(plan, fields, [f.sentences[0] for f in fields])
    assert said[0] in ("{first_name} was seen at {visit_time} on {visit_date}.",
                       "{first_name} was seen on {visit_date} at {visit_time}.")
    assert [f.key for f in kept] == ["visit_time", "m9"]  # the date's own sentence is not told a second time
    del plan.values["visit_date"]  # no date held: nothing to join
    assert _timed(plan, fields[:1], [fields[0].sentences[0]])[1] == [fields[0].sentences[0]]


def test_a_rendered_note_tells_the_time_and_day_in_one_sentence_with_exact_spans():
    extra = {"visit_time": ("Time seen", "care team", "10:40 AM"),
             "visit_date": ("Visit date", "care team", "June 2, 2024")}
    for seed in range(6):
        plan = _plan("medical", "letter", "annual physical examination note", extra, seed=seed)
        plan.fields = [f for f in plan.fields if f.key not in extra] + [
            _spec("visit_time", "care team", "The visit started at {visit_time}."),
            _spec("visit_date", "care team", "{first_name} came in on {visit_date}.")]
        text, spans = render(plan)
        _exact(text, spans, plan.values)
        assert "10:40 AM on June 2, 2024" in text or "on June 2, 2024 at 10:40 AM" in text, text
        assert "started at 10:40 AM." not in text, text


def test_a_fact_whose_only_value_is_the_issuer_is_left_to_the_letterhead():
    plan = _plan("government", "letter", "traffic citation")
    plan.values["agency_office"] = "Sugar Run Clerk's Office"
    plan.organisation = "{agency_office}"
    assert _issuer_only(plan, "The counter for documents is at the {agency_office}.")
    assert _issuer_only(plan, "{first_name} has been dealing with {agency_office}.")
    assert not _issuer_only(plan, "An appointment is set for {appt} at {agency_office}.")
    assert not _issuer_only(plan, "Visits go to our office.")
    for fmt, kind in (("letter", "traffic citation"), ("report", "traffic citation"), ("email thread", "traffic citation")):
        for seed in range(6):
            plan = _plan("government", fmt, kind, {"agency_office": ("Office", "matter", "Sugar Run Clerk's Office")},
                         seed=seed)
            plan.organisation = "{agency_office}"
            plan.fields = [f for f in plan.fields if f.key != "agency_office"] + [
                _spec("agency_office", "agency proceedings", "Visits about this file go to {agency_office}.")]
            text, spans = render(plan)
            _exact(text, spans, plan.values)
            assert "Visits about this file go to" not in text, (fmt, text)
            # (an action item "1. Bo Lind to check ..., by May 5, 2025" is numbered too, not a heading: s22-report)
            body = re.sub(r"(?m)^\d\. [^\n]*, by [A-Z][a-z]+ \d{1,2}, \d{4}$", "", text)
            assert not re.search(r"(?m)^\d\. [^.\n]*\n\n?(?=\d\. |\Z)", body), text  # no heading left over nothing


def test_the_benchmark_counts_issuer_only_sentences_and_undated_clock_times():
    q = _quality()
    rows = [{"id": "a", "record_type": "letter x", "format": "letter", "attributes": [],
             "text": "Dear Ms. Lee,\n\nThe counter for documents is at our office. You phoned us at 1:30 PM.\n"},
            {"id": "b", "record_type": "letter x", "format": "letter", "attributes": [],
             "text": "You phoned us at 1:30 PM on June 2, 2024. Questions go to Ann Lee at our office.\n"},
            {"id": "c", "record_type": "chat", "format": "chat log", "attributes": [],
             "text": "Agent: You phoned us at 1:30 PM.\n"}]
    rows[1]["attributes"] = [{"key": "office_contact", "value": "Ann Lee",
                              "spans": [{"start": rows[1]["text"].index("Ann"), "end": rows[1]["text"].index("Ann") + 7}]}]
    examples = defaultdict(list)
    assert q.empty_self_reference_records(rows, examples) == 1
    assert q.undated_clock_time_records(rows, examples) == 1


def test_lead_ins_fit_every_value_of_their_fact():
    substance = next(f for f in categories()["medical"].fields if f.key == "substance_use")
    # a tobacco history is no answer to a question about alcohol and drugs alone
    assert not any(re.search(r"[\[|]alcohol and drugs", t) for t in substance.sentences)
    leaving = next(f for c in categories().values() for f in c.fields if f.key == "reason_for_leaving")
    # "the elimination of the position in a restructuring" is no decision to resign
    assert not any("decision to" in t for t in leaving.sentences)
    directive = next(f for f in categories()["medical"].fields if f.key == "advance_directive")
    assert not any("code status" in t for t in directive.sentences)  # a proxy is no code status
