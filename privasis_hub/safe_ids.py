"""Identifiers that cannot belong to a real person or account, by construction.

Every generator takes a caller-seeded :class:`random.Random` (never the global
``random`` module, the clock or ``uuid``), so a run is reproducible from its seed,
and returns a ``str``. They are plain string operations (no Faker) because the
pipeline calls them millions of times.

Why each kind is safe (the same sentences, verbatim, are in :data:`SAFETY_RULES`,
which dataset cards quote):

- ``email``: Every address uses a domain reserved by RFC 2606/6761 (example.com,
  example.org, example.net or a subdomain of them, or the .test, .example and
  .invalid top-level domains), which can never be registered, so no mail is ever
  delivered to a real mailbox.
- ``phone``: Every number uses exchange 555 with a line number from 0100 to 0199,
  the block the North American Numbering Plan reserves for fictional use, so it
  never rings a real subscriber.
- ``local_phone``: A number in a country's own format: the United States use the
  fictional 555-0100 to 555-0199 block and the United Kingdom Ofcom's drama ranges;
  every other country gets a leading-digit prefix that libphonenumber's numbering
  plan marks as unassigned (a possible length but no valid number), so it reaches
  no subscriber.
- ``national_id``: National identity numbers take their country's shape with a valid check digit, so
  the checksum tells nothing; where the number holds a component no issuer assigns (an unassigned
  province or place code, INSEE's order number 000, an Aadhaar starting with 0 or 1, a PESEL birth
  century that has not begun, a Korean registration place above 96) it takes such a value, and where
  a country publishes no reserved range the number is random and only ever printed next to a
  fictional name (the rule of each country is in privasis_hub.national_ids).
- ``role_email``: A role or company address (info@, support@, ...) at a domain
  reserved by RFC 2606/6761; it names a function, not a person, and reaches no
  mailbox.
- ``ssn``: Social Security numbers never begin with 9, and the group digits here
  (01-49) are also outside the ranges used for ITINs (50-65, 70-88, 90-92, 94-99)
  and ATINs (93), so the number is no valid SSN, ITIN or ATIN.
- ``payment_card``: Card numbers start with the prefixes of the card networks'
  published test numbers (e.g. 4242 42, 5555 55, 3782 82, 6011 11), which payment
  processors reserve for testing, and carry only a valid Luhn check digit.
- ``iban``: IBANs are British-format with the fictional bank code ZZZZ or XXXX,
  which no bank uses, so despite valid ISO 13616 check digits they route to no
  account.
- ``routing_number``: Routing numbers start with 50-59, outside the prefixes the
  Federal Reserve assigns (00-12, 21-32, 61-72, 80), so despite a valid ABA
  checksum they name no bank.
- ``account_number``: An account number reaches an account only together with a
  bank's routing number or IBAN bank code, and every routing number and bank code
  generated here is unassigned.
- ``passport_number``: Passport numbers take the country's own shape with a series no issuer uses:
  the authority code of a published specimen (Germany's C01X00T47, the Netherlands' SPECI2014) or
  series letters at the end of the alphabet (Z, ZZ) or the series 00; with no country, the letters
  XQ followed by seven digits, a shape the U.S. State Department does not issue (nine digits, or one
  letter and eight digits).
- ``drivers_license``: Licence and state ID numbers are three letters followed by
  seven digits, a shape no U.S. state's licence format uses.
- ``ein``: Employer identification numbers start with a prefix the IRS has never
  assigned to any campus (07, 08, 09, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89,
  96 or 97).
- ``url``: Every URL's host is under a domain reserved by RFC 2606/6761
  (example.com, example.org, example.net, .test, .example), so it resolves to no
  real site.
- ``user_handle``: A handle is built from the synthetic person's name plus random
  digits and is never tied to a platform, so it addresses no real account.
- ``ipv4``: IPv4 addresses come from the RFC 5737 documentation blocks
  (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24), which are never routed on the
  internet.
- ``ipv6``: IPv6 addresses come from 2001:db8::/32, the block RFC 3849 reserves for
  documentation, which is never routed on the internet.
- ``license_plate``: Plates are a zero followed by three letters and three digits,
  modelled on California's digit-letters-digits series, whose leading digit starts
  at 1 and never 0, and no issuing state is ever given with them.
- ``vin``: VINs use a U.S. manufacturer region code (1, 4 or 5) with U, Z or 0 as
  the model-year character in position 10, which 49 CFR 565 never allows, so no
  road vehicle carries one even though the check digit is valid.
- ``medical_record_number``: A medical record number identifies a chart only inside
  the facility that assigned it, and these are random digits tied to no real
  facility.
- ``member_id``: Member IDs carry the placeholder marker ZZ after their prefix, and
  an insurance or loyalty member number means something only inside the issuer's own
  system, which here is always fictional.
- ``internal_id``: An office's own number for a person or a file (an employee, student,
  client or loyalty number, a receipt or appeal reference) means something only inside
  that office's system, and the offices here are fictional, so it is a prefix and eight
  random digits with no placeholder marker that would give the document away as made up.

The validators :func:`luhn_valid`, :func:`iban_valid`, :func:`aba_valid` and
:func:`vin_valid` check the checksums; :func:`is_reserved_domain` checks a host name.
"""

