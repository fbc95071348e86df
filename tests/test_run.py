"""Running models: chunked sanitize, windowed extract, the risk flag, model cards, metric Spaces, run -> eval."""

import json
import random

import evaluate
import pytest
from datasets import load_dataset
from huggingface_hub import ModelCard
from huggingface_hub.repocard_data import model_index_to_eval_results

from privasis_hub.cli import main
from privasis_hub.kavach.pipeline import KAVACH_ANSWER_CUE, KAVACH_INSTRUCTION, build_kavach
from privasis_hub.llm.stub_server import last_user_message, run_stub
from privasis_hub.model_card import render_model_card
from privasis_hub.publish import METRICS, metric_space, push_metric, push_model
from privasis_hub.run import extract, extract_many, risk_flag, sanitize, sanitize_many
from privasis_hub.run.risk import named_labels
from privasis_hub.sanitize.chunk import chunk_text
from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.synth.pipeline import build_privasis


class Scripted:
    """A stand-in model: ``answer(prompt_text) -> str`` for every prompt; records what it was asked."""

    name = "scripted"

    def __init__(self, answer):
        self.answer = answer
        self.prompts: list = []
        self.calls: list[dict] = []

    def generate(self, prompts, **kwargs):
        self.calls.append(kwargs)
        self.prompts += list(prompts)
        return [self.answer(p[-1]["content"] if isinstance(p, list) else p) for p in prompts]


def _replacer(values: dict[str, str], *, pad: str = ""):
    """A sanitizer that rewrites the chunk after the instruction, padding its answer with whitespace."""

    def answer(content: str) -> str:
        chunk = content.split("\n\n", 1)[1]
        for old, new in values.items():
            chunk = chunk.replace(old, new)
        return pad + chunk + pad

    return answer


RECORD = (
    "Patient: Dana Whitfield\nPhone: 206-555-0113\n\n"
    + "The patient reported mild headaches after long shifts at the depot. " * 9
    + "\n\nFollow-up: Dana Whitfield will call from 206-555-0113 next week.\n"
    + "Notes: nothing else of interest was discussed during the visit today. " * 6
)


@pytest.fixture(scope="module")
def sanitization(tmp_path_factory):
    root = tmp_path_factory.mktemp("san")
    build_privasis(16, 0, root / "p", shard_size=16, no_refine=True, split=None, progress=False)
    build_sanitization(root / "p", root / "s", shard_size=16, progress=False)
    return root / "s"


@pytest.fixture(scope="module")
def kavach(tmp_path_factory):
    root = tmp_path_factory.mktemp("kv")
    build_kavach(30, 0, root / "kv", shard_size=30, split=None, progress=False)
    return root / "kv"


# --- sanitize ---------------------------------------------------------------------------------


def test_chunked_sanitize_changes_only_the_targets_and_merges_losslessly():
    values = {"Dana Whitfield": "[NAME]", "206-555-0113": "[PHONE]"}
    model = Scripted(_replacer(values, pad="\n "))
    result = sanitize(RECORD, "Remove the patient's name and phone number.", model)
    expected = RECORD.replace("Dana Whitfield", "[NAME]").replace("206-555-0113", "[PHONE]")
    assert result.num_chunks == len(chunk_text(RECORD, 512)) > 2
    assert result.text == expected  # byte-identical outside the targets, the record's own whitespace
    identity = sanitize(RECORD, "Remove nothing.", Scripted(_replacer({}, pad="  ")))
    assert identity.text == RECORD and identity.harmonized == 0


def test_every_chunk_gets_the_full_instruction_in_the_corpus_prompt_format():
    model = Scripted(_replacer({}))
    sanitize(RECORD, "Drop the phone.", model)
    assert all(p[0]["role"] == "user" and p[0]["content"].startswith("Drop the phone.\n\n") for p in model.prompts)
    assert all(len(p[0]["content"]) <= len("Drop the phone.\n\n") + 512 for p in model.prompts)
    assert all(call["temperature"] == 0.0 for call in model.calls)


def test_whole_mode_sends_the_record_once():
    model = Scripted(_replacer({"Dana Whitfield": "the patient"}))
    result = sanitize(RECORD, "Abstract the name.", model, chunked=False)
    assert len(model.prompts) == 1 and result.num_chunks == 1
    assert result.text == RECORD.replace("Dana Whitfield", "the patient")


