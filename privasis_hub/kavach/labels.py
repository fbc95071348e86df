"""Kavach's PII labels and NOT-PII lookalikes, each with a definition and a value generator.

Every generator takes a :class:`GenContext` (a seeded ``random.Random``, an optional Faker,
the document's :class:`~privasis_hub.kavach.languages.Language`) and returns one non-empty,
single-line string. Values are non-real by construction:

- identifiers with a reserved or invalid range come from :mod:`privasis_hub.safe_ids`
  (RFC 2606 e-mail domains, national-format phones from fictional or unassigned ranges, test card
  prefixes, invalid SSN areas, national IDs with a wrong check digit, ...);
- the other identifiers carry an obviously fake marker or an unissued shape, documented
  in each label's ``safety`` sentence (``ZZ`` placeholders, ``sk_test_`` API keys,
  testnet wallet prefixes, RFC 7042 documentation MAC addresses, test BICs, ...);
- names, places and words (diagnoses, religions, ...) are drawn from the language's
  built-in lists of common values or from its Faker locale, and are combined at random,
  so they describe no real person.

Person-derived values in one context agree with each other: the first of PERSON, EMAIL,
USERNAME, URL_PERSONAL or SIGNATURE to be generated fixes ``ctx.person`` and the others
reuse it.

``LOCATION`` is a region, state, province or district *as part of a person's address*;
a place named on its own (a city as a topic, a travel destination) is the ``PLACE``
lookalike, not PII.
"""

from __future__ import annotations

import datetime as _dt
import functools
import random
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from faker import Faker

from privasis_hub import national_ids, safe_ids
from privasis_hub.kavach import country_formats
from privasis_hub.kavach.languages import LANGUAGES, Language, dominant_script, script_matches

__all__ = [
    "LABELS",
    "SAME_SHAPE_LOOKALIKES",
    "LOOKALIKES",
    "GenContext",
    "Label",
    "LookalikeSpec",
    "faker_for",
    "faker_name",
    "faker_value",
    "format_amount",
    "format_date",
    "format_number",
    "generate",
    "make_context",
    "name_gender",
    "name_parts",
    "person_name",
]


@dataclass
class GenContext:
    """What a generator needs: a seeded RNG, an optional Faker for the language, the language.

    ``person`` is the (given name, family name) of the document's person; it is filled the
    first time a person-derived value is generated, so that a document's name, e-mail,
    handle and signature agree. Generators reseed ``fake`` from ``rng`` before each use,
    so values depend on ``rng`` alone.
    """

    rng: random.Random
    fake: Faker | None
    language: Language
    person: tuple[str, str] | None = None
    female: bool | None = None  # the person's gender as the name shows it; None when the name does not tell


@dataclass(frozen=True)
class Label:
    """A PII label: ``name`` (UPPER_SNAKE), a one-sentence ``definition``, 2-3 ``examples``,
    a ``generate`` function, its ``category``, and ``safety``: why generated values are not real.
    ``localized`` labels take their values from ``Language.vocab[name]``."""

    name: str
    definition: str
    examples: tuple[str, ...]
    generate: Callable[[GenContext], str]
    category: str
    safety: str
    localized: bool = False


@dataclass(frozen=True)
class LookalikeSpec:
    """A string that looks like PII but is not: ``why_not_pii`` says why."""

    name: str
    definition: str
    why_not_pii: str
    examples: tuple[str, ...]
    generate: Callable[[GenContext], str]


# --- helpers ------------------------------------------------------------------------------


#: Faker provider lists whose order follows the per-process hash seed, because Faker builds them from a
#: set (it_IT's ``cities`` is ``list({...})``). They are sorted on load, so a seeded draw gives the same
#: value whatever ``PYTHONHASHSEED`` is. ``tests/test_kavach_determinism.py`` compares every provider list
#: of every locale Kavach uses across two hash seeds, so a new offender fails a test instead of a build.
HASH_ORDERED_PROVIDER_LISTS: dict[str, tuple[str, ...]] = {"it_IT": ("cities",)}


@functools.cache
def faker_for(locale: str) -> Faker:
    """One shared Faker per locale (creating one is slow; generators reseed it per value).

    Provider lists Faker builds from a set are put in sorted order (see :data:`HASH_ORDERED_PROVIDER_LISTS`).
    """
    fake = Faker(locale)
    for name in HASH_ORDERED_PROVIDER_LISTS.get(locale, ()):
        for provider in fake.providers:
            value = getattr(provider, name, None)
            if isinstance(value, (list, tuple)):
                setattr(provider, name, sorted(value))
    return fake


def make_context(language: Language | str, rng: random.Random, *, use_faker: bool = True) -> GenContext:
    """A context for ``language`` (a :class:`Language` or a code), with its Faker if it has one."""
    lang = LANGUAGES[language] if isinstance(language, str) else language
    fake = faker_for(lang.faker_locale) if use_faker and lang.faker_locale else None
    return GenContext(rng=rng, fake=fake, language=lang)


def generate(label: str, ctx: GenContext) -> str:
    """A value of ``label`` (a key of :data:`LABELS` or :data:`LOOKALIKES`)."""
    spec = LABELS.get(label) or LOOKALIKES.get(label)
    if spec is None:
        raise KeyError(f"unknown label {label!r}")
    return spec.generate(ctx)


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def _upper(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(n))


_NAME_OK = frozenset(" -'’\u200c\u200d")


def _clean(value: str) -> str | None:
    """A Faker name or place with stray punctuation stripped, or None if it is not a clean name."""
    value = " ".join(value.split()).strip(",;.:·")
    if not value:
        return None
    for ch in value:
        if ch in _NAME_OK:
            continue
        if unicodedata.category(ch)[0] not in "LM":
            return None
    return value


def faker_value(ctx: GenContext, method: str) -> str | None:
    """``ctx.fake.<method>()`` reseeded from ``ctx.rng``, if clean and in the language's script."""
    if ctx.fake is None:
        return None
    ctx.fake.seed_instance(ctx.rng.getrandbits(48))
    try:
        value = _clean(str(getattr(ctx.fake, method)()))
    except AttributeError:
        return None
    if value is None or not script_matches(dominant_script(value), ctx.language.script):
        return None
    return value


_FEMININE_ENDINGS = {"slavic": ("а", "я"), "polish": ("a",), "greek": ("α", "η", "ά", "ή")}
_FEMININE_SURNAMES = {
    "slavic": (
        ("ський", "ська"), ("цький", "цька"), ("ский", "ская"), ("цкий", "цкая"), ("ской", "ская"),
        ("ов", "ова"), ("ев", "ева"), ("ёв", "ёва"), ("ин", "ина"), ("ын", "ына"), ("ів", "іва"),
    ),
    "polish": (("dzki", "dzka"), ("cki", "cka"), ("ski", "ska")),
    "greek": (("ης", "η"), ("ής", "ή"), ("ας", "α")),
}  # fmt: skip


def _feminine_surname(family: str, kind: str) -> str:
    for masc, fem in _FEMININE_SURNAMES[kind]:
        if family.endswith(masc):
            return family[: -len(masc)] + fem
    return family


