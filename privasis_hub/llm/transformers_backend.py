"""Local-model backends: every pipeline task on a ``transformers`` model, or on vLLM's offline engine.

Both reuse the OpenAI backend's prompt/parse layer (:class:`~privasis_hub.llm.openai_backend.ChatTaskBackend`:
the same prompts, parsers, re-ask and response cache) and differ only in how a completion is
made. Calls from the pipeline's concurrent rows are gathered into batches: a call waits for the
event loop to have queued what it can (up to ``batch_size``), then the batch is generated in a
worker thread, so the loop keeps queueing the next one.

- ``transformers``: :class:`~privasis_hub.llm.local.LocalChatModel` (left padding, chat
  template, PEFT adapter folders). Greedy decoding (``temperature=0``, the default here) is
  exact and does not depend on how calls were batched. With sampling, each batch is seeded from
  the seeds of its calls, so a run is reproducible only when batches form the same way
  (``concurrency`` 1, or the same concurrency on the same machine).
- ``vllm``: ``vllm.LLM(...).chat`` with one ``SamplingParams`` per call, carrying the call's own
  seed, so sampling is reproducible call by call. Needs ``pip install vllm`` (a GPU build); the
  backend says so when vLLM is missing.

Both decode JSON tasks under the task's schema (``structured_outputs=True``, the default here;
see :mod:`privasis_hub.llm.constrained`): ``transformers`` through llguidance, with the schema
tightened to what the parsers check and narrowed per call (annotated values copied from the
document, group keys from the given keys); ``vllm`` through its own structured outputs
(``StructuredOutputsParams(json=...)``) with the same schema minus the copy constraint, which is
not JSON schema. ``structured_outputs=False`` decodes freely and relies on the parse/re-ask loop.
"""

from __future__ import annotations

import asyncio
import importlib.util
from dataclasses import dataclass, field
from typing import Any

from privasis_hub.llm import constrained, prompting
from privasis_hub.llm.openai_backend import SCHEMAS, ChatTaskBackend, _Completion


@dataclass
class _Call:
    task: str
    messages: list[dict[str, str]]
    seed: int
    sampling: dict[str, Any]
    future: asyncio.Future = field(repr=False)


