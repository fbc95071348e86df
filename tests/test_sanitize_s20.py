"""s20-san: a removed work e-mail that its owner's name and its organisation give back, contacts an office group
does not hold, amounts a product gives back (count x price, rate x base), and stand-ins whose modifier says the
word before them again."""

from __future__ import annotations

import random
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.pipeline import build_sanitization
from privasis_hub.sanitize.rewrite import _without_echoed_word
from privasis_hub.sanitize.sums import blur_sums, computing_figures
from privasis_hub.sanitize.targets import covered_contacts, email_owners, expand
from privasis_hub.synth.pipeline import build_privasis
from tests.benchmark_modules import load_benchmark


def _bench():
    return load_benchmark("quality_sanitization")


def _attr(key, value):
    return {"key": key, "value": value, "group": "g", "sensitivity": 0.5, "spans": [{"start": 0, "end": 1}]}


def _rows(folder: Path) -> list[dict]:
    return [r for f in sorted(folder.glob("data/*.parquet")) for r in pq.read_table(f).to_pylist()]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("s20san")
    build_privasis(60, 20, root / "p", split=None, progress=False)
    build_sanitization(root / "p", root / "s", split=None, progress=False)
    return {r["id"]: r for r in _rows(root / "p")}, _rows(root / "s")


# --- a work e-mail: name@organisation-domain ------------------------------------------------------------------


_LETTER = ("Tucson Clay Studio\n\nDear Ms. Reyes,\n\nYour instructor Barbara Pope (b.pope@tucsonclay.example.org, "
           "ext. 241) will reply. Ms. Pope is in on Mondays.\n")
_ATTRS = [_attr("organization", "Tucson Clay Studio"), _attr("colleague_name", "Barbara Pope"),
          _attr("colleague_email", "b.pope@tucsonclay.example.org"), _attr("full_name", "Ana Reyes"),
          _attr("email", "ana.reyes@example.com")]


def test_a_work_e_mail_takes_its_owners_name_when_its_organisation_stays():
    assert [b["value"] for b in email_owners("colleague_email", "b.pope@tucsonclay.example.org", _ATTRS, _LETTER)] == [
        "Barbara Pope"]
    target = SanitizationTarget("attribute", "colleague_email",
                                (TargetAttribute("colleague_email", "b.pope@tucsonclay.example.org"),), "drop")
    full = expand(target, _ATTRS, text=_LETTER)
    assert {a.value for a in full.attributes} >= {"Barbara Pope", "Pope"}
    assert "colleague_name" in dict(full.context)["linked"].split()
    # a personal address, or a domain that names no organisation of the text, gives nothing back
    assert email_owners("email", "ana.reyes@example.com", _ATTRS, _LETTER) == []
    assert email_owners("colleague_email", "b.pope@tucsonclay.example.org", _ATTRS, _LETTER.replace(
        "Tucson Clay Studio", "The studio")) == []


def test_no_vanilla_row_of_a_build_leaves_a_removed_work_e_mail_to_be_rebuilt(built):
    records, rows = built
    assert rows
    for row in rows:
        if row["difficulty"] == "vanilla":
            assert _bench().emails_rebuilt(row, records[row["record_id"]]) == [], row["id"]


def test_the_probe_counts_a_work_e_mail_its_owner_and_organisation_give_back():
    row = {"difficulty": "vanilla", "original": _LETTER, "sanitized": _LETTER.replace(
        " (b.pope@tucsonclay.example.org, ext. 241)", ""), "targets": [
        {"keys": ["colleague_email"], "values": ["b.pope@tucsonclay.example.org"], "operation": "drop"}]}
    record = {"attributes": _ATTRS}
    assert _bench().emails_rebuilt(row, record) == ["b.pope@tucsonclay.example.org <- Barbara Pope"]
    row["sanitized"] = row["sanitized"].replace("Barbara Pope", "a ceramics instructor").replace("Ms. Pope", "She")
    assert _bench().emails_rebuilt(row, record) == []


# --- whose contacts a group covers --------------------------------------------------------------------------


def test_an_office_group_does_not_cover_the_subjects_e_mail_nor_the_subjects_group_a_colleagues():
    office = SanitizationTarget("group", "issuing organisation", (
        TargetAttribute("issuer_phone", "425-555-0189"), TargetAttribute("colleague_email", "r.adams@nelson.example.org"),
        TargetAttribute("signer_name", "Roger Sanchez")), "drop")
    attrs = [_attr("email", "krivera@example.net"), _attr("colleague_email", "r.adams@nelson.example.org"),
             _attr("phone", "(617) 555-0141")]
    assert covered_contacts(office, attrs) == []
    identity = SanitizationTarget("group", "identity", (TargetAttribute("full_name", "Kim Rivera"),
                                                        TargetAttribute("phone", "(617) 555-0141")), "drop")
    attrs.append(_attr("recovery_email", "kim.r@inbox.example.net"))
    assert covered_contacts(identity, attrs) == []  # no e-mail in the group: its phone reaches only phones
    identity = SanitizationTarget("group", "identity", identity.attributes + (
        TargetAttribute("email", "krivera@example.net"),), "drop")
    assert covered_contacts(identity, attrs) == [("recovery_email", "kim.r@inbox.example.net")]


# --- products ----------------------------------------------------------------------------------------------


