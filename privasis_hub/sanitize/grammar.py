"""Repairing grammar around an edit: sentence bounds, labels, articles, prepositions, capitals, ages."""

from __future__ import annotations

import re
from collections.abc import Sequence

from privasis_hub.sanitize.abstract import DATE_KINDS, with_article
from privasis_hub.sanitize.address import US_STATES
from privasis_hub.sanitize.find import MONTH_PATTERN

_ABBREVIATIONS = frozenset(
    "dr mr mrs ms prof hon st jr sr no vs inc ltd co apt dept corp mt ft gov rev e.g i.e u.s etc a.m p.m ext tel".split()  # "ext. 951" (s24)
)


_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*(?=\s|$)")


#: A form field or e-mail header: "Label: " at the start of a line.
LABEL_LINE = re.compile(r"[ \t]*[A-Za-z][\w '()/&.,-]{0,50}:[ \t]+")
LINE_PREFIX = re.compile(r"(?:\[[^\]\n]{1,16}\]\s*[^:\n]{1,40}:\s+|[QA]:\s+|[-*•]\s+)")


def _is_sentence_end(text: str, pos: int) -> bool:
    """Whether the mark at ``pos`` ends a sentence (not "Dr.", an initial or a decimal point)."""
    if text[pos] != ".":
        return True
    i = pos
    while i > 0 and (text[i - 1].isalnum() or text[i - 1] in "._"):
        i -= 1
    w = text[i:pos].lower()
    if re.fullmatch(r"[A-Z]{2}", text[i:pos]) and re.search(r",[ \t]*$", text[max(0, i - 3) : i]):
        return True  # "a home in Jasonmouth, MT. Her phone ..." ends a sentence: a state, not "Mt." (Mount) or "Co."
    if w == "ft" and re.search(r"(?i)(?:\bsq\.?|\d)[ \t]*$", text[max(0, i - 6) : i]):
        return True  # "2,310 sq ft. His search ..." ends a sentence: feet, not "Ft. Worth"
    return not w or not (w in _ABBREVIATIONS or (len(w) == 1 and w.isalpha()))


