"""Dropping a value: remove the clause, sentence, form line or cell that holds it and repair what is left."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from privasis_hub.sanitize.abstract import (
    Context,
    abstract_value,
    subject_role,
    with_article,
)
from privasis_hub.sanitize.address import US_STATES
from privasis_hub.sanitize.find import target_spans
from privasis_hub.sanitize.grammar import (
    APPOSITIVE,
    ARTICLE_BEFORE,
    CHANNEL_AT,
    LABEL_LINE,
    LINE_PREFIX,
    SENTENCE_START,
    Repair,
    fit,
    keep_spans,
    line_bounds,
    said_without,
    salutation,
    sentence_bounds,
    title_before,
    titled_name,
)
from privasis_hub.sanitize.kinds import SUBJECT_NAME_KEYS, token_edit, value_kind

_PREPOSITION = re.compile(
    r"\s+(?:out\s+of|on|at|in|from|since|by|until|through|during|via|for|of|to|with|under|as|about|after|before"
    r"|following|over|into|near|around|against|without|within|across|per)\s+(?:(?:a|an)\s+)?$",
    re.I,
)


#: Verbs whose preposition and object cannot go without leaving a broken sentence.
_NEEDS_OBJECT = re.compile(
    r"\b(?:went|go|goes|going|gone|been|dealt|dealing|deal|deals|recover(?:ing|ed|s)?|suffer(?:ing|ed|s)?|coping|copes"
    r"|struggl(?:ing|ed|es)|worried|worrying|involved|underwent|live|lives|lived|living|resides|based|born|married"
    r"|depend|depends|depended|depending|rely|relies|relied|rests|rested|rest|opted|opts|opt"
    r"|diagnosed|treated|works|worked|working|employed|enrolled|registered|referred|belongs"
    r"|sent|addressed|forwarded|copied|mailed|directed|routed|going|goes"
    r"|look(?:ing|ed|s)?|car(?:ing|ed|es)|watch(?:ing|ed)|minding|visit(?:ing|ed)|vent(?:ed|ing)|complain(?:ed|ing)"
    r"|(?:describes?|described|lists?|listed|records?|recorded)\s+(?:him|her|them|you|me)"
    r"|began|begun|begin|begins|started|starts|took\s+place|takes\s+place|spoke|speaks|talked|posted|logged"
    r"|handled|served|seen|post|posts|reports|sits|centers|centres|centered|centred|focuses|focused"
    r"|mainly|primarily|mostly|usually|chiefly|trains|train|trained|training)\s*$",
    re.I,
)


#: A main verb right after "<noun> of <value>": the prepositional phrase was only a modifier.
#: Nouns that say nothing without their "of"/"for" object: "a documented history", "a diagnosis", "signs".
_NOUN_NEEDS_OBJECT = re.compile(
    r"\b(?:history|diagnosis|diagnoses|symptoms|signs|episodes?|bouts?|cases?|risk|treatment|management|complaints?"
    r"|allergy|onset|presence|evidence|request|requests|information|details?|copy|proof|behalf|idea|thought|dream)\s*$",
    re.I,
)


_MAIN_VERB = re.compile(
    r"\s+(?:is|are|was|were|must|will|has|have|had|should|can|may|might|would|could|does|did|remains?|needs?"
    r"|(?!(?:based|born|located|listed|named|called)\b)[a-z]+ed\s+(?:this|these|that|the|a|an|my|your|our|his|her|their)\b)\b"
)


_GREETING = re.compile(r"(?:^|\n)(Dear|Hello|Hi|Good morning|Good afternoon)\s+$")


_GREETING_REPAIR = {"dear": "To whom it may concern"}


#: A value this many words or fewer from the end of its sentence can be the sentence's point.
_MAX_TAIL_WORDS = 4
#: An amount is most often the point of its sentence even with a longer tail ("... in estimated payments goes to you").
_MAX_AMOUNT_TAIL_WORDS = 8


#: Words after a value that only say where it was recorded or what it was ("as the date of birth
#: for the Newman file", "before the file was last updated"): a longer tail of these (and names)
#: does not make a sentence about something else.
_TAIL_FILLER = frozenset(
    "a an the of for as on in to per according before after was is were last updated "
    "file files paperwork record records notes sheet form intake date birth status marital citizenship citizen age "
    "sex gender ethnicity patient client account holder applicant writer member student contributor participant "
    "individual".split()
)


_SPECIFIC = re.compile(r"\d|@|https?:|\b[A-Z][\w'-]*")


#: Capitalised words that name nothing ("as the ZIP code", "I").
_PLAIN_CAPITALS = frozenset({"I", "A", "Q", "ZIP", "ID", "PIN", "OK"})


def _specific_rest(rest: str, elsewhere: str = "") -> bool:
    """Whether a sentence, the value taken out, still names something (digits, capitalised words).

    A capitalised word the text also says ``elsewhere`` ("the Powers file" in every sentence) is
    not lost with the sentence and does not count.
    """
    words = rest.split()
    for w in words[1:]:
        if w.strip(".,;:!?") in _PLAIN_CAPITALS or not _SPECIFIC.search(w):
            continue
        core = re.sub(r"(?:['’]s)?[^\w]*$", "", w.strip("\"'(“‘"))
        if re.fullmatch(r"[A-Z][\w'-]*", core) and re.search(rf"(?<![\w-]){re.escape(core)}(?![\w-])", elsewhere):
            continue
        return True
    return False


def _contains_any(text: str, a: int, b: int, strings: Sequence[str]) -> bool:
    window = text[a:b].lower()
    return any(k and k.strip() and k.lower() in window for k in strings)


def _repair_table_cell(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """A key/value row ``| Label | value |`` goes whole; in a wider table the cell is left empty."""
    line_start, line_end = line_bounds(text, start, end)
    before, after = text[line_start:start], text[end:line_end]
    sign = re.search(r"\|[ \t]+([-−])$", before)  # a debit "| -{$146.65} |": the sign goes with its amount, never
    if sign and after.strip().startswith("|"):  # "| -an amount |" or a row cut at the amount (a ledger's row stays)
        start, before = start - 1, before[:-1]
    if before.lstrip().startswith("|") and before.rstrip().endswith("|") and after.strip().startswith("|"):
        if not before.endswith(" ") or not after.startswith(" "):
            return None
        if text[line_start:line_end].count("|") == 3:
            return _delete_line(text, line_start, line_end)
        return start, end, "—"
    return None


def _delete_line(text: str, line_start: int, line_end: int) -> Repair:
    b = min(line_end + 1, len(text))
    if line_start >= 2 and text[line_start - 2 : line_start] == "\n\n" and text[b : b + 1] == "\n":
        b += 1
    return line_start, b, ""


#: A letterhead's contact line without a colon: "Tel. +1 303 555 0120", "Phone 303-555-0120".
_CONTACT_LABEL = re.compile(r"[ \t]*(?:Tel|Telephone|Phone|Fax|Mobile|Cell|E-?mail)\.?[ \t]+", re.I)


#: A statement's row with a dotted leader: "  Credit limit ......... ".
_LEADER_LINE = re.compile(r"[ \t]*[A-Za-z][\w '()/&,-]{0,50}?[ \t]*\.{2,}[ \t]*")


#: An age said after a date of birth on its form line: " (age 46)", " — 77 years", ", age 77".
_AGE_TAIL = re.compile(r"[ \t]*(?:\(age[^)]*\)|(?:[—–-]|,)?[ \t]*(?:age[ \t]+)?\d{1,3}[ \t]+(?:years?|yrs?)(?:[ \t]+old)?"
                       r"|(?:[—–-]|,)[ \t]*age[ \t]+\d{1,3})[ \t.]*")


#: A relation said after a person's name on a form line: " (sister)", " (spouse)." (reader16 T7: a beneficiary
#: dropped "altogether" left "Designated beneficiary: Sister").
_RELATION_TAIL = re.compile(r"[ \t]*\([a-z][a-z -]{1,30}\)[ \t.]*")


def _repair_form_line(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """``Label: value`` (a form field or an e-mail header) goes, line and label."""
    line_start, line_end = line_bounds(text, start, end)
    if re.fullmatch(r"[ \t]*[-•*][ \t]*", text[line_start:start]) and re.fullmatch(
            r"[ \t]*:[ \t]*[A-Za-z][^\n:\d]{0,50}", text[end:line_end]) and not _contains_any(text, end, line_end, mentions):
        return _delete_line(text, line_start, line_end)  # a key-date item "- {X}: date of separation" goes whole
    if not LABEL_LINE.fullmatch(text, line_start, start) and not _CONTACT_LABEL.fullmatch(text, line_start, start) and (
            not _LEADER_LINE.fullmatch(text, line_start, start)):  # "  Credit limit ......... {X}" goes too
        return None
    tail = text[end:line_end]
    if tail.strip(" \t.,;") != "" and not _AGE_TAIL.fullmatch(tail) and not _RELATION_TAIL.fullmatch(tail):
        return None  # "Date of birth: {X} (age 46)", "D.O.B.: {X} — 77 years": the age is the date's, and goes with it
    return _delete_line(text, line_start, line_end)  # (and "Beneficiary: {X} (sister)": no "Beneficiary: Sister")


def repair_whole_line(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """A line that is only the value goes."""
    line_start, line_end = line_bounds(text, start, end)
    if text[line_start:start].strip() or text[end:line_end].strip(" \t.,;"):
        return None
    return _delete_line(text, line_start, line_end)


_HEADER = re.compile(r"(?im)^(?:from|to|cc|bcc|reply-to|sender):[ \t]*$")


def header_or_greeting(text: str, start: int, end: int, kind: str) -> Repair | None:
    """Where an abstraction has nothing to add: an e-mail header address ("From: {X}"), a greeting's
    name ("Hello {Michael},") or a signer's name before their title goes, as a writer would leave it
    out ("Hello,", "Dean of Students"), not "From: on file"."""
    line_start, line_end = line_bounds(text, start, end)
    if kind in ("email", "url") and _repair_angle_address(text, start, end, ()):
        return _repair_angle_address(text, start, end, ())  # "From: Anna Lopez <{X}>" -> "From: Anna Lopez"
    if kind in ("email", "phone", "url") and _repair_dotted_part(text, start, end, ()):
        return _repair_dotted_part(text, start, end, ())  # "0987 Woods Circle · Tel. {X}" -> "0987 Woods Circle"
    if kind in ("email", "phone", "url") and not text[line_start:start].strip() and not text[
            end:line_end].strip(" \t.,;"):
        return _delete_line(text, line_start, line_end)  # a signature's phone or street line goes, not "Her phone number"
    if kind == "email" and _HEADER.match(text[line_start:start]):
        return _repair_form_line(text, start, end, ())
    if kind in ("email", "phone") and _CONTACT_LABEL.fullmatch(text, line_start, start):
        return _repair_form_line(text, start, end, ())  # a letterhead's "Tel. {X}" line goes, not "Tel. a phone number"
    if kind in ("name", "first_name", "last_name") and re.search(
            r"(?i)\bif found,?[ \t]+(?:please[ \t]+)?return(?:[ \t]+(?:it|this))?[ \t]+to[ \t]+$", text[line_start:start]
    ) and not text[end:line_end].strip(" \t.!"):  # "If found, please return to {Jim Howell}" -> "... to the owner",
        return start, end, "the owner"  # the notebook's owner, not "the writer" (a placeholder)
    if kind in ("name", "first_name", "last_name"):
        s, e = sentence_bounds(text, start, end)
        if _SELF_INTRO.fullmatch(text, s, start) and re.fullmatch(r"(?:\s+writing)?[.!]", text[end:e]):
            return _delete_span(text, s, e)  # "My name is {X}." says nothing once X goes
        if not re.search(r"(?i)\bdear\s+$", text[max(0, start - 6) : start]):  # "Dear {X}," reads "Dear Patient,"
            return _repair_greeting(text, start, end, ()) or _repair_signature(text, start, end, ())
        return _repair_signature(text, start, end, ())
    return None


#: "In {X}'s absence, the duty officer will reply": a person's absence or leave, said as a phrase of its own.
_ABSENCE_BEFORE = re.compile(r"(?i)\b(?:in|during)[ \t]+$")
_ABSENCE_AFTER = re.compile(r"['’]s?[ \t]+(?:absence|leave|place)\b(,?[ \t]*)")


def absence_phrase(text: str, start: int, end: int) -> Repair | None:
    """ "In {Laura Smith}'s absence, the duty officer will reply." -> "The duty officer will reply.": the phrase goes
    whole, since "In the absence" says nothing and "In a member of staff's absence" is not how a writer puts it."""
    before = _ABSENCE_BEFORE.search(text, max(0, start - 8), start)
    after = _ABSENCE_AFTER.match(text, end)
    if not before or not after:
        return None
    a, b = before.start(), after.end()
    s, _ = sentence_bounds(text, start, end)
    if not text[s:a].strip():  # the sentence opens with it: its next word takes the capital
        return a, b + 1, text[b : b + 1].upper()
    comma = re.search(r",[ \t]*$", text[s:a])
    if comma and after.group(1).strip():  # "..., in {X}'s absence, the desk" -> "..., the desk"
        return a, b, ""
    while a > s and text[a - 1] in " \t":
        a -= 1
    return a, after.start(1), ""


_SELF_INTRO = re.compile(r"(?:My name is|For the record, I am|This is|I am)\s+")


_TITLE_BEFORE = re.compile(r"\b(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof)\.?\s+$")


def _repair_possessive(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "shipped for Corvane's order" -> "shipped for the order" (the possessor goes, the noun stays)."""
    m = re.match(r"['’]s?\s+(?=[a-z])", text[end : end + 4])
    if not m:
        return None
    article = ARTICLE_BEFORE.search(text, max(0, start - 5), start) or _TITLE_BEFORE.search(text, max(0, start - 6), start)
    a = article.start() if article and article.end() == start else start  # "on Ms. {Potter}'s laptop": the title goes too
    word = "The" if SENTENCE_START.search(text[:a]) else "the"
    return a, end + m.end(), word + " "


