"""Distributed builds (datatrove local executor), many servers, the response cache, accounting.

The CLI runs in a subprocess where a build is killed or compared across processes. Those
subprocesses get ``PYTHONHASHSEED=0``: Faker's ``it_IT`` (and some other locales') ``city()``
depends on Python's string-hash seed, so generated values differ between interpreter runs
unless it is fixed (see README, "Building at paper scale").
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from privasis_hub.cli import main
from privasis_hub.llm.fake_server import FaultPlan, run_fake

pytest.importorskip("datatrove")

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYTHONHASHSEED": "0", "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(ROOT)}
OFFLINE = ["build", "privasis", "--n", "24", "--seed", "3", "--shard-size", "4", "--executor", "local", "--tasks", "4",
           "--quiet"]


def rows(folder: Path) -> list[dict]:
    out = []
    for path in sorted((folder / "data").glob("*.parquet")):
        out += pq.read_table(path).to_pylist()
    return out


def errors(folder: Path) -> list[dict]:
    path = folder / "errors.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def cli(args: list[str], **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "privasis_hub.cli", *args], env=ENV, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True,
                            **kwargs)


def run_cli(args: list[str]) -> None:
    proc = cli(args)
    _, err = proc.communicate(timeout=600)
    assert proc.returncode == 0, err[-3000:]


def kill_when(proc: subprocess.Popen, marker: Path, timeout: float = 300) -> None:
    """SIGKILL ``proc``'s process group as soon as ``marker`` exists (a task has written a shard)."""
    deadline = time.monotonic() + timeout
    while not marker.exists():
        assert proc.poll() is None, f"the build ended before {marker} appeared: {proc.stderr.read()[-2000:]}"
        assert time.monotonic() < deadline
        time.sleep(0.01)
    os.killpg(proc.pid, signal.SIGKILL)  # the command and its helpers (datatrove's manager process)
    proc.wait()


def completed_tasks(out: Path) -> int:
    return len(list((out / ".work" / "datatrove" / "completions").glob("*")))


@pytest.fixture(scope="module")
def offline_builds(tmp_path_factory):
    base = tmp_path_factory.mktemp("scale")
    run_cli([*OFFLINE, "--out", str(base / "w1"), "--workers", "1"])
    run_cli([*OFFLINE, "--out", str(base / "w2"), "--workers", "2"])
    return base


def test_distributed_build_does_not_depend_on_workers(offline_builds):
    one, two = rows(offline_builds / "w1"), rows(offline_builds / "w2")
    assert len(one) == 24 and one == two
    report = json.loads((offline_builds / "w1" / "build_report.json").read_text())
    assert report["distributed"]["tasks"] == 4 and report["distributed"]["rows_per_task"] == [6, 6, 6, 6]
    assert not (offline_builds / "w1" / ".work").exists()


def test_killed_task_then_rerun_gives_the_uninterrupted_corpus(offline_builds):
    out = offline_builds / "killed"
    proc = cli([*OFFLINE, "--out", str(out), "--workers", "1"])
    kill_when(proc, out / ".work" / "tasks" / "task-00001" / ".work" / "shard-00000.json")
    assert completed_tasks(out) < 4 and not (out / "data").exists()
    run_cli([*OFFLINE, "--out", str(out), "--workers", "1"])
    assert rows(out) == rows(offline_builds / "w1")


def test_task_count_is_part_of_the_identity(offline_builds):
    out = offline_builds / "t2"
    run_cli([*OFFLINE[:-3], "--tasks", "2", "--quiet", "--out", str(out)])
    ids_2, ids_4 = {r["id"] for r in rows(out)}, {r["id"] for r in rows(offline_builds / "w1")}
    assert len(ids_2) == 24 and not ids_2 & ids_4


# --- LLM builds against the fake server ------------------------------------------------------

def llm_args(out: Path, url: str, cache: Path, n: int = 12) -> list[str]:
    return ["build", "privasis", "--n", str(n), "--seed", "0", "--out", str(out), "--shard-size", "2",
            "--backend", "openai", "--base-url", url, "--model", "fake", "--concurrency", "8",
            "--request-timeout", "0.5", "--max-retries", "3", "--cache-dir", str(cache), "--quiet"]


