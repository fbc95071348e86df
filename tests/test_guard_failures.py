"""Issue 21, the traceback list: each failure is one or two lines with exit code 2, and nothing is left behind.

Through the real CLI in subprocesses: the exit code, the message, every pre-existing file byte-identical, and no
fresh ``--out`` (marker, ``.staging``, ``.work``) left by a command that failed with nothing to resume.
"""

from __future__ import annotations

import json
import shutil
import struct

import pytest

from privasis_hub import guard
from privasis_hub.errors import UserError
from tests import test_safety
from tests.test_safety import cli, tree, user_error
from tests.test_server_down import _closed_port

builds, copy = test_safety.builds, test_safety.copy  # the shared tiny builds (module fixtures)


def damage_pages(path) -> None:
    """Overwrite the data pages of a parquet file, keeping its footer valid (the metadata still reads)."""
    data = bytearray(path.read_bytes())
    footer = struct.unpack("<i", bytes(data[-8:-4]))[0]
    for i in range(4, len(data) - 8 - footer):
        data[i] = 0xAB
    path.write_bytes(bytes(data))


def test_damaged_pages_under_a_valid_footer_are_named_and_leave_no_fresh_out(copy, tmp_path):
    import pyarrow.parquet as pq

    folder = copy("privasis")
    victim = next(folder.glob("data/train-*.parquet"))
    damage_pages(victim)
    assert pq.ParquetFile(victim).metadata.num_rows > 0  # the footer is fine: only reading the rows fails
    before = tree(folder)
    for args in (("split", folder, "--out", tmp_path / "o"),
                 ("build", "sanitization", "--from", folder, "--out", tmp_path / "o")):
        user_error(cli(*args), f"{victim} is not a readable parquet file", "it is damaged")
        assert tree(folder) == before and not (tmp_path / "o").exists()


def test_damaged_pages_are_named_by_eval_and_run(copy, tmp_path):
    folder = copy("kavach")
    victim = next(folder.glob("data/train-*.parquet"))
    damage_pages(victim)
    preds = tmp_path / "p.jsonl"
    preds.write_text("")
    before = tree(folder)
    user_error(cli("eval", "spans", "--dataset", folder, "--split", "train", "--predictions", preds),
               "is not a readable parquet file")
    user_error(cli("run", "kavach", "--dataset", folder, "--split", "train", "--model", tmp_path / "none",
                   "--out", tmp_path / "o.jsonl"), "is not a readable parquet file")
    assert tree(folder) == before and not (tmp_path / "o.jsonl").exists()


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    """A tiny causal LM and a tiny tagger, each also copied without a tokenizer and with a broken config."""
    from tests.test_span_systems import build_tiny_tagger
    from tests.tiny_model import build_tiny_model

    base = tmp_path_factory.mktemp("models")
    build_tiny_model(base / "lm")
    build_tiny_tagger(base / "tagger")
    for src in ("lm", "tagger"):
        for kind in ("no-tokenizer", "unknown-type", "bad-json"):
            dst = base / f"{src}-{kind}"
            shutil.copytree(base / src, dst)
            if kind == "no-tokenizer":
                for f in dst.iterdir():
                    if f.name.startswith("tokenizer") or f.name in ("vocab.json", "merges.txt", "vocab.txt"):
                        f.unlink()
            elif kind == "unknown-type":
                config = json.loads((dst / "config.json").read_text())
                (dst / "config.json").write_text(json.dumps({**config, "model_type": "nonexistent"}))
            else:
                (dst / "config.json").write_text('{"hidden_size": ')
    return base


@pytest.mark.parametrize("name, message", [
    ("lm-no-tokenizer", "cannot load a model from this folder (no tokenizer files"),
    ("lm-unknown-type", "names model_type 'nonexistent', which transformers does not know"),
    ("lm-bad-json", "config.json is not a valid JSON object"),
    ("tagger-no-tokenizer", "the tagger"),
    ("tagger-unknown-type", "the tagger"),
])
def test_run_with_a_broken_model_folder_is_one_line(builds, models, tmp_path, name, message):
    before, model_before = tree(builds["kavach"]), tree(models / name)
    out = tmp_path / "spans.jsonl"
    user_error(cli("run", "kavach", "--dataset", builds["kavach"], "--split", "train", "--model", models / name,
                   "--out", out, "--limit", 1), message)
    assert tree(builds["kavach"]) == before and tree(models / name) == model_before and not out.exists()


