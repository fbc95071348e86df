"""Privasis-Sanitization: chunk → weigh → pick targets → find chunks → instruct → rewrite → merge → retain → verify.

:func:`sanitize_record` turns one Privasis record into a triplet (record, instruction,
sanitized record). Targets are handled one after another; the chunks of one target are
rewritten concurrently with the same instruction, so repeated mentions (header, body,
signature) are treated alike. :func:`build_sanitization` runs it over a Privasis folder
in resumable shards and exports a Hub-ready folder.
"""

from __future__ import annotations

import asyncio
import difflib
import random
import re
import time
from collections import Counter
from contextlib import nullcontext
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
from datasets import DatasetDict
from tqdm.auto import tqdm

from privasis_hub import aio
from privasis_hub.guard import build_folder, check_corpus, check_paths, reads
from privasis_hub.hub import SplitSpec, export_sanitization, source_splits
from privasis_hub.llm import BackendError, get_backend
from privasis_hub.llm.base import SanitizationTarget, SanitizeBackend, TargetAttribute
from privasis_hub.sanitize import instruct
from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.address import address_block_spans
from privasis_hub.sanitize.chunk import chunk_text
from privasis_hub.sanitize.drop import signature_office
from privasis_hub.sanitize.gender import GENDER_WORD_KEY
from privasis_hub.sanitize.kinds import TOWN_COUNTY_KEY
from privasis_hub.sanitize.offline import OfflineSanitizer
from privasis_hub.sanitize.polish import polish
from privasis_hub.sanitize.rewrite import says_again
from privasis_hub.sanitize.rules import BIRTH_YEAR_KEY, target_leaks, target_spans, value_kind
from privasis_hub.sanitize.sums import blur_sums
from privasis_hub.sanitize.targets import (
    DOB_KEY,
    TargetConfig,
    choose_retention,
    expand,
    name_parts,
    sample_targets,
    settle_operation,
)
from privasis_hub.sanitize.tidy import quotes_follow, restated_drops, tidy
from privasis_hub.schema import (
    SANITIZATION_FEATURES,
    Attribute,
    Provenance,
    Retained,
    RowError,
    SanitizationRecord,
    Span,
    TargetRecord,
)
from privasis_hub.seeding import derive_seed, fingerprint
from privasis_hub.shards import ShardStore

#: How each category's records refer to their subject once a name is abstracted.
ROLE_NOUNS = {
    "medical": "the patient",
    "legal": "the client",
    "financial": "the account holder",
    "government": "the applicant",
    "personal": "the writer",
    "community": "the member",
    "professional services": "the client",
    "education": "the student",
    "media": "the contributor",
    "recreation": "the participant",
}
#: Record types whose subject has a role of its own, before the category's (reader10 T119: "the client" for a
#: reference check's candidate; T95: "Signed: The account holder" on a life insurance application). First match.
ROLE_BY_TYPE: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), r) for p, r in (
    (r"reference check|candidate|job offer|admissions interview", "the candidate"),
    (r"rental application", "the applicant"),
    (r"\bapplication\b|application worksheet|permit application", "the applicant"),
    (r"pre-approval", "the applicant"),
    (r"\bloan\b", "the borrower"),
    (r"claim (?:form|summary|determination)|insurance claim", "the claimant"),
    (r"^answer to\b", "the defendant"),
    (r"\bcomplaint$", "the plaintiff"),
    (r"\bpetition$", "the petitioner"),
    (r"membership|congregation", "the member"),
    (r"exit interview", "the employee"),
    # the record's relation to its issuer, not its category's (reader14 A: "To: A client of Wilkins Manufacturing" for
    # an employee's leave request; B: "Dear Patient," on a health plan's EOB)
    (r"HR leave|salary adjustment|performance improvement|pay stub|workplace misconduct|employment and income",
     "the employee"),
    (r"health plan|explanation of benefits", "the member"),
    (r"debt collection|debt settlement", "the consumer"),
    # an influencer's contract or payout statement calls its subject the creator (s26: "the payout details to the
    # contributor's bank account" in a contract between the "Agency" and the "Creator")
    (r"influencer|creator|sponsorship|brand partnership", "the creator"),
))
SYSTEMLESS_PROMPT = "{instruction}\n\n{record}"


@dataclass
class SanitizeConfig:
    """Everything that defines a sanitization build; (config, seed) determines every row."""

    seed: int = 0
    backend: str = "offline"
    model: str | None = None
    base_url: str | None = None
    retry_backend: str | None = None  # "openai": retry failing triplets once with an LLM
    retry_model: str | None = None
    retry_base_url: str | None = None
    concurrency: int = 8
    max_chunk_chars: int = 512
    per_record: int = 1
    shard_size: int = 100
    targets: TargetConfig = field(default_factory=TargetConfig)

    def content_key(self) -> dict[str, Any]:
        skip = {"concurrency", "base_url", "retry_base_url"}
        return {k: v for k, v in asdict(self).items() if k not in skip}


