"""reader14's sanitization classes (issue 19, s23-san): a subject's role from the record's relation to its issuer (A,
B), no fragment left by a stand-in (C-F), and an e-mail generalised away is asked to go (G)."""

from __future__ import annotations

import asyncio
import random
import re

import pytest

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.drop import subject_party
from privasis_hub.sanitize.grammar import salutation
from privasis_hub.sanitize.offline import OfflineSanitizer
from privasis_hub.sanitize.pipeline import _apply_target, _context, lost_mentions
from privasis_hub.sanitize.targets import expand
from privasis_hub.sanitize.tidy import reader14_leftovers

_MONTHS = ["January", "March", "May", "July", "September", "November"]
_TOWNS = ["Reynolds, GA 31076", "Fords, NJ 08863", "Norris, MT 59745", "Fort Worth, TX 76108", "Duluth, MN 55802"]
_STREETS = ["4511 Market Ave", "77 N Juniper St", "12 Oak Ct"]
_NAMES = [("Gary", "Tyler"), ("Jacob", "Ramos"), ("Amy", "Roman"), ("Keith", "Hill")]


def _attr(key: str, value: str, text: str) -> dict:
    at = text.index(value)
    return {"key": key, "value": value, "group": "g", "sensitivity": 0.5,
            "spans": [{"start": at, "end": at + len(value)}]}


@pytest.mark.parametrize(("record_type", "category", "wrong"), [
    ("HR leave of absence request", "professional services", "client"),
    ("salary adjustment letter", "professional services", "client"),
    ("performance improvement plan", "professional services", "client"),
    ("biweekly pay stub", "financial", "account holder"),
    ("debt collection validation notice", "financial", "account holder"),
    ("debt settlement offer letter", "financial", "account holder"),
    ("health plan explanation of benefits", "medical", "patient"),
])
def test_the_subject_role_follows_the_record_type(record_type, category, wrong):
    """reader14 A/B: "To: A client of Wilkins Manufacturing" for an employee, "An account holder at ..." for a debtor,
    "Dear Patient," on a health plan's EOB."""
    for first, last in _NAMES:
        record = {"record_type": record_type, "category": category, "text": f"Dear {first} {last},\n",
                  "profile": {"first_name": first, "last_name": last}, "attributes": []}
        role = dict(_context(record))["role"]
        assert wrong not in role, (record_type, role)
        party = subject_party(role, "Wilkins Manufacturing")
        assert wrong not in party.lower()
        assert salutation(role) != "Patient"


@pytest.mark.parametrize("seed", range(20))
def test_no_fragment_is_left_where_a_stand_in_was(seed):
    """reader14 C-F over many variants: "Direct line: ext. 772", "Staff contact: A team member", "by mail, Reynolds,
    GA 31076.", "will be September 2024.", "filed under an ID number."; and nothing the original said is touched."""
    rng = random.Random(seed)
    ext, town, street, month = rng.randint(100, 999), rng.choice(_TOWNS), rng.choice(_STREETS), rng.choice(_MONTHS)
    year, day = rng.randint(2023, 2026), rng.randint(1, 28)
    original = (f"Program Specialist\nOffice of Records\nDirect line: 555-555-{rng.randint(1000, 1999)} ext. {ext}\n"
                f"Staff contact: Dana Cole\n\nA paper copy follows by mail, {street}, {town}.\n"
                f"Your first day will be {month} {day}, {year}. Her application is filed under EMP-{seed:05d}.\n"
                f"We wrote in {month} {year}.\n")
    edited = (f"Program Specialist\nOffice of Records\nDirect line: ext. {ext}\nStaff contact: A team member\n\n"
              f"A paper copy follows by mail, {town}.\nYour first day will be {month} {year}. Her application is "
              f"filed under an ID number.\nWe wrote in {month} {year}.\n")
    out = reader14_leftovers(original, edited)
    assert not re.search(r"(?m)^Direct line: ext\.|^Staff contact: An? |by mail, [A-Z]|under an ID number", out), out
    assert f"will be in {month} {year}." in out
    assert f"We wrote in {month} {year}." in out and "Office of Records\n" in out
    assert reader14_leftovers(original, original) == original  # the document's own wording stays


def _contact_letter(rng: random.Random, email: str) -> str:
    first, last = rng.choice(_NAMES)
    way = rng.choice([f"Contact: {email}\n\n", f"Questions can go to {email} until Friday.\n\n",
                      f"Reach me at {email}.\n\n", f"E-mail: {email}\n\n"])
    return (f"Dear {first} {last},\n\nYour renewal is in hand and your card will follow by post.\n\n{way}"
            f"Kind regards,\nThe Club Secretary\n")


@pytest.mark.parametrize("seed", range(16))
def test_an_email_generalised_away_is_asked_to_go(seed):
    """reader14 G: an abstract e-mail target whose edit leaves no mention of e-mail is asked to be left out, never
    "Generalize ... to a generic mention" beside a silent deletion."""
    rng = random.Random(seed)
    email = f"{rng.choice(_NAMES)[0].lower()}.{rng.randint(10, 99)}@example.net"
    text = _contact_letter(rng, email)
    target = SanitizationTarget("single", "email", (TargetAttribute("email", email),), "abstract")
    out, instruction, _ = asyncio.run(_apply_target(OfflineSanitizer(), text, target,
                                                    expand(target, [_attr("email", email, text)]), [], [email], 512,
                                                    seed, False))
    assert email not in out
    if not re.search(r"(?i)\be-?mail", out):
        assert "generic mention" not in instruction and "Generalize" not in instruction, (instruction, out)


def test_lost_mentions_only_counts_a_deleted_email_with_no_mention_left():
    email = "gary_tyler64@mail.example.com"
    before = f"Write to {email} with questions.\nPhone: 555-0100\n"
    attrs = [TargetAttribute("email", email), TargetAttribute("phone", "555-0100")]
    assert lost_mentions(before, "Write to us with questions.\nPhone: 555-0100\n", attrs) == {"email"}
    assert lost_mentions(before, "Write to us by e-mail with questions.\n", attrs) == set()
    assert lost_mentions(before, before, attrs) == set()


@pytest.mark.parametrize("seed", range(8))
def test_a_label_request_names_the_email_its_edit_left_out(seed):
    """reader14 G for a group named by its label: "Generalize all contact details." beside a deleted e-mail address
    says that the address can go."""
    from privasis_hub.sanitize.instruct import label_only

    attrs = (TargetAttribute("phone", "(605) 555-0177"), TargetAttribute("email", f"amy.{seed}@example.net"))
    target = SanitizationTarget("group", "contact_details", attrs, "abstract", context=(("left_out", "email"),))
    text = label_only(target, random.Random(seed))
    assert re.search(r"(?i)e-mail address[^.]{0,40}(?:can go|left out|out entirely)", text), text
    assert "e-mail" not in label_only(SanitizationTarget("group", "contact_details", attrs, "abstract"),
                                      random.Random(seed))
