"""Instruction text for sanitization targets: drop phrasings, offline abstract phrasings, the final request.

Every instruction names attributes in words a person would use (:func:`human`: "date of birth",
"HOA violation", "Social Security number"), never a raw key, and never counts occurrences.
Phrasings are drawn by seed from several paraphrases each, and the final request opens with
one of many openers (:data:`OPENERS`). Abstract instructions come from the backend (an LLM
grounds them in the chunks); the offline backend phrases them from the abstraction ladder of
the value's kind. A name target's instruction says it covers e-mail addresses and handles too,
and a date of birth's says it covers the stated age.
"""

from __future__ import annotations

import random
import re
import zlib
from collections.abc import Sequence

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.gender import SEX_KEY
from privasis_hub.sanitize.keys import human
from privasis_hub.sanitize.kinds import DURATION_PATTERN
from privasis_hub.sanitize.rules import value_kind

#: What the offline abstraction ladder turns each kind of value into (see ``sanitize/rules.py``).
LADDER_PHRASES: dict[str, str] = {
    "date": "the month and year",
    "date_range": "the months involved",
    "time": "the part of the day",
    "address": "the city or region",
    "city": "the state or region",
    "postal_code": "the general area",
    "age": "an age range such as the decade",
    "amount": "an approximate range",
    "name": "a role description",
    "first_name": "a role description",
    "last_name": "a role description",
    # a form's "Reference: {X}" line goes whole, a sentence may keep "a case number": the instruction allows both
    # (reader5: "no more than a mention" obeyed by deleting read as an instruction not followed)
    "identifier": "at most a mention that there is one",
    "email": "a generic mention of a contact e-mail",
    "phone": "a generic mention of a phone number",
    "url": "a generic mention of a website",
    "handle": "a generic mention of an online account",
    "employer": "the employer's sector",
    "organization": "the kind of organisation",
    "occupation": "a broad field of work",
    "health": "a broader class of condition or treatment",
    "measurement": "a qualitative description",
    "number": "a rough bracket",
    "demographic": "a broader group",
    "other": "a general description",
}


_PHONE_KEY = re.compile(r"phone|mobile")
_DOB_KEY = re.compile(r"(^|_)(date_of_birth|dob|birth_?date|birthday)$")

OPENERS: tuple[str, ...] = (
    "Please make a privacy-safe version of this record.",
    "I need to share this document, but some details must be protected.",
    "Sanitize the record below before it goes out.",
    "Can you clean up this record for sharing?",
    "Before I forward this, please redact it as follows.",
    "Help me anonymize this record.",
    "This record is going to an outside reviewer.",
    "Could you prepare a shareable copy of this document?",
    "I'd like a version of this text that protects the person in it.",
    "Please edit this record to protect privacy.",
    "We are circulating this document internally, so some details have to go.",
    "Rewrite this record so it can be shared safely.",
    "Privacy pass needed on the record below.",
    "Make this document safe to circulate.",
    "Edit the following record for a privacy review.",
    "The record below contains personal details.",
    "Prepare this record for release.",
    "Please de-identify parts of this record.",
    "Here is a record I have to pass along.",
    "Give me a redacted version of this document.",
    "I'm sending this record to a third party.",
    "Scrub this document before it is shared.",
    "For compliance reasons, this record needs editing.",
    "Quick privacy edit, please.",
    "Some of this record should not leave the office.",
    "Turn this into a version I can share.",
    "We're using this record as a training example, so it has to be de-identified.",
    "Before this goes into the shared folder, protect the sensitive parts.",
)

#: A field name that ends in a preposition ("phone call with", "referred by") is no noun to delete or generalize.
_ENDS_IN_PREPOSITION = re.compile(r"\b(?:with|to|from|for|by|of|at|on|in|about)$")


def _field_noun(key: str) -> str:
    """The field ``key`` as the noun an instruction names: ``"the referred by"`` would be no English, so such a
    field is named by its label as a form prints it ('the "Referred by" detail'; reader4: "Drop any reference to the
    phone call with")."""
    words = human(key)
    return f'"{words[:1].upper()}{words[1:]}" detail' if _ENDS_IN_PREPOSITION.search(words) else words


