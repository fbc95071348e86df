"""The letter family's last tells (issue 19, s24-letter; reader14 classes 5 and 6, s22-letter's leftovers): an
office's letter does not date its own file nor the day work on a request began beside the day the request came in,
labels no paragraph "From here:", ends on no stock "since your last letter to us" lead nor asks the reader to "talk it
through in person" by sending a letter, reads no website or "posted 86 posts" back to its reader (their handle heads
the letter as "Account: ..."), asks for its reader's numbers to be quoted rather than printing them as a bare line
above the sign-off, and opens with a purpose that fits what it is (a license renewal is no contract to sign, a
disciplinary referral is not "approved")."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from privasis_hub.synth import render
from privasis_hub.synth.pipeline import build_privasis

OPENED = re.compile(r"We opened this (?:case|review)|Our review began|This case was opened|"
                    r"\b(?:We took up|We started work on|[Ww]ork on|Our work on) [A-Za-z' ]*?(?:'s )?"
                    r"(?:request|claim|application|dispute|referral|report|manuscript|booking|appeal|complaint)\b")
STOCK_LEAD = re.compile(r"\bsince (?:we last spoke|our last contact|your last letter to us|your last visit|you last wrote)")
TALK_WRITTEN = re.compile(r"(?:To talk it through|To discuss it|To go over it|To talk about it|To ask about any of it)"
                          r"[^.]*?, (?:write to|send a letter|mail a note|a note to|a line to|a short e-mail|reply to "
                          r"this|answer this|e-mail me)")
LABELLED_STEPS = re.compile(r"(?m)^(?:From here|Next steps|Going forward|Next): ")
ONLINE = re.compile(r"On social media the account is|[Ww]ebsite is https?://|posted \d[\d,]* posts|"
                    r"(?:public page|public profile|online profile) (?:is available|can be found) at")
BARE_FOOT = re.compile(r"\n\n(?:Lot or unit|Social Security number|Customer number|Member ID): [^\n]+\n\n[A-Z][a-z]+"
                       r"(?: [a-z]+)*,\n")


@pytest.fixture(scope="module")
def letters(tmp_path_factory) -> list[dict]:
    out = []
    for seed in (43, 2424):
        path = tmp_path_factory.mktemp(f"letters-s24-{seed}")
        out += list(build_privasis(300, seed=seed, out=path, split=None, shard_size=300, workers=1)["train"])
    rows = [r for r in out if r["format"] == "letter"]
    assert len(rows) >= 60
    return rows


def _office(rows: list[dict]) -> list[dict]:
    return [r for r in rows if "\nRe: " in r["text"]]


def test_a_letter_does_not_date_its_own_file(letters):
    hits = [m.group(0) for r in _office(letters) if (m := OPENED.search(r["text"]))]
    assert not hits, hits[:5]


def test_a_letters_closing_has_no_stock_lead_and_fits_its_channel(letters):
    office = _office(letters)
    assert len(office) >= 40
    for r in office:
        assert not STOCK_LEAD.search(r["text"]), r["record_type"]
        assert not TALK_WRITTEN.search(r["text"]), TALK_WRITTEN.search(r["text"]).group(0)
        assert not LABELLED_STEPS.search(r["text"]), r["record_type"]


def test_a_letter_reads_no_profile_back(letters):
    for r in letters:
        assert not ONLINE.search(r["text"]), ONLINE.search(r["text"]).group(0)
    headed = [r for r in _office(letters) if "\nAccount: @" in r["text"]]
    for r in headed:  # the handle heads the letter, once
        handle = re.search(r"\nAccount: (@\S+)", r["text"]).group(1)
        assert r["text"].count(handle) == 1, handle


def test_a_letter_prints_no_bare_number_above_its_sign_off(letters):
    for r in _office(letters):
        assert not BARE_FOOT.search(r["text"]), r["record_type"]
        for m in re.finditer(r"Please include ([^\n]*) in anything you send us\.", r["text"]):
            assert "{" not in m.group(1) and ",," not in m.group(1) and re.search(r"\d", m.group(1)), m.group(0)


def test_a_letters_purpose_fits_its_kind():
    for rt, category in (("professional license renewal", "government"), ("school disciplinary referral", "education"),
                         ("elder financial exploitation referral", "financial"),
                         ("mortgage pre-approval letter", "financial")):
        said = " ".join(render._letter_kind(SimpleNamespace(record_type=rt, category=category)) or [])
        assert not re.search(r"your signature|before you sign|sign where shown|before signing", said), (rt, said)
        if "referral" in rt:
            assert not re.search(r"approved|agree to it", said), (rt, said)
