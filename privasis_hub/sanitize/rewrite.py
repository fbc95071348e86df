"""Rewriting a text: abstract or drop every occurrence of a target's values."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache

from privasis_hub.sanitize.abstract import (
    GENERIC,
    Context,
    abstract_value,
    duration_phrase,
    says_nothing,
    season_of,
    subject_role,
    with_article,
)
from privasis_hub.sanitize.address import address_block_spans, edit_address_blocks
from privasis_hub.sanitize.address import block_place as _block_place
from privasis_hub.sanitize.drop import (
    absence_phrase,
    contact_as_label,
    delete_sentence,
    drop_clause,
    drop_repair,
    header_office,
    header_or_greeting,
    header_party,
    office_contact_clause,
    place_in_name,
    repair_whole_line,
    restated,
    rewrite_drop,
    street_before_place,
)
from privasis_hub.sanitize.drop import without_echoed_word as _without_echoed_word
from privasis_hub.sanitize.find import overlaps, target_spans
from privasis_hub.sanitize.gender import GENDER_WORD_KEY, neutralise
from privasis_hub.sanitize.grammar import (
    LABEL_LINE,
    SENTENCE_START,
    Repair,
    delete_line,
    fit,
    fit_mention,
    keep_spans,
    sentence_bounds,
    title_before,
)
from privasis_hub.sanitize.kinds import (
    MENTION_KINDS,
    NAME_KINDS,
    PROGRAM_TOKEN_KEY,
    TOWN_COUNTY_KEY,
    token_edit,
    value_kind,
)


def _edits(
    text: str, pairs: Sequence[tuple[str, str]], repl_of: Callable[[str, str], str], keep: Sequence[str] = ()
) -> list[tuple[int, int, str, str, str]]:
    """``(start, end, replacement, kind, key)`` for every target occurrence, longest values first, no overlaps."""
    taken: list[tuple[int, int]] = [(a, b) for a, b in keep_spans(text, keep)
                                    if any(a <= s and e <= b for k, v in pairs for s, e in target_spans(text, k, v))]
    edits = []
    for key, value in pairs:
        kind = value_kind(key, value)
        for s, e in target_spans(text, key, value):
            if overlaps(s, e, taken):
                continue
            token = token_edit(text[s:e], value, key, kind)
            k_key, k_kind = token or (key, kind)
            taken.append((s, e))
            compound = duration_phrase(value, adjective=True) if re.fullmatch(
                r"(?i)(?:\d+|[a-z]+)-(?:day|week|month|year)|(?:[02-9]|\d\d+) (?:day|week|month|year)", text[s:e]) else None
            if compound:  # "a {15-year} mortgage" for "15 years" -> "a long-term mortgage", not "a 15-year mortgage" kept
                edits.append((s, e, compound, k_kind, k_key))  # beside "a decade or more" (reader3 T94)
                continue
            edits.append((s, e, repl_of(k_key, text[s:e] if token else value), k_kind, k_key))
    return sorted(edits)


def _rewrite_abstract(
    text: str, pairs: Sequence[tuple[str, str]], keep: Sequence[str], ctx: Context, others: Sequence[str] = ()
) -> str:
    secrets = [v.lower() for _, v in pairs if len(v.strip()) >= 3]

    def phrase(key: str, value: str) -> str:  # never name another value of the same target
        for out in (abstract_value(key, value, ctx), season_of(value), GENERIC[value_kind(key, value)]):
            if out and not any(s in out.lower() for s in secrets):
                return out
        return GENERIC[value_kind(key, value)]

    role = subject_role(ctx)
    people = [ctx.get("subject", "")] + [v for k, v in pairs if value_kind(k, v) in NAME_KINDS]
    pronoun = ctx.get("pronoun", "their")
    office = header_office(text, ctx, secrets)
    out, said, right = text, set(), len(text)
    while True:  # the last occurrence first, found again in the text as edited so far: a repair may reach
        edits = [x for x in _edits(out, pairs, phrase, keep) if x[1] <= right]  # across an edit made to its right
        if not edits:
            break
        s, e, repl, kind, key = edits[-1]
        # keep strings never shield a target: only those clear of every edit are protected
        protected = [(a, b) for a, b in keep_spans(out, keep) if not overlaps(a, b, [(x[0], x[1]) for x in edits])]
        lo = max([edits[-2][1] if len(edits) > 1 else 0] + [b for a, b in protected if b <= s])
        hi = min([len(out)] + [a for a, b in protected if a >= e])
        a, b, new = _abstract_edit(out, s, e, repl, kind, key, keep, lo, hi, role, people, pronoun, others, office,
                                   ctx.get("addressee") == "you", ctx.get("signer_title", ""), ctx.get("office_kind", ""),
                                   ctx.get("mail_owners", ""))
        out = out[:a] + new + out[b:]
        said.add(new)
        right = min(a, s)
    out = _collapse_repeats(out, {p for p in said if len(p) > 3})
    out = _ROLE_SAID_TWICE.sub(lambda m: m.group() if m.group() in text else f"{m.group(1)} {m.group(2)}", out)
    return _form_values(text, _one_place(text, out))


#: A name said as its role beside the role the text gave it: "Your contact: {Charles White}, academic advisor" ->
#: "An academic advisor, academic advisor" (s21-san, seed 5150) -> "An academic advisor".
_ROLE_SAID_TWICE = re.compile(r"\b([Aa]n?|[Tt]he)[ \t]+((?:[\w-]+[ \t]+){0,3}[\w-]+),[ \t]+\2\b")


#: A form field (not an e-mail header or a signature line) whose value the edit began with an article.
_ARTICLE_FIELD = re.compile(r"(?m)^([ \t]*(?!(?i:From|To|Cc|Bcc|Subject|Re|Regarding|Sent|Date|Attn|Attention|Signed|Dear)\b)"
                            r"[A-Za-z][\w '()/&.,-]{0,40}:[ \t]+)(?:A|An|The)[ \t]+([^\n.:;!?]*?)[ \t]*$")
#: A street said as its kind, with or without its place: "an address in Vici", "a street address".
_STREET_KIND = re.compile(r"(?i)(?:[\w-]+[ \t]+){0,2}?(?:address|apartment|house|home|residence|suite|unit|flat)"
                          r"(?:[ \t]+in[ \t]+(.+))?")


#: Stand-ins that are a bare kind: without their article they read as a label ("Date"), not a value.
_BARE_KINDS = frozenset("date time amount figure detail period number address city place job name person".split())


def _form_values(original: str, out: str) -> str:
    """Form fields the edit gave an article, said as a form says a value (reader6 class 10): "Home: An address in
    Vici, OK 73859" -> "Home: Vici, OK 73859", "Home: A street address, Columbus, OH" -> "Home: Columbus, OH",
    "Referred by: A provider" -> "Referred by: Provider". A field the original wrote so stays."""
    before = set(original.splitlines())

    def value(m: re.Match[str]) -> str:
        if m.group() in before:
            return m.group()
        head, rest = m.group(2).split(",", 1) if "," in m.group(2) else (m.group(2), "")
        street = _STREET_KIND.fullmatch(head.strip())
        if street and (street.group(1) or rest.strip()):
            said = ", ".join(x.strip() for x in (street.group(1) or "", rest) if x and x.strip())
            return m.group(1) + said
        if rest and head.strip().lower() in ("job", "position", "role"):
            return m.group(1) + rest.strip()  # "Work: A job, Collins-Burke" -> "Work: Collins-Burke"
        if rest or len(head.split()) > 6 or head.strip().lower() in _BARE_KINDS:
            return m.group()  # "Received: A date" would read "Received: Date", a label of its own
        return m.group(1) + head[:1].upper() + head[1:]
    return _ARTICLE_FIELD.sub(value, out)


#: "an address in MT, MT a postal code in MT": a street, its town and its ZIP code each said as the same region.
_PLACE_SAID_AGAIN = re.compile(r"\b((?:[Aa]n?|[Tt]he)[ \t]+(?:[\w-]+[ \t]+){0,2}?(?:address|apartment|house|home|unit|residence|suite|flat)"
                               r"[ \t]+in[ \t]+([A-Z]{2}|[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?)),?[ \t]+\2\b"
                               r"(?:,?[ \t]+a[ \t]+postal[ \t]+code[ \t]+in[ \t]+\2\b)?")
_ADDRESS_AT_ADDRESS = re.compile(r"(?i)\b(an[ \t]+address)[ \t]+at[ \t]+an[ \t]+address[ \t]+in\b")


#: "A suite in NH, Port Markside, NH": the street said in the state, then the town in it (the town says more).
_STATE_THEN_TOWN = re.compile(r"\b((?:[Aa]n?|[Tt]he)[ \t]+(?:[\w-]+[ \t]+){0,2}?(?:address|apartment|house|home|unit"
                              r"|residence|suite|flat)[ \t]+in)[ \t]+([A-Z]{2}),[ \t]+([A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?,"
                              r"[ \t]+\2)\b")
#: "Home: A suite, NH": a street said as its kind, then the state alone (its town and ZIP code went).
_KIND_COMMA_STATE = re.compile(r"(?m)\b((?:[Aa]n?|[Tt]he)[ \t]+(?:[\w-]+[ \t]+){0,2}?(?:address|apartment|house|home"
                               r"|unit|residence|suite|flat)),([ \t]+[A-Z]{2})(?=[ \t]*$|[.;])")


def _one_place(original: str, out: str) -> str:
    """ "He has an address at {an address in MT}, {MT} {a postal code in MT}." -> "He has an address in MT."; "A suite
    in NH, Port Markside, NH" -> "A suite in Port Markside, NH"; "Home: A suite, NH" -> "Home: A suite in NH"."""
    out = _PLACE_SAID_AGAIN.sub(lambda m: m.group() if m.group() in original else m.group(1), out)
    out = _STATE_THEN_TOWN.sub(lambda m: m.group() if m.group() in original else f"{m.group(1)} {m.group(3)}", out)
    out = _KIND_COMMA_STATE.sub(lambda m: m.group() if m.group() in original else f"{m.group(1)} in{m.group(2)}", out)
    return _ADDRESS_AT_ADDRESS.sub(lambda m: m.group() if m.group() in original else m.group(1) + " in", out)


