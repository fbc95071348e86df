"""A Presidio ``EntityRecognizer`` backed by any span system, so Presidio pipelines keep working.

:class:`SpanSystemRecognizer` wraps whatever :func:`privasis_hub.run.systems.load_span_system` accepts (a
token-classification tagger folder, a Kavach extractor, a model on a server, ``regex``, ``gliner:<id>``)
or any object with ``predict(text) -> [{"label", "start", "end"}]``; add it to an ``AnalyzerEngine``'s
registry and anonymize with ``AnonymizerEngine`` as usual::

    from presidio_anonymizer import AnonymizerEngine
    from privasis_hub.presidio import analyzer_engine

    analyzer = analyzer_engine("path/to/tagger")   # only this recognizer, no spaCy model download
    results = analyzer.analyze(text=text, language="en")
    print(AnonymizerEngine().anonymize(text=text, analyzer_results=results).text)

Labels: the 56 Kavach labels map to Presidio's entity names by :data:`KAVACH_TO_PRESIDIO`: Presidio's own
names where one means the same thing (PERSON, EMAIL_ADDRESS, PHONE_NUMBER, US_SSN, IBAN_CODE, CREDIT_CARD,
IP_ADDRESS, URL, CRYPTO, LOCATION, DATE_TIME, NRP, ORGANIZATION); every other label keeps its Kavach name as a custom Presidio entity (``AGE``,
``MEDICAL_CONDITION``, ``PASSPORT_NUMBER``, ...), since Presidio's country-specific names (``US_PASSPORT``,
``UK_NHS``) would claim a country the value may not come from.

No spaCy model is needed: the recognizer does not read Presidio's NLP artifacts, so :func:`blank_nlp_engine`
gives the analyzer a blank spaCy pipeline (a tokenizer only, ``spacy.blank(language)``) instead of the
``en_core_web_lg`` download Presidio's default configuration asks for.
"""

from __future__ import annotations

from typing import Any

from privasis_hub.extras import require

_analyzer = require("presidio_analyzer", what="privasis_hub.presidio", extra="presidio")
AnalysisExplanation, AnalyzerEngine = _analyzer.AnalysisExplanation, _analyzer.AnalyzerEngine
EntityRecognizer, RecognizerResult = _analyzer.EntityRecognizer, _analyzer.RecognizerResult

__all__ = ["KAVACH_TO_PRESIDIO", "SpanSystemRecognizer", "analyzer_engine", "blank_nlp_engine"]

_SAME_AS_PRESIDIO = {
    "PERSON": "PERSON",
    "EMAIL": "EMAIL_ADDRESS",
    "PHONE": "PHONE_NUMBER",
    "SSN": "US_SSN",  # Kavach's SSN label is the US Social Security number
    "IBAN": "IBAN_CODE",
    "CREDIT_CARD": "CREDIT_CARD",
    "IP_ADDRESS": "IP_ADDRESS",
    "URL_PERSONAL": "URL",
    "CRYPTO_WALLET": "CRYPTO",
    "LOCATION": "LOCATION",
    "CITY": "LOCATION",
    "STREET_ADDRESS": "LOCATION",
    "DATE": "DATE_TIME",
    "DOB": "DATE_TIME",
    "NATIONALITY": "NRP",  # Presidio's NRP: nationality, religious or political group
    "RELIGION": "NRP",
    "POLITICAL_AFFILIATION": "NRP",
    "ORGANIZATION": "ORGANIZATION",
}


def _mapping() -> dict[str, str]:
    from privasis_hub.kavach.labels import LABELS

    return {label: _SAME_AS_PRESIDIO.get(label, label) for label in LABELS}


#: Kavach label -> Presidio entity name, for all 56 labels (Presidio's name, or the Kavach name as a custom entity).
KAVACH_TO_PRESIDIO: dict[str, str] = _mapping()


def blank_nlp_engine(language: str = "en"):
    """A Presidio ``SpacyNlpEngine`` on ``spacy.blank(language)``: tokenization only, nothing to download."""
    import spacy
    from presidio_analyzer.nlp_engine import SpacyNlpEngine

    engine = SpacyNlpEngine(models=[{"lang_code": language, "model_name": "blank"}])
    engine.nlp = {language: spacy.blank(language)}
    return engine


class SpanSystemRecognizer(EntityRecognizer):
    """A Presidio recognizer whose results are the spans of a privasis-hub span system."""

    def __init__(self, system: Any, *, supported_language: str = "en", default_score: float = 0.85,
                 label_map: dict[str, str] | None = None, base_url: str | None = None) -> None:
        if isinstance(system, str):
            from privasis_hub.run.systems import load_span_system

            system = load_span_system(system, base_url=base_url)
        self.system = system
        self.label_map = dict(KAVACH_TO_PRESIDIO if label_map is None else label_map)
        self.default_score = default_score
        name = f"privasis:{getattr(system, 'name', type(system).__name__)}"
        super().__init__(supported_entities=sorted(set(self.label_map.values())), name=name,
                         supported_language=supported_language)

    def load(self) -> None:
        """Nothing to load: the span system is ready (Presidio API)."""

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        """The system's spans in ``text`` as ``RecognizerResult`` s, keeping only the requested ``entities``."""
        results = []
        for span in self.system.predict(text):
            entity = self.label_map.get(span["label"], span["label"])
            if entities and entity not in entities:
                continue
            score = float(span.get("score", self.default_score))
            explanation = AnalysisExplanation(recognizer=self.name, original_score=score,
                                              textual_explanation=f"{span['label']} from {self.name}")
            results.append(RecognizerResult(entity, span["start"], span["end"], score,
                                            analysis_explanation=explanation))
        return results


def analyzer_engine(system: Any, language: str = "en", **kwargs: Any) -> AnalyzerEngine:
    """An ``AnalyzerEngine`` with only :class:`SpanSystemRecognizer` on ``system``, over :func:`blank_nlp_engine`."""
    from presidio_analyzer import RecognizerRegistry

    registry = RecognizerRegistry(supported_languages=[language])
    registry.add_recognizer(SpanSystemRecognizer(system, supported_language=language, **kwargs))
    return AnalyzerEngine(registry=registry, nlp_engine=blank_nlp_engine(language), supported_languages=[language])