def test_a_value_rewritten_in_one_chunk_gets_the_same_replacement_in_later_chunks():
    first = {"n": 0}

    def inconsistent(content: str) -> str:
        chunk = content.split("\n\n", 1)[1]
        if "Dana Whitfield" not in chunk:
            return chunk
        first["n"] += 1
        # the first chunk says "the patient"; the later one says "a client"
        return chunk.replace("Dana Whitfield", "the patient" if first["n"] == 1 else "a client")

    result = sanitize(RECORD, "Abstract the name.", Scripted(inconsistent))
    assert "Dana Whitfield" not in result.text and "a client" not in result.text
    assert result.text.count("the patient") == RECORD.count("Dana Whitfield")
    assert result.harmonized >= 1 and result.replacements["Dana Whitfield"] == "the patient"

    def forgetful(content: str) -> str:  # rewrites the name in the first chunk only
        chunk = content.split("\n\n", 1)[1]
        return chunk.replace("Dana Whitfield", "[NAME]") if chunk.startswith("Patient:") else chunk

    fixed = sanitize(RECORD, "Remove the name.", Scripted(forgetful))
    assert fixed.text == RECORD.replace("Dana Whitfield", "[NAME]")


def test_zero_prompt_format_uses_the_reference_prompt():
    model = Scripted(lambda content: "ok")
    sanitize("Ana Ruiz lives in Lyon.", "Remove the name.", model, chunked=False, prompt_format="zero")
    assert model.prompts[0][0]["content"].startswith("## Sanitization Instruction\nRemove the name.")


# --- risk flag --------------------------------------------------------------------------------


def _leaky(rows, share: float, seed: int = 0):
    """A scripted sanitizer that leaves a known share of target values in place and redacts the rest."""
    rng = random.Random(seed)
    redact: dict[str, str] = {}
    leaked = set()
    for row in rows:
        for t in row["targets"]:
            for v in t["values"]:
                if rng.random() < share:
                    leaked.add(v)
                else:
                    redact[v] = "[REDACTED]"
    return Scripted(_replacer(redact)), leaked


def test_risk_flag_with_targets_is_the_metrics_direct_verdict(sanitization):
    from privasis_hub.eval import leak_references
    from privasis_hub.metrics.leak import leak_scores

    rows = list(load_dataset(str(sanitization))["train"])
    model, leaked = _leaky(rows, 0.3)
    assert leaked
    results = sanitize_many([(r["original"], r["instruction"]) for r in rows], model,
                            targets=[r["targets"] for r in rows])
    failed = [leak_scores([res.text], [leak_references(r)], n_bootstrap=0)["successful_record"] == 0.0
              for res, r in zip(results, rows, strict=True)]
    flagged = [res.risk.flagged for res in results]
    assert any(failed) and not all(failed)
    assert flagged == failed
    assert all(res.risk.method == "targets" for res in results)


def test_risk_flag_from_the_instruction_needs_a_named_value_left_in_the_output():
    instruction = "Generalize the phone to a generic mention. Keep the e-mail exactly as written."
    original = "Call 206-555-0113 or write to ana@example.com."
    leaky = risk_flag(original, original, instruction)
    assert leaky.flagged and "206-555-0113" in leaky.reasons[0] and leaky.method == "extractor"
    clean = risk_flag(original, "Call the office or write to ana@example.com.", instruction)
    assert not clean.flagged  # the e-mail is to be kept, so leaving it is no risk
    assert named_labels(instruction, ["PHONE", "EMAIL"]) == {"PHONE"}


# --- extract ----------------------------------------------------------------------------------


def _kavach_answer(values):
    def answer(prompt: str) -> str:
        assert prompt.startswith(KAVACH_INSTRUCTION + "\n\n") and prompt.endswith(KAVACH_ANSWER_CUE)
        window = prompt[len(KAVACH_INSTRUCTION) + 2:-len(KAVACH_ANSWER_CUE)]
        return json.dumps([v for v in values if v["text"] in window])

    return answer


