"""OpenAIBackend against the loopback stub server: one behaviour per test."""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
import json
import re
import time
import urllib.request

import pytest

from privasis_hub.llm import get_backend, prompting
from privasis_hub.llm.base import Backend, BackendError, Draft, RecordSpec, RecordTypeChoice
from privasis_hub.llm.openai_backend import OpenAIBackend
from privasis_hub.llm.stub_server import (
    _OPEN,
    backend_for,
    completion,
    last_user_message,
    run,
    run_stub,
    scripted,
    task_of,
)
from privasis_hub.schema import Attribute, Group, Profile, Span

PROFILE = Profile(
    first_name="Mirela",
    last_name="Oyelaran",
    sex="female",
    age=41,
    date_of_birth="1983-06-14",
    ethnicity="Yoruba",
    citizenship="United States",
    id_type="Social Security Number",
    id_number="912-45-6789",
    passport_number="X48213377",
    phone="(312) 555-0147",
    email="mirela.oyelaran@example.com",
    user_handle="@mira_paints",
    url="https://mira.example.org",
    street_address="2217 W Cortland St",
    city="Chicago",
    region="Illinois",
    postal_code="60647",
    country="United States",
    occupation="pediatric occupational therapist",
    employer="Lakeview Therapy Partners",
    marital_status="divorced",
    life_event="was diagnosed with hypothyroidism in March",
)
SPEC = RecordSpec(
    profile=PROFILE,
    category="Medical",
    subcategory="endocrinology",
    record_type="endocrinology consultation note",
    background="Written by Dr. Haskins after Mirela's first visit about fatigue.",
    format="a typed clinic note with labelled sections",
)
LONG_TEXT = " ".join(["Mirela Oyelaran was seen today for fatigue."] * 60)  # 360 words




def run_all(*coros) -> list:
    """Run calls one after another in a single event loop."""

    async def each():
        return [await coro for coro in coros]

    return run(each())


@pytest.fixture(autouse=True)
def _forget_backends():
    yield
    _OPEN.clear()


def profile_json(**overrides) -> str:
    return json.dumps({**dataclasses.asdict(PROFILE), **overrides})


# --- prompts ------------------------------------------------------------------------------


@pytest.mark.parametrize("task", prompting.SYNTH_TASKS)
def test_every_task_prompt_renders_with_task_line_first(task):
    context = {
        "preset": {},
        "profile": dataclasses.asdict(PROFILE),
        "category": "Medical",
        "subcategory": "endocrinology",
        "record_type": "note",
        "background": "bg",
        "format": "fmt",
        "n": 3,
        "min_words": 300,
        "current": "CURRENT",
        "record_a": "A",
        "record_b": "B",
        "text": "TEXT",
        "attributes": [("k", "v")],
        "min_groups": 3,
        "max_groups": 8,
    }
    system, user = prompting.render_messages(task, **context)
    assert system["role"] == "system" and user["role"] == "user"
    assert system["content"].split("\n", 1)[0] == f"TASK: {task}"
    assert len(system["content"]) > 300 and user["content"]


@pytest.mark.parametrize("task", ["draft", "revise", "fill_profile"])
def test_generating_prompts_state_adults_only_and_reserved_identifier_ranges(task):
    system = prompting.render_template(f"{task}.system.txt", min_words=300)
    for needle in ("555-01", "example.com", "example.org", "900-999", "4111 1111 1111 1111", "18 or older"):
        assert needle in system


def test_fill_profile_prompt_names_every_profile_field():
    user = prompting.render_template("fill_profile.user.txt", preset={})
    for field in dataclasses.fields(Profile):
        assert f'"{field.name}"' in user


# --- JSON extraction ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        '{"a": [1, 2]}',
        'Sure! Here it is:\n```json\n{"a": [1, 2]}\n```\nHope that helps.',
        '<think>maybe {"a": 0}</think>{"a": [1, 2]}',
        'Note [1]: the result is {"a": [1, 2]} as requested.',
        '```\n{"a": [1, 2]}',  # unclosed fence
    ],
)
def test_extract_json_tolerates_fences_chatter_and_reasoning(answer):
    assert prompting.extract_json(answer) == {"a": [1, 2]}


