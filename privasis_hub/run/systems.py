"""One resolver for span systems: ``load_span_system(spec)`` -> an object with ``predict`` and ``predict_many``.

``spec``: ``regex`` | ``presidio`` | ``gliner:<model id>`` | a token-classification tagger (a local folder
or Hub id whose config.json ``architectures`` ends in ``ForTokenClassification``) | a generative model
(a local folder, a Hub id, or a model name on the OpenAI-compatible server ``base_url``).
Every ``predict(text)`` returns ``[{"label", "start", "end", ...}]`` with character offsets into ``text``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

__all__ = ["TaggerSystem", "is_tagger", "load_span_system"]


def is_tagger(spec: str) -> bool:
    """Whether ``spec`` names a token-classification model (its config.json says ``...ForTokenClassification``)."""
    config = Path(spec) / "config.json"
    if config.is_file():
        data = json.loads(config.read_text(encoding="utf-8"))
    elif spec.count("/") == 1 and not Path(spec).exists():
        try:
            from huggingface_hub import hf_hub_download

            data = json.loads(Path(hf_hub_download(spec, "config.json")).read_text(encoding="utf-8"))
        except Exception:  # noqa: BLE001 - not reachable or not a model: the generative loader reports it
            return False
    else:
        return False
    return any(a.endswith("ForTokenClassification") for a in data.get("architectures") or [])


class TaggerSystem:
    """A token-classification tagger read in overlapping windows (``stride``), never truncated."""

    def __init__(self, model: str, *, batch_size: int = 16, stride: int | None = None) -> None:
        from transformers import AutoModelForTokenClassification, AutoTokenizer, pipeline

        tokenizer = AutoTokenizer.from_pretrained(model)
        encoder = AutoModelForTokenClassification.from_pretrained(model)
        limit = getattr(encoder.config, "max_position_embeddings", None) or 512
        tokenizer.model_max_length = min(tokenizer.model_max_length, limit)
        stride = stride if stride is not None else tokenizer.model_max_length // 4  # windows overlap by a quarter
        self.pipe = pipeline("token-classification", model=encoder, tokenizer=tokenizer, aggregation_strategy="simple",
                             stride=stride, device=0 if _cuda() else "cpu")
        self.name = str(model)
        self.mode = f"token-classification tagger, BIO, overlapping windows (stride {stride})"
        self.batch_size = batch_size

    @staticmethod
    def _spans(text: str, found: list[dict[str, Any]]) -> list[dict[str, Any]]:
        spans = []
        for f in found:
            start, end = int(f["start"]), int(f["end"])
            while start < end and text[start].isspace():  # byte-level tokens carry their leading space
                start += 1
            while end > start and text[end - 1].isspace():
                end -= 1
            if start < end:  # a token that is only whitespace is no span
                spans.append({"label": f["entity_group"], "start": start, "end": end, "text": text[start:end],
                              "score": float(f["score"])})
        return sorted(spans, key=lambda s: (s["start"], s["end"]))

    def predict(self, text: str) -> list[dict[str, Any]]:
        """Spans in ``text``."""
        return self._spans(text, self.pipe(text)) if text.strip() else []

    def predict_many(self, texts: list[str], *, progress: bool = True) -> list[list[dict[str, Any]]]:
        """Spans for each text, in batches, with a progress bar."""
        from tqdm.auto import tqdm

        out = []
        for start in tqdm(range(0, len(texts), self.batch_size), desc="tagging", unit="batch", disable=not progress):
            batch = texts[start:start + self.batch_size]
            filled = [t for t in batch if t.strip()]  # the pipeline cannot batch a text with no tokens
            found = iter(self.pipe(filled, batch_size=self.batch_size) if filled else [])
            out.extend(self._spans(t, next(found)) if t.strip() else [] for t in batch)
        return out


class _PerText:
    """A system with only ``predict``: ``predict_many`` loops with a progress bar."""

    def __init__(self, system: Any, name: str) -> None:
        self.system, self.name = system, name
        self.mode = getattr(system, "mode", name)

    def predict(self, text: str) -> list[dict[str, Any]]:
        """Spans in ``text``."""
        return self.system.predict(text)

    def predict_many(self, texts: list[str], *, progress: bool = True) -> list[list[dict[str, Any]]]:
        """Spans for each text, with a progress bar."""
        from tqdm.auto import tqdm

        return [self.system.predict(t) for t in tqdm(texts, desc=self.name, unit="doc", disable=not progress)]


class _Generative:
    """A generative model answering value-only JSON, batched by ``extract_many``."""

    def __init__(self, spec: str, base_url: str | None) -> None:
        from privasis_hub.run import load_model

        self.model, self.name = load_model(spec, base_url=base_url), spec
        self.mode = "model, value-only JSON, 120-word windows, greedy"
        self.num_errors = 0

    def predict(self, text: str) -> list[dict[str, Any]]:
        """Spans in ``text``."""
        return self.predict_many([text], progress=False)[0]

    def predict_many(self, texts: list[str], *, progress: bool = True) -> list[list[dict[str, Any]]]:
        """Spans for each text (entities plus values found but not placed); errors are counted in ``num_errors``.

        The progress bar moves per model batch.
        """
        from tqdm.auto import tqdm

        from privasis_hub.run import extract_many

        with tqdm(total=len(texts), desc=f"extracting ({self.name})", unit="doc", disable=not progress) as bar:
            results = extract_many(texts, self.model, raise_errors=False, progress=bar.update)
        self.num_errors = sum(1 for r in results if r.error is not None)
        return [r.entities + r.missing for r in results]


def _cuda() -> bool:
    import torch

    return torch.cuda.is_available()


def load_span_system(spec: str, base_url: str | None = None):
    """Turn a system name, tagger folder/Hub id or generative model into an object with ``predict``/``predict_many``."""
    if spec in ("regex", "presidio"):
        from privasis_hub.baselines import get_system

        return _PerText(get_system(spec), spec)
    if spec.startswith("gliner:"):
        from privasis_hub.run.gliner import GlinerSystem

        return _PerText(GlinerSystem(spec.split(":", 1)[1]), spec)
    if not base_url and is_tagger(spec):
        return TaggerSystem(spec)
    return _Generative(spec, base_url)
