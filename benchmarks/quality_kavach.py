"""Kavach training-data quality: the figures of issue 11, measured on an exported corpus folder.

    python benchmarks/quality_kavach.py DIR [--determinism-n 120] [--examples 10]

Measures, on the rows of ``DIR`` (every split):

- split shares (train/validation/test) and whether the build lowered the per-language test minimum;
- negative share overall and per condition (layouts and transforms), and the largest gap;
- layout tells that give a hard negative away: a numeric ``1,2,3`` CSV header, ``ref:`` log keys, an
  e-mail ``From:`` address, form field lines, and the IP ranges of labelled vs unlabelled addresses;
- label-cue problems: identifier/finance/secret values in prose whose sentence names no cue of their label;
- localisation: languages whose phone numbers are in the national (or international) format of the
  language's country (checked with ``phonenumbers``), and whose passports take a per-country shape;
- ASR numbers: English digit words in ASR rows of non-English Latin-script languages;
- coherence: dialogue/chat read-backs of values never said before, agent lines that carry a customer's PII,
  log key values missing from their message, city/region pairs outside the language's place table,
  medication/condition pairs outside the pairing table;
- gates: span mismatches, PII-shaped strings in negatives (the build report's counts);
- shortcuts: the span-level probe (does the class alone predict a value-shaped string's label), bag-of-words and
  layout-only logistic regressions (5-fold, grouped by identity) beside the majority baseline, PERSON in positives,
  unlabeled values under form/CSV headers other documents label, doubled words before values, agent echo lines,
  English frame text in other languages, per-language frame reuse;
- vocabulary: the share of words written once in the corpus that sit inside a labelled value, beside the share of
  the hand-written dev set's words that the corpus never writes and how many of those are values (a corpus whose
  rare words are mostly values teaches a model that an unfamiliar word is PII);
- determinism (``--determinism-n``): two builds of that size in subprocesses under different
  ``PYTHONHASHSEED`` values, compared byte for byte.

Ends with one ``RESULT key=value ...`` line.
"""

from __future__ import annotations

import argparse
import hashlib
import ipaddress
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

import phonenumbers
import pyarrow.parquet as pq

#: Each language's country for phone numbers (independent of the generator's own table).
REGION = {
    "en": "US", "es": "ES", "fr": "FR", "de": "DE", "it": "IT", "pt": "BR", "nl": "NL", "pl": "PL",
    "ru": "RU", "uk": "UA", "tr": "TR", "el": "GR", "ar": "EG", "fa": "IR", "he": "IL", "ur": "PK",
    "hi": "IN", "hi-Latn": "IN", "bn": "BD", "ta": "IN", "ta-Latn": "IN", "te": "IN", "kn": "IN", "ml": "IN",
    "mr": "IN", "id": "ID", "vi": "VN", "th": "TH", "zh": "CN", "ja": "JP", "ko": "KR", "fil": "PH", "sw": "KE",
}  # fmt: skip
LATIN = {"en", "es", "fr", "de", "it", "pt", "nl", "pl", "tr", "id", "vi", "fil", "sw", "hi-Latn", "ta-Latn"}
EN_DIGITS = re.compile(r"\b(zero|one|two|three|four|five|six|seven|eight|nine)\b")
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
CUE_LABELS = {
    "NATIONAL_ID", "PASSPORT_NUMBER", "DRIVERS_LICENSE", "SSN", "TAX_ID", "VOTER_ID", "CUSTOMER_ID", "CASE_NUMBER",
    "EMPLOYEE_ID", "STUDENT_ID", "MEDICAL_RECORD_NUMBER", "HEALTH_INSURANCE_ID", "VIN", "VEHICLE_PLATE",
    "DEVICE_ID", "MAC_ADDRESS", "BIOMETRIC_ID", "BANK_ACCOUNT", "IBAN", "ROUTING_NUMBER", "SWIFT_BIC",
    "CREDIT_CARD", "CARD_EXPIRY", "CVV", "CRYPTO_WALLET", "PASSWORD", "API_KEY", "PIN", "SECURITY_ANSWER",
}  # fmt: skip
PROSE = {"clean", "markdown", "email", "chat", "dialogue"}


def load_rows(folder: Path) -> list[dict]:
    rows = []
    for path in sorted(folder.glob("data/*.parquet")):
        split = path.name.split("-")[0]
        for r in pq.read_table(path).to_pylist():
            r["split"] = split
            rows.append(r)
    return rows


def ip_kind(text: str) -> str:
    try:
        ip = ipaddress.ip_address(text)
    except ValueError:
        return "not-an-ip"
    if ip.is_loopback:
        return "loopback"
    docs = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
    if any(ip in n for n in docs if n.version == ip.version):
        return "documentation"
    return "private" if ip.is_private else "public"


def layout_tells(rows: list[dict]) -> dict[str, dict[str, float]]:
    """Share of negatives and of positives carrying each layout tell."""
    tells: dict[str, tuple[str, callable]] = {
        "csv_numeric_header": ("table_csv", lambda t: bool(re.fullmatch(r"\d+(,\d+)*", t.split("\n", 1)[0]))),
        "log_ref_key": ("code_logs", lambda t: bool(re.search(r"\bref: ", t))),
        "email_from_address": ("email", lambda t: bool(re.match(r"[^\n:]{1,20}: (?:[^<\n]*<)?\S+@\S+", t))),
        "form_field_lines": ("form", lambda t: len(re.findall(r"(?m)^(?:[^\n:：]{1,40}(?:[:：] ?| [-–—] )|【[^】\n]{1,40}】)\S", t)) >= 2),
    }
    out = {}
    for name, (cond, fn) in tells.items():
        neg = [fn(r["text"]) for r in rows if r["condition"] == cond and r["is_negative"]]
        pos = [fn(r["text"]) for r in rows if r["condition"] == cond and not r["is_negative"]]
        out[name] = {
            "negatives": sum(neg) / len(neg) if neg else float("nan"),
            "positives": sum(pos) / len(pos) if pos else float("nan"),
        }
    labelled, unlabelled = Counter(), Counter()
    for r in rows:
        spans = [(e["start"], e["end"]) for e in r["entities"] if e["label"] == "IP_ADDRESS"]
        for e in r["entities"]:
            if e["label"] == "IP_ADDRESS" and IPV4.fullmatch(e["text"]):
                labelled[ip_kind(e["text"])] += 1
        for m in IPV4.finditer(r["text"]):
            if not any(a <= m.start() < b for a, b in spans):
                unlabelled[ip_kind(m.group(1))] += 1
    out["ip_labelled"] = dict(labelled)
    out["ip_unlabelled"] = dict(unlabelled)
    return out


