"""Quality of Privasis-Sanitization triplets, checked independently of the sanitizer's own verifier.

    python benchmarks/quality_sanitization.py PRIVASIS_DIR SANITIZATION_DIR [--examples N]

Reads the source records (for their attributes, profile and ``document_date`` when present) and
the triplets, and prints one line per figure, then ``RESULT key=value ...``:

- leaks in *vanilla* rows (rows the sanitizer says are clean), checked case-insensitively and
  inside e-mails, URLs and handles too: a target value; a name part (>= 3 letters) of a name
  target; the birth year of a dropped date of birth; a stated age when a date of birth is a target;
- surname survival: rows with a multi-part name target whose last part is still in the output;
- placeholder rows (``[removed]``, ``[redacted]``, ... that the record did not hold), anywhere
  and inside prose sentences (not a form field or table cell);
- ungrammatical abstractions (a label noun followed by the abstraction's article, "account
  number a bank account on file"; the same phrase twice, "X on file and X on file"), and
  possessives glued to a verb or function word ("shipped's");
- added facts: a capitalised word or abbreviation inside a sentence that the record never had
  ("a city in NC");
- collateral loss: another annotated value of the record (not a target, not inside one) gone;
- instructions: distinct openers (first four words), raw keys (underscores), lowercased
  acronyms, occurrence counts;
- stand-ins in prose: an "<anything> on file" phrase the record did not have, outside a form field
  ("Phone: on file") or a table cell ("You asked to receive a contact preference on file."); a chat
  or Q&A speaker turned into a role ("the writer:"); a role glued to a name ("Christina the
  participant (mother)", "the member Conrad");
- linked facts: rows where a removed target can be read back from another fact still in the output:
  the date of birth (or, for a dropped age, the birth year) when an age is a target, the place of
  birth when a country of birth is, the subject's surname inside anyone's name when the subject's
  name is; checked in every row and in vanilla rows;
- hard rows: the share, and for each hard row why (a retention value that the target's removal
  took with it, or a target value left in place), so the share is explained;
- writer's edits (one ``<kind>_rows`` key each): placeholders no writer would use ("an official, Program
  Coordinator", "Patient: withheld", "Ref.: on file", "the office's phone number", "includes a health matter"),
  fragments a deletion left ("He has a home .", "reachable on 555-0128 or.", "A city in SD, SD", "the address
  above" after the address line went), sentences the edit left with no fact ("The talk with her took place."),
  and kept values lost (0 wanted: a kept value is never deleted, a row that cannot keep it safely is hard);
- linked facts also cover a diagnosis and its code (either way), the letterhead office's address, phone, fax,
  website and e-mail once the office is a target, its fax once its phone is (and back), and its website once a
  staff e-mail is (and back);
- generic fallbacks: of the phrases the sanitizer put in place of something (word-level diff of
  original and output), those that say nothing but the kind of thing ("an amount", "a date",
  "a detail", "a city", "a local employer", "a personal characteristic", a dropped age's
  "an adult", ...). Contact
  phrases ("a contact e-mail on file", "a phone number on file", "a personal website", "an
  online handle") are the one step those kinds have and are counted apart.
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's privasis_hub, not an installed one

from privasis_hub.keys import human  # noqa: E402
from privasis_hub.llm.base import SanitizationTarget, TargetAttribute  # noqa: E402
from privasis_hub.sanitize.address import US_STATES  # noqa: E402
from privasis_hub.sanitize.rules import parse_date, value_kind  # noqa: E402
from privasis_hub.sanitize.sums import computing_figures  # noqa: E402
from privasis_hub.sanitize.targets import covered_contacts  # noqa: E402
from privasis_hub.synth.catalog import REFERENCE_DATE  # noqa: E402
from privasis_hub.synth.places import state_area_codes, town_clues  # noqa: E402

NAME_KINDS = {"name", "first_name", "last_name"}
DOB_KEY = re.compile(r"(^|_)(date_of_birth|dob|birth_date|birthdate|birthday)$")
AGE_KEY = re.compile(r"(^|_)age$")
OWN_DOB = re.compile(r"^(date_of_birth|dob|birth_date|birthdate|birthday)$")  # not program_child_birth_date
TITLES = re.compile(r"^(?:dr|mr|mrs|ms|mx|prof|professor|hon|rev|judge|commissioner|magistrate|justice|officer|det|sgt)\.?$", re.I)
PLACEHOLDER = re.compile(
    r"(?i:\[(?:removed|redacted|withheld|omitted|deleted|private|hidden|pii|undisclosed)\]|<redacted>)"
    r"|\[[A-Z][A-Z_ ]{2,}\]|\*{3,}|X{4,}"
)
TOKENISH = re.compile(r"\S*(?:@|://|www\.|_)\S*|@\w\S*")
ACRONYMS = ("hoa", "agi", "ssn", "ein", "vin", "iban", "mrn", "gpa", "bmi", "ip", "dob", "url", "pin", "hiv",
            "acl", "ptsd", "adhd", "copd", "hvac", "llc", "ira", "id", "icd", "npi", "gre", "ged", "rsvp", "sku",
            "hr", "wifi", "us entry")
LOWER_ACRONYM = re.compile(r"\b(?:" + "|".join(ACRONYMS) + r")\b")
COUNTS = re.compile(r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:places?|times|mentions|occurrences)\b"
                    r"|the one place it appears", re.I)
LABEL_NOUNS = r"number|name|code|id|address|e-mail|email|phone|account|handle|website|url|status|title|date"
LABEL_ARTICLE = re.compile(rf"\b(?:{LABEL_NOUNS})\s+(?:a|an)\s+(?!(?:few|little|bit|day|week|month|year)\b)[a-z]", re.I)
#: One phrase standing twice in a list ("a date and a date"); not two clauses with one subject ("Things changed
#: for the client, and the client asked ...") nor a possessive ("the client and the client's work").
DUPLICATE = re.compile(
    r"\b((?:a|an|the)\s[\w' -]{3,40}?)(?:,\s+\1)*,?\s+(?:and|or)\s+\1\b(?!['’]s\b|\s+(?:[a-z]+ed|is|was|has|had|"
    r"will|can|asked|reported|holds|lives|works|said|says|gave|got|came|went|agreed|chose)\b)", re.I
)
BAD_POSSESSIVE = re.compile(r"\b(?:\w+ed|for|to|at|on|by|with|of|from|and|or|is|was|in|the|a|an)['’]s\b", re.I)
KNOWN_WORDS = set(
    "January February March April May June July August September October November December Spring Summer Fall "
    "Autumn Winter Social Security North American Latin Asian African European Middle Eastern Jewish Muslim "
    "Hindu Buddhist Sikh Christian English ID IP I Sir Madam".split()
)
GENERIC = (
    "a date", "a date on file", "a period", "a period on file", "at one point", "at some point in the day",
    "an amount", "an amount on file", "a figure", "a figure on file", "a set percentage", "a detail",
    "a private detail", "an undisclosed detail", "[redacted]", "a reference", "an ID on file", "an address",
    "a local address", "a street address", "a location", "a nearby city", "a city", "a postal code", "a local postal code", "an employer",
    "a local employer", "an organization", "a job", "working professional", "a health matter",
    "a health condition", "a measurement", "a recorded measurement", "a recorded score", "a score on file",
    "a personal characteristic", "another person", "someone", "an adult",
)
CONTACT = ("a contact e-mail on file", "a phone number on file", "a personal website", "an online handle",
           "an e-mail address", "a phone number", "a website", "an online account")
GENERIC_RE = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(g) for g in sorted(GENERIC, key=len, reverse=True))
                        + r")(?![\w-])(?!\s+(?:in|beginning|with|of|at|from|for|near)\b)"  # "a postal code in X" is specific
                        r"(?<!adult(?=\s(?:son|daughter|child|sibling|brother|sister)))", re.I)  # "an adult daughter" too
CONTACT_RE = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(g) for g in sorted(CONTACT, key=len, reverse=True))
                        + r")(?![\w-])", re.I)
ON_FILE = re.compile(r"\b[\w'-]+(?:[ \t]+[\w'-]+){0,5}[ \t]+on file\b", re.I)
FORM_FIELD = re.compile(r"^\s*(?:\|.*\||[\w '()/&.,-]{1,50}:\s*(?:on file)?\s*\.?)\s*$")
SPEAKER_ROLE = re.compile(r"^(?:\[[^\]\n]*\]\s*)?(?:the|a|an)\s+[a-z][a-z ]{1,30}:", re.M)
ROLE_BESIDE_NAME = re.compile(
    r"(?<![.!?:]\s)(?<!^)\b[A-Z][a-z]{2,} (?:the|a|an) [a-z]+(?= \()"  # "Brianna the participant (sister)"
    r"|\b(?:the|a|an) (?:client|patient|student|applicant|member|participant|writer|contributor|individual|employee"
    r"|customer|tenant|taxpayer|claimant|resident|user|traveler|volunteer) (?!(?:I|A)\b)(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)[A-Z][a-z]+\b")
COUNTRY_OF_BIRTH = re.compile(r"(^|_)(country_of_birth|birth_country)$")
CITIZENSHIP = re.compile(r"(^|_)(citizenship|nationality)$")
HOME_CITY = re.compile(r"^(city|home_city|city_of_residence|residence_city)$")
HOME_POSTAL = re.compile(r"^(postal_code|zip|zip_code|postcode)$")
OWN_PHONE = re.compile(r"^(phone|phone_number|home_phone|mobile|mobile_phone|cell_phone|contact_phone)$")
SEX = re.compile(r"(^|_)(sex|gender)$")
#: What says a sex once the sex itself is gone: the subject's pronouns and titles, and gendered relation words.
SEX_WORDS = {
    "female": re.compile(r"\b(?i:she|her|hers|herself)\b|\b(?:Ms|Mrs|Miss)\.?(?= [A-Z])"),
    "male": re.compile(r"\b(?i:he|him|his|himself)\b|\bMr\.?(?= [A-Z])"),
}
RELATION_WORDS = re.compile(
    r"\b(?:wife|husband|fianc[eé]e?|boyfriend|girlfriend|widow(?:er)?|mother|father|mom|dad|step(?:mother|father|son"
    r"|daughter)|son|daughter|brother|sister|grand(?:mother|father|son|daughter)|aunt|uncle|niece|nephew|woman|man"
    r"|lady|gentleman|girl|boy)\b", re.I)
PLACE_OF_BIRTH = re.compile(r"(^|_)(place_of_birth|birthplace|birth_place|city_of_birth|birth_city)$")
#: A neutral pronoun that does not agree with its verb or its role: "they is", "the booking for their is", "Them last".
PRONOUN_AGREEMENT = re.compile(
    r"\b[Tt]hey (?:is|was|has|does|isn't|wasn't|hasn't|doesn't)\b|\btheir (?:is|was|are|were|has|have|came|went|lists)\b"
    r"|(?:^|[.!?:]\s+)Them (?!all\b)[a-z]+|\bthem (?:own|file|account|profile|paperwork|records?)\b", re.M)
#: A stand-in where the channel alone was enough: "phone the office at the office's phone number".
CHANNEL_STANDIN = re.compile(
    r"\b(?:call|phone|e-?mail|text|write to|reach)\w*\s+(?:[\w']+\s+){0,3}at (?:the|a|an|your|his|her|their|[\w]+'s)"
    r" (?:[\w-]+ )?(?:phone number|e-mail address)\b", re.I)
#: A noun said twice within a few words, once by the text and once by the stand-in: "family history is
#: significant for a family history of ...".
DOUBLED_HEAD = re.compile(r"\b([a-z]{4,} [a-z]{4,})\b(?:\W+\w+){1,6}?\W+(?:a|an|the) \1 (?:of|with)\b", re.I)
#: An instruction that says one phrase twice ("... to a broader class of condition or treatment; the ... to a
#: broader class of condition or treatment") or one sentence twice.
def repeated_instruction(instruction: str) -> bool:
    """Whether the instruction repeats a "to <phrase>" of four or more words, or a whole sentence."""
    phrases = re.findall(r"\bto ((?:\w+ ){3,}?\w+)(?=[;.)])", instruction)
    sentences = [x for x in re.split(r"(?<=[.!?])\s+", instruction) if len(x.split()) >= 4]
    return len(phrases) != len(set(phrases)) or len(sentences) != len(set(sentences))


PROPER = re.compile(r"(?<=[a-z,;] )(?<!Dear )(?<!Hello )(?<!Hi )(?:[A-Z][a-z]+|[A-Z]{2,})\b")


def _rows(folder: str) -> list[dict]:
    files = sorted(Path(folder).glob("data/*.parquet"))
    if not files:
        raise SystemExit(f"{folder}: no data/*.parquet files")
    return [r for f in files for r in pq.read_table(f).to_pylist()]


def _bounded(value: str) -> re.Pattern[str]:
    v = re.escape(value.strip())
    left = r"(?<![A-Za-z0-9])" if value.strip()[:1].isalnum() else ""
    right = r"(?![A-Za-z0-9])" if value.strip()[-1:].isalnum() else ""
    return re.compile(left + r"\s+".join(v.split(r"\ ")) + right, re.I)


def present(text: str, value: str) -> bool:
    """The value in the text: as a word (any case), inside an e-mail/URL/handle, or by its digits (>= 7)."""
    v = value.strip()
    if not v:
        return False
    if _bounded(v).search(text):
        return True
    low = v.lower().lstrip("@")  # a handle's name inside a URL or e-mail counts too
    if len(low) >= 3 and any(low in tok.lower() for tok in TOKENISH.findall(text)):
        return True
    digits = re.sub(r"\D", "", v)
    if len(digits) >= 7 and sum(c.isalpha() for c in v) <= 1:
        runs = [re.sub(r"\D", "", m) for m in re.findall(r"\d[\d\s().-]*\d", text)]
        return any(digits in r for r in runs)
    return False


def name_parts(value: str) -> list[str]:
    """The parts of a person's name (>= 3 letters, capitalised), descriptor and titles left out ("my older sister
    Rachel" names Rachel: "older" and "sister" are no part of her name)."""
    core = re.sub(r"\([^)]*\)", " ", value).split(",")[0]
    parts = [p.strip(".'") for p in re.split(r"[\s-]+", core)]
    return [p for p in parts if len(p) >= 3 and p.isalpha() and p[:1].isupper() and not TITLES.match(p)]


