"""A fake OpenAI-compatible LLM server for tests and benchmarks: every task answered, faults on demand.

:func:`answer` writes a structurally valid answer for every pipeline task (the Privasis and
sanitization prompts in ``privasis_hub/llm/prompts``) and every evaluator task (``metrics/prompts``),
derived from the prompt: drafts carry the profile's values, annotations quote values that are in
the document, weights cover every key listed, rewrites drop the target's values and keep the
strings to keep. Answers are a pure function of the request (same request, same answer).

:class:`FaultPlan` injects server faults: ``500``, ``429`` with ``Retry-After``, a hang past the
client's timeout, malformed JSON and output truncated at the token limit. Faults are
deterministic per request key (its messages, sampling and seed): a key is faulty with
probability ``rate``. A transport fault (500, 429, hang) hits its first attempt only, so the
retry is answered; a content fault (malformed, truncated) is the answer to that request every
time, and its re-ask (another request) is answered, so a rerun sees exactly what the first run
saw. A key is *sticky* with probability ``sticky_rate``: a 500 on every attempt, so it fails
past the retries.

Run it on its own::

    python -m privasis_hub.llm.fake_server --port 8000 --latency 0.2 --max-concurrent 64 --fault-rate 0.1

:class:`FakeLLMServer` serves it over a raw asyncio HTTP/1.1 keep-alive server (loopback); the
replies take the forms of :mod:`privasis_hub.llm.stub_server`'s routers.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import json
import random
import re
import socket
import threading
import time
from collections import Counter
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

from privasis_hub.llm.stub_server import CHAT_PATHS, Reply, _content_text, completion, response_of, task_of

FAULT_KINDS = ("500", "429", "hang", "malformed", "truncated")
_SYLLABLES = ("ka", "lo", "mi", "ren", "to", "sa", "vel", "dor", "ni", "pra", "zu", "fen", "gol", "ha", "ist",
              "jor", "bel", "cam", "dru", "eth", "ful", "gri", "hon", "ix", "jun", "kel", "lum", "mor", "nax")
_WORDS = tuple(dict.fromkeys(a + b for a in _SYLLABLES for b in _SYLLABLES))


def _key(request_json: dict) -> str:
    blob = json.dumps({k: request_json.get(k) for k in ("messages", "seed", "temperature", "model")},
                      sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()


def _rng(request_json: dict) -> random.Random:
    return random.Random(_key(request_json))


def _messages(request_json: dict) -> tuple[str, str]:
    system = user = ""
    for m in request_json.get("messages", []):
        if m.get("role") == "system" and not system:
            system = _content_text(m.get("content"))
        if m.get("role") == "user" and not user:
            user = _content_text(m.get("content"))
    return system, user


def _bullets(text: str) -> list[tuple[str, str]]:
    """``- key: value`` lines (``- key [group]: value`` too), in order."""
    out = []
    for line in text.splitlines():
        m = re.match(r"^- ([^:\[\]]+?)(?: \[[^\]]*\])?: (.+)$", line.strip())
        if m:
            out.append((m.group(1).strip(), m.group(2).strip()))
    return out


def _between(text: str, start: str, end: str) -> str:
    i = text.find(start)
    j = text.find(end, i + len(start)) if i >= 0 else -1
    return text[i + len(start) : j].strip("\n") if i >= 0 and j >= 0 else ""


def _prose(rng: random.Random, words: int) -> str:
    sentences, n = [], 0
    while n < words:
        k = rng.randint(8, 16)
        sentence = " ".join(rng.choice(_WORDS) for _ in range(k))
        sentences.append(sentence.capitalize() + ".")
        n += k
    return " ".join(sentences)


def _profile(user: str) -> dict[str, str]:
    block = user.split("Category:")[0]
    return {k: v for k, v in _bullets(block)}


_PROFILE = {
    "full_name": "Alex Doe", "sex": "female", "age": 41, "ethnicity": "White", "nationality": "American",
    "occupation": "teacher", "employer": "Example Academy", "marital_status": "married",
    "street_address": "12 Example Road", "city": "Springfield", "postal_code": "00001",
    "phone": "555-0100", "email": "alex@example.com", "date_of_birth": "1984-03-02",
}


def _fill_profile(rng: random.Random) -> str:
    from privasis_hub.llm.openai_backend import PROFILE_FIELDS

    values = {}
    for field in PROFILE_FIELDS:
        if field == "age":
            values[field] = rng.randint(18, 90)
        else:
            base = _PROFILE.get(field, field.replace("_", " "))
            values[field] = f"{base} {rng.choice(_WORDS)}" if field in ("full_name", "occupation") else str(base)
    return json.dumps(values)


def _document(user: str, rng: random.Random, min_words: int) -> str:
    profile = _profile(user)
    lines = [f"{key.replace('_', ' ').title()}: {value}" for key, value in profile.items()]
    body = _prose(rng, max(min_words, 80) + 20)
    half = len(body) // 2
    cut = body.find(". ", half) + 1 or half
    return "\n".join(["RECORD", *lines[:6], "", body[:cut].strip(), "", *lines[6:], "", body[cut:].strip()])


def _annotate(user: str) -> str:
    text = _between(user, "<record>", "</record>")
    attributes = []
    for line in text.splitlines():
        m = re.match(r"^([A-Z][A-Za-z ]+): (.+)$", line.strip())
        if m and m.group(2).strip():
            key = m.group(1).strip().lower().replace(" ", "_")
            attributes.append({"key": key, "value": m.group(2).strip(), "group": "identity" if "name" in key
                               else "contact", "sensitivity": 0.7})
    return json.dumps({"attributes": attributes})


def _group(user: str) -> str:
    keys = [k for k, _ in _bullets(user)]
    names = ["identity", "contact", "background", "other details"]
    groups: dict[str, list[str]] = {}
    for i, key in enumerate(keys):
        groups.setdefault(names[i % min(len(names), max(1, len(keys)))], []).append(key)
    return json.dumps({"groups": [{"name": n, "keys": ks} for n, ks in groups.items()]})


def _rewrite(user: str) -> str:
    chunk = _between(user, "<chunk>", "</chunk>")
    target_block = _between(user, "Target:", "Chunk:")
    keep_block = target_block.split("Keep verbatim")[1] if "Keep verbatim" in target_block else ""
    target_lines = target_block.split("Keep verbatim")[0]
    values = sorted({v for _, v in _bullets(target_lines) if v}, key=len, reverse=True)
    keep = [line[2:].strip() for line in keep_block.splitlines() if line.startswith("- ")]
    drop = "operation: drop" in target_block
    out = chunk
    for value in values:
        if any(value in k for k in keep):
            continue
        out = re.sub(re.escape(value), "" if drop else "[a general description]", out, flags=re.IGNORECASE)
    out = re.sub(r"[ \t]{2,}", " ", out).strip()
    return out or "(the details were removed)"


def answer(request_json: dict) -> str:
    """A valid answer to any task's request (a pure function of the request)."""
    task = task_of(request_json)
    system, user = _messages(request_json)
    rng = _rng(request_json)
    if task == "fill_profile":
        return _fill_profile(rng)
    if task == "propose_record_types":
        return json.dumps({"record_types": [{"record_type": f"{rng.choice(_WORDS)} record {i}",
                                             "subcategory": f"{rng.choice(_WORDS)} matters"} for i in range(5)]})
    if task == "propose_backgrounds":
        return json.dumps({"backgrounds": [f"The person needs a {rng.choice(_WORDS)} document ({i})."
                                           for i in range(5)]})
    if task == "propose_formats":
        return json.dumps({"formats": [f"{rng.choice(_WORDS)} form {i}" for i in range(5)]})
    if task in ("draft", "revise"):
        m = re.search(r"at least (\d+) words", system + user)
        return _document(user, rng, int(m.group(1)) if m else 300)
    if task == "judge":
        return json.dumps({"reasoning": "compared the two records", "probability": round(rng.random(), 3)})
    if task == "annotate":
        return _annotate(user)
    if task == "group":
        return _group(user)
    if task == "weigh_sensitivity":
        return json.dumps({"weights": {k: round(0.3 + 0.6 * rng.random(), 3) for k, _ in _bullets(user)}})
    if task == "abstract_instruction":
        label = re.search(r"^\w+: (.+?) \(operation", user, re.MULTILINE)
        what = label.group(1) if label else "this detail"
        return f"Replace every mention of the {what} with a general description that does not identify it."
    if task == "rewrite_chunk":
        return _rewrite(user)
    if task == "aggregate_instruction":
        parts = [line.split(". ", 1)[1] for line in user.splitlines() if re.match(r"^\d+\. ", line)]
        keep = [line[2:] for line in user.split("Details to keep unchanged:")[-1].splitlines()
                if line.startswith("- ")] if "Details to keep" in user else []
        request = "Please sanitize this record. " + " ".join(parts)
        return request + (f" Keep the {', '.join(keep)} as they are." if keep else "")
    if task == "guess_attribute":
        return rng.choice(_WORDS)
    if task == "judge_present":
        return rng.choice(("YES", "NO"))
    if task == "judge_closer":
        return rng.choice(("FIRST", "SECOND", "EQUAL"))
    raise KeyError(f"the fake server has no answer for task {task!r}")


