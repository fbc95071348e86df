"""Numbers a statement states agree with its own rows (issue 19, reader11 class 11, s19z-numbers)."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from privasis_hub.synth.ledger import _cents, draw

_CASE = {
    "full_name": "Carol Spencer",
    "account_balance": "$3,792.90",
    "overdraft_fee": "$35.00",
    "monthly_service_fee": "$15.00",
    "average_monthly_balance": "$5,326.52",
    "deposit_amount": "$4,165.00",
    "statement_period": "September 10 to October 9, 2025",
}


def _balances(seed: int) -> tuple[list[tuple[str, int]], int, dict[str, str]] | None:
    values = dict(_CASE)
    ledger = draw("checking account statement", values, set(values), dt.date(2025, 10, 12), "October 12, 2025",
                  random.Random(seed))
    if ledger is None:
        return None
    bal = _cents(values[ledger.opening[1]])
    out = []
    for row in ledger.rows:
        item = values[row.item] if row.item_key else row.item
        out.append((item, bal))  # the balance before the row
        bal += row.sign * _cents(values[row.amount])
    assert bal == _cents(values["account_balance"])
    return out, _cents(values[ledger.opening[1]]), values


@pytest.mark.parametrize("seed", range(40))
def test_overdraft_fee_only_below_zero(seed: int) -> None:
    got = _balances(seed)
    if got is None:
        return
    rows, _, _ = got
    fees = [bal for item, bal in rows if item == "Overdraft fee"]
    assert fees and all(bal < 0 for bal in fees), rows
    # no balance below zero before the first fee
    first = next(i for i, (item, _) in enumerate(rows) if item == "Overdraft fee")
    assert all(bal >= 0 for _, bal in rows[:first - 1]), rows


def test_most_seeds_keep_a_ledger() -> None:
    # a fee needs a free day after the debit that overdrew the account (most ledgers find one)
    assert sum(_balances(s) is not None for s in range(40)) >= 18


@pytest.mark.parametrize("seed", range(40))
def test_average_balance_among_the_balances(seed: int) -> None:
    got = _balances(seed)
    if got is None:
        return
    rows, opening, values = got
    seen = [opening, *(bal for _, bal in rows), _cents(values["account_balance"])]
    assert min(seen) <= _cents(values["average_monthly_balance"]) <= max(seen)


@pytest.mark.parametrize("name", ["week_steps", "week_calories", "week_minutes"])
def test_fitness_week_numbers_are_the_persons_own(name: str) -> None:
    """Two trackers' weeks do not share their steps, calories and minutes (reader11: 28,310 steps twice)."""
    from types import SimpleNamespace

    from privasis_hub.synth.catalog import COMMON_GENERATORS

    got = {COMMON_GENERATORS[name](SimpleNamespace(rng=random.Random(s))) for s in range(60)}
    assert len(got) >= 50
