"""Issue 21, privacy 15 and 16: push sends exactly what its dry run lists; no absolute path is uploaded."""

from __future__ import annotations

import json
import os
import shutil

from tests.test_guard_links_outputs import kavach  # noqa: F401 - the shared tiny build fixture
from tests.test_safety import cli, tree


def test_dry_run_lists_exactly_what_the_upload_sends(kavach, tmp_path):  # noqa: F811
    from huggingface_hub import CommitOperationAdd

    from privasis_hub import hub

    folder = tmp_path / "k"
    shutil.copytree(kavach, folder)
    (folder / "data" / ".env").write_text("HF_TOKEN=secret\n")
    (folder / "data" / ".ipynb_checkpoints").mkdir()
    (folder / "data" / ".ipynb_checkpoints" / "x.parquet").write_bytes(b"x")
    (tmp_path / "outside.txt").write_text("not in the folder\n")
    os.symlink(tmp_path / "outside.txt", folder / "linked.txt")
    before = tree(folder)
    r = cli("push", folder, "--repo-id", "me/k", "--dry-run")
    assert r.returncode == 0, r.stderr
    listed = sorted(line.split()[3] for line in r.stdout.splitlines() if line.startswith("[dry run] upload "))
    assert ".env" not in r.stdout and "ipynb" not in r.stdout and "linked.txt" not in r.stdout

    sent: list[str] = []

    class FakeApi:  # records the commit instead of sending it (no network in tests)
        def create_repo(self, *a, **k):
            return None

        def create_commit(self, *, operations, **k):
            assert all(isinstance(op, CommitOperationAdd) for op in operations)
            sent.extend(op.path_in_repo for op in operations)
            return "commit"

    import huggingface_hub

    real = huggingface_hub.HfApi
    huggingface_hub.HfApi = FakeApi
    try:
        hub.push(folder, "me/k")
    finally:
        huggingface_hub.HfApi = real
    assert sorted(sent) == listed
    assert tree(folder) == before


def test_no_absolute_path_goes_into_a_split_report_or_card(kavach, tmp_path):  # noqa: F811
    out = tmp_path / "resplit"
    r = cli("split", kavach.resolve(), "--out", out, "--no-split")
    assert r.returncode == 0, r.stderr
    report = json.loads((out / "build_report.json").read_text())
    assert report["resplit_from"] == kavach.name
    home = os.path.expanduser("~")
    for name in ("build_report.json", "README.md"):
        text = (out / name).read_text()
        assert str(tmp_path) not in text and f"{home}/" not in text, name


def test_training_config_keeps_no_absolute_path():
    from privasis_hub.paths import without_absolute_paths

    config = {"script_args": {"dataset_name": "/home/me/corpora/kavach", "dataset_config": None},
              "training_args": {"output_dir": "/home/me/runs/a", "logging_dir": "runs/a/logs", "lr": 1e-4},
              "model_args": {"model_name_or_path": "Qwen/Qwen3-0.6B"}}
    assert without_absolute_paths(config) == {
        "script_args": {"dataset_name": "kavach", "dataset_config": None},
        "training_args": {"output_dir": "a", "logging_dir": "runs/a/logs", "lr": 1e-4},
        "model_args": {"model_name_or_path": "Qwen/Qwen3-0.6B"}}
