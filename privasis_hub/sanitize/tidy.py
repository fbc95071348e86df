"""The last look over a sanitized record: what the edits left that no writer would leave.

Each rule looks only at sentences and lines the edits changed (not found verbatim in the original), so
the record's own wording is never touched:

- a sentence left with no information ("He has a home.", "The talk with her took place.", "Symptoms began.");
- a space before a full stop or comma that an edit left ("He has a home .");
- a pointer to a line that went ("posted to the address above" once the letterhead's address is gone);
- a clause that ends on a joining word ("He is reachable on 555-0128 or.");
- a form line's plain contact mentions ("Contact: 813-555-0122; the parent's e-mail address" keeps the number; a
  line of nothing but mentions goes).

No rule deletes a sentence that holds a ``keep`` string.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from privasis_hub.sanitize.address import US_STATES, block_place
from privasis_hub.sanitize.tables import table_cuts

#: Words that carry no fact of their own: function words, pronouns, the verbs and nouns a stand-in is built from.
EMPTY_WORDS = frozenset(
    """a an the this that these those it its he she they them him her his their hers theirs i me my mine we us our you
    your yours is are was were be been being am has have had do does did will would can could may might shall should
    must of in on at to for with by from as about into over under after before during and or but so then there here
    also now still again just only not no yes mr mrs ms mx dr prof
    home address detail details matter remark talk call calls file files record records note notes paperwork form
    took take takes place began begin begins begun started start starts happened logged noted recorded listed changed
    updated
    first last next one person individual someone something thing things kind name names goal goals toward towards
    working""".split()
)

#: Words that only say how someone is reached: a sentence of these and plain contact mentions ("E-mail to her should
#: go to her e-mail address; calls to her phone number.") says nothing once the contacts are mentions.
CONTACT_WORDS = frozenset(
    """contact contacts details detail gave give gives given confirmed confirm provided provide listed lists shows show
    number numbers e mail email mails e-mail phone phones call calls called calling text texts message messages reach
    reached reachable go goes should best use uses used preferred way ways updates update written sent send sends
    answers answer takes line lines both either while whereas""".split()
)

#: A sentence ending: the words before it are the sentence.
_SENTENCE = re.compile(r"(?:\b(?:Mr|Ms|Mrs|Mx|Dr|Prof|St|No|Jr|Sr|Apt)\.|[.!?](?=[\w@])|[^.!?\n])+[.!?](?![\w@])")


def _keeps(sentence: str, keep: Sequence[str]) -> bool:
    low = sentence.lower()
    return any(k and k.strip() and k.lower() in low for k in keep)


#: Two channels offered as alternatives with no contact left: "takes calls or by e-mail".
_EITHER_CHANNEL = re.compile(r"(?i)\b(?:calls?|phone|texts?)\b[^.\d@]{0,14}\bor\b[^.\d@]{0,14}\be-?mails?\b"
                             r"|\be-?mails?\b[^.\d@]{0,14}\bor\b[^.\d@]{0,14}\b(?:calls?|phone|texts?)\b")


def empty_sentences(original: str, text: str, people: Sequence[str] = ()) -> list[str]:
    """The sentences of ``text`` the edits changed that say nothing once the values went ("He has a home.")."""
    said = {m.group() for m in _SENTENCE.finditer(original)}
    names = {w.lower() for p in people for w in re.findall(r"[A-Za-z]+", p)}
    out = []
    for m in _SENTENCE.finditer(text):
        sentence = m.group().strip()
        if sentence in said or m.group() in said or ":" in sentence:
            continue
        bare = _MENTION.sub(" ", sentence)  # "She gave {her phone number} as contact details." says nothing either
        either = _EITHER_CHANNEL.search(sentence)  # "He takes calls or by e-mail." once both contacts went
        empty = EMPTY_WORDS | (CONTACT_WORDS if bare != sentence or either else frozenset())
        words = [w.lower() for w in re.findall(r"[A-Za-z']+", bare)]
        content = [w for w in words if w.removesuffix("'s") not in empty and w.removesuffix("'s") not in names]
        if words and not content and not re.search(r"[\d@]", bare):  # a number or an address is a fact
            out.append(sentence)
    return out


#: A stand-in for an identifier or a card, or for a person by their job: the phrases a restating sentence is made of.
_STANDIN_PHRASE = re.compile(
    r"(?i)\b(?:a|an|the|her|his|their|your|my|our)[ \t]+(?:[\w-]+[ \t]+){0,2}?(?:number|reference|id|card|confirmation"
    r"|protocol)\b|\b(?:a|an)[ \t]+(?:staff member|colleague|team member|service representative|representative)\b")
#: Words a sentence uses to say that an identifier is one, or that someone dealt with something: "is the number we
#: keep for all work with", "belongs to", "is kept under", "paid using", "dealt with the matter for".
_RESTATING = frozenset("""keep keeps kept under belongs belong registered assigned filed covers cover reference references
    pay pays paid using use uses used work all here tracked logged held everything opened support dealt deals handled
    handles took care matter request requests""".split())
#: The subject's role words, used in place of a name ("the Member", "the Client").
_ROLE_WORDS = frozenset("""client member student patient applicant customer tenant participant contributor individual
    resident employee user taxpayer claimant renter guest""".split())
#: "The Client asked to be contacted." once how went: the request says nothing.
_ASKED_CONTACTED = re.compile(r"^(?:The|A|An|She|He|They|You|I)(?:[ \t]+[A-Za-z]+)?[ \t]+(?:asked|wants|wished|prefers|would"
                              r"[ \t]+like)[ \t]+to[ \t]+be[ \t]+(?:contacted|reached)\.$")


#: "<subject> is a/an <predicate>.": a sentence that says what something is.
_IS_A = re.compile(r"(?P<subj>[A-Z][^.!?\n]*?)[ \t]+is[ \t]+(?:a|an)[ \t]+(?P<pred>[a-z][a-z -]*?)"
                   r"(?:[ \t]+(?:at|in|of|for|with|from|on)[ \t][^.!?\n]*)?[.!?]")


#: "A payment confirmation is the confirmation number for his payment.": a stand-in subject whose head noun the
#: predicate says again (the number went; the sentence only pointed at it: reader10 class e, s19y).
_STANDIN_IS = re.compile(r"(?:A|An)[ \t]+(?:[a-z-]+[ \t]+){0,3}(?P<head>[a-z-]{5,})[ \t]+(?:is|was)[ \t]+(?:the|a|an|his|her"
                         r"|their|your|its)[ \t]+(?P<pred>[^.!?\n]*)[.!?]")


def _is_its_own_kind(sentence: str) -> bool:
    """ "Your attorney in this matter is an attorney at this office.", "What worries me most at the moment is a
    personal worry.": once the name or the worry went, the predicate's noun only says the subject again (s19x)."""
    m = _STANDIN_IS.fullmatch(sentence)
    if m and re.search(rf"(?i)\b{re.escape(m.group('head'))}\b", m.group("pred")):
        return True
    m = _IS_A.fullmatch(sentence)
    if not m:
        return False
    head = m.group("pred").split()[-1].lower()
    return len(head) >= 4 and any(w.lower()[:4] == head[:4] for w in re.findall(r"[A-Za-z]{4,}", m.group("subj")))


def restating_sentences(original: str, text: str) -> list[str]:
    """Sentences of ``text`` the edits changed that only say an identifier is one, or that someone dealt with a
    matter, once the value or the name went ("An account number is the number we keep for all work with the
    Client.", "Your payment confirmation is the reference for your payment.", "The Member paid using the payment
    card.", "A staff member dealt with the matter for the Member."; reader9 class 9): the drop takes the sentence."""
    said = {m.group().strip() for m in _SENTENCE.finditer(original)}
    out = []
    for m in _SENTENCE.finditer(text):
        sentence = m.group().strip()
        if sentence in said or ":" in sentence or re.search(r"[\d@]", sentence):
            continue
        if _ASKED_CONTACTED.match(sentence) or _is_its_own_kind(sentence):
            out.append(sentence)
            continue
        phrases = list(_STANDIN_PHRASE.finditer(sentence))
        if not phrases:
            continue
        inside = {w.lower() for p in phrases for w in re.findall(r"[A-Za-z']+", p.group())}
        rest = _STANDIN_PHRASE.sub(" ", sentence)
        words = [w.lower().removesuffix("'s") for w in re.findall(r"[A-Za-z']+", rest)]
        stems = [w[:5] for w in words] + [w[:5] for w in inside]
        content = [w for w in words if w not in EMPTY_WORDS and w not in _RESTATING and w not in _ROLE_WORDS
                   and stems.count(w[:5]) < 2]
        if not content:
            out.append(sentence)
    return out


#: "My number is 907-555-0162, and I am usually free on weekends.": a clause whose point is the contact before it.
_CONTACT_THEN_WHEN = re.compile(
    r"[^.!?\n]*\b(?:number|phone|address|e-?mail|reach me|call me|write to me)\b[^.!?\n]*?,?[ \t]+and[ \t]+"
    r"(I(?:'m|[ \t]+am|[ \t]+will[ \t]+be)[ \t]+(?:(?:usually|mostly|often|always|normally|generally|nearly always)[ \t]+)?"
    r"(?:home|free|around|in|available|up|reachable|by the phone|at home)\b[^.!?\n]*[.!?])")


#: "E-mail for this file: read every weekday" once the address went: a channel's hours with no channel to use.
_HOURS_WITHOUT_CHANNEL = re.compile(r"(?m)(?:(?<=:[ \t])|(?<=[.!?][ \t])|^)(?:[Ee]-?mail|[Pp]hone|[Ii]nbox)[\w ]{0,20}:[ \t]+"
                                    r"(?:read|checked|answered|monitored)\b[^.,;:\n]*(?:,[ \t]+and[ \t]+(\w)|\.(?:[ \t]+|$))")


#: "This file's inbox is an e-mail address, checked daily, and ..." once the address is a mention: the clause says
#: only that an inbox is an inbox (s19r s11 0000608).
_INBOX_IS_INBOX = re.compile(r"(?m)(?:(?<=:[ \t])|(?<=[.!?][ \t])|^|(?<=,[ \t]and[ \t]))[\w'’ -]{0,40}\b(?:e-?mail|inbox|address)"
                             r"\b[\w'’ -]{0,30}?[ \t]+(?:is|was)[ \t]+(?:an?|the|your|our)[ \t]+(?:[\w-]+[ \t]+)?e-?mail"
                             r"(?:[ \t]+address)?(?:,[ \t]+(?:read|checked|answered|monitored)\b[^.,;:\n]*)?"
                             r"(?:,[ \t]+and[ \t]+(\w)|\.(?:[ \t]+|$))")


def _hours_without_channel(original: str, text: str) -> str:
    """ "Going forward: E-mail for this file: read every weekday, and inquiries ..." -> "Going forward: Inquiries ..."
    once the address went (the clause's point was the address); a sentence of its own goes whole."""
    def cut(m: re.Match[str]) -> str:
        if m.group() in original:
            return m.group()
        return m.group(1).upper() if m.group(1) else ""
    text = _HOURS_WITHOUT_CHANNEL.sub(cut, text)
    return _INBOX_IS_INBOX.sub(cut, text)


def _availability_tail(original: str, text: str) -> str:
    """An availability clause left alone once the contact it was about went: "My number is 907-555-0162, and I am
    usually free on weekends." cut to "I am usually free on weekends." says when to reach the writer with nothing to
    reach them by (reader4 T10): the clause goes with its contact."""
    for m in _CONTACT_THEN_WHEN.finditer(original):
        tail = m.group(1)[0].upper() + m.group(1)[1:]
        if re.search(r"(?:^|(?<=[.!?][ \t])|(?<=\n))" + re.escape(tail), original):  # said alone already
            continue
        alone = re.search(r"(?:^|(?<=[.!?][ \t])|(?<=\n))" + re.escape(tail), text)  # a sentence of its own
        if alone is None:
            continue
        text = _cut(text, alone.start(), len(tail))
    return text


def edited_lines(original: str, text: str, fix: Callable[[str], str | None]) -> str:
    """``text`` with ``fix`` applied to each line the edit made (a line not in ``original``); a line ``fix`` returns
    None for goes. The leftovers below are the edit's own wording: a line the writer wrote stays as written."""
    said = set(original.split("\n"))
    out = []
    for ln in text.split("\n"):
        if ln not in said:
            ln = fix(ln)
            if ln is None:
                continue
        out.append(ln)
    return "\n".join(out)


def _cut(text: str, at: int, length: int) -> str:
    """``text`` without the sentence of ``length`` characters at ``at``, and the space that went with it (after a
    line's first sentence, before any other)."""
    a, b = at, at + length
    if a == 0 or text[a - 1] == "\n":  # a line's first sentence takes the space after it
        while b < len(text) and text[b] in " \t":
            b += 1
    else:
        while a > 0 and text[a - 1] in " \t":
            a -= 1
    return text[:a] + text[b:]


#: A reply whose whole body went: its greeting straight above its close ("Dear James,\n\nKind regards,").
_EMPTY_REPLY = re.compile(r"(?m)^((?:Dear|Hi|Hello|Good (?:morning|afternoon|evening))\b[^\n]{0,40},[ \t]*\n)((?:[ \t]*\n)+)"
                          r"(?=(?:Kind regards|Best regards|Warm regards|With kind regards|Regards|Best|Thanks|Many thanks"
                          r"|Thank you|Sincerely|Yours sincerely|Yours)[ \t]*,?[ \t]*\n)")


#: The line that parts two messages of a thread.
_MESSAGE_BREAK = "\n-----\n"


