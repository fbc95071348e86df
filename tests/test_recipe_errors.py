"""Issue 21, case 14 and the recipe tracebacks: recipes/sft.py names the mistake in one or two lines, exit code 2."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from tests.test_guard_links_outputs import kavach  # noqa: F401 - the shared tiny build fixture
from tests.test_safety import ROOT, tree


@pytest.fixture(scope="module")
def sft():
    spec = importlib.util.spec_from_file_location("sft_recipe", ROOT / "recipes" / "sft.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run(sft, monkeypatch, capsys, *args) -> str:
    monkeypatch.setattr(sys, "argv", ["recipes/sft.py", *map(str, args)])
    assert sft.cli() == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "error: " in err, err
    lines = err[err.index("error: "):].strip().splitlines()  # (after datasets' progress bars)
    assert 1 <= len(lines) <= 2, err
    return err


def test_a_cleaner_task_on_a_kavach_corpus_is_refused(sft, kavach, tmp_path, monkeypatch, capsys):  # noqa: F811
    before = tree(kavach)
    err = _run(sft, monkeypatch, capsys, "--dataset_name", kavach, "--task", "cleaner", "--model_name_or_path",
               tmp_path / "no-model", "--output_dir", tmp_path / "out", "--use_cpu", "true", "--bf16", "false")
    assert "--task cleaner, but kavach holds kavach rows" in err and "--task kavach" in err
    assert tree(kavach) == before and not (tmp_path / "out").exists()


def test_a_missing_config_or_a_misspelled_key_is_one_line(sft, tmp_path, monkeypatch, capsys):
    assert "no such file" in _run(sft, monkeypatch, capsys, "--config", tmp_path / "nope.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("model_name_or_path: x\ndatset_name: y\nuse_cpu: true\nbf16: false\n")
    assert "datset_name" in _run(sft, monkeypatch, capsys, "--config", bad)


def test_a_missing_dataset_is_named(sft, tmp_path, monkeypatch, capsys):
    err = _run(sft, monkeypatch, capsys, "--dataset_name", tmp_path / "nowhere", "--model_name_or_path", "x",
               "--output_dir", tmp_path / "out", "--use_cpu", "true", "--bf16", "false")
    assert "nowhere" in err


def test_an_output_dir_in_the_dataset_is_refused(sft, kavach, tmp_path, monkeypatch, capsys):  # noqa: F811
    before = tree(kavach)
    err = _run(sft, monkeypatch, capsys, "--dataset_name", kavach, "--task", "kavach", "--model_name_or_path",
               tmp_path / "no-model", "--output_dir", kavach / "model", "--use_cpu", "true", "--bf16", "false")
    assert "output_dir" in err and "is inside the input folder" in err
    assert tree(kavach) == before
