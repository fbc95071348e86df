"""Kavach as training data: determinism across processes, negatives a layout cannot give away, labels
decided by context, local formats, coherent content, code-switching, DOB repairs and small-build splits."""

from __future__ import annotations

import contextlib
import io
import ipaddress
import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import phonenumbers
import pyarrow.parquet as pq
import pytest

from privasis_hub.kavach.audit import propose_repairs
from privasis_hub.kavach.coherence import city_region_ok, medication_ok
from privasis_hub.kavach.generate import Blueprint, compose
from privasis_hub.kavach.labels import LOOKALIKES, PHONE_REGIONS, make_context
from privasis_hub.kavach.languages import LANGUAGES
from privasis_hub.kavach.pipeline import KavachConfig, blueprint, build_kavach
from privasis_hub.seeding import fingerprint

ROOT = Path(__file__).resolve().parents[1]


def _rows(folder: Path) -> list[dict]:
    return [r for p in sorted((folder / "data").glob("*.parquet")) for r in pq.read_table(p).to_pylist()]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> list[dict]:
    out = tmp_path_factory.mktemp("kavach-quality") / "corpus"
    build_kavach(360, 3, out, split=None)
    return _rows(out)


# --- determinism --------------------------------------------------------------------------


def _build_in_subprocess(out: Path, hash_seed: str) -> None:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-m", "privasis_hub.cli", "build", "kavach", "--n", "60", "--seed", "0",
                    "--out", str(out), "--quiet", "--no-split", "--languages", "it", "de", "ja", "hi"],
                   check=True, env=env, capture_output=True, cwd=ROOT)


def test_builds_under_different_hash_seeds_are_byte_identical(tmp_path):
    # this process runs under its own (random unless set) hash seed; the subprocess under a fixed other one
    hash_seed = "2024" if os.environ.get("PYTHONHASHSEED") != "2024" else "7"
    _build_in_subprocess(tmp_path / "b", hash_seed)
    build_kavach(60, 0, tmp_path / "a", languages=["it", "de", "ja", "hi"], split=None)
    a = sorted((tmp_path / "a" / "data").glob("*.parquet"))
    b = sorted((tmp_path / "b" / "data").glob("*.parquet"))
    assert [p.name for p in a] == [p.name for p in b]
    assert all(x.read_bytes() == y.read_bytes() for x, y in zip(a, b, strict=True))


_DUMP = """
import json, sys
from privasis_hub.kavach.labels import faker_for
from privasis_hub.kavach.languages import LANGUAGES
out = {}
for loc in sorted({l.faker_locale for l in LANGUAGES.values() if l.faker_locale}):
    for p in faker_for(loc).providers:
        for k in dir(p):
            if k.startswith("_"):
                continue
            v = getattr(p, k, None)
            if isinstance(v, (list, tuple)) and all(isinstance(x, str) for x in v):
                out[f"{loc}:{type(p).__module__}:{k}"] = list(v)
json.dump(out, sys.stdout)
"""


def test_every_faker_list_kavach_uses_has_one_order_whatever_the_hash_seed():
    hash_seed = "4" if os.environ.get("PYTHONHASHSEED") != "4" else "5"
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", _DUMP], check=True, env=env, capture_output=True, text=True)
    here: dict[str, list[str]] = {}
    with contextlib.redirect_stdout(io.StringIO()) as buffer:
        exec(_DUMP, {})  # the same dump under this process's hash seed
    here = json.loads(buffer.getvalue())
    there = json.loads(done.stdout)
    differ = sorted(k for k in here if here[k] != there.get(k))
    assert differ == [], f"hash-ordered Faker lists: add them to HASH_ORDERED_PROVIDER_LISTS: {differ}"


# --- negatives ----------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "seed"), [(300, 0), (600, 0), (2000, 5)])
def test_every_condition_gets_negatives_near_the_overall_share(n, seed):
    cfg = KavachConfig(n=n, seed=seed)
    run_id = fingerprint(cfg.content_key())
    docs, negatives = Counter(), Counter()
    for i in range(int(n / 1.45)):
        bp = blueprint(cfg, i, run_id)
        for condition in filter(None, (bp.layout, bp.derive)):
            docs[condition] += 1
            negatives[condition] += bp.negative
    overall = sum(negatives.values()) / sum(docs.values())
    for condition, count in docs.items():
        assert negatives[condition] > 0, condition
        assert abs(negatives[condition] / count - overall) <= 0.10, (condition, negatives[condition], count)