from __future__ import annotations

import functools
import random
import re
import unicodedata

from privasis_hub import national_ids

__all__ = [
    "SAFETY_RULES",
    "aba_valid",
    "account_number",
    "drivers_license",
    "ein",
    "email",
    "iban",
    "iban_valid",
    "internal_id",
    "ipv4",
    "ipv6",
    "is_reserved_domain",
    "license_plate",
    "local_phone",
    "luhn_valid",
    "medical_record_number",
    "member_id",
    "national_id",
    "passport_number",
    "payment_card",
    "phone",
    "role_email",
    "routing_number",
    "ssn",
    "url",
    "user_handle",
    "vin",
    "vin_valid",
]

SAFETY_RULES: dict[str, str] = {
    "national_id": (
        "National identity numbers take their country's shape with a valid check digit, so the checksum "
        "tells nothing; where the number holds a component no issuer assigns (an unassigned province or place "
        "code, INSEE's order number 000, an Aadhaar starting with 0 or 1, a PESEL birth century that has not "
        "begun, a Korean registration place above 96) it takes such a value, and where a country publishes no "
        "reserved range the number is random and only ever printed next to a fictional name (the rule of each "
        "country is in privasis_hub.national_ids)."
    ),
    "local_phone": (
        "A number in a country's own format: the United States use the fictional 555-0100 to 555-0199 block "
        "and the United Kingdom Ofcom's drama ranges; every other country gets a leading-digit prefix that "
        "libphonenumber's numbering plan marks as unassigned (a possible length but no valid number), so it "
        "reaches no subscriber."
    ),
    "role_email": (
        "A role or company address (info@, support@, ...) at a domain reserved by RFC 2606/6761; it names a "
        "function, not a person, and reaches no mailbox."
    ),
    "email": (
        "Every address uses a domain reserved by RFC 2606/6761 (example.com, example.org, example.net "
        "or a subdomain of them, or the .test, .example and .invalid top-level domains), which can never "
        "be registered, so no mail is ever delivered to a real mailbox."
    ),
    "phone": (
        "Every number uses exchange 555 with a line number from 0100 to 0199, the block the North "
        "American Numbering Plan reserves for fictional use, so it never rings a real subscriber."
    ),
    "ssn": (
        "Social Security numbers never begin with 9, and the group digits here (01-49) are also outside "
        "the ranges used for ITINs (50-65, 70-88, 90-92, 94-99) and ATINs (93), so the number is no valid "
        "SSN, ITIN or ATIN."
    ),
    "payment_card": (
        "Card numbers start with the prefixes of the card networks' published test numbers (e.g. 4242 42, "
        "5555 55, 3782 82, 6011 11), which payment processors reserve for testing, and carry only a valid "
        "Luhn check digit."
    ),
    "iban": (
        "IBANs are British-format with the fictional bank code ZZZZ or XXXX, which no bank uses, so "
        "despite valid ISO 13616 check digits they route to no account."
    ),
    "routing_number": (
        "Routing numbers start with 50-59, outside the prefixes the Federal Reserve assigns (00-12, "
        "21-32, 61-72, 80), so despite a valid ABA checksum they name no bank."
    ),
    "account_number": (
        "An account number reaches an account only together with a bank's routing number or IBAN bank "
        "code, and every routing number and bank code generated here is unassigned."
    ),
    "passport_number": (
        "Passport numbers take the country's own shape with a series no issuer uses: the authority code of a "
        "published specimen (Germany's C01X00T47, the Netherlands' SPECI2014) or series letters at the end of "
        "the alphabet (Z, ZZ) or the series 00; with no country, the letters XQ followed by seven digits, a "
        "shape the U.S. State Department does not issue (nine digits, or one letter and eight digits)."
    ),
    "drivers_license": (
        "Licence and state ID numbers are three letters followed by seven digits, a shape no U.S. state's "
        "licence format uses."
    ),
    "ein": (
        "Employer identification numbers start with a prefix the IRS has never assigned to any campus "
        "(07, 08, 09, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96 or 97)."
    ),
    "url": (
        "Every URL's host is under a domain reserved by RFC 2606/6761 (example.com, example.org, "
        "example.net, .test, .example), so it resolves to no real site."
    ),
    "user_handle": (
        "A handle is built from the synthetic person's name plus random digits and is never tied to a "
        "platform, so it addresses no real account."
    ),
    "ipv4": (
        "IPv4 addresses come from the RFC 5737 documentation blocks (192.0.2.0/24, 198.51.100.0/24, "
        "203.0.113.0/24), which are never routed on the internet."
    ),
    "ipv6": (
        "IPv6 addresses come from 2001:db8::/32, the block RFC 3849 reserves for documentation, which is "
        "never routed on the internet."
    ),
    "license_plate": (
        "Plates are a zero followed by three letters and three digits, modelled on California's "
        "digit-letters-digits series, whose leading digit starts at 1 and never 0, and no issuing state "
        "is ever given with them."
    ),
    "vin": (
        "VINs use a U.S. manufacturer region code (1, 4 or 5) with U, Z or 0 as the model-year character "
        "in position 10, which 49 CFR 565 never allows, so no road vehicle carries one even though the "
        "check digit is valid."
    ),
    "medical_record_number": (
        "A medical record number identifies a chart only inside the facility that assigned it, and these "
        "are random digits tied to no real facility."
    ),
    "member_id": (
        "Member IDs carry the placeholder marker ZZ after their prefix, and an insurance or loyalty member "
        "number means something only inside the issuer's own system, which here is always fictional."
    ),
    "internal_id": (
        "An office's own number for a person or a file (an employee, student, client or loyalty number, a "
        "receipt or appeal reference) means something only inside that office's system, and the offices here "
        "are fictional, so it is a prefix and eight random digits with no placeholder marker that would give "
        "the document away as made up."
    ),
}

