"""Grammar slips and robotic one-fact sentences at their source (issue 19, reader17 classes A, B, H, H2 and L,
s27-grammar): every catalogue wording that names the person agrees with its subject in each voice (I, you, she, he,
and the "they"/"we" a wording writes itself), also where a value follows the subject ("I own and run", never "I own
and runs", "he said they was passed over"); a matter is singular ("where your ... stands"); the finding is the one
against the person, never "her finding"; no stock frame ("placed on no interim measure", "records no prior discipline
on file", "What comes through about", "Amounts are given for", "Things get going on"); a pronoun is not dropped into
a name's slot before its verb ("for her is"); no fact is left alone in the last paragraph of a run of prose."""

from __future__ import annotations

import glob
import itertools
import re

import pytest
import yaml

from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import categories, profile_fields
from tests.test_facts_s24 import _draft


def _specs() -> list:
    return list(profile_fields()) + [f for c in categories().values() for f in c.fields]


def _variants(template: str, cap: int = 32) -> list[str]:
    split = R._choices(template)
    if split is None:
        return [template]
    parts, tidy = split
    out = ["".join(c) for c in itertools.islice(itertools.product(*parts), cap)]
    return [R._tidy(s) for s in out] if tidy else out


def _verbs(specs: list) -> str:
    """The third-person verbs the catalogue puts after the person's name ("owns", "runs", "says")."""
    found = {"is", "has", "does", "says"}
    for f in specs:
        for t in f.sentences:
            found |= set(re.findall(r"\{(?:first_name|full_name)\} (?:(?:also|still|now|often|usually) )?([a-z]{2,}s)\b",
                                    t))
        for c in f.choices:
            if m := re.match(r"([a-z]{2,}s)\b", c):
                found.add(m.group(1))
    found = {w for w in found if not w.endswith(("ss", "us", "ous"))} - {
        "this", "its", "his", "hers", "yes", "always", "perhaps", "sometimes", "towards", "besides", "yours", "ours"}
    return "|".join(sorted(found, key=len, reverse=True))


_SUBJECT = r"(?:^|[.!?:;] |, |\b(?:and|but|that|said|because|if|when|so|while|since|where) )"


def _slips(specs: list) -> list[re.Pattern]:
    verbs = _verbs(specs)
    adv = r"(?:(?:also|still|now|often|usually|never|always|already|only|just) )?"
    i_verbs = "|".join(v for v in verbs.split("|") if v != "was")  # ("I was" agrees)
    return [re.compile(_SUBJECT + r"I " + adv + rf"(?:{i_verbs})\b"),
            re.compile(_SUBJECT + r"(?:[Yy]ou|[Ww]e|[Tt]hey) " + adv + rf"(?:was|{verbs})\b"),
            re.compile(r"\b(?:I|[Yy]ou|[Ww]e|[Tt]hey) [a-z]+ and [a-z]{2,}(?<![su]s)s\b(?<!\bthis)"),
            re.compile(r"\b(?:[Hh]e|[Ss]he) (?:are|were|have|do|don't)\b"),
            # the object of a relative clause's verb made its subject: "The provider who treated you are ..."
            re.compile(r"\b(?:who|which) (?!said|suggested|thought|knew|felt|hoped|asked)[a-z]+ (?:(?:I|she|he) (?:is|was|has|am)|"
                       r"you (?:are|were))\b")]


def _filled(text: str, by_key: dict) -> list[str]:
    """``text`` with its slots filled: a slot right after a subject pronoun takes each of its field's choices (a
    verb phrase there must agree with the pronoun), every other slot a neutral word."""
    outs = [text]
    for key in set(re.findall(r"\{(\w+)\}", text)):
        f = by_key.get(key)
        slot = "{" + key + "}"
        new = []
        for o in outs:
            after_subject = re.search(r"\b(?:I|you|You|we|We|they|They|he|He|she|She) (?:[a-z]+ )?" + re.escape(slot), o)
            if after_subject and f is not None and f.choices:
                new += [o.replace(slot, c) for c in f.choices]
            else:
                new.append(o.replace(slot, "Ann" if key in ("first_name", "full_name") else "X"))
        outs = new[:200]
    return outs


