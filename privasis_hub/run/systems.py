"""One resolver for every PII span system the toolkit accepts, with one interface.

``load_span_system(spec)`` turns ``regex`` | ``presidio`` | ``gliner:<model id>`` | a token-classification
model (local folder or Hub id, detected from ``config.json``'s architecture) | a generative Kavach model (a
local folder, a GGUF file, a Hub id, or a model name on ``base_url``) into an object with
``predict(text)`` and ``predict_many(texts, progress=True)``, each span ``{"label", "start", "end", "text"}``.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError
from privasis_hub.tagger import TaggerSystem
from privasis_hub.tagger import is_token_classifier as is_tagger

__all__ = ["ExtractorSystem", "SYSTEMS_HELP", "TaggerSystem", "check_span_spec", "is_tagger", "load_span_system"]

SYSTEMS_HELP = ("regex | presidio | gliner:<model id> | a token-classification model folder or Hub id | a "
                "generative Kavach model (folder, GGUF file, Hub id, or a model name with --base-url)")


class _PerText:
    """A system with only ``predict(text)``, batched by a loop with a progress bar."""

    def __init__(self, system: Any, name: str) -> None:
        self.system, self.name = system, name
        self.mode = getattr(system, "mode", name)

    def predict(self, text: str) -> list[dict[str, Any]]:
        return self.system.predict(text)

    def predict_many(self, texts: Sequence[str], *, progress: bool = True) -> list[list[dict[str, Any]]]:
        from tqdm.auto import tqdm

        return [self.system.predict(t) for t in tqdm(texts, desc=self.name, unit="doc", disable=not progress)]


class ExtractorSystem:
    """A generative value-only Kavach extractor as a span system (120-word windows, greedy, one retry)."""

    mode = "model, value-only JSON, 120-word windows, greedy"

    def __init__(self, model: Any) -> None:
        self.model = model
        self.name = getattr(model, "name", "model")
        self.num_errors = 0

    def predict(self, text: str) -> list[dict[str, Any]]:
        return self.predict_many([text], progress=False)[0]

    def predict_many(self, texts: Sequence[str], *, progress: bool = True) -> list[list[dict[str, Any]]]:
        from tqdm.auto import tqdm

        from privasis_hub.run.extract import extract_many

        with tqdm(total=len(texts), desc=f"extracting ({self.name})", unit="doc", disable=not progress) as bar:
            results = extract_many(list(texts), self.model, raise_errors=False, progress=bar.update)
        self.num_errors = sum(1 for r in results if r.error is not None)
        return [r.entities + r.missing for r in results]


def check_span_spec(spec: str, base_url: str | None = None) -> None:
    """Refuse at once (before any data is read) a ``spec`` that names nothing :func:`load_span_system` can load."""
    if spec in ("regex", "presidio") or spec.startswith("gliner:") or base_url or Path(spec).is_dir():
        return
    if spec.endswith(".gguf") and Path(spec).is_file():
        return
    if spec.count("/") == 1 and not Path(spec).exists():  # a Hub id: loading says if it cannot load it
        return
    raise UserError(f"--system {spec!r}: not 'regex', 'presidio' or an existing model folder",
                    hint="pass regex, presidio, gliner:<model id>, a local model folder, a GGUF file, a Hub model id, "
                    "or a model name with --base-url")


def load_span_system(spec: str, *, base_url: str | None = None, **kwargs: Any):
    """The span system named by ``spec`` (see the module docstring); a bad spec is a one-line :class:`UserError`."""
    if spec in ("regex", "presidio"):
        from privasis_hub.baselines import get_system

        return _PerText(get_system(spec), spec)
    if spec.startswith("gliner:"):
        from privasis_hub.run.gliner import GlinerSystem

        return _PerText(GlinerSystem(spec.split(":", 1)[1]), spec)
    if not base_url:
        if is_tagger(spec):
            try:
                return TaggerSystem(spec, **kwargs)
            except (OSError, ValueError) as err:
                raise UserError(f"--system {spec}: cannot load this token-classification model "
                                f"({str(err).splitlines()[0]})") from None
        path = Path(spec)
        if path.is_dir() and not any((path / n).is_file() for n in ("config.json", "adapter_config.json")):
            raise UserError(f"--system {spec}: a folder, but not a model folder (no config.json)",
                            hint=f"pass {SYSTEMS_HELP}")
    from privasis_hub.run.models import load_model

    return ExtractorSystem(load_model(spec, base_url=base_url))