_DROP = (
    "Remove the {name} entirely.",
    "Take out every mention of the {name}.",
    "Delete the {name} from the text.",
    "Leave out the {name} altogether.",
    "Strip the {name} out of the record.",
    "Drop any reference to the {name}.",
    "The {name} should not appear anywhere.",
    "Make sure the {name} is gone.",
)
_DROP_GROUP = (
    "Remove all {label} details ({names}).",
    "Take out the {label} details: {names}.",
    "Nothing about {label} should remain, so delete the {names}.",
    "Delete the {label} information ({names}).",
    "Leave out the {names}; no {label} details should be left.",
)
_ABSTRACT = (
    "Generalize the {name} to {phrase}.",
    "Replace the {name} with {phrase}.",
    "Reduce the {name} to {phrase}.",
    "Instead of the exact {name}, give {phrase}.",
    "Make the {name} less specific: {phrase} is enough.",
    "Blur the {name} into {phrase}.",
    "Don't give the exact {name}; {phrase} will do.",
)
#: The parts of an abstract group target that the edit leaves out whole (their lines go), said after the others.
_LEAVE_OUT = (
    "{Names} can go altogether.",
    "Leave {names} out entirely.",
    "{Names} can simply be left out.",
)
_ABSTRACT_GROUP = (
    "Generalize the {label} details: {parts}.",
    "For the {label} details, reduce {parts}.",
    "Make the {label} details vaguer ({parts}).",
    "Keep the {label} details only in general terms: {parts}.",
)
_LABEL_ONLY = {
    "abstract": ("Generalize all {label} details.", "Make every {label} detail less specific.",
                 "Keep the {label} details only in general terms."),
    "drop": ("Remove all {label} details.", "Take out every {label} detail.", "No {label} details should remain."),
}  # fmt: skip
_NAME_SCOPE = (
    " That includes the name inside e-mail addresses, links and handles.",
    " Parts of the name in e-mail addresses or user names count too.",
    " Watch for it inside e-mail addresses and handles as well.",
)
_DOB_SCOPE = {
    "drop": (" The stated age and the birth year give it away, so remove them too.",
             " Leave no age or birth year that would reveal it."),
    "abstract": (" Treat the stated age the same way (a range, not the number).",
                 " Any stated age should become a range as well."),
}  # fmt: skip
_SEX_SCOPE = (
    " Reword pronouns, titles and words like husband or daughter so that they do not give it away.",
    " Pronouns, titles and gendered words for relatives should not give it away either.",
)
_KEEP = (
    "Keep {names} exactly as written.",
    "Leave {names} untouched.",
    "{Names} must stay exactly as written.",
    "Do not change {names}.",
    "Preserve {names} verbatim.",
    "{Names} should remain exactly as in the original.",
)


def _rng(target: SanitizationTarget, salt: str) -> random.Random:
    """A choice that depends only on the target (the offline tasks get no seed of their own)."""
    key = "|".join([salt, target.name, target.operation, *target.values])
    return random.Random(zlib.crc32(key.encode()))


def _scope(target: SanitizationTarget, rng: random.Random) -> str:
    keys = [a.key.lower() for a in target.attributes]
    out = ""
    if any(value_kind(a.key, a.value) in ("name", "first_name", "last_name") for a in target.attributes):
        out += rng.choice(_NAME_SCOPE)
    if any(_DOB_KEY.search(k) for k in keys) and dict(target.context).get("age_said") != "no":
        out += rng.choice(_DOB_SCOPE[target.operation])  # said only where the record states an age or birth year
    if any(SEX_KEY.search(k) for k in keys):
        out += rng.choice(_SEX_SCOPE)
    return out + _linked(target)


_LINKED = (
    " {Names} would point back to it, so take {them} out as well.",
    " Remove {names} too, since {they} would give it back.",
    " Leave out {names} as well; {they} would reveal it.",
    " {Names} would give it back, so {they} {go} too.",
)


def _linked(target: SanitizationTarget) -> str:
    """ "The date of birth would point back to it, so take it out as well." for the linked facts
    :func:`~.targets.expand` adds that the pipeline left in the context (those still in the text and named by no
    target of the request); the wording is drawn by the target from :data:`_LINKED`."""
    keys = dict(target.context).get("linked", "").split()
    if not keys:
        return ""
    names = _and([f"the {human(k)}" + (" (its area code)" if _PHONE_KEY.search(k) else "") for k in keys])
    many = len(keys) > 1
    template = _rng(target, "linked").choice(_LINKED)
    return template.format(Names=names[:1].upper() + names[1:], names=names, them="them" if many else "it",
                           they="they" if many else "it", go="go" if many else "goes")


def _names(target: SanitizationTarget) -> str:
    return ", ".join(human(a.key) for a in target.attributes)


def drop_instruction(target: SanitizationTarget, rng: random.Random | None = None) -> str:
    """A drop instruction naming the target in words, phrased by ``rng`` (else by the target)."""
    rng = rng or _rng(target, "drop")
    if target.kind == "group":
        text = rng.choice(_DROP_GROUP).format(label=human(target.name), names=_names(target))
    else:
        text = rng.choice(_DROP).format(name=_field_noun(target.name))
    return text + _scope(target, rng)