def _yaml_strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from _yaml_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from _yaml_strings(v)


def test_every_catalogue_wording_agrees_with_its_subject_in_every_voice() -> None:
    specs = _specs()
    by_key = {}
    for f in specs:
        by_key.setdefault(f.key, f)
    slips = _slips(specs)
    texts = {t for f in specs for t in f.sentences}
    for path in sorted(glob.glob(str(R.resources.files("privasis_hub") / "data" / "privasis" / "*.yaml"))):
        with open(path) as fh:
            texts |= {t for t in _yaml_strings(yaml.safe_load(fh)) if "{" in t}
    bad = []
    for t in sorted(texts):
        for v in _variants(t, 16):
            for person in ("third", "first", "second", "she"):
                said = v if person == "third" else R.voice(v, person)
                for s in _filled(said, by_key):
                    if any(p.search(s) for p in slips) and not re.search(r"\{attorney_name\}|X represents", s):
                        bad.append((t, person, s))
    assert not bad, bad[:10]


@pytest.mark.parametrize("person", ["first", "second"])
def test_verbs_joined_by_and_agree_with_i_and_you(person: str) -> None:
    subject = "I" if person == "first" else "You"
    assert R.voice("{full_name} owns and runs {business_entity}.", person) == f"{subject} own and run {{business_entity}}."
    assert R.voice("{first_name} sees and thanks the team.", person) == f"{subject} see and thank the team."
    assert R.voice("{first_name} is and has been late.", person).startswith(f"{subject} {'am' if subject == 'I' else 'are'} and have")
    assert R.voice("{full_name} owns and runs {business_entity}.", "she") == "She owns and runs {business_entity}."


def test_a_pronoun_is_never_dropped_into_a_names_slot_before_its_verb() -> None:
    slot = re.compile(r"\b(?:for|by|from|with) (?:me|you|him|her)\b (?:is|are|was|were|will|begins?|began|comes?|came"
                      r"|goes|went|stays?|remains?|has|had)\b")
    bad = []
    for f in _specs():
        for t in f.sentences:
            for v in _variants(t, 8):
                for person in ("first", "second", "she", "he"):
                    said = R.voice(v, person)
                    # (told to or by the person, "A recent change for me was ..." may stay; the office's own
                    # "Our reference number for you is" goes without the pronoun)
                    if slot.search(said) and (person in ("she", "he") or re.match(
                            r"(?:Our|Any|All|The|Each|Every)\b[^.,;:]* (?:for|with|from) (?:me|you)\b", said)):
                        bad.append(said)
    assert not bad, bad[:10]
    assert R.voice("Our reference number for {full_name} is {x}.", "second") == "Our reference number is {x}."
    assert R.voice("The injury recorded for {first_name} is {x}.", "she") == "The injury recorded for {full_name} is {x}."


@pytest.mark.parametrize("person", ["she", "he", "second", "first"])
def test_the_object_of_a_relative_clause_stays_an_object(person: str) -> None:
    obj = {"she": "her", "he": "him", "second": "you", "first": "me"}[person]
    subj = {"she": "she", "he": "he", "second": "you", "first": "I"}[person]
    assert R.voice("{s} was the team member who looked after {full_name}.", person).endswith(f"looked after {obj}.")
    assert R.voice("The provider who treated {first_name} is {x}.", person) == f"The provider who treated {obj} is {{x}}."
    assert R.voice("The roster was updated after {first_name} swapped a shift.", person).endswith(
        f"after {subj} swapped a shift.")


def test_a_finding_is_the_one_against_the_person_never_theirs() -> None:
    for f in _specs():
        if "finding" in f.key:
            for t in f.sentences:
                for v in _variants(t):
                    for person in ("she", "he", "second"):
                        assert not re.search(r"\b(?:her|his|your|their) finding\b", R.voice(v, person)), v


