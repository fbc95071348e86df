"""Process text only one kind of business writes stays in that kind's records (issue 19): no booking desk in an
insurer's claim letter, no monthly billing from an employer's own IT desk, no customer relations team at a law firm,
no complaints process in an employee's HR paper, no client in a neighbourhood watch log, no figures to sign off where
the record holds no sums."""

import pytest

from privasis_hub.synth.render import _situation_fits

CASES = [  # (wording, record type, subcategory, field keys, may it be said)
    ("Changes to a booking can be made at the front desk until the day before.", "trip interruption insurance claim form",
     "travel", ("booking_reference", "travel_claim_number"), False),
    ("Changes to a booking can be made online until the day before.", "hotel reservation folio", "travel",
     ("booking_reference",), True),
    ("The front desk is open from 6 AM to 10 PM if you need help.", "in-game purchase refund ticket", "gaming", (), False),
    ("The front desk is open from 6 AM to 10 PM if you need help.", "gym membership agreement", "fitness", (), True),
    ("Our fees for this are billed monthly.", "laptop asset assignment form", "IT support", ("asset_tag",), False),
    ("Our fees for this are billed monthly.", "CPA engagement letter", "accounting and tax preparation", (), True),
    ("Any complaint should go to our customer relations team in writing.", "wrongful termination complaint",
     "employment law", (), False),
    ("Any complaint should go to our customer relations team in writing.", "overdraft fee dispute letter", "banking",
     (), True),
    ("If you are not satisfied, the complaints process is on our website.", "laptop asset assignment form",
     "IT support", (), False),
    ("If you are not satisfied, the complaints process is on our website.", "HR leave of absence request",
     "human resources", (), False),
    ("If you are not satisfied, the complaints process is on our website.", "echocardiogram report", "cardiology", (),
     True),
    ("A copy went to the client today.", "neighborhood watch incident log", "neighborhood association",
     ("incident_location",), False),
    ("A copy went to the client today.", "small business payroll tax summary", "accounting and tax preparation", (),
     True),
    ("Team lead to sign off the figures by Friday.", "neighborhood watch incident log", "neighborhood association",
     ("incident_location",), False),
    ("Team lead to sign off the figures by Friday.", "biweekly pay stub", "payroll and income", ("gross_wages",), True),
]


@pytest.mark.parametrize(("text", "record_type", "subcategory", "keys", "fits"), CASES)
def test_process_text_fits_only_its_kind_of_issuer(text, record_type, subcategory, keys, fits):
    assert _situation_fits(text, keys, record_type, subcategory) is fits
