"""Count reader3's sanitization classes (s19q) over a sanitization build: one detector per class.

    python benchmarks/scan_sanitize_classes.py SANITIZATION_DIR [--examples N]

Each detector counts rows with at least one hit, looking only at what the edit added (a phrase the original
already had is not the sanitizer's). Detectors match surface forms; counts are lower bounds.
"""

from __future__ import annotations

import argparse
import difflib
import re
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq

DURATION = re.compile(r"(?i)\s*(\d+(?:\.\d+)?)[ -](day|week|month|year)s?")


def _rows(path: str) -> list[dict]:
    rows: list[dict] = []
    for f in sorted(Path(path).glob("data/*.parquet")):
        rows.extend(pq.read_table(f).to_pylist())
    return rows


def new(pattern: str, row: dict, flags: int = 0) -> list[str]:
    """Matches of ``pattern`` in the output that the original did not have as often."""
    rx = re.compile(pattern, flags)
    before = Counter(m.group() for m in rx.finditer(row["original"]))
    out = []
    for m in rx.finditer(row["sanitized"]):
        if before[m.group()] > 0:
            before[m.group()] -= 1
        else:
            out.append(m.group())
    return out


def targets(row: dict, op: str | None = None):
    for t in row["targets"]:
        if op and t["operation"] != op:
            continue
        yield from ((k, v, t["operation"]) for k, v in zip(t["keys"], t["values"], strict=True))


def range_with_tail(row: dict) -> list[str]:
    """1a. A value with trailing words said as a number range: "a rate between 5% and 10% fixed rate"."""
    return new(r"(?i)(?:between \S+ and \S+|less than \S+) (?:fixed|variable|adjustable|APR|annual|interest)\b[^.,\n]{0,20}",
               row)


def absurd_duration(row: dict) -> list[str]:
    """1b. A duration said as a number bracket ("holds for 100 to 500 days", "between 10 and 50 years")."""
    return new(r"(?i)\b(?:between )?\d[\d,]* (?:to|and) \d[\d,]* (?:days|weeks|months|years)\b|"
               r"\bless than \d[\d,]* (?:days|weeks|months|years)\b|\b(?:hundreds|dozens) of (?:days|weeks|months|years)\b",
               row)


ROLES = r"(?:attorney|counsel|lawyer|teacher|clinician|doctor|advisor|officer|manager|coordinator|caseworker|parent" \
        r"|student|client|member|patient|representative|agent|landlord|tenant|employer)"


def tautology(row: dict) -> list[str]:
    """1c. A role said of itself: "the teacher, a teacher", "Counsel of record is an attorney"."""
    hits = new(rf"(?i)\bthe ({ROLES}), an? \1\b", row)
    hits += new(r"(?i)\b(?:counsel|attorney|lawyer)(?: of record)? (?:is|was) (?:an? |the )(?:attorney|counsel|lawyer)\b",
                row)
    hits += new(rf"(?i)\b(?:the |your )?({ROLES}) (?:is|was) (?:an?|the) \1\.", row)
    return hits


NAME_WORD = re.compile(r"\b[A-Z][a-z]{2,}\b")
COMMON = {"and", "The", "Service", "Services", "Desk", "Center", "Centre", "Group", "Company", "Office", "Clinic",
          "Health", "Bank", "Credit", "Union", "Law", "Firm", "Partners", "Associates", "Support", "Care", "Home",
          "City", "County", "State", "Church", "May", "North", "South", "East", "West", "New", "University", "College", "School"}


def _surnames() -> frozenset[str]:
    global _SURNAMES
    if _SURNAMES is None:
        from faker.providers.person.en_US import Provider

        _SURNAMES = frozenset(Provider.last_names)
    return _SURNAMES


_SURNAMES: frozenset[str] | None = None


def partial_org(row: dict) -> list[str]:
    """1d. Part of a multi-word organisation name kept ("An Aguilar and Wade IT Service Desk" for "Rivera, Aguilar
    and Wade")."""
    hits = []
    for k, v, _ in targets(row):
        if not re.search(r"employer|organization|company|firm|office|agency|institution|provider|business", k):
            continue
        words = [w for w in NAME_WORD.findall(v) if w not in COMMON and w in _surnames()]
        for w in words:
            if re.search(rf"\b{w}\b", row["sanitized"]) and row["sanitized"].count(w) >= 1 and v not in row["sanitized"]:
                # a name part still there, not inside another kept name the original had apart from the value
                rest = row["original"].replace(v, "")
                if not re.search(rf"\b{w}\b", rest):
                    hits.append(f"{w} (of {v})")
    return hits


def header_role(row: dict) -> list[str]:
    """1e. An e-mail header's addressee (the office, in a customer's message) turned into the subject's role ("To: The
    client")."""
    return new(r"(?m)^(?:To|Cc): (?:The|A|An) (?:client|customer|individual|member|patient|applicant|participant"
               r"|student|tenant|account holder|policyholder)\s*$", row)


def your_email(row: dict) -> list[str]:
    """1f. An office's address abstracted as the reader's ("Documents can be e-mailed to your e-mail address")."""
    return new(r"(?i)\b(?:to|at|via) your (?:e-mail|email) address\b", row)


CITY_LINE = re.compile(r"^[A-Z][\w .'-]+, [A-Z]{2} \d{5}(?:-\d{4})?$")


def letterhead_city(row: dict) -> list[str]:
    """1g. The letterhead's first line is its town line ("Corsica, SD 57328") once the name and street went."""
    first = lambda t: next((ln.strip() for ln in t.splitlines() if ln.strip()), "")  # noqa: E731
    a, b = first(row["original"]), first(row["sanitized"])
    return [b] if CITY_LINE.match(b) and not CITY_LINE.match(a) else []