def test_every_matter_is_singular_where_a_wording_says_where_it_stands() -> None:
    plural = []
    for record_type, matter in _matters().items():
        words = matter.replace("{your} ", "").split()
        cut = next((i for i, w in enumerate(words) if i and w in ("in", "of", "for", "from", "on", "to", "with", "about",
                                                                      "after", "at", "by", "raised")), len(words))
        head = words[cut - 1]
        if head.endswith("s") and not head.endswith(("ss", "us", "is", "ics", "news")):
            plural.append((record_type, matter))
    assert not plural, plural


def _matters() -> dict[str, str]:
    with open(R.resources.files("privasis_hub") / "data" / "privasis" / "skeletons.yaml") as fh:
        return yaml.safe_load(fh)["matters"]


#: Stock frames no writer of the kind writes (reader17 class B, L and H2).
_STOCK = re.compile(r"placed on no |records no [a-z ]+ on file|[Nn]o [a-z ]+ on file on file|What comes through about|"
                    r"(?:Amounts|Figures) are given for|Things get going on|spent \d+ minutes with the interviewer|"
                    r"while the matter is open and then securely destroyed|(?:^|[.!?] |, |\band )(?:they|we|you|I) (?:says|stands|runs)\b|"
                    r"\b(?:his|her|their) finding is\b")


def test_no_stock_frame_in_any_wording_with_any_value() -> None:
    specs = _specs()
    by_key = {f.key: f for f in specs}
    bad = []
    for f in specs:
        for t in f.sentences:
            for v in _variants(t):
                for person in ("third", "second", "she"):
                    said = v if person == "third" else R.voice(v, person)
                    for c in f.choices or ("",):
                        s = said.replace("{" + f.key + "}", c)
                        s = re.sub(r"\{(\w+)\}", lambda m: (by_key[m.group(1)].choices or ("4 May",))[0]
                                   if m.group(1) in by_key else "Ann", s)
                        if _STOCK.search(s):
                            bad.append(s)
    assert not bad, bad[:10]


@pytest.mark.parametrize(("category", "rt"), [
    ("professional services", "workplace misconduct investigation summary"),
    ("professional services", "candidate submittal profile"),
    ("professional services", "employment reference check report"),
    ("professional services", "CPA engagement letter"),
    ("media", "reporter source notes"),
    ("media", "pre-publication fact-check memo"),
    ("recreation", "concert ticket transfer confirmation"),
    ("financial", "renters insurance renewal notice"),
    ("financial", "mortgage pre-approval letter"),
])
def test_drafts_carry_no_slip_and_no_stock_frame(category: str, rt: str) -> None:
    fmts = categories()[category].record_types[rt].formats
    for seed in range(16):
        d = _draft(category, rt, fmts[seed % len(fmts)], seed, date=f"2025-{seed % 12 + 1:02d}-14")
        assert not _STOCK.search(d.text), (seed, _STOCK.search(d.text).group(0))
        assert not re.search(r"\b(?:they|we|you|You|I) (?:was passed|says|stands|runs)\b|\bI own and runs\b", d.text)
        assert not re.search(r"(?m)^(?:You have put up \d+ posts\.|(?:She|He) spent \d+ minutes with the interviewer\.)$",
                             d.text)


@pytest.mark.parametrize(("n", "per"), [(n, per) for n in range(1, 14) for per in range(1, 6)])
def test_prose_paragraphs_leave_no_fact_alone_at_the_end(n: int, per: int) -> None:
    chunks = R._even_chunks(list(range(n)), per)
    assert [x for c in chunks for x in c] == list(range(n))  # every sentence, in order
    if per >= 2 and n >= 2:
        assert all(len(c) >= 2 for c in chunks), chunks
        assert len(chunks) >= -(-n // per) - 1  # about as many paragraphs as before (fillers keep their places)
    else:
        assert chunks == [list(range(n))[i : i + per] for i in range(0, n, per)]