def _abstract_edit(
    text: str, s: int, e: int, repl: str, kind: str, key: str, keep: Sequence[str], lo: int, hi: int, role: str,
    people: Sequence[str] = (), pronoun: str = "their", others: Sequence[str] = (), office: str = "",
    you: bool = False, title: str = "", body: str = "", owners: str = "",
) -> Repair:
    """One abstraction fitted into its sentence; a phrase that would say nothing gives way to a drop repair."""
    quoted = _quoted_remark(text, s, e, repl)
    if quoted and lo <= quoted[0] and quoted[1] <= hi:  # '"{X}," he said off the record' -> 'He made an ... remark'
        return quoted
    owned = re.match(r"['’]s[ \t]+([a-z]+)\b", text[e:hi]) if kind in NAME_KINDS else None
    if owned and repl.split() and owned.group(1) == repl.split()[-1].lower() and pronoun in _SUBJECT_PRONOUN:
        title = re.search(r"\b(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?[ \t]+$", text[max(lo, s - 6) : s])
        a = s - len(title.group()) if title else s  # "{Mr. Rodriguez}'s patient portal" -> "his patient portal"
        st, _ = sentence_bounds(text, a, e)
        word = pronoun.capitalize() if not text[st:a].strip() else pronoun
        return a, e + 2, word
    titled = title_before(text, s, e, lo) if kind in NAME_KINDS else None
    if titled and lo <= titled[0] and titled[1] <= hi:  # "with attorney {X}" -> "with an attorney" (s22-san)
        return titled
    restating = _name_restating_role(text, s, e, repl, kind, pronoun, people) if kind in NAME_KINDS else None
    if restating and lo <= restating[0] and restating[1] <= hi:  # "{Mr. Taylor} is a client of X" -> "He is a ..."
        return restating
    absent = absence_phrase(text, s, e) if kind in NAME_KINDS else None
    if absent and lo <= absent[0] and absent[1] <= hi:  # "In {X}'s absence, the duty officer will reply"
        return absent
    state_zip = re.search(r"\b[A-Z]{2}([ \t]+)$", text[max(lo, s - 6) : s]) if kind == "postal_code" else None
    if state_zip:  # "Port Markside, NH {03860}" -> "Port Markside, NH": the state already is the general area, and
        return s - len(state_zip.group(1)), e, ""  # "NH a postal code in NH" is no address line
    named = place_in_name(text, s, e) if kind == "city" else None
    if named and named[1] <= hi and named[0] >= lo:  # "{Herreraport} Adult Sports League" -> "the adult sports league"
        return named
    state = re.match(r",[ \t]+([A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\b", text[e:hi]) if kind == "city" else None
    if state and re.search(rf"\b{re.escape(state.group(1))}\b", repl):  # "{Lake Amy}, SD" -> "SD", not "A city in SD, SD"
        return s, e + len(state.group()) - len(state.group(1)), ""
    alone = _alone_on_line(text, s, e, repl, kind, role, others) if kind in ("organization", "employer") else None
    if alone and alone[2] and lo <= alone[0] and alone[1] <= hi:  # a letterhead's body as its kind: "Recreation Center"
        return alone
    if says_nothing(repl, kind) or (kind == "handle" and repl == GENERIC["handle"]):  # "Home for Alicia is {a city}."
        # and "Online, I post under {an online handle}" say nothing: the clause or sentence goes instead
        for found in (drop_repair(text, s, e, keep, others=others, kind=kind), drop_clause(text, s, e, keep)):
            if found and lo <= found[0] and found[1] <= hi:
                return found
    repl = _without_said_head(text, s, repl)  # "family history is significant for {a family history of X}"
    if repl in _FREQUENCIES:  # "sent on {the 12th of each month}" -> "sent monthly"
        prep = re.search(r"[ \t]+(?:on|at|in|by)(?:[ \t]+the)?[ \t]+$", text[lo:s])  # "on the {15th of each month}"
        if prep:
            return lo + prep.start(), e, " " + repl
    field = _place_field(text, s, e, repl, kind)
    if field and lo <= field[0] and field[1] <= hi:  # "City: {X}" -> "State: VA"; "Street address: {X}" goes
        return field
    role_line = _role_line(text, s, e, repl, kind, key, office)
    if role_line:  # "Paralegal: {X}" -> "Paralegal: a paralegal at Hill & Co", not a deleted line (s19l class 2)
        return role_line
    alone = _alone_on_line(text, s, e, repl, kind, role, others)
    if alone and lo <= alone[0] and alone[1] <= hi:
        return alone
    if kind == "address":  # "a home at {X} in Lake Amy" -> "a home in Lake Amy", not "at an address in Lake Amy in ..."
        place = re.match(r"(?:a|an) [\w ]+? in (.+)$", repl)
        found = street_before_place(text, s, e, place.group(1) if place else "")
        if found and lo <= found[0] and found[1] <= hi:
            return found
    if kind == "address" and " in " not in repl:  # a street line alone says nothing as "An apartment address"
        alone = repair_whole_line(text, s, e, ())
        if alone and lo <= alone[0] and alone[1] <= hi:
            return alone
    if kind == "address" and " in " in repl:  # a letterhead's street line alone: the place as an address says it
        alone = _street_line_place(text, s, e, repl)
        if alone and lo <= alone[0] and alone[1] <= hi:
            return alone
    titled = "the " + title if title and re.search(r"(?i)signer", key) else ""  # "To: The School Counselor"
    party = header_party(text, s, e, kind, key, role, office, repl if kind in NAME_KINDS else titled, title, body,
                         [p for p in people if p], owners) if kind not in ("organization", "employer") else None
    if party:  # "To: {j.reyes@dmv.example.org}" -> "To: Brownburgh DMV Service Center"
        return party[0], min(party[1], hi), party[2]
    asked = _ASK_LINE.match(text, text.rfind("\n", 0, s) + 1) if kind == "email" and re.search(
        r"(?i)signer|issuer|staff|officer|official|coordinator|clerk", key) else None
    who = ("the " + title) if title and title.lower() not in key.lower() else office
    if asked and asked.end() == s and not text[e : hi].split("\n", 1)[0].strip(" \t.") and who:
        return s, e, f"by e-mail to {who}"  # "Questions: {m.thomas@...}" -> "Questions: by e-mail to the Club Secretary"
    plain = header_or_greeting(text, s, e, kind)  # "Hello {Michael}," -> "Hello,"; "From: {X}" goes
    if plain and lo <= plain[0] and plain[1] <= hi:
        return plain
    mentions = [*keep, *others]  # no deleted clause is the only place of another fact
    said = restated(text, s, e, repl, mentions)  # "The office contact for you is {an office contact}." says nothing
    if said and kind == "identifier":  # "The Social Security number on file is {X}." -> "The Social Security number
        on_file = _label_on_file(text, s, e)  # is on file.": an ID asked to be mentioned is mentioned, not deleted
        if on_file and lo <= on_file[0] and on_file[1] <= hi:
            return on_file
    if said and lo <= said[0] and said[1] <= hi:
        return said
    if kind in ("email", "phone"):  # "this file's inbox is {X}, read every weekday" (the office's, or an address
        # whose domain names the office's organisation)
        said = office_contact_clause(text, s, e)
        if said and lo <= said[0] and said[1] <= hi:
            return said
    if kind in ("email", "phone"):  # "We have {X} as your address for e-mail" says nothing once X is a mention
        said = contact_as_label(text, s, e)
        if said and lo <= said[0] and said[1] <= hi:
            return said
    if kind in ("email", "phone", "identifier", "handle"):
        said = _named_before(text, s, e, lo, hi)
        if said and lo <= said[0] and said[1] <= hi:
            return said
    if kind in MENTION_KINDS:
        said = restated(text, s, e, "", mentions)  # "My entry is number {X}." says nothing once X goes
        if said and lo <= said[0] and said[1] <= hi:
            return said
        fitted = fit_mention(text, s, e, repl, kind, lo, hi, key, role, people, pronoun, you)
        plain = _without_echoed_word(text, min(s, fitted[0]), repl)  # "Phone calls go to {a phone number}" -> "a
        if plain != repl and repl.split(None, 1)[-1].lower() in fitted[2].lower():  # number", where placed as it is
            fitted = fit_mention(text, s, e, plain, kind, lo, hi, key, role, people, pronoun, you)
        after = _NAMED_AFTER.match(text, e, hi) if kind in ("email", "phone") and fitted[1] == e else None
        if after and fitted[2]:  # "our file gives {X} as your number, but" -> "our file gives your phone number, but"
            return fitted[0], after.end(), fitted[2]
        return fitted
    attributive = re.match(r"[ \t]+(?:staff|employees|personnel|team|members)\b", text[e:hi]) if kind in (
        "organization", "employer") else None
    article = re.match(r"(?:an?|the)[ \t]+(?=[a-z])", repl)
    if attributive and article and not repl.endswith("s"):  # "for {Clark Insurance Company} staff" -> "for the
        repl = f"the {repl[article.end():]}'s"  # insurance company's staff", never "for an insurance company staff"
    fitted = fit(text, s, e, repl, kind, lo, hi, key, pronoun)
    plain = _without_echoed_word(text, min(s, fitted[0]), repl)  # "took the course with {a course instructor}" ->
    if plain != repl and repl.split(None, 1)[-1].lower() in fitted[2].lower():  # "an instructor", placed as it is
        return fit(text, s, e, plain, kind, lo, hi, key, pronoun)
    return fitted


