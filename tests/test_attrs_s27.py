"""Thin record types tell facts their documents carry (issue 19, mean attributes >= 30; s27-attrs): a notarised
instrument's notary block ends with the commission's expiry, after the signing and nowhere else; a settlement and
a small claim tell the incident date and the work lost; a photo contest's entry form asks when and with what the
picture was taken, a letter back does not tell it."""

import asyncio
import datetime as dt
import re

import pytest

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import _record_types_by_name
from privasis_hub.synth.offline import OfflineRecords
from tests.test_record_fit import _person

SEEDS = range(4100, 4108)


def _draft(rt_name: str, seed: int, fmt: str | None = None):
    rt = _record_types_by_name()[rt_name]
    spec = RecordSpec(profile=_person(seed), category=rt.category, subcategory=rt.subcategory, record_type=rt_name,
                      format=fmt or rt.formats[0], background="", document_date="2025-06-02")
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def _keys(d) -> set[str]:
    return {f.key for f in d.plan.plan.fields}


def _day(value: str) -> dt.date:
    for style in ("%B %d, %Y", "%m/%d/%Y", "%Y-%m-%d", "%d %B %Y", "%b %d, %Y", "%b. %d, %Y"):
        try:
            return dt.datetime.strptime(value, style).date()
        except ValueError:
            pass
    raise AssertionError(value)


@pytest.mark.parametrize("rt", ["durable financial power of attorney", "last will and testament",
                                "revocable living trust", "settlement and release agreement",
                                "divorce settlement agreement"])
def test_a_notary_block_ends_with_the_commission_expiry(rt):
    told = 0
    for seed in SEEDS:
        d = _draft(rt, seed)
        values = d.plan.plan.values
        if "notary_commission_expires" not in _keys(d):
            assert "commission expires" not in d.text and "notary's commission" not in d.text, d.text
            continue
        told += 1
        expiry = values["notary_commission_expires"]
        # told once, on the line under the notary's signature, never as an article's sentence
        lines = d.text.splitlines()
        at = [i for i, line in enumerate(lines) if line == f"My commission expires: {expiry}"]
        assert len(at) == 1 and lines[at[0] - 1] == f"{values['notary_name']}, Notary Public", d.text
        assert d.text.count(expiry) == 1 and "notary's commission" not in d.text, d.text
        assert _day(expiry) > dt.date(2025, 6, 2), expiry  # a commission still running on the day it acknowledges
    assert told >= len(SEEDS) // 2, (rt, told)


@pytest.mark.parametrize("rt", ["settlement and release agreement", "small claims complaint"])
def test_a_claim_tells_the_work_lost_to_the_injury(rt):
    for seed in SEEDS:
        d = _draft(rt, seed)
        assert "pi_lost_work" in _keys(d), d.text
        assert d.plan.plan.values["pi_lost_work"] in d.text
        assert not re.search(r"Time lost from work|Lost work time", d.text), d.text  # ("... adds up to ... off work")


def test_a_photo_entry_form_asks_when_and_with_what_the_picture_was_taken():
    rt = "photography contest entry form"
    for seed in SEEDS:
        form = _draft(rt, seed, "form")
        assert {"photo_taken_date", "photo_camera"} <= _keys(form), form.text
        taken = _day(form.plan.plan.values["photo_taken_date"])
        assert dt.date(2024, 6, 2) <= taken < dt.date(2025, 6, 2), taken  # within the year before the entry
        letter = _draft(rt, seed, "letter")  # the club's letter back does not tell the entrant their own camera
        assert not {"photo_taken_date", "photo_camera"} & _keys(letter), letter.text
