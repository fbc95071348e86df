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
    "CRYPTO_WALLET", "PASSWORD", "API_KEY", "PIN", "SECURITY_ANSWER",
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
NATIONAL_ID = Número de documento de identidad
PASSPORT_NUMBER = Número de pasaporte
DRIVERS_LICENSE = Número del permiso de conducir
SSN = Número de la Seguridad Social
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
NATIONAL_ID = Numéro de carte d'identité
PASSPORT_NUMBER = Numéro de passeport
DRIVERS_LICENSE = Numéro de permis de conduire
SSN = Numéro de sécurité sociale
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
NATIONAL_ID = Ausweisnummer
PASSPORT_NUMBER = Reisepassnummer
DRIVERS_LICENSE = Führerscheinnummer
SSN = Sozialversicherungsnummer
TAX_ID = Steuer-ID
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
NATIONAL_ID = Numero della carta d'identità
PASSPORT_NUMBER = Numero di passaporto
DRIVERS_LICENSE = Numero della patente
SSN = Numero di previdenza sociale
TAX_ID = Codice fiscale
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
NATIONAL_ID = Número do documento de identidade
PASSPORT_NUMBER = Número do passaporte
DRIVERS_LICENSE = Número da CNH
SSN = Número da seguridade social
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
NATIONAL_ID = Identiteitsnummer
PASSPORT_NUMBER = Paspoortnummer
DRIVERS_LICENSE = Rijbewijsnummer
SSN = Sofinummer
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
NATIONAL_ID = Numer dowodu osobistego
PASSPORT_NUMBER = Numer paszportu
DRIVERS_LICENSE = Numer prawa jazdy
SSN = Numer ubezpieczenia społecznego
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
NATIONAL_ID = Номер удостоверения личности
PASSPORT_NUMBER = Номер загранпаспорта
DRIVERS_LICENSE = Номер водительского удостоверения
SSN = Номер социального страхования
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
NATIONAL_ID = Номер ID-картки
PASSPORT_NUMBER = Номер закордонного паспорта
DRIVERS_LICENSE = Номер посвідчення водія
SSN = Номер соціального страхування
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
NATIONAL_ID = Αριθμός δελτίου ταυτότητας
PASSPORT_NUMBER = Αριθμός διαβατηρίου
DRIVERS_LICENSE = Αριθμός άδειας οδήγησης
SSN = Αριθμός κοινωνικής ασφάλισης
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
NATIONAL_ID = Kimlik numarası
PASSPORT_NUMBER = Pasaport numarası
DRIVERS_LICENSE = Ehliyet numarası
SSN = Sosyal güvenlik numarası
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
NATIONAL_ID = رقم الهوية الوطنية
PASSPORT_NUMBER = رقم جواز السفر
DRIVERS_LICENSE = رقم رخصة القيادة
SSN = رقم الضمان الاجتماعي
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
SSN = מספר ביטוח לאומי
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
SSN = شماره بیمه تأمین اجتماعی
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
SSN = सामाजिक सुरक्षा संख्या
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
SSN = Social security number
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

[vocab]
GENDER = mahila | purush | anya
NATIONALITY = Bharatiya | Nepali | Bangladeshi | Sri Lankai
ETHNICITY = General | OBC | SC | ST
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
