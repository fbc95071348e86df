"""Choose what to sanitize (targets, weighted by sensitivity) and what must survive (retention).

Targets are sampled **weighted by sensitivity, without replacement** (Efraimidis–Spirakis
keys ``u ** (1 / w)``, which draw items one after another with probability proportional
to their weight among those left). A target is one attribute or one whole attribute
group; each gets an operation, ``abstract`` or ``drop``. Retention targets are the 1–2
remaining attributes whose values overlap least (ROUGE-L) with the target values.

A target also stands for what gives it away (:func:`expand`): the parts of a person's name
(>= 3 letters) and the other people's names that hold them (a relative sharing the surname), the
birth year of a dropped date of birth, the age a date of birth implies, and the *linked facts*
from which a removed value can be read back (:data:`LINKED_FACTS`: the date of birth of an age,
the place of birth of a country of birth), which go whatever the target's operation. Attributes that carry a target's value or a part of its name (a first name inside an
e-mail address, a surname inside a URL) join the target, and an age joins its date of birth.
Attributes are found by their keys' patterns, so the records' exact schema may change.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TypeVar

from rouge_score import rouge_scorer

from privasis_hub.llm.base import SanitizationTarget, TargetAttribute
from privasis_hub.sanitize.abstract import abstract_value, says_nothing
from privasis_hub.sanitize.address import US_STATES
from privasis_hub.sanitize.find import domain_spans
from privasis_hub.sanitize.gender import GENDER_WORD_KEY, SEX_KEY, gendered_words
from privasis_hub.sanitize.kinds import PROGRAM_TOKEN_KEY, TOWN_COUNTY_KEY
from privasis_hub.sanitize.rules import (
    AGE_KEY,
    BIRTH_YEAR_KEY,
    parse_date,
    target_spans,
    token_spans,
    value_kind,
)
from privasis_hub.synth.catalog import REFERENCE_DATE
from privasis_hub.synth.places import state_area_codes, town_clues

T = TypeVar("T")

#: How many targets a triplet gets, and how likely each count is.
DEFAULT_NUM_TARGETS: dict[int, float] = {1: 0.35, 2: 0.35, 3: 0.2, 4: 0.1}
MIN_VALUE_CHARS = 3  # shorter values ("M", "42") recur by chance and cannot be verified


@dataclass(frozen=True)
class TargetConfig:
    """How targets and operations are drawn."""

    num_targets: Mapping[int, float] = field(default_factory=lambda: dict(DEFAULT_NUM_TARGETS))
    group_prob: float = 0.25  # chance that a target slot is a whole group
    abstract_prob: float = 0.5  # chance of "abstract" (else "drop")
    group_label_prob: float = 0.3  # chance that a group target is named only by its label
    retention: tuple[int, int] = (1, 2)
    #: chance that one kept value is a fact that gives a target back, where the record has one (keep the date
    #: of birth, blur the age; keep a sister's name, remove the subject's surname): no edit can do both, the
    #: rewrite removes it anyway (privacy first) and the row fails verification, so it is ``hard``
    conflict_prob: float = 0.3


def weighted_sample(items: Sequence[T], weights: Sequence[float], k: int, rng: random.Random) -> list[T]:
    """``k`` distinct items, drawn in turn with probability proportional to their weight (zero weights never)."""
    if len(items) != len(weights):
        raise ValueError(f"weighted_sample: {len(items)} items but {len(weights)} weights")
    keyed = [(rng.random() ** (1.0 / w), i) for i, w in enumerate(weights) if w > 0]
    keyed.sort(reverse=True)
    return [items[i] for _, i in keyed[:k]]


#: Keys of a date of birth (``date_of_birth``, ``dob``, ``patient_dob``, ``birth_date``, ``birthday``).
#: The subject's own date of birth (not a child's, a spouse's or a parent's: "program_child_birth_date" says nothing of
#: the subject's age, and an age target must still take the subject's own date of birth with it).
DOB_KEY = re.compile(r"^(?!(?:.*_)?(?:child|children|spouse|partner|parent|mother|father|dependent|sibling|son|daughter)_)"
                     r"(?:.*_)?(date_of_birth|dob|birth_?date|birthday)$")
NAME_KINDS = frozenset({"name", "first_name", "last_name"})
_TITLES = re.compile(
    r"^(?:dr|mr|mrs|ms|mx|miss|prof|professor|hon|rev|judge|commissioner|magistrate|justice|officer|det|sgt|sir)\.?$",
    re.I,
)
_SUBJECT_NAME = re.compile(r"^(full_name|name|person_name|patient_name|client_name|subject_name)$")
#: A target that removes a party's counsel (the lawyer or the firm) ...
_COUNSEL_KEY = re.compile(r"attorney|law_firm|counsel|lawyer|solicitor")
#: ... takes with it a second lawyer who signs beside them: "Leah Mann, Associate Attorney" under "Matthew Baker,
#: Attorney at Law" (reader16 T6: "Take out the parties and counsel details" left the associate's name and title).
_COUNSEL_TITLE = re.compile(r"[ \t]*,[ \t]*[^\n]{0,40}?\b(?i:attorney|counsel|esq\.?|paralegal|solicitor|law clerk|partner|associate)\b")


_COUNTRY_OF_BIRTH = re.compile(r"(^|_)(country_of_birth|birth_country)$")
_PLACE_OF_BIRTH = re.compile(r"(^|_)(place_of_birth|birthplace|birth_place|city_of_birth|birth_city)$")
_CITIZENSHIP = re.compile(r"(^|_)(citizenship|nationality)$")
#: The subject's home city, its postal code and the subject's own phone (whose area code says the city).
CITY_KEY = re.compile(r"^(city|home_city|city_of_residence|residence_city)$")
POSTAL_KEY = re.compile(r"^(postal_code|zip|zip_code|postcode)$")
DIAGNOSIS_KEY = re.compile(r"^(?:diagnosis|primary_diagnosis|working_diagnosis)$")
DIAGNOSIS_CODE_KEY = re.compile(r"^(?:diagnosis_code|icd_code|icd10_code)$")
PHONE_KEY = re.compile(r"^(phone|phone_number|home_phone|mobile|mobile_phone|cell_phone|contact_phone)$")
#: (a target's key, the keys of the record's facts that give it back): those facts are removed with it.
LINKED_FACTS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
    (AGE_KEY, DOB_KEY),  # an age is the date of birth subtracted from the record's date
    (_COUNTRY_OF_BIRTH, _PLACE_OF_BIRTH),  # "born in Springfield, Ohio" says the country
    (_CITIZENSHIP, _COUNTRY_OF_BIRTH),  # "born in Canada" next to "a North American citizen" reads as Canadian
    (_CITIZENSHIP, _PLACE_OF_BIRTH),  # and so does "Toronto, Canada"
    (CITY_KEY, POSTAL_KEY),  # a ZIP code names its city
    (CITY_KEY, PHONE_KEY),  # so does a phone number's area code
    (DIAGNOSIS_CODE_KEY, DIAGNOSIS_KEY),  # "generalized anxiety disorder" gives "F41.1" back
    (DIAGNOSIS_KEY, DIAGNOSIS_CODE_KEY),  # and "ICD-10 M54.17" the diagnosis
    (re.compile(r"^attorney_name$"), re.compile(r"^attorney_bar_number$")),  # a bar number names its attorney (s28)
    # a case's medication and surgery are drawn for its diagnosis: "anastrozole" and "a lumpectomy" give a breast
    # cancer back, "levothyroxine" a hypothyroidism (the s29 reader: a lobectomy kept with lung cancer dropped)
    (DIAGNOSIS_KEY, re.compile(r"^(?:current_medication|surgical_procedure)$")),
    # the office's fax line is its phone's number with two other last digits ("Tel. (602) 555-0179 | Fax (602)
    # 555-0184"): either gives the other back; its website is the domain of its staff's e-mail addresses (s29-dense)
    (re.compile(r"^issuer_phone$"), re.compile(r"^issuer_fax$")),
    (re.compile(r"^issuer_fax$"), re.compile(r"^issuer_phone$")),
    (re.compile(r"^(?:issuer_email|signer_email|colleague_email)$"), re.compile(r"^issuer_website$")),
    (re.compile(r"^issuer_website$"), re.compile(r"^(?:issuer_email|signer_email|colleague_email)$")),
)
#: The issuing office's own contact facts: its address, phone and the signer's e-mail (whose domain names it).
ISSUER_CONTACT_KEY = re.compile(r"^(?:issuer_(?:address|phone|fax|email|website|url)|signer_email)$")
#: Kinds of value a group target covers wherever the annotation put them: a way to reach or find the person.
_REACH = frozenset({"email", "phone", "handle"})


def is_age(attribute: Mapping) -> bool:
    """An age attribute: key ``age`` (or ``..._age``) and a number of years as value."""
    return bool(AGE_KEY.search(attribute["key"].lower())) and attribute["value"].strip().isdigit()


def is_name(key: str, value: str) -> bool:
    """Whether the attribute names a person (the subject or anyone else)."""
    return value_kind(key, value) in NAME_KINDS


def name_parts(value: str) -> list[str]:
    """The parts of a person's name of at least 3 letters, without titles or a descriptor.

    ``"Commissioner Ronald Mcdowell"`` -> ``["Ronald", "Mcdowell"]``; ``"Amy Cline (building
    manager)"`` -> ``["Amy", "Cline"]``; ``"Rivera-Smith"`` -> ``["Rivera", "Smith"]``.
    """
    core = re.sub(r"\([^)]*\)", " ", value).split(",")[0]
    parts = [p.strip(".'’") for p in re.split(r"[\s-]+", core)]
    return list(dict.fromkeys(p for p in parts if len(p) >= 3 and p.isalpha() and not _TITLES.match(p)))


def eligible(attributes: Sequence[dict]) -> list[dict]:
    """Attributes that can be targets or kept: long enough to verify (or an age), present in the text."""
    return [a for a in attributes if a["spans"] and (len(a["value"]) >= MIN_VALUE_CHARS or is_age(a))]


def _probes(attribute: dict) -> list[str]:
    """The strings whose presence gives ``attribute`` away: its value and, for a name, its parts."""
    value = attribute["value"]
    if is_name(attribute["key"], value):
        return [value] + [p for p in name_parts(value) if p.lower() != value.lower()]
    return [value]


def carriers(attribute: dict, attributes: Sequence[dict], text: str) -> list[str] | None:
    """Other attributes whose values contain this one's or a part of its name (a first name in an e-mail).

    Removing a value means removing it there too, so carriers join the target. Returns None
    when the value (or, for a name part, a lowercase word such as "will" for "Will") also
    occurs where no annotation explains it: such a value cannot be removed reliably and is
    not offered as a target. Occurrences inside e-mails, URLs and handles are explained (the
    sanitizer rewrites the whole token); an age is found only where the text states an age.
    """
    if is_age(attribute):
        return []
    if _said_elsewhere(attribute, text):
        return None
    index = [(s["start"], s["end"], b["key"], b) for b in attributes for s in b["spans"]]
    lower = text.lower()
    tokens = token_spans(text, attribute["value"]) if len(attribute["value"]) >= 3 else []
    found: set[str] = set()
    for i, probe in enumerate(_probes(attribute)):
        value = probe.lower()
        part = i > 0
        pos = lower.find(value)
        inside = tokens + token_spans(text, probe) if pos != -1 else []
        while pos != -1:
            end = pos + len(value)
            own = any(s["start"] <= pos and end <= s["end"] for s in attribute["spans"])
            hosts = [k for a, b, k, who in index if a <= pos and end <= b and who is not attribute]
            bounded = not (pos and lower[pos - 1].isalpha()) and not (end < len(lower) and lower[end].isalpha())
            if hosts:
                found.update(hosts)
            elif own or any(a <= pos and end <= b for a, b in inside):
                pass
            elif part and (not bounded or text[pos].isupper()):
                pass  # inside a longer word, or a capitalised mention the sanitizer rewrites
            else:
                return None
            pos = lower.find(value, pos + 1)
    return sorted(found)


#: "<Town>, ST" in a record: a town said with its state.
_TOWN_STATE = re.compile(r"\b([A-Z][\w'-]*(?:[ \t]+[A-Z][\w'-]*){0,2}),[ \t]+[A-Z]{2}\b")
#: Words that open a town's name but are no town on their own ("New", "Lake").
_TOWN_HEADS = frozenset("New Saint St North South East West Lake Port Fort Mount City".split())


#: Words of a claim that name no topic by themselves ("failure to return a security deposit": "security", "deposit"
#: name it).
_CLAIM_PLAIN = frozenset("""failure return claim claims damages breach wrongful unpaid from with under against person
personal injury injuries owed fair failing failed their about over after""".split())
#: Lines that say what a letter is about: a Re:/Subject line.
_TOPIC_LINE = re.compile(r"(?im)^[ \t>]*(?:re|subject|regarding|matter)[ \t]*:[^\n]*$")


def claim_echo(attribute: Mapping, text: str) -> bool:
    """Whether a legal claim's topic is said again by a Re: or Subject line ("Re: Security deposit demand" beside the
    claim "failure to return a security deposit"): dropping the claim would leave it readable there (reader15 T5), so
    it is not offered as a target."""
    key, value = attribute["key"].lower(), attribute["value"]
    if not re.search(r"(^|_)(?:legal_)?claim$", key):
        return False
    words = {w for w in re.findall(r"[a-z]+", value.lower()) if len(w) >= 4 and w not in _CLAIM_PLAIN}
    return any(w in re.findall(r"[a-z]+", line.replace(value, " ").lower()) for line in (
        m.group() for m in _TOPIC_LINE.finditer(text)) for w in words)


def place_echo(attribute: Mapping, attributes: Sequence[Mapping], text: str) -> bool:
    """Whether an organisation's name holds a town that the record says elsewhere ("Cincinnati Realty" beside a
    client at "Cincinnati, OH"; "Holderness Fitness" and "Holderness, NH"): a stand-in for the name would be undone
    by the town left beside it, so the name is not offered as a target (s19x). The town counts where the record says
    it as a city value or as "<Town>, ST", outside the name itself and, for the organisation on the letterhead,
    outside its own address and contacts (they go with it)."""
    value = attribute["value"]
    if value_kind(attribute["key"], value) not in ("organization", "employer"):
        return False
    towns = {b["value"].strip() for b in attributes if value_kind(b["key"], b["value"]) == "city"}
    towns |= {" ".join(words[i:]) for m in _TOWN_STATE.finditer(text) for words in [m.group(1).split()]
              for i in range(len(words))}
    towns = {t for t in towns if len(t) >= 4 and t not in _TOWN_HEADS
             and re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", value)}
    if not towns:
        return False
    office = value in "\n".join(text.strip().splitlines()[:4])
    own = [(s["start"], s["end"]) for b in attributes for s in b["spans"]
           if b is attribute or value in b["value"] or (office and ISSUER_CONTACT_KEY.match(b["key"].lower()))]
    if office:  # the letterhead's own block ("Pollock, SD 57648" under its street) goes with the office
        top = re.match(r"\s*(?:[^\n]*\S[^\n]*\n){1,6}", text)
        own.append((0, top.end() if top else 0))
    return any(not any(a <= m.start() and m.end() <= b for a, b in own)
               for t in towns for m in re.finditer(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text))


#: Words that say a value's fact without its words: "Retirement party speech" says "retired retail supervisor".
_FACT_WORDS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
    (re.compile(r"\bretired\b", re.I), re.compile(r"\bretir(?:e|ed|ee|es|ing|ement)\b", re.I)),
)


def _said_elsewhere(attribute: Mapping, text: str) -> bool:
    """Whether the text says the attribute's fact in other words, outside the value ("Retirement party" for a
    retired occupation): no edit of the value removes the fact, so it is not offered as a target."""
    spans = [(s["start"], s["end"]) for s in attribute.get("spans", [])]
    for says, words in _FACT_WORDS:
        if says.search(attribute["value"]) and any(
                not any(a <= m.start() and m.end() <= b for a, b in spans) for m in words.finditer(text)):
            return True
    return False


#: Keys that belong to a category whatever group the record filed them under: "no income and debts details should
#: remain" covers a late fee and a credit score; "all identity details" covers the subject's phone and street address.
CATEGORY_KEYS: dict[str, re.Pattern[str]] = {
    "identity": re.compile(
        r"^(?:email|e_mail|phone|phone_number|mobile|mobile_phone|home_phone|cell_phone|street_address|home_address"
        r"|address|id_number|drivers_license_number|passport_number|ssn|social_security_number|national_id"
        r"|handle|username)$"),
    "income and debts": re.compile(
        r"balance|debt|credit_score|credit_limit|loan|late_fee|past_due|arrears|collection|minimum_payment|income"
        r"|salary|wage|creditor|amount_owed|overdraft|interest_rate|monthly_payment|(^|_)apr$"),
    "employment": re.compile(r"occupation|employer|job_title|(^|_)job($|_)|work_|salary|wage|hire_date|retire"),
    # "no official identifiers should remain" covers the passport and ID numbers the profile files under
    # "identifiers" (reader18: a passport number left under an "official identifiers" request)
    "official identifiers": re.compile(r"^(?:passport_number|id_number|national_id|ssn|social_security_number"
                                       r"|drivers_license_number)$"),
}


def category_keys(name: str, pool: Mapping[str, Mapping]) -> list[str]:
    """The pool's keys that the category ``name`` covers beyond its own group (see :data:`CATEGORY_KEYS`)."""
    pattern = CATEGORY_KEYS.get(name.lower())
    return [k for k in pool if pattern.search(k.lower())] if pattern else []