def name_parts(ctx: GenContext) -> tuple[str, str]:
    """The (given name, family name) of the context's person, chosen on first use."""
    if ctx.person is not None:
        return ctx.person
    lang, rng = ctx.language, ctx.rng
    female = rng.random() < 0.5
    drawn = faker_name(ctx, female) if lang.faker_names and ctx.fake is not None and rng.random() < 0.6 else None
    ctx.female = female
    if drawn is None:
        drawn = other_name(lang, rng)
        ctx.female = name_gender(lang, drawn[0])
    ctx.person = drawn
    return ctx.person


def faker_name(ctx: GenContext, female: bool) -> tuple[str, str] | None:
    """A (given name, family name) of that gender from the context's Faker locale, or None where it gives none that
    fits the language (or writes the family name again as a given name: "Hoàng Hoàng Nam")."""
    given = faker_value(ctx, "first_name_female" if female else "first_name_male")
    family = faker_value(ctx, "last_name_female" if female else "last_name_male")
    if given and family and family in given.split():
        given = faker_value(ctx, "first_name_female" if female else "first_name_male")
        if given and family in given.split():
            given = None
    return (given, family) if given and family else None


def other_name(language: Language, rng: random.Random, female: bool | None = None) -> tuple[str, str]:
    """A (given name, family name) from the language's own lists (the person's where Faker has none, or someone
    else in the document: the agent in a chat, the member of staff who signs a reply); never the same word twice,
    and a feminine given name takes the feminine surname. ``female``: a given name not known to be of the other
    gender (where the sentence says "my wife")."""
    names = language.first_names if female is None else _first_names_not_of(language, not female)
    given, family = rng.choice(names), rng.choice(language.last_names)
    for _ in range(5):  # the built-in lists hold the same word as a given and a family name in a few languages
        if family not in given.split():
            break
        family = rng.choice(language.last_names)
    kind = language.gendered_surnames
    if kind and given.endswith(_FEMININE_ENDINGS[kind]):
        family = _feminine_surname(family, kind)
    return given, family


def short_name(language: Language, given: str, family: str) -> str:
    """How a chat or a sign-off among people who know each other writes a name: the given name alone, or the
    full name where the family name comes first (zh, ja, ko: "张伟")."""
    return person_name(language, given, family) if language.name_order == "family_given" else given


_NOT_OF: dict[tuple[str, bool], tuple[str, ...]] = {}


def _first_names_not_of(language: Language, female: bool) -> tuple[str, ...]:
    """The language's given names not known to be of the given gender (all of them if none is left)."""
    key = (language.code, female)
    if key not in _NOT_OF:
        _NOT_OF[key] = tuple(n for n in language.first_names if name_gender(language, n) is not female) or \
            language.first_names
    return _NOT_OF[key]


def name_gender(language: Language, given: str) -> bool | None:
    """True (female), False (male) or None (unknown) for a given name from the language's own list: by the
    Slavic/Polish/Greek feminine ending, else by Faker's name lists for the locale and for English."""
    kind = language.gendered_surnames
    if kind:
        return given.endswith(_FEMININE_ENDINGS[kind])
    for locale in dict.fromkeys(x for x in (language.faker_locale, "en_US") if x):
        female, male = _faker_first_names(locale)
        if (given in female) != (given in male):
            return given in female
    return None


@functools.cache
def _faker_first_names(locale: str) -> tuple[frozenset[str], frozenset[str]]:
    """(female, male) first names of a Faker locale's person provider (empty where it has none)."""
    for provider in faker_for(locale).get_providers():
        if type(provider).__module__.startswith("faker.providers.person"):
            return (frozenset(getattr(provider, "first_names_female", ())),
                    frozenset(getattr(provider, "first_names_male", ())))
    return frozenset(), frozenset()


def _gender(ctx: GenContext) -> str:
    """The person's gender as their name shows it (a rare third option where the language lists one); a
    random one when the name does not tell (the form then leaves the field out, see kavach.generate)."""
    words = ctx.language.vocab["GENDER"]
    name_parts(ctx)
    if ctx.female is None:
        return ctx.rng.choice(words)
    if len(words) > 2 and ctx.rng.random() < 0.03:
        return words[2]
    return words[0] if ctx.female else words[1]


def person_name(language: Language, given: str, family: str) -> str:
    """A full name written the way ``language`` writes names (order and separator)."""
    if language.name_order == "family_given":
        return f"{family}{language.name_sep}{given}"
    return f"{given}{language.name_sep}{family}"


