"""National identity numbers and passport numbers in each country's own shape, assigned to nobody.

Each country the Kavach languages write for (see ``privasis_hub.kavach.labels.PHONE_REGIONS``) has a
:class:`IdScheme` for its national identifier and a :class:`PassportScheme` for its passport number.

**National identifiers carry a valid check digit** wherever the country's number has one (ISO 7064,
Luhn, Verhoeff, mod-11, mod-97, ...), so a detector cannot tell a generated number from a real one by
its checksum. What keeps them from being a real person's number is stated per country in
:attr:`IdScheme.rule` (the dataset card quotes it):

- where the number encodes a component a validator can look up or bound, it gets a value the issuer
  never assigns: an administrative-division code that does not exist (China, Indonesia), a
  municipality code outside the Belfiore ranges (Italy), a birth-registration place above the highest
  code (Korea), the order number 000 (France), an Aadhaar starting with 0 or 1 (India), a governorate
  code no governorate has (Egypt), a birth century that has not begun (Poland);
- where a country publishes no reserved range and the number holds no checkable component (Germany's
  Steuer-ID, Spain's DNI, the Netherlands' BSN, Turkey's T.C. Kimlik No, Brazil's CPF, Japan's My
  Number, ...), the number is drawn at random with a valid check digit and the rule says so: it is
  never taken from a record and is only ever printed next to a fictional name, but a random number of
  a dense numbering space can coincide with an issued one.

**Passport numbers** take the country's shape with a series the issuer does not use: the authority
code of a published specimen (Germany's ``C01X00T47``, the Netherlands' ``SPECI2014``) or series
letters at the end of the alphabet (``Z``, ``ZZ``) or an all-zero series, stated per country in
:attr:`PassportScheme.rule`.

Every generator takes a caller-seeded :class:`random.Random` and returns a ``str``; the same seed gives
the same value in every process (no hash-ordered collections are iterated).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

__all__ = [
    "NATIONAL_IDS",
    "PASSPORTS",
    "IdScheme",
    "PassportScheme",
    "national_id",
    "passport",
]


def _digits(rng: random.Random, n: int) -> str:
    return f"{rng.randrange(10**n):0{n}d}"


def _nz(rng: random.Random, n: int) -> str:
    """``n`` digits, the first not 0."""
    return str(rng.randint(1, 9)) + _digits(rng, n - 1)


def _d(text: str) -> list[int]:
    return [int(c) for c in text if c.isdigit()]


def _date(rng: random.Random, y0: int, y1: int) -> tuple[int, int, int]:
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


# --- check digits (each as the country publishes it) ----------------------------------------------


def luhn_digit(payload: str) -> str:
    """The Luhn check digit of ``payload`` (digits)."""
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return str((10 - total % 10) % 10)


_VERHOEFF_D = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 0, 6, 7, 8, 9, 5), (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
    (3, 4, 0, 1, 2, 8, 9, 5, 6, 7), (4, 0, 1, 2, 3, 9, 5, 6, 7, 8), (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
    (6, 5, 9, 8, 7, 1, 0, 4, 3, 2), (7, 6, 5, 9, 8, 2, 1, 0, 4, 3), (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
    (9, 8, 7, 6, 5, 4, 3, 2, 1, 0),
)  # fmt: skip
_VERHOEFF_P = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 5, 7, 6, 2, 8, 3, 0, 9, 4), (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
    (8, 9, 1, 6, 0, 4, 3, 5, 2, 7), (9, 4, 5, 3, 1, 2, 6, 8, 7, 0), (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
    (2, 7, 9, 3, 8, 0, 6, 4, 1, 5), (7, 0, 4, 6, 9, 1, 3, 2, 5, 8),
)  # fmt: skip
_VERHOEFF_INV = (0, 4, 3, 2, 1, 5, 6, 7, 8, 9)


def verhoeff_digit(payload: str) -> str:
    """The Verhoeff check digit of ``payload`` (Aadhaar's scheme)."""
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(_VERHOEFF_INV[c])


def _mod_11_10(payload: str) -> str:
    """ISO 7064 MOD 11,10 (German Steuer-ID)."""
    check = 5
    for d in _d(payload):
        check = (((check or 10) * 2) % 11 + d) % 10
    return str((1 - ((check or 10) * 2) % 11) % 10)


def _mrz_digit(payload: str) -> str:
    """ICAO 9303 weights 7, 3, 1 (Ukrainian UNZR)."""
    return str(sum(d * (7, 3, 1)[i % 3] for i, d in enumerate(_d(payload))) % 10)


_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   (1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                    12, 14, 16, 10, 22, 25, 24, 23), strict=True))  # fmt: skip
_CF_MONTHS = "ABCDEHLMPRST"


