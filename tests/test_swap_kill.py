"""Issue 21, data loss 4 and 9: a rebuild SIGKILLed at every step of the swap, then another command on the folder.

The folder then holds the complete old corpus (killed before the journal was written) or the complete new one
(after), byte for byte, and ``load_dataset`` agrees with ``build_report.json``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from tests.test_safety import ROOT, cli, tree, user_error


def killed(step: int, *args) -> subprocess.CompletedProcess:
    """Run ``privasis ARGS`` SIGKILLed before step ``step`` of the swap (tests/kill_at_step.py)."""
    return subprocess.run([sys.executable, "-m", "tests.kill_at_step", str(step), *map(str, args)],
                          capture_output=True, text=True, timeout=300, cwd=ROOT, env=dict(os.environ))


def visible(folder) -> dict[str, str]:
    return {k: v for k, v in tree(folder).items() if not k.startswith(".")}


@pytest.fixture(scope="module")
def corpora(tmp_path_factory):
    """A source, the old corpus (one split) and the new one (train/test) that replaces it."""
    base = tmp_path_factory.mktemp("swap")
    src, old, new = base / "src", base / "old", base / "new"
    r = cli("build", "kavach", "--n", 12, "--min-test-per-language", 0, "--out", src, "--quiet")
    assert r.returncode == 0, r.stderr
    r = cli("split", src, "--out", old, "--no-split")
    assert r.returncode == 0, r.stderr
    shutil.copytree(old, new)
    r = killed(10**6, "split", src, "--out", new, "--overwrite", "--split-fractions", "train=0.5,test=0.5")
    assert r.returncode == 0, r.stderr
    steps = int(r.stderr.strip().splitlines()[-1].split(": ")[1])
    assert steps >= 12  # remove, journal, 4 out, 5 in, journal, 2 removals
    return src, old, new, steps


def _kill_then_next(src, old, tmp_path, step: int):
    folder = tmp_path / f"k{step}"
    shutil.copytree(old, folder)
    r = killed(step, "split", src, "--out", folder, "--overwrite", "--split-fractions", "train=0.5,test=0.5")
    assert r.returncode == -9, (step, r.returncode, r.stderr)
    if step % 2:  # a command that is then refused finishes the swap and deletes nothing
        user_error(cli("build", "privasis", "--n", 2, "--out", folder), "holds a Kavach build")
    else:  # a reader
        r = cli("split", folder, "--out", tmp_path / f"read{step}", "--no-split")
        assert r.returncode == 0, (step, r.stderr)
    return folder


def test_a_rebuild_killed_at_every_step_of_the_swap_leaves_old_or_new_complete(corpora, tmp_path):
    from concurrent.futures import ThreadPoolExecutor

    from datasets import load_dataset

    src, old, new, steps = corpora
    before, after = visible(old), visible(new)
    with ThreadPoolExecutor(3) as pool:  # each step on its own copy, three at a time
        folders = list(pool.map(lambda step: _kill_then_next(src, old, tmp_path, step), range(steps)))
    for step, folder in enumerate(folders):
        expected = before if step < 2 else after  # step 0 clears .previous, step 1 writes the journal
        assert visible(folder) == expected, (step, sorted(visible(folder)))
        assert not (folder / ".privasis-swap.json").exists()
        if step >= 2:  # (before the journal, .staging is an unfinished build's: the next build drops it)
            assert not (folder / ".staging").exists() and not (folder / ".previous").exists()
        report = json.loads((folder / "build_report.json").read_text())
        ds = load_dataset(str(folder))
        assert {k: v.num_rows for k, v in ds.items()} == report["splits"], step