def test_extract_json_raises_without_json():
    with pytest.raises(prompting.JSONExtractionError):
        prompting.extract_json("I cannot help with that.")


def test_find_spans_non_overlapping_left_to_right():
    assert prompting.find_spans("aaaa", "aa") == [Span(0, 2), Span(2, 4)]


# --- each task parses a good answer -----------------------------------------------------------


def test_fill_profile_returns_profile_and_keeps_preset_values():
    answer = profile_json(first_name="Changed", age="41")  # model tried to change a preset field
    with run_stub(scripted({"fill_profile": answer})) as stub:
        profile = run(backend_for(stub).fill_profile({"first_name": "Mirela", "sex": "female"}, seed=3))
    assert isinstance(profile, Profile)
    assert profile.first_name == "Mirela" and profile.age == 41 and profile.city == "Chicago"
    assert "- first_name: Mirela" in last_user_message(stub.requests[0])


def test_fill_profile_minor_age_reasked_then_backend_error():
    with run_stub(scripted({"fill_profile": profile_json(age=16)})) as stub:
        with pytest.raises(BackendError, match=r"fill_profile.*at least 18"):
            run(backend_for(stub).fill_profile({}, seed=1))
    assert len(stub.requests) == 2


def test_fill_profile_missing_field_is_backend_error():
    answer = json.dumps({k: v for k, v in dataclasses.asdict(PROFILE).items() if k != "employer"})
    with run_stub(scripted({"fill_profile": answer})) as stub:
        with pytest.raises(BackendError, match="employer"):
            run(backend_for(stub).fill_profile({}, seed=1))


def test_propose_record_types_returns_choices_truncated_to_n():
    answer = json.dumps(
        {
            "record_types": [
                {"record_type": "thyroid ultrasound report", "subcategory": "imaging"},
                {"record_type": "endocrinology referral letter", "subcategory": "referrals"},
                {"record_type": "lab results for TSH panel", "subcategory": "laboratory"},
            ]
        }
    )
    with run_stub(scripted({"propose_record_types": answer})) as stub:
        choices = run(backend_for(stub).propose_record_types(PROFILE, "Medical", n=2, seed=0))
    assert choices == [
        RecordTypeChoice("thyroid ultrasound report", "Medical", "imaging"),
        RecordTypeChoice("endocrinology referral letter", "Medical", "referrals"),
    ]


def test_propose_backgrounds_accepts_strings_wrapped_in_one_field_objects():
    answer = '{"backgrounds": [{"background": "Written by her GP."}, "Sent by her insurer."]}'
    with run_stub(scripted({"propose_backgrounds": answer})) as stub:
        result = run(
            backend_for(stub).propose_backgrounds(PROFILE, RecordTypeChoice("r", "c", "s"), n=3, seed=0)
        )
    assert result == ["Written by her GP.", "Sent by her insurer."]


def test_propose_with_n_below_one_is_a_caller_error():
    with run_stub(scripted({})) as stub:
        with pytest.raises(ValueError, match="n must be at least 1"):
            run(
                backend_for(stub).propose_formats(PROFILE, RecordTypeChoice("r", "c", "s"), "bg", n=0, seed=0)
            )
    assert stub.requests == []


def test_propose_backgrounds_returns_strings():
    answer = (
        '{"backgrounds": ["Written by her GP after a blood test.", "Sent by her insurer to deny a claim."]}'
    )
    choice = RecordTypeChoice("lab report", "Medical", "laboratory")
    with run_stub(scripted({"propose_backgrounds": answer})) as stub:
        backgrounds = run(backend_for(stub).propose_backgrounds(PROFILE, choice, n=5, seed=0))
    assert backgrounds == ["Written by her GP after a blood test.", "Sent by her insurer to deny a claim."]


def test_propose_formats_parses_fenced_json_with_chatter():
    answer = 'Here are formats:\n```json\n{"formats": ["an e-mail thread", "a structured intake form"]}\n```'
    choice = RecordTypeChoice("lab report", "Medical", "laboratory")
    with run_stub(scripted({"propose_formats": answer})) as stub:
        formats = run(backend_for(stub).propose_formats(PROFILE, choice, "after a blood test", n=1, seed=0))
    assert formats == ["an e-mail thread"]