def _cf_check(body15: str) -> str:
    total = 0
    for i, ch in enumerate(body15):
        if i % 2 == 0:  # 1st, 3rd, ... character (odd positions counted from 1)
            total += _CF_ODD[ch]
        else:
            total += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + total % 26)


def _cpf_checks(body9: str) -> str:
    digits = _d(body9)
    for _ in range(2):
        total = sum(d * w for d, w in zip(digits, range(len(digits) + 1, 1, -1), strict=True))
        digits.append(0 if total % 11 < 2 else 11 - total % 11)
    return f"{digits[-2]}{digits[-1]}"


def _tckimlik_checks(body9: str) -> str:
    d = _d(body9)
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    return f"{d10}{(sum(d) + d10) % 10}"


def _ric_check(body17: str) -> str:
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    return "10X98765432"[sum(d * w for d, w in zip(_d(body17), weights, strict=True)) % 11]


def _rrn_check(body12: str) -> str:
    weights = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    return str((11 - sum(d * w for d, w in zip(_d(body12), weights, strict=True)) % 11) % 10)


def _mynumber_check(body11: str) -> str:
    digits = _d(body11)[::-1]
    total = sum(p * (n + 1 if n <= 6 else n - 5) for n, p in enumerate(digits, start=1))
    r = total % 11
    return "0" if r <= 1 else str(11 - r)


def _thai_check(body12: str) -> str:
    return str((11 - sum(d * (13 - i) for i, d in enumerate(_d(body12))) % 11) % 10)


def _melli_check(body9: str) -> str:
    r = sum(d * (10 - i) for i, d in enumerate(_d(body9))) % 11
    return str(r if r < 2 else 11 - r)


def _snils_checks(body9: str) -> str:
    s = sum(d * (9 - i) for i, d in enumerate(_d(body9)))
    if s > 101:
        s %= 101
    return "00" if s in (100, 101) else f"{s:02d}"


# --- generators --------------------------------------------------------------------------


def _es(rng: random.Random) -> str:
    body = _digits(rng, 8)
    return body + _DNI_LETTERS[int(body) % 23]


def _fr(rng: random.Random) -> str:
    dept = f"{rng.choice([d for d in range(1, 96) if d != 20]):02d}"
    body = f"{rng.choice('12')}{rng.randrange(100):02d}{rng.randint(1, 12):02d}{dept}{rng.randint(1, 899):03d}000"
    key = f"{97 - int(body) % 97:02d}"
    if rng.random() < 0.5:
        return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key}"
    return body + key


def _de(rng: random.Random) -> str:
    while True:  # ten digits, first not 0, exactly one digit twice (or three times), the rest once
        pool = rng.sample("0123456789", 9)
        digits = pool + [rng.choice(pool)]
        rng.shuffle(digits)
        if digits[0] != "0":
            break
    body = "".join(digits)
    number = body + _mod_11_10(body)
    return f"{number[:2]} {number[2:5]} {number[5:8]} {number[8:]}" if rng.random() < 0.5 else number


def _it(rng: random.Random) -> str:
    consonants = "BCDFGHJKLMNPQRSTVWXZ"
    letters = "".join(rng.choice(consonants) for _ in range(6))
    year, month, day = _date(rng, 1940, 2006)
    day += 40 * rng.randrange(2)  # women: day + 40
    place = "Y" + _digits(rng, 3)  # never a Belfiore code (A-M: municipalities, Z: foreign states)
    body = f"{letters}{year % 100:02d}{_CF_MONTHS[month - 1]}{day:02d}{place}"
    return body + _cf_check(body)


def _nl(rng: random.Random) -> str:
    while True:
        body = _nz(rng, 8)
        r = sum(d * w for d, w in zip(_d(body), range(9, 1, -1), strict=True)) % 11
        if r < 10:  # last digit d with sum - d = 0 (mod 11)
            return body + str(r)


def _pl(rng: random.Random) -> str:
    year, month, day = _date(rng, 2100, 2199)  # PESEL's 2100-2199 century (month + 40): nobody born yet
    body = f"{year % 100:02d}{month + 40:02d}{day:02d}{_digits(rng, 4)}"
    weights = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    return body + str((10 - sum(d * w for d, w in zip(_d(body), weights, strict=True)) % 10) % 10)


