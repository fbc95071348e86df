"""The Privasis pipeline end to end on the offline backend: report, exactness, determinism, resume."""

import asyncio
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from datasets import load_dataset

from privasis_hub.llm import BackendError
from privasis_hub.offline import OfflineBackend
from privasis_hub.shards import ConfigMismatchError, ShardStore
from privasis_hub.synth.pipeline import build_privasis

SMALL = dict(shard_size=20, split=None)


def _hashes(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted((folder / "data").glob("*.parquet"))}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("privasis") / "corpus"
    build_privasis(120, 0, out, **SMALL)
    return out


def test_build_loads_with_load_dataset_and_has_the_columns(built):
    ds = load_dataset(str(built))["train"]
    assert ds.num_rows == 120
    assert {"id", "identity_ids", "profile", "record_type", "category", "subcategory", "background", "format",
            "document_date", "text", "attributes", "groups", "language", "word_count", "provenance", "refinement"} <= set(ds.column_names)


def test_every_annotated_value_occurs_at_its_spans(built):
    for row in load_dataset(str(built))["train"]:
        for a in row["attributes"]:
            assert a["spans"], a["key"]
            for s in a["spans"]:
                assert row["text"][s["start"] : s["end"]] == a["value"]


def test_records_meet_the_size_and_age_rules(built):
    ds = load_dataset(str(built))["train"]
    assert min(ds["word_count"]) >= 64
    # records are their content: no stock filler pads them to length (issue 11), and each holds only its record
    # type's own fields (at least catalog.MIN_RECORD_DETAILS of them) and its case's facts (issue 19: who issued it,
    # where, who signs, the reference), so ~300 words and ~30 attributes on average
    assert sum(ds["word_count"]) / ds.num_rows >= 260
    # (a handwritten thank-you note tells 18: its declared fields include the writer's phone, e-mail and address,
    # which a note by hand never prints, and since s26 it tells no life event beside the one favour it thanks for)
    assert min(len(a) for a in ds["attributes"]) >= 18
    assert sum(len(a) for a in ds["attributes"]) / ds.num_rows >= 28
    assert min(p["age"] for p in ds["profile"]) >= 18
    # one group per section of the record type, plus the issuing organisation's
    assert all(3 <= len(g) <= 9 for g in ds["groups"])


def test_groups_cover_each_attribute_exactly_once(built):
    for row in load_dataset(str(built))["train"]:
        keys = [k for g in row["groups"] for k in g["keys"]]
        assert sorted(keys) == sorted(a["key"] for a in row["attributes"])


def test_build_report_counts_and_diversity(built):
    report = json.loads((built / "build_report.json").read_text())
    assert report["rows"] == 120
    assert report["span_mismatches"] == 0 and report["spans_checked"] > 0
    assert report["num_categories"] == 10
    assert set(report["diversity"]) >= {"vendi", "mattr", "bigram_diversity", "shannon_entropy", "mean_pairwise_cosine"}
    # shard 0's pool is empty: no revision can pass the rule there, and none is proposed (steps_skipped)
    refinement = report["refinement"]
    assert refinement["steps_tried"] + refinement["steps_skipped"] == 3 * 120
    assert refinement["steps_skipped"] == 3 * 20 and refinement["steps_tried"] > 0
    assert report["attempted"] == report["rows"] + sum(report["filter_rejections"].values()) + report["errors"]


def test_report_accumulated_by_workers_equals_the_stored_rows_report(built):
    from privasis_hub.synth.report import privasis_report

    report = json.loads((built / "build_report.json").read_text())
    rows = [r for split in load_dataset(str(built)).values() for r in split]
    again = privasis_report(rows)
    for key in ("rows", "by_category", "by_format", "num_subcategories", "num_record_types", "words", "attributes",
                "groups", "min_age", "spans_checked", "span_mismatches"):
        assert report[key] == again[key], key
    for key, value in again["diversity"].items():
        assert report["diversity"][key] == (pytest.approx(value, abs=1e-9) if isinstance(value, float) else value), key


