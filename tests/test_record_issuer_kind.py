"""Process text only one kind of business writes stays in that kind's records (issue 19): no booking desk in an
insurer's claim letter, no monthly billing from an employer's own IT desk, no customer relations team at a law firm,
no complaints process in an employee's HR paper, no client in a neighbourhood watch log, no figures to sign off where
the record holds no sums. Two checks decide it together: the record's situation (``situations`` in skeletons.yaml:
its record type and fields) and the kind of body that issues it (``issuers``)."""

import pytest

from privasis_hub.synth.render import _issuer_says, _kind_of_issuer, _situation_fits

CASES = [  # (wording, record type, category, subcategory, issuer, field keys, may it be said)
    ("Changes to a booking can be made at the front desk until the day before.", "trip interruption insurance claim form",
     "recreation", "travel", "Salasview Travel Protection", ("booking_reference", "travel_claim_number"), False),
    ("Changes to a booking can be made online until the day before.", "hotel reservation confirmation", "recreation",
     "travel", "Bridges Inn and Suites", ("booking_reference",), True),
    ("Changes to a booking can be made online until the day before.", "hotel reservation folio", "recreation",
     "travel", "Bridges Inn and Suites", ("booking_reference",), False),  # a folio is the bill after the stay
    ("The front desk is open from 6 AM to 10 PM if you need help.", "in-game purchase refund ticket", "recreation",
     "gaming", "Pixelforge Games", (), False),
    ("Our fees for this are billed monthly.", "laptop asset assignment form", "professional services", "IT support",
     "Bass-Delgado IT Service Desk", ("asset_tag",), False),
    ("Our fees for this are billed monthly.", "CPA engagement letter", "professional services",
     "accounting and tax preparation", "Reyes & Cole CPAs", (), True),
    ("Any complaint should go to our customer relations team in writing.", "wrongful termination complaint", "legal",
     "employment law", "Law Offices of Brian Arroyo", (), False),
    ("If you are not satisfied, the complaints process is on our website.", "laptop asset assignment form",
     "professional services", "IT support", "Bass-Delgado IT Service Desk", (), False),
    ("If you are not satisfied, the complaints process is on our website.", "itemized hospital bill", "medical",
     "hospital billing", "Lakeside Heart Clinic", (), True),
    # (a clinic's report on a test is no paper about the service it sold: reader6 class 2, s19t-boiler)
    ("If you are not satisfied, the complaints process is on our website.", "echocardiogram report", "medical",
     "cardiology", "Lakeside Heart Clinic", (), False),
    ("A copy went to the client today.", "neighborhood watch incident log", "community", "neighborhood association",
     "Robertson Neighborhood Watch", ("incident_location",), False),
    ("A copy went to the client today.", "small business payroll tax summary", "professional services",
     "accounting and tax preparation", "Reyes & Cole CPAs", (), True),
    ("Team lead to sign off the figures by Friday.", "neighborhood watch incident log", "community",
     "neighborhood association", "Robertson Neighborhood Watch", ("incident_location",), False),
    ("Team lead to sign off the figures by Friday.", "biweekly pay stub", "financial", "payroll and income",
     "Northwind Logistics Payroll", ("gross_wages",), True),
]


@pytest.mark.parametrize(("text", "record_type", "category", "subcategory", "issuer", "keys", "fits"), CASES)
def test_process_text_fits_only_its_kind_of_issuer(text, record_type, category, subcategory, issuer, keys, fits):
    said = _situation_fits(text, keys, record_type, subcategory) and _issuer_says(
        text, _kind_of_issuer(category, issuer))
    assert said is fits


def test_a_platforms_papers_go_to_its_own_team_not_a_newsroom():
    from dataclasses import replace

    from privasis_hub.synth.render import render
    from tests.test_record_writing import _plan

    for seed in range(8):
        plan = replace(_plan("media", "memo", "content moderation escalation report", seed=seed),
                       organisation="Chirply", subcategory="social media")
        text, _ = render(plan)
        head, copies = text.split("\n", 4)[:4], text.rsplit("\n", 8)
        assert not any(w in line for line in head + copies for w in ("Standards desk", "Managing editor",
                                                                      "producer", "standards desk")), text


def test_a_record_type_without_a_name_field_is_issued_by_its_own_kind_of_body():
    """A league's hearing notice holds no provider field; it still comes from a league, not from "Archer Travel
    Company" (the category's first suffix), in letterhead, body and sign-off alike."""
    import random

    from privasis_hub.synth.catalog import categories
    from privasis_hub.synth.offline import _issuer_name

    cat = categories()["recreation"]
    rt = cat.record_types["league disciplinary hearing notice"]
    fields_ = cat.fields_for("league disciplinary hearing notice")
    assert "provider_name" not in {f.key for f in fields_}
    names = {_issuer_name(cat, fields_, "Archer", random.Random(s), {}, rt.issuer_kinds) for s in range(20)}
    assert names <= {f"Archer {k}" for k in rt.issuer_kinds} and len(names) > 1, names
    assert not any("Travel" in n for n in names)
