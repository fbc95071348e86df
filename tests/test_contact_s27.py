"""Issue 19, s27-contact (reader17 classes I and F, R1): the colleague who handles a matter is introduced where a
real document of its kind introduces them. A letter, an e-mail, a statement, a bill, an office's memo or an
agreement sends the reader to them in a sentence, with the address and extension they are reached on ("If you have
questions, Ronald Johnson, our HR partner, can help at r.johnson@... or on ext. 520."), never on a "Your contact:" /
"Staff contact:" line of the head or under another person's e-mail signature, and a letter sends them no "Copy to:"
line; the signer's own line is "Tel. <office number>, ext. N", never a "Direct line:" that repeats the letterhead's
switchboard number."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.pipeline import build_privasis

#: A labelled line naming a staff contact (reader17's class F and its head variants).
_CONTACT_LABEL = re.compile(r"(?m)^(?:Your contact(?: for this)?|Direct contact|Staff contact|Contact for this file"
                            r"|Handled by): [^\n]*$")
#: The formats that introduce the colleague in a sentence since s27-contact.
_IN_TEXT = frozenset({"letter", "email thread", "statement with table", "invoice", "memo", "agreement"})


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> list[dict]:
    out = tmp_path_factory.mktemp("s27contact")
    rows = []
    for seed in (2727, 27):
        dd = build_privasis(250, seed=seed, out=out / str(seed), split=None, shard_size=250, workers=1)
        rows += list(dd["train"])
    return rows


def _value(r: dict, key: str) -> str | None:
    return next((a["value"] for a in r["attributes"] if a["key"] == key), None)


def test_no_direct_line_repeats_the_switchboard(rows):
    """reader17 class I: "Direct line: 202-555-0190, ext. 598" under a letterhead "Tel. 202-555-0190"."""
    bad, signed = [], 0
    for r in rows:
        text = r["text"]
        assert "Direct line:" not in text, (r["id"], r["format"])
        tel = re.search(r"(?m)^Tel\. (.+)$", text)
        for m in re.finditer(r"(?m)^(?:Tel\.|Phone:) ([^\n,]+), ext\. \d+$", text):
            signed += 1
            if not tel or not text.startswith(tel.group(0)) and tel.start() > m.start():
                bad.append((r["id"], m.group(0)))
    assert signed >= 20, signed  # (the signer's extension on the office's number, under their name)
    assert not bad, bad[:5]


def test_no_contact_line_under_an_e_mail_signature(rows):
    """reader17 class F: "Kelly Barrett, HR Generalist | Your contact: Ronald Johnson, HR partner, ext. 520"."""
    threads = [r for r in rows if r["format"] == "email thread"]
    assert len(threads) >= 40
    bad = [(r["id"], m.group(0)) for r in threads if (m := _CONTACT_LABEL.search(r["text"]))]
    assert not bad, bad[:5]


def test_the_handler_is_introduced_in_a_sentence_with_their_extension(rows):
    """Every colleague's extension and address a record of those formats tells stand in a sentence that names them,
    not on a labelled line; a letter sends them no "Copy to:" line (reader17 R1)."""
    told = 0
    for r in rows:
        if r["format"] not in _IN_TEXT:
            continue
        text = r["text"]
        signer = _value(r, "signer_name") or "-"
        for m in _CONTACT_LABEL.finditer(text):  # (a statement's own signer may head it as "Your contact:")
            assert m.group(0).split(": ", 1)[1].startswith(signer), (r["id"], r["format"], m.group(0))
        for key in ("colleague_extension", "colleague_email"):
            value = _value(r, key)
            if not value:
                continue
            line = next(ln for ln in text.splitlines() if value in ln)
            assert not re.match(r"[A-Z][\w ]+: ", line), (r["id"], line)
            if key == "colleague_extension":  # (their address may be where to send papers, in a next step)
                assert re.search(r"[A-Z][a-z]+ (?:[A-Z]\. )?[A-Z][\w'-]+\b.*" + re.escape(value), line), (r["id"], line)
            assert line.rstrip().endswith("."), (r["id"], line)  # (a sentence of the text)
            told += 1
        if r["format"] == "letter" and (ext := _value(r, "colleague_extension")):
            line = next(ln for ln in text.splitlines() if ext in ln)
            who = re.search(r"([A-Z][a-z]+ [A-Z][\w'-]+)", line)
            assert who and not re.search(r"(?m)^(?:cc|Copy to): " + re.escape(who.group(1)), text), r["id"]
    assert told >= 60, told


def test_the_handler_sentence_stands_apart_from_the_closing(rows):
    """The closing says how to reach the office; the handler's address and extension stand in a paragraph of their
    own, so no closing paragraph piles up the office's number, a staff address and an extension (reader11 class 2)."""
    for r in rows:
        if r["format"] not in ("letter", "statement with table", "invoice"):
            continue
        ext = _value(r, "colleague_extension")
        if not ext:
            continue
        para = next(p for p in r["text"].split("\n\n") if ext in p)
        phones = re.findall(r"\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b|\+1 \d{3} \d{3} \d{4}", para)
        assert not phones, (r["id"], para)