def test_extract_returns_offsets_across_windows():
    filler = " ".join(f"word{i}" for i in range(300))
    text = f"Contact Dana Whitfield at dana@example.com. {filler} Later dana@example.com wrote again."
    values = [{"label": "PERSON", "text": "Dana Whitfield"}, {"label": "EMAIL", "text": "dana@example.com"}]
    model = Scripted(_kavach_answer(values))
    spans = extract(text, model)
    assert [(s["label"], text[s["start"]:s["end"]]) for s in spans] == [
        ("PERSON", "Dana Whitfield"), ("EMAIL", "dana@example.com"), ("EMAIL", "dana@example.com")]
    assert len(model.prompts) >= 3  # 120-word windows


def test_extract_retries_an_unparseable_window_once_with_repetition_penalty():
    answers = iter(["not json at all", '[{"label": "EMAIL", "text": "a@example.com"}]'])
    model = Scripted(lambda prompt: next(answers))
    result = extract_many(["Write to a@example.com today."], model)[0]
    assert result.retries == 1 and result.entities[0]["start"] == 9
    assert model.calls[-1]["repetition_penalty"] == 1.1


# --- model cards ------------------------------------------------------------------------------

LEAK = {"successful_record": 0.5, "successful_record_ci": [0.25, 0.75], "full_successful_record": 0.4,
        "successful_attribute": 0.8, "retention_success": None, "num_records": 8,
        "levels_evaluated": ["direct", "retention_direct"]}


def test_model_card_renders_a_model_index_that_huggingface_hub_parses_back(tmp_path):
    card = render_model_card("cleaner", model_id="org/privasis-cleaner-tiny", base_model="Qwen/Qwen3-0.6B",
                             dataset="org/privasis-sanitization", training_args={"learning_rate": 1e-5},
                             eval_results={"chunked": LEAK, "whole": {**LEAK, "successful_record": 0.25}},
                             tiny=True)
    card.save(tmp_path / "README.md")
    loaded = ModelCard.load(tmp_path / "README.md")
    name, results = model_index_to_eval_results(loaded.data.to_dict()["model-index"])
    assert name == "privasis-cleaner-tiny"
    by_key = {(r.metric_config, r.metric_type): r.metric_value for r in results}
    assert by_key[("chunked", "privasis_leak/successful_record")] == 0.5
    assert by_key[("whole", "privasis_leak/successful_record")] == 0.25
    assert ("chunked", "privasis_leak/retention_success") not in by_key  # None is not reported
    assert "0.500 [0.250, 0.750]" in loaded.text and "proves plumbing, not quality" in loaded.text
    assert loaded.data.base_model == "Qwen/Qwen3-0.6B"


def test_model_card_refuses_scores_of_the_other_task():
    with pytest.raises(ValueError, match="privasis eval spans"):
        render_model_card("kavach", model_id="m", base_model="b/m", dataset="d/s", training_args={},
                          eval_results={"test": LEAK})


def test_card_from_a_model_folder_reads_configs_and_eval_files(tmp_path):
    model = tmp_path / "model"
    model.mkdir()
    (model / "adapter_config.json").write_text(json.dumps({"base_model_name_or_path": "google/gemma-3-270m"}))
    (model / "training_args.json").write_text(json.dumps({"dataset_name": "org/kavach", "learning_rate": 2e-4}))
    (model / "trainer_state.json").write_text(json.dumps({"log_history": [{"step": 1, "loss": 3.0},
                                                                          {"step": 2, "loss": 2.0}]}))
    spans = {"f1": 0.3, "precision": 0.5, "recall": 0.2, "num_documents": 4, "per_label": {}}
    (tmp_path / "spans.json").write_text(json.dumps(spans))
    (tmp_path / "regex.json").write_text(json.dumps({**spans, "f1": 0.27}))
    assert main(["card", "model", "--task", "kavach", "--model", str(model), "--eval", str(tmp_path / "spans.json"),
                 "--baseline", f"regex={tmp_path / 'regex.json'}", "--model-id", "org/kavach-tiny"]) == 0
    card = ModelCard.load(model / "README.md")
    assert card.data.base_model == "google/gemma-3-270m" and "lora" in card.data.tags
    assert "regex (baseline)" in card.text and "0.270" in card.text and "2: 2.0000" in card.text


# --- metric Spaces and model push ------------------------------------------------------------