_PHONE_AREA = re.compile(r"^\s*(?:\+?1[ .-]?)?\(?([2-9]\d\d)\)?[ .-]?\d{3}[ .-]\d{4}\s*$")
#: A phone number anywhere in a text, its area code in group 1.
_PHONE_IN_TEXT = re.compile(r"(?<![\d-])(?:\+?1[ .-]?)?\(?([2-9]\d\d)\)?[ .-]?\d{3}[ .-]\d{4}(?!\d)")
#: The key of a phone number in the text, unannotated, with one of a removed town's own area codes (reader16 build,
#: seed 11: a town dropped while the office's "Tel. +1 380 555 0168" named it again).
TOWN_PHONE_KEY = "issuer_phone"


#: A US state's name, to its code.
_STATE_NAMES = {name.lower(): code for code, name in US_STATES.items()}


def _town_state(town: str, context: Mapping[str, str], text: str) -> str:
    """The state of a town target: the "<town>, ST" the record says, else the profile's region."""
    m = re.search(rf"\b{re.escape(town.strip())},[ \t]+([A-Z]{{2}})\b", text)
    if m:
        return m.group(1)
    region = context.get("region", "")
    return region if context.get("city", "").lower() == town.strip().lower() and re.fullmatch(r"[A-Z]{2}", region) else ""


