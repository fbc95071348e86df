"""Kavach document generation: blueprint → layout → (optional) derived condition.

A :class:`Blueprint` fixes a document's language, domain, layout condition, labels and
whether it is a hard negative. :func:`compose` fills the language's sentence frames with
generated values and lays them out (prose, form, dialogue, code/logs, e-mail, chat,
table/CSV, markdown), recording every entity's exact span as it is placed. Transform
conditions (ASR, OCR, masking, adversarial formatting) derive a second document from a
composed one, with its ``source_ids`` pointing at the original.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

from faker import Faker

from privasis_hub.kavach.coherence import MEDICATION_PAIRS, draw_city_region
from privasis_hub.kavach.country_formats import available
from privasis_hub.kavach.labels import (
    LABELS,
    LOOKALIKES,
    GenContext,
    faker_for,
    faker_name,
    name_parts,
    other_name,
    person_name,
    phone_region,
    short_name,
)
from privasis_hub.kavach.languages import DEFAULT_HEADERS, LANGUAGES, Language
from privasis_hub.kavach.spans import Doc, Entity

#: 24 domains; each prefers some labels (any label may still appear).
DOMAINS: dict[str, tuple[str, ...]] = {
    "healthcare": ("MEDICAL_CONDITION", "MEDICATION", "MEDICAL_RECORD_NUMBER", "HEALTH_INSURANCE_ID", "DOB"),
    "pharmacy": ("MEDICATION", "MEDICAL_CONDITION", "HEALTH_INSURANCE_ID", "DOB"),
    "banking": ("BANK_ACCOUNT", "IBAN", "ROUTING_NUMBER", "SWIFT_BIC", "CREDIT_CARD"),
    "insurance": ("HEALTH_INSURANCE_ID", "CASE_NUMBER", "DOB", "VEHICLE_PLATE"),
    "fintech": ("CRYPTO_WALLET", "CREDIT_CARD", "CARD_EXPIRY", "CVV", "IP_ADDRESS"),
    "telecom": ("PHONE", "CUSTOMER_ID", "DEVICE_ID", "MAC_ADDRESS"),
    "e-commerce": ("CUSTOMER_ID", "CREDIT_CARD", "STREET_ADDRESS", "EMAIL"),
    "travel": ("PASSPORT_NUMBER", "NATIONALITY", "DOB", "PHONE"),
    "hospitality": ("CREDIT_CARD", "PASSPORT_NUMBER", "PHONE", "DATE"),
    "human resources": ("EMPLOYEE_ID", "TAX_ID", "BANK_ACCOUNT", "DOB", "SSN"),
    "education": ("STUDENT_ID", "DOB", "EMAIL", "PERSON"),
    "legal": ("CASE_NUMBER", "PERSON", "STREET_ADDRESS", "SIGNATURE"),
    "government services": ("NATIONAL_ID", "TAX_ID", "VOTER_ID", "DRIVERS_LICENSE"),
    "real estate": ("STREET_ADDRESS", "BANK_ACCOUNT", "PHONE", "PERSON"),
    "utilities": ("CUSTOMER_ID", "STREET_ADDRESS", "BANK_ACCOUNT"),
    "automotive": ("VIN", "VEHICLE_PLATE", "DRIVERS_LICENSE", "PHONE"),
    "social media": ("USERNAME", "URL_PERSONAL", "EMAIL", "IP_ADDRESS"),
    "customer support": ("CUSTOMER_ID", "EMAIL", "PHONE", "SECURITY_ANSWER"),
    "logistics": ("STREET_ADDRESS", "PHONE", "PERSON", "POSTAL_CODE"),
    "it helpdesk": ("USERNAME", "PASSWORD", "IP_ADDRESS", "MAC_ADDRESS", "API_KEY"),
    "software engineering": ("API_KEY", "EMAIL", "IP_ADDRESS", "USERNAME"),
    "nonprofit": ("PERSON", "RELIGION", "BANK_ACCOUNT", "EMAIL"),
    "recruiting": ("PERSON", "EMAIL", "PHONE", "NATIONALITY", "DOB"),
    "gaming": ("USERNAME", "EMAIL", "IP_ADDRESS", "CREDIT_CARD"),
}

LAYOUTS = ("clean", "form", "dialogue", "code_logs", "email", "chat", "table_csv", "markdown", "code_switch")

#: The second language of a code-switched document (same script, so every span stays exact and the
#: script gate still applies): English mixed into each Latin-script language, Spanish into English.
CODE_SWITCH_PARTNER: dict[str, str] = {
    "en": "es", "es": "en", "fr": "en", "de": "en", "it": "en", "pt": "en", "nl": "en", "pl": "en", "tr": "en",
    "id": "en", "vi": "en", "fil": "en", "sw": "en", "hi-Latn": "en", "ta-Latn": "en",
}  # fmt: skip
#: Share of a code-switched document's sentences written in the partner language.
CODE_SWITCH_SHARE = 0.4
NEGATIVE_SHARE = 0.19
#: Share of positives that name their person (an intro frame); the others hold only the person's other values
#: (an account number and a date of birth in a log, a licence plate in a complaint).
NAMED_SHARE = 0.72
#: Share of positives that also carry one or two lookalike sentences (an order, a price, a server message): half,
#: so that most value-shaped strings in a personal document are the person's, as in documents people write,
#: while about 58 % of the corpus's unlabelled lookalikes still sit in positives. Each layout writes them where
#: such text sits (:func:`_aside_frames`): a quoted business message, the agent's turn, a log line.
LOOKALIKES_IN_POSITIVES = 0.5
#: Share of negatives with a customer's own question about an order or parcel (an identifier frame whose
#: slot holds an order or tracking number), and of positive identifier slots that hold one.
PERSON_VOICE_NEGATIVE = 0.6
ORDER_IN_ID_SLOT = 0.15
#: Share of chats with a named person whose speakers are shown by name, as a messaging app does (the agent's
#: name too: a member of staff is a person, PERSON); share of e-mails with a named person that they sign with
#: the given name alone; share of a business's replies in positives that a named member of staff signs.
NAMED_SPEAKERS = 0.5
GIVEN_NAME_SIGNOFF = 0.4
STAFF_SIGNOFF = 0.5
#: Share of the other positive chats that show the person by their username ("[09:12] mike_t: ..."), as chat apps
#: and exported group chats do; labelled USERNAME.
HANDLE_SPEAKER = 0.4
#: Share of chats whose lines carry the app's timestamps ("[09:14] Lena: ..."); the others are copied as people paste a
#: conversation, speaker and text alone.
CHAT_TIMESTAMPS = 0.5
#: Share of named positives that also name someone else the person writes about (the spouse who sees to the post,
#: a colleague copied in, an emergency contact, the doctor who referred them), in the language's ``others`` frames:
#: documents people write often name several people. Only named positives, so the share of positives holding a
#: PERSON is unchanged; a second such sentence in :data:`SECOND_OTHER` of them.
OTHERS_SHARE = 0.9
SECOND_OTHER = 0.5
#: What each of the ``others`` placeholders (:data:`~privasis_hub.kavach.languages.OTHER_SLOTS`) asks for: (female,
#: True or False where the frame's words give the gender, and whether the full name is written: a relative is named
#: by the given name).
OTHER_NAME: dict[str, tuple[bool | None, bool]] = {
    "OTHER_PERSON": (None, True), "OTHER_F": (True, False), "OTHER_M": (False, False),
    "OTHER_F_FULL": (True, True), "OTHER_M_FULL": (False, True),
}  # fmt: skip
#: A relative named by the given name: at most one such sentence per document (no "my wife" beside "my husband").
KIN_SLOTS = ("{OTHER_F}", "{OTHER_M}")

#: Which frame kind speaks about which labels (the generic {ID}, {FIN}, {SECRET} slots take any of theirs).
FRAME_LABELS: dict[str, tuple[str, ...]] = {
    "intro": ("PERSON",),
    "contact": ("PHONE", "EMAIL"),
    "address": ("STREET_ADDRESS", "CITY", "POSTAL_CODE"),
    "dob": ("DOB",),
    "id": (
        "NATIONAL_ID",
        "PASSPORT_NUMBER",
        "DRIVERS_LICENSE",
        "SSN",
        "TAX_ID",
        "VOTER_ID",
        "CUSTOMER_ID",
        "CASE_NUMBER",
        "EMPLOYEE_ID",
        "STUDENT_ID",
        "MEDICAL_RECORD_NUMBER",
        "HEALTH_INSURANCE_ID",
        "VIN",
        "VEHICLE_PLATE",
        "DEVICE_ID",
        "MAC_ADDRESS",
        "BIOMETRIC_ID",
    ),
    "finance": (
        "BANK_ACCOUNT",
        "IBAN",
        "ROUTING_NUMBER",
        "SWIFT_BIC",
        "CREDIT_CARD",
        "CARD_EXPIRY",
        "CVV",
        "CRYPTO_WALLET",
    ),
    "health": ("MEDICAL_CONDITION", "MEDICATION"),
    "appointment": ("DATE",),
    "org": ("ORGANIZATION",),
    "online": ("USERNAME", "IP_ADDRESS", "URL_PERSONAL"),
    "secret": ("PASSWORD", "API_KEY", "PIN", "SECURITY_ANSWER"),
}
GENERIC_SLOTS = {"ID": "id", "FIN": "finance", "SECRET": "secret"}
#: What one pays with or into: the finance labels a {FIN} slot inside a sentence may take.
PAYABLE = ("BANK_ACCOUNT", "IBAN", "CREDIT_CARD", "CRYPTO_WALLET")
_SLOT = re.compile(r"\{([A-Z_]+)\}")


@dataclass(frozen=True)
class Blueprint:
    """What one document will be: language, domain, layout, whether it is a negative, its seed."""

    index: int
    language: str
    domain: str
    layout: str
    negative: bool
    derive: str | None  # a transform condition applied to make a second, derived document
    seed: int


class Builder:
    """Append text; place labelled values and remember their spans."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.pos = 0
        self.entities: list[Entity] = []

    def lit(self, text: str) -> None:
        self.parts.append(text)
        self.pos += len(text)

    def value(self, label: str | None, text: str) -> None:
        """Place a value; ``label=None`` places a lookalike (not PII, no entity)."""
        if label is not None:
            self.entities.append(Entity(label, text, self.pos, self.pos + len(text)))
        self.lit(text)

    def frame(self, template: str, fill) -> None:
        """Append a frame, asking ``fill(slot)`` for (label or None, value) at each placeholder.

        A value that ends with a period ("14 sierpnia 2026 r.") ends the sentence too: the frame's own period
        right after it is left out, as a writer would.
        """
        pos, dot = 0, False
        for m in _SLOT.finditer(template):
            self.lit(_after_value(template[pos : m.start()], dot))
            label, text = fill(m.group(1))
            self.value(label, text)
            dot = text.endswith(".")
            pos = m.end()
        self.lit(_after_value(template[pos:], dot))

    def doc(self) -> Doc:
        return Doc("".join(self.parts), self.entities)


