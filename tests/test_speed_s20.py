"""Speed-only changes of s20 (issue 19: the offline build at >= 400 records/s): each answers as the code it replaced.

- ``FieldSpec.__eq__`` (identity, then the key, then every field) is the dataclass's field-by-field equality, and
  equal fields still hash alike;
- ``ProfileRules.occupations_for`` / ``life_events_for`` remember their answers per rule set: the same tuples as
  the direct filters, for every age and marital status;
- ``render._closed`` looks only at the status keys of the record's fields: the same answer as the scan of every
  field, over the plans of many records and their revisions.
"""

import asyncio
import dataclasses
import itertools
import random

import numpy as np
import pytest

from privasis_hub.synth.catalog import categories, profile_fields
from privasis_hub.synth.profile import LIFE_EVENTS, MARITAL_STATUSES, OCCUPATIONS, profile_rules


def _parts(f):
    return tuple(getattr(f, a.name) for a in dataclasses.fields(f))


def _all_fields():
    return list(profile_fields()) + [f for c in categories().values() for f in c.fields]


def test_fieldspec_equality_is_the_dataclass_equality():
    specs = _all_fields()
    rng = random.Random(7)
    picks = rng.sample(specs, 200)
    # copies (equal, not the same object) and copies that differ in one later field only (same key)
    others = [dataclasses.replace(f) for f in picks[:50]]
    others += [dataclasses.replace(f, label=f.label + " x") for f in picks[50:100]]
    others += [
        dataclasses.replace(f, sentences=f.sentences[1:]) for f in picks[100:150] if len(f.sentences) > 1
    ]
    others += [dataclasses.replace(f, office_only=not f.office_only) for f in picks[150:]]
    pool = picks + others
    for a, b in itertools.product(pool, pool):
        assert (a == b) is (_parts(a) == _parts(b))
        assert (a != b) is (_parts(a) != _parts(b))
        if a == b:
            assert hash(a) == hash(b)
    assert picks[0] != "not a field" and picks[0] != None  # noqa: E711 (another type: never equal)
    assert dataclasses.replace(picks[0]) in picks and len({*picks, *others[:50]}) == len(set(picks))


def test_profile_rules_answers_are_the_direct_filters():
    rules = profile_rules()
    for _ in range(2):  # the second pass answers from the memo
        for age in range(0, 111):
            assert rules.occupations_for(age) == tuple(
                o for o in OCCUPATIONS if rules.occupation_min_age.get(o, 18) <= age
            )
            for marital in MARITAL_STATUSES:
                assert rules.life_events_for(age, marital) == tuple(
                    e
                    for e in LIFE_EVENTS
                    if rules.life_event_min_age.get(e, 18) <= age <= rules.life_event_max_age.get(e, 200)
                    and marital in rules.life_event_marital.get(e, (marital,))
                )
    assert rules == dataclasses.replace(rules)  # the memo is no field: equality and copies are as before


def _closed_scan(plan):
    from privasis_hub.synth.render import _CLOSED_STATUS, _OWN_STATUS, MATTER_STATUS_KEYS

    return any(
        (f.key in MATTER_STATUS_KEYS or _OWN_STATUS.match(f.key))
        and _CLOSED_STATUS.search(plan.values.get(f.key, ""))
        for f in plan.fields
    )


@pytest.mark.parametrize("start", [0, 40])
def test_closed_is_the_scan_of_every_field(start):
    from privasis_hub.diversity import PoolVendi
    from privasis_hub.synth.offline import OfflineRecords
    from privasis_hub.synth.pipeline import BuildConfig, grow_record
    from privasis_hub.synth.render import _closed

    backend, cfg = OfflineRecords(), BuildConfig(n=1, seed=3, refine_steps=0)
    seen = {True: 0, False: 0}
    plans = []
    original = backend._draft_from_plan

    def spy(plan):
        plans.append(plan)
        return original(plan)

    backend._draft_from_plan = spy
    for i in range(start, start + 25):
        asyncio.run(grow_record(backend, cfg, i, PoolVendi(np.zeros((0, 64))), lambda t: np.zeros(64), "s20"))
    for plan in plans:
        for p in (plan, plan.revised(random.Random(len(plan.fields)))):
            assert _closed(p) == _closed_scan(p)
            seen[_closed(p)] += 1
    assert seen[False] and len(plans) >= 25, seen