def test_draft_returns_text_without_attributes():
    with run_stub(scripted({"draft": f"```\n{LONG_TEXT}\n```"})) as stub:
        draft = run(backend_for(stub).draft(SPEC, seed=0))
    assert draft == Draft(text=LONG_TEXT)
    assert "endocrinology consultation note" in last_user_message(stub.requests[0])


def test_revise_sends_current_draft_and_returns_new_text():
    revised = LONG_TEXT.replace("fatigue", "fatigue and hair loss")
    with run_stub(scripted({"revise": revised})) as stub:
        draft = run(backend_for(stub).revise(SPEC, Draft(text="OLD DRAFT TEXT"), seed=0))
    assert draft.text == revised and draft.plan is None
    assert "OLD DRAFT TEXT" in last_user_message(stub.requests[0])


def test_short_draft_reasked_once_then_accepted():
    with run_stub(scripted({"draft": ["Too short.", "Still short."]})) as stub:
        backend = backend_for(stub)
        draft = run(backend.draft(SPEC, seed=0))
    assert draft.text == "Still short." and backend.usage["reasks"] == 1
    assert "at least 300" in last_user_message(stub.requests[1])


def test_judge_returns_probability_that_candidate_is_better_in_either_order():
    def router(request):
        shown_as_b = re.search(r"<record_b>\n(.*?)\n</record_b>", last_user_message(request), re.S).group(1)
        return json.dumps(
            {"reasoning": "B is richer.", "probability": 0.9 if shown_as_b == "CANDIDATE" else 0.1}
        )

    with run_stub(scripted({"judge": router})) as stub:
        backend = backend_for(stub)
        scores = run_all(
            *(backend.judge(SPEC, Draft("CURRENT"), Draft("CANDIDATE"), seed=s) for s in range(8))
        )
    assert scores == pytest.approx([0.9] * 8)
    orders = {re.search(r"<record_b>\n(\w+)", last_user_message(r)).group(1) for r in stub.requests}
    assert orders == {"CURRENT", "CANDIDATE"}  # both presentation orders were used


def test_judge_clips_probability_to_unit_interval():
    with run_stub(scripted({"judge": '{"reasoning": "x", "probability": 1.7}'})) as stub:
        backend = backend_for(stub)
        scores = set(run_all(*(backend.judge(SPEC, Draft("a"), Draft("b"), seed=s) for s in range(6))))
    assert scores == {0.0, 1.0}


def test_annotate_computes_exact_spans_for_every_occurrence():
    text = "Patient: Mirela Oyelaran. Call (312) 555-0147. Mirela Oyelaran consents. TSH 8.2 mIU/L."
    answer = json.dumps(
        {
            "attributes": [
                {"key": "patient_name", "value": "Mirela Oyelaran", "group": "identity", "sensitivity": 0.8},
                {"key": "phone", "value": "(312) 555-0147"},
                {"key": "tsh_result", "value": "TSH 8.2 mIU/L", "group": "health", "sensitivity": 3},
            ]
        }
    )
    with run_stub(scripted({"annotate": answer})) as stub:
        attributes = run(backend_for(stub).annotate(SPEC, Draft(text), seed=0))
    name, phone, tsh = attributes
    assert name == Attribute("patient_name", "Mirela Oyelaran", "identity", 0.8, [Span(9, 24), Span(47, 62)])
    assert phone.group == "uncategorized" and phone.sensitivity == 0.5
    assert [text[s.start : s.end] for s in phone.spans] == ["(312) 555-0147"]
    assert tsh.sensitivity == 1.0 and text[tsh.spans[0].start : tsh.spans[0].end] == "TSH 8.2 mIU/L"
    assert len(stub.requests) == 1


def test_annotate_value_not_in_text_reasked_then_fixed():
    text = "Seen on 03/03/2024 by Dr. Haskins."
    bad = '{"attributes": [{"key": "visit_date", "value": "March 3, 2024"}]}'
    good = '{"attributes": [{"key": "visit_date", "value": "03/03/2024"}, {"key": "doctor", "value": "Dr. Haskins"}]}'
    with run_stub(scripted({"annotate": [bad, good]})) as stub:
        backend = backend_for(stub)
        attributes = run(backend.annotate(SPEC, Draft(text), seed=0))
    assert [(a.key, a.spans) for a in attributes] == [
        ("visit_date", [Span(8, 18)]),
        ("doctor", [Span(22, 33)]),
    ]
    assert backend.usage["reasks"] == 1
    reask = stub.requests[1]["messages"]
    assert reask[-2] == {"role": "assistant", "content": bad}
    assert "'March 3, 2024'" in reask[-1]["content"]


