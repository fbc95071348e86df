"""Issue 19 (session s19o): closing lines that fit the document, one number to quote, forms that ask how to reach
the person with the contact details, joins that do not read as two nouns, complaints filed under the complainant."""

import random
import re

from privasis_hub.synth.render import _join_to, render
from tests.test_record_writing import _plan

_MATTER = {"client_matter_number": ("Matter number", "case details", "GLT-457765")}


def test_the_person_is_asked_to_quote_the_matters_own_number_not_the_office_file_reference():
    quoted = set()
    for fmt in ("report", "memo", "email thread", "case notes"):
        for seed in range(12):
            text, spans = render(_plan("legal", fmt, "wrongful termination complaint", extra=_MATTER, seed=seed))
            for m in re.finditer(r"(?i)(?:quote|give|use|include|have|keep) ([A-Z]{2,4}-\d+)[^.]*?"
                                 r"(?:reaches|gets to|go to|routes|ready|to hand)", text):
                quoted.add(m.group(1))
    # (s19u-stock: a "quote this reference" line is a benefits, tax or bank office's, not a law firm's; where one is
    # printed it names the matter's own number, never the office's file reference beside it)
    assert quoted <= {"GLT-457765"}


def test_details_are_taken_as_agreed_only_where_the_letter_gave_details_to_check():
    agreed = re.compile(r"(?i)(?:unless you reply|if we do not hear from you|if there is no answer|without a reply "
                        r"from you|if we hear nothing)[^.]*as (?:correct|agreed|accepted|final)")
    seen = 0
    for fmt in ("report", "memo", "letter", "email thread"):
        for seed in range(30):
            text, _ = render(_plan("community", fmt, "club membership renewal form", seed=seed))
            if agreed.search(text):
                seen += 1
                # (s19u-dumps: a sentence asking to check them, no longer a heading over labelled lines)
                assert re.search(r"(?:[Ww]e have|we hold|records show|check that we have) (?:your [\w' ]+ as|[^.\n]+ as "
                                 r"your)", text), text[-900:]
    assert seen  # the line is still written where it fits


def test_a_form_asks_how_to_reach_the_person_with_their_contact_details():
    extra = {"rec_contact_preference": ("Best way to reach", "accounts and payments", "text messages only"),
             "card_on_file": ("Card on file", "accounts and payments", "Visa card ending in 1234"),
             "fee_paid": ("Fee paid", "accounts and payments", "$40.00")}
    for seed in range(6):
        text, _ = render(_plan("recreation", "form", "photography contest entry form", extra=extra, seed=seed))
        sections = re.split(r"(?m)^Section [A-Z]\. ", text)
        where = next(s for s in sections if "Best way to reach:" in s)
        assert "Phone:" in where and "Card on file:" not in where, where


def test_a_bare_and_only_starts_a_clause_of_its_own():
    first = "In an emergency after the assessment, staff should call {contact} for Mr. Wallace."  # one topic
    second = "The intake assessment recorded {reading}."
    for seed in range(40):
        joined = _join_to(first, second, random.Random(seed))
        assert joined is not None and ", and the intake assessment" in joined, joined
    joins = {_join_to("We hold {phone} for calls.", "He asked for calls at {x}.", random.Random(seed)) for seed in range(40)}
    assert any(" and he asked" in j and ", and he" not in j for j in joins)  # a pronoun may follow a bare "and"


def test_a_complaint_is_filed_under_its_complainant():
    for seed in range(6):
        text, _ = render(_plan("legal", "report", "wrongful termination complaint", seed=seed))
        assert "Reporter" not in text and "Reported by" not in text
        assert re.search(r"(?m)^(?:Complainant|Complaint by): Ada Quill\b|^Complainant's details:", text), text[:500]


def test_a_statement_names_its_issuer_in_the_letterhead_only_and_the_reach_wish_with_the_contact_line():
    extra = {"club_name": ("Organization", "membership and participation", "Miller Lions Club"),
             "community_contact_preference": ("Reach member by", "membership and participation", "a phone call"),
             "late_fee": ("Late fee", "dues and contributions", "$35.00")}
    for seed in range(6):
        plan = _plan("community", "statement with table", "social club dues invoice", extra=extra, seed=seed)
        plan.organisation = "{club_name}"
        text, spans = render(plan)
        assert text.startswith("Miller Lions Club\n") and text.count("Miller Lions Club") == len(spans["club_name"])
        assert "| Organization" not in text and "Reach member by" not in text
        # (s19u-stock: labelled beside the phone and e-mail, not in brackets after them)
        assert re.search(r"(?m)^[A-Z][^\n:]*: 555-0199[^\n]*ada@example\.org(?: · | \| |; )(?:preferred|preference|"
                         r"prefers): a phone call$", text), text[:700]


def test_an_email_thread_ends_on_its_last_message_not_a_separator():
    for seed in range(12):
        text, _ = render(_plan("community", "email thread", "club membership renewal form", seed=seed))
        assert not text.rstrip().endswith("-----"), text[-200:]
        assert "\n-----\n" in text  # the messages are still set apart


