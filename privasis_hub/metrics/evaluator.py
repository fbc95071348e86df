"""Evaluator models for the inference, proximity and retention levels of ``privasis_leak``.

An evaluator answers three tasks, all ``async`` so many records are scored concurrently:

- ``guess_attribute(text, attribute) -> str``: the attacker's best guess of the attribute;
- ``judge_closer(true_value, guess_original, guess_prediction) -> "prediction" | "original" | "equal"``;
- ``judge_present(text, attribute, value) -> bool``: whether the text carries the value's information.

Prompts are the ``prompts/<task>.{system,user}.txt`` templates (``string.Template``; the system
message starts with ``TASK: <task>``). Decoding is greedy (temperature 0). Answers are cached
by ``(task, inputs)``. A call that still fails after the retries, or an answer that cannot be
parsed, raises :class:`EvaluatorError`: it is never scored as a pass.
"""

from __future__ import annotations

import asyncio
import re
import string
from functools import cache
from pathlib import Path
from typing import Any

from privasis_hub.llm.base import BackendError

PROMPT_DIR = Path(__file__).parent / "prompts"
TASKS = ("guess_attribute", "judge_closer", "judge_present")
_WORD = re.compile(r"[A-Za-z]+")


class EvaluatorError(RuntimeError):
    """An evaluator call failed (server error after retries, unusable answer)."""


@cache
def _template(name: str) -> string.Template:
    return string.Template((PROMPT_DIR / name).read_text(encoding="utf-8"))


def render_messages(task: str, **context: str) -> list[dict[str, str]]:
    """The ``[system, user]`` messages of an evaluator task."""
    system = _template(f"{task}.system.txt").substitute(**context).strip()
    user = _template(f"{task}.user.txt").substitute(**context).strip()
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def _label(task: str, answer: str, labels: tuple[str, ...]) -> str:
    """The one label the answer names (as a whole word, any case), else an error."""
    found = {w.upper() for w in _WORD.findall(answer)} & set(labels)
    if len(found) != 1:
        raise EvaluatorError(f"{task}: expected exactly one of {'/'.join(labels)}, got {answer[:200]!r}")
    return found.pop()


class _CachedEvaluator:
    """The three tasks over one ``_generate(task, messages) -> str``, cached and de-duplicated."""

    def __init__(self) -> None:
        self.cache: dict[tuple, Any] = {}
        self._pending: dict[tuple, asyncio.Future] = {}

    async def _generate(self, task: str, messages: list[dict[str, str]]) -> str:
        raise NotImplementedError

    async def _ask(self, task: str, key: tuple, context: dict[str, str], parse) -> Any:
        key = (task, *key)
        if key in self.cache:
            return self.cache[key]
        if key in self._pending:  # the same question is already in flight
            return await asyncio.shield(self._pending[key])
        future = asyncio.get_running_loop().create_future()
        self._pending[key] = future
        try:
            answer = parse(await self._generate(task, render_messages(task, **context)))
        except BaseException as err:
            future.set_exception(err)
            future.exception()  # mark retrieved: waiters (if any) re-raise it
            raise
        finally:
            del self._pending[key]
        self.cache[key] = answer
        future.set_result(answer)
        return answer

    async def guess_attribute(self, text: str, attribute: str) -> str:
        """The evaluator's best guess of ``attribute`` from ``text`` ("UNKNOWN" when none)."""
        return await self._ask(
            "guess_attribute", (text, attribute), {"text": text, "attribute": attribute}, str.strip
        )

    async def judge_closer(
        self, true_value: str, guess_original: str, guess_prediction: str, attribute: str = ""
    ) -> str:
        """Which guess is closer to ``true_value``: "prediction", "original" or "equal"."""
        names = {"FIRST": "original", "SECOND": "prediction", "EQUAL": "equal"}
        return await self._ask(
            "judge_closer",
            (true_value, guess_original, guess_prediction, attribute),
            {
                "attribute": attribute or "(unnamed)",
                "true_value": true_value,
                "guess_first": guess_original,
                "guess_second": guess_prediction,
            },
            lambda a: names[_label("judge_closer", a, tuple(names))],
        )

    async def judge_present(self, text: str, attribute: str, value: str) -> bool:
        """Whether ``text`` (a prediction or a guess) carries the information of ``value``."""
        return await self._ask(
            "judge_present",
            (text, attribute, value),
            {"text": text, "attribute": attribute, "value": value},
            lambda a: _label("judge_present", a, ("YES", "NO")) == "YES",
        )

    async def aclose(self) -> None:
        """Release connections (a no-op where there are none)."""


