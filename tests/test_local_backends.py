"""Local models (LocalChatModel, the transformers and vllm backends), server pools and the response cache."""

from __future__ import annotations

import pytest

from privasis_hub.llm.cache import ResponseCache
from privasis_hub.llm.endpoints import EndpointPool, parse_base_urls
from privasis_hub.llm.transformers_backend import VLLMBackend, vllm_available, vllm_sampling_kwargs
from tests.tiny_model import build_tiny_model

MESSAGES = [{"role": "system", "content": "TASK: draft"}, {"role": "user", "content": "a record for a name"}]


@pytest.fixture(scope="module", autouse=True)
def one_torch_thread():
    """A 2-layer model's step is dispatch-bound: extra intra-op threads only spin-wait on a shared
    2-core machine (measured: a 5-record build 13x slower in wall and CPU time with 2 threads)."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    """A random tiny Llama whose tokenizer learnt its merges from the pipeline's prompt templates
    (prompts 1.5x shorter in tokens than with the default corpus, so every step is cheaper)."""
    from importlib.resources import files

    prompts = sorted(files("privasis_hub.llm").joinpath("prompts").iterdir(), key=lambda f: f.name)
    corpus = [f.read_text() for f in prompts if f.name.endswith(".txt")]
    return build_tiny_model(tmp_path_factory.mktemp("tiny") / "model", corpus=corpus)


@pytest.fixture(scope="module")
def lm(tiny):
    from privasis_hub.llm.local import LocalChatModel

    return LocalChatModel(tiny, device="cpu", batch_size=3)


def test_left_padded_batch_equals_one_prompt_at_a_time(lm):
    prompts = [MESSAGES, "a much longer raw text prompt with many more words in it than the other", MESSAGES]
    batched = lm.generate(prompts, max_new_tokens=6)
    alone = [lm.generate([p], max_new_tokens=6)[0] for p in prompts]
    assert batched == alone and batched[0] == batched[2]


def test_chat_lists_use_the_template_and_strings_stay_raw(lm):
    assert lm.render(MESSAGES).endswith("<|assistant|>\n") and "<|system|>" in lm.render(MESSAGES)
    assert lm.render("plain") == "plain"


def test_seeded_sampling_repeats(lm):
    a = lm.generate(["abc"], max_new_tokens=5, temperature=1.0, seed=7)
    assert a == lm.generate(["abc"], max_new_tokens=5, temperature=1.0, seed=7)


def test_token_counts_and_the_length_limit(lm):
    (text, prompt_tokens, new_tokens), = lm.generate_detailed(["abc def"], max_new_tokens=4)
    assert prompt_tokens == lm.count_tokens("abc def") and 1 <= new_tokens <= 4


def test_a_peft_adapter_folder_loads_on_its_base(tiny, tmp_path):
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    from privasis_hub.llm.local import LocalChatModel

    model = get_peft_model(AutoModelForCausalLM.from_pretrained(tiny),
                           LoraConfig(r=2, target_modules=["q_proj", "v_proj"], init_lora_weights=True))
    model.save_pretrained(tmp_path / "adapter")
    adapted = LocalChatModel(tmp_path / "adapter", device="cpu")
    assert adapted.is_adapter and adapted.base_model == str(tiny)
    assert adapted.generate(["abc"], max_new_tokens=3) == LocalChatModel(tiny, device="cpu").generate(
        ["abc"], max_new_tokens=3)  # a fresh LoRA is the identity


def test_transformers_backend_failure_quotes_the_models_output(tiny):
    """Decoding freely (structured_outputs=False), a random tiny model cannot write JSON: the task
    fails loudly, quoting what the model said."""
    import asyncio

    from privasis_hub.llm import BackendError
    from privasis_hub.llm.transformers_backend import TransformersBackend

    backend = TransformersBackend(str(tiny), batch_size=2, max_tokens=8, device="cpu", structured_outputs=False)
    with pytest.raises(BackendError, match="unusable answer after one re-ask.*the answer was"):
        asyncio.run(backend.fill_profile({}, seed=0))
    assert backend.usage["calls"] == 2 and backend.usage["reasks"] == 1 and backend.usage["errors"] == 1


def test_transformers_backend_batches_concurrent_calls(tiny):
    import asyncio

    from privasis_hub.llm.transformers_backend import TransformersBackend

    backend = TransformersBackend(str(tiny), batch_size=4, max_tokens=4, device="cpu")
    sizes = []
    generate = backend.lm.generate_detailed
    backend.lm.generate_detailed = lambda prompts, **kw: sizes.append(len(prompts)) or generate(prompts, **kw)

    async def many():
        return await asyncio.gather(*(backend._complete("draft", MESSAGES + [{"role": "user", "content": str(i)}],
                                                        seed=i, schema=None) for i in range(6)))

    completions = asyncio.run(many())
    assert sizes == [4, 2] and all(c.finish_reason in ("stop", "length") for c in completions)
    assert backend.usage["calls"] == 6 and backend.usage["completion_tokens"] > 0


def test_vllm_backend_names_the_missing_package():
    if vllm_available():
        pytest.skip("vLLM is installed here")
    with pytest.raises(ImportError, match="pip install vllm"):
        VLLMBackend("some/model")


def test_vllm_sampling_carries_each_calls_seed():
    assert vllm_sampling_kwargs({"temperature": 0.7, "max_tokens": 64}, 5) == {
        "temperature": 0.7, "max_tokens": 64, "seed": 5}


# --- many servers ----------------------------------------------------------------------------

class Clock:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


def test_requests_go_to_the_server_with_fewest_in_flight():
    pool = EndpointPool([object(), object()], ["http://a/v1", "http://b/v1"], clock=Clock())
    first, second = pool.acquire(), pool.acquire()
    assert {first.url, second.url} == {"http://a/v1", "http://b/v1"}
    pool.release(first, 0.0)
    assert pool.acquire() is first


def test_a_failing_server_is_taken_out_then_put_back():
    clock = Clock()
    pool = EndpointPool([object(), object()], ["http://a/v1", "http://b/v1"], backoff=5, clock=clock)
    a = pool.endpoints[0]
    pool.release(pool.acquire(), 0.0, error="HTTP 503: busy", take_out=True)
    assert [e.url for e in pool.up()] == ["http://b/v1"] and pool.has_other_up(a)
    assert all(pool.acquire().url == "http://b/v1" for _ in range(3))
    clock.t = 5.0
    assert a in pool.up()
    report = pool.report()[0]
    assert report["errors"] == 1 and report["times_taken_out"] == 1 and report["errors_by_kind"] == {"HTTP 503": 1}


def test_server_urls_from_repeats_commas_and_files(tmp_path):
    listing = tmp_path / "servers.txt"
    listing.write_text("# fleet\nhttp://n1:8000/v1\n\nhttp://n2:8000/v1  # second\n")
    assert parse_base_urls(["http://a/v1,http://b/v1", str(listing), "http://a/v1"]) == [
        "http://a/v1", "http://b/v1", "http://n1:8000/v1", "http://n2:8000/v1"]
    with pytest.raises(ValueError, match="http"):
        parse_base_urls(["localhost:8000"])


# --- the response cache ----------------------------------------------------------------------

def test_cache_key_covers_model_messages_sampling_and_seed(tmp_path):
    key = ResponseCache.key("m", MESSAGES, {"temperature": 0.0}, 1)
    assert key == ResponseCache.key("m", [dict(m) for m in MESSAGES], {"temperature": 0.0}, 1)
    others = [ResponseCache.key("m2", MESSAGES, {"temperature": 0.0}, 1),
              ResponseCache.key("m", MESSAGES[:1], {"temperature": 0.0}, 1),
              ResponseCache.key("m", MESSAGES, {"temperature": 0.5}, 1),
              ResponseCache.key("m", MESSAGES, {"temperature": 0.0}, 2)]
    assert key not in others and len(set(others)) == 4


def test_cache_persists_across_instances_and_reports_its_size(tmp_path):
    cache = ResponseCache(tmp_path)
    assert cache.get("k") is None
    cache.put("k", {"text": "hi", "finish_reason": "stop"})
    cache.close()
    again = ResponseCache(tmp_path / "llm-responses.sqlite")
    assert again.get("k") == {"text": "hi", "finish_reason": "stop"}
    report = again.report()
    assert report["entries"] == 1 and report["bytes"] > 0 and report["hits"] == 1


# --- constrained decoding (llguidance) -------------------------------------------------------

DOCUMENT = 'Patient: "Ann Lee"\nPhone 555-0100; seen 2024-01-02 at Elm Clinic.'


def _constrained(lm, task, **context):
    from privasis_hub.llm import constrained
    from privasis_hub.llm.openai_backend import SCHEMAS

    schema = constrained.tighten(task, constrained.with_context(task, SCHEMAS[task], **context),
                                 max_string_chars=6, max_items=3)
    (text, _, new_tokens), = lm.generate_detailed([MESSAGES], max_new_tokens=400,
                                                  grammars=[constrained.grammar(schema)])
    assert new_tokens < 400  # the answer ended by itself, inside its bounds
    return text


def test_a_random_model_answers_every_json_task_in_a_shape_its_parser_accepts(lm):
    pytest.importorskip("llguidance")
    import json

    from privasis_hub.llm import openai_backend as ob

    profile = ob.parse_profile(json.loads(_constrained(lm, "fill_profile")), {})
    assert profile.age >= 18 and all(getattr(profile, f) for f in ob.PROFILE_FIELDS)
    assert ob.parse_record_types(json.loads(_constrained(lm, "propose_record_types")), "medical", 5)
    assert ob.parse_strings(json.loads(_constrained(lm, "propose_backgrounds")), "backgrounds", 5)
    assert 0 <= ob.parse_probability(json.loads(_constrained(lm, "judge"))) <= 1


def test_annotated_values_are_copied_from_the_document(lm):
    pytest.importorskip("llguidance")
    import json

    from privasis_hub.llm.openai_backend import parse_attributes

    attributes, complaint = parse_attributes(json.loads(_constrained(lm, "annotate", text=DOCUMENT)), DOCUMENT)
    assert complaint is None and attributes and all(a.value in DOCUMENT and a.spans for a in attributes)


def test_group_keys_come_from_the_given_keys(lm):
    pytest.importorskip("llguidance")
    import json

    keys = ["name", "phone number", "visit_date"]
    answer = json.loads(_constrained(lm, "group", keys=keys))
    assert {k for g in answer["groups"] for k in g["keys"]} <= set(keys)


def test_constrained_and_free_rows_share_a_batch(lm):
    pytest.importorskip("llguidance")
    import json

    from privasis_hub.llm import constrained
    from privasis_hub.llm.openai_backend import SCHEMAS

    g = constrained.grammar(constrained.tighten("judge", SCHEMAS["judge"], max_string_chars=4))
    free, bound = lm.generate([MESSAGES, MESSAGES], max_new_tokens=80, grammars=[None, g])
    assert free == lm.generate([MESSAGES], max_new_tokens=80)[0]  # the free row is untouched
    assert 0 <= json.loads(bound)["probability"] <= 1


def test_token_bitmask_bit_order():
    """Token t is bit t % 32 of int32 word t // 32 (llguidance's layout), on any device."""
    import numpy as np

    from privasis_hub.llm.constrained import allowed_tokens

    words = np.array([[1 | 1 << 31, 0b101], [0xFFFFFFFF, 0]], dtype=np.uint32).view(np.int32)
    allowed = allowed_tokens(words, 35)
    assert allowed[0].nonzero().flatten().tolist() == [0, 31, 32, 34]
    assert allowed[1].nonzero().flatten().tolist() == list(range(32))


