"""Issue 21, data loss 5, 6, 8 and corrupted output 11: links, outputs onto inputs, a failing swap, shared temp files.

Each case runs the real CLI in a subprocess and checks the exit code, the message and that every file that was
there before is byte-identical afterwards.
"""

from __future__ import annotations

import os
import shutil

import pytest

from tests.test_safety import cli, tree, user_error
from tests.test_swap_kill import killed


@pytest.fixture(scope="module")
def kavach(tmp_path_factory):
    """A tiny Kavach build (train/test), made once."""
    folder = tmp_path_factory.mktemp("links") / "kavach"
    r = cli("build", "kavach", "--n", 12, "--min-test-per-language", 0, "--out", folder, "--quiet")
    assert r.returncode == 0, r.stderr
    return folder


@pytest.fixture
def build(kavach, tmp_path):
    dst = tmp_path / "k"
    shutil.copytree(kavach, dst)
    return dst


# --- 5: control files are never followed through symbolic links -------------------------------------


def test_a_lock_file_that_is_a_link_is_refused_and_its_target_kept(build, tmp_path):
    target = tmp_path / "precious.txt"
    target.write_text("the user's file\n")
    os.symlink(target, build / ".privasis.lock") if not (build / ".privasis.lock").exists() else (
        (build / ".privasis.lock").unlink(), os.symlink(target, build / ".privasis.lock"))
    before, mine = tree(build), target.read_bytes()
    user_error(cli("build", "kavach", "--n", 12, "--min-test-per-language", 0, "--out", build, "--overwrite"),
               ".privasis.lock is a symbolic link")
    assert tree(build) == before and target.read_bytes() == mine


@pytest.mark.parametrize("name", [".previous", ".staging", ".work", "data"])
def test_a_control_folder_that_is_a_link_is_refused(build, tmp_path, name):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "mine.txt").write_text("mine\n")
    if name == "data":
        shutil.copytree(build / "data", elsewhere / "data")
        shutil.rmtree(build / "data")
        os.symlink(elsewhere / "data", build / "data")
    else:
        os.symlink(elsewhere, build / name)
    before, outside = tree(build), tree(elsewhere)
    user_error(cli("build", "kavach", "--n", 12, "--min-test-per-language", 0, "--out", build, "--overwrite"),
               f"{name} is a symbolic link", "nothing was changed")
    assert tree(build) == before and tree(elsewhere) == outside


def test_a_read_lock_that_is_a_link_is_refused_by_readers(build, tmp_path):
    target = tmp_path / "precious.txt"
    target.write_text("the user's file\n")
    (build / ".privasis.read.lock").unlink(missing_ok=True)
    os.symlink(target, build / ".privasis.read.lock")
    before = tree(build)
    user_error(cli("split", build, "--out", tmp_path / "resplit"), ".privasis.read.lock is a symbolic link")
    assert tree(build) == before and target.read_text() == "the user's file\n"
    assert not (tmp_path / "resplit").exists()


# --- 6: outputs are checked against the inputs -------------------------------------------------------


@pytest.mark.parametrize("what", ["cleaner", "kavach"])
def test_run_out_onto_the_dataset_is_refused_before_loading_a_model(build, what):
    before = tree(build)
    data = sorted((build / "data").glob("*.parquet"))[0]
    user_error(cli("run", what, "--model", "no-such-model", "--dataset", build, "--out", data),
               "would overwrite the input", "nothing was changed")
    user_error(cli("run", what, "--model", "no-such-model", "--dataset", build, "--out", build / "preds.jsonl"),
               "would overwrite the input")
    assert tree(build) == before


@pytest.mark.parametrize("where, message", [("folder", "is a folder, not a file"),
                                            ("under-file", "is a file, not a folder")])
def test_run_out_that_is_a_folder_or_under_a_file_is_refused_first(build, tmp_path, where, message):
    (tmp_path / "afile").write_text("x\n")
    out = tmp_path if where == "folder" else tmp_path / "afile" / "preds.jsonl"
    user_error(cli("run", "kavach", "--model", "no-such-model", "--dataset", build, "--out", out), message)
    assert (tmp_path / "afile").read_text() == "x\n"


def test_card_model_out_a_corpus_is_refused(build, tmp_path):
    model = tmp_path / "model"
    model.mkdir()
    (model / "adapter_config.json").write_text('{"base_model_name_or_path": "tiny"}\n')
    before = tree(build)
    user_error(cli("card", "model", "--task", "kavach", "--model", model, "--dataset", "me/kavach", "--out", build),
               "the corpus folder", "nothing was changed")
    user_error(cli("card", "model", "--task", "kavach", "--model", model, "--dataset", "me/kavach",
                   "--out", build / "data"), "inside the corpus folder")
    assert tree(build) == before
    hub_copy = tmp_path / "hub-copy"  # a corpus folder downloaded from the Hub: no marker, a dataset card
    hub_copy.mkdir()
    shutil.copy(build / "README.md", hub_copy / "README.md")
    user_error(cli("card", "model", "--task", "kavach", "--model", model, "--dataset", "me/kavach",
                   "--out", hub_copy), "is a dataset card")
    assert (hub_copy / "README.md").read_bytes() == (build / "README.md").read_bytes()