@pytest.mark.parametrize("seed", [0, 11, 3])
def test_every_language_gets_negatives_at_600(seed):
    """Languages are a low-discrepancy coordinate too, so none is left without negatives at small n."""
    cfg = KavachConfig(n=600, seed=seed)
    run_id = fingerprint(cfg.content_key())
    negatives = Counter({code: 0 for code in LANGUAGES})
    for i in range(int(600 / 1.45)):
        bp = blueprint(cfg, i, run_id)
        negatives[bp.language] += bp.negative
    assert [code for code, k in negatives.items() if k == 0] == []


def test_negatives_share_the_layout_of_positives(corpus):
    def share(condition: str, negative: bool, tell) -> float:
        rows = [r for r in corpus if r["condition"] == condition and r["is_negative"] == negative]
        assert rows, (condition, negative)
        return sum(bool(tell(r["text"])) for r in rows) / len(rows)

    tells = {
        "table_csv": lambda t: not re.fullmatch(r"[\d,]+", t.split("\n", 1)[0]),  # named header
        "code_logs": lambda t: " ref: " not in t,
        # "From: a@b\nTo: " in the language's header words; a business adds its sender name
        "email": lambda t: re.match(r"[^\n:]{1,20}: (?:[^<\n]*<)?\S+@\S+\n[^\n:]{1,20}: ", t),
        "form": lambda t: len(re.findall(r"(?m)^(?:[^\n:：]{1,40}(?:[:：] ?| [-–—] )|【[^】\n]{1,40}】)\S", t)) >= 2,
    }
    for condition, tell in tells.items():
        assert share(condition, True, tell) == share(condition, False, tell) == 1.0, condition


def test_labelled_and_unlabelled_ips_come_from_one_mix():
    def kinds(name: str) -> set[str]:
        ctx = make_context("en", __import__("random").Random(0))
        found = set()
        for _ in range(400):
            value = LOOKALIKES[name].generate(ctx) if name in LOOKALIKES else __import__(
                "privasis_hub.kavach.labels", fromlist=["LABELS"]).LABELS[name].generate(ctx)
            ip = ipaddress.ip_address(value)
            found.add("private" if ip.is_private and not str(ip).startswith(("192.0.2.", "198.51.100.", "203.0.113.",
                                                                             "2001:db8")) else "documentation")
        return found

    assert kinds("IP_ADDRESS") == kinds("LOOPBACK_IP") == {"private", "documentation"}


def test_hard_negatives_hold_company_contacts(corpus):
    negatives = [r for r in corpus if r["is_negative"] and r["condition"] in ("form", "email", "table_csv")]
    assert negatives and all(re.search(r"\b[a-z]+@\S+\.(com|org|net|test|example|invalid)\b", r["text"])
                             for r in negatives)
    assert not any(r["entities"] for r in negatives)


# --- labels decided by context --------------------------------------------------------------


def test_generic_slot_values_carry_their_label_name(corpus):
    generic = {"PASSPORT_NUMBER", "ROUTING_NUMBER", "IBAN", "CVV", "PIN", "SECURITY_ANSWER", "CUSTOMER_ID",
               "BANK_ACCOUNT", "CREDIT_CARD", "TAX_ID", "NATIONAL_ID"}
    checked = 0
    for r in corpus:
        if r["condition"] not in ("clean", "markdown", "email"):
            continue
        lang = LANGUAGES[r["language"]]
        for e in r["entities"]:
            if e["label"] in generic:
                name = lang.field_name(e["label"]) or ""
                partner = LANGUAGES["en"].field_names.get(e["label"], "")
                before = r["text"][max(0, e["start"] - 60) : e["start"]].casefold()  # "my passport number"
                assert name.casefold() in before or partner.casefold() in before, (r["language"], before, e)
                checked += 1
    assert checked > 20


# --- local formats ------------------------------------------------------------------------


def test_phone_numbers_are_in_the_national_format_of_at_least_20_languages():
    import random

    localised = 0
    for code, region in PHONE_REGIONS.items():
        ctx = make_context(code, random.Random(1))
        ok = 0
        for _ in range(20):
            value = __import__("privasis_hub.kavach.labels", fromlist=["LABELS"]).LABELS["PHONE"].generate(ctx)
            num = phonenumbers.parse(value, region)
            formats = {phonenumbers.format_number(num, f) for f in (phonenumbers.PhoneNumberFormat.NATIONAL,
                                                                    phonenumbers.PhoneNumberFormat.INTERNATIONAL)}
            ok += value in formats and num.country_code == phonenumbers.country_code_for_region(region)
        localised += ok == 20
    assert localised >= 20


