"""A case's dates, sums and identifiers hold together (issue 19, s29-dates; an independent reader's 11, 6 and 1 of 50):
a form dated the day the office took it in reports no filing after that day; a dead person supplies no papers after
the death; a royalty statement's account was opened before the period it pays for; a refund is part of the tax
withheld; an account ending, an ISBN or a table number drawn from a choice list is each case's own. Counted with
``benchmarks/check_case_order.py`` (its date and sum classes are 0 over a whole build)."""

import asyncio
import re
from collections import Counter

import pytest

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.offline import OfflineRecords, _isbn
from tests.benchmark_modules import load_benchmark
from tests.test_record_fit import _person

SEEDS = range(2900, 2910)
check = load_benchmark("check_case_order")


def _row(category: str, rt: str, seed: int, fmt: str) -> dict:
    """A drafted record as the checker reads a built one."""
    cat = categories()[category]
    person = _person(seed)
    spec = RecordSpec(profile=person, category=category, subcategory=cat.record_types[rt].subcategory,
                      record_type=rt, format=fmt, background="", document_date="2025-03-12")
    d = asyncio.run(OfflineRecords().draft(spec, seed=seed))
    values = d.plan.values if hasattr(d.plan, "values") else d.plan.plan.values
    return {"text": d.text, "format": fmt, "document_date": "2025-03-12", "values": values,
            "profile": {"last_name": person.last_name},
            "attributes": [{"key": k, "value": v} for k, v in values.items() if isinstance(v, str)]}


@pytest.mark.parametrize("rt", ["expungement petition", "workplace discrimination charge", "asylum declaration"])
def test_a_form_reports_no_filing_after_the_day_it_came_in(rt):
    fmt = next(f for f in ("form", "application") if f in categories()["legal"].record_types[rt].formats)
    for seed in SEEDS:
        row = _row("legal", rt, seed, fmt)
        assert check.date_breaks(row) == [], (seed, row["text"][:1500])


def test_the_dead_supply_no_papers_after_their_death():
    for seed in SEEDS:
        row = _row("legal", "probate inventory and appraisal", seed, "report")
        assert not [b for b in check.date_breaks(row) if "dead person" in b], row["text"][:1500]


def test_a_royalty_statement_pays_for_a_period_after_the_account_opened():
    for seed in SEEDS:
        row = _row("media", "author royalty statement", seed, "statement with table")
        assert not [b for b in check.date_breaks(row) if "account opened" in b], row["text"][:1500]


def test_a_refund_is_part_of_the_tax_withheld():
    for seed in SEEDS:
        values = _row("government", "federal income tax return summary", seed, "report")["values"]
        refund, held = check.money(values.get("tax_refund_amount", "")), check.money(values.get("withholding_amount", ""))
        if refund is not None and held is not None:
            assert refund <= held, (refund, held)


def test_identifiers_from_a_choice_list_are_each_cases_own():
    endings, isbns = Counter(), Counter()
    for seed in range(2900, 2940):
        for category, rt, fmt in (("professional services", "client tax organizer questionnaire", "form"),
                                  ("media", "author royalty statement", "statement with table")):
            if fmt not in categories()[category].record_types[rt].formats:
                fmt = categories()[category].record_types[rt].formats[0]
            values = _row(category, rt, seed, fmt)["values"]
            endings.update(set(re.findall(r"ending in (\d{4})", " ".join(values.values()))))
            isbns.update(set(re.findall(r"ISBN (97[89][\d-]+)", " ".join(values.values()))))
    assert endings and max(endings.values()) <= 2, endings.most_common(3)
    assert not isbns or max(isbns.values()) == 1, isbns.most_common(3)


def test_a_drawn_isbn_is_well_formed():
    import random
    for seed in range(50):
        digits = _isbn(random.Random(seed)).replace("-", "")
        assert len(digits) == 13 and digits.startswith("978")
        assert sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(digits)) % 10 == 0


def test_a_build_holds_no_impossible_date_order_or_broken_sum(tmp_path):
    from privasis_hub.cli import main
    out = tmp_path / "p"
    main(["build", "privasis", "--n", "250", "--seed", "29", "--out", str(out), "--quiet"])
    rows = check.load(str(out))
    assert len(rows) == 250
    assert [r["id"] for r in rows if check.date_breaks(r)] == []
    assert [r["id"] for r in rows if check.sum_breaks(r)] == []
