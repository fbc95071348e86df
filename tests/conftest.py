"""Tests never reach the network: the Hub is offline for every test. Each test session loads datasets through a
cache of its own: pytest reuses temporary folder names across sessions, and `datasets` would otherwise serve a corpus
built at the same path by an earlier session from the shared cache."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ["HF_DATASETS_CACHE"] = _CACHE = tempfile.mkdtemp(prefix="privasis-tests-datasets-")
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)
