"""Rule-based PII baselines for Kavach, with predictions mapped to Kavach labels.

- :class:`RegexRecognizer`: regular expressions plus checksums (Luhn for cards, mod-97 for
  IBANs, the VIN check digit), no dependencies. It knows the Kavach lookalikes it should not
  fire on: loopback/private IPs, and dates without a birth cue (only ``DOB`` is reported).
- :class:`PresidioRecognizer`: Microsoft Presidio (``pip install 'privasis-hub[baselines]'``).
  With an installed spaCy model for the language (``en_core_web_lg``/``md``/``sm``, ...) it runs
  Presidio's full analyzer (``mode == "spacy"``); otherwise it runs Presidio's pattern
  recognizers only over a blank spaCy tokenizer (``mode == "patterns-only"``: no PERSON,
  LOCATION, ... from NER). It never downloads a model.

Both return ``[{"label", "start", "end", "text"}]`` sorted by start, never overlapping.
"""

from __future__ import annotations

import ipaddress
import re

from privasis_hub import safe_ids

__all__ = ["PRESIDIO_TO_KAVACH", "PresidioRecognizer", "RegexRecognizer", "get_system"]

_MONTHS = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
    r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
_DATE = (
    rf"(?:\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}[./-]\d{{1,2}}[./-]\d{{2,4}}|{_MONTHS}\.? \d{{1,2}},? \d{{4}}"
    rf"|\d{{1,2}} {_MONTHS}\.? \d{{4}})"
)
_B, _E = r"(?<![\w@.-])", r"(?![\w@-]|\.\w)"  # token edges that also exclude '@', '-' and inner dots