def expand(target: SanitizationTarget, attributes: Sequence[Mapping], document_date: str | None = None,
           office: str | None = None, text: str = "") -> SanitizationTarget:
    """The target with what gives it away added as extra ``(key, value)`` attributes.

    - each part (>= 3 letters) of a person's name: keyed ``first_name`` / ``last_name`` for the
      subject (so it becomes the subject's role), else by the name's own key; and every other
      person's name in ``attributes`` that holds such a part ("Brianna Campbell (sister)" for the
      subject's surname "Campbell"), by its own key, so it becomes that person's role;
    - for a date of birth: the ages it implies (at ``document_date`` when the record has one,
      and at the corpus's reference date) keyed ``age``, and, when it is dropped, its year
      keyed ``birth_year``;
    - the linked facts of :data:`LINKED_FACTS` (the date of birth of an age target); their keys are
      listed in the context entry ``linked``, which tells the rewrite to drop them even when the
      target is abstracted ("in their forties" next to the full date of birth would say nothing);
    - when the target holds ``office`` (the organisation on the record's letterhead): its address, phone and
      the signer's e-mail (:data:`ISSUER_CONTACT_KEY`), linked the same way: they name the office;
    - for a town (its state from ``text``'s "<town>, ST" or the profile's region): every phone of the record with
      one of the town's own area codes and every ZIP code of the town, linked the same way, and the town's county
      where ``text`` names it ("Jefferson County Department of Human Services"), keyed :data:`TOWN_COUNTY_KEY`:
      they give the town back (reader4 T7).
    """
    have = {(a.key, a.value.lower()) for a in target.attributes}
    extra: list[TargetAttribute] = []
    linked: list[str] = []

    def add(key: str, value: str) -> bool:
        if (key, value.lower()) not in have and not any(a.value.lower() == value.lower() for a in target.attributes):
            have.add((key, value.lower()))
            extra.append(TargetAttribute(key, value))
            return True
        return False

    keys = [a.key.lower() for a in target.attributes]
    surname_only = dict(target.context).get("surname_only", "")  # "the last name only": first names stay
    for a in target.attributes:
        if is_name(a.key, a.value):
            subject = bool(_SUBJECT_NAME.match(a.key.lower())) or value_kind(a.key, a.value) != "name"
            parts = name_parts(a.value)
            for i, part in enumerate(parts):
                if surname_only and part != surname_only:
                    continue
                add(("first_name" if i == 0 else "last_name") if subject else a.key, part)
            for b in attributes:  # another person's name holding a part: "Brianna Campbell (sister)"
                if b["value"] != a.value and is_name(b["key"], b["value"]) and any(
                        p in name_parts(b["value"]) for p in parts):
                    add(b["key"], b["value"])
        if SEX_KEY.search(a.key.lower()):  # pronouns, titles and relation words say the sex too
            for word in gendered_words(a.value):
                add(GENDER_WORD_KEY, word)
        if DOB_KEY.search(a.key.lower()):
            born = parse_date(a.value)
            if born is None:
                continue
            if target.operation == "drop":
                add(BIRTH_YEAR_KEY, str(born.year))
            for b in attributes:  # "trevorw97@example.net" beside a date of birth in 1997: the year stays readable in
                # the e-mail's name (reader18), so the address goes with the date, announced as giving it back
                if value_kind(b["key"], b["value"]) in ("email", "handle") and re.search(
                        rf"[a-z._](?:{born.year}|{born.year % 100:02d})(?=@|$)", b["value"].strip().lower()) and add(
                        b["key"], b["value"]):
                    linked.append(b["key"])
            for when in {parse_date(document_date or "") or REFERENCE_DATE, REFERENCE_DATE}:
                age = when.year - born.year - ((when.month, when.day) < (born.month, born.day))
                if 0 < age < 120:
                    add("age", str(age))
    for target_key, fact_key in LINKED_FACTS:
        if any(target_key.search(k) for k in keys) and not any(fact_key.search(k) for k in keys):
            for b in attributes:
                if fact_key.search(b["key"].lower()) and len(b["value"].strip()) >= MIN_VALUE_CHARS and add(
                        b["key"], b["value"]):
                    linked.append(b["key"])
    ctx = dict(target.context)
    for a in list(target.attributes):
        named = a.value.strip() if a.value.strip() in US_STATES else _STATE_NAMES.get(a.value.strip().lower())
        if named and (ctx.get("city", "").lower() == a.value.strip().lower() or re.search(
                rf"\b{re.escape(a.value.strip())},[ \t]+[A-Z]{{2}}\b", text)):
            named = None  # a town named like a state ("Delaware, OH"): its own area codes and ZIP codes name it
        if named:  # a removed state: every phone with one of its area codes names it again
            codes = state_area_codes(named)
            for b in attributes:
                area = _PHONE_AREA.match(b["value"]) if value_kind(b["key"], b["value"]) == "phone" else None
                if area and area.group(1) in codes and b["key"].lower() not in keys and add(b["key"], b["value"]):
                    linked.append(b["key"])
            continue
        state = _town_state(a.value, ctx, text) if value_kind(a.key, a.value) == "city" else ""
        if not state:
            continue
        zips, codes, county = town_clues(state, a.value.strip())
        if county and re.search(rf"\b{re.escape(county)}\b", text):
            add(TOWN_COUNTY_KEY, county)
        for b in attributes:
            area = _PHONE_AREA.match(b["value"]) if value_kind(b["key"], b["value"]) == "phone" else None
            if (area and area.group(1) in codes or b["value"].strip() in zips) and b["key"].lower() not in keys and add(
                    b["key"], b["value"]):
                linked.append(b["key"])
        for m in _PHONE_IN_TEXT.finditer(text):  # and a number no annotation holds (the office's own "Tel." line)
            if m.group(1) in codes and m.group() not in {e.value for e in extra} and add(TOWN_PHONE_KEY, m.group()):
                linked.append(TOWN_PHONE_KEY)
    for a in list(target.attributes):  # "SNAP food assistance" goes: so does "SNAP" in "SNAP BENEFITS RENEWAL FORM"
        token = program_token(a.key, a.value, target.operation)
        if token and re.search(rf"(?<![\w-]){token}(?![a-z])", text.replace(a.value, " ")):
            add(PROGRAM_TOKEN_KEY, token)
    if any(_COUNSEL_KEY.search(k) for k in keys):
        for b in attributes:  # (a name at the head of its line with a lawyer's title after it: a signature's line)
            if is_name(b["key"], b["value"]) and not _SUBJECT_NAME.match(b["key"].lower()) and re.search(
                    rf"(?m)^[ \t]*{re.escape(b['value'])}(?={_COUNSEL_TITLE.pattern})", text) and add(b["key"], b["value"]):
                linked.append(b["key"])  # announced: "Aaron Harris, Associate Attorney" under the counsel's own
                # signature is no collateral loss the request kept quiet about (reader18)
    for key, value in covered_contacts(target, attributes):  # "no contact details": a recovery e-mail or a handle
        add(key, value)  # another group holds is a contact all the same (the s19k readers: "alt4070@example.net")
    if office and any(a.value.strip().lower() == office.strip().lower() for a in target.attributes):
        for b in attributes:
            if ISSUER_CONTACT_KEY.match(b["key"].lower()) and add(b["key"], b["value"]):
                linked.append(b["key"])
    for a in list(target.attributes):  # "b.pope@tucsonclay.example.org" gone, "Barbara Pope" and "Tucson Clay
        for b in email_owners(a.key, a.value, attributes, text):  # Studio" left: the address is rebuilt from them
            if add(b["key"], b["value"]):
                linked.append(b["key"])
            parts = name_parts(b["value"])
            if len(parts) >= 2:  # "Ms. Pope" later in the letter names her too
                add(b["key"], parts[-1])
    if not extra:
        return target
    context = target.context + ((("linked", " ".join(dict.fromkeys(linked))),) if linked else ())
    return SanitizationTarget(target.kind, target.name, target.attributes + tuple(extra), target.operation, context)


