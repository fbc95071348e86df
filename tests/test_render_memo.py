"""A record's renders share work (render._RecordMemo): what they write is what a render without it writes."""

import random

import pytest

from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import FORMATS, FieldSpec


def _plan(fmt: str) -> R.Plan:
    fields = [
        FieldSpec(f"k{i}", f"Label {i}", ("identity", "health", "contact and location")[i % 3], 0.5,
                  lambda ctx: "", (f"Detail {i} is {{k{i}}}.", f"{{first_name}} noted {{k{i}}}.",
                                   f"Her record gives {{k{i}}}."))
        for i in range(12)
    ] + [FieldSpec("full_name", "Name", "identity", 0.9, lambda ctx: "", ("This is {full_name}.",)),
         FieldSpec("email", "Email", "contact and location", 0.9, lambda ctx: "", ("Mail {email}.",)),
         # a wording that opens with its value (another is chosen when the value starts in lower case) and one
         # that names its kind of document (the record type's own kind is named)
         FieldSpec("opens", "Opens", "health", 0.5, lambda ctx: "", ("{opens} was noted.", "The note gives {opens}.")),
         FieldSpec("kind", "Kind", "health", 0.5, lambda ctx: "", ("This statement lists {kind}.",))]
    values = {f.key: f"Value-{f.key}" for f in fields} | {"first_name": "Ada", "last_name": "Quill",
                                                          "full_name": "Ada Quill"}
    told = fields[:8] + fields[-2:]
    return R.Plan(category="medical", subcategory="primary care", record_type="referral letter",
                  background="Background for {first_name}.", format=fmt, fields=told, values=values,
                  sentence_choice={f.key: 1 for f in fields} | {"opens": 0, "kind": 0}, filler=[],
                  target_words=250, layout_seed=7, organisation="Quill Clinic", record_date="May 2, 2025",
                  unused_fields=[f for f in fields if f not in told], join_seed=11)


def _without_memo(plan: R.Plan, monkeypatch) -> tuple[str, dict]:
    with monkeypatch.context() as m:
        m.setattr(R._RecordMemo, "active", classmethod(lambda cls, plan: None))
        return R.render(plan)


@pytest.mark.parametrize("fmt", FORMATS)
def test_revisions_render_as_without_the_memo(fmt, monkeypatch):
    plan, rng = _plan(fmt), random.Random(5)
    for _ in range(4):  # a draft and its revisions, each rendered after the one before (the memo warm)
        assert R.render(plan) == _without_memo(plan, monkeypatch)
        plan = plan.revised(rng)


@pytest.mark.parametrize("fmt", ["letter", "email thread"])
def test_a_plan_edited_in_place_is_not_rendered_from_stale_work(fmt, monkeypatch):
    plan = _plan(fmt)
    assert "Value-opens was noted" in R.render(plan)[0]
    plan.values["opens"] = "a lower-case value"  # the same values dict, changed: the memo must not answer for it
    assert R.render(plan) == _without_memo(plan, monkeypatch)
    assert "note gives a lower-case value" in R.render(plan)[0]
    plan.record_type = "pay stub"  # a fixed part changed in place
    assert R.render(plan) == _without_memo(plan, monkeypatch)
    assert "this pay stub lists" in R.render(plan)[0].lower()


def test_memo_is_only_used_while_its_plan_renders():
    plan = _plan("letter")
    R.render(plan)
    assert R._RecordMemo.active(plan) is None and not R._RecordMemo._current
    f = plan.fields[0]
    plan.sentence_choice[f.key] = 2
    assert R._template(plan, f) == "Her record gives {k0}."  # outside a render: worked out afresh


def test_build_rows_are_the_same_without_the_memo(monkeypatch):
    from privasis_hub.synth.pipeline import build_privasis

    with_memo = build_privasis(6, 3, workers=1, split=None)["train"]["text"]
    monkeypatch.setattr(R._RecordMemo, "active", classmethod(lambda cls, plan: None))
    assert build_privasis(6, 3, workers=1, split=None)["train"]["text"] == with_memo
