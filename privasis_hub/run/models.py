"""The models ``privasis run`` talks to: a local transformers folder or an OpenAI-compatible server.

Both expose one method, ``generate(prompts, *, max_new_tokens, temperature=0.0, seed=None,
repetition_penalty=None) -> list[str]``. A prompt is a plain string (sent as it is to a local
model, as one user message to a server) or a list of chat messages. Local generation is
:class:`privasis_hub.llm.local.LocalChatModel` (batched, left-padded, greedy by default); server
calls go through :class:`privasis_hub.llm.openai_backend.OpenAIBackend` (bounded concurrency,
retries with backoff, token accounting, never an empty answer).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from privasis_hub.aio import run as run_coroutine

__all__ = ["ServerChatModel", "TextModel", "is_server", "load_model", "text_prompt"]

Prompt = str | list[dict[str, str]]
_TASK = "run"


class TextModel(Protocol):
    """What :func:`privasis_hub.run.sanitize` and :func:`privasis_hub.run.extract` need from a model."""

    name: str

    def generate(
        self,
        prompts: Sequence[Prompt],
        *,
        max_new_tokens: int = 512,
        temperature: float = 0.0,
        seed: int | None = None,
        repetition_penalty: float | None = None,
    ) -> list[str]:
        """One completion per prompt, in order."""


class ServerChatModel:
    """A model behind an OpenAI-compatible chat endpoint (vLLM, SGLang, llama.cpp, hosted APIs).

    OpenAI-compatible chat APIs have no repetition penalty, and a greedy request sent again gives
    the same answer: a call with ``repetition_penalty`` (the one retry on unparseable output) is
    sent at temperature 0.3 instead, so the answer can change. Answers are at temperature 0 otherwise.
    """

    def __init__(self, base_url: str, model: str, *, api_key: str | None = None, concurrency: int = 8,
                 timeout: float = 120.0, max_retries: int = 4) -> None:
        from privasis_hub.llm.openai_backend import OpenAIBackend

        self.backend = OpenAIBackend(base_url, model, api_key=api_key, concurrency=concurrency, temperature=0.0,
                                     timeout=timeout, max_retries=max_retries)
        self.name = model
        self.base_url = base_url

    def __repr__(self) -> str:
        return f"ServerChatModel({self.base_url!r}, {self.name!r})"

    def generate(
        self,
        prompts: Sequence[Prompt],
        *,
        max_new_tokens: int = 512,
        temperature: float = 0.0,
        seed: int | None = None,
        repetition_penalty: float | None = None,
    ) -> list[str]:
        """Send every prompt (concurrently, bounded by the backend's ``concurrency``); answers in order."""
        messages = [[{"role": "user", "content": p}] if isinstance(p, str) else list(p) for p in prompts]
        backend = self.backend
        backend.max_tokens = max_new_tokens
        backend.task_temperatures[_TASK] = temperature
        if repetition_penalty is not None:
            # the one retry on unparseable output: re-ask at a small temperature so the answer can change
            backend.task_temperatures[_TASK] = max(temperature, 0.3)

        async def all_of() -> list[str]:
            try:
                answers = await asyncio.gather(*[
                    backend._complete(_TASK, m, seed=(seed or 0), schema=None) for m in messages])
            finally:
                await backend.aclose()
            return [a.text for a in answers]

        return run_coroutine(all_of())

    @property
    def usage(self) -> dict[str, float]:
        """Token and request counts so far (from the backend's accounting)."""
        return dict(self.backend.usage)


def is_server(model: Any) -> bool:
    """Whether ``model`` answers through a chat server (its answers may carry chat wrapping)."""
    return isinstance(model, ServerChatModel)


def load_model(model: str | Any, *, base_url: str | None = None, api_key: str | None = None,
               batch_size: int = 8, device: str | None = None, concurrency: int = 8) -> TextModel:
    """A model to run: an object with ``generate`` (returned as is), a model name on ``base_url``,
    a local model or adapter folder, a GGUF file (llama.cpp in process), or a Hub model id (downloaded to
    the local cache first)."""
    if not isinstance(model, str):
        if not callable(getattr(model, "generate", None)):
            raise TypeError(f"a model is a path, a Hub id or an object with generate(); got {type(model).__name__}")
        return model
    if base_url:
        return ServerChatModel(base_url, model, api_key=api_key, concurrency=concurrency)
    from privasis_hub.errors import UserError
    from privasis_hub.extras import require
    from privasis_hub.llm.local import LocalChatModel

    hint = "pass a local model or adapter folder, a GGUF file, a Hub model id (ORG/NAME) or a model name with --base-url"
    path = Path(model)
    if path.is_file() and path.suffix == ".gguf":
        from privasis_hub.run.gguf_model import LlamaCppModel

        return LlamaCppModel(path)
    if not path.exists():
        from huggingface_hub import snapshot_download
        from huggingface_hub.errors import HFValidationError

        if model.count("/") != 1 or model.startswith(("/", ".")):
            raise UserError(f"--model {model}: no such model folder", hint=hint)
        try:
            path = Path(snapshot_download(model))
        except HFValidationError as err:
            raise UserError(f"--model {model}: no such model folder, and not a valid Hub id ({err})",
                            hint=hint) from None
        except Exception as err:  # offline, gated, missing: huggingface_hub raises several types
            raise UserError(f"--model {model}: not a local folder and it could not be downloaded from the Hub "
                            f"({type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''})",
                            hint=hint) from None
    if not path.is_dir():
        raise UserError(f"--model {model}: not a folder", hint=hint)
    for module in ("torch", "transformers") + (("peft",) if (path / "adapter_config.json").exists() else ()):
        require(module, what="a local --model")
    from privasis_hub.model_files import check_config, check_tokenizer

    check_config(path, f"--model {model}")
    if not (path / "adapter_config.json").exists():
        check_tokenizer(path, f"--model {model}")
    try:
        return LocalChatModel(path, device=device, batch_size=batch_size)
    except (OSError, ValueError) as err:  # not a model folder, or an incomplete one
        raise UserError(f"--model {model}: cannot load a model from this folder ({str(err).splitlines()[0]})",
                        hint="pass a folder written by save_pretrained (config.json, weights, tokenizer)") from None


def text_prompt(model: Any, text: str) -> str:
    """``text`` as a plain-text prompt exactly as TRL tokenized it in training.

    TRL tokenizes a non-conversational prompt with the tokenizer's special tokens (a BOS for
    Gemma, Llama, ...), while :class:`~privasis_hub.llm.local.LocalChatModel` tokenizes strings
    without them; the BOS is therefore written into the string here.
    """
    tokenizer = getattr(model, "tokenizer", None)
    if tokenizer is None or tokenizer.bos_token is None:
        return text
    ids = tokenizer(text, add_special_tokens=True)["input_ids"]
    if ids and ids[0] == tokenizer.bos_token_id and not text.startswith(tokenizer.bos_token):
        return tokenizer.bos_token + text
    return text