def dangling(row: dict) -> list[str]:
    """2a. A drop that leaves a verb or preposition with nothing after it ("Your loan runs, and ...")."""
    return new(r"\b[A-Z][^.\n]{0,60}?\b(?:runs|lasts|holds|carries|is|are|was|were|of|to|at|with|from|by|"
               r"under|about|as|the|a|an)(?=[,.;:] |[,.;:]$|\.\n)", row, re.M)


def abstraction_deleted(row: dict) -> list[str]:
    """2b. An abstract target (of a kind with a ladder: not a contact or ID, which may go as a mention) whose
    occurrence inside a prose sentence was deleted, not replaced: the diff removes it with nothing in its place while
    the rest of its line stays."""
    from privasis_hub.sanitize.rules import value_kind

    hits = []
    a, b = row["original"], row["sanitized"]
    ops = None
    for k, v, _ in targets(row, "abstract"):
        if value_kind(k, v) in ("identifier", "email", "phone", "url", "handle", "address", "postal_code") or len(v) < 4:
            continue
        for m in re.finditer(re.escape(v), a):
            s, e = m.span()
            ls, le = a.rfind("\n", 0, s) + 1, a.find("\n", e)
            le = len(a) if le == -1 else le
            if ":" in a[ls:s] or "|" in a[ls:le] or len(a[ls:le].split()) < 8:
                continue  # a form line, a table cell, a heading: the line may go whole
            if ops is None:
                ops = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
            for tag, i1, i2, _j1, _j2 in ops:
                if tag == "delete" and i1 <= s and e <= i2 and i1 > ls and i2 < le:
                    hits.append(f"{k}={v}")
                    break
    return hits


def zip_without_town(row: dict) -> list[str]:
    """2c. A ZIP code left where its town went ("lives in SD 57328", a line "57328")."""
    hits = []
    if any(re.search(r"postal|zip", r["key"]) for r in row["retention"]):
        return []  # the ZIP code is asked to stay: "MA 01841" is the edit's only way
    for m in re.finditer(r"([A-Z][\w .'-]+), ([A-Z]{2}) (\d{5})\b", row["original"]):
        z = m.group(3)
        for n in re.finditer(rf"(?<!\d){z}(?!\d)", row["sanitized"]):
            line = row["sanitized"][row["sanitized"].rfind("\n", 0, n.start()) + 1: n.start()]
            if re.fullmatch(r"[ \t]*(?:[A-Z]{2}[ \t]+)?|.*\b(?:in|at|near)[ \t]+(?:[A-Z]{2}[ \t]+)?", line):
                hits.append(row["sanitized"][max(0, n.start() - 25): n.end()].replace("\n", "|"))
    return hits


def filler(row: dict) -> list[str]:
    """2d. A sentence left saying only the kind of thing ("the problem is new symptoms", "coded under a diagnosis
    code")."""
    return new(r"(?i)\bthe problem is (?:new |some )?symptoms\b|\bcoded under a diagnosis code\b|\bunder a billing code\b"
               r"|\b(?:is|was|includes|involves) a (?:detail|health matter)\b|\bthe details:\s*$", row, re.M)


def adjective_leak(row: dict) -> list[str]:
    """3a. A duration target ("15 years") surviving as its adjective ("15-year", "120-day")."""
    hits = []
    for _k, v, _ in targets(row):
        m = DURATION.fullmatch(v.strip())
        if m:
            n = m.group(1)
            hits += re.findall(rf"(?i)\b{re.escape(n)}[- ]{m.group(2)}s?\b", row["sanitized"])
    return hits


def instruction_kind(row: dict) -> list[str]:
    """3b. The instruction offers a date abstraction ("to the month and year", "the months involved") for a value
    that has no month (a loan term of "15 years")."""
    from privasis_hub.sanitize.keys import human

    hits = []
    for t in row["targets"]:
        ins = t.get("instruction") or ""
        if t["operation"] != "abstract":
            continue
        for k, v in zip(t["keys"], t["values"], strict=True):
            part = ins if len(t["keys"]) == 1 else next(
                (seg for seg in re.split(r"[;()]", ins) if f"the {human(k)}" in seg), "")
            if re.search(r"month and year|months involved", part) and not re.search(
                    r"(?i)\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:19|20)\d\d\b|\d+[/-]\d+", v):
                hits.append(f"{k}={v}")
    return hits


DETECTORS = {
    "1a_range_with_tail": range_with_tail, "1b_absurd_duration": absurd_duration, "1c_tautology": tautology,
    "1d_partial_org": partial_org, "1e_header_role": header_role, "1f_your_email": your_email,
    "1g_letterhead_city": letterhead_city, "2a_dangling": dangling, "2b_abstraction_deleted": abstraction_deleted,
    "2c_zip_without_town": zip_without_town, "2d_filler": filler, "3a_adjective_leak": adjective_leak,
    "3b_instruction_kind": instruction_kind,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sanitization_dir")
    parser.add_argument("--examples", type=int, default=0)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    rows = _rows(args.sanitization_dir)
    counts: Counter[str] = Counter()
    examples: dict[str, list[str]] = {}
    for row in rows:
        for name, fn in DETECTORS.items():
            if args.only and not name.startswith(args.only):
                continue
            hits = fn(row)
            if hits:
                counts[name] += 1
                examples.setdefault(name, []).append(f"{row['id'][-7:]}: {hits[:3]}")
    for name in DETECTORS:
        if args.only and not name.startswith(args.only):
            continue
        print(f"{name:26} {counts[name]}")
        for ex in examples.get(name, [])[: args.examples]:
            print("    ", ex[:300])
    print("RESULT " + " ".join(f"{k}={counts[k]}" for k in DETECTORS if not args.only or k.startswith(args.only)))


if __name__ == "__main__":
    main()