@dataclass
class Outcome:
    index: int
    row: dict | None = None
    error: dict[str, Any] | None = None
    verify_failures: list[str] = field(default_factory=list)
    retried: bool = False


def _attributes(record: dict) -> list[dict]:
    row_id = record.get("id", "<no id>")
    for name in ("id", "text", "attributes", "groups", "identity_ids"):
        if name not in record or record[name] is None:
            raise RowError(row_id, name, "missing in the source Privasis row")
    if not record["text"].strip():
        raise RowError(row_id, "text", "empty record text")
    return record["attributes"]


def _context(record: dict) -> tuple[tuple[str, str], ...]:
    """The subject's role noun, and the profile's city, region, country and postal code where the record names them.

    An abstraction may say "an address in <city>" only when the record says <city>: it must not
    add what the record did not say. A country said only as a citizenship ("United States
    citizenship", "Citizenship: United States") does not say where the subject lives. The subject's
    name and possessive pronoun ("her", "his", "their" from the profile's sex) let a mention of their
    phone or account read "her phone number" in a sentence about them.
    """
    profile = record.get("profile") or {}
    text = record.get("text") or ""
    role = ROLE_NOUNS.get(record.get("category", ""), "the individual")
    role = next((r for p, r in ROLE_BY_TYPE if p.search(record.get("record_type") or "")), role)
    name = " ".join(str(profile.get(k) or "") for k in ("first_name", "last_name")).strip()
    if name and re.search(rf"{re.escape(name)},? (?:is |listed as |as )(?:the )?(?:parent|guardian)\b", text) or any(
            re.match(r"(dependent_student|child_)", a["key"]) for a in record.get("attributes") or []):
        role = "the parent"  # a school form about a child names the subject as its parent: "the student" would be wrong
    pairs = [("role", role)]
    for k in ("city", "region", "country", "postal_code"):
        value = str(profile.get(k) or "")
        said = [m for m in re.finditer(rf"(?<![\w-]){re.escape(value)}(?![\w-])", text)] if value else []
        if k == "country":
            said = [m for m in said if not re.search(r"(?i)citizen|nationality",
                                                     text[max(0, m.start() - 40) : m.end() + 20])]
        if said:
            pairs.append((k, value))
    if name:
        pairs.append(("subject", name))
    sex = str(profile.get("sex") or "").lower()
    pairs.append(("pronoun", {"female": "her", "male": "his"}.get(sex, "their")))
    you = len(re.findall(r"(?i)\byour?\b", text))
    if you >= 5 and you > len(re.findall(r"\b(?:I|[Mm]y|[Mm]e)\b", text)):  # a letter to the subject: a number
        pairs.append(("addressee", "you"))  # with no owner in its sentence is "your ...", not "the member's ..."
    owners = sorted({m.group() for m in re.finditer(r"[A-Z][\w'’.-]+(?:[ \t]+[A-Z][\w'’.-]+){1,3}[ \t]*<[^<>\s@]+@[^<>\s]+>", text)})
    if owners:  # "Lisa Smith <l.smith@...>" anywhere in the record: a chunk's bare "To: l.smith@..." is her by name
        pairs.append(("mail_owners", "\n".join(owners)))
    office = _office(record)
    if office:
        pairs.append(("office", office))
    title = _signer_title(record)
    if title:
        pairs.append(("signer_title", title))
        signed = signature_office(text, title)
        if signed and signed != office:  # "Records Clerk" / "<office>" under the sign-off: whom a header names
            pairs.append(("signed_office", signed))
    return tuple(pairs)


def _surname_only(target: SanitizationTarget, subject: str = "") -> SanitizationTarget:
    """A request for the last name alone keeps the first name (reader6 T8: "Michele" went too, leaving an address
    block with no addressee and "Dear Student,"): the context says the surname (``surname_only``) and the first
    name of the full name that holds it (``given_name``), so that only the surname goes. The first name a greeting
    may fall back on is the ``subject``'s own (the record's addressee), never a relative's who shares the surname
    (reader14 B: "Dear Ms. Villegas," -> "Dear Gary,", the child); with no subject named among them, none."""
    first = target.attributes[0] if target.kind == "attribute" and target.attributes else None
    if first is None or value_kind(first.key, first.value) != "last_name" or any(
            value_kind(a.key, a.value) == "first_name" for a in target.attributes):
        return target
    surname = first.value.strip()
    holders = [parts for a in target.attributes[1:] if value_kind(a.key, a.value) == "name"
               for parts in [name_parts(a.value)] if len(parts) >= 2 and parts[-1] == surname]
    own = name_parts(subject) if subject else []
    given = next((parts[0] for parts in holders if own and parts[0].lower() == own[0].lower()), "")
    extra = (("surname_only", surname),) + ((("given_name", given),) if given else ())
    return replace(target, context=target.context + extra)


