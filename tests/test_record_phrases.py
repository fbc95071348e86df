"""Wording a reader counted as mechanical (issue 19): "Mastercard card", "details are as they stood in Fall 2025",
"details were last touched on", "Attach copies only, of the papers", and form labels switching between Title Case
and sentence case inside one form."""

import datetime as dt
import random
import re

from faker import Faker

from privasis_hub.synth.catalog import ValueContext, categories, community, profile_fields, recreation
from privasis_hub.synth.profile import make_profile
from privasis_hub.synth.render import agreement_parts, skeletons, vary_by, voice

_STIFF = re.compile(r"Mastercard card|as they stood in|last touched on|copies only, of|Any notice go\b")


def _contexts(n: int):
    fake = Faker("en_US")
    for seed in range(n):
        fake.seed_instance(seed)
        rng = random.Random(seed)
        yield ValueContext(fake=fake, rng=rng, profile=make_profile(fake, rng), record_date=dt.date(2025, 5, 2),
                           record_type="membership renewal form")


def test_a_card_is_named_once_by_its_brand():
    said = [g(ctx) for ctx in _contexts(60) for g in (recreation._card, community._payment_method)]
    assert any("Mastercard" in s for s in said)
    assert not [s for s in said if "Mastercard card" in s]


def test_no_field_wording_or_form_sentence_reads_stiff():
    specs = list(profile_fields()) + [f for c in categories().values() for f in c.fields]
    worded = [vary_by(t, seed) for f in specs for t in f.sentences for seed in range(8)]
    families = skeletons().values()
    worded += [vary_by(t, seed) for sk in families for part in sk.values() if isinstance(part, list)
               for t in part if isinstance(t, str) for seed in range(8)]
    worded += [vary_by(t, seed) for part in agreement_parts().values() if isinstance(part, list)
               for t in part if isinstance(t, str) for seed in range(8)]
    assert not [t for t in worded if _STIFF.search(t)]


def test_form_labels_are_in_sentence_case():
    specs = list(profile_fields()) + [f for c in categories().values() for f in c.fields]
    title = [f.label for f in specs
             if any(w[:1].isupper() and w[1:].islower() and w not in ("Security", "Fi") for w in
                    re.split(r"[ -]", f.label)[1:])]
    assert not title, sorted(set(title))


#: A person put where a name was, in a spot no writer puts them ("Keys need to be in hand for you by", "The screening
#: report on you returned", "explained for him", "I list a member of ...", "hopes to reach returning to work").
_SLOT = re.compile(r"\b(?:in hand|set up) for (?:me|you|her|him)\b|\breport on (?:me|you|her|him) returned|"
                   r"^For (?:me|you|her|him), (?:we|HR)\b|\b(?:Sources used|Property check|[Bb]illed|[Aa]ssets listed|were sent|"
                   r"[Tt]he list) for (?:me|you|her|him)\b|\b(?:supplied|arranged) by (?:me|you|her|him)\b|"
                   r"\bprepared for (?:me|you|her|him) is\b|\bexplained for\b|^I list \{extracurricular_activity\}|\bhopes to reach\b")


def test_a_voiced_field_wording_never_puts_the_person_in_a_names_odd_slot():
    specs = list(profile_fields()) + [f for c in categories().values() for f in c.fields]
    said = [voice(vary_by(t, seed), person) for f in specs for t in f.sentences for seed in range(4)
            for person in ("first", "second", "she")]
    said += [vary_by(t, seed).replace("{who}", "him") for sk in skeletons().values()
             for t in sk["clinical"]["closings"] for seed in range(8)]
    assert not [s for s in said if _SLOT.search(s)]
