"""Bank and tax numbers in the shape of the document's country: IBAN, bank/routing code and tax ID.

A French document's ``Code banque`` is a five-digit bank code, not a U.S. ABA number; an Indian ``PAN
number`` is a PAN, not a U.S. EIN; an IBAN starts with the country's own code, and a country that has no
IBAN (the United States, India, China, ...) gets no IBAN at all (:func:`has_iban`).

What keeps the values from being anyone's:

- an IBAN's bank code is all zeros (``ZZZZ`` where the country's bank code is letters), a code no
  bank holds, so the account number after it reaches no account; the check digits are valid;
- a bank or routing code alone names a bank branch, not a person (U.S. ABA numbers keep the unassigned
  50-59 prefix of :func:`privasis_hub.safe_ids.routing_number`; India's IFSC the bank code ``ZZZZ``);
- a tax ID is random digits in the country's layout, only ever printed next to a fictional name; where
  the national number is the tax number (Brazil's CPF, the Dutch BSN, ...) documents carry it as
  NATIONAL_ID only (:func:`available`; see :mod:`privasis_hub.national_ids` for why those are nobody's).
"""

from __future__ import annotations

import random
import string

from privasis_hub import national_ids, safe_ids

#: The BBAN of each IBAN country: ``0`` a bank-code digit (always 0), ``Z`` a bank-code letter (always Z),
#: ``9`` a random digit, ``A`` a random letter; any other character as written.
IBAN_BBAN: dict[str, str] = {
    "ES": "0000" + "9" * 16, "FR": "00000" + "9" * 18, "DE": "00000000" + "9" * 10,
    "IT": "A00000" + "9" * 17, "BR": "00000000" + "9" * 15 + "C1", "NL": "ZZZZ" + "9" * 10,
    "PL": "00000000" + "9" * 16, "UA": "000000" + "9" * 19, "GR": "0000000" + "9" * 16,
    "TR": "000000" + "9" * 16, "EG": "0000" + "9" * 21, "IL": "000" + "9" * 16, "IR": "000" + "9" * 19,
    "PK": "ZZZZ" + "9" * 16, "GB": "ZZZZ" + "9" * 14,
}  # fmt: skip

#: The bank or routing code a form asks for, per country (``9`` a random digit, ``A`` a random letter).
BANK_CODES: dict[str, str] = {
    "ES": "9999", "FR": "99999", "DE": "999 999 99", "IT": "99999", "BR": "9999-9", "NL": "AAAA",
    "PL": "9999 9999", "RU": "04999999", "UA": "999999", "GR": "999", "TR": "99999", "EG": "9999",
    "IL": "999", "IR": "9999", "IN": "ZZZZ0999999", "BD": "999999999", "PK": "9999", "CN": "999999999999",
    "JP": "9999", "KR": "999", "TH": "999", "VN": "99999999", "ID": "999", "KE": "99999", "PH": "999999999",
}  # fmt: skip

#: Countries whose national number is also the person's tax number: their documents carry it as NATIONAL_ID
#: and have no TAX_ID of their own (:func:`available`).
TAX_IS_NATIONAL_ID = frozenset({"ES", "BR", "NL", "IL", "IR", "CN", "JP", "KR", "TH"})
#: Tax numbers of the other countries (``9`` a random digit, ``A`` a random letter, ``S`` the family name's
#: first letter, ``P`` the PAN holder type of a person).
TAX_IDS: dict[str, str] = {
    "FR": "0999999999999", "IT": "99999999999", "DE": "99/999/99999", "PL": "999-999-99-99", "RU": "999999999999", "UA": "9999999999", "GR": "999999999",
    "TR": "9999999999", "EG": "999-999-999", "PK": "9999999-9", "BD": "999999999999", "VN": "9999999999",
    "ID": "99.999.999.9-999.999", "KE": "A999999999A", "PH": "999-999-999-000", "IN": "AAAPS9999A",
}  # fmt: skip


def _fill(rng: random.Random, shape: str, family: str = "") -> str:
    out = []
    for ch in shape:
        if ch == "9":
            out.append(str(rng.randrange(10)))
        elif ch == "A":
            out.append(rng.choice(string.ascii_uppercase))
        elif ch == "P":
            out.append("P")
        elif ch == "S":
            initial = family[:1].upper()
            out.append(initial if initial in string.ascii_uppercase else rng.choice(string.ascii_uppercase))
        else:
            out.append(ch)
    return "".join(out)


def available(label: str, region: str) -> bool:
    """Whether a person in ``region`` has a value of ``label``: no IBAN outside the IBAN countries, no separate
    tax number where the national number is the tax number, no U.S. Social Security number outside the U.S."""
    if label == "IBAN":
        return has_iban(region)
    if label == "TAX_ID":
        return region not in TAX_IS_NATIONAL_ID
    if label == "SSN":
        return region == "US"
    return True


def has_iban(region: str) -> bool:
    """Whether people in ``region`` have IBANs (a country outside the IBAN system gets no IBAN label)."""
    return region in IBAN_BBAN


def iban(rng: random.Random, region: str, grouped: bool = True) -> str:
    """An IBAN of ``region`` with a bank code no bank holds and valid check digits."""
    bban = _fill(rng, IBAN_BBAN[region])
    check = 98 - int("".join(str(int(ch, 36)) for ch in bban + region + "00")) % 97
    value = f"{region}{check:02d}{bban}"
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4)) if grouped else value


def bank_code(rng: random.Random, region: str) -> str:
    """The bank or routing code of ``region`` (a U.S. ABA number where the country has none listed)."""
    shape = BANK_CODES.get(region)
    return _fill(rng, shape) if shape else safe_ids.routing_number(rng)


def tax_id(rng: random.Random, region: str, family: str = "") -> str | None:
    """A person's tax number in ``region``'s layout; None where the country has none listed (the caller's
    fallback applies)."""
    if region in TAX_IS_NATIONAL_ID and region in national_ids.NATIONAL_IDS:
        return national_ids.national_id(rng, region)
    shape = TAX_IDS.get(region)
    return _fill(rng, shape, family) if shape else None
