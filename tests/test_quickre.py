"""The speed helpers of s19q answer as the searches they replace: quickre's literal prefilters (never a match missed),
the per-key and per-label caches, and a build's rows with every prefilter switched off."""

import random
import re

import pytest

from privasis_hub.synth import quickre
from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import categories, profile_fields
from privasis_hub.synth.catalog import timeline as T


def test_fold_odd_is_every_character_outside_ascii_that_matches_an_ascii_one_case_blind():
    any_ascii = re.compile("|".join(re.escape(chr(a)) for a in range(128)), re.I)
    others = "".join(chr(c) for c in range(128, 0x110000) if not 0xD800 <= c <= 0xDFFF)
    assert frozenset(any_ascii.findall(others)) == quickre.FOLD_ODD


def test_lowering_keeps_what_a_case_blind_ascii_pattern_sees():
    """quickre.lowered: outside FOLD_ODD every character lowers to one character, is a word character (\\w, so \\b)
    just where its lower case is one, and lowers to ASCII only where it is ASCII (so it matches an ASCII literal or
    class case-blind just where its lower case matches it case-sensitive)."""
    word = re.compile(r"\w")
    for c in map(chr, range(0x110000)):
        if c in quickre.FOLD_ODD:
            continue
        low = c.lower()
        assert len(low) == 1, hex(ord(c))
        assert (word.match(c) is None) == (word.match(low) is None), hex(ord(c))
        assert low.isascii() == c.isascii(), hex(ord(c))
    assert quickre.lowered("Hello \u00c9mile") == "hello \u00e9mile"
    assert quickre.lowered("\u0130stanbul") is None and quickre.lowered("\u212a") is None


def test_case_blind_forms_answer_as_their_patterns(corpus):
    forms = {"paid already": R._PAID_ALREADY_LOW, "asks papers": R._ASKS_PAPERS_LOW}
    documents = ["\n".join(corpus[i:i + 40]) for i in range(0, len(corpus), 40)]
    odd = ["Please SEND us the IDs you hold.", "Please send\nthe forms.", "sign. the form", "You Paid In Full",
           "We still NEED it.", "Documents missing", "resend the forms", "signs the papers", "\u017fend the papers",
           "She Paid\u00a0today", "payment was made", "payment has been taken", "PAPERS STILL", "took the payment"]
    for name, form in forms.items():
        for text in corpus + documents + odd + [t.upper() for t in odd]:
            assert form.found(text, quickre.lowered(text)) == (form.pattern.search(text) is not None), (name, text)
    for bad in (r"\w+ paid", r"[A-Z]aid", r"(?-i:Paid)", r"\Bpaid"):
        with pytest.raises(ValueError):
            quickre.CaseBlind(re.compile(bad, re.I))
    with pytest.raises(ValueError):
        quickre.CaseBlind(re.compile("paid"))  # not case-blind


def test_may_match_lowered_is_may_match(corpus):
    for name, quick in _prefiltered().items():
        for text in corpus:
            assert quick.may_match_lowered(text, quickre.lowered(text)) == quick.may_match(text), (name, text)


def test_situations_in_is_each_situation_searched(corpus):
    assert R._SITUATION_INDEX is not None  # (else _situations_in takes its slower way)
    for text in corpus:
        R._situations_in.cache_clear()
        want = (R._TO_SIGN.search(text) is not None,
                tuple(i for i, (words, *_) in enumerate(R._SITUATION_WORDS) if words.search(text)))
        assert R._situations_in(text) == want, text


def test_facts_words_fill_the_slots_as_a_substitution(corpus):
    values = {"first_name": "Ana", "last_name": "Reyes", "hearing_date": "June 3, 2025", "case_reference": "{x}"}
    for text in [t for t in corpus if "{" in t][:4000] + ["{a}{b} and {hearing_date}{", "{first_name}"]:
        for vals in (values, {}, None):
            want = R._words_of(R._SLOT.sub(lambda m, v=vals: v.get(m.group(1), ""), text) if vals else text)
            assert R._facts_words(text, vals) == want, text


