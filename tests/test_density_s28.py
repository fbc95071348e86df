"""Issue 19, s28-dense: records as dense as the real documents they stand for. An office's letterhead (and its
e-mail signature) prints its website, and a clinic's, a law firm's, an agency's, a bank's, an accountant's or a
school's its fax line beside its phone; a law firm's instruments, pleadings and forms give its attorney's state bar
number; a letter's signature line gives the signer's own extension. Each is an annotated attribute whose value is
exactly what the text prints, and the build's mean attribute count clears the issue's bar (>= 30) with margin."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.offline import office_fax
from privasis_hub.synth.pipeline import build_privasis

_FAX_CATEGORIES = {"medical", "legal", "government", "financial", "professional services", "education"}
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
    keys = ("issuer_website", "issuer_fax", "attorney_bar_number", "signer_extension")
    seen = {k: 0 for k in keys}
    for r in rows:
        for k, a in _attrs(r).items():
            if k in keys:
                seen[k] += 1
                for s in a["spans"]:
                    assert r["text"][s["start"]:s["end"]] == a["value"], (r["id"], k)
    assert seen["issuer_website"] >= 150 and seen["issuer_fax"] >= 60, seen
    assert seen["attorney_bar_number"] >= 5 and seen["signer_extension"] >= 15, seen


def test_website_is_the_offices_own_domain(rows):
    """The site sits at the domain its staff's e-mail addresses use, under the office's address and phone."""
    held = 0
    for r in rows:
        a = _attrs(r)
        if "issuer_address" in a:
            assert "issuer_website" in a, (r["id"], r["format"])
        if "issuer_website" not in a:
            continue
        held += 1
        site = a["issuer_website"]["value"]
        assert re.fullmatch(r"www\.[a-z]+\.example\.org", site), site
        staff = next((a[k]["value"] for k in ("signer_email", "colleague_email") if k in a), None)
        if staff is not None:
            assert staff.endswith("@" + site.removeprefix("www.")), (r["id"], staff, site)
        assert r["text"].index(site) > r["text"].index(a["issuer_address"]["value"]), r["id"]
    assert held >= 150


def test_fax_only_where_such_an_office_prints_one(rows):
    faxed = 0
    for r in rows:
        a = _attrs(r)
        if "issuer_fax" not in a:
            continue
        faxed += 1
        assert r["category"] in _FAX_CATEGORIES, (r["id"], r["category"])
        fax, tel = a["issuer_fax"]["value"], a["issuer_phone"]["value"]
        assert fax != tel and fax[:-2] == tel[:-2], (fax, tel)  # the same exchange, written the same way
        assert f"Fax {fax}" in r["text"]
    assert faxed >= 60


def test_office_fax():
    for tel in ("(602) 555-0179", "+1 931 555 0163", "302-555-0129", "617.555.0100", "212-555-0199"):
        fax = office_fax(tel)
        assert fax != tel and fax[:-2] == tel[:-2] and re.fullmatch(r"\d\d", fax[-2:])


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
    assert mean >= 31.0, mean
