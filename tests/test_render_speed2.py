"""The cached look-ups of the thread's specific asks and of next steps answer what the searches they replace answer."""

import re

from privasis_hub.synth import render as R
from privasis_hub.synth.catalog import categories


def _old_specific(entries: list[dict], key: str, label: str) -> int | None:
    for n, entry in enumerate(entries):  # the loop _specific_ask ran before the cache
        if re.search(entry["keys"], key):
            return n if "label" not in entry or re.search(entry["label"], label.lower()) else None
    return None


def test_specific_entry_is_the_first_fitting_entry_for_every_catalogue_field():
    fields = {(f.key, f.label) for cat in categories().values() for f in cat.fields}
    families = {id(fam["asks"].get("specific") or ()): fam["asks"].get("specific") or ()
                for fam in R.skeletons().values() if fam.get("asks")}
    assert any(families.values())
    for entries in families.values():
        for key, label in fields:
            assert R._specific_entry(entries, key, label) == _old_specific(entries, key, label), (key, label)
            assert R._specific_entry(entries, key, label) == _old_specific(entries, key, label)  # (cached)


def test_nothing_needed_prefilter_agrees_with_the_search():
    texts = ["We have what we need.", "NOTHING MORE is needed.", "Nothing further is needed from you.", "x", "",
             "nothing at all", "Have What We Need", "nothıng more we need", "Ünï: nothing else is needed",
             "İt is fine; nothing more we need.", "nothing  more is needed", "We hav\u0131 what we need"]
    for text in texts:
        assert R._says_nothing_needed(text) == (R._NOTHING_NEEDED.search(text) is not None), text


def test_step_asks_and_due_keys_agree_with_their_patterns():
    for part in ("[please reply|reply] within {days} days", "nothing more is needed from you", "call us", ""):
        assert R._step_asks(part) == (R._ASKS_REPLY.search(part) is not None,
                                      R._NOTHING_NEEDED.search(part) is not None)
    for key in ("response_deadline", "payment_due_date", "dues_deadline", "due_date", "deadline_note", "full_name"):
        assert R._due_key(key) == (R._DUE_KEY.search(key) is not None)