def _empty_reply(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """A reply in a thread whose only answer went with the value it gave ("Thanks for asking: the file is handled by
    {Tiffany Kelly}, caseworker.") is never a greeting straight above the close under a question left hanging (s19r
    s11 0000797): the whole message goes, as an editor leaves an answer out of a thread (the thread then ends on, or
    goes on after, the question), not "We will answer it separately." (reader6 T1, T5). A first message, or one that
    holds a kept value said nowhere else, keeps a body that answers without the value instead."""
    def empty(m: re.Match[str]) -> bool:
        after = text[m.end() : m.end() + 40]
        return m.group(1) + m.group(2) + after not in original and bool(re.search(  # a reply in a thread only
            r"(?m)^Subject:[ \t]*Re:[^\n]*\n(?:[^\n]*\n){0,3}?\s*$", text[max(0, m.start() - 400) : m.start()]))

    for m in reversed([m for m in _EMPTY_REPLY.finditer(text) if empty(m)]):
        start = text.rfind(_MESSAGE_BREAK, 0, m.start())
        end = text.find(_MESSAGE_BREAK, m.end())
        end = len(text) if end == -1 else end
        rest = text[:start] + text[end:]
        if start != -1 and not any(k in text[start:end] and k not in rest for k in keep):
            text = text[:start].rstrip("\n") + "\n" if end == len(text) else text[:start] + text[end:]
            continue
        text = text[: m.end()] + "Thank you for your question. We will answer it separately.\n\n" + text[m.end() :]
    return text


#: A contact stand-in beside a kept extension inside one parenthesis: "(an e-mail address, ext. 316)".
_PAREN_CONTACT = re.compile(r"\((?:an e-mail address|a phone number|a contact e-mail(?: on file)?|a contact number)"
                            r"[ \t]*[,;/][ \t]*((?:ext\.?|extension|x)[ \t]*\d{1,6})\)", re.I)
_STREET_LINE = re.compile(r"(?im)^([ \t]*(?:street[ \t]+address|street|address(?:[ \t]+line[ \t]*1)?)[ \t]*:[ \t]*)(.+?)[ \t]*$")


def _street_as_city(original: str, text: str) -> str:
    """ "Street address: San Bernardino" right above or below "City: San Bernardino": a street line abstracted to the
    city the form's own city line already states says nothing and goes (reader11 T10)."""
    for m in reversed(list(_STREET_LINE.finditer(text))):
        if m.group() in original:
            continue
        value = m.group(2).strip(" \t.,")
        lines = text[: m.start()].rstrip("\n").rsplit("\n", 1)[-1:] + text[m.end() + 1 :].split("\n", 1)[:1]
        said = re.compile(rf"(?i)^[ \t]*(?:city|town|city/town|city,[ \t]*state)[ \t]*:[ \t]*{re.escape(value)}\b")
        if value and any(said.match(line) for line in lines):
            end = m.end() + 1 if text[m.end() : m.end() + 1] == "\n" else m.end()
            text = text[: m.start()] + text[end:]
    return text


def tidy(original: str, text: str, keep: Sequence[str] = (), people: Sequence[str] = (), address_gone: bool = False,
         gone: Sequence[str] = ()) -> str:
    """``text`` without the leftovers listed in the module docstring; ``gone`` are the values the edit took out."""
    for sentence in [*empty_sentences(original, text, people), *restating_sentences(original, text)]:
        if _keeps(sentence, keep):
            continue
        at = text.find(sentence)
        if at == -1:
            continue
        text = _cut(text, at, len(sentence))
    if address_gone and "address above" in text:  # "scans ... or posted to the address above" points at nothing
        text = re.sub(r"(?i),?\s+(?:or\s+)?(?:posted|sent|mailed|brought|delivered)\s+to\s+(?:us\s+at\s+)?the address above",
                      "", text)
        text = re.sub(r"(?i)\s+(?:at|to)\s+the address above", "", text)
        # "..., and copies may be sent." once "to X or posted to the address above" went: the clause says nothing
        text = re.sub(r",?\s+and\s+[a-z][\w' ]{0,40}?\b(?:be|is|are|was|were)\s+(?:sent|addressed|forwarded|copied|posted"
                      r"|mailed)(?=\.)", "", text)
        # "Papers may be sent." once "to X or posted to the address above" went: the sentence says nothing
        text = re.sub(r"(?m)(?:(?<=[.!?] )|^)[A-Z][\w' ]{0,40}?\b(?:be|is|are)\s+(?:sent|addressed|forwarded|posted|mailed)"
                      r"\.(?: |$)", "", text)
    text = _bare_letterhead(original, text, keep)
    text = _availability_tail(original, text)
    text = _hours_without_channel(original, text)
    text = _cut_verbs(original, text)
    # "..., and the encounter was coded under a diagnosis code." once the code is a mention: the clause says nothing
    text = _CODED_UNDER.sub(lambda m: m.group() if m.group() in original else "", text)
    text = _pointers(original, text)
    # "Contact: A phone number (e-mail only, with no calls)" once the number and address went: the line keeps the
    # preference, not a stand-in for a contact it no longer gives
    text = re.sub(r"(?m)^([ \t]*(?:Contact|Contact details|Phone and e-mail|Phone/e-mail)[ \t]*:[ \t]+)(?:A phone number|An "
                  r"e-mail address)(?:[ \t]*[;,·][ \t]*(?:a phone number|an e-mail address))?[ \t]+\(([^()\n]+)\)[ \t]*$",
                  lambda m: m.group() if m.group() in original else m.group(1) + m.group(2), text)
    # "Producer J. G. (an e-mail address, ext. 316)" once the address went: the extension kept, the stand-in goes with
    # its comma, "(ext. 316)" (reader11 T7)
    text = _PAREN_CONTACT.sub(lambda m: m.group() if m.group() in original else "(" + m.group(1) + ")", text)
    text = _street_as_city(original, text)
    # "we have your address as an address in Milwaukee, WI" -> "your address as Milwaukee, WI": the stand-in does not
    # say its own head noun again
    text = re.sub(r"(?i)\b(address(?:es)?[ \t]+(?:as|is|was)[ \t]+)an?[ \t]+(?:home[ \t]+|street[ \t]+)?address[ \t]+in[ \t]+",
                  lambda m: m.group() if m.group() in original else m.group(1), text)
    # "| -between $50 and $100 |": a debit's sign before a range reads as a typo; "-$50 to -$100" (reader11 T4)
    text = re.sub(r"(?<![\w$])-between (\$[\d,]+(?:\.\d+)?) and (\$[\d,]+(?:\.\d+)?)",
                  lambda m: m.group() if m.group() in original else f"-{m.group(1)} to -{m.group(2)}", text)
    text = _label_lists(original, text)
    text = _one_way(original, text)
    # "We have your name as the member." / "Your file is under the member." once the name went: no fact is left
    text = re.sub(r"(?m)(?:(?<=[.!?:] )|^)(?:We have your name as|Your (?:file|record|account) is (?:under|in the name of))"
                  r" (?:the|a|an) [a-z]+(?: [a-z]+)?\.(?: |$)", lambda m: m.group() if m.group() in original else "", text)
    # "Reach me on {X} or {Y}" once both contacts went: a line that asks to be reached by nothing goes
    text = re.sub(r"(?im)^[ \t]*(?:reach|contact|call|phone|text|write to|e-?mail)[ \t]+(?:me|us|him|her|them)[ \t]*"
                  r"(?:on|at|via|by)?[ \t]*[.:]?[ \t]*\n", lambda m: m.group() if m.group() in original else "", text)
    # "We will keep to it." once "We note that you asked to be reached by text, and" went; "We have handled this."
    # once "since June 3" went: a sentence whose only object is what the edit took out says nothing (reader5)
    text = _EMPTIED.sub(lambda m: m.group() if m.group().strip() in original else "", text)
    # "Need help? Write" once the address it wrote to went: the line offers nothing
    text = re.sub(r"(?m)^[ \t]*[A-Z][^\n?]{0,40}\?[ \t]+(?:Write|Call|Phone|E-?mail|Contact|Text|Reach)(?: to| us)?[ \t]*[.:]?"
                  r"[ \t]*\n", lambda m: m.group() if m.group() in original else "", text)
    text = _chat_exchanges(original, text, keep)
    text = _empty_sections(original, text)
    text = _empty_blocks(original, text)
    text = _empty_entries(original, text)
    text = _bare_letterhead(original, _zip_without_town(original, text, keep), keep)  # (a state left alone on top)
    text = _bare_state_lines(original, text)
    text = _line_twice(original, text)
    text = _gutted_letterhead(original, text, keep)
    for pattern, repl in ((r"(?<=\w)[ \t]+(?=[.,;](?:\s|$))", ""),  # "He has a home ." -> "He has a home."
                          (r"[ \t,]+(?:or|and)(?=\.(?:\s|$))", ""),  # "on 555-0128 or." -> "on 555-0128."
                          (r",(?=\.(?:\s|$))", ""),  # "Scans are accepted,." -> "Scans are accepted."
                          # "... and asked." once what was asked for went: the verb goes with its object
                          (r"[ \t,]+and[ \t]+(?:asked|requested|applied)(?=\.(?:\s|$))", "")):
        for m in reversed(list(re.finditer(pattern, text))):
            line = text[text.rfind("\n", 0, m.start()) + 1 : text.find("\n", m.end()) if "\n" in text[m.end():] else None]
            if line not in original:
                text = text[: m.start()] + repl + text[m.end() :]
    text = kind_letterhead(original, greetings(original, contact_lines(original, text)))  # reader13 B, E, F, G, H
    text = _doubled_standins(original, text)
    text = _roles_as_names(original, text)
    text = _dangling_closings(original, text)
    text = _said_twice(original, text)
    text = reader14_leftovers(original, text, keep)
    text = reader15_leftovers(original, text, keep)
    text = reader16_leftovers(original, text, keep)
    text = reader17_leftovers(original, text, keep)
    text = reader18_leftovers(original, text, keep, gone)
    text = re.sub(r"\n{3,}", "\n\n", text) if "\n\n\n" not in original else text
    return _empty_reply(original, text, keep)  # last: a body can go in any step above


_PHONE = re.compile(r"(?:\+1[ .-]?)?\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b")
_CODE = re.compile(r"\b[A-Z]{2,6}-?\d{4,}\b")
_MAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
#: A pointer to a phone number, a reference or an e-mail address elsewhere in the record, and what it says once
#: that item went: "by phone on the number above" -> "by phone"; "with the reference below" -> "with your reference".
_POINTERS = (
    (re.compile(r"(?i)\b(by phone|by telephone)[ \t]+(?:on|at)[ \t]+the[ \t]+(?:phone[ \t]+|telephone[ \t]+)?number"
                r"[ \t]+above\b"), _PHONE, "above", r"\1"),
    (re.compile(r"(?i)\bthe[ \t]+reference(?:[ \t]+number)?(?:[ \t]+in[ \t]+the[ \t]+box)?[ \t]+(below|above)\b"), _CODE,
     "", "your reference"),
    (re.compile(r"(?i)\b(by[ \t]+)e-?mail[ \t]+to[ \t]+the[ \t]+address[ \t]+above\b"), _MAIL, "above", "by e-mail"),
)


#: A letterhead's town line ("Corsica, SD 57328") and the contact and opening-hours lines under it.
_TOWN_LINE = re.compile(r"[A-Z][\w .'-]+,[ \t]+[A-Z]{2}[ \t]+\d{5}(?:-\d{4})?")
_LETTERHEAD_LINE = re.compile(r"(?i)(?:hours|open|office hours)\b[^@]*"
                              r"|(?:mon|tue|wed|thu|fri|sat|sun|weekdays|daily)\S*[ \t,-]+[^@]*\d[^@]*")  # opening hours
# only: a phone, e-mail or website line may be a fact the record keeps


_CODED_WHAT = (r"[ \t]+(?:encounter|visit|claim|bill|stay|admission)[ \t]+(?:was|is|has been)[ \t]+(?:coded|billed|filed)"
               r"[ \t]+(?:under|with|as)[ \t]+an?[ \t]+(?:diagnosis|billing|procedure)[ \t]+code")
_CODED_UNDER = re.compile(rf",?[ \t]+and[ \t]+(?:the|this|your|her|his){_CODED_WHAT}(?=\.)"
                          rf"|(?<=[.!?])[ \t]+(?:The|This|Your|Her|His){_CODED_WHAT}\.(?=[ \t]*$)"
                          rf"|(?:(?<=[.!?])[ \t]|(?m:^))(?:The|This|Your|Her|His){_CODED_WHAT}\.[ \t]*", re.M)


#: A clause a drop left with a verb of lasting and nothing after it: "the warranty runs{ until X}", "Your loan runs{ 15
#: years}" (reader3 T94).
_LASTS = r"(?:runs|lasts|holds|expires|ends|continues|remains valid|is valid|is good|stays open)"
_CUT_VERB = re.compile(rf"(?:(?<=[.!?:][ \t])|(?m:^))([A-Za-z][^.!?:\n,]{{0,60}}?\b{_LASTS})(,[ \t]+and[ \t]+|\.[ \t]*)"
                       rf"|,[ \t]+and[ \t]+[^.!?:\n,]{{0,60}}?\b{_LASTS}(?=\.)")


#: A stand-in beside its own kind word (reader7): "a therapist, a therapist, every week" (a name that became its
#: role next to the role) and "several dependents as dependents" (a count that became a mention before its label).
_DOUBLED_APPOSITIVE = re.compile(r"\b((?:a|an|the)[ \t]+([\w-]+(?:[ \t]+[\w-]+)?)),[ \t]+(?:a|an|the)[ \t]+\2\b(,(?=[ \t]))?",
                                 re.I)
_DOUBLED_AS = re.compile(r"\b((?:several|some|a|an|the)[ \t]+(?:[\w-]+[ \t]+)?([\w-]{4,}))[ \t]+as[ \t]+"
                         r"(?:(?:a|an|the|his|her|their|your)[ \t]+)?\2\b", re.I)


def _doubled_standins(original: str, text: str) -> str:
    """One mention where the edit wrote a stand-in beside its own kind word: "seeing a therapist, a therapist, every
    week" -> "seeing a therapist every week"; "includes several dependents as dependents" -> "includes several
    dependents"."""
    for pattern in (_DOUBLED_APPOSITIVE, _DOUBLED_AS):
        text = pattern.sub(lambda m: m.group() if m.group() in original else m.group(1), text)
    return text


#: A closing line ("Always,", "Warm regards,") of a letter or message.
_CLOSING = re.compile(r"(?im)^[ \t]*(?:always|sincerely(?: yours)?|yours(?: truly| sincerely| faithfully)?|best(?: regards"
                      r"| wishes)?|kind regards|warm(?:est)? regards|warmly|regards|respectfully(?: yours)?|with love|love"
                      r"|cheers|thanks(?: again| so much)?|thank you(?: again)?|many thanks|with thanks|take care|cordially|with gratitude|gratefully|all the best"
                      r"|hugs|xo+|your (?:friend|brother|sister|son|daughter)),[ \t]*$")
_AFTER_MESSAGE = re.compile(r"-----|(?:From|To|Date|Subject|Sent):|On[ \t][^\n]{4,80}\bwrote:[ \t]*$|(?:\+?[\d(][\d ().-]{6,}"
                            r"|[\w.+-]+@[\w.-]+)[ \t]*(?:\n[ \t]*\n|\n?\Z)", re.M)  # a signature left a number only


def _dangling_closings(original: str, text: str) -> str:
    """A closing whose signature the edit removed goes with it (reader7 T137 ends on "Always,"): the message ends
    on its last sentence, as a note without a sign-off does. A closing the original left bare stays."""
    def bare(at: int, where: str) -> bool:
        rest = where[at:].lstrip("\n \t")
        return not rest or bool(_AFTER_MESSAGE.match(rest))
    before = sum(bare(m.end(), original) for m in _CLOSING.finditer(original))
    found = [m for m in _CLOSING.finditer(text) if bare(m.end(), text)]
    if len(found) <= before:
        return text
    for m in reversed(found):
        end = m.end() + 1 if text[m.end():m.end() + 1] == "\n" else m.end()
        text = text[: m.start()] + text[end:]
    return re.sub(r"\n{3,}(?=-----|\Z)", "\n\n", text).rstrip("\n") + ("\n" if text.endswith("\n") else "")


#: A line that ends on a person's title where the original had "Name, Title": "Signed: Managing Partner", "Report
#: prepared by the Paralegal" once the name went.
_ROLE_LINE = re.compile(r"(?m)^([ \t]*)(Signed:[ \t]+|[^\n]*?\bby the[ \t]+)([A-Z][\w-]*(?:[ \t]+(?:of[ \t]+)?[A-Z&][\w-]*){0,3})"
                        r"[ \t]*$")


def _roles_as_names(original: str, text: str) -> str:
    """A title standing where its holder's name was reads as a name ("Signed: Paralegal", "Report prepared by the
    Paralegal"; reader9 T87): the role is said in running text's lower case, and a signature line says who signed
    ("Signed by the paralegal")."""
    for m in reversed(list(_ROLE_LINE.finditer(text))):
        role = m.group(3)
        if m.group() in original or not re.search(rf"(?m),[ \t]+{re.escape(role)}[ \t]*(?:$|[ \t]{{2,}})", original):
            continue
        low = " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in role.split())
        said = f"{m.group(1)}Signed by the {low}" if m.group(2).startswith("Signed:") else f"{m.group(1)}{m.group(2)}{low}"
        text = text[: m.start()] + said + text[m.end() :]
    return text


def _cut_verbs(original: str, text: str) -> str:
    """ "Your loan runs, and other income comes from a side job." -> "Other income comes from a side job.": a clause
    the edit left ending on a verb of lasting goes; the sentence goes where it was all there was."""
    for m in reversed(list(_CUT_VERB.finditer(text))):
        if m.group(1) and re.search(rf"{re.escape(m.group(1))}[ \t]*[,.]", original) or not m.group(1) and (
                m.group() + ".") in original:
            continue  # the record's own wording
        if m.group(1) and m.group(2).startswith(","):  # the next clause opens the sentence
            rest = text[m.end() :]
            start = not text[: m.start()].strip() or text[: m.start()].rstrip()[-1] in ".!?\n"
            text = text[: m.start()] + (rest[:1].upper() if start else rest[:1]) + rest[1:]
        else:
            text = text[: m.start()] + text[m.end() :] if not m.group(1) else text[: m.start()].rstrip(" \t") + (
                " " if text[m.end() :][:1] not in ("\n", "") and text[: m.start()].strip() and not text[: m.start()]
                .rstrip(" \t").endswith("\n") else "") + text[m.end() :]  # (a sentence first on its line: no space)
    return text


_STATE_NAMES = frozenset(US_STATES.values())


def _bare_letterhead(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """A letterhead whose name and street went opens the record with its town line ("Corsica, SD 57328", then its
    opening hours), or keeps its state alone ("Vermont", "VT 05260") under the title: the line and the hours under it
    go, as an editor would take the letterhead out (reader3 T228, T118). A phone or e-mail line stays."""
    lead = len(text) - len(text.lstrip())
    lines = text[lead:].split("\n")
    said = {ln.strip() for ln in original.splitlines()}
    first = next((ln.strip() for ln in original.splitlines() if ln.strip()), "")
    for at in range(min(3, len(lines))):
        head = lines[at].strip()
        if not head:
            return text
        town = at == 0 and _TOWN_LINE.fullmatch(head) and head != first and not _TOWN_LINE.fullmatch(first)
        state = (re.fullmatch(r"[A-Z]{2}(?:[ \t]+\d{5}(?:-\d{4})?)?", head) or head in _STATE_NAMES) and head not in said
        if (town or state) and not _keeps(head, keep):
            break
        if head.upper() != head:  # only a title stands above a letterhead: "LUMBAR SPINE MRI REPORT"
            return text
    else:
        return text
    n = at + 1
    while n < len(lines) and lines[n].strip() and _LETTERHEAD_LINE.fullmatch(lines[n].strip()):
        n += 1
    rest = "\n".join(lines[n:])
    return text[:lead] + ("\n".join(lines[:at]) + "\n" + rest if at else rest.lstrip("\n"))


_PHONE_LINE = re.compile(r"(?i)(?:tel|telephone|phone|ph)\.?:?[ \t]*\+?[\d(][\d \t().+-]{6,}")


def _gutted_letterhead(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """A letterhead whose name went and left its opening hours or phone on top ("Monday to Friday 7:30-4", "Tel.
    907-555-0147" as the record's first line; reader9 class 11): those lines go too, as an editor takes a letterhead
    out whole; a phone the request keeps stays."""
    first = next((ln.strip() for ln in original.splitlines() if ln.strip()), "")
    if not first or first in text:
        return text
    lead = len(text) - len(text.lstrip())
    lines = text[lead:].split("\n")
    n, kept = 0, []
    while n < min(len(lines), 4) and lines[n].strip():
        line = lines[n].strip()
        if _LETTERHEAD_LINE.fullmatch(line) or _PHONE_LINE.fullmatch(line):
            if _PHONE_LINE.fullmatch(line) and _keeps(line, keep):
                kept.append(lines[n])
            n += 1
            continue
        break
    if not n or n == len(lines) or len(kept) == n:
        return text
    rest = "\n".join(lines[n:])
    return text[:lead] + "\n".join(kept) + ("\n" + rest if kept else rest.lstrip("\n"))


def _line_twice(original: str, text: str) -> str:
    """The same line printed twice in a row where the original had two different ones ("New Mexico" under "New
    Mexico" once the street and the town both became the state; reader9 T82 "Mills River, NC" twice)."""
    lines = text.split("\n")
    out = [ln for i, ln in enumerate(lines)
           if not (i and ln.strip() and ln == lines[i - 1] and f"{ln}\n{ln}" not in original)]
    return "\n".join(out)


def _zip_without_town(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """A "Town, ST 12345" line whose town the edit took out keeps its state, not its ZIP code: the ZIP code names
    the town again ("NC 28371" under a letterhead, once "Parkton" went; reader5 triplets), and a line of a bare
    state and ZIP code reads as a slip."""
    def fix(m: re.Match[str]) -> str:
        town = re.search(rf"(?m)^[ \t]*[A-Z][\w.' -]+,[ \t]+{m.group(1)}[ \t]+{m.group(2)}[ \t]*$", original)
        alone = re.search(rf"(?m)^[ \t]*{re.escape(m.group().strip())}[ \t]*$", original)  # the writer's own line
        return m.group(1) if town and not alone and not _keeps(m.group(), keep) else m.group()  # (a ZIP kept)
    return re.sub(r"(?m)^([A-Z]{2})[ \t]+(\d{5}(?:-\d{4})?)[ \t]*$", fix, text)


def _bare_state_lines(original: str, text: str) -> str:
    """A line left holding only a state's code once its town (and ZIP code) went says the state in full, as an
    address block reduced to its wider place does: "Grafton, WV 26354" -> "West Virginia", never a bare "WV" under a
    street line (s19s-san3, 24 of 1,000 seed-5 rows). A code the writer set alone on its line stays."""
    def fix(m: re.Match[str]) -> str:
        code = m.group(2)
        if code not in US_STATES or re.search(rf"(?m)^[ \t]*{code}[ \t]*$", original):
            return m.group()
        return m.group(1) + US_STATES[code]
    return re.sub(r"(?m)^([ \t]*)([A-Z]{2})(?=[ \t]*$)", fix, text)


def _pointers(original: str, text: str) -> str:
    """A pointer to a number, reference or e-mail address "above" or "below" that no longer points at one: the
    phrase says the channel without the pointer ("Check the status by phone on the number above, with the
    reference below" once both went -> "Check the status by phone, with your reference"). Only where the
    original had such an item on that side."""
    for pattern, item, side, repl in _POINTERS:
        for m in reversed(list(pattern.finditer(text))):
            where = side or m.group(1).lower()
            scope = text[: m.start()] if where == "above" else text[m.end() :]
            at = original.find(m.group())
            was = original[:at] if where == "above" and at >= 0 else original if at < 0 else original[at:]
            if item.search(scope) or not item.search(was):
                continue
            said = m.expand(repl)
            text = text[: m.start()] + said + text[m.end() :]
    return text


#: "came in in October 2025": a phrasal verb's "in" before a date's "in".
_CAME_IN_IN = re.compile(r"\b(came|comes|come|coming)[ \t]+in[ \t]+in\b")
_ARRIVED = {"came": "arrived", "comes": "arrives", "come": "arrive", "coming": "arriving"}
#: "A member of the clergy of the clergy staff": a stand-in's "of the X" before the text's own.
_OF_THE_TWICE = re.compile(r"\b(of the ([a-z]+))[ \t]+of the \2\b")
#: "Home: An address, AK" once the town and ZIP code went: "An address in AK".
_KIND_COMMA_STATE = re.compile(r"(?m)\b((?:[Aa]n?|[Tt]he)[ \t]+(?:[\w-]+[ \t]+){0,2}?(?:address|apartment|house|home"
                               r"|unit|residence|suite|flat)),([ \t]+[A-Z]{2})(?=[ \t]*$|[.;])")
#: One word said twice in a row ("in a department department"); "that that" and "had had" can be English.
_TWICE = re.compile(r"\b(?!(?:that|had)\b)([A-Za-z]+)[ \t]+\1\b")


def _said_twice(original: str, text: str) -> str:
    """A word an edit put next to itself, said once: "his request came in in October 2025" -> "his request arrived in
    October 2025", "He works in a department department." -> "He works in a department.", "a member of the clergy of
    the clergy staff" -> "a member of the clergy staff"; "Home: An address, AK" -> "Home: An address in AK"."""
    def fix(m: re.Match[str]) -> str:
        return m.group() if m.group() in original else _ARRIVED[m.group(1)] + " in"
    text = _CAME_IN_IN.sub(fix, text)
    text = _OF_THE_TWICE.sub(lambda m: m.group() if m.group() in original else m.group(1), text)
    text = _KIND_COMMA_STATE.sub(lambda m: m.group() if m.group() in original else f"{m.group(1)} in{m.group(2)}", text)
    for m in reversed(list(_TWICE.finditer(text))):
        if re.search(rf"\b{re.escape(m.group())}\b", original, re.I):
            continue
        text = text[: m.start()] + m.group(1) + text[m.end() :]
    return text


#: A form's section heading on a line of its own: "Section A. Who this concerns", "Part 2. Income", "3. Official numbers".
_HEADING = re.compile(r"^(Section |Part |)([A-Z]|\d{1,2})\.[ \t]+[A-Z][^.:\n]{0,60}$")


def _empty_sections(original: str, text: str) -> str:
    """A section heading the edit left with nothing under it goes ("Section A. Who this concerns" once its name, age
    and ID lines went), and the headings after it are lettered or numbered on in order (A, B, C; 1, 2, 3)."""
    def empty(lines: list[str]) -> set[int]:
        out = set()
        for i, line in enumerate(lines):
            if _HEADING.match(line.strip()):
                j = i + 1
                while j < len(lines) and not lines[j].strip():
                    j += 1
                if j == len(lines) or _HEADING.match(lines[j].strip()) or lines[j].startswith("-----"):
                    out.add(i)
        return out
    lines, first = text.split("\n"), original.split("\n")
    full = {x.strip() for k, x in enumerate(first) if _HEADING.match(x.strip()) and k not in empty(first)}
    gone = {i for i in empty(lines) if lines[i].strip() in full}  # a list item "1. Call us" is never a heading gone
    if not gone:
        return text
    kept = [line for i, line in enumerate(lines) if i not in gone]
    heads = [(i, _HEADING.match(line.strip())) for i, line in enumerate(kept) if _HEADING.match(line.strip())]
    labels = [m.group(2) for _, m in heads]
    order = [m.group(2) for m in (_HEADING.match(x.strip()) for x in first) if m]
    start = "A" if order and order[0] == "A" else "1" if order and order[0] == "1" else ""
    seq = [chr(ord("A") + k) if start == "A" else str(k + 1) for k in range(len(order))] if start else []
    if seq and order == seq and labels != seq[: len(labels)]:  # a run A, B, C... in the original stays a run
        for (i, m), new in zip(heads, seq, strict=False):
            line = kept[i]
            at = line.index(m.group(1) + m.group(2) + ".")
            kept[i] = line[:at] + m.group(1) + new + line[at + len(m.group(1) + m.group(2)):]
    out = "\n".join(kept)
    return re.sub(r"\n{3,}", "\n\n", out) if "\n\n\n" not in original else out


#: Sentences left with nothing but a pronoun for what an edit took out (see :func:`tidy`).
_EMPTIED = re.compile(r"(?m)(?:(?<=[.!?:] )|^)(?:We|I) (?:will|shall|can) (?:keep to|honou?r|follow|respect|stick to)"
                      r" (?:it|that|this)\.(?: |$)|(?:(?<=[.!?:] )|^)We have (?:been dealing with|been handling|handled|"
                      r"worked on|been working on) (?:this|it)\.(?: |$)")


#: The heading of a block or a report's section on a line of its own: "Other details:", "Please check:", or words
#: with one in lower case and no figure, comma or full stop ("Examination and results", "Coverage and charges"; not
#: a name, "Jared Perez", nor a letterhead's "Snapverse").
_BLOCK_HEAD = re.compile(r"^(?:[A-Z][\w'/-]*(?: [\w'/-]+){0,5}:|[A-Z][a-z'/-]*(?: [A-Za-z'/-]+)*? [a-z][a-z'/-]+"
                         r"(?: [A-Za-z'/-]+)*)$")


def _empty_blocks(original: str, text: str) -> str:
    """A block's or a section's heading that the edit left with nothing under it goes ("Please check:" once the
    date of birth under it went; "Coverage and charges" once its lines went: reader5, empty sections left behind).
    Only a heading that had lines under it in the original and that stands alone between blank lines now."""
    first = original.split("\n")
    had = {line.strip() for k, line in enumerate(first[:-1]) if first[k + 1].strip() and _BLOCK_HEAD.match(line.strip())
           and len(line.split()) <= (6 if line.rstrip().endswith(":") else 4) and (not k or not first[k - 1].strip())}
    if not had:
        return text
    lines = text.split("\n")
    gone = set()
    for i, line in enumerate(lines):
        if line.strip() not in had or (i and lines[i - 1].strip() and not lines[i - 1].startswith("-----")):
            continue
        j = i + 1
        while j < len(lines) and not lines[j].strip():
            j += 1
        if j == i + 1 and j < len(lines):  # a line follows right under it: the block holds something
            continue
        if j == len(lines) or j > i + 1:
            gone.add(i)
    if not gone:
        return text
    out = "\n".join(line for i, line in enumerate(lines) if i not in gone)
    return re.sub(r"\n{3,}", "\n\n", out) if "\n\n\n" not in original else out


_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
#: A dated entry's heading in a log or a file's notes: "Note, November 23, 2025:", "Entry 4 (June 10, 2024; phone,
#: 30 min):", "August 3, 2024 (file review, 20 min):", "May 2, 2024 — Tina Edwards, Director:".
_ENTRY_HEAD = re.compile(rf"^(?:(?:Entry|Note|Session|Visit|Update|Call|Log entry)\b[^\n]{{0,70}}|(?:{_MONTH} \d{{1,2}}"
                         r"|\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{4}-\d\d-\d\d)[^\n]{0,70})(?::|[ \t]+—)[ \t]*$")
#: A log's footer that counts its entries: "Entries on file: 7 from 03/02/2025.", "Contacts logged: 5 since ...".
_COUNT_FOOTER = re.compile(r"(?im)^([ \t]*(?:Entries on file|Contacts logged|Notes so far|Notes on file|Entries logged"
                           r"|Entries so far)[ \t]*:[ \t]*)(\d+)\b")


def _empty_entries(original: str, text: str) -> str:
    """A dated entry's heading the edit left with nothing under it goes ("Note, November 23, 2025:" once its only
    sentence went: reader10 T37), the "Entry N" numbers after it run on in order, and a footer that counts the
    entries ("Entries on file: 7") counts the ones left."""
    first = original.split("\n")
    had = {line.strip() for k, line in enumerate(first[:-1]) if _ENTRY_HEAD.match(line.strip()) and first[k + 1].strip()}
    if not had:
        return text
    lines = text.split("\n")
    gone = set()
    for i, line in enumerate(lines):
        if line.strip() not in had:
            continue
        j = i + 1
        while j < len(lines) and not lines[j].strip():
            j += 1
        if j == len(lines) or j > i + 1 or _ENTRY_HEAD.match(lines[j].strip()):
            gone.add(i)
    if not gone:
        return text
    kept = [line for i, line in enumerate(lines) if i not in gone]
    numbered = [int(m.group(1)) for x in first if (m := re.match(r"Entry (\d+)\b", x.strip())) and _ENTRY_HEAD.match(x.strip())]
    if numbered and numbered == list(range(1, len(numbered) + 1)):  # a run 1, 2, 3 ... in the original stays a run
        n = 0
        for i, line in enumerate(kept):
            if _ENTRY_HEAD.match(line.strip()) and (m := re.match(r"([ \t]*Entry )(\d+)\b", line)):
                n += 1
                kept[i] = m.group(1) + str(n) + line[m.end():]
    out = "\n".join(kept)
    out = _COUNT_FOOTER.sub(lambda m: m.group(1) + str(max(int(m.group(2)) - len(gone), 1))
                            if m.group() in original else m.group(), out)
    return re.sub(r"\n{3,}", "\n\n", out) if "\n\n\n" not in original else out


#: "She gave {X} as the ways to reach her.": a list of contacts given as the ways to reach someone.
_WAYS = re.compile(r"(?i)\b(gave|give|gives|confirmed|listed|provided|named)([ \t]+[^.;:\n]{1,80}?[ \t]+as[ \t]+the[ \t]+)ways"
                   r"(?=[ \t]+(?:to|of)\b)")


def _one_way(original: str, text: str) -> str:
    """ "She gave {X} as the ways to reach her." once all but one contact went: "as the way to reach her"."""
    def fix(m: re.Match[str]) -> str:
        if re.search(r"(?i)\b(?:and|or)\b|,", m.group(2)) or m.group() in original:
            return m.group()
        return m.group(1) + m.group(2) + "way"
    return _WAYS.sub(fix, text)


#: A chat turn: "[09:47] Sarah: It is sarah@example.com."
_TURN = re.compile(r"^\[(\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AP]M)?)\][ \t]*([^:\n]{1,40}):[ \t]*(.*)$")
#: A turn that only acknowledges the one before it.
_ACK = re.compile(r"(?i)^(?:yes|yeah|yep|no problem|okay|ok|thanks|thank you|got it|noted|right|correct|sure|great"
                  r"|perfect|that's right|that is right|i see|understood|good)\b[^?\d]{0,40}$")


def _chat_exchanges(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """A chat exchange whose answer an edit took out goes whole: the other speaker's short question just before it
    ("Can you give me your email?") and their acknowledgement just after it ("Thanks, noted."), which would
    otherwise ask or answer nothing."""
    lines = original.split("\n")
    turns = [(line, m) for line in lines if (m := _TURN.match(line))]
    if len(turns) < 3:
        return text
    out_lines = text.split("\n")
    present = set(out_lines)
    gone: set[str] = set()
    for j, (line, m) in enumerate(turns):
        stamp = f"[{m.group(1)}]"  # the speaker's name may have been edited too: the timestamp finds the turn
        if line in present or any(o.lstrip().startswith(stamp) for o in out_lines):
            continue  # kept, or changed but still there
        if j > 0:
            prev, pm = turns[j - 1]
            asks = pm.group(3).rstrip().endswith("?") or re.match(r"(?i)(?:I'll|I will|I)[ \t]+(?:also[ \t]+)?need[ \t]+"
                                                                   r"your[ \t]+[\w -]+\.?$", pm.group(3).strip())
            if (pm.group(2) != m.group(2) and asks and prev in present
                    and len(pm.group(3).split()) <= 10 and not re.search(r"[.!?]\s", pm.group(3))
                    and not _keeps(pm.group(3), keep)):
                gone.add(prev)
        if j + 1 < len(turns):
            nxt, nm = turns[j + 1]
            if nm.group(2) != m.group(2) and _ACK.match(nm.group(3).strip()) and nxt in present and not _keeps(
                    nm.group(3), keep):
                gone.add(nxt)
    return "\n".join(o for o in out_lines if o not in gone) if gone else text


#: A plain mention that stands for a contact value and says nothing on a form line: "the member's e-mail address".
_MENTION = re.compile(r"(?i)(?:(?:the|a|an|your|his|her|their|my)\s+(?:[\w'’-]+\s+){0,3}(?:phone number|e-mail address"
                      r"|website|online handle|mailing address)|on file|withheld)")
_LABEL_ITEMS = re.compile(r"(?m)^([ \t]*[A-Z][\w '()/&-]{0,40}:[ \t]+)(.+)$")
#: The same inside a prose line: "... Her ZIP code is 57216. Contact details: the member's phone number, the member's
#: e-mail address." (the label opens a sentence after another one).
_SENTENCE_LABEL = re.compile(r"(?<=[.!?][ \t])([A-Z][\w '()/&-]{0,30}:[ \t]+)([^.:\n]+\.)(?=[ \t]|$)", re.M)


def _label_lists(original: str, text: str) -> str:
    """ "Contact: 813-555-0122; the parent's e-mail address" -> "Contact: 813-555-0122"; a form line left with only
    such mentions ("Contact: The member's phone number; the member's e-mail address") goes."""
    def fix(m: re.Match[str]) -> str:
        if m.group() in original:
            return m.group()
        items = re.split(r"(\s*[;·]\s*|,?\s+(?:or|and)\s+|,\s+)", m.group(2))
        kept = [items[i] for i in range(0, len(items), 2) if not _MENTION.fullmatch(items[i].strip(" ."))]
        if len(kept) == (len(items) + 1) // 2:
            return m.group()
        if not kept:
            return "\0"
        seps = [items[i] for i in range(1, len(items), 2)] or [", "]
        return m.group(1) + seps[0].join(kept)
    def fix_sentence(m: re.Match[str]) -> str:
        out = fix(m)
        return "\1" if out == "\0" else out if out == m.group() else out.rstrip(" .") + "."

    out = re.sub(r"\0\n?", "", _LABEL_ITEMS.sub(fix, text))
    return re.sub(r"[ \t]*\x01", "", _SENTENCE_LABEL.sub(fix_sentence, out))


def leftovers(original: str, text: str) -> list[str]:
    """What :func:`tidy` removes, as found in a finished triplet (for the quality benchmark)."""
    found = empty_sentences(original, text)
    for pattern in (r"\w[ \t]+[.,;](?:\s|$)", r"[ \t,]+(?:or|and)\.(?:\s|$)"):
        found += [m.group().strip() for m in re.finditer(pattern, text) if m.group() not in original]
    return found


def _line_map(before: list[str], after: list[str]) -> dict[int, int]:
    """Which line of ``after`` each line of ``before`` became: unchanged lines as they are, and between two of them an
    edited line paired with the most alike line left there, in order; a line the edit deleted has none."""
    import difflib

    found: dict[int, int] = {}
    gaps: list[tuple[int, int, int, int]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes():
        if op == "equal" and (any(x.strip() for x in before[i1:i2]) or not gaps or gaps[-1][1] != i1):
            found.update({i1 + k: j1 + k for k in range(i2 - i1)})
        elif gaps and gaps[-1][1] == i1 and gaps[-1][3] == j1:  # "Lot 409" replaced by "Hello," beside "Hello
            gaps[-1] = (gaps[-1][0], i2, gaps[-1][2], j2)  # {Edward}," deleted: one gap, paired by likeness
        else:
            gaps.append((i1, i2, j1, j2))
    for i1, i2, j1, j2 in gaps:
        j = j1
        for i in range(i1, i2):
            if not before[i].strip():
                continue
            best, score = None, 0.45
            for k in range(j, j2):
                r = difflib.SequenceMatcher(None, before[i], after[k], autojunk=False).ratio()
                if len(after[k].strip()) > 3 and after[k].strip() in before[i]:  # "Thanks. When will X reply?" ->
                    r = max(r, 0.9)  # "Thanks.": a sentence of the line went
                if r > score:
                    best, score = k, r
            if best is not None:
                found[i], j = best, best + 1
    return found


_QUOTE = re.compile(r"^>(?: (.*))?$")


def quotes_follow(original: str, text: str) -> str:
    """A reply's quoted lines ("> ...") say what the message they quote now says: an edit made to a line is made to
    its quoted copies alike, a line that went from the message goes from the quote, and a quote left with nothing to
    quote goes with its "On ..., X wrote:" line (reader13 A: "> Good morning the Registrar," under a message that
    opens "Good morning,"; "> Hello," quoting "Dear Sir or Madam,")."""
    if "\n>" not in original:
        return text
    before, after = original.split("\n"), text.split("\n")
    source: dict[int, int] = {}  # a quoted line of the original -> the line it quotes, in an earlier message
    for q, line in enumerate(before):
        m = _QUOTE.match(line)
        if not m or not (m.group(1) or "").strip():
            continue
        top = max([i for i in range(q) if before[i].strip() == "-----"] or [0])
        src = next((i for i in range(top - 1, -1, -1) if before[i] == m.group(1)), None)
        if src is not None:
            source[q] = src
    if not source:
        return text
    where = _line_map(before, after)
    out: list[str | None] = list(after)
    inserts: dict[int, list[str]] = {}
    for q, src in source.items():
        tq, ts = where.get(q), where.get(src)
        said = after[ts] if ts is not None and after[ts].strip() and not after[ts].startswith(">") else None
        if tq is not None:
            out[tq] = ("> " + said) if said is not None else None
        elif said is not None:  # the quote lost a line its message kept: it goes back after the line above it
            prev = max((where[i] for i in range(q) if i in where), default=None)
            if prev is not None and (after[prev].startswith(">") or re.search(r"\bwrote:[ \t]*$", after[prev])):
                inserts.setdefault(prev, []).append("> " + said)
    lines: list[str] = []
    for i, line in enumerate(out):
        if line is not None:
            lines.append(line)
        lines.extend(inserts.get(i, []))
    # a quoted line the edit made that quotes no line of the messages above it: the rest of a sentence cut from its
    # quote once the line it quoted went whole ("> The debit appears." under a message that lost "The debit appears
    # under ...": too unlike its original to be paired above)
    said_lines, seen = set(before), set()
    for i, line in enumerate(lines):
        m = _QUOTE.match(line)
        if m and (m.group(1) or "").strip() and line not in said_lines and m.group(1) not in seen:
            lines[i] = ">"
        seen.add(lines[i])
    # a quote's empty ">" lines: never two together, never at a block's ends; a block with nothing left goes whole
    tidied: list[str] = []
    i = 0
    while i < len(lines):
        if not lines[i].startswith(">"):
            tidied.append(lines[i])
            i += 1
            continue
        j = i
        while j < len(lines) and lines[j].startswith(">"):
            j += 1
        block = [x for k, x in enumerate(lines[i:j]) if x.strip() != ">" or (
            k > 0 and lines[i + k - 1].strip() != ">")]
        while block and block[0].strip() == ">":
            block.pop(0)
        while block and block[-1].strip() == ">":
            block.pop()
        if block:
            tidied.extend(block)
        elif tidied and re.search(r"\bwrote:[ \t]*$", tidied[-1]):
            tidied.pop()
            while tidied and not tidied[-1].strip():
                tidied.pop()
        i = j
    result = "\n".join(tidied)
    return result if result.strip() else text


#: A greeting line: its word and whom it greets ("Good morning the Registrar," "> Hello Customer,").
_GREETING_LINE = re.compile(r"(?m)^(>?[ \t]?)(Dear|Hello|Hi|Good morning|Good afternoon|Good evening)[ \t]+([^\n,]{1,60}),"
                            r"[ \t]*$")
#: Whom a greeting may name once its person's name went: a role ("Customer", "the Registrar") or nobody in particular.
_ROLE_GREETED = re.compile(r"(?:the[ \t]+[\w' -]+|Sir or Madam|Patient|Client|Applicant|Student|Member|Parent|Customer"
                           r"|Tenant|Resident|Employee|Guest|Policyholder|Volunteer|Author|Candidate|Claimant)")


def greetings(original: str, text: str) -> str:
    """A greeting the edit changed greets its reader as a writer would: never "Good morning the Registrar," (a role
    after "the" is no way to greet; reader13 B), never "Hello Customer," (a role is said after "Dear" only), and in an
    e-mail thread, where the two sides write to each other by now, never "Dear Sir or Madam," nor "Dear Member," to
    the person who wrote the last message (reader13 G, H): "Hello,". A letter keeps "Dear Customer," (its reader's
    tie to the office, as a form letter says it)."""
    thread = _MESSAGE_BREAK in original and bool(re.search(r"(?m)^(?:From|Subject):[ \t]", original))
    said = set(original.splitlines())

    def one(m: re.Match[str]) -> str:
        if m.group() in said or not _ROLE_GREETED.fullmatch(m.group(3)):
            return m.group()
        word = m.group(2)
        if word == "Dear" and not thread:
            return m.group() if not m.group(3).startswith("the ") else f"{m.group(1)}Dear Sir or Madam,"
        return f"{m.group(1)}{'Hello' if word == 'Dear' else word},"

    return _GREETING_LINE.sub(one, text)


#: An e-mail stand-in, or a bare "an extension", among a contact line's items: they tell the reader nothing.
_EMPTY_CONTACT_ITEM = re.compile(r"(?i)(?:(?:the[ \t]+)?office['’]s[ \t]+e-?mail(?:[ \t]+address)?|(?:an?|the)[ \t]+"
                                 r"(?:contact[ \t]+|work[ \t]+|office[ \t]+)?e-?mail(?:[ \t]+address)?(?:[ \t]+on[ \t]+file)?"
                                 r"|a[ \t]+contact[ \t]+e-?mail(?:[ \t]+on[ \t]+file)?|an[ \t]+extension)")
_CONTACT_LINE = re.compile(r"(?m)^([ \t]*(?:Your contact(?: for this)?|Direct contact|Staff contact|Contact for this file"
                           r"|Handled by|Office contact|Contact person)[ \t]*:[ \t]+)([^\n]+?)[ \t]*$")


def _contact_items(value: str) -> list[str]:
    items = []
    for part in re.split(r",[ \t]*", value):
        tail = re.search(r"(?<=\S)[ \t]+(ext\.[ \t]*\d+|an[ \t]+extension)$", part)
        items.extend([part[: tail.start()], tail.group(1)] if tail else [part])
    return [x.strip() for x in items if x.strip()]


def contact_lines(original: str, text: str) -> str:
    """A staff contact line the edit changed lists who and how as items with commas: "Your contact: The office's
    e-mail address ext. 612" -> "Your contact: The office, ext. 612"; "Case handler an extension" -> "A case
    handler"; "An attorney, attorney, ext. 834" -> "An attorney, ext. 834"; "Professor Lisa Jackson ext. 442" ->
    "Professor Lisa Jackson, ext. 442" (reader13 E: a stand-in run into the next field)."""
    said = set(original.splitlines())

    def one(m: re.Match[str]) -> str:
        if m.group() in said:
            return m.group()
        items = [x for x in _contact_items(m.group(2)) if not _EMPTY_CONTACT_ITEM.fullmatch(x)]
        kept: list[str] = []
        for x in items:
            bare = re.sub(r"(?i)^(?:an?|the)[ \t]+", "", x).lower()
            prev = re.sub(r"(?i)^(?:an?|the)[ \t]+", "", kept[-1]).lower() if kept else ""
            if prev and (bare == prev or bare.endswith(" " + prev) or prev.endswith(" " + bare)):
                if len(bare) > len(prev):  # "A counselor, school counselor" -> "A school counselor"
                    article = "An" if bare[:1] in "aeiou" else "A"
                    kept[-1] = f"{article} {bare}" if re.match(r"(?i)an?[ \t]", kept[-1]) else kept[-1]
                continue
            kept.append(x)
        if kept and re.fullmatch(r"[A-Z][a-z]+(?:[ \t]+[a-z][\w-]*)+", kept[0]) and not re.match(
                r"(?:An?|The)[ \t]", kept[0]):  # "Case handler" said as a name -> "A case handler"
            low = kept[0][:1].lower() + kept[0][1:]
            kept[0] = ("An " if low[:1] in "aeiou" else "A ") + low
        if not kept or re.fullmatch(r"ext\.[ \t]*\d+", kept[0]):
            kept.insert(0, "The office")
        return m.group(1) + ", ".join(kept)

    return _CONTACT_LINE.sub(one, text)


#: A letterhead said as a bare kind of body on the record's first line ("A law firm", "The community college").
_KIND_LETTERHEAD = re.compile(r"\A(An?|The)[ \t]+([a-z][a-z' -]{2,50})[ \t]*(?:\n|\Z)")


def kind_letterhead(original: str, text: str) -> str:
    """No issuer prints "A law firm" at the head of its letter (reader13 F): a letterhead generalised to its kind is
    titled as a letterhead is ("Law Firm" over the town line and phone that stay), and goes where nothing of its block
    is left under it (the letter then opens on its date, as one on plain paper does)."""
    m = _KIND_LETTERHEAD.match(text)
    if not m or original.startswith(m.group().rstrip("\n")):
        return text
    rest = text[m.end():]
    if not rest.strip() or rest.startswith("\n"):
        return rest.lstrip("\n")
    title = " ".join(w if w in ("of", "and", "for") else w[:1].upper() + w[1:] for w in m.group(2).split())
    return title + "\n" + rest


#: "Direct line: ext. 772" once the number went; "Staff contact: A team member" once the name did (reader14 F).
_ORPHAN_LABEL = re.compile(r"(?im)^[ \t]*(?:(?:direct[ \t]+line|phone|tel|telephone|office|desk|mobile|cell)\.?[ \t]*:?"
                           r"[ \t]*(?:ext|extension|x)\.?[ \t]*\d{1,6}|(?:staff|direct|your|office|main)[ \t]+contact[ \t]*:"
                           r"[ \t]*(?:a|an)[ \t]+[a-z][a-z -]*)[ \t]*\n")
#: A town, state or ZIP code left after a mailing route once the street before them went: "A paper copy follows by
#: mail, Reynolds, GA 31076." (reader14 C); "write to us, Erwin, TN 37650."; and any word followed by a bare state and
#: ZIP code: "mail a note, MO 64147." (s24 lead). ``route`` or ``word`` is what stays.
_MAIL_TOWN = re.compile(r"(?P<route>\b(?:by[ \t]+(?:mail|post|courier)|(?:write|send[ \t]+(?:it|them|a[ \t]+note)|mail[ \t]+"
                        r"(?:it|a[ \t]+note)|return[ \t]+(?:it|the[ \t]+form))[ \t]+to[ \t]+us))(?:,[ \t]+(?:to[ \t]+)?[A-Z]"
                        r"[\w.' -]*?)?,[ \t]+[A-Z]{2}(?:[ \t]+(?P<zip>\d{5})(?:-\d{4})?)?(?=[.;])"
                        r"|(?P<word>\b[a-z]+),[ \t]+[A-Z]{2}[ \t]+(?P<zip2>\d{5})(?:-\d{4})?(?=[.;!?]|$)", re.M)
#: "Your first day will be September 2024." once the day went: a day said as its month (reader14 D).
_DAY_AS_MONTH = re.compile(rf"\b((?:day|date|appointment|hearing|deadline|visit|start)[ \t]+(?:will[ \t]+be|is|was))[ \t]+"
                           rf"({_MONTH}[ \t]+\d{{4}})\b(?![,\d])")
#: "Her application is filed under an ID number." / "His HR records are kept under an ID number.": a sentence whose only
#: fact is that a number exists (reader14 E).
_UNDER_A_NUMBER = re.compile(r"(?m)(?:(?<=[.!?][ \t])|^)[A-Z][^.!?\n]{0,80}?\b(?:is|are|was|were)[ \t]+(?:filed|kept|listed"
                             r"|held|stored|recorded|registered)[ \t]+(?:in[ \t]+[^.!?\n]{0,30}?[ \t]+)?under[ \t]+(?:an?[ \t]+)"
                             r"(?:ID[ \t]+number|reference(?:[ \t]+number)?|case[ \t]+number|account[ \t]+number)\.(?:[ \t]+|$)")
#: "Note the applicant's confirmation number as proof of filing." in a letter to the applicant: their own number.
_ROLES_OWN = re.compile(r"\b([Kk]eep|[Nn]ote|[Ss]ave|[Qq]uote|[Uu]se)[ \t]+the[ \t]+(?:applicant|client|member|patient|"
                        r"student|account[ \t]+holder|customer|employee)'s[ \t]+")


_DECADES = {w: f"{n}s" for n, w in zip(range(20, 100, 10), "twenties thirties forties fifties sixties seventies eighties"
                                                             " nineties".split(), strict=True)}
#: A date of birth that went beside the age said in general words: "Date of birth: A date (in her forties)" (s22).
_DOB_AS_AGE = re.compile(r"(?im)^([ \t]*)(?:date of birth|DOB|D\.O\.B\.|birth date|born)[ \t]*:[ \t]*(?:an?|the)[ \t]+"
                         r"(?:date|day)[ \t]*\(((?:in[ \t]+(?:his|her|their)[ \t]+)?(?:(?:early|mid|late)[ \t-]+)?(\w+))\)[ \t]*$")
#: A subject line's " — Candace Smith" said as a role: "Re: Your request: next steps — the holder" (the role adds nothing).
_SUBJECT_ROLE_TAIL = re.compile(r"(?m)^((?:Re|RE|Subject|Regarding)[ \t]*:[^\n]*?\S)[ \t]+[—–][ \t]+the[ \t]+[a-z]+"
                                r"(?:[ \t]+[a-z]+)?[ \t]*$")


#: An address field left holding its state's code alone: "Home: NH", "Street address: VA".
_STATE_ONLY_FIELD = re.compile(r"(?m)^([ \t]*(?:(?:Street|Home|Mailing|Postal|Residential|Current)[ \t]+address|Address"
                               r"|Home|Residence|Lives in)[ \t]*:[ \t]*)([A-Z]{2})[ \t]*$")


#: An address in a sentence left with its state and ZIP code once its town went: "send a letter to 1037 Main St, Suite
#: 1274, MI 49505." (the ZIP code names the town again).
_TOWNLESS_ZIP = re.compile(r"(\d[^,\n]{2,40}(?:,[ \t]+(?:Suite|Floor|Unit|Room|Apt\.?|Building)[ \t]+[\w-]+)?),[ \t]+"
                           r"([A-Z]{2})[ \t]+(\d{5})(?:-\d{4})?\b")



def _townless_zips(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """An address whose town the edit took out keeps its state in full, not a ZIP code that names the town again
    ("1037 Main St, Suite 1274, MI 49505" -> "1037 Main St, Suite 1274, Michigan"): only where the original said a
    town between them (s24: 1 vanilla row of 1,000 leaked its town by the office's ZIP code this way)."""
    def fix(m: re.Match) -> str:
        if m.group() in original or any(m.group(3) in k for k in keep) or not re.search(
                re.escape(m.group(1)) + r",[ \t]+[A-Z][\w .'’-]{1,40},[ \t]+" + m.group(2) + r"\b", original):
            return m.group()
        return f"{m.group(1)}, {block_place(m.group(2))}"
    return _TOWNLESS_ZIP.sub(fix, text)


def _state_only_fields(original: str, text: str) -> str:
    """An address field the edit cut to a state's code (s24: "Home: NH"; "Street address: VA" over "State: VA") says
    its state in full as an address block does ("Home: New Hampshire"), and goes where a "State:" field beside it says
    the same. Only where the edit made the line."""
    lines = text.split("\n")
    out: list[str] = []
    for i, line in enumerate(lines):
        m = _STATE_ONLY_FIELD.fullmatch(line)
        if not m or line in original.split("\n"):
            out.append(line)
            continue
        near = lines[max(0, i - 3) : i] + lines[i + 1 : i + 4]
        if any(re.fullmatch(rf"[ \t]*State[ \t]*:[ \t]*(?:{m.group(2)}|{re.escape(block_place(m.group(2)))})[ \t]*", x)
               for x in near):
            continue
        out.append(m.group(1) + block_place(m.group(2)))
    return "\n".join(out)


def reader14_leftovers(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """Stand-ins that leave a fragment (reader14 C, D, E, F): an extension or a bare role under a contact label, a town
    after "by mail," once its street went, a month where a day was said, a sentence that only says a number exists.
    Each fix applies only where the edit made the wording (it is not in ``original``)."""
    text = _ORPHAN_LABEL.sub(lambda m: m.group() if m.group() in original or any(  # a kept extension stays
        k and k in m.group() for k in keep) else "", text)
    text = _MAIL_TOWN.sub(lambda m: m.group() if m.group() in original or m.group("zip2") and any(  # a kept ZIP code
        m.group("zip2") in k for k in keep) else m.group("route") or m.group("word"), text)  # after a bare word stays
    text = _DAY_AS_MONTH.sub(lambda m: m.group() if m.group() in original else m.group(1) + " in " + m.group(2), text)
    text = _UNDER_A_NUMBER.sub(lambda m: m.group() if m.group().strip() in original else "", text)
    text = _DOB_AS_AGE.sub(lambda m: m.group() if m.group() in original else  # "Date of birth: A date (in her
                           f"{m.group(1)}Age: {_DECADES.get(m.group(3), m.group(2))}", text)  # forties)" -> "Age: 40s"
    text = _SUBJECT_ROLE_TAIL.sub(lambda m: m.group() if m.group() in original else m.group(1), text)
    text = _state_only_fields(original, text)
    text = _townless_zips(original, text, keep)
    return _ROLES_OWN.sub(lambda m: m.group() if m.group() in original or not re.search(
        rf"(?i)\b{m.group(1)}[ \t]+your\b", original) else m.group(1) + " your ", text)


#: Words that say nothing of a fact by themselves: a restatement is judged on the others.
_PLAIN_WORDS = frozenset("""the and for with from that this these those into onto over under after before about their
there which while were was have has had been being your yours our ours his her hers its they them then than when what
where who whom will would could should shall also only just more most some such very each other said says made make
does done upon within without through during between because since until still even""".split())


def _fact_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z][a-z'-]*[a-z]", text.lower()) if len(w) >= 4 and w not in _PLAIN_WORDS]


def _same_word(a: str, b: str) -> bool:
    return a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)))


def restates(sentence: str, value: str) -> bool:
    """Whether ``sentence`` tells the free-text fact ``value`` again in its own words (reader14 H: "Reason: tear of the
    anterior cruciate ligament" beside a dropped "anterior cruciate ligament reconstruction"; T2: "He reported reading a
    multi-factor code aloud to a caller" beside a dropped "multi-factor code was read out before the call felt
    wrong"): two of its content words side by side, and three in five of them in all. Names, numbers and addresses are
    found by their values, not here."""
    if re.search(r"[\d@/]", value) or len(value.split()) < 3:
        return False
    words = value.split()
    if sum(w[:1].isupper() for w in words) * 2 > len(words):  # a body's or a title's name, not a fact said in words
        return False
    own, said = _fact_words(value), _fact_words(sentence)
    if len(own) < 2:
        return False
    matched = [w for w in own if any(_same_word(w, x) for x in said)]
    pair = any(_same_word(own[i], said[j]) and _same_word(own[i + 1], said[j + 1])
               for i in range(len(own) - 1) for j in range(len(said) - 1))
    return pair and len(matched) * 5 >= len(own) * 3 and len(matched) >= 2


#: A form field: "Reason: tear of the anterior cruciate ligament".
_FIELD_LINE = re.compile(r"^[ \t]*[A-Z][\w ()/'-]{0,40}:[ \t]+[a-z]")
#: Lines a restatement is never cut from: headers, quotes (they follow their message), table rows, headings.
_NOT_PROSE_LINE = re.compile(r"^[ \t]*(?:>|\||(?:From|To|Cc|Bcc|Subject|Date|Sent|Re|RE)[ \t]*:|#)")


def restated_drops(original: str, text: str, dropped: list[str], keep: list[str]) -> str:
    """A dropped fact that a kept sentence still tells in other words goes with that sentence (reader14 H): the
    sentence, or its line where it is the line's only sentence or a form field's value ("Reason: ..."). A sentence
    holding a value to keep stays (the row is then hard), and so does anything the original did not say."""
    values = [v for v in dropped if v and v.strip() and v.lower() not in text.lower()]
    if not values:
        return text
    kept = [k.lower() for k in keep if k and k.strip()]
    out: list[str] = []
    for line in text.split("\n"):
        if not line.strip() or _NOT_PROSE_LINE.match(line) or line not in original or not (
                re.search(r"[a-z][.!?][\"”)]?[ \t]*$|[a-z][.!?][ \t]", line) or _FIELD_LINE.match(line)):  # a heading
            out.append(line)
            continue
        parts = re.split(r"(?<=[.!?])[ \t]+(?=[A-Z\"“])", line)
        left = [p for p in parts if any(k in p.lower() for k in kept) or not any(restates(p, v) for v in values)]
        if len(left) == len(parts):
            out.append(line)
        elif left and not _FIELD_LINE.match(line):
            indent = re.match(r"[ \t]*", line).group()
            out.append(indent + " ".join(p.strip() for p in left))
        else:
            out.append(None)  # the line goes, and a paragraph it was alone in with it
    if None not in out and out == text.split("\n"):
        return text
    lines: list[str] = []
    for i, x in enumerate(out):
        if x is None:
            continue
        if x == "" and i and out[i - 1] is None and lines and lines[-1] == "":
            continue  # the blank line under a paragraph that went
        lines.append(x)
    return "\n".join(lines)


#: A postal route whose street went, said as "an address in <place>" (reader15: "write to us at an address in Tucson,
#: AZ 85706.", "A paper copy also goes by mail to an address in VA."): ``lead`` is the sentence up to the route.
_ROUTE_TO_PLACE = re.compile(r"(?m)(?P<lead>(?:(?<=[.!?][ \t])|^)[^.!?\n]*?)[ \t]+(?:to|at)[ \t]+an?[ \t]+(?:(?:home|street"
                             r"|mailing|postal)[ \t]+)?address[ \t]+in[ \t]+(?P<place>[A-Z][^.;!?\n]*?)(?=[.;!?])")
#: A route that asks the reader to write to the office: said as a letter to "us" once its address went.
_TO_US = ((re.compile(r"(?i)\bwrite(?:[ \t]+to[ \t]+us)?$"), "write to us by post"),
          (re.compile(r"(?i)\bmail[ \t]+a[ \t]+note$"), "mail us a note"),
          (re.compile(r"(?i)\bsend[ \t]+a[ \t]+letter$"), "send us a letter"),
          (re.compile(r"(?i)\b(send|return|mail)[ \t]+(it|them|the[ \t]+form)$"), r"\1 \2 to us by post"))
_MAIL_WORD = re.compile(r"(?i)\b(?:mail\w*|post|letters?|write|send|sent|note|copy|reach(?:es)?[ \t]+(?:me|us))\b")


def _route_to_place(m: re.Match[str], keep: Sequence[str] = ()) -> str:
    lead, place = m.group("lead"), m.group("place")
    if not _MAIL_WORD.search(lead):
        return m.group()
    kept = any(k and k in place for k in keep)  # a place the user keeps stays, said as a route names a place
    if re.search(r"(?i)\breach(?:es)?[ \t]+me$", lead):  # "Post reaches me at {an address in Atlanta, GA 30346}."
        place = place if kept else re.sub(r"[ \t]+\d{5}(?:-\d{4})?$", "", place)
        return f"{lead} at my home in {place}"
    for pattern, said in _TO_US:
        found = pattern.search(lead)
        if found:  # "send a letter to our office in Wakpala." where the town is kept
            return lead + f" to our office in {place}" if kept else lead[: found.start()] + found.expand(said)
    return f"{lead} to {place}" if kept else lead  # "A paper copy also goes by mail." / "... by mail to Saint Louis,
    # MO 63108." where the town is kept


#: A witness's answer given as a stand-in: "A: An address in Fair Grove, MO 65648." -> "A: In Fair Grove, Missouri."
_SPOKEN_ADDRESS = re.compile(r"(?m)^(A:[ \t]+)An?[ \t]+(?:(?:home|street|mailing)[ \t]+)?address[ \t]+in[ \t]+"
                             r"(?:(?P<town>[A-Z][^,\n]*?),[ \t]+)?(?P<state>[A-Z]{2}|[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?)"
                             r"(?:[ \t]+\d{5}(?:-\d{4})?)?\.[ \t]*$")
#: A caption's party said as a role: "The client, Plaintiff, v. Nancy Cabrera, Defendant." -> "Plaintiff v. ...".
_CAPTION_ROLE = re.compile(r"(?m)^(?:The|A|An)[ \t]+[a-z]+(?:[ \t]+[a-z]+)?,[ \t]+(Plaintiff|Petitioner|Claimant|Appellant"
                           r"|Respondent|Defendant)s?(,[ \t]+(?:v\.|vs\.)|,?[ \t]*$)")
#: A stand-in left alone on a line: "A case number", "Your case number", "An educational institution" (letterhead,
#: caption or signature), "A witness" under a signature rule.
_ORPHAN_STANDIN = re.compile(r"(?:An?|Your)[ \t]+((?![a-z-]*[ \t]+(?:is|are|was|were|has|have|will|can)\b)[a-z][a-z-]*"
                             r"(?:[ \t]+(?!(?:is|are|was|were|has|have|will|can)\b)[a-z][a-z-]*){0,2})")  # no sentence
#: "An academic advisor is listed as your advisor." / "A team captain is captain of the side that you play for." /
#: "Academic advising for you is done by an advisor.": the stand-in says its own role again (reader15 tautologies).
_LISTED_AS_OWN = re.compile(r"(?m)(?:(?<=[.!?][ \t])|^)(?P<art>An?)[ \t]+(?P<adj>(?:[a-z-]+[ \t]+){0,2}?)(?P<noun>[a-z-]{4,})"
                            r"[ \t]+(?:is|was)[ \t]+(?:listed|named|recorded|given|shown|set[ \t]+down)[ \t]+as[ \t]+your"
                            r"[ \t]+(?:[a-z-]+[ \t]+)?(?P=noun)\.")
_ROLE_OF_OWN = re.compile(r"(?m)(?:(?<=[.!?][ \t])|^)(?P<art>An?)[ \t]+(?P<adj>(?:[a-z-]+[ \t]+){0,2}?)(?P<noun>[a-z-]{4,})"
                          r"[ \t]+(?:is|was)[ \t]+(?:the[ \t]+)?(?P=noun)[ \t]+(?:of|for)[ \t]+(?P<rest>[^.!?\n]{3,80})\.")
_DONE_BY = re.compile(r"(?m)(?:(?<=[.!?][ \t])|^)(?P<what>[A-Z][a-z]+(?:[ \t]+[a-z]+){0,3})[ \t]+for[ \t]+you[ \t]+(?:is|was)"
                      r"[ \t]+(?:done|handled|carried[ \t]+out|provided)[ \t]+by[ \t]+(?P<who>an?[ \t]+[a-z][a-z -]{2,40})\.")
#: "born 07/27/1971 (age in his fifties)": an age said in words is no longer an "age N" figure.
_AGE_IN_WORDS = re.compile(r"\(age[ \t]+(in[ \t]+(?:his|her|their)[ \t]+[a-z-]+)\)")
#: "HR opened file {her case number} for her." / "Copy for X, file {a case number}": a file named by its number.
_FILE_STANDIN = re.compile(r"(?P<comma>,[ \t]+)?\bfile[ \t]+(?:her|his|their|your|the|a|an)[ \t]+(?:[a-z]+[ \t]+)?"
                           r"(?:number|reference|ID)\b")
#: "a cumulative GPA of a C to B average": a band said as a band.
_GPA_OF_BAND = re.compile(r"\b(GPA|grade point average)[ \t]+of[ \t]+(?:(?:an?[ \t]+)(?P<band>[A-Z](?:[ \t]+to[ \t]+[A-Z])?)"
                          r"(?:-range)?[ \t]+average|(?P<below>below[ \t]+an?[ \t]+[A-Z][ \t]+average))")
#: "The hospital social worker, a social worker, joined": an appositive stand-in that says its head noun again.
_APPOSITIVE_AGAIN = re.compile(r"\b(?P<np>(?:the|a|an|[Tt]he|An?)[ \t]+(?:[a-z-]+[ \t]+){0,3}?(?P<head>[a-z-]+(?:[ \t]+[a-z-]+)?))"
                               r",[ \t]+(?:a|an|the)[ \t]+(?P=head),[ \t]+")


def _orphan_lines(original: str, text: str) -> str:
    """A stand-in the edit left alone on a line of a letterhead, a caption or a signature block ("A case number", "An
    educational institution" under "Cody Alvarez, Principal") goes with its line; one standing for a signatory's role
    under a signature rule ("Crystal Green, witness" -> "A witness") says the role as a caption does ("Witness")."""
    said = set(original.split("\n"))
    lines = text.split("\n")
    out: list[str] = []
    for i, line in enumerate(lines):
        m = _ORPHAN_STANDIN.fullmatch(line.strip())
        if not m or line in said:
            out.append(line)
            continue
        prev = next((x.strip() for x in reversed(lines[:i]) if x.strip()), "")
        role = m.group(1)
        if re.fullmatch(r"_{5,}", prev) and re.search(rf"(?im)^[^\n]*,[ \t]+{re.escape(role)}[ \t]*$", original):
            out.append(line[: len(line) - len(line.lstrip())] + role[:1].upper() + role[1:])
            continue
        top = sum(1 for x in lines[:i] if x.strip()) < 6
        signed = re.fullmatch(r"_{5,}|[A-Z][\w.'’-]*(?:[ \t]+[A-Z][\w.'’-]*){0,3}(?:,[ \t]+[A-Z][\w .'-]{2,40})?", prev)
        if top or signed or "case" in role or "number" in role:
            continue
        out.append(line)
    return "\n".join(out)


def _unanswered_questions(original: str, text: str) -> str:
    """A transcript's question whose answer the edit took out goes with it ("Q: Kindly state your full name for the
    record." over nothing): no transcript records a question and then the next one."""
    if "\nQ:" not in original or "\nA:" not in original:
        return text
    before = original.split("\n")
    answered = {before[i] for i in range(len(before) - 1) if before[i].startswith("Q:") and before[i + 1].startswith("A:")}
    lines = text.split("\n")
    out = [line for i, line in enumerate(lines) if not (
        line in answered and (i + 1 == len(lines) or not lines[i + 1].startswith("A:")))]
    return "\n".join(out)


#: A transcript's speaker label: "THE COURT:", "DEFENSE COUNSEL:", "Q:".
_SPEAKER = re.compile(r"^((?:THE[ \t]+)?[A-Z][A-Z .'-]{0,30}:[ \t]+)")
#: "a sworn statement from the defendant's former roommate a witness." once the name after the role went.
_ROLE_THEN_STANDIN = re.compile(r"('s[ \t]+(?:[a-z-]+[ \t]+)?[a-z-]+)[ \t]+(?:a|an)[ \t]+(?:witness|person|individual|relative"
                                r"|friend|neighbor|colleague)(?=[.,;])")


def _speaker_labels(original: str, text: str) -> str:
    """A transcript's line whose first sentence the edit cut keeps its speaker ("THE COURT: I note ... X. Bail is set"
    -> "THE COURT: Bail is set", not "Bail is set" with no one saying it: s24/s25 seed 5353)."""
    before = [line for line in original.split("\n") if _SPEAKER.match(line)]
    if len(before) < 3:
        return text
    said = set(original.split("\n"))
    out = []
    for line in text.split("\n"):
        if line.strip() and line not in said and not _SPEAKER.match(line):
            whose = next((o for o in before if o.endswith(" " + line.strip()) and len(o) > len(line)), None)
            if whose:
                line = _SPEAKER.match(whose).group(1) + line.strip()
        out.append(line)
    return "\n".join(out)


def reader15_leftovers(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """Stand-ins that no careful redactor writes (reader15's triplet classes): a postal route to "an address in
    <place>", a stand-in as a witness's verbatim answer, a caption party as "The client, Plaintiff", a stand-in alone
    on a line, an unanswered question, a stand-in that names its own role again, "(age in his fifties)", "file her case
    number", "a GPA of a C to B average", "The hospital social worker, a social worker,". Each fix applies only where
    the edit made the wording (it is not in ``original``)."""
    def new(m: re.Match[str]) -> bool:
        return m.group() not in original and not any(k and k in m.group() for k in keep)

    text = _ROUTE_TO_PLACE.sub(lambda m: _route_to_place(m, keep) if m.group() not in original else m.group(), text)
    text = _SPOKEN_ADDRESS.sub(lambda m: m.group() if not new(m) else m.group(1) + "In " + ", ".join(
        x for x in (m.group("town"), block_place(m.group("state"))) if x) + ".", text)
    caption = _CAPTION_ROLE.search(text)
    if caption and new(caption):
        tail = " v." if "v" in caption.group(2) else caption.group(2).strip()  # "The parent, Petitioner," alone
        text = text[: caption.start()] + caption.group(1) + tail + text[caption.end():]  # on its line: "Petitioner,"
        if caption.group(1) in ("Plaintiff", "Petitioner", "Claimant"):  # "Deposition of the client" -> "... plaintiff"
            text = re.sub(r"(?m)^(Deposition|Testimony|Statement) of the (?:client|member|applicant|individual)\b",
                          lambda m: f"{m.group(1)} of the {caption.group(1).lower()}", text)
    text = _orphan_lines(original, text)
    text = _speaker_labels(original, text)
    text = _ROLE_THEN_STANDIN.sub(lambda m: m.group() if not new(m) else m.group(1), text)
    text = _unanswered_questions(original, text)
    text = _LISTED_AS_OWN.sub(lambda m: m.group() if not new(m) else
                              f"You have {m.group('art').lower()} {m.group('adj')}{m.group('noun')}.", text)
    text = _ROLE_OF_OWN.sub(lambda m: m.group() if not new(m) else
                            f"{m.group('rest')[:1].upper()}{m.group('rest')[1:]} has {m.group('art').lower()} "
                            f"{m.group('adj')}{m.group('noun')}.", text)
    text = _DONE_BY.sub(lambda m: m.group() if not new(m) else
                        f"{m.group('who')[:1].upper()}{m.group('who')[1:]} handles your {m.group('what').lower()}.", text)
    text = _AGE_IN_WORDS.sub(lambda m: m.group() if not new(m) else f"({m.group(1)})", text)
    text = _FILE_STANDIN.sub(lambda m: m.group() if not new(m) else "" if m.group("comma") else "a file", text)
    text = _GPA_OF_BAND.sub(lambda m: m.group() if not new(m) else f"{m.group(1)} " + (
        m.group("below") if m.group("below") else f"in the {m.group('band')} range"), text)
    text = _APPOSITIVE_AGAIN.sub(lambda m: m.group() if not new(m) else m.group("np") + " ", text)
    # "A: Yes, (769) 555-0128." -> "A: Yes": an answer the edit cut keeps its full stop
    said = set(original.split("\n"))
    return re.sub(r"(?m)^(A:[ \t]+[^\n]*?[A-Za-z0-9)])[ \t]*$", lambda m: m.group() if m.group() in said else m.group(1)
                  + ".", text)


#: A contact channel said as a stand-in where a help line or a contact cell had the office's or person's own address.
_MAIL_STANDIN_ROUTES = (
    (re.compile(r"\b([Ww])rite to an e-mail address\b"), r"\1rite to us by e-mail"),  # "write to {x@y} or phone"
    (re.compile(r"(?<=\? )An e-mail address\b"), "E-mail us"),  # "Stuck on a question? {x@y} (please give ...)"
    (re.compile(r"(?m)^([A-Z][\w' ]{2,30}:[ \t]+)An e-mail address\b"), r"\1by e-mail"),  # "Questions: {x@y} (...)"
    (re.compile(r"\b(?:addressed|sent|forwarded) to an e-mail address\b"), "sent by e-mail"),
    (re.compile(r"\b(available|help|answers?) from an e-mail address\b"), r"\1 by e-mail"),
)
#: A "phone the number above" whose number went: the office is called, not a number no longer printed.
_NUMBER_ABOVE = re.compile(r"\b([Cc]all|[Pp]hone|[Rr]ing) (?:the|our) (?:number|line) above\b")
#: A contact cell the edit emptied or said as a bare mention, in a "Label: X | Y | preferred: Z" line.
_CELL_STANDIN = re.compile(r"(?i)^(?:-|–|(?:a|an|your|the) (?:phone number|e-mail address|contact e-mail|e-mail))$")
#: "A therapist I see, keeps telling me": the name before the comma went, the clause after it stays.
_ROLE_CLAUSE_COMMA = re.compile(r"\b([Aa]) ([a-z]+(?: [a-z]+)?) (I|we) (see|saw|work with|talk to|trust|met), "
                                r"([a-z]+s|has|is|was)\b")
#: "I am writing this, which seemed as good a place as any.": the place went, the clause about it points at nothing.
_WRITING_HERE = re.compile(r"(?m)(?:(?<=[.!?] )|^)I am writing this(?:,[ \t]+which[^.!?\n]*)?[.!?](?: |$)")
#: "Mr. Cox presented." / "Ms. Green is covered.": what followed the verb went, nothing is said.
_BARE_CLINICAL = re.compile(r"(?m)(?:(?<=[.!?] )|^)(?:Mr|Ms|Mrs|Mx|Dr)\. [A-Z][\w'-]+ (?:presented|is covered|was "
                            r"covered|is insured)\.(?: |$)")
#: A form's contact line whose named contact went: "Direct contact: A recruiter, ext. 523" -> "Recruiter, ext. 523",
#: as an office lists a role it routes to.
_CONTACT_ROLE = re.compile(r"(?m)^((?:Direct contact|Your contact|Handled by|Contact for this file|Questions to|"
                           r"Contact|Assigned to|Caseworker|Case handler)[ \t]*:[ \t]+)An? ([a-z][a-z -]{2,40}?)(?=,|$)")
#: A lawyer's bare title left on a signature block once the name before it went ("Attorney at Law" alone under the
#: rule, over the firm or "Counsel for the Plaintiff"): a redactor takes the title with the name.
_LEGAL_TITLE = re.compile(r"(?i)^(?:attorney at law|attorney|esq\.?|associate attorney|managing partner|senior partner"
                          r"|partner|associate|of counsel|counsel|paralegal|senior associate|staff attorney)$")
_SIGN_RULE = re.compile(r"^_{5,}$")
_REACH_OR = re.compile(r"(?<=, )((?:reach|call|phone|ring|contact) (?:the team|us|our staff|the office|our office)),? or "
                       r"(?=(?:send|write|mail|e-mail|come|visit|drop)\b)")
_OPPOSING_AS_ROLE = re.compile(r"\b[Tt]he opposing party,[ \t]+(Plaintiffs?|Defendants?|Respondents?|Petitioners?|"
                               r"Claimants?|Released Party|Appellees?|Appellants?)\b")
_OPPOSING_DEFINED = re.compile(r"\bthe opposing party[ \t]+\(the[ \t]+[\"“]([A-Z][\w ]{2,30})[\"”]\)")


def _pipe_contacts(line: str) -> str:
    """ "We have you at: +1 901 555 0156 | - | preferred: phone" -> "... +1 901 555 0156 and e-mail | preferred: ...":
    a contact cell the edit emptied is said as the channel it was, once (reader16 T10: a "generic mention" asked for)."""
    m = re.match(r"([A-Z][^|\n:]{2,40}:[ \t]+)(.*)$", line)
    if not m or "|" not in m.group(2):
        return line
    cells = [c.strip() for c in m.group(2).split("|")]
    gone = [c for c in cells if _CELL_STANDIN.match(c)]
    if not gone:
        return line
    channels = []
    for i, c in enumerate(cells):
        if _CELL_STANDIN.match(c):
            word = "phone" if "phone" in c.lower() else "e-mail" if "mail" in c.lower() else (
                "phone" if i == 0 else "e-mail")
            if word not in channels:
                channels.append(word)
    real = [c for c in cells if not _CELL_STANDIN.match(c) and not re.match(r"(?i)prefer", c)]
    rest = [c for c in cells if re.match(r"(?i)prefer", c)]
    said = " and ".join(channels)
    first = f"{' and '.join(real)} and {said}" if real else said
    return m.group(1) + " | ".join([first, *rest])


def _signoff_office(original: str, text: str) -> str:
    """ "Kind regards,\\nAccount Specialist" alone once the signer's name went: the sign-off keeps the office ("Account
    Specialist, Tri-County Savings Bank"), as the message's own From line names it; "On ..., the Account Specialist
    wrote:" names the office as its From line does (reader16 T1)."""
    def office_of(lines: list[str], at: int) -> str | None:
        for j in range(at, -1, -1):  # the From line of the message the line is in
            m = re.match(r"From:[ \t]+([^<\n]+?)[ \t]*$", lines[j])
            if m:
                who = m.group(1).strip()
                if (re.match(r"(?i)(?:the|an?)\b", who) or len(who.split()) < 2 or "@" in who
                        or re.fullmatch(r"[A-Z][a-z]+ (?:[A-Z]\. )?[A-Z][\w'-]+", who)):
                    return None  # a person, or a stand-in ("A client of the law firm")
                return who
            if lines[j].startswith("From:"):
                return None
        return None

    said = set(original.split("\n"))
    lines = text.split("\n")
    for i in range(1, len(lines)):
        ln = lines[i].strip()
        if ln in said or not _CLOSING.match(lines[i - 1]) or not re.fullmatch(
                r"[A-Z][\w-]*(?: (?:of |and |for )?[A-Z][\w-]*){0,4}", ln):
            continue
        if not re.search(rf"(?m)^[^\n]+,[ \t]+{re.escape(ln)}[ \t]*$", original):
            continue  # the record's own bare title
        nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if nxt and not re.match(r"(?:\d|-----|On |Tel|Hours|Open|Mon|[A-Z][a-z]+(?: [A-Z][a-z]+)*, [A-Z]{2}\b|>)", nxt):
            continue  # an office line follows: "Account Specialist\nTri-County Savings Bank" reads as it should
        office = office_of(lines, i)
        if office and office not in ln:
            lines[i] = f"{lines[i].rstrip()}, {office}"
    text = "\n".join(lines)
    offices = [w for w in (office_of([ln], 0) for ln in text.split("\n") if ln.startswith("From:")) if w]
    if len(set(offices)) != 1:
        return text
    office = offices[0]
    return re.sub(r"(?m)^(On [^\n]{4,80}?,[ \t]+)the ((?:[A-Z][\w-]*)(?: (?:of |and )?[A-Z][\w-]*){0,4})([ \t]+wrote:[ \t]*)$",
                  lambda m: m.group() if m.group() in said or not re.search(
                      rf"(?m)^[^\n]+,[ \t]+{re.escape(m.group(2))}[ \t]*$", original)
                  else m.group(1) + office + m.group(3), text)


def _orphan_legal_titles(original: str, text: str) -> str:
    """ "______\\nAttorney at Law\\nAssociate Attorney\\nAttorneys for the Respondent" once both names went: the bare
    titles go with their names, the block keeps whom it signs for (reader16 T6)."""
    said = set(original.split("\n"))
    lines = text.split("\n")
    out: list[str] = []
    for i, ln in enumerate(lines):
        if ln not in said and _LEGAL_TITLE.match(ln.strip()):
            j = len(out) - 1
            while j >= 0 and _LEGAL_TITLE.match(out[j].strip()) and out[j] not in said:
                j -= 1
            nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
            block = j >= 0 and (_SIGN_RULE.match(out[j].strip()) or out[j].rstrip().endswith("by:") or re.fullmatch(
                r"[A-Z][\w.' -]+,[ \t]+[A-Z][\w.' -]+", out[j].strip()))  # under the rule, "Prepared by:" or a signer
            if block and nxt and not re.match(r"(?i)date\b", nxt):
                continue
        out.append(ln)
    text = "\n".join(out)
    # "Prepared by:" whose names and titles all went: the line says nothing over the file number under it
    return re.sub(r"(?m)^[^\n]*\b[Pp]repared by:[ \t]*\n(?=((?:File|Our file|Ref|Reference)[^\n]*:))",
                  lambda m: m.group() if m.group() + m.group(1) in original else "", text)


def reader16_leftovers(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """Stand-ins no careful redactor writes (reader16's triplet classes and the s26 read): a help line routed to "an
    e-mail address"; "call the number above" once the number went; a contact cell said as "-" or "A phone number";
    "A therapist I see, keeps"; "I am writing this, which seemed as good a place as any." once the place went; "Mr.
    Cox presented."; "Direct contact: A recruiter,"; a sign-off's bare title without its office; a lawyer's bare
    title on a signature block. Each fix applies only where the edit made the wording (it is not in ``original``)."""
    def new(m: re.Match[str]) -> bool:
        return m.group() not in original and not any(k and k in m.group() for k in keep)

    said = set(original.split("\n"))

    def routes(ln: str) -> str:
        for pattern, repl in _MAIL_STANDIN_ROUTES:
            ln = pattern.sub(repl, ln)
        return _pipe_contacts(ln)

    text = edited_lines(original, text, routes)
    for m in reversed(list(_NUMBER_ABOVE.finditer(text))):
        line = text[text.rfind("\n", 0, m.start()) + 1 : (text.find("\n", m.end()) + 1 or len(text) + 1) - 1]
        if line not in said and _PHONE.search(original[: original.find(m.group())]) and not _PHONE.search(
                text[: m.start()]):  # the number it pointed at went
            text = text[: m.start()] + m.group(1) + " the office" + text[m.end():]
    # "reach the team, or send a letter to ..." once "on +1 803 555 0159" went: the way left is the one offered
    text = _REACH_OR.sub(lambda m: m.group() if not new(m) else "", text)
    text = _ROLE_CLAUSE_COMMA.sub(lambda m: m.group() if not new(m) else
                                  f"{'T' if m.group(1) == 'A' else 't'}he {m.group(2)} {m.group(3)} {m.group(4)} "
                                  f"{m.group(5)}", text)
    for pattern in (_WRITING_HERE, _BARE_CLINICAL):
        for m in reversed(list(pattern.finditer(text))):
            if new(m) and m.group().strip() not in original:
                text = _cut(text, m.start(), len(m.group().rstrip(" \t")))  # (_cut takes the space on its side)
    # "Your contact for this: A your partner, engagement lead" -> "Partner, engagement lead": a stand-in says one owner
    text = re.sub(r"(?m)^([^:\n]{3,40}:[ \t]+)An? (?:your|my|our|his|their) ([a-z])", lambda m: m.group() if not new(m)
                  else m.group(1) + m.group(2).upper(), text)
    text = re.sub(r"\b([Aa])n? (your|my|our|his|their)\b", lambda m: m.group() if not new(m) else
                  (m.group(2).capitalize() if m.group(1) == "A" else m.group(2)), text)
    # "A staff member was the staff member who dealt with the member." -> "A staff member dealt with the member."
    text = re.sub(r"\b([Aa]n?) ([a-z][a-z -]{2,30}?) (?:was|is) the \2 (?:who|that) ", lambda m: m.group() if not new(m)
                  else f"{m.group(1)} {m.group(2)} ", text)
    # "planned for his episode number" / "is for the contributor's episode number": an episode said as one
    text = re.sub(r"\b(for|in|on) (?:his|her|their|the [a-z]+'s) episode number\b", lambda m: m.group() if not new(m)
                  else f"{m.group(1)} an upcoming episode", text)
    text = _CONTACT_ROLE.sub(lambda m: m.group() if not new(m) else
                             m.group(1) + m.group(2)[:1].upper() + m.group(2)[1:], text)
    # "v. The opposing party, Defendant." / "the opposing party (the "Company")": a party whose name went is called by
    # the role the document gives it ("v. Defendant.", "the Company"), as a redactor of a caption or contract would
    text = _OPPOSING_AS_ROLE.sub(lambda m: m.group() if not new(m) else m.group(1), text)
    text = re.sub(r"\b(Plaintiff|Defendant|Claimant|Respondent|Petitioner),[ \t]+the opposing party,",
                  lambda m: m.group() if m.group() in original else m.group(1), text)
    text = _OPPOSING_DEFINED.sub(lambda m: m.group() if not new(m) else f"the {m.group(1)}", text)
    text = _signoff_office(original, text)
    text = _orphan_legal_titles(original, text)
    # "A witness, witness" under a signature rule once the witness's name went: "Witness"
    return re.sub(r"(?m)^An? ([a-z]+),[ \t]+\1$", lambda m: m.group() if not new(m) else m.group(1).capitalize(), text)


#: "Contact details held: preference: text message after 5 PM" once the number and address before "preference" went:
#: the line's label and the preference's own label stack (reader17 S3).
_STACKED_PREFERENCE = re.compile(r"(?m)^[A-Z][\w' ]{2,40}:[ \t]+(?:preference|prefers|preferred|prefer|preferred contact)"
                                 r"[ \t]*:[ \t]+(?=\S)")
#: "Your contact: Case handler, ext. 587": a role said as a capitalised name before the office's channel (reader17 S1b).
_CONTACT_CAPITAL = re.compile(r"(?m)^((?:Your contact(?: for this)?|Direct contact|Contact for this file|Contact|Handled by"
                              r"|Questions to)[ \t]*:[ \t]+)(?:An? )?([A-Za-z][a-z]+(?: [a-z][a-z-]+){0,3})(?=,[ \t]+(?:ext\.|"
                              r"extension|tel\.|phone|\+?\(?\d|[\w.+-]+@))")
#: One-word roles a contact line may be left with ("Direct contact: Producer, ext. 653"); any other single capitalised
#: word there may be a surname and stays.
_ONE_WORD_ROLES = frozenset("""producer recruiter coordinator advisor adviser manager paralegal counselor caseworker officer
agent representative specialist clerk secretary nurse director supervisor administrator assistant trainer editor teacher
librarian registrar adjuster underwriter accountant planner therapist attorney lawyer examiner investigator""".split())
#: Roles that say no more than "a member of staff" ("Your contact: Staff member, ext. 566").
_STAFF_ONLY = frozenset({"staff member", "office contact", "team member", "member of staff", "contact", "staff contact",
                         "office staff member", "case contact"})
#: "A staff member was the team member who dealt with Ms. Morse.": the stand-in is the subject and the role again.
_WAS_THE_MEMBER = re.compile(r"\b([Aa]n?) ((?:staff|team|office|clinic|library|club) member) (?:was|is) the (?:staff|team|"
                             r"office|clinic|library|club) member (?:who|that) ")


def _role_echoes(line: str) -> str:
    """ "A citing officer, citing officer" -> "Citing officer"; "The defendant, Defendant." -> "Defendant.";
    "interviewer: the Engagement Manager, Engagement Manager" -> "interviewer: the Engagement Manager" (reader17 S1):
    a stand-in followed by the role it already says."""
    def one(m: re.Match[str]) -> str:
        said, role = m.group(2).lower(), m.group(3).lower()
        if said != role and not (m.start() == 0 and role.startswith(said + " at ")):  # "An attorney, Attorney at Law"
            return m.group()
        if m.start() == 0:  # a line (a caption, a signature) opens on it: the role alone, as a caption gives it
            return m.group(3)[:1].upper() + m.group(3)[1:]
        return m.group(1) + " " + m.group(2)

    return re.sub(r"\b(A|An|The|a|an|the) ([A-Za-z][a-z]+(?: [A-Za-z][a-z]+){0,3}), ([A-Za-z][a-z]+(?: [A-Za-z][a-z]+)"
                  r"{0,3})\b(?! [a-z])", one, line)


_ARTICLE_RANGE = re.compile(r"\bthe (between \$[\d,.]+ and \$[\d,.]+) ([a-z][a-z-]+(?: [a-z][a-z-]+)?)(?=[ \t.,;:)]|$)")
_BECAUSE_NOUN = re.compile(r"\bbecause (?!of )((?:an? |some |the )?(?:[a-z]+ )?(?:reasons?|matters?|issues?|circumstances"
                           r"|concerns?|problems?|factors?))(?=[.,;])")


_SUBJECT_TAIL = re.compile(r"(?im)^((?:[> ]*)(?:Re|Subject|RE|Regarding)[ \t]*:[^\n]*?)[ \t]*(?:,|—|–|-)[ \t]*(?:scheduled|set|due"
                           r"|planned|booked|expected|filed|published|starting)(?:[ \t]+[a-z]+)?[ \t]*$")
_WRITE_ABOVE = re.compile(r"(?:(?<=[.!?] )|(?<=^))(?:You can|You may|Please|Anything further can go to|Questions (?:on this )?"
                          r"(?:are best sent|can go) to)[^.!?\n]*?\b(?:write to )?(?:an?|the) [a-z][a-z ]{2,40} at the "
                          r"(?:e-mail )?address (?:given )?above\.(?: |$)", re.M)


def _contact_role(m: re.Match[str]) -> str:
    role = m.group(2)
    if " " not in role and role.lower() not in _ONE_WORD_ROLES or role[:1].islower() and not m.group().split(":", 1)[
            1].strip().startswith(("A ", "An ")):
        return m.group()
    return m.group(1) + ("a member of staff" if role.lower() in _STAFF_ONLY else "the " + role.lower())


def reader17_leftovers(original: str, text: str, keep: Sequence[str] = ()) -> str:
    """What reader17 still read in the triplets: a removed table cell that the rows around it give back, or a table
    left with a column of dashes (:mod:`privasis_hub.sanitize.tables`); stacked labels "Contact details held:
    preference: ..."; role stand-ins that repeat the role ("A citing officer, citing officer"); a capitalised role
    before an office channel ("Your contact: Case handler, ext. 587"); "A staff member was the team member who". Each
    fix applies only where the edit made the wording (the line is not in ``original``)."""
    text = table_cuts(original, text, keep)
    said = set(original.split("\n"))

    def line(ln: str) -> str:
        ln = _STACKED_PREFERENCE.sub("Contact preference: ", ln)
        ln = _role_echoes(ln)
        ln = _CONTACT_CAPITAL.sub(_contact_role, ln)
        ln = _WAS_THE_MEMBER.sub(lambda m: f"{m.group(1)} {m.group(2)} ", ln)
        # "of the between $1,000 and $2,000 deductible" -> "of a deductible between $1,000 and $2,000"
        ln = _ARTICLE_RANGE.sub(lambda m: m.group() if m.group() in original else
                                f"{'an' if m.group(2)[0] in 'aeiou' else 'a'} {m.group(2)} {m.group(1)}", ln)
        # "reduced because personal reasons." -> "because of personal reasons.": a stand-in noun after "because"
        return _BECAUSE_NOUN.sub(lambda m: m.group() if m.group() in original else "because of " + m.group(1), ln)

    text = edited_lines(original, text, line)
    # "Re: Book publishing contract — scheduled publication" once "on 11/10/2025" went: the subject ends on a noun
    # that waits for its date (reader17 S5); the subject says what the letter is about without it
    text = _SUBJECT_TAIL.sub(lambda m: m.group() if m.group() in said else m.group(1), text)
    # "You can write to a case handler at the address given above." once the handler's address went: it points at none
    for m in reversed(list(_WRITE_ABOVE.finditer(text))):
        line = text[text.rfind("\n", 0, m.start()) + 1 : (text.find("\n", m.end()) + 1 or len(text) + 1) - 1]
        if line not in said and m.group().strip() not in original:
            text = _cut(text, m.start(), len(m.group().rstrip(" \t")))
    # "meant only for the person named above" once the addressee's name line went: no person is named above
    if re.search(r"\b(?:person|individual) named above\b", text):
        named = [ln for ln in original.split("\n") if re.fullmatch(r"[A-Z][a-z]+(?: [A-Z]\.)? [A-Z][a-z'-]+", ln.strip())]
        if named and not any(n in text for n in named):
            text = re.sub(r"\bthe (?:person|individual) named above\b", "the addressee", text)
    return text


#: A signature's phone line once the number went: "Tel. A phone number, ext. 296" (reader18 S-b) says nothing.
_STANDIN_PHONE_LINE = re.compile(r"(?:Tel\.|Phone:|Telephone:|Fax:|Cell:)[ \t]*(?:A|An|a|an|the) (?:office |direct |work )?"
                                 r"(?:phone|telephone|contact|fax)(?: number| line)?(?:, (?:ext\. ?\d+|an? (?:extension|"
                                 r"ext\.(?: number)?)))?")
#: An attorney's bar number left as its stand-in, "An attorney, Attorney at Law (State a bar number)" (reader19): the
#: bracket goes whole.
#: ... and a contact line's "| prefers: a preference" (reader19) says nothing: both go.
_STANDIN_TAIL = re.compile(r" ?\((?:State )?(?:Bar No\.? )?(?:an?|the) (?:state )?bar number\)"
                           r"| ?[|·;,]? ?prefers: an? (?:contact )?preference\b")
#: "can be reached at an e-mail address or at ext. 480" (reader18 S-c): the channel, not a stand-in for its address.
_STANDIN_MAIL_AT = re.compile(r"\bat an? (?:e-mail|email|contact e-mail) address\b")


#: The labels of an office box or a contact line that name the person who dealt with the file.
_HANDLER_LABEL = (r"(?:Taken in by|Logged by|Checked by|Received and checked by|Received by|Passed to|Handled by|Staff member"
                  r"|Staff contact|Contact for this file|Your contact(?: for this)?|Direct contact|Questions to|Assigned to"
                  r"|Reviewed by|Prepared by|Processed by|Entered by|Contact|Case handler|Caseworker|Dealt with by)")
#: "Taken in by: Office Administrator", "Contact for this file: Recruiter": a signer's title left where the label wants
#: a person (reader18: bare roles as names). Group 2 is the role, group 3 a lower-case role after it, group 4 an
#: extension, group 5 a stand-in for a contact that went ("a private detail").
_BARE_ROLE_LINE = re.compile(rf"^([ \t]*{_HANDLER_LABEL}[ \t]*:[ \t]+)(?:(?:[Aa]n?|[Tt]he)[ \t]+)?(?!(?:[Aa]n?|[Tt]he)[ \t])([A-Za-z][\w/&-]*(?:[ \t]+(?:of|for|and)?"
                             r"[ \t]*[A-Za-z][\w/&-]*){0,4})((?:,[ \t]+(?!(?:an?|the)[ \t])[a-z][a-z -]{2,40}?)?)((?:,[ \t]+ext\.[ \t]*\d+)?)"
                             r"((?:,[ \t]+(?:an?|the)[ \t]+(?:private detail|phone number|e-mail address|contact e-mail))?)"
                             r"[ \t]*$")
#: The head nouns of a role ("Program Specialist", "Director of Special Education"): a capitalised word that is none of
#: these may be a surname, and its line stays.
_ROLE_HEADS = _ONE_WORD_ROLES | frozenset("""member lead partner producer representative director aide technician secretary
treasurer chair chairperson president associate supervisor worker handler analyst consultant designer engineer inspector
auditor steward navigator liaison organizer organiser volunteer staff desk office counsellor advocate mediator receptionist
broker banker teller custodian archivist curator coach instructor tutor principal dean chaplain pastor minister deacon
judge magistrate officer administrator preparer bookkeeper""".split())


def _role_head(role: str) -> str:
    """The head noun of a role: the word before " of " ("Director of Financial Aid"), else the last word."""
    words = re.split(r"[ \t]+", role.split(" of ")[0].strip())
    return words[-1].lower() if words else ""


def _bare_role(ln: str) -> str:
    """ "Taken in by: Office Administrator" -> "Taken in by: the office administrator"; "Passed to: Staff member" -> "Passed
    to: a member of staff": the role as a redactor writes it in the person's place, not as a name."""
    m = _BARE_ROLE_LINE.match(ln)
    if not m or _role_head(m.group(2)) not in _ROLE_HEADS:
        return ln
    role = " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in m.group(2).split())
    said = "a member of staff" if role in _STAFF_ONLY else "the " + role
    return m.group(1) + said + m.group(3) + m.group(4)


#: A street line of an address block, and the "Town, ST 12345" line under it (reader18: a letterhead left as a street
#: line with no town once the town went).
_STREET_ONLY = re.compile(r"[ \t]*(?:\d+[A-Za-z]?[ \t]+[A-Z0-9][^\n:;!?|@]*|P\.?[ \t]*O\.?[ \t]+Box[ \t]+\d+[^\n:;!?|@]*)")
_TOWN_UNDER = re.compile(r"[ \t]*[A-Z][\w .'-]+,[ \t]+([A-Z]{2})(?:[ \t]+\d{5}(?:-\d{4})?)?[ \t]*")


def _streets_without_town(original: str, text: str, keep: Sequence[str] = (), gone: Sequence[str] = ()) -> str:
    """A street line whose "Town, ST 12345" line the edit took out says where it is no more than the edit allows: its
    state in full under it ("3448 Main St, Suite 1788" / "Missouri", as the body's "mail a note to 3448 Main St,
    Suite 1788, Missouri"), unless the state is one of the values that went (``gone``): then the street line goes
    with its town (the block is taken out whole), unless the request keeps it."""
    before = original.split("\n")
    where = {ln: i for i, ln in reversed(list(enumerate(before)))}
    lines = text.split("\n")
    out: list[str] = []
    for i, ln in enumerate(lines):
        j = where.get(ln)
        town = _TOWN_UNDER.fullmatch(before[j + 1]) if j is not None and j + 1 < len(before) else None
        after = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if not (ln.strip() and town and _STREET_ONLY.fullmatch(ln) and town.group(1) in US_STATES) or (
                after == before[j + 1].strip() or _TOWN_UNDER.fullmatch(after) or after in _STATE_NAMES
                or re.fullmatch(r"[A-Z]{2}(?:[ \t]+\d{5}(?:-\d{4})?)?", after)):
            out.append(ln)
            continue
        code = town.group(1)
        state = US_STATES[code]
        if not {code.lower(), state.lower()} & {g.strip().lower() for g in gone}:
            out += [ln, ln[: len(ln) - len(ln.lstrip())] + state]
        elif _keeps(ln, keep):
            out.append(ln)
    return "\n".join(out)


def reader18_leftovers(original: str, text: str, keep: Sequence[str] = (), gone: Sequence[str] = ()) -> str:
    """What reader18 still read in the triplets, on lines the edit made (not in ``original``): a phone line left as
    its stand-in ("Tel. A phone number, ext. 296") goes whole; "reached at an e-mail address" says the channel, "reached
    by e-mail"; a signer's title where a label wants a person ("Taken in by: Office Administrator") is said as a role
    ("the office administrator"). And a street line left without its town (see :func:`_streets_without_town`)."""
    text = edited_lines(original, text, lambda ln: None if _STANDIN_PHONE_LINE.fullmatch(ln.strip())
                        else _bare_role(_STANDIN_TAIL.sub("", _STANDIN_MAIL_AT.sub("by e-mail", ln))))
    return _streets_without_town(original, text, keep, gone)
