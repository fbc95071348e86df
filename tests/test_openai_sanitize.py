"""OpenAIBackend's sanitization tasks against the loopback stub server: one behaviour per test."""

from __future__ import annotations

import inspect
import json

import pytest

from privasis_hub.llm.base import BackendError, SanitizationTarget, SanitizeBackend, TargetAttribute
from privasis_hub.llm.openai_backend import SANITIZE_TASKS, OpenAIBackend, _target_context
from privasis_hub.llm.prompting import render_messages
from privasis_hub.llm.stub_server import (
    _OPEN,
    backend_for,
    completion,
    last_user_message,
    run,
    run_stub,
    scripted,
)
from privasis_hub.schema import Attribute

DOB = SanitizationTarget(
    kind="attribute",
    name="date_of_birth",
    attributes=(TargetAttribute("date_of_birth", "1983-06-14"),),
    operation="abstract",
)
CONTACT = SanitizationTarget(
    kind="group",
    name="contact details",
    attributes=(
        TargetAttribute("phone", "(312) 555-0147"),
        TargetAttribute("email", "mirela.oyelaran@example.com"),
    ),
    operation="drop",
)
CHUNK = "Patient: Mirela Oyelaran, born 1983-06-14, seen by Dr. Haskins in Chicago.\n\n"
REWRITTEN = "Patient: Mirela Oyelaran, born June 1983, seen by Dr. Haskins in Chicago."
INSTRUCTION = "Reduce the patient's date of birth to the month and year."
KEEP = ["Dr. Haskins"]



@pytest.fixture(autouse=True)
def _forget_backends():
    yield
    _OPEN.clear()


def attributes(*keys: str) -> list[Attribute]:
    return [Attribute(key=k, value=f"value of {k}", group="misc", sensitivity=0.5) for k in keys]


def weights_json(**weights: float) -> str:
    return json.dumps({"weights": weights})


# --- interface and prompts ------------------------------------------------------------------


def test_openai_backend_implements_every_sanitize_task_with_its_signature():
    for name, member in vars(SanitizeBackend).items():
        if inspect.iscoroutinefunction(member):
            implementation = getattr(OpenAIBackend, name)
            assert inspect.iscoroutinefunction(implementation), name
            assert inspect.signature(implementation) == inspect.signature(member), name


@pytest.mark.parametrize("task", SANITIZE_TASKS)
def test_every_sanitize_prompt_renders_with_task_line_first(task):
    context = {
        "attributes": [("ssn", "identity", "912-45-6789")],
        "target": _target_context(DOB),
        "chunks": [CHUNK],
        "chunk": CHUNK.strip(),
        "instruction": INSTRUCTION,
        "keep": KEEP,
        "parts": [INSTRUCTION],
    }
    system, user = render_messages(task, **context)
    assert system["content"].split("\n", 1)[0] == f"TASK: {task}"
    assert len(system["content"]) > 300 and user["content"]


# --- weigh_sensitivity ----------------------------------------------------------------------


def test_weigh_sensitivity_parses_weights_clipped_to_unit_interval():
    answer = weights_json(ssn=1.4, diagnosis=0.9, mood=-0.3)
    with run_stub(scripted({"weigh_sensitivity": answer})) as stub:
        weights = run(backend_for(stub).weigh_sensitivity(attributes("ssn", "diagnosis", "mood"), seed=5))
    assert weights == {"ssn": 1.0, "diagnosis": 0.9, "mood": 0.0}
    request = stub.requests[0]
    assert len(stub.requests) == 1 and request["temperature"] == 0.0 and request["seed"] == 5
    assert "- mood [misc]: value of mood" in last_user_message(request)


def test_weigh_sensitivity_missing_key_reasked_once_then_fixed():
    first, second = weights_json(ssn=0.9), weights_json(ssn=0.9, mood=0.1)
    with run_stub(scripted({"weigh_sensitivity": [first, second]})) as stub:
        backend = backend_for(stub)
        weights = run(backend.weigh_sensitivity(attributes("ssn", "mood"), seed=0))
    assert weights == {"ssn": 0.9, "mood": 0.1}
    assert len(stub.requests) == 2 and backend.usage["reasks"] == 1
    assert "mood" in last_user_message(stub.requests[1])


def test_weigh_sensitivity_key_still_missing_after_reask_raises():
    with run_stub(scripted({"weigh_sensitivity": weights_json(ssn=0.9)})) as stub:
        backend = backend_for(stub)
        with pytest.raises(BackendError, match=r"weigh_sensitivity.*no weight: mood"):
            run(backend.weigh_sensitivity(attributes("ssn", "mood"), seed=0))
    assert len(stub.requests) == 2 and backend.usage["errors"] == 1


def test_weigh_sensitivity_of_no_attributes_is_empty_without_a_call():
    with run_stub(scripted({})) as stub:
        assert run(backend_for(stub).weigh_sensitivity([], seed=0)) == {}
    assert stub.requests == []


