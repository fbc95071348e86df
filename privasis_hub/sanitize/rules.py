"""The offline (rule-based) sanitizer: abstract or drop exact attribute values in a text.

The rules start from the exact values a triplet must protect. They live in one module per concern;
this module gathers the public names the rest of the toolkit imports:

- :mod:`~privasis_hub.sanitize.find`: where a value occurs (any case, digit grouping or date
  format, inside e-mails, URLs and handles; ages only where stated as ages) and which values leak;
- :mod:`~privasis_hub.sanitize.kinds`: :func:`value_kind` sorts a ``(key, value)`` pair into a kind;
- :mod:`~privasis_hub.sanitize.abstract`: :func:`abstract_value` climbs one step of that kind's
  abstraction ladder (a pure function: the same value gets the same phrase everywhere);
- :mod:`~privasis_hub.sanitize.drop`: :func:`drop_value` removes one span and repairs its
  surroundings (form line, table cell, clause, sentence, list item, preposition, parentheses);
- :mod:`~privasis_hub.sanitize.grammar`: fitting an edit into its sentence (sentence bounds,
  labels, articles, prepositions, capitals, age phrases);
- :mod:`~privasis_hub.sanitize.rewrite`: :func:`rewrite` applies either operation to every
  occurrence of a target's values while leaving every ``keep`` string verbatim.
"""

from __future__ import annotations

from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.drop import drop_value
from privasis_hub.sanitize.find import (
    AGE_KEY,
    BIRTH_YEAR_KEY,
    REMOVED,
    age_spans,
    direct_spans,
    find_spans,
    leaks,
    normalise_digits,
    parse_date,
    target_leaks,
    target_spans,
    token_kind,
    token_spans,
    verbatim_spans,
    year_spans,
)
from privasis_hub.sanitize.kinds import KINDS, value_kind
from privasis_hub.sanitize.rewrite import rewrite

__all__ = [
    "AGE_KEY",
    "BIRTH_YEAR_KEY",
    "KINDS",
    "REMOVED",
    "abstract_value",
    "age_spans",
    "direct_spans",
    "drop_value",
    "find_spans",
    "leaks",
    "normalise_digits",
    "parse_date",
    "rewrite",
    "target_leaks",
    "target_spans",
    "token_kind",
    "token_spans",
    "value_kind",
    "verbatim_spans",
    "year_spans",
]