def _ascii(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()


_HANDLE_WORDS = (
    "sunny", "tiger", "blue", "star", "river", "moon", "coder", "gamer", "pixel", "maple", "nova", "echo",
    "lotus", "falcon", "mango", "orbit",
)  # fmt: skip


def _ascii_name(ctx: GenContext) -> tuple[str, str] | None:
    given, family = name_parts(ctx)
    g = re.sub(r"[^a-z]", "", _ascii(given))
    f = re.sub(r"[^a-z]", "", _ascii(family))
    return (g, f) if g and f else None


def format_number(value: float, style: str, decimals: int = 0) -> str:
    """``value`` with grouping and decimal marks of ``style`` (comma, dot, space or indian)."""
    text = f"{value:,.{decimals}f}"
    if style == "comma":
        return text
    whole, _, frac = text.partition(".")
    if style == "indian":
        digits = whole.replace(",", "")
        head, tail = digits[:-3], digits[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        whole = ",".join([*groups, tail]) if groups else tail
        return f"{whole}.{frac}" if frac else whole
    sep = {"dot": ".", "space": " "}[style]
    whole = whole.replace(",", sep)
    return f"{whole},{frac}" if frac else whole


def format_amount(language: Language, value: float, decimals: int = 0) -> str:
    """A money amount in the language's currency format."""
    return language.currency_format.format(amount=format_number(value, language.number_style, decimals))


def format_date(language: Language, date: _dt.date, rng: random.Random) -> str:
    """``date`` in one of the language's date formats."""
    fmt = rng.choice(language.date_formats)
    month = language.months[date.month - 1] if language.months else str(date.month)
    return fmt.format(
        d=date.day,
        dd=f"{date.day:02d}",
        m=date.month,
        mm=f"{date.month:02d}",
        yyyy=date.year,
        month=month,
        be=date.year + 543,
    )


def _random_date(rng: random.Random, start: _dt.date, end: _dt.date) -> _dt.date:
    return start + _dt.timedelta(days=rng.randrange((end - start).days + 1))


def _vocab(name: str) -> Callable[[GenContext], str]:
    def gen(ctx: GenContext) -> str:
        return ctx.rng.choice(ctx.language.vocab[name])

    return gen


# --- generators: people, places, contact --------------------------------------------------


#: Share of English full names written with a middle initial ("Marcus J. Bell"), as American records write them.
MIDDLE_INITIAL = 0.15


def _person(ctx: GenContext) -> str:
    given, family = name_parts(ctx)
    if ctx.language.code == "en" and ctx.rng.random() < MIDDLE_INITIAL:
        given = f"{given} {ctx.rng.choice('ABCDEFGHJKLMNPRSTW')}."
    return person_name(ctx.language, given, family)


def _organization(ctx: GenContext) -> str:
    lang, rng = ctx.language, ctx.rng
    return rng.choice(lang.org_patterns).format(
        last=rng.choice(lang.last_names), city=rng.choice(lang.cities)
    )


def _city(ctx: GenContext) -> str:
    if ctx.language.faker_places and ctx.rng.random() < 0.5:
        value = faker_value(ctx, "city")
        if value:
            return value
    return ctx.rng.choice(ctx.language.cities)


def _street_address(ctx: GenContext) -> str:
    lang, rng = ctx.language, ctx.rng
    street = faker_value(ctx, "street_name") if lang.faker_places and rng.random() < 0.5 else None
    street = street or rng.choice(lang.streets)
    return rng.choice(lang.address_formats).format(
        street=street, number=rng.randint(1, 199), n2=rng.randint(1, 9), n3=rng.randint(1, 30)
    )


def _pattern(rng: random.Random, pattern: str) -> str:
    return "".join(str(rng.randrange(10)) if c == "#" else _upper(rng, 1) if c == "?" else c for c in pattern)


def _postal_code(ctx: GenContext) -> str:
    return _pattern(ctx.rng, ctx.language.postal_format)


def _location(ctx: GenContext) -> str:
    return ctx.rng.choice(ctx.language.regions)


#: The country whose phone numbering each language's documents use (ISO 3166 alpha-2).
PHONE_REGIONS: dict[str, str] = {
    "en": "US", "es": "ES", "fr": "FR", "de": "DE", "it": "IT", "pt": "BR", "nl": "NL", "pl": "PL",
    "ru": "RU", "uk": "UA", "el": "GR", "tr": "TR", "ar": "EG", "he": "IL", "fa": "IR", "hi": "IN",
    "hi-Latn": "IN", "bn": "BD", "ta": "IN", "ta-Latn": "IN", "te": "IN", "kn": "IN", "ml": "IN", "mr": "IN",
    "ur": "PK", "zh": "CN", "ja": "JP", "ko": "KR", "th": "TH", "vi": "VN", "id": "ID", "sw": "KE", "fil": "PH",
}  # fmt: skip


def phone_region(language: Language) -> str:
    """The phone-numbering country of ``language`` (the United States where none is listed)."""
    return PHONE_REGIONS.get(language.code, PHONE_REGIONS.get(language.romanized_of or "", "US"))


def _phone(ctx: GenContext) -> str:
    """A person's number in the national (or international) format of the language's country."""
    return safe_ids.local_phone(ctx.rng, phone_region(ctx.language))


def _email(ctx: GenContext) -> str:
    rng = ctx.rng
    names = _ascii_name(ctx)
    if names is None or rng.random() < 0.15:
        return safe_ids.email(rng)
    g, f = names
    local = rng.choice((f"{g}.{f}", f"{g[0]}{f}", f"{g}_{f}", f"{g}.{f}{rng.randrange(1, 100)}", f"{f}.{g}"))
    return safe_ids.email(rng, local)


def _url(ctx: GenContext) -> str:
    names = _ascii_name(ctx)
    slug = (
        f"{names[0]}-{names[1]}"
        if names
        else f"{ctx.rng.choice(_HANDLE_WORDS)}-{ctx.rng.randrange(10, 1000)}"
    )
    return safe_ids.url(ctx.rng, slug)


def _username(ctx: GenContext) -> str:
    rng = ctx.rng
    names = _ascii_name(ctx)
    first, last = names if names else (rng.choice(_HANDLE_WORDS), rng.choice(_HANDLE_WORDS))
    handle = safe_ids.user_handle(rng, first, last)
    return handle if rng.random() < 0.5 else handle[1:]


def host_ip(rng: random.Random) -> str:
    """An address from the mix both IP_ADDRESS and its lookalike use: documentation ranges and RFC 1918.

    Person and server addresses come from the same mix, so the range never gives the label away; the
    sentence (a sign-in from, a service on) decides.
    """
    roll = rng.random()
    if roll < 0.45:
        return safe_ids.ipv4(rng)
    if roll < 0.85:
        return rng.choice(
            (
                f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randint(1, 254)}",
                f"192.168.{rng.randrange(256)}.{rng.randint(1, 254)}",
                f"172.{rng.randint(16, 31)}.{rng.randrange(256)}.{rng.randint(1, 254)}",
            )
        )
    return safe_ids.ipv6(rng)


def _ip(ctx: GenContext) -> str:
    return host_ip(ctx.rng)


def _mac(ctx: GenContext) -> str:
    rng = ctx.rng
    octets = ["00", "00", "5E", "10", f"{rng.randrange(256):02X}", f"{rng.randrange(256):02X}"]
    text = rng.choice((":", "-")).join(octets)
    return text.lower() if rng.random() < 0.5 else text


def _device_id(ctx: GenContext) -> str:
    rng = ctx.rng
    if rng.random() < 0.5:  # IMEI with reporting-body identifier 00 (test IMEIs)
        body = "00" + _digits(rng, 12)
        imei = body + national_ids.luhn_digit(body)
        return imei if rng.random() < 0.6 else f"{imei[:2]}-{imei[2:8]}-{imei[8:14]}-{imei[14]}"
    h = "".join(rng.choice("0123456789abcdef") for _ in range(32))
    return f"{h[:8]}-{h[8:12]}-0{h[13:16]}-{h[16:20]}-{h[20:]}"  # UUID version nibble 0: unassigned


# --- generators: dates and attributes -----------------------------------------------------


def _dob(ctx: GenContext) -> str:
    date = _random_date(ctx.rng, _dt.date(1940, 1, 1), _dt.date(2006, 12, 31))
    return format_date(ctx.language, date, ctx.rng)


def _date(ctx: GenContext) -> str:
    date = _random_date(ctx.rng, _dt.date(2015, 1, 1), _dt.date(2026, 12, 31))
    return format_date(ctx.language, date, ctx.rng)


def _age(ctx: GenContext) -> str:
    return str(ctx.rng.randint(18, 92))


_BLOOD = ("A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-")


def _blood_type(ctx: GenContext) -> str:
    return ctx.rng.choice(_BLOOD)


# --- generators: identifiers --------------------------------------------------------------

_INDIAN = frozenset({"hi", "hi-Latn", "bn", "ta", "ta-Latn", "te", "kn", "ml", "mr"})


def passport_region(language: Language) -> str | None:
    """The country whose passport shape ``language``'s documents use (every Kavach language has one)."""
    region = phone_region(language)
    return region if region in national_ids.PASSPORTS else None


def national_id_region(language: Language) -> str | None:
    """The country whose national identifier ``language``'s documents carry; None for English (the United
    States have no national identity number: SSN is a label of its own)."""
    region = phone_region(language)
    return region if region in national_ids.NATIONAL_IDS else None


def _national_id(ctx: GenContext) -> str:
    rng = ctx.rng
    region = national_id_region(ctx.language)
    if region is not None:
        return national_ids.national_id(rng, region)
    roll = rng.random()
    if roll < 0.3:
        body = rng.choice("01") + _digits(rng, 11)  # UIDAI never issues a number starting 0 or 1
        return f"{body[:4]} {body[4:8]} {body[8:]}"
    if roll < 0.8:  # no NINO prefix contains Q, and QQ is HMRC's own example prefix
        d = _digits(rng, 6)
        return f"QQ {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"
    return f"ID-ZZ-{_digits(rng, 8)}"


def _tax_id(ctx: GenContext) -> str:
    local = country_formats.tax_id(ctx.rng, phone_region(ctx.language), name_parts(ctx)[1])
    if local is not None:
        return local
    if ctx.rng.random() < 0.5:
        return safe_ids.ein(ctx.rng)
    return "XX" + _digits(ctx.rng, 9)  # XX is an ISO 3166 user-assigned code, no country's prefix


def _voter_id(ctx: GenContext) -> str:
    return f"VTR-ZZ{_digits(ctx.rng, 7)}"


def _health_insurance_id(ctx: GenContext) -> str:
    return safe_ids.member_id(ctx.rng, ctx.rng.choice(("HIC", "MBR", "HPN", "INS", "HLT")))


def _mrn(ctx: GenContext) -> str:
    value = safe_ids.medical_record_number(ctx.rng)
    return value if ctx.rng.random() < 0.7 else value.replace("MRN-", "MRN ")


def _customer_id(ctx: GenContext) -> str:
    rng = ctx.rng
    return rng.choice((f"CUST-{_digits(rng, 8)}", f"CID{_digits(rng, 7)}", f"C-{_digits(rng, 6)}-ZZ"))


def _case_number(ctx: GenContext) -> str:
    rng = ctx.rng
    return rng.choice(
        (
            f"{rng.randint(2015, 2026)}-ZZ-{_digits(rng, 6)}",
            f"CASE-{_digits(rng, 7)}",
            f"CLM-ZZ{_digits(rng, 7)}",
        )
    )


def _employee_id(ctx: GenContext) -> str:
    rng = ctx.rng
    return rng.choice((f"EMP-{_digits(rng, 6)}", f"E{_digits(rng, 7)}", f"EMP{_digits(rng, 5)}"))


def _student_id(ctx: GenContext) -> str:
    rng = ctx.rng
    return rng.choice(
        (
            f"STU-{_digits(rng, 8)}",
            f"STU{_digits(rng, 7)}",
            f"{rng.randint(2015, 2026)}-STU-{_digits(rng, 4)}",
        )
    )


def _policy_number(ctx: GenContext) -> str:
    return f"POL-ZZ{_digits(ctx.rng, 8)}"


def _biometric_id(ctx: GenContext) -> str:
    rng = ctx.rng
    if rng.random() < 0.5:
        return "BIO-ZZ-" + "".join(rng.choice("0123456789ABCDEF") for _ in range(12))
    return f"FPT-ZZ{_digits(rng, 10)}"


# --- generators: finance ------------------------------------------------------------------


def _card_expiry(ctx: GenContext) -> str:
    rng = ctx.rng
    month, year = rng.randint(1, 12), rng.randint(2026, 2033)
    return f"{month:02d}/{year % 100:02d}" if rng.random() < 0.75 else f"{month:02d}/{year}"


def _cvv(ctx: GenContext) -> str:
    return _digits(ctx.rng, 4 if ctx.rng.random() < 0.1 else 3)


def _bank_account(ctx: GenContext) -> str:
    return safe_ids.account_number(ctx.rng, ctx.rng.randint(8, 14))


def _iban(ctx: GenContext) -> str:
    """An IBAN of the document's country (GB where the country has none, for callers that ask anyway)."""
    region = phone_region(ctx.language)
    return country_formats.iban(ctx.rng, region if country_formats.has_iban(region) else "GB",
                                grouped=ctx.rng.random() < 0.7)


_BIC_COUNTRY = {
    "en": "US", "es": "ES", "fr": "FR", "de": "DE", "it": "IT", "pt": "BR", "nl": "NL", "pl": "PL",
    "ru": "RU", "uk": "UA", "el": "GR", "tr": "TR", "ar": "AE", "he": "IL", "fa": "IR", "zh": "CN",
    "ja": "JP", "ko": "KR", "th": "TH", "vi": "VN", "id": "ID", "sw": "KE", "fil": "PH", "ur": "PK",
}  # fmt: skip


def _swift_bic(ctx: GenContext) -> str:
    rng = ctx.rng
    country = _BIC_COUNTRY.get(ctx.language.code, "IN" if ctx.language.code in _INDIAN else "GB")
    location = rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ23456789") + "0"  # second character 0: a test BIC
    branch = rng.choice(("", "XXX", _upper(rng, 3)))
    return f"{rng.choice(safe_ids.IBAN_BANK_CODES)}{country}{location}{branch}"


_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _crypto_wallet(ctx: GenContext) -> str:
    rng = ctx.rng
    if rng.random() < 0.6:
        return "tb1q" + "".join(rng.choice(_BECH32) for _ in range(38))
    return rng.choice("mn") + "".join(rng.choice(_BASE58) for _ in range(33))


def _salary(ctx: GenContext) -> str:
    lang, rng = ctx.language, ctx.rng
    yearly = rng.randrange(18_000, 180_000, 500) * _WAGE_LEVEL.get(lang.code, 1.0)
    value = yearly * _CURRENCY_SCALE.get(lang.code, 1.0)
    if rng.random() < 0.4:  # many countries quote monthly pay
        value /= 12
    digits = len(str(int(value)))
    return format_amount(lang, round(value, -max(1, digits - 3)))


#: Rough wage level relative to the U.S., so salaries have plausible sizes in each currency.
_WAGE_LEVEL: dict[str, float] = {
    "pl": 0.45, "ru": 0.3, "uk": 0.2, "el": 0.5, "tr": 0.3, "ar": 0.7, "fa": 0.1, "pt": 0.3, "zh": 0.35,
    "ja": 0.7, "ko": 0.7, "th": 0.25, "vi": 0.15, "id": 0.15, "sw": 0.1, "fil": 0.15, "ur": 0.1,
    "hi": 0.15, "hi-Latn": 0.15, "bn": 0.15, "ta": 0.15, "ta-Latn": 0.15, "te": 0.15, "kn": 0.15,
    "ml": 0.15, "mr": 0.15,
}  # fmt: skip


#: Rough units of the language's currency per U.S. dollar, so amounts have plausible sizes.
_CURRENCY_SCALE: dict[str, float] = {
    "en": 1, "es": 0.9, "fr": 0.9, "de": 0.9, "it": 0.9, "pt": 5, "nl": 0.9, "pl": 4, "ru": 90,
    "uk": 40, "el": 0.9, "tr": 30, "ar": 3.75, "he": 3.7, "fa": 50_000, "hi": 80, "hi-Latn": 80,
    "bn": 80, "ta": 80, "ta-Latn": 80, "te": 80, "kn": 80, "ml": 80, "mr": 80, "ur": 280, "zh": 7,
    "ja": 150, "ko": 1300, "th": 35, "vi": 25_000, "id": 15_000, "sw": 130, "fil": 55,
}  # fmt: skip


# --- generators: vehicles and secrets -----------------------------------------------------

_PASSWORD_WORDS = (
    "Sunflower", "Maple", "Tiger", "Harbor", "Pepper", "Falcon", "Crimson", "Willow", "Thunder", "Mango",
    "Violet", "Cobalt",
)  # fmt: skip
_PASS_CHARS = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _password(ctx: GenContext) -> str:
    rng = ctx.rng
    style = rng.randrange(3)
    if style == 0:
        return f"{rng.choice(_PASSWORD_WORDS)}{rng.randint(10, 2099)}{rng.choice('!#$%&*?@')}"
    if style == 1:
        return "".join(rng.choice(_PASS_CHARS + "!#$%&*") for _ in range(rng.randint(10, 16)))
    words = [w.lower() for w in rng.sample(_PASSWORD_WORDS, 3)]
    return "-".join(words) + f"-{rng.randint(10, 99)}"


_ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _api_key(ctx: GenContext) -> str:
    rng = ctx.rng
    if rng.random() < 0.75:
        prefix = rng.choice(("sk_test_", "pk_test_", "rk_test_"))
        return prefix + "".join(rng.choice(_ALNUM) for _ in range(24))
    return "AKIA" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(9)) + "EXAMPLE"