def _after_value(text: str, dot: bool) -> str:
    """Literal text after a value; a period is dropped when the value already ends with one."""
    return text[1:] if dot and text.startswith(".") and not text.startswith("..") else text


@dataclass
class Sentence:
    """A frame whose placeholders are resolved once: ``fills`` holds (slot, label or None, value) in order.

    Layouts that show a value twice (a log key and its message, a read-back in a dialogue, a form field
    and its sentence) reuse these fills, so both places always hold the same value.
    """

    template: str
    fills: list[tuple[str, str | None, str]]


class _Values:
    """One person's values for a document: a label asked twice gives the same value."""

    def __init__(self, language: Language, rng: random.Random, fake: Faker | None, domain: str,
                 labels_wanted: frozenset[str] = frozenset(), negative: bool = False):
        self.ctx = GenContext(rng=rng, fake=fake, language=language)
        self.rng = rng
        self.domain = domain
        self.cache: dict[str, str] = {}
        self.labels_wanted = labels_wanted
        self.negative = negative
        self.field_names: dict[tuple[str, str], str | None] = {}

    def get(self, label: str) -> str:
        if label not in self.cache:
            place = {"CITY", "LOCATION"}
            if label in place and place <= self.labels_wanted:
                drawn = draw_city_region(self.ctx.language.code, self.rng)
                if drawn is not None:  # a document naming both gets a city and the region that contains it
                    self.cache["CITY"], self.cache["LOCATION"] = drawn
                    return self.cache[label]
            pair = {"MEDICAL_CONDITION", "MEDICATION"}
            if label in pair and pair <= self.labels_wanted:
                c, m = self.rng.choice(MEDICATION_PAIRS)
                vocab = self.ctx.language.vocab
                self.cache["MEDICAL_CONDITION"] = vocab["MEDICAL_CONDITION"][c]
                self.cache["MEDICATION"] = vocab["MEDICATION"][m]
                return self.cache[label]
            value = LABELS[label].generate(self.ctx)
            if label == "SIGNATURE" and not value.startswith("/s/"):
                value = f"/s/ {value}"  # a signature block, never the bare name (that would be PERSON)
            self.cache[label] = value
        return self.cache[label]

    def slot(self, slot: str, payable: bool = False) -> tuple[str | None, str]:
        """Resolve a frame placeholder to (label, value); lookalike slots give (None, value).

        ``payable``: a finance slot inside a sentence ("I paid with ...", "send the refund to ...") takes
        something one pays with or into; a CVV, an expiry date or a bank code only follow a colon.
        """
        if slot in GENERIC_SLOTS:
            region = phone_region(self.ctx.language)
            options = [x for x in FRAME_LABELS[GENERIC_SLOTS[slot]] if x in LABELS and available(x, region)
                       and (not payable or x in PAYABLE)]
            preferred = [x for x in DOMAINS[self.domain] if x in options]
            label = self.rng.choice(preferred if preferred and self.rng.random() < 0.6 else options)
            return label, self.get(label)
        if slot in OTHER_NAME:
            return "PERSON", self.other(*OTHER_NAME[slot])
        if slot in LABELS:
            return slot, self.get(slot)
        if slot in LOOKALIKES:
            return None, LOOKALIKES[slot].generate(self.ctx)
        raise KeyError(f"frame placeholder {{{slot}}} is neither a label nor a lookalike")

    def other(self, female: bool | None, full: bool) -> str:
        """Someone else the person names (a new one at each call): of the given gender where the frame's words
        show it, never sharing a name with the person; the full name, or the given name as relatives are named (in a
        family-name-first language with the family's name: "娘の松田さゆり")."""
        lang, ctx = self.ctx.language, self.ctx
        if female is None:
            female = self.rng.random() < 0.5
        own = set(" ".join(ctx.person).split()) if ctx.person else set()
        kin = not full and lang.name_order == "family_given" and ctx.person
        for _ in range(8):
            drawn = faker_name(ctx, female) if lang.faker_names else None
            given, family = drawn or other_name(lang, self.rng, female=female)
            if kin:
                family = ctx.person[1]
            if not own & set(given.split()) and (kin or not own & set(family.split())):
                break
        return person_name(lang, given, family) if full else short_name(lang, given, family)

    def field_name(self, language: Language, label: str) -> str | None:
        """The form label this document writes for ``label``: the language's name or one of its variants, kept."""
        key = (language.code, label)
        if key not in self.field_names:
            name = _field_name(language, label)
            variants = language.field_name_variants.get(label, ()) if name else ()
            self.field_names[key] = self.rng.choice((name, *variants)) if variants else name
        return self.field_names[key]

    def gender_known(self) -> bool:
        """Whether the person's name (drawn now if not yet) shows their gender, so a GENDER field can agree."""
        name_parts(self.ctx)
        return self.ctx.female is not None

    def _order_slot(self) -> bool:
        """Whether an identifier slot holds an order or tracking number (every negative's, some positives')."""
        return self.rng.random() < (1.0 if self.negative else ORDER_IN_ID_SLOT)

    def resolve(self, template: str, language: Language | None = None) -> Sentence:
        """The frame with every placeholder resolved once.

        A generic slot (``{ID}``, ``{FIN}``, ``{SECRET}``) takes its label's field name just before the
        value ("For the payment I used IBAN GB08 ..."), so the sentence itself decides the label: a bare
        "Payment details: 529745338" could be any financial label.
        """
        fills, parts, pos = [], [], 0
        language = language or self.ctx.language
        for m in _SLOT.finditer(template):
            slot = m.group(1)
            if slot == "ID" and self._order_slot():  # "Could you check my order number ORD-4829103?"
                slot = self.rng.choice(ORDER_FIELDS)
                label, text = None, LOOKALIKES[slot].generate(self.ctx)
            elif slot == "FIN" and _mid_sentence(template[: m.start()]):
                label, text = self.slot(slot, payable=True)  # "I paid with ...": an account or card, not a CVV
            else:
                label, text = self.slot(slot)
            fills.append((slot, label, text))
            parts.append(template[pos : m.start()])
            names = LOOKALIKE_FIELD_NAMES.get(language.code)
            if slot in GENERIC_SLOTS or (slot in ORDER_FIELDS and m.group(1) == "ID"):
                cue = _field_name(language, label) if label else (names[ORDER_FIELDS.index(slot)] if names else None)
                if cue and _mid_sentence(template[: m.start()]):
                    cue = _lower_cue(cue, language)
                if cue:
                    parts.append(cue.replace("{", "(").replace("}", ")") + (" " if language.spaces else ""))
            parts.append(m.group(0))
            pos = m.end()
        parts.append(template[pos:])
        return Sentence("".join(parts), fills)