def test_worker_processes_and_one_process_build_the_same_corpus(built, tmp_path):
    build_privasis(120, 0, tmp_path / "one", workers=1, **SMALL)
    build_privasis(120, 0, tmp_path / "three", workers=3, **SMALL)
    assert _hashes(tmp_path / "one") == _hashes(built) == _hashes(tmp_path / "three")


def test_card_states_provenance_and_non_real_identifiers(built):
    card = (built / "README.md").read_text()
    assert "configs:" in card and "No real person's data was used" in card
    assert "offline" in card and "555" in card


def test_same_seed_gives_identical_parquet(built, tmp_path):
    build_privasis(120, 0, tmp_path / "again", **SMALL)
    assert _hashes(tmp_path / "again") == _hashes(built)


def test_another_seed_gives_other_records(built, tmp_path):
    build_privasis(20, 1, tmp_path / "other", **SMALL)
    other = load_dataset(str(tmp_path / "other"))["train"]["text"]
    assert not set(other) & set(load_dataset(str(built))["train"]["text"])


def test_interrupted_build_resumes_to_the_same_corpus(built, tmp_path, monkeypatch):
    out = tmp_path / "resumed"
    real_write = ShardStore.write

    def crash_after_two(self, index, *args, **kwargs):
        if index == 2:
            raise KeyboardInterrupt
        return real_write(self, index, *args, **kwargs)

    monkeypatch.setattr(ShardStore, "write", crash_after_two)
    with pytest.raises(KeyboardInterrupt):
        build_privasis(120, 0, out, **SMALL)
    assert len(list((out / ".work").glob("shard-*.json"))) == 2
    monkeypatch.setattr(ShardStore, "write", real_write)
    build_privasis(120, 0, out, **SMALL)
    assert _hashes(out) == _hashes(built)
    resumed, whole = (json.loads((d / "build_report.json").read_text()) for d in (out, built))
    assert resumed["rows"] == whole["rows"] and resumed["words"] == whole["words"]
    assert resumed["diversity"] == pytest.approx(whole["diversity"], abs=1e-9)


def test_killed_cli_build_resumes_to_the_same_corpus(built, tmp_path):
    out = tmp_path / "killed"
    cmd = [sys.executable, "-m", "privasis_hub.cli", "build", "privasis", "--n", "120", "--seed", "0",
           "--out", str(out), "--shard-size", "20", "--quiet", "--no-split"]
    proc = subprocess.Popen(cmd, env={**os.environ, "PYTHONUNBUFFERED": "1"}, start_new_session=True)
    deadline = time.time() + 120
    while not (out / ".work" / "shard-00001.json").exists() and proc.poll() is None and time.time() < deadline:
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGKILL)  # the build and its worker processes, like a killed terminal job
    proc.wait()
    assert subprocess.run(cmd).returncode == 0
    assert _hashes(out) == _hashes(built)


def test_resuming_with_other_settings_is_refused(tmp_path, monkeypatch):
    out = tmp_path / "mixed"
    real_write = ShardStore.write
    monkeypatch.setattr(ShardStore, "write", lambda self, index, *a, **k: (_ for _ in ()).throw(KeyboardInterrupt)
                        if index == 1 else real_write(self, index, *a, **k))
    with pytest.raises(KeyboardInterrupt):
        build_privasis(60, 0, out, **SMALL)
    monkeypatch.setattr(ShardStore, "write", real_write)
    with pytest.raises(ConfigMismatchError, match="another configuration"):
        build_privasis(60, 0, out, shard_size=20, refine_steps=1, split=None)


class _FlakyBackend(OfflineBackend):
    """Fails the draft task for every fifth row index (identified by its profile seed)."""

    calls = 0

    async def draft(self, spec, *, seed):
        _FlakyBackend.calls += 1
        if _FlakyBackend.calls % 5 == 0:
            raise BackendError("draft", "HTTP 500 from server")
        return await super().draft(spec, seed=seed)


