"""s20-world: organisations, places and people that fit the world of the record (reader11 classes 9, 10, 12): a
holiday rental is let by an agency in the rental's own town; a flight itinerary comes from a travel agency naming the
operating carrier, never from a made-up airline confirming a real carrier's flight; a state's program is named for the
state and a county's office for the county, never for a small town; personal writing names its kin."""

import asyncio
import re
from collections import defaultdict

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth import places
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.catalog.government import office_at_its_level
from privasis_hub.synth.catalog.recreation import RENTAL_TOWNS
from privasis_hub.synth.offline import OfflineRecords
from tests.benchmark_modules import load_benchmark
from tests.test_case_story import DAY
from tests.test_record_fit import _person


def _draft(category: str, record_type: str, fmt: str, seed: int, person=None):
    spec = RecordSpec(
        profile=person or _person(seed, age=44, occupation="bookkeeper"),
        category=category,
        subcategory=categories()[category].record_types[record_type].subcategory,
        record_type=record_type,
        format=fmt,
        background="",
        document_date=DAY.isoformat(),
    )
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def _row(draft, category: str, record_type: str, fmt: str, seed: int) -> dict:
    values = draft.plan.plan.values
    return {
        "id": f"prv-{seed}",
        "text": draft.text,
        "record_type": record_type,
        "format": fmt,
        "category": category,
        "attributes": [{"key": k, "value": v} for k, v in values.items()],
    }


def test_a_holiday_rental_is_let_by_an_agency_of_the_rental_town():
    q = load_benchmark("quality_privasis")
    rows, towns = [], set()
    for seed in range(16):
        draft = _draft("recreation", "vacation rental booking agreement", "agreement", seed)
        values = draft.plan.plan.values
        state, town = draft.plan.plan.office_place
        assert (values["trip_destination"], state, town) in RENTAL_TOWNS
        head = draft.text.split("\n\n")[0]
        assert re.search(rf"^{re.escape(town)}, {state} \d{{5}}$", head, re.M), head
        if "issuer_phone" in values:  # the agency's phone is under an area code of its own town
            assert re.search(r"\d{3}", values["issuer_phone"]).group(0) in places.area_codes(state, town), (
                values
            )
        assert "front desk" not in draft.text
        rows.append(_row(draft, "recreation", "vacation rental booking agreement", "agreement", seed))
        towns.add(town)
    assert len(towns) > 4
    examples = defaultdict(list)
    assert q.rental_issuer_town_records(rows, examples) == 0, examples


def test_a_flight_itinerary_names_one_carrier():
    q = load_benchmark("quality_privasis")
    rows = []
    for fmt in ("letter", "email thread"):
        for seed in range(12):
            draft = _draft("recreation", "flight itinerary confirmation", fmt, seed)
            organisation = draft.plan.plan.organisation
            values = draft.plan.plan.values
            name = re.sub(r"\{(\w+)\}", lambda m, v=values: v[m.group(1)], organisation)
            assert not re.search(r"\b(?:Air|Airways|Airlines)$", name), name  # no made-up airline
            flight = draft.plan.plan.values.get("flight_itinerary", "")
            m = re.match(r"(.+) flight ([A-Z0-9]{2}) \d+ from ([A-Z]{3}) to ([A-Z]{3})$", flight)
            assert m, flight
            foreign = {"TP": "LIS", "AC": "YYC", "BA": "EDI", "LH": "FRA"}
            if m.group(2) in foreign:  # a foreign carrier flies to its own country only
                assert m.group(4) == foreign[m.group(2)], flight
            rows.append(_row(draft, "recreation", "flight itinerary confirmation", fmt, seed))
    examples = defaultdict(list)
    assert q.carrier_mismatch_records(rows, examples) == 0, examples


def test_public_offices_are_named_at_the_level_that_runs_them():
    assert (
        office_at_its_level("Unemployment Claims Center", "WV", "Beckley")
        == "West Virginia Division of Unemployment Insurance"
    )
    assert office_at_its_level("DMV Service Center", "TX", "Houston") == "Texas Department of Motor Vehicles"
    assert office_at_its_level("Elections Division", "GA", "Savannah") == "Chatham County Elections Division"
    q = load_benchmark("quality_privasis")
    rows = []
    for record_type, rt in categories()["government"].record_types.items():
        for seed in range(4):
            fmt = rt.formats[seed % len(rt.formats)]
            draft = _draft("government", record_type, fmt, seed, person=_person(seed, age=45))
            rows.append(_row(draft, "government", record_type, fmt, seed))
    examples = defaultdict(list)
    assert q.state_program_town_records(rows, examples) == 0, examples


def test_personal_writing_names_its_kin():
    q = load_benchmark("quality_privasis")
    rows = []
    for record_type, rt in categories()["personal"].record_types.items():
        for seed in range(3):
            fmt = rt.formats[seed % len(rt.formats)]
            person = _person(seed + 7, age=40 + seed * 9)
            draft = _draft("personal", record_type, fmt, seed, person=person)
            rows.append(_row(draft, "personal", record_type, fmt, seed))
    examples = defaultdict(list)
    assert q.placeholder_kin_records(rows, examples) == 0, examples
