"""Backends behind one task-level interface (see :mod:`privasis_hub.llm.base`)."""

from privasis_hub.llm.base import Backend, BackendError, Draft, RecordSpec, RecordTypeChoice

__all__ = ["Backend", "BackendError", "Draft", "RecordSpec", "RecordTypeChoice", "get_backend"]


def get_backend(name: str = "offline", **kwargs) -> Backend:
    """Return a backend by name: ``offline`` (default, no model) or ``openai`` (any compatible server)."""
    if name == "offline":
        from privasis_hub.llm.offline import OfflineBackend

        return OfflineBackend(**kwargs)
    if name == "openai":
        from privasis_hub.llm.openai_backend import OpenAIBackend

        return OpenAIBackend(**kwargs)
    raise ValueError(f"unknown backend {name!r}: choose 'offline' or 'openai'")
