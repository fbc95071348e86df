"""One case, one story (issue 19, s19n): an office's bookkeeping is not told to the person, two fields that date one
event agree, an opening comes before the period it covers, and people and extras come from the matter."""

import asyncio
import re

from privasis_hub.llm.base import RecordSpec
from privasis_hub.synth.catalog import categories
from privasis_hub.synth.offline import _TO_THE_PERSON, OfflineRecords
from tests.test_record_fit import _person


def _draft(category: str, rt: str, fmt: str, seed: int, document_date: str = "2025-06-02", **person):
    cats = categories()
    spec = RecordSpec(profile=_person(seed, **({"age": 41, "occupation": "staff accountant"} | person)),
                      category=category, subcategory=cats[category].record_types[rt].subcategory, record_type=rt,
                      format=fmt, background="", document_date=document_date)
    return asyncio.run(OfflineRecords().draft(spec, seed=seed))


def _record_types_holding(key: str):
    return [(c.name, rt) for c in categories().values() for rt in c.record_types.values() if key in rt.fields]


#: What an office notes for itself and no writer tells the person in prose (issue 19, reader s19m-a).
_BOOKKEEPING = re.compile(r"\bfile is handled at\b|\bthrough a friend\b|\bfirst brought (?:you|him|her|me) along\b"
                          r"|\bcame to (?:us|our \w+) through\b")


def test_an_office_only_fact_is_not_told_in_what_is_written_to_the_person():
    held = _record_types_holding("referred_by_member")
    assert held
    assert all(f.office_only for c in categories().values() for f in c.fields if f.key == "referred_by_member")
    for category, rt in held:
        for fmt in rt.formats:
            for seed in (1, 2, 3):
                plan = _draft(category, rt.name, fmt, seed).plan.plan
                keys = {f.key for f in plan.fields}
                assert ("referred_by_member" in keys) == (fmt not in _TO_THE_PERSON), (rt.name, fmt)


def test_no_wording_tells_the_offices_bookkeeping_as_prose():
    for cat in categories().values():
        for f in cat.fields:
            if f.office_only:
                continue
            for sentence in f.sentences:
                assert not _BOOKKEEPING.search(sentence), (cat.name, f.key, sentence)


def test_a_government_form_keeps_its_office_in_the_office_box_not_the_persons_statement():
    for category, rt in _record_types_holding("agency_office"):
        if "form" not in rt.formats:
            continue
        for seed in (1, 2):
            text = _draft(category, rt.name, "form", seed).text
            statement = re.search(r"(?s)\n(?:In your own words|Applicant's statement|Explanation|Additional "
                                  r"information|Details of your request|Statement|Describe your circumstances):\n(.*?)"
                                  r"\n\n", text)
            assert not statement or not _BOOKKEEPING.search(statement.group(1)), (rt.name, statement.group(1))
