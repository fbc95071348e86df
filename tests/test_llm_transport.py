"""The lean HTTP transport of the OpenAI backend (privasis_hub.llm.http) and the asyncio fake server."""

from __future__ import annotations

import asyncio
import gc
import http.client
import json
import logging
import urllib.request
import warnings

import pytest

from privasis_hub.llm.base import BackendError
from privasis_hub.llm.fake_server import FaultPlan, run_fake
from privasis_hub.llm.http import ChatClient, HTTPStatusError, TransportError, _env_proxy
from privasis_hub.llm.openai_backend import OpenAIBackend
from privasis_hub.llm.stub_server import completion, run_stub, scripted

MESSAGES = [{"role": "system", "content": "TASK: judge\nCompare."}, {"role": "user", "content": "Record A"}]


def backend(urls, **kwargs) -> OpenAIBackend:
    kwargs.setdefault("retry_backoff", 0.001)
    kwargs.setdefault("max_retries", 2)
    return OpenAIBackend(base_url=urls, model="fake", **kwargs)


def complete(b: OpenAIBackend, seed: int = 0, messages=MESSAGES):
    async def go():
        try:
            return await b._complete("judge", messages, seed=seed, schema=None)
        finally:
            await b.aclose()

    return asyncio.run(go())


# --- the client ------------------------------------------------------------------------------


def test_client_answers_json_and_raises_typed_errors():
    replies = [(400, {"error": {"message": "bad max_tokens", "param": "max_tokens", "code": "unsupported_parameter"}}),
               (429, "slow down", {"Retry-After": "0.25"}), completion("hi")]
    with run_stub(scripted({"judge": replies})) as stub:
        client = ChatClient(stub.base_url, "sk-x", timeout=5)
        request = {"model": "m", "messages": MESSAGES}

        async def go():
            outcomes = []
            for _ in range(3):
                try:
                    outcomes.append(await client.complete(request))
                except HTTPStatusError as err:
                    outcomes.append(err)
            await client.aclose()
            return outcomes

        refused, limited, answer = asyncio.run(go())
    assert (refused.status_code, refused.param, refused.code, refused.message) == (
        400, "max_tokens", "unsupported_parameter", "bad max_tokens")
    assert limited.status_code == 429 and limited.headers["retry-after"] == "0.25" and limited.message == "slow down"
    assert answer["choices"][0]["message"]["content"] == "hi"
    assert "sk-x" not in repr(client) and stub.headers[0]["authorization"] == "Bearer sk-x"


def test_organization_and_project_from_the_environment_are_sent(monkeypatch):
    monkeypatch.setenv("OPENAI_ORG_ID", "org-1")
    monkeypatch.setenv("OPENAI_PROJECT_ID", "proj-2")
    with run_stub(scripted({"judge": "ok"})) as stub:
        assert complete(backend(stub.base_url)).text == "ok"
    assert stub.headers[0]["openai-organization"] == "org-1" and stub.headers[0]["openai-project"] == "proj-2"


def test_a_2xx_answer_that_is_not_json_is_an_error_not_retried():
    with run_stub(scripted({"judge": (200, "<html>proxy error page</html>")})) as stub:
        b = backend(stub.base_url)
        with pytest.raises(BackendError, match="judge.*not a JSON object.*proxy error page.*after 1 attempt"):
            complete(b)
    assert len(stub.requests) == 1


def test_timeout_and_dropped_connection_are_transport_errors():
    with run_fake(faults=FaultPlan(1.0, kinds=("hang",), hang_seconds=1.0)) as server:
        async def go():
            client = ChatClient(server.base_url, "k", timeout=0.2)
            try:
                await client.complete({"model": "m", "messages": MESSAGES, "seed": 1})
            finally:
                await client.aclose()

        with pytest.raises(TransportError, match="timed out after 0.2s") as caught:
            asyncio.run(go())
        assert caught.value.timeout and caught.value.retryable
        server.plan.down = True
        with pytest.raises(TransportError) as caught:
            asyncio.run(go())
        assert not caught.value.timeout and caught.value.retryable


def test_proxy_comes_from_the_environment_once(monkeypatch):
    monkeypatch.setenv("http_proxy", "http://proxy.example:3128")
    monkeypatch.setenv("no_proxy", "localhost,127.0.0.1")
    assert _env_proxy("http://api.example.com/v1/chat/completions") == "http://proxy.example:3128"
    assert _env_proxy("http://127.0.0.1:8000/v1/chat/completions") is None
    assert ChatClient("http://api.example.com/v1", "k", timeout=1).proxy == "http://proxy.example:3128"


def test_sessions_close_with_their_event_loop_without_warnings(caplog):
    caplog.set_level(logging.ERROR)
    with run_stub(scripted({"judge": "fine"})) as stub:
        b = backend(stub.base_url)

        async def one(seed):  # no aclose: the loop's end must close the connections
            return await b._complete("judge", MESSAGES, seed=seed, schema=None)

        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            assert asyncio.run(one(0)).text == "fine"
            assert asyncio.run(one(1)).text == "fine"  # a new loop: a new session
            gc.collect()
    assert [str(w.message) for w in caught if "nclosed" in str(w.message)] == []
    assert "Unclosed" not in caplog.text and len(stub.requests) == 2