def _mid_sentence(before: str) -> bool:
    """Whether a slot after ``before`` sits inside a sentence (not at its start or after a colon)."""
    return bool(before.strip()) and before.rstrip()[-1] not in ".:!?：。"


def _lower_cue(cue: str, language: Language) -> str:
    """A field name inside a sentence: "my passport number", but "IBAN", "PESEL" and German nouns as written."""
    first = cue.split()[0]
    if language.code == "de" or not first[:1].isupper() or any(c.isupper() for c in first[1:]):
        return cue
    low = first[0].lower()
    return cue if len(low) != 1 else low + cue[1:]


def _faker(language: Language) -> Faker | None:
    return faker_for(language.faker_locale) if language.faker_locale else None


#: Lookalikes a customer does not say aloud in a call or chat (a log line, a commit, a release).
MACHINE_LOOKALIKES = frozenset({"TIMESTAMP", "LOOPBACK_IP", "HTTP_STATUS", "COMMIT_HASH", "ERROR_CODE", "VERSION"})
#: Lookalikes of a business's notice ("call our hotline on ...", "details at ..."): not in a customer's mouth either.
BUSINESS_VOICE = frozenset({"COMPANY_PHONE", "ROLE_EMAIL", "COMPANY_WEBSITE"})


def _frames(language: Language, rng: random.Random, domain: str, negative: bool, layout: str = "clean") -> list[str]:
    """The sentences of one document, in order."""
    f = dict(language.frames)
    if layout in ("dialogue", "chat"):  # a customer says neither a log line nor a business's notice
        spoken = tuple(t for t in f["negative"] if not (MACHINE_LOOKALIKES | BUSINESS_VOICE) & set(_SLOT.findall(t)))
        f["negative"] = spoken or f["negative"]
    if negative:
        picks = rng.sample(f["negative"], k=min(len(f["negative"]), rng.randint(3, 6)))  # about as long as positives
        if rng.random() < PERSON_VOICE_NEGATIVE:  # a customer asks about an order: "Could you check my order ..."
            picks.insert(rng.randrange(len(picks) + 1), rng.choice(f["id"]))
        return picks + rng.sample(f["filler"], k=min(2, len(f["filler"])))
    others = [k for k in FRAME_LABELS if k != "intro" and f.get(k)]
    kinds = (["intro"] if rng.random() < NAMED_SHARE else []) + rng.sample(others, k=rng.randint(3, 6))
    preferred = {k for k, labels in FRAME_LABELS.items() if set(labels) & set(DOMAINS[domain])}
    kinds += [k for k in sorted(preferred) if k not in kinds and f.get(k)][:2]
    if kinds[0] != "intro" and "intro" in kinds:
        kinds.remove("intro")  # a domain that prefers PERSON does not bring the name back
    sentences = [_pick(f, k, rng) for k in kinds]
    for filler in rng.sample(f["filler"], k=min(rng.randint(1, 2), len(f["filler"]))):  # what people write around facts
        sentences.insert(rng.randrange(1, len(sentences) + 1), filler)
    if (kinds[0] == "intro" and f.get("others") and not any(w in sentences[0] for w in language.proxy_words)
            and rng.random() < OTHERS_SHARE):  # "My wife Grace sees to the post."; not in a lawyer's letter
        for t in _others(f["others"], rng):
            sentences.insert(rng.randrange(1, len(sentences) + 1), t)
    return _join_statements(language, sentences, rng)


