"""Sanitize records with a trained cleaner (or any chat model), chunked or whole.

Chunked mode (the default) cuts a record with the project's lossless chunker
(:func:`privasis_hub.sanitize.chunk.chunk_text`, at most 512 characters at natural boundaries),
sends every chunk with the *full* instruction, and merges the answers back in order. The
whitespace between chunks is the record's own, never the model's, so text the model leaves
alone comes back byte-identical. Rewrites are kept consistent across chunks: a value the model
rewrites in one chunk gets that same replacement wherever it appears in a later chunk (where the
model rewrote it differently, or missed it). ``chunked=False`` sends the whole record.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from privasis_hub.run.models import Prompt, is_server, text_prompt
from privasis_hub.run.risk import Risk, risk_flag
from privasis_hub.sanitize.chunk import chunk_text

__all__ = ["PROMPT_FORMATS", "Sanitized", "harmonize", "prompt_for", "sanitize", "sanitize_many"]

#: how a (instruction, text) pair becomes the model's prompt: the Privasis-Sanitization corpus's
#: ``prompt`` column (one user turn "<instruction>\n\n<record>") or the Privasis-Zero reference prompt
PROMPT_FORMATS = ("privasis", "zero")
_TOKEN = re.compile(r"\w+\s*|[^\w\s]\s*|\s+")
_VALUE_LIKE = re.compile(r"\d|[^\W\d_]*[A-Z]")
_MIN_VALUE_CHARS = 3


@dataclass
class Sanitized:
    """A sanitized record: the text, how it was made, and the risk flag."""

    text: str
    chunked: bool
    num_chunks: int
    harmonized: int = 0  # later-chunk occurrences rewritten for consistency
    risk: Risk | None = None
    replacements: dict[str, str] = field(default_factory=dict)
    empty_answers: int = 0  # pieces the model answered with nothing but whitespace (their text is gone)

    def to_dict(self) -> dict[str, Any]:
        out = {"prediction": self.text, "chunked": self.chunked, "num_chunks": self.num_chunks,
               "harmonized": self.harmonized, "empty_answers": self.empty_answers}
        if self.risk is not None:
            out.update(self.risk.to_dict())
        return out


def prompt_for(instruction: str, text: str, prompt_format: str = "privasis") -> Prompt:
    """The chat prompt a cleaner is given: the training corpus's format or the Privasis-Zero reference one."""
    if prompt_format == "privasis":
        from privasis_hub.sanitize.pipeline import SYSTEMLESS_PROMPT

        return [{"role": "user", "content": SYSTEMLESS_PROMPT.format(instruction=instruction, record=text)}]
    if prompt_format == "zero":
        from privasis_hub.metrics.zero import sanitizer_prompt

        return [{"role": "user", "content": sanitizer_prompt(instruction, text)}]
    raise ValueError(f"prompt_format must be one of {PROMPT_FORMATS}, got {prompt_format!r}")


def _split_ws(piece: str) -> tuple[str, str, str]:
    core = piece.strip()
    if not core:
        return piece, "", ""
    start = piece.index(core[0])
    return piece[:start], core, piece[start + len(core):]


def _opcodes(before: str, after: str) -> list[tuple[str, str, str]]:
    """(tag, old, new) stretches of a word-level diff; a word keeps its trailing whitespace, so
    neighbouring changed words form one stretch ("Dana Whitfield" -> "the patient")."""
    a, b = _TOKEN.findall(before), _TOKEN.findall(after)
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    return [(tag, "".join(a[i1:i2]), "".join(b[j1:j2])) for tag, i1, i2, j1, j2 in matcher.get_opcodes()]


def _value_like(old: str) -> bool:
    return len(old) >= _MIN_VALUE_CHARS and bool(_VALUE_LIKE.search(old))


def _word_pattern(value: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(value)}(?!\w)")


def _with_space_of(raw: str, core: str) -> str:
    stripped = raw.strip()
    if not stripped:
        return raw
    start = raw.index(stripped)
    return raw[:start] + core + raw[start + len(stripped):]


def harmonize(inputs: Sequence[str], outputs: Sequence[str]) -> tuple[list[str], dict[str, str], int]:
    """Make rewrites consistent across chunks: returns (outputs, the replacements, edits made).

    The first chunk that rewrites a value-like stretch (one with a digit or a capital letter) fixes
    its replacement. Where a later chunk rewrites that stretch differently, the fixed replacement
    is put in; where a chunk copied the stretch unchanged from its input, it is rewritten too.
    """
    fixed: dict[str, str] = {}
    result, edits = [], 0
    for before, after in zip(inputs, outputs, strict=True):
        ops = _opcodes(before, after)
        for tag, old, new in ops:
            if tag != "equal" and _value_like(old.strip()):
                fixed.setdefault(old.strip(), new.strip())
        patterns = [(_word_pattern(k), fixed[k]) for k in sorted(fixed, key=len, reverse=True)]
        pieces = []
        for tag, old, new in ops:
            if tag == "equal":
                for pattern, rep in patterns:
                    new, n = pattern.subn(lambda _m, rep=rep: rep, new)
                    edits += n
            elif old.strip() in fixed and new.strip() and new.strip() != fixed[old.strip()]:
                new = _with_space_of(new, fixed[old.strip()])
                edits += 1
            pieces.append(new)
        result.append("".join(pieces))
    return result, fixed, edits


