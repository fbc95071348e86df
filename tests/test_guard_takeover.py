"""Issue 21, data loss 1-2: a folder without a privasis build is never taken over, whatever it holds."""

from __future__ import annotations

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from tests.test_safety import cli, tree, user_error


def test_a_hub_style_dataset_folder_is_not_taken_over(tmp_path):
    folder = tmp_path / "d"
    (folder / "data").mkdir(parents=True)
    table = pa.table({"x": [1, 2, 3]})
    pq.write_table(table, folder / "data" / "train-00000-of-00001.parquet")
    pq.write_table(table, folder / "data" / "holdout-00000-of-00001.parquet")
    (folder / "README.md").write_text("# my dataset\n")
    before = tree(folder)
    user_error(cli("build", "kavach", "--n", 20, "--no-split", "--out", folder, "--quiet"),
               "holds no privasis build", "README.md")
    assert tree(folder) == before


@pytest.mark.parametrize("name", ["README.md", "build_report.json"])
def test_a_folder_with_only_a_readme_or_report_is_not_empty(tmp_path, name):
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / name).write_text("{\"mine\": true}\n")
    before = tree(folder)
    user_error(cli("build", "kavach", "--n", 3, "--out", folder, "--quiet"), "holds no privasis build", name)
    assert tree(folder) == before


def test_push_metric_dry_run_never_deletes_an_existing_space_folder(tmp_path):
    space = tmp_path / "spaces" / "privasis_leak"
    (space / ".git").mkdir(parents=True)
    (space / ".git" / "config").write_text("[core]\n")
    (space / "notes.md").write_text("mine\n")
    before = tree(tmp_path)
    dry = cli("push", "metric", "privasis_leak", "--repo-id", "me/leak", "--dry-run", "--out", tmp_path / "spaces")
    assert dry.returncode == 0, dry.stderr  # a dry run writes nothing at all (it lists a temporary copy)
    assert tree(tmp_path) == before
    user_error(cli("push", "metric", "privasis_leak", "--repo-id", "me/leak", "--out", tmp_path / "spaces"),
               "privasis did not write", ".git")  # refused before any network call
    assert tree(tmp_path) == before
    ok = cli("push", "metric", "privasis_leak", "--repo-id", "me/leak", "--dry-run", "--out", tmp_path / "fresh")
    assert ok.returncode == 0, ok.stderr
    again = cli("push", "metric", "privasis_leak", "--repo-id", "me/leak", "--dry-run", "--out", tmp_path / "fresh")
    assert again.returncode == 0, again.stderr  # its own Space folder is rewritten in place


@pytest.mark.parametrize("args, message", [
    (("build", "privasis", "--n", 2, "--seed", 2**63), "--seed: must be between 0 and"),
    (("build", "privasis", "--n", 20, "--workers", 100000), "--workers: must be between 1 and"),
    (("build", "sanitization", "--from", "nowhere", "--workers", 100000), "--workers: must be between 1 and"),
    (("build", "privasis", "--n", 20, "--refine-steps", 100000000), "--refine-steps: must be between 0 and 100"),
    (("eval", "spans", "--dataset", "nowhere", "--split", "*"), "--split: must be a plain split name"),
    (("eval", "spans", "--dataset", "nowhere", "--split", "../test"), "--split: must be a plain split name"),
])
def test_seeds_and_split_names_are_checked_before_anything_is_written(tmp_path, args, message):
    out = tmp_path / "out"
    user_error(cli(*args, *(("--out", out) if args[0] == "build" else ())), message)
    assert not out.exists()


def test_split_never_replaces_a_corpus_without_overwrite(tmp_path):
    src, out = tmp_path / "src", tmp_path / "out"
    for folder, n in ((src, 12), (out, 6)):
        r = cli("build", "kavach", "--n", n, "--min-test-per-language", 0, "--out", folder, "--quiet")
        assert r.returncode == 0, r.stderr
    before = tree(out)
    user_error(cli("split", src, "--out", out), "already holds a corpus", "--overwrite")
    assert tree(out) == before
    r = cli("split", src, "--out", out, "--overwrite")
    assert r.returncode == 0, r.stderr
