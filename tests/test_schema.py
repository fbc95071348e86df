"""The Privasis row schema: typed rows round-trip through datasets/parquet unchanged."""

import pytest
from datasets import Dataset

from privasis_hub.schema import (
    PRIVASIS_FEATURES,
    Attribute,
    Group,
    PrivasisRecord,
    Profile,
    Provenance,
    Refinement,
    RefinementStep,
    RowError,
    Span,
)


def _record() -> PrivasisRecord:
    profile = Profile(
        first_name="Ada", last_name="Quill", sex="female", age=41, date_of_birth="May 2, 1984",
        ethnicity="White", citizenship="U.S.", id_type="state ID", id_number="Z1234567",
        passport_number="Z98765432", phone="(212) 555-0142", email="ada.quill@example.org",
        user_handle="@ada.q41", url="https://ada-quill.example.org", street_address="12 Elm St",
        city="Springfield", region="IL", postal_code="62701", country="United States",
        occupation="pharmacist", employer="Quill & Sons", marital_status="married",
        life_event="a move to a new city",
    )
    text = "Ada Quill can be reached at (212) 555-0142."
    return PrivasisRecord(
        id="prv-x-0000001", identity_ids=["person-x-0000001"], profile=profile,
        record_type="referral letter", category="medical", subcategory="primary care",
        background="Ada needs a referral.", format="letter", document_date="2025-03-04", text=text,
        attributes=[
            Attribute("full_name", "Ada Quill", "identity", 0.9, [Span(0, 9)]),
            Attribute("phone", "(212) 555-0142", "contact and location", 0.8, [Span(28, 42)]),
        ],
        groups=[Group("identity", ["full_name"]), Group("contact and location", ["phone"])],
        language="en", word_count=len(text.split()),
        provenance=Provenance("offline", "offline-procedural", 0),
        refinement=Refinement(1, 1, [RefinementStep(0, 0.75, 0.5, 0.625, True)]),
    )


def test_record_round_trips_through_a_dataset():
    record = _record()
    ds = Dataset.from_list([record.to_dict()], features=PRIVASIS_FEATURES)
    assert PrivasisRecord.from_dict(ds[0]) == record


def test_spans_in_the_example_hold_their_values():
    record = _record()
    for a in record.attributes:
        assert all(record.text[s.start : s.end] == a.value for s in a.spans)


def test_missing_column_names_the_row_and_field():
    row = _record().to_dict()
    del row["text"]
    with pytest.raises(RowError, match=r"row 'prv-x-0000001', field 'text'"):
        PrivasisRecord.from_dict(row)


def test_features_declare_every_record_field():
    assert set(PRIVASIS_FEATURES) == set(PrivasisRecord.__dataclass_fields__)


def test_a_row_error_raised_in_a_worker_reaches_the_parent_whole():
    """A build's worker process pickles the error it raises (a bare RowError could not be unpickled: the 10,000-record
    build of seed 0 broke its process pool instead of naming the row)."""
    import pickle

    from privasis_hub.schema import RowError

    err = pickle.loads(pickle.dumps(RowError("prv-1", "attributes[x].spans", "text at 1:2 is not 'a'")))
    assert isinstance(err, RowError) and (err.row_id, err.field) == ("prv-1", "attributes[x].spans")
    assert str(err) == "row 'prv-1', field 'attributes[x].spans': text at 1:2 is not 'a'"
