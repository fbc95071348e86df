"""Issue 21, the last outputs through the guard, via the real CLI: `eval --out` refused before any scoring,
`export gguf --out` kept apart from `--dataset`, and a rebuild that owns only what it wrote."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from tests.test_guard_links_outputs import kavach  # noqa: F401 - the shared tiny build fixture
from tests.test_safety import cli, tree, user_error

CLOSED = "http://127.0.0.1:9/v1"  # the discard port: nothing listens, every request is refused


def _broken_model(tmp_path: Path) -> Path:
    """A model folder whose config.json is not JSON: loading it fails, so a refusal before loading is visible."""
    model = tmp_path / "broken-model"
    model.mkdir(exist_ok=True)
    (model / "config.json").write_text("{")
    return model


def _bad_outs(corpus: Path, preds: Path, tmp_path: Path) -> list[tuple[Path, str]]:
    (tmp_path / "afile").write_text("mine\n")
    (tmp_path / "a-folder").mkdir()
    return [(preds, "would overwrite the input"), (corpus / "scores.json", "would overwrite the input"),
            (tmp_path / "afile" / "scores.json", "afile is a file, not a folder"),
            (tmp_path / "a-folder", "is a folder, not a file")]


def test_eval_spans_out_is_refused_before_the_system_loads(kavach, tmp_path):  # noqa: F811
    preds = tmp_path / "preds.jsonl"
    preds.write_text('{"id": "a", "entities": []}\n')
    before = {**tree(kavach), "preds": preds.read_text()}
    for out, message in _bad_outs(kavach, preds, tmp_path):
        for system in (["--system", str(_broken_model(tmp_path))], ["--predictions", str(preds)]):
            # a system that cannot load (or predictions that do not match) would fail later: the --out message
            # proves nothing was loaded or scored first
            if out == preds and system[0] == "--system":
                continue  # (the predictions file is an input only when it is passed)
            user_error(cli("eval", "spans", "--dataset", kavach, "--split", "train", *system, "--out", out), "--out", message)
    assert {**tree(kavach), "preds": preds.read_text()} == before
    assert (tmp_path / "afile").read_text() == "mine\n" and not any((tmp_path / "a-folder").iterdir())


def test_eval_leak_and_robustness_out_are_refused_before_scoring(kavach, tmp_path):  # noqa: F811
    preds = tmp_path / "preds.jsonl"
    preds.write_text('{"id": "a", "prediction": "x"}\n')
    before = {**tree(kavach), "preds": preds.read_text()}
    for out, message in _bad_outs(kavach, preds, tmp_path):
        # an evaluator nobody serves would take ~10 s of retries, then fail: refused first, with the --out message
        r = cli("eval", "leak", "--dataset", kavach, "--split", "train", "--predictions", preds, "--evaluator-base-url", CLOSED,
                "--evaluator-model", "m", "--out", out)
        user_error(r, "--out", message)
        assert "evaluator" not in r.stderr
        if out != preds:
            user_error(cli("eval", "robustness", "--dataset", kavach, "--split", "train", "--system", _broken_model(tmp_path),
                           "--out", out), "--out", message)
    assert {**tree(kavach), "preds": preds.read_text()} == before


def test_export_gguf_out_is_kept_apart_from_the_dataset(kavach, tmp_path):  # noqa: F811
    model = tmp_path / "model"
    model.mkdir()
    (model / "config.json").write_text(json.dumps({"architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3"}))
    parent = tmp_path / "corpora"
    parent.mkdir()
    corpus = parent / "kavach"
    shutil.copytree(kavach, corpus)
    before = {**tree(corpus), **{f"model/{k}": v for k, v in tree(model).items()}}
    common = ("export", "gguf", model, "--quant", "q8_0", "--task", "kavach", "--dataset", corpus)
    user_error(cli(*common, "--out", corpus), "--out", "is the input folder itself")
    user_error(cli(*common, "--out", corpus / "gguf"), "--out", "is inside the input folder")
    user_error(cli(*common, "--out", parent), "--out", "contains the input folder")
    user_error(cli(*common, "--out", model / "gguf"), "--out", "is inside the input folder")
    assert {**tree(corpus), **{f"model/{k}": v for k, v in tree(model).items()}} == before
    assert sorted(p.name for p in parent.iterdir()) == ["kavach"]


def test_build_overwrite_keeps_the_users_files_in_a_build_folder(kavach, tmp_path):  # noqa: F811
    folder = tmp_path / "k"
    shutil.copytree(kavach, folder)
    (folder / "notes.md").write_text("my notes\n")
    (folder / "data" / "mine-00000-of-00001.parquet").write_bytes(b"not even parquet")
    (folder / "analysis").mkdir()
    (folder / "analysis" / "plot.py").write_text("print(1)\n")
    mine = {k: v for k, v in tree(folder).items() if k in ("notes.md", "analysis/plot.py")}
    mine["data/mine-00000-of-00001.parquet"] = tree(folder)["data/mine-00000-of-00001.parquet"]
    r = cli("build", "kavach", "--n", 6, "--seed", 1, "--min-test-per-language", 0, "--no-split", "--out", folder,
            "--overwrite", "--quiet")
    assert r.returncode == 0, r.stderr
    after = tree(folder)
    assert {k: after[k] for k in mine} == mine  # byte-identical, not moved
    marker = json.loads((folder / ".privasis-build.json").read_text())
    assert not set(mine) & set(marker["files"])  # never listed as privasis's own
    assert json.loads((folder / "build_report.json").read_text())["rows"] == 6
    help_text = cli("build", "kavach", "--help").stdout
    assert "never removed or replaced" in " ".join(help_text.split())


def test_a_rebuild_that_would_write_over_a_users_file_is_refused(kavach, tmp_path):  # noqa: F811
    folder = tmp_path / "k"
    r = cli("build", "kavach", "--n", 12, "--min-test-per-language", 0, "--no-split", "--out", folder, "--quiet")
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in (folder / "data").iterdir()) == ["train-00000-of-00001.parquet"]
    pq.write_table(pa.table({"x": [1, 2]}), folder / "data" / "test-00000-of-00001.parquet")  # the user's own
    before = tree(folder)
    r = cli("build", "kavach", "--n", 12, "--min-test-per-language", 0, "--split-fractions", "train=0.5,test=0.5",
            "--out", folder, "--quiet")
    user_error(r, "would replace data/test-00000-of-00001.parquet, which privasis did not write",
               "nothing was changed")
    assert {k: v for k, v in tree(folder).items() if not k.startswith(".work/")} == {
        k: v for k, v in before.items() if not k.startswith(".work/")}


@pytest.mark.parametrize("where", ["build_report.json", "README.md"])
def test_a_folder_holding_only_a_users_card_or_report_is_not_a_build(where, tmp_path):
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / where).write_text('{"corpus": "x"}\n' if where.endswith(".json") else "# mine\n")
    before = tree(folder)
    user_error(cli("build", "kavach", "--n", 3, "--out", folder, "--quiet"), "holds no privasis build", where)
    assert tree(folder) == before


@pytest.mark.parametrize("rows", [0, 2])
def test_an_extra_parquet_of_another_schema_in_data_is_named_by_every_reader(kavach, tmp_path, rows):  # noqa: F811
    folder = tmp_path / "k"
    shutil.copytree(kavach, folder)
    pq.write_table(pa.table({"x": pa.array(range(rows), pa.int64())}), folder / "data" / "train-zz.parquet")
    before = tree(folder)
    named = "train-zz.parquet: its columns (x) are not those of train-00000-of-00001.parquet"
    user_error(cli("split", folder, "--out", tmp_path / "s"), named)
    user_error(cli("eval", "spans", "--dataset", folder, "--split", "train", "--system", "regex"), named)
    user_error(cli("run", "kavach", "--dataset", folder, "--split", "train", "--model", "regex", "--out",
                   tmp_path / "p.jsonl"), named)
    user_error(cli("push", folder, "--repo-id", "me/x", "--dry-run"), named)
    assert tree(folder) == before and not (tmp_path / "s").exists() and not (tmp_path / "p.jsonl").exists()


def test_extra_rows_of_the_corpus_schema_are_named_as_not_written_by_privasis(kavach, tmp_path):  # noqa: F811
    folder = tmp_path / "k"
    shutil.copytree(kavach, folder)
    shutil.copy(folder / "data" / "train-00000-of-00001.parquet", folder / "data" / "train-mine.parquet")
    before = tree(folder)
    user_error(cli("eval", "spans", "--dataset", folder, "--split", "train", "--system", "regex"),
               "rows but build_report.json says", "train-mine.parquet: not written by privasis", "move files")
    assert tree(folder) == before


def test_run_and_eval_out_in_a_read_only_folder_are_refused_first(kavach):  # noqa: F811
    target = Path("/sys/kernel/privasis-preds.jsonl")  # sysfs: read-only even for root (os.access says yes)
    if not Path("/sys/kernel").is_dir():
        pytest.skip("no read-only folder available")
    user_error(cli("run", "kavach", "--model", "no-such-model", "--dataset", kavach, "--split", "train", "--out",
                   target), "--out", "cannot write there (permission denied)")  # before the model is looked at
    user_error(cli("eval", "spans", "--dataset", kavach, "--split", "train", "--system", "regex", "--out", target),
               "--out", "cannot write there (permission denied)")