def label_cues(rows: list[dict]) -> tuple[int, int, list[str]]:
    """(values checked, values whose line before them holds no cue of their label, examples)."""
    from privasis_hub.kavach.languages import LANGUAGES

    checked = missing = 0
    examples = []
    for r in rows:
        if r["condition"] not in PROSE or r["language"] not in LANGUAGES:
            continue
        lang = LANGUAGES[r["language"]]
        for e in r["entities"]:
            if e["label"] not in CUE_LABELS:
                continue
            line_start = r["text"].rfind("\n", 0, e["start"]) + 1
            if r["text"].startswith(e["text"] + "?", e["start"]):  # a read-back: the line before holds the cue
                line_start = r["text"].rfind("\n", 0, max(0, line_start - 1)) + 1
            before = r["text"][max(line_start, e["start"] - 80) : e["start"]].lower()
            cues = {c.lower() for c in _cues(lang, e["label"]) if c}
            checked += 1
            if not any(c in before for c in cues):
                missing += 1
                if len(examples) < 5:
                    examples.append(f"[{r['language']}/{e['label']}] ...{r['text'][max(0, e['start'] - 50):e['end']]!r}")
    return checked, missing, examples


def _cues(lang, label: str) -> list[str]:
    from privasis_hub.kavach.languages import LANGUAGES

    names = [*lang.field_name_options(label), LANGUAGES["en"].field_names.get(label)]
    cues = getattr(lang, "label_cues", {}).get(label, ()) if hasattr(lang, "label_cues") else ()
    return [n for n in names if n] + list(cues)


def phone_localised(rows: list[dict]) -> tuple[dict[str, float], list[str]]:
    """Per language: share of PHONE values in the national or international format of its country."""
    hits, total = Counter(), Counter()
    bad = []
    for r in rows:
        region = REGION.get(r["language"])
        if region is None or r["condition"] in ("asr", "ocr", "masked", "adversarial"):
            continue
        for e in r["entities"]:
            if e["label"] != "PHONE":
                continue
            total[r["language"]] += 1
            ok = False
            try:
                num = phonenumbers.parse(e["text"], region)
                ok = phonenumbers.region_code_for_number(num) == region or num.country_code == (
                    phonenumbers.country_code_for_region(region)
                )
                nsn = phonenumbers.national_significant_number(num)
                ok = ok and e["text"] in (
                    phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL),
                    phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL),
                    *((f"{nsn[:3]}-{nsn[3:6]}-{nsn[6:]}", f"{nsn[:3]}.{nsn[3:6]}.{nsn[6:]}")
                      if region in ("US", "CA") else ()),  # as Americans also write them
                )
            except phonenumbers.NumberParseException:
                ok = False
            hits[r["language"]] += ok
            if not ok and len(bad) < 5:
                bad.append(f"[{r['language']}] {e['text']}")
    return {lang: hits[lang] / total[lang] for lang in total}, bad


