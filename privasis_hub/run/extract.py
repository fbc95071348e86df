"""Value-only PII extraction with a Kavach model (or any model that answers the Kavach way).

:func:`extract_many` cuts every document into the windows of
:func:`privasis_hub.kavach.windows.windows` (120 words, 25 overlapping), prompts each window with
the exact string the model was trained on (the corpus's ``prompt`` column:
:func:`~privasis_hub.kavach.pipeline.kavach_prompt` of the window), decodes greedily in batches, and hands the answers to
:func:`privasis_hub.kavach.windows.extract`, which parses them, retries an unparseable window once
with repetition penalty 1.1, locates the values in the text and merges the windows' spans.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from privasis_hub.kavach.pipeline import kavach_prompt
from privasis_hub.kavach.windows import DEFAULT_RETRY_KWARGS, ExtractError, parse_values, windows
from privasis_hub.kavach.windows import extract as extract_windows
from privasis_hub.run.models import is_server, text_prompt

__all__ = ["Extracted", "extract", "extract_many", "kavach_prompt"]

MAX_NEW_TOKENS = 512


@dataclass
class Extracted:
    """Spans at document offsets, the values the model named that are not in the text, and retries used."""

    entities: list[dict[str, Any]]
    missing: list[dict[str, str]] = field(default_factory=list)
    retries: int = 0
    error: str | None = None  # a window stayed unparseable after the retry (with raise_errors=False)

    def to_dict(self) -> dict[str, Any]:
        out = {"entities": self.entities, "missing": self.missing, "retries": self.retries}
        if self.error is not None:
            out["error"] = self.error
        return out


def extract_many(
    texts: Sequence[str],
    model: Any,
    *,
    words: int = 120,
    overlap: int = 25,
    max_new_tokens: int = MAX_NEW_TOKENS,
    progress: Callable[[int], None] | None = None,
    raise_errors: bool = True,
) -> list[Extracted]:
    """Extract PII spans from every text; all first-pass windows go to the model as one batch, then all retries.

    A window still unparseable after its retry raises :class:`~privasis_hub.kavach.windows.ExtractError`,
    or with ``raise_errors=False`` gives that document no entities and an ``error``.
    """
    server = is_server(model)

    def render(window: str) -> Any:
        prompt = kavach_prompt(window)
        return prompt if server else text_prompt(model, prompt)

    per_text: list[list[str]] = []
    for i, text in enumerate(texts):
        if not isinstance(text, str):
            raise ValueError(f"texts[{i}]: expected a string, got {type(text).__name__}")
        per_text.append([text[s:e] for s, e in windows(text, words, overlap)])
    unique = list(dict.fromkeys(w for ws in per_text for w in ws))
    position = {w: k for k, w in enumerate(unique)}
    last = [max((position[w] for w in ws), default=-1) for ws in per_text]  # a text is read once these are
    step = getattr(model, "batch_size", None) or len(unique) or 1  # a local model's own batches: the bar moves
    generated: list[str] = []
    reported = 0
    for start in range(0, len(unique), step):
        generated += model.generate([render(w) for w in unique[start : start + step]], max_new_tokens=max_new_tokens,
                                    temperature=0.0)
        done = sum(1 for k in last if k < len(generated))
        if progress is not None and done > reported:
            progress(done - reported)
            reported = done
    answers = dict(zip(unique, generated, strict=True))
    # the one retry of every unparseable window, batched too
    bad = [w for w in unique if not _parses(answers[w])]
    penalty = DEFAULT_RETRY_KWARGS["repetition_penalty"]
    retried = dict(zip(bad, model.generate([render(w) for w in bad], max_new_tokens=max_new_tokens,
                                           temperature=0.0, repetition_penalty=penalty), strict=True)) if bad else {}
    out = []
    for text in texts:
        retries = 0

        def generate(window: str, **retry: Any) -> str:
            nonlocal retries
            if not retry:
                return answers[window]
            retries += 1
            if window in retried and retry == dict(DEFAULT_RETRY_KWARGS):
                return retried[window]
            return model.generate([render(window)], max_new_tokens=max_new_tokens, temperature=0.0,
                                  repetition_penalty=retry.get("repetition_penalty"))[0]

        try:
            located = extract_windows(text, generate, words=words, overlap=overlap,
                                      retry_kwargs=DEFAULT_RETRY_KWARGS)
        except ExtractError as err:
            if raise_errors:
                raise
            out.append(Extracted([], [], retries, str(err)))
        else:
            entities = [{"label": s.label, "text": s.text, "start": s.start, "end": s.end}
                        for s in located.spans if not s.inside_word]
            out.append(Extracted(entities, [dict(v) for v in located.missing], retries))
    if progress is not None and len(texts) > reported:  # texts without a window
        progress(len(texts) - reported)
    return out


def _parses(answer: str) -> bool:
    try:
        parse_values(answer)
    except ValueError:
        return False
    return True


def extract(text: str, model: Any, **kwargs: Any) -> list[dict[str, Any]]:
    """PII spans ``[{"label", "text", "start", "end"}]`` of one text (see :func:`extract_many`)."""
    return extract_many([text], model, **kwargs)[0].entities
