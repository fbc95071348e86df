"""The s19m reader's sanitization classes (issue 19): each test fails before its fix."""

from __future__ import annotations

import asyncio
import random

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.find import parse_date
from privasis_hub.sanitize.instruct import same_town_note
from privasis_hub.sanitize.offline import OfflineSanitizer
from privasis_hub.sanitize.pipeline import _apply_target
from privasis_hub.sanitize.targets import expand
from privasis_hub.synth.catalog import REFERENCE_DATE


def _attr(key: str, value: str, text: str) -> dict:
    at = text.index(value)
    return {"key": key, "value": value, "group": "g", "sensitivity": 0.5,
            "spans": [{"start": at, "end": at + len(value)}]}


def _instruction(text, target, attrs, named=frozenset(), office=None):
    full = expand(target, attrs, office=office)
    _, instruction, _ = asyncio.run(_apply_target(OfflineSanitizer(), text, target, full, [],
                                                  [a["value"] for a in attrs], 512, 1, False, (), named))
    return instruction


# --- class 4: the instruction names only linked facts that are in the record and not already targets ------------

_OFFICE_TEXT = ("Bray Adult Learning Center\n9283 Justin Vista, Floor 10\nTel. (619) 555-0151\n\nDear Ann,\nThanks.\n"
                "M. Watkins\nm.watkins@brayadult.example.org")


def _office_attrs():
    return [_attr("institution_name", "Bray Adult Learning Center", _OFFICE_TEXT),
            _attr("issuer_address", "9283 Justin Vista, Floor 10", _OFFICE_TEXT),
            _attr("issuer_phone", "(619) 555-0151", _OFFICE_TEXT),
            _attr("signer_email", "m.watkins@brayadult.example.org", _OFFICE_TEXT)]


def test_a_linked_fact_another_target_names_is_not_asked_for_again():
    office = "Bray Adult Learning Center"
    target = SanitizationTarget("attribute", "institution_name", (TargetAttribute("institution_name", office),), "drop")
    alone = _instruction(_OFFICE_TEXT, target, _office_attrs(), office=office)
    assert "issuer address" in alone and "issuer phone" in alone  # nothing else names them: the request says so
    named = _instruction(_OFFICE_TEXT, target, _office_attrs(), frozenset({"issuer_address", "issuer_phone"}), office)
    assert "issuer address" not in named and "issuer phone" not in named  # another target already asks for them
    assert "signer e-mail" in named
    assert "give it away, so remove" not in alone + named  # the s19m reader's muddled wording is gone


def test_a_linked_fact_no_longer_in_the_text_is_not_named():
    office = "Bray Adult Learning Center"
    text = _OFFICE_TEXT.replace("Tel. (619) 555-0151\n", "")  # an earlier target took the phone line out
    attrs = [a for a in _office_attrs() if a["key"] != "issuer_phone"]
    attrs.append({"key": "issuer_phone", "value": "(619) 555-0151", "group": "g", "sensitivity": 0.5, "spans": []})
    target = SanitizationTarget("attribute", "institution_name", (TargetAttribute("institution_name", office),), "drop")
    out = _instruction(text, target, attrs, office=office)
    assert "issuer phone" not in out and "issuer address" in out


def test_the_stated_age_is_named_only_when_the_record_states_one():
    text = "Client: Jo Lee\nDate of birth: March 3, 1980\nShe lives in Bray."
    attrs = [_attr("date_of_birth", "March 3, 1980", text)]
    target = SanitizationTarget("attribute", "date_of_birth", (TargetAttribute("date_of_birth", "March 3, 1980"),),
                                "drop")
    out = _instruction(text, target, attrs)
    assert "age" not in out.lower().replace("page", "")  # no age and no birth year outside the date itself
    born = parse_date("March 3, 1980")
    age = REFERENCE_DATE.year - born.year - ((REFERENCE_DATE.month, REFERENCE_DATE.day) < (3, 3))
    aged = text + f" She is {age} years old."
    out = _instruction(aged, target, [_attr("date_of_birth", "March 3, 1980", aged)])
    assert "age" in out.lower()


def test_the_same_town_note_says_what_changes_where():
    notes = {same_town_note(random.Random(i), what="postal code") for i in range(12)}
    assert all("postal code" in n and "same way there" not in n for n in notes)
    assert len(notes) >= 2  # varied wordings (frame reuse)
