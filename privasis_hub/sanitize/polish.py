"""Last edits a careful human editor makes once the targets went (the s29 reader's classes).

Each fix applies only to wording the edit made (a line or sentence the original did not have):

- a pointer to a contact the edit dropped: "X has the file and can be reached by e-mail or at ext. 777." -> "... can
  be reached at ext. 777."; "... and can be reached by e-mail." -> the clause goes; "Check where your form is by
  e-mail, giving your reference." -> "by writing to us" (the reader has no address to write to);
- a line holding only a state's name where an address block lost its street and town ("Montana" under a name):
  the line goes, or says "State: Montana" among a form's fields;
- a role said twice where once does: "the writer's phone number or the writer's e-mail address" -> "the writer's
  phone number or e-mail address"; "The student is in ..., and the student is listed ..." -> "..., and is listed";
- a list item whose value the request drops, left as a stand-in ("- a listed", "- an amount", "- a bank account"):
  the item goes, as a writer strikes a line from a list;
- a sentence the drop cut after its last preposition ("The property listed in Schedule A is valued at."): it goes;
- the town line under a street the request drops ("426 Corporate Dr / Washington, DC 20017" once the issuer's
  address went): the address goes whole, unless the line holds a fact the request keeps or the record's only mention
  of an annotated fact;
- a letter to the writer's future self sent as an e-mail: "From: The writer" -> "From: Me" (as "Dear me of 2035,");
- a stand-in place that says nothing ("Taken on May 26, 2024 at a location"): it goes;
- a bar number's parenthesis read as a sentence once its number went ("Attorney at Law (State the plaintiff's bar
  number)"): it goes; a letter's address cut to its town ("or send a letter, Washington, DC 20010."): the town goes;
  a comma a name's cut took with it ("Student: Amber grade 2" -> "Amber, grade 2");
- a name field left holding an age's stand-in once the name and the age went ("Name: Adult"): the line goes; one
  left holding an age range alone names the kind of person ("Client: In his forties" -> "Client: A man in his forties").
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from privasis_hub.sanitize.address import US_STATES

_MAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
#: A sentence as a writer ends it (a line may hold several).
_SENTENCE = re.compile(r"[^\n.!?]+[.!?]*")
#: "by e-mail or at ext. 777" / "by e-mail or on ext. 777": the extension is the channel left.
_MAIL_OR_EXT = re.compile(r"\bby e-?mail,? or (?=(?:at|on) ext\.)")
#: "... and can be reached by e-mail." / "... and is available by e-mail.": the clause says how to reach nobody.
_REACH_CLAUSE = re.compile(r",? and (?:can be reached|is available|may be contacted|can be contacted) by e-?mail(?=[.!?])")
#: "takes questions by e-mail." / "is the person to ask by e-mail." / "should go to a technician by e-mail.".
_ASK_BY_MAIL = re.compile(r"(\b(?:questions|ask|answers|handled|go|goes|sent|put)|\bto (?:a|an|the|our) [\w -]{1,40}?)"
                          r" by e-?mail(?=[.!?])")
#: "Check where your form is by e-mail, giving your reference." -> "by writing to us".
_CHECK_BY_MAIL = re.compile(r"(?i)(\b(?:check|ask about)\b[^.!?\n]{0,60}?)\bby e-?mail(?: to the address above)?\b")
#: "Write by e-mail, or ask at the front desk" -> "Write to us, ...".
_WRITE_BY_MAIL = re.compile(r"\b([Ww])rite(?: to us)? by e-?mail\b")

#: A list item: "- a 2019 Honda Civic".
_ITEM = re.compile(r"[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+(\S.*)")
#: A sentence ending on a preposition that wanted its object: "... is valued at.".
_CUT_AFTER = re.compile(r"(?:^|(?<=[.!?] )|(?<=\n))[A-Z][^.!?\n]*?\b(?:at|of|to|with|from|between|than|as|by)\.(?: (?=[A-Z])|(?=\n)|$)")
#: A form field line: "Sex: male".
_FIELD = re.compile(r"[ \t]*[A-Z][\w .'()/&-]{0,40}:[ \t]+\S")
#: A street line: "13 Front St, Suite D".
_STREET = re.compile(r"[ \t]*\d+[A-Za-z]?[ \t]+[A-Z][^\n:;!?|]*")
_STATE_NAMES = frozenset(US_STATES.values())
#: A town line: "Fort Peck, MT 59223".
_TOWN_LINE = re.compile(r"(?m)^[ \t]*[A-Z][\w .'-]+,[ \t]+([A-Z]{2})[ \t]+\d{5}(?:-\d{4})?[ \t]*$")
#: "the writer's phone number or the writer's e-mail address": the owner said once.
_OWNER_TWICE = re.compile(r"\b([Tt]he [a-z][a-z ]{1,30}?'s) ([\w -]{2,30}?) (or|and|;) the ([a-z][a-z ]{1,30}?'s) ")
#: "The student is in X, and the student is listed under ...": the subject said again after "and".
_SUBJECT_AGAIN = re.compile(r"(?m)(^|(?<=[.!?] ))(The ([a-z][a-z ]{1,30}?)) ([^.!?\n]{3,120}?), and the \3 "
                            r"(?=(?:is|was|has|had|will|can|may|should|must|does|did)\b)")


def _contact_pointers(original: str, text: str, dropped: Sequence[str]) -> str:
    """A sentence the edit left pointing at a dropped e-mail address says the channel the reader still has."""
    if not any(_MAIL.fullmatch(v.strip()) and v.strip() in original for v in dropped):
        return text
    def one(m: re.Match[str]) -> str:
        s = m.group()
        if "mail" not in s or not s.strip() or s.strip() in original:
            return s
        s = _MAIL_OR_EXT.sub("", s)
        s = _REACH_CLAUSE.sub("", s)
        s = _ASK_BY_MAIL.sub(r"\1", s)
        s = _CHECK_BY_MAIL.sub(r"\1by writing to us", s)
        return _WRITE_BY_MAIL.sub(r"\1rite to us", s)
    return _SENTENCE.sub(one, text)


def _town_line_dropped(original: str, state: str, dropped: Sequence[str]) -> bool:
    """Whether a "City, ST 12345" line of ``original`` in ``state`` held a value the request drops."""
    values = [v.strip().lower() for v in dropped if len(v.strip()) >= 3]
    for m in _TOWN_LINE.finditer(original):
        if US_STATES.get(m.group(1)) == state and any(v in m.group().lower() for v in values):
            return True
    return False


def _bare_state_lines(original: str, text: str, dropped: Sequence[str]) -> str:
    """A line holding only a state's name that the edit made where no street line stands above it: among form fields
    it says what it is ("State: Illinois"); where the request drops the town (not generalises it to its state), a head
    line whose content went goes."""
    lines = text.split("\n")
    said = set(original.split("\n"))
    out: list[str] = []
    for i, line in enumerate(lines):
        if line.strip() not in _STATE_NAMES or line in said or (out and _STREET.fullmatch(out[-1])):
            out.append(line)
            continue
        prev = out[-1] if out else ""
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        near = out[-3:] + lines[i + 1 : i + 4]
        if any(re.match(r"[ \t]*State[ \t]*:", x) for x in near) or _town_line_dropped(original, line.strip(), dropped):
            continue  # the line goes
        if _FIELD.match(prev) or _FIELD.match(nxt):
            line = re.sub(r"\S.*", lambda m: "State: " + m.group(), line, count=1)
        out.append(line)
    return "\n".join(out)


def _roles_once(original: str, text: str) -> str:
    """A role the edit put twice where a writer says it once."""
    def owner(m: re.Match[str]) -> str:
        if m.group(1).lower() != "the " + m.group(4).lower() or m.group() in original:
            return m.group()
        return f"{m.group(1)} {m.group(2)} {m.group(3)} "
    text = _OWNER_TWICE.sub(owner, text)

    def subject(m: re.Match[str]) -> str:
        whole = m.group()
        if whole in original:
            return whole
        return f"{m.group(1)}{m.group(2)} {m.group(4)}, and "
    return _SUBJECT_AGAIN.sub(subject, text)


def _dropped_items(original: str, text: str, dropped: Sequence[str]) -> str:
    """A list item whose value the request drops goes whole, not as a stand-in for it ("- a listed")."""
    values = [v.strip().lower() for v in dropped if len(v.strip()) >= 3]
    if not values:
        return text
    old, new = original.split("\n"), text.split("\n")
    cut: set[int] = set()
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        olds = [a for a in range(i1, i2) if _ITEM.fullmatch(old[a])]
        news = [b for b in range(j1, j2) if _ITEM.fullmatch(new[b])]
        if tag != "replace" or len(olds) != len(news):  # the items of the block, paired in order
            continue
        for a, b in zip(olds, news, strict=True):
            was, now = _ITEM.fullmatch(old[a]), _ITEM.fullmatch(new[b])
            if any(v in was.group(1).lower() for v in values) and len(now.group(1).split()) <= 4:
                cut.add(b)
    return "\n".join(line for n, line in enumerate(new) if n not in cut)


def _cut_sentences(original: str, text: str) -> str:
    """A sentence the edit ended on a preposition that lost its object goes, with the space before it."""
    def one(m: re.Match[str]) -> str:
        tail = " ".join(m.group().rstrip(" .").split()[-3:])  # "is valued at": the original went on after it
        if m.group() in original or not re.search(re.escape(tail) + r"[ \t]+[\w$]", original):
            return m.group()  # "... the services the parent agreed to." is a whole sentence
        return ""
    text = _CUT_AFTER.sub(one, text)
    return re.sub(r"(?m)[ \t]+$", "", text) if text != original else text


#: "Name: Adult" once "Name: Gerald Ellison, age 45" lost its name and its age.
_NAME_AS_AGE = re.compile(r"(?m)^[ \t]*(?:Full[ \t]+)?Name[ \t]*:[ \t]*(?:An[ \t]+)?[Aa]dult[ \t]*(?:\n|$)")


#: "Client: In his forties": a name field whose name and age became an age range alone.
_FIELD_AGE_ONLY = re.compile(r"(?m)^([ \t]*[A-Z][\w ]{1,30}:[ \t]*)In (his|her|their) ((?:early |mid-|late )?\w+ties|teens)[ \t]*$")
_PERSON_OF = {"his": "A man", "her": "A woman", "their": "A person"}


def _age_only_fields(original: str, text: str) -> str:
    """A field the edit left with an age range alone names the person's kind in its grammar."""
    def one(m: re.Match[str]) -> str:
        if m.group() in original:
            return m.group()
        return f"{m.group(1)}{_PERSON_OF[m.group(2)]} in {m.group(2)} {m.group(3)}"
    return _FIELD_AGE_ONLY.sub(one, text)


