"""The Privasis pipeline driven by the `openai` backend against a local OpenAI-compatible stub."""

import json

from privasis_hub.llm.stub_server import run_stub, scripted
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.pipeline import build_privasis

PROFILE = {
    "first_name": "Dana", "last_name": "Whitfield", "sex": "female", "age": 46,
    "date_of_birth": "March 3, 1979", "ethnicity": "Black or African American", "citizenship": "U.S.",
    "id_type": "state ID", "id_number": "QXZ1234567", "passport_number": "XQ7654321",
    "phone": "(312) 555-0188", "email": "dana.whitfield@example.org", "user_handle": "@dana.w46",
    "url": "https://dana-whitfield.example.org", "street_address": "48 Alder Court", "city": "Evanston",
    "region": "IL", "postal_code": "60201", "country": "United States", "occupation": "pharmacist",
    "employer": "Lakeside Compounding", "marital_status": "divorced", "life_event": "a move to a new city",
}
FILLER = " ".join(categories()["medical"].filler)  # varied, value-free sentences
DRAFT = (f"Referral letter for Dana Whitfield, born March 3, 1979, of 48 Alder Court, Evanston. "
         f"Dana can be reached at (312) 555-0188 or dana.whitfield@example.org. "
         f"Diagnosis: moderate persistent asthma. {FILLER} Dana Whitfield signed on 2025-04-02.")
ANNOTATIONS = {"attributes": [
    {"key": "full_name", "value": "Dana Whitfield", "group": "identity", "sensitivity": 0.9},
    {"key": "date_of_birth", "value": "March 3, 1979", "group": "identity", "sensitivity": 0.8},
    {"key": "street_address", "value": "48 Alder Court", "group": "contact", "sensitivity": 0.8},
    {"key": "phone", "value": "(312) 555-0188", "group": "contact", "sensitivity": 0.8},
    {"key": "email", "value": "dana.whitfield@example.org", "group": "contact", "sensitivity": 0.8},
    {"key": "diagnosis", "value": "moderate persistent asthma", "group": "health", "sensitivity": 0.95},
    {"key": "signature_date", "value": "2025-04-02", "group": "health", "sensitivity": 0.4},
]}
GROUPS = {"groups": [
    {"name": "identity", "keys": ["full_name", "date_of_birth"]},
    {"name": "contact", "keys": ["street_address", "phone", "email"]},
    {"name": "health", "keys": ["diagnosis", "signature_date"]},
]}


def _answers(draft_answer=DRAFT):
    return {
        "fill_profile": json.dumps(PROFILE),
        "propose_record_types": json.dumps({"record_types": [
            {"record_type": "pulmonology referral letter", "subcategory": "pulmonology"}]}),
        "propose_backgrounds": json.dumps({"backgrounds": ["Dana needs a specialist referral after a move."]}),
        "propose_formats": json.dumps({"formats": ["letter"]}),
        "draft": draft_answer,
        "revise": DRAFT + " A revised closing line was added.",
        "judge": json.dumps({"reasoning": "B is more specific.", "probability": 0.5}),
        "annotate": json.dumps(ANNOTATIONS),
        "group": json.dumps(GROUPS),
    }


def test_openai_backend_builds_a_corpus_with_located_spans(tmp_path):
    with run_stub(scripted(_answers())) as stub:
        dd = build_privasis(3, 0, tmp_path / "llm", backend="openai", base_url=stub.base_url,
                            model="stub-model", shard_size=3, concurrency=2, refine_steps=1, split=None,
                            tau=0.25)  # the empty first pool passes no revision at tau=0.5: none would be asked for
        tasks = set(stub.tasks())
    row = dd["train"][0]
    assert dd["train"].num_rows == 3
    assert row["provenance"]["backend"] == "openai" and row["provenance"]["model"] == "stub-model"
    assert row["category"] in {"medical", "legal", "financial", "government", "personal", "community",
                               "professional services", "education", "media", "recreation"}
    full_name = next(a for a in row["attributes"] if a["key"] == "full_name")
    assert [row["text"][s["start"]:s["end"]] for s in full_name["spans"]] == ["Dana Whitfield"] * 2
    assert {"fill_profile", "draft", "revise", "judge", "annotate", "group"} <= tasks


def test_server_failure_is_recorded_in_errors_file_not_emptied(tmp_path):
    answers = _answers(draft_answer=(500, "model overloaded"))
    with run_stub(scripted(answers)) as stub:
        try:
            build_privasis(1, 0, tmp_path / "fail", backend="openai", base_url=stub.base_url, model="stub-model",
                           shard_size=2, refine_steps=0, split=None,
                           backend_kwargs={"max_retries": 1, "retry_backoff": 0.001})
        except RuntimeError as err:
            assert "0 of 1 records accepted" in str(err)
    errors = [json.loads(x) for x in (tmp_path / "fail" / ".work" / "shard-00000.json").read_text().splitlines()]
    recorded = errors[0]["errors"]
    assert recorded and recorded[0]["task"] == "draft" and "500" in recorded[0]["error"]
