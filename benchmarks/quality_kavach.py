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
        "email_from_address": ("email", lambda t: bool(re.match(r"From: \S+@\S+", t))),
        "form_field_lines": ("form", lambda t: len(re.findall(r"(?m)^[^\n:：]{1,40}[:：] ?\S", t)) >= 2),
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

    names = [lang.field_names.get(label), LANGUAGES["en"].field_names.get(label)]
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
                ok = ok and e["text"] in (
                    phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL),
                    phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL),
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
        f"deterministic={det}"
    )


if __name__ == "__main__":
    main()