def _tr(rng: random.Random) -> str:
    body = _nz(rng, 9)
    return body + _tckimlik_checks(body)


def _br(rng: random.Random) -> str:
    while True:
        body = _digits(rng, 9)
        if len(set(body)) > 1:
            break
    n = body + _cpf_checks(body)
    return f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}" if rng.random() < 0.7 else n


#: Province codes GB/T 2260 does not assign (it uses 11-15, 21-23, 31-37, 41-46, 50-54, 61-65, 71, 81, 82).
CN_UNASSIGNED_PROVINCES = ("16", "17", "18", "19", "24", "25", "26", "27", "28", "29", "38", "39", "47", "48", "49",
                           "55", "56", "57", "58", "59", "66", "67", "68", "69")  # fmt: skip


def _cn(rng: random.Random) -> str:
    year, month, day = _date(rng, 1945, 2006)
    area = rng.choice(CN_UNASSIGNED_PROVINCES) + f"{rng.randint(1, 30):02d}{rng.randint(1, 30):02d}"
    body = f"{area}{year}{month:02d}{day:02d}{_digits(rng, 3)}"
    return body + _ric_check(body)


def _kr(rng: random.Random) -> str:
    year, month, day = _date(rng, 1945, 2006)
    sex = rng.choice("12") if year < 2000 else rng.choice("34")
    body = f"{year % 100:02d}{month:02d}{day:02d}{sex}{rng.randint(97, 99)}{_digits(rng, 3)}"
    return f"{body[:6]}-{body[6:]}{_rrn_check(body)}"


def _il(rng: random.Random) -> str:
    body = _nz(rng, 8)
    total = 0
    for i, d in enumerate(_d(body)):
        x = d * (1 if i % 2 == 0 else 2)
        total += x - 9 if x > 9 else x
    return body + str((10 - total % 10) % 10)


def _ir(rng: random.Random) -> str:
    while True:
        body = _digits(rng, 9)
        if len(set(body)) > 1:
            break
    n = body + _melli_check(body)
    return f"{n[:3]}-{n[3:9]}-{n[9]}" if rng.random() < 0.5 else n


def _th(rng: random.Random) -> str:
    body = str(rng.randint(1, 8)) + _digits(rng, 11)
    n = body + _thai_check(body)
    return f"{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}" if rng.random() < 0.6 else n


def _in(rng: random.Random) -> str:
    body = rng.choice("01") + _digits(rng, 10)
    n = body + verhoeff_digit(body)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def _jp(rng: random.Random) -> str:
    body = _digits(rng, 11)
    n = body + _mynumber_check(body)
    return f"{n[:4]} {n[4:8]} {n[8:]}" if rng.random() < 0.6 else n


def _gr(rng: random.Random) -> str:
    year, month, day = _date(rng, 1940, 2006)
    body = f"{day:02d}{month:02d}{year % 100:02d}{_digits(rng, 4)}"
    return body + luhn_digit(body)


def _ru(rng: random.Random) -> str:
    body = f"{rng.randint(2, 999):03d}" + _digits(rng, 6)  # above 001-001-998, where the check applies
    return f"{body[:3]}-{body[3:6]}-{body[6:]} {_snils_checks(body)}"


def _ua(rng: random.Random) -> str:
    year, month, day = _date(rng, 1945, 2006)
    body = f"{year}{month:02d}{day:02d}{_digits(rng, 4)}"
    return f"{body[:8]}-{body[8:]}{_mrz_digit(body)}"


#: Governorate codes of the Egyptian national number: 01-04, 11-19, 21-29, 31-35 and 88 (born abroad).
EG_UNASSIGNED_GOVERNORATES = tuple(f"{g:02d}" for g in range(41, 50))


def _eg(rng: random.Random) -> str:
    year, month, day = _date(rng, 1945, 2006)
    century = "2" if year < 2000 else "3"
    return f"{century}{year % 100:02d}{month:02d}{day:02d}{rng.choice(EG_UNASSIGNED_GOVERNORATES)}{_digits(rng, 5)}"


def _pk(rng: random.Random) -> str:
    n = str(rng.randint(1, 7)) + _digits(rng, 11) + str(rng.randint(1, 9))  # last digit: odd men, even women
    return f"{n[:5]}-{n[5:12]}-{n[12]}"


def _bd(rng: random.Random) -> str:
    return _nz(rng, 10)