def _town_under_dropped_street(original: str, text: str, dropped: Sequence[str], keep: Sequence[str],
                               annotated: Sequence[str]) -> str:
    """The letterhead's "City, ST 12345" line left where the street line above it was dropped goes with it."""
    old = original.split("\n")
    head = old.index("") if "" in old else len(old)  # the letterhead: the issuer's block above the first blank line
    for n, line in enumerate(old[1 : head - 1], start=1):  # (the subject's town stays with the subject's street gone)
        if not any(line.strip() == v.strip() for v in dropped) or not _STREET.fullmatch(line):
            continue
        town = old[n + 1]
        if not _TOWN_LINE.fullmatch(town) or any(k.strip() and k.strip() in town for k in keep):
            continue
        at = text.find(old[n - 1] + "\n" + town + "\n")
        if at < 0:
            continue
        rest = text[: at + len(old[n - 1]) + 1] + text[at + len(old[n - 1]) + 1 + len(town) + 1 :]
        if any(len(v.strip()) >= 3 and v.strip() in town and v.strip() in text and v.strip() not in rest
               for v in annotated):
            continue  # the record's only mention of an annotated fact stays
        text = rest
    return text


#: Fragments the edit left, each with what a writer puts instead.
_FRAGMENTS = (
    (re.compile(r"[ \t]*\(State the [\w' ]{1,40}?bar number\)"), ""),
    (re.compile(r"\b(send (?:us )?a letter|write to us),[ \t]+[A-Z][\w .'-]{1,40},[ \t]+[A-Z]{2}[ \t]+\d{5}(?:-\d{4})?(?=[.;])"),
     r"\1"),
)