def _others(frames: tuple[str, ...], rng: random.Random) -> list[str]:
    """One ``others`` frame, or two in :data:`SECOND_OTHER` of documents: the second neither a variant of the first
    (the same first words: "Emergency contact: X." and "Emergency contact: Y (neighbour).") nor a second relative."""
    first = rng.choice(frames)
    if rng.random() >= SECOND_OTHER:
        return [first]
    kin = any(k in first for k in KIN_SLOTS)
    head = first.split()[:2]
    rest = [t for t in frames if t.split()[:2] != head and not (kin and any(k in t for k in KIN_SLOTS))]
    return [first, rng.choice(rest)] if rest else [first]


#: Share of a positive's address sentences drawn from the language's frames that give the address in full (street,
#: postal code and town), as people write an address they want post sent to; the others name the street alone.
FULL_ADDRESS = 0.6


def _pick(frames: dict[str, tuple[str, ...]], kind: str, rng: random.Random) -> str:
    """One frame of ``kind``; an address in full in :data:`FULL_ADDRESS` of address sentences."""
    if kind == "address":
        full = [t for t in frames[kind] if "{POSTAL_CODE}" in t and "{CITY}" in t]
        if full and rng.random() < FULL_ADDRESS:
            return rng.choice(full)
    return rng.choice(frames[kind])


def _aside_frames(language: Language, rng: random.Random, layout: str) -> list[str]:
    """The lookalike sentences of a positive (an order, a price, a business's notice, a server message), or none.

    They are written where such text sits in a real document, not in the person's own sentences: a business's
    quoted message below the person's e-mail, the agent's turns of a chat or call, a quoted notice in notes;
    only in plain prose does the person say one themselves (an order or a price, never a business's notice or
    a log line).
    """
    if rng.random() >= LOOKALIKES_IN_POSITIVES:
        return []
    frames = language.frames["negative"]
    if layout in ("clean", "code_switch"):
        frames = tuple(t for t in frames if not (MACHINE_LOOKALIKES | BUSINESS_VOICE) & set(_SLOT.findall(t))) or frames
    elif layout in ("dialogue", "chat"):  # the agent says them: a notice, an order, never a log line
        frames = tuple(t for t in frames if not MACHINE_LOOKALIKES & set(_SLOT.findall(t))) or frames
    return rng.sample(frames, k=min(len(frames), rng.randint(1, 2)))


#: Where a statement ends (stripped before a joiner), and what a joinable statement must not hold.
_STATEMENT_END = ".।۔。．"
_NOT_JOINABLE = re.compile(r"[:：?？؟\[]")
#: Share of joinable neighbouring statements written as one sentence ("I live at ..., and you can reach me at ...").
JOIN_SHARE = 0.6


