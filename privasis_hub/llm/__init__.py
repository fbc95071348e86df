"""Backends behind one task-level interface (see :mod:`privasis_hub.llm.base`)."""

from privasis_hub.llm.base import Backend, BackendError, Draft, RecordSpec, RecordTypeChoice

__all__ = ["Backend", "BackendError", "Draft", "RecordSpec", "RecordTypeChoice", "get_backend"]


def get_backend(name: str = "offline", **kwargs) -> Backend:
    """Return a backend by name: ``offline`` (default, no model), ``openai`` (any compatible server),
    ``transformers`` (a local model folder) or ``vllm`` (vLLM's offline engine, when installed)."""
    if name == "offline":
        from privasis_hub.llm.offline import OfflineBackend

        return OfflineBackend(**kwargs)
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
