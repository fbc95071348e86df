"""Money a statement's own arithmetic gives back (reader11 T4): an ending balance said as a range while "Beginning
balance $1,145.73 / Deposits $8,292.77 / Withdrawals $5,645.60" still give it to the cent. The figures that compute
a removed amount are blurred with it."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence

from privasis_hub.sanitize.abstract import _range_phrase

#: A sum to the cent: "$1,145.73" (a whole-dollar figure is too coarse to give another back by chance-free arithmetic).
_CENTS = re.compile(r"(?<![\w.])\$(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?!\d)")


def _cents(token: str) -> int | None:
    m = _CENTS.fullmatch(token.strip())
    return int(m.group(1).replace(",", "")) * 100 + int(m.group(2)) if m else None


def computing_figures(text: str, value: str) -> list[str]:
    """The figures of ``text`` (to the cent) that give ``value`` back as a + b, a - b or a + b - c; empty where
    ``value`` is no sum to the cent, is still printed, or nothing computes it."""
    target = _cents(value)
    if target is None or value.strip() in text:
        return []
    found: dict[int, str] = {}
    for m in _CENTS.finditer(text):
        found.setdefault(int(m.group(1).replace(",", "")) * 100 + int(m.group(2)), m.group())
    amounts = [a for a in found if a != target and a > 0]
    if len(amounts) > 40:  # a long ledger: chance sums, not the statement's summary
        return []
    product = _product_figures(text, target, found)
    if product:
        return product
    for a, b in itertools.permutations(amounts, 2):
        if a + b == target and a < b or a - b == target:
            return [found[a], found[b]]
    for a, b, c in itertools.permutations(amounts, 3):
        if a + b - c == target and a < b:
            return [found[a], found[b], found[c]]
    return []


#: A count bought or billed at a unit price: "Bought 15 shares, Short-Term Treasury Fund, at $377.89", "3 x $24.99",
#: "12 tickets @ $45.00", "4 nights at $129.00".
_COUNT_AT = re.compile(
    r"(?<![\w.$,])(\d{1,5})[ \t]+(?:[x×@][ \t]+|(?:shares?|units?|items?|tickets?|seats?|nights?"
    r"|hours?|sessions?|visits?|classes|lessons?|months?|weeks?|copies|boxes|bags)\b[^\n$]{0,60}?"
    r"(?:\bat|@|\bx|×|,)[ \t]*)(\$(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2})(?!\d)"
)
#: A count of things bought or billed one price each: "15 shares", "4 nights".
_COUNT = re.compile(
    r"(?<![\w.$,])(\d{1,5})[ \t]+(?:shares?|units?|items?|tickets?|seats?|nights?|hours?|sessions?"
    r"|visits?|classes|lessons?|copies|boxes|bags)\b"
)
#: A rate said beside an amount: "Social Security (6.2%)", "Medicare, employee and employer shares (2.9%)".
_PERCENT = re.compile(r"(?<![\d.])(\d{1,2}(?:\.\d{1,3})?)[ \t]?%")


def _product_figures(text: str, target: int, found: dict[int, str]) -> list[str]:
    """The figure to blur where a product gives ``target`` (cents) back: the unit price of "15 shares at $377.89"
    whose total is the target, the total of a target unit price, or the base a stated rate of which is the target
    ("Social Security (6.2%) | -$157.46" under "Gross pay $2,539.68"): count x price and rate x base are the
    statement's own arithmetic, as a sum is (:func:`computing_figures`)."""
    for m in _COUNT_AT.finditer(text):
        count, price = int(m.group(1)), _cents(m.group(2))
        if not count or price is None:
            continue
        if count * price == target:
            return [m.group(2)]  # "at $377.89" x 15 = the removed total: the price goes to a range
    for m in _COUNT.finditer(text):  # the removed price: the total divided by the count gives it back
        count = int(m.group(1))
        if count > 1 and count * target in found:
            return [found[count * target]]
    rates = {float(r) for r in _PERCENT.findall(text) if 0 < float(r) < 100}
    for rate in sorted(rates):
        for base in sorted(found):
            if base > target and round(base * rate / 100) == target:
                return [found[base]]
    return []


def blur_sums(text: str, values: Iterable[str], keep: Sequence[str] = ()) -> str:
    """``text`` with every figure that computes a removed amount in ``values`` said as a range too."""
    kept = " ".join(keep)
    for value in [v for v in values for _ in range(4)]:  # again: another set of figures may compute it too
        for figure in computing_figures(text, value):
            if figure in kept:
                continue
            phrase = _range_phrase(_cents(figure) / 100, figure, "$")
            if not phrase:
                continue

            def said(m: re.Match[str], phrase: str = phrase) -> str:
                if m.group(1):  # a debit in a ledger: "-$24.06" -> "-$20 to -$30", not "-between $20 and $30"
                    ends = re.fullmatch(r"between (\S+) and (\S+)", phrase)
                    return f"-{ends.group(1)} to -{ends.group(2)}" if ends else m.group()
                lead = m.string[m.string.rfind("\n", 0, m.start()) + 1 : m.start()]  # "Deposits .... {X}"
                ends = re.fullmatch(r"between (\S+) and (\S+)", phrase)
                if ends and re.search(
                    r"\bat[ \t]+$", lead
                ):  # "at {$377.89}" -> "at $300 to $400", not "at between"
                    return f"{ends.group(1)} to {ends.group(2)}"
                at_line_start = re.search(r"(?:\.\.|:|^)[ \t]*$", lead) is not None
                return phrase[:1].upper() + phrase[1:] if at_line_start else phrase

            text = re.sub(rf"(?<![\w.$-])(-?){re.escape(figure)}(?!\d)", said, text)
    return text