def email_owners(key: str, value: str, attributes: Sequence[Mapping], text: str) -> list[Mapping]:
    """The people whose work e-mail ``value`` is, where the text would give the address back once it goes: its
    domain names an organisation the text still names ("tucsonclay" for "Tucson Clay Studio") and its local part is
    the person's surname with their first name or initial ("b.pope" for "Barbara Pope"). A writer who removes the
    address then has to say the person by role too, or "name@organisation-domain" is read straight back."""
    if value_kind(key, value) != "email" or "@" not in value:
        return []
    local = re.sub(r"[^a-z]", " ", value.lower().split("@", 1)[0]).split()
    if not local:
        return []
    named_by = [b["value"] for b in attributes if value_kind(b["key"], b["value"]) in ("organization", "employer")
                and b["value"].strip().lower() in text.lower() and domain_spans(value, b["value"])]
    if not named_by:
        return []
    owners = []
    for b in attributes:
        parts = [p.lower() for p in name_parts(b["value"])] if is_name(b["key"], b["value"]) else []
        if b["value"] == value or len(parts) < 2 or b["value"].strip().lower() not in text.lower():
            continue
        first, last = parts[0], parts[-1]
        if last in local and any(w == first or w == first[0] or w.startswith(first[0]) and w.endswith(last)
                                 for w in local):
            owners.append(b)
    return owners