def _owners_clear(context: tuple[tuple[str, str], ...], gone: set[str]) -> tuple[tuple[str, str], ...]:
    """The context without the e-mail owners whose name is (or holds) a value that goes: a header is never given back
    a name another target removes."""
    def clear(line: str) -> bool:
        name = line.split("<", 1)[0].strip().lower()
        return not any(g in name or name in g for g in gone)
    return tuple((k, "\n".join(x for x in v.split("\n") if clear(x))) if k == "mail_owners" else (k, v)
                 for k, v in context)


def _signer_title(record: dict) -> str | None:
    """The job title the record gives its signer ("Todd Browning, Program Coordinator"), if it gives one."""
    for a in record.get("attributes") or []:
        if re.search(r"(^|_)signer_name$", a["key"]):
            m = re.search(rf"{re.escape(a['value'])},[ \t]+([A-Z][\w&'-]*(?:[ \t]+(?:of|for|and|at|the|[A-Z][\w&'-]*))*)"
                          r"(?=[ \t]*(?:$|[.;:,(]))", record.get("text") or "", re.M)
            if m:
                return m.group(1)
    return None


def _office(record: dict) -> str | None:
    """The organisation whose letterhead, title ("... — Org") or sign-off the record carries (its first or last
    lines), if annotated."""
    lines = (record.get("text") or "").strip().splitlines()
    edges = "\n".join(lines[:4] + lines[-8:])
    for a in record.get("attributes") or []:
        if value_kind(a["key"], a["value"]) in ("organization", "employer") and re.search(
                rf"(?m)^(?:[^\n]*\s[—–·]\s+)?{re.escape(a['value'])}(?:\s+[·•][^\n]*)?\s*$", edges):
            return a["value"]
    return None


def _town_word(record: dict, target: SanitizationTarget) -> str:
    """What of ``target`` stands on the office's address block too: "town", "postal code" or "town and postal code"."""
    text = record.get("text") or ""
    kinds = [k for k in ("city", "postal_code") if any(value_kind(a.key, a.value) == k and a.value in text
                                                        for a in target.attributes)]
    return " and ".join({"city": "town", "postal_code": "postal code"}[k] for k in kinds) or "town"


def _shares_town(record: dict, target: SanitizationTarget) -> bool:
    """Whether a city or postal code of ``target`` (not the office's own) is also on the office's address block: the
    edit blurs it there too (the place is the target's value wherever it stands), and the request says why."""
    issuer = [a["value"] for a in record.get("attributes") or [] if a["key"] == "issuer_address"]
    if not issuer or any(a.key.startswith("issuer") for a in target.attributes):
        return False
    text = record.get("text") or ""
    at = text.find(issuer[0])
    block = text[at : text.find("\n", text.find("\n", at) + 1)] if at != -1 else ""
    return any(value_kind(a.key, a.value) in ("city", "postal_code") and a.value in block for a in target.attributes)


def _age_said(text: str, full: SanitizationTarget, named_keys: frozenset[str] = frozenset()) -> bool:
    """Whether ``text`` states an age or a birth year of ``full`` outside its date of birth itself (which holds the
    year) that no target of the request names: "the stated age and the birth year give it away" is said only then."""
    for a in full.attributes:
        if DOB_KEY.search(a.key.lower()):
            text = re.sub(re.escape(a.value), " ", text, flags=re.I)
    return any(target_spans(text, a.key, a.value) for a in full.attributes
               if a.key in ("age", BIRTH_YEAR_KEY) and a.key not in named_keys)


def _protect(text: str, values: list[str]) -> list[tuple[int, int]]:
    """Every occurrence of every attribute value, and every address block: chunk boundaries must not cut them."""
    lower = text.lower()
    spans = [(start, end) for start, end, *_ in address_block_spans(text)]
    for v in {v.lower() for v in values if v}:
        start = lower.find(v)
        while start != -1:
            spans.append((start, start + len(v)))
            start = lower.find(v, start + 1)
    return sorted(spans)


