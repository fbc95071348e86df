"""One timeline per record: past facts before the record, scheduled ones after, orders kept, office hours."""

import asyncio
import datetime as dt
import random
import shutil
from collections import defaultdict
from importlib import resources
from pathlib import Path

import pytest

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import CatalogError, categories, load_category
from privasis_hub.synth.catalog.timeline import (
    Timeline,
    in_office_hours,
    keep_timeline,
    parse_day,
    violations,
)
from privasis_hub.synth.offline import OfflineRecords
from tests.benchmark_modules import load_benchmark
from tests.test_record_fit import _person

ROOT = Path(__file__).resolve().parents[1]
DAY = dt.date(2025, 3, 10)
LEGAL = Timeline({"incident_date": "past", "intake_date": "past", "filing_date": "past",
                  "response_due_date": "future", "hearing_date": "future"},
                 (("incident_date", "intake_date", "filing_date"), ("response_due_date", "hearing_date")),
                 frozenset({"hearing_date"}))


def _probe():
    return load_benchmark("quality_privasis")


def test_a_past_fact_moves_before_the_record_and_an_order_is_kept_in_each_style():
    values = {"incident_date": "January 20, 2025", "intake_date": "2024-03-07", "filing_date": "04/02/2025",
              "response_due_date": "03/01/2025", "hearing_date": "2025-03-12 at 6:30 PM"}
    assert len(violations(values, LEGAL, DAY)) >= 4
    keep_timeline(values, LEGAL, DAY, random.Random(1))
    assert violations(values, LEGAL, DAY) == []
    assert parse_day(values["incident_date"])[1] == "long" and parse_day(values["filing_date"])[1] == "us"
    assert parse_day(values["intake_date"])[0] == dt.date(2024, 3, 7)  # in order already: kept
    assert values["hearing_date"].endswith(("AM", "PM")) and in_office_hours(values["hearing_date"])
    assert not in_office_hours("2025-03-15 at 10:00 AM") and not in_office_hours("2025-03-12 at 6:30 PM")


def test_a_record_types_own_role_wins_over_an_order_it_turns_round():
    timeline = Timeline({"recording_session": "past", "request_received_date": "past"},
                        (("recording_session", "request_received_date"),)).with_roles({"recording_session": "future"})
    values = {"recording_session": "02/06/2024 at 8:30 AM", "request_received_date": "2024-02-26"}
    keep_timeline(values, timeline, dt.date(2024, 2, 28), random.Random(3))
    assert parse_day(values["recording_session"])[0] > dt.date(2024, 2, 28) and timeline.pairs() == []


def test_an_email_threads_past_facts_precede_its_first_message():
    values = {"incident_date": "2025-03-05", "response_due_date": "2025-04-01"}
    horizon = DAY - dt.timedelta(days=10)
    keep_timeline(values, LEGAL, DAY, random.Random(2), horizon)
    assert parse_day(values["incident_date"])[0] <= horizon and violations(values, LEGAL, DAY, horizon) == []


def test_drafted_records_keep_their_timeline_and_a_plans_start_date_is_the_jobs():
    backend, cats = OfflineRecords(), categories()
    person = _person(7, age=41, occupation="accountant")
    cases = [("legal", "small claims complaint", "letter"), ("professional services", "performance improvement plan",
             "report"), ("government", "driver's license renewal notice", "email thread"),
             ("professional services", "buyer representation agreement", "letter")]
    for seed in range(6):
        for category, rt, fmt in cases:
            spec = RecordSpec(profile=person, category=category, subcategory=cats[category].record_types[rt].subcategory,
                              record_type=rt, format=fmt, background="", document_date="2025-06-02")
            draft = asyncio.run(backend.draft(spec, seed=seed))
            values = draft.plan.plan.values
            horizon = dt.date(2025, 5, 23) if fmt == "email thread" else None
            assert violations(values, cats[category].timeline_for(rt), dt.date(2025, 6, 2), horizon) == [], rt
            if rt == "performance improvement plan":
                assert parse_day(values["start_date"])[0] < dt.date(2024, 6, 2)
                assert "Meets Expectations (3" not in values["performance_rating"]
            if rt == "buyer representation agreement":
                assert "start_date" not in values


def test_a_timeline_naming_an_unknown_field_or_ordering_future_before_past_is_refused(tmp_path: Path):
    folder = tmp_path / "privasis"
    shutil.copytree(Path(str(resources.files("privasis_hub.data.privasis"))), folder)
    path = folder / "legal.yaml"
    original = path.read_text()
    path.write_text(original.replace("  future: [response_due_date,", "  future: [court_fee_date, response_due_date,"))
    with pytest.raises(CatalogError, match="timeline: future: 'court_fee_date' is not a field"):
        load_category("legal", str(folder))
    path.write_text(original.replace("  - [response_due_date, hearing_date]", "  - [hearing_date, filing_date]"))
    with pytest.raises(CatalogError, match="a scheduled fact cannot come before a past one"):
        load_category("legal", str(folder))


def test_the_probe_counts_a_record_off_its_timeline():
    probe = _probe()
    catalogue = ROOT / "privasis_hub" / "data" / "privasis"
    base = {"category": "legal", "record_type": "small claims complaint", "format": "letter", "text": "",
            "document_date": "2025-03-10"}
    rows = [
        {**base, "id": "ok", "attributes": [{"key": "incident_date", "value": "2024-01-05"},
                                            {"key": "intake_date", "value": "2024-02-01"},
                                            {"key": "hearing_date", "value": "2025-04-02 at 10:00 AM"}]},
        {**base, "id": "order", "attributes": [{"key": "incident_date", "value": "January 20, 2025"},
                                               {"key": "intake_date", "value": "2024-03-07"}]},
        {**base, "id": "evening", "attributes": [{"key": "hearing_date", "value": "2025-04-02 at 6:30 PM"}]},
        {**base, "id": "thread", "format": "email thread", "text": "From: A\nDate: 2025-03-01\n\nHello",
         "attributes": [{"key": "incident_date", "value": "2025-03-05"}]},
    ]
    examples: dict[str, list[str]] = defaultdict(list)
    assert probe.timeline_records(rows, examples, catalogue) == 3
    assert [e.split()[0] for e in examples["timeline"]] == ["order", "evening", "thread"]