#: A count of dependents, and the tail of a filing status that says it again ("head of household with three
#: dependents claimed").
_DEPENDENTS_KEY = re.compile(r"(^|_)dependents?(_claimed|_count)?$|(^|_)number_of_(?:dependents|children)$")
_DEPENDENTS_TAIL = re.compile(r"(?i)[ \t]+with[ \t]+(?:no|one|two|three|four|five|six|seven|eight|nine|\d+)[ \t]+"
                              r"(?:qualifying[ \t]+)?(?:dependents?|children|child)(?:[ \t]+claimed)?\b")


def says_again(text: str, pairs: Sequence[tuple[str, str]]) -> bool:
    """Whether ``text`` tells a target of ``pairs`` again in other words, though it holds none of its values (a filing
    status "with three dependents claimed" for a count of dependents): such a chunk is rewritten too."""
    return any(_DEPENDENTS_KEY.search(k.lower()) for k, _ in pairs) and bool(_DEPENDENTS_TAIL.search(text)) or any(
        k == PROGRAM_TOKEN_KEY and re.search(rf"(?<![\w-]){re.escape(v)}(?![a-z])", text) for k, v in pairs)  # a code's
    # prefix ("SNAP-05423324") is no word of its own to the finder


#: A letterhead's town line: "New Tinahaven, MA 01234".
#: Capitalised words before a surname that are not another person's first name ("Ms. Anderson", "The Anderson").
_NOT_FIRST_NAME = frozenset("mr mrs ms mx miss dr prof dear hello hi the a an my our your his her their this that team"
                            " judge officer coach pastor father rev reverend sister brother uncle aunt grandma grandpa"
                            " mom dad mother family".split())


def _relatives_surname(text: str, pairs: Sequence[tuple[str, str]], keep: Sequence[str] = ()) -> str:
    """The subject's surname inside another person's name goes, the first name stays ("Everything comes back to
    losing Shawn {Anderson} (father)" -> "losing Shawn (father)"): the role the surname alone becomes ("the
    writer") glued to a first name reads "Shawn the writer (father)" (the s19m/s19n readers). A name inside a
    ``keep`` string stays whole."""
    surnames = [v.strip() for k, v in pairs if k == "last_name" and len(v.strip()) >= 3]
    if not surnames:
        return text
    for surname in surnames:  # the subject's own first name (of any pair holding the surname) is not a relative's
        own = {v.split()[0].lower() for _, v in pairs if len(v.split()) > 1 and surname in v.split()} | {
            v.strip().lower() for k, v in pairs if k == "first_name" and len(v.split()) == 1}
        pattern = re.compile(rf"\b([A-Z][a-z]{{2,}})[ \t]+{re.escape(surname)}\b(?![ \t]*[-'’])")
        skip = _NOT_FIRST_NAME | own
        paired = [v for _, v in pairs if len(v.split()) > 1 and v.split()[0].lower() not in own]
        text = pattern.sub(lambda m, skip=skip, paired=paired: m.group(0) if m.group(1).lower() in skip or any(
            m.group(0).lower() in k.lower() for k in [*keep, *paired]) else m.group(1), text)  # a kept or targeted
        # name stays whole ("Brianna Campbell (sister)" as a target of its own becomes "a sister")
    return text


#: A person's relation to the writer or reader, said with a possessive right before their name: "your cousin",
#: "my colleague", "their spouse" (the noun already says who; a role stand-in after it reads "your cousin a travel
#: companion", reader8 T1/T4).
_KIN_BEFORE = re.compile(r"\b(?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur)[ \t]+(?:(?:late|older|younger|elder|"
                         r"little|big|best|oldest|youngest|former|new)[ \t]+)?(?:cousin|sister|brother|mother|father|"
                         r"wife|husband|son|daughter|friend|partner|aunt|uncle|niece|nephew|grandmother|grandfather|"
                         r"grandson|granddaughter|spouse|roommate|neighbou?r|co-?worker|colleague|fianc[ée]e?|"
                         r"stepmother|stepfather|stepson|stepdaughter|sister-in-law|brother-in-law|mother-in-law|"
                         r"father-in-law|boyfriend|girlfriend|manager|supervisor|landlord|caregiver)[ \t]+$")


def _kin_named(text: str, pairs: Sequence[tuple[str, str]], keep: Sequence[str] = ()
               ) -> tuple[str, list[tuple[str, str]]]:
    """A person's name right after the possessive noun that says who they are goes with the space before it, by
    either operation ("your cousin Theresa Pearson, is" -> "your cousin, is"; "my colleague Tara Lawrence" -> "my
    colleague"): the noun is already the role a stand-in would give. Other places of the name are left to the rest of
    the rewrite; a place inside a ``keep`` string stays. Returns the text and the pairs (unchanged)."""
    held = keep_spans(text, keep)
    for key, value in pairs:
        name = value.strip()
        if value_kind(key, value) != "name" or len(name.split()) < 2:
            continue
        for m in reversed(list(re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text))):
            if overlaps(m.start(), m.end(), held) or not _KIN_BEFORE.search(text[max(0, m.start() - 60):m.start()]):
                continue
            start = m.start()
            while start > 0 and text[start - 1] in " \t":
                start -= 1
            text = text[:start] + text[m.end():]
    return text, list(pairs)