def test_a_count_times_a_price_or_a_rate_of_a_base_gives_a_blurred_amount_back_and_is_blurred_with_it():
    rng = random.Random(20)
    bench = _bench()
    for _ in range(60):
        count, price = rng.randint(2, 60), rng.randint(1000, 60000)
        total = count * price
        money = lambda cents: f"${cents // 100:,}.{cents % 100:02d}"  # noqa: E731
        line = f"| May 7, 2025 | Bought {count} shares, Total Stock Market Index Fund, at {money(price)} | REMOVED |\n"
        row = {"sanitized": line, "targets": [{"values": [money(total)]}]}
        assert computing_figures(line, money(total)) == [money(price)]
        assert bench.products_give_back(row)
        out = blur_sums(line, [money(total)])
        assert money(price) not in out and " at $" in out and "at between" not in out
        assert not bench.products_give_back({**row, "sanitized": out})
        # the price removed: the total divided by the count gives it back, so the total goes to a range
        kept_total = line.replace(money(price), "a price").replace("REMOVED", money(total))
        assert computing_figures(kept_total, money(price)) == [money(total)]
        assert money(total) not in blur_sums(kept_total, [money(price)])
    stub = "| Gross pay | $2,539.68 |\n| Social Security (6.2%) | -$100 to -$200 |\n"
    assert computing_figures(stub, "$157.46") == ["$2,539.68"]
    assert "$2,539.68" not in blur_sums(stub, ["$157.46"])
    assert blur_sums(stub, ["$157.46"], keep=["$2,539.68"]) == stub
    assert computing_figures(stub, "$158.46") == []  # a rate of no figure


# --- a stand-in that says the word before it again ----------------------------------------------------------


@pytest.mark.parametrize(("sentence", "standin", "said"), [
    ("She took the course with X that term.", "a course instructor", "an instructor"),
    ("As a rule, she works X.", "a regular work schedule", "a regular schedule"),
    ("His payments are billed to X.", "the payment card", "the card"),
    ("The benefits package includes X.", "a standard benefits package", "a standard package"),
    ("Staff have logged your payment under X.", "a payment confirmation", "a confirmation"),
    ("He lives at X.", "a home address", "a home address"),
    ("She takes X daily.", "a cardiovascular medication", "a cardiovascular medication"),
])
def test_a_stand_in_drops_a_modifier_the_sentence_just_said(sentence, standin, said):
    assert _without_echoed_word(sentence, sentence.index("X"), standin) == said
    bench = _bench()
    echoed = sentence.replace("X", standin)
    assert bool(bench.word_echoes(sentence, echoed)) == (said != standin)
    assert bench.word_echoes(sentence, sentence.replace("X", said)) == []


def test_no_row_of_a_build_has_a_stand_in_echo_or_a_product_that_gives_an_amount_back(built):
    _, rows = built
    bench = _bench()
    for row in rows:
        assert bench.word_echoes(row["original"], row["sanitized"]) == [], row["id"]
        assert bench.products_give_back(row) == [], row["id"]


# --- a debit dropped from a ledger's table -----------------------------------------------------------------


def test_a_dropped_debit_leaves_its_cell_empty_and_its_row_whole():
    from privasis_hub.sanitize.rules import rewrite

    rng = random.Random(7)
    for _ in range(20):
        price, count = rng.randint(1000, 50000), rng.randint(2, 40)
        total = f"${price * count // 100:,}.{price * count % 100:02d}"
        fee = f"${rng.randint(100, 99999) // 100:,}.{rng.randint(0, 99):02d}"
        table = ("| Date | Description | Amount |\n|---|---|---|\n"
                 f"| 04/13/2024 | Bought {count} shares, Bond Fund, at ${price // 100}.{price % 100:02d} | -{total} |\n"
                 f"| 06/30/2024 | Advisory fee for the quarter | -{fee} |\n")
        out = rewrite(table, [("entry_02_amount", total), ("entry_06_amount", fee)], "drop")
        assert out.count("| — |") == 2 and total not in out and fee not in out
        assert _bench().writer_edit_problems({"original": table, "sanitized": out, "targets": [],
                                              "retention": []})["table_row_cut"] == []
    cut = table.replace(f"| -{fee} |", "| -an amount |")
    assert _bench().writer_edit_problems({"original": table, "sanitized": cut, "targets": [], "retention": []})[
        "table_row_cut"]


def test_an_age_band_takes_the_subjects_own_pronoun_not_their():
    """reader12 U1: "Ms. O'Neal is in their twenties. She has ...", "which makes her in their eighties"."""
    import re as _re

    from privasis_hub.sanitize.grammar import fit

    for text, pronoun, want in (("Ms. O'Neal is 24. She has two jobs.", "her", "Ms. O'Neal is in her twenties."),
                                ("Mr. Lee is now 44. He drives.", "his", "Mr. Lee is now in his forties."),
                                ("Records show 84, which makes her 84 now.", "her", "makes her in her eighties now")):
        m = list(_re.finditer(r"\d\d(?=[.\s])", text))[-1]
        a, b, new = fit(text, m.start(), m.end(), "in their " + {"2": "twenties", "4": "forties", "8": "eighties"}[
            m.group()[0]], "age", 0, len(text), "age", pronoun)
        assert want in text[:a] + new + text[b:], text[:a] + new + text[b:]
