"""A cheap post-check on every sanitized output that predicts a failed sanitization.

Two modes, named in :attr:`Risk.method`:

- ``targets`` (the targets are known, as in benchmark rows): the exact direct-leak check of
  ``privasis_leak`` (:func:`~privasis_hub.sanitize.rules.direct_spans`: a target value written as it is, as a
  word of its own or inside an e-mail, URL or handle, "Woods-Kim" in "c.camacho@woodskimit.example.org"). At the
  direct level it *is* the metric's verdict; with an evaluator (inference, proximity levels) it
  misses the leaks those levels find.
- ``extractor`` (only the instruction is known): a PII extractor (the regex baseline by default,
  or any ``text -> [{"label", "text"}]`` callable such as a Kavach model) finds values in the
  input; a value counts as *named by the instruction* when the instruction quotes it or names
  its kind ("phone", "e-mail", "date of birth", ...) outside a sentence asking to keep something;
  so does the value of a "Field: value" line whose field the instruction names word for word.
  Such a value still present in the output raises the flag. Its precision and recall against the
  metric's verdicts are measured by ``benchmarks/risk_flag.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from privasis_hub.sanitize.rules import direct_spans

__all__ = ["LABEL_WORDS", "Risk", "field_values", "named_labels", "risk_flag"]

#: words in an instruction that name a Kavach label (besides the label itself in words)
LABEL_WORDS: Mapping[str, tuple[str, ...]] = {
    "PERSON": ("name",),
    "DOB": ("birth", "birthday", "dob"),
    "DATE": ("date",),
    "STREET_ADDRESS": ("address", "street"),
    "CITY": ("city", "town", "location"),
    "POSTAL_CODE": ("postal", "zip", "postcode"),
    "PHONE": ("phone", "telephone", "mobile", "contact"),
    "EMAIL": ("email", "e-mail", "contact"),
    "URL_PERSONAL": ("url", "website", "link", "profile"),
    "USERNAME": ("username", "handle", "account"),
    "IP_ADDRESS": ("ip", "address"),
    "MAC_ADDRESS": ("mac", "device"),
    "SSN": ("ssn", "social security", "identifier", "id number"),
    "NATIONAL_ID": ("national", "identifier", "id number"),
    "CREDIT_CARD": ("card", "payment"),
    "IBAN": ("iban", "bank", "account"),
    "BANK_ACCOUNT": ("bank", "account"),
    "GPS_COORDINATES": ("gps", "coordinates", "location"),
    "VIN": ("vin", "vehicle"),
    "VEHICLE_PLATE": ("plate", "vehicle"),
    "MEDICAL_RECORD_NUMBER": ("medical record", "mrn"),
    "HEALTH_INSURANCE_ID": ("insurance",),
    "INSURANCE_POLICY_NUMBER": ("insurance", "policy"),
}
_KEEP_SENTENCE = re.compile(r"^\s*(keep|preserve|retain|leave|do not (change|alter|remove))\b", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")


@dataclass
class Risk:
    """The flag, why it was raised (one reason per value found), and how it was computed."""

    flagged: bool
    reasons: list[str] = field(default_factory=list)
    method: str = "extractor"

    def to_dict(self) -> dict[str, Any]:
        return {"risk": self.flagged, "risk_reasons": list(self.reasons), "risk_method": self.method}


def _words(label: str) -> tuple[str, ...]:
    return (label.lower().replace("_", " "), *LABEL_WORDS.get(label, ()))


def named_labels(instruction: str, labels: Sequence[str]) -> set[str]:
    """The labels whose words occur in a sentence of ``instruction`` that does not ask to keep something."""
    asked = " ".join(s for s in _SENTENCE.findall(instruction) if not _KEEP_SENTENCE.match(s)).lower()
    return {lab for lab in labels if any(re.search(rf"\b{re.escape(w)}", asked) for w in _words(lab))}


def _target_values(targets: Sequence[Any]) -> list[tuple[str, str]]:
    out = []
    for i, t in enumerate(targets):
        if not isinstance(t, Mapping):
            raise ValueError(f"targets[{i}]: expected a mapping, got {type(t).__name__}")
        if "values" in t:  # a Privasis-Sanitization target (kind, name, keys, values, ...)
            out += [(str(k), str(v)) for k, v in zip(t.get("keys") or [t.get("name")] * len(t["values"]),
                                                      t["values"], strict=False)]
        elif "value" in t:  # a privasis_leak reference target
            vals = t["value"] if isinstance(t["value"], list | tuple) else [t["value"]]
            out += [(str(t.get("attribute", "?")), str(v)) for v in vals]
        else:
            raise ValueError(f"targets[{i}]: expected 'values' or 'value', got keys {sorted(t)}")
    return out


def _default_extractor() -> Callable[[str], list[dict]]:
    from privasis_hub.baselines import get_system

    return get_system("regex").predict


_FIELD_LINE = re.compile(r"^[ \t>*#-]*([^\W\d_][^:\n]{1,40}?)[ \t]*:[ \t]*(\S[^\n]*?)[ \t]*$", re.MULTILINE)
# words that name no kind of value ("Remove ... from the record" names no "From:" field)
_STOP = frozenset({"the", "a", "an", "of", "and", "or", "to", "in", "on", "for", "with", "any", "all", "their",
                   "his", "her", "from", "by", "at", "as", "re", "cc", "subject", "record", "document"})


def field_values(original: str, instruction: str) -> list[tuple[str, str]]:
    """``(field, value)`` of "Field: value" lines whose field the instruction names (all its words, outside
    a sentence asking to keep something): a record's form fields are often exactly the targets."""
    asked = set(re.findall(r"\w+", " ".join(s for s in _SENTENCE.findall(instruction)
                                             if not _KEEP_SENTENCE.match(s)).lower()))
    out = []
    for m in _FIELD_LINE.finditer(original):
        field, value = m.group(1).strip(), m.group(2).strip()
        words = [w for w in re.findall(r"\w+", field.lower()) if w not in _STOP]
        if words and len(value) >= 3 and all(w in asked for w in words):
            out.append((field, value))
    return out


def risk_flag(original: str, output: str, instruction: str, *, targets: Sequence[Any] | None = None,
              extractor: Callable[[str], list[dict]] | None = None) -> Risk:
    """Flag an output that probably failed: see the module docstring for both modes."""
    low = output.lower()
    if targets is not None:
        reasons = [f"target {key!r} value {value!r} is in the output"
                   for key, value in _target_values(targets) if value.strip() and direct_spans(output, key, value)]
        return Risk(bool(reasons), reasons, "targets")
    found = (extractor or _default_extractor())(original)
    labels = named_labels(instruction, sorted({str(f["label"]) for f in found}))
    instruction_low = instruction.lower()
    reasons, seen = [], set()
    for f in found:
        value, label = str(f["text"]), str(f["label"])
        if (label, value) in seen or not value.strip():
            continue
        seen.add((label, value))
        if (label in labels or value.lower() in instruction_low) and value.lower() in low:
            reasons.append(f"{label} {value!r}, named by the instruction, is still in the output")
    for name, value in field_values(original, instruction):
        if value.lower() in low and (name, value) not in seen:
            seen.add((name, value))
            reasons.append(f"field {name!r} value {value!r}, named by the instruction, is still in the output")
    return Risk(bool(reasons), reasons, "extractor")
