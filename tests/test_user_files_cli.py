"""privasis detect / redact on the user's own files, through the real CLI (subprocess)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

TEXT = "Dear Anna,\ncall me at 415-555-0199 or anna.k@example.com. My SSN is 123-45-6789.\n"
ROWS = [{"id": "r1", "text": TEXT, "note": "first"},
        {"id": "r2", "text": "Nothing private here.", "note": "second"},
        {"id": "r3", "text": "Write to anna.k@example.com again, or bob@example.org.", "note": "third"}]


def cli(*args: str, stdin: bytes | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1]), "HF_HUB_OFFLINE": "1"}
    return subprocess.run([sys.executable, "-m", "privasis_hub.cli", *args], input=stdin, capture_output=True,
                          env=env, cwd=cwd, timeout=300)


@pytest.fixture
def inputs(tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "letter.txt").write_text(TEXT, encoding="utf-8")
    (folder / "rows.jsonl").write_text("".join(json.dumps(r) + "\n" for r in ROWS), encoding="utf-8")
    pq.write_table(pa.Table.from_pylist([{**r, "body": r.pop("text")} for r in map(dict, ROWS)]),
                   folder / "rows.parquet")
    return folder


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def _entities(stdout: bytes) -> list[dict]:
    return [json.loads(line) for line in stdout.decode().splitlines()]


def test_detect_text_stdin_jsonl_parquet(inputs):
    before = _snapshot(inputs)
    text = cli("detect", str(inputs / "letter.txt"), "--quiet")
    assert text.returncode == 0, text.stderr
    found = _entities(text.stdout)
    assert {(e["label"], e["text"]) for e in found} == {("PHONE", "415-555-0199"), ("EMAIL", "anna.k@example.com"),
                                                       ("SSN", "123-45-6789")}
    assert all(TEXT[e["start"]:e["end"]] == e["text"] and e["row"] is None for e in found)

    stdin = cli("detect", "-", "--quiet", stdin=TEXT.encode())
    assert stdin.returncode == 0
    assert [(e["start"], e["end"]) for e in _entities(stdin.stdout)] == [(e["start"], e["end"]) for e in found]
    assert {e["file"] for e in _entities(stdin.stdout)} == {"-"}

    table = cli("detect", str(inputs / "rows.jsonl"), "--quiet")
    rows = _entities(table.stdout)
    assert {e["id"] for e in rows} == {"r1", "r3"}
    assert [e["text"] for e in rows if e["id"] == "r3"] == ["anna.k@example.com", "bob@example.org"]
    assert all(ROWS[e["row"] - 1]["text"][e["start"]:e["end"]] == e["text"] for e in rows)

    out = inputs.parent / "entities.jsonl"
    parquet = cli("detect", str(inputs / "rows.parquet"), "--text-field", "body", "--out", str(out), "--quiet")
    assert parquet.returncode == 0, parquet.stderr
    written = _entities(out.read_bytes())
    assert [(e["id"], e["start"], e["end"]) for e in written] == [(e["id"], e["start"], e["end"]) for e in rows]
    assert _snapshot(inputs) == before


def test_redact_mask_and_surrogate_copies(inputs, tmp_path):
    import pyarrow.parquet as pq

    before = _snapshot(inputs)
    out = tmp_path / "masked"
    run = cli("redact", str(inputs / "letter.txt"), str(inputs / "rows.jsonl"), "--out", str(out), "--quiet")
    assert run.returncode == 0, run.stderr
    assert (out / "letter.txt").read_text() == "Dear Anna,\ncall me at [PHONE] or [EMAIL]. My SSN is [SSN].\n"
    masked = [json.loads(line) for line in (out / "rows.jsonl").read_text().splitlines()]
    assert [r["id"] for r in masked] == ["r1", "r2", "r3"] and masked[1] == ROWS[1]
    assert masked[2]["text"] == "Write to [EMAIL] again, or [EMAIL]." and masked[2]["note"] == "third"

    fake = tmp_path / "fake"
    run = cli("redact", str(inputs / "rows.parquet"), "--text-field", "body", "--style", "surrogate",
              "--out", str(fake), "--quiet")
    assert run.returncode == 0, run.stderr
    rows = pq.read_table(fake / "rows.parquet").to_pylist()
    first, third = rows[0]["body"], rows[2]["body"]
    assert "anna.k@example.com" not in first + third and "415-555-0199" not in first
    assert "123-45-6789" not in first and rows[1]["body"] == "Nothing private here."
    # one consistent fake value per original value, across rows
    fake_email = third.split("Write to ", 1)[1].split(" again", 1)[0]
    assert fake_email in first and fake_email != "anna.k@example.com"

    stdout = cli("redact", "-", "--quiet", stdin=TEXT.encode())
    assert stdout.returncode == 0 and stdout.stdout.decode() == (out / "letter.txt").read_text()
    again = cli("redact", str(inputs / "letter.txt"), "--out", str(out), "--quiet")  # never overwrites
    assert again.returncode == 2 and b"already exists" in again.stderr
    onto = cli("redact", str(inputs / "letter.txt"), "--out", str(inputs), "--quiet")  # never onto the inputs
    assert onto.returncode == 2
    assert _snapshot(inputs) == before


def _bad_inputs(folder: Path) -> dict[str, tuple[list[str], str]]:
    (folder / "binary.txt").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    (folder / "latin1.txt").write_bytes("Señor Muñoz".encode("latin-1"))
    (folder / "empty.txt").write_bytes(b"")
    (folder / "notext.jsonl").write_text('{"id": 1, "body": "x"}\n')
    (folder / "notamodel").mkdir()
    (folder / "notamodel" / "readme.md").write_text("not a model")
    letter = str(folder / "letter.txt")
    return {
        "missing": ([str(folder / "nope.txt")], "no such file"),
        "folder": ([str(folder)], "is a folder"),
        "binary": ([str(folder / "binary.txt")], "binary"),
        "non-utf8": ([str(folder / "latin1.txt")], "not UTF-8"),
        "empty": ([str(folder / "empty.txt")], "empty"),
        "no text field": ([str(folder / "notext.jsonl")], "no column 'text'"),
        "not a model": ([letter, "--system", str(folder / "notamodel")], "cannot load a model"),
    }


@pytest.mark.parametrize("command", ["detect", "redact"])
def test_bad_inputs_exit_2_with_one_or_two_lines(inputs, tmp_path, command):
    cases = _bad_inputs(inputs)
    before = _snapshot(inputs)
    for name, (args, message) in cases.items():
        extra = ["--out", str(tmp_path / f"out-{name}")] if command == "redact" else []
        run = cli(command, *args, *extra, "--quiet")
        err = run.stderr.decode()
        assert run.returncode == 2, (name, err)
        assert message in err and 1 <= len(err.strip().splitlines()) <= 2, (name, err)
        assert not (tmp_path / f"out-{name}").exists()
    assert _snapshot(inputs) == before