async def _apply_target(
    backend: SanitizeBackend, text: str, target: SanitizationTarget, full: SanitizationTarget, keep: list[str],
    all_values: list[str], max_chars: int, seed: int, label_only: bool, keep_keys: tuple[str, ...] = (),
    named_keys: frozenset[str] = frozenset(),
) -> tuple[str, str, int]:
    """Sanitize one target across the text; returns (new text, its instruction, relevant chunk count).

    ``target`` is what the instruction names; ``full`` is it with what gives it away
    (:func:`~privasis_hub.sanitize.targets.expand`), which the rewrite removes too. The instruction names a linked
    fact only where the text still holds it and no target of the request (``named_keys``) names it already.
    """
    chunks = chunk_text(text, max_chars, protect=_protect(text, all_values))
    pairs = [(a.key, a.value) for a in full.attributes]
    relevant = [c for c in chunks if target_leaks(c.text, pairs) or says_again(c.text, pairs)]
    rng = random.Random(seed)
    kept = set(keep_keys)  # a linked fact the user asked to keep is not also asked to go
    linked = " ".join(k for k in dict(full.context).get("linked", "").split() if k not in kept and k not in named_keys
                      and any(target_spans(text, a.key, a.value) for a in full.attributes if a.key == k))
    told = tuple((k, v) for k, v in full.context if k != "linked") + ((("linked", linked),) if linked else ())
    told += (("age_said", "yes" if _age_said(text, full, named_keys) else "no"),)  # "the stated age ... give it away" needs one
    target = replace(target, context=told)  # the instruction names the linked facts that go too
    if label_only:
        instruction = instruct.label_only(target, rng)
    elif target.operation == "drop":
        instruction = instruct.drop_instruction(target, rng)
    else:
        instruction = await backend.abstract_instruction(target, [c.text for c in relevant], seed=seed)
    # a linked fact the user asked to keep stays (the row is then hard: the verifier finds the target inferable)
    kept_values = {v.lower() for v in keep}
    gives_back = tuple(a for a in full.attributes if a in target.attributes or a.value.lower() not in kept_values)
    full = replace(full, attributes=gives_back, context=full.context + (("others", "\n".join(all_values)),))
    rewritten = await asyncio.gather(
        *(
            backend.rewrite_chunk(c.text, instruction, full, [k for k in keep if k in c.text], seed=seed)
            for c in relevant
        )
    )
    replaced = {c.start: new for c, new in zip(relevant, rewritten, strict=True)}
    merged = "".join(replaced.get(c.start, c.text) for c in chunks)
    if target.operation == "abstract" and label_only and (lost := lost_mentions(text, merged, target.attributes)):
        told = replace(target, context=target.context + (("left_out", " ".join(sorted(lost))),))  # "Generalize all
        instruction = instruct.label_only(told, random.Random(seed))  # contact details. The e-mail address can go."
    if target.operation == "abstract" and not label_only:  # the request says what the edit did (reader12 U0)
        gone = left_out(text, merged, target.attributes) | lost_mentions(text, merged, target.attributes)
        if gone and len(gone) == len(target.attributes):  # "Tel. 660-555-0144" went as a line: "Generalize the issuer
            instruction = instruct.drop_instruction(target, random.Random(seed))  # phone" would not be followed
            return merged, instruction, len(relevant)
        if gone:  # a group: the parts the edit left out are asked to go, the others to be generalised
            told = replace(target, context=target.context + (("left_out", " ".join(sorted(gone))),))
            instruction = await backend.abstract_instruction(told, [c.text for c in relevant], seed=seed)
    return merged, instruction, len(relevant)


#: What is left of a line once its value is out: nothing, or a label ("Tel.", "Phone:", "Reference:", "| Phone |").
_LABEL_ONLY = re.compile(r"[ \t|]*(?:[A-Za-z][\w .'()/&-]{0,30}?[:.]?)?[ \t|;,]*")


#: A town line under a street line ("Mission Hill, SD 57046", "Lake Amy, SD"): kept, it is the street said as its place.
_TOWN_LINE = re.compile(r"[ \t]*[A-Z][\w.' -]*,[ \t]+[A-Z]{2}\b[ \t\d-]*$")