# (label, pattern, validator) in priority order: earlier patterns win overlaps.
_PATTERNS: list[tuple[str, str, object]] = [
    (
        "URL_PERSONAL",
        r"\bhttps?://[^\s<>\"']+[^\s<>\"'.,;:!?)\]]|\bwww\.[^\s<>\"']+[^\s<>\"'.,;:!?)\]]",
        None,
    ),
    ("EMAIL", r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", None),
    (
        "DOB",
        rf"(?i:\b(?:date of birth|d\.?o\.?b\.?|born(?: on)?|birth ?date|birthday)\b\W{{0,3}})({_DATE})",
        None,
    ),
    ("IBAN", rf"{_B}[A-Z]{{2}}\d{{2}}(?: ?[A-Z0-9]{{4}}){{2,7}}(?: ?[A-Z0-9]{{1,3}})?{_E}", "iban"),
    ("CREDIT_CARD", rf"{_B}\d(?:[ -]?\d){{12,18}}{_E}", "luhn"),
    ("MAC_ADDRESS", r"\b[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}\b", None),
    ("IP_ADDRESS", rf"{_B}(?:[0-9A-Fa-f]{{0,4}}:){{2,7}}[0-9A-Fa-f]{{0,4}}{_E}", "ip"),
    ("IP_ADDRESS", rf"{_B}\d{{1,3}}(?:\.\d{{1,3}}){{3}}{_E}", "ip"),
    ("SSN", rf"{_B}(?!000|666)\d{{3}}-(?!00)\d{{2}}-(?!0000)\d{{4}}{_E}", None),
    ("VIN", r"\b[A-HJ-NPR-Z0-9]{17}\b", "vin"),
    (
        "GPS_COORDINATES",
        rf"{_B}-?\d{{1,2}}\.\d{{3,}}°?(?: ?[NS])?, ?-?\d{{1,3}}\.\d{{3,}}°?(?: ?[EW])?{_E}",
        None,
    ),
    # phones: NANP (incl. 555-01xx), international "+CC ...", bare 555-01xx
    ("PHONE", rf"{_B}(?:\+1[ .-]?)?(?:\(\d{{3}}\) ?|\d{{3}}[ .-])\d{{3}}[ .-]\d{{4}}{_E}", None),
    ("PHONE", rf"(?<![\w+])\+\d{{1,3}}(?:[ .-]?\(?\d{{1,4}}\)?){{2,5}}{_E}", "phone_digits"),
    ("PHONE", rf"{_B}0\d{{2,4}}[ -]\d{{3,4}}[ -]?\d{{3,4}}{_E}", "phone_digits"),
    ("PHONE", rf"{_B}555-01\d{{2}}{_E}", None),
]
_COMPILED = [(label, re.compile(p), check) for label, p, check in _PATTERNS]


def _ip_ok(value: str) -> bool:
    """A real-looking host address: not loopback, RFC 1918/ULA private, link-local or unspecified."""
    try:
        ip = ipaddress.ip_address(value)
    except ValueError:
        return False
    if ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast:
        return False
    if ip.version == 4:
        return not any(
            ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")
        )
    return ip not in ipaddress.ip_network("fc00::/7")


_CHECKS = {
    "iban": safe_ids.iban_valid,
    "luhn": lambda v: 13 <= len(re.sub(r"\D", "", v)) <= 19 and safe_ids.luhn_valid(re.sub(r"\D", "", v)),
    "ip": _ip_ok,
    "vin": lambda v: any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and safe_ids.vin_valid(v),
    "phone_digits": lambda v: 8 <= len(re.sub(r"\D", "", v)) <= 15,
}


def _resolve(cands: list[tuple[int, int, int, str]]) -> list[tuple[int, int, str]]:
    """Keep non-overlapping candidates, preferring higher priority (lower rank), then longer."""
    taken: list[tuple[int, int, str]] = []
    for _, s, e, label in sorted(cands, key=lambda c: (c[0], c[1] - c[2], c[1])):
        if all(e <= ts or s >= te for ts, te, _ in taken):
            taken.append((s, e, label))
    return sorted(taken)


class RegexRecognizer:
    """Regex + checksum PII recogniser mapped to Kavach labels (``mode == "regex"``)."""

    mode = "regex"
    available = True
    labels = tuple(dict.fromkeys(label for label, _, _ in _PATTERNS))

    def predict(self, text: str) -> list[dict]:
        cands = []
        for rank, (label, rx, check) in enumerate(_COMPILED):
            for m in rx.finditer(text):
                g = 1 if label == "DOB" else 0
                s, e = m.span(g)
                if check is not None and not _CHECKS[check](text[s:e]):
                    continue
                cands.append((rank, s, e, label))
        return [{"label": lab, "start": s, "end": e, "text": text[s:e]} for s, e, lab in _resolve(cands)]


PRESIDIO_TO_KAVACH = {
    "PERSON": "PERSON",
    "EMAIL_ADDRESS": "EMAIL",
    "PHONE_NUMBER": "PHONE",
    "CREDIT_CARD": "CREDIT_CARD",
    "IBAN_CODE": "IBAN",
    "US_SSN": "SSN",
    "US_ITIN": "TAX_ID",
    "US_PASSPORT": "PASSPORT_NUMBER",
    "US_DRIVER_LICENSE": "DRIVERS_LICENSE",
    "US_BANK_NUMBER": "BANK_ACCOUNT",
    "IP_ADDRESS": "IP_ADDRESS",
    "URL": "URL_PERSONAL",
    "LOCATION": "LOCATION",
    "NRP": "NATIONALITY",
    "DATE_TIME": "DATE",
    "MEDICAL_LICENSE": "NATIONAL_ID",
    "CRYPTO": "CRYPTO_WALLET",
    "UK_NHS": "HEALTH_INSURANCE_ID",
    "ORGANIZATION": "ORGANIZATION",
}
_SPACY_MODELS = (
    "{l}_core_web_lg",
    "{l}_core_web_md",
    "{l}_core_web_sm",
    "{l}_core_news_lg",
    "{l}_core_news_md",
    "{l}_core_news_sm",
)


class PresidioRecognizer:
    """Presidio's analyzer, entity types mapped to Kavach labels by :data:`PRESIDIO_TO_KAVACH`.

    ``mode`` is ``"spacy"`` (an installed spaCy model; named in ``.model``) or
    ``"patterns-only"`` (no model installed: Presidio's pattern recognizers on a blank
    tokenizer). Unmapped Presidio types are dropped.
    """

    available = True

    def __init__(self, language: str = "en", score_threshold: float = 0.35):
        from privasis_hub.extras import require

        require("presidio_analyzer", what="the presidio system")
        spacy = require("spacy", what="the presidio system")
        from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
        from presidio_analyzer.nlp_engine import NlpEngineProvider, SpacyNlpEngine
        self.language = language
        self.score_threshold = score_threshold
        self.model = next(
            (m for m in (t.format(l=language) for t in _SPACY_MODELS) if spacy.util.is_package(m)), None
        )
        if self.model:
            conf = {"nlp_engine_name": "spacy", "models": [{"lang_code": language, "model_name": self.model}]}
            engine = NlpEngineProvider(nlp_configuration=conf).create_engine()
            self.mode = "spacy"
        else:
            engine = SpacyNlpEngine(models=[{"lang_code": language, "model_name": "blank"}])
            engine.nlp = {language: spacy.blank(language)}
            self.mode = "patterns-only"
        registry = RecognizerRegistry(supported_languages=[language])
        registry.load_predefined_recognizers(languages=[language], nlp_engine=engine)
        self.analyzer = AnalyzerEngine(registry=registry, nlp_engine=engine, supported_languages=[language])

    def predict(self, text: str) -> list[dict]:
        results = self.analyzer.analyze(
            text=text, language=self.language, score_threshold=self.score_threshold
        )
        rank = {id(r): i for i, r in enumerate(sorted(results, key=lambda r: -r.score))}
        cands = [
            (rank[id(r)], r.start, r.end, PRESIDIO_TO_KAVACH[r.entity_type])
            for r in results
            if r.entity_type in PRESIDIO_TO_KAVACH and r.end > r.start
        ]
        return [{"label": lab, "start": s, "end": e, "text": text[s:e]} for s, e, lab in _resolve(cands)]


def get_system(name: str, **kwargs):
    """``"regex"`` -> :class:`RegexRecognizer`, ``"presidio"`` -> :class:`PresidioRecognizer`."""
    systems = {"regex": RegexRecognizer, "presidio": PresidioRecognizer}
    if name not in systems:
        raise ValueError(f"unknown baseline {name!r}; known: {', '.join(systems)}")
    return systems[name](**kwargs)