# --- coherence ----------------------------------------------------------------------------


def test_read_backs_repeat_values_already_said(corpus):
    seen = 0
    for r in corpus:
        if r["condition"] not in ("dialogue", "chat"):
            continue
        agent = re.compile(rf"(?:\[\d\d:\d\d\] )?{re.escape(LANGUAGES[r['language']].speaker_words[0])}: ")
        for e in r["entities"]:  # a value on the agent's line is a read-back ("So that's {VALUE}, right?")
            line_start = r["text"].rfind("\n", 0, e["start"]) + 1
            if agent.match(r["text"], line_start):
                assert r["text"].find(e["text"]) < line_start, (r["id"], e["text"])
                seen += 1
    assert seen > 10


def test_log_keys_hold_the_value_their_message_says(corpus):
    for r in corpus:
        if r["condition"] != "code_logs":
            continue
        for line in r["text"].splitlines():
            head, _, msg = line.partition(' msg="')
            for e in r["entities"]:
                start = r["text"].find(line)
                if start <= e["start"] < start + len(head):
                    assert e["text"] in msg, (line, e)


def test_city_region_and_medication_pairs_are_coherent(corpus):
    pairs = meds = 0
    for r in corpus:
        if r["condition"] in ("asr", "ocr", "masked", "adversarial"):
            continue
        by = {e["label"]: e["text"] for e in r["entities"]}
        if "CITY" in by and "LOCATION" in by:
            assert city_region_ok(r["language"], by["CITY"], by["LOCATION"]), (r["language"], by["CITY"],
                                                                              by["LOCATION"])
            pairs += 1
        if "MEDICATION" in by and "MEDICAL_CONDITION" in by:
            assert medication_ok(r["language"], by["MEDICAL_CONDITION"], by["MEDICATION"])
            meds += 1
    assert pairs > 5 and meds > 5


# --- code-switching -----------------------------------------------------------------------


def test_code_switched_documents_mix_two_languages_with_exact_spans(corpus):
    rows = [r for r in corpus if r["condition"] == "code_switch"]
    assert rows
    for r in rows:
        assert "+" in r["condition_engine"]
        for e in r["entities"]:
            assert r["text"][e["start"] : e["end"]] == e["text"]

    def writes(doc, code):  # the text before a frame's first placeholder, of any kind but form lines and read-backs
        return any((head := f.split("{")[0].strip().rstrip(".")) and head in doc.text
                   for kind, frames in LANGUAGES[code].frames.items() if kind not in ("field", "readback")
                   for f in frames)

    for seed in range(20):  # every Spanish code-switched document holds Spanish and English sentences
        doc = compose(Blueprint(0, "es", "banking", "code_switch", False, None, seed))
        assert writes(doc, "es") and writes(doc, "en"), doc.text


# --- DOB repairs --------------------------------------------------------------------------


def _row(text: str, dates: list[str], language: str = "en") -> dict:
    entities = [{"label": "DATE", "text": d, "start": text.index(d), "end": text.index(d) + len(d)} for d in dates]
    return {"id": "r", "text": text, "entities": entities, "language": language}


def test_dob_repair_needs_the_birth_cue_to_govern_the_date():
    assert [r.new_label for r in propose_repairs([_row("She was born on 1990-04-02.", ["1990-04-02"])])] == ["DOB"]
    later_sentence = _row("Date of birth: 1980-01-01. Your appointment is on 2025-03-04.", ["2025-03-04"])
    later_sentence["entities"].insert(0, {"label": "DOB", "text": "1980-01-01", "start": 15, "end": 25})
    assert propose_repairs([later_sentence]) == []
    header = _row("Name,Date of birth,Appointment\nAna,1980-01-01,2025-03-04", ["2025-03-04"])
    assert propose_repairs([header]) == []
    japanese = _row("1974年5月15日生まれです 2025年1月18日に予約", ["2025年1月18日"], "ja")
    japanese["entities"].insert(0, {"label": "DOB", "text": "1974年5月15日", "start": 0, "end": 10})
    assert propose_repairs([japanese]) == []


# --- splits -------------------------------------------------------------------------------


def test_a_600_document_build_trains_on_at_least_60_percent_and_says_the_minimum_was_lowered(tmp_path, caplog):
    with caplog.at_level("WARNING", logger="privasis_hub"):
        dd = build_kavach(600, 0, tmp_path / "k")
    assert "lowered to 0" in caplog.text
    sizes = {name: len(part) for name, part in dd.items()}
    assert sizes["train"] / sum(sizes.values()) >= 0.6
    assert sizes["test"] > 0 and sizes["validation"] > 0
    report = json.loads((tmp_path / "k" / "build_report.json").read_text())
    assert report["split_method"]["min_test_per_stratum"] == {
        "stratify_by": "language", "asked": 80, "used": 0, "strata": 33, "lowered": True}


