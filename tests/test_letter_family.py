"""The letter family reads as real letters (issue 19, reader12 classes G and K, record R6): no garbled stock phrases
in any template, no "The steps in this letter are set out with the fact in mind that ..." for a fact with no bearing
(the person's standing facts head the letter as labelled lines instead), no payment term of its own beside the
letter's deadline, and no "Also sent by e-mail to ..." under a public agency's letter."""

from __future__ import annotations

import re

import pytest

#: Stock phrases reader12 found garbled (class K) and their kin: a plural verb after "What follows", "them" for one
#: request, "hold up this", "write back in writing", a plural subject with "is complete", "you wishes", an
#: imperative joined to a statement ("..., and cite X on every filing").
GARBLED = re.compile(r"\bWhat follows (?:set out|cover|explain)\b|\breply to them (?:promptly|within)|\bhold up this\."
                     r"|\bwrite back in writing\b|\binterviews is complete\b|\byou wishes\b|, and cite \S+ on\b"
                     r"|\bThis (?:letter )?is (?:a )?formal notice of your\b")
#: The premise wordings with no bearing on any step of the letter (reader12: 49 of 165 letters).
NO_BEARING = re.compile(r"with the fact in mind that|the steps (?:set out in|described in) this letter "
                        r"(?:apply to you|are the ones that apply)")
#: A payment term of its own ("within 30 days") in the sentence on how to pay.
OWN_PAY_TERM = re.compile(r"(?:[Aa]ny payment|[Mm]oney owed|[Aa]nything owed|[Aa]ny balance|[Tt]he amount due)"
                          r"[^.\n]*\b(?:is payable|can be paid|is to be paid|may be paid|should be paid)[^.\n]*"
                          r"\bwithin \d+ days")
COPY_LINE = re.compile(r"(?m)^(?:E-mail copy|Copy sent to|Copy e-mailed): ")


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    out = []
    for seed in (31, 4243):
        out += privasis_rows(250, seed, shard_size=250)
    return out


def _letters(rows: list[dict]) -> list[dict]:
    return [r for r in rows if r["format"] == "letter"]


def test_no_garbled_stock_phrase_in_any_record(rows):
    assert not [(r["id"], m.group(0)) for r in rows if (m := GARBLED.search(r["text"]))]
    assert not [r["id"] for r in rows if re.search(r"\{[a-z_]+\}", r["text"])]  # no unfilled slot ("cc: {key}")


def test_letters_tell_no_fact_as_a_premise_of_nothing(rows):
    letters = _letters(rows)
    assert len(letters) >= 30
    assert not [r["id"] for r in letters if NO_BEARING.search(r["text"])]


def test_standing_facts_head_the_letter(rows):
    """The person's plan, program, role or the other party stand as labelled lines of the reference block (between
    the addressee and "Re:") in a good share of office letters, as labels with values, not clauses."""
    headed = 0
    for r in _letters(rows):
        if "\nRe: " not in r["text"]:
            continue
        head = r["text"].split("\nRe: ", 1)[0].rsplit("\n\n", 1)[-1]
        lines = [ln for ln in head.split("\n") if ": " in ln]
        # a label and a value, never a clause written for the body ("Plan: you are covered under ...")
        assert not [ln for ln in lines if re.match(r"[^:]+: (?:you|your|after|since|as)\b", ln)], (r["id"], lines)
        # nor the reader's own e-mail or phone again (they stand under the address or on the copy line)
        assert not [ln for ln in lines if re.match(r"(?:E-?mail|Phone|Religious affiliation):", ln)], (r["id"], lines)
        headed += any(not re.match(r"(?:Tel|Your contact|Direct contact|Date of birth|Re)\b", ln)
                      and not re.search(r"(?:number|No\.|ID|[Rr]eference|Ref\.)$", ln.split(": ", 1)[0]) for ln in lines)
    # (s22-letter: only the other party to the matter heads the letter now, "Landlord: ..."; the person's own
    # standing facts are told in its sentences, reader13 class 1; the rule on what a head line holds stays above)
    assert headed >= 1


def test_no_payment_term_of_its_own(rows):
    assert not [(r["id"], m.group(0)) for r in rows if (m := OWN_PAY_TERM.search(r["text"]))]


def test_a_public_agency_sends_no_copy_by_e_mail(rows):
    gov = [r for r in _letters(rows) if r["category"] == "government"]
    assert gov
    assert not [r["id"] for r in gov if COPY_LINE.search(r["text"])]
    # every other office still may (the reader's e-mail is told somewhere in every letter that holds it)
    for r in _letters(rows):
        email = next((a["value"] for a in r["attributes"] if a["key"] == "email"), None)
        assert email is None or email in r["text"], r["id"]


def test_the_named_contact_is_introduced_in_a_sentence_when_someone_else_signs(rows):
    """reader12 R6: "Any questions go to Elizabeth Murray, revenue agent" over Gregory Phillips's signature, with
    nothing tying the two together. Since s27-contact (reader17 R1: "Your contact: James Frye" in the head, signed
    by Laurie Chapman, "Copy to: James Frye") the letter sends the reader to its handler in a sentence with their
    address and extension, with no head "Your contact:" line and no copy line to them (one "cc:" line, never two)."""
    told = 0
    for r in _letters(rows):
        text = r["text"]
        assert len(re.findall(r"(?m)^cc: ", text)) <= 1, r["id"]
        assert not re.search(r"(?m)^(?:Your contact|Your contact for this|Direct contact): ", text), r["id"]
        ext = next((a["value"] for a in r["attributes"] if a["key"] == "colleague_extension"), None)
        if not ext:
            continue
        line = next(ln for ln in text.split("\n") if ext in ln)
        assert not re.match(r"[A-Z][\w ]+: ", line), (r["id"], line)  # (in a sentence, not a labelled line)
        told += 1
        who = re.search(r"([A-Z][a-z]+ [A-Z][a-z]+)[^.]*" + re.escape(ext), line)
        if who:
            assert not re.search(r"(?m)^(?:cc|Copy to): " + re.escape(who.group(1)) + r"\b", text), r["id"]
    assert told >= 10, told


def test_tenure_heads_the_letter_rather_than_a_premise(rows):
    """"Customer since: ..." under the references, never "we bore in mind that you have been a customer since ..."."""
    assert not [r["id"] for r in _letters(rows)
                if re.search(r"(?:bore in mind|took account of the fact|takes account of the fact) that you have been "
                             r"(?:a|an) [\w ]+ since\b", r["text"])]