def passport_shapes(rows: list[dict]) -> dict[str, set[str]]:
    shapes = defaultdict(set)
    for r in rows:
        if r["condition"] in ("asr", "ocr", "masked", "adversarial"):
            continue
        for e in r["entities"]:
            if e["label"] == "PASSPORT_NUMBER":
                shapes[r["language"]].add(re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", e["text"])) + e["text"][:1])
    return shapes


def national_id_shapes(rows: list[dict]) -> tuple[int, int]:
    """(languages with NATIONAL_ID values, languages whose values take a country's own shape)."""
    from privasis_hub.kavach.labels import PHONE_REGIONS

    generic = re.compile(r"[01]\d{3} \d{4} \d{4}|QQ \d\d \d\d \d\d [A-D]|ID-ZZ-\d{8}")
    langs, local = set(), set()
    for r in rows:
        if r["condition"] in ("asr", "ocr", "masked", "adversarial"):
            continue
        for e in r["entities"]:
            if e["label"] == "NATIONAL_ID":
                langs.add(r["language"])
                indian = PHONE_REGIONS.get(r["language"]) == "IN"  # Aadhaar is India's own shape
                if indian or not generic.fullmatch(e["text"]):
                    local.add(r["language"])
    return len(langs), len(local)


def country_shapes(rows: list[dict], label: str) -> tuple[set[str], set[str], int]:
    """(languages with ``label`` values, languages whose every value matches their country's scheme, XQ values)."""
    from privasis_hub import national_ids
    from privasis_hub.kavach.labels import phone_region
    from privasis_hub.kavach.languages import LANGUAGES

    schemes = national_ids.PASSPORTS if label == "PASSPORT_NUMBER" else national_ids.NATIONAL_IDS
    langs, bad, xq = set(), set(), 0
    for r in rows:
        if r["condition"] in ("asr", "ocr", "masked", "adversarial") or r["language"] not in LANGUAGES:
            continue
        scheme = schemes.get(phone_region(LANGUAGES[r["language"]]))
        if scheme is None and label == "NATIONAL_ID":
            continue  # English: the United States have no national number (the en mix is checked by tests)
        for e in r["entities"]:
            if e["label"] == label:
                langs.add(r["language"])
                xq += e["text"].startswith("XQ")
                if scheme is None or not re.fullmatch(scheme.pattern, e["text"]):
                    bad.add(r["language"])
    return langs, langs - bad, xq


def asr_symbol_words(rows: list[dict]) -> tuple[int, int, list[str]]:
    """(e-mail/URL/handle values in ASR rows, those still spoken with English "dot"/"at" in a language that has
    its own words)."""
    from privasis_hub.kavach.conditions import SYMBOL_WORDS

    english_ok = {code for code, words in SYMBOL_WORDS.items() if {"at", "dot"} & set(words[:2])}
    values = hit = 0
    ex = []
    for r in rows:
        if r["condition"] != "asr" or r["language"].lower() in english_ok:
            continue
        for e in r["entities"]:
            if e["label"] in ("EMAIL", "URL_PERSONAL", "USERNAME"):
                values += 1
                if re.search(r"\b(dot|at)\b", e["text"]):
                    hit += 1
                    if len(ex) < 3:
                        ex.append(f"[{r['language']}] {e['text']!r}")
    return values, hit, ex


def public_figure_negatives(rows: list[dict]) -> tuple[int, int, set[str]]:
    """(negative rows, those naming someone in a public role (a PUBLIC_FIGURE frame), their languages)."""
    from privasis_hub.kavach.languages import LANGUAGES

    marks = {}
    for code, lang in LANGUAGES.items():
        frames = [f for f in lang.frames["negative"] if "{PUBLIC_FIGURE}" in f]
        marks[code] = [max(re.split(r"\{[A-Z_]+\}", f), key=len).strip() for f in frames]
    negs = hit = 0
    langs = set()
    for r in rows:
        if not r["is_negative"] or r["condition"] in ("asr", "ocr", "masked", "adversarial"):
            continue
        negs += 1
        if any(m and m in r["text"] for m in marks.get(r["language"], ())):
            hit += 1
            langs.add(r["language"])
    return negs, hit, langs


def asr_english(rows: list[dict]) -> tuple[int, int, list[str]]:
    """ASR rows of non-English Latin-script languages holding an English digit word that is not also the
    language's own (Italian, Polish and Portuguese say "zero" too)."""
    try:
        from privasis_hub.kavach.conditions import digit_words
    except ImportError:
        digit_words = None
    docs = hit = 0
    ex = []
    for r in rows:
        if r["condition"] == "asr" and r["language"] in LATIN - {"en"}:
            docs += 1
            own = set(digit_words(r["language"])[0]) if digit_words else set()
            m = next((m for m in EN_DIGITS.finditer(r["text"]) if m.group(0) not in own), None)
            if m:
                hit += 1
                if len(ex) < 3:
                    ex.append(f"[{r['language']}] ...{r['text'][max(0, m.start() - 40):m.end() + 30]!r}")
    return docs, hit, ex


def coherence(rows: list[dict]) -> dict[str, object]:
    from privasis_hub.kavach.languages import LANGUAGES

    try:
        from privasis_hub.kavach.coherence import city_region_ok, medication_ok
    except ImportError:  # before the coherence tables existed
        city_region_ok = medication_ok = None
    out: dict[str, object] = {}
    readback_bad = readback = 0
    agent_pii = agent_lines = 0
    ex: list[str] = []
    for r in rows:
        if r["condition"] not in ("dialogue", "chat") or r["language"] not in LANGUAGES:
            continue
        agent = LANGUAGES[r["language"]].speaker_words[0]
        offset = 0
        for line in r["text"].split("\n"):
            body = line.split("] ", 1)[1] if line.startswith("[") and "] " in line else line
            start = offset + (len(line) - len(body))
            if body.startswith(agent + ":"):
                agent_lines += 1
                ents = [e for e in r["entities"] if start <= e["start"] < offset + len(line)]
                said_before = {e["text"] for e in r["entities"] if e["end"] <= start}
                for e in ents:
                    readback += 1
                    if e["text"] not in said_before:
                        readback_bad += 1
                        if len(ex) < 3:
                            ex.append(f"[{r['language']}/{r['condition']}] {line!r}")
                if ents and r["condition"] == "chat" and any(e["text"] not in said_before for e in ents):
                    agent_pii += 1
            offset += len(line) + 1
    out["readbacks"] = readback
    out["readbacks_never_said"] = readback_bad
    out["agent_lines_with_new_pii"] = agent_pii
    out["agent_lines"] = agent_lines
    log_bad = log_keys = 0
    for r in rows:
        if r["condition"] != "code_logs":
            continue
        for line in r["text"].split("\n"):
            m = re.search(r'msg="(.*)"$', line)
            if not m:
                continue
            head = line[: m.start()]
            for km in re.finditer(r"(\S+): (.+?)(?= \S+: | msg=|$)", head):
                if km.group(1) in ("ref",) or re.match(r"\d{4}-", km.group(1)):
                    continue
                log_keys += 1
                if km.group(2).strip() not in m.group(1):
                    log_bad += 1
                    if len(ex) < 6:
                        ex.append(f"[{r['language']}/code_logs] {line[:160]!r}")
    out["log_keys"] = log_keys
    out["log_key_value_not_in_message"] = log_bad
    pairs = bad_pairs = med_pairs = bad_meds = 0
    for r in rows:
        if r["condition"] in ("asr", "ocr", "masked", "adversarial"):
            continue
        by = defaultdict(list)
        for e in r["entities"]:
            by[e["label"]].append(e["text"])
        if by["CITY"] and by["LOCATION"]:
            pairs += 1
            if city_region_ok is None or not city_region_ok(r["language"], by["CITY"][0], by["LOCATION"][0]):
                bad_pairs += 1
        if by["MEDICATION"] and by["MEDICAL_CONDITION"]:
            med_pairs += 1
            if medication_ok is None or not medication_ok(r["language"], by["MEDICAL_CONDITION"][0], by["MEDICATION"][0]):
                bad_meds += 1
    out.update(city_region_pairs=pairs, city_region_incoherent=bad_pairs, medication_pairs=med_pairs,
               medication_incoherent=bad_meds, examples=ex)
    return out


def determinism(n: int, seed: int) -> tuple[bool, str]:
    """Two builds of ``n`` documents in subprocesses with different PYTHONHASHSEED; byte-identical?"""
    digests = []
    with tempfile.TemporaryDirectory() as tmp:
        for hs in ("1", "2024"):
            out = Path(tmp) / f"b{hs}"
            env = {**os.environ, "PYTHONHASHSEED": hs}
            subprocess.run([sys.executable, "-m", "privasis_hub.cli", "build", "kavach", "--n", str(n), "--seed",
                            str(seed), "--out", str(out)], check=True, env=env, capture_output=True)
            h = hashlib.sha256()
            for p in sorted((out / "data").glob("*.parquet")):
                t = pq.read_table(p)
                h.update(json.dumps(t.to_pylist(), sort_keys=True, ensure_ascii=False).encode())
            digests.append(h.hexdigest())
    return digests[0] == digests[1], " vs ".join(d[:12] for d in digests)


VALUE_SHAPED = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"  # e-mail
    r"|https?://\S+|www\.\S+"  # URL
    r"|\b\d{1,3}(?:\.\d{1,3}){3}\b"  # IPv4
    r"|\+?\d[\d ()-]{6,}\d"  # phone-like run
    r"|\b(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9-]{6,}\b"  # code-like run (letters and digits)
)
DATE_LIKE = re.compile(r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}")