def ages_of(record: dict) -> set[int]:
    """The subject's age as annotated and as derived from the date of birth (at the record's date)."""
    ages = {int(m) for a in record["attributes"] if AGE_KEY.search(a["key"]) for m in re.findall(r"\d{1,3}", a["value"])}
    when = parse_date(str(record.get("document_date") or "")) or REFERENCE_DATE
    for a in record["attributes"]:
        born = parse_date(a["value"]) if OWN_DOB.match(a["key"]) else None
        if born:
            ages.add(when.year - born.year - ((when.month, when.day) < (born.month, born.day)))
    return {a for a in ages if 0 < a < 120}


def age_stated(text: str, age: int) -> bool:
    n = str(age)
    pattern = (rf"\bage[ds]?\b[^\n\d]{{0,40}}(?<!\d){n}(?!\d)|(?<!\d){n}(?!\d)\s*(?:-|\s)?(?:years?|yrs?|yo|y/o)\b"
               rf"|\bturn(?:ed|s)?\s+{n}\b|\b{n}(?:st|nd|rd|th)\s+birthday"
               rf"|\b(?:is|am|are|was)\s+{n},?\s+(?:according\s+to|per|as\s+of)\b"
               rf"|\b(?:I|you|he|she|we|they|[A-Z][a-z]+)(?:\s+(?:am|is|are|was|were)|'m|'re|'s)(?:\s+(?:now|currently))?"
               rf"\s+{n}(?!\d)"
               rf"(?=\s*(?:[.,;:!?)]|$|\s+(?:this|that|next|last|now|today|at|when|by|on|in|and|but)\b))"
               rf"|\b(?:now|being|at)\s+{n},|\bbeing\s+{n}\b(?!\s*(?:%|[\w$]))|\bputs?\s+\w+\s+at\s+{n}\b(?!\s*%)"
               rf"|\b[A-Z][a-z]+,\s+{n},\s+[a-z]")
    return re.search(pattern, text, re.I) is not None


def check_row(row: dict, record: dict) -> dict[str, list[str]]:
    """Every problem of one triplet, by kind."""
    out = row["sanitized"]
    found: dict[str, list[str]] = {k: [] for k in (
        "value", "name_part", "birth_year", "age", "placeholder", "placeholder_prose", "label_article",
        "duplicate", "possessive", "added", "collateral", "on_file_prose", "speaker_role", "role_beside_name",
        "linked", "pronoun_agreement", "channel_standin", "doubled_head")}
    target_values: list[str] = []
    dob_targeted = False
    for t in row["targets"]:
        for key, value in zip(t["keys"], t["values"], strict=True):
            target_values.append(value)
            if AGE_KEY.search(key) and value.strip().isdigit():
                if age_stated(out, int(value)):
                    found["value"].append(value)
            elif present(out, value):
                found["value"].append(value)
            if value_kind(key, value) in NAME_KINDS:
                surname_only = t.get("kind") == "attribute" and value_kind(t["keys"][0], t["values"][0]) == "last_name"
                found["name_part"] += [p for p in name_parts(value) if present(out, p)  # the first name is not
                                       and (not surname_only or p == t["values"][0].strip())]  # asked to go
            if DOB_KEY.search(key):
                dob_targeted = dob_targeted or bool(OWN_DOB.match(key))  # (a child's birthdate is not the subject's age)
                born = parse_date(value)
                if born and t["operation"] == "drop" and re.search(rf"(?<!\d){born.year}(?!\d)", out):
                    found["birth_year"].append(str(born.year))
    if dob_targeted:
        found["age"] += [str(a) for a in ages_of(record) if age_stated(out, a)]
    for line in out.splitlines():
        for _ in [m for m in PLACEHOLDER.finditer(line) if m.group() not in row["original"]][:1]:
            found["placeholder"].append(line.strip())
            if not re.match(r"\s*(?:\||[\w '()/&.,-]{1,50}:\s*\S*\s*$)", line):
                found["placeholder_prose"].append(line.strip())
    original = row["original"]
    for name, pattern in (("label_article", LABEL_ARTICLE), ("duplicate", DUPLICATE), ("possessive", BAD_POSSESSIVE),
                          ("pronoun_agreement", PRONOUN_AGREEMENT), ("channel_standin", CHANNEL_STANDIN),
                          ("doubled_head", DOUBLED_HEAD)):
        before = {m.group().lower() for m in pattern.finditer(original)}
        found[name] += [m.group() for m in pattern.finditer(out) if m.group().lower() not in before]
    on_file = new_matches(ON_FILE, original, out)
    found["on_file_prose"] = [m for m in on_file if any(
        m in line.lower() and not FORM_FIELD.match(line) for line in out.splitlines())]
    found["speaker_role"] = new_matches(SPEAKER_ROLE, original, out)
    found["role_beside_name"] = new_matches(ROLE_BESIDE_NAME, original, out)
    found["linked"] = linked_leaks(row, record)
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", original)}
    words |= {w.lower() for code, state in US_STATES.items() if re.search(rf"\b{code}\b", original)
              for w in state.split()}  # "VA" said in full ("Virginia") is no new fact
    found["added"] = sorted({m.group() for m in PROPER.finditer(out) if m.group().lower() not in words
                             and m.group() not in KNOWN_WORDS})
    def squeeze(x: str) -> str:
        return re.sub(r"[^a-z0-9]", "", x.lower())

    target_values += [v for _, v in linked_facts(row, record)]  # removed with their target on purpose
    # figures that add up to a removed amount are blurred with it on purpose (reader11 T4)
    target_values += [f for t in row["targets"] for tv in t["values"]
                      for f in computing_figures(original.replace(tv, ""), tv)]
    target_values += [v for t in row["targets"] for _, v in covered_contacts(  # a group's kind of contact, any group
        SanitizationTarget(t["kind"], t["name"], tuple(TargetAttribute(k, v) for k, v in zip(t["keys"], t["values"],
                                                                                           strict=True)), t["operation"]),
        record["attributes"])]
    target_low = [squeeze(v) for v in target_values if len(squeeze(v)) >= 3]
    orgs = [v for t in row["targets"] for k, v in zip(t["keys"], t["values"], strict=True)
            if re.match(r"[A-Z]\S*\s+\S", v.strip())]  # a proper name of two or more words (an organisation's)
    announced = announced_linked(row, record)
    target_dates = {d for d in (parse_date(v) for v in target_values) if d}
    programs = {v.split()[0] for t in row["targets"] for v in t["values"] if _CAPS_TOKEN.fullmatch((v.split() or [""])[0])
                and not re.search(r"\d", v)}
    for a in record["attributes"]:
        v = a["value"]
        if len(v) < 3 or not a["spans"] or any(squeeze(v) in t or t in squeeze(v) for t in target_low):
            continue
        if a["key"] in announced:
            continue
        if any(re.match(rf"{re.escape(t)}\b", v) for t in programs):
            continue  # "SNAP-63513549" once "SNAP food assistance" goes: the program's code prefix goes with it  # the instruction asked for it: "the issuer phone (its area code) gives it away, so remove it too"
        if parse_date(v) in target_dates and value_kind(a["key"], v) in ("date", "date_range"):
            continue  # the same day as a target's date, written another way ("01/08/2025" and "January 8, 2025")
        if any(domain_of(o, v) for o in orgs if TOKENISH.fullmatch(v)):
            continue  # the organisation's own e-mail address goes with it
        if any(p.lower() in v.lower() for t in row["targets"] for k, tv in zip(t["keys"], t["values"], strict=True)
               if value_kind(k, tv) in NAME_KINDS for p in name_parts(tv)):
            continue
        if v.lower() in original.lower() and v.lower() not in out.lower():
            found["collateral"].append(f"{a['key']}={v}")
    return found


def announced_linked(row: dict, record: dict) -> set[str]:
    """Keys whose removal the instruction itself asks for as giving a target away ("The issuer address and the
    issuer phone (its area code) give it away, so remove them too", "... would point back to it, so take them out as
    well", "... would give it back", "... would reveal it"): their loss is asked for, not collateral."""
    said = " ".join(s for t in row["targets"] for s in re.split(r"(?<=[.!?])\s+", t.get("instruction") or "")
                    if re.search(r"(?i)\bgives? it away, so remove\b|would (?:point back to|give|reveal) it\b", s)).lower()
    return {a["key"] for a in record["attributes"] if f"the {human(a['key']).lower()}" in said}


def linked_facts(row: dict, record: dict) -> list[tuple[str, str]]:
    """``(what it gives back, value)`` for each fact of the record from which a target can be read back."""
    keys = [k for t in row["targets"] for k in t["keys"]]
    out = []
    for a in record["attributes"]:
        if OWN_DOB.match(a["key"]) and any(AGE_KEY.search(k) for k in keys) and a["key"] not in keys:
            out.append(("age", a["value"]))  # the subject's own date of birth; a child's birthdate says nothing of it
        if PLACE_OF_BIRTH.search(a["key"]) and any(COUNTRY_OF_BIRTH.search(k) for k in keys) and a["key"] not in keys:
            out.append(("country of birth", a["value"]))
        if (PLACE_OF_BIRTH.search(a["key"]) or COUNTRY_OF_BIRTH.search(a["key"])) and any(
                CITIZENSHIP.search(k) for k in keys) and a["key"] not in keys:
            out.append(("citizenship", a["value"]))  # "born in Toronto, Canada" next to "a North American citizen"
        if any(HOME_CITY.match(k) for k in keys) and a["key"] not in keys and (
                HOME_POSTAL.match(a["key"]) or OWN_PHONE.match(a["key"])):
            out.append(("city", a["value"]))  # a ZIP code, or a phone number's area code, names the city
        if a["key"] not in keys and (DIAGNOSIS_CODE.match(a["key"]) and any(DIAGNOSIS.match(k) for k in keys) or (
                DIAGNOSIS.match(a["key"]) and any(DIAGNOSIS_CODE.match(k) for k in keys))):
            out.append(("diagnosis", a["value"]))  # "generalized anxiety disorder" gives "F41.1" back, and back again
        if a["key"] not in keys and ISSUER_CONTACT.match(a["key"]) and letterhead_target(row, record):
            out.append(("organisation", a["value"]))  # the letterhead's address and phone name the office
        if a["key"] not in keys and any(t.match(k) and f.match(a["key"]) for t, f in OFFICE_LINKS for k in keys):
            out.append(("office contact", a["value"]))  # its fax line gives its phone back, its site its e-mail domain
        if any(DEPENDENTS.search(k) for k in keys) and a["key"] not in keys and "filing_status" in a["key"] and (
                DEPENDENTS_TAIL.search(a["value"])):
            out.append(("dependents", a["value"]))  # "head of household with three dependents claimed" says the count
        if any(SEX.search(k) for k in keys) and RELATION_WORDS.search(a["value"]):
            out.append(("sex", a["value"]))  # "Eric Conley (fiance)" is reworded with the sex
    for t in row["targets"]:  # a removed town's county, its own area codes and ZIP codes give it back
        for key, value in zip(t["keys"], t["values"], strict=True):
            state = town_of(value, record) if value_kind(key, value) == "city" else ""
            zips, codes, county = town_clues(state, value.strip()) if state else ((), (), "")
            out += [("town", county)] if county and county in record["text"] else []
            out += [("town", a["value"]) for a in record["attributes"] if a["key"] not in keys and (
                a["value"].strip() in zips or any(m.group(1) in codes for m in PHONE_NUMBER.finditer(a["value"])))]
    return out


DIAGNOSIS = re.compile(r"^(?:diagnosis|primary_diagnosis|working_diagnosis)$")
DEPENDENTS = re.compile(r"(^|_)dependents?(_claimed|_count)?$|(^|_)number_of_(?:dependents|children)$")
DEPENDENTS_TAIL = re.compile(r"(?i)\bwith\s+(?:no|one|two|three|four|five|six|seven|eight|nine|\d+)\s+"
                             r"(?:qualifying\s+)?(?:dependents?|children|child)\b")
DIAGNOSIS_CODE = re.compile(r"^(?:diagnosis_code|icd_code|icd10_code)$")
ISSUER_CONTACT = re.compile(r"^(?:issuer_(?:address|phone|fax|email|website)|signer_email)$")
_STAFF_EMAIL = re.compile(r"^(?:issuer_email|signer_email|colleague_email)$")
#: (a target's key, a fact's key): the office's phone and its fax line (the same exchange) give each other back,
#: its website and its staff's e-mail addresses share their domain (s29-dense).
OFFICE_LINKS = ((re.compile(r"^issuer_phone$"), re.compile(r"^issuer_fax$")),
                (re.compile(r"^issuer_fax$"), re.compile(r"^issuer_phone$")),
                (_STAFF_EMAIL, re.compile(r"^issuer_website$")), (re.compile(r"^issuer_website$"), _STAFF_EMAIL))


def letterhead_target(row: dict, record: dict) -> bool:
    """Whether a target is the organisation whose name heads (or ends) the record, alone on its line or after a dash."""
    lines = record["text"].strip().splitlines()
    edges = [re.sub(r"^.*\s[—–·]\s+", "", line).strip() for line in lines[:4] + lines[-8:]]
    return any(v.strip() in edges and value_kind(k, v) in ("organization", "employer")
               for t in row["targets"] for k, v in zip(t["keys"], t["values"], strict=True))


def domain_of(organisation: str, token: str) -> bool:
    """Whether an e-mail address or web address is the organisation's own: its domain's first label starts with the
    name's first word (>= 4 letters) and is the start of the name without spaces ("matthewsfoods" for "Matthews Foods")."""
    words = [w for w in re.sub(r"[^a-z ]", "", organisation.lower()).split() if w not in ("the", "of", "and", "for", "at")]
    host = token.lower().split("@", 1)[1] if "@" in token else re.sub(r"^(?:https?://)?(?:www\.)?", "", token.lower())
    label = re.sub(r"[^a-z]", "", host.split(".", 1)[0])
    return bool(words) and len(words[0]) >= 4 and label.startswith(words[0]) and "".join(words).startswith(label)


def gendered_leaks(row: dict) -> list[str]:
    """The words that still say a removed sex: the subject's pronouns or titles, or any gendered relation word."""
    sexes = {v.strip().lower() for t in row["targets"] for k, v in zip(t["keys"], t["values"], strict=True)
             if SEX.search(k)}
    out = row["sanitized"]
    found = [m.group() for sex in sexes & set(SEX_WORDS) for m in SEX_WORDS[sex].finditer(out)]
    return found + [m.group() for m in RELATION_WORDS.finditer(out)] if sexes else found


