"""Compatibility with the public benchmark ``nvidia/Privasis-Zero`` (configs vanilla/hard).

:func:`from_zero_row` turns a benchmark row into a ``privasis_leak`` reference;
:func:`sanitizer_prompt` builds the single user turn the reference evaluation sends to the
sanitizer under test (decode it at temperature 0: that is the caller's job).
"""

from __future__ import annotations

import json
from typing import Any

INSTRUCTION_FIELDS = ("smoothed_instruction", "base_instruction")


def _value(value: Any) -> str | list[str]:
    if isinstance(value, list | tuple):
        return [str(v) for v in value]
    return str(value)


def _flatten(obj: Any, where: str) -> list[dict[str, Any]]:
    """``{"attribute", "value"}`` items from groups, a flat mapping, or a list of items."""
    if obj is None:
        return []
    if isinstance(obj, str):  # nested columns are sometimes stored JSON-encoded
        obj = json.loads(obj) if obj.strip() else None
        return _flatten(obj, where)
    if isinstance(obj, dict) and "selected" in obj:
        return _flatten(obj["selected"], where)
    if isinstance(obj, dict):
        return [{"attribute": str(k), "value": _value(v)} for k, v in obj.items() if v not in (None, "", [])]
    if isinstance(obj, list):
        out = []
        for i, item in enumerate(obj):
            if isinstance(item, dict) and "attributes" in item:  # a group
                out += _flatten(item["attributes"], f"{where}[{i}].attributes")
            elif isinstance(item, dict) and {"attribute", "value"} <= item.keys():
                out.append({"attribute": str(item["attribute"]), "value": _value(item["value"])})
            elif isinstance(item, dict):
                out += _flatten(item, f"{where}[{i}]")
            else:
                raise ValueError(f"{where}[{i}]: expected a group or an attribute mapping, got {item!r}")
        return out
    raise ValueError(f"{where}: expected groups, a mapping or a list, got {type(obj).__name__}")


def from_zero_row(row: dict[str, Any]) -> dict[str, Any]:
    """A ``privasis_leak`` reference from a Privasis-Zero row (targets = drop + abstract, retain = keep)."""
    if not isinstance(row.get("original_record"), str):
        raise ValueError("Privasis-Zero row: 'original_record' must be a string")
    targets = _flatten(row.get("attributes_to_drop"), "attributes_to_drop")
    targets += _flatten(row.get("attributes_to_abstract"), "attributes_to_abstract")
    return {
        "original": row["original_record"],
        "targets": targets,
        "retain": _flatten(row.get("attributes_to_keep"), "attributes_to_keep"),
    }


def sanitizer_prompt(instruction: str, record: str) -> str:
    """The reference evaluation's single user turn asking a model to sanitize ``record``."""
    return (
        f"## Sanitization Instruction\n{instruction}\n\n"
        "Please provide only the sanitized text, without any explanation.\n\n"
        f"## Text to sanitize\n{record}\n\n"
        "Sanitized Text:"
    )


def zero_prompt(row: dict[str, Any], instruction_field: str = "smoothed_instruction") -> str:
    """:func:`sanitizer_prompt` for a Privasis-Zero row (``smoothed_instruction`` or ``base_instruction``)."""
    if instruction_field not in INSTRUCTION_FIELDS:
        raise ValueError(f"instruction_field must be one of {INSTRUCTION_FIELDS}, got {instruction_field!r}")
    return sanitizer_prompt(row[instruction_field], row["original_record"])
