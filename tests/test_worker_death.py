"""Issue 21, case 17: kill -9 of a multi-worker build takes its workers and the folder lock with it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.test_safety import ROOT


def _children(pid: int) -> list[int]:
    try:
        return [int(x) for x in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def test_killing_a_multi_worker_build_frees_the_folder_at_once(tmp_path):
    from privasis_hub.guard import BuildLock

    out = tmp_path / "p"
    proc = subprocess.Popen([sys.executable, "-m", "privasis_hub.cli", "build", "privasis", "--n", "20000", "--workers",
                             "2", "--shard-size", "400", "--out", str(out), "--quiet"],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=dict(os.environ))
    deadline = time.monotonic() + 120
    while len(_children(proc.pid)) < 2 and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.2)
    workers = _children(proc.pid)
    assert len(workers) >= 2, ("the build never started its workers", proc.poll())
    time.sleep(1.0)  # let the workers run their initializer
    assert proc.poll() is None, "the build finished before it could be killed"  # (20,000 records take ~50 s)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    deadline = time.monotonic() + 10
    while any(Path(f"/proc/{w}").exists() and "Z" not in Path(f"/proc/{w}/stat").read_text().split()[2]
              for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    lock = BuildLock(out)
    lock.acquire()  # would raise "locked by another privasis run (pid ...)" while an orphan held it
    assert lock.stale_owner and lock.stale_owner["pid"] == proc.pid
    lock.release()
