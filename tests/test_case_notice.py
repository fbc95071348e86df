"""A form a person files to start a matter holds no date of a notice it never mentions (issue 19, round k readers:
"Notice date" on a building permit application, a birth certificate amendment request and a victim services referral
form, before the application and with nothing saying what the notice was)."""

import re

from privasis_hub.synth.catalog import categories

#: Record types a person files to open a matter, by the last words of their name.
_OPENS = re.compile(r"(?:application|amendment request|referral form|registration form)$")


def test_a_form_that_opens_a_matter_holds_no_notice_date():
    holding = [(name, rt) for name, category in categories().items()
               for rt in category.record_types if _OPENS.search(rt)
               and "notice_date" in {f.key for f in category.fields_for(rt)}]
    assert not holding, holding


def test_the_three_forms_keep_a_fact_of_their_own_matter():
    government = categories()["government"]
    own = {"birth certificate amendment request": "correction_evidence",
           "residential building permit application": "permit_work_cost",
           "victim services referral form": "referral_source"}
    for rt, key in own.items():
        assert key in {f.key for f in government.fields_for(rt)}, rt