def span_shortcut(rows: list[dict]) -> dict[str, float]:
    """How often a document's class alone predicts whether a value-shaped string is labeled (dates excluded)."""
    agree = total = unl = unl_pos = 0
    for r in rows:
        spans = [(e["start"], e["end"]) for e in r["entities"]]
        for m in VALUE_SHAPED.finditer(r["text"]):
            if DATE_LIKE.fullmatch(m.group().strip()):
                continue
            labelled = any(a < m.end() and m.start() < b for a, b in spans)
            total += 1
            agree += labelled == (not r["is_negative"])
            if not labelled:
                unl += 1
                unl_pos += not r["is_negative"]
    return {"values": total, "class_predicts": agree / total if total else float("nan"),
            "unlabelled": unl, "unlabelled_in_positives": unl_pos / unl if unl else float("nan")}


def person_in_positives(rows: list[dict]) -> float:
    """Share of positive documents with at least one PERSON span."""
    pos = [r for r in rows if not r["is_negative"]]
    return sum(any(e["label"] == "PERSON" for e in r["entities"]) for r in pos) / len(pos) if pos else float("nan")


_INVISIBLE = re.compile("[\u200b-\u200f\u2060\ufeff]")


def _name_words(name: str) -> frozenset[str]:
    """A name's words, compared as a reader would: invisible characters, width and case, and a filing comma, aside."""
    return frozenset(unicodedata.normalize("NFKC", _INVISIBLE.sub("", name)).replace(",", " ").casefold().split())


def several_people(rows: list[dict]) -> tuple[float, int]:
    """(share, n): of the positives naming someone (n), the share that name two or more different people
    (hand-written documents often do: a spouse, a colleague copied in, an emergency contact). One person written
    twice counts once ("Viola, Concetta" and "Concetta Viola"; "Micheletto" beside "Micheletto Modiano"); masked
    names ("A****** S********") are left out."""
    several = []
    for r in rows:
        if r["is_negative"]:
            continue
        names = {_name_words(e["text"]) for e in r["entities"]
                 if e["label"] == "PERSON" and not {"*", "•"} & set(e["text"])} - {frozenset()}
        people = [n for n in names if not any(n < m for m in names)]
        if people:
            several.append(len(people) >= 2)
    return (sum(several) / len(several) if several else float("nan")), len(several)


def negatives_per_language(rows: list[dict]) -> dict[str, int]:
    """Negative documents per language (0 for a language with none)."""
    out = {r["language"]: 0 for r in rows}
    for r in rows:
        out[r["language"]] += bool(r["is_negative"])
    return dict(sorted(out.items()))



TRANSFORM_CONDITIONS = ("asr", "ocr", "masked", "adversarial")


def _masked_text(r: dict) -> str:
    """The text with every gold value and every value-shaped string replaced by one placeholder word."""
    text = r["text"]
    for e in sorted(r["entities"], key=lambda e: -e["start"]):
        text = text[: e["start"]] + " VALUE " + text[e["end"] :]
    return re.sub(r"\d", "0", VALUE_SHAPED.sub(" VALUE ", text))


def _layout_features(r: dict, conditions: list[str]) -> list[float]:
    """Layout only: the condition, length, lines, colon lines, value-shaped strings, digit and upper-case shares."""
    t = r["text"]
    lines = t.split("\n")
    n = max(len(t), 1)
    return [float(r["condition"] == c) for c in conditions] + [
        len(t) / 1000, len(lines) / 10, sum(":" in x or "：" in x for x in lines) / 10,
        len(VALUE_SHAPED.findall(t)) / 10, sum(c.isdigit() for c in t) / n, sum(c.isupper() for c in t) / n,
    ]


def class_classifiers(rows: list[dict], folds: int = 5) -> dict[str, float]:
    """Cross-validated accuracy of telling negatives from positives by masked bag-of-words and by layout alone.

    Folds are grouped by identity, so a document and its derived version never sit on both sides.
    """
    import numpy as np
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import GroupKFold, cross_val_predict
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    y = np.array([bool(r["is_negative"]) for r in rows])
    groups = [r["identity_ids"][0] for r in rows]
    majority = max(y.mean(), 1 - y.mean())
    cv = GroupKFold(n_splits=folds)
    bow = make_pipeline(CountVectorizer(binary=True, token_pattern=r"(?u)\b\w+\b", min_df=2),
                        LogisticRegression(max_iter=2000, C=1.0))
    pred_bow = cross_val_predict(bow, [_masked_text(r) for r in rows], y, cv=cv, groups=groups)
    conditions = sorted({r["condition"] for r in rows})
    x_layout = np.array([_layout_features(r, conditions) for r in rows])
    layout = make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000))
    pred_layout = cross_val_predict(layout, x_layout, y, cv=cv, groups=groups)
    neg_pred = pred_bow.sum()
    return {"majority": float(majority), "bow": float((pred_bow == y).mean()),
            "bow_negative_precision": float((pred_bow & y).sum() / neg_pred) if neg_pred else float("nan"),
            "layout": float((pred_layout == y).mean())}


_FIELD_LINE = re.compile(r"^(?P<head>[^\n:：]{1,60}?)(?:\s*[:：]\s*|\s+[-–—]\s+)(?P<value>\S.*)$")


def _field_cells(r: dict) -> list[tuple[str, int, int]]:
    """(header, start, end) of each field value of a form or CSV row."""
    text, out = r["text"], []
    if r["condition"] == "table_csv":
        import csv
        import io

        lines = text.split("\n")
        if len(lines) < 2:
            return out
        heads = next(csv.reader(io.StringIO(lines[0])))
        pos = len(lines[0]) + 1
        for head, cell in zip(heads, _csv_cells(lines[1]), strict=False):
            out.append((head.strip(), pos + cell[0], pos + cell[1]))
        return out
    pos = 0
    for line in text.split("\n"):
        m = _FIELD_LINE.match(line)
        if m:
            out.append((m.group("head").strip(), pos + m.start("value"), pos + m.end("value")))
        pos += len(line) + 1
    return out