class _BatchedLocalBackend(ChatTaskBackend):
    """Gathers concurrent calls into batches for :meth:`_generate_batch` (run in a worker thread).

    ``structured_outputs`` (default True): JSON tasks are decoded under their schema, tightened
    by :func:`~privasis_hub.llm.constrained.tighten` (``max_string_chars`` and ``max_items``
    bound every string and array when set, so an answer always ends) and narrowed per call by
    :func:`~privasis_hub.llm.constrained.with_context`.
    """

    def __init__(self, model: str, *, batch_size: int = 8, concurrency: int | None = None,
                 structured_outputs: bool = True, max_string_chars: int | None = None,
                 max_items: int | None = None, **kwargs: Any):
        super().__init__(model, structured_outputs=structured_outputs, **kwargs)
        if batch_size < 1:
            raise ValueError(f"batch_size must be at least 1, got {batch_size}")
        for name, value in (("max_string_chars", max_string_chars), ("max_items", max_items)):
            if value is not None and value < 1:
                raise ValueError(f"{name} must be at least 1 (or None for no bound), got {value}")
        self.batch_size = batch_size
        self.concurrency = concurrency or batch_size
        self.max_string_chars = max_string_chars
        self.max_items = max_items
        self._queue: list[_Call] = []
        self._worker: asyncio.Task | None = None

    def task_schema(self, task: str, **context: Any) -> dict[str, Any] | None:
        """The task's schema narrowed by the call's context (document text, attribute keys)."""
        return constrained.with_context(task, SCHEMAS.get(task), **context)

    def sampling(self, task: str, schema: dict | None) -> dict[str, Any]:
        """As for servers, with the schema tightened to what the task's parser checks."""
        params = super().sampling(task, schema)
        if "json_schema" in params:
            params["json_schema"] = constrained.tighten(
                task, params["json_schema"], max_string_chars=self.max_string_chars, max_items=self.max_items
            )
        return params

    def _generate_batch(self, calls: list[_Call]) -> list[_Completion]:
        raise NotImplementedError

    async def _generate(
        self, task: str, messages: list[dict[str, str]], *, seed: int, schema: dict | None
    ) -> _Completion:
        loop = asyncio.get_running_loop()
        call = _Call(task, messages, seed, self.sampling(task, schema), loop.create_future())
        self._queue.append(call)
        if self._worker is None or self._worker.done() or self._worker.get_loop() is not loop:
            self._worker = loop.create_task(self._drain())
        completion = await call.future
        self._account_tokens(task, completion.prompt_tokens, completion.completion_tokens)
        text = prompting.strip_reasoning(completion.text)
        if not text:
            raise self._error(
                task, f"empty completion from the local model {self.model!r} "
                f"(finish_reason={completion.finish_reason!r})"
            )
        return _Completion(text, completion.finish_reason, completion.prompt_tokens, completion.completion_tokens)

    async def _drain(self) -> None:
        while self._queue:
            for _ in range(3):  # let the rows that are ready queue their calls
                await asyncio.sleep(0)
            batch, self._queue = self._queue[: self.batch_size], self._queue[self.batch_size :]
            try:
                results = await asyncio.to_thread(self._generate_batch, batch)
            except Exception as err:  # a model failure fails the calls of its batch, loudly
                for call in batch:
                    if not call.future.done():
                        call.future.set_exception(
                            self._error(call.task, f"local generation failed: {type(err).__name__}: {err}")
                        )
                continue
            for call, result in zip(batch, results, strict=True):
                if not call.future.done():
                    call.future.set_result(result)


class TransformersBackend(_BatchedLocalBackend):
    """Every pipeline task on a local ``transformers`` model folder (or a PEFT adapter folder).

    ``model`` is the folder; ``device``/``dtype`` go to :class:`~privasis_hub.llm.local.LocalChatModel`;
    ``temperature`` defaults to 0 (greedy, exact); ``max_tokens`` caps new tokens per call;
    JSON tasks are decoded under their schema (see :class:`_BatchedLocalBackend`; needs
    ``pip install 'privasis-hub[local]'``, or pass ``structured_outputs=False``).
    """

    name = "transformers"

    def __init__(
        self,
        model: str,
        *,
        device: str | None = None,
        dtype: Any = None,
        batch_size: int = 8,
        temperature: float = 0.0,
        max_tokens: int = 1024,
        repetition_penalty: float | None = None,
        local_model: Any = None,
        **kwargs: Any,
    ):
        from privasis_hub.llm.local import LocalChatModel

        kwargs.pop("base_url", None)
        super().__init__(str(model), batch_size=batch_size, temperature=temperature, max_tokens=max_tokens,
                         **kwargs)
        if self.structured_outputs:
            constrained.require_llguidance()  # say so now, not on every JSON task
        self.lm = local_model or LocalChatModel(model, device=device, dtype=dtype, batch_size=batch_size)
        self.repetition_penalty = repetition_penalty

    def __repr__(self) -> str:
        return f"TransformersBackend(model={self.model!r}, batch_size={self.batch_size})"

    def _generate_batch(self, calls: list[_Call]) -> list[_Completion]:
        results: list[_Completion | None] = [None] * len(calls)
        groups: dict[tuple[float, int], list[int]] = {}
        for i, call in enumerate(calls):
            groups.setdefault((call.sampling["temperature"], call.sampling["max_tokens"]), []).append(i)
        for (temperature, max_tokens), members in groups.items():
            seed = sum(calls[i].seed for i in members) % (2**31)
            grammars = [constrained.grammar(calls[i].sampling["json_schema"])
                        if "json_schema" in calls[i].sampling else None for i in members]
            outputs = self.lm.generate_detailed(
                [calls[i].messages for i in members], max_new_tokens=max_tokens, temperature=temperature,
                seed=seed, repetition_penalty=self.repetition_penalty,
                grammars=grammars if any(g is not None for g in grammars) else None,
            )
            for i, (text, prompt_tokens, new_tokens) in zip(members, outputs, strict=True):
                finish = "length" if new_tokens >= max_tokens else "stop"
                results[i] = _Completion(text, finish, prompt_tokens, new_tokens)
        return [r for r in results if r is not None]


