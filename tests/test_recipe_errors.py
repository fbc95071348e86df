"""Issue 21, case 14 and the recipe tracebacks, through the real scripts in subprocesses: recipes/sft.py and
recipes/token_classification.py name the mistake in one or two lines, exit code 2, before torch loads, and
leave every input byte-identical."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from privasis_hub.errors import UserError
from privasis_hub.guard import check_model_out
from tests.test_guard_links_outputs import kavach  # noqa: F401 - the shared tiny build fixture
from tests.test_safety import ROOT, cli, recipe, tree, user_error

RECIPES = ("sft.py", "token_classification.py")


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    """A tiny Privasis record build (no prompt/completion, no entities)."""
    folder = tmp_path_factory.mktemp("records") / "privasis"
    r = cli("build", "privasis", "--n", 2, "--out", folder, "--quiet")
    assert r.returncode == 0, r.stderr
    return folder


def test_a_cleaner_task_on_a_kavach_corpus_is_refused_before_torch_loads(kavach, tmp_path):  # noqa: F811
    before = tree(kavach)
    started = time.monotonic()
    r = recipe("sft.py", "--dataset_name", kavach, "--task", "cleaner", "--model_name_or_path", tmp_path / "no-model",
               "--output_dir", tmp_path / "out", "--use_cpu", "true", "--bf16", "false")
    user_error(r, "--task cleaner, but kavach holds kavach rows (text prompts)", "--task kavach")
    assert time.monotonic() - started < 20  # (~0.3 s idle): torch, transformers and TRL were never imported
    assert tree(kavach) == before and not (tmp_path / "out").exists()


def test_a_missing_config_or_a_misspelled_key_is_one_line(tmp_path):
    user_error(recipe("sft.py", "--config", tmp_path / "nope.yaml"), "nope.yaml: no such file")
    bad = tmp_path / "bad.yaml"
    bad.write_text("model_name_or_path: x\ndatset_name: y\nuse_cpu: true\nbf16: false\n")
    user_error(recipe("sft.py", "--config", bad), "datset_name")  # (the full parser names it)


@pytest.mark.parametrize("script", RECIPES)
def test_a_config_that_is_not_a_yaml_mapping_is_one_line(script, tmp_path):
    (tmp_path / "broken.yaml").write_text("dataset_name: [out\n")
    (tmp_path / "list.yaml").write_text("- dataset_name\n")
    user_error(recipe(script, "--config", tmp_path / "broken.yaml"), "broken.yaml: not valid YAML (line 2)")
    user_error(recipe(script, "--config", tmp_path / "list.yaml"), "list.yaml: must be a YAML mapping")
    user_error(recipe(script, "--config", tmp_path), "cannot read it")
    user_error(recipe(script, "--config"), "--config needs a YAML file")


@pytest.mark.parametrize("script", RECIPES)
def test_a_missing_dataset_or_split_is_named(script, kavach, tmp_path):  # noqa: F811
    user_error(recipe(script, "--dataset_name", tmp_path / "nowhere", "--output_dir", tmp_path / "out"),
               "dataset_name", "nowhere: no such folder")
    user_error(recipe(script, "--dataset_name", kavach, "--dataset_train_split", "holdout", "--output_dir",
                      tmp_path / "out"), "has no 'holdout' split (it has train)")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("script", RECIPES)
def test_a_corpus_of_the_wrong_kind_is_refused(script, records, tmp_path):
    before = tree(records)
    user_error(recipe(script, "--dataset_name", records, "--output_dir", tmp_path / "out"),
               "is a Privasis record corpus", "text + entities" if script != "sft.py" else "prompt/completion")
    assert tree(records) == before


@pytest.mark.parametrize("script", RECIPES)
def test_output_dir_in_or_around_an_input_or_a_corpus_is_refused(script, kavach, records, tmp_path):  # noqa: F811
    model = tmp_path / "base"
    model.mkdir()
    (model / "config.json").write_text("{}")
    inputs = {"kavach": tree(kavach), "records": tree(records), "base": tree(model)}
    common = ("--dataset_name", kavach, "--model_name_or_path", model)
    user_error(recipe(script, *common, "--output_dir", kavach / "model"), "output_dir", "is inside the input folder")
    user_error(recipe(script, *common, "--output_dir", kavach), "is the input folder itself")
    user_error(recipe(script, *common, "--output_dir", model / "out"), "is inside the input folder")
    user_error(recipe(script, *common, "--output_dir", tmp_path), "contains the input folder")
    user_error(recipe(script, *common, "--output_dir", records), "is a corpus folder")
    user_error(recipe(script, *common, "--output_dir", records / "data" / "m"), "is inside the corpus folder")
    (tmp_path / "afile").write_text("mine\n")
    user_error(recipe(script, *common, "--output_dir", tmp_path / "afile"), "is an existing file, not a folder")
    user_error(recipe(script, *common, "--output_dir", tmp_path / "afile" / "m"), "afile is a file, not a folder")
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    (theirs / "README.md").write_text("# my notes\n")
    user_error(recipe(script, *common, "--output_dir", theirs), "holds files that are not a training run's (README.md)")
    assert {"kavach": tree(kavach), "records": tree(records), "base": tree(model)} == inputs
    assert (theirs / "README.md").read_text() == "# my notes\n" and (tmp_path / "afile").read_text() == "mine\n"


def test_a_missing_local_base_model_is_named(kavach, tmp_path):  # noqa: F811
    for script in RECIPES:
        user_error(recipe(script, "--dataset_name", kavach, "--model_name_or_path", tmp_path / "no-model",
                          "--output_dir", tmp_path / "out"), "no-model: no such model folder")


def test_an_empty_folder_or_an_earlier_run_is_a_valid_output_dir(tmp_path):
    assert check_model_out(tmp_path / "new") == tmp_path / "new"
    (tmp_path / "empty").mkdir()
    check_model_out(tmp_path / "empty")
    (tmp_path / "run" / "checkpoint-2").mkdir(parents=True)
    (tmp_path / "run" / "README.md").write_text("a card\n")
    check_model_out(tmp_path / "run")  # resumes
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("x")
    with pytest.raises(UserError, match="notes.txt"):
        check_model_out(tmp_path / "mine")


def test_the_recipes_help_still_reaches_the_full_parser():
    r = subprocess.run([sys.executable, str(ROOT / "recipes" / "token_classification.py"), "--help"],
                       capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert r.returncode == 0 and "--dataset_name" in r.stdout and "--from_config" in r.stdout, r.stderr