def test_annotate_value_still_missing_after_reask_returned_with_empty_spans():
    text = "Seen on 03/03/2024 by Dr. Haskins."
    answer = '{"attributes": [{"key": "visit_date", "value": "March 3, 2024"}, {"key": "doctor", "value": "Dr. Haskins"}]}'
    with run_stub(scripted({"annotate": answer})) as stub:
        attributes = run(backend_for(stub).annotate(SPEC, Draft(text), seed=0))
    assert [(a.value, a.spans) for a in attributes] == [
        ("March 3, 2024", []),
        ("Dr. Haskins", [Span(22, 33)]),
    ]
    assert len(stub.requests) == 2


def attrs(*keys: str) -> list[Attribute]:
    return [Attribute(key=k, value=f"v_{k}", group="uncategorized", sensitivity=0.5) for k in keys]


def test_group_puts_every_key_in_one_group_forgotten_to_other_unknown_ignored():
    answer = json.dumps(
        {
            "groups": [
                {"name": "identity", "keys": ["name", "dob", "invented_key"]},
                {"name": "contact", "keys": ["phone", "name"]},  # duplicate "name" ignored
                {"name": "health", "keys": ["diagnosis"]},
            ]
        }
    )
    with run_stub(scripted({"group": answer})) as stub:
        groups = run(backend_for(stub).group(attrs("name", "dob", "phone", "diagnosis", "salary"), seed=0))
    assert groups == [
        Group("identity", ["name", "dob"]),
        Group("contact", ["phone"]),
        Group("health", ["diagnosis"]),
        Group("other", ["salary"]),
    ]
    assert len(stub.requests) == 1


def test_group_count_out_of_range_reasked_once_then_accepted():
    one_group = '{"groups": [{"name": "everything", "keys": ["a", "b", "c", "d"]}]}'
    with run_stub(scripted({"group": one_group})) as stub:
        backend = backend_for(stub)
        groups = run(backend.group(attrs("a", "b", "c", "d"), seed=0))
    assert groups == [Group("everything", ["a", "b", "c", "d"])]
    assert len(stub.requests) == 2 and backend.usage["reasks"] == 1
    assert "between 3 and 8" in last_user_message(stub.requests[1])


def test_group_of_no_attributes_is_empty_without_a_call():
    with run_stub(scripted({})) as stub:
        assert run(backend_for(stub).group([], seed=0)) == []
    assert stub.requests == []


# --- re-asks and errors -------------------------------------------------------------------------


def test_broken_json_reasked_once_then_success():
    good = '{"backgrounds": ["Written by her GP."]}'
    with run_stub(scripted({"propose_backgrounds": ['{"backgrounds": ["unterminated', good]})) as stub:
        backend = backend_for(stub)
        result = run(backend.propose_backgrounds(PROFILE, RecordTypeChoice("r", "c", "s"), n=1, seed=0))
    assert result == ["Written by her GP."]
    assert backend.usage["reasks"] == 1 and len(stub.requests) == 2
    roles = [m["role"] for m in stub.requests[1]["messages"]]
    assert roles == ["system", "user", "assistant", "user"]
    assert "not valid JSON" in stub.requests[1]["messages"][-1]["content"]


def test_two_broken_answers_raise_backend_error_with_snippet_not_empty_result():
    with run_stub(scripted({"propose_formats": "I'd rather write a poem about formats."})) as stub:
        backend = backend_for(stub)
        with pytest.raises(BackendError) as info:
            run(backend.propose_formats(PROFILE, RecordTypeChoice("r", "c", "s"), "bg", n=2, seed=0))
    assert info.value.task == "propose_formats"
    assert "a poem about formats" in str(info.value)
    assert len(stub.requests) == 2 and backend.usage["errors"] == 1


