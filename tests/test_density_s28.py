"""Issue 19, s28-dense: records as dense as the real documents they stand for. A law firm's instruments, pleadings
and forms give its attorney's state bar number; a letter's signature line gives the signer's own extension. Each is an annotated attribute whose value is
exactly what the text prints, and the build's mean attribute count clears the issue's bar (>= 30) with margin."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.pipeline import build_privasis

#: Letter-only legal record types: a firm's letter to its own client gives no bar number.
_FIRM_LETTERS = {"employment visa petition cover letter", "parenting plan", "spousal support order", "immigration attorney retainer letter",
                 "personal injury demand letter", "non-compete dispute letter", "residential lease dispute letter",
                 "security deposit demand letter"}


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> list[dict]:
    out = tmp_path_factory.mktemp("s28dense")
    dd = build_privasis(300, seed=2828, out=out / "b", split=None, shard_size=300, workers=1)
    return list(dd["train"])


def _attrs(r: dict) -> dict[str, dict]:
    return {a["key"]: a for a in r["attributes"]}


def test_values_are_printed_exactly(rows):
    keys = ("attorney_bar_number", "signer_extension")
    seen = {k: 0 for k in keys}
    for r in rows:
        for k, a in _attrs(r).items():
            if k in keys:
                seen[k] += 1
                for s in a["spans"]:
                    assert r["text"][s["start"]:s["end"]] == a["value"], (r["id"], k)
    assert seen["attorney_bar_number"] >= 5 and seen["signer_extension"] >= 15, seen


def test_bar_number_on_a_firms_papers_not_its_letters(rows):
    legal = [r for r in rows if r["category"] == "legal"]
    assert legal
    for r in legal:
        a = _attrs(r)
        if "attorney_bar_number" in a:
            assert re.fullmatch(r"\d{5,6}", a["attorney_bar_number"]["value"])
            assert r["record_type"] not in _FIRM_LETTERS, r["record_type"]


def test_signer_extension_is_the_signers_own(rows):
    for r in rows:
        a = _attrs(r)
        if "signer_extension" in a:
            ext = a["signer_extension"]["value"]
            assert re.fullmatch(r"ext\. \d{3}", ext)
            assert ext != a.get("colleague_extension", {}).get("value")
            assert re.search(r"(?m)^(?:Tel\.|Phone:) " + re.escape(a["issuer_phone"]["value"]) + ", "
                             + re.escape(ext) + "$", r["text"]), r["id"]


def test_records_are_dense(rows):
    mean = sum(len(r["attributes"]) for r in rows) / len(rows)
    assert mean >= 30.0, mean  # (the letterhead's website and fax line were left out at the merge: the
    # sanitizer does not yet take a fax with the office phone)
