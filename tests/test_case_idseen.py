"""An office's receipt box notes which identity papers it saw only where the form asks for one (issue 19, round k
readers: "documents seen: driver's license and a utility bill" in a camera club's renewal, "passport" on a permit
that asked for no passport)."""

import re

import pytest

from privasis_hub.synth.catalog import FieldSpec
from privasis_hub.synth.render import Plan, render

_SEEN = re.compile(r"^(?:Documents seen|ID checked|Proof seen|ID seen|ID verified|Identity checked|Documents checked): (.+)$",
                   re.M)
#: (s19s-skel) How the office box marks a paper not come in yet.
_NOT_YET = ("none yet", "not yet seen", "to be brought in", "pending", "awaited", "none so far", "not provided yet",
            "to follow by mail")


def _plan(extra: list[FieldSpec], seed: int) -> Plan:
    """A government form with ordinary short entries and ``extra`` fields, laid out by ``seed``."""
    fields = [FieldSpec(f"k{i}", f"Entry {i}", ("identity", "contact and location")[i % 2], 0.5, lambda ctx: "",
                        (f"Entry {i} is {{k{i}}}.",)) for i in range(8)] + extra
    values = {f.key: f"value-{f.key}" for f in fields} | {"first_name": "Ada", "last_name": "Quill",
                                                          "full_name": "Ada Quill"}
    # (a kind whose office checks identity, ``form_kinds``: s19u-kinds; was a building permit application)
    return Plan(category="government", subcategory="permits and licensing", record_type="firearm permit application",
                background="Background for {first_name}.", format="form", fields=fields, values=values,
                sentence_choice={f.key: 0 for f in fields}, filler=[], target_words=250, layout_seed=seed,
                organisation="Quill County Permits Office", record_date="May 2, 2025")


def test_a_form_that_asks_for_no_id_number_notes_no_id_seen():
    boxes = 0
    for seed in range(40):
        text, _ = render(_plan([], seed))
        boxes += "Received: May 2, 2025" in text
        assert not _SEEN.search(text), seed
    assert boxes  # the office's box is there; only the ID line is not


@pytest.mark.parametrize(("key", "label", "paper"), [("passport_number", "Passport number", "passport"),
                                                     ("drivers_license_number", "Driver's license number", "driver's")])
def test_an_office_notes_only_the_paper_whose_number_the_form_asks(key, label, paper):
    field = FieldSpec(key, label, "identity", 0.9, lambda ctx: "", (f"The number is {{{key}}}.",))
    seen = [m.group(1) for seed in range(40) if (m := _SEEN.search(render(_plan([field], seed))[0]))]
    assert seen
    assert all(s.startswith(paper) or s.startswith(_NOT_YET) for s in seen), seen


def test_only_an_immigration_form_is_sent_with_passport_photos():
    # "[x] Passport photo" on a building permit, a birth certificate amendment and a victim services referral
    from privasis_hub.synth.catalog import categories
    from privasis_hub.synth.render import skeletons

    papers = skeletons()["government"]["attachments"]
    for sub in categories()["government"].subcategories:
        photos = [a for a in papers.get(sub, papers["government"]) if "passport photo" in a.lower()]
        assert bool(photos) == (sub == "immigration and citizenship"), sub