def test_servers_get_standard_json_schema_without_the_copy_constraint():
    from privasis_hub.llm import constrained
    from privasis_hub.llm.openai_backend import SCHEMAS
    from privasis_hub.llm.transformers_backend import _structured

    narrowed = constrained.with_context("annotate", SCHEMAS["annotate"], text=DOCUMENT)
    assert constrained.SUBSTRING_OF in str(narrowed) and constrained.SUBSTRING_OF not in str(SCHEMAS["annotate"])

    class Params:  # the shape of vllm.sampling_params in vLLM >= 0.11
        class StructuredOutputsParams:
            def __init__(self, json):
                self.json = json

    sent = _structured(type("vllm", (), {"sampling_params": Params}), constrained.standard(narrowed))
    value = sent["structured_outputs"].json["properties"]["attributes"]["items"]["properties"]["value"]
    assert value == {"type": "string", "minLength": 1}


@pytest.fixture(scope="module")
def local_build(tiny, tmp_path_factory):
    """Five Privasis records grown end to end on the random tiny model, every JSON task constrained."""
    pytest.importorskip("llguidance")
    from privasis_hub.llm.local import LocalChatModel
    from privasis_hub.llm.transformers_backend import TransformersBackend
    from privasis_hub.synth.pipeline import build_privasis

    # The model's name is part of the run id (row seeds): a fixed name, not the temporary folder,
    # keeps the build the same from session to session.
    backend = TransformersBackend(
        "tests/tiny-llama", local_model=LocalChatModel(tiny, device="cpu", batch_size=5), batch_size=5,
        temperature=1.0, max_tokens=1024, min_draft_words=0,
        max_string_chars=4, max_items=2,  # bounds that make a random model's JSON end soon
    )
    out = tmp_path_factory.mktemp("local-build") / "privasis"
    # tau=0.25: with the pool of shard 0 empty, the default rule (alpha = tau = 0.5) can pass no revision, and none
    # would be proposed; at 0.25 a judge above 0.5 can, so revise and judge run too
    dd = build_privasis(5, 0, out, backend=backend, refine_steps=1, min_words=5, shard_size=5, concurrency=5,
                        split=None, tau=0.25)
    return dd, backend, out