def _csv_cells(line: str) -> list[tuple[int, int]]:
    cells, i = [], 0
    while i <= len(line):
        if line.startswith('"', i):
            j = line.find('",', i + 1)
            j = len(line) - 1 if j < 0 else j
            cells.append((i + 1, j))
            i = j + 2
        else:
            j = line.find(",", i)
            j = len(line) if j < 0 else j
            cells.append((i, j))
            i = j + 1
    return cells


def field_consistency(rows: list[dict]) -> dict[str, object]:
    """Form and CSV fields named like a label: values left unlabeled under a header that other documents label.

    Returns the count of such values, how many of them sit under the language's PHONE field name, and examples.
    """
    from privasis_hub.kavach.languages import LANGUAGES

    labelled: Counter = Counter()
    cells = []
    for r in rows:
        if r["condition"] not in ("form", "table_csv") or r["language"] not in LANGUAGES:
            continue
        lang = LANGUAGES[r["language"]]
        names = {n for label in lang.field_names for n in lang.field_name_options(label)}
        for head, a, b in _field_cells(r):
            if head not in names:
                continue
            is_labelled = any(e["start"] < b and a < e["end"] for e in r["entities"])
            labelled[(r["language"], head)] += is_labelled
            cells.append((r, head, a, b, is_labelled))
    bad = [(r, h, a, b) for r, h, a, b, lab in cells if not lab and labelled[(r["language"], h)]]
    phone = [x for x in bad if x[1] in LANGUAGES[x[0]["language"]].field_name_options("PHONE")]
    ex = [f"[{r['language']}/{'neg' if r['is_negative'] else 'pos'}] {h}: {r['text'][a:b]!r}" for r, h, a, b in bad[:5]]
    return {"fields": len(cells), "unlabelled_in_labelled_fields": len(bad), "phone_fields": len(phone),
            "examples": ex}


DOUBLED = re.compile(r"\b(\w{3,})[^\S\n]+\1\b", re.IGNORECASE)
#: Words a language writes twice in a row on purpose: French reflexives ("nous nous sommes parlé").
GRAMMATICAL_DOUBLES = frozenset({"nous", "vous"})


def doubled_label_words(rows: list[dict]) -> tuple[int, int, list[str]]:
    """(positive rows, rows with a word doubled just before a value: "el número Número de pasaporte", examples)."""
    pos = hit = 0
    ex = []
    for r in rows:
        if r["is_negative"] or r["condition"] in TRANSFORM_CONDITIONS:
            continue
        pos += 1
        for e in r["entities"]:
            before = r["text"][max(0, e["start"] - 60) : e["start"]]
            m = DOUBLED.search(before)
            if m and not m.group(1).isdigit() and m.group(1).lower() not in GRAMMATICAL_DOUBLES:
                hit += 1
                if len(ex) < 3:
                    ex.append(f"[{r['language']}] ...{before[m.start():]}{e['text']}")
                break
    return pos, hit, ex


def echo_lines(rows: list[dict]) -> tuple[int, int, list[str]]:
    """(dialogue/chat rows, rows with an agent line that is nothing but a value: "555-0142?", examples)."""
    from privasis_hub.kavach.languages import LANGUAGES

    docs = hit = 0
    ex = []
    for r in rows:
        if r["condition"] not in ("dialogue", "chat") or r["language"] not in LANGUAGES:
            continue
        docs += 1
        agent = LANGUAGES[r["language"]].speaker_words[0]
        values = sorted({e["text"] for e in r["entities"]}, key=len, reverse=True)
        for line in r["text"].split("\n"):
            body = line.split("] ", 1)[1] if line.startswith("[") and "] " in line else line
            if not body.startswith(agent + ":"):
                continue
            rest = body[len(agent) + 1 :]
            for v in values:
                rest = rest.replace(v, "")
            if rest != body[len(agent) + 1 :] and not re.sub(r"[\W_]+", "", rest):
                hit += 1
                if len(ex) < 3:
                    ex.append(f"[{r['language']}/{r['condition']}] {line!r}")
                break
    return docs, hit, ex


def english_sentences(rows: list[dict]) -> tuple[int, int, list[str]]:
    """(non-English rows that are not code-switched, rows holding a piece of an English frame, examples).

    A piece is a literal run of 14 characters or more of an English frame that no frame of the row's own
    language contains (Hinglish shares English words, not whole English frames).
    """
    from privasis_hub.kavach.languages import LANGUAGES

    def pieces(lang) -> set[str]:
        out = set()
        for frames in lang.frames.values():
            for f in frames:
                out.update(p.strip() for p in re.split(r"\{[A-Z_]+\}", f) if len(p.strip()) >= 14)
        return out

    english = pieces(LANGUAGES["en"])
    own = {code: "\n".join(f for fs in lang.frames.values() for f in fs) for code, lang in LANGUAGES.items()}
    by_id = {r["id"]: r for r in rows}
    docs = hit = 0
    ex = []
    for r in rows:
        source = by_id.get(r["source_ids"][0]) if r["source_ids"] else r
        if r["language"] == "en" or r["language"] not in LANGUAGES or (source or r)["condition"] == "code_switch":
            continue
        docs += 1
        found = next((p for p in english if p in r["text"] and p not in own[r["language"]]), None)
        if found:
            hit += 1
            if len(ex) < 3:
                ex.append(f"[{r['language']}/{r['condition']}] {found!r}")
    return docs, hit, ex


_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|\n")


_FIELD_START = re.compile(r"^(?:[^.:：]{1,40}\.?(?:[:：]|\s[-–—]\s)|【[^】]{1,40}】)")  # "Tel.: ", "Name - ", "【氏名】"