def linked_leaks(row: dict, record: dict) -> list[str]:
    """The linked facts still in the output, and any name in it that holds a removed surname."""
    out = row["sanitized"]
    found = []
    for what, value in linked_facts(row, record):
        born = parse_date(value) if what == "age" else None
        dropped_age = any(AGE_KEY.search(k) for t in row["targets"] if t["operation"] == "drop" for k in t["keys"])
        if what in ("sex", "town"):
            continue  # the reworded relation words are counted by gendered_leaks, a town's clues by town_giveaways
        if present(out, value) or (born and dropped_age and re.search(rf"(?<!\d){born.year}(?!\d)", out)):
            found.append(f"{what} <- {value}")
        elif what == "country of birth" and "," in value and present(out, value.split(",")[0]):
            found.append(f"{what} <- {value.split(',')[0]}")
    surnames = {name_parts(v)[-1] for t in row["targets"] for k, v in zip(t["keys"], t["values"], strict=True)
                if value_kind(k, v) in NAME_KINDS and len(name_parts(v)) >= 2}
    for a in record["attributes"]:
        if value_kind(a["key"], a["value"]) in NAME_KINDS and present(out, a["value"]):
            found += [f"surname <- {a['value']}" for p in surnames if p in name_parts(a["value"])]
    found += [f"sex <- {w}" for w in gendered_leaks(row)]
    found += town_giveaways(row, record)
    orgs = [v for t in row["targets"] for k, v in zip(t["keys"], t["values"], strict=True)
            if re.match(r"[A-Z]\S*\s+\S", v.strip())]  # a proper name of two or more words (an organisation's)
    found += [f"organisation <- {tok}" for tok in TOKENISH.findall(out) for o in orgs if domain_of(o, tok.strip(".,;:()<>"))]
    return found + category_leaks(row, record)


PHONE_NUMBER = re.compile(r"(?<![\d-])(?:\+?1[ .-]?)?\(?([2-9]\d\d)\)?[ .-]?\d{3}[ .-]\d{4}(?!\d)")
ZIP_CODE = re.compile(r"(?<![\d$.,-])(\d{5})(?![\d,.%]\d|\d)")


STATE_NAMES = {name.lower(): code for code, name in US_STATES.items()}


def town_of(value: str, record: dict) -> str:
    """The state of a town target: the profile's when it is the subject's town, else the "<town>, ST" the record says."""
    profile = record.get("profile") or {}
    if value.strip().lower() == str(profile.get("city") or "").lower() and profile.get("region"):
        return str(profile["region"])
    m = re.search(rf"\b{re.escape(value.strip())},[ \t]+([A-Z]{{2}})\b", record["text"])
    return m.group(1) if m else ""


def town_giveaways(row: dict, record: dict) -> list[str]:
    """What still names a removed town (reader4 T7: "Jefferson County Department of Human Services" and "Tel. +1 502
    555 0120" give Louisville back): its county's name, a phone number with one of its area codes (those that do not
    serve most of the state), or one of its ZIP codes."""
    out, found = row["sanitized"], []
    for t in row["targets"]:
        for key, value in zip(t["keys"], t["values"], strict=True):
            if value_kind(key, value) != "city":
                continue
            state = town_of(value, record)
            if not state:
                continue
            zips, codes, county = town_clues(state, value.strip())
            if county and re.search(rf"\b{re.escape(county)}\b", out):
                found.append(f"town <- {county}")
            found += [f"town <- area code {m.group(1)}" for m in PHONE_NUMBER.finditer(out) if m.group(1) in codes]
            found += [f"town <- ZIP {m.group(1)}" for m in ZIP_CODE.finditer(out) if m.group(1) in zips]
    for t in row["targets"]:  # a removed state: a phone with one of its area codes (area codes never cross states)
        for value in t.get("values", ()):
            state = value.strip() if value.strip() in US_STATES else STATE_NAMES.get(value.strip().lower())
            codes = state_area_codes(state) if state else frozenset()
            found += [f"state <- area code {m.group(1)}" for m in PHONE_NUMBER.finditer(out) if m.group(1) in codes]
    return found


def hard_reason(row: dict, record: dict) -> str:
    """Why a row is hard, as an independent check sees it."""
    lost = [r["key"] for r in row["retention"] if r["value"] not in row["sanitized"]]
    if lost:
        linked = {v for _, v in linked_facts(row, record)}
        names = {p for t in row["targets"] for k, v in zip(t["keys"], t["values"], strict=True)
                 if value_kind(k, v) in NAME_KINDS for p in name_parts(v)}
        given = [r for r in row["retention"] if r["key"] in lost and (
            r["value"] in linked or any(p.lower() in r["value"].lower() for p in names))]
        return "kept value gives a target back" if given else "kept value lost with a target"
    linked = {v for _, v in linked_facts(row, record)}
    if any(r["value"] in linked for r in row["retention"]):
        return "kept value gives a target back"  # kept, as asked: the target can be read back from it
    return "target value left"


def replacements(original: str, sanitized: str) -> list[str]:
    """The phrases the output puts in place of (or beside) original words: a word-level diff's insertions."""
    a, b = re.findall(r"\S+", original), re.findall(r"\S+", sanitized)
    ops = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    return [" ".join(b[j1:j2]) for op, _, _, j1, j2 in ops if op in ("replace", "insert")]


def new_matches(pattern: re.Pattern[str], original: str, sanitized: str) -> list[str]:
    """Matches of ``pattern`` in the output beyond those the original already had (per phrase)."""
    before = Counter(m.group().lower() for m in pattern.finditer(original))
    after = Counter(m.group().lower() for m in pattern.finditer(sanitized))
    return [p for p, n in after.items() for _ in range(n - before[p]) if n > before[p]]


def opener(instruction: str) -> str:
    return " ".join(re.findall(r"[a-z']+", instruction.lower())[:4])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("privasis_dir")
    parser.add_argument("sanitization_dir")
    parser.add_argument("--examples", type=int, default=0, help="print up to N quoted problems per kind")
    args = parser.parse_args()
    records = {r["id"]: r for r in _rows(args.privasis_dir)}
    rows = _rows(args.sanitization_dir)
    per_kind: Counter[str] = Counter()
    vanilla_kind: Counter[str] = Counter()
    examples: dict[str, list[str]] = {}
    vanilla = [r for r in rows if r["difficulty"] == "vanilla"]
    vanilla_leak_rows = inference_rows = surname_rows = surname_left = 0
    for row in rows:
        record = records.get(row["record_id"])
        if record is None:
            raise SystemExit(f"{row['id']}: source record {row['record_id']} is not in {args.privasis_dir}")
        found = check_row(row, record)
        for kind, items in found.items():
            if items:
                per_kind[kind] += 1
                examples.setdefault(kind, []).append(f"{row['id']}: {items[:3]}")
                if row["difficulty"] == "vanilla":
                    vanilla_kind[kind] += 1
        names = [v for t in row["targets"] for k, v in zip(t["keys"], t["values"], strict=True)
                 if value_kind(k, v) in NAME_KINDS and len(name_parts(v)) >= 2
                 and t["keys"][0] != "first_name"]  # a first-name target takes the full name only as its holder:
        # the surname is not asked to go ("The first name should not appear anywhere")
        if names:
            surname_rows += 1
            surname_left += any(present(row["sanitized"], name_parts(v)[-1]) for v in names)
        if row["difficulty"] == "vanilla":
            leak = any(found[k] for k in ("value", "name_part", "birth_year", "age", "linked"))
            vanilla_leak_rows += leak
            inference_rows += bool(not found["value"] and any(found[k] for k in ("name_part", "birth_year", "age")))
    replaced = generic_rows = 0
    generic: Counter[str] = Counter()
    contact: Counter[str] = Counter()
    for row in rows:
        replaced += len(replacements(row["original"], row["sanitized"]))
        found_generic = new_matches(GENERIC_RE, row["original"], row["sanitized"])
        generic.update(found_generic)
        generic_rows += bool(found_generic)
        contact.update(new_matches(CONTACT_RE, row["original"], row["sanitized"]))
        if found_generic:
            examples.setdefault("generic", []).append(f"{row['id']}: {found_generic[:3]}")
    hard_reasons = Counter(hard_reason(r, records[r["record_id"]]) for r in rows if r["difficulty"] == "hard")
    fluency_kinds = ("placeholder", "label_article", "duplicate", "possessive", "collateral", "on_file_prose",
                     "speaker_role", "role_beside_name", "pronoun_agreement", "channel_standin", "doubled_head")
    fluency_rows = sum(1 for row in rows if any(check_row(row, records[row["record_id"]])[k] for k in fluency_kinds))
    edit_rows: Counter[str] = Counter()
    for row in rows:
        for kind, items in writer_edit_problems(row, records[row["record_id"]]).items():
            edit_rows[kind] += bool(items)
            if items:
                examples.setdefault(kind, []).append(f"{row['id']}: {items[:3]}")
    category_rows = sum(bool(category_leaks(r, records[r["record_id"]])) for r in rows)
    instructions = [r["instruction"] for r in rows]
    openers = Counter(opener(i) for i in instructions)
    raw_keys = sum(bool(re.search(r"\b[a-z]+_[a-z_]+\b", i)) for i in instructions)
    acronyms = sum(bool(LOWER_ACRONYM.search(i)) for i in instructions)
    counts = sum(bool(COUNTS.search(i)) for i in instructions)
    repeated = sum(repeated_instruction(i) for i in instructions)
    n, nv = len(rows), len(vanilla)
    print(f"triplets {n}, vanilla {nv}, hard {n - nv} (hard share {(n - nv) / max(n, 1):.3f})")
    print(f"{'figure':<44}{'all rows':>10}{'vanilla':>10}")
    for kind in ("value", "name_part", "birth_year", "age", "linked", "placeholder", "placeholder_prose",
                 "on_file_prose", "speaker_role", "role_beside_name", "label_article", "duplicate", "possessive",
                 "pronoun_agreement", "channel_standin", "doubled_head", "added", "collateral"):
        print(f"{'rows with ' + kind:<44}{per_kind[kind]:>10}{vanilla_kind[kind]:>10}")
    print(f"{'on-file stand-ins in prose: share of rows':<44}{per_kind['on_file_prose'] / max(n, 1):>10.3f}")
    print(f"{'why rows are hard':<44}" + (", ".join(f"{k}: {v}" for k, v in hard_reasons.most_common()) or "-"))
    print(f"{'vanilla rows leaking (any of the four)':<44}{vanilla_leak_rows:>10} ({vanilla_leak_rows / max(nv, 1):.3f})")
    print(f"{'  of which only through components':<44}{inference_rows:>10}")
    print(f"{'surname survives / rows with full-name target':<44}{surname_left:>10} / {surname_rows}")
    print(f"{'rows with any fluency problem':<44}{fluency_rows:>10} ({fluency_rows / max(n, 1):.3f})")
    print(f"{'distinct instruction openers (4 words)':<44}{len(openers):>10}")
    print(f"{'instructions with raw keys / acronyms / counts':<44}{raw_keys:>10} / {acronyms} / {counts}")
    print(f"{'instructions repeating a phrase or sentence':<44}{repeated:>10}")
    n_generic = sum(generic.values())
    print(f"{'generic fallbacks / replaced phrases':<44}{n_generic:>10} / {replaced} ({n_generic / max(replaced, 1):.3f})"
          f" in {generic_rows} rows")
    if generic:
        print("  " + ", ".join(f"{p!r} {k}" for p, k in generic.most_common(12)))
    print(f"{'contact phrases / replaced phrases':<44}{sum(contact.values()):>10} / {replaced}")
    print(f"{'rows leaking through a category or birth years':<44}{category_rows:>10}")
    for kind in (*WRITER_EDIT, *EXTRA_EDIT):
        print(f"{'rows with ' + kind:<44}{edit_rows[kind]:>10}")
    r13: Counter[str] = Counter()
    for row in rows:
        for key, items in reader13_classes(row).items():
            r13[key] += bool(items)
            if items:
                examples.setdefault(f"reader13_{key}", []).append(f"{row['id']}: {items[:2]}")
    threads = sum(_thread(r["original"]) for r in rows)
    quoting = sum("\n> " in r["original"] for r in rows)
    print(f"{'reader13 A-J rows (A of quoting, G/I of threads)':<44}" + " ".join(f"{k}={r13[k]}" for k in "ABCDEFGHIJ")
          + f" (quoting {quoting}, threads {threads})")
    r14: Counter[str] = Counter()
    for row in rows:
        for key, items in reader14_classes(row, records[row["record_id"]]).items():
            r14[key] += bool(items)
            if items:
                examples.setdefault(f"reader14_{key}", []).append(f"{row['id']}: {items[:2]}")
    print(f"{'reader14 A-G rows (G: e-mail generalised away)':<44}" + " ".join(f"{k}={r14[k]}" for k in "ABCDEFG"))
    r15: Counter[str] = Counter()
    for row in rows:
        for key, items in reader15_classes(row).items():
            r15[key] += bool(items)
            if items:
                examples.setdefault(f"reader15_{key}", []).append(f"{row['id']}: {items[:2]}")
    print(f"{'reader15 A-G rows':<44}" + " ".join(f"{k}={r15[k]}" for k in "ABCDEFG"))
    n_abstract = sum(t["operation"] == "abstract" for r in rows for t in r["targets"])
    deleted_targets = sum(len({i for i, _ in abstract_deleted(r)}) for r in rows)
    print(f"{'abstract targets whose line was deleted':<44}{deleted_targets:>10} / {n_abstract}")
    if args.examples:
        for kind, items in examples.items():
            print(f"\n## {kind}")
            for item in items[: args.examples]:
                print("  " + item)
    print(
        f"RESULT triplets={n} hard_share={(n - nv) / max(n, 1):.3f} vanilla_leak_rows={vanilla_leak_rows} "
        f"vanilla_value={vanilla_kind['value']} vanilla_name_part={vanilla_kind['name_part']} "
        f"vanilla_birth_year={vanilla_kind['birth_year']} vanilla_age={vanilla_kind['age']} "
        f"surname_left={surname_left}/{surname_rows} placeholder_rows={per_kind['placeholder']} "
        f"placeholder_prose_rows={per_kind['placeholder_prose']} label_article_rows={per_kind['label_article']} "
        f"duplicate_rows={per_kind['duplicate']} possessive_rows={per_kind['possessive']} "
        f"added_fact_rows={per_kind['added']} collateral_rows={per_kind['collateral']} fluency_rows={fluency_rows} "
        f"openers={len(openers)} raw_key_instructions={raw_keys} acronym_instructions={acronyms} "
        f"count_instructions={counts} generic_fallbacks={n_generic} replaced_phrases={replaced} "
        f"generic_share={n_generic / max(replaced, 1):.3f} generic_rows={generic_rows} "
        f"contact_phrases={sum(contact.values())} on_file_prose_rows={per_kind['on_file_prose']} "
        f"on_file_prose_share={per_kind['on_file_prose'] / max(n, 1):.3f} speaker_role_rows={per_kind['speaker_role']} "
        f"role_beside_name_rows={per_kind['role_beside_name']} linked_rows={per_kind['linked']} "
        f"vanilla_linked_rows={vanilla_kind['linked']} pronoun_agreement_rows={per_kind['pronoun_agreement']} "
        f"channel_standin_rows={per_kind['channel_standin']} doubled_head_rows={per_kind['doubled_head']} "
        f"repeated_instructions={repeated} category_leak_rows={category_rows} "
        + " ".join(f"{k}_rows={edit_rows[k]}" for k in (*WRITER_EDIT, *EXTRA_EDIT))
        + f" abstract_deleted_targets={deleted_targets}/{n_abstract}"
        + "".join(f" reader13_{k}_rows={r13[k]}" for k in "ABCDEFGHIJ")
        + "".join(f" reader15_{k}_rows={r15[k]}" for k in "ABCDEFG")
    )


