"""Table cells an edit emptied, read as a whole table (reader17 S2).

A cell of a wider table that an edit took out is left "—" (drop.py). Read with the rows around it, the cell can
still say what it held, or the table reads as no redactor would leave it:

- a date taken out of a regular run (a roster of consecutive Sundays, month ends, weeks) is read straight back from
  the dates before and after it: the column's other dates are said as their month ("May 2024"), so no day is left
  to count from;
- an amount (or count of hours) taken out of a column that a total row sums is read back as the total less the
  other rows: the total row goes with it;
- a column whose every cell went is taken out whole (its heading too), and a row left with nothing goes;
- the "—" is padded to its column's width, as the rows around it are.

Each rule touches only tables the edit changed (a "—" that is not in ``original``); cells with a ``keep`` string
stay as written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date, datetime

DASH = "—"
_SEPARATOR = re.compile(r"^\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*$")
_DATE_FORMATS = ("%B %d, %Y", "%b %d, %Y", "%m/%d/%Y", "%Y-%m-%d", "%d %B %Y")
#: A row that sums (or nets) the rows above it.
_TOTAL_ROW = re.compile(r"(?i)(?:(?:order|grand|week|month|year|period|running) )?(?:total|subtotal|net for|net pay"
                        r"|balance due|new balance|amount due|hours this period|hours attended|hours in all|paid so far)\b")
#: A stand-in that says only what kind of thing a cell held ("an amount", "a date").
_FALLBACK_CELL = re.compile(r"(?i)^an? (?:amount|date|reference|detail|figure|sum|number|payment|time)$")
_WEEK_HEAD = re.compile(r"(?i)^week(?: of| beginning| starting)?$")


def _is_total(row: Sequence[str]) -> bool:
    """A row that sums the rows above it: its label opens the row (no date before it) or opens on the total word
    ("|            | Order total |"), never a line item that names a "Total International Stock Index Fund"."""
    return any(_TOTAL_ROW.match(c) or re.search(r"(?i)\b(?:sub)?total$", c) for c in row if c) and (
        not row[0] or bool(_TOTAL_ROW.match(row[0])))


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _widths(separator: str) -> list[int]:
    return [max(1, len(c) - 2) for c in separator.strip().strip("|").split("|")]


def _row(cells: Sequence[str], widths: Sequence[int]) -> str:
    return "| " + " | ".join(c.ljust(widths[i]) if i < len(widths) else c for i, c in enumerate(cells)) + " |"


def parse_date(cell: str) -> date | None:
    """The date a table cell gives, or None."""
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(cell.strip(), fmt).date()
        except ValueError:
            continue
    return None


def _regular(dates: Sequence[tuple[int, date]]) -> bool:
    """Whether dated rows step evenly (daily, weekly; monthly within three days a row), so that a date taken out
    between or after them is read back from them; a ledger's dates one to three days apart are not a run."""
    steps = []
    for (r1, d1), (r2, d2) in zip(dates, dates[1:], strict=False):
        if r2 == r1:
            continue
        steps.append((d2 - d1).days / (r2 - r1))
    if not steps or min(steps) <= 0:
        return False
    return max(steps) - min(steps) <= max(0.5, 0.1 * sum(steps) / len(steps))


def _bracketed(dates: Sequence[tuple[int, date]], holes: Sequence[int]) -> bool:
    """Whether a removed date sits between two kept ones that say it: two days apart (a ledger's "| — |" between
    September 14 and 16 says September 15), or two weeks or two months apart in a column that steps by a week or a
    month elsewhere (a weekly row missing between September 8 and 22)."""
    steps = {(d2 - d1).days for (r1, d1), (r2, d2) in zip(dates, dates[1:], strict=False)
             if r2 == r1 + 1 and r1 not in holes}
    for h in holes:
        before = [d for r, d in dates if r < h]
        after = [d for r, d in dates if r > h]
        if before and after:
            gap = (after[0] - before[-1]).days
            if gap <= 2 or gap == 14 and steps & {6, 7, 8} or 59 <= gap <= 62 and steps & {28, 29, 30, 31}:
                return True
    return False


def _table_blocks(lines: Sequence[str]) -> list[tuple[int, int]]:
    """(first, last + 1) line indexes of each pipe table with a separator line under its heading."""
    blocks, i = [], 0
    while i < len(lines):
        if lines[i].lstrip().startswith("|"):
            j = i
            while j < len(lines) and lines[j].lstrip().startswith("|"):
                j += 1
            if j - i >= 3 and _SEPARATOR.match(lines[i + 1].strip()):
                blocks.append((i, j))
            i = j
        else:
            i += 1
    return blocks


