"""The Privasis-Sanitization builder end to end (offline) and its verification."""

import json
import random
from pathlib import Path

import pytest
from datasets import load_dataset

from privasis_hub.errors import UserError
from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.pipeline import build_sanitization, instruction_names_targets, verify
from privasis_hub.sanitize.rules import leaks
from privasis_hub.synth.pipeline import build_privasis


@pytest.fixture(scope="module")
def corpora(tmp_path_factory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("san")
    build_privasis(60, 0, root / "privasis", shard_size=30, no_refine=True, split=None)
    build_sanitization(root / "privasis", root / "sanitization", shard_size=20)
    return root / "privasis", root / "sanitization"


def test_triplets_load_with_every_column(corpora):
    ds = load_dataset(str(corpora[1]))["train"]
    assert ds.num_rows == 60
    assert {"id", "record_id", "identity_ids", "original", "instruction", "sanitized", "targets", "retention",
            "num_chunks", "difficulty", "provenance", "prompt", "completion"} <= set(ds.column_names)


def test_vanilla_rows_hold_no_target_value_and_keep_retention(corpora):
    rows = [r for r in load_dataset(str(corpora[1]))["train"] if r["difficulty"] == "vanilla"]
    assert len(rows) >= 50
    for row in rows:
        low = row["sanitized"].lower()
        for t in row["targets"]:
            assert not any(v.lower() in low for v in t["values"]), (row["id"], t)
        assert all(r["value"] in row["sanitized"] for r in row["retention"])


def test_instructions_name_targets_and_retention(corpora):
    for row in load_dataset(str(corpora[1]))["train"]:
        assert row["instruction"].strip() and instruction_names_targets(row), row["instruction"]


def test_rows_carry_their_source_identity_and_sft_messages(corpora):
    source = {r["id"]: r for r in load_dataset(str(corpora[0]))["train"]}
    for row in load_dataset(str(corpora[1]))["train"]:
        assert row["identity_ids"] == source[row["record_id"]]["identity_ids"]
        assert row["original"] == source[row["record_id"]]["text"]
        assert row["prompt"][0]["role"] == "user" and row["instruction"] in row["prompt"][0]["content"]
        assert row["completion"] == [{"role": "assistant", "content": row["sanitized"]}]


def test_same_seed_gives_the_same_triplets(corpora, tmp_path):
    build_sanitization(corpora[0], tmp_path / "again", shard_size=20)
    a = sorted((corpora[1] / "data").glob("*.parquet"))[0].read_bytes()
    b = sorted((tmp_path / "again" / "data").glob("*.parquet"))[0].read_bytes()
    assert a == b


def test_report_counts_difficulty_and_operations(corpora):
    report = json.loads((corpora[1] / "build_report.json").read_text())
    assert sum(report["difficulty"].values()) == report["rows"] == 60
    assert set(report["operations"]) <= {"abstract", "drop"}


def test_verification_catches_a_planted_leak():
    target = SanitizationTarget("attribute", "phone", (TargetAttribute("phone", "(312) 555-0188"),), "drop")
    keep = [TargetAttribute("employer", "Lakeside Compounding")]
    clean = "Call the office. Employer: Lakeside Compounding."
    assert verify(clean, [target], keep) == []
    assert verify("Call 312.555.0188. Employer: Lakeside Compounding.", [target], keep)
    assert verify("Call the office.", [target], keep) == ["lost retention employer='Lakeside Compounding'"]


def test_leak_check_is_case_insensitive():
    assert leaks("written by DANA WHITFIELD", ["Dana Whitfield"]) == ["Dana Whitfield"]


def test_missing_source_folder_is_a_clear_error(tmp_path):
    with pytest.raises(UserError, match="no data/\\*.parquet"):
        build_sanitization(tmp_path, tmp_path.parent / "out")


def test_operations_and_kinds_vary_across_rows(corpora):
    ops = {t["operation"] for r in load_dataset(str(corpora[1]))["train"] for t in r["targets"]}
    assert ops == {"abstract", "drop"}
    random.seed(0)


class _LazyRewriter:
    """A sanitizer that changes nothing, so every triplet fails verification."""

    def __init__(self):
        from privasis_hub.llm.offline import OfflineBackend

        self._offline = OfflineBackend()
        self.name, self.model = "lazy", "none"

    def __getattr__(self, name):
        return getattr(self._offline, name)

    async def rewrite_chunk(self, chunk, instruction, target, keep, *, seed):
        return chunk


def test_failing_triplets_are_retried_once_then_kept_as_hard(corpora, tmp_path):
    from privasis_hub.llm.offline import OfflineBackend

    hard = build_sanitization(corpora[0], tmp_path / "hard", backend=_LazyRewriter(), shard_size=30)["train"]
    assert set(hard["difficulty"]) == {"hard"} and hard.num_rows == 60
    retried = build_sanitization(corpora[0], tmp_path / "retried", backend=_LazyRewriter(),
                                 retry=OfflineBackend(), shard_size=30)
    report = json.loads((tmp_path / "retried" / "build_report.json").read_text())
    assert report["retried_with_llm"] == 60
    assert retried["train"]["difficulty"].count("vanilla") >= 50
