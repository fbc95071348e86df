"""s19z-san2: the reader11 sanitization classes: money a statement's own arithmetic gives back, stand-ins that repeat
their own head noun, a contact stand-in beside a kept extension, and a street line abstracted to the city stated
next to it."""

from __future__ import annotations

from privasis_hub.sanitize.abstract import abstract_value
from privasis_hub.sanitize.sums import blur_sums, computing_figures
from privasis_hub.sanitize.tidy import tidy
from tests.benchmark_modules import load_benchmark


def _bench():
    return load_benchmark("quality_sanitization")


_STATEMENT = """Summary for this period
  Beginning balance ....... $1,145.73
  Deposits and credits .... $8,292.77
  Withdrawals and debits .. $5,645.60
  Ending balance .......... Between $3,000 and $5,000

| October 8, 2025    | Monthly service fee           | -$15.00    |
"""


def test_figures_that_compute_a_removed_balance_are_found_and_blurred():
    assert computing_figures(_STATEMENT, "$3,792.90") == ["$1,145.73", "$8,292.77", "$5,645.60"]
    out = blur_sums(_STATEMENT, ["$3,792.90"])
    assert "$1,145.73" not in out and "$8,292.77" not in out and "$5,645.60" not in out
    assert "Beginning balance ....... Between $1,000 and $2,000" in out
    assert "-$15.00" in out  # a figure that computes nothing stays
    assert computing_figures(out, "$3,792.90") == []


def test_a_kept_figure_or_a_printed_target_is_left_alone():
    assert blur_sums(_STATEMENT, ["$3,792.90"], keep=["$8,292.77"]).count("$8,292.77") == 1
    assert computing_figures(_STATEMENT + "Ending $3,792.90", "$3,792.90") == []
    assert computing_figures(_STATEMENT, "Dr. Young") == []


def test_bench_counts_a_sum_that_gives_the_target_back():
    row = {"sanitized": _STATEMENT, "targets": [{"values": ["$3,792.90"]}]}
    assert _bench().sums_give_back(row)
    assert not _bench().sums_give_back({**row, "sanitized": blur_sums(_STATEMENT, ["$3,792.90"])})


def test_a_charge_is_not_said_as_a_criminal_charge():
    assert abstract_value("criminal_charge", "resisting arrest without violence", {}) == "a criminal offense"
    bench = _bench()
    assert bench.standin_head_echoes("", "The Defendant is charged with a criminal charge.")
    assert not bench.standin_head_echoes("", "The Defendant is charged with a criminal offense.")
    assert bench.standin_head_echoes("", "Today counts under a session number.")


def test_a_contact_stand_in_beside_a_kept_extension_goes():
    original = "Producer Janice Gallegos (j.gallegos@threerivers.example.org, ext. 316) is working with him."
    edited = "Producer Janice Gallegos (an e-mail address, ext. 316) is working with him."
    out = tidy(original, edited)
    assert out == "Producer Janice Gallegos (ext. 316) is working with him."
    assert _bench().new_matches(_bench().PAREN_CONTACT_EXT, original, edited)
    assert not _bench().new_matches(_bench().PAREN_CONTACT_EXT, original, out)


def test_a_street_line_said_as_the_city_of_the_next_line_goes():
    original = "Street address: 715 Willow Ln Apt 9A\nCity: San Bernardino\nPostal code: 92401\n"
    edited = "Street address: San Bernardino\nCity: San Bernardino\nPostal code: 92401\n"
    out = tidy(original, edited)
    assert out == "City: San Bernardino\nPostal code: 92401\n"
    assert _bench().streets_as_city(original, edited) == ["Street address: San Bernardino"]
    assert _bench().streets_as_city(original, out) == []
    kept = "Street address: 12 Oak St\nCity: San Bernardino\n"
    assert tidy(kept, kept) == kept


def test_a_worded_session_is_not_filed_under_a_number():
    from privasis_hub.sanitize.grammar import fit_mention

    text = "The next visit is booked with the same clinician. Today counts as the first session."
    s = text.index("the first session")
    e = s + len("the first session")
    a, b, repl = fit_mention(text, s, e, "session number", "identifier", 0, len(text), "session_number", "the patient")
    assert text[:a] + repl + text[b:] == "The next visit is booked with the same clinician. Today counts as a session."
    ref = "It was logged as AB-12345."
    s = ref.index("AB-12345")
    a, b, repl = fit_mention(ref, s, s + 8, "confirmation number", "identifier", 0, len(ref), "confirmation", "the client")
    assert ref[:a] + repl + ref[b:] == "It was logged under a confirmation number."


def test_a_debit_said_as_a_range_keeps_its_sign_on_each_end():
    original = "| September 18, 2025 | Debit card purchase | -$76.50 |"
    edited = "| September 18, 2025 | Debit card purchase | -between $50 and $100 |"
    assert tidy(original, edited) == "| September 18, 2025 | Debit card purchase | -$50 to -$100 |"


def test_a_debit_that_computes_a_removed_total_is_blurred_with_its_sign():
    text = "| adjustment | -$24.06 |\n| insurance payment | -$35.74 |\n| fee | $12.00 |\n"
    out = blur_sums(text, ["$59.80"])
    assert out == "| adjustment | -$20 to -$30 |\n| insurance payment | -$30 to -$50 |\n| fee | $12.00 |\n"


def test_an_address_stand_in_does_not_say_address_twice():
    original = "Please check that we have your address as 1 Oakwood Ave, Milwaukee, WI 53213."
    edited = "Please check that we have your address as an address in Milwaukee, WI 53213."
    assert tidy(original, edited) == "Please check that we have your address as Milwaukee, WI 53213."
    assert _bench().standin_head_echoes(original, edited)


def test_every_set_of_figures_that_computes_the_amount_is_blurred():
    text = ("  Total charges ..... $268.06\n  Balance due ....... $44.67\n"
            "| adjustment | -$73.11 |\n| insurance payment | -$150.28 |\n")
    out = blur_sums(text, ["$223.39"])
    assert computing_figures(out, "$223.39") == []
    assert "$73.11" not in out and "$268.06" not in out
