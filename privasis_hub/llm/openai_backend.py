"""The ``openai`` backend: every pipeline task against any OpenAI-compatible server.

Works with hosted APIs and local servers (vLLM, SGLang, llama.cpp server, Ollama) through
``/chat/completions``. Prompts are the Jinja templates in ``prompts/`` (see
:mod:`privasis_hub.llm.prompting`). Behaviour, task by task:

- requests run concurrently, at most ``concurrency`` in flight (one semaphore);
- timeouts, connection errors, 408/409/429 and 5xx are retried ``max_retries`` times with
  exponential backoff (``Retry-After`` honoured); other errors, and the last failure, raise
  :class:`BackendError` naming the task and the server's status and message;
- an empty completion is an error, never an empty result;
- structured answers are JSON (``response_format=json_schema`` when ``structured_outputs``);
  an unusable answer gets ONE re-ask that appends the answer and a correction, then a
  :class:`BackendError` quoting the bad output;
- ``usage`` counts calls, tokens, retries, re-asks, errors and cost (``usage_by_task`` per task).

It also implements the :class:`~privasis_hub.llm.base.SanitizeBackend` tasks of the
sanitization builder (weigh sensitivity, write an abstraction instruction, rewrite a chunk,
merge the instructions into one user request) with the same machinery; the three text
tasks answer in plain text, cleaned of fences and chatter before they are checked.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import math
import os
import random
import re
import time
from collections.abc import Callable
from typing import Any

from privasis_hub.keys import human
from privasis_hub.llm import prompting
from privasis_hub.llm.base import (
    BackendError,
    Draft,
    RecordSpec,
    RecordTypeChoice,
    SanitizationTarget,
    TargetAttribute,
)
from privasis_hub.llm.http import ChatClient, HTTPStatusError, TransportError
from privasis_hub.schema import Attribute, Group, Profile

log = logging.getLogger(__name__)

PROFILE_FIELDS: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Profile))
RETRY_STATUSES = frozenset({408, 409, 429})
MAX_RETRY_AFTER = 60.0
MIN_GROUPS, MAX_GROUPS = 3, 8
OTHER_GROUP = "other"
DEFAULT_GROUP = "uncategorized"
DEFAULT_SENSITIVITY = 0.5
# Extraction-like tasks default to greedy decoding; generative tasks use ``temperature``.
DEFAULT_TASK_TEMPERATURES = {
    "judge": 0.0,
    "annotate": 0.0,
    "group": 0.0,
    "weigh_sensitivity": 0.0,
    "rewrite_chunk": 0.0,
}
# The sanitization tasks (their prompts follow the same ``TASK: <task>`` layout).
SANITIZE_TASKS = prompting.SANITIZE_TASKS
USAGE_KEYS = (
    "calls", "prompt_tokens", "completion_tokens", "retries", "reasks", "errors", "cost_usd", "cache_hits"
)


class _Invalid(ValueError):
    """The answer was received but cannot be used (unparseable or wrong shape)."""


@dataclasses.dataclass
class _Completion:
    text: str
    finish_reason: str | None
    prompt_tokens: int = 0
    completion_tokens: int = 0


# A parser turns a completion into (value, complaint): a complaint is a soft problem that
# earns one re-ask but leaves a usable value; _Invalid is a hard problem.
Parser = Callable[[_Completion], tuple[Any, str | None]]


# --------------------------------------------------------------------------------------
# JSON schemas for structured outputs (strict-mode compatible: all keys required, closed)
# --------------------------------------------------------------------------------------
_STR = {"type": "string"}
_NUM = {"type": "number"}


def _obj(properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }


def _array(items: dict[str, Any]) -> dict[str, Any]:
    return {"type": "array", "items": items, "minItems": 1}


SCHEMAS: dict[str, dict[str, Any]] = {
    "fill_profile": _obj({f: {"type": "integer"} if f == "age" else _STR for f in PROFILE_FIELDS}),
    "propose_record_types": _obj({"record_types": _array(_obj({"record_type": _STR, "subcategory": _STR}))}),
    "propose_backgrounds": _obj({"backgrounds": _array(_STR)}),
    "propose_formats": _obj({"formats": _array(_STR)}),
    "judge": _obj({"reasoning": _STR, "probability": _NUM}),
    "annotate": _obj(
        {"attributes": _array(_obj({"key": _STR, "value": _STR, "group": _STR, "sensitivity": _NUM}))}
    ),
    "group": _obj({"groups": _array(_obj({"name": _STR, "keys": _array(_STR)}))}),
}


# --------------------------------------------------------------------------------------
# Parsing helpers (pure)
# --------------------------------------------------------------------------------------
def _json(completion: _Completion) -> Any:
    try:
        return prompting.extract_json(completion.text)
    except prompting.JSONExtractionError as err:
        raise _Invalid(f"it is not valid JSON ({err})") from err


def _as_list(obj: Any, key: str) -> list:
    """``{"key": [...]}``, a bare list, or a one-key object holding a list."""
    if isinstance(obj, dict):
        if key in obj:
            obj = obj[key]
        elif len(obj) == 1 and isinstance(next(iter(obj.values())), list):
            obj = next(iter(obj.values()))
    if not isinstance(obj, list):
        raise _Invalid(f'expected a JSON object of the form {{"{key}": [...]}}')
    return obj


def _text(value: Any) -> str | None:
    """A non-empty stripped string from a JSON scalar, or None."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        value = str(value)
    if not isinstance(value, str):
        return None
    return value.strip() or None


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        try:
            value = float(value.strip().rstrip("%"))
        except ValueError:
            return None
    if isinstance(value, int | float) and math.isfinite(value):
        return float(value)
    return None


def _age(value: Any) -> int | None:
    number = _number(value)
    if number is None or number != int(number):
        return None
    return int(number)