#: All-capital words that name no program of their own.
_PLAIN_CAPS = frozenset("USA LLC INC PLLC ATTN FAQ".split()) | frozenset(US_STATES)


def program_token(key: str, value: str, operation: str = "abstract") -> str | None:
    """The program a value names by its first word, all in capitals ("SNAP" of "SNAP food assistance", "WIC" of "WIC
    nutrition benefits"), where the value tells no number (a test's or a lab's name before a score is no secret of
    its own) and an abstraction would not keep it ("a PPO health plan" keeps "PPO"); else None."""
    words = value.split()
    if not words or not re.fullmatch(r"[A-Z]{3,}", words[0]) or words[0] in _PLAIN_CAPS or re.search(r"\d", value):
        return None
    if operation == "abstract" and re.search(rf"\b{words[0]}\b", abstract_value(key, value)):
        return None
    return words[0]


def covered_contacts(target: SanitizationTarget, attributes: Sequence[Mapping]) -> list[tuple[str, str]]:
    """``(key, value)`` of the record's e-mails, phones and handles of a kind a group target holds, wherever the
    annotation put them ("no contact details" covers a recovery e-mail another group holds); the office's own
    contacts, another party's account (a reported harasser's) and a sentence-long value ("asked for a call back on
    the same number") are not the person's contact."""
    if target.kind != "group":
        return []
    reach = {value_kind(a.key, a.value) for a in target.attributes if not ISSUER_CONTACT_KEY.match(a.key.lower())
             and not _OTHER_PARTY.search(a.key.lower())}  # an office group's colleague e-mail covers no one's own
    have = {(a.key, a.value) for a in target.attributes}
    return [(b["key"], b["value"]) for b in attributes if value_kind(b["key"], b["value"]) in reach & _REACH
            and (b["key"], b["value"]) not in have and not ISSUER_CONTACT_KEY.match(b["key"].lower())
            and not _OTHER_PARTY.search(b["key"].lower()) and _CONTACT_SHAPE.fullmatch(b["value"].strip())]