def _and(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _phrase(kind: str, key: str = "", value: str = "") -> str:
    if _DOB_KEY.search(key.lower()):  # a month and year would give the exact age back
        return "the part of the decade (early, mid or late)"
    if DURATION_PATTERN.fullmatch(value.strip()):  # a loan term of "15 years" has no month and year (reader3 T94)
        return "a rough length of time"
    return LADDER_PHRASES.get(kind, "a less specific description")


def offline_abstract_instruction(target: SanitizationTarget, kinds: Sequence[str], mentions: int = 0) -> str:
    """Phrase an abstract instruction from the ladder of each value's kind.

    ``mentions`` (how often the value appears) is accepted for the backend's call and not
    written: an instruction never counts occurrences.
    """
    rng = _rng(target, "abstract")
    left_out = set(dict(target.context).get("left_out", "").split())  # parts the edit took out whole (reader12 U0)
    if target.kind == "group":
        by_phrase: dict[str, list[str]] = {}  # one phrase said once: "the X, the Y and the Z to the month and year"
        for a, k in zip(target.attributes, kinds, strict=True):
            if a.key not in left_out:
                by_phrase.setdefault(_phrase(k, a.key, a.value), []).append(f"the {human(a.key)}")
        parts = "; ".join(f"{_and(names)} to {phrase}" for phrase, names in by_phrase.items())
        text = rng.choice(_ABSTRACT_GROUP).format(label=human(target.name), parts=parts)
        gone = [f"the {human(a.key)}" for a in target.attributes if a.key in left_out]
        if gone:  # "...; the city to the state or region. The phone number and the e-mail address can go."
            names = _and(gone)
            text += " " + rng.choice(_LEAVE_OUT).format(names=names, Names=names[:1].upper() + names[1:])
    else:
        text = rng.choice(_ABSTRACT).format(name=_field_noun(target.name), phrase=_phrase(kinds[0], target.attributes[0].key,
                                                                                 target.attributes[0].value))
    return text + _scope(target, rng)


def offline_aggregate(parts: Sequence[str], retention: Sequence[TargetAttribute], rng: random.Random) -> str:
    """One natural request: an opener, the per-target instructions and the attributes to keep."""
    said: set[str] = set()  # a scope sentence two targets share is said once, in whichever wording
    kept = []
    for part in parts:
        for sentence in re.split(r"(?<=[.!?])\s+", part.strip()):
            same = "name scope" if f" {sentence}" in _NAME_SCOPE else sentence
            if same not in said:
                kept.append(sentence)
            said.add(same)
    text = rng.choice(OPENERS) + " " + " ".join(kept)
    if retention:
        names = " and ".join(f"the {human(r.key)}" for r in retention)
        template = rng.choice(_KEEP)
        text += " " + template.format(names=names, Names=names[:1].upper() + names[1:])
    return text


def label_only(target: SanitizationTarget, rng: random.Random | None = None) -> str:
    """A group target named only by its label ("Generalize all location details.")."""
    rng = rng or _rng(target, "label")
    text = rng.choice(_LABEL_ONLY[target.operation]).format(label=human(target.name))
    left_out = set(dict(target.context).get("left_out", "").split())  # "Generalize all contact details. The e-mail
    gone = [f"the {human(a.key)}" for a in target.attributes if a.key in left_out]  # address can go." (reader14 G)
    if gone:
        names = _and(gone)
        text += " " + rng.choice(_LEAVE_OUT).format(names=names, Names=names[:1].upper() + names[1:])
    return text + _scope(target, rng)


_CONFLICT = (
    " I know the {kept} still points to {target}, but it has to stay as it is: the recipient needs it.",
    " The {kept} must stay even though it gives {target} away; it is needed where this copy goes.",
    " Keep the {kept} anyway, even if it hints at {target}: the recipient cannot do without it.",
)


def conflict_note(kept: str, target: str, rng: random.Random, group: bool = False) -> str:
    """The reason a kept fact stays although it gives a target back ("Blur the city ... Keep the postal code"
    reads as a contradiction unless the request says why): the row is then ``hard`` by design. A group target is
    "those details" ("gives the contact and location away" is no one's wording)."""
    what = "those details" if group else f"the {human(target)}"
    return rng.choice(_CONFLICT).format(kept=human(kept), target=what)


_SAME_TOWN = (
    " The office's address at the top shows the same {what}, so change it there too.",
    " The {what} also {appear} in the office's address at the top; edit {it} there as well.",
    " Edit the {what} in the letterhead's address too, since the office is in the same place.",
)


def same_town_note(rng: random.Random, street_kept: bool = False, what: str = "town") -> str:
    """The reason the office's own address changes with the subject's town (the office is in it): without it the
    letterhead edit reads as a slip (the s19k readers, 5 of 7 city targets). ``what`` names the value that stands on
    both ("town", "postal code"), so the note says what changes where, not "treat it the same way there" (the s19m
    reader). ``street_kept``: the request also keeps the office's street line, so the note says only its town line
    changes."""
    if street_kept:
        return f" The office's town line at the top shows the same {what}, so change it there as well; its street line stays."
    many = " and " in what
    return rng.choice(_SAME_TOWN).format(what=what, appear="appear" if many else "appears", it="them" if many else "it")
