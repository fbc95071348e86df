"""Default train/validation/test splits on every corpus, re-splitting, and Hub publishing (dry run)."""

from pathlib import Path

import pytest
from datasets import load_dataset

from privasis_hub.cli import main
from privasis_hub.hub import push, source_splits
from privasis_hub.kavach.pipeline import build_kavach
from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.splits import check_no_leak
from privasis_hub.synth.pipeline import build_privasis


@pytest.fixture(scope="module")
def privasis_dir(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("pub") / "privasis"
    build_privasis(80, 0, out, shard_size=40, no_refine=True)
    return out


def test_builds_are_split_by_default_and_load_as_three_splits(privasis_dir):
    dd = load_dataset(str(privasis_dir))
    assert set(dd) == {"train", "validation", "test"}
    assert sum(dd.num_rows.values()) == 80
    check_no_leak(dd)


def test_card_says_how_splits_were_made_and_checked(privasis_dir):
    card = (privasis_dir / "README.md").read_text()
    assert "identity-grouped" in card and "Leak check: passed" in card
    assert "path: data/test-*" in card


def test_sanitization_rows_follow_their_source_record_split(privasis_dir, tmp_path):
    dd = build_sanitization(privasis_dir, tmp_path / "san", shard_size=40)
    record_split = source_splits(privasis_dir)
    for split, ds in dd.items():
        assert all(record_split[r] == split for r in ds["record_id"])


def test_kavach_splits_keep_derived_documents_with_their_source(tmp_path):
    dd = build_kavach(400, 0, tmp_path / "kv", shard_size=200)
    check_no_leak(dd)
    split_of = {r: s for s, ds in dd.items() for r in ds["id"]}
    for split, ds in dd.items():
        for sources in ds["source_ids"]:
            assert all(split_of.get(src, split) == split for src in sources)


def test_cli_resplits_a_folder(privasis_dir, tmp_path):
    assert main(["split", str(privasis_dir), "--out", str(tmp_path / "re"), "--split-fractions",
                 "train=0.5,validation=0.25,test=0.25", "--seed", "3"]) == 0
    dd = load_dataset(str(tmp_path / "re"))
    assert sum(dd.num_rows.values()) == 80 and dd["test"].num_rows >= 10
    check_no_leak(dd)


def test_no_split_writes_one_train_split(tmp_path):
    dd = build_privasis(10, 0, tmp_path / "one", shard_size=10, no_refine=True, split=None)
    assert list(dd) == ["train"]


def test_push_dry_run_lists_every_file_without_network(privasis_dir):
    lines = push(privasis_dir, "someone/privasis-test", private=True, dry_run=True)
    checked = [line for line in lines if line.startswith("[dry run] verified ")]
    lines = lines[len(checked):]  # the parquet checks come first, before anything would be uploaded
    assert checked and lines[0] == "[dry run] create dataset repo someone/privasis-test (private=True, exist_ok=True)"
    uploaded = {line.split()[3] for line in lines[1:]}
    expected = {"README.md", "build_report.json", "errors.jsonl"} | {
        f"data/{p.name}" for p in (privasis_dir / "data").glob("*.parquet")}
    assert uploaded == expected


def test_cli_push_dry_run_prints_the_plan(privasis_dir, capsys):
    assert main(["push", str(privasis_dir), "--repo-id", "someone/x", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "create dataset repo someone/x" in out and "README.md" in out and "token" not in out.lower()