#: A staff contact line listing who and how: "Handled by: John Wood, j.wood@tarkio.example.org, ext. 503".
_CONTACT_EMAIL_LINE = re.compile(r"(?m)^([ \t]*(?:Your contact(?: for this)?|Direct contact|Staff contact|Contact for this"
                                 r" file|Handled by|Office contact|Contact person)[ \t]*:[ \t]+[^\n,]+?)(,[ \t]*[\w.+-]+@"
                                 r"[\w-]+(?:\.[\w-]+)+)(?=[ \t]*(?:,[^\n]*)?$)")


def _contact_line_email(text: str, pairs: Sequence[tuple[str, str]], keep: Sequence[str]) -> str:
    """A staff contact line's e-mail item that holds a target (the address, or a name or town inside it) goes from
    the list, as a redactor strikes one item of a directory line ("Handled by: John Wood, ext. 503"); the other items
    are left to the rest of the rewrite (the name becomes "A case handler"). Rewritten as its own mention, the
    address pulled its owner's name into "The office's e-mail address" and then "The office, ext. 503" (s22 notes);
    the instruction then says the address can go (:func:`~privasis_hub.sanitize.pipeline.lost_mentions`)."""
    held = keep_spans(text, keep)

    def one(m: re.Match[str]) -> str:
        item = m.group(2)
        if overlaps(m.start(2), m.end(2), held) or not any(target_spans(item, k, v) for k, v in pairs):
            return m.group()
        return m.group(1)

    return _CONTACT_EMAIL_LINE.sub(one, text)


#: A greeting by title and surname: "Dear Ms. Grant".
_TITLED_GREETING = r"\b(Dear|Hello|Hi)[ \t]+(?:Mr|Ms|Mrs|Mx|Miss|Dr)\.?[ \t]+{}\b"


def _given_names_kept(text: str, pairs: Sequence[tuple[str, str]], keep: Sequence[str], ctx: Context
                      ) -> tuple[str, list[tuple[str, str]]]:
    """A request for the last name only: every full name holding the surname keeps its first name ("Michele Grant"
    -> "Michele", "Katherine Olson (mother)" -> "Katherine (mother)"), a greeting by title greets the subject by first
    name ("Dear Ms. Grant," -> "Dear Michele,") unless the sex is also going (the first name would say it again);
    the surname alone, in e-mails and after a title, is left to the rest of the rewrite. Returns the text and the
    pairs still to rewrite (the full names are done)."""
    surname = ctx.get("surname_only", "")
    given = ctx.get("given_name", "")
    full = [(k, v) for k, v in pairs if value_kind(k, v) in NAME_KINDS and len(v.split()) >= 2
            and re.search(rf"\b{re.escape(surname)}\b", v)]
    if not surname or not full:
        return text, list(pairs)
    held = keep_spans(text, keep)
    cut = re.compile(rf"[ \t]*\b{re.escape(surname)}\b,?[ \t]*")
    spans = sorted({(s, e) for k, v in full for s, e in target_spans(text, k, v)}, reverse=True)
    for s, e in spans:
        said = text[s:e]
        if re.search(r"[@/]|\.\w", said) or overlaps(s, e, held):
            continue  # an e-mail or handle goes whole with the surname; a kept name stays
        rest = cut.sub(" ", said).strip(" ,")
        if rest and rest != said:
            text = text[:s] + rest + text[e:]
    if given and ctx.get("pronoun", "their") != "their":  # only a title that fits the subject's sex greets them
        titles = "Mr" if ctx.get("pronoun") == "his" else "Ms|Mrs|Miss"  # ("Dear Mr. Grant," to her husband stays
        text = re.sub(_TITLED_GREETING.replace("Mr|Ms|Mrs|Mx|Miss|Dr", titles).format(re.escape(surname)),  # for the
                      lambda m: f"{m.group(1)} {given}", text)  # rest of the rewrite: "Dear Client,", "Hello,")
    return text, [p for p in pairs if p not in full]


_TOWN_LINE = re.compile(r"(?m)^[ \t]*([A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*){0,2}),[ \t]+(?=[A-Z]{2}\b)"
                        r"(?:([A-Z]{2})[ \t]+(\d{5}(?:-\d{4})?)[ \t]*$)?")


def _town_of_named_body(text: str, pairs: Sequence[tuple[str, str]], keep: Sequence[str], others: Sequence[str] = ()
                        ) -> str:
    """A removed body named after its town ("New Tinahaven Counseling and Wellness Center") takes the town off the
    letterhead's town line: the line would name it again. The line then says its state in full ("New Tinahaven, MA
    01234" -> "Massachusetts"), as a block reduced to its wider place does; a bare "MA 01234" is a fragment and its
    ZIP names the town (the s19m reader), unless the ZIP is kept or is one of the record's annotated ``others``
    (then "MA 01234" stays: the postal code is a fact of the record, not to be lost with the town)."""
    bodies = [v.strip().lower() for k, v in pairs if value_kind(k, v) in ("organization", "employer")]
    if not bodies:
        return text
    kept = " ".join(keep).lower()
    held = {o.strip() for o in others}  # the record's own facts: a ZIP it annotates is not lost with the town
    said: set[str] = set()  # annotated ZIPs already kept on a later line (the subject's block)
    for m in reversed(list(_TOWN_LINE.finditer(text))):
        town = m.group(1).lower()
        above = "\n".join(text[: m.start()].split("\n")[-4:]).lower()  # the body's own letterhead or sign-off, not
        # the subject's address block ("Lisa Smith / 443 Lake Ct / Denver, CO 80209" keeps its town: reader3 class 2)
        if any(b.startswith(town + " ") and b in above for b in bodies) and town not in kept:
            if m.group(3) in held and m.group(3) not in kept:  # the fact stays once: where the record says the ZIP
                if m.group(3) in said or text.count(m.group(3)) > 1:  # elsewhere, the letterhead says its state, not
                    held = held - {m.group(3)}  # a bare "VT 05260" (reader3 class 2)
                said.add(m.group(3))
            if m.group(2) and m.group(3) not in kept and m.group(3) not in held:  # an annotated ZIP stays: "MA 01234"
                text = text[: m.start(1)] + _block_place(m.group(2)) + text[m.end() :]
            else:  # "MA 01234" stays
                text = text[: m.start(1)] + text[m.start(2) if m.group(2) else m.end() :]
    return text


#: a key naming one of the office's own people (not the subject, not a relative): "Paralegal: a paralegal at X" reads.
_STAFF_KEY = re.compile(r"(?i)paralegal|attorney|lawyer|counsel|solicitor|clinician|physician|doctor|nurse|therapist"
                        r"|counsel+or|coordinator|caseworker|case_manager|adviser|advisor|officer|agent|adjuster|clerk"
                        r"|representative|inspector|instructor|teacher|tutor|coach|trainer|manager|supervisor|signer")


#: a key naming someone outside the office, though a staff word: "Primary care physician: a primary care physician
#: at <the ED's hospital>" invents an affiliation (reader10 T191); the plain role is said instead.
_OUTSIDE_KEY = re.compile(r"(?i)primary_care|(^|_)pcp|referring|family_(?:doctor|physician)|previous|prior|former"
                          r"|outside|opposing|other_party")


