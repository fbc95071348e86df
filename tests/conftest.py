"""Tests never reach the network: the Hub is offline for every test. Each test session loads datasets through a
cache of its own: pytest reuses temporary folder names across sessions, and `datasets` would otherwise serve a corpus
built at the same path by an earlier session from the shared cache."""

import atexit
import os
import shutil
import tempfile

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ["HF_DATASETS_CACHE"] = _CACHE = tempfile.mkdtemp(prefix="privasis-tests-datasets-")
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)


_PRIVASIS_BUILDS: dict[tuple, list[dict]] = {}


@pytest.fixture(scope="session")
def privasis_rows(tmp_path_factory):
    """``privasis_rows(n, seed, shard_size=...)``: the rows of ``build_privasis(n, seed, split=None, ...)``, built
    once per session and shared by every test module that reads the same build (four modules read seed 7272's 300
    records). Each call returns fresh row dicts, so a test that edits a row changes no other test's rows. Rows do not
    depend on the number of workers (test_pipeline checks it), so a shared build uses both cores of a 2-core runner."""
    from privasis_hub.synth.pipeline import build_privasis

    def rows(n: int, seed: int, **options) -> list[dict]:
        options.pop("workers", None)
        key = (n, seed, tuple(sorted(options.items())))
        if key not in _PRIVASIS_BUILDS:
            out = tmp_path_factory.mktemp(f"privasis-{n}-{seed}")
            dd = build_privasis(n, seed=seed, out=out, split=None, workers=min(2, os.cpu_count() or 1), **options)
            _PRIVASIS_BUILDS[key] = dd["train"]
        return list(_PRIVASIS_BUILDS[key])

    return rows