def _pin(ctx: GenContext) -> str:
    return _digits(ctx.rng, 6 if ctx.rng.random() < 0.25 else 4)


_PETS = ("Buddy", "Max", "Luna", "Bella", "Charlie", "Coco", "Rocky", "Milo")


def _security_answer(ctx: GenContext) -> str:
    lang, rng = ctx.language, ctx.rng
    options = [rng.choice(lang.last_names), rng.choice(lang.cities)]
    if lang.script == "Latin":
        options.append(rng.choice(_PETS))
    return rng.choice(options)


def _signature(ctx: GenContext) -> str:
    lang, rng = ctx.language, ctx.rng
    given, family = name_parts(ctx)
    if lang.script != "Latin":
        return person_name(lang, given, family)
    style = rng.randrange(3)
    if style == 0:
        return f"/s/ {person_name(lang, given, family)}"
    if style == 1:
        return f"{given[0]}. {family}"
    return person_name(lang, given, family)


# Boxes of open ocean, far from any coast or island: a point there is nobody's home or workplace.
_OCEAN_BOXES = (
    (25.0, 35.0, -150.0, -135.0),  # North Pacific, between Hawaii and California
    (-40.0, -25.0, -30.0, -16.0),  # South Atlantic, west of Tristan da Cunha
    (-35.0, -25.0, 70.0, 90.0),  # South Indian Ocean
    (30.0, 40.0, -55.0, -42.0),  # North Atlantic, between Bermuda and the Azores
    (-45.0, -35.0, -130.0, -100.0),  # South Pacific
)