def vllm_available() -> bool:
    """Whether ``vllm`` can be imported here."""
    return importlib.util.find_spec("vllm") is not None


def vllm_sampling_kwargs(sampling: dict[str, Any], seed: int) -> dict[str, Any]:
    """The ``vllm.SamplingParams`` arguments of one call (structured outputs added by the caller)."""
    return {"temperature": float(sampling["temperature"]), "max_tokens": int(sampling["max_tokens"]),
            "seed": int(seed) % (2**63)}


def _structured(vllm: Any, schema: dict[str, Any]) -> dict[str, Any]:
    """The ``SamplingParams`` keyword that constrains output to ``schema`` in this vLLM version."""
    params = vllm.sampling_params
    if hasattr(params, "StructuredOutputsParams"):  # vLLM >= 0.11
        return {"structured_outputs": params.StructuredOutputsParams(json=schema)}
    if hasattr(params, "GuidedDecodingParams"):  # older releases
        return {"guided_decoding": params.GuidedDecodingParams(json=schema)}
    raise RuntimeError("this vLLM version has no structured-output parameters; pass structured_outputs=False")


class VLLMBackend(_BatchedLocalBackend):
    """Every pipeline task on vLLM's offline engine (``vllm.LLM``) in this process.

    ``model`` is a local folder or a model name vLLM can load; ``tensor_parallel_size`` spreads it
    over GPUs; ``engine_kwargs`` go to ``vllm.LLM`` (``gpu_memory_utilization``, ``max_model_len``, ...).
    """

    name = "vllm"

    def __init__(
        self,
        model: str,
        *,
        tensor_parallel_size: int = 1,
        batch_size: int = 256,
        temperature: float = 0.7,
        max_tokens: int = 2048,
        engine_kwargs: dict[str, Any] | None = None,
        engine: Any = None,
        **kwargs: Any,
    ):
        kwargs.pop("base_url", None)
        super().__init__(str(model), batch_size=batch_size, temperature=temperature, max_tokens=max_tokens,
                         **kwargs)
        if engine is None:
            if not vllm_available():
                raise ImportError(
                    "the vllm backend needs vLLM: pip install vllm (a CUDA machine); or use --backend "
                    "transformers (any machine) or --backend openai against a vLLM server"
                )
            import vllm

            engine = vllm.LLM(model=str(model), tensor_parallel_size=tensor_parallel_size, **(engine_kwargs or {}))
        self.engine = engine

    def __repr__(self) -> str:
        return f"VLLMBackend(model={self.model!r})"

    def _generate_batch(self, calls: list[_Call]) -> list[_Completion]:
        import vllm

        params = []
        for call in calls:
            kwargs = vllm_sampling_kwargs(call.sampling, call.seed)
            if "json_schema" in call.sampling:
                kwargs.update(_structured(vllm, constrained.standard(call.sampling["json_schema"])))
            params.append(vllm.SamplingParams(**kwargs))
        outputs = self.engine.chat([c.messages for c in calls], sampling_params=params, use_tqdm=False)
        results = []
        for output in outputs:
            best = output.outputs[0]
            results.append(_Completion(best.text, best.finish_reason, len(output.prompt_token_ids or []),
                                       len(best.token_ids or [])))
        return results