class FaultPlan:
    """Deterministic fault injection per request key (see the module docstring)."""

    def __init__(self, rate: float = 0.0, *, kinds: tuple[str, ...] = FAULT_KINDS, sticky_rate: float = 0.0,
                 hang_seconds: float = 2.0, retry_after: float = 0.05, seed: int = 0):
        unknown = [k for k in kinds if k not in FAULT_KINDS]
        if unknown:
            raise ValueError(f"unknown fault kinds {unknown}; known: {FAULT_KINDS}")
        self.rate, self.kinds, self.sticky_rate = rate, kinds, sticky_rate
        self.hang_seconds, self.retry_after, self.seed = hang_seconds, retry_after, seed
        self.attempts: Counter[str] = Counter()
        self.injected: Counter[str] = Counter()
        self.sticky_keys: set[str] = set()
        self.down = False  # True: every request fails with a connection reset (the server is "down")
        self._lock = threading.Lock()

    def _draw(self, key: str, what: str) -> float:
        digest = hashlib.sha256(f"{self.seed}:{what}:{key}".encode()).digest()
        return int.from_bytes(digest[:8], "big") / 2**64

    def __call__(self, request_json: dict):
        key = _key(request_json)
        with self._lock:
            attempt = self.attempts[key]
            self.attempts[key] += 1
        if self.sticky_rate and self._draw(key, "sticky") < self.sticky_rate:
            with self._lock:
                self.sticky_keys.add(key)
                self.injected["sticky_500"] += 1
            return 500, "injected persistent server error"
        if not self.rate or self._draw(key, "fault") >= self.rate:
            return None
        kind = self.kinds[int(self._draw(key, "kind") * len(self.kinds))]
        if kind in ("malformed", "truncated"):
            # a bad answer to this request, every time (a rerun sees the same); its re-ask is answered
            if any(m.get("role") == "assistant" for m in request_json.get("messages", [])):
                return None
        elif attempt > 0:  # a transport fault: the retry is answered
            return None
        task = task_of(request_json)
        if kind == "malformed" and task not in _JSON_TASKS:
            kind = "truncated"
        with self._lock:
            self.injected[kind] += 1
        if kind == "500":
            return 500, "injected server error"
        if kind == "429":
            return 429, "injected rate limit", {"Retry-After": f"{self.retry_after:g}"}
        if kind == "hang":  # the server sleeps this long, then answers 503
            return Hang(self.hang_seconds)
        good = answer(request_json)
        if kind == "malformed":
            return completion(good[: max(1, len(good) // 2)] + " ,,}", model=request_json.get("model", "fake"))
        return completion(good[: max(1, len(good) // 3)], finish_reason="length",
                          model=request_json.get("model", "fake"))


_JSON_TASKS = frozenset({"fill_profile", "propose_record_types", "propose_backgrounds", "propose_formats", "judge",
                         "annotate", "group", "weigh_sensitivity"})


@dataclass(frozen=True)
class Hang:
    """A fault: answer nothing for ``seconds`` (past the client's timeout), then ``503``."""

    seconds: float


class FakeLLMServer:
    """An OpenAI-compatible server answering every task (:func:`answer`), with latency, capacity and faults.

    A raw asyncio HTTP/1.1 keep-alive server (one event loop: a request costs a fraction of a
    millisecond of CPU, so it can keep hundreds in flight on one core): each request waits
    ``latency`` seconds (really: ``asyncio.sleep``), at most ``max_concurrent`` requests are
    served at once and the rest queue, and the :class:`FaultPlan` may answer in place of the
    router (a :class:`Hang` sleeps, then answers 503). ``plan.down = True`` makes every POST
    drop its connection unanswered. ``GET /stats`` (and :meth:`stats`) reports requests served,
    the most in flight at once and the faults injected. ``start()`` serves from a thread (tests);
    ``serve_forever()`` from the calling thread (``python -m privasis_hub.llm.fake_server``).
    """

    def __init__(self, *, latency: float = 0.0, max_concurrent: int | None = None, faults: FaultPlan | None = None,
                 record_requests: bool = False, host: str = "127.0.0.1", port: int = 0,
                 router: Callable[[dict], Reply] = answer):
        self.plan = faults or FaultPlan()
        self.router = router
        self.latency = latency
        self.max_concurrent = max_concurrent
        self.record_requests = record_requests
        self.served = 0
        self.in_flight = 0
        self.max_in_flight = 0
        self.requests: list[dict] = []
        self.headers: list[dict[str, str]] = []
        self.router_errors: list[BaseException] = []
        self._sock = socket.create_server((host, port), backlog=4096)
        host, port = self._sock.getsockname()[:2]
        self.root_url = f"http://{host}:{port}"
        self.base_url = f"{self.root_url}/v1"
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None

    # -- lifecycle -------------------------------------------------------------------
    def serve_forever(self) -> None:
        """Serve from the calling thread until :meth:`stop`."""
        asyncio.run(self._serve())

    def start(self) -> FakeLLMServer:
        """Serve from a daemon thread (returns once the server accepts requests)."""
        self._thread = threading.Thread(target=self.serve_forever, name="fake-llm", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        return self

    def stop(self) -> None:
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop ended meanwhile
                self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout=10)
        self._sock.close()

    def __enter__(self) -> FakeLLMServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    def stats(self) -> dict[str, Any]:
        """Requests served, the most in flight at once, faults injected by kind, sticky keys hit, and the
        CPU seconds this process has used (``cpu_s``; benchmarks divide its growth by requests served)."""
        return {"served": self.served, "max_in_flight": self.max_in_flight, "injected": dict(self.plan.injected),
                "sticky_keys": len(self.plan.sticky_keys), "cpu_s": time.process_time()}

    def tasks(self) -> list[str]:
        """The task of every recorded request (``record_requests=True``), in arrival order."""
        return [task_of(r) for r in self.requests]

    # -- serving ---------------------------------------------------------------------
    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        self._capacity = asyncio.Semaphore(self.max_concurrent) if self.max_concurrent else None
        server = await asyncio.start_server(self._connection, sock=self._sock)
        self._ready.set()
        async with server:
            await self._stop.wait()

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                try:
                    head = await reader.readuntil(b"\r\n\r\n")
                except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError):
                    return
                lines = head.decode("latin-1").split("\r\n")
                method, target, version = (lines[0].split(" ", 2) + ["", ""])[:3]
                headers = {}
                for line in lines[1:]:
                    name, sep, value = line.partition(":")
                    if sep:
                        headers[name.strip().lower()] = value.strip()
                if headers.get("transfer-encoding", "").lower() == "chunked":
                    body = await _read_chunked(reader)
                else:
                    body = await reader.readexactly(int(headers.get("content-length") or 0))
                keep_alive = headers.get("connection", "").lower() != "close" and version == "HTTP/1.1"
                response = await self._respond(method, target.split("?", 1)[0], headers, body)
                if response is None:  # the server is "down": drop the connection unanswered
                    writer.transport.abort()
                    return
                status, payload, extra = response
                data = (json.dumps(payload) if isinstance(payload, dict) else payload).encode()
                head_lines = [f"HTTP/1.1 {status} {_reason(status)}", "Content-Type: application/json",
                              f"Content-Length: {len(data)}", *(f"{k}: {v}" for k, v in extra.items())]
                if not keep_alive:
                    head_lines.append("Connection: close")
                writer.write(("\r\n".join(head_lines) + "\r\n\r\n").encode("latin-1") + data)
                await writer.drain()
                if not keep_alive:
                    return
        except (ConnectionError, asyncio.IncompleteReadError):
            return  # the client went away (e.g. it timed out on a hang)
        finally:
            writer.close()

    async def _respond(self, method: str, path: str, headers: dict[str, str], body: bytes):
        if method == "GET":
            if path.rstrip("/") == "/stats":
                return 200, self.stats(), {}
            if path.rstrip("/") in ("/v1/models", "/models"):
                return 200, {"object": "list", "data": [{"id": "fake", "object": "model"}]}, {}
            return 404, {"error": {"message": f"no route {path}", "type": "not_found"}}, {}
        if method != "POST":
            return 405, {"error": {"message": f"method {method} not allowed", "type": "bad_request"}}, {}
        if self.plan.down:
            return None
        if path not in CHAT_PATHS:
            return 404, {"error": {"message": f"no route {path}", "type": "not_found"}}, {}
        try:
            request_json = json.loads(body)
        except ValueError:
            return 400, {"error": {"message": "request body is not JSON", "type": "bad_request"}}, {}
        if self.record_requests:
            self.requests.append(request_json)
            self.headers.append(headers)
        return await self._answer(request_json)

    async def _answer(self, request_json: dict) -> tuple[int, dict | str, dict[str, str]]:
        if self._capacity is not None:
            await self._capacity.acquire()  # over capacity: wait in the queue
        self.served += 1
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            reply = self.plan(request_json)
            if isinstance(reply, Hang):
                await asyncio.sleep(reply.seconds)
                reply = 503, "injected hang (the client should have timed out)"
            elif reply is None:
                if self.latency:
                    await asyncio.sleep(self.latency)
                reply = self.router(request_json)
        except Exception as err:  # a broken router must be visible, not a hang
            self.router_errors.append(err)
            return 500, {"error": {"message": f"fake server failed: {err!r}", "type": "stub_error"}}, {}
        finally:
            self.in_flight -= 1
            if self._capacity is not None:
                self._capacity.release()
        return response_of(reply, request_json)


async def _read_chunked(reader: asyncio.StreamReader) -> bytes:
    parts = []
    while True:
        size = int((await reader.readuntil(b"\r\n")).split(b";", 1)[0].strip(), 16)
        if size == 0:
            await reader.readuntil(b"\r\n")  # the end (no trailers from our clients)
            return b"".join(parts)
        parts.append(await reader.readexactly(size))
        await reader.readexactly(2)


def _reason(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Unknown"


@contextmanager
def run_fake(**options: Any):
    """Start a :class:`FakeLLMServer` for the ``with`` block."""
    server = FakeLLMServer(**options)
    with server:
        yield server


class FakeServerProcess:
    """A :class:`FakeLLMServer` in its own process (so it does not share the client's CPU time and GIL)."""

    def __init__(self, *, latency: float = 0.0, max_concurrent: int | None = None, fault_rate: float = 0.0,
                 sticky_rate: float = 0.0, hang_seconds: float = 2.0, retry_after: float = 0.05):
        import subprocess
        import sys
        from pathlib import Path

        args = [sys.executable, "-m", "privasis_hub.llm.fake_server", "--port", "0", "--latency", str(latency),
                "--fault-rate", str(fault_rate), "--sticky-rate", str(sticky_rate),
                "--hang-seconds", str(hang_seconds), "--retry-after", str(retry_after)]
        if max_concurrent:
            args += ["--max-concurrent", str(max_concurrent)]
        self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, text=True,
                                     cwd=Path(__file__).resolve().parents[2])  # the folder holding privasis_hub
        line = self.proc.stdout.readline()
        if not line.startswith("fake LLM server on "):
            self.proc.kill()
            raise RuntimeError(f"the fake server did not start: {line!r}")
        self.base_url = line.split(" on ", 1)[1].strip()
        self.root_url = self.base_url.rsplit("/v1", 1)[0]

    def stats(self) -> dict[str, Any]:
        import urllib.request

        with urllib.request.urlopen(self.root_url + "/stats", timeout=10) as response:
            return json.loads(response.read())

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)

    def __enter__(self) -> FakeServerProcess:
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description="A fake OpenAI-compatible server answering every privasis task.")
    parser.add_argument("--port", type=int, default=8000, help="0: any free port (printed)")
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--max-concurrent", type=int, default=None)
    parser.add_argument("--fault-rate", type=float, default=0.0)
    parser.add_argument("--sticky-rate", type=float, default=0.0)
    parser.add_argument("--hang-seconds", type=float, default=2.0)
    parser.add_argument("--retry-after", type=float, default=0.05)
    args = parser.parse_args()
    plan = FaultPlan(args.fault_rate, sticky_rate=args.sticky_rate, hang_seconds=args.hang_seconds,
                     retry_after=args.retry_after)
    server = FakeLLMServer(latency=args.latency, max_concurrent=args.max_concurrent, faults=plan, port=args.port)
    print(f"fake LLM server on {server.base_url}", flush=True)  # already listening: connections queue
    server.serve_forever()


if __name__ == "__main__":
    main()
