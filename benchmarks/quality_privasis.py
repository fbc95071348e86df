"""Independent quality checks on a built Privasis corpus folder (no generator code is used).

Usage::

    python benchmarks/quality_privasis.py /tmp/privasis-build [--examples 10]

Reads every split of the exported folder and prints, one per line:

- ``age_mismatch``: records holding both an ``age`` and a ``date_of_birth`` attribute whose age is
  not the completed years between the birth date and the document date (the ``document_date``
  column; builds older than that column fall back to the first date in the text).
- ``duplicate_value_records``: records where two attribute keys hold the same value
  (case-insensitive), and ``composite_value_records``: records where an identifier-like value
  (>= 6 characters with a digit or ``@``) of one key sits inside another key's value.
- ``hidden_contact_values``: values that hide a phone number or e-mail address inside a longer value.
- ``verbatim_sentence_share``: the share of sentences (>= 4 words; lines and sentence ends split
  the text) that occur verbatim in at least one other record.
- ``background_verbatim_share``: the share of records whose background occurs verbatim in the text.
- ``format_incompatible_types``: document-kind record types (their name says what document they
  are: letter, invoice, minutes, will, report, ...) seen in a format that kind of document cannot
  take, by a keyword table independent of the catalogue.
- ``schema_heading_records``: records with an attribute-group name as a heading line or in
  "the <group> details".
- ``chat_third_person``: chat-log lines by the person that name the person themselves.
- ``relation_gender_mismatch``: "<First> <Last> (mother)"-style values whose first name is only
  in Faker's list of the other sex's names.
- ``postal_state_mismatch``: records whose profile postal code is outside its state's ZIP range.
- ``invoice_without_total``: invoice-format records without a "total" line.
- ``refine_acceptance_rate``: from ``build_report.json``.
- ``fields_outside_record_type`` / ``formats_outside_record_type``: records holding an attribute key, or
  written in a format, that the catalogue data files (``privasis_hub/data/privasis/*.yaml``, read as plain
  YAML) do not list for the record's type (its ``fields``, ``profile_fields`` and the person's first and
  last name; its ``formats``).

Ends with ``RESULT key=value ...``.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

from dateutil import parser as dateparser
from faker import Faker

_SENT_SPLIT = re.compile(r"(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMrs\.)(?<=[.!?])\s+(?=[A-Z\"'(\[])|\n+")
_DATE = re.compile(
    r"\b(?:\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/\d{4}|(?:January|February|March|April|May|June|July|August|"
    r"September|October|November|December) \d{1,2}, \d{4})\b"
)
#: document kind (a word in the record type's name) -> formats such a document can take.
_KIND_FORMATS: list[tuple[re.Pattern, set[str]]] = [
    (re.compile(r"\bminutes\b"), {"meeting minutes"}),
    (re.compile(r"\btranscript of\b|\binterview\b"), {"interview transcript", "case notes"}),
    (re.compile(r"\bchat\b"), {"chat log"}),
    (re.compile(r"\bemail|e-mail\b"), {"email thread"}),
    (re.compile(r"\binvoice\b|\bbill\b|\breceipt\b"), {"invoice", "statement with table"}),
    (re.compile(r"\bstatement\b|\bledger\b|\bschedule\b"), {"statement with table", "letter", "report", "form"}),
    (re.compile(r"\bletter\b|\bnotice\b|\bnotification\b|\breminder\b"), {"letter", "email thread"}),
    (re.compile(r"\bmemo\b"), {"memo", "email thread"}),
    (re.compile(r"\bapplication\b|\bpetition\b|\brequest\b|\bclaim\b|\bform\b|\bregistration\b"),
     {"application", "form", "letter", "email thread"}),
    (re.compile(r"\bwill\b|\btrust\b|\bagreement\b|\bcontract\b|\blease\b|\bdeed\b|\bpower of attorney\b"),
     {"report", "form", "letter"}),
    (re.compile(r"\bnote\b|\bnotes\b"), {"case notes", "report", "memo", "form"}),
    (re.compile(r"\breport\b|\bsummary\b|\bevaluation\b|\bassessment\b|\bresult\b|\bplan\b"),
     {"report", "form", "memo", "letter", "case notes", "statement with table"}),
]


def sentences(text: str) -> list[str]:
    """Sentences and lines of ``text`` with at least four words, whitespace-normalised."""
    out = []
    for s in _SENT_SPLIT.split(text):
        s = " ".join(s.split())
        if len(s.split()) >= 4:
            out.append(s)
    return out


def completed_years(born, on) -> int:
    return on.year - born.year - ((on.month, on.day) < (born.month, born.day))


def allowed_formats(record_type: str) -> set[str] | None:
    """The formats a document-kind record type can take, or None when its name names no kind."""
    name = record_type.lower()
    for pattern, formats in _KIND_FORMATS:
        if pattern.search(name):
            return formats
    return None


def load_rows(folder: Path) -> list[dict]:
    import pyarrow.parquet as pq

    rows: list[dict] = []
    for path in sorted((folder / "data").glob("*.parquet")):
        rows.extend(pq.read_table(path).to_pylist())
    return rows


def declared(folder: Path) -> dict[tuple[str, str], tuple[set[str], set[str]]]:
    """(category, record type) -> (allowed attribute keys, allowed formats), read from the catalogue YAML files."""
    import yaml

    out: dict[tuple[str, str], tuple[set[str], set[str]]] = {}
    for path in sorted(folder.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for sub in (data.get("subcategories") or {}).values():
            for name, rt in sub["record_types"].items():
                keys = set(rt.get("fields", [])) | set(rt.get("profile_fields", [])) | {"first_name", "last_name"}
                out[(data["name"], name)] = (keys, set(rt["formats"]))
    return out


def measure(rows: list[dict], report: dict | None,
            catalogue: dict[tuple[str, str], tuple[set[str], set[str]]] | None = None,
            ) -> tuple[dict[str, float], dict[str, list[str]]]:
    fake = Faker("en_US")
    person = next(p for p in fake.providers if hasattr(p, "first_names_female"))
    address = next(p for p in fake.providers if hasattr(p, "states_postcode"))
    female = set(person.first_names_female) - set(person.first_names_male)
    male = set(person.first_names_male) - set(person.first_names_female)
    female_rel = {"mother", "sister", "daughter", "aunt", "niece", "wife", "grandmother", "granddaughter"}
    male_rel = {"father", "brother", "son", "uncle", "nephew", "husband", "grandfather", "grandson"}
    zip_ranges = address.states_postcode

    examples: dict[str, list[str]] = defaultdict(list)
    figures: dict[str, float] = {}

    # age vs document date
    both = mismatched = 0
    for r in rows:
        attrs = {a["key"]: a["value"] for a in r["attributes"]}
        if "age" not in attrs or "date_of_birth" not in attrs:
            continue
        doc = r.get("document_date")
        if not doc:
            m = _DATE.search(r["text"])
            doc = m.group(0) if m else None
        if not doc:
            continue
        both += 1
        born = dateparser.parse(attrs["date_of_birth"]).date()
        on = dateparser.parse(doc).date()
        if str(completed_years(born, on)) != attrs["age"].strip():
            mismatched += 1
            examples["age"].append(f"{r['id']}: age {attrs['age']}, born {attrs['date_of_birth']}, dated {doc}")
    figures["age_records"] = both
    figures["age_mismatch"] = mismatched
    figures["age_mismatch_share"] = mismatched / max(both, 1)

    # one key per value
    dup = comp = 0
    for r in rows:
        by_value: dict[str, list[str]] = defaultdict(list)
        for a in r["attributes"]:
            by_value[a["value"].strip().lower()].append(a["key"])
        pairs = [keys for keys in by_value.values() if len(keys) > 1]
        if pairs:
            dup += 1
            examples["duplicate"].append(f"{r['id']}: keys {pairs[0]} share one value")
        found = False
        for a in r["attributes"]:
            v = a["value"]
            if len(v) < 6 or not (any(c.isdigit() for c in v) or "@" in v):
                continue
            for b in r["attributes"]:
                if b["key"] != a["key"] and v in b["value"] and v != b["value"]:
                    found = True
                    examples["composite"].append(f"{r['id']}: {b['key']}={b['value']!r} holds {a['key']}")
                    break
            if found:
                break
        comp += found
    figures["duplicate_value_records"] = dup
    figures["composite_value_records"] = comp
    # a phone number or e-mail address hiding inside a longer value ("Ann Lee (niece), (901) 555-0140")
    hidden = re.compile(r"\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b|\+1 \d{3} \d{3} \d{4}|[\w.+-]+@[\w-]+\.[\w.]+")
    figures["hidden_contact_values"] = 0
    for r in rows:
        for a in r["attributes"]:
            m = hidden.search(a["value"])
            if m and m.group(0) != a["value"].strip():
                figures["hidden_contact_values"] += 1
                examples["hidden"].append(f"{r['id']}: {a['key']}={a['value']!r}")

    # verbatim sentences
    per_record = [set(sentences(r["text"])) for r in rows]
    records_with = Counter(s for ss in per_record for s in ss)
    total = shared = 0
    for r in rows:
        for s in sentences(r["text"]):
            total += 1
            shared += records_with[s] > 1
    figures["sentences"] = total
    figures["verbatim_sentence_share"] = shared / max(total, 1)
    for s, c in records_with.most_common(5):
        examples["verbatim"].append(f"{c}x {s!r}")

    # background pasted
    pasted = sum(1 for r in rows if r["background"].strip() and r["background"].strip() in r["text"])
    figures["background_verbatim_share"] = pasted / max(len(rows), 1)

    # format vs record type
    seen_types: dict[str, set[str]] = defaultdict(set)
    for r in rows:
        seen_types[r["record_type"]].add(r["format"])
    doc_types = {t: fmts for t, fmts in seen_types.items() if allowed_formats(t) is not None}
    bad_types = {t for t, fmts in doc_types.items() if fmts - allowed_formats(t)}
    bad_records = sum(1 for r in rows if r["record_type"] in doc_types
                      and r["format"] not in allowed_formats(r["record_type"]))
    figures["document_kind_types"] = len(doc_types)
    figures["format_incompatible_types"] = len(bad_types)
    figures["format_incompatible_records"] = bad_records
    for r in rows:
        if r["record_type"] in bad_types and r["format"] not in allowed_formats(r["record_type"]):
            examples["format"].append(f"{r['record_type']!r} as {r['format']!r}")

    # schema words in prose
    schema = 0
    for r in rows:
        names = {g["name"].lower() for g in r["groups"]}
        lines = [re.sub(r"^(?:\d+\.|item \d+\.|section [a-z]\.)\s*", "", ln.strip().lower()).rstrip(":")
                 for ln in r["text"].splitlines()]
        low = r["text"].lower()
        if any(ln in names for ln in lines) or any(f"the {n} details" in low for n in names):
            schema += 1
    figures["schema_heading_records"] = schema

    # first person in chats
    third = chat_lines = 0
    for r in rows:
        if r["format"] != "chat log":
            continue
        first, full = r["profile"]["first_name"], f"{r['profile']['first_name']} {r['profile']['last_name']}"
        for ln in r["text"].splitlines():
            m = re.match(r"\[\d\d:\d\d\] ([^:]+): (.*)", ln)
            if m and m.group(1) in (first, full):
                chat_lines += 1
                # the person as the subject of their own sentence ("Jeffrey works as ...", "Jeffrey's ...")
                said = m.group(2).replace(full, "")  # "My name is <full name>" is the person speaking
                if re.search(rf"\b{re.escape(first)}(?:'s\b| \w+s\b| (?:was|is|has|had|can|will)\b)", said):
                    third += 1
                    examples["chat"].append(ln[:140])
    figures["chat_person_lines"] = chat_lines
    figures["chat_third_person"] = third

    # relation vs name
    rel_bad = rel_all = 0
    for r in rows:
        for a in r["attributes"]:
            for m in re.finditer(r"\b([A-Z][a-z]+) [A-Z][A-Za-z'-]+ \(([a-z ]+)\)", a["value"]):
                rel = m.group(2).split()[-1]
                if rel in female_rel or rel in male_rel:
                    rel_all += 1
                    if (rel in female_rel and m.group(1) in male) or (rel in male_rel and m.group(1) in female):
                        rel_bad += 1
                        examples["relation"].append(m.group(0))
    figures["relation_values"] = rel_all
    figures["relation_gender_mismatch"] = rel_bad

    # postal code vs state
    zip_bad = zip_all = 0
    for r in rows:
        p = r["profile"]
        rng = zip_ranges.get(p["region"])
        if rng and p["postal_code"][:5].isdigit():
            zip_all += 1
            if not rng[0] <= int(p["postal_code"][:5]) <= rng[1]:
                zip_bad += 1
    figures["postal_state_mismatch_share"] = zip_bad / max(zip_all, 1)

    # invoices with totals
    inv = [r for r in rows if r["format"] == "invoice"]
    figures["invoices"] = len(inv)
    figures["invoice_without_total"] = sum(1 for r in inv if not re.search(r"(?im)^\W*(amount due|total)", r["text"]))

    # fields and formats outside the record type's declared lists
    if catalogue:
        outside_f = outside_fmt = unknown = 0
        for r in rows:
            entry = catalogue.get((r["category"], r["record_type"]))
            if entry is None:
                unknown += 1
                continue
            extra = {a["key"] for a in r["attributes"]} - entry[0]
            if extra:
                outside_f += 1
                examples["outside"].append(f"{r['record_type']!r} holds {sorted(extra)}")
            if r["format"] not in entry[1]:
                outside_fmt += 1
                examples["outside"].append(f"{r['record_type']!r} as {r['format']!r}")
        figures["fields_outside_record_type"] = outside_f
        figures["formats_outside_record_type"] = outside_fmt
        figures["record_types_not_in_catalogue"] = unknown

    if report and "refinement" in report:
        figures["refine_acceptance_rate"] = report["refinement"].get("acceptance_rate") or 0.0
        figures["refine_steps_tried"] = report["refinement"].get("steps_tried", 0)
    return figures, examples


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", type=Path, help="an exported Privasis corpus folder (with data/*.parquet)")
    ap.add_argument("--examples", type=int, default=3, help="examples to print per failing check")
    ap.add_argument("--catalogue", type=Path, default=Path(__file__).resolve().parent.parent / "privasis_hub" / "data"
                    / "privasis", help="folder of the catalogue YAML files the record types are checked against")
    args = ap.parse_args()
    rows = load_rows(args.folder)
    if not rows:
        raise SystemExit(f"{args.folder}/data: no parquet files; pass a folder written by `build privasis`")
    report_path = args.folder / "build_report.json"
    report = json.loads(report_path.read_text()) if report_path.exists() else None
    catalogue = declared(args.catalogue) if args.catalogue.is_dir() else None
    figures, examples = measure(rows, report, catalogue)
    print(f"{len(rows)} records from {args.folder}")
    for k, v in figures.items():
        print(f"  {k:32s} {v:.3f}" if isinstance(v, float) else f"  {k:32s} {v}")
    for kind, items in examples.items():
        print(f"examples: {kind}")
        for item in items[: args.examples]:
            print(f"    {item}")
    print("RESULT " + " ".join(f"{k}={v:.4g}" if isinstance(v, float) else f"{k}={v}" for k, v in figures.items()))


if __name__ == "__main__":
    main()
