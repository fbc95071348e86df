"""Backends behind one task-level interface (see :mod:`privasis_hub.llm.base`)."""

from collections.abc import Callable

from privasis_hub.llm.base import Backend, BackendError, Draft, RecordSpec, RecordTypeChoice

__all__ = ["Backend", "BackendError", "Draft", "RecordSpec", "RecordTypeChoice", "get_backend", "register_backend"]

#: Backends a higher layer provides by name (the stages' procedural generators: see privasis_hub.offline).
_REGISTERED: dict[str, Callable[..., Backend]] = {}


def register_backend(name: str, factory: Callable[..., Backend]) -> None:
    """Let a higher layer provide ``get_backend(name)`` without this package importing it."""
    _REGISTERED[name] = factory


def get_backend(name: str = "offline", **kwargs) -> Backend:
    """Return a backend by name: ``offline`` (default, no model; registered by privasis_hub.offline), ``openai`` (any compatible server),
    ``transformers`` (a local model folder) or ``vllm`` (vLLM's offline engine, when installed)."""
    if name in _REGISTERED:
        return _REGISTERED[name](**kwargs)
    if name == "offline":
        raise ValueError("the offline backend lives beside its stages: import privasis_hub.offline "
                         "(both stages), privasis_hub.synth.offline or privasis_hub.sanitize.offline")
    if name == "openai":
        from privasis_hub.llm.openai_backend import OpenAIBackend

        return OpenAIBackend(**kwargs)
    if name == "transformers":
        from privasis_hub.llm.transformers_backend import TransformersBackend

        return TransformersBackend(**kwargs)
    if name == "vllm":
        from privasis_hub.llm.transformers_backend import VLLMBackend

        return VLLMBackend(**kwargs)
    raise ValueError(f"unknown backend {name!r}: choose 'offline', 'openai', 'transformers' or 'vllm'")