def _join_statements(language: Language, sentences: list[str], rng: random.Random) -> list[str]:
    """Write some neighbouring statements of the person as one sentence, with one of the language's ``joiners``.

    Only statements of the person's own frame kinds (not lookalike or filler sentences) join; the second must
    start with a word (not a value), and neither may ask a question or hold a colon. The second's first letter
    is lower-cased in a cased script unless its first word is in ``keep_case_words`` ("I").
    """
    if not language.joiners:
        return sentences
    personal = {t for kind in FRAME_LABELS for t in language.frames.get(kind, ())}
    intro = set(language.frames.get("intro", ()))
    out: list[str] = []
    for t in sentences:
        prev = out[-1] if out else None
        if (prev is not None and prev in personal and t in personal and t not in intro and prev[-1:] in _STATEMENT_END
                and not _NOT_JOINABLE.search(prev + t) and t[:1].isalpha() and prev.split()[:2] != t.split()[:2]
                and rng.random() < JOIN_SHARE):  # "My name is X, and my name is down for ..." reads doubled
            first = t.split(" ", 1)[0]
            second = t if first in language.keep_case_words or language.code == "de" else t[:1].lower() + t[1:]
            out[-1] = prev[:-1].rstrip() + rng.choice(language.joiners) + second  # not a frame: takes no third
        else:
            out.append(t)
    return out


def compose(bp: Blueprint) -> Doc:
    """Lay out one document of the blueprint's layout condition, with exact entity spans."""
    language = LANGUAGES[bp.language]
    rng = random.Random(bp.seed)
    fake = _faker(language)
    if fake is not None:
        fake.seed_instance(bp.seed)
    templates = _frames(language, rng, bp.domain, bp.negative, bp.layout)
    own = len(templates)
    if not bp.negative:
        templates += _aside_frames(language, rng, bp.layout)
    switched = _code_switch(language, templates, rng) if bp.layout == "code_switch" else [None] * len(templates)
    templates = [alt[1] if alt else t for t, alt in zip(templates, switched, strict=True)]
    wanted = frozenset(m.group(1) for t in templates for m in _SLOT.finditer(t))
    values = _Values(language, rng, fake, bp.domain, wanted, bp.negative)
    sentences = [values.resolve(t, alt[0] if alt else None) for t, alt in zip(templates, switched, strict=True)]
    b = Builder()
    LAYOUT_WRITERS[bp.layout](b, sentences[:own], values, language, rng, bp.negative, aside=sentences[own:])
    return b.doc()


def code_switch_language(language: str) -> str | None:
    """The partner language a ``code_switch`` document in ``language`` mixes in, or None."""
    return CODE_SWITCH_PARTNER.get(language)


def _code_switch(language: Language, templates: list[str], rng: random.Random) -> list[tuple[Language, str] | None]:
    """For each sentence, None (stays in ``language``) or (partner, a partner frame of the same kind).

    The first sentence stays in the document's language; about :data:`CODE_SWITCH_SHARE` of the others
    switch. The person's values are shared, so a switched sentence repeats the same name or number.
    """
    partner_code = code_switch_language(language.code)
    out: list[tuple[Language, str] | None] = [None] * len(templates)
    if partner_code is None:
        return out
    partner = LANGUAGES[partner_code]
    kind_of = {t: kind for kind, frames in language.frames.items() for t in frames}
    for i, t in enumerate(templates):
        kind = kind_of.get(t)
        if i and kind and partner.frames.get(kind) and rng.random() < CODE_SWITCH_SHARE:
            out[i] = (partner, rng.choice(partner.frames[kind]))
    eligible = [i for i, t in enumerate(templates) if i and partner.frames.get(kind_of.get(t, ""))]
    if eligible and not any(out):  # a code-switched document always holds a sentence of the partner language
        i = rng.choice(eligible)
        out[i] = (partner, rng.choice(partner.frames[kind_of[templates[i]]]))
    return out


# --- layouts --------------------------------------------------------------------------

#: Lookalikes that sit under a label's form/table header qualified by whose they are: a company's e-mail,
#: phone and website ("Phone (office)"). A field named only "Phone" always holds the person's number, labeled.
LOOKALIKE_FIELDS: dict[str, str] = {"ROLE_EMAIL": "EMAIL", "COMPANY_PHONE": "PHONE", "COMPANY_WEBSITE": "URL_PERSONAL"}
#: The contact block of a business (e-mail, phone, website): every negative form has one, some positive ones too.
COMPANY_CONTACT = ("ROLE_EMAIL", "COMPANY_PHONE", "COMPANY_WEBSITE")
#: Share of positive forms and tables with a business's contact block, and of forms of either class with an
#: order or tracking number under its own header.
CONTACT_IN_POSITIVES = 0.9
ORDER_FIELD_SHARE = 0.5
#: The word that says a contact field is a business's ("office"), per language.
OFFICE_WORD: dict[str, str] = {
    "en": "office", "es": "oficina", "fr": "bureau", "de": "Büro", "it": "ufficio", "pt": "escritório",
    "nl": "kantoor", "pl": "biuro", "ru": "офис", "uk": "офіс", "el": "γραφείο", "tr": "ofis", "ar": "المكتب",
    "he": "משרד", "fa": "دفتر", "hi": "कार्यालय", "hi-Latn": "office", "bn": "অফিস", "ta": "அலுவலகம்",
    "ta-Latn": "office", "te": "కార్యాలయం", "kn": "ಕಚೇರಿ", "ml": "ഓഫീസ്", "mr": "कार्यालय", "ur": "دفتر",
    "zh": "公司", "ja": "会社", "ko": "회사", "th": "สำนักงาน", "vi": "văn phòng", "id": "kantor", "sw": "ofisi",
    "fil": "opisina",
}  # fmt: skip