def left_out(before: str, after: str, attributes: tuple[TargetAttribute, ...] | list[TargetAttribute]) -> set[str]:
    """Keys of ``attributes`` whose every mention the edit from ``before`` to ``after`` deleted as a whole line (a
    "Tel. {X}" or "Reference: {X}" line, an address block's name line): the edit left them out rather than said them
    in general words, so the request asks for that (reader12 U0: "Generalize the issuer phone to a generic mention"
    beside a deleted "Tel." line). A street line whose town line stays is said as its place, not left out."""
    lines, new_lines = before.splitlines(), after.splitlines()
    gone: set[int] = set()
    stood: set[int] = set()  # lines of a block that other lines now stand for ("Mission Hill, SD 57046" -> "South Dakota")
    for op, a0, a1, b0, b1 in difflib.SequenceMatcher(None, lines, new_lines, autojunk=False).get_opcodes():
        if op == "delete":
            gone.update(range(a0, a1))
        elif op == "replace":  # a label line of a rewritten block ("Tel. {X}") that no new line resembles went too;
            for n in range(a0, a1):  # "Mission Hill, SD {57046}" -> "South Dakota" said its place in general words
                stood.add(n)
                bare = lines[n]
                for a in attributes:
                    for s, e in sorted(target_spans(lines[n], a.key, a.value), reverse=True):
                        bare = bare[:s] + bare[e:]
                if _LABEL_ONLY.fullmatch(bare) and max(
                        difflib.SequenceMatcher(None, lines[n], m).ratio() for m in new_lines[b0:b1]) < 0.5:
                    gone.add(n)
    out = set()
    for a in attributes:
        spans = target_spans(before, a.key, a.value)
        at = {before.count("\n", 0, s) for s, _ in spans}
        if not at or not at <= gone:
            continue
        if value_kind(a.key, a.value) == "address" and any(
                n + 1 < len(lines) and (n + 1 not in gone or n + 1 in stood) and _TOWN_LINE.match(lines[n + 1])
                for n in at):
            continue
        out.add(a.key)
    return out


#: A word that mentions e-mail as a channel ("by e-mail", "an e-mail address", "emailed"), outside an address.
_EMAIL_WORD = re.compile(r"(?i)(?<![\w.@-])e-?mail(?:s|ed|ing)?\b(?![\w.-]*@)")
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def lost_mentions(before: str, after: str, attributes: tuple[TargetAttribute, ...] | list[TargetAttribute]) -> set[str]:
    """Keys of the e-mail addresses among ``attributes`` that the edit deleted without a trace: the address was in
    ``before`` and the edited text no longer says "e-mail" anywhere (reader14 G: "Generalize the e-mail" beside a
    silent deletion in 49 of 58 rows). The request then asks for what the edit did: to leave it out."""
    if _EMAIL_WORD.search(_ADDRESS.sub(" ", after)):
        return set()
    return {a.key for a in attributes if value_kind(a.key, a.value) == "email" and target_spans(before, a.key, a.value)
            and not target_spans(after, a.key, a.value)}