def _dedupe(items: list[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for item in items:
        if item.casefold() not in seen:
            seen.add(item.casefold())
            out.append(item)
    return out


def parse_profile(obj: Any, partial: dict[str, Any]) -> Profile:
    """A complete adult :class:`Profile` from the model's object, preset values winning."""
    if isinstance(obj, dict) and isinstance(obj.get("profile"), dict):
        obj = obj["profile"]
    if not isinstance(obj, dict):
        raise _Invalid("expected a JSON object with the profile fields")
    values: dict[str, Any] = {}
    missing, problems = [], []
    for name in PROFILE_FIELDS:
        raw = partial[name] if partial.get(name) not in (None, "") else obj.get(name)
        if name == "age":
            age = _age(raw)
            if age is None:
                problems.append(f"'age' must be an integer, got {raw!r}")
            elif age < 18:
                problems.append(f"'age' must be at least 18 (adults only), got {age}")
            values[name] = age
            continue
        text = _text(raw)
        if text is None:
            missing.append(name)
        values[name] = text
    if missing:
        problems.append("missing or empty fields: " + ", ".join(missing))
    if problems:
        raise _Invalid("; ".join(problems))
    return Profile(**values)


def parse_record_types(obj: Any, category: str, n: int) -> list[RecordTypeChoice]:
    items = _as_list(obj, "record_types")
    choices, bad = [], []
    for i, item in enumerate(items):
        record_type = _text(item.get("record_type")) if isinstance(item, dict) else None
        subcategory = _text(item.get("subcategory")) if isinstance(item, dict) else None
        if record_type is None or subcategory is None:
            bad.append(i)
            continue
        choices.append(RecordTypeChoice(record_type=record_type, category=category, subcategory=subcategory))
    if bad:
        raise _Invalid(f"items at positions {bad} need non-empty 'record_type' and 'subcategory' strings")
    unique = {c.record_type.casefold(): c for c in reversed(choices)}  # first occurrence wins
    choices = [c for c in choices if unique[c.record_type.casefold()] is c]
    if not choices:
        raise _Invalid("the list of record types is empty")
    return choices[:n]


def parse_strings(obj: Any, key: str, n: int) -> list[str]:
    items = _as_list(obj, key)
    # Tolerate [{"background": "..."}]: a one-field object around the string.
    items = [next(iter(i.values())) if isinstance(i, dict) and len(i) == 1 else i for i in items]
    texts = [_text(item) if isinstance(item, str) else None for item in items]
    bad = [i for i, t in enumerate(texts) if t is None]
    if bad:
        raise _Invalid(f"items at positions {bad} of {key!r} are not non-empty strings")
    out = _dedupe([t for t in texts if t is not None])
    if not out:
        raise _Invalid(f"the list {key!r} is empty")
    return out[:n]


def parse_probability(obj: Any) -> float:
    raw = obj.get("probability") if isinstance(obj, dict) else obj
    p = _number(raw)
    if p is None:
        raise _Invalid('expected {"reasoning": "...", "probability": <number from 0 to 1>}')
    return min(1.0, max(0.0, p))


def parse_attributes(obj: Any, text: str) -> tuple[list[Attribute], str | None]:
    """Attributes with exact spans; a complaint lists malformed items and values not in ``text``."""
    items = _as_list(obj, "attributes")
    attributes: list[Attribute] = []
    malformed: list[int] = []
    seen: set[tuple[str, str]] = set()
    used_keys: dict[str, str] = {}
    for i, item in enumerate(items):
        key = _text(item.get("key")) if isinstance(item, dict) else None
        value = _text(item.get("value")) if isinstance(item, dict) else None
        if key is None or value is None:
            malformed.append(i)
            continue
        if (key, value) in seen:
            continue
        seen.add((key, value))
        unique_key, k = key, 2
        while unique_key in used_keys and used_keys[unique_key] != value:
            unique_key, k = f"{key}_{k}", k + 1
        used_keys[unique_key] = value
        sensitivity = _number(item.get("sensitivity"))
        attributes.append(
            Attribute(
                key=unique_key,
                value=value,
                group=_text(item.get("group")) or DEFAULT_GROUP,
                sensitivity=DEFAULT_SENSITIVITY if sensitivity is None else min(1.0, max(0.0, sensitivity)),
                spans=prompting.find_spans(text, value),
            )
        )
    if not attributes:
        raise _Invalid("no attribute has both a non-empty 'key' and 'value'")
    problems = []
    absent = [a for a in attributes if not a.spans]
    if absent:
        listed = "; ".join(f"{a.key}: {a.value!r}" for a in absent[:25])
        more = f" (and {len(absent) - 25} more)" if len(absent) > 25 else ""
        problems.append(
            f"these values do not occur verbatim in the document: {listed}{more}. "
            "Copy every value exactly as it is written in the document (character for character), "
            "or leave the attribute out"
        )
    if malformed:
        problems.append(f"items at positions {malformed} lack a non-empty 'key' or 'value'")
    return attributes, ("; ".join(problems) or None)


def parse_groups(obj: Any, keys: list[str]) -> tuple[list[Group], str | None]:
    """Every key in exactly one group (forgotten keys in "other"); complaint if the count is off."""
    if isinstance(obj, dict) and isinstance(obj.get("groups"), dict):  # {"groups": {name: [keys]}}
        obj = [{"name": name, "keys": ks} for name, ks in obj["groups"].items()]
    raw_groups = _as_list(obj, "groups")
    valid = set(keys)
    members: dict[str, list[str]] = {}
    assigned: set[str] = set()
    for i, item in enumerate(raw_groups):
        name = _text(item.get("name")) if isinstance(item, dict) else None
        group_keys = item.get("keys") if isinstance(item, dict) else None
        if name is None or not isinstance(group_keys, list):
            raise _Invalid(f"group at position {i} needs a non-empty 'name' and a 'keys' list")
        for key in group_keys:
            key = _text(key)
            if key in valid and key not in assigned:
                assigned.add(key)
                members.setdefault(name, []).append(key)
    forgotten = [k for k in keys if k not in assigned]
    if forgotten:
        members.setdefault(OTHER_GROUP, []).extend(forgotten)
    groups = [Group(name=name, keys=ks) for name, ks in members.items() if ks]
    low = min(MIN_GROUPS, len(keys))
    complaint = None
    if not low <= len(groups) <= MAX_GROUPS:
        complaint = (
            f"there are {len(groups)} non-empty groups; make between {low} and {MAX_GROUPS} groups "
            "and put every key in exactly one of them"
        )
    return groups, complaint


# --------------------------------------------------------------------------------------
# Sanitization tasks: parsing and cleaning helpers (pure)
# --------------------------------------------------------------------------------------
_MISSING = object()
_WEIGHTS_SHAPE = 'expected a JSON object of the form {"weights": {"<key>": <number from 0 to 1>, ...}}'
_FENCED_BLOCK = re.compile(r"```[^\n`]*\n(.*?)\n?[ \t]*```", re.DOTALL)
_FENCE_LINE = re.compile(r"^[ \t]*```[\w+-]*[ \t]*$\n?", re.MULTILINE)
_WRAPPING_TAG = re.compile(r"<([A-Za-z_]+)>[ \t]*\n?(.*?)\n?[ \t]*</\1>", re.DOTALL)
_WRAP_TAGS = frozenset(
    {"chunk", "rewritten_chunk", "rewritten", "text", "output", "answer", "result", "instruction", "request"}
)
_QUOTE_PAIRS = {'"': '"', "'": "'", "\u201c": "\u201d", "\u00ab": "\u00bb", "\u201e": "\u201c"}
_ACKNOWLEDGEMENT = re.compile(
    r"(?:sure|certainly|of course|okay|ok|absolutely|alright|gladly|done)\W*", re.IGNORECASE
)
_CHATTY_OPENING = re.compile(
    r"^(?:(?:sure|certainly|of course|okay|ok|absolutely|alright|gladly)\W+)?"
    r"(?:here(?:'s|\u2019s| is| are)|below is|the following is)\b",
    re.IGNORECASE,
)
_HERE_YOU_GO = re.compile(
    r"(?:(?:sure|certainly|of course|okay|ok|absolutely|alright)\W+)?here(?: you go| it is| you are)\W*",
    re.IGNORECASE,
)
_ANSWER_NOUN = re.compile(
    r"\b(?:rewrit\w*|revis\w*|saniti[sz]\w*|updated|modified|edited|abstract\w*|chunk|text|passage|excerpt|"
    r"version|document|instruction|request|prompt|output|answer|result)\b",
    re.IGNORECASE,
)
_LABEL_PREFIX = re.compile(
    r"(?:(?:here(?:'s|\u2019s| is)|below is)\s+(?:the|a|an|your)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:rewritten|revised|sanitized|sanitised|updated|modified|edited|final|chunk|text|passage|excerpt|"
    r"version|instruction|request|prompt|output|answer)\b[^:\n]{0,40}:"
    r"|(?:the\s+|my\s+)?(?:(?:rewritten|revised|sanitized|sanitised|updated|modified|edited|final|abstraction|"
    r"sanitization|sanitisation|user)\s+)?(?:chunk|text|passage|excerpt|version|instruction|request|prompt|"
    r"output|answer)\s*:)[ \t]*\n?",
    re.IGNORECASE,
)
_NOTE_START = re.compile(
    r"\W*(?:notes?|explanation|changes(?:\s+made)?|summary of changes|"
    r"i(?:'ve|\u2019ve|\s+have)?\s+(?:replaced|changed|removed|kept|abstracted|generali[sz]ed|rewritten|rewrote|"
    r"made|left|preserved|followed|applied)|let me know|hope this|"
    r"this (?:version|rewrite|rewritten|keeps|preserves|instruction|request)|all other|everything else|"
    r"the (?:rest|rewritten|revised|original)\b)",
    re.IGNORECASE,
)
_TAIL_SPLIT = re.compile(r"\n[ \t]*\n|\n[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*(?:\n|$)")
_SEPARATOR = re.compile(r"[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*")
_EMPTY_PLACEHOLDERS = frozenset(
    {'""', "''", "(empty)", "[empty]", "<empty>", "(empty string)", "(empty chunk)", "(nothing)", "(blank)"}
)


def _norm_key(key: str) -> str:
    return re.sub(r"[\s\-]+", "_", key.strip().casefold())


def parse_weights(obj: Any, keys: list[str]) -> dict[str, float]:
    """A weight in [0, 1] for every key (clipped); a missing or non-numeric weight is an error.

    Accepts ``{"weights": {key: w}}``, a bare ``{key: w}`` object and
    ``[{"key": k, "weight": w}]``; keys match exactly, else ignoring case and separators.
    """
    raw = obj
    if isinstance(obj, dict):
        inner = obj.get("weights")
        only = next(iter(obj.items())) if len(obj) == 1 else None
        if isinstance(inner, dict | list):
            raw = inner
        elif only is not None and only[0] not in keys and isinstance(only[1], dict | list):
            raw = only[1]
    if isinstance(raw, list):  # [{"key": ..., "weight": ...}, ...]
        pairs: dict[str, Any] = {}
        for item in raw:
            if isinstance(item, dict) and (key := _text(item.get("key"))) is not None:
                pairs.setdefault(key, item.get("weight", item.get("sensitivity")))
        raw = pairs
    if not isinstance(raw, dict):
        raise _Invalid(_WEIGHTS_SHAPE)
    loose: dict[str, Any] = {}
    for key, value in raw.items():
        if isinstance(key, str):
            loose.setdefault(_norm_key(key), value)
    weights: dict[str, float] = {}
    missing, bad = [], []
    for key in keys:
        value = raw[key] if key in raw else loose.get(_norm_key(key), _MISSING)
        if value is _MISSING:
            missing.append(key)
            continue
        if isinstance(value, dict):  # {"weight": 0.9, "reason": "..."}
            value = value.get("weight", value.get("sensitivity"))
        weight = _number(value)
        if weight is None:
            bad.append(key)
            continue
        weights[key] = min(1.0, max(0.0, weight))
    problems = []
    if missing:
        problems.append(
            "these keys have no weight: " + ", ".join(missing) + "; give every key listed, copied exactly"
        )
    if bad:
        problems.append("these weights are not numbers from 0 to 1: " + ", ".join(bad))
    if problems:
        raise _Invalid("; ".join(problems) + ". " + _WEIGHTS_SHAPE)
    return weights


def _is_novel(piece: str, reference: str) -> bool:
    """Whether ``piece`` is not the original's own text (so it may be the model's chatter):
    not in the original, and not starting with the same word as the original does."""
    piece = piece.strip()
    if not reference or not piece:
        return True
    return piece not in reference and piece.split()[0].casefold() != reference.split()[0].casefold()


def _is_preamble(line: str) -> bool:
    line = line.strip()
    if not line or len(line) > 200:
        return False
    if _ACKNOWLEDGEMENT.fullmatch(line) or _HERE_YOU_GO.fullmatch(line):
        return True
    if _CHATTY_OPENING.match(line):  # "Here is the rewritten chunk:", not "Here is my address:"
        return bool(_ANSWER_NOUN.search(line))
    return line.endswith(":") and bool(_ANSWER_NOUN.search(line)) and len(line.split()) <= 6


def clean_answer(text: str, original: str = "") -> str:
    """A plain-text answer without its wrapping: code fences, tags, quotes, a preamble line
    ("Here is the rewritten chunk:"), a label ("Instruction:") and trailing notes.

    With ``original`` (the chunk being rewritten) nothing the original itself contains at
    that place is taken for wrapping.
    """
    ref = original.strip()
    for _ in range(4):
        before = text
        text = text.strip()
        if "```" not in ref:  # fences the original does not have are wrapping
            blocks = _FENCED_BLOCK.findall(text)
            text = max(blocks, key=len) if blocks else _FENCE_LINE.sub("", text)
        elif not ref.startswith("```"):
            text = prompting.strip_wrapping_fence(text)
        text = text.strip()
        tag = _WRAPPING_TAG.fullmatch(text)
        if tag and tag.group(1).lower() in _WRAP_TAGS and f"<{tag.group(1)}>" not in ref:
            text = tag.group(2)
        else:
            for name in _WRAP_TAGS:
                if text.lower().startswith(f"<{name}>") and f"<{name}>" not in ref:
                    text = text[len(name) + 2 :]
                if text.lower().endswith(f"</{name}>") and f"</{name}>" not in ref:
                    text = text[: -len(name) - 3]
            text = text.strip()
        first, newline, rest = text.partition("\n")
        if newline and rest.strip() and _is_preamble(first) and _is_novel(first, ref):
            text = rest.strip()
        label = _LABEL_PREFIX.match(text)
        if label and text[label.end() :].strip() and _is_novel(label.group(0), ref):
            text = text[label.end() :].strip()
        # Trailing notes, each after a blank line or a separator, while the answer has more
        # paragraphs than the original (a rewritten last paragraph of its own stays).
        while True:
            splits = list(_TAIL_SPLIT.finditer(text))
            if not splits or (ref and len(splits) <= len(_TAIL_SPLIT.findall(ref))):
                break
            tail = text[splits[-1].end() :]
            chatter = _NOTE_START.match(tail) or _SEPARATOR.fullmatch(tail) or not tail.strip()
            if not (chatter and tail.strip() not in ref):
                break
            text = text[: splits[-1].start()].rstrip()
        lines = text.rsplit("\n", 1)
        if len(lines) == 2 and _SEPARATOR.fullmatch(lines[1]) and lines[1].strip() not in ref:
            text = lines[0].rstrip()
        if len(text) >= 2 and text[0] in _QUOTE_PAIRS and text[-1] == _QUOTE_PAIRS[text[0]]:
            opening, closing, inner = text[0], text[-1], text[1:-1]
            if ref:
                wrapped = not ref.startswith(opening) and not ref.endswith(closing)
            else:
                wrapped = opening not in inner and closing not in inner
            if wrapped:
                text = inner
        text = text.strip()
        if text == before:
            break
    return text


def mentions(text: str, value: str) -> bool:
    """Whether ``value`` occurs in ``text`` as a whole token sequence (whitespace-insensitive).

    Case is ignored except for short all-letter values ("IT", "no"), which must match
    exactly; values with fewer than two letters or digits never count.
    """
    value = value.strip()
    if sum(ch.isalnum() for ch in value) < 2:
        return False
    pattern = r"\s+".join(re.escape(word) for word in value.split())
    if value[0].isalnum():
        pattern = r"(?<!\w)" + pattern
    if value[-1].isalnum():
        pattern += r"(?!\w)"
    flags = 0 if value.isalpha() and len(value) <= 3 else re.IGNORECASE
    return re.search(pattern, text, flags) is not None


def parse_instruction(text: str, values: list[str]) -> str:
    """One line of instruction that quotes none of the target's ``values``."""
    instruction = " ".join(clean_answer(text).split())
    if not instruction:
        raise _Invalid("the instruction is empty; write one concise instruction")
    leaked = [v for v in values if mentions(instruction, v)]
    if leaked:
        raise _Invalid(
            "the instruction repeats the target's own values ("
            + ", ".join(repr(v) for v in leaked)
            + "); never quote them: refer to each by what it is (for example 'the date of birth') "
            "and say how to make it less specific"
        )
    return instruction


def parse_request(text: str) -> str:
    request = clean_answer(text)
    if not request:
        raise _Invalid("the request is empty; write the user's request")
    return request


def parse_rewrite(text: str, chunk: str, keep: list[str], *, allow_empty: bool = False) -> str:
    """The rewritten chunk, wrapped in the original's leading and trailing whitespace.

    Every string of ``keep`` must be in it; it may be empty only when ``allow_empty``.
    """
    lead = chunk[: len(chunk) - len(chunk.lstrip())]
    trail = chunk[len(chunk.rstrip()) :]
    core = clean_answer(text, original=chunk)
    if core.casefold() in _EMPTY_PLACEHOLDERS:
        core = ""
    if not core and not allow_empty:
        raise _Invalid("the rewritten chunk is empty; answer with the whole chunk, rewritten")
    result = lead + core + trail
    missing = [k for k in keep if k not in result]
    if missing:
        raise _Invalid(
            "these strings must stay verbatim, exactly as in the chunk, but are missing from your answer: "
            + ", ".join(repr(k) for k in missing)
            + ". Rewrite the chunk again and keep each of them character for character"
        )
    return result


def _target_context(target: SanitizationTarget) -> dict[str, Any]:
    return {
        "kind": target.kind,
        "label": human(target.name) if "_" in target.name else target.name,
        "operation": target.operation,
        "attributes": [(a.key, a.value) for a in target.attributes],
    }


# --------------------------------------------------------------------------------------
# The backend
# --------------------------------------------------------------------------------------
class ChatTaskBackend:
    """Every pipeline task as chat messages and a parser, over one abstract completion call.

    This is the prompt/parse layer the chat backends share: :class:`OpenAIBackend` (HTTP),
    :class:`~privasis_hub.llm.transformers_backend.TransformersBackend` and
    :class:`~privasis_hub.llm.transformers_backend.VLLMBackend` (local models) implement only
    :meth:`_generate` (one completion for a task's messages). Rendering, the one re-ask on an
    unusable answer, the response cache (``cache``: a
    :class:`~privasis_hub.llm.cache.ResponseCache`, keyed by model, messages, sampling
    parameters and seed) and the usage counters live here.

    ``task_temperatures`` overrides the sampling temperature per task (judge, annotate, group,
    weigh_sensitivity and rewrite_chunk default to 0.0); ``min_draft_words`` is the length a
    draft or revision must reach before a re-ask asks for more (0 disables the check);
    prices are in US dollars per 1,000 tokens and turn token counts into ``usage["cost_usd"]``.
    """

    name = "chat"

    def __init__(
        self,
        model: str,
        *,
        temperature: float = 0.7,
        max_tokens: int = 2048,
        task_temperatures: dict[str, float] | None = None,
        min_draft_words: int = 300,
        structured_outputs: bool = False,
        price_per_1k_input: float = 0.0,
        price_per_1k_output: float = 0.0,
        cache: Any = None,
    ):
        self.model = model
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.task_temperatures = {**DEFAULT_TASK_TEMPERATURES, **(task_temperatures or {})}
        self.min_draft_words = min_draft_words
        self.structured_outputs = structured_outputs
        self.price_per_1k_input = price_per_1k_input
        self.price_per_1k_output = price_per_1k_output
        self.cache = cache
        self.usage: dict[str, float] = dict.fromkeys(USAGE_KEYS, 0)
        self.usage["cost_usd"] = 0.0
        self.usage_by_task: dict[str, dict[str, float]] = {}

    async def aclose(self) -> None:
        """Release what the backend holds open (nothing here)."""

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc) -> None:
        await self.aclose()
    # -- tasks -------------------------------------------------------------------------
    async def fill_profile(self, partial: dict[str, Any], *, seed: int) -> Profile:
        task = "fill_profile"
        preset = {k: v for k, v in partial.items() if v not in (None, "")}
        if "age" in preset and ((age := _age(preset["age"])) is None or age < 18):
            raise self._error(task, f"preset age {preset['age']!r} is not an adult's age (18 or more)")
        messages = prompting.render_messages(task, preset=preset)
        return await self._run(task, messages, lambda c: (parse_profile(_json(c), preset), None), seed=seed)

    async def propose_record_types(
        self, profile: Profile, category: str, *, n: int, seed: int
    ) -> list[RecordTypeChoice]:
        task = "propose_record_types"
        _check_n(n)
        messages = prompting.render_messages(task, profile=_profile_dict(profile), category=category, n=n)
        return await self._run(
            task, messages, lambda c: (parse_record_types(_json(c), category, n), None), seed=seed
        )

    async def propose_backgrounds(
        self, profile: Profile, choice: RecordTypeChoice, *, n: int, seed: int
    ) -> list[str]:
        task = "propose_backgrounds"
        _check_n(n)
        messages = prompting.render_messages(
            task, profile=_profile_dict(profile), n=n, **_choice_dict(choice)
        )
        return await self._run(
            task, messages, lambda c: (parse_strings(_json(c), "backgrounds", n), None), seed=seed
        )

    async def propose_formats(
        self, profile: Profile, choice: RecordTypeChoice, background: str, *, n: int, seed: int
    ) -> list[str]:
        task = "propose_formats"
        _check_n(n)
        messages = prompting.render_messages(
            task, profile=_profile_dict(profile), background=background, n=n, **_choice_dict(choice)
        )
        return await self._run(
            task, messages, lambda c: (parse_strings(_json(c), "formats", n), None), seed=seed
        )

    async def draft(self, spec: RecordSpec, *, seed: int) -> Draft:
        task = "draft"
        messages = prompting.render_messages(task, min_words=self.min_draft_words, **_spec_dict(spec))
        return await self._run(task, messages, self._parse_document, seed=seed, json_expected=False)

    async def revise(self, spec: RecordSpec, current: Draft, *, seed: int) -> Draft:
        task = "revise"
        messages = prompting.render_messages(
            task, min_words=self.min_draft_words, current=current.text, **_spec_dict(spec)
        )
        return await self._run(task, messages, self._parse_document, seed=seed, json_expected=False)

    async def judge(self, spec: RecordSpec, current: Draft, candidate: Draft, *, seed: int) -> float:
        """P(candidate is better). The two records are shown in a seed-chosen order to cancel
        position bias; the model rates "Record B" and the answer is mapped back."""
        task = "judge"
        candidate_first = random.Random(f"judge:{seed}").random() < 0.5
        record_a, record_b = (candidate, current) if candidate_first else (current, candidate)
        messages = prompting.render_messages(
            task, record_a=record_a.text, record_b=record_b.text, **_spec_dict(spec)
        )
        p_b = await self._run(task, messages, lambda c: (parse_probability(_json(c)), None), seed=seed)
        return 1.0 - p_b if candidate_first else p_b

    async def annotate(self, spec: RecordSpec, draft: Draft, *, seed: int) -> list[Attribute]:
        task = "annotate"
        messages = prompting.render_messages(task, text=draft.text, **_spec_dict(spec))
        return await self._run(task, messages, lambda c: parse_attributes(_json(c), draft.text), seed=seed,
                               schema=self.task_schema(task, text=draft.text))

    async def group(self, attributes: list[Attribute], *, seed: int) -> list[Group]:
        task = "group"
        examples: dict[str, str] = {}
        for attribute in attributes:
            examples.setdefault(attribute.key, attribute.value)
        if not examples:
            return []  # nothing to cluster: an empty grouping is the correct answer
        keys = list(examples)
        messages = prompting.render_messages(
            task,
            attributes=list(examples.items()),
            min_groups=min(MIN_GROUPS, len(keys)),
            max_groups=MAX_GROUPS,
        )
        return await self._run(task, messages, lambda c: parse_groups(_json(c), keys), seed=seed,
                               schema=self.task_schema(task, keys=keys))

    # -- sanitization tasks (SanitizeBackend) ----------------------------------------------
    async def weigh_sensitivity(self, attributes: list[Attribute], *, seed: int) -> dict[str, float]:
        """A sensitivity weight in [0, 1] for every attribute key (the first of each key is shown)."""
        task = "weigh_sensitivity"
        first: dict[str, Attribute] = {}
        for attribute in attributes:
            first.setdefault(attribute.key, attribute)
        if not first:
            return {}  # nothing to weigh
        keys = list(first)
        messages = prompting.render_messages(task, attributes=[(a.key, a.group, a.value) for a in first.values()])
        schema = _obj({"weights": _obj(dict.fromkeys(keys, _NUM))})
        return await self._run(
            task, messages, lambda c: (parse_weights(_json(c), keys), None), seed=seed, schema=schema
        )

    async def abstract_instruction(self, target: SanitizationTarget, chunks: list[str], *, seed: int) -> str:
        """One instruction to abstract ``target``, grounded in ``chunks``; it never quotes the values."""
        task = "abstract_instruction"
        values = [a.value for a in target.attributes]
        messages = prompting.render_messages(
            task, target=_target_context(target), chunks=[c.strip() for c in chunks if c.strip()]
        )
        return await self._run(
            task,
            messages,
            lambda c: (parse_instruction(c.text, values), None),
            seed=seed,
            json_expected=False,
        )

    async def rewrite_chunk(
        self, chunk: str, instruction: str, target: SanitizationTarget, keep: list[str], *, seed: int
    ) -> str:
        """``chunk`` rewritten by ``instruction``, with its own leading and trailing whitespace.

        Every ``keep`` string found in the chunk must survive verbatim. A drop of a chunk that
        is exactly one of the target's values is the chunk's whitespace, without a call.
        """
        task = "rewrite_chunk"
        body = chunk.strip()
        if not body:
            return chunk  # nothing to rewrite
        kept = list(dict.fromkeys(k for k in keep if k.strip() and k in chunk))
        whole_value = body in {a.value.strip() for a in target.attributes}
        allow_empty = target.operation == "drop" and whole_value
        if allow_empty and not kept:
            return chunk[: len(chunk) - len(chunk.lstrip())] + chunk[len(chunk.rstrip()) :]
        messages = prompting.render_messages(
            task, chunk=body, instruction=instruction.strip(), target=_target_context(target), keep=kept
        )
        return await self._run(
            task,
            messages,
            lambda c: (parse_rewrite(c.text, chunk, kept, allow_empty=allow_empty), None),
            seed=seed,
            json_expected=False,
        )

    async def aggregate_instruction(
        self, parts: list[str], retention: list[TargetAttribute], *, seed: int
    ) -> str:
        """The per-target instructions and the attributes to keep (named in words) as one user request."""
        task = "aggregate_instruction"
        parts = [" ".join(part.split()) for part in parts if part.strip()]
        if not parts:
            raise ValueError("aggregate_instruction needs at least one non-empty instruction")
        keep = _dedupe([human(r.key) for r in retention])
        messages = prompting.render_messages(task, parts=parts, keep=keep)
        return await self._run(
            task, messages, lambda c: (parse_request(c.text), None), seed=seed, json_expected=False
        )

    # -- machinery -----------------------------------------------------------------------
    def _parse_document(self, completion: _Completion) -> tuple[Draft, str | None]:
        text = prompting.strip_wrapping_fence(completion.text)
        if not text:
            raise _Invalid("the document is empty")
        words = prompting.word_count(text)
        complaint = None
        if words < self.min_draft_words:
            complaint = (
                f"the document has only {words} words; it must have at least {self.min_draft_words}. "
                "Write the complete document again, longer and richer in concrete, consistent details"
            )
        return Draft(text=text), complaint

    async def _run(
        self,
        task: str,
        messages: list[dict[str, str]],
        parse: Parser,
        *,
        seed: int,
        json_expected: bool = True,
        schema: dict[str, Any] | None = None,
    ) -> Any:
        """Ask, parse; on an unusable answer re-ask once, then give up with a BackendError.

        A soft complaint (e.g. values not verbatim, wrong group count) also earns the one
        re-ask, but the first usable value is kept as a fallback. ``schema`` replaces the
        task's entry in :data:`SCHEMAS` (for a schema built per call).
        """
        schema = (schema or SCHEMAS.get(task)) if json_expected else None
        answer = await self._complete(task, messages, seed=seed, schema=schema)
        fallback: Any = None
        has_fallback = False
        try:
            value, problem = self._checked(parse, answer)
        except _Invalid as err:
            problem = str(err)
        else:
            if problem is None:
                return value
            fallback, has_fallback = value, True
        self._count(task, "reasks")
        log.info("%s: re-asking once: %s", task, prompting.snippet(problem, 200))
        retry = [
            *messages,
            {"role": "assistant", "content": answer.text},
            {"role": "user", "content": prompting.render_reask(problem, json_expected=json_expected)},
        ]
        second = await self._complete(task, retry, seed=seed, schema=schema)
        try:
            value, _ = self._checked(parse, second)
        except _Invalid as err:
            if has_fallback:
                return fallback
            raise self._error(
                task,
                f"unusable answer after one re-ask: {err}; the answer was: {prompting.snippet(second.text)!r}",
            ) from None
        return value

    @staticmethod
    def _checked(parse: Parser, completion: _Completion) -> tuple[Any, str | None]:
        if completion.finish_reason == "length":
            raise _Invalid(
                "the answer was cut off at the token limit; give a complete but more concise answer"
            )
        return parse(completion)

    def task_schema(self, task: str, **context: Any) -> dict[str, Any] | None:
        """The schema of one call of ``task`` given what the call knows (``text``, ``keys``); ``None``
        means the task's entry in :data:`SCHEMAS`. Local backends narrow it (constrained decoding)."""
        return None

    def sampling(self, task: str, schema: dict | None) -> dict[str, Any]:
        """The sampling parameters of a call of ``task`` (part of the response cache's key)."""
        params: dict[str, Any] = {
            "temperature": self.task_temperatures.get(task, self.temperature),
            "max_tokens": self.max_tokens,
        }
        if schema is not None and self.structured_outputs:
            params["json_schema"] = schema
        return params

    async def _complete(
        self, task: str, messages: list[dict[str, str]], *, seed: int, schema: dict | None
    ) -> _Completion:
        """One completion: from the response cache when it holds this exact call, else generated."""
        key = None
        if self.cache is not None:
            key = self.cache.key(self.model, messages, self.sampling(task, schema), seed)
            hit = self.cache.get(key)
            if hit is not None:
                self._count(task, "cache_hits")
                return _Completion(hit["text"], hit["finish_reason"], hit.get("prompt_tokens", 0),
                                   hit.get("completion_tokens", 0))
        completion = await self._generate(task, messages, seed=seed, schema=schema)
        if key is not None:
            self.cache.put(key, dataclasses.asdict(completion))
        return completion

    def _server_down(self, reason: str) -> None:
        """Count a connection failure; raise UserError once every server has refused for long enough."""
        now = time.monotonic()
        self._down_streak += 1
        self._down_since = self._down_since or now
        if self._down_streak >= self.down_after and now - self._down_since >= self.down_after_s:
            from privasis_hub.errors import UserError

            raise UserError(f"the server at {self.base_url} is down: {self._down_streak} connection failures in a "
                            f"row over {now - self._down_since:.0f}s ({reason}); stopped, what was written is kept",
                            hint="start the server (or fix --base-url) and rerun the same command to resume")

    async def _generate(
        self, task: str, messages: list[dict[str, str]], *, seed: int, schema: dict | None
    ) -> _Completion:
        """One completion for ``messages``, never an empty text (a :class:`BackendError` instead)."""
        raise NotImplementedError

    def _account_tokens(self, task: str, prompt_tokens: int, completion_tokens: int) -> None:
        """Count one answered call, its tokens and their cost."""
        self._count(task, "calls")
        self._count(task, "prompt_tokens", prompt_tokens)
        self._count(task, "completion_tokens", completion_tokens)
        cost = (
            prompt_tokens / 1000 * self.price_per_1k_input
            + completion_tokens / 1000 * self.price_per_1k_output
        )
        self._count(task, "cost_usd", cost)
    def _count(self, task: str, key: str, amount: float = 1) -> None:
        self.usage[key] += amount
        per_task = self.usage_by_task.setdefault(task, {k: 0 for k in USAGE_KEYS})
        per_task[key] += amount

    def _error(self, task: str, message: str) -> BackendError:
        self._count(task, "errors")
        log.warning("%s failed: %s", task, message)
        return BackendError(task, message)


class OpenAIBackend(ChatTaskBackend):
    """Every :class:`~privasis_hub.llm.base.Backend` task against an OpenAI-compatible server.

    ``api_key`` falls back to ``$OPENAI_API_KEY``, then ``"EMPTY"`` (local servers accept
    any key); it is handed to the client and never stored on the backend or logged.
    ``retry_backoff`` is the first retry's delay in seconds (doubling up to
    ``retry_backoff_max``); the task settings are :class:`ChatTaskBackend`'s.

    ``base_url`` may be a list of servers of the same model: each request goes to the one with
    the fewest requests in flight; a server that fails (timeout, connection error, 429, 5xx)
    is taken out for ``endpoint_backoff`` seconds (doubling while it keeps failing, up to
    ``endpoint_backoff_max``) and put back after, and the failed request is retried at once on
    another server when one is up. ``endpoint_report()`` gives per-server calls, latency and
    errors (see :mod:`privasis_hub.llm.endpoints`).

    Reasoning models on the OpenAI API refuse ``max_tokens`` (they take
    ``max_completion_tokens``) and any temperature but the default. When a server answers
    400 naming one of those parameters, the request is sent again at once with
    ``max_completion_tokens`` instead, or without ``temperature``, and the backend keeps
    doing so for later requests (``token_limit_param`` sets the first choice up front).
    """

    name = "openai"

    def __init__(
        self,
        base_url: str | list[str],
        model: str,
        api_key: str | None = None,
        concurrency: int = 8,
        temperature: float = 0.7,
        max_tokens: int = 2048,
        timeout: float = 120.0,
        max_retries: int = 4,
        structured_outputs: bool = False,
        price_per_1k_input: float = 0.0,
        price_per_1k_output: float = 0.0,
        *,
        retry_backoff: float = 0.5,
        retry_backoff_max: float = 8.0,
        task_temperatures: dict[str, float] | None = None,
        min_draft_words: int = 300,
        token_limit_param: str = "max_tokens",
        endpoint_backoff: float = 5.0,
        endpoint_backoff_max: float = 120.0,
        cache: Any = None,
        down_after: int = 10,
        down_after_s: float | None = None,
    ):
        from privasis_hub.llm.endpoints import EndpointPool, parse_base_urls

        if token_limit_param not in ("max_tokens", "max_completion_tokens"):
            raise ValueError(f"token_limit_param must be max_tokens or max_completion_tokens, got {token_limit_param!r}")
        if concurrency < 1:
            raise ValueError(f"concurrency must be at least 1, got {concurrency}")
        if max_retries < 0:
            raise ValueError(f"max_retries must be non-negative, got {max_retries}")
        urls = parse_base_urls(base_url)
        super().__init__(
            model,
            temperature=temperature,
            max_tokens=max_tokens,
            task_temperatures=task_temperatures,
            min_draft_words=min_draft_words,
            structured_outputs=structured_outputs,
            price_per_1k_input=price_per_1k_input,
            price_per_1k_output=price_per_1k_output,
            cache=cache,
        )
        self.base_url = urls[0] if len(urls) == 1 else ", ".join(urls)
        self.concurrency = concurrency
        self.timeout = timeout
        self.max_retries = max_retries
        # a server that is down fails the build: after down_after connection failures in a row on every server
        # (no success in between) lasting down_after_s seconds (PRIVASIS_SERVER_DOWN_AFTER, default 120)
        self.down_after = down_after
        self.down_after_s = float(os.environ.get("PRIVASIS_SERVER_DOWN_AFTER", 120.0)) if down_after_s is None \
            else down_after_s
        self._down_streak = 0
        self._down_since: float | None = None
        self.retry_backoff = retry_backoff
        self.retry_backoff_max = retry_backoff_max
        self.token_limit_param = token_limit_param
        self.send_temperature = True
        api_key = api_key or os.environ.get("OPENAI_API_KEY") or "EMPTY"
        # One lean keep-alive HTTP client per server (privasis_hub.llm.http, not the openai SDK: see that
        # module); it never retries: retries are ours (configurable backoff, Retry-After, accounting).
        self.endpoints = EndpointPool(
            [ChatClient(url, api_key, timeout=timeout) for url in urls],
            urls,
            backoff=endpoint_backoff,
            backoff_max=endpoint_backoff_max,
        )
        self._loop: asyncio.AbstractEventLoop | None = None  # the loop the semaphore belongs to
        self._semaphore: asyncio.Semaphore | None = None

    @property
    def _client(self) -> ChatClient:
        """The first server's client (the only one with a single ``base_url``)."""
        return self.endpoints.endpoints[0].client

    def endpoint_report(self) -> list[dict[str, Any]]:
        """Per-server calls, errors, latency and time taken out (for the build report)."""
        return self.endpoints.report()

    def __repr__(self) -> str:
        return (
            f"OpenAIBackend(base_url={self.base_url!r}, model={self.model!r}, concurrency={self.concurrency})"
        )

    async def aclose(self) -> None:
        """Close the HTTP connections. The backend stays usable: a later call reconnects.

        Connections opened in an event loop other than the running one cannot be closed
        from here and are dropped (those of a loop ended by ``asyncio.run`` were closed with it).
        """
        for endpoint in self.endpoints.endpoints:
            await endpoint.client.aclose()

    def _bind_loop(self) -> asyncio.Semaphore:
        """The concurrency semaphore of the running event loop (a fresh one for a new loop)."""
        loop = asyncio.get_running_loop()
        if self._loop is not loop:
            self._loop = loop
            self._semaphore = asyncio.Semaphore(self.concurrency)
        assert self._semaphore is not None
        return self._semaphore

    async def _generate(
        self, task: str, messages: list[dict[str, str]], *, seed: int, schema: dict | None
    ) -> _Completion:
        """One chat completion, retried on transient failures; never an empty text."""
        semaphore = self._bind_loop()
        attempt = 0
        while True:
            retry_after: float | None = None
            request: dict[str, Any] = {
                "model": self.model,
                "messages": messages,
                self.token_limit_param: self.max_tokens,
                "seed": seed,
            }
            if self.send_temperature:
                request["temperature"] = self.task_temperatures.get(task, self.temperature)
            if schema is not None and self.structured_outputs:
                request["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": task, "schema": schema, "strict": True},
                }
            async with semaphore:
                endpoint = self.endpoints.acquire()
                started = time.monotonic()
                try:
                    response = await endpoint.client.complete(request)
                    self.endpoints.release(endpoint, started, task=task)
                    self._down_streak, self._down_since = 0, None
                    break
                except HTTPStatusError as err:
                    if err.status_code == 400 and self._adapt_to(err, request):
                        self.endpoints.release(endpoint, started, task=task)
                        continue  # the same request in the form this server takes; not a retry
                    status = err.status_code
                    retryable = status in RETRY_STATUSES or status >= 500
                    reason = f"HTTP {status}: {_server_message(err)}"
                    retry_after = _retry_after(err.headers)
                except TransportError as err:
                    retryable = err.retryable
                    if err.timeout:
                        reason = f"request timed out after {self.timeout:g}s"
                    elif err.retryable:
                        reason = f"connection error: {err}"
                        self._server_down(reason)
                    else:
                        reason = str(err)
                except BaseException:
                    self.endpoints.release(endpoint, started, task=task, error="cancelled")
                    raise
                # a server-side failure takes the server out for a while (not a refusal of the request)
                self.endpoints.release(endpoint, started, task=task, error=reason, take_out=retryable,
                                       retry_after=retry_after)
            if not retryable or attempt >= self.max_retries:
                tries = attempt + 1
                raise self._error(
                    task,
                    f"server error from {endpoint.url} ({reason}) after {tries} attempt{'s' * (tries > 1)}",
                )
            delay = min(self.retry_backoff * 2**attempt, self.retry_backoff_max) * (
                1 - 0.25 * random.random()
            )
            if retry_after is not None:
                delay = min(retry_after, MAX_RETRY_AFTER)
            if self.endpoints.has_other_up(endpoint):
                delay = 0.0  # another server can take it now
            attempt += 1
            self._count(task, "retries")
            log.warning("%s: %s; retry %d/%d in %.2fs", task, reason, attempt, self.max_retries, delay)
            await asyncio.sleep(delay)

        prompt_tokens, completion_tokens = self._account(task, response)
        endpoint.prompt_tokens += prompt_tokens
        endpoint.completion_tokens += completion_tokens
        choices = response.get("choices")
        choice = choices[0] if isinstance(choices, list) and choices and isinstance(choices[0], dict) else None
        if choice is None:
            raise self._error(task, f"the server's response has no choices (model {self.model!r})")
        message = choice.get("message")
        content = _message_text(message.get("content")) if isinstance(message, dict) else ""
        finish_reason = choice.get("finish_reason")
        text = prompting.strip_reasoning(content)
        if not text:
            raise self._error(
                task,
                f"empty completion from the server (finish_reason={finish_reason!r}, model {self.model!r})",
            )
        return _Completion(text, finish_reason, prompt_tokens, completion_tokens)

    def _adapt_to(self, err: HTTPStatusError, request: dict[str, Any]) -> bool:
        """Switch to the parameters a 400 asks for (reasoning models); True when something changed.

        Only a refusal of the parameter itself counts ("unsupported_parameter" for ``max_tokens``,
        "unsupported_value" / "only the default" for ``temperature``); a value out of range
        (``max_tokens`` too large, temperature above 2) stays an error.
        """
        param = getattr(err, "param", None) or ""
        code = getattr(err, "code", None) or ""
        message = _server_message(err)
        lowered = message.lower()
        if "max_tokens" in request and (
            (param == "max_tokens" and code == "unsupported_parameter")
            or ("max_tokens" in lowered and "not supported" in lowered and "max_completion_tokens" in lowered)
        ):
            self.token_limit_param = "max_completion_tokens"
            change = "max_completion_tokens instead of max_tokens"
        elif "temperature" in request and (
            (param == "temperature" and code == "unsupported_value") or "only the default (1) value" in lowered
        ):
            self.send_temperature = False
            change = "no temperature (the server's default)"
        else:
            return False
        log.warning("%s refused a request parameter (%s); sending %s from now on", self.base_url, message, change)
        return True

    def _account(self, task: str, response: dict[str, Any]) -> tuple[int, int]:
        usage = response.get("usage")
        usage = usage if isinstance(usage, dict) else {}
        prompt_tokens, completion_tokens = (_count_of(usage.get(k)) for k in ("prompt_tokens", "completion_tokens"))
        self._account_tokens(task, prompt_tokens, completion_tokens)
        return prompt_tokens, completion_tokens


