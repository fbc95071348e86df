"""Contact lines where a real document puts them (issue 19, reader11 classes 2 and 3): the one named colleague's
direct e-mail and extension on a "Your contact:" / "Handled by:" line of the header, file head or signature, never
"Cindy Thomas (c.thomas@..., ext. 717)" inside a sentence; the person's contact preference in the head's contact
lines, with the ways to reach them, or in the closing, not in a clause on fees; a letter's closing that does not
pile up every way to reach either side (the reader's phone under their address, a copy by e-mail under the
signature)."""

import re

import pytest

from privasis_hub.synth import render as R
from tests.benchmark_modules import load_benchmark
from tests.test_thread_shape import draft_of

#: Record types whose fields name one of the office's staff, or tell the person's contact preference, in the
#: formats the reader found them in (a rental agreement's payment clause, a letter's closing, a report's sections).
_CASES = (("vacation rental booking agreement", "agreement"), ("volunteer hours verification letter", "letter"),
          ("overdraft fee dispute letter", "letter"), ("podcast episode production notes", "report"),
          ("help desk support ticket", "report"), ("Section 504 accommodation plan", "report"),
          ("workplace misconduct investigation summary", "memo"), ("CPA engagement letter", "letter"),
          ("security deposit demand letter", "letter"), ("influencer brand partnership contract", "agreement"),
          ("HOA dues delinquency letter", "email thread"), ("personal training intake assessment", "report"),
          ("renters insurance renewal notice", "letter"), ("debt collection validation notice", "letter"))
_SEEDS = range(8)


def _row(record_type: str, seed: int, fmt: str) -> dict:
    draft = draft_of(record_type, seed, fmt)
    values = draft.plan.plan.values
    return {"id": f"{record_type}/{seed}/{fmt}", "record_type": record_type, "format": fmt, "text": draft.text,
            "attributes": [{"key": k, "value": values[k], "spans": v} for k, v in draft.plan.spans.items()]}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return [_row(rt, seed, fmt) for rt, fmt in _CASES for seed in _SEEDS]


def test_no_staff_member_named_with_contact_in_brackets(rows):
    q = load_benchmark("quality_privasis")
    examples: dict[str, list[str]] = {"staff_paren": []}
    assert q.staff_paren_records(rows, examples) == 0, examples["staff_paren"][:5]


def test_the_colleague_contact_stands_on_a_line_of_its_own(rows):
    """Wherever the colleague's e-mail or extension is told, it is on a labelled contact line that names them; since
    s27-contact, a letter, e-mail, statement, bill, memo or agreement names them in a sentence of its own instead
    (reader17 classes F and R1), never inside brackets."""
    told = 0
    for r in rows:
        attrs = {a["key"]: a for a in r["attributes"]}
        for key in ("colleague_email", "colleague_extension"):
            for start, _ in attrs.get(key, {}).get("spans", ())[:1]:  # (where it is first given)
                line = r["text"][r["text"].rfind("\n", 0, start) + 1:].split("\n", 1)[0]
                if r["format"] in R._HANDLER_IN_TEXT:
                    assert not re.match(r"[A-Z][\w ]+: ", line) and line.rstrip().endswith("."), (r["id"], line)
                    told += 1
                    continue
                assert re.match(r"(?:Your contact|Your contact for this|Direct contact|Handled by|Staff contact"
                                r"|Contact for this file): [A-Z]", line), (r["id"], line)
                told += 1
    assert told >= len(rows) // 4  # (the attributes are kept, not dropped with the brackets)


def test_contact_preference_not_inside_other_matters(rows):
    q = load_benchmark("quality_privasis")
    examples: dict[str, list[str]] = {"misplaced_wish": []}
    assert q.misplaced_wish_records(rows, examples) == 0, examples["misplaced_wish"][:5]


def test_closing_does_not_pile_up_contact_facts(rows):
    q = load_benchmark("quality_privasis")
    examples: dict[str, list[str]] = {"crowded_closing": []}
    assert q.crowded_closing_records(rows, examples) == 0, examples["crowded_closing"][:5]


def test_the_counts_find_what_the_reader_found():
    """The three counts flag the reader's own examples (reader11 classes 2 and 3)."""
    q = load_benchmark("quality_privasis")
    paren = {"id": "a", "record_type": "x", "format": "letter", "attributes": [],
             "text": "Dear Ms. Lee,\n\nStaff member Cindy Thomas (c.thomas@archer.example.org, ext. 717) served you "
                     "on the day.\n\nSincerely,\n\nAnn Cole\n"}
    assert q.staff_paren_records([paren], {"staff_paren": []}) == 1
    head = dict(paren, text="Your contact: Cindy Thomas, c.thomas@archer.example.org, ext. 717\n")
    assert q.staff_paren_records([head], {"staff_paren": []}) == 0
    text = ("AGREEMENT\n\n1. Payment\nThe Guest paid $300. The Guest is best reached by phone before noon.\n\n"
            "2. General\nNotices go to the addresses above.\n")
    start = text.index("phone before noon")
    wish = {"id": "b", "record_type": "x", "format": "agreement", "text": text,
            "attributes": [{"key": "rec_contact_preference", "value": "phone before noon",
                            "spans": [{"start": start, "end": start + 17}]}]}
    assert q.misplaced_wish_records([wish], {"misplaced_wish": []}) == 1
    text = ("Dear Ms. Dalton,\n\nWe reviewed your booking.\n\nOur team will be in touch by phone on any weekday. A "
            "duplicate was also sent to susan_dalton30@example.net. Our staff may call you at 202-555-0172. To talk "
            "it through with us, phone us on 938-555-0158.\n\nSincerely,\n\nAnn Cole\n")
    crowded = {"id": "c", "record_type": "x", "format": "letter", "text": text, "attributes": []}
    assert q.crowded_closing_records([crowded], {"crowded_closing": []}) == 1