@pytest.mark.parametrize("name", METRICS)
def test_metric_space_folder_loads_with_evaluate_from_another_cwd(name, tmp_path, monkeypatch):
    folder = metric_space(name, tmp_path / "spaces", repo_id=f"org/{name}")
    assert sorted(p.name for p in folder.iterdir()) == ["README.md", "app.py", f"{name}.py", "requirements.txt"]
    card = ModelCard.load(folder / "README.md")  # any RepoCard parses the Space metadata
    assert card.data.sdk == "gradio" and card.data.app_file == "app.py"
    assert card.data.tags[:2] == ["evaluate", "metric"]
    assert "launch_gradio_widget" in (folder / "app.py").read_text()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    module = evaluate.load(str(folder))
    assert module.name == name


def test_push_metric_and_model_dry_runs_list_the_files(tmp_path):
    lines = push_metric("pii_span_f1", "org/pii_span_f1", out=tmp_path, dry_run=True)
    assert any("create space repo org/pii_span_f1" in line for line in lines)
    assert any("upload app.py" in line for line in lines)
    model = tmp_path / "m"
    model.mkdir()
    (model / "config.json").write_text("{}")
    with pytest.raises(ValueError, match="privasis card model"):
        push_model(model, "org/m", dry_run=True)
    (model / "README.md").write_text("---\nlicense: apache-2.0\n---\n# m\n")
    assert main(["push", str(model), "--repo-id", "org/m", "--dry-run"]) == 0


# --- CLI round trips through an OpenAI-compatible server -------------------------------------


def test_run_cleaner_then_eval_leak_round_trip(sanitization, tmp_path, capsys):
    rows = list(load_dataset(str(sanitization))["train"])
    values = {v: "[REDACTED]" for r in rows for t in r["targets"] for v in t["values"]}

    def router(request):
        return _replacer(values)(last_user_message(request))

    preds = tmp_path / "preds.jsonl"
    out = tmp_path / "leak.json"
    with run_stub(router) as stub:
        assert main(["run", "cleaner", "--model", "stub", "--base-url", stub.base_url, "--dataset",
                     str(sanitization), "--split", "train", "--out", str(preds), "--quiet"]) == 0
    lines = [json.loads(line) for line in preds.read_text().splitlines()]
    assert [x["id"] for x in lines] == [r["id"] for r in rows]
    assert all({"prediction", "risk", "risk_reasons", "num_chunks"} <= set(x) for x in lines)
    assert main(["eval", "leak", "--dataset", str(sanitization), "--split", "train", "--predictions", str(preds),
                 "--out", str(out)]) == 0
    scores = json.loads(out.read_text())
    flagged = sum(x["risk"] for x in lines)
    assert scores["num_records"] == len(rows)
    assert flagged == round((1 - scores["successful_record"]) * len(rows))


def test_run_kavach_then_eval_spans_round_trip(kavach, tmp_path):
    ds = load_dataset(str(kavach))["train"]
    values = [{"label": e["label"], "text": e["text"]} for ents in ds["entities"] for e in ents]
    answer = _kavach_answer(values)
    preds = tmp_path / "kv.jsonl"
    out = tmp_path / "spans.json"
    with run_stub(lambda request: answer(last_user_message(request))) as stub:
        assert main(["run", "kavach", "--model", "stub", "--base-url", stub.base_url, "--dataset", str(kavach),
                     "--split", "train", "--limit", "10", "--out", str(preds), "--quiet"]) == 0
    assert main(["eval", "spans", "--dataset", str(kavach), "--split", "train", "--limit", "10",
                 "--predictions", str(preds), "--out", str(out)]) == 0
    scores = json.loads(out.read_text())
    assert scores["num_documents"] == 10 and scores["num_errors"] == 0
    assert scores["recall"] > 0.5 and scores["hallucination_rate"] == 0.0


def test_risk_flag_reads_form_fields_the_instruction_names():
    original = "From: Dana Whitfield\nPassport number: X1234567\nVisit reason: checkup\n"
    instruction = "Remove the passport number from the record. Keep the visit reason."
    assert risk_flag(original, original, instruction).reasons == [
        "field 'Passport number' value 'X1234567', named by the instruction, is still in the output"]
    assert not risk_flag(original, original.replace("X1234567", "[REDACTED]"), instruction).flagged


