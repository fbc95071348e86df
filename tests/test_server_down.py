"""Issue 21, case 18: a server that refuses connections fails the build with one line naming its URL."""

from __future__ import annotations

import socket
import time

from tests.test_safety import cli


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # nothing listens there once the socket is closed


def test_a_build_against_a_refusing_server_stops_and_names_it(tmp_path):
    url = f"http://127.0.0.1:{_closed_port()}/v1"
    start = time.monotonic()
    r = cli("build", "privasis", "--backend", "openai", "--base-url", url, "--model", "m", "--n", 1,
            "--out", tmp_path / "out", "--quiet", env={"PRIVASIS_SERVER_DOWN_AFTER": "2"}, timeout=120)
    assert r.returncode == 2, r.stderr[-2000:]
    assert time.monotonic() - start < 90
    assert "Traceback" not in r.stderr
    last = r.stderr.strip().splitlines()[-2:]
    assert last[0].startswith(f"error: the server at {url} is down") and "what was written is kept" in last[0]
    assert "rerun the same command to resume" in last[1]
    assert not (tmp_path / "out").exists()  # nothing finished, so nothing to resume: the fresh --out is removed