# --- shared helpers -----------------------------------------------------------------------

_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LOWER = "abcdefghijklmnopqrstuvwxyz"


def _digits(rng: random.Random, n: int) -> str:
    """``n`` uniformly random decimal digits (leading zeros allowed)."""
    return f"{rng.randrange(10**n):0{n}d}"


def _ascii_lower(text: str) -> str:
    """Lowercase ASCII transliteration ("José" -> "jose"); fast path for ASCII input."""
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return text.lower()


# --- domains ------------------------------------------------------------------------------

#: Second-level names RFC 2606 reserves; any subdomain of them is reserved too.
RESERVED_DOMAINS: tuple[str, ...] = ("example.com", "example.org", "example.net")
#: Top-level domains RFC 2606/6761 reserve (never delegated in the public DNS).
RESERVED_TLDS: tuple[str, ...] = ("test", "example", "invalid")

_MAIL_SUBDOMAINS = (
    "mail", "inbox", "post", "home", "me", "clinic", "law", "bank", "school", "work", "office", "family",
    "community", "alumni", "student", "staff",
)  # fmt: skip
_PRIVATE_NAMES = (
    "mailbox", "northside", "harbor", "lakeside", "summit", "pinecrest", "brightmail", "metro", "valley",
    "riverbend", "oakmail", "coastal", "prairie", "citynet", "homestead",
)  # fmt: skip


def is_reserved_domain(host: str) -> bool:
    """True if ``host`` is one of the RFC 2606/6761 reserved names or a subdomain of one."""
    host = host.lower().rstrip(".")
    if host.rsplit(".", 1)[-1] in RESERVED_TLDS:
        return True
    return any(host == d or host.endswith("." + d) for d in RESERVED_DOMAINS)