#: Keys a category covers whatever group the record filed them under (independent of the sanitizer's table).
CATEGORY = {
    "income and debts": re.compile(r"balance|debt|credit_score|credit_limit|loan|late_fee|past_due|arrears|creditor"
                                   r"|income|salary|owed|minimum_payment|collection"),
    "identity": re.compile(r"^(?:email|phone|street_address|drivers_license_number|passport_number|ssn|id_number)$"),
    "employment": re.compile(r"occupation|employer|job_title"),
}


#: Keys that name a member of staff by their role ("loan_officer"): a person, not an income or debt fact; the name of
#: the credit union's loan officer says nothing of the person's income or debts (s27: the one vanilla "leak" at seed
#: 11 was "Passed to: Mark Boone" in a loan form's office box, under "no income and debts details should remain").
_STAFF_ROLE = re.compile(r"(?:officer|agent|specialist|representative|advisor|counselor|processor|underwriter)$")


def category_leaks(row: dict, record: dict) -> list[str]:
    """What still says a category-wide target ("no income and debts details should remain": a late fee, a credit
    score), a retirement said elsewhere when the occupation "retired ..." went, or a birth year left by an abstracted
    date of birth (a month and year give the exact age back)."""
    out, kept = row["sanitized"], {r["value"] for r in row.get("retention", [])}
    found = []
    for t in row["targets"]:
        pattern = CATEGORY.get(t.get("name", "")) if t.get("kind") == "group" else None
        if pattern:
            found += [f"{t['name']} <- {a['value']}" for a in record["attributes"] if pattern.search(a["key"])
                      and not _STAFF_ROLE.search(a["key"]) and a["spans"] and len(a["value"]) >= 3 and a["value"] not in kept and present(out, a["value"])]
        for key, value in zip(t["keys"], t["values"], strict=True):
            if re.search(r"occupation|job_title", key) and "retired" in value.lower() and re.search(r"(?i)\bretir", out):
                said = re.search(r"(?i)[^.\n]*retir[^.\n]*", out).group().strip()
                found.append(f"employment <- {said[:60]}")
            born = parse_date(value) if DOB_KEY.search(key) and t["operation"] == "abstract" else None
            if born and re.search(rf"(?<!\d){born.year}(?!\d|s\b)", out):  # "the early 1970s" is a range
                found.append(f"age <- birth year {born.year}")
    return found


#: What a writer's edit would not leave (each a new match against the original):
WRITER_EDIT = {
    # a stand-in restating its own subject: "the number we have for you is your phone number"
    "tautology": re.compile(r"\b(?:number|file|address|e-?mail|contact)\b[^.;\n]{0,40}\b(?:is|are|was)\s+(?:matter\s+)?"
                            r"(?:your|his|her|their|the|a|an)\s+(?:[\w-]+\s+){0,3}(?:number|address|ID)\b", re.I),
    # a clause left without the object it was about: "he has a documented history.", "Replies are sent."
    "dangling": re.compile(r"\b(?:a|an|the|documented|prior|past|family)\s+(?:history|diagnosis)\.|\b(?:is|are|was|were|be)"
                           r"\s+(?:sent|addressed|forwarded|copied)\.|(?:(?<=[.!?]\s)|^)Such (?:a|an)\s\w+ is\b", re.I | re.M),
    # a salutation or sender that is an indefinite stand-in: "Dear an official,", "From: An official"
    "salutation": re.compile(r"\bDear (?:a|an)\s+\w+|^From: (?:a|an) \w+\s*$", re.I | re.M),
    # a placeholder no writer would use: "an official, Program Coordinator", "Patient: withheld", "Ref.: on file",
    # "call the office on the office's phone number", "includes a health matter", "she is an online handle."
    "placeholder_noun": re.compile(r"\ban official\b|\bwithheld\b|^[\w .'()/&-]{1,40}:[ \t]+on file[ \t]*$|\|[ \t]*on file[ \t]*\|"
                                   r"|\bthe office's (?:phone number|e-mail address)\b|\ba (?:private detail|detail|health "
                                   r"matter|remark|personal goal)\b|\bis an online (?:handle|account)\.", re.I | re.M),
    # a fragment a deletion left: "He has a home .", "reachable on 555-0128 or.", "A city in SD, SD", "payable ... posted."
    "fragment": re.compile(r"\w[ \t]+[.,;](?=\s|$)|\b(?:or|and|to|at|of|with|the)\.(?=\s|$)|(?<!\bit )(?<!\bnow )(?<!\bmoving )(?<!\bcarry )(?<!\bgoing )\bon\.(?=\s|$)|\bin ([A-Z]{2}), \1\b"
                           r"|(?<![\w-])(?<!what you )(?<!what I )(?<!what he )(?<!what she )(?<!what they )(?<!what we )"
                           r"(?:posted|mailed|spoke|asked)\.(?=\s|$)|\b(?:began|started) and\b"),
    # a stand-in that is not what the slot holds: "each month's benefit will arrive by a public benefit program",
    # "you volunteer with a public benefit program", "A friend from way back, someone, called" (reader4 T1, T2)
    "slot_nonsense": re.compile(r"\b(?:arrive|paid|sent|deposited|come|go)s? (?:by|via|through|to) a public benefit program"
                                r"|\bvolunteer(?:s|ed|ing)? (?:with|at|for|in) a public benefit program"
                                r"|(?<=[a-z]), someone(?:,(?= )|(?=[.;:!?]))", re.I),
    # a stand-in used as a modifier of the noun it stood in: "you hold an ID number license"
    "standin_modifier": re.compile(r"\b(?:a|an) (?:ID|reference) number (?:license|licence|card|account|policy)\b", re.I),
    # a role said of itself after whom it serves: "The recruiter working with Ms. Navarro is a recruiter."
    "role_tautology": re.compile(r"(?:^|(?<=[.!?] ))(?:The|Your|His|Her|Their) (?:[a-z-]+ )?([a-z]+) (?:working with|"
                                 r"assigned to|who works with|handling|for|on|in charge of) (?:[^.!?\n]|(?<=Mr|Ms|Dr|Mx)\.)"
                                 r"{1,60}? (?:is|was) (?:a|an|the) (?:[a-z-]+ )?\1\.", re.M),
    # a label whose role lost its head noun: "Handled by: A case" (a case handler)
    "label_head_lost": re.compile(r"(?m)^[\w ]{1,30}:[ \t]+(?:A|An) (?:case|file|claims?|account|intake|support)[ \t]*$"),
    # a channel's hours once its address went: "This file's inbox is an e-mail address, checked daily",
    # "E-mail for this file: checked daily."
    "hours_without_channel": re.compile(r"\b(?:inbox|address|e-?mail)\b[^.\n]{0,30}\b(?:is|goes to) (?:an? )?e-?mail(?: address)?"
                                        r", (?:read|checked|answered|monitored)\b|(?m:^)(?:E-?mail|Phone|Inbox)[\w ]{0,20}:"
                                        r"[ \t]+(?:read|checked|answered|monitored)\b", re.I),
    # a reply in a thread left with its greeting straight above its close (its answer went)
    "empty_reply": re.compile(r"(?m)^(?:Dear|Hi|Hello|Good (?:morning|afternoon|evening))\b[^\n]{0,40},[ \t]*\n[ \t]*\n"
                              r"(?:Kind regards|Best regards|Warm regards|With kind regards|Regards|Best|Thanks|Many thanks"
                              r"|Thank you|Sincerely|Yours(?: sincerely| truly)?)[ \t]*,?[ \t]*$"),
}


#: Problems :func:`writer_edit_problems` finds beyond the patterns of :data:`WRITER_EDIT`.
EXTRA_EDIT = ("header_lost", "empty_sentence", "lost_retention", "empty_heading", "dangling_when", "title_to_first_name",
              "org_name_part", "unit_as_place", "vacuous_event", "bare_state_line", "letterhead_lost",
              "title_token_leak", "label_repeat_standin", "capital_article_after_label", "first_name_lost",
              "header_from_lost", "deferred_answer", "partial_target", "doubled_standin", "standin_field",
              "invented_drop", "dangling_closing", "wide_money_range", "restating_sentence", "that_fragment",
              "role_as_name", "gutted_letterhead", "line_twice", "standin_list_item", "org_place_echo",
              "standin_field_value", "label_head_repeat", "verbatim_after_edit", "small_count_range",
              "own_kind_sentence", "sex_linked", "empty_entry", "count_footer", "wrong_kind", "standin_not_subject",
              "standin_head_echo", "paren_contact_ext", "street_as_city", "sum_gives_back", "email_rebuilt",
              "product_gives_back", "standin_word_echo", "table_row_cut", "abstract_deleted", "range_on_id",
              "tautology_standin", "label_article_standin")

#: A form field whose value a stand-in took as a sentence would ("Benefit program: A public assistance program",
#: "Provider: The community group"): a form writes the value without the article (reader6 class 10). E-mail headers
#: and signature lines name a party ("From: A client of the law firm") and are left out.
LABEL_VALUE = re.compile(r"(?m)^[ \t]*(?!(?i:From|To|Cc|Bcc|Subject|Re|Regarding|Sent|Date|Attn|Attention|Signed|Dear)\b)"
                         r"(?![QA]:)(?![A-Z]{2,}[A-Z ]*:)"  # a transcript's speaker ("A:", "THE DEFENDANT:") says a sentence
                         r"([A-Za-z][\w '()/&.,-]{0,40}):[ \t]+(?:A|An|The)[ \t]+([^\n.:;!?]*?)[ \t]*$")
#: A table row "| Label | value |".
TABLE_VALUE = re.compile(r"(?m)^\|[ \t]*([^|\n]+?)[ \t]*\|[ \t]*(?:[Aa]n?|[Tt]he)[ \t]+([^|\n]+?)[ \t]*\|[ \t]*$")


def _np_core(phrase: str) -> str:
    """A noun phrase without its article and a parenthesis: "An emergency contact (mother)" -> "emergency contact"."""
    core = re.sub(r"\([^)]*\)", " ", phrase)
    return " ".join(re.sub(r"(?i)^(?:a|an|the)\s+", "", core.strip()).lower().split())


def label_standins(row: dict) -> tuple[list[str], list[str]]:
    """Form fields the edit gave a stand-in with a capitalised article ("Benefit program: A public assistance program")
    and fields or table cells whose stand-in only repeats the label ("Emergency contact: An emergency contact
    (mother)", "Committee: A committee", "| Travel companion | a travel companion (friend) |"); new lines only."""
    before = set(row["original"].splitlines())
    capital, repeat = [], []
    for line in row["sanitized"].splitlines():
        if line in before:
            continue
        m = LABEL_VALUE.match(line)
        if m and len(m.group(2).split()) <= 7:
            capital.append(line.strip())
        m = m or TABLE_VALUE.match(line) or re.match(r"^[ \t]*([A-Za-z][\w '()/&.,-]{0,40}):[ \t]+([^\n]+)$", line)
        if m:
            label, core = " ".join(m.group(1).lower().split()), _np_core(m.group(2))
            if len(core) >= 4 and (label == core or label.endswith(" " + core)):
                repeat.append(line.strip())
    return capital, repeat


#: Program-like tokens: an all-capital word of three or more letters ("SNAP", "WIC", "TANF").
_CAPS_TOKEN = re.compile(r"\b[A-Z]{3,}\b")
_COMMON_CAPS = frozenset("USA LLC INC PLLC ATTN FAQ".split())


def title_token_leaks(row: dict) -> list[str]:
    """A removed value's program token still said by a title or a code the edit left ("SNAP food assistance" ->
    "a public assistance program" under "SNAP BENEFITS RENEWAL FORM", "Agency case number: SNAP-63513549"; reader6
    class 9): the value names a program by its first word, no word of its own told a number, the stand-in left the
    token out, and an unchanged line still holds it."""
    out, found = row["sanitized"], []
    before = row["original"].splitlines()
    kept = [r["value"] for r in row.get("retention", [])]
    for t in row["targets"]:
        for value in t.get("values", ()):
            first = value.split()[0] if value.split() else ""
            if not _CAPS_TOKEN.fullmatch(first) or first in _COMMON_CAPS or re.search(r"\d", value) or present(out, value):
                continue
            word = re.compile(rf"(?<![\w-]){first}(?![a-z])")
            unchanged = [x for x in out.splitlines() if x in before and word.search(x) and value not in x
                         and not any(first in k for k in kept)]
            changed = [x for x in out.splitlines() if x not in before and word.search(x)]
            if unchanged and not changed:
                found.append(f"{first}: {unchanged[0].strip()[:60]}")
    return found


def first_name_lost(row: dict, record: dict | None) -> list[str]:
    """A request to remove the last name only that also took the first name (reader6 T8: no addressee left, "Dear
    Student,"): the first name of the full name it covers is gone, and no other target asks for it."""
    found = []
    for t in row["targets"]:
        if t.get("kind") != "attribute" or not t.get("keys") or value_kind(t["keys"][0], t["values"][0]) != "last_name":
            continue
        surname = t["values"][0].strip()
        for value in t["values"][1:]:
            parts = name_parts(value)
            if len(parts) < 2 or parts[-1] != surname:
                continue
            first = parts[0]
            others = [v for u in row["targets"] if u is not t for v in u.get("values", ())]
            if any(first.lower() in v.lower() for v in others):
                continue
            said = re.compile(rf"\b{re.escape(first)}\b")
            if said.search(row["original"]) and not said.search(row["sanitized"]):
                found.append(first)
    return found


