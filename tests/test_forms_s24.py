"""A form reads as one its office prints and the person fills in (issue 19, s24-forms): no section of one field
(but a fee alone under "Payment"), the person's work only where the form's kind asks it, an office box of at most
two entries under its reference (one of them a number), no stock promise of how many working days it takes, the
person's contact wish in their own words under a form's label, no "Card on file", no enclose line on a form with
nothing to enclose, and no office's voice in the person's own statement."""

from __future__ import annotations

import re

import pytest

from privasis_hub.synth.render import _FORM_OFFICE_VOICE, _asks_work
from tests.test_forms_office_s20 import _FORMS
from tests.test_forms_statements import _draft

_SECTION = re.compile(r"(?m)^Section [A-Z]\. (.+)\n((?:[^\n]+\n)*?)\n")
_BOX = re.compile(r"(?ms)^(?:For office use only|Office use only|Office use)\n(.+)\Z")
_REF = re.compile(r"^(?:Our reference|Reference|Ref\.|File reference|[A-Z][\w ]* number|Application ID): ")
_STATEMENT = re.compile(
    r"(?ms)^(?:In your own words|Explanation|Additional information|Statement|Describe your "
    r"circumstances|Applicant's statement|Details of your request):\n(.+?)\n\n"
)

_DRAFTS: dict[int, list] = {}


def _drafts(seed: int) -> list:
    if seed not in _DRAFTS:
        _DRAFTS[seed] = [
            (rt, _draft(category, rt, fmt, seed * 977 + 31 * n))
            for n, (category, rt, fmt) in enumerate(_FORMS)
        ]
    return _DRAFTS[seed]


@pytest.mark.parametrize("seed", range(3))
def test_no_form_section_holds_one_field_but_a_fee(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        for heading, body in _SECTION.findall(d.text):
            if body.count("\n") == 1 and not re.search(r"\$|^(?:Card|Payment)", body):
                bad.append(f"{rt}: Section {heading} / {body.strip()}")
    assert len(bad) <= len(_FORMS) // 20, bad[:10]


@pytest.mark.parametrize("seed", range(3))
def test_work_is_asked_only_by_the_kinds_that_ask_it(seed: int) -> None:
    bad = [
        rt
        for rt, d in _drafts(seed)
        if re.search(r"(?m)^(?:Occupation|Employer): ", d.text) and not _asks_work(d.plan.plan)
    ]
    assert not bad, bad[:10]


@pytest.mark.parametrize("seed", range(3))
def test_an_office_box_holds_at_most_two_entries_under_its_reference(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        if not (m := _BOX.search(d.text)):
            continue
        lines = [ln for ln in m.group(1).split("\n") if ln and not ln.startswith("Status: ")]
        at = next((i for i, ln in enumerate(lines) if _REF.match(ln)), None)
        after = lines[at + 1 :] if at is not None else []
        if len(after) > 2 or re.search(r"(?m)^(?:Service window|Time logged): ", m.group(1)):
            bad.append(f"{rt}: {' | '.join(after)}")
    assert not bad, bad[:10]


@pytest.mark.parametrize("seed", range(3))
def test_a_form_reads_in_its_own_and_the_persons_words(seed: int) -> None:
    bad = []
    for rt, d in _drafts(seed):
        t = d.text
        if re.search(
            r"in about 15 working days|within 10 working days|holds it up|slows everything down|waits longer",
            t,
        ):
            bad.append(f"{rt}: stock turnaround")
        if (
            re.search(
                r"(?m)^(?:Preferred contact|Best reached by|Communication preference|Preferred contact method)"
                r": .*on file$",
                t,
            )
            or re.search(r"(?mi)^[\w ]*contact instructions: ", t)
            or re.search(r"(?m)^Card on file: ", t)
        ):
            bad.append(f"{rt}: office wording in a box")
        if not re.search(r"(?m)^\[x\] ", t) and re.search(
            r"(?i)copies, not originals|rather than originals|"
            r"copies only of the papers|papers not enclosed",
            t,
        ):
            bad.append(f"{rt}: enclose line with nothing to enclose")
        if (m := _STATEMENT.search(t)) and (v := _FORM_OFFICE_VOICE.search(m.group(1))):
            bad.append(f"{rt}: {v.group(0)!r} in the person's statement")
    assert not bad, bad[:10]


def test_the_office_voice_pattern() -> None:
    for said in (
        "Our reporting looks at misconduct complaints.",
        "We still need the hospital bill.",
        "The roster lists me as striker.",
        "A teammate drove the player to urgent care.",
        "I mentioned asthma when signing up.",
        "The runtime comes to 11 minutes.",
        "My order is for the Members' Photo Salon.",
        "I give New York as the birthplace.",
    ):
        assert _FORM_OFFICE_VOICE.search(said), said
    for said in ("I play in the coed division.", "We agreed to my terms in writing.", "My fee is $40."):
        assert not _FORM_OFFICE_VOICE.search(said), said