async def sanitize_record(
    backend: SanitizeBackend, record: dict, cfg: SanitizeConfig, seed: int
) -> tuple[SanitizationRecord, list[str]]:
    """Build one triplet from a Privasis row; returns it and the verification failures (empty = vanilla)."""
    rng = random.Random(seed)
    attributes = _attributes(record)
    typed = [Attribute(a["key"], a["value"], a["group"], a["sensitivity"], [Span(**s) for s in a["spans"]])
             for a in attributes]
    weights = await backend.weigh_sensitivity(typed, seed=derive_seed(seed, "weigh"))
    targets = sample_targets(attributes, record["groups"], weights, cfg.targets, rng, _context(record),
                             text=record["text"])
    if not targets:
        raise RowError(record["id"], "attributes", "no attribute long enough to be a sanitization target")
    secret = {v.lower() for t in targets for v in t.values}  # "an address in <city>" must not name a target city
    sex_target = any(re.search(r"(^|_)(sex|gender)$", a.key) for t in targets for a in t.attributes)
    neutral = (("pronoun", "their"),) if sex_target else ()  # with the sex gone, "her phone" is "their phone"
    office = _office(record)
    issuer = (("office_target", office),) if office and office.lower() in secret else ()  # "the firm", one body
    ctx = dict(_context(record))
    body = next((v for k, v in ((k, ctx.get(k, "")) for k in ("office", "signed_office")) if v and (
        v.lower() in secret or any(x in v.lower() for x in secret if len(x) >= 3))), "")
    kind = abstract_value("organization", body, {}) if body else ""
    issuer += (("office_kind", "the " + kind.split(" ", 1)[1]),) if kind and kind != "an organization" else ()
    targets = [settle_operation(replace(t, context=tuple((k, v) for k, v in t.context if k == "role" or (
        v.lower() not in secret and not (k == "pronoun" and sex_target) and not (
            k == "signed_office" and any(x in v.lower() for x in secret if len(x) >= 3)))) + neutral + issuer))
        for t in targets]
    targets = [_surname_only(t, ctx.get("subject", "")) for t in targets]
    expanded = [expand(t, attributes, record.get("document_date"), office, record["text"]) for t in targets]
    named = [v.lower() for t in targets for v in t.values]  # a body a target removes whole takes its county with it:
    expanded = [replace(x, attributes=tuple(a for a in x.attributes if a.key != TOWN_COUNTY_KEY or not any(  # its
        a.value.lower() in v for v in named))) for x in expanded]  # name is not first cut to "County Department of ..."
    retention = choose_retention(attributes, targets, cfg.targets, rng, removed=expanded,
                                 conflict=random.Random(derive_seed(seed, "conflict")))
    gone = {a.value.lower().strip() for x in expanded for a in x.attributes if len(a.value.strip()) >= 3}
    targets, expanded = ([replace(x, context=_owners_clear(x.context, gone)) for x in xs] for xs in (targets, expanded))
    keep = [r.value for r in retention]
    values = [a["value"] for a in attributes]
    text, stored, parts = record["text"], [], []
    num_chunks = len(chunk_text(text, cfg.max_chunk_chars, protect=_protect(text, [a["value"] for a in attributes])))
    by_labels = [target.kind == "group" and rng.random() < cfg.targets.group_label_prob for target in targets]
    # a target that rewords gendered words ("aunt" -> "relative") goes last: an earlier edit that changed part of
    # another target's text would hide that target from its own edit ("a maternal relative with prostate cancer
    # diagnosed at age 44" left verbatim; reader9 T82). The request still lists the targets in their order.
    order = sorted(range(len(targets)), key=lambda i: any(a.key == GENDER_WORD_KEY for a in expanded[i].attributes))
    said: dict[int, str] = {}
    for i in order:
        target, full, by_label = targets[i], expanded[i], by_labels[i]
        before = text
        text, instruction, n = await _apply_target(
            backend, text, target, full, keep, values, cfg.max_chunk_chars, derive_seed(seed, "target", i), by_label,
            tuple(r.key for r in retention), frozenset(a.key for t in targets for a in t.attributes),
        )
        # "Blur the city" also blurs the office's own letterhead: the request says so, unless that address goes anyway
        if _shares_town(record, target) and not any(a.key == "issuer_address" for x in expanded for a in x.attributes):
            instruction += instruct.same_town_note(random.Random(derive_seed(seed, "same town", i)),
                                                   street_kept=any(r.key == "issuer_address" for r in retention),
                                                   what=_town_word(record, target))
        said[i] = instruction
        if target.operation == "abstract" and not by_label and len(left_out(before, text, target.attributes) | lost_mentions(
                before, text, target.attributes)) == len(target.attributes):  # the edit left it out whole, and the
            # request says so: the row records a drop
            targets[i] = replace(target, operation="drop")
    for i, target in enumerate(targets):
        parts.append(said[i])
        stored.append(TargetRecord(target.kind, target.name, [a.key for a in target.attributes], target.values,
                                   target.operation, said[i]))
    final = await backend.aggregate_instruction(parts, retention, seed=derive_seed(seed, "aggregate"))
    if not final.strip():
        raise BackendError("aggregate_instruction", "empty instruction")
    for r in retention:  # a kept fact that gives a target back: the request says why it stays (the row is hard)
        given = [t for t, x in zip(targets, expanded, strict=True) if r.value.lower() in
                 {a.value.lower() for a in x.attributes} - {v.lower() for v in t.values}]
        if given:
            final += instruct.conflict_note(r.key, given[0].name, random.Random(derive_seed(seed, "conflict note")),
                                            group=given[0].kind == "group")
            break
    people = [v for t in expanded for a in t.attributes if value_kind(a.key, a.value) in ("name", "first_name",
                                                                                        "last_name") for v in [a.value]]
    address_gone = any(re.match(r"issuer_address$", a.key) for t in expanded for a in t.attributes)
    text = tidy(record["text"], text, keep, people + [dict(_context(record)).get("subject", "")], address_gone,
                [a.value for x in expanded for a in x.attributes])
    text = blur_sums(text, [v for t in expanded for v in t.values], keep)  # "Beginning + Deposits - Withdrawals"
    text = restated_drops(record["text"], text, [v for t in targets if t.operation == "drop" for v in t.values], keep)
    # a dropped fact a kept sentence tells again in other words goes with it (reader14 H)
    text = polish(record["text"], text, [a.value for x in expanded if x.operation == "drop" for a in x.attributes], keep,
                  values)
    text = quotes_follow(record["text"], text)  # a reply quotes its message as edited (reader13 A)
    failures = verify(text, expanded, retention, stored=targets)
    row = SanitizationRecord(
        id="",  # set by the caller, which knows the run
        record_id=record["id"],
        identity_ids=list(record["identity_ids"]),
        original=record["text"],
        instruction=final,
        sanitized=text,
        targets=stored,
        retention=[Retained(r.key, r.value) for r in retention],
        num_chunks=num_chunks,
        difficulty="hard" if failures else "vanilla",
        provenance=Provenance(backend.name, backend.model, cfg.seed),
        prompt=[{"role": "user", "content": SYSTEMLESS_PROMPT.format(instruction=final, record=record["text"])}],
        completion=[{"role": "assistant", "content": text}],
    )
    return row, failures