def test_schema_invalid_answer_reasked_then_backend_error():
    with run_stub(scripted({"judge": '{"reasoning": "B is better", "verdict": "B"}'})) as stub:
        with pytest.raises(BackendError, match="judge.*probability"):
            run(backend_for(stub).judge(SPEC, Draft("a"), Draft("b"), seed=0))
    assert len(stub.requests) == 2


def test_http_500_retried_then_success():
    answers = [(500, "overloaded"), (503, "try later"), LONG_TEXT]
    with run_stub(scripted({"draft": answers})) as stub:
        backend = backend_for(stub, max_retries=2)
        draft = run(backend.draft(SPEC, seed=0))
    assert draft.text == LONG_TEXT
    assert len(stub.requests) == 3 and backend.usage["retries"] == 2 and backend.usage["errors"] == 0


def test_persistent_500_raises_backend_error_naming_task_and_status():
    with run_stub(scripted({"draft": (500, "model crashed: CUDA out of memory")})) as stub:
        backend = backend_for(stub, max_retries=3)
        with pytest.raises(BackendError) as info:
            run(backend.draft(SPEC, seed=0))
    message = str(info.value)
    assert info.value.task == "draft" and message.startswith("draft:")
    assert "500" in message and "CUDA out of memory" in message and "4 attempts" in message
    assert len(stub.requests) == 4 and backend.usage["errors"] == 1


def test_http_400_not_retried():
    with run_stub(scripted({"draft": (400, "context length exceeded")})) as stub:
        with pytest.raises(BackendError, match=r"draft.*400.*context length exceeded"):
            run(backend_for(stub, max_retries=3).draft(SPEC, seed=0))
    assert len(stub.requests) == 1


def _reasoning_model_server(request_json: dict):
    """Answers like the OpenAI API for a reasoning model: no max_tokens, no temperature but 1."""
    if "max_tokens" in request_json:
        return 400, {"error": {"message": "Unsupported parameter: 'max_tokens' is not supported with this model. "
                               "Use 'max_completion_tokens' instead.", "type": "invalid_request_error",
                               "param": "max_tokens", "code": "unsupported_parameter"}}
    if request_json.get("temperature", 1) != 1:
        return 400, {"error": {"message": "Unsupported value: 'temperature' does not support 0.7 with this model. "
                               "Only the default (1) value is supported.", "type": "invalid_request_error",
                               "param": "temperature", "code": "unsupported_value"}}
    return LONG_TEXT


def test_reasoning_model_parameters_are_adopted_once_and_kept():
    with run_stub(_reasoning_model_server) as stub:
        backend = backend_for(stub, max_tokens=900, max_retries=0)
        assert run(backend.draft(SPEC, seed=0)).text == LONG_TEXT
        assert run(backend.draft(SPEC, seed=1)).text == LONG_TEXT
    first, second, third, later = stub.requests
    assert first["max_tokens"] == 900 and second["max_completion_tokens"] == 900 and "max_tokens" not in second
    assert "temperature" in second and "temperature" not in third and third["max_completion_tokens"] == 900
    assert later == {**third, "seed": 1}  # the next call goes straight to the accepted form
    assert backend.usage["retries"] == 0 and backend.usage["errors"] == 0


def _value_errors_server(request_json: dict):
    """Answers like the OpenAI API to out-of-range values (not to unsupported parameters)."""
    limit = request_json.get("max_tokens") or request_json.get("max_completion_tokens")
    if limit and limit > 1000:
        param = "max_tokens" if "max_tokens" in request_json else "max_completion_tokens"
        return 400, {"error": {"message": f"{param} is too large: {limit}. This model supports at most 1000 "
                               "completion tokens", "type": "invalid_request_error", "param": param,
                               "code": "invalid_value"}}
    if request_json.get("temperature", 0) > 2:
        return 400, {"error": {"message": "Invalid 'temperature': decimal above maximum value. Expected a value <= 2",
                               "type": "invalid_request_error", "param": "temperature",
                               "code": "decimal_above_max_value"}}
    return LONG_TEXT


