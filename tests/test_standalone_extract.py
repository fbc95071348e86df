"""kavach_extract.py: generated from the library, standard library only, same windows, prompts and spans."""

from __future__ import annotations

import ast
import importlib.util
import json
import subprocess
import sys

import pytest

from privasis_hub.kavach.pipeline import build_kavach, kavach_prompt
from privasis_hub.kavach.standalone import render_standalone, write_standalone
from privasis_hub.kavach.windows import extract, windows
from privasis_hub.llm.stub_server import last_user_message, run_stub


@pytest.fixture(scope="module")
def standalone(tmp_path_factory):
    path = write_standalone(tmp_path_factory.mktemp("standalone"))
    spec = importlib.util.spec_from_file_location("kavach_extract_generated", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return path, module


@pytest.fixture(scope="module")
def documents():
    dd = build_kavach(1000, seed=7, split=None)
    return [(row["text"], [{"label": e["label"], "text": e["text"]} for e in row["entities"]])
            for row in dd["train"]]


def _answer_for(gold):
    """A fake model: the gold values that occur in the window, plus one it made up; garbage once per doc."""

    def generate(window: str, **retry) -> str:
        if not retry and len(window) % 7 == 0:
            return "I think there is some PII here"  # unparseable: exercises the one retry
        values = [v for v in gold if v["text"] in window] + [{"label": "PERSON", "text": "Zzyzx Invented"}]
        return "```json\n" + json.dumps(values, ensure_ascii=False) + "\n```"

    return generate


def test_imports_only_the_standard_library(standalone):
    tree = ast.parse(standalone[0].read_text(encoding="utf-8"))
    modules = {(n.module if isinstance(n, ast.ImportFrom) else a.name).split(".")[0]
               for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) for a in n.names}
    assert modules - {"__future__"} <= set(sys.stdlib_module_names), modules


def test_same_windows_prompts_and_spans_as_the_library_on_1000_documents(standalone, documents):
    module = standalone[1]
    assert len(documents) == 1000
    for text, gold in documents:
        assert module.windows(text) == windows(text)
        for start, end in windows(text):
            assert module.kavach_prompt(text[start:end]) == kavach_prompt(text[start:end])
        ours = extract(text, _answer_for(gold))
        theirs = module.extract(text, _answer_for(gold))
        assert [(s.label, s.start, s.end, s.inside_word) for s in theirs.spans] == \
            [(s.label, s.start, s.end, s.inside_word) for s in ours.spans]
        assert theirs.missing == ours.missing and theirs.shadowed == ours.shadowed


def test_runs_against_an_openai_compatible_server_like_the_library(standalone, documents, tmp_path):
    from privasis_hub.run import extract_many
    from privasis_hub.run.models import ServerChatModel

    texts = [t for t, _ in documents[:6]]
    gold = {t: g for t, g in documents[:6]}

    def router(request):
        prompt = last_user_message(request)
        window = prompt.split("\n\n", 1)[1].rsplit("\n\nAnswer:\n", 1)[0]
        text = next(t for t in texts if window in t)
        return json.dumps([v for v in gold[text] if v["text"] in window], ensure_ascii=False)

    files = []
    for i, text in enumerate(texts):
        files.append(tmp_path / f"doc{i}.txt")
        files[-1].write_text(text, encoding="utf-8")
    with run_stub(router) as stub:
        proc = subprocess.run([sys.executable, "-I", str(standalone[0]), *map(str, files), "--base-url",
                               stub.base_url, "--model", "kavach"], capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        library = extract_many(texts, ServerChatModel(stub.base_url, "kavach"))
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [line["entities"] for line in lines] == [r.entities for r in library]
    assert any(line["entities"] for line in lines)


def test_an_unreachable_server_is_one_line_and_exit_2(standalone, tmp_path):
    doc = tmp_path / "a.txt"
    doc.write_text("Call Ana Pérez at 555-0142.", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-I", str(standalone[0]), str(doc), "--base-url", "http://127.0.0.1:9/v1",
                           "--model", "m"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: ") and len(proc.stderr.strip().splitlines()) == 1


def test_the_committed_generator_is_deterministic():
    assert render_standalone() == render_standalone()