def _fragments(original: str, text: str) -> str:
    """The fragments of :data:`_FRAGMENTS` and a name's lost comma, where the edit made them."""
    for pattern, repl in _FRAGMENTS:
        text = pattern.sub(lambda m, r=repl: m.group() if m.group() in original else m.expand(r), text)
    return re.sub(r"\b([A-Z][a-z]+) ((?:grade|age|year) \d{1,2})\b", lambda m: m.group() if m.group() in original or (
        f", {m.group(2)}" not in original) else f"{m.group(1)}, {m.group(2)}", text)


def polish(original: str, text: str, dropped: Sequence[str] = (), keep: Sequence[str] = (),
           annotated: Sequence[str] = ()) -> str:
    """``text`` with the fixes of the module docstring; ``dropped`` are the values the request drops, ``keep`` those
    it keeps, ``annotated`` all the record's annotated values."""
    text = _contact_pointers(original, text, dropped)
    if re.search(r"(?m)^Dear me\b", original):
        text = re.sub(r"(?m)^From: The writer$", lambda m: m.group() if m.group() in original else "From: Me", text)
    text = re.sub(r"[ \t]+at a location(?=[.;]?[ \t]*$)", "", text, flags=re.M) if "at a location" not in original else text
    text = _town_under_dropped_street(original, text, dropped, keep, annotated)
    text = _bare_state_lines(original, text, dropped)
    text = _roles_once(original, text)
    text = _dropped_items(original, text, dropped)
    text = _fragments(original, text)
    text = _age_only_fields(original, text)
    if re.search(r"(?m)^[ \t]*(?:Full[ \t]+)?Name[ \t]*:.*\b(?:age|aged)\b", original) and any(
            re.fullmatch(r"\d{1,3}", v.strip()) for v in dropped):  # the age went, not generalised
        text = _NAME_AS_AGE.sub(lambda m: m.group() if m.group().strip() in original else "", text)
    return _cut_sentences(original, text)