def test_out_of_range_values_stay_errors_and_change_no_parameter():
    with run_stub(_value_errors_server) as stub:
        backend = backend_for(stub, max_tokens=5000, max_retries=0)
        with pytest.raises(BackendError, match="too large"):
            run(backend.draft(SPEC, seed=0))
        hot = backend_for(stub, max_tokens=500, max_retries=0, task_temperatures={"draft": 3.0})
        with pytest.raises(BackendError, match="temperature"):
            run(hot.draft(SPEC, seed=0))
    assert backend.token_limit_param == "max_tokens" and hot.send_temperature
    assert len(stub.requests) == 2


def test_token_limit_param_can_be_chosen_up_front():
    with run_stub(scripted({"draft": LONG_TEXT})) as stub:
        run(backend_for(stub, token_limit_param="max_completion_tokens", max_tokens=50).draft(SPEC, seed=0))
    assert stub.requests[0]["max_completion_tokens"] == 50 and "max_tokens" not in stub.requests[0]
    with pytest.raises(ValueError, match="token_limit_param"):
        OpenAIBackend(base_url="http://127.0.0.1:9", model="m", token_limit_param="max_new_tokens")


def test_rate_limit_429_retried():
    with run_stub(scripted({"draft": [(429, "slow down"), LONG_TEXT]})) as stub:
        assert run(backend_for(stub).draft(SPEC, seed=0)).text == LONG_TEXT
    assert len(stub.requests) == 2


def test_timeout_retried_then_success():
    calls = []

    def slow_then_fast(request):
        calls.append(1)
        if len(calls) == 1:
            time.sleep(0.5)
        return LONG_TEXT

    with run_stub(scripted({"draft": slow_then_fast})) as stub:
        backend = backend_for(stub, timeout=0.2)
        assert run(backend.draft(SPEC, seed=0)).text == LONG_TEXT
    assert backend.usage["retries"] == 1 and len(calls) == 2


def test_unreachable_server_raises_backend_error():
    with run_stub(scripted({})) as stub:
        base_url = stub.base_url
    backend = OpenAIBackend(base_url=base_url, model="m", max_retries=1, retry_backoff=0.001)
    with pytest.raises(BackendError, match="draft.*connection error.*2 attempts"):
        run(backend.draft(SPEC, seed=0))


@pytest.mark.parametrize("content", ["", "   \n", None])
def test_empty_completion_raises_backend_error(content):
    with run_stub(scripted({"propose_backgrounds": completion(content)})) as stub:
        with pytest.raises(BackendError, match="propose_backgrounds.*empty completion"):
            run(backend_for(stub).propose_backgrounds(PROFILE, RecordTypeChoice("r", "c", "s"), n=1, seed=0))


def test_truncated_answer_reasked_then_backend_error():
    cut = completion('{"attributes": [{"key": "name", "value": "Mir', finish_reason="length")
    with run_stub(scripted({"annotate": cut})) as stub:
        with pytest.raises(BackendError, match="annotate.*cut off"):
            run(backend_for(stub).annotate(SPEC, Draft("Mirela"), seed=0))
    assert len(stub.requests) == 2


# --- transport, concurrency, accounting -----------------------------------------------------


def test_concurrency_limit_respected():
    def slow(request):
        time.sleep(0.1)
        return LONG_TEXT

    async def many(backend):
        return await asyncio.gather(*(backend.draft(SPEC, seed=s) for s in range(10)))

    with run_stub(scripted({"draft": slow})) as stub:
        drafts = run(many(backend_for(stub, concurrency=3)))
    assert len(drafts) == 10 and len(stub.requests) == 10
    assert 1 < stub.max_in_flight <= 3  # parallel, never above the limit


def test_seed_model_and_sampling_params_passed_through():
    with run_stub(scripted({"draft": LONG_TEXT, "judge": '{"reasoning": "", "probability": 0.5}'})) as stub:
        backend = backend_for(stub, model="qwen-7b", temperature=0.9, max_tokens=777)
        run_all(backend.draft(SPEC, seed=1234), backend.judge(SPEC, Draft("a"), Draft("b"), seed=99))
    draft_request, judge_request = stub.requests
    assert draft_request["model"] == "qwen-7b" and draft_request["seed"] == 1234
    assert draft_request["temperature"] == 0.9 and draft_request["max_tokens"] == 777
    assert judge_request["seed"] == 99 and judge_request["temperature"] == 0.0
    assert "response_format" not in draft_request and "response_format" not in judge_request
    assert stub.paths == ["/v1/chat/completions"] * 2