def _vn(rng: random.Random) -> str:
    year = rng.randint(1945, 2006)
    century = (0 if year < 2000 else 2) + rng.randrange(2)  # 0/1: 20th century man/woman, 2/3: 21st
    return f"0{rng.randint(1, 96):02d}{century}{year % 100:02d}{_digits(rng, 6)}"


#: Province codes the Indonesian NIK never starts with (Kemendagri assigns 11-19, 21, 31-36, 51-53, 61-65,
#: 71-76, 81-82, 91-97).
ID_UNASSIGNED_PROVINCES = ("23", "24", "25", "26", "27", "28", "29", "41", "42", "43", "44", "45", "46", "47", "48",
                           "49", "55", "56", "57", "58", "59", "66", "67", "68", "69", "84", "85", "86", "87")  # fmt: skip


def _id(rng: random.Random) -> str:
    year, month, day = _date(rng, 1945, 2006)
    day += 40 * rng.randrange(2)
    area = rng.choice(ID_UNASSIGNED_PROVINCES) + f"{rng.randint(1, 79):02d}{rng.randint(1, 30):02d}"
    return f"{area}{day:02d}{month:02d}{year % 100:02d}{rng.randint(1, 9999):04d}"


def _ke(rng: random.Random) -> str:
    return _nz(rng, 8)


def _ph(rng: random.Random) -> str:
    n = _nz(rng, 16)
    return "-".join(n[i : i + 4] for i in range(0, 16, 4))


_NO_RANGE = (
    "{country} publishes no reserved or test range for the {name}, and the number holds no component that "
    "could be set to a never-issued value, so it is drawn at random{check}; it is never taken from a record "
    "and only ever appears next to a fictional name, but a random draw can coincide with an issued number."
)


@dataclass(frozen=True)
class IdScheme:
    """One country's national identifier: its name, written shape, generator and why none is real."""

    region: str
    name: str
    pattern: str  # full-match regular expression of the written value
    make: Callable[[random.Random], str]
    rule: str
    checksum: str | None = None  # the check-digit scheme (None: the number has none)
    stdnum: str | None = None  # the python-stdnum module that knows the number (tests use it)


def _scheme(region, name, pattern, make, rule=None, checksum=None, stdnum=None, country=None) -> IdScheme:
    if rule is None:
        check = f" with a valid {checksum} check" if checksum else ""
        rule = _NO_RANGE.format(country=country or region, name=name, check=check)
    return IdScheme(region, name, pattern, make, rule, checksum, stdnum)


