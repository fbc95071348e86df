"""Attribute keys in the words a person would use: ``client_prior_year_agi`` -> "client prior year AGI".

One function, :func:`human`, shared by the instructions (which never show a raw key), the
abstraction ladder (which names an identifier or a role after its key when no table knows it)
and the LLM backend's prompts. It sits below both llm/ and sanitize/ so neither reaches up for it.
"""

from __future__ import annotations

import re

#: Key words written as a person writes them.
_WORDS: dict[str, str] = {
    "dob": "date of birth", "ssn": "Social Security number", "url": "website", "email": "e-mail address",
    "mrn": "medical record number", "ip": "IP", "id": "ID", "ids": "IDs", "hoa": "HOA", "agi": "AGI",
    "gpa": "GPA", "bmi": "BMI", "ein": "EIN", "vin": "VIN", "iban": "IBAN", "pin": "PIN", "hiv": "HIV",
    "acl": "ACL", "ptsd": "PTSD", "adhd": "ADHD", "copd": "COPD", "hvac": "HVAC", "llc": "LLC",
    "ira": "IRA", "icd": "ICD", "npi": "NPI", "gre": "GRE", "ged": "GED", "sat": "SAT", "dui": "DUI",
    "hsa": "HSA", "fsa": "FSA", "401k": "401(k)", "ach": "ACH", "atm": "ATM", "gps": "GPS", "ehr": "EHR",
    "ptin": "PTIN", "itin": "ITIN", "fein": "FEIN", "ssi": "SSI", "snap": "SNAP", "wic": "WIC",
    "hr": "HR", "it": "IT", "us": "US", "uk": "UK", "wifi": "Wi-Fi", "mri": "MRI", "ct": "CT", "ekg": "EKG",
    "ecg": "ECG", "er": "ER", "icu": "ICU", "vpn": "VPN", "irb": "IRB", "uscis": "USCIS", "auth": "authorization",
    "txn": "transaction", "iep": "IEP", "fafsa": "FAFSA",
}  # fmt: skip
#: Whole keys said differently.
_KEYS: dict[str, str] = {
    "user_handle": "online handle", "phone": "phone number", "url": "website", "dob": "date of birth",
    "email": "e-mail address", "id_number": "ID number", "sex": "sex", "full_name": "full name",
    # the group of the issuer's address, phone, signer and reference: its contact details, not its name (issue 19:
    # "no issuing organisation details should be left" read as "remove the organisation's name" too)
    "issuing organisation": "office contact",
}  # fmt: skip
#: Category prefixes that keep the catalogue's keys unique across categories ("fin_customer_number");
#: a person does not say them.
_NAMESPACES = frozenset({"edu", "fin", "gov", "legal", "med", "media", "rec", "comm", "prof", "pers"})


def human(key: str) -> str:
    """An attribute key (or group name) in words.

    ``client_prior_year_agi`` -> "client prior year AGI", ``fin_customer_number`` -> "customer
    number" (the catalogue's category prefix dropped), ``medication_2`` -> "medication",
    ``patientSSN`` -> "patient Social Security number".
    """
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", key.strip())
    k = spaced.lower()
    if k in _KEYS:
        return _KEYS[k]
    words = [w for w in re.split(r"[\s_.\-]+", k) if w]
    if len(words) > 1 and words[0] in _NAMESPACES:
        words = words[1:]
    while len(words) > 1 and words[-1].isdigit():
        words.pop()
    return " ".join(_WORDS.get(w, w) for w in words) or key
