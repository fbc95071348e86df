"""Legal instruments are the instrument, not a staff member's cover letter about it (reader10 class 4: "Re: Your
living trust: next steps ... Case Manager"), and the generator and quality_privasis read one table of roles that never
sign a record type (reader10 class 5), so the two cannot disagree."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from privasis_hub.synth.catalog import categories
from privasis_hub.synth.offline import _fit_signers
from privasis_hub.synth.render import fits_signer, instrument_types, wrong_signer_rules

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import quality_privasis as q  # noqa: E402


@pytest.fixture(scope="module")
def rows(privasis_rows) -> list[dict]:
    return privasis_rows(300, 7272, shard_size=100)


def test_no_instrument_is_written_as_a_cover_letter(rows):
    examples: dict[str, list[str]] = {"instrument_letter": []}
    assert q.instrument_letter_records(rows, examples) == 0, examples["instrument_letter"][:3]
    assert any(r["record_type"] in instrument_types() for r in rows)


def test_the_checker_counts_a_cover_letter_and_an_instrument_in_another_format():
    letter = {"id": "x1", "record_type": "last will and testament", "format": "letter",
              "text": "Dear Ms. Brown,\n\nRe: Your will: next steps\n\nRegards,\n\nIsaac Gray, Case Manager"}
    report = {"id": "x2", "record_type": "durable financial power of attorney", "format": "report", "text": "Summary"}
    other = {"id": "x3", "record_type": "custody stipulation", "format": "letter", "text": "Dear Mr. Lee,\n\nThanks."}
    fine = {"id": "x4", "record_type": "plea agreement", "format": "agreement", "text": "PLEA AGREEMENT\n\nThe State"}
    examples: dict[str, list[str]] = {"instrument_letter": []}
    assert q.instrument_letter_records([letter, report, other, fine], examples) == 3, examples


def test_every_instrument_type_is_written_only_as_the_instrument():
    """The catalogue gives each instrument record type the format of the signed document and no other."""
    table = instrument_types()
    for cat in categories().values():
        for rt in cat.record_types.values():
            if rt.name in table:
                assert rt.formats == ("agreement",), (rt.name, rt.formats)
    assert {c.name for c in categories().values() for rt in c.record_types.values() if rt.name in table} >= {"legal"}


@pytest.mark.parametrize(("record_type", "role"), [
    ("buyer representation agreement", "Listing Agent"),
    ("traffic citation", "Office Supervisor"),
    ("federal income tax return summary", "Office Supervisor"),
    ("health plan explanation of benefits", "Practice Manager"),
    ("last will and testament", "Case Manager"),
    ("answer to an eviction complaint", "Case Manager"),
])
def test_generator_and_checker_share_the_wrong_signer_table(record_type, role):
    assert not fits_signer(record_type, role)
    assert _fit_signers((role, "Attorney at Law"), record_type) == ("Attorney at Law",)
    # the checker reads the same rules: a sign-off by that role on that type is counted
    row = {"id": "x", "record_type": record_type, "format": "letter", "text": f"Regards,\n\nAnn Lee, {role}\n"}
    examples: dict[str, list[str]] = {"wrong_signer": []}
    assert q.wrong_signer_records([row], examples) == 1
    assert wrong_signer_rules()


def test_no_declared_signer_of_a_record_type_is_one_the_table_rules_out():
    """Every role the catalogue declares for a record type (its own, its subcategory's or its issuer's) that the
    generator can draw fits the table, or another declared role does (the generator never falls back to it)."""
    for cat in categories().values():
        for sub, types in cat.subcategories.items():
            for rt in types:
                roles = cat.signers_for(sub, rt)
                if roles:
                    assert _fit_signers(roles, rt), (cat.name, rt, roles)
                    assert all(fits_signer(rt, r) for r in _fit_signers(roles, rt)) or not any(
                        fits_signer(rt, r) for r in roles), (cat.name, rt, roles)


def test_principal_copies_are_judged_by_the_generators_school_subcategories():
    """seed 6868: a K-12 "school disciplinary referral" whose text names a college was counted although the generator
    rightly copies its principal; the checker now asks the same subcategory set the generator does."""
    k12 = {"id": "a", "record_type": "school disciplinary referral", "format": "report",
           "text": "Lincoln College Prep\n\nCopies to: student file, principal\n"}
    uni = {"id": "b", "record_type": "thesis committee progress report", "format": "report",
           "text": "Copies to: registrar, principal\n"}
    examples: dict[str, list[str]] = {"wrong_signer": []}
    assert q.wrong_signer_records([k12], examples) == 0
    assert q.wrong_signer_records([uni], examples) == 1