#: Form and table headers of the order and tracking number lookalikes, per language ("Order number",
#: "Tracking number"). Forms of both classes may carry them: an order number is never PII.
LOOKALIKE_FIELD_NAMES: dict[str, tuple[str, str]] = {
    "en": ("Order number", "Tracking number"), "es": ("Número de pedido", "Número de seguimiento"),
    "fr": ("Numéro de commande", "Numéro de suivi"), "de": ("Bestellnummer", "Sendungsnummer"),
    "it": ("Numero d'ordine", "Numero di tracciamento"), "pt": ("Número do pedido", "Código de rastreamento"),
    "nl": ("Bestelnummer", "Trackingnummer"), "pl": ("Numer zamówienia", "Numer przesyłki"),
    "ru": ("Номер заказа", "Трек-номер"), "uk": ("Номер замовлення", "Номер відстеження"),
    "el": ("Αριθμός παραγγελίας", "Αριθμός αποστολής"), "tr": ("Sipariş numarası", "Takip numarası"),
    "ar": ("رقم الطلب", "رقم التتبع"), "he": ("מספר הזמנה", "מספר מעקב"), "fa": ("شماره سفارش", "کد رهگیری"),
    "hi": ("ऑर्डर नंबर", "ट्रैकिंग नंबर"), "hi-Latn": ("Order number", "Tracking number"),
    "bn": ("অর্ডার নম্বর", "ট্র্যাকিং নম্বর"), "ta": ("ஆர்டர் எண்", "கண்காணிப்பு எண்"),
    "ta-Latn": ("Order number", "Tracking number"), "te": ("ఆర్డర్ నంబర్", "ట్రాకింగ్ నంబర్"),
    "kn": ("ಆರ್ಡರ್ ಸಂಖ್ಯೆ", "ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ"), "ml": ("ഓർഡർ നമ്പർ", "ട്രാക്കിംഗ് നമ്പർ"),
    "mr": ("ऑर्डर क्रमांक", "ट्रॅकिंग क्रमांक"), "ur": ("آرڈر نمبر", "ٹریکنگ نمبر"), "zh": ("订单号", "运单号"),
    "ja": ("注文番号", "追跡番号"), "ko": ("주문 번호", "운송장 번호"), "th": ("หมายเลขคำสั่งซื้อ", "หมายเลขพัสดุ"),
    "vi": ("Mã đơn hàng", "Mã vận đơn"), "id": ("Nomor pesanan", "Nomor resi"),
    "sw": ("Namba ya oda", "Namba ya ufuatiliaji"), "fil": ("Numero ng order", "Tracking number"),
}  # fmt: skip
ORDER_FIELDS = ("ORDER_NUMBER", "TRACKING_NUMBER")


def _sep(language: Language) -> str:
    return " " if language.spaces else ""


def _put(b: Builder, s: Sentence) -> None:
    fills = iter(s.fills)
    b.frame(s.template, lambda _slot: next(fills)[1:])


def _mixed(sentences: list, aside, rng: random.Random) -> list:
    """``sentences`` with each ``aside`` sentence at a random place after the first."""
    out = list(sentences)
    for s in aside:
        out.insert(rng.randrange(1, len(out) + 1), s)
    return out


def _quoted(b: Builder, sentences) -> None:
    """Sentences as the quoted lines of an earlier message ("> ...")."""
    for s in sentences:
        b.lit("> ")
        _put(b, s)
        b.lit("\n")


def _clean(b, sentences, values, language, rng, negative=False, aside=()) -> None:
    sentences = _mixed(sentences, aside, rng)  # the person's own order or price, said in passing
    for i, s in enumerate(sentences):
        if i:
            sep = _sep(language) if rng.random() < 0.7 else "\n"
            if not sep and (sentences[i - 1].template.endswith("}") or s.template.startswith("{")):
                sep = " "  # never glue two values together in a script written without spaces
            b.lit(sep)
        _put(b, s)


#: Share of forms and tables that file the person's name family name first ("Okonkwo, Daniel"), where the language
#: writes given name first in the Latin script, as records, charts and rosters do.
FILED_NAME = 0.3


def filed_name(language, given: str, family: str) -> str | None:
    """The person's name as a record files it, family name first with a comma ("Bell, Marcus"); None where the
    language already writes the family name first or in another script."""
    if language.name_order == "family_given" or language.script != "Latin":
        return None
    return f"{family}, {given}"


def _fields(sentences, values, language, rng, negative: bool) -> list[tuple[str, str | None, str]]:
    """(header, label or None, value) of a form or table: the document's values under their field names."""
    out: list[tuple[str, str | None, str]] = []
    seen: set[str] = set()
    contact = [(slot, None, values.slot(slot)[1]) for slot in COMPANY_CONTACT]
    if negative:
        fills = contact[: rng.randint(2, 3)] + [f for s in sentences for f in s.fills]
    else:
        fills = [f for s in sentences for f in s.fills]
        extra = [x for x in EXTRA_FIELD_LABELS if x in LABELS and (x != "GENDER" or values.gender_known())]
        fills += [(x, x, values.get(x)) for x in rng.sample(extra, k=min(len(extra), rng.randint(2, 4)))]
        if rng.random() < CONTACT_IN_POSITIVES:  # the business's contact block below the person's fields
            fills += contact[: rng.randint(1, 3)]
    names = LOOKALIKE_FIELD_NAMES.get(language.code)
    if names and rng.random() < ORDER_FIELD_SHARE:  # an order or tracking number under its own header
        slot = rng.choice(ORDER_FIELDS)
        fills.insert(rng.randrange(len(fills) + 1), (slot, None, values.slot(slot)[1]))
    for slot, label, text in fills:
        if label is None and slot in ORDER_FIELDS and names:
            name = names[ORDER_FIELDS.index(slot)]
            if name not in seen:
                seen.add(name)
                out.append((name, None, text))
            continue
        key = label or LOOKALIKE_FIELDS.get(slot)
        name = values.field_name(language, key) if key else None
        if name and label is None:  # "Phone (office)": the header says the number is the business's
            name = _whose(name, language)
        if name is None or name in seen:
            continue
        seen.add(name)
        if label == "PERSON" and text == values.get("PERSON") and rng.random() < FILED_NAME:
            text = filed_name(language, *name_parts(values.ctx)) or text
        out.append((name, label, text))
    return out


def _form(b, sentences, values, language, rng, negative=False, aside=()) -> None:
    b.lit(language.greeting + "\n\n")
    line = rng.choice(language.frames["field"])  # one way of writing a field line per form ("Name: ...", "Name - ...")
    for name, label, text in _fields([*sentences, *aside], values, language, rng, negative):
        b.frame(
            line.replace("{FIELD}", name).replace("{VALUE}", "{_V_}"),
            lambda _s, lab=label, t=text: (lab, t),
        )
        b.lit("\n")
    b.lit("\n")
    _clean(b, sentences[:2], values, language, rng)


