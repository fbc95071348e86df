"""Label audit: is the same string tagged consistently across the corpus? Plus scripted, reversible repairs.

:func:`audit` counts, for every tagged (label, string), how often the string is tagged and how
often it occurs untagged elsewhere, and lists inconsistent strings (tagged and untagged, or tagged
under several labels). :func:`propose_repairs` scripts repairs such as ``DATE → DOB`` when a birth
cue of the document's language stands just before the date (whole-word cue, Unicode-correct);
:func:`apply_repairs` applies them and :func:`revert_repairs` undoes them exactly.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from privasis_hub.kavach.languages import LANGUAGES

_WORD_START = re.compile(r"(?<!\w)\S")  # candidate starts in spaced scripts: not right after a word char

#: How far before a date (in characters) a birth cue may stand for DATE → DOB.
CUE_WINDOW = 40


@lru_cache(maxsize=65536)
def is_word_char(ch: str) -> bool:
    """Letters, digits, underscore and combining marks (vowel signs, viramas) belong to words."""
    return ch == "_" or unicodedata.category(ch)[0] in "LNM"


def whole_word_at(text: str, start: int, end: int, spaced: bool = True) -> bool:
    """True when text[start:end] is not part of a longer word (always true for scripts without spaces)."""
    if not spaced:
        return True
    before = start > 0 and is_word_char(text[start - 1])
    after = end < len(text) and is_word_char(text[end])
    return not before and not after


@dataclass
class AuditReport:
    """Tagged vs untagged counts per (label, string) and the strings that are inconsistent."""

    tagged: Counter = field(default_factory=Counter)
    untagged: Counter = field(default_factory=Counter)
    labels_of: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

    def inconsistent(self, min_count: int = 1) -> list[dict]:
        """Strings tagged somewhere but left untagged elsewhere, or tagged under several labels."""
        out = []
        for text, labels in self.labels_of.items():
            tagged = sum(self.tagged[(lab, text)] for lab in labels)
            untagged = self.untagged[text]
            if (untagged >= min_count and tagged) or len(labels) > 1:
                out.append({"text": text, "labels": sorted(labels), "tagged": tagged, "untagged": untagged})
        return sorted(out, key=lambda d: (-d["untagged"], d["text"]))

    def by_label(self) -> dict[str, dict[str, int]]:
        """Per label: tagged occurrences and untagged occurrences of its strings."""
        out: dict[str, dict[str, int]] = defaultdict(lambda: {"tagged": 0, "untagged": 0})
        for (label, text), n in self.tagged.items():
            out[label]["tagged"] += n
            out[label]["untagged"] += self.untagged[text]
        return dict(out)


def audit(rows: Iterable[dict], min_chars: int = 3) -> AuditReport:
    """Audit tagging consistency over Kavach rows (``text``, ``entities``, ``language``)."""
    rows = list(rows)
    report = AuditReport()
    for row in rows:
        for e in row["entities"]:
            report.tagged[(e["label"], e["text"])] += 1
            report.labels_of[e["text"]].add(e["label"])
    index: dict[str, list[str]] = defaultdict(list)  # first two characters -> strings starting with them
    for text in report.labels_of:
        if len(text) >= min_chars:
            index[text[:2]].append(text)
    for row in rows:
        text = row["text"]
        spaced = LANGUAGES[row["language"]].spaces if row.get("language") in LANGUAGES else True
        covered = {(e["start"], e["end"]) for e in row["entities"]}
        inside = [(e["start"], e["end"]) for e in row["entities"]]
        starts = range(len(text) - 1) if not spaced else (m.start() for m in _WORD_START.finditer(text))
        for i in starts:
            for s in index.get(text[i : i + 2], ()):
                j = i + len(s)
                if text.startswith(s, i) and (i, j) not in covered and whole_word_at(text, i, j, spaced):
                    if not any(a <= i and j <= b for a, b in inside):
                        report.untagged[s] += 1
    return report


@dataclass(frozen=True)
class Repair:
    """One reversible relabelling of one entity."""

    row_id: str
    start: int
    end: int
    old_label: str
    new_label: str
    reason: str


#: Characters that end the clause a birth cue governs: a date after one of them is another fact's date.
_CLAUSE_END = re.compile(r"[\n.!?;。！？；।۔؟]|\.\s")


def cue_governs(text: str, cue_end: int, date_start: int, entities: Sequence[dict], cue_start: int | None = None
                ) -> bool:
    """True when nothing but the cue's own clause lies between a birth cue and a date.

    No line break or sentence end, and no other value between them: in ``born on 3 May; appointment
    on 9 June`` the cue governs only the first date, and in a table the header line governs nothing.
    A cue right after a value (Japanese ``1974年5月15日生まれ``) belongs to that value, not to a later date.
    """
    if cue_start is not None and any(0 <= cue_start - e["end"] <= 3 for e in entities):
        return False
    between = text[cue_end:date_start]
    if _CLAUSE_END.search(between.rstrip(". ")) or "\n" in between:
        return False
    return not any(cue_end <= e["start"] < date_start for e in entities)


def propose_repairs(rows: Iterable[dict], window: int = CUE_WINDOW) -> list[Repair]:
    """DATE → DOB where a whole-word birth cue of the document's language governs the date.

    The cue stands within ``window`` characters before the date, in the same clause, with no other value
    between them (:func:`cue_governs`).
    """
    repairs = []
    for row in rows:
        language = LANGUAGES.get(row.get("language", ""))
        if language is None:
            continue
        text = row["text"]
        for e in row["entities"]:
            if e["label"] != "DATE":
                continue
            before = text[max(0, e["start"] - window) : e["start"]]
            offset = max(0, e["start"] - window)
            for cue in language.birth_cues:
                pos = before.lower().rfind(cue.lower())
                if pos == -1:
                    continue
                start, end = offset + pos, offset + pos + len(cue)
                if whole_word_at(text, start, end, language.spaces) and cue_governs(
                    text, end, e["start"], row["entities"], start
                ):
                    repairs.append(
                        Repair(row["id"], e["start"], e["end"], "DATE", "DOB", f"birth cue {cue!r}")
                    )
                    break
    return repairs


def _relabel(rows: Sequence[dict], repairs: Sequence[Repair], forward: bool) -> list[dict]:
    by_row: dict[str, list[Repair]] = defaultdict(list)
    for r in repairs:
        by_row[r.row_id].append(r)
    out = []
    for row in rows:
        fixes = {(r.start, r.end): r for r in by_row.get(row["id"], ())}
        if not fixes:
            out.append(row)
            continue
        entities = []
        for e in row["entities"]:
            r = fixes.get((e["start"], e["end"]))
            want = (r.old_label if forward else r.new_label) if r else None
            if r and e["label"] == want:
                e = {**e, "label": r.new_label if forward else r.old_label}
            entities.append(e)
        out.append({**row, "entities": entities})
    return out


def apply_repairs(rows: Sequence[dict], repairs: Sequence[Repair]) -> list[dict]:
    """Rows with the repairs applied (inputs unchanged)."""
    return _relabel(rows, repairs, forward=True)


def revert_repairs(rows: Sequence[dict], repairs: Sequence[Repair]) -> list[dict]:
    """Undo :func:`apply_repairs` exactly."""
    return _relabel(rows, repairs, forward=False)
