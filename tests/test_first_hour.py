"""A new user's first hour: fast --help, one-line errors for missing extras, degenerate outputs flagged,
dry runs that write nothing, the fake server as a module of the package."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from datasets import load_dataset
from huggingface_hub import ModelCard

from privasis_hub.cli import main
from privasis_hub.kavach.pipeline import build_kavach
from privasis_hub.metrics.degenerate import is_degenerate
from privasis_hub.model_card import render_model_card
from privasis_hub.run.batch import run_cleaner
from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.synth.pipeline import build_privasis

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"}


def _python(code: str, *, cwd: Path = ROOT, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=cwd, env=ENV,
                          timeout=timeout)


def _without(*packages: str) -> str:
    """Python lines that make ``packages`` look not installed: the path finder no longer finds them."""
    return (f"import sys\nfrom importlib.machinery import PathFinder\nHIDDEN = {set(packages)!r}\n"
            "class Hide(PathFinder):\n"
            "    @classmethod\n"
            "    def find_spec(cls, name, path=None, target=None):\n"
            "        return None if name.split('.')[0] in HIDDEN else PathFinder.find_spec(name, path, target)\n"
            "sys.meta_path = [Hide if f is PathFinder else f for f in sys.meta_path]\n")


@pytest.fixture(scope="module")
def kavach(tmp_path_factory):
    out = tmp_path_factory.mktemp("kv") / "kv"
    build_kavach(30, 0, out, shard_size=30, split=None, progress=False)
    return out


@pytest.fixture(scope="module")
def sanitization(tmp_path_factory):
    root = tmp_path_factory.mktemp("san")
    build_privasis(8, 0, root / "p", shard_size=8, no_refine=True, split=None, progress=False)
    build_sanitization(root / "p", root / "s", shard_size=8, progress=False)
    return root / "s"


# --- a fast command line ------------------------------------------------------------------------


def test_building_the_parser_imports_no_torch_transformers_or_datasets():
    done = _python("import sys; from privasis_hub.cli import build_parser; build_parser(); "
                   "print(sorted(m for m in ('torch', 'transformers', 'datasets', 'pyarrow', 'trl') if m in sys.modules))")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


#: Libraries that take seconds to import; ``--help`` must not wait for any of them (a timing assertion would fail on a
#: busy machine, so the test checks the cause: what the help path imports).
HEAVY = ("torch", "transformers", "datasets", "trl", "peft", "pyarrow", "pandas", "faker", "evaluate", "numpy", "scipy")


def test_help_of_privasis_and_every_sub_command_imports_no_heavy_library():
    commands = [[], ["build", "privasis"], ["build", "sanitization"], ["build", "kavach"], ["split"], ["push"],
                ["eval", "spans"], ["eval", "leak"], ["run", "cleaner"], ["run", "kavach"], ["card", "model"]]
    code = ("import sys\nfrom privasis_hub.cli import main\n"
            f"for argv in {commands!r}:\n"
            "    try:\n        main([*argv, '--help'])\n    except SystemExit as e:\n        assert e.code in (0, None), argv\n"
            f"    loaded = [m for m in {HEAVY!r} if m in sys.modules]\n"
            "    assert not loaded, f'privasis {\" \".join(argv)} --help imports {loaded}'\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=ENV, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]


# --- missing extras: one line, exit 2 ----------------------------------------------------------


def test_privasis_run_without_torch_names_the_train_extra_in_one_line(kavach, tmp_path):
    model = tmp_path / "model"
    model.mkdir()
    (model / "config.json").write_text("{}")
    argv = ["run", "kavach", "--model", str(model), "--dataset", str(kavach), "--split", "train",
            "--out", str(tmp_path / "p.jsonl"), "--quiet"]
    done = _python(_without("torch") + f"from privasis_hub.cli import main\nsys.exit(main({argv!r}))")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    assert "needs the [train] extra: pip install -e '.[train]'" in lines[0] and "torch" in lines[0]


def test_recipes_without_trl_name_the_train_extra_in_one_line():
    code = _without("trl") + ("import runpy; sys.argv = ['make_tiny_model.py', '--help']; "
                              "runpy.run_path('recipes/make_tiny_model.py', run_name='__main__')")
    done = _python(code)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "error: recipes/make_tiny_model.py needs the [train] extra: pip install -e '.[train]' (trl is not installed)"]


def test_a_missing_baseline_package_names_its_extra():
    done = _python(_without("presidio_analyzer") +
                   "from privasis_hub.extras import MissingExtra\nfrom privasis_hub.baselines import PresidioRecognizer\n"
                   "try:\n    PresidioRecognizer()\nexcept MissingExtra as err:\n    print(err)")
    assert done.returncode == 0, done.stderr
    assert "needs the [baselines] extra: pip install -e '.[baselines]'" in done.stdout


# --- degenerate outputs ------------------------------------------------------------------------


class _Blank:
    """A cleaner that answers every chunk with whitespace (what the tiny CPU cleaner does)."""

    name = "blank"

    def generate(self, prompts, **kwargs):
        return ["\n \n" for _ in prompts]


def test_an_all_empty_cleaner_gets_degenerate_rate_one_and_a_one_line_warning(sanitization, tmp_path, caplog):
    preds = tmp_path / "preds.jsonl"
    with caplog.at_level("WARNING", logger="privasis_hub"):
        summary = run_cleaner(sanitization, "train", _Blank(), preds, progress=False)
    assert summary["degenerate_rate"] == 1.0 and summary["num_degenerate"] == summary["rows"]
    assert all(json.loads(line)["degenerate"] for line in preds.read_text().splitlines())
    warnings = [r.getMessage() for r in caplog.records if "degenerate_rate 1.000" in r.getMessage()]
    assert len(warnings) == 1 and "\n" not in warnings[0]
    caplog.clear()

    out = tmp_path / "leak.json"
    with caplog.at_level("WARNING", logger="privasis_hub"):
        assert main(["eval", "leak", "--dataset", str(sanitization), "--split", "train", "--predictions", str(preds),
                     "--out", str(out)]) == 0
    scores = json.loads(out.read_text())
    assert scores["degenerate_rate"] == 1.0 and scores["successful_record"] == 1.0  # looks safe, is not
    assert any("degenerate_rate 1.000" in r.getMessage() for r in caplog.records)

    card = render_model_card("cleaner", model_id="org/blank", base_model="org/base", dataset="out/sanitization",
                             training_args={}, eval_results={"test": scores})
    metrics = {m["type"]: m["value"] for m in ModelCard(str(card)).data.to_dict()["model-index"][0]["results"][0]["metrics"]}
    assert metrics["privasis_leak/degenerate_rate"] == 1.0
    assert "degenerate_rate" in card.text


def test_a_faithful_sanitizer_is_not_degenerate(sanitization):
    rows = list(load_dataset(str(sanitization))["train"])
    # a faithful drop of a whole group can take half a personal letter (seed 0: its 13 inner-life facts leave 49 %
    # of the letters and digits), so the sanitizer's own rows are held to 40 %; a model's outputs are scored at 50 %
    assert not any(is_degenerate(r["original"], r["sanitized"], min_kept=0.4) for r in rows)
    assert is_degenerate("Dana Whitfield called 206-555-0113 about her visit.", ". . .")
    assert is_degenerate("Dana Whitfield called 206-555-0113 about her visit.", "Dana called.")


def test_the_model_index_names_a_local_dataset_by_its_folder_name_not_its_path(tmp_path, monkeypatch):
    (tmp_path / "out" / "sanitization").mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    scores = {"successful_record": 1.0, "num_records": 3}
    card = render_model_card("cleaner", model_id="org/m", base_model="org/base", dataset="out/sanitization",
                             training_args={}, eval_results={"test": scores})
    dataset = ModelCard(str(card)).data.to_dict()["model-index"][0]["results"][0]["dataset"]
    assert dataset["type"] == "sanitization" and dataset["name"] == "sanitization"


# --- dry runs ----------------------------------------------------------------------------------


def _tree(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "dir"
            for p in sorted(folder.rglob("*"))}


def test_dry_runs_leave_the_tree_byte_identical(tmp_path, monkeypatch, capsys):
    model = tmp_path / "model"
    model.mkdir()
    (model / "config.json").write_text("{}")
    (model / "README.md").write_text("---\nlicense: apache-2.0\n---\n# m\n")
    monkeypatch.chdir(tmp_path)
    before = _tree(tmp_path)
    assert main(["push", "metric", "privasis_leak", "--repo-id", "org/privasis_leak", "--dry-run"]) == 0
    assert main(["push", "model", "--repo-id", "org/m", "--dry-run"]) == 0
    assert _tree(tmp_path) == before
    listing = capsys.readouterr().out
    assert "upload app.py" in listing and "upload privasis_leak.py" in listing and "upload config.json" in listing


# --- the fake server is a module of the package ------------------------------------------------


def test_the_fake_server_runs_as_a_module_of_the_package():
    from privasis_hub.llm.fake_server import FakeServerProcess
    from privasis_hub.llm.openai_backend import OpenAIBackend

    with FakeServerProcess(latency=0.0) as server:
        assert server.base_url.startswith("http://127.0.0.1:")
        backend = OpenAIBackend(server.base_url, "fake")
        assert backend is not None and server.stats()["served"] == 0
