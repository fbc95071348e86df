"""The Kavach builder, its quality gates and the label audit."""

import json
from pathlib import Path

import pytest
from datasets import load_dataset

from privasis_hub.kavach.audit import apply_repairs, audit, propose_repairs, revert_repairs
from privasis_hub.kavach.conditions import ALL_CONDITIONS
from privasis_hub.kavach.gates import gate
from privasis_hub.kavach.languages import LANGUAGES
from privasis_hub.kavach.pipeline import build_kavach, kavach_prompt
from privasis_hub.kavach.spans import Doc, Entity


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("kavach") / "corpus"
    build_kavach(600, 0, out, shard_size=200, split=None)
    return out


def test_build_loads_with_every_column(built):
    ds = load_dataset(str(built))["train"]
    assert ds.num_rows == 600
    assert {"id", "identity_ids", "source_ids", "language", "script", "domain", "condition", "text", "entities",
            "is_negative", "prompt", "completion", "provenance"} <= set(ds.column_names)


def test_every_gold_entity_equals_the_text_at_its_offsets(built):
    for row in load_dataset(str(built))["train"]:
        for e in row["entities"]:
            assert row["text"][e["start"] : e["end"]] == e["text"]


def test_completion_is_the_value_only_list(built):
    for row in load_dataset(str(built))["train"]:
        values = json.loads(row["completion"])
        assert {(v["label"], v["text"]) for v in values} == {(e["label"], e["text"]) for e in row["entities"]}
        assert row["prompt"] == kavach_prompt(row["text"])


def test_negatives_have_no_entities_and_a_realistic_share(built):
    ds = load_dataset(str(built))["train"]
    negatives = [r for r in ds if r["is_negative"]]
    assert all(not r["entities"] for r in negatives)
    assert 0.12 <= len(negatives) / ds.num_rows <= 0.26


def test_derived_documents_name_their_source_and_share_its_identity(built):
    ds = load_dataset(str(built))["train"]
    by_id = {r["id"]: r for r in ds}
    derived = [r for r in ds if r["source_ids"]]
    assert derived
    for r in derived:
        assert r["condition"] in ("asr", "ocr", "masked", "adversarial")
        source = by_id.get(r["source_ids"][0])
        if source is not None:
            assert source["identity_ids"] == r["identity_ids"]


def test_report_covers_languages_conditions_and_gates(built):
    report = json.loads((built / "build_report.json").read_text())
    assert report["num_languages"] >= 25
    assert set(report["conditions"]) == set(ALL_CONDITIONS)
    assert report["span_mismatches"] == 0
    assert "gate_rejections" in report


def test_same_seed_gives_identical_parquet(built, tmp_path):
    build_kavach(600, 0, tmp_path / "again", shard_size=200, split=None)
    a = sorted((built / "data").glob("*.parquet"))[0].read_bytes()
    b = sorted((tmp_path / "again" / "data").glob("*.parquet"))[0].read_bytes()
    assert a == b


def test_unknown_language_is_a_clear_error(tmp_path):
    with pytest.raises(ValueError, match="unknown language code"):
        build_kavach(5, 0, tmp_path, languages=["xx"])


# --- gates: each catches a planted defect -------------------------------------------------


def test_gate_catches_a_misaligned_span():
    doc = Doc("Call Dana now.", [Entity("PERSON", "Dana", 0, 4)])
    assert gate(doc, "en", "clean", False) == "span_mismatch"


def test_gate_catches_pii_in_a_negative():
    doc = Doc("Order 4411 shipped; contact dana@example.org for help.", [])
    assert gate(doc, "en", "clean", True) == "pii_in_negative"


def test_gate_catches_malformed_csv():
    doc = Doc("name,phone\nDana,555-0142,extra\n", [])
    assert gate(doc, "en", "table_csv", False) == "malformed_markup"


def test_gate_catches_language_contamination():
    hindi = next(code for code, lang in LANGUAGES.items() if lang.script == "Devanagari")
    doc = Doc("This whole document is written in English although it claims to be Hindi.", [])
    assert gate(doc, hindi, "clean", False) == "language_contamination"