def _gps(ctx: GenContext) -> str:
    rng = ctx.rng
    lat0, lat1, lon0, lon1 = rng.choice(_OCEAN_BOXES)
    lat, lon = rng.uniform(lat0, lat1), rng.uniform(lon0, lon1)
    places = rng.choice((4, 5, 6))
    if rng.random() < 0.7:
        return f"{lat:.{places}f}, {lon:.{places}f}"
    ns, ew = ("N" if lat >= 0 else "S"), ("E" if lon >= 0 else "W")
    return f"{abs(lat):.{places}f}° {ns}, {abs(lon):.{places}f}° {ew}"


# --- the label table ----------------------------------------------------------------------

_R = safe_ids.SAFETY_RULES
_WORDS = (
    "Values are common words of the language drawn at random for a synthetic person; a word alone "
    "identifies nobody."
)
_NAMES = (
    "First and family names are drawn independently from lists of common names (built-in lists and "
    "Faker's locale data, both from public name statistics), so the combination names no real person."
)
_ZZ = (
    "Values carry the placeholder marker ZZ, which no real issuer uses, and mean something only inside "
    "a fictional organisation's own system."
)


def _L(
    name: str,
    category: str,
    definition: str,
    examples: tuple[str, ...],
    gen: Callable[[GenContext], str],
    safety: str,
    localized: bool = False,
) -> Label:
    return Label(name, definition, examples, gen, category, safety, localized)