def mentions(text: str, values: list[str]) -> list[str]:
    """The values present in ``text``: as a case-insensitive substring, inside an e-mail, URL or handle,
    or in another digit or date format."""
    lower = text.lower()
    return [v for v in values if v.lower() in lower or target_leaks(text, [("", v)])]


def verify(
    text: str,
    targets: list[SanitizationTarget],
    retention: list[TargetAttribute],
    stored: list[SanitizationTarget] | None = None,
) -> list[str]:
    """What is wrong with a sanitized text: target values left or retention values lost.

    A target's values are looked for in any case and format and inside e-mails, URLs and
    handles. Pass targets through :func:`~privasis_hub.sanitize.targets.expand` (and the
    unexpanded ones as ``stored``) to also check what gives them away: name parts, a dropped
    birth year, the age a date of birth implies. Failures read ``leaked 'value'`` (a target's
    own value), ``inferable 'value'`` (a component) or ``lost retention key='value'``.
    """
    own = {(a.key, a.value) for t in (stored if stored is not None else targets) for a in t.attributes}
    problems = [
        f"{'leaked' if (a.key, a.value) in own else 'inferable'} {a.value!r}"
        for t in targets
        for a in t.attributes
        if target_leaks(text, [(a.key, a.value)])
    ]
    problems += [f"lost retention {r.key}={r.value!r}" for r in retention if r.value not in text]
    return problems


# --- the run --------------------------------------------------------------------------


def _make_backend(name: str, **kwargs: Any) -> SanitizeBackend:
    """The stage's own offline tasks for ``offline``, else a model backend from privasis_hub.llm."""
    return OfflineSanitizer() if name == "offline" else get_backend(name, **kwargs)


def iter_source_rows(source: str | Path):
    """Stream the rows of a Privasis folder (every ``data/*.parquet`` file, in name order)."""
    files = sorted(Path(source).glob("data/*.parquet"))
    if not files:
        raise FileNotFoundError(f"{source}: no data/*.parquet files (is it a Privasis build folder?)")
    for path in files:
        for batch in pq.ParquetFile(path).iter_batches(batch_size=256):
            yield from batch.to_pylist()


async def _one(backend, retry, record, cfg, index, run_id) -> Outcome:
    seed = derive_seed(cfg.seed, run_id, index)
    row_id = f"san-{run_id}-{index:07d}"
    try:
        row, failures = await sanitize_record(backend, record, cfg, seed)
        retried = False
        if failures and retry is not None:
            retried = True
            row, failures = await sanitize_record(retry, record, cfg, seed)
    except (BackendError, RowError) as err:
        task = getattr(err, "task", None) or getattr(err, "field", "")
        return Outcome(index, error={"id": row_id, "record_id": record.get("id"), "task": task, "error": str(err)})
    row.id = row_id
    return Outcome(index, row=row.to_dict(), verify_failures=failures, retried=retried)


async def _shard(backend, retry, records, start, cfg, run_id, bar) -> list[Outcome]:
    limit = asyncio.Semaphore(max(1, cfg.concurrency))

    async def one(offset: int, record: dict) -> Outcome:
        async with limit:
            out = await _one(backend, retry, record, cfg, start + offset, run_id)
        bar.update(1)
        return out

    jobs = [(i * cfg.per_record + j, r) for i, r in enumerate(records) for j in range(cfg.per_record)]
    return await asyncio.gather(*(one(offset, r) for offset, r in jobs))