def test_gate_passes_a_clean_document():
    doc = Doc("Dana lives here.", [Entity("PERSON", "Dana", 0, 4)])
    assert gate(doc, "en", "clean", False) is None


# --- label audit ----------------------------------------------------------------------


def _row(id_, text, entities, language="en"):
    return {"id": id_, "text": text, "language": language,
            "entities": [{"label": lab, "text": t, "start": text.index(t), "end": text.index(t) + len(t)}
                         for lab, t in entities]}


def test_audit_counts_tagged_and_untagged_occurrences():
    rows = [_row("a", "Meet Dana Whitfield today.", [("PERSON", "Dana Whitfield")]),
            _row("b", "Dana Whitfield called again.", [])]
    report = audit(rows)
    assert report.tagged[("PERSON", "Dana Whitfield")] == 1
    assert report.untagged["Dana Whitfield"] == 1
    assert report.inconsistent()[0]["text"] == "Dana Whitfield"


def test_repair_relabels_a_birth_date_and_reverts_exactly():
    rows = [_row("a", "She was born on 1990-04-02 in Leeds.", [("DATE", "1990-04-02")]),
            _row("b", "Meeting on 2025-04-02 at noon.", [("DATE", "2025-04-02")])]
    repairs = propose_repairs(rows)
    assert [(r.row_id, r.new_label) for r in repairs] == [("a", "DOB")]
    fixed = apply_repairs(rows, repairs)
    assert fixed[0]["entities"][0]["label"] == "DOB" and fixed[1] == rows[1]
    assert revert_repairs(fixed, repairs) == rows


def test_birth_cue_must_be_a_whole_word():
    rows = [_row("a", "Reborn on 2025-04-02 as a new brand.", [("DATE", "2025-04-02")])]
    assert propose_repairs(rows) == []


@pytest.mark.parametrize("seed", [1, 2, 3, 11])
def test_every_language_keeps_its_negatives_when_its_code_switch_slot_changes_layout(seed):
    from privasis_hub.kavach.generate import code_switch_language
    from privasis_hub.kavach.pipeline import KavachConfig, blueprint
    from privasis_hub.seeding import fingerprint

    cfg = KavachConfig(n=600, seed=seed)
    run_id = fingerprint(cfg.content_key())
    plans = [blueprint(cfg, i, run_id) for i in range(600)]
    assert {p.language for p in plans if p.negative} == set(LANGUAGES)
    switched = [p for p in plans if p.layout == "code_switch"]
    assert switched and all(code_switch_language(p.language) for p in switched)


# --- sentences around values --------------------------------------------------------------


def test_a_value_ending_with_a_period_ends_the_sentence_without_a_second_one():
    from privasis_hub.kavach.generate import Builder

    b = Builder()
    b.frame("Wersja {V} ukazała się {D}. Dalej.", lambda slot: (None, "2.1") if slot == "V" else ("DATE", "14 maja 2026 r."))
    doc = b.doc()
    assert doc.text == "Wersja 2.1 ukazała się 14 maja 2026 r. Dalej."
    (e,) = doc.entities
    assert doc.text[e.start : e.end] == "14 maja 2026 r."


def test_a_form_writes_all_its_field_lines_in_one_of_the_language_field_frames():
    import re

    from privasis_hub.kavach.generate import Blueprint, compose

    styles_seen = set()
    for seed in range(30):
        block = compose(Blueprint(0, "es", "banking", "form", seed % 3 == 0, None, seed)).text.split("\n\n")[1]
        styles = {"colon" if re.match(r"[^:–]+: ", line) else "dash" if " – " in line else line
                  for line in block.split("\n")}
        assert len(styles) == 1, block  # "Teléfono: ..." and "Teléfono – ..." never in one form
        styles_seen |= styles
    assert styles_seen == {"colon", "dash"}  # drawn per document, both occur