NATIONAL_IDS: dict[str, IdScheme] = {s.region: s for s in (
    _scheme("ES", "DNI", r"\d{8}[A-Z]", _es, checksum="DNI letter (mod 23)", stdnum="es.dni", country="Spain"),
    _scheme("FR", "NIR (numéro de sécurité sociale)", r"[12] ?\d\d ?\d\d ?\d\d ?\d{3} ?000 ?\d\d", _fr,
            "French NIRs carry the order number 000 in positions 11-13, which INSEE never gives (the births of a "
            "commune in a month are numbered from 001); the key (97 - n mod 97) is valid.",
            "mod-97 key", "fr.nir"),
    _scheme("DE", "Steuer-ID (steuerliche Identifikationsnummer)", r"[1-9]\d ?\d{3} ?\d{3} ?\d{3}", _de,
            checksum="ISO 7064 MOD 11,10", stdnum="de.idnr", country="Germany"),
    _scheme("IT", "codice fiscale", r"[A-Z]{6}\d\d[ABCDEHLMPRST]\d\dY\d{3}[A-Z]", _it,
            "Italian codici fiscali carry a place code starting with Y: Belfiore codes of Italian municipalities "
            "start with A to M and those of foreign states with Z, so nobody was born in a Y place; the check "
            "character is valid.", "check character", "it.codicefiscale"),
    _scheme("NL", "BSN (burgerservicenummer)", r"[1-9]\d{8}", _nl, checksum="11-test", stdnum="nl.bsn",
            country="The Netherlands"),
    _scheme("PL", "PESEL", r"\d\d[45]\d{8}", _pl,
            "Polish PESEL numbers encode a birth date in 2100-2199 (month + 40), a century in which nobody has "
            "been born; the check digit is valid.", "weighted mod-10", "pl.pesel"),
    _scheme("TR", "T.C. Kimlik No", r"[1-9]\d{10}", _tr, checksum="two-digit T.C. Kimlik", stdnum="tr.tckimlik",
            country="Turkey"),
    _scheme("BR", "CPF", r"\d{3}\.?\d{3}\.?\d{3}-?\d\d", _br, checksum="two-digit mod-11", stdnum="br.cpf",
            country="Brazil"),
    _scheme("CN", "居民身份证号码 (resident identity card number)", r"\d{17}[\dX]", _cn,
            "Chinese resident ID numbers start with a province code GB/T 2260 does not assign ("
            + ", ".join(CN_UNASSIGNED_PROVINCES) + "); the birth date and the ISO 7064 MOD 11-2 check character "
            "are valid.", "ISO 7064 MOD 11-2", "cn.ric"),
    _scheme("KR", "주민등록번호 (resident registration number)", r"\d{6}-[1-4]9[7-9]\d{4}", _kr,
            "Korean resident registration numbers carry a place-of-registration code of 97-99, above the highest "
            "code ever assigned (96); the birth date and the check digit are valid.", "weighted mod-11",
            "kr.rrn"),
    _scheme("IL", "Teudat Zehut", r"[1-9]\d{8}", _il, checksum="Luhn", stdnum="il.idnr", country="Israel"),
    _scheme("IR", "کد ملی (national code)", r"\d{3}-?\d{6}-?\d", _ir, checksum="mod-11", country="Iran"),
    _scheme("TH", "เลขประจำตัวประชาชน (citizen ID)", r"[1-8]-?\d{4}-?\d{5}-?\d\d-?\d", _th, checksum="mod-11",
            stdnum="th.pin", country="Thailand"),
    _scheme("IN", "Aadhaar", r"[01]\d{3} \d{4} \d{4}", _in,
            "Aadhaar numbers start with 0 or 1, which UIDAI never issues; the Verhoeff check digit is valid.",
            "Verhoeff", "in_.aadhaar"),
    _scheme("JP", "マイナンバー (individual number)", r"\d{4} ?\d{4} ?\d{4}", _jp, checksum="mod-11",
            stdnum="jp.in_", country="Japan"),
    _scheme("GR", "ΑΜΚΑ", r"\d{11}", _gr, checksum="Luhn", stdnum="gr.amka", country="Greece"),
    _scheme("RU", "СНИЛС", r"\d{3}-\d{3}-\d{3} \d\d", _ru, checksum="two-digit mod-101", country="Russia"),
    _scheme("UA", "УНЗР (record number of the demographic register)", r"\d{8}-\d{5}", _ua, checksum="7-3-1",
            country="Ukraine"),
    _scheme("EG", "الرقم القومي (national number)", r"[23]\d{6}4\d{6}", _eg,
            "Egyptian national numbers carry a governorate code of 41-49, which no governorate has (codes are "
            "01-04, 11-19, 21-29, 31-35 and 88); the check-digit algorithm is not published, so the last digit "
            "is random."),
    _scheme("PK", "CNIC", r"[1-7]\d{4}-\d{7}-[1-9]", _pk, stdnum="pk.cnic", country="Pakistan"),
    _scheme("BD", "NID", r"[1-9]\d{9}", _bd, country="Bangladesh"),
    _scheme("VN", "CCCD (số định danh cá nhân)", r"0\d\d[0-3]\d{8}", _vn, country="Vietnam"),
    _scheme("ID", "NIK (nomor induk kependudukan)", r"\d{16}", _id,
            "Indonesian NIKs start with a province code Kemendagri does not assign ("
            + ", ".join(ID_UNASSIGNED_PROVINCES) + "); the birth date (day + 40 for women) is valid and the "
            "number has no check digit.", stdnum="id.nik"),
    _scheme("KE", "national ID number", r"[1-9]\d{7}", _ke, country="Kenya"),
    _scheme("PH", "PhilSys Card Number (PCN)", r"[1-9]\d{3}-\d{4}-\d{4}-\d{4}", _ph, country="The Philippines"),
)}  # fmt: skip


def national_id(rng: random.Random, region: str) -> str:
    """A national identifier in ``region``'s shape (valid check digit; see :attr:`IdScheme.rule`)."""
    scheme = NATIONAL_IDS.get(region.upper())
    if scheme is None:
        raise ValueError(f"no national ID scheme for {region!r}; known: {', '.join(sorted(NATIONAL_IDS))}")
    return scheme.make(rng)


# --- passports ---------------------------------------------------------------------------

_SERIES_END = (
    "{country} passport numbers here use {what}, at the end of the alphabet the issuer's series run through, "
    "which no issued passport is known to carry."
)