def frame_reuse(rows: list[dict], fields: bool = True) -> dict[str, float]:
    """Per language: share of sentences (values replaced by their labels) also found in another document.

    Originals only (derived rows repeat their source). Unlabeled values are masked too, as one placeholder.
    ``fields=False`` leaves out the field lines of forms and CSV tables ("Phone: <PHONE>"), which repeat by
    design: a field's name is its label, not a sentence frame.
    """
    by_lang: dict[str, list[list[str]]] = defaultdict(list)
    for r in rows:
        if r["condition"] in TRANSFORM_CONDITIONS or (not fields and r["condition"] == "table_csv"):
            continue
        text = r["text"]
        for e in sorted(r["entities"], key=lambda e: -e["start"]):
            text = text[: e["start"]] + "<" + e["label"] + ">" + text[e["end"] :]
        text = re.sub(r"\d", "0", VALUE_SHAPED.sub("<V>", text))
        sentences = [s.strip(" -*#\"") for s in _SENTENCE_END.split(text)]
        skip = not fields and r["condition"] == "form"
        by_lang[r["language"]].append([s for s in sentences if len(s) >= 12 and not (skip and _FIELD_START.match(s))])
    out = {}
    for lang, docs in by_lang.items():
        seen: Counter = Counter()
        for d in docs:
            seen.update(set(d))
        total = sum(len(d) for d in docs)
        out[lang] = sum(seen[s] > 1 for d in docs for s in d) / total if total else 0.0
    return dict(sorted(out.items()))


IBAN_COUNTRIES = {"ES", "FR", "DE", "IT", "BR", "NL", "PL", "UA", "GR", "TR", "EG", "IL", "IR", "PK"}


def foreign_formats(rows: list[dict]) -> dict[str, object]:
    """Values in another country's format: IBANs whose country is not the document's (or a country without
    IBANs), U.S. EIN-shaped tax IDs and ABA-shaped routing numbers outside English, GENDER against the name."""
    from faker import Faker

    from privasis_hub.kavach.languages import LANGUAGES

    iban = iban_bad = tax_bad = aba_bad = gender = gender_bad = 0
    ex: list[str] = []
    names: dict[str, tuple[set, set]] = {}
    for r in rows:
        if r["condition"] in TRANSFORM_CONDITIONS or r["language"] not in LANGUAGES:
            continue
        region = REGION.get(r["language"], "US")
        by = defaultdict(list)
        for e in r["entities"]:
            by[e["label"]].append(e["text"])
        for v in by["IBAN"]:
            iban += 1
            if v[:2] != region or region not in IBAN_COUNTRIES:
                iban_bad += 1
                ex.append(f"[{r['language']}] IBAN {v}") if len(ex) < 6 else None
        if region != "US":
            tax_bad += sum(bool(re.fullmatch(r"\d\d-\d{7}", v)) for v in by["TAX_ID"])
            aba_bad += sum(bool(re.fullmatch(r"5\d{8}", v)) for v in by["ROUTING_NUMBER"] if region != "BD")
        if by["GENDER"] and by["PERSON"]:
            locale = LANGUAGES[r["language"]].faker_locale
            if locale and locale not in names:
                try:
                    prov = next(p for p in Faker(locale).get_providers() if "person" in type(p).__module__)
                    names[locale] = (set(getattr(prov, "first_names_female", ())), set(getattr(prov, "first_names_male", ())))
                except StopIteration:
                    names[locale] = (set(), set())
            female, male = names.get(locale, (set(), set()))
            words = LANGUAGES[r["language"]].vocab["GENDER"]
            tokens = re.split(r"[\s·・]+", by["PERSON"][0])
            says = {t in female and t not in male for t in tokens if t in female or t in male}
            if len(says) == 1:
                gender += 1
                is_female = says.pop()
                if by["GENDER"][0] == words[1 if is_female else 0]:
                    gender_bad += 1
                    ex.append(f"[{r['language']}] {by['PERSON'][0]} / {by['GENDER'][0]}") if len(ex) < 6 else None
    return {"ibans": iban, "iban_foreign": iban_bad, "ein_tax_ids_outside_us": tax_bad,
            "aba_routing_outside_us": aba_bad, "gender_checked": gender, "gender_contradicts_name": gender_bad,
            "examples": ex}


def context_consistency(rows: list[dict]) -> dict[str, object]:
    """Value-shaped strings whose immediate context (the line's text before the value, up to 30 characters,
    values masked) is labeled in some documents and unlabeled in others: contradicting labels. First mentions
    only: a repeated value takes its label from where it was first said."""
    seen: dict[tuple[str, str], Counter] = defaultdict(Counter)
    where = []
    for r in rows:
        if r["condition"] in TRANSFORM_CONDITIONS:
            continue
        spans = [(e["start"], e["end"]) for e in r["entities"]]
        for m in VALUE_SHAPED.finditer(r["text"]):
            if DATE_LIKE.fullmatch(m.group().strip()):
                continue
            line_start = r["text"].rfind("\n", 0, m.start()) + 1
            if m.group() in r["text"][:line_start]:
                continue  # a repeat (a read-back, a log message) takes its label from its first mention
            before = VALUE_SHAPED.sub("<V>", r["text"][line_start : m.start()])
            before = re.sub(r"\d", "0", re.sub(r"^\[[^\]]*\] ", "", before))[-30:].lower()
            if not before.strip():
                continue
            labelled = any(a < m.end() and m.start() < b for a, b in spans)
            key = (r["language"], before)
            seen[key][labelled] += 1
            where.append((key, labelled, r, m.group()))
    mixed = [(k, lab, r, v) for k, lab, r, v in where if seen[k][True] and seen[k][False]]
    ex = [f"[{k[0]}] {'labeled' if lab else 'unlabeled'} after {k[1]!r}: {v!r}" for k, lab, r, v in mixed[:6]]
    return {"values": len(where), "mixed": len(mixed), "contexts": sum(1 for c in seen.values() if c[True] and c[False]),
            "examples": ex}


_WORD_RE = re.compile(r"\w+")


def _words(r: dict):
    """(lower-cased word, inside a labelled value) for every word of a row."""
    spans = [(e["start"], e["end"]) for e in r["entities"]]
    for m in _WORD_RE.finditer(r["text"]):
        yield m.group().lower(), any(s <= m.start() < e for s, e in spans)