def test_eval_spans_runs_a_model_on_a_server(kavach, tmp_path):
    ds = load_dataset(str(kavach))["train"]
    values = [{"label": e["label"], "text": e["text"]} for ents in ds["entities"] for e in ents]
    answer = _kavach_answer(values)
    out = tmp_path / "spans.json"
    with run_stub(lambda request: answer(last_user_message(request))) as stub:
        assert main(["eval", "spans", "--dataset", str(kavach), "--split", "train", "--limit", "5",
                     "--system", "stub-model", "--base-url", stub.base_url, "--out", str(out)]) == 0
    scores = json.loads(out.read_text())
    assert scores["num_documents"] == 5 and scores["system"]["name"] == "stub-model"


def test_privasis_zero_rows_get_the_reference_prompt_and_score(tmp_path):
    from datasets import Dataset

    rows = [{"original_record": "Ana Ruiz, born 1990-02-01, lives in Lyon.",
             "smoothed_instruction": "Remove the name and the birth date; keep the city.",
             "attributes_to_drop": json.dumps({"name": "Ana Ruiz"}),
             "attributes_to_abstract": json.dumps({"date_of_birth": "1990-02-01"}),
             "attributes_to_keep": json.dumps({"city": "Lyon"})}]
    (tmp_path / "zero" / "data").mkdir(parents=True)
    Dataset.from_list(rows).to_parquet(tmp_path / "zero" / "data" / "test-00000-of-00001.parquet")
    prompts = []

    def router(request):
        prompts.append(last_user_message(request))
        assert request["temperature"] == 0.0
        return "A person, born in 1990, lives in Lyon."

    preds, out = tmp_path / "preds.jsonl", tmp_path / "leak.json"
    with run_stub(router) as stub:
        assert main(["run", "cleaner", "--model", "m", "--base-url", stub.base_url, "--dataset",
                     str(tmp_path / "zero"), "--no-chunked", "--out", str(preds), "--quiet"]) == 0
    assert prompts[0].startswith("## Sanitization Instruction\nRemove the name")
    assert json.loads(preds.read_text())["id"] == "test-0"
    assert main(["eval", "leak", "--dataset", str(tmp_path / "zero"), "--predictions", str(preds),
                 "--out", str(out)]) == 0
    scores = json.loads(out.read_text())
    assert scores["successful_record"] == 1.0 and scores["retention_success"] == 1.0


def test_gliner_system_maps_labels_and_merges_windows(monkeypatch):
    import sys
    import types

    from privasis_hub.run.gliner import GlinerSystem

    class FakeGliner:
        def predict_entities(self, text, labels, threshold=0.5):
            assert "credit card" in labels and threshold == 0.5
            at = text.find("dana@example.com")
            return [] if at < 0 else [{"start": at, "end": at + 16, "label": "email", "score": 0.9,
                                       "text": "dana@example.com"}]

    fake = types.ModuleType("gliner")  # the real package imports torch.jit machinery for a minute
    fake.GLiNER = types.SimpleNamespace(from_pretrained=lambda model_id: FakeGliner())
    monkeypatch.setitem(sys.modules, "gliner", fake)
    text = "Write to dana@example.com. " + " ".join(f"w{i}" for i in range(200))
    spans = GlinerSystem("org/fake").predict(text)
    assert spans == [{"label": "EMAIL", "start": 9, "end": 25, "text": "dana@example.com"}]


@pytest.mark.parametrize("argv, message", [
    (["run", "kavach", "--model", "/nonexistent-model"], "--model /nonexistent-model: no such model folder"),
    (["run", "cleaner", "--model", "/nonexistent-model"], "is a Kavach build, not a Privasis-Sanitization build"),
    (["card", "model", "--task", "kavach", "--model", "/nonexistent-model"], "no such model folder"),
])
def test_run_and_card_name_a_bad_model_or_dataset_in_one_line(argv, message, kavach, tmp_path, capsys):
    extra = [] if argv[0] == "card" else [
        "--dataset", str(kavach), "--split", "train", "--out", str(tmp_path / "p.jsonl"), "--quiet"]
    assert main(argv + extra) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert not (tmp_path / "p.jsonl").exists()