# --- 8: a permission error mid-swap leaves the previous corpus as it was -----------------------------


@pytest.mark.parametrize("step", [2, 5, 7])
def test_a_swap_that_fails_half_way_is_undone(kavach, build, step):
    visible = {k: v for k, v in tree(build).items() if not k.startswith(".")}
    r = killed(f"fail:{step}", "split", kavach, "--out", build, "--overwrite", "--no-split")
    user_error(r, "cannot swap the new corpus into", "Permission denied", "previous corpus was left as it was")
    assert {k: v for k, v in tree(build).items() if not k.startswith(".")} == visible
    assert not any((build / n).exists() for n in (".previous", ".staging", ".privasis-swap.json"))


# --- 11: two runs with one --out never share a temporary file -----------------------------------------


def test_two_prediction_writers_on_one_out_each_write_a_whole_file(tmp_path):
    from privasis_hub.run.batch import _Writer

    out = tmp_path / "preds.jsonl"
    a, b = _Writer(out), _Writer(out)
    assert a.tmp != b.tmp and a.tmp.parent == out.parent
    for i in range(3):
        a.write({"id": f"a{i}"})
        b.write({"id": f"b{i}"})
    a.close(True)
    assert out.read_text().splitlines() == [f'{{"id": "a{i}"}}' for i in range(3)]
    b.close(True)
    assert out.read_text().splitlines() == [f'{{"id": "b{i}"}}' for i in range(3)]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["preds.jsonl"]


# --- 13: split refuses rows whose types differ from the corpus Features ------------------------------


def test_split_refuses_offsets_stored_as_strings(build, tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    path = sorted((build / "data").glob("*.parquet"))[0]
    rows = pq.read_table(path).to_pylist()
    for row in rows:
        row["entities"] = [{**e, "start": str(e["start"]), "end": str(e["end"])} for e in row["entities"]]
    pq.write_table(pa.Table.from_pylist(rows), path)
    before = tree(build)
    user_error(cli("split", build, "--out", tmp_path / "out", "--no-split"), path.name,
               "column 'entities' has type", "not the corpus's")
    assert tree(build) == before and not (tmp_path / "out").exists()


# --- tracebacks that are now one or two lines ----------------------------------------------------------


def test_split_without_a_build_report_is_named_before_any_work(build, tmp_path):
    (build / "build_report.json").unlink()
    before = tree(build)
    user_error(cli("split", build, "--out", tmp_path / "out"), "build_report.json: missing")
    assert tree(build) == before and not (tmp_path / "out").exists()


def test_split_stratified_by_a_list_column_is_refused(build, tmp_path):
    before = tree(build)
    user_error(cli("split", build, "--out", tmp_path / "out", "--stratify-by", "entities"),
               "--stratify-by 'entities': a column of lists or records")
    assert tree(build) == before and not (tmp_path / "out").exists()


def test_push_of_a_missing_folder_says_so(tmp_path):
    user_error(cli("push", tmp_path / "nowhere", "--repo-id", "me/x", "--dry-run"), "nowhere: no such folder")


@pytest.mark.parametrize("entity, message", [
    ("x", "expected a mapping"),
    ({"start": 0, "end": 3}, "label: expected a non-empty string"),
    ({"label": "NAME", "start": -4, "end": 2}, "need 0 <= start < end"),
    ({"label": "NAME", "start": "0", "end": "3"}, "expected an integer offset"),
])
def test_malformed_prediction_entities_are_named_by_row(kavach, tmp_path, entity, message):  # noqa: F811
    import json

    import pyarrow.parquet as pq

    path = sorted((kavach / "data").glob("*.parquet"))[0]
    split = path.name.split("-")[0]
    ids = pq.read_table(path, columns=["id"]).column("id").to_pylist()
    preds = tmp_path / "preds.jsonl"
    preds.write_text("".join(json.dumps({"id": i, "entities": [entity]}) + "\n" for i in ids))
    user_error(cli("eval", "spans", "--dataset", kavach, "--split", split, "--predictions", preds),
               f"row id {ids[0]!r}, entity 1", message)


def test_a_damaged_state_shard_is_named_with_the_command_that_discards_it(tmp_path):
    out = tmp_path / "p"
    args = ("build", "privasis", "--n", 4, "--shard-size", 2, "--workers", 1, "--out", out, "--quiet")
    r = cli(*args, "--keep-work")
    assert r.returncode == 0, r.stderr
    state = out / ".work" / "shard-00001.state"
    state.write_bytes(state.read_bytes()[:20])
    before = tree(out)
    user_error(cli(*args), "the .state file of shard 1 is damaged (BadZipFile)", "--overwrite")
    assert tree(out) == before