def _role_line(text: str, s: int, e: int, repl: str, kind: str, key: str, office: str) -> Repair | None:
    """ "Paralegal: {Nicholas Turner}" or "| Treating clinician | {X} |" asked to become a role: the line keeps a
    general mention in its own grammar ("Paralegal: a paralegal at Hill & Co"), not deleted as a restated label; only
    another party's name (not the subject's) and only where the record's office is known and clear of the targets."""
    if kind not in NAME_KINDS or not office or not _STAFF_KEY.search(key) or _OUTSIDE_KEY.search(key) or not (
            repl.lower().startswith(("a ", "an "))) or office.lower() in repl.lower():
        return None
    line_start = text.rfind("\n", 0, s) + 1
    line_end = text.find("\n", e)
    line_end = len(text) if line_end == -1 else line_end
    rest, row = text[e:line_end], text[line_start:line_end]
    if re.match(r"(?i)[ \t]*(?:from|to|cc|bcc|sender|reply-to|signed|by)[ \t]*:", row):
        return None  # an e-mail header names the office in its person's place (header_party)
    if (LABEL_LINE.fullmatch(text, line_start, s) and not rest.strip(" \t.,;")) or (
            text[line_start:s].rstrip().endswith("|") and rest.strip() == "|" and row.count("|") == 3):
        return s, e, f"{repl} at {office}"
    return None


def _label_on_file(text: str, s: int, e: int) -> Repair | None:
    """ "The ID number on file is {X}." -> "The ID number is on file.": a sentence that only labels an identifier
    says that it is on file once the number goes."""
    st, en = sentence_bounds(text, s, e)
    if text[e:en].strip() not in (".", ""):
        return None
    m = re.fullmatch(r"([ \t]*)([A-Z][^.!?:;,\n]{2,80}?)[ \t]+(is|was)[ \t]+", text[st:s])
    if not m:
        return None
    label = re.sub(r"(?i)[ \t]+on[ \t]+file\b", "", m.group(2))
    if not re.search(r"(?i)\b(?:number|no\.|ID|reference|code|SSN|EIN)\b", label):
        return None  # "The device assigned to you is {X}." names no identifier: "... is on file" would be odd
    return st + m.end(1), e, f"{label} {m.group(3)} on file"


#: A form's line that says where questions go: "Questions: ", "Help with this form: ".
_ASK_LINE = re.compile(r"(?i)[ \t]*(?:questions|queries|enquiries|inquiries|help with this form|help)[ \t]*:[ \t]+")

_SUBJECT_PRONOUN = {"her": "she", "his": "he", "their": "they"}
_QUOTE_OPEN = "\"“"
_SAID = re.compile(r"[,.!?]?[\"”][ \t]+((?:[A-Z][\w.'-]*|he|she|they|I|the [a-z]+)(?:[ \t]+[A-Z][\w'-]*)?)[ \t]+"
                   r"(said|says|told [a-z]+|added|wrote)\b((?:[ \t]+off the record)?)")


def _quoted_remark(text: str, s: int, e: int, repl: str) -> Repair | None:
    """A quotation abstracted whole is no quotation: '"Half the patients never saw a therapist," he said off the
    record' -> 'He made an off-the-record remark' (not '"an off-the-record remark," he said')."""
    if s == 0 or text[s - 1] not in _QUOTE_OPEN:
        return None
    m = _SAID.match(text, e)
    if not m:
        return None
    speaker = m.group(1)
    st, _ = sentence_bounds(text, s - 1, e)
    lead = not text[st : s - 1].strip()
    if lead:
        speaker = speaker[:1].upper() + speaker[1:]
    verb = "made" if m.group(2) in ("said", "added", "told") or m.group(2).startswith("told") else "makes"
    return s - 1, m.end(), f"{speaker} {verb} {repl}"


def _name_restating_role(text: str, s: int, e: int, repl: str, kind: str, pronoun: str, people: Sequence[str],
                         ) -> Repair | None:
    """A name that is the subject of "is a/the <noun>" where the role would say the noun again ("The client is a
    client of Thompson Foods", "A family doctor is the doctor my family trusts"): the subject's name becomes its
    pronoun ("He is a client of ..."); another person's clause goes, as it would only restate the role."""
    m = re.match(r"[ \t]+(?:is|was)[ \t]+(?:a|an|the|my|our|your|his|her|their)[ \t]+([a-z]+)", text[e:])
    if not m:
        return None
    head = re.sub(r"(?i)^(?:the|a|an)\s+", "", repl).split()
    if not head or head[-1].lower().rstrip("s") != m.group(1).lower().rstrip("s"):
        return None
    start = s
    title = re.search(r"\b(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?[ \t]+$", text[max(0, s - 6) : s])
    if title:
        start = s - len(title.group())
    st, en = sentence_bounds(text, start, e)
    at_start = not text[st:start].strip()
    parts = set(re.findall(r"[A-Z][\w'-]{2,}", people[0])) if people and people[0] else set()
    subject = bool(parts & set(re.findall(r"[A-Z][\w'-]{2,}", text[s:e])))  # "Mr. Taylor", "John Taylor", "Taylor"
    if subject and pronoun in _SUBJECT_PRONOUN:
        word = _SUBJECT_PRONOUN[pronoun]
        if word == "they":
            return None  # "They is": leave the role
        return start, e, word.capitalize() if at_start else word
    if at_start and re.search(r"[.!?]$", text[st:en]) and not re.search(r"\d|[A-Z]", text[e:en]):
        return delete_sentence(text, st, en)
    return None


def _street_line_place(text: str, s: int, e: int, repl: str) -> Repair | None:
    """A street alone on its line (a letterhead's or an address block's) abstracted to "an address in Jennifermouth":
    the line goes where the next or previous line already names the place, else it says the place alone
    ("Jennifermouth"), as an address would; never "An address in Jennifermouth" as a letterhead line."""
    line_start = text.rfind("\n", 0, s) + 1
    line_end = text.find("\n", e)
    line_end = len(text) if line_end == -1 else line_end
    if text[line_start:s].strip() or text[e:line_end].strip(" \t.,;"):
        return None
    place = repl.split(" in ", 1)[1].strip()
    prev_line = text[text.rfind("\n", 0, max(0, line_start - 1)) + 1 : max(0, line_start - 1)]
    next_end = text.find("\n", line_end + 1)
    next_line = text[line_end + 1 : len(text) if next_end == -1 else next_end] if line_end < len(text) else ""
    if any(re.search(rf"(?<!\w){re.escape(place)}(?!\w)", line) for line in (prev_line, next_line)):
        return delete_line(text, line_start, line_end)
    return s, e, _block_place(place)


_PLACE_LABEL = re.compile(r"(?i)([ \t]*)(street[ \t]+address|address|street|city|town|postal[ \t]+code|zip(?:[ \t]+code)?)"
                          r"[ \t]*:[ \t]+")


def _place_field(text: str, s: int, e: int, repl: str, kind: str) -> Repair | None:
    """A form's place fields once the place is only a region: "City: {Lake Amy}" -> "State: VA" (not "City: A city
    in VA"), and "Street address: {X}" or "Postal code: {X}" goes where the abstraction names no street or code and
    the form's own state line says the place (not "Street address: VA", "Postal code: in Kentucky": reader4 T7)."""
    if kind not in ("address", "city", "postal_code"):
        return None
    line_start = text.rfind("\n", 0, s) + 1
    line_end = text.find("\n", e)
    line_end = len(text) if line_end == -1 else line_end
    label = _PLACE_LABEL.fullmatch(text, line_start, s)
    if not label or text[e:line_end].strip(" \t.,;"):
        return None
    if label.group(2).lower() in ("city", "town"):
        region = re.fullmatch(r"(?i)an? (?:city|town) in (.+)", repl)
        if region and not re.search(r"(?im)^[ \t]*(?:state|region|province)[ \t]*:", text):
            return line_start, line_end, f"{label.group(1)}State: {region.group(1)}"
        return None
    elsewhere = re.search(r"(?im)^[ \t]*(?:city|town|state|region|province)[ \t]*:", text[:line_start] + text[line_end:])
    if elsewhere and not re.search(r"\d|\b(?:street|road|avenue|apartment|house|home|unit|building)\b", repl, re.I):
        return delete_line(text, line_start, line_end)  # the form's own city or state line says the place
    return None


