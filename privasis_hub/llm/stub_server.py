"""A tiny OpenAI-compatible chat-completions server for tests and scripted experiments (loopback only).

Behaviour is scripted by a *router*: a callable that receives the request JSON and
returns what the server answers:

- ``str``: a normal 200 completion with that text (``finish_reason="stop"``, with ``usage``);
- ``dict``: a raw 200 JSON response body (build one with :func:`completion` to control
  ``finish_reason`` or ``usage``, or send anything to simulate a broken server);
- ``(status, body)``: a raw response; ``body`` is a ``str`` or ``dict``. A ``str`` body that
  is not JSON is wrapped as ``{"error": {"message": body, ...}}`` like real servers do;
  ``(status, body, headers)`` adds response headers (e.g. ``Retry-After``).

A server can also be slow and small: ``latency`` seconds per request, at most
``max_concurrent`` requests served at once (the rest queue), and a ``faults`` hook that may
answer a request in place of the router (see :mod:`privasis_hub.llm.fake_server`, the fault-injecting,
every-task fake server built on this one).

A router that raises answers 500 with the exception text (and the exception is kept in
``stub.router_errors``), so a broken test router shows up as a ``BackendError``.

Usage::

    with run_stub(lambda req: "hello") as stub:
        backend = OpenAIBackend(base_url=stub.base_url, model="m")
        ...
        assert len(stub.requests) == 1 and stub.max_in_flight == 1

Routers can dispatch per task with :func:`task_of` (the ``TASK: x`` first line of the
system message), or be built from a mapping with :func:`scripted`.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = str | dict | tuple[int, str | dict] | tuple[int, str | dict, dict[str, str]]
Router = Callable[[dict], Reply]

CHAT_PATHS = ("/v1/chat/completions", "/chat/completions")


def count_tokens(text: str) -> int:
    """A deterministic stand-in for a tokenizer: whitespace-separated words."""
    return len(text.split())


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # [{"type": "text", "text": ...}, ...]
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return ""


def task_of(request_json: dict) -> str:
    """The task name from the ``TASK: <name>`` first line of the first system message."""
    for message in request_json.get("messages", []):
        if message.get("role") == "system":
            first_line = _content_text(message.get("content")).lstrip().split("\n", 1)[0]
            if first_line.startswith("TASK:"):
                return first_line[len("TASK:") :].strip()
            break
    raise ValueError("request has no system message starting with 'TASK: <name>'")


def last_user_message(request_json: dict) -> str:
    """Text of the last user message (handy for routers that react to a re-ask)."""
    for message in reversed(request_json.get("messages", [])):
        if message.get("role") == "user":
            return _content_text(message.get("content"))
    return ""


def completion(
    text: str | None,
    *,
    model: str = "stub-model",
    finish_reason: str = "stop",
    usage: dict | None | bool = True,
    prompt_tokens: int = 0,
) -> dict:
    """An OpenAI ``chat.completion`` body. ``usage=True`` computes word counts; ``None`` omits it."""
    body: dict[str, Any] = {
        "id": f"chatcmpl-stub-{time.monotonic_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": finish_reason,
                "logprobs": None,
            }
        ],
    }
    if usage is True:
        completion_tokens = count_tokens(text or "")
        body["usage"] = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        }
    elif isinstance(usage, dict):
        body["usage"] = usage
    return body


def scripted(answers: Mapping[str, Any]) -> Router:
    """A router answering per task: each value is a reply, a list of replies (served in
    order, the last one repeated) or a callable ``request_json -> reply``."""
    lock = threading.Lock()
    served: dict[str, int] = {}

    def router(request_json: dict) -> Reply:
        task = task_of(request_json)
        if task not in answers:
            raise KeyError(f"stub has no answer scripted for task {task!r}")
        answer = answers[task]
        if callable(answer):
            return answer(request_json)
        if isinstance(answer, list):
            with lock:
                i = served.get(task, 0)
                served[task] = i + 1
            return answer[min(i, len(answer) - 1)]
        return answer

    return router


def response_of(reply: Reply, request_json: dict) -> tuple[int, dict | str, dict[str, str]]:
    """``(status, body, headers)`` of a router's reply (see the module docstring for the forms)."""
    if isinstance(reply, str):
        prompt_words = sum(count_tokens(_content_text(m.get("content"))) for m in request_json["messages"])
        return 200, completion(reply, model=request_json.get("model", "stub-model"), prompt_tokens=prompt_words), {}
    if isinstance(reply, dict):
        return 200, reply, {}
    status, body, *extra = reply
    headers = extra[0] if extra else {}
    if isinstance(body, str) and status >= 400:
        try:
            json.loads(body)
        except ValueError:
            body = {"error": {"message": body, "type": "stub_error", "code": status}}
    return status, body, headers