# --- the backend's behaviour over it ---------------------------------------------------------


@pytest.mark.parametrize("header, shown", [({"Retry-After": "0.37"}, "0.37s"), ({"retry-after-ms": "120"}, "0.12s")])
def test_retry_after_is_honoured(caplog, header, shown):
    with run_stub(scripted({"judge": [(429, "slow down", header), "fine"]})) as stub:
        b = backend(stub.base_url)
        with caplog.at_level(logging.WARNING, logger="privasis_hub.llm.openai_backend"):
            assert complete(b).text == "fine"
    assert f"retry 1/2 in {shown}" in caplog.text and b.usage["retries"] == 1 and len(stub.requests) == 2


def test_per_endpoint_statistics_and_tokens():
    with run_stub(scripted({"judge": (503, "overloaded")})) as down, run_stub(scripted({"judge": "one two three"})) as up:
        b = backend([down.base_url, up.base_url], endpoint_backoff=30)

        async def go():
            try:  # the first request goes to the first server, fails, and is retried at once on the other
                return [await b._complete("judge", MESSAGES, seed=s, schema=None) for s in range(3)]
            finally:
                await b.aclose()

        answers = asyncio.run(go())
    assert [a.text for a in answers] == ["one two three"] * 3 and all(a.completion_tokens == 3 for a in answers)
    report = {e["url"]: e for e in b.endpoint_report()}
    bad, good = report[down.base_url], report[up.base_url]
    assert (bad["calls"], bad["errors"], bad["errors_by_kind"], bad["times_taken_out"]) == (0, 1, {"HTTP 503": 1}, 1)
    assert good["calls"] == 3 and good["completion_tokens"] == 9 and good["prompt_tokens"] > 0
    assert good["calls_by_task"] == {"judge": 3} and good["mean_latency_s"] > 0
    assert b.usage["completion_tokens"] == 9 and b.usage["retries"] == 1


def test_hang_past_the_timeout_is_retried_and_answered():
    with run_fake(faults=FaultPlan(1.0, kinds=("hang",), hang_seconds=1.0)) as server:
        b = backend(server.base_url, timeout=0.2)
        answer = complete(b)
    assert json.loads(answer.text)["reasoning"] and b.usage["retries"] == 1
    assert server.stats()["injected"] == {"hang": 1} and server.served == 2


def test_a_server_that_is_down_fails_with_a_connection_error():
    with run_fake() as server:
        server.plan.down = True
        b = backend(server.base_url, max_retries=1)
        with pytest.raises(BackendError, match="judge.*connection error.*after 2 attempts"):
            complete(b)


def test_content_given_as_text_parts_is_read():
    parts = completion("x")
    parts["choices"][0]["message"]["content"] = [{"type": "text", "text": "part one "}, {"type": "text", "text": "two"}]
    with run_stub(scripted({"judge": parts})) as stub:
        assert complete(backend(stub.base_url)).text == "part one two"


# --- the fake server -------------------------------------------------------------------------


def test_fake_server_queues_past_its_capacity_and_reports_stats():
    with run_fake(latency=0.05, max_concurrent=2) as server:
        b = backend(server.base_url, concurrency=6)

        async def go():
            try:
                return await asyncio.gather(*(b._complete("judge", MESSAGES, seed=s, schema=None) for s in range(6)))
            finally:
                await b.aclose()

        answers = asyncio.run(go())
        with urllib.request.urlopen(server.root_url + "/stats", timeout=5) as response:
            stats = json.loads(response.read())
    assert len(answers) == 6 and stats["served"] == 6 and stats["max_in_flight"] == 2


def test_fake_server_faults_429_with_retry_after_and_chunked_bodies():
    plan = FaultPlan(1.0, kinds=("429",), retry_after=0.02)
    with run_fake(faults=plan, record_requests=True) as server:
        host, port = server.root_url.removeprefix("http://").split(":")
        body = json.dumps({"model": "m", "messages": MESSAGES, "seed": 3}).encode()
        connection = http.client.HTTPConnection(host, int(port), timeout=5)
        replies = []
        for _ in range(2):  # one keep-alive connection; the body sent chunked
            connection.request("POST", "/v1/chat/completions", body=iter([body[:10], body[10:]]),
                               headers={"Content-Type": "application/json"}, encode_chunked=True)
            response = connection.getresponse()
            replies.append((response.status, response.getheader("Retry-After"), json.loads(response.read())))
        connection.close()
    (status, retry_after, first), (status_2, _, second) = replies
    assert (status, retry_after) == (429, "0.02") and first["error"]["message"] == "injected rate limit"
    assert status_2 == 200 and json.loads(second["choices"][0]["message"]["content"])["probability"] >= 0
    assert server.tasks() == ["judge", "judge"] and plan.injected == {"429": 1}

