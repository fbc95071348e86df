"""The one error type for mistakes a user can fix.

A :class:`UserError` is a bad option, a bad input file or a wrong folder. The CLI prints it as
one or two lines (what was wrong, where: file, row, field, and what to do) and exits with code 2;
internal bugs still raise ordinary exceptions and show a traceback.
"""

from __future__ import annotations


class UserError(ValueError):
    """A mistake the user can fix; the message names the file, row or field and what to do."""

    def __init__(self, message: str, *, hint: str | None = None):
        self.hint = hint
        super().__init__(message if hint is None else f"{message}\n  hint: {hint}")