def test_places_are_real_towns_with_their_zip_codes_and_plain_street_addresses():
    import zipcodes

    from privasis_hub.synth import places

    rng = random.Random(5)
    for state in ("IL", "TX", "SD", "NY"):
        for _ in range(40):
            city, zip_code = places.town(rng, state, avoid=("Jackson",))
            known = zipcodes.matching(zip_code)[0]
            assert (known["city"], known["state"]) == (city, state) and "Jackson" not in city
            assert city.lower() not in ("mobile", "union", "commerce")
    streets = [places.street_address(rng) for _ in range(300)] + [places.street_address(rng, office=True)
                                                                  for _ in range(100)]
    assert all(re.fullmatch(r"[1-9]\d* (?:[NSEW] )?[\w ]+ [A-Z][a-z]+(?: (?:Apt|Unit) \w+| #\d+|, (?:Suite|Floor) \w+)?",
                            s) for s in streets), [s for s in streets if s[0] == "0"][:3]
    # an office across a town of many ZIP codes sits at another of them
    assert places.other_zip(rng, "IL", "Chicago", "60614") != "60614"
    assert places.other_zip(rng, "SD", "Wall", "57790") == "57790"  # a one-ZIP town


def test_a_set_price_is_whole_dollars_and_a_balance_keeps_its_cents():
    from privasis_hub.synth.catalog import round_set_prices

    values = {"program_fee": "$64.66", "monthly_rent": "$1,249.50 a month", "dues_balance_outstanding": "$163.31",
              "late_fee": "$35.00", "order_total": "$1,048.98", "tuition_cost": "$0.40"}
    round_set_prices(values)
    assert values == {"program_fee": "$65.00", "monthly_rent": "$1,250.00 a month",
                      "dues_balance_outstanding": "$163.31", "late_fee": "$35.00", "order_total": "$1,048.98",
                      "tuition_cost": "$1.00"}


def test_an_hr_teams_papers_are_its_companys_not_a_firms_for_a_client():
    from dataclasses import replace as replaced

    from privasis_hub.synth.render import issuer_kind

    extra = {"engagement_note": ("Engagement", "client and engagement", "a note on the role")}
    for fmt in ("report", "memo"):
        for seed in range(8):
            plan = replaced(_plan("professional services", fmt, "performance improvement plan", extra=extra,
                                  seed=seed), subcategory="human resources", organisation="Parkton Foods Inc")
            assert issuer_kind(plan) == "employer"
            text, _ = render(plan)
            assert not re.search(r"partner in charge|engagement file|Engagement team|Client matter|Account lead",
                                 text, re.I), text


def test_more_time_is_offered_only_for_a_date_to_meet_and_a_pay_stub_has_no_account_opening():
    from privasis_hub.synth.render import _situation_fits

    more_time = "If you need more time, call us on 555-0100."
    assert not _situation_fits(more_time, ("gross_pay", "net_pay"), "biweekly pay stub", "payroll")
    assert _situation_fits(more_time, ("response_deadline",), "notice of proposed tax adjustment", "taxes")
    extra = {"gross_pay": ("Gross pay", "income and debts", "$1,200.00")}
    for seed in range(6):
        text, _ = render(_plan("financial", "statement with table", "biweekly pay stub", extra=extra, seed=seed))
        assert "Account opened" not in text and "Customer since" not in text


def test_one_record_writes_every_phone_number_the_persons_way():
    from privasis_hub.synth.catalog import same_phone_style

    values = {"phone": "(435) 555-0166", "issuer_phone": "+1 435 555 0128", "doctor_phone": "801-555-0199",
              "note": "call 801-555-0199 first"}
    same_phone_style(values)
    assert values == {"phone": "(435) 555-0166", "issuer_phone": "(435) 555-0128", "doctor_phone": "(801) 555-0199",
                      "note": "call 801-555-0199 first"}


def test_the_shipped_towns_table_is_what_the_usps_table_gives():
    """``us_towns.tsv`` is :func:`places.write_table`'s output from the installed ``zipcodes`` package."""
    import tempfile
    from importlib import resources
    from pathlib import Path

    from privasis_hub.synth import places

    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(places.write_table(str(Path(tmp) / "towns.tsv"))).read_text(encoding="utf-8")
    shipped = resources.files("privasis_hub.data.privasis").joinpath(places.TABLE).read_text(encoding="utf-8")
    assert fresh == shipped


def test_phone_numbers_carry_an_area_code_of_the_persons_town():
    import random as _random

    from privasis_hub import safe_ids
    from privasis_hub.synth import places

    town = places.area_codes("LA", "New Orleans")
    assert "504" in town and "318" not in town  # not Shreveport's
    rng = _random.Random(3)
    numbers = {safe_ids.phone(rng, "LA", town) for _ in range(30)}
    assert {re.search(r"(\d{3})\D*555", n).group(1) for n in numbers} <= set(town)