def test_transformers_backend_builds_five_records_with_a_tiny_local_model(local_build):
    import json

    from datasets import load_dataset

    from privasis_hub.synth.pipeline import attribute_values_found

    dd, backend, out = local_build
    rows = list(dd["train"])
    assert len(rows) == 5 and load_dataset(str(out))["train"].num_rows == 5
    stages = ["fill_profile", "propose_record_types", "propose_backgrounds", "propose_formats", "draft",
              "revise", "judge", "annotate", "group"]
    assert all(backend.usage_by_task[s]["calls"] > 0 for s in stages), backend.usage_by_task
    assert backend.usage["errors"] == 0 and (out / "errors.jsonl").read_text().strip() == ""
    report = json.loads((out / "build_report.json").read_text())
    assert report["errors"] == 0 and report["span_mismatches"] == 0
    for row in rows:
        assert row["provenance"]["backend"] == "transformers" and row["provenance"]["model"] == backend.model
        assert row["profile"]["age"] >= 18 and row["text"].strip() and row["word_count"] >= 5
        assert row["refinement"]["steps_tried"] == 1
        assert row["attributes"] and attribute_values_found(row)  # every value copied from the text
        keys = {a["key"] for a in row["attributes"]}
        assert row["groups"] and {k for g in row["groups"] for k in g["keys"]} == keys


def test_sanitization_weights_are_constrained_to_every_key_in_0_1(tiny):
    pytest.importorskip("llguidance")
    import asyncio

    from privasis_hub.llm.transformers_backend import TransformersBackend
    from privasis_hub.schema import Attribute

    backend = TransformersBackend(str(tiny), batch_size=2, max_tokens=200, device="cpu")
    attributes = [Attribute(key=k, value=v, group="g", sensitivity=0.5, spans=[])
                  for k, v in [("name", "Ann Lee"), ("phone", "555-0100")]]
    weights = asyncio.run(backend.weigh_sensitivity(attributes, seed=0))
    assert set(weights) == {"name", "phone"} and all(0 <= w <= 1 for w in weights.values())
    assert backend.usage["reasks"] == 0 and backend.usage["errors"] == 0