def _kept(cell: str, keep: Sequence[str]) -> bool:
    return any(k and k.strip() and k.strip() in cell for k in keep)


def table_cuts(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """``text`` with each table the edit emptied a cell of read as a whole (module docstring); a row the edit changed
    is padded to its columns."""
    if "|" not in text:
        return text
    said = set(original.split("\n"))
    lines = text.split("\n")
    out: list[str] = []
    at = 0
    for first, last in _table_blocks(lines):
        out.extend(lines[at:first])
        at = last
        block = lines[first:last]
        out.extend(_one_table(block, said, keep))
    out.extend(lines[at:])
    return "\n".join(out)


def _one_table(block: list[str], said: set[str], keep: Sequence[str]) -> list[str]:
    head, separator, body = _cells(block[0]), block[1], [_cells(b) for b in block[2:]]
    width = len(head)
    if any(len(r) != width for r in body):
        return block
    for r, row in enumerate(body):  # "| an amount |": a cell says what it held no better than "—" does
        for c, cell in enumerate(row):
            if _FALLBACK_CELL.match(cell) and block[r + 2] not in said:
                row[c] = DASH
    new_dash = {(r, c) for r, row in enumerate(body) for c, cell in enumerate(row)
                if cell == DASH and block[r + 2] not in said}
    if not new_dash:
        return _padded(block, said)
    widths = _widths(separator)
    if len(widths) != width:
        return block
    changed = {r for r, _ in new_dash}
    drop_rows: set[int] = set()
    for c in sorted({c for _, c in new_dash}):
        column = [row[c] for row in body]
        dated = [(r, d) for r, cell in enumerate(column) if (d := parse_date(cell))]
        holes = [r for r in range(len(body)) if (r, c) in new_dash and not _is_total(body[r])]
        if dated and holes and (_regular(dated) or _bracketed(dated, holes)) \
                and not any(_kept(column[r], keep) for r, _ in dated):
            for r, d in dated:  # a removed date of a regular run: the run is said by its months
                body[r][c] = d.strftime("%B %Y")
                changed.add(r)
            if _WEEK_HEAD.match(head[c]):
                head[c] = "Month"
            continue
        if holes and not dated and any(re.search(r"\d", column[r]) for r in range(len(body)) if r not in holes):
            for r, row in enumerate(body):  # a total over a column that lost a figure gives the figure back
                if r not in holes and _is_total(row) and re.search(r"\d", row[c]) and not _kept(row[c], keep):
                    drop_rows.add(r)
    empty_cols = [c for c in range(width) if all(row[c] in (DASH, "") for row in body)
                  and any((r, c) in new_dash for r in range(len(body)))]
    if empty_cols and len(empty_cols) < width:
        keepc = [c for c in range(width) if c not in empty_cols]
        head = [head[c] for c in keepc]
        widths = [widths[c] for c in keepc]
        body = [[row[c] for c in keepc] for row in body]
        separator = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
        changed = set(range(len(body)))
    for r, row in enumerate(body):
        if all(cell in (DASH, "") for cell in row):
            drop_rows.add(r)
    if len(drop_rows) == len(body):
        return []
    for c in range(len(widths)):  # a month longer than the column's dates ("September 2024" over "09/01/2024")
        wide = max([len(head[c])] + [len(row[c]) for r, row in enumerate(body) if r in changed and r not in drop_rows])
        if wide > widths[c]:
            widths[c], changed = wide, set(range(len(body)))
            separator = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
            empty_cols = empty_cols or [-1]  # the heading is written again to the new widths
    rebuilt = [block[0] if not empty_cols and _cells(block[0]) == head else _row(head, widths), separator]
    for r, row in enumerate(body):
        if r in drop_rows:
            continue
        rebuilt.append(_row(row, widths) if r in changed else block[r + 2])
    return rebuilt


def _padded(block: list[str], said: set[str]) -> list[str]:
    """A row the edit changed, padded to its column widths as the rows around it are ("| December 2025 |" under
    "| December 20, 2025 |"); a row whose new cell is wider than its column stays as it is."""
    widths = _widths(block[1])
    out = list(block)
    for i in range(2, len(block)):
        cells = _cells(block[i])
        if block[i] in said or len(cells) != len(widths) or any(len(c) > w for c, w in zip(cells, widths, strict=True)):
            continue
        out[i] = _row(cells, widths)
    return out
