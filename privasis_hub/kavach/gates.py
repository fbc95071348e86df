"""Quality gates for Kavach documents; each failure has a named reason counted in the build report.

- ``span_mismatch``: a gold entity whose text differs from the document at its offsets;
- ``pii_in_negative``: a hard negative that matches a PII pattern (a personal e-mail address,
  Luhn-valid card, SSN, IBAN) — lookalikes must stay lookalikes. Role addresses (``support@``,
  ``info@``, ... :data:`privasis_hub.safe_ids.ROLE_LOCAL_PARTS`) are the company e-mail lookalike and
  pass; phone numbers are not pattern-checked, because a company's number (the COMPANY_PHONE
  lookalike) takes the same national format as a person's and negative frames hold no person slot;
- ``language_contamination``: the document's dominant script (entity values, e-mails, URLs and
  code removed) is not the language's script;
- ``malformed_markup``: a CSV table whose rows have another number of cells than its header,
  or unbalanced quotes in a log line.
"""

from __future__ import annotations

import csv
import io
import re

from privasis_hub.kavach.languages import LANGUAGES, dominant_script
from privasis_hub.kavach.spans import Doc
from privasis_hub.safe_ids import ROLE_LOCAL_PARTS, iban_valid, luhn_valid

_PII_PATTERNS = {
    "email": re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+"),
    "ssn": re.compile(r"\b9\d\d-\d\d-\d{4}\b"),
}
_CARD = re.compile(r"(?<!\+)\b(?:\d[ -]?){13,19}\b")  # not an international phone number (+55 26 ...)
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b")
_LATIN_NOISE = re.compile(r"\S*[@/=_:.]\S*|\b[\w-]*\d[\w-]*\b")


def _within_one_edit(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) <= 1
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def _role_address(local: str) -> bool:
    """A role mailbox (support@, info@, ...), also after one OCR confusion or dropped character (roles of
    five letters or more, so a short personal address never passes as "hr" or "jobs")."""
    return local in ROLE_LOCAL_PARTS or any(len(role) >= 5 and _within_one_edit(local, role)
                                            for role in ROLE_LOCAL_PARTS)


def pii_in_negative(doc: Doc) -> list[str]:
    """PII-looking strings found in a document that should have none."""
    found = [m.group(0) for p in _PII_PATTERNS.values() for m in p.finditer(doc.text)]
    found = [f for f in found if not _role_address(f.split("@", 1)[0].lower())]
    found += [m.group(0) for m in _CARD.finditer(doc.text) if luhn_valid(re.sub(r"\D", "", m.group(0)))]
    found += [m.group(0) for m in _IBAN.finditer(doc.text) if iban_valid(m.group(0))]
    return found


def contamination(doc: Doc, language: str) -> str | None:
    """The wrong dominant script of a monolingual document, or None when it matches its language."""
    text = doc.text
    for e in sorted(doc.entities, key=lambda e: e.start, reverse=True):
        text = text[: e.start] + " " + text[e.end :]
    text = _LATIN_NOISE.sub(" ", text)
    expected = LANGUAGES[language].script
    found = dominant_script(text)
    if found in (None, "", expected) or (expected == "Japanese" and found in ("Han", "Hiragana", "Katakana")):
        return None
    return found


def malformed(doc: Doc, condition: str) -> bool:
    """True when a structured layout does not parse."""
    if condition == "table_csv":
        rows = list(csv.reader(io.StringIO(doc.text)))
        rows = [r for r in rows if r]
        return not rows or any(len(r) != len(rows[0]) for r in rows)
    if condition == "code_logs":
        return any(line.count('"') % 2 for line in doc.text.splitlines())
    return False


def gate(doc: Doc, language: str, condition: str, is_negative: bool) -> str | None:
    """The first gate ``doc`` fails, or None."""
    if doc.check():
        return "span_mismatch"
    if is_negative and (doc.entities or pii_in_negative(doc)):
        return "pii_in_negative"
    if malformed(doc, condition):
        return "malformed_markup"
    if condition not in ("code_logs",) and contamination(doc, language):
        return "language_contamination"
    return None
