"""The sanitization builder's LLM path, against a local OpenAI-compatible stub."""

import json
import re

from datasets import load_dataset

from privasis_hub.llm.stub_server import last_user_message, run_stub, scripted
from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.synth.pipeline import build_privasis


def _weights(request):
    keys = re.findall(r"^- (\w+) \[", last_user_message(request), flags=re.M)
    return json.dumps({"weights": {k: 0.9 if "name" in k else 0.5 for k in keys}})


def _rewrite(request):
    """A well-behaved sanitizer: replaces every target value with [REDACTED]."""
    message = last_user_message(request)
    chunk = message.split("<chunk>\n", 1)[1].rsplit("\n</chunk>", 1)[0]
    values = re.findall(r'^\s*- \w+: "?(.*?)"?$', message.split("Chunk:")[0].split("Target:")[1], flags=re.M)
    for value in sorted(values, key=len, reverse=True):
        # a whole value, not the digits of a longer one (an age "22" inside "MRN-22318842" is no target)
        chunk = re.sub(rf"(?<!\w){re.escape(value)}(?!\w)", "[REDACTED]", chunk, flags=re.I)
    return chunk


ANSWERS = {
    "weigh_sensitivity": _weights,
    "abstract_instruction": "Generalize this detail so that only a broad description remains.",
    "rewrite_chunk": _rewrite,
    "aggregate_instruction": "Please sanitize the record as described and keep the listed details.",
}


def test_llm_backend_builds_triplets_through_the_same_pipeline(tmp_path):
    build_privasis(4, 0, tmp_path / "privasis", shard_size=4, no_refine=True, split=None)
    with run_stub(scripted(ANSWERS)) as stub:
        dd = build_sanitization(tmp_path / "privasis", tmp_path / "san", backend="openai", base_url=stub.base_url,
                                model="stub-model", shard_size=4)
        tasks = set(stub.tasks())
    ds = dd["train"]
    assert ds.num_rows == 4
    assert {"weigh_sensitivity", "rewrite_chunk", "aggregate_instruction"} <= tasks
    assert all(r["provenance"]["backend"] == "openai" for r in ds)
    assert load_dataset(str(tmp_path / "san"))["train"].num_rows == 4


def test_failing_rewrite_server_is_an_error_row_not_an_empty_text(tmp_path):
    build_privasis(2, 0, tmp_path / "privasis", shard_size=2, no_refine=True, split=None)
    answers = {**ANSWERS, "rewrite_chunk": (500, "boom")}
    with run_stub(scripted(answers)) as stub:
        dd = build_sanitization(tmp_path / "privasis", tmp_path / "san", backend="openai", base_url=stub.base_url,
                                model="stub-model", shard_size=2,
                                backend_kwargs={"max_retries": 1, "retry_backoff": 0.001})
    assert dd["train"].num_rows == 0
    errors = [json.loads(x) for x in (tmp_path / "san" / "errors.jsonl").read_text().splitlines()]
    assert len(errors) == 2 and all(e["task"] == "rewrite_chunk" and "500" in e["error"] for e in errors)