def _mail_domain(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.45:
        return rng.choice(RESERVED_DOMAINS)
    if roll < 0.80:
        return f"{rng.choice(_MAIL_SUBDOMAINS)}.{rng.choice(RESERVED_DOMAINS)}"
    if roll < 0.97:
        return f"{rng.choice(_PRIVATE_NAMES)}.{rng.choice(('test', 'example'))}"
    return f"{rng.choice(_PRIVATE_NAMES)}.invalid"


_LOCAL_BAD = re.compile(r"[^a-z0-9._-]+")
_DOTS = re.compile(r"\.{2,}")
#: Personal-sounding local parts for an address whose owner's name has no ASCII form. None is, or
#: starts like, a role mailbox of :data:`ROLE_LOCAL_PARTS` (``info773@`` would read as a company's).
_RANDOM_LOCAL_WORDS = (
    "user", "reader", "member", "guest", "me", "my", "private", "personal", "self", "mine", "own",
    "hi", "yours", "just",
)  # fmt: skip


def _sanitise_local(local_part: str) -> str:
    local = _ascii_lower(local_part).replace(" ", ".")
    local = _LOCAL_BAD.sub("", local)
    local = _DOTS.sub(".", local).strip("._-")
    return local[:64]


def email(rng: random.Random, local_part: str | None = None) -> str:
    """An address at a reserved domain, e.g. ``j.rivera@clinic.example.org``.

    ``local_part`` is lowercased, transliterated to ASCII and reduced to ``[a-z0-9._-]``
    (spaces become dots); when it is ``None`` or sanitises to nothing, a random one is used.
    """
    local = _sanitise_local(local_part) if local_part else ""
    if not local:
        local = f"{rng.choice(_RANDOM_LOCAL_WORDS)}{rng.randrange(10, 10000)}"
    return f"{local}@{_mail_domain(rng)}"


_SLUG_BAD = re.compile(r"[^a-z0-9]+")
_URL_PATHS = ("", "about", "home", "portfolio", "blog", "contact", "profile", "cv", "projects", "work")


def url(rng: random.Random, slug: str) -> str:
    """A URL under a reserved domain, e.g. ``https://maria-rivera.example.org/about``.

    ``slug`` is lowercased and reduced to ``[a-z0-9-]`` (a DNS label); if nothing is left,
    a random one is used.
    """
    label = _SLUG_BAD.sub("-", _ascii_lower(slug)).strip("-")[:63].strip("-")
    if not label:
        label = f"site{rng.randrange(100, 100000)}"
    path = rng.choice(_URL_PATHS)
    style = rng.randrange(4)
    if style == 0:
        return f"https://{label}.{rng.choice(RESERVED_DOMAINS)}/{path}"
    if style == 1:
        return f"https://www.{rng.choice(RESERVED_DOMAINS)}/{label}" + (f"/{path}" if path else "")
    if style == 2:
        host = rng.choice(("profiles", "people", "blog", "sites"))
        return f"https://{host}.{rng.choice(RESERVED_DOMAINS)}/{label}"
    return f"https://{label}.{rng.choice(('test', 'example'))}/{path}"


_HANDLE_BAD = re.compile(r"[^a-z0-9]+")


def user_handle(rng: random.Random, first: str, last: str) -> str:
    """A social-media style handle such as ``@maria.k88`` built from the name."""
    f = _HANDLE_BAD.sub("", _ascii_lower(first)) or "user"
    la = _HANDLE_BAD.sub("", _ascii_lower(last)) or "x"
    nn = rng.randrange(1, 100)
    style = rng.randrange(6)
    if style == 0:
        body = f"{f}.{la[0]}{nn}"
    elif style == 1:
        body = f"{f}{la}"
    elif style == 2:
        body = f"{f[0]}{la}{nn}"
    elif style == 3:
        body = f"{f}_{la}"
    elif style == 4:
        body = f"{f}.{la}{rng.randrange(70, 100):02d}"
    else:
        body = f"the{f}{la[0]}"
    return "@" + body[:30]


# --- telephone ----------------------------------------------------------------------------

#: Real-looking geographic area codes (never 555 or an N11 service code).
AREA_CODES: tuple[str, ...] = (
    "201", "202", "206", "212", "213", "214", "215", "216", "224", "248", "267", "281", "303", "305",
    "312", "313", "314", "317", "323", "347", "404", "408", "412", "414", "415", "469", "480", "503",
    "512", "513", "602", "612", "614", "617", "619", "646", "702", "704", "713", "718", "720", "773",
    "801", "813", "816", "818", "832", "858", "901", "917", "919", "954", "971", "972",
)  # fmt: skip


#: Geographic area codes of each US state (and DC): a number "in" a state, as an office there has one. The
#: 555-0100..0199 block is fictional under every area code.
STATE_AREA_CODES: dict[str, tuple[str, ...]] = {
    "AL": ("205", "251", "256", "334"), "AK": ("907",), "AZ": ("480", "520", "602", "623", "928"),
    "AR": ("479", "501", "870"), "CA": ("213", "310", "415", "510", "619", "714", "818", "916"),
    "CO": ("303", "719", "720", "970"), "CT": ("203", "860"), "DE": ("302",), "DC": ("202",),
    "FL": ("305", "407", "813", "904", "954"), "GA": ("404", "478", "706", "770", "912"), "HI": ("808",),
    "ID": ("208",), "IL": ("217", "309", "312", "618", "773", "847"), "IN": ("219", "260", "317", "812"),
    "IA": ("319", "515", "563", "712"), "KS": ("316", "620", "785", "913"), "KY": ("270", "502", "606", "859"),
    "LA": ("225", "318", "337", "504"), "ME": ("207",), "MD": ("240", "301", "410", "443"),
    "MA": ("413", "508", "617", "781", "978"), "MI": ("248", "313", "517", "616", "734", "810"),
    "MN": ("218", "507", "612", "651", "763"), "MS": ("228", "601", "662"), "MO": ("314", "417", "573", "636", "816"),
    "MT": ("406",), "NE": ("308", "402"), "NV": ("702", "775"), "NH": ("603",),
    "NJ": ("201", "609", "732", "856", "908", "973"), "NM": ("505", "575"),
    "NY": ("212", "315", "518", "585", "607", "716", "718", "914"), "NC": ("252", "336", "704", "828", "910", "919"),
    "ND": ("701",), "OH": ("216", "330", "419", "513", "614", "740", "937"), "OK": ("405", "580", "918"),
    "OR": ("503", "541", "971"), "PA": ("215", "267", "412", "570", "610", "717", "814"), "RI": ("401",),
    "SC": ("803", "843", "864"), "SD": ("605",), "TN": ("423", "615", "731", "865", "901"),
    "TX": ("210", "214", "281", "512", "713", "806", "817", "915", "972"), "UT": ("385", "435", "801"),
    "VT": ("802",), "VA": ("276", "434", "540", "703", "757", "804"), "WA": ("206", "253", "360", "425", "509"),
    "WV": ("304",), "WI": ("262", "414", "608", "715", "920"), "WY": ("307",),
}  # fmt: skip


def phone(rng: random.Random, region: str = "", areas: tuple[str, ...] = ()) -> str:
    """A North American number in the fictional 555-0100..0199 block, e.g. ``(212) 555-0147``; with a US state's
    ``region`` ("OH"), under one of that state's area codes; with ``areas``, under one of those (a town's own)."""
    area = rng.choice(areas or (STATE_AREA_CODES.get(region.upper(), AREA_CODES) if region else AREA_CODES))
    line = f"01{rng.randrange(100):02d}"
    style = rng.randrange(3)
    if style == 0:
        return f"({area}) 555-{line}"
    if style == 1:
        return f"{area}-555-{line}"
    return f"+1 {area} 555 {line}"


# --- government and tax identifiers -------------------------------------------------------


def ssn(rng: random.Random) -> str:
    """``9XX-GG-SSSS`` with area 900-999, group 01-49 (not an ITIN/ATIN group), serial != 0000."""
    return f"{rng.randrange(900, 1000)}-{rng.randrange(1, 50):02d}-{rng.randrange(1, 10000):04d}"


#: EIN prefixes the IRS lists for no campus (see https://www.irs.gov "Valid EIN Prefixes").
UNASSIGNED_EIN_PREFIXES: tuple[str, ...] = (
    "07", "08", "09", "17", "18", "19", "28", "29", "49", "69", "70", "78", "79", "89", "96", "97",
)  # fmt: skip


def ein(rng: random.Random) -> str:
    """An employer ID ``NN-NNNNNNN`` whose prefix the IRS never assigned."""
    return f"{rng.choice(UNASSIGNED_EIN_PREFIXES)}-{_digits(rng, 7)}"


def passport_number(rng: random.Random, region: str | None = None) -> str:
    """A passport number in ``region``'s shape (:data:`privasis_hub.national_ids.PASSPORTS`), else ``XQ`` +
    7 digits, e.g. ``XQ4829103`` (U.S. numbers are 9 digits or 1 letter + 8 digits)."""
    if region and region.upper() in national_ids.PASSPORTS:
        return national_ids.passport(rng, region)
    return "XQ" + _digits(rng, 7)


def drivers_license(rng: random.Random) -> str:
    """Three letters + seven digits, e.g. ``KTR4829103`` (no U.S. state's licence format)."""
    return rng.choice(_UPPER) + rng.choice(_UPPER) + rng.choice(_UPPER) + _digits(rng, 7)


def license_plate(rng: random.Random) -> str:
    """``0`` + three letters + three digits, e.g. ``0KXT482`` (standard series never start at 0)."""
    return "0" + rng.choice(_UPPER) + rng.choice(_UPPER) + rng.choice(_UPPER) + _digits(rng, 3)


def medical_record_number(rng: random.Random) -> str:
    """``MRN-`` + 8 digits, e.g. ``MRN-04829103``."""
    return "MRN-" + _digits(rng, 8)


_PREFIX_BAD = re.compile(r"[^A-Z0-9]+")


def member_id(rng: random.Random, prefix: str) -> str:
    """An insurance or loyalty member ID, ``<PREFIX>-ZZ`` + 8 digits, e.g. ``BCX-ZZ48291034``.

    ``prefix`` is uppercased and reduced to ``[A-Z0-9]``; an empty prefix gives ``ZZ48291034``.
    """
    p = _PREFIX_BAD.sub("", _ascii_lower(prefix).upper())[:8]
    body = "ZZ" + _digits(rng, 8)
    return f"{p}-{body}" if p else body


def internal_id(rng: random.Random, prefix: str) -> str:
    """An office's own number for a person or a file, ``<PREFIX>-`` + 8 digits, e.g. ``EMP-48291034``.

    Such a number is assigned by, and means something only inside, the (always fictional) issuing office, so no
    reserved range exists or is needed; ``prefix`` is reduced as in :func:`member_id`, and it draws from ``rng``
    exactly as :func:`member_id` does.
    """
    p = _PREFIX_BAD.sub("", _ascii_lower(prefix).upper())[:8]
    body = _digits(rng, 8)
    return f"{p}-{body}" if p else body


# --- payment cards ------------------------------------------------------------------------

#: brand -> (test-number prefixes, card length, digit grouping)
CARD_BRANDS: dict[str, tuple[tuple[str, ...], int, tuple[int, ...]]] = {
    "visa": (("424242", "400000", "411111"), 16, (4, 4, 4, 4)),
    "mastercard": (("555555", "222300"), 16, (4, 4, 4, 4)),
    "amex": (("378282", "371449"), 15, (4, 6, 5)),
    "discover": (("601111",), 16, (4, 4, 4, 4)),
}
_BRAND_ALIASES = {
    "american express": "amex",
    "americanexpress": "amex",
    "mc": "mastercard",
    "master card": "mastercard",
}
_BRAND_NAMES = tuple(CARD_BRANDS)


def luhn_valid(number: str) -> bool:
    """True if ``number`` (spaces and hyphens ignored) is all digits and passes the Luhn check."""
    digits = number.replace(" ", "").replace("-", "")
    if len(digits) < 2 or not digits.isdigit() or not digits.isascii():
        return False
    return national_ids.luhn_digit(digits[:-1]) == digits[-1]


def payment_card(rng: random.Random, brand: str | None = None) -> str:
    """A Luhn-valid card number from a published test prefix, grouped like the brand prints it.

    ``brand`` is one of ``visa``, ``mastercard``, ``amex``, ``discover`` (case-insensitive;
    "American Express" and "MC" are accepted), random if ``None``. Visa, Mastercard and
    Discover print as 4-4-4-4, Amex as 4-6-5.
    """
    if brand is None:
        key = rng.choice(_BRAND_NAMES)
    else:
        key = brand.strip().lower()
        key = _BRAND_ALIASES.get(key, key)
        if key not in CARD_BRANDS:
            raise ValueError(f"unknown card brand {brand!r}; expected one of {', '.join(_BRAND_NAMES)}")
    prefixes, length, groups = CARD_BRANDS[key]
    prefix = rng.choice(prefixes)
    payload = prefix + _digits(rng, length - len(prefix) - 1)
    number = payload + national_ids.luhn_digit(payload)
    out, pos = [], 0
    for g in groups:
        out.append(number[pos : pos + g])
        pos += g
    return " ".join(out)


# --- bank identifiers ---------------------------------------------------------------------

IBAN_BANK_CODES: tuple[str, ...] = ("ZZZZ", "XXXX")


def _iban_numeric(s: str) -> int:
    """ISO 13616 letter-to-number expansion (A=10 ... Z=35) read as one integer."""
    return int("".join(str(int(ch, 36)) for ch in s))


def iban_valid(iban: str) -> bool:
    """True if ``iban`` (spaces ignored, any case) has a well-formed shape and mod-97 check digits."""
    s = iban.replace(" ", "").upper()
    if not (15 <= len(s) <= 34) or not s.isascii() or not s.isalnum():
        return False
    if not (s[:2].isalpha() and s[2:4].isdigit()):
        return False
    return _iban_numeric(s[4:] + s[:4]) % 97 == 1


def iban(rng: random.Random) -> str:
    """A GB-format IBAN with a fictional bank code and valid check digits, in groups of 4.

    Example: ``GB29 ZZZZ 6016 1331 9268 19`` (bank code, 6-digit sort code, 8-digit account).
    """
    bban = rng.choice(IBAN_BANK_CODES) + _digits(rng, 6) + _digits(rng, 8)
    check = 98 - _iban_numeric(bban + "GB00") % 97
    s = f"GB{check:02d}{bban}"
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


_ABA_WEIGHTS = (3, 7, 1, 3, 7, 1, 3, 7, 1)


def aba_valid(number: str) -> bool:
    """True if ``number`` is nine digits and passes the ABA routing-number checksum."""
    if len(number) != 9 or not number.isdigit() or not number.isascii():
        return False
    return sum(w * (ord(c) - 48) for w, c in zip(_ABA_WEIGHTS, number, strict=True)) % 10 == 0


def routing_number(rng: random.Random) -> str:
    """A nine-digit ABA routing number with a valid checksum and an unassigned 50-59 prefix."""
    head = str(rng.randrange(50, 60)) + _digits(rng, 6)
    partial = sum(w * (ord(c) - 48) for w, c in zip(_ABA_WEIGHTS, head, strict=False))
    return head + str((-partial) % 10)


def account_number(rng: random.Random, digits: int = 10) -> str:
    """A bank account number of ``digits`` digits (4-17, the U.S. range), not starting with 0."""
    if not 4 <= digits <= 17:
        raise ValueError(f"account_number digits must be between 4 and 17, got {digits}")
    return str(rng.randrange(1, 10)) + _digits(rng, digits - 1)


# --- network addresses --------------------------------------------------------------------

IPV4_DOC_NETS: tuple[str, ...] = ("192.0.2", "198.51.100", "203.0.113")


def ipv4(rng: random.Random) -> str:
    """A host address in an RFC 5737 documentation block, e.g. ``198.51.100.23``."""
    return f"{rng.choice(IPV4_DOC_NETS)}.{rng.randrange(1, 255)}"


def ipv6(rng: random.Random) -> str:
    """An address in 2001:db8::/32 (RFC 3849), e.g. ``2001:db8:85a3:8d3:1319:8a2e:370:7348``."""
    if rng.random() < 0.5:
        groups = ":".join(f"{rng.randrange(1, 0x10000):x}" for _ in range(6))
        return f"2001:db8:{groups}"
    return (
        f"2001:db8:{rng.randrange(1, 0x10000):x}:{rng.randrange(1, 0x10000):x}::{rng.randrange(1, 0x10000):x}"
    )


# --- vehicles -----------------------------------------------------------------------------

_VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"  # no I, O, Q
_VIN_VALUES = {
    **{str(d): d for d in range(10)},
    **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
    **dict(zip("JKLMN", range(1, 6), strict=True)),
    "P": 7,
    "R": 9,
    **dict(zip("STUVWXYZ", range(2, 10), strict=True)),
}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def _vin_check(vin17: str) -> str:
    total = sum(_VIN_VALUES[c] * w for c, w in zip(vin17, _VIN_WEIGHTS, strict=True))
    r = total % 11
    return "X" if r == 10 else str(r)


def vin_valid(vin: str) -> bool:
    """True if ``vin`` is 17 VIN characters (no I, O, Q) with a correct position-9 check digit."""
    if len(vin) != 17 or any(c not in _VIN_VALUES for c in vin):
        return False
    return _vin_check(vin) == vin[8]


def vin(rng: random.Random) -> str:
    """A 17-character VIN with a valid check digit and an impossible model-year code (U, Z or 0)."""
    ch = rng.choice
    body = (
        ch("145")
        + ch(_VIN_CHARS)
        + ch(_VIN_CHARS)
        + "".join([ch(_VIN_CHARS) for _ in range(5)])
        + "0"  # check-digit placeholder (weight 0)
        + ch("UZ0")
        + ch(_VIN_CHARS)
        + _digits(rng, 6)
    )
    return body[:8] + _vin_check(body) + body[9:]


# --- national phone numbers ---------------------------------------------------------------

#: Ofcom's ranges for drama: mobile 07700 900000-900999, London 020 7946 0000-0999.
_OFCOM_DRAMA = ("7700900", "2079460")


#: Leading digits a reader takes for a business's freephone or premium-rate line once written with the trunk 0
#: ("0800 ...", "0900 ..."): never drawn for a person's number.
SERVICE_LOOKING_PREFIXES = ("80", "90")

#: :func:`unassigned_phone_prefixes` precomputed for the Kavach languages' countries (phonenumbers 9.x
#: metadata), so a build does not search at start-up; ``tests/test_safe_ids.py`` re-checks every entry.
UNASSIGNED_PHONE_PREFIXES: dict[str, tuple[int, tuple[str, ...]]] = {
    "BD": (10, ("10", "12", "30", "31")),
    "BR": (11, ("20", "23", "25", "26")),
    "CN": (11, ("30", "32", "33", "34")),
    "DE": (11, ("13", "31")),
    "EG": (10, ("13", "14", "16", "17")),
    "ES": (9, ("41", "42", "43", "44")),
    "FR": (9, ("40", "70", "71", "72")),
    "GR": (10, ("20", "29", "50", "51")),
    "ID": (9, ("10", "11", "12", "13")),
    "IL": (9, ("57", "70", "75")),
    "IN": (10, ("30", "39", "50")),
    "IR": (10, ("10", "12", "14", "15")),
    "IT": (10, ("14", "16", "19", "30")),
    "JP": (10, ("21", "22", "23", "24")),
    "KE": (9, ("15", "16", "17", "19")),
    "KR": (10, ("13", "14", "30", "34")),
    "NL": (9, ("12", "14", "19", "21")),
    "PH": (10, ("82", "83", "84")),
    "PK": (10, ("38", "39")),
    "PL": (9, ("20", "27", "28", "30")),
    "RU": (10, ("31", "32", "37", "43")),
    "TH": (9, ("10", "11", "12", "13")),
    "TR": (10, ("210", "211", "213", "214")),
    "UA": (9, ("30", "40", "42", "49")),
    "VN": (9, ("10", "11", "13", "15")),
}


@functools.cache
def unassigned_phone_prefixes(region: str) -> tuple[int, tuple[str, ...]]:
    """(national number length, leading digits libphonenumber marks as unassigned in ``region``).

    A prefix qualifies when a dozen numbers starting with it all have a possible length, are valid
    for no region, and still take the country's national grouping, and it does not start like a freephone or
    premium-rate line (:data:`SERVICE_LOOKING_PREFIXES`). Deterministic for one version
    of the ``phonenumbers`` metadata.
    """
    import phonenumbers as pn

    if region in UNASSIGNED_PHONE_PREFIXES:
        return UNASSIGNED_PHONE_PREFIXES[region]
    cc = pn.country_code_for_region(region)
    if not cc:
        raise ValueError(f"unknown phone region {region!r} (an ISO 3166 alpha-2 code such as 'DE')")
    example = pn.example_number_for_type(region, pn.PhoneNumberType.MOBILE) or pn.example_number(region)
    length = len(pn.national_significant_number(example))
    found: list[str] = []
    for width in (2, 3):
        for p in range(10 ** (width - 1), 10**width):
            prefix, check = str(p), random.Random(p)
            ok = not prefix.startswith(SERVICE_LOOKING_PREFIXES)
            for _ in range(40):
                num = pn.parse(f"+{cc}{prefix}{_digits(check, length - width)}")
                national = pn.format_number(num, pn.PhoneNumberFormat.NATIONAL)
                if not pn.is_possible_number(num) or pn.is_valid_number(num) or not any(c in national for c in " -()"):
                    ok = False
                    break
            if ok:
                found.append(prefix)
            if len(found) == 4:
                return length, tuple(found)
        if found:
            break
    return length, tuple(found)


def local_phone(rng: random.Random, region: str, international: float = 0.3) -> str:
    """A non-working number written the way ``region`` writes numbers (national, or international format).

    ``US``: ``(212) 555-0147``, ``212-555-0147`` or ``212.555.0147``; ``GB``: ``07700 900123``; elsewhere an unassigned prefix, e.g. ``DE``
    ``0131 2 3456789``. Falls back to :func:`phone` where no unassigned prefix exists.
    """
    import phonenumbers as pn

    region = region.upper()
    cc = pn.country_code_for_region(region)
    if region in ("US", "CA"):
        nsn = f"{rng.choice(AREA_CODES)}5550{1}{rng.randrange(100):02d}"
    elif region == "GB":
        block = rng.choice(_OFCOM_DRAMA)
        nsn = block + _digits(rng, 10 - len(block))
    else:
        length, prefixes = unassigned_phone_prefixes(region) if cc else (0, ())
        if not prefixes:
            return phone(rng)
        for _ in range(200):  # each number is checked: a prefix's rare valid continuations are redrawn
            prefix = rng.choice(prefixes)
            nsn = prefix + _digits(rng, length - len(prefix))
            if not pn.is_valid_number(pn.parse(f"+{cc}{nsn}")):
                break
        else:
            return phone(rng)
    num = pn.parse(f"+{cc}{nsn}")
    style = pn.PhoneNumberFormat.INTERNATIONAL if rng.random() < international else pn.PhoneNumberFormat.NATIONAL
    if region in ("US", "CA") and style == pn.PhoneNumberFormat.NATIONAL and (r := rng.random()) < 0.5:
        sep = "." if r < 0.1 else "-"  # "212-555-0147" and "212.555.0147", as often as "(212) 555-0147"
        return sep.join((nsn[:3], nsn[3:6], nsn[6:]))
    return pn.format_number(num, style)


#: Role and department mailboxes: they name a function, not a person.
ROLE_LOCAL_PARTS: tuple[str, ...] = (
    "info", "support", "sales", "billing", "contact", "help", "noreply", "office", "hr", "jobs", "press",
    "service", "team", "admin", "accounts", "orders",
)  # fmt: skip


def role_email(rng: random.Random, company: str | None = None) -> str:
    """A role address such as ``support@northside.example.com`` (``company`` becomes the subdomain)."""
    local = rng.choice(ROLE_LOCAL_PARTS)
    label = _SLUG_BAD.sub("-", _ascii_lower(company or "")).strip("-")[:30].strip("-")
    domain = f"{label}.{rng.choice(RESERVED_DOMAINS)}" if label else _mail_domain(rng)
    return f"{local}@{domain}"


# --- national identity numbers ------------------------------------------------------------


def national_id(rng: random.Random, region: str) -> str:
    """A national identity number in ``region``'s shape with a valid check digit, assigned to nobody.

    ``region`` is one of :data:`NATIONAL_ID_REGIONS`; each country's rule is in
    :data:`privasis_hub.national_ids.NATIONAL_IDS`. Example: ``ES`` gives ``48291034Q``.
    """
    return national_ids.national_id(rng, region)


#: The countries :func:`national_id` knows (ISO 3166 alpha-2).
NATIONAL_ID_REGIONS: tuple[str, ...] = tuple(national_ids.NATIONAL_IDS)
