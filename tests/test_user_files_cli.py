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
        "not a model": ([letter, "--system", str(folder / "notamodel")], "model"),
    }


@pytest.mark.parametrize("command", ["detect", "redact", "sanitize"])
def test_bad_inputs_exit_2_with_one_or_two_lines(inputs, tmp_path, command):
    cases = _bad_inputs(inputs)
    before = _snapshot(inputs)
    for name, (args, message) in cases.items():
        if command == "sanitize":
            args = [a if a != "--system" else "--model" for a in args]
            if "--model" not in args:
                args = [*args, "--model", str(inputs / "notamodel")]
        extra = {"detect": [], "redact": ["--out", str(tmp_path / f"out-{name}")],
                 "sanitize": ["--out", str(tmp_path / f"out-{name}"), "--instruction", "Remove the phone number"]}
        extra = extra[command]
        run = cli(command, *args, *extra, "--quiet")
        err = run.stderr.decode()
        assert run.returncode == 2, (name, err)
        if name == "not a model":  # a span system says "not a model folder", a cleaner "cannot load a model"
            message = "cannot load a model" if command == "sanitize" else "not a model folder"
        assert message in err and 1 <= len(err.strip().splitlines()) <= 2, (name, err)
        assert not (tmp_path / f"out-{name}").exists()
    assert _snapshot(inputs) == before


def _phone_remover(request) -> str:
    from privasis_hub.llm.stub_server import last_user_message

    return last_user_message(request).split("\n\n", 1)[1].replace("415-555-0199", "[phone removed]")


def test_sanitize_text_stdin_jsonl_parquet_with_risk_flag(inputs, tmp_path):
    import pyarrow.parquet as pq

    from privasis_hub.llm.stub_server import last_user_message, run_stub

    rows = [{"id": "a", "original": TEXT, "instruction": "Remove the phone number."},
            {"id": "b", "original": TEXT, "instruction": "Remove the e-mail address."}]
    (inputs / "requests.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    before = _snapshot(inputs)
    with run_stub(_phone_remover) as stub:
        server = ["--model", "m", "--base-url", stub.base_url, "--quiet"]
        one = cli("sanitize", str(inputs / "letter.txt"), "--instruction", "Remove the phone number.", *server)
        assert one.returncode == 0, one.stderr.decode()
        assert one.stdout.decode() == TEXT.replace("415-555-0199", "[phone removed]")
        assert "risk: not flagged" in one.stderr.decode()
        piped = cli("sanitize", "-", "--instruction", "Remove the phone number.", *server, stdin=TEXT.encode())
        assert piped.stdout == one.stdout

        out = tmp_path / "clean"
        many = cli("sanitize", str(inputs / "requests.jsonl"), str(inputs / "rows.parquet"), "--text-field", "body",
                   "--out", str(out), *server)
        assert many.returncode == 2 and b"no column 'body'" in many.stderr  # requests.jsonl has no body column
        many = cli("sanitize", str(inputs / "requests.jsonl"), "--out", str(out), *server)
        assert many.returncode == 0, many.stderr.decode()
        done = [json.loads(line) for line in (out / "requests.jsonl").read_text().splitlines()]
        assert [d["original"] for d in done] == [TEXT, TEXT]  # the input column is kept, the result added
        assert all(d["sanitized"] == TEXT.replace("415-555-0199", "[phone removed]") for d in done)
        # asked to remove the e-mail address, the cleaner left it: the flag is raised for row b only
        assert [d["risk"] for d in done] == [False, True] and "anna.k@example.com" in " ".join(done[1]["risk_reasons"])
        report = [json.loads(line) for line in (out / "sanitize_report.jsonl").read_text().splitlines()]
        assert [(r["id"], r["risk"]) for r in report] == [("a", False), ("b", True)]

        table = tmp_path / "table"
        run = cli("sanitize", str(inputs / "rows.parquet"), "--text-field", "body", "--instruction",
                  "Remove the phone number.", "--out", str(table), *server)
        assert run.returncode == 0, run.stderr.decode()
        got = pq.read_table(table / "rows.parquet").to_pylist()
        assert got[0]["sanitized"] == TEXT.replace("415-555-0199", "[phone removed]") and got[0]["body"] == TEXT
        assert got[1]["sanitized"] == "Nothing private here." and got[1]["risk"] is False
        assert len(stub.requests) and last_user_message(stub.requests[-1])
    assert _snapshot(inputs) == before