#: The last word of an organisation's name that says what kind of body it is ("... Recreation Center").
_ORG_NOUN = re.compile(r"(?i)\b(?:center|centre|office|department|college|university|school|academy|library|hospital"
                       r"|clinic|church|club|association|union|bank|insurance|group|pharmacy|court|league|society"
                       r"|services?|agency|authority|board|council|foundation|institute|practice|partners|firm|company"
                       r"|trust|cooperative|district|commission|bureau|division|ministry|congregation|parish|shelter"
                       r"|program|programme|network|management|lending|recovery|realty|dental|pediatrics|medicine)$")
#: Words of a name that are kinds, not proper names: a name that starts with one keeps it ("Community Health Center").
_ORG_GENERIC = frozenset("county city state community regional national public family memorial general united first"
                         " central federal municipal public".split())


#: Words that say what kind of body an organisation is (the tail of its name), not whose or where it is.
_ORG_KIND_WORDS = _ORG_GENERIC | frozenset(
    "federal credit savings loan mortgage financial capital investment health medical dental care primary urgent "
    "behavioral mental physical therapy rehabilitation orthopedic pediatric children's childrens women's senior youth "
    "neighborhood homeowners tenants residents volunteer watch elementary middle high junior charter technical "
    "vocational art arts music dance sports athletic recreation recreational fitness swim tennis golf soccer baseball "
    "basketball little social security field vital records motor vehicle vehicles dmv human housing legal aid law "
    "elections election voter tax revenue employment unemployment workforce veterans affairs parks transit water "
    "utility utilities electric energy insurance animal food pantry family memorial baptist methodist catholic "
    "lutheran presbyterian christian fellowship it tech software property real estate apartment residential rental "
    "accounting consulting advisory wealth tutoring learning education educational early adult continuing "
    "immigration probate superior circuit municipal small claims appeals eye vision imaging laboratory diagnostics "
    "veterinary emergency nursing home assisted living hospice internal surgery surgical cardiology dermatology "
    "obstetrics wellness counseling support services service and of for the".split())


def org_kind_line(name: str, text: str, others: Sequence[str] = ()) -> str | None:
    """What a letterhead or sign-off line shows once its organisation's name is generalised: the name without its
    town (a town of ``text``'s address blocks) or, with none in it, without its leading proper name ("Jillianton
    Recreation Center" -> "Recreation Center", "University of Port David" -> "University", "Lakeshore Credit Union"
    -> "Credit Union"); None when no kind of body is left to say (the line then goes). ``others`` (the record's
    other values) name towns that the text no longer shows ("West Robert DMV Service Center" -> "DMV Service
    Center", never "Robert DMV ...")."""
    words = name.strip()
    towns = {m.group("city").strip() for *_, m in address_block_spans(text)} | {
        o.strip() for o in others if len(o.strip()) >= 3 and o.strip()[:1].isupper() and words.startswith(o.strip() + " ")}
    for town in sorted(towns, key=len, reverse=True):
        words = re.sub(rf"\b{re.escape(town)}\b", " ", words)
    if words == name.strip():
        first = re.match(r"(?:(?:St\.|New|Port|Lake|East|West|North|South|Mount|Fort)[ \t]+)?([A-Z][\w'’-]*)[ \t]+(?=[A-Z])",
                         words)  # a town's two words ("New Tinahaven", "West Robert") go together
        if first and first.group(1).lower() not in _ORG_GENERIC:
            words = words[first.end():]
            # the rest of a proper name goes too: "Cedar Valley Federal Credit Union" -> "Federal Credit Union", never
            # "Valley Federal Credit Union" (s19r s11 0000532); words that say a kind of body stay
            while (lead := re.match(r"([A-Z][\w'’-]*),?[ \t]+(?=[A-Z])", words)) and lead.group(1).lower() not in _ORG_KIND_WORDS \
                    and not _ORG_NOUN.search(lead.group(1)):
                words = words[lead.end():]
    words = re.sub(r"^(?:(?:of|the|and|for|at|in|PLC|LLC|LLP|PLLC|PC|Inc|Ltd|Corp|Co)\b\.?\s*)+"  # "Gray PLC IT Services"
                   r"|(?:\s*\b(?:of|the|and|for|at|in))+$", "",  # -> "IT Services", not "PLC IT Services"
                   re.sub(r"\s+", " ", words).strip())
    if words == name.strip() or not _ORG_NOUN.search(words) or len(words.split()) > 6 or not words[:1].isupper():
        return None
    return words


#: Stand-ins for a body that say no more than that there is one: a letterhead line of its own says nothing.
_VAGUE_BODIES = frozenset({"an organization", "an organisation", "a firm", "a company", "a local employer",
                           "a business", "an employer", "a limited liability company", "a corporation"})


def _letterhead_top(text: str, line_start: int) -> bool:
    """Whether the line at ``line_start`` is the record's first line (its letterhead), or the first under a title."""
    above = text[:line_start].strip("\n")
    return not above or ("\n" not in above and above.upper() == above)


def _alone_on_line(text: str, s: int, e: int, repl: str, kind: str, role: str, others: Sequence[str] = ()
                   ) -> Repair | None:
    """A letterhead's organisation or an addressee's name standing alone as a kind or a role says nothing: the line
    goes ("A firm", "The contributor"), as does a title's tail ("Re: Contract — {X}") and a key/value row that only
    restates its label ("| Firm | a firm |")."""
    if kind in ("organization", "employer", "name", "first_name", "last_name"):
        line_start = text.rfind("\n", 0, s) + 1
        line_end = text.find("\n", e)
        line_end = len(text) if line_end == -1 else line_end
        head, tail = text[line_start:s], text[e:line_end]
        if not head.strip(" \t-–—~") and not tail.strip():  # "- {Peter}" signing off a diary goes too
            kind_line = org_kind_line(text[s:e], text, others) if kind in ("organization", "employer") else None
            body = re.fullmatch(r"(?i)(?:a|an|the) ([a-z][a-z -]{2,40})", repl.strip())
            body = with_article(body.group(1)) if body else ""
            if kind_line and (" " in kind_line or not body or body in _VAGUE_BODIES):
                return s, e, kind_line  # a letterhead or sign-off keeps its sender's kind: "Recreation Center"
            if kind in ("organization", "employer") and body and body not in _VAGUE_BODIES and (
                    kind_line or _letterhead_top(text, line_start)):  # a letterhead whose name holds no kind
                # words keeps the kind the edit gives it ("A law firm" over the firm's address), not a letter opening
                # on a bare date (reader5 T121); a one-word stub ("Insurance", "Clinic") says it as a kind too
                return s, e, body[:1].upper() + body[1:]
            if kind_line:
                return s, e, kind_line
            block = text[line_end + 1 : text.find("\n", line_end + 1) if "\n" in text[line_end + 1 :] else None]
            if kind in NAME_KINDS and repl.lower().startswith("the ") and not head.strip() and re.match(
                    r"[ \t]*\d+[A-Z]?[ \t]+[A-Z0-9]", block):  # an address block's name line keeps the addressee's
                return s, e, repl[4:5].upper() + repl[5:]  # role ("Account holder"), not a block without a name
            return delete_line(text, line_start, line_end)
        dotted = re.match(r"[ \t]*[·•][ \t]*\S", tail) if kind in ("organization", "employer") else None
        if dotted and not head.strip():  # "{Lakeshore Insurance} · July 21, 2025": the letterhead keeps its kind
            kind_line = org_kind_line(text[s:e], text, others)  # ("Insurance · July 21, 2025" reads as no
            if kind_line and len(kind_line.split()) > 1:  # letterhead), else only the date: never "The insurance
                return s, e, kind_line  # company · July 21, 2025"
            return s, e + dotted.end() - 1, ""
        dash = re.search(r"[ \t]+[—–][ \t]+$", head)
        if dash and not tail.strip() and not re.search(r"[.!?]", head):
            return line_start + dash.start(), e, ""
        if head.rstrip().endswith("|") and tail.strip() == "|" and (
                text[line_start:line_end].count("|") == 3):
            label = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", head)}
            if label & ({w.lower() for w in re.findall(r"[A-Za-z]{3,}", repl)} | {"organisation", "organization"}):
                return delete_line(text, line_start, line_end)
    return None


_FREQUENCIES = frozenset({"monthly", "weekly", "yearly", "quarterly", "every two weeks"})


