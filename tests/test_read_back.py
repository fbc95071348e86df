"""A letter does not recite the reader's own facts back to them as theirs ("You let us know that your ticket is
logged at P3", "Your papers show that ...", "For you to check, we hold ...": reader10 class 2), and a record is signed
by a role that issues its type (a buyer's agent, not a Listing Agent, on a buyer representation agreement; no
"principal" copied at a university: reader10 class 5)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from privasis_hub.synth.catalog import categories

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import quality_privasis as q  # noqa: E402

N = 300


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    return privasis_rows(N, 7272, shard_size=100)


def test_no_letter_recites_the_readers_facts_back_as_theirs(rows):
    examples: dict[str, list[str]] = {"read_back": []}
    assert q.read_back_records(rows, examples) == 0, examples["read_back"][:3]


def test_no_record_is_signed_by_a_role_that_does_not_issue_it(rows):
    examples: dict[str, list[str]] = {"wrong_signer": []}
    assert q.wrong_signer_records(rows, examples) == 0, examples["wrong_signer"][:3]


def test_an_office_fact_is_told_as_the_offices_not_as_what_we_understand():
    from privasis_hub.synth.render import _OFFICE_FACT, _PREMISED

    assert _OFFICE_FACT.match("your ticket is logged at P3 - normal")
    assert _OFFICE_FACT.match("your portal login is client78371")
    assert not _OFFICE_FACT.match("you serve as welcome committee chair")
    # the person's own facts: the premise of what the office does, neither read back nor hedged (reader11 class 4)
    said = " ".join(t for ts in _PREMISED.values() for t in ts)
    assert not re.search(r"You (?:also )?(?:told us|let us know)|papers show|We are also aware|[Uu]nderstand|We "
                         r"(?:also )?note", said)


@pytest.mark.parametrize(("category", "record_type", "wrong"), [
    ("professional services", "buyer representation agreement", "Listing Agent"),
    ("government", "traffic citation", "Office Supervisor"),
    ("government", "federal income tax return summary", "Office Supervisor"),
    ("medical", "health plan explanation of benefits", "Practice Manager"),
    ("legal", "revocable living trust", "Case Manager"),
    ("legal", "plea agreement", "Case Manager"),
])
def test_the_record_types_own_issuer_signs_it(category, record_type, wrong):
    cat = categories()[category]
    sub = next(s for s, types in cat.subcategories.items() if record_type in types)
    assert wrong not in cat.signers_for(sub, record_type)