_LABEL_LIST: tuple[Label, ...] = (
    # identity and demographics
    _L("PERSON", "identity", "A private person's full name, or their given or family name, as written in the "
       "text (someone named only in a public role, a mayor or a chief executive speaking for a company, is the "
       "PUBLIC_FIGURE lookalike).",
       ("Maria Rivera", "王伟", "Priya Sharma"), _person, _NAMES),
    _L("AGE", "identity", "A person's age in years.", ("42", "67"), _age,
       "A number from 18 to 92 drawn at random; an age alone identifies nobody."),
    _L("GENDER", "identity", "A person's gender or sex as stated in a record.", ("female", "male"),
       _gender, _WORDS, True),
    _L("NATIONALITY", "identity", "A person's nationality or citizenship.", ("Canadian", "Nigerian"),
       _vocab("NATIONALITY"), _WORDS, True),
    _L("ETHNICITY", "identity", "A person's ethnic, racial or caste background.",
       ("Hispanic or Latino", "Asian American"), _vocab("ETHNICITY"), _WORDS, True),
    _L("RELIGION", "identity", "A person's religion or belief, or their lack of one.", ("Catholic", "Muslim"),
       _vocab("RELIGION"), _WORDS, True),
    _L("POLITICAL_AFFILIATION", "identity", "A person's political opinion, leaning or party membership.",
       ("conservative", "social democrat"), _vocab("POLITICAL_AFFILIATION"), _WORDS, True),
    _L("SEXUAL_ORIENTATION", "identity", "A person's sexual orientation.", ("bisexual", "heterosexual"),
       _vocab("SEXUAL_ORIENTATION"), _WORDS, True),
    _L("SIGNATURE", "identity", "A person's signature as rendered in text, such as a typed /s/ signature.",
       ("/s/ Maria Rivera", "M. Rivera"), _signature, _NAMES),
    _L("DOB", "identity", "A person's date of birth.", ("March 4, 1987", "04.03.1987"), _dob,
       "Dates between 1940 and 2006 are drawn at random for a synthetic person."),
    _L("DATE", "identity",
       "A date tied to a person other than their birth, such as an appointment, admission or hearing date.",
       ("June 12, 2025", "12/06/2025"), _date,
       "Dates between 2015 and 2026 are drawn at random for a synthetic person."),
    # organisations and places
    _L("ORGANIZATION", "location", "The employer, school, clinic or other organisation a person belongs to.",
       ("Garcia & Partners LLP", "Springfield Family Clinic"), _organization,
       "Names combine a random family name or city with a generic business pattern."),
    _L("STREET_ADDRESS", "location", "The street, house number and unit of a person's address.",
       ("482 Maple Avenue", "Hauptstraße 12"), _street_address,
       "A random house number is paired with a common street name; no person is tied to it."),
    _L("CITY", "location", "The city or town of a person's address or residence.", ("Springfield", "Pune"),
       _city, "A common city name chosen at random; a city alone identifies nobody."),
    _L("POSTAL_CODE", "location", "The postal or ZIP code of a person's address.", ("62704", "110001"),
       _postal_code, "Random digits in the language's postal-code shape, paired with no real address."),
    _L("LOCATION", "location",
       "A state, province, region or district given as part of a person's address (a place named on its "
       "own as a topic is the PLACE lookalike, not PII).",
       ("Ohio", "Bayern"), _location, "A common region name chosen at random; a region alone identifies nobody."),
    _L("GPS_COORDINATES", "location", "Latitude and longitude of a person's location, home or device.",
       ("31.4821, -142.0937", "28.1450° S, 23.8100° W"), _gps,
       "Coordinates fall in boxes of open ocean far from any land, so they locate no home or workplace."),
    # contact and online
    _L("PHONE", "contact", "A person's telephone or mobile number.", ("(212) 555-0147", "0131 2 3456789"),
       _phone, _R["local_phone"]),
    _L("EMAIL", "contact", "A person's e-mail address.", ("maria.rivera@example.org", "wei88@inbox.example.com"),
       _email, _R["email"]),
    _L("URL_PERSONAL", "online", "The address of a person's own web page, profile or portfolio.",
       ("https://maria-rivera.example.org/about", "https://people.example.net/wei-zhang"), _url, _R["url"]),
    _L("USERNAME", "online", "A person's user name, login or social-media handle.", ("@maria.r42", "wzhang_88"),
       _username, _R["user_handle"]),
    _L("IP_ADDRESS", "online", "An IP address of a person's device or connection.",
       ("198.51.100.23", "2001:db8:85a3::7348"), _ip, _R["ipv4"] + " " + _R["ipv6"] + " Private "
       "(RFC 1918) addresses are reused in every local network and reach no device on the internet."),
    _L("MAC_ADDRESS", "online", "The hardware (MAC) address of a person's device.",
       ("00:00:5E:10:3A:7F", "00-00-5e-10-00-c2"), _mac,
       "MAC addresses come from 00-00-5E-10-00-00 to 00-00-5E-10-FF-FF, the block RFC 7042 reserves for "
       "documentation, so no device carries one."),
    _L("DEVICE_ID", "online", "An identifier of a person's phone or device, such as an IMEI or advertising ID.",
       ("004618508941486", "d98065e5-751f-0514-3a5f-61debc267b0b"), _device_id,
       "IMEIs use reporting-body identifier 00, reserved for test IMEIs, and UUIDs have version nibble 0, "
       "which no UUID generator assigns."),
    # health
    _L("MEDICAL_CONDITION", "health", "A diagnosis, illness, disability or other health condition of a person.",
       ("type 2 diabetes", "asthma"), _vocab("MEDICAL_CONDITION"), _WORDS, True),
    _L("MEDICATION", "health", "A medicine a person takes or was prescribed.", ("metformin", "sertraline"),
       _vocab("MEDICATION"), _WORDS, True),
    _L("BLOOD_TYPE", "health", "A person's blood group.", ("O+", "AB-"), _blood_type,
       "One of the eight common blood groups, drawn at random."),
    _L("HEALTH_INSURANCE_ID", "health", "A person's health-insurance member or policy number.",
       ("HIC-ZZ48291034", "MBR-ZZ01928374"), _health_insurance_id, _R["member_id"]),
    _L("MEDICAL_RECORD_NUMBER", "health", "The number of a person's medical record or chart at a provider.",
       ("MRN-04829103", "MRN 55120934"), _mrn, _R["medical_record_number"]),
    # government identifiers
    _L("NATIONAL_ID", "government_id", "A national identity card or citizen number of a person.",
       ("90 786 435 174", "51706749N"), _national_id,
       _R["national_id"] + " English documents (the United States have no national number) carry Aadhaar-shaped "
       "numbers starting with 0 or 1, which UIDAI never issues, NINO-shaped codes with the prefix QQ, which HMRC "
       "never allocates, or ID-ZZ placeholders."),
    _L("SSN", "government_id", "A U.S. Social Security number.", ("912-34-5678", "987-01-2345"),
       lambda ctx: safe_ids.ssn(ctx.rng), _R["ssn"]),
    _L("PASSPORT_NUMBER", "government_id", "The number of a person's passport.", ("C01XFK3T7", "Z48291034"),
       lambda ctx: safe_ids.passport_number(ctx.rng, passport_region(ctx.language)), _R["passport_number"]),
    _L("DRIVERS_LICENSE", "government_id", "The number of a person's driver's licence or state ID.",
       ("KTR4829103", "QZT0192837"), lambda ctx: safe_ids.drivers_license(ctx.rng), _R["drivers_license"]),
    _L("TAX_ID", "government_id", "A person's tax identification number.", ("07-4829103", "XX482910374"),
       _tax_id, _R["ein"] + " Other tax IDs start with XX, an ISO 3166 user-assigned code that is no "
       "country's prefix."),
    _L("VOTER_ID", "government_id", "The number of a person's voter registration or voter card.",
       ("VTR-ZZ4829103", "VTR-ZZ0192837"), _voter_id, _ZZ),
    # finance
    _L("CREDIT_CARD", "financial", "A payment card number.", ("4242 4242 4242 4242", "3782 822463 10005"),
       lambda ctx: safe_ids.payment_card(ctx.rng), _R["payment_card"]),
    _L("CARD_EXPIRY", "financial", "The expiry date printed on a payment card.", ("09/28", "11/2030"),
       _card_expiry, "An expiry date means nothing without its card, and every card number here is a test "
       "number."),
    _L("CVV", "financial", "The security code of a payment card.", ("482", "0193"), _cvv,
       "Random digits; a security code means nothing without its card, and every card here is a test number."),
    _L("BANK_ACCOUNT", "financial", "A person's bank account number.", ("4829103748", "1029384756"),
       _bank_account, _R["account_number"]),
    _L("IBAN", "financial", "A person's international bank account number.",
       ("FR32 0000 0660 4876 4759 3824 219", "PK51ZZZZ6604876475938242"), _iban,
       "IBANs take the document's country (none where the country has no IBANs) with valid check digits and a "
       "bank code of zeros, or ZZZZ where the country's bank code is letters, which no bank holds."),
    _L("ROUTING_NUMBER", "financial", "The bank routing (ABA) or sort code of a person's account.",
       ("529147855", "523033583"), lambda ctx: country_formats.bank_code(ctx.rng, phone_region(ctx.language)),
       _R["routing_number"] + " Other countries' bank codes name a bank or branch, not a person."),
    _L("SWIFT_BIC", "financial", "The SWIFT/BIC code of a person's bank branch.", ("ZZZZUSA0", "XXXXDEK0XXX"),
       _swift_bic, "BICs use the fictional bank codes ZZZZ or XXXX and a location code whose second "
       "character is 0, which marks a test BIC that never reaches the live network."),
    _L("CRYPTO_WALLET", "financial", "A person's cryptocurrency wallet address.",
       ("tb1qdtvcnph62fsy4nq4ynkn75t77trspkep6hcquz", "m8qGuWPZPzaHrW7eprtQxK3U6ENZgQANJm"), _crypto_wallet,
       "Addresses use Bitcoin testnet prefixes (tb1, m, n), which hold no real money, and random "
       "characters where the checksum should be, so they are not even valid testnet addresses."),
    _L("SALARY", "financial", "The pay or income of a named person.", ("$84,500", "₹8,45,000"), _salary,
       "A random amount; pay alone identifies nobody."),
    _L("CUSTOMER_ID", "account", "A person's customer, client or account number at a business.",
       ("CUST-48291034", "CID4829103"), _customer_id,
       "Random digits behind a generic prefix, meaningful only inside a fictional company's system."),
    _L("CASE_NUMBER", "account", "The number of a person's legal case, claim or support ticket.",
       ("2024-ZZ-048213", "CASE-4829103"), _case_number, _ZZ),
    _L("EMPLOYEE_ID", "account", "A person's employee or staff number.", ("EMP-482910", "E4829103"),
       _employee_id, "Random digits behind a generic prefix, meaningful only inside a fictional employer."),
    _L("STUDENT_ID", "account", "A person's student or matriculation number.", ("STU-48291034", "2023-STU-4821"),
       _student_id, "Random digits behind a generic prefix, meaningful only inside a fictional school."),
    _L("INSURANCE_POLICY_NUMBER", "account", "A person's (non-health) insurance policy number.",
       ("POL-ZZ48291034", "POL-ZZ01928374"), _policy_number, _ZZ),
    # vehicles
    _L("VEHICLE_PLATE", "vehicle", "The registration plate of a person's vehicle.", ("0YZC142", "0TTO129"),
       lambda ctx: safe_ids.license_plate(ctx.rng), _R["license_plate"]),
    _L("VIN", "vehicle", "The vehicle identification number of a person's vehicle.",
       ("5TZB6SDL8U0491854", "11GSAP3U4U1167357"), lambda ctx: safe_ids.vin(ctx.rng), _R["vin"]),
    # secrets
    _L("PASSWORD", "secret", "A password or passphrase.", ("Maple2024!", "river-candle-stone-42"), _password,
       "Random words, digits and symbols; nobody's password is an input."),
    _L("API_KEY", "secret", "An API key, access token or other machine credential.",
       ("sk_test_ESJ4FvIjBLIZdeUor0fYeQ8b", "AKIAX4Q2ZL7MPEXAMPLE"), _api_key,
       "Keys use test-mode prefixes (sk_test_, pk_test_, rk_test_) that reach no live account, or the AWS "
       "documentation shape ending in EXAMPLE."),
    _L("PIN", "secret", "A personal identification number or passcode.", ("4829", "019283"), _pin,
       "Random digits; a PIN means nothing without its card or account."),
    _L("SECURITY_ANSWER", "secret", "The answer to a security question, such as a mother's maiden name.",
       ("Johnson", "Springfield"), _security_answer,
       "A common family name, city or pet name drawn at random."),
    _L("BIOMETRIC_ID", "secret", "An identifier or hash of a person's stored biometric template.",
       ("BIO-ZZ-4F2A9C1E7B4D", "FPT-ZZ4829103748"), _biometric_id, _ZZ),
)  # fmt: skip