def test_faulty_server_killed_build_every_row_once_failures_only_past_retries(tmp_path):
    plan = FaultPlan(0.10, sticky_rate=0.01, hang_seconds=0.8)
    with run_fake(faults=plan) as server:
        whole = tmp_path / "whole"
        run_cli([*llm_args(whole, server.base_url, tmp_path / "cache-a"), "--executor", "local", "--tasks", "4",
                 "--workers", "2"])
        killed = tmp_path / "killed"
        args = [*llm_args(killed, server.base_url, tmp_path / "cache-b"), "--executor", "local", "--tasks", "4",
                "--workers", "1"]
        kill_when(cli(args), killed / ".work" / "tasks" / "task-00001" / ".work" / "shard-00000.json")
        run_cli(args)
    assert sum(plan.injected[k] for k in ("500", "429", "hang", "malformed", "truncated")) > 0
    kept, failed = rows(whole), errors(whole)
    assert len(kept) == 12
    ids = [r["id"] for r in kept] + [e["id"] for e in failed]
    assert len(ids) == len(set(ids))  # no row twice
    # every attempted row is a record, an error, or an accepted row past a task's quota in its last shard
    # (grown concurrently with the others and discarded by design)
    attempted = json.loads((whole / "build_report.json").read_text())["attempted"]
    assert len(ids) <= attempted <= len(ids) + 4 * 2
    assert all("persistent" in e["error"] and "after 4 attempts" in e["error"] for e in failed)
    assert len(failed) == len(plan.sticky_keys)  # a row fails only on a request that failed every attempt
    assert rows(killed) == kept and errors(killed) == failed


def test_two_servers_share_the_load_and_one_going_down_costs_no_row(tmp_path):
    with run_fake(latency=0.01) as a, run_fake(latency=0.01) as b:
        def take_b_down() -> None:
            while b.served < 40:
                time.sleep(0.005)
            b.plan.down = True

        threading.Thread(target=take_b_down, daemon=True).start()
        out = tmp_path / "two"
        args = llm_args(out, a.base_url, tmp_path / "cache", n=10)
        assert main([*args, "--base-url", b.base_url, "--no-cache"]) == 0
    report = json.loads((out / "build_report.json").read_text())
    assert len(rows(out)) == 10 and errors(out) == []
    by_url = {e["url"]: e for e in report["llm"]["endpoints"]}
    assert by_url[a.base_url]["calls"] > 40 and by_url[b.base_url]["calls"] >= 30
    assert by_url[b.base_url]["errors"] >= 1 and by_url[b.base_url]["times_taken_out"] >= 1
    assert by_url[a.base_url]["prompt_tokens"] > 0 and by_url[b.base_url]["completion_tokens"] > 0
    assert report["llm"]["cache"] is None


def test_cache_answers_a_rerun_without_any_server_call(tmp_path):
    cache = tmp_path / "cache"
    with run_fake() as server:
        assert main(llm_args(tmp_path / "first", server.base_url, cache, n=4)) == 0
        calls = server.served
        assert main([*llm_args(tmp_path / "second", server.base_url, cache, n=4), "--price-per-mtok", "1,2"]) == 0
        assert server.served == calls
    first, second = (json.loads((tmp_path / d / "build_report.json").read_text())["llm"] for d in ("first", "second"))
    assert second["usage"]["calls"] == 0 and second["usage"]["cache_hits"] == first["usage"]["calls"] == calls
    assert second["cache"]["entries"] == calls and second["cache"]["bytes"] > 0
    assert second["cost_estimate"]["usd"] == 0.0
    assert [r["text"] for r in rows(tmp_path / "first")] == [r["text"] for r in rows(tmp_path / "second")]
    assert "## Generation cost" in (tmp_path / "second" / "README.md").read_text()


