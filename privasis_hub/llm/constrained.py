"""Constrained decoding for local models: a JSON task's answer is valid JSON of the task's schema.

The local backends (``transformers``, ``vllm``) decode every JSON task under its schema, the way an
OpenAI-compatible server's ``response_format=json_schema`` does. For ``transformers`` the schema is
compiled to a grammar by `llguidance <https://github.com/guidance-ai/llguidance>`_ (the engine behind
the structured outputs of vLLM, SGLang and llama.cpp; ``pip install 'privasis-hub[local]'``) and
enforced token by token with a logits processor (:class:`GrammarLogitsProcessor`): at each step every
token that cannot continue a valid answer gets probability 0, and end-of-sequence is allowed only
once the answer is complete. Free-text tasks (draft, revise, the sanitization texts) are not
constrained.

Schemas are tightened (:func:`tighten`) with what the parsers of
:mod:`privasis_hub.llm.openai_backend` check anyway, so a constrained answer cannot fail them:

- strings are non-blank (``minLength`` 1 and a non-space character), numbers have at most
  ``decimals`` decimals (no endless digit runs), JSON is compact (no whitespace between tokens,
  so no whitespace loops);
- per task: a profile's ``age`` is 18-120, a judge's ``probability`` and an attribute's
  ``sensitivity`` lie in [0, 1];
- per call (:func:`with_context`): an annotated attribute's ``value`` must be a substring of the
  document (copy-constrained extraction: every value is found verbatim, so no attribute is dropped
  as unlocated), and a group's ``keys`` come from the attribute keys given;
- optional bounds: ``max_string_chars`` (``maxLength`` of every string) and ``max_items``
  (``maxItems`` of every array) guarantee that an answer ends within a token budget even for a model
  that never stops on its own (a tiny test model); off by default.

Limits: the grammar starts at the first generated token, so a model cannot "think" before its
JSON; object keys come in the schema's order; a model that never closes a string without bounds is
cut off at ``max_tokens`` (a ``length`` finish, then the usual re-ask). Cost: llguidance computes a
token mask in tens of microseconds per row and step (its published figure for 128k-token
vocabularies), plus one small tensor operation per step on the logits; grammars are compiled once
per distinct schema.
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Sequence
from typing import Any

import numpy as np

#: Schema extension: a string value must be a substring of this text (copy-constrained extraction).
SUBSTRING_OF = "x-substring-of"
#: What each task's parser requires beyond the shared schema, by property name.
TASK_BOUNDS: dict[str, dict[str, dict[str, Any]]] = {
    "fill_profile": {"age": {"minimum": 18, "maximum": 120}},
    "judge": {"probability": {"minimum": 0, "maximum": 1}},
    "annotate": {"sensitivity": {"minimum": 0, "maximum": 1}},
}
_COMPACT = {"whitespace_flexible": False}


def _walk(schema: Any, visit) -> None:
    """Call ``visit`` on ``schema`` and every sub-schema under ``properties`` and ``items``."""
    if isinstance(schema, dict):
        visit(schema)
        for sub in (schema.get("properties") or {}).values():
            _walk(sub, visit)
        if isinstance(schema.get("items"), dict):
            _walk(schema["items"], visit)


def tighten(
    task: str,
    schema: dict[str, Any],
    *,
    max_string_chars: int | None = None,
    max_items: int | None = None,
    decimals: int = 4,
) -> dict[str, Any]:
    """A copy of ``schema`` with the bounds the task's parser checks (see the module docstring)."""
    out = copy.deepcopy(schema)
    bounds = TASK_BOUNDS.get(task, {})

    def visit(node: dict[str, Any]) -> None:
        kind = node.get("type")
        if kind == "string" and "enum" not in node and "const" not in node:
            node.setdefault("minLength", 1)
            if SUBSTRING_OF not in node:
                node.setdefault("pattern", r"\S")
            if max_string_chars is not None:
                node.setdefault("maxLength", max_string_chars)
        elif kind == "array" and max_items is not None:
            node.setdefault("maxItems", max(max_items, node.get("minItems", 0)))
        elif kind == "number":
            node.setdefault("multipleOf", 10.0**-decimals)
        for name, sub in (node.get("properties") or {}).items():
            if name in bounds and isinstance(sub, dict):
                for key, value in bounds[name].items():
                    sub.setdefault(key, value)
        if task == "weigh_sensitivity" and isinstance((node.get("properties") or {}).get("weights"), dict):
            for sub in node["properties"]["weights"].get("properties", {}).values():
                sub.setdefault("minimum", 0)
                sub.setdefault("maximum", 1)

    _walk(out, visit)
    return out