#: Keys of a contact that belongs to someone the record is about but not the person ("reported_harasser_account").
_OTHER_PARTY = re.compile(r"harasser|reported|offender|respondent|opposing|landlord|employer|agent|staff|officer"
                          r"|colleague|signer|issuer")
#: A value shaped as a contact: one token (an e-mail, a handle) or a phone number.
_CONTACT_SHAPE = re.compile(r"\S+|\+?[\d(][\d ().-]{6,}\d")


def settle_operation(target: SanitizationTarget) -> SanitizationTarget:
    """The target with ``drop`` instead of ``abstract`` when no value of it has anything coarser to say.

    "Generalize the contact preference" cannot be followed when the only phrase left is "a private
    detail": a writer would take the clause out, so the instruction asks for that.
    """
    if target.operation != "abstract":
        return target
    context = dict(target.context)
    if all(says_nothing(abstract_value(a.key, a.value, context), value_kind(a.key, a.value)) for a in target.attributes):
        return replace(target, operation="drop")
    return target


def _age_keys(attributes: Sequence[dict]) -> list[str]:
    return [a["key"] for a in attributes if is_age(a)]


def sample_targets(
    attributes: Sequence[dict],
    groups: Sequence[dict],
    weights: Mapping[str, float],
    cfg: TargetConfig,
    rng: random.Random,
    context: tuple[tuple[str, str], ...] = (),
    text: str | None = None,
) -> list[SanitizationTarget]:
    """Draw targets (attributes or groups) weighted by sensitivity, without replacement and without overlap.

    With ``text``, each target also covers the attributes that carry its value (see :func:`carriers`).
    """
    pool = {a["key"]: a for a in eligible(attributes)}
    extra: dict[str, list[str]] = {}
    echoed: set[str] = set()  # organisations named after a town the record keeps: a category covering one is no unit
    if text is not None:
        for key, a in list(pool.items()):
            hosts = carriers(a, attributes, text)
            echo = place_echo(a, attributes, text)
            if echo:
                echoed.add(key)
            if hosts is None or echo or claim_echo(a, text):  # a claim its Re: line names again (reader15 T5)
                del pool[key]
            else:
                extra[key] = [h for h in hosts if h in pool]
    extra = {k: [h for h in hosts if h in pool] for k, hosts in extra.items()}  # hosts dropped from the pool later
    for key in pool:  # a date of birth takes the stated age with it
        if DOB_KEY.search(key.lower()):
            extra[key] = extra.get(key, []) + [k for k in _age_keys(attributes) if k in pool]
    counts, probs = zip(*sorted(cfg.num_targets.items()), strict=True)
    wanted = rng.choices(counts, probs)[0]
    verifiable = {a["key"] for a in eligible(attributes)}
    group_units = [{**g, "keys": list(dict.fromkeys([*g["keys"], *category_keys(g["name"], pool)]))} for g in groups
                   if all(k in pool for k in g["keys"] if k in verifiable)]  # "every employment detail" means every
    group_units = [g for g in group_units if len([k for k in g["keys"] if k in pool]) >= 2
                   and not category_keys(g["name"], dict.fromkeys(echoed))]  # "no employment details" covers it
    chosen: list[SanitizationTarget] = []
    used: set[str] = set()
    for _ in range(wanted):
        use_group = group_units and rng.random() < cfg.group_prob
        if use_group:
            options = [g for g in group_units if not used & _with_carriers(g["keys"], pool, extra)]
            w = [sum(weights[k] for k in g["keys"] if k in pool) / len(g["keys"]) for g in options]
            picked = weighted_sample(options, w, 1, rng)
            if picked:
                keys = _with_carriers([k for k in picked[0]["keys"] if k in pool], pool, extra)
                chosen.append(_target("group", picked[0]["name"], sorted(keys, key=list(pool).index), pool, cfg,
                                      rng, context))
                used |= keys
                continue
        options = [k for k in pool if not used & _with_carriers([k], pool, extra)]
        picked = weighted_sample(options, [weights[k] for k in options], 1, rng)
        if not picked:
            break
        keys = [picked[0]] + [h for h in extra.get(picked[0], []) if h != picked[0]]
        chosen.append(_target("attribute", picked[0], keys, pool, cfg, rng, context))
        used |= set(keys)
    return chosen


