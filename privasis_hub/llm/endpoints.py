"""Many OpenAI-compatible servers behind one client: least-in-flight routing, back-off, statistics.

:class:`EndpointPool` is what :class:`~privasis_hub.llm.openai_backend.OpenAIBackend` routes
its requests through. Each request goes to the server with the fewest requests in flight
among those that are *up* (ties go to the one that has served fewest). A server whose
request fails for a server-side reason (timeout, connection error, 429, 5xx) is taken
*out* for a back-off period (``backoff`` seconds, doubling while it keeps failing, up to
``backoff_max``; a ``Retry-After`` header sets it when longer) and is put back when the
period ends: the next request it gets is the probe, and a success resets its back-off. When
every server is out the one due back first is used anyway, so a build never stalls on an
empty pool.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


def parse_base_urls(base_url: str | Iterable[str]) -> list[str]:
    """Server URLs from a URL, a list of URLs, comma-separated URLs, or ``@file`` / a ``.txt`` file
    with one URL per line (``#`` comments and blank lines skipped), duplicates removed in order."""
    items = [base_url] if isinstance(base_url, str) else list(base_url)
    urls: list[str] = []
    for item in items:
        item = item.strip()
        path = Path(item[1:]) if item.startswith("@") else Path(item)
        if item.startswith("@") or (not item.startswith(("http://", "https://")) and path.is_file()):
            if not path.is_file():
                raise FileNotFoundError(f"{path}: no such file of server URLs (one URL per line)")
            lines = [ln.split("#", 1)[0].strip() for ln in path.read_text().splitlines()]
            urls.extend(ln for ln in lines if ln)
        else:
            urls.extend(part.strip() for part in item.split(",") if part.strip())
    bad = [u for u in urls if not u.startswith(("http://", "https://"))]
    if bad:
        raise ValueError(f"server URLs must start with http:// or https://, got {bad[0]!r}")
    if not urls:
        raise ValueError("no server URL given (--base-url URL, repeated, or a file with one URL per line)")
    return list(dict.fromkeys(urls))


@dataclass
class Endpoint:
    """One server: its client, in-flight requests and statistics."""

    url: str
    client: Any = field(repr=False)
    index: int = 0
    in_flight: int = 0
    calls: int = 0  # answered requests (any HTTP status the request itself caused counts as answered)
    errors: int = 0  # failed requests
    errors_by_kind: dict[str, int] = field(default_factory=dict)
    latency_total: float = 0.0
    latency_max: float = 0.0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    failures_in_a_row: int = 0
    down_until: float = 0.0
    times_taken_out: int = 0
    seconds_out: float = 0.0
    calls_by_task: dict[str, int] = field(default_factory=dict)

    def stats(self) -> dict[str, Any]:
        return {
            "url": self.url,
            "calls": self.calls,
            "errors": self.errors,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "errors_by_kind": dict(sorted(self.errors_by_kind.items())),
            "mean_latency_s": self.latency_total / self.calls if self.calls else None,
            "max_latency_s": self.latency_max if self.calls else None,
            "times_taken_out": self.times_taken_out,
            "seconds_out": round(self.seconds_out, 3),
            "calls_by_task": dict(sorted(self.calls_by_task.items())),
        }


def _error_kind(error: str) -> str:
    if error.startswith("HTTP "):
        return error.split(":", 1)[0]  # "HTTP 503"
    if error.startswith("request timed out"):
        return "timeout"
    if error.startswith("connection error"):
        return "connection"
    return error.split(":", 1)[0][:40]


class EndpointPool:
    """Least-in-flight routing over ``clients`` (one per URL) with per-server back-off.

    ``clock`` is ``time.monotonic`` (replaceable in tests).
    """

    def __init__(
        self,
        clients: Sequence[Any],
        urls: Sequence[str],
        *,
        backoff: float = 5.0,
        backoff_max: float = 120.0,
        clock: Callable[[], float] = time.monotonic,
    ):
        if len(clients) != len(urls) or not urls:
            raise ValueError("EndpointPool needs one client per URL and at least one URL")
        if backoff < 0 or backoff_max < backoff:
            raise ValueError(f"need 0 <= backoff <= backoff_max, got {backoff}, {backoff_max}")
        self.endpoints = [Endpoint(url, client, i) for i, (client, url) in enumerate(zip(clients, urls, strict=True))]
        self.backoff = backoff
        self.backoff_max = backoff_max
        self.clock = clock

    def __len__(self) -> int:
        return len(self.endpoints)

    def up(self) -> list[Endpoint]:
        now = self.clock()
        return [e for e in self.endpoints if e.down_until <= now]

    def acquire(self) -> Endpoint:
        """The server for the next request (counted in flight until :meth:`release`)."""
        if len(self.endpoints) == 1:
            endpoint = self.endpoints[0]
        else:
            candidates = self.up() or [min(self.endpoints, key=lambda e: e.down_until)]
            endpoint = min(candidates, key=lambda e: (e.in_flight, e.calls + e.errors, e.index))
        endpoint.in_flight += 1
        return endpoint

    def release(
        self,
        endpoint: Endpoint,
        started: float,
        *,
        task: str = "",
        error: str | None = None,
        take_out: bool = False,
        retry_after: float | None = None,
    ) -> None:
        """Record the end of a request on ``endpoint``; ``take_out`` a server that failed on its side."""
        endpoint.in_flight -= 1
        elapsed = self.clock() - started
        if error is None:
            endpoint.calls += 1
            endpoint.calls_by_task[task] = endpoint.calls_by_task.get(task, 0) + 1
            endpoint.latency_total += elapsed
            endpoint.latency_max = max(endpoint.latency_max, elapsed)
            endpoint.failures_in_a_row = 0
            return
        endpoint.errors += 1
        kind = _error_kind(error)
        endpoint.errors_by_kind[kind] = endpoint.errors_by_kind.get(kind, 0) + 1
        if take_out and len(self.endpoints) > 1:
            endpoint.failures_in_a_row += 1
            period = min(self.backoff * 2 ** (endpoint.failures_in_a_row - 1), self.backoff_max)
            if retry_after is not None:
                period = max(period, min(retry_after, self.backoff_max))
            now = self.clock()
            if endpoint.down_until <= now:
                endpoint.times_taken_out += 1
                endpoint.seconds_out += period
            else:
                endpoint.seconds_out += max(0.0, now + period - endpoint.down_until)
            endpoint.down_until = max(endpoint.down_until, now + period)

    def has_other_up(self, endpoint: Endpoint) -> bool:
        """Whether a server other than ``endpoint`` can take a request now."""
        return any(e is not endpoint for e in self.up())

    def report(self) -> list[dict[str, Any]]:
        """Per-server statistics, in URL order."""
        return [e.stats() for e in self.endpoints]
