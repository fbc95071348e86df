"""A club's dues invoice bills the club's own charges (issue 19 s19l-case, read of seed 7575: a "Fee" of $230.03 for
a hall rental and a "Date received" on a social club's dues invoice that names no rental and no request)."""

from privasis_hub.synth.catalog import categories


def test_a_dues_invoice_bills_no_hall_rental_and_receives_no_request():
    for name, category in categories().items():
        for rt in category.record_types:
            if "dues invoice" in rt:
                keys = {f.key for f in category.fields_for(rt)}
                assert not keys & {"rental_fee", "community_request_date"}, (name, rt)
                assert keys & {"house_account_charges", "locker_fee"}, (name, rt)