def _predictions(folder, path) -> None:
    import pyarrow.parquet as pq

    rows = pq.read_table(next(folder.glob("data/train-*.parquet"))).to_pylist()
    path.write_text("".join(json.dumps({"id": r["id"], "prediction": r["sanitized"]}) + "\n" for r in rows))


def test_eval_leak_with_an_unreachable_evaluator_stops_with_one_line(builds, tmp_path):
    folder = builds["sanitization"]
    preds = tmp_path / "p.jsonl"
    _predictions(folder, preds)
    url = f"http://127.0.0.1:{_closed_port()}/v1"
    before = tree(folder)
    r = cli("eval", "leak", "--dataset", folder, "--split", "train", "--predictions", preds,
            "--evaluator-base-url", url, "--evaluator-model", "m", "--out", tmp_path / "leak.json", timeout=200)
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr[-2000:]
    last = r.stderr.strip().splitlines()[-2:]  # the progress bar comes before
    assert last[0].startswith("error: the evaluator failed, so no leak score was computed") and url in last[0]
    assert last[1].strip().startswith("hint: check that the server at --evaluator-base-url is up")
    assert tree(folder) == before and not (tmp_path / "leak.json").exists()


@pytest.mark.parametrize("env, message", [
    ({"HF_HUB_OFFLINE": "1"}, "OfflineModeIsEnabled"),
    ({"HF_HUB_OFFLINE": "0", "HF_ENDPOINT": "http://127.0.0.1:{port}", "HF_TOKEN": "hf_not_a_token"},
     "ConnectError"),
])
def test_a_real_push_without_network_is_one_line(builds, env, message):
    env = {k: v.format(port=_closed_port()) for k, v in env.items()}
    folder = builds["kavach"]
    before = tree(folder)
    user_error(cli("push", folder, "--repo-id", "me/x", env=env, timeout=120),
               "cannot upload to the Hub repo me/x", message, "the local folder is unchanged")
    assert tree(folder) == before


# --- a failed command in a folder it created ----------------------------------------------------------


def test_a_failure_with_nothing_to_resume_removes_the_fresh_out(tmp_path):
    out = tmp_path / "fresh"
    with pytest.raises(UserError, match="boom"), guard.output_folder(out, "privasis"):
        (out / guard.WORK).mkdir()
        (out / guard.WORK / "config.json").write_text("{}")  # started, no shard finished
        (out / guard.STAGING).mkdir()
        raise UserError("boom")
    assert not out.exists()


def test_a_failure_in_an_empty_folder_of_the_user_leaves_it_empty(tmp_path):
    out = tmp_path / "empty"
    out.mkdir()
    with pytest.raises(UserError), guard.output_folder(out, "privasis"):
        (out / guard.WORK).mkdir()
        raise UserError("boom")
    assert out.is_dir() and not any(out.iterdir())


def test_a_failure_after_a_finished_shard_keeps_it_and_says_how_to_resume(tmp_path):
    out = tmp_path / "fresh"
    with pytest.raises(UserError), guard.output_folder(out, "privasis"):
        (out / guard.WORK).mkdir()
        (out / guard.WORK / "shard-00000.json").write_text('{"rows": 1}')
        raise UserError("the server is down")
    marker = json.loads((out / guard.MARKER).read_text())
    assert "rerun the same command to resume" in marker["unfinished"] and "--overwrite" in marker["unfinished"]
    assert (out / guard.WORK / "shard-00000.json").exists() and guard.resumable(out)
    with pytest.raises(UserError), guard.output_folder(out, "privasis"):  # a second failure keeps it as it is
        raise UserError("still down")
    assert json.loads((out / guard.MARKER).read_text()) == marker and guard.resumable(out)
    with guard.output_folder(out, "privasis", overwrite=True):  # --overwrite discards the shards
        assert not (out / guard.WORK).exists()
        (guard.staging(out) / "README.md").write_text("card\n")
        guard.commit(out)  # a finished build: the marker lists its files and no longer says unfinished
    marker = json.loads((out / guard.MARKER).read_text())
    assert "unfinished" not in marker and marker["files"] == ["README.md"]