LABELS: dict[str, Label] = {label.name: label for label in _LABEL_LIST}


# --- lookalikes ---------------------------------------------------------------------------

# Shapes a lookalike must never take, so hard negatives hold nothing a PII detector should flag.
_PII_SHAPES = (
    re.compile(r"@"),
    re.compile(r"555[-. ]?01\d\d"),
    re.compile(r"\b9\d\d-\d\d-\d{4}\b"),
)
_LONG_DIGITS = re.compile(r"(?:\d[ -]?){13,19}")


def _pii_shaped(value: str) -> bool:
    if any(p.search(value) for p in _PII_SHAPES):
        return True
    return any(safe_ids.luhn_valid(re.sub(r"\D", "", m.group(0))) for m in _LONG_DIGITS.finditer(value))


def _safe(gen: Callable[[GenContext], str]) -> Callable[[GenContext], str]:
    def wrapped(ctx: GenContext) -> str:
        for _ in range(20):
            value = gen(ctx)
            if not _pii_shaped(value):
                return value
        raise RuntimeError("lookalike generator kept producing PII-shaped values")

    return wrapped


def _order_number(ctx: GenContext) -> str:
    rng = ctx.rng
    return rng.choice(
        (f"ORD-{_digits(rng, 7)}", f"#{_digits(rng, 6)}", f"PO-{rng.randint(2018, 2026)}-{_digits(rng, 5)}")
    )


def _invoice_number(ctx: GenContext) -> str:
    rng = ctx.rng
    return rng.choice(
        (
            f"INV-{rng.randint(2018, 2026)}-{_digits(rng, 5)}",
            f"INV{_digits(rng, 6)}",
            f"F-{_digits(rng, 4)}/{rng.randint(18, 26)}",
        )
    )


def _version(ctx: GenContext) -> str:
    rng = ctx.rng
    core = f"{rng.randint(0, 12)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"
    return rng.choice((f"v{core}", core, f"{core}-rc{rng.randint(1, 5)}"))


def _timestamp(ctx: GenContext) -> str:
    rng = ctx.rng
    y, mo, d = rng.randint(2019, 2026), rng.randint(1, 12), rng.randint(1, 28)
    h, mi, s = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    return rng.choice(
        (
            f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z",
            f"{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d},{rng.randrange(1000):03d}",
            f"{h:02d}:{mi:02d}:{s:02d}",
        )
    )


def _amount(ctx: GenContext) -> str:
    lang, rng = ctx.language, ctx.rng
    scale = _CURRENCY_SCALE.get(lang.code, 1.0)
    value = rng.uniform(5, 2500) * scale
    if scale >= 20:
        return format_amount(lang, round(value, -1))
    return format_amount(lang, round(value, 2), decimals=2)


def _loopback_ip(ctx: GenContext) -> str:
    rng = ctx.rng
    return "127.0.0.1" if rng.random() < 0.1 else host_ip(rng)


def _role_email(ctx: GenContext) -> str:
    rng = ctx.rng
    kind = rng.choice(("group", "clinic", "shop", "labs", "services", "travel"))
    company = f"{_ascii(rng.choice(ctx.language.last_names))}-{kind}" if rng.random() < 0.6 else None
    return safe_ids.role_email(rng, company)


def _company_phone(ctx: GenContext) -> str:
    return safe_ids.local_phone(ctx.rng, phone_region(ctx.language))


def _company_website(ctx: GenContext) -> str:
    rng = ctx.rng
    slug = rng.choice(("shop", "clinic", "support", "careers", "store", "help", "news"))
    return safe_ids.url(rng, f"{rng.choice(_HANDLE_WORDS)}-{slug}")


def _place(ctx: GenContext) -> str:
    return ctx.rng.choice(ctx.language.cities)


def _public_figure(ctx: GenContext) -> str:
    """A fictional name for a public role (a mayor, a chief executive): drawn like a person's name (Faker in
    the locale or the language's lists), but never the document's person (``ctx.person`` is left alone)."""
    given, family = name_parts(GenContext(rng=ctx.rng, fake=ctx.fake, language=ctx.language))
    return person_name(ctx.language, given, family)


def _job_title(ctx: GenContext) -> str:
    return ctx.rng.choice(ctx.language.vocab["JOB_TITLE"])


def _sku(ctx: GenContext) -> str:
    rng = ctx.rng
    return rng.choice(
        (
            f"SKU-{_upper(rng, 3)}-{_digits(rng, 4)}",
            f"{_upper(rng, 2)}-{_digits(rng, 4)}-{rng.choice(('S', 'M', 'L', 'XL'))}",
        )
    )


