"""The offline backend as one object: the Privasis stage's record tasks and the sanitization stage's tasks.

Each stage keeps its own procedural generator (:mod:`privasis_hub.synth.offline`,
:mod:`privasis_hub.sanitize.offline`) and the pipelines build theirs; this module, above both, joins
them for callers that want one backend for both stages and registers it as ``get_backend("offline")``.
"""

from __future__ import annotations

from privasis_hub.llm import register_backend
from privasis_hub.sanitize.offline import SENSITIVITY_PRIOR, OfflineSanitizer
from privasis_hub.synth.offline import OFFLINE_TYPES, OfflineRecords

__all__ = ["SENSITIVITY_PRIOR", "OfflineBackend"]


class OfflineBackend(OfflineRecords, OfflineSanitizer):
    """Deterministic procedural backend for both stages (the default). Same seed, same output."""


OFFLINE_TYPES.add(OfflineBackend)
register_backend("offline", OfflineBackend)