# --- build item 1: the marker's manifest of owned files -----------------------------------------------


def test_the_marker_lists_exactly_the_files_privasis_wrote_and_a_rebuild_keeps_the_users(builds, tmp_path):
    folder = tmp_path / "k"
    shutil.copytree(builds["kavach"], folder)
    shutil.rmtree(folder / ".privasis.read.lock", ignore_errors=True)
    r = cli("build", "kavach", "--n", 12, "--min-test-per-language", 0, "--out", folder, "--overwrite", "--quiet")
    assert r.returncode == 0, r.stderr
    written = sorted(str(p.relative_to(folder)) for p in folder.rglob("*")
                     if p.is_file() and not p.name.startswith(".") and ".work" not in p.parts)
    assert json.loads((folder / guard.MARKER).read_text())["files"] == written
    # a file of the user's that looks like a build's data file is not in the manifest: a rebuild never moves it
    mine = folder / "data" / "mine-00000-of-00001.parquet"
    shutil.copy(next(folder.glob("data/train-*.parquet")), mine)
    before = mine.read_bytes()
    r = cli("build", "kavach", "--n", 14, "--min-test-per-language", 0, "--out", folder, "--overwrite", "--quiet")
    assert r.returncode == 0, r.stderr
    assert mine.read_bytes() == before
    files = json.loads((folder / guard.MARKER).read_text())["files"]
    assert "data/mine-00000-of-00001.parquet" not in files and "README.md" in files
    assert guard.foreign_entries(folder) == ["data/mine-00000-of-00001.parquet"]


def test_eval_out_goes_through_the_guard(builds, tmp_path):
    import pyarrow.parquet as pq

    folder = builds["kavach"]
    ids = pq.read_table(next(folder.glob("data/train-*.parquet")), columns=["id"]).column("id").to_pylist()
    preds = tmp_path / "p.jsonl"
    preds.write_text("".join(json.dumps({"id": i, "entities": []}) + "\n" for i in ids))
    before, mine = tree(folder), preds.read_bytes()
    base = ("eval", "spans", "--dataset", folder, "--split", "train", "--predictions", preds, "--out")
    user_error(cli(*base, folder / "spans.json"), "would overwrite the input", "nothing was changed")
    user_error(cli(*base, preds), "would overwrite the input")
    assert tree(folder) == before and preds.read_bytes() == mine
    r = cli(*base, tmp_path / "spans.json")
    assert r.returncode == 0, r.stderr
    assert json.loads((tmp_path / "spans.json").read_text()) and not list(tmp_path.glob(".spans.json.*"))


def test_push_metric_out_inside_a_corpus_folder_is_refused(builds, tmp_path):
    folder = tmp_path / "k"
    shutil.copytree(builds["kavach"], folder)
    before = tree(folder)
    user_error(cli("push", "metric", "privasis_leak", "--repo-id", "me/x", "--out", folder / "spaces"),
               "is inside the corpus folder")
    user_error(cli("push", "metric", "privasis_leak", "--repo-id", "me/x", "--out", folder / "README.md"),
               "is an existing file, not a folder")
    assert tree(folder) == before


def test_two_runs_with_one_out_through_the_cli_leave_one_whole_file(builds, models, tmp_path):
    """Case 11 through the real CLI: two `run kavach` at once into one --out; the file is one run's, whole."""
    import subprocess
    import sys

    from tests.test_safety import ROOT

    out = tmp_path / "spans.jsonl"
    runs = [subprocess.Popen([sys.executable, "-m", "privasis_hub.cli", "run", "kavach", "--dataset",
                              str(builds["kavach"]), "--split", "train", "--model", str(models / "tagger"), "--out",
                              str(out), "--limit", str(limit), "--quiet"], cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True) for limit in (5, 12)]
    for run in runs:
        _, err = run.communicate(timeout=300)
        assert run.returncode == 0, err
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) in (5, 12) and all("entities" in r for r in rows)
    assert len({r["id"] for r in rows}) == len(rows)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["spans.jsonl"]  # no temporary file left