#: Labels with no sentence frame of their own: demographics, special categories and a few identifiers.
#: Forms carry them as extra fields (named in the language, or in English for Latin-script languages).
EXTRA_FIELD_LABELS = ("AGE", "GENDER", "NATIONALITY", "ETHNICITY", "RELIGION", "POLITICAL_AFFILIATION",
                      "SEXUAL_ORIENTATION", "BLOOD_TYPE", "SALARY", "GPS_COORDINATES", "SIGNATURE",
                      "INSURANCE_POLICY_NUMBER")


def _whose(name: str, language: Language) -> str:
    """A contact field name qualified as a business's: "Phone (office)", "电话（公司）"."""
    word = OFFICE_WORD.get(language.code, OFFICE_WORD["en"])
    return f"{name} ({word})" if language.spaces else f"{name}（{word}）"


def _field_name(language: Language, label: str) -> str | None:
    name = language.field_names.get(label)
    if name is None and language.script == "Latin":
        name = label.replace("_", " ").capitalize()
    return name


def _say_back(b: Builder, language: Language, label: str | None, text: str, rng: random.Random,
              speaker: Callable[[], None] | None = None) -> None:
    """The agent reads a value back in one of the language's ``readback`` frames ("So that's {VALUE}, right?");
    ``speaker`` writes the agent's name where the document shows one (else the language's word for the agent)."""
    head, _, tail = rng.choice(language.frames["readback"]).partition("{VALUE}")
    if speaker is None:
        b.lit(f"{language.speaker_words[0]}: {head}")
    else:
        speaker()
        b.lit(f": {head}")
    b.value(label, text)
    b.lit(_after_value(tail, text.endswith(".")) + "\n")


def _readback(b: Builder, s: Sentence, language: Language, rng: random.Random) -> None:
    """The agent repeats one value the customer has just said (labelled exactly as it was said)."""
    said = [(label, text) for _slot, label, text in s.fills]
    if said and rng.random() < 0.5:
        label, text = rng.choice(said)
        _say_back(b, language, label, text, rng)


def _dialogue(b, sentences, values, language, rng, negative=False, aside=()) -> None:
    agent, customer = language.speaker_words
    b.lit(f"{agent}: {language.greeting}\n")
    turns = _mixed([(customer, s) for s in sentences], [(agent, s) for s in aside], rng)
    for who, s in turns:  # the agent's own turns hold the business's order, price or notice
        b.lit(f"{who}: ")
        _put(b, s)
        b.lit("\n")
        if who == customer:
            _readback(b, s, language, rng)
    b.lit(f"{agent}: {rng.choice(language.frames['closing'])}\n")


#: Log keys of lookalikes that a system names like a label's key: a release date is logged as ``date`` too, so
#: the key does not say whether the value is a person's; the message does.
LOG_KEYS: dict[str, str] = {"PUBLIC_DATE": "DATE"}


def _code_logs(b, sentences, values, language, rng, negative=False, aside=()) -> None:
    minute = rng.randint(0, 50)
    for i, s in enumerate(_mixed(sentences, aside, rng)):  # the system's own lines between the person's
        level = rng.choice(("INFO", "DEBUG", "WARN"))
        b.lit(f"2025-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}T10:{minute + i:02d}:0{i % 10}Z {level} ")
        for slot, label, text in s.fills:  # the key names what the message says, with the same value
            key = label or LOG_KEYS.get(slot, slot)
            b.lit(f"{key.lower()}: ")  # "key: value": an ASR rewrite that drops ":" keeps the space
            b.value(label, text)
            b.lit(" ")
        b.lit('msg="')
        _put(b, s)
        b.lit('"\n')


def _email(b, sentences, values, language, rng, negative=False, aside=()) -> None:
    """An e-mail with the language's header names, a subject, a salutation, the body and a sign-off.

    The person writes from their own address to a business's role address, opens with one of the language's
    ``salutations`` and signs with their name when the document names them; the business's earlier message with
    the positive's ``aside`` lookalikes is quoted below ("> ..."). A business (every negative, a fifth of
    positives) answers from its role address ("Re: <subject>"), greets the person by name or with the language's
    ``greeting`` and signs as a team; in a positive its body is the ``aside`` lines (or a stock reply) and the
    person's message, ``sentences``, is quoted below it. Languages without ``letter`` data get English headers
    and their ``greeting``.
    """
    agent, customer = language.speaker_words
    letter = language.letter
    sender, recipient, subject = letter.get("headers", DEFAULT_HEADERS)
    business = negative or rng.random() < 0.2
    if business:  # a business writes from a role address, with or without its sender name
        b.lit(f"{sender}: ")
        _address(b, values, rng, agent, None)
        b.lit(f"\n{recipient}: {customer}\n{subject}: ")
    else:  # the person writes from their own address to the business's
        b.lit(f"{sender}: ")
        _address(b, values, rng, None, "EMAIL")
        b.lit(f"\n{recipient}: ")
        b.value(None, values.slot("ROLE_EMAIL")[1])
        b.lit(f"\n{subject}: ")
    b.lit(("Re: " if business else "") + _subject(language, rng) + "\n\n")  # a business answers a message
    named = letter.get("named_salutations", ())
    if business:  # to the person by name where the message names them, else the language's plain greeting
        if not negative and named and "PERSON" in values.cache and rng.random() < 0.6:
            b.frame(rng.choice(named), lambda _s: ("PERSON", values.get("PERSON")))
        else:
            b.lit(language.greeting)
    else:
        b.lit(rng.choice(letter.get("salutations", (language.greeting,))))
    b.lit("\n")
    if business and not negative:  # the business's own lines; the person's message follows as a quote
        if aside:
            _clean(b, list(aside), values, language, rng)
        else:
            b.lit(rng.choice(language.frames["closing"]))
    else:
        _clean(b, sentences, values, language, rng)
    b.lit("\n")
    closings = letter.get("closings", ())
    if closings:
        b.lit("\n" + rng.choice(closings) + "\n")
        if business:
            if not negative and rng.random() < STAFF_SIGNOFF:  # a member of staff signs above the team's name
                given, family = other_name(language, rng)  # "Maria Lopez", or "M. Lopez" as staff sign
                initial = language.name_order != "family_given" and language.script == "Latin" and rng.random() < 0.3
                b.value("PERSON", f"{given[0]}. {family}" if initial else person_name(language, given, family))
                b.lit("\n")
            b.lit(rng.choice(letter.get("business_signatures", (agent,))) + "\n")
        elif "PERSON" in values.cache:  # the person signs with the name the message already gives, or its given name
            own = values.get("PERSON")
            if rng.random() < GIVEN_NAME_SIGNOFF:
                own = short_name(language, *name_parts(values.ctx))
            b.value("PERSON", own)
            b.lit("\n")
    if business and not negative:  # the message it answers, quoted below the reply
        b.lit(f"\n> {sender}: ")
        _address(b, values, rng, None, "EMAIL")
        b.lit("\n")
        _quoted(b, sentences)
    elif aside:  # the business's earlier message, quoted below the person's reply
        b.lit(f"\n> {sender}: ")
        _address(b, values, rng, agent, None)
        b.lit("\n")
        _quoted(b, aside)