class OpenAIEvaluator(_CachedEvaluator):
    """An evaluator served by any OpenAI-compatible endpoint (retries and concurrency as
    :class:`~privasis_hub.llm.openai_backend.OpenAIBackend`: backoff, ``Retry-After``, one semaphore)."""

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        concurrency: int = 8,
        max_retries: int = 4,
        timeout: float = 120.0,
        max_tokens: int = 256,
        **backend_kwargs: Any,
    ):
        super().__init__()
        from privasis_hub.llm.openai_backend import OpenAIBackend

        self.base_url, self.model = base_url, model
        self._backend = OpenAIBackend(
            base_url=base_url,
            model=model,
            api_key=api_key,
            concurrency=concurrency,
            temperature=0.0,
            max_tokens=max_tokens,
            timeout=timeout,
            max_retries=max_retries,
            **backend_kwargs,
        )

    def __repr__(self) -> str:
        return f"OpenAIEvaluator(base_url={self.base_url!r}, model={self.model!r})"

    @property
    def usage(self) -> dict[str, float]:
        return self._backend.usage

    async def _generate(self, task: str, messages: list[dict[str, str]]) -> str:
        try:
            return (await self._backend._complete(task, messages, seed=0, schema=None)).text
        except BackendError as err:
            raise EvaluatorError(f"evaluator {self.model!r} at {self.base_url}: {err}") from err

    async def aclose(self) -> None:
        await self._backend.aclose()


class TransformersEvaluator(_CachedEvaluator):
    """An evaluator run locally with ``transformers`` (greedy decoding, one call at a time)."""

    def __init__(self, path: str, max_new_tokens: int = 64, device: str | None = None):
        super().__init__()
        self.path, self.max_new_tokens, self.device = path, max_new_tokens, device
        self._model = self._tokenizer = None
        self._lock: asyncio.Lock | None = None
        self._lock_loop: asyncio.AbstractEventLoop | None = None

    def __repr__(self) -> str:
        return f"TransformersEvaluator({self.path!r})"

    def _load(self) -> None:
        from privasis_hub.extras import require

        torch = require("torch", what="a local evaluator")
        require("transformers", what="a local evaluator")
        from transformers import AutoModelForCausalLM, AutoTokenizer

        device = self.device or ("cuda" if torch.cuda.is_available() else "cpu")
        self._tokenizer = AutoTokenizer.from_pretrained(self.path)
        self._model = AutoModelForCausalLM.from_pretrained(self.path, torch_dtype="auto").to(device).eval()

    def _generate_sync(self, messages: list[dict[str, str]]) -> str:
        if self._model is None:
            self._load()
        tok, model = self._tokenizer, self._model
        inputs = tok.apply_chat_template(
            messages, add_generation_prompt=True, return_tensors="pt", return_dict=True
        ).to(model.device)
        out = model.generate(
            **inputs, do_sample=False, max_new_tokens=self.max_new_tokens, pad_token_id=tok.eos_token_id
        )
        return tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)

    async def _generate(self, task: str, messages: list[dict[str, str]]) -> str:
        if self._lock_loop is not asyncio.get_running_loop():  # a lock cannot cross event loops
            self._lock, self._lock_loop = asyncio.Lock(), asyncio.get_running_loop()
        async with self._lock:
            try:
                text = await asyncio.to_thread(self._generate_sync, messages)
            except EvaluatorError:
                raise
            except Exception as err:
                raise EvaluatorError(f"{task}: local evaluator {self.path!r} failed: {err!r}") from err
        text = re.sub(r"<think>.*?</think>", "", text, flags=re.S).strip()
        if not text:
            raise EvaluatorError(f"{task}: local evaluator {self.path!r} returned an empty answer")
        return text


def get_evaluator(spec: Any) -> Any:
    """An evaluator from a spec: None, ``{"base_url", "model", ...}``, a local model path, or an evaluator."""
    if spec is None:
        return None
    if isinstance(spec, dict):
        missing = [k for k in ("base_url", "model") if not spec.get(k)]
        if missing:
            raise ValueError(f"evaluator spec needs {' and '.join(missing)}; got keys {sorted(spec)}")
        return OpenAIEvaluator(**spec)
    if isinstance(spec, str | Path):
        return TransformersEvaluator(str(spec))
    if all(callable(getattr(spec, t, None)) for t in TASKS):
        return spec
    raise TypeError(
        f"evaluator must be None, a dict with base_url and model, a model path or an object with {TASKS}; "
        f"got {type(spec).__name__}"
    )