def test_weigh_sensitivity_structured_outputs_schema_requires_every_key():
    with run_stub(scripted({"weigh_sensitivity": weights_json(ssn=0.9, mood=0.1)})) as stub:
        run(backend_for(stub, structured_outputs=True).weigh_sensitivity(attributes("ssn", "mood"), seed=0))
    schema = stub.requests[0]["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["weights"]["required"] == ["ssn", "mood"]


# --- abstract_instruction -------------------------------------------------------------------


def test_abstract_instruction_returns_plain_instruction_grounded_in_every_chunk():
    answer = f'Here is the instruction:\n"{INSTRUCTION}"'
    chunks = [CHUNK, "Date of birth: 1983-06-14\n"]
    with run_stub(scripted({"abstract_instruction": answer})) as stub:
        instruction = run(backend_for(stub, temperature=0.8).abstract_instruction(DOB, chunks, seed=0))
    assert instruction == INSTRUCTION
    prompt = last_user_message(stub.requests[0])
    assert "Mirela Oyelaran, born 1983-06-14" in prompt and "Date of birth: 1983-06-14" in prompt
    assert "response_format" not in stub.requests[0] and stub.requests[0]["temperature"] == 0.8


def test_abstract_instruction_quoting_the_value_reasked_once():
    leaky = "Replace 1983-06-14 with June 1983."
    with run_stub(scripted({"abstract_instruction": [leaky, INSTRUCTION]})) as stub:
        backend = backend_for(stub)
        instruction = run(backend.abstract_instruction(DOB, [CHUNK], seed=0))
    assert instruction == INSTRUCTION and backend.usage["reasks"] == 1
    assert "'1983-06-14'" in last_user_message(stub.requests[1])


def test_abstract_instruction_still_quoting_the_value_raises():
    with run_stub(scripted({"abstract_instruction": "Change 1983-06-14 to 1983."})) as stub:
        with pytest.raises(BackendError, match=r"abstract_instruction.*repeats the target's own values"):
            run(backend_for(stub).abstract_instruction(DOB, [CHUNK], seed=0))
    assert len(stub.requests) == 2


# --- rewrite_chunk ----------------------------------------------------------------------------


def test_rewrite_chunk_returns_rewrite_with_the_chunks_own_whitespace():
    chunk = "\n  " + CHUNK
    with run_stub(scripted({"rewrite_chunk": REWRITTEN})) as stub:
        result = run(backend_for(stub, temperature=0.9).rewrite_chunk(chunk, INSTRUCTION, DOB, KEEP, seed=0))
    assert result == "\n  " + REWRITTEN + "\n\n"
    request = stub.requests[0]
    assert request["temperature"] == 0.0 and len(stub.requests) == 1
    assert f"<chunk>\n{CHUNK.strip()}\n</chunk>" in last_user_message(request)
    assert "- Dr. Haskins" in last_user_message(request)


@pytest.mark.parametrize(
    "answer",
    [
        f"```\n{REWRITTEN}\n```",
        f"Here is the rewritten chunk:\n\n```text\n{REWRITTEN}\n```\nI replaced the date of birth.",
        f"Sure! Here's the rewritten text:\n{REWRITTEN}\n\nNote: only the date of birth changed.",
        f"<chunk>\n{REWRITTEN}\n</chunk>",
        f"<think>the date must go</think>\n{REWRITTEN}",
    ],
)
def test_rewrite_chunk_strips_fences_preambles_and_notes(answer):
    with run_stub(scripted({"rewrite_chunk": answer})) as stub:
        result = run(backend_for(stub).rewrite_chunk(CHUNK, INSTRUCTION, DOB, KEEP, seed=0))
    assert result == REWRITTEN + "\n\n"
    assert len(stub.requests) == 1


def test_rewrite_chunk_keeps_its_own_last_paragraph_when_rewritten():
    chunk = "Plan:\nReturn in 6 weeks.\n\nNote: DOB 1983-06-14\n"
    answer = "Plan:\nReturn in 6 weeks.\n\nNote: DOB June 1983"
    with run_stub(scripted({"rewrite_chunk": answer})) as stub:
        result = run(backend_for(stub).rewrite_chunk(chunk, INSTRUCTION, DOB, [], seed=0))
    assert result == answer + "\n"


def test_rewrite_chunk_lost_keep_string_reasked_once_then_fixed():
    lost = REWRITTEN.replace("Dr. Haskins", "her doctor")
    with run_stub(scripted({"rewrite_chunk": [lost, REWRITTEN]})) as stub:
        backend = backend_for(stub)
        result = run(backend.rewrite_chunk(CHUNK, INSTRUCTION, DOB, KEEP, seed=0))
    assert result == REWRITTEN + "\n\n" and backend.usage["reasks"] == 1
    reask = stub.requests[1]["messages"]
    assert reask[-2] == {"role": "assistant", "content": lost}
    assert "'Dr. Haskins'" in reask[-1]["content"]


def test_rewrite_chunk_keep_string_still_missing_raises_naming_it():
    lost = REWRITTEN.replace("Dr. Haskins", "her doctor")
    with run_stub(scripted({"rewrite_chunk": lost})) as stub:
        with pytest.raises(BackendError, match=r"rewrite_chunk.*missing.*'Dr\. Haskins'"):
            run(backend_for(stub).rewrite_chunk(CHUNK, INSTRUCTION, DOB, KEEP, seed=0))
    assert len(stub.requests) == 2


def test_rewrite_chunk_ignores_keep_strings_not_in_the_chunk():
    with run_stub(scripted({"rewrite_chunk": REWRITTEN})) as stub:
        result = run(backend_for(stub).rewrite_chunk(CHUNK, INSTRUCTION, DOB, ["elsewhere"], seed=0))
    assert result == REWRITTEN + "\n\n" and "elsewhere" not in last_user_message(stub.requests[0])


@pytest.mark.parametrize("content", ["", "  \n", None])
def test_rewrite_chunk_empty_completion_raises(content):
    with run_stub(scripted({"rewrite_chunk": completion(content)})) as stub:
        with pytest.raises(BackendError, match="rewrite_chunk.*empty completion"):
            run(backend_for(stub).rewrite_chunk(CHUNK, INSTRUCTION, DOB, KEEP, seed=0))


def test_rewrite_chunk_answer_empty_once_unwrapped_raises_after_reask():
    with run_stub(scripted({"rewrite_chunk": "```\n```"})) as stub:
        with pytest.raises(BackendError, match="rewrite_chunk.*rewritten chunk is empty"):
            run(backend_for(stub).rewrite_chunk(CHUNK, INSTRUCTION, DOB, KEEP, seed=0))
    assert len(stub.requests) == 2


def test_rewrite_chunk_dropping_a_chunk_that_is_the_whole_value_is_empty_without_a_call():
    with run_stub(scripted({})) as stub:
        result = run(backend_for(stub).rewrite_chunk("(312) 555-0147\n", "Remove it.", CONTACT, [], seed=0))
    assert result == "\n" and stub.requests == []


# --- aggregate_instruction ------------------------------------------------------------------


def test_aggregate_instruction_merges_parts_and_names_kept_keys_in_words():
    request = "Please make my birth date vaguer and drop my contact details, but leave my city as it is."
    retention = [TargetAttribute("home_city", "Chicago"), TargetAttribute("visit_date_2", "2024-03-03")]
    with run_stub(scripted({"aggregate_instruction": f"Sure! Here's the request:\n\n{request}"})) as stub:
        result = run(
            backend_for(stub).aggregate_instruction(
                [INSTRUCTION, "Remove the contact details."], retention, seed=0
            )
        )
    assert result == request
    prompt = last_user_message(stub.requests[0])
    assert "1. " + INSTRUCTION in prompt and "2. Remove the contact details." in prompt
    assert "- home city" in prompt and "- visit date" in prompt
    assert "home_city" not in prompt and "Chicago" not in prompt


# --- transport errors -------------------------------------------------------------------------

CALLS = {
    "weigh_sensitivity": lambda b: b.weigh_sensitivity(attributes("ssn"), seed=0),
    "abstract_instruction": lambda b: b.abstract_instruction(DOB, [CHUNK], seed=0),
    "rewrite_chunk": lambda b: b.rewrite_chunk(CHUNK, INSTRUCTION, DOB, KEEP, seed=0),
    "aggregate_instruction": lambda b: b.aggregate_instruction([INSTRUCTION], [], seed=0),
}


@pytest.mark.parametrize("task", SANITIZE_TASKS)
def test_persistent_500_raises_backend_error_naming_the_task(task):
    with run_stub(scripted({task: (500, "model crashed")})) as stub:
        backend = backend_for(stub, max_retries=2)
        with pytest.raises(BackendError) as info:
            run(CALLS[task](backend))
    assert info.value.task == task and str(info.value).startswith(f"{task}:")
    assert "500" in str(info.value) and "3 attempts" in str(info.value)
    assert len(stub.requests) == 3
    assert backend.usage_by_task[task]["retries"] == 2 and backend.usage_by_task[task]["errors"] == 1


def test_usage_counted_per_sanitize_task():
    body = completion(REWRITTEN, usage={"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120})
    with run_stub(scripted({"rewrite_chunk": body})) as stub:
        backend = backend_for(stub, price_per_1k_input=1.0, price_per_1k_output=2.0)
        run(CALLS["rewrite_chunk"](backend))
    assert backend.usage_by_task["rewrite_chunk"]["calls"] == 1
    assert backend.usage["prompt_tokens"] == 100 and backend.usage["completion_tokens"] == 20
    assert backend.usage["cost_usd"] == pytest.approx(0.1 + 0.04)