def test_price_table_turns_tokens_into_a_cost(tmp_path):
    with run_fake() as server:
        # --tau 0.25: with the first shard's diversity pool empty, the default rule (alpha = tau = 0.5) can pass no
        # revision and none is proposed (nor judged); at 0.25 a judge above 0.5 can, so the judge is priced too
        assert main([*llm_args(tmp_path / "o", server.base_url, tmp_path / "c", n=2), "--price-per-mtok",
                     "0.5,1.5", "--no-cache", "--tau", "0.25"]) == 0
    llm = json.loads((tmp_path / "o" / "build_report.json").read_text())["llm"]
    u = llm["usage"]
    assert u["prompt_tokens"] > 0 and llm["cost_estimate"]["usd"] == pytest.approx(
        u["prompt_tokens"] * 0.5e-6 + u["completion_tokens"] * 1.5e-6)
    assert set(llm["usage_by_stage"]) >= {"fill_profile", "draft", "judge", "annotate", "group"}
    assert "Estimated cost" in (tmp_path / "o" / "README.md").read_text()


def test_tasks_without_executor_is_refused(tmp_path, capsys):
    assert main(["build", "kavach", "--n", "5", "--out", str(tmp_path / "k"), "--tasks", "2"]) == 2
    assert "--tasks needs --executor" in capsys.readouterr().err


def test_distributed_sanitization_equals_the_one_process_build(tmp_path):
    source = tmp_path / "records"
    assert main(["build", "privasis", "--n", "12", "--seed", "1", "--out", str(source), "--quiet", "--workers",
                 "1"]) == 0
    assert main(["build", "sanitization", "--from", str(source), "--out", str(tmp_path / "one"), "--quiet",
                 "--shard-size", "2"]) == 0
    assert main(["build", "sanitization", "--from", str(source), "--out", str(tmp_path / "three"), "--quiet",
                 "--executor", "local", "--tasks", "3", "--shard-size", "2"]) == 0
    assert rows(tmp_path / "three") == rows(tmp_path / "one") and len(rows(tmp_path / "one")) == 12


def test_distributed_kavach_rows_are_disjoint_slices(tmp_path):
    assert main(["build", "kavach", "--n", "30", "--seed", "2", "--out", str(tmp_path / "k"), "--quiet",
                 "--executor", "local", "--tasks", "3", "--shard-size", "5"]) == 0
    got = rows(tmp_path / "k")
    primaries = [r for r in got if not r["source_ids"]]
    assert len(got) == 30 and len({r["id"] for r in got}) == 30
    assert {int(r["id"].split("-")[2]) % 3 for r in primaries} == {0, 1, 2}


def test_slurm_build_is_a_job_array_and_a_dependent_merge_job(tmp_path):
    import dill

    from privasis_hub.scale import BackendSpec, ScaleBuild, ScaleOptions, _datatrove_steps, make_executor

    options = ScaleOptions(executor="slurm", tasks=4, slurm_partition="gpu", slurm_time="2:00:00", server="vllm",
                           slurm_gpus_per_task=1)
    build = ScaleBuild("privasis", str(tmp_path), {"n": 8, "seed": 0}, BackendSpec("openai", model="m"), options)
    build_task, merge_task = _datatrove_steps()
    tasks = make_executor(build, [build_task(build)], tasks=4, logging_dir=str(tmp_path / "logs"))
    merge = make_executor(build, [merge_task(build)], tasks=1, logging_dir=str(tmp_path / "merge"), depends=tasks)
    sbatch = tasks.get_sbatch_args()
    assert sbatch["partition"] == "gpu" and sbatch["time"] == "2:00:00" and sbatch["gpus"] == 1
    assert tasks.world_size == 4 and merge.depends is tasks
    dill.loads(dill.dumps(tasks))  # what datatrove ships to the nodes


def test_a_server_per_task_is_configured_for_datatrove():
    from privasis_hub.scale import ServerThread

    config = ServerThread("vllm", "org/model", 3, tp=2, max_context=4096).config()
    assert (config.server_type, config.model_name_or_path, config.tp, config.model_max_context) == (
        "vllm", "org/model", 2, 4096)


def test_server_without_executor_is_refused(tmp_path, capsys):
    assert main(["build", "privasis", "--n", "2", "--out", str(tmp_path / "p"), "--backend", "openai", "--model", "m",
                 "--server", "vllm"]) == 2
    assert "--server" in capsys.readouterr().err