def test_backend_errors_are_recorded_against_the_row_not_emptied(tmp_path):
    out = tmp_path / "flaky"
    dd = build_privasis(30, 0, out, backend=_FlakyBackend(), shard_size=10, concurrency=1, split=None)
    assert dd["train"].num_rows == 30
    errors = [json.loads(line) for line in (out / "errors.jsonl").read_text().splitlines()]
    assert errors and all(e["task"] == "draft" and "HTTP 500" in e["error"] and e["id"].startswith("prv-")
                          for e in errors)
    assert all(t.strip() for t in dd["train"]["text"])
    assert json.loads((out / "build_report.json").read_text())["errors"] == len(errors)


def test_ablation_switches_change_what_is_generated(tmp_path):
    plain = build_privasis(10, 0, tmp_path / "a", shard_size=10, no_refine=True, split=None)["train"]
    assert all(r["steps_tried"] == 0 for r in plain["refinement"])
    no_aux = build_privasis(10, 0, tmp_path / "b", shard_size=10, no_aux=True, split=None)["train"]
    assert set(no_aux["record_type"]) == {""} and set(no_aux["format"]) == {""}


def test_offline_stages_are_typed_and_seeded():
    backend = OfflineBackend()
    profile = asyncio.run(backend.fill_profile({"age": 30}, seed=1))
    assert profile.age == 30
    types = asyncio.run(backend.propose_record_types(profile, "legal", n=4, seed=2))
    assert len(types) == 4 and {t.category for t in types} == {"legal"}
    assert asyncio.run(backend.propose_record_types(profile, "legal", n=4, seed=2)) == types
    backgrounds = asyncio.run(backend.propose_backgrounds(profile, types[0], n=3, seed=3))
    formats = asyncio.run(backend.propose_formats(profile, types[0], backgrounds[0], n=3, seed=4))
    from privasis_hub.synth.catalog import categories
    from privasis_hub.synth.render import fitting_formats

    own = fitting_formats("legal", types[0].record_type,  # a record type may have fewer than 3 that fit it
                          categories()["legal"].record_types[types[0].record_type].formats)
    assert len(backgrounds) == 3 and len(formats) == min(3, len(own)) and set(formats) <= set(own)


def test_folders_with_the_same_name_load_their_own_rows(tmp_path):
    build_privasis(5, 0, tmp_path / "a" / "same", shard_size=5, no_refine=True, split=None)
    build_privasis(7, 1, tmp_path / "b" / "same", shard_size=7, no_refine=True, split=None)
    assert load_dataset(str(tmp_path / "a" / "same"))["train"].num_rows == 5
    assert load_dataset(str(tmp_path / "b" / "same"))["train"].num_rows == 7


def test_pool_sources_lag_two_shards_but_only_shard_zero_starts_empty():
    from privasis_hub.synth.pipeline import pool_source

    assert [pool_source(k) for k in range(6)] == [-1, 0, 0, 1, 2, 3]


def test_returned_rows_are_the_rows_of_the_written_files(tmp_path):
    """The build returns the rows it wrote (not read back from parquet): they must equal the files' rows, split by
    split, in order, with the files' features."""
    dd = build_privasis(60, 3, tmp_path / "c", shard_size=20)
    assert set(dd) == {"train", "validation", "test"}
    for split, ds in dd.items():
        on_disk = load_dataset(str(tmp_path / "c"), split=split)
        assert ds.features == on_disk.features
        assert ds.to_list() == on_disk.to_list()
    assert sum(dd.num_rows.values()) == 60


def test_offline_rows_grown_in_process_restore_the_collector_threshold(tmp_path):
    """An in-process offline build raises the young-generation threshold while it grows rows (as a worker does)
    and gives the caller back its own afterwards."""
    import gc

    from privasis_hub.synth import pipeline

    seen = []
    real = pipeline.grow_rows

    async def spy(*args, **kwargs):
        seen.append(gc.get_threshold()[0])
        return await real(*args, **kwargs)

    before = gc.get_threshold()
    try:
        pipeline.grow_rows = spy
        build_privasis(6, 0, tmp_path / "gc", workers=1, shard_size=6, no_refine=True, split=None)
    finally:
        pipeline.grow_rows = real
    assert seen and set(seen) == {pipeline.WORKER_GC_THRESHOLD}
    assert gc.get_threshold() == before