def test_structured_outputs_send_json_schema_for_json_tasks_only():
    answers = {"judge": '{"reasoning": "", "probability": 0.5}', "draft": LONG_TEXT}
    with run_stub(scripted(answers)) as stub:
        backend = backend_for(stub, structured_outputs=True)
        run_all(backend.judge(SPEC, Draft("a"), Draft("b"), seed=0), backend.draft(SPEC, seed=0))
    judge_format = stub.requests[0]["response_format"]
    assert judge_format["type"] == "json_schema"
    assert judge_format["json_schema"]["name"] == "judge"
    assert set(judge_format["json_schema"]["schema"]["required"]) == {"reasoning", "probability"}
    assert "response_format" not in stub.requests[1]


def test_usage_accounting_counts_tokens_calls_and_cost():
    body = completion(
        LONG_TEXT, usage={"prompt_tokens": 1000, "completion_tokens": 500, "total_tokens": 1500}
    )
    with run_stub(scripted({"draft": body})) as stub:
        backend = backend_for(stub, price_per_1k_input=0.5, price_per_1k_output=2.0)
        run_all(backend.draft(SPEC, seed=0), backend.draft(SPEC, seed=1))
    assert backend.usage["calls"] == 2
    assert backend.usage["prompt_tokens"] == 2000 and backend.usage["completion_tokens"] == 1000
    assert backend.usage["cost_usd"] == pytest.approx(2 * (0.5 + 1.0))
    assert backend.usage_by_task["draft"]["calls"] == 2


def test_missing_usage_field_still_counts_the_call():
    with run_stub(scripted({"draft": completion(LONG_TEXT, usage=None)})) as stub:
        backend = backend_for(stub)
        run(backend.draft(SPEC, seed=0))
    assert backend.usage["calls"] == 1 and backend.usage["prompt_tokens"] == 0


def test_api_key_from_env_is_sent_but_not_stored(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret-123")
    with run_stub(scripted({"draft": LONG_TEXT})) as stub:
        backend = backend_for(stub)
        run(backend.draft(SPEC, seed=0))
    assert stub.headers[0]["authorization"] == "Bearer sk-secret-123"
    assert "sk-secret" not in repr(backend)
    assert all("sk-secret" not in repr(v) for k, v in vars(backend).items() if k != "_client")


def test_api_key_defaults_to_placeholder(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with run_stub(scripted({"draft": LONG_TEXT})) as stub:
        run(backend_for(stub).draft(SPEC, seed=0))
    assert stub.headers[0]["authorization"] == "Bearer EMPTY"


def test_backend_usable_across_event_loops_and_closes():
    with run_stub(scripted({"draft": LONG_TEXT})) as stub:
        backend = backend_for(stub)
        run(backend.draft(SPEC, seed=0))
        run(backend.draft(SPEC, seed=1))
        run(backend.aclose())
    assert len(stub.requests) == 2


def test_openai_backend_implements_every_backend_task_with_its_signature():
    for name, member in vars(Backend).items():
        if inspect.iscoroutinefunction(member):
            implementation = getattr(OpenAIBackend, name)
            assert inspect.iscoroutinefunction(implementation), name
            assert inspect.signature(implementation) == inspect.signature(member), name


def test_get_backend_builds_openai_backend():
    backend = get_backend("openai", base_url="http://127.0.0.1:9/v1", model="m")
    assert isinstance(backend, OpenAIBackend) and backend.name == "openai" and backend.model == "m"


# --- the stub itself ----------------------------------------------------------------------------


def test_stub_answers_both_paths_and_routes_by_task():
    request = {"model": "m", "messages": [{"role": "system", "content": "TASK: judge\nrest"}]}
    assert task_of(request) == "judge"
    with run_stub(scripted({"judge": "ok"})) as stub:
        for url in (f"{stub.base_url}/chat/completions", f"{stub.root_url}/chat/completions"):
            post = urllib.request.Request(url, data=json.dumps(request).encode(), method="POST")
            with urllib.request.urlopen(post, timeout=5) as response:
                body = json.loads(response.read())
            assert body["choices"][0]["message"]["content"] == "ok" and "usage" in body
    assert stub.tasks() == ["judge", "judge"]