def test_required_literals_of_small_patterns():
    lits = quickre.required_literals
    assert lits(re.compile(r"\bhearings?\b", re.I)) == (frozenset({"hearing"}), True)
    assert lits(re.compile(r"\bfoo\b|x+"))[0] is None  # a branch with nothing told: nothing to test
    assert lits(re.compile(r"(?i:Keep) this"))[0] == frozenset({" this"})  # scoped flags: skipped, not lowered
    assert lits(re.compile(r"Client's|the CLIENT"))[0] == frozenset({"Client's", "the CLIENT"})
    assert lits(re.compile(r"ab", re.I))[0] is None  # too short to be worth it
    assert lits(re.compile(r"abc", re.I | re.X))[0] is None  # other flags: not told
    # MULTILINE and DOTALL touch only ^, $ and ., none of them a literal (s19w: _STATES_DECISION)
    assert lits(re.compile(r"^Status: (?:approved|denied)\b|\bwas granted", re.M | re.S)) == (
        frozenset({"Status: ", "was granted"}), False)
    assert lits(re.compile(r"caf\u00e9 noir", re.I))[0] == frozenset({" noir"})  # a case-blind é is not told


def _prefiltered() -> dict[str, quickre.Prefiltered]:
    named = {"any situation": R._ANY_SITUATION_QUICK, "to sign": R._TO_SIGN_QUICK,
             "nothing needed": R._NOTHING_NEEDED_QUICK, "I and": R._I_AND_QUICK, "I asked us": R._I_ASKED_US_QUICK,
             "states decision": R._STATES_DECISION_QUICK}
    named.update({f"situation {i}": q for i, q in enumerate(R._SITUATION_QUICK)})
    named.update({f"issuer line {i}": q for i, q in enumerate(R._ISSUER_QUICK)})
    named.update({f"points at {i}": q for i, q in enumerate(R._POINTS_QUICK)})
    return named


def _strings(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in _strings(v)]
    if isinstance(node, (list, tuple)):
        return [s for v in node for s in _strings(v)]
    return []


@pytest.fixture(scope="module")
def corpus() -> list[str]:
    """Every skeleton wording (as written and varied), every catalogue sentence, and odd-case variants of them."""
    texts = _strings(R.skeletons())
    texts += [t for f in list(profile_fields()) + [f for c in categories().values() for f in c.fields]
              for t in f.sentences]
    rng = random.Random(7)
    texts += [R.vary(t, rng) for t in texts for _ in range(2)]
    odd = []
    for t in texts[::7]:
        odd += [t.upper(), t.title(), t.swapcase(), t.replace("i", "\u0131").replace("I", "\u0130"),
                t.replace("s", "\u017f").replace("k", "\u212a"), "\u00e9 " + t.upper(), t.replace(" ", "\u00a0")]
    decided = ["Your application was approved on May 2.", "Note.\nStatus: approved\nNext", "Status: denied",
               "It has been turned down by the board.", "Your approved leave", "approved accommodations apply"]
    return texts + odd + decided + ["", "x", "We have what we need.", "HEARING", "h\u0131ring",
                                    "The \u0130 and \u017fign"]


def test_prefilters_never_miss_a_match(corpus):
    for name, quick in _prefiltered().items():
        assert quick.literals, name  # each has literals to test (else it is no faster)
        for text in corpus:
            want = quick.pattern.search(text)
            got = quick.search(text)
            assert (got and got.span()) == (want and want.span()), (name, text)
            if want is not None:
                assert quick.may_match(text), (name, text)


def test_cached_key_and_label_tests_agree_with_their_patterns():
    specs = list(profile_fields()) + [f for c in categories().values() for f in c.fields]
    keys = {f.key for f in specs} | {"signing_date", "hearing_date", "balance_due", "reply_by", "late_fees_charged"}
    labels = {f.label for f in specs} | {"Matter number", "Our reference no.", "Passport", "SSN"}
    for k in keys:
        assert R._key_traits(k) == (R._OWED.search(k) is not None, R._DEADLINE.search(k) is not None,
                                    R._DATE_AHEAD.search(k) is not None, R._SIGNED.search(k) is not None), k
        for i, (_, key_words, *_rest) in enumerate(R._SITUATION_WORDS):
            assert R._key_in_situation(i, k) == (key_words.search(k) is not None), (i, k)
        from privasis_hub.synth import catalog as C
        from privasis_hub.synth import offline as O
        assert O._person_field(k) == (O._PERSON_FIELD.search(k) is not None), k
        assert C._set_price_key(k) == bool(C._SET_PRICE.search(k) and not C._SUM_HELD.search(k)), k
    from privasis_hub.synth import offline as O2
    for f in specs:
        assert O2._masked_id(f.label, f.key) == (O2._MASKED_ID.search(f"{f.label} {f.key.replace('_', ' ')}")
                                                 is not None), f.key
    for k in keys:
        assert R._owed_key(k) == (R._OWED_KEY.search(k) is not None), k
    for part in _strings(R.skeletons()) + ["Scans are fine.", "It is payable online.", "We will send you a letter."]:
        assert R._step_marks(part) == (R._ON_PAPER.search(part) is not None, R._PAY_STEP.search(part) is not None,
                                       R._SCANS.search(part) is not None), part
    for label in labels:
        assert R._id_label(label) == (R._ID_LABEL.search(label) is not None), label
        assert R._own_reference_label(label) == (R._OWN_REFERENCE.match(label) is not None), label
        assert R._personal_id(label) == (R._PERSONAL_ID.search(label) is not None), label
    for footer in _strings(R.skeletons()):
        assert R._keep_this_doc(footer) == (re.search(r"(?:[Kk]eep|Store)\]? this \{doc\}", footer) is not None)
    for value in ("$1,284.50", "$16,558 for monthly bookkeeping", "41.5 hours at $95.00 per hour", "2024-03-01",
                  "03/04/2024", "March 4, 2024", "March 4", "x", "", "12:30 PM"):
        assert R._date_like(value) == (R._DATE_LIKE.search(value) is not None), value
        assert R.amount(value) == R.amount.__wrapped__(value), value
        assert T.parse_day(value) == T.parse_day.__wrapped__(value), value


