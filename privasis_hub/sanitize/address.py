"""Address blocks: a street line and its "City, ZIP" line are edited as one unit, never piece by piece.

A letter's or a signature's address block reads::

    6504 William Common Apt. 282
    Lake Miguel, 98959

Abstracting its parts one by one gives "An apartment address / A city, a postal code beginning
with 989"; a writer instead takes out the lines that say too much: the street line when the street
goes, the ZIP when the ZIP goes, the whole "City, ST ZIP" line when the city goes (a ZIP names its
city; a bare "VA 23815" line is a fragment). When an abstraction leaves no line and the record names a wider place that is not itself
removed, one line says it as an address block would: "Ohio" (a state code in full), not "An address in OH".
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from privasis_hub.sanitize.find import normalise_digits

#: "Lake Miguel, 98959", "Springfield, OH 45503": a city, an optional state code, a ZIP code, alone on a line.
_CITY_LINE = re.compile(
    r"(?m)^(?P<indent>[ \t]*)(?P<city>[A-Z][\w.'’ -]*?),[ \t]*(?:(?P<state>[A-Z]{2})[ \t]+)?"
    r"(?P<zip>\d{5}(?:-\d{4})?)[ \t]*$"
)
#: A street line above it: a house number and a capitalised street name ("6504 William Common Apt. 282").
_STREET_LINE = re.compile(r"[ \t]*\d+[A-Za-z]?[ \t]+[A-Z][^\n:;!?|]*")


def address_block_spans(text: str) -> list[tuple[int, int, tuple[int, int] | None, re.Match[str]]]:
    """``(start, end, street line span or None, "City, ZIP" line match)`` for every address block of ``text``."""
    out = []
    for m in _CITY_LINE.finditer(text):
        street = None
        if m.start() > 0:
            prev_start = text.rfind("\n", 0, m.start() - 1) + 1
            if _STREET_LINE.fullmatch(text, prev_start, m.start() - 1):
                street = (prev_start, m.start() - 1)
        out.append((street[0] if street else m.start(), m.end(), street, m))
    return out


def _same(part: str, value: str) -> bool:
    a, b = part.strip().lower(), value.strip().lower()
    return a == b or (a.isdigit() and len(a) >= 5 and a == normalise_digits(b))


def _wider_place(context: Mapping[str, str]) -> str | None:
    """The region or country the record names, for "An address in <place>"."""
    place = (context.get("region") or context.get("country") or "").strip()
    if not place:
        return None
    if not context.get("region") and re.search(r"(?i)^(united|republic|kingdom)\b|s$", place):
        place = "the " + place
    return place


#: The US states and territories by postal code: a block reduced to its state says it in full ("Rhode Island").
US_STATES = dict(x.replace("_", " ").split("=") for x in """AL=Alabama AK=Alaska AZ=Arizona AR=Arkansas CA=California CO=Colorado
    CT=Connecticut DE=Delaware FL=Florida GA=Georgia HI=Hawaii ID=Idaho IL=Illinois IN=Indiana IA=Iowa KS=Kansas
    KY=Kentucky LA=Louisiana ME=Maine MD=Maryland MA=Massachusetts MI=Michigan MN=Minnesota MS=Mississippi
    MO=Missouri MT=Montana NE=Nebraska NV=Nevada NH=New_Hampshire NJ=New_Jersey NM=New_Mexico NY=New_York
    NC=North_Carolina ND=North_Dakota OH=Ohio OK=Oklahoma OR=Oregon PA=Pennsylvania RI=Rhode_Island
    SC=South_Carolina SD=South_Dakota TN=Tennessee TX=Texas UT=Utah VT=Vermont VA=Virginia WA=Washington
    WV=West_Virginia WI=Wisconsin WY=Wyoming DC=District_of_Columbia PR=Puerto_Rico""".split())


def block_place(place: str) -> str:
    """The line an address block keeps when only its wider place is left: a state in full, a country as named."""
    place = US_STATES.get(place.strip(), place)
    return place[:1].upper() + place[1:]


def edit_address_blocks(
    text: str, values: Sequence[str], operation: str, context: Mapping[str, str] | None = None,
    keep: Sequence[str] = (),
) -> str:
    """``text`` with every address block that holds one of ``values`` edited as one unit (see the module).

    When the city goes, so does the rest of its line (a state code and ZIP alone say little and the ZIP names the
    city), unless the ZIP is a ``keep`` string. An abstraction that leaves no line of the block writes the wider place
    as an address block would ("Rhode Island"), never a sentence-like "An address in RI" on a letterhead."""
    ctx = context or {}
    for start, end, street, m in reversed(address_block_spans(text)):
        street_text = text[street[0] : street[1]].strip() if street else ""
        city, state, zip_code = m.group("city").strip(), m.group("state"), m.group("zip")
        hit = {
            "street": bool(street_text) and any(_same(street_text, v) for v in values),
            "city": any(_same(city, v) for v in values),
            "zip": any(_same(zip_code, v) for v in values),
        }
        if not any(hit.values()):
            continue
        indent = m.group("indent")
        lines = [] if hit["street"] or not street_text else [text[street[0] : street[1]]]
        if not hit["city"]:
            lines.append(m.group(0) if not hit["zip"] else f"{indent}{city}{', ' + state if state else ''}")
        place = _wider_place(ctx) if operation == "abstract" and (hit["street"] or hit["city"]) else None
        kept_zip = not hit["zip"] and any(_same(zip_code, k) for k in keep)
        if hit["city"] and kept_zip:  # a ZIP the user keeps stays, though it names the city (the row is then hard)
            lines.append(f"{indent}{' '.join(x for x in (state, zip_code) if x)}")
        elif place and hit["city"] and not lines:  # the block's one line says the wider place
            lines.append(f"{indent}{block_place(place)}")
        # otherwise the "City, ST 12345" line goes whole: a bare "KS 67017" is a fragment, and its ZIP names the city
        new = "\n".join(lines)
        if new:
            text = text[:start] + new + text[end:]
        else:  # the whole block goes, with its line break
            b = end + 1 if text[end : end + 1] == "\n" else end
            if start >= 2 and text[start - 2 : start] == "\n\n" and text[b : b + 1] == "\n":
                b += 1
            text = text[:start] + text[b:]
    return text