def header_from_lost(row: dict) -> list[str]:
    """E-mail header lines ("From:", "To:") the edit deleted: a reply whose sender went with the signer reads
    "-----\nTo: Kimberly Wolf" (reader6 T5); the office or the role belongs there."""
    found = []
    gone = row["original"].count("\n-----\n") - row["sanitized"].count("\n-----\n")  # a message left out whole
    for label in ("From", "To"):
        pattern = re.compile(rf"(?m)^{label}:[ \t]")
        lost = len(pattern.findall(row["original"])) - len(pattern.findall(row["sanitized"])) - max(gone, 0)
        if lost > 0:
            found.append(f"{lost} {label}: lines")
    return found

#: A unit taken for a place once its street went: "a suite in Suite A", "write to us in Suite A", a "Suite A" line.
UNIT_AS_PLACE = re.compile(r"(?m)in (?:Suite|Unit|Floor|Room|Apt\.?) [\w-]+\b|^[ \t]*(?:Suite|Unit|Floor|Room) [\w-]+[ \t]*$")
#: A sentence that only says that something happened once its date went: "The events at issue took place."
VACUOUS_EVENT = re.compile(r"(?:^|(?<=[.!?] )|(?<=\n))(?:The|Your|His|Her|Their|Our|My|This|That)[ \t]+(?:[\w'’-]+[ \t]+)"
                           r"{0,4}?(?:took place|was made|were made|happened|occurred|started|began|was carried out"
                           r"|was completed)\.")
#: A removed answer put off in a reply: "Thank you for your question. We will answer it separately." (reader6 T1, T5).
DEFERRED_ANSWER = re.compile(r"(?i)\bwe will answer it separately\b")
#: A line holding only a state's code ("WV") once its town went.
BARE_STATE_LINE = re.compile(r"(?m)^[ \t]*[A-Z]{2}[ \t]*$")


def letterhead_lost(row: dict) -> list[str]:
    """A letterhead whose organisation the request only abstracts, deleted outright while its block stays: the record
    opens on its street or its town line (reader5 T121); one gone with its whole block opens on its date (reader13 F:
    never "A law firm" on line 1)."""
    first = row["original"].lstrip().split("\n", 1)[0].strip()
    out_first = row["sanitized"].lstrip().split("\n", 1)[0].strip()
    abstracted = {v.strip() for t in row["targets"] if t["operation"] == "abstract" for v in t.get("values", ())}
    later = {line.strip() for line in row["original"].splitlines()[1:] if line.strip()}
    # a letterhead gone with its whole block (the letter opens on its date or its greeting, as on plain paper) is the
    # edit reader13 F asks for, not a gutted one
    plain = re.fullmatch(r"(?:[A-Z][a-z]+ \d{1,2}, \d{4}|\d{1,2}/\d{1,2}/\d{4}|\d{4}-\d\d-\d\d|(?:Dear|Hello|Hi)\b.*)", out_first)
    return [first] if first in abstracted and out_first in later and not out_first.isupper() and not plain else []


#: "My number is 907-555-0162, and I am usually free on weekends.": a clause about when to reach someone.
CONTACT_THEN_WHEN = re.compile(r"\b(?:number|phone|address|e-?mail|reach me|call me|write to me)\b[^.!?\n]*?,?\s+and\s+"
                               r"(I(?:'m| am| will be) (?:\w+ly )?(?:home|free|around|in|available|up|reachable|at home)\b"
                               r"[^.!?\n]*[.!?])")


def dangling_when(original: str, out: str) -> list[str]:
    """Availability clauses the edit left standing alone once the contact before them went (reader4 T10: "I am
    usually home in the evenings." with nothing to reply to)."""
    found = []
    for m in CONTACT_THEN_WHEN.finditer(original):
        alone = re.escape(m.group(1)[0].upper() + m.group(1)[1:])
        if m.group() not in out and re.search(r"(?:^|(?<=[.!?]\s)|(?<=\n))" + alone, out) and not re.search(
                r"(?:^|(?<=[.!?]\s)|(?<=\n))" + alone, original):
            found.append(m.group(1))
    return found


#: Words that say what kind of body an organisation is ("Federal Credit Union"), not whose or where it is.
ORG_KIND_WORDS = frozenset("""federal credit union community bank health center centre neighborhood association elementary
    middle high school college university hospital clinic family medical dental care social security field office vital
    records sports club recreation services service department county city state regional national public memorial
    general united first central insurance law firm group league church library agency board council model railroad food
    pantry volunteer network savings methodist baptist catholic lutheran occupational physical therapy orthopedic
    municipal court accounting tax bookkeeping consulting real estate partners legal aid human resources""".split())


def org_name_parts(row: dict) -> list[str]:
    """Part of a removed organisation's proper name left once the rest went: "Cedar Valley Federal Credit Union" ->
    "Valley Federal Credit Union" (the whole name goes, its kind may stay)."""
    out, found = row["sanitized"], []
    for t in row["targets"]:
        for key, value in zip(t.get("keys", ()), t.get("values", ()), strict=True):
            words = value.split()
            if value_kind(key, value) not in ("organization", "employer") or len(words) < 3 or present(out, value):
                continue
            for i in range(1, len(words) - 1):
                if words[i][:1].isupper() and words[i].strip(",").lower() not in ORG_KIND_WORDS and words[i - 1] != "of" and present(
                        out, " ".join(words[i:])):
                    found.append(" ".join(words[i:]))
                    break
    return found


def title_to_first_name(row: dict, record: dict | None) -> list[str]:
    """A removed sex whose subject's title gave way to the first name: "Ms. Martinez" -> "Laurie Martinez" (the first
    name says the sex as readily, and it spreads into sentences that had only the title; reader4 T9)."""
    first = str(((record or {}).get("profile") or {}).get("first_name") or "")
    sexed = any(SEX.search(k) for t in row["targets"] for k in t.get("keys", ()))
    if not sexed or len(first) < 3:
        return []
    said = re.compile(rf"\b{re.escape(first)}\b")
    n0, n1 = len(said.findall(row["original"])), len(said.findall(row["sanitized"]))
    return [f"{first} x{n1 - n0}"] if n1 > n0 else []


#: A form's section heading on a line of its own ("Section A. Who this concerns").
SECTION_HEADING = re.compile(r"^(?:Section|Part) [A-Z0-9]{1,2}\.[ \t]+\S.*$")


def empty_headings(text: str) -> list[str]:
    """Section headings with nothing under them (the next line with text is another heading, or there is none), and
    a block's heading ("Please check:", "Other details:") standing alone between blank lines (reader5)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    out = [line for i, line in enumerate(lines) if SECTION_HEADING.match(line)
           and (i + 1 == len(lines) or SECTION_HEADING.match(lines[i + 1]) or lines[i + 1].startswith("-----"))]
    return out + [m.group(1) for m in BLOCK_ALONE.finditer(text)]


#: Conditions, procedures, tests and drugs only one sex has: after a sex target they give it back (reader10 T175).
SEX_SPECIFIC = re.compile(
    r"\b(?:breast\w*|ovar(?:y|ies|ian)|uter(?:us|ine)|cervi(?:x|cal)|pregnan\w*|prostat\w*|testic\w*|mammogra\w*"
    r"|menopaus\w*|menstrua\w*|obstetric\w*|gyn[ae]?ec\w*|hysterectom\w*|endometrio\w*|lumpectom\w*|mastectom\w*"
    r"|ductal carcinoma|anastrozole|tamoxifen|letrozole|PSA|Gleason|maternity|paternity|estrogen receptor|erectile"
    r"|vasectom\w*)\b", re.I)
#: A relative's condition ("a paternal relative with prostate cancer") says nothing of the subject's sex.
KIN_CONDITION = re.compile(r"(?i)\b(?:relative|parent|sibling|grandparent|child|cousin|aunt|uncle|mother|father|sister"
                           r"|brother|family)(?:['’]s)?[ \t]+(?:\w+[ \t]+){0,2}(?:with|had|has|of|history of|died of"
                           r"|diagnosed with)[ \t]+(?:\w+[ \t]+){0,1}$")


def sex_linked(row: dict) -> list[str]:
    """Sex-specific conditions, procedures and drugs of the subject left after a sex target."""
    if not any(SEX.search(k) for t in row["targets"] for k in t["keys"]):
        return []
    out = row["sanitized"]
    return [m.group() for m in SEX_SPECIFIC.finditer(out) if not KIN_CONDITION.search(out[max(0, m.start() - 60):m.start()])
            and not re.search(r"(?i)acknowledg\w* of $", out[max(0, m.start() - 20):m.start()])
            and not re.match(r"(?i)[ \t]+(?:employee|worker|colleague|coworker|staff|woman|tenant|applicant)", out[m.end():])]


#: A dated entry's heading in a log or a file's notes ("Note, November 23, 2025:", "Entry 4 (June 10, 2024; phone):").
ENTRY_HEAD = re.compile(r"^(?:(?:Entry|Note|Session|Visit|Update|Call)\b[^\n]{0,70}|(?:January|February|March|April|May"
                        r"|June|July|August|September|October|November|December) \d{1,2}[^\n]{0,70}|\d{1,2}[/-]\d{1,2}"
                        r"[/-]\d{2,4}[^\n]{0,70}|\d{4}-\d\d-\d\d[^\n]{0,70}):[ \t]*$")
COUNT_FOOTER = re.compile(r"(?im)^[ \t]*(?:Entries on file|Contacts logged|Notes so far|Notes on file|Entries logged"
                          r"|Entries so far)[ \t]*:[ \t]*(\d+)\b.*$")


def empty_entries(text: str) -> list[str]:
    """Dated entry headings with nothing under them (the next line with text is another heading, or none)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return [line for i, line in enumerate(lines) if ENTRY_HEAD.match(line)
            and (i + 1 == len(lines) or ENTRY_HEAD.match(lines[i + 1]) or COUNT_FOOTER.match(lines[i + 1]))]


def count_footers(original: str, out: str) -> list[str]:
    """A footer that still counts the entries an edit took out ("Entries on file: 7" over four entries left)."""
    def entries(text: str) -> int:  # the entries with something under them
        return sum(bool(ENTRY_HEAD.match(line.strip())) for line in text.splitlines()) - len(empty_entries(text))

    left = entries(out)
    if left >= entries(original):
        return []
    return [m.group().strip() for m in COUNT_FOOTER.finditer(out) if m.group() in original and int(m.group(1)) > left]


def wrong_kinds(row: dict) -> list[str]:
    """Abstractions that say a thing of another kind (reader10 T278, T191): a cruise cabin as "a hotel room", a meal
    request as "a favorite meal", a cruise or a trip phrase as "a city in <state>", an outside doctor "at" the office."""
    original, out = row["original"], row["sanitized"]
    found = []
    for t in row["targets"]:
        if t["operation"] != "abstract":
            continue
        for k, v in zip(t["keys"], t["values"], strict=True):
            checks = []
            if re.search(r"(?i)cabin|stateroom", v):
                checks.append(r"(?i)hotel room")
            if re.search(r"meal_request|special_meal", k):
                checks.append(r"(?i)favou?rite meal")
            if "destination" in k and (re.search(r"(?i)\bcruise\b", v) or v.strip()[:1].islower()):
                checks.append(r"\ba city in\b|\b[Aa] city\b")
            if re.search(r"primary_care|pcp|referring|family_doctor", k):
                checks.append(r"(?i)\b(?:physician|doctor|provider) at [A-Z]")
            found += [m for c in checks for m in new_matches(re.compile(c), original, out)]
    return found


#: Record types whose subject has a role of its own, and the stand-ins that are not it (reader10 T119, T95).
SUBJECT_ROLES = ((r"reference check|candidate|job offer", "candidate"), (r"\bapplication\b", "applicant"),
                 (r"pre-approval|\bloan\b", "borrower"), (r"\bcomplaint$", "plaintiff"), (r"\bpetition$", "petitioner"))


def standin_not_subject(row: dict, record: dict | None) -> list[str]:
    """ "the client" / "the account holder" standing for a subject whose record type names another role."""
    rtype = (record or {}).get("record_type") or ""
    if not any(re.search(p, rtype) for p, _ in SUBJECT_ROLES):
        return []
    return new_matches(re.compile(r"\b[Tt]he (?:client|account holder)\b"), row["original"], row["sanitized"])


#: A block heading ending in a colon, of a few words, alone between blank lines (its lines all went).
BLOCK_ALONE = re.compile(r"(?m)(?:^|\n)\n([A-Z][\w' /-]{0,40}:)[ \t]*\n(?=\n|$)")


