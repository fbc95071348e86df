"""Prompt templates and the text helpers LLM backends share.

Every task has two Jinja templates in ``prompts/``: ``<task>.system.txt`` and
``<task>.user.txt``. The system message's first line is ``TASK: <task>`` so servers,
stubs and logs can route by task. ``reask.user.txt`` is the correction message of the
one re-ask after an unusable answer.

The helpers here are pure functions: render a task's messages, pull a JSON value out of
a model's answer (fences, chatter and ``<think>`` blocks tolerated), find the exact
spans of a value in a text.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2

from privasis_hub.schema import Span

PROMPT_DIR = Path(__file__).parent / "prompts"

SYNTH_TASKS = (
    "fill_profile",
    "propose_record_types",
    "propose_backgrounds",
    "propose_formats",
    "draft",
    "revise",
    "judge",
    "annotate",
    "group",
)
SANITIZE_TASKS = ("weigh_sensitivity", "abstract_instruction", "rewrite_chunk", "aggregate_instruction")
TASKS = SYNTH_TASKS + SANITIZE_TASKS


class JSONExtractionError(ValueError):
    """No JSON value could be read from a model's answer."""


@lru_cache(maxsize=1)
def _env() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(PROMPT_DIR)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )


def render_template(name: str, **context: Any) -> str:
    """Render ``prompts/<name>`` with ``context`` (undefined variables are an error)."""
    return _env().get_template(name).render(**context).strip()


def render_messages(task: str, **context: Any) -> list[dict[str, str]]:
    """The ``[system, user]`` chat messages of ``task``, rendered with ``context``."""
    if task not in TASKS:
        raise ValueError(f"unknown task {task!r}; known: {', '.join(TASKS)}")
    system = render_template(f"{task}.system.txt", **context)
    first_line = system.split("\n", 1)[0].strip()
    if first_line != f"TASK: {task}":
        raise RuntimeError(f"prompt {task}.system.txt must start with 'TASK: {task}', got {first_line!r}")
    user = render_template(f"{task}.user.txt", **context)
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def render_reask(problem: str, *, json_expected: bool = True) -> str:
    """The correction message appended after an unusable answer."""
    return render_template("reask.user.txt", problem=problem, json_expected=json_expected)


_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_FENCE = re.compile(r"```[\w+-]*[ \t]*\n?(.*?)```", re.DOTALL)
_WRAPPING_FENCE = re.compile(r"^```[\w+-]*[ \t]*\n(.*?)\n?```$", re.DOTALL)


def strip_reasoning(text: str) -> str:
    """Drop ``<think>...</think>`` blocks (reasoning models served without a reasoning parser)."""
    text = _THINK.sub("", text)
    if "</think>" in text:  # the opening tag was in the prompt's generation prefix
        text = text.split("</think>", 1)[1]
    return text.strip()


def strip_wrapping_fence(text: str) -> str:
    """If the whole answer is one fenced block, return its inside; otherwise the text unchanged."""
    text = text.strip()
    match = _WRAPPING_FENCE.match(text)
    return match.group(1).strip() if match else text


def extract_json(text: str) -> Any:
    """Read the JSON value in a model's answer.

    Tries, in order: the whole answer, each fenced block, then the outermost (longest)
    JSON object or array that starts at a bracket anywhere in the text.
    """
    text = strip_reasoning(text or "")
    if not text:
        raise JSONExtractionError("the answer is empty")
    for candidate in (text, *_FENCE.findall(text)):
        try:
            return json.loads(candidate)
        except ValueError:
            pass
    decoder = json.JSONDecoder()
    best: tuple[int, Any] | None = None
    i = 0
    while i < len(text):
        if text[i] in "{[":
            try:
                value, end = decoder.raw_decode(text, i)
            except ValueError:
                i += 1
                continue
            if best is None or end - i > best[0]:
                best = (end - i, value)
            i = end  # anything inside is nested, not outermost
        else:
            i += 1
    if best is None:
        raise JSONExtractionError("no JSON object or array found in the answer")
    return best[1]


def find_spans(text: str, value: str) -> list[Span]:
    """Every exact, non-overlapping occurrence of ``value`` in ``text``, left to right."""
    spans: list[Span] = []
    if not value:
        return spans
    start = text.find(value)
    while start != -1:
        spans.append(Span(start=start, end=start + len(value)))
        start = text.find(value, start + len(value))
    return spans


def snippet(text: str | None, limit: int = 300) -> str:
    """A one-line excerpt of a model answer for error messages."""
    flat = " ".join((text or "").split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def word_count(text: str) -> int:
    return len(text.split())