def rare_words(rows: list[dict], reference: list[dict] | None = None) -> dict[str, float]:
    """How often a rare word is a value: in the corpus (words written once) and in ``reference`` rows
    (hand-written documents; words the corpus never writes).

    Returns ``rare_in_values`` (share of once-written words inside a value), ``words_in_values`` (share of all
    words), and for the reference ``unseen_share`` (share of its words the corpus never writes) and
    ``unseen_in_values``.
    """
    freq: Counter = Counter()
    for r in rows:
        freq.update(w for w, _ in _words(r))
    rare = [inside for r in rows for w, inside in _words(r) if freq[w] == 1]
    every = [inside for r in rows for _, inside in _words(r)]
    out = {"rare_in_values": sum(rare) / max(len(rare), 1), "words_in_values": sum(every) / max(len(every), 1)}
    if reference:
        ref = [(freq[w] == 0, inside) for r in reference for w, inside in _words(r)]
        unseen = [inside for new, inside in ref if new]
        out["unseen_share"] = len(unseen) / max(len(ref), 1)
        out["unseen_in_values"] = sum(unseen) / max(len(unseen), 1)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="an exported Kavach corpus folder (privasis build kavach --out)")
    parser.add_argument("--determinism-n", type=int, default=120, help="size of the two hash-seed builds (0: skip)")
    args = parser.parse_args()
    rows = load_rows(args.folder)
    report = json.loads((args.folder / "build_report.json").read_text())
    n = len(rows)
    print(f"rows: {n}")
    splits = Counter(r["split"] for r in rows)
    shares = {s: splits[s] / n for s in ("train", "validation", "test")}
    print("splits:", {s: f"{splits[s]} ({shares[s]:.1%})" for s in shares},
          "| test minimum lowered:", report.get("split_method", {}).get("min_test_per_stratum", "not reported"))

    neg_all = sum(r["is_negative"] for r in rows) / n
    per_cond = {}
    for cond in sorted({r["condition"] for r in rows}):
        sub = [r for r in rows if r["condition"] == cond]
        per_cond[cond] = (len(sub), sum(r["is_negative"] for r in sub))
    gap = max(abs(k / m - neg_all) for m, k in per_cond.values())
    no_neg = [c for c, (m, k) in per_cond.items() if k == 0]
    print(f"negative share overall {neg_all:.3f}; per condition (docs, negatives, share):")
    for c, (m, k) in per_cond.items():
        print(f"  {c:12} {m:4} {k:4} {k / m:.3f}")
    print(f"  largest gap {gap * 100:.1f} points; conditions without negatives: {no_neg}")

    tells = layout_tells(rows)
    print("layout tells (share of negatives / positives with it):")
    for k, v in tells.items():
        if isinstance(v, dict) and "negatives" in v:
            print(f"  {k:22} neg {v['negatives']:.2f}  pos {v['positives']:.2f}")
    print(f"  IPv4 labelled: {tells['ip_labelled']}  unlabelled: {tells['ip_unlabelled']}")
    tell_gap = max(abs(v["negatives"] - v["positives"]) for v in tells.values() if isinstance(v, dict)
                   and "negatives" in v and v["negatives"] == v["negatives"] and v["positives"] == v["positives"])
    lab, unl = tells["ip_labelled"], tells["ip_unlabelled"]
    ip_sep = bool(lab) and bool(unl) and not (set(lab) & set(unl))

    checked, missing, cue_ex = label_cues(rows)
    print(f"label cues: {missing} of {checked} identifier/finance/secret values in prose have no cue of their label")
    for x in cue_ex:
        print("   ", x)

    phones, bad_phones = phone_localised(rows)
    localised = sorted(lang for lang, s in phones.items() if s >= 0.9)
    print(f"phones: {len(localised)} of {len(phones)} languages national/international format (>=90%): {localised}")
    for x in bad_phones:
        print("    not localised:", x)
    shapes = passport_shapes(rows)
    generic = {lang for lang, s in shapes.items() if s <= {"AA9999999X"}}
    distinct = len({frozenset(s) for s in shapes.values()})
    print(f"passports: {len(shapes)} languages, {distinct} distinct shape sets, {len(generic)} only XQ#######")

    nid_langs, nid_local = national_id_shapes(rows)
    print(f"national IDs: {nid_local} of {nid_langs} languages with NATIONAL_ID values use a country's own shape")
    docs, hit, asr_ex = asr_english(rows)
    print(f"ASR: {hit} of {docs} non-English Latin-script ASR rows hold English digit words")
    for x in asr_ex:
        print("   ", x)
    pp_langs, pp_local, pp_xq = country_shapes(rows, "PASSPORT_NUMBER")
    print(f"passports: {len(pp_local)} of {len(pp_langs)} languages match their country's scheme; {pp_xq} XQ values")
    id_langs, id_local, _ = country_shapes(rows, "NATIONAL_ID")
    print(f"national IDs: {len(id_local)} of {len(id_langs)} languages match their country's scheme "
          f"(English has none): {sorted(id_langs - id_local)} do not")
    sym_values, sym_hit, sym_ex = asr_symbol_words(rows)
    print(f"ASR symbols: {sym_hit} of {sym_values} e-mail/URL/handle values said with English dot/at")
    for x in sym_ex:
        print("   ", x)
    pf_negs, pf_hit, pf_langs = public_figure_negatives(rows)
    print(f"public-role names: {pf_hit} of {pf_negs} negatives, in {len(pf_langs)} languages")

    coh = coherence(rows)
    print("coherence:", {k: v for k, v in coh.items() if k != "examples"})
    for x in coh["examples"]:
        print("   ", x)

    la = report.get("label_audit", {})
    repairs = la.get("proposed_repairs", [])
    print(f"label audit: {len(repairs)} DATE->DOB repairs proposed")
    gates = report.get("gate_rejections", {})
    print(f"gates: span_mismatches={report.get('span_mismatches')} rejections={gates}")
    cs = per_cond.get("code_switch", (0, 0))[0]
    print(f"code-switching rows: {cs}")

    sc = span_shortcut(rows)
    print(f"span probe: {sc['values']} value-shaped strings; document class predicts the label "
          f"{sc['class_predicts']:.3f}; {sc['unlabelled_in_positives']:.1%} of {sc['unlabelled']} unlabeled in positives")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from benchmarks.handwritten import read_dev

    pp = person_in_positives(rows)
    sp, sp_n = several_people(rows)
    dev_sp, dev_n = several_people(read_dev())
    print(f"positives with PERSON: {pp:.1%}; of those ({sp_n}), naming two or more people: {sp:.1%} "
          f"(hand-written dev set: {dev_sp:.1%} of {dev_n})")
    npl = negatives_per_language(rows)
    no_neg_langs = [k for k, v in npl.items() if v == 0]
    print(f"negatives per language: {npl}; languages without: {no_neg_langs}")

    clf = class_classifiers(rows)
    print(f"class classifiers (5-fold, grouped by identity): majority {clf['majority']:.3f}; bag-of-words (values "
          f"masked) {clf['bow']:.3f} (negative precision {clf['bow_negative_precision']:.3f}); layout only "
          f"{clf['layout']:.3f}")
    fc = field_consistency(rows)
    print(f"fields: {fc['unlabelled_in_labelled_fields']} of {fc['fields']} form/CSV values unlabeled under a header "
          f"other documents label ({fc['phone_fields']} phone fields)")
    for x in fc["examples"]:
        print("   ", x)
    dl_docs, dl_hit, dl_ex = doubled_label_words(rows)
    print(f"doubled words before a value: {dl_hit} of {dl_docs} positive originals")
    for x in dl_ex:
        print("   ", x)
    ec_docs, ec_hit, ec_ex = echo_lines(rows)
    print(f"echo lines: {ec_hit} of {ec_docs} dialogue/chat rows ({ec_hit / max(ec_docs, 1):.1%})")
    for x in ec_ex:
        print("   ", x)
    en_docs, en_hit, en_ex = english_sentences(rows)
    print(f"English frame text: {en_hit} of {en_docs} non-English, non-code-switched rows")
    for x in en_ex:
        print("   ", x)
    reuse = frame_reuse(rows)
    reuse_median = sorted(reuse.values())[len(reuse) // 2] if reuse else float("nan")
    print(f"frame reuse per language (share of sentences seen in another document): median {reuse_median:.1%}, "
          f"max {max(reuse.values()):.1%} ({max(reuse, key=reuse.get)}), min {min(reuse.values()):.1%}")
    prose_reuse = frame_reuse(rows, fields=False)
    prose_median = sorted(prose_reuse.values())[len(prose_reuse) // 2] if prose_reuse else float("nan")
    print(f"  without form/CSV field lines: median {prose_median:.1%}, max {max(prose_reuse.values()):.1%} "
          f"({max(prose_reuse, key=prose_reuse.get)}); per language: "
          + " ".join(f"{k}={v:.0%}" for k, v in prose_reuse.items()))

    ff = foreign_formats(rows)
    print(f"foreign formats: {ff['iban_foreign']} of {ff['ibans']} IBANs not of the document's country; "
          f"{ff['ein_tax_ids_outside_us']} EIN-shaped tax IDs and {ff['aba_routing_outside_us']} ABA routing numbers "
          f"outside the U.S.; GENDER contradicts the name in {ff['gender_contradicts_name']} of {ff['gender_checked']}")
    for x in ff["examples"]:
        print("   ", x)

    cc = context_consistency(rows)
    print(f"label consistency: {cc['mixed']} of {cc['values']} value-shaped strings sit after a context that is "
          f"labeled in some documents and not in others ({cc['contexts']} contexts)")
    for x in cc["examples"]:
        print("   ", x)

    rw = rare_words(rows, list(read_dev()))
    print(f"vocabulary: {rw['rare_in_values']:.1%} of the words written once sit inside a value (all words "
          f"{rw['words_in_values']:.1%}); hand-written dev set: {rw['unseen_share']:.1%} of its words are never "
          f"written here, {rw['unseen_in_values']:.1%} of those inside a value")

    det, digests = (None, "skipped")
    if args.determinism_n:
        cfg = report.get("config", {})
        det, digests = determinism(args.determinism_n, int(cfg.get("seed", 0)))
        print(f"determinism (n={args.determinism_n}, PYTHONHASHSEED 1 vs 2024): identical={det} ({digests})")

    print(
        f"RESULT rows={n} train_share={shares['train']:.3f} negative_share={neg_all:.3f} "
        f"max_negative_gap_points={gap * 100:.1f} conditions_without_negatives={len(no_neg)} "
        f"max_layout_tell_gap={tell_gap:.2f} ip_ranges_separable={ip_sep} "
        f"cue_missing={missing}/{checked} phone_languages_localised={len(localised)} "
        f"passport_shape_sets={distinct} national_id_local_languages={nid_local}/{nid_langs} asr_english_rows={hit}/{docs} "
        f"readbacks_never_said={coh['readbacks_never_said']}/{coh['readbacks']} "
        f"log_values_not_in_message={coh['log_key_value_not_in_message']}/{coh['log_keys']} "
        f"city_region_incoherent={coh['city_region_incoherent']}/{coh['city_region_pairs']} "
        f"medication_incoherent={coh['medication_incoherent']}/{coh['medication_pairs']} "
        f"dob_repairs={len(repairs)} code_switch_rows={cs} span_mismatches={report.get('span_mismatches')} "
        f"passport_country_languages={len(pp_local)}/{len(pp_langs)} passport_xq={pp_xq} "
        f"national_id_country_languages={len(id_local)}/{len(id_langs)} asr_english_symbols={sym_hit}/{sym_values} "
        f"public_figure_negatives={pf_hit}/{pf_negs} public_figure_languages={len(pf_langs)} "
        f"span_class_predicts={sc['class_predicts']:.3f} unlabelled_lookalikes_in_positives={sc['unlabelled_in_positives']:.3f} "
        f"person_in_positives={pp:.3f} several_people={sp:.3f} languages_without_negatives={len(no_neg_langs)} "
        f"majority_baseline={clf['majority']:.3f} bow_accuracy={clf['bow']:.3f} layout_accuracy={clf['layout']:.3f} "
        f"unlabelled_field_values={fc['unlabelled_in_labelled_fields']} unlabelled_phone_fields={fc['phone_fields']} "
        f"doubled_label_words={dl_hit} echo_rows={ec_hit}/{ec_docs} english_frame_rows={en_hit}/{en_docs} "
        f"median_frame_reuse={reuse_median:.3f} median_frame_reuse_without_fields={prose_median:.3f} iban_foreign={ff['iban_foreign']}/{ff['ibans']} "
        f"ein_outside_us={ff['ein_tax_ids_outside_us']} aba_outside_us={ff['aba_routing_outside_us']} "
        f"gender_contradicts_name={ff['gender_contradicts_name']}/{ff['gender_checked']} "
        f"mixed_context_values={cc['mixed']}/{cc['values']} "
        f"rare_words_in_values={rw['rare_in_values']:.3f} dev_unseen_word_share={rw['unseen_share']:.3f} "
        f"deterministic={det}"
    )


if __name__ == "__main__":
    main()