def _with_carriers(keys, pool, extra) -> set[str]:
    return {k for k in keys if k in pool} | {h for k in keys for h in extra.get(k, [])}


def _target(kind, name, keys, pool, cfg, rng, context) -> SanitizationTarget:
    operation = "abstract" if rng.random() < cfg.abstract_prob else "drop"
    attrs = tuple(TargetAttribute(k, pool[k]["value"]) for k in keys)
    return SanitizationTarget(kind, name, attrs, operation, context)


_ROUGE = rouge_scorer.RougeScorer(["rougeL"])


def rouge_overlap(a: str, b: str) -> float:
    """ROUGE-L F-measure between two strings (0 = no shared words in order)."""
    return _ROUGE.score(a, b)["rougeL"].fmeasure


def _given_away(targets: Sequence[SanitizationTarget]) -> list[str]:
    """Target values and the strings that give them away (name parts, a birth year)."""
    out = [v for t in targets for v in t.values]
    for t in targets:
        for a in t.attributes:
            if is_name(a.key, a.value):
                out += name_parts(a.value)
            born = parse_date(a.value) if DOB_KEY.search(a.key.lower()) else None
            if born:
                out.append(str(born.year))
    return out


def choose_retention(
    attributes: Sequence[dict], targets: Sequence[SanitizationTarget], cfg: TargetConfig, rng: random.Random,
    removed: Sequence[SanitizationTarget] = (), conflict: random.Random | None = None,
) -> list[TargetAttribute]:
    """1–2 non-target attributes with the lowest ROUGE-L overlap with the target values (ties at random).

    A kept value never contains a target value, a part of a target's name or a dropped birth
    year, and is never contained in one: keeping it must not keep the target. Ages are never kept
    (a bare number cannot be checked). ``removed`` (the targets through :func:`expand`) adds the
    facts that go with a target: the date of birth of an age target is never asked to be kept, unless
    ``conflict`` (an rng) draws under ``cfg.conflict_prob``: then the first kept value is such a fact
    (see :attr:`TargetConfig.conflict_prob`).
    """
    target_keys = {a.key for t in targets for a in t.attributes}
    target_values = [v for t in targets for v in t.values]
    given_away = [v.lower() for v in _given_away(targets)]
    gone = {a.value.lower() for t in removed for a in t.attributes}
    removed_pairs = [a for t in removed for a in t.attributes if a.key == GENDER_WORD_KEY or a.key in target_keys]
    joined = " ".join(target_values)
    candidates = [
        a
        for a in eligible(attributes)
        if a["key"] not in target_keys
        and not is_age(a)
        and not any(v in a["value"].lower() or a["value"].lower() in v for v in given_away)
        and a["value"].lower() not in gone
        and not any(target_spans(a["value"], t.key, t.value) for t in removed_pairs)  # "(fiance)", "@matthewsfoods"
    ]
    rng.shuffle(candidates)
    candidates.sort(key=lambda a: rouge_overlap(joined, a["value"]))
    low, high = cfg.retention
    kept = [TargetAttribute(a["key"], a["value"]) for a in candidates[: rng.randint(low, high)]]
    if conflict is not None and conflict.random() < cfg.conflict_prob:
        names = [b for t in targets for b in t.attributes if is_name(b.key, b.value)]
        parts = {p for t in removed for b in t.attributes if is_name(b.key, b.value) for p in name_parts(b.value)}
        surnames = {name_parts(b.value)[-1] for b in names if len(name_parts(b.value)) > 1}  # a shared first name says nothing
        given = sorted({(a.key, a.value) for t in removed for a in t.attributes if a.key not in target_keys
                        and a.value.lower() in gone and (a.key, a.value) not in {(t.key, t.value) for t in kept}
                        and not AGE_KEY.search(a.key.lower()) and a.key != BIRTH_YEAR_KEY
                        and a.value not in parts  # "keep the first name, replace the last name" can be done
                        and (not is_name(a.key, a.value) or any(p in name_parts(a.value) for p in surnames))
                        and any(b["key"] == a.key and b["value"] == a.value for b in eligible(attributes))})
        if given:
            kept = [TargetAttribute(*conflict.choice(given))] + kept[: max(0, high - 1)]
    return kept