def _clean(answer: str, source: str, server: bool) -> str:
    if server:  # chat models wrap answers ("Here is the sanitized text:", fences, quotes)
        from privasis_hub.llm.openai_backend import clean_answer

        answer = clean_answer(answer, source)
    return answer.strip()


def sanitize_many(
    items: Sequence[tuple[str, str]],
    model: Any,
    *,
    chunked: bool = True,
    max_chunk_chars: int = 512,
    max_new_tokens: int | None = None,
    prompt_format: str = "privasis",
    targets: Sequence[Sequence[Any] | None] | None = None,
    extractor: Callable[[str], list[dict]] | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[Sanitized]:
    """Sanitize many ``(text, instruction)`` pairs; every chunk of every record goes to the model in one batch.

    ``targets`` (one list per item, or None) switches the risk flag to the exact direct-leak check;
    ``max_new_tokens`` defaults to twice the longest piece's characters / 3 + 64 (tokens are about
    3-4 characters, and a sanitized text is rarely longer than its input).
    """
    if targets is not None and len(targets) != len(items):
        raise ValueError(f"got {len(items)} items but {len(targets)} target lists")
    server = is_server(model)
    plans: list[list[tuple[str, str, str]]] = []
    prompts: list[Prompt] = []
    owners: list[tuple[int, int]] = []
    for i, (text, instruction) in enumerate(items):
        if not isinstance(text, str) or not text.strip():
            raise ValueError(f"item {i}: the text to sanitize is empty")
        if not isinstance(instruction, str) or not instruction.strip():
            raise ValueError(f"item {i}: the instruction is empty")
        pieces = [c.text for c in chunk_text(text, max_chunk_chars)] if chunked else [text]
        plan = [_split_ws(p) for p in pieces]
        plans.append(plan)
        for j, (_, core, _) in enumerate(plan):
            if core:
                prompt = prompt_for(instruction, core, prompt_format)
                prompts.append(prompt if server or getattr(model, "tokenizer", None) is None
                               or getattr(model.tokenizer, "chat_template", None)
                               else text_prompt(model, prompt[0]["content"]))
                owners.append((i, j))
    longest = max((len(core) for plan in plans for _, core, _ in plan), default=1)
    limit = max_new_tokens or (2 * longest) // 3 + 64
    answers = _generate_in_batches(model, prompts, owners, len(items), limit, progress)
    if len(answers) != len(prompts):
        raise RuntimeError(f"{getattr(model, 'name', model)}: {len(answers)} answers for {len(prompts)} prompts")
    by_piece: dict[tuple[int, int], str] = {}
    for (i, j), answer in zip(owners, answers, strict=True):
        if not isinstance(answer, str):
            raise RuntimeError(f"item {i}, chunk {j}: the model returned {type(answer).__name__}, not text")
        by_piece[(i, j)] = _clean(answer, plans[i][j][1], server)
    out = []
    for i, plan in enumerate(plans):
        cores = [core for _, core, _ in plan]
        rewritten = [by_piece.get((i, j), core) for j, core in enumerate(cores)]
        edits, fixed = 0, {}
        if chunked and len(plan) > 1:
            rewritten, fixed, edits = harmonize(cores, rewritten)
        text = "".join(lead + new + trail if core else lead
                       for (lead, core, trail), new in zip(plan, rewritten, strict=True))
        original, instruction = items[i]
        risk = risk_flag(original, text, instruction, targets=None if targets is None else targets[i],
                         extractor=extractor)
        empty = sum(1 for j, (_, core, _) in enumerate(plan) if core and not by_piece[(i, j)])
        out.append(Sanitized(text, chunked, len(plan), edits, risk, fixed, empty))
    return out


def _generate_in_batches(model: Any, prompts: list[Prompt], owners: list[tuple[int, int]], n_items: int,
                         max_new_tokens: int, progress: Callable[[int], None] | None) -> list[str]:
    """``model.generate`` over ``prompts`` one model batch at a time (the batches a local model makes anyway),
    calling ``progress(k)`` as the k records whose chunks are all answered complete, so a bar moves per batch."""
    step = getattr(model, "batch_size", None) or len(prompts) or 1
    last = [-1] * n_items  # the index of each item's last prompt
    for index, (i, _) in enumerate(owners):
        last[i] = index
    answers: list[str] = []
    reported = 0
    for start in range(0, max(len(prompts), 1), step):
        if prompts:
            answers += model.generate(prompts[start : start + step], max_new_tokens=max_new_tokens, temperature=0.0)
        done = sum(1 for index in last if index < len(answers))
        if progress is not None and done > reported:
            progress(done - reported)
            reported = done
    return answers


def sanitize(text: str, instruction: str, model: Any, chunked: bool = True, **kwargs: Any) -> Sanitized:
    """Sanitize one record following ``instruction`` (see :func:`sanitize_many` for the options)."""
    return sanitize_many([(text, instruction)], model, chunked=chunked, **kwargs)[0]
