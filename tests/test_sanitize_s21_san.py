"""reader12's sanitization classes (issue 19, s21-san): an abstract edit and its request agree (U0), and a
generalisation keeps the fact's kind (U5)."""

from __future__ import annotations

import asyncio
import random

import pytest

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.instruct import offline_abstract_instruction
from privasis_hub.sanitize.offline import OfflineSanitizer
from privasis_hub.sanitize.pipeline import _apply_target, left_out
from privasis_hub.sanitize.rules import value_kind
from privasis_hub.sanitize.targets import expand

_STREETS = ["4511 Market Ave", "77 N Juniper St", "2363 6th Blvd", "9283 Justin Vista, Floor 10", "12 Oak Ct"]
_TOWNS = ["Lamar, SC 29069", "Mission Hill, SD 57046", "Richford, VT 05476", "Tignall, GA 30668", "Duluth, MN 55802"]


def _attr(key: str, value: str, text: str) -> dict:
    at = text.index(value)
    return {"key": key, "value": value, "group": "g", "sensitivity": 0.5,
            "spans": [{"start": at, "end": at + len(value)}]}


def _phone(rng: random.Random) -> str:
    return f"{rng.randint(201, 989)}-555-{rng.randint(100, 199):04d}"


def _letter(rng: random.Random) -> tuple[str, str, str]:
    street, town, phone = rng.choice(_STREETS), rng.choice(_TOWNS), _phone(rng)
    text = (f"Harbor Community Club\n{street}\n{town}\nTel. {phone}\n\nDear member,\n\nYour renewal is in hand and "
            f"your card will follow by post.\n\nKind regards,\nThe Club Secretary\n")
    return text, street, phone


@pytest.mark.parametrize("seed", range(12))
def test_a_phone_line_the_edit_deletes_is_asked_to_go(seed):
    """'Tel. {X}' goes as a line, so the request says to leave the number out, never 'Generalize ... to a generic
    mention of a phone number' (reader12 U0, T4)."""
    text, _, phone = _letter(random.Random(seed))
    target = SanitizationTarget("single", "issuer_phone", (TargetAttribute("issuer_phone", phone),), "abstract")
    attrs = [_attr("issuer_phone", phone, text)]
    out, instruction, _ = asyncio.run(_apply_target(OfflineSanitizer(), text, target, expand(target, attrs), [],
                                                    [phone], 512, seed, False))
    assert phone not in out
    if not any(line.startswith("Tel") for line in out.splitlines()):
        assert "generic mention" not in instruction and "Generalize" not in instruction, instruction


@pytest.mark.parametrize("seed", range(12))
def test_left_out_names_deleted_lines_but_not_a_street_said_as_its_town(seed):
    text, street, phone = _letter(random.Random(seed))
    after = "\n".join(line for line in text.splitlines() if street not in line and phone not in line) + "\n"
    attributes = [TargetAttribute("street_address", street), TargetAttribute("phone", phone)]
    assert left_out(text, after, attributes) == {"phone"}  # the town line stays: the street is said as its town
    assert left_out(text, text, attributes) == set()


def test_a_group_names_the_parts_it_leaves_out_once():
    attributes = (TargetAttribute("city", "Mission Hill"), TargetAttribute("phone", "(605) 555-0177"),
                  TargetAttribute("email", "amy.roman@example.net"))
    target = SanitizationTarget("group", "contact_and_location", attributes, "abstract",
                                context=(("left_out", "email phone"),))
    kinds = [value_kind(a.key, a.value) for a in attributes]
    text = offline_abstract_instruction(target, kinds)
    assert "generic mention" not in text  # the phone and e-mail are not asked to be generalised
    assert "the city" in text and "phone number" in text and "e-mail address" in text
    assert text.count("phone number") == 1


@pytest.mark.parametrize(("key", "value", "wrong"), [
    ("adjusting_entry", "recording the loan payment split between principal and interest", "original piece"),
    ("closing_entry", "reversing the December accrual", "original piece"),
    ("food_signup", "the cake from the bakery", "meal"),
    ("potluck_dish", "a tray of lemon bars", "meal"),
])
def test_a_generalisation_keeps_the_kind_of_fact(key, value, wrong):
    assert wrong not in abstract_value(key, value, {})


@pytest.mark.parametrize("role", ["academic advisor", "attorney", "caseworker", "claims adjuster"])
def test_a_name_said_as_its_role_is_not_followed_by_the_role_again(role):
    from privasis_hub.sanitize.rewrite import rewrite

    for seed in range(6):
        rng = random.Random(seed)
        name = rng.choice(["Charles White", "Marco Clark", "Dana Ortiz", "Lee Park"])
        text = f"Dear member,\n\nYour contact for this: {name}, {role}, ext. {rng.randint(100, 999)}\n\nThanks.\n"
        out = rewrite(text, [("colleague_name", name)], "abstract", context={"role": role})
        assert name not in out
        assert f"{role}, {role}" not in out.lower(), out


def test_role_said_twice_collapses_only_new_doubles():
    from privasis_hub.sanitize.rewrite import _ROLE_SAID_TWICE

    def fix(text, out):
        return _ROLE_SAID_TWICE.sub(lambda m: m.group() if m.group() in text else f"{m.group(1)} {m.group(2)}", out)

    assert fix("x", "Your contact for this: An academic advisor, academic advisor, ext. 522") == (
        "Your contact for this: An academic advisor, ext. 522")
    assert fix("x", "Contact for this file: An attorney, attorney, ext. 486") == "Contact for this file: An attorney, ext. 486"
    kept = "the chair, the chair, said so"
    assert fix(kept, kept) == kept