def writer_edit_problems(row: dict, record: dict | None = None) -> dict[str, list[str]]:
    """Problems a reader sees in the edit itself, by kind (see :data:`WRITER_EDIT`), and e-mail header lines
    ("From:", "To:") deleted by a row that only abstracts (a general party belongs there)."""
    original, out = row["original"], row["sanitized"]
    found = {kind: new_matches(pattern, original, out) for kind, pattern in WRITER_EDIT.items()}
    headers = re.compile(r"(?im)^(?:from|to):")
    abstract_only = all(t["operation"] == "abstract" for t in row["targets"])
    lost = len(headers.findall(original)) - len(headers.findall(out))
    found["header_lost"] = [f"{lost} header lines"] if abstract_only and lost > 0 else []
    places = [a["value"] for a in (record or {}).get("attributes", []) if value_kind(a["key"], a["value"]) in PLACE_KINDS]
    found["empty_sentence"] = empty_sentences(original, out, places)
    found["empty_heading"] = sorted(set(empty_headings(out)) - set(empty_headings(original)))
    kept = [r["value"] for r in row.get("retention", [])]
    found["lost_retention"] = [v for v in kept if v not in out]
    found["dangling_when"] = dangling_when(original, out)
    found["title_to_first_name"] = title_to_first_name(row, record)
    found["org_name_part"] = org_name_parts(row)
    found["unit_as_place"] = new_matches(UNIT_AS_PLACE, original, out)
    found["vacuous_event"] = new_matches(VACUOUS_EVENT, original, out)
    found["bare_state_line"] = new_matches(BARE_STATE_LINE, original, out)
    found["letterhead_lost"] = letterhead_lost(row)
    found["capital_article_after_label"], found["label_repeat_standin"] = label_standins(row)
    found["title_token_leak"] = title_token_leaks(row)
    found["first_name_lost"] = first_name_lost(row, record)
    found["header_from_lost"] = header_from_lost(row)
    found["deferred_answer"] = new_matches(DEFERRED_ANSWER, original, out)
    found["partial_target"] = partial_targets(row)
    found["doubled_standin"] = new_matches(DOUBLED_STANDIN, original, out)
    found["standin_field"] = new_matches(STANDIN_FIELD, original, out)
    found["invented_drop"] = invented_drops(row)
    found["dangling_closing"] = dangling_closings(original, out)
    found["wide_money_range"] = wide_money_ranges(original, out)
    found["restating_sentence"] = restating_sentences(original, out)
    found["that_fragment"] = new_matches(THAT_FRAGMENT, original, out)
    found["role_as_name"] = roles_as_names(original, out)
    found["standin_list_item"] = new_matches(STANDIN_ITEM, original, out)
    found["gutted_letterhead"] = [x for x in gutted_letterhead(original, out) if not any(k and k in x for k in kept)]
    found["line_twice"] = [a for a, b in zip(out.splitlines(), out.splitlines()[1:], strict=False)
                           if a.strip() and a == b and f"{a}\n{a}" not in original]
    found["org_place_echo"] = org_place_echoes(row, record)
    found["standin_field_value"] = new_matches(STANDIN_FIELD_VALUE, original, out)
    found["label_head_repeat"] = label_head_repeats(original, out)
    found["verbatim_after_edit"] = verbatim_after_edit(row)
    found["small_count_range"] = new_matches(SMALL_COUNT_RANGE, original, out)
    found["own_kind_sentence"] = new_matches(OWN_KIND_SENTENCE, original, out)
    found["own_kind_sentence"] = [x for x in found["own_kind_sentence"] if own_kind(x)]
    found["sex_linked"] = sex_linked(row)
    found["empty_entry"] = sorted(set(empty_entries(out)) - set(empty_entries(original)))
    found["count_footer"] = count_footers(original, out)
    found["wrong_kind"] = wrong_kinds(row)
    found["standin_not_subject"] = standin_not_subject(row, record)
    found["standin_head_echo"] = standin_head_echoes(original, out)
    found["paren_contact_ext"] = new_matches(PAREN_CONTACT_EXT, original, out)
    found["street_as_city"] = streets_as_city(original, out)
    found["sum_gives_back"] = sums_give_back(row)
    found["email_rebuilt"] = emails_rebuilt(row, record) if row.get("difficulty") == "vanilla" else []
    found["product_gives_back"] = products_give_back(row)
    found["standin_word_echo"] = word_echoes(original, out)
    found["table_row_cut"] = [line for line in out.splitlines() if line not in original and line.startswith("|") and (
        not line.rstrip().endswith("|") or re.search(r"\|[ \t]*[-−][ \t]*(?:an?|the)[ \t]", line))]
    found["abstract_deleted"] = [line for _, line in abstract_deleted(row)]
    found["range_on_id"] = new_matches(RANGE_ON_ID, original, out)
    found["tautology_standin"] = new_matches(TAUTOLOGY_STANDIN, original, out)
    found["label_article_standin"] = new_matches(LABEL_ARTICLE_STANDIN, original, out)
    address_lines = [line for line in original.splitlines()[:6] if re.match(r"\d+ [A-Z]", line.strip())]
    if "address above" in out and address_lines and not any(line in out for line in address_lines):
        found["fragment"].append("the address above (its line went)")
    return found


#: reader13's triplet classes, counted as it counted them (a match the original already had is not the edit's).
#: B: a greeting with "the" and a role; C: a sign-off left with no name (a number, the next message or nothing under
#: it); D: a stand-in inside quotation marks as the person's words; E: an e-mail stand-in run into the next field;
#: F: a letterhead said as a bare kind of body on line 1; H: a role greeted after "Hello"/"Hi", or in a thread
#: (a letter's "Dear Customer," is its reader's tie to the office, as form letters say it, and is not counted).
READER13 = {
    "B": re.compile(r"(?m)^>? ?(?:Dear|Hello|Hi|Good morning|Good afternoon|Good evening) the [A-Z]"),
    "C": re.compile(r"(?m)^(?:Many thanks|Best|Best regards|Thanks|Thanks again|Kind regards|Regards|Warm regards|Cheers"
                    r"|Sincerely|All the best|Yours sincerely),\n(?:\+?\(?\d[\d ()-]{6,}\n|\n*(?:On .* wrote:|-----)|\n*\Z)"),
    "D": re.compile(r"\"(?:an?|the|some) [a-z][^\"]{0,60}(?:remark|statement|comment|detail|quote|matter|description)[,.]?\""),
    "E": re.compile(r"(?:e-mail address|contact e-mail|an e-mail address) ext\."),
    "F": re.compile(r"\A(?:An?|The) [a-z][a-z ]+(?:company|organisation|organization|firm|office|practice|agency|insurer"
                    r"|bank|clinic|college|school|center|centre)\n"),
}
_ROLE_HELLO = re.compile(r"(?m)^>? ?(?:Hello|Hi) (?:Member|Customer|Client|Patient|Student|Guest|Resident|Applicant|Parent),")
_ROLE_DEAR = re.compile(r"(?m)^>? ?Dear (?:Member|Customer|Client|Patient|Student|Guest|Resident|Applicant|Parent"
                        r"|Sir or Madam),")
_BARE_HEADER = re.compile(r"(?m)^(?:From|To): [^<\n@]+$")


def _thread(text: str) -> bool:
    return "\n-----\n" in text and bool(re.search(r"(?m)^(?:From|Subject):[ \t]", text))


def quote_mismatches(original: str, out: str) -> list[str]:
    """reader13 A: quoted lines ("> ...") of a reply that equal no unquoted line of the output, where the original's
    quotes all equal one of its lines."""
    def bad(text: str) -> list[str]:
        if "\n>" not in text:
            return []
        body = {line.strip() for line in text.split("\n") if not line.startswith(">")}
        return [line[2:].strip() for line in text.split("\n") if line.startswith("> ") and line[2:].strip()
                and line[2:].strip() not in body]
    return [] if bad(original) else bad(out)


def reader13_classes(row: dict) -> dict[str, list[str]]:
    """reader13's triplet classes A-J for one row (A quotes, B-F its regexes, G "Dear Sir or Madam" put into a thread,
    H a role greeted (see :data:`READER13`), I a thread's header left a bare name with no address (counted, not a
    defect by itself: a redacted header names its party without the address the name was in), J a target value
    still in the output (case-insensitive, 4 characters or more, inside longer names too)."""
    original, out = row["original"], row["sanitized"]
    found = {"A": quote_mismatches(original, out)}
    for key, pattern in READER13.items():
        found[key] = [m.group() for m in pattern.finditer(out) if not pattern.search(original)]
    thread = _thread(original)
    found["G"] = ["Dear Sir or Madam"] if thread and "Dear Sir or Madam" in out and "Dear Sir or Madam" not in original else []
    hello = [m.group() for m in _ROLE_HELLO.finditer(out) if m.group() not in original]
    dear = [m.group() for m in _ROLE_DEAR.finditer(out) if m.group() not in original] if thread else []
    found["H"] = hello + [x for x in dear if "Sir or Madam" not in x]
    found["I"] = [m.group() for m in _BARE_HEADER.finditer(out)] if thread and not _BARE_HEADER.search(original) else []
    low = out.lower()
    found["J"] = [v for t in row["targets"] for v in t["values"] if len(v.strip()) >= 4 and v.strip().lower() in low]
    return found


_R14_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
#: reader14's triplet regexes (its classes C-F); A, B and G are counted in :func:`reader14_classes`.
READER14 = {
    "C": re.compile(r"by (?:mail|post), [A-Z][a-z]+"),
    "D": re.compile(rf"\b(?:day|date|appointment|hearing|deadline) (?:will be|is|was) {_R14_MONTH} \d{{4}}\b(?![,\d])"),
    "E": re.compile(r"under an ID number|the applicant's confirmation number"),
    "F": re.compile(r"(?m)^(?:Staff contact|Direct contact|Your contact|Author): (?:A|a|An|an) [a-z ]+$|Direct line: ext\. \d+"),
}
_R14_HEADER = re.compile(r"(?m)^(?:From|To): (?:(?:A|An|The) ([a-z]+(?: [a-z]+)?) (?:of|at|to) [A-Z][^\n]*|"
                         r"([A-Z][a-z]+(?: [a-z]+)?), [A-Z][^\n]*|The ([a-z]+(?: [a-z]+)?)[ \t]*$)")  # "To: Member, Wall
# Commons HOA" (s24); "To: The member" (s25)
#: A subject's role that the record's relation to its issuer rules out (reader14 A: "To: A client of Wilkins
#: Manufacturing" for an employee; "An account holder at Harborview Account Management" for a debtor).
_R14_WRONG_ROLE = ((re.compile(r"(?i)HR leave|salary adjustment|performance improvement|pay stub|workplace misconduct"),
                    re.compile(r"\b(?:client|customer|account holder|patient|member)\b")),
                   (re.compile(r"(?i)debt collection|debt settlement"), re.compile(r"\baccount holder\b")),
                   (re.compile(r"(?i)health plan|explanation of benefits"), re.compile(r"\bpatient\b")))
_R14_EMAIL_WORD = re.compile(r"(?i)(?<![\w.@-])e-?mail(?:s|ed|ing)?\b(?![\w.-]*@)")


