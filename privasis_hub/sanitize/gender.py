"""Gendered wording: what gives a removed sex back, and the neutral words a writer puts in its place.

When a record's sex is removed, its pronouns ("she", "him"), titles ("Ms. Anderson") and
gendered relation words ("fiancée", "husband", "daughter") still say it. :func:`gendered_words`
lists them for a sex value; :func:`gender_spans` finds one in a text as a word of its own (a
title only before a capitalised name: "miss the deadline" is not a title); :func:`neutralise`
rewrites them as a writer would: "she prefers" -> "they prefer", "her file" -> "their file",
"told her about" -> "told them about", "Mr. Matthews" -> "the client" (the subject, in running text) or "Mx. Matthews" (a salutation, anyone else:
never a first name the title did not say), "(fiance)" -> "(partner)".
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

#: A sex / gender attribute's key.
SEX_KEY = re.compile(r"(^|_)(sex|gender)$")
#: The key under which :func:`~privasis_hub.sanitize.targets.expand` adds the gendered words of a sex target.
GENDER_WORD_KEY = "gendered_word"

_PRONOUNS = {
    "female": ("she", "her", "hers", "herself"),
    "male": ("he", "him", "his", "himself"),
}
_TITLES = {
    "female": ("Ms.", "Mrs.", "Miss", "Ms", "Mrs", "Sra.", "Srta.", "Mme", "Mlle"),
    "male": ("Mr.", "Mr"),
}
#: Gendered relation and person words, either sex (a partner's word gives the subject's back as
#: readily as the subject's own), to the neutral word used in their place.
RELATIONS: dict[str, str] = {
    "wife": "spouse", "husband": "spouse", "fiance": "partner", "fiancee": "partner", "fiancé": "partner",
    "fiancée": "partner", "boyfriend": "partner", "girlfriend": "partner", "widow": "surviving spouse",
    "widower": "surviving spouse", "mother": "parent", "father": "parent", "mom": "parent", "dad": "parent",
    "stepmother": "stepparent", "stepfather": "stepparent", "son": "child", "daughter": "child",
    "stepson": "stepchild", "stepdaughter": "stepchild", "brother": "sibling", "sister": "sibling",
    "grandmother": "grandparent", "grandfather": "grandparent", "grandson": "grandchild",
    "granddaughter": "grandchild", "aunt": "relative", "uncle": "relative", "niece": "relative",
    "nephew": "relative", "woman": "person", "man": "person", "lady": "person", "gentleman": "person",
    "girl": "child", "boy": "child",
}  # fmt: skip

#: Conditions, procedures, tests and drugs that only one sex has, to the neutral words a clinician's careful edit
#: puts in their place (reader10 T175: "left breast lumpectomy", "anastrozole" gave a removed "female" back). Either
#: sex's terms go whatever the removed value (as with :data:`RELATIONS`); a relative's condition ("a paternal uncle
#: with prostate cancer") says nothing of the subject's sex and stays (:data:`_KIN_BEFORE`). Longest first.
SEX_TERMS: dict[str, str] = {
    "invasive ductal carcinoma of the left breast": "invasive carcinoma", "ductal carcinoma": "carcinoma",
    "a left breast lumpectomy with sentinel node biopsy": "a tumor excision with sentinel node biopsy",
    "left breast lumpectomy": "tumor excision", "breast lumpectomy": "tumor excision", "lumpectomy": "tumor excision",
    "mastectomy": "surgery", "a lump noticed in the left breast": "a lump the patient noticed",
    "an abnormal screening mammogram": "an abnormal screening scan", "screening mammogram": "screening scan",
    "mammogram": "screening scan", "whole-breast radiotherapy": "radiotherapy", "of the left breast": "",
    "of the right breast": "", "breast cancer": "cancer", "estrogen receptor positive": "hormone receptor positive",
    "anastrozole": "endocrine therapy", "tamoxifen": "endocrine therapy", "letrozole": "endocrine therapy",
    "a cervical cancer screening": "a cancer screening", "cervical cancer screening": "cancer screening",
    "pap smear": "screening test", "hysterectomy": "surgery", "endometriosis": "a chronic pain condition",
    "ovarian cancer": "cancer", "pregnancy in the second trimester": "a temporary medical condition",
    "a pregnancy not yet shared with the family": "health news not yet shared with the family",
    "pregnancy discrimination in scheduling": "discrimination in scheduling", "maternity leave": "parental leave",
    "paternity leave": "parental leave", "adenocarcinoma of the prostate": "adenocarcinoma",
    "a robotic radical prostatectomy": "a robotic cancer operation", "radical prostatectomy": "radical surgery",
    "prostatectomy": "surgery", "radiotherapy to the prostate bed": "radiotherapy to the tumor bed",
    "prostate bed": "tumor bed", "prostate cancer": "cancer", "a rising PSA": "a rising tumor marker",
    "PSA": "tumor marker", "Gleason score": "tumor grade", "prostate, needle biopsy": "needle biopsy",
    "prostate, twelve-core needle biopsy": "twelve-core needle biopsy",
    "prostate biopsy": "biopsy", "breast biopsy": "biopsy",
}  # fmt: skip
#: A relative's condition before a sex term: "a paternal relative with {prostate cancer}", "mother had {breast cancer}".
_KIN_BEFORE = re.compile(r"(?i)\b(?:relative|parent|sibling|grandparent|child|cousin|aunt|uncle|mother|father|sister"
                         r"|brother|grandmother|grandfather|mom|dad|family)(?:['’]s)?[ \t]+(?:\w+[ \t]+){0,2}"
                         r"(?:with|had|has|of|history of|died of|diagnosed with)[ \t]+(?:\w+[ \t]+){0,1}$")

_SEXES = {"female": "female", "f": "female", "woman": "female", "male": "male", "m": "male", "man": "male"}

_TITLE_WORDS = frozenset(t.rstrip(".").lower() for ts in _TITLES.values() for t in ts)


def sex_of(value: str) -> str | None:
    """``female`` / ``male`` for a sex value ("Female", "M", "woman"), else None."""
    return _SEXES.get(value.strip().lower())


def gendered_words(value: str) -> list[str]:
    """The words that give the sex ``value`` back: its pronouns and titles, and every gendered relation word."""
    sex = sex_of(value)
    if sex is None:
        return []
    return [*_PRONOUNS[sex], *dict.fromkeys(t.rstrip(".") for t in _TITLES[sex]), *RELATIONS, *SEX_TERMS]


@lru_cache(maxsize=256)
def _word_pattern(word: str) -> re.Pattern[str]:
    w = re.escape(word.rstrip("."))
    if word.rstrip(".").lower() in _TITLE_WORDS:  # a title only before a name: "Ms. Anderson", not "miss the bus"
        return re.compile(rf"(?<![\w.'’-]){w}\.?(?=[ \t]+[A-Z])")
    return re.compile(rf"(?<![\w'’-]){w}(?![\w'’-])", re.I)


def gender_spans(text: str, word: str) -> list[tuple[int, int]]:
    """Where the gendered ``word`` stands as a word of its own (a title only before a capitalised name; a sex
    term not as a relative's condition)."""
    spans = [(m.start(), m.end()) for m in _word_pattern(word).finditer(text)]
    if word in SEX_TERMS:
        spans = [(s, e) for s, e in spans if not _KIN_BEFORE.search(text[max(0, s - 60) : s])]
    return spans


#: Words after "her" that make it an object ("told her about", "let her know"), not a possessive.
_AFTER_OBJECT = frozenset(
    "about at by for from in into of on to with through over after before back up down out off that this these those "
    "a an the and or but so if when while as because until since again directly today yesterday tomorrow now then "
    "personally know feel see find get go come stay take make keep understand complete decide return sign call "
    "my your our his its their we i you he she it they what how why whether where who which any some all "
    "every each no is was are were has had have will would can could should must may might does did".split()
)
#: Verbs that make "her" before them an object after a preposition ("the booking for her is", "for her came").
_VERB_AFTER = re.compile(r"[a-z]+ed|came|went|began|grew|lists|shows|says|includes|remains|reads|states|goes")
_PREPOSITIONS = frozenset("for to with from by of about at on in".split())
_ADVERBS = frozenset(
    "also still currently usually now often always never only already recently then later first regularly "
    "reportedly typically since once just".split()
)
_NOT_VERBS = frozenset(
    "always sometimes perhaps thus this its as less unless plus across towards afterwards nevertheless besides "
    "regardless various yes us".split()
)
_IRREGULAR = {"is": "are", "was": "were", "has": "have", "does": "do", "isn't": "aren't", "wasn't": "weren't",
              "hasn't": "haven't", "doesn't": "don't", "goes": "go"}  # fmt: skip
_PARTICIPLE = re.compile(r"[a-z]+(?:ed|en|wn|ne)$|been|got|had|made|kept|left|paid|said|sent|spent|told|brought|"
                         r"bought|found|held|lost|met|put|read|set|won|heard|understood")


def _plural_verb(word: str) -> str:
    """The verb form after "they": "prefers" -> "prefer", "reaches" -> "reach", "carries" -> "carry"."""
    low = word.lower()
    if low in _IRREGULAR:
        out = _IRREGULAR[low]
    elif low in _NOT_VERBS or not low.endswith("s") or low.endswith("ss") or len(low) < 3 or "'" in low:
        return word
    elif low.endswith("ies") and len(low) > 4:
        out = low[:-3] + "y"
    elif re.search(r"(?:ss|sh|ch|x|z|o)es$", low):
        out = low[:-2]
    else:
        out = low[:-1]
    return out[:1].upper() + out[1:] if word[:1].isupper() else out


_SUBJECT = re.compile(r"(?<![\w'’-])(he|she)(?:'s|’s)?(?![\w'’-])(?:(\s+)((?:[a-z]+ly|" + "|".join(_ADVERBS)
                      + r")\s+)?([A-Za-z'’]+))?", re.I)


def _case(word: str, like: str) -> str:
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


def _subject_pronoun(m: re.Match[str]) -> str:
    pronoun, space, adverb, verb = m.group(1), m.group(2) or "", m.group(3) or "", m.group(4) or ""
    contracted = m.group(0)[len(pronoun):len(pronoun) + 2] in ("'s", "’s")
    they = _case("they", pronoun)
    if contracted:  # "she's been" -> "they've been"; "she's going" -> "they're going"
        mark = m.group(0)[len(pronoun)]
        head = they + mark + ("ve" if _PARTICIPLE.fullmatch(verb.lower()) else "re")
        return head + space + adverb + verb
    return they + space + adverb + (_plural_verb(verb) if verb else "")


def _her(text: str, m: re.Match[str]) -> str:
    nxt = re.match(r"[ \t]+([A-Za-z]+|\d)", text[m.end():])  # "her file", "her 2 children" own something
    prev = re.search(r"(\w+)[ \t]+$", text[max(0, m.start() - 20) : m.start()])
    first = re.search(r"(?:^|[.!?:]\s+|\n\s*)$", text[max(0, m.start() - 3) : m.start()]) is not None
    if re.match(r"[ \t]+(?:last|next|this|that)[ \t]+(?:week|month|year|time|night|morning|evening|spring|summer|fall"
                r"|winter)\b", text[m.end():], re.I):
        return _case("them", m.group())  # "told her last week"
    possessive = nxt is not None and (first or (
        nxt.group(1).lower() not in _AFTER_OBJECT
        and not (prev and prev.group(1).lower() in _PREPOSITIONS and _VERB_AFTER.fullmatch(nxt.group(1).lower()))))
    return _case("their" if possessive else "them", m.group())


_OTHER = {"him": "them", "his": "their", "hers": "theirs", "himself": "themselves", "herself": "themselves"}


#: Roles that can stand for the subject in running text ("the patient was seen"); a letter's writer or a
#: person with no role keeps the neutral title instead.
_ROLE_FOR_TITLE = re.compile(r"(?i)^the (?:patient|client|account holder|applicant|member|student|contributor|participant"
                             r"|parent|tenant|claimant|employee|customer|resident|taxpayer|candidate|borrower|plaintiff|petitioner"
                             r"|defendant)$")


def _neutral_title(text: str, m: re.Match[str], subject: str, role: str) -> str:
    """What stands for "Ms. <surname>" once the sex goes: never a first name the title did not say (a first name
    gives the sex back as readily, and would spread a full name into sentences that had only the surname).
    The subject in running text is their role ("the patient", capitalised at a sentence's start); a salutation,
    a heading line or anyone else keeps the surname under the neutral title ("Dear Mx. Martinez")."""
    surname = m.group(1)
    before = text[max(0, m.start() - 12) : m.start()]
    line_start = text.rfind("\n", 0, m.start()) + 1
    mine = bool(subject) and subject.split()[-1].lower() == surname.lower()
    salutation = re.search(r"(?i)\b(?:dear|hello|hi)[ \t]+$", before) is not None
    heading = re.fullmatch(r"[^:\n]{1,30}:[^.!?;:\n]{0,40}", text[line_start : m.start()]) is not None  # "Patient: "
    if mine and _ROLE_FOR_TITLE.match(role) and not salutation and not heading:
        first = re.search(r"(?:^|[.!?][\"')\]]*\s+|\n\s*)$", text[max(0, m.start() - 4) : m.start()]) is not None
        return _case(role, "T" if first or m.start() == line_start else "t")
    return f"Mx. {surname}"


def neutralise(text: str, words: Sequence[str], context: Mapping[str, str] | None = None) -> str:
    """``text`` with the gendered ``words`` (see :func:`gendered_words`) put in neutral terms.

    Pronouns become "they/them/their/theirs/themselves" with the verb after "they" agreeing; a title
    before a surname gives way to the subject's role (``context["role"]``, when the surname is that of
    ``context["subject"]`` and the title stands in running text) or to the neutral title "Mx."; relation words
    become their neutral word ("fiancée" -> "partner"). Other words are left as they are.
    """
    ctx = context or {}
    wanted = {w.rstrip(".").lower() for w in words}
    pronouns = wanted & {"he", "she"}
    if pronouns:
        text = re.sub(r"(?i)\b(he|she) or (?:he|she)\b", lambda m: _case("they", m.group()), text)
        text = re.sub(rf"(?i)\b(is|was|has|does|isn't|wasn't|hasn't|doesn't)\s+({'|'.join(pronouns)})\b",
                      lambda m: _case(_IRREGULAR[m.group(1).lower()], m.group(1)) + " " + _case("they", m.group(2)),
                      text)  # "Does she know?" -> "Do they know?"
        text = _SUBJECT.sub(lambda m: _subject_pronoun(m) if m.group(1).lower() in pronouns else m.group(0), text)
    if "her" in wanted:
        text = re.sub(r"(?<![\w'’-])her(?![\w'’-])", lambda m: _her(text, m), text, flags=re.I)
    for word, neutral in _OTHER.items():
        if word in wanted:
            text = re.sub(rf"(?<![\w'’-]){word}(?![\w'’-])", lambda m, n=neutral: _case(n, m.group()), text, flags=re.I)
    titles = sorted({w for w in wanted if w in _TITLE_WORDS}, key=len, reverse=True)
    if titles:
        spelled = [t[:1].upper() + t[1:] for t in titles]  # "Ms", "Mrs", "Miss": a title is capitalised
        pattern = re.compile(rf"(?<![\w.'’-])(?:{'|'.join(map(re.escape, spelled))})\.?[ \t]+([A-Z]\w*(?:['’-][A-Z]\w*)*)")
        subject, role = ctx.get("subject", ""), (ctx.get("role") or "").strip()
        text = pattern.sub(lambda m: _neutral_title(text, m, subject, role), text)
    for word in sorted((w for w in SEX_TERMS if w.lower() in wanted), key=len, reverse=True):
        text = _sex_term_gone(text, word, SEX_TERMS[word])
    for word, neutral in RELATIONS.items():
        if word in wanted:
            text = re.sub(rf"(?<![\w'’-]){re.escape(word)}(?![\w'’-])", lambda m, n=neutral: _case(n, m.group()),
                          text, flags=re.I)
    return text


def _sex_term_gone(text: str, word: str, neutral: str) -> str:
    """``text`` with the sex term ``word`` in neutral words (see :data:`SEX_TERMS`), a relative's condition kept."""
    out, last = [], 0
    for s, e in gender_spans(text, word):
        first = re.search(r"(?:^|[.!?:][ \t]+|\n[ \t]*)$", text[max(0, s - 3) : s]) is not None
        repl = neutral[:1].upper() + neutral[1:] if neutral and first and text[s:e][:1].isupper() else neutral
        if not neutral:  # "carcinoma {of the left breast}" -> "carcinoma": the space before goes with it
            s = s - 1 if s > 0 and text[s - 1] == " " else s
        out += [text[last:s], repl]
        last = e
    return "".join(out) + text[last:]