def test_gate_lets_role_addresses_and_phone_numbers_through_but_not_personal_pii():
    from privasis_hub.kavach.gates import pii_in_negative
    from privasis_hub.kavach.spans import Doc

    assert pii_in_negative(Doc("Tel +55 26 77198-4217, norcply@me.example.com, info@example.org", [])) == []
    found = pii_in_negative(Doc("card 4242 4242 4242 4242, anna.k@example.com, jr@example.com", []))
    assert "anna.k@example.com" in found and "jr@example.com" in found and any("4242" in f for f in found)


# --- shortcuts: the class of a document must not tell what to tag ----------------------------------------


def test_some_positives_name_nobody_and_most_carry_lookalikes(corpus):
    positives = [r for r in corpus if not r["is_negative"] and r["condition"] in ("clean", "form", "code_logs")]
    unnamed = [r for r in positives if not any(e["label"] == "PERSON" for e in r["entities"])]
    assert 0.2 < len(unnamed) / len(positives) < 0.5
    assert all(r["entities"] for r in unnamed)  # still a person's document: other values are labeled


def test_a_field_named_for_a_label_is_labeled_in_every_document_and_a_business_contact_says_whose(corpus):
    phone = {code: lang.field_name_options("PHONE") for code, lang in LANGUAGES.items()}
    business = 0
    for r in corpus:
        if r["condition"] != "form" or not phone.get(r["language"]):
            continue
        pos = 0
        for line in r["text"].split("\n"):
            head, sep, _value = line.partition(":")
            if sep and head.strip() in phone[r["language"]]:
                start = pos + len(head) + 1
                assert any(e["label"] == "PHONE" and e["start"] >= start and e["end"] <= pos + len(line)
                           for e in r["entities"]), (r["id"], line)
            business += bool(sep) and any(head.startswith(name + " (") for name in phone[r["language"]])
            pos += len(line) + 1
    assert business > 0


def test_negatives_can_speak_of_their_own_order_in_an_identifier_frame(corpus):
    negatives = [r for r in corpus if r["is_negative"]]
    cues = {name.lower() for names in _order_names() for name in names}
    assert any(any(c in r["text"].lower() for c in cues) for r in negatives)
    assert all(not r["entities"] for r in negatives)


def _order_names():
    from privasis_hub.kavach.generate import LOOKALIKE_FIELD_NAMES

    return LOOKALIKE_FIELD_NAMES.values()


def test_the_persons_address_is_labelled_bare_or_named_and_a_business_writes_both_ways_too(corpus):
    """"Name <address>" is no tell: the person writes that way as often as a business does (a tagger trained on
    a corpus where only a business did missed hand-written "Rachel Ostrowski <r.ostrowski@...>")."""
    forms = Counter()
    for r in corpus:
        if r["condition"] != "email":
            continue
        first, _, subject = r["text"].split("\n", 3)[:3]
        business = ": Re: " in subject  # a business answers a message
        labelled = any(e["label"] == "EMAIL" and e["end"] <= len(first) for e in r["entities"])
        assert labelled != business, (r["id"], first)
        named = "<" in first
        if named and not business:  # the person's name before their address is labelled too
            assert any(e["label"] == "PERSON" and e["end"] <= len(first) for e in r["entities"]), first
        forms[business, named] += 1
    assert all(forms[k] for k in ((True, True), (True, False), (False, True), (False, False))), forms


def test_two_statements_of_the_person_join_into_one_sentence_with_the_languages_joiner():
    import random

    from privasis_hub.kavach.generate import _join_statements

    en = LANGUAGES["en"]
    first, second = "I was born on {DOB}.", "I take {MEDICATION} every morning."
    joined = {tuple(_join_statements(en, [first, second], random.Random(seed))) for seed in range(30)}
    assert (first, second) in joined  # not always
    assert ("I was born on {DOB}, and I take {MEDICATION} every morning.",) in joined  # "I" keeps its case
    lookalike = en.frames["negative"][0]
    assert all(len(_join_statements(en, [first, lookalike], random.Random(s))) == 2 for s in range(30))
    assert _join_statements(LANGUAGES["de"], [first, second], random.Random(0)) == [first, second]  # no joiners