def line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return line_start, len(text) if line_end == -1 else line_end


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around ``[start, end)``: it never crosses a line or a chat / Q&A prefix."""
    line_start, line_end = line_bounds(text, start, end)
    prefix = LINE_PREFIX.match(text, line_start)
    s = prefix.end() if prefix and prefix.end() <= start else line_start
    for m in _SENTENCE_END.finditer(text, s, start):
        if _is_sentence_end(text, m.start()):
            s = m.end()
    while s < start and text[s] in " \t":
        s += 1
    e = line_end
    for m in _SENTENCE_END.finditer(text, end, line_end):
        if _is_sentence_end(text, m.start()):
            e = m.end()
            break
    return s, e


Repair = tuple[int, int, str]


ARTICLE_BEFORE = re.compile(r"\b(a|an|the)\s+$", re.I)


_ARTICLE_START = re.compile(r"(a|an|the)\s", re.I)
#: A replacement that opens on its own determiner ("some music", "my partner"): an article or owner before it goes.
_DETERMINER_START = re.compile(r"(?i)(?:a|an|the|some|my|your|our|his|her|their)\s+")
#: An owner word just before a value ("My dear {Jose}", "her {Dr. Lee}"): the replacement says no owner of its own.
_OWNER_BEFORE = re.compile(r"(?i)\b(?:my|your|our|his|their)\s+(?:dear(?:est)?\s+)?$")


_PREP_BEFORE = re.compile(r"\b(on|at|in|of|during)\s+$", re.I)


_TIME_PREPOSITIONS = frozenset({"on", "at", "in", "during"})


_PREP_START = re.compile(
    r"(in|on|at|within|above|below|outside|around|consistent|positive|negative|between|less than)\s", re.I
)


#: "Mr. X's birth date is " / "her date of birth was ": a year or decade there reads "was born in".
_BIRTH_DATE_IS = re.compile(r"(?i)(?:(['’]s)|\b(my|his|her|their|your))[ \t]+(?:birth[ \t]?date|date[ \t]+of[ \t]+birth)"
                            r"[ \t]+(?:is|was)[ \t]+\Z")
#: (a year alone and "early/mid-/late 2024" too: "enrolled in {Fall 1985}" -> "enrolled in 1985", never "enrolled
#: 1985": reader15 T2)
_DATE_START = re.compile(rf"({MONTH_PATTERN}|the (spring|summer|fall|winter)|the (early|mid-|late) ?\d{{4}}s|(?:early |late "
                         rf"|mid-)?\d{{4}}(?!s))\b", re.I)


SENTENCE_START = re.compile(
    r"(?:\A|[.!?][\"'”’)\]]*\s+|\n[ \t]*|(?:\A|\n)(?:\[[^\]\n]*\]\s*[^:\n]{1,40}|[QA]|[A-Z][\w ]{0,30}):\s+)\Z"
)


#: What may stand before a chat or Q&A speaker's name on its line: nothing, or a time stamp.
_SPEAKER_HEAD = re.compile(r"[ \t]*(?:\[[^\]\n]{1,16}\][ \t]*)?")
_VOCATIVE = re.compile(r"\b(Dear|Hello|Hi)\s+\Z")


_AGE_SUFFIX = re.compile(r"\s*(?:years?[ -]old|years? of age)", re.I)


def keep_spans(text: str, keep: Sequence[str]) -> list[tuple[int, int]]:
    """Every occurrence of every keep string (plain, case-insensitive: the strictest reading)."""
    lower, spans = text.lower(), []
    for k in {k.lower() for k in keep if k and k.strip()}:
        i = lower.find(k)
        while i != -1:
            spans.append((i, i + len(k)))
            i = lower.find(k, i + 1)
    return spans


#: Words a label before a value may hold ("account number", "Ms.", "your"), absorbed by a phrase
#: that names the thing itself ("deposited to {account number X}" -> "deposited to a bank account on file").
_LABEL_WORDS = frozenset(
    "number no no. # id code account card e-mail email address handle website url phone name login zip postcode mrn ssn "
    "the its their his her your my our this that mr mr. ms ms. mrs mrs. mx mx. miss dr dr. prof prof.".split()
)


_DETERMINERS = frozenset("the its their his her your my our this that".split())


def _absorb_label(text: str, s: int, repl: str, key: str, lo: int) -> int:
    """Where a phrase starting with an article should begin: before a label that it already says."""
    if not re.match(r"(?i)(a|an|the)\s", repl):
        return s
    # words before the noun only after a determiner: "your final {grade of}", never "{report a household of}" (a verb)
    of = re.search(r"(?i)\b(?:(?:a|an|the|your|his|her|their|my|our)\s+(?:[a-z]+\s+){0,2}?)?([a-z]+)\s+of\s+$", text[lo:s])
    if of and re.search(rf"(?i)\b{of.group(1)}\b", repl):
        return lo + of.start()  # "a final grade of {a passing grade in a course}" -> "a passing grade in a course"
    key_words = {v for w in key.lower().split("_") if len(w) > 1 and not w.endswith("ed")  # "disclosed" is a verb
                 for v in (w, w.removesuffix("s"))}
    allowed = _LABEL_WORDS | key_words
    a, pos, absorbed = s, s, 0
    for m in reversed(list(re.finditer(r"[A-Za-z][\w'’.#-]*", text[lo:s]))):
        start, end = lo + m.start(), lo + m.end()
        if text[end:pos].strip() or "\n" in text[end:pos]:
            break
        word = re.sub(r"['’]s$", "", m.group().lower()).rstrip(".") or m.group().lower()
        if word not in allowed and m.group().lower() not in allowed and not any(
                word == w + "ship" for w in key_words):  # "membership" for a member number
            break
        if re.search(r"(?i)\b(?:should|will|must|can|could|may|might|would|please)\s+$", text[lo:start]):
            break  # "staff should contact {X}": a verb, not a label
        if m.group().endswith(".") and m.group().lower() not in _LABEL_WORDS:
            break  # "as the ZIP code. {Natalie Allen}": a sentence ended there
        a, pos, absorbed = start, start, absorbed + 1
        if word in _DETERMINERS or absorbed >= 4:
            break
    if absorbed and text[a:s].strip().lower().rstrip(".") in _DETERMINERS:
        return s  # only "the" / "your" before it: the article step handles that
    if absorbed and re.search(r"['’]s[ \t]+$", text[lo:a]):
        return s  # "gives Mr. Stephens's child {X}": the owner's noun stays ("... child an approved accommodation")
    return a


_NAME_KINDS = frozenset({"name", "first_name", "last_name"})


#: What a surname used as an adjective names: "the Hernandez home", "the Carey file".
_OWNED_NOUN = re.compile(
    r"\s+(?:home|family|household|file|paperwork|records?|application|account|case|matter|residence|estate"
    r"|intake sheet|registration|folder)\b", re.I)


#: An appositive after a name: "Judy Miller{, the neighbor,} checked in".
APPOSITIVE = re.compile(r",\s+((?:the|a|an|my|your|his|her|our|their)\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,5})(,|(?=[.;!?]))")


#: A job title after a name: ", Eligibility Worker" to the end of its line or sentence.
_TITLE_AFTER = re.compile(r",[ \t]+([A-Z][\w&'-]*(?:[ \t]+(?:of|for|and|at|the|[A-Z][\w&'-]*))*)(?=[ \t]*(?:$|[.;:,(]))",
                          re.M)

#: Relatives a person's name abstracts to: "a father" reads "my father" where the writer speaks.
_RELATIVE = re.compile(
    r"an? ((?:step|grand|great-grand)?(?:father|mother|parent|sister|brother|sibling|son|daughter|child|wife|husband"
    r"|spouse|partner|aunt|uncle|cousin|niece|nephew|fiancée?|grandparent|grandchild))", re.I
)

#: Words that already approximate: "close to {between 100 and 500}" says it twice.
_APPROX_BEFORE = re.compile(
    r"\b(?:close to|about|around|approximately|nearly|roughly|some|almost|just over|just under|over|under|more than"
    r"|less than)\s+$", re.I
)


def titled_name(text: str, s: int, e: int, line_start: int) -> Repair | None:
    """A name before its job title gives way to the title: "received by {Kristen Mckee}, Eligibility Worker" ->
    "received by the Eligibility Worker"; "Author: {Glenda Sparks}, Engagement Manager" -> "Author: Engagement Manager"."""
    title = _TITLE_AFTER.match(text, e)
    if not title:
        return _titled_on_label_line(text, s, e, line_start)
    if re.search(r"(?i)\b(?:by|from|to|with|and|contact)\s+$", text[line_start:s]):
        return s, title.end(), "the " + title.group(1)
    if LABEL_LINE.fullmatch(text, line_start, s) or re.search(r"[—–][ \t]+$", text[line_start:s]):
        return s, title.end(), title.group(1)  # "Author: {X}, Manager"; a note's "2025-10-26 — {X}, Manager:"
    return None


def _titled_on_label_line(text: str, s: int, e: int, line_start: int) -> Repair | None:
    """ "Author: {Earl Ortega}, family member" -> "Author: Family member" (a lowercase role ends the line)."""
    role = re.compile(r",[ \t]+([a-z][\w&' -]{2,40})[ \t]*$", re.M).match(text, e)
    if role and LABEL_LINE.fullmatch(text, line_start, s):
        return s, role.end(), role.group(1)[:1].upper() + role.group(1)[1:]
    return None


#: A header line that says whom a document is about: "Regarding: ", "Re: ", "Concerning: ".
_SUBJECT_LABEL = re.compile(r"(?i)[ \t]*(?:regarding|re|concerning|about|in the matter of|matter|file of)[ \t]*:[ \t]+")


def _said_beside(text: str, s: int, e: int, repl: str, line_start: int, hi: int) -> Repair | None:
    """A person's role where the text already says it: an appositive, or a form label that names the role.

    "Judy Miller, the neighbor, checked in" -> "The neighbor checked in"; "Paralegal: {Mary Dillon}" and
    "Patient: {Jo Li}" go as lines (not "Paralegal: A paralegal", "Patient: withheld", "Patient: The patient").
    """
    titled = titled_name(text, s, e, line_start)
    if titled and titled[1] <= hi:
        return titled
    m = APPOSITIVE.match(text, e)
    if m and m.end() <= hi:
        phrase = m.group(1)
        if SENTENCE_START.search(text[:s]):
            phrase = phrase[:1].upper() + phrase[1:]
        return s, m.end() if m.group(2) else m.end(1), phrase + (" " if m.group(2) and text[m.end():m.end() + 1] != " " else "")
    line_end = text.find("\n", e)
    rest = text[e:] if line_end == -1 else text[e:line_end]
    if LABEL_LINE.fullmatch(text, line_start, s) and not rest.strip(" \t.,;"):
        label = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text[line_start:s])}
        if _SUBJECT_LABEL.fullmatch(text, line_start, s) and re.match(r"(?i)the\s+[a-z]", repl) and not (
                label & {w.lower() for w in re.findall(r"[A-Za-z]{4,}", repl)}):
            return s, e, repl[:1].upper() + repl[1:]  # "Regarding: {X}" -> "Regarding: The client": a header keeps its line
        stems = {w[:5] for w in label}
        head = repl.split()[-1].lower() if repl.split() else ""  # the head noun stays: "Handled by: {a case handler}"
        echo = [w for w in re.findall(r"[A-Za-z]{4,}", repl) if w[:5].lower() in stems and w.lower() not in label
                and w.lower() != head]  # is "A case handler", never "A case" (s19r s11 0000598)
        rest_of = re.sub(rf"(?i)\b(?:{'|'.join(echo)})\b[ \t]*", "", repl).strip() if echo else ""
        if echo and re.fullmatch(r"(?i)(?:a|an)\s+[a-z][a-z-]+", rest_of):
            rest_of = with_article(rest_of.split()[-1])  # "Referred by: {a referring provider}" -> "Referred by: A
            return s, e, rest_of[:1].upper() + rest_of[1:]  # provider": the label already says "referred"
        if label & {w.lower() for w in re.findall(r"[A-Za-z]{4,}", repl)} or repl.lower().startswith("the "):
            whole = delete_line(text, line_start, line_start + len(text[line_start:].split("\n", 1)[0]))
            return whole if whole[1] <= max(hi, e + 1) else (s, e, "withheld")
    return None


def delete_line(text: str, line_start: int, line_end: int) -> Repair:
    """The line ``[line_start, line_end)`` with its newline (and a blank line it would leave doubled)."""
    b = min(line_end + 1, len(text))
    if line_start >= 2 and text[line_start - 2 : line_start] == "\n\n" and text[b : b + 1] == "\n":
        b += 1
    return line_start, b, ""


#: A lowercase word after "the <Surname>" that the surname qualifies ("the Salazar budget").
_NOUN_AFTER = re.compile(r" (?!(?:and|or|who|whom|which|that|is|was|were|are|has|had|have|will|would|can|could|did|does"
                         r"|said|says|to|of|in|on|at|for|with)\b)[a-z]{3,}\b")


#: A contact preference's channel after "by", "through" or "via".
_CHANNELS = {"a phone call": "by phone", "written contact": "in writing", "text messages": "by text message",
             "mobile contact": "on the mobile number"}


#: A value's appositive that names it as a record's field: ", the date of birth on your file".
_FILE_APPOSITIVE = re.compile(r",[ \t]+((?:the|your|his|her|their)[ \t]+[\w -]{2,40}?[ \t]+on[ \t]+(?:your|his|her|their|the)"
                              r"[ \t]+(?:file|record|account))\b")


#: "{X} is the coach assigned to you": a person named as the holder of a role given right after.
_ROLE_IS = re.compile(r"[ \t]+(is|was)[ \t]+(?:the|your)[ \t]+([a-z][a-z-]*(?:[ \t]+[a-z][a-z-]*)?)[ \t]+"
                      r"(?=(?:assigned|appointed|responsible|in charge|handling|dealing)\b)")


def fit(
    text: str, s: int, e: int, repl: str, kind: str, lo: int, hi: int, key: str = "", pronoun: str = "their"
) -> Repair:
    """Fit a replacement into its sentence: labels, articles, prepositions, "years old", capitals.

    May widen ``[s, e)`` to ``[lo, hi)`` at most (never into another edit or a keep string).
    """
    line_start = text.rfind("\n", 0, s) + 1
    if kind in _NAME_KINDS and text.startswith(":", e) and _SPEAKER_HEAD.fullmatch(text, line_start, s):
        noun = re.sub(r"(?i)^(?:the|a|an)\s+", "", repl)  # "[09:31] {Michael}:" -> "[09:31] Member:"
        return s, e, noun[:1].upper() + noun[1:]
    named = _FILE_APPOSITIVE.match(text, e, hi)
    if named:  # "the office uses {X}, the date of birth on your file" -> "uses the date of birth on your file"
        return s, named.start(1), ""
    role_is = _ROLE_IS.match(text, e, hi) if kind in _NAME_KINDS and SENTENCE_START.search(text[:s]) else None
    if role_is and re.match(r"(?i)(?:a|an|the)\s", repl):  # "{Mark Lee} is the coach assigned to you" -> "A coach is
        noun = with_article(role_is.group(2))  # assigned to you", not "A personal trainer is the coach assigned ..."
        return s, role_is.end(), f"{noun[:1].upper()}{noun[1:]} {role_is.group(1)} "
    if kind in _NAME_KINDS:
        said = _said_beside(text, s, e, repl, line_start, hi)
        if said:
            return said
    relative = _RELATIVE.fullmatch(repl) if kind in _NAME_KINDS else None
    if relative and not ARTICLE_BEFORE.search(text[lo:s]):
        st, en = sentence_bounds(text, s, e)
        whose = owner(text[st:s] + " " + text[e:en], "", (), "their")
        if whose in ("my", "your"):  # "I named {John Rios (father)} as beneficiary" -> "I named my father ..."
            repl = f"{whose} {relative.group(1)}"
    gave = re.search(r"(?i)\b(gave|listed|entered|stated|reported|put)[ \t]+$", text[lo:s])
    field = re.match(r"[ \t]+as[ \t]+((?:my|his|her|their|your|the)[ \t]+)?((?:marital|relationship|employment|citizenship)"
                     r"[ \t]+status|occupation|ethnicity|religion|citizenship|nationality)\b", text[e:hi]) if gave else None
    if field:  # "I gave {married} as marital status" -> "I gave my marital status as partnered"
        owner_word = (field.group(1) or "").strip() or ("my" if re.search(r"\bI[ \t]+$", text[lo:lo + gave.start()]) else "the")
        return lo + gave.end(), e + field.end(), f"{owner_word} {field.group(2)} as {repl}"
    titled = re.search(r"(?i)[ \t]+(?:with|under)[ \t]+(?:the|a)[ \t]+(?:working[ \t]+)?title[ \t]+$", text[lo:s])
    if titled and re.search(r"(?i)title", key):  # "a manuscript with the working title {X}" -> "a manuscript"
        return lo + titled.start(), e, ""
    status = _STATUS_IS.search(text, lo, s) if repl in _STATUS_WORDS else None
    if status and status.end() == s:  # "the background screening status for Ms. Sampson is {a cleared background
        return s, e, _STATUS_WORDS[repl]  # check}" -> "... is cleared": the label already says what was checked
    if repl.startswith("between ") and re.search(r"(?i)\bfor[ \t]+$", text[lo:s]):
        repl = re.sub(r"^between (.+) and (.+)$", r"\1 to \2", repl)  # "glasses for {between $100 and $500}"
    upto = re.search(r"(?i)\bfor[ \t]+(up[ \t]+to|as[ \t]+much[ \t]+as|at[ \t]+most)[ \t]+$", text[lo:s])
    if upto and repl.startswith(("between ", "$")):  # "pre-approval for up to {between $500,000 and $1 million}"
        s = lo + upto.start(1)  # -> "for $500,000 to $1 million"
        repl = re.sub(r"^between (.+) and (.+)$", r"\1 to \2", repl)
    if repl.startswith("between "):
        approx = _APPROX_BEFORE.search(text, lo, s)
        s = approx.start() if approx else s  # "close to {between 100 and 500} people" -> "between 100 and 500 people"
    s = _absorb_label(text, s, repl, key, lo)
    head = re.match(r"(?i)(?:a|an|the)\s+(\S.*)", repl)
    said = re.search(rf"(?i)(?<![\w-]){re.escape(head.group(1))}[ \t]+$", text[lo:s]) if head else None
    if said and not ARTICLE_BEFORE.search(text[lo : lo + said.start()]):  # "with staff member {a staff member}"
        s = lo + said.start()
    channel = re.search(r"(?i)\b(by|through|via)[ \t]+$", text[lo:s]) if repl in _CHANNELS else None
    if channel:  # "hear from the school by {a phone call}" -> "by phone"; "through {written contact}" -> "in writing"
        return lo + channel.start(), e, _CHANNELS[repl]
    if repl == "written contact" and re.search(r"(?i)\breceive[ \t]+$", text[lo:s]):
        repl = "written updates"  # "you receive {written contact}" -> "you receive written updates"
    planned = re.search(r"(?i)\b(planned|booked|arranged)(?:[ \t]+(?:a|an|the|some))?[ \t]+$", text[lo:s])
    plans = re.fullmatch(r"(?i)(?:some|a few|a|an|my|the)?[ \t]*((?:[\w-]+[ \t]+)?)(plans?|bookings?|arrangements?)", repl)
    if planned and plans and plans.group(2)[:4].lower() == planned.group(1)[:4].lower():
        st, en = sentence_bounds(text, s, e)  # "I have planned {some weekend plans}" -> "I have made plans for ..."
        qual = plans.group(1) if plans.group(1).strip().lower() not in (text[st:s] + text[e:en]).lower() else ""
        return lo + planned.start(), e, f"made {qual}{plans.group(2)}"
    twice = re.match(r"(?i)(?:a|an|the)\s+([a-z]+)\s+(\S.*)", repl)
    prev = re.search(r"([A-Za-z]+)\s+$", text[lo:s])
    if twice and prev and prev.group(1).lower() == twice.group(1).lower():
        repl = with_article(twice.group(2))  # "approved {an approved accommodation}" -> "approved an accommodation"
    citizen = re.match(r"[ \t]+citizen\b", text[e:hi]) if repl in _REGION_ADJECTIVES else None
    article_before = re.search(r"\b([Aa]n?)[ \t]+$", text[lo:s])
    if citizen and article_before:  # "a {North American} citizen" -> "a citizen of a North American country"
        word = article_before.group(1)
        return lo + article_before.start(), e + citizen.end(), f"{word[0]} citizen of a {repl} country"
    if re.search(r"(?i)treatment_goal|therapy_goal|rehab_goal", key) and re.search(r"(?i)\breach[ \t]+$", text[lo:s]):
        repl = "a treatment goal"  # "hopes to reach {everyday activities}" -> "hopes to reach a treatment goal"
    as_role = re.search(r"(?i)\bas[ \t]+$", text[lo:s])
    if as_role and repl in _ROLE_AS_PERSON:  # "serves as {a volunteer role}" -> "serves as a volunteer"
        repl = _ROLE_AS_PERSON[repl]
        stem = repl.split()[-1][:6].lower()
        verb = re.search(r"([A-Za-z]+)[ \t]+as[ \t]+$", text[lo:s])
        if verb and verb.group(1).lower().startswith(stem):  # "volunteering as {a volunteer}" -> "volunteering"
            return lo + as_role.start() - (1 if text[lo + as_role.start() - 1 : lo + as_role.start()] == " " else 0), e, ""
    before = text[lo:s]
    a, b = s, e
    owned = _OWNER_BEFORE.search(before)
    if owned and _DETERMINER_START.match(repl):  # "My dear {my partner}," -> "My dear partner,"; "her {the coach}"
        repl = _DETERMINER_START.sub("", repl, count=1)
    article = ARTICLE_BEFORE.search(before)
    if article and _DETERMINER_START.match(repl) and not _ARTICLE_START.match(repl):
        a = lo + article.start()  # "the {some music}" -> "some music"; "A {your partner}" -> "Your partner"
        if article.group(1)[0].isupper():
            repl = repl[0].upper() + repl[1:]
    elif article and _ARTICLE_START.match(repl):  # "is a {a vehicle}" -> "is a vehicle"
        a = lo + article.start()
        if article.group(1)[0].isupper():
            repl = repl[0].upper() + repl[1:]
    elif article and article.group(1).lower() in ("a", "an") and repl[:1].isalpha():
        word = "an" if repl[:1].lower() in "aeiou" else "a"  # "a {education professional}"
        repl = f"{word.capitalize() if article.group(1)[0].isupper() else word} {repl}"
        a = lo + article.start()
    if article and kind in _NAME_KINDS and (_OWNED_NOUN.match(text, e) or _NOUN_AFTER.match(text, e)):
        repl += "'s"  # "the {Hernandez} home" -> "the student's home", not "the student home"
        st, en = sentence_bounds(text, s, e)
        around = text[st:s] + " " + text[e:en]
        # the subject spoken to ("I" may be staff writing about the subject, so only "you" counts)
        if repl.lower().startswith("the ") and article.group(1).lower() == "the" and re.search(
                r"(?i)\b(?:you|your)\b", around):  # "The {White} paperwork puts you at 55" -> "Your paperwork ..."
            repl = "Your" if repl[0].isupper() else "your"
    prep = _PREP_BEFORE.search(text[lo:a])
    if prep and kind in DATE_KINDS and prep.group(1).lower() in _TIME_PREPOSITIONS:
        a = lo + prep.start()  # "on {March 2025}" -> "in March 2025"; "on {last year}" -> "last year"
        repl = "in " + repl if _DATE_START.match(repl) else repl
    elif kind == "time" and re.match(r"in the \w+$", repl) and re.search(r"(?i)\bfor[ \t]+$", text[lo:a]):
        repl = repl[3:]  # "booked for {in the morning}" -> "booked for the morning"
    elif prep and _PREP_START.match(repl):  # "stands at {in the B range}" -> "stands in the B range"
        a = lo + prep.start()
    elif prep and prep.group(1).lower() == "at" and re.fullmatch(r"an? (?:apartment|house|home|unit) address", repl):
        a, repl = lo + prep.start(), "in " + repl.removesuffix(" address")  # "a home at {X}" -> "a home in an apartment"
    elif prep and prep.group(1).lower() == "at" and re.match(r"an? (?:apartment|house|home|unit)\b", repl):
        a, repl = lo + prep.start(), "in " + repl  # "live at {an apartment in X}" -> "live in an apartment in X"
    elif kind in DATE_KINDS and _DATE_START.match(repl) and re.search(r"(?i)\bborn[ \t]+\Z", text[lo:a]):
        repl = "in " + repl  # "Born {the late 1980s}" -> "Born in the late 1980s"
    elif kind in DATE_KINDS and re.match(r"(?i)(?:the |in )?(?:(?:early|mid-|late) ?)?\d{4}s?\b", repl) and (
            _BIRTH_DATE_IS.search(text, lo, a)):  # "Mr. X's birth date is {the mid-1960s}" -> "... was born in ..."
        born = _BIRTH_DATE_IS.search(text, lo, a)
        said = repl.removeprefix("in ")
        if born.group(1):
            return born.start(1), b, " was born in " + said
        who = {"my": "I", "his": "he", "her": "she", "their": "they", "your": "you"}[born.group(2).lower()]
        who = who.capitalize() if SENTENCE_START.search(text[: born.start(2)]) or who == "I" else who
        verb = "were" if who.lower() in ("they", "you") else "was"
        return born.start(2), b, f"{who} {verb} born in {said}"
    if kind in DATE_KINDS and re.search(r"^[^\S\n]*[A-Z][\w ]{0,30}:[ \t]+$", text[line_start:a]) and repl.startswith("the "):
        repl = repl[4:]  # "Date of birth: {the mid-1990s}" -> "Date of birth: mid-1990s"
    if kind == "age":
        suffix = _AGE_SUFFIX.match(text, e, hi)  # "{in their forties} years old"
        b = suffix.end() if suffix else b
        a, repl = _fit_age(text, a, b, repl, lo, pronoun)
    cell = _as_cell(text, line_start, a, b, repl, kind)
    if cell is not None:
        return a, b, cell
    form = _form_value(text, line_start, a, b, repl, lo, hi)
    if form is not None:
        return form
    head = text[:a]
    vocative = _VOCATIVE.search(head)
    greeted = salutation(repl) if vocative and repl.lower().startswith("the ") else None
    if vocative and not greeted and (kind in _NAME_KINDS or repl.lower().startswith("the ")):
        # "Dear {an official}," / "Dear {the participant}," greet nobody: "Hello," as a writer who knows the reader
        # would put it, never "Dear Sir or Madam," to a person the office knows
        if vocative.group(1) == "Dear" and _OFFICE_KEY.search(key) and not _THREAD.search(text):
            return a, b, "Sir or Madam"  # a customer writing to an office's official: "Dear Sir or Madam,"
        if vocative.group(1) == "Dear" and vocative.start(1) >= lo:
            return vocative.start(1), b, "Hello"
        return (vocative.end(1), b, "") if vocative.end(1) >= lo else (a, b, "Sir or Madam")
    if greeted:
        repl = greeted  # "Dear {the patient}," -> "Dear Patient,"; "Dear {the account holder}," -> "Dear Customer,"
    elif SENTENCE_START.search(head):
        repl = repl[:1].upper() + repl[1:]
    return a, b, repl


#: "<...> status <...> is ": a label that already names what its value is the status of.
_STATUS_IS = re.compile(r"(?i)\bstatus\b(?:[^.;:!?\n]|(?<=\b(?:Mr|Ms|Dr|Mx))\.|(?<=\bMrs)\.){0,60}?\b(?:is|was|shows|reads)[ \t]+")
#: Status phrases said as the status alone after such a label.
_STATUS_WORDS = {"a cleared background check": "cleared", "a background check still in progress": "still in progress"}

#: An e-mail exchange: its writers know each other by now, so a greeting without a name is "Hello,", never "Dear Sir
#: or Madam," to the official who answered the last message (the reader2 class).
_THREAD = re.compile(r"(?m)^(?:From|Subject|Sent):[ \t]")

#: Keys of the people who speak for an office: a letter to one of them may open "Dear Sir or Madam,".
_OFFICE_KEY = re.compile(r"(?i)signer|issuer|staff|officer|official|agent|representative|coordinator|caseworker|clerk"
                         r"|handler|editor|adjuster|manager|contact|colleague")


#: The word a letter greets its reader by once their name goes: the document's own relation to them.
SALUTATIONS = {"client": "Client", "applicant": "Applicant", "student": "Student",
               "member": "Member", "parent": "Parent", "account holder": "Customer", "customer": "Customer",
               "tenant": "Tenant", "resident": "Resident", "employee": "Employee", "guest": "Guest",
               "policyholder": "Policyholder", "volunteer": "Volunteer", "author": "Author", "candidate": "Candidate",
               "claimant": "Claimant"}


def salutation(role: str) -> str | None:
    """How a letter greets someone in ``role`` without their name ("the client" -> "Client", "the account holder"
    -> "Customer"), or None where no such greeting is said ("Dear Participant," reads as a form's blank)."""
    if "'" in role or " of " in role:
        return None
    noun = re.sub(r"(?i)^(?:the|a|an)\s+", "", role.strip()).lower()
    return SALUTATIONS.get(noun)


#: Citizenship said by region: "a North American citizen" is no category, "a citizen of a North American country" is.
_REGION_ADJECTIVES = frozenset({"North American", "Latin American", "Asian", "African", "European"})


#: A role said after "as" is the person in it: "serves as a volunteer", not "serves as a volunteer role".
_ROLE_AS_PERSON = {"a volunteer role": "a volunteer", "a staff position": "a staff member",
                   "a position on a local team": "a team member", "a leadership role": "a leader"}




#: A form line's label ("Age: ", "Postal code: ") or a table row's first cells before the value.
_CELL_LABEL = re.compile(r"[ \t]*(?:[A-Za-z][\w '()/&.,-]{0,50}:|\|[^\n]*\|)[ \t]+")
#: In words: "60s" would print the age itself when it is 60 (the verifier then finds the value left).
_DECADE_NUMBERS = {"teens": "Teens", "twenties": "Twenties", "thirties": "Thirties", "forties": "Forties",
                   "fifties": "Fifties", "sixties": "Sixties", "seventies": "Seventies", "eighties": "Eighties",
                   "nineties": "Nineties"}


def _as_cell(text: str, line_start: int, a: int, b: int, repl: str, kind: str) -> str | None:
    """A value that is a whole form field or table cell, said as a field's value, not as a clause: "Age: {Thirties}",
    "| Time written | {Afternoon} |", "Postal code: {Lake Michael area}" (not "In their thirties", "in the afternoon",
    "A postal code in Lake Michael"). None where the value sits in prose."""
    line_end = text.find("\n", b)
    line_end = len(text) if line_end == -1 else line_end
    label = _CELL_LABEL.fullmatch(text, line_start, a)
    tail = text[b:line_end]
    if not label or not (not tail.strip(" \t.") or (label.group().lstrip().startswith("|") and tail.strip() == "|")):
        return None
    decade = re.fullmatch(r"in (?:their|his|her|my|your) (?:late |early |mid-)?(\w+)", repl) if kind == "age" else None
    if decade and decade.group(1) in _DECADE_NUMBERS and "late" not in repl and "early" not in repl:
        return _DECADE_NUMBERS[decade.group(1)]
    place = re.fullmatch(r"(?:a|an) (postal code|postcode|ZIP code|[\w -]*?(?:address|home|residence|apartment|house"
                         r"|suite|unit|flat|building))"
                         r" in (.+)", repl)
    if place and "code" in place.group(1) and re.fullmatch(r"[A-Z]{2}", place.group(2)):  # "Postal code: in
        return f"in {US_STATES.get(place.group(2), place.group(2))}"  # Tennessee", never "TN area" (reader2 T9)
    if place:  # "Postal code: Lake Michael area", "Address: Ohio"
        return place.group(2) + (" area" if "code" in place.group(1) else "")
    plain = re.sub(r"^(?:in|at|on|during) (?:the |their |his |her )?", "", repl)
    if plain != repl and re.fullmatch(r"[\w -]+", plain):  # "in the afternoon" -> "Afternoon"
        return plain[:1].upper() + plain[1:]
    return None


#: A form field's label before its value ("Benefit program: "), or a table row's label cell ("| Confidant | "); the
#: headers of an e-mail and a signature line name a party ("From: A client of the law firm") and are left alone.
_FORM_LABEL = re.compile(r"[ \t]*(?:(?!(?:From|To|Cc|Bcc|Subject|Re|RE|Regarding|Sent|Date|Attn|Attention|Signed|Dear)\b)"
                         r"([A-Za-z][\w '()/&.,-]{0,40}):|\|[ \t]*([^|\n]+?)[ \t]*\|)[ \t]+")
#: What may follow a field's value on its line: a relation in parentheses, a full stop, the table cell's bar.
_FORM_TAIL = re.compile(r"([ \t]*\(([^()\n]{1,40})\))?[ \t]*\.?[ \t]*(\|[ \t]*)?")


#: Words that, with the label's own noun gone, say nothing of a field's value ("Outlet: Media outlet", "Position:
#: Staff position", "Facility: Care facility", "Insurance plan: EPO health plan" -> "EPO").
_EMPTY_MODIFIERS = frozenset("care staff media government health service services general insured public private".split())


def _form_value(text: str, line_start: int, a: int, b: int, repl: str, lo: int, hi: int) -> Repair | None:
    """A stand-in that is a form field's whole value, said as a form says a value: without its article ("Benefit
    program: Public assistance program", not "A public assistance program"), and never repeating the label: a label
    said again keeps only the relation beside it ("Emergency contact: An emergency contact (mother)" -> "Emergency
    contact: Mother") or, with nothing beside it, the field goes ("Committee: A committee"; reader6 class 10)."""
    label = _FORM_LABEL.fullmatch(text, line_start, a)
    np = re.fullmatch(r"(?i)(?:a|an|the)[ \t]+([^\n.:;!?]+?)(?:[ \t]+\(([^()\n]{1,40})\))?", repl)
    line_end = text.find("\n", b)
    line_end = len(text) if line_end == -1 else line_end
    tail = _FORM_TAIL.fullmatch(text, b, line_end)
    if not label or not np or not tail or len(np.group(1).split()) > 6 or (tail.group(3) and not label.group(2)):
        return None
    cell = label.group(2) is not None
    name = " ".join((label.group(1) or label.group(2)).lower().split())
    core = " ".join(np.group(1).lower().split())
    relation = np.group(2) or tail.group(2)
    end = b + (tail.end(1) - b if tail.group(1) else 0)
    if name == core or name.endswith(" " + core):
        if relation:
            return a, end, relation[:1].upper() + relation[1:]
        header_row = cell and re.match(r"[ \t]*\|[ \t]*:?-", text[line_end + 1 : line_end + 8])
        if not header_row and lo <= line_start and line_end <= hi:  # "| Department | a department |": the row goes
            return delete_line(text, line_start, line_end)
        return None
    words, label_words = core.split(), name.split()
    if len(words) >= 2 and len(words[-1]) >= 4 and words[-1] == label_words[-1] and not relation:
        said = np.group(1).split()  # "Facility: Care facility", "Home language: Asian language": the label's noun
        while said and (said[-1].lower() in label_words or said[-1].lower() in _EMPTY_MODIFIERS):  # is not said again
            said.pop()
        if said:
            return a, end, " ".join(said)[:1].upper() + " ".join(said)[1:]  # "Insurance plan: EPO"
        if not cell and lo <= line_start and line_end <= hi:  # "Outlet: Media outlet" says only the label: it goes
            return delete_line(text, line_start, line_end)
    if core in ("date", "time", "amount", "figure", "detail", "period", "number", "address", "city", "place", "job",
                "name", "person"):
        return None  # "Received: A date" would read "Received: Date", a label of its own
    value = np.group(1) + (f" ({np.group(2)})" if np.group(2) else "")
    return a, b, value[:1].upper() + value[1:]


_POSSESSIVES = {"i": "my", "you": "your", "he": "his", "she": "her", "we": "our", "they": "their"}


_PAST_BE = {"i": "was", "he": "was", "she": "was", "you": "were", "we": "were", "they": "were"}


_PRESENT_BE = {"i": "am", "he": "is", "she": "is", "you": "are", "we": "are", "they": "are"}


_PRONOUN = r"(I|[Yy]ou|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)"


_AGE_VERB = re.compile(r"\b(turned|turns|aged)\s+$", re.I)


_AGE_SUBJECT = re.compile(rf"\b{_PRONOUN}(?:\s+\w+)?\s+(?:am|is|are|was|were|'m|'re)\s+$")


_AGE_OWNER = re.compile(r"\b([Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur)\s+age\b")


#: "My current age is {X}" / "Sarah's age is {X}": the band belongs to the person, not to "age".
_AGE_IS = re.compile(
    r"\b(?:([Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir)|([A-Z][\w-]+)'s)\s+(?:(?:current|stated|present|reported)\s+)?"
    r"age\s+(is|was|stands\s+at|of)\s+$"
)
_OWNER_SUBJECT = {"my": ("I", "am", "was"), "your": ("you", "are", "were"), "his": ("he", "is", "was"),
                  "her": ("she", "is", "was"), "our": ("we", "are", "were"), "their": ("they", "are", "were")}


def _fit_age(text: str, a: int, b: int, repl: str, lo: int, pronoun: str = "their") -> tuple[int, str]:
    """An age band after its verb and subject: "I turned {35}" -> "I was in my thirties";
    "Now aged {39}, I ..." -> "Now in my thirties, I ..."; "You are {40}" -> "You are in your forties";
    "Sarah's current age is {41}" -> "Sarah is in her forties"; "Sarah is {41}" -> "Sarah is in her forties"."""
    if not repl.startswith("in their "):
        return a, repl
    item = re.search(r"(?:^|[:;,][ \t]*)(age[ \t]+)$", text[max(lo, a - 12) : a], re.M)
    if item:  # "Particulars: age {54}, married" -> "Particulars: in her fifties, married", not "age in their fifties"
        return a - len(item.group(1)), repl.replace("their", pronoun, 1)
    s, end = sentence_bounds(text, a, b)  # the words before lo are only read, never edited
    age_is = _AGE_IS.search(text, max(lo, s), a)
    if age_is:
        if age_is.group(1):
            subject, now, then = _OWNER_SUBJECT[age_is.group(1).lower()]
            possessive = age_is.group(1).lower()
        else:
            subject, now, then, possessive = age_is.group(2), "is", "was", pronoun
        be = then if age_is.group(3) == "was" else now
        if subject == "I" or age_is.group(2):
            pass
        elif SENTENCE_START.search(text[: age_is.start()]):
            subject = subject.capitalize()
        return age_is.start(), f"{subject} {be} {repl.replace('their', possessive, 1)}"
    named = re.search(r"\b[A-Z][\w'-]+(?:\s+(?:is|was)\s+|,\s+)$", text[max(lo, s) : a])  # "Sarah is {41}"
    if named and not re.match(r"(?:I|You|He|She|We|They|It|This|That|There|The)\b", named.group()):
        return a, repl.replace("their", pronoun, 1)
    after_name = re.match(r",\s+[A-Z][\w-]+\s+(?!I\b)", text[b : b + 30])  # "At {41}, Sarah changed jobs"
    if after_name and not re.search(r"\b(?:I|[Yy]ou)\b", text[b:end]):
        return a, repl.replace("their", pronoun, 1)
    verb = _AGE_VERB.search(text, max(lo, s), a)
    if verb:
        subject = re.search(rf"\b{_PRONOUN}\s+$", text[max(s, verb.start() - 8) : verb.start()])
    else:
        subject = _AGE_SUBJECT.search(text, max(s, a - 40), a)
    after = re.match(rf",\s+{_PRONOUN}\b", text[b : b + 8])
    owner = _AGE_OWNER.search(text, s, a)
    found = subject or after
    who = found.group(1).lower() if found else None
    sentence = text[s:a] + " " + text[b:end]  # "The file puts me {at 40}" -> "in my forties"
    speaker = "your" if re.search(r"(?i)\b(?:you|your)\b", sentence) else (
        "my" if re.search(r"\b(?:I|(?i:me|my))\b", sentence) else pronoun)  # (the subject's own: "Ms. O'Neal is in
    # her twenties", not "in their twenties" beside "Ms."/"She": reader12 U1)
    possessive = _POSSESSIVES[who] if who else owner.group(1).lower() if owner else speaker
    repl = repl.replace("their", possessive, 1)
    if verb:
        word = verb.group(1).lower()
        be = "" if word == "aged" else (_PAST_BE if word == "turned" else _PRESENT_BE).get(who or "", "was" if word == "turned" else "is")
        repl = f"{be} {repl}".strip()
        a = verb.start()
    return a, repl


_OWNER_WORDS = r"(?:a|an|the|your|my|his|her|their|our|its|this|that)"
_DETERMINER_BEFORE = re.compile(rf"\b({_OWNER_WORDS})\s+$", re.I)
#: "e-mail me at {X}", "call us at {X}", "text at {X}": the verb already says how, so "at X" goes.
CHANNEL_AT = re.compile(r"\b(?:(?:e-?mail|email|text|call|phone|write|message)\w*|reach(?:es|ing)?)(?:\s+(?:me|us|him|her|them|you"
                        r"|(?:the|our|this)\s+(?:office|clinic|staff|team|desk|department|(?:payments?\s+|help\s*)?line"
                        r"|helpline|hotline)))?"
                        r"(?:\s+by\s+(?:phone|e-?mail|text))?(\s+(?:at|on)\s+)$", re.I)


#: "can be reached at {X}", "asked to be contacted on {X}": the channel is all that is left to say.
_REACHED_AT = re.compile(r"\b(?:reached|reachable|contacted|contact\s+(?:me|you|us|him|her|them))(\s+(?:at|on|via))\s+$", re.I)


#: "are sent to {X}", "go to {X}", "speak to our staff on {X}", "a copy in your inbox at {X}": a contact said as the
#: place a message goes, which a mention ("sent to your e-mail address") only restates (the s19m reader's class 1).
_SENT_TO = re.compile(r"(?i)(?<![\w-])(?:sent|send|sends|sending|go|goes|going|went|forwarded|directed|delivered|mailed|come|comes"
                      r"|speak|talk|inbox|voicemail|message|messages|copy|copies|replies|updates|news)\b"
                      r"(?:[ \t]+[\w'’-]+){0,4}?([ \t]+(?:to|at|on|via)[ \t]+)$")
#: The words before such a place that already say the channel ("calls", "inbox", "voicemail").
_CHANNEL_SAID = {"phone": re.compile(r"(?i)\b(?:call|calls|phone|ring|voicemail|text|texts)\b[^.;:]*$"),
                 "email": re.compile(r"(?i)\b(?:inbox|e-?mails?|e-?mailed)\b[^.;:]*$")}


#: A title line ("Re:", "Subject:") and the joiner and label before a number at its end (", original account number",
#: " (", ": HR case number"): the number goes with them, never "Re: Your plan: a case number" (the s19m reader).
_SUBJECT_LINE = re.compile(r"(?i)[ \t]*(?:(?:re|subject|regarding|concerning)[ \t]*:|re[ \t]+)[ \t]*")
_SUBJECT_TAIL = re.compile(r"(?:[ \t]*[,:(—–-]|[ \t]+[—–-])[ \t]*(?:\(?[A-Za-z][\w.'’-]*[ \t]+){0,4}?\(?[ \t]*$")


def said_without(text: str, s: int, e: int, kind: str, lo: int, hi: int) -> Repair | None:
    """A contact or number that its sentence can say without, as a writer would cut it (abstract and drop alike):

    - a number ending a title line: "Re: Wage garnishment ({X})" -> "Re: Wage garnishment", "Subject: Debt
      settlement offer, original account number {X}" -> "Subject: Debt settlement offer" (not "a case number");
    - a contact said as the place a message goes: "news will be sent to {X}" -> "sent by e-mail", "speak to our
      staff on {X}" -> "by phone", "leave a voicemail at {X}" -> "leave a voicemail" (not "at a phone number");
    - a contact that is all of its parenthesis: "Member Services Officer ({X})" -> "Member Services Officer".
    """
    line_start, line_end = line_bounds(text, s, e)
    subject = _SUBJECT_LINE.match(text, line_start, s) if kind == "identifier" else None
    tail = _SUBJECT_TAIL.search(text, subject.end(), s) if subject else None
    if tail and tail.end() == s and tail.start() >= lo and re.fullmatch(r"\)?[ \t]*", text[e:line_end]) and (
            text[subject.end():tail.start()].strip(" \t:,-—–(")):
        start = tail.start()
        paren = text.rfind("(", tail.start(), s)  # "Re: Plan: Mr. Griffith (student ID {X})" -> "Re: Plan: Mr. Griffith":
        if paren > tail.start() and text[e:e + 1] == ")":  # the parenthesis goes, not the name before it with a ")" left
            start = paren - len(text[tail.start():paren]) + len(text[tail.start():paren].rstrip(" \t"))
        close = 1 if text[start:tail.end()].lstrip().startswith("(") and text[e:e + 1] == ")" else 0
        return start, e + close, ""
    if kind not in ("email", "phone") or re.match(r"[ \t]+as\b", text[e:hi]):
        return None
    if s - 1 >= lo and e < hi and text[s - 1] == "(" and text[e] == ")":  # "Member Services Officer ({X})": the
        a = s - 1 - (1 if s >= 2 and text[s - 2] in " \t" else 0)  # parenthesis said only the contact
        return (a, e + 1, "") if a >= lo else None
    before = text[lo:s]
    sent = _SENT_TO.search(before) or CHANNEL_AT.search(before)
    if not sent or re.match(r"[ \t]*,?[ \t]+(?:and|or)[ \t]+(?:[\w.+-]+@|\+?\(?\d)", text[e:hi]):  # "to {X} and {Y}"
        return None
    said = _CHANNEL_SAID[kind].search(before, 0, sent.start(1))
    if said and re.search(r"(?i)\b(?:go|goes|going|went|come|comes)\b", before[sent.start():sent.start(1)]):
        return None  # "Calls go to {X}." needs its place: not "Calls go."
    return lo + sent.start(1), e, "" if said else (" by phone" if kind == "phone" else " by e-mail")


def owner(sentence: str, role: str, people: Sequence[str] = (), pronoun: str = "their") -> str:
    """Whose contact or number a sentence speaks of, as a possessive.

    "your" or "my" in a letter or chat; the subject's pronoun ("her") when the sentence names the
    subject (one of ``people``, the role, "she"/"he"); else "the <role>'s".
    """
    if re.search(r"(?i)\b(?:you|your|yours)\b", sentence):
        return "your"
    if re.search(r"\b(?:I|(?i:me|my|mine))\b", sentence):
        return "my"
    noun = re.sub(r"(?i)^(?:the|a|an)\s+", "", role)
    names = [p for person in people for p in re.findall(r"[A-Z][\w'-]{2,}", person)]
    if (re.search(rf"(?i)\b(?:the|this|that)\s+{re.escape(noun)}\b(?!['’]s)|\b(?:she|he|her|his|him)\b", sentence)
            or any(re.search(rf"\b{re.escape(n)}\b", sentence) for n in names)):
        return pronoun
    return f"{role}'s"


def fit_mention(
    text: str, s: int, e: int, phrase: str, kind: str, lo: int, hi: int, key: str, role: str,
    people: Sequence[str] = (), pronoun: str = "their", you: bool = False,
) -> Repair:
    """A contact or identifier as the writer would mention it without its value, in the sentence's own grammar.

    "Calls should go to {X}." -> "Calls should go to your phone number."; "posts to account {X}" ->
    "posts to the client's account number"; "online as {@x}" -> "online under a pseudonym"; "email me
    at {X}" -> "email me"; a form field or key/value table row goes as a line ("Phone: on file" says nothing).
    """
    line_start, line_end = line_bounds(text, s, e)
    rest = text[e:line_end]
    row = text[line_start:line_end]
    if (LABEL_LINE.fullmatch(text, line_start, s) and not rest.strip(" \t.,;")) or (
        text[line_start:s].rstrip().endswith("|") and rest.lstrip().startswith("|") and row.count("|") == 3
    ):  # "| Member number | {X} |", "Phone: {X}", "Reference: {X}": a writer leaves the line out, not "Phone: on
        whole = delete_line(text, line_start, line_end)  # file" (the s19k readers: "Reference: on file", 45 of 300)
        return whole if whole[1] <= max(hi, line_end + 1) else (s, e, "not given")
    if text[line_start:s].rstrip().endswith("|") and rest.lstrip().startswith("|"):
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if sum(bool(c) for c in cells) <= 2:  # "| Payout account | {X} | |": the row is only about the value
            whole = delete_line(text, line_start, line_end)
            return whole if whole[1] <= max(hi, line_end + 1) else (s, e, "-")
        return s, e, "-"  # a cell of a wider row: the dash a table has for a blank
    page = re.search(r"(?i)\b(?:page|site|website|blog|portfolio|profile)([ \t]+(?:at|on)[ \t]+)$", text[lo:s])
    if page and kind == "url":  # "keeps a personal page at {X}" -> "keeps a personal page", not "... on a website"
        return lo + page.start(1), e, ""
    noun = re.sub(r"(?i)^(?:a|an|the)\s+", "", phrase)
    head = noun.split()[-1] if noun.split() else ""
    named = re.search(rf"(?i)\b(?:the|a|an|my|your|his|her|their|our)[ \t]+(?:[\w-]+[ \t]+){{0,2}}{re.escape(head)}[ \t]+$",
                      text[lo:s]) if head and kind == "identifier" else None
    if named and s - 1 >= lo:  # "wrote down the keypad code {960548} for the sitter": the label already says it
        return s - 1, e, ""
    document = re.search(r"(?i)\b(?:(the|a|an|my|your|his|her|their|our)[ \t]+)?(passport|licen[cs]e|visa|permit)[ \t]+$",
                         text[lo:s]) if kind == "identifier" and noun.lower().startswith(("passport", "licen", "visa",
                                                                                          "permit", "driver")) else None
    if document:  # "A copy of passport {X} is kept" -> "A copy of the passport is kept": the document, not its number
        if document.group(1):
            return s - 1, e, ""
        return lo + document.start(2), e, "the " + document.group(2)
    s = _absorb_label(text, s, with_article(noun), key, lo)
    before = text[lo:s]
    bare = re.search(r"(?i)\b(?:with|under|by|quoting|using|given|issued|assigned)[ \t]+(reference|ref\.|number|no\.)[ \t]+$",
                     before)
    if bare and kind == "identifier":  # "granted with reference {X}" -> "granted with a prior authorization number"
        return lo + bare.start(1), e, with_article(noun)
    label = re.search(r"(?i)\b(?:with|under|by|quoting|using|via|citing)[ \t]+((?:booking|confirmation|reservation|order"
                      r"|ticket|account|case|file|claim|policy|member|membership)(?:[ \t]+(?:code|ID|no\.))?)[ \t]+$", before)
    if label and kind == "identifier":  # "using confirmation {X}" -> "using your booking reference", not "using
        s = lo + label.start(1)  # confirmation your booking reference": the bare label goes with its value
        before = text[lo:s]
    channel = CHANNEL_AT.search(before)
    if channel and kind in ("email", "phone"):  # "call us at {X} before Friday" -> "call us before Friday"
        return lo + channel.start(1), e, ""
    reached = _REACHED_AT.search(before)
    if reached and kind in ("email", "phone"):  # "can be reached at {X}" -> "can be reached by phone"
        return lo + reached.start(1), e, " by phone" if kind == "phone" else " by e-mail"
    placed = said_without(text, s, e, kind, lo, hi)  # "Re: Plan ({X})"; "news is sent to {X}" -> "sent by e-mail"
    if placed:
        return placed
    det = _DETERMINER_BEFORE.search(before)
    a = s
    if kind == "handle":
        as_ = re.search(r"\b(as|is)\s+$", before)
        if as_ and as_.group(1) == "as":
            a, repl = lo + as_.start(), "under " + with_article(noun)  # "posts as {@x}" -> "posts under a pseudonym"
        elif det:
            a, repl = lo + det.start(), with_article(noun)
        else:
            repl = with_article(noun)
    elif det and det.group(1).lower() in ("a", "an"):
        a, repl = lo + det.start(), with_article(noun)
        repl = repl[:1].upper() + repl[1:] if det.group(1)[0].isupper() else repl
    elif det:
        repl = noun  # "The {Visa card ending in 7210}" -> "The payment card"
    else:
        sentence_start, sentence_end = sentence_bounds(text, s, e)
        sentence = text[sentence_start:s] + " " + text[e:sentence_end]
        whose = owner(sentence, role, people, pronoun)
        addressed = you or len(re.findall(r"(?i)\byour?\b", text)) >= 3  # the record (or this chunk) is to "you"
        if whose.endswith("'s") and re.search(r"(?i)\b(?:we|us|our)\b", sentence) and addressed:
            whose = "your"  # "We will send any further updates to {X}" in a letter to "you": "your e-mail address"
        elif whose.endswith("'s") and addressed and not re.search(
                r"(?i)\b(?:he|she|his|her|him|they|their|them)\b", sentence):
            whose = "your"  # "Please quote {membership number X}" in a letter to "you": "your member ID"
        org_token = kind == "email" and re.search(r"(?:^|_)(?:city|organi[sz]ation|employer|company|firm|outlet|school"
                                                  r"|institution|clinic|office|agency|facility|bank|club)(?:_|$)", key)
        if (re.match(r"(?:signer|issuer|agency|office|staff|clinic|firm|colleague)_", key) or org_token) and kind in (
                "email", "phone", "url"):  # the office's, or an address whose domain is a place's or a body's name
            prep = re.search(r"(?i)\s+(?:on|at|to|via)\s+$", before)
            if prep and kind in ("email", "phone"):  # "call the office on {X}" -> "call the office";
                call = re.search(r"(?i)\b(?:call|ring|phone|speak|talk|contact|reach|voicemail|text)\w*\b[^.;:]*$", text[lo:lo + prep.start()])
                mail = re.search(r"(?i)\be-?mail\w*\s*$", text[lo:lo + prep.start()])
                bare = re.search(r"(?i),[ \t]+e-?mailed[ \t]*$", text[lo:lo + prep.start()])
                if bare and kind == "email" and re.match(r"[ \t]*[.;]", text[e:]):  # "copies are fine, e-mailed to {X}."
                    return lo + bare.start(), e, ", sent by e-mail"  # -> "copies are fine, sent by e-mail."
                by = "" if (call and kind == "phone") or mail else " by e-mail" if kind == "email" else " by phone"
                return lo + prep.start(), e, by  # "scans may be sent to {X}" -> "scans may be sent by e-mail"
            whose = "the office's"  # "correspondence goes to {j.kerr@...}" is the office's address, not the subject's
        if whose.endswith("'s") and whose != "the office's" and re.search(r"(?i)\b(?:case|file|matter|reference)\b", noun):
            whose = "the"  # "cite {WU-033239} in every reply" -> "cite the case number", not "the account holder's"
        as_ = re.search(r"\bas\s+$", before)
        called = re.search(r"(?i)\b(?:call|ring|phon|text)\w*\s+$", before) if kind == "phone" else None
        if called and whose == "the office's":  # "or by phoning {X} quoting ..." -> "or by phoning the office quoting"
            return s, e, "the office"
        if called and not whose.endswith("'s"):  # "we will call {X}" -> "we will call you", not "call your phone number"
            return s, e, {"your": "you", "my": "me", "his": "him", "her": "her"}.get(whose, "them")
        head = re.sub(r"(?i)[ \t]+(?:number|no\.|ID|code)$", "", noun)
        if as_ and kind == "identifier" and not re.search(r"\d", text[s:e]) and head != noun:
            repl = with_article(head)  # "counts as {the first session}" -> "counts as a session", not "counts under a
            # session number" (reader11 T6): a value said in words is no number that anything is filed under
        elif as_ and kind == "identifier":  # "was logged as {X}" -> "was logged under a confirmation number"
            a, repl = lo + as_.start(), "under " + with_article(noun)
        else:
            at = re.search(r"\bat\s+$", before)
            if at and kind == "url":
                a = lo + at.start()
                repl = f"on {whose} {noun}"  # "available at {URL}" -> "available on your personal website"
            else:
                repl = f"{whose} {noun}"
    if SENTENCE_START.search(text[:a]):
        repl = repl[:1].upper() + repl[1:]
    return a, e, repl


#: A job title said before a person's name ("attorney {Andrew Powell}", "Customer service representative {Oscar
#: Leon} is ..."): the words, ending on the noun that names the job.
_TITLE_NOUNS = (r"attorney|lawyer|paralegal|representative|agent|adjuster|counsel(?:l)?or|advis[eo]r|coordinator"
                r"|manager|officer|caseworker|clerk|specialist|technician|worker|supervisor|director|instructor|coach"
                r"|teacher|therapist|inspector|examiner|secretary|treasurer|partner|associate|assistant|handler|planner"
                r"|consultant|registrar|pharmacist|broker|accountant|auditor|trainer|mentor|editor|reporter|producer"
                r"|tutor|navigator|liaison|administrator|analyst|investigator|nurse|steward|organi[sz]er|chair")
_JOB_TITLE_BEFORE = re.compile(rf"(?<![\w-])({_TITLE_NOUNS})[ \t]+\Z", re.I)
_JOB_DETERMINER = re.compile(r"(?i)\b(?:the|a|an|your|our|his|her|their|my|its|this|that)[ \t]+\Z")
#: Words a title's modifiers never are ("lies with attorney X": "with" is no part of the title).
_NOT_TITLE_WORD = frozenset("""with lies rests sits goes of to the a an is are was were by from for and or at on in your our
his her their my its ask call contact write see tell handled handles assigned named who whom has have had will can
please our this that as""".split())


def title_before(text: str, s: int, e: int, lo: int = 0) -> Repair | None:
    """A name after its job title goes and the title says who ("Charge lies with attorney {Andrew Powell}." -> "...
    with an attorney."; "Customer service representative {Oscar Leon} is the contact" -> "A customer service
    representative is the contact"), never "attorney a colleague" (s22-san, seed 4343). A title after a determiner
    ("your attorney {X}") keeps it; the title's own capital stays where it opens the sentence."""
    m = _JOB_TITLE_BEFORE.search(text, max(lo, s - 40), s)
    if not m or text.startswith(("'s", "’s"), e) or not re.match(r"[ \t]*(?:[.,;:!?)]|\Z|\n|[ \t][a-z])", text[e:]):
        return None
    begin = m.start(1)
    for _ in range(3):  # "Customer service representative": the words before the noun that belong to the title
        w = re.search(r"([A-Za-z][a-z-]*)[ \t]+\Z", text[max(lo, begin - 30) : begin])
        if not w or w.group(1).lower() in _NOT_TITLE_WORD or (w.group(1)[:1].isupper() and not re.search(
                r"(?:^|\n|[.!?][ \t]+)\Z", text[: begin - len(w.group())])):
            break
        begin -= len(w.group())
    words = text[begin : m.end(1)]
    start_of_sentence = bool(re.search(r"(?:^|\n|[.!?][ \t]+)\Z", text[:begin]))
    if words[:1].isupper() and not start_of_sentence:
        return None  # "Dean Barrett", "Professor Lisa": a capital mid-sentence is a name's or a title's own
    if _JOB_DETERMINER.search(text, max(0, begin - 12), begin):
        return m.end(1), e, ""  # "your attorney {X}" -> "your attorney"
    low = words[:1].lower() + words[1:]
    said = ("an " if low[:1].lower() in "aeiou" else "a ") + low
    return begin, e, said[:1].upper() + said[1:] if start_of_sentence else said
