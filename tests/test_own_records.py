"""The cleaner and the leak scores on a user's own JSONL files, with no conversion code (real CLI)."""

from __future__ import annotations

import json

import pytest
from datasets import load_dataset

from privasis_hub.llm.stub_server import last_user_message, run_stub
from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.synth.pipeline import build_privasis
from tests.test_user_files_cli import cli


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    root = tmp_path_factory.mktemp("own")
    build_privasis(30, 0, root / "p", shard_size=30, no_refine=True, split=None, progress=False)
    build_sanitization(root / "p", root / "s", shard_size=30, progress=False)
    return root / "s", list(load_dataset(str(root / "s"))["train"])


def _write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def test_cleaner_and_eval_leak_on_plain_jsonl_files(corpus, tmp_path):
    folder, rows = corpus
    assert len(rows) == 30
    records = tmp_path / "records.jsonl"  # only what the cleaner reads
    _write_jsonl(records, [{"id": r["id"], "original": r["original"], "instruction": r["instruction"]} for r in rows])
    references = tmp_path / "references.jsonl"  # only what the leak scores read, in privasis_leak's own format
    _write_jsonl(references, [{"id": r["id"], "original": r["original"],
                               "targets": [{"attribute": k, "value": v} for t in r["targets"]
                                           for k, v in zip(t["keys"], t["values"], strict=True)],
                               "retain": [{"attribute": x["key"], "value": x["value"]} for x in r["retention"]]}
                              for r in rows])
    values = sorted({v for r in rows for t in r["targets"] for v in t["values"]}, key=len, reverse=True)

    def router(request):
        chunk = last_user_message(request).split("\n\n", 1)[1]
        for value in values:
            chunk = chunk.replace(value, "[REDACTED]")
        return chunk

    preds = tmp_path / "preds.jsonl"
    with run_stub(router) as stub:
        run = cli("run", "cleaner", "--dataset", str(records), "--model", "stub", "--base-url", stub.base_url,
                  "--out", str(preds), "--quiet")
    assert run.returncode == 0, run.stderr.decode()
    lines = [json.loads(line) for line in preds.read_text().splitlines()]
    assert [x["id"] for x in lines] == [r["id"] for r in rows]
    assert all(x["prediction"] and "risk" in x for x in lines)

    own, built = tmp_path / "own.json", tmp_path / "built.json"
    score = cli("eval", "leak", "--dataset", str(references), "--predictions", str(preds), "--out", str(own))
    assert score.returncode == 0, score.stderr.decode()
    assert cli("eval", "leak", "--dataset", str(folder), "--split", "train", "--predictions", str(preds),
               "--out", str(built)).returncode == 0
    own_scores, built_scores = json.loads(own.read_text()), json.loads(built.read_text())
    assert own_scores["num_records"] == 30
    # the user's files score exactly as the corpus folder they were taken from
    assert {k: v for k, v in own_scores.items() if k != "per_record"} == \
        {k: v for k, v in built_scores.items() if k != "per_record"}


def test_a_missing_column_names_the_column_and_the_file(corpus, tmp_path):
    _, rows = corpus
    bad = tmp_path / "no_instruction.jsonl"
    _write_jsonl(bad, [{"id": r["id"], "original": r["original"]} for r in rows[:3]])
    run = cli("run", "cleaner", "--dataset", str(bad), "--model", "/nonexistent", "--out", str(tmp_path / "o.jsonl"))
    err = run.stderr.decode()
    assert run.returncode == 2 and "'instruction'" in err and str(bad) in err and len(err.splitlines()) <= 2
    leak = cli("eval", "leak", "--dataset", str(bad), "--predictions", str(bad))
    assert leak.returncode == 2 and "'targets'" in leak.stderr.decode() and str(bad) in leak.stderr.decode()


def test_eval_spans_and_run_kavach_on_a_plain_jsonl_with_a_progress_bar(tmp_path):
    text = "Write to ana@example.com or call 415-555-0199."
    docs = tmp_path / "docs.jsonl"
    _write_jsonl(docs, [{"text": text, "entities": [{"label": "EMAIL", "start": 9, "end": 24}]},
                        {"text": "Nothing here.", "entities": []}])
    out = tmp_path / "spans.json"
    run = cli("eval", "spans", "--dataset", str(docs), "--system", "regex", "--out", str(out))
    assert run.returncode == 0, run.stderr.decode()
    scores = json.loads(out.read_text())
    assert scores["num_documents"] == 2 and scores["recall"] == 1.0  # regex also finds the phone: precision 0.5
    assert scores["precision"] == 0.5

    answer = json.dumps({"EMAIL": ["ana@example.com"]})
    with run_stub(lambda request: answer) as stub:
        spans = cli("eval", "spans", "--dataset", str(docs), "--system", "m", "--base-url", stub.base_url)
        preds = tmp_path / "preds.jsonl"
        kavach = cli("run", "kavach", "--dataset", str(docs), "--model", "m", "--base-url", stub.base_url,
                     "--out", str(preds), "--quiet")
    assert spans.returncode == 0, spans.stderr.decode()
    assert "extracting (m)" in spans.stderr.decode()  # a model run shows a progress bar
    assert kavach.returncode == 0, kavach.stderr.decode()
    assert [json.loads(line)["id"] for line in preds.read_text().splitlines()] == ["test-0", "test-1"]
