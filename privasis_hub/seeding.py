"""Stable seeds and ids derived from a run's (config, seed), identical across processes."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def derive_seed(*parts: Any) -> int:
    """A 63-bit seed derived from ``parts`` (stable across runs, processes and platforms)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def fingerprint(config: dict[str, Any]) -> str:
    """A short hex digest of a JSON-serialisable config: what makes two runs the same run."""
    blob = json.dumps(config, sort_keys=True, default=str).encode()
    return hashlib.blake2b(blob, digest_size=8).hexdigest()