def _count_of(value: Any) -> int:
    """A token count from the ``usage`` object (0 when absent or not a number)."""
    return int(value) if isinstance(value, int | float) and not isinstance(value, bool) and value > 0 else 0


def _message_text(content: Any) -> str:
    """The text of a message's ``content``: a string, or the text parts of a list of parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p["text"] for p in content if isinstance(p, dict) and isinstance(p.get("text"), str))
    return ""

def _check_n(n: int) -> None:
    if n < 1:
        raise ValueError(f"n must be at least 1, got {n}")


def _profile_dict(profile: Profile) -> dict[str, Any]:
    return dataclasses.asdict(profile)


def _choice_dict(choice: RecordTypeChoice) -> dict[str, str]:
    return {"record_type": choice.record_type, "category": choice.category, "subcategory": choice.subcategory}


def _spec_dict(spec: RecordSpec) -> dict[str, Any]:
    return {
        "profile": _profile_dict(spec.profile),
        "category": spec.category,
        "subcategory": spec.subcategory,
        "record_type": spec.record_type,
        "background": spec.background,
        "format": spec.format,
    }


def _server_message(err: HTTPStatusError) -> str:
    return prompting.snippet(err.message, 300)


def _retry_after(headers: Any) -> float | None:
    for name, divisor in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        value = headers.get(name) if headers is not None else None
        if value is None:
            continue
        try:
            seconds = float(value) / divisor
        except ValueError:
            continue
        if math.isfinite(seconds) and seconds >= 0:
            return seconds
    return None
