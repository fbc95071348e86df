"""A lean HTTP client for one OpenAI-compatible server's ``POST /chat/completions``.

:class:`~privasis_hub.llm.openai_backend.OpenAIBackend` sends every request through one
:class:`ChatClient` per server: a pooled keep-alive ``aiohttp`` session, the request body
encoded once (``orjson`` when installed) and the answer decoded to a plain ``dict``. The
``openai`` SDK on ``httpx`` costs about 2 ms of CPU per request (its connection pool scans
every connection for every request, and each answer is validated into pydantic models);
this client costs about 0.3 ms, which is what lets one process keep hundreds of requests in
flight (``benchmarks/llm_throughput.py`` measures both sides).

The client does no retrying: it reports what happened, and the backend decides (retries
with backoff, ``Retry-After``, per-server back-off and accounting). Outcomes:

- a ``dict`` (the JSON answer of a 2xx response);
- :class:`HTTPStatusError` for a status of 400 or more (status, headers, the server's
  message, and the ``param`` / ``code`` of an OpenAI-style error body);
- :class:`TransportError` for a timeout (``timeout=True``), a connection that failed or
  broke, or a 2xx answer that is not a JSON object (``retryable=False``).

A session belongs to the event loop that opened it. When that loop is ended by
``asyncio.run`` the session is closed with it (an async generator the loop finalizes on
shutdown); a later call from another loop opens a new one.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import urllib.request
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import urlsplit

import aiohttp

try:  # optional: 3-5x faster JSON (the [scale] extra)
    import orjson
except ImportError:  # pragma: no cover - depends on the environment
    orjson = None

__all__ = ["ChatClient", "HTTPStatusError", "TransportError", "dumps", "loads"]


def dumps(obj: Any) -> bytes:
    """``obj`` as compact UTF-8 JSON."""
    if orjson is not None:
        return orjson.dumps(obj)
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()


def loads(data: bytes | str) -> Any:
    """Parse JSON (raises ``ValueError`` when it is not)."""
    if orjson is not None:
        return orjson.loads(data)
    return json.loads(data)


class HTTPStatusError(Exception):
    """The server answered with a status of 400 or more."""

    def __init__(self, status: int, headers: dict[str, str], body: Any, text: str):
        self.status_code = status
        self.headers = headers  # lower-case names
        self.body = body  # the parsed JSON body, or None when it is not JSON
        error = body.get("error", body) if isinstance(body, dict) else None
        error = error if isinstance(error, dict) else {}
        message = error.get("message") if error else None
        if message is None and isinstance(body, dict) and isinstance(body.get("error"), str):
            message = body["error"]
        self.message = str(message) if message else (text.strip() or f"HTTP {status} with an empty body")
        self.param = error.get("param") if isinstance(error.get("param"), str) else None
        self.code = error.get("code") if isinstance(error.get("code"), str) else None
        super().__init__(f"HTTP {status}: {self.message}")


class TransportError(Exception):
    """No usable HTTP answer: a timeout, a connection failure, or a 2xx body that is not JSON."""

    def __init__(self, message: str, *, timeout: bool = False, retryable: bool = True):
        super().__init__(message)
        self.timeout = timeout
        self.retryable = retryable


class ChatClient:
    """Keep-alive connections to one server; :meth:`complete` posts one chat-completions request.

    ``timeout`` bounds connecting and each wait for the server's bytes (like the ``httpx``
    default the SDK used), not the whole generation of a long answer. The API key is sent
    as ``Authorization: Bearer ...`` and never shown in the repr; ``$OPENAI_ORG_ID`` and
    ``$OPENAI_PROJECT_ID``, when set, are sent as ``OpenAI-Organization`` / ``OpenAI-Project``
    (as the SDK did).
    """

    def __init__(self, base_url: str, api_key: str, *, timeout: float, user_agent: str = "privasis-hub"):
        self.base_url = base_url.rstrip("/")
        self.url = f"{self.base_url}/chat/completions"
        self.timeout = timeout
        self._headers = {
            "Authorization": f"Bearer {api_key}",
            "Content-Type": "application/json",
            "Accept": "application/json",
            "User-Agent": user_agent,
        }
        for variable, header in (("OPENAI_ORG_ID", "OpenAI-Organization"), ("OPENAI_PROJECT_ID", "OpenAI-Project")):
            if os.environ.get(variable):
                self._headers[header] = os.environ[variable]
        # HTTP(S)_PROXY / NO_PROXY, as httpx honoured them: looked up once here, not per request
        # (aiohttp's trust_env does it in two worker-thread hops per request)
        self.proxy = _env_proxy(self.url)
        self._session: aiohttp.ClientSession | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._keeper: AsyncIterator[None] | None = None

    def __repr__(self) -> str:
        return f"ChatClient({self.base_url!r})"

    async def _session_here(self) -> aiohttp.ClientSession:
        loop = asyncio.get_running_loop()
        if self._session is not None and self._loop is loop and not self._session.closed:
            return self._session
        if self._session is not None and self._loop is not loop:
            _abandon(self._session)  # its loop is gone (or elsewhere): its sockets cannot be reused here
        self._session = aiohttp.ClientSession(
            # no connection limit: the backend bounds concurrency; idle connections are dropped after 4 s,
            # before uvicorn-based servers (vLLM, SGLang) close them at 5 s under a request being sent
            connector=aiohttp.TCPConnector(limit=0, keepalive_timeout=4.0),
            timeout=aiohttp.ClientTimeout(total=None, sock_connect=self.timeout, sock_read=self.timeout),
            headers=self._headers,
            skip_auto_headers=("Accept-Encoding",),  # local answers are small; no gzip CPU on either side
        )
        self._loop = loop
        # An async generator the loop finalizes at shutdown (asyncio.run does): it closes the session
        # in its own loop, so no "Unclosed client session" is reported when a build's loop ends.
        self._keeper = _close_at_loop_end(self._session)
        await self._keeper.__anext__()
        return self._session

    async def complete(self, request: dict[str, Any]) -> dict[str, Any]:
        """POST ``request`` to ``/chat/completions``; the parsed answer of a 2xx response."""
        session = await self._session_here()
        try:
            async with session.post(self.url, data=dumps(request), proxy=self.proxy) as response:
                data = await response.read()
                status = response.status
                if status >= 400:
                    headers = {k.lower(): v for k, v in response.headers.items()}
        except (TimeoutError, aiohttp.ServerTimeoutError):
            raise TransportError(f"request timed out after {self.timeout:g}s", timeout=True) from None
        except aiohttp.ClientError as err:
            raise TransportError(f"{type(err).__name__}: {err}") from err
        except OSError as err:
            raise TransportError(f"{type(err).__name__}: {err}") from err
        if status >= 400:
            text = data.decode("utf-8", "replace")
            try:
                body = loads(data)
            except ValueError:
                body = None
            raise HTTPStatusError(status, headers, body, text)
        try:
            body = loads(data)
        except ValueError:
            body = None
        if not isinstance(body, dict):
            shown = data[:200].decode("utf-8", "replace")
            raise TransportError(f"HTTP {status} answer is not a JSON object: {shown!r}", retryable=False)
        return body

    async def aclose(self) -> None:
        """Close the connections opened in the running loop (those of another loop are dropped)."""
        session, self._session = self._session, None
        if session is None:
            return
        if self._loop is asyncio.get_running_loop():
            await session.close()
        else:
            _abandon(session)
        self._loop = None


def _env_proxy(url: str) -> str | None:
    """The proxy the environment sets for ``url`` (``http_proxy``, ``https_proxy``, ``no_proxy``), or None."""
    parts = urlsplit(url)
    if parts.hostname is None or urllib.request.proxy_bypass(parts.hostname):
        return None
    return urllib.request.getproxies().get(parts.scheme)


async def _close_at_loop_end(session: aiohttp.ClientSession) -> AsyncIterator[None]:
    try:
        yield
    finally:
        if not session.closed:
            await session.close()


def _abandon(session: aiohttp.ClientSession) -> None:
    """Forget a session whose event loop is not the running one, closing its sockets if possible."""
    if session.closed:
        return
    connector = session.connector
    session.detach()
    if connector is not None:
        with contextlib.suppress(Exception):  # its loop may be closed: the sockets then close when collected
            connector._close()