def _tracking(ctx: GenContext) -> str:
    rng = ctx.rng
    return rng.choice(
        (f"TRK{_digits(rng, 10)}", f"1Z{_upper(rng, 3)}{_digits(rng, 3)}{_upper(rng, 2)}{_digits(rng, 6)}")
    )


def _room(ctx: GenContext) -> str:
    rng = ctx.rng
    return rng.choice(
        (
            f"{rng.randint(1, 9)}{rng.randint(0, 3)}{rng.randint(0, 9)}",
            f"{_upper(rng, 1)}-{rng.randint(100, 499)}",
            f"{rng.randint(1, 6)}.{rng.randint(1, 40):02d}",
        )
    )


def _percentage(ctx: GenContext) -> str:
    lang, rng = ctx.language, ctx.rng
    if rng.random() < 0.6:
        n = str(rng.randint(1, 75))
    else:
        n = format_number(round(rng.uniform(0.5, 60), 1), lang.number_style, 1)
    return lang.percent_format.format(n=n)


def _public_date(ctx: GenContext) -> str:
    rng = ctx.rng
    date = _random_date(rng, _dt.date(2000, 1, 1), _dt.date(2026, 12, 31))
    return date.isoformat() if rng.random() < 0.4 else format_date(ctx.language, date, rng)


def _http_status(ctx: GenContext) -> str:
    return ctx.rng.choice(
        ("200", "201", "204", "301", "304", "400", "401", "403", "404", "409", "429", "500", "502", "503")
    )


def _error_code(ctx: GenContext) -> str:
    rng = ctx.rng
    return rng.choice(
        (
            f"E{rng.randint(1000, 9999)}",
            rng.choice(("ERR_CONNECTION_RESET", "ETIMEDOUT", "ECONNREFUSED", "ERR_CERT_DATE_INVALID")),
            f"0x{rng.randrange(0x80000000, 0x8FFFFFFF):08X}",
        )
    )


def _commit_hash(ctx: GenContext) -> str:
    return "".join(ctx.rng.choice("0123456789abcdef") for _ in range(ctx.rng.choice((7, 8, 12))))


def _S(
    name: str, definition: str, why: str, examples: tuple[str, ...], gen: Callable[[GenContext], str]
) -> LookalikeSpec:
    return LookalikeSpec(name, definition, why, examples, _safe(gen))


_LOOKALIKE_LIST: tuple[LookalikeSpec, ...] = (
    _S("ORDER_NUMBER", "A shop or purchase order number.",
       "It identifies a transaction in a merchant's system, not a person, and is useless without that system.",
       ("ORD-4829103", "#482910"), _order_number),
    _S("INVOICE_NUMBER", "An invoice or bill number.",
       "It numbers a document in a seller's books; it names no person.", ("INV-2024-04821", "INV482910"), _invoice_number),
    _S("VERSION", "A software or document version string.", "It describes a release of software, shared by every user.",
       ("v2.14.3", "1.0.0-rc2"), _version),
    _S("TIMESTAMP", "A log or system timestamp.", "It records when a machine event happened, not a fact about a person.",
       ("2024-03-05T14:22:07Z", "14:22:07"), _timestamp),
    _S("AMOUNT", "A price, total or other sum of money not tied to a named person.",
       "A price or invoice total describes goods or a transaction, not who a person is.",
       ("$1,299.00", "49,90 €"), _amount),
    _S("LOOPBACK_IP", "A server, gateway or service address in a system message or ticket.",
       "It names a machine that serves everyone (drawn from the same documentation and RFC 1918 mix as a "
       "person's IP_ADDRESS, so only the sentence tells them apart), not a person's device.",
       ("127.0.0.1", "10.0.0.1", "198.51.100.20"), _loopback_ip),
    LookalikeSpec("ROLE_EMAIL", "A role or company e-mail address (support@, info@, ...).",
                  "It reaches a department or a business, not a person.",
                  ("support@northside.example.com", "info@example.org"), _role_email),
    LookalikeSpec("COMPANY_PHONE", "A business's switchboard or hotline number.",
                  "It reaches an organisation's desk, not a person; it takes the same national format as a "
                  "person's number, so only the context (a company's contact block) tells them apart.",
                  ("(212) 555-0100", "0131 2 0000000"), _company_phone),
    LookalikeSpec("COMPANY_WEBSITE", "The website of a business or service.",
                  "It describes an organisation, not a person.", ("https://www.example.com/maple-shop",),
                  _company_website),
    _S("PLACE", "A city or place named on its own, as a topic, office or destination.",
       "A place mentioned as a topic is not anyone's address; only an address or residence is PII (LOCATION, CITY).",
       ("Chicago", "München"), _place),
    _S("PUBLIC_FIGURE", "The name of someone acting in a public role, in that role: a mayor opening a bridge, a "
       "chief executive quoted in a press release.",
       "Someone named in a public office or as an organisation's spokesperson is reported on for that role, which "
       "is public by design; it is not personal data about a private individual (PERSON). The names are fictional "
       "(drawn like PERSON names, from Faker's locale or the language's lists) and shaped exactly like a person's, "
       "so only the public role in the sentence tells them apart.", ("Mayor Laura Becker", "Tanaka Hiroshi"),
       _public_figure),
    _S("JOB_TITLE", "A job title or role, as in a vacancy or an org chart.",
       "A role is shared by many people; without a name it identifies nobody.", ("software engineer", "nurse"),
       _job_title),
    _S("PRODUCT_SKU", "A product code or stock-keeping unit.", "It identifies a product line, not a person.",
       ("SKU-TBL-4821", "KD-1029-XL"), _sku),
    _S("TRACKING_NUMBER", "A parcel tracking number.",
       "It identifies a shipment in a carrier's system; without the carrier's records it reveals nothing about a "
       "person.", ("TRK4829103748", "1ZKTR482AB019283"), _tracking),
    _S("ROOM_NUMBER", "A room, hall or meeting-room number.", "Rooms belong to buildings, not people.",
       ("214", "B-310", "3.12"), _room),
    _S("PERCENTAGE", "A percentage or rate.", "A statistic or discount is not a fact about a person.",
       ("12%", "4,5 %"), _percentage),
    _S("PUBLIC_DATE", "The date of a public event, release or holiday.",
       "Public dates (releases, festivals, deadlines) are the same for everyone and not tied to a person.",
       ("2024-07-26", "26 July 2024"), _public_date),
    _S("HTTP_STATUS", "An HTTP status code.", "Protocol status codes describe a server response.", ("404", "503"),
       _http_status),
    _S("ERROR_CODE", "A software error code.", "It names a failure mode of a program.", ("E1023", "ETIMEDOUT"),
       _error_code),
    _S("COMMIT_HASH", "A version-control commit hash.", "It identifies a change to source code.", ("a3f9c2e", "9c41b07d"),
       _commit_hash),
)  # fmt: skip

LOOKALIKES: dict[str, LookalikeSpec] = {spec.name: spec for spec in _LOOKALIKE_LIST}

#: Lookalikes that take exactly a label's shape (a role e-mail, a company's phone): only the context tells
#: them apart. Their values still come from reserved ranges (safe_ids' ``role_email``, ``local_phone``).
SAME_SHAPE_LOOKALIKES: tuple[str, ...] = ("COMPANY_PHONE", "ROLE_EMAIL")