class _HTTPServer(ThreadingHTTPServer):
    request_queue_size = 1024  # many clients connect at once (the default backlog of 5 drops SYNs)
    daemon_threads = True


class StubServer:
    """The running stub: ``base_url``, recorded ``requests``/``headers``, ``max_in_flight``."""

    def __init__(
        self,
        router: Router,
        host: str = "127.0.0.1",
        *,
        latency: float = 0.0,
        max_concurrent: int | None = None,
        faults: Callable[[dict], Reply | None] | None = None,
        record_requests: bool = True,
        port: int = 0,
    ):
        self.router = router
        self.latency = latency
        self.faults = faults
        self.record_requests = record_requests
        self._capacity = threading.BoundedSemaphore(max_concurrent) if max_concurrent else None
        self.served = 0
        self.requests: list[dict] = []
        self.headers: list[dict[str, str]] = []
        self.paths: list[str] = []
        self.router_errors: list[BaseException] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        self._httpd = _HTTPServer((host, port), self._handler_class())
        self._httpd.daemon_threads = True
        host, port = self._httpd.server_address[:2]
        self.root_url = f"http://{host}:{port}"
        self.base_url = f"{self.root_url}/v1"
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, name="openai-stub", daemon=True
        )

    # -- lifecycle -------------------------------------------------------------------
    def start(self) -> StubServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> StubServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    # -- helpers for assertions --------------------------------------------------------
    def tasks(self) -> list[str]:
        """The task of every recorded request, in arrival order."""
        return [task_of(r) for r in self.requests]

    def requests_for(self, task: str) -> list[dict]:
        return [r for r in self.requests if task_of(r) == task]

    # -- request handling --------------------------------------------------------------
    def _answer(self, request_json: dict) -> tuple[int, dict | str, dict[str, str]]:
        if self._capacity is not None:
            self._capacity.acquire()  # over capacity: wait in the queue
        with self._lock:
            if self.record_requests:
                self.requests.append(request_json)
            self.served += 1
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            reply = self.faults(request_json) if self.faults is not None else None
            if reply is None:
                if self.latency:
                    time.sleep(self.latency)
                reply = self.router(request_json)
        except Exception as err:  # a broken router must be visible, not a hang
            self.router_errors.append(err)
            return 500, {"error": {"message": f"stub router failed: {err!r}", "type": "stub_error"}}, {}
        finally:
            with self._lock:
                self.in_flight -= 1
            if self._capacity is not None:
                self._capacity.release()
        return response_of(reply, request_json)

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # headers and body go out as separate writes

            def log_message(self, *args) -> None:  # keep test output clean
                pass

            def _send(self, status: int, body: dict | str, headers: dict[str, str] | None = None) -> None:
                data = (json.dumps(body) if isinstance(body, dict) else body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                if self.path.rstrip("/") in ("/v1/models", "/models"):
                    self._send(200, {"object": "list", "data": [{"id": "stub-model", "object": "model"}]})
                else:
                    self._send(404, {"error": {"message": f"no route {self.path}", "type": "not_found"}})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                path = self.path.split("?", 1)[0]
                if path not in CHAT_PATHS:
                    self._send(404, {"error": {"message": f"no route {path}", "type": "not_found"}})
                    return
                try:
                    request_json = json.loads(raw)
                except ValueError:
                    self._send(400, {"error": {"message": "request body is not JSON", "type": "bad_request"}})
                    return
                with stub._lock:
                    stub.headers.append({k.lower(): v for k, v in self.headers.items()})
                    stub.paths.append(path)
                status, body, headers = stub._answer(request_json)
                try:
                    self._send(status, body, headers)
                except (BrokenPipeError, ConnectionResetError):  # client gave up (timeout test)
                    pass

        return Handler


@contextmanager
def run_stub(router: Router, **options: Any) -> Iterator[StubServer]:
    """Start a stub on 127.0.0.1 (free port) for the ``with`` block; stop it afterwards.

    ``options``: ``latency``, ``max_concurrent``, ``faults``, ``record_requests`` (see :class:`StubServer`).
    """
    stub = StubServer(router, **options)
    with stub:
        yield stub


# --- OpenAIBackend helpers shared by the backend tests ---------------------------------

_OPEN: list = []


def backend_for(stub, **kwargs):
    """A backend on the stub with tiny retry backoff; ``run`` closes it after each call."""
    kwargs.setdefault("retry_backoff", 0.001)
    kwargs.setdefault("max_retries", 2)
    kwargs.setdefault("model", "stub-model")
    from privasis_hub.llm.openai_backend import OpenAIBackend

    backend = OpenAIBackend(base_url=stub.base_url, **kwargs)
    _OPEN.append(backend)
    return backend


def run(coro):
    """Run one call in its own event loop and close the backends' connections in it."""

    async def main():
        try:
            return await coro
        finally:
            for backend in _OPEN:
                await backend.aclose()

    return asyncio.run(main())