def _without_said_head(text: str, s: int, repl: str) -> str:
    """ "a family history of an endocrine condition" -> "an endocrine condition" where the sentence already
    says "family history" before the value."""
    m = re.match(r"(?i)(?:a|an|the)\s+([a-z][a-z -]{3,30}?)\s+(?:of|with)\s+((?:a|an|the)\s.+)", repl)
    if m and m.group(1).lower() in text[sentence_bounds(text, s, s)[0] : s].lower():
        return m.group(2)
    return repl


def _collapse_repeats(text: str, phrases: Iterable[str]) -> str:
    """ "X on file and X on file" -> "X on file": one phrase standing for two values is said once."""
    for phrase in sorted(set(phrases), key=len, reverse=True):
        if text.lower().count(phrase.lower()) > 1:
            text = _repeat_pattern(phrase).sub(r"\1", text)
    return text


@lru_cache(maxsize=1024)
def _repeat_pattern(phrase: str) -> re.Pattern[str]:
    p = re.escape(phrase)
    return re.compile(rf"(?i)\b({p})(?:(?:,\s+{p}\b)*,?\s+(?:and|or)\s+{p}\b)(?!['’]s\b)")  # not "X and X's piece"


#: An amount range said after an article: "includes a between $10 and $50 annual fee".
_RANGE_AFTER_ARTICLE = re.compile(r"\b([Aa]n?) between (\$[\d,.]+) and (\$[\d,.]+)")
#: A bracket's "less than" after an article: "with a less than 5% employer match" (reader9 T121).
_BELOW_AFTER_ARTICLE = re.compile(r"\b([Aa])n? less than (\$?[\d,.]*\d%?)(?=[ \t]+[a-z])")
#: A contact or ID said after the noun that already names it: "your e-mail address as {X}", "Your number, {X}, stays".
_NAMED_BEFORE = re.compile(r"(?i)\b(?:number|e-?mail(?:[ \t]+address)?|address|inbox|handle|account)"
                           r"(?:([ \t]+as[ \t]+)|(,[ \t]+))$")


_NAMED_AFTER = re.compile(r"[ \t]+as[ \t]+(?:your|his|her|their|my|our|the)[ \t]+(?:[\w'’-]+[ \t]+){0,2}?(?:address|number"
                          r"|line|contact|inbox)\b(?![ \t]+(?:for|to|of)\b)")


def _named_before(text: str, s: int, e: int, lo: int, hi: int) -> Repair | None:
    """ "We also hold your e-mail address as {X}." -> "We also hold your e-mail address."; "Your number, {X}, stays on
    file" -> "Your number stays on file": the noun before the value already mentions it, so the value goes with its
    "as" or its commas (not "your e-mail address as your e-mail address")."""
    m = _NAMED_BEFORE.search(text, max(lo, s - 60), s)
    if not m:
        return None
    start = s - len(m.group(1) or m.group(2))
    if m.group(1) and re.match(r"[ \t]*(?:[.;!?]|$)", text[e:hi]):
        return start, e, ""
    if m.group(2) and text[e : e + 1] == ",":
        return start, e + 1, ""
    return None


def rewrite(
    text: str,
    occurrences: Sequence[tuple[str, str]],
    operation: str,
    keep: Sequence[str] = (),
    context: Mapping[str, str] | None = None,
    *,
    others: Sequence[str] = (),
) -> str:
    """Abstract or drop every occurrence of a target's values in ``text``.

    ``occurrences`` are the target's ``(key, value)`` pairs. Each value is found wherever
    :func:`find_spans` finds it (any case, not inside a longer word or number, other digit
    groupings, other date formats), longest value first. ``"abstract"`` puts
    :func:`abstract_value` in every place (the same phrase for the same value), fitting
    articles, prepositions and capitals around it; ``"drop"`` removes each place with
    :func:`drop_value`'s repairs. Values are also found inside e-mails, URLs and handles (the
    whole token is then abstracted or dropped as an e-mail, URL or handle), ages only where the
    text states an age (key ``age``), a ``birth_year`` anywhere. A ``keep`` string that holds a
    whole target occurrence keeps it (the verifier then finds the target inferable: a hard row);
    otherwise no repair reaches into one and no sentence holding one is deleted. ``others`` (optional): the record's
    other annotated values; a drop never deletes a sentence that mentions one of them either.
    ``context`` may list, under ``linked``, keys whose values are dropped even by an abstraction
    (the date of birth that would give an abstracted age back), and under ``others`` the record's other
    values one per line (used when ``others`` is not given).
    """
    if operation not in ("abstract", "drop"):
        raise ValueError(f"operation must be 'abstract' or 'drop', got {operation!r}")
    pairs = sorted({(k, v) for k, v in occurrences if v and v.strip()}, key=lambda kv: (-len(kv[1]), kv))
    if not pairs:
        return text
    ctx = context or {}
    tokens = [v for k, v in pairs if k == PROGRAM_TOKEN_KEY]  # said last: "SNAP" first goes with "SNAP food ..."
    pairs = [(k, v) for k, v in pairs if k != PROGRAM_TOKEN_KEY]
    if tokens:
        return _program_tokens_gone(rewrite(text, pairs, operation, keep, context, others=others), tokens, keep)
    others = list(others) or [o for o in ctx.get("others", "").split("\n") if o.strip()]
    gendered = [v for k, v in pairs if k == GENDER_WORD_KEY]  # said in neutral words, whatever the operation
    pairs = [(k, v) for k, v in pairs if k != GENDER_WORD_KEY]
    if ctx.get("surname_only"):  # "remove the last name" only: "Michele Grant" -> "Michele", "Dear Ms. Grant," ->
        text, pairs = _given_names_kept(text, pairs, keep, ctx)  # "Dear Michele," (reader6 T8)
    text = _contact_line_email(text, pairs, keep)  # "Handled by: {John Wood}, {j.wood@...}, ext. 503": the address
    # item goes, the person becomes their role ("A case handler, ext. 503"), not "The office, ext. 503"
    text = _relatives_surname(text, pairs, keep)  # "losing Shawn {Anderson} (father)" -> "losing Shawn (father)"
    text, pairs = _kin_named(text, pairs, keep)  # "your cousin {Theresa Pearson}" -> "your cousin"
    text = edit_address_blocks(text, [v for _, v in pairs], operation, ctx, keep)  # "6504 Elm St / Lake Miguel, 98959"
    text = _town_of_named_body(text, pairs, keep, others)
    text = _county_said(text, [v for k, v in pairs if k == TOWN_COUNTY_KEY], keep)
    if any(_DEPENDENTS_KEY.search(k.lower()) for k, _ in pairs):  # "filed as head of household {with three
        text = _DEPENDENTS_TAIL.sub("" if operation == "drop" else " with dependents claimed", text)  # dependents
        # claimed}" says the count of a dropped "she supports three children" again: that part of the status goes
    if operation == "drop":
        before = text
        text = _whose_details(text, _no_self_restatement(text, rewrite_drop(text, pairs, keep, others, ctx)), ctx)
        text = _form_values(before, text)  # "Home: An address, Columbus, OH" -> "Home: Columbus, OH"
        if not _APPOSITIVE_SOMEONE.search(before):  # "A friend from way back, {someone}, called" (reader4 T1)
            text = _APPOSITIVE_SOMEONE.sub("", text)
        return neutralise(text, gendered, ctx) if gendered else text
    linked = set(ctx.get("linked", "").split())  # facts that give the target back go, even when it is abstracted
    targets = {v.strip().lower() for _, v in pairs}
    rest = [o for o in others if o and o.strip().lower() not in targets]
    before = text
    text = _rewrite_abstract(text, [(k, v) for k, v in pairs if k not in linked], keep, ctx, rest)
    text = _RANGE_AFTER_ARTICLE.sub(lambda m: m.group() if m.group() in before else f"{m.group(1)} {m.group(2)} to "
                                    f"{m.group(3)}", text)  # "a between $10 and $50 fee" -> "a $10 to $50 fee"
    text = _BELOW_AFTER_ARTICLE.sub(lambda m: m.group() if m.group() in before else f"{m.group(1)}n under-{m.group(2)}",
                                    text)  # "a less than 5% employer match" -> "an under-5% employer match"
    gone = [(k, v) for k, v in pairs if k in linked]
    text = rewrite_drop(text, gone, keep, others, ctx) if gone else text
    text = _no_self_restatement(before, text)
    if not _APPOSITIVE_SOMEONE.search(before):  # "an old friend, {someone}, called": the noun already says who
        text = _APPOSITIVE_SOMEONE.sub("", text)  # (reader4 T1) -> "an old friend called"
    return neutralise(text, gendered, ctx) if gendered else text


