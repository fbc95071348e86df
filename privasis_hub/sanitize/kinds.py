"""Kinds of private values: which ladder and which repairs a ``(key, value)`` pair gets.

:func:`value_kind` sorts a ``(key, value)`` pair into a kind from the key's name first, then from
the value's shape. Kinds (:data:`KINDS`): the sanitization pipeline and the offline instructions share them.

=============  =======================================================  ================================
kind           what                                                     one ladder step (abstract)
=============  =======================================================  ================================
date           a calendar date, optionally "at 2:15 PM ..."; a          "March 2025"; month-year ->
               month/season and year ("Winter 2028"); a bare year       "the spring of last year";
                                                                        year -> "some years ago"
date_range     "July 15, 2024 to July 27, 2024"                         "July 2024"
time           "2:45 PM"                                                "in the afternoon"
address        a street address                                         "an apartment in <city>", "an
                                                                        address in <region/country>"
city           a city, or "Place, Region"                               "a city in <region>", "Region"
postal_code    a ZIP / postcode                                         "a postal code in <city>", "...
                                                                        beginning with 465" (ZIP3)
age            an age in years                                          "in their forties"
amount         money, alone or inside a phrase ("$470 per hour")        "between $100 and $500 per hour"
number         counts, percentages, indices ("464,285 followers")       "between 100,000 and 500,000 ..."
name           a person (the subject or a third party)                  the subject's role ("the
                                                                        patient") or "a sister", "an
                                                                        attorney", ...
first_name     the subject's first name                                 the subject's role
last_name      the subject's last name                                  the subject's role
identifier     IDs, account/card/passport/SSN/MRN/case numbers, IBAN,   "a passport number on file", ...
               VIN, plates, IPs, passwords, codes
email          an e-mail address                                        "a contact e-mail on file"
phone          a phone number                                           "a phone number on file"
url            a web address                                            "a personal website"
handle         a user name, gamer tag, pen name                         "an online handle", ...
employer       the subject's employer                                   its sector, else its legal form
                                                                        ("a limited liability company")
organization   any other organisation (bank, court, clinic, ...)        "a financial institution", ...
occupation     a job title                                              a broad field ("healthcare
                                                                        professional")
health         diagnoses, medications, allergies, procedures, ...       "a chronic respiratory condition"
measurement    vitals, lab values, scores, grades, times                "above the normal range", ...
demographic    sex, ethnicity, citizenship, marital status, religion,   "Latin American", "partnered", ...
               language, party
other          any other private detail (a free-text phrase)            a coarser reading of the value
                                                                        ("an above-expectations rating"),
                                                                        else a key-specific noun phrase
=============  =======================================================  ================================
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from privasis_hub.sanitize.find import (
    MONTH_YEAR_PATTERN,
    TOKEN_EDGES,
    TOKEN_PATTERN,
    YEAR_PATTERN,
    token_kind,
    value_dates,
)

#: Every kind :func:`value_kind` returns, with what it covers.
KINDS: dict[str, str] = {
    "date": "a calendar date (with an optional time), a month or season and year, or a year",
    "date_range": "two dates joined by 'to' / 'through'",
    "time": "a clock time",
    "address": "a street address",
    "city": "a city or 'place, region'",
    "postal_code": "a postal or ZIP code",
    "age": "an age in years",
    "amount": "a sum of money, alone or inside a phrase",
    "number": "a count, percentage or index",
    "name": "a person's name (the subject or someone else)",
    "first_name": "the subject's first name",
    "last_name": "the subject's last name",
    "identifier": "an ID, account, card, passport, SSN, MRN or case number, IBAN, VIN, plate, IP, password",
    "email": "an e-mail address",
    "phone": "a phone number",
    "url": "a web address",
    "handle": "an online handle, gamer tag, login or pen name",
    "employer": "the subject's employer",
    "organization": "another organisation: bank, court, clinic, school, merchant, ...",
    "occupation": "a job title",
    "health": "a diagnosis, medication, allergy, procedure, injury or substance use",
    "measurement": "a vital sign, lab value, score, grade or personal record",
    "demographic": "sex, ethnicity, citizenship, marital status, religion, language, party",
    "other": "any other private detail",
}

#: The key under which :func:`~privasis_hub.sanitize.targets.expand` adds the county of a removed town ("Jefferson
#: County" for Louisville): a kind ``city`` value that the rewrite says as "the county" / "the County ..." first.
TOWN_COUNTY_KEY = "town_county"
#: The key under which a removed value's program token ("SNAP" of "SNAP food assistance") joins its target: a form
#: title or a code prefix would say it again ("SNAP BENEFITS RENEWAL FORM", "SNAP-63513549"; reader6 class 9).
PROGRAM_TOKEN_KEY = "program_token"


SUBJECT_NAME_KEYS = r"^(full_name|name|person_name|patient_name|client_name|subject_name)$"


#: Keys that decide the kind whatever the value looks like (checked first, in order).
_KEY_KINDS_STRICT: tuple[tuple[str, str], ...] = (
    (SUBJECT_NAME_KEYS, "name"),
    (r"^(first_name|given_name|forename)$", "first_name"),
    (r"^(last_name|surname|family_name)$", "last_name"),
    (r"e_?mail", "email"),
    (r"(phone|call)_(call_)?with$|_caller$", "name"),  # "phone_call_with": the person on the line
    (r"phone|mobile|(^|_)fax|telephone", "phone"),
    (r"(^|_)(url|website|homepage|web_address)($|_)", "url"),
    (r"(^|_)ip($|_)|ip_address", "identifier"),
    (r"handle(?!r)|gamer_tag|username|screen_name|pen_name|harasser_account|login_id", "handle"),
    (r"(^|_)age$", "age"),
    (r"postal|(^|_)zip|postcode", "postal_code"),
    (
        r"passport|social_security|(^|_)ssn|(^|_)ein$|iban|(^|_)vin$|routing|account_number|card_number"
        r"|member_id|member_number|(^|_)id_number|id_number|(^|_)id$|(^|_)mrn$|record_number|case_number"
        r"|claim_number|policy_number|license|licence|plate|credential|ticket|(booking|wire)_reference"
        r"|loyalty|juror|asset_tag|password|(^|_)pin$|(^|_)code$|bank_account|card_on_file|payment_method"
        r"|parcel|(^|_)(?:number|no|ref)$|(?<!professional)(?<!character)_reference$|^reference$",  # a number, whatever its
        # shape: "parcel 34-16-495-046" is not "your phone number" (the s19m reader's class 3)
        "identifier",
    ),
    (r"address|street", "address"),
)


#: Date keys, unless the value holds money ("year_to_date_gross").
_KEY_KINDS_DATES: tuple[tuple[str, str], ...] = (
    (r"(^|_)(dates|date_range|period)$", "date_range"),
    (r"(^|_)date|date($|_)|deadline|appointment|recording_session|onset|(^|_)dob$|birthday|_term$", "date"),
)


#: Keys that name a person by their role toward the subject ("primary_care_physician", "loan_officer",
#: "rec_staff_contact"); a value without a capital letter under such a key is a description, not a name.
PERSON_ROLE_KEY = (
    r"physician|doctor|nurse|therapist|(^|_)(care|referring|health)_provider$|referred_by|representative"
    r"|counselor|instructor|teacher|tutor|coach|captain|trainer|mentor|sponsor|(^|_)agent$|authorized_(adult|pickup)"
    r"|case_manager|property_manager|landlord|(^|_)contact$|committee_member|fiduciary|appointee|officer"
    r"|technician|preparer|specialist|supervisor|coordinator|pastor|principal|handler"
)

#: Keys that decide the kind unless the value holds money (checked after the money test).
_KEY_KINDS_SOFT: tuple[tuple[str, str], ...] = (
    (r"(^|_)(committee|brand|event|dating_app|device|podcast_show|podcast|show)_name$", "other"),  # a thing's name
    (
        r"(^|_)city($|_)|(^|_)town($|_)|place_of_birth|birthplace|destination|hometown|(^|_)region$|(^|_)state$|country",
        "city",
    ),
    (r"employer|company", "employer"),
    (
        r"bank_name|merchant(?!_response)|creditor|court|law_firm|(^|_)firm$|facility|pharmacy|institution|agency_office"
        r"|organi[sz]ation|contractor|school|(^|_)clinic($|_)|hospital|insurer|insurance_plan|insurance_carrier|(^|_)carrier$|opposing_party"
        r"|(^|_)agency$|(^|_)outlet($|_)|publication_outlet|newspaper",
        "organization",
    ),
    (r"occupation|job_title|(^|_)profession($|_)|(^|_)job$", "occupation"),
    (
        r"blood_pressure|weight|bmi|height|lab_result|screening|fitness|credit_score|gpa|test_score"
        r"|personal_best|allocation|heart_rate|range_of_motion|strength_grade|gait_assessment|pain_rating",
        "measurement",
    ),
    (
        r"diagnos|condition|comorbid|medication|allerg|procedure|surgical|medical_history|substance"
        r"|symptom|injury|disease|illness|exam_finding|imaging_result|mental_status|admission_plan|ed_treatment",
        "health",
    ),
    (
        r"(^|_)name$|clinician|attorney|judge|witness|adjuster|advisor|caseworker|partner|relative|confidant"
        r"|household_child|beneficiary|companion|emergency_contact|source_identity|professional_reference"
        r"|dependent|spouse|guardian|" + PERSON_ROLE_KEY,
        "name",
    ),
    (r"count|(^|_)index|hours|shares|holding|interest_rate|contribution_rate", "number"),
    (
        r"(^|_)sex$|gender|ethnic|(^|_)race$|citizenship|nationality|marital|religio|language|party_affiliation",
        "demographic",
    ),
    (r"(^|_)time$|time_of_day", "time"),
)


MONEY_PATTERN = re.compile(
    r"(?P<cur>[$€£])\s?(?P<num>\d{1,3}(?:,\d{3})+|\d+)(?P<dec>\.\d+)?(?:\s?(?P<mag>million|billion)\b)?", re.I
)


_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")


_PHONE = re.compile(r"^\+?[\d\s().-]{7,}$")


_URL = re.compile(r"^(https?://|www\.)\S+$", re.I)


_IP = re.compile(r"^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f]{1,4}(:[0-9a-f]{0,4}){2,7})$", re.I)


_ID_SHAPE = re.compile(r"^(?=.*\d)[A-Z0-9][A-Z0-9\-/ ]{4,}[A-Z0-9]$")


#: Value shapes, for keys the tables do not know.
_VALUE_SHAPES: tuple[tuple[re.Pattern[str], str], ...] = (
    (_EMAIL, "email"),
    (_URL, "url"),
    (re.compile(r"^@\w[\w.]*$"), "handle"),
    (_IP, "identifier"),
    (re.compile(r"^\d{1,2}:\d\d\s*[AaPp]\.?[Mm]\.?$"), "time"),
    (_PHONE, "phone"),
    (_ID_SHAPE, "identifier"),
)


#: Words that make a capitalised name an organisation's ("Neal Health Club", "Riverside Dental Group").
_ORGANISATION_WORDS = re.compile(
    r"\b(?:Club|Center|Centre|Clinic|Hospital|Group|Inc|LLC|Ltd|Services|Associates|Partners|Company|Corp|Bank"
    r"|Foundation|Society|Association|Institute|University|College|School|Church|Agency|Department|Studios?"
    r"|Pharmacy|Practice|Network|Cooperative|Collective|Amphitheater|Amphitheatre|Theater|Theatre|Arena|Stadium"
    r"|Publishing|Publishers?|Press|Media|News|Review|Herald|Gazette|Journal|Tribune|Magazine|Broadcasting|Radio"
    r"|Productions|Books|Games|Gaming|Interactive|Entertainment|Software|Labs|Fitness|Gym|Travel|Tours|Realty"
    r"|Properties|Logistics|Solutions|Systems|Technologies|Consulting|Outfitters|Insurance|Ledger|Chronicle|Observer"
    r"|Courier|Dispatch|Sentinel|Bulletin|Weekly|Inquirer|Examiner|Television|TV"
    r"|\w*[Ff]ishing|Charters?|Marina|Rentals?|Supply|Market|Store|Shop|Salon|Spa|Cafe|Bakery|Restaurant|Farms?"
    r"|Nursery|Repair|Motors|Auto|Dental|Wellness|Academy|Resort|Hotel|Inn|Lodge|Events|Catering"
    r"|Marathon|Triathlon|Festival|Live|Getaways|Cruises?|Airways|Airlines|Vacations?|Expeditions|System|Desk|League"
    r"|Leagues)\b\.?"
)


#: The kinds that name a person.
NAME_KINDS = frozenset({"name", "first_name", "last_name"})
#: Kinds whose abstraction is a plain mention of what the value was ("a phone number", "a passport number").
MENTION_KINDS = frozenset({"identifier", "email", "phone", "url", "handle"})


def _first_match(table: Sequence[tuple[str, str]], key: str) -> str | None:
    return next((kind for pattern, kind in table if re.search(pattern, key)), None)


#: A length of time and nothing else: "15 years", "120 days", "18-month", "6 months".
DURATION_PATTERN = re.compile(r"(?i)(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|sixty|ninety)[ -](day|week|month|year)s?")


@lru_cache(maxsize=8192)
def value_kind(key: str, value: str) -> str:
    """The kind of a private value (one of :data:`KINDS`), from its key's name, then its shape."""
    k = key.lower()
    kind = _first_match(_KEY_KINDS_STRICT, k)
    if kind:
        return kind
    if MONEY_PATTERN.search(value):
        return "amount"
    duration = DURATION_PATTERN.match(value.strip())
    if duration and not re.search(r"\d|^\w|\bold\b", value.strip()[duration.end():]) and _first_match(_KEY_KINDS_SOFT, k) not in (
            "name", "health"):
        return "number"  # a length of time ("15 years" under loan_term, "120 days"): no month and year to give
    kind = _first_match(_KEY_KINDS_DATES, k) or _first_match(_KEY_KINDS_SOFT, k)
    if kind == "name":  # "a dependent parent" is a description and "a@b.example" an e-mail, not a person's name
        shape = next((kind for pattern, kind in _VALUE_SHAPES if pattern.match(value.strip())), None)
        head = re.sub(r"\([^)]*\)", "", value).strip()
        if not shape and (_ORGANISATION_WORDS.search(re.split(r"[(,]", value)[0]) or _ORGANISATION_WORDS.fullmatch(
                head.rsplit(None, 1)[-1] if head else "")):  # a provider_name "Neal Health Club" is a business, not a
            return "organization"  # clinician; so is "Sparks, Reyes and Summers IT Services" (its last word says so)
        return shape or ("name" if any(c.isupper() for c in value) else "other")
    if kind:
        return kind
    v = value.strip()
    if value_dates(v) or MONTH_YEAR_PATTERN.match(v) or YEAR_PATTERN.match(v):
        return "date_range" if len(value_dates(v)) > 1 else "date"
    return next((kind for pattern, kind in _VALUE_SHAPES if pattern.match(v)), "other")


