"""Batched text generation with a local ``transformers`` model (optionally a PEFT adapter).

:class:`LocalChatModel` is the one place the library runs a causal LM itself: the
``transformers`` backend (every pipeline task on a local model) and batch inference with
trained models both go through :meth:`LocalChatModel.generate`. Prompts are either chat
message lists (rendered with the tokenizer's chat template, generation prompt added) or
plain strings (tokenized as they are). Batches are left-padded so every row's new tokens
start at the same position; greedy decoding is the default and is exact; sampling is
seeded per call (``seed``), so a call with the same prompts and seed gives the same texts.
A prompt may come with a grammar (:mod:`privasis_hub.llm.constrained`): its completion is then
decoded under it, token by token (constrained decoding).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

Prompt = str | list[dict[str, str]]


def _resolve_dtype(dtype: Any, device: str):
    import torch

    if dtype is None or dtype == "auto":
        if device.startswith("cuda"):
            return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
        return torch.float32
    if isinstance(dtype, str):
        try:
            return getattr(torch, dtype)
        except AttributeError:
            raise ValueError(f"unknown dtype {dtype!r}; use e.g. 'float32', 'bfloat16' or 'float16'") from None
    return dtype


def _checked(tokenizer, source):
    """``tokenizer``, or a ``ValueError`` when it turns text into no tokens (a folder without tokenizer files
    gets an empty tokenizer of the config's type from transformers, and generation fails much later)."""
    if not tokenizer("a b c", add_special_tokens=False)["input_ids"]:
        raise ValueError(f"{source}: no tokenizer (tokenizer.json / tokenizer_config.json) in the folder; "
                         "the tokenizer it falls back to encodes text as nothing")
    return tokenizer


class LocalChatModel:
    """A causal LM from a folder (a full model, or a PEFT adapter folder with ``adapter_config.json``).

    ``device``: ``"cuda"``, ``"cpu"``, ``"cuda:1"``, ... (default: CUDA when available);
    ``dtype``: a torch dtype or its name (default: bfloat16/float16 on GPU, float32 on CPU);
    ``batch_size``: prompts per forward pass in :meth:`generate`.
    """

    def __init__(self, path: str | Path, *, device: str | None = None, dtype: Any = None, batch_size: int = 8):
        from privasis_hub.extras import require

        torch = require("torch", what="a local model")
        require("transformers", what="a local model")
        from transformers import AutoModelForCausalLM, AutoTokenizer

        if batch_size < 1:
            raise ValueError(f"batch_size must be at least 1, got {batch_size}")
        self.path = Path(path)
        if not self.path.is_dir():
            raise FileNotFoundError(f"{path}: not a model folder (expected config.json or adapter_config.json)")
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        self.dtype = _resolve_dtype(dtype, self.device)
        self.batch_size = batch_size
        adapter_config = self.path / "adapter_config.json"
        self.is_adapter = adapter_config.exists()
        if self.is_adapter:
            require("peft", what="a PEFT adapter folder")
            from peft import PeftModel

            base = json.loads(adapter_config.read_text()).get("base_model_name_or_path")
            if not base:
                raise ValueError(f"{adapter_config}: no base_model_name_or_path; cannot load the adapter's base model")
            tokenizer_source = self.path if (self.path / "tokenizer_config.json").exists() else base
            self.tokenizer = _checked(AutoTokenizer.from_pretrained(tokenizer_source), tokenizer_source)
            model = AutoModelForCausalLM.from_pretrained(base, dtype=self.dtype)
            model = PeftModel.from_pretrained(model, str(self.path))
            self.base_model = str(base)
        else:
            if not (self.path / "config.json").exists():
                raise FileNotFoundError(f"{path}: no config.json or adapter_config.json in the folder")
            self.tokenizer = _checked(AutoTokenizer.from_pretrained(self.path), self.path)
            model = AutoModelForCausalLM.from_pretrained(self.path, dtype=self.dtype)
            self.base_model = str(self.path)
        self.model = model.to(self.device).eval()
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token_id is None:
            if self.tokenizer.eos_token_id is None:
                raise ValueError(f"{path}: the tokenizer has neither a pad nor an eos token; add a pad token")
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.name = str(path)
        eos = self.model.generation_config.eos_token_id
        eos = [eos] if isinstance(eos, int) else list(eos or [])
        if self.tokenizer.eos_token_id is not None and self.tokenizer.eos_token_id not in eos:
            eos.append(self.tokenizer.eos_token_id)
        self.eos_ids: tuple[int, ...] = tuple(eos)

    def __repr__(self) -> str:
        return f"LocalChatModel({str(self.path)!r}, device={self.device!r}, batch_size={self.batch_size})"

    def render(self, prompt: Prompt) -> str:
        """The text a prompt is tokenized from: a chat list through the chat template, a string as is."""
        if isinstance(prompt, str):
            return prompt
        if not isinstance(prompt, list) or not all(isinstance(m, dict) and "role" in m for m in prompt):
            raise TypeError(f"a prompt is a string or a list of {{'role', 'content'}} messages, got {type(prompt)}")
        if not getattr(self.tokenizer, "chat_template", None):
            raise ValueError(
                f"{self.path}: the tokenizer has no chat template, so message lists cannot be rendered; "
                "pass plain-text prompts or save a tokenizer with a chat_template"
            )
        return self.tokenizer.apply_chat_template(prompt, tokenize=False, add_generation_prompt=True)

    def count_tokens(self, text: str) -> int:
        """Tokens of ``text`` without special tokens (for accounting)."""
        return len(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    def generate(
        self,
        prompts: Sequence[Prompt],
        *,
        max_new_tokens: int = 512,
        temperature: float = 0.0,
        seed: int | None = None,
        repetition_penalty: float | None = None,
        grammars: Sequence[str | None] | None = None,
    ) -> list[str]:
        """The completion of every prompt, in order (special tokens removed).

        ``temperature`` 0 is greedy; above 0 samples, seeded with ``seed`` (default 0) per batch;
        ``grammars``: see :meth:`generate_detailed`.
        """
        return [text for text, _, _ in self.generate_detailed(
            prompts, max_new_tokens=max_new_tokens, temperature=temperature, seed=seed,
            repetition_penalty=repetition_penalty, grammars=grammars)]

    def generate_detailed(
        self,
        prompts: Sequence[Prompt],
        *,
        max_new_tokens: int = 512,
        temperature: float = 0.0,
        seed: int | None = None,
        repetition_penalty: float | None = None,
        grammars: Sequence[str | None] | None = None,
    ) -> list[tuple[str, int, int]]:
        """Like :meth:`generate`, with ``(text, prompt_tokens, completion_tokens)`` per prompt.

        ``completion_tokens == max_new_tokens`` means the text was cut off at the limit
        (no end-of-sequence token came before it). ``grammars``: one llguidance grammar (see
        :func:`privasis_hub.llm.constrained.grammar`) or ``None`` per prompt; a prompt with a
        grammar is decoded under it (needs ``pip install 'privasis-hub[local]'``).
        """
        import torch

        if max_new_tokens < 1:
            raise ValueError(f"max_new_tokens must be at least 1, got {max_new_tokens}")
        if temperature < 0:
            raise ValueError(f"temperature must be non-negative, got {temperature}")
        texts = [self.render(p) for p in prompts]
        if grammars is not None and len(grammars) != len(texts):
            raise ValueError(f"{len(grammars)} grammars for {len(texts)} prompts; give one (or None) per prompt")
        out: list[tuple[str, int, int]] = []
        for start in range(0, len(texts), self.batch_size):
            batch = texts[start : start + self.batch_size]
            enc = self.tokenizer(batch, return_tensors="pt", padding=True, add_special_tokens=False).to(self.device)
            kwargs: dict[str, Any] = {
                "max_new_tokens": max_new_tokens,
                "pad_token_id": self.tokenizer.pad_token_id,
                "do_sample": temperature > 0,
            }
            if temperature > 0:
                kwargs["temperature"] = temperature
                torch.manual_seed(0 if seed is None else seed + start)
            else:  # greedy: silence sampling defaults a generation_config may carry
                kwargs.update(temperature=None, top_p=None, top_k=None)
            if repetition_penalty is not None:
                kwargs["repetition_penalty"] = repetition_penalty
            batch_grammars = grammars[start : start + self.batch_size] if grammars is not None else []
            if any(g is not None for g in batch_grammars):
                from transformers import LogitsProcessorList

                from privasis_hub.llm.constrained import GrammarLogitsProcessor

                kwargs["logits_processor"] = LogitsProcessorList([GrammarLogitsProcessor(
                    self.tokenizer, batch_grammars, enc["input_ids"].shape[1], eos=self.eos_ids)])
            with torch.inference_mode():
                generated = self.model.generate(**enc, **kwargs)
            new = generated[:, enc["input_ids"].shape[1] :]
            prompt_lengths = enc["attention_mask"].sum(dim=1).tolist()
            pad = self.tokenizer.pad_token_id
            for row, prompt_len in zip(new.tolist(), prompt_lengths, strict=True):
                stop = next((j for j, token in enumerate(row) if token in self.eos_ids), None)
                if stop is not None:
                    n_new = stop + 1  # stopped: what follows is padding
                else:
                    n_new = len(row)
                    while n_new and pad not in self.eos_ids and row[n_new - 1] == pad:
                        n_new -= 1
                text = self.tokenizer.decode(row[:n_new], skip_special_tokens=True)
                out.append((text, int(prompt_len), n_new))
        return out