def _program_tokens_gone(text: str, tokens: Sequence[str], keep: Sequence[str]) -> str:
    """A removed program's token where the text still says it: off a title or a phrase ("SNAP BENEFITS RENEWAL
    FORM" -> "BENEFITS RENEWAL FORM", "your SNAP benefits" -> "your benefits") and off a code ("SNAP-63513549" ->
    "63513549"); said alone it is "the program". A keep string holding it keeps it (the row is then hard)."""
    held = keep_spans(text, keep)
    for token in tokens:
        for m in reversed(list(re.finditer(rf"(?<![\w-]){re.escape(token)}(?![a-z])(-(?=[A-Za-z0-9])|[ \t]+(?=[\w(]))?",
                                           text))):
            if overlaps(m.start(), m.end(), held):
                continue
            repl = "" if m.group(1) else "the program"
            after = text[m.end() : m.end() + 1]
            if not repl and after.islower() and SENTENCE_START.search(text[: m.start()]):
                text = text[: m.start()] + after.upper() + text[m.end() + 1 :]  # "SNAP benefits are" -> "Benefits are"
                continue
            text = text[: m.start()] + repl + text[m.end() :]
    return text


#: A name abstracted to "someone" that stood as an appositive after the noun that says who the person is.
_APPOSITIVE_SOMEONE = re.compile(r"(?<=[a-z]), someone(?:,(?= )|(?=[.;:!?]))")


def _county_said(text: str, counties: Sequence[str], keep: Sequence[str]) -> str:
    """A removed town's county said without its name (reader4 T7): in a body's name the kind word stays ("Jefferson
    County Department of Human Services" -> "the County Department of Human Services", no article on a line of its
    own), alone it is "the county" ("lives in Jefferson County" -> "lives in the county"). A keep string holding
    it keeps it (the row is then hard)."""
    for county in counties:
        if any(county.lower() in k.lower() for k in keep):
            continue
        kind = county.split()[-1]

        def said(m: re.Match[str], kind: str = kind, text: str = text) -> str:
            the, owner, body = m.group(1) or "", m.group(2) or "", m.group(3) is not None
            start = re.search(r"(?:^|[.!?:][ \t]+|\n[ \t]*)$", text[max(0, m.start() - 4) : m.start()]) is not None
            alone = m.start() == 0 or text[m.start() - 1] == "\n"
            if body and not owner:
                return (the + kind) if the else kind if alone else ("The " if start else "the ") + kind
            return (the + "county" if the else ("The" if start else "the") + " county") + owner

        text = re.sub(rf"(?<![\w@.-])((?:[Tt]he|THE)[ \t]+)?{re.escape(county)}(['’]s)?(?![\w@-])(?=([ \t]+[A-Z][a-z])?)",
                      said, text)
    return text


#: Role nouns said of themselves once a name goes, and the words that name the same role.
_SAME_ROLE = {"counsel": "attorney", "lawyer": "attorney", "physician": "clinician", "doctor": "clinician"}
_ROLE_WORD = r"[a-z]+(?:[ \t][a-z]+)?"
#: "the teacher, {a teacher}," : an appositive that only says the role again.
_ROLE_APPOSITIVE = re.compile(rf"\b((?:[Tt]he|[Yy]our|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Mm]y)[ \t]+({_ROLE_WORD})),[ \t]+(?:an?|the)[ \t]+"
                              rf"({_ROLE_WORD})(,?)(?=[ \t.!?])")
#: "The member's landlord is {the landlord}.", "counsel of record is {an attorney}": a clause that says nothing.
_ROLE_IS_ROLE = re.compile(r"(?:(?<=[.!?][ \t])|(?<=^)|(?<=\n)|(?<=,[ \t]and[ \t])|(?<=,[ \t]))"
                           r"((?:[A-Z]?[\w'’]+[ \t]+){0,3}?([A-Za-z]+)(?:[ \t]+of[ \t]+record)?[ \t]+(?:is|was)[ \t]+"
                           r"(?:an?|the)[ \t]+([a-z]+))(?=\.|,[ \t]+and[ \t]+[a-z])", re.M)
# "The recruiter working with Ms. Navarro is a recruiter." (s11 0000355): the role, then who it serves, is the role
_ROLE_WITH_IS_ROLE = re.compile(r"(?:(?<=[.!?][ \t])|(?<=^)|(?<=\n))"
                                r"((?:The|Your|His|Her|Their|My|Our)[ \t]+(?:[a-z-]+[ \t]+)?([a-z]+)[ \t]+"
                                r"(?:working[ \t]+with|assigned[ \t]+to|who[ \t]+works[ \t]+with|handling|for|on|in[ \t]+charge[ \t]+of)"
                                r"[ \t]+(?:[^.!?\n,]|(?<=\b(?:Mr|Ms|Dr|Mx))\.|(?<=\bMrs)\.){1,60}?[ \t]+(?:is|was)[ \t]+"
                                r"(?:an?|the)[ \t]+(?:[a-z-]+[ \t]+)?([a-z]+))(?=\.)", re.M)


#: A heading of the subject's details once their name went: "{Mr. Williamson}'s details:" -> "The details:".
_BARE_DETAILS = re.compile(r"(?m)^The (details|contact details|information|particulars):[ \t]*$")


def _whose_details(before: str, text: str, ctx: Context) -> str:
    """ "The details:" left where "Mr. Williamson's details:" headed the subject's lines: "The contributor's details:",
    whose they are said by the subject's role (reader3 T61)."""
    role = subject_role(ctx) if ctx.get("role") else ""
    if not role.startswith("the "):
        return text
    return _BARE_DETAILS.sub(lambda m: m.group() if m.group() in before else f"{role[:1].upper()}{role[1:]}'s {m.group(1)}:",
                             text)


def _same_role(a: str, b: str) -> bool:
    a, b = a.lower().split()[-1], b.lower().split()[-1]
    return _SAME_ROLE.get(a, a) == _SAME_ROLE.get(b, b)


def _no_self_restatement(before: str, text: str) -> str:
    """An edit that leaves a role said of itself, not in ``before``: "You can reach the teacher, {a teacher}, by
    e-mail" -> "You can reach the teacher by e-mail"; "..., and counsel of record is {an attorney}." and "The member's
    landlord is {the landlord}." go (reader3 T118, T137)."""
    def appositive(m: re.Match[str]) -> str:
        if m.group() in before or not _same_role(m.group(2), m.group(3)):
            return m.group()
        return m.group(1)

    text = _ROLE_APPOSITIVE.sub(appositive, text)
    done = len(text)
    for m in sorted([*_ROLE_IS_ROLE.finditer(text), *_ROLE_WITH_IS_ROLE.finditer(text)],
                    key=lambda m: m.start(), reverse=True):
        if m.group() in before or not _same_role(m.group(2), m.group(3)) or m.end() > done:
            continue
        done = m.start()
        s, e = m.span(1)
        joined = re.search(r",[ \t]+(?:and[ \t]+)?$", text[max(0, s - 6) : s])
        then = re.match(r",[ \t]+and[ \t]+", text[e:])
        if then and not joined:  # "Counsel of record is an attorney, and the hearing ..." -> "The hearing ..."
            text = text[:s] + text[e + then.end()].upper() + text[e + then.end() + 1 :]
        elif joined and not then:  # "..., and counsel of record is an attorney." -> "...."
            text = text[: s - len(joined.group())] + text[e:]
        elif re.match(r"\.[ \t]*", text[e:]):  # the whole sentence
            tail = re.match(r"\.[ \t]*", text[e:])
            rest = text[e + tail.end() :]
            text = (text[:s].rstrip(" \t") if not rest or rest[0] == "\n" else text[:s]) + rest
    return text