@dataclass(frozen=True)
class PassportScheme:
    """One country's passport number: shape (``#`` a digit, ``*`` a serial character) and why none is real."""

    region: str
    shape: str
    rule: str
    alphabet: str = "0123456789"  # what ``*`` draws from

    @property
    def pattern(self) -> str:
        """The full-match regular expression of a generated number."""
        chars = re.escape(self.alphabet)
        return "".join(r"\d" if c == "#" else f"[{chars}]" if c == "*" else re.escape(c) for c in self.shape)


def _pp(region: str, shape: str, what: str | None = None, country: str | None = None, rule: str | None = None,
        alphabet: str = "0123456789") -> PassportScheme:
    return PassportScheme(region, shape, rule or _SERIES_END.format(country=country or region, what=what), alphabet)


PASSPORTS: dict[str, PassportScheme] = {s.region: s for s in (
    _pp("US", "Z########", "the series letter Z before 8 digits (book numbers are 9 digits, or since 2021 a "
        "series letter from the start of the alphabet and 8 digits)", "U.S."),
    _pp("DE", "C01X*****", rule="German passport numbers start with C01X, the authority code of the Bundesdruckerei's "
        "published specimen passport (C01X00T47), a specimen series rather than a passport office's; the other five "
        "characters come from the passport alphabet (no vowels, no B, D, Q, S).",
        alphabet="0123456789CFGHJKLMNPRTVWXYZ"),
    _pp("NL", "SPECI####", rule="Dutch passport numbers use the series SPECI, which the Dutch government reserves "
        "for its published specimen documents (SPECI2014, SPECI2021)."),
    _pp("FR", "##ZZ#####", "the series letters ZZ", "French"),
    _pp("ES", "ZZ*######", "the series letters ZZ", "Spanish", alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"),
    _pp("IT", "ZZ#######", "the series letters ZZ", "Italian"),
    _pp("BR", "ZZ######", "the series letters ZZ", "Brazilian"),
    _pp("PL", "ZZ#######", "the series letters ZZ", "Polish"),
    _pp("RU", "00 #######", rule="Russian foreign-travel passport numbers use the series 00, which no series uses "
        "(series are two digits, the biometric ones in the 70s)."),
    _pp("UA", "ZZ######", "the series letters ZZ", "Ukrainian"),
    _pp("GR", "ZZ#######", "the series letters ZZ", "Greek"),
    _pp("TR", "Z########", "the series letter Z (ordinary passports use U)", "Turkish"),
    _pp("EG", "Z########", "the series letter Z", "Egyptian"),
    _pp("IL", "00######", rule="Israeli passport numbers here start with 00, below the eight-digit series in use."),
    _pp("IR", "Z########", "the series letter Z", "Iranian"),
    _pp("IN", "Z#######", "the series letter Z", "Indian"),
    _pp("BD", "ZZ#######", "the series letters ZZ", "Bangladeshi"),
    _pp("PK", "ZZ#######", "the series letters ZZ", "Pakistani"),
    _pp("CN", "EZ#######", rule="Chinese passport numbers here are E (ordinary e-passport) with the series letter "
        "Z, which the lettered series that began at EA is not known to have reached."),
    _pp("JP", "ZZ#######", "the series letters ZZ", "Japanese"),
    _pp("KR", "M###Z####", rule="Korean passport numbers here are M with the series letter Z in position 5, which "
        "the 2021 series that began at A is not known to have reached."),
    _pp("TH", "ZZ#######", "the series letters ZZ", "Thai"),
    _pp("VN", "Z#######", "the series letter Z", "Vietnamese"),
    _pp("ID", "Z#######", "the series letter Z", "Indonesian"),
    _pp("KE", "ZZ#######", "the series letters ZZ", "Kenyan"),
    _pp("PH", "P#######Z", rule="Philippine passport numbers here are P, seven digits and the trailing series "
        "letter Z, which the series that began at A is not known to have reached."),
)}  # fmt: skip


def passport(rng: random.Random, region: str) -> str:
    """A passport number in ``region``'s shape with a series no issuer uses (see :attr:`PassportScheme.rule`)."""
    scheme = PASSPORTS.get(region.upper())
    if scheme is None:
        raise ValueError(f"no passport scheme for {region!r}; known: {', '.join(sorted(PASSPORTS))}")
    out = []
    for c in scheme.shape:
        if c == "#":
            out.append(str(rng.randrange(10)))
        elif c == "*":
            out.append(rng.choice(scheme.alphabet))
        else:
            out.append(c)
    return "".join(out)