@reads("source")  # a rebuild of the source waits to swap until this build is done (the CLI takes it too)
def build_sanitization(
    source: str | Path,
    out: str | Path | None = None,
    *,
    seed: int = 0,
    backend: str | SanitizeBackend = "offline",
    progress: bool = False,
    keep_work: bool = False,
    backend_kwargs: dict | None = None,
    retry: SanitizeBackend | None = None,
    split: Any = "default",
    overwrite: bool = False,
    part: tuple[int, int] = (0, 1),
    export: bool = True,
    **options: Any,
) -> DatasetDict | None:
    """Build Privasis-Sanitization triplets from the Privasis folder ``source``; returns a ``DatasetDict``.

    ``part=(t, T)`` and ``export=False``: task t of a T-task build (:mod:`privasis_hub.scale`) writes only
    the work shards of its contiguous slice of source records and returns None; every triplet depends
    only on its source record and index, so the rows equal those of a one-process build.

    A triplet that fails verification is retried once with ``retry`` (or the ``retry_backend``
    named in ``options``, e.g. ``"openai"`` with ``retry_base_url``/``retry_model``), then kept as ``hard``.
    ``source`` must be a Privasis build; ``out`` is guarded like :func:`privasis_hub.build_privasis`'s and may
    not overlap ``source``.
    ``split="default"`` puts every triplet in the split of its source record; ``None`` writes one train split.
    """
    check_corpus(source, ("privasis",), option="--from")
    if out is not None and export:
        check_paths(out, [source])
    if split == "default":
        split = SplitSpec(key_column="record_id", key_to_split=source_splits(source))

    name = backend if isinstance(backend, str) else backend.name
    targets = options.pop("targets", None) or TargetConfig()
    cfg = SanitizeConfig(seed=seed, backend=name, targets=targets, **options)
    if isinstance(backend, str):
        kwargs = dict(backend_kwargs or {})
        if name == "openai":
            kwargs.update(base_url=cfg.base_url, model=cfg.model, concurrency=cfg.concurrency)
        backend = _make_backend(name, **kwargs)
    if retry is not None:
        cfg.retry_backend = retry.name
    elif cfg.retry_backend:
        retry = _make_backend(cfg.retry_backend, base_url=cfg.retry_base_url, model=cfg.retry_model,
                            concurrency=cfg.concurrency)
    cfg.model = cfg.model or backend.model
    # a task of a distributed build (export=False) writes into a folder privasis_hub.scale manages
    guard = build_folder(out, "sanitization", sources=[source], overwrite=overwrite) if export else nullcontext(Path(out))
    with guard as out_dir:
        source_id = fingerprint({"files": [(p.name, p.stat().st_size) for p in sorted(Path(source).glob("data/*.parquet"))]})
        run_id = fingerprint({**cfg.content_key(), "source": source_id})
        store = ShardStore(out_dir, {**cfg.content_key(), "source": str(source), "source_id": source_id},
                           SANITIZATION_FEATURES)
        done = store.done()
        first, last = _part_bounds(source, part)
        rows = iter_source_rows(source)
        for _ in range(first + len(done) * cfg.shard_size):  # skip records before the slice or already written
            next(rows, None)
        total = sum(pq.ParquetFile(p).metadata.num_rows for p in sorted(Path(source).glob("data/*.parquet")))
        bar = tqdm(desc="sanitization triplets", unit="row", disable=not progress,
                   total=(min(total, last) - first) * cfg.per_record,
                   initial=sum(store.stats(k)["attempted"] for k in done))
        k = len(done)
        while True:
            take = max(0, min(cfg.shard_size, last - first - k * cfg.shard_size))
            records = [r for _, r in zip(range(take), rows, strict=False)]
            if not records:
                break
            t1 = time.perf_counter()
            start = (first + k * cfg.shard_size) * cfg.per_record
            outcomes = aio.run(_shard(backend, retry, records, start, cfg, run_id, bar))
            kept = [o for o in outcomes if o.row is not None]
            stats = {
                "attempted": len(outcomes),
                "errors": [o.error for o in outcomes if o.error],
                "hard": sum(o.row["difficulty"] == "hard" for o in kept),
                "retried": sum(o.retried for o in outcomes),
                "verify_failures": Counter(f.split(" ")[0] for o in kept for f in o.verify_failures),
                "seconds": time.perf_counter() - t1,
            }
            store.write(k, [o.row for o in kept], stats)
            k += 1
        bar.close()
        if not export:
            return None
        return export_sanitization(store, out_dir, cfg, backend, source=str(source),
                                   seconds=store.seconds(), keep_work=keep_work, split=split)


def _part_bounds(source: str | Path, part: tuple[int, int]) -> tuple[int, int]:
    """The source-record slice [first, last) of task ``part[0]`` of ``part[1]`` (all records for one task)."""
    task, tasks = part
    if tasks == 1:
        return 0, 2**62
    total = sum(pq.ParquetFile(p).metadata.num_rows for p in sorted(Path(source).glob("data/*.parquet")))
    return task * total // tasks, (task + 1) * total // tasks


def instruction_names_targets(row: dict) -> bool:
    """True when the instruction names each target (or its group label) and each retention attribute."""
    text = row["instruction"].lower()
    named = all(instruct.human(t["name"]).lower() in text for t in row["targets"])
    kept = all(instruct.human(r["key"]).lower() in text for r in row["retention"])
    return named and kept


__all__ = ["SanitizeConfig", "build_sanitization", "sanitize_record", "verify"]