#: Share of e-mail headers that give the sender's name before the address ("Ana Ruiz <ana@...>"), for the person and
#: for a business alike: were only a business's written that way, "<address>" would tell a model it is no one's.
DISPLAY_NAME = 0.5


def _address(b, values, rng: random.Random, name: str | None, label: str | None) -> None:
    """A header's address: the person's own (``label`` "EMAIL"; their name before it, labeled, when the document
    names them) or a business's role address (``name`` its sender name), bare or as "Name <address>"."""
    shown = rng.random() < DISPLAY_NAME
    if label is None:
        if shown:
            b.lit(f"{name} <")
        b.value(None, values.slot("ROLE_EMAIL")[1])
    else:
        shown = shown and "PERSON" in values.cache
        if shown:
            b.value("PERSON", values.get("PERSON"))
            b.lit(" <")
        b.value(label, values.get(label))
    if shown:
        b.lit(">")


def _subject(language: Language, rng: random.Random) -> str:
    """An e-mail subject: one of the language's ``letter.subjects``, else a filler line cut at a word (or at 40
    characters unspaced)."""
    if language.letter.get("subjects"):
        return rng.choice(language.letter["subjects"])
    line = rng.choice(language.frames["filler"]).rstrip(".。।۔!")
    if len(line) <= 48:
        return line
    cut = line[:48].rsplit(" ", 1)[0] if language.spaces else line[:40]
    return cut.rstrip(",，、")


def _chat(b, sentences, values, language, rng, negative=False, aside=()) -> None:
    """A support chat, with the app's timestamps in :data:`CHAT_TIMESTAMPS` of them; where the person is named, half the time the app shows both speakers
    by name (the person's and the agent's, each a PERSON) instead of the words for agent and customer."""
    agent, customer = language.speaker_words
    fillers = language.frames["closing"]  # the agent's stock replies
    speakers = {"agent": lambda: b.lit(agent), "customer": lambda: b.lit(customer)}
    if not negative and "PERSON" in values.cache and rng.random() < NAMED_SPEAKERS:
        me = short_name(language, *name_parts(values.ctx))
        staff = short_name(language, *other_name(language, rng))
        speakers = {"agent": lambda: b.value("PERSON", staff), "customer": lambda: b.value("PERSON", me)}
    elif not negative and rng.random() < HANDLE_SPEAKER:  # the app shows the person by their username
        handle = values.get("USERNAME").lstrip("@")
        speakers["customer"] = lambda: b.value("USERNAME", handle)
    minute = 0
    pending = list(aside)  # the agent's own lines: an order, a price, the business's notice
    stamped = rng.random() < CHAT_TIMESTAMPS

    def stamp() -> None:
        if stamped:
            b.lit(f"[{9 + minute // 60:02d}:{minute % 60:02d}] ")

    for i, s in enumerate(sentences):
        stamp()
        speakers["customer"]()
        b.lit(": ")
        _put(b, s)
        b.lit("\n")
        minute += 7
        if i % 2 == 1 or (pending and i == len(sentences) - 1):  # the agent answers
            stamp()
            said = [(label, text) for _slot, label, text in s.fills]
            if pending and (rng.random() < 0.5 or i >= len(sentences) - 2):
                speakers["agent"]()
                b.lit(": ")
                _put(b, pending.pop(0))
                b.lit("\n")
            elif said and rng.random() < 0.5:
                _say_back(b, language, *rng.choice(said), rng, speaker=speakers["agent"])
            else:
                speakers["agent"]()
                b.lit(f": {rng.choice(fillers)}\n")
            minute += 3
    for s in pending:  # what the agent still had to say
        stamp()
        speakers["agent"]()
        b.lit(": ")
        _put(b, s)
        b.lit("\n")
        minute += 2


def _table_csv(b, sentences, values, language, rng, negative=False, aside=()) -> None:
    cells = _fields([*sentences, *aside], values, language, rng, negative)
    b.lit(",".join(name.replace(",", " ") for name, _l, _t in cells) + "\n")
    for i, (_name, label, text) in enumerate(cells):
        if i:
            b.lit(",")
        quoted = "," in text or '"' in text
        b.lit('"' if quoted else "")
        b.value(label, text)
        b.lit('"' if quoted else "")
    b.lit("\n")


def _markdown(b, sentences, values, language, rng, negative=False, aside=()) -> None:
    b.lit(f"## {language.greeting}\n\n")
    for s in sentences:
        b.lit("- ")
        _put(b, s)
        b.lit("\n")
    if aside:  # a business's notice or order line pasted into the notes as a quote
        b.lit("\n")
        _quoted(b, aside)


def _code_switch_layout(b, sentences, values, language, rng, negative=False, aside=()) -> None:
    """Code-switched prose: sentences of the document's language and of its partner, exact spans throughout."""
    _clean(b, sentences, values, language, rng, aside=aside)


LAYOUT_WRITERS = {
    "clean": _clean,
    "form": _form,
    "dialogue": _dialogue,
    "code_logs": _code_logs,
    "email": _email,
    "chat": _chat,
    "table_csv": _table_csv,
    "markdown": _markdown,
    "code_switch": _code_switch_layout,
}