def with_context(task: str, schema: dict[str, Any] | None, *, text: str | None = None,
                 keys: Sequence[str] | None = None) -> dict[str, Any] | None:
    """``schema`` narrowed by what one call knows: ``text`` (annotate) or ``keys`` (group)."""
    if schema is None:
        return None
    out = copy.deepcopy(schema)
    if task == "annotate" and text is not None and text.strip():
        item = out["properties"]["attributes"]["items"]
        item["properties"]["value"] = {"type": "string", SUBSTRING_OF: text}
    elif task == "group" and keys:
        group = out["properties"]["groups"]["items"]
        group["properties"]["keys"]["items"] = {"type": "string", "enum": list(dict.fromkeys(keys))}
    return out


def standard(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` without this module's extension keywords (for servers and vLLM)."""
    out = copy.deepcopy(schema)

    def visit(node: dict[str, Any]) -> None:
        if node.pop(SUBSTRING_OF, None) is not None:
            node.setdefault("minLength", 1)

    _walk(out, visit)
    return out


def _has_extension(schema: Any) -> bool:
    found = []
    _walk(schema, lambda node: found.append(SUBSTRING_OF in node))
    return any(found)


# --------------------------------------------------------------------------------------
# Schema -> llguidance grammar
# --------------------------------------------------------------------------------------
def _lark_literal(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


class _LarkWriter:
    """A Lark grammar for a schema whose strings may carry :data:`SUBSTRING_OF` (a JSON-schema subset:
    closed objects with every property required, arrays with ``items``, leaves of any supported kind)."""

    def __init__(self):
        self.rules: list[str] = []
        self.count = 0

    def name(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def node(self, schema: dict[str, Any]) -> str:
        """A grammar expression for ``schema`` (rule names and literals)."""
        if not _has_extension(schema):
            rule = self.name("json")
            self.rules.append(f"{rule}: %json {json.dumps({**schema, 'x-guidance': _COMPACT})}")
            return rule
        kind = schema.get("type")
        if kind == "string":
            return self.substring(schema)
        if kind == "object":
            props = schema.get("properties") or {}
            missing = [k for k in props if k not in schema.get("required", [])]
            if missing or schema.get("additionalProperties", True) is not False:
                raise ValueError(f"{SUBSTRING_OF} needs closed objects with every property required; "
                                 f"optional or extra properties: {missing or 'additionalProperties'}")
            parts = []
            for i, (key, sub) in enumerate(props.items()):
                parts.append(_lark_literal(("{" if i == 0 else ",") + json.dumps(key, ensure_ascii=False) + ":"))
                parts.append(self.node(sub))
            parts.append(_lark_literal("}" if props else "{}"))
            rule = self.name("obj")
            self.rules.append(f"{rule}: " + " ".join(parts))
            return rule
        if kind == "array":
            item = self.node(schema["items"])
            low = max(1, int(schema.get("minItems", 0)))
            high = schema.get("maxItems")
            more = f"{{{low - 1},{'' if high is None else int(high) - 1}}}"
            rule = self.name("arr")
            body = f'"[" {item} ("," {item}){more} "]"'
            if schema.get("minItems", 0) == 0:
                body += ' | "[]"'
            self.rules.append(f"{rule}: {body}")
            return rule
        raise ValueError(f"{SUBSTRING_OF} inside a schema of type {kind!r} is not supported")

    def substring(self, schema: dict[str, Any]) -> str:
        text = schema[SUBSTRING_OF]
        chunks = [json.dumps(c, ensure_ascii=False)[1:-1] for c in text]  # one JSON-escaped char each
        high = schema.get("maxLength")
        # non-blank: the first character is neither a space nor an escape (a newline, tab, quote)
        escaped = r"(\\u[0-9a-fA-F]{4}|\\[^u]|[^\\])"
        shape = rf"/[^ \\]{escaped}{{0,{int(high) - 1}}}/" if high else r"/[^ \\].*/"
        terminal = self.name("SUB")
        self.rules.append(f"{terminal}: %regex {json.dumps({'substring_chunks': chunks})} & {shape}")
        rule = self.name("substr")
        self.rules.append(f'{rule}: "\\"" {terminal} "\\""')
        return rule


@functools.lru_cache(maxsize=256)
def _grammar(schema_json: str) -> str:
    from llguidance import LLMatcher

    schema = json.loads(schema_json)
    if not _has_extension(schema):
        return LLMatcher.grammar_from_json_schema(schema, defaults=_COMPACT)
    writer = _LarkWriter()
    start = writer.node(schema)
    return LLMatcher.grammar_from_lark("\n".join([f"start: {start}", *writer.rules]))


def require_llguidance() -> None:
    """Raise :class:`~privasis_hub.extras.MissingExtra` (an ``ImportError``) naming the [local] extra when llguidance is missing."""
    from privasis_hub.extras import require

    require("llguidance", what="constrained decoding")


def grammar(schema: dict[str, Any]) -> str:
    """The llguidance grammar that accepts exactly the compact JSON texts of ``schema``."""
    require_llguidance()
    return _grammar(json.dumps(schema, ensure_ascii=False))  # key order matters: it is the answer's


# --------------------------------------------------------------------------------------
# Enforcing a grammar during transformers generation
# --------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=8)
def _ll_tokenizer(tokenizer: Any, n_vocab: int, eos: tuple[int, ...]):
    import llguidance.hf

    return llguidance.hf.from_tokenizer(tokenizer, n_vocab=n_vocab, eos_token=list(eos) or None)


def allowed_tokens(bitmask: np.ndarray, n_vocab: int, device: Any = "cpu"):
    """llguidance's token bitmask (``int32`` words, bit ``t % 32`` of word ``t // 32``), one row per
    sequence, as a ``(rows, n_vocab)`` boolean tensor on ``device`` (unpacked there: only the
    packed words travel to an accelerator)."""
    import torch

    if torch.device(device).type == "cpu":
        bits = np.unpackbits(bitmask.view(np.uint8), axis=1, bitorder="little")[:, :n_vocab]
        return torch.from_numpy(bits).bool()
    words = torch.from_numpy(bitmask).to(device)
    shifts = torch.arange(32, dtype=torch.int32, device=device)
    return ((words.unsqueeze(-1) >> shifts) & 1).reshape(len(bitmask), -1)[:, :n_vocab].bool()


class GrammarLogitsProcessor:
    """A ``transformers`` logits processor that keeps row ``i`` of a batch inside ``grammars[i]``.

    ``grammars[i] = None`` leaves row ``i`` free. ``prompt_length`` is the padded prompt length
    (new tokens start there); ``eos`` the ids that end an answer (allowed only where the grammar
    is complete). Rows whose grammar has ended are left alone (the model has emitted
    end-of-sequence for them and ``generate`` pads them). A matcher that rejects a token raises
    ``RuntimeError`` with llguidance's message.
    """

    def __init__(self, tokenizer: Any, grammars: Sequence[str | None], prompt_length: int,
                 eos: Sequence[int] = ()):
        require_llguidance()
        import llguidance

        self.tokenizer, self.grammars, self.eos = tokenizer, list(grammars), tuple(eos)
        self.rows = [i for i, g in enumerate(self.grammars) if g is not None]
        self.matchers: list[Any] | None = None  # made on the first step, when the logits' width is known
        self.executor = llguidance.LLExecutor()
        self.prompt_length = prompt_length

    def _start(self, n_vocab: int) -> None:
        import llguidance

        ll_tokenizer = _ll_tokenizer(self.tokenizer, n_vocab, self.eos)
        self.matchers = [None if g is None else llguidance.LLMatcher(ll_tokenizer, g) for g in self.grammars]
        for i, m in enumerate(self.matchers):
            if m is not None and m.is_error():
                raise ValueError(f"row {i}: the grammar does not compile: {m.get_error()}")
        self.words = (n_vocab + 31) // 32

    def __call__(self, input_ids, scores):
        import torch

        if not self.rows:
            return scores
        if self.matchers is None:
            self._start(scores.shape[1])
        if input_ids.shape[1] > self.prompt_length:
            last = input_ids[:, -1].tolist()
            for i in self.rows:
                m = self.matchers[i]
                if not m.is_stopped() and not m.consume_token(last[i]):
                    raise RuntimeError(f"row {i}: token {last[i]} broke the grammar: {m.get_error()}")
        live = [(self.matchers[i], j) for j, i in enumerate(self.rows) if not self.matchers[i].is_stopped()]
        ended = [i for i in self.rows if self.matchers[i].is_stopped()]
        if ended and self.eos:  # the answer is complete (or the row is padding already): only end-of-sequence
            eos_only = torch.full((scores.shape[1],), float("-inf"), device=scores.device, dtype=scores.dtype)
            eos_only[list(self.eos)] = 0.0
            scores[ended] = scores[ended] + eos_only
        if not live:
            return scores
        bitmask = np.full((len(live), self.words), -1, dtype=np.int32)
        self.executor.unsafe_compute_mask_ptr([(m, k) for k, (m, _) in enumerate(live)], bitmask.ctypes.data,
                                              self.words * 4, len(live))
        broken = [f"row {self.rows[j]}: {m.get_error()}" for m, j in live if m.is_error()]
        if broken:
            raise RuntimeError("constrained decoding failed: " + "; ".join(broken))
        allowed = allowed_tokens(bitmask, scores.shape[1], scores.device)
        index = [self.rows[j] for _, j in live]
        scores[index] = scores[index].masked_fill(~allowed, float("-inf"))
        return scores