#: Words that open a clause about the value ("Jason, whose job title is X, ...").
_CLAUSE_OPENERS = re.compile(
    r"(?:who|whose|which|where|when|with|including|listed|born|aged|reachable|known|currently|previously|formerly"
    r"|now|also|for|at|on|in|from|via|through|under|as|e\.g\.|such as)\b",
    re.I,
)


def _repair_clause(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "Jason, whose job title is X, needed ..." -> "Jason needed ..." (a comma clause holding the value goes)."""
    s, e = sentence_bounds(text, start, end)
    left = text.rfind(", ", s, start)
    if left == -1:
        return None
    if not _CLAUSE_OPENERS.match(text, left + 2) or text[left + 2 : start].count(",") or "\n" in text[left:end]:
        return None
    m = re.compile(r"[^,.;!?\n]*").match(text, end)
    close = m.end()
    if close < e and text[close] == ",":
        cut_end = close + 1  # ", whose ... X," -> "" (keep one space)
        if _contains_any(text, left, close, mentions):
            return None
        return left, cut_end, ""
    if close >= e - 1 and not _contains_any(text, left, close, mentions):
        return left, close, ""  # ", including X." -> "."
    return None


_LEAD_CLAUSE = re.compile(
    r"(?:(?:now|currently|when|while)\s+)?(?:born(?:\s+on|\s+in)?|aged|at\s+age|age)\s+|(?:now|at)\s+", re.I
)


def _repair_lead_clause(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "Born March 4, 1980, Lori signed ..." / "Now aged 39, I reviewed ..." -> "Lori signed ..." / "I reviewed ..."."""
    s, e = sentence_bounds(text, start, end)
    if _LEAD_DATE.fullmatch(text, s, start) and re.match(r",? [a-z]", text[end : end + 3]) and kind_of_date(text[start:end]):
        tail = re.match(r"(?:,?[ \t]+on\b)?,?[ \t]", text[end:])  # "From {2025-11-13} on we have held" -> "We have held"
        skip = end + tail.end() if tail else end + 1  # "As of {2024-09-17} the file ..." -> "The file ..."
        return s, skip + 1, text[skip].upper()
    if not _LEAD_CLAUSE.fullmatch(text, s, start) or not text.startswith(", ", end) or end + 2 >= e:
        return None
    nxt = text[end + 2]
    return s, end + 3, nxt.upper() if nxt.isalpha() and nxt.islower() else nxt


#: A sentence that opens with a date phrase: "As of {X}", "Since {X}", "On {X}".
_LEAD_DATE = re.compile(r"(?:As of|Since|On|From|Until|After|Before|By)\s+", re.I)


def kind_of_date(span: str) -> bool:
    """Whether a span reads as a date (it has a year or a month name)."""
    return bool(re.search(r"\b(?:19|20)\d\d\b|January|February|March|April|May|June|July|August|September|October"
                          r"|November|December", span))


def _repair_greeting(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    m = _GREETING.search(text, 0, start)
    if not m or m.end() != start or not text.startswith((",", "!"), end):
        return None
    word = m.group(1)
    new = _GREETING_REPAIR.get(word.lower())
    if new and re.search(r"(?m)^(?:From|Subject):", text):
        return m.start(1), end, "Hello"  # a reply in an e-mail thread: "Dear {Laura}," -> "Hello,"
    if new:
        return m.start(1), end, new
    return m.end(1), end, ""


def _repair_subject_sentence(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "{Thomas Receivables Group} is now collecting on the account." goes whole: an organisation that is the
    subject of a short sentence with nothing else specific in it is the sentence's point."""
    s, e = sentence_bounds(text, start, end)
    if text[s:start].strip() or not re.search(r"[.!?]$", text[s:e]) or len(text[end:e].split()) > 8:
        return None
    rest = text[end:e]
    if re.search(r"\d|\s[A-Z]", rest) or _contains_any(text, end, e, _only_here(text, s, e, mentions)):
        return None
    return _delete_span(text, s, e)


def _repair_sentence(text: str, start: int, end: int, mentions: Sequence[str], max_tail: int = _MAX_TAIL_WORDS,
                     ) -> Repair | None:
    """Delete the whole sentence when the value is its point.

    That is: a prose sentence (it ends in . ! or ?); the value is not a chat or Q&A speaker,
    not the sentence's subject ("X ...", "Recently, X ...") and at most a few words from its
    end; and nothing else specific is left in it (no digits, no capitalised word after the
    first, no keep string or other annotated value).
    """
    line_start, _ = line_bounds(text, start, end)
    prefix = LINE_PREFIX.match(text, line_start)
    if prefix and start < prefix.end():
        return None  # a speaker label
    s, e = sentence_bounds(text, start, end)
    if not re.search(r"[.!?][\"'”’)\]]*$", text[s:e]):
        return None  # a heading or header line
    cs, ce, before, after = clause_bounds(text, s, e, start, end)  # a joined clause goes alone
    if before is None and _PREPOSITION.search(text, s, start):  # "Lance moved after {X}, and the team ...":
        cs, ce, after = s, e, None  # the first clause keeps its subject and verb (the preposition repair)
    lead = text[cs:start].split()
    tail = re.findall(r"[\w']+", text[end:ce])
    about_the_record = all(w.removesuffix("'s") in _TAIL_FILLER or w[:1].isupper() for w in tail)
    if not lead or (len(lead) == 1 and lead[0].endswith(",")) or (len(tail) > max_tail and not about_the_record):
        return None  # the clause is about something else
    mentions = _only_here(text, cs, ce, mentions)
    if _contains_any(text, cs, start, mentions) or _contains_any(text, end, ce, mentions):
        return None
    if _specific_rest(text[cs:start] + text[end:ce], text[:cs] + "\n" + text[ce:]):
        return None
    return _delete_clause(text, s, e, cs, ce, before, after)


#: Where writers join two facts into one sentence: "...; the manager is X." / "..., and the past months brought X."
_CLAUSE_JOIN = re.compile(r";\s+|,\s+and\s+(?=[a-z])|\s+while\s+(?=(?:his|her|their|my|your)\s)|,\s+while\s+"
                          r"|,\s+so\s+(?=[a-z])"
                          r"|,?\s+and\s+(?=(?:he|she|they|I|you|we)\s+[a-z]{2,}\b)"
                          r"|,?\s+and\s+(?=(?:this|that|the|it|his|her|their|my|your|a|an|our)\s+(?:[A-Za-z'-]+\s+){0,5}(?:is|was|are|were|has|have|will|came|went|goes|reflects|shows|covers|holds|lists|includes|carries|needs|describes|notes|says|states|mentions|records|cites|explains|names|asks|reports|centers|focuses|concerns|relates|remains|keeps|looks|seems|began|begins|[a-z]+ed)\b)"
                          r"|\s+and\s+(?=[a-z]+\s+(?:[a-z]+\s+)?(?:goes|go|is|was|are|were|will|came)\b)"
                          r"|,?\s+and\s+(?=(?:if|where|when|should|after|before|since|once|because|although|unless|until)\s)|,\s+and\s+(?=[A-Z][a-z]+\s+[A-Z][a-z]+\s+(?:is|was|has|will|handles|leads)\b)")


def clause_bounds(text: str, s: int, e: int, start: int, end: int) -> tuple[int, int, int | None, int | None]:
    """The clause of sentence ``[s, e)`` that holds ``[start, end)``: ``(cs, ce, join_before, join_after)``.

    The clause starts after the last join before the value and ends at the first join after it (or at
    the sentence's end); ``join_before`` is where the join before it starts, ``join_after`` where the
    join after it ends (None where there is none). With no join either side it is the whole sentence.
    """
    cs, before = s, None
    label = re.match(r"(?:Plan|Next steps|Next|To do|Action|Actions|Follow-up|Note|Notes|Update|Summary):[ \t]+", text[s:start])
    if label and (s == 0 or text[s - 1] == "\n"):  # "Plan: {X} not to be closed; ..." keeps "Plan: "
        cs = s + label.end()
    for m in _CLAUSE_JOIN.finditer(text, s, start):
        cs, before = m.end(), m.start()
    m = _CLAUSE_JOIN.search(text, end, e)
    return cs, (m.start() if m else e), before, (m.end() if m else None)


#: A clause that points back at the one before it ("such a request", "this", "it is free").
_ANAPHOR = re.compile(r"(?i)(?:such|they|them|which|(?:it|this|that)\s+(?:is|was|will|can|may|costs?|[a-z]+s)|th(?:is|at|ese|ose)\s+"
                     r"(?:request|requests|one|ones|address|number|details?)\b)\b")


def _points_back(text: str, ce: int, after: int | None, e: int) -> bool:
    """Whether the clause after a join at ``[ce, after)`` needs the clause before it: it points back ("such a
    request", "it is free"), or it is that clause's consequence about it ("..., so please keep it on")."""
    if after is None:
        return False
    if _ANAPHOR.match(text, after):
        return True
    nxt = _CLAUSE_JOIN.search(text, after, e)
    return bool(re.fullmatch(r",?\s+so\s+", text[ce:after]) and re.search(
        r"\b(?:it|them|this|that)\b", text[after : nxt.start() if nxt else e]))


def _delete_clause(text: str, s: int, e: int, cs: int, ce: int, before: int | None, after: int | None) -> Repair:
    """Take one joined clause out of its sentence, keeping the rest a sentence."""
    if before is None and after is None:
        return _delete_span(text, s, e)
    if before is None and _points_back(text, ce, after, e):  # "A; such a request is free." needs A: both go
        return _delete_span(text, s, e)
    if before is not None and after is not None and _points_back(text, ce, after, e):  # "A, and B, and it hurts." -> "A."
        nxt = _CLAUSE_JOIN.search(text, after, e)
        ce, after = (nxt.start(), nxt.end()) if nxt else (e, None)
    if before is not None and after is not None and text[before] == "," and text[ce] != ",":
        return cs, after, ""  # "A, and B and if C" -> "A, and if C" (the comma before stays)
    if before is not None:  # "A; B." -> "A." / "A; B; C." -> "A; C."
        stop = re.search(r"[.!?][\"'”’)\]]*$", text[cs:ce]) if after is None else None
        return before, ce - (len(stop.group()) if stop else 0), ""
    lead = re.search(r"\bthat[ \t]+", text[cs:ce])
    if lead and re.match(r"that[ \t]", text[after:]) and not re.search(r"\d|@|(?<=\w[ \t])[A-Z]", text[cs : cs + lead.start()]):
        # "The file records that {A} and that B." -> "The file records that B.", not the fragment "That B." (reader9 T237)
        return cs + lead.end(), after + len(re.match(r"that[ \t]+", text[after:]).group()), ""
    return cs, after + 1, text[after : after + 1].upper()  # "A; B." with A going -> "B."


def _only_here(text: str, s: int, e: int, strings: Sequence[str]) -> list[str]:
    """The strings that would be lost with ``text[s:e]`` (those said nowhere else in ``text``)."""
    rest = (text[:s] + "\n" + text[e:]).lower()
    return [k for k in strings if k and k.strip() and k.lower() not in rest]


def _blocked(text: str, a: int, b: int, keep: Sequence[str], start: int, end: int) -> bool:
    """Whether a repair of ``[a, b)`` would lose a keep string (one said only there, not the target's own)."""
    rest = (text[:a] + "\n" + text[b:]).lower()
    for ks, ke in keep_spans(text, keep):
        if (start <= ks and ke <= end) or (ks <= start and end <= ke):
            continue  # a keep string never shields the target
        if ks < b and a < ke and text[ks:ke].lower() not in rest:
            return True
    return False


def restated(text: str, start: int, end: int, phrase: str, mentions: Sequence[str]) -> Repair | None:
    """Delete a sentence that would only restate its own label ("The ID number on file is an ID number.").

    An empty ``phrase`` matches any label: "The account for Mike Hall is {X}." says nothing once X
    is only "a member ID".
    """
    s, e = sentence_bounds(text, start, end)
    if not re.search(r"[.!?][\"'”’)\]]*$", text[s:e]):
        return None
    cs, ce, before_join, after_join = clause_bounds(text, s, e, start, end)
    joined = re.match(r"[ \t]+and[ \t]+(?=(?:[\w'’-]+[ \t]+){2}[\w'’-]+)", text[end:ce])
    if joined:  # "Your confirmation number is {X} and records list ...": the "and" joins another clause
        ce, after_join = end, end + joined.end()
    if len(text[end:ce].split()) > 1:
        return None
    if not re.search(r"\b(?:is|was|are|were|reads)\s+(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor)\.?\s+|(?:matter|number|no\.?|case"
                     r"|account|file|reference|ref\.?|ID|#)\s*)?$|\b(?:is\s+in|carries|uses|has)\s+(?:the\s+)?(?:ZIP|postal)"
                     r"\s+code\s*$", text[cs:start]):  # "His home is in ZIP code {X}." says nothing once X is "a postal code"
        return None
    if re.search(r"\d", phrase) and re.search(r"(?:ZIP|postal)\s+code\s*$", text[cs:start]):
        return None  # "uses a postal code beginning with 080" still says something  # only "<label> is <value>." says nothing once the value goes
    head = re.split(r"\s+(?:in|beginning|with|of|from|for|at|near)\s+", phrase)[0]  # "a postal code {in Ohio}"
    nouns = [w for w in re.findall(r"[a-z']+", head.lower().replace("-", "")) if w not in ("a", "an", "the", "on", "file")]
    before = text[cs:start].lower().replace("-", "")  # "e-mail address" restates "the email address"
    if nouns and nouns[-1] in ("number", "reference", "id") and re.search(r"\b(?:file|matter|case)\b", before):
        nouns = [*nouns, "file"]  # "our file for her is {her client matter number}" restates the file too
    if phrase and (not nouns or not re.search(rf"\b{re.escape(nouns[-1])}s?\b", before)):
        return None  # the phrase's head noun is not the label's: "the goal she named is {a personal goal}" restates
    owner = text[cs:start]  # "Ms. {Lam}'s customer number is": the label's owner is said again wherever she is
    mentions = _only_here(text, cs, ce, [m for m in mentions if not re.search(rf"{re.escape(m)}['’]s\b", owner)])
    if _contains_any(text, cs, start, mentions) or _contains_any(text, end, ce, mentions):
        return None
    return _delete_clause(text, s, e, cs, ce, before_join, after_join)


def delete_sentence(text: str, s: int, e: int) -> Repair:
    """The sentence ``[s, e)`` taken out with one neighbouring space (its line when nothing else is on it)."""
    return _delete_span(text, s, e)


def _delete_span(text: str, s: int, e: int) -> Repair:
    """Remove a sentence with one neighbouring space; a line left empty goes entirely."""
    line_start, line_end = line_bounds(text, s, e)
    prefix = LINE_PREFIX.match(text, line_start)
    head_end = prefix.end() if prefix and prefix.end() <= s else line_start
    if not text[head_end:s].strip() and not text[e:line_end].strip():
        a, b = line_start, min(line_end + 1, len(text))
        if a >= 2 and text[a - 2 : a] == "\n\n" and text[b : b + 1] == "\n":
            b += 1  # no pile-up of blank lines
        return a, b, ""
    if text[e : e + 1] == " ":
        return s, e + 1, ""
    if s > 0 and text[s - 1] == " ":
        return s - 1, e, ""
    return s, e, ""


def _repair_inline_field(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "Signed: John Glass    Date: {February 8, 2024}" -> "Signed: John Glass": a field that ends a line of
    several fields goes with its label and the spacing before it, not "Date: a date"."""
    line_start, line_end = line_bounds(text, start, end)
    field = re.search(r"(?:[ \t]{2,}|[ \t]*[·|][ \t]*)[A-Z][\w ./'-]{0,24}:[ \t]*$", text[line_start:start])
    if not field or text[end:line_end].strip(" \t.") or not text[line_start : line_start + field.start()].strip():
        return None
    return line_start + field.start(), end, ""


#: The head of a report's particulars line ("Personal: born ...; age 41; widowed").
_PARTICULARS = re.compile(r"(?:Personal|Personal details|About|Particulars):[ \t]+")


def _repair_particulars_item(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "Personal: born {June 5, 1990}; age 34" -> "Personal: age 34": an item of a particulars line goes whole, with
    its separator (not "born a date"); the line's only item takes the line with it."""
    line_start, line_end = line_bounds(text, start, end)
    label = _PARTICULARS.match(text, line_start)
    if not label or label.end() > start:
        return None
    born = re.search(r"\b(?:born|age|aged)[ \t]+$", text[max(label.end(), start - 6) : start])
    a = start - len(born.group()) if born else start  # "age {67}" goes whole, never "Particulars: age Salvadoran"
    if a < label.end():
        return None
    word = re.match(r"[ \t]+[a-z][\w-]*(?=[ \t]*(?:[;,]|$))", text[end:line_end])  # "{United States} citizen": the
    end = end + word.end() if word else end  # item goes whole, never "About: a personal characteristic citizen"
    if sep := re.match(r"[;,][ \t]*", text[end:line_end]):
        return a, end + sep.end(), ""
    if text[end:line_end].strip(" \t."):
        return None
    if before := re.search(r"[;,][ \t]*$", text[label.end() : a]):  # the last item: the separator before it goes
        return label.end() + before.start(), line_end, ""
    return _delete_line(text, line_start, line_end)


#: A line of next steps: "Plan: a; b; c", "Next steps: ...", "To do: ...".
_PLAN_LINE = re.compile(r"(?:Plan|Next steps|Next|To do|Action|Actions|Going forward):[ \t]+")


def _repair_plan_item(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "Plan: Reminder set; {CCW-1014394} not to be closed while the query is live; check ..." -> "Plan: Reminder set;
    check ...": an item of a next-steps list that names the value goes whole, with its separator."""
    line_start, line_end = line_bounds(text, start, end)
    label = _PLAN_LINE.match(text, line_start)
    if not label or label.end() > start or ";" not in text[label.end() : line_end]:
        return None
    a = max(text.rfind(";", label.end(), start) + 1, label.end())
    b = text.find(";", end, line_end)
    b = line_end if b == -1 else b
    if _contains_any(text, a, b, _only_here(text, a, b, mentions)):
        return None
    while a < start and text[a] in " \t":
        a += 1
    if b < line_end:  # "a; {item}; c" -> "a; c" / "{item}; c" -> "C"
        nxt = b + 1
        while nxt < line_end and text[nxt] in " \t":
            nxt += 1
        first = a == label.end()
        return a, nxt + (1 if first else 0), text[nxt : nxt + 1].upper() if first else ""
    stop = re.search(r"[.!?]?[ \t]*$", text[a:line_end])  # the last item: the separator before it goes
    cut = text.rfind(";", label.end(), a)
    if cut == -1:
        return None  # the only item: the line's other repairs decide
    return cut, line_end - len(stop.group()) if stop else line_end, ""


def _repair_parentheses(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    aged = re.search(r"\((?:age|aged)[ \t]+$", text[max(0, start - 6) : start])
    if aged and text[end : end + 1] == ")":  # "April 15, 1973 (age {51})" -> "April 15, 1973"
        a = start - len(aged.group())
        a -= 1 if a > 0 and text[a - 1] == " " else 0
        return a, end + 1, ""
    prefers = re.search(r"\(prefers (?:contact by )?$", text[max(0, start - 20) : start])
    if prefers and text[end : end + 1] == ")":  # "...@example.com (prefers contact by {letter})" -> "...@example.com"
        a = start - len(prefers.group())
        a -= 1 if a > 0 and text[a - 1] == " " else 0
        return a, end + 1, ""
    if start == 0 or text[start - 1] != "(" or text[end : end + 1] != ")":
        return None
    a = start - 1
    if a > 0 and text[a - 1] == " ":
        a -= 1
    return a, end + 1, ""


_LIST_AFTER = re.compile(r",?\s+(?:and|or)\s+\S")


def _clause_start(text: str, pos: int) -> int:
    s, _ = sentence_bounds(text, pos, pos)
    colon = max(text.rfind(":", s, pos), text.rfind(";", s, pos))
    return max(s, colon + 1)


def _repair_list_item(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "a, value, and b" -> "a and b"; "a, b, value, and c" -> "a, b, and c"; "a and value" -> "a"."""
    before_comma = text[start - 2 : start] == ", "
    after = text[end:]
    if before_comma and _LIST_AFTER.match(after):
        earlier = "," in text[_clause_start(text, start) : start - 2]
        if after.startswith(",") and not earlier:
            return start - 2, end + 1, ""  # "a, value, and b" -> "a and b"
        return start - 2, end, ""
    m = re.search(r"(,?)\s+(and|or)\s+$", text[max(0, start - 8) : start])
    if m and re.match(r"\s*[.;:!?)]|\s*$", after):
        a = start - len(m.group(0))
        commas = text[_clause_start(text, a) : a].count(",")
        if commas == 0:
            return a, end, ""  # "a and value" -> "a"
        comma = text.rfind(",", 0, a)  # "a, b, and value" -> "a and b"; "a, b, c, and value" -> "a, b, and c"
        joiner = f", {m.group(2)}" if m.group(1) and commas >= 2 else f" {m.group(2)}"
        return comma, end, joiner + text[comma + 1 : a]
    return None


def _repair_preposition(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "... took place on March 4." -> "... took place." (the preposition goes with the value).

    Also mid-sentence before the main verb: "A balance of $11,770 must be paid" -> "A balance must be paid".
    """
    if (not re.match(r"\s*[.,;:!?)\"']|\s*$", text[end : end + 2]) and not _MAIN_VERB.match(text, end)
            and not re.match(r"\s+(?:and|but)\s", text[end : end + 6])):
        return None
    m = _PREPOSITION.search(text, max(0, start - 12), start)
    if not m or m.end() != start:
        return None
    if "\n" in m.group():  # "Systems and access\nOn {X}, Ms. J raised": the heading's line break stays (s22-san)
        return _line_lead(text, m.end() - len(m.group().lstrip()), start, end)
    ever = re.search(r"(?i)\s+ever$", text[max(0, m.start() - 6) : m.start()])
    if ever and m.group().strip().lower() == "since":  # "worked on this ever since {X}" -> "worked on this"
        return m.start() - len(ever.group()), end, ""
    part = _PARTICIPLE.search(text, max(0, m.start() - 40), m.start())
    if part and m.group().strip().lower().startswith(("to", "at")):  # "by check {posted to X}; by card" -> "by check"
        return part.start(), end, ""
    dates = re.search(r"(?i)\bdates(?:[ \t]+back)?$", text[max(0, m.start() - 12) : m.start()])
    if dates and m.group().strip().lower() in ("from", "to"):  # "The relationship dates from {X} and ..." -> "The
        return m.start() - len(dates.group()), end, "goes back some time"  # relationship goes back some time and ..."
    if _NEEDS_OBJECT.search(text, max(0, m.start() - 14), m.start()):
        return None  # "went through {a separation}": the verb cannot stand alone
    if m.group().strip().lower() == "as" and _LISTS_AS.search(text, max(0, m.start() - 60), m.start()):
        return None  # "The application lists the place of birth {as X}": "lists the place of birth." says nothing
    if _NOUN_NEEDS_OBJECT.search(text, max(0, m.start() - 16), m.start()):
        return None  # "he has a documented history {of insomnia}": "a documented history" says nothing
    return m.start(), end, ""


def _line_lead(text: str, at: int, start: int, end: int) -> Repair | None:
    """ "On {X}, Ms. Johnson raised ..." opening a line under a heading: the lead phrase goes and the sentence opens on
    its next word, never joined to the heading above ("2. Systems and access, Ms. Johnson raised", seed 4343)."""
    tail = re.match(r",?[ \t]+(?=\S)", text[end:])
    if not tail or not text[end + tail.end():end + tail.end() + 1].isalpha():
        return None
    nxt = end + tail.end()
    return at, nxt + 1, text[nxt].upper()


#: A verb that records a field "as" its value: "lists the place of birth", "gave her occupation", "records you".
_LISTS_AS = re.compile(r"(?i)\b(?:lists?|listed|records?|recorded|gives?|gave|shows?|showed|states?|stated|names?"
                       r"|named|enters?|entered|reports?|reported)\s+(?:the|his|her|your|their|my|our|its)\s+"
                       r"[\w' -]{1,30}$")


#: "at {street}" before the place it is in: ", in Port Davidbury", " in New William", ", a home in Harmonmouth".
_STREET_AT = re.compile(r"[ \t]+at[ \t]+$")
_PLACE_AFTER = re.compile(r"[ \t]*,?[ \t]*(?:(?:a|an|her|his|their|my|your|the)[ \t]+(?:home|residence|house)[ \t]+)?in[ \t]+"
                          r"(?=[A-Za-z])")


def street_before_place(text: str, start: int, end: int, place: str = "") -> Repair | None:
    """ "She has a home at {2169 Thompson Branch} , in Port Davidbury." -> "She has a home in Port Davidbury.": the
    street goes with its "at", and the place the sentence names next takes its place.

    With ``place`` (an abstraction's "in <place>") and no place named after the street: "You have a home at {X}."
    -> "You have a home in <place>."; "the residential address is {X}" -> "the residential address is in <place>".
    """
    at = _STREET_AT.search(text, max(0, start - 8), start)
    after = _PLACE_AFTER.match(text, end)
    if at and after:
        return at.start(), after.end(), " in "
    if not place:
        return None
    if at and re.match(r"\s*(?:[.;!?]|,\s+(?:and|but|while)\b|$)", text[end:end + 8]):
        return at.start(), end, f" in {place}"
    copula = re.search(r"\b(?:address|home|residence)[ \t]+(?:is|was)[ \t]+$", text[max(0, start - 30):start], re.I)
    if copula and re.match(r"\s*(?:[.;!?]|,\s+(?:and|but|while)\b|$)", text[end:end + 8]):
        return start, end, f"in {place}"
    return None


#: A clause that only gives the office's own inbox or line: "e-mail for this file: {X}, read every weekday", "the direct
#: address for this matter is {X}", "this file's inbox is {X}, checked daily".
_OFFICE_CONTACT_LABEL = re.compile(r"(?i)^[\w'’ -]{0,40}\b(?:e-?mail|mail|inbox|address|phone|line|number)\b[\w'’ -]{0,30}?"
                                   r"(?:\s(?:is|was)|:|\s(?:goes|go)[ \t]+to)[ \t]+$")  # "mail for this matter goes to {X}"


def _prose_clause(text: str, start: int, end: int) -> tuple[int, int, int, int, int, str, str] | None:
    """``(line_start, sentence start, sentence end, clause start, clause end, before, after)`` of the value at
    ``start:end`` when it sits in a prose sentence (ending in . ! or ?) and not in its line's speaker label; else None."""
    line_start, _ = line_bounds(text, start, end)
    prefix = LINE_PREFIX.match(text, line_start)
    if prefix and start < prefix.end():
        return None
    s, e = sentence_bounds(text, start, end)
    if not re.search(r"[.!?][\"'”’)\]]*$", text[s:e]):
        return None
    return (line_start, s, e, *clause_bounds(text, s, e, start, end))


#: "We have {X} as your address for e-mail": the clause only says that the value is the contact it is.
_HAVE_AS_HEAD = re.compile(r"(?i)(?:[\w'’]+[ \t]+){0,4}(?:have|has|had|keep|keeps|hold|holds|list|lists|use|uses|give"
                           r"|gives|show|shows)[ \t]+$")
_HAVE_AS_TAIL = re.compile(r"(?i)[ \t]+as[ \t]+(?:your|his|her|their|my|our|the)[ \t]+(?:[\w'’-]+[ \t]+){0,3}?"
                           r"(?:address|number|line|contact|inbox)(?:[ \t]+(?:for|to|of)[ \t]+[\w -]{1,20})?[ \t]*")


def contact_as_label(text: str, start: int, end: int) -> Repair | None:
    """ "We have {X} as your address for e-mail, and ..." goes whole once X is only "your e-mail address": "We have
    your e-mail address as your address for e-mail" would say nothing."""
    found = _prose_clause(text, start, end)
    if found is None:
        return None
    line_start, s, e, cs, ce, before, after = found
    if not _HAVE_AS_HEAD.fullmatch(text, cs, start) or not _HAVE_AS_TAIL.fullmatch(
            text[end:ce].rstrip(".!?\"'”’)]")):
        return None
    return _delete_clause(text, s, e, cs, ce, before, after)


def office_contact_clause(text: str, start: int, end: int) -> Repair | None:
    """The clause that only says where the office is reached goes whole once its address or number is a mention:
    "... , and this file's inbox is {j.kerr@...}, read every weekday." -> "...."."""
    found = _prose_clause(text, start, end)
    if found is None:
        return None
    line_start, s, e, cs, ce, before, after = found
    lead = re.match(r"[A-Z][\w ]{0,20}:[ \t]+(?=\S)", text[cs:start])  # "Next: E-mail for this file: {X}, checked daily"
    if lead and _OFFICE_CONTACT_LABEL.match(text[cs + lead.end() : start]) and after is not None:
        return _delete_clause(text, cs + lead.end(), e, cs + lead.end(), ce, before, after)
    if cs == line_start and LABEL_LINE.match(text, line_start) and s == line_start:
        return None  # a form line ("E-mail: {X}") is the form-line repair's
    if not _OFFICE_CONTACT_LABEL.match(text[cs:start]) or len(re.findall(r"[\w']+", text[end:ce])) > 4:
        return None
    return _delete_clause(text, s, e, cs, ce, before, after)


#: A participle that only says where something goes ("posted to", "mailed to"), not after an auxiliary.
_PARTICIPLE = re.compile(r"(?<!\bbe)(?<!\bis)(?<!\bare)(?<!\bwas)(?<!\bwere)(?<!\bbeen)\s+(?:posted|mailed|delivered"
                         r"|sent|addressed|returned)\s*$", re.I)


def _repair_contact_item(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "Contact: (415) 555-0159; {a@b.net}" -> "Contact: (415) 555-0159"; "left 555-0181 and {a@b.net} as ..." ->
    "left 555-0181 as ...": a contact value after another contact value goes with its separator."""
    if not re.search(r"\d|@|https?:", text[start:end]):
        return None
    m = re.search(r"(?:[\d\w.]@[\w.-]+|\d)(\s*[;,·]\s*|\s+(?:and|or)\s+)$", text[max(0, start - 60) : start])
    if not m:
        return None
    return start - len(m.group(1)), end, ""


def _repair_signature(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "{Jeffrey Richardson}, Dean of Students" on a line of its own -> "Dean of Students" (the signer's title stays)."""
    line_start, line_end = line_bounds(text, start, end)
    m = re.compile(r",[ \t]+(?=[A-Z][\w.&' -]*$)").match(text, end, line_end)
    if text[line_start:start].strip() or not m or text[line_end - 1 : line_end] in ".!?":
        return None
    return start, m.end(), ""


def _repair_titled_name(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "Prepared by {Jack Williams}, Club Manager" -> "Prepared by the Club Manager" (not "Prepared, Club Manager")."""
    return titled_name(text, start, end, line_bounds(text, start, end)[0])


def _repair_appositive(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "in touch with {Nathaniel Eaton}, our pastor." -> "in touch with our pastor." (a name gives way to its appositive)."""
    m = APPOSITIVE.match(text, end)
    if not m or "\n" in text[end : m.end()]:
        return None
    phrase = m.group(1)
    if SENTENCE_START.search(text[:start]):
        phrase = phrase[:1].upper() + phrase[1:]
    return start, m.end() if m.group(2) else m.end(1), phrase + (" " if m.group(2) and text[m.end() : m.end() + 1] != " " else "")


def _repair_bare_appositive(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "Sarah, {41}, lives in Ohio." -> "Sarah lives in Ohio." (a value set off by commas after a name goes)."""
    if text[max(0, start - 2) : start] != ", " or not re.match(r", [a-z]", text[end : end + 3]):
        return None
    if not re.search(r"\b[A-Z][\w'-]+$", text[max(0, start - 40) : start - 2]):
        return None
    return start - 2, end + 1, ""


#: A verb that needs the value as its object or complement: "Sales stand at {X}.", "I answered {X}.",
#: "My profile is set to {X}.", "I was {41} at the time." Without the value the clause says nothing.
_OBJECT_VERB = re.compile(
    r"\b(?:is|am|are|was|were|be|been|being|stands?|stood|totals?|totaled|answered|reported|stated|listed|gave|"
    r"set|signed|comes?|came|reads?|equals?|amounts?|reaches|reached|updated|named|chose|selected|prefers?|"
    r"sent|addressed|forwarded|copied|mailed|going|goes|go|directed|routed|disclosed|mentioned|described|"
    r"showed|shows|revealed|reveals|toured|gone|went|describes|described|"
    r"gets?|got|traces?\s+back|traced\s+back|stems?|stemmed|results?|resulted|arose|arises|"
    r"asked|asks|requested|requests|wanted|wants)\b"
    r"(?:\s+(?:at|to|on|for|as|of|up|in|with|by|from))?(?:\s+\w+){0,2}\s+$",
    re.I,
)


def _repair_object_clause(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """The clause whose verb needs the value goes whole: "Sales for Nicole Hill stand at {X}." is not
    "Sales for Nicole Hill stand."; "...; I answered {married}; ..." loses that clause only.

    Only prose clauses (the sentence ends in . ! or ?), never a speaker label, and never one that is
    the only place of another annotated value or a keep string.
    """
    found = _prose_clause(text, start, end)
    if found is None:
        return None
    line_start, s, e, cs, ce, before, after = found
    if not _OBJECT_VERB.search(text, cs, start):
        return None
    lost = _only_here(text, cs, ce, mentions)
    elsewhere = text[:cs] + "\n" + text[ce:]
    if (not _contains_any(text, cs, start, lost) and not _contains_any(text, end, ce, lost)
            and not _specific_rest(text[cs:start] + text[end:ce], elsewhere)):
        return _delete_clause(text, s, e, cs, ce, before, after)
    left = text.rfind(", ", cs, start)  # "..., I answered {married}, and ..." -> "..., and ..."
    right = text.find(",", end, ce)
    if right == -1:  # the clause ends the sentence: its full stop stays
        stop = re.search(r"[.!?][\"'”’)\]]*$", text[end:ce])
        right = ce - (len(stop.group()) if stop else 0)
    joined = text.rfind(" and ", cs, start)  # "..., lately and what keeps me up at night is {X}." -> "..., lately."
    if joined > left and not text.count(",", joined, start) and _OBJECT_VERB.search(text, joined, start) and (
            re.match(r" and (?:what|the|my|your|his|her|their|our|I|you|he|she|we|they)\s", text[joined:start])):
        left = joined
    elif left == -1 or not re.match(r", (?:I|you|he|she|we|they)\s", text[left:start], re.I):
        return None
    lead = re.search(r",?[ \t]+and[ \t]+(?:for|regarding)[ \t]+(?!(?:it|them|this|that|me|you|him|her|us)\b)[\w-]+"
                     r"(?:[ \t]+[\w-]+)?$", text[cs:left])
    if lead and left < start and text[left:left + 2] == ", ":  # "... and for updates, I asked for {X}." -> "..."
        left = cs + lead.start()
    if _contains_any(text, left, start, lost) or _contains_any(text, end, right, lost):
        return None
    if _specific_rest(text[left:start] + text[end:right], text[:left] + "\n" + text[right:]):
        return None
    return left, right, ""


def _repair_angle_address(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "From: Anna Lopez <{a.lopez@example.net}>" -> "From: Anna Lopez": the bracketed address goes with its brackets."""
    if text[start - 1 : start] != "<" or text[end : end + 1] != ">":
        return None
    a = start - 1
    while a > 0 and text[a - 1] in " \t":
        a -= 1
    return a, end + 1, ""


def _repair_channel(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "call us at {612-555-0119} before the date" -> "call us before the date": the channel says enough."""
    m = CHANNEL_AT.search(text, max(0, start - 80), start) or _SENT_TO.search(text, max(0, start - 40), start)
    if not m or m.end() != start or not re.search(r"\d|@", text[start:end]):
        return None
    if m.re is _SENT_TO and not m.group(0).lower().startswith("e") and re.match(r"[.!?;]", text[end : end + 1]):
        return None  # "Replies are sent." says nothing without where: the sentence goes instead
    if m.re is _SENT_TO and re.search(r",[ \t]*$", text[max(0, m.start() - 2) : m.start()]) and re.match(
            r"[.!?;]", text[end : end + 1]):  # "A clear photo will do, e-mailed to {X}." -> "..., sent by e-mail."
        return m.start(), end, "sent by e-mail"
    return m.start(1), end, ""


#: "Documents can be e-mailed to {X}", "updates are sent to {X}": the e-mail address alone can go.
_SENT_TO = re.compile(r"\b(?:e-?mailed|sent|forwarded|copied)(\s+to\s+)$", re.I)


#: The capitalised words after a place that make it part of an organisation's name ("Herreraport Adult Sports League").
_NAME_AFTER_PLACE = re.compile(
    r"((?:[ \t]+(?:[A-Z][a-z]+(?:['’]s)?|[A-Z]{2,5}|of|and|&)){0,4}[ \t]+(?:League|Club|Center|Centre|Department|Division|Office"
    r"|School|Facility|Rehabilitation|Therapy|Practice|Pharmacy|Gym|Fitness|Engineering|Logistics|Construction|Dental"
    r"|Motors|Supply|Foods|Manufacturing|Industries|Systems|Technologies|Builders|Plumbing|Landscaping|Bakery|Salon"
    r"|College|University|Hospital|Clinic|Library|Council|Court|Association|Society|Church|Bank|Authority|Services"
    r"|Institute|Network|Group|Team|Academy|Market|Agency|Board|Bureau|Commission|District|Union|Foundation"
    r"|Line|Lines|Cruises?|Airlines?|Airways|Railway|Transit|Hotel|Inn|Resort|Partners|Associates|Company"
    r"|Corporation|Media|News|Times|Gazette|Weekly|Radio|Press|Books|Publishing|Studios?|Theater|Theatre|Museum"
    r"|Gallery|Fund|Trust|Realty|Properties|Management|Advisory|Consulting|Solutions|Insurance|Savings|Arena|Stadium"
    r"|Rink|Speedway|Games|Gaming|Interactive|Audio|Entertainment|Productions?|Software|Labs|Counseling|Wellness"
    r"|Bookkeeping|Accounting|Tours|Travel|Outfitters|Events|Surety|Casualty))\b")


#: A firm named "<Town> <Trade>": the trade's kind of firm.
_FIRM_KINDS = {"Fitness": "gym", "Engineering": "engineering firm", "Logistics": "logistics company",
               "Construction": "construction company", "Dental": "dental practice", "Motors": "dealership",
               "Supply": "supplier", "Foods": "food company", "Manufacturing": "manufacturer", "Industries": "company",
               "Systems": "company", "Technologies": "company", "Builders": "builder", "Plumbing": "plumbing company",
               "Landscaping": "landscaping company", "Bakery": "bakery", "Salon": "salon", "Games": "game studio",
               "Gaming": "game studio", "Interactive": "game studio", "Audio": "audio production company",
               "Entertainment": "entertainment company", "Production": "production company",
               "Productions": "production company", "Software": "software company", "Labs": "company",
               "Properties": "property management company", "Realty": "real estate agency", "Management":
               "management company", "Counseling": "counseling practice", "Wellness": "wellness center",
               "Bookkeeping": "bookkeeping firm", "Accounting": "accounting firm", "Tours": "tour operator",
               "Travel": "travel agency", "Outfitters": "outfitter", "Events": "events company"}


def place_in_name(text: str, start: int, end: int) -> Repair | None:
    """ "{Herreraport} Adult Sports League" -> "the adult sports league": a place inside an organisation's name goes
    with the name's capitals, whether it is abstracted or dropped ("a city Adult Sports League" would be neither)."""
    before = re.search(r"\b(?:(?:[Tt]he|[Aa]n?)[ \t]+)?(University|College|Bank|Museum|Port)[ \t]+of[ \t]+$", text[:start])
    if before and not re.match(r"[ \t]*,[ \t]*[A-Z]", text[end:]):  # "University of {Omaha}" -> "the university"
        phrase = "the " + before.group(1).lower()
        if SENTENCE_START.search(text[: before.start()]):
            phrase = phrase[:1].upper() + phrase[1:]
        return before.start(), end, phrase
    if text[max(0, start - 2) : start] == ", " and not re.search(  # "..., Member Services Manager, {Honolulu}
            r"(?:Manager|Director|Coordinator|Officer|Secretary|Specialist|Agent|Supervisor|Administrator|Clerk|Therapist"
            r"|Associate|Partner|Lead|Producer|Editor|Representative|Counsel+or|Consultant|Assistant|Analyst|Advis[eo]r"
            r"|Accountant|Preparer|Attorney|Paralegal|Engineer|Technician|Host|Reporter"
            r"|(?<![A-Z])(?!(?:US|USA)\b)[A-Z]{2,5}(?<!\b[A-Z]{2}))[ \t]*,[ \t]*$", text[max(0, start - 40) : start]):
        return None  # Athletic Club": after a title or credential the place opens the employer's name
    m = _NAME_AFTER_PLACE.match(text, end)
    if not m:
        return None
    words = re.sub(r"\s+", " ", m.group(1)).strip().split()
    a, phrase = start, "the " + " ".join(w if re.fullmatch(r"[A-Z]{2,5}", w) else w.lower() for w in words)  # "DMV"
    if words[-1] in _FIRM_KINDS:  # "{Dayton} Engineering" is "the engineering firm", not "the engineering"
        phrase = "the " + _FIRM_KINDS[words[-1]]
    elif words[-1] == "Studios":  # "{Dayton} Game Studios" is one studio: "the game studio"
        phrase = phrase[: -len("studios")] + "studio"
    article = re.search(r"\b([Tt]he|[Aa]n?)\s+$", text[max(0, start - 5) : start])
    if article:
        a = start - len(article.group(0))
    if SENTENCE_START.search(text[:a]):
        phrase = phrase[:1].upper() + phrase[1:]
    return a, m.end(), phrase


def _repair_line_tail(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "FROM: Dr. Willie Frazier, {Andersonfort Heart Institute}" -> "FROM: Dr. Willie Frazier": the last part of a
    header, title or sign-off line goes with its comma or dash ("Reporter source notes — {Outlet}")."""
    line_start, line_end = line_bounds(text, start, end)
    sep = re.search(r"(?:,|[ \t][—–])[ \t]+$", text[line_start:start])  # "..., {Org}" / "Notes — {Outlet}"
    if not sep or text[end:line_end].strip(" \t"):
        return None
    cut = line_start + sep.start()
    head = re.sub(r"\b(?:Dr|Mr|Mrs|Ms|Mx|St|Prof|Jr|Sr|[A-Z])\.", "", text[line_start:cut])
    if not head.strip() or re.search(r"[.!?;]\s|[.!?;]$", head) or len(head.split()) > 8:
        return None  # prose, not a header, title or sign-off
    return cut, end, ""


def _repair_dotted_part(text: str, start: int, end: int, mentions: Sequence[str]) -> Repair | None:
    """ "{Lewis Recreation Center} · 2024-08-09" -> "2024-08-09": a letterhead part goes with its separator."""
    line_start, line_end = line_bounds(text, start, end)
    head, tail = text[line_start:start], text[end:line_end]
    after = re.match(r"[ \t]*[·•][ \t]*", tail)
    before = re.search(r"[ \t]*[·•][ \t]*(?:(?:Tel|Telephone|Phone|Fax|E-?mail)\.?:?[ \t]+)?$", head, re.I)
    if after and (not head.strip() or before):
        return start, end + after.end(), ""
    if before and not tail.strip():
        return line_start + before.start(), end, ""
    return None


_REPAIRS: tuple[Callable[[str, int, int, Sequence[str]], Repair | None], ...] = (
    _repair_angle_address,
    _repair_dotted_part,
    _repair_inline_field,
    _repair_particulars_item,
    _repair_plan_item,
    _repair_line_tail,
    _repair_channel,
    _repair_table_cell,
    _repair_form_line,
    repair_whole_line,
    _repair_greeting,
    _repair_possessive,
    _repair_parentheses,
    _repair_contact_item,
    _repair_list_item,
    _repair_lead_clause,
    _repair_clause,
    _repair_bare_appositive,
    _repair_sentence,
    _repair_object_clause,
    _repair_preposition,
)


def drop_repair(
    text: str, start: int, end: int, keep: Sequence[str] = (), *, others: Sequence[str] = (), kind: str = "other"
) -> Repair | None:
    """The first of :func:`drop_value`'s repairs that takes ``text[start:end]`` out without a stand-in, or None."""
    mentions = tuple(keep) + tuple(o for o in others if o.strip().lower() != text[start:end].strip().lower())
    names = kind in ("name", "first_name", "last_name")
    if names and absence_phrase(text, start, end):
        found = absence_phrase(text, start, end)
        if not _blocked(text, found[0], found[1], keep, start, end):
            return found
    if names:
        found = header_or_greeting(text, start, end, kind)
        if found and not _blocked(text, found[0], found[1], keep, start, end):
            return found
    if kind == "city" and place_in_name(text, start, end):
        return place_in_name(text, start, end)
    state = re.match(r",[ \t]+(?=(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\b)", text[end:]) if kind == "city" else None
    if state:  # "{West James}, DE 19901" -> "DE 19901", not "A location, DE 19901"
        code = re.match(r"([A-Z]{2})\b(?![ \t]*\d)", text[end + state.end():])
        if code and code.group(1) in US_STATES and text[:start].rstrip().endswith((" in", " near", " from", " of")):
            # in prose the state is said in full: "She is based in Wyoming.", not "She is based in WY."
            return start, end + state.end() + 2, US_STATES[code.group(1)]
        return start, end + state.end(), ""
    if kind == "address":
        found = street_before_place(text, start, end)
        if found and not _blocked(text, found[0], found[1], keep, start, end):
            return found
    firms = (_repair_subject_sentence,) if kind in ("organization", "employer") else ()
    for repair in ((_repair_titled_name, _repair_signature, _repair_appositive) if names else firms) + _REPAIRS:
        if repair is _repair_sentence and kind in ("name", "first_name", "last_name"):
            continue  # a sentence about a person says more than the name: the name gives way to a role
        if repair is _repair_sentence and kind == "amount" and re.match(r"\s+(?:in|for|on|to|toward)\s", text[end:end + 9]):
            # "reports {$X} in adjusted gross income for you." (not "A balance of {$X} must be paid ...")
            found = _repair_sentence(text, start, end, mentions, max_tail=_MAX_AMOUNT_TAIL_WORDS)
        else:
            found = repair(text, start, end, mentions)
        if found and not _blocked(text, found[0], found[1], keep, start, end):
            return _unless_vacuous(text, start, end, found, keep)
    return None


#: A sentence that, once its date or amount went, only says that something happened: "The events at issue took
#: place.", "The transaction was made.", "Her project started." An editor takes such a sentence out whole.
_VACUOUS_EVENT = re.compile(
    r"(?:The|Your|His|Her|Their|Our|My|This|That)[ \t]+(?:[\w'’-]+[ \t]+){0,4}?"
    r"(?:took place|was made|were made|happened|occurred|started|began|was carried out|was completed)\.")


def _unless_vacuous(text: str, start: int, end: int, found: Repair, keep: Sequence[str]) -> Repair:
    """``found``, or the whole sentence when ``found`` leaves it saying nothing ("On {March 21, 2024}, the events
    at issue took place." -> not "The events at issue took place."; reader s19s-san3 T153, T188)."""
    s, e = sentence_bounds(text, start, end)
    a, b, repl = found
    if a < s or b > e:
        return found
    left = (text[s:a] + repl + text[b:e]).strip()
    if _VACUOUS_EVENT.fullmatch(left) and not _blocked(text, s, e, keep, start, end):
        return delete_sentence(text, s, e)
    return found


#: A term a sentence defines for the rest of the document: 'Kelly Lopez (the "Petitioner")'.
_DEFINES_TERM = re.compile(r"\((?:the[ \t]+|hereinafter[ \t]+(?:the[ \t]+)?)?[\"“][A-Z][\w &'-]{1,40}[\"”]\)")


def _date_in_definitions(text: str, start: int, end: int, kind: str) -> Repair | None:
    """ "This Agreement is signed on {03/29/2024} by and between Kelly Lopez (the "Petitioner") and ..." -> "This
    Agreement is signed by and between ...": a date in the sentence that defines the document's terms goes with its
    preposition only; the sentence stays, since "the Petitioner" is used all through the document (reader18: a
    defined term whose defining sentence was cut)."""
    if kind not in ("date", "date_range"):
        return None
    s, e = sentence_bounds(text, start, end)
    if not _DEFINES_TERM.search(text, s, e):
        return None
    prep = re.search(r"(?:[ \t]+dated[ \t]+and[ \t]+(made|entered))?[ \t]+(?:on|dated|as[ \t]+of|effective)[ \t]+$",
                     text[s:start])
    if not prep or re.match(r"[ \t]*[,.;]", text[end:]) and not re.match(r",[ \t]+(?:by|between)\b", text[end:]):
        return None
    return s + prep.start(), end, " " + prep.group(1) if prep.group(1) else ""  # "dated and made on X" -> "made"


def drop_value(
    text: str,
    start: int,
    end: int,
    keep: Sequence[str] = (),
    *,
    others: Sequence[str] = (),
    kind: str = "other",
    fallback: str | None = None,
    key: str = "",
) -> tuple[str, int, int]:
    """Remove ``text[start:end]`` and repair its surroundings; no placeholder is left behind.

    Returns ``(new_text, new_start, new_end)``: ``new_text[new_start:new_end]`` replaced the old
    region ``[new_start, new_end + len(text) - len(new_text))``, which contains
    ``[start, end)``; everything before ``new_start`` is unchanged and everything after the old
    region is shifted by ``len(new_text) - len(text)``. Repairs, first that fits:

    - a key/value table row ``| Label | value |`` is deleted; a cell of a wider table is left "—"
    - a form field or e-mail header ``Label: value``, or a line that is only the value, is deleted
    - greeting "Hello value," -> "Hello,"; "Dear value," -> "To whom it may concern,"
    - "(value)" -> removed with the parentheses; list items "a, value, and b" -> "a and b"
    - a prose sentence whose point is the value (nothing else specific in it, no ``keep``
      string, the value not its subject; never for a person's name) -> the sentence is deleted
      with one space, or its whole line when nothing else is left on it
    - a possessor "value's order" -> "the order"
    - a comma clause about the value ("X, whose title is value, said") -> removed
    - "on value" at the end of a clause -> removed with its preposition
    - otherwise a neutral mention that says nothing of the value (``fallback``, else one for
      the value's ``kind``: "a date", "a reference", ...), fitted to its sentence.

    No repair loses a ``keep`` string (one that the text says only where the repair reaches;
    one inside or around the value itself never shields it). ``others`` (optional) are the
    other annotated values of the record: a sentence that is the only place one is said is
    not deleted either.
    """
    if not 0 <= start <= end <= len(text):
        raise ValueError(f"span ({start}, {end}) is outside a text of length {len(text)}")
    mentions = tuple(keep) + tuple(o for o in others if o.strip().lower() != text[start:end].strip().lower())
    guarded = [(a, b) for a, b in keep_spans(text, keep) if not (start <= a and b <= end) and not (a <= start and end <= b)]
    titled = title_before(text, start, end) if kind in ("name", "first_name", "last_name") else None
    if titled and not _blocked(text, titled[0], titled[1], keep, start, end):  # "with attorney {X}" -> "with an
        a, b, new = titled  # attorney", never "with attorney a colleague" (s22-san, seed 4343)
        return text[:a] + new + text[b:], a, a + len(new)
    defining = _date_in_definitions(text, start, end, kind)
    if defining and not _blocked(text, defining[0], defining[1], keep, start, end):
        a, b, new = defining
        return text[:a] + new + text[b:], a, a + len(new)
    found = drop_repair(text, start, end, keep, others=others, kind=kind)
    prep = re.search(r"[ \t]+(?:on|at|to|via)[ \t]+$", text[max(0, start - 6) : start])
    if found and found[0] < start - 6 and found[1] == end and prep and kind in ("phone", "email") and re.match(
            r"[ \t]+and[ \t]+\w", text[end:]):  # "; if unclear, leave a voicemail on {X} and we will call you back":
        found = start - len(prep.group()), end, ""  # the clause goes on after X, so only "on {X}" goes
    listed = re.match(r"[ \t]+(?:and|or)[ \t]+(?=(?:(?:at|on|to|via)[ \t]+)?(?:[\w.+-]+@|\+?\(?\d))", text[end:]) if (
        kind in ("email", "phone")) else None
    if listed:  # "He gave {X} and Y as the ways to reach him" -> "He gave Y as ..."; "reachable on {X} or at Y" ->
        own = re.search(r"[ \t]+(?:at|on|to|via)[ \t]+$", text[max(0, start - 6):start])  # "reachable at Y", not "a phone
        nxt = re.match(r"(?:at|on|to|via)[ \t]+", text[end + listed.end():])  # number or at Y" (the s19m reader)
        a = start - len(own.group()) + 1 if own and nxt else start
        return text[:a] + text[end + listed.end():], a, a
    if found:
        a, b, new = found
        return text[:a] + new + text[b:], a, a + len(new)
    cut = drop_clause(text, start, end, keep)
    phrase = fallback or _DROP_PHRASES.get(kind, "a detail")
    head = phrase.split()[-1] if phrase.split() else ""
    sentence_start = sentence_bounds(text, start, end)[0]
    restating = head and re.search(rf"(?i)\b{re.escape(head)}s?[ \t]+(?:is|was|are|were)[ \t]+$", text[sentence_start:start])
    if kind in ("email", "phone") and not restating:  # "the number we hold, {X}, stays on file"; "We have {X} as
        # your number": the stand-in would restate the noun its clause already gives it ("a phone number as your number")
        restating = re.search(r"(?i)\b(?:number|phone|address|e-?mail|line)\b[^.;,:()]{0,30},[ \t]*$",
                              text[sentence_start:start]) or re.match(
            r"(?i)[ \t]+as[ \t]+(?:the|your|his|her|their|my|our|a)[ \t]+(?:[\w-]+[ \t]+){0,3}?(?:number|address|e-?mail|phone)\b",
            text[end:])
    if kind in ("identifier", "email", "phone", "url") and not restating:  # "She holds {X} and can meet ...": a
        # stand-in there ("She holds an ID number") says a fact the record never had (reader7 T17); the clause goes
        restating = re.search(r"(?i)\b(?:holds?|held|has|have|had|carries|carry|keeps|owns|gave|provided|listed)[ \t]+"
                              r"(?:(?:a|an|the|his|her|their|your|my|our)[ \t]+)?(?:[\w-]+[ \t]+){0,2}$",
                              text[sentence_start:start])
    if kind == "handle" and not restating:  # "Online I post as {@x}" / "His profile uses {@x}": "an online handle"
        restating = phrase in ("an online handle", "an online account")  # there says nothing
    if kind in ("email", "phone", "url", "handle"):  # "Contact details: {X} or Y." -> "Contact details: Y."
        listed = re.match(r"[ \t]*(?:,|;|[ \t]or\b|[ \t]and\b)[ \t]+(?=\S)", text[end:])
        if listed and (re.search(r":[ \t]+$", text[max(0, start - 3) : start]) or start == 0 or text[start - 1] == "\n"):
            # and a signature's "{X} or Y" line: "Y", not "A phone number or Y" (the s19m reader's class 1)
            return text[:start] + text[end + listed.end() :], start, start
    if restating and kind in ("email", "phone"):  # "News goes to Y and the number we hold, {X}, stays on file, though
        joined = list(re.finditer(r"[ \t]*,?[ \t]+and[ \t]+", text[sentence_start:start]))  # ..." -> "News goes to Y."
        sentence_end = sentence_bounds(text, start, end)[1]
        stop = re.search(r"[.!?][\"'”’)\]]*$", text[start:sentence_end])
        semi = text.find(";", end, sentence_end)
        if joined and stop:
            a, b = sentence_start + joined[-1].start(), semi if semi != -1 else start + stop.start()
            if a > sentence_start and not _contains_any(text, a, b, [m for m in mentions if m.strip()]):
                return text[:a] + text[b:], a, a
    if cut and restating and kind in _NAMED_STANDIN and _contains_any(
            text, cut[0], cut[1], _only_here(text, cut[0], cut[1], [m for m in mentions if m not in keep])):
        cut = None  # the restating clause is not the only place of another fact ("All news goes to {Y} and ...")
    if cut and (kind not in _NAMED_STANDIN or restating):  # "Her phone number is {X} and her e-mail ..." -> "Her
        # e-mail ...": the stand-in would only restate its label ("Her phone number is a phone number")
        a, b, new = cut
        return text[:a] + new + text[b:], a, a + len(new)
    if kind in ("email", "phone"):  # "The direct address for this matter is {X}, checked daily, and ..."
        said = office_contact_clause(text, start, end)
        if said and not _blocked(text, said[0], said[1], keep, start, end) and not _contains_any(
                text, said[0], said[1], _only_here(text, said[0], said[1], [m for m in mentions if m not in keep])):
            a, b, new = said
            return text[:a] + new + text[b:], a, a + len(new)
    if kind == "name" and re.search(r"(?i)emergency|next_of_kin", key):  # "staff should call {Jennifer Butler
        st, en = sentence_bounds(text, start, end)  # (sister)} for you" goes whole, not "call your sister"
        if not _blocked(text, st, en, keep, start, end) and not _contains_any(
                text, st, en, _only_here(text, st, en, [m for m in mentions if m not in keep])):
            a, b, new = _delete_span(text, st, en)
            return text[:a] + new + text[b:], a, a + len(new)
    said = restated(text, start, end, phrase, mentions)
    if not said and kind not in ("name", "first_name", "last_name"):  # "The fee is {X}." says nothing once X goes
        said = restated(text, start, end, "", mentions)
    if said and not _blocked(text, said[0], said[1], keep, start, end):
        a, b, new = said
        return text[:a] + new + text[b:], a, a + len(new)
    lo = max([0] + [b for a, b in guarded if b <= start])
    hi = min([len(text)] + [a for a, b in guarded if a >= end])
    again = re.search(rf"(?i)\b{re.escape(head)}s?([ \t]+(?:for|of|about|on)[ \t]+)$", text[lo:start]) if head else None
    if again:  # "notes a request for {X}" -> "notes a request", not "a request for a request"
        a = start - len(again.group(1))
        return text[:a] + text[end:], a, a
    placed = said_without(text, start, end, kind, lo, hi)  # "Re: Plan ({X})", "news is sent to {X}": no stand-in
    a, b, new = placed or fit(text, start, end, phrase, kind, lo, hi, key)
    # "on staff is {a staff member}" -> "a team member" (the words before where fit put it: "under policy {X}" became
    # "under {a policy number}", whose "policy" no longer echoes anything)
    plain = without_echoed_word(text, min(a, start), phrase)
    if not placed and plain != phrase and phrase.split(None, 1)[-1].lower() in new.lower():
        a, b, new = fit(text, start, end, plain, kind, lo, hi, key)
    return text[:a] + new + text[b:], a, a + len(new)


#: Kinds whose stand-in still says what the sentence needs ("banked with the financial institution", "the
#: patient", "deposited to a bank account", "left an e-mail address"): their clause is not cut for them.
_NAMED_STANDIN = frozenset({"name", "first_name", "last_name", "organization", "employer", "identifier", "email",
                            "phone", "url", "handle"})


def drop_clause(text: str, start: int, end: int, keep: Sequence[str] = ()) -> Repair | None:
    """The prose clause holding ``text[start:end]`` goes whole (the sentence when it has no other clause).

    The last resort of a drop, before a stand-in that says nothing ("Surgical history includes a health
    matter"): a writer takes the clause out, even where it said something else too. Never a heading,
    form line or speaker label, and never a clause that is the only place of a ``keep`` string.
    """
    line_start, _ = line_bounds(text, start, end)
    prefix = LINE_PREFIX.match(text, line_start)
    if prefix and start < prefix.end():
        return None
    s, e = sentence_bounds(text, start, end)
    if not re.search(r"[.!?][\"'”’)\]]*$", text[s:e]) or LABEL_LINE.match(text, line_start) and s == line_start and (
            LABEL_LINE.match(text, line_start).end() > start):
        return None
    cs, ce, before, after = clause_bounds(text, s, e, start, end)
    found = _delete_clause(text, s, e, cs, ce, before, after)
    if _blocked(text, found[0], found[1], keep, start, end):
        found = _delete_span(text, s, e)
        if _blocked(text, found[0], found[1], keep, start, end):
            return None
    return found


def rewrite_drop(
    text: str, pairs: Sequence[tuple[str, str]], keep: Sequence[str], others: Sequence[str], ctx: Context
) -> str:
    targets = {v.strip().lower() for _, v in pairs}
    others = [o for o in others if o and o.strip().lower() not in targets]
    office = header_office(text, ctx, sorted(targets))
    for key, value in pairs:
        kind = value_kind(key, value)
        for _ in range(4 * len(text) + 1):  # each pass removes one occurrence
            kept = keep_spans(text, keep)  # a kept string is never deleted, even around a target (a hard row)
            spans = [(a, b) for a, b in target_spans(text, key, value) if not any(x <= a and b <= y for x, y in kept)]
            if not spans:
                break
            s, e = spans[-1]
            token = token_edit(text[s:e], value, key, kind)
            k_key, k_kind = token or (key, kind)
            before = text
            line_start, line_end = line_bounds(text, s, e)
            if k_kind in ("name", "first_name", "last_name") and re.fullmatch(r"[ \t]*[-–—~]+[ \t]*", text[line_start:s]) \
                    and not text[e:line_end].strip():  # "- {Peter}" signing off a diary: the line goes
                a, b, _ = _delete_line(text, line_start, line_end)
                text = text[:a] + text[b:]
                continue
            own = _owned_after_preposition(text, s, e) if k_kind in ("name", "first_name", "last_name") and (
                re.search(SUBJECT_NAME_KEYS, k_key.lower()) or k_kind != "name") and ctx.get("pronoun") in (
                "her", "his") else None
            if own is not None:  # "withheld $671.52 from {Maria}'s wages" -> "from her wages", not "from the wages"
                text = text[:own] + ctx["pronoun"] + text[e + 2 :]
                continue
            compound = re.fullmatch(r"(?i)(?:\d+|[a-z]+)-(?:day|week|month|year)|(?:[02-9]|\d\d+) (?:day|week|month|year)",
                                    text[s:e]) and re.match(r"[ \t]+[a-z]", text[e:])
            if compound:  # "a {15-year} mortgage" -> "a mortgage": the compound goes, its noun stays (reader3 T94)
                art = re.search(r"\b([Aa]n?)[ \t]+$", text[max(0, s - 4) : s])
                after = text[e:].lstrip(" \t")
                word = with_article(after.split(" ", 1)[0]).split(" ", 1)[0] if art else ""  # "an 18-month" -> "a"
                word = word.capitalize() if art and art.group(1)[0] == "A" else word
                text = text[: s - len(art.group()) if art else s] + (word + " " if word else "") + after
                continue
            state_zip = re.search(r"\b[A-Z]{2}([ \t]+)$", text[max(0, s - 6) : s]) if k_kind == "postal_code" else None
            if state_zip:  # "Charleschester, TN {37789}" -> "Charleschester, TN", not "TN a postal code"
                text = text[: s - len(state_zip.group(1))] + text[e:]
                continue
            greeting = greeting_without_name(text, s, e, k_key, k_kind, ctx)
            title = ctx.get("signer_title", "") if re.search(r"(?i)signer", k_key) else ""
            person = abstract_value(k_key, value, ctx) if k_kind == "name" else ("the " + title if title else "")
            party = greeting or header_party(text, s, e, k_kind, k_key, subject_role(ctx), office, person,
                                             ctx.get("signer_title", ""), ctx.get("office_kind", ""),
                                             sorted(targets), ctx.get("mail_owners", ""))
            if party:  # "Dear {Ms. Davis}," -> "Dear Client,"; "To: {n.wolfe@...}" -> "To: <the office>", not deleted
                text = text[: party[0]] + party[2] + text[party[1] :]
                continue
            text, _, _ = drop_value(text, s, e, keep, others=others, kind=k_kind, key=k_key,
                                    fallback=_drop_fallback(k_key, text[s:e] if token else value, k_kind, ctx))
            if text == before:
                break
    return text


def _owned_after_preposition(text: str, s: int, e: int) -> int | None:
    """Where "{Ms. Lee}'s wages" starts when the subject's possessive follows a preposition ("from", "to", "on"), so
    the subject's pronoun can stand for it; else None."""
    if not re.match(r"['’]s[ \t]+[a-z]", text[e : e + 4]):
        return None
    title = re.search(r"\b(?:Mr|Mrs|Ms|Mx|Dr)\.?[ \t]+$", text[max(0, s - 6) : s])
    a = s - len(title.group()) if title else s
    return a if re.search(r"(?i)\b(?:from|to|in|on|of|for|with|by|about|into|at|under)[ \t]+$", text[max(0, a - 8) : a]) \
        else None


#: An e-mail header line: "From: ", "To: ", "Cc: ".
_HEADER_LINE = re.compile(r"(?im)^(?:from|to|cc|bcc|reply-to):[ \t]*$")
#: Keys of the people and addresses that speak for the issuing office.
_OFFICE_SIDE = re.compile(r"(?i)signer|issuer|staff|officer|official|agent|representative|coordinator|caseworker|clerk")


def _owner_named(text: str, address: str, secrets: Sequence[str]) -> str:
    """The person an office's e-mail address belongs to where the record names them ("l.smith@wallcommons..." and
    "Lisa Smith" signing the replies), unless that name is itself a target; else ""."""
    local = re.match(r"([a-z])[._]?([a-z]{3,})@", address)
    if not local:
        return ""
    m = re.search(rf"\b({local.group(1).upper()}[a-z]+(?:[ \t]+[A-Z]\.)?[ \t]+{local.group(2).capitalize()})\b", text)
    low = [x.lower() for x in secrets]
    if not m or any(m.group(1).lower() in x or x in m.group(1).lower() for x in low if len(x) >= 3):
        return ""
    return m.group(1)


def header_party(text: str, s: int, e: int, kind: str, key: str, role: str, office: str, person: str = "",
                 title: str = "", body: str = "", secrets: Sequence[str] = (), owners: str = "") -> Repair | None:
    """An e-mail header's party as a general one, not deleted: "To: {b.gonzalez@...}" -> "To: Brownburgh DMV
    Service Center" (the office the record names), else the person's role where known ("FROM: The physical
    therapist"), the signer's job title ("To: The Service Desk Lead": the office-side party of a thread is whoever
    signs its letters) or "To: The office"; the subject's own address -> their tie to the office ("From: A member of
    Jones Rotary Club", or "A member of the neighborhood association" where the office itself goes: ``body``, the
    office's kind; :func:`subject_party`)."""
    if kind not in ("email", "name", "first_name", "last_name", "organization", "employer"):
        return None
    line_start = text.rfind("\n", 0, s) + 1
    line_end = text.find("\n", e)
    line_end = len(text) if line_end == -1 else line_end
    if not _HEADER_LINE.match(text, line_start, s) or not _HEADER_LINE.fullmatch(text[line_start:s]):
        return None
    tail = text[e:line_end]
    if tail.strip() and not re.fullmatch(r"\s*<[^<>\s]+@[^<>\s]+>\s*", tail):
        return None  # "From: Anna <{X}>": the angle address goes on its own
    if kind in ("organization", "employer"):  # "To: {Meridian Clinic}" once the office goes too (a header a person's
        party = f"the {title}" if title else "the office"  # removal had given the office): who signs for it
        return s, line_end, party[:1].upper() + party[1:]  # (reader6 T5: a reply with no From: or To: line)
    subject = re.fullmatch(r"(full_name|name|first_name|last_name|email|e_mail|personal_email|home_email)", key.lower())
    person = re.sub(r"^(?:a|an)\s+", "the ", person) if re.match(r"(?:a|an|the)\s+\w", person) else ""
    owner = _owner_named(text + "\n" + owners, text[s:e], secrets) if kind == "email" and not subject else ""
    if owner:  # "To: {l.smith@...}" beside "From: Lisa Smith": the same person by name, not "To: The Community
        return s, line_end, owner  # Manager" in one header and her name in the next (reader2 T8)
    party = header_subject(role, office or body) if subject and not _OFFICE_SIDE.search(key) else (
        office or ("" if "member of staff" in person else person) or (f"the {title}" if title else "the office"))
    return s, line_end, party[:1].upper() + party[1:]


def header_subject(role: str, office: str) -> str:
    """The subject as an e-mail header names them once their name goes: by their role with "the", as the thread's
    quote lines name them ("On ..., the student wrote:"): "To: The student", "From: The member". Not a sentence ("To:
    A member of Jones Rotary Club" reads stiff: reader14 A), and not "To: Student, Murphy State University" (reader15:
    "Role, Office" is how a directory lists the office's own staff, so a customer or a student reads as one of them).
    An office known only by its kind ("the neighborhood association") keeps :func:`subject_party`'s wording."""
    party = subject_party(role, office)
    m = re.fullmatch(r"(?:a|an) ([a-z]+(?: [a-z]+)?) (?:of|at|to|with) (.+)", party)
    if not m or not office or not office[:1].isupper():
        return party
    return f"The {m.group(1)}"


#: How the subject stands to the office a record is written to or from: "a member of", "an account holder at".
_SUBJECT_TIE = {"member": "of", "client": "of", "patient": "of", "account holder": "at", "applicant": "to",
                "student": "at", "parent": "at", "contributor": "to", "participant": "at", "employee": "of"}
#: Bodies named with "the": "the Internal Revenue Service", "the Leestad Department of Human Services Office".
_THE_BODY = re.compile(r"^(?:University|College|Office|Department|Bureau|Board|City|County|State)\b|\b(?:Service|"
                       r"Department|Office|Division|Bureau|Court|Council|Board|Committee|Agency|Administration|Commission"
                       r"|Registry|Authority)\b")
#: Words of a club's or a studio's name: whoever writes to it is a member, not a participant.
_MEMBER_BODY = re.compile(r"\b(?:Club|Association|Society|Studio|League|Church|Parish|Congregation|Guild|Cooperative|Union"
                          r"|Center|Centre|Gym|Fitness|Lodge|Chapter|Circle|Band|Choir|Team)\b")


def subject_party(role: str, office: str) -> str:
    """The subject as an e-mail header names them once their name goes: their tie to the office the record is written
    to ("From: A member of Jones Rotary Club", "From: An account holder at Blue Mesa Credit Union", "From: A customer of
    Dickerson Air"), or their role where the record names no office ("From: The client")."""
    noun = re.sub(r"^(?:the|a|an)\s+", "", role.strip(), flags=re.I)
    if not office or noun not in _SUBJECT_TIE:
        return role
    tie = _SUBJECT_TIE[noun]
    if noun == "account holder" and re.search(r"(?i)\binsurance\b", office):  # an insurer's customer holds a policy
        noun, tie = "policyholder", "with"
    if noun == "participant":  # a club's participant is its member; an airline's or a charter's is its customer
        noun, tie = ("member", "of") if _MEMBER_BODY.search(office) else ("customer", "of")
    body = ("the " + office) if _THE_BODY.search(office) and not office.lower().startswith("the ") else office
    return f"{with_article(noun)} {tie} {body}"


def signature_office(text: str, title: str) -> str:
    """The organisation line under a sign-off's job title ("Records Clerk" / "North Jennifershire Passport Acceptance
    Facility"), or "" where the record has none: whom an office-side e-mail header names once its person goes."""
    if not title:
        return ""
    m = re.search(rf"(?m){re.escape(title)}[ \t]*\n([A-Z][A-Za-z&'.,\- ]{{3,80}}?)[ \t]*$", text)
    return m.group(1) if m and " " in m.group(1) else ""


def header_office(text: str, ctx: Context, secrets: Sequence[str]) -> str:
    """The office an e-mail header may name in place of its person: the record's issuing office or the organisation
    under the signer's sign-off, unless it holds (or is held by) a value being removed."""
    signed = ctx.get("signed_office", "")  # the pipeline's: found in the whole record, clear of every target
    for office in (ctx.get("office", ""), signed, signature_office(text, ctx.get("signer_title", ""))):
        if office and (office in text or office == signed) and not any(
                v in office.lower() or office.lower() in v for v in secrets if len(v) >= 3):
            return office
    return ""


_DEAR = re.compile(r"(?:^|\n)(Dear)[ \t]+(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?[ \t]+)?$")


def greeting_without_name(text: str, start: int, end: int, key: str, kind: str, ctx: Context) -> Repair | None:
    """ "Dear {Ms. Davis}," once the name goes: the document's own relation to its reader ("Dear Client,"), "Dear Sir
    or Madam," to an office's official, else "Hello," -- never "To whom it may concern," to a person the writer knows."""
    m = _DEAR.search(text, max(0, start - 40), start)
    if not m or m.end() != start or not text.startswith((",", "!"), end) or kind not in (
            "name", "first_name", "last_name"):
        return None
    office = re.search(r"(?i)signer|issuer|staff|officer|official|agent|representative|coordinator|caseworker|clerk"
                       r"|handler|editor|adjuster|manager|contact", key)
    subject = not office and (re.search(SUBJECT_NAME_KEYS, key.lower()) or kind != "name")
    word = salutation(subject_role(ctx)) if subject else None
    if word:
        return m.start(1), end, f"Dear {word}"
    thread = re.search(r"(?m)^(?:From|Subject|Sent):[ \t]", text)  # an e-mail exchange: "Hello," to a correspondent
    return m.start(1), end, "Dear Sir or Madam" if office and not thread else "Hello"


def _drop_fallback(key: str, value: str, kind: str, ctx: Context) -> str:
    """What a dropped value becomes where no repair can take it out: a neutral mention saying nothing of it."""
    if kind in ("name", "first_name", "last_name"):
        if re.search(SUBJECT_NAME_KEYS, key.lower()) or kind != "name":
            return subject_role(ctx)
        return abstract_value(key, value, ctx)  # the person's role ("a sister", "an attorney"), never the name
    if kind == "identifier":  # "deposited to account number X" -> "deposited to a bank account"
        return abstract_value(key, value, ctx).removesuffix(" on file")
    if kind == "handle":  # "a pseudonym", "a gamer tag", "an online handle"
        return abstract_value(key, value, ctx)
    if kind in ("organization", "employer"):  # a party the record names: "I have banked with the financial institution"
        return re.sub(r"^(?:a|an)\s+", "the ", abstract_value(key, value, ctx))
    if kind == "health" and re.search(r"injur", key.lower()):  # "he sustained {a herniated disc}" -> "an injury"
        return "an injury"
    noun = key.lower().split("_")[-1]  # "hoa_violation" -> "a violation"
    if kind == "other" and noun.isalpha() and len(noun) > 3 and not noun.endswith("s") and noun not in ("name", "info"):
        return with_article(noun)
    return _DROP_PHRASES.get(kind, "a detail")


#: Neutral mentions for a dropped value that the sentence cannot do without.
_DROP_PHRASES: dict[str, str] = {
    "date": "a date", "date_range": "a period", "time": "at one point", "address": "an address",
    "city": "a location", "postal_code": "a postal code", "age": "an adult", "amount": "an amount",
    "number": "a figure", "identifier": "a reference", "email": "an e-mail address", "phone": "a phone number",
    "url": "a website", "handle": "an online account", "employer": "an employer", "organization": "an organization",
    "occupation": "a job", "health": "a health matter", "measurement": "a measurement",
    "demographic": "a personal characteristic", "other": "a detail",
}  # fmt: skip


#: Head nouns that say too little alone once their echoing modifier goes, and the modifier they take instead.
_BARE_HEADS = {"member": "team", "person": "contact", "party": "other"}
#: Words that join a stand-in's own phrase: it is kept whole.
_LINKS = frozenset("in of for at on with to from by and or".split())
#: Words of a stand-in that are its article or owner, never the word it would echo.
_DETERMINERS = frozenset("a an the his her their your my our its".split())


def without_echoed_word(text: str, s: int, repl: str) -> str:
    """The stand-in without a modifier that repeats a word the sentence says just before the value: "took the course
    with {a course instructor}" -> "an instructor", "works {a regular work schedule}" -> "a regular schedule", "billed
    to {the payment card}" after "His payments" -> "the card". A writer does not say the noun twice in one breath; the
    stand-in's own head noun stays (it says what the value was)."""
    words = repl.split()
    link = next((i for i, w in enumerate(words) if i and w in _LINKS), None)
    if link is not None:  # a stand-in with a phrase of its own ("a passing grade in a course", "a family history of a
        # cancer diagnosis"): only the words before its head noun may go, the phrase after it stays whole
        head = without_echoed_word(text, s, " ".join(words[:link])) if link >= 3 else " ".join(words[:link])
        return " ".join([head, *words[link:]])
    if len(words) < 3 or words[0].lower() not in _DETERMINERS or not all(re.fullmatch(r"[a-z-]+", w) for w in words[1:]):
        return repl
    if " ".join(words[1:]).lower() in text.lower():  # "your {known traveler number}": a term the record itself uses
        return repl
    start = sentence_bounds(text, s, s)[0]
    said = [w.lower() for w in re.findall(r"[A-Za-z-]{4,}", text[start:s])[-4:]]
    body = [w for w in words[1:-1] if not (len(w) >= 4 and any(x.startswith(w.lower()) or w.lower().startswith(x)
                                                                for x in said))]  # "works" says "work" again
    if len(body) == len(words) - 2:
        return repl
    det = words[0]
    if not body and words[-1].lower() in _BARE_HEADS:  # "on staff is {a staff member}" -> "a team member", not "a member"
        body = [_BARE_HEADS[words[-1].lower()]]
    if det.lower() in ("a", "an"):
        det = ("an" if re.match(r"[aeiouAEIOU]", (body or words[-1:])[0]) else "a")
        det = det.capitalize() if words[0][0].isupper() else det
    return " ".join([det, *body, words[-1]])