def test_voice_is_the_same_without_its_prefilters(corpus, monkeypatch):
    sentences = [t for t in corpus if "{" in t][:3000] + ["I and {partner_name} both agreed.", "I asked us to call."]
    before = {(t, p): R.voice(t, p) for t in sentences for p in ("first", "second", "she")}
    R.voice.cache_clear() if hasattr(R.voice, "cache_clear") else None
    monkeypatch.setattr(quickre.Prefiltered, "may_match", lambda self, text: True)
    for (t, p), said in before.items():
        assert R.voice(t, p) == said, (t, p)


def test_build_rows_are_the_same_without_the_prefilters(monkeypatch):
    from privasis_hub.synth.pipeline import build_privasis

    fast = build_privasis(6, 5, workers=1, split=None)["train"]
    monkeypatch.setattr(quickre.Prefiltered, "may_match", lambda self, text: True)
    monkeypatch.setattr(quickre.Prefiltered, "may_match_lowered", lambda self, text, low: True)
    monkeypatch.setattr(quickre.CaseBlind, "found", lambda self, text, low: self.pattern.search(text) is not None)
    for f in (R._situations_in, R._said_traits, R._said_ok, R._points_at, R._issuer_says, R._step_asks):
        f.cache_clear()
    slow = build_privasis(6, 5, workers=1, split=None)["train"]
    assert slow["text"] == fast["text"]
    assert slow["attributes"] == fast["attributes"]


def _old_vary(template: str, rng: random.Random) -> str:
    split = R._choices(template)  # vary() as it was before _choice_plan
    if split is None:
        return template
    parts, tidy = split
    text = "".join([p[0] if len(p) == 1 else p[int(rng.random() * len(p))] for p in parts])
    return R._tidy(text) if tidy else text


def test_vary_draws_as_before(corpus):
    templates = [t for t in corpus if "|" in t]
    assert templates
    for seed in (0, 1, 11):
        new, old = random.Random(seed), random.Random(seed)
        for t in templates:
            assert R.vary(t, new) == _old_vary(t, old), t
        assert new.random() == old.random()  # the same draws made


def test_other_zip_is_the_uncached_draw():
    from privasis_hub.synth import places

    for seed, region, city, zip_code in ((3, "OH", "Columbus", "43215"), (8, "TX", "Houston", "77002"),
                                         (5, "ID", "Spencer", "83446"), (1, "", "", "")):
        assert R._other_zip(seed, region, city, zip_code) == places.other_zip(random.Random(seed), region, city,
                                                                             zip_code)


def test_timeline_for_is_made_once_and_is_the_record_types_own():
    for cat in categories().values():
        for record_type, rt in cat.record_types.items():
            got = cat.timeline_for(record_type)
            assert got is cat.timeline_for(record_type)  # made once per record type
            assert got == cat.timeline.with_roles(dict(rt.timeline_roles), rt.timeline_orders)
        assert cat.timeline_for("no such record type") is cat.timeline


def test_fields_for_is_a_new_list_of_the_record_types_fields():
    for cat in categories().values():
        for record_type, rt in cat.record_types.items():
            got = cat.fields_for(record_type)
            assert got == [f for f in cat.fields if f.key in set(rt.fields)]
            got.reverse()  # (the caller shuffles it: the next caller gets its own list)
            assert cat.fields_for(record_type) == [f for f in cat.fields if f.key in set(rt.fields)]
