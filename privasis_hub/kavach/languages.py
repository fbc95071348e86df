"""Kavach's languages: scripts, name and place lists, and sentence frames in each language.

A :class:`Language` carries everything the Kavach generator needs to write a document in
one language without a model:

- how the language is written (``script``, ``spaces``) and which Faker locale, if any,
  supplies extra person names and places (``faker_locale``, ``faker_names``,
  ``faker_places``);
- built-in lists of common first names, family names, cities, streets and regions, used
  when Faker lacks the locale, when its data for the locale is poor (e.g. ``ar_SA`` and
  ``tr_TR`` addresses fall back to ``en_US``), and for romanised text;
- the formats of addresses, postal codes, dates, amounts and percentages;
- ``frames``: short sentence templates written in the language, with ``{LABEL}``
  placeholders (label names from :mod:`privasis_hub.kavach.labels`), the generic slots
  ``{ID}``, ``{FIN}`` and ``{SECRET}`` (any identifier, financial or secret label), the
  form slots ``{FIELD}``/``{VALUE}``, and lookalike placeholders (``{ORDER_NUMBER}``,
  ``{AMOUNT}``, ... keys of ``LOOKALIKES``) in the ``negative`` frames;
- ``field_names``: the localized form label of every label in :data:`FIELD_LABELS`;
- ``vocab``: localized values for the labels whose values are words (gender, religion,
  diagnoses, medications, ...) and for the ``JOB_TITLE`` lookalike.

:func:`script_of` and :func:`dominant_script` identify the writing system of a text; the
language-contamination gate compares the dominant script of a document with its
language's ``script``.

The language data is written as small text blocks (one ``[section]`` per frame kind or
table, one item per line) parsed once at import time by :func:`_parse`.
"""

from __future__ import annotations

import bisect
import re
import string
import unicodedata
from collections import Counter
from dataclasses import dataclass

__all__ = [
    "FIELD_LABELS",
    "FRAME_KINDS",
    "GENERIC_SLOTS",
    "LANGUAGES",
    "REQUIRED_FRAME_SLOTS",
    "VOCAB_KEYS",
    "Language",
    "dominant_script",
    "placeholders",
    "script_matches",
    "script_of",
]

#: Frame kinds every language defines (each a tuple of sentence templates).
FRAME_KINDS: tuple[str, ...] = (
    "intro", "contact", "address", "dob", "id", "finance", "health", "appointment", "org", "online",
    "secret", "field", "filler", "negative",
)  # fmt: skip

#: For each frame kind, the placeholders of which every frame of that kind has at least one.
REQUIRED_FRAME_SLOTS: dict[str, frozenset[str]] = {
    "intro": frozenset({"PERSON"}),
    "contact": frozenset({"PHONE", "EMAIL"}),
    "address": frozenset({"STREET_ADDRESS"}),
    "dob": frozenset({"DOB"}),
    "id": frozenset({"ID"}),
    "finance": frozenset({"FIN"}),
    "health": frozenset({"MEDICAL_CONDITION", "MEDICATION"}),
    "appointment": frozenset({"DATE"}),
    "org": frozenset({"ORGANIZATION"}),
    "online": frozenset({"USERNAME", "IP_ADDRESS", "URL_PERSONAL"}),
    "secret": frozenset({"SECRET"}),
    "field": frozenset({"FIELD"}),
}

#: Placeholders that are not label names: the generic slots and the form-line slots.
GENERIC_SLOTS: frozenset[str] = frozenset({"ID", "FIN", "SECRET", "FIELD", "VALUE"})

#: Labels every language names in ``field_names`` (form lines and table headers use them).
FIELD_LABELS: tuple[str, ...] = (
    "PERSON", "DOB", "GENDER", "NATIONALITY", "PHONE", "EMAIL", "STREET_ADDRESS", "CITY", "POSTAL_CODE",
    "LOCATION", "ORGANIZATION", "DATE", "USERNAME", "IP_ADDRESS", "URL_PERSONAL", "MEDICAL_CONDITION",
    "MEDICATION", "NATIONAL_ID", "PASSPORT_NUMBER", "DRIVERS_LICENSE", "SSN", "TAX_ID", "VOTER_ID",
    "CUSTOMER_ID", "CASE_NUMBER", "EMPLOYEE_ID", "STUDENT_ID", "MEDICAL_RECORD_NUMBER",
    "HEALTH_INSURANCE_ID", "VIN", "VEHICLE_PLATE", "DEVICE_ID", "MAC_ADDRESS", "BIOMETRIC_ID",
    "BANK_ACCOUNT", "IBAN", "ROUTING_NUMBER", "SWIFT_BIC", "CREDIT_CARD", "CARD_EXPIRY", "CVV",
    "CRYPTO_WALLET", "PASSWORD", "API_KEY", "PIN", "SECURITY_ANSWER", "AGE", "ETHNICITY", "RELIGION",
    "POLITICAL_AFFILIATION", "SEXUAL_ORIENTATION", "BLOOD_TYPE", "SALARY", "GPS_COORDINATES", "SIGNATURE",
    "INSURANCE_POLICY_NUMBER",
)  # fmt: skip

#: Keys of ``Language.vocab``: labels (and the JOB_TITLE lookalike) whose values are words.
VOCAB_KEYS: tuple[str, ...] = (
    "GENDER", "NATIONALITY", "ETHNICITY", "RELIGION", "POLITICAL_AFFILIATION", "SEXUAL_ORIENTATION",
    "MEDICAL_CONDITION", "MEDICATION", "JOB_TITLE",
)  # fmt: skip


@dataclass(frozen=True, eq=False)
class Language:
    """One language group: how it is written and what to write in it.

    Formats use ``str.format`` fields:

    - ``address_formats``: ``{street}``, ``{number}`` (1-199), ``{n2}`` (1-9), ``{n3}`` (1-30);
    - ``postal_format``: ``#`` is a digit, ``?`` an uppercase letter;
    - ``date_formats``: ``{d}``/``{dd}`` day, ``{m}``/``{mm}`` month, ``{yyyy}`` year,
      ``{month}`` the month's name from ``months``, ``{be}`` the Thai Buddhist-era year;
    - ``currency_format``: ``{amount}``, a number written in ``number_style`` (``comma``:
      1,234.50; ``dot``: 1.234,50; ``space``: 1 234,50; ``indian``: 12,34,567.50);
    - ``percent_format``: ``{n}``;
    - ``org_patterns``: ``{last}`` (a family name) and ``{city}``.
    """

    code: str
    name: str
    script: str
    spaces: bool
    faker_locale: str | None
    first_names: tuple[str, ...]
    last_names: tuple[str, ...]
    cities: tuple[str, ...]
    streets: tuple[str, ...]
    regions: tuple[str, ...]
    frames: dict[str, tuple[str, ...]]
    field_names: dict[str, str]
    vocab: dict[str, tuple[str, ...]]
    birth_cues: tuple[str, ...]
    speaker_words: tuple[str, str]  # (agent, customer)
    greeting: str
    months: tuple[str, ...]
    date_formats: tuple[str, ...]
    org_patterns: tuple[str, ...]
    address_formats: tuple[str, ...] = ("{number} {street}",)
    postal_format: str = "#####"
    currency_format: str = "{amount}"
    number_style: str = "comma"
    percent_format: str = "{n}%"
    name_order: str = "given_family"  # or "family_given"
    name_sep: str = " "
    faker_names: bool = False  # Faker's first/last names for faker_locale are good for this language
    faker_places: bool = False  # Faker's city/street names for faker_locale are good for this language
    gendered_surnames: str | None = None  # "slavic", "polish" or "greek": feminine family-name forms
    romanized_of: str | None = None  # for a romanised variant, the code of the native-script language
    notes: str = ""  # caveats about the Faker locale or the data

    def field_name(self, label: str) -> str | None:
        """The localized form label of ``label``; English for Latin-script languages as a fallback."""
        name = self.field_names.get(label)
        if name is None and self.script == "Latin" and self.code != "en":
            name = LANGUAGES["en"].field_names.get(label)
        return name


# --- scripts ------------------------------------------------------------------------------

# (first code point, last code point, script) for the letters and marks of each script.
_RANGES: tuple[tuple[int, int, str], ...] = (
    (0x0041, 0x005A, "Latin"), (0x0061, 0x007A, "Latin"), (0x00AA, 0x00AA, "Latin"),
    (0x00BA, 0x00BA, "Latin"), (0x00C0, 0x00D6, "Latin"), (0x00D8, 0x00F6, "Latin"),
    (0x00F8, 0x02AF, "Latin"), (0x0370, 0x03FF, "Greek"), (0x0400, 0x052F, "Cyrillic"),
    (0x0530, 0x058F, "Armenian"), (0x0590, 0x05FF, "Hebrew"), (0x0600, 0x06FF, "Arabic"),
    (0x0700, 0x074F, "Syriac"), (0x0750, 0x077F, "Arabic"), (0x0780, 0x07BF, "Thaana"),
    (0x08A0, 0x08FF, "Arabic"), (0x0900, 0x097F, "Devanagari"), (0x0980, 0x09FF, "Bengali"),
    (0x0A00, 0x0A7F, "Gurmukhi"), (0x0A80, 0x0AFF, "Gujarati"), (0x0B00, 0x0B7F, "Oriya"),
    (0x0B80, 0x0BFF, "Tamil"), (0x0C00, 0x0C7F, "Telugu"), (0x0C80, 0x0CFF, "Kannada"),
    (0x0D00, 0x0D7F, "Malayalam"), (0x0D80, 0x0DFF, "Sinhala"), (0x0E00, 0x0E7F, "Thai"),
    (0x0E80, 0x0EFF, "Lao"), (0x0F00, 0x0FFF, "Tibetan"), (0x1000, 0x109F, "Myanmar"),
    (0x10A0, 0x10FF, "Georgian"), (0x1100, 0x11FF, "Hangul"), (0x1200, 0x139F, "Ethiopic"),
    (0x1780, 0x17FF, "Khmer"), (0x1C80, 0x1C8F, "Cyrillic"), (0x1D00, 0x1D7F, "Latin"),
    (0x1E00, 0x1EFF, "Latin"), (0x1F00, 0x1FFF, "Greek"), (0x2C60, 0x2C7F, "Latin"),
    (0x2DE0, 0x2DFF, "Cyrillic"), (0x2E80, 0x2FDF, "Han"), (0x3005, 0x3005, "Han"),
    (0x3007, 0x3007, "Han"), (0x3021, 0x3029, "Han"), (0x3038, 0x303B, "Han"),
    (0x3040, 0x309F, "Hiragana"), (0x30A0, 0x30FF, "Katakana"), (0x3130, 0x318F, "Hangul"),
    (0x31F0, 0x31FF, "Katakana"), (0x3400, 0x4DBF, "Han"), (0x4E00, 0x9FFF, "Han"),
    (0xA640, 0xA69F, "Cyrillic"), (0xA720, 0xA7FF, "Latin"), (0xA8E0, 0xA8FF, "Devanagari"),
    (0xA960, 0xA97F, "Hangul"), (0xAC00, 0xD7FF, "Hangul"), (0xF900, 0xFAFF, "Han"),
    (0xFB1D, 0xFB4F, "Hebrew"), (0xFB50, 0xFDFF, "Arabic"), (0xFE70, 0xFEFF, "Arabic"),
    (0xFF21, 0xFF3A, "Latin"), (0xFF41, 0xFF5A, "Latin"), (0xFF66, 0xFF9F, "Katakana"),
    (0xFFA0, 0xFFDC, "Hangul"), (0x20000, 0x323AF, "Han"),
)  # fmt: skip
_STARTS = [r[0] for r in _RANGES]

# Printable-ASCII runs that look like machine identifiers rather than words: e-mail addresses,
# URLs, anything with a digit, "_" or "@", dotted names (example.com), ALL-CAPS codes (IBAN, PIN).
_ASCII_RUN = re.compile(r"[!-~]+")
_ID_LIKE = re.compile(r"@|://|www\.|\d|_|[A-Za-z]\.[A-Za-z]|^[^a-z]*[A-Z][^a-z]*[A-Z][^a-z]*$")
_KANA = ("Hiragana", "Katakana")


def _script_of_char(ch: str) -> str | None:
    cp = ord(ch)
    i = bisect.bisect_right(_STARTS, cp) - 1
    if i >= 0 and cp <= _RANGES[i][1]:
        return _RANGES[i][2]
    return None


def script_of(text: str) -> Counter[str]:
    """How many letters (and combining marks) of ``text`` belong to each Unicode script.

    Digits, punctuation, symbols, whitespace, format characters (ZWJ/ZWNJ) and inherited
    combining diacritics are not counted. Japanese kana count as ``Hiragana``/``Katakana``
    and ideographs as ``Han``; letters of scripts not in the table count as ``Other``.
    """
    counts: Counter[str] = Counter()
    for ch in text:
        cat = unicodedata.category(ch)
        if cat[0] not in "LM":
            continue
        script = _script_of_char(ch)
        if script is None:
            if 0x0300 <= ord(ch) <= 0x036F:  # combining diacritics take the base letter's script
                continue
            script = "Other"
        counts[script] += 1
    return counts


def _strip_identifiers(text: str) -> str:
    return _ASCII_RUN.sub(lambda m: " " if _ID_LIKE.search(m.group(0)) else m.group(0), text)


def dominant_script(text: str) -> str:
    """The script most of ``text``'s letters are in, or ``""`` when it has none.

    Digits, punctuation and whitespace are ignored, and so are Latin runs that look like
    identifiers (e-mails, URLs, tokens with a digit, ``_`` or ``@``, dotted host names and
    ALL-CAPS codes such as ``IBAN``), so an ID or e-mail inside Hindi text does not count
    as English. Han mixed with kana is ``"Japanese"`` (Chinese text has no kana); Han alone
    is ``"Han"`` (see :func:`script_matches` for Japanese forms written only in kanji).
    """
    counts = script_of(_strip_identifiers(text))
    if not counts:
        return ""
    kana = sum(counts[k] for k in _KANA)
    if kana and kana >= 0.03 * (kana + counts["Han"]):
        counts["Japanese"] = kana + counts.pop("Han", 0)
        for k in _KANA:
            counts.pop(k, None)
    return counts.most_common(1)[0][0]


def script_matches(found: str, expected: str) -> bool:
    """True when a dominant script ``found`` is acceptable for a language written in ``expected``.

    Japanese text may be all kanji (``"Han"``) or all kana, e.g. a form line ``生年月日：...``.
    An empty ``found`` (no letters at all) matches any script.
    """
    if not found or found == expected:
        return True
    return expected == "Japanese" and found in ("Han", "Hiragana", "Katakana")


def placeholders(template: str) -> list[str]:
    """The ``{NAME}`` placeholders of a frame, in order."""
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


# --- language data --------------------------------------------------------------------------

_SECTION = re.compile(r"^\[([a-z_]+)\]$")
_LIST_SECTIONS = frozenset({"lists"})
_MAP_SECTIONS = frozenset({"field_names", "vocab"})


def _parse(block: str) -> dict[str, object]:
    """Parse a language text block: ``[section]`` headers, then one item per line.

    ``[lists]``, ``[field_names]`` and ``[vocab]`` hold ``key = value`` lines (lists split on
    `` | ``); every other section is a frame kind with one sentence template per line.
    """
    sections: dict[str, list[str]] = {}
    current: str | None = None
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        m = _SECTION.match(line)
        if m:
            current = m.group(1)
            if current in sections:
                raise ValueError(f"section [{current}] appears twice")
            sections[current] = []
            continue
        if current is None:
            raise ValueError(f"line before any section: {line!r}")
        sections[current].append(line)
    out: dict[str, object] = {}
    frames: dict[str, tuple[str, ...]] = {}
    for name, lines in sections.items():
        if name in _LIST_SECTIONS or name in _MAP_SECTIONS:
            table: dict[str, object] = {}
            for line in lines:
                key, sep, value = line.partition(" = ")
                if not sep:
                    raise ValueError(f"[{name}] line without ' = ': {line!r}")
                key = key.strip()
                if key in table:
                    raise ValueError(f"[{name}] key {key!r} appears twice")
                if name == "field_names":
                    table[key] = value.strip()
                else:
                    table[key] = tuple(v.strip() for v in value.split(" | "))
            if name == "lists":
                out.update(table)
            else:
                out[name] = table
        else:
            frames[name] = tuple(lines)
    out["frames"] = frames
    return out


def _one(values: object) -> str:
    assert isinstance(values, tuple) and len(values) == 1, values
    return values[0]


def _language(block: str, **kwargs: object) -> Language:
    data = _parse(block)
    speaker = data.pop("speaker_words")
    greeting = data.pop("greeting")
    assert isinstance(speaker, tuple) and len(speaker) == 2, speaker
    months = data.pop("months", ())
    return Language(
        speaker_words=(speaker[0], speaker[1]),
        greeting=_one(greeting),
        months=months,  # type: ignore[arg-type]
        **data,  # type: ignore[arg-type]
        **kwargs,  # type: ignore[arg-type]
    )


LANGUAGES: dict[str, Language] = {}


def _register(lang: Language) -> None:
    if lang.code in LANGUAGES:
        raise ValueError(f"language {lang.code!r} registered twice")
    LANGUAGES[lang.code] = lang


# --- English ------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = James | Mary | Michael | Jennifer | David | Linda | Robert | Patricia | John | Elizabeth | William | Sarah | Daniel | Jessica | Matthew | Emily | Christopher | Ashley
last_names = Smith | Johnson | Williams | Brown | Jones | Garcia | Miller | Davis | Rodriguez | Martinez | Wilson | Anderson
cities = Springfield | Columbus | Austin | Portland | Denver | Charlotte | Madison | Tucson | Raleigh | Omaha
streets = Oak Street | Maple Avenue | Cedar Lane | Elm Street | Washington Avenue | Lakeview Drive | Park Road | Hillcrest Boulevard
regions = Ohio | Texas | Oregon | Colorado | North Carolina | Wisconsin | Arizona | Nebraska
months = January | February | March | April | May | June | July | August | September | October | November | December
date_formats = {month} {d}, {yyyy} | {mm}/{dd}/{yyyy} | {yyyy}-{mm}-{dd}
org_patterns = {last} & Partners LLP | {city} Family Clinic | {last} Logistics Inc. | {last} Dental Group | {last} Home Services
address_formats = {number} {street} | {number} {street}, Apt {n3}
birth_cues = born | date of birth | DOB | birthday
speaker_words = Agent | Customer
greeting = Hello

[intro]
My name is {PERSON}.
Hi, this is {PERSON}.
Applicant: {PERSON}.
I am writing on behalf of my client, {PERSON}.

[contact]
You can reach me at {PHONE}.
My email address is {EMAIL}.
Call me at {PHONE} or write to {EMAIL}.

[address]
I live at {STREET_ADDRESS}, {CITY}, {LOCATION} {POSTAL_CODE}.
Please send the documents to {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
Our new address is {STREET_ADDRESS}, {CITY}.

[dob]
I was born on {DOB}.
Date of birth: {DOB}.

[id]
Please check the number {ID} in your system.
The reference on my file is {ID}.
I am sending the number again: {ID}.

[finance]
Payment details: {FIN}.
Please check these details with the bank: {FIN}.
For the payment I used {FIN}.

[health]
I was diagnosed with {MEDICAL_CONDITION} last year.
I take {MEDICATION} every morning.
Diagnosis: {MEDICAL_CONDITION}. Prescribed: {MEDICATION}.

[appointment]
Your appointment is on {DATE}.
The meeting has been moved to {DATE}.

[org]
I work at {ORGANIZATION}.
Employer: {ORGANIZATION}.

[online]
My username is {USERNAME}.
The last sign-in came from {IP_ADDRESS}.
You can find my portfolio at {URL_PERSONAL}.

[secret]
Here is what you asked for: {SECRET}
Please do not share this with anyone: {SECRET}
The code for the account is {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Thank you for contacting us.
Please let me know if you need anything else.
I look forward to hearing from you.
The office is closed on public holidays.
We will get back to you within two working days.
Please keep this message for your records.
Sorry for the late reply.
If you have any questions, just reply to this message.
Please read the attached document carefully.

[negative]
Order {ORDER_NUMBER} has shipped; the tracking number is {TRACKING_NUMBER}.
Invoice {INVOICE_NUMBER} for {AMOUNT} is due at the end of the month.
Version {VERSION} was released on {PUBLIC_DATE}.
[{TIMESTAMP}] The service on {LOOPBACK_IP} returned status {HTTP_STATUS}.
We are hiring: {JOB_TITLE}, based in {PLACE}.
Item {PRODUCT_SKU} is {PERCENTAGE} off this week.
The training session is in room {ROOM_NUMBER}.
Error {ERROR_CODE} was fixed in commit {COMMIT_HASH}.
Tourism in {PLACE} grew by {PERCENTAGE} last year.
The new price of {PRODUCT_SKU} is {AMOUNT}.
Mayor {PUBLIC_FIGURE} opened the new bridge on {PUBLIC_DATE}.
"Sales grew by {PERCENTAGE}," chief executive {PUBLIC_FIGURE} told reporters.

[field_names]
PERSON = Full name
DOB = Date of birth
GENDER = Gender
NATIONALITY = Nationality
PHONE = Phone
EMAIL = Email
STREET_ADDRESS = Street address
CITY = City
POSTAL_CODE = ZIP code
LOCATION = State
ORGANIZATION = Employer
DATE = Appointment date
USERNAME = Username
IP_ADDRESS = IP address
URL_PERSONAL = Website
MEDICAL_CONDITION = Diagnosis
MEDICATION = Medication
NATIONAL_ID = National ID number
PASSPORT_NUMBER = Passport number
DRIVERS_LICENSE = Driver's license number
SSN = Social Security number
TAX_ID = Tax ID
VOTER_ID = Voter ID
CUSTOMER_ID = Customer ID
CASE_NUMBER = Case number
EMPLOYEE_ID = Employee ID
STUDENT_ID = Student ID
MEDICAL_RECORD_NUMBER = Medical record number
HEALTH_INSURANCE_ID = Insurance member ID
VIN = VIN
VEHICLE_PLATE = License plate
DEVICE_ID = Device ID
MAC_ADDRESS = MAC address
BIOMETRIC_ID = Biometric template ID
BANK_ACCOUNT = Account number
IBAN = IBAN
ROUTING_NUMBER = Routing number
SWIFT_BIC = SWIFT/BIC
CREDIT_CARD = Card number
CARD_EXPIRY = Expiry date
CVV = CVV
CRYPTO_WALLET = Wallet address
PASSWORD = Password
API_KEY = API key
PIN = PIN
SECURITY_ANSWER = Security answer
AGE = Age
ETHNICITY = Ethnicity
RELIGION = Religion
POLITICAL_AFFILIATION = Political affiliation
SEXUAL_ORIENTATION = Sexual orientation
BLOOD_TYPE = Blood type
SALARY = Salary
GPS_COORDINATES = GPS coordinates
SIGNATURE = Signature
INSURANCE_POLICY_NUMBER = Policy number

[vocab]
GENDER = female | male | non-binary
NATIONALITY = Canadian | Mexican | Irish | Nigerian | Brazilian | Filipino
ETHNICITY = Hispanic or Latino | African American | Asian American | white | Native American
RELIGION = Christian | Catholic | Muslim | Jewish | Hindu | Buddhist | atheist
POLITICAL_AFFILIATION = conservative | liberal | social democrat | Green Party supporter | independent
SEXUAL_ORIENTATION = heterosexual | gay | lesbian | bisexual
MEDICAL_CONDITION = type 2 diabetes | high blood pressure | asthma | depression | migraine | epilepsy
MEDICATION = metformin | amlodipine | salbutamol | sertraline | levothyroxine | insulin glargine
JOB_TITLE = software engineer | registered nurse | accountant | sales manager | high school teacher | electrician
""",
        code="en",
        name="English",
        script="Latin",
        spaces=True,
        faker_locale="en_US",
        faker_names=True,
        faker_places=True,
        postal_format="#####",
        currency_format="${amount}",
        number_style="comma",
    )
)


# --- Spanish ------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = María | Carmen | Lucía | Ana | Laura | Marta | Elena | Sofía | Antonio | José | Manuel | David | Javier | Daniel | Carlos | Pablo | Alejandro
last_names = García | Fernández | González | Rodríguez | López | Martínez | Sánchez | Pérez | Gómez | Martín | Ruiz | Díaz
cities = Madrid | Barcelona | Valencia | Sevilla | Zaragoza | Málaga | Murcia | Bilbao | Valladolid | Granada
streets = Calle Mayor | Avenida de la Constitución | Calle del Sol | Paseo de la Castellana | Calle Real | Plaza de España | Calle de Alcalá | Avenida de América
regions = Andalucía | Cataluña | Comunidad de Madrid | Galicia | Castilla y León | País Vasco | Aragón
months = enero | febrero | marzo | abril | mayo | junio | julio | agosto | septiembre | octubre | noviembre | diciembre
date_formats = {dd}/{mm}/{yyyy} | {d} de {month} de {yyyy}
org_patterns = {last} y Asociados S.L. | Clínica {last} | Transportes {last} S.A. | Gestoría {last} | Construcciones {last} S.L.
address_formats = {street}, {number} | {street}, {number}, {n2}º {n3}
birth_cues = nacimiento | nací | fecha de nacimiento | nacido
speaker_words = Agente | Cliente
greeting = Hola

[intro]
Me llamo {PERSON}.
Hola, soy {PERSON}.
Solicitante: {PERSON}.
Le escribo en nombre de mi cliente, {PERSON}.

[contact]
Puede llamarme al {PHONE}.
Mi correo electrónico es {EMAIL}.
Llámeme al {PHONE} o escríbame a {EMAIL}.

[address]
Vivo en {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Envíen la documentación a {STREET_ADDRESS}, {POSTAL_CODE} {CITY} ({LOCATION}).
Mi nueva dirección es {STREET_ADDRESS}, {CITY}.

[dob]
Nací el {DOB}.
Fecha de nacimiento: {DOB}.

[id]
Por favor, compruebe el número {ID} en su sistema.
La referencia que consta en mi expediente es {ID}.
Le reenvío el número: {ID}.

[finance]
Datos de pago: {FIN}.
Compruebe estos datos con el banco, por favor: {FIN}.
Para el pago indiqué {FIN}.

[health]
El año pasado me diagnosticaron {MEDICAL_CONDITION}.
Tomo {MEDICATION} todas las mañanas.
Diagnóstico: {MEDICAL_CONDITION}. Tratamiento: {MEDICATION}.

[appointment]
Su cita es el {DATE}.
La reunión se ha trasladado al {DATE}.

[org]
Trabajo en {ORGANIZATION}.
Empresa: {ORGANIZATION}.

[online]
Mi nombre de usuario es {USERNAME}.
El último acceso se hizo desde {IP_ADDRESS}.
Mi página personal: {URL_PERSONAL}.

[secret]
Aquí tiene lo que me pidió: {SECRET}
No lo comparta con nadie: {SECRET}
El código de la cuenta es {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} – {VALUE}

[filler]
Gracias por contactar con nosotros.
Quedo a la espera de su respuesta.
Si necesita algo más, no dude en decírmelo.
La oficina permanece cerrada los días festivos.
Le responderemos en un plazo de dos días laborables.
Conserve este mensaje para futuras consultas.
Disculpe la demora en contestar.
Si tiene alguna duda, responda a este mensaje.
Lea con atención el documento adjunto.

[negative]
El pedido {ORDER_NUMBER} ya ha salido; número de seguimiento: {TRACKING_NUMBER}.
La factura {INVOICE_NUMBER} por {AMOUNT} vence a final de mes.
La versión {VERSION} se publicó el {PUBLIC_DATE}.
[{TIMESTAMP}] El servicio en {LOOPBACK_IP} devolvió el código {HTTP_STATUS}.
Oferta de empleo: {JOB_TITLE}, con oficina en {PLACE}.
El artículo {PRODUCT_SKU} tiene un descuento del {PERCENTAGE} esta semana.
La formación será en la sala {ROOM_NUMBER}.
El error {ERROR_CODE} se corrigió en el commit {COMMIT_HASH}.
El turismo en {PLACE} creció un {PERCENTAGE} el año pasado.
El nuevo precio de {PRODUCT_SKU} es {AMOUNT}.
La alcaldía de {PLACE}, encabezada por {PUBLIC_FIGURE}, inauguró ayer el nuevo puente.
«Las ventas crecieron un {PERCENTAGE}», afirmó {PUBLIC_FIGURE}, presidente de la compañía, ante la prensa.

[field_names]
PERSON = Nombre y apellidos
DOB = Fecha de nacimiento
GENDER = Sexo
NATIONALITY = Nacionalidad
PHONE = Teléfono
EMAIL = Correo electrónico
STREET_ADDRESS = Dirección
CITY = Localidad
POSTAL_CODE = Código postal
LOCATION = Provincia
ORGANIZATION = Empresa
DATE = Fecha de la cita
USERNAME = Nombre de usuario
IP_ADDRESS = Dirección IP
URL_PERSONAL = Página web
MEDICAL_CONDITION = Diagnóstico
MEDICATION = Medicación
NATIONAL_ID = DNI
PASSPORT_NUMBER = Número de pasaporte
DRIVERS_LICENSE = Número del permiso de conducir
SSN = Número de la Seguridad Social (US SSN)
TAX_ID = Número de identificación fiscal
VOTER_ID = Número de elector
CUSTOMER_ID = Número de cliente
CASE_NUMBER = Número de expediente
EMPLOYEE_ID = Número de empleado
STUDENT_ID = Número de matrícula
MEDICAL_RECORD_NUMBER = Número de historia clínica
HEALTH_INSURANCE_ID = Número de afiliado del seguro médico
VIN = Número de bastidor
VEHICLE_PLATE = Matrícula
DEVICE_ID = Identificador del dispositivo
MAC_ADDRESS = Dirección MAC
BIOMETRIC_ID = Identificador biométrico
BANK_ACCOUNT = Número de cuenta
IBAN = IBAN
ROUTING_NUMBER = Código de entidad
SWIFT_BIC = Código BIC
CREDIT_CARD = Número de tarjeta
CARD_EXPIRY = Fecha de caducidad
CVV = CVV
CRYPTO_WALLET = Dirección del monedero
PASSWORD = Contraseña
API_KEY = Clave de API
PIN = PIN
SECURITY_ANSWER = Respuesta de seguridad
AGE = Edad
ETHNICITY = Origen étnico
RELIGION = Religión
POLITICAL_AFFILIATION = Afiliación política
SEXUAL_ORIENTATION = Orientación sexual
BLOOD_TYPE = Grupo sanguíneo
SALARY = Salario
GPS_COORDINATES = Coordenadas GPS
SIGNATURE = Firma
INSURANCE_POLICY_NUMBER = Número de póliza

[vocab]
GENDER = mujer | hombre | no binario
NATIONALITY = española | mexicana | colombiana | argentina | peruana | venezolana
ETHNICITY = gitana | latinoamericana | magrebí | afrodescendiente
RELIGION = católica | musulmana | evangélica | judía | atea | agnóstica
POLITICAL_AFFILIATION = conservador | liberal | socialdemócrata | ecologista | de izquierdas
SEXUAL_ORIENTATION = heterosexual | homosexual | bisexual | lesbiana
MEDICAL_CONDITION = diabetes tipo 2 | hipertensión | asma | depresión | migraña | epilepsia
MEDICATION = metformina | amlodipino | salbutamol | sertralina | levotiroxina | insulina glargina
JOB_TITLE = desarrollador de software | enfermera | contable | jefe de ventas | profesora de primaria | electricista
""",
        code="es",
        name="Spanish",
        script="Latin",
        spaces=True,
        faker_locale="es_ES",
        faker_names=True,
        faker_places=True,
        postal_format="#####",
        currency_format="{amount} €",
        number_style="dot",
    )
)


# --- French -------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Camille | Léa | Manon | Chloé | Emma | Sarah | Julie | Marie | Nathalie | Lucas | Hugo | Thomas | Nicolas | Julien | Antoine | Pierre | Louis | Mathieu
last_names = Martin | Bernard | Dubois | Thomas | Robert | Richard | Petit | Durand | Leroy | Moreau | Simon | Laurent | Lefebvre
cities = Lyon | Marseille | Toulouse | Nantes | Bordeaux | Lille | Rennes | Strasbourg | Montpellier | Grenoble
streets = rue de la République | avenue Jean Jaurès | boulevard Victor Hugo | rue Pasteur | place de la Mairie | allée des Tilleuls | chemin des Vignes | rue du Moulin
regions = Auvergne-Rhône-Alpes | Occitanie | Bretagne | Normandie | Grand Est | Hauts-de-France | Nouvelle-Aquitaine
months = janvier | février | mars | avril | mai | juin | juillet | août | septembre | octobre | novembre | décembre
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy}
org_patterns = Cabinet {last} & Associés | Transports {last} SARL | Pharmacie {last} | Groupe {last} Conseil | Boulangerie {last}
address_formats = {number} {street} | {number} {street}, appartement {n3}
birth_cues = né le | née le | date de naissance
speaker_words = Conseiller | Client
greeting = Bonjour

[intro]
Je m'appelle {PERSON}.
Bonjour, ici {PERSON}.
Demandeur : {PERSON}.
Je vous écris au nom de mon client, {PERSON}.

[contact]
Vous pouvez me joindre au {PHONE}.
Mon adresse e-mail est {EMAIL}.
Appelez-moi au {PHONE} ou écrivez-moi à {EMAIL}.

[address]
J'habite au {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Merci d'envoyer les documents à l'adresse suivante : {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Adresse : {STREET_ADDRESS}, {POSTAL_CODE} {CITY} ({LOCATION}).

[dob]
Date de naissance : {DOB}.
Ma date de naissance est le {DOB}.

[id]
Pourriez-vous vérifier le numéro {ID} dans votre système ?
La référence de mon dossier est {ID}.
Je vous renvoie le numéro : {ID}.

[finance]
Coordonnées de paiement : {FIN}.
Merci de vérifier ces informations auprès de la banque : {FIN}.
Pour le paiement, j'ai indiqué {FIN}.

[health]
Diagnostic : {MEDICAL_CONDITION}.
Traitement en cours : {MEDICATION}.
Antécédents : {MEDICAL_CONDITION} ; traitement : {MEDICATION}.

[appointment]
Votre rendez-vous est fixé au {DATE}.
La réunion a été reportée au {DATE}.

[org]
Je travaille chez {ORGANIZATION}.
Employeur : {ORGANIZATION}.

[online]
Mon nom d'utilisateur est {USERNAME}.
La dernière connexion provenait de l'adresse {IP_ADDRESS}.
Mon site personnel : {URL_PERSONAL}.

[secret]
Voici ce que vous m'avez demandé : {SECRET}
Ne le communiquez à personne : {SECRET}
Le code du compte est {SECRET}.

[field]
{FIELD} : {VALUE}
{FIELD} – {VALUE}

[filler]
Merci de nous avoir contactés.
N'hésitez pas si vous avez besoin d'autre chose.
Dans l'attente de votre réponse.
Le bureau est fermé les jours fériés.
Nous vous répondrons sous deux jours ouvrés.
Merci de conserver ce message.
Désolé pour ce retard de réponse.
Pour toute question, répondez simplement à ce message.
Merci de lire attentivement le document joint.

[negative]
La commande {ORDER_NUMBER} a été expédiée ; numéro de suivi : {TRACKING_NUMBER}.
La facture {INVOICE_NUMBER} d'un montant de {AMOUNT} est à régler avant la fin du mois.
La version {VERSION} est sortie le {PUBLIC_DATE}.
[{TIMESTAMP}] Le service sur {LOOPBACK_IP} a renvoyé le code {HTTP_STATUS}.
Nous recrutons : {JOB_TITLE}, poste basé à {PLACE}.
L'article {PRODUCT_SKU} bénéficie d'une remise de {PERCENTAGE} cette semaine.
La formation aura lieu en salle {ROOM_NUMBER}.
L'erreur {ERROR_CODE} a été corrigée dans le commit {COMMIT_HASH}.
Le tourisme à {PLACE} a progressé de {PERCENTAGE} l'an dernier.
Le nouveau prix de l'article {PRODUCT_SKU} est de {AMOUNT}.
La mairie de {PLACE}, dirigée par {PUBLIC_FIGURE}, a inauguré hier le nouveau pont.
« Les ventes ont progressé de {PERCENTAGE} », a déclaré {PUBLIC_FIGURE}, PDG du groupe, à la presse.

[field_names]
PERSON = Nom et prénom
DOB = Date de naissance
GENDER = Sexe
NATIONALITY = Nationalité
PHONE = Téléphone
EMAIL = Adresse e-mail
STREET_ADDRESS = Adresse
CITY = Ville
POSTAL_CODE = Code postal
LOCATION = Région
ORGANIZATION = Employeur
DATE = Date du rendez-vous
USERNAME = Nom d'utilisateur
IP_ADDRESS = Adresse IP
URL_PERSONAL = Site web
MEDICAL_CONDITION = Diagnostic
MEDICATION = Traitement
NATIONAL_ID = NIR
PASSPORT_NUMBER = Numéro de passeport
DRIVERS_LICENSE = Numéro de permis de conduire
SSN = Numéro de sécurité sociale (US SSN)
TAX_ID = Numéro fiscal
VOTER_ID = Numéro d'électeur
CUSTOMER_ID = Numéro client
CASE_NUMBER = Numéro de dossier
EMPLOYEE_ID = Matricule
STUDENT_ID = Numéro d'étudiant
MEDICAL_RECORD_NUMBER = Numéro de dossier médical
HEALTH_INSURANCE_ID = Numéro d'adhérent mutuelle
VIN = Numéro de série du véhicule
VEHICLE_PLATE = Immatriculation
DEVICE_ID = Identifiant de l'appareil
MAC_ADDRESS = Adresse MAC
BIOMETRIC_ID = Identifiant biométrique
BANK_ACCOUNT = Numéro de compte
IBAN = IBAN
ROUTING_NUMBER = Code banque
SWIFT_BIC = Code BIC
CREDIT_CARD = Numéro de carte
CARD_EXPIRY = Date d'expiration
CVV = Cryptogramme visuel
CRYPTO_WALLET = Adresse du portefeuille
PASSWORD = Mot de passe
API_KEY = Clé d'API
PIN = Code PIN
SECURITY_ANSWER = Réponse à la question secrète
AGE = Âge
ETHNICITY = Origine ethnique
RELIGION = Religion
POLITICAL_AFFILIATION = Orientation politique
SEXUAL_ORIENTATION = Orientation sexuelle
BLOOD_TYPE = Groupe sanguin
SALARY = Salaire
GPS_COORDINATES = Coordonnées GPS
SIGNATURE = Signature
INSURANCE_POLICY_NUMBER = Numéro de police d'assurance

[vocab]
GENDER = femme | homme | non binaire
NATIONALITY = française | belge | canadienne | marocaine | suisse | sénégalaise
ETHNICITY = d'origine maghrébine | d'origine antillaise | d'origine asiatique | d'origine subsaharienne
RELIGION = catholique | musulman | protestant | juif | bouddhiste | athée
POLITICAL_AFFILIATION = conservateur | libéral | social-démocrate | écologiste | centriste
SEXUAL_ORIENTATION = hétérosexuel | homosexuel | bisexuel | lesbienne
MEDICAL_CONDITION = diabète de type 2 | hypertension artérielle | asthme | dépression | migraine | épilepsie
MEDICATION = metformine | amlodipine | salbutamol | sertraline | lévothyroxine | insuline glargine
JOB_TITLE = développeur logiciel | infirmière | comptable | responsable commercial | professeur des écoles | électricien
""",
        code="fr",
        name="French",
        script="Latin",
        spaces=True,
        faker_locale="fr_FR",
        faker_names=True,
        faker_places=True,
        postal_format="#####",
        currency_format="{amount} €",
        number_style="space",
        percent_format="{n} %",
    )
)


# --- German -------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Anna | Julia | Laura | Lena | Sarah | Katharina | Sabine | Petra | Maria | Lukas | Jonas | Maximilian | Felix | Tobias | Thomas | Michael | Stefan | Andreas
last_names = Müller | Schmidt | Schneider | Fischer | Weber | Meyer | Wagner | Becker | Schulz | Hoffmann | Koch | Richter
cities = Berlin | Hamburg | München | Köln | Frankfurt am Main | Stuttgart | Leipzig | Dresden | Hannover | Nürnberg
streets = Hauptstraße | Bahnhofstraße | Gartenweg | Schulstraße | Lindenallee | Bergstraße | Kirchplatz | Goethestraße
regions = Bayern | Nordrhein-Westfalen | Baden-Württemberg | Niedersachsen | Hessen | Sachsen | Brandenburg
months = Januar | Februar | März | April | Mai | Juni | Juli | August | September | Oktober | November | Dezember
date_formats = {dd}.{mm}.{yyyy} | {d}. {month} {yyyy}
org_patterns = {last} & Partner GmbH | Praxis Dr. {last} | Autohaus {last} | {last} Logistik GmbH | Steuerkanzlei {last}
address_formats = {street} {number} | {street} {number}a
birth_cues = geboren | geb. | Geburtsdatum
speaker_words = Mitarbeiter | Kunde
greeting = Guten Tag

[intro]
Mein Name ist {PERSON}.
Hallo, hier spricht {PERSON}.
Antragsteller: {PERSON}.
Ich schreibe im Auftrag meines Mandanten {PERSON}.

[contact]
Sie erreichen mich unter {PHONE}.
Meine E-Mail-Adresse lautet {EMAIL}.
Rufen Sie mich unter {PHONE} an oder schreiben Sie an {EMAIL}.

[address]
Meine Anschrift: {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Bitte senden Sie die Unterlagen an: {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Neue Adresse: {STREET_ADDRESS}, {POSTAL_CODE} {CITY} ({LOCATION}).

[dob]
Ich bin am {DOB} geboren.
Geburtsdatum: {DOB}.

[id]
Bitte prüfen Sie die Nummer {ID} in Ihrem System.
Die Referenz in meiner Akte lautet {ID}.
Ich sende Ihnen die Nummer noch einmal: {ID}.

[finance]
Zahlungsdaten: {FIN}.
Bitte gleichen Sie diese Angaben mit der Bank ab: {FIN}.
Für die Zahlung habe ich {FIN} angegeben.

[health]
Bei mir wurde letztes Jahr {MEDICAL_CONDITION} festgestellt.
Ich nehme jeden Morgen {MEDICATION}.
Diagnose: {MEDICAL_CONDITION}. Verordnet: {MEDICATION}.

[appointment]
Ihr Termin ist am {DATE}.
Die Besprechung wurde auf den {DATE} verschoben.

[org]
Ich arbeite bei {ORGANIZATION}.
Arbeitgeber: {ORGANIZATION}.

[online]
Mein Benutzername lautet {USERNAME}.
Die letzte Anmeldung kam von {IP_ADDRESS}.
Meine Website: {URL_PERSONAL}.

[secret]
Hier ist, worum Sie gebeten haben: {SECRET}
Bitte geben Sie das an niemanden weiter: {SECRET}
Der Code für das Konto lautet {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} – {VALUE}

[filler]
Vielen Dank für Ihre Nachricht.
Melden Sie sich gern, wenn Sie noch etwas brauchen.
Ich freue mich auf Ihre Rückmeldung.
An Feiertagen ist das Büro geschlossen.
Wir melden uns innerhalb von zwei Werktagen.
Bitte bewahren Sie diese Nachricht auf.
Entschuldigen Sie die späte Antwort.
Bei Fragen antworten Sie einfach auf diese Nachricht.
Bitte lesen Sie das angehängte Dokument sorgfältig.

[negative]
Die Bestellung {ORDER_NUMBER} wurde verschickt, Sendungsnummer: {TRACKING_NUMBER}.
Die Rechnung {INVOICE_NUMBER} über {AMOUNT} ist zum Monatsende fällig.
Version {VERSION} erschien am {PUBLIC_DATE}.
[{TIMESTAMP}] Der Dienst auf {LOOPBACK_IP} antwortete mit Status {HTTP_STATUS}.
Wir stellen ein: {JOB_TITLE}, Standort {PLACE}.
Artikel {PRODUCT_SKU} ist diese Woche um {PERCENTAGE} reduziert.
Die Schulung findet in Raum {ROOM_NUMBER} statt.
Fehler {ERROR_CODE} wurde in Commit {COMMIT_HASH} behoben.
Der Tourismus in {PLACE} ist letztes Jahr um {PERCENTAGE} gewachsen.
Der neue Preis für {PRODUCT_SKU} beträgt {AMOUNT}.
Das Stadtoberhaupt von {PLACE}, {PUBLIC_FIGURE}, eröffnete gestern die neue Brücke.
„Der Umsatz stieg um {PERCENTAGE}“, sagte {PUBLIC_FIGURE}, CEO des Konzerns, vor der Presse.

[field_names]
PERSON = Vor- und Nachname
DOB = Geburtsdatum
GENDER = Geschlecht
NATIONALITY = Staatsangehörigkeit
PHONE = Telefon
EMAIL = E-Mail
STREET_ADDRESS = Straße und Hausnummer
CITY = Ort
POSTAL_CODE = PLZ
LOCATION = Bundesland
ORGANIZATION = Arbeitgeber
DATE = Termin
USERNAME = Benutzername
IP_ADDRESS = IP-Adresse
URL_PERSONAL = Webseite
MEDICAL_CONDITION = Diagnose
MEDICATION = Medikation
NATIONAL_ID = Steuer-ID
PASSPORT_NUMBER = Reisepassnummer
DRIVERS_LICENSE = Führerscheinnummer
SSN = Sozialversicherungsnummer (US SSN)
TAX_ID = Steuernummer
VOTER_ID = Wählernummer
CUSTOMER_ID = Kundennummer
CASE_NUMBER = Aktenzeichen
EMPLOYEE_ID = Personalnummer
STUDENT_ID = Matrikelnummer
MEDICAL_RECORD_NUMBER = Patientennummer
HEALTH_INSURANCE_ID = Versichertennummer
VIN = Fahrzeug-Identifizierungsnummer
VEHICLE_PLATE = Kennzeichen
DEVICE_ID = Geräte-ID
MAC_ADDRESS = MAC-Adresse
BIOMETRIC_ID = Biometrie-ID
BANK_ACCOUNT = Kontonummer
IBAN = IBAN
ROUTING_NUMBER = Bankleitzahl
SWIFT_BIC = BIC
CREDIT_CARD = Kartennummer
CARD_EXPIRY = Gültig bis
CVV = Prüfnummer
CRYPTO_WALLET = Wallet-Adresse
PASSWORD = Passwort
API_KEY = API-Schlüssel
PIN = PIN
SECURITY_ANSWER = Antwort auf die Sicherheitsfrage
AGE = Alter
ETHNICITY = Ethnische Herkunft
RELIGION = Religion
POLITICAL_AFFILIATION = Politische Ausrichtung
SEXUAL_ORIENTATION = Sexuelle Orientierung
BLOOD_TYPE = Blutgruppe
SALARY = Gehalt
GPS_COORDINATES = GPS-Koordinaten
SIGNATURE = Unterschrift
INSURANCE_POLICY_NUMBER = Versicherungsscheinnummer

[vocab]
GENDER = weiblich | männlich | divers
NATIONALITY = deutsch | österreichisch | türkisch | polnisch | italienisch | syrisch
ETHNICITY = kurdischer Herkunft | türkischer Herkunft | afrodeutsch | sorbisch
RELIGION = katholisch | evangelisch | muslimisch | jüdisch | konfessionslos | buddhistisch
POLITICAL_AFFILIATION = konservativ | liberal | sozialdemokratisch | grün | links
SEXUAL_ORIENTATION = heterosexuell | homosexuell | bisexuell | lesbisch
MEDICAL_CONDITION = Diabetes Typ 2 | Bluthochdruck | Asthma | Depression | Migräne | Epilepsie
MEDICATION = Metformin | Amlodipin | Salbutamol | Sertralin | Levothyroxin | Insulin glargin
JOB_TITLE = Softwareentwickler | Pflegefachkraft | Buchhalterin | Vertriebsleiter | Grundschullehrerin | Elektriker
""",
        code="de",
        name="German",
        script="Latin",
        spaces=True,
        faker_locale="de_DE",
        faker_names=True,
        faker_places=True,
        postal_format="#####",
        currency_format="{amount} €",
        number_style="dot",
        percent_format="{n} %",
    )
)


# --- Italian ------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Giulia | Francesca | Chiara | Sara | Martina | Valentina | Elena | Alessandra | Marco | Luca | Andrea | Matteo | Giuseppe | Francesco | Alessandro | Davide | Lorenzo
last_names = Rossi | Russo | Ferrari | Esposito | Bianchi | Romano | Colombo | Ricci | Marino | Greco | Bruno | Gallo
cities = Milano | Torino | Bologna | Firenze | Napoli | Genova | Verona | Padova | Bari | Palermo
streets = Via Roma | Via Garibaldi | Corso Vittorio Emanuele | Via Mazzini | Piazza della Repubblica | Viale dei Mille | Via Dante | Via Cavour
regions = Lombardia | Piemonte | Emilia-Romagna | Toscana | Campania | Veneto | Lazio | Sicilia
months = gennaio | febbraio | marzo | aprile | maggio | giugno | luglio | agosto | settembre | ottobre | novembre | dicembre
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy}
org_patterns = Studio {last} & Associati | Trasporti {last} S.r.l. | Farmacia {last} | Poliambulatorio {last} | Officina {last}
address_formats = {street}, {number} | {street} {number}, interno {n3}
birth_cues = nato il | nata il | data di nascita
speaker_words = Operatore | Cliente
greeting = Buongiorno

[intro]
Mi chiamo {PERSON}.
Salve, sono {PERSON}.
Richiedente: {PERSON}.
Le scrivo per conto del mio assistito, {PERSON}.

[contact]
Può contattarmi al numero {PHONE}.
Il mio indirizzo email è {EMAIL}.
Mi chiami al {PHONE} o mi scriva a {EMAIL}.

[address]
Abito in {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Inviate i documenti a: {STREET_ADDRESS}, {POSTAL_CODE} {CITY} ({LOCATION}).
Il nuovo indirizzo è {STREET_ADDRESS}, {CITY}.

[dob]
Data di nascita: {DOB}.
La mia data di nascita è il {DOB}.

[id]
Può verificare il numero {ID} nel vostro sistema?
Il riferimento della mia pratica è {ID}.
Le invio di nuovo il numero: {ID}.

[finance]
Dati di pagamento: {FIN}.
Per favore, verifichi questi dati con la banca: {FIN}.
Per il pagamento ho indicato {FIN}.

[health]
L'anno scorso mi hanno diagnosticato {MEDICAL_CONDITION}.
Prendo {MEDICATION} ogni mattina.
Diagnosi: {MEDICAL_CONDITION}; terapia: {MEDICATION}.

[appointment]
Il suo appuntamento è fissato per il {DATE}.
La riunione è stata spostata al {DATE}.

[org]
Lavoro presso {ORGANIZATION}.
Datore di lavoro: {ORGANIZATION}.

[online]
Il mio nome utente è {USERNAME}.
L'ultimo accesso è avvenuto da {IP_ADDRESS}.
Il mio sito personale: {URL_PERSONAL}.

[secret]
Ecco quello che mi ha chiesto: {SECRET}
Non lo condivida con nessuno: {SECRET}
Il codice dell'account è {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Grazie per averci contattato.
Mi faccia sapere se ha bisogno d'altro.
Resto in attesa di un suo riscontro.
L'ufficio è chiuso nei giorni festivi.
Le risponderemo entro due giorni lavorativi.
Conservi questo messaggio per i suoi archivi.
Mi scusi per il ritardo nella risposta.
Per qualsiasi domanda, risponda a questo messaggio.
La prego di leggere con attenzione il documento allegato.

[negative]
L'ordine {ORDER_NUMBER} è stato spedito; numero di tracciamento: {TRACKING_NUMBER}.
La fattura {INVOICE_NUMBER} di {AMOUNT} scade a fine mese.
La versione {VERSION} è uscita il {PUBLIC_DATE}.
[{TIMESTAMP}] Il servizio su {LOOPBACK_IP} ha restituito lo stato {HTTP_STATUS}.
Cerchiamo: {JOB_TITLE}, sede di {PLACE}.
L'articolo {PRODUCT_SKU} è scontato del {PERCENTAGE} questa settimana.
Il corso si terrà nell'aula {ROOM_NUMBER}.
L'errore {ERROR_CODE} è stato corretto nel commit {COMMIT_HASH}.
Il turismo a {PLACE} è cresciuto del {PERCENTAGE} l'anno scorso.
Il nuovo prezzo di {PRODUCT_SKU} è {AMOUNT}.
Il Comune di {PLACE}, guidato da {PUBLIC_FIGURE}, ha inaugurato ieri il nuovo ponte.
«Le vendite sono cresciute del {PERCENTAGE}», ha dichiarato {PUBLIC_FIGURE}, CEO del gruppo, alla stampa.

[field_names]
PERSON = Nome e cognome
DOB = Data di nascita
GENDER = Sesso
NATIONALITY = Cittadinanza
PHONE = Telefono
EMAIL = Email
STREET_ADDRESS = Indirizzo
CITY = Città
POSTAL_CODE = CAP
LOCATION = Regione
ORGANIZATION = Datore di lavoro
DATE = Data dell'appuntamento
USERNAME = Nome utente
IP_ADDRESS = Indirizzo IP
URL_PERSONAL = Sito web
MEDICAL_CONDITION = Diagnosi
MEDICATION = Terapia
NATIONAL_ID = Codice fiscale
PASSPORT_NUMBER = Numero di passaporto
DRIVERS_LICENSE = Numero della patente
SSN = Numero di previdenza sociale (US SSN)
TAX_ID = Partita IVA
VOTER_ID = Numero della tessera elettorale
CUSTOMER_ID = Codice cliente
CASE_NUMBER = Numero di pratica
EMPLOYEE_ID = Matricola dipendente
STUDENT_ID = Numero di matricola
MEDICAL_RECORD_NUMBER = Numero di cartella clinica
HEALTH_INSURANCE_ID = Numero della tessera assicurativa
VIN = Numero di telaio
VEHICLE_PLATE = Targa
DEVICE_ID = ID del dispositivo
MAC_ADDRESS = Indirizzo MAC
BIOMETRIC_ID = ID biometrico
BANK_ACCOUNT = Numero di conto
IBAN = IBAN
ROUTING_NUMBER = Codice ABI
SWIFT_BIC = Codice BIC
CREDIT_CARD = Numero della carta
CARD_EXPIRY = Scadenza
CVV = Codice CVV
CRYPTO_WALLET = Indirizzo del wallet
PASSWORD = Password
API_KEY = Chiave API
PIN = PIN
SECURITY_ANSWER = Risposta di sicurezza
AGE = Età
ETHNICITY = Origine etnica
RELIGION = Religione
POLITICAL_AFFILIATION = Orientamento politico
SEXUAL_ORIENTATION = Orientamento sessuale
BLOOD_TYPE = Gruppo sanguigno
SALARY = Stipendio
GPS_COORDINATES = Coordinate GPS
SIGNATURE = Firma
INSURANCE_POLICY_NUMBER = Numero di polizza

[vocab]
GENDER = femmina | maschio | non binario
NATIONALITY = italiana | svizzera | rumena | albanese | marocchina | argentina
ETHNICITY = di origine africana | di origine asiatica | di origine sudamericana | rom
RELIGION = cattolica | musulmana | ortodossa | ebraica | atea | buddista
POLITICAL_AFFILIATION = conservatore | liberale | socialdemocratico | ambientalista | di sinistra
SEXUAL_ORIENTATION = eterosessuale | omosessuale | bisessuale | lesbica
MEDICAL_CONDITION = diabete di tipo 2 | ipertensione | asma | depressione | emicrania | epilessia
MEDICATION = metformina | amlodipina | salbutamolo | sertralina | levotiroxina | insulina glargine
JOB_TITLE = sviluppatore software | infermiera | commercialista | responsabile vendite | insegnante | elettricista
""",
        code="it",
        name="Italian",
        script="Latin",
        spaces=True,
        faker_locale="it_IT",
        faker_names=True,
        faker_places=True,
        postal_format="#####",
        currency_format="{amount} €",
        number_style="dot",
    )
)


# --- Portuguese (Brazil) ------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Ana | Maria | Juliana | Fernanda | Camila | Beatriz | Larissa | Gabriela | João | Pedro | Lucas | Gabriel | Rafael | Felipe | Bruno | Gustavo | Carlos
last_names = Silva | Santos | Oliveira | Souza | Rodrigues | Ferreira | Alves | Pereira | Lima | Gomes | Costa | Ribeiro
cities = São Paulo | Rio de Janeiro | Belo Horizonte | Salvador | Fortaleza | Curitiba | Recife | Porto Alegre | Campinas | Goiânia
streets = Rua das Flores | Avenida Brasil | Rua São João | Rua XV de Novembro | Rua da Consolação | Avenida Getúlio Vargas | Rua Sete de Setembro | Travessa do Comércio
regions = São Paulo | Minas Gerais | Bahia | Paraná | Pernambuco | Rio Grande do Sul | Ceará
months = janeiro | fevereiro | março | abril | maio | junho | julho | agosto | setembro | outubro | novembro | dezembro
date_formats = {dd}/{mm}/{yyyy} | {d} de {month} de {yyyy}
org_patterns = Advocacia {last} & Associados | Clínica {last} | Transportadora {last} Ltda. | Contabilidade {last} | Construtora {last}
address_formats = {street}, {number} | {street}, {number}, apto. {n3}
birth_cues = nasci | nascido | nascida | data de nascimento
speaker_words = Atendente | Cliente
greeting = Olá

[intro]
Meu nome é {PERSON}.
Olá, aqui é {PERSON}.
Requerente: {PERSON}.
Escrevo em nome do meu cliente, {PERSON}.

[contact]
Você pode me ligar no {PHONE}.
Meu e-mail é {EMAIL}.
Me ligue no {PHONE} ou escreva para {EMAIL}.

[address]
Moro na {STREET_ADDRESS}, {CITY}, CEP {POSTAL_CODE}.
Envie os documentos para: {STREET_ADDRESS}, {CITY} – {LOCATION}, CEP {POSTAL_CODE}.
Endereço novo: {STREET_ADDRESS}, {CITY}.

[dob]
Data de nascimento: {DOB}.
Nasci em {DOB}.

[id]
Pode verificar o número {ID} no sistema?
A referência do meu cadastro é {ID}.
Estou reenviando o número: {ID}.

[finance]
Dados para pagamento: {FIN}.
Por favor, confira estes dados com o banco: {FIN}.
Para o pagamento, informei {FIN}.

[health]
Diagnóstico: {MEDICAL_CONDITION}.
Tomo {MEDICATION} todas as manhãs.
Diagnóstico: {MEDICAL_CONDITION}; medicação: {MEDICATION}.

[appointment]
Sua consulta está marcada para o dia {DATE}.
A reunião foi remarcada para {DATE}.

[org]
Trabalho na {ORGANIZATION}.
Empregador: {ORGANIZATION}.

[online]
Meu nome de usuário é {USERNAME}.
O último acesso veio do IP {IP_ADDRESS}.
Meu site pessoal: {URL_PERSONAL}.

[secret]
Aqui está o que você pediu: {SECRET}
Não compartilhe isso com ninguém: {SECRET}
O código da conta é {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Obrigado pelo contato.
Qualquer coisa, é só me avisar.
Fico no aguardo do seu retorno.
O escritório fica fechado nos feriados.
Responderemos em até dois dias úteis.
Guarde esta mensagem para consultas futuras.
Desculpe a demora em responder.
Se tiver dúvidas, é só responder esta mensagem.
Leia com atenção o documento em anexo.

[negative]
O pedido {ORDER_NUMBER} foi enviado; código de rastreio: {TRACKING_NUMBER}.
A nota fiscal {INVOICE_NUMBER} no valor de {AMOUNT} vence no fim do mês.
A versão {VERSION} foi lançada em {PUBLIC_DATE}.
[{TIMESTAMP}] O serviço em {LOOPBACK_IP} retornou o status {HTTP_STATUS}.
Vaga aberta: {JOB_TITLE}, escritório em {PLACE}.
O produto {PRODUCT_SKU} está com {PERCENTAGE} de desconto esta semana.
O treinamento será na sala {ROOM_NUMBER}.
O erro {ERROR_CODE} foi corrigido no commit {COMMIT_HASH}.
O turismo em {PLACE} cresceu {PERCENTAGE} no ano passado.
O novo preço do produto {PRODUCT_SKU} é {AMOUNT}.
A prefeitura de {PLACE}, comandada por {PUBLIC_FIGURE}, inaugurou ontem a nova ponte.
"As vendas cresceram {PERCENTAGE}", afirmou {PUBLIC_FIGURE}, CEO do grupo, à imprensa.

[field_names]
PERSON = Nome completo
DOB = Data de nascimento
GENDER = Sexo
NATIONALITY = Nacionalidade
PHONE = Telefone
EMAIL = E-mail
STREET_ADDRESS = Endereço
CITY = Cidade
POSTAL_CODE = CEP
LOCATION = Estado
ORGANIZATION = Empregador
DATE = Data da consulta
USERNAME = Nome de usuário
IP_ADDRESS = Endereço IP
URL_PERSONAL = Site
MEDICAL_CONDITION = Diagnóstico
MEDICATION = Medicação
NATIONAL_ID = CPF
PASSPORT_NUMBER = Número do passaporte
DRIVERS_LICENSE = Número da CNH
SSN = Número da seguridade social (US SSN)
TAX_ID = Número de identificação fiscal
VOTER_ID = Título de eleitor
CUSTOMER_ID = Código do cliente
CASE_NUMBER = Número do processo
EMPLOYEE_ID = Matrícula
STUDENT_ID = Registro acadêmico
MEDICAL_RECORD_NUMBER = Número do prontuário
HEALTH_INSURANCE_ID = Número da carteirinha do plano de saúde
VIN = Número do chassi
VEHICLE_PLATE = Placa
DEVICE_ID = ID do dispositivo
MAC_ADDRESS = Endereço MAC
BIOMETRIC_ID = ID biométrico
BANK_ACCOUNT = Número da conta
IBAN = IBAN
ROUTING_NUMBER = Agência
SWIFT_BIC = Código SWIFT
CREDIT_CARD = Número do cartão
CARD_EXPIRY = Validade
CVV = CVV
CRYPTO_WALLET = Endereço da carteira
PASSWORD = Senha
API_KEY = Chave de API
PIN = PIN
SECURITY_ANSWER = Resposta de segurança
AGE = Idade
ETHNICITY = Cor ou raça
RELIGION = Religião
POLITICAL_AFFILIATION = Orientação política
SEXUAL_ORIENTATION = Orientação sexual
BLOOD_TYPE = Tipo sanguíneo
SALARY = Salário
GPS_COORDINATES = Coordenadas GPS
SIGNATURE = Assinatura
INSURANCE_POLICY_NUMBER = Número da apólice

[vocab]
GENDER = feminino | masculino | não binário
NATIONALITY = brasileira | portuguesa | argentina | angolana | boliviana | venezuelana
ETHNICITY = parda | preta | branca | indígena | amarela
RELIGION = católica | evangélica | espírita | umbandista | judaica | sem religião
POLITICAL_AFFILIATION = conservador | liberal | social-democrata | de esquerda | ambientalista
SEXUAL_ORIENTATION = heterossexual | gay | lésbica | bissexual
MEDICAL_CONDITION = diabetes tipo 2 | hipertensão | asma | depressão | enxaqueca | epilepsia
MEDICATION = metformina | anlodipino | salbutamol | sertralina | levotiroxina | insulina glargina
JOB_TITLE = desenvolvedor de software | enfermeira | contador | gerente de vendas | professora | eletricista
""",
        code="pt",
        name="Portuguese",
        script="Latin",
        spaces=True,
        faker_locale="pt_BR",
        faker_names=True,
        faker_places=False,
        postal_format="#####-###",
        currency_format="R$ {amount}",
        number_style="dot",
        notes="Brazilian Portuguese. pt_BR's Faker city names are surnames, so places are built-in.",
    )
)


# --- Dutch --------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Emma | Sophie | Julia | Anna | Lisa | Sanne | Eva | Fleur | Daan | Sem | Lucas | Thomas | Bram | Jeroen | Pieter | Martijn | Ruben
last_names = de Jong | Jansen | de Vries | van den Berg | van Dijk | Bakker | Janssen | Visser | Smit | Meijer | de Boer | Mulder
cities = Amsterdam | Rotterdam | Utrecht | Eindhoven | Groningen | Tilburg | Almere | Breda | Nijmegen | Haarlem
streets = Kerkstraat | Dorpsstraat | Stationsweg | Molenweg | Schoolstraat | Julianastraat | Beatrixlaan | Wilhelminaplein
regions = Noord-Holland | Zuid-Holland | Utrecht | Noord-Brabant | Gelderland | Groningen | Limburg
months = januari | februari | maart | april | mei | juni | juli | augustus | september | oktober | november | december
date_formats = {dd}-{mm}-{yyyy} | {d} {month} {yyyy}
org_patterns = {last} Advocaten B.V. | Huisartsenpraktijk {last} | Transportbedrijf {last} | {last} Installatietechniek | Bakkerij {last}
address_formats = {street} {number} | {street} {number}-{n2}
birth_cues = geboren | geboortedatum | geb.
speaker_words = Medewerker | Klant
greeting = Goedendag

[intro]
Mijn naam is {PERSON}.
Hallo, met {PERSON}.
Aanvrager: {PERSON}.
Ik schrijf namens mijn cliënt, {PERSON}.

[contact]
U kunt mij bereiken op {PHONE}.
Mijn e-mailadres is {EMAIL}.
Bel mij op {PHONE} of mail naar {EMAIL}.

[address]
Mijn adres is {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Stuur de documenten naar: {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Nieuw adres: {STREET_ADDRESS}, {POSTAL_CODE} {CITY} ({LOCATION}).

[dob]
Ik ben geboren op {DOB}.
Geboortedatum: {DOB}.

[id]
Kunt u het nummer {ID} in uw systeem controleren?
Het kenmerk in mijn dossier is {ID}.
Ik stuur het nummer nogmaals: {ID}.

[finance]
Betaalgegevens: {FIN}.
Controleer deze gegevens bij de bank: {FIN}.
Voor de betaling heb ik {FIN} opgegeven.

[health]
Vorig jaar is bij mij {MEDICAL_CONDITION} vastgesteld.
Ik gebruik elke ochtend {MEDICATION}.
Diagnose: {MEDICAL_CONDITION}. Voorgeschreven: {MEDICATION}.

[appointment]
Uw afspraak is op {DATE}.
De vergadering is verplaatst naar {DATE}.

[org]
Ik werk bij {ORGANIZATION}.
Werkgever: {ORGANIZATION}.

[online]
Mijn gebruikersnaam is {USERNAME}.
De laatste aanmelding kwam van {IP_ADDRESS}.
Mijn persoonlijke website: {URL_PERSONAL}.

[secret]
Hier is wat u vroeg: {SECRET}
Deel dit met niemand: {SECRET}
De code voor het account is {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Bedankt voor uw bericht.
Laat het me weten als u nog iets nodig hebt.
Ik zie uw reactie graag tegemoet.
Op feestdagen is het kantoor gesloten.
We reageren binnen twee werkdagen.
Bewaar dit bericht voor uw administratie.
Excuses voor de late reactie.
Heeft u vragen? Beantwoord dan gewoon dit bericht.
Lees het bijgevoegde document zorgvuldig door.

[negative]
Bestelling {ORDER_NUMBER} is verzonden; trackingnummer: {TRACKING_NUMBER}.
Factuur {INVOICE_NUMBER} van {AMOUNT} moet eind deze maand betaald zijn.
Versie {VERSION} verscheen op {PUBLIC_DATE}.
[{TIMESTAMP}] De dienst op {LOOPBACK_IP} gaf status {HTTP_STATUS}.
Vacature: {JOB_TITLE}, standplaats {PLACE}.
Artikel {PRODUCT_SKU} is deze week {PERCENTAGE} goedkoper.
De training vindt plaats in zaal {ROOM_NUMBER}.
Fout {ERROR_CODE} is opgelost in commit {COMMIT_HASH}.
Het toerisme in {PLACE} groeide vorig jaar met {PERCENTAGE}.
De nieuwe prijs van {PRODUCT_SKU} is {AMOUNT}.
Burgemeester {PUBLIC_FIGURE} opende gisteren de nieuwe brug in {PLACE}.
"De omzet steeg met {PERCENTAGE}", zei {PUBLIC_FIGURE}, CEO van het concern, tegen de pers.

[field_names]
PERSON = Naam
DOB = Geboortedatum
GENDER = Geslacht
NATIONALITY = Nationaliteit
PHONE = Telefoonnummer
EMAIL = E-mailadres
STREET_ADDRESS = Straat en huisnummer
CITY = Woonplaats
POSTAL_CODE = Postcode
LOCATION = Provincie
ORGANIZATION = Werkgever
DATE = Datum afspraak
USERNAME = Gebruikersnaam
IP_ADDRESS = IP-adres
URL_PERSONAL = Website
MEDICAL_CONDITION = Diagnose
MEDICATION = Medicatie
NATIONAL_ID = BSN
PASSPORT_NUMBER = Paspoortnummer
DRIVERS_LICENSE = Rijbewijsnummer
SSN = Amerikaans socialezekerheidsnummer (US SSN)
TAX_ID = Fiscaal nummer
VOTER_ID = Stempasnummer
CUSTOMER_ID = Klantnummer
CASE_NUMBER = Zaaknummer
EMPLOYEE_ID = Personeelsnummer
STUDENT_ID = Studentnummer
MEDICAL_RECORD_NUMBER = Patiëntnummer
HEALTH_INSURANCE_ID = Verzekerdennummer
VIN = Chassisnummer
VEHICLE_PLATE = Kenteken
DEVICE_ID = Apparaat-ID
MAC_ADDRESS = MAC-adres
BIOMETRIC_ID = Biometrisch ID
BANK_ACCOUNT = Rekeningnummer
IBAN = IBAN
ROUTING_NUMBER = Bankcode
SWIFT_BIC = BIC
CREDIT_CARD = Kaartnummer
CARD_EXPIRY = Geldig tot
CVV = Beveiligingscode
CRYPTO_WALLET = Walletadres
PASSWORD = Wachtwoord
API_KEY = API-sleutel
PIN = Pincode
SECURITY_ANSWER = Antwoord op de beveiligingsvraag
AGE = Leeftijd
ETHNICITY = Etnische afkomst
RELIGION = Religie
POLITICAL_AFFILIATION = Politieke voorkeur
SEXUAL_ORIENTATION = Seksuele geaardheid
BLOOD_TYPE = Bloedgroep
SALARY = Salaris
GPS_COORDINATES = GPS-coördinaten
SIGNATURE = Handtekening
INSURANCE_POLICY_NUMBER = Polisnummer

[vocab]
GENDER = vrouw | man | non-binair
NATIONALITY = Nederlandse | Belgische | Turkse | Marokkaanse | Surinaamse | Poolse
ETHNICITY = Surinaamse afkomst | Marokkaanse afkomst | Antilliaanse afkomst | Molukse afkomst
RELIGION = katholiek | protestants | moslim | joods | hindoe | niet gelovig
POLITICAL_AFFILIATION = conservatief | liberaal | sociaaldemocraat | groen | christendemocraat
SEXUAL_ORIENTATION = heteroseksueel | homoseksueel | biseksueel | lesbisch
MEDICAL_CONDITION = diabetes type 2 | hoge bloeddruk | astma | depressie | migraine | epilepsie
MEDICATION = metformine | amlodipine | salbutamol | sertraline | levothyroxine | insuline glargine
JOB_TITLE = softwareontwikkelaar | verpleegkundige | boekhouder | verkoopmanager | leraar basisonderwijs | elektricien
""",
        code="nl",
        name="Dutch",
        script="Latin",
        spaces=True,
        faker_locale="nl_NL",
        faker_names=True,
        faker_places=True,
        postal_format="#### ??",
        currency_format="€ {amount}",
        number_style="dot",
    )
)


# --- Polish -------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Anna | Katarzyna | Małgorzata | Agnieszka | Magdalena | Joanna | Aleksandra | Zofia | Piotr | Krzysztof | Tomasz | Paweł | Michał | Marcin | Jakub | Adam | Łukasz
last_names = Nowak | Kowalski | Wiśniewski | Wójcik | Kowalczyk | Kamiński | Lewandowski | Zieliński | Szymański | Woźniak | Dąbrowski | Kozłowski
cities = Warszawa | Kraków | Łódź | Wrocław | Poznań | Gdańsk | Szczecin | Lublin | Katowice | Białystok
streets = ul. Kwiatowa | ul. Polna | ul. Leśna | ul. Słoneczna | ul. Krótka | ul. Mickiewicza | al. Jana Pawła II | ul. Szkolna
regions = woj. mazowieckie | woj. małopolskie | woj. śląskie | woj. wielkopolskie | woj. pomorskie | woj. dolnośląskie | woj. łódzkie
months = stycznia | lutego | marca | kwietnia | maja | czerwca | lipca | sierpnia | września | października | listopada | grudnia
date_formats = {dd}.{mm}.{yyyy} | {d} {month} {yyyy} r.
org_patterns = Kancelaria {last} i Wspólnicy | {last} Transport sp. z o.o. | Biuro Rachunkowe {last} | Gabinet Stomatologiczny {last} | Piekarnia {last}
address_formats = {street} {number} | {street} {number}/{n3}
birth_cues = urodzony | urodzona | data urodzenia | ur.
speaker_words = Konsultant | Klient
greeting = Dzień dobry

[intro]
Nazywam się {PERSON}.
Dzień dobry, tu {PERSON}.
Wnioskodawca: {PERSON}.
Piszę w imieniu mojego klienta: {PERSON}.

[contact]
Można się ze mną skontaktować pod numerem {PHONE}.
Mój adres e-mail to {EMAIL}.
Proszę dzwonić pod numer {PHONE} lub pisać na adres {EMAIL}.

[address]
Mieszkam pod adresem: {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Proszę przesłać dokumenty na adres: {STREET_ADDRESS}, {POSTAL_CODE} {CITY}, {LOCATION}.
Nowy adres: {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.

[dob]
Data urodzenia: {DOB}.
Moja data urodzenia to {DOB}.

[id]
Proszę sprawdzić numer {ID} w systemie.
Numer referencyjny w mojej sprawie to {ID}.
Przesyłam ponownie numer: {ID}.

[finance]
Dane do płatności: {FIN}.
Proszę zweryfikować te dane w banku: {FIN}.
Do płatności podano {FIN}.

[health]
Rozpoznanie: {MEDICAL_CONDITION}.
Przyjmowane leki: {MEDICATION}.
Rozpoznanie: {MEDICAL_CONDITION}. Leczenie: {MEDICATION}.

[appointment]
Termin wizyty: {DATE}.
Spotkanie przeniesiono na {DATE}.

[org]
Pracuję w firmie {ORGANIZATION}.
Pracodawca: {ORGANIZATION}.

[online]
Moja nazwa użytkownika to {USERNAME}.
Ostatnie logowanie nastąpiło z adresu {IP_ADDRESS}.
Moja strona: {URL_PERSONAL}.

[secret]
Przesyłam dane, o które była prośba: {SECRET}
Proszę nikomu tego nie udostępniać: {SECRET}
Kod do konta to {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} – {VALUE}

[filler]
Dziękujemy za kontakt.
W razie potrzeby proszę o kontakt.
Czekam na odpowiedź.
W dni świąteczne biuro jest nieczynne.
Odpowiemy w ciągu dwóch dni roboczych.
Proszę zachować tę wiadomość.
Przepraszam za opóźnienie w odpowiedzi.
W razie pytań wystarczy odpowiedzieć na tę wiadomość.
Proszę uważnie przeczytać załączony dokument.

[negative]
Zamówienie {ORDER_NUMBER} zostało wysłane, numer przesyłki: {TRACKING_NUMBER}.
Faktura {INVOICE_NUMBER} na kwotę {AMOUNT} jest płatna do końca miesiąca.
Wersja {VERSION} ukazała się {PUBLIC_DATE}.
[{TIMESTAMP}] Usługa pod adresem {LOOPBACK_IP} zwróciła status {HTTP_STATUS}.
Oferta pracy: {JOB_TITLE}, miejsce pracy: {PLACE}.
Produkt {PRODUCT_SKU} jest w tym tygodniu tańszy o {PERCENTAGE}.
Szkolenie odbędzie się w sali {ROOM_NUMBER}.
Błąd {ERROR_CODE} naprawiono w commicie {COMMIT_HASH}.
Ruch turystyczny (miasto: {PLACE}) wzrósł w zeszłym roku o {PERCENTAGE}.
Nowa cena produktu {PRODUCT_SKU} to {AMOUNT}.
Nowy most w mieście {PLACE} otworzy jutro prezydent miasta {PUBLIC_FIGURE}.
„Sprzedaż wzrosła o {PERCENTAGE}” – mówi dziennikarzom {PUBLIC_FIGURE}, prezes spółki.

[field_names]
PERSON = Imię i nazwisko
DOB = Data urodzenia
GENDER = Płeć
NATIONALITY = Obywatelstwo
PHONE = Telefon
EMAIL = Adres e-mail
STREET_ADDRESS = Ulica i numer
CITY = Miejscowość
POSTAL_CODE = Kod pocztowy
LOCATION = Województwo
ORGANIZATION = Pracodawca
DATE = Termin wizyty
USERNAME = Nazwa użytkownika
IP_ADDRESS = Adres IP
URL_PERSONAL = Strona internetowa
MEDICAL_CONDITION = Rozpoznanie
MEDICATION = Leki
NATIONAL_ID = PESEL
PASSPORT_NUMBER = Numer paszportu
DRIVERS_LICENSE = Numer prawa jazdy
SSN = Numer ubezpieczenia społecznego (US SSN)
TAX_ID = Numer identyfikacji podatkowej
VOTER_ID = Numer wyborcy
CUSTOMER_ID = Numer klienta
CASE_NUMBER = Sygnatura sprawy
EMPLOYEE_ID = Numer pracownika
STUDENT_ID = Numer albumu
MEDICAL_RECORD_NUMBER = Numer historii choroby
HEALTH_INSURANCE_ID = Numer ubezpieczenia zdrowotnego
VIN = Numer VIN
VEHICLE_PLATE = Numer rejestracyjny
DEVICE_ID = Identyfikator urządzenia
MAC_ADDRESS = Adres MAC
BIOMETRIC_ID = Identyfikator biometryczny
BANK_ACCOUNT = Numer rachunku
IBAN = IBAN
ROUTING_NUMBER = Numer rozliczeniowy banku
SWIFT_BIC = Kod SWIFT
CREDIT_CARD = Numer karty
CARD_EXPIRY = Data ważności
CVV = Kod CVV
CRYPTO_WALLET = Adres portfela
PASSWORD = Hasło
API_KEY = Klucz API
PIN = PIN
SECURITY_ANSWER = Odpowiedź na pytanie pomocnicze
AGE = Wiek
ETHNICITY = Narodowość
RELIGION = Wyznanie
POLITICAL_AFFILIATION = Poglądy polityczne
SEXUAL_ORIENTATION = Orientacja seksualna
BLOOD_TYPE = Grupa krwi
SALARY = Wynagrodzenie
GPS_COORDINATES = Współrzędne GPS
SIGNATURE = Podpis
INSURANCE_POLICY_NUMBER = Numer polisy

[vocab]
GENDER = kobieta | mężczyzna
NATIONALITY = polskie | ukraińskie | niemieckie | białoruskie | litewskie | czeskie
ETHNICITY = śląska | kaszubska | romska | łemkowska
RELIGION = rzymskokatolickie | prawosławne | ewangelickie | muzułmańskie | bezwyznaniowe
POLITICAL_AFFILIATION = konserwatywne | liberalne | socjaldemokratyczne | lewicowe | prawicowe
SEXUAL_ORIENTATION = heteroseksualna | homoseksualna | biseksualna
MEDICAL_CONDITION = cukrzyca typu 2 | nadciśnienie tętnicze | astma | depresja | migrena | padaczka
MEDICATION = metformina | amlodypina | salbutamol | sertralina | lewotyroksyna | insulina glargine
JOB_TITLE = programista | pielęgniarka | księgowa | kierownik sprzedaży | nauczycielka | elektryk
""",
        code="pl",
        name="Polish",
        script="Latin",
        spaces=True,
        faker_locale="pl_PL",
        faker_names=True,
        faker_places=False,
        postal_format="##-###",
        currency_format="{amount} zł",
        number_style="space",
        percent_format="{n}%",
        gendered_surnames="polish",
        notes="pl_PL's Faker street names lack the ul./al. prefix Polish addresses carry, so places are built-in.",
    )
)


# --- Russian ------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Анна | Мария | Елена | Ольга | Наталья | Татьяна | Екатерина | Светлана | Ирина | Александр | Сергей | Дмитрий | Андрей | Алексей | Михаил | Иван | Владимир
last_names = Иванов | Смирнов | Кузнецов | Попов | Васильев | Петров | Соколов | Михайлов | Новиков | Фёдоров | Морозов | Волков | Лебедев | Козлов
cities = Москва | Санкт-Петербург | Новосибирск | Екатеринбург | Казань | Нижний Новгород | Самара | Омск | Ростов-на-Дону | Уфа
streets = ул. Ленина | ул. Гагарина | ул. Советская | пр. Мира | ул. Садовая | ул. Лесная | ул. Школьная | наб. Речная
regions = Московская область | Ленинградская область | Свердловская область | Республика Татарстан | Краснодарский край | Новосибирская область
months = января | февраля | марта | апреля | мая | июня | июля | августа | сентября | октября | ноября | декабря
date_formats = {dd}.{mm}.{yyyy} | {d} {month} {yyyy} г.
org_patterns = ООО «{last} и партнёры» | ИП {last} | ООО «{city}-Логистик» | Юридическая фирма «{last}» | Стоматология «{last}»
address_formats = {street}, д. {number} | {street}, д. {number}, кв. {n3}
birth_cues = родился | родилась | дата рождения | г.р.
speaker_words = Оператор | Клиент
greeting = Здравствуйте

[intro]
Меня зовут {PERSON}.
Здравствуйте, это {PERSON}.
Заявитель: {PERSON}.
Пишу по поручению клиента: {PERSON}.

[contact]
Со мной можно связаться по телефону {PHONE}.
Мой адрес электронной почты: {EMAIL}.
Звоните по номеру {PHONE} или пишите на {EMAIL}.

[address]
Мой адрес: {POSTAL_CODE}, г. {CITY}, {STREET_ADDRESS}.
Прошу направить документы по адресу: {POSTAL_CODE}, {LOCATION}, г. {CITY}, {STREET_ADDRESS}.
Новый адрес: г. {CITY}, {STREET_ADDRESS}.

[dob]
Дата рождения: {DOB}.
Моя дата рождения — {DOB}.

[id]
Проверьте, пожалуйста, номер {ID} в вашей системе.
Номер в моём деле: {ID}.
Отправляю номер повторно: {ID}.

[finance]
Платёжные реквизиты: {FIN}.
Пожалуйста, сверьте эти данные с банком: {FIN}.
Для оплаты указаны реквизиты: {FIN}.

[health]
Диагноз: {MEDICAL_CONDITION}.
Принимаемые препараты: {MEDICATION}.
Диагноз: {MEDICAL_CONDITION}; назначено: {MEDICATION}.

[appointment]
Ваш приём назначен на {DATE}.
Встреча перенесена на {DATE}.

[org]
Место работы: {ORGANIZATION}.
Я работаю в компании {ORGANIZATION}.

[online]
Мой логин: {USERNAME}.
Последний вход был выполнен с адреса {IP_ADDRESS}.
Мой личный сайт: {URL_PERSONAL}.

[secret]
Вот то, что вы просили: {SECRET}
Никому это не сообщайте: {SECRET}
Код от учётной записи: {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} — {VALUE}

[filler]
Спасибо за обращение.
Если понадобится что-то ещё, напишите.
Жду вашего ответа.
В праздничные дни офис не работает.
Мы ответим в течение двух рабочих дней.
Сохраните это письмо.
Извините за задержку с ответом.
Если появятся вопросы, просто ответьте на это письмо.
Внимательно прочитайте приложенный документ.

[negative]
Заказ {ORDER_NUMBER} отправлен, трек-номер: {TRACKING_NUMBER}.
Счёт {INVOICE_NUMBER} на сумму {AMOUNT} нужно оплатить до конца месяца.
Версия {VERSION} вышла {PUBLIC_DATE}.
[{TIMESTAMP}] Сервис на {LOOPBACK_IP} вернул код {HTTP_STATUS}.
Вакансия: {JOB_TITLE}, офис: {PLACE}.
На товар {PRODUCT_SKU} на этой неделе скидка {PERCENTAGE}.
Обучение пройдёт в аудитории {ROOM_NUMBER}.
Ошибка {ERROR_CODE} исправлена в коммите {COMMIT_HASH}.
Турпоток (город {PLACE}) в прошлом году вырос на {PERCENTAGE}.
Новая цена на {PRODUCT_SKU}: {AMOUNT}.
Мэр {PUBLIC_FIGURE} откроет новый мост в субботу.
«Продажи выросли на {PERCENTAGE}», — заявляет журналистам генеральный директор компании {PUBLIC_FIGURE}.

[field_names]
PERSON = ФИО
DOB = Дата рождения
GENDER = Пол
NATIONALITY = Гражданство
PHONE = Телефон
EMAIL = Электронная почта
STREET_ADDRESS = Адрес
CITY = Город
POSTAL_CODE = Индекс
LOCATION = Регион
ORGANIZATION = Место работы
DATE = Дата приёма
USERNAME = Логин
IP_ADDRESS = IP-адрес
URL_PERSONAL = Сайт
MEDICAL_CONDITION = Диагноз
MEDICATION = Препараты
NATIONAL_ID = СНИЛС
PASSPORT_NUMBER = Номер загранпаспорта
DRIVERS_LICENSE = Номер водительского удостоверения
SSN = Номер социального страхования (US SSN)
TAX_ID = ИНН
VOTER_ID = Номер избирателя
CUSTOMER_ID = Номер клиента
CASE_NUMBER = Номер дела
EMPLOYEE_ID = Табельный номер
STUDENT_ID = Номер студенческого билета
MEDICAL_RECORD_NUMBER = Номер медицинской карты
HEALTH_INSURANCE_ID = Номер полиса ОМС
VIN = VIN-номер
VEHICLE_PLATE = Госномер
DEVICE_ID = Идентификатор устройства
MAC_ADDRESS = MAC-адрес
BIOMETRIC_ID = Биометрический идентификатор
BANK_ACCOUNT = Номер счёта
IBAN = IBAN
ROUTING_NUMBER = БИК
SWIFT_BIC = SWIFT-код
CREDIT_CARD = Номер карты
CARD_EXPIRY = Срок действия
CVV = CVV-код
CRYPTO_WALLET = Адрес кошелька
PASSWORD = Пароль
API_KEY = API-ключ
PIN = ПИН-код
SECURITY_ANSWER = Ответ на контрольный вопрос
AGE = Возраст
ETHNICITY = Национальность
RELIGION = Вероисповедание
POLITICAL_AFFILIATION = Политические взгляды
SEXUAL_ORIENTATION = Сексуальная ориентация
BLOOD_TYPE = Группа крови
SALARY = Заработная плата
GPS_COORDINATES = GPS-координаты
SIGNATURE = Подпись
INSURANCE_POLICY_NUMBER = Номер страхового полиса

[vocab]
GENDER = женский | мужской
NATIONALITY = российское | казахстанское | белорусское | узбекское | армянское
ETHNICITY = русский | татарин | башкир | чеченец | армянин
RELIGION = православный | мусульманин | католик | иудей | буддист | атеист
POLITICAL_AFFILIATION = консерватор | либерал | социал-демократ | коммунист | сторонник зелёных
SEXUAL_ORIENTATION = гетеросексуал | гей | лесбиянка | бисексуал
MEDICAL_CONDITION = сахарный диабет 2 типа | артериальная гипертензия | бронхиальная астма | депрессия | мигрень | эпилепсия
MEDICATION = метформин | амлодипин | сальбутамол | сертралин | левотироксин | инсулин гларгин
JOB_TITLE = программист | медсестра | бухгалтер | менеджер по продажам | учитель | электрик
""",
        code="ru",
        name="Russian",
        script="Cyrillic",
        spaces=True,
        faker_locale="ru_RU",
        faker_names=True,
        faker_places=False,
        postal_format="######",
        currency_format="{amount} ₽",
        number_style="space",
        percent_format="{n} %",
        gendered_surnames="slavic",
        notes="ru_RU's Faker cities carry settlement prefixes (д., г.), so places are built-in.",
    )
)


# --- Ukrainian ----------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Олена | Наталія | Оксана | Ірина | Тетяна | Юлія | Марія | Катерина | Анастасія | Олександр | Андрій | Сергій | Володимир | Дмитро | Іван | Максим | Богдан
last_names = Шевченко | Коваленко | Бондаренко | Ткаченко | Кравченко | Мельник | Бойко | Коваль | Олійник | Шевчук | Поліщук | Лисенко | Савчук | Руденко
cities = Київ | Харків | Одеса | Дніпро | Львів | Запоріжжя | Вінниця | Полтава | Чернігів | Івано-Франківськ
streets = вул. Шевченка | вул. Франка | вул. Садова | просп. Перемоги | вул. Грушевського | вул. Лесі Українки | вул. Соборна | бульв. Незалежності
regions = Київська область | Львівська область | Харківська область | Одеська область | Полтавська область | Вінницька область
months = січня | лютого | березня | квітня | травня | червня | липня | серпня | вересня | жовтня | листопада | грудня
date_formats = {dd}.{mm}.{yyyy} | {d} {month} {yyyy} р.
org_patterns = ТОВ «{last} і партнери» | ФОП {last} | ТОВ «{city}-Логістик» | Юридична фірма «{last}» | Стоматологія «{last}»
address_formats = {street}, буд. {number} | {street}, буд. {number}, кв. {n3}
birth_cues = народився | народилася | дата народження
speaker_words = Оператор | Клієнт
greeting = Добрий день

[intro]
Мене звати {PERSON}.
Добрий день, це {PERSON}.
Заявник: {PERSON}.
Пишу за дорученням клієнта: {PERSON}.

[contact]
Зі мною можна зв'язатися за телефоном {PHONE}.
Моя електронна пошта: {EMAIL}.
Телефонуйте за номером {PHONE} або пишіть на {EMAIL}.

[address]
Моя адреса: {POSTAL_CODE}, м. {CITY}, {STREET_ADDRESS}.
Прошу надіслати документи за адресою: {POSTAL_CODE}, {LOCATION}, м. {CITY}, {STREET_ADDRESS}.
Нова адреса: м. {CITY}, {STREET_ADDRESS}.

[dob]
Дата народження: {DOB}.
Моя дата народження — {DOB}.

[id]
Перевірте, будь ласка, номер {ID} у вашій системі.
Номер у моїй справі: {ID}.
Надсилаю номер повторно: {ID}.

[finance]
Платіжні реквізити: {FIN}.
Будь ласка, звірте ці дані з банком: {FIN}.
Для оплати вказано реквізити: {FIN}.

[health]
Діагноз: {MEDICAL_CONDITION}.
Препарати, які я приймаю: {MEDICATION}.
Діагноз: {MEDICAL_CONDITION}; призначено: {MEDICATION}.

[appointment]
Ваш прийом призначено на {DATE}.
Зустріч перенесено на {DATE}.

[org]
Місце роботи: {ORGANIZATION}.
Я працюю в компанії {ORGANIZATION}.

[online]
Мій логін: {USERNAME}.
Останній вхід було виконано з адреси {IP_ADDRESS}.
Мій особистий сайт: {URL_PERSONAL}.

[secret]
Ось те, що ви просили: {SECRET}
Нікому це не повідомляйте: {SECRET}
Код від облікового запису: {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} — {VALUE}

[filler]
Дякуємо за звернення.
Якщо знадобиться щось іще, напишіть.
Чекаю на вашу відповідь.
У святкові дні офіс не працює.
Ми відповімо протягом двох робочих днів.
Збережіть цей лист.
Вибачте за затримку з відповіддю.
Якщо виникнуть запитання, просто дайте відповідь на цей лист.
Уважно прочитайте доданий документ.

[negative]
Замовлення {ORDER_NUMBER} відправлено, номер відстеження: {TRACKING_NUMBER}.
Рахунок {INVOICE_NUMBER} на суму {AMOUNT} потрібно сплатити до кінця місяця.
Версія {VERSION} вийшла {PUBLIC_DATE}.
[{TIMESTAMP}] Сервіс на {LOOPBACK_IP} повернув код {HTTP_STATUS}.
Вакансія: {JOB_TITLE}, офіс: {PLACE}.
На товар {PRODUCT_SKU} цього тижня знижка {PERCENTAGE}.
Навчання відбудеться в аудиторії {ROOM_NUMBER}.
Помилку {ERROR_CODE} виправлено в коміті {COMMIT_HASH}.
Туристичний потік (місто {PLACE}) торік зріс на {PERCENTAGE}.
Нова ціна на {PRODUCT_SKU}: {AMOUNT}.
Міський голова {PUBLIC_FIGURE} відкриє новий міст у суботу.
«Продажі зросли на {PERCENTAGE}», — заявляє журналістам генеральний директор компанії {PUBLIC_FIGURE}.

[field_names]
PERSON = ПІБ
DOB = Дата народження
GENDER = Стать
NATIONALITY = Громадянство
PHONE = Телефон
EMAIL = Електронна пошта
STREET_ADDRESS = Адреса
CITY = Місто
POSTAL_CODE = Поштовий індекс
LOCATION = Область
ORGANIZATION = Місце роботи
DATE = Дата прийому
USERNAME = Логін
IP_ADDRESS = IP-адреса
URL_PERSONAL = Сайт
MEDICAL_CONDITION = Діагноз
MEDICATION = Препарати
NATIONAL_ID = УНЗР
PASSPORT_NUMBER = Номер закордонного паспорта
DRIVERS_LICENSE = Номер посвідчення водія
SSN = Номер соціального страхування (US SSN)
TAX_ID = Податковий номер
VOTER_ID = Номер виборця
CUSTOMER_ID = Номер клієнта
CASE_NUMBER = Номер справи
EMPLOYEE_ID = Табельний номер
STUDENT_ID = Номер студентського квитка
MEDICAL_RECORD_NUMBER = Номер медичної картки
HEALTH_INSURANCE_ID = Номер страхового поліса
VIN = VIN-код
VEHICLE_PLATE = Номерний знак
DEVICE_ID = Ідентифікатор пристрою
MAC_ADDRESS = MAC-адреса
BIOMETRIC_ID = Біометричний ідентифікатор
BANK_ACCOUNT = Номер рахунку
IBAN = IBAN
ROUTING_NUMBER = МФО банку
SWIFT_BIC = SWIFT-код
CREDIT_CARD = Номер картки
CARD_EXPIRY = Термін дії
CVV = CVV-код
CRYPTO_WALLET = Адреса гаманця
PASSWORD = Пароль
API_KEY = API-ключ
PIN = PIN-код
SECURITY_ANSWER = Відповідь на контрольне питання
AGE = Вік
ETHNICITY = Національність
RELIGION = Віросповідання
POLITICAL_AFFILIATION = Політичні погляди
SEXUAL_ORIENTATION = Сексуальна орієнтація
BLOOD_TYPE = Група крові
SALARY = Заробітна плата
GPS_COORDINATES = GPS-координати
SIGNATURE = Підпис
INSURANCE_POLICY_NUMBER = Номер страхового договору

[vocab]
GENDER = жіноча | чоловіча
NATIONALITY = українське | польське | молдовське | грузинське | литовське
ETHNICITY = українець | кримська татарка | угорець | румун | болгарин
RELIGION = православна | греко-католицька | римо-католицька | мусульманин | юдей | атеїст
POLITICAL_AFFILIATION = консерватор | ліберал | соціал-демократ | прихильник зелених
SEXUAL_ORIENTATION = гетеросексуал | гей | лесбійка | бісексуал
MEDICAL_CONDITION = цукровий діабет 2 типу | артеріальна гіпертензія | бронхіальна астма | депресія | мігрень | епілепсія
MEDICATION = метформін | амлодипін | сальбутамол | сертралін | левотироксин | інсулін гларгін
JOB_TITLE = програміст | медсестра | бухгалтер | менеджер з продажу | вчитель | електрик
""",
        code="uk",
        name="Ukrainian",
        script="Cyrillic",
        spaces=True,
        faker_locale="uk_UA",
        faker_names=True,
        faker_places=False,
        postal_format="#####",
        currency_format="{amount} грн",
        number_style="space",
        gendered_surnames="slavic",
        notes="uk_UA's Faker cities carry the prefix 'місто', so places are built-in.",
    )
)


# --- Greek --------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Μαρία | Ελένη | Αικατερίνη | Βασιλική | Σοφία | Γεωργία | Δήμητρα | Ιωάννα | Χριστίνα | Γιώργος | Δημήτρης | Νίκος | Κωνσταντίνος | Γιάννης | Παναγιώτης | Βασίλης | Αλέξανδρος
last_names = Γεωργίου | Δημητρίου | Νικολάου | Ιωάννου | Αντωνίου | Κωνσταντίνου | Οικονόμου | Παπαδάκης | Γεωργιάδης | Αλεξανδρίδης | Χριστοδούλου | Αθανασίου
cities = Αθήνα | Θεσσαλονίκη | Πάτρα | Ηράκλειο | Λάρισα | Βόλος | Ιωάννινα | Χανιά | Καλαμάτα | Καβάλα
streets = Ερμού | Σταδίου | Πανεπιστημίου | Αγίου Δημητρίου | Ελευθερίου Βενιζέλου | Κηφισίας | Αθηνάς | Τσιμισκή
regions = Αττική | Κεντρική Μακεδονία | Κρήτη | Θεσσαλία | Δυτική Ελλάδα | Ήπειρος | Πελοπόννησος
months = Ιανουαρίου | Φεβρουαρίου | Μαρτίου | Απριλίου | Μαΐου | Ιουνίου | Ιουλίου | Αυγούστου | Σεπτεμβρίου | Οκτωβρίου | Νοεμβρίου | Δεκεμβρίου
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy}
org_patterns = {last} Α.Ε. | {last} & Συνεργάτες | Μεταφορές {last} Ο.Ε. | Φροντιστήριο {last} | Τεχνική εταιρεία {last}
address_formats = {street} {number}
birth_cues = γεννήθηκα | ημερομηνία γέννησης | γεν.
speaker_words = Εκπρόσωπος | Πελάτης
greeting = Καλημέρα σας

[intro]
Ονομάζομαι {PERSON}.
Γεια σας, είμαι {PERSON}.
Ονοματεπώνυμο αιτούντος: {PERSON}.

[contact]
Μπορείτε να με βρείτε στο {PHONE}.
Η διεύθυνση email μου είναι {EMAIL}.
Καλέστε στο {PHONE} ή στείλτε email στο {EMAIL}.

[address]
Η διεύθυνσή μου είναι {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Παρακαλώ στείλτε τα έγγραφα στη διεύθυνση: {STREET_ADDRESS}, {POSTAL_CODE} {CITY}, {LOCATION}.
Νέα διεύθυνση: {STREET_ADDRESS}, {CITY}.

[dob]
Ημερομηνία γέννησης: {DOB}.
Γεννήθηκα στις {DOB}.

[id]
Παρακαλώ ελέγξτε τον αριθμό {ID} στο σύστημά σας.
Ο αριθμός αναφοράς του φακέλου μου είναι {ID}.
Σας στέλνω ξανά τον αριθμό: {ID}.

[finance]
Στοιχεία πληρωμής: {FIN}.
Παρακαλώ επιβεβαιώστε αυτά τα στοιχεία με την τράπεζα: {FIN}.
Για την πληρωμή δήλωσα {FIN}.

[health]
Διάγνωση: {MEDICAL_CONDITION}.
Παίρνω καθημερινά {MEDICATION}.
Διάγνωση: {MEDICAL_CONDITION}. Αγωγή: {MEDICATION}.

[appointment]
Το ραντεβού σας είναι στις {DATE}.
Η συνάντηση μεταφέρθηκε για τις {DATE}.

[org]
Εργάζομαι στην εταιρεία {ORGANIZATION}.
Εργοδότης: {ORGANIZATION}.

[online]
Το όνομα χρήστη μου είναι {USERNAME}.
Η τελευταία σύνδεση έγινε από τη διεύθυνση {IP_ADDRESS}.
Η προσωπική μου σελίδα: {URL_PERSONAL}.

[secret]
Ορίστε αυτό που ζητήσατε: {SECRET}
Μην το μοιραστείτε με κανέναν: {SECRET}
Ο κωδικός του λογαριασμού είναι {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} – {VALUE}

[filler]
Ευχαριστούμε για το μήνυμά σας.
Ενημερώστε με αν χρειάζεστε κάτι άλλο.
Περιμένω την απάντησή σας.
Το γραφείο είναι κλειστό τις αργίες.
Θα σας απαντήσουμε μέσα σε δύο εργάσιμες ημέρες.
Κρατήστε αυτό το μήνυμα για το αρχείο σας.
Συγγνώμη για την καθυστέρηση στην απάντηση.
Για οποιαδήποτε απορία, απαντήστε σε αυτό το μήνυμα.
Διαβάστε προσεκτικά το συνημμένο έγγραφο.

[negative]
Η παραγγελία {ORDER_NUMBER} στάλθηκε· αριθμός αποστολής: {TRACKING_NUMBER}.
Το τιμολόγιο {INVOICE_NUMBER} ύψους {AMOUNT} λήγει στο τέλος του μήνα.
Η έκδοση {VERSION} κυκλοφόρησε στις {PUBLIC_DATE}.
[{TIMESTAMP}] Η υπηρεσία στο {LOOPBACK_IP} επέστρεψε κωδικό {HTTP_STATUS}.
Θέση εργασίας: {JOB_TITLE}, γραφείο: {PLACE}.
Το προϊόν {PRODUCT_SKU} έχει έκπτωση {PERCENTAGE} αυτή την εβδομάδα.
Η εκπαίδευση θα γίνει στην αίθουσα {ROOM_NUMBER}.
Το σφάλμα {ERROR_CODE} διορθώθηκε στην αλλαγή {COMMIT_HASH}.
Ο τουρισμός (περιοχή: {PLACE}) αυξήθηκε κατά {PERCENTAGE} πέρσι.
Η νέα τιμή του {PRODUCT_SKU} είναι {AMOUNT}.
{PUBLIC_FIGURE}, δήμαρχος της πόλης, θα εγκαινιάσει τη νέα γέφυρα το Σάββατο.
«Οι πωλήσεις αυξήθηκαν κατά {PERCENTAGE}», δηλώνει στους δημοσιογράφους {PUBLIC_FIGURE}, επικεφαλής του ομίλου.

[field_names]
PERSON = Ονοματεπώνυμο
DOB = Ημερομηνία γέννησης
GENDER = Φύλο
NATIONALITY = Υπηκοότητα
PHONE = Τηλέφωνο
EMAIL = Ηλεκτρονικό ταχυδρομείο
STREET_ADDRESS = Διεύθυνση
CITY = Πόλη
POSTAL_CODE = Ταχυδρομικός κώδικας
LOCATION = Περιφέρεια
ORGANIZATION = Εργοδότης
DATE = Ημερομηνία ραντεβού
USERNAME = Όνομα χρήστη
IP_ADDRESS = Διεύθυνση IP
URL_PERSONAL = Ιστοσελίδα
MEDICAL_CONDITION = Διάγνωση
MEDICATION = Φαρμακευτική αγωγή
NATIONAL_ID = ΑΜΚΑ
PASSPORT_NUMBER = Αριθμός διαβατηρίου
DRIVERS_LICENSE = Αριθμός άδειας οδήγησης
SSN = Αριθμός κοινωνικής ασφάλισης (US SSN)
TAX_ID = ΑΦΜ
VOTER_ID = Εκλογικός αριθμός
CUSTOMER_ID = Κωδικός πελάτη
CASE_NUMBER = Αριθμός υπόθεσης
EMPLOYEE_ID = Αριθμός μητρώου υπαλλήλου
STUDENT_ID = Αριθμός μητρώου φοιτητή
MEDICAL_RECORD_NUMBER = Αριθμός ιατρικού φακέλου
HEALTH_INSURANCE_ID = Αριθμός ασφαλισμένου
VIN = Αριθμός πλαισίου
VEHICLE_PLATE = Αριθμός κυκλοφορίας
DEVICE_ID = Αναγνωριστικό συσκευής
MAC_ADDRESS = Διεύθυνση MAC
BIOMETRIC_ID = Βιομετρικό αναγνωριστικό
BANK_ACCOUNT = Αριθμός λογαριασμού
IBAN = IBAN
ROUTING_NUMBER = Κωδικός τράπεζας
SWIFT_BIC = Κωδικός SWIFT
CREDIT_CARD = Αριθμός κάρτας
CARD_EXPIRY = Ημερομηνία λήξης
CVV = Κωδικός ασφαλείας κάρτας
CRYPTO_WALLET = Διεύθυνση πορτοφολιού
PASSWORD = Κωδικός πρόσβασης
API_KEY = Κλειδί API
PIN = Κωδικός PIN
SECURITY_ANSWER = Απάντηση ερώτησης ασφαλείας
AGE = Ηλικία
ETHNICITY = Εθνοτική καταγωγή
RELIGION = Θρήσκευμα
POLITICAL_AFFILIATION = Πολιτική τοποθέτηση
SEXUAL_ORIENTATION = Σεξουαλικός προσανατολισμός
BLOOD_TYPE = Ομάδα αίματος
SALARY = Μισθός
GPS_COORDINATES = Συντεταγμένες GPS
SIGNATURE = Υπογραφή
INSURANCE_POLICY_NUMBER = Αριθμός ασφαλιστηρίου

[vocab]
GENDER = γυναίκα | άνδρας
NATIONALITY = ελληνική | κυπριακή | αλβανική | βουλγαρική | ρουμανική
ETHNICITY = ποντιακής καταγωγής | αλβανικής καταγωγής | αρμενικής καταγωγής | Ρομά
RELIGION = ορθόδοξος χριστιανός | καθολικός | μουσουλμάνος | εβραίος | άθεος
POLITICAL_AFFILIATION = συντηρητικός | φιλελεύθερος | σοσιαλδημοκράτης | αριστερός | οικολόγος
SEXUAL_ORIENTATION = ετεροφυλόφιλος | ομοφυλόφιλος | αμφιφυλόφιλος | λεσβία
MEDICAL_CONDITION = σακχαρώδης διαβήτης τύπου 2 | υπέρταση | άσθμα | κατάθλιψη | ημικρανία | επιληψία
MEDICATION = μετφορμίνη | αμλοδιπίνη | σαλβουταμόλη | σερτραλίνη | λεβοθυροξίνη | ινσουλίνη γλαργίνη
JOB_TITLE = προγραμματιστής | νοσηλεύτρια | λογιστής | διευθυντής πωλήσεων | δασκάλα | ηλεκτρολόγος
""",
        code="el",
        name="Greek",
        script="Greek",
        spaces=True,
        faker_locale="el_GR",
        faker_names=True,
        faker_places=True,
        postal_format="### ##",
        currency_format="{amount} €",
        number_style="dot",
        gendered_surnames="greek",
    )
)


# --- Turkish ------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Ayşe | Fatma | Emine | Zeynep | Elif | Merve | Esra | Hatice | Mehmet | Mustafa | Ahmet | Ali | Hüseyin | Hasan | Murat | Emre | Burak
last_names = Yılmaz | Kaya | Demir | Şahin | Çelik | Yıldız | Yıldırım | Öztürk | Aydın | Özdemir | Arslan | Doğan
cities = İstanbul | Ankara | İzmir | Bursa | Antalya | Konya | Adana | Gaziantep | Kayseri | Eskişehir
streets = Atatürk Caddesi | Cumhuriyet Caddesi | İstiklal Caddesi | Gazi Mustafa Kemal Bulvarı | Çiçek Sokak | Lale Sokak | Okul Sokak | Bahçe Sokak
regions = Kadıköy | Çankaya | Karşıyaka | Nilüfer | Muratpaşa | Selçuklu | Seyhan
months = Ocak | Şubat | Mart | Nisan | Mayıs | Haziran | Temmuz | Ağustos | Eylül | Ekim | Kasım | Aralık
date_formats = {dd}.{mm}.{yyyy} | {d} {month} {yyyy}
org_patterns = {last} Hukuk Bürosu | {last} Lojistik A.Ş. | {last} İnşaat Ltd. Şti. | {last} Diş Kliniği | {last} Gıda Sanayi A.Ş.
address_formats = {street} No: {number} | {street} No: {number} Daire: {n3}
birth_cues = doğum tarihi | doğdu | doğumlu
speaker_words = Temsilci | Müşteri
greeting = Merhaba

[intro]
Benim adım {PERSON}.
Merhaba, ben {PERSON}.
Başvuru sahibi: {PERSON}.
Müvekkilim adına yazıyorum: {PERSON}.

[contact]
Bana {PHONE} numarasından ulaşabilirsiniz.
E-posta adresim: {EMAIL}.
{PHONE} numarasını arayın ya da {EMAIL} adresine yazın.

[address]
Adresim: {STREET_ADDRESS}, {LOCATION}, {POSTAL_CODE} {CITY}.
Belgeleri şu adrese gönderin: {STREET_ADDRESS}, {POSTAL_CODE} {CITY}.
Yeni adres: {STREET_ADDRESS}, {CITY}.

[dob]
Doğum tarihim: {DOB}.
Doğum tarihi: {DOB}.

[id]
Lütfen {ID} numarasını sisteminizde kontrol edin.
Dosyamdaki referans numarası: {ID}.
Numarayı tekrar gönderiyorum: {ID}.

[finance]
Ödeme bilgileri: {FIN}.
Lütfen bu bilgileri bankayla teyit edin: {FIN}.
Ödeme için şu bilgiyi verdim: {FIN}.

[health]
Geçen yıl bana {MEDICAL_CONDITION} teşhisi konuldu.
Her sabah {MEDICATION} kullanıyorum.
Tanı: {MEDICAL_CONDITION}. Tedavi: {MEDICATION}.

[appointment]
Randevunuz {DATE} tarihinde.
Toplantı {DATE} tarihine ertelendi.

[org]
{ORGANIZATION} şirketinde çalışıyorum.
İşveren: {ORGANIZATION}.

[online]
Kullanıcı adım: {USERNAME}.
Son giriş {IP_ADDRESS} adresinden yapıldı.
Kişisel sitem: {URL_PERSONAL}.

[secret]
İstediğiniz bilgi: {SECRET}
Lütfen bunu kimseyle paylaşmayın: {SECRET}
Hesabın kodu: {SECRET}

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Mesajınız için teşekkür ederiz.
Başka bir şeye ihtiyacınız olursa haber verin.
Yanıtınızı bekliyorum.
Resmi tatillerde ofis kapalıdır.
İki iş günü içinde size dönüş yapacağız.
Lütfen bu mesajı saklayın.
Geç yanıt verdiğim için özür dilerim.
Sorularınız olursa bu mesajı yanıtlamanız yeterli.
Lütfen ekteki belgeyi dikkatle okuyun.

[negative]
{ORDER_NUMBER} numaralı sipariş kargoya verildi; takip numarası: {TRACKING_NUMBER}.
{AMOUNT} tutarındaki {INVOICE_NUMBER} numaralı faturanın son ödeme günü ay sonu.
{VERSION} sürümü {PUBLIC_DATE} tarihinde yayımlandı.
[{TIMESTAMP}] {LOOPBACK_IP} üzerindeki servis {HTTP_STATUS} kodu döndürdü.
İş ilanı: {JOB_TITLE}, çalışma yeri: {PLACE}.
{PRODUCT_SKU} kodlu ürün bu hafta {PERCENTAGE} indirimli.
Eğitim {ROOM_NUMBER} numaralı salonda yapılacak.
{ERROR_CODE} hatası {COMMIT_HASH} numaralı değişiklikte düzeltildi.
Turizm geliri (şehir: {PLACE}) geçen yıl {PERCENTAGE} arttı.
{PRODUCT_SKU} kodlu ürünün yeni fiyatı {AMOUNT}.
Belediye Başkanı {PUBLIC_FIGURE}, yeni köprüyü dün törenle açtı.
"Satışlar {PERCENTAGE} arttı" dedi şirketin genel müdürü {PUBLIC_FIGURE}.

[field_names]
PERSON = Ad Soyad
DOB = Doğum tarihi
GENDER = Cinsiyet
NATIONALITY = Uyruk
PHONE = Telefon
EMAIL = E-posta
STREET_ADDRESS = Adres
CITY = İl
POSTAL_CODE = Posta kodu
LOCATION = İlçe
ORGANIZATION = İşveren
DATE = Randevu tarihi
USERNAME = Kullanıcı adı
IP_ADDRESS = IP adresi
URL_PERSONAL = Web sitesi
MEDICAL_CONDITION = Tanı
MEDICATION = İlaçlar
NATIONAL_ID = T.C. Kimlik No
PASSPORT_NUMBER = Pasaport numarası
DRIVERS_LICENSE = Ehliyet numarası
SSN = Sosyal güvenlik numarası (US SSN)
TAX_ID = Vergi numarası
VOTER_ID = Seçmen numarası
CUSTOMER_ID = Müşteri numarası
CASE_NUMBER = Dosya numarası
EMPLOYEE_ID = Personel numarası
STUDENT_ID = Öğrenci numarası
MEDICAL_RECORD_NUMBER = Hasta dosya numarası
HEALTH_INSURANCE_ID = Sağlık sigortası numarası
VIN = Şasi numarası
VEHICLE_PLATE = Plaka
DEVICE_ID = Cihaz kimliği
MAC_ADDRESS = MAC adresi
BIOMETRIC_ID = Biyometrik kimlik
BANK_ACCOUNT = Hesap numarası
IBAN = IBAN
ROUTING_NUMBER = Banka kodu
SWIFT_BIC = SWIFT kodu
CREDIT_CARD = Kart numarası
CARD_EXPIRY = Son kullanma tarihi
CVV = Güvenlik kodu
CRYPTO_WALLET = Cüzdan adresi
PASSWORD = Şifre
API_KEY = API anahtarı
PIN = PIN kodu
SECURITY_ANSWER = Güvenlik sorusunun cevabı
AGE = Yaş
ETHNICITY = Etnik köken
RELIGION = Din
POLITICAL_AFFILIATION = Siyasi görüş
SEXUAL_ORIENTATION = Cinsel yönelim
BLOOD_TYPE = Kan grubu
SALARY = Maaş
GPS_COORDINATES = GPS koordinatları
SIGNATURE = İmza
INSURANCE_POLICY_NUMBER = Poliçe numarası

[vocab]
GENDER = kadın | erkek
NATIONALITY = Türk | Azerbaycanlı | Alman | Suriyeli | Bulgar
ETHNICITY = Kürt | Laz | Çerkes | Arap | Zaza
RELIGION = Müslüman | Hristiyan | Alevi | Yahudi | ateist
POLITICAL_AFFILIATION = muhafazakâr | liberal | sosyal demokrat | milliyetçi | çevreci
SEXUAL_ORIENTATION = heteroseksüel | eşcinsel | biseksüel
MEDICAL_CONDITION = tip 2 diyabet | hipertansiyon | astım | depresyon | migren | epilepsi
MEDICATION = metformin | amlodipin | salbutamol | sertralin | levotiroksin | insülin glarjin
JOB_TITLE = yazılım mühendisi | hemşire | muhasebeci | satış müdürü | öğretmen | elektrikçi
""",
        code="tr",
        name="Turkish",
        script="Latin",
        spaces=True,
        faker_locale="tr_TR",
        faker_names=True,
        faker_places=False,
        postal_format="#####",
        currency_format="{amount} TL",
        number_style="dot",
        percent_format="%{n}",
        notes="tr_TR's Faker addresses fall back to en_US, so places are built-in.",
    )
)


# --- Arabic -------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = محمد | أحمد | علي | عمر | خالد | يوسف | إبراهيم | حسن | فاطمة | عائشة | مريم | نور | سارة | ليلى | هدى | زينب | خديجة
last_names = العلي | الأحمد | الحسن | الخطيب | المصري | الشامي | النجار | الحداد | السيد | عبد الله | إبراهيم | يوسف
cities = القاهرة | الرياض | جدة | عمّان | الدوحة | دبي | بيروت | الدار البيضاء | تونس | الإسكندرية
streets = شارع النيل | شارع الجمهورية | شارع الحرية | شارع الاستقلال | شارع الجامعة | طريق المطار | شارع السلام | شارع الملك عبد العزيز
regions = المنطقة الشرقية | منطقة مكة المكرمة | محافظة الجيزة | محافظة إربد | إمارة الشارقة | محافظة حولي
months = يناير | فبراير | مارس | أبريل | مايو | يونيو | يوليو | أغسطس | سبتمبر | أكتوبر | نوفمبر | ديسمبر
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy}
org_patterns = شركة {last} للتجارة | مكتب {last} للمحاماة | عيادة {last} لطب الأسنان | مؤسسة {last} للنقل | مخبز {last}
address_formats = {street}، رقم {number} | {number} {street}
birth_cues = تاريخ الميلاد | مواليد | وُلد | وُلدت
speaker_words = الموظف | العميل
greeting = مرحبًا

[intro]
اسمي {PERSON}.
مرحبًا، معك {PERSON}.
مقدم الطلب: {PERSON}.
أكتب نيابةً عن موكلي {PERSON}.

[contact]
يمكنك التواصل معي على الرقم {PHONE}.
بريدي الإلكتروني هو {EMAIL}.
اتصل بي على {PHONE} أو راسلني على {EMAIL}.

[address]
عنواني: {STREET_ADDRESS}، {CITY}، الرمز البريدي {POSTAL_CODE}.
يرجى إرسال المستندات إلى: {STREET_ADDRESS}، {LOCATION}، {CITY} {POSTAL_CODE}.
العنوان الجديد: {STREET_ADDRESS}، {CITY}.

[dob]
تاريخ الميلاد: {DOB}.
وُلدت في {DOB}.

[id]
يرجى التحقق من الرقم {ID} في نظامكم.
الرقم المرجعي في ملفي هو {ID}.
أرسل لكم الرقم مرة أخرى: {ID}.

[finance]
بيانات الدفع: {FIN}.
يرجى مطابقة هذه البيانات مع البنك: {FIN}.
استخدمت للدفع: {FIN}.

[health]
التشخيص: {MEDICAL_CONDITION}.
أتناول {MEDICATION} كل صباح.
التشخيص: {MEDICAL_CONDITION}، والعلاج الموصوف: {MEDICATION}.

[appointment]
موعدك يوم {DATE}.
تم تأجيل الاجتماع إلى {DATE}.

[org]
أعمل في {ORGANIZATION}.
جهة العمل: {ORGANIZATION}.

[online]
اسم المستخدم الخاص بي هو {USERNAME}.
تم آخر تسجيل دخول من العنوان {IP_ADDRESS}.
موقعي الشخصي: {URL_PERSONAL}.

[secret]
إليك ما طلبته: {SECRET}
لا تشارك هذا مع أي شخص: {SECRET}
رمز الحساب هو {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
شكرًا لتواصلك معنا.
أخبرني إذا احتجت إلى أي شيء آخر.
بانتظار ردكم.
المكتب مغلق في أيام العطل الرسمية.
سنرد عليك خلال يومي عمل.
يرجى الاحتفاظ بهذه الرسالة.
أعتذر عن التأخر في الرد.
إذا كانت لديك أي أسئلة، فقط رد على هذه الرسالة.
يرجى قراءة المستند المرفق بعناية.

[negative]
تم شحن الطلب {ORDER_NUMBER}، ورقم التتبع هو {TRACKING_NUMBER}.
تستحق الفاتورة {INVOICE_NUMBER} بقيمة {AMOUNT} في نهاية الشهر.
صدر الإصدار {VERSION} في {PUBLIC_DATE}.
[{TIMESTAMP}] أعادت الخدمة على {LOOPBACK_IP} الرمز {HTTP_STATUS}.
وظيفة شاغرة: {JOB_TITLE}، مقر العمل: {PLACE}.
خصم {PERCENTAGE} على المنتج {PRODUCT_SKU} هذا الأسبوع.
ستُعقد الدورة التدريبية في القاعة {ROOM_NUMBER}.
تم إصلاح الخطأ {ERROR_CODE} في التعديل {COMMIT_HASH}.
نمت السياحة في {PLACE} بنسبة {PERCENTAGE} العام الماضي.
السعر الجديد للمنتج {PRODUCT_SKU} هو {AMOUNT}.
حفل افتتاح الجسر الجديد برعاية رئيس المدينة {PUBLIC_FIGURE}.
بحسب الرئيس التنفيذي للشركة {PUBLIC_FIGURE}، ارتفعت المبيعات بنسبة {PERCENTAGE}.

[field_names]
PERSON = الاسم الكامل
DOB = تاريخ الميلاد
GENDER = الجنس
NATIONALITY = الجنسية
PHONE = رقم الهاتف
EMAIL = البريد الإلكتروني
STREET_ADDRESS = العنوان
CITY = المدينة
POSTAL_CODE = الرمز البريدي
LOCATION = المنطقة
ORGANIZATION = جهة العمل
DATE = تاريخ الموعد
USERNAME = اسم المستخدم
IP_ADDRESS = عنوان IP
URL_PERSONAL = الموقع الإلكتروني
MEDICAL_CONDITION = التشخيص
MEDICATION = الأدوية
NATIONAL_ID = الرقم القومي
PASSPORT_NUMBER = رقم جواز السفر
DRIVERS_LICENSE = رقم رخصة القيادة
SSN = رقم الضمان الاجتماعي (US SSN)
TAX_ID = الرقم الضريبي
VOTER_ID = رقم الناخب
CUSTOMER_ID = رقم العميل
CASE_NUMBER = رقم القضية
EMPLOYEE_ID = الرقم الوظيفي
STUDENT_ID = الرقم الجامعي
MEDICAL_RECORD_NUMBER = رقم الملف الطبي
HEALTH_INSURANCE_ID = رقم بطاقة التأمين الصحي
VIN = رقم الهيكل
VEHICLE_PLATE = رقم اللوحة
DEVICE_ID = معرّف الجهاز
MAC_ADDRESS = عنوان MAC
BIOMETRIC_ID = المعرّف الحيوي
BANK_ACCOUNT = رقم الحساب
IBAN = رقم الآيبان
ROUTING_NUMBER = رمز البنك
SWIFT_BIC = رمز السويفت
CREDIT_CARD = رقم البطاقة
CARD_EXPIRY = تاريخ الانتهاء
CVV = رمز التحقق
CRYPTO_WALLET = عنوان المحفظة
PASSWORD = كلمة المرور
API_KEY = مفتاح API
PIN = الرقم السري
SECURITY_ANSWER = إجابة سؤال الأمان
AGE = العمر
ETHNICITY = الأصل العرقي
RELIGION = الديانة
POLITICAL_AFFILIATION = الانتماء السياسي
SEXUAL_ORIENTATION = التوجه الجنسي
BLOOD_TYPE = فصيلة الدم
SALARY = الراتب
GPS_COORDINATES = إحداثيات الموقع
SIGNATURE = التوقيع
INSURANCE_POLICY_NUMBER = رقم وثيقة التأمين

[vocab]
GENDER = أنثى | ذكر
NATIONALITY = مصري | سعودي | أردني | مغربي | لبناني | سوري
ETHNICITY = عربي | كردي | أمازيغي | تركماني | نوبي
RELIGION = مسلم | مسيحي | سني | شيعي | درزي
POLITICAL_AFFILIATION = محافظ | ليبرالي | يساري | قومي | مستقل
SEXUAL_ORIENTATION = مغاير الجنس | مثلي | مزدوج الميول
MEDICAL_CONDITION = السكري من النوع الثاني | ارتفاع ضغط الدم | الربو | الاكتئاب | الصداع النصفي | الصرع
MEDICATION = ميتفورمين | أملوديبين | سالبوتامول | سيرترالين | ليفوثيروكسين | إنسولين جلارجين
JOB_TITLE = مهندس برمجيات | ممرضة | محاسب | مدير مبيعات | معلمة | كهربائي
""",
        code="ar",
        name="Arabic",
        script="Arabic",
        spaces=True,
        faker_locale="ar_AA",
        faker_names=True,
        faker_places=False,
        postal_format="#####",
        currency_format="{amount} ريال",
        number_style="comma",
        notes="ar_AA supplies names only: its addresses fall back to en_US, so places are built-in.",
    )
)


# --- Hebrew -------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = נועה | מאיה | תמר | שירה | יעל | מיכל | רחל | אורית | דנה | יוסי | דוד | משה | אבי | איתי | עומר | יונתן | אורי
last_names = כהן | לוי | מזרחי | פרץ | ביטון | דהן | אברהם | פרידמן | אזולאי | שפירא | גבאי | אוחיון
cities = תל אביב | ירושלים | חיפה | באר שבע | ראשון לציון | פתח תקווה | נתניה | אשדוד | רמת גן | הרצליה
streets = הרצל | רוטשילד | ויצמן | בן גוריון | ז'בוטינסקי | הנביאים | הגפן | האלון
regions = מחוז המרכז | מחוז הצפון | מחוז חיפה | מחוז הדרום | מחוז ירושלים | מחוז תל אביב
months = ינואר | פברואר | מרץ | אפריל | מאי | יוני | יולי | אוגוסט | ספטמבר | אוקטובר | נובמבר | דצמבר
date_formats = {dd}/{mm}/{yyyy} | {d} ב{month} {yyyy} | {dd}.{mm}.{yyyy}
org_patterns = {last} ושות׳ – עורכי דין | {last} הובלות בע״מ | מרפאת {last} | {last} הנדסה בע״מ | מאפיית {last}
address_formats = {street} {number} | רחוב {street} {number}
birth_cues = נולד | נולדה | תאריך לידה
speaker_words = נציג | לקוח
greeting = שלום

[intro]
שמי {PERSON}.
שלום, כאן {PERSON}.
שם המבקש: {PERSON}.

[contact]
אפשר להשיג אותי בטלפון {PHONE}.
כתובת הדוא״ל שלי היא {EMAIL}.
התקשרו אליי למספר {PHONE} או כתבו אל {EMAIL}.

[address]
הכתובת שלי: {STREET_ADDRESS}, {CITY}, מיקוד {POSTAL_CODE}.
נא לשלוח את המסמכים לכתובת: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
כתובת חדשה: {STREET_ADDRESS}, {CITY}, {LOCATION}.

[dob]
תאריך לידה: {DOB}.
נולדתי בתאריך {DOB}.

[id]
נא לבדוק את המספר {ID} במערכת שלכם.
מספר האסמכתה בתיק שלי הוא {ID}.
מצורף שוב המספר: {ID}.

[finance]
פרטי תשלום: {FIN}.
נא לאמת את הפרטים האלה מול הבנק: {FIN}.
לתשלום נמסרו הפרטים: {FIN}.

[health]
בשנה שעברה אובחנתי עם {MEDICAL_CONDITION}.
טיפול תרופתי: {MEDICATION}.
אבחנה: {MEDICAL_CONDITION}; טיפול: {MEDICATION}.

[appointment]
התור שלך נקבע לתאריך {DATE}.
הפגישה נדחתה לתאריך {DATE}.

[org]
מקום העבודה שלי הוא {ORGANIZATION}.
מקום עבודה: {ORGANIZATION}.

[online]
שם המשתמש שלי הוא {USERNAME}.
הכניסה האחרונה בוצעה מהכתובת {IP_ADDRESS}.
האתר האישי שלי: {URL_PERSONAL}.

[secret]
הנה מה שביקשת: {SECRET}
אל תשתפו את זה עם אף אחד: {SECRET}
הקוד לחשבון הוא {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
תודה שפניתם אלינו.
אשמח לעזור אם צריך עוד משהו.
מחכה לתשובתכם.
המשרד סגור בחגים.
נחזור אליכם תוך שני ימי עבודה.
נא לשמור הודעה זו.
סליחה על העיכוב בתשובה.
לכל שאלה, פשוט השיבו להודעה זו.
נא לקרוא בעיון את המסמך המצורף.

[negative]
ההזמנה {ORDER_NUMBER} נשלחה; מספר מעקב: {TRACKING_NUMBER}.
חשבונית {INVOICE_NUMBER} על סך {AMOUNT} לתשלום עד סוף החודש.
גרסה {VERSION} יצאה בתאריך {PUBLIC_DATE}.
[{TIMESTAMP}] השירות בכתובת {LOOPBACK_IP} החזיר קוד {HTTP_STATUS}.
משרה פנויה: {JOB_TITLE}, מיקום: {PLACE}.
המוצר {PRODUCT_SKU} בהנחה של {PERCENTAGE} השבוע.
ההדרכה תתקיים בחדר {ROOM_NUMBER}.
השגיאה {ERROR_CODE} תוקנה בשינוי {COMMIT_HASH}.
התיירות בעיר {PLACE} גדלה ב-{PERCENTAGE} בשנה שעברה.
המחיר החדש של {PRODUCT_SKU} הוא {AMOUNT}.
טקס חנוכת הגשר החדש בהשתתפות ראש העירייה {PUBLIC_FIGURE}.
לדברי מנכ״ל החברה {PUBLIC_FIGURE}, המכירות עלו ב־{PERCENTAGE}.

[field_names]
PERSON = שם מלא
DOB = תאריך לידה
GENDER = מין
NATIONALITY = אזרחות
PHONE = טלפון
EMAIL = דוא״ל
STREET_ADDRESS = כתובת
CITY = עיר
POSTAL_CODE = מיקוד
LOCATION = מחוז
ORGANIZATION = מקום עבודה
DATE = תאריך התור
USERNAME = שם משתמש
IP_ADDRESS = כתובת IP
URL_PERSONAL = אתר אינטרנט
MEDICAL_CONDITION = אבחנה
MEDICATION = תרופות
NATIONAL_ID = מספר תעודת זהות
PASSPORT_NUMBER = מספר דרכון
DRIVERS_LICENSE = מספר רישיון נהיגה
SSN = מספר ביטוח לאומי (US SSN)
TAX_ID = מספר תיק במס הכנסה
VOTER_ID = מספר בוחר
CUSTOMER_ID = מספר לקוח
CASE_NUMBER = מספר תיק
EMPLOYEE_ID = מספר עובד
STUDENT_ID = מספר סטודנט
MEDICAL_RECORD_NUMBER = מספר תיק רפואי
HEALTH_INSURANCE_ID = מספר חבר בקופת חולים
VIN = מספר שלדה
VEHICLE_PLATE = מספר רישוי
DEVICE_ID = מזהה מכשיר
MAC_ADDRESS = כתובת MAC
BIOMETRIC_ID = מזהה ביומטרי
BANK_ACCOUNT = מספר חשבון
IBAN = מספר IBAN
ROUTING_NUMBER = מספר סניף
SWIFT_BIC = קוד SWIFT
CREDIT_CARD = מספר כרטיס
CARD_EXPIRY = תוקף
CVV = קוד אבטחה
CRYPTO_WALLET = כתובת ארנק
PASSWORD = סיסמה
API_KEY = מפתח API
PIN = קוד סודי
SECURITY_ANSWER = תשובה לשאלת אבטחה
AGE = גיל
ETHNICITY = מוצא
RELIGION = דת
POLITICAL_AFFILIATION = השתייכות פוליטית
SEXUAL_ORIENTATION = נטייה מינית
BLOOD_TYPE = סוג דם
SALARY = שכר
GPS_COORDINATES = קואורדינטות GPS
SIGNATURE = חתימה
INSURANCE_POLICY_NUMBER = מספר פוליסה

[vocab]
GENDER = נקבה | זכר
NATIONALITY = ישראלית | צרפתית | אמריקאית | רוסית | אתיופית
ETHNICITY = אשכנזי | מזרחי | ספרדי | יוצא אתיופיה | ערבי | דרוזי
RELIGION = יהודי | מוסלמי | נוצרי | דרוזי | חילוני
POLITICAL_AFFILIATION = ימני | שמאלני | מרכז | ליברלי | שמרן
SEXUAL_ORIENTATION = הטרוסקסואל | הומוסקסואל | לסבית | ביסקסואל
MEDICAL_CONDITION = סוכרת סוג 2 | יתר לחץ דם | אסתמה | דיכאון | מיגרנה | אפילפסיה
MEDICATION = מטפורמין | אמלודיפין | סלבוטמול | סרטרלין | לבותירוקסין | אינסולין גלרגין
JOB_TITLE = מהנדס תוכנה | אחות | רואה חשבון | מנהל מכירות | מורה | חשמלאי
""",
        code="he",
        name="Hebrew",
        script="Hebrew",
        spaces=True,
        faker_locale="he_IL",
        faker_names=True,
        faker_places=True,
        postal_format="#######",
        currency_format="{amount} ₪",
        number_style="comma",
    )
)


# --- Persian ------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = محمد | علی | حسین | رضا | مهدی | امیر | سعید | حمید | فاطمه | زهرا | مریم | سارا | نرگس | لیلا | مهسا | نازنین | الهام
last_names = محمدی | حسینی | رضایی | احمدی | موسوی | کریمی | جعفری | رحیمی | هاشمی | صادقی | کاظمی | قاسمی
cities = تهران | مشهد | اصفهان | شیراز | تبریز | کرج | اهواز | قم | رشت | کرمان
streets = خیابان ولیعصر | خیابان آزادی | خیابان انقلاب | بلوار کشاورز | خیابان شریعتی | کوچه بهار | خیابان فردوسی | بلوار میرداماد
regions = استان تهران | استان اصفهان | استان فارس | استان خراسان رضوی | استان گیلان | استان آذربایجان شرقی
months = ژانویه | فوریه | مارس | آوریل | مه | ژوئن | ژوئیه | اوت | سپتامبر | اکتبر | نوامبر | دسامبر
date_formats = {yyyy}/{mm}/{dd} | {d} {month} {yyyy}
org_patterns = شرکت بازرگانی {last} | دفتر وکالت {last} | کلینیک دندانپزشکی {last} | شرکت حمل‌ونقل {last} | نانوایی {last}
address_formats = {street}، پلاک {number} | {street}، پلاک {number}، واحد {n3}
birth_cues = تاریخ تولد | متولد | به دنیا آمد
speaker_words = کارشناس | مشتری
greeting = سلام

[intro]
اسم من {PERSON} است.
سلام، {PERSON} هستم.
نام متقاضی: {PERSON}.
از طرف موکلم، {PERSON}، می‌نویسم.

[contact]
می‌توانید با شماره {PHONE} با من تماس بگیرید.
ایمیل من {EMAIL} است.
با {PHONE} تماس بگیرید یا به {EMAIL} ایمیل بزنید.

[address]
نشانی من: {CITY}، {STREET_ADDRESS}، کد پستی {POSTAL_CODE}.
لطفاً مدارک را به این نشانی بفرستید: {LOCATION}، {CITY}، {STREET_ADDRESS}، کد پستی {POSTAL_CODE}.
نشانی جدید: {CITY}، {STREET_ADDRESS}.

[dob]
تاریخ تولد: {DOB}.
من در {DOB} به دنیا آمده‌ام.

[id]
لطفاً شماره {ID} را در سامانه بررسی کنید.
شماره مرجع پرونده من {ID} است.
شماره را دوباره می‌فرستم: {ID}.

[finance]
اطلاعات پرداخت: {FIN}.
لطفاً این اطلاعات را با بانک تطبیق دهید: {FIN}.
برای پرداخت این را وارد کردم: {FIN}.

[health]
سال گذشته {MEDICAL_CONDITION} در من تشخیص داده شد.
هر روز صبح {MEDICATION} مصرف می‌کنم.
تشخیص: {MEDICAL_CONDITION}. داروی تجویزشده: {MEDICATION}.

[appointment]
نوبت شما در تاریخ {DATE} است.
جلسه به {DATE} موکول شد.

[org]
در {ORGANIZATION} کار می‌کنم.
محل کار: {ORGANIZATION}.

[online]
نام کاربری من {USERNAME} است.
آخرین ورود از نشانی {IP_ADDRESS} انجام شد.
وب‌سایت شخصی من: {URL_PERSONAL}.

[secret]
این همان چیزی است که خواسته بودید: {SECRET}
لطفاً این را با هیچ‌کس در میان نگذارید: {SECRET}
رمز حساب {SECRET} است.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
از تماس شما سپاسگزاریم.
اگر به چیز دیگری نیاز داشتید، خبر دهید.
منتظر پاسخ شما هستم.
دفتر در روزهای تعطیل بسته است.
ظرف دو روز کاری پاسخ می‌دهیم.
لطفاً این پیام را نگه دارید.
بابت تأخیر در پاسخ عذر می‌خواهم.
اگر سؤالی دارید، به همین پیام پاسخ دهید.
لطفاً سند پیوست را با دقت بخوانید.

[negative]
سفارش {ORDER_NUMBER} ارسال شد؛ کد رهگیری: {TRACKING_NUMBER}.
فاکتور {INVOICE_NUMBER} به مبلغ {AMOUNT} تا پایان ماه باید پرداخت شود.
نسخه {VERSION} در {PUBLIC_DATE} منتشر شد.
[{TIMESTAMP}] سرویس روی {LOOPBACK_IP} کد {HTTP_STATUS} برگرداند.
فرصت شغلی: {JOB_TITLE}، محل کار: {PLACE}.
محصول {PRODUCT_SKU} این هفته {PERCENTAGE} تخفیف دارد.
دوره آموزشی در اتاق {ROOM_NUMBER} برگزار می‌شود.
خطای {ERROR_CODE} در تغییر {COMMIT_HASH} برطرف شد.
گردشگری در {PLACE} سال گذشته {PERCENTAGE} رشد کرد.
قیمت جدید {PRODUCT_SKU} برابر {AMOUNT} است.
شهردار {PLACE}، {PUBLIC_FIGURE}، دیروز پل جدید را افتتاح کرد.
«فروش {PERCENTAGE} افزایش یافت»، مدیرعامل شرکت، {PUBLIC_FIGURE}، به خبرنگاران گفت.

[field_names]
PERSON = نام و نام خانوادگی
DOB = تاریخ تولد
GENDER = جنسیت
NATIONALITY = ملیت
PHONE = شماره تلفن
EMAIL = ایمیل
STREET_ADDRESS = نشانی
CITY = شهر
POSTAL_CODE = کد پستی
LOCATION = استان
ORGANIZATION = محل کار
DATE = تاریخ نوبت
USERNAME = نام کاربری
IP_ADDRESS = نشانی IP
URL_PERSONAL = وب‌سایت
MEDICAL_CONDITION = تشخیص
MEDICATION = داروها
NATIONAL_ID = کد ملی
PASSPORT_NUMBER = شماره گذرنامه
DRIVERS_LICENSE = شماره گواهینامه رانندگی
SSN = شماره بیمه تأمین اجتماعی (US SSN)
TAX_ID = شناسه مالیاتی
VOTER_ID = شماره رأی‌دهنده
CUSTOMER_ID = شماره مشتری
CASE_NUMBER = شماره پرونده
EMPLOYEE_ID = شماره پرسنلی
STUDENT_ID = شماره دانشجویی
MEDICAL_RECORD_NUMBER = شماره پرونده پزشکی
HEALTH_INSURANCE_ID = شماره بیمه درمانی
VIN = شماره شاسی
VEHICLE_PLATE = شماره پلاک
DEVICE_ID = شناسه دستگاه
MAC_ADDRESS = نشانی MAC
BIOMETRIC_ID = شناسه بیومتریک
BANK_ACCOUNT = شماره حساب
IBAN = شماره شبا
ROUTING_NUMBER = کد شعبه
SWIFT_BIC = کد سوئیفت
CREDIT_CARD = شماره کارت
CARD_EXPIRY = تاریخ انقضا
CVV = کد امنیتی کارت
CRYPTO_WALLET = نشانی کیف پول
PASSWORD = رمز عبور
API_KEY = کلید API
PIN = رمز کارت
SECURITY_ANSWER = پاسخ سؤال امنیتی
AGE = سن
ETHNICITY = قومیت
RELIGION = دین
POLITICAL_AFFILIATION = گرایش سیاسی
SEXUAL_ORIENTATION = گرایش جنسی
BLOOD_TYPE = گروه خونی
SALARY = حقوق
GPS_COORDINATES = مختصات جغرافیایی
SIGNATURE = امضا
INSURANCE_POLICY_NUMBER = شماره بیمه‌نامه

[vocab]
GENDER = زن | مرد
NATIONALITY = ایرانی | افغانستانی | عراقی | ترکیه‌ای | تاجیک
ETHNICITY = فارس | ترک | کرد | لر | بلوچ | عرب
RELIGION = مسلمان شیعه | مسلمان سنی | مسیحی | زرتشتی | بهائی | یهودی
POLITICAL_AFFILIATION = اصولگرا | اصلاح‌طلب | لیبرال | مستقل
SEXUAL_ORIENTATION = دگرجنس‌گرا | همجنس‌گرا | دوجنس‌گرا
MEDICAL_CONDITION = دیابت نوع ۲ | فشار خون بالا | آسم | افسردگی | میگرن | صرع
MEDICATION = متفورمین | آملودیپین | سالبوتامول | سرترالین | لووتیروکسین | انسولین گلارژین
JOB_TITLE = مهندس نرم‌افزار | پرستار | حسابدار | مدیر فروش | معلم | برقکار
""",
        code="fa",
        name="Persian",
        script="Arabic",
        spaces=True,
        faker_locale="fa_IR",
        faker_names=True,
        faker_places=False,
        postal_format="##########",
        currency_format="{amount} تومان",
        number_style="comma",
        notes="Dates use the Gregorian calendar with Persian month names; fa_IR's Faker places are odd.",
    )
)


# --- Hindi --------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = राहुल | अमित | सुनील | विजय | राजेश | संजय | अनिल | दीपक | मनोज | प्रिया | पूजा | नेहा | अंजलि | सुनीता | कविता | रीना | आरती
last_names = शर्मा | वर्मा | गुप्ता | सिंह | कुमार | यादव | पटेल | जैन | अग्रवाल | मिश्रा | चौहान | तिवारी
cities = दिल्ली | मुंबई | जयपुर | लखनऊ | पटना | भोपाल | इंदौर | वाराणसी | कानपुर | आगरा
streets = गांधी मार्ग | नेहरू नगर | स्टेशन रोड | शिवाजी मार्ग | सुभाष चौक | राजेंद्र नगर | पटेल नगर | सिविल लाइंस
regions = उत्तर प्रदेश | राजस्थान | मध्य प्रदेश | बिहार | महाराष्ट्र | हरियाणा | गुजरात
months = जनवरी | फ़रवरी | मार्च | अप्रैल | मई | जून | जुलाई | अगस्त | सितंबर | अक्टूबर | नवंबर | दिसंबर
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy} | {dd}-{mm}-{yyyy}
org_patterns = {last} एंड संस | {last} ट्रेडर्स प्राइवेट लिमिटेड | {city} डेंटल क्लिनिक | {last} एसोसिएट्स | {last} मेडिकल स्टोर
address_formats = {number}, {street} | मकान नं. {number}, {street}
birth_cues = जन्म | जन्म तिथि | पैदा हुए
speaker_words = एजेंट | ग्राहक
greeting = नमस्ते

[intro]
मेरा नाम {PERSON} है।
नमस्ते, मैं {PERSON} हूँ।
आवेदक का नाम: {PERSON}।
यह पत्र {PERSON} की ओर से है।

[contact]
आप मुझसे {PHONE} पर संपर्क कर सकते हैं।
मेरा ईमेल पता {EMAIL} है।
कृपया {PHONE} पर कॉल करें या {EMAIL} पर लिखें।

[address]
मेरा पता: {STREET_ADDRESS}, {CITY}, {LOCATION} - {POSTAL_CODE}।
कृपया दस्तावेज़ इस पते पर भेजें: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}।
नया पता: {STREET_ADDRESS}, {CITY}।

[dob]
मेरा जन्म {DOB} को हुआ था।
जन्म तिथि: {DOB}।

[id]
कृपया अपने सिस्टम में नंबर {ID} की जाँच करें।
मेरी फ़ाइल का संदर्भ नंबर {ID} है।
नंबर फिर से भेजा जा रहा है: {ID}।

[finance]
भुगतान विवरण: {FIN}।
कृपया इन विवरणों का बैंक से मिलान करें: {FIN}।
भुगतान के लिए यह विवरण दिया गया था: {FIN}।

[health]
पिछले साल मुझे {MEDICAL_CONDITION} का पता चला।
रोज़ सुबह {MEDICATION} लेनी पड़ती है।
निदान: {MEDICAL_CONDITION}। दवा: {MEDICATION}।

[appointment]
आपकी अपॉइंटमेंट {DATE} को है।
बैठक अब {DATE} को होगी।

[org]
मेरी नौकरी {ORGANIZATION} में है।
नियोक्ता: {ORGANIZATION}।

[online]
मेरा यूज़रनेम {USERNAME} है।
आख़िरी लॉगिन {IP_ADDRESS} से हुआ था।
मेरी निजी वेबसाइट: {URL_PERSONAL}।

[secret]
आपने जो माँगा था वह यह है: {SECRET}
इसे किसी के साथ साझा न करें: {SECRET}
खाते का कोड {SECRET} है।

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
संपर्क करने के लिए धन्यवाद।
अगर कुछ और चाहिए तो बताइए।
आपके जवाब का इंतज़ार रहेगा।
सरकारी छुट्टियों पर कार्यालय बंद रहता है।
हम दो कार्यदिवसों के भीतर जवाब देंगे।
कृपया यह संदेश अपने रिकॉर्ड के लिए रखें।
जवाब में देरी के लिए खेद है।
कोई सवाल हो तो इसी संदेश का जवाब दें।
कृपया संलग्न दस्तावेज़ ध्यान से पढ़ें।

[negative]
ऑर्डर {ORDER_NUMBER} भेज दिया गया है; ट्रैकिंग नंबर: {TRACKING_NUMBER}।
{AMOUNT} का इनवॉइस {INVOICE_NUMBER} महीने के अंत तक देय है।
संस्करण {VERSION} {PUBLIC_DATE} को जारी हुआ था।
[{TIMESTAMP}] {LOOPBACK_IP} पर चल रही सेवा ने स्टेटस {HTTP_STATUS} लौटाया।
नौकरी का अवसर: {JOB_TITLE}, कार्यस्थल: {PLACE}।
इस हफ़्ते उत्पाद {PRODUCT_SKU} पर {PERCENTAGE} की छूट है।
प्रशिक्षण कमरा नंबर {ROOM_NUMBER} में होगा।
त्रुटि {ERROR_CODE} को कमिट {COMMIT_HASH} में ठीक किया गया।
पिछले साल {PLACE} में पर्यटन {PERCENTAGE} बढ़ा।
{PRODUCT_SKU} की नई कीमत {AMOUNT} है।
महापौर {PUBLIC_FIGURE} ने कल नए पुल का उद्घाटन किया।
"बिक्री में {PERCENTAGE} की बढ़ोतरी हुई है," कंपनी के मुख्य कार्यकारी अधिकारी {PUBLIC_FIGURE} ने संवाददाताओं से कहा।

[field_names]
PERSON = नाम
DOB = जन्म तिथि
GENDER = लिंग
NATIONALITY = राष्ट्रीयता
PHONE = मोबाइल नंबर
EMAIL = ईमेल
STREET_ADDRESS = पता
CITY = शहर
POSTAL_CODE = पिन कोड
LOCATION = राज्य
ORGANIZATION = नियोक्ता
DATE = अपॉइंटमेंट की तारीख
USERNAME = यूज़रनेम
IP_ADDRESS = आईपी पता
URL_PERSONAL = वेबसाइट
MEDICAL_CONDITION = निदान
MEDICATION = दवाइयाँ
NATIONAL_ID = आधार संख्या
PASSPORT_NUMBER = पासपोर्ट नंबर
DRIVERS_LICENSE = ड्राइविंग लाइसेंस नंबर
SSN = सामाजिक सुरक्षा संख्या (US SSN)
TAX_ID = पैन नंबर
VOTER_ID = मतदाता पहचान पत्र संख्या
CUSTOMER_ID = ग्राहक आईडी
CASE_NUMBER = केस नंबर
EMPLOYEE_ID = कर्मचारी आईडी
STUDENT_ID = छात्र आईडी
MEDICAL_RECORD_NUMBER = मेडिकल रिकॉर्ड नंबर
HEALTH_INSURANCE_ID = स्वास्थ्य बीमा आईडी
VIN = चेसिस नंबर
VEHICLE_PLATE = वाहन नंबर
DEVICE_ID = डिवाइस आईडी
MAC_ADDRESS = मैक पता
BIOMETRIC_ID = बायोमेट्रिक आईडी
BANK_ACCOUNT = खाता संख्या
IBAN = आईबैन
ROUTING_NUMBER = आईएफ़एससी कोड
SWIFT_BIC = स्विफ़्ट कोड
CREDIT_CARD = कार्ड नंबर
CARD_EXPIRY = समाप्ति तिथि
CVV = सीवीवी
CRYPTO_WALLET = वॉलेट पता
PASSWORD = पासवर्ड
API_KEY = एपीआई कुंजी
PIN = पिन
SECURITY_ANSWER = सुरक्षा प्रश्न का उत्तर
AGE = आयु
ETHNICITY = श्रेणी
RELIGION = धर्म
POLITICAL_AFFILIATION = राजनीतिक संबद्धता
SEXUAL_ORIENTATION = यौन अभिविन्यास
BLOOD_TYPE = रक्त समूह
SALARY = वेतन
GPS_COORDINATES = जीपीएस निर्देशांक
SIGNATURE = हस्ताक्षर
INSURANCE_POLICY_NUMBER = पॉलिसी नंबर

[vocab]
GENDER = महिला | पुरुष | अन्य
NATIONALITY = भारतीय | नेपाली | बांग्लादेशी | श्रीलंकाई | भूटानी
ETHNICITY = सामान्य | अन्य पिछड़ा वर्ग | अनुसूचित जाति | अनुसूचित जनजाति
RELIGION = हिंदू | मुस्लिम | सिख | ईसाई | जैन | बौद्ध
POLITICAL_AFFILIATION = वामपंथी | दक्षिणपंथी | मध्यमार्गी | उदारवादी
SEXUAL_ORIENTATION = विषमलैंगिक | समलैंगिक | उभयलिंगी
MEDICAL_CONDITION = टाइप 2 मधुमेह | उच्च रक्तचाप | दमा | अवसाद | माइग्रेन | मिर्गी
MEDICATION = मेटफ़ॉर्मिन | एम्लोडिपिन | सालबुटामोल | सर्ट्रालीन | लेवोथायरोक्सिन | इंसुलिन ग्लार्जिन
JOB_TITLE = सॉफ़्टवेयर इंजीनियर | नर्स | अकाउंटेंट | सेल्स मैनेजर | शिक्षक | इलेक्ट्रीशियन
""",
        code="hi",
        name="Hindi",
        script="Devanagari",
        spaces=True,
        faker_locale="hi_IN",
        faker_names=True,
        faker_places=False,
        postal_format="######",
        currency_format="₹{amount}",
        number_style="indian",
        notes="hi_IN's Faker street names are person names, so places are built-in.",
    )
)


# --- Hindi, romanised ---------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Rahul | Amit | Sunil | Vijay | Rajesh | Sanjay | Anil | Deepak | Manoj | Priya | Pooja | Neha | Anjali | Sunita | Kavita | Reena | Aarti
last_names = Sharma | Verma | Gupta | Singh | Kumar | Yadav | Patel | Jain | Agarwal | Mishra | Chauhan | Tiwari
cities = Delhi | Mumbai | Jaipur | Lucknow | Patna | Bhopal | Indore | Varanasi | Kanpur | Agra
streets = Gandhi Marg | Nehru Nagar | Station Road | Shivaji Marg | Subhash Chowk | Rajendra Nagar | Patel Nagar | Civil Lines
regions = Uttar Pradesh | Rajasthan | Madhya Pradesh | Bihar | Maharashtra | Haryana | Gujarat
months = January | February | March | April | May | June | July | August | September | October | November | December
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy} | {dd}-{mm}-{yyyy}
org_patterns = {last} and Sons | {last} Traders Pvt Ltd | {city} Dental Clinic | {last} Associates | {last} Medical Store
address_formats = {number}, {street} | Makaan no. {number}, {street}
birth_cues = janm | janm tithi | paida hue | DOB
speaker_words = Agent | Grahak
greeting = Namaste

[intro]
Mera naam {PERSON} hai.
Namaste, main {PERSON} hoon.
Aavedak ka naam: {PERSON}.
Yeh patra {PERSON} ki taraf se hai.

[contact]
Aap mujhse {PHONE} par sampark kar sakte hain.
Mera email {EMAIL} hai.
Please {PHONE} par call karein ya {EMAIL} par likhein.

[address]
Mera pata: {STREET_ADDRESS}, {CITY}, {LOCATION} - {POSTAL_CODE}.
Kripya documents is pate par bhejein: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
Naya pata: {STREET_ADDRESS}, {CITY}.

[dob]
Mera janm {DOB} ko hua tha.
Janm tithi: {DOB}.

[id]
Kripya apne system mein number {ID} check karein.
Meri file ka reference number {ID} hai.
Number dobara bheja ja raha hai: {ID}.

[finance]
Payment details: {FIN}.
Kripya in details ko bank se match karein: {FIN}.
Payment ke liye yeh details di gayi thi: {FIN}.

[health]
Pichhle saal mujhe {MEDICAL_CONDITION} ka pata chala.
Roz subah {MEDICATION} leni padti hai.
Nidaan: {MEDICAL_CONDITION}. Dawa: {MEDICATION}.

[appointment]
Aapka appointment {DATE} ko hai.
Meeting ab {DATE} ko hogi.

[org]
Meri naukri {ORGANIZATION} mein hai.
Employer: {ORGANIZATION}.

[online]
Mera username {USERNAME} hai.
Aakhri login {IP_ADDRESS} se hua tha.
Meri website: {URL_PERSONAL}.

[secret]
Aapne jo maanga tha woh yeh hai: {SECRET}
Ise kisi ke saath share mat karna: {SECRET}
Account ka code {SECRET} hai.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Sampark karne ke liye dhanyavaad.
Kuch aur chahiye to bataiye.
Aapke jawab ka intezaar rahega.
Sarkari chhutti ke din office band rehta hai.
Hum do working days mein jawab denge.
Kripya yeh message sambhal kar rakhein.
Jawab mein der ke liye maafi.
Koi sawaal ho to isi message ka reply karein.
Kripya attached document dhyaan se padhein.

[negative]
Order {ORDER_NUMBER} bhej diya gaya hai; tracking number: {TRACKING_NUMBER}.
{AMOUNT} ka invoice {INVOICE_NUMBER} mahine ke ant tak dena hai.
Version {VERSION} {PUBLIC_DATE} ko release hua tha.
[{TIMESTAMP}] {LOOPBACK_IP} par chal rahi service ne status {HTTP_STATUS} diya.
Naukri ka mauka: {JOB_TITLE}, location: {PLACE}.
Is hafte product {PRODUCT_SKU} par {PERCENTAGE} ki chhoot hai.
Training room number {ROOM_NUMBER} mein hogi.
Error {ERROR_CODE} commit {COMMIT_HASH} mein theek kiya gaya.
Pichhle saal {PLACE} mein tourism {PERCENTAGE} badha.
{PRODUCT_SKU} ki nayi keemat {AMOUNT} hai.
Mayor {PUBLIC_FIGURE} ne kal naye pul ka udghatan kiya.
"Bikri mein {PERCENTAGE} ki badhotri hui hai," company ke CEO {PUBLIC_FIGURE} ne reporters se kaha.

[field_names]
PERSON = Naam
DOB = Janm tithi
GENDER = Ling
NATIONALITY = Rashtriyata
PHONE = Mobile number
EMAIL = Email
STREET_ADDRESS = Pata
CITY = Shahar
POSTAL_CODE = Pin code
LOCATION = Rajya
ORGANIZATION = Employer
DATE = Appointment ki tareekh
USERNAME = Username
IP_ADDRESS = IP address
URL_PERSONAL = Website
MEDICAL_CONDITION = Bimari
MEDICATION = Dawaiyan
NATIONAL_ID = Aadhaar number
PASSPORT_NUMBER = Passport number
DRIVERS_LICENSE = Driving licence number
SSN = Social security number (US SSN)
TAX_ID = PAN number
VOTER_ID = Voter ID number
CUSTOMER_ID = Customer ID
CASE_NUMBER = Case number
EMPLOYEE_ID = Employee ID
STUDENT_ID = Student ID
MEDICAL_RECORD_NUMBER = Medical record number
HEALTH_INSURANCE_ID = Health insurance ID
VIN = Chassis number
VEHICLE_PLATE = Gaadi number
DEVICE_ID = Device ID
MAC_ADDRESS = MAC address
BIOMETRIC_ID = Biometric ID
BANK_ACCOUNT = Account number
IBAN = IBAN
ROUTING_NUMBER = IFSC code
SWIFT_BIC = SWIFT code
CREDIT_CARD = Card number
CARD_EXPIRY = Expiry date
CVV = CVV
CRYPTO_WALLET = Wallet address
PASSWORD = Password
API_KEY = API key
PIN = PIN
SECURITY_ANSWER = Security sawaal ka jawab
AGE = Umar
ETHNICITY = Shreni
RELIGION = Dharm
POLITICAL_AFFILIATION = Rajneetik jhukaav
SEXUAL_ORIENTATION = Sexual orientation
BLOOD_TYPE = Blood group
SALARY = Salary
GPS_COORDINATES = GPS location
SIGNATURE = Hastakshar
INSURANCE_POLICY_NUMBER = Policy number

[vocab]
GENDER = mahila | purush | anya
NATIONALITY = Bharatiya | Nepali | Bangladeshi | Sri Lankai
ETHNICITY = General | pichhda varg (OBC) | anusuchit jaati (SC) | anusuchit janjaati (ST)
RELIGION = Hindu | Muslim | Sikh | Isai | Jain | Bauddh
POLITICAL_AFFILIATION = vampanthi | dakshinpanthi | madhyamargi | udarvadi
SEXUAL_ORIENTATION = straight | gay | bisexual
MEDICAL_CONDITION = sugar ki bimari | high BP | dama | depression | migraine | mirgi
MEDICATION = Metformin | Amlodipine | Salbutamol | Sertraline | Levothyroxine | Insulin Glargine
JOB_TITLE = software engineer | nurse | accountant | sales manager | teacher | electrician
""",
        code="hi-Latn",
        name="Hindi (romanised)",
        script="Latin",
        spaces=True,
        faker_locale="en_IN",
        faker_names=True,
        faker_places=False,
        postal_format="######",
        currency_format="Rs. {amount}",
        number_style="indian",
        romanized_of="hi",
        notes="Hinglish as typed in chats and SMS; en_IN supplies romanised Indian names.",
    )
)


# --- Bengali ------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = সৌরভ | অমিত | রাহুল | সুমন | অরিজিৎ | দেবাশীষ | রফিক | তানভীর | প্রিয়াঙ্কা | মৌমিতা | সুমিতা | অনন্যা | রুমানা | নুসরাত | তানিয়া | পাপিয়া | শ্রেয়া
last_names = চট্টোপাধ্যায় | বন্দ্যোপাধ্যায় | মুখোপাধ্যায় | দাস | সেন | ঘোষ | বসু | রায় | চৌধুরী | হোসেন | রহমান | ইসলাম | সরকার
cities = কলকাতা | ঢাকা | চট্টগ্রাম | হাওড়া | শিলিগুড়ি | দুর্গাপুর | খুলনা | রাজশাহী | সিলেট | আসানসোল
streets = রবীন্দ্র সরণি | নেতাজি সুভাষ রোড | স্টেশন রোড | কলেজ স্ট্রিট | পার্ক স্ট্রিট | মিরপুর রোড | শান্তিনগর লেন | গোলপার্ক
regions = পশ্চিমবঙ্গ | ঢাকা বিভাগ | চট্টগ্রাম বিভাগ | উত্তর ২৪ পরগনা | দক্ষিণ ২৪ পরগনা | নদিয়া
months = জানুয়ারি | ফেব্রুয়ারি | মার্চ | এপ্রিল | মে | জুন | জুলাই | আগস্ট | সেপ্টেম্বর | অক্টোবর | নভেম্বর | ডিসেম্বর
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy} | {dd}-{mm}-{yyyy}
org_patterns = {last} অ্যান্ড সন্স | {last} ট্রেডার্স প্রাইভেট লিমিটেড | {city} ডেন্টাল ক্লিনিক | {last} অ্যাসোসিয়েটস | {last} মেডিকেল স্টোর
address_formats = {number}, {street} | বাড়ি নং {number}, {street}
birth_cues = জন্ম | জন্ম তারিখ | জন্মগ্রহণ
speaker_words = এজেন্ট | গ্রাহক
greeting = নমস্কার

[intro]
আমার নাম {PERSON}।
নমস্কার, আমি {PERSON}।
আবেদনকারীর নাম: {PERSON}।

[contact]
আমার সঙ্গে {PHONE} নম্বরে যোগাযোগ করতে পারেন।
আমার ইমেল ঠিকানা {EMAIL}।
{PHONE} নম্বরে ফোন করুন অথবা {EMAIL} ঠিকানায় লিখুন।

[address]
আমার ঠিকানা: {STREET_ADDRESS}, {CITY}, {LOCATION} - {POSTAL_CODE}।
অনুগ্রহ করে কাগজপত্র এই ঠিকানায় পাঠান: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}।
নতুন ঠিকানা: {STREET_ADDRESS}, {CITY}।

[dob]
আমার জন্ম {DOB} তারিখে।
জন্ম তারিখ: {DOB}।

[id]
অনুগ্রহ করে আপনাদের সিস্টেমে {ID} নম্বরটি যাচাই করুন।
আমার ফাইলের রেফারেন্স নম্বর {ID}।
নম্বরটি আবার পাঠালাম: {ID}।

[finance]
পেমেন্টের বিবরণ: {FIN}।
অনুগ্রহ করে এই তথ্য ব্যাংকের সঙ্গে মিলিয়ে দেখুন: {FIN}।
পেমেন্টের জন্য আমি {FIN} দিয়েছিলাম।

[health]
গত বছর আমার {MEDICAL_CONDITION} ধরা পড়েছে।
আমি প্রতিদিন সকালে {MEDICATION} খাই।
রোগনির্ণয়: {MEDICAL_CONDITION}। ওষুধ: {MEDICATION}।

[appointment]
আপনার অ্যাপয়েন্টমেন্ট {DATE} তারিখে।
মিটিং {DATE} তারিখে সরানো হয়েছে।

[org]
আমার কর্মস্থল: {ORGANIZATION}।
নিয়োগকর্তা: {ORGANIZATION}।

[online]
আমার ইউজারনেম {USERNAME}।
শেষ লগইন হয়েছিল {IP_ADDRESS} থেকে।
আমার ব্যক্তিগত ওয়েবসাইট: {URL_PERSONAL}।

[secret]
আপনি যা চেয়েছিলেন: {SECRET}
এটি কারও সঙ্গে শেয়ার করবেন না: {SECRET}
অ্যাকাউন্টের কোড {SECRET}।

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
যোগাযোগের জন্য ধন্যবাদ।
আর কিছু লাগলে জানাবেন।
আপনার উত্তরের অপেক্ষায় রইলাম।
সরকারি ছুটির দিনে অফিস বন্ধ থাকে।
আমরা দুই কর্মদিবসের মধ্যে উত্তর দেব।
অনুগ্রহ করে এই বার্তাটি সংরক্ষণ করুন।
দেরিতে উত্তর দেওয়ার জন্য দুঃখিত।
কোনো প্রশ্ন থাকলে এই বার্তার উত্তর দিন।
সংযুক্ত নথিটি মনোযোগ দিয়ে পড়ুন।

[negative]
অর্ডার {ORDER_NUMBER} পাঠানো হয়েছে; ট্র্যাকিং নম্বর: {TRACKING_NUMBER}।
{AMOUNT} মূল্যের ইনভয়েস {INVOICE_NUMBER} মাসের শেষে পরিশোধযোগ্য।
সংস্করণ {VERSION} প্রকাশিত হয়েছিল {PUBLIC_DATE} তারিখে।
[{TIMESTAMP}] {LOOPBACK_IP} ঠিকানায় চলা সার্ভিস {HTTP_STATUS} স্ট্যাটাস ফেরত দিয়েছে।
চাকরির সুযোগ: {JOB_TITLE}, কর্মস্থল: {PLACE}।
এই সপ্তাহে {PRODUCT_SKU} পণ্যে {PERCENTAGE} ছাড়।
প্রশিক্ষণ হবে {ROOM_NUMBER} নম্বর ঘরে।
ত্রুটি {ERROR_CODE} কমিট {COMMIT_HASH} দিয়ে ঠিক করা হয়েছে।
গত বছর {PLACE} শহরে পর্যটন {PERCENTAGE} বেড়েছে।
{PRODUCT_SKU} পণ্যের নতুন দাম {AMOUNT}।
মেয়র {PUBLIC_FIGURE} গতকাল নতুন সেতুর উদ্বোধন করেন।
"বিক্রি {PERCENTAGE} বেড়েছে," সাংবাদিকদের বলেন কোম্পানির প্রধান নির্বাহী {PUBLIC_FIGURE}।

[field_names]
PERSON = নাম
DOB = জন্ম তারিখ
GENDER = লিঙ্গ
NATIONALITY = জাতীয়তা
PHONE = ফোন নম্বর
EMAIL = ইমেল
STREET_ADDRESS = ঠিকানা
CITY = শহর
POSTAL_CODE = পিন কোড
LOCATION = জেলা
ORGANIZATION = কর্মস্থল
DATE = অ্যাপয়েন্টমেন্টের তারিখ
USERNAME = ইউজারনেম
IP_ADDRESS = আইপি ঠিকানা
URL_PERSONAL = ওয়েবসাইট
MEDICAL_CONDITION = রোগনির্ণয়
MEDICATION = ওষুধ
NATIONAL_ID = জাতীয় পরিচয়পত্র নম্বর
PASSPORT_NUMBER = পাসপোর্ট নম্বর
DRIVERS_LICENSE = ড্রাইভিং লাইসেন্স নম্বর
SSN = সামাজিক নিরাপত্তা নম্বর (US SSN)
TAX_ID = কর শনাক্তকরণ নম্বর
VOTER_ID = ভোটার আইডি নম্বর
CUSTOMER_ID = গ্রাহক আইডি
CASE_NUMBER = মামলা নম্বর
EMPLOYEE_ID = কর্মী আইডি
STUDENT_ID = ছাত্র আইডি
MEDICAL_RECORD_NUMBER = মেডিকেল রেকর্ড নম্বর
HEALTH_INSURANCE_ID = স্বাস্থ্য বিমা আইডি
VIN = চেসিস নম্বর
VEHICLE_PLATE = গাড়ির নম্বর
DEVICE_ID = ডিভাইস আইডি
MAC_ADDRESS = ম্যাক ঠিকানা
BIOMETRIC_ID = বায়োমেট্রিক আইডি
BANK_ACCOUNT = অ্যাকাউন্ট নম্বর
IBAN = আইবান
ROUTING_NUMBER = রাউটিং নম্বর
SWIFT_BIC = সুইফট কোড
CREDIT_CARD = কার্ড নম্বর
CARD_EXPIRY = মেয়াদ শেষের তারিখ
CVV = সিভিভি
CRYPTO_WALLET = ওয়ালেট ঠিকানা
PASSWORD = পাসওয়ার্ড
API_KEY = এপিআই কী
PIN = পিন
SECURITY_ANSWER = নিরাপত্তা প্রশ্নের উত্তর
AGE = বয়স
ETHNICITY = জাতিগোষ্ঠী
RELIGION = ধর্ম
POLITICAL_AFFILIATION = রাজনৈতিক মতাদর্শ
SEXUAL_ORIENTATION = যৌন অভিমুখিতা
BLOOD_TYPE = রক্তের গ্রুপ
SALARY = বেতন
GPS_COORDINATES = জিপিএস স্থানাঙ্ক
SIGNATURE = স্বাক্ষর
INSURANCE_POLICY_NUMBER = পলিসি নম্বর

[vocab]
GENDER = মহিলা | পুরুষ | অন্যান্য
NATIONALITY = ভারতীয় | বাংলাদেশি | নেপালি | শ্রীলঙ্কান
ETHNICITY = বাঙালি | সাঁওতাল | চাকমা | গারো | মারমা
RELIGION = হিন্দু | মুসলিম | খ্রিস্টান | বৌদ্ধ | শিখ
POLITICAL_AFFILIATION = বামপন্থী | ডানপন্থী | উদারপন্থী | মধ্যপন্থী
SEXUAL_ORIENTATION = বিষমকামী | সমকামী | উভকামী
MEDICAL_CONDITION = টাইপ ২ ডায়াবেটিস | উচ্চ রক্তচাপ | হাঁপানি | বিষণ্ণতা | মাইগ্রেন | মৃগী
MEDICATION = মেটফরমিন | অ্যামলোডিপিন | সালবিউটামল | সারট্রালিন | লেভোথাইরক্সিন | ইনসুলিন গ্লারজিন
JOB_TITLE = সফটওয়্যার ইঞ্জিনিয়ার | নার্স | হিসাবরক্ষক | সেলস ম্যানেজার | শিক্ষক | ইলেকট্রিশিয়ান
""",
        code="bn",
        name="Bengali",
        script="Bengali",
        spaces=True,
        faker_locale="bn_BD",
        faker_names=True,
        faker_places=False,
        postal_format="######",
        currency_format="{amount} টাকা",
        number_style="indian",
        notes="Faker has no bn_IN; bn_BD supplies Bengali names. Places mix West Bengal and Bangladesh.",
    )
)


# --- Tamil --------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = முருகன் | கார்த்திக் | அருண் | செந்தில் | விஜய் | சுரேஷ் | ராஜா | பிரகாஷ் | பிரியா | லட்சுமி | கவிதா | மீனா | சரண்யா | தீபா | அனிதா | ரேவதி | வித்யா
last_names = சுப்பிரமணியன் | ராமசாமி | கிருஷ்ணன் | வேலு | முருகேசன் | சண்முகம் | பாலசுப்பிரமணியம் | ராஜேந்திரன் | நடராஜன் | கணேசன் | அருணாசலம் | சுந்தரம்
cities = சென்னை | கோயம்புத்தூர் | மதுரை | திருச்சிராப்பள்ளி | சேலம் | திருநெல்வேலி | வேலூர் | ஈரோடு | தஞ்சாவூர் | புதுச்சேரி
streets = காந்தி சாலை | நேரு தெரு | அண்ணா சாலை | பெரியார் நகர் | கோயில் தெரு | மேட்டுத் தெரு | பாரதி நகர் | காமராஜர் சாலை
regions = தமிழ்நாடு | புதுச்சேரி | காஞ்சிபுரம் மாவட்டம் | மதுரை மாவட்டம் | கோவை மாவட்டம் | சேலம் மாவட்டம்
months = ஜனவரி | பிப்ரவரி | மார்ச் | ஏப்ரல் | மே | ஜூன் | ஜூலை | ஆகஸ்ட் | செப்டம்பர் | அக்டோபர் | நவம்பர் | டிசம்பர்
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy} | {dd}-{mm}-{yyyy}
org_patterns = {last} அண்ட் சன்ஸ் | {last} டிரேடர்ஸ் பிரைவேட் லிமிடெட் | {city} பல் மருத்துவமனை | {last} அசோசியேட்ஸ் | {last} மருந்தகம்
address_formats = {number}, {street} | கதவு எண் {number}, {street}
birth_cues = பிறந்த தேதி | பிறந்தேன் | பிறப்பு
speaker_words = முகவர் | வாடிக்கையாளர்
greeting = வணக்கம்

[intro]
என் பெயர் {PERSON}.
வணக்கம், நான் {PERSON}.
விண்ணப்பதாரர் பெயர்: {PERSON}.

[contact]
என்னை {PHONE} என்ற எண்ணில் தொடர்பு கொள்ளலாம்.
என் மின்னஞ்சல் முகவரி {EMAIL}.
{PHONE} என்ற எண்ணுக்கு அழைக்கவும் அல்லது {EMAIL} என்ற முகவரிக்கு எழுதவும்.

[address]
என் முகவரி: {STREET_ADDRESS}, {CITY}, {LOCATION} - {POSTAL_CODE}.
ஆவணங்களை இந்த முகவரிக்கு அனுப்பவும்: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
நான் {CITY} நகரில் வசிக்கிறேன்; முகவரி: {STREET_ADDRESS}.

[dob]
நான் {DOB} அன்று பிறந்தேன்.
பிறந்த தேதி: {DOB}.

[id]
தயவுசெய்து உங்கள் அமைப்பில் {ID} என்ற எண்ணைச் சரிபார்க்கவும்.
என் கோப்பின் குறிப்பு எண் {ID}.
எண்ணை மீண்டும் அனுப்புகிறேன்: {ID}.

[finance]
பணம் செலுத்தும் விவரங்கள்: {FIN}.
இந்த விவரங்களை வங்கியுடன் சரிபார்க்கவும்: {FIN}.
கட்டணத்திற்கு நான் கொடுத்தது: {FIN}.

[health]
கடந்த ஆண்டு எனக்கு {MEDICAL_CONDITION} இருப்பது கண்டறியப்பட்டது.
நான் தினமும் காலையில் {MEDICATION} எடுத்துக்கொள்கிறேன்.
நோயறிதல்: {MEDICAL_CONDITION}. மருந்து: {MEDICATION}.

[appointment]
உங்கள் சந்திப்பு {DATE} அன்று.
கூட்டம் {DATE} அன்றைக்கு மாற்றப்பட்டது.

[org]
நான் {ORGANIZATION} நிறுவனத்தில் வேலை செய்கிறேன்.
பணியிடம்: {ORGANIZATION}.

[online]
என் பயனர் பெயர் {USERNAME}.
கடைசி உள்நுழைவு {IP_ADDRESS} என்ற முகவரியிலிருந்து நடந்தது.
என் தனிப்பட்ட இணையதளம்: {URL_PERSONAL}.

[secret]
நீங்கள் கேட்டது இதோ: {SECRET}
இதை யாரிடமும் பகிர வேண்டாம்: {SECRET}
கணக்கின் குறியீடு {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
தொடர்பு கொண்டதற்கு நன்றி.
வேறு ஏதாவது தேவைப்பட்டால் சொல்லுங்கள்.
உங்கள் பதிலுக்காகக் காத்திருக்கிறேன்.
அரசு விடுமுறை நாட்களில் அலுவலகம் மூடப்பட்டிருக்கும்.
இரண்டு வேலை நாட்களுக்குள் பதில் அளிப்போம்.
இந்தச் செய்தியைப் பாதுகாப்பாக வைத்திருங்கள்.
தாமதமான பதிலுக்கு மன்னிக்கவும்.
ஏதேனும் கேள்வி இருந்தால் இந்தச் செய்திக்குப் பதில் அனுப்புங்கள்.
இணைக்கப்பட்ட ஆவணத்தைக் கவனமாகப் படிக்கவும்.

[negative]
ஆர்டர் {ORDER_NUMBER} அனுப்பப்பட்டது; கண்காணிப்பு எண்: {TRACKING_NUMBER}.
{AMOUNT} மதிப்புள்ள {INVOICE_NUMBER} விலைப்பட்டியலை மாத இறுதிக்குள் செலுத்த வேண்டும்.
பதிப்பு {VERSION} {PUBLIC_DATE} அன்று வெளியானது.
[{TIMESTAMP}] {LOOPBACK_IP} முகவரியில் இயங்கும் சேவை {HTTP_STATUS} நிலைக் குறியீட்டைத் திருப்பியது.
வேலைவாய்ப்பு: {JOB_TITLE}, பணியிடம்: {PLACE}.
இந்த வாரம் {PRODUCT_SKU} பொருளுக்கு {PERCENTAGE} தள்ளுபடி.
பயிற்சி {ROOM_NUMBER} எண் அறையில் நடைபெறும்.
பிழை {ERROR_CODE} கமிட் {COMMIT_HASH} மூலம் சரிசெய்யப்பட்டது.
கடந்த ஆண்டு {PLACE} நகரில் சுற்றுலா {PERCENTAGE} வளர்ந்தது.
{PRODUCT_SKU} பொருளின் புதிய விலை {AMOUNT}.
மேயர் {PUBLIC_FIGURE} நேற்று புதிய பாலத்தைத் திறந்து வைத்தார்.
"விற்பனை {PERCENTAGE} உயர்ந்துள்ளது" என்று நிறுவனத்தின் தலைமை நிர்வாக அதிகாரி {PUBLIC_FIGURE} செய்தியாளர்களிடம் தெரிவித்தார்.

[field_names]
PERSON = பெயர்
DOB = பிறந்த தேதி
GENDER = பாலினம்
NATIONALITY = குடியுரிமை
PHONE = தொலைபேசி எண்
EMAIL = மின்னஞ்சல்
STREET_ADDRESS = முகவரி
CITY = நகரம்
POSTAL_CODE = அஞ்சல் குறியீடு
LOCATION = மாவட்டம்
ORGANIZATION = பணியிடம்
DATE = சந்திப்பு தேதி
USERNAME = பயனர் பெயர்
IP_ADDRESS = ஐபி முகவரி
URL_PERSONAL = இணையதளம்
MEDICAL_CONDITION = நோயறிதல்
MEDICATION = மருந்துகள்
NATIONAL_ID = ஆதார் எண்
PASSPORT_NUMBER = கடவுச்சீட்டு எண்
DRIVERS_LICENSE = ஓட்டுநர் உரிம எண்
SSN = சமூகப் பாதுகாப்பு எண் (US SSN)
TAX_ID = பான் எண்
VOTER_ID = வாக்காளர் அடையாள எண்
CUSTOMER_ID = வாடிக்கையாளர் எண்
CASE_NUMBER = வழக்கு எண்
EMPLOYEE_ID = பணியாளர் எண்
STUDENT_ID = மாணவர் எண்
MEDICAL_RECORD_NUMBER = மருத்துவப் பதிவு எண்
HEALTH_INSURANCE_ID = மருத்துவக் காப்பீட்டு எண்
VIN = சேசிஸ் எண்
VEHICLE_PLATE = வாகனப் பதிவு எண்
DEVICE_ID = சாதன அடையாளம்
MAC_ADDRESS = மேக் முகவரி
BIOMETRIC_ID = பயோமெட்ரிக் அடையாளம்
BANK_ACCOUNT = வங்கிக் கணக்கு எண்
IBAN = ஐபான் எண்
ROUTING_NUMBER = ஐஎஃப்எஸ்சி குறியீடு
SWIFT_BIC = ஸ்விஃப்ட் குறியீடு
CREDIT_CARD = அட்டை எண்
CARD_EXPIRY = காலாவதி தேதி
CVV = சிவிவி எண்
CRYPTO_WALLET = வாலட் முகவரி
PASSWORD = கடவுச்சொல்
API_KEY = ஏபிஐ சாவி
PIN = பின் எண்
SECURITY_ANSWER = பாதுகாப்புக் கேள்விக்கான பதில்
AGE = வயது
ETHNICITY = இனம்
RELIGION = மதம்
POLITICAL_AFFILIATION = அரசியல் சார்பு
SEXUAL_ORIENTATION = பாலீர்ப்பு
BLOOD_TYPE = இரத்த வகை
SALARY = சம்பளம்
GPS_COORDINATES = ஜிபிஎஸ் ஆயத்தொலைவுகள்
SIGNATURE = கையொப்பம்
INSURANCE_POLICY_NUMBER = பாலிசி எண்

[vocab]
GENDER = பெண் | ஆண் | மற்றவை
NATIONALITY = இந்தியர் | இலங்கையர் | மலேசியர் | சிங்கப்பூரர்
ETHNICITY = தமிழர் | தெலுங்கர் | மலையாளி | கன்னடர்
RELIGION = இந்து | முஸ்லிம் | கிறிஸ்தவர் | சமணர் | பௌத்தர்
POLITICAL_AFFILIATION = இடதுசாரி | வலதுசாரி | மிதவாதி | தாராளவாதி
SEXUAL_ORIENTATION = எதிர்பாலீர்ப்பு | தன்பாலீர்ப்பு | இருபாலீர்ப்பு
MEDICAL_CONDITION = இரண்டாம் வகை நீரிழிவு | உயர் இரத்த அழுத்தம் | ஆஸ்துமா | மன அழுத்தம் | ஒற்றைத் தலைவலி | வலிப்பு நோய்
MEDICATION = மெட்ஃபார்மின் | அம்லோடிபின் | சால்பியூட்டமால் | செர்ட்ராலின் | லெவோதைராக்சின் | இன்சுலின் கிளார்ஜின்
JOB_TITLE = மென்பொருள் பொறியாளர் | செவிலியர் | கணக்காளர் | விற்பனை மேலாளர் | ஆசிரியர் | மின்பணியாளர்
""",
        code="ta",
        name="Tamil",
        script="Tamil",
        spaces=True,
        faker_locale="ta_IN",
        faker_names=True,
        faker_places=False,
        postal_format="######",
        currency_format="₹{amount}",
        number_style="indian",
        notes="ta_IN's Faker names sometimes carry stray commas or semicolons; generators strip or reject them.",
    )
)


# --- Tamil, romanised ---------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Murugan | Karthik | Arun | Senthil | Vijay | Suresh | Raja | Prakash | Priya | Lakshmi | Kavitha | Meena | Saranya | Deepa | Anitha | Revathi | Vidya
last_names = Subramanian | Ramasamy | Krishnan | Velu | Murugesan | Shanmugam | Balasubramaniam | Rajendran | Natarajan | Ganesan | Arunachalam | Sundaram
cities = Chennai | Coimbatore | Madurai | Tiruchirappalli | Salem | Tirunelveli | Vellore | Erode | Thanjavur | Puducherry
streets = Gandhi Salai | Nehru Street | Anna Salai | Periyar Nagar | Kovil Street | Mettu Street | Bharathi Nagar | Kamarajar Salai
regions = Tamil Nadu | Puducherry | Kancheepuram district | Madurai district | Coimbatore district | Salem district
months = January | February | March | April | May | June | July | August | September | October | November | December
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy} | {dd}-{mm}-{yyyy}
org_patterns = {last} and Sons | {last} Traders Pvt Ltd | {city} Dental Clinic | {last} Associates | {last} Medicals
address_formats = {number}, {street} | Door no. {number}, {street}
birth_cues = pirandha thedhi | pirandhen | DOB
speaker_words = Agent | Customer
greeting = Vanakkam

[intro]
En peyar {PERSON}.
Vanakkam, naan {PERSON}.
Vinnappatharar peyar: {PERSON}.

[contact]
Ennai {PHONE} number-la contact pannalaam.
En email {EMAIL}.
{PHONE}-ku call pannunga, illa {EMAIL}-ku ezhudhunga.

[address]
En mugavari: {STREET_ADDRESS}, {CITY}, {LOCATION} - {POSTAL_CODE}.
Documents-ai indha mugavarikku anuppunga: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
Naan {CITY}-la irukken; mugavari: {STREET_ADDRESS}.

[dob]
Naan {DOB} andru pirandhen.
Pirandha thedhi: {DOB}.

[id]
Ungal system-la {ID} number-ai check pannunga.
En file reference number {ID}.
Number-ai thirumba anuppuren: {ID}.

[finance]
Payment vivarangal: {FIN}.
Indha details-ai bank-oda sari paarunga: {FIN}.
Payment-ku naan koduthadhu: {FIN}.

[health]
Pona varusham enakku {MEDICAL_CONDITION} irukkunu kandupidichaanga.
Naan dhinamum kaalaila {MEDICATION} edukkuren.
Noi: {MEDICAL_CONDITION}. Marundhu: {MEDICATION}.

[appointment]
Ungal appointment {DATE} andru.
Meeting {DATE}-ku maathiyaachu.

[org]
Naan {ORGANIZATION}-la velai seigiren.
Paniyidam: {ORGANIZATION}.

[online]
En username {USERNAME}.
Kadaisi login {IP_ADDRESS}-la irundhu nadandhadhu.
En website: {URL_PERSONAL}.

[secret]
Neenga kettadhu idho: {SECRET}
Idhai yaarkittayum share pannaadheenga: {SECRET}
Account code {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Thodarbu kondadharku nandri.
Vera edhaavadhu venumna sollunga.
Ungal badhilukkaaga kaathirukkiren.
Arasu vidumurai naatkalil office moodi irukkum.
Rendu velai naatkalukkul badhil solluvom.
Indha message-ai paathugaappaaga vechukkonga.
Late-aa badhil solradhukku mannikkavum.
Edhaavadhu kelvi irundha indha message-ku reply pannunga.
Attach panna document-ai kavanamaa padinga.

[negative]
Order {ORDER_NUMBER} anuppiyaachu; tracking number: {TRACKING_NUMBER}.
{AMOUNT} madhippulla invoice {INVOICE_NUMBER}-ai maasa kadaisikkul kattanum.
Version {VERSION} {PUBLIC_DATE} andru release aachu.
[{TIMESTAMP}] {LOOPBACK_IP}-la odra service {HTTP_STATUS} status kuduthadhu.
Velai vaaippu: {JOB_TITLE}, paniyidam: {PLACE}.
Indha vaaram {PRODUCT_SKU}-ku {PERCENTAGE} discount.
Training {ROOM_NUMBER} number room-la nadakkum.
Error {ERROR_CODE} commit {COMMIT_HASH}-la sari seiyappattadhu.
Pona varusham {PLACE}-la tourism {PERCENTAGE} adhigamaachu.
{PRODUCT_SKU}-oda pudhu vilai {AMOUNT}.
Mayor {PUBLIC_FIGURE} netru puthiya paalathai thirandhu vaithaar.
"Virpanai {PERCENTAGE} uyarndhullathu" endru niruvanathin CEO {PUBLIC_FIGURE} seithiyaalargalidam therivithaar.

[field_names]
PERSON = Peyar
DOB = Pirandha thedhi
GENDER = Paalinam
NATIONALITY = Kudiyurimai
PHONE = Phone number
EMAIL = Email
STREET_ADDRESS = Mugavari
CITY = Nagaram
POSTAL_CODE = Pin code
LOCATION = Maavattam
ORGANIZATION = Paniyidam
DATE = Appointment thedhi
USERNAME = Username
IP_ADDRESS = IP address
URL_PERSONAL = Website
MEDICAL_CONDITION = Noi
MEDICATION = Marundhugal
NATIONAL_ID = Aadhaar number
PASSPORT_NUMBER = Passport number
DRIVERS_LICENSE = Driving licence number
SSN = Social security number (US SSN)
TAX_ID = PAN number
VOTER_ID = Voter ID number
CUSTOMER_ID = Customer ID
CASE_NUMBER = Vazhakku number
EMPLOYEE_ID = Employee ID
STUDENT_ID = Student ID
MEDICAL_RECORD_NUMBER = Medical record number
HEALTH_INSURANCE_ID = Health insurance ID
VIN = Chassis number
VEHICLE_PLATE = Vandi number
DEVICE_ID = Device ID
MAC_ADDRESS = MAC address
BIOMETRIC_ID = Biometric ID
BANK_ACCOUNT = Bank account number
IBAN = IBAN
ROUTING_NUMBER = IFSC code
SWIFT_BIC = SWIFT code
CREDIT_CARD = Card number
CARD_EXPIRY = Expiry date
CVV = CVV
CRYPTO_WALLET = Wallet address
PASSWORD = Password
API_KEY = API key
PIN = PIN
SECURITY_ANSWER = Security kelvikku badhil
AGE = Vayadhu
ETHNICITY = Inam
RELIGION = Madham
POLITICAL_AFFILIATION = Arasiyal saarbu
SEXUAL_ORIENTATION = Sexual orientation
BLOOD_TYPE = Blood group
SALARY = Sambalam
GPS_COORDINATES = GPS location
SIGNATURE = Kaiyoppam
INSURANCE_POLICY_NUMBER = Policy number

[vocab]
GENDER = pen | aan | matravai
NATIONALITY = Indian | Sri Lankan | Malaysian | Singaporean
ETHNICITY = Tamizhar | Telugu | Malayali | Kannadigar
RELIGION = Hindu | Muslim | Christian | Jain
POLITICAL_AFFILIATION = idadhusaari | valadhusaari | midhavaadhi
SEXUAL_ORIENTATION = straight | gay | bisexual
MEDICAL_CONDITION = sugar | high BP | asthma | mana azhuttham | migraine | valippu noi
MEDICATION = Metformin | Amlodipine | Salbutamol | Sertraline | Levothyroxine | Insulin Glargine
JOB_TITLE = software engineer | nurse | accountant | sales manager | teacher | electrician
""",
        code="ta-Latn",
        name="Tamil (romanised)",
        script="Latin",
        spaces=True,
        faker_locale=None,
        postal_format="######",
        currency_format="Rs. {amount}",
        number_style="indian",
        romanized_of="ta",
        notes="Tanglish as typed in chats and SMS; no Faker locale has romanised Tamil names.",
    )
)


# --- Telugu -------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = శ్రీనివాస్ | వెంకటేష్ | రమేష్ | సురేష్ | రాజు | కిరణ్ | ప్రసాద్ | రవి | లక్ష్మి | సుజాత | పద్మ | శ్రావణి | దివ్య | స్వప్న | అనూష | కావ్య | మాధవి
last_names = రెడ్డి | రావు | నాయుడు | చౌదరి | శర్మ | వర్మ | గౌడ్ | యాదవ్ | శాస్త్రి | మూర్తి | కుమార్ | రాజు
cities = హైదరాబాద్ | విశాఖపట్నం | విజయవాడ | గుంటూరు | వరంగల్ | తిరుపతి | నెల్లూరు | కాకినాడ | కర్నూలు | రాజమండ్రి
streets = గాంధీ రోడ్ | నెహ్రూ నగర్ | స్టేషన్ రోడ్ | శ్రీనగర్ కాలనీ | గాంధీ నగర్ | మెయిన్ రోడ్ | ఆర్టీసీ కాలనీ | విద్యా నగర్
regions = తెలంగాణ | ఆంధ్రప్రదేశ్ | రంగారెడ్డి జిల్లా | కృష్ణా జిల్లా | గుంటూరు జిల్లా | విశాఖపట్నం జిల్లా
months = జనవరి | ఫిబ్రవరి | మార్చి | ఏప్రిల్ | మే | జూన్ | జూలై | ఆగస్టు | సెప్టెంబర్ | అక్టోబర్ | నవంబర్ | డిసెంబర్
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy} | {dd}-{mm}-{yyyy}
org_patterns = {last} అండ్ సన్స్ | {last} ట్రేడర్స్ ప్రైవేట్ లిమిటెడ్ | {city} డెంటల్ క్లినిక్ | {last} అసోసియేట్స్ | {last} మెడికల్స్
address_formats = {number}, {street} | ఇంటి నం. {number}, {street}
birth_cues = పుట్టిన తేదీ | జన్మించాను | జననం
speaker_words = ఏజెంట్ | కస్టమర్
greeting = నమస్కారం

[intro]
నా పేరు {PERSON}.
నమస్కారం, నేను {PERSON}.
దరఖాస్తుదారు పేరు: {PERSON}.

[contact]
నన్ను {PHONE} నంబర్‌లో సంప్రదించవచ్చు.
నా ఈమెయిల్ చిరునామా {EMAIL}.
{PHONE} నంబర్‌కు కాల్ చేయండి లేదా {EMAIL} చిరునామాకు రాయండి.

[address]
నా చిరునామా: {STREET_ADDRESS}, {CITY}, {LOCATION} - {POSTAL_CODE}.
దయచేసి పత్రాలను ఈ చిరునామాకు పంపండి: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
నేను {CITY} నగరంలో ఉంటాను; చిరునామా: {STREET_ADDRESS}.

[dob]
నేను {DOB} న జన్మించాను.
పుట్టిన తేదీ: {DOB}.

[id]
దయచేసి మీ సిస్టమ్‌లో {ID} నంబర్‌ను తనిఖీ చేయండి.
నా ఫైల్ రిఫరెన్స్ నంబర్ {ID}.
నంబర్‌ను మళ్ళీ పంపుతున్నాను: {ID}.

[finance]
చెల్లింపు వివరాలు: {FIN}.
దయచేసి ఈ వివరాలను బ్యాంకుతో సరిచూడండి: {FIN}.
చెల్లింపు కోసం నేను ఇచ్చినది: {FIN}.

[health]
గత సంవత్సరం నాకు {MEDICAL_CONDITION} ఉన్నట్లు నిర్ధారించారు.
నేను రోజూ ఉదయం {MEDICATION} వేసుకుంటాను.
వ్యాధి నిర్ధారణ: {MEDICAL_CONDITION}. మందు: {MEDICATION}.

[appointment]
మీ అపాయింట్‌మెంట్ {DATE} న ఉంది.
సమావేశం {DATE} కి వాయిదా పడింది.

[org]
నేను {ORGANIZATION} లో పని చేస్తున్నాను.
ఉద్యోగ స్థలం: {ORGANIZATION}.

[online]
నా యూజర్‌నేమ్ {USERNAME}.
చివరి లాగిన్ {IP_ADDRESS} నుండి జరిగింది.
నా వ్యక్తిగత వెబ్‌సైట్: {URL_PERSONAL}.

[secret]
మీరు అడిగినది ఇదిగో: {SECRET}
దీన్ని ఎవరితోనూ పంచుకోవద్దు: {SECRET}
ఖాతా కోడ్ {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
సంప్రదించినందుకు ధన్యవాదాలు.
ఇంకా ఏదైనా కావాలంటే చెప్పండి.
మీ సమాధానం కోసం ఎదురుచూస్తున్నాను.
ప్రభుత్వ సెలవు దినాల్లో కార్యాలయం మూసి ఉంటుంది.
రెండు పని దినాల్లో సమాధానం ఇస్తాము.
దయచేసి ఈ సందేశాన్ని భద్రపరచుకోండి.
ఆలస్యంగా సమాధానం ఇస్తున్నందుకు క్షమించండి.
ఏవైనా ప్రశ్నలు ఉంటే ఈ సందేశానికి సమాధానం ఇవ్వండి.
జతచేసిన పత్రాన్ని జాగ్రత్తగా చదవండి.

[negative]
ఆర్డర్ {ORDER_NUMBER} పంపబడింది; ట్రాకింగ్ నంబర్: {TRACKING_NUMBER}.
{AMOUNT} విలువైన ఇన్వాయిస్ {INVOICE_NUMBER} నెలాఖరులోగా చెల్లించాలి.
వెర్షన్ {VERSION} {PUBLIC_DATE} న విడుదలైంది.
[{TIMESTAMP}] {LOOPBACK_IP} పై నడుస్తున్న సేవ {HTTP_STATUS} స్టేటస్ ఇచ్చింది.
ఉద్యోగ అవకాశం: {JOB_TITLE}, పని ప్రదేశం: {PLACE}.
ఈ వారం {PRODUCT_SKU} పై {PERCENTAGE} తగ్గింపు.
శిక్షణ {ROOM_NUMBER} నంబర్ గదిలో జరుగుతుంది.
లోపం {ERROR_CODE} కమిట్ {COMMIT_HASH} ద్వారా సరిచేయబడింది.
గత సంవత్సరం {PLACE} నగరంలో పర్యాటకం {PERCENTAGE} పెరిగింది.
{PRODUCT_SKU} కొత్త ధర {AMOUNT}.
మేయర్ {PUBLIC_FIGURE} నిన్న కొత్త వంతెనను ప్రారంభించారు.
"అమ్మకాలు {PERCENTAGE} పెరిగాయి" అని సంస్థ ముఖ్య కార్యనిర్వహణ అధికారి {PUBLIC_FIGURE} విలేకరులతో చెప్పారు.

[field_names]
PERSON = పేరు
DOB = పుట్టిన తేదీ
GENDER = లింగం
NATIONALITY = జాతీయత
PHONE = ఫోన్ నంబర్
EMAIL = ఈమెయిల్
STREET_ADDRESS = చిరునామా
CITY = నగరం
POSTAL_CODE = పిన్ కోడ్
LOCATION = జిల్లా
ORGANIZATION = ఉద్యోగ స్థలం
DATE = అపాయింట్‌మెంట్ తేదీ
USERNAME = యూజర్‌నేమ్
IP_ADDRESS = ఐపీ చిరునామా
URL_PERSONAL = వెబ్‌సైట్
MEDICAL_CONDITION = వ్యాధి నిర్ధారణ
MEDICATION = మందులు
NATIONAL_ID = ఆధార్ నంబర్
PASSPORT_NUMBER = పాస్‌పోర్ట్ నంబర్
DRIVERS_LICENSE = డ్రైవింగ్ లైసెన్స్ నంబర్
SSN = సామాజిక భద్రతా నంబర్ (US SSN)
TAX_ID = పాన్ నంబర్
VOTER_ID = ఓటరు గుర్తింపు నంబర్
CUSTOMER_ID = కస్టమర్ ఐడీ
CASE_NUMBER = కేసు నంబర్
EMPLOYEE_ID = ఉద్యోగి ఐడీ
STUDENT_ID = విద్యార్థి ఐడీ
MEDICAL_RECORD_NUMBER = వైద్య రికార్డు నంబర్
HEALTH_INSURANCE_ID = ఆరోగ్య బీమా ఐడీ
VIN = ఛాసిస్ నంబర్
VEHICLE_PLATE = వాహన నంబర్
DEVICE_ID = పరికర ఐడీ
MAC_ADDRESS = మ్యాక్ చిరునామా
BIOMETRIC_ID = బయోమెట్రిక్ ఐడీ
BANK_ACCOUNT = ఖాతా నంబర్
IBAN = ఐబాన్
ROUTING_NUMBER = ఐఎఫ్ఎస్సీ కోడ్
SWIFT_BIC = స్విఫ్ట్ కోడ్
CREDIT_CARD = కార్డు నంబర్
CARD_EXPIRY = గడువు తేదీ
CVV = సీవీవీ
CRYPTO_WALLET = వాలెట్ చిరునామా
PASSWORD = పాస్‌వర్డ్
API_KEY = ఏపీఐ కీ
PIN = పిన్
SECURITY_ANSWER = భద్రతా ప్రశ్నకు సమాధానం
AGE = వయస్సు
ETHNICITY = జాతి
RELIGION = మతం
POLITICAL_AFFILIATION = రాజకీయ అనుబంధం
SEXUAL_ORIENTATION = లైంగిక ధోరణి
BLOOD_TYPE = రక్త వర్గం
SALARY = జీతం
GPS_COORDINATES = జీపీఎస్ కోఆర్డినేట్లు
SIGNATURE = సంతకం
INSURANCE_POLICY_NUMBER = పాలసీ నంబర్

[vocab]
GENDER = స్త్రీ | పురుషుడు | ఇతరులు
NATIONALITY = భారతీయుడు | నేపాలీ | శ్రీలంక పౌరుడు | అమెరికన్
ETHNICITY = తెలుగు | తమిళ | కన్నడ | లంబాడీ
RELIGION = హిందూ | ముస్లిం | క్రైస్తవ | జైన | బౌద్ధ
POLITICAL_AFFILIATION = వామపక్ష | మితవాద | ఉదారవాద | మధ్యేమార్గ
SEXUAL_ORIENTATION = భిన్న లింగ ఆకర్షణ | స్వలింగ ఆకర్షణ | ద్విలింగ ఆకర్షణ
MEDICAL_CONDITION = టైప్ 2 మధుమేహం | అధిక రక్తపోటు | ఉబ్బసం | డిప్రెషన్ | మైగ్రేన్ | మూర్ఛ
MEDICATION = మెట్‌ఫార్మిన్ | అమ్లోడిపిన్ | సాల్బుటమాల్ | సెర్ట్రాలిన్ | లెవోథైరాక్సిన్ | ఇన్సులిన్ గ్లార్జిన్
JOB_TITLE = సాఫ్ట్‌వేర్ ఇంజనీర్ | నర్సు | అకౌంటెంట్ | సేల్స్ మేనేజర్ | ఉపాధ్యాయుడు | ఎలక్ట్రీషియన్
""",
        code="te",
        name="Telugu",
        script="Telugu",
        spaces=True,
        faker_locale=None,
        postal_format="######",
        currency_format="₹{amount}",
        number_style="indian",
        notes="Faker has no te_IN; names and places are built-in.",
    )
)


# --- Kannada ------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = ಮಂಜುನಾಥ್ | ರಮೇಶ್ | ಸುರೇಶ್ | ಪ್ರಕಾಶ್ | ನಾಗರಾಜ್ | ಕಿರಣ್ | ರಾಘವೇಂದ್ರ | ವಿನಯ್ | ಲಕ್ಷ್ಮಿ | ಸುಮಾ | ಪವಿತ್ರ | ರಶ್ಮಿ | ದೀಪಾ | ಶ್ವೇತಾ | ಕಾವ್ಯ | ಅನಿತಾ | ಭಾರತಿ
last_names = ಗೌಡ | ಶೆಟ್ಟಿ | ರಾವ್ | ಹೆಗಡೆ | ಭಟ್ | ನಾಯಕ್ | ಕುಲಕರ್ಣಿ | ಪಾಟೀಲ್ | ಜೋಶಿ | ಶರ್ಮ | ಮೂರ್ತಿ | ಕಾಮತ್
cities = ಬೆಂಗಳೂರು | ಮೈಸೂರು | ಮಂಗಳೂರು | ಹುಬ್ಬಳ್ಳಿ | ಬೆಳಗಾವಿ | ದಾವಣಗೆರೆ | ಶಿವಮೊಗ್ಗ | ತುಮಕೂರು | ಉಡುಪಿ | ಬಳ್ಳಾರಿ
streets = ಗಾಂಧಿ ರಸ್ತೆ | ನೆಹರು ನಗರ | ನಿಲ್ದಾಣ ರಸ್ತೆ | ಮುಖ್ಯ ರಸ್ತೆ | ವಿದ್ಯಾನಗರ | ರಾಜಾಜಿನಗರ | ಜಯನಗರ | ಬಸವೇಶ್ವರ ನಗರ
regions = ಕರ್ನಾಟಕ | ಬೆಂಗಳೂರು ನಗರ ಜಿಲ್ಲೆ | ಮೈಸೂರು ಜಿಲ್ಲೆ | ದಕ್ಷಿಣ ಕನ್ನಡ ಜಿಲ್ಲೆ | ಧಾರವಾಡ ಜಿಲ್ಲೆ | ಉಡುಪಿ ಜಿಲ್ಲೆ
months = ಜನವರಿ | ಫೆಬ್ರವರಿ | ಮಾರ್ಚ್ | ಏಪ್ರಿಲ್ | ಮೇ | ಜೂನ್ | ಜುಲೈ | ಆಗಸ್ಟ್ | ಸೆಪ್ಟೆಂಬರ್ | ಅಕ್ಟೋಬರ್ | ನವೆಂಬರ್ | ಡಿಸೆಂಬರ್
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy} | {dd}-{mm}-{yyyy}
org_patterns = {last} ಅಂಡ್ ಸನ್ಸ್ | {last} ಟ್ರೇಡರ್ಸ್ ಪ್ರೈವೇಟ್ ಲಿಮಿಟೆಡ್ | {city} ದಂತ ಚಿಕಿತ್ಸಾಲಯ | {last} ಅಸೋಸಿಯೇಟ್ಸ್ | {last} ಮೆಡಿಕಲ್ಸ್
address_formats = {number}, {street} | ಮನೆ ಸಂಖ್ಯೆ {number}, {street}
birth_cues = ಹುಟ್ಟಿದ ದಿನಾಂಕ | ಜನಿಸಿದೆ | ಜನನ
speaker_words = ಏಜೆಂಟ್ | ಗ್ರಾಹಕ
greeting = ನಮಸ್ಕಾರ

[intro]
ನನ್ನ ಹೆಸರು {PERSON}.
ನಮಸ್ಕಾರ, ನಾನು {PERSON}.
ಅರ್ಜಿದಾರರ ಹೆಸರು: {PERSON}.

[contact]
ನನ್ನನ್ನು {PHONE} ಸಂಖ್ಯೆಯಲ್ಲಿ ಸಂಪರ್ಕಿಸಬಹುದು.
ನನ್ನ ಇಮೇಲ್ ವಿಳಾಸ {EMAIL}.
{PHONE} ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ {EMAIL} ವಿಳಾಸಕ್ಕೆ ಬರೆಯಿರಿ.

[address]
ನನ್ನ ವಿಳಾಸ: {STREET_ADDRESS}, {CITY}, {LOCATION} - {POSTAL_CODE}.
ದಯವಿಟ್ಟು ದಾಖಲೆಗಳನ್ನು ಈ ವಿಳಾಸಕ್ಕೆ ಕಳುಹಿಸಿ: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
ನಾನು {CITY} ನಗರದಲ್ಲಿ ವಾಸಿಸುತ್ತೇನೆ; ವಿಳಾಸ: {STREET_ADDRESS}.

[dob]
ನಾನು {DOB} ರಂದು ಜನಿಸಿದೆ.
ಹುಟ್ಟಿದ ದಿನಾಂಕ: {DOB}.

[id]
ದಯವಿಟ್ಟು ನಿಮ್ಮ ವ್ಯವಸ್ಥೆಯಲ್ಲಿ {ID} ಸಂಖ್ಯೆಯನ್ನು ಪರಿಶೀಲಿಸಿ.
ನನ್ನ ಕಡತದ ಉಲ್ಲೇಖ ಸಂಖ್ಯೆ {ID}.
ಸಂಖ್ಯೆಯನ್ನು ಮತ್ತೆ ಕಳುಹಿಸುತ್ತಿದ್ದೇನೆ: {ID}.

[finance]
ಪಾವತಿ ವಿವರಗಳು: {FIN}.
ದಯವಿಟ್ಟು ಈ ವಿವರಗಳನ್ನು ಬ್ಯಾಂಕ್‌ನೊಂದಿಗೆ ಹೊಂದಿಸಿ ನೋಡಿ: {FIN}.
ಪಾವತಿಗಾಗಿ ನಾನು ನೀಡಿದ್ದು: {FIN}.

[health]
ಕಳೆದ ವರ್ಷ ನನಗೆ {MEDICAL_CONDITION} ಇರುವುದು ಪತ್ತೆಯಾಯಿತು.
ನಾನು ಪ್ರತಿದಿನ ಬೆಳಿಗ್ಗೆ {MEDICATION} ತೆಗೆದುಕೊಳ್ಳುತ್ತೇನೆ.
ರೋಗನಿರ್ಣಯ: {MEDICAL_CONDITION}. ಔಷಧ: {MEDICATION}.

[appointment]
ನಿಮ್ಮ ಭೇಟಿ {DATE} ರಂದು ಇದೆ.
ಸಭೆಯನ್ನು {DATE} ಕ್ಕೆ ಮುಂದೂಡಲಾಗಿದೆ.

[org]
ನಾನು {ORGANIZATION} ನಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತೇನೆ.
ಕೆಲಸದ ಸ್ಥಳ: {ORGANIZATION}.

[online]
ನನ್ನ ಬಳಕೆದಾರ ಹೆಸರು {USERNAME}.
ಕೊನೆಯ ಲಾಗಿನ್ {IP_ADDRESS} ನಿಂದ ಆಗಿತ್ತು.
ನನ್ನ ವೈಯಕ್ತಿಕ ಜಾಲತಾಣ: {URL_PERSONAL}.

[secret]
ನೀವು ಕೇಳಿದ್ದು ಇಲ್ಲಿದೆ: {SECRET}
ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ: {SECRET}
ಖಾತೆಯ ಕೋಡ್ {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
ಸಂಪರ್ಕಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.
ಇನ್ನೇನಾದರೂ ಬೇಕಿದ್ದರೆ ತಿಳಿಸಿ.
ನಿಮ್ಮ ಉತ್ತರಕ್ಕಾಗಿ ಕಾಯುತ್ತಿದ್ದೇನೆ.
ಸರ್ಕಾರಿ ರಜಾದಿನಗಳಲ್ಲಿ ಕಚೇರಿ ಮುಚ್ಚಿರುತ್ತದೆ.
ಎರಡು ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಉತ್ತರಿಸುತ್ತೇವೆ.
ದಯವಿಟ್ಟು ಈ ಸಂದೇಶವನ್ನು ಉಳಿಸಿಕೊಳ್ಳಿ.
ತಡವಾಗಿ ಉತ್ತರಿಸಿದ್ದಕ್ಕೆ ಕ್ಷಮಿಸಿ.
ಯಾವುದೇ ಪ್ರಶ್ನೆ ಇದ್ದರೆ ಈ ಸಂದೇಶಕ್ಕೆ ಉತ್ತರಿಸಿ.
ಲಗತ್ತಿಸಿದ ದಾಖಲೆಯನ್ನು ಗಮನವಿಟ್ಟು ಓದಿ.

[negative]
ಆರ್ಡರ್ {ORDER_NUMBER} ಕಳುಹಿಸಲಾಗಿದೆ; ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ: {TRACKING_NUMBER}.
{AMOUNT} ಮೊತ್ತದ ಇನ್‌ವಾಯ್ಸ್ {INVOICE_NUMBER} ತಿಂಗಳ ಕೊನೆಯೊಳಗೆ ಪಾವತಿಸಬೇಕು.
ಆವೃತ್ತಿ {VERSION} {PUBLIC_DATE} ರಂದು ಬಿಡುಗಡೆಯಾಯಿತು.
[{TIMESTAMP}] {LOOPBACK_IP} ನಲ್ಲಿ ಚಾಲನೆಯಲ್ಲಿರುವ ಸೇವೆ {HTTP_STATUS} ಸ್ಥಿತಿಯನ್ನು ನೀಡಿತು.
ಉದ್ಯೋಗಾವಕಾಶ: {JOB_TITLE}, ಕೆಲಸದ ಸ್ಥಳ: {PLACE}.
ಈ ವಾರ {PRODUCT_SKU} ಮೇಲೆ {PERCENTAGE} ರಿಯಾಯಿತಿ.
ತರಬೇತಿ {ROOM_NUMBER} ಸಂಖ್ಯೆಯ ಕೊಠಡಿಯಲ್ಲಿ ನಡೆಯಲಿದೆ.
ದೋಷ {ERROR_CODE} ಅನ್ನು ಕಮಿಟ್ {COMMIT_HASH} ನಲ್ಲಿ ಸರಿಪಡಿಸಲಾಗಿದೆ.
ಕಳೆದ ವರ್ಷ {PLACE} ನಗರದಲ್ಲಿ ಪ್ರವಾಸೋದ್ಯಮ {PERCENTAGE} ಹೆಚ್ಚಾಯಿತು.
{PRODUCT_SKU} ನ ಹೊಸ ಬೆಲೆ {AMOUNT}.
ಮೇಯರ್ {PUBLIC_FIGURE} ನಿನ್ನೆ ಹೊಸ ಸೇತುವೆಯನ್ನು ಉದ್ಘಾಟಿಸಿದರು.
"ಮಾರಾಟ {PERCENTAGE} ಏರಿಕೆಯಾಗಿದೆ" ಎಂದು ಕಂಪನಿಯ ಮುಖ್ಯ ಕಾರ್ಯನಿರ್ವಾಹಕ ಅಧಿಕಾರಿ {PUBLIC_FIGURE} ಸುದ್ದಿಗಾರರಿಗೆ ತಿಳಿಸಿದರು.

[field_names]
PERSON = ಹೆಸರು
DOB = ಹುಟ್ಟಿದ ದಿನಾಂಕ
GENDER = ಲಿಂಗ
NATIONALITY = ರಾಷ್ಟ್ರೀಯತೆ
PHONE = ದೂರವಾಣಿ ಸಂಖ್ಯೆ
EMAIL = ಇಮೇಲ್
STREET_ADDRESS = ವಿಳಾಸ
CITY = ನಗರ
POSTAL_CODE = ಪಿನ್ ಕೋಡ್
LOCATION = ಜಿಲ್ಲೆ
ORGANIZATION = ಕೆಲಸದ ಸ್ಥಳ
DATE = ಭೇಟಿಯ ದಿನಾಂಕ
USERNAME = ಬಳಕೆದಾರ ಹೆಸರು
IP_ADDRESS = ಐಪಿ ವಿಳಾಸ
URL_PERSONAL = ಜಾಲತಾಣ
MEDICAL_CONDITION = ರೋಗನಿರ್ಣಯ
MEDICATION = ಔಷಧಗಳು
NATIONAL_ID = ಆಧಾರ್ ಸಂಖ್ಯೆ
PASSPORT_NUMBER = ಪಾಸ್‌ಪೋರ್ಟ್ ಸಂಖ್ಯೆ
DRIVERS_LICENSE = ಚಾಲನಾ ಪರವಾನಗಿ ಸಂಖ್ಯೆ
SSN = ಸಾಮಾಜಿಕ ಭದ್ರತಾ ಸಂಖ್ಯೆ (US SSN)
TAX_ID = ಪ್ಯಾನ್ ಸಂಖ್ಯೆ
VOTER_ID = ಮತದಾರರ ಗುರುತಿನ ಸಂಖ್ಯೆ
CUSTOMER_ID = ಗ್ರಾಹಕ ಸಂಖ್ಯೆ
CASE_NUMBER = ಪ್ರಕರಣ ಸಂಖ್ಯೆ
EMPLOYEE_ID = ನೌಕರರ ಸಂಖ್ಯೆ
STUDENT_ID = ವಿದ್ಯಾರ್ಥಿ ಸಂಖ್ಯೆ
MEDICAL_RECORD_NUMBER = ವೈದ್ಯಕೀಯ ದಾಖಲೆ ಸಂಖ್ಯೆ
HEALTH_INSURANCE_ID = ಆರೋಗ್ಯ ವಿಮೆ ಸಂಖ್ಯೆ
VIN = ಚಾಸಿಸ್ ಸಂಖ್ಯೆ
VEHICLE_PLATE = ವಾಹನ ನೋಂದಣಿ ಸಂಖ್ಯೆ
DEVICE_ID = ಸಾಧನದ ಗುರುತು
MAC_ADDRESS = ಮ್ಯಾಕ್ ವಿಳಾಸ
BIOMETRIC_ID = ಬಯೋಮೆಟ್ರಿಕ್ ಗುರುತು
BANK_ACCOUNT = ಖಾತೆ ಸಂಖ್ಯೆ
IBAN = ಐಬಾನ್
ROUTING_NUMBER = ಐಎಫ್‌ಎಸ್‌ಸಿ ಕೋಡ್
SWIFT_BIC = ಸ್ವಿಫ್ಟ್ ಕೋಡ್
CREDIT_CARD = ಕಾರ್ಡ್ ಸಂಖ್ಯೆ
CARD_EXPIRY = ಮುಕ್ತಾಯ ದಿನಾಂಕ
CVV = ಸಿವಿವಿ
CRYPTO_WALLET = ವಾಲೆಟ್ ವಿಳಾಸ
PASSWORD = ಪಾಸ್‌ವರ್ಡ್
API_KEY = ಎಪಿಐ ಕೀ
PIN = ಪಿನ್
SECURITY_ANSWER = ಭದ್ರತಾ ಪ್ರಶ್ನೆಯ ಉತ್ತರ
AGE = ವಯಸ್ಸು
ETHNICITY = ಜನಾಂಗ
RELIGION = ಧರ್ಮ
POLITICAL_AFFILIATION = ರಾಜಕೀಯ ಒಲವು
SEXUAL_ORIENTATION = ಲೈಂಗಿಕ ದೃಷ್ಟಿಕೋನ
BLOOD_TYPE = ರಕ್ತದ ಗುಂಪು
SALARY = ಸಂಬಳ
GPS_COORDINATES = ಜಿಪಿಎಸ್ ನಿರ್ದೇಶಾಂಕಗಳು
SIGNATURE = ಸಹಿ
INSURANCE_POLICY_NUMBER = ಪಾಲಿಸಿ ಸಂಖ್ಯೆ

[vocab]
GENDER = ಮಹಿಳೆ | ಪುರುಷ | ಇತರೆ
NATIONALITY = ಭಾರತೀಯ | ನೇಪಾಳಿ | ಶ್ರೀಲಂಕಾದವರು | ಅಮೆರಿಕನ್
ETHNICITY = ಕನ್ನಡಿಗ | ತುಳುವ | ಕೊಡವ | ಕೊಂಕಣಿ
RELIGION = ಹಿಂದೂ | ಮುಸ್ಲಿಂ | ಕ್ರೈಸ್ತ | ಜೈನ | ಬೌದ್ಧ
POLITICAL_AFFILIATION = ಎಡಪಂಥೀಯ | ಬಲಪಂಥೀಯ | ಉದಾರವಾದಿ | ಮಧ್ಯಮಮಾರ್ಗಿ
SEXUAL_ORIENTATION = ಭಿನ್ನಲಿಂಗಿ | ಸಲಿಂಗಿ | ದ್ವಿಲಿಂಗಿ
MEDICAL_CONDITION = ಟೈಪ್ 2 ಮಧುಮೇಹ | ಅಧಿಕ ರಕ್ತದೊತ್ತಡ | ಅಸ್ತಮಾ | ಖಿನ್ನತೆ | ಮೈಗ್ರೇನ್ | ಅಪಸ್ಮಾರ
MEDICATION = ಮೆಟ್‌ಫಾರ್ಮಿನ್ | ಅಮ್ಲೋಡಿಪಿನ್ | ಸಾಲ್ಬುಟಮಾಲ್ | ಸೆರ್ಟ್ರಾಲಿನ್ | ಲೆವೊಥೈರಾಕ್ಸಿನ್ | ಇನ್ಸುಲಿನ್ ಗ್ಲಾರ್ಜಿನ್
JOB_TITLE = ಸಾಫ್ಟ್‌ವೇರ್ ಎಂಜಿನಿಯರ್ | ನರ್ಸ್ | ಲೆಕ್ಕಿಗ | ಮಾರಾಟ ವ್ಯವಸ್ಥಾಪಕ | ಶಿಕ್ಷಕ | ಎಲೆಕ್ಟ್ರಿಷಿಯನ್
""",
        code="kn",
        name="Kannada",
        script="Kannada",
        spaces=True,
        faker_locale=None,
        postal_format="######",
        currency_format="₹{amount}",
        number_style="indian",
        notes="Faker has no kn_IN; names and places are built-in.",
    )
)


# --- Malayalam ----------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = അനിൽ | സുനിൽ | രാജേഷ് | ബിജു | ഷാജി | അരുൺ | വിനോദ് | ജോസഫ് | മുഹമ്മദ് | ലക്ഷ്മി | ശ്രീദേവി | അനിത | ബിന്ദു | രമ്യ | ദിവ്യ | മറിയ | ഫാത്തിമ
last_names = നായർ | മേനോൻ | പിള്ള | കുറുപ്പ് | വർഗീസ് | മാത്യു | ജോർജ് | തോമസ് | കുട്ടി | നമ്പ്യാർ | പണിക്കർ | ബഷീർ
cities = തിരുവനന്തപുരം | കൊച്ചി | കോഴിക്കോട് | തൃശ്ശൂർ | കൊല്ലം | കണ്ണൂർ | ആലപ്പുഴ | പാലക്കാട് | കോട്ടയം | മലപ്പുറം
streets = സ്റ്റേഷൻ റോഡ് | ഗാന്ധി നഗർ | മാർക്കറ്റ് റോഡ് | ക്ഷേത്രം റോഡ് | ബീച്ച് റോഡ് | പള്ളി റോഡ് | കോളേജ് റോഡ് | ആശുപത്രി റോഡ്
regions = കേരളം | എറണാകുളം ജില്ല | തൃശ്ശൂർ ജില്ല | കോഴിക്കോട് ജില്ല | തിരുവനന്തപുരം ജില്ല | കണ്ണൂർ ജില്ല
months = ജനുവരി | ഫെബ്രുവരി | മാർച്ച് | ഏപ്രിൽ | മേയ് | ജൂൺ | ജൂലൈ | ഓഗസ്റ്റ് | സെപ്റ്റംബർ | ഒക്ടോബർ | നവംബർ | ഡിസംബർ
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy} | {dd}-{mm}-{yyyy}
org_patterns = {last} ആൻഡ് സൺസ് | {last} ട്രേഡേഴ്സ് പ്രൈവറ്റ് ലിമിറ്റഡ് | {city} ഡെന്റൽ ക്ലിനിക് | {last} അസോസിയേറ്റ്സ് | {last} മെഡിക്കൽസ്
address_formats = {number}, {street} | വീട്ടു നമ്പർ {number}, {street}
birth_cues = ജനനത്തീയതി | ജനിച്ചു | ജനനം
speaker_words = ഏജന്റ് | ഉപഭോക്താവ്
greeting = നമസ്കാരം

[intro]
എന്റെ പേര് {PERSON}.
നമസ്കാരം, ഞാൻ {PERSON} ആണ്.
അപേക്ഷകന്റെ പേര്: {PERSON}.

[contact]
{PHONE} എന്ന നമ്പറിൽ എന്നെ ബന്ധപ്പെടാം.
എന്റെ ഇമെയിൽ വിലാസം {EMAIL} ആണ്.
{PHONE} എന്ന നമ്പറിൽ വിളിക്കുക അല്ലെങ്കിൽ {EMAIL} എന്ന വിലാസത്തിൽ എഴുതുക.

[address]
എന്റെ വിലാസം: {STREET_ADDRESS}, {CITY}, {LOCATION} - {POSTAL_CODE}.
ദയവായി രേഖകൾ ഈ വിലാസത്തിൽ അയയ്ക്കുക: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
ഞാൻ {CITY} നഗരത്തിലാണ് താമസം; വിലാസം: {STREET_ADDRESS}.

[dob]
ഞാൻ {DOB} ന് ജനിച്ചു.
ജനനത്തീയതി: {DOB}.

[id]
ദയവായി നിങ്ങളുടെ സിസ്റ്റത്തിൽ {ID} എന്ന നമ്പർ പരിശോധിക്കുക.
എന്റെ ഫയലിന്റെ റഫറൻസ് നമ്പർ {ID} ആണ്.
നമ്പർ വീണ്ടും അയയ്ക്കുന്നു: {ID}.

[finance]
പണമടയ്ക്കൽ വിവരങ്ങൾ: {FIN}.
ദയവായി ഈ വിവരങ്ങൾ ബാങ്കുമായി ഒത്തുനോക്കുക: {FIN}.
പണമടയ്ക്കാൻ ഞാൻ നൽകിയത്: {FIN}.

[health]
കഴിഞ്ഞ വർഷം എനിക്ക് {MEDICAL_CONDITION} ഉണ്ടെന്ന് കണ്ടെത്തി.
ഞാൻ ദിവസവും രാവിലെ {MEDICATION} കഴിക്കുന്നു.
രോഗനിർണയം: {MEDICAL_CONDITION}. മരുന്ന്: {MEDICATION}.

[appointment]
നിങ്ങളുടെ അപ്പോയിന്റ്മെന്റ് {DATE} നാണ്.
യോഗം {DATE} ലേക്ക് മാറ്റി.

[org]
ഞാൻ {ORGANIZATION} എന്ന സ്ഥാപനത്തിൽ ജോലി ചെയ്യുന്നു.
ജോലിസ്ഥലം: {ORGANIZATION}.

[online]
എന്റെ യൂസർനെയിം {USERNAME} ആണ്.
അവസാന ലോഗിൻ {IP_ADDRESS} എന്ന വിലാസത്തിൽ നിന്നായിരുന്നു.
എന്റെ വ്യക്തിഗത വെബ്സൈറ്റ്: {URL_PERSONAL}.

[secret]
നിങ്ങൾ ചോദിച്ചത് ഇതാ: {SECRET}
ഇത് ആരുമായും പങ്കിടരുത്: {SECRET}
അക്കൗണ്ടിന്റെ കോഡ് {SECRET} ആണ്.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
ബന്ധപ്പെട്ടതിന് നന്ദി.
മറ്റെന്തെങ്കിലും വേണമെങ്കിൽ അറിയിക്കുക.
നിങ്ങളുടെ മറുപടിക്കായി കാത്തിരിക്കുന്നു.
പൊതു അവധി ദിവസങ്ങളിൽ ഓഫീസ് അടച്ചിരിക്കും.
രണ്ട് പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ മറുപടി നൽകും.
ദയവായി ഈ സന്ദേശം സൂക്ഷിച്ചുവയ്ക്കുക.
മറുപടി വൈകിയതിൽ ക്ഷമിക്കണം.
എന്തെങ്കിലും ചോദ്യമുണ്ടെങ്കിൽ ഈ സന്ദേശത്തിന് മറുപടി നൽകുക.
ചേർത്തിരിക്കുന്ന രേഖ ശ്രദ്ധയോടെ വായിക്കുക.

[negative]
ഓർഡർ {ORDER_NUMBER} അയച്ചു; ട്രാക്കിംഗ് നമ്പർ: {TRACKING_NUMBER}.
{AMOUNT} തുകയുടെ ഇൻവോയ്സ് {INVOICE_NUMBER} മാസാവസാനത്തിനകം അടയ്ക്കണം.
പതിപ്പ് {VERSION} {PUBLIC_DATE} ന് പുറത്തിറങ്ങി.
[{TIMESTAMP}] {LOOPBACK_IP} എന്ന വിലാസത്തിൽ പ്രവർത്തിക്കുന്ന സേവനം {HTTP_STATUS} സ്റ്റാറ്റസ് നൽകി.
ഒഴിവ്: {JOB_TITLE}, ജോലിസ്ഥലം: {PLACE}.
ഈ ആഴ്ച {PRODUCT_SKU} ന് {PERCENTAGE} കിഴിവ്.
പരിശീലനം {ROOM_NUMBER} നമ്പർ മുറിയിൽ നടക്കും.
പിശക് {ERROR_CODE} കമ്മിറ്റ് {COMMIT_HASH} വഴി പരിഹരിച്ചു.
കഴിഞ്ഞ വർഷം {PLACE} നഗരത്തിൽ ടൂറിസം {PERCENTAGE} വർധിച്ചു.
{PRODUCT_SKU} ന്റെ പുതിയ വില {AMOUNT} ആണ്.
മേയർ {PUBLIC_FIGURE} ഇന്നലെ പുതിയ പാലം ഉദ്ഘാടനം ചെയ്തു.
"വിൽപ്പന {PERCENTAGE} വർധിച്ചു" എന്ന് കമ്പനിയുടെ ചീഫ് എക്സിക്യൂട്ടീവ് {PUBLIC_FIGURE} മാധ്യമങ്ങളോട് പറഞ്ഞു.

[field_names]
PERSON = പേര്
DOB = ജനനത്തീയതി
GENDER = ലിംഗം
NATIONALITY = ദേശീയത
PHONE = ഫോൺ നമ്പർ
EMAIL = ഇമെയിൽ
STREET_ADDRESS = വിലാസം
CITY = നഗരം
POSTAL_CODE = പിൻ കോഡ്
LOCATION = ജില്ല
ORGANIZATION = ജോലിസ്ഥലം
DATE = അപ്പോയിന്റ്മെന്റ് തീയതി
USERNAME = യൂസർനെയിം
IP_ADDRESS = ഐപി വിലാസം
URL_PERSONAL = വെബ്സൈറ്റ്
MEDICAL_CONDITION = രോഗനിർണയം
MEDICATION = മരുന്നുകൾ
NATIONAL_ID = ആധാർ നമ്പർ
PASSPORT_NUMBER = പാസ്പോർട്ട് നമ്പർ
DRIVERS_LICENSE = ഡ്രൈവിംഗ് ലൈസൻസ് നമ്പർ
SSN = സാമൂഹിക സുരക്ഷാ നമ്പർ (US SSN)
TAX_ID = പാൻ നമ്പർ
VOTER_ID = വോട്ടർ ഐഡി നമ്പർ
CUSTOMER_ID = ഉപഭോക്തൃ ഐഡി
CASE_NUMBER = കേസ് നമ്പർ
EMPLOYEE_ID = ജീവനക്കാരുടെ ഐഡി
STUDENT_ID = വിദ്യാർത്ഥി ഐഡി
MEDICAL_RECORD_NUMBER = മെഡിക്കൽ റെക്കോർഡ് നമ്പർ
HEALTH_INSURANCE_ID = ആരോഗ്യ ഇൻഷുറൻസ് ഐഡി
VIN = ഷാസി നമ്പർ
VEHICLE_PLATE = വാഹന നമ്പർ
DEVICE_ID = ഉപകരണ ഐഡി
MAC_ADDRESS = മാക് വിലാസം
BIOMETRIC_ID = ബയോമെട്രിക് ഐഡി
BANK_ACCOUNT = അക്കൗണ്ട് നമ്പർ
IBAN = ഐബാൻ
ROUTING_NUMBER = ഐഎഫ്എസ്‌സി കോഡ്
SWIFT_BIC = സ്വിഫ്റ്റ് കോഡ്
CREDIT_CARD = കാർഡ് നമ്പർ
CARD_EXPIRY = കാലാവധി തീയതി
CVV = സിവിവി
CRYPTO_WALLET = വാലറ്റ് വിലാസം
PASSWORD = പാസ്‌വേഡ്
API_KEY = എപിഐ കീ
PIN = പിൻ
SECURITY_ANSWER = സുരക്ഷാ ചോദ്യത്തിന്റെ ഉത്തരം
AGE = പ്രായം
ETHNICITY = വംശം
RELIGION = മതം
POLITICAL_AFFILIATION = രാഷ്ട്രീയ ചായ്‌വ്
SEXUAL_ORIENTATION = ലൈംഗിക ആഭിമുഖ്യം
BLOOD_TYPE = രക്തഗ്രൂപ്പ്
SALARY = ശമ്പളം
GPS_COORDINATES = ജിപിഎസ് കോർഡിനേറ്റുകൾ
SIGNATURE = ഒപ്പ്
INSURANCE_POLICY_NUMBER = പോളിസി നമ്പർ

[vocab]
GENDER = സ്ത്രീ | പുരുഷൻ | മറ്റുള്ളവർ
NATIONALITY = ഇന്ത്യൻ | ശ്രീലങ്കൻ | നേപ്പാളി | അമേരിക്കൻ
ETHNICITY = മലയാളി | തമിഴ് | കൊങ്കണി | ആദിവാസി
RELIGION = ഹിന്ദു | മുസ്ലിം | ക്രിസ്ത്യൻ | ജൈന | ബുദ്ധ
POLITICAL_AFFILIATION = ഇടതുപക്ഷം | വലതുപക്ഷം | ഉദാരവാദി | മധ്യമാർഗി
SEXUAL_ORIENTATION = ഭിന്നലിംഗാകർഷണം | സ്വവർഗാനുരാഗം | ഉഭയലിംഗാകർഷണം
MEDICAL_CONDITION = ടൈപ്പ് 2 പ്രമേഹം | രക്തസമ്മർദ്ദം | ആസ്ത്മ | വിഷാദം | മൈഗ്രേൻ | അപസ്മാരം
MEDICATION = മെറ്റ്ഫോർമിൻ | അംലോഡിപിൻ | സാൽബ്യൂട്ടമോൾ | സെർട്രാലിൻ | ലെവോതൈറോക്സിൻ | ഇൻസുലിൻ ഗ്ലാർജിൻ
JOB_TITLE = സോഫ്റ്റ്‌വെയർ എഞ്ചിനീയർ | നഴ്സ് | അക്കൗണ്ടന്റ് | സെയിൽസ് മാനേജർ | അധ്യാപകൻ | ഇലക്ട്രീഷ്യൻ
""",
        code="ml",
        name="Malayalam",
        script="Malayalam",
        spaces=True,
        faker_locale=None,
        postal_format="######",
        currency_format="₹{amount}",
        number_style="indian",
        notes="Faker has no ml_IN; names and places are built-in.",
    )
)


# --- Marathi ------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = राहुल | सचिन | अमोल | प्रशांत | संदीप | महेश | गणेश | विनायक | प्रिया | स्नेहा | अश्विनी | पूजा | स्वाती | मनीषा | वैशाली | सुप्रिया | अनुराधा
last_names = पाटील | जाधव | कुलकर्णी | देशपांडे | जोशी | पवार | शिंदे | कदम | गायकवाड | देशमुख | भोसले | सावंत
cities = पुणे | मुंबई | नागपूर | नाशिक | औरंगाबाद | कोल्हापूर | सोलापूर | सांगली | अमरावती | ठाणे
streets = शिवाजी रस्ता | टिळक रस्ता | लक्ष्मी रस्ता | गांधी चौक | स्टेशन रोड | नेहरू नगर | शास्त्री नगर | महात्मा फुले पेठ
regions = महाराष्ट्र | पुणे जिल्हा | ठाणे जिल्हा | नाशिक जिल्हा | नागपूर जिल्हा | कोल्हापूर जिल्हा
months = जानेवारी | फेब्रुवारी | मार्च | एप्रिल | मे | जून | जुलै | ऑगस्ट | सप्टेंबर | ऑक्टोबर | नोव्हेंबर | डिसेंबर
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy} | {dd}-{mm}-{yyyy}
org_patterns = {last} अँड सन्स | {last} ट्रेडर्स प्रायव्हेट लिमिटेड | {city} दंत चिकित्सालय | {last} असोसिएट्स | {last} मेडिकल
address_formats = {number}, {street} | घर क्र. {number}, {street}
birth_cues = जन्म | जन्मतारीख | जन्मलो
speaker_words = प्रतिनिधी | ग्राहक
greeting = नमस्कार

[intro]
माझे नाव {PERSON} आहे.
नमस्कार, मी {PERSON}.
अर्जदाराचे नाव: {PERSON}.

[contact]
माझ्याशी {PHONE} या क्रमांकावर संपर्क साधू शकता.
माझा ईमेल पत्ता {EMAIL} आहे.
{PHONE} वर फोन करा किंवा {EMAIL} वर लिहा.

[address]
माझा पत्ता: {STREET_ADDRESS}, {CITY}, {LOCATION} - {POSTAL_CODE}.
कृपया कागदपत्रे या पत्त्यावर पाठवा: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
नवीन पत्ता: {STREET_ADDRESS}, {CITY}.

[dob]
माझा जन्म {DOB} रोजी झाला.
जन्मतारीख: {DOB}.

[id]
कृपया तुमच्या प्रणालीत {ID} हा क्रमांक तपासा.
माझ्या फाइलचा संदर्भ क्रमांक {ID} आहे.
क्रमांक पुन्हा पाठवत आहे: {ID}.

[finance]
देयक तपशील: {FIN}.
कृपया हे तपशील बँकेशी जुळवून पाहा: {FIN}.
पेमेंटसाठी दिलेले तपशील: {FIN}.

[health]
गेल्या वर्षी मला {MEDICAL_CONDITION} असल्याचे निदान झाले.
रोज सकाळी {MEDICATION} घ्यावे लागते.
निदान: {MEDICAL_CONDITION}. औषध: {MEDICATION}.

[appointment]
तुमची भेट {DATE} रोजी आहे.
बैठक आता {DATE} रोजी होईल.

[org]
माझे कार्यालय: {ORGANIZATION}.
नियोक्ता: {ORGANIZATION}.

[online]
माझे युजरनेम {USERNAME} आहे.
शेवटचे लॉगिन {IP_ADDRESS} वरून झाले.
माझी वैयक्तिक वेबसाइट: {URL_PERSONAL}.

[secret]
तुम्ही मागितलेले हे आहे: {SECRET}
हे कोणालाही सांगू नका: {SECRET}
खात्याचा कोड {SECRET} आहे.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
संपर्क केल्याबद्दल धन्यवाद.
आणखी काही हवे असल्यास कळवा.
तुमच्या उत्तराची वाट पाहत आहे.
सार्वजनिक सुट्टीच्या दिवशी कार्यालय बंद असते.
आम्ही दोन कामकाजाच्या दिवसांत उत्तर देऊ.
कृपया हा संदेश जपून ठेवा.
उत्तराला उशीर झाल्याबद्दल क्षमस्व.
काही प्रश्न असल्यास या संदेशाला उत्तर द्या.
सोबत जोडलेले कागदपत्र काळजीपूर्वक वाचा.

[negative]
ऑर्डर {ORDER_NUMBER} पाठवली आहे; ट्रॅकिंग क्रमांक: {TRACKING_NUMBER}.
{AMOUNT} रकमेचे बीजक {INVOICE_NUMBER} महिन्याच्या शेवटपर्यंत भरायचे आहे.
आवृत्ती {VERSION} {PUBLIC_DATE} रोजी प्रसिद्ध झाली.
[{TIMESTAMP}] {LOOPBACK_IP} वर चालणाऱ्या सेवेने {HTTP_STATUS} स्थिती परत केली.
नोकरीची संधी: {JOB_TITLE}, कामाचे ठिकाण: {PLACE}.
या आठवड्यात {PRODUCT_SKU} वर {PERCENTAGE} सूट.
प्रशिक्षण खोली क्रमांक {ROOM_NUMBER} मध्ये होईल.
त्रुटी {ERROR_CODE} कमिट {COMMIT_HASH} मध्ये दुरुस्त केली.
गेल्या वर्षी {PLACE} शहरात पर्यटन {PERCENTAGE} ने वाढले.
{PRODUCT_SKU} ची नवी किंमत {AMOUNT} आहे.
महापौर {PUBLIC_FIGURE} यांनी काल नवीन पुलाचे उद्घाटन केले.
"विक्रीत {PERCENTAGE} वाढ झाली आहे," असे कंपनीचे मुख्य कार्यकारी अधिकारी {PUBLIC_FIGURE} यांनी पत्रकारांना सांगितले.

[field_names]
PERSON = नाव
DOB = जन्मतारीख
GENDER = लिंग
NATIONALITY = राष्ट्रीयत्व
PHONE = मोबाईल क्रमांक
EMAIL = ईमेल
STREET_ADDRESS = पत्ता
CITY = शहर
POSTAL_CODE = पिन कोड
LOCATION = जिल्हा
ORGANIZATION = नियोक्ता
DATE = भेटीची तारीख
USERNAME = युजरनेम
IP_ADDRESS = आयपी पत्ता
URL_PERSONAL = वेबसाइट
MEDICAL_CONDITION = निदान
MEDICATION = औषधे
NATIONAL_ID = आधार क्रमांक
PASSPORT_NUMBER = पासपोर्ट क्रमांक
DRIVERS_LICENSE = वाहन चालक परवाना क्रमांक
SSN = सामाजिक सुरक्षा क्रमांक (US SSN)
TAX_ID = पॅन क्रमांक
VOTER_ID = मतदार ओळखपत्र क्रमांक
CUSTOMER_ID = ग्राहक क्रमांक
CASE_NUMBER = प्रकरण क्रमांक
EMPLOYEE_ID = कर्मचारी क्रमांक
STUDENT_ID = विद्यार्थी क्रमांक
MEDICAL_RECORD_NUMBER = वैद्यकीय नोंद क्रमांक
HEALTH_INSURANCE_ID = आरोग्य विमा क्रमांक
VIN = चेसिस क्रमांक
VEHICLE_PLATE = वाहन क्रमांक
DEVICE_ID = उपकरण ओळख
MAC_ADDRESS = मॅक पत्ता
BIOMETRIC_ID = बायोमेट्रिक ओळख
BANK_ACCOUNT = खाते क्रमांक
IBAN = आयबॅन
ROUTING_NUMBER = आयएफएससी कोड
SWIFT_BIC = स्विफ्ट कोड
CREDIT_CARD = कार्ड क्रमांक
CARD_EXPIRY = कालबाह्यता तारीख
CVV = सीव्हीव्ही
CRYPTO_WALLET = वॉलेट पत्ता
PASSWORD = पासवर्ड
API_KEY = एपीआय की
PIN = पिन
SECURITY_ANSWER = सुरक्षा प्रश्नाचे उत्तर
AGE = वय
ETHNICITY = प्रवर्ग
RELIGION = धर्म
POLITICAL_AFFILIATION = राजकीय विचारसरणी
SEXUAL_ORIENTATION = लैंगिक कल
BLOOD_TYPE = रक्तगट
SALARY = पगार
GPS_COORDINATES = जीपीएस निर्देशांक
SIGNATURE = स्वाक्षरी
INSURANCE_POLICY_NUMBER = पॉलिसी क्रमांक

[vocab]
GENDER = स्त्री | पुरुष | इतर
NATIONALITY = भारतीय | नेपाळी | श्रीलंकन | अमेरिकन
ETHNICITY = मराठा | कोकणी | आदिवासी | इतर मागासवर्ग
RELIGION = हिंदू | मुस्लिम | बौद्ध | ख्रिश्चन | जैन
POLITICAL_AFFILIATION = डावे | उजवे | उदारमतवादी | मध्यममार्गी
SEXUAL_ORIENTATION = भिन्नलिंगी | समलिंगी | उभयलिंगी
MEDICAL_CONDITION = टाइप 2 मधुमेह | उच्च रक्तदाब | दमा | नैराश्य | अर्धशिशी | अपस्मार
MEDICATION = मेटफॉर्मिन | अम्लोडिपिन | सालबुटामॉल | सर्ट्रालिन | लेव्होथायरॉक्सिन | इन्सुलिन ग्लार्जिन
JOB_TITLE = सॉफ्टवेअर अभियंता | परिचारिका | लेखापाल | विक्री व्यवस्थापक | शिक्षक | विजतंत्री
""",
        code="mr",
        name="Marathi",
        script="Devanagari",
        spaces=True,
        faker_locale="mr_IN",
        faker_names=True,
        faker_places=False,
        postal_format="######",
        currency_format="₹{amount}",
        number_style="indian",
    )
)


# --- Urdu ---------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = محمد | احمد | علی | عمران | فیصل | بلال | عثمان | حسن | زین | عائشہ | فاطمہ | مریم | سارہ | حنا | نادیہ | صبا | زینب
last_names = خان | شیخ | قریشی | ملک | چوہدری | بٹ | اعوان | صدیقی | رضوی | ہاشمی | مرزا | انصاری
cities = کراچی | لاہور | اسلام آباد | راولپنڈی | فیصل آباد | ملتان | پشاور | کوئٹہ | حیدرآباد | سیالکوٹ
streets = مال روڈ | جناح روڈ | اقبال روڈ | گلشن اقبال | ماڈل ٹاؤن | علامہ اقبال ٹاؤن | شاہراہ فیصل | گلبرگ
regions = پنجاب | سندھ | خیبر پختونخوا | بلوچستان | وفاقی دارالحکومت | گلگت بلتستان
months = جنوری | فروری | مارچ | اپریل | مئی | جون | جولائی | اگست | ستمبر | اکتوبر | نومبر | دسمبر
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy} | {dd}-{mm}-{yyyy}
org_patterns = {last} اینڈ سنز | {last} ٹریڈرز پرائیویٹ لمیٹڈ | {city} ڈینٹل کلینک | {last} ایسوسی ایٹس | {last} میڈیکل اسٹور
address_formats = مکان نمبر {number}، {street} | {number}، {street}
birth_cues = تاریخِ پیدائش | پیدائش | پیدا ہوا
speaker_words = نمائندہ | صارف
greeting = السلام علیکم

[intro]
میرا نام {PERSON} ہے۔
السلام علیکم، میں {PERSON} ہوں۔
درخواست گزار کا نام: {PERSON}۔

[contact]
آپ مجھ سے {PHONE} پر رابطہ کر سکتے ہیں۔
میرا ای میل پتہ {EMAIL} ہے۔
{PHONE} پر کال کریں یا {EMAIL} پر لکھیں۔

[address]
میرا پتہ: {STREET_ADDRESS}، {CITY}، {LOCATION} {POSTAL_CODE}۔
براہِ کرم کاغذات اس پتے پر بھیجیں: {STREET_ADDRESS}، {CITY} {POSTAL_CODE}۔
نیا پتہ: {STREET_ADDRESS}، {CITY}۔

[dob]
میری پیدائش {DOB} کو ہوئی۔
تاریخِ پیدائش: {DOB}۔

[id]
براہِ کرم اپنے سسٹم میں نمبر {ID} چیک کریں۔
میری فائل کا حوالہ نمبر {ID} ہے۔
نمبر دوبارہ بھیجا جا رہا ہے: {ID}۔

[finance]
ادائیگی کی تفصیلات: {FIN}۔
براہِ کرم ان تفصیلات کا بینک سے موازنہ کریں: {FIN}۔
ادائیگی کے لیے یہ تفصیلات دی گئی تھیں: {FIN}۔

[health]
پچھلے سال مجھے {MEDICAL_CONDITION} کی تشخیص ہوئی۔
روزانہ صبح {MEDICATION} لینی پڑتی ہے۔
تشخیص: {MEDICAL_CONDITION}۔ دوا: {MEDICATION}۔

[appointment]
آپ کی ملاقات {DATE} کو ہے۔
اجلاس اب {DATE} کو ہوگا۔

[org]
میری ملازمت {ORGANIZATION} میں ہے۔
آجر: {ORGANIZATION}۔

[online]
میرا یوزرنیم {USERNAME} ہے۔
آخری لاگ اِن {IP_ADDRESS} سے ہوا تھا۔
میری ذاتی ویب سائٹ: {URL_PERSONAL}۔

[secret]
آپ نے جو مانگا تھا وہ یہ ہے: {SECRET}
اسے کسی کے ساتھ شیئر نہ کریں: {SECRET}
اکاؤنٹ کا کوڈ {SECRET} ہے۔

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
رابطہ کرنے کا شکریہ۔
مزید کچھ چاہیے تو بتائیے۔
آپ کے جواب کا انتظار رہے گا۔
سرکاری تعطیلات پر دفتر بند رہتا ہے۔
ہم دو کاروباری دنوں میں جواب دیں گے۔
براہِ کرم یہ پیغام محفوظ رکھیں۔
جواب میں تاخیر پر معذرت۔
کوئی سوال ہو تو اسی پیغام کا جواب دیں۔
براہِ کرم منسلک دستاویز غور سے پڑھیں۔

[negative]
آرڈر {ORDER_NUMBER} بھیج دیا گیا ہے؛ ٹریکنگ نمبر: {TRACKING_NUMBER}۔
{AMOUNT} کا انوائس {INVOICE_NUMBER} مہینے کے آخر تک واجب الادا ہے۔
ورژن {VERSION} {PUBLIC_DATE} کو جاری ہوا تھا۔
[{TIMESTAMP}] {LOOPBACK_IP} پر چلنے والی سروس نے اسٹیٹس {HTTP_STATUS} لوٹایا۔
ملازمت کا موقع: {JOB_TITLE}، کام کی جگہ: {PLACE}۔
اس ہفتے {PRODUCT_SKU} پر {PERCENTAGE} رعایت ہے۔
تربیت کمرہ نمبر {ROOM_NUMBER} میں ہوگی۔
خرابی {ERROR_CODE} کمٹ {COMMIT_HASH} میں ٹھیک کی گئی۔
پچھلے سال {PLACE} میں سیاحت {PERCENTAGE} بڑھی۔
{PRODUCT_SKU} کی نئی قیمت {AMOUNT} ہے۔
میئر {PUBLIC_FIGURE} نے کل نئے پل کا افتتاح کیا۔
"فروخت میں {PERCENTAGE} اضافہ ہوا ہے،" کمپنی کے چیف ایگزیکٹو {PUBLIC_FIGURE} نے صحافیوں کو بتایا۔

[field_names]
PERSON = نام
DOB = تاریخِ پیدائش
GENDER = جنس
NATIONALITY = قومیت
PHONE = فون نمبر
EMAIL = ای میل
STREET_ADDRESS = پتہ
CITY = شہر
POSTAL_CODE = پوسٹل کوڈ
LOCATION = صوبہ
ORGANIZATION = آجر
DATE = ملاقات کی تاریخ
USERNAME = یوزرنیم
IP_ADDRESS = آئی پی ایڈریس
URL_PERSONAL = ویب سائٹ
MEDICAL_CONDITION = تشخیص
MEDICATION = ادویات
NATIONAL_ID = شناختی کارڈ نمبر
PASSPORT_NUMBER = پاسپورٹ نمبر
DRIVERS_LICENSE = ڈرائیونگ لائسنس نمبر
SSN = سوشل سیکیورٹی نمبر (US SSN)
TAX_ID = ٹیکس نمبر
VOTER_ID = ووٹر نمبر
CUSTOMER_ID = کسٹمر آئی ڈی
CASE_NUMBER = مقدمہ نمبر
EMPLOYEE_ID = ملازم نمبر
STUDENT_ID = طالب علم نمبر
MEDICAL_RECORD_NUMBER = طبی ریکارڈ نمبر
HEALTH_INSURANCE_ID = ہیلتھ انشورنس نمبر
VIN = چیسس نمبر
VEHICLE_PLATE = گاڑی نمبر
DEVICE_ID = ڈیوائس آئی ڈی
MAC_ADDRESS = میک ایڈریس
BIOMETRIC_ID = بایومیٹرک آئی ڈی
BANK_ACCOUNT = اکاؤنٹ نمبر
IBAN = آئی بین
ROUTING_NUMBER = برانچ کوڈ
SWIFT_BIC = سوئفٹ کوڈ
CREDIT_CARD = کارڈ نمبر
CARD_EXPIRY = میعاد ختم ہونے کی تاریخ
CVV = سی وی وی
CRYPTO_WALLET = والٹ ایڈریس
PASSWORD = پاس ورڈ
API_KEY = اے پی آئی کی
PIN = پن
SECURITY_ANSWER = حفاظتی سوال کا جواب
AGE = عمر
ETHNICITY = نسل
RELIGION = مذہب
POLITICAL_AFFILIATION = سیاسی وابستگی
SEXUAL_ORIENTATION = جنسی رجحان
BLOOD_TYPE = بلڈ گروپ
SALARY = تنخواہ
GPS_COORDINATES = جی پی ایس کوآرڈینیٹس
SIGNATURE = دستخط
INSURANCE_POLICY_NUMBER = پالیسی نمبر

[vocab]
GENDER = خاتون | مرد | دیگر
NATIONALITY = پاکستانی | بھارتی | افغان | بنگلہ دیشی
ETHNICITY = پنجابی | سندھی | پشتون | بلوچ | مہاجر
RELIGION = مسلمان | ہندو | مسیحی | سکھ
POLITICAL_AFFILIATION = قدامت پسند | لبرل | بائیں بازو | آزاد
SEXUAL_ORIENTATION = مخالف جنس پسند | ہم جنس پرست | دو جنس پسند
MEDICAL_CONDITION = ٹائپ 2 ذیابیطس | بلند فشارِ خون | دمہ | ڈپریشن | درد شقیقہ | مرگی
MEDICATION = میٹفارمن | ایملوڈیپین | سالبیوٹامول | سرٹرالین | لیوتھائیراکسن | انسولین گلارجین
JOB_TITLE = سافٹ ویئر انجینئر | نرس | اکاؤنٹنٹ | سیلز مینیجر | استاد | الیکٹریشن
""",
        code="ur",
        name="Urdu",
        script="Arabic",
        spaces=True,
        faker_locale=None,
        postal_format="#####",
        currency_format="{amount} روپے",
        number_style="comma",
        notes="Faker has no ur_PK; names and places are built-in.",
    )
)


# --- Chinese (Simplified) -----------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = 伟 | 芳 | 静 | 磊 | 洋 | 杰 | 建华 | 秀英 | 晓明 | 丽娟 | 志强 | 海燕 | 子涵 | 浩然 | 欣怡 | 宇轩
last_names = 王 | 李 | 张 | 刘 | 陈 | 杨 | 黄 | 赵 | 吴 | 周 | 徐 | 孙
cities = 北京 | 上海 | 广州 | 深圳 | 成都 | 杭州 | 武汉 | 西安 | 南京 | 重庆
streets = 人民路 | 解放路 | 中山路 | 建设路 | 和平街 | 文化路 | 新华街 | 长江路
regions = 朝阳区 | 海淀区 | 浦东新区 | 天河区 | 武侯区 | 西湖区 | 江汉区
date_formats = {yyyy}年{m}月{d}日 | {yyyy}-{mm}-{dd} | {yyyy}/{mm}/{dd}
org_patterns = {city}{last}氏物流有限公司 | {last}氏口腔诊所 | {last}记餐饮管理有限公司 | {city}{last}氏律师事务所 | {last}氏贸易有限公司
address_formats = {street}{number}号 | {street}{number}号{n2}栋{n3}0{n2}室
birth_cues = 出生 | 出生日期 | 生于
speaker_words = 客服 | 客户
greeting = 您好

[intro]
我叫{PERSON}。
您好，我是{PERSON}。
申请人：{PERSON}。
我代表我的当事人{PERSON}写信给您。

[contact]
您可以拨打{PHONE}联系我。
我的电子邮箱是{EMAIL}。
请拨打{PHONE}或发邮件至{EMAIL}。

[address]
我住在{CITY}{LOCATION}{STREET_ADDRESS}，邮编{POSTAL_CODE}。
请将材料寄到：{CITY}{STREET_ADDRESS}（邮编{POSTAL_CODE}）。
新地址：{CITY}{STREET_ADDRESS}。

[dob]
我出生于{DOB}。
出生日期：{DOB}。

[id]
请在系统中核对号码{ID}。
我档案上的编号是{ID}。
我再发一次号码：{ID}。

[finance]
付款信息：{FIN}。
请与银行核对以下信息：{FIN}。
付款时我填写的是{FIN}。

[health]
我去年被诊断出{MEDICAL_CONDITION}。
我每天早上服用{MEDICATION}。
诊断：{MEDICAL_CONDITION}；处方：{MEDICATION}。

[appointment]
您的预约时间是{DATE}。
会议改到了{DATE}。

[org]
我在{ORGANIZATION}工作。
工作单位：{ORGANIZATION}。

[online]
我的用户名是{USERNAME}。
最近一次登录来自{IP_ADDRESS}。
我的个人网站：{URL_PERSONAL}。

[secret]
这是您要的信息：{SECRET}
请勿告诉任何人：{SECRET}
账户相关信息：{SECRET}

[field]
{FIELD}：{VALUE}
{FIELD}: {VALUE}

[filler]
感谢您的来信。
如还需要其他帮助，请告诉我。
期待您的回复。
法定节假日办公室不办公。
我们会在两个工作日内回复您。
请妥善保存此消息。
抱歉回复晚了。
如有疑问，请直接回复此消息。
请仔细阅读附件中的文件。

[negative]
订单{ORDER_NUMBER}已发货，快递单号：{TRACKING_NUMBER}。
金额为{AMOUNT}的发票{INVOICE_NUMBER}须在月底前支付。
{VERSION}版本于{PUBLIC_DATE}发布。
[{TIMESTAMP}] {LOOPBACK_IP}上的服务返回状态码{HTTP_STATUS}。
招聘：{JOB_TITLE}，工作地点：{PLACE}。
商品{PRODUCT_SKU}本周优惠{PERCENTAGE}。
培训在{ROOM_NUMBER}会议室举行。
错误{ERROR_CODE}已在提交{COMMIT_HASH}中修复。
去年{PLACE}的旅游收入增长了{PERCENTAGE}。
{PRODUCT_SKU}的新价格是{AMOUNT}。
市长{PUBLIC_FIGURE}昨天为新大桥剪彩。
公司首席执行官{PUBLIC_FIGURE}对记者表示，销售额增长了{PERCENTAGE}。

[field_names]
PERSON = 姓名
DOB = 出生日期
GENDER = 性别
NATIONALITY = 国籍
PHONE = 联系电话
EMAIL = 电子邮箱
STREET_ADDRESS = 详细地址
CITY = 城市
POSTAL_CODE = 邮政编码
LOCATION = 所在区
ORGANIZATION = 工作单位
DATE = 预约日期
USERNAME = 用户名
IP_ADDRESS = IP地址
URL_PERSONAL = 个人网站
MEDICAL_CONDITION = 诊断
MEDICATION = 用药
NATIONAL_ID = 身份证号码
PASSPORT_NUMBER = 护照号码
DRIVERS_LICENSE = 驾驶证号
SSN = 社会保障号码 (US SSN)
TAX_ID = 纳税人识别号
VOTER_ID = 选民证号
CUSTOMER_ID = 客户编号
CASE_NUMBER = 案件编号
EMPLOYEE_ID = 工号
STUDENT_ID = 学号
MEDICAL_RECORD_NUMBER = 病历号
HEALTH_INSURANCE_ID = 医保卡号
VIN = 车架号
VEHICLE_PLATE = 车牌号
DEVICE_ID = 设备编号
MAC_ADDRESS = MAC地址
BIOMETRIC_ID = 生物识别编号
BANK_ACCOUNT = 银行账号
IBAN = 国际银行账号
ROUTING_NUMBER = 联行号
SWIFT_BIC = SWIFT代码
CREDIT_CARD = 卡号
CARD_EXPIRY = 有效期
CVV = 安全码
CRYPTO_WALLET = 钱包地址
PASSWORD = 密码
API_KEY = API密钥
PIN = 支付密码
SECURITY_ANSWER = 密保问题答案
AGE = 年龄
ETHNICITY = 民族
RELIGION = 宗教信仰
POLITICAL_AFFILIATION = 政治面貌
SEXUAL_ORIENTATION = 性取向
BLOOD_TYPE = 血型
SALARY = 薪资
GPS_COORDINATES = GPS坐标
SIGNATURE = 签名
INSURANCE_POLICY_NUMBER = 保单号

[vocab]
GENDER = 女 | 男
NATIONALITY = 中国 | 新加坡 | 马来西亚 | 加拿大 | 日本
ETHNICITY = 汉族 | 回族 | 满族 | 壮族 | 维吾尔族 | 藏族
RELIGION = 佛教 | 基督教 | 伊斯兰教 | 道教 | 无宗教信仰
POLITICAL_AFFILIATION = 中共党员 | 共青团员 | 群众 | 民主党派成员
SEXUAL_ORIENTATION = 异性恋 | 同性恋 | 双性恋
MEDICAL_CONDITION = 2型糖尿病 | 高血压 | 哮喘 | 抑郁症 | 偏头痛 | 癫痫
MEDICATION = 二甲双胍 | 氨氯地平 | 沙丁胺醇 | 舍曲林 | 左甲状腺素钠 | 甘精胰岛素
JOB_TITLE = 软件工程师 | 护士 | 会计 | 销售经理 | 小学教师 | 电工
""",
        code="zh",
        name="Chinese",
        script="Han",
        spaces=False,
        faker_locale="zh_CN",
        faker_names=True,
        faker_places=False,
        postal_format="######",
        currency_format="{amount}元",
        number_style="comma",
        name_order="family_given",
        name_sep="",
        notes="Simplified Chinese. zh_CN's Faker cities are random 市/县 names, so places are built-in.",
    )
)


# --- Japanese -----------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = 陽翔 | 蓮 | 大翔 | 翔太 | 健太 | 拓也 | 大輔 | 直樹 | 美咲 | 陽菜 | 結衣 | さくら | 愛 | 彩 | 由美 | 恵子 | 真由美
last_names = 佐藤 | 鈴木 | 高橋 | 田中 | 伊藤 | 渡辺 | 山本 | 中村 | 小林 | 加藤 | 吉田 | 山田
cities = 横浜市 | 大阪市 | 名古屋市 | 札幌市 | 福岡市 | 神戸市 | 京都市 | 仙台市 | 広島市 | さいたま市
streets = 本町 | 中央 | 栄町 | 緑町 | 旭町 | 錦町 | 幸町 | 桜台
regions = 神奈川県 | 大阪府 | 愛知県 | 北海道 | 福岡県 | 兵庫県 | 京都府 | 宮城県
date_formats = {yyyy}年{m}月{d}日 | {yyyy}/{mm}/{dd}
org_patterns = {last}商事株式会社 | {last}法律事務所 | {last}歯科医院 | 株式会社{last}工務店 | {last}内科クリニック
address_formats = {street}{n2}丁目{number}-{n3} | {street}{n2}-{number}-{n3}
birth_cues = 生まれ | 生年月日 | 出生
speaker_words = 担当者 | お客様
greeting = こんにちは

[intro]
{PERSON}と申します。
こんにちは、{PERSON}です。
申請者：{PERSON}
依頼人の{PERSON}様の代理でご連絡しております。

[contact]
{PHONE}までご連絡ください。
メールアドレスは{EMAIL}です。
{PHONE}にお電話いただくか、{EMAIL}までメールをお送りください。

[address]
住所は〒{POSTAL_CODE} {LOCATION}{CITY}{STREET_ADDRESS}です。
書類は次の住所へお送りください：〒{POSTAL_CODE} {CITY}{STREET_ADDRESS}
新しい住所は{CITY}{STREET_ADDRESS}です。

[dob]
{DOB}生まれです。
生年月日：{DOB}

[id]
システムで番号{ID}をご確認ください。
私のファイルの参照番号は{ID}です。
番号を再送します：{ID}

[finance]
お支払い情報：{FIN}
以下の情報を銀行と照合してください：{FIN}
支払いには{FIN}を指定しました。

[health]
昨年、{MEDICAL_CONDITION}と診断されました。
毎朝{MEDICATION}を服用しています。
診断：{MEDICAL_CONDITION}。処方：{MEDICATION}。

[appointment]
ご予約は{DATE}です。
会議は{DATE}に変更になりました。

[org]
{ORGANIZATION}に勤めています。
勤務先：{ORGANIZATION}

[online]
ユーザー名は{USERNAME}です。
最後のログインは{IP_ADDRESS}からでした。
個人サイトはこちらです：{URL_PERSONAL}

[secret]
ご依頼の情報です：{SECRET}
誰にも教えないでください：{SECRET}
アカウントのコードは{SECRET}です。

[field]
{FIELD}：{VALUE}
【{FIELD}】{VALUE}

[filler]
お問い合わせありがとうございます。
ほかにご用があればお知らせください。
ご返信をお待ちしております。
祝日は事務所が休みです。
2営業日以内にご連絡いたします。
このメッセージは大切に保管してください。
返信が遅くなり申し訳ありません。
ご不明な点があれば、このメッセージに返信してください。
添付の書類をよくお読みください。

[negative]
ご注文{ORDER_NUMBER}を発送しました。追跡番号：{TRACKING_NUMBER}
請求書{INVOICE_NUMBER}（{AMOUNT}）の支払期限は月末です。
バージョン{VERSION}は{PUBLIC_DATE}にリリースされました。
[{TIMESTAMP}] {LOOPBACK_IP}上のサービスがステータス{HTTP_STATUS}を返しました。
募集職種：{JOB_TITLE}、勤務地：{PLACE}
商品{PRODUCT_SKU}は今週{PERCENTAGE}引きです。
研修は{ROOM_NUMBER}号室で行います。
エラー{ERROR_CODE}はコミット{COMMIT_HASH}で修正されました。
昨年、{PLACE}の観光客数は{PERCENTAGE}増えました。
{PRODUCT_SKU}の新しい価格は{AMOUNT}です。
{PUBLIC_FIGURE}市長は昨日、新しい橋の開通式に出席した。
同社の{PUBLIC_FIGURE}社長は記者団に対し、売上高が{PERCENTAGE}増加したと述べた。

[field_names]
PERSON = 氏名
DOB = 生年月日
GENDER = 性別
NATIONALITY = 国籍
PHONE = 電話番号
EMAIL = メールアドレス
STREET_ADDRESS = 番地
CITY = 市区町村
POSTAL_CODE = 郵便番号
LOCATION = 都道府県
ORGANIZATION = 勤務先
DATE = 予約日
USERNAME = ユーザー名
IP_ADDRESS = IPアドレス
URL_PERSONAL = ウェブサイト
MEDICAL_CONDITION = 診断名
MEDICATION = 服用中の薬
NATIONAL_ID = マイナンバー
PASSPORT_NUMBER = 旅券番号
DRIVERS_LICENSE = 運転免許証番号
SSN = 社会保障番号 (US SSN)
TAX_ID = 納税者番号
VOTER_ID = 選挙人番号
CUSTOMER_ID = お客様番号
CASE_NUMBER = 事件番号
EMPLOYEE_ID = 社員番号
STUDENT_ID = 学籍番号
MEDICAL_RECORD_NUMBER = 診察券番号
HEALTH_INSURANCE_ID = 保険証番号
VIN = 車台番号
VEHICLE_PLATE = ナンバープレート
DEVICE_ID = 端末ID
MAC_ADDRESS = MACアドレス
BIOMETRIC_ID = 生体認証ID
BANK_ACCOUNT = 口座番号
IBAN = IBANコード
ROUTING_NUMBER = 金融機関コード
SWIFT_BIC = SWIFTコード
CREDIT_CARD = カード番号
CARD_EXPIRY = 有効期限
CVV = セキュリティコード
CRYPTO_WALLET = ウォレットアドレス
PASSWORD = パスワード
API_KEY = APIキー
PIN = 暗証番号
SECURITY_ANSWER = 秘密の質問の答え
AGE = 年齢
ETHNICITY = 民族
RELIGION = 宗教
POLITICAL_AFFILIATION = 政治的立場
SEXUAL_ORIENTATION = 性的指向
BLOOD_TYPE = 血液型
SALARY = 給与
GPS_COORDINATES = GPS座標
SIGNATURE = 署名
INSURANCE_POLICY_NUMBER = 証券番号

[vocab]
GENDER = 女性 | 男性 | その他
NATIONALITY = 日本 | 韓国 | 中国 | ベトナム | フィリピン | ブラジル
ETHNICITY = アイヌ | 琉球 | 在日コリアン | 日系ブラジル人
RELIGION = 仏教 | 神道 | キリスト教 | イスラム教 | 無宗教
POLITICAL_AFFILIATION = 保守 | リベラル | 中道 | 無党派
SEXUAL_ORIENTATION = 異性愛 | 同性愛 | 両性愛
MEDICAL_CONDITION = 2型糖尿病 | 高血圧 | 喘息 | うつ病 | 片頭痛 | てんかん
MEDICATION = メトホルミン | アムロジピン | サルブタモール | セルトラリン | レボチロキシン | インスリン グラルギン
JOB_TITLE = ソフトウェアエンジニア | 看護師 | 経理担当 | 営業部長 | 小学校教諭 | 電気工事士
""",
        code="ja",
        name="Japanese",
        script="Japanese",
        spaces=False,
        faker_locale="ja_JP",
        faker_names=True,
        faker_places=False,
        postal_format="###-####",
        currency_format="{amount}円",
        number_style="comma",
        name_order="family_given",
        name_sep=" ",
        notes="ja_JP's Faker street names mix in English ('渡辺 Street'), so places are built-in.",
    )
)


# --- Korean -------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = 민준 | 서준 | 도윤 | 지호 | 현우 | 성민 | 영호 | 정훈 | 서연 | 지우 | 하은 | 민서 | 수빈 | 지영 | 미경 | 은정 | 혜진
last_names = 김 | 이 | 박 | 최 | 정 | 강 | 조 | 윤 | 장 | 임 | 한 | 오
cities = 서울특별시 | 부산광역시 | 인천광역시 | 대구광역시 | 대전광역시 | 광주광역시 | 수원시 | 울산광역시 | 성남시 | 청주시
streets = 테헤란로 | 세종대로 | 중앙로 | 번영로 | 문화로 | 평화로 | 시청로 | 역삼로
regions = 강남구 | 해운대구 | 수성구 | 유성구 | 분당구 | 마포구 | 송파구
date_formats = {yyyy}년 {m}월 {d}일 | {yyyy}.{mm}.{dd}. | {yyyy}-{mm}-{dd}
org_patterns = {last}내과의원 | {last}치과의원 | {last}세무회계사무소 | {last}법률사무소 | 주식회사 {city}물류
address_formats = {street} {number} | {street} {number}, {n2}층
birth_cues = 생년월일 | 태어났 | 출생
speaker_words = 상담원 | 고객
greeting = 안녕하세요

[intro]
제 이름은 {PERSON}입니다.
안녕하세요, {PERSON}입니다.
신청인: {PERSON}

[contact]
연락처는 {PHONE}입니다.
제 이메일 주소는 {EMAIL}입니다.
{PHONE}에 전화하시거나 {EMAIL}에 메일 보내 주세요.

[address]
제 주소는 {CITY} {LOCATION} {STREET_ADDRESS}입니다. 우편번호는 {POSTAL_CODE}입니다.
서류는 다음 주소로 보내 주세요: ({POSTAL_CODE}) {CITY} {STREET_ADDRESS}
새 주소: {CITY} {STREET_ADDRESS}

[dob]
저는 {DOB}에 태어났습니다.
생년월일: {DOB}

[id]
시스템에서 다음 번호를 확인해 주세요: {ID}
제 파일의 참조 번호는 {ID}입니다.
번호를 다시 보내 드립니다: {ID}

[finance]
결제 정보: {FIN}
다음 정보를 은행과 대조해 주세요: {FIN}
결제 시 입력한 정보는 {FIN}입니다.

[health]
작년에 {MEDICAL_CONDITION} 진단을 받았습니다.
매일 아침 복용하는 약: {MEDICATION}
진단: {MEDICAL_CONDITION}. 처방: {MEDICATION}.

[appointment]
예약 일시는 {DATE}입니다.
회의 일정이 {DATE}에 잡혔습니다.

[org]
저는 {ORGANIZATION}에서 일하고 있습니다.
직장: {ORGANIZATION}

[online]
제 아이디는 {USERNAME}입니다.
마지막 로그인은 {IP_ADDRESS}에서 이루어졌습니다.
개인 웹사이트: {URL_PERSONAL}

[secret]
요청하신 정보입니다: {SECRET}
아무에게도 알려 주지 마세요: {SECRET}
계정 코드는 {SECRET}입니다.

[field]
{FIELD}: {VALUE}
{FIELD} : {VALUE}

[filler]
문의해 주셔서 감사합니다.
더 필요한 것이 있으면 알려 주세요.
답변 기다리겠습니다.
공휴일에는 사무실이 쉽니다.
영업일 기준 2일 이내에 답변드리겠습니다.
이 메시지를 보관해 주세요.
답장이 늦어서 죄송합니다.
궁금한 점이 있으면 이 메시지에 답장해 주세요.
첨부된 문서를 꼼꼼히 읽어 주세요.

[negative]
주문번호 {ORDER_NUMBER} 상품이 발송되었습니다. 운송장 번호: {TRACKING_NUMBER}
청구서 {INVOICE_NUMBER}, 금액 {AMOUNT}, 납부 기한은 월말입니다.
버전 {VERSION} 출시일: {PUBLIC_DATE}
[{TIMESTAMP}] {LOOPBACK_IP} 서비스 응답 코드: {HTTP_STATUS}
채용 공고: {JOB_TITLE}, 근무지: {PLACE}
이번 주 {PRODUCT_SKU} 상품 {PERCENTAGE} 할인
교육은 {ROOM_NUMBER}호 회의실에서 진행됩니다.
오류 {ERROR_CODE} 수정 완료 (커밋 {COMMIT_HASH})
작년 {PLACE}의 관광객 수가 {PERCENTAGE} 증가했습니다.
{PRODUCT_SKU}의 새 가격: {AMOUNT}
{PUBLIC_FIGURE} 시장은 어제 새 다리 개통식에 참석했다.
"매출이 {PERCENTAGE} 증가했다"고 {PUBLIC_FIGURE} 대표이사가 기자들에게 말했다.

[field_names]
PERSON = 성명
DOB = 생년월일
GENDER = 성별
NATIONALITY = 국적
PHONE = 연락처
EMAIL = 이메일
STREET_ADDRESS = 도로명 주소
CITY = 시/도
POSTAL_CODE = 우편번호
LOCATION = 구/군
ORGANIZATION = 직장명
DATE = 예약일
USERNAME = 아이디
IP_ADDRESS = IP 주소
URL_PERSONAL = 홈페이지
MEDICAL_CONDITION = 진단명
MEDICATION = 복용 약물
NATIONAL_ID = 주민등록번호
PASSPORT_NUMBER = 여권번호
DRIVERS_LICENSE = 운전면허번호
SSN = 사회보장번호 (US SSN)
TAX_ID = 납세자 번호
VOTER_ID = 선거인 번호
CUSTOMER_ID = 고객번호
CASE_NUMBER = 사건번호
EMPLOYEE_ID = 사번
STUDENT_ID = 학번
MEDICAL_RECORD_NUMBER = 진료기록번호
HEALTH_INSURANCE_ID = 건강보험증 번호
VIN = 차대번호
VEHICLE_PLATE = 차량번호
DEVICE_ID = 기기 ID
MAC_ADDRESS = MAC 주소
BIOMETRIC_ID = 생체인식 ID
BANK_ACCOUNT = 계좌번호
IBAN = IBAN 번호
ROUTING_NUMBER = 은행 코드
SWIFT_BIC = SWIFT 코드
CREDIT_CARD = 카드번호
CARD_EXPIRY = 유효기간
CVV = CVC 번호
CRYPTO_WALLET = 지갑 주소
PASSWORD = 비밀번호
API_KEY = API 키
PIN = PIN 번호
SECURITY_ANSWER = 보안 질문 답변
AGE = 나이
ETHNICITY = 민족
RELIGION = 종교
POLITICAL_AFFILIATION = 정치 성향
SEXUAL_ORIENTATION = 성적 지향
BLOOD_TYPE = 혈액형
SALARY = 급여
GPS_COORDINATES = GPS 좌표
SIGNATURE = 서명
INSURANCE_POLICY_NUMBER = 증권번호

[vocab]
GENDER = 여성 | 남성
NATIONALITY = 대한민국 | 미국 | 중국 | 베트남 | 일본
ETHNICITY = 한국인 | 조선족 | 고려인 | 화교
RELIGION = 개신교 | 천주교 | 불교 | 무교 | 원불교
POLITICAL_AFFILIATION = 보수 | 진보 | 중도 | 무당층
SEXUAL_ORIENTATION = 이성애자 | 동성애자 | 양성애자
MEDICAL_CONDITION = 제2형 당뇨병 | 고혈압 | 천식 | 우울증 | 편두통 | 뇌전증
MEDICATION = 메트포르민 | 암로디핀 | 살부타몰 | 세르트랄린 | 레보티록신 | 인슐린 글라진
JOB_TITLE = 소프트웨어 엔지니어 | 간호사 | 회계사 | 영업 관리자 | 초등학교 교사 | 전기 기사
""",
        code="ko",
        name="Korean",
        script="Hangul",
        spaces=True,
        faker_locale="ko_KR",
        faker_names=True,
        faker_places=False,
        postal_format="#####",
        currency_format="{amount}원",
        number_style="comma",
        name_order="family_given",
        name_sep="",
        notes="Frames avoid particles whose form depends on the preceding value (은/는, 이/가, 을/를).",
    )
)


# --- Thai ---------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = สมชาย | สมศักดิ์ | ประเสริฐ | วิชัย | สุรชัย | ธนพล | กิตติ | อนุชา | สมหญิง | สุภาพร | มาลี | วันเพ็ญ | กาญจนา | นภา | ปิยะนุช | ศิริพร | อรุณี
last_names = สุขใจ | ใจดี | ศรีสุข | แก้วมณี | บุญมา | ทองดี | สมบูรณ์ | วงศ์ใหญ่ | พรหมมา | รัตนพันธ์ | จันทร์เพ็ญ | มีสุข
cities = กรุงเทพมหานคร | เชียงใหม่ | ขอนแก่น | นครราชสีมา | ภูเก็ต | สงขลา | อุดรธานี | พิษณุโลก | ชลบุรี | นนทบุรี
streets = ถนนสุขุมวิท | ถนนพหลโยธิน | ถนนรัชดาภิเษก | ถนนเพชรบุรี | ถนนนิมมานเหมินท์ | ถนนมิตรภาพ | ถนนเจริญกรุง | ถนนประชาราษฎร์
regions = เขตบางรัก | เขตจตุจักร | อำเภอเมือง | เขตห้วยขวาง | อำเภอหาดใหญ่ | เขตบางนา
months = มกราคม | กุมภาพันธ์ | มีนาคม | เมษายน | พฤษภาคม | มิถุนายน | กรกฎาคม | สิงหาคม | กันยายน | ตุลาคม | พฤศจิกายน | ธันวาคม
date_formats = {d} {month} {be} | {dd}/{mm}/{be} | {d} {month} {yyyy}
org_patterns = บริษัท {last} จำกัด | คลินิกทันตกรรม{last} | สำนักงานกฎหมาย{last} | ห้างหุ้นส่วนจำกัด {last}ขนส่ง | ร้านยา{last}
address_formats = {number} {street} | {number}/{n3} {street} | {number} หมู่ {n2} {street}
birth_cues = วันเกิด | เกิดวันที่ | เกิด
speaker_words = เจ้าหน้าที่ | ลูกค้า
greeting = สวัสดีครับ

[intro]
ชื่อ-นามสกุล: {PERSON}
เรียน คุณ{PERSON}
ผู้ยื่นคำร้อง: {PERSON}
สวัสดีค่ะ คุณ{PERSON}

[contact]
ติดต่อได้ที่เบอร์ {PHONE}
อีเมลของฉันคือ {EMAIL}
โทร {PHONE} หรือส่งอีเมลไปที่ {EMAIL}

[address]
ที่อยู่: {STREET_ADDRESS} {LOCATION} {CITY} {POSTAL_CODE}
กรุณาส่งเอกสารไปที่ {STREET_ADDRESS} {CITY} {POSTAL_CODE}
ที่อยู่ใหม่คือ {STREET_ADDRESS} {CITY}

[dob]
วันเกิด: {DOB}
เกิดวันที่ {DOB}

[id]
กรุณาตรวจสอบหมายเลข {ID} ในระบบ
หมายเลขอ้างอิงในแฟ้มของฉันคือ {ID}
ส่งหมายเลขให้อีกครั้ง: {ID}

[finance]
ข้อมูลการชำระเงิน: {FIN}
กรุณาตรวจสอบข้อมูลนี้กับธนาคาร: {FIN}
ตอนชำระเงินได้ใช้ {FIN}

[health]
เมื่อปีที่แล้วได้รับการวินิจฉัยว่าเป็น{MEDICAL_CONDITION}
ทานยา{MEDICATION}ทุกเช้า
ผลวินิจฉัย: {MEDICAL_CONDITION} ยาที่ได้รับ: {MEDICATION}

[appointment]
นัดหมายของคุณคือวันที่ {DATE}
การประชุมเลื่อนไปเป็นวันที่ {DATE}

[org]
ทำงานที่{ORGANIZATION}
สถานที่ทำงาน: {ORGANIZATION}

[online]
ชื่อผู้ใช้ของฉันคือ {USERNAME}
การเข้าสู่ระบบครั้งล่าสุดมาจาก {IP_ADDRESS}
เว็บไซต์ส่วนตัว: {URL_PERSONAL}

[secret]
นี่คือข้อมูลที่ขอมา: {SECRET}
อย่าบอกข้อมูลนี้กับใคร: {SECRET}
รหัสของบัญชีคือ {SECRET}

[field]
{FIELD}: {VALUE}
{FIELD} {VALUE}

[filler]
ขอบคุณที่ติดต่อเรา
หากต้องการอะไรเพิ่มเติม แจ้งได้เลย
รอคำตอบจากคุณ
สำนักงานปิดทำการในวันหยุดนักขัตฤกษ์
เราจะตอบกลับภายในสองวันทำการ
กรุณาเก็บข้อความนี้ไว้เป็นหลักฐาน
ขออภัยที่ตอบช้า
หากมีข้อสงสัย ตอบกลับข้อความนี้ได้เลย
กรุณาอ่านเอกสารแนบอย่างละเอียด

[negative]
คำสั่งซื้อ {ORDER_NUMBER} จัดส่งแล้ว หมายเลขพัสดุ {TRACKING_NUMBER}
ใบแจ้งหนี้ {INVOICE_NUMBER} ยอด {AMOUNT} ครบกำหนดชำระสิ้นเดือนนี้
เวอร์ชัน {VERSION} เปิดตัวเมื่อ {PUBLIC_DATE}
[{TIMESTAMP}] บริการบน {LOOPBACK_IP} ตอบกลับด้วยสถานะ {HTTP_STATUS}
รับสมัครงานตำแหน่ง {JOB_TITLE} สถานที่ทำงาน {PLACE}
สินค้า {PRODUCT_SKU} ลดราคา {PERCENTAGE} สัปดาห์นี้
การอบรมจัดที่ห้อง {ROOM_NUMBER}
ข้อผิดพลาด {ERROR_CODE} ได้รับการแก้ไขในคอมมิต {COMMIT_HASH}
ปีที่แล้วการท่องเที่ยวใน{PLACE}เติบโตขึ้น {PERCENTAGE}
ราคาใหม่ของ {PRODUCT_SKU} คือ {AMOUNT}
นายกเทศมนตรี {PUBLIC_FIGURE} เปิดสะพานแห่งใหม่เมื่อวานนี้
{PUBLIC_FIGURE} ประธานเจ้าหน้าที่บริหารของบริษัท กล่าวกับผู้สื่อข่าวว่ายอดขายเพิ่มขึ้น {PERCENTAGE}

[field_names]
PERSON = ชื่อ-นามสกุล
DOB = วันเกิด
GENDER = เพศ
NATIONALITY = สัญชาติ
PHONE = เบอร์โทรศัพท์
EMAIL = อีเมล
STREET_ADDRESS = ที่อยู่
CITY = จังหวัด
POSTAL_CODE = รหัสไปรษณีย์
LOCATION = เขต/อำเภอ
ORGANIZATION = สถานที่ทำงาน
DATE = วันนัดหมาย
USERNAME = ชื่อผู้ใช้
IP_ADDRESS = ที่อยู่ไอพี
URL_PERSONAL = เว็บไซต์
MEDICAL_CONDITION = ผลวินิจฉัย
MEDICATION = ยาที่ใช้
NATIONAL_ID = เลขประจำตัวประชาชน
PASSPORT_NUMBER = เลขที่หนังสือเดินทาง
DRIVERS_LICENSE = เลขที่ใบขับขี่
SSN = เลขประกันสังคม (US SSN)
TAX_ID = เลขประจำตัวผู้เสียภาษี
VOTER_ID = เลขผู้มีสิทธิเลือกตั้ง
CUSTOMER_ID = รหัสลูกค้า
CASE_NUMBER = เลขคดี
EMPLOYEE_ID = รหัสพนักงาน
STUDENT_ID = รหัสนักศึกษา
MEDICAL_RECORD_NUMBER = เลขประจำตัวผู้ป่วย
HEALTH_INSURANCE_ID = เลขกรมธรรม์ประกันสุขภาพ
VIN = เลขตัวถัง
VEHICLE_PLATE = ทะเบียนรถ
DEVICE_ID = รหัสอุปกรณ์
MAC_ADDRESS = ที่อยู่แมค
BIOMETRIC_ID = รหัสไบโอเมตริกซ์
BANK_ACCOUNT = เลขที่บัญชี
IBAN = เลขไอแบน
ROUTING_NUMBER = รหัสธนาคาร
SWIFT_BIC = รหัสสวิฟต์
CREDIT_CARD = หมายเลขบัตร
CARD_EXPIRY = วันหมดอายุ
CVV = รหัสหลังบัตร
CRYPTO_WALLET = ที่อยู่กระเป๋าเงินดิจิทัล
PASSWORD = รหัสผ่าน
API_KEY = คีย์เอพีไอ
PIN = รหัสพิน
SECURITY_ANSWER = คำตอบคำถามความปลอดภัย
AGE = อายุ
ETHNICITY = เชื้อชาติ
RELIGION = ศาสนา
POLITICAL_AFFILIATION = แนวคิดทางการเมือง
SEXUAL_ORIENTATION = รสนิยมทางเพศ
BLOOD_TYPE = กรุ๊ปเลือด
SALARY = เงินเดือน
GPS_COORDINATES = พิกัดจีพีเอส
SIGNATURE = ลายมือชื่อ
INSURANCE_POLICY_NUMBER = เลขที่กรมธรรม์

[vocab]
GENDER = หญิง | ชาย
NATIONALITY = ไทย | ลาว | เมียนมา | กัมพูชา | ญี่ปุ่น
ETHNICITY = ไทย | จีน | มลายู | ม้ง | กะเหรี่ยง
RELIGION = พุทธ | อิสลาม | คริสต์ | ฮินดู | ไม่นับถือศาสนา
POLITICAL_AFFILIATION = อนุรักษนิยม | เสรีนิยม | สายกลาง | ฝ่ายก้าวหน้า
SEXUAL_ORIENTATION = รักต่างเพศ | รักเพศเดียวกัน | รักสองเพศ
MEDICAL_CONDITION = เบาหวานชนิดที่ 2 | ความดันโลหิตสูง | หอบหืด | ภาวะซึมเศร้า | ไมเกรน | ลมชัก
MEDICATION = เมทฟอร์มิน | แอมโลดิพีน | ซัลบูทามอล | เซอร์ทราลีน | เลโวไทรอกซีน | อินซูลินกลาร์จีน
JOB_TITLE = วิศวกรซอฟต์แวร์ | พยาบาล | นักบัญชี | ผู้จัดการฝ่ายขาย | ครู | ช่างไฟฟ้า
""",
        code="th",
        name="Thai",
        script="Thai",
        spaces=False,
        faker_locale="th_TH",
        faker_names=True,
        faker_places=False,
        postal_format="#####",
        currency_format="{amount} บาท",
        number_style="comma",
        notes="Dates may use the Buddhist era ({be}). Frames avoid gendered first-person pronouns.",
    )
)


# --- Vietnamese ---------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Văn An | Văn Hùng | Minh Tuấn | Quốc Bảo | Đức Anh | Thanh Tùng | Hoàng Nam | Thị Lan | Thị Hoa | Thu Trang | Ngọc Anh | Thị Mai | Phương Linh | Thanh Hương | Bảo Ngọc | Minh Châu
last_names = Nguyễn | Trần | Lê | Phạm | Hoàng | Huỳnh | Phan | Vũ | Võ | Đặng | Bùi | Đỗ
cities = Hà Nội | Thành phố Hồ Chí Minh | Đà Nẵng | Hải Phòng | Cần Thơ | Huế | Nha Trang | Biên Hòa | Vũng Tàu | Buôn Ma Thuột
streets = Lê Lợi | Trần Hưng Đạo | Nguyễn Huệ | Hai Bà Trưng | Lý Thường Kiệt | Phan Chu Trinh | Điện Biên Phủ | Quang Trung
regions = Quận Ba Đình | Quận Hải Châu | Quận Ninh Kiều | Huyện Củ Chi | Quận Hoàn Kiếm | Quận Cầu Giấy | Quận Bình Thạnh
months = tháng 1 | tháng 2 | tháng 3 | tháng 4 | tháng 5 | tháng 6 | tháng 7 | tháng 8 | tháng 9 | tháng 10 | tháng 11 | tháng 12
date_formats = {dd}/{mm}/{yyyy} | {dd}-{mm}-{yyyy} | ngày {d} {month} năm {yyyy}
org_patterns = Công ty TNHH Thương mại {last} | Phòng khám Nha khoa {last} | Văn phòng Luật sư {last} | Công ty Vận tải {last} | Nhà thuốc {last}
address_formats = Số {number} {street} | {number} {street} | Số {number} đường {street}
birth_cues = ngày sinh | sinh ngày | sinh năm
speaker_words = Nhân viên | Khách hàng
greeting = Xin chào

[intro]
Tôi tên là {PERSON}.
Xin chào, tôi là {PERSON}.
Người nộp đơn: {PERSON}.
Tôi viết thư này thay mặt cho thân chủ của tôi, {PERSON}.

[contact]
Bạn có thể liên hệ với tôi qua số {PHONE}.
Địa chỉ email của tôi là {EMAIL}.
Hãy gọi {PHONE} hoặc gửi email tới {EMAIL}.

[address]
Tôi sống tại {STREET_ADDRESS}, {LOCATION}, {CITY}.
Vui lòng gửi giấy tờ tới địa chỉ: {STREET_ADDRESS}, {CITY}, mã bưu chính {POSTAL_CODE}.
Địa chỉ mới: {STREET_ADDRESS}, {CITY}.

[dob]
Ngày sinh: {DOB}.
Thông tin ngày sinh của tôi: {DOB}.

[id]
Vui lòng kiểm tra số {ID} trong hệ thống.
Số tham chiếu trong hồ sơ của tôi là {ID}.
Tôi gửi lại số: {ID}.

[finance]
Thông tin thanh toán: {FIN}.
Vui lòng đối chiếu thông tin này với ngân hàng: {FIN}.
Khi thanh toán tôi đã dùng {FIN}.

[health]
Năm ngoái tôi được chẩn đoán mắc {MEDICAL_CONDITION}.
Tôi uống {MEDICATION} mỗi sáng.
Chẩn đoán: {MEDICAL_CONDITION}. Thuốc kê đơn: {MEDICATION}.

[appointment]
Lịch hẹn của bạn vào {DATE}.
Cuộc họp đã được dời sang {DATE}.

[org]
Tôi làm việc tại {ORGANIZATION}.
Nơi làm việc: {ORGANIZATION}.

[online]
Tên đăng nhập của tôi là {USERNAME}.
Lần đăng nhập gần nhất từ địa chỉ {IP_ADDRESS}.
Trang cá nhân của tôi: {URL_PERSONAL}.

[secret]
Đây là thông tin bạn yêu cầu: {SECRET}
Đừng chia sẻ điều này với ai: {SECRET}
Mã của tài khoản là {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Cảm ơn bạn đã liên hệ.
Nếu cần thêm gì, xin cứ cho tôi biết.
Tôi mong nhận được phản hồi của bạn.
Văn phòng nghỉ vào các ngày lễ.
Chúng tôi sẽ phản hồi trong vòng hai ngày làm việc.
Vui lòng lưu lại tin nhắn này.
Xin lỗi vì trả lời muộn.
Nếu có thắc mắc, chỉ cần trả lời tin nhắn này.
Vui lòng đọc kỹ tài liệu đính kèm.

[negative]
Đơn hàng {ORDER_NUMBER} đã được gửi đi; mã vận đơn: {TRACKING_NUMBER}.
Hóa đơn {INVOICE_NUMBER} trị giá {AMOUNT} đến hạn vào cuối tháng.
Phiên bản {VERSION} được phát hành vào {PUBLIC_DATE}.
[{TIMESTAMP}] Dịch vụ trên {LOOPBACK_IP} trả về mã {HTTP_STATUS}.
Tuyển dụng: {JOB_TITLE}, nơi làm việc: {PLACE}.
Sản phẩm {PRODUCT_SKU} giảm giá {PERCENTAGE} trong tuần này.
Buổi đào tạo diễn ra tại phòng {ROOM_NUMBER}.
Lỗi {ERROR_CODE} đã được sửa trong commit {COMMIT_HASH}.
Năm ngoái du lịch ở {PLACE} tăng {PERCENTAGE}.
Giá mới của {PRODUCT_SKU} là {AMOUNT}.
Chủ tịch thành phố {PUBLIC_FIGURE} đã khánh thành cây cầu mới hôm qua.
"Doanh số tăng {PERCENTAGE}", tổng giám đốc công ty {PUBLIC_FIGURE} cho biết.

[field_names]
PERSON = Họ và tên
DOB = Ngày sinh
GENDER = Giới tính
NATIONALITY = Quốc tịch
PHONE = Số điện thoại
EMAIL = Email
STREET_ADDRESS = Địa chỉ
CITY = Tỉnh/Thành phố
POSTAL_CODE = Mã bưu chính
LOCATION = Quận/Huyện
ORGANIZATION = Nơi làm việc
DATE = Ngày hẹn
USERNAME = Tên đăng nhập
IP_ADDRESS = Địa chỉ IP
URL_PERSONAL = Trang web
MEDICAL_CONDITION = Chẩn đoán
MEDICATION = Thuốc đang dùng
NATIONAL_ID = Số định danh cá nhân (CCCD)
PASSPORT_NUMBER = Số hộ chiếu
DRIVERS_LICENSE = Số giấy phép lái xe
SSN = Số an sinh xã hội (US SSN)
TAX_ID = Mã số thuế
VOTER_ID = Số cử tri
CUSTOMER_ID = Mã khách hàng
CASE_NUMBER = Số hồ sơ vụ việc
EMPLOYEE_ID = Mã nhân viên
STUDENT_ID = Mã số sinh viên
MEDICAL_RECORD_NUMBER = Số bệnh án
HEALTH_INSURANCE_ID = Số thẻ bảo hiểm y tế
VIN = Số khung
VEHICLE_PLATE = Biển số xe
DEVICE_ID = Mã thiết bị
MAC_ADDRESS = Địa chỉ MAC
BIOMETRIC_ID = Mã sinh trắc học
BANK_ACCOUNT = Số tài khoản
IBAN = Số IBAN
ROUTING_NUMBER = Mã ngân hàng
SWIFT_BIC = Mã SWIFT
CREDIT_CARD = Số thẻ
CARD_EXPIRY = Ngày hết hạn
CVV = Mã bảo mật thẻ
CRYPTO_WALLET = Địa chỉ ví
PASSWORD = Mật khẩu
API_KEY = Khóa API
PIN = Mã PIN
SECURITY_ANSWER = Câu trả lời bảo mật
AGE = Tuổi
ETHNICITY = Dân tộc
RELIGION = Tôn giáo
POLITICAL_AFFILIATION = Thành phần chính trị
SEXUAL_ORIENTATION = Xu hướng tính dục
BLOOD_TYPE = Nhóm máu
SALARY = Mức lương
GPS_COORDINATES = Tọa độ GPS
SIGNATURE = Chữ ký
INSURANCE_POLICY_NUMBER = Số hợp đồng bảo hiểm

[vocab]
GENDER = nữ | nam
NATIONALITY = Việt Nam | Lào | Campuchia | Hàn Quốc | Nhật Bản
ETHNICITY = Kinh | Tày | Thái | Mường | Khmer | Hoa
RELIGION = Phật giáo | Công giáo | Tin Lành | Cao Đài | Hòa Hảo | không tôn giáo
POLITICAL_AFFILIATION = đảng viên | đoàn viên | quần chúng
SEXUAL_ORIENTATION = dị tính | đồng tính | song tính
MEDICAL_CONDITION = đái tháo đường type 2 | tăng huyết áp | hen suyễn | trầm cảm | đau nửa đầu | động kinh
MEDICATION = metformin | amlodipin | salbutamol | sertralin | levothyroxin | insulin glargine
JOB_TITLE = kỹ sư phần mềm | y tá | kế toán | trưởng phòng kinh doanh | giáo viên | thợ điện
""",
        code="vi",
        name="Vietnamese",
        script="Latin",
        spaces=True,
        faker_locale="vi_VN",
        faker_names=False,
        faker_places=False,
        postal_format="######",
        currency_format="{amount} ₫",
        number_style="dot",
        name_order="family_given",
        notes="vi_VN's Faker names mix in English first names, so names and places are built-in.",
    )
)


# --- Indonesian ---------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Budi | Agus | Dedi | Andi | Rudi | Hendra | Yusuf | Rizky | Siti | Dewi | Sri | Ayu | Putri | Rina | Wulan | Fitri | Indah
last_names = Santoso | Wijaya | Saputra | Hidayat | Kurniawan | Setiawan | Pratama | Nugroho | Susanto | Gunawan | Siregar | Lubis
cities = Jakarta | Surabaya | Bandung | Medan | Semarang | Makassar | Palembang | Yogyakarta | Denpasar | Malang
streets = Jl. Sudirman | Jl. Merdeka | Jl. Diponegoro | Jl. Gatot Subroto | Jl. Ahmad Yani | Jl. Pahlawan | Jl. Melati | Jl. Kenanga
regions = Jawa Barat | Jawa Timur | Jawa Tengah | Sumatera Utara | DKI Jakarta | Bali | Sulawesi Selatan
months = Januari | Februari | Maret | April | Mei | Juni | Juli | Agustus | September | Oktober | November | Desember
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy}
org_patterns = PT {last} Sejahtera | CV {last} Jaya | Klinik Gigi {last} | Kantor Hukum {last} & Rekan | Apotek {last}
address_formats = {street} No. {number} | {street} No. {number}, RT {n2}/RW {n3}
birth_cues = lahir | tanggal lahir | tgl. lahir
speaker_words = Petugas | Pelanggan
greeting = Selamat pagi

[intro]
Nama saya {PERSON}.
Halo, saya {PERSON}.
Pemohon: {PERSON}.
Saya menulis atas nama klien saya, {PERSON}.

[contact]
Anda dapat menghubungi saya di {PHONE}.
Alamat email saya {EMAIL}.
Telepon {PHONE} atau kirim email ke {EMAIL}.

[address]
Saya tinggal di {STREET_ADDRESS}, {CITY}, {LOCATION} {POSTAL_CODE}.
Mohon kirim dokumen ke alamat: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
Alamat baru: {STREET_ADDRESS}, {CITY}.

[dob]
Saya lahir pada {DOB}.
Tanggal lahir: {DOB}.

[id]
Mohon periksa nomor {ID} di sistem Anda.
Nomor referensi di berkas saya adalah {ID}.
Saya kirim ulang nomornya: {ID}.

[finance]
Detail pembayaran: {FIN}.
Mohon cocokkan data ini dengan bank: {FIN}.
Untuk pembayaran saya menggunakan {FIN}.

[health]
Tahun lalu saya didiagnosis {MEDICAL_CONDITION}.
Saya minum {MEDICATION} setiap pagi.
Diagnosis: {MEDICAL_CONDITION}. Resep: {MEDICATION}.

[appointment]
Janji temu Anda pada {DATE}.
Rapat dipindahkan ke {DATE}.

[org]
Saya bekerja di {ORGANIZATION}.
Tempat kerja: {ORGANIZATION}.

[online]
Nama pengguna saya {USERNAME}.
Login terakhir berasal dari {IP_ADDRESS}.
Situs pribadi saya: {URL_PERSONAL}.

[secret]
Ini yang Anda minta: {SECRET}
Jangan bagikan ini kepada siapa pun: {SECRET}
Kode akunnya adalah {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Terima kasih telah menghubungi kami.
Kabari saya jika butuh hal lain.
Saya menunggu balasan Anda.
Kantor tutup pada hari libur nasional.
Kami akan membalas dalam dua hari kerja.
Mohon simpan pesan ini.
Maaf atas keterlambatan balasan.
Jika ada pertanyaan, cukup balas pesan ini.
Mohon baca dokumen terlampir dengan saksama.

[negative]
Pesanan {ORDER_NUMBER} sudah dikirim; nomor resi: {TRACKING_NUMBER}.
Faktur {INVOICE_NUMBER} sebesar {AMOUNT} jatuh tempo akhir bulan.
Versi {VERSION} dirilis pada {PUBLIC_DATE}.
[{TIMESTAMP}] Layanan di {LOOPBACK_IP} mengembalikan status {HTTP_STATUS}.
Lowongan: {JOB_TITLE}, penempatan di {PLACE}.
Produk {PRODUCT_SKU} diskon {PERCENTAGE} minggu ini.
Pelatihan diadakan di ruang {ROOM_NUMBER}.
Galat {ERROR_CODE} sudah diperbaiki di commit {COMMIT_HASH}.
Pariwisata di {PLACE} tumbuh {PERCENTAGE} tahun lalu.
Harga baru {PRODUCT_SKU} adalah {AMOUNT}.
Wali Kota {PUBLIC_FIGURE} meresmikan jembatan baru kemarin.
"Penjualan naik {PERCENTAGE}," kata direktur utama perusahaan, {PUBLIC_FIGURE}, kepada wartawan.

[field_names]
PERSON = Nama lengkap
DOB = Tanggal lahir
GENDER = Jenis kelamin
NATIONALITY = Kewarganegaraan
PHONE = Nomor telepon
EMAIL = Email
STREET_ADDRESS = Alamat
CITY = Kota
POSTAL_CODE = Kode pos
LOCATION = Provinsi
ORGANIZATION = Tempat kerja
DATE = Tanggal janji temu
USERNAME = Nama pengguna
IP_ADDRESS = Alamat IP
URL_PERSONAL = Situs web
MEDICAL_CONDITION = Diagnosis
MEDICATION = Obat
NATIONAL_ID = NIK
PASSPORT_NUMBER = Nomor paspor
DRIVERS_LICENSE = Nomor SIM
SSN = Nomor jaminan sosial (US SSN)
TAX_ID = Nomor pokok wajib pajak
VOTER_ID = Nomor pemilih
CUSTOMER_ID = ID pelanggan
CASE_NUMBER = Nomor perkara
EMPLOYEE_ID = Nomor induk karyawan
STUDENT_ID = Nomor induk mahasiswa
MEDICAL_RECORD_NUMBER = Nomor rekam medis
HEALTH_INSURANCE_ID = Nomor kartu asuransi kesehatan
VIN = Nomor rangka
VEHICLE_PLATE = Nomor polisi
DEVICE_ID = ID perangkat
MAC_ADDRESS = Alamat MAC
BIOMETRIC_ID = ID biometrik
BANK_ACCOUNT = Nomor rekening
IBAN = IBAN
ROUTING_NUMBER = Kode bank
SWIFT_BIC = Kode SWIFT
CREDIT_CARD = Nomor kartu
CARD_EXPIRY = Masa berlaku
CVV = Kode keamanan kartu
CRYPTO_WALLET = Alamat dompet kripto
PASSWORD = Kata sandi
API_KEY = Kunci API
PIN = PIN
SECURITY_ANSWER = Jawaban pertanyaan keamanan
AGE = Usia
ETHNICITY = Suku
RELIGION = Agama
POLITICAL_AFFILIATION = Pandangan politik
SEXUAL_ORIENTATION = Orientasi seksual
BLOOD_TYPE = Golongan darah
SALARY = Gaji
GPS_COORDINATES = Koordinat GPS
SIGNATURE = Tanda tangan
INSURANCE_POLICY_NUMBER = Nomor polis

[vocab]
GENDER = perempuan | laki-laki
NATIONALITY = Indonesia | Malaysia | Singapura | Filipina | Timor Leste
ETHNICITY = Jawa | Sunda | Batak | Minangkabau | Bugis | Tionghoa
RELIGION = Islam | Kristen Protestan | Katolik | Hindu | Buddha | Konghucu
POLITICAL_AFFILIATION = nasionalis | religius | liberal | sosial demokrat
SEXUAL_ORIENTATION = heteroseksual | homoseksual | biseksual
MEDICAL_CONDITION = diabetes tipe 2 | hipertensi | asma | depresi | migrain | epilepsi
MEDICATION = metformin | amlodipin | salbutamol | sertralin | levotiroksin | insulin glargin
JOB_TITLE = insinyur perangkat lunak | perawat | akuntan | manajer penjualan | guru | teknisi listrik
""",
        code="id",
        name="Indonesian",
        script="Latin",
        spaces=True,
        faker_locale="id_ID",
        faker_names=True,
        faker_places=True,
        postal_format="#####",
        currency_format="Rp{amount}",
        number_style="dot",
    )
)


# --- Swahili ------------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Juma | Baraka | Hamisi | Omari | Musa | Salim | Jabari | Kamau | Amina | Neema | Zawadi | Rehema | Halima | Mwanaisha | Wanjiru | Imani | Upendo
last_names = Mwangi | Otieno | Njoroge | Kamau | Ochieng | Mohamed | Mwakyusa | Kimaro | Massawe | Wanjala | Mushi | Odhiambo
cities = Nairobi | Mombasa | Dar es Salaam | Dodoma | Arusha | Kisumu | Zanzibar | Mwanza | Nakuru | Tanga
streets = Barabara ya Moi | Mtaa wa Uhuru | Barabara ya Kenyatta | Mtaa wa Jamhuri | Barabara ya Nyerere | Mtaa wa Lumumba | Barabara ya Ngong | Mtaa wa Mkwepu
regions = Kaunti ya Nairobi | Kaunti ya Mombasa | Mkoa wa Arusha | Mkoa wa Dar es Salaam | Kaunti ya Kisumu | Mkoa wa Mwanza
months = Januari | Februari | Machi | Aprili | Mei | Juni | Julai | Agosti | Septemba | Oktoba | Novemba | Desemba
date_formats = {dd}/{mm}/{yyyy} | {d} {month} {yyyy}
org_patterns = {last} na Washirika Mawakili | Zahanati ya {last} | Kampuni ya Usafirishaji ya {last} | Duka la Dawa la {last} | Kampuni ya Biashara ya {last}
address_formats = {street}, Nyumba Na. {number} | {street} {number}
birth_cues = alizaliwa | nilizaliwa | tarehe ya kuzaliwa
speaker_words = Wakala | Mteja
greeting = Habari

[intro]
Jina langu ni {PERSON}.
Habari, mimi ni {PERSON}.
Mwombaji: {PERSON}.
Ninaandika kwa niaba ya mteja wangu, {PERSON}.

[contact]
Unaweza kunipata kwa namba {PHONE}.
Barua pepe yangu ni {EMAIL}.
Piga simu {PHONE} au tuma barua pepe kwa {EMAIL}.

[address]
Ninaishi {STREET_ADDRESS}, {CITY}, {LOCATION} {POSTAL_CODE}.
Tafadhali tuma nyaraka kwa anwani hii: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
Anwani mpya: {STREET_ADDRESS}, {CITY}.

[dob]
Nilizaliwa tarehe {DOB}.
Tarehe ya kuzaliwa: {DOB}.

[id]
Tafadhali hakiki namba {ID} kwenye mfumo wenu.
Namba ya kumbukumbu kwenye faili langu ni {ID}.
Ninatuma tena namba: {ID}.

[finance]
Maelezo ya malipo: {FIN}.
Tafadhali linganisha taarifa hizi na benki: {FIN}.
Kwa malipo nilitumia {FIN}.

[health]
Mwaka jana niligunduliwa kuwa na {MEDICAL_CONDITION}.
Ninatumia {MEDICATION} kila asubuhi.
Utambuzi: {MEDICAL_CONDITION}. Dawa: {MEDICATION}.

[appointment]
Miadi yako ni tarehe {DATE}.
Mkutano umesogezwa hadi {DATE}.

[org]
Ninafanya kazi katika {ORGANIZATION}.
Mwajiri: {ORGANIZATION}.

[online]
Jina langu la mtumiaji ni {USERNAME}.
Kuingia kwa mwisho kulitoka anwani {IP_ADDRESS}.
Tovuti yangu binafsi: {URL_PERSONAL}.

[secret]
Hiki ndicho ulichoomba: {SECRET}
Usimshirikishe mtu yeyote: {SECRET}
Msimbo wa akaunti ni {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Asante kwa kuwasiliana nasi.
Nijulishe ikiwa unahitaji kitu kingine.
Ninasubiri jibu lako.
Ofisi hufungwa siku za sikukuu.
Tutakujibu ndani ya siku mbili za kazi.
Tafadhali hifadhi ujumbe huu.
Samahani kwa kuchelewa kujibu.
Ukiwa na swali, jibu ujumbe huu tu.
Tafadhali soma kwa makini hati iliyoambatishwa.

[negative]
Oda {ORDER_NUMBER} imetumwa; namba ya ufuatiliaji: {TRACKING_NUMBER}.
Ankara {INVOICE_NUMBER} ya {AMOUNT} inapaswa kulipwa mwisho wa mwezi.
Toleo {VERSION} lilitolewa {PUBLIC_DATE}.
[{TIMESTAMP}] Huduma kwenye {LOOPBACK_IP} ilirudisha hali {HTTP_STATUS}.
Nafasi ya kazi: {JOB_TITLE}, kituo cha kazi: {PLACE}.
Bidhaa {PRODUCT_SKU} ina punguzo la {PERCENTAGE} wiki hii.
Mafunzo yatafanyika chumba namba {ROOM_NUMBER}.
Hitilafu {ERROR_CODE} imerekebishwa katika mabadiliko {COMMIT_HASH}.
Utalii katika {PLACE} uliongezeka kwa {PERCENTAGE} mwaka jana.
Bei mpya ya {PRODUCT_SKU} ni {AMOUNT}.
Meya {PUBLIC_FIGURE} alizindua daraja jipya jana.
"Mauzo yamepanda kwa {PERCENTAGE}," alisema mkurugenzi mtendaji wa kampuni, {PUBLIC_FIGURE}.

[field_names]
PERSON = Jina kamili
DOB = Tarehe ya kuzaliwa
GENDER = Jinsia
NATIONALITY = Uraia
PHONE = Namba ya simu
EMAIL = Barua pepe
STREET_ADDRESS = Anwani
CITY = Mji
POSTAL_CODE = Msimbo wa posta
LOCATION = Mkoa
ORGANIZATION = Mwajiri
DATE = Tarehe ya miadi
USERNAME = Jina la mtumiaji
IP_ADDRESS = Anwani ya IP
URL_PERSONAL = Tovuti
MEDICAL_CONDITION = Utambuzi
MEDICATION = Dawa
NATIONAL_ID = Namba ya kitambulisho cha taifa
PASSPORT_NUMBER = Namba ya pasipoti
DRIVERS_LICENSE = Namba ya leseni ya udereva
SSN = Namba ya hifadhi ya jamii (US SSN)
TAX_ID = Namba ya mlipakodi
VOTER_ID = Namba ya mpiga kura
CUSTOMER_ID = Namba ya mteja
CASE_NUMBER = Namba ya kesi
EMPLOYEE_ID = Namba ya mfanyakazi
STUDENT_ID = Namba ya mwanafunzi
MEDICAL_RECORD_NUMBER = Namba ya rekodi ya matibabu
HEALTH_INSURANCE_ID = Namba ya bima ya afya
VIN = Namba ya chasisi
VEHICLE_PLATE = Namba ya gari
DEVICE_ID = Kitambulisho cha kifaa
MAC_ADDRESS = Anwani ya MAC
BIOMETRIC_ID = Kitambulisho cha bayometriki
BANK_ACCOUNT = Namba ya akaunti
IBAN = IBAN
ROUTING_NUMBER = Msimbo wa benki
SWIFT_BIC = Msimbo wa SWIFT
CREDIT_CARD = Namba ya kadi
CARD_EXPIRY = Tarehe ya kuisha
CVV = Msimbo wa usalama wa kadi
CRYPTO_WALLET = Anwani ya pochi ya kidijitali
PASSWORD = Nenosiri
API_KEY = Ufunguo wa API
PIN = PIN
SECURITY_ANSWER = Jibu la swali la usalama
AGE = Umri
ETHNICITY = Kabila
RELIGION = Dini
POLITICAL_AFFILIATION = Mwelekeo wa kisiasa
SEXUAL_ORIENTATION = Mwelekeo wa kimapenzi
BLOOD_TYPE = Kundi la damu
SALARY = Mshahara
GPS_COORDINATES = Viwianishi vya GPS
SIGNATURE = Sahihi
INSURANCE_POLICY_NUMBER = Namba ya polisi ya bima

[vocab]
GENDER = kike | kiume
NATIONALITY = Mkenya | Mtanzania | Mganda | Mrundi | Mnyarwanda
ETHNICITY = Mkikuyu | Mluo | Mchagga | Msukuma | Mmasai | Mkamba
RELIGION = Mkristo | Mwislamu | Mkatoliki | Mlutheri | hana dini
POLITICAL_AFFILIATION = mhafidhina | mliberali | mwanasoshalisti | asiye na chama
SEXUAL_ORIENTATION = anavutiwa na jinsia tofauti | anavutiwa na jinsia moja | anavutiwa na jinsia zote
MEDICAL_CONDITION = kisukari aina ya pili | shinikizo la damu | pumu | msongo wa mawazo | kipandauso | kifafa
MEDICATION = metformin | amlodipine | salbutamol | sertraline | levothyroxine | insulini glargine
JOB_TITLE = mhandisi wa programu | muuguzi | mhasibu | meneja wa mauzo | mwalimu | fundi umeme
""",
        code="sw",
        name="Swahili",
        script="Latin",
        spaces=True,
        faker_locale="sw",
        faker_names=True,
        faker_places=False,
        postal_format="#####",
        currency_format="KSh {amount}",
        number_style="comma",
        notes="sw's Faker addresses fall back to en_US, so places are built-in.",
    )
)


# --- Filipino -----------------------------------------------------------------------------

_register(
    _language(
        """
[lists]
first_names = Juan | Jose | Mark | John Paul | Christian | Angelo | Ramon | Paolo | Maria | Ana | Kristine | Jennifer | Angelica | Mary Joy | Liza | Rowena | Joy
last_names = Santos | Reyes | Cruz | Bautista | Garcia | Mendoza | Dela Cruz | Ramos | Aquino | Villanueva | Castillo | Fernandez
cities = Maynila | Lungsod Quezon | Lungsod Cebu | Davao | Makati | Pasig | Taguig | Iloilo | Baguio | Cagayan de Oro
streets = Kalye Rizal | Kalye Mabini | Abenida Bonifacio | Kalye Luna | Kalye Burgos | Abenida Quezon | Kalye Sampaguita | Kalye Magsaysay
regions = Metro Manila | Cebu | Davao del Sur | Laguna | Cavite | Bulacan | Pampanga
months = Enero | Pebrero | Marso | Abril | Mayo | Hunyo | Hulyo | Agosto | Setyembre | Oktubre | Nobyembre | Disyembre
date_formats = {dd}/{mm}/{yyyy} | {month} {d}, {yyyy} | ika-{d} ng {month} {yyyy}
org_patterns = {last} at mga Kasama | {last} Trading Corporation | Klinika {last} | Botika {last} | {last} Construction
address_formats = {number} {street} | Blk {n2} Lot {n3}, {street}
birth_cues = ipinanganak | kapanganakan | kaarawan
speaker_words = Ahente | Customer
greeting = Magandang araw

[intro]
Ako si {PERSON}.
Magandang araw, si {PERSON} po ito.
Aplikante: {PERSON}.
Sumusulat ako sa ngalan ng aking kliyente na si {PERSON}.

[contact]
Maaari ninyo akong tawagan sa {PHONE}.
Ang email ko ay {EMAIL}.
Tumawag sa {PHONE} o mag-email sa {EMAIL}.

[address]
Nakatira ako sa {STREET_ADDRESS}, {CITY}, {LOCATION} {POSTAL_CODE}.
Pakipadala ang mga dokumento sa: {STREET_ADDRESS}, {CITY} {POSTAL_CODE}.
Bagong tirahan: {STREET_ADDRESS}, {CITY}.

[dob]
Ipinanganak ako noong {DOB}.
Petsa ng kapanganakan: {DOB}.

[id]
Pakisuri po ang numerong {ID} sa inyong sistema.
Ang reference number sa aking file ay {ID}.
Ipinapadala ko ulit ang numero: {ID}.

[finance]
Detalye ng bayad: {FIN}.
Pakitugma po ang mga detalyeng ito sa bangko: {FIN}.
Sa pagbabayad, ginamit ko ang {FIN}.

[health]
Noong isang taon, na-diagnose ako na may {MEDICAL_CONDITION}.
Umiinom ako ng {MEDICATION} tuwing umaga.
Diyagnosis: {MEDICAL_CONDITION}. Reseta: {MEDICATION}.

[appointment]
Ang iyong appointment ay sa {DATE}.
Inilipat ang pulong sa {DATE}.

[org]
Nagtatrabaho ako sa {ORGANIZATION}.
Pinagtatrabahuhan: {ORGANIZATION}.

[online]
Ang username ko ay {USERNAME}.
Ang huling pag-login ay mula sa {IP_ADDRESS}.
Ang personal kong website: {URL_PERSONAL}.

[secret]
Heto po ang hiningi ninyo: {SECRET}
Huwag itong ibahagi kahit kanino: {SECRET}
Ang code ng account ay {SECRET}.

[field]
{FIELD}: {VALUE}
{FIELD} - {VALUE}

[filler]
Salamat sa pakikipag-ugnayan.
Sabihan lang ako kung may kailangan pa kayo.
Hihintayin ko ang inyong sagot.
Sarado ang opisina tuwing pista opisyal.
Sasagot kami sa loob ng dalawang araw ng trabaho.
Pakitago ang mensaheng ito.
Paumanhin sa huling sagot.
Kung may tanong, sagutin lang ang mensaheng ito.
Pakibasa nang mabuti ang nakalakip na dokumento.

[negative]
Naipadala na ang order {ORDER_NUMBER}; tracking number: {TRACKING_NUMBER}.
Ang invoice {INVOICE_NUMBER} na {AMOUNT} ay dapat bayaran bago matapos ang buwan.
Inilabas ang bersyon {VERSION} noong {PUBLIC_DATE}.
[{TIMESTAMP}] Nagbalik ng status {HTTP_STATUS} ang serbisyo sa {LOOPBACK_IP}.
Bakanteng posisyon: {JOB_TITLE}, sa opisina sa {PLACE}.
May {PERCENTAGE} na diskwento ang produktong {PRODUCT_SKU} ngayong linggo.
Gaganapin ang training sa silid {ROOM_NUMBER}.
Naayos ang error {ERROR_CODE} sa commit {COMMIT_HASH}.
Tumaas nang {PERCENTAGE} ang turismo sa {PLACE} noong isang taon.
Ang bagong presyo ng {PRODUCT_SKU} ay {AMOUNT}.
Pinasinayaan ni Mayor {PUBLIC_FIGURE} ang bagong tulay kahapon.
"Tumaas nang {PERCENTAGE} ang benta," sabi ni {PUBLIC_FIGURE}, CEO ng kompanya.

[field_names]
PERSON = Buong pangalan
DOB = Petsa ng kapanganakan
GENDER = Kasarian
NATIONALITY = Nasyonalidad
PHONE = Numero ng telepono
EMAIL = Email
STREET_ADDRESS = Tirahan
CITY = Lungsod
POSTAL_CODE = Zip code
LOCATION = Lalawigan
ORGANIZATION = Pinagtatrabahuhan
DATE = Petsa ng appointment
USERNAME = Username
IP_ADDRESS = IP address
URL_PERSONAL = Website
MEDICAL_CONDITION = Diyagnosis
MEDICATION = Gamot
NATIONAL_ID = PhilSys Card Number (PCN)
PASSPORT_NUMBER = Numero ng pasaporte
DRIVERS_LICENSE = Numero ng lisensya sa pagmamaneho
SSN = Numero ng social security (US SSN)
TAX_ID = Numero ng buwis
VOTER_ID = Numero ng botante
CUSTOMER_ID = Customer ID
CASE_NUMBER = Numero ng kaso
EMPLOYEE_ID = Employee ID
STUDENT_ID = Student number
MEDICAL_RECORD_NUMBER = Numero ng medical record
HEALTH_INSURANCE_ID = Numero ng health insurance
VIN = Chassis number
VEHICLE_PLATE = Plaka ng sasakyan
DEVICE_ID = Device ID
MAC_ADDRESS = MAC address
BIOMETRIC_ID = Biometric ID
BANK_ACCOUNT = Numero ng account
IBAN = IBAN
ROUTING_NUMBER = Bank code
SWIFT_BIC = SWIFT code
CREDIT_CARD = Numero ng card
CARD_EXPIRY = Petsa ng expiration
CVV = CVV
CRYPTO_WALLET = Wallet address
PASSWORD = Password
API_KEY = API key
PIN = PIN
SECURITY_ANSWER = Sagot sa security question
AGE = Edad
ETHNICITY = Pangkat-etniko
RELIGION = Relihiyon
POLITICAL_AFFILIATION = Kinikilingang pampulitika
SEXUAL_ORIENTATION = Oryentasyong sekswal
BLOOD_TYPE = Uri ng dugo
SALARY = Sahod
GPS_COORDINATES = GPS coordinates
SIGNATURE = Lagda
INSURANCE_POLICY_NUMBER = Numero ng polisiya

[vocab]
GENDER = babae | lalaki
NATIONALITY = Pilipino | Amerikano | Hapones | Koreano | Tsino
ETHNICITY = Tagalog | Cebuano | Ilokano | Bikolano | Waray | Kapampangan
RELIGION = Katoliko | Iglesia ni Cristo | Muslim | Protestante | Born Again Christian
POLITICAL_AFFILIATION = konserbatibo | liberal | progresibo | independiyente
SEXUAL_ORIENTATION = heterosekswal | homosekswal | bisekswal
MEDICAL_CONDITION = type 2 diabetes | altapresyon | hika | depresyon | migraine | epilepsya
MEDICATION = metformin | amlodipine | salbutamol | sertraline | levothyroxine | insulin glargine
JOB_TITLE = software engineer | nars | accountant | sales manager | guro | elektrisyan
""",
        code="fil",
        name="Filipino",
        script="Latin",
        spaces=True,
        faker_locale=None,
        postal_format="####",
        currency_format="₱{amount}",
        number_style="comma",
        notes="Faker's fil_PH and tl_PH return en_US names, so names and places are built-in.",
    )
)