def reader14_classes(row: dict, record: dict) -> dict[str, list[str]]:
    """reader14's triplet classes A-G for one row: A a header stand-in naming a role the record type rules out, B a
    greeting moved to another first name or "Dear Patient," on a health plan's EOB, C-F its regexes, G an *abstract*
    e-mail target deleted without any mention of e-mail left (and the request still says generalise)."""
    original, out = row["original"], row["sanitized"]
    found = {key: [m.group() for m in p.finditer(out) if not p.search(original)] for key, p in READER14.items()}
    kind = record.get("record_type") or ""
    found["A"] = [m.group() for m in _R14_HEADER.finditer(out) if m.group() not in original and any(
        t.search(kind) and r.search((m.group(1) or m.group(2) or m.group(3)).lower()) for t, r in _R14_WRONG_ROLE)]
    was, now = re.search(r"(?m)^Dear ([^,\n]+),", original), re.search(r"(?m)^Dear ([^,\n]+),", out)
    moved = bool(was and now and len(re.findall(r"(?m)^Dear ", original)) == len(re.findall(r"(?m)^Dear ", out))
                 and re.fullmatch(r"[A-Z][a-z]+", now.group(1)) and now.group(1) not in was.group(1)
                 and now.group(1) != (record.get("profile") or {}).get("first_name", now.group(1))
                 and not re.match(r"(?:Mr|Ms|Mrs|Mx|Dr)\.? ", now.group(1)) and now.group(1) not in SALUTATION_WORDS)
    eob = "Dear Patient," in out and "Dear Patient," not in original and re.search(r"(?i)health plan|explanation of "
                                                                                      r"benefits", kind)
    found["B"] = [now.group()] if now and (moved or eob) else []
    email_abstract = any(t["operation"] == "abstract" and any("email" in k for k in t["keys"]) for t in row["targets"])
    gone = email_abstract and not _R14_EMAIL_WORD.search(re.sub(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", " ", out))
    asked = re.search(r"(?i)e-?mail address(?:es)?[^.]{0,60}\b(?:can go|can simply be left out|out entirely)",
                      row["instruction"])  # the request asks for the deletion: "... and the e-mail address can go."
    found["G"] = ["no e-mail mention"] if gone and not asked else []
    return found


#: reader15's triplet classes (its regexes, matched only on lines the edit made): A a subject's e-mail header as
#: "Role, Office"; B a postal route to "an address in <place>"; C a stand-in alone on a line; D a stand-in as a
#: witness's answer; E a stand-in that names its own role again; F "enrolled 1985" / "a GPA of a C to B average";
#: G a place or an incident said as another kind ("happened at a reported conduct issue", "a disputed asset").
READER15 = {
    "A": re.compile(r"(?m)^(?:From|To): (?:Student|Customer|Member|Employee|Patient|Client|Contributor|Applicant"
                    r"|Participant|Parent|Policyholder|Account holder), [A-Z][^\n<]*$"),
    "B": re.compile(r"(?i)\b(?:send a letter|write to us|write|mail(?: a note)?|mailed|goes by mail|by mail|post reaches me"
                    r"|letters reach me)[^.\n]{0,30}?\b(?:to|at) an? (?:home |street |mailing )?address in\b"),
    "C": re.compile(r"(?m)^(?:A|An|Your) [a-z]+(?: [a-z]+){0,2}\.?$"),
    "D": re.compile(r"(?m)^A: (?:An?|Some) (?:home |street )?address (?:in|on|at)\b"),
    "E": re.compile(r"\b(?:A|An) (?:[a-z]+ )?([a-z]{4,}) is (?:listed as your (?:[a-z]+ )?\1|(?:the )?\1 of)\b"
                    r"|\bfor you (?:is|was) (?:done|handled) by an? [a-z ]+\."),
    "F": re.compile(r"\b(?:enrolled|attended) (?:19|20)\d\d\b|\bGPA of an? "),
    "G": re.compile(r"(?:happened|took place|occurred) (?:at|in|on) an? [a-z ]*(?:issue|matter|concern)\b"
                    r"|\ba reported conduct issue\b|\ba disputed asset\b"),
}


def reader15_classes(row: dict) -> dict[str, list[str]]:
    """reader15's triplet classes A-G for one row: matches on the lines the edit made (not lines of the original)."""
    said = set(row["original"].split("\n"))
    made = "\n".join(line for line in row["sanitized"].split("\n") if line not in said)
    return {key: [m.group() for m in p.finditer(made) if m.group() not in row["original"]] for key, p in READER15.items()}


SALUTATION_WORDS = frozenset("""Patient Client Applicant Student Member Parent Customer Tenant Resident Employee Guest
Policyholder Volunteer Author Candidate Claimant Sir Madam Colleague Team Friend Neighbor All Everyone""".split())


def abstract_deleted(row: dict) -> list[tuple[int, str]]:
    """reader12 U0: ``(target index, line)`` for each original line holding a value of an *abstract* target that
    the edit deleted outright (a line in a difflib ``delete`` block, reader12's method), so that no general mention
    is left where the instruction asked to generalise. A line that a drop target of the same row also holds, and a
    part of a group that the target's own instruction says can go ("The phone number can go altogether."), are not
    counted: there the request asks for the deletion. Nor is a street line whose town line stays below it: the
    street is then said as its place, which is what "the street address to the city or region" asks."""
    before, after = row["original"].splitlines(), row["sanitized"].splitlines()
    gone: set[int] = set()
    for op, a0, a1, _, _ in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes():
        if op == "delete":
            gone.update(range(a0, a1))
    dropped = [v for t in row["targets"] if t["operation"] == "drop" for v in t["values"] if len(v) >= 3]
    out = []
    for i, t in enumerate(row["targets"]):
        if t["operation"] != "abstract":
            continue
        said = t.get("instruction") or ""  # a part the target's own request says can go ("The phone number can go")
        asked = [v for k, v in zip(t["keys"], t["values"], strict=True) if len(v) >= 3 and not re.search(
            rf"(?i)\b{re.escape(human(k))}\b[^.]*\b(?:can go|left out)|\bLeave\b[^.]*\b{re.escape(human(k))}\b[^.]*\bout\b",
            said)]
        for n in sorted(gone):
            line = before[n]
            town = n + 1 < len(before) and n + 1 not in gone and TOWN_LINE.match(before[n + 1]) and before[n + 1] in after
            if town and t["keys"] and all(value_kind(k, v) == "address" for k, v in zip(t["keys"], t["values"],
                                                                                     strict=True) if present(line, v)):
                continue  # a street line whose town line stays: the street is said as its place ("street to the city")
            if any(present(line, v) for v in asked) and not any(present(line, v) for v in dropped):
                out.append((i, line.strip()))
    return out


#: A town line ("Mission Hill, SD 57046") under a street line.
TOWN_LINE = re.compile(r"[ \t]*[A-Z][\w.' -]*,[ \t]+[A-Z]{2}\b[ \t\d-]*$")


#: reader12 U2: a range bracket said of a number that is no amount ("account ending in between 5,000 and 10,000").
RANGE_ON_ID = re.compile(r"(?i)\b(?:ending in|number|no\.|#)[ \t]+(?:between|about|around|roughly|under|over|less than"
                         r"|more than)[ \t]+[\d$]")
#: reader12 U3: a stand-in that says its own sentence again ("your payment was confirmed under your confirmation",
#: "Payment is taken from the card.").
TAUTOLOGY_STANDIN = re.compile(r"(?i)\b(?:confirmed|paid|charged|sent|taken)[ \t]+(?:under|from|to|on|by)[ \t]+"
                               r"(?:your|the|his|her|their|a)[ \t]+(?:confirmation|card|payment|account|number|"
                               r"reference)\b[ \t]*(?:[.,;]|and\b|$)")
#: reader12 U4: a stand-in with a capital article in a subject or label line ("RE: A case number, Ms. Krueger").
LABEL_ARTICLE_STANDIN = re.compile(r"(?m)^(?:RE|Re|Subject|Regarding|Ref|Reference|Our ref|Your ref)\.?:[ \t]+(?:A|An)"
                                   r"[ \t]+(?:[a-z-]+[ \t]+){0,2}(?:number|name|reference|ID|code|account|date)\b")


#: Words that carry no fact: function words, pronouns, and the nouns and verbs a stand-in is made of.
EMPTY = frozenset("""a an the this that it its he she they them him her his their i me my we us our you your is are was
    were be been has have had do did will would can could may might should must of in on at to for with by from as about
    and or but so not mr mrs ms mx dr home address detail details matter remark talk call file record note took place began
    started happened logged noted first""".split())


#: Kinds of value that say where: a sentence naming one ("He has a home in Lake Amy.") holds a fact.
PLACE_KINDS = ("city", "address", "postal_code", "organization", "employer")


def empty_sentences(original: str, out: str, places: list[str] | None = None) -> list[str]:
    """Sentences the edit changed that hold no fact ("He has a home.", "The talk with her took place."); the words of
    ``places`` (the record's annotated places and organisations) are facts, other capitalised words count as names."""
    sentence = re.compile(r"(?:\b(?:Mr|Ms|Mrs|Mx|Dr|Prof|St|No|Jr|Sr|Apt)\.|[^.!?\n])+[.!?]")  # "Mr." ends none
    before = {x.strip() for x in sentence.findall(original)}
    place_words = {w.lower() for p in places or [] for w in re.findall(r"[A-Za-z]+", p)}
    names = {w.lower() for w in re.findall(r"(?<=[a-z,] )[A-Z][a-z]+\b", original)} - place_words
    found = []
    for said in sentence.findall(out):
        if said.strip() in before or ":" in said:
            continue
        words = [w.lower().removesuffix("'s") for w in re.findall(r"[A-Za-z']+", said)]
        if words and not re.search(r"\d", said) and all(w in EMPTY or w in names for w in words):
            found.append(said.strip())
    return found


#: Words too common to give a value back on their own ("Service", "County", "North"): a single one left is no leak.
PLAIN_WORDS = ORG_KIND_WORDS | frozenset("""north south east west new saint mount lake river street avenue road drive
    office offices internal revenue administration division unit team company corporation associates institute
    foundation center department program project house home park hill valley spring springs village town city""".split())


def partial_targets(row: dict) -> list[str]:
    """A part of an abstracted or dropped value left in the output while the whole went ("Internal Revenue Service" ->
    "Revenue Service" as letterhead; studio "New Braintree Pottery Studio" kept while the town "New Braintree" goes;
    "Scott Singleton" kept while "Law Offices of Scott Singleton" went; reader7): two or more capitalised words of
    the value in a row, or one distinctive word (>= 5 letters, not a kind word), that the output still says. Person
    names are the name-part figure's; a kept (retention) value holding the part shields it."""
    out, found = row["sanitized"], []
    kept = " ".join(r["value"] for r in row.get("retention", []))
    for t in row["targets"]:
        if t["operation"] not in ("abstract", "drop"):
            continue
        for key, value in zip(t.get("keys", ()), t.get("values", ()), strict=True):
            if value_kind(key, value) in NAME_KINDS or present(out, value) or len(value) < 8 or any(
                    w[:1].islower() for w in re.findall(r"[A-Za-z]{4,}", value)):  # a proper name's shape only
                continue
            rest = re.sub(re.escape(value), " ", row["original"], flags=re.I)  # what the original says without it
            words = re.findall(r"[A-Za-z][\w'&.-]*", value)
            runs: list[list[str]] = [[]]
            for w in words:
                if w[:1].isupper() and not TITLES.match(w) and w.lower() not in ("of", "and", "the", "for"):
                    runs[-1].append(w)
                elif w.lower() not in ("of", "and", "for") or not runs[-1]:
                    runs.append([])
                else:
                    runs[-1].append(w)
            for run in runs:
                parts = [" ".join(run[i:j]) for i in range(len(run)) for j in range(len(run), i + 1, -1)
                         if (j - i >= 2 and run[i].lower() not in ("of", "and", "for")
                             and run[j - 1].lower() not in ("of", "and", "for"))
                         and not all(x.lower() in PLAIN_WORDS | {"of", "and", "for"} for x in run[i:j])]
                parts += [w for w in run if len(w) >= 5 and w.lower() not in PLAIN_WORDS and w not in MONTHS
                          and not w.isupper() and w not in US_STATES.values()]
                # the kind at the name's end may stay ("Wadesville Behavioral Health Clinic" -> "Behavioral Health
                # Clinic"), unless it stands as a name of its own: a letterhead or signature line ("Revenue Service")
                parts = [p for p in parts if not value.endswith(p) or re.search(
                    rf"(?m)^[ \t]*{re.escape(p)}[ \t]*$", out)]
                hit = next((p for p in parts if p != value and present(out, p) and p not in kept
                            and not present(rest, p)), None)
                if hit:
                    found.append(f"{hit} (of {value})")
                    break
    return found


MONTHS = frozenset("January February March April May June July August September October November December".split())
#: A stand-in beside its own kind word: "a therapist, a therapist", "several dependents as dependents" (reader7).
DOUBLED_STANDIN = re.compile(r"(?i)\b((?:a|an|the|his|her|their|your|my|several|some)\s+([\w-]+(?:\s+[\w-]+)?)),\s+"
                             r"(?:a|an|the|his|her|their|your|my)\s+\2\b|\b(?:a|an|the|several|some|his|her|their|your)"
                             r"\s+(?:[\w-]+\s+)?([\w-]{4,})\s+as\s+(?:(?:a|an|the|his|her|their|your)\s+)?\3\b")
#: A stand-in phrase written as a field's value: "Your contact details: Your phone number | x@y", "From: The writer".
STANDIN_FIELD = re.compile(r"(?m)^[ \t]*[A-Z][\w '/-]{0,40}:[ \t]+(?:Your|His|Her|Their)[ \t]+(?:[\w-]+[ \t]+){0,2}?"
                           r"(?:number|address|e-?mail|phone)\b|^From:[ \t]+The (?:writer|sender|author)[ \t]*$")
#: A closing line of a letter or message ("Always,", "Warm regards,").
CLOSING = re.compile(r"(?im)^[ \t]*((?:always|sincerely(?: yours)?|yours(?: truly| sincerely| faithfully)?|best(?: regards"
                     r"| wishes)?|kind regards|warm(?:est)? regards|warmly|regards|respectfully(?: yours)?|with love|love"
                     r"|cheers|thanks|thank you|many thanks|take care|cordially|with gratitude|gratefully|all the best"
                     r"|hugs|xo+|your (?:friend|brother|sister|son|daughter))),[ \t]*$")


def dangling_closings(original: str, out: str) -> list[str]:
    """A closing the edit left without its signature: the original's closing line had a name line after it, the
    output's has nothing (its end, a "-----" or a header next; reader7 T137 "Always," at the end)."""
    def bare(text: str) -> list[str]:
        found = []
        for m in CLOSING.finditer(text):
            rest = text[m.end():].lstrip("\n \t")
            if not rest or rest.startswith("-----") or re.match(r"(?:From|To|Date|Subject|Sent):", rest):
                found.append(m.group(1))
        return found
    before = Counter(bare(original))
    return [c for c, n in Counter(bare(out)).items() for _ in range(n - before[c]) if n > before[c]]


#: A possessed or held stand-in a drop wrote in place of its value ("She holds an ID number and ..."): the drop
#: says a fact the record never had (reader7 T17, T169).
HELD_STANDIN = re.compile(r"(?i)\b(?:holds?|held|has|have|had|carries|carry|keeps|owns|uses|gave|provided|listed)\s+"
                          r"(?:a|an|some)\s+(?:[\w-]+\s+){0,2}?(?:number|reference|detail|figure|license|licence"
                          r"|credential|certificate|account|card|identifier|ID|code|document|website|online account"
                          r"|e-mail address|phone number|address|amount|date|period|measurement|health matter)\b")


def invented_drops(row: dict) -> list[str]:
    """Stand-ins a drop-only row put in its value's place that read as a held fact ("She holds an ID number")."""
    if not row["targets"] or any(t["operation"] != "drop" for t in row["targets"]):
        return []
    return new_matches(HELD_STANDIN, row["original"], row["sanitized"])


#: A bracket of money: "between $10,000 and $50,000", "$100 to $500".
MONEY_BRACKET = re.compile(r"(?i)\b(?:between[ \t]+)?\$([\d,]+(?:\.\d+)?)[ \t]+(?:and|to)[ \t]+\$([\d,]+(?:\.\d+)?)")


def wide_money_ranges(original: str, out: str) -> list[str]:
    """New brackets of money so wide they say nothing: the upper end at least five times the lower ("YTD gross pay
    ... Between $10,000 and $50,000"; reader9 class 6). A writer rounds or gives a range of about twice."""
    found = []
    for m in new_matches(MONEY_BRACKET, original, out):
        a, b = (float(x.replace(",", "")) for x in MONEY_BRACKET.search(m).groups())
        if a > 0 and b >= 5 * a:
            found.append(m)
    return found


#: Stand-ins for an identifier, a card or a person by their job, and the words of a sentence that only says an
#: identifier is one or that someone dealt with a matter.
ID_STANDIN = re.compile(r"(?i)\b(?:a|an|the|her|his|their|your|my|our)\s+(?:[\w-]+\s+){0,2}?(?:number|reference|id|card"
                        r"|confirmation|protocol)\b|\b(?:a|an)\s+(?:staff member|colleague|team member|service representative"
                        r"|representative)\b")
RESTATING_WORDS = EMPTY | frozenset("""keep keeps kept under belongs belong registered assigned filed covers reference
    pay paid using used work all here tracked held everything opened support dealt handled handles took care matter
    request client member student patient applicant customer tenant participant contributor individual renter we
    with is are""".split())
ASKED_CONTACTED = re.compile(r"^(?:The|A|An|She|He|They|You|I)(?:\s+[A-Za-z]+)?\s+(?:asked|wants|prefers)\s+to\s+be\s+"
                             r"(?:contacted|reached)\.$")


def restating_sentences(original: str, out: str) -> list[str]:
    """New sentences that only say an identifier is one, or that someone dealt with something, once the value or the
    name went: "An account number is the number we keep for all work with the Client.", "The Member paid using the
    payment card.", "A staff member dealt with the matter for the Member.", "The Client asked to be contacted."
    (reader9 class 9): every word outside the stand-ins is an empty word, or said twice ("your payment confirmation
    is the reference for your payment")."""
    sentence = re.compile(r"(?:\b(?:Mr|Ms|Mrs|Mx|Dr|Prof|St|No|Jr|Sr|Apt)\.|[^.!?\n])+[.!?]")
    before = {x.strip() for x in sentence.findall(original)}
    found = []
    for said in (x.strip() for x in sentence.findall(out)):
        if said in before or ":" in said or re.search(r"[\d@]", said):
            continue
        standins = ID_STANDIN.findall(said)
        rest = [w.lower().removesuffix("'s") for w in re.findall(r"[A-Za-z']+", ID_STANDIN.sub(" ", said))]
        stems = [w[:5] for w in rest] + [w.lower()[:5] for p in standins for w in re.findall(r"[A-Za-z']+", p)]
        if ASKED_CONTACTED.match(said) or (standins and all(w in RESTATING_WORDS or stems.count(w[:5]) > 1 for w in rest)):
            found.append(said)
    return found


#: A key-date item whose date a stand-in took: "- a date: of separation" (the item says nothing once its date goes).
STANDIN_ITEM = re.compile(r"(?m)^[ \t]*[-•*][ \t]*(?:a|an|the)[ \t]+(?:date|time|period|day)\b[^:\n]{0,20}:[^\n]*$")


#: A sentence that opens on the "that" of a clause whose lead went: "That your account is tied to a Steam Deck."
THAT_FRAGMENT = re.compile(r"(?m)(?:(?<=[.!?] )|^)That (?:you|your|he|his|she|her|they|their|the|a|an|I|my|we|our)\b"
                           r"[^.!?\n]*[.!?]")


def roles_as_names(original: str, out: str) -> list[str]:
    """A title standing as its holder's name once the name went ("Signed: Paralegal", "Report prepared by the
    Paralegal"; reader9 T87): a new line ending on capitalised words that the original had after "Name, "."""
    before = set(original.splitlines())
    found = []
    for m in re.finditer(r"(?m)^[ \t]*(?:Signed:[ \t]+|[^\n]*?\bby the[ \t]+)([A-Z][\w-]*(?:[ \t]+(?:of[ \t]+)?[A-Z&][\w-]*)"
                         r"{0,3})[ \t]*$", out):
        if m.group() not in before and re.search(rf"(?m),[ \t]+{re.escape(m.group(1))}[ \t]*(?:$|[ \t]{{2,}})", original):
            found.append(m.group().strip())
    return found


def gutted_letterhead(original: str, out: str) -> list[str]:
    """A letterhead whose name went and left its opening hours or phone as the record's first line ("Tel.
    907-555-0147", "Monday to Friday 7:30-4"; reader9 class 11). A phone the request keeps is left out by the caller."""
    first = original.lstrip().split("\n", 1)[0].strip()
    out_first = out.lstrip().split("\n", 1)[0].strip()
    if out_first == first or not re.match(r"(?i)(?:tel|telephone|phone|fax|hours|office hours|open|mon|monday|weekdays)\b",
                                          out_first):
        return []
    return [out_first]


#: "<Town>, ST" said in a text.
TOWN_STATE = re.compile(r"\b([A-Z][\w'-]*(?:[ \t]+[A-Z][\w'-]*){0,2}),[ \t]+[A-Z]{2}\b")
TOWN_HEADS = frozenset("New Saint St North South East West Lake Port Fort Mount City".split())


def _word(value: str) -> re.Pattern[str]:
    """``value`` as whole words, in its own case ("Mesa", not "mesa")."""
    return re.compile(rf"(?<![\w-]){re.escape(value)}(?![\w-])")


def org_place_echoes(row: dict, record: dict | None) -> list[str]:
    """An organisation's name the edit removed or abstracted while a town its name carries stays in the text
    ("Cincinnati Realty" gone, the client at "Cincinnati, OH"; reader9 T182, T260): the town gives the name back.
    Towns: "<Town>, ST" in the sanitized text and the record's city values it still says; a kept value excepted."""
    out = row["sanitized"]
    kept = " ".join(r["value"] for r in row.get("retention", []))
    towns = {" ".join(ws[i:]) for m in TOWN_STATE.finditer(out) for ws in [m.group(1).split()] for i in range(len(ws))}
    towns |= {a["value"].strip() for a in (record or {}).get("attributes", [])
              if value_kind(a["key"], a["value"]) == "city" and _word(a["value"].strip()).search(out)}
    found = []
    for t in row["targets"]:
        if t["operation"] not in ("drop", "abstract"):
            continue
        for k, v in zip(t["keys"], t["values"], strict=False):
            if value_kind(k, v) not in ("organization", "employer") or v in out:
                continue
            found += [f"{town} <- {v}" for town in sorted(towns) if len(town) >= 4 and town not in TOWN_HEADS
                      and town not in kept and _word(town).search(v)]
    return found


#: A form field whose value is only a bare stand-in for a date or a number ("D.O.B.: a date"): a dropped field goes
#: with its label, and an abstraction says something coarser than "a date".
STANDIN_FIELD_VALUE = re.compile(r"(?m)^[ \t]*[^:\n|]{1,40}:[ \t]*(?:a|an|some)[ \t]+(?:date|number|time|amount|year|day"
                                 r"|figure)\.?[ \t]*$|^\|[^|\n]+\|[ \t]*(?:a|an)[ \t]+(?:date|number|time|amount)[ \t]*\|")


#: A contact stand-in beside a kept extension in one parenthesis: "(an e-mail address, ext. 316)" (reader11 T7).
PAREN_CONTACT_EXT = re.compile(r"(?i)\((?:an e-mail address|a phone number|a contact e-mail|a contact number)[ \t]*[,;/]"
                               r"[ \t]*(?:ext\.?|extension|x)[ \t]*\d+\)")
#: A verb, then a stand-in ending on that verb's own noun: "is charged with a criminal charge" (reader11 T5); a value
#: said in words filed "under a session number" (reader11 T6).
HEAD_ECHO = re.compile(r"(?i)\b([a-z]{4,})(?:ed|es|s|ing)?[ \t]+(?:with|as|under|for|of)[ \t]+(?:a|an)[ \t]+"
                       r"((?:[a-z-]+[ \t]+){0,2}[a-z]{4,})\b")


def standin_head_echoes(original: str, out: str) -> list[str]:
    """New phrases whose stand-in repeats the verb's own head noun ("charged with a criminal charge"), or that file
    a worded value under a number ("Today counts under a session number")."""
    found = []
    for m in HEAD_ECHO.finditer(out):
        verb, nouns = m.group(1).lower(), m.group(2).lower().split()
        if m.group() not in original and len(verb) >= 5 and any(n[:5] == verb[:5] and (n == verb or not n.endswith((
                "er", "or"))) for n in nouns):  # "trains with a personal trainer" says a person, not the verb again
            found.append(m.group())
    found += new_matches(re.compile(r"(?i)\bcounts under an? [a-z ]{1,30}number\b"), original, out)
    return found


def streets_as_city(original: str, out: str) -> list[str]:
    """A street line abstracted to the very city the next (or previous) line states: "Street address: San
    Bernardino" over "City: San Bernardino" (reader11 T10)."""
    lines = out.splitlines()
    found = []
    for i, line in enumerate(lines):
        m = re.match(r"(?i)^[ \t]*(?:street[ \t]+address|street|address)[ \t]*:[ \t]*(.+?)[ \t.]*$", line)
        if not m or line in original:
            continue
        near = lines[max(0, i - 1) : i] + lines[i + 1 : i + 2]
        if any(re.match(rf"(?i)^[ \t]*(?:city|town)[ \t]*:[ \t]*{re.escape(m.group(1))}\b", x) for x in near):
            found.append(line.strip())
    return found


def sums_give_back(row: dict) -> list[str]:
    """A removed amount to the cent that the sanitized record's own figures still compute (a + b, a - b or
    a + b - c: "Beginning balance + Deposits - Withdrawals" under a blurred ending balance; reader11 T4)."""
    out = row["sanitized"]
    return [f"{v} = {' / '.join(figures)}" for t in row["targets"] for v in t["values"]
            if (figures := computing_figures(out, v))]


def emails_rebuilt(row: dict, record: dict | None) -> list[str]:
    """A removed work e-mail that the output gives back (vanilla rows; a hard row says so): its domain names an
    organisation still named in the output and its local part is the surname, with the first name or its initial, of
    a person still named there ("b.pope@tucsonclay.example.org" gone, "Barbara Pope" and "Tucson Clay Studio" left)."""
    out, found = row["sanitized"], []
    attributes = (record or {}).get("attributes", [])
    orgs = [a["value"] for a in attributes if value_kind(a["key"], a["value"]) in ("organization", "employer")
            and present(out, a["value"])]
    people = [a["value"] for a in attributes if value_kind(a["key"], a["value"]) in NAME_KINDS
              and len(name_parts(a["value"])) >= 2 and present(out, a["value"])]
    for t in row["targets"]:
        for v in t["values"]:
            if "@" not in v or present(out, v) or not any(domain_of(o, v) for o in orgs):
                continue
            local = re.sub(r"[^a-z]", " ", v.lower().split("@", 1)[0]).split()
            for person in people:
                first, last = (p.lower() for p in (name_parts(person)[0], name_parts(person)[-1]))
                if last in local and any(w in (first, first[0]) or w == first[0] + last for w in local):
                    found.append(f"{v} <- {person}")
    return found


#: "Bought 15 shares, Fund, at $377.89", "4 nights at $129.00", "3 x $24.99": a count and the price of one.
COUNT_PRICE = re.compile(r"(?<![\w.$,])(\d{1,5})[ \t]+(?:[x×@][ \t]+|[a-z]+\b[^\n$|]{0,60}?(?:\bat|@|,)[ \t]*)"
                         r"\$((?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2})(?!\d)")
RATE = re.compile(r"(?<![\d.])(\d{1,2}(?:\.\d{1,3})?)[ \t]?%")
CENTS = re.compile(r"(?<![\w.])\$((?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2})(?!\d)")


def products_give_back(row: dict) -> list[str]:
    """A removed amount to the cent that a product of the output's own figures gives back: a count times the price of
    one ("15 shares at $377.89" under a blurred total), or a stated rate of an amount ("Social Security (6.2%)" of the
    gross pay under a blurred deduction)."""
    out, found = row["sanitized"], []
    figures = {round(float(m.group(1).replace(",", "")) * 100) for m in CENTS.finditer(out)}
    rates = {float(r) for r in RATE.findall(out) if 0 < float(r) < 100}
    for t in row["targets"]:
        for v in t["values"]:
            m = CENTS.fullmatch(v.strip())
            if not m or v.strip() in out:
                continue
            target = round(float(m.group(1).replace(",", "")) * 100)
            found += [f"{v} = {c.group(1)} x ${c.group(2)}" for c in COUNT_PRICE.finditer(out)
                      if int(c.group(1)) * round(float(c.group(2).replace(",", "")) * 100) == target]
            found += [f"{v} = {r}% of {b / 100:.2f}" for r in rates for b in figures
                      if b > target and round(b * r / 100) == target]
    return found


#: A stand-in whose modifier says again the word just before it: "took the course with a course instructor", "works a
#: regular work schedule", "payments are billed to the payment card" (the head noun after it is what the value was).
WORD_ECHO = re.compile(r"(?i)\b([a-z]{4,})(?:[ \t]+[a-z'-]+){0,3}?[ \t]+((?:a|an|the|his|her|their|your|my|our)[ \t]+"
                       r"(?:[a-z-]+[ \t]+)?([a-z]{4,})[ \t]+(?!(?:for|with|from|under|that|this|about|into|after|before|when|where|which|while|because|since|until"
                       r"|than)\b)"
                       r"(?!(?:month|week|year|day|night|time|morning|evening|afternoon)s?\b)[a-z]{4,})\b")


#: Names of things that hold a word of their own context and are said whole ("Trusted traveler: your known traveler
#: number" names the DHS number, not a traveler twice).
FIXED_TERMS = frozenset({"known traveler number", "trusted traveler number"})


def word_echoes(original: str, out: str) -> list[str]:
    """Phrases of :data:`WORD_ECHO` whose stand-in is new and whose modifier is the word before it again ("works" /
    "work"), tried at every word so that a longer phrase does not hide one inside it."""
    found = []
    for w in re.finditer(r"\b[A-Za-z]{4,}", out):
        m = WORD_ECHO.match(out, w.start())
        term = m.group(2).split(None, 1)[1].lower() if m else ""  # "your {known traveler number}": the record's own term
        if m and m.group(2) not in original and term not in original.lower() and term not in FIXED_TERMS and (
                m.group(1).lower().startswith(m.group(3).lower()) or m.group(3).lower().startswith(m.group(1).lower())):
            found.append(m.group())
    return found


def label_head_repeats(original: str, out: str) -> list[str]:
    """New form fields whose stand-in ends on the label's own noun ("Facility: Care facility", "Home language: Asian
    language", "Outlet: Media outlet"): the value says the label again."""
    before = set(original.splitlines())
    found = []
    for line in out.splitlines():
        if line in before:
            continue
        m = re.match(r"^[ \t]*([A-Za-z][\w '()/&.,-]{0,40}):[ \t]+(?:(?:a|an|the|A|An|The)[ \t]+)?([A-Za-z][\w -]{0,40}?)"
                     r"\.?[ \t]*$", line) or re.match(r"^\|[ \t]*([^|\n]+?)[ \t]*\|[ \t]*([^|\n]+?)[ \t]*\|[ \t]*$", line)
        if m:
            label, value = m.group(1).lower().split(), re.sub(r"\([^)]*\)", "", m.group(2)).lower().split()
            if label and value and len(label[-1]) >= 4 and value[-1] == label[-1] and len(value) <= 4:
                found.append(line.strip())
    return found


#: Number words an abstraction may change inside a value ("six months" -> "several months").
NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve a an".split())


def verbatim_after_edit(row: dict) -> list[str]:
    """An abstracted value (four words or more) left in the text but for one word an earlier edit changed ("a
    maternal aunt with prostate cancer diagnosed at age 44" -> "a maternal relative with prostate cancer diagnosed at
    age 44"; reader9 T82): that edit hid the value from its own abstraction."""
    out, found = row["sanitized"], []
    for t in row["targets"]:
        if t["operation"] != "abstract":
            continue
        for v in t["values"]:
            words = v.split()
            if len(words) < 4 or v in out or sum(w.isalpha() for w in words) < 4:
                continue
            for i, w in enumerate(words):
                if not w.isalpha() or w.lower() in NUMBER_WORDS:
                    continue
                m = re.search(r"[ \t]+".join(re.escape(x) if j != i else r"[A-Za-z-]+" for j, x in enumerate(words)), out)
                if m:
                    found.append(m.group())
                    break
    return found


#: A small count said with the 1-5-10 bracket ("between 1 and 5 overtime hours"): "a few" reads as a writer would.
SMALL_COUNT_RANGE = re.compile(r"(?<![$\d,.])\bbetween (?:1|2|3|5) and (?:5|10)\b(?!\s*(?:%|percent))")
#: "<subject> is a/an <noun> ...": :func:`own_kind` says whether the noun only says the subject again.
OWN_KIND_SENTENCE = re.compile(r"(?m)(?:^|(?<=[.!?] ))[A-Z][^.!?\n]*?[ \t]+is[ \t]+(?:a|an)[ \t]+[a-z][^.!?\n]*[.!?]")


def own_kind(sentence: str) -> bool:
    """ "Your attorney in this matter is an attorney at this office.", "What worries me most at the moment is a
    personal worry.": the predicate's noun (before any preposition) repeats a word of the subject."""
    m = re.fullmatch(r"([A-Za-z][^.!?\n]*?)[ \t]+is[ \t]+(?:a|an)[ \t]+([a-z][a-z -]*?)(?:[ \t]+(?:at|in|of|for|with|from|on)"
                     r"[ \t][^.!?\n]*)?[.!?]", sentence)
    if not m:
        return False
    head = m.group(2).split()[-1].lower()
    return len(head) >= 4 and any(w.lower()[:4] == head[:4] for w in re.findall(r"[A-Za-z]{4,}", m.group(1)))


if __name__ == "__main__":
    main()
