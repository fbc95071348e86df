"""Kavach: a multilingual PII span corpus with value-only targets, and the tools around it.

``locate`` turns value-only predictions back into offsets, ``windows``/``extract`` run an
extractor over long documents, ``redact`` masks spans.
"""

from privasis_hub.kavach.locate import Located, LocatedSpan, locate, offset_recovery
from privasis_hub.kavach.windows import ExtractError, extract, redact, windows

__all__ = [
    "ExtractError",
    "Located",
    "LocatedSpan",
    "extract",
    "locate",
    "offset_recovery",
    "redact",
    "windows",
]
