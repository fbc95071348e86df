"""List the wording frames of a built Privasis corpus: every sentence with its attribute values replaced by
their keys (the frame quality_privasis.py counts), with counts, and for each slot the kinds of value reaching it.

    python benchmarks/wording_frames.py /tmp/p11 [--top 150] [--grep WORDS] [--slots]

A slot's value kinds (``value_kind``) show slot-type mismatches: a pronoun in a name's slot, a participle phrase
("identified only as ...") or a clause in a noun's slot, an amount where a payer belongs.
"""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from quality_privasis import load_rows, sentences  # noqa: E402

_PRONOUNS = {"i", "me", "you", "he", "him", "she", "her", "they", "them", "we", "us", "it"}
_ARTICLES = {"a", "an", "the", "this", "that", "his", "her", "their", "my", "your", "our", "its", "some", "no",
             "one", "two", "three", "four", "five", "several", "each", "every", "all", "any", "both"}
_PREPS = {"with", "without", "after", "before", "if", "when", "while", "because", "since", "until", "for", "from",
          "to", "at", "on", "in", "by", "as", "about", "over", "under", "through", "via", "per", "unless", "once"}
_FINITE = re.compile(r"\b(?:is|are|was|were|has|have|had|will|would|can|could|should|must|did|does|do)\b")


def value_kind(value: str) -> str:
    """A rough part of speech for a value: what sort of slot it can fill."""
    v = value.strip()
    words = re.findall(r"[\w'$.,-]+", v)
    if not words:
        return "empty"
    first = words[0].lower()
    if first in _PRONOUNS and len(words) == 1:
        return "pronoun"
    if re.match(r"^[$€£]?\d", v):
        return "amount" if re.match(r"^[$€£]", v) else "number"
    if first in _PREPS:
        return "adverbial"
    if re.match(r"^[a-z]+ed\b", v) or first in {"identified", "known", "described", "seen", "held", "kept", "given"}:
        return "participle"
    if re.match(r"^[a-z]+ing\b", v):
        return "gerund"
    if _FINITE.search(v) and first not in _ARTICLES and len(words) > 2:
        return "clause"
    if first in _ARTICLES:
        return "np"
    if v[0].isupper():
        return "name"
    return "bare"


def frames(rows: list[dict]):
    """Yield (frame, record id, {key: value}) for every prose sentence of >= 5 words."""
    for r in rows:
        text = r["text"]
        used = {}
        for a in sorted(r["attributes"], key=lambda a: -len(a["value"])):
            if a["value"].strip() and a["value"] in text:
                text = text.replace(a["value"], f"<{a['key']}>")
                used[a["key"]] = a["value"]
        for s in sentences(text):
            if len(re.findall(r"[\w<>]+", s)) >= 5 and not s.startswith("|"):
                keys = re.findall(r"<(\w+)>", s)
                yield s, r["id"], {k: used[k] for k in keys if k in used}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", type=Path)
    ap.add_argument("--top", type=int, default=150)
    ap.add_argument("--grep", default=None, help="only frames matching this regex")
    ap.add_argument("--slots", action="store_true", help="per slot (frame context, key), the value kinds")
    args = ap.parse_args()
    rows = load_rows(args.folder)
    count: Counter = Counter()
    sample: dict[str, str] = {}
    slot_kinds: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for frame, _id, vals in frames(rows):
        count[frame] += 1
        sample.setdefault(frame, " | ".join(f"{k}={v}" for k, v in vals.items())[:160])
        for k, v in vals.items():
            m = re.search(r"(?:\S+\s+){0,2}<" + k + r">", frame)
            slot_kinds[(m.group(0) if m else k, k)][value_kind(v)] += 1
    if args.slots:
        for (ctx, _k), kinds in sorted(slot_kinds.items(), key=lambda kv: -sum(kv[1].values())):
            if len(kinds) > 1:
                print(f"{sum(kinds.values()):5d} {ctx!r}: {dict(kinds)}")
        return
    pick = [(f, c) for f, c in count.most_common() if not args.grep or re.search(args.grep, f)]
    for f, c in pick[: args.top]:
        print(f"{c:5d}  {f}\n       {sample[f]}")


if __name__ == "__main__":
    main()