def token_edit(span: str, value: str, key: str, kind: str) -> tuple[str, str] | None:
    """For a value found inside an e-mail, URL or handle: the key and kind to abstract the whole token as."""
    if span.strip().lower() == value.strip().lower() or not TOKEN_PATTERN.fullmatch(span.strip(TOKEN_EDGES)):
        return None
    if kind in ("email", "url", "handle") and span.lower().lstrip("@") == value.lower().lstrip("@"):
        return None
    tkind = token_kind(span)
    if kind == "city" and tkind in ("email", "url") and "@" in span and re.search(
            re.sub(r"[^a-z]", "", value.lower()), span.lower().split("@", 1)[1].split(".", 1)[0]):
        return "office_email", tkind  # a place in an e-mail's domain is an office's ("j.harris@eastamandamouth...")
    if kind in ("employer", "organization"):  # the organisation's own domain: "j.reyes@matthewsfoods.example.org"
        return {"email": "office_email", "url": "office_website", "handle": "office_handle"}[tkind], tkind
    if tkind == "email" and re.search(r"signer|issuer|staff|officer|official|representative|coordinator|caseworker"
                                      r"|clerk", key.lower()):  # the signer's name in "d.wagner@warrenllc...": the
        return ("signer_email" if "signer" in key.lower() else "office_email"), tkind  # office's address, never
    # the subject's ("To: A client of Warren LLC", "e-mailed to your e-mail address": reader3 T124)
    return {"email": "email", "url": "url", "handle": "user_handle"}[tkind], tkind
